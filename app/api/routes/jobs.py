"""Jobs and what their shippers send (CONTRACT.md)."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends, Response, status

from app.api.auth import Principal
from app.api.deps import SessionDep, StateDep, require_role
from app.errors import NotFound
from app.incidents.service import ettr
from app.ingest.schemas import Accepted, ExitIn, HeartbeatIn, IncidentSummary, JobIn, JobOut, LogBatchIn
from app.ingest.service import IngestService, register_job
from app.store.incidents import IncidentRepository, IncidentRow
from app.store.jobs import JobRepository

router = APIRouter(prefix="/v1/jobs", tags=["jobs"])

Scheduler = Annotated[Principal, Depends(require_role("scheduler"))]
Shipper = Annotated[Principal, Depends(require_role("shipper"))]
Viewer = Annotated[Principal, Depends(require_role("viewer"))]


def _ingest(state: StateDep) -> IngestService:
    return IngestService(state.queue, state.settings.ingest, state.known_jobs)


Ingest = Annotated[IngestService, Depends(_ingest)]


def incident_summary(row: IncidentRow) -> IncidentSummary:
    return IncidentSummary(
        id=row.id,
        job_id=row.job_id,
        state=row.state,
        category=row.category,
        layer=row.layer,
        blame=row.blame,
        action=row.action,
        confidence=row.confidence,
        source=row.source,
        culprit={"nodes": list(row.culprit_nodes), "ranks": list(row.culprit_ranks)},
        root_cause_line=row.root_cause_line,
        fingerprint=row.fingerprint,
        created_at=row.created_at,
        updated_at=row.updated_at,
    )


@router.post("", status_code=status.HTTP_201_CREATED, response_model=JobOut)
async def create_job(body: JobIn, session: SessionDep, response: Response, _: Scheduler) -> JobOut:
    job, created = await register_job(session, body)
    if not created:
        response.status_code = status.HTTP_200_OK
    return await get_job(job.job_id, session, _)


@router.get("/{job_id}", response_model=JobOut)
async def get_job(job_id: str, session: SessionDep, _: Viewer) -> JobOut:
    job = await JobRepository(session).get(job_id)
    if job is None:
        raise NotFound(f"unknown job {job_id!r}")
    rows = await IncidentRepository(session).for_job(job_id)
    return JobOut(
        job_id=job.job_id,
        scheduler=job.scheduler,
        state=job.state,
        nodes=list(job.nodes),
        world_size=job.world_size,
        owner=job.owner,
        checkpoint_dir=job.checkpoint_dir,
        lines_processed=job.lines_processed,
        last_step=job.last_step,
        last_heartbeat_at=job.last_heartbeat_at,
        last_progress_at=job.last_progress_at,
        exit_code=job.exit_code,
        restarts=job.restarts,
        ettr=ettr(job),
        created_at=job.created_at,
        incidents=[incident_summary(r) for r in rows],
    )


@router.post("/{job_id}/logs", status_code=status.HTTP_202_ACCEPTED, response_model=Accepted)
async def post_logs(
    job_id: str, body: LogBatchIn, session: SessionDep, ingest: Ingest, _: Shipper
) -> Accepted:
    return await ingest.accept_logs(session, job_id, body)


@router.post("/{job_id}/heartbeat", status_code=status.HTTP_202_ACCEPTED, response_model=Accepted)
async def post_heartbeat(
    job_id: str, body: HeartbeatIn, session: SessionDep, ingest: Ingest, _: Shipper
) -> Accepted:
    return await ingest.accept_heartbeat(session, job_id, body)


@router.post("/{job_id}/exit", status_code=status.HTTP_202_ACCEPTED, response_model=Accepted)
async def post_exit(job_id: str, body: ExitIn, session: SessionDep, ingest: Ingest, _: Scheduler) -> Accepted:
    return await ingest.accept_exit(session, job_id, body)
