"""The monitoring pieces in deploy/: Prometheus rules pass promtool, the Grafana dashboard loads,
and every crashcart metric they use is one that /metrics actually exports."""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path

import httpx
import yaml

from app.main import create_app
from app.settings import Settings, override_settings
from tests.helpers import TOKENS
from tests.monitoring.daemons import require_binary

DEPLOY = Path(__file__).resolve().parents[2] / "deploy"
RULE_FILES = sorted((DEPLOY / "prometheus").glob("*.yml"))
DASHBOARD = DEPLOY / "grafana" / "crashcart-dashboard.json"
METRIC = re.compile(r"\bcrashcart_[a-z_]+")
SUFFIXES = ("_bucket", "_sum", "_count", "_created")


async def exported_metric_names(tmp_path: Path) -> set[str]:
    """Sample and family names on the /metrics page of a fresh embedded service."""
    settings = Settings(data_dir=tmp_path / "data", tokens=",".join(f"{r}:{t}" for r, t in TOKENS.items()))
    override_settings(settings)
    try:
        app = create_app(settings)
        async with app.router.lifespan_context(app):
            transport = httpx.ASGITransport(app=app)
            async with httpx.AsyncClient(transport=transport, base_url="http://crashcart.test") as client:
                page = (await client.get("/metrics")).text
    finally:
        override_settings(None)
    names = set()
    for line in page.splitlines():
        if line.startswith(("# HELP ", "# TYPE ")):
            family = line.split()[2]
            names.update({family, family + "_total"})
        elif line and not line.startswith("#"):
            names.add(re.split(r"[{ ]", line, maxsplit=1)[0])
    return names


def used_metrics(text: str) -> set[str]:
    found = set()
    for name in METRIC.findall(text):
        for suffix in SUFFIXES:
            if name.endswith(suffix):
                name = name[: -len(suffix)]
        found.add(name)
    return found


def test_promtool_accepts_the_shipped_rules() -> None:
    promtool = require_binary("promtool")
    assert len(RULE_FILES) >= 2
    done = subprocess.run([promtool, "check", "rules", *map(str, RULE_FILES)], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
    names = {
        r["alert"] for f in RULE_FILES for g in yaml.safe_load(f.read_text())["groups"] for r in g["rules"]
    }
    assert {
        "CrashcartQueueBacklog",
        "CrashcartWorkerDown",
        "CrashcartNotificationFailures",
        "GpuXidError",
    } <= names


def test_the_shipped_rules_fire_when_they_should() -> None:
    """promtool's rule unit tests: each alert with its real ``for``, firing and not firing."""
    promtool = require_binary("promtool")
    tests = Path(__file__).parent / "promtool" / "crashcart-rules.test.yml"
    done = subprocess.run([promtool, "test", "rules", str(tests)], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


def test_amtool_accepts_the_alertmanager_example() -> None:
    amtool = require_binary("amtool")
    config = DEPLOY / "alertmanager" / "alertmanager.yml"
    done = subprocess.run([amtool, "check-config", str(config)], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
    receiver = yaml.safe_load(config.read_text())["receivers"][0]["webhook_configs"][0]
    assert receiver["url"].endswith("/v1/alerts/alertmanager")


def test_promtool_rejects_a_broken_rule(tmp_path: Path) -> None:
    """The check above can fail: a rule with a bad expression is refused."""
    promtool = require_binary("promtool")
    bad = tmp_path / "bad.yml"
    bad.write_text(
        "groups:\n  - name: x\n    rules:\n      - alert: X\n        expr: crashcart_queue_depth >\n"
    )
    done = subprocess.run([promtool, "check", "rules", str(bad)], capture_output=True, text=True)
    assert done.returncode != 0


async def test_dashboard_and_rules_use_only_exported_metrics(tmp_path: Path) -> None:
    dashboard = json.loads(DASHBOARD.read_text())
    panels = dashboard["panels"]
    exprs = [t["expr"] for p in panels for t in p["targets"]]
    assert len(panels) >= 8 and all(exprs)
    titles = " ".join(p["title"].lower() for p in panels)
    for topic in ("lines per second", "queue depth", "incidents by category", "actions", "ettr"):
        assert topic in titles, topic
    ids = [p["id"] for p in panels]
    assert len(ids) == len(set(ids))

    exported = await exported_metric_names(tmp_path)
    in_dashboard = used_metrics(" ".join(exprs))
    in_rules = used_metrics(" ".join(f.read_text() for f in RULE_FILES))
    assert len(in_dashboard) >= 10
    assert in_dashboard - exported == set(), "the dashboard queries metrics crashcart does not export"
    assert in_rules - exported == set(), "the alert rules use metrics crashcart does not export"
    assert used_metrics("rate(crashcart_no_such_thing_total[5m])") - exported  # the check can fail
