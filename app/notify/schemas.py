"""What a notification says: a frozen snapshot of the incident, plus delivery bookkeeping."""

from __future__ import annotations

from enum import StrEnum

from pydantic import BaseModel, Field


class Phase(StrEnum):
    """Where the incident stands, coarsened from its state so that routine transitions
    (``open`` → ``acting``) do not send a second message."""

    detected = "detected"
    approval_needed = "approval_needed"
    needs_human = "needs_human"
    resolved = "resolved"
    rejected = "rejected"


class IncidentSnapshot(BaseModel):
    incident_id: int
    job_id: str
    state: str
    category: str
    layer: str
    blame: str
    action: str
    culprit_nodes: list[str] = Field(default_factory=list)
    culprit_ranks: list[int] = Field(default_factory=list)
    root_cause_line: str | None = None
    confidence: float
    source: str
    rule_ids: list[str] = Field(default_factory=list)
    fingerprint: str
    explanation: str = ""
    # Why this action (the action table's reason) and what evidence was missing.
    action_reason: str = ""
    missing_evidence: list[str] = Field(default_factory=list)
    owner: str | None = None
    notify: list[str] = Field(default_factory=list)
    # The orchestrator's reasons for what waits for a human or was refused (caps, held job).
    decisions: list[str] = Field(default_factory=list)


class Notification(BaseModel):
    """One message to one destination; ``delivery_id`` is the same on every retry of it."""

    delivery_id: str
    phase: Phase
    incident: IncidentSnapshot
    # Later incidents with the same fingerprint, job and action folded into this alert.
    repeats: int = 0
    console_url: str | None = None
