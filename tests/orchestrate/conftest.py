"""Fixtures of the orchestrator tests: a temp SQLite database, settings, job/incident factories."""

from __future__ import annotations

import itertools
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from app.orchestrate.backends import BackendRegistry, set_backends
from app.orchestrate.base import FakeBackend
from app.settings import PolicySettings, Settings, override_settings
from app.store import models
from app.store.db import Database
from app.store.incidents import IncidentRow
from app.store.jobs import JobRow

_ids = itertools.count(1)


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
