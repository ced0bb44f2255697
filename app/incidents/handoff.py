"""Handing a job's analysis state from one worker process to the next.

The queue is partitioned by ``(job, node)`` (app/ingest/base.py), so the batches of one job are
processed by several workers, one batch at a time: the job row's lock (``SELECT … FOR UPDATE``)
serialises them, and each batch's transaction assigns line indexes, advances the stream cursors,
appends to the archive and upserts the incident exactly as with one worker. What one worker
holds in memory, the job's rule analyzer (ranks and nodes learned, multi-line state, signals,
the incident book), is saved with every batch in the same transaction (``analysis_states``,
migration 0011), so the next worker continues from it instead of replaying the job's archive.
The template miner continues from its own snapshot (``miner_states``), restored only when another
worker saved a newer one (``miner_generation``).

The state is a pickle of the analyzer without its rule engine and action table (re-attached on
load): a few KB for a job's routine lines, written by crashcart's own workers to crashcart's own
database, which an attacker able to write would own anyway (tokens, recovery actions).
"""

from __future__ import annotations

import logging
import pickle
from typing import Any

from sqlalchemy import update
from sqlalchemy.ext.asyncio import AsyncSession

from app.classify.engine import RuleEngine
from app.incidents.actions import ActionTable
from app.incidents.analyzer import JobAnalyzer
from app.store.analysis import AnalysisStateRow
from app.store.jobs import JobRow

log = logging.getLogger(__name__)


def dump(analyzer: JobAnalyzer, signals_per_rule: dict[str, int]) -> bytes:
    """The analyzer's state, without the shared rule engine and action table
    (``JobAnalyzer.__getstate__``)."""
    return pickle.dumps((analyzer, signals_per_rule), protocol=pickle.HIGHEST_PROTOCOL)


def load(data: bytes, engine: RuleEngine, actions: ActionTable) -> tuple[JobAnalyzer, dict[str, int]]:
    analyzer, signals_per_rule = pickle.loads(data)  # our own workers' rows, see above
    if not isinstance(analyzer, JobAnalyzer) or not isinstance(signals_per_rule, dict):
        raise TypeError("not an analysis state")
    analyzer.attach(engine, actions)
    return analyzer, signals_per_rule


async def fetch(session: AsyncSession, job: JobRow) -> AnalysisStateRow | None:
    """The job's saved state row (any epoch, any position), or None."""
    return await session.get(AnalysisStateRow, job.job_id)


def usable(row: AnalysisStateRow | None, job: JobRow) -> bool:
    """Whether the saved state is exactly the job's committed state (its epoch, its last line)."""
    return (
        row is not None
        and row.epoch == (job.epoch or 0)
        and row.epoch_start == job.epoch_start_line
        and row.next_index == job.lines_processed
    )


async def save(
    session: AsyncSession,
    job_id: str,
    *,
    epoch: int,
    epoch_start: int,
    next_index: int,
    miner_generation: int,
    state: bytes,
) -> None:
    """Upsert the job's row, in the caller's transaction (which holds the job's lock)."""
    values: dict[str, Any] = {
        "epoch": epoch,
        "epoch_start": epoch_start,
        "next_index": next_index,
        "miner_generation": miner_generation,
        "state": state,
    }
    result = await session.execute(
        update(AnalysisStateRow)
        .where(AnalysisStateRow.job_id == job_id)
        .values(**values)
        .execution_options(synchronize_session=False)
    )
    if not getattr(result, "rowcount", 0):
        row = await session.get(AnalysisStateRow, job_id)
        if row is None:
            session.add(AnalysisStateRow(job_id=job_id, **values))
        else:  # pragma: no cover - only if the update raced an insert the lock should prevent
            for key, value in values.items():
                setattr(row, key, value)
