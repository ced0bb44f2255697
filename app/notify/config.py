"""Notification settings, read from ``Settings`` (fields the lead has not added yet default here)."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

import httpx

from app.notify.base import Notifier
from app.notify.slack import SlackNotifier
from app.notify.webhook import WebhookNotifier
from app.settings import Settings

SLACK_DESTINATION = "slack"


def webhook_destination(url: str) -> str:
    # The URL may carry a token: rows name the destination by a digest, never by the URL.
    return "webhook:" + hashlib.sha256(url.encode()).hexdigest()[:16]


@dataclass(frozen=True)
class NotifyConfig:
    slack_webhook_url: str | None = None
    webhook_urls: tuple[str, ...] = ()
    webhook_secret: str | None = None
    public_url: str | None = None
    max_attempts: int = 8
    dedupe_window_s: float = 3600.0
    timeout_s: float = 10.0
    backoff_base_s: float = 2.0
    backoff_max_s: float = 600.0
    # A peer may not park a message longer than this with Retry-After.
    max_retry_after_s: float = 3600.0

    @classmethod
    def from_settings(cls, settings: Settings) -> NotifyConfig:
        section = settings.notify
        slack = section.slack_webhook_url.get_secret_value() if section.slack_webhook_url else None
        secret = section.webhook_secret.get_secret_value() if section.webhook_secret else None
        public = settings.public_url
        return cls(
            slack_webhook_url=slack or None,
            webhook_urls=tuple(u for u in section.webhook_urls if u),
            webhook_secret=secret or None,
            public_url=str(public) if public else f"http://{settings.host}:{settings.port}",
            max_attempts=section.max_attempts,
            dedupe_window_s=section.dedupe_window_s,
            timeout_s=section.timeout_s,
            backoff_base_s=section.backoff_base_s,
            backoff_max_s=section.backoff_max_s,
            max_retry_after_s=section.max_retry_after_s,
        )

    def destinations(self) -> list[str]:
        found = [SLACK_DESTINATION] if self.slack_webhook_url else []
        found.extend(webhook_destination(u) for u in dict.fromkeys(self.webhook_urls))
        return found

    def console_url(self, incident_id: int) -> str | None:
        if not self.public_url:
            return None
        return f"{self.public_url.rstrip('/')}/console/incidents/{incident_id}"

    def build_notifiers(self, client: httpx.AsyncClient) -> dict[str, Notifier]:
        notifiers: dict[str, Notifier] = {}
        if self.slack_webhook_url:
            notifiers[SLACK_DESTINATION] = SlackNotifier(self.slack_webhook_url, client)
        for url in self.webhook_urls:
            notifiers[webhook_destination(url)] = WebhookNotifier(url, client, secret=self.webhook_secret)
        return notifiers
