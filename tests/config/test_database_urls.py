"""CRASHCART_DATABASE_URL as users write it: the plain forms every tool prints work."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from app.errors import ConfigError
from app.settings import (
    MEMORY_DATABASE_URL,
    REPO_ROOT,
    Settings,
    async_database_url,
    check_redis_url,
    mask_url,
)

CLI = [sys.executable, "-c", "from app.cli import main; main()", "db", "upgrade"]


@pytest.mark.parametrize(
    ("written", "expected"),
    [
        ("sqlite:///data/cc.db", "sqlite+aiosqlite:///data/cc.db"),
        ("sqlite:////var/lib/cc.db", "sqlite+aiosqlite:////var/lib/cc.db"),
        ("sqlite+aiosqlite:///x.db", "sqlite+aiosqlite:///x.db"),
        ("postgresql://postgres@127.0.0.1/cc", "postgresql+asyncpg://postgres@127.0.0.1/cc"),
        ("postgres://u:p@db:5432/cc", "postgresql+asyncpg://u:p@db:5432/cc"),
        ("postgresql+asyncpg://u@h/cc", "postgresql+asyncpg://u@h/cc"),
        ("POSTGRESQL://u@h/cc", "postgresql+asyncpg://u@h/cc"),
        ("postgresql+psycopg2://u@h/cc", "postgresql+asyncpg://u@h/cc"),
        ("sqlite://", MEMORY_DATABASE_URL),
        ("sqlite:///:memory:", MEMORY_DATABASE_URL),
    ],
)
def test_database_url_forms_map_to_async_drivers(written: str, expected: str) -> None:
    assert async_database_url(written) == expected


@pytest.mark.parametrize("bad", ["mysql://u@h/db", "not a url", "redis://h/0", "postgres://", "sqlite:/x.db"])
def test_unsupported_database_url_is_a_config_error_naming_the_variable(bad: str) -> None:
    with pytest.raises(ConfigError, match="CRASHCART_DATABASE_URL"):
        async_database_url(bad)


@pytest.mark.parametrize("good", ["redis://h:6379/0", "rediss://h:6380/0", "unix:///run/redis.sock?db=1"])
def test_redis_url_forms(good: str) -> None:
    assert check_redis_url(good) == good


@pytest.mark.parametrize("bad", ["http://h:6379", "h:6379", "unix://", "tcp://h"])
def test_unsupported_redis_url_names_the_variable(bad: str) -> None:
    with pytest.raises(ConfigError, match="CRASHCART_REDIS_URL"):
        check_redis_url(bad)


@pytest.mark.parametrize(
    ("url", "masked"),
    [
        ("postgresql://u:s3cret@h:5432/cc", "postgresql://u:***@h:5432/cc"),
        ("redis://:s3cret@h/0", "redis://:***@h/0"),
        ("redis://h/0?password=s3cret&db=1", "redis://h/0?password=***&db=1"),
        ("rediss://default:s3cret@h:6380/0", "rediss://default:***@h:6380/0"),
        ("postgresql://u@h/cc", "postgresql://u@h/cc"),
        ("sqlite:///data/cc.db", "sqlite:///data/cc.db"),
    ],
)
def test_passwords_in_urls_are_masked(url: str, masked: str) -> None:
    assert mask_url(url) == masked


def test_settings_give_the_async_form(tmp_path: Path) -> None:
    settings = Settings(data_dir=tmp_path, database_url="postgres://u@h/cc")
    assert settings.effective_database_url == "postgresql+asyncpg://u@h/cc"
    assert not settings.is_embedded_db


def test_db_upgrade_accepts_a_plain_sqlite_url(tmp_path: Path) -> None:
    db = tmp_path / "cc.db"
    env = {
        "CRASHCART_DATABASE_URL": f"sqlite:///{db}",
        "CRASHCART_DATA_DIR": str(tmp_path),
        "PATH": "/usr/bin:/bin",
        "PYTHONPATH": str(REPO_ROOT),
    }
    done = subprocess.run(CLI, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert db.exists()


def test_db_upgrade_with_an_unsupported_url_is_one_line(tmp_path: Path) -> None:
    env = {
        "CRASHCART_DATABASE_URL": "mysql://u@h/db",
        "CRASHCART_DATA_DIR": str(tmp_path),
        "PATH": "/usr/bin:/bin",
        "PYTHONPATH": str(REPO_ROOT),
    }
    done = subprocess.run(CLI, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 2
    assert "Traceback" not in done.stderr
    assert done.stderr.strip().count("\n") == 0
    assert "CRASHCART_DATABASE_URL" in done.stderr


def test_db_upgrade_to_an_unknown_revision_is_one_line(tmp_path: Path) -> None:
    env = {
        "CRASHCART_DATABASE_URL": f"sqlite:///{tmp_path / 'cc.db'}",
        "PATH": "/usr/bin:/bin",
        "PYTHONPATH": str(REPO_ROOT),
    }
    done = subprocess.run([*CLI, "nosuch"], env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert "database migration failed" in done.stderr


def test_the_migrations_have_one_head() -> None:
    from alembic.script import ScriptDirectory

    from app.store.db import alembic_config

    heads = ScriptDirectory.from_config(alembic_config("sqlite+aiosqlite:///unused.db")).get_heads()
    assert len(heads) == 1, heads
