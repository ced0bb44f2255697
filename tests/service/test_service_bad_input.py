"""Every bad input gets a clear 4xx and stores nothing; odd text is stored sanitized."""

from __future__ import annotations

import json
from typing import Any

import pytest

from app.ingest.sanitize import TRUNCATION_MARKER
from tests.helpers import Service, lines_of


async def _expect_error(resp: Any, status: int, *words: str) -> None:
    assert resp.status_code == status, resp.text
    body = resp.json()
    assert set(body) == {"error"} and body["error"]["code"] and body["error"]["message"]
    for w in words:
        assert w in body["error"]["message"], body


async def _assert_nothing_stored(service: Service, job_id: str) -> None:
    job = await service.job(job_id)
    assert job["lines_processed"] == 0
    state = service.client._transport.app.state.crashcart  # type: ignore[attr-defined]
    assert await state.queue.depth() == 0


async def test_bad_requests_are_4xx_and_store_nothing(service: Service) -> None:
    await service.register("job-bad")
    h = {**service.auth("shipper"), "content-type": "application/json"}
    url = "/v1/jobs/job-bad/logs"
    c = service.client

    await _expect_error(await c.post(url, content=b'{"lines": [', headers=h), 422, "JSON")
    await _expect_error(await c.post(url, json={"lines": [{"node": "n"}]}, headers=h), 422, "seq")
    await _expect_error(
        await c.post(url, json={"lines": [{"node": "n", "seq": "x", "line": "a"}]}, headers=h), 422
    )
    await _expect_error(await c.post(url, json={"lines": "nope"}, headers=h), 422)
    await _expect_error(await c.post(url, json={"lines": [], "extra": 1}, headers=h), 422, "extra")
    await _expect_error(
        await c.post(url, content=b'{"lines": [{"node": "n", "seq": 1, "line": "\xff\xfe"}]}', headers=h),
        400,
        "UTF-8",
    )
    too_many = lines_of(["x"] * (service.settings.ingest.max_batch_lines + 1))
    await _expect_error(await c.post(url, json={"lines": too_many}, headers=h), 413, "limit")
    # One bad line in an otherwise good batch rejects the whole batch.
    mixed = [*lines_of(["ok"] * 3), {"node": "n", "seq": -1, "line": "bad"}]
    await _expect_error(await c.post(url, json={"lines": mixed}, headers=h), 422)
    form = {**service.auth("shipper"), "content-type": "application/x-www-form-urlencoded"}
    await _expect_error(await c.post(url, content=b'{"lines": []}', headers=form), 415, "application/json")
    await _assert_nothing_stored(service, "job-bad")

    await _expect_error(
        await c.post("/v1/jobs/nope/logs", json={"lines": lines_of(["x"])}, headers=h), 404, "unknown job"
    )
    await _expect_error(
        await c.post("/v1/jobs", json={"job_id": "j", "scheduler": "pbs"}, headers=service.auth("scheduler")),
        422,
        "scheduler",
    )
    await _expect_error(
        await c.post("/v1/jobs/job-bad/heartbeat", json={"node": "n", "step": -1}, headers=h), 422, "step"
    )
    await _expect_error(await c.get("/v1/incidents/999999", headers=service.auth("viewer")), 404)
    await _expect_error(
        await c.get("/v1/incidents", params={"limit": 0}, headers=service.auth("viewer")), 422
    )


