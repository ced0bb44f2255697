"""Helpers of the tests that run on the real Slurm cluster of scripts/slurm.sh (4 fake nodes
gpu01..gpu04 on this machine): its commands, a job submitted to it, waiting on it. The fixtures
that hand the cluster to a test (``slurm``, ``slurm_backends``) are in tests/orchestrate/conftest.py."""

from __future__ import annotations

import asyncio
import subprocess
from pathlib import Path
from typing import Any

from app.orchestrate import service
from app.orchestrate.runner import OrchestratorRunner
from app.orchestrate.slurm import parse_record
from app.store.db import Database
from app.store.orchestrate import ActionRow
from tests import helpers
from tests.orchestrate.conftest import MakeIncident, MakeJob, actions_of

ALL_NODES = "gpu[01-04]"
ECC = {"category": "ecc_error", "action": "cordon_and_restart", "culprit_nodes": ["gpu02"]}
TWO_NODES_FROM_GPU02 = ("-N", "2", "--exclude=gpu01")  # lands on gpu02+gpu03, moves to gpu03+gpu04
# One node: when its only node is drained, a requeued job may start at once (no credential hold).
ONE_NODE_ON_GPU02 = ("-N", "1", "--exclude=gpu01")
# Polls of the cluster: short, a Slurm state change is picked up within a tenth of a second.
POLL_S = 0.1


def sh(*argv: str, check: bool = True) -> str:
    proc = subprocess.run(argv, capture_output=True, text=True, timeout=30)
    if check and proc.returncode != 0:
        raise AssertionError(f"{' '.join(argv)} failed: {proc.stderr.strip()}")
    return proc.stdout


def job_record(job_id: str) -> dict[str, str]:
    return parse_record(sh("scontrol", "show", "job", "-o", job_id))


def node_states() -> dict[str, tuple[str, str]]:
    out = sh("sinfo", "-h", "-N", "-o", "%N|%T|%E")
    return {n: (s, r) for n, s, r in (line.split("|", 2) for line in out.splitlines())}


def hostnames(hostlist: str) -> list[str]:
    return sh("scontrol", "show", "hostnames", hostlist).split()


def wait_until(
    predicate: Any, timeout: float = 40.0, what: str = "condition", interval: float = POLL_S
) -> Any:
    """tests.helpers.wait_until with the Slurm tests' longer default timeout."""
    return helpers.wait_until(predicate, timeout, what, interval)


def submit(
    tmp_path: Path, tag: str, body: str, *, requeue: bool = True, extra: tuple[str, ...] = ()
) -> tuple[str, Path]:
    script = tmp_path / f"{tag}.sh"
    script.write_text(
        "#!/bin/bash\n"
        f"#SBATCH -J {tag}\n"
        f"#SBATCH -o {tmp_path}/out-%j.log\n"
        "#SBATCH --open-mode=append\n"
        f"#SBATCH {'--requeue' if requeue else '--no-requeue'}\n"
        'echo "start on $SLURM_JOB_NODELIST restart=${SLURM_RESTART_COUNT:-0}"\n'
        f"{body}\n"
    )
    job_id = sh("sbatch", "--parsable", *extra, str(script)).strip().split(";")[0]
    return job_id, script


def running_nodes(job_id: str) -> list[str] | None:
    rec = job_record(job_id)
    return hostnames(rec["NodeList"]) if rec.get("JobState") == "RUNNING" else None


async def register(make_job: MakeJob, slurm_id: str, script: Path) -> str:
    nodes = await asyncio.to_thread(
        wait_until, lambda: running_nodes(slurm_id), 40, f"job {slurm_id} running"
    )
    return await make_job(
        job_id=f"slurm-{slurm_id}",
        scheduler="slurm",
        nodes=nodes,
        spec={"slurm_job_id": slurm_id, "script": str(script)},
    )


async def failed_job(
    make_job: MakeJob, tmp_path: Path, tag: str, body: str, *, extra: tuple[str, ...] = ()
) -> tuple[str, str]:
    """A job submitted, registered once running, then waited for until Slurm says it FAILED:
    (crashcart job id, Slurm job id). ``body`` must fail its first run."""
    slurm_id, script = submit(tmp_path, tag, body, extra=extra)
    job = await register(make_job, slurm_id, script)
    await asyncio.to_thread(
        wait_until, lambda: job_record(slurm_id)["JobState"] == "FAILED", 30, "job failed"
    )
    return job, slurm_id


async def handled(
    db: Database, make_incident: MakeIncident, job: str, **fields: Any
) -> tuple[int, list[ActionRow]]:
    """An incident of ``job`` planned and its actions run by one runner tick: (id, its actions)."""
    inc = await make_incident(job, **fields)
    await service.on_incident(db, inc)
    await OrchestratorRunner(db).tick()
    return inc, await actions_of(db, inc)
