"""Fixtures of the orchestrator tests: a temp SQLite database, settings, job/incident factories."""

from __future__ import annotations

import itertools
import os
import subprocess
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import asyncpg
import pytest

from app.orchestrate.backends import BackendRegistry, set_backends
from app.orchestrate.base import FakeBackend
from app.settings import PolicySettings, Settings, override_settings
from app.store import models
from app.store.db import Database
from app.store.incidents import IncidentRepository, IncidentRow
from app.store.jobs import JobRow
from app.store.orchestrate import ActionRepository, ActionRow
from tests.conftest import PG_ADMIN_DSN, require_server

_ids = itertools.count(1)

# The slurm-marked tests (and the backends they drive) reach the cluster of scripts/slurm.sh
# through its own slurm.conf, never /etc/slurm: the same root and default as the script.
SLURM_ROOT = os.environ.get("CRASHCART_SLURM_ROOT", "/tmp/crashcart/slurm")
os.environ.setdefault("SLURM_CONF", f"{SLURM_ROOT}/etc/slurm.conf")


@pytest.fixture
def slurm() -> Iterator[str]:
    """The Slurm cluster of scripts/slurm.sh, clean before and after: the test's jobs (named by
    the tag it is given) cancelled, every node back to idle. Fails (never skips) when it is down."""
    from tests.orchestrate.slurm_cluster import ALL_NODES, node_states, sh, wait_until

    status = subprocess.run(["scripts/slurm.sh", "status"], capture_output=True, text=True)
    if status.returncode != 0:
        pytest.fail(
            f"the Slurm test cluster is not up ({status.stderr.strip()}): run `scripts/slurm.sh up` "
            "(root; `make test` does it)",
            pytrace=False,
        )
    tag = f"cc-test-{uuid.uuid4().hex[:6]}"

    def clean() -> None:
        sh("scancel", "--name", tag, check=False)
        sh("scontrol", "update", f"NodeName={ALL_NODES}", "State=RESUME", check=False)
        wait_until(lambda: all(s[0] == "idle" for s in node_states().values()), 60, "all nodes idle")

    clean()
    yield tag
    clean()


@pytest.fixture
def slurm_backends(settings: Settings) -> Iterator[None]:
    """The real Slurm backend for the test (settings.backend = "slurm")."""
    settings.backend = "slurm"
    set_backends(BackendRegistry(settings))
    yield
    set_backends(None)


@pytest.fixture
def settings(tmp_path: Path) -> Iterator[Settings]:
    s = Settings(data_dir=tmp_path / "data", backend="local", policy=PolicySettings(restart_backoff_s=0.0))
    override_settings(s)
    yield s
    override_settings(None)


@pytest.fixture
async def db(tmp_path: Path, settings: Settings) -> AsyncIterator[Database]:
    database = Database(f"sqlite+aiosqlite:///{tmp_path / 'orchestrate.db'}")
    async with database.engine.begin() as conn:
        await conn.run_sync(models.Base.metadata.create_all)
    yield database
    await database.dispose()


@pytest.fixture
def fake() -> Iterator[FakeBackend]:
    backend = FakeBackend(partition=[f"gpu{i:02d}" for i in range(1, 9)])
    set_backends(BackendRegistry(overrides={"local": backend, "slurm": backend, "kubernetes": backend}))
    yield backend
    set_backends(None)


MakeJob = Callable[..., Awaitable[str]]
MakeIncident = Callable[..., Awaitable[int]]


@pytest.fixture
def make_job(db: Database) -> MakeJob:
    async def make(
        nodes: list[str] | None = None,
        scheduler: str = "local",
        spec: dict[str, Any] | None = None,
        **extra: Any,
    ) -> str:
        job_id = str(extra.pop("job_id", f"job-{next(_ids)}"))
        async with db.session() as session:
            session.add(
                JobRow(
                    job_id=job_id,
                    scheduler=scheduler,
                    nodes=nodes if nodes is not None else ["gpu01", "gpu02", "gpu03", "gpu04"],
                    spec=spec or {},
                    state="failed",
                    **extra,
                )
            )
            await session.commit()
        return job_id

    return make


ECC_LINE = "RuntimeError: CUDA error: uncorrectable ECC error encountered"


@pytest.fixture
def make_incident(db: Database) -> MakeIncident:
    async def make(job_id: str, **fields: Any) -> int:
        values: dict[str, Any] = {
            "state": "open",
            "category": "ecc_error",
            "layer": "infrastructure",
            "blame": "node_hardware",
            "action": "cordon_and_restart",
            "confidence": 0.95,
            "fingerprint": "fp-ecc",
            "culprit_nodes": ["gpu02"],
            "root_cause_line": ECC_LINE,
            "evidence": [ECC_LINE],
            "rule_ids": ["cuda.ecc_uncorrectable"],
        }
        values.update(fields)
        async with db.session() as session:
            row = IncidentRow(job_id=job_id, **values)
            session.add(row)
            await session.commit()
            return row.id

    return make


@asynccontextmanager
async def store_database(kind: str, tmp_path: Path) -> AsyncIterator[Database]:
    """The orchestrator's tables on ``kind`` ("sqlite": a temp file; "postgres": a fresh database
    on the loopback server, dropped afterwards), for tests that run on both stores."""
    pg_name = None
    if kind == "sqlite":
        url = f"sqlite+aiosqlite:///{tmp_path / 'orchestrate.db'}"
    else:
        require_server("PostgreSQL", 5432)
        pg_name = f"cc_orch_{uuid.uuid4().hex[:10]}"
        await _pg_admin(f"CREATE DATABASE {pg_name}")
        url = f"postgresql+asyncpg://postgres@127.0.0.1:5432/{pg_name}"
    database = Database(url)
    async with database.engine.begin() as conn:
        await conn.run_sync(models.Base.metadata.create_all)
    try:
        yield database
    finally:
        await database.dispose()
        if pg_name:
            await _pg_admin(f"DROP DATABASE IF EXISTS {pg_name} WITH (FORCE)")


async def _pg_admin(sql: str) -> None:
    conn = await asyncpg.connect(PG_ADMIN_DSN)
    try:
        await conn.execute(sql)
    finally:
        await conn.close()


async def actions_of(db: Database, incident_id: int) -> list[ActionRow]:
    async with db.session() as s:
        return await ActionRepository(s).for_incident(incident_id)


async def incident_state(db: Database, incident_id: int) -> str:
    async with db.session() as s:
        row = await IncidentRepository(s).get(incident_id)
        assert row is not None
        return row.state
