# ruff: noqa
"""Real excerpts, batch P: NCCL bootstrap interface selection (no socket interface, a missing
NCCL_SOCKET_IFNAME interface, no IP interface, loopback between nodes), connection refusals,
and a GSP watchdog Xid from the NVIDIA developer forum. Verbatim log lines."""

from __future__ import annotations

from real_kit import HUMAN, RESTART, USER, real

GH = "https://github.com/"


def user(source: str, repo: str, category: str, root: str, log: str, notes: str) -> dict:
    return real(GH + source, repo, category, "user_code", USER, root, log, notes)


CASES = [
    user("NVIDIA/nccl/issues/1837", "NVIDIA/nccl", "connection_error", "is neither AF_INET(2) nor AF_INET6(10)",
         r"""
         [trainer3]:twshared1016:1958:1958 [3] NCCL INFO NCCL_SOCKET_IFNAME set by environment to eth2
         [trainer3]:twshared1016:1958:1958 [3] NCCL INFO NCCL_SOCKET_IFNAME set to eth2
         ...
         [trainer0|0]:ncclInternalError: Internal check failed.
         [trainer0|0]:Last error:
         [trainer0|0]:ncclSocketInit: connecting to address  with family 59936 is neither AF_INET(2) nor AF_INET6(10)
         """, "Reproduced by setting NCCL_SOCKET_IFNAME to an interface that does not exist (eth2); the issue "
              "asks NCCL to report it clearly. A launch configuration error; recurs."),
    user("NVIDIA/nccl/issues/210", "NVIDIA/nccl", "connection_error", "Socket creation failed : Address family not supported by protocol",
         r"""
         include/socket.h:344 WARN Socket creation failed : Address family not supported by protocol
         """, "Maintainer, from the INFO log: no IP interface is found on the machine, and NCCL needs one to "
              "bootstrap even on a single node. Host network configuration; recurs."),
    user("EvolvingLMMs-Lab/open-r1-multimodal/issues/7", "EvolvingLMMs-Lab/open-r1-multimodal", "connection_error",
         "Bootstrap : no socket interface found",
         r"""
         [rank0]:   File "/data/anaconda/envs/ENV_NAME/lib/python3.11/site-packages/torch/distributed/distributed_c10d.py", line 2726, in broadcast
         [rank0]:     work = group.broadcast([tensor], opts)
         [rank0]:            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
         [rank0]: torch.distributed.DistBackendError: NCCL error in: /pytorch/torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:2588, internal error - please report this issue to the NCCL developers, NCCL version 2.21.5
         [rank0]: ncclInternalError: Internal check failed.
         [rank0]: Last error:
         [rank0]: Bootstrap : no socket interface found
         """, "Reporter: caused by the repository's launch script hard-coding NCCL_SOCKET_IFNAME=eth0, which "
              "the host does not have. Configuration; recurs."),
    user("pytorch/pytorch/issues/29482", "pytorch/pytorch", "connection_error", "NCCL WARN Bootstrap : no socket interface found",
         r"""
         gpu617:22841:22841 [0] bootstrap.cc:37 NCCL WARN Bootstrap : no socket interface found
         gpu617:22841:22841 [0] NCCL INFO init.cc:128 -> 3
         gpu617:22841:22841 [0] NCCL INFO bootstrap.cc:76 -> 3
         gpu617:22841:22841 [0] NCCL INFO bootstrap.cc:245 -> 3
         gpu617:22841:22841 [0] NCCL INFO bootstrap.cc:266 -> 3
         Traceback (most recent call last):
           File "/workspace/pyface/engine/trainer.py", line 325, in <module>
             main(args)
           File "/workspace/pyface/engine/trainer.py", line 61, in main
         """, "The container sets NCCL_SOCKET_IFNAME=eth0 and NCCL finds no matching interface on node 0. "
              "Label from the log and the stated environment: an interface configuration that recurs."),
    user("codefuse-ai/MFTCoder/issues/31", "codefuse-ai/MFTCoder", "connection_error", "Bootstrap : no socket interface found",
         r"""
           File "/slurmhome/aps/libianbian/Coder/mft_peft_hf/src/pefts/../data/gpt2_multi_task_dataset.py", line 318, in load_dataset_from_jsonl
             torch.distributed.barrier()
           File "/slurmhome/aps/miniconda3/envs/aps/lib/python3.11/site-packages/torch/distributed/distributed_c10d.py", line 3328, in barrier
             work = default_pg.barrier(opts=opts)
                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
         torch.distributed.DistBackendError: NCCL error in: /opt/conda/conda-bld/pytorch_1682343995622/work/torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1207, internal error, NCCL version 2.14.3
         ncclInternalError: Internal check failed.
         Last error:
         Bootstrap : no socket interface found
         WARNING:torch.distributed.elastic.multiprocessing.api:Sending process 3710366 closing signal SIGTERM
         WARNING:torch.distributed.elastic.multiprocessing.api:Sending process 3710367 closing signal SIGTERM
         """, "NCCL finds no usable socket interface at the first barrier (the interface filter matches none "
              "on the host); the maintainers' replies concern the launch config. Recurs until configured."),
    user("NVIDIA/nccl/issues/286", "NVIDIA/nccl", "connection_error", "unhandled system error, NCCL version 2.4.8",
         r"""
         RuntimeError: NCCL error in: /pytorch/torch/lib/c10d/ProcessGroupNCCL.cpp:410, unhandled system error, NCCL version 2.4.8
         """, "Two nodes whose interfaces are named differently (eno1 / eth0), with NCCL_SOCKET_IFNAME set to "
              "lo. Maintainer: loopback cannot connect two nodes; set NCCL_SOCKET_IFNAME=eno1,eth0 or per-node "
              "nccl.conf, and the NCCL versions must match. Configuration."),
    user("wenet-e2e/wenet/issues/959", "wenet-e2e/wenet", "connection_error", "Call to connect returned Connection refused, retrying",
         r"""
         NCCL INFO Call to connect returned Connection refused, retrying
         """, "Retries forever on every launch with the NCCL backend. Maintainer: delete the stale ddp_init "
              "rendezvous file (file:// init method) and retry. A leftover from a previous run; recurs until removed."),
    real(GH + "huggingface/transformers/issues/10282", "huggingface/transformers", "connection_error", "transient",
         RESTART, "Call to connect returned Connection refused, retrying",
         r"""
         stdout: multi-gpu-ci-runner:18062:18062 [1] NCCL INFO NET/Socket : Using [0]ens6:10.128.0.66<0>
         stdout: multi-gpu-ci-runner:18062:18062 [1] NCCL INFO Using network Socket
         stdout: multi-gpu-ci-runner:18062:18089 [1] NCCL INFO Call to connect returned Connection refused, retrying
         stdout: multi-gpu-ci-runner:18062:18089 [1] NCCL INFO Call to connect returned Connection refused, retrying
         stdout: multi-gpu-ci-runner:18062:18089 [1] NCCL INFO Call to connect returned Connection refused, retrying
         stdout: multi-gpu-ci-runner:18062:18089 [1] NCCL INFO Call to connect returned Connection refused, retrying
         """, "An intermittent failure of the distributed trainer test on the multi-GPU CI runner (the issue "
              "title); the same test passes on other runs. Transient: rerun."),
    real("https://forums.developer.nvidia.com/t/bug-xid-62-gsp-watchdog-timeout-on-rtx-5080-during-high-context-llm-inference/371272",
         "forums.developer.nvidia.com", "gpu_xid", "framework_bug", HUMAN, "GPU Reset Required",
         r"""
         NVRM: Xid (PCI:0000:01:00): 62, 323f0f30 0000c3d8 00000000 206dae68 206da022 206da190 206d85f6 206d8d86
         NVRM: GPU0 _kgspRpcGspEventPmuHalted: Received signal from GSP that PMU has halted.
         NVRM: Xid (PCI:0000:01:00): 154, GPU recovery action changed from 0x0 (None) to 0x1 (GPU Reset Required)
         """, "GSP watchdog timeout (Xid 62) that leaves the GPU needing a reset (Xid 154). The reporter ruled "
              "out power, heat and isolation and reproduces it deterministically with one model architecture "
              "at large context: a driver/firmware defect, not a bad GPU. A person must reset the GPU, and a "
              "plain restart would hit it again."),
]