async def test_request_over_the_size_limit_is_413(service: Service) -> None:
    await service.register("job-big")
    limit = service.settings.ingest.max_request_bytes
    body = json.dumps({"lines": lines_of(["x" * 1024] * (limit // 1024 + 10))})
    resp = await service.client.post(
        "/v1/jobs/job-big/logs",
        content=body.encode(),
        headers={**service.auth("shipper"), "content-type": "application/json"},
    )
    await _expect_error(resp, 413)
    await _assert_nothing_stored(service, "job-big")


@pytest.mark.parametrize(
    ("headers", "status"),
    [
        ({}, 401),
        ({"Authorization": "Bearer wrong"}, 401),
        ({"Authorization": "Basic dXNlcjpwYXNz"}, 401),
        ({"Authorization": "Bearer t-viewer"}, 403),
    ],
)
async def test_tokens_are_checked(service: Service, headers: dict[str, str], status: int) -> None:
    await service.register("job-auth")
    resp = await service.client.post(
        "/v1/jobs/job-auth/logs", json={"lines": lines_of(["x"])}, headers=headers
    )
    await _expect_error(resp, status)
    await _assert_nothing_stored(service, "job-auth")


async def test_shipper_cannot_register_jobs_or_read(service: Service) -> None:
    resp = await service.client.post("/v1/jobs", json={"job_id": "j1"}, headers=service.auth("shipper"))
    await _expect_error(resp, 403, "scheduler")
    resp = await service.client.get("/v1/incidents", headers=service.auth("shipper"))
    await _expect_error(resp, 403)


async def test_nul_ansi_and_huge_lines_are_stored_sanitized(service: Service) -> None:
    await service.register("job-odd")
    huge = "E" * (2 * 1024 * 1024)
    texts = ["before\x00after", "\x1b[31mred error\x1b[0m", huge, "lone \ud800 surrogate"]
    # ensure_ascii: a lone surrogate can only travel as the JSON escape "\ud800".
    body = json.dumps({"lines": lines_of(texts)}, ensure_ascii=True).encode()
    resp = await service.client.post(
        "/v1/jobs/job-odd/logs",
        content=body,
        headers={**service.auth("shipper"), "content-type": "application/json"},
    )
    assert resp.status_code == 202, resp.text
    assert resp.json() == {"accepted": 4, "truncated": 1, "message_id": resp.json()["message_id"]}

    async def processed() -> bool:
        return (await service.job("job-odd"))["lines_processed"] == 4

    await service.wait_for(processed)
    from app.store.analysis import job_lines
    from app.store.archive import open_archive
    from app.store.jobs import JobRepository

    state = service.client._transport.app.state.crashcart  # type: ignore[attr-defined]
    async with state.db.session() as session:
        job = await JobRepository(session).get("job-odd")
        assert job is not None
        lines = await job_lines(session, open_archive(service.settings), "job-odd", job.archive_bytes)
        stored = [r.line for r in lines.iter_lines()]
        from sqlalchemy import select

        from app.store.incidents import SalientLineRow

        salient = list((await session.execute(select(SalientLineRow.line))).scalars())
    assert stored[0] == "beforeafter"
    assert stored[1] == "red error"
    limit = service.settings.ingest.max_line_bytes
    assert stored[2].startswith("E" * limit) and stored[2].endswith(
        TRUNCATION_MARKER.format(n=len(huge) - limit)
    )
    assert stored[3] == "lone ? surrogate"
    # The database (PostgreSQL rejects NUL in text) holds the sanitized text too.
    assert "beforeafter" in salient and not any("\x00" in s for s in salient)


async def test_a_revoked_token_stops_working(service: Service) -> None:
    from sqlalchemy import update

    import app.api.deps as deps
    from app.api.auth import hash_token
    from app.store.jobs import ApiTokenRow

    await service.register("job-revoke")
    ok = await service.client.get("/v1/jobs/job-revoke", headers=service.auth("viewer"))
    assert ok.status_code == 200
    state = service.client._transport.app.state.crashcart  # type: ignore[attr-defined]
    async with state.db.session() as session:
        await session.execute(
            update(ApiTokenRow).where(ApiTokenRow.token_hash == hash_token("t-viewer")).values(revoked=True)
        )
        await session.commit()
    # Let the cached principal expire, as it does PRINCIPAL_TTL_S after it was looked up.
    assert deps.PRINCIPAL_TTL_S <= 60
    for digest, (principal, _) in list(state.extras["principals"].items()):
        state.extras["principals"][digest] = (principal, 0.0)
    gone = await service.client.get("/v1/jobs/job-revoke", headers=service.auth("viewer"))
    await _expect_error(gone, 401, "revoked")
