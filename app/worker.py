"""The runtime shared by ``crashcart serve`` (API + in-process worker) and ``crashcart worker``."""

from __future__ import annotations

import asyncio
import contextlib
import gc
import logging
import shutil
import signal
from collections.abc import Coroutine
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from app.classify.engine import RuleEngine
from app.diagnose.service import DiagnoseResult, default_agent, schedule_diagnosis
from app.errors import ConfigError
from app.incidents.service import AnalysisCache, sweep_stalled_jobs
from app.ingest.base import IngestQueue
from app.ingest.consumer import IncidentHook, IngestConsumer
from app.ingest.local_queue import LocalQueue
from app.ingest.redis_queue import RedisStreamsQueue
from app.notify.runner import NotifyRunner
from app.notify.service import enqueue_for_incident
from app.orchestrate.backends import get_backends
from app.orchestrate.runner import OrchestratorRunner
from app.orchestrate.service import on_incident
from app.settings import Settings, mask_url
from app.store.archive import open_archive
from app.store.db import Database, private_memory_database, upgrade
from app.store.incidents import IncidentRepository

log = logging.getLogger(__name__)


@dataclass
class Runtime:
    settings: Settings
    db: Database
    queue: IngestQueue
    engine: RuleEngine
    cache: AnalysisCache
    hooks: list[IncidentHook] = field(default_factory=list)
    tasks: list[asyncio.Task[None]] = field(default_factory=list)
    stop: asyncio.Event = field(default_factory=asyncio.Event)
    # The private database of ``sqlite://``: removed when the process closes the runtime.
    scratch: Path | None = None

    async def start_workers(self) -> None:
        """Start the queue consumer and the background services (orchestrator, LLM)."""
        consumer = IngestConsumer(self.db, self.queue, self.cache, self.hooks)
        self.tasks.append(asyncio.create_task(consumer.run(self.stop), name="ingest-consumer"))
        for name, coro in background_services(self):
            self.tasks.append(asyncio.create_task(coro, name=name))
        await self._resume_pending_incidents()

    async def _resume_pending_incidents(self) -> None:
        """Incidents a previous process left half-handled get their hooks again (they are idempotent)."""
        async with self.db.session() as session:
            pending = [row.id for row in await IncidentRepository(session).in_states(("open",), limit=1000)]
        for incident_id in pending:
            for hook in self.hooks:
                try:
                    await hook(incident_id)
                except Exception:
                    log.exception("resuming incident %d failed", incident_id)

    async def close(self) -> None:
        self.stop.set()
        for task in self.tasks:
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await asyncio.wait_for(task, timeout=10)
        await self.queue.close()
        await get_backends().close()
        await self.db.dispose()
        if self.scratch is not None:
            shutil.rmtree(self.scratch, ignore_errors=True)


def make_queue(settings: Settings, db: Database) -> IngestQueue:
    redis_url = settings.effective_redis_url
    if redis_url:
        return RedisStreamsQueue(
            redis_url,
            partitions=settings.ingest.partitions,
            prefix=settings.redis_prefix,
            group_lines=settings.ingest.group_lines,
        )
    return LocalQueue(db, partitions=settings.ingest.partitions, group_lines=settings.ingest.group_lines)


async def check_redis(url: str, timeout_s: float = 5.0) -> None:
    """At start: Redis answers a PING; else one line naming CRASHCART_REDIS_URL."""
    import redis.asyncio as aioredis
    from redis.exceptions import RedisError

    client = aioredis.from_url(url, socket_connect_timeout=timeout_s, socket_timeout=timeout_s)
    try:
        await asyncio.wait_for(client.ping(), timeout=timeout_s * 2)
    except (RedisError, OSError, TimeoutError) as exc:
        reason = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
        raise ConfigError(f"CRASHCART_REDIS_URL: Redis unreachable at {mask_url(url)}: {reason}") from exc
    finally:
        await client.aclose()


