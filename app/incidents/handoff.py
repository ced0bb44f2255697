"""A job's analysis, per queue partition, handed from one worker process to the next.

The queue is partitioned by ``(job, node)`` (app/ingest/base.py), so the batches of one job are
processed by several workers at once, each partition's in order. What a partition's batches need
of each other lives in its row of ``partition_states`` (app/store/analysis.py, migration 0012),
written in the batch's transaction: the archive chain's committed length, the analyzer (a pickle
of ``JobAnalyzer`` without its rule engine and action table, re-attached on load), the template
miner's snapshot, and a version that every batch bumps. A worker that holds the committed version
in memory reads one small row per batch; one that does not (the partition's lease moved, a
restart) unpickles the row.

Two batches of one partition never run at once: the queue gives a partition to one worker at a
time, and on PostgreSQL each batch's transaction also takes the partition's advisory lock
(:func:`lock`), so a lease that moved while a slow batch was still running cannot interleave
them. Two partitions' batches of the same job run at once; what they share is taken briefly:

- **line indexes** (``jobs.next_line``): reserved by one statement in a transaction of its own
  on PostgreSQL (:func:`reserve_apart`, the job row's lock held for that statement only), and
  recorded in the partition's row in the same statement, so the redelivery of a batch whose
  transaction failed uses the same indexes (:func:`take`): no gap, no index used twice;
- **the job row and its incidents**: locked at the end of the batch only, to count the lines,
  note progress and, when the batch produced signals, decide the job's verdict from every
  partition's analyzer (app/incidents/service.py).

The rows are written only by crashcart's workers into crashcart's own database, which an
attacker able to write would own anyway (tokens, recovery actions).
"""

from __future__ import annotations

import pickle
import zlib
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import select, text
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession

from app.classify.engine import RuleEngine
from app.incidents.actions import ActionTable
from app.incidents.analyzer import JobAnalyzer
from app.store.analysis import PartitionStateRow
from app.store.base import upsert, utcnow

Ranges = list[tuple[int, int]]


def dump(analyzer: JobAnalyzer, signals_per_rule: dict[str, int]) -> bytes:
    """The analyzer's state, without the shared rule engine and action table
    (``JobAnalyzer.__getstate__``)."""
    return pickle.dumps((analyzer, signals_per_rule), protocol=pickle.HIGHEST_PROTOCOL)


def load(data: bytes, engine: RuleEngine, actions: ActionTable) -> tuple[JobAnalyzer, dict[str, int]]:
    analyzer, signals_per_rule = pickle.loads(data)  # our own workers' rows, see above
    if not isinstance(analyzer, JobAnalyzer) or not isinstance(signals_per_rule, dict):
        raise TypeError("not an analysis state")
    analyzer.attach(engine, actions)
    return analyzer, signals_per_rule


# --- reserved line indexes ------------------------------------------------------------------


def parse_ranges(value: str | None) -> Ranges:
    out: Ranges = []
    for item in (value or "").split(";"):
        if item:
            a, _, b = item.partition(":")
            out.append((int(a), int(b)))
    return out


def format_ranges(ranges: Ranges) -> str:
    return "".join(f"{a}:{b};" for a, b in ranges if b > a)


def take(ranges: Ranges, n: int) -> tuple[list[int], Ranges]:
    """``n`` indexes from the front of ``ranges`` (which must hold them), and what is left."""
    out: list[int] = []
    left = list(ranges)
    while len(out) < n:
        a, b = left[0]
        k = min(b - a, n - len(out))
        out.extend(range(a, a + k))
        left[0] = (a + k, b)
        if a + k >= b:
            left.pop(0)
    return out, left


def available(ranges: Ranges) -> int:
    return sum(b - a for a, b in ranges)


# --- the partition's row ----------------------------------------------------------------------


