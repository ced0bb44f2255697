"""Chaos campaign: a multi-node training job on a real Slurm cluster under injected faults.

    .venv/bin/python bench/chaos.py --minutes 8 --seed 7 --json .bench-out/chaos.json

What it does (docs/chaos.md has the details and the figures):
- brings up its OWN Slurm cluster (scripts/slurm.sh with ``--slurm-root`` and its own ports, so
  the shared test cluster is left alone), installs crashcart's prolog/epilog through its
  slurm.conf, and starts ``crashcart serve`` (embedded, its own data dir, the Slurm backend);
- submits ``examples/train_gpt.py`` (gloo, 2 nodes x 2 ranks, the checkpoint agent, each rank
  under ``srun crashcart run``), requeueable, checkpoints on a small tmpfs (a disk that can fill);
- injects faults at Poisson times (``--seed``) drawn from Acme's failure mix (Hu et al., NSDI'24;
  ``--failures PATH``) through real paths: the job prints an Xid 79 / ECC / NVLink error and exits
  (a control file its rank polls), NaN loss, CUDA OOM, a user exception; a hang (one rank
  SIGSTOPped, the others block in gloo); a node that dies (its slurmd killed, its processes
  frozen: no FIN, no RST, as a dead host); a preemption (SIGTERM, then the scheduler's requeue);
  a full checkpoint disk (the tmpfs filled);
- per fault: detection (fault -> incident), the action and whether it was right, recovery (fault
  -> training steps again, from the job's own output), steps lost. ETTR with app/incidents/ettr.py.
- baselines on the same fault schedule, by replay of the measured timeline (not a second real
  run): (a) no crashcart, an operator resubmits after ``--operator-delay-s``; (b) blind requeue.

Faults that need the job's owner (NaN, OOM, a user exception, a full disk: crashcart notifies and
does not restart) are undone by the bench standing in for the owner ``--stand-in-s`` after the
incident; the ETTR replaces that stand-in delay by the modelled ``--operator-delay-s``.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import re
import secrets
import signal
import statistics
import subprocess
import sys
import threading
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

import httpx  # noqa: E402
from rich.console import Console  # noqa: E402
from rich.table import Table  # noqa: E402

from app.demo import free_port  # noqa: E402
from app.incidents import ettr as ettr_mod  # noqa: E402
from bench import faults as fm  # noqa: E402

console = Console()
ROLES = ("admin", "operator", "scheduler", "shipper", "viewer")
# Modelled human response: paged, reads the logs, fixes or resubmits. An assumption (no measured
# public figure): NVIDIA's DGX Cloud team writes that manual triage "often adds hours"
# (developer.nvidia.com/blog/ensuring-reliable-model-training-on-nvidia-dgx-cloud); 30 min is
# kind to the baseline.
OPERATOR_DELAY_S = 1800.0
# torch.distributed's default collective timeout for NCCL (10 min): without a watchdog, a hang
# ends only when it fires.
COLLECTIVE_TIMEOUT_S = 600.0
# torchrun --max-restarts / a requeue loop's usual budget before the job is given up.
BLIND_MAX_RESTARTS = 3

STEP_RE = re.compile(r"^(\d+): step (\d+) loss")
RESUME_RE = re.compile(r"^(\d+): rank \d+: resumed from checkpoint step (\d+)")
START_RE = re.compile(r"^start run=(\d+) job=(\d+) on (\S+)")


def sh(argv: list[str], env: dict[str, str] | None = None, check: bool = True, timeout: float = 60) -> str:
    proc = subprocess.run(argv, capture_output=True, text=True, timeout=timeout, env=env)
    if check and proc.returncode != 0:
        raise RuntimeError(f"{' '.join(argv)} failed ({proc.returncode}): {proc.stderr.strip()[-500:]}")
    return proc.stdout


# ----------------------------------------------------------------------------------- the world


class Cluster:
    """The bench's own Slurm cluster (scripts/slurm.sh with its own root and ports)."""

    def __init__(self, root: Path, port: int, nodes: int) -> None:
        self.root = root
        self.nodes = nodes
        self.env = {
            **os.environ,
            "CRASHCART_SLURM_ROOT": str(root),
            "CRASHCART_SLURM_PORT": str(port),
            "CRASHCART_SLURM_NODE_PORT": str(port + 83),
            "CRASHCART_SLURM_NODES": str(nodes),
            "SLURM_CONF": str(root / "etc" / "slurm.conf"),
        }

    def up(self) -> None:
        proc = subprocess.run(
            [str(REPO / "scripts" / "slurm.sh"), "up"],
            env=self.env,
            capture_output=True,
            text=True,
            timeout=300,
        )
        if proc.returncode != 0:
            raise RuntimeError(f"scripts/slurm.sh up failed: {proc.stderr.strip()[-800:]}")

    def down(self) -> None:
        subprocess.run(
            [str(REPO / "scripts" / "slurm.sh"), "down"], env=self.env, capture_output=True, timeout=120
        )

    def run(self, *argv: str, check: bool = True) -> str:
        return sh(list(argv), env=self.env, check=check)

    def install_hooks(self, wrapper: Path | None) -> None:
        hooks = self.root / "etc" / "hooks.conf"
        text = f"Prolog={wrapper}\nEpilog={wrapper}\n" if wrapper else "# Prolog=/Epilog= lines\n"
        hooks.write_text(text)
        self.run("scontrol", "reconfigure", check=False)
        time.sleep(1.0)

    def job(self, job_id: str) -> dict[str, str]:
        out = self.run("scontrol", "show", "job", "-o", job_id, check=False)
        fields: dict[str, str] = {}
        for token in out.split():
            key, _, value = token.partition("=")
            fields.setdefault(key, value)
        return fields

    def job_nodes(self, job_id: str) -> list[str]:
        rec = self.job(job_id)
        if rec.get("JobState") != "RUNNING" or not rec.get("NodeList"):
            return []
        return self.run("scontrol", "show", "hostnames", rec["NodeList"]).split()

    def node_states(self) -> dict[str, str]:
        out = self.run("sinfo", "-h", "-N", "-o", "%N %T", check=False)
        return dict(line.split(None, 1) for line in out.splitlines() if " " in line)

    def slurmd_pid(self, node: str) -> int | None:
        f = self.root / "run" / f"slurmd-{node}.pid"
        try:
            return int(f.read_text().strip())
        except (OSError, ValueError):
            return None

    def start_slurmd(self, node: str) -> None:
        self.run("slurmd", "-f", self.env["SLURM_CONF"], "-N", node, check=False)


