"""jobs: ETTR progress timeline and end time

Revision ID: 0008
Revises: 0001
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

import app.store.base

revision: str = '0008'
down_revision: str | None = '0006'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    # Existing jobs keep NULL progress: their ETTR is unknown rather than made up.
    with op.batch_alter_table('jobs', schema=None) as batch_op:
        batch_op.add_column(sa.Column('progress', sa.JSON(none_as_null=True), nullable=True))
        batch_op.add_column(sa.Column('ended_at', app.store.base.UTCDateTime(timezone=True), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table('jobs', schema=None) as batch_op:
        batch_op.drop_column('ended_at')
        batch_op.drop_column('progress')
