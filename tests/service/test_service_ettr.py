"""ETTR through the service: progress recorded from heartbeats, frozen at the job's end, the fleet
figure over a window, the gauges; and the run boundaries that follow a job's state."""

from __future__ import annotations

import asyncio
from datetime import timedelta
from typing import Any

import pytest
from prometheus_client.parser import text_string_to_metric_families
from sqlalchemy import select

from app.incidents import ettr as calc
from app.incidents.service import ettr
from app.store.base import utcnow
from app.store.db import Database
from app.store.jobs import JobRow
from tests.helpers import Service, lines_of


async def heartbeats(service: Service, job_id: str, steps: range) -> None:
    for step in steps:
        resp = await service.client.post(
            f"/v1/jobs/{job_id}/heartbeat",
            json={"node": "gpu01", "rank": 0, "step": step},
            headers=service.auth("shipper"),
        )
        assert resp.status_code == 202, resp.text
        await asyncio.sleep(0.02)


async def exit_with(service: Service, job_id: str, code: int, state: str) -> dict[str, Any]:
    resp = await service.client.post(
        f"/v1/jobs/{job_id}/exit", json={"exit_code": code}, headers=service.auth("scheduler")
    )
    assert resp.status_code == 202, resp.text

    async def ended() -> dict[str, Any] | None:
        job = await service.job(job_id)
        return job if job["state"] == state else None

    return dict(await service.wait_for(ended))


async def _at_step(service: Service, job_id: str, step: int) -> bool:
    return bool((await service.job(job_id))["last_step"] == step)


async def stored(service: Service, job_id: str) -> JobRow:
    db = Database(service.settings.effective_database_url)
    try:
        async with db.session() as session:
            job = (await session.execute(select(JobRow).where(JobRow.job_id == job_id))).scalar_one()
            return job
    finally:
        await db.dispose()


async def test_job_ettr_counts_progress_stops_at_the_end_and_cuts_redone_steps(service: Service) -> None:
    job_id = "ettr-job"
    await service.register(job_id)
    await heartbeats(service, job_id, range(1, 6))
    failed = await exit_with(service, job_id, 1, "failed")
    await asyncio.sleep(0.3)
    assert (await service.job(job_id))["ettr"] == failed["ettr"]  # frozen while it is down

    # Resubmitted: it resumes from the checkpoint at step 3, then finishes; its output arrives
    # as one log batch (the lowest step in it is what shows the rewind).
    await service.register(job_id)
    resumed = ["rank 0: resumed from checkpoint step 3"] + [f"step {s} loss 1.0" for s in range(4, 9)]
    assert (await service.post_lines(job_id, lines_of(resumed))).status_code == 202
    await service.wait_for(lambda: _at_step(service, job_id, 8))
    done = await exit_with(service, job_id, 0, "succeeded")
    assert done["ettr"] is not None and 0.0 < done["ettr"] < 1.0
    await asyncio.sleep(0.3)
    assert (await service.job(job_id))["ettr"] == done["ettr"]

    job = await stored(service, job_id)
    assert job.ended_at is not None
    segs = calc.segments(job.progress)
    assert [(s.first_step, s.last_step, s.open) for s in segs] == [(1, 5, False), (3, 8, False)]
    # The first run's steps 3..5 were redone: only its steps 2 (the time from step 1 to 2) count.
    kept = calc.productive_intervals(job.progress)
    assert kept[0][1] == pytest.approx(segs[0].first_at + (segs[0].last_at - segs[0].first_at) / 4)
    assert ettr(job, job.ended_at + timedelta(days=1)) == done["ettr"]

    fleet = await service.client.get("/v1/ettr", params={"window": "1h"}, headers=service.auth("viewer"))
    assert fleet.status_code == 200, fleet.text
    body = fleet.json()
    assert body["jobs"] == 1 and body["window_s"] == 3600
    assert body["ettr"] == pytest.approx(done["ettr"], rel=1e-6)

    metrics = (await service.client.get("/metrics")).text
    samples = {
        (sample.name, tuple(sorted(sample.labels.items()))): sample.value
        for family in text_string_to_metric_families(metrics)
        for sample in family.samples
    }
    assert samples[("crashcart_job_ettr", (("job_id", job_id),))] == pytest.approx(done["ettr"], rel=1e-6)
    assert samples[("crashcart_fleet_ettr", (("window", "24h"),))] == pytest.approx(done["ettr"], rel=1e-6)


async def test_fleet_window_is_validated(service: Service) -> None:
    for bad in ("bogus", "0h", "400d", "-1h"):
        resp = await service.client.get("/v1/ettr", params={"window": bad}, headers=service.auth("viewer"))
        assert resp.status_code == 422, (bad, resp.text)
    resp = await service.client.get("/v1/ettr", headers=service.auth("viewer"))
    assert resp.status_code == 200 and resp.json()["window_s"] == 86400
    assert resp.json()["jobs"] == 0 and resp.json()["ettr"] is None
    assert (await service.client.get("/v1/ettr")).status_code == 401


def test_state_changes_end_runs_and_stamp_the_end() -> None:
    job = JobRow(job_id="j", state="running", progress={}, created_at=utcnow())
    job.last_step = None
    from app.incidents.service import note_progress

    note_progress(job, 1)
    note_progress(job, 2)
    assert job.ended_at is None and calc.segments(job.progress)[-1].open
    job.state = "failed"
    assert job.ended_at is not None and not calc.segments(job.progress)[-1].open
    job.state = "restarting"  # the orchestrator restarts it: the clock runs again
    assert job.ended_at is None
    note_progress(job, 2)  # the same step as before the failure: the new run's first report
    note_progress(job, 2)
    note_progress(job, 3)
    assert [(s.first_step, s.last_step, s.open) for s in calc.segments(job.progress)] == [
        (1, 2, False),
        (2, 3, True),
    ]
    job.state = "running"  # verified: the same run goes on
    assert calc.segments(job.progress)[-1].open
    job.state = "succeeded"
    assert job.ended_at is not None


def test_jobs_from_before_tracking_have_no_figure() -> None:
    job = JobRow(job_id="old", state="succeeded", progress=None, created_at=utcnow() - timedelta(hours=1))
    assert ettr(job) is None
