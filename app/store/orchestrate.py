"""Recovery state: the node health registry and the durable action state machine.

Action states (the orchestrator's state machine, see app/orchestrate/machine.py):
``planned`` (ready once its dependency is done and ``not_before`` has passed) →
``awaiting_approval`` → ``executing`` (leased by one runner) → ``succeeded`` | ``failed`` →
``verified`` (restarts only: the job made progress after the restart). Terminal side states:
``shadowed`` (shadow mode: recorded, never done), ``rejected`` (a human said no), ``cancelled``
(its dependency will never happen). Decisions that need nothing executed (kinds ``hold`` and
``notify``) are ``skipped`` (the verdict may still change), ``refused`` (a guard said no for
good) or ``recorded``; ``reason`` always says why.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import (
    JSON,
    BigInteger,
    ForeignKey,
    Index,
    Integer,
    String,
    Text,
    func,
    or_,
    select,
    text,
    update,
)
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import Mapped, aliased, mapped_column

from app.store.base import Base, BigId, utcnow

ACTIVE_ACTION_STATES = ("planned", "awaiting_approval", "executing")
DONE_ACTION_STATES = ("succeeded", "verified")
# A dependency in one of these states lets the next step go ahead ("skipped": a restart found the
# job already back, so nothing is left to wait for).
SATISFIED_ACTION_STATES = ("succeeded", "verified", "shadowed", "skipped")
# A dependency in one of these states will never happen: the dependent is cancelled.
DEAD_ACTION_STATES = ("rejected", "failed", "cancelled", "refused")
# Restarts that count against a job's budget: carried out, being carried out, coming, or tried
# and failed (a failed attempt still killed the job).
BUDGET_RESTART_STATES = ("planned", "awaiting_approval", "executing", "succeeded", "verified", "failed")
# One lock for every claim that is checked against the drain caps (PostgreSQL advisory lock id).
_CAP_LOCK = 0x63636F72


async def db_now(session: AsyncSession) -> datetime:
    """The database's clock (leases compare times written by many hosts); SQLite is one host."""
    if session.get_bind().dialect.name == "postgresql":
        value = (await session.execute(select(func.now()))).scalar_one()
        if isinstance(value, datetime):
            return value.astimezone(UTC)
    return utcnow()


async def lock_caps(session: AsyncSession) -> None:
    """Serialise cap-checked claims until the transaction ends. SQLite needs nothing: the claim's
    UPDATE comes first and holds the database's only write lock."""
    if session.get_bind().dialect.name == "postgresql":
        await session.execute(text("SELECT pg_advisory_xact_lock(:k)"), {"k": _CAP_LOCK})


NODE_STATES = ("ok", "suspect", "cordoned")


class NodeRow(Base):
    """What crashcart believes about one node, with the history of why."""

    __tablename__ = "nodes"

    name: Mapped[str] = mapped_column(String(255), primary_key=True)
    state: Mapped[str] = mapped_column(String(16), default="ok")  # ok | suspect | cordoned
    suspicions: Mapped[int] = mapped_column(Integer, default=0)
    incident_id: Mapped[int | None] = mapped_column(BigInteger, nullable=True)
    reason: Mapped[str] = mapped_column(Text, default="")
    # [{"at": iso, "state": ..., "reason": ..., "incident_id": ..., "by": ...}], newest last
    history: Mapped[list[Any]] = mapped_column(JSON, default=list)
    cordoned_at: Mapped[datetime | None] = mapped_column(nullable=True)
    # The backend that drained the node: the uncordon goes back to it (not the default backend).
    backend: Mapped[str | None] = mapped_column(String(32), nullable=True)
    updated_at: Mapped[datetime] = mapped_column(default=utcnow, onupdate=utcnow)


