"""Per-row confidence of the action table, measured on a labelled corpus's dev fold.

A verdict's confidence should say how often its decision path is right, not what a rule author
guessed. The path is the action table's row: for each row, the share of dev-fold cases decided on
it whose action *and* category matched the label (a verdict asserts both: a path that picks a safe
action for the wrong failure, as a verdict built from symptoms alone does, is not right), smoothed
as (right + 1) / (cases + 2) so that a row seen on a handful of cases does not claim certainty.
Rows seen on fewer than ``MIN_CASES`` cases keep the firing rule's confidence (no ``confidence`` in
the table) or carry a stated prior (``measured: "prior: ..."``, at most 0.5, needs_human rows only).

    python -m app.diagnose.calibrate [--corpus tests/corpus/real.jsonl] [--fold dev]

prints, per row, what the corpus measures beside what the table says; copy the figures into
``rules/actions.yaml`` (``confidence``, ``measured``) when they drift. A test re-measures them.
"""

from __future__ import annotations

import argparse
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from app.classify.engine import RuleEngine
from app.diagnose.offline import evaluate, load_corpus
from app.incidents.actions import ActionTable, action_table
from app.settings import REPO_ROOT

MIN_CASES = 4
# A row seen on fewer than MIN_CASES dev cases may carry a prior instead (``measured: "prior: ..."``):
# a row that sets aside the rule's proposal and holds for a person is not vouched for by that rule's
# confidence, which was in its own action.
PRIOR = "prior"
DEFAULT_CORPUS = REPO_ROOT / "tests" / "corpus" / "real.jsonl"


@dataclass(frozen=True, slots=True)
class RowMeasure:
    row: str
    cases: int
    right: int

    @property
    def smoothed(self) -> float:
        return round((self.right + 1) / (self.cases + 2), 2)

    @property
    def measured(self) -> str:
        return f"dev fold: {self.right}/{self.cases} right"


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
        tally = counts.setdefault(str(row), [0, 0])
        tally[0] += 1
        tally[1] += int(result.action_ok and result.category_ok)
    return {row: RowMeasure(row, n, right) for row, (n, right) in sorted(counts.items())}


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


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    parser.add_argument("--fold", default="dev")
    args = parser.parse_args(argv)
    engine = RuleEngine.from_dir(REPO_ROOT / "rules")
    table = action_table()
    measures = measure(load_corpus(args.corpus), engine, args.fold)
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
