"""Recovery time: from an incident to the job running again on healthy nodes.

    .venv/bin/python bench/recovery.py [--runs 5] [--out .bench-out/recovery.json] [--skip-slurm]
        [--busy-timeout 30] [--only precheck|pairs]

Each figure is the median of ``--runs`` runs, measured side by side in one run:
- slurm, crashcart, 1 node: a job on gpu02, an ECC incident on gpu02 → gpu02 drained, the job
  requeued and RUNNING on another node (on_incident → the runner, woken, acts → squeue says so);
- slurm, crashcart, 2 nodes: the same for a job on gpu02+gpu03; the requeued job goes back to its
  healthy old node gpu03, and crashcart lifts Slurm's credential hold (StartTime=now+1);
- slurm, crashcart, 2 nodes, hold waited out: the same with ``slurm.lift_requeue_hold=false`` (what
  crashcart did before): the job waits cred_expire+1 s (11 s with scripts/slurm.sh);
- slurm, full cluster, warm standby: every node busy (exclusive jobs), one node (the 4th) in the
  standby reservation; a 2-node job on gpu02+gpu03 loses gpu02 → running on gpu03 + the standby node;
- slurm, full cluster, no standby: the same load with the 4th node running a job too (no pool):
  the requeued job waits for a node to free up; censored at ``--busy-timeout`` s (reported as
  still pending: on a real cluster that wait is as long as the next job to end);
- slurm, baseline: the same drain and requeue typed by hand with scontrol, no crashcart and no
  hold lifted: what Slurm alone gives once someone has acted (the human's delay not counted);
- slurm, no culprit, health check first (``--only precheck`` runs just these two, alternating): a
  2-node job on gpu02+gpu03, an NCCL timeout naming no node while gpu02 is bad (the fake check's
  marker) → the job's nodes checked in one srun step, gpu02 drained, RUNNING without it;
- slurm, no culprit, blind restart (no check configured, the same bad gpu02): requeued at once →
  RUNNING again, and whether it landed back on the bad node;
- slurm, bad link, pair check (``--only pairs`` runs just these two, alternating): a 3-node job on
  gpu01-03, an NCCL timeout naming no node while gpu02 has a bad link (it passes its own check,
  fails every all-reduce: examples/slurm/fake-pair-check.sh) → the per-node check passes all, the
  pair check finds gpu02, drained, RUNNING without it;
- slurm, bad link, per-node check only (the same bad link, no pair check configured): every node
  passes → requeued on the same nodes, and whether it landed back on the bad node;
- slurm, bad link, bisection (``health_check.pair_search=bisect``): the same, the check run over
  the whole set, then halves;
- local, crashcart: a supervised command, a transient incident → restarted with its resume flag
  (until the new process has written its first line);
- local, baseline: stopping and starting the same command directly.
Needs the cluster of ``scripts/slurm.sh up`` (root) unless ``--skip-slurm``.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import subprocess
import sys
import tempfile
import time
import uuid
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any, Literal

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from sqlalchemy import delete

from app.orchestrate import service, standby
from app.orchestrate.backends import BackendRegistry, get_backends, set_backends
from app.orchestrate.base import JobTarget
from app.orchestrate.local import LocalBackend
from app.orchestrate.runner import OrchestratorRunner
from app.orchestrate.slurm import SlurmBackend
from app.settings import (
    HealthCheckSettings,
    LocalCommand,
    PolicySettings,
    Settings,
    StandbySettings,
    get_settings,
    override_settings,
)
from app.store import models
from app.store.db import Database
from app.store.incidents import IncidentRow
from app.store.jobs import JobRow
from app.store.orchestrate import NodeRow

# The cluster of scripts/slurm.sh is reached through its own slurm.conf (it never touches /etc/slurm).
os.environ.setdefault(
    "SLURM_CONF", f"{os.environ.get('CRASHCART_SLURM_ROOT', '/tmp/crashcart/slurm')}/etc/slurm.conf"
)

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
RESERVATION = "cc_bench_standby"


def slurm_job(workdir: Path, nodes: int, *extra: str) -> tuple[str, Path]:
    tag = f"cc-bench-{uuid.uuid4().hex[:6]}"
    script = workdir / f"{tag}.sh"
    # srun: a step on every node, so a node that refused the job's new credential would show.
    script.write_text(
        f"#!/bin/bash\n#SBATCH -J {tag}\n#SBATCH -o {workdir}/out-%j.log\n#SBATCH --open-mode=append\n"
        "#SBATCH --requeue\necho start\nsrun hostname >/dev/null\nsleep 600\n"
    )
    job_id = sh(
        "sbatch", "--parsable", "-N", str(nodes), *(extra or ("--exclude=gpu01",)), str(script)
    ).strip()
    log = workdir / f"out-{job_id}.log"
    poll(lambda: log.exists() and "start" in log.read_text())
    return job_id, script


def all_nodes() -> list[str]:
    return sorted(set(sh("sinfo", "-h", "-N", "-o", "%N").split()))


def fill(nodes: list[str]) -> None:
    """One exclusive sleeper per node, running before this returns: the cluster is full."""
    ids = [
        sh(
            "sbatch",
            "--parsable",
            "-J",
            "cc-bench-filler",
            "-o",
            "/dev/null",
            "--exclusive",
            "-w",
            n,
            "--wrap",
            "sleep 600",
        ).strip()
        for n in nodes
    ]
    poll(lambda: all(slurm_state(j)[0] == "RUNNING" for j in ids), 60, 0.2)


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
    sh("scontrol", "delete", f"ReservationName={RESERVATION}", check=False)
    # One node at a time: scontrol refuses a whole list when one of its nodes is not drained.
    for node in set(sh("sinfo", "-h", "-N", "-t", "drain,drng,down", "-o", "%N").split()):
        sh("scontrol", "update", f"NodeName={node}", "State=RESUME", check=False)
    poll(lambda: set(sh("sinfo", "-h", "-N", "-o", "%t").split()) == {"idle"}, 60, 0.2)


async def one_crashcart_slurm(
    db: Database,
    workdir: Path,
    nodes: int,
    n: int,
    *,
    lift_hold: bool = True,
    pool: str | None = None,
    full: bool = False,
    timeout: float = 120.0,
) -> float | None:
    """One incident → running again; None when still not running after ``timeout`` s."""
    backend = get_backends().get("slurm")
    assert isinstance(backend, SlurmBackend)
    backend.config = backend.config.model_copy(
        update={"lift_requeue_hold": lift_hold, "standby_reservation": RESERVATION}
    )
    settings = get_settings()
    settings.policy.standby = StandbySettings(nodes=[pool] if pool else [])
    extra: tuple[str, ...] = ()
    if full:  # gpu02+gpu03 run the job; every other node runs a job or is in the pool
        nodes_ = all_nodes()
        if pool:
            assert await standby.fill(backend, settings.policy.standby) == (pool,)
        await asyncio.to_thread(fill, [x for x in nodes_ if x not in ("gpu02", "gpu03", pool)])
        extra = ("--exclusive",)
    job_id, _ = await asyncio.to_thread(slurm_job, workdir, nodes, *extra)
    _, hosts = slurm_state(job_id)
    if hosts[0] != "gpu02" or (full and hosts != ["gpu02", "gpu03"]):
        raise RuntimeError(f"job {job_id} landed on {hosts}, not where this scenario needs it")
    incident = await register_with_incident(
        db,
        job_id,
        hosts,
        category="ecc_error",
        blame="node_hardware",
        action="cordon_and_restart",
        confidence=0.95,
        fingerprint=f"bench-{n}",
        culprit_nodes=["gpu02"],
    )
    t0 = time.perf_counter()
    await service.on_incident(db, incident.id)
    elapsed: float | None
    try:
        await apoll(lambda: running_without(job_id, "gpu02"), timeout)
        elapsed = time.perf_counter() - t0
    except RuntimeError:
        elapsed = None
    await asyncio.to_thread(reset_slurm)
    await forget_nodes(db)
    return elapsed


async def register_with_incident(db: Database, job_id: str, hosts: list[str], **incident: Any) -> IncidentRow:
    """The Slurm job as crashcart knows it, with one infrastructure incident of the given fields."""
    async with db.session() as s:
        s.add(JobRow(job_id=f"slurm-{job_id}", scheduler="slurm", nodes=hosts, spec={"slurm_job_id": job_id}))
        await s.flush()
        row = IncidentRow(job_id=f"slurm-{job_id}", layer="infrastructure", **incident)
        s.add(row)
        await s.commit()
    return row


CHECK = Path(__file__).resolve().parent.parent / "examples" / "slurm" / "fake-node-check.sh"


PAIR_CHECK = CHECK.with_name("fake-pair-check.sh")


async def one_no_culprit(
    db: Database,
    workdir: Path,
    n: int,
    *,
    fault: Literal["node", "link"],
    check: Literal["blind", "node", "pairs", "bisect"],
) -> dict[str, Any]:
    """An NCCL timeout with no culprit while gpu02 is bad. ``fault``: "node", a 2-node job on
    gpu02+gpu03 and gpu02 fails its own check (an Xid); "link", a 3-node job on gpu01-03 and
    gpu02 passes its own check but fails every all-reduce (a bad link). ``check``: what runs
    before the restart: nothing ("blind"), the per-node check ("node"), or the per-node check
    then the pair check searching pairs ("pairs") or by bisection ("bisect"). Returns the time
    to RUNNING again and its nodes."""
    backend = get_backends().get("slurm")
    assert isinstance(backend, SlurmBackend)
    backend.config = backend.config.model_copy(update={"lift_requeue_hold": True})
    nodes_bad, links_bad = workdir / f"nodes-{n}", workdir / f"links-{n}"
    nodes_bad.mkdir()
    links_bad.mkdir()
    if fault == "node":
        (nodes_bad / "gpu02").write_text("Xid 79 (bench)")
    else:
        (links_bad / "gpu02").write_text("NVLink down (bench)")
    settings = get_settings()
    settings.policy.standby = StandbySettings()
    settings.policy.health_check = HealthCheckSettings(
        command=[] if check == "blind" else [str(CHECK), str(nodes_bad)],
        pair_command=[str(PAIR_CHECK), str(links_bad), "{nodes}"] if check in ("pairs", "bisect") else [],
        pair_search="bisect" if check == "bisect" else "pairs",
        timeout_s=60,
    )
    if fault == "node":
        job_id, _ = await asyncio.to_thread(slurm_job, workdir, 2)
        wanted = ["gpu02", "gpu03"]
    else:
        job_id, _ = await asyncio.to_thread(slurm_job, workdir, 3, "--requeue")
        wanted = ["gpu01", "gpu02", "gpu03"]
    _, hosts = slurm_state(job_id)
    if hosts != wanted:
        raise RuntimeError(f"job {job_id} landed on {hosts}, not where this scenario needs it")
    incident = await register_with_incident(
        db,
        job_id,
        hosts,
        category="nccl_timeout",
        blame="network",
        action="restart_from_checkpoint",
        confidence=0.9,
        fingerprint=f"bench-{fault}-{n}",
        culprit_nodes=[],
    )
    t0 = time.perf_counter()
    await service.on_incident(db, incident.id)
    found: list[list[str]] = []

    def running() -> bool:
        nodes = restarted_running(job_id)
        if nodes:
            found.append(nodes)
        return bool(nodes)

    elapsed: float | None
    try:
        await apoll(running, 120.0)
        elapsed = time.perf_counter() - t0
    except RuntimeError:
        elapsed = None
    await asyncio.to_thread(reset_slurm)
    await forget_nodes(db)
    return {
        "s": elapsed,
        "nodes": found[-1] if found else [],
        "on_bad_node": bool(found) and "gpu02" in found[-1],
    }


def restarted_running(job_id: str) -> list[str] | None:
    """The requeued job's nodes once it runs again, else None."""
    record = sh("scontrol", "show", "job", "-o", job_id, check=False)
    fields = dict(t.partition("=")[::2] for t in record.split() if "=" in t)
    if fields.get("JobState") != "RUNNING" or fields.get("Restarts", "0") == "0":
        return None
    return sh("scontrol", "show", "hostnames", fields.get("NodeList", "")).split() or None


