"""The durable action state machine: claim, execute through a backend, record, retry, verify.

Exactly once: an action is claimed with a conditional UPDATE (one winner across processes) and
a lease; a restart's marker is taken when the incident is planned (the failure time) or, failing
that, committed *before* the backend is called, so an execution that is resumed after a crash
(lease expired) asks the backend "restarted since the marker?" instead of restarting twice.

Time-bounded: all the backend calls of one action run under one deadline
(``policy.action_timeout_s``) while the lease is renewed; lease times come from the database's
clock. No database transaction is held open while a backend works. Whatever an executor raises
ends as a recorded failure with backoff, and an owner whose lease was taken over still has its
outcome recorded. An incident leaves ``acting`` when its last action ends.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import uuid
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from app.errors import CrashcartError
from app.incidents.runs import progress_counts, survivors_only
from app.incidents.service import start_new_epoch
from app.orchestrate import pairs, registry, standby
from app.orchestrate.actions import cancel_dependents, job_target
from app.orchestrate.backends import BackendRegistry, get_backends
from app.orchestrate.base import JobTarget, NodeChecks, PartitionUsage, RecoveryBackend, RestartOutcome
from app.orchestrate.guards import DrainLoad, cordon_notes, partitions_of
from app.settings import get_settings
from app.store.base import utcnow
from app.store.db import Database
from app.store.incidents import IncidentRepository
from app.store.jobs import JobRepository
from app.store.orchestrate import (
    DEAD_ACTION_STATES,
    DONE_ACTION_STATES,
    SATISFIED_ACTION_STATES,
    ActionRepository,
    ActionRow,
    NodeRepository,
    db_now,
    lock_caps,
)
from app.vocabulary import Category

log = logging.getLogger(__name__)
_FINAL_INCIDENT = ("resolved", "rejected")


@dataclass(frozen=True)
class _Skip:
    """The action turned out unnecessary (the job came back on its own)."""

    why: str


async def run_due(
    db: Database,
    *,
    owner: str,
    lease_s: float,
    backends: BackendRegistry | None = None,
    max_rounds: int = 5,
) -> int:
    """Execute every action that is due; returns how many were carried through.

    Rounds: a step done in one round makes the next step of its plan runnable in the next."""
    done = 0
    previous: list[tuple[int, str]] = []
    for _ in range(max_rounds):
        async with db.session() as session:
            now = await db_now(session)
            due = [(a.id, a.state) for a in await ActionRepository(session).due(now)]
        if not due or due == previous:  # nothing left, or only what could not be taken
            break
        previous = due
        for action_id, state in due:
            if await execute_action(
                db, action_id, from_state=state, owner=owner, lease_s=lease_s, backends=backends
            ):
                done += 1
    return done


async def execute_action(
    db: Database,
    action_id: int,
    *,
    from_state: str,
    owner: str,
    lease_s: float = 60.0,
    backends: BackendRegistry | None = None,
    timeout_s: float | None = None,
) -> bool:
    backends = backends or get_backends()
    timeout_s = timeout_s if timeout_s is not None else get_settings().policy.action_timeout_s
    async with db.session() as session:
        repo = ActionRepository(session)
        action = await repo.get(action_id)
        if action is None or action.state != from_state:
            return False
        kind, backend_kind, nodes = action.kind, action.backend, [str(n) for n in action.nodes or ()]
        capped = kind == "cordon" and from_state == "planned"
        inflight = await repo.inflight_cordon_nodes(exclude_id=action_id) if capped else set()
    backend = backends.get(backend_kind)
    partitions: dict[str, PartitionUsage | None] = {}
    if capped:
        # Asked before the claim: no transaction stays open while a backend answers.
        try:
            partitions = await asyncio.wait_for(partitions_of(backend, [*nodes, *inflight]), timeout_s)
        except Exception as exc:  # unknown partitions: the hourly cap still holds
            log.warning("action %s: partition usage unknown (%s)", action_id, exc)
    if not await _claim(db, action_id, from_state, owner, lease_s, partitions):
        return False
    renewer = asyncio.create_task(_renew_lease(db, action_id, owner, lease_s))
    try:
        outcome = await asyncio.wait_for(_perform(db, action_id, backend), timeout_s)
    except TimeoutError:
        await _failed(db, action_id, owner, f"the backend did not finish within {timeout_s:g} s")
        return False
    except CrashcartError as exc:
        await _failed(db, action_id, owner, exc.message)
        return False
    except Exception as exc:  # any bug or library error is a recorded failure, never a stuck row
        log.exception("action %s: executor raised", action_id)
        await _failed(db, action_id, owner, f"{type(exc).__name__}: {exc}")
        return False
    finally:
        renewer.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await renewer
    if isinstance(outcome, _Skip):
        await _skipped(db, action_id, owner, outcome.why)
        return True
    await _succeeded(db, action_id, owner, outcome)
    return True


async def _claim(
    db: Database,
    action_id: int,
    from_state: str,
    owner: str,
    lease_s: float,
    partitions: dict[str, PartitionUsage | None],
) -> bool:
    """Check the dependency, take the lease, re-check the drain caps. False: not ours, or not yet."""
    async with db.session() as session:
        repo = ActionRepository(session)
        action = await repo.get(action_id)
        if action is None or action.state != from_state:
            return False
        if action.depends_on is not None:
            dep = await repo.get(action.depends_on)
            if dep is not None and dep.state in DEAD_ACTION_STATES:
                action.state = "cancelled"
                action.last_error = f"cancelled: action {dep.id} ({dep.kind}) is {dep.state}"
                action.finished_at = utcnow()
                await settle_incident(session, action.incident_id)
                await session.commit()
                return False
            if dep is not None and dep.state not in SATISFIED_ACTION_STATES:
                return False
        capped = action.kind == "cordon" and from_state == "planned"
        if capped:
            await lock_caps(session)
        now = await db_now(session)
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
        incident = await IncidentRepository(session).get(action.incident_id)
        if capped:
            notes = await _caps_at_claim(repo, action, now, partitions)
            if notes:
                action.state = "awaiting_approval"
                action.mode = "approve"
                action.lease_owner = None
                action.lease_until = None
                action.reason = f"{action.reason} — needs approval at execution: {'; '.join(notes)}"
                if incident is not None and incident.state not in _FINAL_INCIDENT:
                    incident.state = "awaiting_approval"
                await session.commit()
                log.info("action %s would pass a drain cap now: awaiting approval", action_id)
                return False
        if action.started_at is None:
            action.started_at = now
        if incident is not None and incident.state not in _FINAL_INCIDENT:
            incident.state = "acting"
        await session.commit()
        return True


async def _caps_at_claim(
    repo: ActionRepository,
    action: ActionRow,
    now: datetime,
    partitions: dict[str, PartitionUsage | None],
) -> list[str]:
    """The caps again, now: drains done in the last hour, in flight and planned. A human's approval
    lifts the hourly cap; only an explicit, recorded override lifts the partition guard."""
    policy = get_settings().policy
    load = DrainLoad(
        frozenset(await repo.nodes_cordoned_since(now - timedelta(hours=1), exclude_id=action.id)),
        frozenset(await repo.inflight_cordon_nodes(exclude_id=action.id)),
        partitions,
    )
    return cordon_notes(
        policy,
        [str(n) for n in action.nodes or ()],
        load,
        hourly=action.decided_by is None,
        fraction="override" not in (action.result or {}),
    )


async def _renew_lease(db: Database, action_id: int, owner: str, lease_s: float) -> None:
    """Keep the lease while the backend works (a live executor never loses it)."""
    while True:
        await asyncio.sleep(max(lease_s / 3, 0.02))
        try:
            async with db.session() as session:
                now = await db_now(session)
                held = await ActionRepository(session).renew(
                    action_id, owner=owner, lease_until=now + timedelta(seconds=lease_s)
                )
                await session.commit()
        except Exception as exc:  # a missed renewal is retried; the lease has slack
            log.warning("action %s: lease renewal failed: %s", action_id, exc)
            continue
        if not held:
            return


async def _perform(
    db: Database, action_id: int, backend: RecoveryBackend
) -> RestartOutcome | NodeChecks | _Skip | None:
    async with db.session() as session:
        action = await ActionRepository(session).get(action_id)
        job = await JobRepository(session).get(action.job_id) if action else None
        if action is None or job is None:
            raise CrashcartError(f"action {action_id} or its job is gone")
        incident = await IncidentRepository(session).get(action.incident_id)
        target = job_target(job)
        kind, nodes, incident_id = action.kind, tuple(action.nodes or ()), action.incident_id
        # A vocabulary word recorded at planning time: log text never reaches a scheduler command.
        category = str(action.result.get("category", "incident"))
        result: dict[str, Any] = dict(action.result or {})
        if kind == "restart" and "key" not in result:
            # First attempt: a job that made progress since the failure came back on its own.
            failed_at = incident.created_at if incident is not None else None
            if (
                failed_at is not None
                and job.last_progress_at is not None
                and job.last_progress_at > failed_at
                and not (incident is not None and survivors_only(job, incident.epoch))
            ):
                return _Skip(
                    f"not restarted: job {job.job_id} made progress at {job.last_progress_at.isoformat()}, "
                    f"after the failure at {failed_at.isoformat()}"
                )
            if result.get("marker") is None:
                # The marker must be durable before the backend acts (see the module docstring).
                result["marker"] = await backend.restart_marker(target)
            drained = [str(n) for n in result.get("drained", ())]
            result["exclude"] = list(
                dict.fromkeys([*await _cordoned_nodes_of_incident(session, incident_id), *drained])
            )
            # The warm standby nodes this restart hands to general service, chosen once and
            # recorded: a resumed execution releases the same ones (standby.py).
            result["standby"] = list(
                await standby.plan_release(
                    backend, get_settings().policy.standby, tuple(str(n) for n in result["exclude"])
                )
            )
            # Unique across databases too: the scheduler may remember jobs of another install.
            result["key"] = f"{action_id}-{uuid.uuid4().hex[:12]}"
            # The run this restart replaces: the new one may report before the restart is recorded.
            result["replaces_run"] = job.run_id
            action.result = result
            await session.commit()
    if kind == "cordon":
        for node in nodes:
            await backend.cordon(str(node), f"crashcart incident {incident_id}: {category}")
        return None
    if kind == "restart":
        if result.get("standby"):
            await backend.standby_release(tuple(str(n) for n in result["standby"]))
        return await backend.restart(
            target,
            marker=result.get("marker") or {},
            exclude=tuple(str(n) for n in result.get("exclude", ())),
            key=str(result.get("key", action_id)),
        )
    if kind == "check":
        # The operator's commands only (settings), never one from a log or an API body.
        # A hung job still holds its nodes: checked inside its allocation (policy.py).
        inside = target if category == Category.hang.value else None
        return await run_checks(backend, tuple(str(n) for n in nodes), job=inside)
    raise CrashcartError(f"action kind {kind!r} has nothing to execute")


async def run_checks(
    backend: RecoveryBackend, nodes: tuple[str, ...], *, job: JobTarget | None = None
) -> NodeChecks:
    """The configured health checks of a failed job's nodes: the per-node check, then, when it
    passed every node, the pair check over them (app/orchestrate/pairs.py). With ``job`` (a hung
    job still holding them) the per-node check runs inside its allocation and no pair check runs
    (the job's own steps still hold the links)."""
    check = get_settings().policy.health_check
    if not check.configured:
        raise CrashcartError("no health check is configured (policy.health_check.command)")
    if check.command:
        found = await backend.check_nodes(nodes, tuple(check.command), check.timeout_s, job=job)
        if found.failed or not check.pair_command or len(nodes) < 2 or job is not None:
            return found
        passed, output = found.passed, found.output
    elif job is not None:
        raise CrashcartError("a hung job's nodes are checked per node (policy.health_check.command)")
    else:
        passed, output = nodes, ""
    template = tuple(check.pair_command)

    async def group(members: tuple[str, ...]) -> tuple[bool, str]:
        command = tuple(arg.replace("{nodes}", ",".join(members)) for arg in template)
        return await backend.check_pair(members, command, check.timeout_s)

    search = await (pairs.bisect if check.pair_search == "bisect" else pairs.locate)(passed, group)
    failed = search.failed
    lines = [*([output.strip()] if output.strip() else []), *search.output]
    return NodeChecks(tuple(n for n in nodes if n not in failed), failed, "\n".join(lines))


async def _cordoned_nodes_of_incident(session: AsyncSession, incident_id: int) -> tuple[str, ...]:
    """Nodes this incident really drained (a shadowed cordon drained nothing)."""
    rows = await ActionRepository(session).for_incident(incident_id)
    return tuple(
        str(n) for r in rows if r.kind == "cordon" and r.state in DONE_ACTION_STATES for n in r.nodes
    )


def _late_note(action: ActionRow, owner: str, what: str, detail: str) -> None:
    result = dict(action.result or {})
    notes = list(result.get("late", []))
    notes.append({"owner": owner, "at": utcnow().isoformat(), "outcome": what, "detail": detail})
    result["late"] = notes[-10:]
    action.result = result


async def _succeeded(
    db: Database, action_id: int, owner: str, outcome: RestartOutcome | NodeChecks | None
) -> None:
    notify: list[int] = []
    async with db.session() as session:
        repo = ActionRepository(session)
        action = await repo.get(action_id)
        if action is None:
            return
        if action.state != "executing" or action.lease_owner != owner:
            # Our lease ran out while the backend worked; what it did still happened.
            _late_note(
                action, owner, "succeeded", outcome.detail if isinstance(outcome, RestartOutcome) else "done"
            )
            if action.state not in ("planned", "executing", "awaiting_approval"):
                await session.commit()
                log.warning("action %s: late success of %s recorded beside its state", action_id, owner)
                return
            log.warning("action %s: late success of %s recorded (it had changed hands)", action_id, owner)
        now = utcnow()
        action.state = "succeeded"
        action.finished_at = now
        action.lease_owner = None
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
                    backend=action.backend,
                )
        elif action.kind == "check" and isinstance(outcome, NodeChecks):
            # What the re-plan reads (service.check_outcome): the runner plans the incident again.
            action.result = {
                **action.result,
                "passed": list(outcome.passed),
                "failed": list(outcome.failed),
                "output": outcome.output[-2000:],
            }
        elif action.kind == "restart" and isinstance(outcome, RestartOutcome) and job is not None:
            action.result = {**action.result, "detail": outcome.detail, "already_done": outcome.already_done}
            action.progress_step = job.last_step
            job.restarts = (job.restarts or 0) + 1
            job.state = "restarting"
            job.exit_code = None
            # The restarted run is diagnosed afresh: the old failure's lines no longer count. (An
            # action whose first attempt predates the replaces_run record ends the current run.)
            start_new_epoch(job, replaced_run=action.result.get("replaces_run", False))
            if outcome.spec_update:
                job.spec = {**(job.spec or {}), **outcome.spec_update}
        if await settle_incident(session, action.incident_id) == "needs_human":
            notify.append(action.incident_id)
        await session.commit()
        log.info("action %s (%s) succeeded", action_id, action.kind)
    await _notify(db, notify)


