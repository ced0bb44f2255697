"""The warm standby pool: idle nodes kept out of general service so that a job whose node is
cordoned runs again at once, even on a full cluster.

- The scheduler is the record of who is in the pool (a Slurm reservation); crashcart keeps no
  copy that could drift from it.
- ``policy.standby.nodes`` (the operator's list, never a log's) seeds the pool up to
  ``policy.standby.size``: :func:`fill`, at runner start and on ``crashcart nodes standby --fill``.
- A restart away from cordoned nodes hands one pool node per cordoned node to general service
  first (:func:`plan_release`, chosen and recorded before the backend acts, so a resumed restart
  hands over the same ones).
- A node that comes back from repair (uncordon) joins the pool while the pool is short of its
  target (:func:`refill`), instead of going back to general service.
"""

from __future__ import annotations

import logging

from app.errors import BackendError
from app.orchestrate.base import RecoveryBackend
from app.settings import StandbySettings

log = logging.getLogger(__name__)


def enabled(backend: RecoveryBackend, settings: StandbySettings) -> bool:
    return backend.supports_standby and settings.target > 0


async def plan_release(
    backend: RecoveryBackend, settings: StandbySettings, cordoned: tuple[str, ...]
) -> tuple[str, ...]:
    """The pool nodes to hand over for a restart away from ``cordoned``: one per cordoned node,
    in the pool's order. Empty when there is no pool or nothing was cordoned."""
    if not cordoned or not enabled(backend, settings):
        return ()
    pool = await backend.standby_nodes()
    return tuple(n for n in pool if n not in cordoned)[: len(cordoned)]


async def refill(backend: RecoveryBackend, settings: StandbySettings, node: str) -> bool:
    """``node`` is back from repair: it joins the pool when the pool is short of its target.
    True when it did (or already was in the pool)."""
    if not enabled(backend, settings):
        return False
    pool = await backend.standby_nodes()
    if node in pool:
        return True
    if len(pool) >= settings.target:
        return False
    return node in await backend.standby_add((node,))


async def fill(backend: RecoveryBackend, settings: StandbySettings) -> tuple[str, ...]:
    """Top the pool up to its target from the operator's listed nodes that are idle now."""
    if not enabled(backend, settings):
        return ()
    pool = await backend.standby_nodes()
    missing = settings.target - len(pool)
    if missing <= 0:
        return ()
    candidates = tuple(n for n in settings.nodes if n not in pool)
    added: list[str] = []
    for node in candidates:  # one at a time: a node busy now is skipped, the next one tried
        if len(added) >= missing:
            break
        added.extend(await backend.standby_add((node,)))
    return tuple(added)


async def fill_quietly(backend: RecoveryBackend, settings: StandbySettings) -> None:
    """:func:`fill` for the runner's start: a scheduler that is down costs the pool, not the runner."""
    try:
        added = await fill(backend, settings)
    except BackendError as exc:
        log.warning("standby pool not filled: %s", exc)
        return
    if added:
        log.info("standby pool: added %s", ", ".join(added))
