"""Per-row confidence of the action table, measured on a labelled corpus's dev fold.

A verdict's confidence should say how often its decision path is right, not what a rule author
guessed. The path is the action table's row: for each row, the share of dev-fold cases decided on
it whose action *and* category matched the label (a verdict asserts both: a path that picks a safe
action for the wrong failure, as a verdict built from symptoms alone does, is not right), smoothed
as (right + 1) / (cases + 2) so that a row seen on a handful of cases does not claim certainty.
Rows seen on fewer than ``MIN_CASES`` cases keep the firing rule's confidence (no ``confidence`` in
the table) or carry a stated prior (``measured: "prior: ..."``, at most 0.5, needs_human rows only).

    python -m app.diagnose.calibrate [--corpus tests/corpus/real.jsonl] [--fold dev] [--write]

prints, per row, what the corpus measures beside what the table says; ``--write`` puts the figures
of every row seen on at least ``MIN_CASES`` cases into ``rules/actions.yaml`` (``confidence``,
``measured``, replacing a prior; the file's comments and order are kept) and regenerates the table
in ``docs/diagnosis.md``. A test re-measures them.
"""

from __future__ import annotations

import argparse
import re
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from app.classify.engine import RuleEngine
from app.diagnose.offline import evaluate, load_corpus
from app.incidents.actions import (
    DEFAULT_PATH,
    ActionTable,
    action_table,
    load_action_table,
    markdown_table,
)
from app.settings import REPO_ROOT
from app.vocabulary import Action

MIN_CASES = 4
# A row seen on fewer than MIN_CASES dev cases may carry a prior instead (``measured: "prior: ..."``):
# a row that sets aside the rule's proposal and holds for a person is not vouched for by that rule's
# confidence, which was in its own action.
PRIOR = "prior"
DEFAULT_CORPUS = REPO_ROOT / "tests" / "corpus" / "real.jsonl"


# A row that hands the decision to a person claims at most this much. Its dev-fold figure is biased
# upwards: a dev case whose failure a rule can name gets that rule and leaves the row, so what stays
# on it is mostly the ambiguous cases, where holding for a person is the label. On excerpts scored
# before their batch's rules were written (docs/corpus.md, "fresh") these rows were right 29-42 % of
# the time, not the 0.73-0.75 the dev fold measured.
HANDOVER_CAP = 0.5


@dataclass(frozen=True, slots=True)
class RowMeasure:
    row: str
    cases: int
    right: int
    # Every verdict the row decided was needs_human (the row hands over to a person).
    handover: bool = False

    @property
    def share(self) -> float:
        """The smoothed share of right verdicts, (right + 1) / (cases + 2)."""
        return round((self.right + 1) / (self.cases + 2), 2)

    @property
    def smoothed(self) -> float:
        """The confidence the row states: its share, at most HANDOVER_CAP when it hands over."""
        return min(self.share, HANDOVER_CAP) if self.handover else self.share

    @property
    def measured(self) -> str:
        figure = f"dev fold: {self.right}/{self.cases} right"
        if self.smoothed < self.share:
            figure += f"; a person decides, so at most {HANDOVER_CAP}"
        return figure


def measure(cases: Iterable[dict[str, Any]], engine: RuleEngine, fold: str = "dev") -> dict[str, RowMeasure]:
    """Cases and right verdicts (action and category) per action-table row, over the cases of
    ``fold`` with a verdict."""
    chosen = [c for c in cases if c.get("fold") == fold]
    report = evaluate(chosen, engine)
    counts: dict[str, list[int]] = {}
    for result in report.results:
        row = (result.predicted or {}).get("action_rule")
        if not row:
            continue
        tally = counts.setdefault(str(row), [0, 0, 0])
        tally[0] += 1
        tally[1] += int(result.action_ok and result.category_ok)
        tally[2] += int((result.predicted or {}).get("action") == Action.needs_human.value)
    return {
        row: RowMeasure(row, n, right, handover=held == n) for row, (n, right, held) in sorted(counts.items())
    }


