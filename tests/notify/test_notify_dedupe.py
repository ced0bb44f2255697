"""Deduplication on (destination, job, fingerprint, action, phase), never on LLM text."""

from __future__ import annotations

from datetime import timedelta

from sqlalchemy import update

from app.notify.config import NotifyConfig
from app.notify.runner import NotifyRunner
from app.notify.service import enqueue_for_incident
from app.settings import LLMSettings, Settings
from app.store.base import utcnow
from app.store.db import Database
from app.store.incidents import IncidentRow
from app.store.notify import NotificationRepository, NotificationRow
from tests.notify.notify_support import MakeIncident, Peer, make_config


async def all_rows(db: Database) -> list[NotificationRow]:
    async with db.session() as session:
        return list(reversed(await NotificationRepository(session).recent(limit=1000)))


async def set_incident(db: Database, incident_id: int, **values: object) -> None:
    async with db.session() as session:
        await session.execute(update(IncidentRow).where(IncidentRow.id == incident_id).values(**values))
        await session.commit()


async def test_repeats_of_one_failure_on_one_job_are_folded_not_resent(
    db: Database, settings: Settings, peer: Peer, make_incident: MakeIncident
) -> None:
    config = make_config(settings, webhook_urls=())
    first = await make_incident("job-a")
    assert await enqueue_for_incident(db, first, settings=settings, config=config) == 1
    # The hook runs after every change of the incident: calling it again adds nothing.
    assert await enqueue_for_incident(db, first, settings=settings, config=config) == 0
    # The LLM rewrote the explanation: not a new alert.
    await set_incident(db, first, explanation="an entirely different LLM story", source="llm")
    assert await enqueue_for_incident(db, first, settings=settings, config=config) == 0

    # The job restarted and the same failure pattern came back twice: folded into the first alert.
    again = [await make_incident("job-a") for _ in range(2)]
    for incident_id in again:
        assert await enqueue_for_incident(db, incident_id, settings=settings, config=config) == 0
        assert await enqueue_for_incident(db, incident_id, settings=settings, config=config) == 0
    (row,) = await all_rows(db)
    assert row.repeats == 2 and row.incident_ids == [first, *again]

    # Same fingerprint on another job, or another fingerprint on this job: alerts of their own.
    assert await enqueue_for_incident(db, await make_incident("job-b"), settings=settings, config=config) == 1
    other = await make_incident("job-a", fingerprint="fp-other")
    assert await enqueue_for_incident(db, other, settings=settings, config=config) == 1

    async with NotifyRunner(db, settings, config=config) as runner:
        await runner.tick()
    messages = [request.body.decode() for request in peer.on("/slack")]
    assert len(messages) == 3
    # The runner delivers the three in no set order: the folded one is job-a's first alert.
    (folded,) = [m for m in messages if "seen 2 more time(s)" in m]
    assert "in job job-a" in folded


async def test_a_new_phase_or_action_is_a_new_alert(
    db: Database, settings: Settings, config: NotifyConfig, make_incident: MakeIncident
) -> None:
    incident_id = await make_incident(state="awaiting_approval")
    assert await enqueue_for_incident(db, incident_id, settings=settings, config=config) == 2  # slack + hook
    await set_incident(db, incident_id, state="acting")
    assert await enqueue_for_incident(db, incident_id, settings=settings, config=config) == 2
    await set_incident(db, incident_id, state="resolved")
    assert await enqueue_for_incident(db, incident_id, settings=settings, config=config) == 2
    await set_incident(db, incident_id, action="restart_from_checkpoint")
    assert await enqueue_for_incident(db, incident_id, settings=settings, config=config) == 2
    phases = [(r.phase, r.action) for r in await all_rows(db) if r.destination == "slack"]
    assert phases == [
        ("approval_needed", "cordon_and_restart"),
        ("detected", "cordon_and_restart"),
        ("resolved", "cordon_and_restart"),
        ("resolved", "restart_from_checkpoint"),
    ]


async def test_after_the_window_a_repeat_alerts_again(
    db: Database, settings: Settings, make_incident: MakeIncident
) -> None:
    config = make_config(settings, webhook_urls=(), dedupe_window_s=60.0)
    first = await make_incident("job-w")
    await enqueue_for_incident(db, first, settings=settings, config=config)
    async with db.session() as session:
        await session.execute(update(NotificationRow).values(created_at=utcnow() - timedelta(seconds=120)))
        await session.commit()
    second = await make_incident("job-w")
    assert await enqueue_for_incident(db, second, settings=settings, config=config) == 1
    old, new = await all_rows(db)
    assert old.active_key is None and new.active_key == new.dedupe_key == old.dedupe_key
    # The first incident's hook running again later must not reopen anything.
    assert await enqueue_for_incident(db, first, settings=settings, config=config) == 0


async def test_quiet_while_the_llm_is_deciding(
    db: Database, settings: Settings, config: NotifyConfig, make_incident: MakeIncident
) -> None:
    llm_on = settings.model_copy(update={"llm": LLMSettings(base_url="http://127.0.0.1:1/v1", model="m")})
    incident_id = await make_incident(state="open", ambiguous=True, action="needs_human")
    assert await enqueue_for_incident(db, incident_id, settings=llm_on, config=config) == 0
    await set_incident(db, incident_id, source="llm", action="restart_from_checkpoint", state="acting")
    assert await enqueue_for_incident(db, incident_id, settings=llm_on, config=config) == 2
    # Without an LLM an ambiguous incident is a human's at once.
    other = await make_incident(state="open", ambiguous=True, action="needs_human", fingerprint="fp-amb")
    assert await enqueue_for_incident(db, other, settings=settings, config=config) == 2
    assert {r.phase for r in await all_rows(db) if r.incident_id == other} == {"needs_human"}


async def test_no_destination_means_no_rows(
    db: Database, settings: Settings, make_incident: MakeIncident
) -> None:
    config = make_config(settings, slack_webhook_url=None, webhook_urls=())
    assert await enqueue_for_incident(db, await make_incident(), settings=settings, config=config) == 0
    assert await all_rows(db) == []


async def test_the_runner_sweeps_changes_no_hook_announced(
    db: Database, settings: Settings, peer: Peer, make_incident: MakeIncident
) -> None:
    config = make_config(settings, webhook_urls=())
    incident_id = await make_incident()
    async with NotifyRunner(db, settings, config=config, sweep_s=0.0) as runner:
        await runner.tick()  # sweeps the new incident in, then sends it
        await set_incident(db, incident_id, state="resolved")  # e.g. the orchestrator verified a restart
        await runner.tick()
        await runner.tick()
    assert [r.phase for r in await all_rows(db)] == ["detected", "resolved"]
    assert [r.state for r in await all_rows(db)] == ["sent", "sent"]
    assert len(peer.on("/slack")) == 2
