"""A small GPT trained with torch.distributed, resumable through crashcart's checkpoint agent.

    torchrun --nproc-per-node 4 examples/train_gpt.py --steps 50 --ckpt-dir /tmp/ckpt \\
        --job demo --server http://127.0.0.1:8000 --token T

gloo on CPU, nccl on CUDA. The defaults make a tiny model so a 4-rank CPU run takes seconds.
Every rank prints ``step N loss X`` so the service sees progress in the logs, heartbeats go to
the service when ``--server`` and ``--job`` are given, and a restarted run resumes from the
newest complete checkpoint. ``--inject crash|ecc|hang|nan --inject-rank R --inject-step S`` makes
rank R fail at step S, once per checkpoint directory (a marker file remembers it), so that a
restart from checkpoint recovers, as it would from a transient fault.
"""

from __future__ import annotations

import argparse
import math
import os
import socket
import sys
import time
from pathlib import Path
from typing import Any

# PyTorch >= 2.2 puts tensors >= 2 MB on transparent huge pages when this is set before torch
# allocates: the agent's fork snapshot then copies ~500x fewer page-table entries.
os.environ.setdefault("THP_MEM_ALLOC_ENABLE", "1")

import torch
import torch.distributed as dist
from torch import nn
from torch.nn import functional as F
from torch.nn.parallel import DistributedDataParallel

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a checkout

from app.agent import CheckpointAgent

CORPUS = (
    b"crashcart reads the logs of training jobs, finds what failed and who must act, "
    b"drains the bad node and restarts the job from its last good checkpoint. "
)


