"""``crashcart notify test`` against the loopback peer."""

from __future__ import annotations

import json
from pathlib import Path

import typer
from typer.testing import CliRunner

from app.notify.cli import register
from app.settings import Settings, override_settings
from tests.notify.notify_support import Answer, Peer

app = typer.Typer()
register(app)
app.command("noop")(lambda: None)  # a second command keeps "notify" a sub-command


def test_sends_a_sample_to_each_destination(settings: Settings, peer: Peer) -> None:
    result = CliRunner().invoke(app, ["notify", "test"])
    assert result.exit_code == 0, result.output
    assert result.output.count(" ok ") == 2
    assert len(peer.on("/slack")) == 1 and len(peer.on("/hook")) == 1


def test_a_failing_destination_exits_non_zero(settings: Settings, peer: Peer) -> None:
    peer.answers = [Answer(403, body=b"invalid_token"), Answer(200)]
    result = CliRunner().invoke(app, ["notify", "test"])
    assert result.exit_code == 1
    assert "invalid_token" in result.output


def test_dry_run_prints_payloads(settings: Settings, peer: Peer) -> None:
    result = CliRunner().invoke(app, ["notify", "test", "--dry-run"])
    assert result.exit_code == 0
    data = json.loads(result.output)
    assert data["webhook"]["incident"]["category"] == "ecc_error" and data["slack"]["blocks"]
    assert peer.hits == []


def test_no_destination_is_a_one_line_error(tmp_path: Path) -> None:
    override_settings(Settings(data_dir=tmp_path))
    try:
        result = CliRunner().invoke(app, ["notify", "test"])
    finally:
        override_settings(None)
    assert result.exit_code == 2
    assert result.output.strip().startswith("error: no destination configured")
    assert "Traceback" not in result.output
