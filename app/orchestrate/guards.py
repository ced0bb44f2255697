"""The drain caps, counted over what is coming: nodes drained in the last hour, cordons in flight
and cordons planned, for a whole step (all its nodes) at once.

Pure functions over snapshots (:func:`cordon_notes`), plus :func:`partitions_of`, which asks a
backend where the nodes are. The same check runs when a step is planned and again when a runner
claims it, so a burst planned before any cordon ran cannot pass the caps together.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from app.errors import BackendError
from app.orchestrate.base import PartitionUsage, RecoveryBackend
from app.settings import PolicySettings


@dataclass(frozen=True)
class DrainLoad:
    recent: frozenset[str] = frozenset()  # drained by crashcart within the last hour
    inflight: frozenset[str] = frozenset()  # cordons executing or planned to run (other steps)
    partitions: dict[str, PartitionUsage | None] = field(default_factory=dict)


def cordon_notes(
    settings: PolicySettings,
    nodes: Iterable[str],
    load: DrainLoad,
    *,
    hourly: bool = True,
    fraction: bool = True,
    floor: int = 0,
) -> list[str]:
    """Why draining ``nodes`` (one step) needs a human; empty when the caps allow it.

    ``floor``: a lower bound for the drains already counted (a caller that only knows a number).
    """
    step = tuple(dict.fromkeys(nodes))
    notes: list[str] = []
    counted = load.recent | load.inflight
    # A node its backend already shows drained costs nothing more.
    drained_now = {n for n in step if (u := load.partitions.get(n)) is not None and n in u.drained}
    added = [n for n in step if n not in counted and n not in drained_now]
    if hourly:
        before = max(len(counted), floor)
        if before + len(added) > settings.max_drains_per_hour:
            notes.append(
                f"{before} nodes drained (or about to be) in the last hour and {len(added)} more "
                f"here; the cap is {settings.max_drains_per_hour}"
            )
    if fraction:
        for name, usage, members in _by_partition(step, load.partitions):
            pending = {
                n
                for n in load.inflight
                if _partition_key(n, load.partitions.get(n)) == name and n not in usage.drained
            }
            new = {n for n in members if n not in usage.drained and n not in pending}
            after = usage.cordoned + len(pending) + len(new)
            if after / usage.total > settings.max_partition_drain_fraction + 1e-9:
                notes.append(
                    f"draining {', '.join(members)} would take partition {name or '?'} to "
                    f"{after}/{usage.total} drained (cap {settings.max_partition_drain_fraction:.0%})"
                )
    return notes


def _partition_key(node: str, usage: PartitionUsage | None) -> str | None:
    if usage is None or usage.total == 0:
        return None
    return usage.name or f"of {node}"


def _by_partition(
    nodes: tuple[str, ...], partitions: dict[str, PartitionUsage | None]
) -> list[tuple[str, PartitionUsage, list[str]]]:
    groups: dict[str, tuple[PartitionUsage, list[str]]] = {}
    for node in nodes:
        usage = partitions.get(node)
        key = _partition_key(node, usage)
        if key is None or usage is None:
            continue
        groups.setdefault(key, (usage, []))[1].append(node)
    return [(key, usage, members) for key, (usage, members) in groups.items()]


async def partitions_of(backend: RecoveryBackend, nodes: Iterable[str]) -> dict[str, PartitionUsage | None]:
    """Each node's partition, asking the backend once per partition when it lists the members."""
    found: dict[str, PartitionUsage | None] = {}
    for node in dict.fromkeys(nodes):
        known = next((u for u in found.values() if u is not None and node in u.nodes), None)
        if known is not None:
            found[node] = known
            continue
        try:
            found[node] = await backend.partition_usage(node)
        except BackendError:
            found[node] = None
    return found
