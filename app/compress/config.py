"""The explicit Drain3 configuration: never an implicit ``drain3.ini`` from the working directory."""

from __future__ import annotations

import re

from drain3.masking import MaskingInstruction
from drain3.template_miner_config import TemplateMinerConfig

from app.compress.masks import MASKS, MaskSpec

# Drain3's published defaults, written out so that a drain3 upgrade cannot change them silently.
DRAIN_SIM_TH = 0.4
DRAIN_DEPTH = 4
DRAIN_MAX_CHILDREN = 100
MASK_PREFIX = "<"
MASK_SUFFIX = ">"
PARAM_STR = MASK_PREFIX + "*" + MASK_SUFFIX


class SpacedMaskingInstruction(MaskingInstruction):  # type: ignore[misc]
    """A mask whose replacement is followed by a space (for prefixes glued to the message)."""

    def mask(self, content: str, mask_prefix: str, mask_suffix: str) -> str:
        replacement = mask_prefix + self.mask_with + mask_suffix + " "
        return str(self.regex.sub(replacement, content))


def masking_instruction(spec: MaskSpec) -> MaskingInstruction:
    cls = SpacedMaskingInstruction if spec.spaced else MaskingInstruction
    return cls(spec.pattern, spec.mask_with)


def template_miner_config(masks: tuple[MaskSpec, ...] = MASKS) -> TemplateMinerConfig:
    """The one configuration both crashcart's compressor and the raw-Drain3 baseline use."""
    config = TemplateMinerConfig()
    config.drain_sim_th = DRAIN_SIM_TH
    config.drain_depth = DRAIN_DEPTH
    config.drain_max_children = DRAIN_MAX_CHILDREN
    config.drain_max_clusters = None  # crashcart evicts itself (miner.py), by last use
    config.drain_extra_delimiters = []
    config.parametrize_numeric_tokens = True
    config.mask_prefix = MASK_PREFIX
    config.mask_suffix = MASK_SUFFIX
    config.masking_instructions = [masking_instruction(spec) for spec in masks]
    config.profiling_enabled = False
    config.snapshot_compress_state = False
    return config


MaskStep = tuple[re.Pattern[str], str, tuple[str, ...]]


def mask_steps(masks: tuple[MaskSpec, ...] = MASKS, *, prefilter: bool = True) -> list[MaskStep]:
    """(compiled pattern, replacement, needles): the same masking as Drain3's LogMasker, without its
    per-call string building, and skipping a pattern when the line holds none of its needles."""
    return [
        (
            re.compile(spec.pattern),
            MASK_PREFIX + spec.mask_with + MASK_SUFFIX + (" " if spec.spaced else ""),
            spec.needles if prefilter else (),
        )
        for spec in masks
    ]


def apply_masks(text: str, steps: list[MaskStep]) -> str:
    for pattern, replacement, needles in steps:
        if needles and not any(needle in text for needle in needles):
            continue
        text = pattern.sub(replacement, text)
    return text
