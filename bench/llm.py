"""LLM agent bench: latency per diagnosis and tokens per incident, against the scripted server.

    .venv/bin/python bench/llm.py [--out bench-llm.json] [--cases N] [--big-lines 1000000] [--model-latency 0]

The scripted OpenAI-compatible server on loopback answers each corpus case with its label, so the
figures measure crashcart's side (context, digest, prompt, HTTP, validation, store) with the model's
own time set by ``--model-latency``. Each figure is printed beside its baseline from the same run:

1. tokens per incident: the prompt crashcart sends vs the whole log in a prompt (naive baseline);
2. latency per diagnosis: rules only vs rules + LLM agent (offline resolver) on the corpus's
   ambiguous incidents;
3. the live path: the first incident of a failure pattern (LLM call) vs a second identical one
   (cache, zero LLM calls), through ``diagnose_incident`` with SQLite and the archive;
4. a 1,000,000-line job: prompt size vs budget, and the time to build it.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from app.classify.engine import RuleEngine
from app.diagnose.agent import Diagnosis, LLMResolver, input_from_context
from app.diagnose.base import DiagnosisContext
from app.diagnose.llm_client import OpenAIChatClient, ScriptedChatClient
from app.diagnose.offline import analyze_lines, load_corpus
from app.diagnose.prompting import PromptLibrary, estimate_tokens
from app.logline import LogLine
from app.settings import REPO_ROOT, LLMSettings, Settings
from bench.scripted_llm import Scripted, ScriptedOpenAIServer, label_oracle

CORPUS = REPO_ROOT / "tests" / "corpus" / "cases.jsonl"


def pct(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.1f} ms"


async def corpus_figures(cases: list[dict[str, Any]], engine: RuleEngine, delay: float) -> dict[str, Any]:
    prompts = PromptLibrary(REPO_ROOT / "prompts")

    def delayed(body: dict[str, Any]) -> Scripted:
        item = oracle(body)
        item.delay_s = delay
        return item

    oracle = label_oracle(cases)
    rules_s: list[float] = []
    rules_ambiguous_s: list[float] = []  # the baseline: the same incidents, rules only
    agent_s: list[float] = []
    http_s: list[float] = []
    prompt_tokens: list[int] = []
    server_prompt_tokens: list[int] = []
    completion_tokens: list[int] = []
    naive_tokens: list[int] = []
    outcomes: dict[str, int] = {}
    with ScriptedOpenAIServer(default=delayed) as server:
        llm = LLMSettings(base_url=server.base_url, model="oracle", max_retries=0, timeout_s=30)
        client = OpenAIChatClient(llm)
        resolver = LLMResolver(client, prompts, engine.rules, llm)
        for case in cases:
            texts = str(case["log"]).splitlines()
            lines = [LogLine(t, i) for i, t in enumerate(texts)]
            started = time.perf_counter()
            analyzer = analyze_lines(lines, engine)
            verdicts = analyzer.verdicts()
            rules_s.append(time.perf_counter() - started)
            verdict = next((v for v in verdicts if v.ambiguous), None)
            if verdict is None:
                continue
            rules_ambiguous_s.append(rules_s[-1])
            context = DiagnosisContext(
                job_id=str(case["id"]), world_size=analyzer.world_size, lines=lines, signals=analyzer.signals
            )
            started = time.perf_counter()
            result: Diagnosis = await resolver.diagnose(await input_from_context(verdict, context))
            agent_s.append(rules_s[-1] + time.perf_counter() - started)
            http_s.append(result.usage.latency_s)
            outcomes[result.outcome] = outcomes.get(result.outcome, 0) + 1
            prompt_tokens.append(result.prompt_tokens_estimate)
            server_prompt_tokens.append(result.usage.prompt_tokens)
            completion_tokens.append(result.usage.completion_tokens)
            naive_tokens.append(estimate_tokens("\n".join(texts)) + estimate_tokens(resolver._system))
        await client.aclose()
    return {
        "cases": len(cases),
        "diagnoses": len(agent_s),
        "outcomes": outcomes,
        "latency_s": {
            "rules_only_p50": statistics.median(rules_ambiguous_s) if rules_ambiguous_s else 0.0,
            "rules_only_p95": pct(rules_ambiguous_s, 0.95),
            "rules_only_all_cases_p50": statistics.median(rules_s) if rules_s else 0.0,
            "rules_llm_p50": statistics.median(agent_s) if agent_s else 0.0,
            "rules_llm_p95": pct(agent_s, 0.95),
            "llm_http_p50": statistics.median(http_s) if http_s else 0.0,
        },
        "tokens_per_incident": {
            "prompt_mean": statistics.mean(prompt_tokens) if prompt_tokens else 0,
            "prompt_max": max(prompt_tokens, default=0),
            "prompt_server_count_mean": statistics.mean(server_prompt_tokens) if server_prompt_tokens else 0,
            "completion_mean": statistics.mean(completion_tokens) if completion_tokens else 0,
            "naive_whole_log_mean": statistics.mean(naive_tokens) if naive_tokens else 0,
            "naive_whole_log_max": max(naive_tokens, default=0),
            "budget": LLMSettings().prompt_budget_tokens,
        },
    }


async def live_path_figures(repeats: int, delay: float) -> dict[str, Any]:
    """diagnose_incident on SQLite: the first incident asks the model, the identical ones hit the cache."""
    from app.diagnose.service import DiagnoseAgent, diagnose_incident, rules_for_prompts
    from app.store import models
    from app.store.db import Database
    from tests.diagnose.llm_cases import answer, seed_job_incident

    with tempfile.TemporaryDirectory() as tmp, ScriptedOpenAIServer() as server:
        llm = LLMSettings(base_url=server.base_url, model="scripted", max_retries=0)
        settings = Settings(data_dir=Path(tmp), llm=llm)
        db = Database(f"sqlite+aiosqlite:///{Path(tmp) / 'bench.db'}")
        async with db.engine.begin() as conn:
            await conn.run_sync(models.Base.metadata.create_all)
        client = OpenAIChatClient(llm)
        agent = DiagnoseAgent(client, settings, rules_for_prompts(settings), learn_rules=False)
        first_s: list[float] = []
        cached_s: list[float] = []
        for i in range(repeats):
            incident = await seed_job_incident(db, settings, f"job-{i}")
            server.push(Scripted(answer(), delay_s=delay))
            started = time.perf_counter()
            result = await diagnose_incident(db, incident, agent=agent)
            (first_s if result.outcome != "cache_hit" else cached_s).append(time.perf_counter() - started)
        calls = server.calls
        await client.aclose()
        await db.dispose()
    return {
        "incidents": repeats,
        "llm_requests": calls,
        "first_s": statistics.median(first_s) if first_s else 0.0,
        "cache_hit_p50_s": statistics.median(cached_s) if cached_s else 0.0,
        "cache_hits": len(cached_s),
    }


def big_job_figures(n_lines: int, budget: int) -> dict[str, Any]:
    from app.incidents.fingerprint import fingerprint
    from app.incidents.schemas import Verdict
    from app.vocabulary import Action, Blame, Category, Layer

    failure = "[rank21]: RuntimeError: CUDA error: an illegal memory access was encountered"
    verdict = Verdict(
        category=Category.cuda_error,
        layer=Layer.infrastructure,
        blame=Blame.unknown,
        action=Action.needs_human,
        root_cause_line=failure,
        confidence=0.6,
        fingerprint=fingerprint("cuda_error", failure),
        ambiguous=True,
    )
    ranks = 64
    started = time.perf_counter()
    lines = [
        LogLine(f"[rank{i % ranks}]: step {i // ranks} | loss {2 + (i % 997) / 1000:.4f} | lr 3.0e-04", i)
        for i in range(n_lines - 1)
    ]
    lines.append(LogLine(failure, n_lines - 1))
    generated = time.perf_counter() - started
    engine_rules = RuleEngine.from_dir(REPO_ROOT / "rules", check_examples=False).rules
    llm = LLMSettings(base_url="http://127.0.0.1:9", model="m", prompt_budget_tokens=budget)
    resolver = LLMResolver(ScriptedChatClient([]), PromptLibrary(REPO_ROOT / "prompts"), engine_rules, llm)
    started = time.perf_counter()
    data = asyncio.run(input_from_context(verdict, DiagnosisContext(job_id="big", lines=lines)))
    messages = resolver.build_messages(data)
    built = time.perf_counter() - started
    raw_tokens = sum(estimate_tokens(line.text) + 1 for line in lines)
    return {
        "lines": n_lines,
        "raw_log_tokens": raw_tokens,
        "prompt_tokens": sum(estimate_tokens(m["content"]) for m in messages),
        "budget": budget,
        "failure_line_in_prompt": failure in messages[1]["content"],
        "build_s": built,
        "generate_s": generated,
    }


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--out", type=Path, default=Path("bench-llm.json"))
    parser.add_argument("--cases", type=int, default=0, help="limit the corpus cases (0: all)")
    parser.add_argument("--big-lines", type=int, default=1_000_000)
    parser.add_argument("--repeats", type=int, default=10, help="identical incidents on the live path")
    parser.add_argument("--model-latency", type=float, default=0.0, help="seconds the scripted model takes")
    args = parser.parse_args()
    if not CORPUS.is_file():
        sys.exit(f"error: {CORPUS} not found: build it with tests/corpus/build_corpus.py")

    cases = load_corpus(CORPUS)
    if args.cases:
        cases = cases[: args.cases]
    engine = RuleEngine.from_dir(REPO_ROOT / "rules")
    corpus = asyncio.run(corpus_figures(cases, engine, args.model_latency))
    live = asyncio.run(live_path_figures(args.repeats, args.model_latency))
    big = big_job_figures(args.big_lines, LLMSettings().prompt_budget_tokens)
    result = {"model_latency_s": args.model_latency, "corpus": corpus, "live_path": live, "big_job": big}

    lat, tok = corpus["latency_s"], corpus["tokens_per_incident"]
    rows = [
        ("figure", "crashcart", "baseline"),
        (
            f"prompt tokens/incident, mean ({corpus['diagnoses']} ambiguous of {corpus['cases']} cases)",
            f"{tok['prompt_mean']:.0f}",
            f"{tok['naive_whole_log_mean']:.0f} (whole log)",
        ),
        ("prompt tokens/incident, max", f"{tok['prompt_max']}", f"{tok['naive_whole_log_max']} (whole log)"),
        ("completion tokens/incident, mean", f"{tok['completion_mean']:.0f}", "-"),
        (
            "latency/diagnosis p50 (rules+LLM vs rules only)",
            ms(lat["rules_llm_p50"]),
            ms(lat["rules_only_p50"]),
        ),
        (
            "latency/diagnosis p95 (rules+LLM vs rules only)",
            ms(lat["rules_llm_p95"]),
            ms(lat["rules_only_p95"]),
        ),
        ("  of which LLM HTTP round trip p50", ms(lat["llm_http_p50"]), "-"),
        (
            f"live path: identical incident ({live['cache_hits']} cache hits vs first)",
            ms(live["cache_hit_p50_s"]),
            ms(live["first_s"]),
        ),
        (
            f"live path: LLM requests for {live['incidents']} identical incidents",
            str(live["llm_requests"]),
            f"{live['incidents']} (no cache)",
        ),
        (
            f"{big['lines']:,}-line job: prompt tokens (budget {big['budget']})",
            str(big["prompt_tokens"]),
            f"{big['raw_log_tokens']:,} (whole log)",
        ),
        (f"{big['lines']:,}-line job: build context + prompt", f"{big['build_s']:.1f} s", "-"),
    ]
    width = max(len(r[0]) for r in rows)
    for name, ours, base in rows:
        print(f"{name:<{width}}  {ours:>14}  {base:>22}")
    kept = big["failure_line_in_prompt"]
    print(f"outcomes: {corpus['outcomes']}; failure line kept in the big prompt: {kept}")
    args.out.write_text(json.dumps(result, indent=2))
    print(f"written to {args.out}")


if __name__ == "__main__":
    main()
