"""A post-mortem's last resort: a failed job's log whose failure is told without an error word.

Offline (``crashcart diagnose``, ``crashcart eval``) a log is read after the job failed, so it never
ends with no verdict: the last line whose words tell a failure becomes the never-silent verdict's
root cause. A running job's analyzer does not do this (such words come and go in healthy logs)."""

from __future__ import annotations

import pytest

from app.classify.engine import RuleEngine
from app.diagnose.offline import analyze_lines
from app.incidents.analyzer import JobAnalyzer
from app.incidents.unmatched import (
    BELOW_ERROR,
    OWN_LEVEL,
    UNRECOGNISED_ID,
    failure_tier,
    is_echo,
    raised_message,
    raises_exception,
)
from app.logline import LogLine
from app.vocabulary import Action, Category
from tests.incidents.probe import ENGINE, HEALTHY


def post_mortem(*texts: str, engine: RuleEngine = ENGINE) -> JobAnalyzer:
    return analyze_lines([LogLine(t, index=i) for i, t in enumerate(texts)], engine)


@pytest.mark.parametrize(
    ("line", "tier"),
    [
        ("'ZeRO3 is incompatible with LoRA when finetuning on base model.'", OWN_LEVEL),
        ("DeepSpeed backend not set, please initialize it using init_process_group()", OWN_LEVEL),
        ("Corrupted image for 655", OWN_LEVEL),
        ("[W socket.cpp:697] [c10d] The client socket has failed to connect to [h]:29500", BELOW_ERROR),
        ("WARNING: unable to reach the metadata server", BELOW_ERROR),
        ("step 1200 | loss 2.31 | lr 3e-4", 0),
        ("Could not find a cached tokenizer, retrying the download", 0),  # a retry: handled
        ("0 errors, 0 failures", 0),
        ("Please check that the file is not corrupted", 0),  # advice
    ],
)
def test_failure_tier_reads_the_words_and_the_level(line: str, tier: int) -> None:
    assert failure_tier(line) == tier


def test_a_failure_told_without_an_error_word_gets_a_verdict_post_mortem() -> None:
    line = "'ZeRO3 is incompatible with LoRA when finetuning on base model.'"
    [verdict] = post_mortem(*HEALTHY, line, "exiting").verdicts()
    assert verdict.root_cause_line == line
    assert verdict.rule_ids[0] == UNRECOGNISED_ID
    # Unrecognised, and its words name no fault outside the program: its owner is told (the LLM
    # agent still reads it); never a restart or a drain.
    assert (verdict.action_rule, verdict.action) == (
        "unrecognised_application_error",
        Action.no_restart_notify_user,
    )


def test_a_running_job_stays_quiet_on_the_same_words() -> None:
    job = JobAnalyzer(ENGINE)
    for i, text in enumerate([*HEALTHY, "'ZeRO3 is incompatible with LoRA when finetuning on base model.'"]):
        job.feed(LogLine(text, index=i))
    job.conclude()  # not a post-mortem analyzer: it noted nothing
    assert job.verdicts() == []


def test_the_last_line_at_its_own_level_wins_over_a_later_warning_and_an_echo() -> None:
    own = "Corrupted image for 655"
    [verdict] = post_mortem(
        "Corrupted image for 12",
        own,
        "WARNING: unable to reach the metadata server",
        "[W socket.cpp:697] [c10d] The client socket has failed to connect to [h]:29500",
    ).verdicts()
    assert verdict.root_cause_line == own


def test_the_last_resort_line_takes_the_category_its_words_name() -> None:
    [verdict] = post_mortem(
        "nccl/ffi.lua:195: 'libnccl.so not found in library path.", "Please install nccl."
    ).verdicts()
    assert verdict.category == Category.import_error
    # a library the loader cannot find is missing at every launch: its owner is told, nothing restarts
    assert verdict.action == Action.no_restart_notify_user


def test_a_log_with_a_signal_keeps_its_verdict() -> None:
    oom = "torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB"
    [verdict] = post_mortem("Corrupted image for 655", oom).verdicts()
    assert verdict.root_cause_line == oom
    assert verdict.category == Category.cuda_oom


