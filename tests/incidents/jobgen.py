"""Synthetic multi-rank job logs for tests: noise on every rank, one fault, symptoms elsewhere."""

from __future__ import annotations

import random

TIMEOUT = (
    "[rank{r}]:[E1122 02:10:00.000000 {pid} ProcessGroupNCCL.cpp:607] [Rank {r}] Watchdog caught collective "
    "operation timeout: WorkNCCL(SeqNum=201, OpType=ALLREDUCE, NumelIn=1, NumelOut=1, Timeout(ms)=600000) "
    "ran for 600016 milliseconds before timing out."
)


def node_of(rank: int, per_node: int = 8) -> str:
    return f"gpu{rank // per_node:03d}"


def job_log(
    world: int, fault: list[str], noise_per_rank: int = 40, seed: int = 0, skip_symptom: int = -1
) -> list[str]:
    """Init lines (rank -> node via NCCL prefixes), noise, ``fault`` lines, then timeouts on the others."""
    rng = random.Random(seed)
    lines = []
    for r in range(world):
        lines.append(
            f"[rank{r}]:{node_of(r)}:{4000 + r}:{4000 + r} [{r % 8}] NCCL INFO comm 0x55d0 rank {r} "
            f"nRanks {world} nNodes {max(1, world // 8)} localRanks 8 localRank {r % 8} - Init COMPLETE"
        )
    for step in range(noise_per_rank):
        for r in rng.sample(range(world), k=min(world, 8)):
            lines.append(
                f"[rank{r}]:step {step} loss {rng.uniform(1, 3):.4f} lr 3e-4 tokens/s {rng.randint(1, 9)}0000"
            )
    lines.extend(fault)
    for r in range(world):
        if r != skip_symptom:
            lines.append(TIMEOUT.format(r=r, pid=4000 + r))
    return lines
