"""The action table's per-row confidence is what the labelled dev fold measures for that row."""

from __future__ import annotations

import pytest

from app.classify.engine import RuleEngine
from app.diagnose.calibrate import (
    DEFAULT_CORPUS,
    HANDOVER_CAP,
    MIN_CASES,
    RowMeasure,
    drift,
    main,
    measure,
    write_docs_table,
    write_measures,
)
from app.diagnose.offline import load_corpus
from app.incidents.actions import DEFAULT_PATH, ActionTable, load_action_table, markdown_table
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
    # A row with enough cases and no confidence is reported too (one of the table's rows, its
    # confidence left out).
    bare = measured.model_copy(update={"confidence": None, "measured": None})
    spec = table.spec.model_copy(update={"rows": [bare if r.id == bare.id else r for r in table.rows]})
    assert any(p.startswith(bare.id) for p in drift(ActionTable(spec), {bare.id: RowMeasure(bare.id, 10, 9)}))
    assert rows  # the table is not empty


def test_smoothing_keeps_a_small_row_away_from_certainty() -> None:
    assert RowMeasure("x", 1, 1).smoothed == 0.67
    assert RowMeasure("x", 0, 0).smoothed == 0.5
    assert RowMeasure("x", 98, 98).smoothed == 0.99


def test_a_row_that_hands_over_to_a_person_claims_at_most_half() -> None:
    held = RowMeasure("x", 51, 39, handover=True)
    assert held.smoothed == HANDOVER_CAP == 0.5
    assert held.measured == "dev fold: 39/51 right; a person decides, so at most 0.5"
    # Below the cap the figure is the measurement, and the text says nothing more.
    low = RowMeasure("x", 10, 2, handover=True)
    assert (low.smoothed, low.measured) == (0.25, "dev fold: 2/10 right")


def test_every_hand_over_row_in_the_table_is_capped(table: ActionTable) -> None:
    for row in table.rows:
        if row.action == "needs_human" and row.confidence is not None:
            assert row.confidence <= HANDOVER_CAP, row.id


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


TABLE_TEXT = """# a comment that stays
recurrence: []
rows:
  - id: seen
    # a row comment that stays
    when: {ambiguous: false}
    action: no_restart_notify_user
    reason: seen often
    confidence: 0.40
    measured: "dev fold: 1/3 right"

  - id: held
    when: {ambiguous: true}
    action: needs_human
    reason: rare
    confidence: 0.50
    measured: "prior: too few"

  - id: bare
    action: needs_human
    reason: no figure yet
"""


def test_write_puts_measured_figures_into_rows_seen_often_enough() -> None:
    measures = {
        "seen": RowMeasure("seen", 10, 9),
        "held": RowMeasure("held", MIN_CASES - 1, 0),
        "bare": RowMeasure("bare", MIN_CASES, MIN_CASES),
    }
    out = write_measures(TABLE_TEXT, measures)
    assert out.count("# a comment that stays") == 1 and "# a row comment that stays" in out
    seen = out.split("- id: seen")[1].split("- id: held")[0]
    assert "confidence: 0.83" in seen and 'measured: "dev fold: 9/10 right"' in seen
    assert "0.40" not in seen and "1/3" not in seen
    held = out.split("- id: held")[1].split("- id: bare")[0]
    assert 'measured: "prior: too few"' in held  # too few cases: the prior stands
    bare = out.split("- id: bare")[1]
    assert "confidence: 0.83" in bare and f"dev fold: {MIN_CASES}/{MIN_CASES} right" in bare
    # Writing the same figures again changes nothing.
    assert write_measures(out, measures) == out


def test_write_leaves_the_real_table_as_the_dev_fold_measures_it(
    table: ActionTable, measures: dict[str, RowMeasure]
) -> None:
    text = DEFAULT_PATH.read_text(encoding="utf-8")
    assert write_measures(text, measures) == text, "re-measure: python -m app.diagnose.calibrate --write"


def test_write_regenerates_the_docs_table(table: ActionTable) -> None:
    page = "intro\n<!-- actions-table:begin -->\nSTALE-TABLE\n<!-- actions-table:end -->\nafter\n"
    out = write_docs_table(page, table)
    assert out.startswith("intro\n") and out.endswith("after\n") and "STALE-TABLE" not in out
    assert markdown_table(table) in out
    with pytest.raises(ValueError, match="markers"):
        write_docs_table("no markers", table)
