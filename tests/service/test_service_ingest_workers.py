"""One job over several workers: its lines are partitioned by ``(job, node)``.

Two workers (two queue consumers with their own analysis caches, as two ``crashcart worker``
processes have) on PostgreSQL + Redis process one job's lines, re-sent batches included: every
line is processed exactly once, each stream in ``seq`` order, both workers take part, each
partition has its own analysis, and the job's one failure opens one incident naming its node.
A worker that continues a partition after another resumes from the state the other committed
(app/incidents/handoff.py).
"""

from __future__ import annotations

import asyncio
import time
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import select

from app.classify.engine import RuleEngine
from app.incidents.handoff import dump, load
from app.incidents.service import AnalysisCache
from app.ingest.base import IngestQueue, QueueMessage, partition_of
from app.ingest.consumer import IngestConsumer
from app.ingest.local_queue import LocalQueue
from app.ingest.redis_queue import RedisStreamsQueue
from app.ingest.schemas import JobIn
from app.ingest.service import by_node, register_job
from app.settings import Settings, override_settings
from app.store.analysis import PartitionStateRow, job_lines
from app.store.archive import open_archive
from app.store.db import Database, upgrade_sync
from app.store.incidents import IncidentRepository
from app.store.jobs import JobRepository
from tests.conftest import REDIS_URL, make_settings

XID79 = "NVRM: Xid (PCI:0000:3b:00): 79, pid=2714, GPU has fallen off the bus."
NODES = [f"gpu{i:02d}" for i in range(8)]


def _lines(node: str, start: int, n: int) -> list[dict[str, Any]]:
    return [
        {
            "node": node,
            "rank": i % 4,
            "stream": "stdout",
            "seq": start + i,
            "ts": None,
            "line": f"{node}:2714:2790 [{i % 4}] NCCL INFO Channel {i % 32:02d}/0 : {i % 4}[{i % 4}] -> "
            f"{(i + 1) % 4}[{(i + 1) % 4}] via P2P/CUMEM/read",
        }
        for i in range(n)
    ]


def test_partitions_spread_one_job_by_node_and_keep_a_node_together() -> None:
    assert len({partition_of("job", 16, n) for n in NODES}) > 4
    assert partition_of("job", 16, "gpu01") == partition_of("job", 16, "gpu01")
    mixed = [*_lines("a", 1, 2), *_lines("b", 1, 1), *_lines("a", 3, 1)]
    parts = by_node(mixed)
    assert [(node, [x["seq"] for x in part]) for node, part in parts] == [("a", [1, 2, 3]), ("b", [1])]
    assert by_node(_lines("a", 1, 3)) == [("a", _lines("a", 1, 3))]


@pytest.mark.slow  # loads the rule packs (1-3 s on the shared machine)
def test_the_handed_off_state_continues_the_same_analysis(tmp_path: Path) -> None:
    settings = make_settings(tmp_path)
    override_settings(settings)
    try:
        from app.incidents.analyzer import JobAnalyzer
        from app.logline import LogLine

        engine = RuleEngine.from_dir(settings.rules_dir)
        first = JobAnalyzer(engine, job_nodes=NODES[:2])
        for i, raw in enumerate(_lines("gpu00", 1, 50)):
            first.feed(LogLine(raw["line"], i, raw["node"], raw["rank"], raw["stream"], raw["seq"]))
        first.feed(LogLine(XID79, 50, "gpu01", 3, "stderr", 1))
        resumed, per_rule = load(dump(first, {"r": 1}), engine, first.actions)
        assert first.engine is engine  # dump leaves the original whole
        assert resumed.engine is engine and per_rule == {"r": 1}
        assert [v.culprit for v in resumed.verdicts()] == [v.culprit for v in first.verdicts()]
        assert resumed.verdicts()[0].culprit.nodes == ["gpu01"]
    finally:
        override_settings(None)


