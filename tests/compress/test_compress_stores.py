"""Miner state persistence: the fake, real Redis, and the SQL store on SQLite and PostgreSQL."""

from __future__ import annotations

import os
import uuid
from collections.abc import AsyncIterator
from pathlib import Path

import asyncpg
import pytest
from redis.asyncio import Redis
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker, create_async_engine

from app.compress.base import (
    InMemoryMinerStateStore,
    MinerStateStore,
    RedisMinerStateStore,
    SqlMinerStateStore,
    miner_state_store,
)
from app.compress.miner import JobCompressor
from app.errors import InvalidInput, UpstreamError
from app.store.compress import MinerStateRow
from bench.synthetic_log import SyntheticJob, generate

LINES = list(generate(SyntheticJob(lines=2000, nodes=1)))


async def _restart_continues_ids(store: MinerStateStore) -> None:
    """What a worker does: mine, save, die; the next worker loads and goes on with the same ids."""
    job = f"job-{uuid.uuid4().hex[:8]}"
    assert await store.load(job) is None
    whole = JobCompressor()
    expected = [whole.add(line).template_id for line in LINES]
    before = JobCompressor()
    got = [before.add(line).template_id for line in LINES[:1000]]
    await store.save(job, before.snapshot())
    await store.save(job, before.snapshot())  # saving twice replaces
    data = await store.load(job)
    assert data is not None
    after = JobCompressor.restore(data)
    got += [after.add(line).template_id for line in LINES[1000:]]
    assert got == expected


async def test_in_memory_store() -> None:
    store = InMemoryMinerStateStore()
    await _restart_continues_ids(store)
    with pytest.raises(InvalidInput):
        await store.save("", b"x")


@pytest.mark.redis
async def test_redis_store() -> None:
    redis = Redis.from_url(os.environ.get("CRASHCART_TEST_REDIS_URL", "redis://127.0.0.1:6379/0"))
    prefix = f"crashcart-test:{uuid.uuid4().hex}:"
    try:
        store = RedisMinerStateStore(redis, prefix=prefix, ttl_s=600)
        await _restart_continues_ids(store)
        keys = [k async for k in redis.scan_iter(match=prefix + "*")]
        assert len(keys) == 1 and 0 < await redis.ttl(keys[0]) <= 600
    finally:
        async for key in redis.scan_iter(match=prefix + "*"):
            await redis.delete(key)
        await redis.aclose()


async def test_redis_errors_are_upstream_errors() -> None:
    redis = Redis.from_url("redis://127.0.0.1:1/0", socket_connect_timeout=0.5)
    try:
        with pytest.raises(UpstreamError):
            await RedisMinerStateStore(redis).load("job-1")
    finally:
        await redis.aclose()


async def _sql_session(url: str) -> AsyncIterator[AsyncSession]:
    engine = create_async_engine(url)
    async with engine.begin() as conn:
        await conn.run_sync(
            lambda sync: MinerStateRow.metadata.create_all(sync, tables=[MinerStateRow.__table__])
        )
    try:
        async with async_sessionmaker(engine, expire_on_commit=False)() as session:
            yield session
    finally:
        await engine.dispose()


async def _check_sql(url: str) -> None:
    sessions = _sql_session(url)
    session = await anext(sessions)
    store = SqlMinerStateStore(session)
    await _restart_continues_ids(store)
    # the repository never commits: a rollback forgets what was saved
    await store.save("job-rolled-back", b"state")
    await session.rollback()
    assert await store.load("job-rolled-back") is None
    await store.save("job-committed", b"state")
    await session.commit()
    assert await store.load("job-committed") == b"state"
    await sessions.aclose()


async def test_sql_store_on_sqlite(tmp_path: Path) -> None:
    await _check_sql(f"sqlite+aiosqlite:///{tmp_path / 'miner.db'}")


@pytest.fixture
async def postgres_url() -> AsyncIterator[str]:
    name = f"crashcart_test_compress_{uuid.uuid4().hex[:10]}"
    admin = await asyncpg.connect("postgresql://postgres@127.0.0.1:5432/postgres")
    try:
        await admin.execute(f'CREATE DATABASE "{name}"')
        yield f"postgresql+asyncpg://postgres@127.0.0.1:5432/{name}"
    finally:
        await admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        await admin.close()


@pytest.mark.postgres
async def test_sql_store_on_postgres(postgres_url: str) -> None:
    await _check_sql(postgres_url)


async def test_the_factory_prefers_redis_then_the_store(tmp_path: Path) -> None:
    redis = Redis.from_url("redis://127.0.0.1:6379/0")
    try:
        assert isinstance(miner_state_store(redis=redis), RedisMinerStateStore)
    finally:
        await redis.aclose()
    engine = create_async_engine(f"sqlite+aiosqlite:///{tmp_path / 'x.db'}")
    async with async_sessionmaker(engine)() as session:
        assert isinstance(miner_state_store(session=session), SqlMinerStateStore)
    await engine.dispose()
    assert isinstance(miner_state_store(), InMemoryMinerStateStore)
