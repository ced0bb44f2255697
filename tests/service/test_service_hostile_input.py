"""Hostile input at the door (issue 13): no number, id or byte an attacker or a careless client
sends may be answered 202 and then lose the batch, nor give a 500, in either storage mode.

The reproductions of the probe are here as regression tests: ``seq`` >= 2^63 beside a valid
Xid 79 line, heartbeat ``step``/``rank`` of 1e20, ids from 2^31 and above 2^63 in paths, NUL in
node/stream/nonfinite names (PostgreSQL parked such a batch; SQLite processed it).
"""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from app.ingest.base import IngestQueue
from app.settings import Settings
from tests.helpers import Service, lines_of

XID79 = "NVRM: Xid (PCI:0000:3b:00): 79, pid=2714, GPU has fallen off the bus."
BIG = 2**63


def _state(service: Service) -> Any:
    return service.client._transport.app.state.crashcart  # type: ignore[attr-defined]


def _queue(service: Service) -> IngestQueue:
    queue: IngestQueue = _state(service).queue
    return queue


async def _incidents(service: Service, job_id: str) -> list[dict[str, Any]]:
    resp = await service.client.get("/v1/incidents", params={"job": job_id}, headers=service.auth("viewer"))
    assert resp.status_code == 200, resp.text
    return list(resp.json()["incidents"])


async def _post_raw(service: Service, path: str, body: str, role: str = "shipper") -> Any:
    """Python's JSON parser accepts NaN/Infinity and any size of integer: send them as text."""
    return await service.client.post(
        path, content=body.encode(), headers={**service.auth(role), "content-type": "application/json"}
    )


def _assert_error(resp: Any, status: int, *words: str) -> None:
    assert resp.status_code == status, resp.text
    err = resp.json()["error"]
    assert err["code"] and err["message"]
    for w in words:
        assert w in err["message"], err


async def _drained(service: Service) -> None:
    async def empty() -> bool:
        return await _queue(service).depth() == 0

    await service.wait_for(empty, timeout=15)


# --- 1. numbers out of range -------------------------------------------------------------------
async def test_seq_over_2_63_beside_xid79_is_422_and_the_xid_is_still_diagnosed(service: Service) -> None:
    await service.register("job-seq", nodes=["gpu01", "gpu02"])
    xid = lines_of([XID79], node="gpu02", rank=None)[0]
    bad = {**xid, "seq": BIG, "line": "harmless"}
    resp = await service.post_lines("job-seq", [xid, bad])
    _assert_error(resp, 422, "seq")  # the whole batch, at the door: never 202-then-lost
    resp = await service.post_lines("job-seq", [xid])
    assert resp.status_code == 202, resp.text
    found = await service.wait_for(lambda: _incidents(service, "job-seq"), timeout=10)
    assert found[0]["culprit"]["nodes"] == ["gpu02"]
    assert await _queue(service).dead_count() == 0


OUT_OF_RANGE = [
    ("logs", '{"lines": [{"node": "n", "seq": 1e20, "line": "x"}]}', "seq"),
    ("logs", '{"lines": [{"node": "n", "seq": 1, "rank": 100000000000000000000, "line": "x"}]}', "rank"),
    ("logs", '{"lines": [{"node": "n", "seq": 1, "ts": NaN, "line": "x"}]}', "ts"),
    ("logs", '{"lines": [{"node": "n", "seq": 1, "ts": 1e300, "line": "x"}]}', "ts"),
    ("heartbeat", '{"node": "n", "step": 1e20}', "step"),
    ("heartbeat", '{"node": "n", "step": 9223372036854775808}', "step"),
    ("heartbeat", '{"node": "n", "step": 1, "rank": 1e20}', "rank"),
    ("heartbeat", '{"node": "n", "step": 1, "metrics": {"loss": Infinity}}', "metrics"),
    ("heartbeat", '{"node": "n", "step": 1, "loss": NaN}', "loss"),
    ("exit", '{"exit_code": 99999999999}', "exit_code"),
    ("exit", '{"exit_code": 1, "signal": 100000}', "signal"),
]


async def test_out_of_range_numbers_are_422(service: Service) -> None:
    await service.register("job-num")
    for path, body, field in OUT_OF_RANGE:
        role = "scheduler" if path == "exit" else "shipper"
        resp = await _post_raw(service, f"/v1/jobs/job-num/{path}", body, role)
        assert resp.status_code == 422, (path, body, resp.text)
        assert field in resp.json()["error"]["message"], (path, body, resp.text)
    assert await _queue(service).depth() == 0


