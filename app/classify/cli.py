"""``crashcart diagnose``, ``crashcart eval`` and ``crashcart rules check|test``."""

from __future__ import annotations

import json
from enum import StrEnum
from pathlib import Path
from typing import Any

import typer
from rich.console import Console
from rich.progress import BarColumn, DownloadColumn, Progress, TimeRemainingColumn
from rich.table import Table
from rich.text import Text

from app.classify.engine import CATALOG_DIR, RuleEngine, rule_pack_files
from app.classify.rules import load_rule_file
from app.diagnose.base import Resolver
from app.diagnose.offline import (
    diagnose_paths,
    evaluate,
    load_corpus,
    log_lines,
    make_resolver,
    verdict_json,
)
from app.errors import CrashcartError, RuleError
from app.incidents.actions import ACTIONS_FILE, load_action_table
from app.incidents.analyzer import JobAnalyzer
from app.incidents.fallback import FALLBACK_FILE, load_fallback
from app.incidents.schemas import Verdict
from app.logline import LogLine
from app.settings import get_settings


class OutputFormat(StrEnum):
    text = "text"
    json = "json"


rules_app = typer.Typer(
    help="Rule packs: validate them, or see which rules fire on a log.", no_args_is_help=True
)


def register(app: typer.Typer) -> None:
    app.command("diagnose")(diagnose)
    app.command("eval")(eval_corpus)
    app.add_typer(rules_app, name="rules")


def _fail(message: str) -> typer.Exit:
    Console(stderr=True).print(f"error: {message}", markup=False, highlight=False, soft_wrap=True)
    return typer.Exit(2)


def _engine(rules_dir: Path | None) -> RuleEngine:
    try:
        return RuleEngine.from_dir(rules_dir or get_settings().rules_dir)
    except RuleError as exc:
        raise _fail(exc.message) from exc


def _resolver(no_llm: bool) -> Resolver | None:
    return None if no_llm else make_resolver(get_settings())


# --- diagnose ------------------------------------------------------------------------------------
def diagnose(
    files: list[Path] = typer.Argument(..., help="Log files: one merged job log, or one per rank/node."),
    no_llm: bool = typer.Option(False, "--no-llm", help="Rules only; ambiguous incidents stay needs_human."),
    output_format: OutputFormat = typer.Option(OutputFormat.text, "--format", help="text or json."),
    rules_dir: Path | None = typer.Option(None, "--rules", help="Rule packs directory (default: settings)."),
) -> None:
    """Diagnose log files offline: what failed, who is to blame, what to do."""
    for file in files:
        if not file.is_file():
            raise _fail(f"{file}: no such file")
    engine = _engine(rules_dir)
    size = sum(f.stat().st_size for f in files)
    err = Console(stderr=True)
    show = err.is_terminal and size >= 8 * 1024 * 1024
    with Progress(
        "[progress.description]{task.description}",
        BarColumn(),
        DownloadColumn(),
        TimeRemainingColumn(),
        console=err,
        transient=True,
        disable=not show,
    ) as progress:
        task = progress.add_task("diagnosing", total=size)
        pending = [0]

        def advance(line: LogLine) -> None:
            pending[0] += len(line.text) + 1
            if pending[0] >= 1 << 20:  # the bar moves per MiB, not per line
                progress.advance(task, pending[0])
                pending[0] = 0

        try:
            verdicts = diagnose_paths(files, engine, _resolver(no_llm), on_line=advance if show else None)
        except CrashcartError as exc:
            raise _fail(exc.message) from exc
    if output_format == OutputFormat.json:
        typer.echo(json.dumps({"incidents": [verdict_json(v) for v in verdicts]}, indent=2))
        return
    _print_verdicts(verdicts)


