"""``crashcart nodes ...``, ``crashcart approve`` and ``crashcart reject``: client commands that talk
to a running server (``--server``/``--token`` or CRASHCART_SERVER/CRASHCART_TOKEN)."""

from __future__ import annotations

import json
import sys
from typing import Annotated, Any, NoReturn

import httpx
import typer
from rich.console import Console
from rich.table import Table

from app.settings import get_settings

nodes_app = typer.Typer(help="Node health: ok, suspect, cordoned.", no_args_is_help=True)


def _fail(message: str) -> NoReturn:
    print(f"error: {message}", file=sys.stderr)
    raise typer.Exit(2)


def _call(method: str, path: str, body: dict[str, Any] | None = None) -> dict[str, Any]:
    settings = get_settings()
    headers = {}
    if settings.token:
        headers["Authorization"] = f"Bearer {settings.token.get_secret_value()}"
    try:
        url = settings.server.rstrip("/") + path
        resp = httpx.request(method, url, json=body, headers=headers, timeout=30)
    except httpx.HTTPError as exc:
        _fail(f"cannot reach {settings.server}: {exc}")
    try:
        data: dict[str, Any] = resp.json()
    except ValueError:
        data = {}
    if resp.status_code >= 400:
        message = data.get("error", {}).get("message") if isinstance(data.get("error"), dict) else None
        _fail(message or f"HTTP {resp.status_code}")
    return data


def _print_nodes(nodes: list[dict[str, Any]]) -> None:
    table = Table("node", "state", "reason", "incident")
    for node in nodes:
        table.add_row(node["name"], node["state"], node.get("reason", ""), str(node.get("incident_id") or ""))
    Console().print(table)


@nodes_app.command("list")
def nodes_list(
    state: Annotated[str | None, typer.Option(help="only nodes in this state: ok, suspect, cordoned")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="print JSON")] = False,
) -> None:
    """Nodes crashcart knows about, with their health and why."""
    if state is not None and state not in ("ok", "suspect", "cordoned"):
        raise typer.BadParameter("state must be ok, suspect or cordoned", param_hint="--state")
    data = _call("GET", "/v1/nodes" + (f"?state={state}" if state else ""))
    if as_json:
        print(json.dumps(data, indent=2))
    else:
        _print_nodes(data.get("nodes", []))


@nodes_app.command("show")
def nodes_show(node: Annotated[str, typer.Argument(help="node name")]) -> None:
    """One node's health and history."""
    print(json.dumps(_call("GET", f"/v1/nodes/{node}"), indent=2))


@nodes_app.command("uncordon")
def nodes_uncordon(node: Annotated[str, typer.Argument(help="node name")]) -> None:
    """Return a node to service (in the scheduler and in crashcart)."""
    data = _call("POST", f"/v1/nodes/{node}/uncordon")
    print(f"{data['name']}: {data['state']}")


@nodes_app.command("release")
def nodes_release(node: Annotated[str, typer.Argument(help="node name")]) -> None:
    """Return a cordoned node to service only if it passes the configured health check."""
    data = _call("POST", f"/v1/nodes/{node}/release")
    last = (data.get("history") or [{}])[-1]
    print(f"{data['name']}: {data['state']} ({last.get('reason', '')})")
    if data["state"] != "ok":
        raise typer.Exit(1)


def _decide(verb: str, incident_id: int, reason: str) -> None:
    data = _call("POST", f"/v1/incidents/{incident_id}/{verb}", {"reason": reason})
    print(f"incident {incident_id}: {data['incident_state']}")
    for action in data.get("actions", []):
        print(f"  #{action['id']} {action['kind']:8} {action['state']:18} {action['reason']}")


def approve(
    incident_id: Annotated[int, typer.Argument(help="incident id")],
    reason: Annotated[str, typer.Option(help="why, for the record")] = "",
) -> None:
    """Approve the actions an incident is waiting on."""
    _decide("approve", incident_id, reason)


def reject(
    incident_id: Annotated[int, typer.Argument(help="incident id")],
    reason: Annotated[str, typer.Option(help="why, for the record")] = "",
) -> None:
    """Reject the actions an incident is waiting on."""
    _decide("reject", incident_id, reason)


def register(app: typer.Typer) -> None:
    app.add_typer(nodes_app, name="nodes")
    app.command("approve")(approve)
    app.command("reject")(reject)
