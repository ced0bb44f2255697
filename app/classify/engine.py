"""The rule engine: load packs, prefilter on literal keywords, run the regexes of the few rules left.

Most lines of a training log are progress and noise. One combined regex over every rule's literal
keywords (a single C-level scan) rejects them before any rule regex runs; only a line holding a
keyword reaches the rules that list that keyword.
"""

from __future__ import annotations

import bisect
import re
import re._constants as _sre
import re._parser as _sre_parser
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from app.classify.catalogs import Catalog, catalog_failures, catalog_rules, load_catalogs
from app.classify.prefixes import split_prefix
from app.classify.rules import Rule, load_rule_file
from app.classify.rules import compiled as compiled_regex
from app.classify.verified import already_verified, remember_verified, verified_marker
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


def _skeleton_text(text: str) -> str:
    """:func:`digit_skeleton` as text (same length and positions as ``text``)."""
    return digit_skeleton(text).decode("utf-8", "surrogatepass")


def _extensions(keywords: Iterable[str]) -> dict[str, tuple[str, ...]]:
    """keyword -> the keywords that start with it, itself included (a sorted run): a trie
    lookahead reports the shortest keyword at a position, and these are the others to check there."""
    ordered = sorted(keywords)
    out: dict[str, tuple[str, ...]] = {}
    for k in ordered:
        start = bisect.bisect_left(ordered, k)
        end = start
        while end < len(ordered) and ordered[end].startswith(k):
            end += 1
        out[k] = tuple(ordered[start:end])
    return out


# What the prefilter remembers of one skeleton: where its first digit-free keyword starts (-1:
# none), and the places before that where a keyword with a digit may start, as (start, end, the
# keywords whose skeleton is the skeleton's text there), by start.
_Place = tuple[int, int, frozenset[str]]
_SkeletonFacts = tuple[int, tuple[_Place, ...]]
# What matching remembers of one skeleton: the digit-free keywords it holds, and every place a
# keyword with a digit may start.
_SkeletonWords = tuple[frozenset[str], tuple[_Place, ...]]


# What a message must hold for a pattern to match: (case-insensitive, the literals), where each
# entry of the literals is a choice of strings one of which must occur (in lower case, and in the
# message in lower case, when case-insensitive). Read from the parsed pattern: a literal run at its
# top level, in a group or in a repeat of at least one must occur in any match, and an alternation
# needs one of its branches' literals. Tested only on ASCII messages: under IGNORECASE an ASCII
# letter also matches a few non-ASCII ones (``s`` and U+017F, the long s), which ``str.lower`` does not fold.
_Needs = tuple[bool, tuple[tuple[str, ...], ...]]
_NEEDS_KEPT = 2  # the choices tested per pattern (those whose shortest string is longest)


def pattern_needs(pattern: re.Pattern[str]) -> _Needs:
    """The literals ``pattern`` needs a message to hold (nothing when it cannot tell)."""
    ignorecase = bool(pattern.flags & re.IGNORECASE)
    try:
        items = list(_sre_parser.parse(pattern.pattern, pattern.flags))
    except Exception:  # a parser of another Python version: no needs, the pattern always runs
        return ignorecase, ()
    choices = _choices(items, ignorecase)
    choices.sort(key=lambda either: -min(len(w) for w in either))
    kept = tuple(tuple(w.lower() for w in either) if ignorecase else either for either in choices)
    return ignorecase, kept[:_NEEDS_KEPT]


def _choices(items: list[tuple[Any, Any]], ignorecase: bool) -> list[tuple[str, ...]]:
    """The choices of literals a parsed sequence needs (see :func:`pattern_needs`)."""
    out: list[tuple[str, ...]] = []
    run: list[str] = []
    for op, av in items:
        if op is _sre.LITERAL and (not ignorecase or av < 128):
            run.append(chr(av))
            continue
        if run:
            out.append(("".join(run),))
            run = []
        if op is _sre.SUBPATTERN and not av[1] and not av[2]:  # a group without scoped flags
            out.extend(_choices(list(av[3]), ignorecase))
        elif op in _REPEATS and av[0] >= 1:
            out.extend(_choices(list(av[2]), ignorecase))
        elif op is _sre.ATOMIC_GROUP:
            out.extend(_choices(list(av), ignorecase))
        elif op is _sre.BRANCH:
            either: list[str] = []
            for branch in av[1]:
                singles = [c[0] for c in _choices(list(branch), ignorecase) if len(c) == 1]
                if not singles:
                    break
                either.append(max(singles, key=len))
            else:
                out.append(tuple(dict.fromkeys(either)))
    if run:
        out.append(("".join(run),))
    return out


