"""Detection first: a failure line is diagnosed ahead of the backlog of routine lines it came with.

At the door, the lines of a batch that the rules' keyword prefilter passes (a handful among
millions of NCCL INFO and step lines) are published a second time, on the queue's priority lane
(kind ``urgent``), which every queue hands to the worker before the next backlog batch. The worker
feeds them to a per-job *preview* analyzer that has seen only the run's earlier candidate lines,
in arrival order (per stream, that is ``seq`` order). A confident rule verdict becomes the
incident at once, in its own transaction, and the incident hooks (orchestrator, notifications)
run as for any incident.

The full pipeline still processes every line in order (archive, templates, salient lines, signal
rows) and reaches the same lines later. Its verdict goes through the same
``upsert_incident``: the run's incident already names those nodes, so it is followed, never
opened a second time. A redelivered urgent message changes nothing (the preview remembers which
``(node, rank, stream, seq)`` it fed), and lines the full pipeline processed already are skipped.

Nothing here is trusted more than the full pipeline: the same rules, the same verdict guards, and
an ambiguous or ``needs_human`` preview verdict is left for the full pipeline (which has the
context to tell a symptom from its cause).
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from prometheus_client import Counter
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from app.classify.engine import RuleEngine
from app.classify.prefixes import split_prefix
from app.incidents.analyzer import JobAnalyzer
from app.incidents.service import upsert_incident
from app.logline import LogLine
from app.store.jobs import JobRow, StreamCursorRow
from app.vocabulary import Action

# A batch in which thousands of ranks print the same timeout: the first lines are enough to
# start; the rest come through the full pipeline.
MAX_LINES_PER_BATCH = 256
MAX_SEEN_PER_JOB = 100_000

LINES_FAST_LANE = Counter("crashcart_lines_fast_lane_total", "Candidate lines sent through the priority lane")
FAST_LANE_INCIDENTS = Counter(
    "crashcart_fast_lane_incidents_total", "Incidents created or changed from the priority lane"
)

StreamKey = tuple[str, int, str, int]  # node, rank (-1: none), stream, seq


def candidates(engine: RuleEngine, lines: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """The sanitized lines some rule may fire on (the keyword prefilter alone), at most
    :data:`MAX_LINES_PER_BATCH`."""
    out: list[dict[str, Any]] = []
    might_match = engine.might_match
    for line in lines:
        if might_match(line["line"]) and not _continuation(line["line"]):
            out.append(line)
            if len(out) >= MAX_LINES_PER_BATCH:
                break
    return out


def _continuation(text: str) -> bool:
    """An indented line inside a multi-line block (a traceback's echo of the source code that
    raised, a C++ ``what():`` body): only the full pipeline, which saw the block's start, can tell
    it from a cause. Its block's own error line (the final exception) comes through the lane."""
    return split_prefix(text).message[:1] in (" ", "\t")


@dataclass
class _Preview:
    epoch: int
    analyzer: JobAnalyzer
    seen: set[StreamKey] = field(default_factory=set)


class FastLane:
    """The worker side: preview analyzers of the jobs with candidate lines (an LRU)."""

    def __init__(self, engine: RuleEngine, log_aggregators: Sequence[str] = (), max_jobs: int = 256) -> None:
        self.engine = engine
        self.log_aggregators = tuple(log_aggregators)
        self.max_jobs = max_jobs
        self._jobs: OrderedDict[str, _Preview] = OrderedDict()

    def drop(self, job_id: str) -> None:
        """Forget a job's preview (its transaction failed: what it was fed did not commit)."""
        self._jobs.pop(job_id, None)

    def _preview(self, job: JobRow) -> _Preview:
        epoch = job.epoch or 0
        preview = self._jobs.get(job.job_id)
        if preview is None or preview.epoch != epoch:
            analyzer = JobAnalyzer(
                self.engine,
                job_nodes=job.nodes or None,
                world_size=job.world_size,
                restarts=job.restarts or 0,
                log_aggregators=self.log_aggregators,
            )
            preview = self._jobs[job.job_id] = _Preview(epoch, analyzer)
        self._jobs.move_to_end(job.job_id)
        while len(self._jobs) > self.max_jobs:
            self._jobs.popitem(last=False)
        return preview

    async def _processed(
        self, session: AsyncSession, job_id: str, nodes: set[str]
    ) -> dict[tuple[str, int, str], int]:
        rows = await session.execute(
            select(
                StreamCursorRow.node, StreamCursorRow.rank, StreamCursorRow.stream, StreamCursorRow.max_seq
            ).where(StreamCursorRow.job_id == job_id, StreamCursorRow.node.in_(sorted(nodes)))
        )
        return {(node, rank, stream): max_seq for node, rank, stream, max_seq in rows.all()}

    async def diagnose(
        self, session: AsyncSession, job: JobRow, lines: Sequence[dict[str, Any]]
    ) -> int | None:
        """Feed checked candidate lines to the job's preview; the incident id when a confident
        verdict created or changed it (in the caller's transaction), else None."""
        done = await self._processed(session, job.job_id, {str(raw["node"]) for raw in lines})
        preview = self._preview(job)
        fed: list[LogLine] = []
        for raw in lines:
            node, rank, stream, seq = raw["node"], raw["rank"], raw["stream"], raw["seq"]
            key: StreamKey = (node, -1 if rank is None else rank, stream, seq)
            if key in preview.seen or seq <= done.get(key[:3], -1):
                continue  # fed already (a redelivery), or the full pipeline got there first
            if len(preview.seen) < MAX_SEEN_PER_JOB:
                preview.seen.add(key)
            # The index it will have in the archive is not known yet: the next free one.
            fed.append(
                LogLine(raw["line"], (job.next_line or 0) + len(fed), node, rank, stream, seq, raw.get("ts"))
            )
        LINES_FAST_LANE.inc(len(fed))
        signals = [sig for line in fed for sig in preview.analyzer.feed(line)]
        if not signals and not preview.analyzer.changed:
            return None
        verdicts = preview.analyzer.verdicts()
        if not verdicts:
            return None
        verdict = verdicts[0]
        if verdict.ambiguous or verdict.action == Action.needs_human:
            return None  # the full pipeline, with the whole context, decides these
        incident_id, changed = await upsert_incident(
            session, job, verdict, new_signals=signals, run_signals=preview.analyzer.signals
        )
        if changed:
            FAST_LANE_INCIDENTS.inc()
        return incident_id if changed else None
