"""The recovery backend interface (Slurm, Kubernetes, local) and a fake beside it.

Every method must be idempotent. ``restart`` gets the marker that ``restart_marker`` returned
before the first attempt and must do nothing when the job has restarted since then: that is what
makes an execution resumed after a service crash happen exactly once.
"""

from __future__ import annotations

import abc
from dataclasses import dataclass, field
from typing import Any

from app.errors import BackendError


@dataclass(frozen=True)
class JobTarget:
    """What a backend needs to know about a job (a snapshot, never an ORM object)."""

    job_id: str
    scheduler: str
    nodes: tuple[str, ...] = ()
    spec: dict[str, Any] = field(default_factory=dict)
    checkpoint_dir: str | None = None


@dataclass(frozen=True)
class JobStatus:
    state: str  # the scheduler's words, upper case: RUNNING, PENDING, FAILED, ...
    nodes: tuple[str, ...] = ()
    restarts: int = 0


@dataclass(frozen=True)
class PartitionUsage:
    """A node's partition: its size, how many of its nodes are drained now, and (when the backend
    knows them) its name, members and drained members, so pending drains are counted once."""

    total: int
    cordoned: int
    name: str = ""
    nodes: frozenset[str] = frozenset()
    drained: frozenset[str] = frozenset()


@dataclass(frozen=True)
class RestartOutcome:
    """What a restart did; ``spec_update`` is merged into the job's spec (e.g. a new Slurm id)."""

    detail: str
    already_done: bool = False
    spec_update: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class NodeChecks:
    """What a health check of a job's nodes found: every node checked is in one of the two."""

    passed: tuple[str, ...]
    failed: tuple[str, ...]
    output: str = ""


class RecoveryBackend(abc.ABC):
    name: str = "abstract"

    @abc.abstractmethod
    async def cordon(self, node: str, reason: str) -> None:
        """Stop new work landing on ``node`` (Slurm DRAIN, Kubernetes unschedulable)."""

    @abc.abstractmethod
    async def uncordon(self, node: str) -> None:
        """Return ``node`` to service."""

    @abc.abstractmethod
    async def restart_marker(self, job: JobTarget) -> dict[str, Any]:
        """A small JSON-able snapshot that tells later whether a restart has happened since."""

    @abc.abstractmethod
    async def restart(
        self, job: JobTarget, *, marker: dict[str, Any], exclude: tuple[str, ...], key: str
    ) -> RestartOutcome:
        """Run the job again from its checkpoint, away from ``exclude``; a no-op if already done."""

    @abc.abstractmethod
    async def job_status(self, job: JobTarget) -> JobStatus | None:
        """The scheduler's view of the job, or None when it does not know it."""

    async def partition_usage(self, node: str) -> PartitionUsage | None:
        """Size of the node's partition and how many of its nodes are cordoned; None: unknown."""
        return None

    # --- warm standby pool (app/orchestrate/standby.py); a backend without one keeps none ----
    supports_standby: bool = False

    async def standby_nodes(self) -> tuple[str, ...]:
        """The nodes held in the standby pool now (the scheduler is the record)."""
        return ()

    async def standby_release(self, nodes: tuple[str, ...]) -> None:
        """Hand ``nodes`` from the pool to general service; a node not in the pool is a no-op."""
        raise BackendError(f"the {self.name} backend keeps no standby pool")

    async def standby_add(self, nodes: tuple[str, ...]) -> tuple[str, ...]:
        """Put those of ``nodes`` that are idle into the pool; returns the ones added (a node
        already there, running a job or cordoned is left as it is)."""
        raise BackendError(f"the {self.name} backend keeps no standby pool")

    async def check_node(self, node: str, command: tuple[str, ...], timeout_s: float) -> tuple[bool, str]:
        """Run the operator's health check on ``node`` through the scheduler, the node kept from
        other jobs meanwhile; a node that fails stays (or is again) cordoned. (passed, output tail)."""
        raise BackendError(f"the {self.name} backend cannot run node health checks")

    # Whether check_nodes can run inside a running job's allocation (a hung job holds its nodes).
    checks_in_allocation: bool = False

    async def check_nodes(
        self,
        nodes: tuple[str, ...],
        command: tuple[str, ...],
        timeout_s: float,
        *,
        job: JobTarget | None = None,
    ) -> NodeChecks:
        """Run the operator's health check on each of ``nodes`` (a failed job's, not drained) in
        one scheduler job, and say which failed; with ``job``, as a step inside that running job's
        allocation. Raises BackendError when it could not run."""
        raise BackendError(f"the {self.name} backend cannot run node health checks")

    async def check_pair(
        self, nodes: tuple[str, ...], command: tuple[str, ...], timeout_s: float
    ) -> tuple[bool, str]:
        """Run the operator's pair check (an all-reduce between two nodes, or across a bisection's
        group) as one scheduler step with a task on each; (passed, output tail). Raises
        BackendError when it could not run."""
        raise BackendError(f"the {self.name} backend cannot run pair health checks")

    async def close(self) -> None:
        return None


