"""Peer replicas over the job's collective backend (``peer_transport="collective"``): two real
gloo processes (forked from the test), one rank per "node", a tiny state sent in several chunks."""

from __future__ import annotations

import multiprocessing as mp
import os
import shutil
from pathlib import Path
from typing import Any

import pytest
import torch
import torch.distributed as dist

from app.agent import CheckpointAgent, peer_link
from tests.helpers import free_port


def job(rank: int, port: str, ckpt: str, mem: str, results: Any) -> None:
    """One rank (a forked child of the test: torch is imported already)."""
    os.environ.update(MASTER_ADDR="127.0.0.1", MASTER_PORT=port, RANK=str(rank), WORLD_SIZE="2",
                      CRASHCART_NODE="AB"[rank])  # fmt: skip
    dist.init_process_group("gloo")
    out: dict[str, Any] = {"rank": rank}

    # The link alone: uneven sizes (3 chunks one way, 1 the other), and a receive-only side.
    link = peer_link.CollectiveLink.for_job(chunk=4)
    mine = torch.arange(10 if rank == 0 else 3, dtype=torch.uint8) + 10 * rank
    swapped = link.swap(b"m%d" % rank, mine, 1 - rank, 1 - rank)
    assert swapped is not None
    out["link"] = [swapped[0].decode(), swapped[1].tolist()]
    one_way = link.swap(b"x", mine, 1 if rank == 0 else None, 0 if rank == 1 else None)
    out["one_way"] = None if one_way is None else one_way[1].tolist()

    def state(step: int) -> dict[str, Any]:
        gen = torch.Generator().manual_seed(100 * rank + step)
        return {
            "w": torch.randn(3000, generator=gen),
            "h": torch.randn(7, generator=gen).half(),
            "step": step,
        }

    def agent() -> CheckpointAgent:
        return CheckpointAgent(ckpt, hang_timeout_s=None, handle_signals=False, snapshot="copy",
                               peer_replicas=True, ranks_per_node=1, disk_every=10,
                               peer_transport="collective",
                               memory_dir=os.path.join(mem, "AB"[rank]))  # fmt: skip

    peer_link.CHUNK = 4096  # several chunks per copy
    first = agent()
    first.save(10, state(10), tier="disk").wait()
    first.save(20, state(20), tier="memory").wait()
    first.close()
    dist.barrier()
    if rank == 1:
        shutil.rmtree(os.path.join(mem, "B"))  # node B is lost with its host memory
    dist.barrier()
    second = agent()
    loaded = second.load_latest()
    assert loaded is not None
    step, got = loaded
    want = state(20)
    exact = got["step"] == 20 and torch.equal(got["w"], want["w"]) and torch.equal(got["h"], want["h"])
    out["restored"] = [step, second.last_restore_source, exact]
    second.close()
    dist.destroy_process_group()
    results.put(out)


@pytest.mark.filterwarnings("ignore::DeprecationWarning")  # fork() of a threaded process (3.12+)
def test_collective_transport_sends_in_chunks_and_restores_a_lost_node_bit_exact(tmp_path: Path) -> None:
    ctx = mp.get_context("fork")  # no second torch import: ~1 s instead of ~10 on a busy box
    results = ctx.Queue()
    port = str(free_port())
    args = (port, str(tmp_path / "ckpt"), str(tmp_path / "mem"), results)
    procs = [ctx.Process(target=job, args=(rank, *args), daemon=True) for rank in (0, 1)]
    for proc in procs:
        proc.start()
    try:
        got = sorted((results.get(timeout=120) for _ in procs), key=lambda r: r["rank"])
        for proc in procs:
            proc.join(timeout=30)
            assert proc.exitcode == 0
    finally:
        for proc in procs:
            if proc.is_alive():
                proc.kill()
    assert got[0]["link"] == ["m1", [10, 11, 12]]
    assert got[1]["link"] == ["m0", list(range(10))]
    assert got[0]["one_way"] is None and got[1]["one_way"] == list(range(10))
    # Node B's replacement got step 20 (memory only: disk has step 10) from its buddy on node A.
    assert got[0]["restored"] == [20, "memory", True]
    assert got[1]["restored"] == [20, "memory", True]