class Server:
    """``crashcart serve`` in a subprocess: embedded store, the Slurm backend, the bench's policy."""

    def __init__(self, data_dir: Path, slurm_conf: str, log: Path) -> None:
        self.tokens = {r: f"chaos-{r}-{secrets.token_hex(6)}" for r in ROLES}
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        env = {k: v for k, v in os.environ.items() if not k.startswith("CRASHCART_")}
        env.update(
            PYTHONPATH=str(REPO),
            CRASHCART_DATA_DIR=str(data_dir),
            CRASHCART_TOKENS=",".join(f"{r}:{t}" for r, t in self.tokens.items()),
            CRASHCART_LOG_LEVEL="warning",
            CRASHCART_BACKEND="slurm",
            CRASHCART_SLURM__CONF=slurm_conf,
            # A campaign of many faults on a 4-node cluster: the production caps (3 restarts per
            # job, 4 drains an hour, a quarter of a partition) would stop it after the first few.
            CRASHCART_POLICY__RESTART_BUDGET="1000",
            CRASHCART_POLICY__RESTART_BACKOFF_S="0",
            CRASHCART_POLICY__MAX_DRAINS_PER_HOUR="100",
            CRASHCART_POLICY__MAX_PARTITION_DRAIN_FRACTION="0.5",
            CRASHCART_INCIDENTS__STALL_AFTER_S="60",
            CRASHCART_INCIDENTS__STALL_CHECK_INTERVAL_S="5",
        )
        data_dir.mkdir(parents=True, exist_ok=True)
        self.log = log
        with log.open("ab") as out:
            self.proc = subprocess.Popen(
                [sys.executable, "-m", "app", "serve", "--port", str(self.port)],
                env=env,
                stdout=out,
                stderr=subprocess.STDOUT,
                cwd=REPO,
            )
        self.http = httpx.Client(base_url=self.url, timeout=15)
        deadline = time.monotonic() + 90
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"crashcart serve exited: {log.read_text()[-1500:]}")
            try:
                if self.http.get("/readyz").status_code == 200:
                    return
            except httpx.HTTPError:
                pass
            time.sleep(0.3)
        raise RuntimeError("crashcart serve not ready within 90 s")

    def get(self, path: str) -> Any:
        resp = self.http.get(path, headers={"Authorization": f"Bearer {self.tokens['viewer']}"})
        return resp.json() if resp.status_code == 200 else None

    def post(self, path: str, role: str = "operator") -> int:
        resp = self.http.post(path, headers={"Authorization": f"Bearer {self.tokens[role]}"})
        return resp.status_code

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.proc.kill()


class Watcher(threading.Thread):
    """Tails the job's output; timestamps rank 0's steps, resumes and run starts as seen."""

    def __init__(self, path: Path) -> None:
        super().__init__(daemon=True)
        self.path = path
        self.lock = threading.Lock()
        self.events: list[tuple[float, str, int]] = []  # (time, "step"|"resume"|"start", n)
        self.stop = threading.Event()

    def run(self) -> None:
        pos = 0
        buf = ""
        while not self.stop.is_set():
            try:
                with self.path.open("rb") as fh:
                    fh.seek(pos)
                    chunk = fh.read()
                    pos += len(chunk)
            except FileNotFoundError:
                chunk = b""
            now = time.time()
            if chunk:
                buf += chunk.decode(errors="replace")
                *lines, buf = buf.split("\n")
                with self.lock:
                    for line in lines:
                        if (m := STEP_RE.match(line)) and m.group(1) == "0":
                            self.events.append((now, "step", int(m.group(2))))
                        elif (m := RESUME_RE.match(line)) and m.group(1) == "0":
                            self.events.append((now, "resume", int(m.group(2))))
                        elif m := START_RE.match(line):
                            self.events.append((now, "start", int(m.group(1))))
            time.sleep(0.1)

    def snapshot(self) -> list[tuple[float, str, int]]:
        with self.lock:
            return list(self.events)

    def last_step(self) -> tuple[float, int] | None:
        for t, kind, n in reversed(self.snapshot()):
            if kind == "step":
                return t, n
        return None


