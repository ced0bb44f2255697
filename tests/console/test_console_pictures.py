"""The console's pictures (server-rendered SVG) and the live regions of every page, through httpx."""

from __future__ import annotations

import re
from datetime import UTC, datetime

from app.console import charts
from tests.console.conftest import XID79, Console, make_xid_incident
from tests.helpers import lines_of

HOSTILE = '<img src=x onerror="alert(1)"><script>alert(2)</script>'


# --- the drawing functions (pure) ------------------------------------------------------------------
def test_stacked_bars_stack_by_category_and_scale_to_the_tallest_bucket() -> None:
    data = charts.Buckets(start=0.0, width_s=60.0, n=3, counts={"gpu_xid": [2, 0, 1], "cuda_oom": [2, 1, 0]})
    svg = str(charts.stacked_bars(data, ["gpu_xid", "cuda_oom"], "t"))
    bars = re.findall(r'data-category="(\w+)" x="[\d.]+" y="([\d.]+)" width="[\d.]+" height="([\d.]+)"', svg)
    assert [b[0] for b in bars] == ["gpu_xid", "cuda_oom", "cuda_oom", "gpu_xid"]
    heights = [float(b[2]) for b in bars]
    # Bucket 0 (2 + 2) is the tallest: its two halves are equal and together twice bucket 1's bar.
    assert heights[0] == heights[1] and abs(heights[0] + heights[1] - 4 * heights[2]) < 0.2
    assert float(bars[1][1]) + heights[1] == float(bars[0][1])  # stacked: cuda_oom sits on gpu_xid
    assert "no incidents" in str(charts.stacked_bars(charts.Buckets(0.0, 60.0, {}, 3), [], "t"))


def test_every_label_is_escaped() -> None:
    svg = str(
        charts.line_chart(
            [charts.Series(HOSTILE, [(0.0, 0.5), (10.0, 0.9)], href="/x?a=1&b=2")], 0, 10, HOSTILE
        )
    )
    svg += str(charts.fleet_grid([charts.FleetNode(HOSTILE, "cordoned", 2, why=HOSTILE)], HOSTILE))
    svg += str(charts.timeline([charts.Event(5.0, "root", HOSTILE, HOSTILE)], HOSTILE))
    svg += str(charts.stacked_bars(charts.Buckets(0.0, 1.0, {HOSTILE: [1]}, 1), [], HOSTILE))
    assert "<img" not in svg and "<script" not in svg and 'onerror="' not in svg
    assert "&lt;script&gt;" in svg and "&amp;b=2" in svg


def test_line_chart_places_values_between_the_axes() -> None:
    svg = str(
        charts.line_chart([charts.Series("j", [(0.0, 0.0), (100.0, 1.0)])], 0.0, 100.0, "t", height=240)
    )
    (points,) = re.findall(r'points="([^"]+)"', svg)
    (x0, y0), (x1, y1) = (tuple(map(float, p.split(","))) for p in points.split())
    assert x0 == 40 and y0 == 180 and x1 == 952 and y1 == 10  # 0% at the bottom, 100% at the top
    assert "j 100%" in svg  # the legend carries the latest value


def test_timeline_orders_lanes_and_survives_a_single_instant() -> None:
    at = datetime(2026, 1, 1, tzinfo=UTC).timestamp()
    events = [charts.Event(at, "root", "line 3"), charts.Event(at, "action", "cordon planned")]
    svg = str(charts.timeline(events, "t"))
    assert svg.index('data-lane="root"') < svg.index('data-lane="action"')
    assert "00:00:00 line 3" in svg


# --- the pages -------------------------------------------------------------------------------------
async def test_incident_list_draws_incidents_by_category(console: Console) -> None:
    incident = await make_xid_incident(console.service)
    await console.login("viewer")
    page = await console.client.get("/console", params={"window": "1h"})
    assert page.status_code == 200
    assert f'data-category="{incident["category"]}"' in page.text
    assert re.search(rf"{incident['category']}: 1 at", page.text)
    # An unknown window falls back to 24 h rather than failing.
    assert (await console.client.get("/console", params={"window": "5y"})).status_code == 200


