"""A job's analysis state per queue partition: one row per ``(job, partition)``.

The queue partitions a job's lines by ``(job, node)`` (app/ingest/base.py), so one job's nodes
spread over every partition and every worker. Each partition of a job has its own analysis (its
nodes' streams: the rule analyzer's per-stream state, a template miner, an archive chain), kept
here and written in the same transaction as the partition's batch: the archive chain's committed
length, the lines it holds, the analyzer's pickle and the miner's snapshot always describe the
same lines. ``version`` is bumped by every batch, so a worker knows from one small read whether
the copy it holds in memory is the committed one (app/incidents/handoff.py).

``reserved``: line indexes the partition took from the job's counter (``jobs.next_line``) in a
transaction of their own (PostgreSQL, app/incidents/handoff.py) and has not used yet, as
``start:end;...``. A batch whose transaction failed leaves its reservation here for its
redelivery, so a failed attempt leaves no gap in the job's line indexes.
"""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import BigInteger, Integer, LargeBinary, String, Text, select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import Mapped, mapped_column

from app.store.archive import Archive, JobLog
from app.store.base import Base, utcnow


class PartitionStateRow(Base):
    __tablename__ = "partition_states"

    job_id: Mapped[str] = mapped_column(String(255), primary_key=True)
    part: Mapped[int] = mapped_column(Integer, primary_key=True)
    # The diagnosis epoch (run) the analyzer state is of, and the job's first line index of it.
    epoch: Mapped[int] = mapped_column(Integer, default=0)
    epoch_start: Mapped[int] = mapped_column(BigInteger, default=0)
    # The committed length of this partition's archive chain, and how many lines it holds.
    archive_bytes: Mapped[int] = mapped_column(BigInteger, default=0)
    lines: Mapped[int] = mapped_column(BigInteger, default=0)
    reserved: Mapped[str] = mapped_column(Text, default="")
    version: Mapped[int] = mapped_column(BigInteger, default=0)
    # Pickle of (JobAnalyzer, signals per rule) without the rule engine; the miner's snapshot.
    state: Mapped[bytes | None] = mapped_column(LargeBinary, nullable=True)
    miner: Mapped[bytes | None] = mapped_column(LargeBinary, nullable=True)
    updated_at: Mapped[datetime] = mapped_column(default=utcnow, onupdate=utcnow)


async def committed_chains(session: AsyncSession, job_id: str) -> dict[int, int]:
    """``part -> committed archive length`` of the job's partitions that archived lines."""
    rows = await session.execute(
        select(PartitionStateRow.part, PartitionStateRow.archive_bytes).where(
            PartitionStateRow.job_id == job_id, PartitionStateRow.archive_bytes > 0
        )
    )
    return {int(p): int(n) for p, n in rows.all()}


async def job_lines(session: AsyncSession, archive: Archive, job_id: str, legacy_bytes: int) -> JobLog:
    """The job's committed lines as of now, for a reader (the console, the LLM's evidence)."""
    return JobLog(archive, job_id, legacy_bytes, await committed_chains(session, job_id))
