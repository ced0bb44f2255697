"""Rule sets whose examples passed are remembered (app/classify/verified.py): the same files with the
same engine skip the check in the next process; any change to them runs it again, and a failure is
never remembered. (Loaded as the product loads them: the suite's own in-process engine cache, in
tests/conftest.py, is bypassed.)"""

from __future__ import annotations

from pathlib import Path

import pytest

from app.classify import verified
from app.classify.engine import RuleEngine
from app.errors import RuleError
from tests.classify.test_classify_rules import GOOD_RULE
from tests.conftest import uncached_from_dir


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    return tmp_path / "cache" / "crashcart" / "verified-rules"


@pytest.fixture
def checks(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """How many times the example check ran."""
    ran: list[int] = []
    real = RuleEngine.example_failures

    def counting(self: RuleEngine) -> list[str]:
        ran.append(1)
        return real(self)

    monkeypatch.setattr(RuleEngine, "example_failures", counting)
    return ran


def _rules(tmp_path: Path, text: str) -> Path:
    folder = tmp_path / "rules"
    folder.mkdir(exist_ok=True)
    (folder / "a.yaml").write_text(text)
    return folder


def test_a_pass_is_remembered_and_the_next_load_skips_the_check(
    tmp_path: Path, cache: Path, checks: list[int]
) -> None:
    folder = _rules(tmp_path, GOOD_RULE)
    uncached_from_dir(RuleEngine, folder)
    assert len(checks) == 1 and [p.name for p in cache.iterdir()] == [verified.fingerprint(folder)]
    engine = uncached_from_dir(RuleEngine, folder)
    assert len(checks) == 1 and engine.match("BOOM now")
    uncached_from_dir(RuleEngine, folder, False)
    assert len(checks) == 1


def test_a_changed_rule_file_is_checked_again_and_a_failure_leaves_no_marker(
    tmp_path: Path, cache: Path, checks: list[int]
) -> None:
    folder = _rules(tmp_path, GOOD_RULE)
    uncached_from_dir(RuleEngine, folder)
    # The same pack with an example that no longer matches: a new fingerprint, checked, refused.
    _rules(tmp_path, GOOD_RULE.replace("match: ['BOOM now']", "match: ['BOOM']"))
    with pytest.raises(RuleError, match="example does not match"):
        uncached_from_dir(RuleEngine, folder)
    with pytest.raises(RuleError, match="example does not match"):
        uncached_from_dir(RuleEngine, folder)
    assert len(checks) == 3 and len(list(cache.iterdir())) == 1


def test_a_new_file_in_the_directory_changes_the_fingerprint(tmp_path: Path, cache: Path) -> None:
    folder = _rules(tmp_path, GOOD_RULE)
    before = verified.fingerprint(folder)
    (folder / "catalogs").mkdir()
    (folder / "catalogs" / "x.yaml").write_text("[]\n")
    assert verified.fingerprint(folder) != before


def test_an_unwritable_cache_only_costs_the_check(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, checks: list[int]
) -> None:
    blocker = tmp_path / "not-a-dir"
    blocker.write_text("")
    monkeypatch.setenv("XDG_CACHE_HOME", str(blocker))
    folder = _rules(tmp_path, GOOD_RULE)
    uncached_from_dir(RuleEngine, folder)
    uncached_from_dir(RuleEngine, folder)
    assert len(checks) == 2


def test_a_process_with_no_home_checks_every_time(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, checks: list[int]
) -> None:
    # a container under a user id with no passwd entry and no HOME: Path.home() cannot answer
    monkeypatch.delenv("XDG_CACHE_HOME", raising=False)

    def no_home() -> Path:
        raise RuntimeError("Could not determine home directory.")

    monkeypatch.setattr(Path, "home", staticmethod(no_home))
    folder = _rules(tmp_path, GOOD_RULE)
    uncached_from_dir(RuleEngine, folder)
    uncached_from_dir(RuleEngine, folder)
    assert len(checks) == 2 and verified.cache_dir() is None