# ------------------------------------------------------------------------------- the campaign


@dataclass
class FaultRecord:
    kind: str
    node: str
    scheduled_s: float
    injected_at: float
    injected_s: float  # seconds after the campaign's start
    detected_s: float | None = None
    incident: int | None = None
    category: str | None = None
    culprit: list[str] = field(default_factory=list)
    action: str = ""
    drained: list[str] = field(default_factory=list)
    crashcart_restarted: bool = False
    expected: str = ""
    right: bool | None = None
    wrong_drains: list[str] = field(default_factory=list)
    operator_stand_in_s: float | None = None  # when the bench acted for the owner/operator
    recovered_s: float | None = None
    restart_s: float | None = None  # run start -> first step of the new run
    steps_lost: int | None = None
    note: str = ""


EXPECTED = {
    "xid": "drain the node, restart elsewhere",
    "ecc": "drain the node, restart elsewhere",
    "nvlink": "drain the node, restart elsewhere",
    "node_death": "no healthy node drained; the job runs again elsewhere",
    "hang": "no drain; restart (or hold for a person)",
    "preempt": "no drain, no incident needed; the requeued job resumes",
    "nan": "no drain, no restart: notify the owner",
    "oom": "no drain, no restart: notify the owner",
    "user": "no drain, no restart: notify the owner",
    "disk_full": "no drain, no restart: notify the owner (a restart fills the same disk)",
}


