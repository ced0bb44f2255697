"""token expiry, revocation time and source; console sessions

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-23 07:00:00
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

import app.store.base

revision: str = '0002'
down_revision: str | None = '0001'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table('api_tokens', schema=None) as batch_op:
        batch_op.add_column(sa.Column('source', sa.String(length=16), nullable=False, server_default='cli'))
        batch_op.add_column(sa.Column('expires_at', app.store.base.UTCDateTime(timezone=True), nullable=True))
        batch_op.add_column(sa.Column('revoked_at', app.store.base.UTCDateTime(timezone=True), nullable=True))
        batch_op.add_column(sa.Column('revoked_reason', sa.String(length=255), nullable=True))
    # Tokens the bootstrap list created before this revision were named "bootstrap-<role>":
    # they are bootstrap tokens, kept in line with CRASHCART_TOKENS from now on.
    op.execute("UPDATE api_tokens SET source = 'bootstrap' WHERE name LIKE 'bootstrap-%'")
    op.execute("UPDATE api_tokens SET source = 'first-admin' WHERE name = 'first-admin'")
    op.create_table('console_sessions',
    sa.Column('id', sa.Integer(), autoincrement=True, nullable=False),
    sa.Column('session_hash', sa.String(length=64), nullable=False),
    sa.Column('token_id', sa.Integer(), nullable=False),
    sa.Column('created_at', app.store.base.UTCDateTime(timezone=True), nullable=False),
    sa.Column('expires_at', app.store.base.UTCDateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['token_id'], ['api_tokens.id'], name=op.f('fk_console_sessions_token_id_api_tokens'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_console_sessions')),
    sa.UniqueConstraint('session_hash', name=op.f('uq_console_sessions_session_hash'))
    )
    with op.batch_alter_table('console_sessions', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_console_sessions_token_id'), ['token_id'], unique=False)


def downgrade() -> None:
    with op.batch_alter_table('console_sessions', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_console_sessions_token_id'))
    op.drop_table('console_sessions')
    with op.batch_alter_table('api_tokens', schema=None) as batch_op:
        batch_op.drop_column('revoked_reason')
        batch_op.drop_column('revoked_at')
        batch_op.drop_column('expires_at')
        batch_op.drop_column('source')
