"""Slurm backend: scontrol/squeue/sbatch through asyncio subprocesses (never a shell).

- cordon: ``scontrol update NodeName=N State=DRAIN Reason=...`` (the reason names the incident).
  Draining does not move a running job, so the restart that follows requeues it.
- restart: ``scontrol requeue``. A requeued job waits cred_expire+1 s (121 s by default; set
  ``AuthInfo=cred_expire=10`` in slurm.conf) unless all its old nodes are drained, where
  ``StartTime=now`` lifts the wait safely. A job that is not requeueable is resubmitted from its
  script (``spec["script"]``) with ``--exclude`` and a ``--comment`` carrying the idempotency key,
  so a resumed execution finds the job it already submitted instead of submitting twice.
"""

from __future__ import annotations

import asyncio
import re
from dataclasses import dataclass
from typing import Any

from app.errors import BackendError
from app.orchestrate.base import JobStatus, JobTarget, PartitionUsage, RecoveryBackend, RestartOutcome
from app.settings import SlurmSettings

_TIMEOUT_S = 30.0
_SAFE_REASON = re.compile(r"[^A-Za-z0-9 #:._/,()=-]")
_DRAINED = ("drain", "drng", "drained", "draining", "down", "fail")


def slurm_job_id(job: JobTarget) -> str:
    value = str(job.spec.get("slurm_job_id") or job.job_id)
    if not value.isdigit():
        raise BackendError(f"job {job.job_id}: no numeric Slurm job id (spec.slurm_job_id)")
    return value


def parse_record(text: str) -> dict[str, str]:
    """``scontrol show ... -o`` prints one ``Key=Value`` record per line; values have no spaces
    except in a few trailing fields we do not read."""
    fields: dict[str, str] = {}
    for token in text.split():
        key, sep, value = token.partition("=")
        if sep and key not in fields:
            fields[key] = value
    return fields


@dataclass(frozen=True)
class _Commands:
    """Paths of the Slurm commands."""

    scontrol: str
    sbatch: str
    squeue: str
    sinfo: str
    scancel: str

    @classmethod
    def from_settings(cls, settings: SlurmSettings) -> _Commands:
        return cls(settings.scontrol, settings.sbatch, settings.squeue, settings.sinfo, settings.scancel)


