"""The rule schema: one YAML list of rules per file in ``rules/``, validated with ``extra="forbid"``.

A rule is data, not code: literal ``keywords`` (the prefilter: a line holding none of them never
reaches a regex), ``patterns`` (regexes whose named groups become the signal's fields), the
vocabulary words of docs/CONTRACT.md, and example lines that must (and must not) fire.
"""

from __future__ import annotations

import functools
import re
from pathlib import Path
from typing import Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from app.errors import RuleError
from app.vocabulary import CATEGORY_LAYER, Action, Blame, Category, Layer

RULE_ID = r"^[a-z0-9_]+(\.[a-z0-9_]+)+$"


@functools.lru_cache(maxsize=4096)
def compiled(pattern: str) -> re.Pattern[str]:
    """A rule regex compiled once per process (validation and the engine share it; ``re``'s own
    cache holds 512 patterns, fewer than the packs and catalogs have)."""
    return re.compile(pattern)


def compilable(patterns: list[str]) -> list[str]:
    """``patterns`` unchanged when every one compiles; a ValueError naming the first that does not
    (for pydantic validators of the rule packs, the action table and the fallback's word classes)."""
    for pattern in patterns:
        try:
            compiled(pattern)
        except re.error as exc:
            raise ValueError(f"bad regex {pattern!r}: {exc}") from exc
    return patterns


# libyaml's loader when PyYAML has it (about 10x faster on the catalogs), the pure one otherwise.
_YAML_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class RuleExamples(BaseModel):
    model_config = ConfigDict(extra="forbid")

    match: list[str] = Field(default_factory=list)
    no_match: list[str] = Field(default_factory=list)


class Rule(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    id: str = Field(pattern=RULE_ID)
    description: str = Field(min_length=1)
    category: Category
    layer: Layer | None = None
    blame: Blame
    action: Action
    confidence: float = Field(ge=0.0, le=1.0)
    # Literal substrings (case-sensitive); at least one must occur in a line before any pattern runs.
    keywords: list[str] = Field(min_length=1)
    patterns: list[str] = Field(min_length=1)
    # The echo of a fault elsewhere (NCCL timeout, remote error, the launcher killing survivors).
    symptom: bool = False
    # Rules alone cannot tell the owner apart (illegal memory access, a bare RuntimeError).
    ambiguous: bool = False
    # A hardware signature on the node it names: the only kind of rule allowed to cordon.
    hardware: bool = False
    # Among root causes the highest priority wins (hardware ~90, specific ~60, catch-alls ~10).
    priority: int = Field(default=50, ge=0, le=100)
    # "traceback": only the final exception line of a Python traceback (or a c10 ``what():`` line).
    scope: Literal["line", "traceback"] = "line"
    # A symptom's verdict when nothing but this kind of symptom is in the log (a lone NCCL remote
    # error is most often the fabric); without it such a verdict is ambiguous and needs a human.
    alone_action: Action | None = None
    alone_blame: Blame | None = None
    # Ambiguous rules (ids) whose owner this rule's presence on the same node settles: an
    # application-fault Xid next to an illegal memory access makes it the application's.
    clarifies: list[str] = Field(default_factory=list)
    references: list[str] = Field(default_factory=list)
    examples: RuleExamples = Field(default_factory=RuleExamples)

    @field_validator("keywords")
    @classmethod
    def _non_empty_keywords(cls, value: list[str]) -> list[str]:
        if any(not k for k in value):
            raise ValueError("keywords must be non-empty strings")
        return value

    @field_validator("patterns")
    @classmethod
    def _compilable(cls, value: list[str]) -> list[str]:
        return compilable(value)

    @model_validator(mode="after")
    def _consistent(self) -> Rule:
        expected = CATEGORY_LAYER[self.category]
        if self.layer is None:
            object.__setattr__(self, "layer", expected)
        elif self.layer != expected:
            raise ValueError(f"layer {self.layer} does not match category {self.category} ({expected})")
        if self.action == Action.cordon_and_restart and not self.hardware:
            raise ValueError("only a rule with hardware: true may propose cordon_and_restart")
        if (self.ambiguous or self.symptom) and self.action != Action.needs_human:
            raise ValueError("symptom and ambiguous rules must propose needs_human")
        if self.alone_action is not None and not self.symptom:
            raise ValueError("alone_action is for symptom rules")
        if self.alone_action == Action.cordon_and_restart:
            raise ValueError("a symptom alone never justifies a cordon")
        if self.clarifies and (self.ambiguous or self.symptom):
            raise ValueError("only a firm root-cause rule can clarify others")
        return self

    @property
    def effective_layer(self) -> Layer:
        return self.layer or CATEGORY_LAYER[self.category]


def load_rule_file(path: Path) -> list[Rule]:
    """Parse one YAML pack: a list of rules (or ``{rules: [...]}``)."""
    try:
        raw = yaml.load(path.read_text(encoding="utf-8"), Loader=_YAML_LOADER)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" at line {mark.line + 1}, column {mark.column + 1}" if mark is not None else ""
        problem = getattr(exc, "problem", None) or "cannot parse"
        raise RuleError(f"{path}: invalid YAML{where}: {problem}") from exc
    except OSError as exc:
        raise RuleError(f"{path}: cannot read: {exc}") from exc
    if raw is None:
        return []
    if isinstance(raw, dict) and set(raw) == {"rules"}:
        raw = raw["rules"]
    if not isinstance(raw, list):
        raise RuleError(f"{path}: expected a list of rules")
    rules: list[Rule] = []
    for position, item in enumerate(raw):
        try:
            rules.append(Rule.model_validate(item))
        except ValidationError as exc:
            rule_id = item.get("id", f"#{position}") if isinstance(item, dict) else f"#{position}"
            first = exc.errors()[0]
            where = ".".join(str(p) for p in first["loc"]) or "rule"
            raise RuleError(f"{path}: rule {rule_id}: {where}: {first['msg']}") from exc
    return rules
