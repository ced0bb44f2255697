"""The local backend: a supervisor that restarts a command with its resume flag."""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

from app.orchestrate import service
from app.orchestrate.backends import BackendRegistry, set_backends
from app.orchestrate.base import JobTarget
from app.orchestrate.local import LocalBackend
from app.orchestrate.runner import OrchestratorRunner
from app.settings import Settings
from app.store.db import Database
from app.store.orchestrate import ActionRepository
from tests.orchestrate.conftest import MakeIncident, MakeJob

TRAIN = "import sys, time; open(sys.argv[1], 'a').write(' '.join(sys.argv[2:]) + '|'); time.sleep(60)"


def job(tmp_path: Path) -> JobTarget:
    marks = tmp_path / "starts.txt"
    return JobTarget(
        "local-1",
        "local",
        ("localhost",),
        {"command": [sys.executable, "-c", TRAIN, str(marks)], "resume_flag": "--resume {checkpoint_dir}"},
        checkpoint_dir=str(tmp_path / "ckpt"),
    )


async def wait_for_text(path: Path, text: str, timeout: float = 10.0) -> str:
    for _ in range(int(timeout / 0.05)):
        if path.exists() and text in path.read_text():
            return path.read_text()
        await asyncio.sleep(0.05)
    raise AssertionError(f"{text!r} never appeared in {path}")


async def test_restart_runs_the_command_again_with_its_resume_flag_exactly_once(tmp_path: Path) -> None:
    target = job(tmp_path)
    marks = tmp_path / "starts.txt"
    backend = LocalBackend(tmp_path / "supervisor", stop_grace_s=2)
    first_pid = await backend.launch(target)
    await wait_for_text(marks, "|")
    marker = await backend.restart_marker(target)
    outcome = await backend.restart(target, marker=marker, exclude=(), key="k")
    assert not outcome.already_done
    text = await wait_for_text(marks, f"--resume {tmp_path / 'ckpt'}|")
    assert text.count("|") == 2
    status = await backend.job_status(target)
    assert status is not None and status.state == "RUNNING" and status.restarts == 1
    # The first process was stopped, not left running beside the second.
    assert (
        not Path(f"/proc/{first_pid}").exists()
        or "Z" in Path(f"/proc/{first_pid}/stat").read_text().split()[2]
    )

    # A service restart: a new supervisor reads the generation back and does not restart again.
    successor = LocalBackend(tmp_path / "supervisor", stop_grace_s=2)
    again = await successor.restart(target, marker=marker, exclude=(), key="k")
    assert again.already_done
    await asyncio.sleep(0.2)
    assert marks.read_text().count("|") == 2
    await successor.stop(target.job_id)
    await backend.close()
    status = await backend.job_status(target)
    assert status is not None and status.state != "RUNNING"


async def test_the_whole_loop_on_the_local_backend(
    tmp_path: Path, settings: Settings, db: Database, make_job: MakeJob, make_incident: MakeIncident
) -> None:
    target = job(tmp_path)
    registry = BackendRegistry(settings)
    set_backends(registry)
    try:
        local = registry.get("local")
        assert isinstance(local, LocalBackend)
        await local.launch(target)
        job_id = await make_job(
            job_id=target.job_id, nodes=["localhost"], spec=target.spec, checkpoint_dir=target.checkpoint_dir
        )
        inc = await make_incident(
            job_id,
            category="nccl_timeout",
            action="restart_from_checkpoint",
            culprit_nodes=[],
            fingerprint="t",
        )
        await service.on_incident(db, inc)
        await OrchestratorRunner(db).tick()
        await wait_for_text(tmp_path / "starts.txt", "--resume")
        async with db.session() as s:
            rows = await ActionRepository(s).for_incident(inc)
        assert [(a.kind, a.state) for a in rows] == [("restart", "succeeded")]
    finally:
        await registry.close()
        set_backends(None)
