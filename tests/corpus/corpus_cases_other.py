"""Hand-written runtime, CUDA-in-user-code and other cases (preemption, segfaults)."""

from __future__ import annotations

from typing import Any

from corpus_logfmt import TRAIN_FRAMES
from corpus_single import CUDA_NOTE, GH, USER, Ctx, py_fail


def other_cases() -> list[dict[str, Any]]:
    cases: list[dict[str, Any]] = []
    ctx = Ctx("slurm-preempted", style="srun", host="gpu03")
    ctx.preamble()
    root = ctx.raw(
        "slurmstepd: error: *** STEP 4471.0 ON gpu03 CANCELLED AT 2026-11-21T04:00:12 DUE TO PREEMPTION ***"
    )
    cases.append(
        ctx.case(
            "synthetic",
            "other",
            "transient",
            "restart_from_checkpoint",
            root,
            None,
            notes="Preempted by a higher-priority job: requeue from the last checkpoint.",
        )
    )

    ctx = Ctx("slurm-time-limit", style="srun", host="gpu05")
    ctx.preamble()
    root = ctx.raw(
        "slurmstepd: error: *** JOB 88123 ON gpu05 CANCELLED AT 2026-11-21T06:00:03 DUE TO TIME LIMIT ***"
    )
    cases.append(
        ctx.case(
            "synthetic",
            "other",
            "unknown",
            "restart_from_checkpoint",
            root,
            None,
            notes="Hit the wall-clock limit mid-run: continue from the last checkpoint.",
        )
    )

    ctx = Ctx("slurm-user-cancelled", style="srun", host="gpu05")
    ctx.preamble()
    root = ctx.raw("slurmstepd: error: *** JOB 88124 ON gpu05 CANCELLED AT 2026-11-21T02:11:07 ***")
    ctx.raw("srun: Job step aborted: Waiting up to 32 seconds for job step to finish.")
    cases.append(
        ctx.case(
            "synthetic",
            "other",
            "unknown",
            "no_restart_notify_user",
            root,
            None,
            notes="scancel by its owner: nothing to restart.",
        )
    )

    ctx = Ctx("segfault-c-extension")
    ctx.preamble()
    root = ctx.out(1, "Fatal Python error: Segmentation fault")
    ctx.out(1, "")
    ctx.out(1, "Thread 0x00007f8a1c9ff640 (most recent call first):")
    ctx.out(1, '  File "/usr/local/lib/python3.11/dist-packages/fused_ops/ops.py", line 41 in fused_rms_norm')
    ctx.summary(1, -11, [0, 2])
    cases.append(
        ctx.case(
            GH + "NVIDIA/nccl/issues/795",
            "other",
            "unknown",
            "needs_human",
            root,
            ctx.who(1),
            ambiguous=True,
            notes="A segfault in a native extension; the remote errors in the thread "
            "followed such a segfault. Cause unknown from the log.",
        )
    )

    ctx = Ctx("exit-1-no-traceback")
    ctx.preamble()
    ctx.summary(3, 1, [])
    root = next(line for line in ctx.lines if "exitcode  : 1" in line)
    cases.append(
        ctx.case(
            GH + "Vision-CAIR/MiniGPT-4/issues/237",
            "other",
            "unknown",
            "needs_human",
            root,
            ctx.who(3),
            ambiguous=True,
            notes="torchrun reports exit code 1 with error_file <N/A> and nothing else was logged.",
        )
    )

    cases.append(
        py_fail(
            "wandb-comm-error",
            "synthetic",
            "connection_error",
            "transient",
            "restart_from_checkpoint",
            [
                "wandb.errors.CommError: Error while calling W&B API: An internal error occurred. Please "
                "contact support. (<Response [500]>)"
            ],
            rank=0,
            notes="The experiment tracker's API was down; the training itself is fine. A failed "
            "connection to a service (the real corpus labels the same line connection_error: "
            "wandb/wandb#5372).",
        )
    )
    cases.append(
        py_fail(
            "inductor-backend-failed",
            "synthetic",
            "runtime_error",
            "framework_bug",
            "no_restart_notify_user",
            [
                "torch._dynamo.exc.BackendCompilerFailed: backend='inductor' raised:",
                "RuntimeError: Triton Error [CUDA]: invalid argument",
            ],
            rank=0,
            notes="torch.compile bug; the same code recompiles the same way.",
        )
    )
    cases += [
        py_fail(
            "rt-device-mismatch",
            "synthetic",
            "runtime_error",
            *USER,
            [
                "RuntimeError: Expected all tensors to be on the same device, but found at least two "
                "devices, "
                "cuda:0 and cpu!"
            ],
            rank=0,
        ),
        py_fail(
            "rt-shape-mismatch",
            "synthetic",
            "runtime_error",
            *USER,
            ["RuntimeError: mat1 and mat2 shapes cannot be multiplied (4096x1024 and 4096x4096)"],
            all_ranks=True,
        ),
        py_fail(
            "rt-ddp-unused-params",
            "synthetic",
            "runtime_error",
            *USER,
            [
                "RuntimeError: Expected to have finished reduction in the prior iteration before starting a "
                "new one. "
                "This error indicates that your module has parameters that were not used in producing loss."
            ],
            rank=2,
        ),
        py_fail(
            "rt-inplace-modified",
            "synthetic",
            "runtime_error",
            *USER,
            [
                "RuntimeError: one of the variables needed for gradient computation has been modified by an "
                "inplace "
                "operation: [torch.cuda.FloatTensor [4096]] is at version 3; expected version 2 instead."
            ],
            rank=0,
        ),
        py_fail(
            "keyerror-batch-key",
            "synthetic",
            "runtime_error",
            *USER,
            ["KeyError: 'input_ids'"],
            frames=[
                *TRAIN_FRAMES,
                ("/workspace/model/wrapper.py", 41, "forward", "ids = batch['input_ids']"),
            ],
            all_ranks=True,
            notes="A Python exception with no category of its own: runtime_error, the user's code.",
        ),
        py_fail(
            "zero-division-warmup",
            "synthetic",
            "runtime_error",
            *USER,
            ["ZeroDivisionError: float division by zero"],
            frames=[
                *TRAIN_FRAMES[:2],
                ("/workspace/optim/sched.py", 23, "lr_at", "return base_lr * step / warmup"),
            ],
            rank=0,
            notes="warmup_steps=0 in the config; recurs on every restart.",
        ),
        py_fail(
            "indexerror-embedding-cpu",
            "synthetic",
            "runtime_error",
            *USER,
            ["IndexError: index out of range in self"],
            frames=[
                *TRAIN_FRAMES,
                (
                    "/usr/local/lib/python3.11/dist-packages/torch/nn/functional.py",
                    2551,
                    "embedding",
                    "return torch.embedding(weight, input, padding_idx, scale_grad_by_freq, sparse)",
                ),
            ],
            rank=1,
            notes="Token ids beyond the embedding size (the CPU form of the device-side index assert).",
        ),
        py_fail(
            "cuda-no-kernel-image",
            "synthetic",
            "cuda_error",
            *USER,
            [
                "RuntimeError: CUDA error: no kernel image is available for execution on the device",
                *CUDA_NOTE,
            ],
            rank=0,
            notes="Extension built for another GPU architecture: an environment bug, not hardware.",
        ),
        py_fail(
            "cuda-iam-bare-single-node",
            GH + "pytorch/pytorch/issues/46974",
            "cuda_error",
            "unknown",
            "needs_human",
            ["RuntimeError: CUDA error: an illegal memory access was encountered", *CUDA_NOTE],
            rank=0,
            ambiguous=True,
            notes="Bare illegal memory access; in the thread some traced it to hardware, others to code. "
            "ByteRobust: user code twice as often as infrastructure.",
        ),
        py_fail(
            "cublas-execution-failed",
            GH + "clovaai/bros/issues/14",
            "cuda_error",
            "unknown",
            "needs_human",
            [
                "RuntimeError: CUDA error: CUBLAS_STATUS_EXECUTION_FAILED when calling `cublasGemmEx( "
                "handle, opa, "
                "opb, m, n, k, &falpha, a, CUDA_R_16F, lda, b, CUDA_R_16F, ldb, &fbeta, c, CUDA_R_16F, ldc, "
                "CUDA_R_32F, CUBLAS_GEMM_DFALT_TENSOR_OP)`"
            ],
            rank=0,
            ambiguous=True,
            notes="cuBLAS execution failure: bad inputs, a driver/toolkit mismatch or a GPU fault.",
        ),
        py_fail(
            "cuda-device-busy",
            "synthetic",
            "cuda_error",
            "unknown",
            "needs_human",
            ["RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable", *CUDA_NOTE],
            rank=5,
            ambiguous=True,
            notes="A stale process holding the GPU, exclusive compute mode, or a failing GPU: unclear.",
        ),
    ]

    ctx = Ctx("iam-repeats-same-iteration")
    for attempt in range(3):
        ctx.raw(
            f"[{ctx.clock.pylog()}] torch.distributed.elastic.agent.server.api: [default] Starting worker "
            "group "
            f"(attempt {attempt})"
        )
        ctx.preamble(steps=3)
        ctx.out(0, "resumed from /checkpoints/run7/iter_0021000, next iteration 21001")
        ctx.out(0, "step 21017 loss 1.94 lr 3.0e-04 tokens/s 401223")
        line = ctx.tb(
            3,
            ["RuntimeError: CUDA error: an illegal memory access was encountered", *CUDA_NOTE],
            [
                *TRAIN_FRAMES,
                (
                    "/workspace/kernels/fused_rope.py",
                    58,
                    "forward",
                    "_rope_kernel[grid](q, k, cos, sin, seq_len)",
                ),
            ],
        )
        if attempt == 0:
            root = line
        ctx.summary(3, 1)
    cases.append(
        ctx.case(
            "synthetic",
            "cuda_error",
            *USER,
            root,
            ctx.who(3),
            notes="The same illegal memory access at the same iteration in the user's fused RoPE "
            "kernel on three restart attempts: deterministic, so the code, not the GPU.",
        )
    )
    return cases


def cases() -> list[dict[str, Any]]:
    return [*other_cases()]
