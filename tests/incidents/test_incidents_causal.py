"""Culprit by causality: the rank that failed first keeps the blame, even when its error is unknown.

Jobs of 64 to 256 ranks where one rank prints an error no rule knows (or a generic one) and every
other rank prints the knock-on NCCL watchdog timeouts or c10d/TCPStore errors: the culprit is that
rank, and the category comes from its own line, not from the timeouts.
"""

from __future__ import annotations

import pytest

from app.classify.engine import RuleEngine
from app.incidents.causal import CausalFacts, ground_peer
from app.incidents.schemas import Verdict
from app.settings import REPO_ROOT
from app.vocabulary import Action, Category
from tests.incidents.jobgen import job_log, node_of
from tests.incidents.probe import verdicts

# Errors no rule pack knows (made-up libraries, odd runtimes): the engine must still answer.
UNKNOWN_ERRORS = [
    "[rank{r}]:zmq.error.ZMQError: Address family not supported by protocol",
    "[rank{r}]:FATAL: shard writer lost its lease on /ckpt/step_1200 (code 77)",
    "[rank{r}]:fairscale_ext: fatal error in bucket reducer, aborting",
    "[rank{r}]:Error in cpuinfo: failed to parse the list of possible processors",
    "[rank{r}]:python: ../nptl/pthread_mutex_lock.c:81: __pthread_mutex_lock: Assertion failed. Aborted",
]

STORE_ERROR = (
    "[rank{r}]:torch.distributed.DistStoreError: Timed out after 901 seconds waiting for clients. "
    "{n}/{w} clients joined."
)


@pytest.fixture(scope="module")
def engine() -> RuleEngine:
    return RuleEngine.from_dir(REPO_ROOT / "rules")


def _verdict(engine: RuleEngine, lines: list[str], **kwargs: object) -> Verdict:
    [verdict] = verdicts(*lines, engine=engine, **kwargs)
    return verdict


@pytest.mark.parametrize(
    ("world", "culprit", "error"),
    [(64, 13, 0), (128, 77, 1), (256, 141, 2), (96, 50, 3), (192, 150, 4), (256, 0, 0)],
)
def test_first_rank_with_an_unknown_error_keeps_the_blame_over_nccl_timeouts(
    engine: RuleEngine, world: int, culprit: int, error: int
) -> None:
    fault = [UNKNOWN_ERRORS[error].format(r=culprit)]
    # Every other rank times out; the culprit, gone, does not.
    v = _verdict(engine, job_log(world, fault, noise_per_rank=60, seed=world, skip_symptom=culprit))
    assert v.culprit.ranks == [culprit]
    assert v.culprit.nodes == [node_of(culprit)]
    # From its own line: `other` when no rule knows it, the catch-all's category when one fires.
    assert v.category in (Category.other, Category.runtime_error)
    if error == 0:
        # A Python exception no rule knows (script.bare_exception): it recurs, the owner is told.
        assert (v.action, v.action_rule) == (Action.no_restart_notify_user, "owner_unknown_recurs")
    elif v.category == Category.other:
        # An error line no rule knows whose words name no fault outside the program: its owner is
        # told (low confidence), nothing is restarted or drained; the timeouts do not change that.
        assert (v.action, v.action_rule) == (Action.no_restart_notify_user, "unrecognised_application_error")
    assert v.action not in (Action.restart_from_checkpoint, Action.cordon_and_restart)
    assert v.ambiguous  # handed to the LLM when one is configured
    assert v.root_cause_line == fault[0]
    assert v.evidence_roles[0].role == "cause"
    assert {e.role for e in v.evidence_roles[1:]} <= {"symptom", "context", "confirmation"}


