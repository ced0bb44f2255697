"""diagnose_incident end to end: archive and store in, verdict, cache, accounting and suggestions out."""

from __future__ import annotations

import asyncio

from sqlalchemy import select

from app.diagnose.review import record_feedback
from app.diagnose.service import DiagnoseAgent, DiagnoseResult, diagnose_incident, schedule_diagnosis
from app.store.db import Database
from app.store.incidents import IncidentRow
from app.store.llm import LLMCallRow, LLMDiagnosisRow, RuleSuggestionRow
from bench.scripted_llm import Scripted, ScriptedOpenAIServer, user_prompt
from tests.diagnose.llm_cases import (
    INJECTION_LINE,
    NODES,
    XID_LINE,
    SeedIncident,
    answer,
    get_incident,
    job_log,
    rule_proposal,
)


async def test_llm_verdict_is_stored_with_usage(
    db: Database, agent: DiagnoseAgent, llm_server: ScriptedOpenAIServer, seed_incident: SeedIncident
) -> None:
    incident_id = await seed_incident("job-a")
    llm_server.push(Scripted(answer()), Scripted(rule_proposal()))
    result = await diagnose_incident(db, incident_id, agent=agent)
    assert result.outcome == "accepted" and result.llm_requests == 1
    row = await get_incident(db, incident_id)
    assert (row.source, row.action, row.culprit_nodes, row.ambiguous) == (
        "llm",
        "cordon_and_restart",
        ["gpu01"],
        False,
    )
    assert row.root_cause_line == XID_LINE and row.state == "open"
    assert row.diagnosis["llm"]["outcome"] == "accepted"
    assert row.diagnosis["llm"]["usage"]["calls"] == 1
    assert row.diagnosis["rule_verdict"]["action"] == "needs_human"
    async with db.session() as session:
        calls = list((await session.execute(select(LLMCallRow).order_by(LLMCallRow.id))).scalars())
        cached = await session.get(LLMDiagnosisRow, row.fingerprint)
    assert [c.purpose for c in calls] == ["diagnose", "propose_rule"]
    assert calls[0].prompt_tokens > 0 and calls[0].requests == 1
    assert cached is not None and cached.action == "cordon_and_restart"


async def test_second_identical_incident_makes_no_llm_call(
    db: Database, agent: DiagnoseAgent, llm_server: ScriptedOpenAIServer, seed_incident: SeedIncident
) -> None:
    first = await seed_incident("job-a")
    llm_server.push(Scripted(answer()), Scripted(rule_proposal()))
    assert (await diagnose_incident(db, first, agent=agent)).outcome == "accepted"
    calls_after_first = llm_server.calls

    second = await seed_incident("job-b")  # same failure, another job
    result = await diagnose_incident(db, second, agent=agent)
    assert result.outcome == "cache_hit" and result.llm_requests == 0
    assert llm_server.calls == calls_after_first
    row = await get_incident(db, second)
    assert row.source == "cache" and row.action == "cordon_and_restart" and row.culprit_nodes == ["gpu01"]
    assert row.root_cause_line == XID_LINE
    async with db.session() as session:
        cached = await session.get(LLMDiagnosisRow, row.fingerprint)
    assert cached is not None and cached.hits == 1


async def test_cache_culprit_is_regrounded_in_the_new_job(
    db: Database, agent: DiagnoseAgent, llm_server: ScriptedOpenAIServer, seed_incident: SeedIncident
) -> None:
    """Same failure on another node: the cached culprit (gpu01) is not carried over; the culprit is
    the node whose own kernel line carries the Xid in this job (gpu07), with no LLM call."""
    llm_server.push(Scripted(answer()), Scripted(rule_proposal()))
    await diagnose_incident(db, await seed_incident("job-a"), agent=agent)
    moved = [line.replace("gpu01", "gpu07") for line in job_log()]
    second = await seed_incident("job-c", lines=moved, nodes=["gpu05", "gpu06", "gpu07", "gpu08"])
    calls = llm_server.calls
    result = await diagnose_incident(db, second, agent=agent)
    assert result.outcome == "cache_hit" and llm_server.calls == calls
    row = await get_incident(db, second)
    assert row.culprit_nodes == ["gpu07"] and row.source == "cache" and row.action == "cordon_and_restart"
    assert row.root_cause_line == moved[-3]


