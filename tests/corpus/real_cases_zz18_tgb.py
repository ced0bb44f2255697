# ruff: noqa
"""Real excerpts, batch ZZ18-TGB (held out): test-fold failures on GPU clusters as operators and
users report them: NCCL over InfiniBand/RoCE and other RDMA NICs (QP fatal events, local access
violations, a port that flaps under a vLLM tensor-parallel server, an injected NCCL graph file that
does not match the machine), GPU driver and fabric faults (Xid 119 GSP RPC timeouts, Blackwell
NVLink Xid 145, CUDA error 802 on NVSwitch machines whose Fabric Manager is not running), Slurm
job steps that die before they start (pyxis/enroot container imports refused for a path, a
permission or a full /run), inference servers that crash (sglang's NCCL watchdog on two 8x H100
nodes and an NCCL system error at start, Triton Inference Server's signal 11 and an illegal memory
access on a GKE T4 pod), host memory exhaustion seen by Ray's memory monitor and by a DeepSpeed
launcher, and JAX multi-process jobs on supercomputers (a coordination-service timeout at scale),
plus a store barrier that times out at 2048 ranks. (Two JAX threads this batch also took, a GPU
ordinal each Slurm task cannot see and a collective only one host enters, were gathered at the same
time by batch ZZ18-TGA and stay there only.) Gathered with the stored GitHub issue index (the forum page
index was searched for NCCL/IB, Xid and Slurm time-limit errors but returned SEO digests and
runbook spam, no thread with a log); every case's `repo` has `fold_of(repo) == "test"`, at most
five from a repository already in the corpus (NVIDIA/nccl has five) and two from a new one.
Kubernetes OOMKilled/Evicted/CrashLoopBackOff and Slurm OOM/NODE_FAIL/TIMEOUT searches were tried
too, but their threads were either in the dev fold, already used, or had no log beyond a title,
so none of them is here. Cases were taken as the searches returned them, not picked for what
crashcart can do, and nobody ran crashcart on them before they were labelled. Verbatim log lines
as printed in each thread (trimmed to the relevant part; markdown quote markers, code fences, bold
markers and the autolinks GitHub put into file names and addresses removed, lines the index cut
off mid-way left out); labelled from what each thread concluded, or from the log where it
concluded nothing (the notes say which)."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    # --- inference servers ---------------------------------------------------------------------
    real(
        GH + "sgl-project/sglang/issues/10216",
        "sgl-project/sglang",
        "nccl_timeout",
        "unknown",
        HUMAN,
        "failure detected by watchdog at work sequence id: 40231",
        r"""
        distributed-sglang-0:212:10699 [7] NCCL INFO threadThresholds 8/8/64 | 128/8/64 | 512 | 512
        distributed-sglang-0:212:10699 [7] NCCL INFO 16 coll channels, 16 collnet channels, 0 nvls channels, 16 p2p channels, 2 p2p channels per peer
        distributed-sglang-0:212:10699 [7] NCCL INFO ncclCommInitRankConfig comm 0x7fcb047c9b90 rank 7 nranks 16 cudaDev 7 nvmlDev 7 busId db000 commId 0xb7dbcefd01419470 - Init COMPLETE
        distributed-sglang-0:212:10699 [7] NCCL INFO Init timings - ncclCommInitRankConfig: rank 7 nranks 16 total 2.14 (kernels 0.00, alloc 0.00, bootstrap 0.07, allgathers 0.01, topo 0.05, graphs 1.56, connections 0.42, rest 0.02)
        [rank7]:[E909 08:45:30.167701534 ProcessGroupNCCL.cpp:2252] [PG ID 2 PG GUID 3 Rank 7]  failure detected by watchdog at work sequence id: 40231 PG status: last enqueued work: 40267, last completed work: 40230
        [rank7]:[E909 08:45:30.167721114 ProcessGroupNCCL.cpp:732] Stack trace of the failed collective not found, potentially because FlightRecorder is disabled. You can enable it by setting TORCH_NCCL_TRACE_BUFFER_SIZE to a non-zero value.
        [rank7]:[E909 08:45:30.167879018 ProcessGroupNCCL.cpp:2584] [PG ID 2 PG GUID 3 Rank 7] First PG on this rank to signal dumping.
        """,
        "DeepSeek-V3 served by sglang with TP 16 over two 8x H100 machines (pods "
        "distributed-sglang-0/1): after tens of thousands of collectives the NCCL watchdog of "
        "rank 7 reports a failed collective, with the flight recorder off so no stack of the stuck "
        "op; the reporter's nvidia-smi shows every GPU still at 100 % with memory held, i.e. a hung "
        "collective. The issue was tagged high priority and closed without a root cause in the "
        "thread; nothing in the log names a link, a GPU or a rank that stopped first. Ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "sgl-project/sglang/issues/4289",
        "sgl-project/sglang",
        "connection_error",
        "unknown",
        HUMAN,
        "RuntimeError: NCCL error: unhandled system error (run with NCCL_DEBUG=INFO for details)",
        r"""
          File "/home/clouduser/miniconda3/envs/sglang/lib/python3.10/site-packages/sglang/srt/distributed/parallel_state.py", line 1100, in initialize_model_parallel
            _TP = init_model_parallel_group(
          File "/home/clouduser/miniconda3/envs/sglang/lib/python3.10/site-packages/sglang/srt/distributed/parallel_state.py", line 927, in init_model_parallel_group
            return GroupCoordinator(
          File "/home/clouduser/miniconda3/envs/sglang/lib/python3.10/site-packages/sglang/srt/distributed/parallel_state.py", line 255, in __init__
            self.pynccl_comm = PyNcclCommunicator(
          File "/home/clouduser/miniconda3/envs/sglang/lib/python3.10/site-packages/sglang/srt/distributed/device_communicators/pynccl.py", line 108, in __init__
            self.comm: ncclComm_t = self.nccl.ncclCommInitRank(
          File "/home/clouduser/miniconda3/envs/sglang/lib/python3.10/site-packages/sglang/srt/distributed/device_communicators/pynccl_wrapper.py", line 350, in ncclCommInitRank
            self.NCCL_CHECK(
          File "/home/clouduser/miniconda3/envs/sglang/lib/python3.10/site-packages/sglang/srt/distributed/device_communicators/pynccl_wrapper.py", line 329, in NCCL_CHECK
            raise RuntimeError(f"NCCL error: {error_str}")
        RuntimeError: NCCL error: unhandled system error (run with NCCL_DEBUG=INFO for details)
        """,
        "An sglang server with tensor parallelism fails while its TP workers create the pynccl "
        "communicator: ncclCommInitRank returns 'unhandled system error'. That NCCL code covers a "
        "too-small /dev/shm in a container, a NIC or IB device NCCL cannot open, a wrong socket "
        "interface and more; the excerpt has no NCCL_DEBUG output and the thread was closed "
        "without saying which it was. Ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "triton-inference-server/server/issues/3916",
        "triton-inference-server/server",
        "other",
        "unknown",
        HUMAN,
        "Signal (11) received.",
        r"""
        Signal (11) received.
        0# 0x000055E8DF741EB9 in tritonserver
        1# 0x00007F730F47E210 in /usr/lib/x86_64-linux-gnu/libc.so.6
        2# 0x00007F730FE0644F in /opt/tritonserver/bin/../lib/libtritonserver.so
        3# 0x00007F730FE07219 in /opt/tritonserver/bin/../lib/libtritonserver.so
        4# 0x00007F730FE5E753 in /opt/tritonserver/bin/../lib/libtritonserver.so
        5# TRITONBACKEND_ResponseSend in /opt/tritonserver/bin/../lib/libtritonserver.so
        6# 0x00007F72F40C2026 in /opt/tritonserver/backends/tensorflow2/libtriton_tensorflow2.so
        7# TRITONBACKEND_ModelInstanceExecute in /opt/tritonserver/backends/tensorflow2/libtriton_tensorflow2.so
        8# 0x00007F731000610A in /opt/tritonserver/bin/../lib/libtritonserver.so
        9# 0x00007F73100069B7 in /opt/tritonserver/bin/../lib/libtritonserver.so
        10# 0x00007F730FEB23C1 in /opt/tritonserver/bin/../lib/libtritonserver.so
        11# 0x00007F730FFFFF87 in /opt/tritonserver/bin/../lib/libtritonserver.so
        12# 0x00007F730F86CDE4 in /usr/lib/x86_64-linux-gnu/libstdc++.so.6
        13# 0x00007F730FCEA609 in /usr/lib/x86_64-linux-gnu/libpthread.so.0
        14# clone in /usr/lib/x86_64-linux-gnu/libc.so.6
        """,
        "Triton Inference Server serving a TensorFlow 2 model segfaults while the backend sends a "
        "response (TRITONBACKEND_ResponseSend). A commenter on an issue closed for inactivity "
        "pastes this and asks how to debug it; no one answered. A segfault in the server with no "
        "hardware line and no cause named: ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "triton-inference-server/server/issues/5765",
        "triton-inference-server/server",
        "cuda_error",
        "unknown",
        HUMAN,
        "an illegal memory access was encountered",
        r"""
        Failed to capture elapsed time: Internal - Failed to capture elapsed time: an illegal memory access was encountered`
        """,
        "Triton 23.03 with the PyTorch backend in a pod on a GKE T4 node pool: libtorch hits an "
        "illegal memory access and the same line repeats on every request until someone restarts "
        "the pod by hand; the issue asks Triton to exit on such errors so a Kubernetes liveness "
        "probe can restart it. The reporter calls the CUDA error itself out of scope and nobody "
        "traced it. A bare illegal memory access without an Xid or a repeating iteration: "
        "ambiguous (the stray backtick is in the thread).",
        ambiguous=True,
    ),
    # --- GPU driver, fabric manager, NVLink ------------------------------------------------------
    real(
        GH + "NVIDIA/open-gpu-kernel-modules/issues/446",
        "NVIDIA/open-gpu-kernel-modules",
        "gpu_xid",
        "node_hardware",
        CORDON,
        "Timeout waiting for RPC from GSP! Expected function 103 (GSP_RM_ALLOC) (0x80 0x38).",
        r"""
        [Fri Mar  3 04:27:08 2023] NVRM: Xid (PCI:0000:61:00): 119, pid=1346198, name=nvidia-smi, Timeout waiting for RPC from GSP! Expected function 103 (GSP_RM_ALLOC) (0x80 0x38).
        [Fri Mar  3 04:27:53 2023] NVRM: Xid (PCI:0000:61:00): 119, pid=1346198, name=nvidia-smi, Timeout waiting for RPC from GSP! Expected function 103 (GSP_RM_ALLOC) (0x2080 0x4).
        [Fri Mar  3 04:28:38 2023] NVRM: Xid (PCI:0000:61:00): 119, pid=1346198, name=nvidia-smi, Timeout waiting for RPC from GSP! Expected function 76 (GSP_RM_CONTROL) (0x20800110 0x84).
        [Fri Mar  3 04:29:23 2023] NVRM: Xid (PCI:0000:61:00): 119, pid=1346198, name=nvidia-smi, Timeout waiting for RPC from GSP! Expected function 76 (GSP_RM_CONTROL) (0x2080014b 0x5).
        [Fri Mar  3 04:30:08 2023] NVRM: Xid (PCI:0000:61:00): 119, pid=1346198, name=nvidia-smi, Timeout waiting for RPC from GSP! Expected function 76 (GSP_RM_CONTROL) (0x20800157 0x0).
        [Fri Mar  3 04:30:53 2023] NVRM: Xid (PCI:0000:61:00): 119, pid=1346198, name=nvidia-smi, Timeout waiting for RPC from GSP! Expected function 76 (GSP_RM_CONTROL) (0x2080014b 0x5).
        [Fri Mar  3 04:31:38 2023] NVRM: Xid (PCI:0000:61:00): 119, pid=1346198, name=nvidia-smi, Timeout waiting for RPC from GSP! Expected function 76 (GSP_RM_CONTROL) (0x2080014b 0x5).
        """,
        "A GPU server operator in the long thread on GSP firmware timeouts: GPU 0000:61:00 answers "
        "no RPC for minutes (Xid 119 every 45 s), nvidia-smi hangs and, in the same reporter's "
        "nvidia-docker thread, containers no longer start on the node. NVIDIA's Xid catalog sends "
        "Xid 119 to a GPU/node reset; the thread's workaround (disabling the GSP firmware) is also "
        "a change on the node. Take the node out of service; the log names a PCI address, no host.",
    ),
    real(
        GH + "NVIDIA/nccl/issues/2241",
        "NVIDIA/nccl",
        "nvlink_error",
        "node_hardware",
        CORDON,
        "145, RLW_RXPIPE Nonfatal XC0 i0 Link 11",
        r"""
        kernel: NVRM: GPU1 kbifCacheVFInfo_GB100: Unable to read NV_PF0_INITIAL_AND_TOTAL_VFS
        kernel: NVRM: Xid (PCI:...): 145, RLW_RXPIPE Nonfatal XC0 i0 Link 11 (...)
        kernel: NVRM: Xid (PCI:...): 137, RLW_RXPIPE interrupt hit on link 11 on GPU0: PRIV Error
        """,
        "An AllGather with ncclCommWindowRegister deadlocks on a B200 machine; the reporter's "
        "dmesg (PCI addresses elided by the reporter) has a Blackwell NVLink Xid 145 on link 11 "
        "and an Xid 137 PRIV error on the same link. The NCCL maintainer suspects fabric manager / "
        "NVLink trouble, asks for an NVIDIA bug and closes the issue: not an NCCL bug. An NVLink "
        "Xid on the node: cordon it for diagnostics; no host is named.",
    ),
    real(
        GH + "wilicc/gpu-burn/issues/92",
        "wilicc/gpu-burn",
        "nvlink_error",
        "node_hardware",
        HUMAN,
        "what():  Error (gpu_burn-drv.cpp:298): system not yet initialized",
        r"""
        $ gpu_burn -d 60
        Using compare file: /tmp/gpu-burn-master/compare.ptx
        Burning for 60 seconds.
        GPU 0: NVIDIA H100 80GB HBM3 ...
        ...
        GPU 6: NVIDIA H100 80GB HBM3 ...
        terminate called after throwing an instance of 'std::runtime_error'
          what():  Error (gpu_burn-drv.cpp:298): system not yet initialized
        terminate called after throwing an instance of 'std::runtime_error'
          what():  Error (gpu_burn-drv.cpp:298): OS call failed or operation not supported on this OS
        terminate called after throwing an instance of 'std::runtime_error'
          what():  Error (gpu_burn-drv.cpp:298): OS call failed or operation not supported on this OS
        """,
        "A burn-in of a new 8x H100 SXM (HBM3) server fails at CUDA context creation with error "
        "802, while an H100 PCIe box with the same OS and driver passes; the reporter asks whether "
        "NVLink is the difference. It is: on NVSwitch systems CUDA reports 'system not yet "
        "initialized' until nvidia-fabricmanager runs (other threads in the corpus confirm the "
        "fix). The thread's own answer is not in the excerpt; the label rests on the log. Node "
        "software an admin must set up; a rerun fails the same way.",
    ),
    real(
        GH + "pytorch/pytorch/issues/35710",
        "pytorch/pytorch",
        "nvlink_error",
        "node_hardware",
        HUMAN,
        "RuntimeError: cuda runtime error (802) : system not yet initialized",
        r"""
        RuntimeError: cuda runtime error (802) : system not yet initialized at /opt/conda/conda-bld/pytorch_1579022034529/work/aten/src/THC/THCGeneral.cpp:50

        > ./bandwidthTest
        [CUDA Bandwidth Test] - Starting...
        Running on...

        cudaGetDeviceProperties returned 802
        -> system not yet initialized
        CUDA error at bandwidthTest.cu:256 code=802(cudaErrorSystemNotReady) "cudaSetDevice(currentDevice)"
        """,
        "PyTorch cannot initialise CUDA (error 802); a commenter's recipe, confirmed by others in "
        "the thread: reproduce it with the CUDA samples' bandwidthTest and, if that fails the same "
        "way, install the data-center GPU stack (DCGM / nvidia-fabricmanager) the NVSwitch machine "
        "needs. The machine's software must be fixed by an admin before any job can run on it.",
    ),
    # --- NCCL over InfiniBand / RoCE / RDMA --------------------------------------------------------
    real(
        GH + "NVIDIA/nccl/issues/1905",
        "NVIDIA/nccl",
        "network_error",
        "network_fabric",
        RESTART,
        "async fatal event on QP (0x7f69f01519a8): local access violation work queue error",
        r"""
        2025-11-09 15:39:31.043 +08:00 [2025-11-09 07:39:30] h100-28:238:1313 [0] transport/net_ib.cc:139 NCCL WARN communicator encountered a fatal error (detected in ncclIbTest)
        2025-11-09 15:39:31.043 +08:00 [2025-11-09 07:39:30] h100-28:238:1219 [0] transport/net_ib.cc:180 NCCL WARN NET/IB : mlx5_ib0:1 async fatal event on QP (0x7f69f01519a8): local access violation work queue error
        2025-11-09 15:39:31.043 +08:00 [2025-11-09 07:39:30] h100-28:238:1313 [0] transport/net_ib.cc:2451 NCCL WARN NET/IB: Got completion from peer 172.16.12.34<38081> with status=4 opcode=0 len=0 vendor err 83 (Send) hca mlx5_ib0
        """,
        "A model served with TP 16 over two 8x H100 nodes (NCCL 2.21.5): communication works '99 % "
        "of the time', then occasionally the IB QP on h100-28 gets a fatal access-violation event "
        "and a completion error and the application crashes. The issue is open without an answer; "
        "the label rests on the log: a sporadic RDMA error on the fabric, which a restart from the "
        "last checkpoint (or a restart of the server) gets past.",
        culprit={"nodes": ["h100-28"], "ranks": []},
    ),
    real(
        GH + "NVIDIA/nccl/issues/1919",
        "NVIDIA/nccl",
        "network_error",
        "unknown",
        HUMAN,
        "async fatal event on QP (0x7309dc3bb338): invalid request local work queue error",
        r"""
        node-0:139577:139678 [0] transport/net_ib.cc:154 NCCL WARN NET/IB : mlx5_1:1 async fatal event on QP (0x7309dc3bb338): invalid request local work queue error
        """,
        "alltoall_perf_mpi from nccl-tests over two 8x H100 nodes (NCCL 2.25.1) crashes with an IB "
        "QP fatal event on node-0; on one node everything runs. It happens on every two-node run, "
        "so it is not a passing flap, but nothing says whether the HCA, its firmware, the fabric "
        "or the configuration is at fault, and the issue is open without an answer. Ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "NVIDIA/nccl/issues/1710",
        "NVIDIA/nccl",
        "network_error",
        "unknown",
        HUMAN,
        "Got async event : local access violation work queue error",
        r"""
        node201:127799:127863 [0] transport/net_ib.cc:101 NCCL WARN NET/IB : mlx5_0:1 Got async event : local access violation work queue error

        node201:127799:127863 [0] transport/net_ib.cc:101 NCCL WARN NET/IB : mlx5_0:1 Got async event : local access violation work queue error

        node201:127799:127863 [0] transport/net_ib.cc:101 NCCL WARN NET/IB : mlx5_0:1 Got async event : local access violation work queue error

        node023:10214:10303 [0] transport/net_ib.cc:1909 NCCL WARN NET/IB : Got completion from peer 10.1.3.201<33057> with status=9 opcode=0 len=0 vendor err 138 (Send) localGid ::ffff:10.206.1.23 remoteGids::ffff:10.206.1.11
        node023:10214:10303 [0] NCCL INFO transport/net.cc:1137 -> 6
        node023:10214:10303 [0] NCCL INFO proxy.cc:698 -> 6
        """,
        "AllReduce between node201 and node023 over ConnectX-7: node201's QP gets access-violation "
        "events and node023 a remote-invalid-request completion (status 9, vendor err 138). The "
        "reporter sees it with NCCL's internal IB transport and not with the net plugin shipped in "
        "NGC containers, so it recurs on every run with that setup, but the open issue has no "
        "diagnosis (driver, GDR, plugin or NCCL). Ambiguous. (GitHub's autolinks in the file names "
        "and addresses removed.)",
        ambiguous=True,
    ),
    real(
        GH + "llm-d/llm-d/issues/191",
        "llm-d/llm-d",
        "network_error",
        "network_fabric",
        RESTART,
        "Got async error event: port error",
        r"""
        ms-pd-llm-d-modelservice-prefill-2.log:[2025-09-17 15:16:23] ms-pd-llm-d-modelservice-prefill-2:311:405 [0] transport/net_ib.cc:199 NCCL WARN NET/IB : mlx5_32:1 Got async error event: port error
        ms-pd-llm-d-modelservice-prefill-2.log:[2025-09-17 15:16:31] ms-pd-llm-d-modelservice-prefill-2:311:405 [0] transport/net_ib.cc:199 NCCL WARN NET/IB : mlx5_32:1 Got async error event: port active
        ms-pd-llm-d-modelservice-prefill-2.log:[2025-09-17 15:23:34] ms-pd-llm-d-modelservice-prefill-2:311:405 [0] transport/net_ib.cc:199 NCCL WARN NET/IB : mlx5_32:1 Got async error event: port error

         WorkerProc hit an exception.
         Traceback (most recent call last):
           File "/opt/vllm-source/vllm/v1/executor/multiproc_executor.py", line 597, in worker_busy_loop
             output = func(*args, **kwargs)
                      ^^^^^^^^^^^^^^^^^^^^^
           File "/opt/vllm/lib64/python3.12/site-packages/torch/utils/_contextlib.py", line 116, in decorate_context
             return func(*args, **kwargs)
                    ^^^^^^^^^^^^^^^^^^^^^
           File "/opt/vllm-source/vllm/v1/worker/gpu_worker.py", line 363, in execute_model
        """,
        "A prefill pod of an llm-d disaggregated vLLM deployment (tensor parallel over GPUs): the "
        "RDMA port mlx5_32 goes down, comes back eight seconds later, goes down again, and 17 s "
        "after that two TP workers fail and the engine dies. The issue is titled 'vLLM engine "
        "fatal crash ... when a transient network error occurs'; the maintainers' point is that "
        "the engine should survive a link flap. A flapping link on the fabric: restart the server "
        "(and watch the port). The two blocks are two pastes in one comment.",
        culprit={"nodes": ["ms-pd-llm-d-modelservice-prefill-2"], "ranks": []},
    ),
    real(
        GH + "kvcache-ai/Mooncake/issues/117",
        "kvcache-ai/Mooncake",
        "network_error",
        "unknown",
        HUMAN,
        "Received context async event local work queue catastrophic error for context erdma_0",
        r"""
        E0222 20:07:21.119704 2179433 worker_pool.cpp:291] Worker: Process failed for slice (opcode: 0, source_addr: 0x7f5cfc000000, length: 65536, dest_addr: 140123979120640, local_nic: erdma_0, peer_nic: 10.0.0.41:7712@erdma_0, dest_rkey: 39908608, retry_cnt: 0): general error
        W0222 20:07:21.119717 2179435 worker_pool.cpp:399] Worker: Received context async event local work queue catastrophic error for context erdma_0
        """,
        "Mooncake's transfer engine (the RDMA KV-cache transport used by disaggregated LLM "
        "serving) under a bidirectional stress test on elastic-RDMA NICs: a work request fails "
        "with a general error and the QP goes into a catastrophic state. The maintainer asks the "
        "reporter to reproduce on Mellanox or plain RoCEv2 to separate the NIC from the engine; "
        "no answer followed. NIC, driver or engine: ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "NVIDIA/nccl/issues/1240",
        "NVIDIA/nccl",
        "other",
        "user_code",
        USER,
        "NCCL_GRAPH_FILE set by environment to /opt/microsoft/ncv4/graph.xml",
        r"""
        Spotllm:73025:73112 [0] NCCL INFO NCCL_GRAPH_FILE set by environment to /opt/microsoft/ncv4/graph.xml
        ncclSystemError: System call (e.g. socket, malloc) or external library call failed or device error.
        """,
        "PyTorch NCCL init fails with ncclSystemError (the error is the issue's title) on an Azure "
        "NC A100 v4 VM. The NCCL maintainer points at the INFO line: NCCL_GRAPH_FILE is set (by "
        "the VM image) to a graph for another GPU count, 'should never be set in production'; "
        "unsetting it fixed the job. A configuration error that recurs until it is removed.",
    ),
    real(
        GH + "Azure/azhpc-images/issues/327",
        "Azure/azhpc-images",
        "other",
        "user_code",
        USER,
        "NCCL WARN XML Import Channel : dev 1 not found.",
        r"""
        ::16674:16674 [0] NCCL INFO Bootstrap : Using eth0:10.1.0.4<0>
        ::16674:16674 [0] NCCL INFO NET/Plugin : Plugin load (libnccl-net.so) returned 2 : libnccl-net.so: cannot open shared object file: No such file or directory
        ::16674:16674 [0] NCCL INFO NET/Plugin : No plugin found, using internal implementation
        ::16674:16674 [0] NCCL INFO cudaDriverVersion 12020
        NCCL version 2.18.6+cuda11.8
        ::16674:17023 [0] NCCL INFO NET/IB : Using [0]mlx5_an0:1/RoCE [RO]; OOB eth0:10.1.0.4<0>
        ::16674:17023 [0] NCCL INFO Using network IB
        ::16674:17023 [0] NCCL INFO comm 0x5640f24752d0 rank 0 nranks 1 cudaDev 0 nvmlDev 0 busId 100000 commId 0x2064c00fc2f91516 - Init START
        ::16674:17023 [0] NCCL INFO NCCL_TOPO_FILE set by environment to /opt/microsoft/ncv4/topo.xml
        ::16674:17023 [0] NCCL INFO Setting affinity for GPU 0 to ffffff
        ::16674:17023 [0] NCCL INFO NCCL_GRAPH_FILE set by environment to /opt/microsoft/ncv4/graph.xml

        ::16674:17023 [0] graph/search.cc:703 NCCL WARN XML Import Channel : dev 1 not found.
        ::16674:17023 [0] NCCL INFO graph/search.cc:733 -> 2
        ::16674:17023 [0] NCCL INFO graph/search.cc:740 -> 2
        ::16674:17023 [0] NCCL INFO graph/search.cc:840 -> 2
        """,
        "vLLM on a one-GPU Azure NC24ads A100 v4 VM with the ubuntu-hpc image: NCCL init fails "
        "because the image's nccl.conf injects a graph XML written for the four-GPU size, which "
        "names a GPU this VM does not have. Filed as an image bug and closed; the fix is to drop "
        "NCCL_GRAPH_FILE (Azure also removed it from its scripts). Configuration that fails on "
        "every run until changed.",
    ),
    # --- host memory ---------------------------------------------------------------------------
    real(
        GH + "deepspeedai/DeepSpeedExamples/issues/321",
        "deepspeedai/DeepSpeedExamples",
        "host_oom",
        "user_code",
        USER,
        "memory allocation of 2097152 bytes failed",
        r"""
        [2023-04-16 21:36:09,031] [INFO] [launch.py:229:main] WORLD INFO DICT: {'localhost': [0, 1, 2, 3, 4, 5, 6, 7]}
        [2023-04-16 21:36:09,031] [INFO] [launch.py:235:main] nnodes=1, num_local_procs=8, node_rank=0
        [2023-04-16 21:36:09,031] [INFO] [launch.py:246:main] global_rank_mapping=defaultdict(<class 'list'>, {'localhost': [0, 1, 2, 3, 4, 5, 6, 7]})
        [2023-04-16 21:36:09,031] [INFO] [launch.py:247:main] dist_world_size=8
        [2023-04-16 21:36:09,031] [INFO] [launch.py:249:main] Setting CUDA_VISIBLE_DEVICES=0,1,2,3,4,5,6,7
        [2023-04-16 21:36:16,042] [INFO] [comm.py:586:init_distributed] Initializing TorchBackend in DeepSpeed with backend nccl
        memory allocation of memory allocation of 20971522097152 bytes failed
         bytes failed
        memory allocation of 2097152 bytes failed
        [2023-04-16 21:54:13,235] [INFO] [launch.py:428:sigkill_handler] Killing subprocess 62215
        [2023-04-16 21:54:16,017] [INFO] [launch.py:428:sigkill_handler] Killing subprocess 62216
        [2023-04-16 21:54:16,029] [INFO] [launch.py:428:sigkill_handler] Killing subprocess 62217
        [2023-04-16 21:54:18,477] [INFO] [launch.py:428:sigkill_handler] Killing subprocess 62218
        [2023-04-16 21:54:21,046] [INFO] [launch.py:428:sigkill_handler] Killing subprocess 62219
        """,
        "DeepSpeed-Chat step 2 (reward model, 350m) launched on eight GPUs of one machine: 18 "
        "minutes in, several ranks abort with 'memory allocation of 2097152 bytes failed' (the "
        "abort message of a native allocator: host RAM is exhausted) and the launcher kills the "
        "rest. The issue is open without an answer; the label rests on the log: eight ranks each "
        "loading the data and model into host memory outgrow the machine, which recurs until the "
        "job uses less (fewer workers, smaller data in memory) or runs on a bigger host.",
    ),
    real(
        GH + "WM-PO/WMPO/issues/3",
        "WM-PO/WMPO",
        "host_oom",
        "user_code",
        USER,
        "killed due to memory pressure (OOM)",
        r"""
        (raylet) [2025-12-07 09:57:19,206 E 393463 393463] (raylet) node_manager.cc:3277: 2 Workers (tasks / actors) killed due to memory pressure (OOM), 0 Workers crashed due to other reasons at
        node (ID: 8289f87b78d161ae21bf723c7c57838345a56248dd48a2c3f0d5ac73, IP: 172.24.0.226) over the last time period. To see more information about the Workers killed on this node, use `ray log
        s raylet.out -ip 172.24.0.226`
        (raylet)
        (raylet) Refer to the documentation on how to address the out of memory issue: https://docs.ray.io/en/latest/ray-core/scheduling/ray-oom-prevention.html. Consider provisioning more memory
        on this node or reducing task parallelism by requesting more CPUs per task. To adjust the kill threshold, set the environment variable `RAY_memory_usage_threshold` when starting Ray. To di
        """,
        "RL training of a VLA policy with a world model on a Ray cluster of GPU workers (the "
        "issue is titled 'Task was killed due to the node running low on memory'): Ray's memory "
        "monitor kills two workers on 172.24.0.226 for host-memory pressure. The issue is open; "
        "the label rests on the log: a host OOM that recurs with the same batch/parallelism "
        "settings. The terminal wrapped the raylet lines; they are kept as wrapped.",
        culprit={"nodes": ["172.24.0.226"], "ranks": []},
    ),
    # --- JAX multi-process and large-scale startup -------------------------------------------------
    real(
        GH + "EnzymeAD/Enzyme-JAX/issues/623",
        "EnzymeAD/Enzyme-JAX",
        "connection_error",
        "unknown",
        HUMAN,
        "DEADLINE_EXCEEDED: GetKeyValue() timed out with key",
        r"""
        E0000 00:00:1743713172.513857  698835 pjrt_stream_executor_client.cc:3072] Execution of replica 0 failed: DEADLINE_EXCEEDED: GetKeyValue() timed out with key: devices=[0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29]; stream=0; groups=[[0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29]]; root_device=0; num_local_participants=2 and duration: 10m [type.googleapis.com/tensorflow.CoordinationServiceError='']
        """,
        "Multi-node Reactant/Enzyme-JAX jobs on Alps, Leonardo and Perlmutter (8 nodes, 32 GPUs) "
        "'occasionally' fail when a process waits ten minutes for the NCCL clique key of a "
        "collective in the coordination service. A second user sees it every time at 8 nodes but "
        "not at 4 or 16. Sporadic or scale-dependent, and nothing names a slow or missing "
        "process; the open issue has no diagnosis. Ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "facebookresearch/metaseq/issues/52",
        "facebookresearch/metaseq",
        "connection_error",
        "transient",
        RESTART,
        "RuntimeError: Timed out initializing process group in store based barrier on rank: 4330",
        r"""
            raise RuntimeError(
        RuntimeError: Timed out initializing process group in store based barrier on rank: 4330, for key: store_based_barrier_key:522 (world_size=2048, worker_count=1792, timeout=0:30:00)
        """,
        "Large metaseq (OPT) training launches at 2048 ranks: only 1792 workers reach the store "
        "barrier in 30 minutes, so process-group initialisation times out, and the maintainers "
        "note such jobs then linger instead of dying; the issue asks for a kill switch so the run "
        "is terminated and its resources freed for a relaunch. A rendezvous timeout at startup "
        "(part of the allocation never came up): relaunch.",
    ),
    # --- Slurm job steps with pyxis/enroot containers ------------------------------------------------
    real(
        GH + "NVIDIA/pyxis/issues/127",
        "NVIDIA/pyxis",
        "other",
        "user_code",
        USER,
        "slurmstepd: error: pyxis: failed to import docker image",
        r"""
        /opt/slurm/bin/srun --container-image hello-world.sqsh hostname

        pyxis: importing docker image: hello-world.sqsh
        slurmstepd: error: pyxis: child 10028 failed with error code: 1
        slurmstepd: error: pyxis: failed to import docker image
        slurmstepd: error: pyxis: printing enroot log file:
        slurmstepd: error: pyxis:     [INFO] Querying registry for permission grant
        slurmstepd: error: pyxis:     [INFO] Authenticating with user: <anonymous>
        slurmstepd: error: pyxis: couldn't start container
        slurmstepd: error: spank: required plugin spank_pyxis.so: task_init() failed with rc=-1
        slurmstepd: error: Failed to invoke spank plugin stack
        srun: error: compute-0: task 0: Exited with exit code 1
        """,
        "srun --container-image hello-world.sqsh: pyxis treats the bare name as an image on a "
        "registry and the import fails. The pyxis maintainer: a squashfs file must be given as a "
        "path starting with / or ./, otherwise it is a Docker image reference. A wrong argument "
        "that fails the same way on every submission.",
    ),
    real(
        GH + "NVIDIA/pyxis/issues/12",
        "NVIDIA/pyxis",
        "os_error",
        "unknown",
        HUMAN,
        "mkdir: cannot create directory '/run/enroot': Permission denied",
        r"""
        [kazuito@mgmt ~]$ srun --container-image=centos grep PRETTY /etc/os-release
        slurmstepd: pyxis: importing docker image ...
        slurmstepd: error: pyxis: child 12004 failed with error code: 1
        slurmstepd: error: pyxis: failed to import docker image
        slurmstepd: error: pyxis: printing contents of log file ...
        slurmstepd: error: pyxis:     mkdir: cannot create directory '/run/enroot': Permission denied
        slurmstepd: pyxis: could not remove squashfs: No such file or directory
        slurmstepd: error: spank: required plugin spank_pyxis.so: task_init_privileged() failed with rc=-1
        slurmstepd: error: spank_task_init_privileged failed
        slurmstepd: error: write to unblock task 0 failed: Broken pipe
        srun: error: vm-standard2-1-ad1-0001: task 0: Exited with exit code 1
        """,
        "A first pyxis job on a new cluster: enroot, run by the job's user, cannot create its "
        "runtime directory /run/enroot, although enroot works when run by hand on the node. The "
        "pyxis maintainer: set per-user paths (ENROOT_RUNTIME_PATH /run/enroot/user-$(id -u) and "
        "friends) in /etc/enroot/enroot.conf on the compute nodes. Node configuration an admin "
        "must change; resubmitting fails the same way.",
    ),
    real(
        GH + "NVIDIA/pyxis/issues/53",
        "NVIDIA/pyxis",
        "os_error",
        "unknown",
        HUMAN,
        "Write failed because No space left on device",
        r"""
        srun --container-image=nvcr.io/nvidia/pytorch:20.12-py3 nvidia-smi

        pyxis: importing docker image ...
        slurmstepd: error: pyxis: child 52574 failed with error code: 1
        slurmstepd: error: pyxis: failed to import docker image
        slurmstepd: error: pyxis: printing contents of log file ...
        slurmstepd: error: pyxis:     [INFO] Querying registry for permission grant
        slurmstepd: error: pyxis:     [INFO] Authenticating with user: $oauthtoken
        slurmstepd: error: pyxis:     [INFO] Using credentials from file: /shared/home/cycleadmin/.config/enroot/.credentials
        slurmstepd: error: pyxis:     [INFO] Authentication succeeded
        slurmstepd: error: pyxis:     [INFO] Fetching image manifest list
        slurmstepd: error: pyxis:     [INFO] Fetching image manifest
        slurmstepd: error: pyxis:     [INFO] Found all layers in cache
        slurmstepd: error: pyxis:     [INFO] Extracting image layers...
        slurmstepd: error: pyxis:     [INFO] Converting whiteouts...
        slurmstepd: error: pyxis:     [INFO] Creating squashfs filesystem...
        slurmstepd: error: pyxis:     Write failed because No space left on device
        slurmstepd: error: pyxis:     FATAL ERROR:Failed to write to output filesystem
        """,
        "Importing the NGC PyTorch image for an srun job on a CycleCloud Slurm cluster: the "
        "squashfs that pyxis builds under /run/pyxis fills that small runtime filesystem on the "
        "compute node. The reporter asks how to move it to a bigger disk, i.e. the enroot/pyxis "
        "paths on the nodes must be reconfigured (or the space grown) by whoever runs the "
        "cluster; a resubmission fails the same way. The thread's answer is not in the excerpt; "
        "the label rests on the log. (The reporter's bold markers removed.)",
    ),
    real(
        GH + "NVIDIA/enroot/issues/249",
        "NVIDIA/enroot",
        "other",
        "user_code",
        USER,
        'a container with name "pyxis_nemo-25.07.gpt_oss" does not exist, and --container-image is not set',
        r"""
        mike@ln01:~/enroot$ enroot list
        cache
        data
        nemo-25.04
        pyxis_hiyouga
        pyxis_nemo-25.07.gpt_oss
        pyxis_nemo-25.07.gpt_oss.sqsh
        mike@ln01:~/enroot$ enroot version
        3.5.0
        error: pyxis: error: a container with name "pyxis_nemo-25.07.gpt_oss" does not exist, and --container-image is not set
        """,
        "A user imports and creates a NeMo container with enroot on the login node ln01, edits "
        "it, and then asks srun to run it by --container-name only: pyxis looks for named "
        "containers in the enroot data path of the compute node the job lands on, where it does "
        "not exist. The error line is the one quoted in the issue title; the listing is the body. "
        "The issue is open; the label rests on the log: the job names a container that is not on "
        "its node (pass the .sqsh with --container-image instead), which fails on every "
        "resubmission.",
    ),
]
