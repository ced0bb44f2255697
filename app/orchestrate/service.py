"""Use-cases of the orchestrator: plan an incident's actions, human decisions, node health.

The live pipeline calls :func:`on_incident` after every commit that touches an incident (it is
idempotent) and :func:`on_job_progress` after heartbeats; the :class:`~app.orchestrate.runner.
OrchestratorRunner` executes what is planned. Functions taking a session commit it.
"""

from __future__ import annotations

import hashlib
import logging
from dataclasses import replace
from datetime import timedelta
from typing import Any

from sqlalchemy import select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from app.errors import BackendError, Conflict, NotFound
from app.orchestrate import policy, registry, standby
from app.orchestrate.actions import cancel_dependents, job_target
from app.orchestrate.backends import BackendRegistry, get_backends
from app.orchestrate.base import PartitionUsage, RecoveryBackend
from app.orchestrate.guards import DrainLoad, cordon_notes, partitions_of
from app.orchestrate.machine import verify_restarts
from app.orchestrate.schemas import ActionOut, IncidentActionsOut, NodeListOut, NodeOut
from app.settings import PolicySettings, get_settings
from app.store.base import utcnow
from app.store.db import Database
from app.store.incidents import IncidentRepository, IncidentRow
from app.store.jobs import JobRepository, JobRow
from app.store.orchestrate import DONE_ACTION_STATES, ActionRepository, ActionRow, NodeRepository
from app.vocabulary import Action

log = logging.getLogger(__name__)
# Incident states after which nothing is planned any more.
FINAL_INCIDENT_STATES = ("resolved", "rejected")

_runners: set[object] = set()  # runners to wake when there is new work (see runner.py)


def wake_runners() -> None:
    for runner in list(_runners):
        wake = getattr(runner, "wake", None)
        if callable(wake):
            wake()


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
    existing = await actions.for_incident(incident.id)
    check = check_outcome(existing)
    # Nodes the verdict blames and nodes that failed the incident's health check (policy).
    culprits = [
        n
        for n in dict.fromkeys([*(incident.culprit_nodes or ()), *(check.failed if check else ())])
        if n in job_nodes
    ]
    inflight = await actions.inflight_cordon_nodes()
    partitions: dict[str, PartitionUsage | None] = await partitions_of(backend, [*culprits, *inflight])
    return policy.GuardFacts(
        job_nodes=job_nodes,
        job_restarts=await actions.count_restarts(job.job_id),
        # A crash loop: the same failure again before the job got past where it failed last time.
        same_fingerprint_restarts=await actions.count_restarts(
            job.job_id, fingerprint=incident.fingerprint, not_passed_step=job.last_step
        ),
        node_states=await NodeRepository(session).states(culprits),
        partitions=partitions,
        recent_drains=frozenset(await actions.nodes_cordoned_since(utcnow() - timedelta(hours=1))),
        inflight_drains=frozenset(inflight),
        held_by=await _held_by(session, incident),
        earlier_culprits=await _earlier_culprits(session, incident, job.last_step),
        check_configured=settings.health_check.configured,
        check_in_allocation=backend.checks_in_allocation and bool(settings.health_check.command),
        check=check,
    )


async def _earlier_culprits(
    session: AsyncSession, incident: IncidentRow, job_step: int | None
) -> frozenset[str]:
    """Culprit nodes of the job's earlier incidents with this fingerprint that a restart followed,
    the job not having trained past that restart since (``job_step``: its step now)."""
    if not incident.fingerprint:
        return frozenset()
    actions = ActionRepository(session)
    nodes: set[str] = set()
    for other in await IncidentRepository(session).for_job(incident.job_id):
        if other.id >= incident.id or other.fingerprint != incident.fingerprint:
            continue
        rows = await actions.for_incident(other.id)
        # As for crash loops: a failure the job trained past since its restart is a new one.
        if any(
            r.kind == "restart"
            and r.state in DONE_ACTION_STATES
            and (r.progress_step is None or job_step is None or r.progress_step >= job_step)
            for r in rows
        ):
            nodes.update(str(n) for n in other.culprit_nodes or ())
    return frozenset(nodes)


async def _held_by(session: AsyncSession, incident: IncidentRow) -> str:
    """Automation stays held for a job while another of its incidents needs a human."""
    others = [
        i
        for i in await IncidentRepository(session).for_job(incident.job_id)
        if i.id != incident.id and i.state == "needs_human"
    ]
    if not others:
        return ""
    return (
        f"automation is held for job {incident.job_id}: incident {others[0].id} needs a human "
        "(approve or reject it to release the job)"
    )


