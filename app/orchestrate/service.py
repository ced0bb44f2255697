"""Use-cases of the orchestrator: plan an incident's actions, human decisions, node health.

The live pipeline calls :func:`on_incident` after every commit that touches an incident (it is
idempotent) and :func:`on_job_progress` after heartbeats; the :class:`~app.orchestrate.runner.
OrchestratorRunner` executes what is planned. Functions taking a session commit it.
"""

from __future__ import annotations

import hashlib
from datetime import timedelta

from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from app.errors import BackendError, Conflict, NotFound
from app.orchestrate import policy, registry
from app.orchestrate.backends import BackendRegistry, get_backends
from app.orchestrate.base import JobTarget, PartitionUsage, RecoveryBackend
from app.orchestrate.schemas import ActionOut, IncidentActionsOut, NodeListOut, NodeOut
from app.settings import PolicySettings, get_settings
from app.store.base import utcnow
from app.store.db import Database
from app.store.incidents import IncidentRepository, IncidentRow
from app.store.jobs import JobRepository, JobRow
from app.store.orchestrate import ActionRepository, ActionRow, NodeRepository

ACTING_KINDS = ("cordon", "restart")
# Incident states after which nothing is planned any more.
FINAL_INCIDENT_STATES = ("resolved", "rejected")

_runners: set[object] = set()  # runners to wake when there is new work (see runner.py)


def wake_runners() -> None:
    for runner in list(_runners):
        wake = getattr(runner, "wake", None)
        if callable(wake):
            wake()


def job_target(job: JobRow) -> JobTarget:
    return JobTarget(
        job_id=job.job_id,
        scheduler=job.scheduler,
        nodes=tuple(str(n) for n in job.nodes or ()),
        spec=dict(job.spec or {}),
        checkpoint_dir=job.checkpoint_dir,
    )


def incident_facts(incident: IncidentRow) -> policy.IncidentFacts:
    return policy.IncidentFacts(
        incident_id=incident.id,
        job_id=incident.job_id,
        category=incident.category,
        action=incident.action,
        confidence=float(incident.confidence),
        culprit_nodes=tuple(str(n) for n in incident.culprit_nodes or ()),
        fingerprint=incident.fingerprint,
        ambiguous=bool(incident.ambiguous),
    )


async def _job_nodes(job: JobRow, backend: RecoveryBackend) -> tuple[str, ...]:
    """The job's nodes as the scheduler knows them; the registration first, then the backend."""
    nodes = tuple(str(n) for n in job.nodes or ())
    if nodes:
        return nodes
    try:
        status = await backend.job_status(job_target(job))
    except BackendError:
        return ()
    return status.nodes if status else ()


async def _guard_facts(
    session: AsyncSession,
    settings: PolicySettings,
    incident: IncidentRow,
    job: JobRow,
    backend: RecoveryBackend,
) -> policy.GuardFacts:
    actions = ActionRepository(session)
    job_nodes = await _job_nodes(job, backend)
    culprits = [n for n in incident.culprit_nodes or () if n in job_nodes]
    partitions: dict[str, PartitionUsage | None] = {}
    for node in culprits:
        try:
            partitions[node] = await backend.partition_usage(node)
        except BackendError:
            partitions[node] = None
    return policy.GuardFacts(
        job_nodes=job_nodes,
        job_restarts=await actions.count_restarts(job.job_id),
        same_fingerprint_restarts=await actions.count_restarts(job.job_id, fingerprint=incident.fingerprint),
        drains_last_hour=len(await actions.nodes_cordoned_since(utcnow() - timedelta(hours=1))),
        node_states=await NodeRepository(session).states(culprits),
        partitions=partitions,
    )


def _key(incident_id: int, step: policy.Step) -> str:
    if step.decision_only:
        digest = hashlib.sha256(step.reason.encode()).hexdigest()[:16]
        return f"{incident_id}:{step.kind}:{digest}"
    return f"{incident_id}:{step.kind}"


async def plan_incident(
    session: AsyncSession, incident_id: int, *, backends: BackendRegistry | None = None
) -> list[int]:
    """Decide what to do about an incident and record it; returns the ids of its actions."""
    settings = get_settings()
    backends = backends or get_backends()
    incidents, actions = IncidentRepository(session), ActionRepository(session)
    incident = await incidents.get(incident_id)
    if incident is None:
        raise NotFound(f"incident {incident_id} not found")
    existing = await actions.for_incident(incident_id)
    if incident.state in FINAL_INCIDENT_STATES or any(
        a.kind in (*ACTING_KINDS, "notify") or (a.kind == "hold" and a.state == "refused") for a in existing
    ):
        return [a.id for a in existing]
    job = await JobRepository(session).get(incident.job_id)
    if job is None:
        raise NotFound(f"job {incident.job_id} of incident {incident_id} not found")
    backend_kind = backends.kind_for(job.scheduler)
    backend = backends.get(backend_kind)
    facts = await _guard_facts(session, settings.policy, incident, job, backend)
    plan = policy.plan(settings.policy, incident_facts(incident), facts)

    known = {a.idempotency_key for a in existing}
    now = utcnow()
    previous: ActionRow | None = None
    for step in plan.steps:
        key = _key(incident_id, step)
        if key in known:
            continue
        if step.decision_only:
            # "refused": a guard said no for good; "skipped": the verdict may still change;
            # "recorded": a decision that needs nothing done (no restart for user code).
            state = "recorded" if step.kind == "notify" else "refused" if plan.needs_human else "skipped"
        elif step.mode == "shadow":
            state = "shadowed"
        elif step.mode == "approve":
            state = "awaiting_approval"
        else:
            state = "planned"
        row = ActionRow(
            idempotency_key=key,
            incident_id=incident_id,
            job_id=job.job_id,
            kind=step.kind,
            backend=backend_kind,
            mode=step.mode,
            state=state,
            nodes=list(step.nodes),
            fingerprint=incident.fingerprint,
            reason=step.reason,
            depends_on=previous.id if previous is not None and not step.decision_only else None,
            not_before=now + timedelta(seconds=step.delay_s),
            max_attempts=3,
            result={"category": incident.category},
            attempts=0,
        )
        actions.add(row)
        await session.flush()
        if not step.decision_only:
            previous = row
    node_repo = NodeRepository(session)
    for node in plan.suspect:
        await registry.mark_suspect(
            node_repo, node, incident_id=incident_id, reason=f"{incident.category} (incident {incident_id})"
        )
    rows = await actions.for_incident(incident_id)
    if any(r.state == "awaiting_approval" for r in rows):
        incident.state = "awaiting_approval"
    elif any(r.state in ("planned", "executing") for r in rows):
        incident.state = "acting"
    elif plan.needs_human:
        incident.state = "needs_human"
    try:
        await session.commit()
    except IntegrityError:
        # Another worker planned the same incident at the same time: its plan stands.
        await session.rollback()
        return [a.id for a in await ActionRepository(session).for_incident(incident_id)]
    wake_runners()
    return [r.id for r in rows]