@dataclass(slots=True)
class PartitionMeta:
    """A partition's row without its blobs."""

    epoch: int = 0
    epoch_start: int = 0
    archive_bytes: int = 0
    lines: int = 0
    version: int = 0
    reserved: Ranges = field(default_factory=list)
    exists: bool = False


def lock_key(job_id: str, part: int) -> int:
    """The partition's advisory lock: one bigint (a space apart from the queue's two-int keys)."""
    return (zlib.crc32(job_id.encode()) << 20) | (part & 0xFFFFF)


def _postgres(session: AsyncSession) -> bool:
    return session.get_bind().dialect.name == "postgresql"


async def lock(session: AsyncSession, job_id: str, parts: int | Sequence[int]) -> None:
    """Hold the partitions' locks until the transaction ends (PostgreSQL; SQLite has one writer),
    taken in one statement, in the order of their keys (two transactions that want some of the
    same partitions take them in the same order)."""
    if _postgres(session):
        keys = sorted({lock_key(job_id, p) for p in ([parts] if isinstance(parts, int) else parts)})
        await session.execute(_LOCK, {"keys": keys})


_LOCK = text("SELECT count(pg_advisory_xact_lock(k)) FROM unnest(CAST(:keys AS BIGINT[])) AS t(k)")


_META = (
    PartitionStateRow.epoch,
    PartitionStateRow.epoch_start,
    PartitionStateRow.archive_bytes,
    PartitionStateRow.lines,
    PartitionStateRow.version,
    PartitionStateRow.reserved,
)


async def metas(session: AsyncSession, job_id: str, parts: Sequence[int]) -> dict[int, PartitionMeta]:
    """``part -> its row without the blobs`` (a partition without a row: an empty meta)."""
    rows = await session.execute(
        select(PartitionStateRow.part, *_META).where(
            PartitionStateRow.job_id == job_id, PartitionStateRow.part.in_(sorted(set(parts)))
        )
    )
    out = {p: PartitionMeta() for p in parts}
    for part, epoch, epoch_start, archive_bytes, lines, version, reserved in rows.all():
        out[int(part)] = PartitionMeta(
            epoch, epoch_start, archive_bytes, lines, version, parse_ranges(reserved), True
        )
    return out


async def meta(session: AsyncSession, job_id: str, part: int) -> PartitionMeta:
    return (await metas(session, job_id, [part]))[part]


async def blobs(session: AsyncSession, job_id: str, part: int) -> tuple[bytes | None, bytes | None]:
    """The partition's (analyzer state, miner snapshot)."""
    row = (
        await session.execute(
            select(PartitionStateRow.state, PartitionStateRow.miner).where(
                PartitionStateRow.job_id == job_id, PartitionStateRow.part == part
            )
        )
    ).first()
    if row is None:
        return None, None
    state, miner = row
    return (bytes(state) if state is not None else None, bytes(miner) if miner is not None else None)


async def versions(session: AsyncSession, job_id: str, epoch: int) -> dict[int, int]:
    """``part -> version`` of the job's partitions whose analyzer is of ``epoch``."""
    rows = await session.execute(
        select(PartitionStateRow.part, PartitionStateRow.version).where(
            PartitionStateRow.job_id == job_id,
            PartitionStateRow.epoch == epoch,
            PartitionStateRow.state.is_not(None),
        )
    )
    return {int(p): int(v) for p, v in rows.all()}


async def states(session: AsyncSession, job_id: str, parts: list[int]) -> dict[int, tuple[int, bytes]]:
    """``part -> (version, analyzer state)`` of these partitions."""
    if not parts:
        return {}
    rows = await session.execute(
        select(PartitionStateRow.part, PartitionStateRow.version, PartitionStateRow.state).where(
            PartitionStateRow.job_id == job_id, PartitionStateRow.part.in_(sorted(parts))
        )
    )
    return {int(p): (int(v), bytes(s)) for p, v, s in rows.all() if s is not None}


