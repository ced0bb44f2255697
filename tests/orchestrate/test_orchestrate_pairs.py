"""Finding the bad node by pairs (app/orchestrate/pairs.py): every node passes its own check but
the job failed, so the operator's pair check (an nccl-tests all-reduce between two nodes) runs over
pairs of the job's nodes; the node in every failing pair is cordoned (same caps), the job restarts
without it, and it returns to service only after passing the same pair check. Fake backend here;
the real Slurm cluster in test_orchestrate_slurm_precheck.py."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from app.orchestrate import pairs, service
from app.orchestrate.base import FakeBackend
from app.orchestrate.runner import OrchestratorRunner
from app.settings import HealthCheckSettings, Settings
from app.store.db import Database
from tests.orchestrate.conftest import MakeIncident, MakeJob, actions_of, incident_state

NO_CULPRIT: dict[str, Any] = {
    "category": "nccl_timeout",
    "action": "restart_from_checkpoint",
    "culprit_nodes": [],
    "fingerprint": "fp-nccl",
}
EIGHT = [f"gpu{i:02d}" for i in range(1, 9)]


def fabric(bad: set[str]) -> Callable[[tuple[str, str]], Any]:
    async def check(pair: tuple[str, str]) -> tuple[bool, str]:
        return (not (set(pair) & bad)), "fake"

    return check


# --- the search alone ------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("nodes", "bad"),
    [
        (EIGHT, {"gpu05"}),
        (EIGHT, {"gpu01"}),
        (EIGHT, {"gpu03", "gpu06"}),
        (EIGHT, {"gpu03", "gpu04"}),  # both bad nodes in one first-round pair
        (EIGHT[:3], {"gpu03"}),  # odd count: the node left over
        (EIGHT[:5], {"gpu02"}),
        (EIGHT, set()),
    ],
)
async def test_the_node_in_every_failing_pair_is_found(nodes: list[str], bad: set[str]) -> None:
    found = await pairs.locate(nodes, fabric(bad))
    assert set(found.bad) == bad and not found.undecided
    assert set(found.good) == set(nodes) - bad
    # ceil(n/2) pairs in the first round, then about two per bad node.
    assert len(found.checks) <= (len(nodes) + 1) // 2 + 2 * len(bad)
    assert all(passed is not bool(set(members) & bad) for members, passed in found.checks)


async def test_a_fabric_fault_or_a_lone_pair_is_not_blamed_on_one_node() -> None:
    everything = await pairs.locate(EIGHT, fabric(set(EIGHT)))
    assert set(everything.failed) == set(EIGHT) and not everything.good
    two = await pairs.locate(["gpu01", "gpu02"], fabric({"gpu02"}))
    assert two.bad == [] and two.undecided == ["gpu01", "gpu02"]  # either could be at fault


SIXTEEN = [f"n{i:02d}" for i in range(16)]


@pytest.mark.parametrize(
    ("nodes", "bad"),
    [
        (SIXTEEN, {"n11"}),
        (SIXTEEN, {"n00"}),
        (SIXTEEN, {"n03", "n12"}),
        (SIXTEEN, {"n04", "n05"}),
        (EIGHT[:3], {"gpu03"}),
        (EIGHT[:5], {"gpu01"}),
        (EIGHT[:2], set()),
    ],
)
async def test_bisection_finds_the_bad_nodes_with_fewer_checks_on_a_large_set(
    nodes: list[str], bad: set[str]
) -> None:
    found = await pairs.bisect(nodes, fabric(bad))
    assert set(found.bad) == bad and not found.undecided and set(found.good) == set(nodes) - bad
    assert all(passed is not bool(set(members) & bad) for members, passed in found.checks)
    if len(nodes) == 16 and len(bad) == 1:
        # The whole set, then two checks per level: 1 + 2 * log2(16) = 9, against 8 + 2 by pairs.
        assert len(found.checks) <= 9
        assert len(found.checks) < len((await pairs.locate(nodes, fabric(bad))).checks)


async def test_bisection_passing_set_and_a_fault_between_the_halves() -> None:
    clean = await pairs.bisect(EIGHT, fabric(set()))
    assert len(clean.checks) == 1 and set(clean.good) == set(EIGHT)  # the job failed for another reason

    async def between(members: tuple[str, ...]) -> tuple[bool, str]:
        # gpu02 and gpu07 cannot talk to each other; each is fine with everyone else.
        return not {"gpu02", "gpu07"} <= set(members), "fake"

    found = await pairs.bisect(EIGHT, between)
    # No single node is at fault: nothing proved bad (either could be; a person decides).
    assert not found.bad


# --- through the planner and the runner ------------------------------------------------------------
async def _checked(
    settings: Settings,
    db: Database,
    make_job: MakeJob,
    make_incident: MakeIncident,
    *,
    per_node: bool = True,
) -> tuple[str, int]:
    settings.policy.health_check = HealthCheckSettings(
        command=["check-node"] if per_node else [], pair_command=["all_reduce_perf", "-w", "{nodes}"]
    )
    job = await make_job(nodes=EIGHT[:4])
    inc = await make_incident(job, **NO_CULPRIT)
    await service.on_incident(db, inc)
    await OrchestratorRunner(db).tick()
    return job, inc


async def test_a_bad_link_is_found_by_pairs_cordoned_and_the_job_restarts_without_it(
    settings: Settings, db: Database, fake: FakeBackend, make_job: MakeJob, make_incident: MakeIncident
) -> None:
    fake.bad_links.add("gpu03")  # passes its own check, fails every all-reduce it is in
    job, inc = await _checked(settings, db, make_job, make_incident)
    rows = await actions_of(db, inc)
    assert [(r.kind, r.state) for r in rows] == [
        ("check", "succeeded"),
        ("cordon", "succeeded"),
        ("restart", "succeeded"),
    ]
    assert rows[0].result["failed"] == ["gpu03"] and "gpu03,gpu04: FAILED" in rows[0].result["output"]
    assert rows[2].result["exclude"] == ["gpu03"]
    calls = [c for c in fake.calls if c[0] != "check_pair"]
    assert calls == [("check_nodes", "gpu01,gpu02,gpu03,gpu04"), ("cordon", "gpu03"), ("restart", job)]
    assert ("check_pair", "gpu01,gpu02") in fake.calls and ("check_pair", "gpu03,gpu04") in fake.calls


async def test_pairs_alone_all_passing_restart_and_no_pair_check_after_a_node_failed_its_own(
    settings: Settings, db: Database, fake: FakeBackend, make_job: MakeJob, make_incident: MakeIncident
) -> None:
    _, inc = await _checked(settings, db, make_job, make_incident, per_node=False)
    assert [(r.kind, r.state) for r in await actions_of(db, inc)] == [
        ("check", "succeeded"),
        ("restart", "succeeded"),
    ]
    assert "check_nodes" not in [c[0] for c in fake.calls]  # only the pair check is configured
    assert [c for c in fake.calls if c[0] == "check_pair"] == [
        ("check_pair", "gpu01,gpu02"),
        ("check_pair", "gpu03,gpu04"),
    ]
    fake.calls.clear()
    fake.unhealthy.add("gpu02")
    _, other = await _checked(settings, db, make_job, make_incident)
    assert "check_pair" not in [c[0] for c in fake.calls]  # the per-node check found it
    assert (await actions_of(db, other))[0].result["failed"] == ["gpu02"]


async def test_bisection_mode_through_the_runner(
    settings: Settings, db: Database, fake: FakeBackend, make_job: MakeJob, make_incident: MakeIncident
) -> None:
    settings.policy.health_check = HealthCheckSettings(
        command=["check-node"], pair_command=["all_reduce_perf", "{nodes}"], pair_search="bisect"
    )
    fake.bad_links.add("gpu04")
    job = await make_job(nodes=EIGHT[:4])
    inc = await make_incident(job, **NO_CULPRIT)
    await service.on_incident(db, inc)
    await OrchestratorRunner(db).tick()
    rows = await actions_of(db, inc)
    assert [(r.kind, r.state) for r in rows] == [
        ("check", "succeeded"),
        ("cordon", "succeeded"),
        ("restart", "succeeded"),
    ]
    assert rows[0].result["failed"] == ["gpu04"]
    groups = [c[1] for c in fake.calls if c[0] == "check_pair"]
    assert groups[0] == "gpu01,gpu02,gpu03,gpu04"  # the whole set first, then halves


async def test_a_cordon_found_by_pairs_stays_under_the_drain_caps(
    settings: Settings, db: Database, fake: FakeBackend, make_job: MakeJob, make_incident: MakeIncident
) -> None:
    settings.policy.max_drains_per_hour = 0
    fake.bad_links.add("gpu04")
    _, inc = await _checked(settings, db, make_job, make_incident)
    rows = await actions_of(db, inc)
    assert [(r.kind, r.state) for r in rows] == [
        ("check", "succeeded"),
        ("cordon", "awaiting_approval"),
        ("restart", "planned"),
    ]
    assert rows[1].nodes == ["gpu04"] and "the cap is 0" in rows[1].reason
    assert await incident_state(db, inc) == "awaiting_approval"
    assert "cordon" not in [c[0] for c in fake.calls]


async def test_a_node_drained_by_pairs_returns_only_after_passing_the_pair_check(
    settings: Settings, db: Database, fake: FakeBackend, make_job: MakeJob, make_incident: MakeIncident
) -> None:
    fake.bad_links.add("gpu03")
    await _checked(settings, db, make_job, make_incident)
    assert "gpu03" in fake.cordoned
    async with db.session() as s:
        node = await service.release(s, "gpu03", actor="ops")
    # Its own check passes; the all-reduce with a healthy node of its partition does not.
    assert node.state == "cordoned" and "health check failed" in node.history[-1]["reason"]
    assert ("check", "gpu03") in fake.calls and ("check_pair", "gpu03,gpu01") in fake.calls
    assert "gpu03" in fake.cordoned  # drained again after its own check resumed it
    fake.bad_links.clear()  # repaired
    async with db.session() as s:
        node = await service.release(s, "gpu03", actor="ops")
    assert node.state == "ok" and "gpu03" not in fake.cordoned
