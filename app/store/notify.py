"""The notification outbox: one row per (destination, alert), delivered by ``NotifyRunner``.

Row states: ``pending`` (due once ``not_before`` has passed) → ``sending`` (leased by one runner
until ``lease_until``; a runner that died mid-send loses it and another takes over) → ``sent`` |
``failed`` (gave up; ``last_error`` says why).

Deduplication: ``dedupe_key`` hashes (destination, job, incident fingerprint, action, phase), never
LLM text. While a row's dedupe window is open it also holds the key in ``active_key`` (unique), so
two workers enqueueing the same alert at once cannot both insert: the loser folds into the winner.
Later incidents with the same key are folded into it (``repeats``) instead of being sent again.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

from sqlalchemy import JSON, ForeignKey, Index, Integer, String, Text, select, update
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import Mapped, mapped_column

from app.store.base import Base, BigId, utcnow

NOTIFICATION_STATES = ("pending", "sending", "sent", "failed")


class NotificationRow(Base):
    __tablename__ = "notifications"
    __table_args__ = (Index("ix_notifications_state_not_before", "state", "not_before"),)

    id: Mapped[int] = mapped_column(BigId, primary_key=True, autoincrement=True)
    dedupe_key: Mapped[str] = mapped_column(String(64), index=True)
    # The dedupe key while this row's window is open, NULL once retired (NULLs never collide).
    active_key: Mapped[str | None] = mapped_column(String(64), unique=True, nullable=True)
    destination: Mapped[str] = mapped_column(String(128))
    job_id: Mapped[str] = mapped_column(String(255))
    incident_id: Mapped[int] = mapped_column(ForeignKey("incidents.id", ondelete="CASCADE"), index=True)
    fingerprint: Mapped[str] = mapped_column(String(64))
    action: Mapped[str] = mapped_column(String(64))
    phase: Mapped[str] = mapped_column(String(32))
    # Every incident folded into this alert (the first one is ``incident_id``), capped.
    incident_ids: Mapped[list[Any]] = mapped_column(JSON, default=list)
    repeats: Mapped[int] = mapped_column(Integer, default=0)
    # What the message says, frozen at enqueue time (rendered per destination when sent).
    snapshot: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    state: Mapped[str] = mapped_column(String(16), default="pending")
    attempts: Mapped[int] = mapped_column(Integer, default=0)
    max_attempts: Mapped[int] = mapped_column(Integer, default=8)
    not_before: Mapped[datetime] = mapped_column(default=utcnow)
    lease_owner: Mapped[str | None] = mapped_column(String(128), nullable=True)
    lease_until: Mapped[datetime | None] = mapped_column(nullable=True)
    last_error: Mapped[str | None] = mapped_column(Text, nullable=True)
    last_status: Mapped[int | None] = mapped_column(Integer, nullable=True)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(default=utcnow, onupdate=utcnow)
    sent_at: Mapped[datetime | None] = mapped_column(nullable=True)


class NotificationRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def get(self, notification_id: int) -> NotificationRow | None:
        return await self.session.get(NotificationRow, notification_id)

    async def active(self, key: str) -> NotificationRow | None:
        stmt = select(NotificationRow).where(NotificationRow.active_key == key).with_for_update()
        return (await self.session.execute(stmt)).scalar_one_or_none()

    async def with_key(self, key: str, limit: int = 500) -> list[NotificationRow]:
        stmt = (
            select(NotificationRow)
            .where(NotificationRow.dedupe_key == key)
            .order_by(NotificationRow.id.desc())
            .limit(limit)
        )
        return list((await self.session.execute(stmt)).scalars())

    async def for_incident(self, incident_id: int) -> list[NotificationRow]:
        stmt = (
            select(NotificationRow)
            .where(NotificationRow.incident_id == incident_id)
            .order_by(NotificationRow.id)
        )
        return list((await self.session.execute(stmt)).scalars())

    async def recent(self, *, state: str | None = None, limit: int = 100) -> Sequence[NotificationRow]:
        stmt = select(NotificationRow).order_by(NotificationRow.id.desc()).limit(limit)
        if state:
            stmt = stmt.where(NotificationRow.state == state)
        return list((await self.session.execute(stmt)).scalars())

    async def due_ids(self, now: datetime, limit: int = 20) -> list[int]:
        """Pending rows whose time has come and sending rows whose runner's lease ran out."""
        stmt = (
            select(NotificationRow.id)
            .where(
                ((NotificationRow.state == "pending") & (NotificationRow.not_before <= now))
                | ((NotificationRow.state == "sending") & (NotificationRow.lease_until < now))
            )
            .order_by(NotificationRow.id)
            .limit(limit)
        )
        return [int(i) for i in (await self.session.execute(stmt)).scalars()]

    async def claim(self, notification_id: int, *, owner: str, lease_until: datetime, now: datetime) -> bool:
        """Lease a due row for one send; True for exactly one caller, even across processes.

        The attempt is counted here, before sending: a row that kills its sender still runs out.
        """
        due = ((NotificationRow.state == "pending") & (NotificationRow.not_before <= now)) | (
            (NotificationRow.state == "sending") & (NotificationRow.lease_until < now)
        )
        stmt = (
            update(NotificationRow)
            .where((NotificationRow.id == notification_id) & due)
            .values(
                state="sending",
                lease_owner=owner,
                lease_until=lease_until,
                attempts=NotificationRow.attempts + 1,
                updated_at=now,
            )
            .execution_options(synchronize_session=False)
        )
        result = await self.session.execute(stmt)
        return bool(getattr(result, "rowcount", 0) == 1)

    async def finish(self, notification_id: int, *, owner: str, values: dict[str, Any]) -> bool:
        """Record a send's outcome, only while this owner still holds the lease."""
        stmt = (
            update(NotificationRow)
            .where(
                NotificationRow.id == notification_id,
                NotificationRow.state == "sending",
                NotificationRow.lease_owner == owner,
            )
            .values(lease_owner=None, lease_until=None, updated_at=utcnow(), **values)
            .execution_options(synchronize_session=False)
        )
        result = await self.session.execute(stmt)
        return bool(getattr(result, "rowcount", 0) == 1)

    def add(self, row: NotificationRow) -> None:
        self.session.add(row)
