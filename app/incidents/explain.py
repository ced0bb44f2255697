"""A verdict that explains itself: each evidence line's role, and what evidence was missing.

Roles: the ``cause`` (the line that says what went wrong first), ``symptom`` (a knock-on effect:
timeouts on surviving ranks, the launcher's summary), ``confirmation`` (another line agreeing with
the cause: the same fault or the same process, the launcher naming the same rank) and ``context``
(everything else worth showing: a conflicting signature elsewhere, an unrecognised error line,
library advice such as "set CUDA_LAUNCH_BLOCKING=1", which is never a cause).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from app.classify.rules import Rule
from app.classify.schemas import Signal
from app.incidents.schemas import EvidenceLine, EvidenceRole
from app.incidents.unmatched import UNRECOGNISED_ID, is_advice

MAX_EVIDENCE = 8


@dataclass(slots=True)
class Candidate:
    """The first signal of one rule (a tally), as the verdict sees it."""

    rule: Rule
    signal: Signal


def _same_process(a: Signal, b: Signal) -> bool:
    if a.rank is not None and b.rank is not None:
        return a.rank == b.rank
    return a.node is not None and a.node == b.node


def role_of(
    cand: Candidate, cause: Signal, cause_rule: Rule, has_cause: bool, culprit_ranks: Sequence[int]
) -> tuple[EvidenceRole, str]:
    sig, rule = cand.signal, cand.rule
    if is_advice(sig.line):
        return EvidenceRole.context, "advice printed by a library, not a cause"
    if rule.symptom:
        if sig.fields.get("section") == "root" and sig.rank is not None and sig.rank in culprit_ranks:
            return EvidenceRole.confirmation, "the launcher names the same rank as the first failure"
        return EvidenceRole.symptom, f"{rule.category.value}: {rule.description}"
    if rule.id == UNRECOGNISED_ID:
        if has_cause and _same_process(sig, cause):
            return EvidenceRole.confirmation, "an unrecognised error line from the same process"
        return EvidenceRole.context, "an error line no rule recognises"
    if not has_cause:
        return EvidenceRole.context, rule.description
    if rule.category == cause_rule.category or _same_process(sig, cause) or cause_rule.id in rule.clarifies:
        return EvidenceRole.confirmation, rule.description
    return EvidenceRole.context, f"another signature ({rule.id}) elsewhere"


def evidence_lines(
    cause: Candidate,
    others: Sequence[Candidate],
    has_cause: bool,
    culprit_ranks: Sequence[int],
) -> list[EvidenceLine]:
    """The verdict's evidence, cause first, each with its role; ``others`` in log order."""
    first = cause.signal
    if not has_cause:
        role, why = EvidenceRole.symptom, f"{cause.rule.category.value}: {cause.rule.description}"
    elif is_advice(first.line):
        role, why = EvidenceRole.context, "advice printed by a library, not a cause"
    else:
        role, why = EvidenceRole.cause, cause.rule.description
    out = [
        EvidenceLine(
            line=first.line, role=role, rule_id=cause.rule.id, node=first.node, rank=first.rank, why=why
        )
    ]
    seen = {first.line}
    for cand in others:
        if len(out) >= MAX_EVIDENCE:
            break
        if cand.signal.line in seen:
            continue
        seen.add(cand.signal.line)
        role, why = role_of(cand, first, cause.rule, has_cause, culprit_ranks)
        s = cand.signal
        out.append(
            EvidenceLine(line=s.line, role=role, rule_id=cand.rule.id, node=s.node, rank=s.rank, why=why)
        )
    return out
