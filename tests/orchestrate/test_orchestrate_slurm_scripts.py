"""examples/slurm/crashcart-hook.sh run as slurmd runs it (its environment, no PATH), against an
HTTP server on loopback that records what it is sent, with a real Slurm job to describe.

The end-to-end test through slurm.conf is ``test_slurm_admin_e2e.py``; these pin each behaviour
of the hook: node list, first-node registration, refusal of a cordoned node, the env file's
permissions, fail-open timing, the exit report.
"""

from __future__ import annotations

import json
import os
import socket
import subprocess
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

pytestmark = pytest.mark.slurm
HOOK = Path(__file__).resolve().parents[2] / "examples" / "slurm" / "crashcart-hook.sh"


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
def hung_server() -> Iterator[str]:
    """Accepts connections (the kernel's backlog) and never answers: a hung crashcart."""
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    sock.listen(16)
    yield f"http://127.0.0.1:{sock.getsockname()[1]}"
    sock.close()


def scontrol(*args: str) -> str:
    return subprocess.run(["scontrol", *args], capture_output=True, text=True, check=True).stdout


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
    while "JobState=FAILED" not in scontrol("show", "job", "-o", job_id):
        assert time.monotonic() < deadline, f"job {job_id} did not fail in time"
        time.sleep(0.2)
    yield job_id


def job_nodelist(job_id: str) -> str:
    record = scontrol("show", "job", "-o", job_id)
    return next(f.split("=", 1)[1] for f in record.split() if f.startswith("NodeList="))


class Hook:
    """Runs the hook with the environment slurmd gives a prolog/epilog (PrologFlags=Alloc)."""

    def __init__(self, tmp_path: Path) -> None:
        self.env_file = tmp_path / "slurm.env"
        self.log = tmp_path / "hook.log"
        self.state = tmp_path / "hook-state"

    def configure(self, server: str, mode: int = 0o600, **extra: str) -> None:
        values = {"CRASHCART_SERVER": server, "CRASHCART_TOKEN": "tok-scheduler", **extra}
        self.env_file.write_text("".join(f"{k}={v}\n" for k, v in values.items()))
        self.env_file.chmod(mode)

    def __call__(
        self, context: str, job_id: str, node: str, **env: str
    ) -> tuple[subprocess.CompletedProcess[str], float]:
        base = {
            "SLURM_SCRIPT_CONTEXT": context,
            "SLURM_JOB_ID": job_id,
            "SLURMD_NODENAME": node,
            "SLURM_NODELIST": job_nodelist(job_id),
            "SLURM_JOB_RESTART_COUNT": "0",
            "SLURM_CONF": os.environ["SLURM_CONF"],
            "CRASHCART_ENV_FILE": str(self.env_file),
            "CRASHCART_HOOK_LOG": str(self.log),
            "CRASHCART_HOOK_STATE": str(self.state),
        }
        base.update(env)
        t0 = time.monotonic()
        result = subprocess.run(
            [str(HOOK)], env={k: v for k, v in base.items() if v}, capture_output=True, text=True, timeout=30
        )
        return result, time.monotonic() - t0

    def logged(self) -> str:
        return self.log.read_text() if self.log.exists() else ""


@pytest.fixture
def hook(tmp_path: Path) -> Hook:
    return Hook(tmp_path)


def hostnames(job_id: str) -> list[str]:
    return scontrol("show", "hostnames", job_nodelist(job_id)).split()


def test_prolog_registers_the_job_once_from_its_first_node(
    api: tuple[Recorder, str], finished_job: str, hook: Hook
) -> None:
    rec, url = api
    hook.configure(url)
    first, second = hostnames(finished_job)
    assert hook("prolog_slurmd", finished_job, first)[0].returncode == 0
    assert hook("prolog_slurmd", finished_job, second)[0].returncode == 0
    posts = [r for r in rec.requests if r[0] == "POST"]
    assert len(posts) == 1 and posts[0][1] == "/v1/jobs" and posts[0][2] == "Bearer tok-scheduler"
    body = posts[0][3]
    assert body["job_id"] == finished_job and body["scheduler"] == "slurm"
    assert body["nodes"] == [first, second] and body["run"] == f"{finished_job}.0"
    assert body["spec"] == {"slurm_job_id": finished_job, "script": body["spec"]["script"]}
    assert body["spec"]["script"].endswith("job.sh")
    assert [r[1] for r in rec.requests if r[0] == "GET"] == [f"/v1/nodes/{first}", f"/v1/nodes/{second}"]
    assert "registered the job" in hook.logged()


