"""The queue between the API and the workers: one small interface, an in-memory fake beside it.

Delivery is at-least-once and in order per job: a message is acknowledged only after the
handler's transaction committed, and the handler dedupes (stream cursors), so a redelivered
message changes nothing.
"""

from __future__ import annotations

import asyncio
import json
import zlib
from abc import ABC, abstractmethod
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

Handler = Callable[["QueueMessage"], Awaitable[None]]


@dataclass(slots=True)
class QueueMessage:
    id: str
    partition: int
    job_id: str
    kind: str  # "logs" | "heartbeat" | "exit"
    payload: dict[str, Any]

    def encode(self) -> str:
        return json.dumps({"job_id": self.job_id, "kind": self.kind, "payload": self.payload})


def partition_of(job_id: str, partitions: int) -> int:
    return zlib.crc32(job_id.encode()) % partitions


class IngestQueue(ABC):
    partitions: int

    @abstractmethod
    async def publish(self, job_id: str, kind: str, payload: dict[str, Any]) -> str:
        """Durably enqueue; returns the message id."""

    @abstractmethod
    async def consume(self, handler: Handler, stop: asyncio.Event) -> None:
        """Deliver messages to ``handler`` until ``stop`` is set; ack each after it returns."""

    @abstractmethod
    async def depth(self) -> int:
        """Messages accepted but not yet acknowledged."""

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

    async def publish(self, job_id: str, kind: str, payload: dict[str, Any]) -> str:
        self._next += 1
        msg = QueueMessage(str(self._next), partition_of(job_id, self.partitions), job_id, kind, payload)
        self._pending.append(msg)
        self._wake.set()
        return msg.id

    async def consume(self, handler: Handler, stop: asyncio.Event) -> None:
        while not stop.is_set():
            if not self._pending:
                self._wake.clear()
                waiter = asyncio.ensure_future(self._wake.wait())
                stopper = asyncio.ensure_future(stop.wait())
                await asyncio.wait({waiter, stopper}, return_when=asyncio.FIRST_COMPLETED)
                waiter.cancel()
                stopper.cancel()
                continue
            msg = self._pending[0]
            await handler(msg)
            self._pending.pop(0)
            self.acked.append(msg.id)

    async def depth(self) -> int:
        return len(self._pending)
