"""An incident verdict: what failed, who is to blame, what to do (CONTRACT.md's JSON shape)."""

from __future__ import annotations

from pydantic import BaseModel, Field

from app.vocabulary import Action, Blame, Category, Layer, Source


class Culprit(BaseModel):
    nodes: list[str] = Field(default_factory=list)
    ranks: list[int] = Field(default_factory=list)


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
    # Not part of the public JSON: only symptoms, conflicting root causes or a generic error.
    # The diagnose stage hands these to the LLM agent (or to a human).
    ambiguous: bool = Field(default=False, exclude=True)
