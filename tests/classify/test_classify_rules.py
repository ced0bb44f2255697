"""Rule packs load, every example behaves, and bad packs fail with a clear RuleError."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.classify.engine import RuleEngine
from app.errors import RuleError
from app.settings import REPO_ROOT
from app.vocabulary import Action

RULES = REPO_ROOT / "rules"

GOOD_RULE = """
- id: test.boom
  description: boom
  category: runtime_error
  blame: user_code
  action: no_restart_notify_user
  confidence: 0.9
  keywords: ["BOOM"]
  patterns: ['BOOM (?P<what>\\w+)']
  examples:
    match: ['BOOM now']
    no_match: ['boom now']
"""


def _pack(tmp_path: Path, text: str, name: str = "a.yaml") -> Path:
    (tmp_path / name).write_text(text)
    return tmp_path


def test_shipped_packs_load_and_every_example_passes() -> None:
    engine = RuleEngine.from_dir(RULES)
    assert len(engine.rules) >= 60
    assert engine.example_failures() == []
    # every pack area of the issue is covered
    packs = {p.stem for p in RULES.glob("*.yaml")}
    assert {"gpu", "cuda", "nccl", "network", "storage", "framework", "script"} <= packs


def test_every_rule_cites_a_reference_and_has_examples() -> None:
    for rule in RuleEngine.from_dir(RULES).rules:
        assert rule.references, rule.id
        assert rule.examples.match, rule.id
        assert rule.examples.no_match, rule.id


def test_only_hardware_rules_cordon_and_unsure_rules_hold() -> None:
    for rule in RuleEngine.from_dir(RULES).rules:
        if rule.action == Action.cordon_and_restart:
            assert rule.hardware, rule.id
        if rule.symptom or rule.ambiguous:
            assert rule.action == Action.needs_human, rule.id


def test_named_groups_become_fields(tmp_path: Path) -> None:
    engine = RuleEngine.from_dir(_pack(tmp_path, GOOD_RULE))
    [hit] = engine.match("xx BOOM kaput")
    assert hit.rule.id == "test.boom"
    assert hit.fields == {"what": "kaput"}


COUNT_RULE = """
- id: test.over
  description: more workers than the world size
  category: connection_error
  blame: user_code
  action: no_restart_notify_user
  confidence: 0.8
  keywords: ["world_size="]
  patterns: ['world_size=(?P<than>\\d+), worker_count=(?P<more>\\d+), key=(?P<key>\\w+)']
  examples:
    match: ['world_size=2, worker_count=4, key=a']
    no_match: ['world_size=4, worker_count=2, key=a']
"""


@pytest.mark.parametrize(
    ("line", "fires"),
    [
        ("world_size=2, worker_count=4, key=a", True),
        ("world_size=8, worker_count=16, key=a", True),
        ("world_size=9, worker_count=10, key=a", True),  # by value, not as text
        ("world_size=10, worker_count=9, key=a", False),
        ("world_size=8, worker_count=8, key=a", False),
        ("world_size=16, worker_count=1, key=a", False),
    ],
)
def test_a_pattern_can_require_one_number_above_another(tmp_path: Path, line: str, fires: bool) -> None:
    engine = RuleEngine.from_dir(_pack(tmp_path, COUNT_RULE))
    hits = engine.match(line)
    assert bool(hits) is fires
    if fires:
        # the compared numbers are the pattern's business, not signal fields
        assert hits[0].fields == {"key": "a"}


def test_prefilter_rejects_lines_without_keywords() -> None:
    engine = RuleEngine.from_dir(RULES)
    noise = "step 1200 | loss 2.3451 | lr 3.0e-04 | tokens/s 120334 | grad_norm 0.91"
    assert not engine.might_match(noise)
    assert engine.match(noise) == []
    assert engine.might_match("RuntimeError: CUDA error: an illegal memory access was encountered")


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("- id: [unclosed\n", "invalid YAML"),
        (GOOD_RULE.replace("'BOOM (?P<what>\\w+)'", "'BOOM (unclosed'"), "bad regex"),
        (GOOD_RULE.replace("confidence: 0.9", "confidence: 0.9\n  colour: red"), "colour"),
        (GOOD_RULE.replace("category: runtime_error", "category: gremlins"), "category"),
        (GOOD_RULE.replace("match: ['BOOM now']", "match: ['BOOM']"), "example does not match"),
        (GOOD_RULE.replace("no_match: ['boom now']", "no_match: ['BOOM again']"), "negative example matches"),
        (GOOD_RULE.replace("action: no_restart_notify_user", "action: cordon_and_restart"), "hardware"),
        (GOOD_RULE + GOOD_RULE.replace("- id", "- id", 1), "duplicate rule id"),
    ],
)
def test_bad_packs_raise_rule_error(tmp_path: Path, text: str, fragment: str) -> None:
    with pytest.raises(RuleError) as info:
        RuleEngine.from_dir(_pack(tmp_path, text))
    assert fragment in info.value.message


def test_duplicate_ids_across_files(tmp_path: Path) -> None:
    _pack(tmp_path, GOOD_RULE, "a.yaml")
    _pack(tmp_path, GOOD_RULE, "b.yaml")
    with pytest.raises(RuleError, match=r"duplicate rule id 'test\.boom'"):
        RuleEngine.from_dir(tmp_path)


def test_missing_or_empty_directory(tmp_path: Path) -> None:
    with pytest.raises(RuleError, match="does not exist"):
        RuleEngine.from_dir(tmp_path / "nope")
    with pytest.raises(RuleError, match="no rule packs"):
        RuleEngine.from_dir(tmp_path)


def test_traceback_scoped_rules_need_a_traceback() -> None:
    engine = RuleEngine.from_dir(RULES)
    line = "mylib.errors.ShardingException: shard 3 missing"
    assert all(h.rule.id != "script.final_exception" for h in engine.match(line))
    assert any(h.rule.id == "script.final_exception" for h in engine.match(line, in_traceback=True))
