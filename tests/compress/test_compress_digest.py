"""The digest: salient lines kept verbatim, tracebacks folded, the budget respected by priority."""

from __future__ import annotations

import pytest

from app.classify.prefixes import split_prefix
from app.classify.schemas import Signal
from app.compress import digest as digest_module
from app.compress.digest import Digest, DigestBuilder, format_ranks
from app.compress.miner import JobCompressor
from app.compress.tokens import approx_tokens
from app.logline import LogLine
from app.vocabulary import Action, Blame, Category, Layer
from bench.synthetic_log import FAILURE_LINE, SyntheticJob, generate


def _digest(
    lines: list[str], budget: int = 4000, signals_at: dict[int, Signal] | None = None, whole: bool = False
) -> Digest:
    """The digest of ``lines``; by default the selective one, even when the whole log would fit."""
    compressor, builder = JobCompressor(), DigestBuilder(budget, whole_log_if_fits=whole)
    for i, text in enumerate(lines):
        signal = (signals_at or {}).get(i)
        builder.feed(
            LogLine(text, index=i, rank=split_prefix(text).rank),
            compressor.add(text, i),
            [signal] if signal else (),
        )
    return builder.build()


def _signal(line: str, index: int) -> Signal:
    return Signal(
        rule_id="cuda.ecc_uncorrectable",
        category=Category.ecc_error,
        layer=Layer.infrastructure,
        blame=Blame.node_hardware,
        action=Action.cordon_and_restart,
        confidence=0.9,
        symptom=False,
        line=line,
        line_index=index,
    )


def test_synthetic_digest_keeps_the_failure_and_fits_the_budget() -> None:
    lines = list(generate(SyntheticJob(lines=20_000)))
    digest = _digest(lines)
    assert FAILURE_LINE in digest.text
    assert any(s.text.endswith(FAILURE_LINE) for s in digest.salient_lines)
    assert digest.tokens <= 4000 and digest.tokens == approx_tokens(digest.text)
    assert digest.lines == 20_000
    # every kept line is verbatim from the log, at its index
    for s in digest.salient_lines:
        assert lines[s.index] == s.text
    # the kernel's Xid line is error vocabulary
    assert any("NVRM: Xid" in s.text and s.reason == "error" for s in digest.salient_lines)


def test_identical_tracebacks_from_many_ranks_fold_into_one() -> None:
    job = SyntheticJob(lines=5_000, nodes=4)
    digest = _digest(list(generate(job)))
    starts = [s for s in digest.salient_lines if s.text.endswith("Traceback (most recent call last):")]
    assert len(starts) == 2  # the root cause, and its echo from every other rank
    assert "ranks 0-20,22-31 (31)" in digest.text
    echo = [s for s in digest.salient_lines if s.reason == "traceback" and len(s.ranks) == 31]
    assert echo and echo[0].count == 31


def test_last_lines_of_each_rank_are_folded_by_shape() -> None:
    lines = [f"[rank{r}]: step {s} loss 1.{s}" for s in range(5) for r in range(4)]
    lines += ["[rank2]: NCCL WARN Net : Connection closed by remote peer gpu03<44210>"]
    digest = _digest(lines)
    last = [s for s in digest.salient_lines if s.reason == "last"]
    assert {s.ranks for s in last} == {(0, 1, 3), (2,)}
    assert "ranks 0-1,3 (3)" in digest.text


def test_a_tight_budget_keeps_rule_hits_first() -> None:
    lines = [f"[rank{i % 8}]: step {i} loss 2.{i % 97:02d} all fine here" for i in range(3000)]
    lines[1234] = "[rank5]: RuntimeError: CUDA error: uncorrectable ECC error encountered"
    lines += [f"[rank{r}]: a noisy line number {r} that says nothing" for r in range(8)]
    digest = _digest(lines, budget=120, signals_at={1234: _signal(lines[1234], 1234)})
    assert digest.tokens <= 120
    assert lines[1234] in digest.text
    assert "[cuda.ecc_uncorrectable] x1, rank 5" in digest.text
    assert digest.omitted_items > 0
    rule = [s for s in digest.salient_lines if s.reason == "rule"]
    assert rule[0].rule_ids == ("cuda.ecc_uncorrectable",)


def test_rule_hits_from_many_ranks_are_one_item_with_the_rank_list() -> None:
    lines = [
        f"[rank{r}]: Watchdog caught collective operation timeout after {600000 + r} ms" for r in range(16)
    ]
    signals = {i: _signal(text, i) for i, text in enumerate(lines)}
    digest = _digest(lines, signals_at=signals)
    rule = [s for s in digest.salient_lines if s.reason == "rule"]
    assert len(rule) == 1 and rule[0].count == 16 and rule[0].ranks == tuple(range(16))
    assert "ranks 0-15 (16)" in digest.text


def test_template_table_and_spread() -> None:
    digest = _digest([f"[rank{r}]: epoch {e} done" for e in range(3) for r in range(4)])
    (only,) = digest.templates
    assert (only.count, only.ranks, only.first_index, only.last_index) == (12, 4, 0, 11)
    assert "x12" in digest.text


def test_an_unfinished_traceback_is_reported_and_building_does_not_cut_it() -> None:
    compressor, builder = JobCompressor(), DigestBuilder(whole_log_if_fits=False)
    lines = [
        "[rank1]: Traceback (most recent call last):",
        '[rank1]:   File "t.py", line 3, in <module>',
        "[rank1]: ValueError: bad shape",
    ]
    for i, text in enumerate(lines[:2]):
        builder.feed(LogLine(text, index=i, rank=1), compressor.add(text, i))
    early = builder.build()
    assert [s.index for s in early.salient_lines if s.reason == "traceback"] == [0, 1]
    builder.feed(LogLine(lines[2], index=2, rank=1), compressor.add(lines[2], 2))
    late = builder.build()
    assert [s.index for s in late.salient_lines if s.reason == "traceback"] == [0, 1, 2]


def test_empty_log() -> None:
    digest = DigestBuilder().build()
    assert digest.lines == 0 and digest.salient_lines == [] and "0 lines" in digest.text


def test_format_ranks() -> None:
    assert format_ranks([5, 0, 1, 2, 7, 8]) == "0-2,5,7-8"
    assert format_ranks([]) == ""


def test_state_stays_bounded_when_templates_never_stop(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(digest_module, "MAX_TEMPLATES_TRACKED", 5)
    monkeypatch.setattr(digest_module, "MAX_RANKS_TRACKED", 4)
    words = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel"]
    lines = [f"[rank{i}]: {w} " + "x " * i for i, w in enumerate(words)]
    digest = _digest(lines)
    assert len(digest.templates) == 5
    assert len([s for s in digest.salient_lines if s.reason == "last"]) <= 4


def test_a_log_that_fits_the_budget_is_its_own_digest() -> None:
    lines = [f"[rank{r}]: step {s} loss 1.{s}" for s in range(5) for r in range(4)]
    digest = _digest(lines, budget=400, whole=True)
    assert [s.text for s in digest.salient_lines] == lines
    assert {s.reason for s in digest.salient_lines} == {"all"}
    assert digest.tokens <= 400 and "19: [rank3]: step 4 loss 1.4" in digest.text
    bigger = _digest(lines * 8, budget=400, whole=True)  # no longer fits: the selective digest
    assert "all" not in {s.reason for s in bigger.salient_lines} and bigger.tokens <= 400
