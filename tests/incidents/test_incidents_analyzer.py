"""Signals of a job become one verdict: root cause over symptoms, culprit, ambiguity, safety."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from app.classify.engine import RuleEngine
from app.incidents.actions import action_table
from app.incidents.analyzer import JobAnalyzer
from app.incidents.schemas import Verdict
from app.logline import LogLine
from app.settings import REPO_ROOT
from app.vocabulary import Action, Category
from tests.incidents.jobgen import job_log, node_of

FIXTURES = REPO_ROOT / "tests" / "classify" / "fixtures"


@pytest.fixture(scope="module")
def engine() -> RuleEngine:
    return RuleEngine.from_dir(REPO_ROOT / "rules")


def _run(engine: RuleEngine, lines: list[str], **kwargs: object) -> tuple[JobAnalyzer, list[Verdict]]:
    analyzer = JobAnalyzer(engine, **kwargs)  # type: ignore[arg-type]
    for i, text in enumerate(lines):
        analyzer.feed(LogLine(text, index=i))
    return analyzer, analyzer.verdicts()


def test_no_failure_gives_no_verdict(engine: RuleEngine) -> None:
    lines = (FIXTURES / "healthy.log").read_text().splitlines()
    analyzer, verdicts = _run(engine, lines)
    assert verdicts == []
    assert analyzer.signals == []


def test_xid79_on_a_node_cordons_that_node(engine: RuleEngine) -> None:
    lines = (FIXTURES / "xid79_merged.log").read_text().splitlines()
    [v] = _run(engine, lines)[1]
    assert v.category == Category.gpu_xid
    assert v.action == Action.cordon_and_restart
    assert v.culprit.nodes == ["gpu02"]
    assert v.culprit.ranks == [9]
    assert v.root_cause_line == lines[4]
    assert v.root_cause_line in v.evidence
    assert not v.ambiguous
    assert v.source == "rule"


def test_ecc_on_one_rank_of_64_beats_the_timeouts_of_the_others(engine: RuleEngine) -> None:
    fault = ["[rank37]:RuntimeError: CUDA error: uncorrectable ECC error encountered"]
    lines = job_log(64, fault, noise_per_rank=100, skip_symptom=37)
    [v] = _run(engine, lines)[1]
    assert (v.category, v.action) == (Category.ecc_error, Action.cordon_and_restart)
    assert v.culprit.ranks == [37]
    assert v.culprit.nodes == [node_of(37)]
    assert "63 symptom line(s)" in v.explanation


def test_user_error_on_one_rank_is_not_restarted(engine: RuleEngine) -> None:
    fault = [
        "[rank5]:Traceback (most recent call last):",
        '[rank5]:  File "/work/train.py", line 12, in <module>',
        "[rank5]:    model(batch)",
        "[rank5]:AttributeError: 'NoneType' object has no attribute 'shape'",
    ]
    [v] = _run(engine, job_log(16, fault, skip_symptom=5))[1]
    assert (v.category, v.action) == (Category.attribute_error, Action.no_restart_notify_user)
    assert v.culprit.ranks == [5]


def test_only_timeouts_are_ambiguous_and_point_at_the_silent_rank(engine: RuleEngine) -> None:
    [v] = _run(engine, job_log(64, [], skip_symptom=22))[1]
    assert v.category == Category.nccl_timeout
    assert v.action == Action.needs_human
    assert v.ambiguous
    assert v.culprit.ranks == [22]
    assert v.culprit.nodes == [node_of(22)]
    # The confidence is the no_root_cause row's measured share of right actions (a hold, which the
    # orchestrator never acts on whatever its confidence).
    assert v.action_rule == "no_root_cause"
    row = next(r for r in action_table().rows if r.id == "no_root_cause")
    assert v.confidence == row.confidence


def test_torchrun_summary_locates_the_first_failure(engine: RuleEngine) -> None:
    lines = (FIXTURES / "torchrun_summary.log").read_text().splitlines()
    [v] = _run(engine, lines)[1]
    assert v.action == Action.needs_human
    assert v.ambiguous
    assert (v.culprit.nodes, v.culprit.ranks) == (["gpu-node-07"], [9])


def test_illegal_memory_access_with_no_hardware_line_is_not_restarted(engine: RuleEngine) -> None:
    # No Xid, ECC or fallen-off-the-bus line anywhere: the job's kernel (or its build) faults the
    # same way again. Still ambiguous (the LLM may look), but the rules' action is no restart.
    [v] = _run(engine, ["[rank2]: RuntimeError: CUDA error: an illegal memory access was encountered"])[1]
    assert (v.category, v.action, v.ambiguous) == (Category.cuda_error, Action.no_restart_notify_user, True)
    assert v.action_rule == "owner_unknown_cuda_error"


def test_illegal_memory_access_with_a_hardware_signature_on_that_node_cordons(engine: RuleEngine) -> None:
    lines = [
        "[rank9]:gpu02:4201:4201 [1] NCCL INFO comm 0x55d0 rank 9 nRanks 16 nNodes 2 localRank 1",
        "Nov 22 02:00:00 gpu02 kernel: NVRM: Xid (PCI:0000:3b:00): 48, pid=4201, name=python3, "
        "An uncorrectable double bit error (DBE) has been detected on GPU.",
        "[rank9]: RuntimeError: CUDA error: an illegal memory access was encountered",
    ]
    [v] = _run(engine, lines)[1]
    assert (v.category, v.action, v.culprit.nodes, v.culprit.ranks) == (
        Category.ecc_error,
        Action.cordon_and_restart,
        ["gpu02"],
        [9],
    )


def test_a_specific_cause_outranks_a_generic_runtime_error_and_symptoms(engine: RuleEngine) -> None:
    lines = [
        "[rank1]: RuntimeError: something odd happened in the collate function",
        "[rank3]: torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB. "
        "GPU 3 has a total capacity of 79.15 GiB of which 1.06 GiB is free.",
        "[rank0]: torch.distributed.DistBackendError: NCCL error in: ProcessGroupNCCL.cpp:1970, "
        "remote process exited or there was a network error, NCCL version 2.19.3",
    ]
    [v] = _run(engine, lines)[1]
    assert (v.category, v.action, v.culprit.ranks) == (Category.cuda_oom, Action.no_restart_notify_user, [3])


def test_conflicting_root_causes_are_ambiguous(engine: RuleEngine) -> None:
    lines = [
        "[rank2]: FileNotFoundError: [Errno 2] No such file or directory: '/data/shard-7.bin'",
        "[rank5]: OSError: [Errno 116] Stale file handle: '/mnt/nfs/ckpt/step_100'",
    ]
    [v] = _run(engine, lines)[1]
    assert v.ambiguous
    assert v.action == Action.needs_human
    assert "conflicting" in v.explanation


def test_a_hardware_verdict_without_a_node_never_names_one(engine: RuleEngine) -> None:
    [v] = _run(engine, ["RuntimeError: CUDA error: uncorrectable ECC error encountered"])[1]
    assert v.category == Category.ecc_error
    assert v.culprit.nodes == []


def test_fingerprint_is_stable_across_jobs_and_distinguishes_failures(engine: RuleEngine) -> None:
    a = _run(
        engine,
        [
            "Nov 22 02:00:00 gpu02 kernel: NVRM: Xid (PCI:0000:3b:00): 79, pid=4201, "
            "GPU has fallen off the bus."
        ],
    )
    b = _run(
        engine,
        [
            "Dec  1 13:14:15 node-117 kernel: NVRM: Xid (PCI:0000:ca:00): 79, pid=77, "
            "GPU has fallen off the bus."
        ],
    )
    c = _run(engine, ["[rank3]: RuntimeError: CUDA error: uncorrectable ECC error encountered"])
    assert a[1][0].fingerprint == b[1][0].fingerprint
    assert a[1][0].fingerprint != c[1][0].fingerprint


def test_every_example_line_alone_gives_a_safe_verdict(engine: RuleEngine) -> None:
    """No rule's own example, on its own, yields a destructive action the rule does not allow."""
    for rule in engine.rules:
        for line in rule.examples.match:
            verdicts = _run(engine, [line])[1]
            for v in verdicts:
                if v.action == Action.cordon_and_restart:
                    assert engine.by_id[v.rule_ids[0]].hardware, (rule.id, line)
                if v.ambiguous:
                    # The table may settle the action of an unknown owner, never by a cordon, and
                    # restart only on a documented passing fault.
                    assert v.action != Action.cordon_and_restart, (rule.id, line)
                    if v.action == Action.restart_from_checkpoint:
                        assert v.action_rule == "owner_unknown_transient", (rule.id, line)


