"""The live pipeline's use-cases: a batch of lines in, templates, signals and an incident out.

A job's lines are processed per queue partition (its nodes hash over them): each partition of a
job has its own analysis (a Drain3 miner, a rule analyzer, an archive chain), committed with each
of its batches in its row (app/incidents/handoff.py) and cached in worker memory. The job's
verdict (culprit, root cause vs symptom, hang) is decided over every partition's analyzer, merged
(``JobAnalyzer.merged``), under the job row's lock, by the batches that produced signals.
Everything is written in the caller's transaction; nothing here commits.

Incidents and epochs (docs/diagnosis.md, "Incidents of a running job"): a job's diagnosis epoch is
one run of it; a restart by crashcart or a registration of a new run (a prolog after a requeue)
starts the next, and only the current epoch's lines count. The first failure of an epoch opens its
incident (part 0), which follows the verdict while nobody could have acted on it yet. Once it is
committed (a confident verdict the orchestrator may already have planned for, or any state past
``open``), its nodes are fixed: a failure on *other* nodes of the same run is a new incident, the
epoch's next part, that the orchestrator plans under the same policy as any other. A failure on
nodes an incident of the epoch already names never opens another (a closed or ``needs_human``
incident is not reopened), but a sure *changed* verdict of it does reach the planner: applied to
an incident still being handled (re-planned by the orchestrator), or, for a closed one, opening
the next part (:func:`_changed_verdict_of`), at most ``policy.max_changed_verdict_parts`` of them a
run; past that the change is only recorded on the last part (:func:`_hold_change`).
``(job, epoch, part)`` is unique in the database, so two writers that decided from the same state
cannot both open one.
"""

from __future__ import annotations

import asyncio
import logging
import re
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Literal

from sqlalchemy import or_, select
from sqlalchemy.ext.asyncio import AsyncSession

from app.classify.engine import RuleEngine
from app.classify.schemas import Signal
from app.compress.miner import JobCompressor
from app.incidents import handoff, progress
from app.incidents.actions import action_table
from app.incidents.analyzer import JobAnalyzer
from app.incidents.fingerprint import fingerprint
from app.incidents.predigest import Predigest
from app.incidents.runs import end_replaced_run, end_run
from app.incidents.schemas import Culprit, Verdict
from app.logline import LogLine
from app.settings import CompressSettings, get_settings
from app.store.archive import Archive
from app.store.base import utcnow
from app.store.incidents import (
    OPEN_STATES,
    IncidentRepository,
    IncidentRow,
    SalientLineRow,
    SignalRow,
    TemplateRepository,
)
from app.store.jobs import JobRepository, JobRow
from app.vocabulary import Action, Blame, Category, Layer, Source

log = logging.getLogger(__name__)

# Progress in logs: "step 120", "step=120", "Step: 120/1000", "iteration 120".
_STEP = re.compile(r"\b(?:step|iteration|iter)\b[\s:=#]*(\d{1,18})(?!\d)", re.IGNORECASE)  # fits BIGINT
SIGNALS_KEPT_PER_RULE = 20


@dataclass
class JobAnalysis:
    """In-memory analysis state of one queue partition of a job (its nodes' lines)."""

    analyzer: JobAnalyzer
    compressor: JobCompressor
    part: int
    epoch: int
    epoch_start: int
    # The partition row this state is (app/store/analysis.py): bumped by every batch.
    version: int = 0
    archive_bytes: int = 0
    lines: int = 0
    saved_miner: int = -1  # compressor version last persisted
    signals_per_rule: dict[str, int] = field(default_factory=dict)


@dataclass
class BatchOutcome:
    lines: int = 0
    duplicates: int = 0
    new_signals: int = 0
    incident_id: int | None = None
    incident_changed: bool = False
    fresh_signals: list[Signal] = field(default_factory=list)
    last_step: int | None = None
    low_step: int | None = None
    # New signals, or a finished hang dump: the job's verdict is decided again.
    verdict_due: bool = False
    progressed: bool = False  # the job's step moved


@dataclass
class _JobEntry:
    parts: dict[int, JobAnalysis] = field(default_factory=dict)
    # Other workers' partitions of the job, read for its verdict: part -> (version, analyzer).
    peers: dict[int, tuple[int, JobAnalyzer]] = field(default_factory=dict)


