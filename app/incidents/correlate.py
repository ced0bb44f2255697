"""Signals of one job become one incident verdict.

Root causes outrank symptoms; among root causes the highest rule priority wins (a hardware
signature beats a specific error, which beats a catch-all RuntimeError), then the earliest. The
culprit is where that root cause happened. With only symptoms, the verdict says what they point at
(torchrun's "first observed failure", the ranks missing from an NCCL timeout) and is ambiguous.

Causality before priority where the chosen cause is an echo: when it is of a kind a rank prints
after a peer died (a timeout, a lost connection, a network error) or a catch-all, an earlier
failure of another process (even an error line no rule knows, see unmatched.py), a rank that failed
but echoed nothing, or the rank torchrun saw fail first keeps the blame, and the category comes
from its own line. The proposed action then goes through the action table (actions.py), and the
verdict carries its evidence roles, decision basis and missing evidence (explain.py).

Everything here works on per-rule tallies, not on the signal list, so that building a verdict
costs the same after ten lines or ten million.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from app.classify.rules import Rule
from app.classify.schemas import Signal
from app.incidents.actions import ActionFacts, ActionTable, action_table
from app.incidents.exits import ExitReports, is_exit_report
from app.incidents.explain import Candidate, evidence_lines
from app.incidents.fingerprint import fingerprint
from app.incidents.pointers import collective_mismatch, first_death, hang_findings, pointed_by_symptoms
from app.incidents.schemas import Culprit, EvidenceRole, Verdict
from app.incidents.tally import (
    CONFLICT_PRIORITY,
    CONFLICT_WINDOW,
    ECHO_CATEGORIES,
    GENERIC_PRIORITY,
    KNOCK_ON_CATEGORIES,
    LAUNCHER_PRIORITY,
    JobFacts,
    RuleTally,
    earlier,
    earliest,
    elsewhere,
    order,
)
from app.incidents.unmatched import UNRECOGNISED_ECHO_ID, UNRECOGNISED_ID
from app.vocabulary import CATEGORY_LAYER, DESTRUCTIVE_ACTIONS, Action, Blame, Category, Source

__all__ = ["GENERIC_PRIORITY", "IncidentBook", "JobFacts", "RuleTally", "earlier"]


@dataclass(slots=True)
class Decision:
    """What the verdict is built from, before the action table and the explanation."""

    cause: RuleTally
    first: Signal
    has_cause: bool
    action: Action
    blame: Blame
    nodes: list[str]
    ranks: list[int]
    confidence: float
    ambiguous: bool
    notes: list[str]
    basis: list[str]
    missing: list[str] = field(default_factory=list)
    # Why it is ambiguous (actions.Ambiguity), None when it is not.
    ambiguity: str | None = None


class IncidentBook:
    def __init__(self) -> None:
        self.tallies: dict[str, RuleTally] = {}
        self.torchrun_root: Signal | None = None
        self.exits = ExitReports()

    def add(self, signal: Signal, rule: Rule) -> None:
        tally = self.tallies.get(rule.id)
        if tally is None:
            tally = self.tallies[rule.id] = RuleTally(rule, signal)
        tally.add(signal)
        self.exits.add(signal)
        if signal.fields.get("section") == "root" and (
            self.torchrun_root is None or earlier(signal, self.torchrun_root)
        ):
            self.torchrun_root = signal

    def waiting_ranks(self) -> set[int]:
        """Ranks that reported losing or waiting for a peer (timeouts, remote errors, lost
        connections): they were alive and waiting when the job failed, so they did not fail first."""
        ranks: set[int] = set()
        for t in self.tallies.values():
            if t.rule.symptom and t.rule.category in KNOCK_ON_CATEGORIES:
                ranks |= t.ranks
        return ranks

    def launcher_first(self) -> Signal | None:
        """The launcher's report of the first process that failed of its own accord (see exits.py)."""
        own = {sig.rank for _, sig in self._own_lines() if sig.rank is not None}
        return self.exits.first_failure(self.waiting_ranks(), own)

    def _own_lines(self) -> list[tuple[RuleTally, Signal]]:
        """Each rank's first line of its own, per rule (see :func:`_own_line`), launcher reports aside."""
        return [
            (t, sig)
            for t in self.tallies.values()
            if _own_line(t.rule)
            for sig in t.first_by_rank.values()
            if not is_exit_report(sig)
        ]

    def own_failure(self, facts: JobFacts) -> tuple[RuleTally, Signal, str] | None:
        """The rank that failed first, when only symptoms or unknown lines name it: the rank the
        launcher reports failing of its own accord (its own line, if it printed one, is the cause),
        or else the earliest line of its own (an error no rule knows, a non-echo symptom such as a
        NaN gradient) from a rank that never reported waiting on a peer. Timeouts, lost peers and
        the launcher's teardown are never the cause here."""
        waiting = self.waiting_ranks()
        lines = self._own_lines()
        report = self.exits.first_failure(waiting, {sig.rank for _, sig in lines if sig.rank is not None})
        # A rank's own line is the first failure only beside ranks that waited on it: with no rank
        # in view reporting a lost or late peer (one rank's log, or a launcher's prefix on every
        # line), the rank names who printed it, not who failed first, and the rules decide as
        # they do for a log with no ranks.
        own = [c for c in lines if c[1].rank not in waiting] if waiting else []
        if report is not None and report.rank is not None:
            rank = report.rank
            mine = [c for c in lines if c[1].rank == rank]
            code = report.fields.get("exitcode") or report.fields.get("how") or "?"
            said = f"the launcher reports rank {rank} failing first (exit {code})" + (
                ", and its own error line agrees" if rank in waiting else " and it waited on no peer"
            )
            if mine:
                tally, signal = min(mine, key=lambda c: (*order(c[1]), -c[0].rule.priority))
                return tally, signal, f"first failure: {said}; its own line is the cause"
            return (
                self.tallies[report.rule_id],
                report,
                f"first failure: {said}; it printed no error of its own",
            )
        if own:
            tally, signal = min(own, key=lambda c: (*order(c[1]), -c[0].rule.priority))
            return (
                tally,
                signal,
                f"first failure: rank {signal.rank} printed a line of its own ({tally.rule.id}) and never "
                "reported waiting on a peer; the ranks that did waited on it",
            )
        # Host-only prefixes (pdsh): the node NCCL lost, or the launcher's node report, and the
        # earliest line of its own printed there.
        peer = self._lost_peer(facts)
        node = peer[0] if peer is not None else (report.node if report is not None else None)
        if node is None:
            return None
        here = [
            (t, sig)
            for t in self.tallies.values()
            if _own_line(t.rule)
            for n, sig in t.first_by_node.items()
            if n == node and (sig.rank is None or sig.rank not in waiting) and not is_exit_report(sig)
        ]
        if not here:
            if report is not None and report.node == node:
                # The launcher's report of that node is all it printed: the report says who, not why.
                return (
                    self.tallies[report.rule_id],
                    report,
                    f"first failure: the launcher reports node {node} failing first and it printed no error "
                    "of its own",
                )
            return None
        tally, signal = min(here, key=lambda c: (*order(c[1]), -c[0].rule.priority))
        said = (
            f"NCCL's peers lost node {node}"
            if peer is not None
            else f"the launcher reports node {node} failing first"
        )
        return tally, signal, f"first failure: {said}; its own line there ({tally.rule.id}) is the cause"

    def has_category(self, category: Category) -> bool:
        return any(t.rule.category == category for t in self.tallies.values())

    def verdict(self, facts: JobFacts, table: ActionTable | None = None) -> Verdict | None:
        if not self.tallies:
            return None
        unknown = self.tallies.get(UNRECOGNISED_ID)
        roots = [t for t in self.tallies.values() if not t.rule.symptom and t is not unknown]
        symptoms = [t for t in self.tallies.values() if t.rule.symptom]
        decision: Decision | None = None
        if roots:
            decision = self._root_cause_decision(roots, facts)
        elif unknown is not None:
            first = self._first_unknown(unknown, symptoms, facts)
            if first is not None:
                decision = self._unknown_decision(unknown, first, facts, bool(symptoms))
        if decision is None:
            decision = self._symptom_decision(symptoms, facts)
        return self._verdict(decision, facts, table or action_table())

    # --- a root cause exists ---------------------------------------------------------------------
    def _root_cause_decision(self, roots: list[RuleTally], facts: JobFacts) -> Decision:
        top = max(t.rule.priority for t in roots)
        best = earliest(t for t in roots if t.rule.priority == top)
        basis = [f"root cause: {best.rule.id} has the highest priority ({top}) of the root-cause rules"]
        first_failure = self._first_failure_elsewhere(best, facts)
        if first_failure is not None:
            tally, signal, why = first_failure
            basis = [why]
            if tally.rule.id == UNRECOGNISED_ID:
                return self._unknown_decision(tally, signal, facts, True, basis)
            best = tally
        rule, first = best.rule, best.first
        nodes, ranks, culprit_note = self._culprit(best, facts)
        if first_failure is not None:
            first = first_failure[1]
            node = first.node or (facts.rank_node.get(first.rank) if first.rank is not None else None)
            nodes, ranks = ([node] if node else []), ([first.rank] if first.rank is not None else [])
            culprit_note = "culprit: the first process to fail"
        basis.append(culprit_note)
        conflicts = [
            t
            for t in roots
            if t is not best
            and t.rule.priority >= max(CONFLICT_PRIORITY, rule.priority - CONFLICT_WINDOW)
            and t.rule.blame != rule.blame
            and Blame.unknown not in (t.rule.blame, rule.blame)
            and elsewhere(t.first, first)
        ]
        if first_failure is not None:
            conflicts = []  # the later signatures are the first failure's echo
        # A process's death (a symptom rule) as the first failure says who, not what: ambiguous.
        ambiguous = rule.ambiguous or rule.symptom or bool(conflicts)
        action, blame = rule.action, rule.blame
        notes: list[str] = [] if first_failure is None else [first_failure[2]]
        confidence = rule.confidence
        clarifier = self._clarifier(best) if rule.ambiguous else None
        if clarifier is not None:
            ambiguous = bool(conflicts)
            action, blame, confidence = clarifier.rule.action, clarifier.rule.blame, clarifier.rule.confidence
            notes.append(f"{clarifier.rule.id} on the same node settles the owner")
            basis.append(f"owner: {clarifier.rule.id} on the same node settles it")
        if conflicts:
            notes.append("conflicting root causes: " + ", ".join(t.rule.id for t in conflicts[:3]))
            basis.append("ambiguous: root causes with other owners elsewhere in the job")
            confidence = min(confidence, 0.5)
        elif rule.ambiguous and clarifier is None:
            basis.append(f"ambiguous: {rule.id} alone cannot tell the owner")
        if action == Action.cordon_and_restart and not nodes:
            # The signature is there but not where: the orchestrator must map the rank (or ask).
            notes.append("hardware fault on a node the log does not name")
        missing: list[str] = []
        if rule.category == Category.hang:
            hang_nodes, hang_ranks, cause, note = hang_findings(facts)
            notes.append(note)
            if facts.hang is not None and facts.hang.groups:
                # The stacks, not whichever rank dumped first, say where the hang is (maybe nowhere).
                nodes, ranks = hang_nodes, hang_ranks
                basis.append("culprit: the odd one out among the ranks' stack dumps")
            else:
                missing.append("no stack dumps from the hang watchdog to localize the hang")
            if cause is not None and not conflicts:
                ambiguous = False
                action, blame, confidence = cause.action, cause.blame, 0.75
                basis.append(f"action: {cause.reason}")
        ambiguity: str | None = None
        if ambiguous:
            action = Action.needs_human
            confidence = min(confidence, 0.6)
            ambiguity = "conflict" if conflicts else ("symptom" if rule.symptom else "owner")
        if first_failure is not None:
            confidence = min(confidence, 0.7)
        return Decision(
            best,
            first,
            True,
            action,
            blame,
            nodes,
            ranks,
            confidence,
            ambiguous,
            notes,
            basis,
            missing,
            ambiguity,
        )

    def _first_failure_elsewhere(
        self, best: RuleTally, facts: JobFacts
    ) -> tuple[RuleTally, Signal, str] | None:
        """The rank that failed first keeps the blame: when the chosen cause is of a kind that is
        the echo of a peer's death (a lost connection, a timeout, a network error), an earlier
        failure of another process (any root cause, or an error line no rule knows) is the cause."""
        generic = best.rule.priority <= GENERIC_PRIORITY
        if best.rule.hardware or (best.rule.category not in KNOCK_ON_CATEGORIES and not generic):
            return None
        candidates: list[tuple[RuleTally, Signal]] = []
        # A death report (SIGKILL, a launcher's exit line) counts only before every echo: after
        # one, it is the launcher tearing the job down.
        first_echo = min(
            (t.first for t in self.tallies.values() if t.rule.category in KNOCK_ON_CATEGORIES),
            key=order,
            default=best.first,
        )
        # Ranks that echoed the loss were alive and waiting: an unknown line of theirs did not end them.
        echoing = set(best.ranks)
        for t in self.tallies.values():
            if t.rule.category in KNOCK_ON_CATEGORIES:
                echoing |= t.ranks
        for t in self.tallies.values():
            if t is best or t.rule.category in KNOCK_ON_CATEGORIES or t.rule.id == UNRECOGNISED_ECHO_ID:
                continue
            before = first_echo if t.rule.symptom else best.first
            if t.rule.id == UNRECOGNISED_ID:
                own = [sig for r, sig in t.first_by_rank.items() if r not in echoing]
                own += [t.first] if t.first.rank is None else []
                candidates += [(t, sig) for sig in own if earlier(sig, before) and elsewhere(sig, best.first)]
            elif earlier(t.first, before) and elsewhere(t.first, best.first):
                candidates.append((t, t.first))
        if not candidates and len(echoing) >= 2:
            # Order may be unknown (files concatenated, no timestamps): a rank that failed but
            # echoed nothing, while many others echoed the peer's loss, is the odd one out.
            for t in self.tallies.values():
                # A failure of its own (not a launcher's or a death report, which come last).
                if t is best or t.rule.symptom or t.rule.category in KNOCK_ON_CATEGORIES:
                    continue
                candidates += [(t, sig) for r, sig in t.first_by_rank.items() if r not in echoing]
        root = self.launcher_first()
        if root is not None and root.rank is not None and not candidates:
            # The launcher names the rank that failed first: its own line, if any, is the cause.
            for t in self.tallies.values():
                sig = t.first_by_rank.get(root.rank)
                if not t.rule.symptom and t is not best and sig is not None and elsewhere(sig, best.first):
                    candidates.append((t, sig))
        if not candidates:
            return None
        tally, signal = min(candidates, key=lambda c: (*order(c[1]), -c[0].rule.priority))
        where = f"rank {signal.rank}" if signal.rank is not None else f"node {signal.node or '?'}"
        why = (
            f"first failure: {where} failed first ({tally.rule.id}); the later {best.rule.category.value} "
            f"({best.rule.id}) on other ranks is its echo"
        )
        return tally, signal, why

    def _first_unknown(self, unknown: RuleTally, symptoms: list[RuleTally], facts: JobFacts) -> Signal | None:
        """The unrecognised error line that is the job's first failure, if one is: from the rank
        torchrun saw fail first, or from a rank that did not report the symptoms (the odd one
        out), or before every symptom. A rank that later reported a timeout was alive and waiting
        on its peers: its earlier unknown line did not end it."""
        if not symptoms:
            return unknown.first
        root = self.launcher_first()
        if root is not None and root.rank is not None and root.rank in unknown.first_by_rank:
            return unknown.first_by_rank[root.rank]
        reporting: set[int] = set()
        for t in symptoms:
            if t.rule.category in ECHO_CATEGORIES:
                reporting |= t.ranks
        silent = [s for r, s in unknown.first_by_rank.items() if reporting and r not in reporting]
        if silent:
            return min(silent, key=order)
        first_symptom = min((t.first for t in symptoms), key=order)
        first = unknown.first
        if earlier(first, first_symptom) and (first.rank is None or first.rank not in reporting):
            return first
        return None

    def _unknown_decision(
        self,
        unknown: RuleTally,
        first: Signal,
        facts: JobFacts,
        has_symptoms: bool,
        basis: list[str] | None = None,
    ) -> Decision:
        node, rank = first.node, first.rank
        if node is None and rank is not None:
            node = facts.rank_node.get(rank)
        nodes = [node] if node else []
        ranks = [rank] if rank is not None else []
        why = list(basis or [])
        if not why:
            why.append(
                "first failure: an error line no rule recognises, before any symptom"
                if has_symptoms
                else "never silent: an error line no rule recognises"
            )
        why.append("category: other, from the first failing rank's own line, not from the echoes")
        notes = ["no rule recognises the first error; a person (or the LLM) must read it"]
        return Decision(
            unknown,
            first,
            True,
            Action.needs_human,
            Blame.unknown,
            nodes,
            ranks,
            unknown.rule.confidence,
            True,
            notes,
            why,
            ambiguity="unrecognised",
        )

    def _clarifier(self, best: RuleTally) -> RuleTally | None:
        for t in self.tallies.values():
            if best.rule.id in t.rule.clarifies and (
                best.first.node is None or not t.first_by_node or best.first.node in t.first_by_node
            ):
                return t
        return None

    def _culprit(self, best: RuleTally, facts: JobFacts) -> tuple[list[str], list[int], str]:
        first = best.first
        note = "culprit: where the root cause was printed"
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
            note = "culprit: torchrun's first observed failure"
        if not nodes and not ranks and best.rule.category in KNOCK_ON_CATEGORIES:
            pointed = pointed_by_symptoms(facts)
            if pointed is not None:
                nodes, ranks, note = pointed
        elif best.rule.category in KNOCK_ON_CATEGORIES and len(best.ranks) > 1 and facts.causal is not None:
            # Many ranks lost the same peer (c10d/TCPStore, a socket, IB): the peer is the place,
            # not whichever reporter printed first.
            known = list(facts.job_nodes) or sorted(set(facts.rank_node.values()))
            votes = facts.causal.peer_nodes(known)
            if votes and votes[0][1] > 1 and (len(votes) == 1 or votes[0][1] > votes[1][1]):
                peer = votes[0][0]
                nodes, ranks = [peer], []
                note = f"culprit: the peer {votes[0][1]} reporting ranks lost ({peer})"
        return nodes, ranks, note

    # --- the first failure, from the launcher and the ranks that waited on nobody ----------------
    def _own_failure_decision(self, tally: RuleTally, signal: Signal, why: str, facts: JobFacts) -> Decision:
        if tally.rule.id == UNRECOGNISED_ID:
            return self._unknown_decision(tally, signal, facts, True, [why])
        node = signal.node or (facts.rank_node.get(signal.rank) if signal.rank is not None else None)
        nodes = [node] if node else []
        ranks = [signal.rank] if signal.rank is not None else []
        rule = tally.rule
        basis = [
            why,
            f"category: {rule.category.value}, from the first failing rank's own line, not from the echoes",
        ]
        notes = [why.removeprefix("first failure: ")]
        if rule.alone_action is not None and rule.alone_action not in DESTRUCTIVE_ACTIONS:
            # A symptom that is the fault when nothing else failed (a NaN gradient): the others'
            # timeouts are its echo, so it stands alone here too.
            basis.append(f"only {rule.category.value} on the first failing rank: treated as the fault itself")
            return Decision(
                tally,
                signal,
                True,
                rule.alone_action,
                rule.alone_blame or rule.blame,
                nodes,
                ranks,
                round(rule.confidence * 0.85, 3),
                False,
                notes,
                basis,
            )
        # Only symptoms, or a line that says who but not why: a person (or the LLM) reads it.
        return Decision(
            tally,
            signal,
            True,
            Action.needs_human,
            rule.blame,
            nodes,
            ranks,
            min(rule.confidence, 0.6),
            True,
            notes,
            basis,
        )

    def _lost_peer(self, facts: JobFacts) -> tuple[str, int] | None:
        """The node NCCL's data plane lost (sockets, IB naming the peer), when one node stands out."""
        if facts.causal is None:
            return None
        known = list(facts.job_nodes) or sorted(set(facts.rank_node.values()))
        votes = facts.causal.peer_nodes(known, data_only=True)
        if votes and (len(votes) == 1 or votes[0][1] > votes[1][1]):
            return votes[0]
        return None

    # --- only symptoms ---------------------------------------------------------------------------
    def _symptom_decision(self, symptoms: list[RuleTally], facts: JobFacts) -> Decision:
        top = max(t.rule.priority for t in symptoms)
        best = earliest(t for t in symptoms if t.rule.priority == top)
        if collective_mismatch(best) is None:
            own = self.own_failure(facts)
            if own is not None:
                return self._own_failure_decision(*own, facts)
        death = first_death(symptoms)
        if death is not None and death is not best:
            # A process died (SIGKILL, a launcher-reported exit) before any rank timed out: the
            # first to exit keeps the blame, and the category comes from its line.
            best = death
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
        named = sorted(facts.causal.named_missing) if facts.causal is not None else []
        lag = facts.causal.laggards() if facts.causal is not None else None
        peer = self._lost_peer(facts)
        launcher = self.launcher_first()
        if named:
            ranks = named[:16]
            nodes = sorted({facts.rank_node[r] for r in ranks if r in facts.rank_node})
            how = "the ranks named missing (flight recorder, monitored barrier)"
        elif peer is not None:
            nodes, how = (
                [peer[0]],
                f"the peer NCCL lost: {peer[1]} rank(s) lost their connection to {peer[0]}",
            )
        elif reporting and missing and len(missing) <= max(1, len(universe) // 4):
            # The ranks that did not complain are where the others were waiting.
            ranks = missing[:16]
            nodes = sorted({facts.rank_node[r] for r in ranks if r in facts.rank_node})
            how = f"the odd one out: {len(reporting)} ranks reported the symptom, these did not"
        elif lag is not None:
            pg, behind, low, ahead = lag
            ranks = behind[:16]
            nodes = sorted({facts.rank_node[r] for r in ranks if r in facts.rank_node})
            how = f"NCCL progress: these ranks completed work {low} of PG {pg}, the others {ahead}"
        elif launcher is not None:
            node = launcher.node or (
                facts.rank_node.get(launcher.rank) if launcher.rank is not None else None
            )
            nodes = [node] if node else []
            ranks = [launcher.rank] if launcher.rank is not None else []
            how = "the launcher's report of the first process to fail"
        elif self.torchrun_root is not None:
            # Every report names a rank that waited on a peer; the one torchrun saw first is all
            # the log says (a single node's log, the peer outside it).
            root = self.torchrun_root
            nodes = [root.node] if root.node else []
            ranks = [root.rank] if root.rank is not None else []
            how = "torchrun's first observed failure"
        else:
            pointed = pointed_by_symptoms(facts)
            if pointed is not None:
                nodes, ranks, how = pointed
        if death is not None and best is death and (death.first.rank is not None or death.first.node):
            where = death.first
            node = where.node or (facts.rank_node.get(where.rank) if where.rank is not None else None)
            nodes, ranks = ([node] if node else []), ([where.rank] if where.rank is not None else [])
            how = "the first process to exit, before any rank timed out"
        notes = ["only symptoms, no root cause in the log"] + ([f"culprit from {how}"] if how else [])
        basis = [f"only symptoms: {best.rule.id} is the most specific, no root-cause line anywhere"]
        basis.append(
            f"culprit: {how}" if how else "culprit: nothing in the symptoms points at a rank or node"
        )
        confidence = round(best.rule.confidence * (0.6 if how else 0.4), 3)
        action, blame, ambiguous = Action.needs_human, best.rule.blame, True
        mismatch = collective_mismatch(best)
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
            basis = [f"collective mismatch at (PG:SeqNum) {seq}: ranks in {odd_op} took another code path"]
        elif best.rule.alone_action is not None and all(
            t.rule.category in (best.rule.category, Category.connection_error) for t in dominant
        ):
            action = best.rule.alone_action
            blame = best.rule.alone_blame or best.rule.blame
            ambiguous = False
            confidence = round(best.rule.confidence * 0.85, 3)
            only = best.rule.category.value
            notes = [f"only {only} symptoms and no crash anywhere: treated as the fault itself"]
            basis.append(notes[0])
            if not nodes and not ranks:
                nodes = [best.first.node] if best.first.node else []
                ranks = [best.first.rank] if best.first.rank is not None else []
        lost: list[str] = []
        if not ranks and not nodes:
            lost.append("no line names the rank or node that failed first")
        launcher = self.torchrun_root
        if launcher is not None and launcher.rank is not None:
            lost.append(
                f"no error line from rank {launcher.rank}, the first rank to exit (torchrun's summary)"
            )
        elif ranks and not mismatch:
            lost.append("no error line from " + ", ".join(f"rank {r}" for r in ranks[:8]))
        if not world and mismatch is None:
            lost.append("world size unknown: ranks that printed nothing cannot be counted")
        return Decision(
            best,
            best.first,
            False,
            action,
            blame,
            nodes,
            ranks,
            confidence,
            ambiguous,
            notes,
            basis,
            lost,
            "symptoms" if ambiguous else None,
        )

    # --- assembling ------------------------------------------------------------------------------
    def _verdict(self, d: Decision, facts: JobFacts, table: ActionTable) -> Verdict:
        rule, first, best = d.cause.rule, d.first, d.cause
        category = rule.category
        inferred = None
        if facts.fallback is not None and facts.fallback.refines(rule.id):
            # Never silent, and not `other` when the line's own words name a failure class.
            inferred = facts.fallback.classify(first.line)
            if inferred is not None:
                category = inferred.category
        others = sorted((t for t in self.tallies.values() if t is not best), key=lambda t: t.first.line_index)
        roles = evidence_lines(
            Candidate(rule, first),
            [Candidate(t.rule, t.first) for t in others],
            d.has_cause,
            d.ranks,
        )
        evidence = [e.line for e in roles]
        rule_ids = [rule.id] + [t.rule.id for t in sorted(others, key=lambda t: -t.count)[:4]]
        missing = list(d.missing)
        if d.has_cause and not d.nodes and not d.ranks:
            missing.append("no line names the node or rank of the cause")
        if d.has_cause and d.ranks and not d.nodes and rule.hardware:
            missing.append(f"the node of rank {d.ranks[0]} is unknown (no prefix or NCCL init line maps it)")
        root = self.torchrun_root
        printed = root is not None and any(
            root.rank in t.first_by_rank for t in self.tallies.values() if not t.rule.symptom
        )
        if (
            d.has_cause
            and root is not None
            and root.rank is not None
            and root.rank not in d.ranks
            and not printed
        ):
            missing.append(
                f"no error line from rank {root.rank}, the first rank to exit (torchrun's summary)"
            )
        decision = table.decide(
            ActionFacts(
                proposed=d.action,
                category=category,
                blame=d.blame,
                hardware=rule.hardware and d.has_cause,
                ambiguous=d.ambiguous,
                ambiguity=d.ambiguity,
                hardware_seen=any(t.rule.hardware for t in self.tallies.values()),
                culprit_nodes=d.nodes,
                culprit_ranks=d.ranks,
                rule_ids=[rule.id],
                # the verdict's own line first (with only symptoms it has the symptom role)
                lines=list(
                    dict.fromkeys(
                        [first.line]
                        + [e.line for e in roles if e.role in (EvidenceRole.cause, EvidenceRole.confirmation)]
                    )
                ),
                restarts=facts.restarts,
                phase=facts.phase.phase(first.line_index, first.line) if facts.phase else "unknown",
                job_rule_ids=[t.rule.id for t in self.tallies.values() if not t.rule.symptom],
            )
        )
        basis = [*d.basis, f"action: row {decision.row} of the action table: {decision.reason}"]
        if inferred is not None:
            basis.append(
                f"category: {category.value}, from the unrecognised line's own words "
                f"(fallback class {inferred.id}: {inferred.description})"
            )
        confidence = d.confidence
        destructive = decision.action in (Action.cordon_and_restart, Action.restart_from_checkpoint)
        if decision.confidence is not None and destructive:
            # The orchestrator acts on a destructive verdict's confidence alone (above its
            # min_confidence): that stays the rule's, whose signature the vendor documents. A row's
            # dev-fold share rests on a dozen cases (+/- 0.1), too noisy to gate an action; it is shown.
            basis.append(
                f"confidence: {confidence:.2f}, the rule's (row {decision.row} measured "
                f"{decision.confidence:.2f} on the dev fold)"
            )
        elif decision.confidence is not None:
            # How often this decision path was right on labelled real logs, not the rule's guess.
            if decision.prior:
                # Too few labelled cases to measure: a stated prior caps the rule's confidence.
                confidence = min(confidence, decision.confidence)
                basis.append(f"confidence: {confidence:.2f}, at most row {decision.row}'s prior")
            else:
                confidence = decision.confidence
                basis.append(f"confidence: {confidence:.2f}, measured for row {decision.row}")
        explanation = _explain(
            rule, d.nodes, d.ranks, [t for t in self.tallies.values() if t.rule.symptom], d.notes
        )
        if decision.action != d.action:
            explanation = explanation[:-1] + f"; action {decision.action.value}: {decision.reason}."
        return Verdict(
            category=category,
            layer=rule.effective_layer if inferred is None else CATEGORY_LAYER[category],
            blame=d.blame,
            action=decision.action,
            culprit=Culprit(nodes=d.nodes, ranks=d.ranks),
            root_cause_line=first.line,
            evidence=evidence,
            confidence=max(0.0, min(1.0, confidence)),
            source=Source.rule,
            rule_ids=rule_ids,
            fingerprint=fingerprint(category.value, first.line),
            explanation=explanation,
            evidence_roles=roles,
            decision_basis=basis,
            action_rule=decision.row,
            action_reason=decision.reason,
            missing_evidence=list(dict.fromkeys(missing)),
            ambiguous=d.ambiguous,
        )


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


def _own_line(rule: Rule) -> bool:
    """A rule whose line a failing rank prints about itself (not a peer's loss, not the launcher)."""
    if rule.id == UNRECOGNISED_ECHO_ID or rule.category in KNOCK_ON_CATEGORIES:
        return False
    return rule.id == UNRECOGNISED_ID or not rule.symptom or rule.priority > LAUNCHER_PRIORITY
