"""docs/CONTRACT.md's REST API table against the schema the service serves (/openapi.json).

Every `METHOD /path` of the table must be a route of the running app, and every API route of the
app must have a row: a route added without a row, or a row whose route went away, fails here.
Console pages, health, metrics and internal routes are not API and need no row.
"""

from __future__ import annotations

import re
from collections.abc import AsyncIterator
from pathlib import Path

import httpx
import pytest

from app.settings import override_settings
from tests.conftest import make_settings

REPO_ROOT = Path(__file__).resolve().parents[1]
CONTRACT = REPO_ROOT / "docs" / "CONTRACT.md"
METHODS = ("GET", "POST", "PUT", "PATCH", "DELETE")
# Routes that are not the REST API: the console, probes and metrics (rows of their own kind).
NOT_API = (re.compile(r"^/console(/|$)"), re.compile(r"^/(healthz|readyz|metrics)$"))


def _rest_table(text: str) -> list[str]:
    """The first-column cells of the table under "REST API" (the section's header row names it)."""
    lines = text.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("| method, path |"))
    cells = []
    for line in lines[start + 2 :]:
        if not line.startswith("|"):
            break
        cells.append(re.split(r"(?<!\\)\|", line)[1].strip())
    return cells


def table_routes(text: str) -> set[tuple[str, str]]:
    """(METHOD, /path) of every row: `POST /v1/x/{id}/approve` \\| `/reject` names two routes."""
    routes: set[tuple[str, str]] = set()
    for cell in _rest_table(text):
        method, path = "", ""
        for item in re.findall(r"`([^`]+)`", cell):
            parts = item.split()
            if len(parts) == 2 and parts[0] in METHODS:
                method, path = parts[0], parts[1].split("?", 1)[0]
            elif len(parts) == 1 and parts[0].startswith("/") and method:
                # a sibling of the previous route: replace its last segment
                path = path.rsplit("/", 1)[0] + parts[0]
            else:
                continue
            routes.add((method, path))
    return routes


def test_table_parser_reads_rows_and_siblings() -> None:
    text = (
        "| method, path | role | purpose |\n|---|---|---|\n"
        "| `GET /v1/a?window=24h` | viewer | x |\n"
        "| `POST /v1/b/{id}/approve` \\| `/reject` | operator | y |\n"
        "| `GET /v1/c`, `GET /v1/c/{id}` | viewer | z |\n"
        "| (`run`) | | not a route |\n"
        "\nafter the table: `GET /v1/ignored`\n"
    )
    assert table_routes(text) == {
        ("GET", "/v1/a"),
        ("POST", "/v1/b/{id}/approve"),
        ("POST", "/v1/b/{id}/reject"),
        ("GET", "/v1/c"),
        ("GET", "/v1/c/{id}"),
    }


@pytest.fixture
async def schema(tmp_path: Path) -> AsyncIterator[dict[str, object]]:
    from app.main import create_app

    settings = make_settings(tmp_path)  # embedded: SQLite, in-process queue
    override_settings(settings)
    app = create_app(settings, run_workers=False)
    try:
        async with app.router.lifespan_context(app):
            transport = httpx.ASGITransport(app=app)
            async with httpx.AsyncClient(transport=transport, base_url="http://crashcart.test") as client:
                response = await client.get("/openapi.json")
                assert response.status_code == 200
                yield response.json()
    finally:
        override_settings(None)


def served_routes(schema: dict[str, object]) -> set[tuple[str, str]]:
    paths = schema["paths"]
    assert isinstance(paths, dict)
    return {
        (method.upper(), path) for path, ops in paths.items() for method in ops if method.upper() in METHODS
    }


def _normalise(route: tuple[str, str]) -> tuple[str, str]:
    """Path parameters by position, not by name: `{id}` in the table may be `{incident_id}` in code."""
    method, path = route
    return method, re.sub(r"\{[^}]+\}", "{}", path)


async def test_every_table_row_is_served(schema: dict[str, object]) -> None:
    served = {_normalise(r) for r in served_routes(schema)}
    rows = table_routes(CONTRACT.read_text(encoding="utf-8"))
    assert len(rows) >= 20, "the REST table of docs/CONTRACT.md was not found or not parsed"
    missing = sorted(r for r in rows if _normalise(r) not in served)
    assert not missing, f"rows of docs/CONTRACT.md that /openapi.json does not serve: {missing}"


async def test_every_api_route_has_a_row(schema: dict[str, object]) -> None:
    rows = {_normalise(r) for r in table_routes(CONTRACT.read_text(encoding="utf-8"))}
    api = [r for r in served_routes(schema) if not any(p.match(r[1]) for p in NOT_API)]
    undocumented = sorted(r for r in api if _normalise(r) not in rows)
    assert not undocumented, f"API routes with no row in docs/CONTRACT.md's REST table: {undocumented}"
