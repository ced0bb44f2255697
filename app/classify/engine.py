"""The rule engine: load packs, prefilter on literal keywords, run the regexes of the few rules left.

Most lines of a training log are progress and noise. One combined regex over every rule's literal
keywords (a single C-level scan) rejects them before any rule regex runs; only a line holding a
keyword reaches the rules that list that keyword.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TypeVar

from app.classify.catalogs import Catalog, catalog_failures, catalog_rules, load_catalogs
from app.classify.prefixes import split_prefix
from app.classify.rules import Rule, load_rule_file
from app.classify.rules import compiled as compiled_regex
from app.errors import RuleError

# A pattern may compare two numbers of its line: it counts only when the group ``more`` holds a
# larger number than the group ``than`` (c10d's store-based barrier counting more workers than the
# world size). Neither group becomes a signal field.
_COUNT_GROUPS = ("more", "than")


def _counts_hold(m: re.Match[str]) -> bool:
    groups = m.re.groupindex
    if "more" not in groups or "than" not in groups:
        return True
    more, than = m.group("more"), m.group("than")
    return more is not None and than is not None and int(more) > int(than)


def keyword_trie(keywords: Iterable[str]) -> str:
    """A regex (source) that matches any keyword, shaped as a trie.

    A flat ``a|b|c`` alternation makes ``re`` try every keyword at every position; the trie form
    (``C(?:UDA (?:error|out of memory)|...)``) follows one branch per character, about 5x faster
    for a few hundred keywords. A keyword that is a prefix of another ends its branch: finding the
    shorter one is enough to pass the line on to the rules.
    """
    trie: dict[str, dict] = {}  # type: ignore[type-arg]
    for word in keywords:
        node = trie
        for char in word:
            node = node.setdefault(char, {})
        node[""] = {}

    def build(node: dict) -> str:  # type: ignore[type-arg]
        if "" in node:
            return ""
        branches = [re.escape(char) + build(child) for char, child in sorted(node.items())]
        return branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")"

    return build(trie)


def keyword_scanner(keywords: Iterable[str]) -> re.Pattern[str]:
    """One regex that finds whether any keyword occurs (see :func:`keyword_trie`)."""
    return compiled_regex(keyword_trie(keywords))


_DIGITS = "0123456789"
_SKELETON = bytes.maketrans(_DIGITS.encode(), b"0" * len(_DIGITS))
# Skeletons remembered per engine; past this many the memo starts again (a few MB at most).
_MEMO_SIZE = 1 << 15
_MEMO_LONGEST = 1024  # longer messages are scanned, not remembered
_V = TypeVar("_V")


def digit_skeleton(text: str) -> bytes:
    """``text`` with each ASCII digit replaced by ``0``, as UTF-8 (a key: ``bytes.translate`` is
    ~10x faster than ``str.translate``; UTF-8 writes other characters with bytes past 0x7f only).
    Decoded, it has the text's length and positions; tests that read whether a character is a
    digit, never which, answer the same on it."""
    return text.encode("utf-8", "surrogatepass").translate(_SKELETON)


def remember_skeleton(memo: dict[bytes, _V], skeleton: bytes, value: _V) -> None:
    """Keep ``value`` in a per-skeleton memo: a message longer than ``_MEMO_LONGEST`` is not kept,
    and a memo of ``_MEMO_SIZE`` entries starts again."""
    if len(skeleton) <= _MEMO_LONGEST:
        if len(memo) >= _MEMO_SIZE:
            memo.clear()
        memo[skeleton] = value


def _has_digit(keyword: str) -> bool:
    return any(c in _DIGITS for c in keyword)


# Data beside the rule packs that is not a rule pack (the action table of app.incidents.actions,
# the fallback's word classes of app.incidents.fallback).
NOT_RULE_PACKS = frozenset({"actions.yaml", "fallback.yaml"})


def rule_pack_files(directory: Path) -> list[Path]:
    files = sorted(directory.glob("*.yaml")) + sorted(directory.glob("*.yml"))
    return [f for f in files if f.name not in NOT_RULE_PACKS]


@dataclass(slots=True)
class RuleHit:
    rule: Rule
    fields: dict[str, str] = field(default_factory=dict)


@dataclass(slots=True)
class _CompiledRule:
    rule: Rule
    keywords: tuple[str, ...]
    patterns: tuple[re.Pattern[str], ...]


CATALOG_DIR = "catalogs"


class RuleEngine:
    def __init__(self, rules: Iterable[Rule], catalogs: Iterable[Catalog] = ()) -> None:
        self.rules: list[Rule] = list(rules)
        self.catalogs: list[Catalog] = list(catalogs)
        # The directory the packs came from (from_dir): its action table goes with them.
        self.source_dir: Path | None = None
        seen: set[str] = set()
        for rule in self.rules:
            if rule.id in seen:
                raise RuleError(f"duplicate rule id {rule.id!r}")
            seen.add(rule.id)
        self._compiled = [
            _CompiledRule(r, tuple(r.keywords), tuple(compiled_regex(p) for p in r.patterns))
            for r in self.rules
        ]
        keywords = {k for r in self.rules for k in r.keywords}
        # The prefilter in two scans: the keywords without a digit, run on the message's digit
        # skeleton (a keyword without a digit occurs in a message exactly where it occurs in its
        # skeleton) and remembered per skeleton; the keywords with a digit, run on the message.
        # A burst is a few line shapes with different numbers in them: most lines cost one lookup.
        free = [k for k in keywords if not _has_digit(k)]
        with_digit = [k for k in keywords if _has_digit(k)]
        self._free_prefilter: re.Pattern[str] | None = keyword_scanner(free) if free else None
        self._digit_prefilter: re.Pattern[str] | None = keyword_scanner(with_digit) if with_digit else None
        self._free_at: dict[bytes, int] = {}  # skeleton -> where its first digit-free keyword starts, or -1
        # keyword -> rules that list it, so a hit only tests the keywords that exist.
        self._by_keyword: dict[str, list[_CompiledRule]] = {}
        for compiled in self._compiled:
            for k in compiled.keywords:
                self._by_keyword.setdefault(k, []).append(compiled)
        self._keywords = tuple(self._by_keyword)
        # Which keywords a line holds, without testing each of them: the trie, as a lookahead,
        # reports at every position the shortest keyword starting there; the keywords that extend
        # it (a sorted run) are checked at that position only. Catalogs add hundreds of keywords
        # (one per Xid code, CUDA message, ...) that cost a line nothing unless they occur in it.
        self._finder: re.Pattern[str] | None = (
            compiled_regex("(?=(" + keyword_trie(keywords) + "))") if keywords else None
        )
        ordered = sorted(self._keywords)
        self._extensions: dict[str, tuple[str, ...]] = {}
        for k in self._keywords:
            start = bisect.bisect_left(ordered, k)
            end = start
            while end < len(ordered) and ordered[end].startswith(k):
                end += 1
            self._extensions[k] = tuple(ordered[start:end])
        self._keyword_rank = {k: i for i, k in enumerate(self._keywords)}
        self.by_id: dict[str, Rule] = {r.id: r for r in self.rules}

    # --- loading ----------------------------------------------------------------------------
    @classmethod
    def from_dir(cls, path: str | Path, check_examples: bool = True) -> RuleEngine:
        directory = Path(path)
        if not directory.is_dir():
            raise RuleError(f"rules directory {directory} does not exist")
        files = rule_pack_files(directory)
        catalogs = load_catalogs(directory / CATALOG_DIR)
        if not files and not catalogs:
            raise RuleError(f"no rule packs (*.yaml) in {directory}")
        rules: list[Rule] = []
        origin: dict[str, Path] = {}
        packs = [(file, load_rule_file(file)) for file in files]
        packs += [(file, catalog_rules(catalog, file)) for file, catalog in catalogs]
        for file, pack in packs:
            for rule in pack:
                if rule.id in origin:
                    raise RuleError(f"{file}: duplicate rule id {rule.id!r} (first in {origin[rule.id]})")
                origin[rule.id] = file
                rules.append(rule)
        engine = cls(rules, [catalog for _, catalog in catalogs])
        engine.source_dir = directory
        if check_examples:
            failures = engine.example_failures()
            if failures:
                raise RuleError(
                    "; ".join(failures[:5]) + (f" (+{len(failures) - 5} more)" if len(failures) > 5 else "")
                )
        return engine

    def example_failures(self) -> list[str]:
        """Every example line that does not behave as its rule says (empty when all pass)."""
        failures: list[str] = []
        for rule in self.rules:
            for line in rule.examples.match:
                if not self._rule_fires(rule, line):
                    failures.append(f"rule {rule.id}: example does not match: {line!r}")
            for line in rule.examples.no_match:
                if self._rule_fires(rule, line):
                    failures.append(f"rule {rule.id}: negative example matches: {line!r}")
        failures.extend(self.catalog_failures())
        return failures

    def catalog_failures(self) -> list[str]:
        """Catalog rows whose sample lines the engine does not decide as the row says."""

        def fired(message: str) -> list[Rule]:
            return [hit.rule for hit in self.match(message, in_traceback=True)]

        return catalog_failures(self.catalogs, self.by_id, fired)

    def _rule_fires(self, rule: Rule, line: str) -> bool:
        message = split_prefix(line).message
        # Examples of traceback-scoped rules are final exception lines: test them as such.
        return any(hit.rule.id == rule.id for hit in self.match(message, in_traceback=True))

    # --- matching ---------------------------------------------------------------------------
    @property
    def keywords(self) -> tuple[str, ...]:
        """Every rule's literal keywords (what the prefilter looks for)."""
        return self._keywords

    def might_match(self, message: str, skeleton: bytes | None = None) -> bool:
        """The prefilter alone: False means no rule can fire on this message. ``skeleton``: the
        message's :func:`digit_skeleton`, when the caller has it."""
        return self._first_keyword(message, skeleton) >= 0

    def _first_keyword(self, message: str, skeleton: bytes | None = None) -> int:
        """Where the message's leftmost keyword starts; -1 when it holds none."""
        if skeleton is None:
            skeleton = digit_skeleton(message)
        memo = self._free_at
        at = memo.get(skeleton)
        if at is None:
            free = self._free_prefilter
            found = None if free is None else free.search(skeleton.decode("utf-8", "surrogatepass"))
            at = -1 if found is None else found.start()
            remember_skeleton(memo, skeleton, at)
        if at != 0 and self._digit_prefilter is not None:
            found = self._digit_prefilter.search(message)
            if found is not None and (at < 0 or found.start() < at):
                at = found.start()
        return at

    def match(self, message: str, in_traceback: bool = False) -> list[RuleHit]:
        """Rules that fire on ``message`` (a line with its prefixes stripped)."""
        first = self._first_keyword(message)
        if first < 0 or self._finder is None:
            return []
        hits: list[RuleHit] = []
        tried: set[int] = set()
        for keyword in self._keywords_in(message, first):
            for compiled in self._by_keyword[keyword]:
                key = id(compiled)
                if key in tried:
                    continue
                tried.add(key)
                if compiled.rule.scope == "traceback" and not in_traceback:
                    continue
                for pattern in compiled.patterns:
                    m = pattern.search(message)
                    if m and _counts_hold(m):
                        fields = {
                            k: v for k, v in m.groupdict().items() if v is not None and k not in _COUNT_GROUPS
                        }
                        hits.append(RuleHit(compiled.rule, fields))
                        break
        return hits

    def _keywords_in(self, message: str, start: int) -> list[str]:
        """The keywords ``message`` holds, in the engine's keyword order (rule order for hits)."""
        assert self._finder is not None
        found: set[str] = set()
        for m in self._finder.finditer(message, start):
            at = m.start()
            for keyword in self._extensions[m.group(1)]:
                if keyword not in found and message.startswith(keyword, at):
                    found.add(keyword)
        return sorted(found, key=self._keyword_rank.__getitem__)
