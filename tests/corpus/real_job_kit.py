"""How a real multi-rank job tells of one rank's failure, with the disorder real logs have.

`build_real.py` puts a real excerpt on one rank of a simulated job; this module writes what the rest
of the job prints around it, in the shapes and orders seen in public issue threads:

- the culprit's ring neighbours lose it first: `ncclRemoteError` / "remote process exited" with the
  culprit's address (their node's clock may run a few ms ahead of the culprit's: NTP skew), and
  their lines may reach the merged log before the culprit's own (stderr of other processes is not
  ordered with it), or interleave with the culprit's traceback line by line;
- ten minutes later most other ranks hit the NCCL watchdog, in the PyTorch < 2.3 wording
  (``Watchdog caught collective operation timeout ... last completed NCCL work``) or the newer one
  with the flight recorder's "Timeout at NCCL work", the heartbeat monitor's dump signal and
  ``terminate called after throwing an instance of 'c10::DistBackendError'``; some ranks, sometimes
  a whole node, print nothing at all;
- per-node logs gathered by a shipper or concatenated file by file: other nodes' timeouts can come
  BEFORE the culprit's lines in the file;
- when the master node's agent exits, the survivors' c10d heartbeat monitor names the TCPStore
  host (``remote=[master]:29500``): a peer that is not the culprit;
- the launcher's report: torchrun's per-node ChildFailedError summaries (the culprit's node names
  it as "Root Cause (first observed failure)"; other nodes name a rank the watchdog aborted),
  ``srun: error: ... task N``, or DeepSpeed's launcher exit line.

Line shapes: PyTorch ``ProcessGroupNCCL.cpp`` / ``TCPStore.cpp`` messages as quoted in
https://github.com/pytorch/pytorch/issues/113128, https://github.com/pytorch/pytorch/issues/121029
and https://github.com/pytorch/pytorch/issues/120948; NCCL's socket errors as in
https://github.com/NVIDIA/nccl/issues/1050. Every choice comes from the job's seeded RNG.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from datetime import timedelta

from corpus_fault_kit import neighbours
from corpus_job import Job
from corpus_logfmt import GPUS_PER_NODE, torchrun_summary

ORDERS = ("first", "late", "forwarded", "interleaved")
PG = "[PG ID 0 PG GUID 0(default_pg) Rank {r}]"


@dataclass(frozen=True)
class Scenario:
    order: str  # first | late | forwarded | interleaved
    share: float  # of the ranks other than the culprit and its neighbours, those that time out
    new_watchdog: bool  # PyTorch >= 2.3 watchdog wording (flight recorder, heartbeat monitor)
    silent_node: bool  # one whole node prints nothing (its output went elsewhere)
    store_trap: bool  # survivors' c10d lines name the TCPStore host after the master node exits
    skew_ms: int  # the neighbours' clock runs this much ahead of the culprit's
    extra_nodes: int  # other nodes' launcher summaries


def scenario(index: int, seed: int) -> Scenario:
    rng = random.Random(seed)
    return Scenario(
        order=ORDERS[index % len(ORDERS)],
        share=rng.choice((0.55, 0.7, 0.85, 0.95)),
        new_watchdog=rng.random() < 0.5,
        silent_node=rng.random() < 0.3,
        store_trap=rng.random() < 0.4,
        skew_ms=rng.randint(1, 9),
        extra_nodes=rng.randint(0, 2),
    )


def remote_error(job: Job, rank: int, peer: int, new: bool, skew_ms: int) -> list[str]:
    """What a ring neighbour prints when the culprit's process is gone (stamped on its own clock)."""
    saved = job.clock.now
    job.clock.now = saved - timedelta(milliseconds=skew_ms)
    start = len(job.lines)
    if new:
        job.c10(
            rank,
            "ProcessGroupNCCL.cpp:1484",
            f"{PG.format(r=rank)} Process group watchdog thread terminated with exception: NCCL error: "
            "remote process exited or there was a network error, NCCL version 2.21.5",
        )
        job.out(
            rank,
            "ncclRemoteError: A call failed possibly due to a network error or a remote process exiting "
            "prematurely.",
        )
        job.out(rank, "Last error:")
        job.out(
            rank,
            f"socketProgressOpt: Call to recv from {job.ip(peer)}<{job.rng.randint(30000, 60000)}> failed : "
            "Connection reset by peer",
        )
    else:
        job.remote_error(rank, peer)
    job.clock.now = saved
    return job.lines[start:]


