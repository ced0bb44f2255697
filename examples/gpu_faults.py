"""Real GPU faults, injected under torchrun, for crashcart's diagnosis corpus.

    torchrun --standalone --nproc-per-node N examples/gpu_faults.py --fault NAME

Each fault makes CUDA, PyTorch, NCCL or gloo fail in its own words: the script prints only the
usual training progress (``step S loss L``) and never an error message of its own, so the log a
fault leaves is the one a real job with that bug or misconfiguration would print.
``scripts/gpu-fault-logs.sh DIR`` runs every fault the way it needs (ranks, backend, environment)
and keeps each console log as printed.

| fault | ranks | what goes wrong | who must act |
|---|---|---|---|
| cuda_oom | 1 | the batch grows past the card's memory | the job's owner |
| device_assert | 1 | a token id past the embedding table (index out of range in a kernel) | the job's owner |
| illegal_address | 1 | a kernel writes through a pointer past its buffer | the job's owner |
| invalid_ordinal | 2 | two ranks on a one-GPU node, each calling set_device(LOCAL_RANK) | the job's owner |
| nccl_duplicate_gpu | 2 | two NCCL ranks given the same GPU | the job's owner |
| device_mismatch | 1 | a batch left on the CPU fed to a model on the GPU | the job's owner |
| nan_anomaly | 1 | a NaN produced in backward with anomaly detection on | the job's owner |
| hung_rank | 2 | one rank stops taking part in collectives (gloo, 30 s timeout) | the hung rank's node |
| host_oom | 1 | host memory grows each step until the kernel's OOM killer ends the rank | the job's owner |
| dataloader_oom | 1 | a DataLoader worker's memory grows until the OOM killer ends it | the job's owner |

Needs a CUDA GPU except ``hung_rank`` (gloo). The two OOM faults need a memory limit to hit
(the script runs them in a cgroup with ``memory.max`` set, as Slurm's and Kubernetes' limits are).
Triton (shipped with PyTorch's CUDA wheels) writes the stray pointer of ``illegal_address``.
"""

from __future__ import annotations

import argparse
import datetime
import os
import time

import torch
import torch.distributed as dist
from torch import nn
from torch.nn import functional as F

FAULTS = (
    "cuda_oom",
    "device_assert",
    "illegal_address",
    "invalid_ordinal",
    "nccl_duplicate_gpu",
    "device_mismatch",
    "nan_anomaly",
    "hung_rank",
    "host_oom",
    "dataloader_oom",
)
CHUNK = 64 << 20  # bytes of host memory each leaking step keeps


def _model(device: torch.device, vocab: int = 512, width: int = 256) -> nn.Module:
    layers = [nn.Embedding(vocab, width), nn.Linear(width, width), nn.GELU(), nn.Linear(width, vocab)]
    return nn.Sequential(*layers).to(device)


def _step(model: nn.Module, optim: torch.optim.Optimizer, step: int, tokens: torch.Tensor) -> None:
    """One next-token training step on ``tokens`` (batch x seq+1), printed as jobs print it."""
    logits = model(tokens[:, :-1])
    loss = F.cross_entropy(logits.reshape(-1, logits.shape[-1]), tokens[:, 1:].reshape(-1))
    optim.zero_grad(set_to_none=True)
    loss.backward()
    optim.step()
    print(f"step {step} loss {loss.item():.4f}", flush=True)


def _train(model: nn.Module, device: torch.device, steps: int, batch: int = 8, seq: int = 128) -> None:
    """A few healthy steps first, as a real job runs before it fails."""
    optim = torch.optim.AdamW(model.parameters(), lr=1e-3)
    for step in range(steps):
        _step(model, optim, step, torch.randint(0, 512, (batch, seq + 1), device=device))


