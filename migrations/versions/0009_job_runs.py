"""job runs: the scheduler's identity of a job's current run, and the runs that ended

Revision ID: 0009
Revises: 0008
Create Date: 2026-11-23 07:30:00

``jobs.run_id`` is the run the job is in now (Slurm: ``<job id>.<restart count>``, given by the
prolog's registration or the first batch that names it); ``jobs.runs_ended`` lists the runs a
restart or a re-registration ended, so a late line, heartbeat or exit of an old run is archived
but never counts as progress of the new one (docs/slurm.md, "Restarts"); ``jobs.progress_run`` is
the run that made the last progress, so a restart is verified only by a run that did not end.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = '0009'
down_revision: str | None = '0008'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table('jobs', schema=None) as batch_op:
        batch_op.add_column(sa.Column('run_id', sa.String(length=128), nullable=True))
        batch_op.add_column(sa.Column('runs_ended', sa.JSON(), nullable=True))
        batch_op.add_column(sa.Column('progress_run', sa.String(length=128), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table('jobs', schema=None) as batch_op:
        batch_op.drop_column('progress_run')
        batch_op.drop_column('runs_ended')
        batch_op.drop_column('run_id')
