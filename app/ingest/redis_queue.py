"""Redis Streams queue for scale-out: one stream per partition, one consumer group.

Ordering per job: a job always hashes to the same partition, and a partition is processed by one
worker at a time, held through a lease key that the worker renews. Workers share the partitions
evenly (each takes ``ceil(partitions / live workers)``). When a worker dies its leases expire; the
next owner first reclaims the dead consumer's pending entries with XAUTOCLAIM, then reads new
ones. Entries are XACKed only after the handler's transaction committed.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import math
import os
import socket
import time
from datetime import UTC, datetime
from typing import Any

import redis.asyncio as aioredis
from redis.exceptions import RedisError, ResponseError

from app.errors import QueueError
from app.ingest.base import (
    ITEMS_PARKED,
    URGENT,
    DeadLetter,
    Deferred,
    GroupHandler,
    Handler,
    IngestQueue,
    QueueMessage,
    decode_message,
    joins_group,
    partition_of,
    replay_payload,
)

log = logging.getLogger(__name__)

_RENEW = """
if redis.call('get', KEYS[1]) == ARGV[1] then
  return redis.call('pexpire', KEYS[1], ARGV[2])
end
return 0
"""
_RELEASE = """
if redis.call('get', KEYS[1]) == ARGV[1] then
  return redis.call('del', KEYS[1])
