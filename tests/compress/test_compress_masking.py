"""The masking instructions: their examples, and the invariant the fast path relies on."""

from __future__ import annotations

import csv
import random
import re
import re._parser as sre_parse  # the stdlib's own regex parser, to inspect patterns
from typing import Any

import pytest

from app.compress.config import apply_masks, mask_steps, template_miner_config
from app.compress.masks import MASKS, MaskSpec
from bench.synthetic_log import SyntheticJob, generate
from tests.helpers import LOGHUB_DIR

STEPS = mask_steps()
DIGITS = frozenset(range(ord("0"), ord("9") + 1))


@pytest.mark.parametrize("spec", [s for s in MASKS if s.examples], ids=lambda s: s.name)
def test_every_example_masks_as_documented(spec: MaskSpec) -> None:
    for raw, masked in spec.examples:
        assert apply_masks(raw, STEPS) == masked


def _digit_sets(parsed: Any) -> list[set[int]]:
    """Every set of digit code points a pattern element accepts (literals, classes, ranges)."""
    found: list[set[int]] = []
    for op, arg in parsed:
        name = str(op)
        if name == "LITERAL":
            found.append({arg} & DIGITS)
        elif name == "NOT_LITERAL":
            found.append(set(DIGITS) - {arg})
        elif name == "IN":
            accepted: set[int] = set()
            for sub_op, sub_arg in arg:
                if str(sub_op) == "LITERAL":
                    accepted.add(sub_arg)
                elif str(sub_op) == "RANGE":
                    accepted.update(range(sub_arg[0], sub_arg[1] + 1))
                elif str(sub_op) == "CATEGORY" and ("DIGIT" in str(sub_arg) or "WORD" in str(sub_arg)):
                    accepted.update(DIGITS)
            found.append(accepted & DIGITS)
        elif isinstance(arg, (list, tuple)):
            for item in arg:
                if isinstance(item, sre_parse.SubPattern):
                    found.extend(_digit_sets(item))
                elif isinstance(item, (list, tuple)):
                    for sub in item:
                        if isinstance(sub, sre_parse.SubPattern):
                            found.extend(_digit_sets(sub))
    return found


@pytest.mark.parametrize("spec", MASKS, ids=lambda s: s.name)
def test_no_mask_tells_one_digit_from_another(spec: MaskSpec) -> None:
    for accepted in _digit_sets(sre_parse.parse(spec.pattern)):
        assert accepted in (set(), set(DIGITS)), (
            f"{spec.name} distinguishes digits {sorted(map(chr, accepted))}"
        )


def test_the_invariant_check_catches_a_literal_digit() -> None:
    assert any(s not in (set(), set(DIGITS)) for s in _digit_sets(sre_parse.parse(r"\b0[xX][0-9a-f]+")))
    assert any(s not in (set(), set(DIGITS)) for s in _digit_sets(sre_parse.parse(r"[1-9]\d*")))
    assert any(s not in (set(), set(DIGITS)) for s in _digit_sets(sre_parse.parse(r"(?:a|(?<=x)7)")))


def test_masked_text_depends_only_on_the_digit_shape() -> None:
    """Property behind the digit-shape cache: rewriting a line's digits at random changes nothing
    in its masked text, whenever that text holds no digit."""
    rng = random.Random(3)
    lines = list(generate(SyntheticJob(lines=3000)))[::7]
    lines += [raw for spec in MASKS for raw, _ in spec.examples]
    checked = 0
    for line in lines:
        masked = apply_masks(line, STEPS)
        if re.search(r"\d", masked):
            continue
        for _ in range(3):
            variant = re.sub(r"\d", lambda _m: str(rng.randrange(10)), line)
            assert apply_masks(variant, STEPS) == masked, (line, variant)
        checked += 1
    assert checked > 100


def test_the_drain3_config_is_explicit_and_carries_the_masks() -> None:
    config = template_miner_config()
    assert [mi.mask_with for mi in config.masking_instructions] == [s.mask_with for s in MASKS]
    assert config.drain_sim_th == 0.4 and config.drain_depth == 4
    assert config.drain_max_clusters is None


def test_rank_prefix_is_split_from_a_glued_message() -> None:
    masked = apply_masks("[rank7]:[E ProcessGroupNCCL.cpp:616] [Rank 7] Watchdog caught", STEPS)
    assert masked == "<RANK> [E ProcessGroupNCCL.cpp:<NUM>] [Rank <NUM>] Watchdog caught"


LOGHUB = LOGHUB_DIR


def test_needles_prefilter_never_changes_the_masked_text() -> None:
    lines = [raw for spec in MASKS for raw, _ in spec.examples]
    lines += list(generate(SyntheticJob(lines=2000)))[::5]
    for labels in sorted(LOGHUB.glob("*/*_2k.log_structured.csv")):
        with labels.open(encoding="utf-8", newline="") as handle:
            lines += [row["Content"] for row in csv.DictReader(handle)][::8]
    unfiltered = mask_steps(prefilter=False)
    assert sum(1 for line in lines if apply_masks(line, STEPS) != apply_masks(line, unfiltered)) == 0
    for spec in MASKS:
        if spec.needles:
            for raw, _ in spec.examples:
                for match in re.finditer(spec.pattern, raw):
                    assert any(n in match.group() for n in spec.needles), (spec.name, match.group())
