"""Rule learning: after the LLM resolved an incident, ask it for a rule that would have caught it.

A proposal only becomes a suggestion (pending a person's approval through the API) when it is a
valid rule that compiles, passes its own examples, fires on this incident's root-cause line and
fires on no line of any corpus case of another category. Patterns with nested quantifiers are
refused before they run: the model's regex must not be able to stall the worker.
"""

from __future__ import annotations

import asyncio
import json
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from app.classify.engine import RuleEngine
from app.classify.prefixes import split_prefix
from app.classify.rules import Rule
from app.diagnose.agent import Usage
from app.diagnose.answer import AnswerRejected, extract_json_object
from app.diagnose.guards import LEARNED_MAX_CONFIDENCE
from app.diagnose.llm_client import ChatClient, ChatRequest
from app.diagnose.prompting import PromptLibrary, fence
from app.errors import LLMError, PromptError, RuleError
from app.incidents.schemas import Verdict
from app.settings import REPO_ROOT
from app.vocabulary import Action

DEFAULT_CORPUS = REPO_ROOT / "tests" / "corpus" / "cases.jsonl"
MAX_PATTERN_CHARS = 400
LEARNED_CONFIDENCE = LEARNED_MAX_CONFIDENCE
LEARNED_PRIORITY = 40
# A group that is itself repeated and holds a repeat: the classic catastrophic-backtracking shape.
_NESTED_QUANTIFIER = re.compile(r"\((?:[^()\\]|\\.)*[*+}](?:[^()\\]|\\.)*\)[*+{]")


class RuleProposal(BaseModel):
    model_config = ConfigDict(extra="ignore")

    description: str = Field(min_length=1, max_length=300)
    keywords: list[str] = Field(min_length=1, max_length=3)
    pattern: str = Field(min_length=1, max_length=MAX_PATTERN_CHARS)
    match_examples: list[str] = Field(default_factory=list, max_length=3)
    no_match_examples: list[str] = Field(default_factory=list, max_length=3)


def proposal_json_schema() -> dict[str, Any]:
    strings = {"type": "array", "items": {"type": "string"}}
    return {
        "type": "object",
        "additionalProperties": False,
        "required": ["description", "keywords", "pattern", "match_examples", "no_match_examples"],
        "properties": {
            "description": {"type": "string"},
            "keywords": strings,
            "pattern": {"type": "string"},
            "match_examples": strings,
            "no_match_examples": strings,
        },
    }


@dataclass(slots=True)
class CorpusCase:
    case_id: str
    category: str
    lines: list[str]


_corpus_cache: dict[Path, tuple[float, list[CorpusCase]]] = {}


def load_corpus(path: Path) -> list[CorpusCase]:
    """The labelled corpus, parsed once per file version (it is ~10 MB)."""
    try:
        mtime = path.stat().st_mtime
    except OSError:
        mtime = -1.0
    cached = _corpus_cache.get(path)
    if cached is not None and cached[0] == mtime:
        return cached[1]
    cases = _read_corpus(path)
    _corpus_cache[path] = (mtime, cases)
    return cases


def _read_corpus(path: Path) -> list[CorpusCase]:
    if not path.is_file():
        raise RuleError(f"labelled corpus {path} not found: cannot check a proposed rule against it")
    cases: list[CorpusCase] = []
    for number, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not raw.strip():
            continue
        try:
            data = json.loads(raw)
        except json.JSONDecodeError as exc:
            raise RuleError(f"{path}:{number}: invalid JSON: {exc}") from exc
        log = data.get("log", "")
        lines = log if isinstance(log, list) else str(log).splitlines()
        cases.append(CorpusCase(str(data.get("id", number)), str(data.get("category", "other")), lines))
    return cases


@dataclass(slots=True)
class Checked:
    rule: Rule | None
    reasons: list[str] = field(default_factory=list)
    checks: dict[str, Any] = field(default_factory=dict)