def test_a_log_with_no_failure_words_still_has_no_verdict() -> None:
    assert post_mortem(*HEALTHY, "Please check the documentation of torch.load").verdicts() == []


@pytest.mark.parametrize(
    ("line", "echo"),
    [
        ("Error while creating shared memory segment /dev/shm/nccl-pZafXL (size 7340384)", False),
        ("ERROR: cannot open /opt/gloo-build/lib/libgloo.so", False),
        ("NCCL error: remote process exited or there was a network error", True),
        ("terminate called: gloo connectFullMesh failed", True),
    ],
)
def test_nccl_and_gloo_are_echo_words_as_names_not_inside_a_path(line: str, echo: bool) -> None:
    assert is_echo(line) is echo


CUT_TRACEBACK = (
    "Traceback (most recent call last):",
    '  File "/usr/lib/python3.11/site-packages/datasets/builder.py", line 1568, in _prepare_split_single',
    "    for key, record in generator:",
    '  File "/usr/lib/python3.11/tarfile.py", line 687, in read',
    '    raise ReadError("unexpected end of data")',
)


def test_a_traceback_cut_before_its_exception_line_is_told_by_the_raising_statement() -> None:
    # A pasted log (or one whose tail was lost) that stops at the source line raising the exception.
    [verdict] = post_mortem(*HEALTHY, *CUT_TRACEBACK).verdicts()
    assert verdict.root_cause_line == CUT_TRACEBACK[-1]
    assert verdict.action not in (Action.restart_from_checkpoint, Action.cordon_and_restart)


def test_a_traceback_cut_at_a_raise_of_no_named_class_still_gets_a_verdict() -> None:
    # torch's env:// rendezvous raises what a helper builds; cut there, the log has no exception line
    statement = '    raise _env_error("MASTER_ADDR")'
    [verdict] = post_mortem(
        "Traceback (most recent call last):",
        '  File "/venv/lib/torch/distributed/rendezvous.py", line 166, in _env_rendezvous_handler',
        statement,
    ).verdicts()
    assert verdict.root_cause_line == statement
    # printed while the job was setting up its rendezvous: an unknown error there recurs (the action
    # table's unrecognised_at_setup sign), so its owner is told; the category stays the fallback's
    assert (verdict.category, verdict.action) == (Category.other, Action.no_restart_notify_user)
    assert verdict.action_rule == "unrecognised_recurs"


def test_a_traceback_cut_at_a_raise_with_no_set_up_in_view_is_told_to_its_owner() -> None:
    statement = '    raise _build_error(cfg["optimizer"])'
    [verdict] = post_mortem(
        "Traceback (most recent call last):",
        '  File "/srv/train/optim.py", line 66, in make_optimizer',
        statement,
    ).verdicts()
    assert verdict.root_cause_line == statement
    # The job's own code raised it (no class named, no set-up in view): the owner is told.
    assert (verdict.category, verdict.action) == (Category.other, Action.no_restart_notify_user)
    assert verdict.action_rule == "unrecognised_application_error"


def test_a_traceback_cut_at_a_failing_assert_is_the_assertion() -> None:
    statement = "        assert type(s) is str"
    [verdict] = post_mortem(
        "Traceback (most recent call last):",
        '    File "/srv/torchchat/tokenizer/tiktoken.py", line 133, in encode',
        statement,
    ).verdicts()
    assert verdict.root_cause_line == statement
    assert (verdict.category, verdict.action) == (Category.assertion_error, Action.no_restart_notify_user)


def test_a_traceback_cut_inside_its_frames_is_told_by_its_header() -> None:
    # No exception line and no raising statement: an exception was on its way, nothing says which.
    lines = (
        "Traceback (most recent call last):",
        '  File "train.py", line 10, in <module>',
        "    main()",
        '  File "train.py", line 7, in main',
        "    x = model(batch)",
    )
    [verdict] = post_mortem(*HEALTHY, *lines).verdicts()
    assert verdict.root_cause_line == lines[0]
    assert (verdict.category, verdict.action) == (Category.other, Action.no_restart_notify_user)


