"""Communication libraries around the fabric, decided end to end through JobAnalyzer (#18, batch
NET9): MSCCL++'s IbError carries the raw ibv_wc_status (the ibverbs catalog reads it like NCCL's),
Open MPI's runtime that cannot start its daemons and UCC that finds no transport layer are set-up the
owner fixes, and a failed RDMA post (a full send queue, an invalid request) is held for a person,
never restarted or cordoned."""

from __future__ import annotations

from app.vocabulary import DESTRUCTIVE_ACTIONS, Action, Category
from tests.incidents.probe import HEALTHY, first


def test_mscclpp_work_item_status_is_the_ibverbs_status() -> None:
    lines = (
        "terminate called after throwing an instance of 'mscclpp::IbError'",
        "  what():  a work item failed: status 12 (Ib failure: Cannot allocate memory)",
    )
    at_start = first(*lines)
    assert "ibverbs.12" in at_start.rule_ids
    assert at_start.category is Category.network_error
    # retry exceeded before any progress: wrong connection attributes, recurs (fabric_retry_at_setup)
    assert at_start.action is Action.no_restart_notify_user
    # after progress the same status is a link that went away, which passes
    assert first(*HEALTHY, *lines).action is Action.restart_from_checkpoint
    # a software status (local protection error) is the owner's in any phase
    protection = first(
        *HEALTHY, "  what():  a work item failed: status 4 (Ib failure: Interrupted system call)"
    )
    assert "ibverbs.4" in protection.rule_ids
    assert protection.action is Action.no_restart_notify_user


def test_open_mpi_daemons_that_never_started_are_the_owners_setup() -> None:
    v = first(
        "bash: orted: command not found",
        "--------------------------------------------------------------------------",
        "ORTE was unable to reliably start one or more daemons.",
        "This usually is caused by:",
    )
    assert "network.mpi_daemons_not_started" in v.rule_ids
    assert v.action is Action.no_restart_notify_user


def test_ssh_refusal_printed_with_the_orte_help_text_keeps_its_cause() -> None:
    v = first(
        "Host key verification failed.",
        "ORTE was unable to reliably start one or more daemons.",
    )
    assert v.rule_ids[0] == "network.ssh_auth_failed"
    assert v.category is Category.connection_error


def test_ucc_without_a_transport_layer_is_configuration() -> None:
    v = first(
        "[1657573854.666701] [aurora-r10:77956:0]          ucc_cl.c:57   UCC  ERROR "
        "no TLs are selected for CL_BASIC",
        "[1657573854.666713] [aurora-r10:77956:0]         ucc_lib.c:127  UCC  ERROR "
        "lib_init failed for component: basic",
        "*** UCC TEST FAIL: ucc_init(&lib_params, lib_config, &lib)",
    )
    assert "network.ucc_no_transport" in v.rule_ids
    assert v.category is Category.network_error
    assert v.action is Action.no_restart_notify_user


def test_a_failed_rdma_post_is_held_for_a_person() -> None:
    v = first(
        *HEALTHY,
        "W0126 09:05:15.372264 169925 rdma_endpoint.cpp:895] Fail to ibv_post_send: Cannot allocate memory, "
        "window=1, sq_current=16",
    )
    assert "network.verbs_post_failed" in v.rule_ids
    assert v.category is Category.network_error
    assert v.action is Action.needs_human
    assert v.action not in DESTRUCTIVE_ACTIONS