def build_rule(proposal: RuleProposal, verdict: Verdict, message: str) -> Rule:
    if _NESTED_QUANTIFIER.search(proposal.pattern):
        raise RuleError("pattern has a repeated group containing a repeat (catastrophic backtracking)")
    data = {
        "id": f"learned.{verdict.category.value}.{verdict.fingerprint[:12].lower()}",
        "description": proposal.description.strip(),
        "category": verdict.category.value,
        "blame": verdict.blame.value,
        "action": verdict.action.value,
        "confidence": LEARNED_CONFIDENCE,
        "keywords": proposal.keywords,
        "patterns": [proposal.pattern],
        # Cordoning is for hardware signatures only; a learned one waits for a person like any other.
        "hardware": verdict.action == Action.cordon_and_restart,
        "priority": LEARNED_PRIORITY,
        "examples": {
            "match": list(dict.fromkeys([message, *proposal.match_examples])),
            "no_match": list(proposal.no_match_examples),
        },
        "references": [f"proposed by the LLM agent for fingerprint {verdict.fingerprint}"],
    }
    try:
        return Rule.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        raise RuleError(f"{'.'.join(str(p) for p in first['loc'])}: {first['msg']}") from exc


def check_proposal(proposal: RuleProposal, verdict: Verdict, corpus: Iterable[CorpusCase]) -> Checked:
    root = verdict.root_cause_line or ""
    message = split_prefix(root).message.strip()
    try:
        rule = build_rule(proposal, verdict, message)
        engine = RuleEngine([rule])
    except RuleError as exc:
        return Checked(None, [f"invalid rule: {exc.message}"])
    failures = engine.example_failures()
    if failures:
        return Checked(None, failures[:3])
    if not any(hit.rule.id == rule.id for hit in engine.match(message, in_traceback=True)):
        return Checked(None, ["the rule does not fire on this incident's root-cause line"])
    scanned = 0
    false_positives: list[str] = []
    for case in corpus:
        if case.category == verdict.category.value:
            continue
        scanned += 1
        for line in case.lines:
            text = split_prefix(line).message
            if engine.might_match(text) and engine.match(text, in_traceback=True):
                false_positives.append(case.case_id)
                break
    checks = {"fires_on_incident": True, "other_category_cases": scanned, "false_positives": false_positives}
    if false_positives:
        return Checked(None, [f"the rule fires on cases of other categories: {false_positives[:5]}"], checks)
    return Checked(rule, [], checks)


def rule_yaml(rule: Rule) -> str:
    data = rule.model_dump(mode="json", exclude_defaults=True)
    data["layer"] = rule.effective_layer.value
    return yaml.safe_dump([data], sort_keys=False, allow_unicode=True, width=110)


@dataclass(slots=True)
class Proposal:
    rule: Rule | None
    reasons: list[str]
    checks: dict[str, Any]
    usage: Usage
    model: str = ""


async def propose_rule(
    client: ChatClient, prompts: PromptLibrary, verdict: Verdict, corpus_path: Path, max_tokens: int
) -> Proposal:
    """One model call, then the checks; never raises for a bad or missing proposal."""
    usage = Usage()
    if not verdict.root_cause_line:
        return Proposal(None, ["the diagnosis has no root-cause line"], {}, usage)
    message = split_prefix(verdict.root_cause_line).message.strip()
    marker, (root,) = fence(verdict.root_cause_line)
    try:
        corpus = await asyncio.to_thread(load_corpus, corpus_path)
        messages = [
            {"role": "system", "content": prompts.render("propose_rule_system.j2")},
            {
                "role": "user",
                "content": prompts.render(
                    "propose_rule_user.j2",
                    category=verdict.category.value,
                    layer=verdict.layer.value,
                    blame=verdict.blame.value,
                    action=verdict.action.value,
                    explanation=verdict.explanation,
                    marker=marker,
                    root_cause_line=root,
                    message=message,
                ),
            },
        ]
        reply = await client.complete(
            ChatRequest(messages, "rule_proposal", proposal_json_schema(), max_tokens)
        )
        usage.add(reply)
        proposal = RuleProposal.model_validate(extract_json_object(reply.text))
    except (LLMError, PromptError, RuleError) as exc:
        return Proposal(None, [exc.message], {}, usage)
    except AnswerRejected as exc:
        return Proposal(None, exc.reasons, {}, usage)
    except ValidationError as exc:
        return Proposal(None, [f"proposal: {exc.errors()[0]['msg']}"], {}, usage)
    # A scan of every corpus line: off the event loop.
    checked = await asyncio.to_thread(check_proposal, proposal, verdict, corpus)
    return Proposal(checked.rule, checked.reasons, checked.checks, usage, reply.model)