async def forget_nodes(db: Database) -> None:
    """reset_slurm returned every node to service: crashcart's registry must agree, or the next
    run would find gpu02 'already drained' and not drain it."""
    async with db.session() as s:
        await s.execute(delete(NodeRow))
        await s.commit()


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
def local_target(workdir: Path, n: int, local: LocalBackend | None = None) -> tuple[JobTarget, Path]:
    """A job that runs an operator's command template (the local backend runs nothing else)."""
    marks = workdir / f"local-{n}.txt"
    command = LocalCommand(command=[sys.executable, "-c", TRAIN, str(marks)], resume_flag="--resume")
    if local is not None:
        local.templates[f"bench-{n}"] = command
    spec = {"template": f"bench-{n}", "command": command.command}
    return JobTarget(f"local-{n}", "local", ("localhost",), spec), marks


async def one_crashcart_local(db: Database, local: LocalBackend, workdir: Path, n: int) -> float:
    target, marks = local_target(workdir, n, local)
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
async def measure(runs: int, fn: Callable[[int], Awaitable[float | None]]) -> dict[str, Any]:
    """Median of the runs; a run that never got there (None) counts as slower than any other."""
    samples = [await fn(i) for i in range(runs)]
    ranked = sorted(samples, key=lambda x: (x is None, x or 0.0))
    median = ranked[(len(ranked) - 1) // 2] if len(ranked) % 2 else None
    if len(ranked) % 2 == 0:
        a, b = ranked[len(ranked) // 2 - 1], ranked[len(ranked) // 2]
        median = None if a is None or b is None else (a + b) / 2
    return {
        "median_s": median,
        "samples_s": [None if x is None else round(x, 3) for x in samples],
        "not_running": sum(x is None for x in samples),
    }


async def main_async(args: argparse.Namespace) -> dict[str, Any]:
    workdir = Path(tempfile.mkdtemp(prefix="crashcart-bench-recovery-"))
    # Both backends configured: a job's own scheduler picks one only among those (backends.py).
    settings = Settings(
        backend="slurm",
        backends=["slurm", "local"],
        data_dir=workdir / "data",
        policy=PolicySettings(restart_backoff_s=0.0, max_drains_per_hour=1000),
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
        if args.only in ("precheck", "pairs"):
            reset_slurm()
            # Alternated in one run: the machine's load weighs on both alike.
            runs: dict[str, list[dict[str, Any]]] = {}
            for i in range(args.runs):
                if args.only == "precheck":
                    first = await one_no_culprit(db, workdir, 500 + i, fault="node", check="node")
                    second = await one_no_culprit(db, workdir, 600 + i, fault="node", check="blind")
                    names = ("slurm_no_culprit_check_first", "slurm_no_culprit_blind_restart")
                else:
                    first = await one_no_culprit(db, workdir, 700 + i, fault="link", check="pairs")
                    second = await one_no_culprit(db, workdir, 800 + i, fault="link", check="node")
                    names = ("slurm_bad_link_pair_check", "slurm_bad_link_node_check_only")
                    third = await one_no_culprit(db, workdir, 900 + i, fault="link", check="bisect")
                    runs.setdefault("slurm_bad_link_bisect", []).append(third)
                runs.setdefault(names[0], []).append(first)
                runs.setdefault(names[1], []).append(second)
            for name, samples in runs.items():
                times = [x["s"] for x in samples]
                done = sorted(t for t in times if t is not None)
                results[name] = {
                    "median_s": done[(len(done) - 1) // 2] if len(done) == len(times) and done else None,
                    "samples_s": [None if t is None else round(t, 3) for t in times],
                    "on_bad_node": sum(bool(x["on_bad_node"]) for x in samples),
                    "nodes": [x["nodes"] for x in samples],
                }
            return results
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
            results["slurm_crashcart_2nodes_hold_waited"] = await measure(
                args.runs, lambda i: one_crashcart_slurm(db, workdir, 2, 200 + i, lift_hold=False)
            )
            pool = all_nodes()[3]
            results["slurm_full_cluster_standby"] = await measure(
                args.runs, lambda i: one_crashcart_slurm(db, workdir, 2, 300 + i, pool=pool, full=True)
            )
            results["slurm_full_cluster_no_standby"] = await measure(
                args.runs,
                lambda i: one_crashcart_slurm(db, workdir, 2, 400 + i, full=True, timeout=args.busy_timeout),
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
    parser.add_argument("--only", choices=["precheck", "pairs"], help="run only these scenarios")
    parser.add_argument(
        "--busy-timeout", type=float, default=30.0, help="give up on a job waiting on a full cluster after"
    )
    args = parser.parse_args()
    results = asyncio.run(main_async(args))
    print(f"{'scenario':38} {'median s':>9}  samples (s; None: not running after --busy-timeout)")
    for name, value in results.items():
        if isinstance(value, dict):
            median = "pending" if value["median_s"] is None else f"{value['median_s']:.2f}"
            extra = f"  on the bad node: {value['on_bad_node']}" if "on_bad_node" in value else ""
            print(f"{name:38} {median:>9}  {value['samples_s']}{extra}")
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(results, indent=2))
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
