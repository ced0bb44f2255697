# ruff: noqa
"""Real excerpts, batch I: lost GPUs, Kubernetes evictions, EFA/libfabric errors, CUDA 999 unknown
errors. Verbatim log lines from the thread in `source`."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"
UNKNOWN_999 = (
    "CUDA error 999 (unknown error) with no driver or kernel lines in view; nothing settles whether "
    "the GPU, the driver or the program is at fault. Ambiguous."
)

CASES = [
    real(
        GH + "JosephKJ/OWOD/issues/81", "JosephKJ/OWOD", "gpu_xid", "node_hardware", CORDON, "GPU is lost",
        r"""
        Unable to determine the device handle for GPU 0000:02:00.0: GPU is lost. Reboot the system to recover this GPU
        """,
        "After the training crash nvidia-smi reports the GPU lost (reboot required); maintainer: a "
        "driver/system issue for the administrator. The node's GPU is gone: cordon.",
    ),
    real(
        GH + "AlexeyAB/darknet/issues/86", "AlexeyAB/darknet", "gpu_xid", "node_hardware", CORDON, "GPU is lost.",
        r"""
        CUDA Error: no CUDA-capable device is detected
        CUDA Error: no CUDA-capable device is detected: No error
        C:\Program Files\NVIDIA Corporation\NVSMI>nvidia-smi
        Unable to determine the device handle for GPU 0000:03:00.0: GPU is lost.  Reboot
         the system to recover this GPU
        """,
        "The GPU drops off on every run and only a reboot brings it back: the GPU, not the program.",
    ),
    real(
        GH + "kubernetes/kubernetes/issues/91600", "kubernetes/kubernetes", "storage_error", "unknown", HUMAN,
        "Message:        The node was low on resource: ephemeral-storage. Container ebaogi-bff-app",
        r"""
        Annotations:    <none>
        Status:         Failed
        Reason:         Evicted
        Message:        The node was low on resource: ephemeral-storage. Container ebaogi-bff-app was using 34260Ki, which exceeds its request of 0.
        IP:
        IPs:            <none>
        """,
        "Pod evicted for node disk pressure while the reporters see plenty of space; the thread does "
        "not settle whether the node or the workload fills the disk. Ambiguous.",
        ambiguous=True,
        tag="evicted",
    ),
    real(
        GH + "aws/aws-ofi-nccl/issues/346", "aws/aws-ofi-nccl", "network_error", "network_fabric", RESTART,
        "efa_rdm_txe_handle_error():737<warn> err: 5, message: Invalid address",
        r"""
        libfabric:451707:1708520807::efa:cq:efa_rdm_txe_handle_error():737<warn> err: 5, message: Invalid address My EFA addr: fi_addr_efa://[fe80::13:c2ff:fe6f:f03d]:0:1072483550 My host id: i-0db7083f3fcbebb65 Peer EFA addr: fi_addr_efa://[fe80::b8:aff:fe44:425]:0:947699476 Peer host id: i-0ce6d3d57139f053c (7)
            libfabric:451707:1708520807::efa:cq:efa_rdm_txe_handle_error():737<warn> err: 5, message: Invalid address My EFA addr: fi_addr_efa://[fe80::13:c2ff:fe6f:f03d]:0:1072483550 My host id: i-0db7083f3fcbebb65 Peer EFA addr: fi_addr_efa://[fe80::b8:aff:fe44:425]:0:947699476 Peer host id: i-0ce6d3d57139f053c (7)
             8[4] -> 0[4] [receive] via NET/AWS Libfabric/4/GDRDMA
            ip-172-31-69-127:451707:453373 [4] NCCL INFO Channel 00/0 : 0[4] -> 8[4] [send] via NET/AWS Libfabric/4/GDRDMA
        """,
        "An EFA completion error toward one peer every few hours in a 120-rank all-reduce; the run "
        "works in between. Intermittent fabric fault: restart from checkpoint.",
    ),
    real(
        GH + "aws/aws-ofi-nccl/issues/156", "aws/aws-ofi-nccl", "network_error", "network_fabric", USER,
        "NET/OFI Request 0x7fbb944701b8 completed with error. RC: 20.",
        r"""
        [1,13]<stdout>:nccl-tests-worker-1:35:89 [5] ofi_process_cq:1039 NCCL WARN NET/OFI Request 0x7fbb944701b8 completed with error. RC: 20. Error: unknown error. Completed length: 0, Request: { buffer_index: 255, dev: 1, size: 0, state: CREATED, direction: SEND }
        [1,13]<stderr>:libfabric:35:1668017255::efa:cq:rxr_cq_write_tx_error():243<warn> rxr_cq_write_tx_error: err: 20, prov_err: Not a directory (20)
        """,
        "Fixed by opening the security group to all traffic between the instances: a configuration "
        "error that fails every run.",
    ),
    real(
        GH + "aws/aws-ofi-nccl/issues/20", "aws/aws-ofi-nccl", "network_error", "framework_bug", USER,
        "Unable to write to EQ: Missing or unavailable event queue.",
        r"""
        Unable to write to EQ: Missing or unavailable event queue. err: Input/output error (5) prov_errno: Unknown error -114 (-114) prov/rxr/src/rxr.h:1042
        """,
        "A libfabric EFA bug triggered by DataLoader workers forked under mpirun, fixed in a later "
        "libfabric: recurs on that stack.",
    ),
    real(
        GH + "mozilla/translations/issues/1002", "mozilla/translations", "cuda_error", "unknown", HUMAN,
        "Error: CUDA error 999 'unknown error'",
        r"""
        [task 2025-01-21T16:25:07.208Z] [2025-01-21 16:25:07] [valid] Ep. 1 : Up. 50000 : bleu-detok : 26.4729 : new best
        [task 2025-01-21T16:30:34.200Z] [2025-01-21 16:30:34] Ep. 1 : Up. 51000 : Sen. 77,303,338 : Cost 1.41794586 : Time 370.55s : 97447.45 words/s : gNorm 0.5275
        [task 2025-01-21T16:30:37.188Z] [2025-01-21 16:30:37] Error: CUDA error 999 'unknown error' - /builds/worker/fetches/marian-source/src/tensors/gpu/algorithm.cu:54: cudaStreamSynchronize(0)
        """,
        UNKNOWN_999,
        ambiguous=True,
    ),
    real(
        GH + "NVIDIA/nccl/issues/1653", "NVIDIA/nccl", "cuda_error", "unknown", HUMAN,
        "NCCL WARN Cuda failure 999 'unknown error'",
        r"""
        DESKTOP-1CE5APL:1689:2800 [0] include/alloc.h:112 NCCL WARN Cuda failure 999 'unknown error'
        DESKTOP-1CE5APL:1689:2800 [0] NCCL INFO include/alloc.h:199 -> 1
        DESKTOP-1CE5APL:1689:2800 [0] NCCL INFO channel.cc:41 -> 1
        DESKTOP-1CE5APL:1689:2800 [0] NCCL INFO init.cc:526 -> 1
        2025-03-21 17:08:31,569 - finetrainers - ERROR - Error during training: NCCL error in: /pytorch/torch/csrc/distributed/c10d/NCCLUtils.hpp:268, unhandled cuda error (run with NCCL_DEBUG=INFO for details), NCCL version 2.21.5
        ncclUnhandledCudaError: Call to CUDA function failed.
        Last error:
        Cuda failure 999 'unknown error'
        """,
        UNKNOWN_999,
        ambiguous=True,
        tag="999",
    ),
    real(
        GH + "NVIDIA/DIGITS/issues/2181", "NVIDIA/DIGITS", "cuda_error", "unknown", HUMAN,
        "Check failed: error == cudaSuccess (999 vs. 0)",
        r"""
        2019-08-15 11:07:44 [20190815-110743-f9db] [INFO ] Task subprocess args: "/home/par/caffe/build/tools/caffe train --solver=/home/par/digits/digits/jobs/20190815-110743-f9db/solver.prototxt --gpu=0"
        2019-08-15 11:07:44 [20190815-110743-f9db] [ERROR] Train Caffe Model: Check failed: error == cudaSuccess (999 vs. 0)  unknown error
        2019-08-15 11:07:44 [20190815-110743-f9db] [ERROR] Train Caffe Model task failed with error code -6
        """,
        UNKNOWN_999,
        ambiguous=True,
    ),
    real(
        GH + "nv-tlabs/3dgrut/issues/191", "nv-tlabs/3dgrut", "cuda_error", "unknown", HUMAN,
        "what():  CUDA error: unknown error",
        r"""
        Training ━━━━━━━╸━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━  19% step: 5700 loss: 0.028 :: 🚗💨 Speed: 0.18it/s :: 🕒 Elapsed: 0:21:08terminate called after throwing an instance of 'c10::Error'
          what():  CUDA error: unknown error
        CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
        For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
        Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.
        """,
        UNKNOWN_999,
        ambiguous=True,
    ),
    real(
        GH + "PaddlePaddle/PaddleOCR/issues/2509", "PaddlePaddle/PaddleOCR", "cuda_error", "unknown", HUMAN,
        "OSError: (External)  Cuda error(999), unknown error.",
        r"""
        [2021/04/15 07:32:44] root INFO: epoch: [1/1200], iter: 96, lr: 0.000349, loss: 6.281494, loss_shrink_maps: 4.369648, loss_threshold_maps: 1.057478, loss_binary_maps: 0.859219, reader_cost: 0.24214 s, batch_cost: 0.47115 s, samples: 8, ips: 8.48992
        Traceback (most recent call last):
          File "tools/train.py", line 125, in <module>
            main(config, device, logger, vdl_writer)
          File "D:\PaddleOCR-release-2.0\tools\program.py", line 224, in <dictcomp>
            stats = {k: v.numpy().mean() for k, v in loss.items()}
        OSError: (External)  Cuda error(999), unknown error.
        """,
        UNKNOWN_999,
        ambiguous=True,
    ),
]
