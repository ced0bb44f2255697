# ruff: noqa
"""Real excerpts, batch PTFORUM: distributed-training failures posted on the PyTorch forum
(discuss.pytorch.org), a site new to the corpus whose fold is dev. Verbatim log lines as printed in the
thread's first post; the label comes from the thread's conclusion, or from the log where the stored copy
of the thread shows none (the notes say which)."""

from __future__ import annotations

from real_kit import HUMAN, real

FORUM = "https://discuss.pytorch.org/t/"
REPO = "discuss.pytorch.org"


CASES = [
    real(
        FORUM + "cant-understand-nccl-error/187207",
        REPO,
        "nccl_timeout",
        "unknown",
        HUMAN,
        "[E ProcessGroupNCCL.cpp:828] [Rank 0] Watchdog caught collective operation timeout",
        r"""
        [E ProcessGroupNCCL.cpp:828] [Rank 0] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=388923, OpType=_ALLGATHER_BASE, Timeout(ms)=1800000) ran for 1804615 milliseconds before timing out.
        [E ProcessGroupNCCL.cpp:828] [Rank 1] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=388923, OpType=_ALLGATHER_BASE, Timeout(ms)=1800000) ran for 1804360 milliseconds before timing out.
        [E ProcessGroupNCCL.cpp:455] Some NCCL operations have failed or timed out. Due to the asynchronous nature of CUDA kernels, subsequent GPU operations might run on corrupted/incomplete data.
        [E ProcessGroupNCCL.cpp:460] To avoid data inconsistency, we are taking the entire process down.
        terminate called after throwing an instance of 'std::runtime_error'
          what():  [Rank 1] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=388923, OpType=_ALLGATHER_BASE, Timeout(ms)=1800000) ran for 1804360 milliseconds before timing out.
        Fatal Python error: Aborted

        Thread 0x00002ac6175f7700 (most recent call first):
          File "/cluster/project/sachan/kushal/math/lib64/python3.8/site-packages/torch/distributed/distributed_c10d.py", line 2532 in all_gather_into_tensor
          File "/cluster/project/sachan/kushal/math/lib64/python3.8/site-packages/torch/distributed/distributed_c10d.py", line 1451 in wrapper
          File "/cluster/project/sachan/kushal/math/lib64/python3.8/site-packages/torch/distributed/fsdp/flat_param.py", line 987 in _all_gather_flat_param
          File "/cluster/project/sachan/kushal/math/lib64/python3.8/site-packages/torch/distributed/fsdp/flat_param.py", line 919 in unshard
          File "/cluster/project/sachan/kushal/math/lib64/python3.8/site-packages/torch/distributed/fsdp/_runtime_utils.py", line 329 in _unshard
        """,
        "FSDP fine-tuning of a 7B model on two A100s (PyTorch 2.0.1) crashes after 15 steps: both ranks' "
        "watchdogs time out on the same all-gather (same SeqNum) after the 30-minute limit and take the process "
        "down. The stored copy of the thread shows no conclusion, so the label rests on the log: every rank "
        "waits in the same collective and none prints a cause (no OOM, no CUDA or NCCL error, no hardware line), "
        "which the labelling rules hold for a person (NCCL timeout with no root cause anywhere).",
        ambiguous=True,
    ),
]
