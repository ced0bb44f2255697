"""A cordoned node returns to service only after passing the operator's health check, run through
the scheduler on that node: on the fake backend for the logic, on the real Slurm cluster with the
fake-node check script (examples/slurm/fake-node-check.sh)."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from app.errors import Conflict
from app.orchestrate import service
from app.orchestrate.backends import BackendRegistry, get_backends, set_backends
from app.orchestrate.base import FakeBackend
from app.orchestrate.runner import OrchestratorRunner
from app.orchestrate.slurm import SlurmBackend
from app.settings import HealthCheckSettings, Settings, StandbySettings
from app.store.db import Database
from app.store.orchestrate import NodeRepository
from tests.orchestrate.conftest import MakeIncident, MakeJob
from tests.orchestrate.slurm_cluster import node_states, sh

CHECK = Path(__file__).resolve().parents[2] / "examples" / "slurm" / "fake-node-check.sh"


async def _cordon_gpu02(db: Database, make_job: MakeJob, make_incident: MakeIncident) -> None:
    job = await make_job(nodes=["gpu01", "gpu02"])
    await service.on_incident(db, await make_incident(job))
    await OrchestratorRunner(db).tick()


async def test_release_runs_the_check_and_only_a_passing_node_returns(
    settings: Settings, db: Database, fake: FakeBackend, make_job: MakeJob, make_incident: MakeIncident
) -> None:
    settings.policy.health_check = HealthCheckSettings(command=["dcgmi", "diag", "-r", "2"])
    await _cordon_gpu02(db, make_job, make_incident)
    fake.unhealthy.add("gpu02")
    async with db.session() as s:
        node = await service.release(s, "gpu02", actor="ops")
    assert node.state == "cordoned" and "health check failed" in node.history[-1]["reason"]
    assert ("check", "gpu02") in fake.calls and "gpu02" in fake.cordoned
    fake.unhealthy.clear()
    settings.policy.standby = StandbySettings(nodes=["gpu09"])  # a short pool takes it
    async with db.session() as s:
        node = await service.release(s, "gpu02", actor="ops")
    assert (
        node.state == "ok" and node.history[-1]["reason"] == "passed the health check, into the standby pool"
    )
    assert fake.pool == ["gpu02"]


async def test_release_refuses_without_a_configured_check_or_an_uncordoned_node(
    settings: Settings, db: Database, fake: FakeBackend, make_job: MakeJob, make_incident: MakeIncident
) -> None:
    await _cordon_gpu02(db, make_job, make_incident)
    async with db.session() as s:
        with pytest.raises(Conflict, match="no health check"):
            await service.release(s, "gpu02", actor="ops")
    settings.policy.health_check = HealthCheckSettings(command=["true"])
    async with db.session() as s:
        with pytest.raises(Conflict, match="not cordoned"):
            await service.release(s, "gpu03", actor="ops")
    assert not [c for c in fake.calls if c[0] == "check"]


async def test_the_check_command_comes_from_the_operator_only(settings: Settings) -> None:
    # Nothing but the settings reaches check_node: the route takes no body at all.
    from app.api.routes.orchestrate import release_node

    assert set(release_node.__annotations__) == {"node", "session", "who", "return"}


@pytest.mark.slurm
async def test_on_slurm_a_failing_node_stays_drained_and_a_passing_one_returns(
    slurm: str,
    settings: Settings,
    tmp_path: Path,
    db: Database,
    make_job: MakeJob,
    make_incident: MakeIncident,
) -> None:
    settings.backend = "slurm"
    marks = tmp_path / "bad"
    marks.mkdir()
    settings.policy.health_check = HealthCheckSettings(command=[str(CHECK), str(marks)], timeout_s=60)
    set_backends(BackendRegistry(settings))
    try:
        backend = get_backends().get("slurm")
        assert isinstance(backend, SlurmBackend)
        await backend.cordon("gpu02", "crashcart incident 1: ecc_error")
        async with db.session() as s:
            await NodeRepository(s).get_or_create("gpu02")
            from app.orchestrate import registry

            await registry.mark_cordoned(
                NodeRepository(s), "gpu02", incident_id=None, reason="ecc_error", backend="slurm"
            )
            await s.commit()
        (marks / "gpu02").write_text("Xid 79")
        async with db.session() as s:
            node = await service.release(s, "gpu02", actor="ops")
        assert node.state == "cordoned" and "unhealthy" in node.history[-1]["reason"]
        state, reason = node_states()["gpu02"]
        assert state.startswith("drain") and "health check failed" in reason
        assert "crashcart_check_gpu02" not in sh("scontrol", "show", "reservation")
        (marks / "gpu02").unlink()
        async with db.session() as s:
            node = await service.release(s, "gpu02", actor="ops")
        assert node.state == "ok", node.history[-1]
        await asyncio.sleep(0.5)
        assert node_states()["gpu02"][0].startswith("idle")
        assert "crashcart_check_gpu02" not in sh("scontrol", "show", "reservation")
    finally:
        sh("scontrol", "delete", "ReservationName=crashcart_check_gpu02", check=False)
        set_backends(None)