def _worker(
    settings: Settings, db: Database, engine: RuleEngine, name: str, handled: list[str]
) -> tuple[IngestQueue, IngestConsumer]:
    """A worker as a ``crashcart worker`` process has it: its own queue client, database pool and
    analysis cache."""
    queue: IngestQueue
    if settings.redis_url:
        queue = RedisStreamsQueue(
            REDIS_URL, partitions=16, prefix=settings.redis_prefix, consumer=name, lease_ms=3000
        )
    else:
        db = Database(settings.effective_database_url)
        queue = LocalQueue(db, partitions=16, poll_interval_s=0.1)
    cache = AnalysisCache(engine, settings.compress, open_archive(settings))
    consumer = IngestConsumer(db, queue, cache, [])
    handle, handle_group = consumer.handle, consumer.handle_group

    async def counted(msg: QueueMessage) -> None:
        await handle(msg)
        handled.append(msg.id)

    async def counted_group(msgs: list[QueueMessage]) -> None:  # several batches, one transaction
        await handle_group(msgs)
        if len(msgs) > 1:
            handled.extend(m.id for m in msgs)

    consumer.handle = counted  # type: ignore[method-assign]
    consumer.handle_group = counted_group  # type: ignore[method-assign]
    return queue, consumer


async def _deadline(predicate: Any, timeout: float) -> None:
    end = time.monotonic() + timeout
    while not await predicate():
        assert time.monotonic() < end, "timed out"
        await asyncio.sleep(0.05)


@pytest.mark.slow  # two workers, PostgreSQL (and Redis): ~10 s on the shared machine
@pytest.mark.parametrize("queue", ["redis", "postgres_table"])
def test_two_workers_process_one_jobs_lines_exactly_once_with_one_incident(
    tmp_path: Path, pg_database: str, redis_prefix: str, queue: str
) -> None:
    upgrade_sync(pg_database)
    redis = {"redis_url": REDIS_URL, "redis_prefix": redis_prefix} if queue == "redis" else {}
    settings = make_settings(tmp_path, database_url=pg_database, **redis)
    override_settings(settings)
    try:
        asyncio.run(_two_workers(settings))
    finally:
        override_settings(None)


async def _two_workers(settings: Settings) -> None:
    db = Database(settings.effective_database_url)
    handled: dict[str, list[str]] = {"a": [], "b": []}
    engine = RuleEngine.from_dir(settings.rules_dir)  # read-only: shared to save the load time
    workers = [_worker(settings, db, engine, name, handled[name]) for name in ("a", "b")]
    producer: IngestQueue = (
        RedisStreamsQueue(REDIS_URL, partitions=16, prefix=settings.redis_prefix, consumer="api")
        if settings.redis_url
        else LocalQueue(db, partitions=16)
    )
    stop = asyncio.Event()
    try:
        async with db.session() as session:
            await register_job(session, JobIn(job_id="wide", nodes=NODES))
        tasks = [asyncio.create_task(c.run(stop)) for _, c in workers]
        # Both workers hold their share of the partitions before the lines come.
        await _deadline(lambda: _shared(workers), 10)
        size, batches = 40, 3
        for b in range(batches):
            for node in NODES:
                await producer.publish("wide", "logs", {"lines": _lines(node, b * size + 1, size)}, node=node)
            if b == 1:
                xid = [{"node": "gpu05", "rank": 3, "stream": "stderr", "seq": 1, "ts": None, "line": XID79}]
                await producer.publish("wide", "logs", {"lines": xid}, node="gpu05")
        # A shipper that re-sends a batch it got no answer for: nothing twice.
        await producer.publish("wide", "logs", {"lines": _lines("gpu03", 1, size)}, node="gpu03")
        expected = len(NODES) * size * batches + 1

        async def done() -> bool:
            async with db.session() as session:
                job = await JobRepository(session).get("wide")
                return job is not None and job.lines_processed >= expected and not await producer.depth()

        await _deadline(done, 60)
        stop.set()
        await asyncio.gather(*tasks)

        async with db.session() as session:
            job = await JobRepository(session).get("wide")
            assert job is not None and job.lines_processed == expected
            incidents = await IncidentRepository(session).for_job("wide")
            saved = list(
                (
                    await session.execute(select(PartitionStateRow).where(PartitionStateRow.job_id == "wide"))
                ).scalars()
            )
            lines = await job_lines(session, open_archive(settings), "wide", job.archive_bytes)
        assert handled["a"] and handled["b"], {k: len(v) for k, v in handled.items()}
        assert len(incidents) == 1, incidents
        assert incidents[0].culprit_nodes == ["gpu05"]
        # One analysis per partition the job's nodes hash to, every line in exactly one of them.
        assert {r.part for r in saved} == {partition_of("wide", 16, n) for n in NODES}
        assert sum(r.lines for r in saved) == expected and job.next_line == expected
        assert all(r.reserved == "" for r in saved)  # no index reserved and left unused
        archived = list(lines.iter_lines())
        keys = [(r.node, r.rank, r.stream, r.seq) for r in archived]
        assert len(keys) == len(set(keys)) == expected
        assert [r.index for r in archived] == list(range(expected))
        for node in NODES:  # each stream in seq order
            for rank in range(4):
                seqs = [r.seq for r in archived if (r.node, r.rank, r.stream) == (node, rank, "stdout")]
                assert seqs == sorted(seqs) and len(seqs) == size * batches // 4
    finally:
        stop.set()
        for queue, _ in workers:
            await queue.close()
            if isinstance(queue, LocalQueue):
                await queue.db.dispose()
        await producer.close()
        await db.dispose()


