"""A job's in-memory analysis state, handed from one worker process to the next (one row per job).

With a job's lines partitioned by ``(job, node)``, several workers process one job, one batch at
a time under the job row's lock. The worker that committed a batch leaves its analyzer's state
here, in the same transaction; the next worker continues from it instead of replaying the job's
archive (app/incidents/handoff.py).
"""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import BigInteger, Integer, LargeBinary, String
from sqlalchemy.orm import Mapped, mapped_column

from app.store.base import Base, utcnow


class AnalysisStateRow(Base):
    __tablename__ = "analysis_states"

    job_id: Mapped[str] = mapped_column(String(255), primary_key=True)
    epoch: Mapped[int] = mapped_column(Integer)
    epoch_start: Mapped[int] = mapped_column(BigInteger)
    # The state covers the job's lines up to here (the job's lines_processed when it was saved).
    next_index: Mapped[int] = mapped_column(BigInteger)
    # Bumped each time a worker saves the miner snapshot (miner_states): a worker whose miner
    # was built from an older snapshot restores the newer one.
    miner_generation: Mapped[int] = mapped_column(BigInteger)
    state: Mapped[bytes] = mapped_column(LargeBinary)
    updated_at: Mapped[datetime] = mapped_column(default=utcnow, onupdate=utcnow)
