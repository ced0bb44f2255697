"""Persisted template-miner state, one row per job (the compressor's snapshot bytes)."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import LargeBinary, String, select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import Mapped, mapped_column

from app.store.base import Base, upsert, utcnow


class MinerStateRow(Base):
    __tablename__ = "miner_states"

    # No foreign key to jobs: offline and not-yet-registered jobs have miner state too.
    job_id: Mapped[str] = mapped_column(String(255), primary_key=True)
    state: Mapped[bytes] = mapped_column(LargeBinary)
    updated_at: Mapped[datetime] = mapped_column(default=utcnow, onupdate=utcnow)


class MinerStateRepository:
    """Reads and writes snapshots; never commits (the caller owns the transaction)."""

    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def get(self, job_id: str) -> bytes | None:
        state = await self.session.scalar(select(MinerStateRow.state).where(MinerStateRow.job_id == job_id))
        return None if state is None else bytes(state)

    async def put(self, job_id: str, state: bytes) -> None:
        """Insert or replace the job's snapshot: one ``INSERT ... ON CONFLICT DO UPDATE`` (no read
        of the old row, no flush of the caller's other pending changes)."""
        await upsert(
            self.session,
            MinerStateRow,
            [{"job_id": job_id, "state": state, "updated_at": utcnow()}],
            [MinerStateRow.job_id],
            lambda excluded: {"state": excluded.state, "updated_at": excluded.updated_at},
        )

    async def delete(self, job_id: str) -> None:
        row = await self.session.get(MinerStateRow, job_id)
        if row is not None:
            await self.session.delete(row)
            await self.session.flush()
