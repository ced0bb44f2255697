"""The warm standby pool (app/orchestrate/standby.py): on the fake backend for the logic, on the
real Slurm cluster of scripts/slurm.sh for the reservation and the requeue hold.

The Slurm tests use their own reservation name and job names and remove both afterwards."""

from __future__ import annotations

import asyncio
import time
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
from pydantic import ValidationError

from app.errors import BackendError
from app.orchestrate import service, standby
from app.orchestrate.backends import BackendRegistry, get_backends, set_backends
from app.orchestrate.base import FakeBackend
from app.orchestrate.runner import OrchestratorRunner
from app.orchestrate.slurm import SlurmBackend
from app.settings import Settings, SlurmSettings, StandbySettings
from app.store.db import Database
from tests.orchestrate.conftest import MakeIncident, MakeJob, actions_of
from tests.orchestrate.slurm_cluster import (
    ECC,
    hostnames,
    job_record,
    node_states,
    register,
    running_nodes,
    sh,
    submit,
    wait_until,
)


# --- the logic, on the fake backend ------------------------------------------------------------
async def test_a_restart_away_from_a_cordoned_node_takes_one_standby_node_first(
    settings: Settings, db: Database, fake: FakeBackend, make_job: MakeJob, make_incident: MakeIncident
) -> None:
    settings.policy.standby = StandbySettings(nodes=["gpu07", "gpu08"])
    fake.pool = ["gpu07", "gpu08"]
    job = await make_job(nodes=["gpu01", "gpu02"])
    inc = await make_incident(job)
    await service.on_incident(db, inc)
    await OrchestratorRunner(db).tick()
    # One node cordoned, one standby node handed over, before the restart.
    assert fake.calls == [("cordon", "gpu02"), ("standby_release", "gpu07"), ("restart", job)]
    assert fake.pool == ["gpu08"]
    restart = next(a for a in await actions_of(db, inc) if a.kind == "restart")
    assert restart.result["standby"] == ["gpu07"] and restart.result["exclude"] == ["gpu02"]


async def test_a_restart_in_place_or_without_a_pool_takes_no_standby_node(
    settings: Settings, db: Database, fake: FakeBackend, make_job: MakeJob, make_incident: MakeIncident
) -> None:
    fake.pool = ["gpu07"]
    # No pool configured: the scheduler's reservation alone does not make one.
    job = await make_job()
    await service.on_incident(db, await make_incident(job))
    await OrchestratorRunner(db).tick()
    assert ("standby_release", "gpu07") not in fake.calls and fake.pool == ["gpu07"]
    # A pool, but a transient fault: nothing cordoned, nothing taken from the pool.
    settings.policy.standby = StandbySettings(nodes=["gpu07"])
    job2 = await make_job()
    transient = await make_incident(
        job2,
        category="nccl_timeout",
        blame="transient",
        action="restart_from_checkpoint",
        culprit_nodes=[],
        fingerprint="fp-nccl",
    )
    await service.on_incident(db, transient)
    await OrchestratorRunner(db).tick()
    assert ("restart", job2) in fake.calls and fake.pool == ["gpu07"]


