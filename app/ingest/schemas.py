"""Wire models of the ingest API (docs/CONTRACT.md).

Everything a caller sends is bounded here, at the door: an accepted batch must be processable by
the workers in both storage modes (SQLite and PostgreSQL), so a number that a column cannot hold
or a string that PostgreSQL refuses (NUL) is a 422 now, never a batch lost later.
"""

from __future__ import annotations

import hashlib
import json
import math
import re
from datetime import datetime
from typing import Annotated, Any, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, field_validator

from app.vocabulary import clean_text

JOB_ID_PATTERN = r"^[A-Za-z0-9][A-Za-z0-9._:@/-]{0,254}$"
RUN_PATTERN = r"^[A-Za-z0-9][A-Za-z0-9._:@/-]{0,127}$"
RUN_DESCRIPTION = (
    "the scheduler's name of this run of the job (Slurm: `<job id>.<restart count>`); data of a "
    "run that a restart ended is archived but never counts as progress"
)

# Bounds of the integers on the wire: what the database columns hold (BIGINT, INTEGER).
MAX_BIGINT = 2**63 - 1
MAX_INT = 2**31 - 1
MAX_ID = MAX_BIGINT  # every id column is 64-bit
MAX_RANK = 2**24 - 1  # 16.7 M ranks: far beyond any cluster, and an INTEGER column holds it
MAX_WORLD_SIZE = MAX_RANK + 1
MAX_SIGNAL = 255
# Seconds since the epoch: 0 .. year 5138; finite only.
MAX_TS = 1e11

# C0 controls, DEL and C1 controls; lone surrogates cannot be stored as UTF-8.
_CONTROL_IN_NAME = re.compile(r"[\x00-\x1f\x7f-\x9f\ud800-\udfff]")
NAME_PATTERN = r"^[^\x00-\x1f\x7f-\x9f]*$"


def check_name(value: str) -> str:
    """Identifiers (node, stream, metric names, owners): refused when they hold control bytes."""
    bad = _CONTROL_IN_NAME.search(value)
    if bad is not None:
        raise ValueError(f"control character U+{ord(bad.group()):04X} is not allowed here")
    return value


def check_json(value: Any, path: str = "") -> Any:
    """Arbitrary JSON stored as-is (a job's spec): finite numbers in 64 bits, no control bytes in strings."""
    if isinstance(value, bool) or value is None:
        return value
    if isinstance(value, int):
        if not -MAX_BIGINT - 1 <= value <= MAX_BIGINT:
            raise ValueError(f"{path or 'value'}: integer out of the 64-bit range")
        return value
    if isinstance(value, float):
        if not math.isfinite(value):
            raise ValueError(f"{path or 'value'}: number must be finite")
        return value
    if isinstance(value, str):
        return clean_text(value)
    if isinstance(value, list):
        return [check_json(v, f"{path}[{i}]") for i, v in enumerate(value)]
    if isinstance(value, dict):
        return {
            check_name(str(k)): check_json(v, f"{path}.{k}" if path else str(k)) for k, v in value.items()
        }
    raise ValueError(f"{path or 'value'}: unsupported JSON value")


Name = Annotated[str, AfterValidator(check_name), Field(json_schema_extra={"pattern": NAME_PATTERN})]
Rank = Annotated[int, Field(ge=0, le=MAX_RANK)]
Timestamp = Annotated[float, Field(ge=0, le=MAX_TS, description="seconds since the epoch")]


class Strict(BaseModel):
    # JSON has no NaN/Infinity, but Python's parser accepts them: refuse them everywhere.
    model_config = ConfigDict(extra="forbid", allow_inf_nan=False)


