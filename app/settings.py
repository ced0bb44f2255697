"""One typed configuration, read from the environment (prefix ``CRASHCART_``).

Nested sections use a double underscore: ``CRASHCART_LLM__TIMEOUT_S=20``. The flat names of
CONTRACT.md (``CRASHCART_LLM_BASE_URL``, ``CRASHCART_SLACK_WEBHOOK_URL`` ...) are accepted too.
Reach it through :func:`get_settings` so that tests can override it.
"""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from pydantic import BaseModel, Field, SecretStr, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

REPO_ROOT = Path(__file__).resolve().parent.parent


def _default_data_dir() -> Path:
    return Path.cwd() / "data"


class IngestSettings(BaseModel):
    max_batch_lines: int = 5000
    max_line_bytes: int = 64 * 1024
    max_request_bytes: int = 16 * 1024 * 1024
    partitions: int = 16


class IncidentSettings(BaseModel):
    # A running job whose step has not advanced for this long is a hang (logs may show nothing).
    stall_after_s: float = 600.0
    stall_check_interval_s: float = 15.0


class CompressSettings(BaseModel):
    max_templates_per_job: int = 5000
    max_shapes_per_job: int = 200_000
    digest_budget_tokens: int = 4000


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


class PolicySettings(BaseModel):
    mode: Literal["auto", "approve", "shadow"] = "auto"
    # Per action kind overrides: {"cordon": "approve", "restart": "auto"}.
    per_action: dict[str, Literal["auto", "approve", "shadow"]] = Field(default_factory=dict)
    min_confidence: float = 0.8
    max_drains_per_hour: int = 4
    max_partition_drain_fraction: float = 0.25
    restart_budget: int = 3
    crash_loop_restarts: int = 2
    restart_backoff_s: float = 5.0


class SlurmSettings(BaseModel):
    scontrol: str = "scontrol"
    sbatch: str = "sbatch"
    squeue: str = "squeue"
    sinfo: str = "sinfo"
    scancel: str = "scancel"


class KubernetesSettings(BaseModel):
    host: str | None = None
    token: SecretStr | None = None
    namespace: str = "default"
    verify_ssl: bool = True
    evict_pods: bool = False


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
    tokens: str | None = None  # "role:token,role:token" bootstrap tokens
    tokens_file: Path | None = None
    server: str = "http://127.0.0.1:8080"  # where client commands (ship, run) send to
    token: SecretStr | None = None  # the token client commands send
    public_url: str | None = None  # where people reach the console; used for links in alerts
    host: str = "127.0.0.1"
    port: int = 8080
    log_level: str = "info"

    # CONTRACT.md's flat names, folded into the nested sections below.
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
    def effective_database_url(self) -> str:
        if self.database_url:
            return self.database_url
        return f"sqlite+aiosqlite:///{self.data_dir / 'crashcart.db'}"

    @property
    def is_embedded_db(self) -> bool:
        return self.effective_database_url.startswith("sqlite")

    @property
    def archive_dir(self) -> Path:
        return self.data_dir / "archive"


_current: Settings | None = None


def get_settings() -> Settings:
    global _current
    if _current is None:
        _current = Settings()
    return _current


def override_settings(settings: Settings | None) -> None:
    """Replace (or, with None, forget) the process-wide settings; for tests and the CLI."""
    global _current
    _current = settings
