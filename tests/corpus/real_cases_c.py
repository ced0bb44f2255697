# ruff: noqa
"""Real excerpts, batch C: Megatron asserts, NCCL remote errors, NVLink/Xid kernel lines, loss-scale
collapse, Slurm cgroup OOM kills. Verbatim log lines from the thread in `source`."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"

CASES = [
    real(
        GH + "alibaba/Megatron-LLaMA/issues/14", "alibaba/Megatron-LLaMA", "assertion_error", "user_code", USER,
        "Assertion `t >= 0 && t < n_classes` failed.",
        r"""
        /opt/pytorch/pytorch/aten/src/ATen/native/cuda/Loss.cu:240: nll_loss_forward_reduce_cuda_kernel_2d: block: [0,0,0], thread: [17,0,0] Assertion `t >= 0 && t < n_classes` failed.
        /opt/pytorch/pytorch/aten/src/ATen/native/cuda/Loss.cu:240: nll_loss_forward_reduce_cuda_kernel_2d: block: [0,0,0], thread: [19,0,0] Assertion `t >= 0 && t < n_classes` failed.
        /opt/pytorch/pytorch/aten/src/ATen/native/cuda/Loss.cu:240: nll_loss_forward_reduce_cuda_kernel_2d: block: [0,0,0], thread: [12,0,0] Assertion `t >= 0 && t < n_classes` failed.
        """,
        "Label ids outside the vocabulary (tokenizer/vocab-size mismatch): a device-side assert that "
        "recurs on the same data.",
    ),
    real(
        GH + "NVIDIA/nccl/issues/795", "NVIDIA/nccl", "nccl_remote_error", "unknown", HUMAN,
        "Call to recv from 10.200.84.247<58355> failed : Broken pipe",
        r"""
        a100-st-p4d24xlarge-22:183006:183220 [1] misc/socket.cc:518 NCCL WARN Net : Call to recv from 10.200.84.247<58355> failed : Broken pipe
        a100-st-p4d24xlarge-22:183006:183220 [1] NCCL INFO misc/socket.cc:535 -> 6
        a100-st-p4d24xlarge-22:183006:183220 [1] NCCL INFO transport/net_socket.cc:368 -> 6
        a100-st-p4d24xlarge-22:183006:183220 [1] NCCL INFO include/net.h:26 -> 6
        a100-st-p4d24xlarge-22:183006:183220 [1] NCCL INFO transport/net.cc:517 -> 6
        a100-st-p4d24xlarge-22:183006:183220 [1] NCCL INFO proxy.cc:991 -> 6
        a100-st-p4d24xlarge-22:183006:183220 [1] proxy.cc:1119 NCCL WARN [Proxy Service 9] Failed to execute operation Connect from rank 9, retcode 6
        """,
        "A remote error: the peer went away (the reporter saw a segfault elsewhere first). The cause is "
        "on another rank whose log is not here: ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "NVIDIA/nccl/issues/2076", "NVIDIA/nccl", "network_error", "network_fabric", HUMAN,
        "socketProgressOpt: Call to recv from",
        r"""
        torch.distributed.DistBackendError: NCCL error in: /pytorch/torch/csrc/distributed/c10d/NCCLUtils.hpp:268, remote process exited or there was a network error, NCCL version 2.21.5
        ncclRemoteError: A call failed possibly due to a network error or a remote process exiting prematurely.
        Last error:
        socketProgressOpt: Call to recv from 172....<33759> failed : Connection reset by peer
        """,
        "Reporter: some nodes had InfiniBand issues; fixed by the cluster admins. The log names no node "
        "or link, so nothing to cordon and a plain restart may land on the same bad links: a human.",
        tag="ib",
    ),
    real(
        GH + "tatsu-lab/stanford_alpaca/issues/207", "tatsu-lab/stanford_alpaca", "network_error",
        "network_fabric", RESTART, "with error 12, opcode 0, len 0, vendor err 129",
        r"""
        [E ProcessGroupNCCL.cpp:455] Some NCCL operations have failed or timed out. Due to the asynchronous nature of CUDA kernels, subsequent GPU operations might run on corrupted/incomplete data. [E ProcessGroupNCCL.cpp:460] To avoid data inconsistency, we are taking the entire process down. terminate called after throwing an instance of 'std::runtime_error' what(): NCCL error: remote process exited or there was a network error, NCCL version 2.14.3 ncclRemoteError: A call failed possibly due to a network error or a remote process exiting prematurely. Last error: NET/IB : Got completion from peer 11.214.147.122<39138> with error 12, opcode 0, len 0, vendor err 129
        """,
        "IB transport retry exceeded (error 12, vendor err 129) during training; no conclusion in the "
        "thread, the label rests on the log: a link flap, restart.",
    ),
    real(
        GH + "NVIDIA/nccl/issues/1928", "NVIDIA/nccl", "network_error", "network_fabric", HUMAN,
        "NET/OFI Request 0x7f14cc5b60c0 completed with error",
        r"""
        [rank3]:     _verify_param_shape_across_processes(self.process_group, parameters)
        [rank3]:   File "/usr/local/lib/python3.12/dist-packages/torch/distributed/utils.py", line 281, in _verify_param_shape_across_processes
        [rank3]:     return dist._verify_params_across_processes(process_group, tensors, logger)
        [rank3]:            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
        [rank3]: torch.distributed.DistBackendError: NCCL error in: /opt/pytorch/pytorch/torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:3763, remote process exited or there was a network error, NCCL version 2.28.8
        [rank3]: ncclRemoteError: A call failed possibly due to a network error or a remote process exiting prematurely.
        [rank3]: Last error:
        [rank3]: NET/OFI Request 0x7f14cc5b60c0 completed with error. RC: 113. Error: 2 (UNDELIVERABLE). Completed length: 0
        [rank2]: Traceback (most recent call last):
        """,
        "OFI completion UNDELIVERABLE (host unreachable) at the first collective; the thread has no "
        "conclusion (fabric setup or a transient). Ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "NVIDIA/nccl/issues/934", "NVIDIA/nccl", "nccl_remote_error", "unknown", HUMAN,
        "ncclRemoteError: A call failed",
        r"""
        torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1347, remote process exited or there was a network error, NCCL version 2.18.5
        ncclRemoteError: A call failed possibly due to a network error or a remote process exiting prematurely.
        """,
        "Occasional remote errors with no 'Last error' and no other rank's log; closed as stale. Ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "NVIDIA/nccl-tests/issues/252", "NVIDIA/nccl-tests", "network_error", "network_fabric", USER,
        "with error 4, opcode 5327",
        r"""
        kolyoz1:27255:27934 [0] NCCL INFO proxy.cc:698 -> 6
        kolyoz1:27255:27934 [0] NCCL INFO proxy.cc:878 -> 6 [Progress Thread]

        kolyoz2:25146:25854 [0] ib_plugin.c:1105 NCCL WARN NET/IB : Got completion from peer 10.0.35.1<49189> with error 4, opcode 5327, len 5327, vendor err 81 (Send)
        kolyoz2:25146:25854 [0] NCCL INFO transport/net.cc:1137 -> 6
        kolyoz2:25146:25854 [0] NCCL INFO proxy.cc:698 -> 6
        kolyoz2:25146:25854 [0] NCCL INFO proxy.cc:878 -> 6 [Progress Thread]
        kolyoz2:25146:25852 [0] NCCL INFO [Service thread] Connection closed by localRank 0
        """,
        "IB local protection error (error 4) on every nccl-tests run between two nodes: a memory "
        "registration / GPUDirect setup problem that recurs; the label rests on the log.",
    ),
    real(
        GH + "NVIDIA/open-gpu-kernel-modules/issues/1150", "NVIDIA/open-gpu-kernel-modules", "nvlink_error",
        "node_hardware", CORDON, "caused by previous Xid 149",
        r"""
        kernel: NVRM: Xid (PCI:0000:dc:00): 45, pid=1818990, name=python3, Ch 00000001 caused by previous Xid 149
        kernel: NVRM: Xid (PCI:0000:ed:00): 45, pid=1818992, name=python3, Ch 0000000c caused by previous Xid 145
        kernel: NVRM: Xid (PCI:0000:ba:00): 45, pid=1818989, name=python3, Ch 00000002 caused by previous Xid 145
        kernel: NVRM: Xid (PCI:0000:97:00): 45, pid=1818987, name=python3, Ch 00000003 caused by previous Xid 145
        """,
        "NVLink Xids 149/145 (the Xid 45 lines are their echoes) recurring on the same node, cleared "
        "only by a reboot: the node's NVLink fabric. Cordon.",
        tag="xid149",
    ),
    real(
        GH + "leptonai/gpud/pull/1160", "leptonai/gpud", "nvlink_error", "node_hardware", CORDON,
        "149, NETIR_LINK_EVT Fatal",
        r"""
        NVRM: Xid (PCI:0000:00:00): 149, NETIR_LINK_EVT Fatal XC0 i0 Link 00 (0x026001c6 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000)
        """,
        "A fatal NVLink NETIR link event (Xid 149) as the kernel prints it; gpud classes it fatal. "
        "Hardware on this node's fabric: cordon.",
    ),
    real(
        GH + "leptonai/gpud/pull/46", "leptonai/gpud", "gpu_xid", "user_code", USER,
        "Graphics SM Warp Exception on (GPC 7, TPC 7, SM 0): Illegal Instruction Parameter",
        r"""
        [Fri Aug 30 11:11:22 2024] nvidia-peermem nv_get_p2p_free_callback:127 ERROR detected invalid context, skipping further processing
        [Fri Aug 30 11:43:09 2024] NVRM: Xid (PCI:0000:cb:00): 13, pid='<unknown>', name=<unknown>, Graphics SM Warp Exception on (GPC 7, TPC 7, SM 0): Illegal Instruction Parameter
        [Fri Aug 30 11:43:09 2024] NVRM: Xid (PCI:0000:cb:00): 13, pid='<unknown>', name=<unknown>, Graphics SM Global Exception on (GPC 7, TPC 7, SM 0): Multiple Warp Errors
        [Fri Aug 30 11:43:09 2024] NVRM: Xid (PCI:0000:cb:00): 13, pid='<unknown>', name=<unknown>, Graphics Exception: ESR 0x57c730=0xc04000b 0x57c734=0x24 0x57c728=0x1f81fb60 0x57c72c=0x1174
        [Fri Aug 30 11:43:14 2024] NVRM: Xid (PCI:0000:cb:00): 109, pid=1797828, name=pt_main_thread, Ch 00000008, errorString CTX SWITCH TIMEOUT, Info 0x58005
        """,
        "Xid 13 (SM warp exception, illegal instruction parameter) then Xid 109 on the same GPU; the "
        "peermem line is benign noise. NVIDIA's catalog sends Xid 13 to the application. Label from the log.",
    ),
    real(
        GH + "vllm-project/vllm/issues/5901", "vllm-project/vllm", "gpu_xid", "unknown", HUMAN,
        "13, pid='<unknown>', name=<unknown>, Graphics Exception: ESR 0x52e7b0",
        r"""
        [93297.027938] NVRM: Xid (PCI:0000:43:00): 13, pid='<unknown>', name=<unknown>, Graphics Exception: ESR 0x52e7b0=0x101000e 0x52e7b4=0x4 0x52e7a8=0xc81eb60 0x52e7ac=0x1174
        [93297.029837] NVRM: Xid (PCI:0000:43:00): 13, pid='<unknown>', name=<unknown>, Graphics Exception: ESR 0x52ef30=0x0 0x52ef34=0x20 0x52ef28=0xc81eb60 0x52ef2c=0x1174
        [93297.031618] NVRM: Xid (PCI:0000:43:00): 13, pid='<unknown>', name=<unknown>, Graphics Exception: ESR 0x52efb0=0x0 0x52efb4=0x20 0x52efa8=0xc81eb60 0x52efac=0x1174
        """,
        "Xid 13 bursts whose frequency changes with the driver version: application, driver or GPU; the "
        "thread does not settle it. Ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "3dem/relion/issues/436", "3dem/relion", "gpu_xid", "user_code", USER,
        "Graphics SM Warp Exception on (GPC 1, TPC 0, SM 0): Illegal Instruction Encoding",
        r"""
        Feb 15 17:37:45 Gipfeli kernel: [82659.755847] NVRM: Xid (PCI:0000:41:00): 13, Graphics Exception: ESR 0x5067b0=0x9 0x5067b4=0x24 0x5067a8=0x4c1eb72 0x5067ac=0x174
        Feb 15 17:37:45 Gipfeli kernel: [82659.755933] NVRM: Xid (PCI:0000:41:00): 13, Graphics SM Warp Exception on (GPC 1, TPC 0, SM 0): Illegal Instruction Encoding
        Feb 15 17:37:45 Gipfeli kernel: [82659.755940] NVRM: Xid (PCI:0000:41:00): 13, Graphics SM Global Exception on (GPC 1, TPC 0, SM 0): Multiple Warp Errors
        Feb 15 17:37:45 Gipfeli kernel: [82659.755946] NVRM: Xid (PCI:0000:41:00): 13, Graphics Exception: ESR 0x50c730=0x30009 0x50c734=0x24 0x50c728=0x4c1eb72 0x50c72c=0x174
        """,
        "Xid 13 illegal instruction encoding on every SM: a binary built for the wrong architecture "
        "or a broken build (the thread is about the CUDA/libc setup). Recurs; application side.",
    ),
    real(
        GH + "akash-network/support/issues/244", "akash-network/support", "ecc_error", "node_hardware", CORDON,
        "94, pid='<unknown>', name=<unknown>, Contained: SM (0x1)",
        r"""
        root@node4:~# dmesg -T |grep NVRM
        [Sun Jul 28 09:15:27 2024] NVRM: loading NVIDIA UNIX x86_64 Kernel Module  535.183.01  Sun May 12 19:39:15 UTC 2024
        [Wed Jul 31 23:14:18 2024] NVRM: GPU at PCI:0000:00:05: GPU-efbdfde9-5798-a6e7-4c46-12518fa15375
        [Wed Jul 31 23:14:18 2024] NVRM: GPU Board Serial Number: 1650423013443
        [Wed Jul 31 23:14:18 2024] NVRM: Xid (PCI:0000:00:05): 43, pid=1045242, name=pt_main_thread, Ch 00000008
        [Wed Jul 31 23:15:26 2024] NVRM: Xid (PCI:0000:00:05): 43, pid=1084984, name=pt_main_thread, Ch 00000008
        [Fri Aug  9 13:32:56 2024] NVRM: GPU at PCI:0000:00:08: GPU-c24840ec-8de1-83d5-b126-08000173ae32
        [Fri Aug  9 13:32:56 2024] NVRM: GPU Board Serial Number: 1652923018111
        [Fri Aug  9 13:32:56 2024] NVRM: Xid (PCI:0000:00:08): 94, pid='<unknown>', name=<unknown>, Contained: SM (0x1). RST: No, D-RST: No
        """,
        "The device plugin marked a GPU of node4 unhealthy; the kernel shows a contained ECC error "
        "(Xid 94) on it (the Xid 43 lines are application stops). Cordon node4.",
        culprit={"nodes": ["node4"], "ranks": []},
    ),
    real(
        GH + "yangjianxin1/Firefly/issues/68", "yangjianxin1/Firefly", "nan_or_value_error", "user_code", USER,
        "Exception: Current loss scale already at minimum",
        r"""
        Exception: Current loss scale already at minimum - cannot decrease scale anymore. Exiting run.
        """,
        "fp16 loss scale collapsed to its minimum (overflow every step); fixed by training in bf16 like "
        "the pretraining. A config fix; a restart fails again.",
        tag="lossscale",
    ),
    real(
        GH + "lanl/PyBNF/issues/118", "lanl/PyBNF", "host_oom", "user_code", USER,
        "slurmstepd: error: Detected 2 oom-kill event(s)",
        r"""
        slurmstepd: error: Detected 2 oom-kill event(s) in step 3756240.batch cgroup.
        """,
        "Slurm's cgroup OOM killer, reproducibly right after the first batch: the job asks for more "
        "memory than it was given. Recurs.",
    ),
    real(
        GH + "ArjunaCluster/ArjunaUsers/issues/52", "ArjunaCluster/ArjunaUsers", "host_oom", "user_code", USER,
        "slurmstepd: error: Detected 1 oom-kill event(s) in StepId=191.batch cgroup",
        r"""
        Epoch: [0][415/1736]	 Loss 0.5844 MAE 0.6568 RMSE 0.7644
        Epoch: [0][447/1736]	 Loss 0.5504 MAE 0.6353 RMSE 0.7419
        Epoch: [0][479/1736]	 Loss 0.6319 MAE 0.5976 RMSE 0.7949
        Epoch: [0][511/1736]	 Loss 0.5117 MAE 0.6075 RMSE 0.7153
        Killed
        /var/spool/slurmd/job00191/slurm_script: line 28:  8156 Killed                  python3 main.py --prop hform --epochs 400 --lr_milestones 50 100 200 --gamma 0.25 --normalizing_const_AO 10000.0 --lr_generator 0.001 --lr_conv 0.001
        slurmstepd: error: Detected 1 oom-kill event(s) in StepId=191.batch cgroup. Some of your processes may have been killed by the cgroup out-of-memory handler.
        """,
        "A GPU training job killed by Slurm's cgroup OOM handler mid-epoch: host memory of the job's "
        "allocation. Recurs with the same request. (Two excerpts of the same report joined.)",
    ),
    real(
        GH + "hafs-community/HAFS/issues/101", "hafs-community/HAFS", "host_oom", "user_code", USER,
        "slurmstepd: error: Detected 1 oom-kill event(s) in step 3495064.0 cgroup",
        r"""
        slurmstepd: error: Detected 1 oom-kill event(s) in step 3495064.0 cgroup. Some of your processes may have been killed by the cgroup out-of-memory handler.
        srun: error: Orion-01-01: task 4: Out Of Memory
        srun: Terminating job step 3495064.0
        slurmstepd: error: *** STEP 3495064.0 ON orion-01-01 CANCELLED AT 2021-10-27T19:35:36 ***
        """,
        "Out of host memory; fixed by requesting exclusive nodes (a job-config change). Recurs without it.",
        culprit={"nodes": ["Orion-01-01"], "ranks": [4]},
    ),
]
