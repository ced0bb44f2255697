"""Several queued batches of one job in one transaction (``IngestConsumer.handle_group``).

A worker hands consecutive batches of one job's lines, up to ``CRASHCART_INGEST__GROUP_LINES``
lines, to one transaction: one lock statement for their partitions, one read of their streams'
cursors, one reservation of line indexes, one statement per table, one commit. Each partition
still commits its own state (archive chain, lines, version, analyzer, miner), indexes stay dense
and unique, every stream in ``seq`` order, a re-sent batch inside a group changes nothing; a
group whose transaction fails is handled one batch at a time, so one bad line is parked alone.
SQLite and PostgreSQL.
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import event, select

from app.classify.engine import RuleEngine
from app.incidents import service as incidents
from app.incidents.service import AnalysisCache
from app.ingest.base import MemoryQueue, QueueMessage, joins_group, partition_of
from app.ingest.consumer import IngestConsumer
from app.ingest.local_queue import LocalQueue
from app.ingest.schemas import LINES_CHECKED, LINES_CHECKED_KEY, JobIn
from app.ingest.service import register_job
from app.settings import Settings, override_settings
from app.store.analysis import PartitionStateRow, job_lines
from app.store.archive import open_archive
from app.store.db import Database, upgrade_sync
from app.store.incidents import IncidentRepository
from app.store.jobs import JobRepository
from tests.conftest import make_settings

XID79 = "NVRM: Xid (PCI:0000:3b:00): 79, pid=2714, GPU has fallen off the bus."
NODES = [f"gpu{i:02d}" for i in range(6)]


def _lines(node: str, start: int, n: int) -> list[dict[str, Any]]:
    return [
        {
            "node": node,
            "rank": i % 4,
            "stream": "stdout",
            "seq": start + i,
            "ts": None,
            "line": f"{node}:2714:2790 [{i % 4}] NCCL INFO Channel {i % 32:02d}/0 : {i % 4}[{i % 4}] -> "
            f"{(i + 1) % 4}[{(i + 1) % 4}] via P2P/CUMEM/read"
            if i % 7
            else f"[rank{i % 4}]: step {start + i} loss 1.25",
        }
        for i in range(n)
    ]


def _msg(k: int, node: str, lines: list[dict[str, Any]], job: str = "j") -> QueueMessage:
    payload = {"lines": lines, LINES_CHECKED_KEY: LINES_CHECKED}
    return QueueMessage(str(k), partition_of(job, 16, node), job, "logs", payload)


def group_size(msgs: list[QueueMessage], max_lines: int) -> int:
    """How many of ``msgs``, from the first, the queues group as they read them (``joins_group``
    message after message): at least the first."""
    n = 0
    for n in range(len(msgs)):
        if not joins_group(msgs[:n], msgs[n], max_lines):
            return max(n, 1)
    return len(msgs)


def test_group_size_takes_consecutive_batches_of_one_jobs_run() -> None:
    a = [_msg(k, "gpu00", _lines("gpu00", 1, 10)) for k in range(3)]
    other_job = _msg(9, "gpu00", _lines("gpu00", 1, 10), job="k")
    replay = QueueMessage("8", 0, "j", "logs", {"lines": [], "replay": True})
    exit_ = QueueMessage("7", 0, "j", "exit", {"exit_code": 1})
    new_run = _msg(6, "gpu01", _lines("gpu01", 1, 10))
    new_run.payload["run"] = "r2"
    assert group_size(a, 100) == 3
    assert group_size(a, 25) == 2  # at most this many lines (the first always)
    assert group_size(a, 1) == 1
    assert group_size([*a[:2], other_job, a[2]], 100) == 2
    assert group_size([a[0], replay, a[1]], 100) == 1
    assert group_size([a[0], exit_], 100) == 1
    assert group_size([exit_, *a], 100) == 1
    assert group_size([a[0], new_run], 100) == 1
    assert group_size([], 100) == 0


async def _state(db: Database, settings: Settings) -> tuple[Any, list[PartitionStateRow], list[Any]]:
    async with db.session() as session:
        job = await JobRepository(session).get("j")
        rows = list(
            (
                await session.execute(select(PartitionStateRow).where(PartitionStateRow.job_id == "j"))
            ).scalars()
        )
        assert job is not None
        log = await job_lines(session, open_archive(settings), "j", job.archive_bytes)
    return job, rows, list(log.iter_lines())


async def _one_transaction(settings: Settings) -> None:
    db = Database(settings.effective_database_url)
    try:
        async with db.session() as session:
            await register_job(session, JobIn(job_id="j", nodes=NODES))
        engine = RuleEngine.from_dir(settings.rules_dir)
        consumer = IngestConsumer(
            db, MemoryQueue(16), AnalysisCache(engine, settings.compress, open_archive(settings))
        )
        ids = iter(range(1, 1000))
        size = 30
        # One group: every node's first batch, gpu02's second right behind its first (one
        # partition, twice), and gpu01's first batch re-sent (nothing twice).
        group = [_msg(next(ids), node, _lines(node, 1, size)) for node in NODES]
        group.append(_msg(next(ids), "gpu02", _lines("gpu02", size + 1, size)))
        group.append(_msg(next(ids), "gpu01", _lines("gpu01", 1, size)))
        statements: list[str] = []

        def seen(_conn: Any, _cursor: Any, stmt: str, *_: Any) -> None:
            statements.append(" ".join(stmt.split()))

        event.listen(db.engine.sync_engine, "before_cursor_execute", seen)
        await consumer.handle_group(group)
        event.remove(db.engine.sync_engine, "before_cursor_execute", seen)
        expected = len(NODES) * size + size
        parts = {partition_of("j", 16, n) for n in NODES}
        assert len(parts) > 2, parts  # the group spans several partitions

        # One statement per kind for the whole group, whatever the number of partitions.
        def count(prefix: str) -> int:
            return len([s for s in statements if s.startswith(prefix)])

        assert count("SELECT stream_cursors.node") == 1, statements
        assert count("INSERT INTO stream_cursors") == 1
        assert count("INSERT INTO templates") == 1
        assert count("INSERT INTO partition_states") == 1
        assert count("UPDATE jobs") == 1
        if "postgresql" in db.url:
            assert count("SELECT count(pg_advisory_xact_lock") == 1
            assert count("WITH quick AS") == 1  # every partition's indexes reserved at once

        job, rows, archived = await _state(db, settings)
        assert job.lines_processed == expected and job.next_line == expected
        # Each partition committed its own state in the one transaction.
        assert {r.part for r in rows} == parts
        assert sum(r.lines for r in rows) == expected
        assert all(r.version == 1 and r.state and r.miner and r.archive_bytes > 0 for r in rows)
        assert all(r.reserved == "" for r in rows)
        keys = [(r.node, r.rank, r.stream, r.seq) for r in archived]
        assert len(keys) == len(set(keys)) == expected
        assert sorted(r.index for r in archived) == list(range(expected))  # dense, unique
        for node in NODES:  # each stream in seq order, by index
            for rank in range(4):
                mine = sorted((r.index, r.seq) for r in archived if (r.node, r.rank) == (node, rank))
                assert [s for _, s in mine] == sorted(s for _, s in mine)

        # The next group: two partitions, one failure line; the partitions go on from their
        # committed versions, the job's verdict is over every partition.
        xid = [{"node": "gpu04", "rank": 3, "stream": "stderr", "seq": 1, "ts": None, "line": XID79}]
        await consumer.handle_group(
            [_msg(next(ids), "gpu00", _lines("gpu00", size + 1, size)), _msg(next(ids), "gpu04", xid)]
        )
        job, rows, archived = await _state(db, settings)
        assert job.lines_processed == expected + size + 1
        assert sorted(r.index for r in archived) == list(range(expected + size + 1))
        versions = {r.part: r.version for r in rows}
        assert versions[partition_of("j", 16, "gpu00")] == 2 and versions[partition_of("j", 16, "gpu04")] == 2
        async with db.session() as session:
            found = await IncidentRepository(session).for_job("j")
        assert [i.culprit_nodes for i in found] == [["gpu04"]]
    finally:
        await db.dispose()


@pytest.mark.slow  # loads the rule packs
def test_one_transaction_over_several_partitions_sqlite(tmp_path: Path) -> None:
    settings = make_settings(tmp_path)
    upgrade_sync(settings.effective_database_url)
    override_settings(settings)
    try:
        asyncio.run(_one_transaction(settings))
    finally:
        override_settings(None)


@pytest.mark.slow  # loads the rule packs
def test_one_transaction_over_several_partitions_postgres(tmp_path: Path, pg_database: str) -> None:
    upgrade_sync(pg_database)
    settings = make_settings(tmp_path, database_url=pg_database)
    override_settings(settings)
    try:
        asyncio.run(_one_transaction(settings))
    finally:
        override_settings(None)


async def _failed_group(settings: Settings, monkeypatch: pytest.MonkeyPatch) -> None:
    db = Database(settings.effective_database_url)
    queue = LocalQueue(db, partitions=16, poll_interval_s=0.05)
    real = incidents.process_partitions
    calls: list[int] = []

    async def flaky(session: Any, job: Any, batches: Any, cache: Any, **kw: Any) -> Any:
        calls.append(len(batches))
        if any("POISON" in ln.text for b in batches for ln in b.lines):
            raise ValueError("cannot digest this line")
        return await real(session, job, batches, cache, **kw)

    monkeypatch.setattr(incidents, "process_partitions", flaky)
    stop = asyncio.Event()
    try:
        async with db.session() as session:
            await register_job(session, JobIn(job_id="j", nodes=NODES))
        engine = RuleEngine.from_dir(settings.rules_dir)
        consumer = IngestConsumer(db, queue, AnalysisCache(engine, settings.compress, open_archive(settings)))
        poisoned = _lines("gpu01", 1, 20)
        poisoned[5]["line"] = "POISON here"
        for node in NODES[:3]:
            lines = poisoned if node == "gpu01" else _lines(node, 1, 20)
            await queue.publish("j", "logs", {"lines": lines, LINES_CHECKED_KEY: LINES_CHECKED}, node=node)
        task = asyncio.create_task(consumer.run(stop))
        for _ in range(400):
            if not await queue.depth():
                break
            await asyncio.sleep(0.05)
        stop.set()
        await task
        assert calls[0] > 1  # tried as one group first
        job, rows, archived = await _state(db, settings)
        assert job.lines_processed == 59  # all but the bad line, which is parked alone
        assert sorted(r.index for r in archived) == list(range(59))
        parked = await queue.dead_letters()
        assert [d.payload["lines"][0]["line"] for d in parked] == ["POISON here"]
        assert all(r.reserved == "" for r in rows)
    finally:
        stop.set()
        await db.dispose()


@pytest.mark.slow  # loads the rule packs
def test_a_failed_group_goes_one_batch_at_a_time(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    settings = make_settings(tmp_path)
    upgrade_sync(settings.effective_database_url)
    override_settings(settings)
    try:
        asyncio.run(_failed_group(settings, monkeypatch))
    finally:
        override_settings(None)


async def _restart_between(settings: Settings) -> None:
    from sqlalchemy import text

    from app.incidents import handoff

    db = Database(settings.effective_database_url)
    try:
        async with db.session() as session:
            await register_job(session, JobIn(job_id="j", nodes=NODES))
        a, b = partition_of("j", 16, "gpu00"), partition_of("j", 16, "gpu01")
        assert a != b
        async with db.session() as session:
            stale = await JobRepository(session).get("j")
            assert stale is not None
            # A failed attempt of the old run left partition a 5 indexes (0..4), then the job restarted.
            left = await handoff.reserve_apart(session, "j", {a: 5}, {})
            assert left.starts == {a: 0}
        async with db.engine.begin() as conn:
            await conn.execute(text("UPDATE jobs SET epoch = epoch + 1, epoch_start_line = next_line"))
        async with db.session() as session:
            metas = await handoff.metas(session, "j", [a, b])
            assert metas[a].reserved == [(0, 5)]
            taken, epoch, epoch_start = await incidents._indexes(session, stale, metas, {a: 10, b: 3}, False)
        # Both partitions' indexes are the new run's (the old run's 0..4 are dropped: the one gap).
        assert (epoch, epoch_start) == ((stale.epoch or 0) + 1, 5)
        indexes = [*taken[a][0], *taken[b][0]]
        assert len(taken[a][0]) == 10 and len(taken[b][0]) == 3
        assert len(set(indexes)) == 13 and min(indexes) >= 5
        assert taken[a][1] == [] and taken[b][1] == []  # nothing left over
        async with db.session() as session:
            job = await JobRepository(session).get("j")
            assert job is not None and job.next_line == 5 + 13
    finally:
        await db.dispose()


def test_a_restart_between_the_job_read_and_the_reservation_postgres(
    tmp_path: Path, pg_database: str
) -> None:
    upgrade_sync(pg_database)
    settings = make_settings(tmp_path, database_url=pg_database)
    override_settings(settings)
    try:
        asyncio.run(_restart_between(settings))
    finally:
        override_settings(None)
