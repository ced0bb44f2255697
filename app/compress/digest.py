"""The digest of a job's log: what an LLM (or a human) needs to see, within a token budget.

:class:`DigestBuilder` is fed every line with its template (and the rules that fired on it) and
keeps, in bounded memory:

- per template: count, first/last line index and the ranks that printed it;
- the salient lines: every rule hit, lines whose template carries error vocabulary, Python
  tracebacks (identical ones from many ranks folded into one, with the rank list), the last lines
  of each rank, and the first occurrence of each template.

A log that fits the budget whole is its own digest. Otherwise
:meth:`DigestBuilder.build` fills the budget by priority (rule hits, tracebacks, error lines, last
lines per rank, the template table, first occurrences) and renders the kept items in that order.
Lines are quoted verbatim so that a diagnosis can cite them as evidence.
"""

from __future__ import annotations

import re
from collections import deque
from collections.abc import Hashable, Sequence
from dataclasses import dataclass, field
from typing import TypeVar

from app.classify.prefixes import split_prefix
from app.classify.schemas import Signal
from app.compress.miner import TemplateHit
from app.compress.tokens import CHARS_PER_TOKEN, approx_tokens
from app.logline import LogLine

ERROR_VOCABULARY = re.compile(
    r"(?i)(?:\b(?:error|errors|exception|traceback|fatal|fail|failed|failure|abort|aborted|killed|"
    r"segfault|segmentation fault|core dumped|xid|nan|timeout|timed out|oom|out of memory|"
    r"uncorrectable|unhandled|panic|sigkill|sigsegv|sigabrt)\b|\w+Error\b|\w+Exception\b)"
)
_TRACEBACK_START = "Traceback (most recent call last)"
_TRACEBACK_GLUE = ("During handling of the above exception", "The above exception was the direct cause")
MAX_TRACEBACK_LINES = 120
MAX_GROUPS = 2000  # per kind of salient group; beyond it, new groups are counted but not kept
MAX_RANKS_TRACKED = 4096  # per template and group; also the most ranks whose last lines are kept
MAX_TEMPLATES_TRACKED = 20_000
_K = TypeVar("_K", bound=Hashable)


@dataclass(frozen=True, slots=True)
class DigestTemplate:
    id: int
    template: str
    count: int
    first_index: int
    last_index: int
    ranks: int  # how many distinct ranks printed it (capped at MAX_RANKS_TRACKED)


@dataclass(frozen=True, slots=True)
class SalientLine:
    """A verbatim line kept in the digest; ``ranks``/``count`` say how many it stands for."""

    index: int
    text: str
    reason: str  # rule | traceback | error | last | first, or "all" when the whole log fits
    ranks: tuple[int, ...] = ()
    count: int = 1
    rule_ids: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Digest:
    text: str
    tokens: int
    budget_tokens: int
    lines: int
    templates: list[DigestTemplate]
    salient_lines: list[SalientLine]
    omitted_items: int = 0


@dataclass(slots=True)
class _TemplateAgg:
    template: str
    count: int = 0
    first_index: int = 0
    last_index: int = 0
    ranks: set[int] = field(default_factory=set)
    is_error: bool = False


@dataclass(slots=True)
class _Group:
    """Same thing printed by several ranks: the first line verbatim, plus who and how often."""

    first: LogLine
    ranks: set[int] = field(default_factory=set)
    count: int = 0
    rule_ids: list[str] = field(default_factory=list)
    lines: list[LogLine] = field(default_factory=list)  # tracebacks: the whole block


def format_ranks(ranks: Sequence[int] | set[int]) -> str:
    """``[0, 1, 2, 5, 7, 8]`` -> ``"0-2,5,7-8"``."""
    ordered = sorted(ranks)
    parts: list[str] = []
    i = 0
    while i < len(ordered):
        j = i
        while j + 1 < len(ordered) and ordered[j + 1] == ordered[j] + 1:
            j += 1
        parts.append(str(ordered[i]) if i == j else f"{ordered[i]}-{ordered[j]}")
        i = j + 1
    return ",".join(parts)


def _rank_key(line: LogLine) -> int:
    return -1 if line.rank is None else line.rank


