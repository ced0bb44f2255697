# ruff: noqa
"""Real excerpts, batch ZZ13-GI: development-fold failures of GPU and cluster infrastructure as
printed in the issue trackers of big repositories that are already in the corpus and belong to the
dev fold (round 2: up to 6 new threads per repository): openucx/ucx (InfiniBand transport errors
and UD timeouts under MPI jobs, GPUDirect RDMA protection errors), aws/aws-ofi-nccl (EFA/libfabric
plugin failures of NCCL jobs on AWS), NVIDIA/nccl-tests (nccl-tests runs failing on fabric-manager
state, bootstrap and CUDA initialisation), kubernetes/kubernetes (GPU pods refused by the device
manager, kubelet evictions) and NVIDIA/gpu-operator (validator pods failing on the node's driver,
fabric manager or MIG state). NVIDIA/k8s-device-plugin and NVIDIA/DCGM are test-fold repositories
and were skipped; SchedMD/slurm has no GitHub issue tracker. Threads were found with the `issues`
search corpus and taken as the searches returned them, not picked for what crashcart can do; none
was already a source of the corpus, and nobody ran crashcart on them before they were labelled.
Log lines are verbatim as printed in each thread (trimmed to the relevant part, markdown quoting
removed); labels come from what each thread concluded, or from the log where it concluded nothing
(the notes say which)."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    # --- openucx/ucx: InfiniBand transport errors under MPI jobs -----------------------------------
    real(
        GH + "openucx/ucx/issues/5504",
        "openucx/ucx",
        "network_error",
        "network_fabric",
        RESTART,
        "Transport retry count exceeded on mlx5_1:1/IB (synd 0x15 vend 0x81 hw_synd 0/0)",
        r"""
        [r14g04:78340:0:78340] ib_mlx5_log.c:139  Transport retry count exceeded on mlx5_1:1/IB (synd 0x15 vend 0x81 hw_synd 0/0)
        [r14g04:78340:0:78340] ib_mlx5_log.c:139  RC QP 0x89c2 wqe[0]: SEND --e [inl len 18]
        [r14g05:35369:0:35369] ib_mlx5_log.c:139  Transport retry count exceeded on mlx5_1:1/IB (synd 0x15 vend 0x81 hw_synd 0/0)
        [r14g05:35369:0:35369] ib_mlx5_log.c:139  RC QP 0x79df wqe[0]: SEND --e [inl len 18]
         0 0x000000000004ec80 ucs_fatal_error_message()  /build-result/src/hpcx-v2.5.0-gcc-MLNX_OFED_LINUX-4.6-1.0.1.1-redhat7.6-x86_64/ucx-v1.7.x/src/ucs/debug/assert.c:33
         1 0x00000000000532b5 ucs_log_default_handler()  /build-result/src/hpcx-v2.5.0-gcc-MLNX_OFED_LINUX-4.6-1.0.1.1-redhat7.6-x86_64/ucx-v1.7.x/src/ucs/debug/log.c:140
        """,
        "Open MPI/UCX 1.7 (HPC-X 2.5) runs that 'randomly fail' in MPI_Init or MPI_Waitall with "
        "InfiniBand transport-retry-exceeded completions (syndrome 0x15, vendor 0x81) on pairs of "
        "processes, not always on the same node. The thread was closed without a posted cause; the label "
        "rests on the log and the reporter's 'randomly': an intermittent fabric fault with no node named "
        "as bad (both ends of the pair print it), so rerun from the last checkpoint.",
    ),
    real(
        GH + "openucx/ucx/issues/7586",
        "openucx/ucx",
        "network_error",
        "unknown",
        HUMAN,
        "Transport retry count exceeded on mlx5_0:1/IB (synd 0x15 vend 0x81 hw_synd 0/0)",
        r"""
        b5244:224582:0:224582] ib_mlx5_log.c:139  Transport retry count exceeded on mlx5_0:1/IB (synd 0x15 vend 0x81 hw_synd 0/0)
        [b5244:224582:0:224582] ib_mlx5_log.c:139  DCI QP 0x7fba wqe[266]: SEND s-e [rqpn 0xfec4 rlid 485] [va 0x0 len 586 lkey 0x2911]
        """,
        "A 128-node run on a ConnectX-6 BullSequana system fails about 15 minutes in with retry-exceeded "
        "on a DC QP. The reporter finds one user code fails reliably with UCX 1.9 and 1.11.2 but runs "
        "through with UCX 1.8, and cannot tell whether it is a hardware fault or a UCX change. The same "
        "completion error is usually a transient fabric fault, yet here it recurs with the newer UCX; the "
        "excerpt settles neither, so a human has to look.",
        ambiguous=True,
    ),
    real(
        GH + "openucx/ucx/issues/6522",
        "openucx/ucx",
        "network_error",
        "unknown",
        HUMAN,
        "Fatal: UD endpoint 0x20c1da0 to <no debug data>: unhandled timeout error",
        r"""
        [x1000c5s2b1n0:83417:0:83417]       ud_ep.c:263  Fatal: UD endpoint 0x20c1da0 to <no debug data>: unhandled timeout error
        [x1000c5s2b1n0:83361:0:83361]       ud_ep.c:263  Fatal: UD endpoint 0x2555da0 to <no debug data>: unhandled timeout error
        ==== backtrace (tid:  83417) ====
         0 0x00000000000726ce uct_ud_ep_deferred_timeout_handler()  /tmp/ucx-master/src/uct/ib/ud/base/ud_ep.c:261
         1 0x000000000004f113 ucs_callbackq_slow_proxy()  /tmp/ucx-master/src/ucs/datastruct/callbackq.c:402
         2 0x000000000003b7da ucs_callbackq_dispatch()  /tmp/ucx-master/src/ucs/datastruct/callbackq.h:211
         3 0x000000000003b7da uct_worker_progress()  /tmp/ucx-master/src/uct/api/uct.h:2458
         4 0x000000000003b7da ucp_worker_progress()  /tmp/ucx-master/src/ucp/core/ucp_worker.c:2430
         5 0x0000000000130a38 PMPI_Sendrecv()  ???:0
         6 0x00000000002300a3 apply()  transpose-pairwise.c:0
         7 0x0000000000232d61 apply()  dft-rank1-bigvec.c:0
         8 0x000000000023a8eb fftw_measure_execution_time()  ???:0
         9 0x0000000000237467 mkplan()  planner.c:0
        10 0x0000000000238c7d fftw_mkplan_d()  ???:0
        """,
        "FFTW under Cray MPICH over UCX on 65,536 ranks (683 EDR nodes): the UD transport gives up on a "
        "peer that stopped answering during FFTW planning's Sendrecv storm. The reporter sees the same "
        "with UCX master and 1.10; the thread is open with no cause. A UD endpoint timeout can be a dead "
        "or congested peer (infrastructure) or a scaling limit that recurs on every run; the log names "
        "no peer, so a human has to look.",
        ambiguous=True,
    ),
    real(
        GH + "openucx/ucx/issues/10755",
        "openucx/ucx",
        "network_error",
        "unknown",
        HUMAN,
        "Remote operation error on mlx5_0:1/IB (synd 0x14 vend 0x89 hw_synd 0/0)",
        r"""
        [c561-004:493850:0:493850] ib_mlx5_log.c:179  Remote operation error on mlx5_0:1/IB (synd 0x14 vend 0x89 hw_synd 0/0)
        [c561-004:493850:0:493850] ib_mlx5_log.c:179  RC QP 0x23b wqe[0]: RDMA_READ s-- [rva 0x14dfe965e880 rkey 0x185823] [va 0x14d89d506000 len 589824 lkey 0x185621] [rqpn 0xa90 dlid=4 sl=0 port=1 src_path_bits=0]
        [c561-005:668095:0:668095] ib_mlx5_log.c:179  Remote operation error on mlx5_0:1/IB (synd 0x14 vend 0x89 hw_synd 0/0)
        [c561-005:668095:0:668095] ib_mlx5_log.c:179  RC QP 0xa9e wqe[2]: RDMA_READ s-- [rva 0x14d89d80e880 rkey 0x185621] [va 0x1525ad320000 len 55296 lkey 0x180fce] [rqpn 0x247 dlid=5 sl=0 port=1 src_path_bits=0]
        [c561-004:493849:0:493849] ib_mlx5_log.c:179  Remote operation error on mlx5_0:1/IB (synd 0x14 vend 0x89 hw_synd 0/0)
        [c561-004:493849:0:493849] ib_mlx5_log.c:179  RC QP 0x242 wqe[0]: RDMA_READ s-- [rva 0x14dfe95c1080 rkey 0x185823] [va 0x1504c5588800 len 55296 lkey 0x17fab9] [rqpn 0xa96 dlid=4 sl=0 port=1 src_path_bits=0]
        ==== backtrace (tid: 493850) ====
        0 0x0000000000012a10 uct_ib_mlx5_completion_with_err()  ???:0
        1 0x0000000000027e0c uct_rc_mlx5_iface_handle_failure()  ???:0
        2 0x0000000000013a95 uct_ib_mlx5_check_completion()  ???:0
        """,
        "A multi-node MPI application on TACC Stampede3 crashes in MPI_Waitall with remote-operation "
        "errors on RDMA_READs between two nodes (c561-004 and c561-005 accuse each other). The thread is "
        "open with no diagnosis. A remote operation error on a rendezvous read points at the peer's "
        "memory registration (a software or configuration fault that would recur) as much as at the "
        "fabric; with both nodes reporting it, the log does not settle it: a human has to look.",
        ambiguous=True,
    ),
    real(
        GH + "openucx/ucx/issues/5472",
        "openucx/ucx",
        "network_error",
        "network_fabric",
        USER,
        "Remote QP on mlx5_0:1/IB (synd 0x14 vend 0x89 hw_synd 0/0)",
        r"""
        [sh03-01n01:26318:0:26318] ib_mlx5_log.c:139  Remote QP on mlx5_0:1/IB (synd 0x14 vend 0x89 hw_synd 0/0)
        [sh03-01n01:26318:0:26318] ib_mlx5_log.c:139  DCI QP 0x18162 wqe[41]: RDMA_READ s-- [rqpn 0x86f1 rlid 99] [rva 0x7f0c6162b688 rkey 0x31633] [va 0x7f7935777c88 len 3960 lkey 0x38e3f]
        ==== backtrace (tid:  26318) ====
         0  /share/software/user/open/ucx/1.8.1/lib/libucs.so.0(ucs_handle_error+0x1ac) [0x7f79af9b000c]
         1  /share/software/user/open/ucx/1.8.1/lib/libucs.so.0(ucs_fatal_error_message+0x50) [0x7f79af9acf30]
         2  /share/software/user/open/ucx/1.8.1/lib/libucs.so.0(+0x28ef8) [0x7f79af9b0ef8]
         3  /share/software/user/open/ucx/1.8.1/lib/libucs.so.0(ucs_log_dispatch+0xcc) [0x7f79af9b102c]
         4  /share/software/user/open/ucx/1.8.1/lib/ucx/libuct_ib.so.0(uct_ib_mlx5_completion_with_err+0x2a9) [0x7f79aecc3ff9]
         5  /share/software/user/open/ucx/1.8.1/lib/ucx/libuct_ib.so.0(+0x5e1c1) [0x7f79aed021c1]
         6  /share/software/user/open/ucx/1.8.1/lib/libucp.so.0(ucp_worker_progress+0x6a) [0x7f79b44c250a]
        """,
        "Simple HPL runs across a couple of nodes with UCX 1.8.x abort with a remote-QP error on an "
        "RDMA_READ every time UCX_TLS=rc or dc (or all) is used, while UCX_TLS=ud works for the exact same "
        "command. The thread is open without a root cause; the label rests on the reporter's "
        "observations: deterministic with those transports, so a restart fails the same way; the job "
        "needs a transport/stack configuration change.",
    ),
    real(
        GH + "openucx/ucx/issues/3564",
        "openucx/ucx",
        "network_error",
        "user_code",
        USER,
        "rc_verbs_iface.c:67   send completion with error: local protection error",
        r"""
        # OSU MPI-CUDA Bandwidth Test v5.6.1
        # Send Buffer on DEVICE (D) and Receive Buffer on DEVICE (D)
        # Size      Bandwidth (MB/s)
        mlx5:  got completion with error:
        00000000 00000000 00000000 00000000
        00000000 00000000 00000000 00000000
        0000000d 00000000 00000000 00000000
        00000000 02005104 0a00061e 000164d2
        rc_verbs_iface.c:67   send completion with error: local protection error

        src/ucs/../../../src/ucs/debug/assert.c: [ ucs_fatal_error_message() ]
              ...
               33     }
               34
               35     ucs_handle_error(message_buf);
        ==>    36     abort();
               37 }
        """,
        "osu_bw on CUDA device memory between two multi-GPU, multi-HCA NUMA nodes: whenever "
        "CUDA_VISIBLE_DEVICES and UCX_NET_DEVICES pair a GPU and an HCA on different sockets, the first "
        "GPUDirect RDMA send fails with a local protection error; same-socket pairs work. No posted fix "
        "(closed); the label rests on the reporter's finding: a device-pairing/topology configuration "
        "that fails on every run, not a transient fault.",
    ),
    # --- aws/aws-ofi-nccl: EFA / libfabric plugin failures ----------------------------------------
    real(
        GH + "aws/aws-ofi-nccl/issues/663",
        "aws/aws-ofi-nccl",
        "network_error",
        "network_fabric",
        USER,
        "NET/OFI Unable to insert remote address into address vector for device 1. RC: 0",
        r"""
        [rank1]: torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1970, internal error - please report this issue to the NCCL developers, NCCL version 2.20.5
        [rank1]: ncclInternalError: Internal check failed.
        [rank1]: Last error:
        [rank1]: NET/OFI Unable to insert remote address into address vector for device 1. RC: 0
        """,
        "The most basic torch.distributed all_reduce on two p5.48xlarge instances fails every time over "
        "EFA (it works with NCCL_NET=Socket). A maintainer pointed at the EFA security-group rules (an "
        "inbound and an outbound all-traffic rule naming the group itself); the reporter confirmed the "
        "missing outbound rule was the problem. Network configuration: recurs until fixed.",
    ),
    real(
        GH + "aws/aws-ofi-nccl/issues/1020",
        "aws/aws-ofi-nccl",
        "network_error",
        "user_code",
        USER,
        "NCCL WARN NET/OFI OFI fi_getinfo() call failed: No data available",
        r"""
        [2025-10-16 22:16:08] ip-172-31-3-90:1929:1937 [0] nccl_net_ofi_rdma_init:7978 NCCL WARN NET/OFI OFI fi_getinfo() call failed: No data available
        """,
        "nccl-tests in an NGC PyTorch container on two p5.48xlarge: the OFI plugin finds no EFA provider. "
        "A maintainer asked whether the EFA devices are visible in the container; the reporter found the "
        "/dev/infiniband devices were not passed into the container, and exposing them fixed it. "
        "Container configuration: recurs until the job spec is fixed.",
    ),
    real(
        GH + "aws/aws-ofi-nccl/issues/22",
        "aws/aws-ofi-nccl",
        "network_error",
        "unknown",
        HUMAN,
        "infiniband efa_0: Failed to process command ALLOC_PD (opcode 14) comp_status 1 err -12",
        r"""
        INFO: Function: ofi_init Line: 686: NET/OFI Selected Provider is efa
        INFO: Function: main Line: 49: NET/OFI Process rank 0 started. NCCLNet device used on ip-172-0-1-23 is AWS Libfabric.
        INFO: Function: main Line: 53: NET/OFI Received 1 network devices
        INFO: Function: main Line: 57: NET/OFI Server: Listening on dev 0
        INFO: Function: ofi_init Line: 686: NET/OFI Selected Provider is efa
        INFO: Function: main Line: 49: NET/OFI Process rank 1 started. NCCLNet device used on ip-172-0-1-161 is AWS Libfabric.
        INFO: Function: main Line: 53: NET/OFI Received 1 network devices
        INFO: Function: main Line: 57: NET/OFI Server: Listening on dev 0
        WARN: Function: create_nccl_ofi_component Line: 459: NET/OFI Couldn't open AV. RC: -22, ERROR: Invalid argument
        WARN: Function: create_nccl_ofi_component Line: 459: NET/OFI Couldn't open AV. RC: -22, ERROR: Invalid argument
        [ 1632.420956] infiniband efa_0: Failed to process command ALLOC_PD (opcode 14) comp_status 1 err -12
        [ 1632.420957] infiniband efa_0: Failed to allocate pd[-12]
        """,
        "A two-node nccl_message_transfer test (EFA 1.5, Ubuntu 18.04) hangs at 100% CPU after both ranks "
        "fail to open the libfabric address vector; the kernel log shows the EFA device refusing to "
        "allocate a protection domain (-12). The issue is open with no answer. The EFA device running out "
        "of resources (or an installer/driver mismatch) on one instance cannot be told apart from the "
        "excerpt, and neither the node nor the cause is settled: a human has to look.",
        ambiguous=True,
    ),
    real(
        GH + "aws/aws-ofi-nccl/issues/24",
        "aws/aws-ofi-nccl",
        "network_error",
        "unknown",
        HUMAN,
        "NCCL WARN NET/OFI Couldn't open AV. RC: -22, ERROR: Invalid argument",
        r"""
        [1,7]<stdout>:ip-172-32-38-1:21471:22316 [7] NCCL INFO Ring 00 : 7 -> 8 [send] via NET/AWS Libfabric/0
        [1,15]<stdout>:ip-172-32-34-121:70560:71394 [7] NCCL INFO Ring 00 : 15 -> 16 [send] via NET/AWS Libfabric/0
        [1,30]<stdout>:ip-172-32-36-209:8720:9567 [6] NCCL INFO Ring 00 : 30[6] -> 28[4] via P2P/IPC
        [1,23]<stdout>:ip-172-32-45-165:72593:73427 [7] NCCL INFO Ring 00 : 23 -> 24 [send] via NET/AWS Libfabric/0
        [1,31]<stdout>:ip-172-32-36-209:8800:9549 [7] NCCL INFO NET/OFI No NIC info for dev 0
        [1,31]<stdout>:ip-172-32-36-209:8800:9549 [7] NCCL INFO include/net.h:24 -> 2
        [1,23]<stdout>:
        [1,23]<stdout>:ip-172-32-45-165:72593:73427 [7] create_nccl_ofi_component:459 NCCL WARN NET/OFI Couldn't open AV. RC: -22, ERROR: Invalid argument
        """,
        "A multi-node Horovod job over EFA hangs during NCCL ring setup after rank 23 (on "
        "ip-172-32-45-165) cannot open the libfabric address vector (EINVAL). No cause was posted in what "
        "the thread shows. An EFA resource or libfabric/plugin version problem on that instance and a "
        "configuration that fails every run both fit; the label rests on the log: a human has to look "
        "(rank 23 is the one that reports it).",
        culprit={"nodes": ["ip-172-32-45-165"], "ranks": [23]},
        ambiguous=True,
    ),
    real(
        GH + "aws/aws-ofi-nccl/issues/715",
        "aws/aws-ofi-nccl",
        "network_error",
        "unknown",
        HUMAN,
        "NCCL WARN NET/OFI aws-ofi-nccl initialization failed",
        r"""
          | 2024-11-28T07:42:11.528Z | algo-1:17774:17853 [1] nccl_net_ofi_create_plugin:259 NCCL WARN NET/OFI aws-ofi-nccl initialization failed
          | 2024-11-28T07:42:11.528Z | algo-1:17780:17851 [7] NCCL INFO NET/Socket : Using [0]eth0:10.0.227.37<0>
          | 2024-11-28T07:42:11.528Z | algo-1:17774:17853 [1] NCCL INFO NCCL_IB_DISABLE set by environment to 1.
          | 2024-11-28T07:42:11.528Z | algo-1:17780:17851 [7] NCCL INFO Using non-device net plugin version 0
          | 2024-11-28T07:42:11.528Z | algo-1:17774:17853 [1] NCCL INFO NCCL_SOCKET_IFNAME set by environment to eth0
          | 2024-11-28T07:42:11.528Z | algo-1:17780:17851 [7] NCCL INFO Using network Socket
          | 2024-11-28T07:42:11.528Z | algo-1:17774:17853 [1] NCCL INFO NET/Socket : Using [0]eth0:10.0.227.37<0>
          | 2024-11-28T07:42:14.532Z | algo-1:17774:17862 [1] misc/socket.cc:717 NCCL WARN ncclSocketInit: connecting to address with family 33022 is neither AF_INET(2) nor AF_INET6(10)
          | 2024-11-28T07:42:14.532Z | algo-1:17774:17862 [1] NCCL INFO transport/net_socket.cc:331 -> 3
          | 2024-11-28T07:42:14.532Z | algo-1:17774:17862 [1] NCCL INFO transport/net.cc:687 -> 3
        """,
        "A SageMaker DLRM job on two p4d.24xlarge fails with an NCCL DistBackendError whenever its data "
        "download before torchrun takes more than 20 minutes. In the NCCL_DEBUG log the OFI plugin fails to "
        "initialise on a local rank, which falls back to sockets and then tries to connect to a peer "
        "address of garbage family 33022 (peers advertising EFA addresses). The thread closed without a "
        "stated cause; the log shows ranks disagreeing on the network transport but not why the plugin "
        "failed: a human has to look.",
        ambiguous=True,
    ),
    real(
        GH + "aws/aws-ofi-nccl/issues/889",
        "aws/aws-ofi-nccl",
        "network_error",
        "user_code",
        USER,
        "NCCL WARN NET/OFI Creating new endpoint for domain 0x7ef453a99380 failed: Invalid argument",
        r"""
          | 2025-05-16T16:39:55.216-07:00 | ip-10-36-29-253:84:2553 [0] platform_config_endpoint:626 NCCL WARN NET/OFI GDR disabled on GDR-supported instance type p4d.24xlarge
          | 2025-05-16T16:39:55.216-07:00 | ip-10-36-29-253:84:2553 [0] nccl_net_ofi_domain_get_ep:969 NCCL WARN NET/OFI Creating new endpoint for domain 0x7ef453a99380 failed: Invalid argument
          | 2025-05-16T16:39:55.216-07:00 | ip-10-36-29-253:84:2553 [0] nccl_net_ofi_create_plugin:335 NCCL WARN NET/OFI aws-ofi-nccl initialization failed
          | 2025-05-16T16:39:55.216-07:00 | ip-10-36-29-253:84:2553 [0] nccl_net_ofi_init:155 NCCL WARN NET/OFI Initializing plugin failed
          | 2025-05-16T16:39:55.216-07:00 | ip-10-36-29-253:84:2553 [0] NCCL INFO NCCL_SOCKET_IFNAME set by environment to eth0
          | 2025-05-16T16:39:55.216-07:00 | ip-10-36-29-253:84:2553 [0] NCCL INFO NET/IB : No device found.
          | 2025-05-16T16:39:55.217-07:00 | ip-10-36-29-253:84:2553 [0] NCCL INFO NCCL_SOCKET_IFNAME set by environment to eth0
          | 2025-05-16T16:39:55.217-07:00 | ip-10-36-29-253:84:2553 [0] NCCL INFO NET/Socket : Using [0]eth0:10.36.29.253<0>
        """,
        "A containerised training job on p4d.24xlarge: the OFI plugin reports GDR disabled on a "
        "GDR-capable instance, cannot create its endpoint and NCCL falls back to sockets. The maintainer "
        "confirmed the EFA driver exposes GPUDirect and traced it to Libfabric in the container (fi_info "
        "with FI_HMEM returned nothing for the reporter): the container's EFA/Libfabric stack lacks GPU "
        "memory support. An environment problem that recurs on every run until the image is fixed.",
    ),
    # --- NVIDIA/nccl-tests ----------------------------------------------------------------------------
    real(
        GH + "NVIDIA/nccl-tests/issues/276",
        "NVIDIA/nccl-tests",
        "nvlink_error",
        "node_hardware",
        CORDON,
        "transport/nvls.cc:223 NCCL WARN Cuda failure 999 'unknown error",
        r"""
        gpu47:4962:5097 [1] transport/nvls.cc:223 NCCL WARN Cuda failure 999 'unknown error
        """,
        "Random 'unhandled cuda error' in two-node all_reduce_perf on 8x H200 NVSwitch nodes, failing in "
        "NVLS (NVLink SHARP) setup on gpu47. The NCCL maintainer: this nvls.cc warning is usually the "
        "fabric manager having been restarted without a GPU reset; the reporter found the fabric manager "
        "in a non-critical error state and an FM/GPU reset fixed it. The node's NVLink fabric state is "
        "broken until an admin resets it: drain gpu47.",
        culprit={"nodes": ["gpu47"], "ranks": []},
    ),
    real(
        GH + "NVIDIA/nccl-tests/issues/264",
        "NVIDIA/nccl-tests",
        "nvlink_error",
        "node_hardware",
        HUMAN,
        "test: Test CUDA failure common.cu:941 'system not yet initialized'",
        r"""
        [root@test nccl-tests-master]# ./build/all_reduce_perf -b 8 -e 128M -f 2 -g 8
        # nThread 1 nGpus 8 minBytes 8 maxBytes 134217728 step: 2(factor) warmup iters: 5 iters: 20 agg iters: 1 validation: 1 graph: 0
        #
        # Using devices
        test: Test CUDA failure common.cu:941 'system not yet initialized'
         .. test pid 54340: Test failure common.cu:891
        """,
        "all_reduce_perf on an 8x H100 server fails at CUDA initialisation with error 802. The reporter "
        "resolved it by enabling the fabric-manager service; later commenters confirm that without "
        "nvidia-fabricmanager enabled the error returns after every reboot. The node's NVSwitch software "
        "must be fixed by an admin; a rerun on the same node fails the same way.",
        culprit={"nodes": ["test"], "ranks": []},
    ),
    real(
        GH + "NVIDIA/nccl-tests/issues/338",
        "NVIDIA/nccl-tests",
        "nvlink_error",
        "node_hardware",
        HUMAN,
        "gpu: Test CUDA failure common.cu:1030 'system not yet initialized'",
        r"""
        # Using devices
        gpu: Test CUDA failure common.cu:1030 'system not yet initialized'
         .. gpu pid 3018: Test failure common.cu:937
        --------------------------------------------------------------------------
        Primary job  terminated normally, but 1 process returned
        a non-zero exit code. Per user-direction, the job has been aborted.
        --------------------------------------------------------------------------
        --------------------------------------------------------------------------
        An MPI communication peer process has unexpectedly disconnected.  This
        usually indicates a failure in the peer process (e.g., a crash or
        otherwise exiting without calling MPI_FINALIZE first).
        """,
        "A two-node nccl-tests run on H20 GPUs stops at CUDA initialisation with error 802 "
        "(cudaErrorSystemNotReady) and mpirun aborts the job. The thread closed without a posted cause in "
        "what the search showed; the label rests on the log: 802 is what CUDA returns on an NVSwitch "
        "system whose fabric manager is not running or not ready, a node software state an admin must fix "
        "before the node is used again.",
    ),
    real(
        GH + "NVIDIA/nccl-tests/issues/102",
        "NVIDIA/nccl-tests",
        "connection_error",
        "unknown",
        HUMAN,
        "host3: Test NCCL failure common.cu:1125 'unhandled system error'",
        r"""
        # nThread 1 nGpus 1 minBytes 8 maxBytes 16 step: 2(factor) warmup iters: 5 iters: 20 validation: 1
        #
        # Using devices
        #   Rank  0 Pid 3590428 on     host3 device  0 [0x07] NVIDIA A100-SXM4-40GB
        #   Rank  1 Pid 450047 on     host4 device  0 [0x07] NVIDIA A100-SXM4-40GB
        host3: Test NCCL failure common.cu:1125 'unhandled system error'
         .. host3 pid 3590858: Test failure common.cu:1017
        """,
        "Two-node all_reduce_perf (MPICH or Open MPI, A100 nodes) hangs for over six minutes in NCCL "
        "initialisation and then fails with 'unhandled system error' on host3. The issue is open without "
        "a diagnosis. A bootstrap connection that never completes is usually interface selection or a "
        "firewall between the nodes (a configuration that recurs) but can be a network fault; the "
        "excerpt has no NCCL_DEBUG detail: a human has to look.",
        ambiguous=True,
    ),
    real(
        GH + "NVIDIA/nccl-tests/issues/294",
        "NVIDIA/nccl-tests",
        "connection_error",
        "unknown",
        HUMAN,
        "NCCL WARN Net : connecting to address  with family 33621 is neither AF_INET(2) nor AF_INET6(10)",
        r"""
        h100-4:739787:739914 [1] NCCL INFO Using network IBext_v6

        h100-4:739787:739914 [1] misc/socket.cc:397 NCCL WARN Net : connecting to address  with family 33621 is neither AF_INET(2) nor AF_INET6(10)
        h100-4:739787:739914 [1] NCCL INFO bootstrap.cc:256 -> 3
        h100-4:739787:739914 [1] NCCL INFO init.cc:516 -> 3
        h100-4:739787:739914 [1] NCCL INFO init.cc:1089 -> 3
        h100-4:739787:739914 [1] NCCL INFO group.cc:64 -> 3 [Async thread]
        h100-4:739787:739787 [1] NCCL INFO group.cc:421 -> 3
        h100-4:739787:739787 [1] NCCL INFO group.cc:106 -> 3
        h100-4: Test NCCL failure common.cu:1057 'internal error / '
         .. h100-4 pid 739787: Test failure common.cu:893
        """,
        "A 16-rank all_reduce_perf across two H100 nodes (h100-2, h100-4) with the HPC-X SHARP plugin: "
        "the ranks on h100-4 read a peer address of nonsense family 33621 during bootstrap and abort with "
        "'internal error'. The issue is open with no conclusion. Garbage bootstrap addresses usually mean "
        "the processes do not agree on the exchanged data (mismatched NCCL/plugin builds or launch "
        "setup), which would recur, but the thread does not show it: a human has to look.",
        ambiguous=True,
    ),
    real(
        GH + "NVIDIA/nccl-tests/issues/66",
        "NVIDIA/nccl-tests",
        "cuda_error",
        "unknown",
        HUMAN,
        "Test CUDA failure common.cu:730 'unknown error'",
        r"""
        Test CUDA failure common.cu:730 'unknown error'
        """,
        "all_reduce_perf from the deepops/nccl-tests container on a V100-SXM2 node (driver 460.32.03) "
        "fails at a CUDA call with 'unknown error' (999), while nvidia-smi lists healthy GPUs with no "
        "ECC errors. The thread closed without a posted cause. CUDA's unknown error can come from a GPU "
        "or driver in a bad state or from the container setup; no Xid or other signature is in the "
        "excerpt: a human has to look.",
        ambiguous=True,
    ),
    # --- kubernetes/kubernetes: GPU pods and kubelet --------------------------------------------------
    real(
        GH + "kubernetes/kubernetes/issues/97131",
        "kubernetes/kubernetes",
        "gpu_xid",
        "node_hardware",
        CORDON,
        "nvml: GPU is lost, which is unexpected",
        r"""
        Message:        Pod Allocate failed due to device plugin GetPreferredAllocation rpc failed with err: rpc error: code = Unknown desc = Unable to retrieve list of available devices: error creating nvml.Device 5: nvml: GPU is lost, which is unexpected

        bash$ kubectl get pods
        NAME          READY   STATUS                     RESTARTS   AGE
        rojin-2q6ld   0/1     UnexpectedAdmissionError   0          4s
        """,
        "A GPU job that worked the night before is rejected at admission: the NVIDIA device plugin "
        "cannot enumerate the node's GPUs because NVML reports GPU 5 as lost. Deleting and recreating the "
        "job helped once, then no longer. The thread went stale without a diagnosis; the label rests on "
        "the log: a GPU that has fallen off the bus is a node hardware fault (reboot/repair), so the node "
        "is drained and the job placed elsewhere (the log names no host).",
    ),
    real(
        GH + "kubernetes/kubernetes/issues/42412",
        "kubernetes/kubernetes",
        "other",
        "framework_bug",
        USER,
        "requested number of GPUs unavailable. Requested: 4, Available: 0",
        r"""
        root@slave2:/home/zhangjian/testK8s# kubectl get pods
        NAME      READY     STATUS    RESTARTS   AGE
        gpu       1/1       Running   0          7s
        root@slave2:/home/zhangjian/testK8s# kubectl get pods
        NAME      READY     STATUS      RESTARTS   AGE
        gpu       0/1       Completed   0          20s
        root@slave2:/home/zhangjian/testK8s# kubectl get pods
        NAME      READY     STATUS                                                             RESTARTS   AGE
        gpu       0/1       requested number of GPUs unavailable. Requested: 4, Available: 0   0          36s
        """,
        "A pod using all four GPUs of a node completes and its container is restarted, but the new "
        "container cannot get the GPUs: the kubelet (1.6 experimental multi-GPU support) still counts them "
        "as held by the dead container. Maintainers fixed it in the kubelet (PR 42942); until then every "
        "container restart hits it (workaround: restartPolicy Never). A kubelet bug that recurs.",
    ),
    real(
        GH + "kubernetes/kubernetes/issues/52386",
        "kubernetes/kubernetes",
        "other",
        "framework_bug",
        HUMAN,
        "observed -2097758044639028Ki",
        r"""
        I0913 15:20:47.884880  104204 helpers.go:826] eviction manager: thresholds - reclaim not satisfied: threshold [signal=memory.available, quantity=100Mi] observed -2097758044639028Ki
        I0913 15:20:47.884883  104204 helpers.go:826] eviction manager: thresholds - updated stats: threshold [signal=memory.available, quantity=100Mi] observed -2097758044639028Ki
        I0913 15:20:47.884896  104204 eviction_manager.go:288] eviction manager: node conditions - observed: [MemoryPressure]
        """,
        "A node reports MemoryPressure and the kubelet evicts pods although top shows plenty of free "
        "memory and requests are at 56%. The kubelet's own log shows memory.available observed as an "
        "impossible negative value. The thread went stale without a fix; the label rests on the log: the "
        "node agent's memory accounting is broken, so evictions on that node are spurious and will go on "
        "until someone fixes the kubelet/cgroup stats there; not the workload's fault and not a restart.",
    ),
    # --- NVIDIA/gpu-operator: validator and operand pods ----------------------------------------------
    real(
        GH + "NVIDIA/gpu-operator/issues/1043",
        "NVIDIA/gpu-operator",
        "nvlink_error",
        "node_hardware",
        HUMAN,
        "Failed to allocate device vector A (error code system not yet initialized)!",
        r"""
        "Failed to allocate device vector A (error code system not yet initialized)! [Vector addition of 5000 elements]
        """,
        "After installing the GPU operator (24.3.0 and 24.6.2) the CUDA validator stays in "
        "Init/CrashLoopBackOff with error 802, and GPU pods scheduled anyway fail in NCCL tools. The "
        "reporter resolved it by making the host's fabric manager match the driver/CUDA version, and "
        "explains that NVSwitch systems need nvidia-fabricmanager installed and running. Node NVSwitch "
        "software that an admin must fix; recurs until then.",
    ),
    real(
        GH + "NVIDIA/gpu-operator/issues/898",
        "NVIDIA/gpu-operator",
        "cuda_error",
        "unknown",
        HUMAN,
        "nvidia-container-cli: initialization error: nvml error: driver/library version mismatch: unknown",
        r"""
            State:       Waiting
              Reason:    CrashLoopBackOff
            Last State:  Terminated
              Reason:    StartError
              Message:   failed to create containerd task: failed to create shim task: OCI runtime create failed: runc create failed: unable to start container process: error during container init: error running hook #0: error running hook: exit status 1, stdout: , stderr: Auto-detected mode as 'legacy'
        nvidia-container-cli: initialization error: nvml error: driver/library version mismatch: unknown
              Exit Code:    128
        """,
        "The operator validator's toolkit-validation container cannot start on the node: the NVIDIA "
        "container hook finds the user-space NVML library and the loaded kernel driver at different "
        "versions. The issue is open with no answer; the label rests on the log: a driver updated under a "
        "loaded kernel module (or a mixed install) on that node, fixed by a person reloading the module, "
        "reinstalling or rebooting; every GPU container on the node fails until then.",
    ),
    real(
        GH + "NVIDIA/gpu-operator/issues/129",
        "NVIDIA/gpu-operator",
        "cuda_error",
        "unknown",
        HUMAN,
        "Failed to allocate device vector A (error code all CUDA-capable devices are busy or unavailable)!",
        r"""
        Failed to allocate device vector A (error code all CUDA-capable devices are busy or unavailable)!
        [Vector addition of 50000 elements]
        +-----------------------------------------------------------------------------+
        | NVIDIA-SMI 450.80.02    Driver Version: 450.80.02    CUDA Version: 11.0     |
        |-------------------------------+----------------------+----------------------+
        | GPU  Name        Persistence-M| Bus-Id        Disp.A | Volatile Uncorr. ECC |
        | Fan  Temp  Perf  Pwr:Usage/Cap|         Memory-Usage | GPU-Util  Compute M. |
        |                               |                      |               MIG M. |
        |===============================+======================+======================|
        |   0  A100-PCIE-40GB      On   | 00000000:D8:00.0 Off |                   On |
        """,
        "GPU operator 1.4.0 on OpenShift 4.6.9: the driver builds and nvidia-smi works, but the "
        "driver-validation vectorAdd pod crash-loops because no CUDA device is usable, with no process on "
        "the GPU. The A100 shows MIG mode On; a GPU in MIG mode with no MIG instances created cannot run "
        "plain CUDA work, which a maintainer names as the cause of the same error in a later thread, but "
        "this thread shows no conclusion. The label rests on the log: a human has to look.",
        ambiguous=True,
    ),
    real(
        GH + "NVIDIA/gpu-operator/issues/707",
        "NVIDIA/gpu-operator",
        "other",
        "transient",
        RESTART,
        '"nvidia-smi": executable file not found in $PATH: unknown',
        r"""
        "nvidia-smi": executable file not found in $PATH: unknown
        """,
        "After a GPU node reboots, a pod pinned to it starts before the operator has reinstalled the "
        "driver and container toolkit, and its command fails because nvidia-smi is not there yet; "
        "replacing the pod works. The maintainer: it takes 3-5 minutes after a reboot for the GPU stack to "
        "be ready and these errors are expected until then. A passing state of the node: restart the job "
        "once the stack is up.",
    ),
    real(
        GH + "NVIDIA/gpu-operator/issues/1900",
        "NVIDIA/gpu-operator",
        "cuda_error",
        "framework_bug",
        USER,
        "cuda-validation Failed to allocate device vector A (error code no CUDA-capable device is detected)!",
        r"""
        cuda-validation Failed to allocate device vector A (error code no CUDA-capable device is detected)!

        cuda-validation [Vector addition of 50000 elements]

        stream closed EOF for gpu-operator/nvidia-cuda-validator-r6nsb (cuda-validation)
        """,
        "GPU operator v25.10 on a K3s node with a host-installed driver and container toolkit and "
        "time-slicing: every operand starts except the CUDA validator, which sees no CUDA device. The "
        "reporter downgraded to v25.3.2 and everything worked; maintainers asked for must-gather logs. "
        "Labelled from the reporter's fix: the failure follows the operator version on this setup and "
        "recurs until the version or configuration changes.",
    ),
    real(
        GH + "NVIDIA/gpu-operator/issues/277",
        "NVIDIA/gpu-operator",
        "cuda_error",
        "user_code",
        USER,
        "Failed to allocate device vector A (error code forward compatibility was attempted on non supported HW)!",
        r"""
        [Vector addition of 50000 elements]
        Failed to allocate device vector A (error code forward compatibility was attempted on non supported HW)!
        """,
        "The operator's nvidia-cuda-validator init container fails on an Ubuntu 20.04 node running the "
        "host-installed 450 driver. CUDA's error means the image's newer CUDA runtime tried to use the "
        "forward-compatibility package on a GPU/driver that does not support it: a driver older than the "
        "validator's CUDA. The thread closed without a posted fix in what was seen; the label rests on the "
        "log: a version mismatch that recurs until the driver or image changes.",
    ),
]
