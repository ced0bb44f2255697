"""analysis handoff: a job's analyzer state, so several workers can process one job's lines

Revision ID: 0011
Revises: 0010
Create Date: 2026-11-23 20:30:00

With the queue partitioned by ``(job, node)``, the worker that processes a job's next batch is
not always the one that processed the previous batch; it continues from the state the previous
one committed here instead of replaying the job's archive.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

import app.store.base

revision: str = "0011"
down_revision: str | None = "0010"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "analysis_states",
        sa.Column("job_id", sa.String(length=255), nullable=False),
        sa.Column("epoch", sa.Integer(), nullable=False),
        sa.Column("epoch_start", sa.BigInteger(), nullable=False),
        sa.Column("next_index", sa.BigInteger(), nullable=False),
        sa.Column("miner_generation", sa.BigInteger(), nullable=False),
        sa.Column("state", sa.LargeBinary(), nullable=False),
        sa.Column("updated_at", app.store.base.UTCDateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("job_id", name=op.f("pk_analysis_states")),
    )


def downgrade() -> None:
    op.drop_table("analysis_states")