@pytest.mark.parametrize(("world", "culprit"), [(64, 5), (128, 100), (256, 201)])
def test_first_rank_with_an_unknown_error_beats_the_later_tcpstore_errors(
    engine: RuleEngine, world: int, culprit: int
) -> None:
    """TCPStore errors are a root-cause rule (transient, restart): after another rank died first
    they are its echo, and restarting would hide the real fault."""
    fault = [UNKNOWN_ERRORS[1].format(r=culprit)]
    fault += [STORE_ERROR.format(r=r, n=world - 1, w=world) for r in range(world) if r != culprit]
    v = _verdict(engine, job_log(world, fault, noise_per_rank=40, seed=3, skip_symptom=culprit))
    assert v.culprit.ranks == [culprit]
    assert v.category == Category.other
    # Not the store errors' restart: the first rank's unknown line decides (its owner is told).
    assert (v.action, v.action_rule) == (Action.no_restart_notify_user, "unrecognised_application_error")
    assert any("first failure" in b for b in v.decision_basis)


def test_first_rank_with_a_generic_exception_keeps_the_blame_over_tcpstore_errors(engine: RuleEngine) -> None:
    world, culprit = 64, 9
    fault = [
        f"[rank{culprit}]:Traceback (most recent call last):",
        f'[rank{culprit}]:  File "/work/train.py", line 88, in <module>',
        f"[rank{culprit}]:    main()",
        f"[rank{culprit}]:mylib.errors.ShardingException: shard 3 missing",
    ]
    fault += [STORE_ERROR.format(r=r, n=world - 1, w=world) for r in range(world) if r != culprit]
    v = _verdict(engine, job_log(world, fault, seed=4))
    assert v.culprit.ranks == [culprit]
    assert v.category == Category.runtime_error  # from its own line (the catch-all), not connection_error
    # An exception of the job's code path recurs (uncaught_exception): the owner is told, no restart.
    assert v.action == Action.no_restart_notify_user


def test_a_later_unknown_error_on_a_reporting_rank_is_not_the_cause(engine: RuleEngine) -> None:
    """Rank 22 prints nothing; the others time out and then print an unknown error: the unknown
    lines are echoes (they come after the symptoms, from reporting ranks)."""
    lines = job_log(64, [], skip_symptom=22)
    lines += [f"[rank{r}]:FATAL: shard writer lost its lease (code 77)" for r in range(64) if r != 22]
    v = _verdict(engine, lines)
    assert v.category == Category.nccl_timeout
    assert v.culprit.ranks == [22]


def test_torchrun_summary_names_the_first_failure_even_when_its_error_is_unknown(engine: RuleEngine) -> None:
    world, culprit = 64, 3
    lines = job_log(world, [], seed=5)
    lines += [
        f"[rank{culprit}]:FATAL: shard writer lost its lease (code 77)",
        "Root Cause (first observed failure):",
        "[0]:",
        "  time      : 2024-11-22_02:20:00",
        f"  host      : {node_of(culprit)}",
        f"  rank      : {culprit} (local_rank: {culprit % 8})",
        "  exitcode  : 1 (pid: 4242)",
        "  error_file: <N/A>",
        "  traceback : To enable traceback see: https://pytorch.org/docs/stable/elastic/errors.html",
        "============================================================",
    ]
    v = _verdict(engine, lines)
    assert v.culprit.ranks == [culprit]
    assert v.category == Category.other
    assert v.root_cause_line == f"[rank{culprit}]:FATAL: shard writer lost its lease (code 77)"


def test_nccl_progress_names_the_laggard_when_every_rank_times_out(engine: RuleEngine) -> None:
    world, laggard = 64, 17
    lines = job_log(world, [], seed=6)
    for r in range(world):
        completed = 199 if r == laggard else 200
        lines.append(
            f"[rank{r}]:[E1122 02:10:00.000000 {4000 + r} ProcessGroupNCCL.cpp:1664] "
            f"[PG ID 0 PG GUID 0 Rank {r}] "
            f"Exception (either an error or timeout) detected by watchdog at work: 201, last enqueued NCCL "
            f"work: {completed + 1}, last completed NCCL work: {completed}."
        )
    v = _verdict(engine, lines)
    assert v.category == Category.nccl_timeout
    assert v.action == Action.needs_human
    assert v.culprit.ranks == [laggard]
    assert any("NCCL progress" in b for b in v.decision_basis)