class Campaign:
    def __init__(self, args: argparse.Namespace) -> None:
        self.args = args
        self.work = Path(args.work).resolve()
        self.work.mkdir(parents=True, exist_ok=True)
        self.cluster = Cluster(Path(args.slurm_root), args.slurm_port, args.nodes)
        self.ckpt = self.work / "ckpt"
        self.control = self.work / "control"
        self.records: list[FaultRecord] = []
        self.frozen: dict[str, list[int]] = {}  # node -> pids frozen by a node death
        self.repairs: list[tuple[float, str, str]] = []  # (due time, node, how)
        self.stopped: list[int] = []

    # -- setup

    def setup(self) -> None:
        a = self.args
        console.print(f"[bold]chaos[/] cluster at {a.slurm_root} (port {a.slurm_port}), work dir {self.work}")
        self.cluster.up()
        for d in (self.ckpt, self.control):
            d.mkdir(parents=True, exist_ok=True)
        for f in self.control.iterdir():
            f.unlink()
        subprocess.run(["umount", str(self.ckpt)], capture_output=True)
        for f in self.ckpt.iterdir():
            subprocess.run(["rm", "-rf", str(f)], check=False)
        mounted = subprocess.run(
            ["mount", "-t", "tmpfs", "-o", f"size={a.ckpt_disk_mb}m", "tmpfs", str(self.ckpt)],
            capture_output=True,
            text=True,
        )
        self.ckpt_mounted = mounted.returncode == 0
        if not self.ckpt_mounted:
            console.print(
                f"[yellow]no tmpfs for checkpoints ({mounted.stderr.strip()}): disk_full skipped[/]"
            )
        self.server = Server(
            self.work / "server-data", self.cluster.env["SLURM_CONF"], self.work / "server.log"
        )
        tok = self.server.tokens
        env_file = self.work / "slurm.env"
        # The hook's 0.4 s default is for a healthy server host; this one shares a loaded machine.
        env_file.write_text(
            f"CRASHCART_SERVER={self.server.url}\nCRASHCART_TOKEN={tok['scheduler']}\n"
            f"CRASHCART_HOOK_TIMEOUT={a.hook_timeout_s}\n"
        )
        env_file.chmod(0o600)
        client = self.work / "client.env"
        client.write_text(f"CRASHCART_SERVER={self.server.url}\nCRASHCART_TOKEN={tok['shipper']}\n")
        client.chmod(0o644)
        wrapper = self.work / "crashcart-hook"
        wrapper.write_text(
            "#!/bin/bash\n"
            f"export CRASHCART_ENV_FILE={env_file} CRASHCART_HOOK_LOG={self.work}/hook.log "
            f"CRASHCART_HOOK_STATE={self.work}/hook-state\n"
            f'exec {REPO}/examples/slurm/crashcart-hook.sh "$@"\n'
        )
        wrapper.chmod(0o755)
        self.cluster.install_hooks(wrapper)
        self.cluster.run("scontrol", "update", f"NodeName=gpu[01-{a.nodes:02d}]", "State=RESUME", check=False)

    def submit(self) -> str:
        a = self.args
        py = sys.executable
        train = (
            f"{py} {REPO}/examples/train_gpt.py --steps 10000000 --ckpt-dir {self.ckpt} "
            f"--save-every {a.save_every} --keep 2 --step-delay {a.step_delay} "
            f"--hang-timeout {a.hang_timeout} "
            f"--control {self.control} --job $SLURM_JOB_ID --server {self.server.url} "
            f"--token {self.server.tokens['shipper']}"
        )
        script = self.work / "chaos.sbatch"
        script.write_text(
            "#!/bin/bash\n"
            "#SBATCH -J chaos-train\n"
            "#SBATCH -N 2\n"
            f"#SBATCH --ntasks-per-node={a.ranks_per_node}\n"
            f"#SBATCH -o {self.work}/out-%j.log\n"
            "#SBATCH --open-mode=append\n"
            "#SBATCH --requeue\n"
            f"export PYTHONPATH={REPO} CRASHCART_CLIENT_ENV={self.work}/client.env\n"
            'echo "start run=${SLURM_RESTART_COUNT:-0} job=$SLURM_JOB_ID on $SLURM_JOB_NODELIST"\n'
            "export MASTER_ADDR=127.0.0.1 WORLD_SIZE=$SLURM_NTASKS\n"
            "export MASTER_PORT=$((21000 + (SLURM_JOB_ID * 37 + ${SLURM_RESTART_COUNT:-0}) % 20000))\n"
            "srun --label --kill-on-bad-exit=1 bash -c "
            f"'export RANK=$SLURM_PROCID LOCAL_RANK=0; exec {py} -m app run -- {train}'\n"
        )
        self.submitted_at = time.time()
        job = self.cluster.run("sbatch", "--parsable", str(script)).strip().split(";")[0]
        self.job_id = job
        self.out = self.work / f"out-{job}.log"
        self.watcher = Watcher(self.out)
        self.watcher.start()
        return job

    # -- progress

    def progressing_since(self, t: float) -> tuple[float, int] | None:
        """The first step of a run that started (or resumed) after ``t``."""
        resumed_at: float | None = None
        for at, kind, _n in self.watcher.snapshot():
            if at < t:
                continue
            if kind in ("resume", "start"):
                resumed_at = at
            elif kind == "step" and resumed_at is not None:
                return at, _n
        return None

    def healthy_now(self, fresh_s: float = 3.0) -> bool:
        last = self.watcher.last_step()
        return last is not None and time.time() - last[0] < fresh_s

    # -- injection

    def _pids_of_node(self, node: str) -> list[int]:
        """The job's processes on ``node``: tasks (by their Slurm environment) and their stepd."""
        out: set[int] = set()
        for d in Path("/proc").iterdir():
            if not d.name.isdigit():
                continue
            try:
                env = (d / "environ").read_bytes().split(b"\0")
            except OSError:
                continue
            if f"SLURMD_NODENAME={node}".encode() in env and f"SLURM_JOB_ID={self.job_id}".encode() in env:
                out.add(int(d.name))
                try:
                    ppid = int((d / "stat").read_text().rsplit(")", 1)[1].split()[1])
                    if Path(f"/proc/{ppid}/comm").read_text().strip() == "slurmstepd":
                        out.add(ppid)
                except (OSError, ValueError, IndexError):
                    pass
        return sorted(out)

    def inject(self, kind: str, node: str) -> str:
        if kind in ("xid", "ecc", "nvlink", "nan", "oom", "user"):
            (self.control / f"{node}.fault").write_text(kind)
            return f"{node}.fault <- {kind}"
        if kind == "hang":
            pid = int((self.control / f"{node}-0.pid").read_text())
            os.kill(pid, signal.SIGSTOP)
            self.stopped.append(pid)
            return f"SIGSTOP rank process {pid} on {node}"
        if kind == "node_death":
            pid = self.cluster.slurmd_pid(node)
            frozen = self._pids_of_node(node)
            for p in frozen:
                os.kill(p, signal.SIGSTOP)
            if pid:
                os.kill(pid, signal.SIGKILL)
            self.frozen[node] = frozen
            return f"slurmd of {node} killed, {len(frozen)} processes frozen"
        if kind == "preempt":
            self.cluster.run("scancel", "--signal=TERM", self.job_id, check=False)
            time.sleep(self.args.preempt_grace_s)
            self.cluster.run("scontrol", "requeue", self.job_id, check=False)
            return f"SIGTERM, {self.args.preempt_grace_s:.0f} s grace, requeue"
        if kind == "disk_full":
            filler = self.ckpt / "filler.bin"
            with filler.open("wb") as fh:
                chunk = b"\0" * (1 << 20)
                try:
                    while True:
                        fh.write(chunk)
                        fh.flush()
                except OSError:
                    pass
            return f"checkpoint disk filled ({filler.stat().st_size >> 20} MiB)"
        raise ValueError(kind)

    def undo_for_owner(self, rec: FaultRecord) -> None:
        """The owner (or operator) fixes what crashcart said needs a person, and resubmits."""
        if rec.kind == "disk_full":
            (self.ckpt / "filler.bin").unlink(missing_ok=True)
        if rec.kind == "hang":
            self.thaw_stopped()
        state = self.cluster.job(self.job_id).get("JobState", "")
        if state in ("PENDING", "CONFIGURING", "REQUEUED"):
            return
        self.cluster.run("scontrol", "requeue", self.job_id, check=False)

    def thaw_stopped(self) -> None:
        for pid in self.stopped:
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)
        self.stopped.clear()

    def repair_due(self, now: float) -> None:
        """Repaired nodes return: a dead node's processes are reaped and its slurmd restarted; a
        drained node is released through crashcart (it was cordoned there)."""
        for item in list(self.repairs):
            due, node, how = item
            if now < due:
                continue
            self.repairs.remove(item)
            if how == "node_death":
                for p in self.frozen.pop(node, []):
                    with contextlib.suppress(ProcessLookupError):
                        os.kill(p, signal.SIGKILL)
                self.cluster.start_slurmd(node)
            code = self.server.post(f"/v1/nodes/{node}/uncordon")
            self.cluster.run("scontrol", "update", f"NodeName={node}", "State=RESUME", check=False)
            console.print(f"  [dim]{node} repaired and back in service (uncordon -> HTTP {code})[/]")

    # -- measurement

    def incidents_since(self, t: float) -> list[dict[str, Any]]:
        job = self.server.get(f"/v1/jobs/{self.job_id}") or {}
        out = []
        for inc in job.get("incidents", []):
            created = _ts(inc.get("created_at") or inc.get("opened_at") or "")
            if created is not None and created >= t - 0.5:
                full = self.server.get(f"/v1/incidents/{inc['id']}") or inc
                full["_created"] = created
                out.append(full)
        return sorted(out, key=lambda i: i["_created"])

    def measure(self, rec: FaultRecord, deadline_s: float) -> None:
        t0 = rec.injected_at
        stand_in_done = False
        restart_seen_at: float | None = None
        while True:
            now = time.time()
            self.repair_due(now)
            incs = self.incidents_since(t0)
            if incs and rec.detected_s is None:
                first = incs[0]
                rec.detected_s = round(first["_created"] - t0, 2)
                rec.incident = first["id"]
                rec.category = first.get("category")
                rec.culprit = list((first.get("culprit") or {}).get("nodes") or [])
                console.print(
                    f"  detected in {rec.detected_s:.1f} s: incident {rec.incident} {rec.category} "
                    f"culprit {rec.culprit or '-'}"
                )
            if incs:  # the verdict may still move (more lines, the stack dumps): keep the latest
                latest = next((i for i in incs if i["id"] == rec.incident), incs[0])
                rec.category = latest.get("category")
                rec.culprit = list((latest.get("culprit") or {}).get("nodes") or [])
            acts = [a for inc in incs for a in inc.get("actions", [])]
            drained = sorted({n for a in acts if a.get("kind") == "cordon" for n in (a.get("nodes") or [])})
            rec.drained = drained
            restarts = [a for a in acts if a.get("kind") == "restart"]
            if restarts and not rec.crashcart_restarted:
                rec.crashcart_restarted = True
                restart_seen_at = now
            rec.action = "; ".join(
                f"{a.get('kind')}{'(' + ','.join(a.get('nodes') or []) + ')' if a.get('nodes') else ''}"
                f":{a.get('state')}"
                for a in acts
            )
            got = self.progressing_since(t0)
            if got is not None:
                rec.recovered_s = round(got[0] - t0, 2)
                break
            waited = now - t0
            owner_turn = (
                rec.detected_s is not None and not restarts and waited - rec.detected_s > self.args.stand_in_s
            )
            undetected = rec.detected_s is None and waited > self.args.undetected_after_s
            preempt_or_death = rec.kind in ("preempt", "node_death")
            if not stand_in_done and (owner_turn or undetected) and not preempt_or_death:
                stand_in_done = True
                rec.operator_stand_in_s = round(waited, 2)
                why = "crashcart held for a person" if owner_turn else "nothing detected"
                console.print(f"  [yellow]{why}: the bench stands in for the owner at +{waited:.0f} s[/]")
                self.undo_for_owner(rec)
            if restart_seen_at is not None and now - restart_seen_at > 240:
                rec.note = "restart planned but the job did not progress"
            if waited > deadline_s:
                rec.note = (rec.note + "; " if rec.note else "") + "not recovered before the deadline"
                if not stand_in_done:
                    self.undo_for_owner(rec)
                    rec.operator_stand_in_s = round(waited, 2)
                break
            time.sleep(0.25)
        self._steps_lost(rec)
        self._judge(rec)

    def _steps_lost(self, rec: FaultRecord) -> None:
        ev = self.watcher.snapshot()
        resume_idx = None
        for i, (at, kind, _n) in enumerate(ev):
            if at >= rec.injected_at and kind in ("resume", "start"):
                resume_idx = i
                break
        if resume_idx is None:
            return
        before = [n for at, kind, n in ev[:resume_idx] if kind == "step"]
        resumed = next((n for at, kind, n in ev[resume_idx:] if kind == "resume"), None)
        first_new = next(((at, n) for at, kind, n in ev[resume_idx:] if kind == "step"), None)
        start_at = next((at for at, kind, _ in ev[resume_idx:] if kind == "start"), ev[resume_idx][0])
        if before and first_new:
            base = resumed if resumed is not None else first_new[1] - 1
            rec.steps_lost = max(0, max(before) - base)
            rec.restart_s = round(first_new[0] - start_at, 2)

    def _judge(self, rec: FaultRecord) -> None:
        rec.expected = EXPECTED[rec.kind]
        if rec.kind in fm.HARDWARE_KINDS:
            rec.wrong_drains = [n for n in rec.drained if n != rec.node]
            rec.right = rec.drained == [rec.node] and rec.crashcart_restarted
        elif rec.kind == "node_death":
            rec.wrong_drains = [n for n in rec.drained if n != rec.node]
            rec.right = not rec.wrong_drains and rec.recovered_s is not None
        elif rec.kind == "hang":
            rec.wrong_drains = list(rec.drained)
            rec.right = not rec.drained and rec.detected_s is not None
        elif rec.kind == "preempt":
            rec.wrong_drains = list(rec.drained)
            rec.right = not rec.drained and rec.recovered_s is not None
        else:
            rec.wrong_drains = list(rec.drained)
            rec.right = not rec.drained and not rec.crashcart_restarted and rec.detected_s is not None

    # -- the loop

    def run(self) -> dict[str, Any]:
        a = self.args
        duration = a.minutes * 60.0
        mix = fm.kind_mix(fm.load_causes(Path(a.failures)), weight=a.weight)
        if a.only:  # debugging: these kinds, equally likely
            mix = {k: 1.0 / len(a.only) for k in a.only}
        if not self.ckpt_mounted:
            mix.pop("disk_full", None)
        plan = fm.schedule(a.seed, duration, mix, mean_gap_s=a.mean_gap_s, warmup_s=a.warmup_s, nodes=2)
        console.print(
            f"mix (Acme, Hu et al., NSDI'24, by {a.weight}): "
            + ", ".join(f"{k} {v:.2f}" for k, v in mix.items())
        )
        console.print(f"schedule (seed {a.seed}): " + ", ".join(f"{f.at_s:.0f}s {f.kind}" for f in plan))
        job = self.submit()
        self.t_start = self.submitted_at
        console.print(f"submitted job {job}; output {self.out}")
        while self.progressing_since(self.t_start) is None:
            if time.time() - self.t_start > 180:
                raise RuntimeError(
                    f"the job made no step in 180 s; see {self.out} and {self.work}/server.log"
                )
            time.sleep(0.5)
        console.print(f"training at +{time.time() - self.t_start:.1f} s")
        if self.server.get(f"/v1/jobs/{job}") is None:
            raise RuntimeError(f"crashcart never registered job {job} (the prolog): see {self.work}/hook.log")
        # The Poisson gaps are training time: a job that is down meets no GPU error. Each fault
        # comes its gap after training resumed from the previous one.
        trained_from = time.time()
        prev_at = 0.0
        for f in plan:
            gap = f.at_s - prev_at if prev_at else f.at_s - a.warmup_s
            prev_at = f.at_s
            while time.time() - trained_from < gap or not self.healthy_now():
                self.repair_due(time.time())
                if time.time() - self.t_start > duration:
                    break
                time.sleep(0.2)
            elapsed = time.time() - self.t_start
            if elapsed > duration - a.min_tail_s:
                console.print(f"[dim]{f.kind} at {f.at_s:.0f} s: too close to the end, not injected[/]")
                continue
            nodes = self.cluster.job_nodes(self.job_id)
            if len(nodes) < 2:
                continue
            node = nodes[f.node_index % len(nodes)]
            t0 = time.time()
            how = self.inject(f.kind, node)
            rec = FaultRecord(f.kind, node, f.at_s, t0, round(t0 - self.t_start, 2))
            self.records.append(rec)
            console.print(
                f"[bold red]+{rec.injected_s:6.1f}s fault {len(self.records)}: {f.kind} on {node}[/] ({how})"
            )
            self.measure(rec, deadline_s=a.fault_deadline_s)
            trained_from = time.time()
            if rec.kind in fm.HARDWARE_KINDS or rec.kind == "node_death":
                self.repairs.append((time.time() + a.repair_s, node, rec.kind))
            mark = "[green]right[/]" if rec.right else "[red]WRONG[/]"
            console.print(
                f"  {mark} action {rec.action or '-'}; recovered {rec.recovered_s} s, "
                f"steps lost {rec.steps_lost}"
            )
        while time.time() - self.t_start < duration:
            self.repair_due(time.time())
            time.sleep(0.5)
        self.ended_at = time.time()
        return self.results()

    def finish(self) -> None:
        try:
            if hasattr(self, "job_id"):
                self.cluster.run("scancel", self.job_id, check=False)
            self.thaw_stopped()
            for node in list(self.frozen):
                self.repairs.append((0.0, node, "node_death"))
            if hasattr(self, "server"):
                self.repair_due(time.time())
            for _due, node, _how in self.repairs:
                self.server.post(f"/v1/nodes/{node}/uncordon")
            time.sleep(2)
            self.cluster.install_hooks(None)
            self.cluster.run(
                "scontrol", "update", f"NodeName=gpu[01-{self.args.nodes:02d}]", "State=RESUME", check=False
            )
        finally:
            if hasattr(self, "watcher"):
                self.watcher.stop.set()
            if hasattr(self, "server"):
                self.server.stop()
            subprocess.run(["umount", str(self.ckpt)], capture_output=True)
            if not self.args.keep_cluster:
                self.cluster.down()

    # -- results

    def timeline(self) -> dict[str, Any]:
        tl: dict[str, Any] | None = None
        for at, kind, n in self.watcher.snapshot():
            if kind == "start":
                tl = ettr_mod.end_run(tl)
            elif kind == "step":
                tl = ettr_mod.record_step(tl, n, at, max_gap_s=self.args.gap_s)
        return tl or {}

    def results(self) -> dict[str, Any]:
        a = self.args
        tl = self.timeline()
        r = ettr_mod.ratio(tl, self.submitted_at, self.ended_at, self.ended_at)
        restarts = [x.restart_s for x in self.records if x.restart_s is not None]
        restart_s = statistics.median(restarts) if restarts else 30.0
        owner_extra, baselines = replay_baselines(
            [asdict(x) for x in self.records],
            r.productive_s,
            r.wall_s,
            restart_s=restart_s,
            operator_s=a.operator_delay_s,
            deadline_s=a.fault_deadline_s,
        )
        slurmd_timeout = SLURMD_TIMEOUT_S
        det_log = [
            x.detected_s
            for x in self.records
            if x.detected_s is not None and x.kind not in ("hang", "node_death", "preempt")
        ]
        det_hang = [x.detected_s for x in self.records if x.detected_s is not None and x.kind == "hang"]
        step_times = _step_time(self.watcher.snapshot())
        return {
            "ettr": None if r.ettr is None else round(r.ettr, 4),
            "ettr_owner_modelled": round(r.productive_s / (r.wall_s + owner_extra), 4),
            "ettr_server": (self.server.get(f"/v1/jobs/{self.job_id}") or {}).get("ettr"),
            "productive_s": round(r.productive_s, 1),
            "wall_s": round(r.wall_s, 1),
            "owner_delay_modelled_s": round(owner_extra, 1),
            "wrong_drains": sum(len(x.wrong_drains) for x in self.records),
            "restarts": sum(1 for x in self.records if x.crashcart_restarted),
            "detected": sum(1 for x in self.records if x.detected_s is not None),
            "right": sum(1 for x in self.records if x.right),
            "median_detect_log_s": statistics.median(det_log) if det_log else None,
            "median_detect_hang_s": statistics.median(det_hang) if det_hang else None,
            "median_restart_s": restart_s,
            "step_s": step_times,
            "save_every": a.save_every,
            "faults": [asdict(x) for x in self.records],
            "baselines": baselines,
            "model": {
                "operator_delay_s": a.operator_delay_s,
                "collective_timeout_s": COLLECTIVE_TIMEOUT_S,
                "blind_max_restarts": BLIND_MAX_RESTARTS,
                "slurmd_timeout_s": slurmd_timeout,
                "fault_deadline_s": a.fault_deadline_s,
                "stand_in_s": a.stand_in_s,
                "baselines_by": "replay of this run's measured timeline (not a second real run)",
            },
            "run": {
                "minutes": a.minutes,
                "seed": a.seed,
                "nodes": a.nodes,
                "job": self.job_id,
                "mix_weight": a.weight,
                "failures": "Acme, Hu et al., NSDI'24",
                "command": " ".join(sys.argv),
            },
        }


