"""One typed configuration, read from the environment (prefix ``CRASHCART_``).

Nested sections use a double underscore: ``CRASHCART_LLM__TIMEOUT_S=20``. The flat names of
docs/CONTRACT.md (``CRASHCART_LLM_BASE_URL``, ``CRASHCART_SLACK_WEBHOOK_URL`` ...) are accepted too.
Reach it through :func:`get_settings` so that tests can override it.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, SecretStr, StringConstraints, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

from app.compress_settings import CompressSettings as CompressSettings  # re-exported

REPO_ROOT = Path(__file__).resolve().parent.parent


def _default_data_dir() -> Path:
    return Path.cwd() / "data"


class IngestSettings(BaseModel):
    max_batch_lines: int = 5000
    max_line_bytes: int = 64 * 1024
    max_request_bytes: int = 16 * 1024 * 1024
    # A gzip body (Content-Encoding: gzip) may inflate to at most this (a zip bomb is a 413).
    max_decompressed_bytes: int = 64 * 1024 * 1024
    # Backpressure: past this many queued messages (batches) POST /logs answers 429 + Retry-After.
    queue_high_water: int = Field(default=2000, ge=1)
    retry_after_s: int = Field(default=2, ge=1, le=3600)
    # Detection first: lines the rules' keyword prefilter passes also take a priority lane.
    fast_lane: bool = True
    # A connection whose request head is not complete this long after it started is closed.
    header_timeout_s: float = 5.0
    partitions: int = 16
    # A worker handles consecutive queued batches of one job's lines, up to this many lines in
    # all, in one transaction (docs/ingest.md, "One worker"); 1: each batch alone.
    group_lines: int = Field(default=8000, ge=1)
    # Nodes whose stream relays other hosts' kernel/syslog lines (a central rsyslog host): only
    # their syslog-shaped lines may name another host as the node a line is about.
    log_aggregators: list[str] = Field(default_factory=list, max_length=1000)


class IncidentSettings(BaseModel):
    # A running job whose step has not advanced for this long is a hang (logs may show nothing).
    stall_after_s: float = 600.0
    stall_check_interval_s: float = 15.0


class LLMSettings(BaseModel):
    base_url: str | None = None
    model: str | None = None
    api_key: SecretStr | None = None
    timeout_s: float = 60.0
    max_retries: int = 3
    max_output_tokens: int = 1200
    prompt_budget_tokens: int = 6000
    # Tokens (prompt + completion) per UTC day; past it ambiguous incidents go to a human.
    daily_token_budget: int | None = None
    circuit_failures: int = 5
    circuit_reset_s: float = 60.0
    # USD per 1M tokens, for cost accounting; 0 for self-hosted models.
    price_input_per_mtok: float = 0.0
    price_output_per_mtok: float = 0.0
    # record/replay of real answers: "off", "record" or "replay", with the cassette file.
    cassette_mode: Literal["off", "record", "replay"] = "off"
    cassette_path: Path | None = None

    @property
    def enabled(self) -> bool:
        return bool(self.base_url and self.model)


# A scheduler's node name: it goes into scheduler commands (never through a shell), so no
# separators (``,`` ``=`` spaces) that could widen one argument into another.
NodeName = Annotated[str, StringConstraints(pattern=r"^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$")]


class StandbySettings(BaseModel):
    """A warm standby pool: idle nodes kept out of general service, handed to a job whose node was
    cordoned, refilled by nodes that come back from repair (docs/recovery.md, "Warm standby")."""

    # The nodes that may be kept in the pool (the operator's list, never a log's). Empty: no pool.
    nodes: list[NodeName] = Field(default_factory=list, max_length=10000)
    # How many to keep in reserve; None: all of ``nodes``.
    size: int | None = Field(default=None, ge=0)

    @property
    def target(self) -> int:
        return len(self.nodes) if self.size is None else min(self.size, len(self.nodes))


class HealthCheckSettings(BaseModel):
    """A per-node health check run through the scheduler (docs/recovery.md, "Health checks"):
    exit 0 is healthy. The operator's command only, never one from a log or an API body:
    e.g. ``["dcgmi", "diag", "-r", "2"]`` or a site script around nvidia-smi / nccl-tests."""

    command: list[str] = Field(default_factory=list, max_length=64)
    # A check between two nodes (an nccl-tests all-reduce across them), run as one scheduler step
    # with one task on each; ``{nodes}`` in an argument becomes "a,b". Run when the per-node check
    # (if any) passes every node: the node in every failing pair is the bad one (app/orchestrate/pairs.py).
    pair_command: list[str] = Field(default_factory=list, max_length=64)
    # "pairs": rounds of pairs at once; "bisect": the check over halves of the set, in sequence.
    pair_search: Literal["pairs", "bisect"] = "pairs"
    timeout_s: float = Field(default=600.0, gt=0, le=86400)

    @property
    def configured(self) -> bool:
        return bool(self.command or self.pair_command)


class PolicySettings(BaseModel):
    mode: Literal["auto", "approve", "shadow"] = "auto"
    # Per action kind overrides: {"cordon": "approve", "restart": "auto"}.
    per_action: dict[str, Literal["auto", "approve", "shadow"]] = Field(default_factory=dict)
    min_confidence: float = 0.8
    max_drains_per_hour: int = 4
    max_partition_drain_fraction: float = 0.25
    restart_budget: int = 3
    crash_loop_restarts: int = 2
    # Parts of one job run that a changed verdict of a closed incident may open (each is planned
    # afresh); past it a further change is recorded on the run's last part for a person and
    # nothing new is planned, so a verdict that flips between two values cannot act on every flip.
    max_changed_verdict_parts: int = Field(default=2, ge=0)
    restart_backoff_s: float = 5.0
    # A restart whose job shows no progress this long after it becomes failed (needs a human).
    verify_deadline_s: float = 3600.0
    # One deadline for all the backend calls of one action (the lease is renewed meanwhile).
    action_timeout_s: float = 300.0
    standby: StandbySettings = Field(default_factory=StandbySettings)
    health_check: HealthCheckSettings = Field(default_factory=HealthCheckSettings)


class LocalCommand(BaseModel):
    """A command the operator allows the local backend to run (``CRASHCART_LOCAL__COMMANDS``)."""

    model_config = ConfigDict(extra="forbid")

    command: list[str] = Field(min_length=1)
    resume_flag: str | None = None
    cwd: str | None = None
    env: dict[str, str] = Field(default_factory=dict)
    log: str | None = None


class LocalSettings(BaseModel):
    # Named command templates, set by the operator: a job registered with a non-admin token may
    # run only one of these (``spec: {"template": "<name>"}``). A job registered with an admin
    # token may carry its own ``command``. Nothing else is ever run by the local backend.
    commands: dict[str, LocalCommand] = Field(default_factory=dict)


class SlurmSettings(BaseModel):
    # SLURM_CONF for the commands below (CRASHCART_SLURM__CONF): the cluster's slurm.conf when it
    # is not the commands' default; unset, SLURM_CONF of the service's environment applies.
    conf: str | None = None
    scontrol: str = "scontrol"
    sbatch: str = "sbatch"
    squeue: str = "squeue"
    sinfo: str = "sinfo"
    scancel: str = "scancel"
    srun: str = "srun"
    # A requeued job may start cred_expire+1 s after it ended (121 s by default) because its old
    # nodes revoked its credential. Slurm's nodes accept a reissued credential created in a later
    # second than the revocation, so crashcart sets StartTime=now+1 once the job has left
    # COMPLETING (docs/recovery.md). False (default, for now): wait the hold out, as before; see
    # docs/recovery.md for the open race with the prolog's registration of the new run.
    lift_requeue_hold: bool = False
    # The warm standby pool (policy.standby) is this reservation: jobs that do not ask for it
    # never land on its nodes.
    standby_reservation: str = Field(
        default="crashcart_standby", pattern=r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$"
    )
    standby_users: str = Field(default="root", pattern=r"^[A-Za-z0-9_.,-]{1,200}$")


class KubernetesSettings(BaseModel):
    host: str | None = None
    token: SecretStr | None = None
    namespace: str = "default"
    verify_ssl: bool = True
    evict_pods: bool = False
    # Every API call is bounded (connect, read): a hung API server never holds an action.
    request_timeout_s: float = 20.0
    # The warm standby pool (policy.standby): nodes with this label set to "true", kept out of
    # general service by a NoSchedule taint of the same key.
    standby_label: str = "crashcart.io/standby"


class NotifySettings(BaseModel):
    slack_webhook_url: SecretStr | None = None
    webhook_urls: list[str] = Field(default_factory=list)
    webhook_secret: SecretStr | None = None
    max_attempts: int = 8
    dedupe_window_s: float = 3600.0
    timeout_s: float = 10.0
    backoff_base_s: float = 2.0
    backoff_max_s: float = 600.0
    max_retry_after_s: float = 3600.0


# The URL forms users write, mapped to the async drivers crashcart runs on.
_ASYNC_DRIVERS = {
    "sqlite": "sqlite+aiosqlite",
    "sqlite+aiosqlite": "sqlite+aiosqlite",
    "sqlite+pysqlite": "sqlite+aiosqlite",
    "postgresql": "postgresql+asyncpg",
    "postgres": "postgresql+asyncpg",
    "postgresql+asyncpg": "postgresql+asyncpg",
    "postgresql+psycopg2": "postgresql+asyncpg",
    "postgresql+psycopg": "postgresql+asyncpg",
}

# ``sqlite://`` (and ``sqlite:///:memory:``): a database private to one ``crashcart serve``.
MEMORY_DATABASE_URL = "sqlite+aiosqlite:///:memory:"

DATABASE_URL_FORMS = "sqlite:///PATH, sqlite:// (in memory), postgresql://USER@HOST/DB (or postgres://)"
REDIS_URL_FORMS = "redis://HOST:6379/0, rediss://HOST:6380/0 (TLS) or unix:///PATH/redis.sock"


def async_database_url(url: str) -> str:
    """``CRASHCART_DATABASE_URL`` as written (``sqlite:///…``, ``postgres://…``) → its async form."""
    from app.errors import ConfigError

    scheme, sep, rest = url.strip().partition("://")
    driver = _ASYNC_DRIVERS.get(scheme.lower()) if sep else None
    if driver is None:
        shown = scheme if sep else url
        raise ConfigError(
            f"CRASHCART_DATABASE_URL: unsupported database URL {shown!r}; use {DATABASE_URL_FORMS}"
        )
    if driver == "sqlite+aiosqlite" and rest in ("", "/", "/:memory:"):
        return MEMORY_DATABASE_URL
    if driver == "postgresql+asyncpg" and not rest.split("?", 1)[0].strip("/"):
        raise ConfigError(f"CRASHCART_DATABASE_URL: no host or database in {mask_url(url)!r}")
    return f"{driver}://{rest}"


def check_redis_url(url: str) -> str:
    """``CRASHCART_REDIS_URL`` as written; a scheme redis-py cannot open is one clear error."""
    from app.errors import ConfigError

    scheme, sep, rest = url.strip().partition("://")
    if not sep or scheme.lower() not in ("redis", "rediss", "unix"):
        shown = scheme if sep else url
        raise ConfigError(f"CRASHCART_REDIS_URL: unsupported Redis URL {shown!r}; use {REDIS_URL_FORMS}")
    if scheme.lower() == "unix" and not rest.split("?", 1)[0]:
        raise ConfigError("CRASHCART_REDIS_URL: unix:// needs the socket's path (unix:///run/redis.sock)")
    return url.strip()


def mask_url(url: str) -> str:
    """``url`` with the password of its user part (``user:password@host``) replaced by ``***``."""
    scheme, sep, rest = url.partition("://")
    if not sep:
        return url
    netloc, slash, path = rest.partition("/")
    userinfo, at, host = netloc.rpartition("@")
    if at and ":" in userinfo:
        userinfo = userinfo.split(":", 1)[0] + ":***"
    elif at and scheme.lower().startswith("redis") and userinfo:  # redis://password@host
        userinfo = "***"
    path = re.sub(r"(?i)\b(password=)[^&]*", r"\1***", path)
    return f"{scheme}{sep}{userinfo}{at}{host}{slash}{path}"


class Settings(BaseSettings):
    model_config = SettingsConfigDict(
        env_prefix="CRASHCART_", env_nested_delimiter="__", extra="ignore", env_file=None
    )

    database_url: str | None = None
    redis_url: str | None = None
    redis_prefix: str = "crashcart"  # key prefix, so several deployments can share one Redis
    data_dir: Path = Field(default_factory=_default_data_dir)
    rules_dir: Path = REPO_ROOT / "rules"
    prompts_dir: Path = REPO_ROOT / "prompts"
    backend: Literal["local", "slurm", "kubernetes"] = "local"
    # Other backends a job may name in its ``scheduler``; any other name is refused at
    # registration. By default a job can only use ``backend``.
    backends: list[Literal["local", "slurm", "kubernetes"]] = Field(default_factory=list)
    tokens: str | None = None  # "role:token,role:token" bootstrap tokens
    tokens_file: Path | None = None
    server: str = "http://127.0.0.1:8080"  # where client commands (ship, run) send to
    token: SecretStr | None = None  # the token client commands send
    public_url: str | None = None  # where people reach the console; used for links in alerts
    host: str = "127.0.0.1"
    port: int = 8080
    log_level: str = "info"
    # The raw-line archive (app/store/archive.py): unset = <data_dir>/archive; a directory,
    # file:///dir, or s3://bucket/prefix for S3-compatible object storage (no shared disk needed).
    archive_url: str | None = None
    archive_endpoint_url: str | None = None  # e.g. http://minio:9000; unset = AWS
    archive_region: str | None = None
    archive_access_key_id: str | None = None  # unset: boto3's usual chain (AWS_* env, instance role)
    archive_secret_access_key: SecretStr | None = None

    # docs/CONTRACT.md's flat names, folded into the nested sections below.
    llm_base_url: str | None = None
    llm_model: str | None = None
    llm_api_key: SecretStr | None = None
    slack_webhook_url: SecretStr | None = None
    policy_mode: Literal["auto", "approve", "shadow"] | None = None

    ingest: IngestSettings = Field(default_factory=IngestSettings)
    compress: CompressSettings = Field(default_factory=CompressSettings)
    incidents: IncidentSettings = Field(default_factory=IncidentSettings)
    llm: LLMSettings = Field(default_factory=LLMSettings)
    policy: PolicySettings = Field(default_factory=PolicySettings)
    local: LocalSettings = Field(default_factory=LocalSettings)
    slurm: SlurmSettings = Field(default_factory=SlurmSettings)
    kubernetes: KubernetesSettings = Field(default_factory=KubernetesSettings)
    notify: NotifySettings = Field(default_factory=NotifySettings)

    @model_validator(mode="after")
    def _fold_flat_names(self) -> Settings:
        if self.llm_base_url:
            self.llm.base_url = self.llm_base_url
        if self.llm_model:
            self.llm.model = self.llm_model
        if self.llm_api_key:
            self.llm.api_key = self.llm_api_key
        if self.slack_webhook_url:
            self.notify.slack_webhook_url = self.slack_webhook_url
        if self.policy_mode:
            self.policy.mode = self.policy_mode
        return self

    @property
    def allowed_backends(self) -> tuple[str, ...]:
        """The configured backends, the default first: the only ones a job may use."""
        return tuple(dict.fromkeys([self.backend, *self.backends]))

    @property
    def effective_database_url(self) -> str:
        if self.database_url:
            return async_database_url(self.database_url)
        return f"sqlite+aiosqlite:///{self.data_dir / 'crashcart.db'}"

    @property
    def is_embedded_db(self) -> bool:
        return self.effective_database_url.startswith("sqlite")

    @property
    def is_memory_db(self) -> bool:
        """``sqlite://``: a database only the ``crashcart serve`` process that made it can see."""
        return self.effective_database_url == MEMORY_DATABASE_URL

    def require_shared_db(self, what: str) -> None:
        """Refuse, in one line, a command that cannot reach an in-memory database."""
        if self.is_memory_db:
            from app.errors import ConfigError

            raise ConfigError(
                f"CRASHCART_DATABASE_URL is in memory (sqlite://): only the `crashcart serve` process "
                f"holding it can see it, so {what} cannot; use sqlite:///PATH or postgresql://…"
            )

    @property
    def effective_redis_url(self) -> str | None:
        return check_redis_url(self.redis_url) if self.redis_url else None

    @property
    def archive_dir(self) -> Path:
        return self.data_dir / "archive"


_current: Settings | None = None


def get_settings() -> Settings:
    global _current
    if _current is None:
        _current = load_settings()
    return _current


def load_settings() -> Settings:
    """Settings from the environment; a bad value is one ConfigError naming its variable."""
    from pydantic import ValidationError

    try:
        return Settings()
    except ValidationError as exc:
        from app.errors import ConfigError

        first = exc.errors()[0]
        name = "CRASHCART_" + "__".join(str(part) for part in first["loc"][:2]).upper()
        value = first.get("input")
        secret = any(w in name for w in ("TOKEN", "KEY", "SECRET", "PASSWORD", "WEBHOOK", "URL"))
        short = isinstance(value, str | int | float) and len(str(value)) < 80
        shown = f" (got {value!r})" if short and not secret else ""
        raise ConfigError(f"{name}: {first['msg']}{shown}") from None


def override_settings(settings: Settings | None) -> None:
    """Replace (or, with None, forget) the process-wide settings; for tests and the CLI."""
    global _current
    _current = settings
