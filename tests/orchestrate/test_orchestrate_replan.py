"""A verdict that changes after its actions were planned is planned again: the plan is a function
of the verdict (service.verdict_key). Pending steps of a superseded verdict are cancelled, started
ones are never undone or repeated, and every guard holds on the new path. SQLite and PostgreSQL."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from app.orchestrate import service
from app.orchestrate.base import FakeBackend
from app.orchestrate.runner import OrchestratorRunner
from app.settings import Settings
from app.store.base import utcnow
from app.store.db import Database
from app.store.incidents import IncidentRepository
from app.store.orchestrate import ActionRepository, ActionRow
from tests.orchestrate.conftest import MakeIncident, MakeJob, actions_of, incident_state, store_database


@pytest.fixture(params=["sqlite", "postgres"])
async def db(request: pytest.FixtureRequest, tmp_path: Path, settings: Settings) -> AsyncIterator[Database]:
    async with store_database(request.param, tmp_path) as database:
        yield database


UNSURE: dict[str, Any] = {
    "category": "nccl_timeout",
    "action": "needs_human",
    "ambiguous": True,
    "culprit_nodes": [],
    "fingerprint": "fp-nccl",
}


def live(rows: list[ActionRow]) -> list[tuple[str, str, list[Any]]]:
    """The steps that are not superseded: (kind, state, nodes)."""
    return [(r.kind, r.state, list(r.nodes)) for r in rows if "superseded_by" not in (r.result or {})]


async def sharpen(db: Database, incident_id: int, **fields: Any) -> list[int]:
    """A later line (or the LLM) changes the verdict; the pipeline plans the incident again."""
    async with db.session() as s:
        row = await IncidentRepository(s).get(incident_id)
        assert row is not None
        for key, value in {"ambiguous": False, "confidence": 0.95, **fields}.items():
            setattr(row, key, value)
        await s.commit()
    return await service.on_incident(db, incident_id)


async def test_a_needs_human_verdict_that_sharpens_to_a_cordon_is_acted_on_once(
    db: Database, fake: FakeBackend, make_job: MakeJob, make_incident: MakeIncident
) -> None:
    job = await make_job()
    inc = await make_incident(job, **UNSURE)
    await service.on_incident(db, inc)
    assert live(await actions_of(db, inc)) == [("hold", "skipped", [])]
    assert await incident_state(db, inc) == "open"
    # The Xid line arrives: cordon gpu03, restart.
    await sharpen(db, inc, category="gpu_xid", action="cordon_and_restart", culprit_nodes=["gpu03"])
    assert live(await actions_of(db, inc))[1:] == [
        ("cordon", "planned", ["gpu03"]),
        ("restart", "planned", []),
    ]
    assert await incident_state(db, inc) == "acting"
    before = [r.id for r in await actions_of(db, inc)]
    assert await service.on_incident(db, inc) == before  # the same verdict again: nothing new
    await OrchestratorRunner(db).tick()
    assert fake.calls == [("cordon", "gpu03"), ("restart", job)]


async def test_a_changed_culprit_cancels_the_pending_steps_and_plans_afresh_under_approval(
    settings: Settings, db: Database, fake: FakeBackend, make_job: MakeJob, make_incident: MakeIncident
) -> None:
    settings.policy.per_action = {"cordon": "approve"}
    job = await make_job()
    inc = await make_incident(job)  # ECC on gpu02
    await service.on_incident(db, inc)
    assert await incident_state(db, inc) == "awaiting_approval"
    await sharpen(db, inc, culprit_nodes=["gpu04"])
    rows = await actions_of(db, inc)
    old = [r for r in rows if "superseded_by" in (r.result or {})]
    assert [(r.kind, r.state) for r in old] == [("cordon", "cancelled"), ("restart", "cancelled")]
    assert all("superseded" in (r.last_error or "") for r in old)
    # The approval guard holds on the new plan: a human must approve gpu04 too.
    assert live(rows) == [("cordon", "awaiting_approval", ["gpu04"]), ("restart", "planned", [])]
    assert await incident_state(db, inc) == "awaiting_approval"
    async with db.session() as s:
        await service.approve(s, inc, actor="ops")
    await OrchestratorRunner(db).tick()
    assert fake.calls == [("cordon", "gpu04"), ("restart", job)]
    assert "gpu02" not in fake.cordoned


async def test_a_started_step_is_never_undone_nor_repeated(
    db: Database, fake: FakeBackend, make_job: MakeJob, make_incident: MakeIncident
) -> None:
    job = await make_job()
    inc = await make_incident(job)
    await service.on_incident(db, inc)
    await OrchestratorRunner(db).tick()  # gpu02 drained, the job restarted
    await sharpen(db, inc, culprit_nodes=["gpu02", "gpu03"])
    await OrchestratorRunner(db).tick()
    # gpu03 is drained now too; gpu02 is not drained again, the job not restarted again.
    assert fake.calls == [("cordon", "gpu02"), ("restart", job), ("cordon", "gpu03")]
    rows = [r for r in await actions_of(db, inc) if "superseded_by" not in r.result]
    assert [r.kind for r in rows if r.kind != "hold"] == ["cordon", "restart", "cordon"]
    assert any("not restarted again" in r.reason for r in rows if r.kind == "hold")


async def test_a_step_claimed_while_the_verdict_changes_keeps_running_and_goes_first(
    db: Database, fake: FakeBackend, make_job: MakeJob, make_incident: MakeIncident
) -> None:
    job = await make_job()
    inc = await make_incident(job)
    await service.on_incident(db, inc)
    cordon = (await actions_of(db, inc))[0]
    async with db.session() as s:  # a runner claims the cordon before the new verdict is planned
        assert await ActionRepository(s).claim(
            cordon.id, from_state="planned", owner="other", lease_until=utcnow(), now=utcnow()
        )
        row = await ActionRepository(s).get(cordon.id)
        assert row is not None
        row.started_at = utcnow()
        await s.commit()
    await sharpen(db, inc, culprit_nodes=["gpu04"])
    rows = {r.id: r for r in await actions_of(db, inc)}
    assert rows[cordon.id].state == "executing"  # not cancelled under the runner
    new_cordon = next(r for r in rows.values() if r.kind == "cordon" and r.nodes == ["gpu04"])
    assert new_cordon.depends_on == cordon.id


async def test_the_drain_caps_hold_on_the_new_plan(
    settings: Settings, db: Database, fake: FakeBackend, make_job: MakeJob, make_incident: MakeIncident
) -> None:
    settings.policy.max_drains_per_hour = 1
    job = await make_job()
    inc = await make_incident(job)
    await service.on_incident(db, inc)
    await OrchestratorRunner(db).tick()  # gpu02 drained: the hour's one drain
    await sharpen(db, inc, culprit_nodes=["gpu02", "gpu03"])
    cordon = next(r for r in await actions_of(db, inc) if r.nodes == ["gpu03"])
    assert (cordon.kind, cordon.state) == ("cordon", "awaiting_approval") and "the cap is 1" in cordon.reason
    # The partition guard too: 1 of 8 drained, a second is over a 20 % cap (the hourly cap
    # lifted, so that only the fraction speaks).
    settings.policy.max_drains_per_hour = 100
    settings.policy.max_partition_drain_fraction = 0.2
    other = await make_incident(job, **UNSURE)
    await service.on_incident(db, other)
    await sharpen(db, other, category="gpu_xid", action="cordon_and_restart", culprit_nodes=["gpu01"])
    last = (await actions_of(db, other))[-2]
    assert last.kind == "cordon" and last.state == "awaiting_approval" and "partition" in last.reason


async def test_the_restart_budget_and_a_culprit_outside_the_job_hold_on_the_new_plan(
    settings: Settings, db: Database, fake: FakeBackend, make_job: MakeJob, make_incident: MakeIncident
) -> None:
    settings.policy.restart_budget = 1
    job = await make_job()
    first = await make_incident(
        job, category="nccl_timeout", action="restart_from_checkpoint", culprit_nodes=[]
    )
    await service.on_incident(db, first)
    await OrchestratorRunner(db).tick()  # the budget's one restart
    inc = await make_incident(job, **{**UNSURE, "fingerprint": "fp-other"})
    await service.on_incident(db, inc)
    await sharpen(db, inc, category="nccl_timeout", action="restart_from_checkpoint")
    rows = await actions_of(db, inc)
    assert live(rows)[-1] == ("hold", "refused", [])
    assert "restart budget exhausted" in rows[-1].reason
    assert await incident_state(db, inc) == "needs_human"
    # A verdict naming a node outside the job drains nothing.
    outsider = await make_incident(job, **{**UNSURE, "fingerprint": "fp-3"})
    await service.on_incident(db, outsider)
    await sharpen(db, outsider, category="gpu_xid", action="cordon_and_restart", culprit_nodes=["gpu99"])
    assert [k for k, _, _ in live(await actions_of(db, outsider))] == ["hold", "hold"]
    assert fake.calls == [("restart", job)]


async def test_automation_held_by_another_incident_stays_held_on_the_new_plan(
    db: Database, fake: FakeBackend, make_job: MakeJob, make_incident: MakeIncident
) -> None:
    job = await make_job()
    await make_incident(job, state="needs_human", fingerprint="fp-held")
    inc = await make_incident(job, **UNSURE)
    await service.on_incident(db, inc)
    await sharpen(db, inc, category="gpu_xid", action="cordon_and_restart", culprit_nodes=["gpu03"])
    assert [s for _, s, _ in live(await actions_of(db, inc))][1:] == [
        "awaiting_approval",
        "awaiting_approval",
    ]
    await OrchestratorRunner(db).tick()
    assert fake.calls == []


async def test_a_verdict_that_turns_unsure_cancels_what_was_coming(
    settings: Settings, db: Database, fake: FakeBackend, make_job: MakeJob, make_incident: MakeIncident
) -> None:
    settings.policy.restart_backoff_s = 3600.0
    job = await make_job()
    earlier = await make_incident(
        job, category="nccl_timeout", action="restart_from_checkpoint", culprit_nodes=[]
    )
    await service.on_incident(db, earlier)
    await OrchestratorRunner(db).tick()
    inc = await make_incident(
        job, category="nccl_timeout", action="restart_from_checkpoint", culprit_nodes=[]
    )
    await service.on_incident(db, inc)  # a second restart, behind an hour of backoff
    assert await incident_state(db, inc) == "acting"
    await sharpen(db, inc, action="needs_human", ambiguous=True)
    assert [(r.kind, r.state) for r in await actions_of(db, inc)] == [
        ("restart", "cancelled"),
        ("hold", "skipped"),
    ]
    assert await incident_state(db, inc) == "open"


async def test_a_verdict_that_comes_back_is_planned_again(
    settings: Settings, db: Database, fake: FakeBackend, make_job: MakeJob, make_incident: MakeIncident
) -> None:
    settings.policy.per_action = {"cordon": "approve"}
    job = await make_job()
    inc = await make_incident(job)  # ECC on gpu02
    await service.on_incident(db, inc)
    await sharpen(db, inc, culprit_nodes=["gpu03"])
    await sharpen(db, inc, culprit_nodes=["gpu02"])  # back to the first verdict
    assert live(await actions_of(db, inc)) == [
        ("cordon", "awaiting_approval", ["gpu02"]),
        ("restart", "planned", []),
    ]
    assert [r.state for r in await actions_of(db, inc)].count("cancelled") == 4