class AnalysisCache:
    """LRU of jobs' partition analyses; bounded so one worker can serve many jobs."""

    def __init__(
        self,
        engine: RuleEngine,
        compress: CompressSettings,
        archive: Archive,
        max_jobs: int = 256,
        log_aggregators: Sequence[str] = (),
    ):
        self.engine = engine
        self.log_aggregators = tuple(log_aggregators)
        self.compress = compress
        self.archive = archive
        self.max_jobs = max_jobs
        self._jobs: OrderedDict[str, _JobEntry] = OrderedDict()

    def drop(self, job_id: str, part: int | None = None) -> None:
        """Forget the job's analyses (all, or one partition's: its transaction failed)."""
        if part is None:
            self._jobs.pop(job_id, None)
            return
        entry = self._jobs.get(job_id)
        if entry is not None:
            entry.parts.pop(part, None)
            entry.peers.pop(part, None)

    def _entry(self, job_id: str) -> _JobEntry:
        entry = self._jobs.get(job_id)
        if entry is None:
            entry = self._jobs[job_id] = _JobEntry()
        self._jobs.move_to_end(job_id)
        while len(self._jobs) > self.max_jobs:
            self._jobs.popitem(last=False)
        return entry

    def _fresh_analyzer(self, job: JobRow) -> JobAnalyzer:
        return JobAnalyzer(
            self.engine,
            job_nodes=job.nodes or None,
            world_size=job.world_size,
            restarts=job.restarts or 0,
            log_aggregators=self.log_aggregators,
        )

    async def get(
        self,
        session: AsyncSession,
        job: JobRow,
        part: int,
        meta: handoff.PartitionMeta,
        epoch: int,
        epoch_start: int,
    ) -> JobAnalysis:
        """The partition's analysis as committed (``meta``: its row), for lines of ``epoch``.

        The copy in memory when it is the committed version; else the row's (another worker
        processed the partition's last batch: its lease moved, or this worker restarted); a new
        epoch starts a fresh analyzer, the miner continuing."""
        entry = self._entry(job.job_id)
        cached = entry.parts.get(part)
        current = cached is not None and cached.version == meta.version and meta.exists
        if current and cached is not None and cached.epoch == epoch:
            return cached
        state_blob: bytes | None = None
        if current and cached is not None:
            compressor, saved_miner = cached.compressor, cached.saved_miner
        else:
            miner_blob: bytes | None = None
            if meta.exists:
                state_blob, miner_blob = await handoff.blobs(session, job.job_id, part)
            compressor = (
                JobCompressor.restore(miner_blob, self.compress)
                if miner_blob
                else JobCompressor(self.compress)
            )
            saved_miner = compressor.version
        state = JobAnalysis(
            analyzer=self._fresh_analyzer(job),
            compressor=compressor,
            part=part,
            epoch=epoch,
            epoch_start=epoch_start,
            version=meta.version,
            archive_bytes=meta.archive_bytes,
            lines=meta.lines,
            saved_miner=saved_miner,
        )
        if meta.exists and meta.epoch == epoch and meta.version > 0:
            # The partition's analyzer of this run, as committed.
            loaded = self._load(job, part, state_blob) if state_blob is not None else None
            if loaded is None:
                await asyncio.to_thread(self._replay, job, state)
            else:
                state.analyzer, state.signals_per_rule = loaded
        entry.parts[part] = state
        entry.peers.pop(part, None)
        return state

    def _load(self, job: JobRow, part: int, blob: bytes) -> tuple[JobAnalyzer, dict[str, int]] | None:
        try:
            return handoff.load(blob, self.engine, action_table(get_settings().rules_dir))
        except Exception as exc:
            log.warning(
                "job %s partition %d: saved analysis state unusable (%s); replaying its archive",
                job.job_id,
                part,
                exc,
            )
            return None

    def _replay(self, job: JobRow, state: JobAnalysis) -> None:
        """Feed the partition's committed lines of the run to a fresh analyzer (its saved state
        could not be read: a rules upgrade changed a class it holds)."""
        archive = self.archive.job(job.job_id, state.part)
        for rec in archive.iter_lines(state.archive_bytes, start=state.epoch_start):
            for sig in state.analyzer.feed(rec.to_logline()):
                state.signals_per_rule[sig.rule_id] = state.signals_per_rule.get(sig.rule_id, 0) + 1

    async def job_analyzers(
        self, session: AsyncSession, job: JobRow, epoch: int, mine: Sequence[JobAnalysis] = ()
    ) -> list[JobAnalyzer]:
        """The analyzers of every partition of the job that has lines of ``epoch``: ``mine`` (the
        partitions this transaction processes) as they are in memory, the others as committed
        (unpickled once per version they reach)."""
        entry = self._entry(job.job_id)
        found = await handoff.versions(session, job.job_id, epoch)
        own_parts = {state.part for state in mine}
        out: dict[int, JobAnalyzer] = {}
        wanted: list[int] = []
        for part, version in found.items():
            if part in own_parts:
                continue
            own = entry.parts.get(part)
            peer = entry.peers.get(part)
            if own is not None and own.version == version and own.epoch == epoch:
                out[part] = own.analyzer
            elif peer is not None and peer[0] == version:
                out[part] = peer[1]
            else:
                wanted.append(part)
        for part, (version, blob) in (await handoff.states(session, job.job_id, wanted)).items():
            loaded = self._load(job, part, blob)
            if loaded is not None:
                entry.peers[part] = (version, loaded[0])
                out[part] = loaded[0]
        for state in mine:
            if state.epoch == epoch:
                out[state.part] = state.analyzer
        return [out[p] for p in sorted(out)]

    async def verdicts(
        self, session: AsyncSession, job: JobRow, epoch: int, mine: Sequence[JobAnalysis] = ()
    ) -> tuple[list[Verdict], list[Signal]]:
        """The job's verdicts over all its partitions, and the run's signals (line order)."""
        analyzers = await self.job_analyzers(session, job, epoch, mine)
        if not analyzers:
            return [], []
        if len(analyzers) == 1:
            return analyzers[0].verdicts(), analyzers[0].signals
        merged = JobAnalyzer.merged(analyzers)
        for state in mine:
            state.analyzer.settle()
        return merged.verdicts(), merged.signals


