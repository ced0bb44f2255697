"""Properties of the causal culprit: whatever the rank count, the launcher's prefixes and the order in
which the merged log holds the lines, the rank that failed first keeps the blame.

Each example is a job of 64-256 ranks: NCCL init lines (with each rank's bootstrap address), training
noise, the culprit's line(s), its ring neighbours' remote errors naming its address, NCCL watchdog
timeouts on the other ranks (some print nothing at all), optionally the survivors losing the
TCPStore on the master node and the launcher's reports. The orders include the ones real merged
logs have: the timeouts printed before the culprit's line, or around it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.classify.engine import RuleEngine
from app.classify.schemas import Signal
from app.incidents.analyzer import JobAnalyzer
from app.incidents.causal import CausalFacts, ground_peer, header_rank
from app.incidents.exits import ExitReports, teardown
from app.incidents.schemas import Verdict
from app.logline import LogLine
from app.settings import REPO_ROOT
from app.vocabulary import Action, Category

ECHO = {Category.nccl_timeout, Category.nccl_remote_error, Category.connection_error, Category.hang}
UNKNOWN = "FATAL: shard writer lost its lease on /ckpt/step_1200 (code 77)"
KNOWN = "RuntimeError: CUDA error: an illegal memory access was encountered"


@pytest.fixture(scope="module")
def engine() -> RuleEngine:
    return RuleEngine.from_dir(REPO_ROOT / "rules")


@dataclass(frozen=True)
class Shape:
    world: int
    culprit: int
    style: str  # torchrun | srun | pdsh
    order: str  # first | after | around
    silent: float  # share of the other ranks that print nothing
    store_trap: bool
    launcher: bool
    seed: int


def host(rank: int) -> str:
    return f"gpu{rank // 8:03d}"


def ip(rank: int) -> str:
    return f"10.7.{rank // 8 // 200}.{10 + rank // 8 % 200}"


def out(shape: Shape, rank: int, msg: str) -> str:
    if shape.style == "torchrun":
        return f"[rank{rank}]:{msg}"
    if shape.style == "srun":
        return f"{rank}: {msg}"
    return f"{host(rank)}: {msg}"


def c10d(rank: int, msg: str, level: str = "E") -> str:
    head = f"[PG ID 0 PG GUID 0(default_pg) Rank {rank}]"
    return f"[{level}1122 02:10:00.000000 {4000 + rank} ProcessGroupNCCL.cpp:632] {head} {msg}"


def job(shape: Shape, cause: list[str]) -> list[str]:
    rng = random.Random(shape.seed)
    w, c = shape.world, shape.culprit
    lines = []
    for r in range(w):
        nccl = f"{host(r)}:{4000 + r}:{4100 + r} [{r % 8}] NCCL INFO"
        lines.append(out(shape, r, f"{nccl} Bootstrap : Using ib0:{ip(r)}<0>"))
        lines.append(
            out(
                shape,
                r,
                f"{nccl} ncclCommInitRank comm 0x55d0 rank {r} nranks {w} cudaDev {r % 8} - Init COMPLETE",
            )
        )
    for step in range(30):
        for r in rng.sample(range(w), k=6):
            lines.append(out(shape, r, f"step {step} loss {rng.uniform(1, 3):.4f}"))
    neighbours = [(c + 1) % w, (c - 1) % w]
    echoes = []
    for r in neighbours:
        echoes.append(
            out(
                shape,
                r,
                c10d(
                    r,
                    "Process group watchdog thread terminated with exception: NCCL error: remote process "
                    "exited or there was a network error, NCCL version 2.21.5",
                ),
            )
        )
        echoes.append(
            out(
                shape,
                r,
                f"socketProgressOpt: Call to recv from {ip(c)}<{rng.randint(30000, 60000)}> failed : "
                "Connection reset by peer",
            )
        )
    others = [r for r in range(w) if r != c and r not in neighbours]
    talking = sorted(rng.sample(others, k=max(8, round(len(others) * (1 - shape.silent)))))
    rng.shuffle(talking)
    timeouts = [
        out(
            shape,
            r,
            c10d(
                r,
                "Watchdog caught collective operation timeout: WorkNCCL(SeqNum=201, OpType=ALLREDUCE, "
                "NumelIn=1, NumelOut=1, Timeout(ms)=600000) ran for 600016 milliseconds before timing out.",
            ),
        )
        for r in talking
    ]
    culprit_lines = [out(shape, c, line) for line in cause]
    if shape.order == "first":
        lines += culprit_lines + echoes + timeouts
    elif shape.order == "after":
        lines += echoes + timeouts + culprit_lines
    else:
        half = len(timeouts) // 2
        lines += timeouts[:half] + echoes[:2] + culprit_lines + echoes[2:] + timeouts[half:]
    if shape.store_trap and c >= 8:
        for r in [r for r in talking if r >= 8][:6]:
            lines.append(
                out(
                    shape,
                    r,
                    f"[W1122 02:10:05.000000 {4000 + r} TCPStore.cpp:142] [c10d] recvValue failed on "
                    f"SocketImpl(fd=5, addr=[{host(r)}]:41234, remote=[{host(0)}]:29500): failed to recv, "
                    "got 0 bytes",
                )
            )
    if shape.launcher:
        lines += launcher(shape, talking)
    return lines


def launcher(shape: Shape, talking: list[int]) -> list[str]:
    c = shape.culprit
    other = next(r for r in talking if r // 8 != c // 8)
    if shape.style == "srun":
        return [
            f"srun: error: {host(c)}: task {c}: Exited with exit code 1",
            "srun: Job step aborted: Waiting up to 32 seconds for job step to finish.",
            f"srun: error: {host(other)}: tasks {other // 8 * 8}-{other // 8 * 8 + 7}: Killed",
        ]
    if shape.style == "pdsh":
        return [
            f"{host(c)}: [2026-11-22 02:10:09,001] [ERROR] [launch.py:321:sigkill_handler] "
            f"['/usr/bin/python3', '-u', 'train.py', '--local_rank={c % 8}'] exits with return code = 1"
        ]
    # torchrun, one summary per node agent: another node's (a rank its watchdog aborted) comes first.
    return summary(other, -6) + summary(c, 1)


def summary(rank: int, code: int) -> list[str]:
    tb = (
        "Signal 6 (SIGABRT) received by PID 9" if code < 0 else "To enable traceback see: https://pytorch.org"
    )
    return [
        "torch.distributed.elastic.multiprocessing.errors.ChildFailedError:",
        "Root Cause (first observed failure):",
        "[0]:",
        "  time      : 2026-11-22_02:20:00",
        f"  host      : {host(rank)}",
        f"  rank      : {rank} (local_rank: {rank % 8})",
        f"  exitcode  : {code} (pid: {4000 + rank})",
        "  error_file: <N/A>",
        f"  traceback : {tb}",
        "============================================================",
    ]


def verdict(engine: RuleEngine, lines: list[str], ts: list[float | None] | None = None) -> Verdict:
    analyzer = JobAnalyzer(engine)
    for i, text in enumerate(lines):
        analyzer.feed(LogLine(text, index=i, ts=ts[i] if ts else None))
    [v] = analyzer.verdicts()
    return v


def names_culprit(v: Verdict, shape: Shape) -> bool:
    """The node is right, and the rank too where the prefixes give ranks (pdsh gives hosts only)."""
    return v.culprit.nodes == [host(shape.culprit)] and v.culprit.ranks in ([shape.culprit], [])


@st.composite
def shapes(draw: st.DrawFn, launcher: bool | None = None) -> Shape:
    world = draw(st.sampled_from((64, 96, 128, 192, 256)))
    return Shape(
        world=world,
        culprit=draw(st.integers(0, world - 1)),
        style=draw(st.sampled_from(("torchrun", "srun", "pdsh"))),
        order=draw(st.sampled_from(("first", "after", "around"))),
        silent=draw(st.sampled_from((0.0, 0.2, 0.5))),
        store_trap=draw(st.booleans()),
        launcher=draw(st.booleans()) if launcher is None else launcher,
        seed=draw(st.integers(0, 1000)),
    )


PROPERTY = settings(
    max_examples=20, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)


@PROPERTY
@given(shape=shapes())
def test_a_cause_line_keeps_the_blame_whatever_the_order_and_the_rank_count(
    engine: RuleEngine, shape: Shape
) -> None:
    v = verdict(engine, job(shape, [KNOWN]))
    assert names_culprit(v, shape), (v.culprit, v.decision_basis)
    assert v.category == Category.cuda_error


@PROPERTY
@given(shape=shapes())
def test_an_unknown_first_error_keeps_the_blame_and_its_category_is_not_the_echo(
    engine: RuleEngine, shape: Shape
) -> None:
    v = verdict(engine, job(shape, [UNKNOWN]))
    assert names_culprit(v, shape), (v.culprit, v.decision_basis)
    assert v.category == Category.other, v.decision_basis
    # Its words name no fault outside the program: the owner is told (row
    # unrecognised_application_error), never the timeouts' restart.
    assert v.action == Action.no_restart_notify_user, v.action_rule
    assert v.root_cause_line.endswith(UNKNOWN)


@PROPERTY
@given(shape=shapes(launcher=True))
def test_the_launchers_first_own_failure_names_a_rank_that_printed_nothing(
    engine: RuleEngine, shape: Shape
) -> None:
    """No line from the culprit: the launcher's report of it (not a rank its watchdog aborted, not
    the step teardown) names it, and the category is not the timeouts'."""
    v = verdict(engine, job(shape, []))
    assert names_culprit(v, shape), (v.culprit, v.decision_basis)
    assert v.category not in ECHO
    assert v.action == Action.needs_human


