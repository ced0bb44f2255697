"""Jobs, their per-stream ingest cursors, the durable local queue and API tokens."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import JSON, BigInteger, ForeignKey, Index, Integer, String, Text, select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import Mapped, mapped_column

from app.store.base import Base, utcnow


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
    lines_processed: Mapped[int] = mapped_column(BigInteger, default=0)
    # Diagnosis looks at the lines of the current run only: a restart starts a new epoch here.
    epoch_start_line: Mapped[int] = mapped_column(BigInteger, default=0)
    archive_bytes: Mapped[int] = mapped_column(BigInteger, default=0)
    last_step: Mapped[int | None] = mapped_column(BigInteger, nullable=True)
    last_progress_at: Mapped[datetime | None] = mapped_column(nullable=True)
    last_heartbeat_at: Mapped[datetime | None] = mapped_column(nullable=True)
    last_metrics: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    exit_code: Mapped[int | None] = mapped_column(Integer, nullable=True)
    restarts: Mapped[int] = mapped_column(Integer, default=0)
    downtime_s: Mapped[float] = mapped_column(default=0.0)
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
    __table_args__ = (Index("ix_queue_entries_partition_id", "partition", "id"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    partition: Mapped[int] = mapped_column(Integer)
    job_id: Mapped[str] = mapped_column(String(255))
    kind: Mapped[str] = mapped_column(String(32))
    payload: Mapped[str] = mapped_column(Text)
    # A message whose handler failed repeatedly is parked here for an operator, never dropped.
    dead_letter: Mapped[bool] = mapped_column(default=False)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)


class ApiTokenRow(Base):
    __tablename__ = "api_tokens"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    name: Mapped[str] = mapped_column(String(255))
    role: Mapped[str] = mapped_column(String(32))
    token_hash: Mapped[str] = mapped_column(String(64), unique=True)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    revoked: Mapped[bool] = mapped_column(default=False)


class JobRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def get(self, job_id: str, *, for_update: bool = False) -> JobRow | None:
        stmt = select(JobRow).where(JobRow.job_id == job_id)
        if for_update:
            stmt = stmt.with_for_update()
        return (await self.session.execute(stmt)).scalar_one_or_none()

    async def list(self, *, limit: int = 100, state: str | None = None) -> list[JobRow]:
        stmt = select(JobRow).order_by(JobRow.created_at.desc()).limit(limit)
        if state:
            stmt = stmt.where(JobRow.state == state)
        return list((await self.session.execute(stmt)).scalars())

    def add(self, job: JobRow) -> None:
        self.session.add(job)

    async def cursors(self, job_id: str) -> dict[tuple[str, int, str], StreamCursorRow]:
        rows = await self.session.execute(select(StreamCursorRow).where(StreamCursorRow.job_id == job_id))
        return {(c.node, c.rank, c.stream): c for c in rows.scalars()}


class TokenRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def by_hash(self, token_hash: str) -> ApiTokenRow | None:
        stmt = select(ApiTokenRow).where(ApiTokenRow.token_hash == token_hash, ApiTokenRow.revoked.is_(False))
        return (await self.session.execute(stmt)).scalar_one_or_none()

    async def count(self) -> int:
        return len(list((await self.session.execute(select(ApiTokenRow.id))).scalars()))

    def add(self, token: ApiTokenRow) -> None:
        self.session.add(token)