async def _shared(workers: list[tuple[IngestQueue, IngestConsumer]]) -> bool:
    """Redis: both workers hold leases on the 16 partitions (the table queue locks a partition
    only while it processes it)."""
    owned = [queue._owned for queue, _ in workers if isinstance(queue, RedisStreamsQueue)]
    return all(owned) and sum(map(len, owned)) in (0, 16)


def _job_before(node: str) -> str:
    """A job id whose own partition (exits) comes before ``node``'s (its lines) in a worker's
    reading order: without the deferral, its exit would be read first."""
    return next(
        f"exit-{i}" for i in range(100) if partition_of(f"exit-{i}", 16) < partition_of(f"exit-{i}", 16, node)
    )


@pytest.mark.slow  # PostgreSQL, Redis and the rule packs: ~5 s on the shared machine
def test_an_exit_waits_for_the_lines_accepted_before_it_on_other_partitions(
    tmp_path: Path, pg_database: str, redis_prefix: str
) -> None:
    upgrade_sync(pg_database)
    settings = make_settings(
        tmp_path, database_url=pg_database, redis_url=REDIS_URL, redis_prefix=redis_prefix
    )
    override_settings(settings)
    try:
        asyncio.run(_exit_behind_lines(settings))
    finally:
        override_settings(None)


async def _exit_behind_lines(settings: Settings) -> None:
    db = Database(settings.effective_database_url)
    job_id = _job_before("gpu05")
    engine = RuleEngine.from_dir(settings.rules_dir)
    handled: list[str] = []
    queue, consumer = _worker(settings, db, engine, "solo", handled)
    stop = asyncio.Event()
    try:
        async with db.session() as session:
            await register_job(session, JobIn(job_id=job_id, nodes=NODES[:6]))
        lines = [*_lines("gpu05", 1, 50)]
        lines.append({"node": "gpu05", "rank": 3, "stream": "stderr", "seq": 1, "ts": None, "line": XID79})
        logs_id = await queue.publish(job_id, "logs", {"lines": lines}, node="gpu05")
        exit_id = await queue.publish(job_id, "exit", {"node": "gpu00", "exit_code": 1})
        task = asyncio.create_task(consumer.run(stop))

        async def done() -> bool:
            return len(handled) >= 2 and not await queue.depth()

        await _deadline(done, 30)
        stop.set()
        await task
        async with db.session() as session:
            incidents = await IncidentRepository(session).for_job(job_id)
        assert handled == [logs_id, exit_id]  # processed in the order accepted
        assert [i.culprit_nodes for i in incidents] == [["gpu05"]], [i.root_cause_line for i in incidents]
    finally:
        stop.set()
        await queue.close()
        await db.dispose()
