"""The queue loop of a worker: one message, one transaction, then the downstream hooks.

A message is acknowledged by the queue only after :meth:`IngestConsumer.handle` returned, i.e.
after its transaction committed. Redelivered log lines are recognised by the per-stream cursors
(highest ``seq`` seen for each node/rank/stream) and skipped, so processing is exactly-once in
effect even though delivery is at-least-once.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import Any

from prometheus_client import Counter, Histogram

from app.incidents import service as incidents
from app.ingest.base import IngestQueue, QueueMessage
from app.ingest.schemas import ExitIn, HeartbeatIn
from app.logline import LogLine
from app.store.base import utcnow
from app.store.db import Database
from app.store.incidents import IncidentRepository
from app.store.jobs import JobRepository, JobRow, StreamCursorRow

log = logging.getLogger(__name__)

IncidentHook = Callable[[int], Awaitable[None]]

LINES_PROCESSED = Counter("crashcart_lines_processed_total", "Log lines processed by workers")
LINES_DUPLICATE = Counter("crashcart_lines_duplicate_total", "Redelivered or re-sent log lines skipped")
BATCH_SECONDS = Histogram("crashcart_batch_processing_seconds", "Time to process one queue message")
INCIDENT_UPDATES = Counter("crashcart_incident_updates_total", "Incidents created or changed")


class IngestConsumer:
    def __init__(
        self,
        db: Database,
        queue: IngestQueue,
        cache: incidents.AnalysisCache,
        hooks: list[IncidentHook] | None = None,
    ) -> None:
        self.db = db
        self.queue = queue
        self.cache = cache
        self.hooks = hooks or []
        self._tasks: set[asyncio.Task[None]] = set()

    async def run(self, stop: asyncio.Event) -> None:
        await self.queue.consume(self.handle, stop)
        if self._tasks:
            await asyncio.gather(*self._tasks, return_exceptions=True)

    async def handle(self, msg: QueueMessage) -> None:
        with BATCH_SECONDS.time():
            incident_id: int | None = None
            try:
                async with self.db.session() as session:
                    job = await JobRepository(session).get(msg.job_id, for_update=not self.db.is_sqlite)
                    if job is None:
                        log.warning("dropping %s for unknown job %s", msg.kind, msg.job_id)
                        return
                    if msg.kind == "logs":
                        incident_id = await self._logs(session, job, msg.payload)
                    elif msg.kind == "heartbeat":
                        incident_id = await self._heartbeat(session, job, HeartbeatIn(**msg.payload))
                    elif msg.kind == "exit":
                        incident_id = await self._exit(session, job, ExitIn(**msg.payload))
                    else:
                        log.error("unknown message kind %r", msg.kind)
                        return
                    await session.commit()
            except BaseException:
                # The in-memory analysis may be ahead of what committed: rebuild it next time.
                self.cache.drop(msg.job_id)
                raise
        if incident_id is not None:
            INCIDENT_UPDATES.inc()
            for hook in self.hooks:
                task = asyncio.create_task(self._run_hook(hook, incident_id))
                self._tasks.add(task)
                task.add_done_callback(self._tasks.discard)

    async def _run_hook(self, hook: IncidentHook, incident_id: int) -> None:
        try:
            await hook(incident_id)
        except Exception:
            log.exception(
                "incident hook %s failed for incident %d", getattr(hook, "__name__", hook), incident_id
            )

    async def _logs(self, session: Any, job: JobRow, payload: dict[str, Any]) -> int | None:
        cursors = await JobRepository(session).cursors(job.job_id)
        fresh: list[LogLine] = []
        index = job.lines_processed
        duplicates = 0
        # The API validated every line before it was queued (LogLineIn): plain dict access here.
        for raw in payload["lines"]:
            node, rank, stream, seq = raw["node"], raw["rank"], raw["stream"], raw["seq"]
            key = (node, -1 if rank is None else rank, stream)
            cur = cursors.get(key)
            if cur is not None and seq <= cur.max_seq:
                duplicates += 1
                continue
            if cur is None:
                cur = StreamCursorRow(job_id=job.job_id, node=key[0], rank=key[1], stream=key[2], max_seq=seq)
                session.add(cur)
                cursors[key] = cur
            else:
                cur.max_seq = seq
            fresh.append(LogLine(raw["line"], index, node, rank, stream, seq, raw.get("ts")))
            index += 1
        LINES_DUPLICATE.inc(duplicates)
        if not fresh:
            return None
        outcome = await incidents.process_lines(session, job, fresh, self.cache)
        job.lines_processed = index
        LINES_PROCESSED.inc(len(fresh))
        return outcome.incident_id if outcome.incident_changed else None

    async def _heartbeat(self, session: Any, job: JobRow, hb: HeartbeatIn) -> int | None:
        job.last_heartbeat_at = utcnow()
        metrics: dict[str, Any] = {"step": hb.step, "rank": hb.rank, "node": hb.node, **hb.metrics}
        for name in ("loss", "grad_norm", "tokens_per_s"):
            value = getattr(hb, name)
            if value is not None:
                metrics[name] = value
        job.last_metrics = metrics
        incidents.note_progress(job, hb.step)
        if not hb.nonfinite:
            return None
        # A non-finite metric is evidence like a log line: it goes through the rules.
        text = (
            f"[rank{hb.rank}]: crashcart agent: non-finite {', '.join(hb.nonfinite)} (nan) at step {hb.step}"
        )
        line = LogLine(text=text, index=job.lines_processed, node=hb.node, rank=hb.rank, stream="agent")
        outcome = await incidents.process_lines(session, job, [line], self.cache)
        job.lines_processed += 1
        return outcome.incident_id if outcome.incident_changed else None

    async def _exit(self, session: Any, job: JobRow, ex: ExitIn) -> int | None:
        job.exit_code = ex.exit_code
        if ex.exit_code == 0 and ex.signal is None:
            if job.state in ("running", "restarting"):
                job.state = "succeeded"
            return None
        job.state = "failed"
        repo = IncidentRepository(session)
        if await repo.open_for_job(job.job_id) is not None:
            return None
        state = await self.cache.get(session, job)
        verdicts = state.analyzer.verdicts()
        verdict = verdicts[0] if verdicts else incidents.unexplained_exit_verdict(ex.exit_code, ex.signal)
        incident_id, _ = await incidents.upsert_incident(session, job, verdict)
        return incident_id
