"""Cases shaped after public issue threads: short excerpts in the reporters' own log formats.

Older torch formats (``[E ProcessGroupNCCL.cpp:563]`` without a timestamp, ``ERROR:torch.distributed.
elastic...`` logging), prefixes other launchers add (``host.nolog [stderr]``), and threads where the
obvious error line is not the cause. Host names, pids and paths are changed and long outputs are
trimmed; each case's notes say what it keeps from the thread.
"""

from __future__ import annotations

from typing import Any

from corpus_single import CUDA_NOTE, GH, USER, Ctx

TRIMMED = "Excerpt of the thread's log (trimmed; hosts and pids changed)."


def oom_echo_cases() -> list[dict[str, Any]]:
    cases: list[dict[str, Any]] = []
    host = "funasr-train-w-0"
    ctx = Ctx("thread-oom-rank2-then-timeouts", host=host)
    ctx.out(2, "Traceback (most recent call last):")
    ctx.out(2, '  File "/workspace/funasr/train.py", line 231, in main')
    ctx.out(2, "    trainer.train_epoch(model=model, optim=optim, dataloader_train=dataloader_tr)")
    root = ctx.out(
        2,
        "torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 336.00 MiB. GPU  has a total "
        "capacity of 79.15 GiB of which 141.25 MiB is free. Process 2109115 has 78.99 GiB memory in use. Of "
        "the allocated memory 77.21 GiB is allocated by PyTorch, and 283.51 MiB is reserved by PyTorch but "
        "unallocated.",
    )
    for lr, pid in ((2, 15325), (0, 15323), (4, 15327), (6, 15329)):
        ctx.raw(
            f"{host}:{pid}:{pid + 874} [{lr}] NCCL INFO [Service thread] Connection closed by localRank 2"
        )
    for r in (5, 3, 1, 7):
        ctx.raw(
            f"[rank{r}]:[E ProcessGroupNCCL.cpp:563] [Rank {r}] Watchdog caught collective operation "
            "timeout: "
            "WorkNCCL(SeqNum=15734, OpType=ALLREDUCE, NumelIn=220084533, NumelOut=220084533, "
            "Timeout(ms)=600000) "
            f"ran for {600037 + r} milliseconds before timing out."
        )
    cases.append(
        ctx.case(
            GH + "modelscope/FunASR/issues/2006",
            "cuda_oom",
            *USER,
            root,
            {"nodes": [host], "ranks": [2]},
            notes="Rank 2 runs out of GPU memory; the other ranks' watchdog timeouts are its echo. "
            + TRIMMED,
        )
    )

    ctx = Ctx("thread-timeout-then-bogus-oom")
    for r in (0, 1):
        ctx.raw(
            f"[rank{r}]:[E ProcessGroupNCCL.cpp:563] [Rank {r}] Watchdog caught collective operation "
            "timeout: "
            "WorkNCCL(SeqNum=3188, OpType=BROADCAST, NumelIn=1, NumelOut=1, Timeout(ms)=1800000) ran for "
            f"{1800093 + r} milliseconds before timing out."
        )
    root = ctx.lines[0]
    ctx.out(
        0,
        "torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate more than 1EB memory.",
    )
    cases.append(
        ctx.case(
            GH + "NVIDIA/nccl/issues/1284",
            "nccl_timeout",
            "unknown",
            "needs_human",
            root,
            None,
            ambiguous=True,
            notes="Hard case: an 'OOM' for more than 1 EB follows a 30-minute BROADCAST timeout; the NCCL "
            "maintainer: ignore the OOM, it is triggered by the timeout. The timeout itself has no cause "
            "in the log. " + TRIMMED,
        )
    )

    ctx = Ctx("thread-zero3-oom-rank11", host="a100-node-3")
    ctx.out(
        11,
        '  File "./.conda/envs/swift/lib/python3.10/site-packages/transformers/integrations/'
        'sdpa_attention.py", line 96, in sdpa_attention_forward',
    )
    ctx.out(11, "    attn_output = torch.nn.functional.scaled_dot_product_attention(")
    root = ctx.out(
        11,
        "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 4.35 GiB. GPU 3 has a total capacity "
        "of "
        "63.42 GiB of which 1.70 GiB is free. Including non-PyTorch memory, this process has 60.30 GiB "
        "memory "
        "in use. Of the allocated memory 50.94 GiB is allocated by PyTorch, and 8.56 GiB is reserved by "
        "PyTorch but unallocated.",
    )
    for pid in (2521733, 2521734, 2521735):
        ctx.raw(
            "W1026 03:51:31.222000 2521679 "
            "site-packages/torch/distributed/elastic/multiprocessing/api.py:908] "
            f"Sending process {pid} closing signal SIGTERM"
        )
    ctx.summary(11, 1, [8, 9, 10])
    cases.append(
        ctx.case(
            GH + "modelscope/ms-swift/issues/6301",
            "cuda_oom",
            *USER,
            root,
            {"nodes": ["a100-node-3"], "ranks": [11]},
            notes="Multi-node ZeRO-3 OOM in attention on rank 11; torchrun then SIGTERMs its siblings. "
            + TRIMMED,
        )
    )

    ctx = Ctx("thread-srun-task-out-of-memory", style="plain", host="gpu001")
    ctx.raw("stage 1/50")
    ctx.raw("Traceback (most recent call last):")
    ctx.raw(
        '  File "/home/users/g/kraken-env/lib/python3.8/site-packages/torch/utils/data/dataloader.py", '
        "line 990, in _try_get_data"
    )
    ctx.raw("    data = self._data_queue.get(timeout=timeout)")
    ctx.raw("RuntimeError: DataLoader worker (pid 164244) is killed by signal: Killed.")
    root = ctx.raw("srun: error: gpu001: task 0: Out Of Memory")
    cases.append(
        ctx.case(
            GH + "FoNDUE-HTR/Documentation/issues/5",
            "host_oom",
            *USER,
            root,
            {"nodes": ["gpu001"], "ranks": []},
            notes="Slurm reports the task out of host memory; the killed DataLoader worker is how Python saw "
            "it. The job asked for too little memory. " + TRIMMED,
        )
    )

    ctx = Ctx("thread-slurm-oom-kill-events", style="plain", host="c002")
    ctx.raw("Epoch: [0][479/1736]\t Loss 0.6319 MAE 0.5976 RMSE 0.7949")
    ctx.raw("Epoch: [0][511/1736]\t Loss 0.5117 MAE 0.6075 RMSE 0.7153")
    ctx.raw(
        "/var/spool/slurmd/job00191/slurm_script: line 28:  8156 Killed                  python3 main.py "
        "--prop hform --epochs 400"
    )
    root = ctx.raw(
        "slurmstepd: error: Detected 1 oom-kill event(s) in StepId=191.batch cgroup. Some of your "
        "processes may have been killed by the cgroup out-of-memory handler."
    )
    cases.append(
        ctx.case(
            GH + "ArjunaCluster/ArjunaUsers/issues/52",
            "host_oom",
            *USER,
            root,
            None,
            notes="cgroup OOM of a batch step; nothing in the log names the node. " + TRIMMED,
        )
    )
    return cases