def test_flight_recorder_missing_ranks_name_the_culprit(engine: RuleEngine) -> None:
    lines = job_log(128, [], seed=7)
    lines.append("Collective 201 (ALLREDUCE) of PG 0 failed: not all ranks joined, missing ranks: {93}")
    v = _verdict(engine, lines)
    assert v.culprit.ranks == [93]
    assert v.culprit.nodes == [node_of(93)]


def test_peers_named_by_remote_errors_point_at_the_node() -> None:
    causal = CausalFacts()
    for r in (1, 2, 9):
        causal.feed("NCCL WARN Net : Connection closed by remote peer gpu005.cluster<54321>", r, None)
    causal.feed("NCCL WARN Net : Connection closed by remote peer gpu003<54321>", 4, None)
    assert causal.peer_nodes(["gpu003", "gpu005"]) == [("gpu005", 3), ("gpu003", 1)]
    assert ground_peer("10.0.3.7<45678>", ["ip-10-0-3-7", "ip-10-0-3-8"]) == "ip-10-0-3-7"
    assert ground_peer("[gpu07]:29500", ["gpu07"]) == "gpu07"
    assert ground_peer("evil.example.com", ["gpu07"]) is None


def test_the_specific_cause_of_the_first_rank_still_wins(engine: RuleEngine) -> None:
    """Causality does not undo a known cause: an ECC error on rank 37 beats the timeouts."""
    fault = ["[rank37]:RuntimeError: CUDA error: uncorrectable ECC error encountered"]
    v = _verdict(engine, job_log(64, fault, noise_per_rank=50, skip_symptom=37))
    assert (v.category, v.action) == (Category.ecc_error, Action.cordon_and_restart)
    assert v.culprit.ranks == [37]


def test_a_later_generic_exception_elsewhere_does_not_take_the_blame(engine: RuleEngine) -> None:
    world, culprit = 128, 40
    fault = [f"[rank{culprit}]:FATAL: shard writer lost its lease (code 77)"]
    fault += [f"[rank{r}]:RuntimeError: peer state is inconsistent" for r in (3, 90)]
    v = _verdict(engine, job_log(world, fault, seed=8, skip_symptom=culprit))
    assert v.culprit.ranks == [culprit]
    assert v.category == Category.other
    assert v.root_cause_line == fault[0]


@pytest.mark.parametrize("store_errors", [False, True])
def test_the_first_process_to_exit_keeps_the_blame_over_later_timeouts(
    engine: RuleEngine, store_errors: bool
) -> None:
    """A SIGKILL (no traceback) on rank 70 before any timeout: the first to exit is the culprit, and
    the category comes from its line (a host OOM kill), not from the timeouts or the store errors."""
    world, culprit = 128, 70
    fault = [
        f"[rank{culprit}]:torch/distributed/elastic/multiprocessing/api.py:826] failed (exitcode: -9) "
        f"local_rank: 6 (pid: 1322) of binary: /usr/bin/python"
    ]
    if store_errors:
        fault += [STORE_ERROR.format(r=r, n=world - 1, w=world) for r in range(world) if r != culprit]
    v = _verdict(engine, job_log(world, fault, seed=9))
    assert v.culprit.ranks == [culprit]
    assert v.category not in (Category.nccl_timeout, Category.connection_error)
    # a SIGKILL with no reason: host OOM suspected, not restarted (never a destructive action)
    assert v.action == Action.no_restart_notify_user