def cuda_oom(device: torch.device) -> None:
    model = _model(device)
    _train(model, device, 3)
    free, _ = torch.cuda.mem_get_info(device)
    # A "batch size" that asks for twice the free memory in activations.
    batch = int(2 * free // (128 * 512 * 4)) + 1
    tokens = torch.randint(0, 512, (batch, 129), device=device)
    model(tokens[:, :-1])


def device_assert(device: torch.device) -> None:
    model = _model(device)
    _train(model, device, 3)
    tokens = torch.randint(0, 512, (8, 129), device=device)
    tokens[3, 17] = 600  # a tokenizer with a larger vocabulary than the model's embedding
    logits = model(tokens[:, :-1])
    print(f"logits {logits.sum().item():.4f}", flush=True)


def illegal_address(device: torch.device) -> None:
    import triton
    import triton.language as tl

    @triton.jit
    def scale(x_ptr, n, row_stride, block: tl.constexpr):  # type: ignore[no-untyped-def]
        offsets = tl.program_id(0) * block + tl.arange(0, block)
        # The bug: an element index scaled by a row stride, far past the end of the buffer.
        ptrs = x_ptr + offsets.to(tl.int64) * row_stride
        tl.store(ptrs, tl.load(x_ptr + offsets % n) * 2.0)

    model = _model(device)
    _train(model, device, 3)
    x = torch.ones(4096, device=device)
    scale[(4,)](x, x.numel(), 1 << 36, block=1024)
    torch.cuda.synchronize(device)
    print(f"sum {x.sum().item()}", flush=True)


def invalid_ordinal(local_rank: int) -> None:
    torch.cuda.set_device(local_rank)
    device = torch.device("cuda", local_rank)
    dist.init_process_group("nccl", device_id=device)
    _train(_model(device), device, 3)


def nccl_duplicate_gpu() -> None:
    device = torch.device("cuda", 0)  # every rank on GPU 0
    torch.cuda.set_device(device)
    dist.init_process_group("nccl")
    grad = torch.ones(1 << 20, device=device)
    dist.all_reduce(grad)
    torch.cuda.synchronize(device)
    print(f"allreduce {grad[0].item()}", flush=True)


def device_mismatch(device: torch.device) -> None:
    model = _model(device)
    _train(model, device, 3)
    tokens = torch.randint(0, 512, (8, 129))  # the loader's batch, never moved to the GPU
    model(tokens[:, :-1])


def nan_anomaly(device: torch.device) -> None:
    model = _model(device)
    _train(model, device, 3)
    torch.autograd.set_detect_anomaly(True)
    tokens = torch.randint(0, 512, (8, 129), device=device)
    logits = model(tokens[:, :-1])
    # A "normalisation" that takes the square root of a value that can go negative.
    loss = torch.sqrt(logits.mean() - logits.max())
    loss.backward()


def hung_rank(rank: int) -> None:
    dist.init_process_group("gloo", timeout=datetime.timedelta(seconds=30))
    device = torch.device("cpu")
    model = _model(device, width=64)
    optim = torch.optim.SGD(model.parameters(), lr=1e-2)
    for step in range(1000):
        if rank == 1 and step == 5:
            time.sleep(3600)  # stuck (a dead NFS read, a deadlock): it never reaches the collective
        tokens = torch.randint(0, 512, (4, 65))
        loss = F.cross_entropy(model(tokens[:, :-1]).reshape(-1, 512), tokens[:, 1:].reshape(-1))
        optim.zero_grad(set_to_none=True)
        loss.backward()
        for p in model.parameters():
            assert p.grad is not None
            dist.all_reduce(p.grad)
        optim.step()
        print(f"step {step} loss {loss.item():.4f}", flush=True)


def host_oom(device: torch.device) -> None:
    model = _model(device)
    _train(model, device, 3)
    kept: list[torch.Tensor] = []  # every step's inputs kept on the host "for later analysis"
    for step in range(3, 100_000):
        kept.append(torch.ones(CHUNK, dtype=torch.uint8))
        print(f"step {step} loss {6.25 - step * 1e-4:.4f}", flush=True)


class LeakyDataset(torch.utils.data.Dataset[torch.Tensor]):
    """Caches every sample it ever produced, in each worker's own memory."""

    def __init__(self) -> None:
        self.cache: list[torch.Tensor] = []

    def __len__(self) -> int:
        return 1_000_000

    def __getitem__(self, index: int) -> torch.Tensor:
        self.cache.append(torch.ones(CHUNK, dtype=torch.uint8))
        return torch.randint(0, 512, (129,))


def dataloader_oom(device: torch.device) -> None:
    model = _model(device)
    optim = torch.optim.AdamW(model.parameters(), lr=1e-3)
    loader = torch.utils.data.DataLoader(LeakyDataset(), batch_size=1, num_workers=2)
    for step, tokens in enumerate(loader):
        _step(model, optim, step, tokens.to(device))


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--fault", choices=FAULTS, required=True)
    args = parser.parse_args(argv)
    rank = int(os.environ.get("RANK", "0"))
    local_rank = int(os.environ.get("LOCAL_RANK", "0"))
    torch.manual_seed(rank)
    if args.fault == "hung_rank":
        hung_rank(rank)
    elif args.fault == "invalid_ordinal":
        invalid_ordinal(local_rank)
    elif args.fault == "nccl_duplicate_gpu":
        nccl_duplicate_gpu()
    else:
        device = torch.device("cuda", local_rank)
        torch.cuda.set_device(device)
        {
            "cuda_oom": cuda_oom,
            "device_assert": device_assert,
            "illegal_address": illegal_address,
            "device_mismatch": device_mismatch,
            "nan_anomaly": nan_anomaly,
            "host_oom": host_oom,
            "dataloader_oom": dataloader_oom,
        }[args.fault](device)
    if dist.is_initialized():
        dist.destroy_process_group()


if __name__ == "__main__":
    main()
