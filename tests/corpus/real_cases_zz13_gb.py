# ruff: noqa
"""Real excerpts, batch ZZ13-GB: development-fold failures of distributed-training communication
(NCCL init and runtime errors, NCCL/c10d watchdog timeouts, TCPStore and rendezvous failures,
MPI/ssh launcher failures, shared-memory failures of NCCL in containers), gathered from GitHub issue
threads of repositories new to the corpus whose `fold_of(repo)` is "dev": model repositories,
training frameworks and research code whose users hit them. Found with the `search` tool (issues
corpus) and taken as the searches returned them, not picked for what crashcart can do; nobody ran
crashcart on them before they were labelled. Verbatim log lines as printed in each thread (trimmed
to the relevant part, lines the stored excerpt cut off left out); labelled from what each thread
concluded, or from the log where it concluded nothing (the notes say which)."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    # --- launchers ---------------------------------------------------------------------------------
    real(
        GH + "zhijian-liu/torchpack/issues/24",
        "zhijian-liu/torchpack",
        "connection_error",
        "user_code",
        USER,
        "ssh: Could not resolve hostname localhost:3: Name or service not known",
        r"""
        ssh: Could not resolve hostname localhost:3: Name or service not known
        --------------------------------------------------------------------------
        ORTE was unable to reliably start one or more daemons.
        This usually is caused by:

        * not finding the required libraries and/or binaries on
          one or more nodes. Please check your PATH and LD_LIBRARY_PATH
          settings, or configure OMPI with --enable-orterun-prefix-by-default

        * lack of authority to execute on one or more specified nodes.
          Please verify your allocation and authorities.

        * the inability to write startup files into /tmp (--tmpdir/orte_tmpdir_base).
          Please check with your sys admin to determine the correct location to use.

        *  compilation of the orted with dynamic libraries when static are required
          (e.g., on Cray). Please check your configure cmd line and consider using
          one of the contrib/platform definitions for your system type.

        * an inability to create a connection back to mpirun due to a
          lack of common network interfaces and/or no route found between
          them. Please check network connectivity (including firewalls
          and network routing requirements).
        --------------------------------------------------------------------------
        """,
        "`torchpack dist-run -np 3` (an mpirun wrapper) on one machine fails before any worker starts: "
        "mpirun hands ssh a host literally named `localhost:3` (the host:slots syntax its Open MPI does "
        "not parse), ssh cannot resolve it and ORTE gives up starting its daemons. The thread did not "
        "post a fix in what is shown; the label rests on the log: a launch command/MPI setup that fails "
        "the same way on every retry, for the user to fix, not an infrastructure fault.",
    ),
    # --- NCCL init failures --------------------------------------------------------------------------
    real(
        GH + "sshaoshuai/MTR/issues/42",
        "sshaoshuai/MTR",
        "cuda_error",
        "unknown",
        HUMAN,
        "RuntimeError: NCCL error in: /opt/conda/conda-bld/pytorch_1646755853042/work/torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:47, unhandled cuda error",
        r"""
        torch.cuda.device_count(): 2
        Traceback (most recent call last):
          File "train.py", line 217, in main
            model = nn.parallel.DistributedDataParallel(model, device_ids=[0], find_unused_parameters=True)
          File "/root/anaconda3/envs/mtr/lib/python3.8/site-packages/torch/nn/parallel/distributed.py", line 641, in __init__
            main()
          File "train.py", line 217, in main
            model = nn.parallel.DistributedDataParallel(model, device_ids=[0], find_unused_parameters=True)
          File "/root/anaconda3/envs/mtr/lib/python3.8/site-packages/torch/nn/parallel/distributed.py", line 641, in __init__
            dist._verify_params_across_processes(self.process_group, parameters)
        RuntimeError: NCCL error in: /opt/conda/conda-bld/pytorch_1646755853042/work/torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:47, unhandled cuda error, NCCL version 21.0.3
        ncclUnhandledCudaError: Call to CUDA function failed.
        """,
        "Two-GPU DDP training of MTR (PyTorch 1.11, CUDA 10.2, RTX 3090) dies in the first collective "
        "(DDP's parameter check) with an NCCL 'unhandled cuda error' and no 'Last error' detail. The "
        "maintainer put it down to the user's CUDA environment or GPU status; the reporter only said "
        "they would try again. The trace also shows `device_ids=[0]` in both processes. Nothing was "
        "confirmed and the log carries no CUDA error text, so a human has to look.",
        ambiguous=True,
    ),
    real(
        GH + "Oneflow-Inc/libai/issues/415",
        "Oneflow-Inc/libai",
        "connection_error",
        "unknown",
        HUMAN,
        "Check failed: ncclCommInitRank(comm, device_vec.size(), nccl_unique_id, rank) : unhandled system error (2).",
        r"""
        F20221031 10:52:42.193126 106986 eager_nccl_comm_manager.cpp:75] Check failed: ncclCommInitRank(comm, device_vec.size(), nccl_unique_id, rank) : unhandled system error (2). To see more detail, please run OneFlow with system variable NCCL_DEBUG=INFO
        *** Check failure stack trace: ***
            @     0x7fded300c00a  google::LogMessage::Fail()
            @     0x7fded300c2f2  google::LogMessage::SendToLog()
            @     0x7fded300bb77  google::LogMessage::Flush()
        """,
        "Two-machine LiBai (OneFlow) BERT pretraining: node 0 starts, node 1 aborts in ncclCommInitRank "
        "with an unhandled system error. Maintainers asked for ping between the machines, unsetting "
        "http(s) proxies and using the same GPU count on both nodes (node 0 ran 8 processes, node 1 "
        "2); a later NCCL_DEBUG log showed NCCL's socket list including a docker veth interface. The "
        "thread does not say which it was; a bootstrap system error with no WARN line leaves it to a "
        "human (network or launch setup, probably recurring).",
        ambiguous=True,
    ),
    real(
        GH + "MiniMax-AI/MiniMax-01/issues/42",
        "MiniMax-AI/MiniMax-01",
        "os_error",
        "user_code",
        USER,
        "NCCL WARN Error while creating shared memory segment /dev/shm/nccl-xxxxx (size 7340384)",
        r"""
        (VllmWorkerProcess pid=221) ERROR 04-06 20:46:48 [multiproc_worker_utils.py:238] torch.distributed.DistBackendError: NCCL error in: /pytorch/torch/csrc/distributed/c10d/NCCLUtils.hpp:268, unhandled system error (run with NCCL_DEBUG=INFO for details), NCCL version 2.21.5
        NCCL WARN Error while creating shared memory segment /dev/shm/nccl-xxxxx (size 7340384)
        ncclSystemError: System call (e.g. socket, malloc) or external library call failed or device error.
        """,
        "MiniMax-Text-01 served with vLLM 0.8.3 (tensor parallel, official docker image, an 8xH200 "
        "cloud VM) fails at worker start with an NCCL unhandled system error. The maintainer read the "
        "reporter's NCCL_DEBUG log (the two lines after the first, as quoted by the maintainer, segment "
        "name elided there) and diagnosed too little or inaccessible /dev/shm in the container. A "
        "container configuration fault (shm size) that recurs until the user fixes it.",
    ),
    real(
        GH + "facebookresearch/fairchem/issues/597",
        "facebookresearch/fairchem",
        "runtime_error",
        "user_code",
        USER,
        "Duplicate GPU detected : rank 1 and rank 0 both on CUDA device a4000",
        r"""
        Duplicate GPU detected : rank 1 and rank 0 both on CUDA device a4000
        """,
        "Multi-GPU training on one node (PyTorch 2.1, CUDA 12.1) fails with NCCL's duplicate-GPU check, "
        "quoted by the reporter from the NCCL INFO output. The maintainer explained that different "
        "processes are being assigned to the same GPU and suggested CUDA_VISIBLE_DEVICES / device "
        "assignment; closed without a reply. Rank-to-device mapping is the launch configuration's "
        "fault and recurs on restart.",
    ),
    real(
        GH + "FacePerceiver/FaRL/issues/10",
        "FacePerceiver/FaRL",
        "runtime_error",
        "user_code",
        USER,
        "RuntimeError: Distributed package doesn't have NCCL built in",
        r"""
          raise RuntimeError("Distributed package doesn't have NCCL "
        RuntimeError: Distributed package doesn't have NCCL built in
        """,
        "FaRL training stops at process-group creation: the installed PyTorch has no NCCL backend "
        "(a Windows or CPU-only build). No reply in the thread; the label rests on the log: the "
        "environment cannot run the NCCL backend at all, so a restart fails identically until the "
        "user installs a CUDA/NCCL build or switches the backend.",
    ),
    real(
        GH + "facebookresearch/swav/issues/61",
        "facebookresearch/swav",
        "runtime_error",
        "user_code",
        USER,
        "RuntimeError: NCCL error in: /pytorch/torch/lib/c10d/ProcessGroupNCCL.cpp:825, invalid usage, NCCL version 2.7.8",
        r"""
        RuntimeError: NCCL error in: /pytorch/torch/lib/c10d/ProcessGroupNCCL.cpp:825, invalid usage, NCCL version 2.7.8
        ncclInvalidUsage: This usually reflects invalid usage of NCCL library (such as too many async ops, too many collectives at once, mixing streams in a group, etc).
        Killing subprocess 1085
        Killing subprocess 1086
        """,
        "Single-node SwAV training with torch.distributed.launch fails in the first NCCL call with "
        "ncclInvalidUsage (NCCL 2.7.8 prints no detail); the launcher kills both workers. The "
        "maintainer called it a PyTorch distributed setup problem and the thread never found a fix. "
        "Labelled from the log: NCCL rejects the way it is being called (on one node typically two "
        "ranks mapped to one GPU or a mismatched launch), which recurs on every restart until the "
        "launch is fixed.",
    ),
    real(
        GH + "NVIDIA/FasterTransformer/issues/204",
        "NVIDIA/FasterTransformer",
        "network_error",
        "unknown",
        HUMAN,
        "NCCL WARN NET/IB : collective mismatch error local size 131072 remote 0 addr 7f083e630000 rkey 83000 seq 2/2",
        r"""
        NCCL WARN NET/IB : collective mismatch error local size 131072 remote 0 addr 7f083e630000 rkey 83000 seq 2/2
        """,
        "FasterTransformer GPT inference over MPI on 8xA100 nodes works on two nodes but always fails "
        "on three or more with NCCL's IB transport reporting a size mismatch between the two ends of "
        "a transfer (NCCL 2.8.0). The maintainer asked whether all nodes had the same NCCL environment "
        "and suggested upgrading NCCL and checking nccl-tests; the outcome is not in the thread. The "
        "mismatch can come from inconsistent settings across nodes, an NCCL bug or the NIC's PCI "
        "ordering; from the log alone a human has to decide.",
        ambiguous=True,
    ),
    # --- TCPStore / rendezvous ----------------------------------------------------------------------
    real(
        GH + "shangshang-wang/Tina/issues/2",
        "shangshang-wang/Tina",
        "connection_error",
        "transient",
        RESTART,
        "[c10d] The client socket has timed out after 600000ms while trying to connect to (10.188.152.182, 59365).",
        r"""
        Running ./tina/post_train_hf/grpo.py on model DeepSeek-R1-Distill-Qwen-1.5B with dataset curated_deepscaler

        ......

        WARNING 05-04 08:58:23 [utils.py:2282] Methods determine_num_available_blocks,device_config,get_cache_block_size_bytes,initialize_cache not implemented in <vllm.v1.worker.gpu_worker.Worker object at 0x7fb8dbb01e70>
        [E504 09:02:22.426955456 socket.cpp:1023] [c10d] The client socket has timed out after 600000ms while trying to connect to (10.188.152.182, 59365).
        [E504 09:02:22.427062127 TCPStore.cpp:318] [c10d] TCP client failed to connect/validate to host 10.188.152.182:59365 - timed out (try=1, timeout=600000ms): The client socket has timed out after 600000ms while trying to connect to (10.188.152.182, 59365).
        Exception raised from throwTimeoutError at /pytorch/torch/csrc/distributed/c10d/socket.cpp:1025 (most recent call first):
        """,
        "Tina's GRPO post-training script (TRL with a colocated vLLM engine) never starts training: "
        "a TCPStore client times out after 10 minutes connecting to the store at start-up. The "
        "reporter suspected vLLM's host/IP setting; the thread's answer is not in what is shown. The "
        "label rests on the log and the corpus convention: a TCPStore connect timeout at start-up with "
        "no other cause in the log is treated as transient (retry the launch).",
    ),
    real(
        GH + "shangshang-wang/Tina/issues/14",
        "shangshang-wang/Tina",
        "connection_error",
        "transient",
        RESTART,
        "[c10d] The client socket has timed out after 600000ms while trying to connect to (127.0.0.1, 33429).",
        r"""
        WARNING 01-16 16:18:41 [utils.py:2671] Methods determine_num_available_blocks,device_config,get_cache_block_size_bytes,initialize_cache not implemented in <vllm.v1.worker.gpu_worker.Worker object at 0x7f8c0dfcdfc0>
        [E116 16:28:06.126274500 socket.cpp:1019] [c10d] The client socket has timed out after 600000ms while trying to connect to (127.0.0.1, 33429).
        [W116 16:28:06.135107226 TCPStore.cpp:343] [c10d] TCP client failed to connect/validate to host 127.0.0.1:33429 - retrying (try=0, timeout=600000ms, delay=60102ms): The client socket has timed out after 600000ms while trying to connect to (127.0.0.1, 33429).
        Exception raised from throwTimeoutError at /pytorch/torch/csrc/distributed/c10d/socket.cpp:1021 (most recent call first):
        frame #0: c10::Error::Error(c10::SourceLocation, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >) + 0x98 (0x7f8d64d785e8 in /home/srinath/miniconda3/envs/tina/lib/python3.10/site-packages/torch/lib/libc10.so)
        """,
        "Same GRPO start-up in another report (trl 0.15.2, vllm 0.9.0, torch 2.7.0, after the reporter "
        "had changed package versions to get past an earlier error): the TCPStore client cannot reach "
        "the store on 127.0.0.1 within 10 minutes and retries. The issue is open with no diagnosis; "
        "the label rests on the log: a start-up TCPStore connect timeout with nothing else pointing at "
        "a cause, treated as transient (retry the launch).",
    ),
    real(
        GH + "showlab/Tune-A-Video/issues/90",
        "showlab/Tune-A-Video",
        "connection_error",
        "user_code",
        USER,
        "RuntimeError: The server socket has failed to listen on any local network address.",
        r"""
        RuntimeError: The server socket has failed to listen on any local network address. The server socket has failed to bind to [::]:29500 (errno: 98 - Address already in use). The server socket has failed to bind to 0.0.0.0:29500 (errno: 98 - Address already in use).
        """,
        "Tune-A-Video's accelerate-launched fine-tuning cannot start its rendezvous store: port 29500 "
        "is already taken on the machine ('I always have this fault'). No reply in the thread; the "
        "label rests on the log: a port conflict with another job or a leftover process, which recurs "
        "until the user picks a free master port or clears the old process.",
    ),
    # --- NCCL watchdog timeouts ---------------------------------------------------------------------
    real(
        GH + "ivadomed/seg-sc-ms-lesion-multicontrast/issues/53",
        "ivadomed/seg-sc-ms-lesion-multicontrast",
        "nccl_timeout",
        "unknown",
        HUMAN,
        "[rank1]:[E412 04:21:24.254321149 ProcessGroupNCCL.cpp:616] [Rank 1] Watchdog caught collective operation timeout",
        r"""
        Epoch 453
        Current learning rate: 0.00581
        2025-04-12 03:48:04.017921:
        2025-04-12 03:48:04.077450: Epoch 453
        2025-04-12 03:48:04.078914: Current learning rate: 0.00581
        [rank1]:[E412 04:21:24.254321149 ProcessGroupNCCL.cpp:616] [Rank 1] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=4128661, OpType=ALLGATHER, NumelIn=3, NumelOut=6, Timeout(ms)=600000) ran for 600060 milliseconds before timing out.
        [rank1]:[E412 04:21:25.573289685 ProcessGroupNCCL.cpp:1785] [PG ID 0 PG GUID 0(default_pg) Rank 1] Exception (either an error or timeout) detected by watchdog at work: 4128661, last enqueued NCCL work: 4128690, last completed NCCL work: 4128660.
        [rank1]:[E412 04:21:25.573431017 ProcessGroupNCCL.cpp:1834] [PG ID 0 PG GUID 0(default_pg) Rank 1] Timeout at NCCL work: 4128661, last enqueued NCCL work: 4128690, last completed NCCL work: 4128660.
        [rank1]:[E412 04:21:25.573459227 ProcessGroupNCCL.cpp:630] [Rank 1] Some NCCL operations have failed or timed out. Due to the asynchronous nature of CUDA kernels, subsequent GPU operations might run on corrupted/incomplete data.
        [rank1]:[E412 04:21:25.573475777 ProcessGroupNCCL.cpp:636] [Rank 1] To avoid data inconsistency, we are taking the entire process down.
        """,
        "A two-GPU nnU-Net style training (multi-talent lesion segmentation) crashes in epoch 453, "
        "after days of running: rank 1's watchdog times out on a small ALLGATHER, and rank 0 prints "
        "nothing. The thread is a training log with no diagnosis; the label rests on the log: a "
        "collective timeout with the other rank silent and no cause printed, for a human.",
        ambiguous=True,
    ),
    real(
        GH + "lucidrains/denoising-diffusion-pytorch/issues/198",
        "lucidrains/denoising-diffusion-pytorch",
        "nccl_timeout",
        "unknown",
        HUMAN,
        "Watchdog caught collective operation timeout: WorkNCCL(SeqNum=1, OpType=ALLGATHER, Timeout(ms)=1800000)",
        r"""
        Watchdog caught collective operation timeout: WorkNCCL(SeqNum=1, OpType=ALLGATHER, Timeout(ms)=1800000) ran for 1804997 milliseconds before timing out.
        """,
        "`accelerate launch train.py` on a two-GPU workstation never shows a progress bar: the very "
        "first collective (an ALLGATHER, SeqNum 1) hangs until the 30-minute watchdog fires. The "
        "reporter found the same code ran fine within minutes on a cloud GPU machine and gave up on "
        "multi-GPU training on the workstation; no cause was established (the linked accelerate "
        "thread points at GPU peer-to-peer on some workstations). From the log alone: a first-"
        "collective timeout with no cause printed, for a human to look at the machine.",
        ambiguous=True,
    ),
    real(
        GH + "PKU-YuanGroup/UniWorld/issues/46",
        "PKU-YuanGroup/UniWorld",
        "nccl_timeout",
        "unknown",
        HUMAN,
        "[rank6]:[E624 04:14:29.224103812 ProcessGroupNCCL.cpp:684] [Rank 6] Some NCCL operations have failed or timed out.",
        r"""
        Steps:   0%|          | 1/500000 [12:44<14459:40:43, 104.11s/it, loss=0.36, lr=5e-6]n124-137-109:312247:326969 [0] NCCL INFO misc/socket.cc:829 -> 3
        n124-137-109:312247:319408 [0] NCCL INFO misc/socket.cc:881 -> 3
        n124-137-109:312248:319407 [1] NCCL INFO misc/socket.cc:881 -> 3
        n124-137-109:312247:326969 [0] NCCL INFO misc/socket.cc:64 -> 3
        n124-137-109:312247:326969 [0] NCCL INFO misc/socket.cc:80 -> 3
        n124-137-109:312247:326969 [0] NCCL INFO misc/socket.cc:829 -> 3
        n124-137-109:312247:326969 [0] NCCL INFO misc/socket.cc:64 -> 3
        n124-137-109:312247:326969 [0] NCCL INFO misc/socket.cc:80 -> 3
        n124-137-109:312247:326969 [0] NCCL INFO misc/socket.cc:829 -> 3
        n124-137-109:312250:319409 [3] NCCL INFO misc/socket.cc:881 -> 3
        n124-137-109:312249:326968 [2] NCCL INFO comm 0x12464df00 rank 6 nranks 8 cudaDev 2 busId b000 - Abort COMPLETE
        [rank6]:[E624 04:14:29.224103812 ProcessGroupNCCL.cpp:684] [Rank 6] Some NCCL operations have failed or timed out. Due to the asynchronous nature of CUDA kernels, subsequent GPU operations might run on corrupted/incomplete data.
        [rank6]:[E624 04:14:29.224139849 ProcessGroupNCCL.cpp:698] [Rank 6] To avoid data inconsistency, we are taking the entire process down.
        """,
        "A two-node UniWorld training run takes 12:44 for its first step, then the NCCL watchdog tears "
        "the ranks down (the timeout line that follows is cut off in the stored thread). The socket "
        "return codes are NCCL unwinding after the abort, not a named cause, and no peer or node is "
        "blamed. The thread's answer is not visible; the label rests on the log: a collective timeout "
        "with no root cause, for a human.",
        ambiguous=True,
    ),
]
