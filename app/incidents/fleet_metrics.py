"""Fleet gauges read from the database at scrape time: incidents by category, actions by kind and
state, nodes by health state, the notification outbox by destination kind and state.

Counters kept in a process would miss what workers in other processes recorded (Redis mode runs
many workers and none of them serves /metrics); the database sees every worker's work, so the
API process that Prometheus scrapes reports these from there. A database that cannot answer
leaves the previous values, never a failed scrape.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable

from prometheus_client import Gauge
from sqlalchemy import func, select
from sqlalchemy.exc import SQLAlchemyError

from app.store.db import Database
from app.store.incidents import IncidentRow
from app.store.notify import NotificationRow
from app.store.orchestrate import ActionRow, NodeRow

log = logging.getLogger(__name__)

INCIDENTS = Gauge("crashcart_incidents", "Incidents recorded (all time), by category", ["category"])
ACTIONS = Gauge(
    "crashcart_actions", "Recovery actions recorded (all time), by kind and state", ["kind", "state"]
)
OUTBOX = Gauge(
    "crashcart_notification_outbox",
    "Notifications in the outbox, by destination kind and state (pending, sending, sent, failed)",
    ["destination", "state"],
)
NODES = Gauge(
    "crashcart_nodes", "Nodes crashcart has seen, by health state (ok, suspect, cordoned)", ["state"]
)


OUTBOX_STATES = ("pending", "sending", "sent", "failed")


async def refresh_metrics(db: Database, destination_kinds: Iterable[str] = ()) -> None:
    """``destination_kinds``: the configured ones (slack, webhook), reported at 0 before their first
    notification, so an alert on the change of ``failed`` sees the first failure too."""
    try:
        async with db.session() as session:
            incidents = (
                await session.execute(
                    select(IncidentRow.category, func.count()).group_by(IncidentRow.category)
                )
            ).all()
            actions = (
                await session.execute(
                    select(ActionRow.kind, ActionRow.state, func.count()).group_by(
                        ActionRow.kind, ActionRow.state
                    )
                )
            ).all()
            nodes = (await session.execute(select(NodeRow.state, func.count()).group_by(NodeRow.state))).all()
            outbox = (
                await session.execute(
                    select(NotificationRow.destination, NotificationRow.state, func.count()).group_by(
                        NotificationRow.destination, NotificationRow.state
                    )
                )
            ).all()
    except (SQLAlchemyError, OSError):
        log.warning("fleet metrics: the database did not answer", exc_info=True)
        return
    INCIDENTS.clear()
    for category, n in incidents:
        INCIDENTS.labels(category=category).set(n)
    ACTIONS.clear()
    for kind, state, n in actions:
        ACTIONS.labels(kind=kind, state=state).set(n)
    NODES.clear()
    for state in ("ok", "suspect", "cordoned"):  # always present, so "0 cordoned" is a value, not a gap
        NODES.labels(state=state).set(0)
    for state, n in nodes:
        NODES.labels(state=state).set(n)
    OUTBOX.clear()
    by_kind: dict[tuple[str, str], int] = {(k, s): 0 for k in destination_kinds for s in OUTBOX_STATES}
    for destination, state, n in outbox:
        key = (destination.split(":", 1)[0], state)  # "webhook:<url>": the kind, never the URL
        by_kind[key] = by_kind.get(key, 0) + n
    for (kind, state), n in by_kind.items():
        OUTBOX.labels(destination=kind, state=state).set(n)
