"""Offline diagnosis of log files and accuracy on a labelled corpus (``crashcart diagnose`` / ``eval``).

The same :class:`~app.incidents.analyzer.JobAnalyzer` as the live pipeline does the work; this
module only reads files (one merged log, or one file per rank/node whose name says which), hands
ambiguous verdicts to a resolver when one is configured, and scores predictions against labels.
"""

from __future__ import annotations

import asyncio
import gzip
import json
import re
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from app.classify.engine import RuleEngine
from app.diagnose.base import DiagnosisContext, Resolver
from app.errors import InvalidInput
from app.incidents.analyzer import JobAnalyzer
from app.incidents.schemas import Verdict
from app.logline import LogLine
from app.settings import Settings
from app.vocabulary import DESTRUCTIVE_ACTIONS, Action, Category

_RANK_NAME = re.compile(r"(?:^|[^a-z])rank[-_.]?(\d+)(?:$|[^0-9])", re.IGNORECASE)
_NODE_NAME = re.compile(r"^(?:node[-_.])?([A-Za-z][A-Za-z0-9-]*\d[A-Za-z0-9-]*)$")
_NOT_NODES = re.compile(r"^(?:log|out|err|stdout|stderr|job|slurm|train|run|output)[-_]?\d*$", re.IGNORECASE)
_ISO_TS = re.compile(r"(\d{4})-(\d\d)-(\d\d)[T ](\d\d):(\d\d):(\d\d)(?:[.,](\d{1,6}))?")


def make_resolver(settings: Settings) -> Resolver | None:
    """The LLM agent's resolver for ambiguous verdicts; None while no LLM is configured."""
    from app.diagnose.service import default_agent

    agent = default_agent(settings)
    return agent.resolver if agent is not None else None


# --- reading ---------------------------------------------------------------------------------------
def hints_from_path(path: Path) -> tuple[str | None, int | None]:
    """Node and rank suggested by a file name: ``rank3.log`` -> rank 3, ``gpu02.log`` -> node gpu02."""
    stem = path.name
    for suffix in (".gz", ".log", ".txt", ".out", ".err", ".stdout", ".stderr"):
        if stem.endswith(suffix):
            stem = stem[: -len(suffix)]
    stem = stem.removesuffix(".log")
    rank_match = _RANK_NAME.search(stem)
    if rank_match:
        return None, int(rank_match.group(1))
    node_match = _NODE_NAME.match(stem)
    if node_match and not _NOT_NODES.match(stem):
        return node_match.group(1), None
    return None, None


def read_text_lines(path: Path) -> Iterator[str]:
    """A log file's lines: UTF-8, or UTF-16 when it starts with that byte-order mark (PowerShell 5
    redirecting ``kubectl logs``); universal newlines, so CRLF and bare CR end lines too."""
    opener = gzip.open if path.suffix == ".gz" else open
    try:
        with opener(path, "rb") as raw:
            head = raw.read(4)
        with opener(path, "rt", encoding=_encoding(head), errors="replace") as handle:
            yield from handle
    except OSError as exc:
        raise InvalidInput(f"cannot read {path}: {exc.strerror or exc}") from exc


def _encoding(head: bytes) -> str:
    if head.startswith((b"\xff\xfe", b"\xfe\xff")):
        return "utf-16"
    return "utf-8-sig" if head.startswith(b"\xef\xbb\xbf") else "utf-8"


def _timestamp(text: str) -> float | None:
    m = _ISO_TS.search(text, 0, 64)
    if not m:
        return None
    try:
        fraction = int((m.group(7) or "0").ljust(6, "0"))
        year, month, day, hour, minute, second = (int(m.group(i)) for i in range(1, 7))
        moment = datetime(year, month, day, hour, minute, second, fraction, tzinfo=UTC)
    except ValueError:
        return None
    return moment.timestamp()


def log_lines(paths: Sequence[Path]) -> Iterator[LogLine]:
    """Lines of several files with one global index; per-file node/rank hints from the names.

    With several files the order between them is unknown, so lines carry an ISO timestamp when they
    print one: the earliest root cause is then decided by time rather than by file order.
    """
    index = 0
    several = len(paths) > 1
    for path in paths:
        node, rank = hints_from_path(path) if several or _RANK_NAME.search(path.name) else (None, None)
        for text in read_text_lines(path):
            yield LogLine(
                text.rstrip("\r\n"),
                index=index,
                node=node,
                rank=rank,
                ts=_timestamp(text) if several else None,
            )
            index += 1