@PROPERTY
@given(shape=shapes(launcher=False))
def test_the_peer_nccl_lost_names_the_node_over_the_tcpstore_host(engine: RuleEngine, shape: Shape) -> None:
    """The culprit prints nothing and no launcher report: its neighbours' "Call to recv from <its
    address>" names its node, even where more ranks name the TCPStore host they lost later."""
    v = verdict(engine, job(shape, ["loss scale 1.0 | grad norm 0.91 | step done"]))
    assert v.culprit.nodes == [host(shape.culprit)], v.decision_basis


@pytest.mark.parametrize("skew", [0.002, 0.008])
def test_earlier_timestamps_on_the_neighbours_clocks_do_not_move_the_blame(
    engine: RuleEngine, skew: float
) -> None:
    """Live logs carry each node's clock: the neighbours' remote errors stamped a few ms before the
    culprit's line (NTP skew) are still their echo of it."""
    shape = Shape(128, 77, "torchrun", "first", 0.1, True, False, 3)
    lines = job(shape, [UNKNOWN])
    ts: list[float | None] = []
    for line in lines:
        if line.startswith(f"[rank{shape.culprit}]:FATAL"):
            ts.append(1000.0)
        elif "remote process exited" in line or "Call to recv" in line:
            ts.append(1000.0 - skew)
        elif "Watchdog caught" in line or "recvValue" in line:
            ts.append(1600.0)
        else:
            ts.append(None)
    v = verdict(engine, lines, ts)
    assert v.culprit.ranks == [shape.culprit]
    assert v.category == Category.other