def start_new_epoch(
    job: JobRow, cache: AnalysisCache | None = None, *, replaced_run: str | Literal[False] | None = False
) -> None:
    """A restarted job is diagnosed afresh: earlier lines stay archived but no longer count, and
    the earlier run's incidents, whatever their state, no longer absorb new failures.

    ``replaced_run``: the run that was current when the restart began (a restart recorded after
    the new run already reported must not end the new run); ``False``: the current run is over."""
    job.epoch_start_line = job.next_line or 0
    job.epoch = (job.epoch or 0) + 1
    job.epoch_started_at = utcnow()
    # What the old run still sends (a surviving rank, its exit) is no longer the job's (runs.py).
    if replaced_run is False:
        end_run(job)
    else:
        end_replaced_run(job, replaced_run)
    if cache is not None:
        cache.drop(job.job_id)


async def note_registration(session: AsyncSession, job: JobRow) -> bool:
    """A job registered again is a new run (a prolog after a requeue): a new diagnosis epoch.

    Only a repeat of the registration of a run that has shown nothing yet (no line processed,
    no incident: a prolog on each node of one allocation) keeps the epoch. Returns whether a new
    epoch started.
    """
    if (
        job.state == "running"
        and (job.next_line or 0) == job.epoch_start_line
        and not await IncidentRepository(session).for_epoch(job.job_id, job.epoch or 0)
    ):
        return False
    start_new_epoch(job)
    return True


@dataclass(slots=True)
class PartitionBatch:
    """One queue partition's new lines of a batch (deduplicated, without indexes yet), with their
    predigests (app/incidents/predigest.py, one per line) or None."""

    part: int
    lines: Sequence[LogLine]
    pre: Sequence[Predigest] | None = None


async def process_lines(
    session: AsyncSession,
    job: JobRow,
    lines: Sequence[LogLine],
    cache: AnalysisCache,
    pre: Sequence[Predigest] | None = None,
    *,
    part: int = 0,
    job_locked: bool = False,
) -> BatchOutcome:
    """:func:`process_partitions` for one partition's lines."""
    return await process_partitions(
        session, job, [PartitionBatch(part, lines, pre)], cache, job_locked=job_locked
    )


