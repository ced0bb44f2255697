"""Hand-written memory and numeric cases: CUDA/host OOM, dataloaders, NaN, assertions."""

from __future__ import annotations

from typing import Any

from corpus_logfmt import TRAIN_FRAMES
from corpus_single import ADAPTED, CUDA_NOTE, GH, USER, Ctx, py_fail


def memory_cases() -> list[dict[str, Any]]:
    cases = [
        py_fail(
            "cuda-oom-new-format",
            GH + "pytorch/pytorch/issues/16417",
            "cuda_oom",
            *USER,
            [
                "torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 22.00 MiB. GPU 0 has a "
                "total "
                "capacity of 23.65 GiB of which 11.06 MiB is free. Including non-PyTorch memory, this "
                "process has 23.60 "
                "GiB memory in use. Of the allocated memory 22.90 GiB is allocated by PyTorch, and 194.87 "
                "MiB is reserved "
                "by PyTorch but unallocated. If reserved but unallocated memory is large try setting "
                "PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  See "
                "documentation for Memory "
                "Management  (https://pytorch.org/docs/stable/notes/cuda.html#environment-variables)"
            ],
            rank=0,
            notes=ADAPTED,
        ),
        py_fail(
            "cuda-oom-old-format",
            GH + "pytorch/pytorch/issues/16417",
            "cuda_oom",
            *USER,
            [
                "RuntimeError: CUDA out of memory. Tried to allocate 12.50 MiB (GPU 0; 10.92 GiB total "
                "capacity; "
                "8.57 MiB already allocated; 9.28 GiB free; 4.68 MiB cached)"
            ],
            style="plain",
            notes="Pre-1.13 torch wording, a RuntimeError rather than OutOfMemoryError.",
        ),
        py_fail(
            "cuda-oom-capacty-typo",
            GH + "carolchenyx/MGFN./issues/35",
            "cuda_oom",
            *USER,
            [
                "torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 1.70 GiB. GPU 0 has a "
                "total capacty "
                "of 6.00 GiB of which 0 bytes is free. Of the allocated memory 2.93 GiB is allocated by "
                "PyTorch, and "
                "2.30 GiB is reserved by PyTorch but unallocated. If reserved but unallocated memory is "
                "large try setting "
                "max_split_size_mb to avoid fragmentation.  See documentation for Memory Management and "
                "PYTORCH_CUDA_ALLOC_CONF"
            ],
            rank=2,
            notes="torch 2.1's 'capacty' typo. " + ADAPTED,
        ),
        py_fail(
            "cuda-oom-eval-rank0",
            "synthetic",
            "cuda_oom",
            *USER,
            [
                "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 7.81 GiB. GPU 0 has a total "
                "capacity of "
                "79.15 GiB of which 5.12 GiB is free. Including non-PyTorch memory, this process has 74.02 "
                "GiB memory in "
                "use. Of the allocated memory 70.44 GiB is allocated by PyTorch, and 2.91 GiB is reserved "
                "by PyTorch but "
                "unallocated."
            ],
            rank=0,
            frames=[
                *TRAIN_FRAMES[:2],
                ("/workspace/train.py", 350, "evaluate", "logits = model(batch['input_ids'])"),
            ],
            notes="OOM in evaluation on rank 0 only (full-vocab logits); recurs at the next eval.",
        ),
    ]

    ctx = Ctx("nccl-cuda-failure-out-of-memory")
    ctx.preamble()
    root = ctx.nccl(5, "include/alloc.h:114 NCCL WARN Cuda failure 'out of memory'", kind="WARN")
    ctx.tb(
        5,
        [
            "torch.distributed.DistBackendError: NCCL error in: /pytorch/torch/csrc/distributed/c10d/"
            "ProcessGroupNCCL.cpp:1970, unhandled cuda error (run with NCCL_DEBUG=INFO for details), NCCL "
            "version "
            "2.21.5",
            "ncclUnhandledCudaError: Call to CUDA function failed.",
            "Last error:",
            "Cuda failure 'out of memory'",
        ],
    )
    ctx.summary(5, 1)
    cases.append(
        ctx.case(
            "synthetic",
            "cuda_oom",
            *USER,
            root,
            ctx.who(5),
            notes="NCCL cannot allocate its buffers because the model filled the GPU: a CUDA OOM "
            "surfacing through NCCL.",
        )
    )

    ctx = Ctx("host-oom-dmesg-killed", host="gpu02")
    ctx.preamble()
    ctx.kernel(
        "oom-kill:constraint=CONSTRAINT_NONE,nodemask=(null),cpuset=/,mems_allowed=0,global_oom,"
        f"task_memcg=/user.slice,task=python3,pid={ctx.pid0 + 4},uid=0"
    )
    root = ctx.kernel(
        f"Out of memory: Killed process {ctx.pid0 + 4} (python3) total-vm:53312244kB, "
        "anon-rss:31451456kB, file-rss:74816kB, shmem-rss:12296kB, UID:0 pgtables:69068kB "
        "oom_score_adj:0"
    )
    ctx.kernel(
        f"oom_reaper: reaped process {ctx.pid0 + 4} (python3), now anon-rss:0kB, file-rss:74732kB, "
        "shmem-rss:12296kB"
    )
    ctx.summary(4, -9, [0, 1])
    cases.append(
        ctx.case(
            GH + "pcyin/tranX/issues/41",
            "host_oom",
            *USER,
            root,
            ctx.who(4),
            notes="Kernel OOM killer; torchrun shows exitcode -9 for the same pid. " + ADAPTED,
        )
    )

    ctx = Ctx("host-oom-iso-dmesg", style="plain", host="be-lx139213")
    ctx.raw("Preprocessing ['/data/train.csv']")
    ctx.raw(
        "2026-11-21T14:55:41,678628+02:00 python invoked oom-killer: "
        "gfp_mask=0x6200ca(GFP_HIGHUSER_MOVABLE), "
        "order=0, oom_score_adj=0"
    )
    root = ctx.raw(
        "2026-11-21T14:55:41,679700+02:00 Out of memory: Killed process 1440763 (python) "
        "total-vm:87033376kB, anon-rss:60356340kB, file-rss:0kB, shmem-rss:0kB, UID:21417 "
        "pgtables:169956kB oom_score_adj:0"
    )
    ctx.raw("Killed")
    cases.append(
        ctx.case(
            GH + "equinor/ert/issues/7797",
            "host_oom",
            *USER,
            root,
            {"nodes": [], "ranks": []},
            notes="dmesg --time-format iso; the preprocessing step loads the whole CSV into RAM.",
        )
    )

    ctx = Ctx("slurm-cgroup-oom", style="srun")
    ctx.preamble()
    root = ctx.raw(
        "slurmstepd: error: Detected 1 oom_kill event in StepId=881203.0. Some of the step tasks have "
        "been OOM Killed."
    )
    ctx.raw(f"srun: error: {ctx.host}: task 3: Out Of Memory")
    cases.append(
        ctx.case(
            "synthetic",
            "host_oom",
            *USER,
            root,
            ctx.who(3),
            notes="Slurm cgroup memory limit: the job asked for less memory than it uses.",
        )
    )

    ctx = Ctx("sigkill-9-same-progress", style="plain")
    ctx.raw("  40%|████      | 2012/5030 [1:02:11<1:33:20,  1.86s/it]")
    root = ctx.raw(
        "torch/distributed/elastic/multiprocessing/api.py:826] failed (exitcode: -9) local_rank: 0 "
        "(pid: 1322) of binary: /root/miniconda3/bin/python"
    )
    ctx.raw("torch.distributed.elastic.multiprocessing.errors.ChildFailedError:")
    cases.append(
        ctx.case(
            GH + "OpenBMB/MiniCPM-V/issues/770",
            "host_oom",
            "unknown",
            "needs_human",
            root,
            None,
            ambiguous=True,
            notes="Exit -9 at the same progress every time, no kernel log: host OOM is "
            "likely but SIGKILL has other senders (scheduler, admin).",
        )
    )

    dl_frames = [
        *TRAIN_FRAMES[:2],
        (
            "/usr/local/lib/python3.11/site-packages/torch/utils/data/dataloader.py",
            1133,
            "_try_get_data",
            "data = self._data_queue.get(timeout=timeout)",
        ),
    ]
    cases += [
        py_fail(
            "dataloader-killed-signal",
            GH + "pytorch/pytorch/issues/8976",
            "dataloader_killed",
            *USER,
            ["RuntimeError: DataLoader worker (pid 1817) is killed by signal: Killed. "],
            frames=dl_frames,
            rank=1,
            notes="Host memory exhausted by worker prefetch; recurs with the same num_workers.",
        ),
        py_fail(
            "dataloader-bus-error-shm",
            "synthetic",
            "dataloader_killed",
            *USER,
            [
                "RuntimeError: DataLoader worker (pid 20731) is killed by signal: Bus error. It is possible "
                "that "
                "dataloader's workers are out of shared memory. Please try to raise your shared memory limit."
            ],
            frames=dl_frames,
            rank=0,
            before=[
                "ERROR: Unexpected bus error encountered in worker. This might be caused by insufficient "
                "shared memory (shm)."
            ],
            notes="Container /dev/shm too small (64 MiB default): a config fix, not a restart.",
        ),
        py_fail(
            "dataloader-segfault",
            GH + "MhLiao/DB/issues/94",
            "dataloader_killed",
            "unknown",
            "needs_human",
            ["RuntimeError: DataLoader worker (pid 25902) is killed by signal: Segmentation fault. "],
            frames=dl_frames,
            rank=0,
            ambiguous=True,
            notes="Worker segfault: a native library bug, bad data or memory; unclear from the log.",
        ),
    ]
    return cases