def _print_verdicts(verdicts: list[Verdict]) -> None:
    out = Console(highlight=False, soft_wrap=True)
    if not verdicts:
        out.print("no failure found")
        return
    for number, v in enumerate(verdicts, start=1):
        culprit = ", ".join([*v.culprit.nodes, *(f"rank {r}" for r in v.culprit.ranks)]) or "unknown"
        out.print(
            f"[bold]incident {number}[/bold]: {v.category.value} ({v.layer.value}), blame {v.blame.value}"
        )
        out.print(f"  action:     [bold]{v.action.value}[/bold]" + ("  (ambiguous)" if v.ambiguous else ""))
        out.print(f"  culprit:    {culprit}", markup=False)
        out.print(
            f"  confidence: {v.confidence:.2f}  source: {v.source.value}  rules: {', '.join(v.rule_ids)}"
        )
        out.print(f"  root cause: {v.root_cause_line}", markup=False)
        out.print(f"  why:        {v.explanation}", markup=False)
        if v.action_reason:
            out.print(f"  action row: {v.action_rule}: {v.action_reason}", markup=False)
        for basis in v.decision_basis:
            out.print(f"  basis:      {basis}", markup=False)
        for missing in v.missing_evidence:
            out.print(f"  missing:    {missing}", markup=False)
        for e in v.evidence_roles:
            out.print(f"  {e.role.value + ':':13} {e.line}", markup=False)
        out.print(f"  fingerprint {v.fingerprint}")


HELD_OUT_FOLD = "test"


# --- eval ----------------------------------------------------------------------------------------
def eval_corpus(
    corpus: Path = typer.Option(
        ..., "--corpus", help="Labelled corpus (JSONL, docs/CONTRACT.md's case format)."
    ),
    no_llm: bool = typer.Option(False, "--no-llm", help="Rules only."),
    output_format: OutputFormat = typer.Option(OutputFormat.text, "--format", help="text or json."),
    rules_dir: Path | None = typer.Option(None, "--rules", help="Rule packs directory (default: settings)."),
) -> None:
    """Accuracy on a labelled corpus: category, action, culprit, wrong destructive actions."""
    engine = _engine(rules_dir)
    try:
        cases = load_corpus(corpus)
    except CrashcartError as exc:
        raise _fail(exc.message) from exc
    err = Console(stderr=True)
    resolver = _resolver(no_llm)
    # With an LLM configured, the same corpus runs twice: rules only, then rules + LLM.
    runs: list[tuple[str, Any]] = [("rules only", None)] + ([("rules + LLM", resolver)] if resolver else [])
    reports = []
    with Progress(console=err, transient=True, disable=not err.is_terminal) as progress:
        for label, run_resolver in runs:
            task = progress.add_task(f"evaluating ({label})", total=len(cases))
            try:
                reports.append(evaluate(_advance(cases, progress, task), engine, run_resolver))
            except CrashcartError as exc:
                raise _fail(exc.message) from exc
    report = reports[-1]
    if output_format == OutputFormat.json:
        body = report.to_json()
        if len(reports) > 1:
            body["rules_only"] = {"summary": reports[0].to_json()["summary"]}
        typer.echo(json.dumps(body, indent=2))
        return
    for (label, _), each in zip(runs, reports, strict=True):
        if len(reports) > 1:
            Console(highlight=False).rule(label)
        _print_summary(each.summary(), each.to_json()["cases"])


def _advance(cases: list[dict[str, Any]], progress: Progress, task: Any) -> Any:
    for case in cases:
        yield case
        progress.advance(task)


def _pct(value: float | None) -> str:
    return "-" if value is None else f"{100 * value:.1f}%"


