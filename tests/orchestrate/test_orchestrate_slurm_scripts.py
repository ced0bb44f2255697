"""examples/slurm prolog and epilog, run as slurmd runs them, against an HTTP server on loopback
that records what they send (the crashcart API contract), with a real Slurm job to describe."""

from __future__ import annotations

import json
import os
import subprocess
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

pytestmark = pytest.mark.slurm
EXAMPLES = Path(__file__).resolve().parents[2] / "examples" / "slurm"


class Recorder:
    def __init__(self) -> None:
        self.requests: list[tuple[str, str, str, Any]] = []
        self.node_states: dict[str, str] = {}


@pytest.fixture
def api() -> Iterator[tuple[Recorder, str]]:
    rec = Recorder()

    class Handler(BaseHTTPRequestHandler):
        def log_message(self, *args: Any) -> None:
            return

        def _reply(self, body: dict[str, Any], code: int = 200) -> None:
            data = json.dumps(body).encode()
            self.send_response(code)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def _record(self, method: str) -> Any:
            length = int(self.headers.get("Content-Length") or 0)
            body = json.loads(self.rfile.read(length)) if length else None
            rec.requests.append((method, self.path, self.headers.get("Authorization", ""), body))
            return body

        def do_GET(self) -> None:
            self._record("GET")
            node = self.path.rsplit("/", 1)[-1]
            state = rec.node_states.get(node, "ok")
            self._reply(
                {"name": node, "state": state, "reason": "incident 7: ecc_error" if state != "ok" else ""}
            )

        def do_POST(self) -> None:
            self._record("POST")
            self._reply({"ok": True}, 201)

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield rec, f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()
    thread.join(5)


@pytest.fixture
def finished_job(tmp_path: Path) -> Iterator[str]:
    if subprocess.run(["scripts/slurm.sh", "status"], capture_output=True).returncode != 0:
        pytest.fail(
            "the Slurm test cluster is not up: run `scripts/slurm.sh up` (`make test` does)", pytrace=False
        )
    script = tmp_path / "job.sh"
    script.write_text("#!/bin/bash\nexit 3\n")
    out = subprocess.run(
        ["sbatch", "--parsable", "-N", "2", "-o", str(tmp_path / "o.log"), str(script)],
        capture_output=True,
        text=True,
        check=True,
    )
    job_id = out.stdout.strip()
    deadline = time.monotonic() + 30
    while (
        "JobState=FAILED"
        not in subprocess.run(
            ["scontrol", "show", "job", "-o", job_id], capture_output=True, text=True
        ).stdout
    ):
        assert time.monotonic() < deadline, f"job {job_id} did not fail in time"
        time.sleep(0.2)
    yield job_id


def run_script(name: str, server: str, job_id: str, node: str) -> subprocess.CompletedProcess[str]:
    record = subprocess.run(["scontrol", "show", "job", "-o", job_id], capture_output=True, text=True).stdout
    nodelist = next(f.split("=", 1)[1] for f in record.split() if f.startswith("NodeList="))
    env = {
        "PATH": os.environ["PATH"],
        "CRASHCART_SERVER": server,
        "CRASHCART_TOKEN": "tok-scheduler",
        "SLURM_JOB_ID": job_id,
        "SLURMD_NODENAME": node,
        "SLURM_JOB_NODELIST": nodelist,
    }
    return subprocess.run([str(EXAMPLES / name)], env=env, capture_output=True, text=True, timeout=30)


def job_nodes(job_id: str) -> list[str]:
    record = subprocess.run(["scontrol", "show", "job", "-o", job_id], capture_output=True, text=True).stdout
    nodelist = next(f.split("=", 1)[1] for f in record.split() if f.startswith("NodeList="))
    return subprocess.run(
        ["scontrol", "show", "hostnames", nodelist], capture_output=True, text=True
    ).stdout.split()


def test_prolog_registers_the_job_from_its_first_node(api: tuple[Recorder, str], finished_job: str) -> None:
    rec, url = api
    first, second = job_nodes(finished_job)
    assert run_script("prolog.sh", url, finished_job, first).returncode == 0
    assert run_script("prolog.sh", url, finished_job, second).returncode == 0
    posts = [r for r in rec.requests if r[0] == "POST"]
    assert len(posts) == 1 and posts[0][1] == "/v1/jobs" and posts[0][2] == "Bearer tok-scheduler"
    body = posts[0][3]
    assert (
        body["job_id"] == finished_job and body["scheduler"] == "slurm" and body["nodes"] == [first, second]
    )
    assert body["spec"]["slurm_job_id"] == finished_job and body["spec"]["script"].endswith("job.sh")
    assert [r[1] for r in rec.requests if r[0] == "GET"] == [f"/v1/nodes/{first}", f"/v1/nodes/{second}"]


def test_prolog_refuses_a_cordoned_node(api: tuple[Recorder, str], finished_job: str) -> None:
    rec, url = api
    first, _ = job_nodes(finished_job)
    rec.node_states[first] = "cordoned"
    result = run_script("prolog.sh", url, finished_job, first)
    assert result.returncode == 1
    assert f"{first} is cordoned (incident 7: ecc_error)" in result.stderr
    assert not [r for r in rec.requests if r[0] == "POST"]


def test_prolog_fails_open_when_crashcart_is_down(finished_job: str) -> None:
    first, _ = job_nodes(finished_job)
    result = run_script("prolog.sh", "http://127.0.0.1:9", finished_job, first)
    assert result.returncode == 0 and "unreachable" in result.stderr


def test_epilog_reports_the_exit_code(api: tuple[Recorder, str], finished_job: str) -> None:
    rec, url = api
    first, _ = job_nodes(finished_job)
    assert run_script("epilog.sh", url, finished_job, first).returncode == 0
    assert rec.requests == [
        (
            "POST",
            f"/v1/jobs/{finished_job}/exit",
            "Bearer tok-scheduler",
            {"node": first, "exit_code": 3, "signal": None},
        )
    ]
    assert run_script("epilog.sh", "http://127.0.0.1:9", finished_job, first).returncode == 0  # never fails
