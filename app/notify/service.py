"""Use-cases of the notify stage: turn incident changes into outbox rows.

``enqueue_for_incident`` is an incident hook: it runs after every incident change and is
idempotent, so calling it again for the same incident and state adds nothing. Alerts are
deduplicated on (destination, job, incident fingerprint, action, phase), never on LLM text: a
different incident with the same key inside the dedupe window is folded into the first alert
(``repeats`` counts it) instead of being sent again. Delivery is ``NotifyRunner``'s job.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import weakref
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from app.errors import NotFound
from app.notify.config import NotifyConfig
from app.notify.schemas import IncidentSnapshot, Phase
from app.settings import Settings, get_settings
from app.store.base import utcnow
from app.store.db import Database
from app.store.incidents import IncidentRepository, IncidentRow
from app.store.jobs import JobRepository, JobRow
from app.store.notify import NotificationRepository, NotificationRow
from app.store.orchestrate import ActionRepository

__all__ = ["dedupe_key", "enqueue_changed_since", "enqueue_for_incident", "phase_for"]

# How many folded incident ids a row remembers (what makes a repeated hook call a no-op).
MAX_FOLDED_IDS = 1000
_ENQUEUE_TRIES = 3

_STATE_PHASE = {
    "open": Phase.detected,
    "acting": Phase.detected,
    "notified": Phase.detected,
    "awaiting_approval": Phase.approval_needed,
    "needs_human": Phase.needs_human,
    "resolved": Phase.resolved,
    "rejected": Phase.rejected,
}


_sqlite_locks: weakref.WeakKeyDictionary[Database, asyncio.Lock] = weakref.WeakKeyDictionary()


def _write_lock(db: Database) -> contextlib.AbstractAsyncContextManager[object]:
    """SQLite runs reads outside the write transaction (no SELECT ... FOR UPDATE), so two folds
    could lose a count: enqueues of one process take turns. PostgreSQL locks the row instead."""
    if not db.is_sqlite:
        return contextlib.nullcontext()
    lock = _sqlite_locks.get(db)
    if lock is None:
        lock = _sqlite_locks[db] = asyncio.Lock()
    return lock


def phase_for(incident: IncidentRow, *, llm_enabled: bool) -> Phase | None:
    """What to tell people about this incident now, or None to stay quiet for the moment."""
    if incident.state == "diagnosing":
        return None
    if incident.state == "open" and incident.ambiguous and incident.source == "rule" and llm_enabled:
        # The LLM's verdict is coming and may change the action: alert once, with its answer.
        return None
    phase = _STATE_PHASE.get(incident.state)
    if phase is Phase.detected and incident.action == "needs_human":
        return Phase.needs_human
    return phase


def dedupe_key(
    destination: str, job_id: str, fingerprint: str, action: str, phase: Phase, nodes: str = ""
) -> str:
    parts = (destination, job_id, fingerprint, action, phase.value) + ((nodes,) if nodes else ())
    raw = "\x1f".join(parts)
    return hashlib.sha256(raw.encode()).hexdigest()


def _drained_nodes(incident: IncidentRow) -> str:
    """A drain of another node is news, not a repeat: cordoning incidents alert per node set."""
    if incident.action != "cordon_and_restart":
        return ""
    return ",".join(sorted(str(n) for n in incident.culprit_nodes or ()))


def _explain(incident: IncidentRow) -> dict[str, Any]:
    explain = (incident.diagnosis or {}).get("explain")
    return explain if isinstance(explain, dict) else {}


def snapshot_of(incident: IncidentRow, job: JobRow | None) -> IncidentSnapshot:
    return IncidentSnapshot(
        incident_id=incident.id,
        job_id=incident.job_id,
        state=incident.state,
        category=incident.category,
        layer=incident.layer,
        blame=incident.blame,
        action=incident.action,
        culprit_nodes=[str(n) for n in incident.culprit_nodes or []],
        culprit_ranks=[int(r) for r in incident.culprit_ranks or []],
        root_cause_line=incident.root_cause_line,
        confidence=incident.confidence,
        source=incident.source,
        rule_ids=[str(r) for r in incident.rule_ids or []],
        fingerprint=incident.fingerprint,
        explanation=incident.explanation or "",
        action_reason=str(_explain(incident).get("action_reason") or ""),
        missing_evidence=[str(m) for m in _explain(incident).get("missing_evidence") or []][:4],
        owner=job.owner if job else None,
        notify=[str(n) for n in (job.notify if job else None) or []],
    )


async def enqueue_for_incident(
    db: Database, incident_id: int, *, settings: Settings | None = None, config: NotifyConfig | None = None
) -> int:
    """Write the outbox rows this incident's current state calls for, in one transaction.

    Returns how many rows were created (folded repeats and no-ops create none).
    """
    settings = settings or get_settings()
    config = config or NotifyConfig.from_settings(settings)
    destinations = config.destinations()
    if not destinations:
        return 0
    for attempt in range(_ENQUEUE_TRIES):
        try:
            async with _write_lock(db):
                return await _enqueue_once(
                    db, incident_id, config, destinations, llm_enabled=settings.llm.enabled
                )
        except IntegrityError:
            # Another worker opened the same alert at the same time; the retry folds into it.
            if attempt == _ENQUEUE_TRIES - 1:
                raise
    return 0  # pragma: no cover - the loop returns or raises


async def _enqueue_once(
    db: Database, incident_id: int, config: NotifyConfig, destinations: list[str], *, llm_enabled: bool
) -> int:
    async with db.session() as session:
        incident = await IncidentRepository(session).get(incident_id)
        if incident is None:
            raise NotFound(f"incident {incident_id} not found")
        phase = phase_for(incident, llm_enabled=llm_enabled)
        if phase is None:
            return 0
        job = await JobRepository(session).get(incident.job_id)
        snapshot = snapshot_of(incident, job)
        snapshot.decisions = await _decisions(session, incident)
        snapshot_json = snapshot.model_dump(mode="json")
        repo = NotificationRepository(session)
        now = utcnow()
        window = timedelta(seconds=config.dedupe_window_s)
        created = 0
        for destination in destinations:
            key = dedupe_key(
                destination,
                incident.job_id,
                incident.fingerprint,
                incident.action,
                phase,
                _drained_nodes(incident),
            )
            active = await repo.active(key)  # locked first (PostgreSQL): concurrent folds take turns
            if any(
                incident_id in (row.incident_ids or [row.incident_id]) for row in await repo.with_key(key)
            ):
                continue  # this incident was already alerted (or folded) under this key
            if active is not None and active.created_at + window > now:
                active.repeats += 1
                active.incident_ids = [*(active.incident_ids or []), incident_id][-MAX_FOLDED_IDS:]
                continue
            if active is not None:
                active.active_key = None  # its window closed: the next alert starts a new one
                await session.flush()
            repo.add(
                NotificationRow(
                    dedupe_key=key,
                    active_key=key,
                    destination=destination,
                    job_id=incident.job_id,
                    incident_id=incident_id,
                    fingerprint=incident.fingerprint,
                    action=incident.action,
                    phase=phase.value,
                    incident_ids=[incident_id],
                    repeats=0,
                    snapshot=snapshot_json,
                    state="pending",
                    attempts=0,
                    max_attempts=config.max_attempts,
                    not_before=now,
                    created_at=now,
                )
            )
            await session.flush()
            created += 1
        await session.commit()
        return created


async def _decisions(session: AsyncSession, incident: IncidentRow) -> list[str]:
    """Why the incident waits for a human: the reasons of its steps that wait or were refused."""
    if incident.state not in ("awaiting_approval", "needs_human"):
        return []
    rows = await ActionRepository(session).for_incident(incident.id)
    out = [f"{r.kind}: {r.reason}" for r in rows if r.state in ("awaiting_approval", "refused")]
    out += [f"{r.kind} failed: {r.last_error}" for r in rows if r.state == "failed" and r.last_error]
    return out[:5]


async def enqueue_changed_since(
    db: Database,
    since: datetime,
    *,
    settings: Settings | None = None,
    config: NotifyConfig | None = None,
    limit: int = 500,
) -> int:
    """Enqueue for every incident changed since ``since``: catches state changes that no hook
    announced (the orchestrator resolving an incident, a human approving). Idempotent."""
    async with db.session() as session:
        stmt = (
            select(IncidentRow.id)
            .where(IncidentRow.updated_at >= since)
            .order_by(IncidentRow.updated_at)
            .limit(limit)
        )
        ids = [int(i) for i in (await session.execute(stmt)).scalars()]
    created = 0
    for incident_id in ids:
        try:
            created += await enqueue_for_incident(db, incident_id, settings=settings, config=config)
        except NotFound:
            continue
    return created
