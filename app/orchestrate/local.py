"""Local backend: a supervisor that runs a job's command on this machine and restarts it with
its resume flag. Used by ``crashcart demo`` and by single-machine users.

The job's spec: ``{"template": "<name>"}`` naming a command the operator configured
(``CRASHCART_LOCAL__COMMANDS``), or, registered with an admin token only,
``{"command": [...], "resume_flag": "--resume", "cwd": "...", "env": {...}}``
(``app/orchestrate/local_commands.py`` decides; anything else is refused, nothing runs).
A restart runs ``command + [resume_flag]`` (``{checkpoint_dir}`` in the flag is filled in, as
one argument). Never through a shell.
Each job's generation and PID are kept in ``<state_dir>/<job>.json`` so a restart marker survives
a service restart (the process itself is started in its own session and outlives us).

Each launch names its run (``CRASHCART_RUN=local.<generation>`` in the command's environment,
which ``crashcart run`` and the agent send along, app/incidents/runs.py): what the stopped run
still sends after a restart (its last lines, its failed exit) is then never taken for the new
run's, and cannot mark the restarted job failed. Stopping a run ends its whole process tree, the
processes a launcher put in sessions of their own (torchrun's workers) included.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import signal
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from app.errors import BackendError
from app.orchestrate.base import JobStatus, JobTarget, RecoveryBackend, RestartOutcome
from app.orchestrate.local_commands import resolve
from app.settings import LocalCommand

# Runs in a short-lived child: starts the job in a new session with its output in the log,
# prints its PID and exits without waiting (the job is then re-parented, never our child).
_LAUNCHER = """
import os, subprocess, sys
log, cwd, command = sys.argv[1], sys.argv[2], sys.argv[4:]
out = open(log, "ab") if log else subprocess.DEVNULL
try:
    p = subprocess.Popen(command, cwd=cwd or None, stdin=subprocess.DEVNULL, stdout=out,
                         stderr=subprocess.STDOUT, start_new_session=True)
except OSError as exc:
    sys.stderr.write(str(exc))
    sys.stderr.flush()
    os._exit(127)