end
return 0
"""


# At most this many consecutive backlog entries are looked at (decoded) to form one group.
_GROUP_ENTRIES = 16


def _stream_id(entry_id: str) -> tuple[int, int]:
    ms, _, seq = entry_id.partition("-")
    return int(ms), int(seq or 0)


def _message(name: str, entry_id: str, fields: dict[str, str]) -> QueueMessage:
    """A stream entry as the handler takes it (the partition is the stream's number)."""
    data = decode_message(fields["m"])
    return QueueMessage(entry_id, int(name.rsplit(":", 1)[1]), data["job_id"], data["kind"], data["payload"])


class RedisStreamsQueue(IngestQueue):
    def __init__(
        self,
        url: str,
        *,
        partitions: int = 16,
        prefix: str = "crashcart",
        group: str = "workers",
        consumer: str | None = None,
        lease_ms: int = 10_000,
        max_failures: int = 5,
        group_lines: int = 8000,
    ) -> None:
        self.redis: aioredis.Redis = aioredis.from_url(url, decode_responses=True)
        self.partitions = partitions
        self.prefix = prefix
        self.group = group
        self.consumer = consumer or f"{socket.gethostname()}-{os.getpid()}"
        self.lease_ms = lease_ms
        self.max_failures = max_failures
        self.group_lines = group_lines
        self._owned: set[int] = set()
        self._groups_ready = False
        self._failures: dict[str, int] = {}
        self._deferred = False

    # --- keys -------------------------------------------------------------------------------
    def stream(self, partition: int) -> str:
        return f"{self.prefix}:ingest:{partition}"

    def urgent_stream(self, partition: int) -> str:
        """The partition's priority lane (candidate lines), read before its backlog."""
        return f"{self.prefix}:urgent:{partition}"

    def _streams(self, partition: int) -> tuple[str, str]:
        return self.urgent_stream(partition), self.stream(partition)

    def _lease(self, partition: int) -> str:
        return f"{self.prefix}:lease:{partition}"

    @property
    def _workers(self) -> str:
        return f"{self.prefix}:workers"

    @property
    def dead_letter_stream(self) -> str:
        return f"{self.prefix}:dead"

    # --- producer ---------------------------------------------------------------------------
    async def publish(self, job_id: str, kind: str, payload: dict[str, Any], node: str | None = None) -> str:
        msg = QueueMessage("", partition_of(job_id, self.partitions, node), job_id, kind, payload)
        encoded = await asyncio.to_thread(msg.encode)  # MiBs of JSON: off the event loop
        try:
            lane = self.urgent_stream if kind == URGENT else self.stream
            return str(await self.redis.xadd(lane(msg.partition), {"m": encoded}))
        except RedisError as exc:
            raise QueueError(f"redis unavailable: {exc}") from exc

    async def depth(self) -> int:
        try:
            await self._ensure_groups()
            total = 0
            for name in (s for p in range(self.partitions) for s in self._streams(p)):
                with contextlib.suppress(ResponseError):
                    for g in await self.redis.xinfo_groups(name):
                        if g["name"] == self.group:
                            total += int(g.get("lag") or 0) + int(g.get("pending") or 0)
            return total
        except RedisError as exc:
            # The API's backpressure reads the depth before accepting: Redis down is a 503.
            raise QueueError(f"redis unavailable: {exc}") from exc

    async def earlier_pending(self, msg: QueueMessage) -> bool:
        """Entries published before ``msg`` (stream ids are the server's clock) on the other
        partitions' backlogs that are not acknowledged yet, of any job: an exit is rare, a
        partition drains in order, so waiting for them costs a moment, never a deadlock."""
        before = _stream_id(msg.id)
        for p in range(self.partitions):
            if p == msg.partition:
                continue
            name = self.stream(p)
            summary: Any = await self.redis.xpending(name, self.group)
            if summary and summary.get("pending") and _stream_id(str(summary["min"])) < before:
                return True
            groups: Any = await self.redis.xinfo_groups(name)
            delivered = next((str(g["last-delivered-id"]) for g in groups if g["name"] == self.group), "0-0")
            if _stream_id(delivered) >= before:
                continue
            waiting: Any = await self.redis.xrange(name, min=f"({delivered}", max=f"({msg.id}", count=1)
            if waiting:
                return True
        return False

    # --- dead letters: the {prefix}:dead stream ------------------------------------------------
    def _dead_key(self, key: str) -> str:
        return f"{self.prefix}:deadkey:{key}"

    async def park(self, job_id: str, kind: str, payload: dict[str, Any], reason: str, key: str) -> None:
        m = json.dumps({"job_id": job_id, "kind": kind, "payload": payload})
        # Once per item even when its batch is redelivered (the marker outlives any redelivery).
        if not await self.redis.set(self._dead_key(key), "1", nx=True, ex=7 * 86400):
            return
        await self.redis.xadd(self.dead_letter_stream, {"m": m, "from": key, "reason": reason[:2000]})
        ITEMS_PARKED.labels(kind).inc()

    async def dead_letters(self, limit: int = 100) -> list[DeadLetter]:
        out = []
        entries: Any = await self.redis.xrange(self.dead_letter_stream, count=limit)
        for entry_id, fields in entries:
            data = json.loads(fields["m"])
            millis = int(str(entry_id).split("-", 1)[0])
            out.append(
                DeadLetter(
                    id=str(entry_id),
                    job_id=data["job_id"],
                    kind=data["kind"],
                    payload=data["payload"],
                    reason=fields.get("reason", ""),
                    parked_at=datetime.fromtimestamp(millis / 1000, UTC),
                    origin=fields.get("from", ""),
                )
            )
        return out

    async def dead_count(self) -> int:
        try:
            return int(await self.redis.xlen(self.dead_letter_stream))
        except RedisError as exc:
            raise QueueError(f"redis unavailable: {exc}") from exc

    async def replay(self, ids: list[str] | None = None) -> int:
        entries: Any = []
        if ids is None:
            entries = await self.redis.xrange(self.dead_letter_stream)
        else:
            for i in ids:
                with contextlib.suppress(ResponseError):  # not a stream id: nothing to replay
                    entries.extend(await self.redis.xrange(self.dead_letter_stream, min=i, max=i))
        for entry_id, fields in entries:
            data = json.loads(fields["m"])
            await self.publish(data["job_id"], data["kind"], replay_payload(data["payload"]))
            await self.redis.xdel(self.dead_letter_stream, entry_id)
        return len(entries)

    async def live_workers(self) -> int:
        """Consumers that renewed their entry in the workers set within two lease periods (a
        worker renews every third of one), the same cut-off that rebalancing uses."""
        try:
            since = time.time() - self.lease_ms / 1000 * 2
            return int(await self.redis.zcount(self._workers, since, "+inf"))
        except RedisError as exc:
            raise QueueError(f"redis unavailable: {exc}") from exc

    async def ping(self) -> None:
        try:
            await self.redis.ping()
        except RedisError as exc:
            raise QueueError(f"redis unavailable: {exc}") from exc

    async def close(self) -> None:
        for p in list(self._owned):
            await self._release(p)
        with contextlib.suppress(RedisError):
            await self.redis.zrem(self._workers, self.consumer)
        await self.redis.aclose()

    # --- consumer ---------------------------------------------------------------------------
    async def _ensure_groups(self) -> None:
        if self._groups_ready:
            return
        for name in (s for p in range(self.partitions) for s in self._streams(p)):
            try:
                await self.redis.xgroup_create(name, self.group, id="0", mkstream=True)
            except ResponseError as exc:
                if "BUSYGROUP" not in str(exc):
                    raise
        self._groups_ready = True

    async def _rebalance(self) -> None:
        now = time.time()
        await self.redis.zadd(self._workers, {self.consumer: now})
        await self.redis.zremrangebyscore(self._workers, 0, now - self.lease_ms / 1000 * 2)
        live = max(1, int(await self.redis.zcard(self._workers)))
        target = math.ceil(self.partitions / live)
        for p in list(self._owned):
            if not await self.redis.eval(_RENEW, 1, self._lease(p), self.consumer, self.lease_ms):
                log.warning("lost lease on partition %d", p)
                self._owned.discard(p)
        while len(self._owned) > target:
            await self._release(max(self._owned))
        for p in range(self.partitions):
            if len(self._owned) >= target:
                break
            if p in self._owned:
                continue
            if await self.redis.set(self._lease(p), self.consumer, nx=True, px=self.lease_ms):
                self._owned.add(p)
                await self._reclaim(p)

    async def _release(self, partition: int) -> None:
        self._owned.discard(partition)
        with contextlib.suppress(RedisError):
            await self.redis.eval(_RELEASE, 1, self._lease(partition), self.consumer)

    async def _reclaim(self, partition: int) -> None:
        """Take over what earlier owners of this partition had read but not acknowledged."""
        for name in self._streams(partition):
            start = "0-0"
            while True:
                res = await self.redis.xautoclaim(
                    name, self.group, self.consumer, min_idle_time=0, start_id=start, count=100
                )
                start, claimed = res[0], res[1]
                if claimed:
                    log.info("reclaimed %d pending entries of %s", len(claimed), name)
                if start in ("0-0", b"0-0") or not claimed:
                    break

    async def _handle(
        self,
        handler: Handler,
        name: str,
        entry_id: str,
        fields: dict[str, str],
        msg: QueueMessage | None = None,
    ) -> bool:
        """Run the handler; ack on success. False means: stop this partition's batch, retry later.
        ``msg``: the entry already decoded."""
        if msg is None:
            msg = await self._decode(name, entry_id, fields)
        try:
            await handler(msg)
        except Deferred:
            self._deferred = True  # left pending, delivered again on the partition's next turn
            return False
        except Exception as exc:
            n = self._failures[entry_id] = self._failures.get(entry_id, 0) + 1
            log.exception("processing %s of job %s failed (attempt %d)", entry_id, msg.job_id, n)
            if n < self.max_failures:
                return False
            log.error("parking %s of job %s in %s", entry_id, msg.job_id, self.dead_letter_stream)
            reason = f"failed {n} times: {exc!r}"[:2000]
            await self.redis.xadd(
                self.dead_letter_stream, {"m": fields["m"], "from": entry_id, "reason": reason}
            )
            ITEMS_PARKED.labels(msg.kind).inc()
        self._failures.pop(entry_id, None)
        await self.redis.xack(name, self.group, entry_id)
        return True

    async def _decode(self, name: str, entry_id: str, fields: dict[str, str]) -> QueueMessage:
        return await asyncio.to_thread(_message, name, entry_id, fields)

    async def _backlog(
        self,
        handler: Handler,
        group_handler: GroupHandler | None,
        entries: list[tuple[str, str, dict[str, str]]],
        stop: asyncio.Event,
    ) -> None:
        """New backlog entries ``(stream, id, fields)`` in stream order: consecutive batches of
        one job go to ``group_handler`` together (one transaction, acked together), the rest,
        and a group that failed, one by one. After an entry fails, its stream's later entries
        stay pending (retried in order)."""
        blocked: set[str] = set()
        decoded: dict[tuple[str, str], QueueMessage] = {}  # (stream, id): ids are per stream
        alone_until = 0
        i = 0
        while i < len(entries):
            if stop.is_set():
                return
            name, entry_id, fields = entries[i]
            if name in blocked:
                i += 1
                continue
            await self._urgent(handler)  # candidate lines jump the backlog
            if group_handler is not None and i >= alone_until:
                group = await self._group(entries, i, decoded, blocked)
                if len(group) > 1:
                    try:
                        await group_handler([m for _, m in group])
                    except Exception:
                        log.warning(
                            "a group of %d entries of job %s failed; handling them one by one",
                            len(group),
                            group[0][1].job_id,
                            exc_info=True,
                        )
                        alone_until = i + len(group)
                    else:
                        by_stream: dict[str, list[str]] = {}
                        for stream_name, m in group:
                            by_stream.setdefault(stream_name, []).append(m.id)
                            self._failures.pop(m.id, None)
                        async with self.redis.pipeline(transaction=False) as pipe:
                            for stream_name, ids in by_stream.items():
                                pipe.xack(stream_name, self.group, *ids)
                            await pipe.execute()
                        i += len(group)
                        continue
            msg = decoded.pop((name, entry_id), None)
            if not await self._handle(handler, name, entry_id, fields, msg):
                blocked.add(name)  # the rest stay pending and are retried in order
            i += 1

    async def _group(
        self,
        entries: list[tuple[str, str, dict[str, str]]],
        i: int,
        decoded: dict[tuple[str, str], QueueMessage],
        blocked: set[str],
    ) -> list[tuple[str, QueueMessage]]:
        """The entries from ``entries[i]`` on that form one group (``joins_group``), decoded one
        at a time (a message may be MiBs: no more than the group and the one after it are held);
        none of a stream whose earlier entry failed."""
        group: list[tuple[str, QueueMessage]] = []
        for name, entry_id, fields in entries[i : i + _GROUP_ENTRIES]:
            if name in blocked:
                break
            msg = decoded.get((name, entry_id))
            if msg is None:
                msg = decoded[name, entry_id] = await self._decode(name, entry_id, fields)
            if not joins_group([m for _, m in group], msg, self.group_lines):
                break
            group.append((name, msg))
        if len(group) > 1:
            for name, msg in group:
                del decoded[name, msg.id]
        return group

    async def _urgent(self, handler: Handler) -> None:
        """Serve the owned partitions' priority lanes: what a failed attempt left, then new entries."""
        if not self._owned:
            return
        for start in ("0", ">"):
            streams: Any = {self.urgent_stream(p): start for p in sorted(self._owned)}
            batches: Any = await self.redis.xreadgroup(self.group, self.consumer, streams, count=50)
            for name, entries in batches:
                for entry_id, fields in entries:
                    if not await self._handle(handler, name, entry_id, fields):
                        break

    async def consume(
        self, handler: Handler, stop: asyncio.Event, group_handler: GroupHandler | None = None
    ) -> None:
        await self._ensure_groups()
        last_rebalance = 0.0
        while not stop.is_set():
            try:
                if time.monotonic() - last_rebalance > self.lease_ms / 3000:
                    await self._rebalance()
                    last_rebalance = time.monotonic()
                if not self._owned:
                    await asyncio.sleep(0.5)
                    continue
                await self._urgent(handler)
                # Pending entries of our own first (a failed handler left them unacked), then new ones.
                for p in sorted(self._owned):
                    pending: Any = await self.redis.xreadgroup(
                        self.group, self.consumer, {self.stream(p): "0"}, count=50
                    )
                    for stream_name, entries in pending:
                        for entry_id, fields in entries:
                            await self._urgent(handler)
                            self._deferred = False
                            if not await self._handle(handler, stream_name, entry_id, fields):
                                if not self._deferred:  # a failure: back off; a deferral: go on
                                    await asyncio.sleep(0.5)
                                break
                # Both lanes in one blocking read: a candidate line wakes the worker as fast.
                streams: Any = {name: ">" for p in sorted(self._owned) for name in self._streams(p)}
                batches: Any = await self.redis.xreadgroup(
                    self.group, self.consumer, streams, count=10, block=500
                )
                backlog: list[tuple[str, str, dict[str, str]]] = []
                for stream_name, entries in sorted(batches, key=lambda b: ":urgent:" not in b[0]):
                    if stream_name.startswith(f"{self.prefix}:urgent:"):
                        for entry_id, fields in entries:
                            if stop.is_set() or not await self._handle(
                                handler, stream_name, entry_id, fields
                            ):
                                break  # the rest stay pending and are retried in order
                    else:
                        backlog.extend((stream_name, entry_id, fields) for entry_id, fields in entries)
                await self._backlog(handler, group_handler, backlog, stop)
            except RedisError as exc:
                log.warning("redis error in consumer loop: %s; retrying", exc)
                await asyncio.sleep(1.0)
