"""GPU and node hardware faults as the vendors' tools print them (#18), end to end: rules, culprit
extraction and the action table. A hardware signature on a named node is a cordon; the same
signature with no node named keeps the cordon verdict (the orchestrator holds); lookalikes that are
not a fault (corrected errors, counters, another device's AER) are never one. The lines are written
from the documented formats (NVIDIA's Xid catalog, the fabric manager guide, nccl-tests, the kernel's
AER and MCE drivers, Slurm, Talos), not taken from the corpus."""

from __future__ import annotations

import pytest

from app.classify.prefixes import split_prefix
from app.vocabulary import Action, Category
from tests.incidents.probe import HEALTHY, first, verdicts


def first_verdict(*lines: str) -> object:
    """The first verdict after healthy training lines, then these."""
    return first(*HEALTHY, *lines)


def outcome(*lines: str) -> tuple[Category, Action, tuple[str, ...]]:
    v = first_verdict(*lines)
    return v.category, v.action, tuple(sorted(v.culprit.nodes))  # type: ignore[attr-defined]


# --- the driver's NVLink fatal text decides, whatever Xid number carries it ---------------------------
@pytest.mark.parametrize(
    "line",
    [
        # AWS's HyperPod health agent documents the text under Xid 71 (a copy-engine code in the catalog)
        "Aug 21 18:35:35 ip-10-1-2-3 kernel: NVRM: Xid (PCI:0000:b9:00): 71, "
        "NVLink: fatal error detected on link 6",
        "Aug 21 18:35:35 ip-10-1-2-3 kernel: [449410.332316] NVRM: Xid (PCI:0000:b9:00): 74, "
        "pid='<unknown>', "
        "name=<unknown>, NVLink: fatal error detected on link 14(0x0, 0x0, 0x10000, 0x0, 0x0, 0x0, 0x0)",
    ],
)
def test_nvlink_fatal_text_is_a_cordon_on_the_syslog_host(line: str) -> None:
    assert outcome(line) == (Category.nvlink_error, Action.cordon_and_restart, ("ip-10-1-2-3",))


# --- a hardware cause with the fabric manager or CUDA 802 behind it is the hardware's -----------------
@pytest.mark.parametrize(
    "second",
    [
        "RuntimeError: CUDA error: system not yet initialized",
        "Nov 21 14:10:07 dgx-a100-22 systemd[1]: nvidia-fabricmanager.service: Main process exited, "
        "code=exited, status=1/FAILURE",
    ],
)
def test_fatal_sxid_with_fabric_manager_or_802_is_still_a_cordon(second: str) -> None:
    sxid = (
        "Nov 21 14:10:05 dgx-a100-22 kernel: nvidia-nvswitch4: SXid (PCI:0000:0a:00.0): 20034, Fatal, "
        "Link 17 LTSSM Fault Up"
    )
    v = first_verdict(sxid, second)
    assert (v.category, v.action) == (Category.nvlink_error, Action.cordon_and_restart)  # type: ignore[attr-defined]
    assert v.culprit.nodes == ["dgx-a100-22"]  # type: ignore[attr-defined]
    assert v.action_rule != "node_service_down"  # type: ignore[attr-defined]


def test_fabric_manager_down_alone_still_holds_for_a_person() -> None:
    v = first_verdict("RuntimeError: CUDA error: system not yet initialized")
    assert (v.action, v.action_rule) == (Action.needs_human, "node_service_down")  # type: ignore[attr-defined]


