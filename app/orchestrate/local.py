"""Local backend: a supervisor that runs a job's command on this machine and restarts it with
its resume flag. Used by ``crashcart demo`` and by single-machine users.

The job's spec: ``{"command": [...], "resume_flag": "--resume", "cwd": "...", "env": {...}}``.
A restart runs ``command + [resume_flag]`` (``{checkpoint_dir}`` in the flag is filled in).
Each job's generation and PID are kept in ``<state_dir>/<job>.json`` so a restart marker survives
a service restart (the process itself is started in its own session and outlives us).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import signal
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from app.errors import BackendError
from app.orchestrate.base import JobStatus, JobTarget, RecoveryBackend, RestartOutcome


@dataclass
class _Proc:
    generation: int
    pid: int
    process: asyncio.subprocess.Process | None = None


def _pid_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    # A zombie child still answers kill(0); it is not running.
    try:
        with open(f"/proc/{pid}/stat") as fh:
            return fh.read().split(") ", 1)[1][:1] != "Z"
    except OSError:
        return True


class LocalBackend(RecoveryBackend):
    name = "local"

    def __init__(self, state_dir: Path, *, stop_grace_s: float = 5.0) -> None:
        self.state_dir = state_dir
        self.stop_grace_s = stop_grace_s
        self._procs: dict[str, _Proc] = {}
        self.cordoned: set[str] = set()

    # --- supervisor ---------------------------------------------------------------------------
    def _state_file(self, job_id: str) -> Path:
        safe = "".join(c if c.isalnum() or c in "-_." else "_" for c in job_id)
        return self.state_dir / f"{safe}.json"

    def _load(self, job_id: str) -> dict[str, Any]:
        try:
            data: dict[str, Any] = json.loads(self._state_file(job_id).read_text())
            return data
        except (OSError, ValueError):
            return {"generation": 0, "pid": None}

    def _save(self, job_id: str, generation: int, pid: int) -> None:
        self.state_dir.mkdir(parents=True, exist_ok=True)
        tmp = self._state_file(job_id).with_suffix(".tmp")
        tmp.write_text(json.dumps({"generation": generation, "pid": pid}))
        tmp.replace(self._state_file(job_id))

    async def launch(self, job: JobTarget, *, resume: bool = False, log_path: Path | None = None) -> int:
        """Start the job's command (with the resume flag when ``resume``); returns its PID."""
        command = [str(a) for a in job.spec.get("command", [])]
        if not command:
            raise BackendError(f"job {job.job_id}: spec has no command to run")
        if resume and job.spec.get("resume_flag"):
            flag = str(job.spec["resume_flag"]).replace("{checkpoint_dir}", job.checkpoint_dir or "")
            command += flag.split()
        env = {**os.environ, **{str(k): str(v) for k, v in job.spec.get("env", {}).items()}}
        log_path = log_path or (Path(job.spec["log"]) if job.spec.get("log") else None)
        out = open(log_path, "ab") if log_path else asyncio.subprocess.DEVNULL  # noqa: SIM115
        try:
            process = await asyncio.create_subprocess_exec(
                *command,
                cwd=job.spec.get("cwd"),
                env=env,
                stdout=out,
                stderr=asyncio.subprocess.STDOUT,
                start_new_session=True,
            )
        except OSError as exc:
            raise BackendError(f"cannot start {command[0]}: {exc}") from exc
        finally:
            if not isinstance(out, int):
                out.close()
        generation = int(self._load(job.job_id).get("generation", 0)) + 1
        self._procs[job.job_id] = _Proc(generation, process.pid, process)
        self._save(job.job_id, generation, process.pid)
        return process.pid

    async def stop(self, job_id: str) -> None:
        """Stop the job's current process group (TERM, then KILL after the grace period)."""
        pid = self._procs[job_id].pid if job_id in self._procs else self._load(job_id).get("pid")
        if not pid or not _pid_alive(int(pid)):
            return
        with contextlib.suppress(ProcessLookupError):
            os.killpg(int(pid), signal.SIGTERM)
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self.stop_grace_s
        while _pid_alive(int(pid)) and loop.time() < deadline:
            await self._reap(job_id)
            await asyncio.sleep(0.05)
        if _pid_alive(int(pid)):
            with contextlib.suppress(ProcessLookupError):
                os.killpg(int(pid), signal.SIGKILL)
        await self._reap(job_id)

    async def _reap(self, job_id: str) -> None:
        proc = self._procs.get(job_id)
        if proc and proc.process and proc.process.returncode is None:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(proc.process.wait(), 0.01)

    async def close(self) -> None:
        for job_id in list(self._procs):
            await self.stop(job_id)

    # --- RecoveryBackend ----------------------------------------------------------------------
    async def cordon(self, node: str, reason: str) -> None:
        # One machine: nothing to drain; the registry still records it so the API shows it.
        self.cordoned.add(node)

    async def uncordon(self, node: str) -> None:
        self.cordoned.discard(node)

    async def restart_marker(self, job: JobTarget) -> dict[str, Any]:
        return {"generation": int(self._load(job.job_id).get("generation", 0))}

    async def restart(
        self, job: JobTarget, *, marker: dict[str, Any], exclude: tuple[str, ...], key: str
    ) -> RestartOutcome:
        current = int(self._load(job.job_id).get("generation", 0))
        if current > int(marker.get("generation", 0)):
            return RestartOutcome(f"already restarted (generation {current})", already_done=True)
        await self.stop(job.job_id)
        pid = await self.launch(job, resume=True)
        return RestartOutcome(f"restarted with resume flag as pid {pid}")

    async def job_status(self, job: JobTarget) -> JobStatus | None:
        state = self._load(job.job_id)
        if not state.get("pid"):
            return None
        await self._reap(job.job_id)
        proc = self._procs.get(job.job_id)
        if proc and proc.process and proc.process.returncode is not None:
            status = "COMPLETED" if proc.process.returncode == 0 else "FAILED"
        else:
            status = "RUNNING" if _pid_alive(int(state["pid"])) else "EXITED"
        return JobStatus(status, job.nodes, max(0, int(state.get("generation", 1)) - 1))
