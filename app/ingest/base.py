"""The queue between the API and the workers: one small interface, an in-memory fake beside it.

Delivery is at-least-once and in order per job: a message is acknowledged only after the
handler's transaction committed, and the handler dedupes (stream cursors), so a redelivered
message changes nothing.
"""

from __future__ import annotations

import asyncio
import json
import time
import zlib
from abc import ABC, abstractmethod
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import pydantic_core
from prometheus_client import Counter

Handler = Callable[["QueueMessage"], Awaitable[None]]
# Several queued messages handled as one (app/ingest/consumer.py: one transaction); raising means
# none of them was: the queue then hands them to the one-message handler, one at a time.
GroupHandler = Callable[[list["QueueMessage"]], Awaitable[None]]

ITEMS_PARKED = Counter(
    "crashcart_items_parked_total",
    "Accepted items (lines, heartbeats, exits, whole messages) parked as dead letters",
    ["kind"],
)
# A replayed item carries this key in its payload: its lines were never processed, so the stream
# cursors (which skip lines at or below the highest seq seen) must not drop them.
REPLAY_KEY = "replay"
# The priority lane's message kind: copies of a batch's candidate lines (app/ingest/fast_lane.py),
# which every queue hands to the worker before the backlog.
URGENT = "urgent"


class Deferred(Exception):
    """Raised by a handler: this message waits for messages of its job published before it on
    other partitions (an exit behind the job's lines on its nodes' partitions). The queue delivers
    it again later and counts no failure."""


@dataclass(slots=True)
class QueueMessage:
    id: str
    partition: int
    job_id: str
    kind: str  # "logs" | "heartbeat" | "exit" | "urgent"
    payload: dict[str, Any]

    def encode(self) -> str:
        return json.dumps({"job_id": self.job_id, "kind": self.kind, "payload": self.payload})


@dataclass(slots=True)
class DeadLetter:
    """An accepted item a worker could not process, kept for an operator: never dropped."""

    id: str
    job_id: str
    kind: str
    payload: dict[str, Any]
    reason: str
    parked_at: datetime | None = None
    origin: str = ""  # the message (and line) it came from

    def summary(self) -> dict[str, Any]:
        lines = self.payload.get("lines")
        return {
            "id": self.id,
            "job_id": self.job_id,
            "kind": self.kind,
            "items": len(lines) if isinstance(lines, list) else 1,
            "reason": self.reason,
            "parked_at": self.parked_at.isoformat() if self.parked_at else None,
            "origin": self.origin,
        }


def decode_message(raw: str | bytes) -> Any:
    """A queued message's JSON (written by ``json.dumps``), as ``json.loads`` reads it.

    pydantic-core's parser (already a dependency) reads a 2,000-line batch in ~2/3 of the json
    module's time; anything it refuses (a lone surrogate escape, say) goes to ``json.loads``."""
    try:
        return pydantic_core.from_json(raw)
    except (ValueError, TypeError):  # TypeError: a str holding a lone surrogate
        return json.loads(raw)


def groupable(msg: QueueMessage) -> bool:
    """A backlog batch of lines that may be handled with others of its job in one transaction
    (not a replayed item: its lines skip the stream cursors' test)."""
    return (
        msg.kind == "logs" and not msg.payload.get(REPLAY_KEY) and isinstance(msg.payload.get("lines"), list)
    )


def _run_of(msg: QueueMessage) -> str | None:
    run = msg.payload.get("run")
    return run if isinstance(run, str) else None


def joins_group(group: Sequence[QueueMessage], msg: QueueMessage, max_lines: int) -> bool:
    """Whether ``msg`` may follow ``group`` (consecutive messages) in one transaction."""
    if not group:
        return True
    first = group[0]
    if not groupable(first) or not groupable(msg):
        return False
    if msg.job_id != first.job_id or _run_of(msg) != _run_of(first):
        return False
    return sum(len(m.payload["lines"]) for m in group) + len(msg.payload["lines"]) <= max_lines


def replay_payload(payload: dict[str, Any]) -> dict[str, Any]:
    return {**payload, REPLAY_KEY: True}


def partition_of(job_id: str, partitions: int, node: str | None = None) -> int:
    """A job's lines are partitioned by ``(job, node)``: one node's streams stay in one partition
    (per-stream order holds), one job's nodes spread over every partition, so over every worker.
    Messages without a node (heartbeats, exits, the priority lane) go by the job alone."""
    key = job_id if node is None else f"{job_id}\x1f{node}"
    return zlib.crc32(key.encode()) % partitions


