"""A verdict that changes after its incident left ``open`` reaches the planner (issue 14).

The pipeline's side of re-planning: ``upsert_incident`` (app/incidents/service.py) applies a
sure changed verdict to an incident being acted on (``acting``, ``awaiting_approval``) and the
orchestrator plans it again under every guard; a closed incident is never reopened, the changed
verdict opens an incident of its own. SQLite and PostgreSQL, fake backend.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from app.incidents.schemas import Culprit, Verdict
from app.incidents.service import upsert_incident
from app.orchestrate import service
from app.orchestrate.base import FakeBackend
from app.orchestrate.runner import OrchestratorRunner
from app.settings import Settings
from app.store.db import Database
from app.store.incidents import IncidentRepository, IncidentRow
from app.store.jobs import JobRow
from app.vocabulary import Action, Blame, Category, Layer, Source
from tests.orchestrate.conftest import MakeJob, actions_of, incident_state, store_database

ECC = "RuntimeError: CUDA error: uncorrectable ECC error encountered"
NCCL = "Watchdog caught collective operation timeout: WorkNCCL(SeqNum=7, OpType=ALLREDUCE)"


@pytest.fixture(params=["sqlite", "postgres"])
async def db(request: pytest.FixtureRequest, tmp_path: Path, settings: Settings) -> AsyncIterator[Database]:
    async with store_database(request.param, tmp_path) as database:
        yield database


def nccl(*nodes: str, **changes: Any) -> Verdict:
    """An NCCL timeout: restart from the checkpoint (suspecting the node it names, if any)."""
    values: dict[str, Any] = {
        "category": Category.nccl_timeout,
        "layer": Layer.framework,
        "blame": Blame.transient,
        "action": Action.restart_from_checkpoint,
        "culprit": Culprit(nodes=list(nodes)),
        "root_cause_line": NCCL,
        "evidence": [NCCL],
        "confidence": 0.9,
        "source": Source.rule,
        "rule_ids": ["nccl.watchdog_timeout"],
        "fingerprint": "fp-nccl",
        "explanation": "NCCL timeout",
        **changes,
    }
    return Verdict(**values)


def ecc(*nodes: str, **changes: Any) -> Verdict:
    """The root-cause line arrives: an uncorrectable ECC error on a node, cordon and restart."""
    values: dict[str, Any] = {
        "category": Category.ecc_error,
        "layer": Layer.infrastructure,
        "blame": Blame.node_hardware,
        "action": Action.cordon_and_restart,
        "root_cause_line": ECC,
        "evidence": [ECC],
        "rule_ids": ["cuda.ecc_uncorrectable"],
        "fingerprint": "fp-ecc",
        **changes,
    }
    return nccl(*nodes, **values)


async def upsert(db: Database, job_id: str, verdict: Verdict) -> tuple[int, bool]:
    """What the pipeline does with a batch whose run verdict is ``verdict``: upsert, commit, plan."""
    async with db.session() as s:
        job = await s.get(JobRow, job_id)
        assert job is not None
        incident_id, changed = await upsert_incident(s, job, verdict)
        await s.commit()
    if changed:
        await service.on_incident(db, incident_id)
    return incident_id, changed


async def incidents(db: Database, job_id: str) -> list[IncidentRow]:
    async with db.session() as s:
        return await IncidentRepository(s).for_job(job_id)


def live(rows: list[Any]) -> list[tuple[str, str, list[Any]]]:
    return [(r.kind, r.state, list(r.nodes)) for r in rows if "superseded_by" not in (r.result or {})]


async def test_a_root_cause_line_sharpens_an_acting_incident_into_one_cordon_and_one_restart(
    db: Database, fake: FakeBackend, make_job: MakeJob
) -> None:
    job = await make_job()
    first, _ = await upsert(db, job, nccl())
    assert await incident_state(db, first) == "acting"  # its restart planned, not yet run
    # The ECC line names gpu02: the same incident, re-planned (not a second incident whose
    # restart would run beside the first one's).
    assert await upsert(db, job, ecc("gpu02")) == (first, True)
    assert [r.id for r in await incidents(db, job)] == [first]
    rows = await actions_of(db, first)
    assert [(r.kind, r.state) for r in rows if "superseded_by" in (r.result or {})] == [
        ("restart", "cancelled")
    ]
    assert live(rows) == [("cordon", "planned", ["gpu02"]), ("restart", "planned", [])]
    await OrchestratorRunner(db).tick()
    assert fake.calls == [("cordon", "gpu02"), ("restart", job)]
    inc = (await incidents(db, job))[0]
    assert inc.category == "ecc_error" and inc.diagnosis is not None
    assert [v["category"] for v in inc.diagnosis["previous_verdicts"]] == ["nccl_timeout"]


async def test_the_new_plan_is_held_by_approval_mode(
    settings: Settings, db: Database, fake: FakeBackend, make_job: MakeJob
) -> None:
    settings.policy.per_action = {"cordon": "approve"}
    job = await make_job()
    first, _ = await upsert(db, job, nccl())
    await upsert(db, job, ecc("gpu02"))
    assert live(await actions_of(db, first)) == [
        ("cordon", "awaiting_approval", ["gpu02"]),
        ("restart", "planned", []),
    ]
    assert await incident_state(db, first) == "awaiting_approval"
    await OrchestratorRunner(db).tick()
    assert fake.calls == []


async def test_the_new_plan_is_held_by_the_hourly_drain_cap(
    settings: Settings, db: Database, fake: FakeBackend, make_job: MakeJob
) -> None:
    settings.policy.max_drains_per_hour = 1
    other = await make_job()
    await upsert(db, other, ecc("gpu01"))
    await OrchestratorRunner(db).tick()
    assert fake.calls == [("cordon", "gpu01"), ("restart", other)]  # the hour's one drain
    job = await make_job()
    first, _ = await upsert(db, job, nccl())
    await upsert(db, job, ecc("gpu03"))
    cordon = next(r for r in await actions_of(db, first) if r.kind == "cordon")
    assert cordon.state == "awaiting_approval" and "the cap is 1" in cordon.reason
    await OrchestratorRunner(db).tick()
    assert ("cordon", "gpu03") not in fake.calls


async def test_the_partition_cap_and_the_restart_budget_hold_on_the_new_plan(
    settings: Settings, db: Database, fake: FakeBackend, make_job: MakeJob
) -> None:
    settings.policy.max_partition_drain_fraction = 0.1  # under one node of eight
    job = await make_job()
    first, _ = await upsert(db, job, nccl("gpu02"))
    await upsert(db, job, ecc("gpu02"))
    cordon = next(r for r in await actions_of(db, first) if r.kind == "cordon")
    assert cordon.state == "awaiting_approval" and "partition" in cordon.reason
    # The restart budget spent (0 here): the changed verdict's restart is refused.
    settings.policy.max_partition_drain_fraction = 1.0
    other = await make_job()
    inc, _ = await upsert(db, other, nccl())
    settings.policy.restart_budget = 0
    await upsert(db, other, nccl(category=Category.network_error, fingerprint="fp-net"))
    rows = await actions_of(db, inc)
    assert any("restart budget exhausted" in r.reason for r in rows)
    await OrchestratorRunner(db).tick()
    assert ("restart", other) not in fake.calls


async def test_a_stranger_an_echo_or_an_unsure_verdict_changes_nothing(
    db: Database, fake: FakeBackend, make_job: MakeJob
) -> None:
    job = await make_job()
    first, _ = await upsert(db, job, ecc("gpu02"))
    assert await incident_state(db, first) == "acting"
    before = [(r.id, r.state) for r in await actions_of(db, first)]
    for verdict in (
        ecc("gpu99"),  # a node outside the job
        ecc("gpu02"),  # the same verdict again
        nccl(),  # a verdict that no longer names gpu02
        ecc("gpu02", ambiguous=True, action=Action.needs_human),
        ecc("gpu02", category=Category.gpu_xid, confidence=0.2),  # below the policy's confidence
    ):
        assert await upsert(db, job, verdict) == (first, False), verdict
    assert [(r.id, r.state) for r in await actions_of(db, first)] == before
    assert len(await incidents(db, job)) == 1
    # A sure change of what the plan reads (here the category) is taken in and planned again.
    assert await upsert(db, job, ecc("gpu02", category=Category.gpu_xid)) == (first, True)
    assert len(await actions_of(db, first)) > len(before)


@pytest.mark.parametrize("closed", ["resolved", "rejected", "needs_human"])
async def test_a_closed_incident_is_not_reopened_its_changed_verdict_is_an_incident_of_its_own(
    settings: Settings, db: Database, fake: FakeBackend, make_job: MakeJob, closed: str
) -> None:
    job = await make_job()
    first, _ = await upsert(db, job, nccl("gpu02"))
    async with db.session() as s:
        row = await IncidentRepository(s).get(first)
        assert row is not None
        row.state = closed
        await s.commit()
    assert await upsert(db, job, nccl("gpu02")) == (first, False)  # its own failure: nothing
    second, created = await upsert(db, job, ecc("gpu02"))
    assert created and second != first
    rows = await incidents(db, job)
    assert (rows[0].id, rows[0].state) == (first, closed)
    assert (rows[1].part, rows[1].culprit_nodes, rows[1].category) == (1, ["gpu02"], "ecc_error")
    assert rows[1].diagnosis is not None and rows[1].diagnosis["after_incident"] == first
    kinds = [r.kind for r in await actions_of(db, second)]
    if closed == "needs_human":  # the job's automation stays held for the person
        assert await incident_state(db, second) in ("awaiting_approval", "needs_human")
    else:
        assert kinds[:2] == ["cordon", "restart"]


async def close(db: Database, incident_id: int, state: str = "resolved") -> None:
    async with db.session() as s:
        row = await IncidentRepository(s).get(incident_id)
        assert row is not None
        row.state = state
        await s.commit()


async def test_a_verdict_flipping_after_close_opens_at_most_the_runs_limit_of_parts(
    settings: Settings, db: Database, fake: FakeBackend, make_job: MakeJob
) -> None:
    assert settings.policy.max_changed_verdict_parts == 2  # the default
    job = await make_job()
    first, _ = await upsert(db, job, nccl("gpu02"))
    await close(db, first)
    parts = [first]
    for verdict in (ecc("gpu02"), nccl("gpu02")):  # two flips: two parts, each planned afresh
        part, created = await upsert(db, job, verdict)
        assert created and part not in parts
        assert [r.kind for r in await actions_of(db, part)], verdict
        await close(db, part)  # (not run: a restart by crashcart would start the job's next run)
        parts.append(part)
    planned = [(a.id, a.state) for p in parts for a in await actions_of(db, p)]
    # The third flip: recorded on the last part for a person, no new part, nothing planned.
    assert await upsert(db, job, ecc("gpu02")) == (parts[-1], True)
    assert await upsert(db, job, ecc("gpu02")) == (parts[-1], False)  # the same change once
    rows = await incidents(db, job)
    assert [r.id for r in rows] == parts and [r.part for r in rows] == [0, 1, 2]
    last = rows[-1]
    assert last.category == "nccl_timeout" and last.state == "resolved"  # its verdict kept
    assert last.diagnosis is not None
    assert [(c["category"], c["culprit_nodes"]) for c in last.diagnosis["held_verdict_changes"]] == [
        ("ecc_error", ["gpu02"])
    ]
    assert [(a.id, a.state) for p in parts for a in await actions_of(db, p)] == planned
    # A flip back is a change again: recorded beside the first.
    assert await upsert(db, job, nccl("gpu02", category=Category.network_error)) == (parts[-1], True)
    held = (await incidents(db, job))[-1].diagnosis["held_verdict_changes"]  # type: ignore[index]
    assert [c["category"] for c in held] == ["ecc_error", "network_error"]


async def test_with_a_limit_of_zero_a_closed_incidents_changed_verdict_opens_nothing(
    settings: Settings, db: Database, fake: FakeBackend, make_job: MakeJob
) -> None:
    settings.policy.max_changed_verdict_parts = 0
    job = await make_job()
    first, _ = await upsert(db, job, nccl("gpu02"))
    await close(db, first, "rejected")
    assert await upsert(db, job, ecc("gpu02")) == (first, True)
    rows = await incidents(db, job)
    assert [r.id for r in rows] == [first] and rows[0].category == "nccl_timeout"
    assert rows[0].diagnosis is not None and len(rows[0].diagnosis["held_verdict_changes"]) == 1
    # A failure on other nodes is not a changed verdict: it still opens the run's next part.
    second, created = await upsert(db, job, ecc("gpu03"))
    assert created and second != first
