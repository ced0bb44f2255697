"""The phase a failure happened in: set-up, running after progress, or unknown (app.incidents.phase)."""

from __future__ import annotations

import pytest

from app.incidents.phase import PhaseTracker


def _tracker(lines: list[str]) -> PhaseTracker:
    tracker = PhaseTracker()
    for index, line in enumerate(lines):
        tracker.feed(line, index)
    return tracker


@pytest.mark.parametrize(
    "progress",
    [
        "iter 83594: loss 1.9491, time: 6235.95ms, speed: 1771 toks/s/device",
        "Epoch 3: 100%|██████████| 619/619 [02:23<00:00,  4.31it/s]",
        "{'loss': 0.4249, 'grad_norm': 4.97, 'epoch': 0.3}",
        "step 1200 | lr 3.0e-4",
        "    loss.backward()",
    ],
)
def test_progress_before_the_cause_means_running(progress: str) -> None:
    tracker = _tracker(["NCCL INFO Bootstrap : Using eth0:10.0.0.1<0>", progress, "RuntimeError: boom"])
    assert tracker.phase(2, "RuntimeError: boom") == "running"


def test_a_bare_progress_bar_is_not_training_progress() -> None:
    # downloads and preprocessing draw bars before training starts
    tracker = _tracker(
        ["Downloading shards:  50%|█████     | 1/2 [00:03<00:03,  3.1s/it]", "RuntimeError: boom"]
    )
    assert tracker.phase(1, "RuntimeError: boom") == "unknown"


def test_progress_after_the_cause_does_not_count() -> None:
    tracker = _tracker(["RuntimeError: boom", "step 10 loss 1.2"])
    assert tracker.phase(0, "RuntimeError: boom") == "unknown"


def test_set_up_markers_without_progress_mean_setup() -> None:
    cause = "NCCL WARN Connect to 10.38.10.112<21724> failed : Connection refused"
    tracker = _tracker([cause, "NCCL INFO bootstrap.cc:100 -> 2", "NCCL INFO init.cc:695 -> 2"])
    assert tracker.phase(0, cause) == "setup"
    # the cause's own line can name the set-up it failed in
    alone = "[rank0]: Bootstrap : no socket interface found"
    assert _tracker([alone]).phase(0, alone) == "setup"


@pytest.mark.parametrize(
    ("late", "phase"),
    [
        ("[lxbk1127:2330856:0:2330856] ib_mlx5_log.c:177  DCI QP 0xd16 wqe[6168]: SEND s-e", "running"),
        ("[r40c1t7n3:108757:0:108757] ib_mlx5_log.c:136  RC QP 0x33945 wqe[0]: SEND s-e", "unknown"),
        ("Watchdog caught collective operation timeout: WorkNCCL(SeqNum=45390, OpType=ALLREDUCE)", "running"),
        ("Watchdog caught collective operation timeout: WorkNCCL(SeqNum=1, OpType=ALLREDUCE)", "unknown"),
    ],
)
def test_a_late_work_request_or_collective_means_traffic_flowed(late: str, phase: str) -> None:
    # printed after the error line, it still describes work done before the failure
    cause = "Transport retry count exceeded on mlx5_0:1/IB (synd 0x15 vend 0x81 hw_synd 0/0)"
    assert _tracker([cause, late]).phase(0, cause) == phase


def test_no_marker_means_unknown() -> None:
    cause = "ConnectionRefusedError: [Errno 111] Connection refused"
    assert _tracker(["Traceback (most recent call last):", cause]).phase(1, cause) == "unknown"
