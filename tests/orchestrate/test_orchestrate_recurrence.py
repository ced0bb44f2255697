"""A failure that comes back after a restart: on the same node it escalates (cordon), on other
nodes it is not the nodes' fault and the restarts stop (policy.py `_recurred_elsewhere`)."""

from __future__ import annotations

from app.orchestrate import service
from app.orchestrate.base import FakeBackend
from app.orchestrate.policy import GuardFacts, plan
from app.orchestrate.runner import OrchestratorRunner
from app.settings import PolicySettings
from app.store.db import Database
from tests.orchestrate.conftest import MakeIncident, MakeJob, actions_of, incident_state
from tests.orchestrate.test_orchestrate_policy import NODES, incident, kinds

NCCL = {
    "category": "nccl_timeout",
    "blame": "transient",
    "action": "restart_from_checkpoint",
    "fingerprint": "fp-nccl",
    "culprit_nodes": ["gpu02"],
}


# --- the policy alone ----------------------------------------------------------------------------
def test_a_transient_fault_back_on_the_same_node_after_a_restart_cordons_it() -> None:
    soft = incident(category="nccl_timeout", action="restart_from_checkpoint")
    first = plan(PolicySettings(), soft, GuardFacts(job_nodes=NODES))
    assert kinds(first) == [("restart", "auto")] and first.suspect == ("gpu02",)
    # The registry forgot the suspicion (e.g. uncordoned by hand): the recurrence alone escalates.
    again = plan(PolicySettings(), soft, GuardFacts(job_nodes=NODES, earlier_culprits=frozenset({"gpu02"})))
    assert kinds(again) == [("cordon", "auto"), ("restart", "auto")] and again.steps[0].nodes == ("gpu02",)


def test_the_same_failure_back_on_other_nodes_stops_the_restarts() -> None:
    soft = incident(category="nccl_timeout", action="restart_from_checkpoint", culprit_nodes=("gpu03",))
    p = plan(PolicySettings(), soft, GuardFacts(job_nodes=NODES, earlier_culprits=frozenset({"gpu02"})))
    assert kinds(p) == [("hold", "auto")] and p.needs_human
    assert "not a node fault" in p.steps[0].reason and "gpu03" in p.steps[0].reason
    # A hardware signature on the new node still drains it (its own evidence); no restart.
    hard = plan(
        PolicySettings(),
        incident(culprit_nodes=("gpu03",)),
        GuardFacts(job_nodes=NODES, earlier_culprits=frozenset({"gpu02"})),
    )
    assert kinds(hard) == [("cordon", "auto"), ("hold", "auto")] and hard.needs_human
    # Earlier culprits outside what this incident names, and no culprit now: nothing special.
    none_now = incident(category="nccl_timeout", action="restart_from_checkpoint", culprit_nodes=())
    assert kinds(
        plan(PolicySettings(), none_now, GuardFacts(job_nodes=NODES, earlier_culprits=frozenset({"gpu02"})))
    ) == [("restart", "auto")]


def test_a_recurrence_elsewhere_cannot_loosen_the_drain_caps() -> None:
    hard = incident(culprit_nodes=("gpu03",))
    facts = GuardFacts(job_nodes=NODES, earlier_culprits=frozenset({"gpu02"}), drains_last_hour=99)
    p = plan(PolicySettings(max_drains_per_hour=4), hard, facts)
    assert kinds(p) == [("cordon", "approve"), ("hold", "auto")]


# --- through the service and the state machine (fake backend) ---------------------------------
async def test_recurrence_on_another_node_after_a_restart_stops_and_needs_a_human(
    db: Database, fake: FakeBackend, make_job: MakeJob, make_incident: MakeIncident
) -> None:
    job = await make_job()
    runner = OrchestratorRunner(db)
    first = await make_incident(job, **NCCL)
    await service.on_incident(db, first)
    await runner.tick()
    assert fake.calls == [("restart", job)]
    # The same fault again, now pinned on gpu03: not gpu02's fault, not gpu03's either.
    second = await make_incident(job, **{**NCCL, "culprit_nodes": ["gpu03"]})
    await service.on_incident(db, second)
    await runner.tick()
    assert fake.calls == [("restart", job)]  # no second restart, nothing drained
    rows = await actions_of(db, second)
    assert [(r.kind, r.state) for r in rows] == [("hold", "refused")] and "not a node fault" in rows[0].reason
    assert await incident_state(db, second) == "needs_human"


async def test_recurrence_on_the_same_node_after_a_restart_cordons_it(
    db: Database, fake: FakeBackend, make_job: MakeJob, make_incident: MakeIncident
) -> None:
    job = await make_job()
    runner = OrchestratorRunner(db)
    await service.on_incident(db, await make_incident(job, **NCCL))
    await runner.tick()
    async with db.session() as s:  # an operator cleared the suspicion meanwhile
        await service.uncordon(s, "gpu02", actor="ops")
    fake.calls.clear()
    second = await make_incident(job, **NCCL)
    await service.on_incident(db, second)
    await runner.tick()
    assert fake.calls == [("cordon", "gpu02"), ("restart", job)]