def test_verdicts_stay_cheap_on_a_long_noisy_log(engine: RuleEngine) -> None:
    analyzer = JobAnalyzer(engine, world_size=1024)
    for r in range(1024):
        analyzer.feed(
            LogLine(
                f"[rank{r}]:[E ProcessGroupNCCL.cpp:563] [Rank {r}] Watchdog caught collective "
                "operation timeout: WorkNCCL(SeqNum=1, OpType=ALLREDUCE) ran for 600090 milliseconds "
                "before timing out.",
                index=r,
            )
        )
    for i in range(20_000):
        analyzer.feed(
            LogLine(
                "[rank7]:RuntimeError: CUDA error: an illegal memory access was encountered", index=2000 + i
            )
        )
        analyzer.feed(LogLine("step 1 loss 2.0", index=50_000 + i))
    started = time.perf_counter()
    for _ in range(100):
        analyzer.feed(
            LogLine(
                "[rank8]:RuntimeError: CUDA error: an illegal memory access was encountered", index=100_000
            )
        )
        analyzer.verdicts()
    per_call = (time.perf_counter() - started) / 100
    assert per_call < 0.01  # bounded by rules and ranks, not by the 41k lines fed
    [v] = analyzer.verdicts()
    assert v.culprit.ranks == [7]