# --- hosts that a kernel-log relay or nccl-tests print in front of the line --------------------------
@pytest.mark.parametrize(
    ("line", "category", "node"),
    [
        # pdsh/clush relaying dmesg: the host before a kernel stamp is no ordinary line's start
        (
            "gpu07: [ 1843.308145] NVRM: Xid (PCI:0000:07:00): 79, pid=1234, name=python3, "
            "GPU has fallen off the bus.",
            Category.gpu_xid,
            "gpu07",
        ),
        (
            "gpu07: [Tue Nov 22 02:00:00 2024] NVRM: Xid (PCI:0000:07:00): 48, pid=1234, name=python3, An "
            "uncorrectable double bit error (DBE) has been detected on GPU in the framebuffer at "
            "partition 6, subpartition 0.",
            Category.ecc_error,
            "gpu07",
        ),
        # Talos Linux (talosctl dmesg): "node: kern: level: [RFC 3339]: message"
        (
            "192.168.11.119: kern:     err: [2026-04-22T21:25:20.466440686Z]: nvidia-nvswitch1: SXid "
            "(PCI:0000:aa:00.0): 24007, Fatal, Link 12 sourcetrack timeout error (First)",
            Category.nvlink_error,
            "192.168.11.119",
        ),
        (
            "node-3: kern: warning: [2026-04-22T21:25:20.505406921Z]: NVRM: Xid (PCI:0000:48:00): 79, "
            "pid='<unknown>', name=<unknown>, GPU has fallen off the bus.",
            Category.gpu_xid,
            "node-3",
        ),
        # nccl-tests' CUDACHECK names its host
        (
            "gpu-node-3: Test CUDA failure common.cu:892 "
            "'uncorrectable NVLink error detected during the execution'",
            Category.nvlink_error,
            "gpu-node-3",
        ),
        (
            "gpu-node-3: Test CUDA failure common.cu:892 'uncorrectable ECC error encountered'",
            Category.ecc_error,
            "gpu-node-3",
        ),
    ],
)
def test_a_relayed_hardware_line_names_its_host(line: str, category: Category, node: str) -> None:
    assert outcome(line) == (category, Action.cordon_and_restart, (node,))


def test_a_host_prefix_before_an_ordinary_line_is_still_only_a_candidate() -> None:
    p = split_prefix("gpu07: step 12 loss 2.3")
    assert p.node is None and p.pdsh_candidate == "gpu07"


def test_a_device_name_before_a_kernel_stamp_is_not_a_host() -> None:
    p = split_prefix("ib0: [ 12.345678] lost carrier")
    assert p.node is None


def test_triton_prints_the_driver_string() -> None:
    got = outcome("RuntimeError: Triton Error [CUDA]: uncorrectable ECC error encountered")
    assert got == (Category.ecc_error, Action.cordon_and_restart, ())


# --- PCIe AER on the GPU's own link -------------------------------------------------------------------
def test_a_fatal_aer_error_on_the_gpu_is_a_cordon() -> None:
    line = (
        "Nov 22 02:00:00 gpu-node-07 kernel: nvidia 0000:3b:00.0: AER: PCIe Bus Error: "
        "severity=Uncorrected (Fatal), type=Inaccessible, (Unregistered Agent ID)"
    )
    assert outcome(line) == (Category.gpu_xid, Action.cordon_and_restart, ("gpu-node-07",))


@pytest.mark.parametrize(
    "line",
    [
        "Nov 22 02:00:00 gpu-node-07 kernel: nvidia 0000:3b:00.0: AER: PCIe Bus Error: severity=Corrected, "
        "type=Physical Layer, (Receiver ID)",
        "Nov 22 02:00:00 gpu-node-07 kernel: nvidia 0000:3b:00.0: AER: PCIe Bus Error: "
        "severity=Uncorrected (Non-Fatal), type=Transaction Layer, (Requester ID)",
        "Nov 22 02:00:00 gpu-node-07 kernel: mlx5_core 0000:4b:00.0: AER: PCIe Bus Error: "
        "severity=Uncorrected (Fatal), type=Transaction Layer, (Requester ID)",
        # a corrected machine check (MCi_STATUS 0x8c...: VAL set, UC clear) and the CE notice
        "Nov 22 02:00:00 gpu-node-07 kernel: mce: [Hardware Error]: CPU 0: Machine Check: 0 Bank 7: "
        "8c00004000010090",
        "Nov 22 02:00:00 gpu-node-07 kernel: mce: [Hardware Error]: Machine check events logged",
        # counters: DCGM's replay/recovery "critical" and an NVLink non-fatal Xid
        "Detected 1 datalink layer replay error counter NvLink errors on GPU 3's NVLink (should be 0)",
        "Nov 22 02:00:00 gb200-n07 kernel: NVRM: Xid (PCI:0008:06:00): 145, RLW_REMAP Nonfatal XC0 i0 Link 7 "
        "(0x00000004 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000)",
    ],
)
def test_corrected_errors_and_counters_are_never_a_cordon(line: str) -> None:
    assert outcome(line)[1] != Action.cordon_and_restart


