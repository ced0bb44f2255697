"""Checkpoint stall and training throughput: the agent against torch.save and DCP, in one run.

    .venv/bin/python bench/checkpoint.py --size-gb 1 --out .bench-out/checkpoint.json

Stall: how long the training thread is blocked per checkpoint of a CPU state of ``--size-gb``
(float32 weights of a stack of square Linear layers). ``to durable`` is when the bytes are on
disk (fsynced) or, for methods that never fsync, when the call finished writing.
The ``overlap`` snapshot returns from ``save`` at once and copies the state while the next
step's forward and backward run; ``optimizer.step`` waits for the copy in a pre-hook. Its stall
is what the training thread is really blocked: ``save`` plus the wait in the optimizer's
pre-hook during the training step run right after it (timed by two pre-hooks of the bench's own,
registered before and after the agent's), and its ``to durable`` includes that step.
Throughput: steps/s of a training loop on that same model (forward, backward, torch.optim.SGD)
while the agent's background persist runs, against the same loop with no checkpoint at all. Training uses
all cores but one (torch.set_num_threads), as a real job leaves a core for its data loader.
Peak memory is about three copies of the state (weights, gradients, one snapshot).

Every method gets one unmeasured warm-up save (buffers, page cache, files), then ``--repeats``
measured ones; the table shows medians. By default the bench sets PyTorch's
``THP_MEM_ALLOC_ENABLE=1`` (PyTorch >= 2.2: tensors >= 2 MB on transparent huge pages) for every
method alike; a fork's page-table copy is then ~10x shorter. ``--no-thp`` measures without it.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import shutil
import statistics
import sys
import tempfile
import time
import warnings
from collections.abc import Callable
from pathlib import Path
from typing import Any

# Read by PyTorch's CPU allocator when it first allocates: set before torch is imported.
if "--no-thp" not in sys.argv:
    os.environ.setdefault("THP_MEM_ALLOC_ENABLE", "1")

import torch
import torch.distributed.checkpoint as dcp
from torch import nn

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from app.agent import CheckpointAgent
from app.agent.environment import RankInfo

WIDTH = 4096


def build_model(size_gb: float) -> nn.Module:
    per_layer = WIDTH * WIDTH * 4
    layers = max(1, round(size_gb * 1024**3 / per_layer))
    torch.manual_seed(0)
    return nn.Sequential(*(nn.Linear(WIDTH, WIDTH, bias=False) for _ in range(layers)))


def fsync_tree(path: Path) -> None:
    files = [path] if path.is_file() else [p for p in path.rglob("*") if p.is_file()]
    for file in files:
        fd = os.open(file, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def timed(save: Callable[[], Callable[[], None]]) -> tuple[float, float]:
    """(stall, to durable): ``save`` returns after blocking; the callable it returns finishes."""
    started = time.perf_counter()
    finish = save()
    stall = time.perf_counter() - started
    finish()
    return stall, time.perf_counter() - started


def measure_stalls(
    model: nn.Module, optim: torch.optim.Optimizer, workdir: Path, repeats: int
) -> list[dict[str, Any]]:
    state = model.state_dict()
    counter = iter(range(10**6))

    def fresh(name: str) -> Path:
        path = workdir / f"{name}-{next(counter)}"
        return path

    def torch_save() -> Callable[[], None]:
        torch.save(state, fresh("torch.pt"))
        return lambda: None

    def torch_save_fsync() -> Callable[[], None]:
        path = fresh("torch-fsync.pt")
        torch.save(state, path)
        fsync_tree(path)
        return lambda: None

    def dcp_save() -> Callable[[], None]:
        dcp.save(state, checkpoint_id=fresh("dcp"), no_dist=True)
        return lambda: None

    def dcp_async() -> Callable[[], None]:
        future = dcp.async_save(state, checkpoint_id=fresh("dcp-async"), no_dist=True)
        waiter = getattr(future, "upload_completion", future)
        return lambda: waiter.result()

    methods: list[tuple[str, Callable[[], Callable[[], None]], bool]] = [
        ("torch.save (no fsync)", torch_save, False),
        ("torch.save + fsync", torch_save_fsync, True),
        ("DCP save (no fsync)", dcp_save, False),
        ("DCP async_save (no fsync)", dcp_async, False),
    ]
    rows = []
    for name, method, durable in methods:
        runs = []
        for attempt in range(repeats + 1):
            run = timed(method)
            if attempt:  # the first one is the warm-up
                runs.append(run)
            clean(workdir)
        rows.append(row(name, runs, durable))
    for mode in ("copy", "fork"):
        agent = CheckpointAgent(
            workdir / f"agent-{mode}",
            keep=1,
            snapshot=mode,  # type: ignore[arg-type]
            hang_timeout_s=None,
            handle_signals=False,
            rank_info=RankInfo(0, 1, "bench"),
        )
        runs = []
        for step in range(repeats + 1):
            handle_box: list[Any] = []

            def save(
                step: int = step, box: list[Any] = handle_box, agent: CheckpointAgent = agent
            ) -> Callable[[], None]:
                box.append(agent.save(step, state))
                return lambda: box[0].wait()

            run = timed(save)
            if step:
                runs.append(run)
        agent.close()
        del agent
        gc.collect()
        clean(workdir)
        rows.append(row(f"agent.save ({mode} snapshot)", runs, True))
    rows.append(measure_overlap_stall(model, optim, workdir, repeats))
    return rows


def measure_overlap_stall(
    model: nn.Module, optim: torch.optim.Optimizer, workdir: Path, repeats: int
) -> dict[str, Any]:
    """save() returns, one training step runs (its optimizer.step waits for the copy): stall is
    save() plus that wait, timed around the agent's pre-hook by pre-hooks of our own."""
    batch = torch.randn(8, WIDTH)
    marks: dict[str, float] = {}

    def mark(name: str) -> Callable[[Any, Any, Any], None]:
        def hook(optimizer: Any, args: Any, kwargs: Any) -> None:
            marks[name] = time.perf_counter()

        return hook

    before = optim.register_step_pre_hook(mark("before"))
    agent = CheckpointAgent(
        workdir / "agent-overlap",
        keep=1,
        snapshot="overlap",
        hang_timeout_s=None,
        handle_signals=False,
        rank_info=RankInfo(0, 1, "bench"),
        optimizer=optim,
    )
    after = optim.register_step_pre_hook(mark("after"))
    runs, reported = [], []
    try:
        for step in range(repeats + 1):
            state = model.state_dict()
            started = time.perf_counter()
            handle = agent.save(step, state)
            save_s = time.perf_counter() - started
            train_step(model, optim, batch)
            hook_wait_s = marks["after"] - marks["before"]
            handle.wait()
            if step:  # the first one is the warm-up
                runs.append((save_s + hook_wait_s, time.perf_counter() - started))
                reported.append(handle.stall_s)
    finally:
        agent.close()
        before.remove()
        after.remove()
    del agent
    gc.collect()
    clean(workdir)
    result = row("agent.save (overlap snapshot)", runs, True)
    result["agent_reported_stall_s"] = reported
    return result


