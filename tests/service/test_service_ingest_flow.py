"""The ingest door under load, against a real ``crashcart serve`` on loopback in both modes.

* Detection first: an Xid 79 line posted behind a backlog of routine lines becomes an incident
  while most of the backlog is still queued (the priority lane), and once the backlog reached
  the same line there is still exactly one incident.
* Gzip bodies: accepted as plain JSON; a corrupt one is a 400, a zip bomb a 413, another
  encoding a 415; nothing of a refused body is stored.
* Backpressure: with no worker running, past the high-water mark the API answers 429 with
  ``Retry-After``; the shipper client waits and sends again; once a worker runs, every accepted
  line is processed, none twice.
"""

from __future__ import annotations

import gzip
import json
import os
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from app.api.limits import _Inflated, inflate
from app.ingest.client import ApiClient
from app.store.db import upgrade_sync
from tests.conftest import REDIS_URL
from tests.helpers import TOKENS, LiveServer, Service, lines_of

XID79 = "NVRM: Xid (PCI:0000:3b:00): 79, pid=2714, GPU has fallen off the bus."
SHIPPER = Service.auth("shipper")


def _routine(node: str, start: int, n: int) -> list[dict[str, Any]]:
    return [
        {
            "node": node,
            "rank": i % 8,
            "stream": "stdout",
            "seq": start + i,
            "line": f"{node}:1234:1234 [{i % 8}] NCCL INFO Channel {i % 32:02d}/0 : {i % 8}[{i % 8}] -> "
            f"{(i + 1) % 8}[{(i + 1) % 8}] via P2P/CUMEM/read step {start + i}",
        }
        for i in range(n)
    ]


@pytest.fixture(params=["embedded", "postgres_redis"])
def mode_env(request: pytest.FixtureRequest) -> Iterator[dict[str, str]]:
    if request.param == "embedded":
        yield {}
        return
    url = request.getfixturevalue("pg_database")
    prefix = request.getfixturevalue("redis_prefix")
    upgrade_sync(url)
    yield {"CRASHCART_DATABASE_URL": url, "CRASHCART_REDIS_URL": REDIS_URL, "CRASHCART_REDIS_PREFIX": prefix}


def _post(server: LiveServer, job: str, lines: list[dict[str, Any]], **kw: Any) -> httpx.Response:
    return server.http.post(f"/v1/jobs/{job}/logs", json={"lines": lines}, headers=SHIPPER, **kw)


@pytest.mark.slow
def test_a_failure_line_jumps_the_backlog_and_opens_one_incident(
    tmp_path: Path, mode_env: dict[str, str]
) -> None:
    # The backlog is queued while no worker runs (a worker may drain batches as fast as one
    # client posts them), then a worker starts on it and the failure line is posted at once.
    batches, size = 40, 2000
    server = LiveServer(tmp_path / "data", extra_env=mode_env, serve_args=("--no-worker",))
    try:
        server.post("/v1/jobs", {"job_id": "big", "nodes": ["gpu01", "gpu02"], "scheduler": "local"})
        for b in range(batches):
            assert _post(server, "big", _routine("gpu01", b * size + 1, size)).status_code == 202
    finally:
        server.stop()
    server = LiveServer(tmp_path / "data", extra_env=mode_env)
    try:
        accepted = time.monotonic()
        resp = _post(server, "big", lines_of([XID79], node="gpu02", rank=3))
        assert resp.status_code == 202, resp.text

        def incident() -> Any:
            return server.get("/v1/jobs/big")["incidents"]

        found = server.wait_until(incident, timeout=30)
        latency = time.monotonic() - accepted
        behind = server.get("/v1/jobs/big")["lines_processed"]
        assert found[0]["culprit"]["nodes"] == ["gpu02"]
        assert "Xid" in found[0]["root_cause_line"]
        # The backlog had not been worked off: the line did not wait behind it.
        assert behind < batches * size, (behind, latency)
        assert latency < 10, latency

        server.wait_until(lambda: server.get("/v1/jobs/big")["lines_processed"] == batches * size + 1, 300)
        final = server.get("/v1/jobs/big")["incidents"]
        assert len(final) == 1, final
        assert final[0]["id"] == found[0]["id"]
        assert final[0]["culprit"]["nodes"] == ["gpu02"]
    finally:
        server.stop()


