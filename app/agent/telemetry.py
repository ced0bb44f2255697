"""Heartbeats and log lines to the crashcart service, without ever blocking the training loop.

The training thread only appends to bounded deques (oldest dropped when full) and sets an
event; one daemon thread does the HTTP. A service that is down or slow costs the job nothing
but stale data on the service side. Log lines (the watchdog's stack dumps) have their own
queue so a flood of heartbeats cannot push them out.

Sequence numbers of log lines start at the current time in microseconds and only go up, so a
restarted process never reuses a ``seq`` the service has already seen (ingest is idempotent on
``(node, rank, stream, seq)`` and would silently drop a reused one).
"""

from __future__ import annotations

import math
import threading
import time
from collections import deque
from dataclasses import dataclass
from typing import Any

import httpx

_SENDER_IDLE_S = 0.5
_MAX_BACKOFF_S = 5.0


@dataclass(slots=True)
class TelemetryStats:
    sent: int = 0
    dropped: int = 0
    rejected: int = 0
    last_error: str | None = None


def split_nonfinite(values: dict[str, float | None]) -> tuple[dict[str, float], list[str]]:
    """Finite values, and the names of NaN/inf ones (JSON cannot carry those)."""
    finite: dict[str, float] = {}
    nonfinite: list[str] = []
    for name, value in values.items():
        if value is None:
            continue
        number = float(value)
        if math.isfinite(number):
            finite[name] = number
        else:
            nonfinite.append(name)
    return finite, nonfinite


class TelemetryClient:
    """Sends ``POST {server}/v1/jobs/{job}/heartbeat`` and ``.../logs`` from a background thread.

    ``transport`` lets tests plug ``httpx.MockTransport``; production uses the network.
    """

    def __init__(
        self,
        server: str,
        job_id: str,
        token: str | None,
        *,
        node: str,
        rank: int,
        run: str | None = None,
        max_queue: int = 256,
        timeout_s: float = 5.0,
        transport: httpx.BaseTransport | None = None,
    ) -> None:
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        self._client = httpx.Client(
            base_url=server.rstrip("/"), headers=headers, timeout=timeout_s, transport=transport
        )
        self._job_path = f"/v1/jobs/{job_id}"
        self.node = node
        self.rank = rank
        self.run = run  # sent with every heartbeat and batch of lines
        self.stats = TelemetryStats()
        self._heartbeats: deque[dict[str, Any]] = deque(maxlen=max_queue)
        self._logs: deque[dict[str, Any]] = deque(maxlen=max_queue)
        self._lock = threading.Lock()
        self._wake = threading.Event()
        self._stopping = threading.Event()
        self._last_seq: dict[str, int] = {}
        self._thread = threading.Thread(target=self._run, name="crashcart-telemetry", daemon=True)
        self._thread.start()

    # --- called from the training side: never blocks on the network -----------------------
    def heartbeat(self, payload: dict[str, Any], *, urgent: bool = False) -> None:
        body = {"node": self.node, "rank": self.rank, **payload}
        if self.run:
            body["run"] = self.run
        self._enqueue(self._heartbeats, body)
        if urgent:
            self._wake.set()

    def log_lines(self, lines: list[str], *, stream: str) -> None:
        now = time.time()
        records = []
        with self._lock:
            seq = max(self._last_seq.get(stream, -1) + 1, time.time_ns() // 1000)
            for line in lines:
                record = {"node": self.node, "rank": self.rank, "stream": stream, "seq": seq}
                records.append({**record, "ts": now, "line": line})
                seq += 1
            self._last_seq[stream] = seq - 1
        self._enqueue(self._logs, {"lines": records, **({"run": self.run} if self.run else {})})
        self._wake.set()

    def _enqueue(self, queue: deque[dict[str, Any]], item: dict[str, Any]) -> None:
        with self._lock:
            if len(queue) == queue.maxlen:
                self.stats.dropped += 1
            queue.append(item)

    # --- the sender thread --------------------------------------------------------------------
    def _next(self) -> tuple[str, dict[str, Any]] | None:
        with self._lock:
            if self._logs:
                return "logs", self._logs[0]
            if self._heartbeats:
                return "heartbeat", self._heartbeats[0]
        return None

    def _pop(self, kind: str, item: dict[str, Any]) -> None:
        with self._lock:
            queue = self._logs if kind == "logs" else self._heartbeats
            if queue and queue[0] is item:
                queue.popleft()

    def _send(self, kind: str, item: dict[str, Any]) -> bool:
        """True when the item is settled (delivered or refused for good), false to retry."""
        try:
            response = self._client.post(f"{self._job_path}/{kind}", json=item)
        except httpx.HTTPError as exc:
            self.stats.last_error = f"{type(exc).__name__}: {exc}"
            return False
        if response.status_code < 300:
            self.stats.sent += 1
            return True
        self.stats.last_error = f"{kind}: HTTP {response.status_code} {response.text[:200]}"
        if response.status_code >= 500 or response.status_code == 429:
            return False
        self.stats.rejected += 1  # a 4xx will not get better by retrying the same body
        return True

    def _run(self) -> None:
        backoff = 0.0
        while True:
            if backoff:
                self._stopping.wait(backoff)
            else:
                self._wake.wait(_SENDER_IDLE_S)
            self._wake.clear()
            while (pending := self._next()) is not None:
                kind, item = pending
                if self._send(kind, item):
                    self._pop(kind, item)
                    backoff = 0.0
                else:
                    backoff = min(_MAX_BACKOFF_S, max(0.2, backoff * 2))
                    break
                if self._stopping.is_set() and backoff:
                    break
            if self._stopping.is_set():
                return

    def pending(self) -> int:
        with self._lock:
            return len(self._logs) + len(self._heartbeats)

    def flush(self, timeout_s: float = 5.0) -> bool:
        """Wait until every queued item is sent (or given up on); true when the queues emptied."""
        deadline = time.monotonic() + timeout_s
        self._wake.set()
        while self.pending() and time.monotonic() < deadline:
            time.sleep(0.02)
            self._wake.set()
        return self.pending() == 0

    def close(self, timeout_s: float = 5.0) -> None:
        self.flush(timeout_s)
        self._stopping.set()
        self._wake.set()
        self._thread.join(timeout_s)
        self._client.close()
