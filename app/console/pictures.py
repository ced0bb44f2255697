"""The data behind the console's pictures: read through the store, drawn by :mod:`app.console.charts`."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from urllib.parse import quote

from markupsafe import Markup
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from app.console import charts
from app.incidents import ettr as calc
from app.store.base import utcnow
from app.store.incidents import IncidentRow, SignalRow
from app.store.jobs import JobRow
from app.store.orchestrate import ActionRow, NodeRow
from app.vocabulary import Category

WINDOWS = {"1h": 3600, "24h": 86400, "7d": 7 * 86400, "30d": 30 * 86400}
CATEGORY_ORDER = [c.value for c in Category]
FLEET_JOBS = 500  # nodes of this many recent jobs make up the fleet beside the node registry
COUNTED_INCIDENTS = 5000
MIN_BUCKET_S = 5.0


def epoch(value: datetime) -> float:
    return (value if value.tzinfo else value.replace(tzinfo=UTC)).timestamp()


def window_seconds(name: str | None) -> tuple[str, int]:
    name = name if name in WINDOWS else "24h"
    assert name is not None
    return name, WINDOWS[name]


async def incidents_by_category(session: AsyncSession, window_s: int, now: datetime | None = None) -> Markup:
    """Incidents per category in 24 buckets. The window is an upper bound: the axis starts at the
    window's first incident (a young deployment's few minutes are not one sliver at the edge)."""
    end = now or utcnow()
    start = end - timedelta(seconds=window_s)
    n = 24
    rows = (
        await session.execute(
            select(IncidentRow.created_at, IncidentRow.category).where(IncidentRow.created_at >= start)
        )
    ).all()
    t1 = epoch(end)
    first = min((epoch(r[0]) for r in rows), default=epoch(start))
    t0 = max(epoch(start), t1 - max((t1 - first) * 1.1, MIN_BUCKET_S * n))
    width = (t1 - t0) / n
    counts: dict[str, list[int]] = {}
    for created_at, category in rows:
        k = min(n - 1, max(0, int((epoch(created_at) - t0) // width)))
        counts.setdefault(str(category), [0] * n)[k] += 1
    data = charts.Buckets(start=t0, width_s=width, counts=counts, n=n)
    return charts.stacked_bars(data, CATEGORY_ORDER, "Incidents over time by category")


def ettr_series(job: JobRow, t0: float, t1: float, samples: int = 48) -> charts.Series:
    """The job's cumulative ETTR at times between ``t0`` and ``t1`` (as known now: steps that a
    later restart redid count as lost from the start)."""
    submitted = epoch(job.created_at)
    ended = epoch(job.ended_at) if job.ended_at is not None else None
    lo, hi = max(t0, submitted), min(t1, ended if ended is not None else t1)
    points: list[tuple[float, float]] = []
    for k in range(samples + 1):
        t = lo + (hi - lo) * k / samples
        value = calc.ettr(job.progress, submitted, ended if ended is not None and ended <= t else None, t)
        if value is not None:
            points.append((t, value))
    return charts.Series(job.job_id, points, href=f"/console/jobs/{quote(job.job_id, safe='')}")


async def ettr_by_job(
    session: AsyncSession, window_s: int, now: datetime | None = None, max_jobs: int = 8
) -> Markup:
    end = now or utcnow()
    start = end - timedelta(seconds=window_s)
    stmt = (
        select(JobRow)
        .where(JobRow.created_at < end, JobRow.progress.is_not(None))
        .where((JobRow.ended_at.is_(None)) | (JobRow.ended_at > start))
        .order_by(JobRow.created_at.desc())
        .limit(max_jobs * 4)
    )
    jobs = list((await session.execute(stmt)).scalars())
    t0, t1 = epoch(start), epoch(end)
    series = [s for s in (ettr_series(j, t0, t1) for j in jobs) if len(s.points) >= 2][:max_jobs]
    if series:  # start the axis where the first line starts, not at an empty window's edge
        t0 = min(p[0] for s in series for p in s.points)
    return charts.line_chart(series, t0, t1, "ETTR per job over time")


def job_ettr_chart(job: JobRow, now: datetime | None = None) -> Markup:
    t1 = epoch(job.ended_at) if job.ended_at is not None else epoch(now or utcnow())
    series = ettr_series(job, epoch(job.created_at), t1)
    shown = [series] if len(series.points) >= 2 else []
    return charts.line_chart(shown, epoch(job.created_at), t1, f"ETTR of {job.job_id} over time", height=200)


@dataclass(frozen=True)
class Fleet:
    picture: Markup
    nodes: list[charts.FleetNode]


async def fleet(session: AsyncSession) -> Fleet:
    """Every node crashcart knows (registry and recent jobs) by state, with its incident count."""
    registry = {r.name: r for r in (await session.execute(select(NodeRow))).scalars()}
    names: set[str] = set(registry)
    job_nodes = await session.execute(
        select(JobRow.nodes).order_by(JobRow.created_at.desc()).limit(FLEET_JOBS)
    )
    for (nodes,) in job_nodes.all():
        names.update(str(n) for n in nodes or ())
    blamed: Counter[str] = Counter()
    culprits = await session.execute(
        select(IncidentRow.culprit_nodes).order_by(IncidentRow.id.desc()).limit(COUNTED_INCIDENTS)
    )
    for (nodes,) in culprits.all():
        blamed.update({str(n) for n in nodes or ()})
    out = []
    for name in sorted(names):
        row = registry.get(name)
        state = row.state if row is not None and row.state in charts.FLEET_STATES else "ok"
        href = f"/console/incidents/{row.incident_id}" if row is not None and row.incident_id else None
        out.append(charts.FleetNode(name, state, blamed[name], href, row.reason if row is not None else ""))
    return Fleet(charts.fleet_grid(out, "Fleet: nodes by state with their incident counts"), out)


@dataclass(frozen=True)
class Story:
    picture: Markup
    events: list[charts.Event]


def incident_story(
    incident: IncidentRow, signals: Sequence[SignalRow], actions: Sequence[ActionRow]
) -> Story:
    """The incident's timeline: its first root-cause line, the symptoms, the actions, verification."""
    own = [s for s in signals if s.incident_id == incident.id] or list(signals)
    events: list[charts.Event] = []
    roots = [s for s in own if not s.symptom]
    root = next((s for s in roots if s.line == incident.root_cause_line), roots[0] if roots else None)
    if root is not None:
        events.append(charts.Event(epoch(root.created_at), "root", f"line {root.line_index}", root.line))
    elif incident.root_cause_line:
        events.append(
            charts.Event(epoch(incident.created_at), "root", "root cause", incident.root_cause_line)
        )
    for s in own:
        if s.symptom:
            where = f"{s.node or '?'}" + (f"/rank {s.rank}" if s.rank is not None else "")
            events.append(charts.Event(epoch(s.created_at), "symptom", f"{s.rule_id} on {where}", s.line))
    for a in actions:
        nodes = f" {', '.join(map(str, a.nodes))}" if a.nodes else ""
        events.append(charts.Event(epoch(a.created_at), "action", f"{a.kind}{nodes} planned", a.reason))
        if a.started_at is not None:
            events.append(charts.Event(epoch(a.started_at), "action", f"{a.kind} started"))
        if a.finished_at is not None:
            bad = a.state == "failed"
            events.append(
                charts.Event(
                    epoch(a.finished_at),
                    "action",
                    f"{a.kind} {a.state}",
                    a.last_error or "",
                    "bad" if bad else "",
                )
            )
        if a.verified_at is not None:
            events.append(
                charts.Event(epoch(a.verified_at), "verify", f"{a.kind} verified: the job progressed")
            )
        elif a.state == "failed" and a.kind == "restart":
            events.append(
                charts.Event(epoch(a.updated_at), "verify", "restart not verified", a.last_error or "", "bad")
            )
    if incident.state == "resolved":
        events.append(charts.Event(epoch(incident.updated_at), "verify", "incident resolved"))
    events.sort(key=lambda e: e.at)
    return Story(charts.timeline(events, f"Timeline of incident {incident.id}"), events)
