# ruff: noqa
"""Real excerpts, batch NET9: the network fabric and the communication libraries around it. NCCL's
InfiniBand/RoCE transport failing to bring up a queue pair (a GID that is not there), a transport
retry counter that ran out on the first work requests of a test, NCCL's unhandled system and internal
errors at communicator creation (no usable socket interface, a container without the host's IPC
namespace, a network plugin/NCCL version that cannot handle the node's NICs), a remote error hidden
behind a binding's missing error code, UCC finding no transport layer, Open MPI's launcher unable to
start its daemons, an RDMA RPC library out of send-queue room, HCAs NCCL could not open. Verbatim lines
as printed in public threads (each repository maps to the dev fold and was not in the corpus before);
labelled from what each thread concluded, or from the log where it concluded nothing (the notes say
which)."""

from __future__ import annotations

from real_kit import HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    real(
        GH + "turingaicloud/quickstart/issues/6",
        "turingaicloud/quickstart",
        "network_error",
        "user_code",
        USER,
        "Call to ibv_modify_qp failed with error No such device",
        r"""
        10-0-4-11:62452:62548 [0] misc/ibvwrap.cc:284 NCCL WARN Call to ibv_modify_qp failed with error No such device
        10-0-4-11:62452:62548 [0] NCCL INFO transport/net_ib.cc:415 -> 2

        10-0-4-10:74872:74954 [0] misc/ibvwrap.cc:284 NCCL WARN Call to ibv_modify_qp failed with error No such device
        10-0-4-10:74872:74954 [0] NCCL INFO transport/net_ib.cc:415 -> 2
        10-0-4-10:74872:74954 [0] NCCL INFO transport/net_ib.cc:528 -> 2
        10-0-4-10:74872:74954 [0] NCCL INFO include/net.h:22 -> 2
        10-0-4-11:62452:62548 [0] NCCL INFO transport/net_ib.cc:528 -> 2
        10-0-4-11:62452:62548 [0] NCCL INFO include/net.h:22 -> 2
        10-0-4-11:62452:62548 [0] NCCL INFO transport/net.cc:234 -> 2
        10-0-4-11:62452:62548 [0] NCCL INFO transport.cc:119 -> 2
        10-0-4-10:74872:74954 [0] NCCL INFO transport/net.cc:234 -> 2
        10-0-4-10:74872:74954 [0] NCCL INFO transport.cc:119 -> 2
        10-0-4-10:74872:74954 [0] NCCL INFO init.cc:778 -> 2
        10-0-4-11:62452:62548 [0] NCCL INFO init.cc:778 -> 2
        ncclSystemError: System call (e.g. socket, malloc) or external library call failed or device error. It can be also caused by unexpected exit of a remote peer, you can check NCCL warnings for failure reason and see if there is connection closure by a peer.
        """,
        "Two nodes, DeepSpeed ZeRO-3 model init: both nodes fail while NCCL moves the InfiniBand/RoCE queue "
        "pair to ready-to-receive, ibv_modify_qp answering ENODEV. The thread stayed open. Labelled from the "
        "log: the QP transition names a GID index and port; 'No such device' there is what NCCL's "
        "maintainers trace to a GID index (NCCL_IB_GID_INDEX) or GID table that does not exist on the "
        "device (container/RoCE setups), configuration that fails the same on every launch.",
    ),
    real(
        GH + "microsoft/mscclpp/issues/323",
        "microsoft/mscclpp",
        "network_error",
        "network_fabric",
        USER,
        "a work item failed: status 12",
        r"""
        terminate called after throwing an instance of 'mscclpp::IbError'
          what():  a work item failed: status 12 (Ib failure: Cannot allocate memory)
        """,
        "mscclpp's allreduce test across two nodes dies on its first InfiniBand work items: the work "
        "completion status is 12 (IBV_WC_RETRY_EXC_ERR; the 'Cannot allocate memory' text is errno 12's, "
        "printed by mistake). The maintainers asked about the IB cards, pointed at MSCCLPP_HCA_DEVICES and "
        "perftest; the thread closed without a stated fix. Labelled from the log: retry exceeded on the "
        "first messages of a connection is, per ibv_poll_cq's notes, wrong connection attributes or a peer "
        "that cannot answer, which the next launch meets again; the fabric/HCA configuration is fixed first.",
    ),
    real(
        GH + "NVIDIA-NeMo/Run/issues/266",
        "NVIDIA-NeMo/Run",
        "other",
        "framework_bug",
        USER,
        "internal error - please report this issue to the NCCL developers",
        r"""
        graph/search.cc:1135 NCCL WARN Could not find a path for pattern 1, falling back to simple order
        graph/topo.h:230 NCCL WARN Could not find NET with id 0
        torch.distributed.DistBackendError: NCCL error in: /opt/pytorch/pytorch/torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:3376, internal error - please report this issue to the NCCL developers, NCCL version 2.25.1
        """,
        "Multi-node NeMo training on a Slurm cluster (single node fine): NCCL's topology search cannot find "
        "the NET device and communicator creation ends in ncclInternalError. The same reporter concluded "
        "in the linked NeMo issues (#13854, #13996) that it is a bug of the NCCL shipped in the container "
        "(2.25): upgrading to NCCL 2.27 fixes it. A software version problem that recurs until the "
        "stack is upgraded, so notify the owner; nothing transient.",
    ),
    real(
        GH + "HRNet/DEKR/issues/18",
        "HRNet/DEKR",
        "connection_error",
        "user_code",
        USER,
        "unhandled system error, NCCL version 2.7.8",
        r"""
        RuntimeError: NCCL error in: /pytorch/torch/lib/c10d/ProcessGroupNCCL.cpp:825, unhandled system error, NCCL version 2.7.8

        ncclSystemError: System call (socket, malloc, munmap, etc) failed.
        """,
        "Multi-GPU training in a Docker container fails at NCCL initialisation with ncclSystemError. The "
        "reporter's fix: start the container with --ipc=host (the container's IPC namespace/shared memory "
        "was what NCCL's system call needed). A container configuration that fails every launch until "
        "changed.",
    ),
    real(
        GH + "cupy/cupy/issues/8661",
        "cupy/cupy",
        "nccl_remote_error",
        "transient",
        RESTART,
        "KeyError: 6",
        r"""
        comm = nccl.NcclCommunicator(comm_size, self.nccl_comm_id, comm_rank)
          File "cupy_backends/cuda/libs/nccl.pyx", line 282, in cupy_backends.cuda.libs.nccl.NcclCommunicator.__init__
          File "cupy_backends/cuda/libs/nccl.pyx", line 128, in cupy_backends.cuda.libs.nccl.check_status
          File "cupy_backends/cuda/libs/nccl.pyx", line 117, in cupy_backends.cuda.libs.nccl.NcclError.__init__
        KeyError: 6
        """,
        "NCCL communicator creation through CuPy fails with KeyError: 6: NCCL returned 6, ncclRemoteError "
        "(a peer or the network), which CuPy's error table did not know (PR #8662 added "
        "NCCL_ERROR_REMOTE_ERROR). The reporter: the error is intermittent and restarting the process "
        "fixes it. A sporadic remote error that a rerun clears: restart.",
    ),
    real(
        GH + "openucx/ucc/issues/566",
        "openucx/ucc",
        "network_error",
        "user_code",
        USER,
        "UCC  ERROR no TLs are selected for CL_BASIC",
        r"""
        [1657573854.666701] [aurora-r10:77956:0]          ucc_cl.c:57   UCC  ERROR no TLs are selected for CL_BASIC
        [1657573854.666713] [aurora-r10:77956:0]         ucc_lib.c:127  UCC  ERROR lib_init failed for component: basic
        *** UCC TEST FAIL: ucc_init(&lib_params, lib_config, &lib)
        --------------------------------------------------------------------------
        MPI_ABORT was invoked on rank 0 in communicator MPI_COMM_WORLD
        with errorcode -1.

        NOTE: invoking MPI_ABORT causes Open MPI to kill all MPI processes.
        You may or may not see output from other processes, depending on
        exactly when Open MPI kills them.
        --------------------------------------------------------------------------
        [1657573854.667252] [aurora-r10:77957:0]          ucc_cl.c:57   UCC  ERROR no TLs are selected for CL_BASIC
        [1657573854.667265] [aurora-r10:77957:0]         ucc_lib.c:127  UCC  ERROR lib_init failed for component: basic
        *** UCC TEST FAIL: ucc_init(&lib_params, lib_config, &lib)
        [aurora-r10:77952] PMIX ERROR: UNREACHABLE in file server/pmix_server.c at line 2198
        """,
        "UCC's library initialisation finds no transport layer (TL) for its basic collective layer, so "
        "ucc_init fails on every rank and the MPI job aborts. The thread closed without a posted answer; "
        "labelled from the log: no TL loadable or selected is how UCC was built or configured "
        "(UCC_CL_BASIC_TLS, the UCX/NCCL TL plugins), identical on the next launch.",
    ),
    real(
        GH + "THUDM/GLM/issues/173",
        "THUDM/GLM",
        "connection_error",
        "user_code",
        USER,
        "RuntimeError: NCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1191, unhandled system error",
        r"""
        192.168.83.245: 595d69b310a0:48344:48344 [0] NCCL INFO Launch mode Parallel
        192.168.83.245: 595d69b310a0:48345:48345 [1] NCCL INFO Broadcast: opCount 0 sendbuff 0x7f0753200000 recvbuff 0x7f0753200000 count 24 datatype 0 op 0 root 0 comm 0x7f0708002f70 [nranks=2] stream 0x842b850
        192.168.83.235:  > number of parameters on model parallel rank 0: 178954240
        192.168.83.235:  > number of parameters on model parallel rank 1: 178954240
        192.168.83.235: DeepSpeed is enabled.
        192.168.83.245:   File "/home/gnn/conda/envs/gnn/lib/python3.10/site-packages/deepspeed/comm/torch.py", line 118, in broadcast
        192.168.83.245:     return torch.distributed.broadcast(tensor=tensor, src=src, group=group, async_op=async_op)
        192.168.83.245:   File "/home/gnn/conda/envs/gnn/lib/python3.10/site-packages/torch/distributed/distributed_c10d.py", line 1197, in broadcast
        192.168.83.245:     work = group.broadcast([tensor], opts)
        192.168.83.245: RuntimeError: NCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1191, unhandled system error, NCCL version 2.10.3
        192.168.83.245: ncclSystemError: System call (e.g. socket, malloc) or external library call failed or device error. It can be also caused by unexpected exit of a remote peer, you can check NCCL warnings for failure reason and see if there is connection closure by a peer.
        192.168.83.245: [2023-05-15 10:22:12,942] [INFO] [launch.py:428:sigkill_handler] Killing subprocess 48344
        """,
        "First multi-node attempt (two machines, containers, no InfiniBand as the title says): the first "
        "broadcast of DeepSpeed's model set-up fails with ncclSystemError. The thread stayed open; labelled "
        "from the log: an unhandled system error before any training step is, per NCCL's troubleshooting "
        "guide, the socket interface, firewall or container networking between the nodes, which the next "
        "launch meets again.",
    ),
    real(
        GH + "kubeflow/mpi-operator/issues/501",
        "kubeflow/mpi-operator",
        "other",
        "user_code",
        USER,
        "bash: orted: command not found",
        r"""
        bash: orted: command not found
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
        """,
        "nccl-tests through an MPIJob works up to 64 instances and fails at 72: Open MPI's launcher cannot "
        "start its daemon on some workers (orted not found on the PATH of the shell it was started from; "
        "beyond 64 hosts ORTE spawns daemons through a tree of workers rather than from the launcher). The "
        "issue was closed without a posted fix; labelled from the log and Open MPI's own help text, whose "
        "causes are all the job's or image's configuration (PATH, prefix, permissions): it recurs.",
    ),
    real(
        GH + "apache/brpc/issues/3202",
        "apache/brpc",
        "network_error",
        "unknown",
        HUMAN,
        "Fail to ibv_post_send: Cannot allocate memory",
        r"""
        [ps-57] [        UNKNOWN][UNKNOWN][W][2026-01-26 09:05:15.372264][169925][rdma_endpoint.cpp:895] Fail to ibv_post_send: Cannot allocate memory, window=1, sq_current=16
        [ps-57] [        UNKNOWN][UNKNOWN][W][2026-01-26 09:05:15.372387][169925][socket.cpp:1841] Fail to keep-write into Socket{id=861 fd=787 addr=10.39.61.118:55530:19336} (0x7f152db0ec40): Cannot allocate memory [12]
        [ps-57] [        UNKNOWN][UNKNOWN][W][2026-01-26 09:05:15.494266][170049][rdma_endpoint.cpp:578] Fail to read Hello Message from client:brpc::Socket{id=1055 fd=787 addr=10.39.61.118:38306:19336} (0x7f15035dd7c0) 10.39.61.118:38306: Unknown error 1014 [1014]
        [ps-57] [        UNKNOWN][UNKNOWN][F][2026-01-26 09:05:16.457825][169792][ps_server.cc:265] Fail to pull with request_id=198536955979 WK=12 cache_id=0 global_cache_id=18860592829102089 retry_count=1
        [ps-57] *** Check failure stack trace: ***
        """,
        "A parameter server over brpc's RDMA transport aborts after ibv_post_send returns ENOMEM (the send "
        "queue has no room: window=1, sq_current=16) and a pull fails fatally. The reporter still sees it "
        "after an earlier brpc fix; the thread closed without a cause. ENOMEM from ibv_post_send is the "
        "send queue or its resources, which a flow-control bug or the queue sizing can produce: whether a "
        "restart helps is open, a person decides.",
        ambiguous=True,
    ),
    real(
        GH + "zai-org/ImageReward/issues/65",
        "zai-org/ImageReward",
        "network_error",
        "unknown",
        HUMAN,
        "Call to ibv_open_device failed",
        r"""
        65826-86bd789679-2dxbs:80744:80744 [1] misc/ibvwrap.cc:212 NCCL WARN Call to ibv_open_device failed

        65826-86bd789679-2dxbs:80746:80746 [3] transport/net_ib.cc:149 NCCL WARN NET/IB : Unable to open device mlx5_59

        65826-86bd789679-2dxbs:80744:80744 [1] transport/net_ib.cc:149 NCCL WARN NET/IB : Unable to open device mlx5_58
        65826-86bd789679-2dxbs:80746:80746 [3] NCCL INFO NET/IB : Using [0]mlx5_1:1/RoCE [1]mlx5_18:1/RoCE ; OOB eth0:33.117.221.247<0>

        65826-86bd789679-2dxbs:80744:80744 [1] misc/ibvwrap.cc:212 NCCL WARN Call to ibv_open_device failed

        65826-86bd789679-2dxbs:80744:80744 [1] transport/net_ib.cc:149 NCCL WARN NET/IB : Unable to open device mlx5_59
        65826-86bd789679-2dxbs:80746:80746 [3] NCCL INFO Using network IB
        65826-86bd789679-2dxbs:80744:80744 [1] NCCL INFO NET/IB : Using [0]mlx5_1:1/RoCE [1]mlx5_18:1/RoCE ; OOB eth0:33.117.221.247<0>
        65826-86bd789679-2dxbs:80744:80744 [1] NCCL INFO Using network IB
        """,
        "Reward-model training in a pod: NCCL cannot open two of the HCAs it enumerated (mlx5_58/59, not "
        "passed into the container) and goes on with the two it can open ('Using network IB'). The only "
        "answer is a generic bot-like reply; nothing says the job failed because of it. Labelled from the "
        "log: warnings about devices NCCL skipped, no failure shown; never a restart or cordon, a person "
        "looks.",
        ambiguous=True,
    ),
]
