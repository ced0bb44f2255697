"""FastAPI dependencies: the service state, a DB session, authentication and role checks."""

from __future__ import annotations

import time
from collections.abc import AsyncIterator, Callable, Coroutine
from dataclasses import dataclass, field
from typing import Annotated, Any

from fastapi import Depends, Request, Response
from fastapi.dependencies.models import Dependant
from fastapi.routing import APIRoute
from sqlalchemy.ext.asyncio import AsyncSession

from app.api.auth import Principal, hash_token, principal_of
from app.classify.engine import RuleEngine
from app.errors import Forbidden, Unauthorized
from app.incidents.service import AnalysisCache
from app.ingest.base import IngestQueue
from app.settings import Settings
from app.store.base import utcnow
from app.store.db import Database
from app.store.tokens import TokenRepository

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


def _bearer(request: Request) -> str:
    header = request.headers.get("authorization", "")
    scheme, _, token = header.partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise Unauthorized("missing bearer token: send 'Authorization: Bearer <token>'")
    return token.strip()


def _principal_cache(state: AppState) -> dict[str, tuple[Principal, float]]:
    cache: dict[str, tuple[Principal, float]] = state.extras.setdefault("principals", {})
    return cache


def forget_principals(state: AppState) -> None:
    """Drop every cached principal: a token revoked in this process stops working at once
    (another process's revocation takes at most PRINCIPAL_TTL_S)."""
    _principal_cache(state).clear()


async def authenticate(request: Request, state: AppState) -> Principal:
    """The caller's principal (401 when the token is missing, unknown, revoked or expired)."""
    known: Principal | None = getattr(request.state, "principal", None)
    if known is not None:
        return known
    # A short-lived cache: no database round trip per request. An entry lives at most
    # PRINCIPAL_TTL_S (a token revoked elsewhere stops working within that bound) and never past
    # the token's own expiry.
    cache = _principal_cache(state)
    digest = hash_token(_bearer(request))
    now = time.monotonic()
    hit = cache.get(digest)
    if hit is not None and hit[1] > now:
        request.state.principal = hit[0]
        return hit[0]
    async with state.db.session() as session:
        row = await TokenRepository(session).by_hash(digest)
    if row is None:
        cache.pop(digest, None)
        raise Unauthorized("invalid, expired or revoked token")
    principal = principal_of(row)
    until = now + PRINCIPAL_TTL_S
    if row.expires_at is not None:
        until = min(until, now + (row.expires_at - utcnow()).total_seconds())
    if len(cache) >= 10_000:
        cache.clear()
    cache[digest] = (principal, until)
    request.state.principal = principal
    return principal


async def get_principal(request: Request, state: Annotated[AppState, Depends(get_state)]) -> Principal:
    return await authenticate(request, state)


class RequireRole:
    """A dependency that lets through tokens whose role grants ``capability``."""

    def __init__(self, capability: str) -> None:
        self.capability = capability

    async def __call__(self, principal: Annotated[Principal, Depends(get_principal)]) -> Principal:
        return authorize(principal, self.capability)


def authorize(principal: Principal, capability: str) -> Principal:
    if not principal.can(capability):
        raise Forbidden(f"role '{principal.role}' may not do this; it needs '{capability}'")
    return principal


def require_role(capability: str) -> RequireRole:
    return RequireRole(capability)


def _capability(dependant: Dependant) -> str | None:
    for dep in dependant.dependencies:
        if isinstance(dep.call, RequireRole):
            return dep.call.capability
        found = _capability(dep)
        if found is not None:
            return found
    return None


class AuthFirstRoute(APIRoute):
    """Authentication and the role check run before the request body is read or validated:
    an unauthenticated caller gets 401 (and a caller without the role 403) whatever it sent,
    never a 422 that describes the endpoint's schema to it."""

    def get_route_handler(self) -> Callable[[Request], Coroutine[Any, Any, Response]]:
        handler = super().get_route_handler()
        capability = _capability(self.dependant)
        if capability is None:
            return handler

        async def authenticated(request: Request) -> Response:
            authorize(await authenticate(request, get_state(request)), capability)
            return await handler(request)

        return authenticated


SessionDep = Annotated[AsyncSession, Depends(get_session)]
StateDep = Annotated[AppState, Depends(get_state)]