async def test_job_registration_bounds(service: Service) -> None:
    h = service.auth("scheduler")
    for body, field in (
        ({"job_id": "j", "world_size": 2**40}, "world_size"),
        ({"job_id": "j", "nodes": ["gpu\x0001"]}, "nodes"),
        ({"job_id": "j", "owner": "me\x00"}, "owner"),
    ):
        _assert_error(await service.client.post("/v1/jobs", json=body, headers=h), 422, field)
    _assert_error(
        await _post_raw(service, "/v1/jobs", '{"job_id": "j", "spec": {"x": NaN}}', "scheduler"),
        422,
        "finite",
    )
    # Free text in a spec is kept, NUL stripped: the same stored value in both modes.
    ok = await service.client.post(
        "/v1/jobs", json={"job_id": "j-spec", "spec": {"script": "a\x00b\nc", "n": 2**62}}, headers=h
    )
    assert ok.status_code == 201, ok.text


# --- 2. ids in paths ---------------------------------------------------------------------------
PATH_IDS = [
    ("GET", "/v1/incidents/99999999999999999999", 422),
    ("GET", f"/v1/incidents/{BIG}", 422),
    ("GET", "/v1/incidents/2147483648", 404),
    ("GET", f"/v1/incidents/{BIG - 1}", 404),
    ("GET", "/v1/incidents/0", 422),
    ("POST", "/v1/incidents/2147483648/approve", 404),
    ("POST", "/v1/incidents/99999999999999999999/reject", 422),
    ("POST", "/v1/rules/suggestions/4294967296/approve", 404),
    ("POST", "/v1/rules/suggestions/99999999999999999999/reject", 422),
    ("GET", f"/v1/incidents?before_id={BIG}", 422),
    ("GET", "/v1/incidents?before_id=2147483648", 200),
]


async def test_ids_in_paths_are_404_or_422_never_500(service: Service) -> None:
    for method, path, expected in PATH_IDS:
        resp = await service.client.request(method, path, headers=service.auth("operator"))
        assert resp.status_code == expected, (method, path, resp.text)


async def test_console_ids_out_of_range_are_not_500(service: Service) -> None:
    login = await service.client.post(
        "/console/login",
        data={"token": "t-operator", "next": "/console"},
        headers={"origin": "http://crashcart.test"},
    )
    assert login.status_code == 303, login.text
    for path in ("/console/incidents/99999999999999999999", "/console/incidents/2147483648"):
        resp = await service.client.get(path)
        assert resp.status_code in (400, 404), resp.text  # the console's own pages


# --- 3. NUL and control bytes: refused the same in both modes ------------------------------------
async def test_control_bytes_are_refused_in_every_name_in_both_modes(service: Service) -> None:
    await service.register("job-nul", nodes=["gpu01", "gpu02"])
    logs = "/v1/jobs/job-nul/logs"
    for line in (
        {"node": "gpu\x0001", "seq": 1, "line": "x"},
        {"node": "gpu01", "stream": "std\x00err", "seq": 1, "line": "x"},
        {"node": "gpu01", "stream": "std\x1berr", "seq": 1, "line": "x"},
    ):
        resp = await service.client.post(logs, json={"lines": [line]}, headers=service.auth("shipper"))
        _assert_error(resp, 422, "control character")
    hb = {"node": "gpu01", "step": 3, "nonfinite": ["loss\x00"]}
    resp = await service.client.post("/v1/jobs/job-nul/heartbeat", json=hb, headers=service.auth("shipper"))
    _assert_error(resp, 422, "control character")
    for path in (
        "/v1/jobs/job%00nul",
        "/v1/incidents?job=a%00b",
        "/v1/nodes/gpu%0001",
        "/v1/nodes?state=%00",
    ):
        resp = await service.client.get(path, headers=service.auth("admin"))
        _assert_error(resp, 422)
    # Free text is stripped instead (a reason, a note): a 404 for the missing incident, not a 500.
    resp = await service.client.post(
        "/v1/incidents/12345/reject", json={"reason": "no\x00pe"}, headers=service.auth("operator")
    )
    assert resp.status_code == 404, resp.text
    # The valid lines of the probe's batch, alone: processed and diagnosed, nothing parked.
    xid = lines_of([XID79], node="gpu02", rank=None, stream="kern")
    resp = await service.post_lines("job-nul", [*xid, *lines_of(["NUL inside \x00 a line"], start_seq=2)])
    assert resp.status_code == 202, resp.text
    hb_ok = {"node": "gpu01", "step": 3, "nonfinite": ["loss"]}
    assert (
        await service.client.post("/v1/jobs/job-nul/heartbeat", json=hb_ok, headers=service.auth("shipper"))
    ).status_code == 202
    found = await service.wait_for(lambda: _incidents(service, "job-nul"), timeout=10)
    assert found[0]["culprit"]["nodes"] == ["gpu02"]
    feedback = await service.client.post(
        f"/v1/incidents/{found[0]['id']}/feedback",
        json={"correct": True, "note": "fine\x00 \x07call"},
        headers=service.auth("operator"),
    )
    assert feedback.status_code == 200, feedback.text
    assert feedback.json()["feedback"][-1]["note"] == "fine call"
    await _drained(service)
    assert await _queue(service).dead_count() == 0


