"""Migration 0013 drops ``miner_states`` (dead since 0012: each partition's miner snapshot is in
``partition_states``); its downgrade puts the empty table back. SQLite and PostgreSQL."""

from __future__ import annotations

import asyncio
from pathlib import Path

from alembic import command
from sqlalchemy import inspect

from app.store.db import Database, alembic_config, upgrade_sync
from app.store.models import Base


async def _tables(url: str) -> set[str]:
    db = Database(url)
    try:
        async with db.engine.connect() as conn:
            return set(await conn.run_sync(lambda sync: inspect(sync).get_table_names()))
    finally:
        await db.dispose()


def _check(url: str) -> None:
    upgrade_sync(url)
    tables = asyncio.run(_tables(url))
    assert "miner_states" not in tables and "partition_states" in tables
    assert "miner_states" not in Base.metadata.tables  # no model left for it either
    command.downgrade(alembic_config(url), "0012")
    assert "miner_states" in asyncio.run(_tables(url))
    upgrade_sync(url)
    assert "miner_states" not in asyncio.run(_tables(url))


def test_miner_states_dropped_sqlite(tmp_path: Path) -> None:
    _check(f"sqlite+aiosqlite:///{tmp_path / 'db.sqlite'}")


def test_miner_states_dropped_postgres(pg_database: str) -> None:
    _check(pg_database)