def test_ranks_waiting_on_the_same_c10d_peer_name_it(engine: RuleEngine) -> None:
    """Rank 0 (the store host) died silently; the others say whom they waited for."""
    world = 64
    # Only the store errors: rank 0 never printed a line, so no odd-one-out can name it.
    lines = [
        f"[rank{r}]:torch.distributed.DistBackendError: [{r}] is setting up NCCL communicator and retrieving "
        f"ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: "
        "Connection reset by peer"
        for r in range(1, world)
    ]
    v = _verdict(engine, lines)
    assert v.culprit.ranks == [0]
    assert v.action == Action.needs_human
    assert any("via c10d" in b for b in v.decision_basis)


def test_an_unknown_error_printed_after_the_store_errors_still_names_its_rank(engine: RuleEngine) -> None:
    """Per-rank files concatenated without timestamps: rank 90's error comes after ranks 0-89's
    store errors, but rank 90 echoed nothing, so it is the odd one out (and no restart happens)."""
    world, culprit = 128, 90
    lines = job_log(world, [], seed=11)[:-world]
    lines += [STORE_ERROR.format(r=r, n=world - 1, w=world) for r in range(culprit)]
    lines.append(UNKNOWN_ERRORS[1].format(r=culprit))
    lines += [STORE_ERROR.format(r=r, n=world - 1, w=world) for r in range(culprit + 1, world)]
    v = _verdict(engine, lines)
    assert v.culprit.ranks == [culprit]
    assert v.category == Category.other
    assert (v.action, v.action_rule) == (Action.no_restart_notify_user, "unrecognised_application_error")


def test_many_ranks_losing_the_same_peer_node_name_that_node(engine: RuleEngine) -> None:
    world = 64
    lines = job_log(world, [], seed=12)[:-world]
    lines += [
        f"[rank{r}]:torch.distributed.DistNetworkError: The client socket has timed out after 1800s while "
        f"trying to connect to ({node_of(0)}, 29500)."
        for r in range(8, world)
    ]
    v = _verdict(engine, lines)
    assert v.category == Category.connection_error
    assert v.culprit.nodes == [node_of(0)]
    assert any("peer" in b for b in v.decision_basis)


def test_an_early_unknown_error_on_a_rank_that_later_timed_out_is_not_the_cause(engine: RuleEngine) -> None:
    """Rank 12 printed an unknown error long before, then kept training and timed out with the
    others: it was alive and waiting. The silent rank 33 is the culprit."""
    world = 64
    lines = job_log(world, [], seed=13, skip_symptom=33)
    lines.insert(world + 5, "[rank12]:ERROR: could not reach the metrics sidecar (code 7)")
    v = _verdict(engine, lines)
    assert v.category == Category.nccl_timeout
    assert v.culprit.ranks == [33]
    roles = {e.line: e.role for e in v.evidence_roles}
    assert roles["[rank12]:ERROR: could not reach the metrics sidecar (code 7)"] == "context"


def test_one_ranks_log_decides_as_it_would_without_its_rank_prefix(engine: RuleEngine) -> None:
    """A rank's own unknown line is the first failure only beside ranks that waited on it: with one
    rank in view (a launcher's prefix on every line), the prefix names who printed it, and the
    verdict is the unprefixed log's."""
    lines = [
        "ORTE has lost communication with a remote daemon.",
        "  HNP daemon   : [[26510,0],0] on node gpu07",
        "  Remote daemon: [[26510,0],1] on node gpu08",
        "This is usually due to either a failure of the TCP network",
        "connection to the node, or possibly an internal failure of",
        "the daemon itself. We cannot recover from this failure, and",
        "therefore will terminate the job.",
    ]
    raw = _verdict(engine, lines)
    prefixed = _verdict(engine, [f"[rank3]:{line}" for line in lines])
    assert (prefixed.category, prefixed.action, prefixed.action_rule) == (
        raw.category,
        raw.action,
        raw.action_rule,
    )
    assert not any("printed a line of its own" in b for b in prefixed.decision_basis)