def test_a_native_backtrace_in_the_abort_path_alone_still_gets_a_verdict() -> None:
    frames = (
        "#20 0x00007fffecdf448d in MPL_exit () from /opt/cray/pe/lib64/libmpi_cray.so.12",
        "#21 0x00007fffec7cf966 in MPID_Abort () from /opt/cray/pe/lib64/libmpi_cray.so.12",
        "#22 0x00007fffec79ad64 in MPIR_Assert_fail () from /opt/cray/pe/lib64/libmpi_cray.so.12",
    )
    [verdict] = post_mortem(*HEALTHY, *frames).verdicts()
    assert verdict.root_cause_line == frames[1]
    assert verdict.action == Action.no_restart_notify_user
    # with the error that aborted it in view, that error is the cause and the frames stay benign
    error = "Assertion failed in file ad_gpfs_wrcoll.c at line 1024: 0"
    [verdict] = post_mortem(error, *frames).verdicts()
    assert verdict.root_cause_line == error


def test_a_traceback_header_yields_to_the_raising_statement_and_to_the_exception() -> None:
    [verdict] = post_mortem(*CUT_TRACEBACK).verdicts()
    assert verdict.root_cause_line == CUT_TRACEBACK[-1]
    [verdict] = post_mortem(*CUT_TRACEBACK, "tarfile.ReadError: unexpected end of data").verdicts()
    assert verdict.root_cause_line == "tarfile.ReadError: unexpected end of data"


def test_the_raising_statement_comes_after_any_line_that_tells_a_failure() -> None:
    own = "Corrupted image for 655"
    [verdict] = post_mortem(own, *CUT_TRACEBACK).verdicts()
    assert verdict.root_cause_line == own


@pytest.mark.parametrize(
    ("line", "raises"),
    [
        ('    raise ReadError("unexpected end of data")', True),
        ("    raise torch.distributed.elastic.multiprocessing.errors.ChildFailedError(", True),
        ("    raise", False),  # a bare re-raise names nothing
        ("    raise_if_needed(result)", False),
        ("    raise ValueError", True),  # the class alone, when the line after it was cut
        # a helper that builds the exception, or a caught one raised again: raised, whatever it is
        ('    raise _env_error("MASTER_ADDR")', True),
        ("    raise exc", True),
        ("        assert type(s) is str", True),  # an assert statement raises AssertionError
        ("    assertEqual(a, b)", False),
    ],
)
def test_what_counts_as_a_raising_statement(line: str, raises: bool) -> None:
    assert raises_exception(line) is raises


def test_the_rules_read_the_raised_exception_as_they_would_its_line() -> None:
    # A ValueError's line is the user's value error; cut before it, the statement says the same.
    statement = '[rank3]:     raise ValueError(f"Unsupported dataset format: {fmt}")'
    [verdict] = post_mortem(
        "[rank3]: Traceback (most recent call last):",
        '[rank3]:   File "/work/data.py", line 12, in load',
        statement,
    ).verdicts()
    assert verdict.root_cause_line == statement
    assert (verdict.category, verdict.action) == (Category.nan_or_value_error, Action.no_restart_notify_user)


@pytest.mark.parametrize(
    ("statement", "message"),
    [
        ('    raise ReadError("unexpected end of data")', "ReadError: unexpected end of data"),
        (
            "raise torch.cuda.OutOfMemoryError('CUDA out of memory.')",
            "torch.cuda.OutOfMemoryError: CUDA out of memory.",
        ),
        ('raise ValueError(f"bad {x}")', "ValueError: bad {x}"),
        ("raise KeyError(key)", "KeyError: key"),
        ("raise SystemExit()", "SystemExit"),
        ("    raise ValueError", "ValueError"),
        ('    raise _env_error("MASTER_ADDR")', None),
        ("        assert type(s) is str", "AssertionError"),
        ('    assert x > 0, "x must be positive"', "AssertionError: x must be positive"),
        ("    assert foo(a, b)", "AssertionError"),
        ("print('raise ValueError')", None),
    ],
)
def test_the_message_a_raising_statement_would_have_printed(statement: str, message: str | None) -> None:
    assert raised_message(statement) == message
