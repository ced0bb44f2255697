"""Never silent: an error-looking line no rule knows still yields a verdict; benign lines do not."""

from __future__ import annotations

import pytest

from app.classify.engine import RuleEngine
from app.incidents.analyzer import JobAnalyzer
from app.incidents.unmatched import (
    UNRECOGNISED_ECHO_ID,
    UNRECOGNISED_ID,
    is_advice,
    is_echo,
    looks_like_error,
)
from app.logline import LogLine
from app.settings import REPO_ROOT
from app.vocabulary import Action, Blame, Category

FIXTURES = REPO_ROOT / "tests" / "classify" / "fixtures"

ERROR_LOOKING = [
    "zmq.error.ZMQError: Address family not supported by protocol",
    "FATAL: shard writer lost its lease on /ckpt/step_1200 (code 77)",
    "2024-11-22 02:10:00,123 ERROR trainer: could not commit step 1200",
    "E1122 02:10:00.000000 4242 worker.cc:91] lease lost",
    "fairscale_ext: fatal error in bucket reducer, aborting",
    "Error in cpuinfo: failed to parse the list of possible processors",
    "python: pthread_mutex_lock.c:81: __pthread_mutex_lock: Assertion failed. Aborted",
    "make: *** [Makefile:12: train] Error 2",
    "Process exited with exit code 3",
    "subprocess.CalledProcessError: Command '['tar', 'xf', 'a.tar']' returned non-zero exit status 2.",
    "the writer thread panicked at 'index out of bounds', src/lib.rs:10:5",
    "worker 3 killed by the supervisor",
    "[2024-11-22 02:10:00] CRITICAL storage daemon unreachable",
    # something numbered 0 that failed is not a count of zero failures
    "Execution of replica 0 failed: INVALID_ARGUMENT: Executable expected shape u32[1,256]{1,0}",
    "task 0 failed on host gpu03",
    # Ray names the remote exception's class after its own; an excerpt may end on this header
    "ray.exceptions.RayTaskError(ValueError): ray::TaskRunner.run() (pid=2586371, ip=172.17.0.2)",
]

BENIGN = [
    "gpu01:1234:1234 [0] NCCL INFO Bootstrap : Using eth0:10.0.0.1<0>",
    "gpu01:1234:1234 [0] NCCL INFO NET/IB : failed to open device mlx5_4, skipping",
    "/usr/lib/python3/site-packages/torch/cuda/__init__.py:52: UserWarning: CUDA initialization failed",
    "DeprecationWarning: error_callback is deprecated, use on_error",
    "[W1122 02:10:00.000000 socket.cpp:464] [c10d] The server socket has failed to bind to [::]:29500",
    "WARNING: retrying failed request to s3://bucket/obj (attempt 2)",
    "step 1200 | loss 1.234 | 0 errors | 12 skipped",
    "validation finished: errors=0 failures=0",
    "ran 12 checks: 12 passed, 0 failed",
    "0 failed, 3 passed in 1.20s",
    "INFO: job finished without errors",
    "  error_file: <N/A>",
    "  exitcode  : -15 (pid: 4250)",
    'File "/usr/lib/python3/site-packages/torch/errors.py", line 12, in raise_error',
    "Traceback (most recent call last):",
    "During handling of the above exception, another exception occurred:",
    "The above exception was the direct cause of the following exception:",
    "For debugging consider passing CUDA_LAUNCH_BLOCKING=1",
    "CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace "
    "below might be incorrect.",
    "This is typically caused by a rank that crashed before the collective",
    "Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.",
    "falling back to the slow path after a failed fast-path probe",
    # A metric's value after "error ... :" or "=" (a decimal point or an exponent), not a failure.
    "mean ar error (without repeats): 2.8560004569601536e-06",
    "val error = 0.031",
    "epoch 3: mean absolute error 0.12",  # a metric name, not an error... (see below)
]


