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

``--json FILE`` writes the summary docs/agent.md quotes: ``persist_gib_s`` (state size over the time
from ``save`` to durable, for the agent's copy snapshot and DCP ``async_save``, their saves
alternated so that other load on a shared machine hits both alike), ``first_stall_s``
and ``steady_stall_s`` (overlap snapshot; each of ``--repeats`` fresh agents is created with
``state_template`` and two training steps run before its first save: the median of those first
stalls, and of the steady ones after a warm-up), and the peer-restore case: 2 "nodes" x 2 ranks with
gloo on this machine save to disk at step 10 and to memory only at step 20 (``memory_gib_s``: state
per rank over the slowest rank's memory save, host copy plus buddy exchange); node B's processes
are killed and its host memory dropped, node A's restarted (as torchrun does); replacement
processes restore step 20 from the buddies' memory (``peer_restore_s``, the slowest rank's
``load_latest``, checked bit-exact); then both nodes' memory is dropped too (a node lost with its
buddy) and the same agents fall back to step 10 on disk, read with the page cache of the files
dropped first (``disk_restore_s``). ``--peer-only`` runs just
that case. ``--stall-only`` runs just the overlap stalls (first and steady). ``--device cuda``
puts the model on the GPU (the fork snapshot is skipped there).

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
import signal
import statistics
import subprocess
import sys
import tempfile
import textwrap
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
from app.demo import free_port

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
        ("DCP save (fsync)", dcp_save, True),
        ("DCP async_save (fsync)", dcp_async, True),
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
        if mode == "fork" and next(model.parameters()).is_cuda:
            continue
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


def measure_persist(model: nn.Module, workdir: Path, repeats: int) -> dict[str, Any]:
    """Persist bandwidth of the agent (copy snapshot) and DCP ``async_save``, saves alternated
    (agent, DCP, agent, DCP, ...) so that the load of other processes on a shared machine hits
    both alike: state size over the time from the call to durable (both fsync), medians."""
    state = model.state_dict()
    size_gib = sum(t.numel() * t.element_size() for t in state.values()) / 1024**3
    agent = CheckpointAgent(
        workdir / "persist-agent",
        keep=1,
        snapshot="copy",
        hang_timeout_s=None,
        handle_signals=False,
        rank_info=RankInfo(0, 1, "bench"),
        state_template=state,
    )
    times: dict[str, list[float]] = {"agent": [], "dcp_async": []}
    try:
        for i in range(repeats + 1):
            started = time.perf_counter()
            agent.save(i, state).wait()
            agent_s = time.perf_counter() - started
            target = workdir / f"persist-dcp-{i}"
            started = time.perf_counter()
            future = dcp.async_save(state, checkpoint_id=target, no_dist=True)
            getattr(future, "upload_completion", future).result()
            dcp_s = time.perf_counter() - started
            shutil.rmtree(target, ignore_errors=True)
            if i:  # the first round is the warm-up
                times["agent"].append(agent_s)
                times["dcp_async"].append(dcp_s)
    finally:
        agent.close()
        del agent
        gc.collect()
        clean(workdir)
    return {
        "size_gib": size_gib,
        "to_durable_s": times,
        "gib_s": {k: size_gib / statistics.median(v) for k, v in times.items()},
    }


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

    batch = batch.to(next(model.parameters()).device)
    runs: list[tuple[float, float]] = []
    reported: list[float] = []
    firsts: list[dict[str, float]] = []
    # ``repeats`` agent lives (a job's start, or its restart): each one's first save is timed;
    # the first life then goes on to the warm-up and the ``repeats`` steady saves.
    for life in range(max(1, repeats)):
        before = optim.register_step_pre_hook(mark("before"))
        agent = CheckpointAgent(
            workdir / f"agent-overlap-{life}",
            keep=1,
            snapshot="overlap",
            hang_timeout_s=None,
            handle_signals=False,
            rank_info=RankInfo(0, 1, "bench"),
            optimizer=optim,
            state_template=model.state_dict(),
        )
        after = optim.register_step_pre_hook(mark("after"))
        try:
            for _ in range(2):  # a job's first steps: the arena is prepared meanwhile, off this thread
                train_step(model, optim, batch)
            for step in range(repeats + 2 if life == 0 else 1):
                state = model.state_dict()
                started = time.perf_counter()
                handle = agent.save(step, state)
                save_s = time.perf_counter() - started
                train_step(model, optim, batch)
                hook_wait_s = marks["after"] - marks["before"]
                handle.wait()
                if step == 0:
                    firsts.append(
                        {"save_s": save_s, "hook_wait_s": hook_wait_s, "stall_s": save_s + hook_wait_s}
                    )
                elif step > 1:  # step 1 is the warm-up of the steady saves
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
    result["first_saves"] = firsts
    result["first_stall_s"] = statistics.median(f["stall_s"] for f in firsts)
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
    batch = torch.randn(8, WIDTH, device=next(model.parameters()).device)
    train_step(model, optim, batch)  # warm up allocations
    rows = []
    for mode in ("copy", "fork", "overlap"):
        if mode == "fork" and batch.is_cuda:
            continue
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


