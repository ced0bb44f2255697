"""The live pipeline's use-cases: a batch of lines in, templates, signals and an incident out.

The analysis state of a job (its Drain3 miner and its rule analyzer) lives in worker memory as a
cache. The archive is the source of truth: after a worker restart, or after a failed transaction,
the state is rebuilt by replaying the committed lines of the job's current epoch. Everything is
written in the caller's transaction; nothing here commits.
"""

from __future__ import annotations

import re
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from app.classify.engine import RuleEngine
from app.classify.schemas import Signal
from app.compress.miner import JobCompressor
from app.incidents.analyzer import JobAnalyzer
from app.incidents.schemas import Verdict
from app.ingest.archive import JobArchive
from app.logline import LogLine
from app.settings import CompressSettings
from app.store.base import utcnow
from app.store.compress import MinerStateRepository
from app.store.incidents import (
    OPEN_STATES,
    IncidentRepository,
    IncidentRow,
    SalientLineRow,
    SignalRow,
    TemplateRepository,
    TemplateRow,
)
from app.store.jobs import JobRow
from app.vocabulary import Action, Blame, Category, Layer, Source

# Progress in logs: "step 120", "step=120", "Step: 120/1000", "iteration 120".
_STEP = re.compile(r"\b(?:step|iteration|iter)\b[\s:=#]*(\d+)", re.IGNORECASE)
SIGNALS_KEPT_PER_RULE = 20


@dataclass
class JobAnalysis:
    """In-memory analysis state of one job's current epoch."""

    analyzer: JobAnalyzer
    compressor: JobCompressor
    next_index: int
    epoch_start: int
    saved_version: int = -1  # compressor version last persisted
    signals_per_rule: dict[str, int] = field(default_factory=dict)


@dataclass
class BatchOutcome:
    lines: int = 0
    duplicates: int = 0
    new_signals: int = 0
    incident_id: int | None = None
    incident_changed: bool = False


class AnalysisCache:
    """LRU of job analyses; bounded so one worker can serve many jobs."""

    def __init__(
        self, engine: RuleEngine, compress: CompressSettings, archive_dir: Path, max_jobs: int = 256
    ):
        self.engine = engine
        self.compress = compress
        self.archive_dir = archive_dir
        self.max_jobs = max_jobs
        self._jobs: OrderedDict[str, JobAnalysis] = OrderedDict()

    def drop(self, job_id: str) -> None:
        self._jobs.pop(job_id, None)

    async def get(self, session: AsyncSession, job: JobRow) -> JobAnalysis:
        state = self._jobs.get(job.job_id)
        if (
            state is not None
            and state.next_index == job.lines_processed
            and state.epoch_start == job.epoch_start_line
        ):
            self._jobs.move_to_end(job.job_id)
            return state
        state = await self._rebuild(session, job)
        self._jobs[job.job_id] = state
        while len(self._jobs) > self.max_jobs:
            self._jobs.popitem(last=False)
        return state

    async def _rebuild(self, session: AsyncSession, job: JobRow) -> JobAnalysis:
        """Restore the miner from its snapshot (template ids continue) and replay the epoch's lines."""
        snapshot = await MinerStateRepository(session).get(job.job_id)
        compressor = (
            JobCompressor.restore(snapshot, self.compress) if snapshot else JobCompressor(self.compress)
        )
        state = JobAnalysis(
            analyzer=JobAnalyzer(self.engine, job_nodes=job.nodes or None, world_size=job.world_size),
            compressor=compressor,
            next_index=job.epoch_start_line,
            epoch_start=job.epoch_start_line,
            saved_version=compressor.version,
        )
        archive = JobArchive(self.archive_dir, job.job_id)
        # Without a snapshot the miner replays from the job's first line, so its ids match the store's.
        start = job.epoch_start_line if snapshot else 0
        for rec in archive.iter_lines(job.archive_bytes, start=start):
            line = rec.to_logline()
            if snapshot is None:
                compressor.add(line.text, line.index)
            if line.index < job.epoch_start_line:
                continue
            for sig in state.analyzer.feed(line):
                state.signals_per_rule[sig.rule_id] = state.signals_per_rule.get(sig.rule_id, 0) + 1
            state.next_index = rec.index + 1
        state.next_index = max(state.next_index, job.lines_processed)
        return state