def test_a_later_cause_line_still_outranks_every_timeout(engine: RuleEngine) -> None:
    shape = Shape(256, 201, "srun", "after", 0.0, False, True, 9)
    v = verdict(
        engine,
        job(shape, ["Traceback (most recent call last):", '  File "train.py", line 3, in <module>', KNOWN]),
    )
    assert v.culprit.ranks == [201]
    assert v.category == Category.cuda_error


# --- the parts -----------------------------------------------------------------------------------
def _report(line: str, rank: int | None, node: str | None, index: int, **fields: str) -> Signal:
    return Signal(
        rule_id="framework.launcher_child_failed",
        category=Category.other,
        layer="framework",  # type: ignore[arg-type]
        blame="unknown",  # type: ignore[arg-type]
        action=Action.needs_human,
        confidence=0.4,
        symptom=True,
        line=line,
        line_index=index,
        node=node,
        rank=rank,
        fields=fields,
    )


def test_exit_reports_skip_waiting_ranks_and_the_teardown() -> None:
    reports = ExitReports()
    reports.add(_report("srun: error: gpu002: tasks 16-23: Killed", 16, "gpu002", 1, how="Killed"))
    reports.add(_report("  exitcode  : -6", 40, "gpu005", 2, section="root", exitcode="-6"))
    reports.add(_report("srun: error: gpu001: task 9: Exited with exit code 1", 9, "gpu001", 3, how="Exited"))
    assert teardown(reports.reports[0])
    assert reports.first_failure(waiting={40}).rank == 9  # type: ignore[union-attr]
    # Every ranked report names a waiting rank: none, unless the rank's own error line agrees.
    assert reports.first_failure(waiting={40, 9}) is None
    assert reports.first_failure(waiting={40, 9}, own_lines={9}).rank == 9  # type: ignore[union-attr]


def test_a_node_report_counts_only_without_ranked_ones() -> None:
    reports = ExitReports()
    reports.add(_report("gpu003: ... exits with return code = 1", None, "gpu003", 5, exitcode="1"))
    assert reports.first_failure(waiting=set()).node == "gpu003"  # type: ignore[union-attr]
    reports.add(_report("  exitcode  : -15", 3, "gpu000", 6, section="other", exitcode="-15"))
    assert reports.first_failure(waiting=set()) is None  # the only ranked report is a SIGTERM


def test_c10d_prefixes_name_the_printing_rank() -> None:
    assert (
        header_rank("[E1122 02:10:00.0 ProcessGroupNCCL.cpp:1] [PG ID 0 PG GUID 0(default_pg) Rank 62] x")
        == 62
    )
    assert header_rank("[PG 3 Rank 7] Timeout at NCCL work: 5") == 7
    assert header_rank("[Rank 15] Watchdog caught collective operation timeout") == 15
    assert header_rank("rank 15 said hello") is None


def test_bootstrap_addresses_ground_the_lost_peer_and_store_peers_do_not_count_as_data_plane() -> None:
    causal = CausalFacts()
    causal.learn_address("NCCL INFO Bootstrap : Using ib0:10.7.0.12<0>", "gpu002")
    causal.learn_address("NCCL INFO NET/IB : Using [0]mlx5_0:1/IB ; OOB ib0:10.7.0.13<0>", "gpu003")
    assert ground_peer("10.7.0.12<4444>", ["gpu002", "gpu003"], causal.address_node) == "gpu002"
    causal.feed("socketProgressOpt: Call to recv from 10.7.0.13<4444> failed : Connection reset by peer", 17)
    for r in (30, 31, 32):
        causal.feed(
            "[c10d] recvValue failed on SocketImpl(fd=5, addr=[gpu004]:1, remote=[gpu002]:29500): failed", r
        )
    assert causal.peer_nodes(["gpu002", "gpu003"])[0] == ("gpu002", 3)
    assert causal.peer_nodes(["gpu002", "gpu003"], data_only=True) == [("gpu003", 1)]
