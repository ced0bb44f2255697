"""Slurm backend: scontrol/squeue/sbatch through asyncio subprocesses (never a shell).

- standby pool: a reservation (``slurm.standby_reservation``) holding idle nodes that jobs not
  asking for it never get; releasing a node shrinks the reservation, refilling grows it.
- cordon: ``scontrol update NodeName=N State=DRAIN Reason=...`` (the reason names the incident).
  Draining does not move a running job, so the restart that follows requeues it.
- restart: ``scontrol requeue``. Slurm holds a requeued job cred_expire+1 s (121 s by default)
  because its old nodes revoked its credential; they accept a credential created in a later
  second than the revocation (slurmd logs "reissued job credential"), so once the job has left
  COMPLETING, ``StartTime=now+1`` lifts the hold safely even when the job goes back to its old
  healthy nodes (``slurm.lift_requeue_hold``). A job that is not requeueable is resubmitted from the
  batch script Slurm recorded for it (``Command``; a registered ``spec["script"]`` must agree)
  with ``--exclude`` and a ``--comment`` carrying the idempotency key, so a resumed execution
  finds the job it already submitted instead of submitting twice.
"""

from __future__ import annotations

import asyncio
import logging
import os
import re
import uuid
from dataclasses import dataclass
from typing import Any

from app.errors import BackendError
from app.orchestrate.base import (
    JobStatus,
    JobTarget,
    NodeChecks,
    PartitionUsage,
    RecoveryBackend,
    RestartOutcome,
)
from app.settings import SlurmSettings

log = logging.getLogger(__name__)
_TIMEOUT_S = 30.0
_SAFE_REASON = re.compile(r"[^A-Za-z0-9 #:._/,()=-]")
# srun's own word on a task that ended badly names its node: "srun: error: gpu03: task 2: Exited
# with exit code 1" (also "Killed", "Terminated", "Aborted"): the per-node verdict of a check step.
_TASK_FAILED = re.compile(r"^srun: error: ([A-Za-z0-9._-]+): tasks? [0-9,-]+: ", re.M)
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
    conf: str | None = None

    @classmethod
    def from_settings(cls, settings: SlurmSettings) -> _Commands:
        return cls(
            settings.scontrol,
            settings.sbatch,
            settings.squeue,
            settings.sinfo,
            settings.scancel,
            settings.conf,
        )

    def env(self) -> dict[str, str]:
        """The commands' environment: the service's, less its own CRASHCART_* settings (tokens,
        database URL: sbatch would export them into a resubmitted job), with SLURM_CONF."""
        env = {k: v for k, v in os.environ.items() if not k.startswith("CRASHCART_")}
        if self.conf:
            env["SLURM_CONF"] = self.conf
        return env


