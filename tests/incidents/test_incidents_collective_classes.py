"""Collective and barrier failures that PyTorch documents as naming their cause, end to end (rules,
then the action table, through JobAnalyzer as ``crashcart eval`` reads a log): c10d's store-based
barrier counting more workers than the world size (it waits for the count to equal the world size,
so it can never pass: the launch, not a passing fault), and torch.distributed.monitored_barrier naming
on rank 0 the ranks that did not reach it (the culprit is those ranks, not rank 0). Lines are
written in PyTorch's documented formats; none is a corpus case."""

from __future__ import annotations

import pytest

from app.vocabulary import DESTRUCTIVE_ACTIONS, Action, Category
from tests.incidents.probe import first

WATCHDOG = (
    "[rank{r}]:[E1122 02:00:01.123456 140 ProcessGroupNCCL.cpp:632] [PG ID 0 PG GUID 0(default_pg) "
    "Rank {r}] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=41, OpType=ALLREDUCE, "
    "NumelIn=1, NumelOut=1, Timeout(ms)=600000) ran for 600050 milliseconds before timing out."
)

OVERSUBSCRIBED = [
    # PyTorch 1.x-2.0 (RuntimeError, worker_count) and later (DistStoreError, num_workers_joined)
    "RuntimeError: Timed out initializing process group in store based barrier on rank: 2, for key: "
    "store_based_barrier_key:1 (world_size=2, worker_count=4, timeout=0:30:00)",
    "torch.distributed.DistStoreError: Timed out initializing process group in store based barrier on "
    "rank 5, for key: store_based_barrier_key:1 (world_size=8, num_workers_joined=16, timeout=0:30:00 "
    "error=Socket Timeout)",
]


@pytest.mark.parametrize("line", OVERSUBSCRIBED)
def test_a_store_barrier_counting_more_workers_than_the_world_recurs(line: str) -> None:
    v = first("torch.distributed.init_process_group(backend='nccl')", line)
    assert v.rule_ids[0] == "network.store_barrier_oversubscribed"  # type: ignore[attr-defined]
    assert v.category == Category.connection_error  # type: ignore[attr-defined]
    assert v.action == Action.no_restart_notify_user  # type: ignore[attr-defined]
    assert v.action not in DESTRUCTIVE_ACTIONS  # type: ignore[attr-defined]


def test_a_store_barrier_missing_workers_still_passes() -> None:
    # fewer workers than the world size: one that did not arrive in time (store_connect_timeout)
    v = first(
        "torch.distributed.init_process_group(backend='nccl')",
        "RuntimeError: Timed out initializing process group in store based barrier on rank: 0, for key: "
        "store_based_barrier_key:1 (world_size=8, worker_count=7, timeout=0:30:00)",
    )
    assert v.rule_ids[0] == "network.tcpstore_timeout"  # type: ignore[attr-defined]
    assert v.action == Action.restart_from_checkpoint  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    ("report", "ranks"),
    [
        ("[rank0]: RuntimeError: Rank 3 failed to pass monitoredBarrier in 30000 ms", [3]),
        ("[rank0]: RuntimeError: [Rank 0]: Ranks 1, 3 failed to pass monitoredBarrier in 120000 ms", [1, 3]),
    ],
)
def test_the_monitored_barrier_names_the_culprit_not_rank_0(report: str, ranks: list[int]) -> None:
    lines = [
        '[rank0]:   File "/work/train.py", line 88, in <module>',
        "[rank0]:     dist.monitored_barrier(group=gloo_group, timeout=timedelta(seconds=30))",
        report,
        *(WATCHDOG.format(r=r) for r in (1, 2, 3) if r not in ranks),
    ]
    v = first(*lines)
    assert v.rule_ids[0] == "nccl.monitored_barrier_failed"  # type: ignore[attr-defined]
    assert v.category == Category.nccl_timeout  # type: ignore[attr-defined]
    assert v.culprit.ranks == ranks  # type: ignore[attr-defined]
    assert v.action == Action.needs_human  # type: ignore[attr-defined]


def test_a_rank_reporting_the_barrier_from_rank_0_leaves_the_blame_on_rank_0s_own_error() -> None:
    v = first(
        "[rank0]:     torch.save(state, path)",
        "[rank0]: ValueError: checkpoint path must end with .pt",
        "[rank1]:[E325 17:13:23.163175227 ProcessGroupGloo.cpp:145] Rank 1 successfully reached "
        "monitoredBarrier, but received errors while waiting for send/recv from rank 0. Please check "
        "rank 0 logs for faulty rank.",
    )
    assert v.culprit.ranks == [0]  # type: ignore[attr-defined]
    assert v.category == Category.nan_or_value_error  # type: ignore[attr-defined]
    assert v.action == Action.no_restart_notify_user  # type: ignore[attr-defined]
