"""Accepting data: register jobs, validate and sanitize batches, put them on the queue.

Nothing is processed here. An accepted batch is durable in the queue before the API answers,
and the workers do the rest (``app/ingest/consumer.py``).
"""

from __future__ import annotations

from typing import Any

from prometheus_client import Counter
from sqlalchemy.ext.asyncio import AsyncSession

from app.errors import NotFound, PayloadTooLarge
from app.incidents.service import start_new_epoch
from app.ingest.base import IngestQueue
from app.ingest.sanitize import sanitize_line
from app.ingest.schemas import Accepted, ExitIn, HeartbeatIn, JobIn, LogBatchIn
from app.settings import IngestSettings
from app.store.jobs import JobRepository, JobRow

LINES_ACCEPTED = Counter("crashcart_lines_accepted_total", "Log lines accepted by the API")
LINES_TRUNCATED = Counter("crashcart_lines_truncated_total", "Accepted log lines cut at the length limit")


async def register_job(session: AsyncSession, body: JobIn) -> tuple[JobRow, bool]:
    """Create the job, or update it when a prolog registers it again (a restart on new nodes)."""
    repo = JobRepository(session)
    job = await repo.get(body.job_id)
    created = job is None
    if job is None:
        job = JobRow(
            job_id=body.job_id,
            lines_processed=0,
            archive_bytes=0,
            restarts=0,
            downtime_s=0.0,
            epoch_start_line=0,
        )
        repo.add(job)
    elif job.state != "running":
        start_new_epoch(job)
    job.scheduler = body.scheduler
    job.nodes = list(body.nodes)
    job.world_size = body.world_size
    job.checkpoint_dir = body.checkpoint_dir
    job.owner = body.owner
    job.notify = list(body.notify)
    job.spec = {**(job.spec or {}), **body.spec}
    job.state = "running"
    job.exit_code = None
    await session.commit()
    return job, created


class IngestService:
    def __init__(self, queue: IngestQueue, limits: IngestSettings, known_jobs: set[str]) -> None:
        self.queue = queue
        self.limits = limits
        self.known_jobs = known_jobs

    async def _require_job(self, session: AsyncSession, job_id: str) -> None:
        if job_id in self.known_jobs:
            return
        if await JobRepository(session).get(job_id) is None:
            raise NotFound(f"unknown job {job_id!r}: register it first with POST /v1/jobs")
        self.known_jobs.add(job_id)

    async def accept_logs(self, session: AsyncSession, job_id: str, batch: LogBatchIn) -> Accepted:
        if len(batch.lines) > self.limits.max_batch_lines:
            raise PayloadTooLarge(
                f"batch of {len(batch.lines)} lines is over the limit of "
                f"{self.limits.max_batch_lines}; split it"
            )
        await self._require_job(session, job_id)
        lines: list[dict[str, Any]] = []
        truncated = 0
        for item in batch.lines:
            clean, was_cut = sanitize_line(item.line, self.limits.max_line_bytes)
            truncated += was_cut
            lines.append({**item.model_dump(), "line": clean})
        msg_id = await self.queue.publish(job_id, "logs", {"lines": lines}) if lines else ""
        LINES_ACCEPTED.inc(len(lines))
        LINES_TRUNCATED.inc(truncated)
        return Accepted(accepted=len(lines), truncated=truncated, message_id=msg_id)

    async def accept_heartbeat(self, session: AsyncSession, job_id: str, hb: HeartbeatIn) -> Accepted:
        await self._require_job(session, job_id)
        msg_id = await self.queue.publish(job_id, "heartbeat", hb.model_dump())
        return Accepted(accepted=1, message_id=msg_id)

    async def accept_exit(self, session: AsyncSession, job_id: str, ex: ExitIn) -> Accepted:
        await self._require_job(session, job_id)
        msg_id = await self.queue.publish(job_id, "exit", ex.model_dump())
        return Accepted(accepted=1, message_id=msg_id)