class IngestQueue(ABC):
    partitions: int
    _depth_seen: tuple[float, int] | None = None

    @abstractmethod
    async def publish(self, job_id: str, kind: str, payload: dict[str, Any], node: str | None = None) -> str:
        """Durably enqueue on the partition of ``(job_id, node)``; returns the message id."""

    @abstractmethod
    async def consume(
        self, handler: Handler, stop: asyncio.Event, group_handler: GroupHandler | None = None
    ) -> None:
        """Deliver messages to ``handler`` until ``stop`` is set; ack each after it returns.

        With ``group_handler``, a queue that reads several backlog messages at once may hand
        consecutive batches of one job (:func:`joins_group`) to it together, and acks them all
        after it returned; when it raises, each goes to ``handler`` alone, in order."""

    @abstractmethod
    async def depth(self) -> int:
        """Messages accepted but not yet acknowledged."""

    @abstractmethod
    async def park(self, job_id: str, kind: str, payload: dict[str, Any], reason: str, key: str) -> None:
        """Keep one item a worker cannot process, with why; idempotent per ``key``."""

    @abstractmethod
    async def dead_letters(self, limit: int = 100) -> list[DeadLetter]:
        """Parked items, oldest first."""

    @abstractmethod
    async def dead_count(self) -> int:
        """How many items are parked."""

    @abstractmethod
    async def replay(self, ids: list[str] | None = None) -> int:
        """Put parked items (all when ``ids`` is None) back on the queue; returns how many."""

    async def recent_depth(self, max_age_s: float = 0.5) -> int:
        """:meth:`depth`, counted at most every ``max_age_s`` (the API asks on every batch)."""
        now = time.monotonic()
        seen = self._depth_seen
        if seen is None or now - seen[0] > max_age_s:
            self._depth_seen = (now, seen[1] if seen else 0)  # one count at a time, not a stampede
            seen = (now, await self.depth())
            self._depth_seen = seen
        return seen[1]

    async def earlier_pending(self, msg: QueueMessage) -> bool:
        """Whether messages of ``msg``'s job (or, where the queue cannot tell jobs apart cheaply,
        any job) published before ``msg`` on other partitions are not processed yet."""
        return False

    async def live_workers(self) -> int | None:
        """Worker processes consuming this queue right now, as the queue sees them; None when
        the queue cannot tell (the embedded queues: the API counts its in-process worker)."""
        return None

    async def ping(self) -> None:
        return None

    async def close(self) -> None:
        return None


class MemoryQueue(IngestQueue):
    """The fake: a list in memory. For unit tests of the logic around the queue."""

    def __init__(self, partitions: int = 4) -> None:
        self.partitions = partitions
        self._pending: list[QueueMessage] = []
        self._next = 0
        self._wake = asyncio.Event()
        self.acked: list[str] = []
        self.dead: dict[str, DeadLetter] = {}

    async def publish(self, job_id: str, kind: str, payload: dict[str, Any], node: str | None = None) -> str:
        self._next += 1
        partition = partition_of(job_id, self.partitions, node)
        msg = QueueMessage(str(self._next), partition, job_id, kind, payload)
        self._pending.append(msg)
        self._wake.set()
        return msg.id

    async def consume(
        self, handler: Handler, stop: asyncio.Event, group_handler: GroupHandler | None = None
    ) -> None:
        while not stop.is_set():
            if not self._pending:
                self._wake.clear()
                waiter = asyncio.ensure_future(self._wake.wait())
                stopper = asyncio.ensure_future(stop.wait())
                await asyncio.wait({waiter, stopper}, return_when=asyncio.FIRST_COMPLETED)
                waiter.cancel()
                stopper.cancel()
                continue
            msg = next((m for m in self._pending if m.kind == URGENT), self._pending[0])
            try:
                await handler(msg)
            except Deferred:
                self._pending.remove(msg)
                self._pending.append(msg)
                await asyncio.sleep(0)
                continue
            self._pending.remove(msg)
            self.acked.append(msg.id)

    async def depth(self) -> int:
        return len(self._pending)

    async def earlier_pending(self, msg: QueueMessage) -> bool:
        return any(
            m.job_id == msg.job_id and m.kind != URGENT and int(m.id) < int(msg.id)
            for m in self._pending
            if m is not msg
        )

    async def park(self, job_id: str, kind: str, payload: dict[str, Any], reason: str, key: str) -> None:
        if not any(d.origin == key for d in self.dead.values()):
            self._next += 1
            self.dead[str(self._next)] = DeadLetter(
                str(self._next), job_id, kind, payload, reason, origin=key
            )
            ITEMS_PARKED.labels(kind).inc()

    async def dead_letters(self, limit: int = 100) -> list[DeadLetter]:
        return list(self.dead.values())[:limit]

    async def dead_count(self) -> int:
        return len(self.dead)

    async def replay(self, ids: list[str] | None = None) -> int:
        chosen = [d for d in self.dead.values() if ids is None or d.id in ids]
        for d in chosen:
            del self.dead[d.id]
            await self.publish(d.job_id, d.kind, replay_payload(d.payload))
        return len(chosen)