def assert_and_import_cases() -> list[dict[str, Any]]:
    cases: list[dict[str, Any]] = []
    ctx = Ctx("thread-index-assert-ppo", style="plain")
    for i in range(86, 90):
        ctx.raw(f"  6%|▌         | {i}/1398 [1:{28 + i - 86}:55<24:17:14, 66.64s/it]")
    first = None
    for t in range(4):
        line = ctx.raw(
            "../aten/src/ATen/native/cuda/Indexing.cu:1284: indexSelectLargeIndex: block: [134,0,0], "
            "thread: "
            f"[{t},0,0] Assertion `srcIndex < srcSelectDimSize` failed."
        )
        first = first or line
    ctx.raw("RuntimeError: CUDA error: device-side assert triggered")
    ctx.lines.extend(CUDA_NOTE)
    assert first is not None
    cases.append(
        ctx.case(
            GH + "huggingface/trl/issues/1995",
            "assertion_error",
            *USER,
            first,
            None,
            notes="Embedding index out of range (a token id beyond the vocabulary) asserted on the device, "
            "90 steps into PPO. " + TRIMMED,
        )
    )

    ctx = Ctx("thread-thc-index-assert", style="plain")
    root = ctx.raw(
        "/pytorch/aten/src/THC/THCTensorIndex.cu:308: void indexSelectSmallIndex(TensorInfo<T, IndexType>, "
        "TensorInfo<long, IndexType>, int, int, IndexType, long) [with T = float, IndexType = unsigned int, "
        "DstDim = 2, SrcDim = 2, IdxDim = -2]: block: [0,0,0], thread: [0,0,0] Assertion `srcIndex < "
        "srcSelectDimSize` failed."
    )
    ctx.raw("RuntimeError: CUDA error: device-side assert triggered")
    cases.append(
        ctx.case(
            GH + "pytorch/pytorch/issues/29966",
            "assertion_error",
            *USER,
            root,
            None,
            notes="Old (THC) wording of the same device-side index assert. " + TRIMMED,
        )
    )

    ctx = Ctx("thread-device-assert-bare", style="plain")
    ctx.raw("    _x = self.transformer.drop(tok_emb + pos_emb)")
    root = ctx.raw("RuntimeError: CUDA error: device-side assert triggered")
    ctx.lines.extend(CUDA_NOTE)
    cases.append(
        ctx.case(
            GH + "karpathy/nanoGPT/issues/470",
            "assertion_error",
            *USER,
            root,
            None,
            notes="Device-side assert without the assertion text (position ids past block_size): still the "
            "user's indices, not the GPU. " + TRIMMED,
        )
    )

    ctx = Ctx("thread-flash-attn-undefined-symbol", style="plain")
    ctx.raw('  File "/beegfs/ws/axolotl/src/axolotl/core/trainer_builder.py", line 40, in <module>')
    ctx.raw("    from axolotl.utils.callbacks import (")
    root = ctx.raw(
        "ImportError: "
        "/home/u751f/.conda/envs/med_llm/lib/python3.11/site-packages/flash_attn_2_cuda.cpython-311-"
        "x86_64-linux-gnu.so: undefined symbol: _ZN3c104cuda9SetDeviceEi"
    )
    cases.append(
        ctx.case(
            GH + "axolotl-ai-cloud/axolotl/issues/1588",
            "import_error",
            *USER,
            root,
            None,
            notes="flash-attn wheel built for another torch. " + TRIMMED,
        )
    )

    ctx = Ctx("thread-failed-to-import-transformers-module", style="plain")
    root = ctx.raw(
        "RuntimeError: Failed to import transformers.models.bloom.modeling_bloom because of the following "
        "error "
        "(look up to see its traceback):"
    )
    ctx.raw(
        "/home/ligy/anaconda3/lib/python3.11/site-packages/flash_attn_2_cuda.cpython-311-x86_64-linux-gnu"
        ".so: undefined symbol: "
        "_ZN2at4_ops5zeros4callEN3c108ArrayRefINS2_6SymIntEEENS2_8optionalINS2_10ScalarTypeEEE"
    )
    cases.append(
        ctx.case(
            GH + "Dao-AILab/flash-attention/issues/1612",
            "import_error",
            *USER,
            root,
            None,
            notes="A RuntimeError that is really an import error (transformers wraps it). " + TRIMMED,
        )
    )
    return cases


