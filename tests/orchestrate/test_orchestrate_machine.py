"""The durable state machine with a fake backend: planning, approval, shadow, retries, resume."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from datetime import timedelta
from pathlib import Path

import pytest

from app.errors import Conflict
from app.orchestrate import service
from app.orchestrate.base import FakeBackend
from app.orchestrate.runner import OrchestratorRunner
from app.settings import Settings
from app.store.base import utcnow
from app.store.db import Database
from app.store.incidents import IncidentRepository
from app.store.jobs import JobRepository
from app.store.orchestrate import NodeRepository
from tests.orchestrate.conftest import MakeIncident, MakeJob, actions_of, incident_state, store_database


@pytest.fixture(params=["sqlite", "postgres"])
async def db(request: pytest.FixtureRequest, tmp_path: Path, settings: Settings) -> AsyncIterator[Database]:
    """The state machine on both stores: the embedded SQLite file and real PostgreSQL."""
    async with store_database(request.param, tmp_path) as database:
        yield database


async def progress(db: Database, job_id: str, step: int) -> None:
    async with db.session() as s:
        job = await JobRepository(s).get(job_id)
        assert job is not None
        job.last_step, job.last_progress_at = step, utcnow() + timedelta(seconds=1)
        await s.commit()


async def test_ecc_cordons_restarts_and_is_verified_by_progress(
    db: Database, fake: FakeBackend, make_job: MakeJob, make_incident: MakeIncident
) -> None:
    job = await make_job()
    inc = await make_incident(job)
    first = await service.on_incident(db, inc)
    assert await service.on_incident(db, inc) == first  # idempotent
    runner = OrchestratorRunner(db, poll_s=0.05)
    await runner.tick()
    assert fake.calls == [("cordon", "gpu02"), ("restart", job)]
    rows = await actions_of(db, inc)
    assert [(r.kind, r.state) for r in rows] == [("cordon", "succeeded"), ("restart", "succeeded")]
    assert rows[1].result["exclude"] == ["gpu02"]
    async with db.session() as s:
        node = await NodeRepository(s).get("gpu02")
        assert node is not None and node.state == "cordoned" and f"incident {inc}" in node.reason
        j = await JobRepository(s).get(job)
        assert j is not None and j.restarts == 1
    assert await incident_state(db, inc) == "acting"
    await progress(db, job, 7)
    assert await service.on_job_progress(db, job) == 1
    assert [r.state for r in await actions_of(db, inc)] == ["succeeded", "verified"]
    assert await incident_state(db, inc) == "resolved"
    await service.on_incident(db, inc)
    await runner.tick()
    assert len(fake.calls) == 2  # nothing runs twice


async def test_a_job_that_finished_before_its_restart_was_verified_stays_finished(
    db: Database, fake: FakeBackend, make_job: MakeJob, make_incident: MakeIncident
) -> None:
    """A short job can make progress and exit 0 before the runner's next tick verifies its
    restart: the verification must not turn the finished job back into a running one."""
    job = await make_job()
    inc = await make_incident(job)
    await service.on_incident(db, inc)
    await OrchestratorRunner(db, poll_s=0.05).tick()
    async with db.session() as s:
        j = await JobRepository(s).get(job)
        assert j is not None and j.state == "restarting"
        j.last_step, j.last_progress_at = 23, utcnow() + timedelta(seconds=1)
        j.state, j.exit_code = "succeeded", 0
        await s.commit()
    assert await service.on_job_progress(db, job) == 1
    assert [r.state for r in await actions_of(db, inc)] == ["succeeded", "verified"]
    async with db.session() as s:
        j = await JobRepository(s).get(job)
        assert j is not None and j.state == "succeeded"


async def test_user_error_records_why_and_does_nothing(
    db: Database, fake: FakeBackend, make_job: MakeJob, make_incident: MakeIncident
) -> None:
    job = await make_job()
    inc = await make_incident(
        job,
        category="type_error",
        layer="script",
        blame="user_code",
        action="no_restart_notify_user",
        culprit_nodes=[],
        fingerprint="fp-type",
    )
    await service.on_incident(db, inc)
    await OrchestratorRunner(db).tick()
    rows = await actions_of(db, inc)
    assert [(r.kind, r.state) for r in rows] == [("notify", "recorded")]
    assert "type_error" in rows[0].reason and "owner must fix" in rows[0].reason
    assert fake.calls == []


async def test_low_confidence_holds_until_the_verdict_is_confident(
    db: Database, fake: FakeBackend, make_job: MakeJob, make_incident: MakeIncident
) -> None:
    job = await make_job()
    inc = await make_incident(job, confidence=0.4)
    await service.on_incident(db, inc)
    await OrchestratorRunner(db).tick()
    assert fake.calls == [] and [r.kind for r in await actions_of(db, inc)] == ["hold"]
    async with db.session() as s:  # the LLM (or more lines) made it confident
        row = await IncidentRepository(s).get(inc)
        assert row is not None
        row.confidence = 0.9
        await s.commit()
    await service.on_incident(db, inc)
    await OrchestratorRunner(db).tick()
    assert fake.calls == [("cordon", "gpu02"), ("restart", job)]


async def test_approve_mode_waits_for_a_human(
    db: Database, settings: Settings, fake: FakeBackend, make_job: MakeJob, make_incident: MakeIncident
) -> None:
    settings.policy.mode = "approve"
    job = await make_job()
    inc = await make_incident(job)
    await service.on_incident(db, inc)
    runner = OrchestratorRunner(db)
    await runner.tick()
    assert fake.calls == []
    assert await incident_state(db, inc) == "awaiting_approval"
    async with db.session() as s:
        out = await service.approve(s, inc, actor="alice")
    assert {a.state for a in out.actions} == {"planned"} and out.actions[0].decided_by == "alice"
    await runner.tick()
    assert fake.calls == [("cordon", "gpu02"), ("restart", job)]
    async with db.session() as s:
        with pytest.raises(Conflict):
            await service.approve(s, inc, actor="alice")


async def test_reject_cancels_everything(
    db: Database, settings: Settings, fake: FakeBackend, make_job: MakeJob, make_incident: MakeIncident
) -> None:
    settings.policy.per_action = {"cordon": "approve"}
    job = await make_job()
    inc = await make_incident(job)
    await service.on_incident(db, inc)
    async with db.session() as s:
        out = await service.reject(s, inc, actor="bob", reason="known flaky sensor")
    assert [(a.kind, a.state) for a in out.actions] == [("cordon", "rejected"), ("restart", "cancelled")]
    await OrchestratorRunner(db).tick()
    assert fake.calls == [] and await incident_state(db, inc) == "rejected"


async def test_shadow_mode_records_would_be_actions_only(
    db: Database, settings: Settings, fake: FakeBackend, make_job: MakeJob, make_incident: MakeIncident
) -> None:
    settings.policy.mode = "shadow"
    job = await make_job()
    inc = await make_incident(job)
    await service.on_incident(db, inc)
    await OrchestratorRunner(db).tick()
    assert fake.calls == []
    rows = await actions_of(db, inc)
    assert [(r.kind, r.state, r.nodes) for r in rows] == [
        ("cordon", "shadowed", ["gpu02"]),
        ("restart", "shadowed", []),
    ]


@pytest.mark.serial
async def test_failures_are_retried_with_backoff_then_given_up(
    db: Database, settings: Settings, fake: FakeBackend, make_job: MakeJob, make_incident: MakeIncident
) -> None:
    settings.policy.restart_backoff_s = 0.2
    job = await make_job()
    inc = await make_incident(job)
    await service.on_incident(db, inc)
    fake.fail_next = 1
    runner = OrchestratorRunner(db)
    await runner.tick()
    cordon = (await actions_of(db, inc))[0]
    assert cordon.state == "planned" and cordon.attempts == 1 and "injected" in (cordon.last_error or "")
    await runner.tick()  # inside the backoff: nothing
    assert fake.calls == []
    await asyncio.sleep(0.25)
    await runner.tick()
    assert fake.calls == [("cordon", "gpu02"), ("restart", job)]

    inc2 = await make_incident(job, fingerprint="fp-2", culprit_nodes=["gpu03"])
    await service.on_incident(db, inc2)
    fake.fail_next = 10
    for _ in range(3):
        await runner.tick()
        await asyncio.sleep(0.85)
    rows = await actions_of(db, inc2)
    assert [(r.kind, r.state) for r in rows] == [("cordon", "failed"), ("restart", "cancelled")]
    assert rows[0].attempts == 3 and await incident_state(db, inc2) == "needs_human"


async def test_hourly_drain_cap_turns_the_next_drain_into_an_approval(
    db: Database, settings: Settings, fake: FakeBackend, make_job: MakeJob, make_incident: MakeIncident
) -> None:
    settings.policy.max_drains_per_hour = 1
    settings.policy.max_partition_drain_fraction = 1.0
    job = await make_job()
    runner = OrchestratorRunner(db)
    first = await make_incident(job, culprit_nodes=["gpu02"], fingerprint="a")
    await service.on_incident(db, first)
    await runner.tick()
    second = await make_incident(job, culprit_nodes=["gpu03"], fingerprint="b")
    await service.on_incident(db, second)
    await runner.tick()
    rows = await actions_of(db, second)
    assert [(r.kind, r.state) for r in rows] == [("cordon", "awaiting_approval"), ("restart", "planned")]
    assert "cap is 1" in rows[0].reason
    assert ("cordon", "gpu03") not in fake.calls
    async with db.session() as s:
        await service.approve(s, second, actor="alice")
    await runner.tick()
    assert ("cordon", "gpu03") in fake.calls


async def test_crash_loop_stops_after_the_budget(
    db: Database, settings: Settings, fake: FakeBackend, make_job: MakeJob, make_incident: MakeIncident
) -> None:
    settings.policy.crash_loop_restarts = 2
    job = await make_job()
    runner = OrchestratorRunner(db)
    states = []
    for _ in range(3):
        inc = await make_incident(
            job,
            category="nccl_timeout",
            blame="transient",
            action="restart_from_checkpoint",
            culprit_nodes=[],
            fingerprint="same",
        )
        await service.on_incident(db, inc)
        await runner.tick()
        states.append([(r.kind, r.state) for r in await actions_of(db, inc)])
    assert states[0] == states[1] == [("restart", "succeeded")]
    assert states[2] == [("hold", "refused")]
    assert fake.restarts[job] == 2
    assert "crash loop" in (await actions_of(db, inc))[0].reason
    assert await incident_state(db, inc) == "needs_human"


async def test_the_same_failure_after_the_job_trained_past_it_is_not_a_crash_loop(
    db: Database, settings: Settings, fake: FakeBackend, make_job: MakeJob, make_incident: MakeIncident
) -> None:
    """A GPU falls off the bus on gpu02, later on gpu03, later on gpu04: the same fingerprint, but
    the job trained past the step of the previous restart each time. Only a failure that comes
    back before the job got further is a loop."""
    settings.policy.crash_loop_restarts = 2
    settings.policy.max_drains_per_hour = 100
    settings.policy.max_partition_drain_fraction = 1.0
    job = await make_job(last_step=100)
    runner = OrchestratorRunner(db)

    async def fault(node: str, step: int) -> list[tuple[str, str]]:
        async with db.session() as s:
            row = await JobRepository(s).get(job)
            assert row is not None
            row.last_step = step
            row.state = "failed"
            await s.commit()
        inc = await make_incident(job, culprit_nodes=[node], fingerprint="xid-79")
        await service.on_incident(db, inc)
        await runner.tick()
        return [(r.kind, r.state) for r in await actions_of(db, inc)]

    restarted = [("cordon", "succeeded"), ("restart", "succeeded")]
    assert await fault("gpu02", 100) == restarted
    assert await fault("gpu03", 150) == restarted  # past 100
    assert await fault("gpu04", 200) == restarted  # past 150: three restarts, no loop
    # Back before the job got past 200 (nor 150): two restarts it has not trained past -> a loop.
    looped = await fault("gpu01", 120)
    assert looped[-1] == ("hold", "refused"), looped
    assert fake.restarts[job] == 3


async def test_an_execution_interrupted_by_a_crash_completes_exactly_once(
    db: Database, fake: FakeBackend, make_job: MakeJob, make_incident: MakeIncident
) -> None:
    job = await make_job()
    inc = await make_incident(
        job, culprit_nodes=[], action="restart_from_checkpoint", category="nccl_timeout"
    )
    await service.on_incident(db, inc)

    class DiesAfterActing(FakeBackend):
        async def restart(self, *args: object, **kwargs: object) -> object:  # type: ignore[override]
            await fake.restart(*args, **kwargs)  # type: ignore[arg-type]
            await asyncio.Event().wait()  # the process "dies" before recording success

    from app.orchestrate.backends import BackendRegistry

    dying = OrchestratorRunner(
        db, backends=BackendRegistry(overrides={"local": DiesAfterActing()}), lease_s=0.3
    )
    task = asyncio.create_task(dying.tick())
    for _ in range(100):
        if fake.restarts.get(job):
            break
        await asyncio.sleep(0.02)
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    assert [r.state for r in await actions_of(db, inc)] == ["executing"]
    successor = OrchestratorRunner(db, lease_s=0.3)
    await successor.tick()  # the lease is still held: not taken over yet
    assert [r.state for r in await actions_of(db, inc)] == ["executing"]
    await asyncio.sleep(0.35)
    await successor.tick()
    rows = await actions_of(db, inc)
    assert [r.state for r in rows] == ["succeeded"] and rows[0].result["already_done"] is True
    assert fake.restarts[job] == 1


async def test_two_runners_never_execute_the_same_action(
    db: Database, fake: FakeBackend, make_job: MakeJob, make_incident: MakeIncident
) -> None:
    job = await make_job()
    inc = await make_incident(job)
    await service.on_incident(db, inc)
    await asyncio.gather(*(OrchestratorRunner(db).tick() for _ in range(4)))
    assert fake.calls.count(("cordon", "gpu02")) == 1 and fake.calls.count(("restart", job)) == 1


async def test_runner_loop_acts_when_woken_and_uncordon_returns_the_node(
    db: Database, fake: FakeBackend, make_job: MakeJob, make_incident: MakeIncident
) -> None:
    stop = asyncio.Event()
    runner = OrchestratorRunner(db, poll_s=30)
    task = asyncio.create_task(runner.run(stop))
    await asyncio.sleep(0.05)
    job = await make_job()
    inc = await make_incident(job)
    await service.on_incident(db, inc)  # wakes the runner: no 30 s poll wait
    for _ in range(100):
        if ("restart", job) in fake.calls:
            break
        await asyncio.sleep(0.02)
    stop.set()
    await asyncio.wait_for(task, 5)
    assert ("restart", job) in fake.calls
    async with db.session() as s:
        assert (await service.get_node(s, "gpu02")).state == "cordoned"
        node = await service.uncordon(s, "gpu02", actor="alice")
    assert node.state == "ok" and node.history[-1]["by"] == "alice" and "gpu02" not in fake.cordoned


async def test_soft_signals_make_a_node_suspect_then_cordoned(
    db: Database, fake: FakeBackend, make_job: MakeJob, make_incident: MakeIncident
) -> None:
    job = await make_job()
    runner = OrchestratorRunner(db)
    for fp in ("x", "y"):
        inc = await make_incident(
            job,
            category="nccl_timeout",
            action="restart_from_checkpoint",
            culprit_nodes=["gpu04"],
            fingerprint=fp,
        )
        await service.on_incident(db, inc)
        await runner.tick()
        async with db.session() as s:
            state = (await service.get_node(s, "gpu04")).state
        assert state == ("suspect" if fp == "x" else "cordoned")
    async with db.session() as s:
        assert [n.name for n in (await service.list_nodes(s, state="cordoned")).nodes] == ["gpu04"]
    assert ("cordon", "gpu04") in fake.calls
