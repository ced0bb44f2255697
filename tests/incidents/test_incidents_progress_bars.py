"""Progress bars as training-progress evidence, end to end (JobAnalyzer, then the action table).

A resolver that answered EAI_AGAIN after training progressed is a documented passing fault (row
``service_unreachable_after_progress``); before any progress the launch's own network recurs (row
``http_unreachable_at_setup``). Which one applies turns on whether the bars before it counted
training: tqdm's meter (https://tqdm.github.io/docs/tqdm/) is drawn the same way by Lightning's
training loop, the HF Trainer, accelerate scripts and by downloads, dataset mapping and checkpoint
loading. Lines are written in each library's documented format; none is a corpus case.
"""

from __future__ import annotations

import pytest

from app.vocabulary import Action
from tests.incidents.probe import first

CAUSE = "socket.gaierror: [Errno -3] Temporary failure in name resolution"

# Bars before training: downloads (huggingface_hub), datasets' map/generate, checkpoint shards
# (transformers), Lightning's sanity check, and a training loop drawn before its first step.
SETUP_BARS = [
    "Fetching 3 files: 100%|██████████| 3/3 [00:00<00:00, 12.1it/s]",
    "model-00001-of-00002.safetensors: 100%|██████████| 9.98G/9.98G [01:10<00:00, 142MB/s]",
    "Generating train split: 100%|██████████| 87599/87599 [00:01<00:00, 60000.00 examples/s]",
    "Map (num_proc=8): 100%|██████████| 87599/87599 [00:05<00:00, 16000.00 examples/s]",
    "Loading checkpoint shards: 100%|██████████| 2/2 [00:05<00:00,  2.50s/it]",
    "Sanity Checking DataLoader 0: 100%|██████████| 2/2 [00:00<00:00,  3.20it/s]",
    "Epoch 0:   0%|          | 0/1000 [00:00<?, ?it/s]",
    # the HF Trainer's bar alone (no description, no loss yet)
    "  0%|          | 1/1000 [00:02<40:00,  2.40s/it]",
]


@pytest.mark.parametrize(
    "progress",
    [
        # Lightning's training bar: "Epoch N" and the logged loss in the postfix
        ["Epoch 3:  45%|████▌     | 450/1000 [02:13<02:43,  3.37it/s, loss=2.31, v_num=0]"],
        # the HF Trainer: its bare bar, then the loss dict it logs every logging_steps
        [
            "  5%|▌         | 50/1000 [00:20<06:20,  2.50it/s]",
            "{'loss': 2.31, 'grad_norm': 1.7, 'learning_rate': 4.5e-05, 'epoch': 0.05}",
        ],
        # an accelerate / diffusers training script's bar with its step loss
        ["Steps:   1%|▏         | 12/2000 [00:28<1:00:57,  1.84s/it, lr=0.0001, step_loss=0.131]"],
    ],
)
def test_a_resolver_failure_after_a_training_bar_passes(progress: list[str]) -> None:
    v = first(*SETUP_BARS, *progress, CAUSE)
    assert v.action == Action.restart_from_checkpoint, v.action_rule  # type: ignore[attr-defined]


@pytest.mark.parametrize("bar", SETUP_BARS)
def test_a_resolver_failure_after_only_set_up_bars_recurs(bar: str) -> None:
    v = first(bar, CAUSE)
    assert v.action == Action.no_restart_notify_user, v.action_rule  # type: ignore[attr-defined]
    # and all of them together are still no training progress
    v = first(*SETUP_BARS, CAUSE)
    assert v.action == Action.no_restart_notify_user, v.action_rule  # type: ignore[attr-defined]
