"""On the real Slurm test cluster: an NCCL timeout with no culprit health-checks the failed job's
nodes in one srun step (examples/slurm/fake-node-check.sh: a node is bad while its marker file
exists), drains the one that fails and requeues the job away from it; a check that cannot get the
nodes needs a human and restarts nothing."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from app.orchestrate import service
from app.settings import HealthCheckSettings, Settings
from app.store.db import Database
from tests.orchestrate.conftest import MakeIncident, MakeJob, incident_state
from tests.orchestrate.slurm_cluster import (
    TWO_NODES_FROM_GPU02,
    failed_job,
    handled,
    job_record,
    node_states,
    register,
    running_nodes,
    sh,
    submit,
    wait_until,
)

pytestmark = pytest.mark.slurm
CHECK = Path(__file__).resolve().parents[2] / "examples" / "slurm" / "fake-node-check.sh"
# Fails its first run after a second (the NCCL timeout); the requeued run trains on.
FAILS_ONCE = '[ "${SLURM_RESTART_COUNT:-0}" = 0 ] && { sleep 1; exit 1; }; sleep 600'
NCCL = {
    "category": "nccl_timeout",
    "action": "restart_from_checkpoint",
    "culprit_nodes": [],
    "fingerprint": "fp-n",
}


async def test_the_node_that_fails_the_check_is_drained_and_the_job_runs_again_without_it(
    slurm: str,
    slurm_backends: None,
    settings: Settings,
    tmp_path: Path,
    db: Database,
    make_job: MakeJob,
    make_incident: MakeIncident,
) -> None:
    marks = tmp_path / "bad"
    marks.mkdir()
    settings.policy.health_check = HealthCheckSettings(command=[str(CHECK), str(marks)], timeout_s=30)
    settings.slurm.lift_requeue_hold = True
    job, slurm_id = await failed_job(make_job, tmp_path, slurm, FAILS_ONCE, extra=TWO_NODES_FROM_GPU02)
    (marks / "gpu03").write_text("Xid 79")
    inc, rows = await handled(db, make_incident, job, **NCCL)
    assert [(a.kind, a.state) for a in rows] == [
        ("check", "succeeded"),
        ("cordon", "succeeded"),
        ("restart", "succeeded"),
    ], [a.last_error for a in rows]
    assert rows[0].result["failed"] == ["gpu03"] and rows[0].result["passed"] == ["gpu02"]
    assert "gpu03: unhealthy (fake check: Xid 79)" in rows[0].result["output"]
    state, reason = node_states()["gpu03"]
    assert state.startswith("drain") and f"crashcart incident {inc}" in reason
    assert node_states()["gpu02"][0] in ("idle", "allocated", "mixed")  # the healthy one kept
    nodes = await asyncio.to_thread(wait_until, lambda: running_nodes(slurm_id), 40, "job running again")
    assert "gpu03" not in nodes and len(nodes) == 2


@pytest.mark.slow  # two failed jobs' worth of Slurm round trips (about 7 s)
async def test_a_check_that_fails_everywhere_or_overruns_drains_nothing_and_needs_a_human(
    slurm: str,
    slurm_backends: None,
    settings: Settings,
    tmp_path: Path,
    db: Database,
    make_job: MakeJob,
    make_incident: MakeIncident,
) -> None:
    # A check command missing on the nodes fails on every node: the check, not the nodes.
    settings.policy.health_check = HealthCheckSettings(
        command=[str(tmp_path / "no-such-check")], timeout_s=30
    )
    job, slurm_id = await failed_job(make_job, tmp_path, slurm, "sleep 1; exit 1", extra=TWO_NODES_FROM_GPU02)
    inc, rows = await handled(db, make_incident, job, **NCCL)
    assert [(a.kind, a.state) for a in rows] == [("check", "succeeded"), ("hold", "refused")]
    assert sorted(rows[0].result["failed"]) == ["gpu02", "gpu03"] and "nothing drained" in rows[1].reason
    assert await incident_state(db, inc) == "needs_human"
    async with db.session() as s:  # a human takes it in hand, releasing the job's automation
        await service.reject(s, inc, actor="ops")
    # A check that overruns its time did not run: cancelled, and a human decides.
    settings.policy.health_check = HealthCheckSettings(command=["sleep", "30"], timeout_s=1)
    other, rows = await handled(db, make_incident, job, **{**NCCL, "fingerprint": "fp-2"})
    assert [(a.kind, a.state) for a in rows] == [("check", "failed"), ("hold", "refused")]
    assert "could not run" in rows[1].reason and "within 1 s" in rows[1].reason
    assert await incident_state(db, other) == "needs_human"
    assert job_record(slurm_id)["Restarts"] == "0"
    assert all(not s.startswith("drain") for s, _ in node_states().values())
    await asyncio.to_thread(
        wait_until, lambda: "crashcart-check" not in sh("squeue", "-h", "-o", "%j"), 20, "check job gone"
    )


PAIR_CHECK = CHECK.with_name("fake-pair-check.sh")
THREE_NODES = ("-N", "3")  # gpu01-03 (Slurm takes the first idle); the restart moves to gpu04


@pytest.mark.parametrize("search", ["pairs", "bisect"])
async def test_a_bad_link_is_found_by_pairs_drained_and_returns_only_after_passing_them(
    search: str,
    slurm: str,
    slurm_backends: None,
    settings: Settings,
    tmp_path: Path,
    db: Database,
    make_job: MakeJob,
    make_incident: MakeIncident,
) -> None:
    nodes_bad, links_bad = tmp_path / "bad", tmp_path / "links"
    nodes_bad.mkdir()
    links_bad.mkdir()
    settings.policy.health_check = HealthCheckSettings(
        command=[str(CHECK), str(nodes_bad)],
        pair_command=[str(PAIR_CHECK), str(links_bad), "{nodes}"],
        pair_search=search,
        timeout_s=30,
    )
    settings.slurm.lift_requeue_hold = True
    job, slurm_id = await failed_job(make_job, tmp_path, slurm, FAILS_ONCE, extra=THREE_NODES)
    (links_bad / "gpu02").write_text("NVLink down")  # passes its own check, fails every all-reduce
    _, rows = await handled(db, make_incident, job, **NCCL)
    assert [(a.kind, a.state) for a in rows] == [
        ("check", "succeeded"),
        ("cordon", "succeeded"),
        ("restart", "succeeded"),
    ], [a.last_error for a in rows]
    assert rows[0].result["failed"] == ["gpu02"], rows[0].result["output"]
    first = "gpu01,gpu02" if search == "pairs" else "gpu01,gpu02,gpu03"  # bisection: the whole set
    assert f"{first}: FAILED" in rows[0].result["output"]
    assert f"all-reduce over {first} failed (fake check: gpu02 NVLink down)" in rows[0].result["output"]
    assert node_states()["gpu02"][0].startswith("drain")
    nodes = await asyncio.to_thread(wait_until, lambda: running_nodes(slurm_id), 40, "job running again")
    assert sorted(nodes) == ["gpu01", "gpu03", "gpu04"]

    # Release: the job gone (its nodes idle), gpu02 must pass the pair check with a healthy node.
    sh("scancel", slurm_id)
    await asyncio.to_thread(
        wait_until, lambda: job_record(slurm_id)["JobState"] != "RUNNING", 30, "job cancelled"
    )
    await asyncio.to_thread(wait_until, lambda: node_states()["gpu01"][0] == "idle", 30, "gpu01 idle")
    async with db.session() as s:
        node = await service.release(s, "gpu02", actor="ops")
    assert node.state == "cordoned" and node_states()["gpu02"][0].startswith("drain")
    (links_bad / "gpu02").unlink()  # repaired
    async with db.session() as s:
        node = await service.release(s, "gpu02", actor="ops")
    assert node.state == "ok" and not node_states()["gpu02"][0].startswith("drain")


async def test_a_hung_job_is_checked_inside_its_allocation_and_moves_off_the_bad_node(
    slurm: str,
    slurm_backends: None,
    settings: Settings,
    tmp_path: Path,
    db: Database,
    make_job: MakeJob,
    make_incident: MakeIncident,
) -> None:
    marks = tmp_path / "bad"
    marks.mkdir()
    settings.policy.health_check = HealthCheckSettings(command=[str(CHECK), str(marks)], timeout_s=30)
    settings.slurm.lift_requeue_hold = True
    # The job hangs: its step on both nodes never ends, so nothing outside it can get the nodes.
    slurm_id, script = submit(tmp_path, slurm, "srun sleep 600", extra=TWO_NODES_FROM_GPU02)
    job = await register(make_job, slurm_id, script)
    (marks / "gpu03").write_text("Xid 79")
    _, rows = await handled(db, make_incident, job, **{**NCCL, "category": "hang", "fingerprint": "fp-hang"})
    assert [(a.kind, a.state) for a in rows] == [
        ("check", "succeeded"),
        ("cordon", "succeeded"),
        ("restart", "succeeded"),
    ], [a.last_error for a in rows]
    assert rows[0].result["failed"] == ["gpu03"] and rows[0].result["passed"] == ["gpu02"]
    assert node_states()["gpu03"][0].startswith("drain")
    nodes = await asyncio.to_thread(
        wait_until,
        lambda: (n := running_nodes(slurm_id)) and job_record(slurm_id)["Restarts"] != "0" and n,
        40,
        "job running again",
    )
    assert "gpu03" not in nodes and len(nodes) == 2
