"""Durability: a runner that dies mid-send loses nothing; the takeover is at-least-once."""

from __future__ import annotations

import asyncio
import contextlib

from app.notify.runner import NotifyRunner
from app.notify.service import enqueue_for_incident
from app.notify.webhook import DELIVERY_HEADER
from app.settings import Settings
from app.store.db import Database
from app.store.notify import NotificationRepository
from tests.notify.notify_support import Answer, MakeIncident, Peer, make_config


async def only_row(db: Database):  # type: ignore[no-untyped-def]
    async with db.session() as session:
        (row,) = await NotificationRepository(session).recent()
        return row


async def test_runner_crash_mid_delivery_is_taken_over_after_the_lease(
    db: Database, settings: Settings, peer: Peer, make_incident: MakeIncident
) -> None:
    config = make_config(settings, slack_webhook_url=None)
    peer.answers = [Answer(200, delay_s=1.0)]  # the first send hangs long enough to "crash" in it
    await enqueue_for_incident(db, await make_incident(), settings=settings, config=config)

    crashing = NotifyRunner(db, settings, config=config, lease_s=2.0, poll_s=0.05)
    task = asyncio.create_task(crashing.run(asyncio.Event()))
    for _ in range(200):
        if peer.hits:
            break
        await asyncio.sleep(0.02)
    assert len(peer.hits) == 1
    task.cancel()  # the process dies with the request in flight: nothing is written back
    with contextlib.suppress(asyncio.CancelledError):
        await task
    row = await only_row(db)
    assert row.state == "sending" and row.attempts == 1

    survivor = NotifyRunner(db, settings, config=config, lease_s=2.0)
    async with survivor:
        assert await survivor.tick() == 0  # the lease is still live: no second sender
        for _ in range(100):
            if await survivor.tick():
                break
            await asyncio.sleep(0.05)

    row = await only_row(db)
    assert row.state == "sent" and row.attempts == 2 and row.lease_owner is None
    hits = peer.on("/hook")
    # At-least-once: the peer may see the message twice, always under one delivery id.
    assert len(hits) == 2
    assert len({{k.lower(): v for k, v in h.headers.items()}[DELIVERY_HEADER.lower()] for h in hits}) == 1


async def test_pending_rows_survive_a_stopped_runner(
    db: Database, settings: Settings, peer: Peer, make_incident: MakeIncident
) -> None:
    config = make_config(settings, webhook_urls=())
    stop = asyncio.Event()
    stop.set()
    await NotifyRunner(db, settings, config=config).run(stop)  # stopped before it sent anything
    await enqueue_for_incident(db, await make_incident(), settings=settings, config=config)
    assert peer.hits == []

    stop = asyncio.Event()
    runner = NotifyRunner(db, settings, config=config, poll_s=0.05)
    task = asyncio.create_task(runner.run(stop))
    for _ in range(100):
        if (await only_row(db)).state == "sent":
            break
        await asyncio.sleep(0.05)
    stop.set()
    await asyncio.wait_for(task, timeout=5)
    assert (await only_row(db)).state == "sent"
    assert len(peer.on("/slack")) == 1


async def test_concurrent_enqueues_of_one_failure_make_one_alert(
    db: Database, settings: Settings, make_incident: MakeIncident
) -> None:
    config = make_config(settings, webhook_urls=())
    ids = [await make_incident("job-race") for _ in range(5)]
    created = await asyncio.gather(
        *(enqueue_for_incident(db, i, settings=settings, config=config) for i in ids)
    )
    assert sum(created) == 1
    row = await only_row(db)
    assert row.repeats == 4 and sorted(row.incident_ids) == sorted(ids)
