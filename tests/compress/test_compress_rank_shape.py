"""RankByShape (``crashcart templates``' per-line rank) answers exactly what split_prefix answers,
on real logs (the labelled corpus, Loghub) and on the shapes built to mislead it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.classify.prefixes import split_prefix
from app.compress.digest import DigestBuilder
from app.compress.miner import JobCompressor
from app.compress.service import RankByShape, compress_lines
from app.logline import LogLine
from app.settings import CompressSettings
from bench.synthetic_log import SyntheticJob, generate
from tests.helpers import LOGHUB_DIR

CORPUS = Path(__file__).resolve().parents[1] / "corpus"


def _mismatches(lines: list[str]) -> list[str]:
    ranks = RankByShape()
    return [t for t in lines if ranks.rank(t, t.encode("utf-8", "surrogatepass")) != split_prefix(t).rank]


def test_synthetic_training_log_needs_few_prefix_calls() -> None:
    lines = list(generate(SyntheticJob(lines=30_000)))
    ranks = RankByShape()
    got = [ranks.rank(t, t.encode()) for t in lines]
    assert got == [split_prefix(t).rank for t in lines]
    assert any(r is not None for r in got)
    assert ranks.prefix_calls < len(lines) / 50


def test_corpus_logs_agree_with_split_prefix() -> None:
    lines: list[str] = []
    for path in sorted(CORPUS.glob("*.jsonl")):
        for row in path.read_text(encoding="utf-8").splitlines():
            log = json.loads(row).get("log")
            if isinstance(log, str):
                lines.extend(log.split("\n"))
    assert len(lines) > 1000
    assert _mismatches(lines) == []


@pytest.mark.skipif(not LOGHUB_DIR.exists(), reason="Loghub 2k sets not present")
def test_loghub_logs_agree_with_split_prefix() -> None:
    lines: list[str] = []
    for folder in sorted(p for p in LOGHUB_DIR.iterdir() if p.is_dir()):
        for path in folder.glob("*_2k.log"):
            lines.extend(path.read_text(encoding="utf-8", errors="replace").splitlines())
    assert len(lines) > 10_000
    assert _mismatches(lines) == []


def test_misleading_shapes() -> None:
    lines = [
        # srun's task number and torch's rank in the same shape: equal at first, then not.
        *(f"{n}: [rank{n}]: step 1 loss 0.5" for n in range(3)),
        *(f"{n % 3}: [rank{n}]: step 1 loss 0.5" for n in range(3, 9)),
        # the rank's digits also spelled later in the head (hour 11, rank 11)
        *(f"[rank{r}]:[2026-01-05 11:0{r % 10}:40,652] [INFO] step" for r in (11, 11, 12, 13, 14, 15)),
        # a shape that has a rank on some lines and none on others (a word, not a prefix)
        "[rank3]: hello",
        "[ranky]: hello",
        "[rank4]: hello",
        # Open MPI, Lightning, torchrun local ranks
        *(f"[1,{r}]<stderr>:boom" for r in range(5)),
        *(f"[rank: {r}] boom" for r in range(5)),
        *(f"[default{r}]:boom" for r in range(5)),
        # carried in an envelope: always split_prefix
        *(f"\x1b[31m[rank{r}]: red\x1b[0m" for r in range(4)),
    ]
    assert _mismatches(lines) == []


def test_templates_digest_is_unchanged_by_the_shortcut() -> None:
    lines = list(generate(SyntheticJob(lines=20_000)))
    result = compress_lines(lines)
    assert result.digest is not None
    compressor, builder = JobCompressor(), DigestBuilder(CompressSettings().digest_budget_tokens)
    for i, text in enumerate(lines):
        builder.feed(LogLine(text, index=i, rank=split_prefix(text).rank), compressor.add(text, i))
    assert builder.build().text == result.digest.text
