"""The durable action state machine: claim, execute through a backend, record, retry, verify.

Exactly once: an action is claimed with a conditional UPDATE (one winner across processes) and
a lease; a restart's marker is committed *before* the backend is called, so an execution that is
resumed after a crash (lease expired) asks the backend "restarted since the marker?" instead of
restarting twice. No database transaction is held open while a backend works.
"""

from __future__ import annotations

import logging
import uuid
from datetime import timedelta

from sqlalchemy.ext.asyncio import AsyncSession

from app.errors import BackendError, CrashcartError
from app.incidents.service import start_new_epoch
from app.orchestrate import registry
from app.orchestrate.backends import BackendRegistry, get_backends
from app.orchestrate.base import RestartOutcome
from app.orchestrate.service import cancel_dependents, job_target
from app.settings import get_settings
from app.store.base import utcnow
from app.store.db import Database
from app.store.incidents import IncidentRepository
from app.store.jobs import JobRepository
from app.store.orchestrate import SATISFIED_ACTION_STATES, ActionRepository, NodeRepository

log = logging.getLogger(__name__)
_DEAD_DEPENDENCY = ("rejected", "failed", "cancelled", "skipped", "refused")


async def run_due(
    db: Database, *, owner: str, lease_s: float, backends: BackendRegistry | None = None
) -> int:
    """Execute every action that is due; returns how many were carried through."""
    async with db.session() as session:
        due = [(a.id, a.state) for a in await ActionRepository(session).due(utcnow())]
    done = 0
    for action_id, state in due:
        if await execute_action(
            db, action_id, from_state=state, owner=owner, lease_s=lease_s, backends=backends
        ):
            done += 1
    return done


async def _claim(db: Database, action_id: int, from_state: str, owner: str, lease_s: float) -> bool:
    """Check the dependency, then take the lease. False: not ours, or not yet."""
    async with db.session() as session:
        repo = ActionRepository(session)
        action = await repo.get(action_id)
        if action is None or action.state != from_state:
            return False
        if action.depends_on is not None:
            dep = await repo.get(action.depends_on)
            if dep is not None and dep.state in _DEAD_DEPENDENCY:
                action.state = "cancelled"
                action.last_error = f"cancelled: action {dep.id} ({dep.kind}) is {dep.state}"
                action.finished_at = utcnow()
                await session.commit()
                return False
            if dep is not None and dep.state not in SATISFIED_ACTION_STATES:
                return False
        now = utcnow()
        if not await repo.claim(
            action_id,
            from_state=from_state,
            owner=owner,
            lease_until=now + timedelta(seconds=lease_s),
            now=now,
        ):
            await session.rollback()
            return False
        await session.refresh(action)
        if action.started_at is None:
            action.started_at = now
        incident = await IncidentRepository(session).get(action.incident_id)
        if incident is not None and incident.state not in ("resolved", "rejected"):
            incident.state = "acting"
        await session.commit()
        return True


async def execute_action(
    db: Database,
    action_id: int,
    *,
    from_state: str,
    owner: str,
    lease_s: float = 60.0,
    backends: BackendRegistry | None = None,
) -> bool:
    if not await _claim(db, action_id, from_state, owner, lease_s):
        return False
    backends = backends or get_backends()
    async with db.session() as session:
        action = await ActionRepository(session).get(action_id)
        job = await JobRepository(session).get(action.job_id) if action else None
        if action is None or job is None:
            return False
        target = job_target(job)
        backend = backends.get(action.backend)
        kind, nodes, incident_id = action.kind, tuple(action.nodes or ()), action.incident_id
        # A vocabulary word recorded at planning time: log text never reaches a scheduler command.
        category = str(action.result.get("category", "incident"))
        exclude = tuple(action.result.get("exclude", ()))
        marker = action.result.get("marker")
        try:
            if kind == "restart" and marker is None:
                # The marker must be durable before the backend acts (see the module docstring).
                marker = await backend.restart_marker(target)
                exclude = await _cordoned_nodes_of_incident(session, incident_id)
                # Unique across databases too: the scheduler may remember jobs of another install.
                key = f"{action_id}-{uuid.uuid4().hex[:12]}"
                action.result = {**action.result, "marker": marker, "exclude": list(exclude), "key": key}
                await session.commit()
        except BackendError as exc:
            await _failed(db, action_id, owner, str(exc))
            return False
    outcome: RestartOutcome | None = None
    try:
        if kind == "cordon":
            for node in nodes:
                await backend.cordon(node, f"crashcart incident {incident_id}: {category}")
        elif kind == "restart":
            outcome = await backend.restart(
                target, marker=marker or {}, exclude=exclude, key=str(action.result.get("key", action_id))
            )
        else:
            raise BackendError(f"action kind {kind!r} has nothing to execute")
    except CrashcartError as exc:
        await _failed(db, action_id, owner, exc.message)
        return False
    await _succeeded(db, action_id, owner, outcome)
    return True


