"""Alertmanager (webhook v4) intake: node alerts, such as DCGM's Xid alerts, become log evidence.

A firing alert on a node is turned into one line on a dedicated stream of every running job on
that node, so the same rules that read the jobs' logs classify it. Each alert gets its own stream
(``alert:<fingerprint>``) with seq 1: Alertmanager re-sends firing alerts every repeat interval,
and those re-sends are recognised as duplicates by the usual per-stream cursor.
"""

from __future__ import annotations

import hashlib
import re
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

NODE_LABELS = ("Hostname", "hostname", "node", "nodename", "kubernetes_node", "instance")
XID_LABELS = ("xid", "Xid", "DCGM_FI_DEV_XID_ERRORS", "err_code")


class Alert(BaseModel):
    model_config = ConfigDict(extra="allow")
    status: str
    labels: dict[str, str] = Field(default_factory=dict)
    annotations: dict[str, str] = Field(default_factory=dict)
    startsAt: str | None = None  # Alertmanager's field name
    fingerprint: str | None = None


class AlertmanagerWebhook(BaseModel):
    model_config = ConfigDict(extra="allow")
    version: str = "4"
    status: str = "firing"
    alerts: list[Alert] = Field(max_length=1000)


def alert_node(alert: Alert) -> str | None:
    for key in NODE_LABELS:
        value = alert.labels.get(key)
        if value:
            # instance is usually host:port; keep the host.
            return value.rsplit(":", 1)[0] if key == "instance" and value.count(":") == 1 else value
    return None


_NAME_CHARS = re.compile(r"[^A-Za-z0-9_:.-]")


def alert_name(alert: Alert) -> str:
    """The alert's name, fit for a metric label (bounded, printable)."""
    return _NAME_CHARS.sub("_", alert.labels.get("alertname", "") or "unnamed")[:64]


def alert_line(alert: Alert, node: str) -> str:
    labels = alert.labels
    name = labels.get("alertname", "alert")
    gpu = labels.get("gpu") or labels.get("GPU_I_ID") or labels.get("device")
    xid = next((labels[k] for k in XID_LABELS if labels.get(k)), None)
    text = alert.annotations.get("description") or alert.annotations.get("summary") or ""
    parts = [f"alertmanager: {name} firing on {node}"]
    if gpu:
        parts.append(f"gpu {gpu}")
    if xid:
        parts.append(f"Xid {xid}")
    line = ", ".join(parts)
    return f"{line}: {text}" if text else line


_NOT_HEX = re.compile(r"[^0-9A-Za-z]")


def alert_stream(alert: Alert) -> str:
    # Alertmanager's fingerprint is hex; anything else (NUL, controls) never reaches a stream name.
    key = (
        _NOT_HEX.sub("", alert.fingerprint or "")
        or hashlib.sha1(
            repr(sorted(alert.labels.items())).encode() + (alert.startsAt or "").encode()
        ).hexdigest()
    )
    return f"alert:{key[:24]}"


def firing_lines(hook: AlertmanagerWebhook) -> list[tuple[str, dict[str, Any]]]:
    """(node, log line as the ingest queue carries it) for every firing alert that names a node."""
    out = []
    for alert in hook.alerts:
        node = alert_node(alert)
        if alert.status != "firing" or node is None:
            continue
        out.append(
            (
                node,
                {
                    "node": node,
                    "rank": None,
                    "stream": alert_stream(alert),
                    "seq": 1,
                    "ts": None,
                    "line": alert_line(alert, node),
                },
            )
        )
    return out
