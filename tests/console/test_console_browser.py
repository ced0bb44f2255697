"""The console in a real headless Chromium (Playwright driving the system's /usr/bin/chromium)
against a real `crashcart serve` on loopback.

Screenshots of the four pictures (incidents by category, ETTR per job, the fleet, an incident's
timeline) are kept as test artifacts in ``$CRASHCART_CONSOLE_SHOTS`` (default: the test's tmp dir).
"""

from __future__ import annotations

import os
import shutil
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect, sync_playwright

from tests.console.conftest import XID79
from tests.helpers import TOKENS, LiveServer, lines_of

CHROMIUM = os.environ.get("CRASHCART_CHROMIUM", "/usr/bin/chromium")
HOSTILE = '<img src=x onerror="window.__pwned = 1">'


@pytest.fixture
def server(tmp_path: Path) -> Iterator[LiveServer]:
    srv = LiveServer(tmp_path / "server-data", extra_env={"CRASHCART_POLICY__MODE": "approve"})
    yield srv
    srv.stop()


@pytest.fixture
def browser() -> Iterator[Browser]:
    binary = shutil.which(CHROMIUM) or (CHROMIUM if Path(CHROMIUM).exists() else None)
    if binary is None:
        pytest.fail(
            f"headless Chromium is missing at {CHROMIUM}: `apt-get install -y chromium`", pytrace=False
        )
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=binary, args=["--no-sandbox"])
        yield b
        b.close()


@pytest.fixture
def shots(tmp_path: Path) -> Path:
    where = Path(os.environ.get("CRASHCART_CONSOLE_SHOTS") or tmp_path / "shots")
    where.mkdir(parents=True, exist_ok=True)
    return where


def login(page: Page, server: LiveServer, role: str, next_path: str) -> None:
    page.goto(f"{server.url}/console/login?next={next_path}")
    page.fill("#token", TOKENS[role])
    page.click("form[action='/console/login'] button[type=submit]")
    page.wait_for_url(f"{server.url}{next_path}")


def incidents(server: LiveServer, job: str = "job-xid") -> list[dict[str, Any]]:
    return list(server.get(f"/v1/incidents?job={job}")["incidents"])


def train(server: LiveServer, job: str, node: str, steps: range, seq: int = 1) -> None:
    """Step lines a few tenths of a second apart: training time the ETTR line can show."""
    for k in steps:
        line = lines_of([f"step {k} loss 2.{k}"], node=node, rank=0, start_seq=seq + k)
        server.post(f"/v1/jobs/{job}/logs", {"lines": line}, "shipper")
        time.sleep(0.4)


def shoot(page: Page, shots: Path, name: str, selector: str) -> Path:
    path = shots / f"console-{name}.png"
    expect(page.locator(selector)).to_be_visible()
    page.screenshot(path=str(path), full_page=True)
    assert path.stat().st_size > 10_000, f"{name}: an empty screenshot"
    return path


