"""Fixtures of the notify tests (helpers live in notify_support.py)."""

from __future__ import annotations

import shutil
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import pytest

from app.notify.config import NotifyConfig
from app.settings import NotifySettings, Settings, override_settings
from app.store.db import Database, upgrade_sync
from tests.notify.notify_support import (
    SECRET,
    MakeIncident,
    Peer,
    create_notify_schema,
    insert_incident,
    make_config,
)


@pytest.fixture
def peer() -> Iterator[Peer]:
    server = Peer()
    yield server
    server.stop()


@pytest.fixture
def settings(tmp_path: Path, peer: Peer) -> Iterator[Settings]:
    s = Settings(
        data_dir=tmp_path / "data",
        notify=NotifySettings(
            slack_webhook_url=f"{peer.url}/slack",
            webhook_urls=[f"{peer.url}/hook"],
            webhook_secret=SECRET,
        ),
    )
    override_settings(s)
    yield s
    override_settings(None)


@pytest.fixture
def config(settings: Settings) -> NotifyConfig:
    return make_config(settings)


@pytest.fixture(scope="session")
def migrated_template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("notify-template") / "template.db"
    upgrade_sync(f"sqlite+aiosqlite:///{path}")  # blocking (Alembic runs its own loop): no test loop here
    return path


@pytest.fixture
def migrated_url(tmp_path: Path, migrated_template: Path) -> str:
    # Migrating takes about a second on a busy machine: once per session, then a file copy.
    path = tmp_path / "notify.db"
    shutil.copyfile(migrated_template, path)
    return f"sqlite+aiosqlite:///{path}"


@pytest.fixture
async def db(migrated_url: str) -> AsyncIterator[Database]:
    database = Database(migrated_url)
    await create_notify_schema(database)
    yield database
    await database.dispose()


@pytest.fixture
def make_incident(db: Database) -> MakeIncident:
    async def make(job_id: str | None = None, **fields: Any) -> int:
        return await insert_incident(db, job_id, **fields)

    return make