async def process_partitions(
    session: AsyncSession,
    job: JobRow,
    batches: Sequence[PartitionBatch],
    cache: AnalysisCache,
    *,
    job_locked: bool = False,
) -> BatchOutcome:
    """Archive, compress, classify and correlate new lines of one or more partitions of the job
    (each partition at most once), in the caller's transaction, which holds those partitions'
    locks (app/incidents/handoff.py) and, on PostgreSQL, not yet the job row's: their indexes are
    reserved (one statement for all of them), each partition's analyzer fed, the rows written
    (one statement per table for all of them), and only then is the job row locked to count the
    lines, note progress and, when the batch produced signals, decide the job's verdict over every
    partition. ``job_locked``: the caller holds the job row's lock already (a heartbeat's line)."""
    batches = [b for b in batches if b.lines]
    outcome = BatchOutcome(lines=sum(len(b.lines) for b in batches))
    if not batches:
        return outcome
    parts = [b.part for b in batches]
    if len(set(parts)) != len(parts):
        raise ValueError("one batch per partition")
    metas = await handoff.metas(session, job.job_id, parts)
    wanted = {b.part: len(b.lines) for b in batches}
    taken, epoch, epoch_start = await _indexes(session, job, metas, wanted, job_locked)
    states: list[JobAnalysis] = []
    for b in batches:
        for line, index in zip(b.lines, taken[b.part][0], strict=True):
            line.index = index
        states.append(await cache.get(session, job, b.part, metas[b.part], epoch, epoch_start))
    await digest_partitions(session, job.job_id, batches, states, cache.archive, outcome)
    if not job_locked and session.get_bind().dialect.name == "postgresql":
        await session.flush()
        # The job row, briefly: locked (PostgreSQL) and read again, as other partitions' batches
        # changed it meanwhile.
        locked = await JobRepository(session).get(job.job_id, for_update=True, fresh=True)
        assert locked is not None
        job = locked
    job.lines_processed = (job.lines_processed or 0) + outcome.lines
    if outcome.last_step is not None:
        before = job.last_progress_at
        if outcome.low_step is not None and outcome.low_step < outcome.last_step:
            progress.note_step(job, outcome.low_step)
        note_progress(job, outcome.last_step)
        outcome.progressed = job.last_progress_at != before
    if outcome.verdict_due and (job.epoch or 0) == epoch:
        verdicts, run_signals = await cache.verdicts(session, job, epoch, states)
        if verdicts:
            outcome.incident_id, outcome.incident_changed = await upsert_incident(
                session, job, verdicts[0], new_signals=outcome.fresh_signals, run_signals=run_signals
            )
    # Last: the verdict step above changes the analyzers too (their cached verdicts).
    await _save_partitions(session, job.job_id, states, {p: left for p, (_, left) in taken.items()})
    return outcome


async def _indexes(
    session: AsyncSession,
    job: JobRow,
    metas: dict[int, handoff.PartitionMeta],
    wanted: dict[int, int],
    job_locked: bool,
) -> tuple[dict[int, tuple[list[int], handoff.Ranges]], int, int]:
    """``part -> (line indexes, the partition's reserved indexes left after them)`` for each
    partition's ``wanted`` lines, the epoch they belong to and its first line."""
    if job_locked or session.get_bind().dialect.name != "postgresql":
        # The row is locked (a heartbeat), or SQLite's one worker is its only writer of
        # ``next_line``: the indexes follow the row, written with the batch's one UPDATE.
        out: dict[int, tuple[list[int], handoff.Ranges]] = {}
        for part, n in wanted.items():
            start = job.next_line or 0
            job.next_line = start + n
            out[part] = (list(range(start, start + n)), [])
        return out, job.epoch or 0, job.epoch_start_line or 0
    epoch, epoch_start = job.epoch or 0, job.epoch_start_line or 0
    # A failed attempt's reservation (its redelivery is this batch), if it is of the current run.
    lefts = {p: [(a, b) for a, b in metas[p].reserved if a >= epoch_start] for p in wanted}
    needs = {p: n - handoff.available(lefts[p]) for p, n in wanted.items()}
    short = {p: need for p, need in needs.items() if need > 0}
    if short:
        got = await handoff.reserve_apart(session, job.job_id, short, lefts)
        if got.epoch != epoch:
            # A restart in between: the old run's unused indexes are not this run's (a gap, after
            # a failed attempt and a restart only); the batch takes the new run's.
            for p, start in got.starts.items():
                lefts[p] = [(start, start + short[p])]
            for p, n in wanted.items():
                if p not in short:
                    lefts[p] = []
                if n > handoff.available(lefts[p]):
                    more = n - handoff.available(lefts[p])
                    again = await handoff.reserve_apart(session, job.job_id, {p: more}, {p: lefts[p]})
                    lefts[p] = [*lefts[p], (again.starts[p], again.starts[p] + more)]
        else:
            for p, start in got.starts.items():
                lefts[p] = [*lefts[p], (start, start + short[p])]
        epoch, epoch_start = got.epoch, got.epoch_start
    out = {}
    for p, n in wanted.items():
        out[p] = handoff.take(lefts[p], n)
    return out, epoch, epoch_start


