"""`crashcart eval` reporting on a corpus with folds: per-fold figures, no-verdict counts and the
confidence calibration table, in JSON and in text. Checks the report's arithmetic, not accuracy."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import typer
from typer.testing import CliRunner

from app.classify.cli import register
from app.diagnose.offline import CALIBRATION_BINS
from app.settings import REPO_ROOT

REAL_FILE = Path(__file__).resolve().parents[1] / "corpus" / "real.jsonl"


def _run(*args: str) -> tuple[int, str]:
    app = typer.Typer()

    @app.callback()
    def _root() -> None:
        """test root"""

    register(app)
    result = CliRunner().invoke(app, list(args))
    return result.exit_code, result.stdout


def _sample(tmp_path: Path) -> Path:
    """Twelve real cases from each fold, including ambiguous ones."""
    cases = [json.loads(line) for line in REAL_FILE.read_text(encoding="utf-8").splitlines()]
    picked = [c for c in cases if c["fold"] == "dev"][:12] + [c for c in cases if c["fold"] == "test"][:12]
    path = tmp_path / "sample.jsonl"
    path.write_text("".join(json.dumps(c) + "\n" for c in picked), encoding="utf-8")
    return path


def test_json_report_has_per_fold_figures_and_calibration(tmp_path: Path) -> None:
    code, out = _run("eval", "--corpus", str(_sample(tmp_path)), "--no-llm", "--format", "json")
    assert code == 0
    report = json.loads(out)
    summary = report["summary"]
    assert {c["fold"] for c in report["cases"]} == {"dev", "test"}
    folds = summary["folds"]
    assert set(folds) == {"dev", "test", "all"}
    assert folds["dev"]["cases"] == folds["test"]["cases"] == 12
    assert folds["all"]["cases"] == summary["cases"] == 24
    for key in ("wrong_destructive_actions", "no_verdict"):
        assert folds["dev"][key] + folds["test"][key] == folds["all"][key] == summary[key]
    assert summary["no_verdict"] == len(summary["no_verdict_cases"])
    # Calibration: one row per bin, every case with a verdict in exactly one bin.
    rows = summary["calibration"]
    assert [r["bin"] for r in rows] == [f"{lo:.1f}-{hi:.1f}" for lo, hi in CALIBRATION_BINS]
    with_verdict = sum(c["predicted"] is not None for c in report["cases"])
    assert sum(r["cases"] for r in rows) == with_verdict
    for row in rows:
        if row["cases"]:
            lo, hi = (float(x) for x in row["bin"].split("-"))
            assert lo <= row["mean_confidence"] <= hi
            assert 0.0 <= row["action_accuracy"] <= 1.0
    assert sum(r["cases"] for r in folds["dev"]["calibration"] + folds["test"]["calibration"]) == with_verdict


def test_text_report_prints_the_fold_table_and_calibration(tmp_path: Path) -> None:
    code, out = _run("eval", "--corpus", str(_sample(tmp_path)), "--no-llm")
    assert code == 0
    assert "no verdict (non-ambiguous):" in out
    assert "per fold" in out and "calibration" in out
    for fold in ("dev", "test", "all"):
        assert any(line.startswith(f"│ {fold} ") for line in out.splitlines()), fold


def test_text_report_names_misses_of_the_dev_fold_only(tmp_path: Path) -> None:
    """The held-out fold's figures are printed; which of its cases were missed never is."""
    sample = _sample(tmp_path)
    code, out = _run("eval", "--corpus", str(sample), "--no-llm")
    assert code == 0
    report = json.loads(_run("eval", "--corpus", str(sample), "--no-llm", "--format", "json")[1])
    test_ids = {c["id"] for c in report["cases"] if c["fold"] == "test"}
    missed = {c["id"] for c in report["cases"] if not (c["category_ok"] and c["action_ok"])}
    assert missed & test_ids, "the sample must miss something in the test fold for this to mean anything"
    assert not [i for i in test_ids if i in out]
    # the misses list (and its note that the test fold is held out) is printed when a dev case was missed
    if missed - test_ids:
        assert "test fold held out" in out


def test_eval_with_other_rules_uses_the_action_table_beside_them(tmp_path: Path) -> None:
    """`--rules DIR` compares whole rule sets: DIR's actions.yaml decides, not the configured one."""
    rules = tmp_path / "rules"
    shutil.copytree(REPO_ROOT / "rules", rules)
    table = rules / "actions.yaml"
    text = table.read_text(encoding="utf-8")
    row = (
        "  - id: job_will_fail_again\n"
        "    when: {proposed: [no_restart_notify_user]}\n"
        "    action: no_restart_notify_user\n"
    )
    assert row in text
    table.write_text(text.replace(row, row.replace("action: no_restart_notify_user", "action: needs_human")))
    corpus = _sample(tmp_path)

    def decided_by_that_row(*extra: str) -> set[str]:
        code, out = _run("eval", "--corpus", str(corpus), "--no-llm", "--format", "json", *extra)
        assert code == 0, out
        return {
            c["predicted"]["action"]
            for c in json.loads(out)["cases"]
            if c["predicted"] and c["predicted"].get("action_rule") == "job_will_fail_again"
        }

    assert decided_by_that_row() == {"no_restart_notify_user"}
    assert decided_by_that_row("--rules", str(rules)) == {"needs_human"}