SLURMD_TIMEOUT_S = 30.0  # scripts/slurm.sh's SlurmdTimeout


def replay_baselines(
    faults: list[dict[str, Any]],
    productive_s: float,
    wall_s: float,
    *,
    restart_s: float,
    operator_s: float,
    deadline_s: float,
) -> tuple[float, dict[str, dict[str, float | None]]]:
    """The baselines' ETTR on this run's timeline: each fault's measured outage replaced by the
    baseline's. Owner faults (NaN, OOM, a bug, a full disk) need a person in every regime: the
    bench's stand-in in the run, the same response for the baselines (blind requeue first burns
    its restarts). Faults where crashcart took no action of its own (a preemption, a dead node:
    the scheduler's requeue) cost the baselines what they cost in the run. Returns the modelled
    owner delay (``--operator-delay-s`` in place of the stand-in) and the baselines."""
    owner_extra = sum(
        max(0.0, operator_s - (float(f["operator_stand_in_s"]) - float(f.get("detected_s") or 0.0)))
        for f in faults
        if f.get("operator_stand_in_s") is not None and f["kind"] in fm.OWNER_KINDS
    )
    delta = {"no_crashcart": 0.0, "blind_requeue": 0.0}
    for f in faults:
        measured = float(f["recovered_s"]) if f.get("recovered_s") is not None else deadline_s
        for name in delta:
            if f["kind"] in fm.OWNER_KINDS:
                base = measured + (BLIND_MAX_RESTARTS * restart_s if name == "blind_requeue" else 0.0)
            elif f["kind"] in ("preempt", "node_death") and not f.get("crashcart_restarted"):
                base = measured
            else:
                base = baseline_outage(name, f["kind"], restart_s, operator_s, SLURMD_TIMEOUT_S)
            delta[name] += base - measured
    baselines: dict[str, dict[str, float | None]] = {}
    for name, d in delta.items():
        w = wall_s + d
        baselines[name] = {
            "ettr": round(productive_s / w, 4) if w > 0 else None,
            "ettr_owner_modelled": round(productive_s / (w + owner_extra), 4),
            "wall_s": round(w, 1),
        }
    return owner_extra, baselines


