"""The chaos campaign's fault mix and schedule: Acme's failure table mapped onto faults this
bench can inject through real paths, and a seeded Poisson schedule. Pure, no I/O except reading
the CSV.

Source of the mix: Acme, Hu et al., "Characterization of Large Language Model Development in the
Datacenter", NSDI'24 (the failure table: failed jobs per cause, their GPU demand, run time before
failing, and share of failed-job GPU time). The data is not shipped with crashcart: the bench
reads ``--failures PATH`` (default ``../shared/data/acme/failures.csv`` beside the checkout).
"""

from __future__ import annotations

import csv
import math
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

# What the bench injects for each of Acme's categories (crashcart's vocabulary). Network, NCCL
# and connection faults stop a collective: injected as a hang (one rank stopped, the others block).
KIND_OF_CATEGORY: dict[str, str] = {
    "nvlink_error": "nvlink",
    "cuda_error": "xid",
    "ecc_error": "ecc",
    "node_failure": "node_death",
    "network_error": "hang",
    "connection_error": "hang",
    "nccl_timeout": "hang",
    "nccl_remote_error": "hang",
    "storage_error": "disk_full",
    "cuda_oom": "oom",
    "nan_or_value_error": "nan",
}
# Every other category is an exception in the job's own code.
USER_KIND = "user"
KINDS = ("xid", "ecc", "nvlink", "node_death", "hang", "nan", "oom", "user", "preempt", "disk_full")
HARDWARE_KINDS = frozenset({"xid", "ecc", "nvlink"})
# Faults that need the job's owner (crashcart notifies and does not restart).
OWNER_KINDS = frozenset({"nan", "oom", "user", "disk_full"})
# Acme's table has no preemptions (its jobs were not preempted); a small documented share.
DEFAULT_PREEMPT_SHARE = 0.05


class MixError(ValueError):
    """The failure table is missing or unusable."""


@dataclass(frozen=True)
class Cause:
    category: str
    layer: str
    jobs: int
    avg_gpus: float
    avg_minutes: float
    gpu_time_share: float  # fraction of all failed-job GPU time

    @property
    def kind(self) -> str:
        return KIND_OF_CATEGORY.get(self.category, USER_KIND)


def load_causes(path: Path) -> list[Cause]:
    if not path.is_file():
        raise MixError(
            f"no failure table at {path}: pass --failures PATH (Acme's failures.csv, Hu et al., NSDI'24)"
        )
    out: list[Cause] = []
    with path.open(newline="") as fh:
        for row in csv.DictReader(fh):
            try:
                out.append(
                    Cause(
                        category=row["category"],
                        layer=row["layer"],
                        jobs=int(row["jobs"] or 0),
                        avg_gpus=float(row["avg_gpus"] or 0),
                        avg_minutes=float(row["avg_minutes"] or 0),
                        gpu_time_share=float(row["gpu_time_share_pct"] or 0) / 100.0,
                    )
                )
            except (KeyError, ValueError) as exc:
                raise MixError(f"{path}: not Acme's failure table ({exc})") from exc
    if not out:
        raise MixError(f"{path}: no rows")
    return out


def kind_mix(
    causes: Sequence[Cause], *, weight: str = "gpu_time", preempt_share: float = DEFAULT_PREEMPT_SHARE
) -> dict[str, float]:
    """Probability of each injectable kind. ``gpu_time`` weighs causes by their share of lost GPU
    time (what a large pretraining job meets), ``count`` by how many jobs failed of them."""
    raw: dict[str, float] = {}
    for c in causes:
        w = c.gpu_time_share if weight == "gpu_time" else float(c.jobs)
        raw[c.kind] = raw.get(c.kind, 0.0) + w
    total = sum(raw.values())
    if total <= 0:
        raise MixError("the failure table has no weight")
    mix = {k: (1.0 - preempt_share) * v / total for k, v in raw.items() if v > 0}
    if preempt_share > 0:
        mix["preempt"] = preempt_share
    return dict(sorted(mix.items(), key=lambda kv: -kv[1]))


def node_days_per_failure(causes: Sequence[Cause], gpus_per_node: int = 8) -> float:
    """Node-days of exposure per failure in Acme's failed jobs: each failed job ran ``avg_gpus``
    for ``avg_minutes`` before failing. Only failed jobs' exposure is counted (jobs that ran
    without failing are not in the table), so this *over*states the failure rate: a pessimistic
    figure for the projection. Causes without GPU demand (tiny script errors) are left out."""
    exposure = failures = 0.0
    for c in causes:
        if c.jobs <= 0 or c.avg_gpus <= 0:
            continue
        nodes = max(1.0, c.avg_gpus / gpus_per_node)
        exposure += c.jobs * nodes * c.avg_minutes / 1440.0
        failures += c.jobs
    if failures <= 0:
        raise MixError("the failure table has no failed jobs with GPU demand")
    return exposure / failures


@dataclass(frozen=True)
class Fault:
    at_s: float  # seconds after the campaign's start
    kind: str
    node_index: int  # which node of the job (sorted), taken when it is injected


def schedule(
    seed: int,
    duration_s: float,
    mix: Mapping[str, float],
    *,
    mean_gap_s: float,
    warmup_s: float = 30.0,
    nodes: int = 2,
) -> list[Fault]:
    """Poisson fault times (exponential gaps of mean ``mean_gap_s``) after a warm-up, each with a
    kind drawn from ``mix`` and a node index: the same seed gives the same schedule."""
    if mean_gap_s <= 0 or duration_s <= 0:
        raise ValueError("mean_gap_s and duration_s must be positive")
    rng = random.Random(seed)
    kinds = list(mix)
    weights = [mix[k] for k in kinds]
    out: list[Fault] = []
    t = warmup_s
    while True:
        t += -math.log(1.0 - rng.random()) * mean_gap_s
        if t >= duration_s:
            return out
        kind = rng.choices(kinds, weights)[0]
        out.append(Fault(round(t, 3), kind, rng.randrange(nodes)))
