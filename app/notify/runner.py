"""The delivery loop: sends due outbox rows, retries with backoff, honours ``Retry-After``.

Several runners (processes) may share one database: a row is leased by the conditional UPDATE
that claims it. A runner that dies mid-send leaves its row ``sending``; once the lease runs out
another runner sends it again. Delivery is therefore at-least-once: a message the peer accepted
just before the crash is sent twice, with the same ``delivery_id`` (webhook receivers dedupe on
``X-Crashcart-Delivery``; Slack shows it twice).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import random
import socket
import uuid
from datetime import timedelta
from typing import Any

import httpx
from prometheus_client import Counter

from app.notify.base import DeliveryError, Notifier
from app.notify.config import NotifyConfig
from app.notify.schemas import IncidentSnapshot, Notification, Phase
from app.notify.service import enqueue_changed_since
from app.settings import Settings
from app.store.base import utcnow
from app.store.db import Database
from app.store.notify import NotificationRepository, NotificationRow

log = logging.getLogger(__name__)

NOTIFICATIONS = Counter(
    "crashcart_notifications_total", "Notification send attempts by outcome", ["destination", "outcome"]
)


def backoff_delay(config: NotifyConfig, attempts: int, retry_after: float | None) -> float:
    """Seconds before the next try. The peer's Retry-After wins (capped so a peer cannot park an
    alert for days); otherwise exponential from ``backoff_base_s`` with equal jitter, so many
    runners retrying one outage do not arrive in lockstep."""
    if retry_after is not None:
        return min(retry_after, config.max_retry_after_s)
    ceiling = min(config.backoff_max_s, config.backoff_base_s * 2.0 ** max(0, attempts - 1))
    return ceiling / 2 + random.uniform(0, ceiling / 2)


class NotifyRunner:
    def __init__(
        self,
        db: Database,
        settings: Settings,
        *,
        config: NotifyConfig | None = None,
        notifiers: dict[str, Notifier] | None = None,
        transport: httpx.AsyncBaseTransport | None = None,
        poll_s: float = 1.0,
        lease_s: float = 60.0,
        sweep_s: float = 5.0,
        lookback_s: float = 900.0,
        batch: int = 20,
        owner: str | None = None,
    ) -> None:
        self.db = db
        self.settings = settings
        self.config = config or NotifyConfig.from_settings(settings)
        self._given_notifiers = notifiers
        self.transport = transport
        self.poll_s = poll_s
        # Longer than any send can take (the HTTP timeout), so a live sender never loses its row.
        self.lease_s = max(lease_s, 0.1)
        self.sweep_s = sweep_s
        self.batch = batch
        self.owner = owner or f"{socket.gethostname()}:{os.getpid()}:{uuid.uuid4().hex[:8]}"
        # Incidents changed after this instant are swept for alerts no hook announced.
        self._swept_until = utcnow() - timedelta(seconds=lookback_s)
        self._last_sweep = 0.0
        self._client: httpx.AsyncClient | None = None
        self.notifiers: dict[str, Notifier] = dict(notifiers or {})

    async def __aenter__(self) -> NotifyRunner:
        if self._given_notifiers is None and self._client is None:
            self._client = httpx.AsyncClient(transport=self.transport, timeout=self.config.timeout_s)
            self.notifiers = self.config.build_notifiers(self._client)
        return self

    async def __aexit__(self, *exc: object) -> None:
        if self._client is not None:
            await self._client.aclose()
            self._client = None

    async def sweep(self) -> int:
        if not self.config.destinations():
            return 0
        now = utcnow()
        # A little overlap: a transaction that committed late may carry an earlier updated_at.
        created = await enqueue_changed_since(
            self.db, self._swept_until - timedelta(seconds=5), settings=self.settings, config=self.config
        )
        self._swept_until = now
        return created

    async def tick(self) -> int:
        """One pass: sweep (every ``sweep_s``), then send what is due. Returns rows handled."""
        loop = asyncio.get_running_loop()
        if loop.time() - self._last_sweep >= self.sweep_s:
            self._last_sweep = loop.time()
            await self.sweep()
        async with self.db.session() as session:
            due = await NotificationRepository(session).due_ids(utcnow(), limit=self.batch)
        if not due:
            return 0
        results = await asyncio.gather(*(self.deliver(i) for i in due), return_exceptions=True)
        for result in results:
            if isinstance(result, BaseException):
                log.error("notification delivery crashed", exc_info=result)
        return sum(1 for r in results if r is True)

    async def deliver(self, notification_id: int) -> bool:
        """Claim one row and send it; False when another runner had it."""
        now = utcnow()
        async with self.db.session() as session:
            repo = NotificationRepository(session)
            claimed = await repo.claim(
                notification_id, owner=self.owner, lease_until=now + timedelta(seconds=self.lease_s), now=now
            )
            await session.commit()
            if not claimed:
                return False
            row = await repo.get(notification_id)
            if row is None:
                return False
            await session.refresh(row)
        values = await self._send(row)
        async with self.db.session() as session:
            if not await NotificationRepository(session).finish(
                notification_id, owner=self.owner, values=values
            ):
                log.warning("notification %d: lease lost before its outcome was recorded", notification_id)
            await session.commit()
        return True

    async def _send(self, row: NotificationRow) -> dict[str, Any]:
        notifier = self.notifiers.get(row.destination)
        if notifier is None:
            NOTIFICATIONS.labels(row.destination.split(":")[0], "unconfigured").inc()
            return {"state": "failed", "last_error": f"destination {row.destination} is no longer configured"}
        notification = Notification(
            delivery_id=f"crashcart-notification-{row.id}",
            phase=Phase(row.phase),
            incident=IncidentSnapshot.model_validate(row.snapshot),
            repeats=row.repeats,
            console_url=self.config.console_url(row.incident_id),
        )
        try:
            await notifier.send(notification)
        except DeliveryError as exc:
            return self._failure(
                row, str(exc), exc.status, permanent=exc.permanent, retry_after=exc.retry_after
            )
        except Exception as exc:  # a bug in rendering must not stop the loop; it runs out its attempts
            log.exception("notification %d: unexpected error", row.id)
            return self._failure(row, f"{type(exc).__name__}: {exc}", None, permanent=False, retry_after=None)
        NOTIFICATIONS.labels(notifier.kind, "sent").inc()
        return {"state": "sent", "sent_at": utcnow(), "last_error": None}

    def _failure(
        self,
        row: NotificationRow,
        error: str,
        status: int | None,
        *,
        permanent: bool,
        retry_after: float | None,
    ) -> dict[str, Any]:
        kind = row.destination.split(":")[0]
        values: dict[str, Any] = {"last_error": error[:2000], "last_status": status}
        if permanent or row.attempts >= row.max_attempts:
            NOTIFICATIONS.labels(kind, "failed").inc()
            log.warning("notification %d gave up after %d attempt(s): %s", row.id, row.attempts, error)
            return {**values, "state": "failed"}
        NOTIFICATIONS.labels(kind, "retry").inc()
        delay = backoff_delay(self.config, row.attempts, retry_after)
        return {**values, "state": "pending", "not_before": utcnow() + timedelta(seconds=delay)}

    async def run(self, stop: asyncio.Event) -> None:
        async with self:
            while not stop.is_set():
                try:
                    await self.tick()
                except Exception:  # the loop must outlive a database hiccup
                    log.exception("notify tick failed")
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(stop.wait(), timeout=self.poll_s)
