"""``crashcart templates``: text and json output, clean errors."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import typer
from typer.testing import CliRunner

from app.compress.cli import register
from bench.synthetic_log import FAILURE_LINE, SyntheticJob, generate


@pytest.fixture
def cli() -> typer.Typer:
    app = typer.Typer()

    @app.callback()
    def _root() -> None:
        """crashcart (test mount)"""

    register(app)
    return app


@pytest.fixture
def log_file(tmp_path: Path) -> Path:
    path = tmp_path / "job.log"
    path.write_text("\n".join(generate(SyntheticJob(lines=3000, nodes=1))) + "\n", encoding="utf-8")
    return path


def test_json_gives_the_template_of_every_line(cli: typer.Typer, log_file: Path) -> None:
    result = CliRunner().invoke(cli, ["templates", str(log_file), "--format", "json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["lines"] == len(data["template_ids"]) == 3000
    by_id = {t["id"]: t for t in data["templates"]}
    assert set(data["template_ids"]) == set(by_id)
    assert sum(t["count"] for t in data["templates"]) == 3000
    lines = log_file.read_text().splitlines()
    failure_index = next(i for i, line in enumerate(lines) if line.endswith(FAILURE_LINE))
    assert by_id[data["template_ids"][failure_index]]["template"] == "<RANK> " + FAILURE_LINE


def test_text_lists_templates_and_the_ratio(cli: typer.Typer, log_file: Path) -> None:
    result = CliRunner().invoke(cli, ["templates", str(log_file), "--top", "3", "--digest"])
    assert result.exit_code == 0, result.output
    assert "templates in 3000 lines" in result.stdout
    assert "x tokens" in result.stdout
    assert FAILURE_LINE in result.stdout  # from the digest


def test_bad_input_is_a_one_line_error_not_a_traceback(cli: typer.Typer, tmp_path: Path) -> None:
    runner = CliRunner()
    missing = runner.invoke(cli, ["templates", str(tmp_path / "nope.log")])
    assert missing.exit_code == 2 and "Traceback" not in missing.output
    bad_format = runner.invoke(cli, ["templates", str(tmp_path), "--format", "xml"])
    assert bad_format.exit_code == 2 and "Traceback" not in bad_format.output


def test_help(cli: typer.Typer) -> None:
    result = CliRunner().invoke(cli, ["templates", "--help"])
    assert result.exit_code == 0 and "--format" in result.stdout
