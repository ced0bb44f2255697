"""Incidents and what they are built from: signals, templates and salient lines."""

from __future__ import annotations

import builtins
from collections.abc import Sequence
from datetime import datetime
from typing import Any

from sqlalchemy import JSON, BigInteger, Float, ForeignKey, Index, Integer, String, Text, func, select
from sqlalchemy.engine.default import DefaultExecutionContext
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import Mapped, mapped_column

from app.store.base import Base, BigId, upsert, utcnow
from app.store.jobs import JobRow

# Incident life cycle. ``open`` incidents may still change as more lines arrive.
OPEN_STATES = ("open", "diagnosing", "awaiting_approval", "acting")


def _next_part(context: DefaultExecutionContext) -> int:
    """A row written without a part takes the next one of its (job, epoch); the pipeline always
    names its part. A concurrent writer that took the same one fails on the unique index."""
    params = context.get_current_parameters()  # type: ignore[no-untyped-call]
    table = IncidentRow.__table__
    stmt = select(func.coalesce(func.max(table.c.part), -1) + 1).where(
        table.c.job_id == params["job_id"], table.c.epoch == params.get("epoch", 0)
    )
    return int(context.connection.execute(stmt).scalar_one())


class IncidentRow(Base):
    """One failure of one run of a job.

    ``(job_id, epoch, part)`` is unique: ``epoch`` is the job's diagnosis epoch (one run: a
    restart or a re-registration starts the next), ``part`` numbers the incidents of that run (0:
    its first failure; 1, 2, ...: a failure on other nodes after the earlier ones were acted on).
    Two writers deciding from the same state (two stall sweeps, two workers) compute the same key,
    so the database lets only one of them open the incident.
    """

    __tablename__ = "incidents"
    __table_args__ = (
        Index("ix_incidents_job_state", "job_id", "state"),
        Index("uq_incidents_job_epoch_part", "job_id", "epoch", "part", unique=True),
    )

    id: Mapped[int] = mapped_column(BigId, primary_key=True, autoincrement=True)
    job_id: Mapped[str] = mapped_column(ForeignKey("jobs.job_id", ondelete="CASCADE"))
    epoch: Mapped[int] = mapped_column(Integer, default=0, server_default="0")
    part: Mapped[int] = mapped_column(Integer, default=_next_part, server_default="0")
    # open | diagnosing | awaiting_approval | acting | resolved | needs_human | notified | rejected
    state: Mapped[str] = mapped_column(String(32), default="open")
    category: Mapped[str] = mapped_column(String(64))
    layer: Mapped[str] = mapped_column(String(32))
    blame: Mapped[str] = mapped_column(String(32))
    action: Mapped[str] = mapped_column(String(64))
    confidence: Mapped[float] = mapped_column(Float)
    source: Mapped[str] = mapped_column(String(16), default="rule")
    fingerprint: Mapped[str] = mapped_column(String(64), index=True)
    culprit_nodes: Mapped[list[Any]] = mapped_column(JSON, default=list)
    culprit_ranks: Mapped[list[Any]] = mapped_column(JSON, default=list)
    root_cause_line: Mapped[str | None] = mapped_column(Text, nullable=True)
    evidence: Mapped[list[Any]] = mapped_column(JSON, default=list)
    rule_ids: Mapped[list[Any]] = mapped_column(JSON, default=list)
    explanation: Mapped[str] = mapped_column(Text, default="")
    ambiguous: Mapped[bool] = mapped_column(default=False)
    # Everything else a stage wants to keep: LLM reasoning and usage, the rule verdict it replaced.
    diagnosis: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    feedback: Mapped[list[Any]] = mapped_column(JSON, default=list)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(default=utcnow, onupdate=utcnow)
    resolved_at: Mapped[datetime | None] = mapped_column(nullable=True)


