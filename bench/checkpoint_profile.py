"""Where the agent's background persist spends its time: cProfile on every thread it uses.

    .venv/bin/python bench/checkpoint_profile.py --size-gb 1 --saves 3

Saves a CPU state of ``--size-gb`` (float32, 4096x4096 tensors) ``--saves`` times with the copy
snapshot (after one unmeasured warm-up save), each to durable, with a profiler running on the
training thread, the writer thread and the I/O threads; prints each save's time to durable and
the merged profile's top functions by own time (``--top``). The writer's I/O threads are started
before profiling begins, so ``threading.setprofile`` cannot reach them: their work is profiled by
wrapping the per-chunk function they run.
"""

from __future__ import annotations

import argparse
import cProfile
import os
import pstats
import shutil
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

os.environ.setdefault("THP_MEM_ALLOC_ENABLE", "1")

import torch

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from app.agent import CheckpointAgent, shard_format
from app.agent.environment import RankInfo


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--size-gb", type=float, default=1.0)
    parser.add_argument("--saves", type=int, default=3)
    parser.add_argument("--top", type=int, default=12)
    parser.add_argument("--dir", type=Path, default=None, help="where to write (default: a temp dir)")
    args = parser.parse_args(argv)
    if args.size_gb <= 0 or args.saves < 1:
        parser.error("--size-gb and --saves must be positive")
    count = max(1, round(args.size_gb * 1024**3 / (4096 * 4096 * 4)))
    torch.manual_seed(0)
    state = {f"layer{i}": torch.randn(4096, 4096) for i in range(count)}
    workdir = Path(tempfile.mkdtemp(prefix="ckpt-profile-", dir=args.dir))
    profiles: list[cProfile.Profile] = []
    lock = threading.Lock()

    def new_profile() -> cProfile.Profile:
        profile = cProfile.Profile()
        with lock:
            profiles.append(profile)
        return profile

    real_pool_map = shard_format._pool_map

    def profiled_pool_map(fn: Callable[[int], int], n: int, threads: int) -> list[int]:
        def one(i: int) -> int:
            profile = new_profile()
            profile.enable()
            try:
                return fn(i)
            finally:
                profile.disable()

        return real_pool_map(one, n, threads)

    def thread_hook(*_: Any) -> None:  # the first event of each new thread starts its profiler
        new_profile().enable()  # replaces this hook on this thread

    agent = CheckpointAgent(
        workdir,
        keep=1,
        snapshot="copy",
        hang_timeout_s=None,
        handle_signals=False,
        rank_info=RankInfo(0, 1, "profile"),
        state_template=state,
    )
    try:
        agent.save(0, state).wait()
        shard_format._pool_map = profiled_pool_map  # type: ignore[assignment]
        threading.setprofile(thread_hook)
        main_profile = new_profile()
        for step in range(1, args.saves + 1):
            main_profile.enable()
            started = time.perf_counter()
            handle = agent.save(step, state)
            stall = time.perf_counter() - started
            handle.wait()
            took = time.perf_counter() - started
            main_profile.disable()
            gib = count * 4096 * 4096 * 4 / 1024**3
            print(f"save {step}: stall {stall:.3f} s, to durable {took:.3f} s, {gib / took:.2f} GiB/s")
    finally:
        threading.setprofile(None)  # type: ignore[arg-type]
        shard_format._pool_map = real_pool_map  # type: ignore[assignment]
        agent.close()
        shutil.rmtree(workdir, ignore_errors=True)
    for profile in profiles:
        profile.disable()
    stats = pstats.Stats(profiles[0])
    for profile in profiles[1:]:
        stats.add(profile)
    stats.sort_stats("tottime").print_stats(args.top)
    return 0


if __name__ == "__main__":
    sys.exit(main())
