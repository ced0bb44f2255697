"""Persistence: SQLAlchemy 2 models and repositories (SQLite by default, PostgreSQL in production).

ORM classes live only here. Repositories never commit; the service that calls them owns the
transaction. Schema changes go through Alembic (``migrations/``).
"""
