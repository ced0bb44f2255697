"""Use-cases of the diagnose stage: an ambiguous incident to the LLM agent, feedback, suggestions.

``diagnose_incident`` runs in a background task after an incident commit; it never blocks ingest
and a confident rule verdict never reaches it. It reads ids, not ORM objects, opens its own
sessions, and commits what it decided. The model call happens outside any transaction.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from datetime import timedelta
from pathlib import Path
from typing import Any, Literal

from app.classify.engine import RuleEngine
from app.classify.rules import Rule
from app.diagnose.agent import AgentInput, Diagnosis, LLMResolver, needs_human
from app.diagnose.answer import LogIndex
from app.diagnose.clients import shared_chat_client
from app.diagnose.context import RULE_ROOT_KEY, scan_lines
from app.diagnose.guards import Guarded, JobEvidence, guard_verdict, hardware_engine, scan_job_evidence
from app.diagnose.incident_context import LoadedIncident, archived_lines, load_incident, reuse_cached
from app.diagnose.learn import DEFAULT_CORPUS, propose_rule, rule_yaml
from app.diagnose.llm_client import ChatClient
from app.diagnose.metrics import DIAGNOSES, RULE_SUGGESTIONS
from app.diagnose.prompting import PromptLibrary
from app.errors import LLMUnavailable, NotFound, RuleError
from app.incidents.fingerprint import template_of
from app.incidents.schemas import Verdict
from app.incidents.service import apply_verdict
from app.settings import Settings, get_settings
from app.store.base import utcnow
from app.store.db import Database
from app.store.incidents import IncidentRepository, IncidentRow
from app.store.llm import (
    LLMCallRepository,
    LLMCallRow,
    LLMDiagnosisRepository,
    LLMDiagnosisRow,
    RuleSuggestionRepository,
    RuleSuggestionRow,
)
from app.vocabulary import Action, Category, Source

log = logging.getLogger(__name__)

# Incidents nobody has acted on yet; the agent leaves every other state alone.
DIAGNOSABLE_STATES = ("open", "diagnosing")

Outcome = Literal["skipped", "cache_hit", "accepted", "repaired", "needs_human", "stale"]


@dataclass(slots=True)
class DiagnoseResult:
    incident_id: int
    outcome: Outcome
    reason: str | None = None
    verdict: Verdict | None = None
    llm_requests: int = 0
    suggestion_id: int | None = None


@dataclass
class DiagnoseAgent:
    """The resolver with what it needs around it: the client, prompts and the corpus for rule checks."""

    client: ChatClient
    settings: Settings
    rules: Sequence[Rule] = ()
    corpus_path: Path = DEFAULT_CORPUS
    learn_rules: bool = True
    resolver: LLMResolver = field(init=False)
    prompts: PromptLibrary = field(init=False)
    # The catalog's hardware signatures: what grounds hardware blame in a job (app.diagnose.guards).
    hardware: RuleEngine = field(init=False)

    def __post_init__(self) -> None:
        self.prompts = PromptLibrary(self.settings.prompts_dir)
        self.resolver = LLMResolver(self.client, self.prompts, self.rules, self.settings.llm)
        self.hardware = hardware_engine(self.rules)

    def job_evidence(self, loaded: LoadedIncident, wanted: Sequence[str | None]) -> JobEvidence:
        """This job's own evidence (one pass over its archive; blocking: run it in a thread)."""
        return scan_job_evidence(
            archived_lines(loaded),
            self.hardware,
            wanted=[w for w in wanted if w],
            known_nodes=loaded.facts.nodes,
            aggregators=self.settings.ingest.log_aggregators,
        )


# Keyed by the settings object itself (kept alive here), so a new Settings never gets a stale agent.
_agents: dict[int, tuple[Settings, DiagnoseAgent]] = {}


def rules_for_prompts(settings: Settings) -> list[Rule]:
    try:
        return RuleEngine.from_dir(settings.rules_dir, check_examples=False).rules
    except RuleError as exc:
        log.warning("LLM prompts without few-shot examples: %s", exc.message)
        return []


