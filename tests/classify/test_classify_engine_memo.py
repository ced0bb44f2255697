"""The engine's shortcuts answer as the plain reading would: what it remembers per digit skeleton,
the literals it checks before a pattern, and a pattern shared by several rules searched once."""

from __future__ import annotations

import re

import pytest

from app.classify.engine import RuleEngine, pattern_needs
from app.classify.prefixes import split_prefix
from app.classify.rules import Rule
from app.settings import REPO_ROOT


@pytest.fixture(scope="module")
def engine() -> RuleEngine:
    return RuleEngine.from_dir(REPO_ROOT / "rules", check_examples=False)


def _plain_match(engine: RuleEngine, message: str, in_traceback: bool) -> list[tuple[str, dict[str, str]]]:
    """Every rule's patterns on the message, no prefilter and no memo: the rules that list a
    keyword the message holds, in the engine's keyword order (what match() must return)."""
    held = [k for k in engine.keywords if k in message]
    out: list[tuple[str, dict[str, str]]] = []
    seen: set[str] = set()
    for keyword in held:
        for rule in engine.rules:
            if keyword not in rule.keywords or rule.id in seen:
                continue
            seen.add(rule.id)
            if rule.scope == "traceback" and not in_traceback:
                continue
            for source in rule.patterns:
                m = re.search(source, message)
                if m is None:
                    continue
                groups = m.groupdict()
                if "more" in groups and "than" in groups:
                    if groups["more"] is None or groups["than"] is None:
                        continue
                    if int(groups["more"]) <= int(groups["than"]):
                        continue
                fields = {k: v for k, v in groups.items() if v is not None and k not in ("more", "than")}
                out.append((rule.id, fields))
                break
    return out


@pytest.mark.parametrize(
    ("pattern", "needs"),
    [
        (r"\bkernel: (?:\[ *\d+\.\d+\] )?NVRM: Xid \(", (False, (("NVRM: Xid (",), ("kernel: ",)))),
        (r"(?i)(?<![a-z])Loss\b\s*(?:nan|inf)", (True, (("loss",), ("nan", "inf")))),
        (r"ab(c)+d{2,}x?|q", (False, (("ab", "q"),))),
        (r"(?i:ab)cdef", (False, (("cdef",),))),  # a scoped flag: its group is not read
        (r"x{0}abc", (False, (("abc",),))),
        (r"(?:abc|)x", (False, (("x",),))),  # an empty branch needs nothing
        (r"\d+", (False, ())),
    ],
)
def test_pattern_needs(pattern: str, needs: tuple[bool, tuple[tuple[str, ...], ...]]) -> None:
    assert pattern_needs(re.compile(pattern)) == needs


def _lines(rule: Rule) -> list[str]:
    return [split_prefix(line).message for line in rule.examples.match + rule.examples.no_match]


def test_every_pattern_needs_only_what_its_matches_hold(engine: RuleEngine) -> None:
    """On every example and catalog sample a pattern matches, the literals it needs are there."""
    checked = 0
    for rule in engine.rules:
        for source in rule.patterns:
            pattern = re.compile(source)
            ignorecase, needs = pattern_needs(pattern)
            for message in _lines(rule):
                if not message.isascii() or pattern.search(message) is None:
                    continue
                text = message.lower() if ignorecase else message
                assert all(any(w in text for w in either) for either in needs), (source, message)
                checked += 1
    assert checked > 3000


def test_match_answers_as_every_pattern_read_plainly(engine: RuleEngine) -> None:
    """Examples, their digits shifted (same skeleton, other numbers: the memo's entries are reused),
    upper and lower case: match() gives the same hits, in the same order, as the plain reading."""
    shift = str.maketrans("0123456789", "1234567890")
    fired = 0
    for rule in engine.rules[::3]:
        for message in _lines(rule):
            for variant in (message, message.translate(shift), message.upper(), message.lower()):
                for in_traceback in (False, True):
                    got = [(h.rule.id, h.fields) for h in engine.match(variant, in_traceback)]
                    assert got == _plain_match(engine, variant, in_traceback), variant
                    fired += bool(got)
    assert fired > 1000


def test_a_keyword_with_a_digit_is_read_on_each_message_of_a_skeleton(engine: RuleEngine) -> None:
    """Three-digit codes in one line shape (one skeleton): whatever the first message left in
    the memo, each later one fires the rules of its own code, listed or not."""
    fresh = RuleEngine(engine.rules, engine.catalogs)  # an empty memo
    shapes = (
        "Nov 22 02:00:00 gpu07 kernel: NVRM: Xid (PCI:0000:3b:00): {code}, pid=1234, name=python3",
        # a keyword with a digit ("503 Client Error") before the line's first digit-free one
        "{code} Client Error: Service Unavailable for url: https://hf.co/x; Connection reset by peer",
    )
    for shape in shapes:
        seen: set[frozenset[str]] = set()
        for code in range(100, 1000, 3):
            message = split_prefix(shape.format(code=code)).message
            got = [(h.rule.id, h.fields) for h in fresh.match(message)]
            assert got == _plain_match(fresh, message, False), message
            seen.add(frozenset(rule_id for rule_id, _ in got))
        assert len(seen) >= 2  # codes a row lists fire it, the others do not
    assert len(fresh._skeleton_memo) == len(fresh._words_memo) == len(shapes)
