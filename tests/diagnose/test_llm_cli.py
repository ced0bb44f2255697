"""``crashcart llm check`` against the scripted server, and ``crashcart llm prompt`` on a file."""

from __future__ import annotations

from pathlib import Path

import typer
from typer.testing import CliRunner

from app.diagnose.cli import register
from app.settings import Settings, override_settings
from bench.scripted_llm import Scripted, ScriptedOpenAIServer
from tests.diagnose.llm_cases import XID_LINE, answer

runner = CliRunner()


def cli() -> typer.Typer:
    app = typer.Typer()
    register(app)

    @app.command("noop")
    def noop() -> None:  # a second command, so that typer keeps "llm" as a subcommand
        return None

    return app


def test_check_reports_a_working_endpoint(settings: Settings, llm_server: ScriptedOpenAIServer) -> None:
    good = answer(
        culprit={"nodes": ["gpu02"], "ranks": [5]},
        root_cause_line=XID_LINE.replace("gpu01", "gpu02"),
        evidence=[],
    )
    llm_server.push(Scripted(good))
    result = runner.invoke(cli(), ["llm", "check"])
    assert result.exit_code == 0, result.output
    assert "outcome:   accepted" in result.output and "cordon_and_restart" in result.output
    assert "json_schema" in result.output


def test_check_fails_cleanly_when_the_endpoint_is_down(
    settings: Settings, llm_server: ScriptedOpenAIServer
) -> None:
    llm_server.push(Scripted(status=500), Scripted(status=500))
    result = runner.invoke(cli(), ["llm", "check"])
    assert result.exit_code == 1
    assert "needs_human" in result.output and "HTTP 500" in result.output
    assert "Traceback" not in result.output


def test_check_without_configuration_is_a_one_line_error(tmp_path: Path) -> None:
    override_settings(Settings(data_dir=tmp_path))
    try:
        result = runner.invoke(cli(), ["llm", "check"])
    finally:
        override_settings(None)
    assert result.exit_code == 2 and "error: no LLM configured" in result.output


def test_prompt_renders_for_a_file(tmp_path: Path, settings: Settings) -> None:
    log = tmp_path / "job.log"
    log.write_text(
        "\n".join(
            [f"[rank0]: step {i}" for i in range(50)]
            + ["[rank5]: RuntimeError: CUDA error: an illegal memory access was encountered"]
        )
        + "\n"
    )
    result = runner.invoke(cli(), ["llm", "prompt", str(log), "--budget", "4000"])
    assert result.exit_code == 0, result.output
    assert "illegal memory access" in result.output and "(budget 4000)" in result.output
    missing = runner.invoke(cli(), ["llm", "prompt", str(tmp_path / "nope.log")])
    assert missing.exit_code == 2 and "no such file" in missing.output