def default_agent(settings: Settings | None = None) -> DiagnoseAgent | None:
    """The process's agent for the current settings; None when no LLM is configured."""
    settings = settings or get_settings()
    llm = settings.llm
    if not llm.enabled and llm.cassette_mode != "replay":
        return None
    cached = _agents.get(id(settings))
    if cached is not None and cached[0] is settings:
        return cached[1]
    try:
        client = shared_chat_client(llm)
    except LLMUnavailable as exc:
        log.warning("LLM agent off: %s", exc.message)
        return None
    agent = DiagnoseAgent(client, settings, rules_for_prompts(settings))
    _agents[id(settings)] = (settings, agent)
    return agent


def wants_llm(row: IncidentRow) -> bool:
    """Only what the rules could not settle, and only before anyone acted on it."""
    return (
        row.state in DIAGNOSABLE_STATES
        and row.source in (Source.rule.value, Source.none.value)
        and (row.ambiguous or row.category == Category.other.value)
    )


async def diagnose_incident(
    db: Database, incident_id: int, *, agent: DiagnoseAgent | None = None
) -> DiagnoseResult:
    """Resolve one ambiguous incident: cache, else the model; store the outcome. Never raises for
    an LLM problem: that ends as ``needs_human`` with the reason."""
    settings = agent.settings if agent else get_settings()
    agent = agent or default_agent(settings)
    async with db.session() as session:
        row = await IncidentRepository(session).get(incident_id)
        if row is None:
            raise NotFound(f"no incident {incident_id}")
        if agent is None or not wants_llm(row):
            why = "no LLM configured" if agent is None else "the rules settled it or someone acted on it"
            return DiagnoseResult(incident_id, "skipped", why)
        loaded = await load_incident(session, row, settings)

    lines = await asyncio.to_thread(scan_lines, archived_lines(loaded), loaded.signals, settings.compress)
    loaded.facts.learn(lines.nodes, lines.ranks)
    log_index = LogIndex(lambda: (rec.line for rec in loaded.archive.iter_lines(loaded.start)))

    if loaded.cached is None and (exhausted := await _budget_exhausted(db, settings)):
        DIAGNOSES.labels("needs_human").inc()
        held = needs_human(loaded.rule_verdict, exhausted)
        note: dict[str, Any] = {"outcome": "needs_human", "reason": exhausted}
        return await _store(db, incident_id, loaded, held, note, "needs_human", exhausted, None, agent)

    if loaded.cached is not None:
        cached = loaded.cached
        reused = await asyncio.to_thread(
            reuse_cached,
            cached,
            loaded.rule_verdict,
            loaded.facts,
            lines,
            log_index,
            lambda wanted: agent.job_evidence(loaded, wanted),
        )
        if reused is not None:
            # A cached answer is a new decision about this job: every guard runs again.
            guarded = guard_verdict(reused[0], reused[1], origin="cache")
            record: dict[str, Any] = {
                "outcome": "cache_hit",
                "from_incident": cached.incident_id,
                "model": cached.model,
                **_guard_record(guarded),
            }
            if guarded.held:
                DIAGNOSES.labels("needs_human").inc()
                reason = _held_reason(guarded)
                record.update(outcome="needs_human", reason=reason)
                return await _store(
                    db, incident_id, loaded, guarded.verdict, record, "needs_human", reason, None, agent
                )
            DIAGNOSES.labels("cache_hit").inc()
            return await _store(
                db, incident_id, loaded, guarded.verdict, record, "cache_hit", None, None, agent
            )

    data = AgentInput(
        verdict=loaded.rule_verdict,
        job=loaded.facts,
        digest=lines.digest,
        total_lines=lines.total_lines,
        log=log_index,
        signals=loaded.signals,
        scheduler=loaded.scheduler,
        restarts=loaded.restarts,
        recent=loaded.recent,
        similar=loaded.similar,
    )
    diagnosis = await agent.resolver.diagnose(data)
    verdict, outcome, llm_reason = diagnosis.verdict, diagnosis.outcome, diagnosis.reason
    record = diagnosis.record()
    if outcome != "needs_human":
        # The same guards as for a cached answer, over the whole of this job's log.
        wanted = [verdict.root_cause_line, *verdict.evidence]
        found = await asyncio.to_thread(agent.job_evidence, loaded, wanted)
        if diagnosis.untrusted_log and found.injection is None:
            found.injection = "text addressed to an AI assistant in the prompt's log lines"
        guarded = guard_verdict(verdict, found, origin="llm")
        verdict = guarded.verdict
        record.update(_guard_record(guarded))
        if guarded.held:
            DIAGNOSES.labels("needs_human").inc()
            outcome, llm_reason = "needs_human", _held_reason(guarded)
            record.update(outcome=outcome, reason=llm_reason)
    return await _store(db, incident_id, loaded, verdict, record, outcome, llm_reason, diagnosis, agent)


