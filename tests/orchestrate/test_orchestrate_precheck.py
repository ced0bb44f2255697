"""No culprit for a failure a node may be behind (an NCCL timeout with no bad link): the job's nodes
are health-checked through the scheduler before the restart. The node that fails is cordoned
(under the drain caps), the job restarts without it; all passing, it restarts; a check that cannot
run needs a human. Fake backend here; the real Slurm cluster in test_orchestrate_slurm_precheck."""

from __future__ import annotations

from typing import Any

from app.orchestrate import service
from app.orchestrate.base import FakeBackend
from app.orchestrate.runner import OrchestratorRunner
from app.settings import HealthCheckSettings, Settings
from app.store.db import Database
from app.store.incidents import IncidentRepository
from app.store.orchestrate import ActionRow
from tests.orchestrate.conftest import MakeIncident, MakeJob, actions_of, incident_state

NO_CULPRIT: dict[str, Any] = {
    "category": "nccl_timeout",
    "action": "restart_from_checkpoint",
    "culprit_nodes": [],
    "fingerprint": "fp-nccl",
}
NODES = ["gpu01", "gpu02", "gpu03", "gpu04"]


def steps(rows: list[ActionRow]) -> list[tuple[str, str]]:
    return [(r.kind, r.state) for r in rows]


async def _checked(
    settings: Settings, db: Database, fake: FakeBackend, make_job: MakeJob, make_incident: MakeIncident
) -> tuple[str, int]:
    settings.policy.health_check = HealthCheckSettings(command=["check-node"], timeout_s=30)
    job = await make_job(nodes=NODES)
    inc = await make_incident(job, **NO_CULPRIT)
    await service.on_incident(db, inc)
    rows = await actions_of(db, inc)
    assert steps(rows) == [("check", "planned")] and rows[0].nodes == NODES
    await OrchestratorRunner(db).tick()
    return job, inc


async def test_the_node_that_fails_the_check_is_cordoned_and_the_job_restarts_without_it(
    settings: Settings, db: Database, fake: FakeBackend, make_job: MakeJob, make_incident: MakeIncident
) -> None:
    fake.unhealthy.add("gpu03")
    job, inc = await _checked(settings, db, fake, make_job, make_incident)
    rows = await actions_of(db, inc)
    assert steps(rows) == [("check", "succeeded"), ("cordon", "succeeded"), ("restart", "succeeded")]
    assert rows[0].result["failed"] == ["gpu03"] and rows[1].nodes == ["gpu03"]
    assert "failed the health check" in rows[1].reason
    assert fake.calls == [("check_nodes", ",".join(NODES)), ("cordon", "gpu03"), ("restart", job)]
    assert rows[2].result["exclude"] == ["gpu03"]
    assert await incident_state(db, inc) == "acting"  # until the job makes progress
    assert await service.on_incident(db, inc) == [r.id for r in rows]  # nothing planned twice


async def test_all_nodes_passing_the_check_restart_the_job_on_them(
    settings: Settings, db: Database, fake: FakeBackend, make_job: MakeJob, make_incident: MakeIncident
) -> None:
    job, inc = await _checked(settings, db, fake, make_job, make_incident)
    rows = await actions_of(db, inc)
    assert steps(rows) == [("check", "succeeded"), ("restart", "succeeded")]
    assert "all 4 nodes passed the health check" in rows[1].reason
    assert fake.calls == [("check_nodes", ",".join(NODES)), ("restart", job)] and not fake.cordoned


async def test_a_check_that_cannot_run_needs_a_human_and_nothing_restarts(
    settings: Settings, db: Database, fake: FakeBackend, make_job: MakeJob, make_incident: MakeIncident
) -> None:
    fake.fail_next = 1  # the scheduler refuses the check job
    _, inc = await _checked(settings, db, fake, make_job, make_incident)
    rows = await actions_of(db, inc)
    assert steps(rows) == [("check", "failed"), ("hold", "refused")]
    assert "could not run" in rows[1].reason and "injected" in rows[1].reason
    assert await incident_state(db, inc) == "needs_human"
    assert not [c for c in fake.calls if c[0] in ("restart", "cordon")]


async def test_every_node_failing_drains_none(
    settings: Settings, db: Database, fake: FakeBackend, make_job: MakeJob, make_incident: MakeIncident
) -> None:
    fake.unhealthy.update(NODES)
    _, inc = await _checked(settings, db, fake, make_job, make_incident)
    rows = await actions_of(db, inc)
    assert steps(rows) == [("check", "succeeded"), ("hold", "refused")]
    assert "not one node; nothing drained" in rows[1].reason
    assert await incident_state(db, inc) == "needs_human" and not fake.cordoned


async def test_a_cordon_from_the_check_stays_under_the_drain_caps(
    settings: Settings, db: Database, fake: FakeBackend, make_job: MakeJob, make_incident: MakeIncident
) -> None:
    settings.policy.max_drains_per_hour = 0
    fake.unhealthy.add("gpu02")
    _, inc = await _checked(settings, db, fake, make_job, make_incident)
    rows = await actions_of(db, inc)
    assert steps(rows) == [("check", "succeeded"), ("cordon", "awaiting_approval"), ("restart", "planned")]
    assert "the cap is 0" in rows[1].reason
    assert await incident_state(db, inc) == "awaiting_approval"
    assert not [c for c in fake.calls if c[0] in ("restart", "cordon")]


