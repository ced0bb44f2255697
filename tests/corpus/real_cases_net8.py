# ruff: noqa
"""Real excerpts, batch NET8: RDMA and fabric transports failing before any work flowed. Container
and pod setups that cannot create or connect their queue pairs (locked-memory limits, GIDs missing in
the pod, user-space drivers that do not match the kernel's), RDMA code paths that do not support RoCE,
fabric providers that cannot be opened, and transport bugs that fail every run. Each is labelled from
what its thread concluded or, where it stayed open, from the log (the notes say which). Verbatim lines
as printed in public threads; each repository maps to the dev fold and was not in the corpus before."""

from __future__ import annotations

from real_kit import USER, real

GH = "https://github.com/"


CASES = [
    real(
        GH + "NVIDIA/cudf-spark/pull/7632",
        "NVIDIA/cudf-spark",
        "network_error",
        "user_code",
        USER,
        "ibv_create_cq() failed: Cannot allocate memory",
        r"""
        ERROR mlx5_0: ibv_create_cq() failed: Cannot allocate memory.
        """,
        "Found by the docs CI's RDMA shuffle test: the UCX client could not create its completion queue. "
        "The PR's fix is configuration, documenting `--ulimit memlock=-1` for the container (the "
        "container's default locked-memory limit is too small for the queue). The reporter saw it fail "
        "intermittently in CI, but the cause is the container's limit: a relaunch under the same limit "
        "meets it again, so notify the owner.",
    ),
    real(
        GH + "ovis-hpc/ldms/issues/127",
        "ovis-hpc/ldms",
        "network_error",
        "user_code",
        USER,
        "Error 7 listening on the 'rdma' transport",
        r"""
        ERROR     : Error 7 listening on the 'rdma' transport.
        """,
        "Switching the daemon from the sock to the rdma transport on InfiniBand hardware fails at start. "
        "The reporter's own conclusion: the IB kernel modules were not loaded (lsmod shows no rdma_cm / "
        "ib_uverbs, /dev/infiniband lacks the uverbs and rdma_cm devices). A node configuration that "
        "fails every launch until the drivers are loaded.",
    ),
    real(
        GH + "ROCm/rocm-systems/pull/11174",
        "ROCm/rocm-systems",
        "network_error",
        "framework_bug",
        USER,
        "status=IBV_WC_REM_INV_REQ_ERR(9)",
        r"""
            NET/IB : bnxt_re0:1 async fatal event on QP: invalid request local work queue error
            Got completion ... status=IBV_WC_REM_INV_REQ_ERR(9) opcode=IBV_WC_RECV(128)
        """,
        "The PR's description: on that RCCL drop every 2+ node run over net_ib that reaches the GDR flush "
        "aborts with these lines on every NIC, because an NCCL sync dropped IBV_ACCESS_REMOTE_WRITE from "
        "the flush loopback QP while RCCL still posts an RDMA write there; the responder rejects it "
        "(remote invalid request) and the QP is torn down. A library regression that fails every run "
        "until the fixed RCCL is installed: no restart, notify.",
    ),
    real(
        GH + "Mellanox/k8s-rdma-shared-dev-plugin/issues/72",
        "Mellanox/k8s-rdma-shared-dev-plugin",
        "network_error",
        "user_code",
        USER,
        "Failed to modify QP 59 to RTR",
        r"""
                            RDMA_Write BW Test
         Dual-port       : OFF          Device         : mlx5_2
         Number of qps   : 1            Transport type : IB
         Connection type : RC           Using SRQ      : OFF
         TX depth        : 128
         CQ Moderation   : 100
         Mtu             : 1024[B]
         Link type       : Ethernet
         GID index       : 0
         Max inline data : 0[B]
         rdma_cm QPs     : OFF
         Data ex. method : Ethernet
        ---------------------------------------------------------------------------------------
         local address: LID 0000 QPN 0x003b PSN 0xab3a5e RKey 0x015b1a VAddr 0x007f72e9620000
         GID: 00:00:00:00:00:00:00:00:00:00:00:00:00:00:00:00
         remote address: LID 0000 QPN 0x003c PSN 0x65b096 RKey 0x014d0c VAddr 0x007fcb322d5000
         GID: 00:00:00:00:00:00:00:00:00:00:00:00:00:00:00:00
        Failed to modify QP 59 to RTR
         Unable to Connect the HCA's through the link
        """,
        "ib_write_bw between two pods using the shared RDMA device plugin. The maintainer points at the "
        "cause in the output: a RoCE (Ethernet) link with all-zero GIDs in the pod, i.e. no GID for the "
        "pod's network (asks whether macvlan is the secondary network). The queue pair cannot reach RTR "
        "without a valid GID: pod network configuration, the same on every run.",
    ),
    real(
        GH + "Mellanox/k8s-rdma-sriov-dev-plugin/issues/29",
        "Mellanox/k8s-rdma-sriov-dev-plugin",
        "network_error",
        "user_code",
        USER,
        "Couldn't get device attribute",
        r"""
        Couldn't get device attribute.
        Unable to create QP.
        Failed to create QP.
        Couldn't create IB resource.
        """,
        "ib_read_bw in a pod given an HCA by the device plugin fails before connecting. The maintainer "
        "suggests the container lacks the IPC_LOCK capability; the reporter says it was set, and the "
        "thread ends there without a fix. Label from the log: the test cannot create its IB resources "
        "at start in this container (device access or locked-memory limits), which a rerun in the same "
        "pod spec meets again.",
    ),
    real(
        GH + "Mellanox/k8s-rdma-sriov-dev-plugin/issues/33",
        "Mellanox/k8s-rdma-sriov-dev-plugin",
        "network_error",
        "user_code",
        USER,
        "rdma_create_ep: No such device",
        r"""
        $ kubectl exec -it test-hca2 -- rdma_client -s 10.244.0.8
        rdma_client: start
        rdma_create_ep: No such device
        rdma_client: end -1
        """,
        "rdma_client between two pods in HCA mode with a RoCE adapter behind calico; show_gids in the "
        "pod lists no GID for the RoCE device, so rdma_cm cannot bind the pod's address to it. Pod "
        "network configuration (the pod IP is not on the RoCE netdev), the same on every run.",
    ),
    real(
        GH + "k8snetworkplumbingwg/sriov-network-device-plugin/issues/590",
        "k8snetworkplumbingwg/sriov-network-device-plugin",
        "network_error",
        "user_code",
        USER,
        "Couldn't allocate MR",
        r"""
        Couldn't allocate MR
        failed to create mr
        Failed to create MR
         Couldn't create IB resources
        """,
        "ib_write_bw in a pod given an SR-IOV VF whose node GUID is 0000:0000:0000:0000 (the VF was "
        "never assigned a GUID); the test cannot register its buffer. A VF/pod configuration that fails "
        "the same way on every launch.",
    ),
    real(
        GH + "k8snetworkplumbingwg/sriov-network-device-plugin/issues/271",
        "k8snetworkplumbingwg/sriov-network-device-plugin",
        "network_error",
        "user_code",
        USER,
        "Couldn't allocate MR",
        r"""
        ethernet_read_keys: Couldn't read remote address
        Couldn't allocate MR
        """,
        "Two SR-IOV pods: ib_write_bw without -a and rping work; with -a (all message sizes, up to 8 MB) "
        "the client cannot register its buffer ('Couldn't allocate MR') and the server, waiting for the "
        "client's keys, reports it could not read them. Deterministic for that option in that pod (the "
        "largest registration exceeds what the pod may lock); the issue was closed without a stated fix, "
        "so the label rests on the log: it fails again as launched.",
    ),
    real(
        GH + "k8snetworkplumbingwg/sriov-cni/issues/348",
        "k8snetworkplumbingwg/sriov-cni",
        "network_error",
        "user_code",
        USER,
        "Driver bnxt_re does not support the kernel ABI of 6",
        r"""
        root@testpod1:/# ibv_devinfo
        libibverbs: Warning: Driver bnxt_re does not support the kernel ABI of 6 (supports 1 to 1) for device /sys/class/infiniband/bnxt_re2
        libibverbs: Warning: Driver bnxt_re does not support the kernel ABI of 6 (supports 1 to 1) for device /sys/class/infiniband/bnxt_re2
        No IB devices found

        root@testpod1:/# ib_write_bw
        libibverbs: Warning: Driver bnxt_re does not support the kernel ABI of 6 (supports 1 to 1) for device /sys/class/infiniband/bnxt_re2
        libibverbs: Warning: Driver bnxt_re does not support the kernel ABI of 6 (supports 1 to 1) for device /sys/class/infiniband/bnxt_re2
         Did not detect devices
         If device exists, check if driver is up
         Unable to find the Infiniband/RoCE device
        """,
        "The container's user-space bnxt_re provider (rdma-core) is older than the host kernel driver "
        "and refuses its ABI, so no RDMA device is usable in the pod while the host works. A version "
        "mismatch between the image's RDMA libraries and the node's driver: every launch of that image "
        "fails the same way until the image is rebuilt.",
    ),
    real(
        GH + "pytorch/gloo/issues/147",
        "pytorch/gloo",
        "network_error",
        "framework_bug",
        USER,
        "Send for slot 0: Work Request Flushed Error",
        r"""
        wc->status == IBV_WC_SUCCESS. 5 vs 0. Send for slot 0: Work Request Flushed Error
        """,
        "Gloo's ibverbs benchmark over RoCE. The maintainer first suspects the default GID index 0 (a "
        "link-local fe80 GID); a later issue in the same repository (pytorch/gloo#247, 'I am able to "
        "reproduce #147') finds the flush completions come from the pair destructor destroying the QP "
        "with receives still posted, which gloo does not expect, and reproduces it consistently. Either "
        "way it recurs on every run: no restart.",
    ),
    real(
        GH + "YahooArchive/tensorflow/issues/4",
        "YahooArchive/tensorflow",
        "network_error",
        "user_code",
        USER,
        "QP to Ready to Receive 101",
        r"""
        E tensorflow/core/distributed_runtime/rdma/rdma_mgr.cc:96] {"created":"@1488531562.842190504","description":"EOF","file":"external/grpc/src/core/lib/iomgr/tcp_posix.c","file_line":235,"grpc_status":14}
        F tensorflow/core/distributed_runtime/rdma/rdma.cc:482] Check failed: !(r = ibv_modify_qp(qp_, &attr, IBV_QP_STATE | IBV_QP_AV | IBV_QP_PATH_MTU | IBV_QP_DEST_QPN | IBV_QP_RQ_PSN | IBV_QP_MAX_DEST_RD_ATOMIC | IBV_QP_MIN_RNR_TIMER)) QP to Ready to Receive 101
        """,
        "40G Mellanox cards in Ethernet mode (RoCE) with the grpc_rdma protocol: the queue pair cannot "
        "reach Ready to Receive (101, ENETUNREACH: no route to the peer's address on that fabric). The "
        "maintainer: the RDMA path works only on an InfiniBand network. An unsupported transport that "
        "fails on every run until the network or the protocol changes.",
    ),
    real(
        GH + "Mellanox/network-operator/issues/222",
        "Mellanox/network-operator",
        "network_error",
        "user_code",
        USER,
        "Failed to modify QP 322 to RTR",
        r"""
        ---------------------------------------------------------------------------------------
                            RDMA_Write BW Test
         Dual-port       : OFF        Device         : mlx5_0
         Number of qps   : 1        Transport type : IB
         Connection type : RC        Using SRQ      : OFF
         CQ Moderation   : 100
         Mtu             : 1024[B]
         Link type       : Ethernet
         GID index       : 0
         Max inline data : 0[B]
         rdma_cm QPs     : OFF
         Data ex. method : Ethernet
        ---------------------------------------------------------------------------------------
         local address: LID 0000 QPN 0x0142 PSN 0xdcf81e RKey 0x00c5bb VAddr 0x007fdbd907f000
         GID: 00:00:00:00:00:00:00:00:00:00:00:00:00:00:00:00
         remote address: LID 0000 QPN 0x0143 PSN 0xdd1d2e RKey 0x00d5a9 VAddr 0x007f86db767000
         GID: 00:00:00:00:00:00:00:00:00:00:00:00:00:00:00:00
        Failed to modify QP 322 to RTR
         Unable to Connect the HCA's through the link
        """,
        "Validating the operator's example RDMA pods: ib_write_bw over RoCE with GID index 0 and all-zero "
        "GIDs in the pods (the report's own summary: 'failed with GID Index as zero'). Without a GID the "
        "QP cannot reach RTR: pod network configuration that fails every run.",
    ),
    real(
        GH + "uxlfoundation/oneCCL/issues/106",
        "uxlfoundation/oneCCL",
        "network_error",
        "user_code",
        USER,
        "OFI fi_getinfo() failed (ofi_init.c:2819:find_provider:No data available)",
        r"""
        Abort(2138767) on node 0 (rank 0 in comm 0): Fatal error in PMPI_Init: Unknown error class, error stack:
        MPIR_Init_thread(189)........:
        MPID_Init(1561)..............:
        MPIDI_OFI_mpi_init_hook(1584):
        open_fabric(2663)............:
        find_provider(2819)..........: OFI fi_getinfo() failed (ofi_init.c:2819:find_provider:No data available)
        """,
        "The benchmark run with FI_PROVIDER=shm aborts in MPI_Init: libfabric offers no provider matching "
        "the request. The maintainer: the shm provider failed to initialise; check the environment and "
        "that fi_info lists it. A provider selection that fails every launch until the environment is "
        "fixed.",
    ),
    real(
        GH + "intel/intel-extension-for-pytorch/issues/810",
        "intel/intel-extension-for-pytorch",
        "network_error",
        "user_code",
        USER,
        "can't init provider psm3:autoselect_one:mlx5_0;mlx5_2",
        r"""
        2025:05:23-19:04:20:(168955) |CCL_ERROR| atl_ofi_helper.cpp:1635 atl_ofi_open_nw_provs: can not open network providers
        2025:05:23-19:04:20:(168955) |CCL_ERROR| atl_ofi.cpp:1149 open_providers: atl_ofi_open_nw_provs failed with status: 1
        2025:05:23-19:04:20:(168955) |CCL_ERROR| atl_ofi.cpp:162 init: open_providers(prov_env, coord, attr, base_hints, open_nw_provs, fi_version, pmi, true )
         fails with status: 1
        2025:05:23-19:04:20:(168955) |CCL_ERROR| atl_ofi.cpp:237 init: can't find suitable provider
        [hedp017:168955:0:168955] Caught signal 11 (Segmentation fault: address not mapped to object at address 0x8)
        [1748048660.727622923] hedp017:rank7.python: Failed to modify UD QP to INIT on mlx5_2: Operation not permitted
        2025:05:23-19:04:20:(168956) |CCL_ERROR| atl_ofi_helper.cpp:1204 atl_ofi_prov_init: fi_scalable_ep(prov->domain, info, &prov->sep, nullptr)
         fails with ret: -12, strerror: Cannot allocate memory
        2025:05:23-19:04:20:(168956) |CCL_ERROR| atl_ofi_helper.cpp:1242 atl_ofi_prov_init: can't init provider psm3:autoselect_one:mlx5_0;mlx5_2
        """,
        "oneCCL's OFI transport cannot open any network provider when the multi-process job starts: the "
        "psm3 provider on the mlx5 devices is refused a UD queue pair (Operation not permitted) and its "
        "endpoint allocation fails (ENOMEM), then the process segfaults. The thread (about P2P on PVC) "
        "does not state the fix for this part; the label rests on the log: a provider that cannot be "
        "initialised before any work is the node's or the environment's configuration and fails again "
        "at the next launch.",
    ),
    real(
        GH + "easybuilders/easybuild-easyconfigs/issues/20233",
        "easybuilders/easybuild-easyconfigs",
        "network_error",
        "user_code",
        USER,
        "Failed to modify UD QP to INIT on mlx5_0: Operation not permitted",
        r"""
        Failed to modify UD QP to INIT on mlx5_0: Operation not permitted
        """,
        "After an OFED 23.10 update, OpenMPI jobs fail with this line (not on every run, per the report). "
        "The maintainers pin it on the libfabric dependency bundled with their OpenMPI build: removing "
        "it, excluding the ofi components (-mca btl '^uct,ofi' -mca mtl '^ofi'), or FI_PROVIDER=verbs "
        "avoids it. A software-stack mismatch fixed by configuration, not by relaunching.",
    ),
]
