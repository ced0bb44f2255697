"""The registry of faults a multi-rank job spec can name."""

from __future__ import annotations

from collections.abc import Callable

from corpus_fault_kit import Label
from corpus_faults_hardware import (
    fell_off_no_xid,
    gpu_crash_with_xid,
    node_failure_slurm,
    node_mce,
    sxid_nvswitch,
    xid79_hung,
    xid_hung_late,
)
from corpus_faults_software import (
    cuda_oom,
    dataloader_killed,
    hang,
    host_oom,
    iam_bare,
    iam_with_xid31,
    ib_port_flap,
    nan_loss,
    nfs_stale,
    s3_slowdown,
    timeout_all,
    timeout_odd_silent,
    type_error_all,
    value_error_with_xid63,
)

FAULTS: dict[str, Callable[..., Label]] = {
    "xid79": gpu_crash_with_xid(
        79,
        "GPU has fallen off the bus.",
        "unspecified launch failure",
        "gpu_xid",
        "Xid 79 on the culprit's GPU; its rank dies, neighbours get ncclRemoteError, the "
        "rest time out (Xid format: NVIDIA/open-gpu-kernel-modules#507).",
    ),
    "xid79_hung": xid79_hung,
    "fell_off_no_xid": fell_off_no_xid,
    "ecc48": gpu_crash_with_xid(
        48,
        "An uncorrectable double bit error (DBE) has been detected on GPU in the "
        "framebuffer at partition 6, subpartition 0.",
        "uncorrectable ECC error encountered",
        "ecc_error",
        "Xid 48 double-bit ECC plus torch's 'uncorrectable ECC error encountered' on the "
        "same rank (vllm-project/vllm#5222, huggingface/accelerate#1192).",
    ),
    "xid94": gpu_crash_with_xid(
        94,
        "Contained ECC error.",
        "uncorrectable ECC error encountered",
        "ecc_error",
        "Xid 94 contained ECC error (line format from leptonai/gpud#1174).",
    ),
    "xid95": gpu_crash_with_xid(
        95,
        "Uncontained ECC error.",
        "uncorrectable ECC error encountered",
        "ecc_error",
        "Xid 95 uncontained ECC error; NVIDIA's catalog asks for a GPU reset.",
    ),
    "xid64": gpu_crash_with_xid(
        64,
        "Row Remapper: failed to record row remapping (remap failure), retire GPU.",
        "uncorrectable ECC error encountered",
        "ecc_error",
        "Row-remapping failure (Xid 64; nvmlRemappedRowsInfo bFailureOccurred); adapted message text.",
    ),
    "xid74": gpu_crash_with_xid(
        74,
        "NVLink: fatal error detected on link 5(0x0, 0x0, 0x10000, 0x0, 0x0, 0x0, 0x0)",
        "an uncorrectable NVLink error was detected during the execution",
        "nvlink_error",
        "Xid 74 NVLink fatal error (NVIDIA/NVSentinel#364 describes its registers).",
    ),
    "xid119_hung": xid_hung_late(
        119,
        "Timeout after 6s of waiting for RPC response from GPU5 GSP! Expected "
        "function 76 (GSP_RM_CONTROL) (0x20801702 0x4).",
        "gpu_xid",
        "Hard case: Xid 119 GSP timeout wedges one GPU; its rank hangs silently, 90% of "
        "the others time out, the launcher names bystanders; the kernel line arrives last.",
    ),
    "sxid": sxid_nvswitch,
    "node_failure": node_failure_slurm,
    "node_mce": node_mce,
    "ib_flap": ib_port_flap,
    "nfs_stale": nfs_stale,
    "s3_slowdown": s3_slowdown,
    "cuda_oom": cuda_oom,
    "type_error_all": type_error_all,
    "host_oom": host_oom,
    "dataloader_killed": dataloader_killed,
    "nan_loss": nan_loss,
    "iam_xid31": iam_with_xid31,
    "iam_bare": iam_bare,
    "timeout_odd": timeout_odd_silent,
    "timeout_all": timeout_all,
    "hang_user": hang("user"),
    "hang_nfs": hang("nfs"),
    "hang_cuda": hang("cuda"),
    "value_xid63": value_error_with_xid63,
}
