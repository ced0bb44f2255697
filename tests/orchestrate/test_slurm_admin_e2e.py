"""Slurm as an admin installs crashcart (docs/slurm.md), end to end on the cluster of scripts/slurm.sh.

The hook goes into the cluster's slurm.conf (its ``Include``d hooks.conf) and the cluster is
reconfigured; a real ``crashcart serve`` with the Slurm backend; a 2-node batch job whose tasks
run under ``srun crashcart run`` with a shipper token. One rank prints an uncorrectable ECC error;
then, with nothing else done by the test: the prolog registered the job, the incident names the
rank's node, the node is drained, the job is requeued (or, ``--no-requeue``, resubmitted) and
runs elsewhere, the restart is verified by the new run only (the surviving rank of the old run
keeps printing steps after the requeue), the output is appended, the exit is reported.

The figures (ECC line to drained, to running elsewhere) are printed; run with ``-s`` to see them.
"""

from __future__ import annotations

import re
import socket
import statistics
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from tests.helpers import TOKENS, LiveServer
from tests.orchestrate.conftest import SLURM_ROOT
from tests.orchestrate.slurm_cluster import ALL_NODES, sh, wait_until

pytestmark = pytest.mark.slurm
REPO = Path(__file__).resolve().parents[2]
HOOK = REPO / "examples" / "slurm" / "crashcart-hook.sh"
HOOKS_CONF = Path(SLURM_ROOT) / "etc" / "hooks.conf"
ECC = "RuntimeError: CUDA error: uncorrectable ECC error encountered"

# The fake training: every rank prints steps; the rank on gpu02 prints the ECC error once the
# test touches the trigger, and dies. The other rank survives and, when the requeue kills it,
# still prints steps (the old run's progress must not verify the restart). A later run (the
# requeue or the resubmission) trains 25 steps and exits 0.
TRAIN = """\
import os, signal, sys, time
from pathlib import Path

trigger, done = Path(sys.argv[1]), Path(sys.argv[2])
later_run = done.exists()
step = 0

def dying(signum, frame):
    for i in range(3):
        print(f"step {step + 1000 + i} loss 1.0 (old run, dying)", flush=True)
        time.sleep(0.05)
    sys.exit(143)

signal.signal(signal.SIGTERM, dying)
while True:
    print(f"step {step} loss 1.0", flush=True)
    step += 1
    if later_run and step >= 25:
        sys.exit(0)
    if not later_run and os.environ["SLURMD_NODENAME"] == "gpu02" and trigger.exists():
        done.touch()
        print("RuntimeError: CUDA error: uncorrectable ECC error encountered", file=sys.stderr, flush=True)
        sys.exit(1)
    time.sleep(0.1)
"""


def record(job_id: str) -> dict[str, str]:
    fields: dict[str, str] = {}
    for token in sh("scontrol", "show", "job", "-o", job_id).split():
        key, _, value = token.partition("=")
        fields.setdefault(key, value)
    return fields


def running_on(job_id: str) -> list[str] | None:
    rec = record(job_id)
    if rec.get("JobState") != "RUNNING":
        return None
    return sh("scontrol", "show", "hostnames", rec["NodeList"]).split()


def node_state(node: str) -> tuple[str, str]:
    state, _, reason = sh("sinfo", "-h", "-N", "-n", node, "-o", "%T|%E").strip().partition("|")
    return state, reason


def ts(value: str) -> float:
    return datetime.fromisoformat(value.replace("Z", "+00:00")).replace(tzinfo=UTC).timestamp()


