"""Wire models of the ingest API (CONTRACT.md)."""

from __future__ import annotations

import math
from datetime import datetime
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

JOB_ID_PATTERN = r"^[A-Za-z0-9][A-Za-z0-9._:@/-]{0,254}$"


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class JobIn(Strict):
    job_id: str = Field(pattern=JOB_ID_PATTERN, description="the scheduler's job id")
    scheduler: Literal["slurm", "kubernetes", "local"] = "local"
    nodes: list[str] = Field(default_factory=list, max_length=100_000)
    world_size: int | None = Field(default=None, ge=1)
    checkpoint_dir: str | None = None
    owner: str | None = Field(default=None, max_length=255)
    notify: list[str] = Field(default_factory=list, max_length=50)
    spec: dict[str, object] = Field(
        default_factory=dict,
        description=(
            "scheduler details: {slurm_job_id, script} | {namespace, selector} | {command, resume_flag}"
        ),
    )


class LogLineIn(Strict):
    node: str = Field(min_length=1, max_length=255)
    rank: int | None = Field(default=None, ge=0)
    stream: str = Field(default="stdout", min_length=1, max_length=32)
    seq: int = Field(ge=0)
    ts: float | None = None
    line: str


class LogBatchIn(Strict):
    lines: list[LogLineIn]


class HeartbeatIn(Strict):
    node: str = Field(min_length=1, max_length=255)
    rank: int | None = Field(default=None, ge=0)
    step: int = Field(ge=0)
    ts: float | None = None
    loss: float | None = None
    grad_norm: float | None = None
    tokens_per_s: float | None = None
    metrics: dict[str, float] = Field(default_factory=dict, max_length=64)
    # Names of metrics that were NaN/inf on the agent's side (JSON has no NaN).
    nonfinite: list[str] = Field(default_factory=list, max_length=64)

    @field_validator("loss", "grad_norm", "tokens_per_s")
    @classmethod
    def _finite(cls, v: float | None) -> float | None:
        if v is not None and not math.isfinite(v):
            raise ValueError("must be finite; report non-finite values in `nonfinite`")
        return v


class ExitIn(Strict):
    node: str | None = None
    rank: int | None = Field(default=None, ge=0)
    exit_code: int
    signal: int | None = None


class Accepted(BaseModel):
    accepted: int
    truncated: int = 0
    message_id: str


class IncidentSummary(BaseModel):
    id: int
    job_id: str
    state: str
    category: str
    layer: str
    blame: str
    action: str
    confidence: float
    source: str
    culprit: dict[str, list[object]]
    root_cause_line: str | None
    fingerprint: str
    created_at: datetime
    updated_at: datetime


class JobOut(BaseModel):
    job_id: str
    scheduler: str
    state: str
    nodes: list[str]
    world_size: int | None
    owner: str | None
    checkpoint_dir: str | None
    lines_processed: int
    last_step: int | None
    last_heartbeat_at: datetime | None
    last_progress_at: datetime | None
    exit_code: int | None
    restarts: int
    ettr: float | None = Field(description="effective training time ratio: 1 - downtime / wall time")
    created_at: datetime
    incidents: list[IncidentSummary]
