"""Durability: 100,000 lines posted while a `crashcart worker` is SIGKILLed mid-stream and restarted.

Every accepted line must be processed exactly once: the job's line count, the archive's lines and
their (stream, seq) pairs are checked in the store afterwards. Runs in both modes: a worker
process on the embedded SQLite database and local queue, and on PostgreSQL + Redis Streams.
"""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import func, select

from app.main import create_app
from app.settings import Settings, override_settings
from app.store.analysis import PartitionStateRow, job_lines
from app.store.archive import open_archive
from app.store.db import Database
from app.store.jobs import JobRepository
from tests.conftest import REDIS_URL, make_settings
from tests.helpers import Service, lines_of

TOTAL_LINES = 100_000
BATCH = 1000
JOB = "job-durable"


def _worker_env(settings: Settings) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("CRASHCART_")}
    env.update(
        CRASHCART_DATA_DIR=str(settings.data_dir),
        CRASHCART_DATABASE_URL=settings.effective_database_url,
        CRASHCART_LOG_LEVEL="warning",
    )
    if settings.redis_url:
        env.update(CRASHCART_REDIS_URL=settings.redis_url, CRASHCART_REDIS_PREFIX=settings.redis_prefix)
    if settings.archive_url:
        secret = settings.archive_secret_access_key
        env.update(
            CRASHCART_ARCHIVE_URL=settings.archive_url,
            CRASHCART_ARCHIVE_ENDPOINT_URL=settings.archive_endpoint_url or "",
            CRASHCART_ARCHIVE_REGION=settings.archive_region or "",
            CRASHCART_ARCHIVE_ACCESS_KEY_ID=settings.archive_access_key_id or "",
            CRASHCART_ARCHIVE_SECRET_ACCESS_KEY=secret.get_secret_value() if secret else "",
        )
    return env


def _start_worker(settings: Settings, log: Path) -> subprocess.Popen[bytes]:
    with log.open("ab") as out:  # the child keeps its own descriptor
        return subprocess.Popen(
            [sys.executable, "-m", "app", "worker"],
            env=_worker_env(settings),
            stdout=out,
            stderr=subprocess.STDOUT,
        )


async def _processed(db: Database) -> int:
    async with db.session() as session:
        job = await JobRepository(session).get(JOB)
        return job.lines_processed if job else 0


@pytest.mark.slow
async def test_sigkilled_worker_loses_nothing_and_repeats_nothing(
    mode_settings: Settings, tmp_path: Path
) -> None:
    await _kill_a_worker_mid_stream(mode_settings, tmp_path)


@pytest.fixture
def s3_settings(
    pg_database: str, redis_prefix: str, s3_archive: dict[str, Any], tmp_path: Path
) -> Iterator[Settings]:
    """The deployment with no shared disk: PostgreSQL, Redis Streams and the archive in a real
    S3-compatible server (moto's, on loopback)."""
    from app.store.db import upgrade_sync

    upgrade_sync(pg_database)
    settings = make_settings(
        tmp_path, database_url=pg_database, redis_url=REDIS_URL, redis_prefix=redis_prefix, **s3_archive
    )
    override_settings(settings)
    yield settings
    override_settings(None)


@pytest.mark.slow
@pytest.mark.postgres
@pytest.mark.redis
async def test_sigkilled_worker_loses_nothing_with_the_object_storage_archive(
    s3_settings: Settings, tmp_path: Path
) -> None:
    await _kill_a_worker_mid_stream(s3_settings, tmp_path)
    assert not s3_settings.archive_dir.exists()  # nothing went to a local disk


async def _kill_a_worker_mid_stream(mode_settings: Settings, tmp_path: Path) -> None:
    import httpx

    app = create_app(mode_settings, run_workers=False)
    log = tmp_path / "worker.log"
    workers: list[subprocess.Popen[bytes]] = []
    async with app.router.lifespan_context(app):
        db: Database = app.state.crashcart.db
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://t") as client:
            service = Service(client, mode_settings)
            await service.register(JOB, nodes=[f"gpu{i:02d}" for i in range(4)])
            workers.append(_start_worker(mode_settings, log))
            try:
                killed = False
                for b in range(TOTAL_LINES // BATCH):
                    node = f"gpu{b % 4:02d}"
                    texts = [
                        f"[rank{b % 32}]: step {b * BATCH + i} loss {i % 7}.25 lr 3e-4" for i in range(BATCH)
                    ]
                    resp = await service.post_lines(
                        JOB, lines_of(texts, node=node, rank=b % 32, start_seq=b * BATCH + 1, stream="stdout")
                    )
                    assert resp.status_code == 202, resp.text
                    if b == 30:
                        # Wait until the worker is busy, then kill it mid-stream (most likely mid-batch).
                        for _ in range(600):
                            if await _processed(db) > 0:
                                break
                            await asyncio.sleep(0.1)
                        workers[-1].send_signal(signal.SIGKILL)  # mid-stream, mid-batch most likely
                        workers[-1].wait()
                        killed = True
                        workers.append(_start_worker(mode_settings, log))
                assert killed, "the worker never got going before all lines were posted"
                deadline = asyncio.get_running_loop().time() + 240
                while await _processed(db) < TOTAL_LINES:
                    assert workers[-1].poll() is None, log.read_text()[-3000:]
                    assert asyncio.get_running_loop().time() < deadline, f"stuck at {await _processed(db)}"
                    await asyncio.sleep(0.5)
                await asyncio.sleep(1.0)  # anything still in flight would show up now
            finally:
                for w in workers:
                    if w.poll() is None:
                        w.terminate()
                        w.wait(timeout=20)

        assert await _processed(db) == TOTAL_LINES
        async with db.session() as session:
            job = await JobRepository(session).get(JOB)
            assert job is not None
            lines = await job_lines(session, open_archive(mode_settings), JOB, job.archive_bytes)
            reserved = await session.scalar(
                select(func.count()).where(PartitionStateRow.job_id == JOB, PartitionStateRow.reserved != "")
            )
        archived = list(lines.iter_lines())
        assert job.next_line == TOTAL_LINES and reserved == 0  # no index handed out twice or left over
        assert len(archived) == TOTAL_LINES
        assert [a.index for a in archived] == list(range(TOTAL_LINES))
        keys = {(a.node, a.seq) for a in archived}
        assert len(keys) == TOTAL_LINES
        assert await app.state.crashcart.queue.depth() == 0
