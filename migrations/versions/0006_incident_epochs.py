"""incident epochs: one incident per (job, diagnosis epoch, part), enforced by a unique index

Revision ID: 0006
Revises: 0001
Create Date: 2026-11-23 07:10:00

Jobs count their diagnosis epochs (``jobs.epoch``, ``jobs.epoch_started_at``); incidents record
the epoch and the part of it they belong to. Existing data: every job starts at epoch 1; an
incident still in flight belongs to it, a closed one to the past (epoch 0), so nothing closed
can block a new failure; parts number the incidents of each (job, epoch) in id order, which
makes the unique index hold for rows written before it existed.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

import app.store.base

revision: str = '0006'
down_revision: str | None = '0005'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_OPEN_STATES = "('open', 'diagnosing', 'awaiting_approval', 'acting')"


def upgrade() -> None:
    with op.batch_alter_table('jobs', schema=None) as batch_op:
        batch_op.add_column(sa.Column('epoch', sa.Integer(), server_default='0', nullable=False))
        batch_op.add_column(
            sa.Column('epoch_started_at', app.store.base.UTCDateTime(timezone=True), nullable=True)
        )
    with op.batch_alter_table('incidents', schema=None) as batch_op:
        batch_op.add_column(sa.Column('epoch', sa.Integer(), server_default='0', nullable=False))
        batch_op.add_column(sa.Column('part', sa.Integer(), server_default='0', nullable=False))

    op.execute("UPDATE jobs SET epoch = 1")
    op.execute(f"UPDATE incidents SET epoch = CASE WHEN state IN {_OPEN_STATES} THEN 1 ELSE 0 END")
    op.execute(
        "UPDATE incidents SET part = (SELECT COUNT(*) FROM incidents AS earlier "
        "WHERE earlier.job_id = incidents.job_id AND earlier.epoch = incidents.epoch "
        "AND earlier.id < incidents.id)"
    )
    with op.batch_alter_table('incidents', schema=None) as batch_op:
        batch_op.create_index('uq_incidents_job_epoch_part', ['job_id', 'epoch', 'part'], unique=True)


def downgrade() -> None:
    with op.batch_alter_table('incidents', schema=None) as batch_op:
        batch_op.drop_index('uq_incidents_job_epoch_part')
        batch_op.drop_column('part')
        batch_op.drop_column('epoch')
    with op.batch_alter_table('jobs', schema=None) as batch_op:
        batch_op.drop_column('epoch_started_at')
        batch_op.drop_column('epoch')