async def digest_partitions(
    session: AsyncSession,
    job_id: str,
    batches: Sequence[PartitionBatch],
    states: Sequence[JobAnalysis],
    archive: Archive,
    outcome: BatchOutcome,
) -> None:
    """The partitions' part of a batch: archive chains, templates, analyzers, salient and signal
    rows (added to the session)."""
    # part -> template id -> (template, count, first, last)
    touched: dict[int, dict[int, tuple[str, int, int, int]]] = {}
    salient: list[SalientLineRow] = []
    signal_rows: list[SignalRow] = []

    def digest_one(batch: PartitionBatch, state: JobAnalysis) -> None:
        lines, pre, part = batch.lines, batch.pre, state.part
        counts = touched.setdefault(part, {})
        last_step: int | None = None
        low_step: int | None = None
        pres: Sequence[Predigest | None] = pre if pre is not None else [None] * len(lines)
        for line, line_pre in zip(lines, pres, strict=True):
            hit = state.compressor.add(line.text, line.index)
            _, n, first, _ = counts.get(hit.template_id, (hit.template, 0, line.index, line.index))
            counts[hit.template_id] = (hit.template, n + 1, first, line.index)
            if hit.is_new:
                salient.append(_salient(job_id, line, "first_of_template", hit.template_id, part))
            for sig in state.analyzer.feed(line, line_pre):
                outcome.new_signals += 1
                outcome.fresh_signals.append(sig)
                kept = state.signals_per_rule.get(sig.rule_id, 0)
                state.signals_per_rule[sig.rule_id] = kept + 1
                if kept < SIGNALS_KEPT_PER_RULE:
                    signal_rows.append(_signal_row(job_id, sig))
                    salient.append(_salient(job_id, line, "rule_hit", hit.template_id, part))
            if "tep" in line.text or "iter" in line.text:
                m = _STEP.search(line.text)
                if m:
                    last_step = max(last_step or 0, int(m.group(1)))
                    low_step = min(low_step if low_step is not None else last_step, int(m.group(1)))
        if last_step is not None:
            outcome.last_step = max(outcome.last_step or 0, last_step)
        if low_step is not None:
            outcome.low_step = low_step if outcome.low_step is None else min(outcome.low_step, low_step)

    def digest() -> None:
        """The CPU part (compress, classify): run in a thread, off the event loop."""
        for batch, state in zip(batches, states, strict=True):
            digest_one(batch, state)

    def append() -> list[int]:
        """Each partition's lines onto its archive chain: their committed lengths after them."""
        return [
            archive.job(job_id, state.part).append(batch.lines, state.archive_bytes)
            for batch, state in zip(batches, states, strict=True)
        ]

    # The health checks and the API share this loop: a batch of long lines takes seconds of CPU.
    # The archive's writes (an fsync per chain, or an object store's PUT) wait on the disk or the
    # network while the lines are digested in another thread; both read the lines only.
    appended = asyncio.ensure_future(asyncio.to_thread(append))
    try:
        await asyncio.to_thread(digest)
    finally:
        lengths = await appended
    for state, length in zip(states, lengths, strict=True):
        state.archive_bytes = length
    if len(batches) > 1:
        outcome.fresh_signals.sort(key=lambda sig: sig.line_index)
    for batch, state in zip(batches, states, strict=True):
        state.lines += len(batch.lines)
        # A finished hang stack dump can move the culprit without a new signal: the analyzer says so.
        outcome.verdict_due = outcome.verdict_due or state.analyzer.changed
    outcome.verdict_due = outcome.verdict_due or bool(outcome.new_signals)
    await TemplateRepository(session).add_counts_by_part(job_id, touched)
    session.add_all(salient)
    session.add_all(signal_rows)


async def _save_partitions(
    session: AsyncSession, job_id: str, states: Sequence[JobAnalysis], lefts: dict[int, handoff.Ranges]
) -> None:
    """The partitions' rows: what the batch committed, for whichever worker processes their next
    batch (and for the job's verdict in other partitions' batches)."""

    def dump_all() -> list[bytes]:
        return [handoff.dump(state.analyzer, state.signals_per_rule) for state in states]

    blobs = await asyncio.to_thread(dump_all)
    rows: dict[int, dict[str, object]] = {}
    for state, blob in zip(states, blobs, strict=True):
        state.version += 1
        values: dict[str, object] = {
            "epoch": state.epoch,
            "epoch_start": state.epoch_start,
            "archive_bytes": state.archive_bytes,
            "lines": state.lines,
            "reserved": handoff.format_ranges(lefts.get(state.part, [])),
            "version": state.version,
            "state": blob,
        }
        if state.compressor.version != state.saved_miner or state.version == 1:
            # Same transaction as the lines: after a restart the ids continue from exactly here.
            values["miner"] = state.compressor.snapshot()
            state.saved_miner = state.compressor.version
        rows[state.part] = values
    await handoff.save_many(session, job_id, rows)


