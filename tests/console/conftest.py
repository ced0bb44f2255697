"""Fixtures for the console tests: an embedded service with the console, and one Xid 79 incident."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from app.settings import Settings, override_settings
from tests.conftest import make_settings
from tests.helpers import Service, lines_of

XID79 = "NVRM: Xid (PCI:0000:3b:00): 79, pid=2714, GPU has fallen off the bus."
ORIGIN = "http://crashcart.test"


class Console:
    def __init__(self, service: Service) -> None:
        self.service = service
        self.client = service.client

    async def login(self, role: str) -> None:
        from tests.helpers import TOKENS

        self.client.cookies.clear()
        resp = await self.client.post(
            "/console/login", data={"token": TOKENS[role], "next": "/console"}, headers={"Origin": ORIGIN}
        )
        assert resp.status_code == 303, resp.text

    async def post(self, path: str, data: dict[str, str] | None = None, **headers: str) -> httpx.Response:
        return await self.client.post(path, data=data or {}, headers={"Origin": ORIGIN, **headers})


@pytest.fixture
def console_settings(tmp_path: Path) -> Iterator[Settings]:
    settings = make_settings(tmp_path)
    settings.policy.mode = "approve"  # so that an incident waits for a person to press Approve
    override_settings(settings)
    yield settings
    override_settings(None)


@pytest.fixture
async def console(console_settings: Settings) -> AsyncIterator[Console]:
    from app.main import create_app

    app = create_app(console_settings)
    async with app.router.lifespan_context(app):
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url=ORIGIN) as client:
            yield Console(Service(client, console_settings))


async def make_xid_incident(service: Service, job_id: str = "job-xid") -> dict[str, Any]:
    """Register a 4-node job, post an Xid 79 from gpu02; return the incident once actions exist."""
    await service.register(job_id, nodes=["gpu01", "gpu02", "gpu03", "gpu04"], world_size=32)
    noise = [f"[rank{r}]: step 10 loss 2.31" for r in range(8)]
    resp = await service.post_lines(job_id, lines_of([*noise, XID79], node="gpu02", rank=None))
    assert resp.status_code == 202, resp.text

    async def awaiting() -> dict[str, Any] | None:
        resp = await service.client.get(
            "/v1/incidents", params={"job": job_id}, headers=service.auth("viewer")
        )
        found = resp.json()["incidents"]
        if not found:
            return None
        detail = await service.client.get(f"/v1/incidents/{found[0]['id']}", headers=service.auth("viewer"))
        body: dict[str, Any] = detail.json()
        return body if any(a["state"] == "awaiting_approval" for a in body["actions"]) else None

    result: dict[str, Any] = await service.wait_for(awaiting, timeout=10.0)
    return result
