"""Wire models of the orchestrator: actions and decisions on an incident, node health."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from app.vocabulary import FreeText


class ActionOut(BaseModel):
    model_config = ConfigDict(from_attributes=True)

    id: int
    incident_id: int
    job_id: str
    kind: str
    backend: str
    mode: str
    state: str
    nodes: list[str]
    reason: str
    depends_on: int | None
    attempts: int
    last_error: str | None
    decided_by: str | None
    result: dict[str, Any]
    created_at: datetime
    started_at: datetime | None
    finished_at: datetime | None
    verified_at: datetime | None


class IncidentActionsOut(BaseModel):
    incident_id: int
    incident_state: str
    actions: list[ActionOut]


class DecisionIn(BaseModel):
    reason: FreeText = Field(default="", max_length=2000)  # NUL and controls stripped
    # Approve a drain past the partition fraction guard (recorded with the actor and reason).
    override_fraction_guard: bool = False


class NodeOut(BaseModel):
    model_config = ConfigDict(from_attributes=True)

    name: str
    state: str
    reason: str
    incident_id: int | None
    suspicions: int
    cordoned_at: datetime | None
    updated_at: datetime
    history: list[dict[str, Any]] = Field(default_factory=list)


class NodeListOut(BaseModel):
    nodes: list[NodeOut]
