"""The console in a real headless Chromium against a real `crashcart serve` on loopback."""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.console.cdp import Browser, chromium_path
from tests.console.conftest import XID79
from tests.helpers import TOKENS, LiveServer, free_port, lines_of


class ConsoleServer(LiveServer):
    """LiveServer running `crashcart serve` through a launcher that makes sure the console is in."""

    def __init__(self, data_dir: Path) -> None:
        import subprocess

        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.data_dir = data_dir
        env = {k: v for k, v in os.environ.items() if not k.startswith("CRASHCART_")}
        env.update(
            CRASHCART_DATA_DIR=str(data_dir),
            CRASHCART_TOKENS=",".join(f"{r}:{t}" for r, t in TOKENS.items()),
            CRASHCART_LOG_LEVEL="warning",
            CRASHCART_POLICY__MODE="approve",
        )
        self.log_path = data_dir.parent / f"server-{self.port}.log"
        data_dir.mkdir(parents=True, exist_ok=True)
        launcher = Path(__file__).with_name("serve_with_console.py")
        with self.log_path.open("ab") as out:
            self.proc = subprocess.Popen(
                [sys.executable, str(launcher), "serve", "--port", str(self.port)],
                env=env,
                stdout=out,
                stderr=subprocess.STDOUT,
            )
        self.http = httpx.Client(base_url=self.url, timeout=10)
        self._wait_ready()


@pytest.fixture
def server(tmp_path: Path) -> Iterator[ConsoleServer]:
    srv = ConsoleServer(tmp_path / "server-data")
    yield srv
    srv.stop()


@pytest.fixture
def browser() -> Iterator[Browser]:
    binary = chromium_path()
    if binary is None:
        pytest.fail(
            "headless Chromium is missing: install it with `apt-get install -y chromium`", pytrace=False
        )
    b = Browser(binary)
    yield b
    b.close()


def login(browser: Browser, server: ConsoleServer, role: str, next_path: str) -> None:
    browser.goto(f"{server.url}/console/login?next={next_path}")
    browser.eval(
        f"document.getElementById('token').value = {json.dumps(TOKENS[role])};"
        "document.querySelector('form[action=\"/console/login\"]').submit()"
    )
    browser.wait_for(f"location.pathname === {json.dumps(next_path)} && document.readyState === 'complete'")


def incidents(server: ConsoleServer) -> list[dict[str, Any]]:
    return list(server.get("/v1/incidents?job=job-xid")["incidents"])


def test_triage_in_a_real_browser(server: ConsoleServer, browser: Browser, tmp_path: Path) -> None:
    # Signed out: any console page leads to the login form.
    browser.goto(f"{server.url}/console")
    browser.wait_for("location.pathname === '/console/login'")

    login(browser, server, "viewer", "/console")
    assert "No incidents yet" in browser.text()
    browser.wait_for("document.getElementById('live-dot').className.includes('on')")
    browser.eval("window.__sameDocument = true")

    # An Xid 79 arrives while the list is open: the row appears without a reload.
    server.post("/v1/jobs", {"job_id": "job-xid", "scheduler": "local", "nodes": ["gpu01", "gpu02"]})
    noise = [f"[rank{r}]: step 10 loss 2.31" for r in range(4)]
    server.post(
        "/v1/jobs/job-xid/logs", {"lines": lines_of([*noise, XID79], node="gpu02", rank=None)}, "shipper"
    )
    browser.wait_for("document.querySelector('[data-incident]') !== null", timeout=15)
    assert browser.eval("window.__sameDocument === true"), "the list reloaded instead of updating in place"
    incident_id = server.wait_until(lambda: incidents(server))[0]["id"]
    server.wait_until(lambda: incidents(server)[0]["state"] == "awaiting_approval")

    # The incident page names the culprit and quotes the root-cause line.
    browser.eval(f"document.querySelector('[data-incident=\"{incident_id}\"] a').click()")
    browser.wait_for(f"location.pathname === '/console/incidents/{incident_id}'")
    browser.wait_for("document.body.innerText.includes('Waiting for an operator')")
    assert "gpu02" in browser.eval("document.querySelector('.culprit').innerText")
    assert XID79 in browser.eval("document.querySelector('pre.root').innerText")
    assert browser.eval("document.getElementById('approve')") is None

    # A viewer who posts the operator's form anyway gets a clear 403 page.
    browser.eval(
        "const f = document.createElement('form'); f.method = 'post';"
        f"f.action = '/console/incidents/{incident_id}/approve'; document.body.appendChild(f); f.submit()"
    )
    browser.wait_for("document.title.startsWith('403')")
    assert "needs 'operator'" in browser.text()
    assert incidents(server)[0]["state"] == "awaiting_approval"

    # The operator sees the buttons and approves.
    login(browser, server, "operator", f"/console/incidents/{incident_id}")
    browser.wait_for("document.getElementById('approve') !== null")
    shot = tmp_path / "incident.png"
    browser.screenshot(shot)
    if os.environ.get("CRASHCART_CONSOLE_SCREENSHOT"):
        Path(os.environ["CRASHCART_CONSOLE_SCREENSHOT"]).write_bytes(shot.read_bytes())
    assert shot.stat().st_size > 10_000
    browser.eval("document.getElementById('approve').click()")
    browser.wait_for("document.readyState === 'complete' && document.getElementById('approve') === null")
    state = server.wait_until(lambda: incidents(server)[0]["state"] != "awaiting_approval")
    assert state
    detail = server.get(f"/v1/incidents/{incident_id}")
    assert any(a["decided_by"] == "bootstrap-operator" for a in detail["actions"])
    # The page follows the actions as the runner executes them: its live region catches up in place.
    browser.eval("window.__sameDocument = true")

    def first_action_state() -> str:
        return str(server.get(f"/v1/incidents/{incident_id}")["actions"][0]["state"])

    settled = server.wait_until(
        lambda: first_action_state() in ("succeeded", "verified", "failed") and first_action_state()
    )
    shown = json.dumps(settled.replace("_", " "))
    browser.wait_for(f"document.querySelector('[data-action] .badge').innerText === {shown}", timeout=15)
    assert browser.eval("window.__sameDocument === true")