class Block(nn.Module):
    def __init__(self, d_model: int, heads: int) -> None:
        super().__init__()
        self.ln1 = nn.LayerNorm(d_model)
        self.attn = nn.MultiheadAttention(d_model, heads, batch_first=True)
        self.ln2 = nn.LayerNorm(d_model)
        self.mlp = nn.Sequential(nn.Linear(d_model, 4 * d_model), nn.GELU(), nn.Linear(4 * d_model, d_model))

    def forward(self, x: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
        h = self.ln1(x)
        x = x + self.attn(h, h, h, attn_mask=mask, need_weights=False)[0]
        return x + self.mlp(self.ln2(x))


class TinyGPT(nn.Module):
    def __init__(self, vocab: int, d_model: int, layers: int, heads: int, seq_len: int) -> None:
        super().__init__()
        self.tok = nn.Embedding(vocab, d_model)
        self.pos = nn.Embedding(seq_len, d_model)
        self.blocks = nn.ModuleList(Block(d_model, heads) for _ in range(layers))
        self.ln = nn.LayerNorm(d_model)
        self.head = nn.Linear(d_model, vocab, bias=False)
        mask = torch.triu(torch.full((seq_len, seq_len), float("-inf")), diagonal=1)
        self.register_buffer("mask", mask, persistent=False)

    def forward(self, idx: torch.Tensor) -> torch.Tensor:
        t = idx.shape[1]
        x = self.tok(idx) + self.pos(torch.arange(t, device=idx.device))
        for block in self.blocks:
            x = block(x, self.mask[:t, :t])
        return self.head(self.ln(x))  # type: ignore[no-any-return]


def batch_for(step: int, rank: int, args: argparse.Namespace, device: torch.device) -> torch.Tensor:
    """Deterministic per (seed, step, rank): a resumed run sees the data it would have seen."""
    data = torch.tensor(list(CORPUS), dtype=torch.long)
    gen = torch.Generator().manual_seed(args.seed * 1_000_003 + step * 1009 + rank)
    starts = torch.randint(0, len(data) - args.seq_len - 1, (args.batch,), generator=gen)
    return torch.stack([data[s : s + args.seq_len + 1] for s in starts]).to(device)


def _injected_hang(rank: int, step: int) -> None:
    print(f"rank {rank}: injected hang at step {step}", file=sys.stderr, flush=True)
    while True:
        time.sleep(1)


def _should_inject(args: argparse.Namespace, rank: int, step: int) -> bool:
    if args.inject is None or rank != args.inject_rank or step != args.inject_step:
        return False
    marker = Path(args.ckpt_dir) / f".injected-{args.inject}-rank{rank}-step{step}"
    if marker.exists():
        return False  # injected in an earlier attempt: the restart runs clean
    marker.parent.mkdir(parents=True, exist_ok=True)
    marker.touch()
    return True


def _node_name() -> str:
    return os.environ.get("SLURMD_NODENAME") or os.environ.get("NODE_NAME") or socket.gethostname()


def _take_fault(control: str | None) -> str | None:
    """bench/chaos.py: the fault this node must act out now (``<node>.fault`` in the control
    directory, consumed on read), or None."""
    if not control:
        return None
    path = Path(control) / f"{_node_name()}.fault"
    mine = path.with_name(f"{path.name}.{os.getpid()}")
    try:
        path.rename(mine)  # atomic: of the node's ranks, one takes it
        kind = mine.read_text().strip()
        mine.unlink()
    except FileNotFoundError:
        return None
    return kind or None


def _act_out(kind: str, rank: int) -> None:
    """Fail as a real process with this fault would: its own error line on stderr, then exit."""
    if kind == "xid":
        print(
            f"NVRM: Xid (PCI:0000:3b:00): 79, pid={os.getpid()}, name=python, GPU has fallen off the bus.",
            file=sys.stderr,
            flush=True,
        )
        raise SystemExit(1)
    if kind == "ecc":
        raise RuntimeError("CUDA error: uncorrectable ECC error encountered")
    if kind == "nvlink":
        raise RuntimeError("CUDA error: an uncorrectable NVLink error was detected during the execution")
    if kind == "oom":
        raise torch.cuda.OutOfMemoryError(
            "CUDA out of memory. Tried to allocate 2.00 GiB. GPU 0 has a total capacity of 79.15 GiB "
            "of which 1.12 GiB is free."
        )
    if kind == "user":
        raise AttributeError("'NoneType' object has no attribute 'shape'")
    print(f"rank {rank}: unknown fault {kind!r} ignored", file=sys.stderr, flush=True)


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--steps", type=int, default=40)
    p.add_argument("--ckpt-dir", default=os.environ.get("CRASHCART_CKPT_DIR", "ckpt"))
    p.add_argument("--save-every", type=int, default=10)
    p.add_argument("--keep", type=int, default=3)
    p.add_argument("--peer-replicas", action="store_true", help="memory checkpoints on a buddy node")
    p.add_argument("--memory-every", type=int, default=2, help="with --peer-replicas: memory saves")
    p.add_argument("--job", default=os.environ.get("CRASHCART_JOB"))
    p.add_argument("--server", default=os.environ.get("CRASHCART_SERVER"))
    p.add_argument("--token", default=os.environ.get("CRASHCART_TOKEN"))
    p.add_argument("--hang-timeout", type=float, default=120.0, help="watchdog: seconds without progress")
    p.add_argument("--inject", choices=["crash", "ecc", "hang", "nan"])
    p.add_argument("--inject-rank", type=int, default=0)
    p.add_argument("--inject-step", type=int, default=5)
    p.add_argument("--d-model", type=int, default=32)
    p.add_argument("--layers", type=int, default=2)
    p.add_argument("--heads", type=int, default=2)
    p.add_argument("--seq-len", type=int, default=32)
    p.add_argument("--batch", type=int, default=8)
    p.add_argument("--lr", type=float, default=3e-3)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--control", help="bench/chaos.py: a directory polled each step for a fault to act out")
    p.add_argument("--step-delay", type=float, default=0.0, help="sleep per step, to pace demos")
    return p.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    world = int(os.environ.get("WORLD_SIZE", "1"))
    use_cuda = torch.cuda.is_available()
    local_rank = int(os.environ.get("LOCAL_RANK", "0"))
    device = torch.device(f"cuda:{local_rank}" if use_cuda else "cpu")
    if use_cuda:
        torch.cuda.set_device(device)
    if world > 1:
        dist.init_process_group("nccl" if use_cuda else "gloo")
    rank = dist.get_rank() if dist.is_initialized() else 0
    torch.set_num_threads(1)  # many ranks share few cores in the tests
    torch.manual_seed(args.seed)

    model = TinyGPT(256, args.d_model, args.layers, args.heads, args.seq_len).to(device)
    optim = torch.optim.AdamW(model.parameters(), lr=args.lr)
    ddp: nn.Module = DistributedDataParallel(model, broadcast_buffers=False) if world > 1 else model

    def state() -> dict[str, Any]:
        return {"model": model.state_dict(), "optim": optim.state_dict()}

    agent = CheckpointAgent(
        args.ckpt_dir,
        job_id=args.job,
        server=args.server,
        token=args.token,
        keep=args.keep,
        state_fn=state,
        hang_timeout_s=args.hang_timeout,
        peer_replicas=args.peer_replicas,
        memory_every=args.memory_every,
        disk_every=args.save_every,
    )
    start = 0
    resumed = agent.load_latest(map_location=device)
    if resumed is not None:
        step, saved = resumed
        model.load_state_dict(saved["model"])
        optim.load_state_dict(saved["optim"])
        start = step + 1
        print(f"rank {rank}: resumed from checkpoint step {step}", flush=True)

    tokens_per_step = args.batch * args.seq_len
    if args.control:  # the chaos bench stops this very process (SIGSTOP) to make a hang
        Path(args.control).mkdir(parents=True, exist_ok=True)
        (Path(args.control) / f"{_node_name()}-{os.environ.get('SLURM_LOCALID', '0')}.pid").write_text(
            str(os.getpid())
        )
    nan_fault = False
    for step in range(start, args.steps):
        began = time.perf_counter()
        if _should_inject(args, rank, step):
            if args.inject == "crash":
                raise RuntimeError(f"injected crash on rank {rank} at step {step}")
            if args.inject == "ecc":
                # What torch raises when the GPU reports an uncorrectable ECC error (a hardware fault).
                raise RuntimeError("CUDA error: uncorrectable ECC error encountered")
            if args.inject == "hang":
                _injected_hang(rank, step)
        fault = _take_fault(args.control)
        if fault == "nan":
            nan_fault = True
        elif fault is not None:
            _act_out(fault, rank)
        batch = batch_for(step, rank, args, device)
        logits = ddp(batch[:, :-1])
        loss = F.cross_entropy(logits.reshape(-1, logits.shape[-1]), batch[:, 1:].reshape(-1))
        if args.inject == "nan" and rank == args.inject_rank and step >= args.inject_step:
            loss = loss * float("nan")
        if nan_fault:
            loss = loss * float("nan")
        optim.zero_grad(set_to_none=True)
        loss.backward()
        optim.step()
        value = float(loss.item())
        print(f"step {step} loss {value:.4f}", flush=True)
        elapsed = time.perf_counter() - began
        agent.heartbeat(step, loss=value, tokens_per_s=tokens_per_step / max(elapsed, 1e-9))
        if not math.isfinite(value):
            agent.close()  # flushes the NaN heartbeat to the service first
            raise FloatingPointError(f"loss is {value} at step {step} on rank {rank}")
        if step == start:  # the optimizer state exists now: the snapshot buffer is made off-thread
            agent.prepare(state())
        if step == args.steps - 1:
            agent.save(step, state(), tier="disk")
        elif (tier := agent.due(step)) is not None:
            agent.save(step, state(), tier=tier)
        if args.step_delay:
            time.sleep(args.step_delay)

    agent.close()
    if dist.is_initialized():
        dist.destroy_process_group()
    print(f"rank {rank}: done at step {args.steps - 1}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