def _print_summary(summary: dict[str, Any], cases: list[dict[str, Any]]) -> None:
    out = Console(highlight=False, soft_wrap=True)
    firm, amb, cul = summary["non_ambiguous"], summary["ambiguous"], summary["culprit"]
    out.print(f"cases: {summary['cases']}")
    out.print(
        f"non-ambiguous ({firm['cases']}): category {_pct(firm['category_accuracy'])}, "
        f"action {_pct(firm['action_accuracy'])}"
    )
    out.print(
        f"culprit right on multi-rank cases naming one: {_pct(cul['multi_rank_accuracy'])} "
        f"of {cul['multi_rank_cases_naming_one']} (all cases naming one: {_pct(cul['accuracy'])} "
        f"of {cul['cases_naming_one']})"
    )
    out.print(f"ambiguous ({amb['cases']}): handled safely {amb['handled_safely']}/{amb['cases']}")
    # A corpus split into folds keeps its `test` fold held out: its figures are printed, never
    # which of its cases were missed (tuning reads the dev fold's misses only).
    held_out = {c["id"] for c in cases if c.get("fold") == HELD_OUT_FOLD}
    wrong = summary["wrong_destructive_cases"]
    out.print(f"wrong destructive actions: {len(wrong)}" + _ids(wrong, held_out), markup=False)
    silent = summary.get("no_verdict_cases", [])
    out.print(f"no verdict (non-ambiguous): {len(silent)}" + _ids(silent, held_out), markup=False)
    _print_folds(out, summary)
    _print_calibration(out, summary.get("calibration", []))
    table = Table(title="per category")
    for column in ("category", "cases", "category ok", "action ok"):
        table.add_column(column)
    for name, row in summary["per_category"].items():
        table.add_row(name, str(row["cases"]), str(row["category_ok"]), str(row["action_ok"]))
    out.print(table)
    misses = [c for c in cases if not (c["category_ok"] and c["action_ok"]) and c["id"] not in held_out]
    if misses:
        out.print(f"misses ({len(misses)}" + (f", {HELD_OUT_FOLD} fold held out" if held_out else "") + "):")
        for c in misses[:50]:
            got = c["predicted"]
            what = f"{got['category']}/{got['action']}" if got else "no incident"
            want = f"{c['expected']['category']}/{c['expected']['expected_action']}"
            out.print(f"  {c['id']}: got {what}, want {want}", markup=False)


def _ids(ids: list[str], held_out: set[str]) -> str:
    shown = [i for i in ids if i not in held_out]
    hidden = len(ids) - len(shown)
    return (f" {shown}" if shown else "") + (f" (+{hidden} in the {HELD_OUT_FOLD} fold)" if hidden else "")


def _print_folds(out: Console, summary: dict[str, Any]) -> None:
    """One row per fold of a corpus split by source (cases carrying `fold`), then all of it."""
    folds: dict[str, dict[str, Any]] = summary.get("folds") or {}
    if not folds:
        return
    table = Table(title="per fold")
    for column in (
        "fold",
        "cases",
        "non-ambiguous",
        "category",
        "action",
        "wrong destructive",
        "no verdict",
        "culprit (multi-rank)",
    ):
        table.add_column(column)
    for name, fold in folds.items():
        firm, cul = fold["non_ambiguous"], fold["culprit"]
        table.add_row(
            name,
            str(fold["cases"]),
            str(firm["cases"]),
            _pct(firm["category_accuracy"]),
            _pct(firm["action_accuracy"]),
            str(fold["wrong_destructive_actions"]),
            str(fold["no_verdict"]),
            f"{_pct(cul['multi_rank_accuracy'])} of {cul['multi_rank_cases_naming_one']}",
        )
    out.print(table)


def _print_calibration(out: Console, rows: list[dict[str, Any]]) -> None:
    """Confidence bins -> accuracy: is a 0.9 verdict right nine times in ten?"""
    if not rows:
        return
    table = Table(title="calibration (confidence of the first verdict)")
    for column in ("confidence", "cases", "mean confidence", "action ok", "category ok"):
        table.add_column(column)
    for row in rows:
        mean = row["mean_confidence"]
        table.add_row(
            row["bin"],
            str(row["cases"]),
            "-" if mean is None else f"{mean:.2f}",
            _pct(row["action_accuracy"]),
            _pct(row["category_accuracy"]),
        )
    out.print(table)