_REPEATS = (_sre.MAX_REPEAT, _sre.MIN_REPEAT, _sre.POSSESSIVE_REPEAT)


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
        # The prefilter reads the message's digit skeleton (every ASCII digit read as 0), and what
        # it finds there is remembered per skeleton: a burst is a few line shapes with different
        # numbers in them, so most lines cost one skeleton and one lookup.
        # - keywords without a digit occur in a message exactly where they occur in its skeleton:
        #   one scan of the skeleton gives where the first of them starts;
        # - a keyword with a digit ("Xid 79") can only occur where its own skeleton ("Xid 00")
        #   occurs in the message's: the skeleton's scan lists those places, each with the keywords
        #   of that skeleton, and a line only compares its own text there (one slice and one set
        #   lookup a place), so no line scans the 1,000-odd keywords with digits.
        free = [k for k in keywords if not _has_digit(k)]
        self._free_prefilter: re.Pattern[str] | None = keyword_scanner(free) if free else None
        digit_words: dict[str, set[str]] = {}
        for k in keywords:
            if _has_digit(k):
                digit_words.setdefault(_skeleton_text(k), set()).add(k)
        self._digit_words = {shape: frozenset(words) for shape, words in digit_words.items()}
        self._digit_finder: re.Pattern[str] | None = (
            compiled_regex("(?=(" + keyword_trie(digit_words) + "))") if digit_words else None
        )
        self._digit_extensions = _extensions(digit_words)
        # skeleton -> (where its first digit-free keyword starts or -1, the places before it where
        # a keyword with a digit may start: (start, end, the keywords of that shape), by start)
        self._skeleton_memo: dict[bytes, _SkeletonFacts] = {}
        # keyword -> rules that list it, so a hit only tests the keywords that exist.
        self._by_keyword: dict[str, list[_CompiledRule]] = {}
        for compiled in self._compiled:
            for k in compiled.keywords:
                self._by_keyword.setdefault(k, []).append(compiled)
        self._keywords = tuple(self._by_keyword)
        # Which keywords a line holds, without testing each of them: a trie, as a lookahead,
        # reports at every position the shortest keyword starting there; the keywords that extend
        # it (a sorted run) are checked at that position only. Catalogs add hundreds of keywords
        # (one per Xid code, CUDA message, ...) that cost a line nothing unless they occur in it.
        # Read on the skeleton like the prefilter, and remembered per skeleton: the digit-free
        # keywords it holds, and every place a keyword with a digit may start.
        self._free_finder: re.Pattern[str] | None = (
            compiled_regex("(?=(" + keyword_trie(free) + "))") if free else None
        )
        self._free_extensions = _extensions(free)
        self._words_memo: dict[bytes, _SkeletonWords] = {}
        # pattern (by id) -> what a message must hold for it to match (see :func:`pattern_needs`)
        self._needs: dict[int, _Needs] = {}
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
        marker = verified_marker(directory) if check_examples else None
        if check_examples and not already_verified(marker):
            failures = engine.example_failures()
            if failures:
                raise RuleError(
                    "; ".join(failures[:5]) + (f" (+{len(failures) - 5} more)" if len(failures) > 5 else "")
                )
            remember_verified(marker)
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
            skeleton = message.encode("utf-8", "surrogatepass").translate(_SKELETON)
        facts = self._skeleton_memo.get(skeleton)
        if facts is None:
            facts = self._skeleton_facts(skeleton)
        at, places = facts
        for start, end, words in places:
            if message[start:end] in words:
                return start
        return at

    def _skeleton_facts(self, skeleton: bytes) -> _SkeletonFacts:
        """What the prefilter remembers of a skeleton (see ``__init__``), remembered."""
        shape = skeleton.decode("utf-8", "surrogatepass")
        free = self._free_prefilter
        found = None if free is None else free.search(shape)
        at = -1 if found is None else found.start()
        places = self._digit_places(shape, 0, len(shape) if at < 0 else at) if at != 0 else ()
        facts = (at, places)
        remember_skeleton(self._skeleton_memo, skeleton, facts)
        return facts

    def _digit_places(self, shape: str, start: int, end: int) -> tuple[_Place, ...]:
        """Where in the skeleton ``shape`` (from ``start``, before ``end``) a keyword with a digit
        may start: (start, end, the keywords whose skeleton is the text there), by start."""
        if self._digit_finder is None:
            return ()
        places: list[_Place] = []
        for m in self._digit_finder.finditer(shape, start):
            at = m.start()
            if at >= end:
                break
            for word in self._digit_extensions[m.group(1)]:
                if shape.startswith(word, at):
                    places.append((at, at + len(word), self._digit_words[word]))
        return tuple(places)

    def match(self, message: str, in_traceback: bool = False) -> list[RuleHit]:
        """Rules that fire on ``message`` (a line with its prefixes stripped)."""
        skeleton = message.encode("utf-8", "surrogatepass").translate(_SKELETON)
        first = self._first_keyword(message, skeleton)
        if first < 0:
            return []
        hits: list[RuleHit] = []
        tried: set[int] = set()
        # A pattern shared by several rules is searched once (same pattern, same message).
        searched: dict[int, re.Match[str] | None] = {}
        folded: str | None = None  # the message in lower case, for case-insensitive needs
        plain = message.isascii()
        for keyword in self._keywords_in(message, skeleton):
            for compiled in self._by_keyword[keyword]:
                key = id(compiled)
                if key in tried:
                    continue
                tried.add(key)
                if compiled.rule.scope == "traceback" and not in_traceback:
                    continue
                for pattern in compiled.patterns:
                    pid = id(pattern)
                    if pid in searched:
                        m = searched[pid]
                    else:
                        needs = self._needs.get(pid)
                        if needs is None:
                            needs = self._needs[pid] = pattern_needs(pattern)
                        ignorecase, literals = needs
                        if literals and plain:
                            if ignorecase:
                                if folded is None:
                                    folded = message.lower()
                                text = folded
                            else:
                                text = message
                            if not all(any(w in text for w in either) for either in literals):
                                searched[pid] = None
                                continue
                        m = searched[pid] = pattern.search(message)
                    if m and _counts_hold(m):
                        fields = {
                            k: v for k, v in m.groupdict().items() if v is not None and k not in _COUNT_GROUPS
                        }
                        hits.append(RuleHit(compiled.rule, fields))
                        break
        return hits

    def _keywords_in(self, message: str, skeleton: bytes) -> list[str]:
        """The keywords ``message`` holds, in the engine's keyword order (rule order for hits);
        ``skeleton``: its :func:`digit_skeleton`."""
        words = self._words_memo.get(skeleton)
        if words is None:
            words = self._skeleton_words(skeleton)
        free, places = words
        found = set(free)
        for at, end, either in places:
            word = message[at:end]
            if word in either:
                found.add(word)
        return sorted(found, key=self._keyword_rank.__getitem__)

    def _skeleton_words(self, skeleton: bytes) -> _SkeletonWords:
        """The digit-free keywords a skeleton holds and the places a keyword with a digit may start."""
        facts = self._skeleton_memo.get(skeleton) or self._skeleton_facts(skeleton)
        at, before = facts
        # No keyword of a message with this skeleton starts before the skeleton's first place.
        start = before[0][0] if before else max(at, 0)
        shape = skeleton.decode("utf-8", "surrogatepass")
        free: set[str] = set()
        if self._free_finder is not None:
            for m in self._free_finder.finditer(shape, start):
                at = m.start()
                for word in self._free_extensions[m.group(1)]:
                    if word not in free and shape.startswith(word, at):
                        free.add(word)
        words = (frozenset(free), self._digit_places(shape, start, len(shape)))
        remember_skeleton(self._words_memo, skeleton, words)
        return words
