"""Loading and set-up failure classes of issue #18 decided end to end (session 9, LOAD9): a
checkpoint whose optimizer or ZeRO state does not fit the resuming job, torch.load's weights_only
refusal as a test runner prints it, a model or pretrained tag a registry (timm, OpenCLIP) does not
know, images Pillow cannot decode, tar shards that are truncated, bitsandbytes' native library that
does not load. All recur with the same code, data and environment: the owner is told, nothing
restarts or cordons."""

from __future__ import annotations

import pytest

from app.vocabulary import DESTRUCTIVE_ACTIONS, Action, Category
from tests.incidents.probe import verdicts

SETUP = ["Loading checkpoint from /ckpt/run7/step_1200", "Building model and optimizer"]


def verdict(*lines: str) -> tuple[Category, Action, str]:
    [v, *_] = verdicts(*SETUP, *lines)
    return v.category, v.action, v.rule_ids[0]


@pytest.mark.parametrize(
    ("lines", "category", "rule"),
    [
        (
            [
                '  File "train.py", line 240, in <module>',
                "    optimizer.load_state_dict(checkpoint['optimizer'])",
                "ValueError: loaded state dict contains a parameter group that doesn't match the size of "
                "optimizer's group",
            ],
            Category.model_loading_error,
            "framework.checkpoint_resume_mismatch",
        ),
        (
            [
                "[rank3]: deepspeed.runtime.zero.utils.ZeRORuntimeException: The checkpoint being loaded "
                "used a DP world size of 64 but the current world size is 32. Automatic adjustment of "
                "ZeRO's optimizer state partitioning with a new world size is not currently supported."
            ],
            Category.model_loading_error,
            "framework.checkpoint_resume_mismatch",
        ),
        (
            [
                "E                           \tWeightsUnpickler error: Unsupported global: GLOBAL "
                "mypkg.data.Scaler was not an allowed global by default.",
                "/usr/lib/python3.11/site-packages/torch/serialization.py:1529: UnpicklingError",
            ],
            Category.model_loading_error,
            "framework.model_loading",
        ),
        (
            [
                "    raise RuntimeError('Unknown model (%s)' % model_name)",
                "RuntimeError: Unknown model (vit_giant_patch99)",
            ],
            Category.model_loading_error,
            "framework.model_name_unknown",
        ),
        (
            [
                "RuntimeError: Pretrained weights (datacomp_xl) not found for model RN50.Available "
                "pretrained tags (['openai', 'yfcc15m', 'cc12m'])."
            ],
            Category.model_loading_error,
            "framework.model_name_unknown",
        ),
        (
            [
                '  File "/opt/venv/lib/python3.10/site-packages/PIL/Image.py", line 3283, in open',
                "    raise UnidentifiedImageError(msg)",
                "PIL.UnidentifiedImageError: cannot identify image file '/data/train/000123.jpg'",
            ],
            Category.dataset_loading_error,
            "framework.image_decode_failed",
        ),
        (
            ["OSError: image file is truncated (7 bytes not processed)"],
            Category.dataset_loading_error,
            "framework.image_decode_failed",
        ),
        (
            [
                '2024-03-02 10:11:12.345 tarfile.ReadError: ("unexpected end of data @ '
                "<_io.BufferedReader name='/data/wds/train-000101.tar'>\", "
                "<_io.BufferedReader name='/data/wds/train-000101.tar'>)"
            ],
            Category.dataset_loading_error,
            "framework.archive_unreadable",
        ),
        (
            [
                "RuntimeError:",
                "        CUDA Setup failed despite GPU being available. Please run the following command "
                "to get more information:",
            ],
            Category.import_error,
            "setup.native_library_unloadable",
        ),
    ],
)
def test_loading_failures_recur_and_are_the_owners(lines: list[str], category: Category, rule: str) -> None:
    got_category, action, rule_id = verdict(*lines)
    assert (got_category, rule_id) == (category, rule)
    assert action is Action.no_restart_notify_user
    assert action not in DESTRUCTIVE_ACTIONS


def test_a_timm_model_name_in_an_info_line_is_no_failure() -> None:
    found = verdicts(*SETUP, "Loaded model vit_base_patch16_224 with pretrained tag augreg_in21k")
    assert found == []