def baseline_outage(
    name: str, kind: str, restart_s: float, operator_s: float, slurmd_timeout_s: float
) -> float:
    """Seconds from a fault to training again under a baseline (the lost steps are the same)."""
    if kind == "preempt":
        return restart_s  # the scheduler's requeue, whoever watches
    if kind == "node_death":
        return slurmd_timeout_s + restart_s  # Slurm itself requeues a --requeue job on NODE_FAIL
    if kind == "hang":
        # nothing watches: the collective timeout ends it; then a person (a) or a requeue (b)
        after = operator_s if name == "no_crashcart" else 0.0
        return COLLECTIVE_TIMEOUT_S + after + restart_s
    if name == "no_crashcart":
        return operator_s + restart_s
    # blind requeue: a bad node or a bug fails every restart the same way until the budget is
    # spent; then a person
    return BLIND_MAX_RESTARTS * restart_s + operator_s + restart_s


def _step_time(events: list[tuple[float, str, int]]) -> float | None:
    gaps = []
    prev: tuple[float, int] | None = None
    for at, kind, n in events:
        if kind != "step":
            prev = None
            continue
        if prev and n == prev[1] + 1:
            gaps.append(at - prev[0])
        prev = (at, n)
    return round(statistics.median(gaps), 3) if gaps else None