sys.stdout.write(str(p.pid))
sys.stdout.flush()
os._exit(0)
"""


@dataclass
class _Proc:
    generation: int
    pid: int
    process: asyncio.subprocess.Process | None = None


RUN_ENV = "CRASHCART_RUN"


def run_name(generation: int) -> str:
    """The name of the run a launch of ``generation`` reports its data under."""
    return f"local.{generation}"


def _descendants(pid: int) -> list[int]:
    """Every process below ``pid`` (children, their children, ...), whatever their session."""
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        ppid = int(stat.rsplit(") ", 1)[1].split()[1])
        children.setdefault(ppid, []).append(int(entry.name))
    found: list[int] = []
    todo = [pid]
    while todo:
        for child in children.get(todo.pop(), []):
            found.append(child)
            todo.append(child)
    return found


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

    def __init__(
        self,
        state_dir: Path,
        *,
        stop_grace_s: float = 5.0,
        templates: dict[str, LocalCommand] | None = None,
    ) -> None:
        self.state_dir = state_dir
        self.templates = dict(templates or {})
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
        # Only an operator's template or an admin-registered command; BackendError otherwise.
        spec = resolve(job.job_id, job.spec, self.templates)
        command = spec.resume_argv(job.checkpoint_dir) if resume else list(spec.argv)
        generation = int(self._load(job.job_id).get("generation", 0)) + 1
        # The run is named by us, never by the spec: each launch must be told apart.
        env = {**os.environ, **spec.env, RUN_ENV: run_name(generation)}
        log_path = log_path or (Path(spec.log) if spec.log else None)
        if log_path is not None:
            self._open_log(log_path).close()  # an unwritable log is an error here, not in the child
        # Started through a launcher that exits at once: the job is nobody's child in this
        # service (an asyncio child is killed when its handle is dropped), in its own session.
        pid = await self._spawn(
            sys.executable,
            "-c",
            _LAUNCHER,
            str(log_path or ""),
            spec.cwd or "",
            "--",
            *command,
            env=env,
        )
        self._procs[job.job_id] = _Proc(generation, pid)
        self._save(job.job_id, generation, pid)
        return pid

    @staticmethod
    async def _spawn(*argv: str, env: dict[str, str]) -> int:
        try:
            proc = await asyncio.create_subprocess_exec(
                *argv,
                env=env,
                stdin=asyncio.subprocess.DEVNULL,
                stdout=asyncio.subprocess.PIPE,
                stderr=asyncio.subprocess.PIPE,
            )
        except OSError as exc:
            raise BackendError(f"cannot start the launcher: {exc}") from exc
        try:
            out, err = await asyncio.wait_for(proc.communicate(), 30.0)
        except TimeoutError as exc:
            proc.kill()
            await proc.wait()
            raise BackendError("the launcher did not answer within 30 s") from exc
        if proc.returncode != 0 or not out.strip().isdigit():
            raise BackendError(
                f"cannot start {argv[6] if len(argv) > 6 else 'the job'}: {err.decode().strip()}"
            )
        return int(out.strip())

    @staticmethod
    def _open_log(log_path: Path | None) -> Any:
        if log_path is None:
            return asyncio.subprocess.DEVNULL
        try:
            return open(log_path, "ab")
        except OSError as exc:
            raise BackendError(f"cannot open the job's log {log_path}: {exc}") from exc

    def _check_launchable(self, job: JobTarget) -> None:
        """What would make the new run fail to start, found before the old run is stopped
        (an unauthorised command included: ``resolve`` refuses it)."""
        spec = resolve(job.job_id, job.spec, self.templates)
        if spec.log:
            self._open_log(Path(spec.log)).close()
        if spec.cwd and not Path(spec.cwd).is_dir():
            raise BackendError(f"job {job.job_id}: working directory {spec.cwd} does not exist")

    async def stop(self, job_id: str) -> None:
        """Stop the job's current run: TERM to its process group, KILL after the grace period,
        then KILL whatever of its process tree is left (a launcher's workers in sessions of
        their own: torchrun's, once torchrun itself is gone, would run on beside the restart)."""
        pid = self._procs[job_id].pid if job_id in self._procs else self._load(job_id).get("pid")
        if not pid or not _pid_alive(int(pid)):
            return
        tree = _descendants(int(pid))
        with contextlib.suppress(ProcessLookupError):
            os.killpg(int(pid), signal.SIGTERM)
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self.stop_grace_s
        while loop.time() < deadline and (_pid_alive(int(pid)) or any(map(_pid_alive, tree))):
            await self._reap(job_id)
            await asyncio.sleep(0.05)
            tree = list(dict.fromkeys([*tree, *_descendants(int(pid))]))
        if _pid_alive(int(pid)):
            with contextlib.suppress(ProcessLookupError):
                os.killpg(int(pid), signal.SIGKILL)
        for left in tree:
            if _pid_alive(left):
                with contextlib.suppress(ProcessLookupError):
                    os.kill(left, signal.SIGKILL)
        # A KILL takes effect a moment later: the next run starts once the old one is gone.
        deadline = loop.time() + 5.0
        while loop.time() < deadline and (_pid_alive(int(pid)) or any(map(_pid_alive, tree))):
            await self._reap(job_id)
            await asyncio.sleep(0.02)
        await self._reap(job_id)

    async def _reap(self, job_id: str) -> None:
        proc = self._procs.get(job_id)
        if proc and proc.process and proc.process.returncode is None:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(proc.process.wait(), 0.01)

    async def close(self) -> None:
        """Leave the jobs running: they are the users' training runs, not ours. Only forget the
        handles (a later service finds each job's PID and generation in its state file)."""
        self._procs.clear()

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
        self._check_launchable(job)
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