def test_an_uncorrected_machine_check_record_is_a_cordon() -> None:
    line = (
        "Nov 22 02:00:00 node-112 kernel: mce: [Hardware Error]: CPU 0: Machine Check: 0 Bank 5: "
        "bea0000000000108"
    )
    assert outcome(line) == (Category.node_failure, Action.cordon_and_restart, ("node-112",))


# --- Slurm node failures ------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "line",
    [
        "[2024-11-22T02:00:00.123] error: Nodes gpu17 not responding, setting DOWN",
        "[2024-11-22T02:00:00.123] Killing JobId=4242 on failed node gpu17",
        "srun: error: Node failure on gpu17",
    ],
)
def test_slurm_names_the_failed_node(line: str) -> None:
    assert outcome(line) == (Category.node_failure, Action.cordon_and_restart, ("gpu17",))


def test_a_hostlist_names_no_single_node() -> None:
    # "gpu[17-18]" is two nodes, never one called "gpu": the cordon verdict stands, unnamed.
    assert outcome("srun: error: Node failure on gpu[17-18]") == (
        Category.node_failure,
        Action.cordon_and_restart,
        (),
    )


def test_a_node_that_missed_one_ping_is_not_yet_failed() -> None:
    assert (
        outcome("[2024-11-22T02:00:00.123] error: Nodes gpu17 not responding")[1] != Action.cordon_and_restart
    )


# --- Xid 45 that names the Xid behind it follows that Xid (NVIDIA: "Not Solo: follow other Xid") ------
@pytest.mark.parametrize(
    ("previous", "category"),
    [
        ("149", Category.nvlink_error),
        ("74", Category.nvlink_error),
        ("95", Category.ecc_error),
        ("79", Category.gpu_xid),
    ],
)
def test_xid45_caused_by_a_hardware_xid_is_that_xids(previous: str, category: Category) -> None:
    line = (
        "Nov 22 02:00:00 gpu-node-07 kernel: NVRM: Xid (PCI:0000:dc:00): 45, pid=1818990, name=python3, "
        f"Ch 00000001 caused by previous Xid {previous}"
    )
    assert outcome(line) == (category, Action.cordon_and_restart, ("gpu-node-07",))


@pytest.mark.parametrize(
    "tail", ["Ch 00000001 caused by previous Xid 13", "Ch 00000001 caused by previous Xid 31", "Ch 00000001"]
)
def test_xid45_after_an_application_xid_or_alone_is_never_a_cordon(tail: str) -> None:
    line = (
        "Nov 22 02:00:00 gpu-node-07 kernel: NVRM: Xid (PCI:0000:dc:00): 45, pid=1818990, name=python3, "
        + tail
    )
    assert outcome(line)[1] != Action.cordon_and_restart


def test_a_fatal_machine_check_panic_reason_is_a_cordon() -> None:
    line = "Nov 22 02:00:00 node-112 kernel: mce: [Hardware Error]: Machine check: Processor context corrupt"
    assert outcome(line) == (Category.node_failure, Action.cordon_and_restart, ("node-112",))


