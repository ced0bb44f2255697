"""Where the ETTR timeline meets the job rows: record progress, end runs, compute the figures.

:func:`note_step` is called wherever a job's step moves (heartbeats, ``step N`` log lines). The
run boundaries and the job's end follow its ``state``: an attribute listener on
``JobRow.state`` closes the open progress segment whenever the job leaves ``running`` (exit,
restart) and stamps ``ended_at`` when it reaches a final state (cleared when it runs again), so
every path that changes a job's state (ingest, orchestrator, registration) keeps the timeline
right without knowing about it. The arithmetic is in :mod:`app.incidents.ettr`.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

from prometheus_client import Gauge
from sqlalchemy import event, or_, select
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.ext.asyncio import AsyncSession

from app.incidents import ettr as calc
from app.settings import get_settings
from app.store.base import utcnow
from app.store.db import Database
from app.store.jobs import JobRow

log = logging.getLogger(__name__)

FINAL_STATES = frozenset({"succeeded", "failed", "stopped"})
METRIC_WINDOWS = {"1h": 3600.0, "24h": 86400.0}
MAX_JOBS_IN_METRICS = 1000

JOB_ETTR = Gauge(
    "crashcart_job_ettr",
    "ETTR of a job (productive training time / wall time, frozen at its end); jobs active in 24h",
    ["job_id"],
)
FLEET_ETTR = Gauge(
    "crashcart_fleet_ettr", "ETTR of all jobs over a trailing window (productive / wall)", ["window"]
)


def note_step(job: JobRow, step: int, at: datetime | None = None) -> None:
    """A progress report of ``step`` for ``job`` (the caller checked that the step changed)."""
    if job.progress is None:
        return  # a job from before progress was tracked: its figure stays unknown
    when = (at or utcnow()).timestamp()
    max_gap = get_settings().incidents.stall_after_s
    job.progress = calc.record_step(job.progress, step, when, max_gap_s=max_gap)


def _on_state(job: JobRow, value: Any, oldvalue: Any, _initiator: Any) -> None:
    if value == oldvalue or not isinstance(oldvalue, str):
        return  # unchanged, or a new row being filled in
    if value != "running" and job.progress is not None:
        job.progress = calc.end_run(job.progress)
    if value in FINAL_STATES:
        job.ended_at = utcnow()
    else:
        job.ended_at = None


event.listen(JobRow.state, "set", _on_state)


def job_ratio(job: JobRow, now: datetime | None = None) -> calc.Ratio:
    if job.progress is None:
        return calc.Ratio(None, 0.0, 0.0)
    end = job.ended_at.timestamp() if job.ended_at is not None else None
    return calc.ratio(job.progress, job.created_at.timestamp(), end, (now or utcnow()).timestamp())


def job_ettr(job: JobRow, now: datetime | None = None) -> float | None:
    """ETTR of ``job``; None when not tracked (jobs older than the tracking) or no time passed."""
    return job_ratio(job, now).ettr


@dataclass(frozen=True)
class FleetEttr:
    window_s: float
    start: datetime
    end: datetime
    ettr: float | None
    productive_s: float
    wall_s: float
    jobs: int


async def _spans(session: AsyncSession, start: datetime, end: datetime) -> list[tuple[str, calc.JobSpan]]:
    stmt = (
        select(JobRow.job_id, JobRow.created_at, JobRow.ended_at, JobRow.progress)
        .where(JobRow.created_at < end, or_(JobRow.ended_at.is_(None), JobRow.ended_at > start))
        .order_by(JobRow.created_at.desc())
    )
    out: list[tuple[str, calc.JobSpan]] = []
    for job_id, created_at, ended_at, progress in (await session.execute(stmt)).all():
        if progress is None:
            continue
        ended = ended_at.timestamp() if ended_at is not None else None
        out.append((job_id, calc.JobSpan(progress, created_at.timestamp(), ended)))
    return out


async def fleet_ettr(session: AsyncSession, window_s: float, now: datetime | None = None) -> FleetEttr:
    """ETTR of every tracked job over the trailing window ``[now - window_s, now]``."""
    end = now or utcnow()
    start = end - timedelta(seconds=window_s)
    spans = [span for _, span in await _spans(session, start, end)]
    r = calc.fleet(spans, start.timestamp(), end.timestamp())
    return FleetEttr(window_s, start, end, r.ettr, r.productive_s, r.wall_s, r.jobs)


async def refresh_metrics(db: Database, now: datetime | None = None) -> None:
    """Set the ETTR gauges (at scrape time): per window, and per job active in the last 24 h.

    A database that cannot answer leaves NaN, never a failed scrape."""
    end = now or datetime.now(UTC)
    try:
        async with db.session() as session:
            fleets = {label: await fleet_ettr(session, w, end) for label, w in METRIC_WINDOWS.items()}
            spans = await _spans(session, end - timedelta(seconds=METRIC_WINDOWS["24h"]), end)
    except (SQLAlchemyError, OSError):
        log.warning("ETTR metrics: the database did not answer", exc_info=True)
        for label in METRIC_WINDOWS:
            FLEET_ETTR.labels(window=label).set(float("nan"))
        return
    for label, fleet in fleets.items():
        FLEET_ETTR.labels(window=label).set(fleet.ettr if fleet.ettr is not None else float("nan"))
    JOB_ETTR.clear()
    for job_id, span in spans[:MAX_JOBS_IN_METRICS]:
        value = calc.ettr(span.timeline, span.submitted_at, span.ended_at, end.timestamp())
        if value is not None:
            JOB_ETTR.labels(job_id=job_id).set(value)
