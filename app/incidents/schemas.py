"""An incident verdict: what failed, who is to blame, what to do (docs/CONTRACT.md's JSON shape).

The docs/CONTRACT.md fields come first and keep their names; the fields after them make the verdict
explain itself: each evidence line with its role, the basis of the decision, the action-table row
and its reason, and what evidence was looked for and not found.
"""

from __future__ import annotations

from enum import StrEnum

from pydantic import BaseModel, Field

from app.vocabulary import Action, Blame, Category, Layer, Source


class Culprit(BaseModel):
    nodes: list[str] = Field(default_factory=list)
    ranks: list[int] = Field(default_factory=list)


class EvidenceRole(StrEnum):
    # The line that says what went wrong first.
    cause = "cause"
    # A knock-on effect elsewhere (an NCCL timeout on a surviving rank, the launcher's summary).
    symptom = "symptom"
    # Another line that agrees with the cause (same fault, same place, or naming the culprit).
    confirmation = "confirmation"
    # Background: advice printed by a library, a conflicting or unrelated signature.
    context = "context"


class EvidenceLine(BaseModel):
    line: str
    role: EvidenceRole
    rule_id: str | None = None
    node: str | None = None
    rank: int | None = None
    why: str = ""


class Verdict(BaseModel):
    category: Category
    layer: Layer
    blame: Blame
    action: Action
    culprit: Culprit = Field(default_factory=Culprit)
    root_cause_line: str | None = None
    evidence: list[str] = Field(default_factory=list)
    confidence: float = Field(ge=0.0, le=1.0)
    source: Source = Source.rule
    rule_ids: list[str] = Field(default_factory=list)
    fingerprint: str
    explanation: str = ""
    # --- the verdict explains itself (extensions of the docs/CONTRACT.md shape) ---
    # ``evidence`` again, each line with its role (cause, symptom, confirmation, context).
    evidence_roles: list[EvidenceLine] = Field(default_factory=list)
    # How category, culprit and action were decided, one short sentence each.
    decision_basis: list[str] = Field(default_factory=list)
    # The rules/actions.yaml row that chose the action, and why.
    action_rule: str | None = None
    action_reason: str = ""
    # Evidence looked for and not found (e.g. no line from the first rank to exit).
    missing_evidence: list[str] = Field(default_factory=list)
    # Not part of the public JSON: only symptoms, conflicting root causes or a generic error.
    # The diagnose stage hands these to the LLM agent (or to a human).
    ambiguous: bool = Field(default=False, exclude=True)

    def explain_dict(self) -> dict[str, object]:
        """The self-explaining part alone (stored beside an incident's diagnosis)."""
        return self.model_dump(
            mode="json",
            include={"evidence_roles", "decision_basis", "action_rule", "action_reason", "missing_evidence"},
        )