class JobIn(Strict):
    job_id: str = Field(pattern=JOB_ID_PATTERN, description="the scheduler's job id")
    scheduler: Literal["slurm", "kubernetes", "local"] = "local"
    nodes: list[Annotated[Name, Field(min_length=1, max_length=255)]] = Field(
        default_factory=list, max_length=100_000
    )
    world_size: int | None = Field(default=None, ge=1, le=MAX_WORLD_SIZE)
    checkpoint_dir: Annotated[Name, Field(max_length=4096)] | None = None
    owner: Annotated[Name, Field(max_length=255)] | None = None
    notify: list[Annotated[Name, Field(max_length=255)]] = Field(default_factory=list, max_length=50)
    spec: dict[str, object] = Field(
        default_factory=dict,
        description=(
            "scheduler details: {slurm_job_id, script} | {namespace, selector} | {command, resume_flag}"
        ),
    )
    run: str | None = Field(default=None, pattern=RUN_PATTERN, description=RUN_DESCRIPTION)

    @field_validator("spec")
    @classmethod
    def _spec(cls, v: dict[str, object]) -> dict[str, object]:
        checked: dict[str, object] = check_json(v)
        return checked


class LogLineIn(Strict):
    node: Annotated[Name, Field(min_length=1, max_length=255)]
    rank: Rank | None = None
    stream: Annotated[Name, Field(min_length=1, max_length=32)] = "stdout"
    seq: int = Field(ge=0, le=MAX_BIGINT)
    ts: Timestamp | None = None
    line: str


# The door's stamp on a queued batch whose lines it checked and sanitized with this very schema: a
# worker skips checking them again (the profile's second entry). A message without it, or stamped
# under another version of the schema (queued before an upgrade that changed a bound), is checked.
LINES_CHECKED_KEY = "checked"
LINES_CHECKED = hashlib.sha256(
    json.dumps(LogLineIn.model_json_schema(), sort_keys=True).encode()
).hexdigest()[:16]
LINE_FIELDS = tuple(LogLineIn.model_fields)


class LogBatchIn(Strict):
    lines: list[LogLineIn]
    run: str | None = Field(default=None, pattern=RUN_PATTERN, description=RUN_DESCRIPTION)


class HeartbeatIn(Strict):
    node: Annotated[Name, Field(min_length=1, max_length=255)]
    rank: Rank | None = None
    step: int = Field(ge=0, le=MAX_BIGINT)
    run: str | None = Field(default=None, pattern=RUN_PATTERN, description=RUN_DESCRIPTION)
    ts: Timestamp | None = None
    loss: float | None = None
    grad_norm: float | None = None
    tokens_per_s: float | None = None
    metrics: dict[Annotated[Name, Field(min_length=1, max_length=128)], float] = Field(
        default_factory=dict, max_length=64
    )
    # Names of metrics that were NaN/inf on the agent's side (JSON has no NaN).
    nonfinite: list[Annotated[Name, Field(min_length=1, max_length=128)]] = Field(
        default_factory=list, max_length=64
    )

    @field_validator("loss", "grad_norm", "tokens_per_s")
    @classmethod
    def _finite(cls, v: float | None) -> float | None:
        if v is not None and not math.isfinite(v):
            raise ValueError("must be finite; report non-finite values in `nonfinite`")
        return v


class ExitIn(Strict):
    node: Annotated[Name, Field(min_length=1, max_length=255)] | None = None
    rank: Rank | None = None
    exit_code: int = Field(ge=-MAX_INT - 1, le=MAX_INT)
    signal: int | None = Field(default=None, ge=0, le=MAX_SIGNAL)
    run: str | None = Field(default=None, pattern=RUN_PATTERN, description=RUN_DESCRIPTION)


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


class JobSummary(BaseModel):
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
    ettr: float | None = Field(
        description="effective training time ratio: time of steps not redone after a restart over wall "
        "time from submission to the job's end (frozen then; now while it runs); null if not tracked"
    )
    created_at: datetime


class JobOut(JobSummary):
    incidents: list[IncidentSummary]


class JobList(BaseModel):
    jobs: list[JobSummary] = Field(description="newest first (registration time)")
    next_cursor: str | None = Field(
        description="opaque; pass as ?cursor= for the next page; null on the last"
    )
    next: str | None = Field(
        description="the next page's path and query (same filters); null on the last page"
    )