def row(name: str, runs: list[tuple[float, float]], durable: bool) -> dict[str, Any]:
    return {
        "method": name,
        "stall_s": statistics.median(r[0] for r in runs),
        "to_durable_s": statistics.median(r[1] for r in runs),
        "fsync": durable,
        "runs": [list(r) for r in runs],
    }


def clean(workdir: Path) -> None:
    for child in workdir.iterdir():
        shutil.rmtree(child, ignore_errors=True) if child.is_dir() else child.unlink()


def train_step(model: nn.Module, optim: torch.optim.Optimizer, batch: torch.Tensor) -> None:
    loss = model(batch).square().mean()
    loss.backward()
    optim.step()  # plain SGD: no optimizer state, so memory stays at about three copies
    optim.zero_grad(set_to_none=True)


def run_steps(model: nn.Module, optim: torch.optim.Optimizer, batch: torch.Tensor, steps: int) -> float:
    started = time.perf_counter()
    for _ in range(steps):
        train_step(model, optim, batch)
    return time.perf_counter() - started


def measure_throughput(
    model: nn.Module, optim: torch.optim.Optimizer, workdir: Path, rounds: int
) -> list[dict[str, Any]]:
    """Each round: steps while a persist runs, then the same number of steps with none, back to
    back, so that load from other processes on the machine hits both alike."""
    batch = torch.randn(8, WIDTH)
    train_step(model, optim, batch)  # warm up allocations
    rows = []
    for mode in ("copy", "fork", "overlap"):
        agent = CheckpointAgent(
            workdir / f"tp-{mode}",
            keep=1,
            snapshot=mode,  # type: ignore[arg-type]
            hang_timeout_s=None,
            handle_signals=False,
            rank_info=RankInfo(0, 1, "bench"),
            optimizer=optim if mode == "overlap" else None,
        )
        agent.save(0, model.state_dict()).wait()  # buffers allocated, files exist: steady state
        persist_s = base_s = 0.0
        total_steps = 0
        for round_ in range(1, rounds + 1):
            started = time.perf_counter()
            handle = agent.save(round_, model.state_dict())
            steps = 0
            while not handle.done() or steps < 2:
                train_step(model, optim, batch)
                steps += 1
            persist_s += time.perf_counter() - started
            handle.wait()
            base_s += run_steps(model, optim, batch, steps)
            total_steps += steps
        agent.close()
        del agent
        gc.collect()
        clean(workdir)
        rows.append(
            {
                "loop": f"agent background persist ({mode})",
                "steps": total_steps,
                "steps_per_s": total_steps / persist_s,
                "steps_per_s_no_checkpoint": total_steps / base_s,
                "ratio": base_s / persist_s,
                "lost_s_per_checkpoint": (persist_s - base_s) / rounds,
            }
        )
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--size-gb", type=float, default=1.0)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--no-thp", action="store_true", help="leave THP_MEM_ALLOC_ENABLE unset")
    parser.add_argument("--rounds", type=int, default=2, help="persist windows per snapshot mode")
    parser.add_argument("--dir", type=Path, default=None, help="where to write (default: a temp dir)")
    parser.add_argument("--out", type=Path, default=Path(".bench-out/checkpoint.json"))
    args = parser.parse_args(argv)
    warnings.filterwarnings("ignore", category=UserWarning)  # DCP warns about no_dist/experimental
    torch.set_num_threads(max(1, (os.cpu_count() or 2) - 1))
    workdir = Path(tempfile.mkdtemp(prefix="ckpt-bench-", dir=args.dir))
    try:
        model = build_model(args.size_gb)
        optim = torch.optim.SGD(model.parameters(), lr=1e-4)
        size = sum(t.numel() * t.element_size() for t in model.state_dict().values())
        print(f"state: {size / 1024**3:.2f} GiB in {len(model.state_dict())} tensors; writing to {workdir}")
        stalls = measure_stalls(model, optim, workdir, args.repeats)
        throughput = measure_throughput(model, optim, workdir, args.rounds)
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    baseline = next(r for r in stalls if r["method"] == "torch.save (no fsync)")["stall_s"]
    print(f"\n{'method':32} {'stall s':>9} {'to durable s':>13} {'torch.save stall / stall':>25}")
    for r in stalls:
        r["stall_fraction_of_torch_save"] = r["stall_s"] / baseline
        print(
            f"{r['method']:32} {r['stall_s']:9.3f} {r['to_durable_s']:13.3f} {baseline / r['stall_s']:24.1f}x"
        )
    print(
        f"\n{'training loop':34} {'steps/s':>8} {'no ckpt':>8} {'ratio':>7} {'lost s/ckpt':>12} {'steps':>6}"
    )
    for r in throughput:
        print(
            f"{r['loop']:34} {r['steps_per_s']:8.3f} {r['steps_per_s_no_checkpoint']:8.3f} "
            f"{r['ratio']:7.1%} {r['lost_s_per_checkpoint']:12.3f} {r['steps']:6d}"
        )
    result = {
        "size_bytes": size,
        "threads": torch.get_num_threads(),
        "cpus": os.cpu_count(),
        "torch": torch.__version__,
        "thp_mem_alloc": os.environ.get("THP_MEM_ALLOC_ENABLE") == "1",
        "stalls": stalls,
        "throughput": throughput,
    }
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(result, indent=2))
    print(f"\nwrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
