"""Shared fixtures: settings for both modes, real PostgreSQL/Redis, a running service in-process.

Tests that need PostgreSQL or Redis never skip: when a server is missing they fail, saying how
to start it (``make services``).
"""

from __future__ import annotations

import asyncio
import contextlib
import fcntl
import functools
import socket
import tempfile
import uuid
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from app.settings import Settings, override_settings
from tests.helpers import TOKENS, LiveServer, Service


def _cache_rule_engines() -> Any:
    """One RuleEngine per rules directory *content* for the whole test process.

    Loading the shipped rules (hundreds of patterns compiled, every example line checked) costs
    1-3 s of CPU, and the suite did it once for each app it started (the ``service`` and console
    fixtures: hundreds of times) and at import in a dozen test modules. The engine is not changed
    after it is built, so one loaded from the same files is handed out again. The key is the
    fingerprint the product's remembered example check uses (app/classify/verified.py: every file's
    name and bytes under the directory, and the engine's code) and ``check_examples``: a test that
    writes its own rules, or edits them, gets a fresh load; a load that raises is never kept, so
    every error test still sees its error."""
    from app.classify.engine import RuleEngine
    from app.classify.verified import fingerprint

    # This file runs twice (as pytest's conftest and as `tests.conftest`, imported by tests): the
    # second run finds the first's wrapper and wraps the product's loader again, not the wrapper.
    current = RuleEngine.from_dir.__func__  # type: ignore[attr-defined]
    load = getattr(current, "uncached", current)
    engines: dict[tuple[str, bool], RuleEngine] = {}

    def from_dir(cls: type[RuleEngine], path: str | Path, check_examples: bool = True) -> RuleEngine:
        directory = Path(path)
        if cls is not RuleEngine or not directory.is_dir():
            return load(cls, path, check_examples)  # type: ignore[no-any-return]
        key = (fingerprint(directory), check_examples)
        if key not in engines:
            engines[key] = load(cls, path, check_examples)
        return engines[key]

    from_dir.uncached = load  # type: ignore[attr-defined]
    RuleEngine.from_dir = classmethod(from_dir)  # type: ignore[method-assign,assignment]
    return load


# RuleEngine.from_dir as the product has it (uncached_from_dir(RuleEngine, path, check_examples)),
# for the tests of loading itself.
uncached_from_dir = _cache_rule_engines()

PG_ADMIN_DSN = "postgresql://postgres@127.0.0.1:5432/postgres"
REDIS_URL = "redis://127.0.0.1:6379/0"
TOKEN_SPEC = ",".join(f"{role}:{tok}" for role, tok in TOKENS.items())


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Tests that share something beyond their own tmp_path, PostgreSQL database (``pg_database``),
    Redis prefix (``redis_prefix``) and free ports carry an ``xdist_group``: the Slurm cluster of
    scripts/slurm.sh (its 4 nodes are drained and resumed by the tests) for every slurm-marked test."""
    for item in items:
        if item.get_closest_marker("slurm") is not None:
            item.add_marker(pytest.mark.xdist_group("slurm"))
        if item.get_closest_marker("serial") is not None and "mark.serial" not in _source(item.path):
            # `make pytest` runs the serial tests of the files that say so (Makefile, SERIAL_FILES).
            raise pytest.UsageError(
                f"{item.nodeid} is marked serial, but its file does not say `mark.serial`: "
                "`make pytest` would never run it"
            )
    # The Slurm tests first, in their own order. They take the cluster in turn (about five minutes
    # of the run in all); dealt out where tests/orchestrate sorts, they came late, several workers
    # waited on the lock and the chain ran past the end of everything else. pytest-xdist's load
    # scheduling hands each worker a first chunk of consecutive tests (a quarter of its share), so
    # at the front they all go to one worker and run one after another beside the rest of the
    # suite. (A smaller selection may spread them; the lock keeps that correct, only slower.)
    items.sort(key=lambda item: item.get_closest_marker("slurm") is None)


@functools.cache
def _source(path: Path) -> str:
    return path.read_text(encoding="utf-8")


@pytest.fixture(autouse=True)
def _one_test_per_shared_resource(request: pytest.FixtureRequest) -> Iterator[None]:
    """Under pytest-xdist (`make pytest` runs ``-n 2``) tests of one ``xdist_group`` run one at a
    time: each holds an exclusive lock on its group's file for its duration. (xdist's own
    ``--dist loadgroup`` does not do it with pytest 9, whose node ids it can no longer rename.)"""
    groups = sorted({str(m.args[0]) for m in request.node.iter_markers("xdist_group") if m.args})
    with contextlib.ExitStack() as held:
        for group in groups:
            lock = held.enter_context((_LOCK_DIR / f"{group}.lock").open("a"))
            fcntl.flock(lock, fcntl.LOCK_EX)
        yield


_LOCK_DIR = Path(tempfile.gettempdir()) / "crashcart-test-locks"
_LOCK_DIR.mkdir(exist_ok=True)


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


@pytest.fixture(scope="session")
def s3_endpoint() -> Iterator[str]:
    """A real S3-compatible server on loopback: moto's server (``moto[server]``, a dev extra), as a
    process of its own, for the object-storage archive. Never skipped: ``make install-dev`` installs it."""
    import shutil
    import subprocess
    import sys
    import time

    from tests.helpers import free_port

    exe = Path(sys.executable).with_name("moto_server")
    if not exe.exists():
        found = shutil.which("moto_server")
        if not found:
            pytest.fail("moto_server is not installed: run `make install-dev`", pytrace=False)
        exe = Path(found)
    port = free_port()
    proc = subprocess.Popen(
        [str(exe), "-H", "127.0.0.1", "-p", str(port)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                if httpx.get(f"{url}/moto-api/", timeout=1).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            if proc.poll() is not None or time.monotonic() > deadline:
                pytest.fail(f"moto_server did not start on {url}", pytrace=False)
            time.sleep(0.2)
        yield url
    finally:
        proc.terminate()
        proc.wait(timeout=10)


S3_KEYS = {"archive_access_key_id": "testing", "archive_secret_access_key": "testing-secret"}


@pytest.fixture
def s3_archive(s3_endpoint: str) -> dict[str, Any]:
    """Settings fields naming a fresh bucket (with a prefix) on the loopback S3 server."""
    import boto3

    bucket = f"cc-{uuid.uuid4().hex[:12]}"
    boto3.client(
        "s3",
        endpoint_url=s3_endpoint,
        region_name="us-east-1",
        aws_access_key_id=S3_KEYS["archive_access_key_id"],
        aws_secret_access_key=S3_KEYS["archive_secret_access_key"],
    ).create_bucket(Bucket=bucket)
    return {
        "archive_url": f"s3://{bucket}/crashcart/archive",
        "archive_endpoint_url": s3_endpoint,
        "archive_region": "us-east-1",
        **S3_KEYS,
    }


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