def watchdog_timeout(job: Job, rank: int, new: bool) -> None:
    if not new:
        job.watchdog_timeout(rank)
        return
    numel = 262144000
    ran = 600000 + job.rng.randint(0, 120)
    head = PG.format(r=rank)
    work = (
        f"WorkNCCL(SeqNum={job.seq}, OpType=ALLREDUCE, NumelIn={numel}, NumelOut={numel}, "
        f"Timeout(ms)=600000) ran for {ran} milliseconds before timing out."
    )
    job.c10(rank, "ProcessGroupNCCL.cpp:632", f"{head} Watchdog caught collective operation timeout: {work}")
    job.c10(
        rank,
        "ProcessGroupNCCL.cpp:1664",
        f"{head} Exception (either an error or timeout) detected by watchdog at work: {job.seq}, last "
        f"enqueued NCCL work: {job.seq + 1}, last completed NCCL work: {job.seq - 1}.",
    )
    job.c10(
        rank,
        "ProcessGroupNCCL.cpp:1709",
        f"{head} Timeout at NCCL work: {job.seq}, last enqueued NCCL work: {job.seq + 1}, last completed "
        f"NCCL work: {job.seq - 1}.",
    )
    job.c10(
        rank,
        "ProcessGroupNCCL.cpp:621",
        f"{head} To avoid data inconsistency, we are taking the entire process down.",
    )
    job.c10(
        rank,
        "ProcessGroupNCCL.cpp:1515",
        f"{head} Process group watchdog thread terminated with exception: {head} Watchdog caught collective "
        f"operation timeout: {work}",
    )
    job.out(rank, "terminate called after throwing an instance of 'c10::DistBackendError'")
    job.out(
        rank,
        f"  what():  {head} Process group watchdog thread terminated with exception: {head} Watchdog caught "
        f"collective operation timeout: {work}",
    )


def heartbeat_dump(job: Job, rank: int) -> None:
    head = PG.format(r=rank)
    job.c10(
        rank,
        "ProcessGroupNCCL.cpp:1423",
        f"{head} Received a dump signal due to a collective timeout from this local rank and we will try our "
        f"best to dump the debug info. Last enqueued NCCL work: {job.seq + 1}, last completed NCCL work: "
        f"{job.seq - 1}.",
    )


def store_trap(job: Job, ranks: list[int]) -> None:
    """The master node's agent is gone: survivors' heartbeat monitors lose the TCPStore there."""
    master = job.hosts[0]
    for r in ranks:
        job.clock.tick(job.rng, 0.0, 0.05)
        job.c10(
            r,
            "TCPStore.cpp:142",
            f"[c10d] recvValue failed on SocketImpl(fd={job.rng.randint(40, 120)}, addr=[{job.host(r)}]:"
            f"{job.rng.randint(30000, 60000)}, remote=[{master}]:29500): failed to recv, got 0 bytes",
            level="W",
        )
        job.c10(
            r,
            "ProcessGroupNCCL.cpp:1282",
            f'{PG.format(r=r)} Failed to check the "should dump" flag on TCPStore, (maybe TCPStore server '
            "has shut down too early), with error: failed to recv, got 0 bytes",
            level="W",
        )


