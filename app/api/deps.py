"""FastAPI dependencies: the service state, a DB session, and role checks."""

from __future__ import annotations

import time
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass, field
from typing import Annotated, Any

from fastapi import Depends, Request
from sqlalchemy.ext.asyncio import AsyncSession

from app.api.auth import Principal, hash_token
from app.classify.engine import RuleEngine
from app.errors import Forbidden, Unauthorized
from app.incidents.service import AnalysisCache
from app.ingest.base import IngestQueue
from app.settings import Settings
from app.store.db import Database
from app.store.jobs import TokenRepository

PRINCIPAL_TTL_S = 30.0


@dataclass
class AppState:
    settings: Settings
    db: Database
    queue: IngestQueue
    engine: RuleEngine
    cache: AnalysisCache
    known_jobs: set[str] = field(default_factory=set)
    extras: dict[str, Any] = field(default_factory=dict)


def get_state(request: Request) -> AppState:
    state: AppState = request.app.state.crashcart
    return state


async def get_session(state: Annotated[AppState, Depends(get_state)]) -> AsyncIterator[AsyncSession]:
    async with state.db.session() as session:
        yield session


async def get_principal(request: Request, state: Annotated[AppState, Depends(get_state)]) -> Principal:
    header = request.headers.get("authorization", "")
    scheme, _, token = header.partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise Unauthorized("missing bearer token: send 'Authorization: Bearer <token>'")
    # A short-lived cache: no database round trip per request, and a revoked token stops working
    # within PRINCIPAL_TTL_S.
    cache: dict[str, tuple[Principal, float]] = state.extras.setdefault("principals", {})
    digest = hash_token(token.strip())
    now = time.monotonic()
    hit = cache.get(digest)
    if hit is not None and hit[1] > now:
        return hit[0]
    async with state.db.session() as session:
        row = await TokenRepository(session).by_hash(digest)
    if row is None:
        cache.pop(digest, None)
        raise Unauthorized("invalid or revoked token")
    principal = Principal(name=row.name, role=row.role)
    if len(cache) >= 10_000:
        cache.clear()
    cache[digest] = (principal, now + PRINCIPAL_TTL_S)
    return principal


def require_role(capability: str) -> Callable[..., Awaitable[Principal]]:
    """A dependency that lets through tokens whose role grants ``capability``."""

    async def check(principal: Annotated[Principal, Depends(get_principal)]) -> Principal:
        if not principal.can(capability):
            raise Forbidden(f"role '{principal.role}' may not do this; it needs '{capability}'")
        return principal

    return check


SessionDep = Annotated[AsyncSession, Depends(get_session)]
StateDep = Annotated[AppState, Depends(get_state)]