def test_without_a_node_list_variable_the_record_gives_nodelist_not_reqnodelist(
    api: tuple[Recorder, str], finished_job: str, hook: Hook
) -> None:
    """The old prolog grepped `NodeList=` and took `ReqNodeList=(null)`: registration skipped."""
    rec, url = api
    hook.configure(url)
    first, second = hostnames(finished_job)
    assert hook("prolog_slurmd", finished_job, first, SLURM_NODELIST="")[0].returncode == 0
    posts = [r[3] for r in rec.requests if r[0] == "POST"]
    assert len(posts) == 1 and posts[0]["nodes"] == [first, second]


def test_the_controller_prolog_registers_with_the_job_nodelist(
    api: tuple[Recorder, str], finished_job: str, hook: Hook
) -> None:
    rec, url = api
    hook.configure(url)
    first, second = hostnames(finished_job)
    result, _ = hook(
        "prolog_slurmctld",
        finished_job,
        "",
        SLURM_NODELIST="",
        SLURM_JOB_NODELIST=job_nodelist(finished_job),
    )
    assert result.returncode == 0
    assert [r[3]["nodes"] for r in rec.requests if r[0] == "POST"] == [[first, second]]
    assert not [r for r in rec.requests if r[0] == "GET"]  # no node of its own to check


def test_prolog_refuses_a_cordoned_node_and_says_so_in_the_log(
    api: tuple[Recorder, str], finished_job: str, hook: Hook
) -> None:
    rec, url = api
    hook.configure(url)
    first, _ = hostnames(finished_job)
    rec.node_states[first] = "cordoned"
    result, _ = hook("prolog_slurmd", finished_job, first)
    assert result.returncode == 1
    assert f"{first} is cordoned by crashcart (incident 7: ecc_error)" in result.stderr
    assert "is cordoned" in hook.logged()
    assert not [r for r in rec.requests if r[0] == "POST"]


@pytest.mark.parametrize("kind", ["down", "hung"])
def test_a_down_or_hung_server_costs_a_job_start_under_a_second(
    kind: str, finished_job: str, hook: Hook, hung_server: str
) -> None:
    hook.configure("http://127.0.0.1:9" if kind == "down" else hung_server)
    first, _ = hostnames(finished_job)
    result, elapsed = hook("prolog_slurmd", finished_job, first)
    assert result.returncode == 0 and elapsed < 1.0, (kind, elapsed)
    assert "unreachable" in hook.logged() and "starts unchecked" in hook.logged()
    result, elapsed = hook("epilog_slurmd", finished_job, first)
    assert result.returncode == 0 and elapsed < 1.0, (kind, elapsed)
    assert "exit not reported" in hook.logged()


def test_the_env_file_must_be_roots_and_writable_by_nobody_else(
    api: tuple[Recorder, str], finished_job: str, hook: Hook
) -> None:
    rec, url = api
    first, _ = hostnames(finished_job)
    hook.configure(url, mode=0o666)  # anyone could point the root-run hook elsewhere
    assert hook("prolog_slurmd", finished_job, first)[0].returncode == 0
    assert rec.requests == [] and "lets others write it" in hook.logged()
    hook.configure(url, mode=0o644)  # works, but the scheduler token is readable by all
    assert hook("prolog_slurmd", finished_job, first)[0].returncode == 0
    assert rec.requests and "chmod 600" in hook.logged()
    hook.log.unlink()
    hook.configure(url, mode=0o600)
    assert hook("prolog_slurmd", finished_job, first)[0].returncode == 0
    assert "chmod" not in hook.logged()


