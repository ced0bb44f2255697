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


# tqdm's meter as Lightning, the HF Trainer, accelerate and diffusers scripts draw it
# (https://tqdm.github.io/docs/tqdm/, format_meter): progress when it counts training.
@pytest.mark.parametrize(
    "bar",
    [
        "Epoch 3: 45%|████▌     | 450/1000 [02:13<02:43, 3.37it/s, loss=2.31, v_num=0]",
        "Epoch 0:   1%|          | 10/1000 [00:03<05:00,  3.30it/s, v_num=0]",
        "Steps:   1%|▋         | 10/2000 [00:24<1:02:00,  1.87s/it, lr=0.0001, step_loss=nan]",
        "steps:  12%|█▏        | 120/1000 [01:40<12:10,  1.20it/s, avr_loss=0.0912]",
        " 10%|█         | 100/1000 [00:30<04:30,  3.33it/s, loss=2.1]",
        "Iteration:  10%|█         | 100/1000 [00:30<04:30,  3.33it/s]",
        "train_iteration:   3%|▎         | 30/1000 [00:30<16:10,  1.00it/s]",
        "Train Epoch 2/10: 100%|██████████| 619/619 [02:23<00:00,  4.31it/s]",
        "INFO:root:Epoch 3:  45%|████▌     | 450/1000 [02:13<02:43,  3.37it/s]",
        "Epoch 2: 450it [02:13, 3.37it/s, loss=2.31]",
        # the HF Trainer's log dicts: a step's, training's end, an evaluation's during training
        "{'loss': 2.31, 'grad_norm': 1.2, 'learning_rate': 4.5e-05, 'epoch': 0.05}",
        "{'train_runtime': 120.5, 'train_samples_per_second': 10.0, 'train_loss': 2.1, 'epoch': 3.0}",
        "{'eval_loss': 2.1, 'eval_runtime': 3.2, 'eval_samples_per_second': 31.2, 'epoch': 1.0}",
        "train_loss: nan",
    ],
)
def test_a_training_bar_or_log_dict_is_progress(bar: str) -> None:
    tracker = _tracker([bar, "RuntimeError: boom"])
    assert tracker.progress_at == 0
    assert tracker.phase(1, "RuntimeError: boom") == "running"


@pytest.mark.parametrize(
    "bar",
    [
        "Downloading (…)model.safetensors: 100%|██████████| 1.21G/1.21G [00:10<00:00, 120MB/s]",
        "model-00001-of-00002.safetensors: 100%|██████████| 9.98G/9.98G [01:10<00:00, 142MB/s]",
        "Fetching 12 files: 100%|██████████| 12/12 [00:00<00:00, 100.0it/s]",
        "Map: 100%|██████████| 1000/1000 [00:00<00:00, 5000.00 examples/s]",
        "Map (num_proc=8): 100%|██████████| 52002/52002 [00:05<00:00, 9000 examples/s]",
        "Generating train split: 100%|██████████| 87599/87599 [00:01<00:00, 60000.00 examples/s]",
        "Running tokenizer on train dataset: 100%|██████████| 100/100 [00:02<00:00, 40.0ba/s]",
        "Loading checkpoint shards: 100%|██████████| 2/2 [00:05<00:00,  2.5s/it]",
        "Sanity Checking DataLoader 0: 100%|██████████| 2/2 [00:00<00:00,  3.2it/s]",
        "Processing step 3 files: 100%|██████████| 3/3 [00:00<00:00, 30.0it/s]",
        "Downloading checkpoint-step-3/model.bin: 100%|██████████| 3.1G/3.1G [00:10<00:00, 300MB/s]",
        # the HF Trainer's own bar has no description: its loss comes in the dict after it
        "  5%|▌         | 50/1000 [00:20<06:20,  2.50it/s]",
        # a training loop drawn before its first step is done
        "Epoch 0:   0%|          | 0/1000 [00:00<?, ?it/s]",
        "Epoch 1/3:   0%|          | 0/500 [00:00<?, ?it/s]",
        "steps:   0%|          | 0/1600 [00:00<?, ?it/s]",
        "Epoch 0: 0it [00:00, ?it/s]",
    ],
)
def test_a_bar_that_counts_no_training_is_not_progress(bar: str) -> None:
    tracker = _tracker([bar, "RuntimeError: boom"])
    assert tracker.progress_at is None
    assert tracker.phase(1, "RuntimeError: boom") == "unknown"


# Rich's bar (rich.progress.BarColumn: Lightning's RichProgressBar, pip, download tools) has no "%|"
# and no brackets: "{description} ━━━━╸━━━ {completed}/{total} ... {postfix}"
# (https://rich.readthedocs.io/en/stable/progress.html). It counts training as a tqdm bar does.
@pytest.mark.parametrize(
    "bar",
    [
        "Epoch 1/9 ━━━━━━━━━━━━━━╸━━━━━ 200/250 0:00:10 • 0:00:03 20.0it/s v_num: 0 train_loss_step: 0.41",
        "Epoch 2/9  ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 250/250 0:00:12 • 0:00:00 20.31it/s v_num: 0",
        "Training ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 15/1000 0:00:05 0:05:30 3.00it/s",
        "Iteration ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 10/100 0:00:05 2.00it/s",
    ],
)
def test_a_rich_training_bar_is_progress(bar: str) -> None:
    tracker = _tracker([bar, "RuntimeError: boom"])
    assert tracker.progress_at == 0
    assert tracker.phase(1, "RuntimeError: boom") == "running"


@pytest.mark.parametrize(
    "bar",
    [
        # downloads and data, whatever words their description holds
        "   ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 1.1/1.1 MB 12.3 MB/s eta 0:00:00",
        "Downloading model.safetensors ━━━━━━━━━━━━━━━━━━━━ 100% 4.2/4.2 GB 50.1 MB/s 0:00:00",
        "Downloading epoch 3 checkpoint ━━━━━━━━━━━━━━━━━━━━ 100% 1.2/1.2 GB 80.0 MB/s 0:00:00",
        "Downloading iter 1000 checkpoint ━━━━━━━━━━━━━━━━━━━━━━━━━━ 45% 0.9/2.0 GB 0:00:10",
        "Downloading step 2 of 4 ━━━━━━━━━━━━━━━━━━━━━━━━━━━ 2/4 0:00:05 0.41it/s",
        "Fetching 4 files ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 4/4 0:00:02 1.90it/s",
        "Validation DataLoader 0 ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 20/20 0:00:02 • 0:00:00 9.85it/s",
        # a training loop drawn before its first step is done
        "Epoch 0/9  ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 0/250 0:00:00 • -:--:-- 0.00it/s",
        "Training ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 0/1000 0:00:00 -:--:-- 0.00it/s",
        # a Rich table's border
        "┏━━━━━━━━━━━━━━┳━━━━━━━━┓",
    ],
)
def test_a_rich_bar_that_counts_no_training_is_not_progress(bar: str) -> None:
    tracker = _tracker([bar, "RuntimeError: boom"])
    assert tracker.progress_at is None
    assert tracker.phase(1, "RuntimeError: boom") == "unknown"
