"""The node health registry: ``ok`` → ``suspect`` (one soft signal) → ``cordoned`` (a hardware
signature, or suspicion again), and back to ``ok`` on uncordon. Repositories never commit."""

from __future__ import annotations

from app.store.base import utcnow
from app.store.orchestrate import NodeRepository, NodeRow

_HISTORY_LIMIT = 50


def _record(row: NodeRow, state: str, reason: str, incident_id: int | None, by: str) -> None:
    entry = {
        "at": utcnow().isoformat(),
        "state": state,
        "reason": reason,
        "incident_id": incident_id,
        "by": by,
    }
    # A new list, so SQLAlchemy sees the JSON column change.
    row.history = [*(row.history or [])[-(_HISTORY_LIMIT - 1) :], entry]
    row.state = state
    row.reason = reason
    row.incident_id = incident_id


async def mark_suspect(repo: NodeRepository, node: str, *, incident_id: int, reason: str) -> NodeRow:
    row = await repo.get_or_create(node)
    row.suspicions = (row.suspicions or 0) + 1
    if row.state != "cordoned":
        _record(row, "suspect", reason, incident_id, "crashcart")
    return row


async def mark_cordoned(
    repo: NodeRepository, node: str, *, incident_id: int | None, reason: str, backend: str | None = None
) -> NodeRow:
    row = await repo.get_or_create(node)
    if row.state != "cordoned":
        row.cordoned_at = utcnow()
    if backend is not None:
        row.backend = backend
    _record(row, "cordoned", reason, incident_id, "crashcart")
    return row


async def mark_ok(repo: NodeRepository, node: str, *, by: str, reason: str = "uncordoned") -> NodeRow:
    row = await repo.get_or_create(node)
    row.suspicions = 0
    row.cordoned_at = None
    _record(row, "ok", reason, None, by)
    return row


def note_failed_check(row: NodeRow, *, by: str, reason: str) -> NodeRow:
    """A cordoned node failed its health check: it stays cordoned, the history says why."""
    _record(row, "cordoned", reason, row.incident_id, by)
    return row
