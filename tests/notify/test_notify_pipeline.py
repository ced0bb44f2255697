"""The whole service with the notify stage wired in as proposed for app/worker.py: a log line in,
a Slack message and a signed webhook out, and a crash loop folded instead of re-sent."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator
from pathlib import Path

import httpx
import pytest

from app.settings import NotifySettings, Settings, override_settings
from app.store.db import Database, upgrade_sync
from tests.helpers import TOKENS, Service, lines_of
from tests.notify.notify_support import SECRET, Peer, create_notify_schema

XID79 = "NVRM: Xid (PCI:0000:3b:00): 79, pid=2714, GPU has fallen off the bus."


@pytest.fixture
def service_settings(tmp_path: Path, peer: Peer) -> Settings:
    settings = Settings(
        data_dir=tmp_path / "data",
        tokens=",".join(f"{role}:{tok}" for role, tok in TOKENS.items()),
        notify=NotifySettings(
            slack_webhook_url=f"{peer.url}/slack",
            webhook_urls=[f"{peer.url}/hook"],
            webhook_secret=SECRET,
        ),
    )
    upgrade_sync(settings.effective_database_url)
    return settings


@pytest.fixture
async def notifying_service(
    service_settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> AsyncIterator[Service]:
    from app.main import create_app

    database = Database(service_settings.effective_database_url)
    await create_notify_schema(database)  # until the initial migration includes the table
    await database.dispose()
    override_settings(service_settings)
    app = create_app(service_settings)
    try:
        async with app.router.lifespan_context(app):
            transport = httpx.ASGITransport(app=app)
            async with httpx.AsyncClient(transport=transport, base_url="http://crashcart.test") as client:
                yield Service(client, service_settings)
    finally:
        override_settings(None)


async def test_an_xid_in_the_log_reaches_slack_and_the_webhook_once(
    notifying_service: Service, peer: Peer
) -> None:
    service = notifying_service
    await service.register("job-n", nodes=["gpu01", "gpu02"], owner="alice")
    resp = await service.post_lines("job-n", lines_of(["step 1 loss 2.3", XID79], node="gpu02", rank=None))
    assert resp.status_code == 202

    async def delivered() -> bool:
        return bool(peer.on("/slack")) and bool(peer.on("/hook"))

    await service.wait_for(delivered, timeout=10.0)
    message = json.loads(peer.on("/slack")[0].body)
    text = json.dumps(message)
    assert "gpu02" in text and "cordon_and_restart" in text and "/console/incidents/" in text
    payload = json.loads(peer.on("/hook")[0].body)
    assert payload["incident"]["culprit"]["nodes"] == ["gpu02"]

    await asyncio.sleep(0.6)  # a few sweeps and ticks later: still one message per destination
    assert len(peer.on("/slack")) == 1 and len(peer.on("/hook")) == 1
