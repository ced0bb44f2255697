"""The policy's guards, without a database or a scheduler."""

from __future__ import annotations

from app.orchestrate.base import PartitionUsage
from app.orchestrate.policy import GuardFacts, IncidentFacts, plan
from app.settings import PolicySettings

NODES = ("gpu01", "gpu02", "gpu03", "gpu04")


def incident(**kw: object) -> IncidentFacts:
    base: dict[str, object] = {
        "incident_id": 1,
        "job_id": "j",
        "category": "ecc_error",
        "action": "cordon_and_restart",
        "confidence": 0.95,
        "culprit_nodes": ("gpu02",),
        "fingerprint": "fp",
    }
    base.update(kw)
    return IncidentFacts(**base)  # type: ignore[arg-type]


def kinds(p: object) -> list[tuple[str, str]]:
    return [(s.kind, s.mode) for s in p.steps]  # type: ignore[attr-defined]


def test_ecc_on_a_job_node_cordons_then_restarts() -> None:
    p = plan(PolicySettings(), incident(), GuardFacts(job_nodes=NODES))
    assert kinds(p) == [("cordon", "auto"), ("restart", "auto")]
    assert p.steps[0].nodes == ("gpu02",)
    assert not p.needs_human


def test_never_acts_on_needs_human_ambiguous_or_low_confidence() -> None:
    for facts in (
        incident(action="needs_human"),
        incident(ambiguous=True),
        incident(confidence=0.5),
    ):
        p = plan(PolicySettings(min_confidence=0.8), facts, GuardFacts(job_nodes=NODES))
        assert not p.acts, facts
        assert [s.kind for s in p.steps] == ["hold"]


def test_user_code_is_never_restarted() -> None:
    p = plan(
        PolicySettings(), incident(category="type_error", action="no_restart_notify_user"), GuardFacts(NODES)
    )
    assert not p.acts
    assert "owner must fix" in p.steps[0].reason


def test_a_culprit_outside_the_job_is_never_drained() -> None:
    # The log (untrusted) names a node that the scheduler did not give the job.
    p = plan(PolicySettings(), incident(culprit_nodes=("login01",)), GuardFacts(job_nodes=NODES))
    assert not p.acts and p.needs_human
    assert "login01" in p.steps[0].reason
    mixed = plan(PolicySettings(), incident(culprit_nodes=("gpu02", "login01")), GuardFacts(job_nodes=NODES))
    assert mixed.steps[0].nodes == ("gpu02",)
    assert any("login01" in s.reason for s in mixed.steps if s.kind == "hold")


def test_modes_per_action_kind_and_global() -> None:
    per = PolicySettings(per_action={"cordon": "approve"})
    assert kinds(plan(per, incident(), GuardFacts(NODES))) == [("cordon", "approve"), ("restart", "auto")]
    shadow = PolicySettings(mode="shadow")
    assert kinds(plan(shadow, incident(), GuardFacts(NODES))) == [("cordon", "shadow"), ("restart", "shadow")]


def test_hourly_drain_cap_asks_for_approval_and_never_loosens_shadow() -> None:
    capped = GuardFacts(NODES, drains_last_hour=4)
    assert kinds(plan(PolicySettings(max_drains_per_hour=4), incident(), capped))[0] == ("cordon", "approve")
    assert "cap is 4" in plan(PolicySettings(max_drains_per_hour=4), incident(), capped).steps[0].reason
    shadow = PolicySettings(mode="shadow", max_drains_per_hour=4)
    assert kinds(plan(shadow, incident(), capped))[0] == ("cordon", "shadow")


def test_partition_fraction_asks_for_approval() -> None:
    settings = PolicySettings(max_partition_drain_fraction=0.25)
    ok = GuardFacts(NODES, partitions={"gpu02": PartitionUsage(total=4, cordoned=0)})
    assert kinds(plan(settings, incident(), ok))[0] == ("cordon", "auto")
    full = GuardFacts(NODES, partitions={"gpu02": PartitionUsage(total=4, cordoned=1)})
    assert kinds(plan(settings, incident(), full))[0] == ("cordon", "approve")


def test_restart_budget_backoff_and_crash_loop() -> None:
    settings = PolicySettings(restart_budget=3, crash_loop_restarts=2, restart_backoff_s=5)
    transient = incident(category="nccl_timeout", action="restart_from_checkpoint", culprit_nodes=())
    assert plan(settings, transient, GuardFacts(NODES)).steps[-1].delay_s == 0
    second = plan(settings, transient, GuardFacts(NODES, job_restarts=2, same_fingerprint_restarts=1))
    assert second.steps[-1].kind == "restart" and second.steps[-1].delay_s == 10
    loop = plan(settings, transient, GuardFacts(NODES, job_restarts=2, same_fingerprint_restarts=2))
    assert not loop.acts and loop.needs_human and "crash loop" in loop.steps[-1].reason
    spent = plan(settings, transient, GuardFacts(NODES, job_restarts=3))
    assert not spent.acts and "budget" in spent.steps[-1].reason


def test_soft_signal_makes_suspect_then_cordons_on_repeat() -> None:
    soft = incident(category="nccl_timeout", action="restart_from_checkpoint", culprit_nodes=("gpu03",))
    first = plan(PolicySettings(), soft, GuardFacts(NODES))
    assert first.suspect == ("gpu03",) and kinds(first) == [("restart", "auto")]
    again = plan(PolicySettings(), soft, GuardFacts(NODES, node_states={"gpu03": "suspect"}))
    assert kinds(again) == [("cordon", "auto"), ("restart", "auto")] and again.steps[0].nodes == ("gpu03",)
