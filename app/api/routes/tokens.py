"""API tokens: list, create, revoke (admin only). A revocation here takes effect at once in
this process; other processes drop their cached principal within PRINCIPAL_TTL_S."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Literal

from fastapi import APIRouter, Depends, Path, status
from pydantic import BaseModel, ConfigDict, Field

from app.api.auth import Principal, create_token, hash_token, parse_expiry, revoke_tokens
from app.api.deps import AuthFirstRoute, SessionDep, StateDep, forget_principals, require_role
from app.store.tokens import TokenRepository

router = APIRouter(prefix="/v1/tokens", tags=["tokens"], route_class=AuthFirstRoute)
Admin = Annotated[Principal, Depends(require_role("admin"))]
TokenId = Annotated[int, Path(ge=1, le=2**31 - 1)]
Role = Literal["admin", "operator", "scheduler", "shipper", "viewer"]


class TokenOut(BaseModel):
    model_config = ConfigDict(from_attributes=True)

    id: int
    name: str
    role: str
    source: str
    created_at: datetime
    expires_at: datetime | None
    revoked: bool
    revoked_at: datetime | None
    revoked_reason: str | None


class TokenList(BaseModel):
    tokens: list[TokenOut]


class TokenIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    role: Role
    name: str = Field(min_length=1, max_length=255, pattern=r"^[^\x00-\x1f]+$")
    expires: str | None = Field(
        default=None, max_length=64, description="90d, 12h, 30m, an ISO date, or never (the default)"
    )


class TokenCreated(TokenOut):
    token: str = Field(description="the secret; shown once, only its hash is stored")


@router.get("", response_model=TokenList)
async def list_tokens(session: SessionDep, _: Admin, include_revoked: bool = False) -> TokenList:
    rows = await TokenRepository(session).all(include_inactive=include_revoked)
    return TokenList(tokens=[TokenOut.model_validate(r) for r in rows])


@router.post("", status_code=status.HTTP_201_CREATED, response_model=TokenCreated)
async def create(body: TokenIn, session: SessionDep, _: Admin) -> TokenCreated:
    expires_at = parse_expiry(body.expires) if body.expires else None
    token = await create_token(session, body.role, body.name, expires_at=expires_at, source="api")
    await session.commit()
    row = await TokenRepository(session).any_by_hash(hash_token(token))
    assert row is not None
    return TokenCreated(**TokenOut.model_validate(row).model_dump(), token=token)


@router.post("/{token_id}/revoke", response_model=TokenOut)
async def revoke(token_id: TokenId, session: SessionDep, state: StateDep, who: Admin) -> TokenOut:
    (row,) = await revoke_tokens(session, str(token_id), by=who.name)
    await session.commit()
    forget_principals(state)
    return TokenOut.model_validate(row)
