# ruff: noqa
"""Real excerpts, batch M: device-plugin Xid health events, Slurm kills on one node, IB completion
errors of several kinds, mismatched collectives. Verbatim log lines from the thread in `source`."""

from __future__ import annotations

from real_kit import HUMAN, RESTART, USER, real

GH = "https://github.com/"

CASES = [
    real(
        GH + "NVIDIA/k8s-device-plugin/issues/189", "NVIDIA/k8s-device-plugin", "gpu_xid", "unknown", HUMAN,
        "XidCriticalError: Xid=69",
        r"""
        2020/08/10 19:09:42 XidCriticalError: Xid=69 on Device=GPU-7540a9b3-eeb9-1214-1526-f93c9ea826a8, the device will go unhealthy.
        2020/08/10 19:09:42 'nvidia.com/gpu' device marked unhealthy: GPU-7540a9b3-eeb9-1214-1526-f93c9ea826a8
        """,
        "The device plugin marks a GPU unhealthy on Xid 69 (a graphics engine class error the catalog "
        "sends to the application first); the thread asks how to reset it. Hardware unproven: ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "ArjunaCluster/ArjunaUsers/issues/137", "ArjunaCluster/ArjunaUsers", "node_failure", "unknown", HUMAN,
        "_job_complete: JobId=127441 WTERMSIG 9",
        r"""
        [2022-05-27T10:42:30.155] _slurm_rpc_submit_batch_job: JobId=127441 InitPrio=5772 usec=1032
        [2022-05-27T10:42:30.509] sched: Allocate JobId=127441 NodeList=c014 #CPUs=2 Partition=gpu
        [2022-05-27T11:37:57.377] _job_complete: JobId=127441 WTERMSIG 9
        [2022-05-27T11:37:57.377] _job_complete: JobId=127441 done
        """,
        "Jobs die silently (SIGKILL) only on node c014; other nodes are fine and an admin fixed the "
        "node. The log shows no hardware signature to cordon on, so a human checks c014.",
    ),
    real(
        GH + "NVIDIA/nccl/issues/1814", "NVIDIA/nccl", "network_error", "network_fabric", RESTART,
        "with status=12 opcode=129 len=65536 vendor err 129 (Recv)",
        r"""
        hostname-test:984:1357 [4] ib_plugin.c:1615 NCCL WARN NET/IB : Got completion from peer 172.36.143.59<44206> with status=12 opcode=129 len=65536 vendor err 129 (Recv) localGid ::ffff:29.87.88.182 remoteGids::ffff:29.87.4.221
        hostname-test:984:1357 [4] NCCL INFO transport/net.cc:1298 -> 6
        hostname-test:984:1357 [4] NCCL INFO proxy.cc:694 -> 6
        hostname-test:984:1357 [4] NCCL INFO proxy.cc:874 -> 6 [Progress Thread]

        hostname-test:984:1357 [4] ib_plugin.c:1615 NCCL WARN NET/IB : Got completion from peer 172.36.143.59<44206> with status=5 opcode=32656 len=32659 vendor err 249 (Recv) localGid ::ffff:29.87.88.182 remoteGids::ffff:29.87.4.221
        """,
        "RoCE retry-exceeded (status 12, vendor 129) during the run, then flushed work requests "
        "(status 5): a link timeout; the thread concluded nothing. Restart.",
    ),
    real(
        GH + "NVIDIA/nccl/issues/1405", "NVIDIA/nccl", "network_error", "network_fabric", RESTART,
        "with status=12 opcode=0 len=0 vendor err 129 (Recv)",
        r"""
        kp-ddp-worker-0:3468:3905 [4] ib_plugin.c:1615 NCCL WARN NET/IB : Got completion from peer 10.216.210.236<54862> with status=12 opcode=0 len=0 vendor err 129 (Recv) localGid fd00:1148:9000:5000:4:200:3:ff22 remoteGidsfd00:1148:9000:5000:4:200:3:ff1f
        kp-ddp-worker-0:3468:3905 [4] NCCL INFO transport/net.cc:1302 -> 6
        kp-ddp-worker-0:3468:3905 [4] NCCL INFO proxy.cc:698 -> 6
        kp-ddp-worker-0:3468:3905 [4] NCCL INFO proxy.cc:878 -> 6 [Progress Thread]
        """,
        "IB retry-exceeded toward one peer during DDP training; thread open. Label from the log: a link "
        "flap, restart from checkpoint.",
    ),
    real(
        GH + "NVIDIA/nccl/issues/928", "NVIDIA/nccl", "network_error", "network_fabric", USER,
        "with error 4, opcode 32564",
        r"""
        H100-2:19989:20082 [1] transport/net_ib.cc:1295 NCCL WARN NET/IB : Got completion from peer fe80::966d:ae03:8b:df78%ib0<53249> with error 4, opcode 32564, len 32564, vendor err 81 (Send)
        H100-2:19989:20082 [1] NCCL INFO transport/net.cc:1008 -> 6
        H100-2:19989:20082 [1] NCCL INFO proxy.cc:679 -> 6
        H100-2:19989:20082 [1] NCCL INFO proxy.cc:858 -> 6 [Proxy Thread]

        H100-1:9821:9920 [1] transport/net_ib.cc:1295 NCCL WARN NET/IB : Got completion from peer fe80::966d:ae03:8b:df50%ib0<44413> with error 4, opcode 32613, len 32613, vendor err 81 (Send)
        """,
        "Local protection errors on every H100 node at every nccl-tests run: GPUDirect/memory "
        "registration setup, not a flaky link. Recurs until the nodes are configured.",
    ),
    real(
        GH + "NVIDIA/nccl/issues/1737", "NVIDIA/nccl", "network_error", "network_fabric", USER,
        "with error 5, opcode 0, len 0, vendor err 249",
        r"""
        gh-3714u15:7038:7053 [0] NCCL INFO proxy.cc:872 -> 6 [Progress Thread]

        gh-3714u15:7038:7053 [0] ib_plugin.c:1007 NCCL WARN NET/IB : Got completion from peer 10.1.32.3<54891> with error 5, opcode 0, len 0, vendor err 249
        gh-3714u15:7038:7053 [0] NCCL INFO transport/net.cc:1117 -> 6
        gh-3714u15:7038:7053 [0] NCCL INFO proxy.cc:692 -> 6
        """,
        "NCCL hangs and errors only when GPUDirect RDMA is used (works with it off): a host setup issue "
        "that recurs with the same configuration.",
    ),
    real(
        GH + "huggingface/accelerate/issues/157", "huggingface/accelerate", "nccl_timeout", "user_code", USER,
        "[Rank 5] Watchdog caught collective operation timeout: WorkNCCL(OpType=BROADCAST",
        r"""
        [E ProcessGroupNCCL.cpp:566] [Rank 3] Watchdog caught collective operation timeout: WorkNCCL(OpType=ALLREDUCE, Timeout(ms)=1800000) ran for 1804759 milliseconds before timing out.
        [E ProcessGroupNCCL.cpp:566] [Rank 1] Watchdog caught collective operation timeout: WorkNCCL(OpType=ALLREDUCE, Timeout(ms)=1800000) ran for 1804761 milliseconds before timing out.
        [E ProcessGroupNCCL.cpp:566] [Rank 2] Watchdog caught collective operation timeout: WorkNCCL(OpType=ALLREDUCE, Timeout(ms)=1800000) ran for 1804866 milliseconds before timing out.
        [E ProcessGroupNCCL.cpp:566] [Rank 0] Watchdog caught collective operation timeout: WorkNCCL(OpType=ALLREDUCE, Timeout(ms)=1800000) ran for 1804925 milliseconds before timing out.
        [E ProcessGroupNCCL.cpp:566] [Rank 5] Watchdog caught collective operation timeout: WorkNCCL(OpType=BROADCAST, Timeout(ms)=1800000) ran for 1804962 milliseconds before timing out.
        [E ProcessGroupNCCL.cpp:566] [Rank 7] Watchdog caught collective operation timeout: WorkNCCL(OpType=BROADCAST, Timeout(ms)=1800000) ran for 1804949 milliseconds before timing out.
        [E ProcessGroupNCCL.cpp:566] [Rank 4] Watchdog caught collective operation timeout: WorkNCCL(OpType=BROADCAST, Timeout(ms)=1800000) ran for 1804978 milliseconds before timing out.
        """,
        "Stuck at the end of an epoch: ranks 0-3 wait in an all-reduce while ranks 4-7 wait in a "
        "broadcast, i.e. the ranks issue different collectives (uneven last batch). A code bug; recurs.",
    ),
]
