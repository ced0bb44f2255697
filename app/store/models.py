"""Every ORM model, imported once so ``Base.metadata`` is complete (Alembic, tests)."""

from __future__ import annotations

from app.store import analysis, incidents, jobs, llm, notify, orchestrate, tokens
from app.store.base import Base

__all__ = ["Base", "analysis", "incidents", "jobs", "llm", "notify", "orchestrate", "tokens"]
