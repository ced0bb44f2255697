"""The action table (``rules/actions.yaml``): what a job needs, decided in the open.

A rule (or catalog row) *proposes* an action from what its signature documents: a transient
fault proposes a restart, a hardware signature a cordon. The table *disposes*: its rows, tried in
order, look at the proposal, the category, the blame, whether the culprit is known, the evidence
that the fault will recur and the job's restart history, and the first row that matches sets the
action and the reason shown in the verdict. Destructive actions need positive evidence: a cordon
only with a hardware signature on a named node, a restart only for a fault documented as transient
with no sign that it will recur.

The file is validated with ``extra="forbid"``; a row that could restart what recurs, or cordon
without a hardware signature, is rejected at load time. The table in docs/diagnosis.md is generated from it
(:func:`markdown_table`) and a test keeps the two in sync.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from app.classify.envelopes import unwrap
from app.classify.rules import compilable
from app.incidents.phase import Phase
from app.incidents.rule_file import load_rule_file
from app.settings import REPO_ROOT
from app.vocabulary import Action, Blame, Category

ACTIONS_FILE = "actions.yaml"
DEFAULT_PATH = REPO_ROOT / "rules" / ACTIONS_FILE
ROW_ID = r"^[a-z0-9_]+$"

CulpritState = Literal["node_known", "rank_only", "unknown", "known", "any"]
# Why a verdict is ambiguous: ``owner`` (its rule alone cannot tell who owns the fault),
# ``conflict`` (root causes with other owners elsewhere in the job), ``symptom`` (the first failure
# is a process's death report, which says who, not what), ``symptoms`` (only symptoms, no root
# cause), ``unrecognised`` (an error line no rule knows).
Ambiguity = Literal["owner", "conflict", "symptom", "symptoms", "unrecognised"]


class RecurrenceSign(BaseModel):
    """Evidence about what a restart would do: that the same fault will happen again (full disk,
    missing file...), or, in the table's ``transient`` list, that it is documented as passing (an
    HTTP 5xx, a read timeout on a download)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    id: str = Field(pattern=ROW_ID)
    description: str = Field(min_length=1)
    categories: list[Category] = Field(default_factory=list)
    rule_ids: list[str] = Field(default_factory=list)
    # Regexes searched in the verdict's cause and evidence lines.
    patterns: list[str] = Field(default_factory=list)
    # Only when the blame is one of these (empty: any).
    blames: list[Blame] = Field(default_factory=list)
    # Only when the verdict's category is one of these (empty: any): a catch-all rule whose line's
    # own words put it in another category (app/incidents/fallback.py) is not that catch-all's case.
    verdict_categories: list[Category] = Field(default_factory=list)
    # rule_ids also match a root-cause signal anywhere in the job, not only the verdict's cause.
    in_job: bool = False
    # Only when the failure happened in one of these phases (empty: any; app.incidents.phase):
    # the same connection error recurs at set-up and passes after training progressed.
    phase: list[Phase] = Field(default_factory=list)

    @field_validator("patterns")
    @classmethod
    def _compilable(cls, value: list[str]) -> list[str]:
        return compilable(value)

    @model_validator(mode="after")
    def _says_something(self) -> RecurrenceSign:
        if not (self.categories or self.rule_ids or self.patterns):
            raise ValueError("a recurrence sign needs categories, rule_ids or patterns")
        return self


