"""``GET /v1/jobs``: the jobs, newest first, filtered by state, node and age, a page at a time.

The route only parses the query; this module owns its meaning: what each filter matches, how a
``since`` is read, and the opaque cursor that names where the next page starts (keyset on
``created_at, job_id``, so a page never repeats or skips a job while others are registered).
"""

from __future__ import annotations

import base64
import binascii
import json
import re
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Literal, get_args

from sqlalchemy.ext.asyncio import AsyncSession

from app.errors import InvalidInput
from app.store.jobs import JobRepository, JobRow

JobState = Literal["running", "restarting", "failed", "succeeded", "stopped"]
JOB_STATES: tuple[str, ...] = get_args(JobState)
MAX_PAGE = 500
_AGE = re.compile(r"^(\d{1,6})([smhd])$")
_UNIT_S = {"s": 1, "m": 60, "h": 3600, "d": 86400}


@dataclass(frozen=True)
class JobPage:
    jobs: list[JobRow]
    next_cursor: str | None


def parse_since(value: str, now: datetime | None = None) -> datetime:
    """``since`` as an ISO 8601 time (``2026-11-23T10:00:00Z``) or an age (``30m``, ``12h``, ``7d``)."""
    text = value.strip()
    age = _AGE.match(text)
    if age:
        return (now or datetime.now(UTC)) - timedelta(seconds=int(age.group(1)) * _UNIT_S[age.group(2)])
    try:
        when = datetime.fromisoformat(text.replace("Z", "+00:00").replace("z", "+00:00"))
    except ValueError:
        raise InvalidInput(
            f"since: {value[:64]!r} is neither an ISO 8601 time (2026-11-23T10:00:00Z) "
            "nor an age (30m, 12h, 7d)"
        ) from None
    return when.replace(tzinfo=UTC) if when.tzinfo is None else when.astimezone(UTC)


def encode_cursor(job: JobRow) -> str:
    raw = json.dumps([job.created_at.isoformat(), job.job_id]).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def decode_cursor(cursor: str) -> tuple[datetime, str]:
    try:
        raw = base64.urlsafe_b64decode(cursor + "=" * (-len(cursor) % 4))
        created, job_id = json.loads(raw)
        when = datetime.fromisoformat(created)
        if not isinstance(job_id, str) or when.tzinfo is None:
            raise ValueError
    except (ValueError, TypeError, binascii.Error, json.JSONDecodeError):
        raise InvalidInput("cursor: not a cursor this server gave (use the `next` link as it is)") from None
    return when, job_id


async def list_jobs(
    session: AsyncSession,
    *,
    state: str | None = None,
    node: str | None = None,
    since: str | None = None,
    limit: int = 100,
    cursor: str | None = None,
) -> JobPage:
    if state is not None and state not in JOB_STATES:
        raise InvalidInput(f"state: {state[:64]!r} is not a job state; one of {', '.join(JOB_STATES)}")
    if not 1 <= limit <= MAX_PAGE:
        raise InvalidInput(f"limit: between 1 and {MAX_PAGE}")
    after = decode_cursor(cursor) if cursor else None
    rows = await JobRepository(session).page(
        state=state,
        node=node,
        created_since=parse_since(since) if since else None,
        after=after,
        limit=limit + 1,  # one more: whether there is a next page
    )
    more = len(rows) > limit
    jobs = list(rows[:limit])
    return JobPage(jobs=jobs, next_cursor=encode_cursor(jobs[-1]) if more and jobs else None)
