"""deploy/systemd: the units run real crashcart commands, and the EnvironmentFile example sets
only settings that exist."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import pytest
from pydantic import BaseModel
from typer.testing import CliRunner

from app.cli import app as cli
from app.settings import Settings

UNITS = Path(__file__).resolve().parents[2] / "deploy" / "systemd"


def parse_unit(path: Path) -> dict[str, dict[str, list[str]]]:
    sections: dict[str, dict[str, list[str]]] = {}
    current = None
    for raw in path.read_text().splitlines():
        line = raw.strip()
        if not line or line.startswith(("#", ";")):
            continue
        if line.startswith("["):
            current = sections.setdefault(line.strip("[]"), {})
            continue
        assert current is not None, f"{path.name}: {line} outside a section"
        key, _, value = line.partition("=")
        current.setdefault(key, []).append(value)
    return sections


def crashcart_args(command: str) -> list[str]:
    argv = shlex.split(command)
    assert argv[0].endswith("/bin/crashcart"), command
    return argv[1:]


def cli_accepts(args: list[str]) -> bool:
    return CliRunner().invoke(cli, [*args, "--help"]).exit_code == 0


@pytest.mark.parametrize("unit", ["crashcart-api.service", "crashcart-worker@.service"])
def test_units_run_real_crashcart_commands(unit: str) -> None:
    sections = parse_unit(UNITS / unit)
    assert {"Unit", "Service", "Install"} <= sections.keys()
    service = sections["Service"]
    assert service["User"] == ["crashcart"]
    assert service["EnvironmentFile"] == ["/etc/crashcart/crashcart.env"]
    assert service["Restart"] == ["on-failure"]
    commands = service.get("ExecStartPre", []) + service["ExecStart"]
    for command in commands:
        assert cli_accepts(crashcart_args(command)), command
    expected = ["serve", "--no-worker"] if unit.startswith("crashcart-api") else ["worker"]
    assert crashcart_args(service["ExecStart"][0]) == expected


def test_a_wrong_command_is_caught() -> None:
    assert not cli_accepts(["serve", "--no-such-flag"])


def is_setting(name: str) -> bool:
    field, _, sub = name.removeprefix("CRASHCART_").lower().partition("__")
    info = Settings.model_fields.get(field)
    if info is None:
        return False
    if not sub:
        return True
    section = info.annotation
    return isinstance(section, type) and issubclass(section, BaseModel) and sub in section.model_fields


def test_environment_file_sets_only_known_settings() -> None:
    text = (UNITS / "crashcart.env.example").read_text()
    names = re.findall(r"^#?(CRASHCART_[A-Z0-9_]+)=", text, re.M)
    assert len(names) >= 10
    unknown = [n for n in names if not is_setting(n)]
    assert unknown == []
    assert not is_setting("CRASHCART_POLICY__NO_SUCH") and not is_setting("CRASHCART_NO_SUCH")