# --- diagnosing --------------------------------------------------------------------------------------
def analyze_lines(
    lines: Iterable[LogLine],
    engine: RuleEngine,
    job_nodes: Sequence[str] | None = None,
    world_size: int | None = None,
    on_line: Callable[[LogLine], None] | None = None,
) -> JobAnalyzer:
    analyzer = JobAnalyzer(engine, job_nodes=job_nodes, world_size=world_size, post_mortem=True)
    for line in lines:
        analyzer.feed(line)
        if on_line is not None:
            on_line(line)
    analyzer.conclude()  # a log diagnosed after the fact is a failed job's: never no verdict
    return analyzer


async def resolve_ambiguous(
    verdicts: list[Verdict], resolver: Resolver | None, context: DiagnosisContext
) -> list[Verdict]:
    if resolver is None:
        return verdicts
    # Ambiguous verdicts, and "other" ones no rule could place, are the resolver's to settle.
    return [
        await resolver.resolve(v, context) if v.ambiguous or v.category == Category.other else v
        for v in verdicts
    ]


async def adiagnose_paths(
    paths: Sequence[str | Path],
    engine: RuleEngine,
    resolver: Resolver | None = None,
    job_id: str = "offline",
    on_line: Callable[[LogLine], None] | None = None,
) -> list[Verdict]:
    files = [Path(p) for p in paths]
    for file in files:
        if not file.is_file():
            raise InvalidInput(f"{file}: no such file")
    kept: list[LogLine] = []

    def seen(line: LogLine) -> None:
        if resolver is not None:
            kept.append(line)
        if on_line is not None:
            on_line(line)

    analyzer = analyze_lines(log_lines(files), engine, on_line=seen)
    verdicts = analyzer.verdicts()
    context = DiagnosisContext(
        job_id=job_id,
        nodes=sorted({s.node for s in analyzer.signals if s.node}),
        world_size=analyzer.world_size,
        lines=kept,
        signals=analyzer.signals,
    )
    return await resolve_ambiguous(verdicts, resolver, context)


def diagnose_paths(
    paths: Sequence[str | Path],
    engine: RuleEngine,
    resolver: Resolver | None = None,
    on_line: Callable[[LogLine], None] | None = None,
) -> list[Verdict]:
    """Diagnose one merged log or several per-rank/per-node files; one verdict per incident."""
    return asyncio.run(adiagnose_paths(paths, engine, resolver, on_line=on_line))


def verdict_json(verdict: Verdict) -> dict[str, Any]:
    return verdict.model_dump(mode="json")


# --- evaluating --------------------------------------------------------------------------------------
@dataclass(slots=True)
class CaseResult:
    id: str
    expected: dict[str, Any]
    predicted: dict[str, Any] | None
    ambiguous: bool
    multi_rank: bool
    category_ok: bool
    action_ok: bool
    culprit_named: bool
    culprit_ok: bool | None
    destructive_wrong: bool
    safe: bool
    fold: str | None = None
    confidence: float | None = None


# Confidence bins of the calibration table: [low, high) with the last bin closed.
CALIBRATION_BINS: tuple[tuple[float, float], ...] = (
    (0.0, 0.5),
    (0.5, 0.6),
    (0.6, 0.7),
    (0.7, 0.8),
    (0.8, 0.9),
    (0.9, 1.0),
)


def calibration(results: Sequence[CaseResult]) -> list[dict[str, Any]]:
    """Confidence bins -> how often the first verdict's action and category were right (all cases
    with a verdict; a case without one has no confidence and is counted apart as 'no verdict')."""
    rows: list[dict[str, Any]] = []
    for low, high in CALIBRATION_BINS:
        last = high >= CALIBRATION_BINS[-1][1]
        inside = [
            r
            for r in results
            if r.confidence is not None and low <= r.confidence and (r.confidence < high or last)
        ]
        rows.append(
            {
                "bin": f"{low:.1f}-{high:.1f}",
                "cases": len(inside),
                "mean_confidence": _mean([r.confidence for r in inside if r.confidence is not None]),
                "action_accuracy": _share(sum(r.action_ok for r in inside), len(inside)),
                "category_accuracy": _share(sum(r.category_ok for r in inside), len(inside)),
            }
        )
    return rows


def _mean(values: Sequence[float]) -> float | None:
    return round(sum(values) / len(values), 4) if values else None


