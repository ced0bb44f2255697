"""drop miner_states: the job-wide miner snapshot table, unused since 0012

Revision ID: 0013
Revises: 0012
Create Date: 2026-11-24 21:00:00

Since migration 0012 each queue partition's miner snapshot is in its row of
``partition_states``, written in the batch's transaction (app/incidents/handoff.py); nothing
reads or writes ``miner_states`` any more. Its rows (snapshots of a job-wide miner of before
0011) are of no use to the partitioned analysis, which starts each partition's miner afresh.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

import app.store.base

revision: str = "0013"
down_revision: str | None = "0012"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.drop_table("miner_states")


def downgrade() -> None:
    op.create_table(
        "miner_states",
        sa.Column("job_id", sa.String(length=255), nullable=False),
        sa.Column("state", sa.LargeBinary(), nullable=False),
        sa.Column("updated_at", app.store.base.UTCDateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("job_id", name=op.f("pk_miner_states")),
    )
