"""Against the real Slurm cluster of scripts/slurm.sh (4 fake nodes gpu01..gpu04 on this machine).

These tests fail (never skip) when the cluster is down: `make test` brings it up.
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from app.orchestrate import service
from app.orchestrate.backends import BackendRegistry
from app.orchestrate.base import JobTarget, RestartOutcome
from app.orchestrate.runner import OrchestratorRunner
from app.orchestrate.slurm import SlurmBackend
from app.settings import Settings
from app.store.db import Database
from app.store.jobs import JobRepository
from tests.orchestrate.conftest import MakeIncident, MakeJob, actions_of
from tests.orchestrate.slurm_cluster import (
    ECC,
    ONE_NODE_ON_GPU02,
    TWO_NODES_FROM_GPU02,
    failed_job,
    job_record,
    node_states,
    register,
    running_nodes,
    sh,
    submit,
    wait_until,
)

pytestmark = pytest.mark.slurm


async def test_ecc_on_gpu02_drains_it_and_the_job_runs_again_elsewhere(
    slurm: str,
    slurm_backends: None,
    tmp_path: Path,
    db: Database,
    make_job: MakeJob,
    make_incident: MakeIncident,
) -> None:
    slurm_id, script = submit(tmp_path, slurm, "sleep 600", extra=TWO_NODES_FROM_GPU02)
    job = await register(make_job, slurm_id, script)
    async with db.session() as s:
        assert "gpu02" in (await JobRepository(s).get(job)).nodes  # type: ignore[union-attr]
    inc = await make_incident(job, **ECC)
    await service.on_incident(db, inc)
    await OrchestratorRunner(db).tick()

    state, reason = node_states()["gpu02"]
    assert state.startswith("drain") and f"crashcart incident {inc}" in reason and "ecc_error" in reason
    nodes = await asyncio.to_thread(wait_until, lambda: running_nodes(slurm_id), 40, "job running again")
    assert "gpu02" not in nodes and len(nodes) == 2
    assert job_record(slurm_id)["Restarts"] == "1"
    assert [(a.kind, a.state) for a in await actions_of(db, inc)] == [
        ("cordon", "succeeded"),
        ("restart", "succeeded"),
    ]
    log = tmp_path / f"out-{slurm_id}.log"
    # The same job id ran again (a requeue), on other nodes, its output appended.
    await asyncio.to_thread(wait_until, lambda: "restart=1" in log.read_text(), 20, "second start in the log")
    assert (
        "start on gpu[02-03] restart=0" in log.read_text()
        and "start on gpu[03-04] restart=1" in log.read_text()
    )


async def test_a_users_type_error_drains_nothing_and_requeues_nothing(
    slurm: str,
    slurm_backends: None,
    tmp_path: Path,
    db: Database,
    make_job: MakeJob,
    make_incident: MakeIncident,
) -> None:
    job, slurm_id = await failed_job(make_job, tmp_path, slurm, "sleep 2; python3 -c 'None + 1'")
    inc = await make_incident(
        job,
        category="type_error",
        layer="script",
        blame="user_code",
        action="no_restart_notify_user",
        culprit_nodes=[],
        fingerprint="fp-type",
        root_cause_line="TypeError: unsupported operand type(s) for +: 'NoneType' and 'int'",
    )
    await service.on_incident(db, inc)
    await OrchestratorRunner(db).tick()
    await asyncio.sleep(1.5)
    assert all(s == "idle" for s, _ in node_states().values())
    rec = job_record(slurm_id)
    assert rec["JobState"] == "FAILED" and rec["Restarts"] == "0"
    rows = await actions_of(db, inc)
    assert [(a.kind, a.state) for a in rows] == [("notify", "recorded")] and "type_error" in rows[0].reason


async def test_approve_mode_acts_only_after_approval_and_shadow_mode_never(
    slurm: str,
    slurm_backends: None,
    settings: Settings,
    tmp_path: Path,
    db: Database,
    make_job: MakeJob,
    make_incident: MakeIncident,
) -> None:
    slurm_id, script = submit(tmp_path, slurm, "sleep 600", extra=ONE_NODE_ON_GPU02)
    job = await register(make_job, slurm_id, script)
    runner = OrchestratorRunner(db)

    settings.policy.mode = "shadow"
    shadow = await make_incident(job, **ECC, fingerprint="shadow")
    await service.on_incident(db, shadow)
    await runner.tick()
    assert [(a.kind, a.state) for a in await actions_of(db, shadow)] == [
        ("cordon", "shadowed"),
        ("restart", "shadowed"),
    ]

    settings.policy.mode = "approve"
    inc = await make_incident(job, **ECC)
    await service.on_incident(db, inc)
    await runner.tick()
    await asyncio.sleep(1.0)
    await runner.tick()
    assert node_states()["gpu02"][0] in ("mixed", "allocated") and job_record(slurm_id)["Restarts"] == "0"
    assert {a.state for a in await actions_of(db, inc)} == {"awaiting_approval"}

    async with db.session() as s:
        await service.approve(s, inc, actor="operator-1")
    await runner.tick()
    assert node_states()["gpu02"][0].startswith("drain")
    nodes = await asyncio.to_thread(wait_until, lambda: running_nodes(slurm_id), 40, "job running again")
    assert "gpu02" not in nodes and job_record(slurm_id)["Restarts"] == "1"


async def test_the_drain_beyond_the_hourly_cap_waits_for_approval(
    slurm: str,
    slurm_backends: None,
    settings: Settings,
    tmp_path: Path,
    db: Database,
    make_job: MakeJob,
    make_incident: MakeIncident,
) -> None:
    settings.policy.max_drains_per_hour = 1
    settings.policy.max_partition_drain_fraction = 1.0
    slurm_id, script = submit(tmp_path, slurm, "sleep 600", extra=ONE_NODE_ON_GPU02)
    job = await register(make_job, slurm_id, script)
    runner = OrchestratorRunner(db)
    first = await make_incident(job, **ECC)
    await service.on_incident(db, first)
    await runner.tick()
    await asyncio.to_thread(wait_until, lambda: running_nodes(slurm_id), 40, "job running again")
    async with db.session() as s:  # the prolog would re-register the job's new nodes
        row = await JobRepository(s).get(job)
        assert row is not None
        row.nodes = running_nodes(slurm_id) or []
        await s.commit()
    second = await make_incident(job, **{**ECC, "culprit_nodes": ["gpu03"]}, fingerprint="fp-ecc-2")
    await service.on_incident(db, second)
    await runner.tick()
    rows = await actions_of(db, second)
    assert [(a.kind, a.state) for a in rows] == [("cordon", "awaiting_approval"), ("restart", "planned")]
    assert "cap is 1" in rows[0].reason
    assert node_states()["gpu03"][0] in ("mixed", "allocated") and job_record(slurm_id)["Restarts"] == "1"


async def test_a_crash_loop_stops_after_the_budget(
    slurm: str,
    slurm_backends: None,
    settings: Settings,
    tmp_path: Path,
    db: Database,
    make_job: MakeJob,
    make_incident: MakeIncident,
) -> None:
    settings.policy.crash_loop_restarts = 1  # each restart in place waits out the credential hold
    slurm_id, script = submit(tmp_path, slurm, "sleep 600")
    job = await register(make_job, slurm_id, script)
    runner = OrchestratorRunner(db)
    transient = {"category": "nccl_timeout", "action": "restart_from_checkpoint", "culprit_nodes": []}
    for expected_restarts in (1, 1):
        inc = await make_incident(job, **transient, fingerprint="loop")
        await service.on_incident(db, inc)
        await runner.tick()
        await asyncio.to_thread(wait_until, lambda: running_nodes(slurm_id), 40, "job running")
        assert job_record(slurm_id)["Restarts"] == str(expected_restarts)
    rows = await actions_of(db, inc)
    assert [(a.kind, a.state) for a in rows] == [("hold", "refused")] and "crash loop" in rows[0].reason


async def test_a_service_restart_while_executing_completes_exactly_once(
    slurm: str,
    slurm_backends: None,
    tmp_path: Path,
    db: Database,
    make_job: MakeJob,
    make_incident: MakeIncident,
) -> None:
    slurm_id, script = submit(tmp_path, slurm, "sleep 600", extra=ONE_NODE_ON_GPU02)
    job = await register(make_job, slurm_id, script)
    inc = await make_incident(job, **ECC)
    await service.on_incident(db, inc)

    class DiesAfterRequeue(SlurmBackend):
        async def restart(self, job: JobTarget, **kw: Any) -> RestartOutcome:
            await super().restart(job, **kw)
            await asyncio.Event().wait()  # killed before it could record the success
            raise AssertionError("unreachable")

    crashing = OrchestratorRunner(
        db, backends=BackendRegistry(overrides={"slurm": DiesAfterRequeue()}), lease_s=1
    )
    task = asyncio.create_task(crashing.tick())
    await asyncio.to_thread(wait_until, lambda: job_record(slurm_id)["Restarts"] == "1", 30, "first requeue")
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    assert [a.state for a in await actions_of(db, inc)] == ["succeeded", "executing"]

    await asyncio.sleep(1.1)  # the dead executor's lease runs out
    await OrchestratorRunner(db, lease_s=1).tick()
    rows = await actions_of(db, inc)
    assert [a.state for a in rows] == ["succeeded", "succeeded"] and rows[1].result["already_done"] is True
    nodes = await asyncio.to_thread(wait_until, lambda: running_nodes(slurm_id), 40, "job running again")
    assert "gpu02" not in nodes and job_record(slurm_id)["Restarts"] == "1"


async def test_a_job_that_is_not_requeueable_is_resubmitted_away_from_the_bad_node(
    slurm: str,
    slurm_backends: None,
    tmp_path: Path,
    db: Database,
    make_job: MakeJob,
    make_incident: MakeIncident,
) -> None:
    slurm_id, script = submit(tmp_path, slurm, "sleep 600", requeue=False, extra=TWO_NODES_FROM_GPU02)
    job = await register(make_job, slurm_id, script)
    inc = await make_incident(job, **ECC)
    await service.on_incident(db, inc)
    await OrchestratorRunner(db).tick()
    async with db.session() as s:
        row = await JobRepository(s).get(job)
        assert row is not None
        new_id = str(row.spec["slurm_job_id"])
    assert new_id != slurm_id
    nodes = await asyncio.to_thread(wait_until, lambda: running_nodes(new_id), 40, "resubmitted job running")
    assert "gpu02" not in nodes
    assert job_record(new_id)["Comment"].startswith("crashcart:")


async def test_lease_expiry_slow_sbatch_and_a_short_lease_run_one_copy(
    slurm: str,
    slurm_backends: None,
    settings: Settings,
    tmp_path: Path,
    db: Database,
    make_job: MakeJob,
    make_incident: MakeIncident,
) -> None:
    """Issue 17: with a slow sbatch and a lease shorter than the restart, a second runner used to
    take the action over and submit a second copy of the job under the same key."""
    slow = tmp_path / "slow-sbatch"
    slow.write_text('#!/bin/sh\nsleep 2\nexec sbatch "$@"\n')
    slow.chmod(0o755)
    settings.slurm.sbatch = str(slow)
    slurm_id, script = submit(tmp_path, slurm, "sleep 600", requeue=False, extra=TWO_NODES_FROM_GPU02)
    job = await register(make_job, slurm_id, script)
    inc = await make_incident(job, **ECC)
    await service.on_incident(db, inc)

    async def second_runner() -> None:
        for _ in range(12):  # keeps trying to take the action over while the first one works
            await OrchestratorRunner(db, lease_s=0.5).tick()
            await asyncio.sleep(0.25)

    await asyncio.gather(OrchestratorRunner(db, lease_s=0.5).tick(), second_runner())
    rows = await actions_of(db, inc)
    assert [(a.kind, a.state) for a in rows] == [("cordon", "succeeded"), ("restart", "succeeded")]
    assert "late" not in rows[1].result
    copies = [
        line
        for line in sh("squeue", "-h", "-a", "-t", "all", "-n", slurm, "-o", "%i|%k").splitlines()
        if "|crashcart:" in line
    ]
    assert len(copies) == 1, copies
