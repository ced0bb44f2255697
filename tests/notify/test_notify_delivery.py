"""End to end over real loopback HTTP: outbox rows delivered to Slack and a signed webhook."""

from __future__ import annotations

import json

from app.notify.config import NotifyConfig
from app.notify.runner import NotifyRunner
from app.notify.service import enqueue_for_incident
from app.notify.webhook import DELIVERY_HEADER, SIGNATURE_HEADER, TIMESTAMP_HEADER, verify_signature
from app.settings import Settings
from app.store.db import Database
from app.store.notify import NotificationRepository
from tests.notify.notify_support import SECRET, MakeIncident, Peer


async def rows(db: Database) -> list:  # type: ignore[type-arg]
    async with db.session() as session:
        return list(reversed(await NotificationRepository(session).recent(limit=1000)))


async def test_incident_reaches_slack_and_the_signed_webhook(
    db: Database, settings: Settings, config: NotifyConfig, peer: Peer, make_incident: MakeIncident
) -> None:
    incident_id = await make_incident()
    assert await enqueue_for_incident(db, incident_id, settings=settings, config=config) == 2

    async with NotifyRunner(db, settings, config=config) as runner:
        assert await runner.tick() == 2

    (slack,) = peer.on("/slack")
    message = json.loads(slack.body)
    text = json.dumps(message["blocks"])
    assert "ecc_error" in message["text"] and "cordon_and_restart" in text
    assert "gpu02" in text and '\\n5"' in text  # culprit node and rank fields
    assert "```RuntimeError: CUDA error: uncorrectable ECC error encountered```" in text
    assert "93%" in text and "rule" in text
    assert f"<https://crashcart.example/console/incidents/{incident_id}|Open in console>" in text
    assert "<@U0ALICE1>" in text and "ops@example.com" in text

    (hook,) = peer.on("/hook")
    headers = {k.lower(): v for k, v in hook.headers.items()}
    assert headers[SIGNATURE_HEADER.lower()].startswith("sha256=")
    assert verify_signature(
        SECRET, headers[TIMESTAMP_HEADER.lower()], hook.body, headers[SIGNATURE_HEADER.lower()]
    )
    assert not verify_signature(
        "wrong", headers[TIMESTAMP_HEADER.lower()], hook.body, headers[SIGNATURE_HEADER.lower()]
    )
    tampered = hook.body.replace(b"gpu02", b"gpu03")
    assert not verify_signature(
        SECRET, headers[TIMESTAMP_HEADER.lower()], tampered, headers[SIGNATURE_HEADER.lower()]
    )
    payload = json.loads(hook.body)
    assert payload["event"] == "incident.detected"
    assert payload["incident"]["culprit"] == {"nodes": ["gpu02"], "ranks": [5]}
    assert payload["incident"]["fingerprint"] == "fp-ecc-1"
    assert payload["delivery_id"] == headers[DELIVERY_HEADER.lower()]

    assert {r.state for r in await rows(db)} == {"sent"}
    assert all(r.attempts == 1 and r.sent_at is not None for r in await rows(db))


async def test_429_retry_after_is_honoured_then_delivered(
    db: Database, settings: Settings, peer: Peer, make_incident: MakeIncident
) -> None:
    from tests.notify.notify_support import Answer, make_config

    config = make_config(settings, webhook_urls=())  # Slack only
    peer.answers = [Answer(429, {"Retry-After": "1"}, b"rate_limited")]
    incident_id = await make_incident()
    await enqueue_for_incident(db, incident_id, settings=settings, config=config)

    async with NotifyRunner(db, settings, config=config, poll_s=0.05) as runner:
        await runner.tick()
        (row,) = await rows(db)
        assert row.state == "pending" and row.last_status == 429 and "rate_limited" in (row.last_error or "")
        assert await runner.tick() == 0  # not due yet: Retry-After says wait a second
        for _ in range(60):
            if await runner.tick():
                break
            import asyncio

            await asyncio.sleep(0.05)

    first, second = peer.on("/slack")
    assert second.at - first.at >= 1.0
    (row,) = await rows(db)
    assert row.state == "sent" and row.attempts == 2


async def test_server_errors_are_retried_with_backoff_then_given_up(
    db: Database, settings: Settings, peer: Peer, make_incident: MakeIncident
) -> None:
    import asyncio

    from tests.notify.notify_support import Answer, make_config

    config = make_config(settings, slack_webhook_url=None, max_attempts=3, backoff_base_s=0.05)
    peer.answers = [Answer(500, body=b"boom")] * 10
    await enqueue_for_incident(db, await make_incident(), settings=settings, config=config)

    async with NotifyRunner(db, settings, config=config) as runner:
        for _ in range(100):
            await runner.tick()
            (row,) = await rows(db)
            if row.state == "failed":
                break
            await asyncio.sleep(0.02)

    hits = peer.on("/hook")
    assert len(hits) == 3
    assert hits[2].at - hits[1].at >= 0.05  # the second wait is at least half of 2 x 0.05 s
    assert row.state == "failed" and row.attempts == 3
    assert row.last_status == 500 and "HTTP 500 boom" in (row.last_error or "")


async def test_a_rejected_payload_is_not_retried(
    db: Database, settings: Settings, peer: Peer, make_incident: MakeIncident
) -> None:
    from tests.notify.notify_support import Answer, make_config

    config = make_config(settings, webhook_urls=())
    peer.answers = [Answer(404, body=b"channel_not_found")]
    await enqueue_for_incident(db, await make_incident(), settings=settings, config=config)
    async with NotifyRunner(db, settings, config=config) as runner:
        await runner.tick()
        await runner.tick()
    assert len(peer.on("/slack")) == 1
    (row,) = await rows(db)
    assert row.state == "failed" and "channel_not_found" in (row.last_error or "")


async def test_unreachable_peer_is_retried(
    db: Database, settings: Settings, make_incident: MakeIncident
) -> None:
    from tests.notify.notify_support import make_config

    config = make_config(
        settings, slack_webhook_url="http://127.0.0.1:9/slack", webhook_urls=(), max_attempts=2
    )
    await enqueue_for_incident(db, await make_incident(), settings=settings, config=config)
    async with NotifyRunner(db, settings, config=config) as runner:
        await runner.tick()
        (row,) = await rows(db)
        assert row.state == "pending" and "ConnectError" in (row.last_error or "")


async def test_fake_notifier_and_a_destination_that_was_removed(
    db: Database, settings: Settings, make_incident: MakeIncident
) -> None:
    from app.notify.base import DeliveryError, FakeNotifier
    from tests.notify.notify_support import make_config

    config = make_config(settings)
    await enqueue_for_incident(db, await make_incident(), settings=settings, config=config)
    fake = FakeNotifier(fail_with=[DeliveryError("busy", retry_after=0.0, status=503)])
    # Only Slack is still configured: the webhook's row must fail, not hang around forever.
    async with NotifyRunner(db, settings, config=config, notifiers={"slack": fake}) as runner:
        await runner.tick()
        await runner.tick()
    assert fake.calls == 2 and len(fake.sent) == 1
    assert fake.sent[0].incident.category == "ecc_error" and fake.sent[0].phase == "detected"
    by_destination = {r.destination.split(":")[0]: r for r in await rows(db)}
    assert by_destination["slack"].state == "sent" and by_destination["slack"].attempts == 2
    assert by_destination["webhook"].state == "failed"
    assert "no longer configured" in (by_destination["webhook"].last_error or "")
