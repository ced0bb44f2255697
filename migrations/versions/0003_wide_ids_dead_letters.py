"""64-bit ids everywhere; dead letters keep their reason

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-23 07:20:00

* PostgreSQL: every id column, every column that holds an id, and the sequences behind the
  ids become BIGINT (SERIAL made them 32-bit: any id from 2^31 failed). SQLite's INTEGER
  PRIMARY KEY is already the 64-bit rowid and its INTEGER holds 64 bits: nothing to do there.
* ``queue_entries`` gets ``reason`` (why an entry was parked) and ``dead_key`` (one item
  parked out of a batch, once); on SQLite it is now AUTOINCREMENT: message ids are never reused.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0003"
down_revision: str | None = "0002"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

# (table, column, has its own sequence)
WIDE_COLUMNS = [
    ("api_tokens", "id", True),
    ("console_sessions", "id", True),
    ("console_sessions", "token_id", False),
    ("llm_calls", "id", True),
    ("llm_calls", "incident_id", False),
    ("llm_diagnoses", "incident_id", False),
    ("nodes", "incident_id", False),
    ("queue_entries", "id", True),
    ("rule_suggestions", "id", True),
    ("rule_suggestions", "incident_id", False),
    ("incidents", "id", True),
    ("salient_lines", "id", True),
    ("actions", "id", True),
    ("actions", "incident_id", False),
    ("actions", "depends_on", False),
    ("actions", "progress_step", False),
    ("notifications", "id", True),
    ("notifications", "incident_id", False),
    ("signals", "id", True),
    ("signals", "incident_id", False),
]


def _widen(to_type: str) -> None:
    for table, column, has_sequence in WIDE_COLUMNS:
        op.execute(f"ALTER TABLE {table} ALTER COLUMN {column} TYPE {to_type}")
        if has_sequence:
            op.execute(
                f"DO $$ DECLARE s text := pg_get_serial_sequence('{table}', '{column}'); "
                f"BEGIN IF s IS NOT NULL THEN EXECUTE 'ALTER SEQUENCE ' || s || ' AS {to_type}'; "
                "END IF; END $$"
            )


def upgrade() -> None:
    # SQLite: AUTOINCREMENT too, so a message id is never reused once the queue was emptied.
    with op.batch_alter_table(
        "queue_entries", schema=None, recreate="auto", table_kwargs={"sqlite_autoincrement": True}
    ) as batch_op:
        batch_op.add_column(sa.Column("reason", sa.Text(), nullable=True))
        batch_op.add_column(sa.Column("dead_key", sa.String(length=128), nullable=True))
        batch_op.create_unique_constraint(batch_op.f("uq_queue_entries_dead_key"), ["dead_key"])
    if op.get_bind().dialect.name == "postgresql":
        _widen("bigint")


def downgrade() -> None:
    if op.get_bind().dialect.name == "postgresql":
        _widen("integer")
    with op.batch_alter_table("queue_entries", schema=None) as batch_op:
        batch_op.drop_constraint(batch_op.f("uq_queue_entries_dead_key"), type_="unique")
        batch_op.drop_column("dead_key")
        batch_op.drop_column("reason")
