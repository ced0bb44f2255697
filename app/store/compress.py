"""Persisted template-miner state, one row per job (the compressor's snapshot bytes)."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import LargeBinary, String, select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import Mapped, mapped_column

from app.store.base import Base, utcnow


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
        row = await self.session.get(MinerStateRow, job_id)
        if row is None:
            self.session.add(MinerStateRow(job_id=job_id, state=state))
        else:
            row.state = state
            row.updated_at = utcnow()
        await self.session.flush()

    async def delete(self, job_id: str) -> None:
        row = await self.session.get(MinerStateRow, job_id)
        if row is not None:
            await self.session.delete(row)
            await self.session.flush()