def verdict_key(settings: PolicySettings, incident: IncidentRow, check: policy.CheckOutcome | None) -> str:
    """What the plan is a function of: the verdict's parts that the policy reads (its action,
    category, culprits, whether it is sure) and the outcome of the incident's health check. Two
    verdicts with one key get one plan; a new key is a new plan (see plan_incident)."""
    culprits = ",".join(sorted({str(n) for n in incident.culprit_nodes or ()}))
    sure = (
        "ambiguous"
        if incident.ambiguous
        else "sure"
        if incident.confidence >= settings.min_confidence
        else "unsure"
    )
    checked = ""
    # Only a restart_from_checkpoint plan reads the check (policy._check_plan): for the others its
    # outcome is no new input.
    if check is not None and incident.action == Action.restart_from_checkpoint:
        checked = ("failed:" + ",".join(sorted(check.failed))) if check.ran else "unrun"
    parts = (incident.action, incident.category, culprits, sure, checked)
    return hashlib.sha256("|".join(parts).encode()).hexdigest()[:12]


def check_outcome(rows: list[ActionRow]) -> policy.CheckOutcome | None:
    """The incident's newest finished health check (machine.py records what it found)."""
    for row in reversed(rows):
        if row.kind != "check":
            continue
        if row.state in DONE_ACTION_STATES:
            result = row.result or {}
            return policy.CheckOutcome(True, tuple(str(n) for n in result.get("failed", ())))
        if row.state == "failed":
            return policy.CheckOutcome(False, detail=(row.last_error or "")[:300])
    return None


def _verdict_of(row: ActionRow) -> str | None:
    """The verdict key a step was planned for; None for steps planned before plans were keyed by
    verdict (taken as planned for the current one: an upgrade re-plans nothing)."""
    value = (row.result or {}).get("verdict")
    return str(value) if value else None


def _generation(row: ActionRow) -> int:
    return int((row.result or {}).get("generation", 0))


def _key(incident_id: int, verdict: str, generation: int, step: policy.Step) -> str:
    """One plan per (verdict, generation): a verdict that comes back after another was planned
    is a new generation, planned afresh (A → B → A acts on A again)."""
    head = f"{incident_id}:{verdict}:{generation}:{step.kind}"
    if step.decision_only:
        return f"{head}:{hashlib.sha256(step.reason.encode()).hexdigest()[:16]}"
    return head


def _started(row: ActionRow) -> bool:
    """Handed to a backend at least once (or running now): never undone, never done again."""
    return row.started_at is not None or row.state in ("executing", "succeeded", "verified", "failed")


async def _supersede(session: AsyncSession, rows: list[ActionRow], verdict: str, why: str) -> list[int]:
    """Cancel the steps of the earlier plans that have not started; returns their ids.

    A conditional UPDATE per row: a runner that claimed the step meanwhile keeps it (the claim
    and this both move the row out of ``planned`` only from ``planned``)."""
    cancelled: list[int] = []
    now = utcnow()
    for row in rows:
        if row.state not in ("planned", "awaiting_approval") or _started(row):
            continue
        result = {**(row.result or {}), "superseded_by": verdict}
        done = await session.execute(
            update(ActionRow)
            .where(ActionRow.id == row.id, ActionRow.state == row.state, ActionRow.started_at.is_(None))
            .values(state="cancelled", last_error=f"cancelled: {why}", finished_at=now, result=result)
            .execution_options(synchronize_session=False)
        )
        if getattr(done, "rowcount", 0) == 1:
            cancelled.append(row.id)
    for row in rows:
        await session.refresh(row)
    return cancelled


def _not_again(plan: policy.Plan, rows: list[ActionRow]) -> policy.Plan:
    """The plan less what an earlier verdict already started: a restart of this incident that
    began is not done again, a node a started cordon drains is not drained again, a check that
    began is not run again (its outcome re-plans the incident when it ends)."""
    started = [r for r in rows if _started(r)]
    restarted = any(r.kind == "restart" for r in started)
    checked = any(r.kind == "check" for r in started)
    draining = {str(n) for r in started if r.kind == "cordon" for n in r.nodes or ()}
    steps: list[policy.Step] = []
    for step in plan.steps:
        if step.decision_only:
            steps.append(step)
        elif step.kind == "restart" and restarted:
            why = "the job was restarted for an earlier verdict of this incident: not restarted again"
            steps.append(policy.Step("hold", "auto", why, decision_only=True))
        elif step.kind == "check" and checked:
            continue
        elif step.kind == "cordon":
            nodes = tuple(n for n in step.nodes if n not in draining)
            if nodes:
                steps.append(replace(step, nodes=nodes) if nodes != step.nodes else step)
        else:
            steps.append(step)
    return replace(plan, steps=tuple(steps))