def _ts(value: str) -> float | None:
    from datetime import UTC, datetime

    if not value:
        return None
    try:
        dt = datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError:
        return None
    return (dt if dt.tzinfo else dt.replace(tzinfo=UTC)).timestamp()


def report(res: dict[str, Any]) -> None:
    t = Table(title=f"chaos campaign: {len(res['faults'])} faults")
    for col in ("kind", "node", "detected s", "action", "right", "recovered s", "steps lost"):
        t.add_column(col)
    for f in res["faults"]:
        t.add_row(
            f["kind"],
            f["node"],
            "-" if f["detected_s"] is None else f"{f['detected_s']:.1f}",
            (f["action"] or "-")[:60],
            "yes" if f["right"] else "NO",
            "-" if f["recovered_s"] is None else f"{f['recovered_s']:.1f}",
            "-" if f["steps_lost"] is None else str(f["steps_lost"]),
        )
    console.print(t)
    console.print(
        f"ETTR crashcart {res['ettr']} (server's {res['ettr_server']}), "
        + ", ".join(f"{k} {v['ettr']}" for k, v in res["baselines"].items())
        + f"; wrong drains {res['wrong_drains']}, restarts {res['restarts']}"
    )


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--minutes", type=float, default=8.0)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--json", help="write the results here")
    p.add_argument("--nodes", type=int, default=4, help="nodes of the bench's cluster (the job takes 2)")
    p.add_argument("--failures", default=str(REPO.parent / "shared" / "data" / "acme" / "failures.csv"))
    p.add_argument("--weight", choices=["gpu_time", "count"], default="gpu_time")
    p.add_argument(
        "--only",
        type=lambda v: [k for k in v.split(",") if k],
        help=f"debug: only these kinds ({','.join(fm.KINDS)})",
    )
    p.add_argument("--mean-gap-s", type=float, default=45.0, help="mean of the Poisson gaps between faults")
    p.add_argument("--warmup-s", type=float, default=20.0)
    p.add_argument("--min-tail-s", type=float, default=40.0, help="no fault this close to the end")
    p.add_argument("--operator-delay-s", type=float, default=OPERATOR_DELAY_S)
    p.add_argument("--stand-in-s", type=float, default=10.0, help="the bench acts for the owner after this")
    p.add_argument("--undetected-after-s", type=float, default=150.0)
    p.add_argument("--fault-deadline-s", type=float, default=240.0)
    p.add_argument("--repair-s", type=float, default=45.0, help="a broken node returns to service after this")
    p.add_argument("--preempt-grace-s", type=float, default=2.0)
    p.add_argument("--hook-timeout-s", type=float, default=5.0, help="the prolog/epilog's HTTP limit")
    p.add_argument("--ranks-per-node", type=int, default=1)
    p.add_argument("--save-every", type=int, default=10)
    p.add_argument("--step-delay", type=float, default=0.2)
    p.add_argument("--hang-timeout", type=float, default=20.0, help="the agent's hang watchdog")
    p.add_argument("--gap-s", type=float, default=10.0, help="ETTR: no step for this long is not productive")
    p.add_argument("--ckpt-disk-mb", type=int, default=64)
    p.add_argument("--slurm-root", default="/tmp/crashcart/chaos-slurm")
    p.add_argument("--slurm-port", type=int, default=17817)
    p.add_argument("--work", default="/tmp/crashcart/chaos-work")
    p.add_argument("--keep-cluster", action="store_true")
    return p.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    if not Path(args.failures).is_file():
        console.print(
            f"[red]error:[/] no failure table at {args.failures}: pass --failures PATH "
            "(Acme's failures.csv, Hu et al., NSDI'24; not shipped with crashcart)"
        )
        return 2
    camp = Campaign(args)
    try:
        camp.setup()
        res = camp.run()
    except (RuntimeError, fm.MixError, OSError) as exc:
        console.print(f"[red]error:[/] {exc}")
        camp.finish()
        return 1
    except KeyboardInterrupt:
        console.print("[yellow]interrupted: cleaning up[/]")
        camp.finish()
        return 130
    camp.finish()
    report(res)
    if args.json:
        Path(args.json).parent.mkdir(parents=True, exist_ok=True)
        Path(args.json).write_text(json.dumps(res, indent=2))
        console.print(f"wrote {args.json}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
