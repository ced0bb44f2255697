"""``crashcart llm check`` (is the endpoint usable?) and ``crashcart llm prompt FILE`` (its prompt)."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import typer
from rich.console import Console

from app.classify.engine import RuleEngine
from app.classify.rules import Rule
from app.diagnose.agent import LLMResolver, input_from_context
from app.diagnose.base import DiagnosisContext
from app.diagnose.clients import make_chat_client
from app.diagnose.llm_client import ScriptedChatClient
from app.diagnose.prompting import PromptLibrary, estimate_tokens
from app.errors import CrashcartError
from app.incidents.fingerprint import fingerprint
from app.incidents.schemas import Verdict
from app.logline import LogLine
from app.settings import get_settings
from app.vocabulary import Action, Blame, Category, Layer, Source

llm_app = typer.Typer(
    help="The LLM diagnosis agent: check the endpoint, inspect prompts.", no_args_is_help=True
)

# A failure whose right answer is not in doubt: an endpoint that gets it wrong is not usable.
_CHECK_LOG = [
    "[rank0]: step 120 | loss 2.3141",
    "Jan  5 10:00:00 gpu02 kernel: NVRM: Xid (PCI:0000:3b:00): 79, pid=4242, GPU has fallen off the bus.",
    "[rank5]: RuntimeError: CUDA error: an illegal memory access was encountered",
]


def register(app: typer.Typer) -> None:
    app.add_typer(llm_app, name="llm")


def _fail(message: str) -> typer.Exit:
    Console(stderr=True).print(f"error: {message}", markup=False, highlight=False, soft_wrap=True)
    return typer.Exit(2)


def _ambiguous(line: str) -> Verdict:
    return Verdict(
        category=Category.cuda_error,
        layer=Layer.infrastructure,
        blame=Blame.unknown,
        action=Action.needs_human,
        root_cause_line=line,
        evidence=[line],
        confidence=0.6,
        source=Source.rule,
        fingerprint=fingerprint("cuda_error", line),
        explanation="rules cannot tell the owner",
        ambiguous=True,
    )


@llm_app.command("check")
def check() -> None:
    """Send one known failure to the configured endpoint; print the answer, its mode, tokens and latency."""
    settings = get_settings()
    if not settings.llm.enabled and settings.llm.cassette_mode != "replay":
        raise _fail("no LLM configured: set CRASHCART_LLM_BASE_URL and CRASHCART_LLM_MODEL")

    async def run() -> int:
        client = make_chat_client(settings.llm)
        try:
            resolver = LLMResolver(
                client, PromptLibrary(settings.prompts_dir), _rules(settings.rules_dir), settings.llm
            )
            lines = [LogLine(text, i) for i, text in enumerate(_CHECK_LOG)]
            context = DiagnosisContext(
                job_id="llm-check", nodes=["gpu01", "gpu02"], world_size=8, lines=lines
            )
            result = await resolver.diagnose(await input_from_context(_ambiguous(_CHECK_LOG[2]), context))
        finally:
            await client.aclose()
        out = Console(highlight=False, soft_wrap=True)
        v = result.verdict
        out.print(
            f"endpoint:  {settings.llm.base_url}  model: {result.model or settings.llm.model}", markup=False
        )
        out.print(
            f"outcome:   {result.outcome}" + (f" ({result.reason})" if result.reason else ""), markup=False
        )
        out.print(
            f"verdict:   {v.category.value} / {v.blame.value} / {v.action.value}, culprit {v.culprit.nodes}"
        )
        mode = getattr(client, "mode", None)
        out.print(
            f"usage:     {result.usage.calls} call(s), {result.usage.prompt_tokens} prompt + "
            f"{result.usage.completion_tokens} completion tokens, {result.usage.latency_s:.2f}s"
            + (f", structured output via {mode}" if mode else "")
        )
        return 0 if result.outcome != "needs_human" else 1

    try:
        code = asyncio.run(run())
    except CrashcartError as exc:
        raise _fail(exc.message) from exc
    raise typer.Exit(code)


def _rules(rules_dir: Path) -> list[Rule]:
    try:
        return list(RuleEngine.from_dir(rules_dir, check_examples=False).rules)
    except CrashcartError:
        return []


@llm_app.command("prompt")
def prompt(
    file: Path = typer.Argument(..., help="A job log (merged stream)."),
    budget: int | None = typer.Option(
        None, "--budget", min=500, help="Prompt budget in tokens (default: settings)."
    ),
    as_json: bool = typer.Option(False, "--json", help="Print the chat messages as JSON."),
) -> None:
    """Render the prompt the agent would send for FILE's first incident, without calling any model."""
    from app.diagnose.offline import analyze_lines, log_lines

    if not file.is_file():
        raise _fail(f"{file}: no such file")
    settings = get_settings()
    llm = settings.llm.model_copy(
        update={"prompt_budget_tokens": budget or settings.llm.prompt_budget_tokens}
    )
    try:
        engine = RuleEngine.from_dir(settings.rules_dir)
        lines = list(log_lines([file]))
        analyzer = analyze_lines(lines, engine)
        verdicts = analyzer.verdicts()
        verdict = next((v for v in verdicts if v.ambiguous), verdicts[0] if verdicts else None)
        if verdict is None:
            raise _fail(f"{file}: no failure found, nothing to ask")
        context = DiagnosisContext(
            job_id=file.name,
            nodes=sorted({s.node for s in analyzer.signals if s.node}),
            world_size=analyzer.world_size,
            lines=lines,
            signals=analyzer.signals,
        )
        resolver = LLMResolver(ScriptedChatClient([]), PromptLibrary(settings.prompts_dir), engine.rules, llm)
        messages = resolver.build_messages(asyncio.run(input_from_context(verdict, context)))
    except CrashcartError as exc:
        raise _fail(exc.message) from exc
    if as_json:
        typer.echo(json.dumps(messages, indent=2, ensure_ascii=False))
        return
    out = Console(highlight=False, soft_wrap=True)
    for message in messages:
        out.print(f"===== {message['role']} ({estimate_tokens(message['content'])} tokens)")
        out.print(message["content"], markup=False)
    total = sum(estimate_tokens(m["content"]) for m in messages)
    out.print(f"===== {len(lines)} log lines -> {total} prompt tokens (budget {llm.prompt_budget_tokens})")