class Cluster:
    """The hook installed through slurm.conf, a live server, and a clean cluster after."""

    def __init__(self, tmp_path: Path) -> None:
        self.tmp = tmp_path
        self.tag = f"cc-e2e-{uuid.uuid4().hex[:6]}"
        self.hook_log = tmp_path / "hook.log"
        self.server = LiveServer(
            tmp_path / "server-data",
            extra_env={"CRASHCART_BACKEND": "slurm", "CRASHCART_SLURM__CONF": _slurm_conf()},
        )
        env_file = self.env_file = tmp_path / "slurm.env"
        self.write_env_file(self.server.url)
        self.wrapper = tmp_path / "crashcart-hook"
        self.wrapper.write_text(
            "#!/bin/bash\n"
            f"export CRASHCART_ENV_FILE={env_file} CRASHCART_HOOK_LOG={self.hook_log} "
            f"CRASHCART_HOOK_STATE={tmp_path}/hook-state\n"
            f'exec {HOOK} "$@"\n'
        )
        self.wrapper.chmod(0o755)
        (tmp_path / "train.py").write_text(TRAIN)
        # What users' jobs read (docs/slurm.md): the URL and a shipper token, never a scheduler's.
        self.client_env = tmp_path / "client.env"
        self.client_env.write_text(
            f"CRASHCART_SERVER={self.server.url}\nCRASHCART_TOKEN={TOKENS['shipper']}\n"
        )
        self.client_env.chmod(0o644)

    def write_env_file(self, url: str) -> None:
        self.env_file.write_text(f"CRASHCART_SERVER={url}\nCRASHCART_TOKEN={TOKENS['scheduler']}\n")
        self.env_file.chmod(0o600)

    def install_hooks(self, hook: Path | None = None) -> None:
        hook = hook or self.wrapper
        HOOKS_CONF.write_text(f"Prolog={hook}\nEpilog={hook}\n")
        sh("scontrol", "reconfigure")
        time.sleep(1.0)  # every slurmd has read the new configuration

    def remove_hooks(self) -> None:
        HOOKS_CONF.write_text("# Prolog=/Epilog= lines (the prolog/epilog test installs them)\n")
        sh("scontrol", "reconfigure", check=False)

    def time_to_start(self, what: str) -> float:
        """sbatch a 2-node job; seconds until its script ran (its first line is in its output).
        The job's end (the epilog) is waited for too, outside the measure."""
        out = self.tmp / f"{what}-{uuid.uuid4().hex[:6]}.log"
        t0 = time.monotonic()
        job = sh("sbatch", "--parsable", "-J", self.tag, "-N", "2", "-o", str(out), "--wrap", "echo ran")
        wait_until(lambda: out.exists() and "ran" in out.read_text(), 30, f"{what} job started", 0.01)
        elapsed = time.monotonic() - t0
        wait_until(lambda: record(job.strip())["JobState"] == "COMPLETED", 30, f"{what} job done", 0.05)
        return elapsed

    def clean(self) -> None:
        sh("scancel", "--name", self.tag, check=False)
        sh("scontrol", "update", f"NodeName={ALL_NODES}", "State=RESUME", check=False)
        wait_until(
            lambda: all(
                line.endswith("idle") for line in sh("sinfo", "-h", "-N", "-o", "%N %T").splitlines()
            ),
            60,
            "all nodes idle",
            0.2,
        )

    def submit(self, *, requeue: bool) -> str:
        py = sys.executable
        script = self.tmp / f"{self.tag}.sh"
        script.write_text(
            "#!/bin/bash\n"
            f"#SBATCH -J {self.tag}\n"
            "#SBATCH -N 2\n"
            "#SBATCH --ntasks-per-node=1\n"
            "#SBATCH --exclude=gpu01\n"  # lands on gpu02+gpu03
            f"#SBATCH -o {self.tmp}/out-%j.log\n"
            "#SBATCH --open-mode=append\n"
            f"#SBATCH {'--requeue' if requeue else '--no-requeue'}\n"
            f"export PYTHONPATH={REPO} CRASHCART_CLIENT_ENV={self.client_env}\n"
            'echo "start run=${SLURM_RESTART_COUNT:-0} job=$SLURM_JOB_ID on $SLURM_JOB_NODELIST"\n'
            f"srun {py} -m app run -- {py} {self.tmp}/train.py {self.tmp}/trigger {self.tmp}/done\n"
        )
        return sh("sbatch", "--parsable", str(script)).strip().split(";")[0]

    def job(self, job_id: str) -> dict[str, Any]:
        return dict(self.server.get(f"/v1/jobs/{job_id}"))

    def job_if_known(self, job_id: str) -> dict[str, Any] | None:
        resp = self.server.http.get(
            f"/v1/jobs/{job_id}", headers={"Authorization": f"Bearer {TOKENS['viewer']}"}
        )
        return dict(resp.json()) if resp.status_code == 200 else None

    def incident(self, incident_id: int) -> dict[str, Any]:
        return dict(self.server.get(f"/v1/incidents/{incident_id}"))

    def stale_lines(self) -> float:
        text = self.server.http.get("/metrics").text
        m = re.search(r"^crashcart_lines_stale_total (\S+)$", text, re.M)
        return float(m.group(1)) if m else 0.0


def _slurm_conf() -> str:
    import os

    return os.environ["SLURM_CONF"]


@pytest.fixture
def cluster(tmp_path: Path) -> Iterator[Cluster]:
    if subprocess.run(["scripts/slurm.sh", "status"], capture_output=True, cwd=REPO).returncode != 0:
        pytest.fail(
            "the Slurm test cluster is not up: run `scripts/slurm.sh up` (`make test` does)", pytrace=False
        )
    c = Cluster(tmp_path)
    try:
        c.clean()
        c.install_hooks()
        yield c
    finally:
        c.remove_hooks()
        c.clean()
        c.server.stop()