def start_new_epoch(job: JobRow, cache: AnalysisCache | None = None) -> None:
    """A restarted job is diagnosed afresh: earlier lines stay archived but no longer count."""
    job.epoch_start_line = job.lines_processed
    if cache is not None:
        cache.drop(job.job_id)


async def process_lines(
    session: AsyncSession, job: JobRow, lines: Sequence[LogLine], cache: AnalysisCache
) -> BatchOutcome:
    """Archive, compress, classify and correlate new lines (already deduplicated and indexed)."""
    outcome = BatchOutcome(lines=len(lines))
    if not lines:
        return outcome
    state = await cache.get(session, job)
    archive = JobArchive(cache.archive_dir, job.job_id)
    job.archive_bytes = archive.append(lines, job.archive_bytes)

    touched: dict[int, tuple[str, int, int, int]] = {}  # id -> (template, count, first, last)
    salient: list[SalientLineRow] = []
    signal_rows: list[SignalRow] = []
    last_step: int | None = None
    for line in lines:
        hit = state.compressor.add(line.text, line.index)
        _, n, first, _ = touched.get(hit.template_id, (hit.template, 0, line.index, line.index))
        touched[hit.template_id] = (hit.template, n + 1, first, line.index)
        if hit.is_new:
            salient.append(_salient(job.job_id, line, "first_of_template", hit.template_id))
        for sig in state.analyzer.feed(line):
            outcome.new_signals += 1
            kept = state.signals_per_rule.get(sig.rule_id, 0)
            state.signals_per_rule[sig.rule_id] = kept + 1
            if kept < SIGNALS_KEPT_PER_RULE:
                signal_rows.append(_signal_row(job.job_id, sig))
                salient.append(_salient(job.job_id, line, "rule_hit", hit.template_id))
        if "tep" in line.text or "iter" in line.text:
            m = _STEP.search(line.text)
            if m:
                last_step = max(last_step or 0, int(m.group(1)))
    state.next_index = lines[-1].index + 1

    await _upsert_templates(session, job.job_id, touched)
    if state.compressor.version != state.saved_version:
        # Same transaction as the lines: after a restart the ids continue from exactly here.
        await MinerStateRepository(session).put(job.job_id, state.compressor.snapshot())
        state.saved_version = state.compressor.version
    session.add_all(salient)
    session.add_all(signal_rows)
    if last_step is not None:
        note_progress(job, last_step)
    # A finished hang stack dump can move the culprit without a new signal: the analyzer says so.
    if outcome.new_signals or state.analyzer.changed:
        verdicts = state.analyzer.verdicts()
        if verdicts:
            outcome.incident_id, outcome.incident_changed = await upsert_incident(session, job, verdicts[0])
    return outcome


def note_progress(job: JobRow, step: int) -> None:
    """A step that differs from the last one seen is progress (lower too: a resumed job goes back)."""
    if step != job.last_step:
        job.last_step = step
        job.last_progress_at = utcnow()


async def _upsert_templates(
    session: AsyncSession, job_id: str, touched: dict[int, tuple[str, int, int, int]]
) -> None:
    if not touched:
        return
    repo = TemplateRepository(session)
    existing = await repo.for_job(job_id, list(touched))
    for tid, (template, n, first, last) in touched.items():
        row = existing.get(tid)
        if row is None:
            repo.add(
                TemplateRow(
                    job_id=job_id,
                    template_id=tid,
                    template=template,
                    count=n,
                    first_index=first,
                    last_index=last,
                )
            )
        else:
            row.template = template
            row.count += n
            row.last_index = last


def _salient(job_id: str, line: LogLine, reason: str, template_id: int | None) -> SalientLineRow:
    return SalientLineRow(
        job_id=job_id,
        line_index=line.index,
        node=line.node,
        rank=line.rank,
        reason=reason,
        template_id=template_id,
        line=line.text,
    )


def _signal_row(job_id: str, sig: Signal) -> SignalRow:
    return SignalRow(
        job_id=job_id,
        rule_id=sig.rule_id,
        category=str(sig.category),
        symptom=sig.symptom,
        node=sig.node,
        rank=sig.rank,
        line_index=sig.line_index,
        line=sig.line,
        fields=dict(sig.fields),
    )