async def _skipped(db: Database, action_id: int, owner: str, why: str) -> None:
    async with db.session() as session:
        action = await ActionRepository(session).get(action_id)
        if action is None or action.state != "executing" or action.lease_owner != owner:
            return
        action.state = "skipped"
        action.finished_at = utcnow()
        action.lease_owner = None
        action.lease_until = None
        action.last_error = why
        await settle_incident(session, action.incident_id)
        await session.commit()
        log.info("action %s skipped: %s", action_id, why)


async def _failed(db: Database, action_id: int, owner: str, error: str) -> None:
    policy = get_settings().policy
    notify: list[int] = []
    async with db.session() as session:
        repo = ActionRepository(session)
        action = await repo.get(action_id)
        if action is None:
            return
        if action.state != "executing" or action.lease_owner != owner:
            _late_note(action, owner, "failed", error)
            await session.commit()
            log.warning("action %s: late failure of %s recorded: %s", action_id, owner, error)
            return
        action.attempts = (action.attempts or 0) + 1
        action.last_error = error
        action.lease_owner = None
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
            if await settle_incident(session, action.incident_id) == "needs_human":
                notify.append(action.incident_id)
        await session.commit()
        log.warning("action %s (%s) failed (attempt %s): %s", action_id, action.kind, action.attempts, error)
    await _notify(db, notify)