def started_and_registered(c: Cluster, job_id: str) -> list[str]:
    nodes = wait_until(lambda: running_on(job_id), 40, f"job {job_id} running", 0.2)
    assert nodes == ["gpu02", "gpu03"]
    # Registered by the prolog (the test never calls POST /v1/jobs), with the allocation.
    job = wait_until(
        lambda: (j := c.job_if_known(job_id)) and j["lines_processed"] >= 6 and j, 30, "steps shipped", 0.2
    )
    assert job["scheduler"] == "slurm" and job["nodes"] == nodes and job["state"] == "running"
    return list(nodes)


def inject_ecc_and_measure(c: Cluster, job_id: str, new_job: Any) -> dict[str, Any]:
    """Touch the trigger; returns the times (from the ECC line) to drained and to running
    elsewhere, and the incident."""
    t0 = time.time()
    (c.tmp / "trigger").touch()
    wait_until(lambda: node_state("gpu02")[0].startswith("drain"), 30, "gpu02 drained")
    drained = time.time() - t0
    running_job, nodes = wait_until(new_job, 60, "the job running elsewhere", 0.1)
    elsewhere = time.time() - t0
    assert "gpu02" not in nodes and len(nodes) == 2
    incidents = c.job(job_id)["incidents"]
    assert len(incidents) == 1, incidents
    inc = incidents[0]
    assert inc["category"] == "ecc_error" and inc["culprit"]["nodes"] == ["gpu02"], inc
    assert f"crashcart incident {inc['id']}" in node_state("gpu02")[1]
    return {
        "drained": drained,
        "elsewhere": elsewhere,
        "t_elsewhere": t0 + elsewhere,
        "incident": inc["id"],
        "job": running_job,
        "nodes": nodes,
    }


def verified_by_the_new_run(c: Cluster, job_id: str, incident_id: int, t_elsewhere: float) -> dict[str, Any]:
    inc = wait_until(
        lambda: (i := c.incident(incident_id))["state"] == "resolved" and i, 60, "incident resolved", 0.2
    )
    restart = next(a for a in inc["actions"] if a["kind"] == "restart")
    assert restart["state"] == "verified"
    # The surviving rank of the old run printed steps after the restart: not progress.
    assert c.stale_lines() > 0
    # Verified by the new run: after it was running (the old run's steps came seconds earlier).
    assert ts(restart["verified_at"]) > t_elsewhere - 1.0, (restart, t_elsewhere)
    return restart


def test_ecc_on_one_node_drains_it_requeues_and_the_new_run_verifies(cluster: Cluster) -> None:
    c = cluster
    job_id = c.submit(requeue=True)
    started_and_registered(c, job_id)

    def requeued() -> tuple[str, list[str]] | None:
        rec = record(job_id)
        nodes = running_on(job_id) if rec.get("Restarts") == "1" else None
        return (job_id, nodes) if nodes else None

    figures = inject_ecc_and_measure(c, job_id, requeued)
    restart = verified_by_the_new_run(c, job_id, figures["incident"], figures["t_elsewhere"])
    assert "requeued" in restart["result"]["detail"]
    # A prolog on gpu02 now (the real server's answer): refused, so Slurm would drain and requeue.
    env = {
        "SLURM_SCRIPT_CONTEXT": "prolog_slurmd",
        "SLURM_JOB_ID": job_id,
        "SLURMD_NODENAME": "gpu02",
        "SLURM_NODELIST": "gpu[02-03]",
        "SLURM_CONF": _slurm_conf(),
        "CRASHCART_ENV_FILE": str(c.env_file),
        "CRASHCART_HOOK_STATE": str(c.tmp / "probe-state"),
    }
    refused = subprocess.run([str(HOOK)], env=env, capture_output=True, text=True, timeout=30)
    assert refused.returncode == 1, refused.stderr
    assert f"gpu02 is cordoned by crashcart (incident {figures['incident']}: " in refused.stderr

    # The new run trains 25 steps and exits 0: reported (crashcart run and the epilog).
    job = wait_until(lambda: (j := c.job(job_id))["state"] == "succeeded" and j, 60, "exit reported", 0.2)
    assert job["exit_code"] == 0 and job["restarts"] == 1 and job["nodes"] == figures["nodes"]
    out = (c.tmp / f"out-{job_id}.log").read_text()
    # Output appended across the requeue: both runs and the ECC line are there.
    assert f"start run=0 job={job_id} on gpu[02-03]" in out and f"start run=1 job={job_id}" in out
    assert ECC in out and "REFUSED" not in out and "not delivered" not in out
    # The epilog reports too (after crashcart run's own report: it runs once the job ended).
    hook_log = wait_until(lambda: "reported exit 0" in (t := c.hook_log.read_text()) and t, 20, "epilog", 0.1)
    assert f"registered the job (nodes gpu[02-03], run {job_id}.0)" in hook_log
    assert f"run {job_id}.1)" in hook_log and "reported exit 0" in hook_log
    assert f"job requeued: no exit to report for run {job_id}.0" in hook_log
    print(
        f"\n[slurm e2e requeue] ECC line -> gpu02 drained {figures['drained']:.2f} s, "
        f"-> running on {','.join(figures['nodes'])} {figures['elsewhere']:.2f} s"
    )


