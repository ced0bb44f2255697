"""One job over two ``crashcart worker`` processes (PostgreSQL + Redis Streams).

The API posts one job's lines from 8 nodes, a re-sent batch and an Xid line on gpu05; two real
worker processes share the queue's partitions, so each processes the partitions of some of the
job's nodes, at the same time. Afterwards: every line archived exactly once with indexes 0..n-1
(no index reserved twice or left unused), each stream in ``seq`` order, each of the job's
partitions analysed on its own, and one incident naming gpu05.
"""

from __future__ import annotations

import asyncio
import subprocess
from pathlib import Path

import pytest
from sqlalchemy import select

from app.ingest.base import partition_of
from app.main import create_app
from app.settings import Settings
from app.store.analysis import PartitionStateRow, job_lines
from app.store.archive import open_archive
from app.store.db import Database
from app.store.incidents import IncidentRepository
from app.store.jobs import JobRepository
from tests.conftest import REDIS_URL, make_settings
from tests.helpers import Service, lines_of
from tests.service.test_service_durability import _start_worker

JOB = "job-wide"
NODES = [f"gpu{i:02d}" for i in range(8)]
XID79 = "NVRM: Xid (PCI:0000:3b:00): 79, pid=2714, GPU has fallen off the bus."
BATCH, BATCHES = 500, 4


def _texts(node: str, start: int) -> list[str]:
    return [
        f"{node}:2714:2790 [{i % 4}] NCCL INFO Channel {i % 32:02d}/0 : {i % 4}[{i % 4}] -> {(i + 1) % 4}"
        f"[{(i + 1) % 4}] via P2P/CUMEM/read"
        if i % 10
        else f"[rank{i % 4}]: step {start + i} loss 2.25"
        for i in range(BATCH)
    ]


async def _lease_owners(settings: Settings) -> dict[int, str]:
    import redis.asyncio as aioredis

    client = aioredis.from_url(str(settings.redis_url), decode_responses=True)
    try:
        owners = {}
        for p in range(settings.ingest.partitions):
            owner = await client.get(f"{settings.redis_prefix}:lease:{p}")
            if owner:
                owners[p] = str(owner)
        return owners
    finally:
        await client.aclose()


@pytest.mark.slow
@pytest.mark.postgres
@pytest.mark.redis
def test_one_job_over_two_worker_processes(pg_database: str, redis_prefix: str, tmp_path: Path) -> None:

    from app.settings import override_settings
    from app.store.db import upgrade_sync

    upgrade_sync(pg_database)
    mode_settings = make_settings(
        tmp_path, database_url=pg_database, redis_url=REDIS_URL, redis_prefix=redis_prefix
    )
    override_settings(mode_settings)
    try:
        asyncio.run(_two_processes(mode_settings, tmp_path))
    finally:
        override_settings(None)


async def _two_processes(mode_settings: Settings, tmp_path: Path) -> None:
    import httpx

    app = create_app(mode_settings, run_workers=False)
    log = tmp_path / "workers.log"
    workers: list[subprocess.Popen[bytes]] = []
    async with app.router.lifespan_context(app):
        db: Database = app.state.crashcart.db
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://t") as client:
            service = Service(client, mode_settings)
            await service.register(JOB, nodes=NODES)
            workers.extend(_start_worker(mode_settings, log) for _ in range(2))
            try:
                # Both hold their share of the partitions before the lines come.
                mine = {partition_of(JOB, mode_settings.ingest.partitions, n) for n in NODES}
                for _ in range(600):
                    owners = await _lease_owners(mode_settings)
                    if len(owners) == mode_settings.ingest.partitions and len(set(owners.values())) == 2:
                        break
                    await asyncio.sleep(0.1)
                assert len({owners[p] for p in mine}) == 2, owners  # the job's nodes on both workers
                for b in range(BATCHES):
                    for node in NODES:
                        batch = lines_of(
                            _texts(node, b * BATCH),
                            node=node,
                            rank=None,
                            start_seq=b * BATCH + 1,
                            stream="stdout",
                        )
                        assert (await service.post_lines(JOB, batch)).status_code == 202
                    if b == 1:
                        xid = lines_of([XID79], node="gpu05", rank=3, start_seq=1, stream="stderr")
                        assert (await service.post_lines(JOB, xid)).status_code == 202
                # A shipper re-sends a batch it got no answer for: nothing twice.
                again = lines_of(_texts("gpu03", 0), node="gpu03", rank=None, start_seq=1, stream="stdout")
                assert (await service.post_lines(JOB, again)).status_code == 202
                expected = len(NODES) * BATCH * BATCHES + 1
                for _ in range(1200):
                    job = await service.job(JOB)
                    if job["lines_processed"] >= expected and not await app.state.crashcart.queue.depth():
                        break
                    assert all(w.poll() is None for w in workers), log.read_text()[-3000:]
                    await asyncio.sleep(0.25)
                await asyncio.sleep(1.0)  # anything still in flight would show up now
            finally:
                for w in workers:
                    w.terminate()
                for w in workers:
                    w.wait(timeout=30)

        async with db.session() as session:
            row = await JobRepository(session).get(JOB)
            assert row is not None
            assert row.lines_processed == row.next_line == expected, log.read_text()[-3000:]
            incidents = await IncidentRepository(session).for_job(JOB)
            states = list(
                (
                    await session.execute(select(PartitionStateRow).where(PartitionStateRow.job_id == JOB))
                ).scalars()
            )
            lines = await job_lines(session, open_archive(mode_settings), JOB, row.archive_bytes)
        archived = await asyncio.to_thread(lambda: list(lines.iter_lines()))
        assert [r.index for r in archived] == list(range(expected))
        assert len({(r.node, r.rank, r.stream, r.seq) for r in archived}) == expected
        for node in NODES:
            seqs = [r.seq for r in archived if (r.node, r.stream) == (node, "stdout")]
            assert seqs == list(range(1, BATCH * BATCHES + 1)), node
        assert {s.part for s in states} == mine
        assert sum(s.lines for s in states) == expected and all(s.reserved == "" for s in states)
        assert len(incidents) == 1, [(i.category, i.culprit_nodes) for i in incidents]
        assert incidents[0].culprit_nodes == ["gpu05"]
