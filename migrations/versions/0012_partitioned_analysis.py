"""partitioned analysis: a job's analysis per queue partition, so one job uses every worker

Revision ID: 0012
Revises: 0011
Create Date: 2026-11-24 12:00:00

Each ``(job, partition)`` keeps its analyzer, miner snapshot, archive chain length and reserved
line indexes in one row of ``partition_states`` (replacing the job-wide ``analysis_states``);
``jobs.next_line`` hands out line indexes (``lines_processed`` stays the count of committed
lines); templates and salient lines name the partition whose miner made the template id (-1:
the job-wide miner of before). A job's lines archived before this migration stay in its one
archive file (``jobs.archive_bytes``), read before the partitions' chains.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

import app.store.base

revision: str = "0012"
down_revision: str | None = "0011"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "partition_states",
        sa.Column("job_id", sa.String(length=255), nullable=False),
        sa.Column("part", sa.Integer(), nullable=False),
        sa.Column("epoch", sa.Integer(), nullable=False),
        sa.Column("epoch_start", sa.BigInteger(), nullable=False),
        sa.Column("archive_bytes", sa.BigInteger(), nullable=False),
        sa.Column("lines", sa.BigInteger(), nullable=False),
        sa.Column("reserved", sa.Text(), nullable=False),
        sa.Column("version", sa.BigInteger(), nullable=False),
        sa.Column("state", sa.LargeBinary(), nullable=True),
        sa.Column("miner", sa.LargeBinary(), nullable=True),
        sa.Column("updated_at", app.store.base.UTCDateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("job_id", "part", name=op.f("pk_partition_states")),
    )
    op.drop_table("analysis_states")
    with op.batch_alter_table("jobs") as batch:
        batch.add_column(sa.Column("next_line", sa.BigInteger(), server_default="0", nullable=False))
    op.execute("UPDATE jobs SET next_line = lines_processed")
    with op.batch_alter_table("templates") as batch:
        batch.add_column(sa.Column("part", sa.Integer(), server_default="-1", nullable=False))
        batch.drop_constraint("pk_templates", type_="primary")
        batch.create_primary_key("pk_templates", ["job_id", "part", "template_id"])
    with op.batch_alter_table("salient_lines") as batch:
        batch.add_column(sa.Column("part", sa.Integer(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("salient_lines") as batch:
        batch.drop_column("part")
    op.execute("DELETE FROM templates WHERE part <> -1")
    with op.batch_alter_table("templates") as batch:
        batch.drop_constraint("pk_templates", type_="primary")
        batch.create_primary_key("pk_templates", ["job_id", "template_id"])
        batch.drop_column("part")
    with op.batch_alter_table("jobs") as batch:
        batch.drop_column("next_line")
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
    op.drop_table("partition_states")