def test_a_job_that_cannot_be_requeued_is_resubmitted_and_keeps_its_incident_and_budget(
    cluster: Cluster,
) -> None:
    c = cluster
    job_id = c.submit(requeue=False)
    started_and_registered(c, job_id)

    def resubmitted() -> tuple[str, list[str]] | None:
        ids = [
            line.split("|")[0]
            for line in sh("squeue", "-h", "-n", c.tag, "-o", "%i|%k").splitlines()
            if "|crashcart:" in line
        ]
        nodes = running_on(ids[0]) if ids else None
        return (ids[0], nodes) if nodes else None

    figures = inject_ecc_and_measure(c, job_id, resubmitted)
    new_id = figures["job"]
    assert new_id != job_id
    verified_by_the_new_run(c, job_id, figures["incident"], figures["t_elsewhere"])

    # The resubmitted job registered (its prolog) and shipped as the same crashcart job.
    job = wait_until(lambda: (j := c.job(new_id))["state"] == "succeeded" and j, 60, "exit reported", 0.2)
    assert job["job_id"] == job_id and job["restarts"] == 1 and job["exit_code"] == 0
    assert [i["id"] for i in job["incidents"]] == [figures["incident"]]
    assert job["nodes"] == figures["nodes"]
    out = (c.tmp / f"out-{new_id}.log").read_text()
    assert f"start run=0 job={new_id}" in out and "REFUSED" not in out
    assert f"run {new_id}.0)" in c.hook_log.read_text()
    print(
        f"\n[slurm e2e resubmit] ECC line -> gpu02 drained {figures['drained']:.2f} s, "
        f"-> job {new_id} running on {','.join(figures['nodes'])} {figures['elsewhere']:.2f} s"
    )


def test_with_crashcart_down_or_hung_a_job_starts_less_than_a_second_later(cluster: Cluster) -> None:
    """Job start (sbatch to the script's first line) with a do-nothing prolog/epilog, then with
    crashcart's hook and the server stopped (connection refused), then hung (never answers).
    Medians of 5; Slurm's own launch time varies by a few tenths on a loaded machine."""
    c = cluster
    noop = c.tmp / "noop-hook"
    noop.write_text("#!/bin/bash\nexit 0\n")
    noop.chmod(0o755)
    c.install_hooks(noop)
    baseline = [c.time_to_start("noop") for _ in range(5)]
    c.server.stop()
    c.install_hooks()
    down = [c.time_to_start("down") for _ in range(5)]
    log = c.hook_log.read_text()
    assert log.count("unreachable") == 15, log  # 2 prologs and 1 epilog per job
    assert "the job starts unchecked" in log and "exit not reported" in log
    with socket.socket() as hung:
        hung.bind(("127.0.0.1", 0))
        hung.listen(64)
        c.write_env_file(f"http://127.0.0.1:{hung.getsockname()[1]}")
        stuck = [c.time_to_start("hung") for _ in range(5)]
    med = {k: statistics.median(v) for k, v in (("noop", baseline), ("down", down), ("hung", stuck))}
    print(
        f"\n[slurm e2e server down] sbatch -> job running its script, median of 5: {med['noop']:.2f} s with "
        f"a do-nothing prolog, {med['down']:.2f} s server down ({med['down'] - med['noop']:+.2f} s), "
        f"{med['hung']:.2f} s server hung ({med['hung'] - med['noop']:+.2f} s)\n"
        f"  samples: noop {[round(x, 2) for x in baseline]} down {[round(x, 2) for x in down]} "
        f"hung {[round(x, 2) for x in stuck]}"
    )
    assert med["down"] - med["noop"] < 1.0 and med["hung"] - med["noop"] < 1.0
