"""POSTing to a peer and turning its answer into success or a :class:`DeliveryError`."""

from __future__ import annotations

from datetime import UTC, datetime
from email.utils import parsedate_to_datetime

import httpx

from app.notify.base import DeliveryError

# 408/425/429 and 5xx are the peer's trouble and may pass; any other 4xx is ours and will not.
RETRYABLE_STATUS = frozenset({408, 425, 429, 500, 502, 503, 504})


def parse_retry_after(value: str | None, *, now: datetime | None = None) -> float | None:
    """``Retry-After`` is either delta-seconds or an HTTP-date (RFC 9110 §10.2.3)."""
    if not value:
        return None
    value = value.strip()
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    try:
        when = parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    if when.tzinfo is None:
        when = when.replace(tzinfo=UTC)
    return max(0.0, (when - (now or datetime.now(UTC))).total_seconds())


async def post(
    client: httpx.AsyncClient, url: str, *, content: bytes, headers: dict[str, str], peer: str
) -> None:
    try:
        resp = await client.post(url, content=content, headers=headers)
    except httpx.TimeoutException as exc:
        raise DeliveryError(f"{peer}: timed out") from exc
    except httpx.HTTPError as exc:
        # Transport failures (refused, reset, DNS) are worth retrying; the URL is not echoed (secret).
        raise DeliveryError(f"{peer}: {type(exc).__name__}") from exc
    if resp.is_success:
        return
    body = resp.text[:200].strip()
    raise DeliveryError(
        f"{peer}: HTTP {resp.status_code} {body}".rstrip(),
        retry_after=parse_retry_after(resp.headers.get("retry-after")),
        permanent=resp.status_code not in RETRYABLE_STATUS,
        status=resp.status_code,
    )
