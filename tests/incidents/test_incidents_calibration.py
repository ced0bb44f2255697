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


def test_a_prior_stands_only_until_the_row_is_seen_often_enough(table: ActionTable) -> None:
    prior = next(r for r in table.rows if (r.measured or "").startswith("prior"))
    assert prior.action.value == "needs_human" and (prior.confidence or 1.0) <= 0.5
    rare = drift(table, {prior.id: RowMeasure(prior.id, MIN_CASES - 1, 0)})
    assert not [p for p in rare if p.startswith(f"{prior.id}:")]
    seen = drift(table, {prior.id: RowMeasure(prior.id, MIN_CASES, MIN_CASES)})
    assert any(p.startswith(f"{prior.id}: a prior") for p in seen)


def test_a_row_is_right_only_when_action_and_category_are() -> None:
    # The symptom-only row picks the safe action for cases whose category it cannot know.
    engine = RuleEngine.from_dir(REPO_ROOT / "rules")
    case = {
        "id": "x",
        "fold": "dev",
        "log": "[rank1]:[E ProcessGroupNCCL.cpp:1182] [Rank 1] Watchdog caught collective operation timeout: "
        "WorkNCCL(SeqNum=7, OpType=ALLREDUCE, NumelIn=1, NumelOut=1, Timeout(ms)=600000) ran for 600100 "
        "milliseconds before timing out.",
        "category": "cuda_error",
        "expected_action": "needs_human",
    }
    [m] = measure([case], engine, "dev").values()
    assert (m.cases, m.right) == (1, 0)
    assert measure([{**case, "category": "nccl_timeout"}], engine, "dev")[m.row].right == 1
