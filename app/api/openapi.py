"""Every status code a route can answer is in the OpenAPI document, with the one error body.

Derived from the generated document itself, so a new route is documented without anyone
remembering to: every ``/v1`` route checks a token (401/403) and touches the database or the
queue (503 with ``Retry-After``), and its path and query go through the URL guard (422); a
path parameter can name nothing (404), a body can be too large, not UTF-8, not JSON or
invalid (413/400/415/422). FastAPI's own 422 body (``{"detail": ...}``) is replaced by ours.
"""

from __future__ import annotations

from typing import Any

from fastapi import FastAPI
from fastapi.openapi.utils import get_openapi

ERROR_SCHEMA: dict[str, Any] = {
    "type": "object",
    "required": ["error"],
    "properties": {
        "error": {
            "type": "object",
            "required": ["code", "message"],
            "properties": {"code": {"type": "string"}, "message": {"type": "string"}},
        }
    },
}
_DESCRIPTIONS = {
    400: "the body is not UTF-8, or a gzip body is corrupt",
    401: "missing, invalid or revoked token",
    403: "the token's role may not do this",
    404: "no such object",
    409: "the object is not in a state that allows this",
    413: "request body over the size limit",
    415: "the body is not JSON, or its Content-Encoding is not gzip",
    429: "the queue is past its high-water mark; send again after Retry-After seconds",
    422: "invalid input (bounds, types, control characters)",
    503: "the database or the queue is unavailable; retry after Retry-After seconds",
}
# Operations whose service raises Conflict (409): deciding on something already decided, or
# releasing a node that is not cordoned (or with no health check configured).
_CONFLICT_SUFFIXES = ("/approve", "/reject", "/release")
_RETRY_AFTER = {"Retry-After": {"description": "seconds to wait", "schema": {"type": "integer"}}}


def error_codes(path: str, operation: dict[str, Any]) -> set[int]:
    """The error statuses one operation can answer."""
    codes: set[int] = set()
    params = {p.get("in") for p in operation.get("parameters", [])}
    if path.startswith("/v1/"):
        codes |= {401, 403, 422, 503}
    if "path" in params:
        codes |= {404, 422}
    if "query" in params:
        codes.add(422)
    if "requestBody" in operation:
        codes |= {400, 413, 415, 422}
    if path.endswith(_CONFLICT_SUFFIXES):
        codes.add(409)
    if path == "/readyz":
        codes.add(503)
    if path.endswith("/logs") and "requestBody" in operation:
        codes.add(429)  # backpressure (app/ingest/service.py)
    return codes


def add_error_responses(schema: dict[str, Any]) -> dict[str, Any]:
    for path, operations in schema.get("paths", {}).items():
        for operation in operations.values():
            responses = operation.setdefault("responses", {})
            for code in sorted(error_codes(path, operation)):
                entry: dict[str, Any] = {
                    "description": _DESCRIPTIONS[code],
                    "content": {"application/json": {"schema": ERROR_SCHEMA}},
                }
                if code in (429, 503):
                    entry["headers"] = _RETRY_AFTER
                if path == "/readyz":
                    entry = {"description": "a dependency is down (the body names it)"}
                # Ours replaces FastAPI's default 422 ("HTTPValidationError"), which we never send.
                responses[str(code)] = entry
    schemas = schema.get("components", {}).get("schemas", {})
    for unused in ("HTTPValidationError", "ValidationError"):
        schemas.pop(unused, None)
    return schema


def document_errors(app: FastAPI) -> None:
    """Make ``app.openapi()`` list the error responses of every operation."""

    def openapi() -> dict[str, Any]:
        if app.openapi_schema is None:
            app.openapi_schema = add_error_responses(
                get_openapi(
                    title=app.title,
                    version=app.version,
                    description=app.description,
                    routes=app.routes,
                )
            )
        return app.openapi_schema

    app.openapi = openapi  # type: ignore[method-assign]
