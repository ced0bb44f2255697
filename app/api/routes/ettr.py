"""Fleet ETTR over a trailing window (the per-job figure is in ``GET /v1/jobs/{id}``)."""

from __future__ import annotations

import re
from datetime import datetime
from typing import Annotated

from fastapi import APIRouter, Depends, Query
from pydantic import BaseModel, Field

from app.api.auth import Principal
from app.api.deps import AuthFirstRoute, SessionDep, require_role
from app.errors import InvalidInput
from app.incidents.progress import fleet_ettr

router = APIRouter(prefix="/v1/ettr", tags=["ettr"], route_class=AuthFirstRoute)
Viewer = Annotated[Principal, Depends(require_role("viewer"))]

_WINDOW = re.compile(r"^(\d{1,7})([smhd]?)$")
_UNIT_S = {"": 1, "s": 1, "m": 60, "h": 3600, "d": 86400}
MAX_WINDOW_S = 366 * 86400


class FleetEttrOut(BaseModel):
    window_s: float
    start: datetime
    end: datetime
    ettr: float | None = Field(
        description="productive training time of every job over their wall time, both inside the window"
    )
    productive_s: float
    wall_s: float
    jobs: int


def parse_window(text: str) -> float:
    """``90s``, ``30m``, ``24h``, ``7d`` or plain seconds."""
    m = _WINDOW.match(text.strip())
    if not m:
        raise InvalidInput(f"window {text!r}: write a number with s, m, h or d (e.g. 24h)")
    seconds = int(m.group(1)) * _UNIT_S[m.group(2)]
    if not 1 <= seconds <= MAX_WINDOW_S:
        raise InvalidInput(f"window {text!r}: between 1 s and {MAX_WINDOW_S // 86400} days")
    return float(seconds)


@router.get("", response_model=FleetEttrOut)
async def get_fleet_ettr(
    session: SessionDep, _: Viewer, window: Annotated[str, Query(max_length=16)] = "24h"
) -> FleetEttrOut:
    r = await fleet_ettr(session, parse_window(window))
    return FleetEttrOut(
        window_s=r.window_s,
        start=r.start,
        end=r.end,
        ettr=r.ettr,
        productive_s=r.productive_s,
        wall_s=r.wall_s,
        jobs=r.jobs,
    )
