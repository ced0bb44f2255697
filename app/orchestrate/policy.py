"""The policy: from a verdict and the facts the service gathered, which steps, in which mode.

Pure functions over snapshots, so every guard is tested without a database or a scheduler.
Log text is untrusted: the verdict may name any node, but only nodes the scheduler put in the
job can be cordoned, and nothing in a verdict can raise a mode (shadow → approve → auto only
ever goes the safe way).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from app.orchestrate.base import PartitionUsage
from app.orchestrate.guards import DrainLoad, cordon_notes
from app.settings import PolicySettings
from app.vocabulary import Action, Category

Mode = Literal["auto", "approve", "shadow"]
_STRICTNESS: dict[Mode, int] = {"auto": 0, "approve": 1, "shadow": 2}

# Categories that point at a node's hardware on their own: one is enough to cordon it.
HARDWARE_SIGNATURES = frozenset(
    {Category.ecc_error, Category.nvlink_error, Category.node_failure, Category.gpu_xid}
)
# Failures a bad node can be behind without any line naming it (an NCCL timeout with no bad link,
# NaN with no hardware line): with no culprit, the job's nodes are health-checked through the
# scheduler before the restart when the operator configured a check (policy.health_check). A hang
# too where the backend can check inside the hung job's allocation (it still holds the nodes).
CHECKED_CATEGORIES = frozenset(
    {
        Category.nccl_timeout,
        Category.nccl_remote_error,
        Category.network_error,
        Category.connection_error,
        Category.cuda_error,
        Category.nan_or_value_error,
    }
)


@dataclass(frozen=True)
class IncidentFacts:
    incident_id: int
    job_id: str
    category: str
    action: str
    confidence: float
    culprit_nodes: tuple[str, ...]
    fingerprint: str
    ambiguous: bool = False


@dataclass(frozen=True)
class CheckOutcome:
    """The health check this incident ran on its job's nodes (see :func:`_after_check`)."""

    ran: bool  # False: it could not run (the scheduler refused it, it timed out)
    failed: tuple[str, ...] = ()
    detail: str = ""


@dataclass(frozen=True)
class GuardFacts:
    job_nodes: tuple[str, ...]  # from the scheduler (prolog / registration), never from the log
    job_restarts: int = 0
    same_fingerprint_restarts: int = 0
    drains_last_hour: int = 0
    node_states: dict[str, str] = field(default_factory=dict)
    # Culprits' and in-flight cordons' partitions (see guards.py).
    partitions: dict[str, PartitionUsage | None] = field(default_factory=dict)
    recent_drains: frozenset[str] = frozenset()  # drained in the last hour
    inflight_drains: frozenset[str] = frozenset()  # cordons executing or planned to run
    # Why automation is held for this job (an earlier incident needs a human), or "".
    held_by: str = ""
    # Nodes the same failure (fingerprint) was pinned on in earlier incidents of the job that
    # were followed by a restart: the failure came back after a restart (see _recurrence).
    earlier_culprits: frozenset[str] = frozenset()
    # The operator configured a node health check (policy.health_check.command).
    check_configured: bool = False
    # The backend can run it inside a running (hung) job's allocation (Slurm: srun --overlap).
    check_in_allocation: bool = False
    # This incident's finished health check, None when none finished (or none ran).
    check: CheckOutcome | None = None


@dataclass(frozen=True)
class Step:
    kind: Literal["cordon", "restart", "notify", "hold", "check"]
    mode: Mode
    reason: str
    nodes: tuple[str, ...] = ()
    delay_s: float = 0.0
    # notify/hold steps are decisions, recorded as "skipped": nothing to execute.
    decision_only: bool = False


@dataclass(frozen=True)
class Plan:
    steps: tuple[Step, ...]
    suspect: tuple[str, ...] = ()  # nodes that become (or stay) suspect
    needs_human: bool = False
    already_drained: tuple[str, ...] = ()  # culprits drained before: not cordoned again

    @property
    def acts(self) -> bool:
        return any(not s.decision_only for s in self.steps)


def stricter(a: Mode, b: Mode) -> Mode:
    return a if _STRICTNESS[a] >= _STRICTNESS[b] else b


def mode_for(settings: PolicySettings, kind: str) -> Mode:
    return settings.per_action.get(kind, settings.mode)


def _hold(reason: str, *, needs_human: bool = True) -> Plan:
    return Plan((Step("hold", "auto", reason, decision_only=True),), needs_human=needs_human)