async def test_alert_with_control_bytes_in_its_fingerprint_is_processed(service: Service) -> None:
    await service.register("job-alert", nodes=["gpu07"])
    hook = {
        "version": "4",
        "status": "firing",
        "alerts": [
            {
                "status": "firing",
                "labels": {"alertname": "GpuXidError", "Hostname": "gpu07", "xid": "79"},
                "annotations": {"description": "DCGM \x00 Xid"},
                "fingerprint": "ab\x00cd\x1b",
            }
        ],
    }
    resp = await service.client.post("/v1/alerts/alertmanager", json=hook, headers=service.auth("shipper"))
    assert resp.status_code == 202, resp.text
    assert resp.json()["accepted"] == 1
    await _drained(service)
    assert (await service.job("job-alert"))["lines_processed"] == 1
    assert await _queue(service).dead_count() == 0


# --- 4. what the worker cannot process is parked alone, visible, replayable ----------------------
async def test_an_unprocessable_line_is_parked_alone_and_the_rest_goes_on(service: Service) -> None:
    """A message that predates today's bounds (or came another way) still loses only its bad lines."""
    await service.register("job-park", nodes=["gpu01", "gpu02"])
    good = lines_of(["step 1 loss 2.0", XID79, "step 2 loss 1.9"], node="gpu02", rank=None)
    poison = [
        {**good[0], "seq": 2**64, "line": "seq too large"},
        {**good[0], "node": "gpu\x0002", "seq": 50, "line": "NUL in the node"},
        "not even an object",
    ]
    await _queue(service).publish("job-park", "logs", {"lines": [good[0], *poison, good[1], good[2]]})
    await _queue(service).publish("job-park", "heartbeat", {"node": "gpu01", "step": 1e20})

    async def processed() -> bool:
        return (await service.job("job-park"))["lines_processed"] == 3

    await service.wait_for(processed, timeout=15)
    found = await service.wait_for(lambda: _incidents(service, "job-park"), timeout=10)
    assert found[0]["culprit"]["nodes"] == ["gpu02"]
    await _drained(service)
    letters = await _queue(service).dead_letters()
    assert len(letters) == 4, [d.summary() for d in letters]
    assert all(d.reason for d in letters)
    assert sum(d.kind == "logs" for d in letters) == 3
    assert all(len(d.payload["lines"]) == 1 for d in letters if d.kind == "logs")
    metrics = (await service.client.get("/metrics")).text
    assert "crashcart_dead_letters 4.0" in metrics
    assert _alert_fires("CrashcartDeadLetters", metrics)


def _alert_fires(name: str, metrics: str) -> bool:
    """The shipped rule's `metric > N` against the scraped value (what Prometheus would evaluate)."""
    import re
    from pathlib import Path

    import yaml

    rules_file = Path(__file__).resolve().parents[2] / "deploy" / "prometheus" / "crashcart-rules.yml"
    rules = {r["alert"]: r for g in yaml.safe_load(rules_file.read_text())["groups"] for r in g["rules"]}
    m = re.fullmatch(r"(\w+) > (\d+)", rules[name]["expr"].strip())
    assert m is not None, rules[name]["expr"]
    value = re.search(rf"^{m.group(1)} (\S+)$", metrics, re.MULTILINE)
    assert value is not None, f"{m.group(1)} is not exported"
    return float(value.group(1)) > float(m.group(2))


async def test_a_line_that_fails_processing_is_parked_and_replayed_by_the_cli(
    service: Service, monkeypatch: pytest.MonkeyPatch
) -> None:
    import app.incidents.service as incidents

    real = incidents.process_partitions
    broken = {"on": True}

    async def flaky(session: Any, job: Any, batches: Any, cache: Any, **kw: Any) -> Any:
        if broken["on"] and any("POISON" in ln.text for b in batches for ln in b.lines):
            raise ValueError("cannot digest this line")
        return await real(session, job, batches, cache, **kw)

    monkeypatch.setattr(incidents, "process_partitions", flaky)
    await service.register("job-replay", nodes=["gpu01", "gpu02"])
    batch = lines_of(["step 1 loss 2.0", "POISON here", XID79, "step 2 loss 1.9"], node="gpu02", rank=None)
    assert (await service.post_lines("job-replay", batch)).status_code == 202

    async def processed(n: int) -> bool:
        return (await service.job("job-replay"))["lines_processed"] == n

    await service.wait_for(lambda: processed(3), timeout=15)
    assert await service.wait_for(lambda: _incidents(service, "job-replay"), timeout=10)
    await _drained(service)
    listed = await _cli(service.settings, "dead-letters", "list", "--json")
    rows = [json.loads(line) for line in listed.splitlines()]
    assert len(rows) == 1 and "cannot digest" in rows[0]["reason"], listed
    assert rows[0]["payload"]["lines"][0]["line"] == "POISON here"
    assert "cannot digest" in await _cli(service.settings, "dead-letters", "list")

    broken["on"] = False
    assert "replayed 1 item(s)" in await _cli(service.settings, "dead-letters", "replay", rows[0]["id"])
    # The replayed line's seq is below the stream's cursor; it is processed all the same.
    await service.wait_for(lambda: processed(4), timeout=15)
    assert await _queue(service).dead_count() == 0
    assert "no dead letters" in await _cli(service.settings, "dead-letters", "list")


