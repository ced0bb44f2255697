"""Signals of one job become one incident verdict.

Root causes outrank symptoms; among root causes the highest rule priority wins (a hardware
signature beats a specific error, which beats a catch-all RuntimeError), then the earliest. The
culprit is where that root cause happened. With only symptoms, the verdict says what they point at
(torchrun's "first observed failure", the ranks missing from an NCCL timeout) and is ambiguous.

Everything here works on per-rule tallies, not on the signal list, so that building a verdict
costs the same after ten lines or ten million.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from app.classify.rules import Rule
from app.classify.schemas import Signal
from app.incidents.fingerprint import fingerprint
from app.incidents.hang import HangLocalization
from app.incidents.schemas import Culprit, Verdict
from app.incidents.stalls import StallCause, classify_stall
from app.vocabulary import Action, Blame, Category, Source

MAX_NODES_PER_RULE = 256
MAX_RANKS_PER_RULE = 1 << 16
MAX_EVIDENCE = 8
# Catch-alls (a bare RuntimeError, any final exception) sit at or below this priority.
GENERIC_PRIORITY = 20
# A root cause this specific, with another owner, elsewhere in the job, makes the verdict ambiguous.
CONFLICT_PRIORITY = 50
# ... and only when it is nearly as specific: a dead node's fabric errors elsewhere are its echo.
CONFLICT_WINDOW = 10
# Launcher-level symptoms (torchrun summaries, srun task exits) sit at or below this priority.
LAUNCHER_PRIORITY = 20
MAX_COLLECTIVES = 64
# Symptoms every surviving rank prints on its own: the ranks that did not print them stand out.
ECHO_CATEGORIES = frozenset({Category.nccl_timeout, Category.nccl_remote_error, Category.hang})


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
    ranks: set[int] = field(default_factory=set)
    # NCCL timeouts: sequence number -> collective -> ranks stuck in it.
    collectives: dict[str, dict[str, set[int]]] = field(default_factory=dict)

    def add(self, signal: Signal) -> None:
        self.count += 1
        seq, op = signal.fields.get("seq"), signal.fields.get("op")
        if seq is not None:
            # Sequence numbers count per process group: "pg:seq" names one collective.
            seq = f"{signal.fields.get('pg', '0')}:{seq}"
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


class IncidentBook:
    def __init__(self) -> None:
        self.tallies: dict[str, RuleTally] = {}
        self.torchrun_root: Signal | None = None

    def add(self, signal: Signal, rule: Rule) -> None:
        tally = self.tallies.get(rule.id)
        if tally is None:
            tally = self.tallies[rule.id] = RuleTally(rule, signal)
        tally.add(signal)
        if signal.fields.get("section") == "root" and (
            self.torchrun_root is None or earlier(signal, self.torchrun_root)
        ):
            self.torchrun_root = signal

    def has_category(self, category: Category) -> bool:
        return any(t.rule.category == category for t in self.tallies.values())

    def verdict(self, facts: JobFacts) -> Verdict | None:
        if not self.tallies:
            return None
        roots = [t for t in self.tallies.values() if not t.rule.symptom]
        if roots:
            return self._root_cause_verdict(roots, facts)
        return self._symptom_verdict(list(self.tallies.values()), facts)

    # --- a root cause exists ---------------------------------------------------------------------
    def _root_cause_verdict(self, roots: list[RuleTally], facts: JobFacts) -> Verdict:
        top = max(t.rule.priority for t in roots)
        best = _earliest(t for t in roots if t.rule.priority == top)
        rule, first = best.rule, best.first
        nodes, ranks = self._culprit(best, facts)
        conflicts = [
            t
            for t in roots
            if t is not best
            and t.rule.priority >= max(CONFLICT_PRIORITY, rule.priority - CONFLICT_WINDOW)
            and t.rule.blame != rule.blame
            and Blame.unknown not in (t.rule.blame, rule.blame)
            and _elsewhere(t.first, first)
        ]
        ambiguous = rule.ambiguous or bool(conflicts)
        action, blame = rule.action, rule.blame
        notes: list[str] = []
        confidence = rule.confidence
        clarifier = self._clarifier(best) if rule.ambiguous else None
        if clarifier is not None:
            ambiguous = bool(conflicts)
            action, blame, confidence = clarifier.rule.action, clarifier.rule.blame, clarifier.rule.confidence
            notes.append(f"{clarifier.rule.id} on the same node settles the owner")
        if conflicts:
            notes.append("conflicting root causes: " + ", ".join(t.rule.id for t in conflicts[:3]))
            confidence = min(confidence, 0.5)
        if action == Action.cordon_and_restart and not nodes:
            # The signature is there but not where: the orchestrator must map the rank (or ask).
            notes.append("hardware fault on a node the log does not name")
        if rule.category == Category.hang:
            hang_nodes, hang_ranks, cause, note = _hang_findings(facts)
            notes.append(note)
            if facts.hang is not None and facts.hang.groups:
                # The stacks, not whichever rank dumped first, say where the hang is (maybe nowhere).
                nodes, ranks = hang_nodes, hang_ranks
            if cause is not None and not conflicts:
                ambiguous = False
                action, blame, confidence = cause.action, cause.blame, 0.75
        if ambiguous:
            action = Action.needs_human
            confidence = min(confidence, 0.6)
        symptoms = [t for t in self.tallies.values() if t.rule.symptom]
        explanation = _explain(rule, nodes, ranks, symptoms, notes)
        return self._verdict(
            rule, first, action, nodes, ranks, confidence, ambiguous, explanation, best, blame
        )

    def _clarifier(self, best: RuleTally) -> RuleTally | None:
        for t in self.tallies.values():
            if best.rule.id in t.rule.clarifies and (
                best.first.node is None or not t.first_by_node or best.first.node in t.first_by_node
            ):
                return t
        return None

    def _culprit(self, best: RuleTally, facts: JobFacts) -> tuple[list[str], list[int]]:
        first = best.first
        if first.node is None and first.rank is None and best.first_by_node:
            # The earliest line lacks a place (slurmstepd's OOM report); a later one of the same
            # signature names it (srun's "node: task 3: Out Of Memory").
            first = min(best.first_by_node.values(), key=lambda s: s.line_index)
        node, rank = first.node, first.rank
        if node is None and rank is not None:
            node = facts.rank_node.get(rank)
        nodes = [node] if node else []
        if best.rule.hardware:
            # Every node with the same hardware signature is bad, not only the first.
            nodes += sorted(n for n in best.first_by_node if n != node)
        ranks: list[int] = [rank] if rank is not None else []
        if rank is None and node is not None:
            # A kernel-log fault names the node; the rank that died there is the earliest
            # non-symptom signal on that node that knows its rank.
            candidates = [
                s
                for t in self.tallies.values()
                if not t.rule.symptom
                for n, s in t.first_by_node.items()
                if n == node and s.rank is not None
            ]
            if candidates:
                found = min(candidates, key=lambda s: (s.ts if s.ts is not None else 0.0, s.line_index))
                ranks = [found.rank] if found.rank is not None else []
        if not nodes and not ranks and self.torchrun_root is not None:
            root = self.torchrun_root
            nodes = [root.node] if root.node else []
            ranks = [root.rank] if root.rank is not None else []
        return nodes, ranks

    # --- only symptoms ---------------------------------------------------------------------------
    def _symptom_verdict(self, symptoms: list[RuleTally], facts: JobFacts) -> Verdict:
        top = max(t.rule.priority for t in symptoms)
        best = _earliest(t for t in symptoms if t.rule.priority == top)
        nodes: list[str] = []
        ranks: list[int] = []
        how = ""
        reporting: set[int] = set()
        for t in symptoms:
            if t.rule.category in ECHO_CATEGORIES:
                reporting |= t.ranks
        world = facts.world_size
        universe = set(range(world)) if world else set(facts.seen_ranks)
        missing = sorted(universe - reporting)
        if reporting and missing and len(missing) <= max(1, len(universe) // 4):
            # The ranks that did not complain are where the others were waiting.
            ranks = missing[:16]
            nodes = sorted({facts.rank_node[r] for r in ranks if r in facts.rank_node})
            how = f"the odd one out: {len(reporting)} ranks reported the symptom, these did not"
        elif self.torchrun_root is not None:
            root = self.torchrun_root
            nodes = [root.node] if root.node else []
            ranks = [root.rank] if root.rank is not None else []
            how = "torchrun's first observed failure"
        notes = ["only symptoms, no root cause in the log"] + ([f"culprit from {how}"] if how else [])
        confidence = round(best.rule.confidence * (0.6 if how else 0.4), 3)
        action, blame, ambiguous = Action.needs_human, best.rule.blame, True
        mismatch = _collective_mismatch(best)
        dominant = [t for t in symptoms if t.rule.priority > LAUNCHER_PRIORITY]
        if mismatch is not None:
            # Ranks stuck in different collectives at the same sequence number took different
            # code paths: the code is wrong, and the odd ranks are where.
            seq, odd_op, odd_ranks = mismatch
            ranks = odd_ranks[:16]
            nodes = sorted({facts.rank_node[r] for r in ranks if r in facts.rank_node})
            action, blame, ambiguous = Action.no_restart_notify_user, Blame.user_code, False
            confidence = round(best.rule.confidence, 3)
            notes = [
                f"collective mismatch at (PG:SeqNum) {seq}: these ranks are in {odd_op}, the others are not"
            ]
        elif best.rule.alone_action is not None and all(
            t.rule.category in (best.rule.category, Category.connection_error) for t in dominant
        ):
            action = best.rule.alone_action
            blame = best.rule.alone_blame or best.rule.blame
            ambiguous = False
            confidence = round(best.rule.confidence * 0.85, 3)
            only = best.rule.category.value
            notes = [f"only {only} symptoms and no crash anywhere: treated as the fault itself"]
            if not nodes and not ranks:
                nodes = [best.first.node] if best.first.node else []
                ranks = [best.first.rank] if best.first.rank is not None else []
        explanation = _explain(best.rule, nodes, ranks, symptoms, notes)
        return self._verdict(
            best.rule, best.first, action, nodes, ranks, confidence, ambiguous, explanation, best, blame
        )

    # --- assembling ------------------------------------------------------------------------------
    def _verdict(
        self,
        rule: Rule,
        first: Signal,
        action: Action,
        nodes: list[str],
        ranks: list[int],
        confidence: float,
        ambiguous: bool,
        explanation: str,
        best: RuleTally,
        blame: Blame | None = None,
    ) -> Verdict:
        evidence = [first.line]
        others = sorted((t for t in self.tallies.values() if t is not best), key=lambda t: t.first.line_index)
        for t in others:
            if len(evidence) >= MAX_EVIDENCE:
                break
            if t.first.line not in evidence:
                evidence.append(t.first.line)
        rule_ids = [rule.id] + [t.rule.id for t in sorted(others, key=lambda t: -t.count)[:4]]
        return Verdict(
            category=rule.category,
            layer=rule.effective_layer,
            blame=blame or rule.blame,
            action=action,
            culprit=Culprit(nodes=nodes, ranks=ranks),
            root_cause_line=first.line,
            evidence=evidence,
            confidence=max(0.0, min(1.0, confidence)),
            source=Source.rule,
            rule_ids=rule_ids,
            fingerprint=fingerprint(rule.category.value, first.line),
            explanation=explanation,
            ambiguous=ambiguous,
        )


def _earliest(tallies: Iterable[RuleTally]) -> RuleTally:
    best: RuleTally | None = None
    for t in tallies:
        if best is None or earlier(t.first, best.first):
            best = t
    assert best is not None
    return best


def _hang_findings(facts: JobFacts) -> tuple[list[str], list[int], StallCause | None, str]:
    """Culprit and cause of a hang from the stack dumps (nodes, ranks, cause or None, note)."""
    loc = facts.hang
    if loc is not None and loc.groups:
        if loc.ambiguous or not loc.culprit_ranks:
            return [], [], None, f"stacks: {loc.explanation}"
        ranks = list(loc.culprit_ranks[:16])
        nodes = sorted({facts.rank_node[r] for r in ranks if r in facts.rank_node})
        odd = next((g for g in loc.groups[1:] if ranks[0] in g.ranks), None)
        cause = classify_stall(odd.frames, loc.groups[0].frames) if odd is not None else None
        note = f"stacks: {loc.explanation}" + (f"; {cause.reason}" if cause else "")
        return nodes, ranks, cause, note
    if facts.stall_frames:
        cause = classify_stall(facts.stall_frames)
        where = facts.stall_frames[0]
        return [], [], cause, f"faulthandler stack in {where}" + (f"; {cause.reason}" if cause else "")
    return [], [], None, "no stack dumps to localize the hang"


def _collective_mismatch(tally: RuleTally) -> tuple[str, str, list[int]] | None:
    """(seq, op, ranks) of the minority collective when ranks time out in different ones."""
    for seq, ops in tally.collectives.items():
        if len(ops) > 1:
            op, ranks = min(ops.items(), key=lambda item: (len(item[1]), item[0]))
            return seq, op, sorted(ranks)
    return None


def _elsewhere(a: Signal, b: Signal) -> bool:
    """Two signals from different processes (a cascade on one node/rank is not a conflict)."""
    if a.node is not None and b.node is not None and a.node != b.node:
        return True
    return a.rank is not None and b.rank is not None and a.rank != b.rank


def _explain(
    rule: Rule, nodes: list[str], ranks: list[int], symptoms: list[RuleTally], notes: list[str]
) -> str:
    where = []
    if nodes:
        where.append("node " + ", ".join(nodes[:8]))
    if ranks:
        where.append("rank " + ", ".join(str(r) for r in ranks[:8]))
    text = f"{rule.description} (rule {rule.id})"
    if where:
        text += " on " + " ".join(where)
    echo = sum(t.count for t in symptoms)
    if echo and not rule.symptom:
        text += f"; {echo} symptom line(s) elsewhere are its echo"
    if notes:
        text += "; " + "; ".join(notes)
    return text + "."
