"""The door of a real ``crashcart serve`` (uvicorn on loopback): half-open requests, chunked
bodies over the limit, and health checks while the in-process worker digests long lines."""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from tests.helpers import LiveServer

HEADER_TIMEOUT_S = 1.5
MAX_BODY = 1024 * 1024


@pytest.fixture
def door_server(tmp_path: Path) -> Iterator[LiveServer]:
    server = LiveServer(
        tmp_path / "data",
        extra_env={
            "CRASHCART_INGEST__HEADER_TIMEOUT_S": str(HEADER_TIMEOUT_S),
            "CRASHCART_INGEST__MAX_REQUEST_BYTES": str(MAX_BODY),
        },
    )
    yield server
    server.stop()


def _read_response(sock: socket.socket) -> bytes:
    """One whole HTTP/1.1 response: headers and a Content-Length body may arrive in separate
    segments, so a single ``recv`` is not enough."""
    sock.settimeout(5)
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = sock.recv(4096)
        if not chunk:
            return data
        data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    length = 0
    for line in head.split(b"\r\n")[1:]:
        name, _, value = line.partition(b":")
        if name.strip().lower() == b"content-length":
            length = int(value.strip())
    while len(body) < length:
        chunk = sock.recv(4096)
        if not chunk:
            break
        body += chunk
    return head + b"\r\n\r\n" + body


def _closed_by_peer(sock: socket.socket) -> bool:
    sock.settimeout(0.2)
    try:
        return sock.recv(64) == b""
    except (TimeoutError, BlockingIOError):
        return False
    except OSError:
        return True  # reset


def test_half_open_requests_are_closed_after_the_header_timeout(door_server: LiveServer) -> None:
    addr = ("127.0.0.1", door_server.port)
    socks = [socket.create_connection(addr) for _ in range(100)]
    try:
        for i, s in enumerate(socks):
            if i % 4:  # and a quarter send nothing at all
                s.sendall(b"GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow: ")
        # A complete request on a fresh connection is served meanwhile, and its keep-alive
        # connection can carry a second request later.
        with socket.create_connection(addr) as good:
            good.sendall(b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
            assert b"200 OK" in _read_response(good)
            time.sleep(0.5)
            assert door_server.http.get("/healthz").status_code == 200
            good.sendall(b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
            assert b"200 OK" in _read_response(good)

        deadline = time.monotonic() + HEADER_TIMEOUT_S + 5
        open_ = list(socks)
        while open_ and time.monotonic() < deadline:
            open_ = [s for s in open_ if not _closed_by_peer(s)]
        print(f"half-open connections still open {HEADER_TIMEOUT_S + 5}s later: {len(open_)} of {len(socks)}")
        assert not open_
    finally:
        for s in socks:
            s.close()


def _chunks(total: int) -> Iterator[bytes]:
    sent = 0
    while sent < total:
        yield b"x" * 65536
        sent += 65536


@pytest.mark.parametrize("path", ["/v1/jobs/any/logs", "/console/login", "/v1/rules/test", "/v1/jobs"])
def test_bodies_over_the_limit_are_413_on_every_route_chunked_too(door_server: LiveServer, path: str) -> None:
    headers = {
        "Authorization": "Bearer t-admin",
        "content-type": "application/json",
        "origin": door_server.url,
    }
    chunked = door_server.http.post(path, content=_chunks(MAX_BODY * 2), headers=headers)
    assert chunked.status_code == 413, chunked.text
    assert chunked.json()["error"]["code"] == "payload_too_large"
    sized = door_server.http.post(path, content=b"x" * (MAX_BODY + 1), headers=headers)
    assert sized.status_code == 413, sized.text
    assert door_server.http.get("/healthz").status_code == 200


@pytest.mark.slow
@pytest.mark.serial  # latency under load: runs after the others, alone
def test_health_stays_fast_while_batches_of_60kb_lines_are_processed(live_server: LiveServer) -> None:
    door_server = live_server  # the default limits: 16 MiB bodies
    door_server.post("/v1/jobs", {"job_id": "long-lines", "nodes": ["n1"]})
    latencies: list[float] = []
    stop = threading.Event()

    def probe() -> None:
        with httpx.Client(base_url=door_server.url, timeout=30) as c:
            while not stop.is_set():
                t = time.monotonic()
                assert c.get("/healthz").status_code == 200
                latencies.append(time.monotonic() - t)
                time.sleep(0.02)

    thread = threading.Thread(target=probe)
    thread.start()
    seq = 0
    line = ("abc def 123 xyz " * 4000)[:60_000]
    try:
        for _ in range(2):
            batch = []
            for _ in range(100):  # 6 MB of text per batch
                seq += 1
                batch.append({"node": "n1", "seq": seq, "line": f"step {seq} {line}"})
            door_server.post("/v1/jobs/long-lines/logs", {"lines": batch}, role="shipper")
        door_server.wait_until(
            lambda: door_server.get("/v1/jobs/long-lines")["lines_processed"] == seq, timeout=60
        )
    finally:
        stop.set()
        thread.join()
    latencies.sort()
    p50, p90, worst = latencies[len(latencies) // 2], latencies[int(len(latencies) * 0.9)], latencies[-1]
    print(
        f"/healthz during {seq} lines of 60 KB: n={len(latencies)} "
        f"p50={p50:.3f}s p90={p90:.3f}s max={worst:.3f}s"
    )
    assert p90 < 0.1
    assert worst < 1.5  # generous: a shared 2-core machine; before, one batch stalled it for seconds
