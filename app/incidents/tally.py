"""Per-rule tallies of one job's signals, and the facts the analyzer learned besides them.

Bounded state: a verdict is built from these, never from the list of lines or signals.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from app.classify.rules import Rule
from app.classify.schemas import Signal
from app.incidents.causal import CausalFacts
from app.incidents.fallback import FallbackClasses
from app.incidents.hang import HangLocalization
from app.incidents.phase import PhaseTracker
from app.vocabulary import Category

MAX_NODES_PER_RULE = 256
MAX_RANKS_PER_RULE = 1 << 16
# Catch-alls (a bare RuntimeError, any final exception) sit at or below this priority.
GENERIC_PRIORITY = 20
# A root cause this specific, with another owner, elsewhere in the job, makes the verdict ambiguous.
CONFLICT_PRIORITY = 50
# ... and only when it is nearly as specific: a dead node's fabric errors elsewhere are its echo.
CONFLICT_WINDOW = 10
# Launcher-level symptoms (torchrun summaries, srun task exits) sit at or below this priority.
LAUNCHER_PRIORITY = 20
MAX_COLLECTIVES = 64
# The key of collectives reported without a sequence number (PyTorch before 2.0).
UNSEQUENCED = "?"
# Symptoms every surviving rank prints on its own: the ranks that did not print them stand out.
ECHO_CATEGORIES = frozenset({Category.nccl_timeout, Category.nccl_remote_error, Category.hang})
# What a rank prints when a peer died: a cause of this kind yields to an earlier failure elsewhere.
KNOCK_ON_CATEGORIES = frozenset(
    {
        Category.nccl_timeout,
        Category.nccl_remote_error,
        Category.connection_error,
        Category.network_error,
        Category.hang,
    }
)


def earlier(a: Signal, b: Signal) -> bool:
    """Whether ``a`` happened before ``b``: by timestamp when both have one, else by log position."""
    if a.ts is not None and b.ts is not None and a.ts != b.ts:
        return a.ts < b.ts
    return a.line_index < b.line_index


@dataclass(slots=True)
class RuleTally:
    rule: Rule
    first: Signal
    count: int = 0
    first_by_node: dict[str, Signal] = field(default_factory=dict)
    first_by_rank: dict[int, Signal] = field(default_factory=dict)
    ranks: set[int] = field(default_factory=set)
    # NCCL timeouts: sequence number -> collective -> ranks stuck in it.
    collectives: dict[str, dict[str, set[int]]] = field(default_factory=dict)

    def add(self, signal: Signal) -> None:
        self.count += 1
        seq, op = signal.fields.get("seq"), signal.fields.get("op")
        if seq is not None:
            # Sequence numbers count per process group: "pg:seq" names one collective.
            seq = f"{signal.fields.get('pg', '0')}:{seq}"
        elif op is not None:
            # Older PyTorch names the collective without its sequence number.
            seq = UNSEQUENCED
        tracked = seq in self.collectives or len(self.collectives) < MAX_COLLECTIVES
        if seq is not None and op is not None and signal.rank is not None and tracked:
            ops = self.collectives.setdefault(seq, {})
            if len(ops.setdefault(op, set())) < MAX_RANKS_PER_RULE:
                ops[op].add(signal.rank)
        if earlier(signal, self.first):
            self.first = signal
        if signal.node is not None:
            current = self.first_by_node.get(signal.node)
            if current is None:
                if len(self.first_by_node) < MAX_NODES_PER_RULE:
                    self.first_by_node[signal.node] = signal
            elif earlier(signal, current):
                self.first_by_node[signal.node] = signal
        if signal.rank is not None and len(self.ranks) < MAX_RANKS_PER_RULE:
            self.ranks.add(signal.rank)
            seen = self.first_by_rank.get(signal.rank)
            if seen is None or earlier(signal, seen):
                self.first_by_rank[signal.rank] = signal


@dataclass(slots=True)
class JobFacts:
    """What the analyzer learned about the job besides signals."""

    world_size: int | None
    seen_ranks: set[int]
    rank_node: dict[int, str]
    job_nodes: list[str]
    # Hang stack dumps: the odd-one-out localization, or a single faulthandler stack.
    hang: HangLocalization | None = None
    stall_frames: tuple[str, ...] = ()
    # What knock-on lines said (NCCL progress, flight recorder, lost peers).
    causal: CausalFacts | None = None
    # Restarts the job already had (its history), for the action table.
    restarts: int = 0
    # The never-silent fallback's word classes: the category an unrecognised line's words name.
    fallback: FallbackClasses | None = None
    # Where progress and set-up markers appeared (the failure's phase, app.incidents.phase).
    phase: PhaseTracker | None = None


def order(s: Signal) -> tuple[float, int]:
    return (s.ts if s.ts is not None else float("-inf"), s.line_index)


def earliest(tallies: Iterable[RuleTally]) -> RuleTally:
    best: RuleTally | None = None
    for t in tallies:
        if best is None or earlier(t.first, best.first):
            best = t
    assert best is not None
    return best


def elsewhere(a: Signal, b: Signal) -> bool:
    """Two signals from different processes (a cascade on one node/rank is not a conflict)."""
    if a.node is not None and b.node is not None and a.node != b.node:
        return True
    return a.rank is not None and b.rank is not None and a.rank != b.rank
