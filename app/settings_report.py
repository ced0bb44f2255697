"""``crashcart config``: every setting, its effective value and where it came from, secrets masked."""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from pydantic import BaseModel, SecretStr

from app.settings import Settings, mask_url

MASK = "***"
# Flat CONTRACT.md names folded into a nested section: the nested value is reported under both.
_FLAT = {
    ("llm", "base_url"): "llm_base_url",
    ("llm", "model"): "llm_model",
    ("llm", "api_key"): "llm_api_key",
    ("notify", "slack_webhook_url"): "slack_webhook_url",
    ("policy", "mode"): "policy_mode",
}
_URL_FIELDS = {
    "database_url",
    "redis_url",
    "archive_url",
    "archive_endpoint_url",
    "base_url",
    "host",
    "server",
    "public_url",
    "webhook_urls",
}


def _shown(name: str, value: Any) -> Any:
    if isinstance(value, SecretStr):
        return MASK if value.get_secret_value() else ""
    if name == "tokens" and isinstance(value, str):  # role:token,role:token
        return ",".join(part.split(":", 1)[0] + ":" + MASK for part in value.split(",") if part)
    if name in _URL_FIELDS and isinstance(value, str):
        return mask_url(value)
    if name == "webhook_urls" and isinstance(value, list):
        return [mask_url(str(v)) for v in value]
    if name == "commands" and isinstance(value, dict):  # local command templates: their env may hold secrets
        return {k: {**v.model_dump(mode="json"), "env": {e: MASK for e in v.env}} for k, v in value.items()}
    if isinstance(value, Path):
        return str(value)
    if isinstance(value, BaseModel):
        return value.model_dump(mode="json")
    return value


def describe(
    settings: Settings,
    environ: Mapping[str, str] | None = None,
    client_file: tuple[Path, set[str]] | None = None,
) -> list[dict[str, Any]]:
    """One row per setting: ``{"name": "CRASHCART_…", "value": …, "source": "default"|"env"|"file:…"}``.

    ``client_file``: the client env file and the names it supplied (``CRASHCART_SERVER``/``_TOKEN``).
    """
    env = os.environ if environ is None else environ
    rows: list[dict[str, Any]] = []

    def source(var: str, *also: str) -> str:
        if any(v in env for v in (var, *also)):
            return "env"
        if client_file and var in client_file[1]:
            return f"file:{client_file[0]}"
        return "default"

    flat_fields = set(_FLAT.values())
    for name in Settings.model_fields:
        if name in flat_fields:
            continue
        value = getattr(settings, name)
        var = f"CRASHCART_{name.upper()}"
        if isinstance(value, BaseModel):
            for sub in type(value).model_fields:
                sub_var = f"{var}__{sub.upper()}"
                flat = _FLAT.get((name, sub))
                also = (f"CRASHCART_{flat.upper()}",) if flat else ()
                rows.append(
                    {
                        "name": sub_var,
                        "value": _shown(sub, getattr(value, sub)),
                        "source": source(sub_var, var, *also),
                    }
                )
            continue
        rows.append({"name": var, "value": _shown(name, value), "source": source(var)})
        if name == "database_url":
            shown = mask_url(settings.effective_database_url)
            rows.append({"name": "(database in use)", "value": shown, "source": source(var)})
    return rows
