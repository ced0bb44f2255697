"""The network fabric's documented failure forms, end to end (rules, then the action table, through
JobAnalyzer as ``crashcart eval`` reads a log): configuration that recurs is told to its owner, a
transport that lost its peer restarts only after training progressed and recurs while setting up,
a port event or a peer's echo waits for a person. Lines are written in each tool's documented format
(NCCL, aws-ofi-nccl/libfabric's EFA provider, UCX, NVSHMEM); none is a corpus case."""

from __future__ import annotations

import pytest

from app.vocabulary import DESTRUCTIVE_ACTIONS, Action, Category
from tests.incidents.probe import RUNNING, SETUP, first, outcome


def _ofi(code: int, rc: int, text: str) -> str:
    return (
        f"ip-10-0-1-5:1234:5678 [3] nccl_net_ofi_rdma.c:2204 NCCL WARN NET/OFI Request 0x7f12 completed with "
        f"error. RC: {rc}. Error: {code} ({text}). Completed length: 0, Request: {{ dev: 2, size: 0 }}"
    )


# The transport lost its peer: the EFA and UCX forms of a retry counter running out.
PEER_LOST = [
    _ofi(13, 103, "Unresponsive remote (was previously responsive)"),
    _ofi(4124, 103, "Unresponsive receiver (connection previously established)"),
    _ofi(15, 113, "Unreachable remote (never received a response)"),
    "libfabric:4242:1700000000::efa:cq:efa_rdm_cq_proc_error():211<warn> fi_cq_readerr: err: Connection "
    "aborted (103), prov_errno: Unresponsive receiver (reachable by EFA device but handshake failed) (4126)",
    "[1700000000.123456] [gpu-node-07:4242:0]       ucp_ep.c:1428 UCX  ERROR ep 0x7f12a4c0: error 'Endpoint "
    "timeout' on rc_mlx5/mlx5_0:1 will not be handled since no error callback is installed",
    "[gpu-node-07:04242] pml_ucx.c:419  Error: ucp_ep_create(proc=3) failed: Destination is unreachable",
]
# ibverbs' transport retry counter as NCCL, Open MPI's openib BTL and perftest print it
RETRY_EXCEEDED = [
    "gpu04:2221:2290 [5] transport/net_ib.cc:1295 NCCL WARN NET/IB : Got completion from peer "
    "10.0.3.7<45678> with error 12, opcode 0, len 0, vendor err 129 (Recv)",
    "[gpu07][[4242,1],3][btl_openib_component.c:3645:handle_wc] from gpu07 to: gpu08 error polling LP CQ "
    "with status RETRY EXCEEDED ERROR status number 12 for wr_id 2d1d9e0 opcode 0  vendor error 129",
    " Failed status 12: wr_id 0 syndrom 0x81",
]


@pytest.mark.parametrize("line", PEER_LOST + RETRY_EXCEEDED)
def test_a_lost_peer_after_training_progressed_restarts(line: str) -> None:
    v = first(*RUNNING, line)
    assert v.category == Category.network_error  # type: ignore[attr-defined]
    assert v.action == Action.restart_from_checkpoint  # type: ignore[attr-defined]
    # the restart comes from the phase (the transient sign fabric_peer_lost_after_progress): alone it does not
    assert outcome(line)[1] != Action.restart_from_checkpoint


@pytest.mark.parametrize(
    ("line", "sign"),
    [(line, "fabric_unreachable_at_setup") for line in PEER_LOST]
    + [(line, "fabric_retry_at_setup") for line in RETRY_EXCEEDED],
)
def test_a_peer_never_reached_while_setting_up_recurs(line: str, sign: str) -> None:
    v = first(*SETUP, line)
    assert v.action == Action.no_restart_notify_user  # type: ignore[attr-defined]
    assert sign in v.action_reason  # type: ignore[attr-defined]


@pytest.mark.parametrize("line", PEER_LOST)
def test_a_lost_peer_with_no_phase_evidence_waits_for_a_person(line: str) -> None:
    assert outcome(line)[1] == Action.needs_human


@pytest.mark.parametrize("line", RETRY_EXCEEDED)
def test_a_retry_exceeded_with_no_progress_before_it_recurs(line: str) -> None:
    # ibv_poll_cq(3) notes: on the first messages the connection attributes are wrong or the peer cannot
    # answer; a log read from its first line with no step or late collective before the status is that case
    v = first(line)
    assert (v.category, v.action) == (Category.network_error, Action.no_restart_notify_user)  # type: ignore[attr-defined]
    assert "fabric_retry_at_setup" in v.action_reason  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    "line",
    [
        _ofi(9, 107, "Bad queue pair (QP) number (QP does not exist or is in error state)"),
        _ofi(8, 103, "Connection was reset by remote peer"),
    ],
)
def test_a_vanished_peer_queue_pair_is_an_echo_held_in_any_phase(line: str) -> None:
    for context in ([], RUNNING, SETUP):
        category, action = outcome(*context, line)
        assert category == Category.nccl_remote_error
        assert action == Action.needs_human