async def test_rejected_diagnosis_is_asked_again(
    db: Database, agent: DiagnoseAgent, llm_server: ScriptedOpenAIServer, seed_incident: SeedIncident
) -> None:
    first = await seed_incident("job-a")
    llm_server.push(Scripted(answer()), Scripted(rule_proposal()))
    await diagnose_incident(db, first, agent=agent)
    async with db.session() as session:
        await record_feedback(session, first, correct=False, by="alice", note="it was the user's kernel")
        suggestions = list((await session.execute(select(RuleSuggestionRow))).scalars())
    assert suggestions and all(s.status == "rejected" for s in suggestions)
    row = await get_incident(db, first)
    assert row.feedback[-1]["correct"] is False and row.feedback[-1]["by"] == "alice"

    second = await seed_incident("job-b")
    before = llm_server.calls
    llm_server.push(
        Scripted(
            answer(blame="user_code", action="no_restart_notify_user", culprit={"nodes": [], "ranks": [5]})
        )
    )
    result = await diagnose_incident(db, second, agent=agent)
    assert result.outcome == "accepted" and llm_server.calls == before + 1
    assert (await get_incident(db, second)).action == "no_restart_notify_user"


async def test_llm_failure_ends_as_needs_human_with_reason(
    db: Database, agent: DiagnoseAgent, llm_server: ScriptedOpenAIServer, seed_incident: SeedIncident
) -> None:
    incident_id = await seed_incident("job-a")
    llm_server.push(Scripted(status=500), Scripted(status=500))
    result = await diagnose_incident(db, incident_id, agent=agent)
    assert result.outcome == "needs_human"
    row = await get_incident(db, incident_id)
    assert row.state == "needs_human" and row.action == "needs_human"
    assert "HTTP 500" in (row.diagnosis["llm"]["reason"] or "") or "500" in (
        row.diagnosis["llm"]["reason"] or ""
    )
    async with db.session() as session:
        assert await session.get(LLMDiagnosisRow, row.fingerprint) is None  # nothing cached


async def test_confident_rule_verdicts_are_skipped(
    db: Database, agent: DiagnoseAgent, llm_server: ScriptedOpenAIServer, seed_incident: SeedIncident
) -> None:
    incident_id = await seed_incident("job-a")
    async with db.session() as session:
        row = await session.get(type(await get_incident(db, incident_id)), incident_id)
        assert row is not None
        row.ambiguous = False
        await session.commit()
    result = await diagnose_incident(db, incident_id, agent=agent)
    assert result.outcome == "skipped" and llm_server.calls == 0


async def test_rule_suggestion_is_checked_against_the_corpus(
    db: Database, agent: DiagnoseAgent, llm_server: ScriptedOpenAIServer, seed_incident: SeedIncident
) -> None:
    # A pattern that also fires on the corpus's Xid 13 case (another category) is refused.
    llm_server.push(Scripted(answer()), Scripted(rule_proposal(pattern=r"NVRM: Xid", negatives=False)))
    result = await diagnose_incident(db, await seed_incident("job-a"), agent=agent)
    assert result.outcome == "accepted" and result.suggestion_id is None
    async with db.session() as session:
        query = select(LLMCallRow).where(LLMCallRow.purpose == "propose_rule")
        refused = (await session.execute(query)).scalar_one()
    assert refused.outcome == "rejected" and "xid13-1" in (refused.reason or "")


async def test_good_rule_suggestion_is_stored_pending(
    db: Database, agent: DiagnoseAgent, llm_server: ScriptedOpenAIServer, seed_incident: SeedIncident
) -> None:
    llm_server.push(Scripted(answer()), Scripted(rule_proposal()))
    result = await diagnose_incident(db, await seed_incident("job-a"), agent=agent)
    assert result.suggestion_id is not None
    async with db.session() as session:
        suggestion = await session.get(RuleSuggestionRow, result.suggestion_id)
    assert suggestion is not None and suggestion.status == "pending"
    assert suggestion.rule["category"] == "gpu_xid" and suggestion.checks["false_positives"] == []
    assert suggestion.checks["other_category_cases"] == 2
    assert "learned.gpu_xid." in suggestion.rule_yaml