async def save(session: AsyncSession, job_id: str, part: int, values: dict[str, Any]) -> None:
    """Insert or update the partition's row with ``values``, in the caller's transaction."""
    await save_many(session, job_id, {part: values})


async def save_many(session: AsyncSession, job_id: str, rows: dict[int, dict[str, Any]]) -> None:
    """Insert or update these partitions' rows (``part -> values``), in the caller's transaction
    (``INSERT ... ON CONFLICT DO UPDATE``: no read, no ORM row; one statement for the rows that
    set the same columns)."""
    now = utcnow()
    full = [
        {"job_id": job_id, "part": part, "updated_at": now, **values} for part, values in sorted(rows.items())
    ]
    await upsert(session, PartitionStateRow, full, [PartitionStateRow.job_id, PartitionStateRow.part])


# --- reserving line indexes -------------------------------------------------------------------


@dataclass(slots=True)
class Reservation:
    starts: dict[int, int]  # part -> the first index of its new range
    epoch: int
    epoch_start: int


_RESERVE_APART = text(
    """
WITH quick AS (
    SELECT set_config('synchronous_commit', 'off', true) AS was
), r AS (
    UPDATE jobs SET next_line = next_line + CAST(:total AS BIGINT) WHERE job_id = :job
    RETURNING next_line - CAST(:total AS BIGINT) AS start, epoch, epoch_start_line
), p AS (
    SELECT * FROM unnest(
        CAST(:parts AS INTEGER[]), CAST(:lefts AS TEXT[]), CAST(:offsets AS BIGINT[]), CAST(:ns AS BIGINT[])
    ) AS p(part, kept, off, n)
), w AS (
    INSERT INTO partition_states
        (job_id, part, epoch, epoch_start, archive_bytes, lines, reserved, version, updated_at)
    SELECT :job, p.part, r.epoch, r.epoch_start_line, 0, 0,
           p.kept || CAST(r.start + p.off AS TEXT) || ':' || CAST(r.start + p.off + p.n AS TEXT) || ';',
           0, now()
    FROM r CROSS JOIN p
    ON CONFLICT (job_id, part) DO UPDATE SET reserved = excluded.reserved
)
SELECT start, epoch, epoch_start_line FROM r CROSS JOIN quick
"""
)


async def reserve_apart(
    session: AsyncSession, job_id: str, wanted: dict[int, int], lefts: dict[int, Ranges]
) -> Reservation:
    """``wanted[part]`` indexes for each partition from the job's counter, in a transaction of
    their own (PostgreSQL): one statement that bumps ``jobs.next_line`` by their sum and records
    each partition's new range after its ``lefts`` (its unused ones) in the partition's row, so
    the job row is locked for that statement only and a batch whose own transaction fails leaves
    the ranges to its redelivery.

    Its commit does not wait for the WAL flush (``synchronous_commit`` off for this transaction
    only: ~1 ms instead of ~5-7 ms on the shared machine's disk). That is safe: the batch's own
    commit, which waits, is written after it in the WAL, so a reservation a committed batch used
    is durable; one lost in a server crash was used by nothing that committed."""
    engine = session.bind
    assert isinstance(engine, AsyncEngine)
    parts = sorted(wanted)
    offsets: list[int] = []
    total = 0
    for part in parts:
        offsets.append(total)
        total += wanted[part]
    params = {
        "total": total,
        "job": job_id,
        "parts": parts,
        "lefts": [format_ranges(lefts.get(p, [])) for p in parts],
        "offsets": offsets,
        "ns": [wanted[p] for p in parts],
    }
    async with engine.connect() as conn:
        auto = await conn.execution_options(isolation_level="AUTOCOMMIT")
        row = (await auto.execute(_RESERVE_APART, params)).one()
    start, epoch, epoch_start = row
    return Reservation(
        {p: int(start) + off for p, off in zip(parts, offsets, strict=True)},
        int(epoch or 0),
        int(epoch_start or 0),
    )
