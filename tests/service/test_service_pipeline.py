"""The thin end-to-end path, in both modes (SQLite + local queue, PostgreSQL + Redis Streams)."""

from __future__ import annotations

import time
from typing import Any

from tests.helpers import Service, lines_of

XID79 = "NVRM: Xid (PCI:0000:3b:00): 79, pid=2714, GPU has fallen off the bus."


async def _incidents(service: Service, job_id: str) -> list[dict[str, Any]]:
    resp = await service.client.get("/v1/incidents", params={"job": job_id}, headers=service.auth("viewer"))
    assert resp.status_code == 200, resp.text
    return list(resp.json()["incidents"])


async def test_xid79_from_gpu02_becomes_incident_naming_gpu02(service: Service) -> None:
    await service.register("job-xid", nodes=["gpu01", "gpu02", "gpu03", "gpu04"], world_size=32)
    noise = [f"[rank{r}]: step 10 loss 2.31" for r in range(8)]
    started = time.monotonic()
    resp = await service.post_lines("job-xid", lines_of([*noise, XID79], node="gpu02", rank=None))
    assert resp.status_code == 202, resp.text
    assert resp.json()["accepted"] == 9

    found = await service.wait_for(lambda: _incidents(service, "job-xid"), timeout=2.0)
    elapsed = time.monotonic() - started
    incident = found[0]
    assert incident["culprit"]["nodes"] == ["gpu02"]
    assert incident["category"] in ("gpu_xid", "node_failure")
    assert incident["action"] == "cordon_and_restart"
    assert elapsed < 2.0

    async def detail_with_signal() -> dict[str, Any] | None:
        # The priority lane may make the incident before the batch's signal rows are committed.
        detail = await service.client.get(f"/v1/incidents/{incident['id']}", headers=service.auth("viewer"))
        assert detail.status_code == 200
        body: dict[str, Any] = detail.json()
        return body if any(s["line"] == XID79 for s in body["signals"]) else None

    body = await service.wait_for(detail_with_signal, timeout=10.0)
    assert XID79 in body["evidence"] or body["root_cause_line"] == XID79

    async def processed() -> dict[str, Any] | None:
        job: dict[str, Any] = await service.job("job-xid")
        return job if job["lines_processed"] == 9 else None

    job = await service.wait_for(processed, timeout=10.0)
    assert job["incidents"][0]["id"] == incident["id"]


async def test_resending_a_batch_is_idempotent(service: Service) -> None:
    await service.register("job-idem")
    batch = lines_of([f"step {i} loss 1.0" for i in range(50)])
    for _ in range(3):
        assert (await service.post_lines("job-idem", batch)).status_code == 202

    async def processed() -> bool:
        return (await service.job("job-idem"))["lines_processed"] == 50

    await service.wait_for(processed)
    # A later batch of the same stream with overlapping seqs adds only the new lines.
    more = lines_of([f"step {i} loss 1.0" for i in range(40, 60)], start_seq=41)
    assert (await service.post_lines("job-idem", more)).status_code == 202

    async def processed_more() -> bool:
        return (await service.job("job-idem"))["lines_processed"] == 60

    await service.wait_for(processed_more)
    assert (await service.job("job-idem"))["last_step"] == 59


async def test_heartbeat_and_exit_update_the_job(service: Service) -> None:
    await service.register("job-hb")
    hb = {"node": "gpu01", "rank": 0, "step": 42, "loss": 2.5, "tokens_per_s": 1000.0}
    resp = await service.client.post("/v1/jobs/job-hb/heartbeat", json=hb, headers=service.auth("shipper"))
    assert resp.status_code == 202, resp.text

    async def stepped() -> bool:
        return (await service.job("job-hb"))["last_step"] == 42

    await service.wait_for(stepped)
    resp = await service.client.post(
        "/v1/jobs/job-hb/exit", json={"exit_code": 0}, headers=service.auth("scheduler")
    )
    assert resp.status_code == 202

    async def done() -> bool:
        return (await service.job("job-hb"))["state"] == "succeeded"

    await service.wait_for(done)


