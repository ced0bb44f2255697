"""Feeding the analyzer a line's predigest (computed before the job's lock) changes nothing:
every case of the corpora gives the same signals and verdict as feeding the bare lines."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.classify.engine import RuleEngine, keyword_scanner
from app.classify.prefixes import split_prefix
from app.incidents.analyzer import JobAnalyzer
from app.incidents.predigest import _facts, predigest, predigest_all
from app.incidents.unmatched import looks_like_error
from app.logline import LogLine
from app.settings import get_settings

CORPUS = Path(__file__).resolve().parents[1] / "corpus"


@pytest.fixture(scope="module")
def engine() -> RuleEngine:
    return RuleEngine.from_dir(get_settings().rules_dir)


def _cases() -> list[tuple[str, list[str]]]:
    cases = []
    for name in ("cases.jsonl", "real.jsonl"):
        for raw in (CORPUS / name).read_text().splitlines():
            case = json.loads(raw)
            cases.append((case["id"], case["log"].splitlines()))
    # Shapes whose prefix depends on the job's learned nodes, or spans several records.
    pdsh = ["gpu07: step 1 loss 2.0"] * 3 + [
        "gpu07: NVRM: Xid (PCI:0000:3b:00): 79, GPU has fallen off the bus."
    ]
    cri = [
        "2024-05-01T10:00:00.000000001Z stderr P RuntimeError: CUDA error: an illegal ",
        "2024-05-01T10:00:00.000000002Z stderr F memory access was encountered",
    ]
    cases += [("pdsh", pdsh), ("cri-partial", cri)]
    return cases


def _run(engine: RuleEngine, lines: list[str], use_pre: bool) -> tuple[list[object], list[object]]:
    analyzer = JobAnalyzer(engine, job_nodes=["gpu01", "gpu02"])
    pres = predigest_all(engine, lines) if use_pre else [None] * len(lines)
    signals = []
    for i, (text, pre) in enumerate(zip(lines, pres, strict=True)):
        line = LogLine(text, i, node="gpu01", rank=i % 4, stream="stderr", seq=i)
        signals += [(s.rule_id, s.node, s.rank, s.line_index, s.line) for s in analyzer.feed(line, pre)]
    return signals, [v.model_dump() for v in analyzer.verdicts()]


def test_predigested_lines_give_the_same_signals_and_verdicts(engine: RuleEngine) -> None:
    cases = _cases()
    assert len(cases) > 500
    fired = 0
    for case_id, lines in cases:
        bare = _run(engine, lines, use_pre=False)
        assert _run(engine, lines, use_pre=True) == bare, case_id
        fired += bool(bare[0])
    assert fired > 400  # the comparison covers lines that fire rules, not only routine ones


def test_a_prefix_that_depends_on_the_known_nodes_is_split_again(engine: RuleEngine) -> None:
    assert predigest(engine, "gpu07: step 1 loss 2.0").asked_nodes
    nccl = predigest(engine, "gpu03:2714:2790 [0] NCCL INFO Channel 05/0 : 24[0] -> 25[1] via P2P")
    assert not nccl.asked_nodes and not nccl.might_match and not nccl.error_looking
    assert predigest(engine, "NVRM: Xid (PCI:0000:3b:00): 79, GPU has fallen off the bus.").might_match


def test_the_tests_remembered_per_skeleton_answer_as_on_the_message() -> None:
    """A message whose digits differ from one already seen (same skeleton) still gets its own
    prefilter and error test: the keywords with digits ("Xid 79") and the full error test."""
    engine = RuleEngine.from_dir(get_settings().rules_dir, check_examples=False)  # a fresh memo
    one_scan = keyword_scanner(engine.keywords)  # the prefilter as one scan over every keyword
    shift = str.maketrans("0123456789", "1234567890")
    checked = passed = 0
    # Each distinct message once: the multi-rank jobs repeat their noise lines thousands of times.
    messages = dict.fromkeys(split_prefix(text).message for _, lines in _cases() for text in lines)
    for message in messages:
        for variant in (message, message.translate(shift), message.translate(shift).translate(shift)):
            found = one_scan.search(variant)
            first = -1 if found is None else found.start()
            want = (first >= 0, looks_like_error(variant, False))
            assert _facts(engine, variant) == want, variant
            assert engine._first_keyword(variant) == first, variant
            checked += 1
            passed += want[0]
    assert checked > 10_000 and passed > 1_000
    assert len(engine._skeleton_memo) < checked  # skeletons were shared