def realistic_crash(job: Job, culprit: int, excerpt: list[str], want: str, code: int, sc: Scenario) -> str:
    """The culprit prints ``excerpt`` and dies; the job prints the rest. Returns the culprit's root line."""
    neigh = neighbours(job, culprit)
    silent: set[int] = set()
    host_of = culprit // GPUS_PER_NODE
    if sc.silent_node and len(job.hosts) > 2:
        node = job.rng.choice([h for h in range(len(job.hosts)) if h != host_of])
        silent = set(job.ranks_of(node))
    others = [r for r in range(job.n) if r != culprit and r not in neigh and r not in silent]
    k = max(8, int(len(others) * sc.share))
    rest = sorted(job.rng.sample(others, k=min(k, len(others))))
    crash_at = job.clock.now
    forwarded: list[int] = []
    if sc.order == "forwarded":
        # Another node's log reached the merged file first: its timeouts, ten minutes later in time.
        far = sorted({r // GPUS_PER_NODE for r in rest} - {host_of})
        for h in job.rng.sample(far, k=min(len(far), job.rng.randint(1, 2))):
            forwarded += [r for r in rest if r // GPUS_PER_NODE == h]
        job.clock.jump(600)
        for r in forwarded:
            job.clock.tick(job.rng, 0.0, 0.02)
            watchdog_timeout(job, r, sc.new_watchdog)
        if forwarded and job.style == "torchrun":
            # ... and that node's torchrun summary: its first failure is a rank the watchdog aborted.
            job.lines.extend(torchrun_summary(job.clock, "train.py", job.fail_entry(forwarded[0], -6), []))
        job.clock.now = crash_at
    root = ""

    def emit(line: str) -> None:
        nonlocal root
        printed = job.out(culprit, line)
        if line == want and not root:
            root = printed

    if sc.order == "late":
        for r in neigh:
            remote_error(job, r, culprit, sc.new_watchdog, sc.skew_ms)
        for line in excerpt:
            emit(line)
    elif sc.order == "interleaved":
        # The neighbours' lines and other ranks' output land between the traceback's lines.
        pending = [line for r in neigh for line in _taken_back(job, remote_error, r, culprit, sc)]
        for line in excerpt:
            emit(line)
            if pending and job.rng.random() < 0.5:
                job.lines.append(pending.pop(0))
            if job.rng.random() < 0.3:
                r = job.rng.choice([x for x in range(job.n) if x != culprit])
                job.out(r, f"step {job.step} loss {job.loss + job.rng.uniform(-0.05, 0.05):.2f}")
        job.lines.extend(pending)
    else:
        for line in excerpt:
            emit(line)
        for r in neigh:
            remote_error(job, r, culprit, sc.new_watchdog, sc.skew_ms)
    if job.rng.random() < 0.5:
        job.c10(
            culprit,
            "ProcessGroupNCCL.cpp:1168",
            "Warning: WARNING: process group has NOT been destroyed before we destruct ProcessGroupNCCL. On "
            "normal program exit, the application should call destroy_process_group to ensure that any "
            "pending NCCL operations have finished in this process.",
            level="W",
        )
    job.clock.jump(600 - 1)
    late = [r for r in rest if r not in forwarded]
    if sc.new_watchdog:
        for r in job.rng.sample(late, k=min(len(late), 3)):
            heartbeat_dump(job, r)
    _timeouts(job, late, sc.new_watchdog)
    if sc.store_trap and host_of != 0:
        pool = [r for r in late if r // GPUS_PER_NODE != 0]
        store_trap(job, job.rng.sample(pool, k=min(len(pool), job.rng.randint(2, 6))))
    job.launcher_failure(culprit, code, neigh + rest, extra_nodes=sc.extra_nodes)
    return root


def _timeouts(job: Job, ranks: list[int], new: bool) -> None:
    order = list(ranks)
    job.rng.shuffle(order)
    for r in order:
        job.clock.tick(job.rng, 0.0, 0.02)
        watchdog_timeout(job, r, new)


def _taken_back(
    job: Job, write: Callable[[Job, int, int, bool, int], list[str]], rank: int, peer: int, sc: Scenario
) -> list[str]:
    """The lines ``write`` appends to the job, taken back out (to be placed elsewhere)."""
    start = len(job.lines)
    out = write(job, rank, peer, sc.new_watchdog, sc.skew_ms)
    del job.lines[start:]
    return out


def describe(sc: Scenario) -> str:
    """The scenario in words, for a case's notes."""
    order = {
        "first": "the culprit's lines come first",
        "late": "the neighbours' remote errors come before the culprit's lines",
        "forwarded": "another node's timeouts come before the culprit's lines in the file",
        "interleaved": "the neighbours' lines interleave with the culprit's",
    }[sc.order]
    parts = [
        order,
        f"{round(sc.share * 100)}% of the others time out",
        "PyTorch >= 2.3 watchdog wording" if sc.new_watchdog else "PyTorch < 2.3 watchdog wording",
    ]
    if sc.silent_node:
        parts.append("one node prints nothing")
    if sc.store_trap:
        parts.append("survivors lose the TCPStore on the master node")
    parts.append(f"neighbours' clock {sc.skew_ms} ms ahead")
    return "; ".join(parts)
