"""Streaming analysis of one job's log: lines in, signals out, verdicts on demand.

The live pipeline calls :meth:`JobAnalyzer.feed` per line and :meth:`JobAnalyzer.verdicts` after a
batch that produced signals; ``crashcart diagnose`` does the same over files. Per-line cost is a
prefix split, a few substring tests for multi-line state and the rule prefilter; everything kept
is bounded (tallies per rule, capped signal list, capped rank maps).
"""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence

from app.classify.engine import RuleEngine, RuleHit
from app.classify.envelopes import MAX_LINE, unwrap
from app.classify.multiline import LineContext, MultilineTracker
from app.classify.prefixes import Prefix, split_prefix
from app.classify.schemas import Signal
from app.diagnose.guards import MAX_HARDWARE_NODES, guard_rule_verdict, is_catalog_hardware
from app.incidents.actions import ActionTable, action_table
from app.incidents.causal import CausalFacts, header_rank
from app.incidents.correlate import GENERIC_PRIORITY, IncidentBook, JobFacts
from app.incidents.fallback import fallback_classes
from app.incidents.hang import HangDumpCollector, HangLocalization
from app.incidents.phase import PhaseTracker
from app.incidents.predigest import Predigest
from app.incidents.provenance import may_name_host, speaker
from app.incidents.schemas import Verdict
from app.incidents.stalls import FaulthandlerDumps
from app.incidents.unmatched import (
    ABORT_FRAME,
    RAISED,
    TRACEBACK_CUT,
    UNRECOGNISED,
    UNRECOGNISED_ECHO,
    failure_tier,
    is_echo,
    logged_at_error,
    looks_like_error,
    raised_message,
    raises_exception,
)
from app.logline import LogLine
from app.settings import get_settings
from app.vocabulary import Category

MAX_SIGNALS = 50_000
MAX_RANKS = 1 << 17
MAX_PDSH_CANDIDATES = 4096
MAX_PARTIAL_STREAMS = 4096
PDSH_CONFIRMATIONS = 3
_NCCL_RANKS = re.compile(r"\brank (\d+) nRanks (\d+)")
_WORLD_SIZE = re.compile(r"\bworld[_ ]size\s*[=:]\s*(\d+)", re.IGNORECASE)