async def preflight(settings: Settings) -> None:
    """What ``serve`` and ``worker`` check before they start: every URL is one they can use and
    every server answers, so a mistake is one line naming its variable, not a traceback."""
    settings.effective_database_url  # noqa: B018 - raises ConfigError for a URL it cannot use
    redis_url = settings.effective_redis_url
    if not settings.is_embedded_db:
        db = Database(settings.effective_database_url)
        try:
            await db.check()
        finally:
            await db.dispose()
    if redis_url:
        await check_redis(redis_url)


async def build_runtime(settings: Settings, *, migrate: bool | None = None) -> Runtime:
    settings.data_dir.mkdir(parents=True, exist_ok=True)
    url = settings.effective_database_url
    scratch: Path | None = None
    if settings.is_memory_db:
        url, scratch = private_memory_database()
        migrate = True
    if migrate if migrate is not None else settings.is_embedded_db:
        await upgrade(url)
    db = Database(url)
    engine = RuleEngine.from_dir(settings.rules_dir)
    runtime = Runtime(
        scratch=scratch,
        settings=settings,
        db=db,
        queue=make_queue(settings, db),
        engine=engine,
        cache=AnalysisCache(
            engine, settings.compress, open_archive(settings), log_aggregators=settings.ingest.log_aggregators
        ),
    )
    runtime.hooks.extend(incident_hooks(runtime))
    return runtime


def freeze_startup_objects() -> None:
    """Move what a started process holds (modules, the rule engine's tries and tables, settings:
    ~200,000 objects) out of the cyclic garbage collector's reach (``gc.freeze``), before its
    worker starts.

    A worker allocates a batch's lines, dicts and predigests by the thousand; enough of them
    outlive a young collection that a full one runs every ~15 batches, and each walked every
    object of the process (docs/ingest.md). Frozen objects are still freed by reference
    counting; the few cycles start-up left unreferenced stay (no ``gc.collect`` first: it would
    cost the start ~0.1-0.3 s). Only the process entry points call this (``serve``,
    ``worker``), never a library caller or a test."""
    gc.freeze()


def incident_hooks(runtime: Runtime) -> list[IncidentHook]:
    """What happens after an incident was created or changed (each runs in its own task)."""

    async def orchestrate(incident_id: int) -> None:
        await on_incident(runtime.db, incident_id)
        # After planning, so the alert shows the decided state.
        await enqueue_for_incident(runtime.db, incident_id, settings=runtime.settings)

    async def replan(result: DiagnoseResult) -> None:
        await on_incident(runtime.db, result.incident_id)
        await enqueue_for_incident(runtime.db, result.incident_id, settings=runtime.settings)

    async def diagnose(incident_id: int) -> None:
        # Only ambiguous incidents, in the background: a rule verdict never waits for the LLM.
        agent = default_agent(runtime.settings)
        if agent is not None:
            schedule_diagnosis(runtime.db, incident_id, on_done=replan, agent=agent)

    return [orchestrate, diagnose]


def background_services(runtime: Runtime) -> list[tuple[str, Coroutine[Any, Any, None]]]:
    return [
        ("stall-sweep", stall_sweep_loop(runtime)),
        ("orchestrator", OrchestratorRunner(runtime.db).run(runtime.stop)),
        ("notifier", NotifyRunner(runtime.db, runtime.settings).run(runtime.stop)),
    ]


async def stall_sweep_loop(runtime: Runtime) -> None:
    """Hangs show no error in the logs: find running jobs whose step stopped advancing."""
    cfg = runtime.settings.incidents
    while not runtime.stop.is_set():
        try:
            async with runtime.db.session() as session:
                opened = await sweep_stalled_jobs(session, cfg.stall_after_s)
                await session.commit()
            for incident_id in opened:
                for hook in runtime.hooks:
                    await hook(incident_id)
        except Exception:
            log.exception("stall sweep failed; retrying")
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(runtime.stop.wait(), timeout=cfg.stall_check_interval_s)


async def run_worker(settings: Settings) -> None:
    settings.require_shared_db("a separate `crashcart worker`")
    await preflight(settings)
    runtime = await build_runtime(settings)
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError):
            loop.add_signal_handler(sig, runtime.stop.set)
    log.info("worker started (%s queue)", "redis" if settings.redis_url else "local")
    freeze_startup_objects()
    await runtime.start_workers()
    await runtime.stop.wait()
    await runtime.close()
