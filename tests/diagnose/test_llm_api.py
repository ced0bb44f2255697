"""The diagnose routes in the real application, on SQLite and on PostgreSQL: feedback retires a
cached LLM diagnosis, rule suggestions are listed, approved and rejected by people."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass
from pathlib import Path

import httpx
import pytest

from app.api.routes import diagnose as diagnose_routes
from app.classify.rules import Rule
from app.diagnose.llm_client import OpenAIChatClient
from app.diagnose.service import DiagnoseAgent, diagnose_incident
from app.settings import LLMSettings, Settings, override_settings
from app.store.db import Database
from bench.scripted_llm import Scripted, ScriptedOpenAIServer
from tests.conftest import TOKEN_SPEC
from tests.diagnose.llm_cases import answer, rule_proposal, seed_job_incident
from tests.helpers import Service


@dataclass
class Api:
    client: httpx.AsyncClient
    db: Database
    settings: Settings
    agent: DiagnoseAgent


@pytest.fixture(params=["embedded", "postgres"])
def api_settings(
    request: pytest.FixtureRequest, tmp_path: Path, llm_server: ScriptedOpenAIServer
) -> Iterator[Settings]:
    """Sync on purpose: the PostgreSQL database is created and migrated outside the test's loop."""
    llm = LLMSettings(base_url=llm_server.base_url, model="scripted-model", timeout_s=2.0, max_retries=0)
    settings = Settings(data_dir=tmp_path / "data", tokens=TOKEN_SPEC, llm=llm)
    if request.param == "postgres":
        from app.store.db import upgrade_sync

        url = request.getfixturevalue("pg_database")
        upgrade_sync(url)
        settings = Settings(data_dir=tmp_path / "data", tokens=TOKEN_SPEC, llm=llm, database_url=url)
    override_settings(settings)
    yield settings
    override_settings(None)


@pytest.fixture
async def api(api_settings: Settings, corpus: Path, prompt_rules: list[Rule]) -> AsyncIterator[Api]:
    from app.main import create_app

    settings = api_settings
    app = create_app(settings, run_workers=False)
    if not any(getattr(r, "path", "") == "/v1/rules/suggestions" for r in app.routes):
        app.include_router(diagnose_routes.router)  # until the lead mounts it in create_app
    client_llm = OpenAIChatClient(settings.llm)
    agent = DiagnoseAgent(client_llm, settings, prompt_rules, corpus_path=corpus)
    try:
        async with app.router.lifespan_context(app):
            db = app.state.crashcart.db
            transport = httpx.ASGITransport(app=app)
            async with httpx.AsyncClient(transport=transport, base_url="http://crashcart.test") as client:
                yield Api(client, db, settings, agent)
    finally:
        await client_llm.aclose()


async def test_feedback_and_suggestion_review(api: Api, llm_server: ScriptedOpenAIServer) -> None:
    first = await seed_job_incident(api.db, api.settings, "job-a")
    llm_server.push(Scripted(answer()), Scripted(rule_proposal()))
    result = await diagnose_incident(api.db, first, agent=api.agent)
    assert result.outcome == "accepted" and result.suggestion_id is not None

    listed = await api.client.get("/v1/rules/suggestions?status=pending", headers=Service.auth("viewer"))
    assert listed.status_code == 200, listed.text
    [suggestion] = listed.json()["suggestions"]
    assert suggestion["status"] == "pending" and suggestion["rule"]["category"] == "gpu_xid"

    # A viewer may look but not decide.
    denied = await api.client.post(
        f"/v1/rules/suggestions/{suggestion['id']}/approve", headers=Service.auth("viewer")
    )
    assert denied.status_code == 403 and denied.json()["error"]["code"] == "forbidden"
    approved = await api.client.post(
        f"/v1/rules/suggestions/{suggestion['id']}/approve",
        json={"note": "looks right"},
        headers=Service.auth("operator"),
    )
    assert approved.status_code == 200, approved.text
    assert approved.json()["status"] == "approved" and approved.json()["decided_by"]
    again = await api.client.post(
        f"/v1/rules/suggestions/{suggestion['id']}/reject", headers=Service.auth("operator")
    )
    assert again.status_code == 409
    missing = await api.client.post("/v1/rules/suggestions/999/reject", headers=Service.auth("operator"))
    assert missing.status_code == 404

    # The operator says the LLM was wrong: the cache entry is retired, the next such incident asks again.
    feedback = await api.client.post(
        f"/v1/incidents/{first}/feedback",
        json={
            "correct": False,
            "blame": "user_code",
            "action": "no_restart_notify_user",
            "note": "bad kernel",
        },
        headers=Service.auth("operator"),
    )
    assert feedback.status_code == 200, feedback.text
    assert feedback.json()["cache"] == "retired" and feedback.json()["feedback"][-1]["blame"] == "user_code"
    second = await seed_job_incident(api.db, api.settings, "job-b")
    llm_server.push(Scripted(answer()))
    before = llm_server.calls
    assert (await diagnose_incident(api.db, second, agent=api.agent)).outcome == "accepted"
    assert llm_server.calls == before + 1


async def test_feedback_input_is_validated(api: Api) -> None:
    incident = await seed_job_incident(api.db, api.settings, "job-a")
    bad = await api.client.post(
        f"/v1/incidents/{incident}/feedback",
        json={"correct": False, "category": "gpu_on_fire"},
        headers=Service.auth("operator"),
    )
    assert bad.status_code == 422
    contradictory = await api.client.post(
        f"/v1/incidents/{incident}/feedback",
        json={"correct": True, "action": "needs_human"},
        headers=Service.auth("operator"),
    )
    assert contradictory.status_code == 422 and contradictory.json()["error"]["code"] == "invalid_input"
    unknown = await api.client.post(
        "/v1/incidents/424242/feedback", json={"correct": True}, headers=Service.auth("operator")
    )
    assert unknown.status_code == 404
    anonymous = await api.client.post(f"/v1/incidents/{incident}/feedback", json={"correct": True})
    assert anonymous.status_code == 401
