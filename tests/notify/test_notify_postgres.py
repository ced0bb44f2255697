"""The outbox on real PostgreSQL: concurrent folds under row locks, leased delivery."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator

import pytest

from app.notify.runner import NotifyRunner
from app.notify.service import enqueue_for_incident
from app.settings import Settings
from app.store.db import Database, upgrade_sync
from app.store.notify import NotificationRepository
from tests.notify.notify_support import Peer, create_notify_schema, insert_incident, make_config

pytestmark = pytest.mark.postgres


@pytest.fixture
def pg_url(pg_database: str) -> str:
    upgrade_sync(pg_database)
    return pg_database


@pytest.fixture
async def pg_db(pg_url: str) -> AsyncIterator[Database]:
    database = Database(pg_url)
    await create_notify_schema(database)
    yield database
    await database.dispose()


async def test_postgres_folds_concurrent_repeats_and_delivers_once(
    pg_db: Database, settings: Settings, peer: Peer
) -> None:
    config = make_config(settings)
    ids = [await insert_incident(pg_db, "job-pg") for _ in range(6)]
    created = await asyncio.gather(
        *(enqueue_for_incident(pg_db, i, settings=settings, config=config) for i in ids)
    )
    assert sum(created) == 2  # one alert per destination
    async with pg_db.session() as session:
        rows = await NotificationRepository(session).recent()
    assert sorted(r.repeats for r in rows) == [5, 5]

    # Two runners race for the same rows: the lease gives each row to exactly one.
    async with (
        NotifyRunner(pg_db, settings, config=config) as one,
        NotifyRunner(pg_db, settings, config=config) as two,
    ):
        handled = await asyncio.gather(one.tick(), two.tick())
    assert sum(handled) == 2
    assert len(peer.on("/slack")) == 1 and len(peer.on("/hook")) == 1
    async with pg_db.session() as session:
        assert {r.state for r in await NotificationRepository(session).recent()} == {"sent"}
