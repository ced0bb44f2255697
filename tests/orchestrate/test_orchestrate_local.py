"""The local backend: a supervisor that restarts a command with its resume flag."""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

from app.orchestrate import service
from app.orchestrate.backends import BackendRegistry, set_backends
from app.orchestrate.base import JobTarget
from app.orchestrate.local import LocalBackend
from app.orchestrate.local_commands import admit_spec
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
        # As stored for a job an admin registered: the only kind of spec.command that runs.
        admit_spec(
            {
                "command": [sys.executable, "-c", TRAIN, str(marks)],
                "resume_flag": "--resume {checkpoint_dir}",
            },
            role="admin",
            name="test",
            templates={},
        ),
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
        await registry.get("local").stop(target.job_id)  # type: ignore[attr-defined]
        await registry.close()
        set_backends(None)


async def test_local_jobs_survive_a_service_restart(tmp_path: Path) -> None:
    """Issue 17: stopping or upgrading the service killed every job the local backend started."""
    import gc

    from app.orchestrate.local import _pid_alive

    target = job(tmp_path)
    backend = LocalBackend(tmp_path / "supervisor", stop_grace_s=2)
    pid = await backend.launch(target)
    await wait_for_text(tmp_path / "starts.txt", "|")
    await backend.close()  # what shutdown does
    del backend
    gc.collect()
    await asyncio.sleep(0.3)
    assert _pid_alive(pid)
    successor = LocalBackend(tmp_path / "supervisor", stop_grace_s=2)
    status = await successor.job_status(target)
    assert status is not None and status.state == "RUNNING"
    await successor.stop(target.job_id)
    assert not _pid_alive(pid)


async def test_an_unwritable_log_never_kills_the_running_job(tmp_path: Path) -> None:
    """Issue 17: with an unwritable log path every retry killed the running job and started none."""
    import pytest

    from app.errors import BackendError
    from app.orchestrate.local import _pid_alive

    target = job(tmp_path)
    backend = LocalBackend(tmp_path / "supervisor", stop_grace_s=2)
    pid = await backend.launch(target)
    await wait_for_text(tmp_path / "starts.txt", "|")
    broken = JobTarget(
        target.job_id,
        "local",
        target.nodes,
        # Registered again by an admin, now with a log path that cannot be written.
        admit_spec(
            {
                "command": target.spec["command"],
                "resume_flag": target.spec["resume_flag"],
                "log": str(tmp_path / "no-such-dir" / "train.log"),
            },
            role="admin",
            name="test",
            templates={},
        ),
        target.checkpoint_dir,
    )
    marker = await backend.restart_marker(broken)
    with pytest.raises(BackendError, match="log"):
        await backend.restart(broken, marker=marker, exclude=(), key="k")
    assert _pid_alive(pid)
    await backend.stop(target.job_id)


# Records the run it was started as, starts a helper in a session of its own (as torchrun starts
# its workers) that records its PID, then waits.
TREE = (
    "import os, subprocess, sys, time\n"
    "out = sys.argv[1]\n"
    "open(out + '.runs', 'a').write(os.environ.get('CRASHCART_RUN', '-') + '|')\n"
    "w = subprocess.Popen([sys.executable, '-c', 'import time; time.sleep(60)'], start_new_session=True)\n"
    "open(out + '.workers', 'a').write(f'{w.pid}|')\n"
    "time.sleep(60)\n"
)


async def test_each_run_is_named_and_a_restart_leaves_nothing_of_the_old_one(tmp_path: Path) -> None:
    """The demo's restarted job never finished: the run it replaced (unnamed, its workers in
    sessions of their own) still reported its failed exit after the restart, and the service
    took it for the restarted run's (issue: demo hangs after resuming)."""
    from app.orchestrate.local import _pid_alive

    out = tmp_path / "tree"
    target = JobTarget(
        "local-tree",
        "local",
        ("localhost",),
        admit_spec(
            {"command": [sys.executable, "-c", TREE, str(out)], "resume_flag": "--resume"},
            role="admin",
            name="test",
            templates={},
        ),
        checkpoint_dir=str(tmp_path / "ckpt"),
    )
    backend = LocalBackend(tmp_path / "supervisor", stop_grace_s=2)
    await backend.launch(target)
    await wait_for_text(Path(f"{out}.workers"), "|")
    first_worker = int(Path(f"{out}.workers").read_text().split("|")[0])
    assert _pid_alive(first_worker)
    marker = await backend.restart_marker(target)
    await backend.restart(target, marker=marker, exclude=(), key="k")
    runs = await wait_for_text(Path(f"{out}.runs"), "local.2|")
    assert runs == "local.1|local.2|"  # a name per launch, given by the supervisor
    # The old run's worker, in a session of its own, went with its run.
    assert not _pid_alive(first_worker)
    for _ in range(200):
        workers = [int(p) for p in Path(f"{out}.workers").read_text().split("|") if p]
        if len(workers) == 2:
            break
        await asyncio.sleep(0.05)
    assert len(workers) == 2 and _pid_alive(workers[1])
    await backend.stop(target.job_id)
    assert not any(_pid_alive(w) for w in workers)
