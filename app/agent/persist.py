"""Background persistence of one rank's snapshot, and the handle the training loop gets back.

Two ways to take the snapshot, chosen per save:

- ``copy``: tensors are copied into reused host buffers (pinned for CUDA, see ``snapshot.py``),
  then a thread writes them. Works everywhere; the stall is one memory copy of the state.
- ``fork``: on Linux, for a state that lives in host memory, the process forks and the child
  writes the state it inherited. The kernel shares pages copy-on-write, so the stall is only
  the page-table copy (tens of ms for a GB) and training pays for a page only when it writes
  it while the child still runs. Redis's BGSAVE snapshots the same way. The child keeps to
  plain file I/O (no CUDA, no collectives, no locks of other threads), dies with its parent
  (PR_SET_PDEATHSIG) and leaves through ``os._exit`` so no atexit handler or buffered output
  of the parent runs twice.
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import signal
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from app.agent import shard_store
from app.agent.shard_store import ShardEntry
from app.agent.worker import Worker, lower_priority_of_this_thread
from app.errors import CheckpointError

_PR_SET_PDEATHSIG = 1


class SaveHandle:
    """The future of one ``CheckpointAgent.save``.

    ``stall_s`` is how long ``save`` blocked the caller, plus, in ``overlap`` mode, how long the
    optimizer's pre-hook (or the next call of the agent) waited for the copy (``copy_wait_s``);
    ``skipped`` is true when the save was dropped because another one was still in flight
    (policy ``"skip"``).
    """

    def __init__(self, step: int, *, skipped: bool = False) -> None:
        self.step = step
        self.skipped = skipped
        self.tier = "disk"  # or "memory": kept in host memory here and on the buddy node only
        self.stall_s = 0.0
        self.copy_wait_s = 0.0
        self.entry: ShardEntry | None = None
        self.error: CheckpointError | None = None
        self.reported = False  # the failure reached the caller through wait()
        self._done = threading.Event()
        if skipped:
            self._done.set()

    def done(self) -> bool:
        return self._done.is_set()

    def wait(self, timeout: float | None = None) -> ShardEntry | None:
        """Block until the shard is durable; raise ``CheckpointError`` if writing it failed.

        Returns the manifest entry, or ``None`` for a skipped save."""
        if not self._done.wait(timeout):
            raise CheckpointError(f"save of step {self.step} still running after {timeout}s")
        if self.error is not None:
            self.reported = True
            raise self.error
        return self.entry

    def settle(self, timeout: float | None = None) -> bool:
        """Wait for the outcome without raising it (the agent re-raises it on its next call)."""
        return self._done.wait(timeout)

    def _finish(self, entry: ShardEntry | None, error: CheckpointError | None) -> None:
        self.entry, self.error = entry, error
        self._done.set()


def fork_supported() -> bool:
    return sys.platform.startswith("linux") and hasattr(os, "fork")


def _child_write(write_fd: int, parent_pid: int, job: Callable[[], ShardEntry]) -> None:
    """Runs in the forked child; never returns."""
    code = 1
    try:
        with contextlib.suppress(OSError, AttributeError):
            ctypes.CDLL(None, use_errno=True).prctl(_PR_SET_PDEATHSIG, signal.SIGKILL)
        if os.getppid() != parent_pid:  # the parent died before prctl took effect
            os._exit(1)
        # Slurm signals every process of a step (preemption's SIGTERM, scancel --signal): the
        # training process decides, and may wait for this save. The writer still dies with it.
        for signum in (signal.SIGTERM, signal.SIGUSR1, signal.SIGINT):
            signal.signal(signum, signal.SIG_IGN)
        lower_priority_of_this_thread()
        entry = job()
        os.write(write_fd, ("OK " + entry.to_json()).encode())
        code = 0
    except BaseException as exc:
        with contextlib.suppress(OSError):
            os.write(write_fd, f"ERR {type(exc).__name__}: {exc}".encode()[:8192])
    finally:
        os._exit(code)


def _read_all(fd: int) -> bytes:
    chunks = []
    while chunk := os.read(fd, 65536):
        chunks.append(chunk)
    return b"".join(chunks)


class BackgroundWriter:
    """Runs the writes of one rank, one at a time, and reports each to ``on_done``.

    The writes run on one thread started here (at nice 19), not on a thread per save: starting
    a thread would block the training thread until it is scheduled (see ``worker.py``)."""

    def __init__(
        self,
        ckpt_dir: Path,
        rank: int,
        world_size: int,
        on_done: Callable[[SaveHandle], None],
        before_write: Callable[[], None] | None = None,
        thread_job: Callable[[SaveHandle, Any], ShardEntry] | None = None,
    ) -> None:
        self._thread_job = thread_job
        self._ckpt_dir = ckpt_dir
        self._rank = rank
        self._world_size = world_size
        self._on_done = on_done
        self._before_write = before_write
        self._worker = Worker("crashcart-ckpt", nice=True)

    @property
    def thread(self) -> threading.Thread:
        return self._worker.thread

    def close(self, timeout: float | None = None) -> None:
        """Stop the writer thread once the writes submitted are done (the agent's ``close``),
        waiting for it at most ``timeout`` seconds."""
        self._worker.close(timeout)

    def _job(self, step: int, state: Any) -> Callable[[], ShardEntry]:
        def job() -> ShardEntry:
            if self._before_write is not None:
                self._before_write()
            return shard_store.write_shard(self._ckpt_dir, step, self._rank, self._world_size, state)

        return job

    def start_thread(self, handle: SaveHandle, state: Any, ready: Callable[[], None]) -> None:
        def run() -> None:
            try:
                ready()
                if self._thread_job is not None:
                    entry = self._thread_job(handle, state)
                else:
                    entry = self._job(handle.step, state)()
            except CheckpointError as exc:
                self._complete(handle, None, exc)
            except Exception as exc:  # anything torch.save raises on an odd object
                self._complete(handle, None, CheckpointError(f"save of step {handle.step} failed: {exc}"))
            else:
                self._complete(handle, entry, None)

        self._worker.submit(run)

    def start_fork(self, handle: SaveHandle, state: Any) -> None:
        read_fd, write_fd = os.pipe()
        parent_pid = os.getpid()
        started = time.perf_counter()
        pid = os.fork()
        if pid == 0:
            os.close(read_fd)
            _child_write(write_fd, parent_pid, self._job(handle.step, state))
        handle.stall_s = time.perf_counter() - started
        os.close(write_fd)

        def reap() -> None:
            try:
                message = _read_all(read_fd).decode(errors="replace")
            finally:
                os.close(read_fd)
            _, status = os.waitpid(pid, 0)
            if message.startswith("OK "):
                self._complete(handle, ShardEntry.from_json(message[3:]), None)
                return
            why = message[4:] if message.startswith("ERR ") else f"writer exited with status {status}"
            self._complete(handle, None, CheckpointError(f"save of step {handle.step} failed: {why}"))

        self._worker.submit(reap)

    def fail(self, handle: SaveHandle, error: CheckpointError) -> None:
        """Finish ``handle`` with ``error`` without writing (its snapshot could not be taken)."""
        self._complete(handle, None, error)

    def _complete(self, handle: SaveHandle, entry: ShardEntry | None, error: CheckpointError | None) -> None:
        handle.entry, handle.error = entry, error
        try:
            self._on_done(handle)  # before waking waiters, so that wait() implies bookkeeping done
        finally:
            handle._finish(entry, error)
