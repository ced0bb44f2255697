"""What launchers report about the processes that exited, and which exit was a failure of its own.

torchrun prints one ChildFailedError summary per node agent ("Root Cause (first observed failure):
rank: N, exitcode: 1"), ``srun`` one ``srun: error: host: task N: Exited with exit code 1`` per task
it saw fail, DeepSpeed's launcher ``exits with return code = 1`` per node. On a multi-node job the
first such report in the file is not necessarily the first failure: another node's agent may report
a rank that its NCCL watchdog aborted (exit -6 after a timeout), and the step teardown kills the rest
(``tasks 8-15: Killed``, SIGTERM). A report names the first failure only when its rank did not
itself report waiting on a peer (a timeout, a remote error: it was alive and waiting) and the exit
was not the teardown (SIGTERM, a whole node's tasks at once).

Bounded: the first :data:`MAX_EXIT_REPORTS` reports are kept.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, field

from app.classify.schemas import Signal

MAX_EXIT_REPORTS = 1024
# Exit reports of a process the launcher itself tore down.
_TEARDOWN = ("-15", "SIGTERM", "Terminated", "CANCELLED")


def is_exit_report(signal: Signal) -> bool:
    """A launcher's line about one process's (or node's) exit: an exit code, a signal or srun's task."""
    fields = signal.fields
    return signal.symptom and ("exitcode" in fields or "how" in fields or "section" in fields)


def teardown(signal: Signal) -> bool:
    """The launcher ending a process after the job failed, not the process failing."""
    fields = signal.fields
    code = " ".join(str(fields.get(k, "")) for k in ("exitcode", "signal", "how"))
    if any(t in code for t in _TEARDOWN):
        return True
    # srun's "host: tasks 8-15: Killed": a whole node's tasks at once is the step being aborted.
    return ": tasks " in signal.line


@dataclass(slots=True)
class ExitReports:
    reports: list[Signal] = field(default_factory=list)

    def add(self, signal: Signal) -> None:
        if len(self.reports) < MAX_EXIT_REPORTS and is_exit_report(signal):
            self.reports.append(signal)

    def first_failure(self, waiting: Collection[int], own_lines: Collection[int] = ()) -> Signal | None:
        """The earliest report of a process that failed of its own accord: its rank known and not one
        of ``waiting`` (ranks that reported a peer's loss); else of a waiting rank that printed an
        error of its own (``own_lines``: the report and the line agree); else a node's report."""
        ordered = sorted(self.reports, key=_order)
        ranked = [s for s in ordered if s.rank is not None and not teardown(s)]
        free = [s for s in ranked if s.rank not in waiting]
        if free:
            return free[0]
        backed = [s for s in ranked if s.rank in own_lines]
        if backed:
            return backed[0]
        if any(s.rank is not None for s in ordered):
            return None  # every report with a rank names a waiting rank: the launcher saw only echoes
        nodes = [s for s in ordered if s.node is not None and not teardown(s)]
        return nodes[0] if nodes else None


def _order(s: Signal) -> tuple[float, int]:
    return (s.ts if s.ts is not None else float("-inf"), s.line_index)
