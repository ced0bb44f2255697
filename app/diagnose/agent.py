"""The LLM agent: one ambiguous incident in, a validated verdict or a reasoned "needs a human" out.

Bounded in every direction: at most two model calls (the answer and one repair), a prompt that
fits ``prompt_budget_tokens`` whatever the size of the log, ``max_output_tokens`` per answer and a
wall-clock deadline. Every failure (endpoint down, circuit open, an answer that fails the checks
twice, the deadline) ends as ``needs_human`` with the reason; nothing raises to the caller and
nothing the model says can become an action the checks did not allow.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from typing import Any, Literal

from app.classify.rules import Rule
from app.classify.schemas import Signal
from app.diagnose.answer import (
    ADDRESSED_TO_MODEL,
    MAX_EVIDENCE,
    AnswerRejected,
    JobFacts,
    LogIndex,
    answer_json_schema,
    check_answer,
    parse_answer,
)
from app.diagnose.base import DiagnosisContext
from app.diagnose.context import DigestFn, scan_lines, static_digest
from app.diagnose.guards import UNTRUSTED_LOG_CONFIDENCE
from app.diagnose.llm_client import ChatClient, ChatReply, ChatRequest
from app.diagnose.metrics import DIAGNOSES
from app.diagnose.prompting import (
    PromptLibrary,
    estimate_tokens,
    fence,
    few_shot_examples,
    fit_lines,
    vocabulary,
)
from app.errors import LLMError, PromptError
from app.incidents.schemas import Verdict
from app.settings import LLMSettings
from app.vocabulary import Action, Category

MAX_PROMPT_SIGNALS = 30
MAX_PROMPT_NODES = 64
MAX_PROMPT_LINE_CHARS = 1000
# What a rejected answer adds to the conversation (truncated answer + reasons): kept out of the
# digest's share so that the repair turn fits the same budget.
REPAIR_RESERVE_TOKENS = 900
REPAIR_ANSWER_CHARS = 1500
SYSTEM_SHARE = 0.4

Outcome = Literal["accepted", "repaired", "needs_human"]


@dataclass(slots=True)
class AgentInput:
    """Everything the agent may look at; ids and plain data, no ORM rows."""

    verdict: Verdict
    job: JobFacts
    digest: DigestFn  # token budget -> the digest that fits it
    total_lines: int
    log: LogIndex
    signals: list[Signal] = field(default_factory=list)
    scheduler: str = "local"
    restarts: int = 0
    recent: list[dict[str, Any]] = field(default_factory=list)
    similar: list[dict[str, Any]] = field(default_factory=list)


@dataclass(slots=True)
class Usage:
    calls: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    cost_usd: float = 0.0
    latency_s: float = 0.0
    replayed: int = 0

    def add(self, reply: ChatReply) -> None:
        self.calls += 1
        self.prompt_tokens += reply.prompt_tokens
        self.completion_tokens += reply.completion_tokens
        self.cost_usd += reply.cost_usd
        self.latency_s += reply.latency_s
        self.replayed += int(reply.replayed)


@dataclass(slots=True)
class Diagnosis:
    verdict: Verdict
    outcome: Outcome
    reason: str | None = None
    usage: Usage = field(default_factory=Usage)
    rejections: list[list[str]] = field(default_factory=list)
    prompt_tokens_estimate: int = 0
    model: str = ""
    answer_text: str | None = None
    # The prompt held text addressed to a model (this log's or a similar incident's lines).
    untrusted_log: bool = False

    def record(self) -> dict[str, Any]:
        """What the incident keeps in its ``diagnosis`` column."""
        return {
            "outcome": self.outcome,
            "reason": self.reason,
            "model": self.model,
            "usage": asdict(self.usage),
            "rejections": self.rejections,
            "prompt_tokens_estimate": self.prompt_tokens_estimate,
        }


def needs_human(rule_verdict: Verdict, reason: str) -> Verdict:
    """The rule verdict, held for a person, with the reason the agent could not decide."""
    explanation = f"{rule_verdict.explanation} LLM diagnosis unavailable: {reason}".strip()
    return rule_verdict.model_copy(
        update={"action": Action.needs_human, "explanation": explanation[:4000], "ambiguous": True}
    )


class LLMResolver:
    def __init__(
        self,
        client: ChatClient,
        prompts: PromptLibrary,
        rules: Sequence[Rule],
        settings: LLMSettings,
        *,
        deadline_s: float | None = None,
    ) -> None:
        self.client = client
        self.prompts = prompts
        self.settings = settings
        # Two answers with their retries, plus slack; a diagnosis never waits longer than this.
        self.deadline_s = deadline_s or settings.timeout_s * 2 * (settings.max_retries + 1) + 10
        # Few-shot examples are the first thing a small budget gives up: the log matters more.
        examples = few_shot_examples(rules)
        while True:
            self._system = prompts.render(
                "diagnose_system.j2", vocabulary=vocabulary(), examples=examples, max_evidence=MAX_EVIDENCE
            )
            if not examples or estimate_tokens(self._system) <= settings.prompt_budget_tokens * SYSTEM_SHARE:
                break
            examples = examples[: len(examples) // 2]

    # --- prompt -------------------------------------------------------------------------------
    def build_messages(self, data: AgentInput) -> list[dict[str, str]]:
        """System + user messages within ``prompt_budget_tokens`` (raises PromptError if impossible)."""
        budget = self.settings.prompt_budget_tokens
        rv = data.verdict
        nodes = sorted(data.job.nodes)
        signals = sorted(data.signals, key=lambda s: (s.symptom, s.line_index))[:MAX_PROMPT_SIGNALS]
        context: dict[str, Any] = {
            "job": {
                "job_id": data.job.job_id,
                "scheduler": data.scheduler,
                "nodes": nodes[:MAX_PROMPT_NODES],
                "nodes_omitted": max(0, len(nodes) - MAX_PROMPT_NODES),
                "world_size": data.job.world_size,
                "restarts": data.restarts,
            },
            "rule_verdict": {
                "category": rv.category.value,
                "blame": rv.blame.value,
                "action": rv.action.value,
                "confidence": rv.confidence,
                "rule_ids": rv.rule_ids,
                "reason": _clip(rv.explanation, 600),
            },
            "signals": [
                {
                    "rule_id": s.rule_id,
                    "category": s.category.value,
                    "symptom": s.symptom,
                    "node": s.node,
                    "rank": s.rank,
                    "line_index": s.line_index,
                }
                for s in signals
            ],
            "signals_omitted": max(0, len(data.signals) - len(signals)),
            "recent": data.recent[:5],
            "similar": [
                {**p, "root_cause_line": _clip(str(p.get("root_cause_line") or ""), 300)}
                for p in data.similar[:3]
            ],
            "total_lines": data.total_lines,
        }
        fixed = self.prompts.render("diagnose_user.j2", **context, marker="LOG-000000000000", digest="")
        spent = estimate_tokens(self._system) + estimate_tokens(fixed) + 16
        digest_budget = budget - spent - min(REPAIR_RESERVE_TOKENS, budget // 6)
        if digest_budget < 50:
            raise PromptError(
                f"prompt budget of {budget} tokens leaves no room for the log (fixed part {spent} tokens)"
            )
        view = data.digest(digest_budget)
        # The model may name what it was shown: nodes and ranks of the quoted lines are the job's.
        data.job.learn(view.nodes, view.ranks)
        kept = fit_lines(
            [_clip(line, MAX_PROMPT_LINE_CHARS) for line in view.text.splitlines()], digest_budget
        )
        # One fence around all log-derived text: this job's digest and past incidents' lines.
        past = [str(p["root_cause_line"]) for p in context["similar"]]
        marker, (digest, *past) = fence("\n".join(kept), *past)
        context["similar"] = [
            {**p, "root_cause_line": line} for p, line in zip(context["similar"], past, strict=True)
        ]
        user = self.prompts.render("diagnose_user.j2", **context, marker=marker, digest=digest)
        return [{"role": "system", "content": self._system}, {"role": "user", "content": user}]

    # --- the loop -----------------------------------------------------------------------------
    async def diagnose(self, data: AgentInput) -> Diagnosis:
        usage = Usage()
        rejections: list[list[str]] = []
        estimate = 0
        model = ""
        try:
            messages = self.build_messages(data)
            estimate = sum(estimate_tokens(m["content"]) for m in messages)
            async with asyncio.timeout(self.deadline_s):
                for attempt in range(2):
                    request = ChatRequest(
                        messages, "diagnosis", answer_json_schema(), self.settings.max_output_tokens
                    )
                    reply = await self.client.complete(request)
                    usage.add(reply)
                    model = reply.model
                    try:
                        answer = parse_answer(reply.text)
                        # The evidence search streams the job's archive: keep it off the event loop.
                        verdict = await asyncio.to_thread(
                            check_answer,
                            answer,
                            data.job,
                            data.log,
                            fingerprint=data.verdict.fingerprint,
                            rule_ids=data.verdict.rule_ids,
                        )
                    except AnswerRejected as exc:
                        rejections.append(exc.reasons)
                        repair = self.prompts.render("repair.j2", reasons=exc.reasons)
                        messages = [
                            *messages,
                            {"role": "assistant", "content": _clip(reply.text, REPAIR_ANSWER_CHARS)},
                            {"role": "user", "content": repair},
                        ]
                        continue
                    outcome: Outcome = "accepted" if attempt == 0 else "repaired"
                    note = None
                    if _addresses_model(messages[1]["content"]):
                        # Someone wrote to the model in the log: whatever it answered, a person decides.
                        note = "the log contains text addressed to an AI assistant; held for a person"
                        verdict = verdict.model_copy(
                            update={
                                "confidence": min(verdict.confidence, UNTRUSTED_LOG_CONFIDENCE),
                                "explanation": f"{verdict.explanation} ({note})".strip(),
                            }
                        )
                    DIAGNOSES.labels(outcome).inc()
                    return Diagnosis(
                        verdict, outcome, note, usage, rejections, estimate, model, reply.text, bool(note)
                    )
            reason = "the answer failed validation twice: " + "; ".join(rejections[-1][:4])
        except LLMError as exc:
            reason = exc.message
        except PromptError as exc:
            reason = exc.message
        except TimeoutError:
            reason = f"the diagnosis took longer than {self.deadline_s:g}s"
        DIAGNOSES.labels("needs_human").inc()
        return Diagnosis(
            needs_human(data.verdict, reason), "needs_human", reason, usage, rejections, estimate, model
        )

    # --- the Resolver protocol (offline commands) ---------------------------------------------
    async def resolve(self, verdict: Verdict, context: DiagnosisContext) -> Verdict:
        """Resolve an ambiguous verdict of an offline log; the verdict as is when not ambiguous."""
        if not verdict.ambiguous and verdict.category != Category.other:
            return verdict
        return (await self.diagnose(await input_from_context(verdict, context))).verdict


def _addresses_model(prompt: str) -> bool:
    return ADDRESSED_TO_MODEL.search(prompt) is not None


def _clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 3] + "..."


async def input_from_context(verdict: Verdict, context: DiagnosisContext) -> AgentInput:
    facts = JobFacts(context.job_id, nodes=set(context.nodes), world_size=context.world_size)
    facts.learn((s.node for s in context.signals), (s.rank for s in context.signals))
    digest: DigestFn
    if context.lines:
        lines = await asyncio.to_thread(scan_lines, context.lines, list(context.signals))
        facts.learn(lines.nodes, lines.ranks)
        digest, total = lines.digest, lines.total_lines
        log = LogIndex.of([line.text for line in context.lines])
    else:
        text = context.digest or ""
        digest, total = static_digest(text.splitlines()), len(text.splitlines())
        log = LogIndex.from_predicate(context.has_line)
    return AgentInput(
        verdict=verdict, job=facts, digest=digest, total_lines=total, log=log, signals=list(context.signals)
    )
