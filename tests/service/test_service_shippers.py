"""`crashcart ship` and `crashcart run` against a real server on loopback."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from tests.helpers import TOKENS, LiveServer


def _cli_env(server: LiveServer, role: str = "shipper") -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("CRASHCART_")}
    env.update(CRASHCART_SERVER=server.url, CRASHCART_TOKEN=TOKENS[role])
    return env


def _crashcart(*args: str) -> list[str]:
    return [sys.executable, "-m", "app", *args]


def _processed(server: LiveServer, job: str) -> int:
    return int(server.get(f"/v1/jobs/{job}")["lines_processed"])


def _write(path: Path, start: int, n: int) -> None:
    with path.open("a") as fh:
        for i in range(start, start + n):
            fh.write(f"step {i} loss 1.5\n")


def test_ship_follows_rotation_and_resumes_after_sigkill(live_server: LiveServer, tmp_path: Path) -> None:
    live_server.post("/v1/jobs", {"job_id": "ship-1", "nodes": ["gpu01"]})
    log = tmp_path / "train.log"
    _write(log, 0, 500)
    state = tmp_path / "state"
    cmd = _crashcart("ship", "--job", "ship-1", "--node", "gpu01", "--state-dir", str(state), str(log))
    follower = subprocess.Popen(cmd, env=_cli_env(live_server), stderr=subprocess.PIPE)
    try:
        live_server.wait_until(lambda: _processed(live_server, "ship-1") == 500)
        _write(log, 500, 100)
        log.rename(tmp_path / "train.log.1")  # rotation: the rest goes to a new file
        _write(log, 600, 50)
        live_server.wait_until(lambda: _processed(live_server, "ship-1") == 650)
        follower.send_signal(signal.SIGKILL)
        follower.wait()
        # While the shipper is down: more lines, and another rotation.
        _write(log, 650, 70)
        log.rename(tmp_path / "train.log.2")
        _write(log, 720, 30)
        done = subprocess.run([*cmd, "--once"], env=_cli_env(live_server), capture_output=True, text=True)
        assert done.returncode == 0, done.stderr
        live_server.wait_until(lambda: _processed(live_server, "ship-1") == 750)
        time.sleep(0.5)
        assert _processed(live_server, "ship-1") == 750
        assert live_server.get("/v1/jobs/ship-1")["last_step"] == 749
    finally:
        if follower.poll() is None:
            follower.kill()
            follower.wait()
        if follower.stderr:
            follower.stderr.close()


def test_ship_reports_bad_token_and_missing_file_clearly(live_server: LiveServer, tmp_path: Path) -> None:
    live_server.post("/v1/jobs", {"job_id": "ship-2"})
    log = tmp_path / "a.log"
    _write(log, 0, 3)
    env = _cli_env(live_server, role="viewer")
    res = subprocess.run(
        _crashcart("ship", "--job", "ship-2", "--once", "--state-dir", str(tmp_path), str(log)),
        env=env,
        capture_output=True,
        text=True,
    )
    assert res.returncode == 2
    assert "refused the token" in res.stderr and "Traceback" not in res.stderr
    res = subprocess.run(
        _crashcart("ship", "--job", "ship-2", "--once", str(tmp_path / "missing.log")),
        env=_cli_env(live_server),
        capture_output=True,
        text=True,
    )
    assert res.returncode == 2 and "no such file" in res.stderr and "Traceback" not in res.stderr


def test_run_tees_ships_and_reports_exit(live_server: LiveServer) -> None:
    live_server.post("/v1/jobs", {"job_id": "run-1", "nodes": ["gpu07"]})
    script = (
        "import sys\n"
        "for i in range(20): print(f'step {i} loss 2.0', flush=True)\n"
        "print('Traceback (most recent call last):', file=sys.stderr)\n"
        "print('  File \"train.py\", line 3, in <module>', file=sys.stderr)\n"
        "print(\"TypeError: unsupported operand type(s) for +: 'int' and 'str'\", file=sys.stderr)\n"
        "sys.exit(3)\n"
    )
    res = subprocess.run(
        _crashcart(
            "run", "--job", "run-1", "--node", "gpu07", "--rank", "0", "--", sys.executable, "-c", script
        ),
        env=_cli_env(live_server, role="shipper"),  # the token users' jobs get (docs/slurm.md)
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert res.returncode == 3
    assert "step 19 loss 2.0" in res.stdout and "TypeError" in res.stderr  # teed
    assert "REFUSED" not in res.stderr and "not delivered" not in res.stderr
    job = live_server.wait_until(
        lambda: (j := live_server.get("/v1/jobs/run-1"))["state"] == "failed" and j["incidents"] and j
    )
    assert job["lines_processed"] == 23 and job["exit_code"] == 3
    incident = job["incidents"][0]
    assert incident["category"] == "type_error"
    assert incident["action"] == "no_restart_notify_user"


def test_usage_errors_are_one_line() -> None:
    for args in (["templates", "missing.log"], ["eval"], ["bogus"]):
        res = subprocess.run(_crashcart(*args), capture_output=True, text=True, timeout=60)
        assert res.returncode == 2, args
        lines = res.stderr.strip().splitlines()
        assert len(lines) == 1 and lines[0].startswith("error: ") and "--help" in lines[0], res.stderr