# --- rules check / test --------------------------------------------------------------------------
@rules_app.command("check")
def rules_check(
    directory: Path | None = typer.Argument(None, help="Rule packs directory (default: settings)."),
) -> None:
    """Validate rule packs and catalogs: schema, regexes, duplicate ids, sources, every example line,
    and that each catalog row's sample lines are decided by its rule with the row's verdict."""
    folder = directory or get_settings().rules_dir
    if not folder.is_dir():
        raise _fail(f"rules directory {folder} does not exist")
    try:
        engine = RuleEngine.from_dir(folder, check_examples=False)
    except RuleError as exc:
        raise _fail(exc.message) from exc
    failures = engine.example_failures()
    if failures:
        err = Console(stderr=True, highlight=False)
        for failure in failures:
            err.print(f"error: {failure}", markup=False, soft_wrap=True)
        raise typer.Exit(1)
    actions = folder / ACTIONS_FILE
    table_note = ""
    if actions.is_file():
        try:
            table_note = f", action table {len(load_action_table(actions).rows)} rows"
        except RuleError as exc:
            raise _fail(exc.message) from exc
    fallback = folder / FALLBACK_FILE
    if fallback.is_file():
        try:
            table_note += f", {len(load_fallback(fallback).classes)} fallback word classes"
        except RuleError as exc:
            raise _fail(exc.message) from exc
    packs = rule_pack_files(folder)
    examples = sum(len(r.examples.match) + len(r.examples.no_match) for r in engine.rules)
    rows = sum(len(c.rows) for c in engine.catalogs)
    typer.echo(
        f"ok: {len(engine.rules)} rules in {len(packs)} packs and {len(engine.catalogs)} catalogs "
        f"({rows} rows, each with a source and sample lines it decides), {examples} examples pass"
        f"{table_note}"
    )
    for pack in packs:
        typer.echo(f"  {pack.name}: {len(load_rule_file(pack))} rules")
    for catalog in engine.catalogs:
        covered = sum(1 for row in catalog.rows if row.covered_by)
        typer.echo(
            f"  {CATALOG_DIR}/{catalog.catalog}: {len(catalog.rows)} rows"
            + (f" ({covered} decided by pack rules)" if covered else "")
            + f", {catalog.title}: {catalog.source}"
        )


@rules_app.command("test")
def rules_test(
    file: Path = typer.Argument(..., help="A log file."),
    output_format: OutputFormat = typer.Option(OutputFormat.text, "--format", help="text or json."),
    rules_dir: Path | None = typer.Option(None, "--rules", help="Rule packs directory (default: settings)."),
) -> None:
    """Show which rules fire on each line of a log (with the node/rank learned for it)."""
    if not file.is_file():
        raise _fail(f"{file}: no such file")
    engine = _engine(rules_dir)
    analyzer = JobAnalyzer(engine)
    try:
        for line in log_lines([file]):
            analyzer.feed(line)
    except CrashcartError as exc:
        raise _fail(exc.message) from exc
    signals = analyzer.signals
    if output_format == OutputFormat.json:
        rows = [
            {
                "line": s.line_index + 1,
                "rule_id": s.rule_id,
                "category": s.category.value,
                "symptom": s.symptom,
                "node": s.node,
                "rank": s.rank,
                "fields": s.fields,
                "text": s.line,
            }
            for s in signals
        ]
        typer.echo(json.dumps({"hits": rows, "lines": analyzer.lines_seen}, indent=2))
        return
    out = Console(highlight=False, width=None if Console().is_terminal else 200)
    table = Table(title=f"{len(signals)} rule hits in {analyzer.lines_seen} lines")
    for column in ("line", "rule", "kind", "node", "rank"):
        table.add_column(column, no_wrap=True)
    table.add_column("text", overflow="fold")
    for s in signals:
        kind = "symptom" if s.symptom else ("ambiguous" if s.ambiguous else "cause")
        table.add_row(
            str(s.line_index + 1),
            s.rule_id,
            kind,
            s.node or "",
            "" if s.rank is None else str(s.rank),
            Text(s.line[:160]),
        )
    out.print(table)
