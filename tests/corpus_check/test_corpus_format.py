"""The labelled corpus (tests/corpus/cases.jsonl) is well formed, consistent and regenerable.

These checks guard the corpus itself, not the diagnosis engine: field names and vocabulary from
docs/CONTRACT.md, root-cause lines that really are lines of their log, culprits that the log names,
enough cases of every kind, and a generator that reproduces the committed file byte for byte.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import re
import sys
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from app.vocabulary import CATEGORY_LAYER, Action, Blame, Category, Layer

CORPUS_DIR = Path(__file__).resolve().parents[1] / "corpus"
CASES_FILE = CORPUS_DIR / "cases.jsonl"
FIELDS = {
    "id",
    "source",
    "log",
    "category",
    "layer",
    "blame",
    "expected_action",
    "culprit",
    "root_cause_line",
    "ambiguous",
    "notes",
}
MAX_BYTES = 15 * 1024 * 1024
MULTI_RANK_MIN_RANKS = 64
MULTI_RANK_MIN_LINES = 1000

# Where a log says which rank a line belongs to: torchrun prefixes, srun -l prefixes, c10's
# "[Rank 12]", NCCL's "rank 12 nranks", torchrun's summary "rank      : 12 (local_rank: 4)".
RANK_PATTERNS = [
    r"\[rank{r}\]",
    r"(?m)^{r}: ",
    r"\bRank {r}\b",
    r"\brank {r} nranks\b",
    r"\brank\s+: {r} \(local_rank",
    r"\btask {r}\b",
    r"\bRank {r},",
]
RANK_SEEN = re.compile(r"(?:^\[rank(\d+)\]|^(\d+): |\[Rank (\d+)\]|\brank (\d+) nranks\b)", re.MULTILINE)


@cache
def load_cases() -> tuple[dict[str, Any], ...]:
    with CASES_FILE.open(encoding="utf-8") as fh:
        return tuple(json.loads(line) for line in fh if line.strip())


def case_ids() -> list[str]:
    return [c["id"] for c in load_cases()]


def ranks_named_in(log: str) -> set[int]:
    return {int(next(g for g in m.groups() if g is not None)) for m in RANK_SEEN.finditer(log)}


def test_corpus_has_at_least_150_cases_under_the_size_limit() -> None:
    assert len(load_cases()) >= 150
    assert CASES_FILE.stat().st_size < MAX_BYTES


def test_ids_are_unique_slugs() -> None:
    ids = case_ids()
    assert len(ids) == len(set(ids)), sorted({i for i in ids if ids.count(i) > 1})
    bad = [i for i in ids if not re.fullmatch(r"[a-z0-9][a-z0-9-]*", i)]
    assert not bad


def test_every_category_of_the_vocabulary_is_covered() -> None:
    seen = {c["category"] for c in load_cases()}
    assert seen >= {c.value for c in Category}, sorted({c.value for c in Category} - seen)


@pytest.mark.parametrize("case", load_cases(), ids=case_ids())
def test_case_fields_and_vocabulary(case: dict[str, Any]) -> None:
    assert set(case) == FIELDS
    assert Category(case["category"])
    assert Layer(case["layer"]) == CATEGORY_LAYER[Category(case["category"])]
    assert Blame(case["blame"])
    assert Action(case["expected_action"])
    assert isinstance(case["ambiguous"], bool)
    assert isinstance(case["notes"], str)
    assert case["source"] == "synthetic" or re.fullmatch(r"https://\S+", case["source"])


@pytest.mark.parametrize("case", load_cases(), ids=case_ids())
def test_root_cause_line_is_a_verbatim_line_of_the_log(case: dict[str, Any]) -> None:
    log = case["log"]
    assert "\r" not in log and log.endswith("\n")
    assert case["root_cause_line"].strip()
    assert case["root_cause_line"] in log.splitlines()


@pytest.mark.parametrize("case", load_cases(), ids=case_ids())
def test_culprit_is_written_in_the_log(case: dict[str, Any]) -> None:
    culprit = case["culprit"]
    if culprit is None:
        return
    assert set(culprit) == {"nodes", "ranks"}
    assert culprit["nodes"] or culprit["ranks"], "an empty culprit is written as null"
    assert all(isinstance(n, str) and n for n in culprit["nodes"])
    assert all(isinstance(r, int) and r >= 0 for r in culprit["ranks"])
    for node in culprit["nodes"]:
        assert re.search(rf"(?<![\w.-]){re.escape(node)}(?![\w-])", case["log"]), node
    for rank in culprit["ranks"]:
        assert any(re.search(p.format(r=rank), case["log"]) for p in RANK_PATTERNS), rank


@pytest.mark.parametrize("case", load_cases(), ids=case_ids())
def test_labels_follow_the_labelling_rules(case: dict[str, Any]) -> None:
    action = case["expected_action"]
    if case["ambiguous"]:
        assert action == Action.needs_human
    if action == Action.cordon_and_restart:
        # a cordon needs a hardware signature on a named node
        assert case["blame"] == Blame.node_hardware
        assert case["culprit"] is None or case["culprit"]["nodes"], "cordon without a node"
    if case["blame"] == Blame.user_code:
        assert action in (Action.no_restart_notify_user, Action.needs_human)


def test_enough_multi_rank_jobs() -> None:
    multi = [
        c
        for c in load_cases()
        if len(c["log"].splitlines()) >= MULTI_RANK_MIN_LINES
        and len(ranks_named_in(c["log"])) >= MULTI_RANK_MIN_RANKS
    ]
    assert len(multi) >= 30
    with_culprit = [c for c in multi if c["culprit"] and (c["culprit"]["nodes"] or c["culprit"]["ranks"])]
    assert len(with_culprit) >= 25


def test_a_realistic_mix_of_actions_and_ambiguity() -> None:
    cases = load_cases()
    by_action = {a: sum(c["expected_action"] == a for c in cases) for a in Action}
    assert all(n >= 15 for n in by_action.values()), by_action
    assert 15 <= sum(c["ambiguous"] for c in cases) <= len(cases) // 4


def test_some_root_causes_come_after_the_first_symptom() -> None:
    """The culprit's line must not always be the first error line: an engine has to rank evidence."""
    late = 0
    for case in load_cases():
        lines = case["log"].splitlines()
        first_symptom = next(
            (
                i
                for i, line in enumerate(lines)
                if "Watchdog caught collective operation timeout" in line
                or "ncclRemoteError" in line
                or "NET/IB : Got completion" in line
            ),
            None,
        )
        if first_symptom is not None and lines.index(case["root_cause_line"]) > first_symptom:
            late += 1
    assert late >= 8


def test_generator_reproduces_the_committed_file() -> None:
    spec = importlib.util.spec_from_file_location("build_corpus", CORPUS_DIR / "build_corpus.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    saved_path, saved_modules = list(sys.path), set(sys.modules)
    try:
        spec.loader.exec_module(module)  # puts tests/corpus on sys.path for its sibling modules
        text = "".join(json.dumps(c, ensure_ascii=False) + "\n" for c in module.all_cases())
    finally:
        sys.path[:] = saved_path
        for name in set(sys.modules) - saved_modules:
            if str(getattr(sys.modules[name], "__file__", "")).startswith(str(CORPUS_DIR)):
                del sys.modules[name]
    expected = hashlib.sha256(CASES_FILE.read_bytes()).hexdigest()
    assert hashlib.sha256(text.encode()).hexdigest() == expected, "run: python tests/corpus/build_corpus.py"
