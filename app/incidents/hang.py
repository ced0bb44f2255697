"""Hang localization from the agent's watchdog stack dumps, as ByteRobust does it.

When a collective hangs, every healthy rank waits in the same place (the all-reduce) and the
rank that caused it is somewhere else (a dataloader, a sleep, a different collective). So: take
every rank's stack, normalise it, group ranks with identical stacks, and name the odd ones out
(the minority groups) as culprits. Pure functions, no I/O.

API:

- :class:`HangDumpCollector`: ``feed(LogLine)`` every line of a job (any stream; the agent posts
  its dumps on stream ``"watchdog"`` and also prints them to stderr). It finds the dumps between
  the markers of ``app.agent.watchdog``::

      === crashcart hang watchdog: rank <R> no progress for <T>s at step <S>; stack dump begin ===
      ... faulthandler output ...
      === crashcart hang watchdog: rank <R> stack dump end ===

  ``stacks()`` gives ``{rank: dump text}`` (the latest complete dump of each rank);
  ``localize(world_size)`` runs :func:`localize_hang` on them (None before any dump).
- :func:`localize_hang(stacks, world_size=None)` returns a :class:`HangLocalization`: the groups
  (ranks and normalised frames), ``culprit_ranks``, ``missing_ranks`` (no dump although the job
  has ``world_size`` ranks: a process stuck holding the GIL, or gone) and an explanation.

Rules: the largest group is the majority; ranks in the smaller groups are the odd ones out. An
odd group whose stack is itself inside a collective (c10d, DDP's buffer broadcast, ...) is a
victim with a different view (the root of a broadcast waiting for the hung rank), so when some
odd groups are inside a collective and others are not, only the latter are culprits. If groups
tie for largest, a group outside any collective is still named; otherwise nothing can be
concluded from stacks alone (``ambiguous``). Ranks that sent no dump are culprits only when all
the dumps that came agree and outnumber them (a rank holding the GIL cannot dump); otherwise
they may just be late, since a job's watchdogs fire seconds apart. The collector re-localizes
whenever another dump completes, so the answer converges as dumps arrive.

Normalisation keeps, per frame, the file's base name and the function, and drops line numbers,
thread ids and paths: two ranks blocked in the same function at different lines are still "in
the same place". Only the main thread counts (the one that is not started by ``threading``);
helper threads (heartbeat sender, the watchdog itself, pin-memory threads) differ by timing, not
by fault. If no main thread is recognisable, all threads are used.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from app.logline import LogLine

BEGIN_RE = re.compile(
    r"=== crashcart hang watchdog: rank (?P<rank>\d+) no progress for (?P<stalled>[\d.]+)s "
    r"at step (?P<step>-?\d+); stack dump begin ==="
)
END_RE = re.compile(r"=== crashcart hang watchdog: rank (?P<rank>\d+) stack dump end ===")
_THREAD_RE = re.compile(
    r"(?:(?P<current>Current thread)|Thread) 0x[0-9a-fA-F]+|Stack \(most recent call first\)"
)
_FRAME_RE = re.compile(r'File "(?P<file>[^"]*)", line (?:\d+|\?\?\?) in (?P<func>\S+)')
_SOURCE_PREFIX_RE = re.compile(r"^\s*\[(?:rank|default)(?P<rank>\d+)\]:")
_MAX_DUMP_LINES = 5000
_THREAD_BOOTSTRAP = "threading.py:_bootstrap"
# Frames of torch.distributed (c10d, DDP, functional collectives) and collective-named calls.
_COLLECTIVE_FRAME_RE = re.compile(
    r"^(?:distributed_c10d|distributed|_functional_collectives|c10d_logger)\.py:"
    r"|:(?:all_reduce|allreduce|all_gather\w*|reduce_scatter\w*|broadcast\w*|barrier|all_to_all\w*)$"
)


@dataclass(frozen=True, slots=True)
class StackGroup:
    ranks: tuple[int, ...]
    frames: tuple[str, ...]  # normalised, innermost first ("file.py:function")

    @property
    def innermost(self) -> str:
        return self.frames[0] if self.frames else "<no Python frame>"


@dataclass(frozen=True, slots=True)
class HangLocalization:
    groups: tuple[StackGroup, ...]  # largest first
    culprit_ranks: tuple[int, ...]
    missing_ranks: tuple[int, ...]
    ambiguous: bool
    explanation: str

    def to_dict(self) -> dict[str, object]:
        return {
            "groups": [{"ranks": list(g.ranks), "frames": list(g.frames)} for g in self.groups],
            "culprit_ranks": list(self.culprit_ranks),
            "missing_ranks": list(self.missing_ranks),
            "ambiguous": self.ambiguous,
            "explanation": self.explanation,
        }


def _parse_threads(dump: str) -> list[tuple[bool, list[str]]]:
    """``[(is_current_thread, [normalised frames innermost first])]`` of a faulthandler dump."""
    threads: list[tuple[bool, list[str]]] = []
    for raw in dump.splitlines():
        header = _THREAD_RE.search(raw)
        if header:
            threads.append((header.group("current") is not None, []))
            continue
        frame = _FRAME_RE.search(raw)
        if frame:
            if not threads:
                threads.append((False, []))
            base = re.split(r"[\\/]", frame.group("file"))[-1]
            threads[-1][1].append(f"{base}:{frame.group('func')}")
    return threads


def normalise_stack(dump: str) -> tuple[str, ...]:
    """The frames that identify where a rank is: its main thread's, innermost first."""
    threads = _parse_threads(dump)
    main = [frames for _, frames in threads if frames and frames[-1] != _THREAD_BOOTSTRAP]
    chosen = main or [frames for current, frames in threads if not current] or [f for _, f in threads]
    signature: list[str] = []
    for i, frames in enumerate(chosen):
        if i:
            signature.append("|")
        signature.extend(frames)
    return tuple(signature)


