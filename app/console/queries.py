"""Read-side queries the console needs beyond the repositories: counts, a change stamp, log pages."""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from app.store.archive import ArchivedLine, JobLog
from app.store.incidents import OPEN_STATES, IncidentRow
from app.store.jobs import JobRow
from app.store.llm import RuleSuggestionRow
from app.store.orchestrate import ActionRow, NodeRow


async def incident_counts(session: AsyncSession) -> dict[str, int]:
    """Incidents per state (all of them, not only the page shown)."""
    stmt = select(IncidentRow.state, func.count()).group_by(IncidentRow.state)
    return {state: int(n) for state, n in (await session.execute(stmt)).all()}


def open_first(rows: Sequence[IncidentRow]) -> list[IncidentRow]:
    """Open incidents on top, newest first within each group."""
    return sorted(rows, key=lambda r: (r.state not in OPEN_STATES, -r.id))


async def change_stamp(session: AsyncSession, *, jobs: bool = False) -> str:
    """A short digest that changes whenever anything a console page shows changes.

    Live updates poll this (one cheap aggregate per table) instead of listening to every writer:
    the pipeline, the orchestrator runner and a worker in another process all just write rows.
    Jobs move with every log batch, so only the pages that show them (``jobs=True``) watch them.
    """
    parts: list[object] = []
    stmts = [
        select(func.count(IncidentRow.id), func.max(IncidentRow.updated_at)),
        select(func.count(ActionRow.id), func.max(ActionRow.updated_at)),
        select(func.count(NodeRow.name), func.max(NodeRow.updated_at)),
        select(func.count(RuleSuggestionRow.id), func.max(RuleSuggestionRow.decided_at)),
    ]
    if jobs:
        stmts.append(select(func.count(JobRow.job_id), func.max(JobRow.updated_at)))
    for stmt in stmts:
        parts.extend((await session.execute(stmt)).one())
    return hashlib.sha1(repr(parts).encode()).hexdigest()[:16]


@dataclass(frozen=True, slots=True)
class LogPage:
    lines: list[ArchivedLine]
    around: int
    first: int
    has_earlier: bool
    has_later: bool


def log_page(job: JobLog, around: int, size: int = 100) -> LogPage:
    """The archived lines around ``around`` (40% before, 60% after). Blocking: run in a thread."""
    first = max(0, around - size * 2 // 5)
    lines = list(job.iter_lines(start=first, limit=size + 1))
    has_later = len(lines) > size
    return LogPage(
        lines=lines[:size],
        around=around,
        first=first,
        has_earlier=first > 0,
        has_later=has_later,
    )
