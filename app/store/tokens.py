"""API tokens (only their SHA-256 is stored) and the console's sessions. Repositories never commit."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import BigInteger, ColumnElement, ForeignKey, String, delete, or_, select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import Mapped, mapped_column

from app.store.base import Base, BigId, utcnow

# Where a token came from: ``bootstrap`` tokens are kept in line with CRASHCART_TOKENS at start
# (a token dropped from the list is revoked, a changed role is applied); the others are managed
# with ``crashcart tokens`` / ``/v1/tokens``.
SOURCES = ("bootstrap", "cli", "api", "first-admin")


class ApiTokenRow(Base):
    __tablename__ = "api_tokens"

    id: Mapped[int] = mapped_column(BigId, primary_key=True, autoincrement=True)
    name: Mapped[str] = mapped_column(String(255))
    role: Mapped[str] = mapped_column(String(32))
    token_hash: Mapped[str] = mapped_column(String(64), unique=True)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    revoked: Mapped[bool] = mapped_column(default=False)
    source: Mapped[str] = mapped_column(String(16), default="cli", server_default="cli")
    expires_at: Mapped[datetime | None] = mapped_column(nullable=True)
    revoked_at: Mapped[datetime | None] = mapped_column(nullable=True)
    # Why: "removed from the bootstrap list" (undone if it comes back) or who revoked it (final).
    revoked_reason: Mapped[str | None] = mapped_column(String(255), nullable=True)

    def active(self, now: datetime | None = None) -> bool:
        now = now or utcnow()
        return not self.revoked and (self.expires_at is None or self.expires_at > now)


class ConsoleSessionRow(Base):
    """A signed-in browser: the cookie holds a random id, only its SHA-256 is stored here."""

    __tablename__ = "console_sessions"

    id: Mapped[int] = mapped_column(BigId, primary_key=True, autoincrement=True)
    session_hash: Mapped[str] = mapped_column(String(64), unique=True)
    token_id: Mapped[int] = mapped_column(
        BigInteger, ForeignKey("api_tokens.id", ondelete="CASCADE"), index=True
    )
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    expires_at: Mapped[datetime] = mapped_column()


class TokenRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    def _active(self, now: datetime) -> list[ColumnElement[bool]]:
        return [
            ApiTokenRow.revoked.is_(False),
            or_(ApiTokenRow.expires_at.is_(None), ApiTokenRow.expires_at > now),
        ]

    async def by_hash(self, token_hash: str) -> ApiTokenRow | None:
        """The token with this hash if it may be used now (not revoked, not expired)."""
        stmt = select(ApiTokenRow).where(ApiTokenRow.token_hash == token_hash, *self._active(utcnow()))
        return (await self.session.execute(stmt)).scalar_one_or_none()

    async def any_by_hash(self, token_hash: str) -> ApiTokenRow | None:
        stmt = select(ApiTokenRow).where(ApiTokenRow.token_hash == token_hash)
        return (await self.session.execute(stmt)).scalar_one_or_none()

    async def get(self, token_id: int) -> ApiTokenRow | None:
        return await self.session.get(ApiTokenRow, token_id)

    async def all(self, *, include_inactive: bool = False) -> list[ApiTokenRow]:
        stmt = select(ApiTokenRow).order_by(ApiTokenRow.id)
        if not include_inactive:
            stmt = stmt.where(*self._active(utcnow()))
        return list((await self.session.execute(stmt)).scalars())

    async def by_name(self, name: str) -> list[ApiTokenRow]:
        stmt = select(ApiTokenRow).where(ApiTokenRow.name == name).order_by(ApiTokenRow.id)
        return list((await self.session.execute(stmt)).scalars())

    async def bootstrap(self) -> list[ApiTokenRow]:
        stmt = select(ApiTokenRow).where(ApiTokenRow.source == "bootstrap")
        return list((await self.session.execute(stmt)).scalars())

    async def count(self) -> int:
        return len(list((await self.session.execute(select(ApiTokenRow.id))).scalars()))

    def add(self, token: ApiTokenRow) -> None:
        self.session.add(token)

    async def revoke(self, row: ApiTokenRow, reason: str) -> None:
        """Revoke a token and end every console session it opened."""
        if not row.revoked:
            row.revoked = True
            row.revoked_at = utcnow()
            row.revoked_reason = reason[:255]
        await self.session.execute(delete(ConsoleSessionRow).where(ConsoleSessionRow.token_id == row.id))


class ConsoleSessionRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    def add(self, row: ConsoleSessionRow) -> None:
        self.session.add(row)

    async def token_for(self, session_hash: str) -> ApiTokenRow | None:
        """The token behind a live session: the session not expired, the token still usable."""
        now = utcnow()
        stmt = (
            select(ApiTokenRow)
            .join(ConsoleSessionRow, ConsoleSessionRow.token_id == ApiTokenRow.id)
            .where(
                ConsoleSessionRow.session_hash == session_hash,
                ConsoleSessionRow.expires_at > now,
                ApiTokenRow.revoked.is_(False),
                or_(ApiTokenRow.expires_at.is_(None), ApiTokenRow.expires_at > now),
            )
        )
        return (await self.session.execute(stmt)).scalar_one_or_none()

    async def end(self, session_hash: str) -> None:
        await self.session.execute(
            delete(ConsoleSessionRow).where(ConsoleSessionRow.session_hash == session_hash)
        )

    async def purge_expired(self) -> None:
        await self.session.execute(delete(ConsoleSessionRow).where(ConsoleSessionRow.expires_at <= utcnow()))