@dataclass(slots=True)
class EvalReport:
    results: list[CaseResult] = field(default_factory=list)

    def summary(self) -> dict[str, Any]:
        body = _summarize(self.results)
        body["calibration"] = calibration(self.results)
        folds = sorted({r.fold for r in self.results if r.fold})
        if folds:
            # Corpora split by source (docs/CONTRACT.md: the optional `fold` field): every fold and all.
            body["folds"] = {name: _summarize([r for r in self.results if r.fold == name]) for name in folds}
            body["folds"]["all"] = _summarize(self.results)
            for name in folds:
                body["folds"][name]["calibration"] = calibration([r for r in self.results if r.fold == name])
        return body

    def to_json(self) -> dict[str, Any]:
        return {
            "cases": [
                {
                    "id": r.id,
                    "fold": r.fold,
                    "predicted": r.predicted,
                    "expected": {k: r.expected.get(k) for k in ("category", "expected_action", "culprit")},
                    "category_ok": r.category_ok,
                    "action_ok": r.action_ok,
                    "culprit_ok": r.culprit_ok,
                }
                for r in self.results
            ],
            "summary": self.summary(),
        }


def _summarize(results: Sequence[CaseResult]) -> dict[str, Any]:
    firm = [r for r in results if not r.ambiguous]
    unsure = [r for r in results if r.ambiguous]
    named = [r for r in results if r.culprit_named]
    multi = [r for r in named if r.multi_rank]
    wrong = [r.id for r in results if r.destructive_wrong]
    silent = [r.id for r in firm if r.predicted is None]
    categories: dict[str, dict[str, Any]] = {}
    for r in results:
        row = categories.setdefault(
            str(r.expected.get("category")), {"cases": 0, "category_ok": 0, "action_ok": 0}
        )
        row["cases"] += 1
        row["category_ok"] += int(r.category_ok)
        row["action_ok"] += int(r.action_ok)
    return {
        "cases": len(results),
        "non_ambiguous": {
            "cases": len(firm),
            "category_accuracy": _share(sum(r.category_ok for r in firm), len(firm)),
            "action_accuracy": _share(sum(r.action_ok for r in firm), len(firm)),
        },
        "culprit": {
            "multi_rank_cases_naming_one": len(multi),
            "multi_rank_accuracy": _share(sum(bool(r.culprit_ok) for r in multi), len(multi)),
            "cases_naming_one": len(named),
            "accuracy": _share(sum(bool(r.culprit_ok) for r in named), len(named)),
        },
        "ambiguous": {
            "cases": len(unsure),
            "handled_safely": sum(r.safe for r in unsure),
            "share_safe": _share(sum(r.safe for r in unsure), len(unsure)),
            "action_accuracy": _share(sum(r.action_ok for r in unsure), len(unsure)),
        },
        "wrong_destructive_actions": len(wrong),
        "wrong_destructive_cases": wrong,
        "no_verdict": len(silent),
        "no_verdict_cases": silent,
        "all_cases": {
            "category_accuracy": _share(sum(r.category_ok for r in results), len(results)),
            "action_accuracy": _share(sum(r.action_ok for r in results), len(results)),
        },
        "per_category": dict(sorted(categories.items())),
    }


def _share(part: int, whole: int) -> float | None:
    return round(part / whole, 4) if whole else None


def load_corpus(path: str | Path) -> list[dict[str, Any]]:
    file = Path(path)
    if not file.is_file():
        raise InvalidInput(f"corpus {file} not found")
    cases: list[dict[str, Any]] = []
    for number, text in enumerate(read_text_lines(file), start=1):
        if not text.strip():
            continue
        try:
            case = json.loads(text)
        except json.JSONDecodeError as exc:
            raise InvalidInput(f"{file}:{number}: invalid JSON: {exc.msg}") from exc
        if not isinstance(case, dict) or "log" not in case or "id" not in case:
            raise InvalidInput(f"{file}:{number}: a case needs at least 'id' and 'log'")
        cases.append(case)
    return cases


def culprit_sets(value: Any) -> tuple[set[str], set[int]]:
    """Nodes and ranks named by a corpus culprit, whatever its shape (object, list, "rank 5", "gpu02")."""
    nodes: set[str] = set()
    ranks: set[int] = set()
    if value is None:
        return nodes, ranks
    if isinstance(value, dict):
        for key in ("nodes", "node", "hosts", "host"):
            nodes |= _nodes_of(value.get(key))
        for key in ("ranks", "rank"):
            ranks |= _ranks_of(value.get(key))
        return nodes, ranks
    if isinstance(value, list):
        for item in value:
            n, r = culprit_sets(item)
            nodes |= n
            ranks |= r
        return nodes, ranks
    if isinstance(value, bool):
        return nodes, ranks
    if isinstance(value, int):
        return nodes, {value}
    text = str(value).strip()
    for part in re.split(r"[,;]\s*|\s+and\s+", text):
        part = part.strip()
        m = re.fullmatch(r"(?:global )?rank[ _:=-]?(\d+)", part, re.IGNORECASE) or re.fullmatch(
            r"(\d+)", part
        )
        if m:
            ranks.add(int(m.group(1)))
            continue
        m = re.fullmatch(r"(?:node|host)[ :=]\s*(\S+)", part, re.IGNORECASE)
        if m:
            nodes.add(m.group(1))
            continue
        m = re.fullmatch(r"(\S+?)[ /:]+rank[ _:=-]?(\d+)", part, re.IGNORECASE)
        if m:
            nodes.add(m.group(1))
            ranks.add(int(m.group(2)))
            continue
        if part:
            nodes.add(part)
    return nodes, ranks


