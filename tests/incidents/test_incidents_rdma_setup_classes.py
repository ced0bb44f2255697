"""RDMA set-up failures, end to end (rules, then the action table, through JobAnalyzer as ``crashcart
eval`` reads a log): a program that cannot find or open its RDMA device, create its verbs resources,
move its queue pair to RTR/RTS, open a libfabric provider, or swap its keys with the other side fails
before any traffic, and the next launch on the same nodes and image fails the same way: the owner is
told, nothing is restarted. Lines are written in each tool's documented format (perftest, rdma-core,
librdmacm, UCX, NCCL, MPICH, oneCCL, PSM3); none is a corpus case."""

from __future__ import annotations

import pytest

from app.vocabulary import Action, Category
from tests.incidents.probe import RUNNING, SETUP, first, outcome

# No usable device, or its context/PD/CQ/QP could not be created (perftest's ctx_find_dev, ctx_init).
DEVICE_SETUP = [
    " Unable to find the Infiniband/RoCE device",
    "No IB devices found",
    "rdma_create_ep: No such device",
    " Couldn't create IB resources",
    "Couldn't get device attributes",
    "Unable to create QP.",
]
# Pinned verbs objects refused (ENOMEM under a locked-memory limit), perftest's buffer not registered.
PINNED = [
    "ERROR mlx5_3: ibv_create_cq() failed: Cannot allocate memory.",
    "node9:77:90 [0] misc/ibvwrap.cc:268 NCCL WARN Call to ibv_create_cq failed",
    "Couldn't allocate MR",
]
# The queue pair refused its RTR/RTS (or INIT) transition: GID, address vector, permission.
QP_TRANSITION = [
    "Failed to modify QP 1234 to RTR",
    " Unable to Connect the HCA's through the link",
    "Failed to modify UD QP to INIT on mlx5_1: Operation not permitted",
    "failed to modify QP state to RTS",
    "F rdma/rdma.cc:482] Check failed: !(r = ibv_modify_qp(qp_, &attr, IBV_QP_STATE | IBV_QP_AV)) "
    "QP to Ready to Receive 101",
]
# A libfabric consumer found no provider at start.
OFI_PROVIDER = [
    "find_provider(2819)..........: OFI fi_getinfo() failed "
    "(ofi_init.c:2819:find_provider:No data available)",
    "2024:01:02-03:04:05:(4242) |CCL_ERROR| atl_ofi.cpp:237 init: can't find suitable provider",
    "2024:01:02-03:04:05:(4242) |CCL_ERROR| atl_ofi_helper.cpp:1635 atl_ofi_open_nw_provs: "
    "can not open network providers",
]


@pytest.mark.parametrize("line", DEVICE_SETUP + PINNED + QP_TRANSITION + OFI_PROVIDER)
def test_rdma_setup_that_recurs_is_told_to_its_owner(line: str) -> None:
    for context in ([], SETUP, RUNNING):
        assert outcome(*context, line) == (Category.network_error, Action.no_restart_notify_user), context


@pytest.mark.parametrize("line", PINNED)
def test_a_pinned_verbs_object_refused_is_the_fabric_setup_not_host_memory(line: str) -> None:
    v = first(line)
    assert v.category == Category.network_error  # type: ignore[attr-defined]
    assert "network.memory_registration_failed" in v.rule_ids  # type: ignore[attr-defined]


def test_a_qp_transition_that_timed_out_is_not_read_as_configuration() -> None:
    # ETIMEDOUT resolving the peer: the phase decides (fabric_unreachable_at_setup), not this rule
    v = first("Failed to modify QP to RTR: Connection timed out [110]")
    assert "network.rdma_qp_attr_rejected" not in v.rule_ids  # type: ignore[attr-defined]
    assert v.action != Action.restart_from_checkpoint  # type: ignore[attr-defined]


def test_perftests_key_exchange_alone_recurs() -> None:
    # the side channel that swaps QP numbers and keys failed: the peer was not there or failed first
    v = first("ethernet_read_keys: Couldn't read remote address")
    assert (v.category, v.action) == (Category.network_error, Action.no_restart_notify_user)  # type: ignore[attr-defined]
    assert v.rule_ids[0] == "network.rdma_oob_exchange_failed"  # type: ignore[attr-defined]


def test_the_other_sides_setup_failure_outranks_the_key_exchange() -> None:
    v = first("ethernet_read_keys: Couldn't read remote address", "Couldn't allocate MR")
    assert v.rule_ids[0] == "network.memory_registration_failed"  # type: ignore[attr-defined]
    assert v.root_cause_line == "Couldn't allocate MR"  # type: ignore[attr-defined]


def test_ncclsinfo_no_device_line_is_not_a_failure() -> None:
    # NCCL's INFO line when no IB device is present: it falls back to sockets and carries on
    line = "gpu07:1234:1234 [0] NCCL INFO NET/IB : No device found."
    assert "network.rdma_device_setup_failed" not in first(line, "RuntimeError: boom").rule_ids  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    "warning",
    [
        "libibverbs: Warning: no userspace device-specific driver found for "
        "/sys/class/infiniband_verbs/uverbs1",
        "libibverbs: Warning: Driver mlx5 does not support the kernel ABI of 2 (supports 1 to 1) for device "
        "/sys/class/infiniband/mlx5_0",
    ],
)
def test_an_image_without_a_matching_verbs_provider_recurs(warning: str) -> None:
    # the device is unusable in this image; NCCL's internal error that follows is its consequence
    v = first(warning, "node3: Test NCCL failure common.cu:775 'internal error'")
    assert (v.category, v.action) == (Category.network_error, Action.no_restart_notify_user)  # type: ignore[attr-defined]
    assert v.rule_ids[0] == "network.rdma_provider_unusable"  # type: ignore[attr-defined]
    # a job that ran on over sockets and failed of its own exception is that exception's
    other = first(warning, "Traceback (most recent call last):", "TypeError: expected str, got int")
    assert other.rule_ids[0] != "network.rdma_provider_unusable"  # type: ignore[attr-defined]


def test_a_provider_for_absent_hardware_that_did_not_load_is_not_a_cause() -> None:
    line = (
        "libibverbs: Warning: couldn't load driver 'libmana-rdmav34.so': libmana-rdmav34.so: cannot open "
        "shared object file: No such file or directory"
    )
    v = first(line, "RuntimeError: boom")
    assert "network.rdma_provider_unusable" not in v.rule_ids  # type: ignore[attr-defined]
