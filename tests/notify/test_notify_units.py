"""Pure pieces: Retry-After parsing, backoff, escaping untrusted text, signatures, phases."""

from __future__ import annotations

import json
from datetime import UTC, datetime

from app.notify.config import NotifyConfig, webhook_destination
from app.notify.http import parse_retry_after
from app.notify.runner import backoff_delay
from app.notify.schemas import IncidentSnapshot, Notification, Phase
from app.notify.service import dedupe_key, phase_for
from app.notify.slack import build_message
from app.notify.webhook import sign, verify_signature
from app.store.incidents import IncidentRow


def snapshot(**overrides: object) -> IncidentSnapshot:
    values: dict[str, object] = {
        "incident_id": 7,
        "job_id": "j",
        "state": "acting",
        "category": "nccl_timeout",
        "layer": "infrastructure",
        "blame": "network_fabric",
        "action": "restart_from_checkpoint",
        "confidence": 0.81,
        "source": "llm",
        "fingerprint": "fp",
        **overrides,
    }
    return IncidentSnapshot.model_validate(values)


def test_retry_after_seconds_and_http_date() -> None:
    now = datetime(2026, 1, 1, 12, 0, 0, tzinfo=UTC)
    assert parse_retry_after("30") == 30.0
    assert parse_retry_after("Thu, 01 Jan 2026 12:00:45 GMT", now=now) == 45.0
    assert parse_retry_after("Thu, 01 Jan 2026 11:00:00 GMT", now=now) == 0.0
    assert parse_retry_after("soon") is None
    assert parse_retry_after(None) is None


def test_backoff_grows_is_capped_and_yields_to_retry_after() -> None:
    config = NotifyConfig(backoff_base_s=2.0, backoff_max_s=60.0, max_retry_after_s=120.0)
    assert 1.0 <= backoff_delay(config, 1, None) <= 2.0
    assert 8.0 <= backoff_delay(config, 4, None) <= 16.0
    assert 30.0 <= backoff_delay(config, 30, None) <= 60.0
    assert backoff_delay(config, 5, 7.0) == 7.0
    assert backoff_delay(config, 1, 10_000.0) == 120.0


def test_log_text_cannot_ping_channels_or_break_the_code_block() -> None:
    line = "<!channel> ```rm -rf``` <http://evil|click> & co"
    message = build_message(
        Notification(
            delivery_id="d",
            phase=Phase.detected,
            incident=snapshot(root_cause_line=line, explanation="<!here>"),
        )
    )
    text = json.dumps(message)
    assert "<!channel>" not in text and "<!here>" not in text and "<http://evil" not in text
    assert "&lt;!channel&gt;" in text and "&amp; co" in text
    (root,) = [b for b in message["blocks"] if "Root cause" in b.get("text", {}).get("text", "")]
    assert root["text"]["text"].count("```") == 2


def test_long_lines_fit_block_kit_limits() -> None:
    message = build_message(
        Notification(
            delivery_id="d",
            phase=Phase.needs_human,
            incident=snapshot(job_id="j" * 300, root_cause_line="x" * 10_000, explanation="y" * 10_000),
        )
    )
    header, *_ = message["blocks"]
    assert len(header["text"]["text"]) <= 150
    for block in message["blocks"]:
        if "text" in block:
            assert len(block["text"]["text"]) <= 3000


def test_signature_round_trip_and_replay_window() -> None:
    body = b'{"a":1}'
    sig = sign("k", "1700000000", body)
    assert sig.startswith("sha256=") and len(sig) == 7 + 64
    assert verify_signature("k", "1700000000", body, sig, now=1700000100)
    assert not verify_signature("k", "1700000000", body, sig, now=1700001000)  # stale: a replay
    assert not verify_signature("k", "1700000001", body, sig, now=1700000100)  # timestamp is signed
    assert not verify_signature("k", "not-a-number", body, sig)


def test_dedupe_key_ignores_everything_but_its_five_parts() -> None:
    base = dedupe_key("slack", "job", "fp", "cordon_and_restart", Phase.detected)
    assert base == dedupe_key("slack", "job", "fp", "cordon_and_restart", Phase.detected)
    assert (
        len(
            {
                base,
                dedupe_key("webhook:1", "job", "fp", "cordon_and_restart", Phase.detected),
                dedupe_key("slack", "job2", "fp", "cordon_and_restart", Phase.detected),
                dedupe_key("slack", "job", "fp2", "cordon_and_restart", Phase.detected),
                dedupe_key("slack", "job", "fp", "needs_human", Phase.detected),
                dedupe_key("slack", "job", "fp", "cordon_and_restart", Phase.resolved),
            }
        )
        == 6
    )


def test_phases() -> None:
    def inc(state: str, **kw: object) -> IncidentRow:
        return IncidentRow(
            state=state,
            action=kw.get("action", "cordon_and_restart"),
            ambiguous=kw.get("ambiguous", False),
            source=kw.get("source", "rule"),
        )

    assert phase_for(inc("open"), llm_enabled=False) is Phase.detected
    assert phase_for(inc("acting"), llm_enabled=True) is Phase.detected
    assert phase_for(inc("awaiting_approval"), llm_enabled=False) is Phase.approval_needed
    assert phase_for(inc("open", action="needs_human"), llm_enabled=False) is Phase.needs_human
    assert phase_for(inc("open", ambiguous=True), llm_enabled=True) is None
    assert phase_for(inc("open", ambiguous=True, source="llm"), llm_enabled=True) is Phase.detected
    assert phase_for(inc("diagnosing"), llm_enabled=True) is None
    assert phase_for(inc("resolved"), llm_enabled=False) is Phase.resolved


def test_destinations_never_carry_the_url() -> None:
    config = NotifyConfig(
        slack_webhook_url="https://hooks.slack.com/services/T/B/secret",
        webhook_urls=("https://a.example/h?token=zzz", "https://a.example/h?token=zzz"),
    )
    assert config.destinations() == ["slack", webhook_destination("https://a.example/h?token=zzz")]
    assert all("zzz" not in d for d in config.destinations())
    assert config.console_url(3) is None
    assert (
        NotifyConfig(public_url="https://cc.example/").console_url(3)
        == "https://cc.example/console/incidents/3"
    )