PEER_WORKER = textwrap.dedent(
    """
    import json, os, sys, time
    import torch
    import torch.distributed as dist
    from app.agent import CheckpointAgent

    phase, ckpt, mem, mb = sys.argv[1], sys.argv[2], sys.argv[3], float(sys.argv[4])
    dist.init_process_group("gloo")
    rank = dist.get_rank()
    node = "A" if rank < 2 else "B"

    def state(step):
        gen = torch.Generator().manual_seed(1000 * rank + step)
        per = int(mb * 2**20 / 4 / 8)
        model = {f"layer{i}.weight": torch.randn(per, generator=gen) for i in range(8)}
        extra = {"half": torch.randn(1000, generator=gen).to(torch.bfloat16), "step": torch.tensor(step)}
        return {"model": model, "optim": {"extra": extra, "lr": 0.1 * step}, "rng": gen.get_state()}

    def same(a, b):
        if isinstance(a, torch.Tensor):
            return isinstance(b, torch.Tensor) and a.dtype == b.dtype and torch.equal(a, b)
        if isinstance(a, dict):
            return a.keys() == b.keys() and all(same(a[k], b[k]) for k in a)
        return a == b

    agent = CheckpointAgent(ckpt, hang_timeout_s=None, handle_signals=False, snapshot="copy",
                            peer_replicas=True, ranks_per_node=2, disk_every=10,
                            memory_dir=os.path.join(mem, node), state_template=state(0))
    if phase == "train":
        agent.save(10, state(10), tier="disk").wait()     # disk and memory
        dist.barrier()
        started = time.perf_counter()
        agent.save(20, state(20), tier="memory").wait()   # memory only: here and at the buddy
        memory_s = time.perf_counter() - started
        dist.barrier()
        print("SAVED " + json.dumps({"rank": rank, "memory_save_s": memory_s}), flush=True)
        time.sleep(600)                    # until the bench kills this node
    started = time.perf_counter()
    step, got = agent.load_latest()
    took = time.perf_counter() - started
    source = getattr(agent, "last_restore_source", "disk")
    print("RESULT " + json.dumps({"rank": rank, "node": node, "step": step, "s": took, "source": source,
                                  "exact": same(got, state(step))}), flush=True)
    agent.close()
    dist.destroy_process_group()
    """
)


def _spawn(phase: str, ckpt: Path, mem: Path, mb: float) -> list[subprocess.Popen[str]]:
    port = str(free_port())
    root = str(Path(__file__).resolve().parent.parent)
    procs = []
    for rank in range(4):
        node = "A" if rank < 2 else "B"
        env = {**os.environ, "RANK": str(rank), "WORLD_SIZE": "4", "MASTER_ADDR": "127.0.0.1",
               "MASTER_PORT": port, "PYTHONPATH": root, "CRASHCART_NODE": node}  # fmt: skip
        procs.append(
            subprocess.Popen(
                [sys.executable, "-c", PEER_WORKER, phase, str(ckpt), str(mem), str(mb)],
                env=env,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                text=True,
            )
        )
    return procs


