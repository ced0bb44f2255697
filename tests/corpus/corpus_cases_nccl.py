"""Hand-written NCCL cases: watchdog timeouts and remote errors."""

from __future__ import annotations

from typing import Any

from corpus_single import GH, Ctx


def nccl_cases() -> list[dict[str, Any]]:
    cases: list[dict[str, Any]] = []

    def all_timeout(
        cid: str, source: str, seq: int, op: str, numel: int, ms: int, notes: str
    ) -> dict[str, Any]:
        ctx = Ctx(cid)
        ctx.preamble()
        order = list(range(8))
        ctx.rng.shuffle(order)
        for r in order:
            ctx.c10(
                r,
                "ProcessGroupNCCL.cpp:616",
                f"[Rank {r}] Watchdog caught collective operation timeout: "
                f"WorkNCCL(SeqNum={seq}, OpType={op}, NumelIn={numel}, NumelOut={numel}, Timeout(ms)={ms}) "
                f"ran for {ms + ctx.rng.randint(4, 99)} milliseconds before timing out.",
            )
            ctx.c10(
                r,
                "ProcessGroupNCCL.cpp:1664",
                f"[PG 1 Rank {r}] Exception (either an error or timeout) "
                f"detected by watchdog at work: {seq}, last enqueued NCCL work: {seq + 2}, last completed "
                "NCCL "
                f"work: {seq - 1}.",
            )
        root = next(line for line in ctx.lines if "Watchdog caught" in line)
        ctx.summary(order[0], -6, order[1:4])
        return ctx.case(source, "nccl_timeout", "unknown", "needs_human", root, None, True, notes)

    cases.append(
        all_timeout(
            "nccl-timeout-all-ranks-allreduce",
            GH + "hiyouga/LlamaFactory/issues/7396",
            1580,
            "ALLREDUCE",
            466119168,
            600000,
            "All eight ranks time out in the same ALLREDUCE; "
            "nothing else in the log. Real lines, synthetic context.",
        )
    )
    cases.append(
        all_timeout(
            "nccl-timeout-reduce-scatter",
            GH + "hiyouga/LlamaFactory/issues/6269",
            7753,
            "_REDUCE_SCATTER_BASE",
            544997376,
            600000,
            "FSDP reduce-scatter timeout on every rank, no root cause.",
        )
    )
    cases.append(
        all_timeout(
            "nccl-timeout-early-barrier",
            GH + "NVIDIA/Megatron-LM/issues/1207",
            5,
            "ALLREDUCE",
            1,
            600000,
            "Timeout on the fifth collective (an init barrier): a rank never arrived, "
            "for reasons the log does not show.",
        )
    )
    cases.append(
        all_timeout(
            "nccl-timeout-30min-after-hours",
            GH + "OFA-Sys/OFA/issues/271",
            469508,
            "ALLREDUCE",
            9801523,
            1800000,
            "After 6-9 hours on one 8xV100 node, a 30-minute watchdog timeout; "
            "the reporter's code and environment were unchanged.",
        )
    )

    ctx = Ctx("nccl-timeout-blocking-wait")
    ctx.preamble()
    root = ctx.c10(
        1,
        "ProcessGroupNCCL.cpp:632",
        "[Rank 1] Watchdog caught collective operation timeout: "
        "WorkNCCL(SeqNum=2521, OpType=ALLREDUCE, NumelIn=160672064, NumelOut=160672064, "
        "Timeout(ms)=600000) ran for 600000 milliseconds before timing out.",
    )
    ctx.c10(
        1,
        "ProcessGroupNCCL.cpp:756",
        "[Rank 1] Work WorkNCCL(SeqNum=2521, OpType=ALLREDUCE, "
        "NumelIn=160672064, NumelOut=160672064, Timeout(ms)=600000) timed out in blocking wait.",
    )
    ctx.summary(1, 1)
    cases.append(
        ctx.case(
            GH + "huggingface/diffusers/issues/12422",
            "nccl_timeout",
            "unknown",
            "needs_human",
            root,
            None,
            True,
            "Blocking-wait timeout on one rank only, no other evidence.",
        )
    )

    ctx = Ctx("nccl-timeout-collective-mismatch")
    ctx.preamble()
    for r in range(8):
        op, numel = ("BROADCAST", 4096) if r == 6 else ("ALLREDUCE", 1)
        ctx.c10(
            r,
            "ProcessGroupNCCL.cpp:616",
            f"[Rank {r}] Watchdog caught collective operation timeout: "
            f"WorkNCCL(SeqNum=9312, OpType={op}, NumelIn={numel}, NumelOut={numel}, Timeout(ms)=600000) ran "
            f"for {600000 + r * 7} milliseconds before timing out.",
        )
    root = next(line for line in ctx.lines if "OpType=BROADCAST" in line)
    ctx.summary(0, -6, [1, 2])
    cases.append(
        ctx.case(
            "synthetic",
            "nccl_timeout",
            "user_code",
            "no_restart_notify_user",
            root,
            ctx.who(6),
            notes="Rank 6 is in a BROADCAST while the seven others wait in an ALLREDUCE with the same "
            "sequence number: the ranks took different code paths. A code bug; it recurs.",
        )
    )

    ctx = Ctx("nccl-remote-error-conn-reset")
    ctx.preamble()
    root = ctx.tb(
        3,
        [
            "torch.distributed.DistBackendError: NCCL error in: /pytorch/torch/csrc/distributed/c10d/"
            "NCCLUtils.hpp:268, remote process exited or there was a network error, NCCL version 2.21.5",
            "ncclRemoteError: A call failed possibly due to a network error or a remote process exiting "
            "prematurely.",
            "Last error:",
            "socketProgressOpt: Call to recv from 172.16.4.21<33759> failed : Connection reset by peer",
        ],
    )
    ctx.summary(3, 1)
    cases.append(
        ctx.case(
            GH + "NVIDIA/nccl/issues/2076",
            "nccl_remote_error",
            "network_fabric",
            "restart_from_checkpoint",
            root,
            ctx.who(3),
            notes="This node's log only; the peer reset the connection. The reporter found IB "
            "problems on some nodes. Treated as a transient fabric fault.",
        )
    )

    ctx = Ctx("nccl-remote-error-bare")
    ctx.preamble()
    root = ctx.tb(
        0,
        [
            "torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/"
            "ProcessGroupNCCL.cpp:1347, remote process exited or there was a network error, NCCL version "
            "2.18.5",
            "ncclRemoteError: A call failed possibly due to a network error or a remote process "
            "exiting prematurely.",
        ],
    )
    ctx.summary(0, 1)
    cases.append(
        ctx.case(
            GH + "NVIDIA/nccl/issues/934",
            "nccl_remote_error",
            "unknown",
            "needs_human",
            root,
            None,
            ambiguous=True,
            notes="A bare remote error with no last-error detail: the remote side "
            "may have crashed from anything.",
        )
    )

    ctx = Ctx("nccl-remote-error-ib-retry-exceeded", host="node-8x-h100-04")
    ctx.preamble()
    root = ctx.tb(
        5,
        [
            "torch.distributed.DistBackendError: NCCL error in: /pytorch/torch/csrc/distributed/c10d/"
            "NCCLUtils.hpp:317, remote process exited or there was a network error, NCCL version 2.21.5",
            "ncclRemoteError: A call failed possibly due to a network error or a remote process exiting "
            "prematurely.",
            "Last error:",
            "NET/IB : Got completion from peer 10.1.10.169<59114> with error 12, opcode 0, len 0, "
            "vendor err 129 (Recv) localGid ::ffff:10.1.10.15 remoteGids ::ffff:10.1.10.169",
        ],
    )
    ctx.summary(5, 1, [4, 6])
    cases.append(
        ctx.case(
            "synthetic",
            "nccl_remote_error",
            "network_fabric",
            "restart_from_checkpoint",
            root,
            ctx.who(5),
            notes="The remote error's last error is an IB retry-exceeded completion (NVIDIA/nccl#902): the "
            "fabric between two nodes, nothing in the user's code. This node's log only.",
        )
    )
    return cases


def cases() -> list[dict[str, Any]]:
    return [*nccl_cases()]