def numeric_cases() -> list[dict[str, Any]]:
    cases = [
        py_fail(
            "nan-loss-stopping",
            GH + "Intellindust-AI-Lab/DEIM/issues/96",
            "nan_or_value_error",
            *USER,
            ["ValueError: Loss is nan, stopping training"],
            rank=0,
            notes="Training's own NaN guard; diverging config, recurs on restart. " + ADAPTED,
        ),
        py_fail(
            "anomaly-nan-backward",
            "synthetic",
            "nan_or_value_error",
            *USER,
            ["RuntimeError: Function 'LogSoftmaxBackward0' returned nan values in its 0th output."],
            rank=3,
            notes="Autograd anomaly detection: log of zero probabilities in the user's loss.",
        ),
        py_fail(
            "value-batch-size-mismatch",
            "synthetic",
            "nan_or_value_error",
            *USER,
            ["ValueError: Expected input batch_size (32) to match target batch_size (16)."],
            rank=0,
        ),
        py_fail(
            "value-no-pad-token",
            "synthetic",
            "nan_or_value_error",
            *USER,
            [
                "ValueError: Asking to pad but the tokenizer does not have a padding token. Please select a "
                "token "
                "to use as `pad_token` `(tokenizer.pad_token = tokenizer.eos_token e.g.)` or add a new pad "
                "token "
                "via `tokenizer.add_special_tokens({'pad_token': '[PAD]'})`."
            ],
            rank=0,
        ),
    ]

    ctx = Ctx("grad-norm-nan-megatron", style="plain")
    for i in range(8):
        ctx.raw(
            f" iteration     {5426 + i}/  250000 | consumed samples:        {43408 + 8 * i} | elapsed time "
            "per "
            "iteration (ms): 4247.9 | learning rate: 2.999E-04 | global batch size:     8 | loss scale: "
            "1.0 | "
            "grad norm: nan | actual seqlen:  2048 | number of skipped iterations:   0 | number of nan "
            "iterations:   0 |"
        )
    root = ctx.raw(
        "RuntimeError: Rank 0, node cn-284, device 0, iteration 5434: Unexpected result nan "
        "(message='found NaN in local grad norm in backward pass before data-parallel communication "
        "collective')"
    )
    cases.append(
        ctx.case(
            GH + "bigscience-workshop/Megatron-DeepSpeed/issues/396",
            "nan_or_value_error",
            *USER,
            root,
            {"nodes": ["cn-284"], "ranks": [0]},
            notes="Grad norm NaN for many iterations (real lines), then Megatron's NaN check aborts.",
        )
    )

    ctx = Ctx("assert-device-side-nll")
    ctx.preamble()
    root = ctx.out(
        2,
        "../aten/src/ATen/native/cuda/Loss.cu:250: nll_loss_forward_reduce_cuda_kernel_2d: block: "
        "[0,0,0], thread: [5,0,0] Assertion `t >= 0 && t < n_classes` failed.",
    )
    ctx.tb(2, ["RuntimeError: CUDA error: device-side assert triggered", *CUDA_NOTE])
    ctx.summary(2, 1)
    cases.append(
        ctx.case(
            "synthetic",
            "assertion_error",
            *USER,
            root,
            ctx.who(2),
            notes="Label index out of range in the user's data; the CUDA error is its echo.",
        )
    )
    cases += [
        py_fail(
            "assert-batch-divisible",
            "synthetic",
            "assertion_error",
            *USER,
            [
                "AssertionError: global batch size (1000) is not divisible by micro batch size (3) times "
                "data "
                "parallel size (64)"
            ],
            all_ranks=True,
            notes="Config assertion on every rank at startup.",
            steps=0,
        ),
        py_fail(
            "assert-zero-param-status",
            "synthetic",
            "assertion_error",
            "framework_bug",
            "no_restart_notify_user",
            [
                "AssertionError: "
                "{'id': 412, 'status': 'NOT_AVAILABLE', 'numel': 0, 'ds_numel': 4096, 'shape': "
                "(0,), 'ds_shape': (4096,), 'requires_grad': True, 'grad_shape': None, 'persist': True, "
                "'active_sub_modules': {27}}"
            ],
            frames=[
                (
                    "/usr/local/lib/python3.10/dist-packages/deepspeed/runtime/zero/partitioned_param_"
                    "coordinator.py",
                    318,
                    "fetch_sub_module",
                    "assert param.ds_status == ZeroParamStatus.AVAILABLE, param.ds_summary()",
                )
            ],
            rank=5,
            notes="DeepSpeed ZeRO-3 internal assertion: a framework bug that recurs with the same code.",
        ),
    ]

    ctx = Ctx("assert-then-xid43-teardown")
    ctx.preamble()
    root = ctx.tb(
        4,
        ["AssertionError: attention mask must be causal for packed sequences"],
        [*TRAIN_FRAMES, ("/workspace/model/attn.py", 77, "forward", "assert mask.is_causal, msg")],
    )
    ctx.kernel(f"NVRM: Xid (PCI:0000:9a:00): 43, pid={ctx.pid0 + 4}, name=python3, Ch 00000010")
    ctx.summary(4, 1)
    cases.append(
        ctx.case(
            "synthetic",
            "assertion_error",
            *USER,
            root,
            ctx.who(4),
            notes="Distractor: Xid 43 (GPU stopped processing) is the teardown of the process that "
            "just failed its assertion; not a hardware signature.",
        )
    )
    return cases


def cases() -> list[dict[str, Any]]:
    return [*memory_cases(), *numeric_cases()]
