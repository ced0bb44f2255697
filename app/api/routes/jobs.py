"""Jobs and what their shippers send (docs/CONTRACT.md)."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends, Query, Request, Response, status

from app.api.auth import Principal
from app.api.deps import AuthFirstRoute, SessionDep, StateDep, require_role
from app.api.params import JobIdPath
from app.errors import InvalidInput, NotFound
from app.incidents.service import ettr
from app.ingest.job_list import JOB_STATES, MAX_PAGE, list_jobs
from app.ingest.schemas import (
    Accepted,
    ExitIn,
    HeartbeatIn,
    IncidentSummary,
    JobIn,
    JobList,
    JobOut,
    JobSummary,
    LogBatchIn,
)
from app.ingest.service import IngestService, register_job
from app.orchestrate.local_commands import admit_spec
from app.settings import Settings
from app.store.incidents import IncidentRepository, IncidentRow
from app.store.jobs import JobRepository, JobRow

router = APIRouter(prefix="/v1/jobs", tags=["jobs"], route_class=AuthFirstRoute)

Scheduler = Annotated[Principal, Depends(require_role("scheduler"))]
Shipper = Annotated[Principal, Depends(require_role("shipper"))]
Viewer = Annotated[Principal, Depends(require_role("viewer"))]


def _ingest(state: StateDep) -> IngestService:
    return IngestService(state.queue, state.settings.ingest, state.known_jobs, state.engine)


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


def admit_job(body: JobIn, who: Principal, settings: Settings) -> JobIn:
    """The registration as it may be stored: a configured backend, and a command only from the
    operator's templates or an admin token (``app/orchestrate/local_commands.py``)."""
    scheduler = body.scheduler if "scheduler" in body.model_fields_set else settings.backend
    if scheduler not in settings.allowed_backends:
        raise InvalidInput(
            f"scheduler {scheduler!r} is not a backend of this server (configured: "
            f"{', '.join(settings.allowed_backends)}; the operator sets CRASHCART_BACKEND and "
            "CRASHCART_BACKENDS)"
        )
    spec = admit_spec(body.spec, role=who.role, name=who.name, templates=settings.local.commands)
    return body.model_copy(update={"scheduler": scheduler, "spec": spec})


@router.post(
    "",
    status_code=status.HTTP_201_CREATED,
    response_model=JobOut,
    responses={200: {"model": JobOut, "description": "registered again: the job was updated"}},
)
async def create_job(
    body: JobIn, session: SessionDep, state: StateDep, response: Response, who: Scheduler
) -> JobOut:
    job, created = await register_job(session, admit_job(body, who, state.settings))
    if not created:
        response.status_code = status.HTTP_200_OK
    return await get_job(job.job_id, session, who)


def job_summary(job: JobRow) -> JobSummary:
    return JobSummary(
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
    )


@router.get("", response_model=JobList)
async def get_jobs(
    request: Request,
    session: SessionDep,
    _: Viewer,
    state: Annotated[str | None, Query(max_length=32, description=f"one of {', '.join(JOB_STATES)}")] = None,
    node: Annotated[str | None, Query(min_length=1, max_length=255, description="jobs on this node")] = None,
    since: Annotated[
        str | None,
        Query(max_length=64, description="registered since: an ISO 8601 time or an age (30m, 12h, 7d)"),
    ] = None,
    limit: Annotated[int, Query(ge=1, le=MAX_PAGE)] = 100,
    cursor: Annotated[
        str | None, Query(max_length=512, description="from a previous page's next_cursor")
    ] = None,
) -> JobList:
    """The jobs, newest first, for schedulers and dashboards; follow ``next`` for the next page."""
    page = await list_jobs(session, state=state, node=node, since=since, limit=limit, cursor=cursor)
    next_link = None
    if page.next_cursor is not None:
        next_link = str(request.url.include_query_params(cursor=page.next_cursor)).removeprefix(
            str(request.base_url).rstrip("/")
        )
    return JobList(jobs=[job_summary(j) for j in page.jobs], next_cursor=page.next_cursor, next=next_link)


@router.get("/{job_id}", response_model=JobOut)
async def get_job(job_id: JobIdPath, session: SessionDep, _: Viewer) -> JobOut:
    job = await JobRepository(session).resolve(job_id)  # a resubmitted Slurm id: its job
    if job is None:
        raise NotFound(f"unknown job {job_id!r}")
    rows = await IncidentRepository(session).for_job(job.job_id)
    return JobOut(**job_summary(job).model_dump(), incidents=[incident_summary(r) for r in rows])


@router.post("/{job_id}/logs", status_code=status.HTTP_202_ACCEPTED, response_model=Accepted)
async def post_logs(
    job_id: JobIdPath, body: LogBatchIn, session: SessionDep, ingest: Ingest, _: Shipper
) -> Accepted:
    return await ingest.accept_logs(session, job_id, body)


@router.post("/{job_id}/heartbeat", status_code=status.HTTP_202_ACCEPTED, response_model=Accepted)
async def post_heartbeat(
    job_id: JobIdPath, body: HeartbeatIn, session: SessionDep, ingest: Ingest, _: Shipper
) -> Accepted:
    return await ingest.accept_heartbeat(session, job_id, body)


@router.post("/{job_id}/exit", status_code=status.HTTP_202_ACCEPTED, response_model=Accepted)
async def post_exit(
    job_id: JobIdPath, body: ExitIn, session: SessionDep, ingest: Ingest, _: Shipper
) -> Accepted:
    """A task's or the job's exit. The shipper role may report it: ``crashcart run`` runs inside
    users' jobs with a shipper token (a scheduler token there could register jobs and drain
    nodes); an exit is evidence like the task's own log lines, which the shipper already sends."""
    return await ingest.accept_exit(session, job_id, body)