def test_a_gpu_the_driver_says_must_be_reset_is_a_cordon_on_the_syslog_host() -> None:
    line = (
        "Jan 11 09:52:01 gpu-node-07 kernel: NVRM: nvAssertOkFailedNoLog: Assertion failed: Reset required "
        "[NV_ERR_RESET_REQUIRED] (0x00000062) returned from status @ kernel_channel.c:2874"
    )
    assert outcome(line) == (Category.gpu_xid, Action.cordon_and_restart, ("gpu-node-07",))


# --- the NVSwitch driver's error-log record: severity 1 is fatal, 0 is not (NVSWITCH_ERROR_SEVERITY) ----
def test_an_sxid_record_of_severity_1_is_a_fatal_nvswitch_error() -> None:
    line = (
        "Apr 22 21:25:20 dgx-a100-22 kernel: nvidia-nvswitch1: SXid (PCI:0000:aa:00.0): 24007, Severity 1 "
        "Engine instance 12 Sub-engine instance 00"
    )
    assert outcome(line) == (Category.nvlink_error, Action.cordon_and_restart, ("dgx-a100-22",))


def test_an_sxid_record_of_severity_0_is_not_a_cordon() -> None:
    line = (
        "Apr 22 21:25:20 dgx-a100-22 kernel: nvidia-nvswitch0: SXid (PCI:0000:05:00.0): 12028, Severity 0 "
        "Engine instance 32 Sub-engine instance 00"
    )
    assert outcome(line)[1] != Action.cordon_and_restart


# --- nvidia-smi's summary table: the Volatile Uncorr. ECC cell ----------------------------------------
SMI_HEADER = [
    "+-----------------------------------------------------------------------------+",
    "| GPU  Name        Persistence-M| Bus-Id        Disp.A | Volatile Uncorr. ECC |",
]


def test_a_gpu_with_volatile_uncorrectable_ecc_in_the_smi_table_is_a_cordon() -> None:
    row = "|   0  Tesla V100S-PCI...  Off  | 00000000:00:07.0 Off |                    2 |"
    assert outcome(*SMI_HEADER, row) == (Category.ecc_error, Action.cordon_and_restart, ())


@pytest.mark.parametrize(
    "row",
    [
        "|   0  Tesla V100S-PCI...  Off  | 00000000:00:07.0 Off |                    0 |",
        "|   0  NVIDIA GeForce RTX 3090     Off | 00000000:01:00.0  On |                  N/A |",
    ],
)
def test_a_healthy_smi_table_has_no_hardware_verdict(row: str) -> None:
    found = verdicts(*HEALTHY, *SMI_HEADER, row)
    assert all(v.action != Action.cordon_and_restart for v in found)  # type: ignore[attr-defined]


# --- the host's own hardware: poisoned memory touched by the job, a chipset NMI -----------------------
@pytest.mark.parametrize(
    ("line", "category"),
    [
        (
            "Nov 22 02:00:00 gpu-node-07 kernel: Memory failure: 0x2b4f5a: Sending SIGBUS to python:12345 "
            "due to hardware memory corruption",
            Category.ecc_error,
        ),
        (
            "Nov 22 02:00:00 gpu-node-07 kernel: mce: Uncorrected hardware memory error in user-access at "
            "2b4f5a400",
            Category.ecc_error,
        ),
        (
            "Nov 22 02:00:00 gpu-node-07 kernel: NMI: PCI system error (SERR) for reason b1 on CPU 0.",
            Category.node_failure,
        ),
    ],
)
def test_host_hardware_errors_cordon_the_syslog_host(line: str, category: Category) -> None:
    assert outcome(line) == (category, Action.cordon_and_restart, ("gpu-node-07",))


def test_a_recovered_clean_page_is_not_a_cordon() -> None:
    line = (
        "Nov 22 02:00:00 gpu-node-07 kernel: Memory failure: 0x2b4f5a: recovery action for clean LRU "
        "page: Recovered"
    )
    assert outcome(line)[1] != Action.cordon_and_restart