class When(BaseModel):
    """A row's conditions; an absent condition matches anything."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    ambiguous: bool | None = None
    # Why it is ambiguous (any of these); only meaningful with ambiguous: true.
    ambiguity: list[Ambiguity] = Field(default_factory=list)
    proposed: list[Action] = Field(default_factory=list)
    category: list[Category] = Field(default_factory=list)
    blame: list[Blame] = Field(default_factory=list)
    # A hardware signature (a rule marked ``hardware: true``) is the cause.
    hardware: bool | None = None
    # A hardware signature appears anywhere in the job (true) or nowhere (false), cause or not.
    hardware_seen: bool | None = None
    culprit: CulpritState = "any"
    # Some recurrence sign matched (true) or none did (false).
    recurrence: bool | None = None
    # Some transient sign matched (true) or none did (false).
    transient: bool | None = None
    # Some node-service sign matched (true) or none did (false): a node's own software service (the
    # NVSwitch fabric manager) is down, which stops CUDA without proving a GPU bad.
    node_service: bool | None = None
    # Restarts this job already had (its restart history).
    restarts_at_least: int | None = Field(default=None, ge=1)
    restarts_below: int | None = Field(default=None, ge=1)


class ActionRow(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    id: str = Field(pattern=ROW_ID)
    when: When = Field(default_factory=When)
    # ``proposed`` keeps the rule's proposal (only where the conditions make it safe).
    action: Action | Literal["proposed"]
    reason: str = Field(min_length=1)
    # How often this decision path had the right action on the labelled dev fold (smoothed); the
    # verdict's confidence. Left out: the firing rule's confidence.
    confidence: float | None = Field(default=None, ge=0.0, le=1.0)
    # Where that figure comes from ("dev fold: 38/40 right"), or "prior: why" for a row seen on too
    # few labelled cases to measure (app/diagnose/calibrate.py accepts a prior only there).
    measured: str | None = None

    @model_validator(mode="after")
    def _destructive_needs_evidence(self) -> ActionRow:
        w = self.when
        if self.action == Action.cordon_and_restart and w.hardware is not True:
            raise ValueError("a row that cordons needs when.hardware: true")
        if w.node_service and self.action in (Action.cordon_and_restart, Action.restart_from_checkpoint):
            raise ValueError("a node service that is down is no hardware signature and no passing fault")
        if self.action == Action.restart_from_checkpoint and w.recurrence is not False:
            raise ValueError("a row that restarts needs when.recurrence: false")
        if (
            self.action == Action.restart_from_checkpoint
            and w.ambiguous is not False
            and w.transient is not True
        ):
            raise ValueError("a row that restarts a cause of unknown owner needs when.transient: true")
        if self.confidence is not None and not self.measured:
            raise ValueError("a row's confidence needs `measured` (what it was measured on)")
        if (self.measured or "").startswith("prior") and (
            self.action != Action.needs_human or (self.confidence or 0.0) > 0.5
        ):
            raise ValueError("a prior (unmeasured) confidence is for a needs_human row, at most 0.5")
        if self.action == "proposed":
            if not w.proposed:
                raise ValueError("action 'proposed' needs when.proposed (which proposals it keeps)")
            if Action.cordon_and_restart in w.proposed and w.hardware is not True:
                raise ValueError("keeping a proposed cordon needs when.hardware: true")
            if Action.restart_from_checkpoint in w.proposed and w.recurrence is not False:
                raise ValueError("keeping a proposed restart needs when.recurrence: false")
        return self


class ActionTableFile(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    recurrence: list[RecurrenceSign] = Field(default_factory=list)
    transient: list[RecurrenceSign] = Field(default_factory=list)
    node_service: list[RecurrenceSign] = Field(default_factory=list)
    rows: list[ActionRow] = Field(min_length=1)

    @model_validator(mode="after")
    def _complete(self) -> ActionTableFile:
        ids = [r.id for r in self.rows] + [s.id for s in self.recurrence] + [s.id for s in self.transient]
        ids += [s.id for s in self.node_service]
        dup = {i for i in ids if ids.count(i) > 1}
        if dup:
            raise ValueError(f"duplicate ids: {sorted(dup)}")
        last = self.rows[-1]
        if last.when != When() or last.action != Action.needs_human:
            raise ValueError("the last row must match everything (empty when) and answer needs_human")
        return self


@dataclass(slots=True)
class ActionFacts:
    """What the table looks at for one verdict."""

    proposed: Action
    category: Category
    blame: Blame
    hardware: bool = False
    ambiguous: bool = False
    # Why it is ambiguous (see ``Ambiguity``); None when it is not, "owner" when unsaid.
    ambiguity: str | None = None
    # A hardware signature anywhere in the job, cause or not.
    hardware_seen: bool = False
    culprit_nodes: list[str] = field(default_factory=list)
    culprit_ranks: list[int] = field(default_factory=list)
    rule_ids: list[str] = field(default_factory=list)
    lines: list[str] = field(default_factory=list)
    restarts: int = 0
    # Rules of every root-cause signal in the job (for signs with ``in_job``).
    job_rule_ids: list[str] = field(default_factory=list)
    # setup (no training progress before the cause, set-up markers in the job), running (progress
    # before the cause) or unknown (app.incidents.phase).
    phase: Phase = "unknown"


@dataclass(frozen=True, slots=True)
class ActionDecision:
    action: Action
    row: str
    reason: str
    recurrence: tuple[str, ...] = ()
    transient: tuple[str, ...] = ()
    node_service: tuple[str, ...] = ()
    # The row's measured confidence, or None (keep the rule's).
    confidence: float | None = None
    # That confidence is a stated prior (the row is seen on too few labelled cases to measure).
    prior: bool = False


_Compiled = tuple[RecurrenceSign, tuple[re.Pattern[str], ...], set[Category], set[str]]


def _compile(signs: list[RecurrenceSign]) -> list[_Compiled]:
    return [(s, tuple(re.compile(p) for p in s.patterns), set(s.categories), set(s.rule_ids)) for s in signs]


def _read_lines(facts: ActionFacts) -> list[str]:
    """The verdict's lines as the rules read them (app/classify/envelopes.py): unwrapped (colour
    codes, a collector's record and timestamp, carriage-return redraws), and a padded record or a
    1 MiB line searched in its first and last kilobytes, not in full by every pattern."""
    return [unwrap(line).text for line in facts.lines]


def _shown(signs: list[_Compiled], facts: ActionFacts, lines: list[str]) -> tuple[str, ...]:
    found: list[str] = []
    for sign, patterns, categories, rule_ids in signs:
        if sign.blames and facts.blame not in sign.blames:
            continue
        if sign.phase and facts.phase not in sign.phase:
            continue
        if sign.verdict_categories and facts.category not in sign.verdict_categories:
            continue
        hit = facts.category in categories or any(r in rule_ids for r in facts.rule_ids)
        if not hit and sign.in_job:
            hit = any(r in rule_ids for r in facts.job_rule_ids)
        if not hit and patterns:
            hit = any(p.search(line) for p in patterns for line in lines)
        if hit:
            found.append(sign.id)
    return tuple(found)


class ActionTable:
    def __init__(self, spec: ActionTableFile) -> None:
        self.spec = spec
        self._signs = _compile(spec.recurrence)
        self._transient = _compile(spec.transient)
        self._node_service = _compile(spec.node_service)

    @property
    def rows(self) -> list[ActionRow]:
        return list(self.spec.rows)

    def recurrence(self, facts: ActionFacts) -> tuple[str, ...]:
        """Ids of the recurrence signs this verdict shows."""
        return _shown(self._signs, facts, _read_lines(facts))

    def transient(self, facts: ActionFacts) -> tuple[str, ...]:
        """Ids of the transient signs this verdict shows."""
        return _shown(self._transient, facts, _read_lines(facts))

    def node_service(self, facts: ActionFacts) -> tuple[str, ...]:
        """Ids of the node-service signs this verdict shows."""
        return _shown(self._node_service, facts, _read_lines(facts))

    def decide(self, facts: ActionFacts) -> ActionDecision:
        lines = _read_lines(facts)  # once for the three kinds of sign
        signs = _shown(self._signs, facts, lines)
        passing = _shown(self._transient, facts, lines)
        service = _shown(self._node_service, facts, lines)
        for row in self.spec.rows:
            if _matches(row.when, facts, bool(signs), bool(passing), bool(service)):
                action = facts.proposed if row.action == "proposed" else Action(row.action)
                reason = row.reason
                if signs and row.when.recurrence:
                    reason += f" (recurrence: {', '.join(signs)})"
                if passing and row.when.transient:
                    reason += f" (transient: {', '.join(passing)})"
                if service and row.when.node_service:
                    reason += f" (node service: {', '.join(service)})"
                prior = (row.measured or "").startswith("prior")
                return ActionDecision(action, row.id, reason, signs, passing, service, row.confidence, prior)
        raise AssertionError("the last row matches everything")  # pragma: no cover


def _culprit_state(facts: ActionFacts) -> str:
    if facts.culprit_nodes:
        return "node_known"
    if facts.culprit_ranks:
        return "rank_only"
    return "unknown"


def _matches(w: When, facts: ActionFacts, recurs: bool, passing: bool = False, service: bool = False) -> bool:
    if w.ambiguous is not None and w.ambiguous != facts.ambiguous:
        return False
    if w.ambiguity and (not facts.ambiguous or (facts.ambiguity or "owner") not in w.ambiguity):
        return False
    if w.proposed and facts.proposed not in w.proposed:
        return False
    if w.category and facts.category not in w.category:
        return False
    if w.blame and facts.blame not in w.blame:
        return False
    if w.hardware is not None and w.hardware != facts.hardware:
        return False
    if w.hardware_seen is not None and w.hardware_seen != (facts.hardware_seen or facts.hardware):
        return False
    state = _culprit_state(facts)
    if w.culprit == "known" and state == "unknown":
        return False
    if w.culprit not in ("any", "known") and w.culprit != state:
        return False
    if w.recurrence is not None and w.recurrence != recurs:
        return False
    if w.transient is not None and w.transient != passing:
        return False
    if w.node_service is not None and w.node_service != service:
        return False
    if w.restarts_at_least is not None and facts.restarts < w.restarts_at_least:
        return False
    return not (w.restarts_below is not None and facts.restarts >= w.restarts_below)


# --- loading ----------------------------------------------------------------------------------------
def load_action_table(path: Path) -> ActionTable:
    return ActionTable(load_rule_file(path, ActionTableFile))


@lru_cache(maxsize=8)
def _cached(path: str, mtime: float) -> ActionTable:
    return load_action_table(Path(path))


def action_table(rules_dir: Path | None = None) -> ActionTable:
    """The table beside the rule packs in ``rules_dir``, else the packaged one."""
    path = rules_dir / ACTIONS_FILE if rules_dir is not None else DEFAULT_PATH
    if not path.is_file():
        path = DEFAULT_PATH
    return _cached(str(path), path.stat().st_mtime)


# --- the table in docs/diagnosis.md ------------------------------------------------------------------
def _cell(values: Iterable[object]) -> str:
    items = [str(getattr(v, "value", v)) for v in values]
    return ", ".join(f"`{i}`" for i in items) if items else "any"


def _signs_md(title: str, signs: list[RecurrenceSign]) -> list[str]:
    lines = ["", title, ""]
    for sign in signs:
        parts = []
        if sign.categories:
            parts.append("categories " + _cell(sign.categories))
        if sign.rule_ids:
            parts.append("rules " + _cell(sign.rule_ids))
        if sign.patterns:
            parts.append("lines matching " + ", ".join(f"`{p}`" for p in sign.patterns))
        if sign.blames:
            parts.append("when blamed on " + _cell(sign.blames))
        if sign.verdict_categories:
            parts.append("when the verdict's category is " + _cell(sign.verdict_categories))
        if sign.in_job:
            parts.append("rules anywhere in the job")
        if sign.phase:
            parts.append("in phase " + " or ".join(sign.phase))
        lines.append(f"- `{sign.id}`: {sign.description} ({'; '.join(parts)})")
    return lines


def markdown_table(table: ActionTable) -> str:
    """The rows as a Markdown table (first matching row wins)."""
    head = (
        "| # | row | ambiguous | proposed | category | blame | hardware | culprit | recurrence | "
        "transient | node service | restarts | action | confidence | reason |\n"
        "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|"
    )
    lines = [head]
    flag = {None: "any", True: "yes", False: "no"}
    for number, row in enumerate(table.rows, start=1):
        w = row.when
        restarts = "any"
        if w.restarts_at_least is not None:
            restarts = f"≥ {w.restarts_at_least}"
        if w.restarts_below is not None:
            restarts = f"< {w.restarts_below}" if restarts == "any" else f"{restarts}, < {w.restarts_below}"
        ambiguous = flag[w.ambiguous]
        if w.ambiguity:
            ambiguous = ("yes: " if w.ambiguous is not False else "") + ", ".join(w.ambiguity)
        hardware = flag[w.hardware]
        if w.hardware_seen is not None:
            seen = "in the job" if w.hardware_seen else "nowhere in the job"
            hardware = seen if hardware == "any" else f"{hardware}, {seen}"
        action = "the proposal" if row.action == "proposed" else f"`{row.action}`"
        confidence = "the rule's" if row.confidence is None else f"{row.confidence:.2f} ({row.measured})"
        lines.append(
            f"| {number} | `{row.id}` | {ambiguous} | {_cell(w.proposed)} | {_cell(w.category)} | "
            f"{_cell(w.blame)} | {hardware} | {w.culprit.replace('_', ' ')} | {flag[w.recurrence]} | "
            f"{flag[w.transient]} | {flag[w.node_service]} | {restarts} | {action} | {confidence} | "
            f"{row.reason} |"
        )
    lines += _signs_md(
        "Recurrence signs (evidence that a restart would fail the same way):", table.spec.recurrence
    )
    if table.spec.transient:
        lines += _signs_md(
            "Transient signs (a documented passing fault: what lets a cause of unknown owner restart):",
            table.spec.transient,
        )
    if table.spec.node_service:
        lines += _signs_md(
            "Node-service signs (a node's own service is down: no GPU is proven bad, an admin repairs it):",
            table.spec.node_service,
        )
    return "\n".join(lines)


if __name__ == "__main__":  # pragma: no cover - `python -m app.incidents.actions`: docs/diagnosis.md's table
    print(markdown_table(load_action_table(DEFAULT_PATH)))
