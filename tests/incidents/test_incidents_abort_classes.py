"""A process that aborts itself (SIGABRT: Python's faulthandler prints "Fatal Python error: Aborted")
does so because of an error printed before it: ProcessGroupNCCL's watchdog takes the process down after
a collective timed out, a C++ exception reaches std::terminate. The abort is that error's echo, not a
crash in native code of its own (a segmentation fault still is). Checked end to end in wordings other
than the corpus case that revealed the class."""

from __future__ import annotations

from app.vocabulary import DESTRUCTIVE_ACTIONS, Action, Category
from tests.incidents.probe import HEALTHY, first


def verdict(*lines: str) -> object:
    return first(*HEALTHY, *lines)


def test_the_watchdogs_abort_leaves_the_timeout_as_the_category() -> None:
    v = verdict(
        "[rank3]:[E1121 10:02:11.123456789 ProcessGroupNCCL.cpp:616] [Rank 3] Watchdog caught collective "
        "operation timeout: WorkNCCL(SeqNum=912, OpType=ALLREDUCE, NumelIn=1048576, NumelOut=1048576, "
        "Timeout(ms)=600000) ran for 600031 milliseconds before timing out.",
        "[rank3]:[E1121 10:02:11.124000000 ProcessGroupNCCL.cpp:1688] [PG 0 (default_pg) Rank 3] To avoid "
        "data inconsistency, we are taking the entire process down.",
        "terminate called after throwing an instance of 'c10::DistBackendError'",
        "Fatal Python error: Aborted",
    )
    assert v.category == Category.nccl_timeout  # type: ignore[attr-defined]
    assert v.action == Action.needs_human  # type: ignore[attr-defined]


def test_an_abort_after_a_user_error_keeps_the_user_error() -> None:
    v = verdict(
        "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB. GPU 0 has a total capacity "
        "of 79.10 GiB of which 1.02 GiB is free.",
        "terminate called after throwing an instance of 'c10::Error'",
        "Fatal Python error: Aborted",
    )
    assert v.category == Category.cuda_oom  # type: ignore[attr-defined]
    assert v.action == Action.no_restart_notify_user  # type: ignore[attr-defined]


def test_a_bare_abort_is_held_for_a_person() -> None:
    v = verdict("Fatal Python error: Aborted", "Current thread 0x00007f1c2a1fe740 (most recent call first):")
    assert v.action == Action.needs_human  # type: ignore[attr-defined]
    assert v.action not in DESTRUCTIVE_ACTIONS  # type: ignore[attr-defined]


def test_a_segmentation_fault_is_still_a_native_crash() -> None:
    v = verdict("Fatal Python error: Segmentation fault")
    assert "framework.segfault" in v.rule_ids  # type: ignore[attr-defined]
    # A native crash with no cause before it and no hardware line: its owner is told (sign native_crash).
    assert v.action == Action.no_restart_notify_user  # type: ignore[attr-defined]