def _ranks_text(ranks: Iterable[int]) -> str:
    return ", ".join(str(r) for r in ranks)


def in_collective(frames: tuple[str, ...]) -> bool:
    """True when a stack is blocked in communication: waiting on peers, not a cause itself."""
    return any(_COLLECTIVE_FRAME_RE.search(frame) for frame in frames)


def localize_hang(stacks: Mapping[int, str], world_size: int | None = None) -> HangLocalization:
    by_signature: dict[tuple[str, ...], list[int]] = {}
    for rank in sorted(stacks):
        by_signature.setdefault(normalise_stack(stacks[rank]), []).append(rank)
    groups = tuple(
        sorted(
            (StackGroup(tuple(ranks), frames) for frames, ranks in by_signature.items()),
            key=lambda g: (-len(g.ranks), g.ranks),
        )
    )
    expected = range(world_size) if world_size else range(0)
    missing = tuple(r for r in expected if r not in stacks)
    if not groups:
        return HangLocalization((), (), missing, True, "no stack dumps received")
    majority = groups[0]
    tied = len(groups) > 1 and len(groups[1].ranks) == len(majority.ranks)
    # The odd ones out: every group but the majority, or every group when none has a majority.
    odd_groups = [g for g in groups if len(g.ranks) == len(majority.ranks)] if tied else list(groups[1:])
    # An odd group that is itself blocked in a collective (e.g. the root of a broadcast that
    # waits for the hung rank) is a victim with a different view; prefer the ones that are not.
    outside = [g for g in odd_groups if not in_collective(g.frames)]
    if tied and len(outside) == len(odd_groups):
        outside = []  # nothing tells the tied groups apart
    culprit_groups = outside or ([] if tied else odd_groups)
    # A missing dump is damning only when every dump that came agrees and they are the majority;
    # otherwise the rank may merely be late (the watchdogs of a job fire seconds apart).
    missing_named = len(groups) == 1 and len(missing) < len(stacks)
    culprits = tuple(
        sorted({r for g in culprit_groups for r in g.ranks} | set(missing if missing_named else ()))
    )
    parts = [] if tied else [f"ranks {_ranks_text(majority.ranks)} wait in {majority.innermost}"]
    for group in odd_groups:
        where = "blocked in a collective" if in_collective(group.frames) else "outside any collective"
        parts.append(f"rank(s) {_ranks_text(group.ranks)} are in {group.innermost} ({where})")
    if missing:
        parts.append(f"rank(s) {_ranks_text(missing)} sent no stack dump (yet)")
    ambiguous = not culprits and tied
    if ambiguous:
        parts.insert(0, "ranks split evenly, no majority stack")
    elif not culprits:
        parts.append("every rank is in the same place: no odd one out")
    return HangLocalization(groups, culprits, missing, ambiguous, "; ".join(parts))


@dataclass(slots=True)
class _PendingDump:
    rank: int
    step: int
    stalled_s: float
    lines: list[str] = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class HangDump:
    rank: int
    step: int
    stalled_s: float
    node: str | None
    text: str


class HangDumpCollector:
    """Gathers watchdog dumps per rank from a job's lines, in any order of streams."""

    def __init__(self) -> None:
        self._pending: dict[tuple[str | None, int | None, str], _PendingDump] = {}
        self.dumps: dict[int, HangDump] = {}

    @staticmethod
    def _source(line: LogLine) -> tuple[str | None, int | None, str]:
        rank = line.rank
        if rank is None and (prefix := _SOURCE_PREFIX_RE.match(line.text)):
            rank = int(prefix.group("rank"))  # a launcher merged ranks into one stream
        return line.node, rank, line.stream

    def feed(self, line: LogLine) -> None:
        source = self._source(line)
        begin = BEGIN_RE.search(line.text)
        if begin:
            self._pending[source] = _PendingDump(
                int(begin.group("rank")), int(begin.group("step")), float(begin.group("stalled"))
            )
            return
        pending = self._pending.get(source)
        if pending is None:
            return
        end = END_RE.search(line.text)
        if end and int(end.group("rank")) == pending.rank:
            del self._pending[source]
            text = "\n".join(pending.lines)
            self.dumps[pending.rank] = HangDump(
                pending.rank, pending.step, pending.stalled_s, line.node, text
            )
        elif len(pending.lines) < _MAX_DUMP_LINES:
            pending.lines.append(line.text)

    def feed_many(self, lines: Iterable[LogLine]) -> None:
        for line in lines:
            self.feed(line)

    def stacks(self) -> dict[int, str]:
        return {rank: dump.text for rank, dump in self.dumps.items()}

    def localize(self, world_size: int | None = None) -> HangLocalization | None:
        if not self.dumps:
            return None
        return localize_hang(self.stacks(), world_size)
