"""Real processes: SIGKILL in the middle of a save, SIGTERM preemption, and what importing the
agent drags in."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import psutil
import pytest

from app.agent import CheckpointAgent, shard_store
from app.agent.environment import RankInfo

REPO = Path(__file__).resolve().parents[2]

# Saves step 1 completely, then starts step 2 whose serialisation blocks half-way (an object
# whose pickling sleeps) and announces, from the process doing the write, that it is writing.
SIGKILL_JOB = textwrap.dedent(
    """
    import os, sys, time, torch
    from app.agent import CheckpointAgent

    class SlowToPickle:
        def __deepcopy__(self, memo):
            return self
        def __reduce__(self):
            os.write(1, f"WRITING {os.getpid()}\\n".encode())
            time.sleep(60)
            return (int, (0,))

    agent = CheckpointAgent(sys.argv[1], snapshot=sys.argv[2], hang_timeout_s=None)
    agent.save(1, {"w": torch.full((256, 256), 1.0)}).wait()
    agent.save(2, {"w": torch.full((256, 256), 2.0), "slow": SlowToPickle()})
    os.write(1, b"TRAINING\\n")
    time.sleep(60)
    """
)


def _read_until(proc: subprocess.Popen[bytes], marker: bytes, timeout_s: float) -> list[bytes]:
    assert proc.stdout is not None
    seen: list[bytes] = []
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        line = proc.stdout.readline()
        if not line:
            break
        seen.append(line)
        if line.startswith(marker):
            return seen
    raise AssertionError(f"no {marker!r} from the job; got {seen!r}")


@pytest.mark.parametrize("mode", ["fork", "copy"])
def test_sigkill_mid_save_resumes_from_last_complete_checkpoint(tmp_path: Path, mode: str) -> None:
    env = {**os.environ, "PYTHONPATH": str(REPO), "RANK": "0", "WORLD_SIZE": "1"}
    proc = subprocess.Popen(
        [sys.executable, "-c", SIGKILL_JOB, str(tmp_path), mode], stdout=subprocess.PIPE, env=env, cwd=REPO
    )
    try:
        lines = _read_until(proc, b"WRITING", timeout_s=60)
        writer_pid = int(lines[-1].split()[1])
        # The shard of step 2 is open and half-written right now.
        assert [p for p in shard_store.step_dir(tmp_path, 2).iterdir() if ".tmp-" in p.name]
        proc.send_signal(signal.SIGKILL)
        proc.wait(10)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        assert proc.stdout is not None
        proc.stdout.close()
    # In fork mode the writer is a child: it must die with its parent, not finish step 2 later.
    deadline = time.monotonic() + 10
    while psutil.pid_exists(writer_pid) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not psutil.pid_exists(writer_pid) or psutil.Process(writer_pid).status() == psutil.STATUS_ZOMBIE
    assert shard_store.complete_steps(tmp_path, 1) == [1]
    agent = CheckpointAgent(
        tmp_path, hang_timeout_s=None, handle_signals=False, rank_info=RankInfo(0, 1, "n")
    )
    loaded = agent.load_latest()
    assert loaded is not None
    step, state = loaded
    assert step == 1 and float(state["w"][0, 0]) == 1.0
    # The resumed job saves over the debris of the killed one.
    agent.save(2, {"w": state["w"] * 2}).wait()
    assert agent.load_latest() is not None and shard_store.complete_steps(tmp_path, 1)[0] == 2
    agent.close()


PREEMPT_JOB = textwrap.dedent(
    """
    import os, sys, time, torch
    from app.agent import CheckpointAgent

    weights = torch.zeros(16)
    agent = CheckpointAgent(sys.argv[1], hang_timeout_s=None, state_fn=lambda: {"w": weights.clone()})
    for step in range(1, 100000):
        weights += 1
        agent.heartbeat(step)
        if step == 3:
            os.write(1, b"READY\\n")
        time.sleep(0.01)
    """
)


def test_sigterm_saves_at_the_next_step_and_exits_cleanly(tmp_path: Path) -> None:
    env = {**os.environ, "PYTHONPATH": str(REPO), "RANK": "0", "WORLD_SIZE": "1"}
    proc = subprocess.Popen(
        [sys.executable, "-c", PREEMPT_JOB, str(tmp_path)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=env,
        cwd=REPO,
    )
    try:
        _read_until(proc, b"READY", timeout_s=60)
        proc.send_signal(signal.SIGTERM)
        _, err = proc.communicate(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.communicate()
    assert proc.returncode == 0, err.decode()
    assert b"got signal" in err
    steps = shard_store.complete_steps(tmp_path, 1)
    assert len(steps) == 1 and steps[0] >= 3
    agent = CheckpointAgent(
        tmp_path, hang_timeout_s=None, handle_signals=False, rank_info=RankInfo(0, 1, "n")
    )
    loaded = agent.load_latest()
    assert loaded is not None and float(loaded[1]["w"][0]) == float(steps[0])
    agent.close()


# A fork-mode save whose writing takes a few seconds; the job prints whether it completed.
SIGNALLED_WRITER_JOB = textwrap.dedent(
    """
    import os, sys, time, torch
    from app.agent import CheckpointAgent

    class SlowToPickle:
        def __deepcopy__(self, memo):
            return self
        def __reduce__(self):
            os.write(1, f"WRITING {os.getpid()}\\n".encode())
            time.sleep(2)
            return (int, (0,))

    agent = CheckpointAgent(sys.argv[1], snapshot="fork", hang_timeout_s=None, handle_signals=False)
    try:
        agent.save(2, {"w": torch.full((64, 64), 2.0), "slow": SlowToPickle()}).wait()
        os.write(1, b"SAVED\\n")
    except Exception as exc:
        os.write(1, f"FAILED {exc}\\n".encode())
    agent.close()
    """
)


def test_a_signal_to_every_process_of_the_step_does_not_kill_the_fork_writer(tmp_path: Path) -> None:
    """Slurm signals every process of a job step (preemption's SIGTERM, ``scancel --signal``):
    the writer child leaves it to the training process, which decides (and may wait for it)."""
    env = {**os.environ, "PYTHONPATH": str(REPO), "RANK": "0", "WORLD_SIZE": "1"}
    proc = subprocess.Popen(
        [sys.executable, "-c", SIGNALLED_WRITER_JOB, str(tmp_path)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=env,
        cwd=REPO,
    )
    try:
        seen = _read_until(proc, b"WRITING", timeout_s=60)
        writer = int(seen[-1].split()[1])
        os.kill(writer, signal.SIGTERM)
        out, err = proc.communicate(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.communicate()
    assert b"SAVED" in out, (out + err).decode()
    assert shard_store.complete_steps(tmp_path, 1) == [2]


STUCK_JOB = textwrap.dedent(
    """
    import os, sys, threading, torch
    from app.agent import CheckpointAgent

    agent = CheckpointAgent(sys.argv[1], hang_timeout_s=None, preempt_grace_s=1.0,
                            state_fn=lambda: {"w": torch.zeros(4)})
    agent.heartbeat(1)
    os.write(1, b"READY\\n")
    threading.Event().wait()  # stuck for good, like a rank in a hung collective
    """
)


def test_sigterm_still_ends_a_process_stuck_between_steps(tmp_path: Path) -> None:
    env = {**os.environ, "PYTHONPATH": str(REPO), "RANK": "0", "WORLD_SIZE": "1"}
    proc = subprocess.Popen(
        [sys.executable, "-c", STUCK_JOB, str(tmp_path)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=env,
        cwd=REPO,
    )
    try:
        _read_until(proc, b"READY", timeout_s=60)
        proc.send_signal(signal.SIGTERM)
        _, err = proc.communicate(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.communicate()
    assert proc.returncode == 128 + signal.SIGTERM, err.decode()
    assert b"did not reach a step boundary within 1s" in err


def test_importing_the_agent_pulls_in_no_service_stack() -> None:
    probe = textwrap.dedent(
        """
        import sys
        import app.agent
        forbidden = ("fastapi", "sqlalchemy", "redis", "starlette", "uvicorn", "asyncpg", "aiosqlite")
        service = [m for m in sys.modules if m.split(".")[0] in forbidden]
        ours = sorted(m for m in sys.modules if m.startswith("app.") and not m.startswith("app.agent"))
        print(service, ours)
        assert not service, service
        assert ours == ["app.errors"], ours
        assert sorted(app.agent.__all__) == ["CheckpointAgent", "SaveHandle"]
        """
    )
    result = subprocess.run(
        [sys.executable, "-c", probe],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "PYTHONPATH": str(REPO)},
    )
    assert result.returncode == 0, result.stdout + result.stderr
