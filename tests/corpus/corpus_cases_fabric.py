"""Hand-written node and network-fabric cases: node failures, IB/RoCE/EFA errors."""

from __future__ import annotations

from typing import Any

from corpus_single import ADAPTED, GH, Ctx


def node_and_fabric_cases() -> list[dict[str, Any]]:
    cases: list[dict[str, Any]] = []
    ctx = Ctx("slurm-node-failure", style="srun", nranks=16)
    ctx.preamble()
    root = ctx.raw("srun: error: Node failure on gpu17")
    ctx.raw(
        "slurmstepd: error: *** JOB 771203 ON gpu16 CANCELLED AT 2026-11-21T03:41:09 DUE TO NODE FAILURE, "
        "SEE SLURMCTLD LOG FOR DETAILS ***"
    )
    cases.append(
        ctx.case(
            "synthetic",
            "node_failure",
            "node_hardware",
            "cordon_and_restart",
            root,
            {"nodes": ["gpu17"], "ranks": []},
            notes="Slurm's own node-failure report; the node stopped answering its controller.",
        )
    )

    ctx = Ctx("kernel-panic-mce", host="node-112")
    ctx.preamble()
    root = ctx.kernel("mce: [Hardware Error]: CPU 12: Machine Check Exception: 5 Bank 5: be00000000800400")
    ctx.kernel("mce: [Hardware Error]: RIP !INEXACT! 10:<ffffffff8a2c1d40> {intel_idle+0x80/0xc0}")
    ctx.kernel("Kernel panic - not syncing: Fatal machine check")
    cases.append(
        ctx.case(
            "synthetic",
            "node_failure",
            "node_hardware",
            "cordon_and_restart",
            root,
            {"nodes": ["node-112"], "ranks": []},
            notes="Fatal machine check; synthetic MCE lines.",
        )
    )

    ctx = Ctx("pdsh-node-unreachable", style="plain", host="gpu12")
    ctx.raw(
        "[2026-11-21 02:00:01,331] [INFO] [multinode_runner.py:80:get_cmd] Running on the following workers: "
        "gpu11,gpu12,gpu13,gpu14"
    )
    root = ctx.raw("gpu12: ssh: connect to host gpu12 port 22: No route to host")
    ctx.raw("pdsh@gpu11: gpu12: ssh exited with exit code 255")
    cases.append(
        ctx.case(
            "synthetic",
            "node_failure",
            "unknown",
            "needs_human",
            root,
            {"nodes": ["gpu12"], "ranks": []},
            ambiguous=True,
            notes="A worker unreachable at launch: its NIC, a switch port or a reboot in progress; "
            "no hardware signature, so no cordon from rules alone.",
        )
    )

    ctx = Ctx("ib-completion-error-12", host="tj5-h800-dev02")
    ctx.preamble()
    root = ctx.nccl(
        4,
        "transport/net_ib.cc:1696 NCCL WARN NET/IB : Got completion with error 12, opcode 0, len 0, "
        "vendor err 129",
        kind="WARN",
    )
    ctx.nccl(4, "transport/net.cc:1137 -> 6")
    ctx.tb(
        4,
        [
            "torch.distributed.DistBackendError: NCCL error in: /pytorch/torch/csrc/distributed/c10d/"
            "NCCLUtils.hpp:317, remote process exited or there was a network error, NCCL version 2.21.5",
            "ncclRemoteError: A call failed possibly due to a network error or a remote process exiting "
            "prematurely.",
        ],
    )
    ctx.summary(4, 1)
    cases.append(
        ctx.case(
            GH + "NVIDIA/nccl/issues/902",
            "network_error",
            "network_fabric",
            "restart_from_checkpoint",
            root,
            ctx.who(4),
            notes="Error 12 = transport retry exceeded (sjeaugey: a communication timeout, a bad or "
            "missing link). Transient fabric fault. " + ADAPTED,
        )
    )

    ctx = Ctx("ib-port-error-flap")
    ctx.preamble()
    root = ctx.nccl(1, "transport/net_ib.cc:123 NCCL WARN NET/IB : Got async event : port error", kind="WARN")
    ctx.nccl(1, "transport/net_ib.cc:123 NCCL WARN NET/IB : Got async event : port error", kind="WARN")
    ctx.tb(
        1,
        [
            "torch.distributed.DistBackendError: NCCL error in: /pytorch/torch/csrc/distributed/c10d/"
            "ProcessGroupNCCL.cpp:1970, unhandled system error (run with NCCL_DEBUG=INFO for details), NCCL "
            "version 2.21.5",
            "ncclSystemError: System call (e.g. socket, malloc) or external library call "
            "failed or device error.",
        ],
    )
    ctx.summary(1, 1)
    cases.append(
        ctx.case(
            GH + "NVIDIA/nccl/issues/905",
            "network_error",
            "network_fabric",
            "restart_from_checkpoint",
            root,
            ctx.who(1),
            notes="'You seem to have a flapping link' (maintainer). The port error is the root "
            "cause; the ncclSystemError is its echo.",
        )
    )

    ctx = Ctx("ib-error4-gdr-misconfig", host="node-8x-v100-nvlink-1")
    ctx.preamble()
    root = ctx.nccl(
        0,
        "transport/net_ib.cu:788 NCCL WARN NET/IB : Got completion with error 4, opcode 1, "
        "len 21938, vendor err 81",
        kind="WARN",
    )
    ctx.tb(
        0,
        [
            "RuntimeError: NCCL error in: /pytorch/torch/lib/c10d/ProcessGroupNCCL.cpp:825, unhandled system "
            "error, NCCL version 2.4.8"
        ],
    )
    ctx.summary(0, 1)
    cases.append(
        ctx.case(
            GH + "NVIDIA/nccl/issues/214",
            "network_error",
            "network_fabric",
            "needs_human",
            root,
            ctx.who(0),
            ambiguous=True,
            notes="Local protection error (4) with GPUDirect RDMA (nv_peer_mem, VT-d/ACS): a node "
            "configuration problem that a plain restart on the same nodes would repeat.",
        )
    )

    ctx = Ctx("ib-error5-flush-peer", host="gpu-h100-09")
    ctx.preamble()
    root = ctx.nccl(
        2,
        "transport/net_ib.cc:1696 NCCL WARN NET/IB : Got completion from peer 172.21.17.89<38536> "
        "with error 5, opcode 48, len 32710, vendor err 249",
        kind="WARN",
    )
    ctx.tb(
        2,
        [
            "torch.distributed.DistBackendError: NCCL error: remote process exited or there was a network "
            "error, NCCL version 2.20.5",
            "ncclRemoteError: A call failed possibly due to a network error or a "
            "remote process exiting prematurely.",
        ],
    )
    ctx.summary(2, 1)
    cases.append(
        ctx.case(
            GH + "deepseek-ai/DeepEP/issues/106",
            "nccl_remote_error",
            "network_fabric",
            "restart_from_checkpoint",
            root,
            ctx.who(2),
            notes="Work-request flush (error 5) from the peer's queue pair going to error: the "
            "peer's link, not this rank's code. " + ADAPTED,
        )
    )

    ctx = Ctx("efa-remote-unreachable", host="ip-10-0-3-117")
    ctx.preamble()
    root = ctx.nccl(
        6,
        "NET/OFI Request 0x7f3a9c0e2b80 completed with error. RC: 15. Error: 4122 (Remote peer "
        "unreachable). Completed length: 0, Request: { dev: 2, size: 1048576, state: CREATED, "
        "type: SEND }",
        kind="WARN",
    )
    ctx.tb(
        6,
        [
            "torch.distributed.DistBackendError: NCCL error in: /pytorch/torch/csrc/distributed/c10d/"
            "NCCLUtils.hpp:317, unhandled system error (run with NCCL_DEBUG=INFO for details), NCCL version "
            "2.21.5"
        ],
    )
    ctx.summary(6, 1)
    cases.append(
        ctx.case(
            "synthetic",
            "network_error",
            "network_fabric",
            "restart_from_checkpoint",
            root,
            ctx.who(6),
            notes="AWS EFA (aws-ofi-nccl plugin) send completion error; adapted format.",
        )
    )

    ctx = Ctx("nccl-system-error-graph-file", host="Spotllm")
    ctx.nccl(0, "NCCL_GRAPH_FILE set by environment to /opt/microsoft/ncv4/graph.xml")
    root = ctx.tb(
        0,
        [
            "torch.distributed.DistBackendError: NCCL error in: /pytorch/torch/csrc/distributed/c10d/"
            "ProcessGroupNCCL.cpp:1970, unhandled system error (run with NCCL_DEBUG=INFO for details), "
            "NCCL version 2.20.5",
            "ncclSystemError: System call (e.g. socket, malloc) or external "
            "library call failed or device error.",
        ],
    )
    ctx.summary(0, 1)
    cases.append(
        ctx.case(
            GH + "NVIDIA/nccl/issues/1240",
            "network_error",
            "unknown",
            "needs_human",
            root,
            ctx.who(0),
            ambiguous=True,
            notes="Generic ncclSystemError; in the thread a stray NCCL_GRAPH_FILE caused it, which "
            "only the INFO line above hints at.",
        )
    )
    return cases


def cases() -> list[dict[str, Any]]:
    return [*node_and_fabric_cases()]
