"""Issue 17's must-show, through the API as an operator would try it: with
``CRASHCART_POLICY__MAX_DRAINS_PER_HOUR=1``, three jobs each print one Xid 79 line at once →
exactly one node drained, the other two cordons awaiting approval. Both modes (SQLite + local
queue, PostgreSQL + Redis)."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from app.orchestrate.backends import BackendRegistry, set_backends
from app.orchestrate.base import FakeBackend
from app.settings import Settings, override_settings
from tests.conftest import REDIS_URL, make_settings
from tests.helpers import Service, lines_of

XID79 = "NVRM: Xid (PCI:0000:3b:00): 79, pid=2714, GPU has fallen off the bus."
JOBS = {"burst-a": ["gpu01", "gpu02"], "burst-b": ["gpu03", "gpu04"], "burst-c": ["gpu05", "gpu06"]}


@pytest.fixture(params=["embedded", "postgres_redis"])
def mode_settings(
    request: pytest.FixtureRequest, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> Iterator[Settings]:
    """tests/conftest.py's both-mode settings, read with the operator's environment variable."""
    monkeypatch.setenv("CRASHCART_POLICY__MAX_DRAINS_PER_HOUR", "1")
    monkeypatch.setenv("CRASHCART_POLICY__MAX_PARTITION_DRAIN_FRACTION", "1.0")
    if request.param == "embedded":
        settings = make_settings(tmp_path)
    else:
        url = request.getfixturevalue("pg_database")
        prefix = request.getfixturevalue("redis_prefix")
        settings = make_settings(tmp_path, database_url=url, redis_url=REDIS_URL, redis_prefix=prefix)
        from app.store.db import upgrade_sync

        upgrade_sync(url)
    assert settings.policy.max_drains_per_hour == 1
    override_settings(settings)
    yield settings
    override_settings(None)


@pytest.fixture
def fake() -> Iterator[FakeBackend]:
    backend = FakeBackend(partition=[f"gpu{i:02d}" for i in range(1, 9)])
    set_backends(BackendRegistry(overrides={"local": backend, "slurm": backend, "kubernetes": backend}))
    yield backend
    set_backends(None)


async def _actions(service: Service, incident_id: int) -> list[dict[str, Any]]:
    resp = await service.client.get(f"/v1/incidents/{incident_id}", headers=service.auth("viewer"))
    assert resp.status_code == 200, resp.text
    body = resp.json()
    return list(body.get("actions") or [])


async def _incidents(service: Service) -> list[dict[str, Any]]:
    resp = await service.client.get("/v1/incidents", headers=service.auth("viewer"))
    assert resp.status_code == 200, resp.text
    return [i for i in resp.json()["incidents"] if i["job_id"] in JOBS]


async def test_drain_cap_1_three_xid79_jobs_at_once_drain_one_node(
    fake: FakeBackend, service: Service
) -> None:
    for job_id, nodes in JOBS.items():
        await service.register(job_id, nodes=nodes)
    sent = await asyncio.gather(
        *(
            service.post_lines(job_id, lines_of([XID79], node=nodes[1], rank=None))
            for job_id, nodes in JOBS.items()
        )
    )
    assert [r.status_code for r in sent] == [202, 202, 202]

    async def settled() -> list[dict[str, Any]] | None:
        incidents = await _incidents(service)
        waiting = [i for i in incidents if i["state"] == "awaiting_approval"]
        if len(incidents) < 3 or len(waiting) < 2 or not fake.calls:
            return None
        return incidents

    incidents = await service.wait_for(settled, timeout=20.0)
    await asyncio.sleep(1.5)  # a runner tick more: nothing else may drain
    states = sorted(i["state"] for i in await _incidents(service))
    assert states.count("awaiting_approval") == 2, states
    drained = [n for n in fake.cordoned]
    assert len(drained) == 1 and fake.calls.count(("cordon", drained[0])) == 1, fake.calls
    nodes = (await service.client.get("/v1/nodes", headers=service.auth("operator"))).json()["nodes"]
    assert [n["name"] for n in nodes if n["state"] == "cordoned"] == drained
    waiting = [i for i in incidents if i["state"] == "awaiting_approval"]
    assert len(waiting) == 2
    for incident in waiting:
        cordon = next(a for a in await _actions(service, incident["id"]) if a["kind"] == "cordon")
        assert cordon["state"] == "awaiting_approval" and "cap is 1" in cordon["reason"]