def _cordon_mode(settings: PolicySettings, nodes: tuple[str, ...], facts: GuardFacts) -> tuple[Mode, str]:
    """The whole step against the caps, counting drains done, in flight and planned."""
    mode = mode_for(settings, "cordon")
    load = DrainLoad(facts.recent_drains, facts.inflight_drains, facts.partitions)
    notes = cordon_notes(settings, nodes, load, floor=facts.drains_last_hour)
    if notes:
        mode = stricter(mode, "approve")
    return mode, "; ".join(notes)


def _held(step: Step, facts: GuardFacts) -> Step:
    """While an earlier incident of the job waits for a human, nothing acts on its own."""
    if not facts.held_by or step.decision_only or step.mode != "auto":
        return step
    return Step(
        step.kind, "approve", f"{step.reason} — needs approval: {facts.held_by}", step.nodes, step.delay_s
    )


def _restart_step(settings: PolicySettings, incident: IncidentFacts, facts: GuardFacts) -> Step | None:
    """The restart, or None with the reason in a hold step when a guard forbids it."""
    if _recurred_elsewhere(incident, facts):
        return None
    if facts.same_fingerprint_restarts >= settings.crash_loop_restarts:
        return None
    if facts.job_restarts >= settings.restart_budget:
        return None
    delay = settings.restart_backoff_s * 2 ** (facts.job_restarts - 1) if facts.job_restarts > 0 else 0.0
    reason = f"restart {facts.job_restarts + 1} of at most {settings.restart_budget}"
    if delay:
        reason += f", after a backoff of {delay:.0f} s"
    return Step("restart", mode_for(settings, "restart"), reason, delay_s=delay)


def _recurred_elsewhere(incident: IncidentFacts, facts: GuardFacts) -> tuple[str, ...]:
    """The same failure came back after a restart on nodes other than the ones it was pinned on
    before: the nodes are not the cause (the job, its data or the fabric is), so restarting again
    or draining more nodes would not help. Returns the new nodes, or () when it did not."""
    now = frozenset(incident.culprit_nodes) & frozenset(facts.job_nodes)
    if not facts.earlier_culprits or not now or now & facts.earlier_culprits:
        return ()
    return tuple(sorted(now))


def _no_restart_reason(settings: PolicySettings, incident: IncidentFacts, facts: GuardFacts) -> str:
    elsewhere = _recurred_elsewhere(incident, facts)
    if elsewhere:
        return (
            f"the same failure (fingerprint {incident.fingerprint[:12]}) came back after a restart on "
            f"{', '.join(elsewhere)}, not on {', '.join(sorted(facts.earlier_culprits))} where it was "
            "before: not a node fault; restarts stopped"
        )
    if facts.same_fingerprint_restarts >= settings.crash_loop_restarts:
        return (
            f"crash loop: the same failure (fingerprint {incident.fingerprint[:12]}) came back after "
            f"{facts.same_fingerprint_restarts} restarts; not restarting again"
        )
    return f"restart budget exhausted: {facts.job_restarts} restarts of at most {settings.restart_budget}"


def plan(settings: PolicySettings, incident: IncidentFacts, facts: GuardFacts) -> Plan:
    action = incident.action
    if action == Action.needs_human or incident.ambiguous:
        # Not final: the diagnosis may still become confident (the LLM, more lines).
        return _hold(
            "the diagnosis is not sure (needs a human); nothing is done automatically", needs_human=False
        )
    if incident.confidence < settings.min_confidence:
        return _hold(
            f"confidence {incident.confidence:.2f} is below the policy's {settings.min_confidence:.2f}; "
            "nothing is done automatically",
            needs_human=False,
        )
    if action == Action.no_restart_notify_user:
        reason = (
            f"no restart: a {incident.category} is a problem in the job itself, the same code would fail "
            "again on any node; its owner must fix it"
        )
        return Plan((Step("notify", "auto", reason, decision_only=True),))
    if action not in (Action.cordon_and_restart, Action.restart_from_checkpoint):
        return _hold(f"unknown action {action!r}")

    in_job = tuple(n for n in dict.fromkeys(incident.culprit_nodes) if n in facts.job_nodes)
    outside = tuple(n for n in incident.culprit_nodes if n not in facts.job_nodes)
    steps: list[Step] = []
    suspect: tuple[str, ...] = ()
    to_cordon: tuple[str, ...] = ()
    cordon_why = ""
    if action == Action.cordon_and_restart:
        if not in_job:
            return _hold(
                f"the culprit nodes {', '.join(outside) or '(none)'} are not nodes of job {incident.job_id}; "
                "refusing to drain them"
            )
        to_cordon = tuple(n for n in in_job if facts.node_states.get(n) != "cordoned")
        cordon_why = f"{incident.category} on {', '.join(to_cordon)}"
    else:
        # A soft signal: suspicion first, a cordon only when the node was already suspect.
        # The same failure back on the same node after a restart is a second suspicion too.
        repeat = tuple(
            n for n in in_job if facts.node_states.get(n) == "suspect" or n in facts.earlier_culprits
        )
        suspect = tuple(n for n in in_job if n not in repeat and facts.node_states.get(n) != "cordoned")
        if repeat:
            to_cordon = repeat
            cordon_why = f"{', '.join(repeat)} suspect again ({incident.category})"
    if to_cordon:
        mode, guard_note = _cordon_mode(settings, to_cordon, facts)
        steps.append(
            Step(
                "cordon",
                mode,
                cordon_why + (f" — needs approval: {guard_note}" if guard_note else ""),
                nodes=to_cordon,
            )
        )
    if outside:
        steps.append(
            Step(
                "hold",
                "auto",
                f"ignored culprit nodes outside the job: {', '.join(outside)}",
                decision_only=True,
            )
        )
    drained = tuple(n for n in in_job if facts.node_states.get(n) == "cordoned")
    if drained and action == Action.cordon_and_restart:
        steps.append(
            Step(
                "hold",
                "auto",
                f"{', '.join(drained)} already drained: not cordoned again, kept out of the restart",
                decision_only=True,
            )
        )
    restart = _restart_step(settings, incident, facts)
    if restart is not None and action == Action.restart_from_checkpoint and not in_job:
        checked = _check_plan(settings, incident, facts, restart, outside)
        if checked is not None:
            return checked
    if restart is None:
        steps.append(Step("hold", "auto", _no_restart_reason(settings, incident, facts), decision_only=True))
        return Plan(
            tuple(_held(s, facts) for s in steps), suspect=suspect, needs_human=True, already_drained=drained
        )
    steps.append(restart)
    return Plan(tuple(_held(s, facts) for s in steps), suspect=suspect, already_drained=drained)