async def _cli(settings: Settings, *args: str) -> str:
    """The CLI in a subprocess, without blocking the event loop the in-process service runs on
    (blocked, a transaction it holds open would keep SQLite's write lock from the CLI)."""
    return await asyncio.to_thread(_cli_blocking, settings, *args)


def _cli_blocking(settings: Settings, *args: str) -> str:
    env = {k: v for k, v in os.environ.items() if not k.startswith("CRASHCART_")}
    env.update(CRASHCART_DATA_DIR=str(settings.data_dir), CRASHCART_LOG_LEVEL="warning")
    if settings.database_url:
        env["CRASHCART_DATABASE_URL"] = settings.database_url
    if settings.redis_url:
        env.update(CRASHCART_REDIS_URL=settings.redis_url, CRASHCART_REDIS_PREFIX=settings.redis_prefix)
    done = subprocess.run(
        [sys.executable, "-m", "app", *args], env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


# --- 5. the HTTP edges: 405 Allow, 503 Retry-After, documented codes ------------------------------
async def test_405_carries_allow(service: Service) -> None:
    resp = await service.client.delete("/v1/jobs", headers=service.auth("admin"))
    assert resp.status_code == 405
    assert "POST" in resp.headers["allow"]
    assert resp.json()["error"]["code"] == "method_not_allowed"


async def test_queue_outage_is_503_with_retry_after(service: Service) -> None:
    await service.register("job-outage")
    queue = _queue(service)

    async def down(*_: Any, **__: Any) -> str:
        from app.errors import QueueError

        raise QueueError("redis unavailable: connection refused")

    original = queue.publish
    queue.publish = down  # type: ignore[method-assign]
    try:
        resp = await service.post_lines("job-outage", lines_of(["x"]))
    finally:
        queue.publish = original  # type: ignore[method-assign]
    _assert_error(resp, 503, "unavailable")
    assert int(resp.headers["retry-after"]) > 0


@pytest.fixture
async def redis_service(tmp_path: Path, pg_database: str, redis_prefix: str) -> AsyncIterator[Service]:
    """The service in PostgreSQL + Redis mode only."""
    import httpx

    from app.main import create_app
    from app.settings import override_settings
    from app.store.db import upgrade
    from tests.conftest import REDIS_URL, make_settings

    settings = make_settings(
        tmp_path, database_url=pg_database, redis_url=REDIS_URL, redis_prefix=redis_prefix
    )
    await upgrade(pg_database)
    override_settings(settings)
    app = create_app(settings)
    try:
        async with app.router.lifespan_context(app):
            transport = httpx.ASGITransport(app=app)
            async with httpx.AsyncClient(transport=transport, base_url="http://crashcart.test") as client:
                yield Service(client, settings)
    finally:
        override_settings(None)


@pytest.mark.redis
async def test_redis_down_is_503_with_retry_after(redis_service: Service) -> None:
    import redis.asyncio as aioredis

    service = redis_service
    await service.register("job-redis-down")
    queue: Any = _queue(service)
    real = queue.redis
    dead = aioredis.from_url("redis://127.0.0.1:1/0", decode_responses=True)
    queue.redis = dead
    try:
        resp = await service.post_lines("job-redis-down", lines_of(["x"]))
    finally:
        queue.redis = real
        await dead.aclose()
    _assert_error(resp, 503)
    assert resp.headers["retry-after"].isdigit()


async def test_openapi_documents_what_routes_answer(service: Service) -> None:
    doc = (await service.client.get("/openapi.json")).json()
    for path, operations in doc["paths"].items():
        for method, op in operations.items():
            codes = set(op["responses"])
            if path.startswith("/v1/"):
                assert {"401", "403", "422", "503"} <= codes, (method, path, codes)
            if "requestBody" in op:
                assert {"413", "415", "422"} <= codes, (method, path, codes)
            if "{" in path:
                assert "404" in codes, (method, path, codes)
    assert "200" in doc["paths"]["/v1/jobs"]["post"]["responses"]  # registered again
    assert "HTTPValidationError" not in doc["components"]["schemas"]
