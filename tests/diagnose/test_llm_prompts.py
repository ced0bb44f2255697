"""Prompts are data: every template renders, the vocabulary and examples come from code and rule
packs, and the prompt of a 1,000,000-line job fits the configured budget."""

from __future__ import annotations

import time
from pathlib import Path

import jinja2
import pytest

from app.classify.engine import RuleEngine
from app.diagnose.agent import LLMResolver, input_from_context
from app.diagnose.base import DiagnosisContext
from app.diagnose.llm_client import ScriptedChatClient
from app.diagnose.prompting import (
    ACTION_MEANING,
    BLAME_MEANING,
    PROMPT_FILES,
    PromptLibrary,
    estimate_tokens,
    few_shot_examples,
    fit_lines,
    vocabulary,
)
from app.errors import PromptError
from app.logline import LogLine
from app.settings import REPO_ROOT, LLMSettings
from app.vocabulary import Action, Blame, Category
from tests.diagnose.test_llm_scenarios import rule_verdict

PROMPTS = REPO_ROOT / "prompts"
RULES = RuleEngine.from_dir(REPO_ROOT / "rules", check_examples=False).rules
FAILURE = "[rank21]: RuntimeError: CUDA error: an illegal memory access was encountered"


def resolver(budget: int = 6000) -> LLMResolver:
    settings = LLMSettings(base_url="http://127.0.0.1:9", model="m", prompt_budget_tokens=budget)
    return LLMResolver(ScriptedChatClient([]), PromptLibrary(PROMPTS), RULES, settings)


def test_every_prompt_renders_with_strict_undefined() -> None:
    library = PromptLibrary(PROMPTS)
    contexts = {
        "diagnose_system.j2": {
            "vocabulary": vocabulary(),
            "examples": few_shot_examples(RULES),
            "max_evidence": 12,
        },
        "repair.j2": {"reasons": ["evidence line not found verbatim"]},
        "propose_rule_system.j2": {},
        "propose_rule_user.j2": {
            "category": "cuda_error",
            "layer": "infrastructure",
            "blame": "node_hardware",
            "action": "cordon_and_restart",
            "explanation": "x",
            "marker": "LOG-1",
            "root_cause_line": "l",
            "message": "m",
        },
    }
    for name in PROMPT_FILES:
        if name == "diagnose_user.j2":
            continue  # rendered by the resolver below, with its real context
        assert library.render(name, **contexts[name]).strip()
    assert sorted(p.name for p in PROMPTS.glob("*.j2")) == sorted(PROMPT_FILES)
    with pytest.raises(PromptError):
        library.render("repair.j2")  # a missing variable is an error, not an empty string


def test_strict_undefined_is_configured() -> None:
    assert PromptLibrary(PROMPTS).env.undefined is jinja2.StrictUndefined


def test_vocabulary_and_examples_are_generated() -> None:
    system = resolver()._system
    for category in Category:
        assert f"- {category.value} (" in system
    for action in Action:
        assert f"- {action.value}: {ACTION_MEANING[action]}" in system
    assert set(BLAME_MEANING) == set(Blame)
    shots = few_shot_examples(RULES)
    assert shots and len({s.category for s in shots}) == len(shots)
    by_id = {r.id: r for r in RULES}
    for shot in shots:
        rule = by_id[shot.rule_id]
        assert shot.line in rule.examples.match and not rule.ambiguous and not rule.symptom
        assert shot.line in system


async def test_user_prompt_renders_and_fences_the_log() -> None:
    lines = [LogLine(text=f"[rank0]: step {i}", index=i) for i in range(10)] + [LogLine(FAILURE, 10)]
    data = await input_from_context(
        rule_verdict(), DiagnosisContext(job_id="j", nodes=["gpu01"], lines=lines)
    )
    messages = resolver().build_messages(data)
    user = messages[1]["content"]
    marker = user.split("<<<", 1)[1].split(">>>", 1)[0]
    assert marker.startswith("LOG-") and f"<<<END-{marker}>>>" in user
    assert FAILURE in user and "gpu01" in user


def million_line_job() -> list[LogLine]:
    ranks = 64
    lines = [
        LogLine(f"[rank{i % ranks}]: step {i // ranks} | loss {2 + (i % 997) / 1000:.4f} | lr 3.0e-04", i)
        for i in range(1_000_000 - 3)
    ]
    tail = [
        "Jan  5 10:00:00 gpu03 kernel: NVRM: Xid (PCI:0000:3b:00): 79, pid=4242, GPU has fallen off the bus.",
        FAILURE,
        "[rank0]: torch.distributed.elastic: worker 21 failed",
    ]
    return lines + [LogLine(t, len(lines) + i) for i, t in enumerate(tail)]


async def test_prompt_of_a_million_line_job_fits_the_budget() -> None:
    lines = million_line_job()
    started = time.perf_counter()
    context = DiagnosisContext(
        job_id="big", nodes=[f"gpu{i:02d}" for i in range(1, 9)], world_size=64, lines=lines
    )
    data = await input_from_context(rule_verdict(), context)
    assert data.total_lines == 1_000_000
    for budget in (6000, 3000):
        messages = resolver(budget).build_messages(data)
        spent = sum(estimate_tokens(m["content"]) for m in messages)
        assert spent <= budget, f"prompt of {spent} tokens for a budget of {budget}"
        assert FAILURE in messages[1]["content"]  # the digest kept the failure
    assert time.perf_counter() - started < 60


def test_a_budget_too_small_for_anything_is_an_error() -> None:
    data_lines = [LogLine("x", 0)]
    import asyncio

    data = asyncio.run(input_from_context(rule_verdict(), DiagnosisContext(job_id="j", lines=data_lines)))
    with pytest.raises(PromptError):
        resolver(budget=500).build_messages(data)


def test_fit_lines_keeps_both_ends() -> None:
    lines = [f"line {i:05d} " + "x" * 40 for i in range(1000)]
    kept = fit_lines(lines, 400)
    assert kept[0] == lines[0] and kept[-1] == lines[-1]
    assert any("lines omitted" in line for line in kept)
    assert sum(estimate_tokens(line) + 1 for line in kept) <= 400


def test_prompts_dir_must_exist(tmp_path: Path) -> None:
    with pytest.raises(PromptError):
        PromptLibrary(tmp_path / "missing")