async def test_answer_about_a_changed_incident_is_not_applied(
    db: Database, agent: DiagnoseAgent, llm_server: ScriptedOpenAIServer, seed_incident: SeedIncident
) -> None:
    """A person acts while the model thinks: its late answer is recorded, not applied."""
    incident_id = await seed_incident("job-a")
    llm_server.push(Scripted(answer(), delay_s=0.4))
    task = asyncio.create_task(diagnose_incident(db, incident_id, agent=agent))
    await asyncio.sleep(0.2)
    async with db.session() as session:
        row = await session.get(IncidentRow, incident_id)
        assert row is not None
        row.state = "acting"
        await session.commit()
    result = await task
    assert result.outcome == "stale"
    row = await get_incident(db, incident_id)
    assert row.source == "rule" and row.action == "needs_human" and row.state == "acting"


async def test_schedule_diagnosis_runs_in_the_background(
    db: Database, agent: DiagnoseAgent, llm_server: ScriptedOpenAIServer, seed_incident: SeedIncident
) -> None:
    incident_id = await seed_incident("job-a")
    llm_server.push(Scripted(answer()), Scripted(rule_proposal()))
    seen: list[DiagnoseResult] = []

    async def replan(result: DiagnoseResult) -> None:
        seen.append(result)

    task = schedule_diagnosis(db, incident_id, on_done=replan, agent=agent)
    assert task is not None
    assert schedule_diagnosis(db, incident_id, agent=agent) is task  # a second batch does not ask again
    result = await task
    assert result is not None and result.outcome == "accepted" and seen == [result]
    # A broken incident id is logged, not raised into the caller's loop.
    failing = schedule_diagnosis(db, 987654, agent=agent)
    assert failing is not None and await failing is None


async def test_daily_token_budget_holds_the_model(
    db: Database, agent: DiagnoseAgent, llm_server: ScriptedOpenAIServer, seed_incident: SeedIncident
) -> None:
    first = await seed_incident("job-a")
    llm_server.push(Scripted(answer()), Scripted(rule_proposal()))
    await diagnose_incident(db, first, agent=agent)
    agent.settings.llm = agent.settings.llm.model_copy(update={"daily_token_budget": 100})
    async with db.session() as session:  # a new failure pattern: the cache cannot answer it
        row = await session.get(IncidentRow, await seed_incident("job-b"))
        assert row is not None
        row.fingerprint = "another-pattern"
        await session.commit()
        second = row.id
    calls = llm_server.calls
    result = await diagnose_incident(db, second, agent=agent)
    assert result.outcome == "needs_human" and "budget" in (result.reason or "")
    assert llm_server.calls == calls


async def test_confirmed_diagnoses_are_shown_for_similar_incidents(
    db: Database, agent: DiagnoseAgent, llm_server: ScriptedOpenAIServer, seed_incident: SeedIncident
) -> None:
    first = await seed_incident("job-a")
    llm_server.push(Scripted(answer()), Scripted(rule_proposal()))
    await diagnose_incident(db, first, agent=agent)
    async with db.session() as session:
        await record_feedback(session, first, correct=True, by="alice")
        # A similar failure with another fingerprint (say, another wording of the same symptom).
        row = await session.get(IncidentRow, await seed_incident("job-b"))
        assert row is not None
        row.fingerprint = "similar-pattern"
        await session.commit()
        second = row.id
    llm_server.push(Scripted(answer()))
    before = llm_server.calls
    assert (await diagnose_incident(db, second, agent=agent)).outcome == "accepted"
    prompt = user_prompt(llm_server.requests[before])
    assert "past 1: gpu_xid / node_hardware / cordon_and_restart (confirmed by a person)" in prompt
    assert prompt.index("[past 1] ") > prompt.index("<<<LOG-")  # past log text stays inside the fence


async def test_injection_in_the_archive_never_reaches_the_incident(
    db: Database, agent: DiagnoseAgent, llm_server: ScriptedOpenAIServer, seed_incident: SeedIncident
) -> None:
    incident_id = await seed_incident("job-x", lines=job_log(extra=[INJECTION_LINE]))
    obeying = answer(
        culprit={"nodes": NODES, "ranks": []}, root_cause_line=INJECTION_LINE, evidence=[INJECTION_LINE]
    )
    llm_server.push(Scripted(obeying), Scripted(obeying))
    result = await diagnose_incident(db, incident_id, agent=agent)
    assert result.outcome == "needs_human"
    row = await get_incident(db, incident_id)
    assert (row.action, row.state, row.culprit_nodes, row.source) == (
        "needs_human",
        "needs_human",
        [],
        "rule",
    )
    assert "addressed to an assistant" in row.diagnosis["llm"]["reason"]
    async with db.session() as session:
        assert await session.get(LLMDiagnosisRow, row.fingerprint) is None