async def _cordoned_nodes_of_incident(session: AsyncSession, incident_id: int) -> tuple[str, ...]:
    rows = await ActionRepository(session).for_incident(incident_id)
    return tuple(
        str(n) for r in rows if r.kind == "cordon" and r.state in SATISFIED_ACTION_STATES for n in r.nodes
    )


async def _succeeded(db: Database, action_id: int, owner: str, outcome: RestartOutcome | None) -> None:
    async with db.session() as session:
        repo = ActionRepository(session)
        action = await repo.get(action_id)
        if action is None or action.state != "executing" or action.lease_owner != owner:
            log.warning("action %s changed hands while executing; leaving it to its new owner", action_id)
            return
        now = utcnow()
        action.state = "succeeded"
        action.finished_at = now
        action.lease_until = None
        action.last_error = None
        job = await JobRepository(session).get(action.job_id)
        if action.kind == "cordon":
            nodes_repo = NodeRepository(session)
            for node in action.nodes:
                await registry.mark_cordoned(
                    nodes_repo,
                    node,
                    incident_id=action.incident_id,
                    reason=f"incident {action.incident_id}: {action.reason}",
                )
        elif action.kind == "restart" and outcome is not None and job is not None:
            action.result = {**action.result, "detail": outcome.detail, "already_done": outcome.already_done}
            action.progress_step = job.last_step
            job.restarts = (job.restarts or 0) + 1
            job.state = "restarting"
            job.exit_code = None
            # The restarted run is diagnosed afresh: the old failure's lines no longer count.
            start_new_epoch(job)
            if outcome.spec_update:
                job.spec = {**(job.spec or {}), **outcome.spec_update}
        await session.commit()
        log.info("action %s (%s) succeeded", action_id, action.kind)


async def _failed(db: Database, action_id: int, owner: str, error: str) -> None:
    policy = get_settings().policy
    async with db.session() as session:
        repo = ActionRepository(session)
        action = await repo.get(action_id)
        if action is None or action.state != "executing" or action.lease_owner != owner:
            return
        action.attempts = (action.attempts or 0) + 1
        action.last_error = error
        action.lease_until = None
        if action.attempts < action.max_attempts:
            action.state = "planned"
            action.not_before = utcnow() + timedelta(
                seconds=policy.restart_backoff_s * 2 ** (action.attempts - 1)
            )
        else:
            action.state = "failed"
            action.finished_at = utcnow()
            rows = await repo.for_incident(action.incident_id)
            await cancel_dependents(session, rows, because=f"action {action.id} ({action.kind}) failed")
            incident = await IncidentRepository(session).get(action.incident_id)
            if incident is not None:
                incident.state = "needs_human"
        await session.commit()
        log.warning("action %s (%s) failed (attempt %s): %s", action_id, action.kind, action.attempts, error)


async def verify_restarts(db: Database, *, job_id: str | None = None) -> int:
    """succeeded → verified once the job made progress after the restart; returns how many."""
    verified = 0
    async with db.session() as session:
        repo = ActionRepository(session)
        candidates = await repo.awaiting_verification()
        jobs = JobRepository(session)
        for action in candidates:
            if job_id is not None and action.job_id != job_id:
                continue
            job = await jobs.get(action.job_id)
            if job is None or action.finished_at is None:
                continue
            progressed = job.last_progress_at is not None and job.last_progress_at > action.finished_at
            if not progressed:
                continue
            action.state = "verified"
            action.verified_at = utcnow()
            job.state = "running"
            verified += 1
            rows = await repo.for_incident(action.incident_id)
            incident = await IncidentRepository(session).get(action.incident_id)
            if incident is not None:
                # Training time lost to this failure: from its detection to progress again (ETTR).
                lost = (action.verified_at - incident.created_at).total_seconds()
                job.downtime_s = (job.downtime_s or 0.0) + max(0.0, lost)
            if incident is not None and not any(
                r.state in ("planned", "awaiting_approval", "executing") for r in rows
            ):
                incident.state = "resolved"
                incident.resolved_at = utcnow()
        await session.commit()
    return verified
