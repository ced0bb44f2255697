"""What the live agent reads about an incident: its rule verdict, its job, its signals and log,
recent and similar incidents, and a cached diagnosis re-grounded in this job.

Loaded from the store in one session; the archive is streamed later, outside any transaction.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from app.classify.schemas import Signal
from app.diagnose.answer import AnswerRejected, JobFacts, LLMAnswer, LogIndex, check_answer
from app.diagnose.context import JobLines, similar_incidents
from app.diagnose.guards import JobEvidence
from app.incidents.fingerprint import template_of
from app.incidents.schemas import Culprit, Verdict
from app.logline import LogLine
from app.settings import Settings
from app.store.analysis import job_lines
from app.store.archive import JobLog, open_archive
from app.store.incidents import IncidentRepository, IncidentRow, SignalRepository, SignalRow
from app.store.jobs import JobRepository
from app.store.llm import LLMDiagnosisRepository, LLMDiagnosisRow
from app.vocabulary import CATEGORY_LAYER, Action, Blame, Category, Source

# Enough of the digest to find the cached diagnosis's lines again by their templates.
CACHE_RELOCATE_BUDGET = 20_000


def verdict_of(row: IncidentRow) -> Verdict:
    return Verdict(
        category=Category(row.category),
        layer=CATEGORY_LAYER[Category(row.category)],
        blame=Blame(row.blame),
        action=Action(row.action),
        culprit=Culprit(nodes=list(row.culprit_nodes), ranks=list(row.culprit_ranks)),
        root_cause_line=row.root_cause_line,
        evidence=list(row.evidence),
        confidence=row.confidence,
        source=Source(row.source),
        rule_ids=list(row.rule_ids),
        fingerprint=row.fingerprint,
        explanation=row.explanation,
        ambiguous=row.ambiguous,
    )


def signal_of(row: SignalRow) -> Signal:
    category = Category(row.category) if row.category in Category.__members__ else Category.other
    return Signal(
        rule_id=row.rule_id,
        category=category,
        layer=CATEGORY_LAYER[category],
        blame=Blame.unknown,
        action=Action.needs_human,
        confidence=0.0,
        symptom=row.symptom,
        line=row.line,
        line_index=row.line_index,
        node=row.node,
        rank=row.rank,
        fields=dict(row.fields or {}),
    )


@dataclass(slots=True)
class LoadedIncident:
    rule_verdict: Verdict
    facts: JobFacts
    signals: list[Signal]
    scheduler: str
    restarts: int
    recent: list[dict[str, Any]]
    similar: list[dict[str, Any]]
    cached: LLMDiagnosisRow | None
    archive: JobLog
    start: int


async def load_incident(session: AsyncSession, row: IncidentRow, settings: Settings) -> LoadedIncident:
    job = await JobRepository(session).get(row.job_id)
    signal_rows = await SignalRepository(session).for_job(row.job_id, limit=500)
    cache = LLMDiagnosisRepository(session)
    nodes = {str(n) for n in (job.nodes if job else []) or []}
    facts = JobFacts(
        row.job_id, nodes=set(nodes), nodes_registered=bool(nodes), world_size=job.world_size if job else None
    )
    facts.learn((s.node for s in signal_rows), (s.rank for s in signal_rows))
    recent: list[dict[str, Any]] = []
    if nodes:
        for other in await IncidentRepository(session).list(limit=100):
            touched = sorted(nodes & set(other.culprit_nodes or []))
            if other.id != row.id and touched:
                recent.append(
                    {
                        "when": other.created_at.strftime("%Y-%m-%d %H:%M"),
                        "category": other.category,
                        "action": other.action,
                        "nodes": touched,
                    }
                )
    return LoadedIncident(
        rule_verdict=verdict_of(row),
        facts=facts,
        signals=[signal_of(s) for s in signal_rows],
        scheduler=job.scheduler if job else "local",
        restarts=job.restarts if job else 0,
        recent=recent[:5],
        similar=similar_incidents(row.root_cause_line, row.fingerprint, await cache.recent(200)),
        cached=await cache.usable(row.fingerprint),
        archive=await job_lines(session, open_archive(settings), row.job_id, job.archive_bytes if job else 0),
        start=job.epoch_start_line if job else 0,
    )


def archived_lines(loaded: LoadedIncident) -> Iterator[LogLine]:
    return (rec.to_logline() for rec in loaded.archive.iter_lines(start=loaded.start))


def reuse_cached(
    cached: LLMDiagnosisRow,
    rule_verdict: Verdict,
    facts: JobFacts,
    lines: JobLines,
    log_index: LogIndex,
    evidence_of: Callable[[list[str]], JobEvidence],
) -> tuple[Verdict, JobEvidence] | None:
    """The cached diagnosis re-made for this job: its lines found again by template, and a culprit
    of this job's own (never the cached one): the nodes that shipped those lines here and the ranks
    the rule stage localized here. Returns the verdict and this job's evidence for the guards, or
    None when it does not hold here (the caller then asks the model)."""
    old = cached.verdict
    view = lines.digest(CACHE_RELOCATE_BUDGET)
    facts.learn(view.nodes, view.ranks)
    by_template: dict[str, str] = {}
    for text in view.text.splitlines():
        bare = text.strip().split(": ", 1)[1] if text.strip()[:1].isdigit() and ": " in text else text.strip()
        by_template.setdefault(template_of(bare), bare)
    root = old.get("root_cause_line")
    root_here = by_template.get(template_of(root)) if root else None
    evidence = [by_template[t] for t in (template_of(e) for e in old.get("evidence", [])) if t in by_template]
    root_line = root_here or (rule_verdict.root_cause_line if not root else None)
    located = log_index.locate([x for x in [root_line, *evidence] if x])
    found = evidence_of(list(located.values()))
    printed: set[str] = set()
    for line in located.values():
        printed |= found.speakers.get(line, set())
    nodes = sorted(n for n in printed if n in facts.nodes or not facts.nodes_registered)
    if Blame(old.get("blame", "unknown")) == Blame.node_hardware:
        # Hardware blame lands only where this job shows hardware evidence; with none, the nodes
        # stay for the guards to refuse (a person decides), not for the model to be asked again.
        nodes = [n for n in nodes if n in found.hardware] or nodes
    ranks = [r for r in rule_verdict.culprit.ranks if facts.has_rank(r)]
    try:
        answer = LLMAnswer.model_validate(
            {
                "category": old["category"],
                "blame": old["blame"],
                "action": old["action"],
                "culprit": {"nodes": nodes, "ranks": ranks},
                "root_cause_line": root_line,
                "evidence": evidence,
                "confidence": old.get("confidence", 0.5),
                "explanation": old.get("explanation", ""),
            }
        )
        verdict = check_answer(
            answer, facts, log_index, fingerprint=rule_verdict.fingerprint, rule_ids=rule_verdict.rule_ids
        )
    except (AnswerRejected, KeyError, ValueError):
        return None
    return verdict.model_copy(update={"source": Source.cache}), found
