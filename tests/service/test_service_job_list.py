"""GET /v1/jobs: filters (state, node, since), cursor pagination with a next link, the viewer
role, and a clear 4xx for a bad filter; on SQLite and on PostgreSQL (the `service` fixture runs
both modes)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from app.ingest.job_list import parse_since
from app.store.db import Database
from app.store.jobs import JobRepository
from tests.helpers import Service


@asynccontextmanager
async def service_session(service: Service) -> AsyncIterator[Any]:
    db = Database(service.settings.effective_database_url)
    try:
        async with db.session() as session:
            yield session
    finally:
        await db.dispose()


async def listing(service: Service, role: str = "viewer", **params: Any) -> dict[str, Any]:
    resp = await service.client.get("/v1/jobs", params=params, headers=service.auth(role))
    assert resp.status_code == 200, resp.text
    return dict(resp.json())


async def ids(service: Service, **params: Any) -> list[str]:
    return [j["job_id"] for j in (await listing(service, **params))["jobs"]]


async def test_filters_by_state_node_and_since(service: Service) -> None:
    await service.register("a", nodes=["gpu01", "gpu02"])
    await service.register("b", nodes=["gpu02", "gpu03"])
    await service.register("c", nodes=["gpu10"])  # gpu1 is a prefix of gpu10: must not match it
    await service.register("d", nodes=["gpu1"])
    async with service_session(service) as session:
        jobs = {j: await JobRepository(session).get(j) for j in "abcd"}
        jobs["b"].state = "failed"  # type: ignore[union-attr]
        jobs["a"].created_at = datetime.now(UTC) - timedelta(days=3)  # type: ignore[union-attr]
        await session.commit()
    assert await ids(service) == ["d", "c", "b", "a"]
    assert await ids(service, state="failed") == ["b"]
    assert await ids(service, state="running") == ["d", "c", "a"]
    assert await ids(service, node="gpu02") == ["b", "a"]
    assert await ids(service, node="gpu1") == ["d"]
    assert await ids(service, node="gpu02", state="running") == ["a"]
    assert await ids(service, node="nowhere") == []
    assert await ids(service, since="1d") == ["d", "c", "b"]
    yesterday = (datetime.now(UTC) - timedelta(days=1)).strftime("%Y-%m-%dT%H:%M:%SZ")
    assert await ids(service, since=yesterday) == ["d", "c", "b"]
    first = (await listing(service, node="gpu01"))["jobs"][0]
    assert first["nodes"] == ["gpu01", "gpu02"] and first["state"] == "running" and "incidents" not in first


async def test_pages_follow_the_next_link_without_repeats_or_gaps(service: Service) -> None:
    for i in range(7):
        await service.register(f"job-{i}", nodes=["gpu01"] if i % 2 else ["gpu02"])
    seen: list[str] = []
    page = await listing(service, limit=3)
    pages = 1
    while True:
        seen += [j["job_id"] for j in page["jobs"]]
        if page["next"] is None:
            assert page["next_cursor"] is None
            break
        assert "limit=3" in page["next"] and page["next"].startswith("/v1/jobs?")
        # A job registered meanwhile (newer than the cursor) neither shifts nor repeats a page.
        if pages == 1:
            await service.register("late", nodes=["gpu02"])
        resp = await service.client.get(page["next"], headers=service.auth("viewer"))
        assert resp.status_code == 200, resp.text
        page = resp.json()
        pages += 1
    assert seen == [f"job-{i}" for i in reversed(range(7))] and pages == 3
    # Filters are kept in the next link.
    odd = await listing(service, limit=2, node="gpu01")
    assert "node=gpu01" in odd["next"]
    nxt = (await service.client.get(odd["next"], headers=service.auth("viewer"))).json()
    assert [j["job_id"] for j in odd["jobs"] + nxt["jobs"]] == ["job-5", "job-3", "job-1"]
    assert nxt["next"] is None


@pytest.mark.parametrize(
    ("params", "says"),
    [
        ({"state": "exploded"}, "state"),
        ({"since": "yesterday"}, "since"),
        ({"since": "5 parsecs"}, "since"),
        ({"cursor": "not-a-cursor"}, "cursor"),
        ({"cursor": "bm90IGpzb24"}, "cursor"),
        ({"limit": "0"}, "limit"),
        ({"limit": "501"}, "limit"),
        ({"node": ""}, "node"),
    ],
)
async def test_bad_filters_are_a_4xx_with_a_message(
    service: Service, params: dict[str, str], says: str
) -> None:
    resp = await service.client.get("/v1/jobs", params=params, headers=service.auth("viewer"))
    assert resp.status_code == 422, resp.text
    assert says in resp.text


async def test_needs_a_token(service: Service) -> None:
    assert (await service.client.get("/v1/jobs")).status_code == 401
    assert (await listing(service, role="viewer"))["jobs"] == []


def test_since_forms() -> None:
    now = datetime(2026, 11, 23, 12, 0, tzinfo=UTC)
    assert parse_since("30m", now) == now - timedelta(minutes=30)
    assert parse_since("7d", now) == now - timedelta(days=7)
    assert parse_since("2026-11-23T10:00:00Z") == datetime(2026, 11, 23, 10, tzinfo=UTC)
    assert parse_since("2026-11-23T11:00:00+01:00") == datetime(2026, 11, 23, 10, tzinfo=UTC)
    assert parse_since("2026-11-23") == datetime(2026, 11, 23, tzinfo=UTC)


def test_the_route_is_in_the_openapi_schema() -> None:
    from app.main import create_app

    schema = create_app().openapi()
    op = schema["paths"]["/v1/jobs"]["get"]
    names = {p["name"] for p in op["parameters"]}
    assert {"state", "node", "since", "limit", "cursor"} <= names
    assert "422" in op["responses"]