# Configuration the next launch meets again: notify in any phase.
CONFIG = [
    # RoCE GID index or QP attributes the port rejects, resources for the QP
    "g07:12:13 [0] misc/ibvwrap.cc:284 NCCL WARN Call to ibv_modify_qp failed with error Invalid argument",
    "g07:12:13 [0] misc/ibvwrap.cc:284 NCCL WARN Call to ibv_modify_qp failed with 61 No data available, "
    "on dev mlx5_2:1, curr state INIT, next state RTR, local GID index 7",
    "g07:12:13 [0] misc/ibvwrap.cc:190 NCCL WARN Call to ibv_create_qp failed with error Cannot allocate "
    "memory",
    "g07:12:13 [0] misc/ibvwrap.cc:320 NCCL WARN Call to ibv_set_ece failed with error Invalid argument "
    "errno 22",
    "/opt/nvshmem/src/modules/transport/ibgda/ibgda.cpp:1393: non-zero status: 121 Error in "
    "mlx5dv_devx_obj_modify for INIT2RTR_QP with syndrome 764216",
    # UCX names the locked-memory limit that refused a verbs object
    "[1744644100.553280] [host:188662:0]  ib_iface.c:1230 UCX  ERROR mlx5_0: ibv_create_cq(cqe=4096) failed: "
    "Cannot allocate memory : Please set max locked memory (ulimit -l) to 'unlimited' (current: 64 kbytes)",
    # the OFI plugin finds no provider (no EFA device in the container, FI_PROVIDER, versions)
    "ip-10-0-0-1:12:13 [0] nccl_net_ofi_rdma_init:7737 NCCL WARN NET/OFI OFI fi_getinfo() call failed: No "
    "data available",
    "ip-10-0-0-1:12:13 [0] nccl_net_ofi_create_plugin:261 NCCL WARN NET/OFI Unable to find a protocol that "
    "worked.  Failing initialization.",
    # NCCL_NET forces a network (or a plugin) that this container or image does not have
    "gpu01:1234:1300 [0] net.cc:870 NCCL WARN Failed to initialize any NET plugin",
    # interfaces NCCL was told to use do not exist
    "gpu01:1234:1234 [0] NCCL WARN NET/Socket : no interface found",
    "gpu01:1234:1234 [0] NCCL WARN NET/IB : No IP interface found.",
    # processes launched unlike each other
    "node1:1234:1300 [0] bootstrap.cc:67 NCCL WARN Bootstrap Root : mismatch in rank count from procs 8 : 16",
    "gpu02:77:90 [0] init.cc:683 NCCL WARN Mismatched NCCL version detected : rank 0 version 21903 rank 8 "
    "version 21806",
    # an NCCL defect on this topology, fixed by another NCCL version
    "gpu01:1234:1300 [0] graph/topo.h:230 NCCL WARN Could not find NET with id 0",
]


@pytest.mark.parametrize("line", CONFIG)
def test_fabric_configuration_is_told_to_its_owner_in_any_phase(line: str) -> None:
    for context in ([], RUNNING, SETUP):
        assert outcome(*context, line)[1] == Action.no_restart_notify_user, context


def test_a_qp_that_times_out_reaching_rtr_recurs_at_setup_and_waits_otherwise() -> None:
    # ETIMEDOUT moving to RTR: the peer's address did not resolve (routing, rails, GIDs) at set-up
    line = (
        "g07:12:13 [0] ibvwrap.cc:262 NCCL WARN Call to ibv_modify_qp failed with error Connection timed out"
    )
    assert outcome(*SETUP, line)[1] == Action.no_restart_notify_user
    assert outcome(line)[1] == Action.needs_human


@pytest.mark.parametrize(
    "line",
    [
        "gpu04:2221:2290 [5] transport/net_ib.cc:93 NCCL WARN NET/IB : Got async event : port error",
        "gpu04:2221:2290 [5] net_ib.cc:139 NCCL WARN NET/IB : mlx5_3:1 Got async error event: port error",
        "Feb 14 05:03:41 gpu-1 kernel: mlx5_core 0000:ab:00.0 mlx5_5: Port: 1 Link DOWN",
    ],
)
def test_a_port_event_after_progress_is_not_restarted_onto_the_same_port(line: str) -> None:
    # an operator checks the port (cable, switch) first: no automatic restart even after progress
    category, action = outcome(*RUNNING, line)
    assert category == Category.network_error
    assert action not in DESTRUCTIVE_ACTIONS


def test_ucx_fatal_retry_exceeded_on_a_late_work_request_restarts() -> None:
    # UCX <= 1.5 prints the QP and its work-request index on the same line: wqe[7821] says traffic flowed
    line = (
        "[ast1815:6807 :0:6807] ib_mlx5_log.c:115  FATAL: Error on mlx5_3:1 QP 0xe6d7 wqe[7821]: Transport "
        "retry count exceeded (synd 0x15 vend 0x81) opcode SEND"
    )
    assert outcome(line) == (Category.network_error, Action.restart_from_checkpoint)
