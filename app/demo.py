"""``crashcart demo``: the whole loop on this machine.

A real service (embedded mode) on a loopback port; a small GPT trained with torch.distributed
(gloo) by ``examples/train_gpt.py`` under torchrun, its output shipped by ``crashcart run``; an
injected fault on one rank; the incident; the recovery by the local backend (the job restarts
from its last checkpoint); verification that it made progress; the job finishing.
"""

from __future__ import annotations

import asyncio
import json
import os
import secrets
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.markup import escape

from app.errors import ConfigError, UpstreamError
from app.orchestrate.base import JobTarget
from app.orchestrate.local import LocalBackend
from app.orchestrate.local_commands import admit_spec
from app.settings import REPO_ROOT

# A restart in one of these states has not been verified (or failed) yet.
UNVERIFIED = frozenset({"planned", "awaiting_approval", "executing", "succeeded"})
SETTLE_GRACE_S = 20.0
TRAIN_SCRIPT = REPO_ROOT / "examples" / "train_gpt.py"


def free_port() -> int:
    """A free TCP port on loopback (the one helper for this; tests have theirs in tests/helpers.py)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class _Api:
    def __init__(self, url: str, token: str) -> None:
        self.url = url
        self.token = token

    def call(self, method: str, path: str, body: Any = None) -> Any:
        data = json.dumps(body).encode() if body is not None else None
        req = urllib.request.Request(
            self.url + path,
            data=data,
            method=method,
            headers={"Authorization": f"Bearer {self.token}", "content-type": "application/json"},
        )
        with urllib.request.urlopen(req, timeout=10) as resp:
            return json.loads(resp.read() or b"null")


class Demo:
    def __init__(
        self, *, ranks: int, steps: int, fault: str, fault_step: int, workdir: Path, console: Console
    ) -> None:
        self.ranks = ranks
        self.steps = steps
        self.fault = fault
        self.fault_step = fault_step
        self.workdir = workdir
        self.out = console
        self.t0 = time.monotonic()
        self.token = "demo-" + secrets.token_hex(16)
        self.port = free_port()
        self.server: subprocess.Popen[bytes] | None = None
        self.job_id = f"demo-gpt-{int(time.time())}"
        self.api = _Api(f"http://127.0.0.1:{self.port}", self.token)

    def say(self, text: str) -> None:
        self.out.print(f"[dim]{time.monotonic() - self.t0:6.1f}s[/dim]  {text}")

    def _env(self) -> dict[str, str]:
        env = {k: v for k, v in os.environ.items() if not k.startswith("CRASHCART_")}
        env.update(
            CRASHCART_DATA_DIR=str(self.workdir / "data"),
            CRASHCART_TOKENS=f"admin:{self.token}",
            # (server.log, not the terminal: what the story needs when it does not end)
            CRASHCART_LOG_LEVEL="info",
            CRASHCART_POLICY_MODE="auto",
            # One machine is the whole "cluster": let the guard drain it (a real cluster keeps 25%).
            CRASHCART_POLICY__MAX_PARTITION_DRAIN_FRACTION="1.0",
            CRASHCART_POLICY__RESTART_BACKOFF_S="1",
        )
        return env

    def start_service(self) -> None:
        log = (self.workdir / "server.log").open("wb")
        self.server = subprocess.Popen(
            [sys.executable, "-m", "app", "serve", "--port", str(self.port)],
            env=self._env(),
            stdout=log,
            stderr=subprocess.STDOUT,
            cwd=REPO_ROOT,
        )
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            if self.server.poll() is not None:
                raise UpstreamError(f"the service exited; see {self.workdir / 'server.log'}")
            try:
                urllib.request.urlopen(self.api.url + "/readyz", timeout=2)
                self.say(f"service up at {self.api.url} (embedded: SQLite, in-process queue, local backend)")
                return
            except (urllib.error.URLError, OSError):
                time.sleep(0.2)
        raise UpstreamError("the service did not become ready in 60 s")

    def job_command(self) -> list[str]:
        train = [
            sys.executable,
            "-m",
            "torch.distributed.run",
            "--nproc-per-node",
            str(self.ranks),
            # Each launch finds a free port of its own: a restart must never wait for, or join,
            # a store the run it replaces may still hold.
            "--standalone",
            str(TRAIN_SCRIPT),
            "--steps",
            str(self.steps),
            "--save-every",
            "5",
            "--ckpt-dir",
            str(self.workdir / "ckpt"),
            "--job",
            self.job_id,
            "--server",
            self.api.url,
            "--token",
            self.token,
            "--inject",
            self.fault,
            "--inject-rank",
            str(self.ranks - 1),
            "--inject-step",
            str(self.fault_step),
            "--step-delay",
            "0.05",
        ]
        return [
            sys.executable,
            "-m",
            "app",
            "--server",
            self.api.url,
            "--token",
            self.token,
            "run",
            "--job",
            self.job_id,
            "--node",
            "demo-node",
            "--",
            *train,
        ]

    def start_job(self) -> None:
        spec = {"command": self.job_command(), "cwd": str(REPO_ROOT), "log": str(self.workdir / "job.log")}
        self.api.call(
            "POST",
            "/v1/jobs",
            {
                "job_id": self.job_id,
                "scheduler": "local",
                "nodes": ["demo-node"],
                "world_size": self.ranks,
                "checkpoint_dir": str(self.workdir / "ckpt"),
                "owner": os.environ.get("USER", "demo"),
                "spec": spec,
            },
        )
        # Started by the service's own supervisor (its state directory), as the restart will be:
        # it knows the first run's processes and stops them before the restart, and each run is
        # named, so what the failed run still sends afterwards is never the restarted run's.
        backend = LocalBackend(self.workdir / "data" / "supervisor")
        admitted = admit_spec(spec, role="admin", name="demo", templates={})
        target = JobTarget(self.job_id, "local", ("demo-node",), admitted, str(self.workdir / "ckpt"))
        asyncio.run(backend.launch(target))
        self.say(
            f"job [bold]{self.job_id}[/bold]: {self.ranks} ranks (gloo), {self.steps} steps, "
            f"checkpoint every 5; {self.fault} fault on rank {self.ranks - 1} at step {self.fault_step}"
        )

    def follow(self, timeout_s: float) -> bool:
        seen_incident: int | None = None
        seen_actions: dict[int, tuple[str, str]] = {}
        last_step: int | None = None
        finished_at: float | None = None
        deadline = time.monotonic() + timeout_s
        while time.monotonic() < deadline:
            job = self.api.call("GET", f"/v1/jobs/{self.job_id}")
            if job["last_step"] is not None and job["last_step"] != last_step and job["last_step"] % 5 == 0:
                self.say(f"training: step {job['last_step']}")
            last_step = job["last_step"]
            if job["incidents"] and seen_incident is None:
                inc = job["incidents"][0]
                seen_incident = inc["id"]
                culprit = ", ".join(inc["culprit"]["nodes"]) or "-"
                ranks = ", ".join(str(r) for r in inc["culprit"]["ranks"]) or "-"
                self.say(
                    f"[red]incident #{inc['id']}[/red]: {inc['category']} ({inc['layer']}, blame "
                    f"{inc['blame']}), culprit node {culprit} rank {ranks} → [bold]{inc['action']}[/bold]"
                    f" (confidence {inc['confidence']:.2f}, source {inc['source']})"
                )
                self.say(f"  root cause: {escape(inc['root_cause_line'] or '')}")
            if seen_incident is not None:
                detail = self.api.call("GET", f"/v1/incidents/{seen_incident}")
                for action in detail["actions"]:
                    if seen_actions.get(action["id"]) != (action["kind"], action["state"]):
                        seen_actions[action["id"]] = (action["kind"], action["state"])
                        nodes = f" {', '.join(action['nodes'])}" if action["nodes"] else ""
                        self.say(
                            f"action {action['kind']}{nodes}: {action['state']} ({escape(action['reason'])})"
                        )
                if detail["state"] in ("needs_human", "rejected"):
                    self.say(f"[yellow]incident needs a human[/yellow]: {escape(detail['explanation'])}")
                    return False
            if job["state"] == "succeeded":
                # The runner verifies a restart on its next tick: a job this short can finish
                # first, so the story waits (a little) for its actions to settle.
                if finished_at is None:
                    finished_at = time.monotonic()
                unsettled = [k for k, st in seen_actions.values() if k == "restart" and st in UNVERIFIED]
                if unsettled and time.monotonic() - finished_at < SETTLE_GRACE_S:
                    time.sleep(0.25)
                    continue
                self.say(
                    f"[green]job finished[/green] at step {job['last_step']} after {job['restarts']} "
                    f"restart(s); ETTR {job['ettr']:.3f}"
                )
                return True
            time.sleep(0.25)
        job = self.api.call("GET", f"/v1/jobs/{self.job_id}")
        self.say(
            f"[yellow]timed out[/yellow]: job {job['state']}, last step {job['last_step']}, "
            f"{job['restarts']} restart(s) (the service's log: server.log)"
        )
        return False

    def stop(self) -> None:
        if self.server is not None and self.server.poll() is None:
            self.server.terminate()
            try:
                self.server.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.server.kill()


def run_demo(
    *,
    ranks: int = 2,
    steps: int = 30,
    fault: str = "ecc",
    fault_step: int = 12,
    timeout_s: float = 240.0,
    keep: Path | None = None,
) -> bool:
    """Run the whole loop; True when the job was diagnosed, recovered and finished."""
    if not TRAIN_SCRIPT.exists():
        raise ConfigError(f"the demo needs the repository's {TRAIN_SCRIPT.relative_to(REPO_ROOT)}")
    try:
        import torch  # noqa: F401
    except ImportError as exc:
        raise ConfigError("the demo trains with torch: pip install 'crashcart[agent]'") from exc
    console = Console(highlight=False)
    workdir = keep or Path(tempfile.mkdtemp(prefix="crashcart-demo-"))
    workdir.mkdir(parents=True, exist_ok=True)
    demo = Demo(
        ranks=ranks, steps=steps, fault=fault, fault_step=fault_step, workdir=workdir, console=console
    )
    try:
        demo.start_service()
        demo.start_job()
        ok = demo.follow(timeout_s)
    finally:
        demo.stop()
    console.print(f"logs and state in {workdir}")
    return ok
