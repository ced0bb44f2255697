"""Jobs, their per-stream ingest cursors and the durable local queue (API tokens: ``tokens.py``)."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from datetime import datetime
from typing import Any

from sqlalchemy import (
    JSON,
    BigInteger,
    ForeignKey,
    Index,
    Integer,
    String,
    Text,
    and_,
    column,
    func,
    or_,
    select,
)
from sqlalchemy.dialects.postgresql import JSONB
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import Mapped, mapped_column

from app.store.base import Base, BigId, upsert, utcnow
from app.store.tokens import ApiTokenRow, TokenRepository

__all__ = ["ApiTokenRow", "JobRepository", "JobRow", "QueueEntryRow", "StreamCursorRow", "TokenRepository"]


class JobRow(Base):
    __tablename__ = "jobs"

    job_id: Mapped[str] = mapped_column(String(255), primary_key=True)
    scheduler: Mapped[str] = mapped_column(String(32), default="local")
    nodes: Mapped[list[Any]] = mapped_column(JSON, default=list)
    world_size: Mapped[int | None] = mapped_column(Integer, nullable=True)
    checkpoint_dir: Mapped[str | None] = mapped_column(Text, nullable=True)
    owner: Mapped[str | None] = mapped_column(String(255), nullable=True)
    notify: Mapped[list[Any]] = mapped_column(JSON, default=list)
    # running | failed | succeeded | restarting | stopped
    state: Mapped[str] = mapped_column(String(32), default="running")
    # scheduler-specific details (Slurm script, Kubernetes namespace/selector, local command)
    spec: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    # Lines committed (a count); ``next_line`` is the next line index to hand out (migration
    # 0012): batches of different partitions reserve their indexes from it
    # (app/incidents/handoff.py), so while one is in flight it is ahead of ``lines_processed``.
    lines_processed: Mapped[int] = mapped_column(BigInteger, default=0)
    next_line: Mapped[int] = mapped_column(BigInteger, default=0, server_default="0")
    # Diagnosis looks at the lines of the current run only: a restart (or a re-registration after
    # a requeue) starts a new epoch: ``epoch`` counts them, ``epoch_start_line`` is its first line.
    epoch_start_line: Mapped[int] = mapped_column(BigInteger, default=0)
    epoch: Mapped[int] = mapped_column(Integer, default=0, server_default="0")
    epoch_started_at: Mapped[datetime | None] = mapped_column(nullable=True)
    # The scheduler's identity of the current run (Slurm ``<job id>.<restart count>``) and the
    # runs that ended (a restart, a re-registration): see ``app/incidents/runs.py``.
    run_id: Mapped[str | None] = mapped_column(String(128), nullable=True)
    runs_ended: Mapped[list[Any] | None] = mapped_column(JSON, nullable=True)
    progress_run: Mapped[str | None] = mapped_column(String(128), nullable=True)  # of last_progress_at
    # The committed length of the job's archive file from before migration 0012; since then
    # each partition has its own chain (app/store/analysis.py).
    archive_bytes: Mapped[int] = mapped_column(BigInteger, default=0)
    last_step: Mapped[int | None] = mapped_column(BigInteger, nullable=True)
    last_progress_at: Mapped[datetime | None] = mapped_column(nullable=True)
    last_heartbeat_at: Mapped[datetime | None] = mapped_column(nullable=True)
    last_metrics: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    exit_code: Mapped[int | None] = mapped_column(Integer, nullable=True)
    restarts: Mapped[int] = mapped_column(Integer, default=0)
    downtime_s: Mapped[float] = mapped_column(default=0.0)
    # ETTR (app/incidents/ettr.py): compact progress segments, and when the job last ended
    # (set on succeeded/failed/stopped, cleared when it runs again). NULL progress: not tracked.
    progress: Mapped[dict[str, Any] | None] = mapped_column(JSON(none_as_null=True), default=dict)
    ended_at: Mapped[datetime | None] = mapped_column(nullable=True)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(default=utcnow, onupdate=utcnow)


class StreamCursorRow(Base):
    """Highest ``seq`` processed per (job, node, rank, stream): what makes ingest idempotent."""

    __tablename__ = "stream_cursors"

    job_id: Mapped[str] = mapped_column(ForeignKey("jobs.job_id", ondelete="CASCADE"), primary_key=True)
    node: Mapped[str] = mapped_column(String(255), primary_key=True)
    rank: Mapped[int] = mapped_column(Integer, primary_key=True)  # -1 when unknown
    stream: Mapped[str] = mapped_column(String(32), primary_key=True)
    max_seq: Mapped[int] = mapped_column(BigInteger)


class QueueEntryRow(Base):
    """The embedded queue: accepted messages, durable before the API answers."""

    __tablename__ = "queue_entries"
    __table_args__ = (
        Index("ix_queue_entries_partition_id", "partition", "id"),
        # The priority lane and the depth count, without reading payloads (migration 0010).
        Index("ix_queue_entries_lane", "dead_letter", "kind", "id"),
        {"sqlite_autoincrement": True},  # message ids are never reused
    )

    id: Mapped[int] = mapped_column(BigId, primary_key=True, autoincrement=True)
    partition: Mapped[int] = mapped_column(Integer)
    job_id: Mapped[str] = mapped_column(String(255))
    kind: Mapped[str] = mapped_column(String(32))
    payload: Mapped[str] = mapped_column(Text)
    # A message whose handler failed repeatedly is parked here for an operator, never dropped.
    dead_letter: Mapped[bool] = mapped_column(default=False)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    # Why it was parked; and, for one item parked out of a batch, "<message id>:<index>" so a
    # redelivered batch parks it once.
    reason: Mapped[str | None] = mapped_column(Text, nullable=True)
    dead_key: Mapped[str | None] = mapped_column(String(128), nullable=True, unique=True)


StreamKey = tuple[str, int, str]  # (node, rank or -1, stream)
# A batch of more nodes than this reads the job's every cursor instead of naming its nodes.
_NODES_IN_FILTER = 256


class JobRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def get(self, job_id: str, *, for_update: bool = False, fresh: bool = False) -> JobRow | None:
        """The job; ``fresh``: its row read again even if the session holds it (another
        transaction may have changed it since).

        ``for_update`` locks the row ``FOR NO KEY UPDATE`` on PostgreSQL: every writer of a job
        row does, and none conflicts with the ``KEY SHARE`` lock that a batch's rows referencing
        the job (stream cursors, templates, signals) take, so a batch holding those that asks for
        the job row at its end waits for the holder's commit, never in a cycle with it."""
        stmt = select(JobRow).where(JobRow.job_id == job_id)
        if for_update:
            stmt = stmt.with_for_update(key_share=True)
        if fresh:
            stmt = stmt.execution_options(populate_existing=True)
        return (await self.session.execute(stmt)).scalar_one_or_none()

    async def list(self, *, limit: int = 100, state: str | None = None) -> list[JobRow]:
        stmt = select(JobRow).order_by(JobRow.created_at.desc()).limit(limit)
        if state:
            stmt = stmt.where(JobRow.state == state)
        return list((await self.session.execute(stmt)).scalars())

    async def page(
        self,
        *,
        state: str | None,
        node: str | None,
        created_since: datetime | None,
        after: tuple[datetime, str] | None,
        limit: int,
    ) -> Sequence[JobRow]:
        """Jobs newest first (``created_at``, then ``job_id``), from just after ``after``."""
        stmt = select(JobRow).order_by(JobRow.created_at.desc(), JobRow.job_id.desc()).limit(limit)
        if state:
            stmt = stmt.where(JobRow.state == state)
        if created_since is not None:
            stmt = stmt.where(JobRow.created_at >= created_since)
        if after is not None:
            at, job_id = after
            stmt = stmt.where(
                or_(JobRow.created_at < at, and_(JobRow.created_at == at, JobRow.job_id < job_id))
            )
        if node:
            if self.session.get_bind().dialect.name == "postgresql":
                stmt = stmt.where(JobRow.nodes.cast(JSONB).contains([node]))
            else:  # SQLite: one of the array's values
                each = func.json_each(JobRow.nodes).table_valued("value")
                stmt = stmt.where(select(1).select_from(each).where(column("value") == node).exists())
        return (await self.session.execute(stmt)).scalars().all()

    async def resolve(self, job_id: str, *, for_update: bool = False) -> JobRow | None:
        """The job by its id, or the job a resubmission gave this Slurm job id (the resubmitted
        job keeps its crashcart identity: its incident, restart budget and history)."""
        job = await self.get(job_id, for_update=for_update)
        if job is not None or not job_id.isdigit():
            return job
        stmt = select(JobRow).where(
            JobRow.scheduler == "slurm", JobRow.spec["slurm_job_id"].as_string() == job_id
        )
        if for_update:
            stmt = stmt.with_for_update(key_share=True)  # see get()
        return (await self.session.execute(stmt.limit(1))).scalars().first()

    def add(self, job: JobRow) -> None:
        self.session.add(job)

    async def stream_tops(self, job_id: str, nodes: Collection[str]) -> dict[StreamKey, int]:
        """The highest ``seq`` processed per stream ``(node, rank, stream)`` of ``nodes``' streams.

        Plain tuples of the batch's nodes only (a shipper's batch is one node's lines): loading a
        job's every cursor as ORM rows cost ~2 ms a batch at 128 streams, and grows with the job."""
        stmt = select(
            StreamCursorRow.node, StreamCursorRow.rank, StreamCursorRow.stream, StreamCursorRow.max_seq
        ).where(StreamCursorRow.job_id == job_id)
        if len(nodes) <= _NODES_IN_FILTER:
            stmt = stmt.where(StreamCursorRow.node.in_(sorted(nodes)))
        return {(n, r, s): top for n, r, s, top in (await self.session.execute(stmt)).all()}

    async def put_stream_tops(self, job_id: str, tops: dict[StreamKey, int]) -> None:
        """Set these streams' highest ``seq`` (new streams inserted) in one ``INSERT ... ON CONFLICT
        DO UPDATE`` per chunk, in the caller's transaction, which holds the job's lock."""
        if not tops:
            return
        rows = [
            {"job_id": job_id, "node": node, "rank": rank, "stream": stream, "max_seq": top}
            for (node, rank, stream), top in sorted(tops.items())
        ]
        key = [StreamCursorRow.job_id, StreamCursorRow.node, StreamCursorRow.rank, StreamCursorRow.stream]
        await upsert(self.session, StreamCursorRow, rows, key, lambda excluded: {"max_seq": excluded.max_seq})