def _check_plan(
    settings: PolicySettings,
    incident: IncidentFacts,
    facts: GuardFacts,
    restart: Step,
    outside: tuple[str, ...],
) -> Plan | None:
    """No culprit for a failure a node may be behind: check the job's nodes before restarting.

    First a ``check`` step alone; once it finished, the incident is planned again with its
    outcome (a new plan input, see service.verdict_key): nodes that failed it are cordoned under
    the same caps as any cordon and the job restarts without them; all passing, it restarts; a
    check that could not run needs a human. None: no check here (not configured, a category no
    node can hide behind, or a shadowed restart: a check would only delay the record)."""
    if (
        not (
            incident.category in CHECKED_CATEGORIES
            or (incident.category == Category.hang and facts.check_in_allocation)
        )
        or not facts.check_configured
        or not facts.job_nodes
        or restart.mode == "shadow"
        or mode_for(settings, "check") == "shadow"
    ):
        return None
    ignored = (
        (
            Step(
                "hold",
                "auto",
                f"ignored culprit nodes outside the job: {', '.join(outside)}",
                decision_only=True,
            ),
        )
        if outside
        else ()
    )
    nodes = facts.job_nodes
    if facts.check is None:
        reason = (
            f"no culprit for the {incident.category}: health check of the job's {len(nodes)} nodes "
            "before the restart"
        )
        step = Step("check", mode_for(settings, "check"), reason, nodes=nodes)
        return Plan((*ignored, _held(step, facts)))
    if not facts.check.ran:
        return _hold(
            f"the health check of the job's nodes could not run ({facts.check.detail or 'no detail'}); "
            "not restarting on nodes nobody checked"
        )
    failed = tuple(n for n in dict.fromkeys(facts.check.failed) if n in nodes)
    if failed and len(failed) == len(nodes) and len(nodes) > 1:
        return _hold(
            f"all {len(nodes)} nodes of the job failed the health check: the check, the fabric or the "
            "job, not one node; nothing drained"
        )
    if not failed:
        passed = Step(
            restart.kind,
            restart.mode,
            f"{restart.reason}; all {len(nodes)} nodes passed the health check",
            delay_s=restart.delay_s,
        )
        return Plan((*ignored, _held(passed, facts)))
    steps: list[Step] = list(ignored)
    to_cordon = tuple(n for n in failed if facts.node_states.get(n) != "cordoned")
    drained = tuple(n for n in failed if facts.node_states.get(n) == "cordoned")
    if to_cordon:
        mode, note = _cordon_mode(settings, to_cordon, facts)
        why = f"{', '.join(to_cordon)} failed the health check ({incident.category}, no culprit in the log)"
        steps.append(
            Step("cordon", mode, why + (f" — needs approval: {note}" if note else ""), nodes=to_cordon)
        )
    steps.append(restart)
    return Plan(tuple(_held(s, facts) for s in steps), already_drained=drained)