class ActionRow(Base):
    __tablename__ = "actions"
    __table_args__ = (
        Index("ix_actions_state_not_before", "state", "not_before"),
        Index("ix_actions_job_kind", "job_id", "kind"),
    )

    id: Mapped[int] = mapped_column(BigId, primary_key=True, autoincrement=True)
    # "<incident id>:<kind>": planning the same incident twice creates nothing new.
    idempotency_key: Mapped[str] = mapped_column(String(255), unique=True)
    incident_id: Mapped[int] = mapped_column(ForeignKey("incidents.id", ondelete="CASCADE"), index=True)
    job_id: Mapped[str] = mapped_column(String(255))
    kind: Mapped[str] = mapped_column(String(32))  # cordon | restart | notify | hold
    backend: Mapped[str] = mapped_column(String(32))
    mode: Mapped[str] = mapped_column(String(16))  # auto | approve | shadow
    state: Mapped[str] = mapped_column(String(32), default="planned")
    nodes: Mapped[list[Any]] = mapped_column(JSON, default=list)
    fingerprint: Mapped[str] = mapped_column(String(64), default="")
    reason: Mapped[str] = mapped_column(Text, default="")
    depends_on: Mapped[int | None] = mapped_column(BigInteger, nullable=True)
    attempts: Mapped[int] = mapped_column(Integer, default=0)
    max_attempts: Mapped[int] = mapped_column(Integer, default=3)
    not_before: Mapped[datetime] = mapped_column(default=utcnow)
    lease_owner: Mapped[str | None] = mapped_column(String(128), nullable=True)
    lease_until: Mapped[datetime | None] = mapped_column(nullable=True)
    last_error: Mapped[str | None] = mapped_column(Text, nullable=True)
    # Backend bookkeeping: the restart marker taken before acting (what makes a resumed
    # execution a no-op when the first one got through), and what the backend reported.
    result: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    decided_by: Mapped[str | None] = mapped_column(String(255), nullable=True)
    progress_step: Mapped[int | None] = mapped_column(BigInteger, nullable=True)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(default=utcnow, onupdate=utcnow)
    started_at: Mapped[datetime | None] = mapped_column(nullable=True)
    finished_at: Mapped[datetime | None] = mapped_column(nullable=True)
    verified_at: Mapped[datetime | None] = mapped_column(nullable=True)


class NodeRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def get(self, name: str) -> NodeRow | None:
        return await self.session.get(NodeRow, name)

    async def get_or_create(self, name: str) -> NodeRow:
        row = await self.get(name)
        if row is None:
            row = NodeRow(name=name, state="ok", suspicions=0, reason="", history=[])
            self.session.add(row)
            await self.session.flush()
        return row

    async def all(self, *, state: str | None = None) -> list[NodeRow]:
        stmt = select(NodeRow).order_by(NodeRow.name)
        if state:
            stmt = stmt.where(NodeRow.state == state)
        return list((await self.session.execute(stmt)).scalars())

    async def states(self, names: Sequence[str]) -> dict[str, str]:
        if not names:
            return {}
        rows = await self.session.execute(select(NodeRow.name, NodeRow.state).where(NodeRow.name.in_(names)))
        return {name: state for name, state in rows.all()}


class ActionRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def get(self, action_id: int) -> ActionRow | None:
        return await self.session.get(ActionRow, action_id)

    async def by_key(self, key: str) -> ActionRow | None:
        stmt = select(ActionRow).where(ActionRow.idempotency_key == key)
        return (await self.session.execute(stmt)).scalar_one_or_none()

    async def for_incident(self, incident_id: int) -> list[ActionRow]:
        stmt = select(ActionRow).where(ActionRow.incident_id == incident_id).order_by(ActionRow.id)
        return list((await self.session.execute(stmt)).scalars())

    async def for_job(self, job_id: str) -> list[ActionRow]:
        stmt = select(ActionRow).where(ActionRow.job_id == job_id).order_by(ActionRow.id)
        return list((await self.session.execute(stmt)).scalars())

    async def count_restarts(
        self, job_id: str, *, fingerprint: str | None = None, not_passed_step: int | None = None
    ) -> int:
        """Restarts of a job that count against its budget: done, in flight, coming or failed.

        ``not_passed_step`` (the job's step now): only the restarts the job has not trained past
        since, those whose step when they ran (``progress_step``) is at or above it, or unknown.
        A failure that comes back after the job got further than it had when it was restarted
        is a new failure, not a crash loop."""
        stmt = select(func.count()).where(
            ActionRow.job_id == job_id,
            ActionRow.kind == "restart",
            ActionRow.state.in_(BUDGET_RESTART_STATES),
        )
        if fingerprint is not None:
            stmt = stmt.where(ActionRow.fingerprint == fingerprint)
        if not_passed_step is not None:
            stmt = stmt.where(
                or_(ActionRow.progress_step.is_(None), ActionRow.progress_step >= not_passed_step)
            )
        return int((await self.session.execute(stmt)).scalar_one())

    async def nodes_cordoned_since(self, since: datetime, *, exclude_id: int | None = None) -> set[str]:
        """Nodes a cordon started to drain since ``since``, whatever became of it: an attempt that
        timed out or failed may well have drained its nodes, and they count against the cap."""
        stmt = select(ActionRow.nodes).where(
            ActionRow.kind == "cordon",
            ActionRow.started_at.is_not(None),
            ActionRow.started_at >= since,
        )
        if exclude_id is not None:
            stmt = stmt.where(ActionRow.id != exclude_id)
        return {str(n) for nodes in (await self.session.execute(stmt)).scalars() for n in nodes}

    async def inflight_cordon_nodes(self, *, exclude_id: int | None = None) -> set[str]:
        """Nodes that cordons planned to run (without a human) or running now will drain."""
        stmt = select(ActionRow.nodes).where(
            ActionRow.kind == "cordon", ActionRow.state.in_(("planned", "executing"))
        )
        if exclude_id is not None:
            stmt = stmt.where(ActionRow.id != exclude_id)
        return {str(n) for nodes in (await self.session.execute(stmt)).scalars() for n in nodes}

    async def due(self, now: datetime, limit: int = 20) -> list[ActionRow]:
        """Runnable actions only: planned ones whose time has come and whose dependency is settled
        (done, or dead so they get cancelled), and executing ones whose lease ran out. Oldest
        ``not_before`` first, so a backlog of blocked rows never hides runnable ones."""
        dep = aliased(ActionRow)
        stmt = (
            select(ActionRow)
            .outerjoin(dep, dep.id == ActionRow.depends_on)
            .where(
                (
                    (ActionRow.state == "planned")
                    & (ActionRow.not_before <= now)
                    & or_(
                        ActionRow.depends_on.is_(None),
                        dep.id.is_(None),
                        dep.state.in_((*SATISFIED_ACTION_STATES, *DEAD_ACTION_STATES)),
                    )
                )
                | ((ActionRow.state == "executing") & (ActionRow.lease_until < now))
            )
            .order_by(ActionRow.not_before, ActionRow.id)
            .limit(limit)
        )
        return list((await self.session.execute(stmt)).scalars())

    async def verifiable(self, *, job_id: str | None = None, limit: int = 100) -> list[ActionRow]:
        """Succeeded restarts whose job made progress after them (ready to be verified)."""
        from app.store.jobs import JobRow

        stmt = (
            select(ActionRow)
            .join(JobRow, JobRow.job_id == ActionRow.job_id)
            .where(
                ActionRow.kind == "restart",
                ActionRow.state == "succeeded",
                JobRow.last_progress_at.is_not(None),
                JobRow.last_progress_at > ActionRow.finished_at,
            )
            .order_by(ActionRow.id)
            .limit(limit)
        )
        if job_id is not None:
            stmt = stmt.where(ActionRow.job_id == job_id)
        return list((await self.session.execute(stmt)).scalars())

    async def unverified_before(self, deadline: datetime, limit: int = 100) -> list[ActionRow]:
        """Succeeded restarts that finished before ``deadline`` and were never verified."""
        stmt = (
            select(ActionRow)
            .where(
                ActionRow.kind == "restart",
                ActionRow.state == "succeeded",
                ActionRow.finished_at < deadline,
            )
            .order_by(ActionRow.id)
            .limit(limit)
        )
        return list((await self.session.execute(stmt)).scalars())

    async def awaiting_verification(self, limit: int = 100) -> list[ActionRow]:
        stmt = (
            select(ActionRow)
            .where(ActionRow.kind == "restart", ActionRow.state == "succeeded")
            .order_by(ActionRow.id)
            .limit(limit)
        )
        return list((await self.session.execute(stmt)).scalars())

    async def renew(self, action_id: int, *, owner: str, lease_until: datetime) -> bool:
        """Extend a lease this owner still holds; False when it changed hands."""
        stmt = (
            update(ActionRow)
            .where(ActionRow.id == action_id, ActionRow.state == "executing", ActionRow.lease_owner == owner)
            .values(lease_until=lease_until)
            .execution_options(synchronize_session=False)
        )
        result = await self.session.execute(stmt)
        return bool(getattr(result, "rowcount", 0) == 1)

    async def claim(
        self, action_id: int, *, from_state: str, owner: str, lease_until: datetime, now: datetime
    ) -> bool:
        """Take an action for execution; True for exactly one caller even across processes."""
        cond = (ActionRow.id == action_id) & (ActionRow.state == from_state)
        if from_state == "executing":
            cond = cond & (ActionRow.lease_until < now)
        else:
            cond = cond & (ActionRow.not_before <= now)
        stmt = (
            update(ActionRow)
            .where(cond)
            .values(state="executing", lease_owner=owner, lease_until=lease_until, updated_at=now)
            .execution_options(synchronize_session=False)
        )
        result = await self.session.execute(stmt)
        return bool(getattr(result, "rowcount", 0) == 1)

    def add(self, action: ActionRow) -> None:
        self.session.add(action)
