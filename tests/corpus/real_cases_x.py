# ruff: noqa
"""Real excerpts, batch X: GPU hardware as jobs meet it (#18): an uncorrectable ECC error at context
creation, a GPU the driver says must be reset, GPUs that NVML can no longer reach, a fatal PCIe error
on a root port, and an NCCL timeout that went away on another card. Verbatim log lines as printed in
public threads (each repository maps to the dev fold and none was in the corpus before)."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    real(GH + "MFlowCode/MFC/pull/1748", "MFlowCode/MFC", "ecc_error", "node_hardware", CORDON,
         "(CUDA_ERROR_ECC_UNCORRECTABLE): uncorrectable ECC error encountered",
         r"""
         Accelerator Fatal Error: call to cuCtxCreate returned error 214
           (CUDA_ERROR_ECC_UNCORRECTABLE): uncorrectable ECC error encountered
         mfc: ERROR > syscheck failed with exit code 1.
         """, "GPU CI jobs of a CFD code failed at their first CUDA call on whichever runs Slurm placed on "
              "one L40S node; the maintainers traced every failure to that node's uncorrectable ECC memory "
              "errors and excluded it from submission (the site had not drained it). An uncorrectable ECC "
              "error is a hardware signature: cordon. The excerpt does not name the node (the PR text does), "
              "so the culprit is null."),
    real(GH + "scitix/sichek/issues/51", "scitix/sichek", "gpu_xid", "node_hardware", CORDON,
         "Reset required [NV_ERR_RESET_REQUIRED]",
         r"""
         Test CUDA failure common.cu:1007
         'CUDA-capable device(s) is/are busy or unavailable'
         [Sun Jan 11 09:52:01 2026] NVRM: rpcRmApiAlloc_GSP: GspRmAlloc failed: hClient=0xc1d1a616; hParent=0x5c000054; hObject=0x5c00005b; hClass=0x0000c86f; paramsSize=0x00000170; paramsStatus=0x00000062; status=0x00000062
         [Sun Jan 11 09:52:01 2026] NVRM: nvAssertOkFailedNoLog: Assertion failed: Reset required [NV_ERR_RESET_REQUIRED] (0x00000062) returned from status @ kernel_channel.c:2874
         """, "An nccl-tests run fails at once whenever GPU1 of the node is included and passes without it; the "
              "kernel log shows the driver refusing work on that GPU with NV_ERR_RESET_REQUIRED. The maintainers "
              "call it an unrecoverable GPU error at the driver/GSP layer and add detection for it. The GPU "
              "takes no work until it is reset: drain the node (cordon). dmesg names no host: culprit null."),
    real(GH + "haotian-liu/LLaVA/issues/1466", "haotian-liu/LLaVA", "gpu_xid", "node_hardware", CORDON,
         "Unable to determine the device handle for GPU0000:4F:00.0: Unknown Error",
         r"""
         Unable to determine the device handle for GPU0000:4F:00.0: Unknown Error
         """, "Fine-tuning on eight A100s stops after about three hours and nvidia-smi can no longer reach one "
              "GPU. The thread reached no cause. From the log: the driver has lost the GPU (NVML cannot get a "
              "handle to it), which stays unusable until the node is reset; a hardware signature on the node "
              "that printed it, cordon. No host in the excerpt: culprit null."),
    real(GH + "meta-llama/llama-models/issues/200", "meta-llama/llama-models", "gpu_xid", "node_hardware", CORDON,
         "Unable to determine the device handle for GPU0000:17:00.0: Unknown Error",
         r"""
         Unable to determine the device handle for GPU0000:17:00.0: Unknown Error
         """, "On a 4x A30 box (driver and fabric manager 560) one GPU becomes unreachable after the example "
              "script is interrupted; cuda:0 stays unusable while the other GPUs work. The thread reached no "
              "cause. From the log alone: NVML has lost the GPU, which needs a reset or reboot before any job "
              "can use it, so the node is drained (cordon); culprit null (no host printed)."),
    real(GH + "MLI-lab/DeepDeWedge/issues/22", "MLI-lab/DeepDeWedge", "nccl_timeout", "unknown", HUMAN,
         "Watchdog caught collective operation timeout",
         r"""
         [rank1]:[E ProcessGroupNCCL.cpp:523] [Rank 1] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=44, OpType=ALLREDUCE, NumelIn=6832129, NumelOut=6832129, Timeout(ms)=1800000) ran for 1800772 milliseconds before timing out.
         [rank1]:[E ProcessGroupNCCL.cpp:537] Some NCCL operations have failed or timed out. Due to the asynchronous nature of CUDA kernels, subsequent GPU operations might run on corrupted/incomplete data.
         [rank1]:[E ProcessGroupNCCL.cpp:543] To avoid data inconsistency, we are taking the entire process down.
         """, "Multi-GPU training of a cryo-ET denoiser times out in an all-reduce; the reporter says the error "
              "went away when re-run on a different GPU card. The log has no Xid, ECC or other hardware line, "
              "so nothing names a node to drain: an NCCL timeout with no root cause is for a person "
              "(ambiguous, needs_human), not a cordon.",
         ambiguous=True),
    real(GH + "DualCoder/vgpu_unlock/issues/114", "DualCoder/vgpu_unlock", "other", "unknown", HUMAN,
         "PCIe Bus Error: severity=Uncorrected (Fatal), type=Transaction Layer, (Receiver ID)",
         r"""
         pcieport 0000:00:01.1:    [5 ] SDES        (First)
         pcieport 0000:00:01.1: PCIe Bus Error: severity=Uncorrected (Fatal), type=Transaction Layer, (Receiver ID)
         pcieport 0000:00:01.1:  device [8086:6f03] error status/mask=00000020/00000000
         """, "A host running an unlocked vGPU driver on an RTX 2080 Ti freezes under a GPU stress test with "
              "fatal PCIe errors on a root port; the reporter asks whether it is hardware and the thread does "
              "not say. The fatal error is reported on the root port, not on the GPU's own function, with a "
              "modified driver stack in play: the log does not show which device failed, so a person decides "
              "(ambiguous, needs_human), no cordon.",
         ambiguous=True),
]
