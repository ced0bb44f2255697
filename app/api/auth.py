"""Bearer tokens with roles; only their SHA-256 is stored."""

from __future__ import annotations

import hashlib
import secrets
from dataclasses import dataclass
from pathlib import Path

from sqlalchemy.ext.asyncio import AsyncSession

from app.errors import ConfigError
from app.store.jobs import ApiTokenRow, TokenRepository

ROLES = ("admin", "operator", "scheduler", "shipper", "viewer")

# What each role may do. Endpoints name the capability they need (CONTRACT.md's role column).
GRANTS: dict[str, frozenset[str]] = {
    "admin": frozenset(ROLES),
    "operator": frozenset({"operator", "scheduler", "viewer"}),
    "scheduler": frozenset({"scheduler", "shipper", "viewer"}),
    "shipper": frozenset({"shipper"}),
    "viewer": frozenset({"viewer"}),
}


@dataclass(frozen=True, slots=True)
class Principal:
    name: str
    role: str

    def can(self, capability: str) -> bool:
        return capability in GRANTS.get(self.role, frozenset())


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def new_token() -> str:
    return "cc_" + secrets.token_urlsafe(32)


async def create_token(session: AsyncSession, role: str, name: str, token: str | None = None) -> str:
    if role not in ROLES:
        raise ConfigError(f"unknown role {role!r}; expected one of {', '.join(ROLES)}")
    token = token or new_token()
    repo = TokenRepository(session)
    if await repo.by_hash(hash_token(token)) is None:
        repo.add(ApiTokenRow(name=name, role=role, token_hash=hash_token(token)))
    return token


def parse_token_spec(spec: str) -> list[tuple[str, str]]:
    """``"admin:tok1,shipper:tok2"`` (or one per line, as in a tokens file) → [(role, token)]."""
    pairs = []
    for item in spec.replace("\n", ",").split(","):
        item = item.strip()
        if not item or item.startswith("#"):
            continue
        role, sep, token = item.partition(":")
        if not sep or not token or role not in ROLES:
            raise ConfigError(
                f"bad token entry {item.split(':')[0]!r}...: expected role:token, role in {ROLES}"
            )
        pairs.append((role, token))
    return pairs


async def bootstrap_tokens(session: AsyncSession, spec: str | None, tokens_file: Path | None) -> None:
    text = spec or ""
    if tokens_file is not None:
        try:
            text += "\n" + tokens_file.read_text()
        except OSError as exc:
            raise ConfigError(f"cannot read tokens file {tokens_file}: {exc}") from exc
    for role, token in parse_token_spec(text):
        await create_token(session, role, name=f"bootstrap-{role}", token=token)