class JobAnalyzer:
    # An analyzer pickled before post-mortems existed (a partition's state, app/incidents/handoff.py)
    # is a live one.
    post_mortem = False
    # The message (prefixes stripped) of the last traceback source line that raised (tier RAISED).
    _raising_statement = ""

    def __init__(
        self,
        engine: RuleEngine,
        job_nodes: Sequence[str] | None = None,
        world_size: int | None = None,
        restarts: int = 0,
        actions: ActionTable | None = None,
        *,
        log_aggregators: Collection[str] = (),
        post_mortem: bool = False,
    ) -> None:
        self.engine = engine
        # A post-mortem reads the whole log of a failed job: it notes the last lines whose words
        # tell a failure without looking like an error, for :meth:`conclude` (a running job's
        # analyzer does not: it prints such words and goes on).
        self.post_mortem = post_mortem
        self._last_resort: dict[int, _ResortEntry] = {}
        # Senders allowed to relay other hosts' kernel lines (app.incidents.provenance).
        self.log_aggregators = frozenset(log_aggregators)
        # Nodes with a catalog hardware signature of their own in this job (the verdict guard's ground).
        self._hardware_nodes: set[str] = set()
        self._senders_known = False  # any line with a sender node (live); an offline file has none
        self._hardware_ranks: set[int] = set()  # ... printed before their rank's node was known
        # The never-silent fallback's built-in rules, known to every reader of ``engine.by_id``.
        for rule in _BUILT_IN:
            engine.by_id.setdefault(rule.id, rule)
        self.restarts = restarts
        # The action table beside the engine's rule packs (`crashcart eval --rules DIR` compares
        # whole rule sets), else beside the configured ones; the packaged one when there is none.
        self.actions = actions or action_table(engine.source_dir or get_settings().rules_dir)
        self._causal = CausalFacts()
        # Progress and set-up markers: the phase a failure happened in (app.incidents.phase).
        self._phase = PhaseTracker()
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
        # Partial records (CRI "P", Docker chunks) waiting for the rest of their line, per stream.
        self._partial: dict[tuple[str | None, int | None, str | None], tuple[int, list[str]]] = {}
        # Hang stack dumps: the agent's watchdog markers and faulthandler's "Timeout (...)!".
        self._hang_dumps = HangDumpCollector()
        self._hang_seen = False
        self._faulthandler = FaulthandlerDumps()
        self._hang_key: tuple[int, ...] = ()
        self._hang_loc: HangLocalization | None = None
        self._dirty = False
        self._cached: list[Verdict] = []
        self.lines_seen = 0

    def __getstate__(self) -> dict[str, object]:
        """Pickled for the hand-off between workers (app/incidents/handoff.py): without the shared
        rule engine and action table, which the receiving worker attaches (:meth:`attach`)."""
        state = self.__dict__.copy()
        state["engine"] = None
        state["actions"] = None
        return state

    def attach(self, engine: RuleEngine, actions: ActionTable) -> None:
        """After unpickling: this worker's rule engine and action table."""
        for rule in _BUILT_IN:
            engine.by_id.setdefault(rule.id, rule)
        self.engine, self.actions = engine, actions

    @classmethod
    def merged(cls, parts: Sequence[JobAnalyzer]) -> JobAnalyzer:
        """One job's analyzer from the analyzers of its queue partitions (each fed its own nodes'
        lines, with job-wide line indexes): the signals in line order into one incident book,
        and the facts other nodes' lines need (ranks and their nodes, world size, peers and
        addresses, progress and set-up markers, hang dumps, hardware nodes) joined, so that
        :meth:`verdicts` decides the culprit, root cause and hang over the whole job. Read-only
        for ``parts``; the result is for one verdict (it is not fed)."""
        first = parts[0]
        out = cls(
            first.engine,
            job_nodes=first.job_nodes,
            world_size=first.world_size if first._world_declared else None,
            restarts=first.restarts,
            actions=first.actions,
            log_aggregators=first.log_aggregators,
        )
        if not first._world_declared:
            sizes = [a.world_size for a in parts if a.world_size is not None]
            out.world_size = max(sizes) if sizes else None
        signals = sorted((s for a in parts for s in a._signals), key=lambda s: s.line_index)
        for signal in signals[:MAX_SIGNALS]:
            out._signals.append(signal)
            out._book.add(signal, out.engine.by_id[signal.rule_id])
        causal = out._causal
        phase = out._phase
        for a in parts:
            out.lines_seen += a.lines_seen
            out._senders_known = out._senders_known or a._senders_known
            out._hardware_nodes |= a._hardware_nodes
            out._hardware_ranks |= a._hardware_ranks
            out._seen_ranks |= a._seen_ranks
            for rank, node in a._rank_node.items():
                out._rank_node.setdefault(rank, node)
            out._known_nodes |= a._known_nodes
            out._hang_seen = out._hang_seen or a._hang_seen
            out._hang_dumps.dumps.update(a._hang_dumps.dumps)
            for key, frames in a._faulthandler.dumps.items():
                out._faulthandler.dumps.setdefault(key, frames)
            theirs = a._causal
            causal.progress.update(theirs.progress)
            causal.named_missing |= theirs.named_missing
            for peer, reporters in theirs.peers.items():
                causal.peers.setdefault(peer, set()).update(reporters)
            for peer_rank, voters in theirs.peer_ranks.items():
                causal.peer_ranks.setdefault(peer_rank, set()).update(voters)
            causal.data_peers |= theirs.data_peers
            for address, node in theirs.address_node.items():
                causal.address_node.setdefault(address, node)
            other = a._phase
            phase.traffic = phase.traffic or other.traffic
            for name in ("progress_at", "setup_at"):
                mine, seen = getattr(phase, name), getattr(other, name)
                if seen is not None and (mine is None or seen < mine):
                    setattr(phase, name, seen)
        out._dirty = True
        return out

    def conclude(self) -> None:
        """The log has ended, in a failure (a post-mortem): when no line gave a signal, the last line
        whose words tell a failure (one at its own level before one logged below error, and either
        before the echo of a peer's failure) becomes the never-silent verdict's root cause, so that
        a failed job's log never ends with no verdict. Only an analyzer made with
        ``post_mortem=True`` noted such lines."""
        if self._signals or not self.post_mortem or not self._last_resort:
            return
        tier = min(self._last_resort)
        text, index, node, rank, ts, fields, line = self._last_resort[tier]
        # A traceback cut before its exception line: the rules read the exception the raising
        # statement names as they would have read its line; the statement is the root cause.
        raised = raised_message(self._raising_statement) if tier == RAISED else None
        hits = _specific(self.engine.match(raised, in_traceback=True)) if raised else []
        for hit in hits or [_UNRECOGNISED_HIT]:
            signal = self._signal(hit, text, index, node, rank, ts, fields, line)
            self._signals.append(signal)
            self._book.add(signal, hit.rule)
        self._dirty = True

    def settle(self) -> None:
        """The job's verdict was decided from this analyzer merged with others' (:meth:`merged`):
        what it changed has been looked at."""
        self._dirty = False

    @property
    def signals(self) -> list[Signal]:
        return self._signals

    @property
    def seen_ranks(self) -> frozenset[int]:
        """Ranks that printed anything (from prefixes, shippers or NCCL lines)."""
        return frozenset(self._seen_ranks)

    def feed(self, line: LogLine, pre: Predigest | None = None) -> list[Signal]:
        """The line's signals. ``pre``: what was computed of this line's text before the job's
        lock (app/incidents/predigest.py); feed reads it where it is what feed would compute."""
        self.lines_seen += 1
        text = line.text.rstrip("\r\n")
        if pre is not None and not pre.asked_nodes:
            prefix = pre.prefix
        else:
            prefix, pre = split_prefix(text, self._known_nodes), None
        index = line.index
        if prefix.partial or self._partial:
            joined = self._join_partial(line, text, prefix)
            if joined is None:
                return []
            if joined[1] is not prefix:
                pre = None  # another line (joined records): its own tests below
            text, prefix, index = joined
        if prefix.pdsh_candidate is not None:
            self._learn_pdsh(prefix.pdsh_candidate)
        # A host named by the text speaks for the line only where provenance allows it.
        node = (
            line.node
            if prefix.node is None  # (what speaker answers then, without the call)
            else speaker(
                prefix.node,
                line.node,
                shape=prefix.node_shape,
                stream=line.stream,
                aggregators=self.log_aggregators,
            )
        )
        self._senders_known = self._senders_known or line.node is not None
        rank = prefix.rank if prefix.rank is not None else line.rank
        message = prefix.message
        if rank is None:
            # A host-only prefix (pdsh): c10d names the printing rank in its own prefix.
            rank = header_rank(message)
        if prefix.pid is not None and node is not None:
            self._learn_pid(node, prefix.pid, rank)
            if rank is None:
                rank = self._pid_rank.get((node, prefix.pid))
        if rank is not None:
            self._learn_rank(rank, node)
        if node is not None and ("Bootstrap" in message or "OOB " in message or "NET/Socket" in message):
            self._causal.learn_address(message, node)
        if "nRanks" in message or "orld" in message:
            self._learn_world(message)
        # The stream whose multi-line state (a traceback, a faulthandler dump) the line continues. A
        # pdsh ``host: `` prefix names it from the first line, trusted as a node or not yet: the host
        # is learned a few lines in, often inside the first traceback, which must not split there.
        pdsh = prefix.pdsh_candidate or (prefix.node if prefix.node_shape == "pdsh" else None)
        key = (pdsh or node, rank, line.stream)
        self._phase.feed(message, index)
        if self._hang_seen or "hang watchdog" in message:
            self._hang_seen = True
            self._hang_dumps.feed(LogLine(message, index=index, node=node, rank=rank, stream=line.stream))
            # A completed dump can move the culprit although the line itself is no signal.
            self._dirty = self._dirty or "stack dump end" in message
        if self._faulthandler.active:
            self._faulthandler.feed(key, message)
            self._dirty = True
        ctx = self._tracker.observe(key, message, text, index)
        if ctx.source_line or (pre is not None and not pre.might_match):
            hits = []
        else:
            hits = self.engine.match(message, in_traceback=ctx.exception_line)
        out = (
            [self._signal(h, text, index, node, rank, line.ts, ctx.fields, line) for h in _specific(hits)]
            if hits
            else []
        )
        for syn in ctx.synthetic:
            for hit in _specific(self.engine.match(syn.message)):
                out.append(self._signal(hit, syn.line, syn.index, node, rank, line.ts, syn.fields, line))
        if out or "issing rank" in message or "last completed" in message:
            self._causal.feed(message, rank, {k: v for sig in out for k, v in sig.fields.items()})
        if not out and not ctx.source_line and not ctx.report_line:
            if self._error_looking(message, text, ctx.exception_line, pre):
                # Never silent: an error-looking line that no rule knows still yields a verdict.
                hit = _UNRECOGNISED_ECHO_HIT if is_echo(message) else _UNRECOGNISED_HIT
                out.append(self._signal(hit, text, index, node, rank, line.ts, ctx.fields, line))
            elif self.post_mortem:
                tier = failure_tier(message)
                if tier:
                    # An echo of a peer's failure (a lost connection, a timeout) is the last of the last.
                    tier += 2 if is_echo(message) else 0
                    self._last_resort[tier] = _resort_entry(text, index, node, rank, ctx, line)
                elif ctx.traceback_header or ABORT_FRAME.match(message):
                    # (tier TRACEBACK_CUT: a traceback's header, or a native frame in the abort path)
                    header = _resort_entry(text, index, node, rank, ctx, line)
                    self._last_resort.setdefault(TRACEBACK_CUT, header)
        elif self.post_mortem and not out and ctx.source_line and raises_exception(message):
            self._last_resort[RAISED] = _resort_entry(text, index, node, rank, ctx, line)
            self._raising_statement = message
        for signal in out:
            if signal.category == Category.hang and message.startswith("Timeout ("):
                self._faulthandler.start(key)
            if len(self._signals) < MAX_SIGNALS:
                self._signals.append(signal)
            rule = self.engine.by_id[signal.rule_id]
            self._book.add(signal, rule)
            if is_catalog_hardware(rule) and len(self._hardware_nodes) < MAX_HARDWARE_NODES:
                if signal.node is not None:
                    self._hardware_nodes.add(signal.node)
                elif signal.rank is not None and "node" not in signal.fields:
                    self._hardware_ranks.add(signal.rank)
        if out:
            self._dirty = True
        return out

    @staticmethod
    def _error_looking(message: str, text: str, exception_line: bool, pre: Predigest | None) -> bool:
        if not message.strip():
            # A logger's header with nothing after it (glog's "E0318 ... api.py:732]" closing a
            # traceback it printed line by line): the level belongs to the lines around it.
            return False
        if pre is None:
            return looks_like_error(message, exception_line) or logged_at_error(text)
        if exception_line:
            return looks_like_error(message, True) or pre.logged_at_error
        return pre.error_looking or pre.logged_at_error

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
                causal=self._causal,
                restarts=self.restarts,
                fallback=fallback_classes(get_settings().rules_dir),
                phase=self._phase,
            )
            verdict = self._book.verdict(facts, self.actions)
            if verdict is not None:
                # Every verdict passes the guards, a learned rule's too (app.diagnose.guards).
                grounded = self._hardware_nodes | {
                    self._rank_node[r] for r in self._hardware_ranks if r in self._rank_node
                }
                verdict = guard_rule_verdict(
                    verdict, self.engine.by_id, grounded, senders_known=self._senders_known
                ).verdict
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
        line: LogLine,
    ) -> Signal:
        rule = hit.rule
        fields = {**context, **hit.fields}
        sig_node = node
        named = fields.get("node")
        if named:
            if may_name_host(
                named, line.node, shape=None, stream=line.stream, aggregators=self.log_aggregators
            ):
                sig_node = named
            elif rule.hardware:
                # A hardware fault the sender reports about another host ("Node failure on gpu07"):
                # not the sender's, and not provably gpu07's. Nobody is drained for it automatically.
                sig_node = None
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

    def _join_partial(self, line: LogLine, text: str, prefix: Prefix) -> tuple[str, Prefix, int] | None:
        """Join a runtime's partial records into the line the process printed.

        None while the line goes on; then the joined line (what the process printed, the evidence
        since no single record holds it), its prefixes and the index of its first record.
        """
        key = (line.node, line.rank, prefix.stream)
        pending = self._partial.get(key)
        if prefix.partial:
            if pending is None:
                if len(self._partial) >= MAX_PARTIAL_STREAMS:
                    self._partial.pop(next(iter(self._partial)))
                pending = self._partial[key] = (line.index, [])
            if sum(map(len, pending[1])) < MAX_LINE:
                pending[1].append(prefix.message)
            return None
        if pending is None:
            return text, prefix, line.index
        del self._partial[key]
        joined = "".join(pending[1]) + unwrap(text).text
        return joined, split_prefix(joined, self._known_nodes), pending[0]

    def _learn_rank(self, rank: int, node: str | None) -> None:
        if len(self._seen_ranks) < MAX_RANKS:
            self._seen_ranks.add(rank)
            if node is not None and rank not in self._rank_node:
                self._rank_node[rank] = node
                self._known_nodes.add(node)

    def _learn_pdsh(self, host: str) -> None:
        """A ``host: `` prefix seen on a few lines is a pdsh/clush host: learn it as a node."""
        if len(self._pdsh_seen) >= MAX_PDSH_CANDIDATES and host not in self._pdsh_seen:
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


# A line kept for the post-mortem last resort: text, index, node, rank, ts, fields, the line.
_ResortEntry = tuple[str, int, str | None, int | None, float | None, dict[str, str], LogLine]


def _resort_entry(
    text: str, index: int, node: str | None, rank: int | None, ctx: LineContext, line: LogLine
) -> _ResortEntry:
    return (text, index, node, rank, line.ts, dict(ctx.fields), line)


_UNRECOGNISED_HIT = RuleHit(UNRECOGNISED)
_UNRECOGNISED_ECHO_HIT = RuleHit(UNRECOGNISED_ECHO)
_BUILT_IN = (UNRECOGNISED, UNRECOGNISED_ECHO)


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
