"""Who this process is in the job: rank, world size and node, from torch.distributed or the
launcher's environment (torchrun, Slurm, Open MPI), in that order of trust."""

from __future__ import annotations

import os
import re
import socket
from dataclasses import dataclass
from typing import Any

import torch.distributed as dist

_RUN_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9._:@/-]{0,127}")
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


def detect_run(env: Any = None) -> str | None:
    """The scheduler's name of this run of the job, as ``crashcart run`` reports it
    ($CRASHCART_RUN, else Slurm's ``<job id>.<restart count>``), or None: the service then tells a
    restarted run's heartbeats from those the stopped run still sends (app/incidents/runs.py)."""
    env = os.environ if env is None else env
    run = env.get("CRASHCART_RUN") or None
    if run is None and env.get("SLURM_JOB_ID"):
        run = f"{env['SLURM_JOB_ID']}.{env.get('SLURM_RESTART_COUNT') or 0}"
    # A name the service would refuse (its RUN_PATTERN) would cost every heartbeat: send none.
    return run if run is not None and _RUN_NAME.fullmatch(run) else None


def distributed_ready() -> bool:
    return dist.is_available() and dist.is_initialized()