async def settle_incident(session: AsyncSession, incident_id: int) -> str | None:
    """The incident's state from its actions once one ended; returns it when it changed.

    ``acting`` lasts while an action is coming or running, or a restart waits for verification;
    after that: ``resolved`` (verified, or the job came back by itself) or ``needs_human``
    (a step failed, a guard refused, or the plan held no restart that happened).
    """
    incident = await IncidentRepository(session).get(incident_id)
    if incident is None or incident.state in _FINAL_INCIDENT:
        return None
    # Steps of a verdict that was superseded before they started are no part of the outcome.
    rows = [r for r in await ActionRepository(session).for_incident(incident_id) if not superseded(r)]
    states = {(r.kind, r.state) for r in rows}
    if any(r.state == "awaiting_approval" for r in rows):
        new = "awaiting_approval"
    elif any(r.state in ("planned", "executing") for r in rows) or ("restart", "succeeded") in states:
        new = "acting"
    elif ("restart", "verified") in states or ("restart", "skipped") in states:
        new = "resolved"
    elif any(r.kind in ("cordon", "restart") for r in rows) or ("hold", "refused") in states:
        new = "needs_human"
    else:
        return None
    if new == incident.state:
        return None
    incident.state = new
    if new == "resolved":
        incident.resolved_at = utcnow()
    return new