def drift(table: ActionTable, measures: dict[str, RowMeasure], tolerance: float = 0.1) -> list[str]:
    """Rows whose confidence disagrees with the measurement (or that should have one and lack it)."""
    problems: list[str] = []
    for row in table.rows:
        m = measures.get(row.id)
        enough = m is not None and m.cases >= MIN_CASES
        if row.confidence is None:
            if enough and m is not None:
                problems.append(f"{row.id}: no confidence, measured {m.smoothed:.2f} ({m.measured})")
            continue
        prior = (row.measured or "").startswith(PRIOR)
        if prior and enough and m is not None:
            problems.append(f"{row.id}: a prior, but measured {m.smoothed:.2f} ({m.measured})")
        elif prior:
            continue
        elif m is None or not enough:
            problems.append(
                f"{row.id}: confidence {row.confidence:.2f} but only {m.cases if m else 0} dev cases"
            )
        elif abs(row.confidence - m.smoothed) > tolerance:
            problems.append(
                f"{row.id}: confidence {row.confidence:.2f}, measured {m.smoothed:.2f} ({m.measured})"
            )
    return problems


_ROW_START = re.compile(r"^  - id: (\S+)\s*$")
_ROW_FIELD = re.compile(r"^    (confidence|measured):")
DOCS_PAGE = REPO_ROOT / "docs" / "diagnosis.md"
_DOCS_TABLE = re.compile(r"(<!-- actions-table:begin -->\n).*?(\n<!-- actions-table:end -->)", re.S)


def write_measures(text: str, measures: dict[str, RowMeasure]) -> str:
    """``actions.yaml``'s text with the measured ``confidence``/``measured`` of every row seen on
    at least ``MIN_CASES`` cases; rows seen less keep what they state (a prior or a figure)."""
    out: list[str] = []
    row: str | None = None
    for line in text.splitlines(keepends=True):
        start = _ROW_START.match(line)
        if start:
            row = start.group(1)
        elif not line.startswith("    ") and line.strip():
            row = None  # the rows' list ended
        m = measures.get(row) if row else None
        if m is not None and m.cases >= MIN_CASES:
            if _ROW_FIELD.match(line):
                continue
            if line.startswith("    reason:"):
                out.append(line)
                out.append(f"    confidence: {m.smoothed:.2f}\n")
                out.append(f'    measured: "{m.measured}"\n')
                continue
        out.append(line)
    return "".join(out)


def write_docs_table(page: str, table: ActionTable) -> str:
    if not _DOCS_TABLE.search(page):
        raise ValueError("the page lacks the <!-- actions-table:begin/end --> markers")
    return _DOCS_TABLE.sub(lambda m: m.group(1) + markdown_table(table) + m.group(2), page, count=1)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    parser.add_argument("--fold", default="dev")
    parser.add_argument(
        "--write",
        action="store_true",
        help="write the measured figures into rules/actions.yaml and regenerate docs/diagnosis.md's table",
    )
    args = parser.parse_args(argv)
    engine = RuleEngine.from_dir(REPO_ROOT / "rules")
    table = action_table()
    measures = measure(load_corpus(args.corpus), engine, args.fold)
    if args.write:
        DEFAULT_PATH.write_text(
            write_measures(DEFAULT_PATH.read_text(encoding="utf-8"), measures), encoding="utf-8"
        )
        table = load_action_table(DEFAULT_PATH)  # validates what was written
        DOCS_PAGE.write_text(write_docs_table(DOCS_PAGE.read_text(encoding="utf-8"), table), encoding="utf-8")
    for row in table.rows:
        m = measures.get(row.id)
        have = "-" if row.confidence is None else f"{row.confidence:.2f}"
        got = "-" if m is None else f"{m.right}/{m.cases} -> {m.smoothed:.2f}"
        print(f"{row.id:32} table {have:>5}   {args.fold} {got}")
    problems = drift(table, measures)
    for problem in problems:
        print("drift:", problem)
    return 1 if problems else 0


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