def unclear_cases() -> list[dict[str, Any]]:
    cases: list[dict[str, Any]] = []
    ctx = Ctx("thread-sigsegv-b200", host="yotta-B200-232")
    ctx.raw(
        "E1223 05:17:58.401000 3304190 torch/distributed/elastic/multiprocessing/api.py:874] failed "
        "(exitcode: -11) "
        "local_rank: 0 (pid: 3304209) of binary: /usr/bin/python"
    )
    ctx.raw("Root Cause (first observed failure):")
    ctx.raw("[0]:")
    ctx.raw("  time      : 2025-12-23_05:17:58")
    ctx.raw("  host      : yotta-B200-232")
    ctx.raw("  rank      : 0 (local_rank: 0)")
    root = ctx.raw("  exitcode  : -11 (pid: 3304209)")
    ctx.raw("  error_file: <N/A>")
    ctx.raw("  traceback : Signal 11 (SIGSEGV) received by PID 3304209")
    cases.append(
        ctx.case(
            GH + "NVIDIA/Megatron-LM/issues/1880",
            "other",
            "unknown",
            "needs_human",
            root,
            {"nodes": ["yotta-B200-232"], "ranks": [0]},
            ambiguous=True,
            notes="SIGSEGV on B200 that did not happen on H100: a build/arch problem or a bug, not something "
            "a restart fixes, but nothing says which. " + TRIMMED,
        )
    )

    ctx = Ctx("thread-old-elastic-logging-sigsegv", style="plain")
    ctx.raw(
        "WARNING:torch.distributed.elastic.multiprocessing.api:Sending process 5527 closing signal SIGTERM"
    )
    ctx.raw(
        "WARNING:torch.distributed.elastic.multiprocessing.api:Unable to shutdown process 5527 via 15, "
        "forcefully "
        "exitting via 9"
    )
    root = ctx.raw(
        "ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: -11) local_rank: 1 (pid: "
        "5528) of binary: /opt/conda/bin/python3.8"
    )
    ctx.raw(
        "INFO:torch.distributed.elastic.agent.server.api:Local worker group finished (FAILED). Waiting 300 "
        "seconds "
        "for other agents to finish"
    )
    cases.append(
        ctx.case(
            GH + "NVlabs/nvdiffrecmc/issues/21",
            "other",
            "unknown",
            "needs_human",
            root,
            None,
            ambiguous=True,
            notes="torch 1.x elastic logging format; a worker segfaulted with no traceback. " + TRIMMED,
        )
    )

    ctx = Ctx("thread-timeout-1800-rerun-other-gpu")
    root = ctx.raw(
        "[rank1]:[E ProcessGroupNCCL.cpp:523] [Rank 1] Watchdog caught collective operation timeout: "
        "WorkNCCL(SeqNum=44, OpType=ALLREDUCE, NumelIn=6832129, NumelOut=6832129, Timeout(ms)=1800000) ran "
        "for "
        "1800772 milliseconds before timing out."
    )
    ctx.raw(
        "[rank1]:[E ProcessGroupNCCL.cpp:537] Some NCCL operations have failed or timed out. Due to the "
        "asynchronous nature of CUDA kernels, subsequent GPU operations might run on corrupted/incomplete "
        "data."
    )
    ctx.raw(
        "[rank1]:[E ProcessGroupNCCL.cpp:543] To avoid data inconsistency, we are taking the entire process "
        "down."
    )
    cases.append(
        ctx.case(
            GH + "MLI-lab/DeepDeWedge/issues/22",
            "nccl_timeout",
            "unknown",
            "needs_human",
            root,
            None,
            ambiguous=True,
            notes="Old c10 format without timestamps; the reporter's rerun on other GPUs worked. " + TRIMMED,
        )
    )

    ctx = Ctx("thread-terminate-distbackenderror-broadcast")
    root = ctx.raw(
        "[rank1]:[E ProcessGroupNCCL.cpp:1182] [Rank 1] NCCL watchdog thread terminated with exception: "
        "[Rank 1] "
        "Watchdog caught collective operation timeout: WorkNCCL(SeqNum=880, OpType=BROADCAST, "
        "NumelIn=131137536, "
        "NumelOut=131137536, Timeout(ms)=1800000) ran for 1800695 milliseconds before timing out."
    )
    ctx.raw(
        "Exception raised from checkTimeout at ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:525 (most "
        "recent call first):"
    )
    ctx.raw("terminate called after throwing an instance of 'c10::DistBackendError'")
    cases.append(
        ctx.case(
            GH + "arrival-ltd/catalyst-rl-tutorial/issues/15",
            "nccl_timeout",
            "unknown",
            "needs_human",
            root,
            None,
            ambiguous=True,
            notes="A BROADCAST of the model timing out after 30 minutes; no other evidence. " + TRIMMED,
        )
    )

    ctx = Ctx("thread-nolog-stderr-prefix-timeout", style="plain")
    p = "dinov2-giant-nodes.cn-d003.nolog [stderr] "
    ctx.raw(
        f"{p}frame #3: c10d::ProcessGroupNCCL::ncclCommWatchdog() + 0x10c (0x7f1eca7796fc in "
        "/tmp/venv/torch/lib/"
        "libtorch_cuda.so)"
    )
    root = ctx.raw(
        f"{p}[rank3]:[E909 09:55:46.996672294 ProcessGroupNCCL.cpp:1709] [PG 0 (default_pg) Rank 3] Timeout "
        "at NCCL work: 2070, last enqueued NCCL work: 2082, last completed NCCL work: 2069."
    )
    ctx.raw(
        f"{p}[rank3]:[E909 09:55:46.996701349 ProcessGroupNCCL.cpp:621] [Rank 3] Some NCCL operations have "
        "failed or timed out."
    )
    cases.append(
        ctx.case(
            GH + "mila-iqia/milabench/pull/269",
            "nccl_timeout",
            "unknown",
            "needs_human",
            root,
            None,
            ambiguous=True,
            notes="A benchmark runner's own prefix ('<bench>.<node>.nolog [stderr] ') in front of "
            "torchrun's. " + TRIMMED,
        )
    )

    ctx = Ctx("thread-watchdog-got-stuck")
    root = ctx.raw(
        "[rank0]:[E1224 22:19:41.712209431 ProcessGroupNCCL.cpp:1484] [PG ID 0 PG GUID 0(default_pg) Rank 0] "
        "ProcessGroupNCCL's watchdog got stuck for 480 seconds without making progress in monitoring "
        "enqueued "
        "collectives. This typically indicates a NCCL/CUDA API (e.g., CudaEventDestroy) hang blocking the "
        "watchdog, and could be triggered by another thread holding the GIL inside a CUDA api (for example, "
        "CudaEventDestroy), or other deadlock-prone behaviors."
    )
    cases.append(
        ctx.case(
            GH + "OpenRLHF/OpenRLHF/issues/624",
            "hang",
            "unknown",
            "needs_human",
            root,
            None,
            ambiguous=True,
            notes="The NCCL watchdog itself is stuck: a CUDA API hang or a GIL deadlock; a hang with no "
            "culprit named. " + TRIMMED,
        )
    )
    return cases


