# ruff: noqa
"""Real excerpts, batch Y: the network fabric outside NCCL's own repositories: ibverbs applications,
perftest, UCX under NIXL/Dynamo, libvma, NVSHMEM and an NCCL topology bug under NeMo. Mostly RDMA set-up
failures (a queue pair that cannot be moved to RTR, an address handle that cannot be created, a
completion error on the first messages) that the threads traced to configuration or code and that fail
every run. Verbatim log lines as printed in public threads (each repository maps to the dev fold and was
not in the corpus before)."""

from __future__ import annotations

from real_kit import HUMAN, USER, real

GH = "https://github.com/"


CASES = [
    real(
        GH + "SJTU-IPADS/wukong/issues/5",
        "SJTU-IPADS/wukong",
        "network_error",
        "user_code",
        USER,
        "with error transport retry counter exceeded",
        r"""
         got bad completion with status: 0xc, vendor syndrome: 0x81, with error transport retry counter exceeded, qp n:1 t:0
         """,
        "Wukong on a RoCE network: the first RDMA write never completes (status 0xc = 12, transport retry "
        "counter exceeded). The maintainer answers that Wukong's connection code does not support RoCE yet "
        "(a RoCE queue pair needs extra addressing information) and points to their new RDMA library. "
        "The code cannot reach the peer on this fabric at all: it recurs on every run until the code or "
        "the network changes.",
    ),
    real(
        GH + "madsys-dev/smart/issues/2",
        "madsys-dev/smart",
        "network_error",
        "user_code",
        USER,
        "enable_queue_pair(): ibv_modify_qp: Invalid argument",
        r"""
         smart/smart/resource_manager.cpp:623: enable_queue_pair(): ibv_modify_qp: Invalid argument,
         """,
        "Moving a queue pair INIT -> RTR fails with EINVAL: the code built the address vector without a "
        "global route header (is_global = 0), which a RoCE port requires. The maintainers changed the code "
        "to set is_global = 1. Invalid QP attributes for the port fail the same way on every run: "
        "configuration/code, notify the owner.",
    ),
    real(
        GH + "linux-rdma/perftest/issues/173",
        "linux-rdma/perftest",
        "network_error",
        "unknown",
        USER,
        "Failed status 4: wr_id 0 syndrom 0x51",
        r"""
         Completion with error at client
           Failed status 4: wr_id 0 syndrom 0x51
         scnt=828, ccnt=700
           Failed to complete run_iter_bw function successfully
         """,
        "ib_write_bw between two A100 GPUs with --use_cuda fails with status 4 (IBV_WC_LOC_PROT_ERR, a local "
        "protection error on GPU memory). The maintainer relates it to the MMIO base setting in the "
        "system BIOS and points to a vendor fix; the reporter did not confirm. A protection error on "
        "registered GPU memory is the memory-registration / platform setup, not the link, and repeats "
        "on the same nodes: notify (label rests on the log and the maintainer's pointer).",
    ),
    real(
        GH + "linux-rdma/perftest/issues/262",
        "linux-rdma/perftest",
        "network_error",
        "user_code",
        USER,
        "ethernet_read_keys: Couldn't read remote address",
        r"""
         Completion with error at client
         ethernet_read_keys: Couldn't read remote address
         """,
        "ib_write_bw fails on the client with a completion error and on the server while exchanging the "
        "QP keys over its TCP side channel. Another user got it running after installing the RDMA "
        "user-space libraries and tools (libibverbs, librdmacm, rdma-core utilities). A missing user-space "
        "stack fails the same way every run: configuration, notify.",
    ),
    real(
        GH + "Mellanox/libvma/issues/691",
        "Mellanox/libvma",
        "network_error",
        "unknown",
        HUMAN,
        "failed to modify QP from ERR to INIT state",
        r"""
         VMA ERROR: qpm[0x2361a80]:625:prepare_ibv_qp() failed to modify QP from ERR to INIT state (ret = -3)
         """,
        "libvma cannot move its queue pair to INIT on a CentOS 7 host with a ConnectX-3 over bonding with "
        "VLANs. The maintainer suggests leftovers of an older libibverbs install or RoCE LAG; the suggested "
        "workaround did not help and the thread ends without a cause. Driver install or bonding setup, "
        "neither confirmed: ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "ai-dynamo/dynamo/issues/814",
        "ai-dynamo/dynamo",
        "network_error",
        "unknown",
        HUMAN,
        "for UD mlx5 connect on mlx5_0 failed: No such device",
        r"""
         Loaded plugin UCX
         Loaded plugin UCX_MO
         Loaded plugin GDS
         [1745499308.854013] [9fd0c21b0f7c:760  :0]       ib_device.c:1332 UCX  ERROR   ibv_create_ah(dlid=49152 sl=0 port=1 src_path_bits=0 dgid=fe80::5aa2:e1ff:fefe:c130 flow_label=0xffffffff sgid_index=0 traffic_class=0) for UD mlx5 connect on mlx5_0 failed: No such device
         [1745499308.855116] [9fd0c21b0f7c:760  :0]      ucp_worker.c:2903 UCX  WARN  worker 0x754a6ee0: 10 pending operations were not flushed
         [1745499308.859717] [9fd0c21b0f7c:760  :0]        rc_iface.c:796  UCX  WARN  some eps were not destroyed
         [1745499308.859784] [9fd0c21b0f7c:760  :0]         ib_mlx5.h:965  UCX  WARN  mlx5dv_devx_obj_destroy(SRQ) failed: Invalid argument
         """,
        "Two-node NIXL (UCX) KV transfer in a container on RoCE: UCX cannot create the address handle to the "
        "peer (sgid_index 0, a link-local GID) when it connects. NIXL's maintainers note a trend of failures "
        "on RoCE networks and track this issue to find out whether it is their UCX backend or the setup "
        "(nixl issue 201); it is still open. GID/device configuration or a backend bug: ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "NVIDIA-NeMo/Speech/issues/13996",
        "NVIDIA-NeMo/Speech",
        "other",
        "framework_bug",
        USER,
        "NCCL WARN Could not find NET with id 0",
        r"""
         ----------------------------------------------------------------------------------------------------
         distributed_backend=nccl
         All distributed processes registered. Starting with 32 processes
         ----------------------------------------------------------------------------------------------------

         graph/topo.h:230 NCCL WARN Could not find NET with id 0
         """,
        "Multi-node fine-tuning in the NeMo 25.04+ containers fails right after the process group forms, on two "
        "InfiniBand clusters; single-node runs work. The reporter fixed it by upgrading NCCL to 2.27.3 (an "
        "NCCL topology bug with NIC fusion in the container's version). A library version that fails the "
        "same way on every launch: notify the owner to change the container/NCCL version.",
    ),
    real(
        GH + "NVIDIA/nvshmem/issues/45",
        "NVIDIA/nvshmem",
        "network_error",
        "user_code",
        USER,
        "Error in mlx5dv_devx_obj_modify for INIT2RTR_QP",
        r"""
         15:35:48.149 /opt/nvshmem/nvshmem_src/src/modules/transport/ibgda/ibgda.cpp:1393: non-zero status: 121 Error in mlx5dv_devx_obj_modify for INIT2RTR_QP with syndrome 764216
         15:35:48.149
         15:35:48.149 /opt/nvshmem/nvshmem_src/src/modules/transport/ibgda/ibgda.cpp:3005: non-zero status: 7 ibgda_rc_init2rtr failed on RC #0.
         15:35:48.149 /opt/nvshmem/nvshmem_src/src/host/transport/transport.cpp:420: non-zero status: 7 connect EPS failed
         15:35:48.149
         15:35:48.149 /opt/nvshmem/nvshmem_src/src/host/init/init.cu:1044: non-zero status: 7 nvshmem setup connections failed
         """,
        "NVSHMEM's IBGDA transport cannot move its RC queue pair to RTR on an InfiniBand (not RoCE) link layer "
        "whenever NVSHMEM_IB_TRAFFIC_CLASS is exported; without the variable initialisation succeeds. An "
        "environment setting that the port rejects fails every launch: configuration, notify.",
    ),
    real(
        GH + "bytedance/flux/issues/51",
        "bytedance/flux",
        "network_error",
        "unknown",
        HUMAN,
        "non-zero status: 110 ibv_modify_qp failed",
        r"""
         /flux/3rdparty/nvshmem/src/modules/transport/ibrc/ibrc.cpp:422: non-zero status: 110 ibv_modify_qp failed
         /flux/3rdparty/nvshmem/src/modules/transport/ibrc/ibrc.cpp:1437: non-zero status: 7 ep_connect failed
         /flux/3rdparty/nvshmem/src/modules/transport/ibrc/ibrc.cpp:1504: non-zero status: 7 transport create connect failed
         /flux/3rdparty/nvshmem/src/host/transport/transport.cpp:394: non-zero status: 7 connect EPS failed
         /flux/3rdparty/nvshmem/src/host/init/init.cu:981: non-zero status: 7 nvshmem setup connections failed
         """,
        "A cross-node Flux test on two A100 nodes with RoCE NICs: NVSHMEM's IB RC transport cannot modify its "
        "queue pairs (ETIMEDOUT) while connecting endpoints. The maintainer says Flux was never tested on "
        "RoCE and it may be NVSHMEM's problem; nothing was concluded (RoCE support, GID/route setup or the "
        "fabric). Ambiguous.",
        ambiguous=True,
    ),
]
