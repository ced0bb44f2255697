"""The labelled corpus through the agent.

- With the scripted server answering each case's *label*, every truthful answer must pass the
  checks (no false rejections on real log lines and culprits) and nothing becomes destructive.
- ``llm_live``: the same evaluation against a real endpoint (``CRASHCART_LLM_BASE_URL`` and
  ``CRASHCART_LLM_MODEL``), or replayed from a cassette recorded from one
  (``CRASHCART_LLM__CASSETTE_MODE=replay``, ``CRASHCART_LLM__CASSETTE_PATH``); skipped otherwise.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

from app.classify.engine import RuleEngine
from app.diagnose.agent import Diagnosis, LLMResolver
from app.diagnose.base import DiagnosisContext
from app.diagnose.clients import make_chat_client
from app.diagnose.llm_client import OpenAIChatClient
from app.diagnose.offline import aevaluate, load_corpus
from app.diagnose.prompting import PromptLibrary
from app.incidents.schemas import Verdict
from app.settings import REPO_ROOT, LLMSettings, Settings
from bench.scripted_llm import ScriptedOpenAIServer, label_oracle

CORPUS = REPO_ROOT / "tests" / "corpus" / "cases.jsonl"
needs_corpus = pytest.mark.skipif(not CORPUS.is_file(), reason="tests/corpus/cases.jsonl not built")


class RecordingResolver(LLMResolver):
    """Keeps every diagnosis, to count what the checks accepted."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.diagnoses: list[tuple[str, Diagnosis]] = []

    async def resolve(self, verdict: Verdict, context: DiagnosisContext) -> Verdict:
        from app.diagnose.agent import input_from_context

        if not verdict.ambiguous:
            return verdict
        result = await self.diagnose(await input_from_context(verdict, context))
        self.diagnoses.append((context.job_id, result))
        return result.verdict


@needs_corpus
async def test_truthful_answers_on_the_corpus_pass_every_check() -> None:
    cases = [c for c in load_corpus(CORPUS) if c.get("ambiguous")]
    engine = RuleEngine.from_dir(REPO_ROOT / "rules")
    with ScriptedOpenAIServer(default=label_oracle(cases)) as server:
        llm = LLMSettings(base_url=server.base_url, model="oracle", max_retries=0)
        client = OpenAIChatClient(llm)
        resolver = RecordingResolver(client, PromptLibrary(REPO_ROOT / "prompts"), engine.rules, llm)
        report = await aevaluate(cases, engine, resolver)
        await client.aclose()
    rejected = {job: d.reason for job, d in resolver.diagnoses if d.outcome != "accepted"}
    assert resolver.diagnoses and not rejected, rejected
    summary = report.summary()
    assert summary["wrong_destructive_actions"] == 0
    assert summary["culprit"]["accuracy"] == 1.0


@pytest.mark.llm_live
@needs_corpus
async def test_corpus_against_a_real_model(tmp_path: Path) -> None:
    settings = Settings()
    llm = settings.llm
    replaying = (
        llm.cassette_mode == "replay" and llm.cassette_path is not None and llm.cassette_path.is_file()
    )
    if not llm.enabled and not replaying:
        pytest.skip(
            "no LLM endpoint: set CRASHCART_LLM_BASE_URL and CRASHCART_LLM_MODEL, or replay a recorded "
            "cassette with CRASHCART_LLM__CASSETTE_MODE=replay and CRASHCART_LLM__CASSETTE_PATH"
        )
    engine = RuleEngine.from_dir(settings.rules_dir)
    cases = load_corpus(CORPUS)
    limit = int(os.environ.get("CRASHCART_LLM_EVAL_LIMIT", "0"))
    if limit:
        cases = [c for c in cases if c.get("ambiguous")][:limit]
    client = make_chat_client(llm)
    resolver = RecordingResolver(client, PromptLibrary(settings.prompts_dir), engine.rules, llm)
    rules_only = (await aevaluate(cases, engine, None)).summary()
    with_llm = (await aevaluate(cases, engine, resolver)).summary()
    await client.aclose()
    outcomes: dict[str, int] = {}
    for _, d in resolver.diagnoses:
        outcomes[d.outcome] = outcomes.get(d.outcome, 0) + 1
    out = Path(os.environ.get("CRASHCART_LLM_EVAL_OUT", tmp_path / "llm-eval.json"))
    out.write_text(
        json.dumps({"rules_only": rules_only, "rules_llm": with_llm, "outcomes": outcomes}, indent=2)
    )
    print(f"\n{'':28}{'rules only':>12}{'rules+LLM':>12}")
    for key in ("non_ambiguous", "ambiguous", "all_cases"):
        for metric in ("category_accuracy", "action_accuracy"):
            a, b = rules_only[key].get(metric), with_llm[key].get(metric)
            print(f"{key + ' ' + metric:<40}{a!s:>12}{b!s:>12}")
    print(f"LLM outcomes: {outcomes}; written to {out}")
    # The agent may be right or wrong, but it must never make the service more dangerous.
    assert with_llm["wrong_destructive_actions"] <= rules_only["wrong_destructive_actions"]
