"""A second failure is never ignored: incidents per job epoch and part (issues 13 and 17).

Through the running service (both storage modes): an ECC error on s3 opens an incident that
cordons s3 and restarts the job; an ECC error on s5 of the same job 10 s later (by the lines'
timestamps) must cordon s5 too, whether the first incident is still in flight, the job was
restarted, or it was registered again by a prolog after a requeue. Shadow mode records the same
two incidents without merging them. Closed incidents never reopen for the failure they closed.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from app.errors import BackendError
from app.orchestrate.backends import BackendRegistry, set_backends
from app.orchestrate.base import FakeBackend, JobTarget, RestartOutcome
from app.store.db import Database
from app.store.incidents import IncidentRepository, IncidentRow
from app.store.jobs import JobRepository
from app.store.orchestrate import ActionRepository, ActionRow, NodeRepository
from tests.helpers import Service

NODES = [f"s{i}" for i in range(1, 9)]
ECC = "RuntimeError: CUDA error: uncorrectable ECC error encountered"
T0 = 1_790_000_000.0  # the first failure; the second comes 10 s later by the lines' own clock


class Cluster(FakeBackend):
    """The fake scheduler; with ``hold_restarts`` every restart fails (busy), so an incident
    stays in flight (``acting``, its restart waiting for a retry) as long as the test needs."""

    def __init__(self) -> None:
        super().__init__(partition=NODES)
        self.hold_restarts = False

    async def restart(
        self, job: JobTarget, *, marker: dict[str, Any], exclude: tuple[str, ...], key: str
    ) -> RestartOutcome:
        if self.hold_restarts:
            raise BackendError("scheduler busy (test)")
        return await super().restart(job, marker=marker, exclude=exclude, key=key)


@pytest.fixture
def cluster() -> Iterator[Cluster]:
    backend = Cluster()
    set_backends(BackendRegistry(overrides={"local": backend, "slurm": backend, "kubernetes": backend}))
    yield backend
    set_backends(None)


def db_of(service: Service) -> Database:
    db: Database = service.client._transport.app.state.crashcart.db  # type: ignore[attr-defined]
    return db


def ecc_from(node: str, ts: float, seq: int = 1) -> list[dict[str, Any]]:
    return [{"node": node, "rank": NODES.index(node), "stream": "stderr", "seq": seq, "ts": ts, "line": ECC}]


async def incidents(service: Service, job_id: str) -> list[IncidentRow]:
    async with db_of(service).session() as s:
        return await IncidentRepository(s).for_job(job_id)


async def actions(service: Service, incident_id: int) -> list[ActionRow]:
    async with db_of(service).session() as s:
        return await ActionRepository(s).for_incident(incident_id)


async def node_state(service: Service, node: str) -> str | None:
    async with db_of(service).session() as s:
        row = await NodeRepository(s).get(node)
        return row.state if row else None


async def job_field(service: Service, job_id: str, name: str) -> Any:
    async with db_of(service).session() as s:
        job = await JobRepository(s).get(job_id)
        assert job is not None
        return getattr(job, name)


async def ship(service: Service, job_id: str, lines: list[dict[str, Any]]) -> None:
    resp = await service.post_lines(job_id, lines)
    assert resp.status_code == 202, resp.text


async def wait_cordoned(service: Service, cluster: Cluster, node: str) -> None:
    async def done() -> bool:
        return ("cordon", node) in cluster.calls and await node_state(service, node) == "cordoned"

    await service.wait_for(done, timeout=20)


async def wait_incidents(service: Service, job_id: str, n: int) -> list[IncidentRow]:
    async def enough() -> list[IncidentRow] | None:
        rows = await incidents(service, job_id)
        return rows if len(rows) >= n else None

    rows: list[IncidentRow] = await service.wait_for(enough, timeout=20)
    return rows


def assert_two_ecc_incidents(rows: list[IncidentRow]) -> None:
    assert [(r.category, r.culprit_nodes) for r in rows] == [("ecc_error", ["s3"]), ("ecc_error", ["s5"])]
    assert rows[1].action == "cordon_and_restart" and not rows[1].ambiguous
    assert "s5" in (rows[1].root_cause_line or "") or rows[1].root_cause_line == ECC


# --- issue 13: the second failure, in both storage modes ------------------------------------------


async def test_second_ecc_while_the_first_incident_is_acting_cordons_both_nodes(
    cluster: Cluster, service: Service
) -> None:
    service.settings.policy.restart_backoff_s = 60.0
    cluster.hold_restarts = True  # the first incident stays acting: its restart waits for a retry
    await service.register("job-2nd", nodes=NODES)
    await ship(service, "job-2nd", ecc_from("s3", T0))
    await wait_cordoned(service, cluster, "s3")

    async def first_acting() -> bool:
        rows = await incidents(service, "job-2nd")
        return bool(rows) and rows[0].state == "acting"

    await service.wait_for(first_acting)
    epoch = await job_field(service, "job-2nd", "epoch")

    await ship(service, "job-2nd", ecc_from("s5", T0 + 10.0))
    await wait_cordoned(service, cluster, "s5")
    rows = await wait_incidents(service, "job-2nd", 2)
    assert_two_ecc_incidents(rows)
    # Same run: the second is the epoch's next part, not merged into the first.
    assert [(r.epoch, r.part) for r in rows] == [(epoch, 0), (epoch, 1)]
    assert rows[1].diagnosis.get("after_incident") == rows[0].id
    second = await actions(service, rows[1].id)
    assert [(a.kind, a.nodes) for a in second][:1] == [("cordon", ["s5"])]
    assert [c for c in cluster.calls if c[0] == "cordon"] == [("cordon", "s3"), ("cordon", "s5")]


async def test_the_second_failure_is_held_by_the_same_guards(cluster: Cluster, service: Service) -> None:
    """Under the same policy: with a drain cap of 1 per hour, the second node waits for a human."""
    service.settings.policy.max_drains_per_hour = 1
    service.settings.policy.restart_backoff_s = 60.0
    cluster.hold_restarts = True
    await service.register("job-capped", nodes=NODES)
    await ship(service, "job-capped", ecc_from("s3", T0))
    await wait_cordoned(service, cluster, "s3")
    await ship(service, "job-capped", ecc_from("s5", T0 + 10.0))
    rows = await wait_incidents(service, "job-capped", 2)
    assert_two_ecc_incidents(rows)

    async def waiting() -> bool:
        return any(
            a.kind == "cordon" and a.state == "awaiting_approval" for a in await actions(service, rows[1].id)
        )

    await service.wait_for(waiting)
    assert ("cordon", "s5") not in cluster.calls
    assert (await incidents(service, "job-capped"))[1].state == "awaiting_approval"


async def test_second_ecc_after_restart_and_reregistration_cordons_both_nodes(
    cluster: Cluster, service: Service
) -> None:
    service.settings.policy.restart_backoff_s = 0.0
    await service.register("job-requeue", nodes=NODES)
    await ship(service, "job-requeue", ecc_from("s3", T0))
    await wait_cordoned(service, cluster, "s3")

    async def restarted() -> bool:
        return await job_field(service, "job-requeue", "restarts") == 1

    await service.wait_for(restarted, timeout=20)
    assert ("restart", "job-requeue") in cluster.calls
    # The scheduler's prolog registers the requeued job again (the first incident still awaits
    # verification: the job made no progress since).
    await service.register("job-requeue", nodes=NODES)
    assert (await incidents(service, "job-requeue"))[0].state == "acting"

    await ship(service, "job-requeue", ecc_from("s5", T0 + 10.0, seq=2))
    await wait_cordoned(service, cluster, "s5")
    rows = await wait_incidents(service, "job-requeue", 2)
    assert_two_ecc_incidents(rows)
    assert rows[1].epoch > rows[0].epoch and rows[1].part == 0  # a new run: a new diagnosis epoch


async def test_reregistration_while_the_restart_is_pending_starts_a_new_epoch(
    cluster: Cluster, service: Service
) -> None:
    """The scheduler requeued the job itself before crashcart's restart ran: the prolog's
    registration is a new run, and its failure on s5 is a new incident."""
    service.settings.policy.restart_backoff_s = 60.0
    cluster.hold_restarts = True
    await service.register("job-sched-requeue", nodes=NODES)
    await ship(service, "job-sched-requeue", ecc_from("s3", T0))
    await wait_cordoned(service, cluster, "s3")
    before = await job_field(service, "job-sched-requeue", "epoch")
    await service.register("job-sched-requeue", nodes=NODES)
    assert await job_field(service, "job-sched-requeue", "epoch") == before + 1

    await ship(service, "job-sched-requeue", ecc_from("s5", T0 + 10.0, seq=2))
    await wait_cordoned(service, cluster, "s5")
    rows = await wait_incidents(service, "job-sched-requeue", 2)
    assert_two_ecc_incidents(rows)
    assert [(r.epoch, r.part) for r in rows] == [(before, 0), (before + 1, 0)]


async def test_shadow_mode_records_the_second_failure_as_its_own_incident(
    cluster: Cluster, service: Service
) -> None:
    service.settings.policy.mode = "shadow"
    await service.register("job-shadow", nodes=NODES)
    await ship(service, "job-shadow", ecc_from("s3", T0))

    async def shadowed(incident_index: int) -> bool:
        rows = await incidents(service, "job-shadow")
        if len(rows) <= incident_index:
            return False
        return any(a.state == "shadowed" for a in await actions(service, rows[incident_index].id))

    await service.wait_for(lambda: shadowed(0))
    await ship(service, "job-shadow", ecc_from("s5", T0 + 10.0))
    await service.wait_for(lambda: shadowed(1))
    rows = await incidents(service, "job-shadow")
    # Not merged into the first incident's culprit: each has its own would-be cordon.
    assert_two_ecc_incidents(rows)
    cordons = [
        [(a.kind, a.state, a.nodes) for a in await actions(service, r.id) if a.kind == "cordon"] for r in rows
    ]
    assert cordons == [[("cordon", "shadowed", ["s3"])], [("cordon", "shadowed", ["s5"])]]
    assert cluster.calls == []


async def test_a_repeat_on_the_same_node_and_an_echo_elsewhere_open_nothing(
    cluster: Cluster, service: Service
) -> None:
    """More of the same failure, and symptoms on other nodes, are not a second failure."""
    service.settings.policy.mode = "shadow"
    await service.register("job-echo", nodes=NODES)
    await ship(service, "job-echo", ecc_from("s3", T0))
    await wait_incidents(service, "job-echo", 1)

    async def planned() -> bool:
        return bool(await actions(service, (await incidents(service, "job-echo"))[0].id))

    await service.wait_for(planned)
    echo = [
        {"node": "s3", "rank": 2, "stream": "stderr", "seq": 2, "ts": T0 + 1, "line": ECC},
        {
            "node": "s5",
            "rank": 4,
            "stream": "stderr",
            "seq": 1,
            "ts": T0 + 2,
            "line": "[rank4]:[E ProcessGroupNCCL.cpp:616] [Rank 4] Watchdog caught collective operation "
            "timeout: WorkNCCL(SeqNum=7, OpType=ALLREDUCE, NumelIn=1, NumelOut=1, Timeout(ms)=600000) "
            "ran for 600015 milliseconds before timing out.",
        },
    ]
    await ship(service, "job-echo", echo)

    async def processed() -> bool:
        return int(await job_field(service, "job-echo", "lines_processed")) >= 3

    await service.wait_for(processed)
    rows = await incidents(service, "job-echo")
    assert [(r.part, r.culprit_nodes) for r in rows] == [(0, ["s3"])]


# --- item 3: closed incidents and epochs do not reopen old failures ------------------------------


@pytest.mark.parametrize("closed", ["needs_human", "resolved", "rejected"])
async def test_a_closed_incident_is_not_reopened_by_its_own_failure(
    cluster: Cluster, service: Service, closed: str
) -> None:
    service.settings.policy.mode = "shadow"  # nothing executes: the test sets the state itself
    job = f"job-closed-{closed}"
    await service.register(job, nodes=NODES)
    await ship(service, job, ecc_from("s3", T0))
    (first,) = await wait_incidents(service, job, 1)

    async def planned() -> bool:
        return bool(await actions(service, first.id))

    await service.wait_for(planned)
    async with db_of(service).session() as s:
        row = await IncidentRepository(s).get(first.id)
        assert row is not None
        row.state = closed
        await s.commit()

    # The same failure again in the same run, then the job exits: nothing new, nothing reopened.
    await ship(service, job, ecc_from("s3", T0 + 5, seq=2))
    exit_resp = await service.client.post(
        f"/v1/jobs/{job}/exit", json={"exit_code": 1}, headers=service.auth("scheduler")
    )
    assert exit_resp.status_code == 202

    async def failed() -> bool:
        return await job_field(service, job, "state") == "failed"

    await service.wait_for(failed)
    assert [(r.id, r.state) for r in await incidents(service, job)] == [(first.id, closed)]

    # A new run (registration after a requeue): its healthy lines do not bring the old failure back.
    await service.register(job, nodes=NODES)
    await ship(
        service,
        job,
        [{"node": "s1", "rank": 0, "stream": "stdout", "seq": 1, "ts": T0 + 60, "line": "step 12 loss 2.1"}],
    )

    async def stepped() -> bool:
        return await job_field(service, job, "last_step") == 12

    await service.wait_for(stepped)
    assert [(r.id, r.state) for r in await incidents(service, job)] == [(first.id, closed)]
    # A failure in the new run is a new incident (part 0 of the new epoch).
    await ship(service, job, ecc_from("s3", T0 + 70, seq=3))
    rows = await wait_incidents(service, job, 2)
    assert rows[0].state == closed and rows[1].epoch == rows[0].epoch + 1 and rows[1].part == 0
