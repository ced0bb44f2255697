"""The CLI: diagnose, eval, rules check/test; JSON shapes of docs/CONTRACT.md and one-line errors."""

from __future__ import annotations

import json
from pathlib import Path

import typer
from typer.testing import CliRunner

from app.classify.cli import register

FIXTURES = Path(__file__).parent / "fixtures"


def _app() -> typer.Typer:
    app = typer.Typer()

    @app.callback()
    def _root() -> None:
        """test root"""

    register(app)
    return app


def _run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(_app(), list(args))
    return result.exit_code, result.stdout, result.stderr


def test_diagnose_json_follows_the_contract() -> None:
    code, out, _ = _run("diagnose", str(FIXTURES / "xid79_merged.log"), "--no-llm", "--format", "json")
    assert code == 0
    [incident] = json.loads(out)["incidents"]
    assert set(incident) == {
        "category", "layer", "blame", "action", "culprit", "root_cause_line", "evidence", "confidence",
        "source", "rule_ids", "fingerprint", "explanation",
        # Extensions: the verdict explains itself (issue 18).
        "evidence_roles", "decision_basis", "action_rule", "action_reason", "missing_evidence",
    }  # fmt: skip
    assert incident["evidence_roles"][0]["role"] == "cause"
    assert incident["action_rule"] == "hardware_on_named_node"
    assert incident["category"] == "gpu_xid"
    assert incident["action"] == "cordon_and_restart"
    assert incident["culprit"] == {"nodes": ["gpu02"], "ranks": [9]}
    assert incident["source"] == "rule"


def test_diagnose_healthy_log_gives_no_incidents() -> None:
    code, out, _ = _run("diagnose", str(FIXTURES / "healthy.log"), "--format", "json")
    assert code == 0
    assert json.loads(out) == {"incidents": []}


def test_diagnose_text() -> None:
    code, out, _ = _run("diagnose", str(FIXTURES / "torchrun_summary.log"))
    assert code == 0
    assert "needs_human" in out
    assert "gpu-node-07, rank 9" in out


def test_missing_file_is_a_one_line_error() -> None:
    code, out, err = _run("diagnose", "/nonexistent/job.log")
    assert code == 2
    assert err.strip() == "error: /nonexistent/job.log: no such file"
    assert "Traceback" not in out + err


def test_eval_json_summary(tmp_path: Path) -> None:
    code, out, _ = _run(
        "eval", "--corpus", str(FIXTURES / "mini_corpus.jsonl"), "--no-llm", "--format", "json"
    )
    assert code == 0
    report = json.loads(out)
    by_id = {c["id"]: c for c in report["cases"]}
    assert by_id["ecc-rank3"]["predicted"]["culprit"] == {"nodes": ["gpu07"], "ranks": [3]}
    # A bare illegal memory access with no hardware line and nothing that shows the code at fault:
    # ambiguous, for a person (the action table's owner_unknown_cuda_error), as the label says.
    assert by_id["iam"]["predicted"]["action"] == "needs_human"
    summary = report["summary"]
    assert summary["cases"] == 4
    assert summary["non_ambiguous"]["cases"] == 3
    assert summary["non_ambiguous"]["category_accuracy"] == 1.0
    assert summary["ambiguous"] == {
        "cases": 1,
        "handled_safely": 1,
        "share_safe": 1.0,
        "action_accuracy": 1.0,
    }
    # draining gpu02 when the label says gpu09 is a wrong destructive action
    assert summary["wrong_destructive_cases"] == ["wrong-node"]
    assert summary["culprit"]["cases_naming_one"] == 2


def test_eval_bad_corpus(tmp_path: Path) -> None:
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"id": "x", "log": "a"}\nnot json\n')
    code, _, err = _run("eval", "--corpus", str(bad))
    assert code == 2
    assert err.startswith("error: ") and ":2: invalid JSON" in err


def test_rules_check_ok_and_broken(tmp_path: Path) -> None:
    code, out, _ = _run("rules", "check")
    assert code == 0
    assert out.startswith("ok: ")
    (tmp_path / "bad.yaml").write_text("- id: x.y\n  description: d\n")
    code, _, err = _run("rules", "check", str(tmp_path))
    assert code == 2
    assert err.startswith("error: ") and "bad.yaml" in err
    assert len(err.strip().splitlines()) == 1


def test_rules_test_lists_hits() -> None:
    code, out, _ = _run("rules", "test", str(FIXTURES / "xid79_merged.log"), "--format", "json")
    assert code == 0
    hits = json.loads(out)["hits"]
    assert {h["rule_id"] for h in hits} >= {"gpu.xid79_fallen_off_bus", "nccl.watchdog_timeout"}
    xid = next(h for h in hits if h["rule_id"] == "gpu.xid79_fallen_off_bus")
    assert (xid["line"], xid["node"], xid["fields"]["xid"]) == (5, "gpu02", "79")
