"""Fixtures of the LLM agent tests: a scripted OpenAI-compatible server on loopback, settings
pointing at it, a temp SQLite store, and a job whose failure the rules leave ambiguous."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import pytest

from app.classify.rules import Rule
from app.diagnose.llm_client import OpenAIChatClient
from app.diagnose.service import DiagnoseAgent, rules_for_prompts
from app.settings import LLMSettings, Settings, override_settings
from app.store import models
from app.store.db import Database
from bench.scripted_llm import ScriptedOpenAIServer
from tests.diagnose.llm_cases import XID_LINE, SeedIncident, seed_job_incident


@pytest.fixture
def llm_server() -> Iterator[ScriptedOpenAIServer]:
    with ScriptedOpenAIServer() as server:
        yield server


def llm_settings_for(tmp_path: Path, base_url: str, **llm: Any) -> Settings:
    values: dict[str, Any] = {
        "base_url": base_url,
        "model": "scripted-model",
        "timeout_s": 2.0,
        "max_retries": 1,
        "circuit_failures": 50,
        **llm,
    }
    return Settings(data_dir=tmp_path / "data", llm=LLMSettings(**values))


@pytest.fixture
def settings(tmp_path: Path, llm_server: ScriptedOpenAIServer) -> Iterator[Settings]:
    s = llm_settings_for(tmp_path, llm_server.base_url)
    override_settings(s)
    yield s
    override_settings(None)


@pytest.fixture
def corpus(tmp_path: Path) -> Path:
    """A small labelled corpus: a rule for Xid 79 must not fire on the other categories' logs."""
    path = tmp_path / "cases.jsonl"
    cases = [
        {"id": "oom-1", "category": "cuda_oom", "log": "torch.OutOfMemoryError: CUDA out of memory."},
        {
            "id": "xid13-1",
            "category": "cuda_error",
            "log": "NVRM: Xid (PCI:0000:3b:00): 13, Graphics Exception",
        },
        {"id": "xid79-1", "category": "gpu_xid", "log": XID_LINE},
    ]
    path.write_text("\n".join(json.dumps(c) for c in cases) + "\n")
    return path


@pytest.fixture(scope="session")
def prompt_rules() -> list[Rule]:
    """The repository's rule packs, loaded once (their examples become few-shot examples)."""
    return rules_for_prompts(Settings())


@pytest.fixture
async def agent(settings: Settings, corpus: Path, prompt_rules: list[Rule]) -> AsyncIterator[DiagnoseAgent]:
    client = OpenAIChatClient(settings.llm)
    yield DiagnoseAgent(client, settings, prompt_rules, corpus_path=corpus)
    await client.aclose()


@pytest.fixture
async def db(tmp_path: Path) -> AsyncIterator[Database]:
    database = Database(f"sqlite+aiosqlite:///{tmp_path / 'diagnose.db'}")
    async with database.engine.begin() as conn:
        await conn.run_sync(models.Base.metadata.create_all)
    yield database
    await database.dispose()


@pytest.fixture
def seed_incident(db: Database, settings: Settings) -> SeedIncident:
    """A job with an archived log and the open, ambiguous incident the rules made of it."""

    async def seed(job_id: str, lines: list[str] | None = None, nodes: list[str] | None = None) -> int:
        return await seed_job_incident(db, settings, job_id, lines, nodes)

    return seed
