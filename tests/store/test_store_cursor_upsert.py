"""Per-batch rows written in one statement each (SQLite and PostgreSQL): the stream cursors a
batch moved (``put_stream_tops``), read back for the batch's nodes only (``stream_tops``)."""

from __future__ import annotations

import asyncio
from pathlib import Path

from app.ingest.schemas import JobIn
from app.ingest.service import register_job
from app.store.db import Database, upgrade_sync
from app.store.jobs import JobRepository


async def _exercise(url: str) -> None:
    db = Database(url)
    try:
        async with db.session() as session:
            for job_id in ("a", "b"):
                await register_job(session, JobIn(job_id=job_id, nodes=["gpu00", "gpu01"]))
            await session.commit()
        async with db.session() as session:
            repo = JobRepository(session)
            await repo.put_stream_tops("a", {("gpu00", 0, "stdout"): 5, ("gpu00", -1, "stderr"): 2})
            await repo.put_stream_tops("a", {("gpu01", 8, "stdout"): 9})
            await repo.put_stream_tops("b", {("gpu00", 0, "stdout"): 100})
            await repo.put_stream_tops("a", {})  # nothing moved: no statement
            await session.commit()
        async with db.session() as session:
            repo = JobRepository(session)
            # A stream moves on, a new one appears; 400 more: several chunks of one statement.
            many = {("gpu01", 1000 + k, "stdout"): k + 1 for k in range(400)}
            await repo.put_stream_tops("a", {("gpu00", 0, "stdout"): 7, ("gpu00", 1, "stdout"): 1, **many})
            await session.commit()
        async with db.session() as session:
            repo = JobRepository(session)
            gpu00 = await repo.stream_tops("a", {"gpu00"})
            both = await repo.stream_tops("a", {"gpu00", "gpu01"})
            wide = await repo.stream_tops("a", {f"n{k}" for k in range(300)})  # past the IN filter
            other = await repo.stream_tops("b", {"gpu00", "gpu01"})
        assert gpu00 == {("gpu00", 0, "stdout"): 7, ("gpu00", -1, "stderr"): 2, ("gpu00", 1, "stdout"): 1}
        assert both == {**gpu00, ("gpu01", 8, "stdout"): 9, **many}
        assert wide == both  # a batch of many nodes reads the job's every cursor
        assert other == {("gpu00", 0, "stdout"): 100}
    finally:
        await db.dispose()


def test_cursor_upserts_sqlite(tmp_path: Path) -> None:
    url = f"sqlite+aiosqlite:///{tmp_path / 'db.sqlite'}"
    upgrade_sync(url)
    asyncio.run(_exercise(url))


def test_cursor_upserts_postgres(pg_database: str) -> None:
    upgrade_sync(pg_database)
    asyncio.run(_exercise(pg_database))