def _guard_record(guarded: Guarded) -> dict[str, Any]:
    out: dict[str, Any] = {}
    if guarded.reasons:
        out["guard_held"] = guarded.reasons
    if guarded.notes:
        out["guard_notes"] = guarded.notes
    return out


def _held_reason(guarded: Guarded) -> str:
    return ("held for a person: " + "; ".join([*guarded.reasons, *guarded.notes]))[:2000]


async def _store(
    db: Database,
    incident_id: int,
    loaded: LoadedIncident,
    verdict: Verdict,
    record: dict[str, Any],
    outcome: Outcome,
    reason: str | None,
    diagnosis: Diagnosis | None,
    agent: DiagnoseAgent,
) -> DiagnoseResult:
    usage = diagnosis.usage if diagnosis else None
    async with db.session() as session:
        calls = LLMCallRepository(session)
        calls.add(
            LLMCallRow(
                incident_id=incident_id,
                fingerprint=loaded.rule_verdict.fingerprint,
                purpose="diagnose",
                outcome=outcome,
                model=(diagnosis.model if diagnosis else record.get("model", "")) or "",
                requests=usage.calls if usage else 0,
                prompt_tokens=usage.prompt_tokens if usage else 0,
                completion_tokens=usage.completion_tokens if usage else 0,
                cost_usd=usage.cost_usd if usage else 0.0,
                latency_s=usage.latency_s if usage else 0.0,
                reason=reason,
            )
        )
        row = await IncidentRepository(session).get(incident_id)
        if row is None or not wants_llm(row) or row.fingerprint != loaded.rule_verdict.fingerprint:
            # Lines arrived or a person acted while the model thought: its answer is about the past.
            await session.commit()
            return DiagnoseResult(
                incident_id,
                "stale",
                "the incident changed during the diagnosis",
                verdict,
                usage.calls if usage else 0,
            )
        apply_verdict(row, verdict)
        row.diagnosis = {
            **(row.diagnosis or {}),
            "llm": record,
            "rule_verdict": loaded.rule_verdict.model_dump(mode="json"),
        }
        cache = LLMDiagnosisRepository(session)
        if outcome == "needs_human":
            row.state = "needs_human"
        elif outcome == "cache_hit":
            await cache.count_hit(loaded.rule_verdict.fingerprint)
        else:
            await cache.put(
                LLMDiagnosisRow(
                    fingerprint=loaded.rule_verdict.fingerprint,
                    category=verdict.category.value,
                    blame=verdict.blame.value,
                    action=verdict.action.value,
                    verdict={
                        **verdict.model_dump(mode="json"),
                        # What failed is reusable; where it failed is this job's alone.
                        "culprit": {"nodes": [], "ranks": []},
                        RULE_ROOT_KEY: loaded.rule_verdict.root_cause_line,
                    },
                    root_template=template_of(verdict.root_cause_line) if verdict.root_cause_line else "",
                    model=diagnosis.model if diagnosis else "",
                    incident_id=incident_id,
                )
            )
        await session.commit()
    result = DiagnoseResult(incident_id, outcome, reason, verdict, usage.calls if usage else 0)
    if outcome in ("accepted", "repaired") and agent.learn_rules and verdict.action != Action.needs_human:
        result.suggestion_id = await _learn(db, incident_id, verdict, agent)
    return result


