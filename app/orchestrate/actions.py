"""What the orchestrator's use-cases (service) and its state machine (machine) both need.

Kept apart so that the service can drive the machine without the machine reaching back up into
the service.
"""

from __future__ import annotations

from sqlalchemy.ext.asyncio import AsyncSession

from app.orchestrate.base import JobTarget
from app.store.base import utcnow
from app.store.jobs import JobRow
from app.store.orchestrate import ActionRow


def job_target(job: JobRow) -> JobTarget:
    return JobTarget(
        job_id=job.job_id,
        scheduler=job.scheduler,
        nodes=tuple(str(n) for n in job.nodes or ()),
        spec=dict(job.spec or {}),
        checkpoint_dir=job.checkpoint_dir,
    )


async def cancel_dependents(session: AsyncSession, rows: list[ActionRow], *, because: str) -> None:
    """Cancel the actions that wait on one that will now never happen."""
    dead = {r.id for r in rows if r.state in ("rejected", "failed", "cancelled")}
    changed = True
    while changed:
        changed = False
        for row in rows:
            if (
                row.depends_on in dead
                and row.state in ("planned", "awaiting_approval")
                and row.id not in dead
            ):
                row.state = "cancelled"
                row.last_error = f"cancelled: {because}"
                row.finished_at = utcnow()
                dead.add(row.id)
                changed = True
