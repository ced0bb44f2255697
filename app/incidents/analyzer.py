"""Streaming analysis of one job's log: lines in, signals out, verdicts on demand.

The live pipeline calls :meth:`JobAnalyzer.feed` per line and :meth:`JobAnalyzer.verdicts` after a
batch that produced signals; ``crashcart diagnose`` does the same over files. Per-line cost is a
prefix split, a few substring tests for multi-line state and the rule prefilter; everything kept
is bounded (tallies per rule, capped signal list, capped rank maps).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from app.classify.engine import RuleEngine, RuleHit
from app.classify.multiline import MultilineTracker
from app.classify.prefixes import pdsh_host, split_prefix
from app.classify.schemas import Signal
from app.incidents.correlate import GENERIC_PRIORITY, IncidentBook, JobFacts
from app.incidents.hang import HangDumpCollector, HangLocalization
from app.incidents.schemas import Verdict
from app.incidents.stalls import FaulthandlerDumps
from app.logline import LogLine
from app.vocabulary import Category

MAX_SIGNALS = 50_000
MAX_RANKS = 1 << 17
MAX_PDSH_CANDIDATES = 4096
PDSH_CONFIRMATIONS = 3
_NCCL_RANKS = re.compile(r"\brank (\d+) nRanks (\d+)")
_WORLD_SIZE = re.compile(r"\bworld[_ ]size\s*[=:]\s*(\d+)", re.IGNORECASE)


class JobAnalyzer:
    def __init__(
        self, engine: RuleEngine, job_nodes: Sequence[str] | None = None, world_size: int | None = None
    ) -> None:
        self.engine = engine
        self.job_nodes = list(job_nodes or [])
        self.world_size = world_size
        self._world_declared = world_size is not None
        self._known_nodes: set[str] = set(self.job_nodes)
        self._tracker = MultilineTracker()
        self._book = IncidentBook()
        self._signals: list[Signal] = []
        self._seen_ranks: set[int] = set()
        self._rank_node: dict[int, str] = {}
        self._pid_rank: dict[tuple[str, str], int] = {}
        self._pdsh_seen: dict[str, int] = {}
        # Hang stack dumps: the agent's watchdog markers and faulthandler's "Timeout (...)!".
        self._hang_dumps = HangDumpCollector()
        self._hang_seen = False
        self._faulthandler = FaulthandlerDumps()
        self._hang_key: tuple[int, ...] = ()
        self._hang_loc: HangLocalization | None = None
        self._dirty = False
        self._cached: list[Verdict] = []
        self.lines_seen = 0

    @property
    def signals(self) -> list[Signal]:
        return self._signals

    @property
    def seen_ranks(self) -> frozenset[int]:
        """Ranks that printed anything (from prefixes, shippers or NCCL lines)."""
        return frozenset(self._seen_ranks)

    def feed(self, line: LogLine) -> list[Signal]:
        self.lines_seen += 1
        text = line.text.rstrip("\r\n")
        prefix = split_prefix(text, self._known_nodes)
        if prefix.node is None and prefix.message is text and ": " in text[:64]:
            self._learn_pdsh(text)
        node = prefix.node or line.node
        rank = prefix.rank if prefix.rank is not None else line.rank
        if prefix.pid is not None and node is not None:
            self._learn_pid(node, prefix.pid, rank)
            if rank is None:
                rank = self._pid_rank.get((node, prefix.pid))
        if rank is not None:
            self._learn_rank(rank, node)
        message = prefix.message
        if "nRanks" in message or "orld" in message:
            self._learn_world(message)
        key = (node, rank, line.stream)
        if self._hang_seen or "hang watchdog" in message:
            self._hang_seen = True
            self._hang_dumps.feed(
                LogLine(message, index=line.index, node=node, rank=rank, stream=line.stream)
            )
            # A completed dump can move the culprit although the line itself is no signal.
            self._dirty = self._dirty or "stack dump end" in message
        if self._faulthandler.active:
            self._faulthandler.feed(key, message)
            self._dirty = True
        ctx = self._tracker.observe(key, message, text, line.index)
        hits = [] if ctx.source_line else self.engine.match(message, in_traceback=ctx.exception_line)
        out = [self._signal(h, text, line.index, node, rank, line.ts, ctx.fields) for h in _specific(hits)]
        for syn in ctx.synthetic:
            for hit in _specific(self.engine.match(syn.message)):
                out.append(self._signal(hit, syn.line, syn.index, node, rank, line.ts, syn.fields))
        for signal in out:
            if signal.category == Category.hang and message.startswith("Timeout ("):
                self._faulthandler.start(key)
            if len(self._signals) < MAX_SIGNALS:
                self._signals.append(signal)
            self._book.add(signal, self.engine.by_id[signal.rule_id])
        if out:
            self._dirty = True
        return out

    @property
    def changed(self) -> bool:
        """Whether :meth:`verdicts` would be recomputed: new signals, or a hang stack dump completed
        (which moves the culprit without a new signal)."""
        return self._dirty

    def verdicts(self) -> list[Verdict]:
        """One verdict per incident (a job's signals form one incident); [] when nothing failed."""
        if self._dirty:
            hanging = self._book.has_category(Category.hang)
            fault_dump = self._faulthandler.first() if hanging else None
            facts = JobFacts(
                world_size=self.world_size,
                seen_ranks=self._seen_ranks,
                rank_node=self._rank_node,
                job_nodes=self.job_nodes,
                hang=self._hang_localization() if hanging else None,
                stall_frames=fault_dump[1] if fault_dump else (),
            )
            verdict = self._book.verdict(facts)
            self._cached = [verdict] if verdict is not None else []
            self._dirty = False
        return list(self._cached)

    def _hang_localization(self) -> HangLocalization | None:
        """Localize from the stack dumps, again only when a dump arrived since the last time."""
        key = tuple(id(d) for d in self._hang_dumps.dumps.values())
        if key != self._hang_key:
            self._hang_key = key
            self._hang_loc = self._hang_dumps.localize(self.world_size)
        return self._hang_loc

    # --- learning the job's shape ----------------------------------------------------------------
    def _signal(
        self,
        hit: RuleHit,
        text: str,
        index: int,
        node: str | None,
        rank: int | None,
        ts: float | None,
        context: dict[str, str],
    ) -> Signal:
        rule = hit.rule
        fields = {**context, **hit.fields}
        sig_node = fields.get("node") or node
        sig_rank = rank
        named_rank = fields.get("rank", "")
        if named_rank.isdigit():
            sig_rank = int(named_rank)
        if sig_node is None and sig_rank is not None:
            sig_node = self._rank_node.get(sig_rank)
        if sig_node is not None:
            self._known_nodes.add(sig_node)
        if sig_rank is not None and sig_node is not None:
            self._learn_rank(sig_rank, sig_node)
        return Signal(
            rule_id=rule.id,
            category=rule.category,
            layer=rule.effective_layer,
            blame=rule.blame,
            action=rule.action,
            confidence=rule.confidence,
            symptom=rule.symptom,
            line=text,
            line_index=index,
            node=sig_node,
            rank=sig_rank,
            ts=ts,
            ambiguous=rule.ambiguous,
            fields=fields,
        )

    def _learn_rank(self, rank: int, node: str | None) -> None:
        if len(self._seen_ranks) < MAX_RANKS:
            self._seen_ranks.add(rank)
            if node is not None and rank not in self._rank_node:
                self._rank_node[rank] = node
                self._known_nodes.add(node)

    def _learn_pdsh(self, text: str) -> None:
        """A ``host: `` prefix seen on a few lines is a pdsh/clush host: learn it as a node."""
        host = pdsh_host(text)
        if host is None or len(self._pdsh_seen) >= MAX_PDSH_CANDIDATES:
            return
        seen = self._pdsh_seen.get(host, 0) + 1
        self._pdsh_seen[host] = seen
        if seen >= PDSH_CONFIRMATIONS:
            self._known_nodes.add(host)

    def _learn_pid(self, node: str, pid: str, rank: int | None) -> None:
        if rank is not None and len(self._pid_rank) < MAX_RANKS:
            self._pid_rank.setdefault((node, pid), rank)
        self._known_nodes.add(node)

    def _learn_world(self, message: str) -> None:
        if self._world_declared:
            return
        m = _NCCL_RANKS.search(message) or _WORLD_SIZE.search(message)
        if m:
            size = int(m.group(m.lastindex or 1))
            if 0 < size <= MAX_RANKS:
                self.world_size = max(self.world_size or 0, size)


def _specific(hits: list[RuleHit]) -> list[RuleHit]:
    """A line is one event: keep its most specific root-cause hit and every symptom hit.

    A catch-all beside a symptom on the same line (the launcher's ``ChildFailedError`` ending a
    traceback) is the symptom, not a root cause.
    """
    if len(hits) < 2:
        return hits
    symptoms = [h for h in hits if h.rule.symptom]
    roots = [h for h in hits if not h.rule.symptom]
    if symptoms:
        roots = [h for h in roots if h.rule.priority > GENERIC_PRIORITY]
    if roots:
        symptoms.append(max(roots, key=lambda h: h.rule.priority))
    return symptoms