def test_gzip_bodies_and_bad_encodings(tmp_path: Path) -> None:
    server = LiveServer(
        tmp_path / "data", extra_env={"CRASHCART_INGEST__MAX_DECOMPRESSED_BYTES": str(4 * 1024 * 1024)}
    )
    try:
        server.post("/v1/jobs", {"job_id": "gz", "nodes": ["gpu01", "gpu02"], "scheduler": "local"})
        body = json.dumps({"lines": lines_of(["hello", XID79], node="gpu02")}).encode()
        headers = {**SHIPPER, "Content-Type": "application/json", "Content-Encoding": "gzip"}
        ok = server.http.post("/v1/jobs/gz/logs", content=gzip.compress(body), headers=headers)
        assert ok.status_code == 202, ok.text
        assert ok.json()["accepted"] == 2

        corrupt = gzip.compress(body)[:-12] + b"garbage!!!!!"
        bad = server.http.post("/v1/jobs/gz/logs", content=corrupt, headers=headers)
        assert bad.status_code == 400, bad.text
        assert bad.json()["error"]["code"] == "bad_request"
        truncated = server.http.post("/v1/jobs/gz/logs", content=gzip.compress(body)[:20], headers=headers)
        assert truncated.status_code == 400, truncated.text

        # 64 MiB of spaces inside valid JSON: ~64 KiB on the wire, refused without inflating it all.
        bomb = gzip.compress(b'{"lines": [' + b" " * (64 * 1024 * 1024) + b"]}", compresslevel=9)
        assert len(bomb) < 200_000
        big = server.http.post("/v1/jobs/gz/logs", content=bomb, headers=headers)
        assert big.status_code == 413, big.text

        other = server.http.post(
            "/v1/jobs/gz/logs", content=body, headers={**headers, "Content-Encoding": "br"}
        )
        assert other.status_code == 415, other.text

        server.wait_until(lambda: server.get("/v1/jobs/gz")["lines_processed"] == 2)
        assert len(server.get("/v1/jobs/gz")["incidents"]) == 1
        # The client sends gzip: the same lines again are accepted, and skipped as duplicates.
        client = ApiClient(server.url, TOKENS["shipper"], give_up_after_s=10)
        client.post_lines("gz", lines_of(["hello", XID79], node="gpu02"))
        client.close()
        time.sleep(1)
        assert server.get("/v1/jobs/gz")["lines_processed"] == 2
    finally:
        server.stop()


def test_inflate_bounds() -> None:
    data = b"x" * 1000
    assert inflate(gzip.compress(data), 1000) == data
    assert inflate(gzip.compress(data) + gzip.compress(data), 2000) == data * 2  # two members
    with pytest.raises(_Inflated):
        inflate(gzip.compress(data), 999)
    with pytest.raises(ValueError):
        inflate(b"not gzip at all", 1000)
    with pytest.raises(ValueError):
        inflate(gzip.compress(data)[:-4], 1000)


def _start_worker(env: dict[str, str], data_dir: Path, log: Path) -> subprocess.Popen[bytes]:
    full = {k: v for k, v in os.environ.items() if not k.startswith("CRASHCART_")}
    full.update(CRASHCART_DATA_DIR=str(data_dir), CRASHCART_LOG_LEVEL="warning", **env)
    with log.open("ab") as out:
        return subprocess.Popen(
            [sys.executable, "-m", "app", "worker"], env=full, stdout=out, stderr=subprocess.STDOUT
        )


def _serve_api_only(data_dir: Path, env: dict[str, str]) -> LiveServer:
    """``crashcart serve --no-worker``: the door alone, so the queue only grows."""
    return LiveServer(data_dir, env, serve_args=("--no-worker",))


