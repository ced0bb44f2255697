"""The template miner's limits: a plain model of its own, so the offline ``crashcart templates``
imports neither pydantic-settings nor the service's settings (``app.settings`` re-exports it)."""

from __future__ import annotations

from pydantic import BaseModel


class CompressSettings(BaseModel):
    max_templates_per_job: int = 5000
    max_shapes_per_job: int = 200_000
    digest_budget_tokens: int = 4000
