"""``crashcart notify test``: check the Slack and webhook configuration by sending a sample alert."""

from __future__ import annotations

import asyncio
import json
import sys
from typing import Annotated, NoReturn

import httpx
import typer
from rich.console import Console
from rich.table import Table

from app.notify.base import DeliveryError
from app.notify.config import NotifyConfig
from app.notify.schemas import IncidentSnapshot, Notification, Phase
from app.notify.slack import build_message
from app.notify.webhook import build_payload
from app.settings import get_settings

notify_app = typer.Typer(help="Slack and webhook notifications.", no_args_is_help=True)


def _fail(message: str, code: int = 2) -> NoReturn:
    print(f"error: {message}", file=sys.stderr)
    raise typer.Exit(code)


def sample_notification(config: NotifyConfig) -> Notification:
    incident = IncidentSnapshot(
        incident_id=0,
        job_id="crashcart-notify-test",
        state="acting",
        category="ecc_error",
        layer="infrastructure",
        blame="node_hardware",
        action="cordon_and_restart",
        culprit_nodes=["gpu02"],
        culprit_ranks=[5],
        root_cause_line="RuntimeError: CUDA error: uncorrectable ECC error encountered",
        confidence=0.93,
        source="rule",
        rule_ids=["cuda.ecc_uncorrectable"],
        fingerprint="test",
        explanation="This is a test message from `crashcart notify test`.",
    )
    return Notification(
        delivery_id="crashcart-notify-test",
        phase=Phase.detected,
        incident=incident,
        console_url=config.console_url(0),
    )


async def _send_all(config: NotifyConfig, notification: Notification) -> dict[str, str]:
    results: dict[str, str] = {}
    async with httpx.AsyncClient(timeout=config.timeout_s) as client:
        for destination, notifier in config.build_notifiers(client).items():
            try:
                await notifier.send(notification)
                results[destination] = "ok"
            except DeliveryError as exc:
                results[destination] = f"failed: {exc.message}"
    return results


@notify_app.command("test")
def notify_test(
    dry_run: Annotated[bool, typer.Option("--dry-run", help="print the payloads, send nothing")] = False,
) -> None:
    """Send a sample alert to every configured destination (Slack, webhooks) and report each."""
    config = NotifyConfig.from_settings(get_settings())
    notification = sample_notification(config)
    if dry_run:
        print(
            json.dumps(
                {"slack": build_message(notification), "webhook": build_payload(notification)}, indent=2
            )
        )
        return
    if not config.destinations():
        _fail("no destination configured: set CRASHCART_SLACK_WEBHOOK_URL or CRASHCART_NOTIFY__WEBHOOK_URLS")
    results = asyncio.run(_send_all(config, notification))
    table = Table("destination", "result")
    for destination, result in results.items():
        table.add_row(destination, result)
    Console().print(table)
    if any(r != "ok" for r in results.values()):
        raise typer.Exit(1)


def register(app: typer.Typer) -> None:
    app.add_typer(notify_app, name="notify")
