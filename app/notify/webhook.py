"""Generic JSON webhooks, signed so receivers can tell them from forgeries and replays.

Signature: ``X-Crashcart-Signature: sha256=<hex>`` where hex is HMAC-SHA256 with the shared secret
over ``f"{timestamp}.".encode() + body`` (the exact bytes received), and ``timestamp`` is the
``X-Crashcart-Timestamp`` header (Unix seconds). Receivers reject stale timestamps (replays).
``X-Crashcart-Delivery`` is the same on every retry of one message: receivers dedupe on it.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import time
from typing import Any

import httpx

from app.notify.base import Notifier
from app.notify.http import post
from app.notify.schemas import Notification

SIGNATURE_HEADER = "X-Crashcart-Signature"
TIMESTAMP_HEADER = "X-Crashcart-Timestamp"
DELIVERY_HEADER = "X-Crashcart-Delivery"
EVENT_HEADER = "X-Crashcart-Event"


def sign(secret: str, timestamp: str, body: bytes) -> str:
    digest = hmac.new(secret.encode(), timestamp.encode() + b"." + body, hashlib.sha256).hexdigest()
    return f"sha256={digest}"


def verify_signature(
    secret: str,
    timestamp: str,
    body: bytes,
    signature: str,
    *,
    tolerance_s: float = 300.0,
    now: float | None = None,
) -> bool:
    """What a receiver does: constant-time compare, and refuse timestamps outside the tolerance."""
    try:
        ts = float(timestamp)
    except ValueError:
        return False
    if abs((now if now is not None else time.time()) - ts) > tolerance_s:
        return False
    return hmac.compare_digest(sign(secret, timestamp, body), signature)


def build_payload(notification: Notification) -> dict[str, Any]:
    inc = notification.incident
    return {
        "event": f"incident.{notification.phase.value}",
        "delivery_id": notification.delivery_id,
        "repeats": notification.repeats,
        "console_url": notification.console_url,
        "incident": {
            "id": inc.incident_id,
            "job_id": inc.job_id,
            "state": inc.state,
            "category": inc.category,
            "layer": inc.layer,
            "blame": inc.blame,
            "action": inc.action,
            "culprit": {"nodes": inc.culprit_nodes, "ranks": inc.culprit_ranks},
            "root_cause_line": inc.root_cause_line,
            "confidence": inc.confidence,
            "source": inc.source,
            "rule_ids": inc.rule_ids,
            "fingerprint": inc.fingerprint,
            "explanation": inc.explanation,
        },
        "job": {"owner": inc.owner, "notify": inc.notify},
    }


class WebhookNotifier(Notifier):
    kind = "webhook"

    def __init__(self, url: str, client: httpx.AsyncClient, *, secret: str | None) -> None:
        self.url = url
        self.client = client
        self.secret = secret

    async def send(self, notification: Notification) -> None:
        body = json.dumps(build_payload(notification), separators=(",", ":")).encode()
        timestamp = str(int(time.time()))
        headers = {
            "Content-Type": "application/json",
            TIMESTAMP_HEADER: timestamp,
            DELIVERY_HEADER: notification.delivery_id,
            EVENT_HEADER: f"incident.{notification.phase.value}",
        }
        if self.secret:
            headers[SIGNATURE_HEADER] = sign(self.secret, timestamp, body)
        await post(self.client, self.url, content=body, headers=headers, peer="webhook")