def note_progress(job: JobRow, step: int) -> None:
    """A step that differs from the last one seen is progress (lower too: a resumed job goes back)."""
    if step != job.last_step:
        job.last_step = step
        job.last_progress_at = utcnow()
    progress.note_step(job, step)  # ETTR: the same step may be a restarted run's first report


def _salient(job_id: str, line: LogLine, reason: str, template_id: int | None, part: int) -> SalientLineRow:
    return SalientLineRow(
        job_id=job_id,
        line_index=line.index,
        node=line.node,
        rank=line.rank,
        reason=reason,
        template_id=template_id,
        part=part,
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
    # Evidence roles, decision basis, action-table row, missing evidence (no column of their own).
    row.diagnosis = {**(row.diagnosis or {}), "explain": verdict.explain_dict()}


async def upsert_incident(
    session: AsyncSession,
    job: JobRow,
    verdict: Verdict,
    *,
    new_signals: Sequence[Signal] = (),
    run_signals: Sequence[Signal] = (),
) -> tuple[int, bool]:
    """The verdict of the job's current run into its incidents (module docstring): the epoch's
    first incident, an update of one still collecting evidence, or a new part for a failure on
    other nodes. ``new_signals`` are this batch's, ``run_signals`` the epoch's (to quote the new
    node's own line). Returns (incident id, whether anything changed)."""
    epoch = job.epoch or 0
    rows = await IncidentRepository(session).for_epoch(job.job_id, epoch)
    if not rows:
        row = await _open_incident(session, job, verdict, part=0)
        return row.id, True
    for row in reversed(rows):
        if row.state == "open" and (not _committed(row) or _names_only(verdict, row)):
            return row.id, _follow(row, verdict)
    changed = _changed_verdict_of(job, verdict, rows)
    if changed is not None and changed.state in OPEN_STATES:
        # Past ``open`` (being acted on): the orchestrator re-plans it (its plan is keyed by the
        # verdict; started steps are never undone).
        _keep_previous(changed)
        apply_verdict(changed, verdict)
        return changed.id, True
    if changed is not None and _changed_parts(rows) >= get_settings().policy.max_changed_verdict_parts:
        # A verdict that keeps changing (flipping between two readings) opens no more parts this
        # run: the change is written on the last part for a person to read, nothing is planned.
        return rows[-1].id, _hold_change(rows[-1], verdict)
    if changed is not None:
        # Closed: never reopened; the new verdict is an incident of its own, planned afresh.
        row = await _open_incident(
            session,
            job,
            verdict,
            part=rows[-1].part + 1,
            diagnosis={"after_incident": changed.id, "verdict_changed": True},
        )
        return row.id, True
    covered = {str(n) for r in rows for n in r.culprit_nodes or ()}
    previous = rows[-1]
    second = _second_failure(job, verdict, covered, previous, new_signals, run_signals)
    if second is None:
        return previous.id, False
    row = await _open_incident(
        session, job, second, part=previous.part + 1, diagnosis={"after_incident": previous.id}
    )
    return row.id, True


async def _open_incident(
    session: AsyncSession,
    job: JobRow,
    verdict: Verdict,
    *,
    part: int,
    diagnosis: dict[str, object] | None = None,
) -> IncidentRow:
    row = IncidentRow(job_id=job.job_id, state="open", epoch=job.epoch or 0, part=part)
    apply_verdict(row, verdict)
    if diagnosis:
        row.diagnosis = {**(row.diagnosis or {}), **diagnosis}
    IncidentRepository(session).add(row)
    await session.flush()  # the unique (job, epoch, part) index speaks here
    return row


def _committed(row: IncidentRow) -> bool:
    """Whether the orchestrator may already have acted on (or planned for) this incident's nodes:
    anything past ``open``, or a verdict sure enough to plan. An ambiguous one is only held."""
    if row.state != "open":
        return True
    return not row.ambiguous and row.action != Action.needs_human.value


def _names_only(verdict: Verdict, row: IncidentRow) -> bool:
    """The verdict blames no node the incident does not already name."""
    return set(verdict.culprit.nodes) <= {str(n) for n in row.culprit_nodes or ()}


def _plan_inputs(action: str, category: str, nodes: set[str], sure: bool) -> tuple[object, ...]:
    """The verdict's parts the orchestrator's plan reads (app/orchestrate/service.verdict_key)."""
    return (str(action), str(category), frozenset(nodes), sure)


def _changed_verdict_of(job: JobRow, verdict: Verdict, rows: Sequence[IncidentRow]) -> IncidentRow | None:
    """The incident past ``open`` that a sure verdict of the run is a changed verdict of, or None.

    The newest incident the verdict concerns: one that names every node the verdict blames, or
    one that named no node while the verdict now names nodes of the job (a later root-cause line
    sharpening a failure that had no culprit). Only a sure verdict that changes what the plan
    reads (action, category, culprits) counts, never one that names no node where the incident
    names some (more lines do not make the evidence of a node's fault go away), nor one that
    turns unsure (an echo of what is being handled). Nothing when the incident the verdict concerns has it
    already (the caller goes on to look for a failure on other nodes)."""
    settings = get_settings().policy
    unsure = verdict.ambiguous or verdict.confidence < settings.min_confidence
    if unsure or verdict.action == Action.needs_human:
        return None
    wanted = {str(n) for n in verdict.culprit.nodes}
    in_job = {str(n) for n in job.nodes or ()}
    if in_job and not wanted <= in_job:
        return None  # a log line cannot make crashcart blame a stranger
    for row in reversed(rows):
        named = {str(n) for n in row.culprit_nodes or ()}
        concerns = not named or (bool(wanted) and wanted <= named)
        if row.state == "open" or not concerns:
            continue
        sure = (
            not row.ambiguous
            and row.action != Action.needs_human.value
            and row.confidence >= settings.min_confidence
        )
        before = _plan_inputs(row.action, row.category, named, sure)
        after = _plan_inputs(verdict.action, verdict.category, wanted, True)
        return row if before != after else None
    return None


def _keep_previous(row: IncidentRow) -> None:
    """Keep the verdict the incident had before it changed (diagnosis.previous_verdicts)."""
    previous = {
        "category": row.category,
        "action": row.action,
        "culprit_nodes": list(row.culprit_nodes or ()),
        "confidence": row.confidence,
        "fingerprint": row.fingerprint,
        "at": utcnow().isoformat(),
    }
    history = list((row.diagnosis or {}).get("previous_verdicts", ()))[-4:]
    row.diagnosis = {**(row.diagnosis or {}), "previous_verdicts": [*history, previous]}


def _changed_parts(rows: Sequence[IncidentRow]) -> int:
    """How many of the run's parts a changed verdict opened."""
    return sum(1 for row in rows if (row.diagnosis or {}).get("verdict_changed"))


HELD_CHANGES_KEPT = 5


def _hold_change(row: IncidentRow, verdict: Verdict) -> bool:
    """Record on ``row`` (diagnosis.held_verdict_changes) a changed verdict past the run's limit
    of parts (policy.max_changed_verdict_parts), for a person; nothing is planned from it. The
    same change as the last one recorded is not written again. Returns whether anything changed."""
    held = list((row.diagnosis or {}).get("held_verdict_changes", ()))
    change = {
        "category": str(verdict.category),
        "action": str(verdict.action),
        "culprit_nodes": sorted(str(n) for n in verdict.culprit.nodes),
        "confidence": verdict.confidence,
        "fingerprint": verdict.fingerprint,
        "root_cause_line": verdict.root_cause_line,
    }
    if held and {k: held[-1].get(k) for k in change} == change:
        return False
    limit = get_settings().policy.max_changed_verdict_parts
    log.warning(
        "job %s: verdict changed again (%s, %s) after %d parts opened by changed verdicts this run; "
        "recorded on incident %s for a person, nothing planned",
        row.job_id,
        change["category"],
        change["action"],
        limit,
        row.id,
    )
    row.diagnosis = {
        **(row.diagnosis or {}),
        "held_verdict_changes": [*held[-(HELD_CHANGES_KEPT - 1) :], {**change, "at": utcnow().isoformat()}],
    }
    return True


def _follow(row: IncidentRow, verdict: Verdict) -> bool:
    if row.source in (Source.llm.value, Source.cache.value) and verdict.ambiguous:
        # The LLM already settled what the rules cannot: more ambiguous lines change nothing.
        return False
    before = (row.fingerprint, row.action, row.culprit_nodes, row.culprit_ranks, row.confidence)
    apply_verdict(row, verdict)
    after = (row.fingerprint, row.action, row.culprit_nodes, row.culprit_ranks, row.confidence)
    return before != after


def _second_failure(
    job: JobRow,
    verdict: Verdict,
    covered: set[str],
    previous: IncidentRow,
    new_signals: Sequence[Signal],
    run_signals: Sequence[Signal],
) -> Verdict | None:
    """The verdict of a failure on nodes no incident of this run names yet, or None.

    From the run's verdict when it is sure and blames new nodes; else from this batch's own
    node-level (cordon-worthy) root-cause signals on new nodes, whatever the run's verdict says
    (it may name only the first failure). Nodes outside the job's registered nodes never open
    one: a log line cannot make crashcart blame a stranger. Ambiguous lines elsewhere while an
    incident is handled are mostly its echo and open nothing.
    """
    in_job = set(str(n) for n in job.nodes or ())

    def fresh(node: str | None) -> bool:
        return node is not None and node not in covered and (not in_job or node in in_job)

    nodes = [n for n in dict.fromkeys(verdict.culprit.nodes) if fresh(n)]
    if nodes and not verdict.ambiguous and verdict.action != Action.needs_human:
        rule_id = verdict.rule_ids[0] if verdict.rule_ids else None
        theirs = [s for s in run_signals if s.node in nodes and not s.symptom]
        first = next((s for s in theirs if s.rule_id == rule_id), theirs[0] if theirs else None)
        return _part_verdict(verdict, nodes, first, theirs, previous)
    hardware = [
        s
        for s in new_signals
        if fresh(s.node) and not s.symptom and not s.ambiguous and s.action == Action.cordon_and_restart
    ]
    if not hardware:
        return None
    first = hardware[0]
    base = Verdict(
        category=first.category,
        layer=first.layer,
        blame=first.blame,
        action=first.action,
        confidence=first.confidence,
        source=Source.rule,
        rule_ids=list(dict.fromkeys(s.rule_id for s in hardware))[:5],
        fingerprint="",
    )
    nodes = [str(n) for n in dict.fromkeys(s.node for s in hardware if s.node)]
    return _part_verdict(base, nodes, first, hardware, previous)


def _part_verdict(
    base: Verdict, nodes: list[str], first: Signal | None, theirs: Sequence[Signal], previous: IncidentRow
) -> Verdict:
    root = first.line if first is not None else base.root_cause_line
    evidence = list(dict.fromkeys([*([root] if root else []), *(s.line for s in theirs)]))[:8]
    before = ", ".join(str(n) for n in previous.culprit_nodes or ()) or "no node"
    return base.model_copy(
        update={
            "culprit": Culprit(
                nodes=nodes, ranks=[first.rank] if first is not None and first.rank is not None else []
            ),
            "root_cause_line": root,
            "evidence": evidence,
            "fingerprint": fingerprint(base.category.value, root),
            "ambiguous": False,
            "explanation": (
                f"A second failure in this run of the job: {base.category.value} on {', '.join(nodes)}, "
                f"after incident {previous.id} ({previous.category} on {before}) was already being "
                "handled; an incident of its own, planned under the same policy."
                + (f" {base.explanation}" if base.explanation else "")
            ),
        }
    )


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
    """Open a hang incident for running jobs whose step stopped advancing; returns incident ids.

    The jobs are locked (``FOR UPDATE SKIP LOCKED`` on PostgreSQL): of two workers sweeping at
    once only one looks at a job, and a job whose batch a worker is processing waits for the
    next sweep. The unique (job, epoch, part) index is the backstop. A run younger than the
    stall time is not stalled (a restarted job loading its checkpoint has made no step yet).
    """
    now = now or datetime.now(UTC)
    cutoff = now - timedelta(seconds=stall_after_s)
    stmt = (
        select(JobRow)
        .where(
            JobRow.state == "running",
            JobRow.last_progress_at.is_not(None),
            JobRow.last_progress_at < cutoff,
            or_(JobRow.epoch_started_at.is_(None), JobRow.epoch_started_at < cutoff),
        )
        .order_by(JobRow.job_id)
        .with_for_update(skip_locked=True)
    )
    opened: list[int] = []
    repo = IncidentRepository(session)
    for job in list((await session.execute(stmt)).scalars()):
        assert job.last_progress_at is not None
        rows = await repo.for_epoch(job.job_id, job.epoch or 0)
        if any(r.state in OPEN_STATES or r.created_at > job.last_progress_at for r in rows):
            continue  # already being handled, or this stall was already reported
        stalled = (now - job.last_progress_at).total_seconds()
        row = await _open_incident(
            session, job, stall_verdict(job, stalled), part=rows[-1].part + 1 if rows else 0
        )
        opened.append(row.id)
    return opened


def ettr(job: JobRow, now: datetime | None = None) -> float | None:
    """ETTR: productive training time over wall time, frozen at the job's end (app/incidents/ettr.py)."""
    return progress.job_ettr(job, now)