def test_triage_in_a_real_browser(server: LiveServer, browser: Browser, shots: Path) -> None:
    context = browser.new_context(viewport={"width": 1360, "height": 900})
    page = context.new_page()
    alerts: list[str] = []
    page.on("dialog", lambda d: (alerts.append(d.message), d.dismiss()))

    # Signed out: any console page leads to the login form.
    page.goto(f"{server.url}/console")
    page.wait_for_url(f"{server.url}/console/login?next=/console")

    login(page, server, "viewer", "/console")
    expect(page.locator("body")).to_contain_text("No incidents yet")
    # What the browser keeps is a session id of the server's, HttpOnly, never the API token.
    session = next(c for c in context.cookies() if c["name"] == "crashcart_console")
    assert session["httpOnly"] and session["sameSite"] == "Strict"
    assert TOKENS["viewer"] not in session["value"] and len(session["value"]) >= 40
    expect(page.locator("#live-dot")).to_have_class("live-dot on")
    page.evaluate("window.__sameDocument = true")

    # An Xid 79 arrives while the list is open: the row and its bar appear without a reload.
    server.post("/v1/jobs", {"job_id": "job-xid", "scheduler": "local", "nodes": ["gpu01", "gpu02"]})
    train(server, "job-xid", "gpu01", range(1, 7))
    bad = lines_of([f"{XID79} {HOSTILE}"], node="gpu02", rank=None, start_seq=100)
    server.post("/v1/jobs/job-xid/logs", {"lines": bad}, "shipper")
    # ... and the other ranks' NCCL watchdogs, the echo of it: symptoms on the incident's timeline.
    echo = [
        f"[rank{r}]:[E1121 01:16:56.7 ProcessGroupNCCL.cpp:632] [PG ID 0 Rank {r}] Watchdog caught "
        "collective operation timeout: WorkNCCL(SeqNum=7, OpType=ALLREDUCE) ran for 600112 milliseconds "
        "before timing out."
        for r in range(2)
    ]
    server.post(
        "/v1/jobs/job-xid/logs", {"lines": lines_of(echo, node="gpu01", rank=None, start_seq=120)}, "shipper"
    )
    expect(page.locator("[data-incident]")).to_have_count(1, timeout=15_000)
    category = page.locator("[data-incident] b").first.inner_text()
    expect(page.locator(f'#incidents-chart rect[data-category="{category}"]')).to_have_count(1)
    assert page.evaluate("window.__sameDocument === true"), "the list reloaded instead of updating in place"
    incident_id = server.wait_until(lambda: incidents(server))[0]["id"]
    server.wait_until(lambda: incidents(server)[0]["state"] == "awaiting_approval")

    # A second job with its own failure, for a chart with more than one colour and line.
    server.post("/v1/jobs", {"job_id": "job-oom", "scheduler": "local", "nodes": ["gpu03", "gpu04"]})
    train(server, "job-oom", "gpu03", range(1, 8))
    oom = ["torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB"]
    server.post(
        "/v1/jobs/job-oom/logs", {"lines": lines_of(oom, node="gpu03", rank=0, start_seq=50)}, "shipper"
    )
    server.wait_until(lambda: incidents(server, "job-oom"))
    expect(page.locator("[data-incident]")).to_have_count(2, timeout=15_000)
    shoot(page, shots, "incidents", "#incidents-chart")

    # The incident page names the culprit, quotes the root-cause line, tells its timeline.
    page.click(f'[data-incident="{incident_id}"] a')
    page.wait_for_url(f"{server.url}/console/incidents/{incident_id}")
    expect(page.locator("body")).to_contain_text("Waiting for an operator")
    expect(page.locator(".culprit")).to_contain_text("gpu02")
    expect(page.locator("pre.root")).to_contain_text(XID79)
    expect(page.locator("pre.root")).to_contain_text(HOSTILE)  # shown as text, never as markup
    expect(page.locator("#timeline g.event[data-lane='root']")).to_have_count(1)
    expect(page.locator("#timeline g.event[data-lane='symptom']")).to_have_count(2, timeout=15_000)
    assert page.locator("#approve").count() == 0

    # A viewer who posts the operator's form anyway gets a clear 403 page.
    page.evaluate(
        "id => { const f = document.createElement('form'); f.method = 'post';"
        " f.action = `/console/incidents/${id}/approve`; document.body.appendChild(f); f.submit() }",
        incident_id,
    )
    page.wait_for_function("document.title.startsWith('403')")
    expect(page.locator("body")).to_contain_text("needs 'operator'")
    assert incidents(server)[0]["state"] == "awaiting_approval"

    # The operator sees the buttons and approves; the timeline grows as the actions run.
    login(page, server, "operator", f"/console/incidents/{incident_id}")
    page.evaluate("window.__sameDocument = true")
    page.click("#approve")
    expect(page.locator("#approve")).to_have_count(0)
    server.wait_until(lambda: incidents(server)[0]["state"] != "awaiting_approval")
    detail = server.get(f"/v1/incidents/{incident_id}")
    assert any(a["decided_by"] == "bootstrap-operator" for a in detail["actions"])

    def first_action_state() -> str:
        return str(server.get(f"/v1/incidents/{incident_id}")["actions"][0]["state"])

    settled = server.wait_until(
        lambda: first_action_state() in ("succeeded", "verified", "failed") and first_action_state()
    )
    page.evaluate("window.__sameDocument = true")
    expect(page.locator("[data-action] .badge").first).to_have_text(settled.replace("_", " "), timeout=15_000)
    expect(page.locator("#timeline g.event[data-lane='action']")).not_to_have_count(0)
    assert page.evaluate("window.__sameDocument === true")
    shoot(page, shots, "timeline", "#timeline")

    # The fleet: gpu02 cordoned with its incident, the others ok; it follows the registry live.
    page.goto(f"{server.url}/console/nodes")
    expect(page.locator('svg.fleet g.tile[data-node="gpu02"]')).to_have_attribute(
        "data-state", "cordoned", timeout=15_000
    )
    expect(page.locator('svg.fleet g.tile[data-node="gpu01"]')).to_have_attribute("data-state", "ok")
    expect(page.locator('svg.fleet g.tile[data-node="gpu02"] .node-count')).to_have_text("1 incident")
    shoot(page, shots, "fleet", "#fleet")
    page.evaluate("window.__sameDocument = true")
    server.post("/v1/nodes/gpu02/uncordon", {}, "operator")
    expect(page.locator('svg.fleet g.tile[data-node="gpu02"]')).to_have_attribute(
        "data-state", "ok", timeout=15_000
    )
    assert page.evaluate("window.__sameDocument === true"), "the nodes page reloaded instead of updating"

    # ETTR per job over time, and the job page's own line, which follows new steps live.
    page.goto(f"{server.url}/console/jobs?window=1h")
    expect(page.locator('#ettr-chart g.series[data-series="job-xid"]')).to_have_count(1)
    expect(page.locator('#ettr-chart g.series[data-series="job-oom"]')).to_have_count(1)
    shoot(page, shots, "ettr", "#ettr-chart")
    page.goto(f"{server.url}/console/jobs/job-oom")
    page.evaluate("window.__sameDocument = true")
    train(server, "job-oom", "gpu03", range(8, 12), seq=200)
    expect(page.locator(".facts")).to_contain_text("11 progress", timeout=15_000)
    assert page.evaluate("window.__sameDocument === true")

    assert not alerts and not page.evaluate("window.__pwned === 1"), "log text ran as markup"
    context.close()
