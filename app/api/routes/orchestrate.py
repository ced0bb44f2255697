"""Human decisions on an incident's actions, and the node health registry (thin routes)."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Body, Depends

from app.api.auth import Principal
from app.api.deps import AuthFirstRoute, SessionDep, require_role
from app.api.params import IdPath, NodePath
from app.orchestrate import service
from app.orchestrate.schemas import DecisionIn, IncidentActionsOut, NodeListOut, NodeOut

router = APIRouter(tags=["orchestrate"], route_class=AuthFirstRoute)
Operator = Annotated[Principal, Depends(require_role("operator"))]
# Node health is read by prologs (scheduler) and by people: a viewer sees it in the console,
# so it may read it here too (docs/trust.md).
Viewer = Annotated[Principal, Depends(require_role("viewer"))]
Decision = Annotated[DecisionIn | None, Body()]


@router.post("/v1/incidents/{incident_id}/approve", response_model=IncidentActionsOut)
async def approve_incident(
    incident_id: IdPath, session: SessionDep, who: Operator, body: Decision = None
) -> IncidentActionsOut:
    reason = body.reason if body else ""
    override = body.override_fraction_guard if body else False
    return await service.approve(
        session, incident_id, actor=who.name, reason=reason, override_fraction_guard=override
    )


@router.post("/v1/incidents/{incident_id}/reject", response_model=IncidentActionsOut)
async def reject_incident(
    incident_id: IdPath, session: SessionDep, who: Operator, body: Decision = None
) -> IncidentActionsOut:
    reason = body.reason if body else ""
    return await service.reject(session, incident_id, actor=who.name, reason=reason)


@router.get("/v1/nodes", response_model=NodeListOut)
async def list_nodes(session: SessionDep, _: Viewer, state: str | None = None) -> NodeListOut:
    return await service.list_nodes(session, state=state)


@router.get("/v1/nodes/{node}", response_model=NodeOut)
async def get_node(node: NodePath, session: SessionDep, _: Viewer) -> NodeOut:
    return await service.get_node(session, node)


@router.post("/v1/nodes/{node}/uncordon", response_model=NodeOut)
async def uncordon_node(node: NodePath, session: SessionDep, who: Operator) -> NodeOut:
    return await service.uncordon(session, node, actor=who.name)


@router.post("/v1/nodes/{node}/release", response_model=NodeOut)
async def release_node(node: NodePath, session: SessionDep, who: Operator) -> NodeOut:
    return await service.release(session, node, actor=who.name)