def _results(procs: list[subprocess.Popen[str]]) -> list[dict[str, Any]]:
    out = []
    for proc in procs:
        stdout, stderr = proc.communicate(timeout=600)
        lines = [json.loads(line[7:]) for line in stdout.splitlines() if line.startswith("RESULT ")]
        if proc.returncode != 0 or not lines:
            raise RuntimeError(f"peer worker failed ({proc.returncode}): {stderr[-2000:]}")
        out += lines
    return out


def _drop_page_cache(path: Path) -> None:
    for file in path.rglob("*"):
        if file.is_file():
            fd = os.open(file, os.O_RDONLY)
            try:
                os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)
            finally:
                os.close(fd)


def peer_restore_case(workdir: Path, mb_per_rank: float) -> dict[str, Any]:
    """2 nodes x 2 ranks (gloo): save, lose node B, restore it from its buddies' memory."""
    ckpt = workdir / "peer-ckpt"
    shm = Path("/dev/shm")
    mem = Path(tempfile.mkdtemp(prefix="crashcart-bench-", dir=shm if shm.is_dir() else workdir))
    try:
        train = _spawn("train", ckpt, mem, mb_per_rank)
        saved = []
        for proc in train:  # wait until every rank's step 20 is in memory here and at its buddy
            assert proc.stdout is not None
            while (line := proc.stdout.readline()) and not line.startswith("SAVED "):
                pass
            if not line:
                raise RuntimeError(f"peer worker failed: {proc.stderr.read()[-2000:] if proc.stderr else ''}")
            saved.append(json.loads(line[6:]))
        for proc in train[2:]:
            proc.send_signal(signal.SIGKILL)  # node B is lost ...
        shutil.rmtree(mem / "B", ignore_errors=True)  # ... with its host memory
        for proc in train[:2]:
            proc.send_signal(signal.SIGKILL)  # the launcher restarts node A's workers too
        for proc in train:
            proc.wait()
        peer = _results(_spawn("restore", ckpt, mem, mb_per_rank))
        # Then both nodes are lost (a node with its buddy): no copy in memory anywhere, the
        # same agents fall back to disk (step 10), read with the page cache dropped.
        for node in ("A", "B"):
            shutil.rmtree(mem / node, ignore_errors=True)
        _drop_page_cache(ckpt)
        disk = _results(_spawn("disk", ckpt, mem, mb_per_rank))
    finally:
        shutil.rmtree(mem, ignore_errors=True)
    memory_save_s = max(r["memory_save_s"] for r in saved)
    return {
        "mb_per_rank": mb_per_rank,
        "memory_save_s": memory_save_s,
        "memory_gib_s": mb_per_rank / 1024 / memory_save_s,
        "peer": peer,
        "disk": disk,
        "peer_restore_s": max(r["s"] for r in peer),
        "disk_restore_s": max(r["s"] for r in disk),
        "peer_restore_bit_exact": all(
            r["exact"] and r["step"] == 20 and r["source"] == "memory" for r in peer
        ),
        "disk_restore_bit_exact": all(r["exact"] and r["step"] == 10 and r["source"] == "disk" for r in disk),
    }


