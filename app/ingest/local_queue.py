"""The embedded queue: rows in the service's own database.

An accepted batch is committed to ``queue_entries`` before the API answers 202, so a crash of the
process loses nothing; the in-process consumer deletes an entry only after its handler committed.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
from collections.abc import AsyncIterator
from typing import Any

from sqlalchemy import delete, func, select, text, update
from sqlalchemy.exc import IntegrityError

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
from app.store.db import Database
from app.store.jobs import QueueEntryRow

log = logging.getLogger(__name__)

# The first key of the partitions' PostgreSQL advisory locks ("ccq"): crashcart's queue.
_LOCK_SPACE = 0x636371
# At most this many consecutive rows are looked at (decoded) to form one group.
_GROUP_ROWS = 16


class LocalQueue(IngestQueue):
    def __init__(
        self, db: Database, partitions: int = 16, poll_interval_s: float = 0.5, group_lines: int = 8000
    ) -> None:
        self.db = db
        self.partitions = partitions
        self.poll_interval_s = poll_interval_s
        self.group_lines = group_lines
        self._wake = asyncio.Event()
        self._done = 0  # entries handled (deleted or parked) by this consumer

    async def publish(self, job_id: str, kind: str, payload: dict[str, Any], node: str | None = None) -> str:
        text = await asyncio.to_thread(json.dumps, payload, ensure_ascii=False)  # MiBs: off the loop
        async with self.db.session() as session:
            row = QueueEntryRow(
                partition=partition_of(job_id, self.partitions, node),
                job_id=job_id,
                kind=kind,
                payload=text,
            )
            session.add(row)
            await session.commit()
            msg_id = str(row.id)
        self._wake.set()
        return msg_id

    async def consume(
        self, handler: Handler, stop: asyncio.Event, group_handler: GroupHandler | None = None
    ) -> None:
        failures: dict[int, int] = {}
        while not stop.is_set():
            # The priority lane first (lines that may be a failure), then the backlog in order.
            urgent_lane = True
            parts = await self._partitions(urgent=True)
            if not parts:
                urgent_lane = False
                parts = await self._partitions(urgent=False)
            served = preempted = False
            done_before = self._done
            for partition in parts:
                if stop.is_set():
                    return
                # SQLite: one process, the in-process worker. PostgreSQL: several `crashcart
                # worker` processes may share this queue; a partition is one worker's at a time.
                async with self._partition_lock(partition) as mine:
                    if not mine:
                        continue
                    served = True
                    rows = await self._next(urgent=urgent_lane, partition=partition)
                    grouped = None if urgent_lane else group_handler
                    if not await self._serve(rows, handler, stop, failures, urgent_lane, grouped):
                        preempted = True
                        break
            if not served or (self._done == done_before and not preempted):
                # Nothing waiting, every partition with entries is another worker's, or all that
                # is left waits (a deferred exit, a failing batch backing off).
                self._wake.clear()
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(self._wake.wait(), timeout=self.poll_interval_s)

    async def _partitions(self, *, urgent: bool) -> list[int]:
        """Partitions with entries waiting in the lane, the one holding the oldest entry first."""
        if self.db.is_sqlite:
            # One consumer: the oldest entries whatever their partition, as one list (order kept).
            return [-1] if await self._next(urgent=urgent, limit=1) else []
        lane = QueueEntryRow.kind == URGENT if urgent else QueueEntryRow.kind != URGENT
        async with self.db.session() as session:
            stmt = (
                select(QueueEntryRow.partition, func.min(QueueEntryRow.id))
                .where(QueueEntryRow.dead_letter.is_(False), lane)
                .group_by(QueueEntryRow.partition)
                .order_by(func.min(QueueEntryRow.id))
            )
            return [int(p) for p, _ in (await session.execute(stmt)).all()]

    @contextlib.asynccontextmanager
    async def _partition_lock(self, partition: int) -> AsyncIterator[bool]:
        """A PostgreSQL session advisory lock on the partition for the time its entries are
        processed (released with the connection if the worker dies); always granted on SQLite."""
        if self.db.is_sqlite or partition < 0:
            yield True
            return
        async with self.db.engine.connect() as conn:
            args = {"space": _LOCK_SPACE, "p": partition}
            got = bool((await conn.execute(text("SELECT pg_try_advisory_lock(:space, :p)"), args)).scalar())
            await conn.commit()
            try:
                yield got
            finally:
                if got:
                    await conn.execute(text("SELECT pg_advisory_unlock(:space, :p)"), args)
                    await conn.commit()

    async def _serve(
        self,
        rows: list[QueueEntryRow],
        handler: Handler,
        stop: asyncio.Event,
        failures: dict[int, int],
        urgent_lane: bool,
        group_handler: GroupHandler | None = None,
    ) -> bool:
        """Handle ``rows`` in order; False when it stopped early (stop, or a candidate line).

        With ``group_handler``, consecutive batches of one job go to it together (one
        transaction); if it fails, each goes to ``handler`` alone."""
        blocked_jobs: set[str] = set()
        decoded: dict[int, QueueMessage] = {}
        alone_until = 0  # rows before this index go one at a time (their group failed)
        i = 0
        while i < len(rows):
            row = rows[i]
            if stop.is_set():
                return False
            if row.job_id in blocked_jobs:
                i += 1
                continue  # keep one job's messages in order behind a failing one
            if not urgent_lane and await self._urgent_waiting():
                return False  # a candidate line arrived: serve it before the next backlog batch
            if group_handler is not None and i >= alone_until and row.kind == "logs":
                group = await self._group(rows, i, decoded)
                if len(group) > 1:
                    try:
                        await group_handler(group)
                    except Exception:
                        log.warning(
                            "a group of %d messages of job %s failed; handling them one by one",
                            len(group),
                            row.job_id,
                            exc_info=True,
                        )
                        alone_until = i + len(group)
                    else:
                        done = [int(m.id) for m in group]
                        async with self.db.session() as session:
                            await session.execute(delete(QueueEntryRow).where(QueueEntryRow.id.in_(done)))
                            await session.commit()
                        for entry_id in done:
                            failures.pop(entry_id, None)
                        self._done += len(done)
                        i += len(group)
                        continue
            msg = decoded.pop(row.id, None) or await self._decode(row)
            await self._serve_one(row, msg, handler, failures, blocked_jobs)
            i += 1
        return True

    async def _decode(self, row: QueueEntryRow) -> QueueMessage:
        payload = await asyncio.to_thread(decode_message, row.payload)
        return QueueMessage(str(row.id), row.partition, row.job_id, row.kind, payload)

    async def _group(
        self, rows: list[QueueEntryRow], i: int, decoded: dict[int, QueueMessage]
    ) -> list[QueueMessage]:
        """The messages from ``rows[i]`` on that form one group (``joins_group``), decoded one at
        a time (a message may be MiBs: no more than the group and the one after it are held)."""
        group: list[QueueMessage] = []
        for row in rows[i : i + _GROUP_ROWS]:
            if row.job_id != rows[i].job_id or row.kind != "logs":
                break
            msg = decoded.get(row.id)
            if msg is None:
                msg = decoded[row.id] = await self._decode(row)
            if not joins_group(group, msg, self.group_lines):
                break
            group.append(msg)
        if len(group) > 1:
            for msg in group:
                del decoded[int(msg.id)]
        return group

    async def _serve_one(
        self,
        row: QueueEntryRow,
        msg: QueueMessage,
        handler: Handler,
        failures: dict[int, int],
        blocked_jobs: set[str],
    ) -> None:
        try:
            await handler(msg)
        except Deferred:
            blocked_jobs.add(row.job_id)  # its job's earlier lines first: no failure
            return
        except Exception as exc:
            failures[row.id] = failures.get(row.id, 0) + 1
            log.exception(
                "processing message %s of job %s failed (attempt %d)",
                row.id,
                row.job_id,
                failures[row.id],
            )
            if failures[row.id] < 5:
                blocked_jobs.add(row.job_id)
                await asyncio.sleep(min(2.0, 0.1 * 2 ** failures[row.id]))
                return
            log.error("parking message %s of job %s as dead letter after 5 attempts", row.id, row.job_id)
            async with self.db.session() as session:
                await session.execute(
                    update(QueueEntryRow)
                    .where(QueueEntryRow.id == row.id)
                    .values(dead_letter=True, reason=f"failed 5 times: {exc!r}"[:2000])
                )
                await session.commit()
            ITEMS_PARKED.labels(row.kind).inc()
            failures.pop(row.id, None)
            self._done += 1
            return
        async with self.db.session() as session:
            await session.execute(delete(QueueEntryRow).where(QueueEntryRow.id == row.id))
            await session.commit()
        failures.pop(row.id, None)
        self._done += 1

    async def _next(self, *, urgent: bool, limit: int = 64, partition: int = -1) -> list[QueueEntryRow]:
        lane = QueueEntryRow.kind == URGENT if urgent else QueueEntryRow.kind != URGENT
        async with self.db.session() as session:
            stmt = (
                select(QueueEntryRow)
                .where(QueueEntryRow.dead_letter.is_(False), lane)
                .order_by(QueueEntryRow.id)
                .limit(limit)
            )
            if partition >= 0:
                stmt = stmt.where(QueueEntryRow.partition == partition)
            return list((await session.execute(stmt)).scalars())

    async def _urgent_waiting(self) -> bool:
        async with self.db.session() as session:
            stmt = (
                select(QueueEntryRow.id)
                .where(QueueEntryRow.dead_letter.is_(False), QueueEntryRow.kind == URGENT)
                .limit(1)
            )
            return (await session.execute(stmt)).first() is not None

    async def earlier_pending(self, msg: QueueMessage) -> bool:
        """Row ids are one sequence: any row of the job before this one not processed yet."""
        async with self.db.session() as session:
            stmt = (
                select(QueueEntryRow.id)
                .where(
                    QueueEntryRow.job_id == msg.job_id,
                    QueueEntryRow.id < int(msg.id),
                    QueueEntryRow.dead_letter.is_(False),
                    QueueEntryRow.kind != URGENT,
                )
                .limit(1)
            )
            return (await session.execute(stmt)).first() is not None

    async def depth(self) -> int:
        async with self.db.session() as session:
            stmt = select(func.count(QueueEntryRow.id)).where(QueueEntryRow.dead_letter.is_(False))
            return int((await session.execute(stmt)).scalar_one())

    # --- dead letters: rows with dead_letter set -------------------------------------------------
    async def park(self, job_id: str, kind: str, payload: dict[str, Any], reason: str, key: str) -> None:
        # Insert first, no read before it: on SQLite a read-then-write transaction can fail
        # "database is locked" when another connection wrote in between.
        async with self.db.session() as session:
            session.add(
                QueueEntryRow(
                    partition=partition_of(job_id, self.partitions),
                    job_id=job_id,
                    kind=kind,
                    payload=json.dumps(payload, ensure_ascii=False),
                    dead_letter=True,
                    reason=reason[:2000],
                    dead_key=key,
                )
            )
            try:
                await session.commit()
            except IntegrityError:
                return  # a redelivered batch: this item is parked already (dead_key is unique)
        ITEMS_PARKED.labels(kind).inc()

    async def dead_letters(self, limit: int = 100) -> list[DeadLetter]:
        async with self.db.session() as session:
            rows = (
                await session.execute(
                    select(QueueEntryRow)
                    .where(QueueEntryRow.dead_letter.is_(True))
                    .order_by(QueueEntryRow.id)
                    .limit(limit)
                )
            ).scalars()
            return [
                DeadLetter(
                    id=str(r.id),
                    job_id=r.job_id,
                    kind=r.kind,
                    payload=json.loads(r.payload),
                    reason=r.reason or "",
                    parked_at=r.created_at,
                    origin=r.dead_key or str(r.id),
                )
                for r in rows
            ]

    async def dead_count(self) -> int:
        async with self.db.session() as session:
            stmt = select(func.count(QueueEntryRow.id)).where(QueueEntryRow.dead_letter.is_(True))
            return int((await session.execute(stmt)).scalar_one())

    async def replay(self, ids: list[str] | None = None) -> int:
        """Parked rows go back to the end of the queue as new messages (new ids, replay marked)."""
        stmt = select(QueueEntryRow).where(QueueEntryRow.dead_letter.is_(True))
        if ids is not None:
            stmt = stmt.where(QueueEntryRow.id.in_([int(i) for i in ids if i.isdigit()]))
        async with self.db.session() as session:
            rows = list((await session.execute(stmt.order_by(QueueEntryRow.id))).scalars())
        replayed = 0
        for r in rows:
            # One write transaction per row that starts with a write (see park).
            async with self.db.session() as session:
                gone = await session.execute(
                    delete(QueueEntryRow).where(QueueEntryRow.id == r.id, QueueEntryRow.dead_letter.is_(True))
                )
                if not getattr(gone, "rowcount", 0):
                    continue  # replayed by someone else meanwhile
                session.add(
                    QueueEntryRow(
                        partition=r.partition,
                        job_id=r.job_id,
                        kind=r.kind,
                        payload=json.dumps(replay_payload(json.loads(r.payload)), ensure_ascii=False),
                    )
                )
                await session.commit()
                replayed += 1
        if replayed:
            self._wake.set()
        return replayed