def test_the_token_never_appears_on_a_command_line(finished_job: str, hook: Hook, hung_server: str) -> None:
    hook.configure(hung_server, CRASHCART_HOOK_TIMEOUT="2")
    first, _ = hostnames(finished_job)
    env = {"SLURM_SCRIPT_CONTEXT": "prolog_slurmd", "SLURM_JOB_ID": finished_job, "SLURMD_NODENAME": first}
    env.update(CRASHCART_ENV_FILE=str(hook.env_file), SLURM_CONF=os.environ["SLURM_CONF"])
    proc = subprocess.Popen([str(HOOK)], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        time.sleep(0.8)  # curl is waiting on the hung server now
        cmdlines = [c for p in Path("/proc").glob("[0-9]*/cmdline") if (c := _cmdline(p))]
        assert any("curl" in c and hung_server.rsplit(":", 1)[1] in c for c in cmdlines)
        assert not any("tok-scheduler" in c for c in cmdlines)
    finally:
        proc.wait(10)


def _cmdline(path: Path) -> str:
    try:
        return path.read_bytes().replace(b"\0", b" ").decode(errors="replace")
    except OSError:  # the process ended
        return ""


def test_epilog_reports_the_exit_once_from_the_first_node(
    api: tuple[Recorder, str], finished_job: str, hook: Hook
) -> None:
    rec, url = api
    hook.configure(url)
    first, second = hostnames(finished_job)
    for node in (first, second):
        assert hook("epilog_slurmd", finished_job, node, SLURM_JOB_EXIT_CODE2="3:0")[0].returncode == 0
    assert rec.requests == [
        (
            "POST",
            f"/v1/jobs/{finished_job}/exit",
            "Bearer tok-scheduler",
            {"node": first, "exit_code": 3, "signal": None, "run": f"{finished_job}.0"},
        )
    ]


def test_the_epilog_of_a_requeued_run_reports_no_exit(
    api: tuple[Recorder, str], finished_job: str, hook: Hook
) -> None:
    """Slurm gives a requeued run's epilog the *next* restart count (and JobState=COMPLETING,
    ExitCode=0:0): only the count the prolog saw tells the requeue from the job's end."""
    rec, url = api
    hook.configure(url)
    first, _ = hostnames(finished_job)
    assert hook("prolog_slurmd", finished_job, first)[0].returncode == 0
    assert hook("epilog_slurmd", finished_job, first, SLURM_JOB_RESTART_COUNT="1")[0].returncode == 0
    assert [r[1] for r in rec.requests if r[0] == "POST"] == ["/v1/jobs"]  # the registration only
    assert f"job requeued: no exit to report for run {finished_job}.0" in hook.logged()
    # The next run ends for good: its exit is reported, as that run's.
    assert hook("prolog_slurmd", finished_job, first, SLURM_JOB_RESTART_COUNT="1")[0].returncode == 0
    env = {"SLURM_JOB_RESTART_COUNT": "1", "SLURM_JOB_EXIT_CODE2": "0:0"}
    assert hook("epilog_slurmd", finished_job, first, **env)[0].returncode == 0
    exits = [r[3] for r in rec.requests if r[1].endswith("/exit")]
    assert exits == [{"node": first, "exit_code": 0, "signal": None, "run": f"{finished_job}.1"}]


def test_through_slurm_conf_a_refused_node_is_drained_and_the_job_starts_elsewhere(
    api: tuple[Recorder, str], hook: Hook, tmp_path: Path
) -> None:
    """With nohold_on_prolog_fail (scripts/slurm.sh sets it, docs/slurm.md asks for it) the job
    a cordoned node refuses is requeued and runs elsewhere, never held."""
    from tests.orchestrate.conftest import SLURM_ROOT

    if subprocess.run(["scripts/slurm.sh", "status"], capture_output=True).returncode != 0:
        pytest.fail("the Slurm test cluster is not up: run `scripts/slurm.sh up`", pytrace=False)
    rec, url = api
    rec.node_states["gpu02"] = "cordoned"
    hook.configure(url)
    wrapper = tmp_path / "hook-wrapper"
    wrapper.write_text(
        f"#!/bin/bash\nexport CRASHCART_ENV_FILE={hook.env_file} CRASHCART_HOOK_LOG={hook.log} "
        f'CRASHCART_HOOK_STATE={hook.state}\nexec {HOOK} "$@"\n'
    )
    wrapper.chmod(0o755)
    hooks_conf = Path(SLURM_ROOT) / "etc" / "hooks.conf"
    name = f"cc-refuse-{os.getpid()}"
    hooks_conf.write_text(f"Prolog={wrapper}\nEpilog={wrapper}\n")
    try:
        scontrol("reconfigure")
        time.sleep(1.0)
        job = subprocess.run(
            ["sbatch", "--parsable", "-J", name, "-N", "3", "-o", "/dev/null", "--wrap", "sleep 2"],
            capture_output=True,
            text=True,
            check=True,
        ).stdout.strip()
        deadline = time.monotonic() + 60
        while True:
            rec_job = dict(f.split("=", 1) for f in scontrol("show", "job", "-o", job).split() if "=" in f)
            if rec_job["JobState"] == "RUNNING" and "Restarts" in rec_job and rec_job["Restarts"] != "0":
                break
            assert "held" not in rec_job.get("Reason", "").lower(), rec_job.get("Reason")
            assert time.monotonic() < deadline, rec_job
            time.sleep(0.2)
        nodes = scontrol("show", "hostnames", rec_job["NodeList"]).split()
        assert "gpu02" not in nodes and len(nodes) == 3
        state = subprocess.run(
            ["sinfo", "-h", "-N", "-n", "gpu02", "-o", "%T|%E"], capture_output=True, text=True
        )
        assert state.stdout.startswith("drain"), state.stdout
        assert "gpu02 is cordoned by crashcart" in hook.logged()
    finally:
        hooks_conf.write_text("# Prolog=/Epilog= lines (the prolog/epilog test installs them)\n")
        subprocess.run(["scancel", "--name", name], capture_output=True)
        scontrol("reconfigure")
        subprocess.run(["scontrol", "update", "NodeName=gpu[01-04]", "State=RESUME"], capture_output=True)