async def plan_incident(
    session: AsyncSession, incident_id: int, *, backends: BackendRegistry | None = None
) -> list[int]:
    """Decide what to do about an incident and record it; returns the ids of its actions.

    The plan is a function of the verdict (:func:`verdict_key`): planning the same verdict again
    creates nothing; a verdict that changed (a later root-cause line, the LLM, a health check's
    outcome) cancels the earlier verdict's steps that have not started and plans afresh, through
    the same policy and guards, less what was already started (:func:`_not_again`)."""
    settings = get_settings()
    backends = backends or get_backends()
    incidents, actions = IncidentRepository(session), ActionRepository(session)
    incident = await incidents.get(incident_id)
    if incident is None:
        raise NotFound(f"incident {incident_id} not found")
    existing = await actions.for_incident(incident_id)
    verdict = verdict_key(settings.policy, incident, check_outcome(existing))
    # The newest plan is the current one (only the planner adds steps, a plan at least one).
    if incident.state in FINAL_INCIDENT_STATES or (existing and _verdict_of(existing[-1]) in (verdict, None)):
        return [a.id for a in existing]
    generation = 1 + max((_generation(a) for a in existing), default=0)
    job = await JobRepository(session).get(incident.job_id)
    if job is None:
        raise NotFound(f"job {incident.job_id} of incident {incident_id} not found")
    backend_kind = backends.kind_for(job.scheduler)
    backend = backends.get(backend_kind)
    try:
        superseded = await _supersede(
            session,
            existing,
            verdict,
            f"superseded: the verdict changed ({incident.action}, {incident.category})",
        )
        # The caps count in-flight cordons: the superseded ones no longer are.
        facts = await _guard_facts(session, settings.policy, incident, job, backend)
        plan = _not_again(policy.plan(settings.policy, incident_facts(incident), facts), existing)
        marker = await _failure_marker(backend, job, plan)
        rows = await _record_plan(
            session,
            incident,
            job,
            plan,
            existing,
            backend_kind,
            marker,
            verdict=verdict,
            generation=generation,
            superseded=superseded,
        )
        await session.commit()
    except IntegrityError:
        # Another worker planned the same verdict (or created the same node row) at the same
        # time: the error comes at the first flush that collides; its plan stands.
        await session.rollback()
        return [a.id for a in await ActionRepository(session).for_incident(incident_id)]
    if superseded:
        log.info("incident %s: verdict changed, %s pending steps cancelled", incident_id, len(superseded))
    wake_runners()
    return [r.id for r in rows]


async def replan_checked(db: Database, *, backends: BackendRegistry | None = None) -> int:
    """Plan again the incidents whose health check ended since their last plan: its outcome is a
    new plan input. Called by the runner after each round; returns how many were planned."""
    async with db.session() as session:
        since = utcnow() - timedelta(hours=1)
        stmt = select(ActionRow.incident_id).where(
            ActionRow.kind == "check",
            ActionRow.state.in_((*DONE_ACTION_STATES, "failed")),
            ActionRow.finished_at >= since,
        )
        incident_ids = sorted({int(i) for i in (await session.execute(stmt)).scalars()})
    planned = 0
    for incident_id in incident_ids:
        async with db.session() as session:
            rows = await ActionRepository(session).for_incident(incident_id)
            if rows and rows[-1].kind != "check":
                continue  # planned since
            before = len(rows)
            try:
                after = await plan_incident(session, incident_id, backends=backends)
            except NotFound:
                continue
            planned += len(after) > before
    return planned


