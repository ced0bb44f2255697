"""The console session is its own opaque id, never the API token (issue 13)."""

from __future__ import annotations

import hashlib

from app.store.tokens import ConsoleSessionRepository
from tests.console.conftest import ORIGIN, Console
from tests.helpers import TOKENS


def _cookie(console: Console) -> str:
    value = console.client.cookies.get("crashcart_console")
    assert value, "no console cookie"
    return str(value)


async def _sessions(console: Console) -> int:
    from sqlalchemy import func, select

    from app.store.tokens import ConsoleSessionRow

    state = console.client._transport.app.state.crashcart  # type: ignore[attr-defined]
    async with state.db.session() as session:
        return int((await session.execute(select(func.count(ConsoleSessionRow.id)))).scalar_one())


async def test_the_cookie_holds_a_session_id_not_the_token(console: Console) -> None:
    await console.login("operator")
    cookie = _cookie(console)
    token = TOKENS["operator"]
    assert token not in cookie and hashlib.sha256(token.encode()).hexdigest() not in cookie
    assert len(cookie) >= 40  # 256 random bits
    # The API token itself is no console session.
    console.client.cookies.clear()
    console.client.cookies.set("crashcart_console", token, path="/console")
    assert (await console.client.get("/console/nodes")).status_code == 303
    # Only the id's hash is stored.
    state = console.client._transport.app.state.crashcart  # type: ignore[attr-defined]
    async with state.db.session() as session:
        repo = ConsoleSessionRepository(session)
        assert await repo.token_for(cookie) is None
        row = await repo.token_for(hashlib.sha256(cookie.encode()).hexdigest())
    assert row is not None and row.role == "operator"


async def test_sign_out_ends_the_session_on_the_server(console: Console) -> None:
    await console.login("viewer")
    cookie = _cookie(console)
    assert (await console.client.get("/console/nodes")).status_code == 200
    assert await _sessions(console) == 1
    out = await console.post("/console/logout")
    assert out.status_code == 303 and out.headers["location"] == "/console/login"
    assert await _sessions(console) == 0
    # A copy of the cookie taken before signing out is worth nothing now.
    console.client.cookies.set("crashcart_console", cookie, path="/console")
    assert (await console.client.get("/console/nodes")).status_code == 303


async def test_revoking_the_token_ends_its_sessions(console: Console) -> None:
    await console.login("viewer")
    assert (await console.client.get("/console")).status_code == 200
    tokens = await console.client.get("/v1/tokens", headers=console.service.auth("admin"))
    viewer = next(t["id"] for t in tokens.json()["tokens"] if t["name"] == "bootstrap-viewer")
    revoked = await console.client.post(f"/v1/tokens/{viewer}/revoke", headers=console.service.auth("admin"))
    assert revoked.status_code == 200
    resp = await console.client.get("/console")
    assert resp.status_code == 303 and resp.headers["location"].startswith("/console/login")
    again = await console.client.post(
        "/console/login", data={"token": TOKENS["viewer"], "next": "/console"}, headers={"Origin": ORIGIN}
    )
    assert again.status_code == 401


async def test_a_viewer_sees_nodes_in_the_console_and_in_the_api(console: Console) -> None:
    """Consistent: node health is viewer-readable in both places (docs/trust.md)."""
    await console.login("viewer")
    assert (await console.client.get("/console/nodes")).status_code == 200
    api = await console.client.get("/v1/nodes", headers=console.service.auth("viewer"))
    assert api.status_code == 200 and "nodes" in api.json()
    shipper = await console.client.get("/v1/nodes", headers=console.service.auth("shipper"))
    assert shipper.status_code == 403


async def test_a_changed_role_applies_to_open_sessions(console: Console) -> None:
    """The session stands for the token, not for a role copied at sign-in: the bootstrap list
    downgrading the operator token to viewer takes the operator's buttons away at once."""
    from sqlalchemy import update

    from app.store.tokens import ApiTokenRow

    await console.login("operator")
    state = console.client._transport.app.state.crashcart  # type: ignore[attr-defined]
    async with state.db.session() as session:
        await session.execute(
            update(ApiTokenRow).where(ApiTokenRow.name == "bootstrap-operator").values(role="viewer")
        )
        await session.commit()
    denied = await console.post("/console/nodes/gpu02/uncordon")
    assert denied.status_code == 403 and "role &#39;viewer&#39;" in denied.text