def stall_only(args: argparse.Namespace) -> int:
    """First-save against steady stall of the overlap snapshot (``--repeats`` fresh agents)."""
    torch.set_num_threads(max(1, (os.cpu_count() or 2) - 1))
    workdir = Path(tempfile.mkdtemp(prefix="ckpt-bench-", dir=args.dir))
    try:
        model = build_model(args.size_gb).to(args.device)
        optim = torch.optim.SGD(model.parameters(), lr=1e-4)
        got = measure_overlap_stall(model, optim, workdir, args.repeats)
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    summary = {
        "first_stall_s": got["first_stall_s"],
        "steady_stall_s": got["stall_s"],
        "first_stalls_s": [f["stall_s"] for f in got["first_saves"]],
        "steady_stalls_s": [r[0] for r in got["runs"]],
        "loadavg": os.getloadavg(),
    }
    print(json.dumps(summary))
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(summary, indent=2))
    return 0


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
    parser.add_argument("--device", choices=("cpu", "cuda"), default="cpu")
    parser.add_argument("--json", type=Path, default=None, help="write the summary figures here")
    parser.add_argument("--peer-mb", type=float, default=256.0, help="state per rank in the peer case")
    parser.add_argument("--peer-only", action="store_true", help="run only the peer-restore case")
    parser.add_argument(
        "--no-throughput", action="store_true", help="skip the training-throughput loops (the slowest part)"
    )
    parser.add_argument(
        "--stall-only", action="store_true", help="only the overlap snapshot's first-save and steady stalls"
    )
    args = parser.parse_args(argv)
    if args.stall_only:
        return stall_only(args)
    if args.peer_only:
        workdir = Path(tempfile.mkdtemp(prefix="ckpt-bench-", dir=args.dir))
        try:
            peer = peer_restore_case(workdir, args.peer_mb)
        finally:
            shutil.rmtree(workdir, ignore_errors=True)
        print(json.dumps({k: v for k, v in peer.items() if k not in ("peer", "disk")}))
        if args.json:
            args.json.parent.mkdir(parents=True, exist_ok=True)
            args.json.write_text(json.dumps(peer, indent=2))
        return 0
    warnings.filterwarnings("ignore", category=UserWarning)  # DCP warns about no_dist/experimental
    torch.set_num_threads(max(1, (os.cpu_count() or 2) - 1))
    workdir = Path(tempfile.mkdtemp(prefix="ckpt-bench-", dir=args.dir))
    try:
        model = build_model(args.size_gb).to(args.device)
        optim = torch.optim.SGD(model.parameters(), lr=1e-4)
        size = sum(t.numel() * t.element_size() for t in model.state_dict().values())
        print(f"state: {size / 1024**3:.2f} GiB in {len(model.state_dict())} tensors; writing to {workdir}")
        stalls = measure_stalls(model, optim, workdir, args.repeats)
        persist = measure_persist(model, workdir, args.repeats)
        throughput = [] if args.no_throughput else measure_throughput(model, optim, workdir, args.rounds)
        del optim, model
        gc.collect()
        peer = peer_restore_case(workdir, args.peer_mb)
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
    print("\npersist, alternated saves (call to durable, both fsync):")
    for name, runs in persist["to_durable_s"].items():
        print(f"  {name:10} {persist['gib_s'][name]:.3f} GiB/s  runs s: {[round(x, 2) for x in runs]}")
    result = {
        "size_bytes": size,
        "threads": torch.get_num_threads(),
        "cpus": os.cpu_count(),
        "torch": torch.__version__,
        "thp_mem_alloc": os.environ.get("THP_MEM_ALLOC_ENABLE") == "1",
        "stalls": stalls,
        "persist": persist,
        "throughput": throughput,
        "peer": peer,
        "loadavg": os.getloadavg(),
        "device": args.device,
    }
    by_method = {r["method"]: r for r in stalls}
    overlap = by_method["agent.save (overlap snapshot)"]
    summary = {
        "persist_gib_s": persist["gib_s"],
        "first_stall_s": overlap["first_stall_s"],
        "steady_stall_s": overlap["stall_s"],
        "memory_gib_s": peer["memory_gib_s"],
        "peer_restore_s": peer["peer_restore_s"],
        "disk_restore_s": peer["disk_restore_s"],
        "peer_restore_bit_exact": peer["peer_restore_bit_exact"],
    }
    result["summary"] = summary
    print("\nsummary: " + json.dumps(summary))
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(summary, indent=2))
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(result, indent=2))
    print(f"\nwrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
