"""Vendor catalogs as data: tables of documented errors under ``rules/catalogs/`` turned into rules.

A catalog is one YAML file: what the table is (``catalog``, ``title``, ``source``), the shapes its
rows appear in (``keywords``, ``patterns`` and ``samples`` templates), the verdicts it maps rows to
(``verdicts``: category, blame, action, ...) and the ``rows`` themselves, each with its vendor
meaning, the vendor's documented action, the verdict it maps to and the ``source`` URL it comes from.

Each row becomes one :class:`~app.classify.rules.Rule` (the rule schema is unchanged): templates are
filled with the row's ``key``, ``name``, ``meaning`` and ``values`` (escaped in regexes, verbatim in
samples). Every sample is an example the rule must match, and :func:`catalog_failures` checks that
on each sample the row's rule is the one that decides the line. A row an existing hand-written rule
already implements names it in ``covered_by``: it generates no rule, and its samples must be decided
by that rule with the row's verdict.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from app.classify.prefixes import split_prefix
from app.classify.rules import RULE_ID, Rule, RuleExamples
from app.errors import RuleError
from app.vocabulary import Action, Blame, Category

_TOKEN = re.compile(r"\{([a-z_][a-z0-9_]*)\}")
_URL = r"^https?://\S+$"
_SLUG = re.compile(r"[^a-z0-9]+")
# Catch-alls sit at or below this priority: a symptom beside one keeps the line (the analyzer's
# GENERIC_PRIORITY in app/incidents/correlate.py; classify does not import the incidents layer).
GENERIC_PRIORITY = 20

# libyaml's loader when PyYAML has it (about 10x faster on the catalogs), the pure one otherwise.
_YAML_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class CatalogVerdict(BaseModel):
    """What a row means for a training job, in docs/CONTRACT.md's words."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    category: Category
    blame: Blame
    action: Action
    confidence: float = Field(ge=0.0, le=1.0)
    priority: int = Field(default=50, ge=0, le=100)
    symptom: bool = False
    ambiguous: bool = False
    hardware: bool = False
    alone_action: Action | None = None
    alone_blame: Blame | None = None
    clarifies: list[str] = Field(default_factory=list)
    scope: Literal["line", "traceback"] = "line"


