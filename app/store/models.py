"""Every ORM model, imported once so ``Base.metadata`` is complete (Alembic, tests)."""

from __future__ import annotations

from app.store import compress, incidents, jobs, llm, notify, orchestrate, tokens
from app.store.base import Base

__all__ = ["Base", "compress", "incidents", "jobs", "llm", "notify", "orchestrate", "tokens"]
