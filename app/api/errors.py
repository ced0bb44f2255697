"""The one place where errors become HTTP responses: ``{"error": {"code", "message"}}``."""

from __future__ import annotations

import logging

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from sqlalchemy.exc import DataError, DisconnectionError, InterfaceError, OperationalError
from starlette.exceptions import HTTPException as StarletteHTTPException

from app.errors import CrashcartError, Unavailable

log = logging.getLogger(__name__)

HTTP_CODES = {
    400: "bad_request",
    401: "unauthorized",
    403: "forbidden",
    404: "not_found",
    405: "method_not_allowed",
    413: "payload_too_large",
    415: "unsupported_media_type",
    422: "invalid_input",
    503: "unavailable",
}


def error_response(
    status: int, code: str, message: str, headers: dict[str, str] | None = None
) -> JSONResponse:
    return JSONResponse({"error": {"code": code, "message": message}}, status_code=status, headers=headers)


def unavailable_response(message: str, retry_after_s: int = Unavailable.retry_after_s) -> JSONResponse:
    return error_response(503, "unavailable", message, {"Retry-After": str(retry_after_s)})


def _describe(exc: RequestValidationError) -> str:
    parts = []
    for err in exc.errors()[:5]:
        loc = ".".join(str(p) for p in err.get("loc", ()) if p != "body")
        if err.get("type") == "json_invalid":
            return f"request body is not valid JSON: {err.get('ctx', {}).get('error', err.get('msg'))}"
        parts.append(f"{loc or 'body'}: {err.get('msg')}")
    more = len(exc.errors()) - 5
    return "; ".join(parts) + (f" (and {more} more)" if more > 0 else "")


def install_error_handlers(app: FastAPI) -> None:
    @app.exception_handler(CrashcartError)
    async def _crashcart(_: Request, exc: CrashcartError) -> JSONResponse:
        if exc.status_code >= 500:
            log.error("%s: %s", exc.code, exc.message)
        headers = None
        if isinstance(exc, Unavailable):
            headers = {"Retry-After": str(exc.retry_after_s)}
        return error_response(exc.status_code, exc.code, exc.message, headers)

    @app.exception_handler(RequestValidationError)
    async def _validation(request: Request, exc: RequestValidationError) -> JSONResponse:
        content_type = request.headers.get("content-type", "")
        body_error = any(err.get("loc", ("",))[0] == "body" for err in exc.errors())
        if body_error and "json" not in content_type:
            return error_response(
                415, "unsupported_media_type", "send the body as JSON with 'Content-Type: application/json'"
            )
        return error_response(422, "invalid_input", _describe(exc))

    @app.exception_handler(StarletteHTTPException)
    async def _http(_: Request, exc: StarletteHTTPException) -> JSONResponse:
        message = str(exc.detail)
        if exc.status_code == 400 and "parsing the body" in message:
            message = "request body could not be decoded: it must be UTF-8 JSON"
        code = HTTP_CODES.get(exc.status_code, "bad_request")
        # 405 carries Allow; keep whatever headers the exception brought.
        return error_response(exc.status_code, code, message, dict(exc.headers or {}) or None)

    # Backstops: a value that slipped past the schemas must still not be a 500.
    @app.exception_handler(DataError)
    async def _data(_: Request, exc: DataError) -> JSONResponse:
        log.warning("database refused a value: %s", exc.orig)
        return error_response(422, "invalid_input", "a value is out of range or not storable")

    @app.exception_handler(OverflowError)
    async def _overflow(_: Request, exc: OverflowError) -> JSONResponse:
        return error_response(422, "invalid_input", f"a number is out of range: {exc}")

    @app.exception_handler(OperationalError)
    @app.exception_handler(InterfaceError)
    @app.exception_handler(DisconnectionError)
    async def _database_down(_: Request, exc: Exception) -> JSONResponse:
        log.error("database unavailable: %s", exc)
        return unavailable_response("the database is unavailable; retry later")

    @app.exception_handler(Exception)
    async def _unexpected(_: Request, exc: Exception) -> JSONResponse:
        log.exception("unhandled error")
        return error_response(500, "internal_error", "internal error; see the server log")