def more_cases() -> list[dict[str, Any]]:
    cases: list[dict[str, Any]] = []
    ctx = Ctx("thread-xid31-repeats-same-gpu", host="gpu-a100-21")
    for attempt, (pid, step, kernel) in enumerate(
        ((40211, 8812, "fused_adam"), (51877, 9034, "layer_norm_bwd"), (60342, 9140, "softmax_fwd"))
    ):
        ctx.raw(
            f"[{ctx.clock.pylog()}] torch.distributed.elastic.agent.server.api: [default] Starting "
            "worker "
            f"group (attempt {attempt})"
        )
        ctx.out(0, f"step {step} loss 1.93 lr 3.0e-04 tokens/s 402113")
        ctx.kernel(
            f"NVRM: Xid (PCI:0000:2b:00): 31, pid={pid}, name=python3, channel 0x0000000c, intr 00000000. "
            "MMU "
            f"Fault: ENGINE GRAPHICS GPC6 GPCCLIENT_T1_13 faulted @ 0x6f17_0402{attempt}000. Fault is of "
            "type "
            "FAULT_PDE ACCESS_TYPE_VIRT_WRITE"
        )
        ctx.out(3, f"RuntimeError: CUDA error: an illegal memory access was encountered (in {kernel})")
        ctx.clock.jump(900)
    root = next(line for line in ctx.lines if "): 31, pid=" in line)
    cases.append(
        ctx.case(
            GH + "NVIDIA/NVSentinel/issues/271",
            "gpu_xid",
            "unknown",
            "needs_human",
            root,
            {"nodes": ["gpu-a100-21"], "ranks": [3]},
            ambiguous=True,
            notes="Xid 31 three times on the same GPU (same PCI id) in different kernels at different steps. "
            "NVIDIA's catalog: repeated MMU faults on one GPU mean run diagnostics (possible hardware); a "
            "solo fault means check the app. Not a cordon from rules alone, not the user's bug either.",
        )
    )

    ctx = Ctx("thread-misaligned-address-random", style="plain")
    ctx.raw("Epoch: [81][300/1250]\tLoss 0.4213 Prec@1 88.281")
    ctx.raw("    ret = torch.addmm(bias, input, weight.t())")
    root = ctx.raw("RuntimeError: CUDA error: misaligned address")
    ctx.raw("terminate called after throwing an instance of 'c10::Error'")
    cases.append(
        ctx.case(
            GH + "zhoubolei/TRN-pytorch/issues/88",
            "cuda_error",
            "unknown",
            "needs_human",
            root,
            None,
            ambiguous=True,
            notes="Misaligned address after dozens of epochs, sometimes gone after resuming: a kernel bug, a "
            "version mismatch or the GPU. " + TRIMMED,
        )
    )

    ctx = Ctx("thread-rdzv-connection-reset", style="plain", host="maindumbmachine")
    ctx.raw(
        "I0618 15:59:02.634000 139633870123008 torch/distributed/launcher/api.py:188] Starting "
        "elastic_operator "
        "with launch configs:"
    )
    ctx.raw(
        "I0618 15:59:02.634000 139633870123008 torch/distributed/launcher/api.py:188]   entrypoint      "
        " : "
        "echo.py"
    )
    ctx.raw(
        "torch.distributed.elastic.rendezvous.api.RendezvousConnectionError: The connection to the C10d "
        "store "
        "has failed. See inner exception for details."
    )
    root = ctx.raw("torch.distributed.DistNetworkError: Connection reset by peer")
    cases.append(
        ctx.case(
            GH + "pytorch/pytorch/issues/128970",
            "connection_error",
            "transient",
            "restart_from_checkpoint",
            root,
            None,
            notes="The worker's rendezvous connection is reset by the store host at startup. " + TRIMMED,
        )
    )

    ctx = Ctx("thread-fuse-transport-endpoint", style="plain")
    ctx.raw("Epoch: 2632. Steps: 1363964")
    ctx.raw(
        '  File "/usr/local/lib/python3.10/dist-packages/pytorch_lightning/utilities/cloud_io.py", '
        "line 68, in atomic_save"
    )
    ctx.raw("    f.write(bytesbuffer.getvalue())")
    root = ctx.raw("OSError: [Errno 107] Transport endpoint is not connected")
    cases.append(
        ctx.case(
            GH + "rhasspy/piper/issues/311",
            "storage_error",
            "storage",
            "needs_human",
            root,
            None,
            notes="The FUSE mount holding the checkpoints died mid-save; it must be remounted before a "
            "restart can write there (a human, not a plain restart). " + TRIMMED,
        )
    )
    return cases


def cases() -> list[dict[str, Any]]:
    return [*oom_echo_cases(), *assert_and_import_cases(), *unclear_cases(), *more_cases()]
