"""Human judgement of LLM work: incident feedback and the rules the agent proposed (thin routes)."""

from __future__ import annotations

from typing import Annotated, Literal

from fastapi import APIRouter, Body, Depends, Query

from app.api.auth import Principal
from app.api.deps import AuthFirstRoute, SessionDep, require_role
from app.api.params import IdPath
from app.diagnose import review
from app.diagnose.schemas import FeedbackIn, FeedbackOut, SuggestionDecisionIn, SuggestionList, SuggestionOut
from app.store.llm import RuleSuggestionRepository, RuleSuggestionRow

router = APIRouter(tags=["diagnose"], route_class=AuthFirstRoute)
Operator = Annotated[Principal, Depends(require_role("operator"))]
Viewer = Annotated[Principal, Depends(require_role("viewer"))]
Decision = Annotated[SuggestionDecisionIn | None, Body()]


def _suggestion(row: RuleSuggestionRow) -> SuggestionOut:
    return SuggestionOut(
        id=row.id,
        rule_id=row.rule_id,
        status=row.status,
        category=row.category,
        fingerprint=row.fingerprint,
        incident_id=row.incident_id,
        rule=dict(row.rule),
        rule_yaml=row.rule_yaml,
        checks=dict(row.checks),
        created_at=row.created_at,
        decided_at=row.decided_at,
        decided_by=row.decided_by,
        note=row.note,
    )


@router.post("/v1/incidents/{incident_id}/feedback", response_model=FeedbackOut)
async def incident_feedback(
    incident_id: IdPath, body: FeedbackIn, session: SessionDep, who: Operator
) -> FeedbackOut:
    row = await review.record_feedback(
        session,
        incident_id,
        correct=body.correct,
        by=who.name,
        note=body.note,
        category=body.category,
        blame=body.blame,
        action=body.action,
    )
    llm_made = row.source in ("llm", "cache")
    return FeedbackOut(
        incident_id=row.id,
        source=row.source,
        feedback=list(row.feedback),
        cache=("confirmed" if body.correct else "retired") if llm_made else "none",
    )


@router.get("/v1/rules/suggestions", response_model=SuggestionList)
async def list_suggestions(
    session: SessionDep,
    _: Viewer,
    status: Literal["pending", "approved", "rejected"] | None = None,
    limit: Annotated[int, Query(ge=1, le=500)] = 100,
) -> SuggestionList:
    rows = await RuleSuggestionRepository(session).list(status=status, limit=limit)
    return SuggestionList(suggestions=[_suggestion(r) for r in rows])


@router.post("/v1/rules/suggestions/{suggestion_id}/approve", response_model=SuggestionOut)
async def approve_suggestion(
    suggestion_id: IdPath, session: SessionDep, who: Operator, body: Decision = None
) -> SuggestionOut:
    row = await review.decide_suggestion(
        session, suggestion_id, approve=True, by=who.name, note=body.note if body else None
    )
    return _suggestion(row)


@router.post("/v1/rules/suggestions/{suggestion_id}/reject", response_model=SuggestionOut)
async def reject_suggestion(
    suggestion_id: IdPath, session: SessionDep, who: Operator, body: Decision = None
) -> SuggestionOut:
    row = await review.decide_suggestion(
        session, suggestion_id, approve=False, by=who.name, note=body.note if body else None
    )
    return _suggestion(row)
