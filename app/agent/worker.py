"""A long-lived daemon thread that runs submitted jobs one after another.

The agent starts its copy and writer threads once, at creation, instead of one thread per save:
``Thread.start`` blocks its caller until the new thread has been scheduled and has taken the GIL,
which on a busy machine is milliseconds on the training thread, more than the rest of a save's
stall (and the first save of a fresh process paid it on top of its own first-time costs).
Submitting a job is a queue put; the training thread never waits for the worker to wake.

The thread holds only its queue, never the object that submits to it: an agent dropped without
``close()`` is still collected, and its finalizer stops the thread.
"""

from __future__ import annotations

import contextlib
import os
import queue
import sys
import threading
import weakref
from collections.abc import Callable

Job = Callable[[], None]
# The writer yields the CPU to training when both want it: a checkpoint may finish a little
# later, a step should not.
WRITER_NICENESS = 19


def lower_priority_of_this_thread() -> None:
    # On Linux setpriority on a thread id affects that thread only.
    with contextlib.suppress(OSError, AttributeError):
        os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), WRITER_NICENESS)


def _serve(jobs: queue.SimpleQueue[Job | None], nice: bool) -> None:
    if nice:
        lower_priority_of_this_thread()
    while (job := jobs.get()) is not None:
        try:
            job()
        except BaseException as exc:  # a job reports its own failures; never let the thread die
            print(f"crashcart agent: background job failed: {exc!r}", file=sys.stderr)
        del job  # drop the job's references (a snapshot, a state) while idle


class Worker:
    """One thread, started here, running ``submit``-ted jobs in order."""

    def __init__(self, name: str, *, nice: bool = False) -> None:
        self.name = name
        self._nice = nice
        self._jobs: queue.SimpleQueue[Job | None] = queue.SimpleQueue()
        self.thread = threading.Thread(target=_serve, args=(self._jobs, nice), name=name, daemon=True)
        self.thread.start()
        self._stop = weakref.finalize(self, self._jobs.put, None)

    @property
    def closed(self) -> bool:
        return not self._stop.alive

    def submit(self, job: Job) -> None:
        """Run ``job`` on the worker; once closed, on a thread of its own (as before workers)."""
        if self.closed:

            def alone() -> None:
                if self._nice:
                    lower_priority_of_this_thread()
                job()

            threading.Thread(target=alone, name=self.name, daemon=True).start()
            return
        self._jobs.put(job)

    def close(self, timeout: float | None = None) -> None:
        """Let the thread finish the jobs already submitted, then stop it."""
        self._stop()
        if self.thread is not threading.current_thread():
            self.thread.join(timeout)
