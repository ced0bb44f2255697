"""Recovery time: from an incident to the job running again on healthy nodes.

    .venv/bin/python bench/recovery.py [--runs 5] [--out .bench-out/recovery.json] [--skip-slurm]

Each figure is the median of ``--runs`` runs, measured side by side in one run:
- slurm, crashcart, 1 node: a job on gpu02, an ECC incident on gpu02 → gpu02 drained, the job
  requeued and RUNNING on another node (on_incident → the runner, woken, acts → squeue says so);
- slurm, crashcart, 2 nodes: the same for a job on gpu02+gpu03; one old node stays eligible, so
  the requeued job waits out Slurm's credential hold (cred_expire+1 s, 11 s with scripts/slurm.sh);
- slurm, baseline: the same drain and requeue typed by hand with scontrol, no crashcart and no
  hold lifted: what Slurm alone gives once someone has acted (the human's delay not counted);
- local, crashcart: a supervised command, a transient incident → restarted with its resume flag
  (until the new process has written its first line);
- local, baseline: stopping and starting the same command directly.
Needs the cluster of ``scripts/slurm.sh up`` (root) unless ``--skip-slurm``.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from app.orchestrate import service
from app.orchestrate.backends import BackendRegistry, set_backends
from app.orchestrate.base import JobTarget
from app.orchestrate.local import LocalBackend
from app.orchestrate.runner import OrchestratorRunner
from app.settings import PolicySettings, Settings, override_settings
from app.store import models
from app.store.db import Database
from app.store.incidents import IncidentRow
from app.store.jobs import JobRow

TRAIN = (
    "import sys, time; open(sys.argv[1], 'a').write('start ' + ' '.join(sys.argv[2:]) + '\\n'); "
    "time.sleep(600)"
)


def sh(*argv: str, check: bool = True) -> str:
    proc = subprocess.run(argv, capture_output=True, text=True, timeout=30)
    if check and proc.returncode != 0:
        raise RuntimeError(f"{' '.join(argv)}: {proc.stderr.strip()}")
    return proc.stdout


def poll(predicate: Callable[[], bool], timeout: float = 120.0, interval: float = 0.05) -> None:
    deadline = time.monotonic() + timeout
    while not predicate():
        if time.monotonic() > deadline:
            raise RuntimeError("timed out")
        time.sleep(interval)


async def apoll(predicate: Callable[[], bool], timeout: float = 120.0) -> None:
    await asyncio.to_thread(poll, predicate, timeout)


# --- Slurm -----------------------------------------------------------------------------------
def slurm_job(workdir: Path, nodes: int) -> tuple[str, Path]:
    tag = f"cc-bench-{uuid.uuid4().hex[:6]}"
    script = workdir / f"{tag}.sh"
    script.write_text(
        f"#!/bin/bash\n#SBATCH -J {tag}\n#SBATCH -o {workdir}/out-%j.log\n#SBATCH --open-mode=append\n"
        "#SBATCH --requeue\necho start\nsleep 600\n"
    )
    job_id = sh("sbatch", "--parsable", "-N", str(nodes), "--exclude=gpu01", str(script)).strip()
    log = workdir / f"out-{job_id}.log"
    poll(lambda: log.exists() and "start" in log.read_text())
    return job_id, script


def slurm_state(job_id: str) -> tuple[str, list[str]]:
    out = sh("squeue", "-h", "-j", job_id, "-o", "%T|%N", check=False).strip()
    state, _, hostlist = out.partition("|")
    hosts = sh("scontrol", "show", "hostnames", hostlist).split() if hostlist else []
    return state, hosts


def running_without(job_id: str, bad: str) -> bool:
    state, hosts = slurm_state(job_id)
    return state == "RUNNING" and bool(hosts) and bad not in hosts


def reset_slurm() -> None:
    mine = [
        j
        for j, _, name in (row.partition("|") for row in sh("squeue", "-h", "-o", "%i|%j").split())
        if name.startswith("cc-bench")
    ]
    if mine:
        sh("scancel", *mine, check=False)
    sh("scontrol", "update", "NodeName=gpu[01-04]", "State=RESUME", check=False)
    poll(lambda: set(sh("sinfo", "-h", "-N", "-o", "%t").split()) == {"idle"}, 60, 0.2)


async def one_crashcart_slurm(db: Database, workdir: Path, nodes: int, n: int) -> float:
    job_id, _ = await asyncio.to_thread(slurm_job, workdir, nodes)
    _, hosts = slurm_state(job_id)
    async with db.session() as s:
        s.add(JobRow(job_id=f"slurm-{job_id}", scheduler="slurm", nodes=hosts, spec={"slurm_job_id": job_id}))
        await s.flush()
        incident = IncidentRow(
            job_id=f"slurm-{job_id}",
            category="ecc_error",
            layer="infrastructure",
            blame="node_hardware",
            action="cordon_and_restart",
            confidence=0.95,
            fingerprint=f"bench-{n}",
            culprit_nodes=["gpu02"],
        )
        s.add(incident)
        await s.commit()
    t0 = time.perf_counter()
    await service.on_incident(db, incident.id)
    await apoll(lambda: running_without(job_id, "gpu02"))
    elapsed = time.perf_counter() - t0
    await asyncio.to_thread(reset_slurm)
    return elapsed


async def one_baseline_slurm(workdir: Path) -> float:
    job_id, _ = await asyncio.to_thread(slurm_job, workdir, 1)
    t0 = time.perf_counter()
    sh("scontrol", "update", "NodeName=gpu02", "State=DRAIN", "Reason=bench baseline")
    sh("scontrol", "requeue", job_id)
    await apoll(lambda: running_without(job_id, "gpu02"))
    elapsed = time.perf_counter() - t0
    await asyncio.to_thread(reset_slurm)
    return elapsed


# --- local -----------------------------------------------------------------------------------
def local_target(workdir: Path, n: int) -> tuple[JobTarget, Path]:
    marks = workdir / f"local-{n}.txt"
    spec = {"command": [sys.executable, "-c", TRAIN, str(marks)], "resume_flag": "--resume"}
    return JobTarget(f"local-{n}", "local", ("localhost",), spec), marks


async def one_crashcart_local(db: Database, local: LocalBackend, workdir: Path, n: int) -> float:
    target, marks = local_target(workdir, n)
    await local.launch(target)
    await apoll(lambda: marks.exists() and "start" in marks.read_text())
    async with db.session() as s:
        s.add(JobRow(job_id=target.job_id, scheduler="local", nodes=["localhost"], spec=target.spec))
        await s.flush()
        incident = IncidentRow(
            job_id=target.job_id,
            category="nccl_timeout",
            layer="infrastructure",
            blame="transient",
            action="restart_from_checkpoint",
            confidence=0.9,
            fingerprint=f"bench-local-{n}",
            culprit_nodes=[],
        )
        s.add(incident)
        await s.commit()
    t0 = time.perf_counter()
    await service.on_incident(db, incident.id)
    await apoll(lambda: "--resume" in marks.read_text())
    elapsed = time.perf_counter() - t0
    await local.stop(target.job_id)
    return elapsed


async def one_baseline_local(workdir: Path, n: int) -> float:
    target, marks = local_target(workdir, 1000 + n)
    proc = await asyncio.create_subprocess_exec(*target.spec["command"], start_new_session=True)
    await apoll(lambda: marks.exists() and "start" in marks.read_text())
    t0 = time.perf_counter()
    proc.terminate()
    await proc.wait()
    proc = await asyncio.create_subprocess_exec(*target.spec["command"], "--resume", start_new_session=True)
    await apoll(lambda: "--resume" in marks.read_text())
    elapsed = time.perf_counter() - t0
    proc.kill()
    await proc.wait()
    return elapsed


# --- driver ----------------------------------------------------------------------------------
async def measure(runs: int, fn: Callable[[int], Awaitable[float]]) -> dict[str, Any]:
    samples = [await fn(i) for i in range(runs)]
    return {"median_s": statistics.median(samples), "samples_s": [round(x, 3) for x in samples]}


async def main_async(args: argparse.Namespace) -> dict[str, Any]:
    workdir = Path(tempfile.mkdtemp(prefix="crashcart-bench-recovery-"))
    settings = Settings(
        data_dir=workdir / "data", policy=PolicySettings(restart_backoff_s=0.0, max_drains_per_hour=1000)
    )
    override_settings(settings)
    registry = BackendRegistry(settings)
    set_backends(registry)
    db = Database(f"sqlite+aiosqlite:///{workdir / 'bench.db'}")
    async with db.engine.begin() as conn:
        await conn.run_sync(models.Base.metadata.create_all)
    stop = asyncio.Event()
    # A long poll: the figures measure the woken path (on_incident wakes the runner).
    runner_task = asyncio.create_task(OrchestratorRunner(db, poll_s=5.0).run(stop))
    results: dict[str, Any] = {"runs": args.runs}
    try:
        if not args.skip_slurm:
            if subprocess.run(["scripts/slurm.sh", "status"], capture_output=True).returncode != 0:
                raise SystemExit(
                    "error: the Slurm cluster is not up (scripts/slurm.sh up), or pass --skip-slurm"
                )
            reset_slurm()
            results["slurm_crashcart_1node"] = await measure(
                args.runs, lambda i: one_crashcart_slurm(db, workdir, 1, i)
            )
            results["slurm_crashcart_2nodes"] = await measure(
                args.runs, lambda i: one_crashcart_slurm(db, workdir, 2, 100 + i)
            )
            results["slurm_baseline_manual_requeue"] = await measure(
                args.runs, lambda i: one_baseline_slurm(workdir)
            )
        local = registry.get("local")
        assert isinstance(local, LocalBackend)
        results["local_crashcart"] = await measure(
            args.runs, lambda i: one_crashcart_local(db, local, workdir, i)
        )
        results["local_baseline_direct_restart"] = await measure(
            args.runs, lambda i: one_baseline_local(workdir, i)
        )
    finally:
        stop.set()
        await runner_task
        await registry.close()
        await db.dispose()
        set_backends(None)
        override_settings(None)
    return results


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--out", type=Path, default=Path(".bench-out/recovery.json"))
    parser.add_argument("--skip-slurm", action="store_true")
    args = parser.parse_args()
    results = asyncio.run(main_async(args))
    print(f"{'scenario':34} {'median s':>9}  samples (s)")
    for name, value in results.items():
        if isinstance(value, dict):
            print(f"{name:34} {value['median_s']:9.2f}  {value['samples_s']}")
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(results, indent=2))
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