async def _record_plan(
    session: AsyncSession,
    incident: IncidentRow,
    job: JobRow,
    plan: policy.Plan,
    existing: list[ActionRow],
    backend_kind: str,
    marker: dict[str, Any] | None,
    *,
    verdict: str,
    generation: int,
    superseded: list[int],
) -> list[ActionRow]:
    """Write the plan's steps (each flushed: the next depends on its id), suspects, the state."""
    actions = ActionRepository(session)
    incident_id = incident.id
    known = {a.idempotency_key for a in existing}
    now = utcnow()
    # A step an earlier verdict started and that is still under way goes first (a restart must
    # not run before a cordon that is draining a node it would land on).
    under_way = [a for a in existing if _started(a) and a.state in ("planned", "executing")]
    previous: ActionRow | None = under_way[-1] if under_way else None
    steps = plan.steps or (
        policy.Step(
            "hold", "auto", "the verdict changed; what it calls for was already started", decision_only=True
        ),
    )
    for step in steps:
        key = _key(incident_id, verdict, generation, step)
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
            # A check that could not run is not retried: the incident needs a human (policy).
            max_attempts=1 if step.kind == "check" else 3,
            result={
                **_initial_result(incident, step, plan, marker),
                "verdict": verdict,
                "generation": generation,
            },
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
    elif any(r.state in ("planned", "executing") for r in rows) or any(
        r.kind == "restart" and r.state == "succeeded" for r in rows
    ):
        incident.state = "acting"
    elif plan.needs_human:
        incident.state = "needs_human"
    elif superseded and incident.state in ("acting", "awaiting_approval"):
        incident.state = "open"  # what was coming was cancelled and nothing replaced it
    return rows


async def _failure_marker(backend: RecoveryBackend, job: JobRow, plan: policy.Plan) -> dict[str, Any] | None:
    """The restart marker at failure time: a job that the scheduler (or its owner) restarted while
    the restart waited for approval or backoff is found restarted, and not restarted again."""
    if not any(s.kind == "restart" and s.mode != "shadow" for s in plan.steps):
        return None
    try:
        return await backend.restart_marker(job_target(job))
    except BackendError:
        return None  # taken when the restart executes


def _initial_result(
    incident: IncidentRow, step: policy.Step, plan: policy.Plan, marker: dict[str, Any] | None
) -> dict[str, Any]:
    result: dict[str, Any] = {"category": incident.category}
    if step.kind == "restart":
        result["drained"] = list(plan.already_drained)
        if marker is not None:
            result["marker"] = marker
            result["marker_at"] = "failure"
    return result


async def on_incident(db: Database, incident_id: int) -> list[int]:
    """Entry point for the live pipeline, after the commit that created or updated an incident."""
    async with db.session() as session:
        return await plan_incident(session, incident_id)


async def on_job_progress(db: Database, job_id: str) -> int:
    """Entry point after heartbeats or step lines moved a job on: verify its restarts."""
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


async def _decide(
    session: AsyncSession,
    incident_id: int,
    *,
    approve: bool,
    actor: str,
    reason: str,
    override: bool = False,
    backends: BackendRegistry | None = None,
) -> None:
    incident = await IncidentRepository(session).get(incident_id)
    if incident is None:
        raise NotFound(f"incident {incident_id} not found")
    rows = await ActionRepository(session).for_incident(incident_id)
    waiting = [r for r in rows if r.state == "awaiting_approval"]
    if not waiting and incident.state == "needs_human":
        # A human took the incident in hand: it no longer holds the job's automation.
        incident.state = "resolved" if approve else "rejected"
        incident.resolved_at = utcnow()
        log.info("incident %s released by %s (%s)", incident_id, actor, "approve" if approve else "reject")
        return
    if not waiting:
        raise Conflict(f"incident {incident_id} has no action awaiting approval (state {incident.state})")
    if approve:
        await _approval_within_fraction(
            session, waiting, actor=actor, reason=reason, override=override, backends=backends
        )
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
    # A human acted on the job: earlier incidents that held its automation are released.
    for other in await IncidentRepository(session).for_job(incident.job_id):
        if other.id != incident_id and other.state == "needs_human":
            other.state = "resolved"
            other.resolved_at = now


async def _approval_within_fraction(
    session: AsyncSession,
    waiting: list[ActionRow],
    *,
    actor: str,
    reason: str,
    override: bool,
    backends: BackendRegistry | None,
) -> None:
    """An approval lifts the hourly cap, not the partition fraction guard: draining past it needs
    an explicit override, recorded on the action (who, when, why)."""
    cordons = [r for r in waiting if r.kind == "cordon"]
    if not cordons:
        return
    repo = ActionRepository(session)
    registry_ = backends or get_backends()
    settings = get_settings().policy
    for row in cordons:
        backend = registry_.get(row.backend)
        inflight = await repo.inflight_cordon_nodes(exclude_id=row.id)
        nodes = [str(n) for n in row.nodes]
        load = DrainLoad(frozenset(), frozenset(inflight), await partitions_of(backend, [*nodes, *inflight]))
        notes = cordon_notes(settings, nodes, load, hourly=False)
        if not notes:
            continue
        if not override:
            raise Conflict(
                f"approving action {row.id} would pass the partition drain guard ({'; '.join(notes)}); "
                "approve with override_fraction_guard and a reason to drain anyway"
            )
        if not reason.strip():
            raise Conflict("overriding the partition drain guard needs a reason")
        row.result = {
            **(row.result or {}),
            "override": {"by": actor, "reason": reason, "at": utcnow().isoformat(), "guard": notes},
        }
        row.reason = f"{row.reason} — partition guard overridden by {actor}: {reason}"
        log.warning("action %s: partition drain guard overridden by %s: %s", row.id, actor, reason)


