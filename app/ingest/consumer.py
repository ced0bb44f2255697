"""The queue loop of a worker: one message, one transaction, then the downstream hooks.

A message is acknowledged by the queue only after :meth:`IngestConsumer.handle` returned, i.e.
after its transaction committed. Redelivered log lines are recognised by the per-stream cursors
(highest ``seq`` seen for each node/rank/stream) and skipped, so processing is exactly-once in
effect even though delivery is at-least-once.

One item the worker cannot process never takes its batch down with it: every item is checked
against the wire schema again (a message may predate today's bounds), items that fail are parked
alone with their reason (``queue.park``), and when processing a batch fails for a reason that is
not an outage, its lines are processed one per transaction and only the failing ones are parked.
An outage (database or queue unreachable) is raised instead: the queue retries the message.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Sequence
from itertools import repeat
from typing import Any, cast

from prometheus_client import Counter, Histogram
from pydantic import TypeAdapter, ValidationError
from redis.exceptions import RedisError
from sqlalchemy.exc import DBAPIError, DisconnectionError, InterfaceError, OperationalError
from sqlalchemy.exc import TimeoutError as PoolTimeout

from app.errors import UpstreamError
from app.incidents import handoff
from app.incidents import service as incidents
from app.incidents.predigest import Predigest, predigest_all
from app.incidents.runs import is_stale
from app.ingest.base import REPLAY_KEY, URGENT, Deferred, IngestQueue, QueueMessage, partition_of
from app.ingest.fast_lane import FastLane
from app.ingest.sanitize import sanitize_line
from app.ingest.schemas import LINES_CHECKED, LINES_CHECKED_KEY, ExitIn, HeartbeatIn, LogLineIn
from app.logline import LogLine
from app.store.base import utcnow
from app.store.db import Database
from app.store.incidents import IncidentRepository
from app.store.jobs import JobRepository, JobRow

log = logging.getLogger(__name__)

IncidentHook = Callable[[int], Awaitable[None]]

LINES_PROCESSED = Counter("crashcart_lines_processed_total", "Log lines processed by workers")
LINES_DUPLICATE = Counter("crashcart_lines_duplicate_total", "Redelivered or re-sent log lines skipped")
BATCH_SECONDS = Histogram(
    "crashcart_batch_processing_seconds",
    "Time to process one queue message, or one group of batches handled in one transaction",
)
LINES_STALE = Counter(
    "crashcart_lines_stale_total", "Log lines of a run that a restart ended (not diagnosed, not progress)"
)
INCIDENT_UPDATES = Counter("crashcart_incident_updates_total", "Incidents created or changed")
# Outages: retry the message later. Anything else is a property of the item: park it.
TRANSIENT_ERRORS = (
    OperationalError,
    InterfaceError,
    DisconnectionError,
    PoolTimeout,
    RedisError,
    UpstreamError,
    ConnectionError,
    TimeoutError,
)


# A deadlock or a serialization failure (PostgreSQL rolled the transaction back): the same message
# succeeds when tried again, nothing about its lines is wrong.
_RETRY_SQLSTATES = frozenset({"40P01", "40001"})


def is_transient(exc: BaseException) -> bool:
    if isinstance(exc, DBAPIError) and getattr(exc.orig, "sqlstate", None) in _RETRY_SQLSTATES:
        return True
    return isinstance(exc, TRANSIENT_ERRORS)


def _reason(exc: BaseException) -> str:
    if isinstance(exc, ValidationError):
        return "invalid: " + "; ".join(
            f"{'.'.join(str(p) for p in e['loc'])}: {e['msg']}" for e in exc.errors()[:5]
        )
    return f"{type(exc).__name__}: {exc}"[:2000]


_LINE_FIELDS = frozenset(LogLineIn.model_fields)
_BATCH = TypeAdapter(list[LogLineIn])


def _check_lines(
    raw_lines: list[Any], door_checked: bool = False
) -> tuple[list[tuple[int, dict[str, Any]]], list[tuple[int, Any, str]]]:
    """(index, line) of the lines a worker can process; (index, raw, reason) of the others.

    ``door_checked``: the message carries the door's stamp for today's line schema
    (``LINES_CHECKED``), so its lines were validated and sanitized already; only their shape is
    looked at."""
    if door_checked and all(type(raw) is dict and raw.keys() == _LINE_FIELDS for raw in raw_lines):
        return list(enumerate(raw_lines)), []
    # The whole batch in one pydantic-core call (the profile's top entry when done line by line);
    # only a batch holding a bad line, or keys of another version, is checked line by line.
    if all(isinstance(raw, dict) and raw.keys() <= _LINE_FIELDS for raw in raw_lines):
        try:
            items = _BATCH.validate_python(raw_lines)
        except ValidationError:
            pass
        else:
            return [(i, _as_dict(item)) for i, item in enumerate(items)], []
    good: list[tuple[int, dict[str, Any]]] = []
    bad: list[tuple[int, Any, str]] = []
    for i, raw in enumerate(raw_lines):
        try:
            good.append((i, _checked_line(raw)))
        except (ValidationError, TypeError) as exc:
            bad.append((i, raw, _reason(exc)))
    return good, bad


def _as_dict(item: LogLineIn) -> dict[str, Any]:
    clean, _ = sanitize_line(item.line, 1 << 30)
    return {
        "node": item.node,
        "rank": item.rank,
        "stream": item.stream,
        "seq": item.seq,
        "ts": item.ts,
        "line": clean,
    }


def _checked_line(raw: Any) -> dict[str, Any]:
    """One queued line as the worker needs it, or ValidationError (the API's bounds, again)."""
    if not isinstance(raw, dict):
        raise TypeError(f"a line must be an object, not {type(raw).__name__}")
    return _as_dict(LogLineIn.model_validate({k: v for k, v in raw.items() if k in _LINE_FIELDS}))


class IngestConsumer:
    def __init__(
        self,
        db: Database,
        queue: IngestQueue,
        cache: incidents.AnalysisCache,
        hooks: list[IncidentHook] | None = None,
    ) -> None:
        self.db = db
        self.queue = queue
        self.cache = cache
        self.hooks = hooks or []
        self.fast_lane = FastLane(cache.engine, cache.log_aggregators)
        self._tasks: set[asyncio.Task[None]] = set()

    async def run(self, stop: asyncio.Event) -> None:
        await self.queue.consume(self.handle, stop, self.handle_group)
        if self._tasks:
            await asyncio.gather(*self._tasks, return_exceptions=True)

    async def handle(self, msg: QueueMessage) -> None:
        with BATCH_SECONDS.time():
            if msg.kind == "logs":
                incident_ids = await self._handle_logs(msg)
            elif msg.kind == URGENT:
                incident_ids = await self._handle_urgent(msg)
            elif msg.kind in ("heartbeat", "exit"):
                incident_ids = await self._handle_item(msg)
            else:
                await self.queue.park(msg.job_id, msg.kind, msg.payload, "unknown message kind", msg.id)
                incident_ids = []
        self._after(incident_ids)

    async def handle_group(self, msgs: list[QueueMessage]) -> None:
        """Consecutive batches of one job's lines (``joins_group`` in app/ingest/base.py) in one
        transaction: one lock statement for their partitions, one read of their streams'
        cursors, one reservation of line indexes, one statement per table, one commit, instead
        of each of those per batch. Raises when that transaction fails, for any reason: the
        queue then hands each message to :meth:`handle` alone (which parks what it cannot
        process, line by line)."""
        if len(msgs) == 1:
            await self.handle(msgs[0])
            return
        with BATCH_SECONDS.time():
            incident_ids = await self._handle_log_group(msgs)
        self._after(incident_ids)

    def _after(self, incident_ids: list[int]) -> None:
        """The downstream hooks of the incidents a message created or changed."""
        for incident_id in incident_ids:
            INCIDENT_UPDATES.inc()
            for hook in self.hooks:
                task = asyncio.create_task(self._run_hook(hook, incident_id))
                self._tasks.add(task)
                task.add_done_callback(self._tasks.discard)

    async def _transaction(
        self,
        msg: QueueMessage,
        work: Callable[[Any, JobRow], Awaitable[int | None]],
        *,
        part: int | None = None,
        parts: Sequence[int] = (),
        lock_job: bool = True,
    ) -> int | None:
        """Run ``work`` in one transaction on the message's job; the job unknown: nothing to do.

        ``part`` (or ``parts``): the transaction changes those queue partitions' analyses, whose
        locks it takes first (app/incidents/handoff.py). ``lock_job``: the job row is locked from
        the start (PostgreSQL), else the work locks it when it needs it (a batch of lines, at its
        end): always after the partitions', never before."""
        parts = [part, *parts] if part is not None else list(parts)
        try:
            async with self.db.session() as session:
                if parts:
                    await handoff.lock(session, msg.job_id, parts)
                job = await JobRepository(session).get(
                    msg.job_id, for_update=lock_job and not self.db.is_sqlite
                )
                if job is None:
                    log.warning("dropping %s for unknown job %s", msg.kind, msg.job_id)
                    return None
                incident_id = await work(session, job)
                await session.commit()
                return incident_id
        except BaseException:
            # The in-memory analysis may be ahead of what committed: read it from its row next time.
            for p in parts:
                self.cache.drop(msg.job_id, p)
            raise

    async def _handle_item(self, msg: QueueMessage) -> list[int]:
        """A heartbeat or an exit: one item; invalid, it is parked (processing errors retry)."""
        hb: HeartbeatIn | None = None
        ex: ExitIn | None = None
        try:
            if msg.kind == "heartbeat":
                hb = HeartbeatIn.model_validate(msg.payload)
            else:
                ex = ExitIn.model_validate(msg.payload)
        except ValidationError as exc:
            await self.queue.park(msg.job_id, msg.kind, msg.payload, _reason(exc), msg.id)
            return []
        if ex is not None and await self.queue.earlier_pending(msg):
            # The job's lines are partitioned by node: those accepted before the exit (its cause,
            # perhaps, on another node) are processed first, as with one partition per job.
            raise Deferred(msg.id)

        async def work(session: Any, job: JobRow) -> int | None:
            if hb is not None:
                return await self._heartbeat(session, job, hb, part)
            assert ex is not None
            return await self._exit(session, job, ex)

        # A non-finite metric becomes a line of the node's partition (its lock before the job's).
        part = (
            partition_of(msg.job_id, self.queue.partitions, hb.node)
            if hb is not None and hb.nonfinite
            else None
        )
        incident_id = await self._transaction(msg, work, part=part)
        return [incident_id] if incident_id is not None else []

    async def _handle_urgent(self, msg: QueueMessage) -> list[int]:
        """Candidate lines ahead of the backlog (app/ingest/fast_lane.py). Their batch carries
        the same lines, so an invalid line is left for the batch to park, and a failure other
        than an outage is logged and dropped: the full pipeline still diagnoses these lines."""
        run = msg.payload.get("run") if isinstance(msg.payload.get("run"), str) else None
        raw_lines = msg.payload.get("lines")
        if not isinstance(raw_lines, list):
            return []
        good, _ = _check_lines(raw_lines)  # a few lines: no thread needed

        async def work(session: Any, job: JobRow) -> int | None:
            if is_stale(job, run):
                return None
            return await self.fast_lane.diagnose(session, job, [line for _, line in good])

        try:
            incident_id = await self._transaction(msg, work)
        except Exception as exc:
            self.fast_lane.drop(msg.job_id)
            if is_transient(exc):
                raise
            log.warning(
                "priority lane %s of job %s failed (%s); the batch follows", msg.id, msg.job_id, _reason(exc)
            )
            return []
        return [incident_id] if incident_id is not None else []

    async def _handle_logs(self, msg: QueueMessage) -> list[int]:
        replay = bool(msg.payload.get(REPLAY_KEY))
        run = msg.payload.get("run") if isinstance(msg.payload.get("run"), str) else None
        raw_lines = msg.payload.get("lines")
        if not isinstance(raw_lines, list):
            await self.queue.park(msg.job_id, "logs", msg.payload, "no list of lines", msg.id)
            return []
        checked = msg.payload.get(LINES_CHECKED_KEY) == LINES_CHECKED
        # MiBs of text, and the analysis that needs only the text: off the loop, before the lock.
        good, bad, pre = await asyncio.to_thread(self._prepare, raw_lines, checked)
        for i, raw, reason in bad:
            await self._park_line(msg, i, raw, reason)
        if not good:
            return []
        try:
            incident_id = await self._transaction(
                msg,
                self._logs_work([line for _, line in good], replay, run, pre, msg.partition),
                part=msg.partition,
                lock_job=False,
            )
            return [incident_id] if incident_id is not None else []
        except Exception as exc:
            if is_transient(exc):
                raise
            log.warning(
                "batch %s of job %s failed (%s): processing its %d lines one by one",
                msg.id,
                msg.job_id,
                _reason(exc),
                len(good),
            )
        changed: set[int] = set()
        for i, line in good:
            try:
                incident_id = await self._transaction(
                    msg,
                    self._logs_work([line], replay, run, None, msg.partition),
                    part=msg.partition,
                    lock_job=False,
                )
            except Exception as exc:
                if is_transient(exc):
                    raise
                log.warning("parking line %d of %s (job %s): %s", i, msg.id, msg.job_id, _reason(exc))
                await self._park_line(msg, i, line, _reason(exc))
                continue
            if incident_id is not None:
                changed.add(incident_id)
        return sorted(changed)

    async def _handle_log_group(self, msgs: list[QueueMessage]) -> list[int]:
        """Several ``logs`` messages of one job's run (none replayed), in one transaction."""
        first = msgs[0]
        run = first.payload.get("run") if isinstance(first.payload.get("run"), str) else None
        batches = [(m.payload["lines"], m.payload.get(LINES_CHECKED_KEY) == LINES_CHECKED) for m in msgs]
        prepared = await asyncio.to_thread(lambda: [self._prepare(raw, checked) for raw, checked in batches])
        items: list[tuple[int, list[dict[str, Any]], list[Predigest] | None]] = []
        for msg, (good, bad, pre) in zip(msgs, prepared, strict=True):
            for i, raw, reason in bad:
                await self._park_line(msg, i, raw, reason)
            if good:
                items.append((msg.partition, [line for _, line in good], pre))
        if not items:
            return []

        async def work(session: Any, job: JobRow) -> int | None:
            return await self._logs_group(session, job, items, False, run)

        incident_id = await self._transaction(
            first, work, parts=sorted({part for part, _, _ in items}), lock_job=False
        )
        return [incident_id] if incident_id is not None else []

    def _prepare(
        self, raw_lines: list[Any], checked: bool
    ) -> tuple[list[tuple[int, dict[str, Any]]], list[tuple[int, Any, str]], list[Predigest]]:
        """The batch's lines checked, and what their analysis needs of their text alone."""
        good, bad = _check_lines(raw_lines, checked)
        return good, bad, predigest_all(self.cache.engine, [line["line"] for _, line in good])

    def _logs_work(
        self,
        lines: list[dict[str, Any]],
        replay: bool,
        run: str | None = None,
        pre: list[Predigest] | None = None,
        part: int = 0,
    ) -> Callable[[Any, JobRow], Awaitable[int | None]]:
        async def work(session: Any, job: JobRow) -> int | None:
            return await self._logs(session, job, lines, replay, run, pre, part)

        return work

    async def _park_line(self, msg: QueueMessage, index: int, raw: Any, reason: str) -> None:
        await self.queue.park(msg.job_id, "logs", {"lines": [raw]}, reason, f"{msg.id}:{index}")

    async def _run_hook(self, hook: IncidentHook, incident_id: int) -> None:
        try:
            await hook(incident_id)
        except Exception:
            log.exception(
                "incident hook %s failed for incident %d", getattr(hook, "__name__", hook), incident_id
            )

    async def _logs(
        self,
        session: Any,
        job: JobRow,
        lines: list[dict[str, Any]],
        replay: bool = False,
        run: str | None = None,
        pre: list[Predigest] | None = None,
        part: int = 0,
    ) -> int | None:
        """One partition's batch: :meth:`_logs_group`."""
        return await self._logs_group(session, job, [(part, lines, pre)], replay, run)

    async def _logs_group(
        self,
        session: Any,
        job: JobRow,
        items: list[tuple[int, list[dict[str, Any]], list[Predigest] | None]],
        replay: bool = False,
        run: str | None = None,
    ) -> int | None:
        """Batches ``(partition, lines, predigests)`` of one job, in queue order (their
        transaction holds their partitions' locks, not yet the job's).

        Nothing here writes the job row before ``process_partitions`` locks it at the batch's
        end: on PostgreSQL the batch's line indexes are reserved in between, by a statement of
        its own that updates the job row and would wait forever on a lock this transaction held."""
        if is_stale(job, run, adopt=False):
            # A rank of the old run still printing after the restart: not the new run's progress
            # nor a new failure of it (app/incidents/runs.py). The job's output file keeps it.
            LINES_STALE.inc(sum(len(lines) for _, lines, _ in items))
            return None
        repo = JobRepository(session)
        # Each stream's highest seq, kept in a plain dict while the batches are read; the streams
        # they moved are written back in one upsert (no ORM row per cursor). A node's streams are
        # one partition's (the partition's lock serialises them).
        highest = await repo.stream_tops(job.job_id, {raw["node"] for _, lines, _ in items for raw in lines})
        moved: dict[tuple[str, int, str], int] = {}
        # part -> its fresh lines and their predigests (None: some line has none), in queue order.
        fresh: dict[int, tuple[list[LogLine], list[Predigest | None]]] = {}
        duplicates = 0
        for part, lines, pre in items:
            part_lines, part_pre = fresh.setdefault(part, ([], []))
            add_line, add_pre = part_lines.append, part_pre.append
            # Every line was checked against LogLineIn just before (_check_lines).
            for raw, line_pre in zip(
                lines, pre if pre is not None else repeat(None, len(lines)), strict=True
            ):
                node, rank, stream, seq = raw["node"], raw["rank"], raw["stream"], raw["seq"]
                key = (node, -1 if rank is None else rank, stream)
                top = highest.get(key)
                if top is None or seq > top:
                    highest[key] = moved[key] = seq
                elif not replay:
                    duplicates += 1
                    continue
                # (A replayed line was parked, never processed: the cursor may be past it already.)
                # Its index is reserved below (process_partitions).
                add_line(LogLine(raw["line"], 0, node, rank, stream, seq, raw.get("ts")))
                add_pre(line_pre)
        await repo.put_stream_tops(job.job_id, moved)
        LINES_DUPLICATE.inc(duplicates)
        batches = [
            incidents.PartitionBatch(
                part,
                part_lines,
                None if any(p is None for p in part_pre) else cast(list[Predigest], part_pre),
            )
            for part, (part_lines, part_pre) in fresh.items()
            if part_lines
        ]
        if not batches:
            return None
        # The job row's changes (progress, line count) go out in one UPDATE at the commit, not
        # one per statement the batch runs before it (autoflush).
        with session.no_autoflush:
            outcome = await incidents.process_partitions(session, job, batches, self.cache)
            is_stale(job, run)  # the job row is locked (and read again) now: adopt a new run
            if outcome.progressed:
                job.progress_run = run
        LINES_PROCESSED.inc(outcome.lines)
        return outcome.incident_id if outcome.incident_changed else None

    async def _heartbeat(self, session: Any, job: JobRow, hb: HeartbeatIn, part: int | None) -> int | None:
        if is_stale(job, hb.run):
            return None
        job.last_heartbeat_at = utcnow()
        metrics: dict[str, Any] = {"step": hb.step, "rank": hb.rank, "node": hb.node, **hb.metrics}
        for name in ("loss", "grad_norm", "tokens_per_s"):
            value = getattr(hb, name)
            if value is not None:
                metrics[name] = value
        job.last_metrics = metrics
        progress_before = job.last_progress_at
        incidents.note_progress(job, hb.step)
        if job.last_progress_at != progress_before:
            job.progress_run = hb.run
        if not hb.nonfinite:
            return None
        # A non-finite metric is evidence like a log line: it goes through the rules.
        text = (
            f"[rank{hb.rank}]: crashcart agent: non-finite {', '.join(hb.nonfinite)} (nan) at step {hb.step}"
        )
        line = LogLine(text=text, node=hb.node, rank=hb.rank, stream="agent")
        outcome = await incidents.process_lines(
            session, job, [line], self.cache, part=part if part is not None else 0, job_locked=True
        )
        return outcome.incident_id if outcome.incident_changed else None

    async def _exit(self, session: Any, job: JobRow, ex: ExitIn) -> int | None:
        if is_stale(job, ex.run):
            log.info("job %s: ignoring the exit of run %s, which a restart ended", job.job_id, ex.run)
            return None
        job.exit_code = ex.exit_code
        if ex.exit_code == 0 and ex.signal is None:
            if job.state in ("running", "restarting"):
                job.state = "succeeded"
            return None
        job.state = "failed"
        repo = IncidentRepository(session)
        if await repo.open_for_job(job.job_id) is not None:
            return None
        verdicts, _ = await self.cache.verdicts(session, job, job.epoch or 0)
        verdict = verdicts[0] if verdicts else incidents.unexplained_exit_verdict(ex.exit_code, ex.signal)
        incident_id, _ = await incidents.upsert_incident(session, job, verdict)
        return incident_id
