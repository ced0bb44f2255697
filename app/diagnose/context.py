"""What the agent looks at, gathered from the store and the job's archive (or an offline log).

One streaming pass over the job's lines feeds the compressor's miner and digest builder (bounded
memory, whatever the length of the log); the digest is rendered later at whatever token budget
the prompt leaves for it. The log itself is not kept: evidence checks stream it again.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from app.classify.prefixes import split_prefix
from app.classify.schemas import Signal
from app.compress.digest import DigestBuilder
from app.compress.miner import JobCompressor
from app.compress.tokens import CHARS_PER_TOKEN
from app.diagnose.prompting import estimate_tokens
from app.incidents.fingerprint import template_of
from app.logline import LogLine
from app.settings import CompressSettings

# The digest builder counts ~4 characters a token, the prompt ~3 bytes: convert between them.
_BYTES_PER_PROMPT_TOKEN = 3
_WORD = re.compile(r"[A-Za-z_<>]{3,}")
# Stored beside a cached verdict: the root-cause line the rules had, for similar-incident retrieval.
RULE_ROOT_KEY = "rule_root_cause_line"


@dataclass(slots=True)
class DigestView:
    text: str
    nodes: set[str] = field(default_factory=set)
    ranks: set[int] = field(default_factory=set)


@dataclass(slots=True)
class JobLines:
    """One pass over a job's log: the digest builder, the line count and who printed what."""

    builder: DigestBuilder
    total_lines: int = 0
    nodes: set[str] = field(default_factory=set)
    ranks: set[int] = field(default_factory=set)

    def digest(self, budget_tokens: int) -> DigestView:
        """The digest within ``budget_tokens`` prompt tokens, with the nodes/ranks its lines name."""
        self.builder.budget_tokens = max(0, budget_tokens * _BYTES_PER_PROMPT_TOKEN // CHARS_PER_TOKEN)
        digest = self.builder.build()
        view = DigestView(digest.text)
        # A culprit the model saw in a quoted line counts as part of the job.
        for line in digest.salient_lines:
            prefix = split_prefix(line.text, self.nodes)
            if prefix.node:
                view.nodes.add(prefix.node)
            if prefix.rank is not None:
                view.ranks.add(prefix.rank)
        while view.text and estimate_tokens(view.text) > budget_tokens:
            # approx_tokens and estimate_tokens disagree on odd text: trim to the hard limit.
            view.text = view.text[: budget_tokens * _BYTES_PER_PROMPT_TOKEN // 2]
        return view


def scan_lines(
    lines: Iterable[LogLine],
    signals: Sequence[Signal] = (),
    compress: CompressSettings | None = None,
) -> JobLines:
    """Stream the job's lines once through the miner and the digest builder."""
    by_index: dict[int, list[Signal]] = {}
    for signal in signals:
        by_index.setdefault(signal.line_index, []).append(signal)
    compressor = JobCompressor(compress)
    job = JobLines(DigestBuilder())
    for line in lines:
        hit = compressor.add(line.text, line.index)
        job.builder.feed(line, hit, by_index.get(line.index, ()))
        job.total_lines += 1
        if line.node is not None:
            job.nodes.add(line.node)
        if line.rank is not None:
            job.ranks.add(line.rank)
    return job


def text_lines(text: str) -> list[LogLine]:
    return [LogLine(text=line, index=i) for i, line in enumerate(text.splitlines())]


def template_overlap(a: str, b: str) -> float:
    """Jaccard overlap of the words of two masked templates (similar-incident retrieval)."""
    wa, wb = set(_WORD.findall(a)), set(_WORD.findall(b))
    if not wa or not wb:
        return 0.0
    return len(wa & wb) / len(wa | wb)


def similar_incidents(
    root_cause_line: str | None,
    fingerprint: str,
    candidates: Iterable[Any],
    limit: int = 3,
    threshold: float = 0.35,
) -> list[dict[str, Any]]:
    """Past LLM diagnoses whose root-cause template overlaps this one's, confirmed ones first.

    ``candidates`` are :class:`app.store.llm.LLMDiagnosisRow` (duck-typed, to keep the ORM out).
    """
    template = template_of(root_cause_line) if root_cause_line else ""
    scored: list[tuple[float, bool, dict[str, Any]]] = []
    for row in candidates:
        if row.fingerprint == fingerprint:
            continue
        verdict = row.verdict or {}
        # Compare with what the rules saw then (the symptom) and with what the model found (the cause).
        then = verdict.get(RULE_ROOT_KEY)
        score = (
            max(
                template_overlap(template, row.root_template),
                template_overlap(template, template_of(then)) if then else 0.0,
            )
            if template
            else 0.0
        )
        if score < threshold:
            continue
        scored.append(
            (
                score,
                bool(row.confirmed),
                {
                    "category": row.category,
                    "blame": row.blame,
                    "action": row.action,
                    "root_cause_line": verdict.get("root_cause_line") or row.root_template,
                    "confirmed": bool(row.confirmed),
                },
            )
        )
    scored.sort(key=lambda item: (not item[1], -item[0]))
    return [item[2] for item in scored[:limit]]


DigestFn = Callable[[int], DigestView]


def static_digest(lines: Sequence[str]) -> DigestFn:
    """A digest from ready lines (offline tools, tests): as many as fit, from both ends."""
    from app.diagnose.prompting import fit_lines

    def digest(budget_tokens: int) -> DigestView:
        return DigestView("\n".join(fit_lines(lines, budget_tokens)))

    return digest