class FakeBackend(RecoveryBackend):
    """In-memory backend for tests: records calls, can be told to fail the next N calls."""

    name = "fake"

    def __init__(self, *, partition: list[str] | None = None) -> None:
        self.calls: list[tuple[str, str]] = []
        self.cordoned: set[str] = set()
        self.restarts: dict[str, int] = {}
        self.partition = list(partition or [])
        self.fail_next = 0
        self.pool: list[str] = []
        self.unhealthy: set[str] = set()
        self.bad_links: set[str] = set()  # nodes whose every pair check fails (check_pair)
        self.checks_in_allocation = False

    def _maybe_fail(self, what: str) -> None:
        if self.fail_next > 0:
            self.fail_next -= 1
            raise BackendError(f"fake backend: {what} failed (injected)")

    async def cordon(self, node: str, reason: str) -> None:
        self._maybe_fail("cordon")
        self.calls.append(("cordon", node))
        self.cordoned.add(node)

    async def uncordon(self, node: str) -> None:
        self.calls.append(("uncordon", node))
        self.cordoned.discard(node)

    async def restart_marker(self, job: JobTarget) -> dict[str, Any]:
        return {"restarts": self.restarts.get(job.job_id, 0)}

    async def restart(
        self, job: JobTarget, *, marker: dict[str, Any], exclude: tuple[str, ...], key: str
    ) -> RestartOutcome:
        if self.restarts.get(job.job_id, 0) > int(marker.get("restarts", 0)):
            return RestartOutcome("already restarted", already_done=True)
        self._maybe_fail("restart")
        self.calls.append(("restart", job.job_id))
        self.restarts[job.job_id] = self.restarts.get(job.job_id, 0) + 1
        return RestartOutcome(f"restarted without {','.join(exclude) or 'nothing'}")

    async def job_status(self, job: JobTarget) -> JobStatus | None:
        return JobStatus("RUNNING", job.nodes, self.restarts.get(job.job_id, 0))

    async def partition_usage(self, node: str) -> PartitionUsage | None:
        if node not in self.partition:
            return None
        members = frozenset(self.partition)
        drained = frozenset(self.cordoned & members)
        return PartitionUsage(len(members), len(drained), "fake", members, drained)

    supports_standby = True

    async def standby_nodes(self) -> tuple[str, ...]:
        return tuple(self.pool)

    async def standby_release(self, nodes: tuple[str, ...]) -> None:
        self._maybe_fail("standby release")
        self.calls.extend(("standby_release", n) for n in nodes if n in self.pool)
        self.pool = [n for n in self.pool if n not in nodes]

    async def standby_add(self, nodes: tuple[str, ...]) -> tuple[str, ...]:
        self._maybe_fail("standby add")
        added = tuple(n for n in dict.fromkeys(nodes) if n not in self.pool and n not in self.cordoned)
        self.calls.extend(("standby_add", n) for n in added)
        self.pool.extend(added)
        return added

    async def check_node(self, node: str, command: tuple[str, ...], timeout_s: float) -> tuple[bool, str]:
        self._maybe_fail("check")
        self.calls.append(("check", node))
        if node in self.unhealthy:
            return False, f"{node}: unhealthy (fake)"
        self.cordoned.discard(node)  # as Slurm's check leaves a passing node resumed
        return True, f"{node}: healthy (fake)"

    async def check_pair(
        self, nodes: tuple[str, ...], command: tuple[str, ...], timeout_s: float
    ) -> tuple[bool, str]:
        self._maybe_fail("check")
        self.calls.append(("check_pair", ",".join(nodes)))
        bad = [n for n in nodes if n in self.bad_links]
        if bad:
            return False, f"{','.join(nodes)}: all-reduce failed ({','.join(bad)} bad link, fake)"
        self.cordoned.difference_update(nodes)  # as a passing release check leaves a node resumed
        return True, f"{','.join(nodes)}: all-reduce ok (fake)"

    async def check_nodes(
        self,
        nodes: tuple[str, ...],
        command: tuple[str, ...],
        timeout_s: float,
        *,
        job: JobTarget | None = None,
    ) -> NodeChecks:
        self._maybe_fail("check")
        if job is not None:
            if not self.checks_in_allocation:
                raise BackendError("the fake backend runs no checks inside a job (checks_in_allocation)")
            self.calls.append(("check_in_job", job.job_id))
        self.calls.append(("check_nodes", ",".join(nodes)))
        failed = tuple(n for n in nodes if n in self.unhealthy)
        return NodeChecks(
            tuple(n for n in nodes if n not in failed),
            failed,
            "\n".join(f"{n}: {'unhealthy' if n in failed else 'healthy'} (fake)" for n in nodes),
        )
