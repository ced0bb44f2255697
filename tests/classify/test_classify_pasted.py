"""Failures as users paste them, decided end to end: a traceback without its header (the cause is its
exception, never the code echoed under a frame), a loss column of a metrics table turning nan, a
training loop saying in words that its loss is not finite."""

from __future__ import annotations

import pytest

from app.vocabulary import Action, Category
from tests.incidents.probe import first


def test_a_headless_traceback_is_decided_by_its_exception_not_by_the_code_above_it() -> None:
    log = [
        'File "xx/lvc/detectron2/engine/train_loop.py", line 254, in _detect_anomaly',
        "    raise FloatingPointError(",
        "FloatingPointError: Loss became infinite or NaN at iteration=1029!",
    ]
    verdict = first(*log)
    assert verdict.root_cause_line == log[2]
    assert (verdict.category, verdict.action) == (Category.nan_or_value_error, Action.no_restart_notify_user)


def test_rank_prefixed_frames_without_a_header_keep_the_rank_and_the_exception() -> None:
    log = [
        '[rank3]:   File "/workspace/train.py", line 88, in forward',
        "[rank3]:     raise ValueError('bad shape')",
        "[rank3]: ValueError: Expected input batch_size (16) to match target batch_size (8).",
    ]
    verdict = first(*log)
    assert verdict.root_cause_line == log[2]
    assert verdict.culprit.ranks == [3]
    assert verdict.action == Action.no_restart_notify_user


def test_a_nan_loss_column_of_a_metrics_table_is_divergence() -> None:
    log = [
        "      Epoch    GPU_mem   box_loss   cls_loss   dfl_loss  Instances       Size",
        "     90/300        17G      1.757      1.015       0.96          1        640: 100%|██| 278/278",
        "      Epoch    GPU_mem   box_loss   cls_loss   dfl_loss  Instances       Size",
        "     91/300        17G        nan        nan        nan          2        640: 100%|██| 278/278",
    ]
    verdict = first(*log)
    assert verdict.root_cause_line == log[3]
    assert (verdict.category, verdict.action) == (Category.nan_or_value_error, Action.no_restart_notify_user)
    assert verdict.rule_ids == ["framework.nan_loss"]


@pytest.mark.parametrize(
    "line",
    [
        "Loss in not finite. Terminate training.",
        "WARNING: loss is not finite, stopping at step 812",
        "iter 83592: loss inf, time 212.3ms, mfu 38.2%",
    ],
)
def test_a_loop_saying_its_loss_is_not_finite_is_divergence(line: str) -> None:
    verdict = first("Epoch [0/5]; Iter [0/9450]; Loss 10.08; LR 1.00e-06", line)
    assert (verdict.category, verdict.action) == (Category.nan_or_value_error, Action.no_restart_notify_user)
    assert verdict.rule_ids == ["framework.nan_loss"]


def test_the_code_inside_a_rich_traceback_box_is_no_evidence() -> None:
    # The box's code names a CUDA OOM; the exception under the box is what happened.
    log = [
        "╭────────── Traceback (most recent call last) ──────────╮",
        "│ /workspace/train.py:88 in <module>                     │",
        "│   87 │   except torch.cuda.OutOfMemoryError:           │",
        '│ ❱ 88 │   │   raise RuntimeError("CUDA out of memory")  │',
        "╰────────────────────────────────────────────────────────╯",
        "KeyError: 'input_ids'",
    ]
    verdict = first(*log)
    assert verdict.root_cause_line == log[5]
    assert (verdict.category, verdict.action) == (Category.runtime_error, Action.no_restart_notify_user)
