"""Bearer tokens with roles; only their SHA-256 is stored.

Tokens may expire and be revoked (``crashcart tokens list|create|revoke``, ``/v1/tokens``).
The bootstrap list (``CRASHCART_TOKENS`` / ``CRASHCART_TOKENS_FILE``) is the truth for the tokens
it names, applied at every start: a token it no longer names stops working, a changed role takes
effect. docs/trust.md says which role may do what.
"""

from __future__ import annotations

import hashlib
import logging
import re
import secrets
from dataclasses import dataclass
from datetime import datetime, timedelta
from pathlib import Path

from sqlalchemy.ext.asyncio import AsyncSession

from app.errors import ConfigError, InvalidInput, NotFound
from app.store.base import utcnow
from app.store.tokens import ApiTokenRow, TokenRepository

log = logging.getLogger(__name__)

ROLES = ("admin", "operator", "scheduler", "shipper", "viewer")

# What each role may do. Endpoints name the capability they need (docs/CONTRACT.md's role column).
GRANTS: dict[str, frozenset[str]] = {
    "admin": frozenset(ROLES),
    "operator": frozenset({"operator", "scheduler", "viewer"}),
    "scheduler": frozenset({"scheduler", "shipper", "viewer"}),
    "shipper": frozenset({"shipper"}),
    "viewer": frozenset({"viewer"}),
}

# revoked_reason of a bootstrap token that left the list: undone if the list names it again.
LEFT_BOOTSTRAP = "removed from the bootstrap token list"


@dataclass(frozen=True, slots=True)
class Principal:
    name: str
    role: str
    token_id: int | None = None

    def can(self, capability: str) -> bool:
        return capability in GRANTS.get(self.role, frozenset())


def principal_of(row: ApiTokenRow) -> Principal:
    return Principal(name=row.name, role=row.role, token_id=row.id)


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def new_token() -> str:
    return "cc_" + secrets.token_urlsafe(32)


_DURATION = re.compile(r"^(\d+)\s*([smhdw])$")
_UNITS = {"s": 1, "m": 60, "h": 3600, "d": 86400, "w": 7 * 86400}


def parse_expiry(text: str, now: datetime | None = None) -> datetime | None:
    """``90d``, ``12h``, ``30m``, ``3600s``, ``2w``, an ISO date/time (UTC if no zone), or
    ``never`` → when the token stops working (None: never)."""
    now = now or utcnow()
    value = text.strip().lower()
    if value in ("never", "none", ""):
        return None
    match = _DURATION.match(value)
    if match:
        seconds = int(match.group(1)) * _UNITS[match.group(2)]
        if seconds <= 0:
            raise InvalidInput(f"expiry {text!r} must be in the future")
        return now + timedelta(seconds=seconds)
    try:
        when = datetime.fromisoformat(text.strip())
    except ValueError as exc:
        raise InvalidInput(
            f"expiry {text!r}: give a duration (90d, 12h, 30m) or an ISO date (2027-01-31)"
        ) from exc
    when = when if when.tzinfo else when.replace(tzinfo=now.tzinfo)
    if when <= now:
        raise InvalidInput(f"expiry {text!r} is in the past")
    return when


async def create_token(
    session: AsyncSession,
    role: str,
    name: str,
    token: str | None = None,
    *,
    expires_at: datetime | None = None,
    source: str = "cli",
) -> str:
    if role not in ROLES:
        raise ConfigError(f"unknown role {role!r}; expected one of {', '.join(ROLES)}")
    token = token or new_token()
    repo = TokenRepository(session)
    if await repo.any_by_hash(hash_token(token)) is None:
        repo.add(
            ApiTokenRow(
                name=name, role=role, token_hash=hash_token(token), expires_at=expires_at, source=source
            )
        )
    return token


async def find_tokens(session: AsyncSession, which: str) -> list[ApiTokenRow]:
    """A token by id (``12``) or by name (every token of that name)."""
    repo = TokenRepository(session)
    if which.isdigit():
        row = await repo.get(int(which))
        rows = [row] if row is not None else []
    else:
        rows = await repo.by_name(which)
    if not rows:
        raise NotFound(f"no token with id or name {which!r} (see `crashcart tokens list`)")
    return rows


async def revoke_tokens(session: AsyncSession, which: str, *, by: str) -> list[ApiTokenRow]:
    """Revoke tokens (by id or name); their console sessions end with them. The caller commits,
    and a server process forgets its cached principals (``app.api.deps.forget_principals``)."""
    rows = await find_tokens(session, which)
    repo = TokenRepository(session)
    for row in rows:
        await repo.revoke(row, f"revoked by {by}")
    return rows


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
    """Make the stored bootstrap tokens what the list says (the caller commits).

    - a token in the list is created, or given the list's role (a downgrade takes effect);
    - a bootstrap token no longer in the list is revoked (and comes back if the list names it
      again); a token an operator revoked stays revoked even if the list names it.
    """
    text = spec or ""
    if tokens_file is not None:
        try:
            text += "\n" + tokens_file.read_text()
        except OSError as exc:
            raise ConfigError(f"cannot read tokens file {tokens_file}: {exc}") from exc
    wanted: dict[str, str] = {}
    for role, token in parse_token_spec(text):
        digest = hash_token(token)
        if wanted.get(digest, role) != role:
            raise ConfigError(
                f"the bootstrap token list gives one token two roles ({wanted[digest]}, {role})"
            )
        wanted[digest] = role
    repo = TokenRepository(session)
    for digest, role in wanted.items():
        row = await repo.any_by_hash(digest)
        if row is None:
            repo.add(ApiTokenRow(name=f"bootstrap-{role}", role=role, token_hash=digest, source="bootstrap"))
            continue
        if row.role != role:
            log.warning(
                "token %s (%s): role %s -> %s, as the bootstrap list says", row.id, row.name, row.role, role
            )
            row.role = role
            if row.name.startswith("bootstrap-"):
                row.name = f"bootstrap-{role}"
        row.source = "bootstrap"
        if row.revoked and row.revoked_reason == LEFT_BOOTSTRAP:
            row.revoked, row.revoked_at, row.revoked_reason = False, None, None
        elif row.revoked:
            log.warning(
                "token %s (%s) is in the bootstrap list but was revoked (%s): it stays revoked; "
                "put a new token in the list",
                row.id,
                row.name,
                row.revoked_reason,
            )
    for row in await repo.bootstrap():
        if row.token_hash not in wanted and not row.revoked:
            log.warning("token %s (%s) left the bootstrap list: revoked", row.id, row.name)
            await repo.revoke(row, LEFT_BOOTSTRAP)
