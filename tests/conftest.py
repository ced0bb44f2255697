"""Shared fixtures: settings for both modes, real PostgreSQL/Redis, a running service in-process.

Tests that need PostgreSQL or Redis never skip: when a server is missing they fail, saying how
to start it (``make services``).
"""

from __future__ import annotations

import asyncio
import socket
import uuid
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from app.settings import Settings, override_settings
from tests.helpers import TOKENS, LiveServer, Service

PG_ADMIN_DSN = "postgresql://postgres@127.0.0.1:5432/postgres"
REDIS_URL = "redis://127.0.0.1:6379/0"
TOKEN_SPEC = ",".join(f"{role}:{tok}" for role, tok in TOKENS.items())


def _port_open(port: int) -> bool:
    with socket.socket() as s:
        s.settimeout(0.5)
        return s.connect_ex(("127.0.0.1", port)) == 0


def require_server(name: str, port: int) -> None:
    if not _port_open(port):
        pytest.fail(
            f"{name} is not running on 127.0.0.1:{port}: start it with `make services`", pytrace=False
        )


@pytest.fixture
def pg_database() -> Iterator[str]:
    """A fresh, empty PostgreSQL database for one test; dropped afterwards."""
    require_server("PostgreSQL", 5432)
    import asyncpg

    name = f"cc_test_{uuid.uuid4().hex[:12]}"

    async def admin(sql: str) -> None:
        conn = await asyncpg.connect(PG_ADMIN_DSN)
        try:
            await conn.execute(sql)
        finally:
            await conn.close()

    asyncio.run(admin(f"CREATE DATABASE {name}"))
    yield f"postgresql+asyncpg://postgres@127.0.0.1:5432/{name}"
    asyncio.run(admin(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)"))


@pytest.fixture
def redis_prefix() -> Iterator[str]:
    require_server("Redis", 6379)
    import redis

    prefix = f"cctest-{uuid.uuid4().hex[:10]}"
    yield prefix
    client = redis.Redis.from_url(REDIS_URL)
    keys = list(client.scan_iter(f"{prefix}:*"))
    if keys:
        client.delete(*keys)
    client.close()


def make_settings(tmp_path: Path, **overrides: Any) -> Settings:
    return Settings(data_dir=tmp_path / "data", tokens=TOKEN_SPEC, **overrides)


@pytest.fixture(params=["embedded", "postgres_redis"])
def mode_settings(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Settings]:
    """The same test in both modes: SQLite + in-process queue, and PostgreSQL + Redis Streams."""
    if request.param == "embedded":
        settings = make_settings(tmp_path)
    else:
        url = request.getfixturevalue("pg_database")
        prefix = request.getfixturevalue("redis_prefix")
        settings = make_settings(tmp_path, database_url=url, redis_url=REDIS_URL, redis_prefix=prefix)
        from app.store.db import upgrade_sync

        upgrade_sync(url)
    override_settings(settings)
    yield settings
    override_settings(None)


@pytest.fixture
async def service(mode_settings: Settings) -> AsyncIterator[Service]:
    from app.main import create_app

    app = create_app(mode_settings)
    async with app.router.lifespan_context(app):
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://crashcart.test") as client:
            yield Service(client, mode_settings)


@pytest.fixture
def live_server(tmp_path: Path) -> Iterator[LiveServer]:
    server = LiveServer(tmp_path / "server-data")
    yield server
    server.stop()