@pytest.fixture(scope="module")
def engine() -> RuleEngine:
    return RuleEngine.from_dir(REPO_ROOT / "rules")


@pytest.mark.parametrize("line", ERROR_LOOKING)
def test_error_looking_lines_are_recognised(line: str) -> None:
    assert looks_like_error(line)


@pytest.mark.parametrize("line", BENIGN[:-1])
def test_benign_lines_are_not_errors(line: str) -> None:
    assert not looks_like_error(line)


def test_an_error_code_after_a_colon_is_still_an_error() -> None:
    # Only a measured value (a decimal point or an exponent) reads as a metric: a code does not.
    assert looks_like_error("Error: 2")
    assert looks_like_error("ERROR: rank 3 exited with status 1")


def test_a_metric_named_error_is_still_flagged_conservatively() -> None:
    """ "mean absolute error" reads like an error word; the fallback prefers a human look to silence,
    but only when no level says it is info."""
    assert looks_like_error(BENIGN[-1])
    assert not looks_like_error("INFO epoch 3: mean absolute error 0.12")


@pytest.mark.parametrize(
    "line",
    [
        "For debugging consider passing CUDA_LAUNCH_BLOCKING=1.",
        "This is typically caused by a rank that crashed or stalled.",
        "set CUDA_LAUNCH_BLOCKING=1 and run again",
        "Please check the NCCL_DEBUG=INFO output for details.",
    ],
)
def test_advice_is_recognised(line: str) -> None:
    assert is_advice(line)


def test_an_exception_is_not_advice() -> None:
    assert not is_advice("RuntimeError: CUDA error: an illegal memory access was encountered")


@pytest.mark.parametrize("line", [ERROR_LOOKING[1], ERROR_LOOKING[4], ERROR_LOOKING[8], ERROR_LOOKING[10]])
def test_an_unmatched_error_line_alone_yields_an_other_verdict(engine: RuleEngine, line: str) -> None:
    analyzer = JobAnalyzer(engine)
    for i, text in enumerate(["step 1 loss 2.0", "step 2 loss 1.9", line, "step 3 loss 1.8"]):
        analyzer.feed(LogLine(text, index=i))
    [v] = analyzer.verdicts()
    # Never silent: a verdict of its own line. Its words name no fault outside the program, so the
    # owner is told (row unrecognised_application_error) and the LLM agent still reads it (ambiguous).
    assert (v.category, v.blame, v.action) == (Category.other, Blame.unknown, Action.no_restart_notify_user)
    assert v.root_cause_line == line
    assert v.ambiguous
    assert v.rule_ids[0] == UNRECOGNISED_ID
    assert v.evidence_roles[0].role == "cause"
    assert v.action_rule == "unrecognised_application_error"


def test_healthy_log_and_benign_lines_stay_silent(engine: RuleEngine) -> None:
    lines = (FIXTURES / "healthy.log").read_text().splitlines() + BENIGN[:-1]
    analyzer = JobAnalyzer(engine)
    for i, text in enumerate(lines):
        analyzer.feed(LogLine(text, index=i))
    assert analyzer.verdicts() == []


def test_a_known_rule_outranks_the_fallback(engine: RuleEngine) -> None:
    lines = [
        "FATAL: shard writer lost its lease (code 77)",
        "RuntimeError: CUDA error: uncorrectable ECC error encountered",
    ]
    analyzer = JobAnalyzer(engine)
    for i, text in enumerate(lines):
        analyzer.feed(LogLine(text, index=i))
    [v] = analyzer.verdicts()
    assert v.category == Category.ecc_error
    roles = {e.line: e.role for e in v.evidence_roles}
    assert roles[lines[0]] == "context"


@pytest.mark.parametrize(
    ("line", "echo"),
    [
        ("terminate called without an active exception", False),
        ("Error executing job with overrides: ['lr=3']", False),
        ("worker 7 was terminated by the agent after a peer failed: exitcode 1", True),
        ("[c10d] recvVector failed on SocketImpl(fd=3): Connection reset by peer", True),
    ],
)
def test_echo_or_cause(line: str, echo: bool) -> None:
    assert looks_like_error(line)
    assert is_echo(line) is echo