class SignalRow(Base):
    __tablename__ = "signals"
    __table_args__ = (Index("ix_signals_job_rule", "job_id", "rule_id"),)

    id: Mapped[int] = mapped_column(BigId, primary_key=True, autoincrement=True)
    job_id: Mapped[str] = mapped_column(ForeignKey("jobs.job_id", ondelete="CASCADE"))
    incident_id: Mapped[int | None] = mapped_column(
        ForeignKey("incidents.id", ondelete="SET NULL"), nullable=True
    )
    rule_id: Mapped[str] = mapped_column(String(128))
    category: Mapped[str] = mapped_column(String(64))
    symptom: Mapped[bool] = mapped_column(default=False)
    node: Mapped[str | None] = mapped_column(String(255), nullable=True)
    rank: Mapped[int | None] = mapped_column(Integer, nullable=True)
    line_index: Mapped[int] = mapped_column(BigInteger)
    line: Mapped[str] = mapped_column(Text)
    fields: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)


class TemplateRow(Base):
    __tablename__ = "templates"

    job_id: Mapped[str] = mapped_column(ForeignKey("jobs.job_id", ondelete="CASCADE"), primary_key=True)
    # Each queue partition of a job mines its own templates (app/store/analysis.py): ids are the
    # partition's; -1 for the job-wide miner of before migration 0012. Readers merge by text.
    part: Mapped[int] = mapped_column(Integer, primary_key=True, default=-1)
    template_id: Mapped[int] = mapped_column(Integer, primary_key=True)
    template: Mapped[str] = mapped_column(Text)
    count: Mapped[int] = mapped_column(BigInteger, default=0)
    first_index: Mapped[int] = mapped_column(BigInteger)
    last_index: Mapped[int] = mapped_column(BigInteger)


class SalientLineRow(Base):
    __tablename__ = "salient_lines"
    __table_args__ = (Index("ix_salient_lines_job_index", "job_id", "line_index"),)

    id: Mapped[int] = mapped_column(BigId, primary_key=True, autoincrement=True)
    job_id: Mapped[str] = mapped_column(ForeignKey("jobs.job_id", ondelete="CASCADE"))
    line_index: Mapped[int] = mapped_column(BigInteger)
    node: Mapped[str | None] = mapped_column(String(255), nullable=True)
    rank: Mapped[int | None] = mapped_column(Integer, nullable=True)
    reason: Mapped[str] = mapped_column(String(32))  # first_of_template | rule_hit
    template_id: Mapped[int | None] = mapped_column(Integer, nullable=True)
    part: Mapped[int | None] = mapped_column(Integer, nullable=True)  # the template id's partition
    line: Mapped[str] = mapped_column(Text)


class IncidentRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def get(self, incident_id: int) -> IncidentRow | None:
        return await self.session.get(IncidentRow, incident_id)

    async def open_for_job(self, job_id: str) -> IncidentRow | None:
        """The newest open incident of the job's current run (an older run's never counts)."""
        stmt = (
            select(IncidentRow)
            .join(JobRow, JobRow.job_id == IncidentRow.job_id)
            .where(
                IncidentRow.job_id == job_id,
                IncidentRow.epoch == JobRow.epoch,
                IncidentRow.state.in_(OPEN_STATES),
            )
            .order_by(IncidentRow.id.desc())
            .limit(1)
        )
        return (await self.session.execute(stmt)).scalar_one_or_none()

    async def for_epoch(self, job_id: str, epoch: int) -> builtins.list[IncidentRow]:
        """The incidents of one run of a job, first part first."""
        stmt = (
            select(IncidentRow)
            .where(IncidentRow.job_id == job_id, IncidentRow.epoch == epoch)
            .order_by(IncidentRow.part, IncidentRow.id)
        )
        return list((await self.session.execute(stmt)).scalars())

    async def latest_for_job(self, job_id: str) -> IncidentRow | None:
        stmt = (
            select(IncidentRow).where(IncidentRow.job_id == job_id).order_by(IncidentRow.id.desc()).limit(1)
        )
        return (await self.session.execute(stmt)).scalar_one_or_none()

    async def for_job(self, job_id: str) -> list[IncidentRow]:
        stmt = select(IncidentRow).where(IncidentRow.job_id == job_id).order_by(IncidentRow.id)
        return list((await self.session.execute(stmt)).scalars())

    async def list(
        self,
        *,
        job_id: str | None = None,
        state: str | None = None,
        category: str | None = None,
        limit: int = 100,
        before_id: int | None = None,
    ) -> builtins.list[IncidentRow]:
        stmt = select(IncidentRow).order_by(IncidentRow.id.desc()).limit(limit)
        if job_id:
            stmt = stmt.where(IncidentRow.job_id == job_id)
        if state:
            stmt = stmt.where(IncidentRow.state == state)
        if category:
            stmt = stmt.where(IncidentRow.category == category)
        if before_id:
            stmt = stmt.where(IncidentRow.id < before_id)
        return list((await self.session.execute(stmt)).scalars())

    async def in_states(self, states: Sequence[str], limit: int = 100) -> builtins.list[IncidentRow]:
        stmt = select(IncidentRow).where(IncidentRow.state.in_(states)).order_by(IncidentRow.id).limit(limit)
        return list((await self.session.execute(stmt)).scalars())

    def add(self, incident: IncidentRow) -> None:
        self.session.add(incident)


class SignalRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def count_by_rule(self, job_id: str) -> dict[str, int]:
        stmt = (
            select(SignalRow.rule_id, func.count())
            .where(SignalRow.job_id == job_id)
            .group_by(SignalRow.rule_id)
        )
        return {rule: int(n) for rule, n in (await self.session.execute(stmt)).all()}

    async def for_job(self, job_id: str, limit: int = 200) -> list[SignalRow]:
        stmt = select(SignalRow).where(SignalRow.job_id == job_id).order_by(SignalRow.line_index).limit(limit)
        return list((await self.session.execute(stmt)).scalars())

    def add_all(self, rows: Sequence[SignalRow]) -> None:
        self.session.add_all(rows)


class TemplateRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def for_job(self, job_id: str) -> dict[tuple[int, int], TemplateRow]:
        """The job's templates as stored: ``(partition, template id) -> row``."""
        stmt = select(TemplateRow).where(TemplateRow.job_id == job_id)
        return {(t.part, t.template_id): t for t in (await self.session.execute(stmt)).scalars()}

    async def top(self, job_id: str, limit: int = 50) -> list[TemplateRow]:
        """The job's commonest templates, one per text: the partitions' miners each found the
        shapes of their own nodes' lines, and the same shape on two partitions is one template
        here (counts added, first and last line over both; the id of its first partition)."""
        rows = list(
            (await self.session.execute(select(TemplateRow).where(TemplateRow.job_id == job_id))).scalars()
        )
        merged: dict[str, TemplateRow] = {}
        for row in sorted(rows, key=lambda r: (r.first_index, r.part, r.template_id)):
            seen = merged.get(row.template)
            if seen is None:
                merged[row.template] = TemplateRow(
                    job_id=row.job_id,
                    part=row.part,
                    template_id=row.template_id,
                    template=row.template,
                    count=row.count,
                    first_index=row.first_index,
                    last_index=row.last_index,
                )
            else:
                seen.count += row.count
                seen.last_index = max(seen.last_index, row.last_index)
        return sorted(merged.values(), key=lambda r: (-r.count, r.first_index))[:limit]

    async def add_counts(
        self, job_id: str, touched: dict[int, tuple[str, int, int, int]], part: int = -1
    ) -> None:
        """A batch's templates of one partition, ``id -> (template, count, first index, last
        index)``: :meth:`add_counts_by_part`."""
        await self.add_counts_by_part(job_id, {part: touched})

    async def add_counts_by_part(
        self, job_id: str, touched: dict[int, dict[int, tuple[str, int, int, int]]]
    ) -> None:
        """A batch's templates, ``part -> id -> (template, count, first index, last index)``, in one
        ``INSERT ... ON CONFLICT DO UPDATE`` (PostgreSQL and SQLite): a new row as given, an
        existing one takes the template's latest text, adds the count and moves its last index.
        One statement per batch instead of a SELECT, ORM rows and an UPDATE per template."""
        rows = [
            {
                "job_id": job_id,
                "part": part,
                "template_id": tid,
                "template": template,
                "count": n,
                "first_index": first,
                "last_index": last,
            }
            for part, templates in sorted(touched.items())
            for tid, (template, n, first, last) in sorted(templates.items())
        ]
        await upsert(
            self.session,
            TemplateRow,
            rows,
            [TemplateRow.job_id, TemplateRow.part, TemplateRow.template_id],
            _add_count,
        )


def _add_count(excluded: Any) -> dict[str, Any]:
    return {
        "template": excluded.template,
        "count": TemplateRow.count + excluded.count,
        "last_index": excluded.last_index,
    }
