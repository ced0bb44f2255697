"""How long preparing a CUDA state's page-locked host arena holds up training (needs a CUDA GPU).

    python3 bench/checkpoint_pinning.py --size-gb 1 --rounds 4

The agent prepares its snapshot arena on a background thread while the job's first steps run.
Two ways of getting ``--size-gb`` of page-locked host memory, alternated in one run, each while
the training thread runs steps of a model on the GPU:

- ``cudaHostAlloc``: ``torch.empty(..., pin_memory=True)``, what the agent did before;
- ``touch + cudaHostRegister``: ``app.agent.snapshot._allocate(..., pin=True)``, what it does now
  (pageable memory whose pages are touched first, then registered with the driver).

Each measurement runs in a fresh process, as a job's start does (PyTorch's caching host allocator
keeps a freed pinned block and hands it out again, so a second allocation in one process costs
nothing). Per round and method: ``allocate s`` (the background thread's time to a usable arena) and
``steps s`` (the training thread's time for the steps it ran until the arena was ready, against
``baseline steps s``, the same number of steps with nothing allocating); ``held s`` is the
difference, the training time lost. Medians over rounds.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path

import torch
from torch import nn

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from app.agent.snapshot import _allocate

WIDTH = 4096


def _cuda_host_alloc(nbytes: int) -> torch.Tensor:
    return torch.empty(nbytes, dtype=torch.uint8, pin_memory=True)


def _touch_and_register(nbytes: int) -> torch.Tensor:
    return _allocate(nbytes, pin=True)


METHODS: dict[str, Callable[[int], torch.Tensor]] = {
    "cudaHostAlloc": _cuda_host_alloc,
    "touch + cudaHostRegister": _touch_and_register,
}


def _step(model: nn.Module, optim: torch.optim.Optimizer, batch: torch.Tensor) -> None:
    model(batch).square().mean().backward()
    optim.step()
    optim.zero_grad(set_to_none=True)
    torch.cuda.synchronize()


def _steps_while(
    allocate: Callable[[int], torch.Tensor], nbytes: int, model: nn.Module, optim: torch.optim.Optimizer
) -> tuple[float, float, int, bool]:
    batch = torch.randn(64, WIDTH, device="cuda")
    done: dict[str, float] = {}
    arena: list[torch.Tensor] = []

    def run() -> None:
        started = time.perf_counter()
        arena.append(allocate(nbytes))
        done["allocate_s"] = time.perf_counter() - started

    thread = threading.Thread(target=run)
    started = time.perf_counter()
    thread.start()
    steps = 0
    while thread.is_alive():
        _step(model, optim, batch)
        steps += 1
    steps_s = time.perf_counter() - started
    thread.join()
    pinned = arena[0].is_pinned()
    arena.clear()
    return done["allocate_s"], steps_s, steps, pinned


def measure_one(name: str, nbytes: int) -> dict[str, float]:
    model = nn.Sequential(*(nn.Linear(WIDTH, WIDTH) for _ in range(4))).cuda()
    optim = torch.optim.SGD(model.parameters(), lr=1e-4)
    batch = torch.randn(64, WIDTH, device="cuda")
    for _ in range(5):  # warm-up: cuBLAS handles, the allocator's blocks
        _step(model, optim, batch)
    allocate_s, steps_s, steps, pinned = _steps_while(METHODS[name], nbytes, model, optim)
    began = time.perf_counter()
    for _ in range(steps):
        _step(model, optim, batch)
    baseline_s = time.perf_counter() - began
    if not pinned:
        raise SystemExit(f"{name}: the arena is not page-locked")
    return {"allocate_s": allocate_s, "steps_s": steps_s, "baseline_steps_s": baseline_s, "steps": steps}


def main(argv: list[str] | None = None) -> int:
    formatter = argparse.RawDescriptionHelpFormatter
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=formatter)
    parser.add_argument("--size-gb", type=float, default=1.0)
    parser.add_argument("--rounds", type=int, default=4)
    parser.add_argument("--json", type=Path, default=None)
    parser.add_argument("--one", choices=list(METHODS), help=argparse.SUPPRESS)  # a child's measurement
    args = parser.parse_args(argv)
    if not torch.cuda.is_available():
        print("needs a CUDA GPU", file=sys.stderr)
        return 2
    nbytes = int(args.size_gb * (1 << 30))
    if args.one:
        print(json.dumps(measure_one(args.one, nbytes)))
        return 0
    rows: dict[str, list[dict[str, float]]] = {name: [] for name in METHODS}
    for _ in range(args.rounds):
        for name in METHODS:  # alternated, so other load hits both alike
            cmd = [sys.executable, __file__, "--one", name, "--size-gb", str(args.size_gb)]
            out = subprocess.run(cmd, check=True, capture_output=True, text=True).stdout
            rows[name].append(json.loads(out.strip().splitlines()[-1]))
    keys = ("allocate_s", "steps_s", "baseline_steps_s")
    summary = {
        name: {key: statistics.median(r[key] for r in runs) for key in keys} | {"rounds": runs}
        for name, runs in rows.items()
    }
    print(f"{args.size_gb:g} GiB page-locked while training runs on {torch.cuda.get_device_name()}")
    print(f"{'method':28} {'allocate s':>11} {'steps s':>9} {'baseline steps s':>17} {'held s':>8}")
    for name, got in summary.items():
        held = got["steps_s"] - got["baseline_steps_s"]
        figures = f"{got['allocate_s']:11.3f} {got['steps_s']:9.3f} {got['baseline_steps_s']:17.3f}"
        print(f"{name:28} {figures} {held:8.3f}")
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(summary, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