def superseded(action: ActionRow) -> bool:
    """Cancelled because the incident's verdict changed before it started (service.py)."""
    return action.state == "cancelled" and "superseded_by" in (action.result or {})


async def _notify(db: Database, incident_ids: list[int]) -> None:
    """Tell people an incident needs them (the notifier's sweep would find it later anyway)."""
    if not incident_ids:
        return
    from app.notify.service import enqueue_for_incident

    for incident_id in incident_ids:
        try:
            await enqueue_for_incident(db, incident_id)
        except Exception as exc:  # the outbox sweep retries; never fail the state machine on it
            log.warning("incident %s: could not enqueue the needs-human alert: %s", incident_id, exc)


async def verify_restarts(db: Database, *, job_id: str | None = None) -> int:
    """succeeded → verified once the job made progress after the restart; returns how many.

    A restart still unverified ``policy.verify_deadline_s`` after it finished becomes ``failed``
    and its incident ``needs_human`` (with an alert): nothing waits for progress forever.
    """
    policy = get_settings().policy
    verified = 0
    notify: list[int] = []
    async with db.session() as session:
        repo = ActionRepository(session)
        jobs = JobRepository(session)
        now = await db_now(session)
        for action in await repo.verifiable(job_id=job_id):
            job = await jobs.get(action.job_id)
            # Progress of a run that has ended since (issue 16) never verifies the restart.
            if job is None or not progress_counts(job):
                continue
            action.state = "verified"
            action.verified_at = utcnow()
            if job.state == "restarting":
                # Only a restart in flight becomes running: a short job may already have
                # finished (its exit recorded) or failed again before this tick.
                job.state = "running"
            verified += 1
            incident = await IncidentRepository(session).get(action.incident_id)
            if incident is not None:
                # Training time lost to this failure: from its detection to progress again (ETTR).
                lost = (action.verified_at - incident.created_at).total_seconds()
                job.downtime_s = (job.downtime_s or 0.0) + max(0.0, lost)
            await settle_incident(session, action.incident_id)
        expired = await repo.unverified_before(now - timedelta(seconds=policy.verify_deadline_s))
        for action in expired:
            if job_id is not None and action.job_id != job_id:
                continue
            action.state = "failed"
            action.last_error = (
                f"the job made no progress within {policy.verify_deadline_s:.0f} s of the restart"
            )
            if await settle_incident(session, action.incident_id) == "needs_human":
                notify.append(action.incident_id)
        await session.commit()
    await _notify(db, notify)
    return verified