async def _learn(db: Database, incident_id: int, verdict: Verdict, agent: DiagnoseAgent) -> int | None:
    async with db.session() as session:
        if await RuleSuggestionRepository(session).for_fingerprint(verdict.fingerprint):
            return None  # one suggestion per failure pattern
    proposal = await propose_rule(
        agent.client, agent.prompts, verdict, agent.corpus_path, agent.settings.llm.max_output_tokens
    )
    async with db.session() as session:
        LLMCallRepository(session).add(
            LLMCallRow(
                incident_id=incident_id,
                fingerprint=verdict.fingerprint,
                purpose="propose_rule",
                outcome="stored" if proposal.rule else "rejected",
                model=proposal.model,
                requests=proposal.usage.calls,
                prompt_tokens=proposal.usage.prompt_tokens,
                completion_tokens=proposal.usage.completion_tokens,
                cost_usd=proposal.usage.cost_usd,
                latency_s=proposal.usage.latency_s,
                reason="; ".join(proposal.reasons)[:2000] or None,
            )
        )
        suggestion_id: int | None = None
        if proposal.rule is not None:
            suggestion = RuleSuggestionRow(
                rule_id=proposal.rule.id,
                incident_id=incident_id,
                fingerprint=verdict.fingerprint,
                category=verdict.category.value,
                rule=proposal.rule.model_dump(mode="json"),
                rule_yaml=rule_yaml(proposal.rule),
                checks=proposal.checks,
            )
            RuleSuggestionRepository(session).add(suggestion)
            await session.flush()
            suggestion_id = suggestion.id
        await session.commit()
    RULE_SUGGESTIONS.labels("stored" if proposal.rule else "rejected").inc()
    return suggestion_id


async def _budget_exhausted(db: Database, settings: Settings) -> str | None:
    """The reason to skip the model when the day's token budget is spent (``llm.daily_token_budget``)."""
    # Read defensively: the budget is an optional settings field.
    budget = settings.llm.daily_token_budget
    if not budget:
        return None
    async with db.session() as session:
        spent = await LLMCallRepository(session).totals(since=utcnow() - timedelta(days=1))
    used = int(spent["prompt_tokens"] + spent["completion_tokens"])
    if used < int(budget):
        return None
    return f"the LLM token budget of {int(budget)} tokens per day is spent ({used} used)"


# --- the live pipeline's entry point ------------------------------------------------------------
# One diagnosis per incident at a time: batches arriving while the model thinks do not ask twice.
_running: dict[int, asyncio.Task[DiagnoseResult | None]] = {}
OnDiagnosed = Callable[[DiagnoseResult], Awaitable[None]]


def schedule_diagnosis(
    db: Database, incident_id: int, *, on_done: OnDiagnosed | None = None, agent: DiagnoseAgent | None = None
) -> asyncio.Task[DiagnoseResult | None] | None:
    """Diagnose in the background, never blocking ingest; None when no LLM is configured.

    ``on_done`` runs after a diagnosis that changed the incident (e.g. the orchestrator re-plans it).
    Errors are logged, never raised into the caller's loop; the task is kept referenced until done.
    """
    if agent is None and default_agent() is None:
        return None
    running = _running.get(incident_id)
    if running is not None and not running.done():
        return running

    async def run() -> DiagnoseResult | None:
        try:
            result = await diagnose_incident(db, incident_id, agent=agent)
            if on_done is not None and result.outcome not in ("skipped", "stale"):
                await on_done(result)
            return result
        except Exception:
            log.exception("LLM diagnosis of incident %s failed", incident_id)
            return None

    task = asyncio.get_running_loop().create_task(run(), name=f"llm-diagnosis-{incident_id}")
    _running[incident_id] = task
    task.add_done_callback(
        lambda done: _running.pop(incident_id, None) if _running.get(incident_id) is done else None
    )
    return task
