"""SIGTERM/SIGUSR1: save at the next step boundary, and still die if that boundary never comes.

A Python signal handler runs only in the main thread, between bytecodes. A main thread stuck in
C code (a hung collective, a CUDA sync) never runs it, and because the handler replaced the
default action, SIGTERM would no longer kill the process at all: the launcher's SIGTERM would be
ignored until its SIGKILL, and a launcher that dies first leaves orphans. So the signal is also
written to a wakeup pipe (``signal.set_wakeup_fd``) that a daemon thread reads. If the training
loop has not acted on the signal within ``grace_s``, the thread calls ``on_timeout``, which
finishes what can be finished and exits the process.
"""

from __future__ import annotations

import contextlib
import os
import signal
import sys
import threading
from collections.abc import Callable
from types import FrameType
from typing import Any

PREEMPT_SIGNALS = (signal.SIGTERM, signal.SIGUSR1)


class PreemptionGuard:
    def __init__(self, rank: int, grace_s: float, on_timeout: Callable[[int], None]) -> None:
        self.rank = rank
        self.grace_s = grace_s
        self._on_timeout = on_timeout
        self.received: list[int] = []
        self.handled = threading.Event()
        self._previous: dict[int, Any] = {}
        self._previous_wakeup_fd: int | None = None
        self._pipe: tuple[int, int] | None = None
        self._closed = threading.Event()

    def install(self) -> bool:
        """Install from the main thread; false (and nothing installed) from any other thread."""
        if threading.current_thread() is not threading.main_thread():
            return False
        read_fd, write_fd = os.pipe()
        os.set_blocking(write_fd, False)
        self._pipe = (read_fd, write_fd)
        self._previous_wakeup_fd = signal.set_wakeup_fd(write_fd, warn_on_full_buffer=False)
        for signum in PREEMPT_SIGNALS:
            self._previous[signum] = signal.signal(signum, self._on_signal)
        threading.Thread(target=self._watch, args=(read_fd,), name="crashcart-preempt", daemon=True).start()
        return True

    @property
    def requested(self) -> bool:
        return bool(self.received)

    def _on_signal(self, signum: int, frame: FrameType | None) -> None:
        if not self.received:
            print(
                f"crashcart agent: rank {self.rank} got signal {signum}; saving at the next step",
                file=sys.stderr,
                flush=True,
            )
        self.received.append(signum)

    def _watch(self, read_fd: int) -> None:
        signum = 0
        try:
            # The wakeup fd carries every signal Python handles (SIGINT, SIGCHLD...): wait for ours.
            while not signum and not self._closed.is_set():
                data = os.read(read_fd, 64)
                if not data:
                    return
                signum = next((b for b in data if b in PREEMPT_SIGNALS), 0)
        except OSError:
            return
        finally:
            with contextlib.suppress(OSError):
                os.close(read_fd)
        # The main thread either handles it (handled is set) or is stuck: give it grace_s.
        if self._closed.is_set() or self.handled.wait(self.grace_s) or self._closed.is_set():
            return
        print(
            f"crashcart agent: rank {self.rank} did not reach a step boundary within {self.grace_s:.0f}s "
            "of the signal; exiting without a new checkpoint",
            file=sys.stderr,
            flush=True,
        )
        self._on_timeout(signum)

    def uninstall(self) -> None:
        self._closed.set()
        if self._pipe is None:
            return
        _, write_fd = self._pipe
        with contextlib.suppress(OSError):
            os.write(write_fd, b"\0")  # wakes the watcher, which sees _closed and returns
        if threading.current_thread() is not threading.main_thread():
            return  # only the main thread may restore handlers; the pipe must stay valid till then
        for signum, previous in self._previous.items():
            with contextlib.suppress(ValueError, TypeError):
                signal.signal(signum, previous)
        with contextlib.suppress(ValueError):
            signal.set_wakeup_fd(self._previous_wakeup_fd if self._previous_wakeup_fd is not None else -1)
        self._pipe = None
        with contextlib.suppress(OSError):
            os.close(write_fd)
