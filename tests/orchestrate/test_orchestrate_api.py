"""The orchestrator's routes over HTTP (ASGI transport): roles, decisions, node health."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import httpx
import pytest
from fastapi import FastAPI

from app.api.auth import create_token
from app.api.deps import AppState
from app.api.errors import install_error_handlers
from app.api.routes import orchestrate as routes
from app.orchestrate import service
from app.orchestrate.base import FakeBackend
from app.orchestrate.runner import OrchestratorRunner
from app.settings import Settings
from app.store.db import Database
from tests.orchestrate.conftest import MakeIncident, MakeJob

ROLES = ("operator", "scheduler", "viewer")


@pytest.fixture
async def client(db: Database, settings: Settings) -> AsyncIterator[httpx.AsyncClient]:
    async with db.session() as s:
        for role in ROLES:
            await create_token(s, role, f"{role}-1", f"tok-{role}")
        await s.commit()
    app = FastAPI()
    install_error_handlers(app)
    app.include_router(routes.router)
    fillers: Any = None  # the routes use only the database
    app.state.crashcart = AppState(settings=settings, db=db, queue=fillers, engine=fillers, cache=fillers)
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://t") as c:
        yield c


def auth(role: str) -> dict[str, str]:
    return {"Authorization": f"Bearer tok-{role}"}


async def test_approve_endpoint_releases_the_actions(
    client: httpx.AsyncClient,
    db: Database,
    settings: Settings,
    fake: FakeBackend,
    make_job: MakeJob,
    make_incident: MakeIncident,
) -> None:
    settings.policy.mode = "approve"
    job = await make_job()
    inc = await make_incident(job)
    await service.on_incident(db, inc)
    await OrchestratorRunner(db).tick()
    assert fake.calls == []

    denied = await client.post(f"/v1/incidents/{inc}/approve", headers=auth("viewer"))
    assert denied.status_code == 403 and denied.json()["error"]["code"] == "forbidden"
    ok = await client.post(
        f"/v1/incidents/{inc}/approve", headers=auth("operator"), json={"reason": "checked"}
    )
    assert ok.status_code == 200, ok.text
    body = ok.json()
    assert body["incident_state"] == "acting"
    assert [(a["kind"], a["state"], a["decided_by"]) for a in body["actions"]] == [
        ("cordon", "planned", "operator-1"),
        ("restart", "planned", "operator-1"),
    ]
    again = await client.post(f"/v1/incidents/{inc}/approve", headers=auth("operator"))
    assert again.status_code == 409
    missing = await client.post("/v1/incidents/999/reject", headers=auth("operator"))
    assert missing.status_code == 404

    await OrchestratorRunner(db).tick()
    assert fake.calls == [("cordon", "gpu02"), ("restart", job)]

    nodes = (await client.get("/v1/nodes", headers=auth("scheduler"))).json()["nodes"]
    assert [(n["name"], n["state"]) for n in nodes] == [("gpu02", "cordoned")]
    one = (await client.get("/v1/nodes/gpu02", headers=auth("scheduler"))).json()
    assert one["state"] == "cordoned" and one["incident_id"] == inc
    unknown = (await client.get("/v1/nodes/gpu09", headers=auth("scheduler"))).json()
    assert unknown["state"] == "ok"
    # A viewer reads node health, as it does in the console.
    assert (await client.get("/v1/nodes", headers=auth("viewer"))).json()["nodes"] == nodes

    assert (await client.post("/v1/nodes/gpu02/uncordon", headers=auth("scheduler"))).status_code == 403
    back = await client.post("/v1/nodes/gpu02/uncordon", headers=auth("operator"))
    assert back.status_code == 200 and back.json()["state"] == "ok"
    assert ("uncordon", "gpu02") in fake.calls
    assert (await client.post("/v1/nodes/gpu07/uncordon", headers=auth("operator"))).status_code == 404


async def test_reject_endpoint(
    client: httpx.AsyncClient,
    db: Database,
    settings: Settings,
    fake: FakeBackend,
    make_job: MakeJob,
    make_incident: MakeIncident,
) -> None:
    settings.policy.mode = "approve"
    inc = await make_incident(await make_job())
    await service.on_incident(db, inc)
    resp = await client.post(
        f"/v1/incidents/{inc}/reject", headers=auth("operator"), json={"reason": "not now"}
    )
    assert resp.status_code == 200
    assert resp.json()["incident_state"] == "rejected"
    assert [a["state"] for a in resp.json()["actions"]] == ["rejected", "rejected"]
    assert resp.json()["actions"][0]["last_error"] == "rejected: not now"


async def test_approve_past_the_partition_guard_needs_an_override_with_a_reason(
    client: httpx.AsyncClient,
    db: Database,
    settings: Settings,
    fake: FakeBackend,
    make_job: MakeJob,
    make_incident: MakeIncident,
) -> None:
    settings.policy.mode = "approve"
    job = await make_job()
    inc = await make_incident(job, culprit_nodes=["gpu01", "gpu02", "gpu03", "gpu04"])  # 4 of 8
    await service.on_incident(db, inc)
    url = f"/v1/incidents/{inc}/approve"
    plain = await client.post(url, headers=auth("operator"), json={"reason": "ok"})
    assert plain.status_code == 409 and "partition drain guard" in plain.json()["error"]["message"]
    no_reason = await client.post(url, headers=auth("operator"), json={"override_fraction_guard": True})
    assert no_reason.status_code == 409
    ok = await client.post(
        url, headers=auth("operator"), json={"override_fraction_guard": True, "reason": "rack swap"}
    )
    assert ok.status_code == 200, ok.text
    cordon = ok.json()["actions"][0]
    assert cordon["result"]["override"]["by"] == "operator-1" and "overridden" in cordon["reason"]
    await OrchestratorRunner(db).tick()
    assert fake.cordoned == {"gpu01", "gpu02", "gpu03", "gpu04"}
