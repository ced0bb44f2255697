"""`crashcart config`: every setting with its value and source; secrets never printed."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from app.settings import REPO_ROOT, Settings
from app.settings_report import describe

SECRETS = {
    "CRASHCART_DATABASE_URL": "postgresql://crash:pg-s3cret@db.example:5432/cc",
    "CRASHCART_REDIS_URL": "rediss://default:redis-s3cret@cache.example:6380/0",
    "CRASHCART_TOKENS": "admin:tok-s3cret,viewer:tok2-s3cret",
    "CRASHCART_LLM_API_KEY": "sk-s3cret",
    "CRASHCART_SLACK_WEBHOOK_URL": "https://hooks.slack.com/services/T0/B0/hook-s3cret",
    "CRASHCART_NOTIFY__WEBHOOK_SECRET": "hmac-s3cret",
    "CRASHCART_KUBERNETES__TOKEN": "k8s-s3cret",
}


def config(env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    base = {k: v for k, v in os.environ.items() if not k.startswith("CRASHCART_")}
    return subprocess.run(
        [sys.executable, "-m", "app", "config", *args],
        env={**base, "PYTHONPATH": str(REPO_ROOT), **env},
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_json_lists_every_setting_with_its_source_and_masks_secrets(tmp_path: Path) -> None:
    client = tmp_path / "client.env"
    client.write_text("CRASHCART_SERVER=https://crashcart.example\nCRASHCART_TOKEN=ship-s3cret\n")
    env = {**SECRETS, "CRASHCART_PORT": "9090", "CRASHCART_CLIENT_ENV": str(client)}
    done = config(env, "--format", "json")
    assert done.returncode == 0, done.stderr
    assert "s3cret" not in done.stdout
    rows: dict[str, Any] = {r["name"]: r for r in json.loads(done.stdout)["settings"]}
    assert rows["CRASHCART_PORT"] == {"name": "CRASHCART_PORT", "value": 9090, "source": "env"}
    assert rows["CRASHCART_HOST"]["source"] == "default"
    assert rows["CRASHCART_DATABASE_URL"]["value"] == "postgresql://crash:***@db.example:5432/cc"
    assert rows["CRASHCART_REDIS_URL"]["value"] == "rediss://default:***@cache.example:6380/0"
    assert rows["CRASHCART_TOKENS"]["value"] == "admin:***,viewer:***"
    assert rows["CRASHCART_LLM__API_KEY"] == {
        "name": "CRASHCART_LLM__API_KEY",
        "value": "***",
        "source": "env",
    }
    assert rows["CRASHCART_NOTIFY__SLACK_WEBHOOK_URL"]["value"] == "***"
    assert rows["CRASHCART_SERVER"] == {
        "name": "CRASHCART_SERVER",
        "value": "https://crashcart.example",
        "source": f"file:{client}",
    }
    assert rows["CRASHCART_TOKEN"]["value"] == "***"
    # Every field of every section is there.
    for section in ("ingest", "llm", "policy", "notify", "kubernetes", "slurm", "incidents", "compress"):
        fields = type(getattr(Settings(), section)).model_fields
        for name in fields:
            assert f"CRASHCART_{section.upper()}__{name.upper()}" in rows


def test_text_format_and_a_bad_value(tmp_path: Path) -> None:
    done = config({**SECRETS})
    assert done.returncode == 0 and "s3cret" not in done.stdout
    assert any(
        line.startswith("CRASHCART_PORT") and line.endswith("(default)") for line in done.stdout.splitlines()
    )
    bad = config({"CRASHCART_PORT": "eighty"})
    assert bad.returncode == 2 and bad.stderr.count("\n") == 1 and "CRASHCART_PORT" in bad.stderr


def test_describe_reads_the_given_environment() -> None:
    rows = {r["name"]: r for r in describe(Settings(port=1234), environ={"CRASHCART_PORT": "1234"})}
    assert rows["CRASHCART_PORT"]["source"] == "env" and rows["CRASHCART_PORT"]["value"] == 1234
    assert rows["CRASHCART_BACKEND"]["source"] == "default"