@pytest.mark.slow
def test_flood_without_worker_is_refused_with_retry_after_and_nothing_is_lost(
    tmp_path: Path, mode_env: dict[str, str]
) -> None:
    env = {
        **mode_env,
        "CRASHCART_INGEST__QUEUE_HIGH_WATER": "10",
        "CRASHCART_INGEST__RETRY_AFTER_S": "1",
    }
    data_dir = tmp_path / "data"
    server = _serve_api_only(data_dir, env)
    worker: subprocess.Popen[bytes] | None = None
    try:
        server.post("/v1/jobs", {"job_id": "flood", "nodes": ["gpu01"], "scheduler": "local"})
        accepted = 0
        refused = None
        for b in range(40):
            resp = _post(server, "flood", _routine("gpu01", b * 500 + 1, 500))
            if resp.status_code == 429:
                refused = resp
                break
            assert resp.status_code == 202, resp.text
            accepted += 500
            time.sleep(0.05)  # let the cached depth catch up (it is read at most every 0.5 s)
        assert refused is not None, "no 429 although no worker drains the queue"
        assert refused.headers["Retry-After"] == "1"
        assert refused.json()["error"]["code"] == "overloaded"
        assert accepted <= 20 * 500  # bounded: the high-water mark plus what one depth reading let in
        # Heartbeats and exits still get through: they are how a failure is reported.
        hb = server.http.post(
            "/v1/jobs/flood/heartbeat", json={"node": "gpu01", "rank": 0, "step": 1}, headers=SHIPPER
        )
        assert hb.status_code == 202, hb.text

        # A shipper keeps its batch and sends again after Retry-After; a worker starts meanwhile.
        client = ApiClient(server.url, TOKENS["shipper"], give_up_after_s=120)
        done = threading.Event()
        failed: list[BaseException] = []

        def ship() -> None:
            try:
                client.post_lines("flood", _routine("gpu01", 40 * 500 + 1, 500))
            except BaseException as exc:
                failed.append(exc)
            done.set()

        thread = threading.Thread(target=ship)
        thread.start()
        time.sleep(3)
        assert not done.is_set(), f"the client did not wait for the queue to drain: {failed}"
        worker = _start_worker(env, data_dir, tmp_path / "worker.log")
        assert done.wait(120), "the client never got its batch in"
        thread.join()
        assert not failed, failed
        client.close()
        accepted += 500
        server.wait_until(lambda: server.get("/v1/jobs/flood")["lines_processed"] == accepted, 240)
        time.sleep(1)
        assert server.get("/v1/jobs/flood")["lines_processed"] == accepted
    finally:
        if worker is not None:
            worker.terminate()
            worker.wait(timeout=30)
        server.stop()


def test_only_candidate_lines_take_the_priority_lane() -> None:
    from app.classify.engine import RuleEngine
    from app.ingest.fast_lane import MAX_LINES_PER_BATCH, candidates
    from app.settings import get_settings

    engine = RuleEngine.from_dir(get_settings().rules_dir)
    routine = _routine("gpu01", 1, 500)
    picked = candidates(engine, [*routine, *lines_of([XID79], node="gpu02")])
    assert [line["line"] for line in picked] == [XID79]
    flood = lines_of([XID79] * (MAX_LINES_PER_BATCH + 10))
    assert len(candidates(engine, flood)) == MAX_LINES_PER_BATCH
    # A traceback's echo of the code that raised is no cause: only its final exception line
    # takes the lane (the preview has no frame lines to tell them apart; the full pipeline does).
    traceback = [
        "[rank1]: Traceback (most recent call last):",
        '[rank1]:   File "train.py", line 228, in main',
        '[rank1]:     raise RuntimeError("CUDA error: uncorrectable ECC error encountered")',
        "[rank1]: RuntimeError: CUDA error: uncorrectable ECC error encountered",
    ]
    picked = candidates(engine, lines_of(traceback, node="gpu02"))
    assert [line["line"] for line in picked] == [traceback[-1]]


async def test_the_fake_queue_serves_the_priority_lane_first() -> None:
    import asyncio

    from app.ingest.base import URGENT, MemoryQueue, QueueMessage

    queue = MemoryQueue()
    for kind in ("logs", "logs", URGENT, "logs"):
        await queue.publish("j", kind, {"lines": []})
    seen: list[str] = []
    stop = asyncio.Event()

    async def handler(msg: QueueMessage) -> None:
        seen.append(msg.kind)
        if len(seen) == 4:
            stop.set()

    await queue.consume(handler, stop)
    assert seen == [URGENT, "logs", "logs", "logs"]