async def test_incident_timeline_tells_root_cause_symptoms_actions_and_escapes_log_text(
    console: Console,
) -> None:
    await console.service.register("job-evil", nodes=["gpu01", "gpu02"], world_size=16)
    lines = lines_of([f"{XID79} {HOSTILE}"], node="gpu02", rank=None)
    lines += lines_of(
        [f"[rank3]: Watchdog caught collective operation timeout: WorkNCCL(SeqNum=7) {HOSTILE}"],
        node="gpu01",
        rank=3,
        start_seq=10,
    )
    assert (await console.service.post_lines("job-evil", lines)).status_code == 202

    async def incident() -> dict[str, object] | None:
        resp = await console.client.get(
            "/v1/incidents", params={"job": "job-evil"}, headers=console.service.auth("viewer")
        )
        found = resp.json()["incidents"]
        return found[0] if found else None

    found = await console.service.wait_for(incident, timeout=10.0)
    await console.login("viewer")

    async def diagnosed_page() -> str | None:
        # The incident exists before its root cause and planned action are drawn: wait for both.
        page = await console.client.get(f"/console/incidents/{found['id']}")
        assert page.status_code == 200
        timeline = page.text[page.text.index('id="timeline"') :]
        drawn = 'data-lane="root"' in timeline and 'data-lane="action"' in timeline
        return page.text if drawn else None

    text = await console.service.wait_for(diagnosed_page, timeout=10.0)
    timeline = text[text.index('id="timeline"') :]
    assert "gpu02" in text
    assert "<script>alert" not in text and "<img src=x" not in text
    assert "&lt;script&gt;alert(2)&lt;/script&gt;" in timeline


async def test_nodes_page_draws_the_fleet_with_incident_counts(console: Console) -> None:
    await make_xid_incident(console.service)
    await console.login("operator")
    # Approving cordons gpu02; the fleet then shows it cordoned, the others ok.
    incident = (await console.client.get("/v1/incidents", headers=console.service.auth("viewer"))).json()
    await console.post(f"/console/incidents/{incident['incidents'][0]['id']}/approve")

    async def cordoned() -> bool:
        page = await console.client.get("/console/nodes", params={"fragment": "1"})
        return 'data-node="gpu02" data-state="cordoned"' in page.text

    await console.service.wait_for(cordoned, timeout=10.0)
    page = await console.client.get("/console/nodes")
    tiles = dict(re.findall(r'data-node="(gpu\d+)" data-state="(\w+)"', page.text))
    assert tiles == {"gpu01": "ok", "gpu02": "cordoned", "gpu03": "ok", "gpu04": "ok"}
    gpu02 = page.text[page.text.index('data-node="gpu02" data-state') :]
    assert re.search(r'class="node-count"[^>]*>1 incident<', gpu02)
    assert 'id="live"' in page.text and "live.js" in page.text


async def test_jobs_and_job_pages_draw_ettr_and_update_live(console: Console) -> None:
    await console.service.register("job-ettr", nodes=["gpu01"], world_size=8)
    await console.login("viewer")
    before = (await console.client.get("/console/version", params={"jobs": "1"})).json()["version"]
    steps = [f"step {k} loss 2.{k}" for k in range(1, 30)]
    assert (await console.service.post_lines("job-ettr", lines_of(steps))).status_code == 202

    async def tracked() -> bool:
        job = await console.service.job("job-ettr")
        return bool(job.get("last_step"))

    await console.service.wait_for(tracked, timeout=10.0)
    after = (await console.client.get("/console/version", params={"jobs": "1"})).json()["version"]
    assert after != before, "the job pages' stamp must move when a job does"

    jobs = await console.client.get("/console/jobs")
    assert jobs.status_code == 200 and 'data-job="job-ettr"' in jobs.text
    assert 'data-series="job-ettr"' in jobs.text and 'data-version-url="/console/version?jobs=1"' in jobs.text
    job = await console.client.get("/console/jobs/job-ettr")
    assert 'id="ettr-chart"' in job.text and 'data-series="job-ettr"' in job.text
    fragment = await console.client.get("/console/jobs/job-ettr", params={"fragment": "1"})
    assert (
        "<html" not in fragment.text
        and 'id="ettr-chart"' in fragment.text
        and 'id="log"' not in fragment.text
    )


async def test_rules_page_has_a_live_region_for_suggestions(console: Console) -> None:
    await console.login("viewer")
    page = await console.client.get("/console/rules")
    assert 'id="live"' in page.text and "Nothing to review" in page.text
    fragment = await console.client.get("/console/rules", params={"fragment": "1"})
    assert "<html" not in fragment.text and "Nothing to review" in fragment.text
