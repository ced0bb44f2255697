"""Declarative base shared by every ORM model, with portable column helpers."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import JSON, BigInteger, DateTime, Integer, MetaData
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import DeclarativeBase
from sqlalchemy.types import TypeDecorator

# Stable constraint names, so Alembic migrations are identical on SQLite and PostgreSQL.
NAMING_CONVENTION = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}


# Every id is 64-bit. On SQLite an INTEGER PRIMARY KEY is already the 64-bit rowid (and only that
# spelling autoincrements); PostgreSQL gets BIGINT (migration 0003).
BigId = BigInteger().with_variant(Integer(), "sqlite")


def utcnow() -> datetime:
    return datetime.now(UTC)


class UTCDateTime(TypeDecorator[datetime]):
    """Timezone-aware UTC timestamps on every backend (SQLite stores naive values)."""

    impl = DateTime(timezone=True)
    cache_ok = True

    def process_bind_param(self, value: datetime | None, dialect: Any) -> datetime | None:
        if value is not None and value.tzinfo is None:
            value = value.replace(tzinfo=UTC)
        return value

    def process_result_value(self, value: datetime | None, dialect: Any) -> datetime | None:
        if value is not None and value.tzinfo is None:
            value = value.replace(tzinfo=UTC)
        return value


class Base(DeclarativeBase):
    metadata = MetaData(naming_convention=NAMING_CONVENTION)
    type_annotation_map = {datetime: UTCDateTime(), dict[str, Any]: JSON(), list[Any]: JSON()}


_UPSERTS: dict[tuple[Any, ...], Any] = {}


async def upsert(
    session: AsyncSession,
    model: type[Base],
    rows: Sequence[dict[str, Any]],
    conflict: Sequence[Any],
    update: Callable[[Any], dict[str, Any]] | None = None,
) -> None:
    """``INSERT ... ON CONFLICT (conflict) DO UPDATE SET update(excluded)`` on PostgreSQL and SQLite,
    in the caller's transaction (no read, no ORM rows, no flush of the session's other pending
    changes). ``update`` maps the statement's ``excluded`` row to the values an existing row
    takes, and must depend on nothing else (the statement is built once per model, columns and
    ``update``, then reused); None: every column of the rows but ``conflict``'s, from ``excluded``.

    The rows go as one executemany per set of columns: the statement is compiled once per process
    (a multi-row ``VALUES`` built per call was compiled per call, with its values coerced one by
    one: ~1-2 ms a batch), and the driver sends the rows in one round trip."""
    if not rows:
        return
    dialect = session.get_bind().dialect.name
    conflict_names = tuple(c.key for c in conflict)
    by_columns: dict[tuple[str, ...], list[dict[str, Any]]] = {}
    for row in rows:
        by_columns.setdefault(tuple(row), []).append(row)
    for columns, group in by_columns.items():
        key = (model, dialect, conflict_names, columns, None if update is None else update.__code__)
        stmt = _UPSERTS.get(key)
        if stmt is None:
            insert = pg_insert if dialect == "postgresql" else sqlite_insert
            base = insert(model.__table__)  # type: ignore[arg-type]
            excluded = base.excluded
            values = (
                update(excluded)
                if update is not None
                else {c: getattr(excluded, c) for c in columns if c not in conflict_names}
            )
            stmt = _UPSERTS[key] = base.on_conflict_do_update(
                index_elements=list(conflict_names), set_=values
            )
        await session.execute(stmt, group)
