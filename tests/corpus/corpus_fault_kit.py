"""The toolkit of injected faults: the label type and the shapes every fault shares.

A fault writes its root-cause lines on one rank or node, then the echoes it causes elsewhere: NCCL
watchdog timeouts on most ranks, ``ncclRemoteError`` on the culprit's ring neighbours, the launcher's
failure report. The real line formats come from the threads listed in tests/corpus/README.md; every
multi-rank case is ``source: synthetic`` and says in its notes which real lines it adapts.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from corpus_job import Job
from corpus_logfmt import TRAIN_FRAMES, python_traceback

CUDA_ASYNC_NOTE = [
    "CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below "
    "might be incorrect.",
    "For debugging consider passing CUDA_LAUNCH_BLOCKING=1",
    "Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.",
]


@dataclass
class Label:
    category: str
    blame: str
    action: str
    root: str
    culprit: dict[str, list[object]] | None
    ambiguous: bool = False
    notes: str = ""


def culprit_of(job: Job, rank: int | None, with_rank: bool = True) -> dict[str, list[object]]:
    if rank is None:
        return {"nodes": [], "ranks": []}
    return {"nodes": [job.host(rank)], "ranks": [rank] if with_rank else []}


def neighbours(job: Job, c: int, k: int = 2) -> list[int]:
    cand = [(c + 1) % job.n, (c - 1) % job.n, (c + 8) % job.n, (c - 8) % job.n]
    return [r for r in cand if r != c][:k]


def crash(job: Job, c: int, emit_root: Callable[[], str], code: int, late: bool, extra_nodes: int = 0) -> str:
    """The culprit dies; its ring neighbours see a remote error; the rest time out ten minutes later."""
    neigh = neighbours(job, c)
    if late:
        # the neighbours' stderr reaches the merged log before the culprit's buffered traceback
        for r in neigh:
            job.remote_error(r, c)
        root = emit_root()
    else:
        root = emit_root()
        for r in neigh:
            job.remote_error(r, c)
    job.clock.jump(600)
    rest = [r for r in job.pick_peers(c, 0.85) if r not in neigh]
    job.timeouts(rest)
    job.launcher_failure(c, code, neigh + rest, extra_nodes=extra_nodes)
    return root


def app_exception(
    job: Job, c: int, final: list[str], frames: list[tuple[str, int, str, str]] | None = None
) -> str:
    """A Python traceback on rank c; returns the exception line (the first line of ``final``)."""
    lines = python_traceback(job.prefix(c), frames or TRAIN_FRAMES, final)
    job.lines.extend(lines)
    return job.prefix(c) + final[0]


def xid_line(job: Job, c: int, code: int, text: str) -> str:
    return f"NVRM: Xid (PCI:0000:{job.bus(c)}:00): {code}, pid={job.pids[c]}, name=python3, {text}"