async def test_no_check_without_a_configured_command_nor_for_a_named_culprit(
    settings: Settings, db: Database, fake: FakeBackend, make_job: MakeJob, make_incident: MakeIncident
) -> None:
    job = await make_job(nodes=NODES)
    inc = await make_incident(job, **NO_CULPRIT)
    await service.on_incident(db, inc)
    assert steps(await actions_of(db, inc)) == [("restart", "planned")]
    settings.policy.health_check = HealthCheckSettings(command=["check-node"])
    named = await make_incident(job, **{**NO_CULPRIT, "fingerprint": "fp-2", "culprit_nodes": ["gpu02"]})
    await service.on_incident(db, named)
    assert [k for k, _ in steps(await actions_of(db, named))] == ["restart"]  # gpu02 suspect first
    user = await make_incident(
        job, category="cuda_oom", action="restart_from_checkpoint", culprit_nodes=[], fingerprint="fp-3"
    )
    await service.on_incident(db, user)
    assert [k for k, _ in steps(await actions_of(db, user))] == ["restart"]  # not a node's doing


async def test_a_shadowed_restart_runs_no_check_and_an_approved_one_checks_first(
    settings: Settings, db: Database, fake: FakeBackend, make_job: MakeJob, make_incident: MakeIncident
) -> None:
    settings.policy.health_check = HealthCheckSettings(command=["check-node"])
    settings.policy.per_action = {"restart": "shadow"}
    job = await make_job(nodes=NODES)
    inc = await make_incident(job, **NO_CULPRIT)
    await service.on_incident(db, inc)
    assert steps(await actions_of(db, inc)) == [("restart", "shadowed")]
    settings.policy.per_action = {"restart": "approve"}
    other = await make_incident(job, **{**NO_CULPRIT, "fingerprint": "fp-2"})
    await service.on_incident(db, other)
    await OrchestratorRunner(db).tick()
    assert steps(await actions_of(db, other)) == [("check", "succeeded"), ("restart", "awaiting_approval")]
    assert fake.calls == [("check_nodes", ",".join(NODES))]


async def test_a_verdict_that_names_a_node_while_the_check_runs_waits_for_it_then_acts_once(
    settings: Settings, db: Database, fake: FakeBackend, make_job: MakeJob, make_incident: MakeIncident
) -> None:
    settings.policy.health_check = HealthCheckSettings(command=["check-node"])
    job = await make_job(nodes=NODES)
    inc = await make_incident(job, **NO_CULPRIT)
    await service.on_incident(db, inc)
    check = (await actions_of(db, inc))[0]
    async with db.session() as s:  # the check is under way when the Xid line arrives
        row = await s.get(ActionRow, check.id)
        assert row is not None
        row.started_at = row.created_at
        await s.commit()
    async with db.session() as s:
        incident = await IncidentRepository(s).get(inc)
        assert incident is not None
        incident.category, incident.action, incident.culprit_nodes = (
            "gpu_xid",
            "cordon_and_restart",
            ["gpu04"],
        )
        await s.commit()
    await service.on_incident(db, inc)
    rows = await actions_of(db, inc)
    assert steps(rows) == [("check", "planned"), ("cordon", "planned"), ("restart", "planned")]
    assert rows[1].depends_on == check.id  # the node is drained once the check is done
    await OrchestratorRunner(db).tick()
    assert fake.calls == [("check_nodes", ",".join(NODES)), ("cordon", "gpu04"), ("restart", job)]
    assert await service.on_incident(db, inc) == [r.id for r in rows]  # its outcome plans nothing new


HUNG: dict[str, Any] = {**NO_CULPRIT, "category": "hang", "fingerprint": "fp-hang"}


async def test_a_hung_job_is_checked_inside_its_allocation_where_the_backend_can(
    settings: Settings, db: Database, fake: FakeBackend, make_job: MakeJob, make_incident: MakeIncident
) -> None:
    settings.policy.health_check = HealthCheckSettings(command=["check-node"], timeout_s=30)
    fake.checks_in_allocation = True
    fake.unhealthy.add("gpu02")
    job = await make_job(nodes=NODES)
    inc = await make_incident(job, **HUNG)
    await service.on_incident(db, inc)
    await OrchestratorRunner(db).tick()
    rows = await actions_of(db, inc)
    assert steps(rows) == [("check", "succeeded"), ("cordon", "succeeded"), ("restart", "succeeded")]
    assert fake.calls == [
        ("check_in_job", job),
        ("check_nodes", ",".join(NODES)),
        ("cordon", "gpu02"),
        ("restart", job),
    ]
    # A backend that cannot check inside a job: a hang restarts as before, unchecked.
    fake.checks_in_allocation = False
    fake.calls.clear()
    other = await make_job(nodes=NODES)
    inc2 = await make_incident(other, **{**HUNG, "fingerprint": "fp-hang-2"})
    await service.on_incident(db, inc2)
    await OrchestratorRunner(db).tick()
    assert steps(await actions_of(db, inc2)) == [("restart", "succeeded")]
    assert fake.calls == [("restart", other)]
