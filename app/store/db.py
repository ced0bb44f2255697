"""Engine, sessions and migrations for both SQLite (embedded) and PostgreSQL."""

from __future__ import annotations

import asyncio
import os
import tempfile
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from alembic import command
from alembic.config import Config
from alembic.util.exc import CommandError as AlembicCommandError
from sqlalchemy import event, text
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession, async_sessionmaker, create_async_engine

from app.errors import ConfigError, UpstreamError
from app.settings import REPO_ROOT, mask_url

MIGRATIONS_DIR = REPO_ROOT / "migrations"


def _sqlite_pragmas(dbapi_conn: Any, _record: Any) -> None:
    cur = dbapi_conn.cursor()
    # WAL lets the API read while the worker writes; busy_timeout instead of "database is locked".
    cur.execute("PRAGMA journal_mode=WAL")
    cur.execute("PRAGMA synchronous=NORMAL")
    cur.execute("PRAGMA busy_timeout=30000")
    cur.execute("PRAGMA foreign_keys=ON")
    cur.close()


def one_line(exc: BaseException) -> str:
    """A driver's error in one line: the driver's own message, without SQLAlchemy's links."""
    inner = getattr(exc, "orig", None) or exc
    text = str(inner).strip().splitlines()
    return text[0] if text else type(inner).__name__


def private_memory_database() -> tuple[str, Path]:
    """Where ``sqlite://`` lives: a database file private to this process, in memory (``/dev/shm``,
    a tmpfs) where the machine has one. A real file rather than SQLite's ``:memory:`` so that the
    API, the in-process worker and the migrations each get their own connection (one shared
    connection would let one session's rollback undo another's writes)."""
    shm = Path("/dev/shm")
    base = shm if shm.is_dir() and os.access(shm, os.W_OK) else None
    scratch = Path(tempfile.mkdtemp(prefix="crashcart-memory-", dir=base))
    return f"sqlite+aiosqlite:///{scratch / 'crashcart.db'}", scratch


class Database:
    """One engine and session factory per process."""

    def __init__(self, url: str, *, echo: bool = False) -> None:
        self.url = url
        self.is_sqlite = url.startswith("sqlite")
        if self.is_sqlite:
            path = url.split(":///", 1)[-1]
            if path and path != ":memory:":
                Path(path).parent.mkdir(parents=True, exist_ok=True)
            self.engine: AsyncEngine = create_async_engine(url, echo=echo)
            event.listen(self.engine.sync_engine, "connect", _sqlite_pragmas)
        else:
            self.engine = create_async_engine(
                url,
                echo=echo,
                pool_size=10,
                max_overflow=20,
                pool_pre_ping=True,
                # A database that does not answer is an error within seconds, not a hung start.
                connect_args={"timeout": 10},
            )
        self.sessionmaker = async_sessionmaker(self.engine, expire_on_commit=False)

    @asynccontextmanager
    async def session(self) -> AsyncIterator[AsyncSession]:
        """A session whose transaction the caller commits; rolled back on any exception."""
        async with self.sessionmaker() as session:
            try:
                yield session
            except BaseException:
                await session.rollback()
                raise

    async def ping(self) -> None:
        try:
            async with self.engine.connect() as conn:
                await conn.execute(text("SELECT 1"))
        except (SQLAlchemyError, OSError) as exc:
            raise UpstreamError(f"database unreachable: {one_line(exc)}") from exc

    async def check(self) -> None:
        """At start: the database answers and carries crashcart's schema; else one clear line."""
        where = mask_url(self.url)
        try:
            async with self.engine.connect() as conn:
                await conn.execute(text("SELECT 1"))
        except (SQLAlchemyError, OSError) as exc:
            reason = one_line(exc)
            raise ConfigError(f"CRASHCART_DATABASE_URL: database unreachable at {where}: {reason}") from exc
        try:
            async with self.engine.connect() as conn:
                version = (await conn.execute(text("SELECT version_num FROM alembic_version"))).scalar()
        except SQLAlchemyError:
            version = None
        if version is None:
            raise ConfigError(
                f"CRASHCART_DATABASE_URL: {where} has no crashcart schema yet; run `crashcart db upgrade`"
            )

    async def dispose(self) -> None:
        await self.engine.dispose()


def alembic_config(url: str) -> Config:
    cfg = Config()
    cfg.set_main_option("script_location", str(MIGRATIONS_DIR))
    cfg.set_main_option("sqlalchemy.url", url.replace("%", "%%"))
    return cfg


def upgrade_sync(url: str, revision: str = "head") -> None:
    """Apply migrations (blocking). ``crashcart db upgrade`` and embedded start-up call this."""
    if url.startswith("sqlite"):
        path = url.split(":///", 1)[-1]
        if path and path != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
    where = mask_url(url)
    try:
        command.upgrade(alembic_config(url), revision)
    except SQLAlchemyError as exc:
        raise ConfigError(
            f"database migration failed: CRASHCART_DATABASE_URL {where}: {one_line(exc)}"
        ) from exc
    except AlembicCommandError as exc:  # an unknown target revision, say
        raise ConfigError(f"database migration failed: {one_line(exc)}") from exc
    except OSError as exc:
        reason = one_line(exc)
        raise ConfigError(f"CRASHCART_DATABASE_URL: database unreachable at {where}: {reason}") from exc


async def upgrade(url: str, revision: str = "head") -> None:
    await asyncio.to_thread(upgrade_sync, url, revision)