class SlurmBackend(RecoveryBackend):
    name = "slurm"

    def __init__(self, settings: SlurmSettings | None = None) -> None:
        self.settings = _Commands.from_settings(settings or SlurmSettings())

    async def _run(self, *argv: str, check: bool = True) -> tuple[int, str, str]:
        try:
            proc = await asyncio.create_subprocess_exec(
                *argv, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE
            )
        except OSError as exc:
            raise BackendError(f"cannot run {argv[0]}: {exc}") from exc
        try:
            out, err = await asyncio.wait_for(proc.communicate(), _TIMEOUT_S)
        except TimeoutError as exc:
            proc.kill()
            await proc.wait()
            raise BackendError(f"{argv[0]} {argv[1] if len(argv) > 1 else ''} timed out") from exc
        code = proc.returncode if proc.returncode is not None else -1
        stdout, stderr = out.decode(errors="replace"), err.decode(errors="replace")
        if check and code != 0:
            raise BackendError(f"{' '.join(argv[:3])} failed ({code}): {stderr.strip() or stdout.strip()}")
        return code, stdout, stderr

    async def expand_hostlist(self, hostlist: str) -> tuple[str, ...]:
        if not hostlist or hostlist in ("(null)", "None"):
            return ()
        if "[" not in hostlist:
            return tuple(h for h in hostlist.split(",") if h)
        _, out, _ = await self._run(self.settings.scontrol, "show", "hostnames", hostlist)
        return tuple(out.split())

    async def cordon(self, node: str, reason: str) -> None:
        reason = _SAFE_REASON.sub("_", reason)[:200] or "crashcart"
        await self._run(
            self.settings.scontrol, "update", f"NodeName={node}", "State=DRAIN", f"Reason={reason}"
        )

    async def uncordon(self, node: str) -> None:
        code, _, err = await self._run(
            self.settings.scontrol, "update", f"NodeName={node}", "State=RESUME", check=False
        )
        # Resuming a node that is not drained is an error for Slurm but done for us.
        if code != 0 and "Invalid node state specified" not in err:
            raise BackendError(f"scontrol resume {node} failed: {err.strip()}")

    async def show_job(self, job_id: str) -> dict[str, str] | None:
        code, out, err = await self._run(self.settings.scontrol, "show", "job", "-o", job_id, check=False)
        if code != 0:
            if "Invalid job id" in err:
                return None
            raise BackendError(f"scontrol show job {job_id} failed: {err.strip()}")
        return parse_record(out)

    async def job_status(self, job: JobTarget) -> JobStatus | None:
        record = await self.show_job(slurm_job_id(job))
        if record is None:
            return None
        return JobStatus(
            state=record.get("JobState", "UNKNOWN"),
            nodes=await self.expand_hostlist(record.get("NodeList", "")),
            restarts=int(record.get("Restarts", "0") or 0),
        )

    async def restart_marker(self, job: JobTarget) -> dict[str, Any]:
        record = await self.show_job(slurm_job_id(job))
        if record is None:
            return {"slurm_job_id": slurm_job_id(job), "restarts": 0, "known": False}
        return {
            "slurm_job_id": slurm_job_id(job),
            "restarts": int(record.get("Restarts", "0") or 0),
            "known": True,
        }

    async def _submitted_with_key(self, key: str) -> str | None:
        _, out, _ = await self._run(self.settings.squeue, "-h", "-a", "-t", "all", "-o", "%i|%k")
        for line in out.splitlines():
            job_id, _, comment = line.partition("|")
            if comment.strip() == f"crashcart:{key}":
                return job_id.strip()
        return None

    async def restart(
        self, job: JobTarget, *, marker: dict[str, Any], exclude: tuple[str, ...], key: str
    ) -> RestartOutcome:
        resubmitted = await self._submitted_with_key(key)
        if resubmitted:
            return RestartOutcome(f"resubmitted as {resubmitted}", True, {"slurm_job_id": resubmitted})
        job_id = str(marker.get("slurm_job_id") or slurm_job_id(job))
        record = await self.show_job(job_id)
        if record is not None and int(record.get("Restarts", "0") or 0) > int(marker.get("restarts", 0)):
            return RestartOutcome(f"job {job_id} already requeued", already_done=True)
        if record is not None and record.get("Requeue") == "1" and record.get("BatchFlag", "1") == "1":
            # A job Slurm is still launching refuses a requeue ("presently disabled"): a
            # BackendError, so the state machine retries after its backoff.
            old_nodes = set(await self.expand_hostlist(record.get("NodeList", "")))
            await self._run(self.settings.scontrol, "requeue", job_id)
            # Slurm holds a requeued job for cred_expire+1 s because each of its old nodes
            # refuses the job id for that long ("Job credential revoked": the job then fails).
            # Skipping the hold is only safe when none of the old nodes can be picked again.
            if old_nodes and old_nodes <= set(exclude):
                await self._skip_requeue_delay(job_id)
                return RestartOutcome(f"requeued job {job_id}, start hold lifted")
            return RestartOutcome(f"requeued job {job_id}")
        return await self._resubmit(job, job_id, exclude, key)

    async def _skip_requeue_delay(self, job_id: str, wait_s: float = 15.0) -> None:
        """StartTime=now lifts the requeue hold, but only once the job has left COMPLETING (set
        earlier, the hold overwrites it). Failing here only costs time: never an error."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + wait_s
        while loop.time() < deadline:
            record = await self.show_job(job_id)
            state = record.get("JobState", "") if record else ""
            if state == "PENDING":
                await self._run(
                    self.settings.scontrol, "update", f"JobId={job_id}", "StartTime=now", check=False
                )
                return
            if state not in ("COMPLETING", "REQUEUED", "REQUEUE_HOLD", "REQUEUE_FED"):
                return
            await asyncio.sleep(0.1)

    async def _resubmit(
        self, job: JobTarget, old_id: str, exclude: tuple[str, ...], key: str
    ) -> RestartOutcome:
        script = job.spec.get("script")
        if not script:
            raise BackendError(f"job {old_id} is not requeueable and its spec has no script to resubmit")
        # The old allocation must go first, or two copies of the job would run.
        await self._run(self.settings.scancel, old_id, check=False)
        argv = [self.settings.sbatch, "--parsable", f"--comment=crashcart:{key}"]
        if exclude:
            argv.append(f"--exclude={','.join(exclude)}")
        argv += [str(a) for a in job.spec.get("sbatch_args", [])]
        argv.append(str(script))
        _, out, _ = await self._run(*argv)
        new_id = out.strip().split(";")[0]
        return RestartOutcome(f"resubmitted {old_id} as {new_id}", spec_update={"slurm_job_id": new_id})

    async def partition_usage(self, node: str) -> PartitionUsage | None:
        _, out, _ = await self._run(self.settings.scontrol, "show", "node", "-o", node, check=False)
        partitions = parse_record(out).get("Partitions", "")
        if not partitions:
            return None
        partition = partitions.split(",")[0]
        _, out, _ = await self._run(self.settings.sinfo, "-h", "-N", "-p", partition, "-o", "%N|%t")
        states: dict[str, str] = {}
        for line in out.splitlines():
            name, _, state = line.partition("|")
            states[name.strip()] = state.strip().rstrip("*~#!%$@^-")
        cordoned = sum(1 for s in states.values() if s in _DRAINED)
        return PartitionUsage(total=len(states), cordoned=cordoned)
