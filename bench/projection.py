"""The fleet projection's math: ETTR of one synchronous job spanning a cluster, from failure rates
per node-day, outage per fault kind and the work lost to the checkpoint interval. Pure.

Every failure on any of the job's nodes stops the whole job (synchronous data/tensor parallel
training). A failure costs its *outage* (fault -> training again: detection, the decision, the
restart, loading the checkpoint) plus the *lost work* (the steps since the last checkpoint that
survived it, redone: on average half a checkpoint interval). So, for a job of ``nodes`` nodes,

    failures per day = nodes * sum(rate per node-day of each kind)
    ETTR = 1 - failures per day * E[outage + lost work] / 86400       (clamped at 0)

and the trace-driven figure draws the failures of ``days`` days (Poisson, seeded), each with a
kind, an outage resampled from what the chaos run measured for that kind, and a lost work
uniform over the interval (or, with steps lost measured per injected failure, one of those).
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

DAY_S = 86400.0


@dataclass(frozen=True)
class Checkpointing:
    """Steps between the checkpoints a failure of each kind can restore from, and, when
    measured (bench/checkpoint_tiers.py), the steps each injected failure lost."""

    step_s: float
    memory_every: int | None  # in-memory (peer replica) checkpoints; None: disk only
    disk_every: int
    lost_samples: tuple[float, ...] = ()  # measured steps lost per failure; () -> half an interval

    def interval_steps(self, kind: str, node_lost_with_buddy: bool = False) -> int:
        if self.memory_every is None or node_lost_with_buddy:
            return self.disk_every
        return min(self.memory_every, self.disk_every)

    def mean_steps_lost(self, kind: str) -> float:
        """The measured mean when there are samples; else half an interval on average (the
        failure lands uniformly between two checkpoints)."""
        if self.lost_samples:
            return sum(self.lost_samples) / len(self.lost_samples)
        return self.interval_steps(kind) / 2.0

    def steps_lost(self, kind: str, frac: float) -> float:
        """The steps one failure loses, ``frac`` uniform in [0, 1): a measured sample (picked by
        ``frac``) or that fraction of the interval."""
        if self.lost_samples:
            return self.lost_samples[min(int(frac * len(self.lost_samples)), len(self.lost_samples) - 1)]
        return frac * self.interval_steps(kind)


def sustained_every(state_gib: float, gib_s: float, step_s: float) -> int:
    """The shortest checkpoint interval, in steps, a saver persisting ``gib_s`` keeps up with for
    a state of ``state_gib`` per rank: each save must be done before the next one starts (the
    agent keeps one in flight; a shorter interval makes every save wait for the last)."""
    if state_gib <= 0 or gib_s <= 0 or step_s <= 0:
        raise ValueError("state size, bandwidth and step time must be positive")
    return max(1, math.ceil(state_gib / gib_s / step_s))


@dataclass(frozen=True)
class Regime:
    name: str
    outages: Mapping[str, Sequence[float]]  # kind -> samples of seconds fault -> training again
    checkpointing: Checkpointing


def mean(xs: Sequence[float]) -> float:
    return sum(xs) / len(xs) if xs else 0.0


def expected_cost_s(regime: Regime, kind: str) -> float:
    ck = regime.checkpointing
    return mean(regime.outages[kind]) + ck.mean_steps_lost(kind) * ck.step_s


def expected_ettr(regime: Regime, rates: Mapping[str, float], nodes: int) -> float:
    """ETTR from the expectation (rates per node-day per kind)."""
    lost_per_day = sum(nodes * r * expected_cost_s(regime, k) for k, r in rates.items())
    return max(0.0, 1.0 - lost_per_day / DAY_S)


@dataclass(frozen=True)
class TraceResult:
    ettr: float
    failures: int
    lost_s: float
    steps_lost: float
    by_kind: dict[str, int]


def trace_ettr(regime: Regime, rates: Mapping[str, float], nodes: int, days: float, seed: int) -> TraceResult:
    """ETTR of one drawn trace of ``days`` days (the same seed draws the same failures for every
    regime: kinds and times first, then each regime's outage sample from its own stream)."""
    rng = random.Random(seed)
    total = sum(rates.values()) * nodes  # failures per day
    kinds = list(rates)
    weights = [rates[k] for k in kinds]
    wall = days * DAY_S
    t = 0.0
    lost = steps = 0.0
    by_kind: dict[str, int] = {}
    pick = random.Random(seed * 7919 + 1)
    ck = regime.checkpointing
    while total > 0:
        t += rng.expovariate(total / DAY_S)
        if t >= wall:
            break
        kind = rng.choices(kinds, weights)[0]
        frac = rng.random()
        by_kind[kind] = by_kind.get(kind, 0) + 1
        samples = regime.outages[kind]
        outage = samples[pick.randrange(len(samples))] if samples else 0.0
        redo = ck.steps_lost(kind, frac)
        steps += redo
        lost += outage + redo * ck.step_s
    return TraceResult(max(0.0, 1.0 - lost / wall), sum(by_kind.values()), lost, steps, by_kind)