def test_slurmctld_setting_a_hostlist_down_names_no_single_node() -> None:
    got = outcome("[2024-11-22T02:00:00.000] error: Nodes gpu[17-18] not responding, setting DOWN")
    assert got == (Category.node_failure, Action.cordon_and_restart, ())


# --- dmesg --human stamps: "[May19 19:57]" heads a minute, "[  +0.000127]" the deltas after it --------
@pytest.mark.parametrize(
    ("line", "node"),
    [
        (
            "[  +0.000013] NVRM: Xid (PCI:0000:07:00): 79, pid=1234, name=python3, GPU has fallen off "
            "the bus.",
            (),
        ),
        (
            "[May19 19:57] NVRM: Xid (PCI:0000:07:00): 79, pid=1234, name=python3, GPU has fallen off "
            "the bus.",
            (),
        ),
        (
            "gpu07: [  +0.000013] NVRM: Xid (PCI:0000:07:00): 79, pid=1234, name=python3, GPU has fallen "
            "off the bus.",
            ("gpu07",),
        ),
    ],
)
def test_dmesg_human_stamps_are_kernel_lines(line: str, node: tuple[str, ...]) -> None:
    assert outcome(line) == (Category.gpu_xid, Action.cordon_and_restart, node)


# --- journalctl's other short formats name the host the same way ---------------------------------------
@pytest.mark.parametrize(
    "stamp",
    ["Nov 22 02:00:00.123456", "Mon 2024-11-22 02:00:00 UTC", "2024-11-22T02:00:00.123456+00:00"],
)
def test_journalctl_short_formats_name_the_host(stamp: str) -> None:
    line = (
        stamp
        + " gpu-node-07 kernel: NVRM: Xid (PCI:0000:07:00): 79, pid=1, name=python3, GPU has fallen off "
        + "the bus."
    )
    assert outcome(line) == (Category.gpu_xid, Action.cordon_and_restart, ("gpu-node-07",))


# --- Blackwell NVLink Xids 144-150: NVIDIA's "XID 144-150 Decode" sheet decides by severity ----------
# Fatal and Link Fatal sub-codes are RESET_GPU; Nonfatal ones are IGNORE or XID_154_EVAL (follow an
# accompanying Xid 154, else RESTART_APP), so only a fatal line or a 154 naming a reset is a cordon.
NVL5 = "Nov 22 02:00:00 gb200-n17 kernel: [171167.620236] NVRM: Xid (PCI:0019:01:00): "


@pytest.mark.parametrize(
    "tail",
    [
        "144, SAW_MVB Fatal XC0 i0 Link 04 (0x004505c6 0x00000002 0x00000000 0x00000000 0x00000000)",
        "145, RLW_SRC_TRACK Fatal XC0 i0 Link 04 (0x00000007 0x00000001 0x00000000 0x00000000 0x00000000)",
        "149, NETIR_LINK_EVT Link Fatal XC0 i0 Link 13 (0x00000008 0x00000001 0x00000000 0x00000000)",
        "150, pid=2342, name=python3, MSE_WATCHDOG Fatal XC0 i0 Link -1 (0x00000012 0x00000004 0x00000000)",
    ],
)
def test_a_fatal_blackwell_nvlink_xid_is_a_cordon_on_the_syslog_host(tail: str) -> None:
    assert outcome(NVL5 + tail) == (Category.nvlink_error, Action.cordon_and_restart, ("gb200-n17",))


NONFATAL_145 = NVL5 + "145, RLW_REMAP Nonfatal XC1 i0 Link 04 (0x00000004 0x00000001 0x00000000 0x00000000)"


def test_a_nonfatal_blackwell_nvlink_xid_alone_is_never_a_cordon() -> None:
    category, action, _ = outcome(NONFATAL_145)
    assert (category, action) == (Category.nvlink_error, Action.needs_human)


