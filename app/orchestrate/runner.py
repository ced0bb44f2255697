"""The orchestrator's loop: executes due actions, resumes those whose executor died (their lease
ran out), and verifies restarts. Started by ``crashcart serve`` and ``crashcart worker``; several
runners may share one database (claims are atomic)."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import socket
import uuid

from app.orchestrate import service, standby
from app.orchestrate.backends import BackendRegistry, get_backends
from app.orchestrate.machine import run_due, verify_restarts
from app.settings import get_settings
from app.store.db import Database

log = logging.getLogger(__name__)


class OrchestratorRunner:
    def __init__(
        self,
        db: Database,
        *,
        backends: BackendRegistry | None = None,
        poll_s: float = 1.0,
        lease_s: float = 60.0,
        owner: str | None = None,
    ) -> None:
        self.db = db
        self.backends = backends
        self.poll_s = poll_s
        # An action whose executor died is taken over once its lease has run out; a live
        # executor renews its lease while the backend works (see machine.py).
        self.lease_s = lease_s
        self.owner = owner or f"{socket.gethostname()}:{os.getpid()}:{uuid.uuid4().hex[:8]}"
        self._wake: asyncio.Event | None = None

    def wake(self) -> None:
        if self._wake is not None:
            self._wake.set()

    async def fill_standby(self) -> None:
        """Seed the warm standby pool of each configured backend (standby.py); never fatal."""
        registry = self.backends or get_backends()
        settings = get_settings()
        for kind in dict.fromkeys([settings.backend, *settings.backends]):
            try:
                backend = registry.get(kind)
            except Exception as exc:  # a backend that cannot be built must not stop the runner
                log.warning("standby pool of %s not filled: %s", kind, exc)
                continue
            await standby.fill_quietly(backend, settings.policy.standby)

    async def tick(self) -> int:
        done = await run_due(self.db, owner=self.owner, lease_s=self.lease_s, backends=self.backends)
        # A health check that ended is a new plan input: what it found is acted on now.
        if await service.replan_checked(self.db, backends=self.backends):
            done += await run_due(self.db, owner=self.owner, lease_s=self.lease_s, backends=self.backends)
        await verify_restarts(self.db)
        return done

    async def run(self, stop: asyncio.Event) -> None:
        self._wake = asyncio.Event()
        service._runners.add(self)
        await self.fill_standby()
        try:
            while not stop.is_set():
                self._wake.clear()
                try:
                    await self.tick()
                except Exception:  # the loop must survive a bad action or a database hiccup
                    log.exception("orchestrator tick failed")
                waiters = {asyncio.ensure_future(stop.wait()), asyncio.ensure_future(self._wake.wait())}
                try:
                    await asyncio.wait(waiters, timeout=self.poll_s, return_when=asyncio.FIRST_COMPLETED)
                finally:
                    for waiter in waiters:
                        waiter.cancel()
                        with contextlib.suppress(asyncio.CancelledError):
                            await waiter
        finally:
            service._runners.discard(self)
            self._wake = None