async def test_a_retried_restart_releases_the_standby_node_it_recorded(
    settings: Settings,
    db: Database,
    fake: FakeBackend,
    make_job: MakeJob,
    make_incident: MakeIncident,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    settings.policy.standby = StandbySettings(nodes=["gpu07", "gpu08"])
    fake.pool = ["gpu07", "gpu08"]
    release = fake.standby_release
    failures = iter([True])

    async def flaky(nodes: tuple[str, ...]) -> None:
        if next(failures, False):
            fake.pool = ["gpu08", "gpu07"]  # a fresh choice would now pick gpu08
            raise BackendError("scontrol: injected")
        await release(nodes)

    monkeypatch.setattr(fake, "standby_release", flaky)
    job = await make_job(nodes=["gpu01", "gpu02"])
    inc = await make_incident(job)
    await service.on_incident(db, inc)
    runner = OrchestratorRunner(db)
    await runner.tick()  # the release fails once
    assert fake.calls == [("cordon", "gpu02")]
    await runner.tick()  # the retry (no backoff in these tests)
    assert fake.calls == [("cordon", "gpu02"), ("standby_release", "gpu07"), ("restart", job)]
    assert fake.pool == ["gpu08"]
    restart = next(a for a in await actions_of(db, inc) if a.kind == "restart")
    assert restart.attempts == 1 and restart.result["standby"] == ["gpu07"]  # one failed attempt


async def test_a_repaired_node_refills_the_pool_only_while_it_is_short(
    settings: Settings, db: Database, fake: FakeBackend, make_job: MakeJob, make_incident: MakeIncident
) -> None:
    settings.policy.standby = StandbySettings(nodes=["gpu07", "gpu08"], size=1)
    fake.pool = ["gpu07"]
    job = await make_job(nodes=["gpu01", "gpu02"])
    await service.on_incident(db, await make_incident(job))
    await OrchestratorRunner(db).tick()
    assert fake.pool == []  # gpu07 went to the job
    async with db.session() as s:
        node = await service.uncordon(s, "gpu02", actor="alice")
    # Back from repair, into the pool (it was short), not into general service.
    assert fake.pool == ["gpu02"] and "standby" in node.history[-1]["reason"]
    job2 = await make_job(nodes=["gpu03", "gpu04"])
    await service.on_incident(db, await make_incident(job2, culprit_nodes=["gpu04"], fingerprint="fp-2"))
    await OrchestratorRunner(db).tick()
    assert fake.pool == []
    fake.pool = ["gpu08"]  # refilled meanwhile: the pool is full, gpu04 goes back to service
    async with db.session() as s:
        node = await service.uncordon(s, "gpu04", actor="alice")
    assert fake.pool == ["gpu08"] and node.history[-1]["reason"] == "uncordoned"


async def test_fill_takes_listed_nodes_up_to_the_target_and_a_scheduler_error_is_not_fatal(
    settings: Settings, fake: FakeBackend
) -> None:
    config = StandbySettings(nodes=["gpu05", "gpu06", "gpu07"], size=2)
    fake.cordoned.add("gpu05")  # not idle: skipped, the next one taken
    assert await standby.fill(fake, config) == ("gpu06", "gpu07")
    assert await standby.fill(fake, config) == ()  # full
    fake.fail_next = 5
    await standby.fill_quietly(fake, StandbySettings(nodes=["gpu01"], size=3))  # logs, no raise
    assert await standby.fill(fake, StandbySettings()) == ()


@pytest.mark.parametrize("bad", ["gpu01,gpu02", "gpu01 Nodes=gpu02", "", "-gpu", "a=b"])
def test_standby_node_names_from_config_cannot_widen_a_scheduler_argument(bad: str) -> None:
    with pytest.raises(ValidationError):
        StandbySettings(nodes=[bad])
    with pytest.raises(ValidationError):
        SlurmSettings(standby_reservation=bad or " ")


# --- on the real cluster ---------------------------------------------------------------------
@pytest.fixture
def pool_backend(settings: Settings) -> Iterator[SlurmBackend]:
    """A Slurm backend whose standby reservation has a name of its own; removed afterwards."""
    settings.backend = "slurm"
    settings.slurm.standby_reservation = f"cc_test_standby_{uuid.uuid4().hex[:6]}"
    settings.slurm.lift_requeue_hold = True
    set_backends(BackendRegistry(settings))
    backend = get_backends().get("slurm")
    assert isinstance(backend, SlurmBackend)
    yield backend
    sh("scontrol", "delete", f"ReservationName={settings.slurm.standby_reservation}", check=False)
    set_backends(None)


def _fill_others(tmp_path: Path, tag: str, nodes: list[str]) -> None:
    """Busy ``nodes`` with one job each, running before this returns."""
    fillers = [
        submit(tmp_path, tag, "sleep 600", extra=("-N", "1", "--exclusive", "-w", n))[0] for n in nodes
    ]
    for job_id in fillers:
        wait_until(lambda j=job_id: running_nodes(j), 30, f"filler {job_id} running")


@pytest.mark.slurm
async def test_on_a_full_cluster_the_job_runs_again_at_once_on_the_standby_node(
    slurm: str,
    pool_backend: SlurmBackend,
    settings: Settings,
    tmp_path: Path,
    db: Database,
    make_job: MakeJob,
    make_incident: MakeIncident,
) -> None:
    nodes = sorted(node_states())
    spare = nodes[3]  # gpu04: the pool; gpu02+gpu03 run the job; every other node is busy
    settings.policy.standby = StandbySettings(nodes=[spare])
    assert await standby.fill(pool_backend, settings.policy.standby) == (spare,)
    assert await pool_backend.standby_nodes() == (spare,)
    _fill_others(tmp_path, slurm, [n for n in nodes if n not in ("gpu02", "gpu03", spare)])
    slurm_id, script = submit(
        tmp_path, slurm, "srun -l hostname; sleep 600", extra=("-N", "2", "--exclusive")
    )
    job = await register(make_job, slurm_id, script)
    assert running_nodes(slurm_id) == ["gpu02", "gpu03"]  # the reservation kept gpu04 out

    inc = await make_incident(job, **ECC)
    t0 = time.monotonic()
    await service.on_incident(db, inc)
    await OrchestratorRunner(db).tick()
    moved = await asyncio.to_thread(wait_until, lambda: running_nodes(slurm_id), 40, "job running again")
    elapsed = time.monotonic() - t0
    # Back on its healthy old node plus the standby node, well inside the 11 s credential hold.
    assert moved == ["gpu03", spare] and elapsed < 9, (moved, elapsed)
    assert await pool_backend.standby_nodes() == ()
    log = tmp_path / f"out-{slurm_id}.log"
    # srun ran again on gpu03, the old node that revoked the job's credential at the requeue.
    await asyncio.to_thread(wait_until, lambda: log.read_text().count("1: ") >= 2, 20, "second srun")
    assert "credential revoked" not in log.read_text().lower()
    assert job_record(slurm_id)["Restarts"] == "1"

    # gpu02 repaired: it refills the pool instead of going back to general service.
    sh("scancel", slurm_id)
    await asyncio.to_thread(wait_until, lambda: node_states()[spare][0] == "idle", 30, "job gone")
    async with db.session() as s:
        node = await service.uncordon(s, "gpu02", actor="ops")
    assert node.state == "ok" and await pool_backend.standby_nodes() == ("gpu02",)
    assert hostnames(
        sh("scontrol", "show", "reservation", "-o", settings.slurm.standby_reservation)
        .split("Nodes=")[1]
        .split()[0]
    ) == ["gpu02"]


@pytest.mark.slurm
@pytest.mark.parametrize("lift", [True, False])
async def test_a_two_node_requeue_back_onto_an_old_node_skips_the_credential_hold_safely(
    lift: bool,
    slurm: str,
    settings: Settings,
    tmp_path: Path,
    db: Database,
    make_job: MakeJob,
    make_incident: MakeIncident,
) -> None:
    settings.backend = "slurm"
    settings.slurm.lift_requeue_hold = lift
    set_backends(BackendRegistry(settings))
    try:
        slurm_id, script = submit(
            tmp_path, slurm, "srun -l hostname; sleep 600", extra=("-N", "2", "--exclude=gpu01")
        )
        job = await register(make_job, slurm_id, script)
        assert running_nodes(slurm_id) == ["gpu02", "gpu03"]
        inc = await make_incident(job, **ECC)
        t0 = time.monotonic()
        await service.on_incident(db, inc)
        await OrchestratorRunner(db).tick()
        moved = await asyncio.to_thread(wait_until, lambda: running_nodes(slurm_id), 40, "running again")
        elapsed = time.monotonic() - t0
        assert "gpu03" in moved and "gpu02" not in moved
        # cred_expire=10 on the test cluster: the hold is 11 s; lifted, the job is back in seconds.
        assert (elapsed < 8) if lift else (elapsed > 10), elapsed
        log = tmp_path / f"out-{slurm_id}.log"
        await asyncio.to_thread(wait_until, lambda: log.read_text().count("1: ") >= 2, 20, "second srun")
        assert "credential revoked" not in log.read_text().lower()
    finally:
        set_backends(None)
