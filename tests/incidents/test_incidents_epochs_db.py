"""One incident per (job, diagnosis epoch, part), enforced by the database (issue 17), on SQLite
and PostgreSQL: the unique index from migration 0006, its backfill of existing rows, and a stall
sweep that two workers can run at once without opening two incidents for one job."""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import text
from sqlalchemy.exc import IntegrityError

from app.incidents.service import sweep_stalled_jobs
from app.settings import Settings
from app.store.base import utcnow
from app.store.db import Database, upgrade_sync
from app.store.incidents import IncidentRepository, IncidentRow
from app.store.jobs import JobRow
from tests.conftest import PG_ADMIN_DSN, require_server


@pytest.fixture
def migrated_url(mode_settings: Settings) -> str:
    """The database of each mode, migrated to head (blocking: Alembic runs its own loop)."""
    url = mode_settings.effective_database_url
    upgrade_sync(url)
    return url


@pytest.fixture(params=["sqlite", "postgres"])
def empty_url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    if request.param == "sqlite":
        yield f"sqlite+aiosqlite:///{tmp_path / 'm.db'}"
        return
    require_server("PostgreSQL", 5432)
    import asyncpg

    name = f"cc_mig_{uuid.uuid4().hex[:10]}"

    async def admin(sql: str) -> None:
        conn = await asyncpg.connect(PG_ADMIN_DSN)
        try:
            await conn.execute(sql)
        finally:
            await conn.close()

    asyncio.run(admin(f"CREATE DATABASE {name}"))
    yield f"postgresql+asyncpg://postgres@127.0.0.1:5432/{name}"
    asyncio.run(admin(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)"))


def incident(job_id: str, **fields: Any) -> IncidentRow:
    values: dict[str, Any] = {
        "state": "open",
        "category": "hang",
        "layer": "framework",
        "blame": "unknown",
        "action": "needs_human",
        "confidence": 0.5,
        "fingerprint": "fp-hang",
        **fields,
    }
    return IncidentRow(job_id=job_id, **values)


async def add_stalled_job(db: Database, job_id: str) -> None:
    async with db.session() as s:
        s.add(
            JobRow(
                job_id=job_id, state="running", last_step=9, last_progress_at=utcnow() - timedelta(hours=2)
            )
        )
        await s.commit()


async def count_incidents(db: Database, job_id: str) -> int:
    async with db.session() as s:
        return len(await IncidentRepository(s).for_job(job_id))


async def test_the_database_refuses_a_second_incident_for_one_job_epoch_part(migrated_url: str) -> None:
    db = Database(migrated_url)
    try:
        async with db.session() as s:
            s.add(JobRow(job_id="job-u"))
            await s.flush()
            s.add(incident("job-u", epoch=3, part=0))
            await s.commit()
        async with db.session() as s:
            s.add(incident("job-u", epoch=3, part=0))
            with pytest.raises(IntegrityError):
                await s.commit()
        async with db.session() as s:
            # Another part or another epoch is another incident; a row written without a part
            # takes the next free one of its epoch.
            s.add_all([incident("job-u", epoch=3, part=1), incident("job-u", epoch=4, part=0)])
            await s.commit()
            s.add(incident("job-u", epoch=3))
            await s.commit()
            rows = await IncidentRepository(s).for_job("job-u")
        assert sorted((r.epoch, r.part) for r in rows) == [(3, 0), (3, 1), (3, 2), (4, 0)]
    finally:
        await db.dispose()


async def test_two_stall_sweeps_at_once_open_one_incident(migrated_url: str) -> None:
    """Issue 17: two workers' sweeps opened two hang incidents for one job (no lock, no
    constraint). The worst interleaving first: the second sweep runs while the first one's
    transaction is still open; then several sweeps truly at once."""
    db = Database(migrated_url)
    try:
        later = utcnow()
        if not db.is_sqlite:
            # SQLite has one writer at a time (the second would wait for the first's commit).
            await add_stalled_job(db, "job-a")
            async with db.session() as a, db.session() as b:
                first = await sweep_stalled_jobs(a, 600, now=later)
                second = await sweep_stalled_jobs(b, 600, now=later)  # job-a is locked by a: skipped
                await a.commit()
                await b.commit()
            assert (len(first), len(second)) == (1, 0)
            assert await count_incidents(db, "job-a") == 1

        await add_stalled_job(db, "job-b")

        async def sweep() -> int:
            try:
                async with db.session() as s:
                    opened = await sweep_stalled_jobs(s, 600, now=later)
                    await s.commit()
                    return len(opened)
            except IntegrityError:
                return 0  # the unique index refused a duplicate: the worker retries next round

        results = await asyncio.gather(*(sweep() for _ in range(4)))
        assert sum(results) == 1
        assert await count_incidents(db, "job-b") == 1
        async with db.session() as s:
            # And a later sweep sees the open incident: nothing new.
            assert await sweep_stalled_jobs(s, 600, now=later + timedelta(seconds=60)) == []
    finally:
        await db.dispose()


async def test_a_restarted_run_is_not_stalled_before_its_own_stall_time(migrated_url: str) -> None:
    """A restart starts a new epoch with no incident: the old progress time alone must not make
    the new run look hung while it loads its checkpoint."""
    from app.incidents.service import start_new_epoch

    db = Database(migrated_url)
    try:
        await add_stalled_job(db, "job-r")
        async with db.session() as s:
            job = await s.get(JobRow, "job-r")
            assert job is not None
            start_new_epoch(job)
            await s.commit()
        async with db.session() as s:
            assert await sweep_stalled_jobs(s, 600, now=utcnow()) == []
            opened = await sweep_stalled_jobs(s, 600, now=utcnow() + timedelta(seconds=700))
            await s.commit()
        assert len(opened) == 1
    finally:
        await db.dispose()


_OLD_INCIDENT = (
    "INSERT INTO incidents (job_id, state, category, layer, blame, action, confidence, source, "
    "fingerprint, culprit_nodes, culprit_ranks, evidence, rule_ids, explanation, ambiguous, "
    "diagnosis, feedback, created_at, updated_at) VALUES ('j1', '{state}', 'ecc_error', "
    "'infrastructure', 'node_hardware', 'cordon_and_restart', 0.9, 'rule', 'fp', '[]', '[]', "
    "'[]', '[]', '', false, '{{}}', '[]', {ts}, {ts})"
)


def test_migration_0006_numbers_existing_incidents(empty_url: str) -> None:
    """Rows written before 0006: jobs start at epoch 1, in-flight incidents belong to it, closed
    ones to the past; parts number them per (job, epoch), so the unique index can be built."""
    upgrade_sync(empty_url, "0001")
    ts = "'2026-01-01 00:00:00'"

    async def seed() -> None:
        db = Database(empty_url)
        try:
            async with db.engine.begin() as conn:
                await conn.execute(
                    text(
                        "INSERT INTO jobs (job_id, scheduler, nodes, notify, state, spec, lines_processed, "
                        "epoch_start_line, archive_bytes, last_metrics, restarts, downtime_s, created_at, "
                        f"updated_at) VALUES ('j1', 'local', '[]', '[]', 'running', '{{}}', 0, 0, 0, '{{}}', "
                        f"0, 0, {ts}, {ts})"
                    )
                )
                for state in ("resolved", "needs_human", "acting", "open"):
                    await conn.execute(text(_OLD_INCIDENT.format(state=state, ts=ts)))
        finally:
            await db.dispose()

    async def check() -> tuple[int, list[tuple[str, int, int]]]:
        db = Database(empty_url)
        try:
            async with db.engine.connect() as conn:
                epoch = (await conn.execute(text("SELECT epoch FROM jobs"))).scalar_one()
                rows = (
                    await conn.execute(text("SELECT state, epoch, part FROM incidents ORDER BY id"))
                ).all()
                return int(epoch), [(str(r[0]), int(r[1]), int(r[2])) for r in rows]
        finally:
            await db.dispose()

    asyncio.run(seed())
    upgrade_sync(empty_url, "head")
    epoch, rows = asyncio.run(check())
    assert epoch == 1
    assert rows == [("resolved", 0, 0), ("needs_human", 0, 1), ("acting", 1, 0), ("open", 1, 1)]
