"""Tokens can be listed, revoked and expire; the bootstrap list is the truth for the tokens it
names (issue 13). Both storage modes, except the CLI test (embedded)."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from datetime import timedelta
from pathlib import Path

import httpx
import pytest
from typer.testing import CliRunner

import app.api.deps as deps
from app.api.auth import create_token, parse_expiry, revoke_tokens
from app.errors import InvalidInput
from app.settings import Settings, override_settings
from app.store.base import utcnow
from app.store.db import Database
from tests.helpers import TOKENS, Service


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


async def _token_id(service: Service, name: str) -> int:
    listed = await service.client.get("/v1/tokens", headers=service.auth("admin"))
    assert listed.status_code == 200, listed.text
    return int(next(t["id"] for t in listed.json()["tokens"] if t["name"] == name))


async def test_admin_lists_creates_and_revokes_tokens_and_a_revocation_is_immediate(service: Service) -> None:
    created = await service.client.post(
        "/v1/tokens",
        json={"role": "viewer", "name": "grafana", "expires": "90d"},
        headers=service.auth("admin"),
    )
    assert created.status_code == 201, created.text
    body = created.json()
    token = body["token"]
    assert body["role"] == "viewer" and body["source"] == "api" and body["expires_at"]
    listed = (await service.client.get("/v1/tokens", headers=service.auth("admin"))).json()["tokens"]
    assert {"grafana", "bootstrap-admin", "bootstrap-viewer"} <= {t["name"] for t in listed}
    assert all("token" not in t and "token_hash" not in t for t in listed)  # never the secret

    assert (await service.client.get("/v1/incidents", headers=bearer(token))).status_code == 200  # now cached
    revoked = await service.client.post(f"/v1/tokens/{body['id']}/revoke", headers=service.auth("admin"))
    assert revoked.status_code == 200 and revoked.json()["revoked"] is True
    # No waiting for the 30 s cache: the revoking process forgets it at once.
    gone = await service.client.get("/v1/incidents", headers=bearer(token))
    assert gone.status_code == 401 and "revoked" in gone.json()["error"]["message"]
    assert (
        await service.client.post("/v1/tokens/999999/revoke", headers=service.auth("admin"))
    ).status_code == 404
    active = (await service.client.get("/v1/tokens", headers=service.auth("admin"))).json()["tokens"]
    assert "grafana" not in {t["name"] for t in active}
    every = await service.client.get(
        "/v1/tokens", params={"include_revoked": True}, headers=service.auth("admin")
    )
    assert any(t["name"] == "grafana" and t["revoked_reason"] for t in every.json()["tokens"])


async def test_a_revocation_by_another_process_holds_within_the_cache_bound(
    service: Service, mode_settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``crashcart tokens revoke`` runs in its own process: the server's cached principal lives at
    most PRINCIPAL_TTL_S (30 s) more, then the token fails."""
    assert deps.PRINCIPAL_TTL_S == 30.0
    assert (await service.client.get("/v1/incidents", headers=service.auth("viewer"))).status_code == 200
    db = Database(mode_settings.effective_database_url)
    try:
        async with db.session() as session:
            await revoke_tokens(session, "bootstrap-viewer", by="test")
            await session.commit()
    finally:
        await db.dispose()
    real = deps.time.monotonic
    monkeypatch.setattr(deps.time, "monotonic", lambda: real() + deps.PRINCIPAL_TTL_S - 5)
    assert (await service.client.get("/v1/incidents", headers=service.auth("viewer"))).status_code == 200
    monkeypatch.setattr(deps.time, "monotonic", lambda: real() + deps.PRINCIPAL_TTL_S + 0.1)
    assert (await service.client.get("/v1/incidents", headers=service.auth("viewer"))).status_code == 401


async def test_an_expired_token_fails_even_inside_the_cache_window(
    service: Service, mode_settings: Settings
) -> None:
    db = Database(mode_settings.effective_database_url)
    try:
        async with db.session() as session:
            # 3 s: the first request must land before expiry on a loaded machine; the cache keeps a
            # principal up to PRINCIPAL_TTL_S (30 s), so the second request is still inside its window
            soon = await create_token(session, "viewer", "short", expires_at=utcnow() + timedelta(seconds=3))
            await session.commit()
    finally:
        await db.dispose()
    assert (await service.client.get("/v1/incidents", headers=bearer(soon))).status_code == 200
    await asyncio.sleep(3.2)
    resp = await service.client.get("/v1/incidents", headers=bearer(soon))
    assert resp.status_code == 401 and "expired" in resp.json()["error"]["message"]


