"""The never-silent fallback's category: what an unrecognised error line's own words name.

A line that no rule knows becomes a verdict of the built-in rule ``engine.unrecognised_error``
(app/incidents/unmatched.py): ``needs_human``, ambiguous. Its category need not be ``other`` when
the line names a failure class in the vendors' words ("No space left on device" is ENOSPC, a
storage fault; "NVLink" is the interconnect): ``rules/fallback.yaml`` lists those word classes, each
with the document that defines the words (``source``) and sample lines, tried in order, first match.
Only the category changes; the action stays the action table's for an unrecognised line.
"""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from app.classify.envelopes import unwrap
from app.classify.rules import compilable
from app.incidents.rule_file import load_rule_file
from app.settings import REPO_ROOT
from app.vocabulary import Category

FALLBACK_FILE = "fallback.yaml"
DEFAULT_PATH = REPO_ROOT / "rules" / FALLBACK_FILE


class WordClass(BaseModel):
    """One class of words and the category a line using them belongs to."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    id: str = Field(pattern=r"^[a-z][a-z0-9_]*$")
    category: Category
    description: str = Field(min_length=1)
    source: str = Field(pattern=r"^https?://\S+$")
    patterns: list[str] = Field(min_length=1)
    # Words that take a line out of the class even so (a corrected memory error is no fault).
    unless: list[str] = Field(default_factory=list)
    # Lines the class must claim and lines it must leave alone (generated tests run both).
    samples: list[str] = Field(min_length=1)
    no_match: list[str] = Field(default_factory=list)

    @field_validator("patterns", "unless")
    @classmethod
    def _compilable(cls, value: list[str]) -> list[str]:
        return compilable(value)

    @model_validator(mode="after")
    def _samples_decided(self) -> WordClass:
        compiled = [re.compile(p) for p in self.patterns]
        unless = [re.compile(p) for p in self.unless]

        def claims(line: str) -> bool:
            return any(p.search(line) for p in compiled) and not any(p.search(line) for p in unless)

        for line in self.samples:
            if not claims(line):
                raise ValueError(f"sample not matched: {line!r}")
        for line in self.no_match:
            if claims(line):
                raise ValueError(f"no_match line matched: {line!r}")
        return self


class FallbackFile(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    # The catch-all rules whose verdict category the word classes refine (the never-silent rule and
    # the packs' own last-resort rules: a bare exception line with no known signature).
    rules: list[str] = Field(default_factory=lambda: ["engine.unrecognised_error"], min_length=1)
    classes: list[WordClass] = Field(min_length=1)


class FallbackClasses:
    def __init__(self, spec: FallbackFile) -> None:
        self.spec = spec
        self._compiled = [
            (
                c,
                re.compile("|".join(map(_scoped, c.patterns))),
                re.compile("|".join(map(_scoped, c.unless))) if c.unless else None,
            )
            for c in spec.classes
        ]

    @property
    def classes(self) -> list[WordClass]:
        return list(self.spec.classes)

    def refines(self, rule_id: str) -> bool:
        """Whether a verdict of this rule takes its category from the line's words."""
        return rule_id in self.spec.rules

    def classify(self, line: str) -> WordClass | None:
        """The first word class the line uses, or None (read as the process printed it: a line wrapped
        in colour codes or a collector's record uses the same words)."""
        text = unwrap(line).text[:2000]
        for word_class, pattern, unless in self._compiled:
            if pattern.search(text) is not None and (unless is None or unless.search(text) is None):
                return word_class
        return None


def _scoped(pattern: str) -> str:
    """One alternative of a class's regex: a leading ``(?i)`` becomes a scoped ``(?i:...)``."""
    return f"(?i:{pattern[4:]})" if pattern.startswith("(?i)") else f"(?:{pattern})"


def load_fallback(path: Path) -> FallbackClasses:
    return FallbackClasses(load_rule_file(path, FallbackFile))


@lru_cache(maxsize=8)
def _cached(path: str, mtime: float) -> FallbackClasses:
    return load_fallback(Path(path))


def fallback_classes(rules_dir: Path | None = None) -> FallbackClasses | None:
    """The word classes beside the rule packs in ``rules_dir``, else the packaged ones (None: none)."""
    path = rules_dir / FALLBACK_FILE if rules_dir is not None else DEFAULT_PATH
    if not path.is_file():
        path = DEFAULT_PATH
    if not path.is_file():
        return None
    return _cached(str(path), path.stat().st_mtime)