class SlurmBackend(RecoveryBackend):
    name = "slurm"

    supports_standby = True

    def __init__(self, settings: SlurmSettings | None = None) -> None:
        self.config = settings or SlurmSettings()
        self.settings = _Commands.from_settings(self.config)
        self._lifting: set[asyncio.Task[bool]] = set()

    async def _run(self, *argv: str, check: bool = True) -> tuple[int, str, str]:
        try:
            proc = await asyncio.create_subprocess_exec(
                *argv, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE, env=self.settings.env()
            )
        except OSError as exc:
            raise BackendError(f"cannot run {argv[0]}: {exc}") from exc
        try:
            out, err = await asyncio.wait_for(proc.communicate(), _TIMEOUT_S)
        except TimeoutError as exc:
            proc.kill()
            await proc.wait()
            raise BackendError(f"{argv[0]} {argv[1] if len(argv) > 1 else ''} timed out") from exc
        except asyncio.CancelledError:
            # The action's deadline ran out: never leave a command running behind us.
            proc.kill()
            raise
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
            # Slurm holds a requeued job for cred_expire+1 s because each of its old nodes revoked
            # the job's credential at the requeue. A node refuses only a credential created in
            # the same second or earlier ("Job credential revoked"); a later one it takes as
            # reissued. StartTime=now+1, set after COMPLETING, is always a later second.
            # In the background: the restart is recorded as done at once, so that what the old
            # run's dying ranks still send is known to come from a run that ended (runs.py).
            if self.config.lift_requeue_hold or (old_nodes and old_nodes <= set(exclude)):
                task = asyncio.create_task(self._skip_requeue_delay(job_id))
                self._lifting.add(task)
                task.add_done_callback(self._lifting.discard)
                return RestartOutcome(f"requeued job {job_id}, lifting its start hold")
            return RestartOutcome(f"requeued job {job_id}")
        return await self._resubmit(job, job_id, exclude, key)

    async def close(self) -> None:
        for task in list(self._lifting):
            task.cancel()

    async def _skip_requeue_delay(self, job_id: str, wait_s: float = 15.0) -> bool:
        """StartTime=now+1 lifts the requeue hold, but only once the job has left COMPLETING (set
        earlier, the hold overwrites it). ``now`` is the controller's clock, the one that stamps
        both the revocation and the new credential; +1 puts the new credential in a later second
        than the requeue. Failing here only costs time: never an error. True: lifted."""
        try:
            return await self._lift_when_pending(job_id, wait_s)
        except BackendError as exc:
            log.warning("job %s: start hold not lifted (%s); it waits the hold out", job_id, exc)
            return False

    async def _lift_when_pending(self, job_id: str, wait_s: float) -> bool:
        loop = asyncio.get_running_loop()
        deadline = loop.time() + wait_s
        while loop.time() < deadline:
            record = await self.show_job(job_id)
            state = record.get("JobState", "") if record else ""
            if state == "PENDING":
                code, _, _ = await self._run(
                    self.settings.scontrol, "update", f"JobId={job_id}", "StartTime=now+1", check=False
                )
                return code == 0
            if state not in ("COMPLETING", "REQUEUED", "REQUEUE_HOLD", "REQUEUE_FED"):
                return False
            await asyncio.sleep(0.1)
        return False

    async def _resubmit(
        self, job: JobTarget, old_id: str, exclude: tuple[str, ...], key: str
    ) -> RestartOutcome:
        # The script Slurm itself ran, never one an API caller named: spec.script comes from a
        # scheduler token and would otherwise be sbatch'ed as this service's user.
        record = await self.show_job(old_id)
        script = (record or {}).get("Command", "")
        if not script or script == "(null)":
            raise BackendError(
                f"job {old_id} is not requeueable and Slurm no longer records its batch script; "
                "resubmit it by hand"
            )
        if job.spec.get("script") and str(job.spec["script"]) != script:
            raise BackendError(
                f"job {old_id}: the registered script {job.spec['script']!r} is not the one Slurm ran "
                f"({script!r}); refusing to resubmit"
            )
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
        drained = frozenset(name for name, s in states.items() if s in _DRAINED)
        return PartitionUsage(len(states), len(drained), partition, frozenset(states), drained)

    # --- warm standby pool: a reservation -------------------------------------------------
    async def standby_nodes(self) -> tuple[str, ...]:
        name = self.config.standby_reservation
        code, out, err = await self._run(
            self.settings.scontrol, "show", "reservation", "-o", name, check=False
        )
        if code != 0:
            if "not found" in (err + out):
                return ()
            raise BackendError(f"scontrol show reservation {name} failed: {err.strip()}")
        return await self.expand_hostlist(parse_record(out).get("Nodes", ""))

    async def _set_pool(self, nodes: tuple[str, ...], *, existed: bool) -> None:
        name = self.config.standby_reservation
        if not nodes:
            await self._run(self.settings.scontrol, "delete", f"ReservationName={name}")
        elif existed:
            await self._run(
                self.settings.scontrol, "update", f"ReservationName={name}", f"Nodes={','.join(nodes)}"
            )
        else:
            await self._run(
                self.settings.scontrol,
                "create",
                "reservation",
                f"ReservationName={name}",
                f"Nodes={','.join(nodes)}",
                "StartTime=now",
                "Duration=infinite",
                f"Users={self.config.standby_users}",
            )

    async def standby_release(self, nodes: tuple[str, ...]) -> None:
        pool = await self.standby_nodes()
        kept = tuple(n for n in pool if n not in nodes)
        if kept != pool:
            await self._set_pool(kept, existed=True)

    async def idle_nodes(self, nodes: tuple[str, ...]) -> tuple[str, ...]:
        """Those of ``nodes`` that are idle now (no job, not drained, not down)."""
        if not nodes:
            return ()
        _, out, _ = await self._run(self.settings.sinfo, "-h", "-N", "-n", ",".join(nodes), "-o", "%N|%t")
        # A suffix is a flag, not a state: "idle*" is a node just resumed, not yet pinged.
        rows = (line.partition("|") for line in out.splitlines())
        idle = {name.strip() for name, _, state in rows if state.strip().rstrip("*~#!%$@^-") == "idle"}
        return tuple(n for n in nodes if n in idle)

    async def standby_add(self, nodes: tuple[str, ...]) -> tuple[str, ...]:
        pool = await self.standby_nodes()
        new = await self.idle_nodes(tuple(n for n in nodes if n not in pool))
        if new:
            await self._set_pool((*pool, *new), existed=bool(pool))
        return new

    # --- health check on one node ---------------------------------------------------------
    async def check_node(self, node: str, command: tuple[str, ...], timeout_s: float) -> tuple[bool, str]:
        """A drained node runs nothing, so: a reservation of its own keeps other jobs off it,
        RESUME, ``srun`` the check in that reservation, DRAIN again when it fails, and the
        reservation goes in every case."""
        if not command:
            raise BackendError("no health check command configured (policy.health_check.command)")
        name = f"crashcart_check_{node}"[:64]
        await self._run(self.settings.scontrol, "delete", f"ReservationName={name}", check=False)
        await self._run(
            self.settings.scontrol,
            "create",
            "reservation",
            f"ReservationName={name}",
            f"Nodes={node}",
            "StartTime=now",
            "Duration=infinite",
            f"Users={self.config.standby_users}",
            "Flags=MAINT,IGNORE_JOBS",
        )
        passed, output = False, ""
        try:
            await self.uncordon(node)
            argv = (
                self.config.srun,
                f"--reservation={name}",
                f"--nodelist={node}",
                "--nodes=1",
                "--ntasks=1",
                "--job-name=crashcart-check",
                f"--time={max(1, int(timeout_s // 60) + 1)}",
                "--",
                *command,
            )
            proc = await asyncio.create_subprocess_exec(
                *argv,
                stdout=asyncio.subprocess.PIPE,
                stderr=asyncio.subprocess.STDOUT,
                env=self.settings.env(),
            )
            try:
                out, _ = await asyncio.wait_for(proc.communicate(), timeout_s)
                passed = proc.returncode == 0
                output = out.decode(errors="replace")[-2000:]
            except TimeoutError:
                proc.kill()
                await proc.wait()
                output = f"health check timed out after {timeout_s:.0f} s"
        finally:
            if not passed:
                await self.cordon(node, "crashcart health check failed")
            await self._run(self.settings.scontrol, "delete", f"ReservationName={name}", check=False)
        return passed, output

    checks_in_allocation = True

    async def check_nodes(
        self,
        nodes: tuple[str, ...],
        command: tuple[str, ...],
        timeout_s: float,
        *,
        job: JobTarget | None = None,
    ) -> NodeChecks:
        """One ``srun`` step, one task on each of the job's nodes, every task run to its end
        (``--kill-on-bad-exit=0``); srun names the node of each task that failed. It must start
        within ``--immediate`` (the nodes were the failed job's: idle, unless another job took
        them); a step that did not run, or ran past ``timeout_s``, is a BackendError."""
        if not command:
            raise BackendError("no health check command configured (policy.health_check.command)")
        if not nodes:
            raise BackendError("no nodes to check")
        name = f"crashcart-check-{uuid.uuid4().hex[:8]}"
        # A hung job still holds its nodes: a step of its own allocation, beside its steps
        # (``--overlap``); otherwise a job of its own that must start at once.
        placement = (
            ("--overlap", f"--jobid={slurm_job_id(job)}")
            if job is not None
            else (f"--immediate={max(1, min(60, int(timeout_s)))}", f"--job-name={name}")
        )
        argv = self._check_argv(placement, nodes, command, timeout_s)
        # Never ``scancel --name`` inside the job's allocation: that would be the job itself.
        code, output = await self._check_step(argv, name if job is None else "", timeout_s)
        failed = tuple(n for n in dict.fromkeys(_TASK_FAILED.findall(output)) if n in nodes)
        if code != 0 and not failed:
            lines = output.strip().splitlines()
            raise BackendError(f"the health check did not run: {(lines[-1] if lines else 'no output')[:300]}")
        return NodeChecks(tuple(n for n in nodes if n not in failed), failed, output)

    def _check_argv(
        self, placement: tuple[str, ...], nodes: tuple[str, ...], command: tuple[str, ...], timeout_s: float
    ) -> tuple[str, ...]:
        """The ``srun`` of a check step: ``placement`` (where and under what name it runs), then one
        task on each of ``nodes``, every task run to its end (``--kill-on-bad-exit=0``: srun names
        each node whose task failed), in a time limit of whole minutes past ``timeout_s``."""
        return (
            self.config.srun,
            *placement,
            f"--nodelist={','.join(nodes)}",
            f"--nodes={len(nodes)}",
            f"--ntasks={len(nodes)}",
            "--ntasks-per-node=1",
            "--kill-on-bad-exit=0",
            f"--time={max(1, int(timeout_s // 60) + 1)}",
            "--",
            *command,
        )

    async def _check_step(self, argv: tuple[str, ...], name: str, timeout_s: float) -> tuple[int, str]:
        """Run one check step to its end: (exit status, output tail). BackendError when it could
        not start or ran past ``timeout_s`` (its job cancelled: nothing of ours stays behind)."""
        try:
            proc = await asyncio.create_subprocess_exec(
                *argv,
                stdout=asyncio.subprocess.PIPE,
                stderr=asyncio.subprocess.STDOUT,
                env=self.settings.env(),
            )
        except OSError as exc:
            raise BackendError(f"cannot run {argv[0]}: {exc}") from exc
        try:
            out, _ = await asyncio.wait_for(proc.communicate(), timeout_s)
        except TimeoutError as exc:
            proc.kill()
            await proc.wait()
            if name:
                await self._run(self.settings.scancel, f"--name={name}", check=False)
            raise BackendError(f"the health check did not finish within {timeout_s:.0f} s") from exc
        except asyncio.CancelledError:
            proc.kill()
            raise
        code = proc.returncode if proc.returncode is not None else -1
        return code, out.decode(errors="replace")[-4000:]

    async def _drained(self, node: str) -> bool:
        _, out, _ = await self._run(self.settings.scontrol, "show", "node", "-o", node, check=False)
        state = parse_record(out).get("State", "").lower()
        return any(word in state for word in ("drain", "down", "fail"))

    async def check_pair(
        self, nodes: tuple[str, ...], command: tuple[str, ...], timeout_s: float
    ) -> tuple[bool, str]:
        """One ``srun`` step, a task on each node of the pair (``--nodelist=a,b``; a bisection's
        group is checked the same way). A drained node of the pair (a release) is checked as
        check_node does: a reservation of the nodes keeps other jobs off, it is resumed for the
        step and drained again when the pair fails."""
        if not command:
            raise BackendError("no pair check command configured (policy.health_check.pair_command)")
        if len(set(nodes)) != len(nodes) or len(nodes) < 2:
            raise BackendError(f"a pair check needs two distinct nodes or more, not {nodes}")
        drained = tuple([n for n in nodes if await self._drained(n)])
        name = f"crashcart-pair-{uuid.uuid4().hex[:8]}"
        reservation = f"crashcart_pair_{name[-8:]}" if drained else ""
        if reservation:
            await self._run(self.settings.scontrol, "delete", f"ReservationName={reservation}", check=False)
            await self._run(
                self.settings.scontrol,
                "create",
                "reservation",
                f"ReservationName={reservation}",
                f"Nodes={','.join(nodes)}",
                "StartTime=now",
                "Duration=infinite",
                f"Users={self.config.standby_users}",
                "Flags=MAINT,IGNORE_JOBS",
            )
        passed = False
        try:
            for node in drained:
                await self.uncordon(node)
            placement = (
                *([f"--reservation={reservation}"] if reservation else []),
                f"--immediate={max(1, min(60, int(timeout_s)))}",
                f"--job-name={name}",
            )
            argv = self._check_argv(placement, nodes, command, timeout_s)
            code, output = await self._check_step(argv, name, timeout_s)
            if code != 0 and not _TASK_FAILED.search(output):
                lines = output.strip().splitlines()
                raise BackendError(
                    f"the pair check did not run: {(lines[-1] if lines else 'no output')[:300]}"
                )
            passed = code == 0
        finally:
            if reservation:
                if not passed:
                    for node in drained:
                        await self.cordon(node, "crashcart pair health check failed")
                await self._run(
                    self.settings.scontrol, "delete", f"ReservationName={reservation}", check=False
                )
        return passed, output
