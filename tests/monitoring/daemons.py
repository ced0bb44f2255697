"""Real Prometheus and Alertmanager (Debian's packages) as plain processes for one test module.

Each daemon gets a free loopback port and its own config and data directory under
/tmp/crashcart/monitoring, never the packaged systemd services. When a binary is missing the
test fails (CRASHCART_REQUIRE_MONITORING=1, as `make test` sets) or skips, saying how to install
it (`make monitoring`, i.e. scripts/monitoring.sh).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import httpx
import pytest
import yaml

from tests.helpers import free_port, wait_until, wait_until_ready

ROOT = Path("/tmp/crashcart/monitoring")
REPO = Path(__file__).resolve().parents[2]


def require_binary(name: str) -> str:
    path = shutil.which(name)
    if path:
        return path
    message = (
        f"{name} is not installed: run `make monitoring` (scripts/monitoring.sh installs Debian's "
        "prometheus and prometheus-alertmanager)"
    )
    if os.environ.get("CRASHCART_REQUIRE_MONITORING") == "1":
        pytest.fail(message, pytrace=False)
    pytest.skip(message)


def workdir(prefix: str) -> Path:
    ROOT.mkdir(parents=True, exist_ok=True)
    return Path(tempfile.mkdtemp(prefix=prefix, dir=ROOT))


class Daemon:
    def __init__(self, name: str, argv: list[str], url: str, home: Path) -> None:
        self.name = name
        self.home = home
        log = home / f"{name}.log"
        self.url = url
        self.log = log
        with log.open("ab") as out:
            self.proc = subprocess.Popen(argv, stdout=out, stderr=subprocess.STDOUT)
        self.http = httpx.Client(base_url=url, timeout=5)
        self._wait_ready()

    def _wait_ready(self, timeout: float = 30.0) -> None:
        wait_until_ready(self.proc, self.http, "/-/ready", self.log, self.name, timeout)

    def stop(self) -> None:
        self.http.close()
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        shutil.rmtree(self.home, ignore_errors=True)


def start_alertmanager(webhook_url: str, token: str) -> Daemon:
    """Every alert goes to ``webhook_url`` with a Bearer token, grouped by name, within ~1 s."""
    binary = require_binary("prometheus-alertmanager")
    home = workdir("alertmanager-")
    (home / "token").write_text(token)
    config = {
        "route": {
            "receiver": "crashcart",
            "group_by": ["alertname", "Hostname", "gpu"],
            "group_wait": "1s",
            "group_interval": "1s",
            "repeat_interval": "1h",
        },
        "receivers": [
            {
                "name": "crashcart",
                "webhook_configs": [
                    {
                        "url": webhook_url,
                        "send_resolved": True,
                        "http_config": {
                            "authorization": {"type": "Bearer", "credentials_file": str(home / "token")}
                        },
                    }
                ],
            }
        ],
    }
    (home / "alertmanager.yml").write_text(yaml.safe_dump(config))
    port = free_port()
    argv = [
        binary,
        f"--config.file={home / 'alertmanager.yml'}",
        f"--storage.path={home / 'data'}",
        f"--web.listen-address=127.0.0.1:{port}",
        "--cluster.listen-address=",  # no gossip port: a single, private instance
        "--log.level=warn",
    ]
    return Daemon("alertmanager", argv, f"http://127.0.0.1:{port}", home)


def rules_for_test(source: Path, dest: Path) -> Path:
    """The shipped rules with every ``for`` cut to 1 s (the expressions stay as shipped)."""
    doc = yaml.safe_load(source.read_text())
    for group in doc["groups"]:
        for rule in group["rules"]:
            if "for" in rule:
                rule["for"] = "1s"
    dest.write_text(yaml.safe_dump(doc, sort_keys=False))
    return dest


class Prometheus(Daemon):
    def query(self, promql: str) -> list[dict[str, Any]]:
        resp = self.http.get("/api/v1/query", params={"query": promql})
        assert resp.status_code == 200, resp.text
        body = resp.json()
        assert body["status"] == "success", body
        result: list[dict[str, Any]] = body["data"]["result"]
        return result

    def wait_for(self, predicate: Callable[[], Any], what: str, timeout: float = 30.0) -> Any:
        try:
            return wait_until(predicate, timeout, what, interval=0.2)
        except AssertionError as exc:  # say what the scrapes saw
            targets = self.http.get("/api/v1/targets").json()["data"]["activeTargets"]
            health = [(t["scrapeUrl"], t["health"], t["lastError"]) for t in targets]
            raise AssertionError(f"{exc}; targets: {health}") from None


def start_prometheus(scrape: dict[str, list[str]], rule_files: list[Path], alertmanager: str) -> Prometheus:
    """Scrapes every target each second and evaluates the rules each second."""
    binary = require_binary("prometheus")
    home = workdir("prometheus-")
    config = {
        "global": {"scrape_interval": "1s", "scrape_timeout": "1s", "evaluation_interval": "1s"},
        "rule_files": [str(rules_for_test(p, home / p.name)) for p in rule_files],
        "alerting": {"alertmanagers": [{"static_configs": [{"targets": [alertmanager.split("//", 1)[1]]}]}]},
        "scrape_configs": [
            {"job_name": job, "static_configs": [{"targets": targets}]} for job, targets in scrape.items()
        ],
    }
    (home / "prometheus.yml").write_text(yaml.safe_dump(config))
    port = free_port()
    argv = [
        binary,
        f"--config.file={home / 'prometheus.yml'}",
        f"--storage.tsdb.path={home / 'data'}",
        f"--web.listen-address=127.0.0.1:{port}",
        "--log.level=warn",
    ]
    return Prometheus("prometheus", argv, f"http://127.0.0.1:{port}", home)
