"""POST /v1/alerts/alertmanager: node alerts (e.g. DCGM Xid) into the jobs running on those nodes."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends, status
from prometheus_client import Counter
from pydantic import BaseModel

from app.api.auth import Principal
from app.api.deps import AuthFirstRoute, SessionDep, StateDep, require_role
from app.ingest.alerts import AlertmanagerWebhook, alert_name, alert_node, firing_lines
from app.ingest.sanitize import sanitize_line
from app.store.jobs import JobRepository

router = APIRouter(prefix="/v1/alerts", tags=["alerts"], route_class=AuthFirstRoute)
Shipper = Annotated[Principal, Depends(require_role("shipper"))]
# Proof that the Alertmanager webhook reaches crashcart (and what became of each alert): outcome is
# matched (a running job on the node), unmatched (no job there), no_node (no node label) or resolved.
ALERTS_RECEIVED = Counter(
    "crashcart_alerts_received_total",
    "Alertmanager alerts received, by alert name and outcome",
    ["alertname", "outcome"],
)


class AlertsAccepted(BaseModel):
    accepted: int
    jobs: list[str]
    unmatched_nodes: list[str]


@router.post("/alertmanager", status_code=status.HTTP_202_ACCEPTED, response_model=AlertsAccepted)
async def alertmanager(
    body: AlertmanagerWebhook, session: SessionDep, state: StateDep, _: Shipper
) -> AlertsAccepted:
    lines = firing_lines(body)
    names = []  # the alert name of each of ``lines``, in the same order
    for alert in body.alerts:
        if alert.status != "firing":
            ALERTS_RECEIVED.labels(alert_name(alert), "resolved").inc()
        elif alert_node(alert) is None:
            ALERTS_RECEIVED.labels(alert_name(alert), "no_node").inc()
        else:
            names.append(alert_name(alert))
    running = await JobRepository(session).list(limit=10_000, state="running")
    jobs_touched: set[str] = set()
    unmatched: set[str] = set()
    accepted = 0
    for (node, line), name in zip(lines, names, strict=True):
        line["line"], _cut = sanitize_line(line["line"], state.settings.ingest.max_line_bytes)
        targets = [job.job_id for job in running if node in (job.nodes or [])]
        ALERTS_RECEIVED.labels(name, "matched" if targets else "unmatched").inc()
        if not targets:
            unmatched.add(node)
        for job_id in targets:
            await state.queue.publish(job_id, "logs", {"lines": [line]})
            jobs_touched.add(job_id)
            accepted += 1
    return AlertsAccepted(accepted=accepted, jobs=sorted(jobs_touched), unmatched_nodes=sorted(unmatched))
