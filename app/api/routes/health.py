"""Liveness, readiness and Prometheus metrics (no auth)."""

from __future__ import annotations

from fastapi import APIRouter, Response
from prometheus_client import CONTENT_TYPE_LATEST, Gauge, generate_latest

from app.api.deps import StateDep
from app.errors import UpstreamError

router = APIRouter(tags=["health"])
QUEUE_DEPTH = Gauge("crashcart_queue_depth", "Accepted messages not yet processed")


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
    except UpstreamError:
        QUEUE_DEPTH.set(float("nan"))
    return Response(generate_latest(), media_type=CONTENT_TYPE_LATEST)
