"""What the LLM agent remembers: diagnoses by fingerprint, its calls, and the rules it proposes."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import JSON, BigInteger, Float, Index, Integer, String, Text, func, select, update
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import Mapped, mapped_column

from app.store.base import Base, BigId, utcnow


class LLMDiagnosisRow(Base):
    """A validated LLM diagnosis, reused for every later incident with the same fingerprint.

    A human rejecting it (incident feedback) retires it: the next incident asks the model again.
    A human confirming it makes it a worked example for similar incidents.
    """

    __tablename__ = "llm_diagnoses"

    fingerprint: Mapped[str] = mapped_column(String(64), primary_key=True)
    category: Mapped[str] = mapped_column(String(64))
    blame: Mapped[str] = mapped_column(String(32))
    action: Mapped[str] = mapped_column(String(64))
    # The accepted verdict (Verdict.model_dump(mode="json")) and the template of its root cause.
    verdict: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    root_template: Mapped[str] = mapped_column(Text, default="")
    model: Mapped[str] = mapped_column(String(255), default="")
    incident_id: Mapped[int | None] = mapped_column(BigInteger, nullable=True)
    hits: Mapped[int] = mapped_column(Integer, default=0)
    rejected: Mapped[bool] = mapped_column(default=False)
    confirmed: Mapped[bool] = mapped_column(default=False)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(default=utcnow, onupdate=utcnow)


class LLMCallRow(Base):
    """Accounting: one row per agent run (a diagnosis or a rule proposal), with its usage."""

    __tablename__ = "llm_calls"
    __table_args__ = (Index("ix_llm_calls_created_at", "created_at"),)

    id: Mapped[int] = mapped_column(BigId, primary_key=True, autoincrement=True)
    incident_id: Mapped[int | None] = mapped_column(BigInteger, nullable=True, index=True)
    fingerprint: Mapped[str] = mapped_column(String(64), default="")
    purpose: Mapped[str] = mapped_column(String(32))  # diagnose | propose_rule
    outcome: Mapped[str] = mapped_column(String(32))
    model: Mapped[str] = mapped_column(String(255), default="")
    requests: Mapped[int] = mapped_column(Integer, default=0)
    prompt_tokens: Mapped[int] = mapped_column(Integer, default=0)
    completion_tokens: Mapped[int] = mapped_column(Integer, default=0)
    cost_usd: Mapped[float] = mapped_column(Float, default=0.0)
    latency_s: Mapped[float] = mapped_column(Float, default=0.0)
    reason: Mapped[str | None] = mapped_column(Text, nullable=True)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)


class RuleSuggestionRow(Base):
    """A rule the LLM proposed and crashcart checked, awaiting a person's approval."""

    __tablename__ = "rule_suggestions"
    __table_args__ = (Index("ix_rule_suggestions_status", "status"),)

    id: Mapped[int] = mapped_column(BigId, primary_key=True, autoincrement=True)
    rule_id: Mapped[str] = mapped_column(String(128))
    incident_id: Mapped[int | None] = mapped_column(BigInteger, nullable=True)
    fingerprint: Mapped[str] = mapped_column(String(64), index=True)
    category: Mapped[str] = mapped_column(String(64))
    rule: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    rule_yaml: Mapped[str] = mapped_column(Text)
    checks: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    status: Mapped[str] = mapped_column(String(16), default="pending")  # pending | approved | rejected
    decided_by: Mapped[str | None] = mapped_column(String(255), nullable=True)
    note: Mapped[str | None] = mapped_column(Text, nullable=True)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    decided_at: Mapped[datetime | None] = mapped_column(nullable=True)


class LLMDiagnosisRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def get(self, fingerprint: str) -> LLMDiagnosisRow | None:
        return await self.session.get(LLMDiagnosisRow, fingerprint)

    async def usable(self, fingerprint: str) -> LLMDiagnosisRow | None:
        row = await self.get(fingerprint)
        return None if row is None or row.rejected else row

    async def recent(self, limit: int = 200) -> list[LLMDiagnosisRow]:
        stmt = (
            select(LLMDiagnosisRow)
            .where(LLMDiagnosisRow.rejected.is_(False))
            .order_by(LLMDiagnosisRow.confirmed.desc(), LLMDiagnosisRow.updated_at.desc())
            .limit(limit)
        )
        return list((await self.session.execute(stmt)).scalars())

    async def put(self, row: LLMDiagnosisRow) -> None:
        """Insert, or replace a rejected/older entry of the same fingerprint."""
        existing = await self.get(row.fingerprint)
        if existing is None:
            self.session.add(row)
            return
        for column in ("category", "blame", "action", "verdict", "root_template", "model", "incident_id"):
            setattr(existing, column, getattr(row, column))
        existing.rejected = False
        existing.confirmed = False

    async def count_hit(self, fingerprint: str) -> None:
        await self.session.execute(
            update(LLMDiagnosisRow)
            .where(LLMDiagnosisRow.fingerprint == fingerprint)
            .values(hits=LLMDiagnosisRow.hits + 1)
        )

    async def set_judgement(self, fingerprint: str, *, rejected: bool) -> bool:
        row = await self.get(fingerprint)
        if row is None:
            return False
        row.rejected = rejected
        row.confirmed = not rejected
        return True


class LLMCallRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    def add(self, row: LLMCallRow) -> None:
        self.session.add(row)

    async def for_incident(self, incident_id: int) -> list[LLMCallRow]:
        stmt = select(LLMCallRow).where(LLMCallRow.incident_id == incident_id).order_by(LLMCallRow.id)
        return list((await self.session.execute(stmt)).scalars())

    async def totals(self, since: datetime | None = None) -> dict[str, float]:
        stmt = select(
            func.count(LLMCallRow.id),
            func.coalesce(func.sum(LLMCallRow.requests), 0),
            func.coalesce(func.sum(LLMCallRow.prompt_tokens), 0),
            func.coalesce(func.sum(LLMCallRow.completion_tokens), 0),
            func.coalesce(func.sum(LLMCallRow.cost_usd), 0.0),
        )
        if since is not None:
            stmt = stmt.where(LLMCallRow.created_at >= since)
        runs, requests, prompt, completion, cost = (await self.session.execute(stmt)).one()
        return {
            "runs": int(runs),
            "requests": int(requests),
            "prompt_tokens": int(prompt),
            "completion_tokens": int(completion),
            "cost_usd": float(cost),
        }


class RuleSuggestionRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    def add(self, row: RuleSuggestionRow) -> None:
        self.session.add(row)

    async def get(self, suggestion_id: int) -> RuleSuggestionRow | None:
        return await self.session.get(RuleSuggestionRow, suggestion_id)

    async def for_fingerprint(self, fingerprint: str) -> list[RuleSuggestionRow]:
        stmt = select(RuleSuggestionRow).where(RuleSuggestionRow.fingerprint == fingerprint)
        return list((await self.session.execute(stmt)).scalars())

    async def list(self, *, status: str | None = None, limit: int = 100) -> list[RuleSuggestionRow]:
        stmt = select(RuleSuggestionRow).order_by(RuleSuggestionRow.id.desc()).limit(limit)
        if status:
            stmt = stmt.where(RuleSuggestionRow.status == status)
        return list((await self.session.execute(stmt)).scalars())