class DigestBuilder:
    def __init__(
        self, budget_tokens: int = 4000, tail_lines: int = 3, *, whole_log_if_fits: bool = True
    ) -> None:
        self.budget_tokens = budget_tokens
        self.tail_lines = tail_lines
        self.lines = 0
        self._templates: dict[int, _TemplateAgg] = {}
        self._first: dict[int, LogLine] = {}
        self._rule_groups: dict[tuple[str, int], _Group] = {}
        self._error_groups: dict[int, _Group] = {}
        self._tracebacks: dict[tuple[int, ...], _Group] = {}
        self._open_tracebacks: dict[int, tuple[list[LogLine], list[int]]] = {}
        self._tails: dict[int, deque[tuple[LogLine, int]]] = {}
        self.dropped_groups = 0
        self.untracked_lines = 0
        # While the whole log fits the budget it is kept as is: then the digest is the log itself.
        self._verbatim: list[LogLine] | None = [] if whole_log_if_fits else None
        self._verbatim_chars = 0

    # --- feeding ------------------------------------------------------------------------------
    def feed(self, line: LogLine, hit: TemplateHit, signals: Sequence[Signal] = ()) -> None:
        self.lines += 1
        if self._verbatim is not None:
            self._verbatim_chars += len(line.text) + 10  # + the quoted index
            if self._verbatim_chars > self.budget_tokens * CHARS_PER_TOKEN:
                self._verbatim = None
            else:
                self._verbatim.append(line)
        tid = hit.template_id
        rank = _rank_key(line)
        agg = self._templates.get(tid)
        if agg is None:
            agg = _TemplateAgg(hit.template, first_index=line.index)
            agg.is_error = ERROR_VOCABULARY.search(hit.template) is not None
            if len(self._templates) < MAX_TEMPLATES_TRACKED:
                self._templates[tid] = agg
                self._first[tid] = line
            else:  # a job minting templates without end: count, but keep no more state
                self.untracked_lines += 1
        elif agg.template is not hit.template:
            agg.template = hit.template
        agg.count += 1
        agg.last_index = line.index
        if len(agg.ranks) < MAX_RANKS_TRACKED:
            agg.ranks.add(rank)

        tail = self._tails.get(rank)
        if tail is None and len(self._tails) < MAX_RANKS_TRACKED:
            tail = self._tails[rank] = deque(maxlen=self.tail_lines)
        if tail is not None:
            tail.append((line, tid))

        if agg.is_error:
            self._group(self._error_groups, tid, line, rank)
        for signal in signals:
            group = self._group(self._rule_groups, (signal.rule_id, tid), line, rank)
            if group is not None and signal.rule_id not in group.rule_ids:
                group.rule_ids.append(signal.rule_id)
        if rank in self._open_tracebacks:
            self._continue_traceback(line, tid, rank)
        elif _TRACEBACK_START in line.text and len(self._open_tracebacks) < MAX_RANKS_TRACKED:
            self._open_tracebacks[rank] = ([line], [tid])

    def _group(self, groups: dict[_K, _Group], key: _K, line: LogLine, rank: int) -> _Group | None:
        group = groups.get(key)
        if group is None:
            if len(groups) >= MAX_GROUPS:
                self.dropped_groups += 1
                return None
            group = groups[key] = _Group(first=line)
        group.count += 1
        if len(group.ranks) < MAX_RANKS_TRACKED:
            group.ranks.add(rank)
        return group

    def _continue_traceback(self, line: LogLine, tid: int, rank: int) -> None:
        lines, tids = self._open_tracebacks[rank]
        message = split_prefix(line.text).message
        if _TRACEBACK_START in message:  # a new one starts: close the previous
            self._close_traceback(rank)
            self._open_tracebacks[rank] = ([line], [tid])
            return
        lines.append(line)
        tids.append(tid)
        continues = not message or message[0].isspace() or message.startswith(_TRACEBACK_GLUE)
        if not continues or len(lines) >= MAX_TRACEBACK_LINES:
            self._close_traceback(rank)  # the exception line ends the block

    def _close_traceback(self, rank: int) -> None:
        lines, tids = self._open_tracebacks.pop(rank)
        group = self._group(self._tracebacks, tuple(tids), lines[0], rank)
        if group is not None and not group.lines:
            group.lines = lines

    # --- building -----------------------------------------------------------------------------
    def build(self) -> Digest:
        """The digest so far; feeding may go on afterwards (a live job's digest is rebuilt)."""
        whole = self._whole_log()
        if whole is not None:
            return whole
        items = self._candidates()
        header = (
            f"Log digest: {self.lines} lines, {len(self._templates)} templates, "
            f"{len([r for r in self._tails if r >= 0])} ranks. Verbatim lines are prefixed with their "
            "0-based line index; 'ranks' lists who printed the same thing."
        )
        remaining = self.budget_tokens - approx_tokens(header) - 8 * len(_SECTION_TITLES)
        chosen: list[_Item] = []
        omitted = 0
        for item in items:
            if item.tokens <= remaining:
                chosen.append(item)
                remaining -= item.tokens
            else:
                omitted += 1
        text = _render(header, chosen)
        salient = [s for item in chosen for s in item.lines]
        return Digest(
            text=text,
            tokens=approx_tokens(text),
            budget_tokens=self.budget_tokens,
            lines=self.lines,
            templates=self.templates(),
            salient_lines=salient,
            omitted_items=omitted,
        )

    def _whole_log(self) -> Digest | None:
        """A log that fits the budget is its own best digest."""
        if not self._verbatim:
            return None
        text = f"Log digest: the whole log, {self.lines} lines, each prefixed with its 0-based index.\n"
        text += "\n".join(f"{ln.index}: {ln.text}" for ln in self._verbatim)
        if approx_tokens(text) > self.budget_tokens:
            return None
        return Digest(
            text=text,
            tokens=approx_tokens(text),
            budget_tokens=self.budget_tokens,
            lines=self.lines,
            templates=self.templates(),
            salient_lines=[
                SalientLine(ln.index, ln.text, "all", () if ln.rank is None else (ln.rank,))
                for ln in self._verbatim
            ],
        )

    def templates(self) -> list[DigestTemplate]:
        return [
            DigestTemplate(tid, a.template, a.count, a.first_index, a.last_index, len(a.ranks))
            for tid, a in sorted(self._templates.items())
        ]

    def _candidates(self) -> list[_Item]:
        """Every item the digest could hold, highest priority first."""
        items: list[_Item] = []
        shown: set[int] = set()  # line indexes already quoted

        def quote(section: str, reason: str, group: _Group, lines: list[LogLine], label: str) -> None:
            salient = [
                SalientLine(
                    ln.index, ln.text, reason, tuple(sorted(group.ranks)), group.count, tuple(group.rule_ids)
                )
                for ln in lines
            ]
            body = label + "\n" + "\n".join(f"  {ln.index}: {ln.text}" for ln in lines)
            items.append(_Item(section, body, salient))
            shown.update(ln.index for ln in lines)

        for group in sorted(self._rule_groups.values(), key=lambda g: g.first.index):
            quote(
                "Rule hits",
                "rule",
                group,
                [group.first],
                f"- [{', '.join(group.rule_ids)}] x{group.count}, {_ranks_label(group.ranks)}",
            )
        for group in self._traceback_groups():
            quote(
                "Tracebacks",
                "traceback",
                group,
                group.lines,
                f"- x{group.count}, {_ranks_label(group.ranks)}",
            )
        for group in sorted(self._error_groups.values(), key=lambda g: g.first.index):
            if group.first.index not in shown:
                quote(
                    "Error lines",
                    "error",
                    group,
                    [group.first],
                    f"- x{group.count}, {_ranks_label(group.ranks)}",
                )
        for group in self._folded_tails():
            quote("Last lines of each rank", "last", group, group.lines, f"- {_ranks_label(group.ranks)}")
        by_rarity = sorted(self._templates.items(), key=lambda kv: (not kv[1].is_error, kv[1].count, kv[0]))
        for tid, agg in by_rarity:
            row = (
                f"- T{tid} x{agg.count} lines {agg.first_index}..{agg.last_index} "
                f"{len(agg.ranks)} rank(s): {agg.template}"
            )
            items.append(_Item("Templates (rarest first)", row, []))
        for tid in sorted(self._first, key=lambda t: self._first[t].index):
            line = self._first[tid]
            if line.index not in shown:
                single = _Group(first=line, ranks={_rank_key(line)}, count=1)
                quote("First occurrence of each template", "first", single, [line], f"- T{tid}")
        return items

    def _traceback_groups(self) -> list[_Group]:
        """Closed tracebacks plus the ones still open (a rank that died, or is dying, mid-traceback),
        folded the same way, without touching the builder's state."""
        groups = {
            key: _Group(first=g.first, ranks=set(g.ranks), count=g.count, lines=g.lines)
            for key, g in self._tracebacks.items()
        }
        for rank, (lines, tids) in self._open_tracebacks.items():
            group = groups.get(tuple(tids))
            if group is None:
                group = groups[tuple(tids)] = _Group(first=lines[0], lines=list(lines))
            group.count += 1
            group.ranks.add(rank)
        return sorted(groups.values(), key=lambda g: g.first.index)

    def _folded_tails(self) -> list[_Group]:
        """Ranks whose last lines have the same templates are shown once."""
        folded: dict[tuple[int, ...], _Group] = {}
        for rank, tail in self._tails.items():
            key = tuple(tid for _, tid in tail)
            group = folded.get(key)
            if group is None:
                group = folded[key] = _Group(first=tail[0][0], lines=[ln for ln, _ in tail])
            group.ranks.add(rank)
            group.count += 1
        return sorted(folded.values(), key=lambda g: g.first.index)


_SECTION_TITLES = (
    "Rule hits",
    "Tracebacks",
    "Error lines",
    "Last lines of each rank",
    "Templates (rarest first)",
    "First occurrence of each template",
)


@dataclass(slots=True)
class _Item:
    section: str
    body: str
    lines: list[SalientLine]
    tokens: int = 0

    def __post_init__(self) -> None:
        self.tokens = approx_tokens(self.body) + 1


def _ranks_label(ranks: set[int]) -> str:
    real = [r for r in ranks if r >= 0]
    if not real:
        return "no rank"
    return f"ranks {format_ranks(real)} ({len(real)})" if len(real) > 1 else f"rank {real[0]}"


def _render(header: str, chosen: list[_Item]) -> str:
    out = [header]
    for title in _SECTION_TITLES:
        bodies = [item.body for item in chosen if item.section == title]
        if bodies:
            out.append(f"\n## {title}")
            out.extend(bodies)
    return "\n".join(out)