def test_an_unknown_watchdog_line_is_an_echo_not_a_cause(engine: RuleEngine) -> None:
    line = (
        "[rank2]:[E1121 17:34:42.343927959 ProcessGroupNCCL.cpp:1664] [PG 1 Rank 2] Exception (either an "
        "error or timeout) detected by watchdog at work: 1580, last enqueued NCCL work: 1582, last "
        "completed NCCL work: 1579."
    )
    analyzer = JobAnalyzer(engine)
    [sig] = analyzer.feed(LogLine(line, index=0))
    assert sig.rule_id == UNRECOGNISED_ECHO_ID and sig.symptom
    [v] = analyzer.verdicts()
    assert v.category == Category.other and v.action == Action.needs_human
    assert v.evidence_roles[0].role == "symptom"
    assert any("no line names" in m for m in v.missing_evidence)


@pytest.mark.parametrize(
    "stamp",
    [
        "2024-05-01 12:00:00.123 ",
        "[2024-05-01 12:00:00] ",
        "ERROR:root:",
        "ERROR 05-01 12:00:00 [engine.py:9] ",
    ],
)
def test_a_traceback_behind_a_logger_header_is_read_as_one(engine: RuleEngine, stamp: str) -> None:
    # Every line stamped (moreutils' ts, a logger's own format): the traceback is still tracked and
    # its final exception, which no rule knows, is the cause.
    lines = [
        "step 1 loss 2.0",
        "Traceback (most recent call last):",
        '  File "train.py", line 3, in <module>',
        "ShardCursorError: shard 17 has no records left",
    ]
    analyzer = JobAnalyzer(engine)
    for i, text in enumerate(lines):
        analyzer.feed(LogLine(stamp + text, index=i))
    [v] = analyzer.verdicts()
    assert v.root_cause_line == stamp + lines[-1]
    assert v.category != Category.other  # the traceback's final exception, not the bare fallback


@pytest.mark.parametrize(
    "line",
    [
        "2024-05-01 12:00:00 ERROR shard writer stopped",
        "2024-05-01 12:00:00.123456: E tensorflow/core/x.cc:12] shard writer stopped",
        "ERROR 05-01 12:00:00 [engine.py:9] shard writer stopped",
        "ERROR:root:shard writer stopped",
        "[ERROR|trainer.py:9] 2024-05-01 12:00:00,123 >> shard writer stopped",
        "[NeMo E 2024-05-01 12:00:00 exp_manager:9] shard writer stopped",
    ],
)
def test_a_bland_line_logged_at_error_still_yields_a_verdict(engine: RuleEngine, line: str) -> None:
    # the header that said ERROR is stripped from the message; the raw line still says it
    analyzer = JobAnalyzer(engine)
    for i, text in enumerate(["step 1 loss 2.0", line]):
        analyzer.feed(LogLine(text, index=i))
    [v] = analyzer.verdicts()
    assert v.root_cause_line == line


@pytest.mark.parametrize(
    "line",
    [
        "\x1b[31mERROR 12-01 13:05:02 client.py:282] engine process stopped\x1b[0m",
        '{"log":"ERROR 12-01 13:05:02 client.py:282] engine process stopped\\n","stream":"stderr"}',
    ],
)
def test_an_error_header_inside_a_carriers_envelope_still_counts(engine: RuleEngine, line: str) -> None:
    # colour codes around the whole line and Docker's JSON record hide the header from the raw line
    analyzer = JobAnalyzer(engine)
    for i, text in enumerate(["step 1 loss 2.0", line]):
        analyzer.feed(LogLine(text, index=i))
    [v] = analyzer.verdicts()
    assert "engine process stopped" in v.root_cause_line
