"""The hang watchdog: no step progress for ``timeout_s`` seconds means dump every thread's stack.

A hung collective shows nothing in the logs until NCCL's own timeout fires (10 to 30 minutes).
The watchdog is a daemon thread that only compares clocks, so it keeps running while the main
thread is stuck in C code that released the GIL (a collective, a CUDA sync, a sleep). It dumps
with ``faulthandler`` (which walks the frames without running Python code in the stuck threads),
writes the dump to stderr between two marker lines that ``app.incidents.hang`` parses, and hands
the same lines to ``sink`` (the agent posts them to the service). It is armed by the first
progress report, fires once per stall and re-arms when progress resumes.
"""

from __future__ import annotations

import faulthandler
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from typing import TextIO

DEFAULT_HANG_TIMEOUT_S = 120.0


def begin_marker(rank: int, stalled_s: float, step: int | None) -> str:
    return (
        f"=== crashcart hang watchdog: rank {rank} no progress for {stalled_s:.0f}s at step "
        f"{step if step is not None else -1}; stack dump begin ==="
    )


def end_marker(rank: int) -> str:
    return f"=== crashcart hang watchdog: rank {rank} stack dump end ==="


def dump_all_stacks() -> list[str]:
    """Every thread's Python stack as faulthandler prints it, one string per line."""
    # faulthandler writes to a file descriptor, not a Python stream: go through a temp file.
    with tempfile.TemporaryFile(mode="w+") as scratch:
        faulthandler.dump_traceback(file=scratch, all_threads=True)
        scratch.seek(0)
        return scratch.read().splitlines()


class HangWatchdog:
    def __init__(
        self,
        rank: int,
        timeout_s: float = DEFAULT_HANG_TIMEOUT_S,
        *,
        sink: Callable[[list[str]], None] | None = None,
        stream: TextIO | None = None,
        poll_s: float | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        if timeout_s <= 0:
            raise ValueError("timeout_s must be positive")
        self.rank = rank
        self.timeout_s = timeout_s
        self._sink = sink
        self._stream = stream
        self._poll_s = poll_s if poll_s is not None else min(5.0, timeout_s / 4)
        self._clock = clock
        # Armed by the first progress: the first step may legitimately take long (compilation,
        # data loading, rendezvous) and a false hang report is worse than a late one.
        self._last_progress: float | None = None
        self._step: int | None = None
        self._fired = False
        self.dumps = 0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="crashcart-watchdog", daemon=True)
        self._thread.start()

    def progress(self, step: int) -> None:
        """Called by the training loop (through the agent) whenever a step completes."""
        if self._step is None or step != self._step:
            self._step = step
            self._last_progress = self._clock()
            self._fired = False

    def check(self) -> bool:
        """Dump if stalled; true when it dumped. The thread calls this; tests may too."""
        if self._last_progress is None:
            return False
        stalled = self._clock() - self._last_progress
        if self._fired or stalled < self.timeout_s:
            return False
        self._fired = True
        self.dumps += 1
        lines = [begin_marker(self.rank, stalled, self._step), *dump_all_stacks(), end_marker(self.rank)]
        stream = self._stream if self._stream is not None else sys.stderr
        stream.write("\n".join(lines) + "\n")
        stream.flush()
        if self._sink is not None:
            self._sink(lines)
        return True

    def _run(self) -> None:
        while not self._stop.wait(self._poll_s):
            try:
                self.check()
            except Exception as exc:  # the watchdog must outlive a closed stderr or a bad sink
                print(f"crashcart hang watchdog: dump failed: {exc}", file=sys.__stderr__)

    def close(self) -> None:
        self._stop.set()
        if threading.current_thread() is not self._thread:
            self._thread.join(2.0)
