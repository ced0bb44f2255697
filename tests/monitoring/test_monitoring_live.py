"""crashcart with a real Prometheus and a real Alertmanager (Debian's packages), on loopback.

One ``crashcart serve`` (embedded mode), a stand-in dcgm-exporter (a static metrics page: the
only part that is not the real thing, since there is no GPU), Prometheus scraping both each second
with the rules shipped in deploy/prometheus/, and Alertmanager sending every alert to crashcart's
own intake, POST /v1/alerts/alertmanager, with a shipper token.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

from tests.helpers import TOKENS, LiveServer, lines_of
from tests.monitoring.daemons import (
    REPO,
    Daemon,
    Prometheus,
    require_binary,
    start_alertmanager,
    start_prometheus,
)

RULES = [REPO / "deploy/prometheus/crashcart-rules.yml", REPO / "deploy/prometheus/dcgm-xid-rules.yml"]
# What dcgm-exporter prints: the last Xid each GPU reported (0: none yet).
DCGM_PAGE = """\
# HELP DCGM_FI_DEV_XID_ERRORS Value of the last XID error encountered.
# TYPE DCGM_FI_DEV_XID_ERRORS gauge
DCGM_FI_DEV_XID_ERRORS{{gpu="0",UUID="GPU-0a1b",device="nvidia0",Hostname="gpu11"}} 0
DCGM_FI_DEV_XID_ERRORS{{gpu="3",UUID="GPU-3c4d",device="nvidia3",Hostname="gpu12"}} {xid}
"""


class _DcgmPage(BaseHTTPRequestHandler):
    xid = 0  # what GPU 3 of gpu12 last reported; a test sets it

    def do_GET(self) -> None:
        body = DCGM_PAGE.format(xid=_DcgmPage.xid).encode()
        self.send_response(200)
        self.send_header("Content-Type", "text/plain; version=0.0.4")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args: Any) -> None:
        return


class Stack:
    def __init__(self, server: LiveServer, prometheus: Prometheus, alertmanager: Daemon) -> None:
        self.server = server
        self.prometheus = prometheus
        self.alertmanager = alertmanager

    def alerts_received(self, alertname: str) -> float:
        """What crashcart's own /metrics says its intake got from Alertmanager."""
        text = self.server.http.get("/metrics").text
        total = 0.0
        for line in text.splitlines():
            if line.startswith("crashcart_alerts_received_total{") and f'alertname="{alertname}"' in line:
                total += float(line.rsplit(" ", 1)[1])
        return total


@pytest.fixture(scope="module")
def stack(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Stack]:
    for binary in ("prometheus", "prometheus-alertmanager"):
        require_binary(binary)  # before anything starts: fail (or skip) at once, saying why
    exporter = ThreadingHTTPServer(("127.0.0.1", 0), _DcgmPage)
    threading.Thread(target=exporter.serve_forever, daemon=True).start()
    data = Path(tmp_path_factory.mktemp("monitoring")) / "data"
    server = LiveServer(
        data,
        extra_env={
            # A webhook nobody listens on, tried once: every notification fails at once.
            "CRASHCART_NOTIFY__WEBHOOK_URLS": '["http://127.0.0.1:9/hook"]',
            "CRASHCART_NOTIFY__MAX_ATTEMPTS": "1",
        },
    )
    alertmanager = prometheus = None
    try:
        alertmanager = start_alertmanager(f"{server.url}/v1/alerts/alertmanager", TOKENS["shipper"])
        prometheus = start_prometheus(
            {"crashcart": [server.url.split("//", 1)[1]], "dcgm": [f"127.0.0.1:{exporter.server_port}"]},
            RULES,
            alertmanager.url,
        )
        yield Stack(server, prometheus, alertmanager)
    finally:
        for daemon in (prometheus, alertmanager):
            if daemon is not None:
                daemon.stop()
        server.stop()
        exporter.shutdown()
        exporter.server_close()


