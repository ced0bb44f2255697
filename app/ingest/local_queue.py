"""The embedded queue: rows in the service's own database.

An accepted batch is committed to ``queue_entries`` before the API answers 202, so a crash of the
process loses nothing; the in-process consumer deletes an entry only after its handler committed.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
from typing import Any

from sqlalchemy import delete, func, select, update

from app.ingest.base import Handler, IngestQueue, QueueMessage, partition_of
from app.store.db import Database
from app.store.jobs import QueueEntryRow

log = logging.getLogger(__name__)


class LocalQueue(IngestQueue):
    def __init__(self, db: Database, partitions: int = 16, poll_interval_s: float = 0.5) -> None:
        self.db = db
        self.partitions = partitions
        self.poll_interval_s = poll_interval_s
        self._wake = asyncio.Event()

    async def publish(self, job_id: str, kind: str, payload: dict[str, Any]) -> str:
        async with self.db.session() as session:
            row = QueueEntryRow(
                partition=partition_of(job_id, self.partitions),
                job_id=job_id,
                kind=kind,
                payload=json.dumps(payload, ensure_ascii=False),
            )
            session.add(row)
            await session.commit()
            msg_id = str(row.id)
        self._wake.set()
        return msg_id

    async def consume(self, handler: Handler, stop: asyncio.Event) -> None:
        failures: dict[int, int] = {}
        while not stop.is_set():
            async with self.db.session() as session:
                rows = list(
                    (
                        await session.execute(
                            select(QueueEntryRow)
                            .where(QueueEntryRow.dead_letter.is_(False))
                            .order_by(QueueEntryRow.id)
                            .limit(64)
                        )
                    ).scalars()
                )
            if not rows:
                self._wake.clear()
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(self._wake.wait(), timeout=self.poll_interval_s)
                continue
            blocked_jobs: set[str] = set()
            for row in rows:
                if stop.is_set():
                    return
                if row.job_id in blocked_jobs:
                    continue  # keep one job's messages in order behind a failing one
                msg = QueueMessage(str(row.id), row.partition, row.job_id, row.kind, json.loads(row.payload))
                try:
                    await handler(msg)
                except Exception:
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
                        continue
                    log.error(
                        "parking message %s of job %s as dead letter after 5 attempts", row.id, row.job_id
                    )
                    async with self.db.session() as session:
                        await session.execute(
                            update(QueueEntryRow).where(QueueEntryRow.id == row.id).values(dead_letter=True)
                        )
                        await session.commit()
                    failures.pop(row.id, None)
                    continue
                async with self.db.session() as session:
                    await session.execute(delete(QueueEntryRow).where(QueueEntryRow.id == row.id))
                    await session.commit()
                failures.pop(row.id, None)

    async def depth(self) -> int:
        async with self.db.session() as session:
            stmt = select(func.count(QueueEntryRow.id)).where(QueueEntryRow.dead_letter.is_(False))
            return int((await session.execute(stmt)).scalar_one())
