"""The offline CLI starts without the server stack: ``--help`` and ``templates`` import neither
FastAPI, SQLAlchemy, the OpenAI client nor boto3, and every area command still runs when named.

Timing is measured by bench/compress.py (c); here the imports are checked, which a busy machine
cannot make flaky.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
import typer.main
from typer.testing import CliRunner

from app.cli import AREAS, app

ROOT = Path(__file__).resolve().parents[1]
SERVER_STACK = ("fastapi", "sqlalchemy", "openai", "boto3", "uvicorn", "redis", "asyncpg", "kubernetes")


def _modules_after(args: list[str], tmp_path: Path) -> set[str]:
    """The modules a `crashcart ARGS` process had imported when it exited."""
    out = str(tmp_path / "mods.json")
    probe = (
        "import atexit, json, sys\n"
        f"atexit.register(lambda: open({out!r}, 'w').write(json.dumps(sorted(sys.modules))))\n"
        f"sys.argv = ['crashcart', *{args!r}]\n"
        "from app.cli import main\n"
        "main()\n"
    )
    env = {k: v for k, v in os.environ.items() if not k.startswith("CRASHCART_")}
    env["PYTHONPATH"] = str(ROOT)
    proc = subprocess.run(
        [sys.executable, "-c", probe], env=env, cwd=tmp_path, capture_output=True, text=True, timeout=120
    )
    assert proc.returncode == 0, proc.stderr
    return set(json.loads((tmp_path / "mods.json").read_text()))


def _stack(modules: set[str]) -> list[str]:
    return sorted(m for m in modules if m.split(".")[0] in SERVER_STACK)


@pytest.mark.parametrize("args", [["--help"], ["templates", "--help"], ["templates", "LOG"]])
def test_offline_commands_import_no_server_stack(args: list[str], tmp_path: Path) -> None:
    log = tmp_path / "train.log"
    log.write_text("".join(f"[rank{i % 4}]: step {i} loss {i % 7}.25\n" for i in range(200)))
    modules = _modules_after([str(log) if a == "LOG" else a for a in args], tmp_path)
    assert _stack(modules) == []
    if args == ["--help"]:  # not even an area's command module
        assert not [m for m in modules if m.startswith("app.") and m.endswith(".cli") and m != "app.cli"]


def test_a_server_command_still_gets_its_stack(tmp_path: Path) -> None:
    # The check above can fail: a command that needs the stack shows it.
    assert "sqlalchemy" in {m.split(".")[0] for m in _modules_after(["tokens", "list"], tmp_path)}


def test_help_lists_every_area_command_with_its_own_help() -> None:
    listed = CliRunner().invoke(app, ["--help"])
    assert listed.exit_code == 0, listed.output
    for name in AREAS:
        assert f" {name} " in listed.output, name
    # Each line of AREAS is the first paragraph of the real command's help (they cannot drift).
    for name, (module, text) in AREAS.items():
        area = typer.Typer()
        __import__(module, fromlist=["register"]).register(area)
        command = typer.main.get_group(area).commands[name]
        real = (command.short_help or command.help or "").split("\n\n")[0].strip()
        assert " ".join(real.split()) == text, name


@pytest.mark.parametrize("args", [["templates", "--help"], ["rules", "--help"], ["nodes", "--help"]])
def test_area_commands_run_when_named(args: list[str]) -> None:
    result = CliRunner().invoke(app, args)
    assert result.exit_code == 0, result.output
    assert "Usage" in result.output


def test_an_unknown_command_is_one_line() -> None:
    result = CliRunner().invoke(app, ["no-such-command"])
    assert result.exit_code != 0
