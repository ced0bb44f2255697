"""queue lanes: an index that finds the embedded queue's priority lane and counts its depth

Revision ID: 0010
Revises: 0009
Create Date: 2026-11-23 17:00:00

The worker takes ``urgent`` entries (lines the rules' keyword prefilter passed) before the
backlog, and the API counts the queue's depth for backpressure; both read this covering index
instead of walking each entry's payload.
"""

from __future__ import annotations

from collections.abc import Sequence

from alembic import op

revision: str = "0010"
down_revision: str | None = "0009"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_index("ix_queue_entries_lane", "queue_entries", ["dead_letter", "kind", "id"])


def downgrade() -> None:
    op.drop_index("ix_queue_entries_lane", table_name="queue_entries")