def apply_verdict(row: IncidentRow, verdict: Verdict) -> None:
    row.category = str(verdict.category)
    row.layer = str(verdict.layer)
    row.blame = str(verdict.blame)
    row.action = str(verdict.action)
    row.confidence = verdict.confidence
    row.source = str(verdict.source)
    row.fingerprint = verdict.fingerprint
    row.culprit_nodes = list(verdict.culprit.nodes)
    row.culprit_ranks = list(verdict.culprit.ranks)
    row.root_cause_line = verdict.root_cause_line
    row.evidence = list(verdict.evidence)
    row.rule_ids = list(verdict.rule_ids)
    row.explanation = verdict.explanation
    row.ambiguous = verdict.ambiguous


async def upsert_incident(session: AsyncSession, job: JobRow, verdict: Verdict) -> tuple[int, bool]:
    """One open incident per job epoch; it follows the verdict while nobody has acted on it yet."""
    repo = IncidentRepository(session)
    row = await repo.open_for_job(job.job_id)
    if row is None:
        row = IncidentRow(job_id=job.job_id, state="open")
        apply_verdict(row, verdict)
        repo.add(row)
        await session.flush()
        return row.id, True
    if row.state != "open":
        return row.id, False
    if row.source in (Source.llm.value, Source.cache.value) and verdict.ambiguous:
        # The LLM already settled what the rules cannot: more ambiguous lines change nothing.
        return row.id, False
    before = (row.fingerprint, row.action, row.culprit_nodes, row.culprit_ranks, row.confidence)
    apply_verdict(row, verdict)
    after = (row.fingerprint, row.action, row.culprit_nodes, row.culprit_ranks, row.confidence)
    return row.id, before != after


def unexplained_exit_verdict(exit_code: int, signal: int | None) -> Verdict:
    how = f"signal {signal}" if signal else f"exit code {exit_code}"
    return Verdict(
        category=Category.other,
        layer=Layer.other,
        blame=Blame.unknown,
        action=Action.needs_human,
        confidence=0.0,
        source=Source.none,
        fingerprint=f"exit-{exit_code}-{signal or 0}",
        explanation=f"The job ended with {how} and its log shows no known failure signature.",
        ambiguous=True,
    )


def stall_verdict(job: JobRow, stalled_s: float) -> Verdict:
    return Verdict(
        category=Category.hang,
        layer=Layer.framework,
        blame=Blame.unknown,
        action=Action.needs_human,
        confidence=0.5,
        source=Source.rule,
        fingerprint="hang-no-progress",
        rule_ids=["service.no_progress"],
        explanation=(
            f"No training progress for {stalled_s:.0f}s (last step {job.last_step}); "
            "the log shows no failure. A hang: the hang watchdog's stack dumps, "
            "when the job uses the agent, name the stuck rank."
        ),
        ambiguous=True,
    )


async def sweep_stalled_jobs(
    session: AsyncSession, stall_after_s: float, now: datetime | None = None
) -> list[int]:
    """Open a hang incident for running jobs whose step stopped advancing; returns incident ids."""
    now = now or datetime.now(UTC)
    cutoff = now - timedelta(seconds=stall_after_s)
    stmt = select(JobRow).where(
        JobRow.state == "running", JobRow.last_progress_at.is_not(None), JobRow.last_progress_at < cutoff
    )
    opened: list[int] = []
    repo = IncidentRepository(session)
    for job in (await session.execute(stmt)).scalars():
        assert job.last_progress_at is not None
        latest = await repo.latest_for_job(job.job_id)
        if latest is not None and (latest.state in OPEN_STATES or latest.created_at > job.last_progress_at):
            continue  # already being handled, or this stall was already reported
        stalled = (now - job.last_progress_at).total_seconds()
        incident_id, _ = await upsert_incident(session, job, stall_verdict(job, stalled))
        opened.append(incident_id)
    return opened


def ettr(job: JobRow, now: datetime | None = None) -> float | None:
    """Effective training time ratio: the share of the job's wall time not lost to failures."""
    now = now or datetime.now(UTC)
    wall = (now - job.created_at).total_seconds()
    if wall <= 0:
        return None
    return max(0.0, 1.0 - job.downtime_s / wall)