async def approve(
    session: AsyncSession,
    incident_id: int,
    *,
    actor: str,
    reason: str = "",
    override_fraction_guard: bool = False,
    backends: BackendRegistry | None = None,
) -> IncidentActionsOut:
    await _decide(
        session,
        incident_id,
        approve=True,
        actor=actor,
        reason=reason,
        override=override_fraction_guard,
        backends=backends,
    )
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
    # Back to the backend that drained it (a Slurm node stays drained if told to another one).
    registry_ = backends or get_backends()
    backend = registry_.get(row.backend) if row.backend else registry_.for_scheduler(None)
    await backend.uncordon(node)
    # Back from repair: it refills the warm standby pool when the pool is short (standby.py).
    try:
        pooled = await standby.refill(backend, get_settings().policy.standby, node)
    except BackendError as exc:  # the node is back in service either way
        log.warning("node %s not put in the standby pool: %s", node, exc)
        pooled = False
    reason = "uncordoned, into the standby pool" if pooled else "uncordoned"
    await registry.mark_ok(repo, node, by=actor, reason=reason)
    await session.commit()
    return NodeOut.model_validate(row)


async def release(
    session: AsyncSession, node: str, *, actor: str, backends: BackendRegistry | None = None
) -> NodeOut:
    """Return a cordoned node to service only if it passes the operator's health checks, run
    through the scheduler on that node (backend.check_node) and, with a pair check configured,
    between it and a healthy node of its partition (backend.check_pair). A node that fails stays cordoned
    and its history says why; a configured standby pool that is short takes it (standby.py)."""
    settings = get_settings().policy
    check = settings.health_check
    if not check.configured:
        raise Conflict("no health check is configured (policy.health_check.command); use uncordon")
    repo = NodeRepository(session)
    row = await repo.get(node)
    if row is None or row.state != "cordoned":
        raise Conflict(f"node {node} is not cordoned by crashcart")
    registry_ = backends or get_backends()
    backend = registry_.get(row.backend) if row.backend else registry_.for_scheduler(None)
    passed, output = True, ""
    if check.command:
        passed, output = await backend.check_node(node, tuple(check.command), check.timeout_s)
    if passed and check.pair_command:
        # The pair check too (a node drained for a failing link passes its own check).
        passed, output = await _release_pair_check(backend, node, tuple(check.pair_command), check.timeout_s)
        if not passed:  # its own check left it resumed: drained again
            await backend.cordon(node, "crashcart pair health check failed")
    if not passed:
        # The check's own last line; the scheduler's ("srun: error: ... exit code 1") otherwise.
        lines = output.strip().splitlines()
        tail = [x for x in lines if not x.startswith("srun:")][-1:] or lines[-1:] or ["no output"]
        registry.note_failed_check(row, by=actor, reason=f"health check failed: {tail[0][:200]}")
        await session.commit()
        return NodeOut.model_validate(row)
    try:
        pooled = await standby.refill(backend, settings.standby, node)
    except BackendError as exc:
        log.warning("node %s not put in the standby pool: %s", node, exc)
        pooled = False
    reason = "passed the health check" + (", into the standby pool" if pooled else "")
    await registry.mark_ok(repo, node, by=actor, reason=reason)
    await session.commit()
    return NodeOut.model_validate(row)


async def _release_pair_check(
    backend: RecoveryBackend, node: str, template: tuple[str, ...], timeout_s: float
) -> tuple[bool, str]:
    """The pair check between ``node`` and a node of its partition that is not drained."""
    usage = await backend.partition_usage(node)
    partners = sorted((usage.nodes - usage.drained - {node}) if usage else ())
    if not partners:
        raise Conflict(f"no healthy node beside {node} to run the pair check with")
    pair = (node, partners[0])
    command = tuple(arg.replace("{nodes}", ",".join(pair)) for arg in template)
    return await backend.check_pair(pair, command, timeout_s)