def test_prometheus_scrapes_crashcart_metrics(stack: Stack) -> None:
    server, prom = stack.server, stack.prometheus
    server.post("/v1/jobs", {"job_id": "job-scraped", "scheduler": "local", "nodes": ["gpu21"]})
    texts = [f"step {i} loss 4.{i}" for i in range(1, 8)]
    server.post("/v1/jobs/job-scraped/logs", {"lines": lines_of(texts, node="gpu21")}, role="shipper")

    def accepted() -> float:
        result = prom.query('sum(crashcart_lines_accepted_total{job="crashcart"})')
        return float(result[0]["value"][1]) if result else 0.0

    assert prom.wait_for(lambda: accepted() >= len(texts), "crashcart_lines_accepted_total >= 7")
    up = prom.query('up{job="crashcart"}')
    assert [r["value"][1] for r in up] == ["1"]
    workers = prom.wait_for(lambda: prom.query("crashcart_workers"), "crashcart_workers scraped")
    assert workers[0]["value"][1] == "1"  # the in-process worker of `crashcart serve`


def test_shipped_rule_fires_on_a_crashcart_metric_and_reaches_crashcart(stack: Stack) -> None:
    """CrashcartNotificationFailures (deploy/prometheus/crashcart-rules.yml) fires on
    crashcart_notification_outbox when the webhook is down, and Alertmanager delivers it back to
    crashcart's intake."""
    server, prom = stack.server, stack.prometheus
    assert stack.alerts_received("CrashcartNotificationFailures") == 0
    server.post("/v1/jobs", {"job_id": "job-notified", "scheduler": "local", "nodes": ["gpu31"]})
    xid = "NVRM: Xid (PCI:0000:3b:00): 79, pid=1234, name=python, GPU has fallen off the bus."
    server.post("/v1/jobs/job-notified/logs", {"lines": lines_of([xid], node="gpu31")}, role="shipper")

    def firing() -> set[str]:
        return {r["metric"]["alertname"] for r in prom.query('ALERTS{alertstate="firing"}')}

    names = prom.wait_for(lambda: "CrashcartNotificationFailures" in firing() and firing(), "rule firing")
    assert "CrashcartQueueBacklog" not in names and "CrashcartWorkerDown" not in names
    failed = prom.query('crashcart_notification_outbox{state="failed",destination="webhook"}')
    assert float(failed[0]["value"][1]) >= 1
    prom.wait_for(
        lambda: stack.alerts_received("CrashcartNotificationFailures") >= 1,
        "crashcart's intake received CrashcartNotificationFailures",
    )


def test_dcgm_xid_alert_through_alertmanager_becomes_evidence_in_the_job(stack: Stack) -> None:
    server, prom = stack.server, stack.prometheus
    server.post("/v1/jobs", {"job_id": "job-xid", "scheduler": "local", "nodes": ["gpu11", "gpu12"]})
    server.post("/v1/jobs", {"job_id": "job-elsewhere", "scheduler": "local", "nodes": ["gpu13"]})
    assert not prom.query('ALERTS{alertname="GpuXidError"}')
    _DcgmPage.xid = 79  # GPU 3 of gpu12 falls off the bus while the job runs there

    def incidents(job_id: str) -> list[dict[str, Any]]:
        found: list[dict[str, Any]] = server.get(f"/v1/jobs/{job_id}")["incidents"]
        return found

    found = server.wait_until(lambda: incidents("job-xid"), timeout=30)
    assert found[0]["culprit"]["nodes"] == ["gpu12"]
    assert found[0]["action"] == "cordon_and_restart"
    alert = prom.query('ALERTS{alertname="GpuXidError",alertstate="firing"}')
    assert [(a["metric"]["Hostname"], a["metric"]["gpu"], a["metric"]["err_code"]) for a in alert] == [
        ("gpu12", "3", "79")
    ]
    assert stack.alerts_received("GpuXidError") >= 1
    assert incidents("job-elsewhere") == []
