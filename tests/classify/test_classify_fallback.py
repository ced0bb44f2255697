"""The never-silent fallback's category (rules/fallback.yaml, app/incidents/fallback.py): a test per
word class (its samples are claimed by that class, in file order, and its no_match lines by none of
its patterns), end to end through the analyzer (the category changes, the action stays a person's),
and a broken file refused."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.errors import RuleError
from app.incidents.fallback import DEFAULT_PATH, load_fallback
from app.incidents.unmatched import UNRECOGNISED_ID
from app.vocabulary import Action, Category
from tests.incidents.probe import verdicts

FALLBACK = load_fallback(DEFAULT_PATH)
CLASSES = FALLBACK.classes


@pytest.mark.parametrize("word_class", CLASSES, ids=[c.id for c in CLASSES])
def test_each_class_claims_its_samples_first(word_class) -> None:  # type: ignore[no-untyped-def]
    for line in word_class.samples:
        got = FALLBACK.classify(line)
        assert got is not None and got.id == word_class.id, (line, got and got.id)
    for line in word_class.no_match:
        got = FALLBACK.classify(line)
        assert got is None or got.id != word_class.id, line


@pytest.mark.parametrize("word_class", CLASSES, ids=[c.id for c in CLASSES])
def test_each_class_cites_its_source(word_class) -> None:  # type: ignore[no-untyped-def]
    assert word_class.source.startswith("https://")
    assert word_class.category != Category.other


def _first(*lines: str):  # type: ignore[no-untyped-def]
    [verdict] = verdicts("step 1199 | loss 2.31", *lines)
    return verdict


@pytest.mark.parametrize(
    ("line", "category"),
    [
        # lines no rule knows in these shapes, whose words name the class
        ("FATAL: NVLink 2 of GPU 5 went down during the all-gather", Category.nvlink_error),
        ("FATAL: GPU 3 reported pending ECC errors, stopping", Category.ecc_error),
        ("error: job 4411 ended in state NODE_FAIL", Category.node_failure),
        ("ERROR health: Xid 119 seen on GPU 2", Category.gpu_xid),
    ],
)
def test_an_unrecognised_line_takes_the_category_its_words_name(line: str, category: Category) -> None:
    verdict = _first(line)
    assert verdict.rule_ids[0] == UNRECOGNISED_ID
    assert verdict.category == category
    # Only the category changes: an unrecognised line still goes to a person.
    assert verdict.action == Action.needs_human
    assert any("fallback class" in b for b in verdict.decision_basis)


def test_an_unrecognised_line_naming_no_class_stays_other() -> None:
    verdict = _first("FATAL: widget pipeline collapsed (code 7)")
    assert verdict.rule_ids[0] == UNRECOGNISED_ID
    assert verdict.category == Category.other
    # No outside fault named: its owner is told (row unrecognised_application_error), never an
    # automatic restart or drain.
    assert verdict.action == Action.no_restart_notify_user
    assert not any("fallback class" in b for b in verdict.decision_basis)


def test_a_class_whose_sample_it_does_not_match_is_refused(tmp_path: Path) -> None:
    bad = tmp_path / "fallback.yaml"
    bad.write_text(
        "classes:\n"
        "  - id: storage_errno\n"
        "    category: storage_error\n"
        "    description: x\n"
        "    source: https://man7.org/linux/man-pages/man3/errno.3.html\n"
        "    patterns: ['No space left on device']\n"
        "    samples: ['disk is full']\n",
        encoding="utf-8",
    )
    with pytest.raises(RuleError, match="sample not matched"):
        load_fallback(bad)
