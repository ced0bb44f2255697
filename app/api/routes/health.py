"""Liveness, readiness and Prometheus metrics (no auth)."""

from __future__ import annotations

import asyncio

from fastapi import APIRouter, Response
from prometheus_client import CONTENT_TYPE_LATEST, Gauge, generate_latest

from app.api.deps import AppState, StateDep
from app.errors import UpstreamError
from app.incidents.fleet_metrics import refresh_metrics as refresh_fleet_metrics
from app.incidents.progress import refresh_metrics as refresh_ettr_metrics
from app.notify.config import NotifyConfig

router = APIRouter(tags=["health"])
QUEUE_DEPTH = Gauge("crashcart_queue_depth", "Accepted messages not yet processed")
DEAD_LETTERS = Gauge(
    "crashcart_dead_letters",
    "Accepted items parked because a worker could not process them (crashcart dead-letters list)",
)
WORKERS = Gauge("crashcart_workers", "Queue workers alive (Redis mode: all processes; embedded: in-process)")


async def _live_workers(state: AppState) -> int:
    seen = await state.queue.live_workers()
    if seen is not None:
        return seen
    runtime = state.extras.get("runtime")
    tasks: list[asyncio.Task[None]] = getattr(runtime, "tasks", [])
    return sum(1 for t in tasks if t.get_name() == "ingest-consumer" and not t.done())


@router.get("/healthz")
async def healthz() -> dict[str, str]:
    return {"status": "ok"}


@router.get("/readyz")
async def readyz(state: StateDep, response: Response) -> dict[str, str]:
    checks: dict[str, str] = {}
    for name, probe in (("database", state.db.ping), ("queue", state.queue.ping)):
        try:
            await probe()
            checks[name] = "ok"
        except UpstreamError as exc:
            checks[name] = exc.message
            response.status_code = 503
    return {"status": "ok" if response.status_code != 503 else "unavailable", **checks}


@router.get("/metrics")
async def metrics(state: StateDep) -> Response:
    try:
        QUEUE_DEPTH.set(await state.queue.depth())
        DEAD_LETTERS.set(await state.queue.dead_count())
        WORKERS.set(await _live_workers(state))
    except UpstreamError:
        QUEUE_DEPTH.set(float("nan"))
        DEAD_LETTERS.set(float("nan"))
        WORKERS.set(float("nan"))
    await refresh_ettr_metrics(state.db)
    destinations = NotifyConfig.from_settings(state.settings).destinations()
    await refresh_fleet_metrics(state.db, {d.split(":", 1)[0] for d in destinations})
    return Response(generate_latest(), media_type=CONTENT_TYPE_LATEST)