class CatalogRow(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    key: str = Field(min_length=1)
    # A stable rule id (kept from a hand-written rule the row replaced); default "<catalog>.<key>".
    id: str | None = Field(default=None, pattern=RULE_ID)
    name: str | None = None
    meaning: str = Field(min_length=1)
    # The vendor's documented resolution, verbatim (NVIDIA's bucket, a man page's wording).
    vendor_action: str | None = None
    verdict: str = Field(min_length=1)
    source: str = Field(pattern=_URL)
    note: str | None = None
    # Vendor facts that change what to do: sticky (the process must be relaunched), usually_user,
    # usually_hardware, transient, ...
    traits: list[str] = Field(default_factory=list)
    priority: int | None = Field(default=None, ge=0, le=100)
    confidence: float | None = Field(default=None, ge=0.0, le=1.0)
    values: dict[str, str | None] = Field(default_factory=dict)
    keywords: list[str] | None = None
    patterns: list[str] | None = None
    samples: list[str] | None = None
    no_match: list[str] = Field(default_factory=list)
    covered_by: str | None = Field(default=None, pattern=RULE_ID)

    @field_validator("key", mode="before")
    @classmethod
    def _key_text(cls, value: object) -> object:
        return str(value) if isinstance(value, int) else value


class Catalog(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    catalog: str = Field(pattern=r"^[a-z0-9_]+(\.[a-z0-9_]+)*$")
    title: str = Field(min_length=1)
    source: str = Field(pattern=_URL)
    description: str = ""
    keywords: list[str] = Field(default_factory=list)
    patterns: list[str] = Field(default_factory=list)
    samples: list[str] = Field(default_factory=list)
    no_match: list[str] = Field(default_factory=list)
    # Template values every row has unless it sets its own (null: the row has none, and templates
    # using it are skipped for that row); a default may use the row's own {key}/{code}/{name}.
    defaults: dict[str, str | None] = Field(default_factory=dict)
    verdicts: dict[str, CatalogVerdict] = Field(min_length=1)
    rows: list[CatalogRow] = Field(min_length=1)

    @model_validator(mode="after")
    def _rows_consistent(self) -> Catalog:
        seen: set[str] = set()
        for row in self.rows:
            if row.key in seen:
                raise ValueError(f"duplicate row key {row.key!r}")
            seen.add(row.key)
            if row.verdict not in self.verdicts:
                raise ValueError(f"row {row.key}: unknown verdict {row.verdict!r}")
        return self

    def rule_id(self, row: CatalogRow) -> str:
        return row.id or f"{self.catalog}.{_SLUG.sub('_', row.key.lower()).strip('_')}"


def _fill(template: str, values: dict[str, str], escape: bool) -> str | None:
    """The template with its ``{tokens}`` replaced; None when a token has no value for this row.

    In regexes (``escape``) values are literal text, except tokens named ``re_*``, which are regex.
    """
    missing = False

    def sub(m: re.Match[str]) -> str:
        nonlocal missing
        value = values.get(m.group(1))
        if value is None:
            missing = True
            return ""
        return re.escape(value) if escape and not m.group(1).startswith("re_") else value

    out = _TOKEN.sub(sub, template)
    return None if missing else out


def _expand(templates: Iterable[str], values: dict[str, str], escape: bool) -> list[str]:
    out: list[str] = []
    for template in templates:
        filled = _fill(template, values, escape)
        if filled is not None and filled not in out:
            out.append(filled)
    return out


def row_values(catalog: Catalog, row: CatalogRow) -> dict[str, str]:
    base = {"key": row.key, "code": row.key, "meaning": row.meaning}
    if row.name is not None:
        base["name"] = row.name
    if isinstance(row.values.get("code"), str):
        base["code"] = str(row.values["code"])
    merged: dict[str, str | None] = {**catalog.defaults, **row.values}
    values = dict(base)
    for name, value in merged.items():
        filled = None if value is None else _fill(value, base, False)
        if filled is None:
            values.pop(name, None)
        else:
            values[name] = filled
    return values


def row_samples(catalog: Catalog, row: CatalogRow) -> list[str]:
    """The lines in the documented shape that the row's rule (or ``covered_by``) must decide."""
    templates = row.samples if row.samples is not None else catalog.samples
    return _expand(templates, row_values(catalog, row), False)


def row_rule(catalog: Catalog, row: CatalogRow) -> Rule | None:
    """The rule a row generates (None for a row an existing rule covers)."""
    if row.covered_by is not None:
        return None
    verdict = catalog.verdicts[row.verdict]
    values = row_values(catalog, row)
    patterns = row.patterns if row.patterns is not None else _expand(catalog.patterns, values, True)
    keywords = row.keywords if row.keywords is not None else _expand(catalog.keywords, values, False)
    samples = row_samples(catalog, row)
    name = f" {row.name}" if row.name and row.name != row.key else ""
    vendor = f"; vendor action: {row.vendor_action}" if row.vendor_action else ""
    note = f"; {row.note}" if row.note else ""
    note += f" [{', '.join(row.traits)}]" if row.traits else ""
    return Rule.model_validate(
        {
            "id": catalog.rule_id(row),
            "description": f"{catalog.title} {row.key}{name}: {row.meaning}{vendor}{note}",
            "category": verdict.category,
            "blame": verdict.blame,
            "action": verdict.action,
            "confidence": row.confidence if row.confidence is not None else verdict.confidence,
            "keywords": keywords,
            "patterns": patterns,
            "symptom": verdict.symptom,
            "ambiguous": verdict.ambiguous,
            "hardware": verdict.hardware,
            "priority": row.priority if row.priority is not None else verdict.priority,
            "scope": verdict.scope,
            "alone_action": verdict.alone_action,
            "alone_blame": verdict.alone_blame,
            "clarifies": verdict.clarifies,
            "references": [row.source],
            "examples": RuleExamples(
                match=samples, no_match=_expand([*catalog.no_match, *row.no_match], values, False)
            ),
        }
    )


def load_catalog(path: Path) -> Catalog:
    try:
        raw = yaml.load(path.read_text(encoding="utf-8"), Loader=_YAML_LOADER)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" at line {mark.line + 1}, column {mark.column + 1}" if mark is not None else ""
        raise RuleError(
            f"{path}: invalid YAML{where}: {getattr(exc, 'problem', None) or 'cannot parse'}"
        ) from exc
    except OSError as exc:
        raise RuleError(f"{path}: cannot read: {exc}") from exc
    if not isinstance(raw, dict):
        raise RuleError(f"{path}: expected a catalog (a mapping with rows)")
    try:
        return Catalog.model_validate(raw)
    except ValidationError as exc:
        first = exc.errors()[0]
        loc = list(first["loc"])
        if len(loc) >= 2 and loc[0] == "rows" and isinstance(loc[1], int):
            rows = raw.get("rows") or []
            item = rows[loc[1]] if loc[1] < len(rows) else None
            loc[1] = f"row {item.get('key') if isinstance(item, dict) else loc[1]}"
        where = ".".join(str(p) for p in loc) or "catalog"
        raise RuleError(f"{path}: {where}: {first['msg']}") from exc


def catalog_rules(catalog: Catalog, path: Path | str = "") -> list[Rule]:
    rules: list[Rule] = []
    for row in catalog.rows:
        try:
            rule = row_rule(catalog, row)
        except ValidationError as exc:
            first = exc.errors()[0]
            where = ".".join(str(p) for p in first["loc"]) or "rule"
            raise RuleError(f"{path}: row {row.key}: {where}: {first['msg']}") from exc
        if rule is not None:
            rules.append(rule)
    return rules


def load_catalogs(directory: Path) -> list[tuple[Path, Catalog]]:
    """Every catalog under ``directory`` (``*.yaml``), sorted by file name; [] when there is none."""
    if not directory.is_dir():
        return []
    files = sorted(directory.glob("*.yaml")) + sorted(directory.glob("*.yml"))
    return [(f, load_catalog(f)) for f in files]


def deciding_rules(rules: Sequence[Rule]) -> list[Rule]:
    """Which of the rules that fired on one line decide it (the analyzer keeps the same ones):
    every symptom, and the root cause of highest priority (a catch-all beside a symptom is dropped)."""
    symptoms = [r for r in rules if r.symptom]
    roots = [r for r in rules if not r.symptom]
    if symptoms:
        roots = [r for r in roots if r.priority > GENERIC_PRIORITY]
    if roots:
        top = max(r.priority for r in roots)
        symptoms.extend(r for r in roots if r.priority == top)
    return symptoms


def sample_failure(
    catalog: Catalog, row: CatalogRow, expected: Rule, fired: Sequence[Rule], line: str
) -> str | None:
    """Why ``line`` is not decided by the row (None when it is): the row's rule must be kept, and
    no other kept root cause may give the line another verdict."""
    verdict = catalog.verdicts[row.verdict]
    where = f"catalog {catalog.catalog} row {row.key}"
    got = (expected.category, expected.blame, expected.action)
    want = (verdict.category, verdict.blame, verdict.action)
    if got != want:
        return f"{where}: {expected.id} gives {'/'.join(got)}, the row says {'/'.join(want)}"
    decided = deciding_rules(fired)
    if expected not in decided:
        ids = ", ".join(r.id for r in decided) or "no rule"
        return f"{where}: {line!r} is decided by {ids}, not {expected.id}"
    others = [r for r in decided if r is not expected and not r.symptom]
    if not expected.symptom and any((r.category, r.blame, r.action) != want for r in others):
        ids = ", ".join(r.id for r in others)
        return f"{where}: {line!r} ties {expected.id} with {ids} (another verdict)"
    if expected.symptom and others:
        return f"{where}: {line!r} is a symptom row but {others[0].id} makes it a root cause"
    return None


def catalog_failures(
    catalogs: Sequence[Catalog], by_id: dict[str, Rule], match: Callable[[str], list[Rule]]
) -> list[str]:
    """Every sample of every row that the engine does not decide as the row says (empty when all pass)."""
    failures: list[str] = []
    for catalog in catalogs:
        for row in catalog.rows:
            rule_id = row.covered_by or catalog.rule_id(row)
            expected = by_id.get(rule_id)
            if expected is None:
                failures.append(f"catalog {catalog.catalog} row {row.key}: no rule {rule_id!r}")
                continue
            samples = row_samples(catalog, row)
            if not samples:
                failures.append(f"catalog {catalog.catalog} row {row.key}: no sample line")
            if row.covered_by is None and not expected.examples.no_match:
                failures.append(f"catalog {catalog.catalog} row {row.key}: no line it must not match")
            for line in samples:
                fired = match(split_prefix(line).message)
                problem = sample_failure(catalog, row, expected, fired, line)
                if problem:
                    failures.append(problem)
    return failures