def _nodes_of(value: Any) -> set[str]:
    if value is None:
        return set()
    if isinstance(value, list):
        return {str(v) for v in value}
    return {str(value)}


def _ranks_of(value: Any) -> set[int]:
    if value is None or isinstance(value, bool):
        return set()
    if isinstance(value, list):
        return {int(v) for v in value if str(v).lstrip("-").isdigit()}
    text = str(value)
    return {int(text)} if text.lstrip("-").isdigit() else set()


def culprit_matches(expected: Any, predicted: dict[str, Any] | None) -> bool:
    """Every kind (nodes, ranks) the label names is predicted exactly; a kind the prediction leaves
    empty is forgiven when the other kind matched."""
    want_nodes, want_ranks = culprit_sets(expected)
    if predicted is None:
        return False
    culprit = predicted.get("culprit") or {}
    got_nodes = set(culprit.get("nodes") or [])
    got_ranks = set(culprit.get("ranks") or [])
    checks: list[bool | None] = []
    for want, got in ((want_nodes, got_nodes), (want_ranks, got_ranks)):
        if not want:
            continue
        checks.append(None if not got else want == got)
    decided = [c for c in checks if c is not None]
    return bool(decided) and all(decided)


async def aevaluate(
    cases: Iterable[dict[str, Any]],
    engine: RuleEngine,
    resolver: Resolver | None = None,
    on_case: Callable[[], None] | None = None,
) -> EvalReport:
    report = EvalReport()
    for case in cases:
        log = case.get("log", "")
        texts = log if isinstance(log, list) else str(log).splitlines()
        lines = [LogLine(str(t), index=i) for i, t in enumerate(texts)]
        analyzer = analyze_lines(lines, engine)
        context = DiagnosisContext(
            job_id=str(case.get("id")), world_size=analyzer.world_size, lines=lines, signals=analyzer.signals
        )
        verdicts = await resolve_ambiguous(analyzer.verdicts(), resolver, context)
        predicted = verdict_json(verdicts[0]) if verdicts else None
        report.results.append(score_case(case, predicted, analyzer))
        if on_case is not None:
            on_case()
    return report


def evaluate(
    cases: Iterable[dict[str, Any]], engine: RuleEngine, resolver: Resolver | None = None
) -> EvalReport:
    return asyncio.run(aevaluate(cases, engine, resolver))


def score_case(case: dict[str, Any], predicted: dict[str, Any] | None, analyzer: JobAnalyzer) -> CaseResult:
    expected_action = case.get("expected_action")
    got_action = predicted.get("action") if predicted else None
    ambiguous = bool(case.get("ambiguous"))
    culprit = case.get("culprit")
    want_nodes, want_ranks = culprit_sets(culprit)
    named = bool(want_nodes or want_ranks)
    culprit_ok = culprit_matches(culprit, predicted) if named else None
    destructive = {a.value for a in DESTRUCTIVE_ACTIONS}
    wrong = got_action in destructive and got_action != expected_action
    if (
        not wrong
        and got_action == Action.cordon_and_restart.value
        and want_nodes
        and predicted is not None
        and set((predicted.get("culprit") or {}).get("nodes") or []) - want_nodes
    ):
        # Draining a node the label does not name is as wrong as draining for no reason.
        wrong = True
    seen_nodes = {s.node for s in analyzer.signals if s.node}
    multi = len(analyzer.seen_ranks) > 1 or len(seen_nodes) > 1
    return CaseResult(
        id=str(case.get("id")),
        expected=case,
        predicted=predicted,
        ambiguous=ambiguous,
        multi_rank=multi,
        category_ok=predicted is not None and predicted.get("category") == case.get("category"),
        action_ok=got_action == expected_action,
        culprit_named=named,
        culprit_ok=culprit_ok,
        destructive_wrong=wrong,
        safe=got_action not in destructive,
        fold=str(case["fold"]) if case.get("fold") else None,
        confidence=float(predicted["confidence"])
        if predicted and predicted.get("confidence") is not None
        else None,
    )