async def on_incident(db: Database, incident_id: int) -> list[int]:
    """Entry point for the live pipeline, after the commit that created or updated an incident."""
    async with db.session() as session:
        return await plan_incident(session, incident_id)


async def on_job_progress(db: Database, job_id: str) -> int:
    """Entry point after heartbeats or step lines moved a job on: verify its restarts."""
    from app.orchestrate.machine import verify_restarts

    return await verify_restarts(db, job_id=job_id)


async def incident_actions(session: AsyncSession, incident_id: int) -> IncidentActionsOut:
    incident = await IncidentRepository(session).get(incident_id)
    if incident is None:
        raise NotFound(f"incident {incident_id} not found")
    rows = await ActionRepository(session).for_incident(incident_id)
    return IncidentActionsOut(
        incident_id=incident_id,
        incident_state=incident.state,
        actions=[ActionOut.model_validate(r) for r in rows],
    )


async def _decide(session: AsyncSession, incident_id: int, *, approve: bool, actor: str, reason: str) -> None:
    incident = await IncidentRepository(session).get(incident_id)
    if incident is None:
        raise NotFound(f"incident {incident_id} not found")
    rows = await ActionRepository(session).for_incident(incident_id)
    waiting = [r for r in rows if r.state == "awaiting_approval"]
    if not waiting:
        raise Conflict(f"incident {incident_id} has no action awaiting approval (state {incident.state})")
    now = utcnow()
    for row in waiting:
        row.decided_by = actor
        if approve:
            row.state = "planned"
            row.not_before = max(row.not_before, now)
        else:
            row.state = "rejected"
            row.finished_at = now
            if reason:
                row.last_error = f"rejected: {reason}"
    if approve:
        incident.state = "acting"
    else:
        await cancel_dependents(session, rows, because="a human rejected")
        incident.state = "rejected"


async def cancel_dependents(session: AsyncSession, rows: list[ActionRow], *, because: str) -> None:
    """Cancel the actions that wait on one that will now never happen."""
    dead = {r.id for r in rows if r.state in ("rejected", "failed", "cancelled")}
    changed = True
    while changed:
        changed = False
        for row in rows:
            if (
                row.depends_on in dead
                and row.state in ("planned", "awaiting_approval")
                and row.id not in dead
            ):
                row.state = "cancelled"
                row.last_error = f"cancelled: {because}"
                row.finished_at = utcnow()
                dead.add(row.id)
                changed = True


async def approve(
    session: AsyncSession, incident_id: int, *, actor: str, reason: str = ""
) -> IncidentActionsOut:
    await _decide(session, incident_id, approve=True, actor=actor, reason=reason)
    await session.commit()
    wake_runners()
    return await incident_actions(session, incident_id)


async def reject(
    session: AsyncSession, incident_id: int, *, actor: str, reason: str = ""
) -> IncidentActionsOut:
    await _decide(session, incident_id, approve=False, actor=actor, reason=reason)
    await session.commit()
    return await incident_actions(session, incident_id)


async def list_nodes(session: AsyncSession, *, state: str | None = None) -> NodeListOut:
    rows = await NodeRepository(session).all(state=state)
    return NodeListOut(nodes=[NodeOut.model_validate(r) for r in rows])


async def get_node(session: AsyncSession, node: str) -> NodeOut:
    row = await NodeRepository(session).get(node)
    if row is None:
        # A node crashcart never heard of is healthy as far as it knows; prologs rely on this.
        return NodeOut(
            name=node,
            state="ok",
            reason="",
            incident_id=None,
            suspicions=0,
            cordoned_at=None,
            updated_at=utcnow(),
        )
    return NodeOut.model_validate(row)


async def uncordon(
    session: AsyncSession, node: str, *, actor: str, backends: BackendRegistry | None = None
) -> NodeOut:
    """Return a node to service: in the scheduler first, then in the registry."""
    repo = NodeRepository(session)
    row = await repo.get(node)
    if row is None:
        raise NotFound(f"node {node} is not known to crashcart")
    backend = (backends or get_backends()).for_scheduler(None)
    await backend.uncordon(node)
    await registry.mark_ok(repo, node, by=actor)
    await session.commit()
    return NodeOut.model_validate(row)