async def test_failed_exit_without_signature_needs_a_human(service: Service) -> None:
    await service.register("job-exit")
    await service.post_lines("job-exit", lines_of(["step 1 loss 3.0", "step 2 loss 2.9"]))
    resp = await service.client.post(
        "/v1/jobs/job-exit/exit", json={"exit_code": 137, "signal": 9}, headers=service.auth("scheduler")
    )
    assert resp.status_code == 202
    found = await service.wait_for(lambda: _incidents(service, "job-exit"))
    assert found[0]["action"] == "needs_human"
    assert (await service.job("job-exit"))["state"] == "failed"


async def test_health_readiness_and_metrics(service: Service) -> None:
    assert (await service.client.get("/healthz")).json() == {"status": "ok"}
    ready = await service.client.get("/readyz")
    assert ready.status_code == 200 and ready.json()["database"] == "ok" and ready.json()["queue"] == "ok"
    await service.register("job-metrics")
    await service.post_lines("job-metrics", lines_of(["hello"]))

    async def counted() -> bool:
        text = (await service.client.get("/metrics")).text
        return "crashcart_lines_accepted_total" in text and "crashcart_queue_depth" in text

    await service.wait_for(counted)


async def test_a_job_without_progress_becomes_a_hang_incident(service: Service) -> None:
    from datetime import UTC, datetime, timedelta

    from app.incidents.service import sweep_stalled_jobs

    await service.register("job-stall")
    await service.post_lines("job-stall", lines_of(["step 7 loss 2.0"]))

    async def stepped() -> bool:
        return (await service.job("job-stall"))["last_step"] == 7

    await service.wait_for(stepped)
    state = service.client._transport.app.state.crashcart  # type: ignore[attr-defined]
    later = datetime.now(UTC) + timedelta(seconds=700)
    async with state.db.session() as session:
        assert await sweep_stalled_jobs(session, 600, now=datetime.now(UTC)) == []
        opened = await sweep_stalled_jobs(session, 600, now=later)
        await session.commit()
    assert len(opened) == 1
    async with state.db.session() as session:
        # Reported once: the next sweep finds the open incident and adds nothing.
        assert await sweep_stalled_jobs(session, 600, now=later + timedelta(seconds=60)) == []
    job = await service.job("job-stall")
    assert job["incidents"][0]["category"] == "hang"
    assert job["incidents"][0]["action"] == "needs_human"


async def test_template_ids_continue_after_a_worker_restart(service: Service) -> None:
    from sqlalchemy import select

    from app.store.incidents import TemplateRow

    await service.register("job-tpl")
    texts = [f"[rank{i % 4}]: step {i} loss {i % 5}.5 lr 3e-4" for i in range(50)]
    texts += [f"NCCL INFO Channel {i % 8:02d} : 3[3] -> 4[4] via P2P/IPC" for i in range(20)]
    await service.post_lines("job-tpl", lines_of(texts))
    state = service.client._transport.app.state.crashcart  # type: ignore[attr-defined]

    async def templates() -> dict[int, tuple[str, int]]:
        async with state.db.session() as session:
            rows = (
                await session.execute(select(TemplateRow).where(TemplateRow.job_id == "job-tpl"))
            ).scalars()
            return {r.template_id: (r.template, r.count) for r in rows}

    async def processed(n: int) -> bool:
        return (await service.job("job-tpl"))["lines_processed"] == n

    await service.wait_for(lambda: processed(70))
    before = await templates()
    assert sum(c for _, c in before.values()) == 70
    state.cache.drop("job-tpl")  # what a worker restart loses: the in-memory miner
    await service.post_lines("job-tpl", lines_of(texts, start_seq=71))
    await service.wait_for(lambda: processed(140))
    after = await templates()
    assert set(after) == set(before), "the restored miner created new ids for known shapes"
    assert all(after[t][1] == 2 * before[t][1] for t in before)
