"""Wire models of the diagnose routes: incident feedback and rule suggestions."""

from __future__ import annotations

from datetime import datetime
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from app.vocabulary import Action, Blame, Category, FreeText


class FeedbackIn(BaseModel):
    """A person's judgement of a diagnosis; with ``correct: false``, optionally the right labels."""

    model_config = ConfigDict(extra="forbid")

    correct: bool
    category: Category | None = None
    blame: Blame | None = None
    action: Action | None = None
    note: FreeText = Field(default="", max_length=2000)  # NUL and controls stripped


class FeedbackOut(BaseModel):
    incident_id: int
    source: str
    feedback: list[dict[str, Any]]
    # What happened to the cached LLM diagnosis of this fingerprint.
    cache: Literal["retired", "confirmed", "none"]


class SuggestionOut(BaseModel):
    id: int
    rule_id: str
    status: str
    category: str
    fingerprint: str
    incident_id: int | None
    rule: dict[str, Any]
    rule_yaml: str
    checks: dict[str, Any]
    created_at: datetime
    decided_at: datetime | None
    decided_by: str | None
    note: str | None


class SuggestionList(BaseModel):
    suggestions: list[SuggestionOut]


class SuggestionDecisionIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    note: FreeText | None = Field(default=None, max_length=2000)
