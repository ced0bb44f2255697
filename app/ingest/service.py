"""Accepting data: register jobs, validate and sanitize batches, put them on the queue.

Nothing is processed here. An accepted batch is durable in the queue before the API answers,
and the workers do the rest (``app/ingest/consumer.py``).
"""

from __future__ import annotations

import asyncio
from typing import Any

from prometheus_client import Counter
from sqlalchemy.ext.asyncio import AsyncSession

from app.classify.engine import RuleEngine
from app.errors import NotFound, Overloaded, PayloadTooLarge
from app.incidents.runs import begin_run
from app.incidents.service import note_registration
from app.ingest.base import URGENT, IngestQueue
from app.ingest.fast_lane import candidates
from app.ingest.sanitize import sanitize_line
from app.ingest.schemas import (
    LINES_CHECKED,
    LINES_CHECKED_KEY,
    Accepted,
    ExitIn,
    HeartbeatIn,
    JobIn,
    LogBatchIn,
)
from app.settings import IngestSettings
from app.store.jobs import JobRepository, JobRow

LINES_ACCEPTED = Counter("crashcart_lines_accepted_total", "Log lines accepted by the API")
LINES_TRUNCATED = Counter("crashcart_lines_truncated_total", "Accepted log lines cut at the length limit")
BATCHES_REFUSED = Counter(
    "crashcart_batches_refused_total",
    "Log batches answered 429 because the queue was past its high-water mark",
)


async def register_job(session: AsyncSession, body: JobIn) -> tuple[JobRow, bool]:
    """Create the job, or update it when a prolog registers it again (a restart on new nodes)."""
    repo = JobRepository(session)
    # A resubmitted Slurm job registers under its new id: it is the same crashcart job.
    job = await repo.resolve(body.job_id, for_update=True)
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
    else:
        # Registered again: a new run (a requeue) is a new diagnosis epoch (see note_registration).
        await note_registration(session, job)
    job.scheduler = body.scheduler
    job.nodes = list(body.nodes)
    job.world_size = body.world_size
    job.checkpoint_dir = body.checkpoint_dir
    job.owner = body.owner
    job.notify = list(body.notify)
    job.spec = {**(job.spec or {}), **body.spec}
    job.state = "running"
    job.exit_code = None
    begin_run(job, body.run)
    await session.commit()
    return job, created


def by_node(lines: list[dict[str, Any]]) -> list[tuple[str | None, list[dict[str, Any]]]]:
    """A batch split by node, in order within each node: each part goes to its ``(job, node)``
    partition. A shipper's batch is one node's lines, so it stays one message."""
    if not lines:
        return []
    first = lines[0].get("node")
    if all(line.get("node") == first for line in lines):
        return [(first, lines)]
    parts: dict[str | None, list[dict[str, Any]]] = {}
    for line in lines:
        parts.setdefault(line.get("node"), []).append(line)
    return list(parts.items())


class IngestService:
    def __init__(
        self,
        queue: IngestQueue,
        limits: IngestSettings,
        known_jobs: set[str],
        engine: RuleEngine | None = None,
    ) -> None:
        self.queue = queue
        self.limits = limits
        self.known_jobs = known_jobs
        # The rules' keyword prefilter picks the lines for the priority lane (None: no lane).
        self.engine = engine if limits.fast_lane else None

    async def _admit(self) -> None:
        """Backpressure: past the high-water mark nothing is accepted, the shipper waits and
        sends again (it keeps the lines), so the queue, Redis' memory included, stays bounded."""
        depth = await self.queue.recent_depth()
        if depth >= self.limits.queue_high_water:
            BATCHES_REFUSED.inc()
            raise Overloaded(
                f"{depth} batches are waiting for the workers (high-water mark "
                f"{self.limits.queue_high_water}): send again after Retry-After",
                retry_after_s=self.limits.retry_after_s,
            )

    async def _require_job(self, session: AsyncSession, job_id: str) -> str:
        """The id the job's data is queued under: its own, or the job a resubmission continues."""
        if job_id in self.known_jobs:
            return job_id
        job = await JobRepository(session).resolve(job_id)
        if job is None:
            raise NotFound(f"unknown job {job_id!r}: register it first with POST /v1/jobs")
        if job.job_id == job_id:
            self.known_jobs.add(job_id)
        return job.job_id

    async def accept_logs(self, session: AsyncSession, job_id: str, batch: LogBatchIn) -> Accepted:
        if len(batch.lines) > self.limits.max_batch_lines:
            raise PayloadTooLarge(
                f"batch of {len(batch.lines)} lines is over the limit of "
                f"{self.limits.max_batch_lines}; split it"
            )
        job_id = await self._require_job(session, job_id)
        await self._admit()
        # Sanitizing 16 MiB of text is CPU work: off the event loop that serves everyone else.
        lines, truncated, urgent = await asyncio.to_thread(self._sanitized, batch)
        payload: dict[str, Any] = {"lines": lines, LINES_CHECKED_KEY: LINES_CHECKED}
        if batch.run:
            payload["run"] = batch.run
        msg_ids = [
            await self.queue.publish(job_id, "logs", {**payload, "lines": part}, node=node)
            for node, part in by_node(lines)
        ]
        msg_id = ",".join(msg_ids)
        if urgent:
            # After the batch: once this is queued, the lines are durable in the batch already.
            await self.queue.publish(job_id, URGENT, {**payload, "lines": urgent})
        LINES_ACCEPTED.inc(len(lines))
        LINES_TRUNCATED.inc(truncated)
        return Accepted(accepted=len(lines), truncated=truncated, message_id=msg_id)

    def _sanitized(self, batch: LogBatchIn) -> tuple[list[dict[str, Any]], int, list[dict[str, Any]]]:
        """The batch's lines made safe, how many were cut, and the priority lane's candidates."""
        lines: list[dict[str, Any]] = []
        truncated = 0
        for item in batch.lines:
            clean, was_cut = sanitize_line(item.line, self.limits.max_line_bytes)
            truncated += was_cut
            lines.append({**item.model_dump(), "line": clean})
        urgent = candidates(self.engine, lines) if self.engine is not None else []
        return lines, truncated, urgent

    async def accept_heartbeat(self, session: AsyncSession, job_id: str, hb: HeartbeatIn) -> Accepted:
        job_id = await self._require_job(session, job_id)
        msg_id = await self.queue.publish(job_id, "heartbeat", hb.model_dump())
        return Accepted(accepted=1, message_id=msg_id)

    async def accept_exit(self, session: AsyncSession, job_id: str, ex: ExitIn) -> Accepted:
        job_id = await self._require_job(session, job_id)
        msg_id = await self.queue.publish(job_id, "exit", ex.model_dump())
        return Accepted(accepted=1, message_id=msg_id)
