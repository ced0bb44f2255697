"""Issue 17, scenario by scenario: the orchestrator stays safe under slow backends, bursts and
partial failures. Each test names the scenario it reproduces; all run on SQLite and PostgreSQL."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest
from pydantic import SecretStr
from sqlalchemy import select

from app.errors import Conflict
from app.notify.schemas import IncidentSnapshot, Notification, Phase
from app.notify.service import enqueue_for_incident
from app.notify.slack import build_message
from app.orchestrate import machine, service
from app.orchestrate.backends import BackendRegistry
from app.orchestrate.base import FakeBackend, JobTarget, RestartOutcome
from app.orchestrate.runner import OrchestratorRunner
from app.settings import Settings
from app.store.base import utcnow
from app.store.db import Database
from app.store.jobs import JobRepository
from app.store.notify import NotificationRow
from app.store.orchestrate import ActionRepository, ActionRow, NodeRepository, db_now
from tests.orchestrate.conftest import MakeIncident, MakeJob, actions_of, incident_state, store_database


@pytest.fixture(params=["sqlite", "postgres"])
async def db(request: pytest.FixtureRequest, tmp_path: Path, settings: Settings) -> AsyncIterator[Database]:
    async with store_database(request.param, tmp_path) as database:
        yield database


def kinds(rows: list[ActionRow]) -> list[tuple[str, str]]:
    return [(r.kind, r.state) for r in rows]


RESTART_ONLY: dict[str, Any] = {
    "category": "nccl_timeout",
    "action": "restart_from_checkpoint",
    "culprit_nodes": [],
}


class SlowFake(FakeBackend):
    """A fake whose restart takes ``delay`` seconds and may raise something unexpected."""

    def __init__(self, shared: FakeBackend, delay: float = 0.0, raise_: BaseException | None = None) -> None:
        super().__init__(partition=shared.partition)
        self.shared, self.delay, self.raise_ = shared, delay, raise_

    async def cordon(self, node: str, reason: str) -> None:
        await asyncio.sleep(self.delay)
        await self.shared.cordon(node, reason)

    async def restart(
        self, job: JobTarget, *, marker: dict[str, Any], exclude: tuple[str, ...], key: str
    ) -> RestartOutcome:
        if self.raise_ is not None:
            raise self.raise_
        await asyncio.sleep(self.delay)
        return await self.shared.restart(job, marker=marker, exclude=exclude, key=key)

    async def restart_marker(self, job: JobTarget) -> dict[str, Any]:
        return await self.shared.restart_marker(job)


def registry_of(backend: FakeBackend) -> BackendRegistry:
    return BackendRegistry(overrides={"local": backend, "slurm": backend, "kubernetes": backend})


# --- high: the lease expires mid-restart and a second runner repeats it ------------------------


async def test_lease_expiry_mid_restart_a_slow_backend_keeps_its_lease_and_runs_once(
    db: Database, fake: FakeBackend, make_job: MakeJob, make_incident: MakeIncident
) -> None:
    job = await make_job()
    inc = await make_incident(job, **RESTART_ONLY)
    await service.on_incident(db, inc)
    slow = registry_of(SlowFake(fake, delay=1.0))
    # The restart takes 1 s, the lease is 0.3 s: only renewal keeps a second runner out.
    first = asyncio.create_task(OrchestratorRunner(db, backends=slow, lease_s=0.3).tick())
    await asyncio.sleep(0.5)
    await asyncio.gather(*(OrchestratorRunner(db, backends=slow, lease_s=0.3).tick() for _ in range(3)))
    await first
    assert fake.calls.count(("restart", job)) == 1
    assert kinds(await actions_of(db, inc)) == [("restart", "succeeded")]


async def test_lease_expiry_a_late_owners_outcome_is_recorded_not_dropped(
    db: Database, fake: FakeBackend, make_job: MakeJob, make_incident: MakeIncident
) -> None:
    job = await make_job()
    inc = await make_incident(job, **RESTART_ONLY)
    await service.on_incident(db, inc)
    action_id = (await actions_of(db, inc))[0].id
    slow = registry_of(SlowFake(fake, delay=0.5))
    task = asyncio.create_task(OrchestratorRunner(db, backends=slow, owner="late").tick())
    await asyncio.sleep(0.2)
    async with db.session() as s:  # another runner took it over (the lease had run out)
        row = await ActionRepository(s).get(action_id)
        assert row is not None and row.state == "executing"
        row.lease_owner = "successor"
        await s.commit()
    await task
    rows = await actions_of(db, inc)
    assert rows[0].state == "succeeded" and rows[0].result["late"][0]["owner"] == "late"
    async with db.session() as s:
        j = await JobRepository(s).get(job)
        assert j is not None and j.restarts == 1
    assert fake.restarts[job] == 1


@pytest.mark.serial
async def test_lease_expiry_every_backend_call_is_under_one_deadline(
    db: Database, settings: Settings, fake: FakeBackend, make_job: MakeJob, make_incident: MakeIncident
) -> None:
    settings.policy.restart_backoff_s = 30.0
    job = await make_job()
    inc = await make_incident(job, **RESTART_ONLY)
    await service.on_incident(db, inc)
    hung = registry_of(SlowFake(fake, delay=3600))
    started = asyncio.get_running_loop().time()
    await machine.execute_action(
        db, (await actions_of(db, inc))[0].id, from_state="planned", owner="o", backends=hung, timeout_s=0.3
    )
    assert asyncio.get_running_loop().time() - started < 2
    row = (await actions_of(db, inc))[0]
    assert row.state == "planned" and row.attempts == 1 and "within 0.3 s" in (row.last_error or "")
    assert row.not_before > utcnow() + timedelta(seconds=20)  # backoff


async def test_lease_times_come_from_the_database_clock(
    db: Database,
    fake: FakeBackend,
    make_job: MakeJob,
    make_incident: MakeIncident,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    job = await make_job()
    inc = await make_incident(job, **RESTART_ONLY)
    await service.on_incident(db, inc)
    async with db.session() as s:
        real = await db_now(s)
    if db.is_sqlite:  # one host, one file: the host's clock is the database's
        assert abs((real - utcnow()).total_seconds()) < 5
        return
    skewed = real + timedelta(hours=2)
    monkeypatch.setattr("app.store.orchestrate.utcnow", lambda: skewed)
    monkeypatch.setattr("app.orchestrate.machine.utcnow", lambda: skewed)
    claimed = await machine._claim(db, (await actions_of(db, inc))[0].id, "planned", "o", 60.0, {})
    assert claimed
    row = (await actions_of(db, inc))[0]
    assert row.lease_until is not None and abs((row.lease_until - real).total_seconds() - 60) < 30


# --- high: the caps count only executed cordons ----------------------------------------------


async def _three_jobs(make_job: MakeJob, make_incident: MakeIncident) -> list[tuple[str, int]]:
    out = []
    for i, nodes in enumerate((["gpu01", "gpu02"], ["gpu03", "gpu04"], ["gpu05", "gpu06"])):
        job = await make_job(nodes=nodes)
        out.append((job, await make_incident(job, culprit_nodes=[nodes[1]], fingerprint=f"burst-{i}")))
    return out


async def test_caps_a_burst_planned_before_any_cordon_ran_drains_one_node(
    db: Database, settings: Settings, fake: FakeBackend, make_job: MakeJob, make_incident: MakeIncident
) -> None:
    settings.policy.max_drains_per_hour = 1
    settings.policy.max_partition_drain_fraction = 1.0
    burst = await _three_jobs(make_job, make_incident)
    for _, inc in burst:
        await service.on_incident(db, inc)  # all planned before any runner acts
    await asyncio.gather(*(OrchestratorRunner(db).tick() for _ in range(3)))
    assert len(fake.cordoned) == 1
    states = [await incident_state(db, inc) for _, inc in burst]
    assert states.count("awaiting_approval") == 2


async def test_caps_are_rechecked_at_claim_time(
    db: Database, settings: Settings, fake: FakeBackend, make_job: MakeJob, make_incident: MakeIncident
) -> None:
    settings.policy.max_partition_drain_fraction = 1.0
    burst = await _three_jobs(make_job, make_incident)
    for _, inc in burst:  # planned by racing workers: every one saw room under the cap
        await service.on_incident(db, inc)
    assert [(await actions_of(db, inc))[0].state for _, inc in burst] == ["planned"] * 3
    settings.policy.max_drains_per_hour = 1
    await asyncio.gather(*(OrchestratorRunner(db).tick() for _ in range(3)))
    assert len(fake.cordoned) == 1
    waiting = [r for _, inc in burst for r in await actions_of(db, inc) if r.state == "awaiting_approval"]
    assert len(waiting) == 2 and all("needs approval at execution" in r.reason for r in waiting)


async def test_caps_the_partition_cap_counts_the_whole_step(
    db: Database, settings: Settings, fake: FakeBackend, make_job: MakeJob, make_incident: MakeIncident
) -> None:
    settings.policy.max_drains_per_hour = 100
    job = await make_job()
    inc = await make_incident(job, culprit_nodes=["gpu01", "gpu02", "gpu03", "gpu04"])  # 4 of 8, cap 25 %
    await service.on_incident(db, inc)
    await OrchestratorRunner(db).tick()
    rows = await actions_of(db, inc)
    assert rows[0].state == "awaiting_approval" and "4/8" in rows[0].reason
    assert fake.cordoned == set()


async def test_caps_pending_restarts_count_against_the_budget(
    db: Database, settings: Settings, fake: FakeBackend, make_job: MakeJob, make_incident: MakeIncident
) -> None:
    settings.policy.restart_budget = 1
    settings.policy.per_action = {"restart": "approve"}
    job = await make_job()
    first = await make_incident(job, **RESTART_ONLY, fingerprint="p1")
    await service.on_incident(db, first)
    assert kinds(await actions_of(db, first)) == [("restart", "awaiting_approval")]
    second = await make_incident(job, **RESTART_ONLY, fingerprint="p2")
    await service.on_incident(db, second)
    rows = await actions_of(db, second)
    assert kinds(rows) == [("hold", "refused")] and "budget" in rows[0].reason


async def test_caps_an_approval_stays_within_the_fraction_guard_unless_overridden(
    db: Database, settings: Settings, fake: FakeBackend, make_job: MakeJob, make_incident: MakeIncident
) -> None:
    settings.policy.max_drains_per_hour = 1
    job = await make_job()
    inc = await make_incident(job, culprit_nodes=["gpu01", "gpu02", "gpu03", "gpu04"])
    await service.on_incident(db, inc)
    async with db.session() as s:
        with pytest.raises(Conflict, match="partition drain guard"):
            await service.approve(s, inc, actor="alice")
    async with db.session() as s:
        with pytest.raises(Conflict, match="needs a reason"):
            await service.approve(s, inc, actor="alice", override_fraction_guard=True)
    await OrchestratorRunner(db).tick()
    assert fake.cordoned == set()
    async with db.session() as s:
        await service.approve(s, inc, actor="alice", reason="rack swap", override_fraction_guard=True)
    await OrchestratorRunner(db).tick()
    assert fake.cordoned == {"gpu01", "gpu02", "gpu03", "gpu04"}
    cordon = (await actions_of(db, inc))[0]
    assert cordon.result["override"]["by"] == "alice" and cordon.result["override"]["reason"] == "rack swap"
    assert "overridden by alice" in cordon.reason


async def test_caps_an_approval_lifts_the_hourly_cap_but_not_the_fraction_guard_at_claim(
    db: Database, settings: Settings, fake: FakeBackend, make_job: MakeJob, make_incident: MakeIncident
) -> None:
    settings.policy.max_drains_per_hour = 0
    job = await make_job()
    inc = await make_incident(job)
    await service.on_incident(db, inc)
    async with db.session() as s:
        await service.approve(s, inc, actor="alice")  # 1 of 8 nodes: within 25 %
    fake.cordoned.update({"gpu05", "gpu06"})  # meanwhile someone drained two more by hand
    await OrchestratorRunner(db).tick()
    rows = await actions_of(db, inc)
    assert rows[0].state == "awaiting_approval" and "3/8" in rows[0].reason
    assert ("cordon", "gpu02") not in fake.calls


async def test_caps_an_already_drained_node_is_not_cordoned_again(
    db: Database, settings: Settings, fake: FakeBackend, make_job: MakeJob, make_incident: MakeIncident
) -> None:
    settings.policy.max_drains_per_hour = 1
    job = await make_job()
    runner = OrchestratorRunner(db)
    first = await make_incident(job, fingerprint="d1")
    await service.on_incident(db, first)
    await runner.tick()
    second = await make_incident(job, fingerprint="d2")  # gpu02 again, already drained
    await service.on_incident(db, second)
    await runner.tick()
    rows = await actions_of(db, second)
    assert [r.kind for r in rows] == ["hold", "restart"] and "already drained" in rows[0].reason
    assert rows[1].state == "succeeded" and rows[1].result["exclude"] == ["gpu02"]
    assert fake.calls.count(("cordon", "gpu02")) == 1


# --- high: twenty blocked restarts freeze every action -----------------------------------------


async def test_twenty_blocked_restarts_do_not_freeze_other_actions(
    db: Database, settings: Settings, fake: FakeBackend, make_job: MakeJob, make_incident: MakeIncident
) -> None:
    settings.policy.per_action = {"cordon": "approve"}
    settings.policy.max_partition_drain_fraction = 1.0
    settings.policy.max_drains_per_hour = 100
    for i in range(21):  # each a cordon awaiting a human and a restart waiting on it
        job = await make_job(nodes=["gpu01", "gpu02"])
        await service.on_incident(db, await make_incident(job, fingerprint=f"w{i}"))
    other = await make_job()
    inc = await make_incident(other, **RESTART_ONLY, fingerprint="free")
    await service.on_incident(db, inc)
    async with db.session() as s:
        due = await ActionRepository(s).due(await db_now(s))
    assert [r.incident_id for r in due] == [inc]
    await OrchestratorRunner(db).tick()
    assert kinds(await actions_of(db, inc)) == [("restart", "succeeded")]


# --- medium-high: verification starves and nothing expires -----------------------------------


async def _restarted(db: Database, make_job: MakeJob, make_incident: MakeIncident, n: int) -> list[str]:
    jobs = []
    for i in range(n):
        job = await make_job()
        await service.on_incident(db, await make_incident(job, **RESTART_ONLY, fingerprint=f"v{i}"))
        jobs.append(job)
    runner = OrchestratorRunner(db)
    while await runner.tick():
        pass
    return jobs


async def test_verification_is_by_job_and_stale_restarts_do_not_starve_it(
    db: Database, fake: FakeBackend, make_job: MakeJob, make_incident: MakeIncident
) -> None:
    jobs = await _restarted(db, make_job, make_incident, 105)  # 104 never progress
    assert all(fake.restarts.get(j) == 1 for j in jobs)
    async with db.session() as s:
        j = await JobRepository(s).get(jobs[-1])
        assert j is not None
        j.last_step, j.last_progress_at = 9, utcnow() + timedelta(seconds=5)
        await s.commit()
    assert await machine.verify_restarts(db) == 1
    async with db.session() as s:
        rows = await ActionRepository(s).for_job(jobs[-1])
    assert rows[0].state == "verified"


@pytest.mark.serial
async def test_verification_deadline_fails_the_restart_and_needs_a_human_with_an_alert(
    db: Database, settings: Settings, fake: FakeBackend, make_job: MakeJob, make_incident: MakeIncident
) -> None:
    settings.notify.webhook_urls = ["http://127.0.0.1:9/hook"]
    settings.policy.verify_deadline_s = 0.2
    job = await make_job()
    inc = await make_incident(job, **RESTART_ONLY)
    await service.on_incident(db, inc)
    await OrchestratorRunner(db).tick()
    assert await incident_state(db, inc) == "acting"
    await asyncio.sleep(0.3)
    await OrchestratorRunner(db).tick()
    rows = await actions_of(db, inc)
    assert kinds(rows) == [("restart", "failed")] and "no progress" in (rows[0].last_error or "")
    assert await incident_state(db, inc) == "needs_human"
    async with db.session() as s:
        phases = (
            await s.execute(select(NotificationRow.phase).where(NotificationRow.incident_id == inc))
        ).all()
    assert ("needs_human",) in phases


# --- medium-high: a job that already came back is restarted again ----------------------------


async def test_restart_skipped_when_the_job_progressed_since_the_failure(
    db: Database, settings: Settings, fake: FakeBackend, make_job: MakeJob, make_incident: MakeIncident
) -> None:
    settings.policy.per_action = {"restart": "approve"}
    job = await make_job()
    inc = await make_incident(job, **RESTART_ONLY)
    await service.on_incident(db, inc)
    async with db.session() as s:  # the owner resubmitted it while it waited for approval
        j = await JobRepository(s).get(job)
        assert j is not None
        j.last_step, j.last_progress_at = 50, utcnow() + timedelta(seconds=1)
        await s.commit()
        await service.approve(s, inc, actor="alice")
    await OrchestratorRunner(db).tick()
    rows = await actions_of(db, inc)
    assert kinds(rows) == [("restart", "skipped")] and "made progress" in (rows[0].last_error or "")
    assert fake.restarts.get(job, 0) == 0 and await incident_state(db, inc) == "resolved"


async def test_restart_marker_is_the_failure_time(
    db: Database, settings: Settings, fake: FakeBackend, make_job: MakeJob, make_incident: MakeIncident
) -> None:
    settings.policy.per_action = {"restart": "approve"}
    job = await make_job()
    inc = await make_incident(job, **RESTART_ONLY)
    await service.on_incident(db, inc)
    assert (await actions_of(db, inc))[0].result["marker"] == {"restarts": 0}
    fake.restarts[job] = 1  # the scheduler requeued it meanwhile (no progress reported yet)
    async with db.session() as s:
        await service.approve(s, inc, actor="alice")
    await OrchestratorRunner(db).tick()
    rows = await actions_of(db, inc)
    assert rows[0].state == "succeeded" and rows[0].result["already_done"] is True
    assert ("restart", job) not in fake.calls


# --- medium-high: a non-crashcart exception leaves an action executing forever ----------------


async def test_unexpected_executor_exception_is_a_recorded_failure_with_backoff(
    db: Database, settings: Settings, fake: FakeBackend, make_job: MakeJob, make_incident: MakeIncident
) -> None:
    settings.policy.restart_backoff_s = 0.05
    job = await make_job()
    inc = await make_incident(job, **RESTART_ONLY)
    await service.on_incident(db, inc)
    broken = registry_of(SlowFake(fake, raise_=KeyError("bug")))
    for _ in range(4):
        await OrchestratorRunner(db, backends=broken).tick()
        await asyncio.sleep(0.25)
    rows = await actions_of(db, inc)
    assert kinds(rows) == [("restart", "failed")] and rows[0].attempts == 3
    assert "KeyError" in (rows[0].last_error or "")
    assert await incident_state(db, inc) == "needs_human"


# --- medium-high: a cordon-only plan leaves the incident acting forever ----------------------


async def test_cordon_only_plan_leaves_acting_when_its_last_action_ends(
    db: Database, settings: Settings, fake: FakeBackend, make_job: MakeJob, make_incident: MakeIncident
) -> None:
    settings.policy.restart_budget = 0
    job = await make_job()
    inc = await make_incident(job)
    await service.on_incident(db, inc)
    await OrchestratorRunner(db).tick()
    assert kinds(await actions_of(db, inc)) == [("cordon", "succeeded"), ("hold", "refused")]
    assert await incident_state(db, inc) == "needs_human"


async def test_cordon_with_a_shadowed_restart_leaves_acting(
    db: Database, settings: Settings, fake: FakeBackend, make_job: MakeJob, make_incident: MakeIncident
) -> None:
    settings.policy.per_action = {"restart": "shadow"}
    job = await make_job()
    inc = await make_incident(job)
    await service.on_incident(db, inc)
    await OrchestratorRunner(db).tick()
    assert kinds(await actions_of(db, inc)) == [("cordon", "succeeded"), ("restart", "shadowed")]
    assert await incident_state(db, inc) == "needs_human"


# --- medium: needs_human does not stop automation; failed restarts are free -------------------


async def test_needs_human_holds_automation_for_the_job_until_a_human_acts(
    db: Database, settings: Settings, fake: FakeBackend, make_job: MakeJob, make_incident: MakeIncident
) -> None:
    settings.policy.restart_budget = 0
    job = await make_job()
    first = await make_incident(job)
    await service.on_incident(db, first)
    await OrchestratorRunner(db).tick()
    assert await incident_state(db, first) == "needs_human"
    settings.policy.restart_budget = 3
    second = await make_incident(job, culprit_nodes=["gpu03"], fingerprint="again")
    await service.on_incident(db, second)
    await OrchestratorRunner(db).tick()
    rows = await actions_of(db, second)
    assert kinds(rows) == [("cordon", "awaiting_approval"), ("restart", "awaiting_approval")]
    assert f"incident {first} needs a human" in rows[0].reason
    assert ("cordon", "gpu03") not in fake.calls
    # ... and says so in Slack.
    settings.notify.slack_webhook_url = SecretStr("https://hooks.slack.example/T/B/x")
    await enqueue_for_incident(db, second, settings=settings)
    async with db.session() as s:
        snap = (
            await s.execute(select(NotificationRow.snapshot).where(NotificationRow.incident_id == second))
        ).scalar_one()
    message = build_message(
        Notification(delivery_id="d", phase=Phase.approval_needed, incident=IncidentSnapshot(**snap))
    )
    assert f"incident {first} needs a human" in str(message["blocks"])
    async with db.session() as s:
        await service.approve(s, second, actor="alice")
    await OrchestratorRunner(db).tick()
    assert ("cordon", "gpu03") in fake.calls
    assert await incident_state(db, first) == "resolved"  # the human took it in hand


async def test_failed_restart_attempts_count_against_the_budget(
    db: Database, settings: Settings, fake: FakeBackend, make_job: MakeJob, make_incident: MakeIncident
) -> None:
    settings.policy.restart_budget = 1
    job = await make_job()
    inc = await make_incident(job, **RESTART_ONLY)
    await service.on_incident(db, inc)
    fake.fail_next = 10
    for _ in range(3):
        await OrchestratorRunner(db).tick()
    assert kinds(await actions_of(db, inc)) == [("restart", "failed")]
    async with db.session() as s:
        assert await ActionRepository(s).count_restarts(job) == 1


# --- medium: uncordon goes to the default backend ---------------------------------------------


async def test_uncordon_goes_to_the_backend_that_drained_the_node(
    db: Database, settings: Settings, fake: FakeBackend, make_job: MakeJob, make_incident: MakeIncident
) -> None:
    settings.backends = ["local", "slurm"]  # both configured: the job's scheduler decides
    slurm, local = FakeBackend(partition=fake.partition), FakeBackend(partition=fake.partition)
    backends = BackendRegistry(overrides={"slurm": slurm, "local": local})
    job = await make_job(scheduler="slurm")
    inc = await make_incident(job)
    async with db.session() as s:
        await service.plan_incident(s, inc, backends=backends)
    await OrchestratorRunner(db, backends=backends).tick()
    assert slurm.cordoned == {"gpu02"}
    async with db.session() as s:
        node = await NodeRepository(s).get("gpu02")
        assert node is not None and node.backend == "slurm"
        await service.uncordon(s, "gpu02", actor="alice", backends=backends)
    assert slurm.cordoned == set() and ("uncordon", "gpu02") in slurm.calls and local.calls == []


# --- low-medium -------------------------------------------------------------------------------


async def test_a_shadowed_cordon_is_not_counted_as_done(
    db: Database, settings: Settings, fake: FakeBackend, make_job: MakeJob, make_incident: MakeIncident
) -> None:
    settings.policy.per_action = {"cordon": "shadow"}
    job = await make_job()
    inc = await make_incident(job)
    await service.on_incident(db, inc)
    await OrchestratorRunner(db).tick()
    rows = await actions_of(db, inc)
    assert kinds(rows) == [("cordon", "shadowed"), ("restart", "succeeded")]
    assert rows[1].result["exclude"] == []


async def test_concurrent_planning_keeps_one_plan(
    db: Database, fake: FakeBackend, make_job: MakeJob, make_incident: MakeIncident
) -> None:
    job = await make_job()
    inc = await make_incident(job)
    results = await asyncio.gather(*(service.on_incident(db, inc) for _ in range(4)), return_exceptions=True)
    assert not [r for r in results if isinstance(r, BaseException)], results
    assert kinds(await actions_of(db, inc)) == [("cordon", "planned"), ("restart", "planned")]
