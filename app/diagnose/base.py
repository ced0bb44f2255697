"""The seam between rule verdicts and whatever resolves the ambiguous ones (the LLM agent).

A :class:`Resolver` takes a rule verdict and the job's context and returns a verdict: the same one
when it cannot do better, or a new one (``source`` ``llm`` or ``cache``). The offline commands and
the live pipeline both call it only for verdicts marked ``ambiguous``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Protocol

from app.classify.schemas import Signal
from app.incidents.schemas import Verdict
from app.logline import LogLine


@dataclass(slots=True)
class DiagnosisContext:
    job_id: str
    nodes: list[str] = field(default_factory=list)
    world_size: int | None = None
    # The job's lines when they fit in memory (offline); live callers may leave this empty and
    # give ``line_exists`` instead, which checks a quoted evidence line against the archive.
    lines: Sequence[LogLine] = ()
    signals: Sequence[Signal] = ()
    digest: str | None = None
    line_exists: Callable[[str], bool] | None = None

    def has_line(self, text: str) -> bool:
        """Whether ``text`` is a verbatim line of the job's log (evidence validation)."""
        if self.line_exists is not None:
            return self.line_exists(text)
        wanted = text.rstrip("\r\n")
        return any(line.text.rstrip("\r\n") == wanted for line in self.lines)


class Resolver(Protocol):
    async def resolve(self, verdict: Verdict, context: DiagnosisContext) -> Verdict: ...


class FakeResolver:
    """A resolver for tests: answers from a table keyed by fingerprint, else returns the verdict."""

    def __init__(self, answers: dict[str, Verdict] | None = None) -> None:
        self.answers = dict(answers or {})
        self.calls: list[tuple[Verdict, DiagnosisContext]] = []

    async def resolve(self, verdict: Verdict, context: DiagnosisContext) -> Verdict:
        self.calls.append((verdict, context))
        return self.answers.get(verdict.fingerprint, verdict)
