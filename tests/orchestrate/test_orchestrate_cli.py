"""`crashcart nodes ...`, `approve`, `reject` against a real server on loopback (uvicorn)."""

from __future__ import annotations

import asyncio
import socket
import threading
import time
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import pytest
import typer
import uvicorn
from fastapi import FastAPI
from pydantic import SecretStr
from typer.testing import CliRunner

from app.api.auth import create_token
from app.api.deps import AppState
from app.api.errors import install_error_handlers
from app.api.routes import orchestrate as routes
from app.orchestrate.backends import BackendRegistry, set_backends
from app.orchestrate.base import FakeBackend
from app.orchestrate.cli import register
from app.settings import Settings, override_settings
from app.store import models
from app.store.db import Database
from app.store.incidents import IncidentRow
from app.store.jobs import JobRow
from app.store.orchestrate import ActionRow, NodeRow


async def seed(url: str) -> None:
    db = Database(url)
    async with db.engine.begin() as conn:
        await conn.run_sync(models.Base.metadata.create_all)
    async with db.session() as s:
        await create_token(s, "operator", "op-1", "tok-op")
        await create_token(s, "viewer", "viewer-1", "tok-viewer")
        s.add(JobRow(job_id="j1", scheduler="slurm", nodes=["gpu01", "gpu02"]))
        s.add(
            NodeRow(name="gpu02", state="cordoned", reason="incident 1: ecc_error", suspicions=0, history=[])
        )
        await s.flush()
        incident = IncidentRow(
            job_id="j1",
            state="awaiting_approval",
            category="ecc_error",
            layer="infrastructure",
            blame="node_hardware",
            action="cordon_and_restart",
            confidence=0.9,
            fingerprint="f",
        )
        s.add(incident)
        await s.flush()
        s.add(
            ActionRow(
                idempotency_key=f"{incident.id}:cordon",
                incident_id=incident.id,
                job_id="j1",
                kind="cordon",
                backend="slurm",
                mode="approve",
                state="awaiting_approval",
                nodes=["gpu02"],
                reason="ecc_error on gpu02",
                result={},
                attempts=0,
                max_attempts=3,
            )
        )
        await s.commit()
    await db.dispose()


@pytest.fixture
def server(tmp_path: Path) -> Iterator[tuple[str, FakeBackend]]:
    url = f"sqlite+aiosqlite:///{tmp_path / 'cli.db'}"
    asyncio.run(seed(url))
    settings = Settings(data_dir=tmp_path / "data")

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        db = Database(url)
        unused: Any = None
        app.state.crashcart = AppState(settings=settings, db=db, queue=unused, engine=unused, cache=unused)
        yield
        await db.dispose()

    app = FastAPI(lifespan=lifespan)
    install_error_handlers(app)
    app.include_router(routes.router)
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    uv = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning", lifespan="on"))
    fake = FakeBackend()
    set_backends(BackendRegistry(overrides={"local": fake}))
    thread = threading.Thread(target=uv.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 10
    while not uv.started:
        assert time.monotonic() < deadline, "uvicorn did not start"
        time.sleep(0.02)
    yield f"http://127.0.0.1:{port}", fake
    uv.should_exit = True
    thread.join(10)
    set_backends(None)


def cli(base_url: str, token: str, *args: str) -> Any:
    override_settings(Settings(server=base_url, token=SecretStr(token)))
    try:
        app = typer.Typer()

        @app.callback()
        def main() -> None:
            """crashcart"""

        register(app)
        return CliRunner().invoke(app, list(args))
    finally:
        override_settings(None)


def test_client_commands(server: tuple[str, FakeBackend]) -> None:
    url, fake = server
    listed = cli(url, "tok-op", "nodes", "list", "--json")
    assert listed.exit_code == 0, listed.output
    assert '"state": "cordoned"' in listed.output
    table = cli(url, "tok-op", "nodes", "list", "--state", "cordoned")
    assert table.exit_code == 0 and "gpu02" in table.output and "ecc_error" in table.output

    denied = cli(url, "tok-viewer", "approve", "1")
    assert denied.exit_code == 2 and denied.output.strip().startswith("error: role 'viewer' may not")
    approved = cli(url, "tok-op", "approve", "1", "--reason", "checked the DCGM log")
    assert approved.exit_code == 0, approved.output
    assert "incident 1: acting" in approved.output and "planned" in approved.output
    again = cli(url, "tok-op", "reject", "1")
    assert again.exit_code == 2 and "no action awaiting approval" in again.output

    back = cli(url, "tok-op", "nodes", "uncordon", "gpu02")
    assert back.exit_code == 0 and back.output.strip() == "gpu02: ok"
    assert fake.calls == [("uncordon", "gpu02")]
    missing = cli(url, "tok-op", "nodes", "uncordon", "gpu09")
    assert missing.exit_code == 2 and "not known" in missing.output


def test_bad_input_and_unreachable_server() -> None:
    bad = cli("http://127.0.0.1:9", "t", "nodes", "list", "--state", "broken")
    assert bad.exit_code == 2 and "state must be ok, suspect or cordoned" in bad.output
    down = cli("http://127.0.0.1:9", "t", "nodes", "list")
    assert down.exit_code == 2 and down.output.startswith("error: cannot reach http://127.0.0.1:9")
    assert "Traceback" not in down.output
