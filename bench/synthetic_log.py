"""A deterministic multi-rank training log, for the compression bench and tests.

It imitates what a torchrun/DeepSpeed job on 8-GPU nodes prints into one merged stream: NCCL
INFO lines at start-up, per-rank step/loss lines, dataloader and checkpoint messages, warnings,
and at the end a failure burst: one GPU's uncorrectable ECC error (the root cause, with its
kernel Xid line), then the other ranks' NCCL watchdog timeouts and identical tracebacks, then the
launcher tearing the job down. :data:`FAILURE_LINE` is the line a digest must keep.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass

FAILURE_LINE = "RuntimeError: CUDA error: uncorrectable ECC error encountered"


@dataclass(frozen=True, slots=True)
class SyntheticJob:
    lines: int = 1_000_000
    nodes: int = 8
    gpus_per_node: int = 8
    seed: int = 7
    failing_rank: int = 21

    @property
    def ranks(self) -> int:
        return self.nodes * self.gpus_per_node

    def node_of(self, rank: int) -> str:
        return f"gpu{rank // self.gpus_per_node + 1:02d}"


def _ts(t: float) -> str:
    secs = int(t)
    hh, mm, ss, ms = 10 + secs // 3600 % 12, secs // 60 % 60, secs % 60, int(t * 1000) % 1000
    return f"2026-01-05 {hh:02d}:{mm:02d}:{ss:02d},{ms:03d}"


def _startup(job: SyntheticJob, rng: random.Random) -> Iterator[str]:
    for rank in range(job.ranks):
        node, local = job.node_of(rank), rank % job.gpus_per_node
        pid = 40000 + rank * 7
        ip = f"10.0.{rank // 8}.{10 + rank % 8}"
        yield f"{node}:{pid}:{pid + 31} [{local}] NCCL INFO Bootstrap : Using eth0:{ip}<0>"
        yield f"{node}:{pid}:{pid + 31} [{local}] NCCL INFO NET/IB : Using [0]mlx5_{local}:1/IB ; OOB eth0"
        for ch in range(4):
            yield (
                f"{node}:{pid}:{pid + 31} [{local}] NCCL INFO Channel {ch:02d}/32 : {rank}[{local}] -> "
                f"{(rank + 1) % job.ranks}[{(local + 1) % 8}] via P2P/CUMEM/read"
            )
        bus = f"{rng.choice(['18', '2a', '3d', '4f', '9c', 'ab', 'bd', 'ce'])}000"
        yield (
            f"{node}:{pid}:{pid + 31} [{local}] NCCL INFO comm 0x{rng.getrandbits(40):010x} rank {rank} "
            f"nranks {job.ranks} cudaDev {local} nvmlDev {local} busId {bus} commId "
            f"0x{rng.getrandbits(60):x} - Init COMPLETE"
        )


def _step_lines(job: SyntheticJob, rng: random.Random, step: int, t: float) -> Iterator[str]:
    loss = 2.0 + 8.0 / (1 + step / 500) + rng.random() * 0.05
    lr = 3e-4 * min(1.0, step / 2000)
    for rank in range(job.ranks):
        ts = _ts(t + rank * 0.001)
        yield (
            f"[rank{rank}]:[{ts}] [INFO] [trainer.py:412] step {step}/200000 | loss {loss:.4f} | "
            f"lr {lr:.3e} | grad_norm {rng.uniform(0.2, 3.0):.3f} | tokens/s {rng.randint(90000, 140000)} | "
            f"mem {rng.uniform(60, 75):.2f}GB"
        )
    if step % 3 == 0:
        rank = rng.randrange(job.ranks)
        shard = rng.randrange(4096)
        yield (
            f"[rank{rank}]:[{_ts(t)}] [INFO] [data.py:88] loaded shard {shard:05d} of 04096 from "
            f"/data/tokens/shard-{shard:05d}.bin in {rng.uniform(0.1, 2.0):.2f}s"
        )
    if step % 50 == 0:
        rank = rng.randrange(job.ranks)
        yield (
            f"[rank{rank}]:[W reducer.cpp:1360] Warning: find_unused_parameters=True was specified in DDP "
            "constructor, but did not find any unused parameters in the forward pass."
        )
    if step % 400 == 0:
        yield (
            f"[rank0]:[{_ts(t)}] [INFO] [checkpoint.py:201] Saving checkpoint to "
            f"/checkpoints/run42/global_step{step}/mp_rank_00_model_states.pt"
        )
        for rank in range(job.ranks):
            yield (
                f"[rank{rank}]:[{_ts(t + 2)}] [INFO] [checkpoint.py:230] Saved "
                f"/checkpoints/run42/global_step{step}/zero_pp_rank_{rank}_mp_rank_00_optim_states.pt "
                f"({rng.uniform(1.5, 2.5):.2f} GB) in {rng.uniform(3, 9):.2f}s"
            )
    if step % 700 == 0:
        node = job.node_of(rng.randrange(job.ranks))
        yield (
            f"{node}: /usr/lib/python3/dist-packages/torch/utils/checkpoint.py:91: UserWarning: "
            "None of the inputs have requires_grad=True. Gradients will be None"
        )


def _traceback(rank: int, last: str) -> list[str]:
    p = f"[rank{rank}]: "
    return [
        p + "Traceback (most recent call last):",
        p + '  File "/workspace/train.py", line 311, in <module>',
        p + "    main()",
        p + '  File "/workspace/train.py", line 287, in main',
        p + "    loss.backward()",
        p + '  File "/usr/lib/python3/dist-packages/torch/_tensor.py", line 521, in backward',
        p + "    torch.autograd.backward(",
        p + last,
    ]


def _failure(job: SyntheticJob, rng: random.Random, step: int, t: float) -> Iterator[str]:
    bad = job.failing_rank
    node = job.node_of(bad)
    yield (
        f"Jan  5 {_ts(t)[11:19]} {node} kernel: NVRM: Xid (PCI:0000:b3:00): 48, pid={40000 + bad * 7}, "
        "name=python, An uncorrectable double bit error (DBE) has been detected on GPU in the framebuffer "
        "at partition 3, subpartition 0."
    )
    yield from _traceback(bad, FAILURE_LINE)
    yield (
        f"[rank{bad}]: CUDA kernel errors might be asynchronously reported at some other API call, so the "
        "stacktrace below might be incorrect."
    )
    for rank in range(job.ranks):
        if rank == bad:
            continue
        yield (
            f"[rank{rank}]:[E ProcessGroupNCCL.cpp:616] [Rank {rank}] Watchdog caught collective operation "
            f"timeout: WorkNCCL(SeqNum={step * 4 + 1}, OpType=ALLREDUCE, NumelIn=16777216, "
            f"NumelOut=16777216, Timeout(ms)=600000) ran for {600000 + rng.randrange(900)} milliseconds "
            "before timing out."
        )
    for rank in range(job.ranks):
        if rank != bad:
            yield from _traceback(
                rank,
                "torch.distributed.DistBackendError: NCCL communicator was aborted "
                "on rank due to a collective timeout",
            )
    for rank in range(job.ranks):
        yield (
            f"torch.distributed.elastic.multiprocessing.api:[ERROR] failed (exitcode: 1) local_rank: "
            f"{rank % job.gpus_per_node} (pid: {40000 + rank * 7}) of binary: /usr/bin/python3"
        )


def generate(job: SyntheticJob | None = None) -> Iterator[str]:
    """Exactly ``job.lines`` lines (without newlines); the failure burst ends the log."""
    job = job or SyntheticJob()
    rng = random.Random(job.seed)
    failure = list(_failure(job, random.Random(job.seed + 1), 10**6, 0.0))
    body = job.lines - len(failure)
    emitted = 0
    for line in _startup(job, rng):
        if emitted >= body:
            break
        yield line
        emitted += 1
    step, t = 1, 0.0
    while emitted < body:
        for line in _step_lines(job, rng, step, t):
            if emitted >= body:
                break
            yield line
            emitted += 1
        step += 1
        t += 1.7
    # Re-render the failure with the step it happened at, keeping its length.
    yield from _failure(job, random.Random(job.seed + 1), step, t)
