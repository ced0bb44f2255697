"""A verdict that explains itself, wherever it is shown: evidence roles, decision basis, the
action-table row and reason, missing evidence (API detail, console page, Slack, diagnose output)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import typer
from typer.testing import CliRunner

from app.classify.cli import register
from app.notify.schemas import IncidentSnapshot, Notification, Phase
from app.notify.slack import build_message
from tests.console.conftest import Console, console, console_settings  # noqa: F401 (fixtures)
from tests.helpers import Service, lines_of
from tests.incidents.jobgen import TIMEOUT

UNKNOWN = "FATAL: shard writer lost its lease on /ckpt/step_1200 (code 77)"


async def _post_unknown_first_job(service: Service, job_id: str) -> dict[str, Any]:
    await service.register(job_id, nodes=["gpu01"], world_size=8)
    resp = await service.post_lines(job_id, lines_of([UNKNOWN], node="gpu01", rank=5))
    assert resp.status_code == 202, resp.text
    for r in range(8):
        if r != 5:
            text = TIMEOUT.format(r=r, pid=4000 + r)
            assert (
                await service.post_lines(job_id, lines_of([text], node="gpu01", rank=r))
            ).status_code == 202

    async def detail() -> dict[str, Any] | None:
        listing = await service.client.get(
            "/v1/incidents", params={"job": job_id}, headers=service.auth("viewer")
        )
        found = listing.json()["incidents"]
        if not found:
            return None
        resp = await service.client.get(f"/v1/incidents/{found[0]['id']}", headers=service.auth("viewer"))
        body: dict[str, Any] = resp.json()
        return body if len(body["evidence_roles"]) >= 2 else None

    result: dict[str, Any] = await service.wait_for(detail, timeout=10.0)
    return result


async def test_incident_detail_explains_the_verdict(service: Service) -> None:
    body = await _post_unknown_first_job(service, "job-explained")
    assert body["category"] == "other"
    assert body["culprit"]["ranks"] == [5]
    roles = {e["line"]: e["role"] for e in body["evidence_roles"]}
    assert roles[UNKNOWN] == "cause"
    assert "symptom" in roles.values()
    assert any("first failure" in b for b in body["decision_basis"])
    assert body["action_rule"] == "unrecognised_application_error" and body["action_reason"]
    assert isinstance(body["missing_evidence"], list)
    # docs/CONTRACT.md fields are still there, unrenamed.
    assert body["root_cause_line"] == UNKNOWN and UNKNOWN in body["evidence"]


async def test_console_incident_page_shows_roles_basis_and_reason(console: Console) -> None:  # noqa: F811
    body = await _post_unknown_first_job(console.service, "job-explained-console")
    await console.login("viewer")
    page = await console.client.get(f"/console/incidents/{body['id']}")
    assert page.status_code == 200
    assert "Why this verdict" in page.text
    assert 'class="evidence role-cause"' in page.text and 'class="evidence role-symptom"' in page.text
    assert "first failure" in page.text
    assert body["action_reason"].split(";")[0] in page.text


def test_slack_message_states_the_reason_and_what_is_missing() -> None:
    snap = IncidentSnapshot(
        incident_id=7, job_id="j", state="needs_human", category="other", layer="other", blame="unknown",
        action="needs_human", confidence=0.3, source="rule", fingerprint="f",
        action_reason="the rules cannot tell what failed <!here>",
        missing_evidence=["no error line from rank 3, the first rank to exit (torchrun's summary)"],
    )  # fmt: skip
    text = json.dumps(build_message(Notification(delivery_id="d", phase=Phase.needs_human, incident=snap)))
    assert "Why `needs_human`" in text and "the rules cannot tell what failed" in text
    assert "Missing evidence" in text and "first rank to exit" in text
    assert "<!here>" not in text


def test_diagnose_text_and_json_show_roles_basis_and_missing_evidence(tmp_path: Path) -> None:
    log = tmp_path / "job.log"
    log.write_text(
        "\n".join(
            [
                "[rank5]:" + UNKNOWN,
                *(TIMEOUT.format(r=r, pid=4000 + r) for r in range(8) if r != 5),
                "For debugging consider passing CUDA_LAUNCH_BLOCKING=1",
            ]
        )
        + "\n"
    )
    app = typer.Typer()

    @app.callback()
    def _root() -> None:
        """test root"""

    register(app)
    text = CliRunner().invoke(app, ["diagnose", str(log), "--no-llm"])
    assert text.exit_code == 0, text.output
    assert "cause:" in text.stdout and "symptom:" in text.stdout
    assert "basis:" in text.stdout and "action row: unrecognised_application_error" in text.stdout
    out = CliRunner().invoke(app, ["diagnose", str(log), "--no-llm", "--format", "json"])
    [incident] = json.loads(out.stdout)["incidents"]
    assert incident["culprit"]["ranks"] == [5]
    assert incident["evidence_roles"][0] == {
        "line": "[rank5]:" + UNKNOWN, "role": "cause", "rule_id": "engine.unrecognised_error", "node": None,
        "rank": 5, "why": "a line that looks like an error and matches no known signature",
    }  # fmt: skip
    assert incident["decision_basis"] and incident["action_reason"]


def test_advice_is_context_never_the_cause() -> None:
    from app.classify.engine import RuleEngine
    from app.classify.schemas import Signal
    from app.incidents.explain import Candidate, evidence_lines
    from app.settings import REPO_ROOT

    engine = RuleEngine.from_dir(REPO_ROOT / "rules")
    rule = engine.by_id["cuda.illegal_memory_access"]

    def sig(line: str, index: int) -> Signal:
        return Signal(
            rule.id, rule.category, rule.effective_layer, rule.blame, rule.action, 0.5, False, line, index
        )

    advice = "For debugging consider passing CUDA_LAUNCH_BLOCKING=1"
    cause = "RuntimeError: CUDA error: an illegal memory access was encountered"
    roles = evidence_lines(Candidate(rule, sig(cause, 0)), [Candidate(rule, sig(advice, 1))], True, [])
    assert [(e.line, e.role) for e in roles] == [(cause, "cause"), (advice, "context")]
    # Even when a rule chose an advice line as the cause, it is shown as context.
    [only] = evidence_lines(Candidate(rule, sig(advice, 1)), [], True, [])
    assert only.role == "context" and "advice" in only.why
