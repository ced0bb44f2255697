"""The action table's per-row confidence is what the labelled dev fold measures for that row."""

from __future__ import annotations

import pytest

from app.classify.engine import RuleEngine
from app.diagnose.calibrate import DEFAULT_CORPUS, MIN_CASES, RowMeasure, drift, main, measure
from app.diagnose.offline import load_corpus
from app.incidents.actions import DEFAULT_PATH, ActionTable, load_action_table
from app.settings import REPO_ROOT


@pytest.fixture(scope="module")
def table() -> ActionTable:
    return load_action_table(DEFAULT_PATH)


@pytest.fixture(scope="module")
def measures() -> dict[str, RowMeasure]:
    engine = RuleEngine.from_dir(REPO_ROOT / "rules")
    return measure(load_corpus(DEFAULT_CORPUS), engine, "dev")


def test_each_row_confidence_matches_the_dev_fold(
    table: ActionTable, measures: dict[str, RowMeasure]
) -> None:
    assert drift(table, measures) == [], "re-measure: python -m app.diagnose.calibrate"


def test_rows_seen_often_enough_carry_a_measured_confidence(
    table: ActionTable, measures: dict[str, RowMeasure]
) -> None:
    for row in table.rows:
        m = measures.get(row.id)
        if m is not None and m.cases >= MIN_CASES:
            assert row.confidence is not None and row.measured, row.id


def test_drift_is_reported(table: ActionTable) -> None:
    rows = {r.id: r for r in table.rows}
    measured = next(r for r in table.rows if r.confidence is not None)
    far = RowMeasure(measured.id, 20, 0 if (measured.confidence or 0) > 0.5 else 20)
    assert any(p.startswith(measured.id) for p in drift(table, {measured.id: far}))
    # A row with enough cases and no confidence is reported too.
    bare = next(r for r in table.rows if r.confidence is None)
    assert any(p.startswith(bare.id) for p in drift(table, {bare.id: RowMeasure(bare.id, 10, 9)}))
    assert rows  # the table is not empty


def test_smoothing_keeps_a_small_row_away_from_certainty() -> None:
    assert RowMeasure("x", 1, 1).smoothed == 0.67
    assert RowMeasure("x", 0, 0).smoothed == 0.5
    assert RowMeasure("x", 98, 98).smoothed == 0.99


def test_the_command_prints_every_row(capsys: pytest.CaptureFixture[str], table: ActionTable) -> None:
    assert main([]) == 0
    out = capsys.readouterr().out
    assert all(r.id in out for r in table.rows)
