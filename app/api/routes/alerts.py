"""POST /v1/alerts/alertmanager: node alerts (e.g. DCGM Xid) into the jobs running on those nodes."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends, status
from pydantic import BaseModel

from app.api.auth import Principal
from app.api.deps import SessionDep, StateDep, require_role
from app.ingest.alerts import AlertmanagerWebhook, firing_lines
from app.ingest.sanitize import sanitize_line
from app.store.jobs import JobRepository

router = APIRouter(prefix="/v1/alerts", tags=["alerts"])
Shipper = Annotated[Principal, Depends(require_role("shipper"))]


class AlertsAccepted(BaseModel):
    accepted: int
    jobs: list[str]
    unmatched_nodes: list[str]


@router.post("/alertmanager", status_code=status.HTTP_202_ACCEPTED, response_model=AlertsAccepted)
async def alertmanager(
    body: AlertmanagerWebhook, session: SessionDep, state: StateDep, _: Shipper
) -> AlertsAccepted:
    lines = firing_lines(body)
    running = await JobRepository(session).list(limit=10_000, state="running")
    jobs_touched: set[str] = set()
    unmatched: set[str] = set()
    accepted = 0
    for node, line in lines:
        line["line"], _cut = sanitize_line(line["line"], state.settings.ingest.max_line_bytes)
        targets = [job.job_id for job in running if node in (job.nodes or [])]
        if not targets:
            unmatched.add(node)
        for job_id in targets:
            await state.queue.publish(job_id, "logs", {"lines": [line]})
            jobs_touched.add(job_id)
            accepted += 1
    return AlertsAccepted(accepted=accepted, jobs=sorted(jobs_touched), unmatched_nodes=sorted(unmatched))
