"""What one routine batch costs the database, and that it stays exact.

A batch of a job already under way (PostgreSQL and SQLite) reads the job row, its partition's
row without its blobs and its node's stream cursors (not the job's every cursor), writes the
cursors it moved, the templates, the partition's row, and the job row once: one ``UPDATE jobs``
(the line count and progress together), not one per statement the batch ran before its commit. The same batch
delivered again changes nothing; a replayed line is processed however far its cursor moved.
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import event

from app.classify.engine import RuleEngine
from app.incidents.service import AnalysisCache
from app.ingest.base import REPLAY_KEY, MemoryQueue, QueueMessage
from app.ingest.consumer import IngestConsumer
from app.ingest.schemas import LINES_CHECKED, LINES_CHECKED_KEY, JobIn
from app.ingest.service import register_job
from app.settings import Settings, override_settings
from app.store.archive import open_archive
from app.store.db import Database, upgrade_sync
from app.store.jobs import JobRepository
from tests.conftest import make_settings

NODES = [f"gpu{i:02d}" for i in range(4)]


def _batch(node: str, start: int, n: int) -> dict[str, Any]:
    lines = [
        {
            "node": node,
            "rank": i % 8,
            "stream": "stdout",
            "seq": start + i,
            "ts": None,
            "line": f"{node}:2714:2790 [{i % 8}] NCCL INFO Channel {i % 32:02d}/0 : {i % 8}[{i % 8}] -> "
            f"{(i + 1) % 8}[{(i + 1) % 8}] via P2P/CUMEM/read"
            if i % 5
            else f"[rank{i % 8}]: step {start + i} loss 1.25",
        }
        for i in range(n)
    ]
    return {"lines": lines, LINES_CHECKED_KEY: LINES_CHECKED}


async def _run(settings: Settings) -> None:
    db = Database(settings.effective_database_url)
    try:
        async with db.session() as session:
            await register_job(session, JobIn(job_id="j", nodes=NODES))
            await session.commit()
        engine = RuleEngine.from_dir(settings.rules_dir)
        cache = AnalysisCache(engine, settings.compress, open_archive(settings))
        consumer = IngestConsumer(db, MemoryQueue(), cache)
        ids = iter(range(1, 1000))

        async def handle(payload: dict[str, Any]) -> None:
            await consumer.handle(QueueMessage(str(next(ids)), 0, "j", "logs", payload))

        for node in NODES:  # the job under way: every node's streams have cursors
            await handle(_batch(node, 1, 200))
        statements: list[str] = []

        def seen(_conn: Any, _cursor: Any, stmt: str, *_: Any) -> None:
            statements.append(" ".join(stmt.split()))

        event.listen(db.engine.sync_engine, "before_cursor_execute", seen)
        await handle(_batch("gpu01", 201, 200))
        event.remove(db.engine.sync_engine, "before_cursor_execute", seen)

        updates = [s for s in statements if s.startswith("UPDATE jobs ")]
        assert len(updates) == 1, statements
        assert all(c in updates[0] for c in ("lines_processed", "last_step")), updates
        cursor_reads = [s for s in statements if s.startswith("SELECT") and "FROM stream_cursors" in s]
        assert len(cursor_reads) == 1 and " IN " in cursor_reads[0], cursor_reads  # the batch's node only
        # The partition's analysis in memory is the committed one: its blobs are not read back,
        # and its row is written once.
        assert not any(s.startswith("SELECT") and "partition_states.state" in s for s in statements)
        assert len([s for s in statements if s.startswith("INSERT INTO partition_states")]) == 1, statements
        # PostgreSQL: the partition's lock, and its line indexes reserved in one statement apart.
        assert len(statements) <= (10 if "postgresql" in settings.effective_database_url else 8), statements

        async def state() -> tuple[int, dict[tuple[str, int, str], int]]:
            async with db.session() as session:
                job = await JobRepository(session).get("j")
                assert job is not None
                return job.lines_processed, await JobRepository(session).stream_tops("j", NODES)

        lines, tops = await state()
        assert lines == 1000
        assert tops[("gpu01", 0, "stdout")] == 393 and tops[("gpu00", 7, "stdout")] == 200
        assert len(tops) == 4 * 8
        await handle(_batch("gpu01", 201, 200))  # delivered again: nothing new
        assert await state() == (lines, tops)
        # A replayed (parked) line is processed even behind its cursor, which does not move back.
        await handle({**_batch("gpu01", 5, 1), REPLAY_KEY: True})
        assert await state() == (lines + 1, tops)
    finally:
        await db.dispose()


@pytest.mark.slow  # loads the rule packs
def test_a_routine_batch_updates_the_job_row_once_sqlite(tmp_path: Path) -> None:
    settings = make_settings(tmp_path)
    upgrade_sync(settings.effective_database_url)
    override_settings(settings)
    try:
        asyncio.run(_run(settings))
    finally:
        override_settings(None)


@pytest.mark.slow  # loads the rule packs
def test_a_routine_batch_updates_the_job_row_once_postgres(tmp_path: Path, pg_database: str) -> None:
    upgrade_sync(pg_database)
    settings = make_settings(tmp_path, database_url=pg_database)
    override_settings(settings)
    try:
        asyncio.run(_run(settings))
    finally:
        override_settings(None)