def test_rank_per_file_offline(engine: RuleEngine, tmp_path: Path) -> None:
    from app.diagnose.offline import diagnose_paths

    (tmp_path / "rank0.log").write_text(
        "2024-11-22 02:10:00,000 step 9\n"
        "[E ProcessGroupNCCL.cpp:563] [Rank 0] Watchdog caught collective operation timeout: "
        "WorkNCCL(SeqNum=1) ran for 600090 milliseconds before timing out.\n"
    )
    (tmp_path / "rank1.log").write_text("2024-11-22 02:00:00,000 KeyError: 'labels'\n")
    [v] = diagnose_paths([tmp_path / "rank0.log", tmp_path / "rank1.log"], engine)
    assert (v.category, v.culprit.ranks) == (Category.runtime_error, [1])


def _timeout(rank: int, op: str, seq: int = 9312, pg: int = 0) -> str:
    return (
        f"[rank{rank}]:[E1121 02:33:42.379 ProcessGroupNCCL.cpp:616] [PG ID {pg} PG GUID {pg}(default_pg) "
        f"Rank {rank}] Watchdog caught collective operation timeout: WorkNCCL(SeqNum={seq}, OpType={op}, "
        "NumelIn=4096, NumelOut=4096, Timeout(ms)=600000) ran for 600016 milliseconds before timing out."
    )


def test_ranks_stuck_in_different_collectives_are_a_code_bug(engine: RuleEngine) -> None:
    lines = [_timeout(r, "BROADCAST" if r == 6 else "ALLREDUCE") for r in range(8)]
    [v] = _run(engine, lines)[1]
    assert (v.category, v.action, v.culprit.ranks) == (
        Category.nccl_timeout,
        Action.no_restart_notify_user,
        [6],
    )
    assert not v.ambiguous


def test_same_sequence_number_in_another_process_group_is_no_mismatch(engine: RuleEngine) -> None:
    lines = [_timeout(r, "ALLGATHER" if r == 6 else "ALLREDUCE", pg=1 if r == 6 else 0) for r in range(8)]
    [v] = _run(engine, lines)[1]
    assert (v.action, v.ambiguous) == (Action.needs_human, True)


@pytest.mark.parametrize("host", ["gpu12", "10.0.0.12"])
def test_a_pdsh_host_learned_inside_a_traceback_does_not_split_it(engine: RuleEngine, host: str) -> None:
    # A "host: " prefix is trusted as a node only after a few lines: here inside the traceback. The
    # block stays one stream, so the source line under the last frame is code, not evidence.
    lines = [
        "Traceback (most recent call last):",
        '  File "/home/me/train.py", line 40, in <module>',
        "    main(cfg)",
        '  File "/home/me/train.py", line 31, in main',
        '    raise RuntimeError("NCCL error: unhandled system error, NCCL version 2.18.1")',
        "ValueError: batch size 0 is not divisible by 8 ranks",
    ]
    [plain] = _run(engine, lines)[1]
    [v] = _run(engine, [f"{host}: {line}" for line in lines])[1]
    assert v.rule_ids == plain.rule_ids == ["script.value_error"]
    assert (v.category, v.action) == (plain.category, plain.action)
    assert (v.category, v.action) == (Category.nan_or_value_error, Action.no_restart_notify_user)