@asynccontextmanager
async def restarted(settings: Settings, tokens: str) -> AsyncIterator[httpx.AsyncClient]:
    """The same deployment started again with another CRASHCART_TOKENS (API only)."""
    from app.main import create_app

    changed = settings.model_copy(update={"tokens": tokens})
    app = create_app(changed, run_workers=False)
    transport = httpx.ASGITransport(app=app)
    async with (
        app.router.lifespan_context(app),
        httpx.AsyncClient(transport=transport, base_url="http://t") as client,
    ):
        yield client


async def test_the_bootstrap_list_is_the_truth_for_the_tokens_it_names(
    service: Service, mode_settings: Settings
) -> None:
    assert (await service.client.get("/v1/tokens", headers=service.auth("admin"))).status_code == 200
    # Restart with the admin token downgraded to viewer and the shipper token dropped.
    smaller = f"viewer:{TOKENS['admin']},viewer:{TOKENS['viewer']},scheduler:{TOKENS['scheduler']}"
    async with restarted(mode_settings, smaller) as client:
        downgraded = await client.get("/v1/tokens", headers=bearer(TOKENS["admin"]))
        assert downgraded.status_code == 403  # an admin "downgraded" to viewer lost admin
        assert (
            await client.post("/v1/nodes/n1/uncordon", headers=bearer(TOKENS["admin"]))
        ).status_code == 403
        assert (await client.get("/v1/incidents", headers=bearer(TOKENS["admin"]))).status_code == 200
        dropped = await client.post(
            "/v1/alerts/alertmanager", json={"alerts": []}, headers=bearer(TOKENS["shipper"])
        )
        assert dropped.status_code == 401
        assert (await client.get("/v1/incidents", headers=bearer(TOKENS["operator"]))).status_code == 401
    # Named again: back, with the list's role.
    full = ",".join(f"{role}:{token}" for role, token in TOKENS.items())
    async with restarted(mode_settings, full) as client:
        assert (await client.get("/v1/tokens", headers=bearer(TOKENS["admin"]))).status_code == 200
        back = await client.post(
            "/v1/alerts/alertmanager", json={"alerts": []}, headers=bearer(TOKENS["shipper"])
        )
        assert back.status_code == 202
        # A token an operator revoked stays revoked, even though the list names it.
        tid = (await client.get("/v1/tokens", headers=bearer(TOKENS["admin"]))).json()["tokens"]
        viewer_id = next(t["id"] for t in tid if t["name"] == "bootstrap-viewer")
        assert (
            await client.post(f"/v1/tokens/{viewer_id}/revoke", headers=bearer(TOKENS["admin"]))
        ).status_code == 200
    async with restarted(mode_settings, full) as client:
        assert (await client.get("/v1/incidents", headers=bearer(TOKENS["viewer"]))).status_code == 401


def test_a_token_list_giving_one_token_two_roles_is_refused() -> None:
    from app.api.auth import bootstrap_tokens
    from app.errors import ConfigError

    with pytest.raises(ConfigError, match="two roles"):
        asyncio.run(bootstrap_tokens(None, "admin:x,viewer:x", None))  # type: ignore[arg-type]


def test_expiry_parsing() -> None:
    now = utcnow()
    assert parse_expiry("90d", now) == now + timedelta(days=90)
    assert parse_expiry("12h", now) == now + timedelta(hours=12)
    assert parse_expiry("never", now) is None
    assert parse_expiry("2999-01-31", now) is not None
    for bad in ("yesterday", "2001-01-01", "0s", "-5d"):
        with pytest.raises(InvalidInput):
            parse_expiry(bad, now)


def test_tokens_cli_creates_lists_and_revokes(tmp_path: Path) -> None:
    from app.cli import app

    settings = Settings(data_dir=tmp_path / "data")
    override_settings(settings)
    try:
        runner = CliRunner()
        made = runner.invoke(app, ["tokens", "create", "--role", "viewer", "--name", "ci", "--expires", "2h"])
        assert made.exit_code == 0, made.output
        token = made.output.strip()
        assert token.startswith("cc_")
        listed = runner.invoke(app, ["tokens", "list"])
        assert listed.exit_code == 0 and "viewer" in listed.output and " ci" in listed.output
        assert token not in listed.output
        gone = runner.invoke(app, ["tokens", "revoke", "ci"])
        assert gone.exit_code == 0 and "revoked token 1 (ci, viewer)" in gone.output
        assert " ci" not in runner.invoke(app, ["tokens", "list"]).output
        assert "revoked" in runner.invoke(app, ["tokens", "list", "--all"]).output
        missing = runner.invoke(app, ["tokens", "revoke", "nobody"])
        assert missing.exit_code == 2 and "no token with id or name" in missing.output

        async def usable() -> bool:
            from app.api.auth import hash_token
            from app.store.tokens import TokenRepository

            db = Database(settings.effective_database_url)
            try:
                async with db.session() as session:
                    return await TokenRepository(session).by_hash(hash_token(token)) is not None
            finally:
                await db.dispose()

        assert asyncio.run(usable()) is False
    finally:
        override_settings(None)
