"""Incidents: list and detail (diagnosis, evidence, signals, actions)."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any

from fastapi import APIRouter, Depends, Query
from pydantic import BaseModel

from app.api.auth import Principal
from app.api.deps import AuthFirstRoute, SessionDep, require_role
from app.api.params import IdPath
from app.api.routes.jobs import incident_summary
from app.errors import NotFound
from app.ingest.schemas import MAX_ID, IncidentSummary
from app.orchestrate.schemas import ActionOut
from app.store.incidents import IncidentRepository, SignalRepository
from app.store.orchestrate import ActionRepository

router = APIRouter(prefix="/v1/incidents", tags=["incidents"], route_class=AuthFirstRoute)
Viewer = Annotated[Principal, Depends(require_role("viewer"))]


class SignalOut(BaseModel):
    rule_id: str
    category: str
    symptom: bool
    node: str | None
    rank: int | None
    line_index: int
    line: str


class EvidenceLineOut(BaseModel):
    line: str
    role: str
    rule_id: str | None = None
    node: str | None = None
    rank: int | None = None
    why: str = ""


class IncidentDetail(IncidentSummary):
    evidence: list[str]
    rule_ids: list[str]
    explanation: str
    # The verdict explains itself: each evidence line's role (cause, symptom, confirmation,
    # context), how it was decided, the action-table row and its reason, what evidence is missing.
    evidence_roles: list[EvidenceLineOut]
    decision_basis: list[str]
    action_rule: str | None
    action_reason: str
    missing_evidence: list[str]
    ambiguous: bool
    diagnosis: dict[str, Any]
    feedback: list[Any]
    resolved_at: datetime | None
    signals: list[SignalOut]
    actions: list[ActionOut]


class IncidentList(BaseModel):
    incidents: list[IncidentSummary]
    next_before_id: int | None


@router.get("", response_model=IncidentList)
async def list_incidents(
    session: SessionDep,
    _: Viewer,
    job: str | None = None,
    state: str | None = None,
    category: str | None = None,
    limit: Annotated[int, Query(ge=1, le=500)] = 100,
    before_id: Annotated[int | None, Query(ge=1, le=MAX_ID)] = None,
) -> IncidentList:
    rows = await IncidentRepository(session).list(
        job_id=job, state=state, category=category, limit=limit, before_id=before_id
    )
    return IncidentList(
        incidents=[incident_summary(r) for r in rows],
        next_before_id=rows[-1].id if len(rows) == limit else None,
    )


@router.get("/{incident_id}", response_model=IncidentDetail)
async def get_incident(incident_id: IdPath, session: SessionDep, _: Viewer) -> IncidentDetail:
    row = await IncidentRepository(session).get(incident_id)
    if row is None:
        raise NotFound(f"no incident {incident_id}")
    signals = await SignalRepository(session).for_job(row.job_id, limit=100)
    explain = (row.diagnosis or {}).get("explain") or {}
    return IncidentDetail(
        **incident_summary(row).model_dump(),
        evidence=list(row.evidence),
        rule_ids=list(row.rule_ids),
        explanation=row.explanation,
        evidence_roles=[EvidenceLineOut.model_validate(e) for e in explain.get("evidence_roles") or []],
        decision_basis=[str(b) for b in explain.get("decision_basis") or []],
        action_rule=explain.get("action_rule"),
        action_reason=str(explain.get("action_reason") or ""),
        missing_evidence=[str(m) for m in explain.get("missing_evidence") or []],
        ambiguous=row.ambiguous,
        diagnosis=dict(row.diagnosis),
        feedback=list(row.feedback),
        resolved_at=row.resolved_at,
        signals=[
            SignalOut(
                rule_id=s.rule_id,
                category=s.category,
                symptom=s.symptom,
                node=s.node,
                rank=s.rank,
                line_index=s.line_index,
                line=s.line,
            )
            for s in signals
            if s.line_index >= 0
        ],
        actions=[
            ActionOut.model_validate(a) for a in await ActionRepository(session).for_incident(incident_id)
        ],
    )