def test_a_nonfatal_nvlink_xid_then_xid_137_is_the_applications() -> None:
    _, action, _ = outcome(NONFATAL_145, NVL5 + "137, pid=1234, name=python3, NVLink: PRIV Error")
    assert action == Action.no_restart_notify_user


@pytest.mark.parametrize(
    "recovery", ["0x1 (GPU Reset Required)", "0x2 (Node Reboot Required)", "0x4 (Drain and Reset)"]
)
def test_a_nonfatal_nvlink_xid_with_an_xid_154_reset_follows_the_154(recovery: str) -> None:
    line = NVL5 + "154, GPU recovery action changed from 0x0 (None) to " + recovery
    assert outcome(NONFATAL_145, line)[1:] == (Action.cordon_and_restart, ("gb200-n17",))


# --- Xid 154 names the recovery: a reset, a reboot or a drain-and-reset is a cordon; Drain P2P is not ---
@pytest.mark.parametrize("who", ["", "pid='<unknown>', name=<unknown>, ", "pid=4071838, name=python, "])
@pytest.mark.parametrize(
    "recovery", ["0x1 (GPU Reset Required)", "0x2 (Node Reboot Required)", "0x4 (Drain and Reset)"]
)
def test_xid_154_naming_a_reset_is_a_cordon_naming_the_gpu_host(who: str, recovery: str) -> None:
    line = NVL5 + "154, " + who + "GPU recovery action changed from 0x0 (None) to " + recovery
    assert outcome(line) == (Category.gpu_xid, Action.cordon_and_restart, ("gb200-n17",))


@pytest.mark.parametrize("recovery", ["0x3 (Drain P2P)", "0x0 (None)"])
def test_xid_154_drain_p2p_or_none_is_never_a_cordon(recovery: str) -> None:
    line = (
        NVL5 + "154, pid='<unknown>', name=<unknown>, GPU recovery action changed from 0x1 (X) to " + recovery
    )
    found = verdicts(*HEALTHY, line)
    assert all(v.action != Action.cordon_and_restart for v in found)


def test_dcgm_reports_a_blackwell_nvlink_xid_without_severity_so_a_human_decides() -> None:
    category, action, _ = outcome("Detected XID 145 for GPU 3")
    assert (category, action) == (Category.nvlink_error, Action.needs_human)


# --- uncorrectable memory errors as the driver prints them cordon the host; correctable ones never -----
ECC_HOST = "Nov 22 02:00:00 gpu-node-07 kernel: [597040.386300] NVRM: Xid (PCI:0000:3b:00): "


@pytest.mark.parametrize(
    "tail",
    [
        "48, pid=1234, name=python, An uncorrectable double bit error (DBE) has been detected on GPU in the "
        "framebuffer at partition 6, subpartition 0.",
        "64, pid=1896, Row Remapper: Failed to remap row (possible row remapper failure)",
        "94, pid=2342, name=python3, Contained: SM (0x1). RST: No, D-RST: No",
        "95, pid=2342, name=python3, Uncontained: LTC TAG (0x2,0x0). RST: Yes, D-RST: No",
        "140, pid=1, name=python, ECC Unrecovered error",
    ],
)
def test_uncorrectable_gpu_memory_xids_cordon_the_syslog_host(tail: str) -> None:
    assert outcome(ECC_HOST + tail) == (Category.ecc_error, Action.cordon_and_restart, ("gpu-node-07",))


@pytest.mark.parametrize(
    "line",
    [
        ECC_HOST + "63, pid=1896, Row Remapper: New row marked for remapping, reset gpu to activate.",
        ECC_HOST + "92, pid=1896, High single-bit ECC error rate",
        "Warning: DCGM_FR_SBE_VIOLATION: Detected 12 single-bit ECC error(s) in GPU 3.",
        "        DRAM Correctable              : 14",
    ],
)
def test_correctable_and_remap_bookkeeping_are_never_a_cordon(line: str) -> None:
    found = verdicts(*HEALTHY, line)
    assert all(v.action != Action.cordon_and_restart for v in found)
