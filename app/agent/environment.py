"""Who this process is in the job: rank, world size and node, from torch.distributed or the
launcher's environment (torchrun, Slurm, Open MPI), in that order of trust."""

from __future__ import annotations

import os
import socket
from dataclasses import dataclass
from typing import Any

import torch.distributed as dist

_RANK_VARS = ("RANK", "SLURM_PROCID", "OMPI_COMM_WORLD_RANK", "PMI_RANK")
_WORLD_VARS = ("WORLD_SIZE", "SLURM_NTASKS", "OMPI_COMM_WORLD_SIZE", "PMI_SIZE")


@dataclass(frozen=True, slots=True)
class RankInfo:
    rank: int
    world_size: int
    node: str


def _first_int(env: Any, names: tuple[str, ...], default: int) -> int:
    for name in names:
        value = env.get(name)
        if value is not None and value.strip().lstrip("-").isdigit():
            return int(value)
    return default


def detect_rank(env: Any = None) -> RankInfo:
    env = os.environ if env is None else env
    node = env.get("CRASHCART_NODE") or env.get("SLURMD_NODENAME") or socket.gethostname()
    if dist.is_available() and dist.is_initialized():
        return RankInfo(rank=dist.get_rank(), world_size=dist.get_world_size(), node=node)
    return RankInfo(
        rank=_first_int(env, _RANK_VARS, 0),
        world_size=max(1, _first_int(env, _WORLD_VARS, 1)),
        node=node,
    )


def distributed_ready() -> bool:
    return dist.is_available() and dist.is_initialized()
