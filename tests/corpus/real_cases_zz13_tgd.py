# ruff: noqa
"""Real excerpts, batch ZZ13-TGD: held-out (test-fold) failures of training and inference jobs on
GPU and TPU clusters (NCCL and XLA collective failures, watchdog timeouts, CUDA and TPU HBM
out-of-memory, illegal memory accesses, SIGBUS/SIGSEGV, rendezvous and object-store failures,
stale shared memory, TPU slice failures), gathered from GitHub issue threads of large training
projects that are already in the corpus and whose `fold_of(repo)` is "test" (modelscope/ms-swift,
mosaicml/composer, mosaicml/llm-foundry, EleutherAI/gpt-neox, bigscience-workshop/Megatron-DeepSpeed,
jax-ml/jax, pytorch/xla) and from MaxText's own troubleshooting page (AI-Hypercomputer/maxtext).
No thread already in the corpus was taken again. Taken as the searches returned them, not picked for
what crashcart can do; nobody ran crashcart on them before they were labelled. Verbatim log lines
as printed in each thread (trimmed to the relevant part; a Markdown quote marker `> ` in front of
lines and the reporters' own prose were dropped); labelled from what each thread concluded, or
from the log where it concluded nothing (the notes say which)."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"

MAXTEST_DOC = GH + "AI-Hypercomputer/maxtext/blob/main/benchmarks/maxtest/getting_started.md"


CASES = [
    # --- modelscope/ms-swift -------------------------------------------------------------------------
    real(
        GH + "modelscope/ms-swift/issues/5943",
        "modelscope/ms-swift",
        "cuda_oom",
        "user_code",
        USER,
        "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.63 GiB.",
        r"""
        [rank15]: torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.63 GiB. GPU 7 has a total capacity of 79.11 GiB of which 2.61 GiB is free. Including non-PyTorch memory, this process has 0 bytes memory in use. Of the allocated memory 48.15 GiB is allocated by PyTorch, with 50.00 MiB allocated in private pools (e.g., CUDA Graphs), and 3.49 GiB is reserved by PyTorch but unallocated. If reserved but unallocated memory is large try setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  See documentation for Memory Management  (https://pytorch.org/docs/stable/notes/cuda.html#environment-variables)
        [rank12]: Traceback (most recent call last):
        [rank12]:   File "/mnt/bn/smart-customer-service/users/wanghongyu/ttcd-ms-swift/swift/cli/rlhf.py", line 5, in <module>
        [rank12]:     rlhf_main()
        [rank12]:   File "/mnt/bn/smart-customer-service/users/wanghongyu/ttcd-ms-swift/swift/llm/train/rlhf.py", line 200, in rlhf_main
        [rank12]:     return SwiftRLHF(args).main()
        [rank12]:   File "/mnt/bn/smart-customer-service/users/wanghongyu/ttcd-ms-swift/swift/llm/base.py", line 49, in main
        [rank12]:     result = self.run()
        [rank12]:   File "/mnt/bn/smart-customer-service/users/wanghongyu/ttcd-ms-swift/swift/llm/train/sft.py", line 187, in run
        [rank12]:     return self.train(trainer)
        """,
        "A 16-GPU `swift rlhf` run of gemma3-27b on 80 GiB GPUs runs out of GPU memory (the thread is "
        "titled 'gemma3-27b OOM'; several ranks print the same traceback). A CUDA OOM recurs with the "
        "same model, sequence length and parallel layout until the user changes them; no single rank "
        "is at fault, so no culprit.",
    ),
    real(
        GH + "modelscope/ms-swift/issues/1817",
        "modelscope/ms-swift",
        "nccl_timeout",
        "unknown",
        HUMAN,
        "Watchdog caught collective operation timeout",
        r"""
        Some NCCL operations have failed or timed out. Due to the asynchronous nature of CUDA kernels, subsequent GPU operations might run on corrupted/incomplete data.
        [E ProcessGroupNCCL.cpp:916] [Rank 3] NCCL watchdog thread terminated with exception: [Rank 3] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=1250, OpType=ALLREDUCE, NumelIn=20280320, NumelOut=20280320, Timeout(ms)=1800000) ran for 1800782 milliseconds before timing out.
        terminate called after throwing an instance of 'std::runtime_error'
        """,
        "`swift sft` LoRA fine-tuning of MiniCPM-V-2.6 on 8 GPUs with DeepSpeed ZeRO-2 dies mid-run when "
        "an ALLREDUCE times out after 30 minutes. The maintainer found it odd that a rank could block "
        "for 30 minutes and asked for py-spy dumps; another user's dumps show ranks waiting in "
        "DeepSpeed's gradient all-reduce synchronize, and no cause was settled in the thread. A bare "
        "collective timeout with no root cause in the log: a human has to look.",
        ambiguous=True,
    ),
    real(
        GH + "modelscope/ms-swift/issues/5409",
        "modelscope/ms-swift",
        "nccl_timeout",
        "unknown",
        HUMAN,
        "Watchdog caught collective operation timeout",
        r"""
        [rank2]:[E816 00:34:01.133910474 ProcessGroupNCCL.cpp:629] [Rank 2] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=137429, OpType=_ALLGATHER_BA[451/1919]
        n=71552, NumelOut=572416, Timeout(ms)=600000) ran for 600004 milliseconds before timing out.
        [rank2]:[E816 00:34:01.140650897 ProcessGroupNCCL.cpp:2168] [PG ID 1 PG GUID 1 Rank 2]  failure detected by watchdog at work sequence id: 137429 PG status: last enqueue
        d work: 137429, last completed work: 137428
        [rank2]:[E816 00:34:01.140701567 ProcessGroupNCCL.cpp:667] Stack trace of the failed collective not found, potentially because FlightRecorder is disabled. You can enabl
        e it by setting TORCH_NCCL_TRACE_BUFFER_SIZE to a non-zero value.
        [rank0]:[E816 00:34:01.151101643 ProcessGroupNCCL.cpp:629] [Rank 0] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=137429, OpType=_ALLGATHER_BASE, NumelI
        n=71552, NumelOut=572416, Timeout(ms)=600000) ran for 600021 milliseconds before timing out.
        """,
        "A long ms-swift training run (sequence number 137429, so well into training) stops when an "
        "_ALLGATHER_BASE times out after 10 minutes on several ranks (the lines are wrapped as the "
        "reporter's terminal printed them). The issue is open with no diagnosis; every rank shown "
        "times out on the same collective and none names a cause, so the label rests on the log: a "
        "human has to find the stuck rank.",
        ambiguous=True,
    ),
    real(
        GH + "modelscope/ms-swift/issues/6877",
        "modelscope/ms-swift",
        "nccl_timeout",
        "unknown",
        HUMAN,
        "Watchdog caught collective operation timeout",
        r"""
        Train:   0%|          | 5/15000 [10:04:13<30766:23:03, 7386.39s/it]
        Train:   0%|          | 5/15000 [10:04:13<30766:23:03, 7386.39s/it]
        Train:   0%|          | 6/15000 [10:46:01<23855:30:25, 5727.61s/it][rank0]:[E1202 11:06:56.320643155 ProcessGroupNCCL.cpp:683] [Rank 0] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=1236, OpType=ALLREDUCE, NumelIn=16515072, NumelOut=16515072, Timeout(ms)=600000) ran for 600043 milliseconds before timing out.
        [rank1]:[E1202 11:06:56.348742890 ProcessGroupNCCL.cpp:683] [Rank 1] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=1236, OpType=ALLREDUCE, NumelIn=16515072, NumelOut=16515072, Timeout(ms)=600000) ran for 600077 milliseconds before timing out.
        [rank2]:[E1202 11:06:56.382614623 ProcessGroupNCCL.cpp:683] [Rank 2] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=1236, OpType=ALLREDUCE, NumelIn=16515072, NumelOut=16515072, Timeout(ms)=600000) ran for 600094 milliseconds before timing out.
        [rank3]:[E1202 11:06:56.406819086 ProcessGroupNCCL.cpp:683] [Rank 3] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=1236, OpType=ALLREDUCE, NumelIn=16515072, NumelOut=16515072, Timeout(ms)=600000) ran for 600094 milliseconds before timing out.
        [rank0]:[E1202 11:06:57.640667771 ProcessGroupNCCL.cpp:1858] [PG ID 0 PG GUID 0(default_pg) Rank 0] Received a dump signal due to a collective timeout from this local rank and we will try our best to dump the debug info. Last enqueued NCCL work: 185, last completed NCCL work: 185.This is most likely caused by incorrect usages of collectives, e.g., wrong sizes used across ranks, the order of collectives is not same for all ranks or the scheduled collective, for some reason, didn't run. Additionally, this can be caused by GIL deadlock or other reasons such as network errors or bugs in the communications library (e.g. NCCL), etc.
        """,
        "Qwen3-VL GRPO training in ms-swift takes one to two hours per step and then all four ranks "
        "time out on the same ALLREDUCE. The thread was closed without a diagnosis in what could be "
        "read; the extremely slow steps point at the rollout side rather than the fabric, but every "
        "rank shown times out alike and none names a cause. A human has to look.",
        ambiguous=True,
    ),
    real(
        GH + "modelscope/ms-swift/issues/9609",
        "modelscope/ms-swift",
        "cuda_error",
        "framework_bug",
        USER,
        "Process group watchdog thread terminated with exception: CUDA error: an illegal memory access was encountered",
        r"""
        [2026-06-21T17:32:43+08:00] simulate-opd-train-qwen36-gpt-40667100-f07ba-cfcd2 >> [rank3]:[E621 17:32:43.368577663 ProcessGroupNCCL.cpp:2093] [PG ID 0 PG GUID 0(default_pg) Rank 3] Process group watchdog thread terminated with exception: CUDA error: an illegal memory access was encountered
        [2026-06-21T17:32:43+08:00] simulate-opd-train-qwen36-gpt-40667100-f07ba-cfcd2 >> Search for `cudaErrorIllegalAddress' in https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html for more information.
        [2026-06-21T17:32:43+08:00] simulate-opd-train-qwen36-gpt-40667100-f07ba-cfcd2 >> CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
        [2026-06-21T17:32:43+08:00] simulate-opd-train-qwen36-gpt-40667100-f07ba-cfcd2 >> For debugging consider passing CUDA_LAUNCH_BLOCKING=1
        [2026-06-21T17:32:43+08:00] simulate-opd-train-qwen36-gpt-40667100-f07ba-cfcd2 >> Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.
        [2026-06-21T17:32:43+08:00] simulate-opd-train-qwen36-gpt-40667100-f07ba-cfcd2 >>
        [2026-06-21T17:32:43+08:00] simulate-opd-train-qwen36-gpt-40667100-f07ba-cfcd2 >> Exception raised from query at /pytorch/aten/src/ATen/cuda/CUDAEvent.h:108 (most recent call first):
        """,
        "An on-policy distillation (GKD) job of a Qwen model in ms-swift, filed as a GKD out-of-bounds "
        "bug, hits an illegal memory access; the reporter added the suggested setting, restarted, and "
        "got the illegal memory access again. No hardware signature anywhere and the fault comes back "
        "on restart in this training mode, so it is treated as a code-path bug that recurs: the user "
        "(and the maintainers) have to change something before another run.",
    ),
    real(
        GH + "modelscope/ms-swift/issues/6107",
        "modelscope/ms-swift",
        "network_error",
        "unknown",
        HUMAN,
        "NCCL WARN Call to ibv_reg_mr_iova2 failed with error Invalid argument",
        r"""
        [rank10]:     with stream_context, _coalescing_manager(communication_group, async_ops=async_op) as cm:
        [rank10]:   File "/home/shared/conda/lib/python3.11/contextlib.py", line 144, in __exit__
        [rank10]:     next(self.gen)
        [rank10]:   File "/home/shared/conda/lib/python3.11/site-packages/torch/distributed/distributed_c10d.py", line 2634, in _coalescing_manager
        [rank10]:     work = group.reduce_scatter_tensor_coalesced(outputs, inputs, reduce_opts)
        [rank10]:            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
        [rank10]: RuntimeError: NCCL Error 2: unhandled system error (run with NCCL_DEBUG=INFO for details)

        [2025-10-13 10:12:54] iv-ydin754tmoxjd1twgixh:1458548:1480527 [0] misc/ibvwrap.cc:182 NCCL WARN Call to ibv_reg_mr_iova2 failed with error Invalid argument
        iv-ydin754tmoxjd1twgixh:1458548:1480527 [0] NCCL INFO transport/net_ib.cc:1872 -> 2
        iv-ydin754tmoxjd1twgixh:1458548:1480527 [0] NCCL INFO transport/net_ib.cc:1920 -> 2
        iv-ydin754tmoxjd1twgixh:1458548:1480527 [0] NCCL INFO transport/net.cc:853 -> 2
        """,
        "Multi-node `megatron sft` of Qwen3-VL-235B on A100 nodes fails in a reduce-scatter with NCCL's "
        "unhandled system error; the NCCL log shows the InfiniBand memory registration "
        "(ibv_reg_mr_iova2) rejected with EINVAL. That is usually a setup problem (GPUDirect/peer "
        "memory support, allocator settings) rather than a flapping link, but the thread was closed "
        "without a diagnosis that could be read, so the label rests on the log and is left to a human.",
        ambiguous=True,
    ),
    # --- mosaicml/composer ---------------------------------------------------------------------------
    real(
        GH + "mosaicml/composer/issues/1438",
        "mosaicml/composer",
        "storage_error",
        "framework_bug",
        USER,
        "RuntimeError: Upload worker crashed. Please check the logs.",
        r"""
        contrastive_train-contrastive_train-1  |   File "/root/miniconda3/envs/video-rec/lib/python3.8/site-packages/composer/core/callback.py", line 96, in run_event
        contrastive_train-contrastive_train-1  |     return event_cb(state, logger)
        contrastive_train-contrastive_train-1  |
        contrastive_train-contrastive_train-1  |   File "/root/miniconda3/envs/video-rec/lib/python3.8/site-packages/composer/loggers/object_store_logger.py", line 294, in batch_end
        contrastive_train-contrastive_train-1  |     self._check_workers()
        contrastive_train-contrastive_train-1  |
        contrastive_train-contrastive_train-1  |   File "/root/miniconda3/envs/video-rec/lib/python3.8/site-packages/composer/loggers/object_store_logger.py", line 311, in _check_workers
        contrastive_train-contrastive_train-1  |     raise RuntimeError('Upload worker crashed. Please check the logs.')
        contrastive_train-contrastive_train-1  |
        contrastive_train-contrastive_train-1  | RuntimeError: Upload worker crashed. Please check the logs.
        contrastive_train-contrastive_train-1  |
        contrastive_train-contrastive_train-1  | wandb: Waiting for W&B process to finish... (failed 1). Press Control-C to abort syncing.
        """,
        "A Composer training run in docker-compose checkpoints to Cloudflare R2 through Composer's S3 "
        "object store and dies when the checkpoint upload worker crashes (the worker's own traceback, "
        "posted separately, fails inside boto3's upload_file). R2 was not supported by Composer's "
        "object store at the time; maintainers later added support and documented it. Every run with "
        "that configuration fails the same way, so a restart does not help: notify the user.",
    ),
    real(
        GH + "mosaicml/composer/issues/179",
        "mosaicml/composer",
        "connection_error",
        "transient",
        RESTART,
        "RuntimeError: Timed out initializing process group in store based barrier",
        r"""
        Traceback (most recent call last):
          File "/workspace/src/composer/examples/run_mosaic_trainer.py", line 47, in <module>
            main()
          File "/workspace/src/composer/examples/run_mosaic_trainer.py", line 42, in main
            trainer = Trainer.create_from_hparams(hparams=hparams)
          File "/workspace/src/composer/composer/trainer/trainer.py", line 366, in create_from_hparams
            trainer = cls(
          File "/workspace/src/composer/composer/trainer/trainer.py", line 199, in __init__
            ddp.initialize_ddp(device.ddp_backend, datetime.timedelta(seconds=ddp_timeout))
          File "/workspace/src/composer/composer/utils/ddp.py", line 205, in initialize_ddp
            dist.init_process_group(backend, timeout=timeout)
          File "/usr/local/lib/python3.8/dist-packages/torch/distributed/distributed_c10d.py", line 547, in init_process_group
            _store_based_barrier(rank, store, timeout)
          File "/usr/local/lib/python3.8/dist-packages/torch/distributed/distributed_c10d.py", line 219, in _store_based_barrier
            raise RuntimeError(
        RuntimeError: Timed out initializing process group in store based barrier on rank: 0, for key: store_based_barrier_key:1 (world_size=8, worker_count=7, timeout=0:00:05)
        """,
        "An 8-GPU Composer run on GCP A100s sometimes (the reporter's third time, not every time) fails "
        "at start-up: only 7 of 8 workers reach the store-based barrier within the 5-second DDP "
        "timeout. The issue stayed open without a diagnosis. From the log it is a start-up rendezvous "
        "timeout that comes and goes, so a restart is the first action; the very short ddp_timeout is "
        "worth raising so that it stops recurring.",
    ),
    # --- mosaicml/llm-foundry ------------------------------------------------------------------------
    real(
        GH + "mosaicml/llm-foundry/issues/436",
        "mosaicml/llm-foundry",
        "dataset_loading_error",
        "framework_bug",
        USER,
        "ValueError: Reused local directory:",
        r"""
        ValueError: Reused local directory: ['/raid/yjguo/mpt/llm-foundry/scripts/my-copy-c4/train_small'] vs
        ['/raid/yjguo/mpt/llm-foundry/scripts/my-copy-c4/train_small']. Provide a different one. If using a unique local directory, try
        deleting the local directory and call `streaming.base.util.clean_stale_shared_memory()` only once in your script to clean up the
        stale shared memory before instantiation of `StreamingDataset`.
        """,
        "llm-foundry training first deadlocked at 'Spinning the dataloaders' and now fails every time "
        "at StreamingDataset start-up with 'Reused local directory', even after reinstalling the "
        "packages. A maintainer explained that Streaming coordinates workers through shared-memory "
        "objects that crashed or zombie processes can leave behind. Every restart on that host fails "
        "the same way until the stale shared memory or local directory is cleaned: notify the user.",
    ),
    real(
        GH + "mosaicml/llm-foundry/issues/295",
        "mosaicml/llm-foundry",
        "runtime_error",
        "framework_bug",
        USER,
        "Expects full precision but got torch.bfloat16",
        r"""
        Expects full precision but got torch.bfloat16

        ----------End global rank 5 STDOUT----------
        ----------Begin global rank 5 STDERR----------

          File "/projectdir/MPT_LLMFoundry/scripts/train/train.py", line 255, in <module>
            main(cfg)
          File "/projectdir/MPT_LLMFoundry/scripts/train/train.py", line 244, in main
            trainer.fit()
          File "/envdir/environment/miniconda/envs/mpt/lib/python3.9/site-packages/composer/trainer/trainer.py", line 17
        66, in fit
            self._train_loop()
          File "/envdir/environment/miniconda/envs/mpt/lib/python3.9/site-packages/composer/trainer/trainer.py", line 19
        96, in _train_loop
            self.engine.run_event(Event.BATCH_CHECKPOINT)
        """,
        "An MPT run with FSDP trains fine until the first batch checkpoint, where saving the sharded "
        "model fails with FSDP's 'Expects full precision but got torch.bfloat16' (lines wrapped as the "
        "reporter's terminal printed them). The issue was labelled a bug and closed; no fix could be "
        "read in the thread. The checkpoint save fails the same way every time with this FSDP "
        "precision setup, so a restart would lose the work again: notify the user.",
    ),
    real(
        GH + "mosaicml/llm-foundry/issues/117",
        "mosaicml/llm-foundry",
        "cuda_oom",
        "user_code",
        USER,
        "torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 1.54 GiB",
        r"""
        torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 1.54 GiB (GPU 0; 16.00 GiB total capacity; 13.53 GiB already allocated; 6.00 MiB free; 14.01 GiB reserved in total by PyTorch)
        """,
        "Following the llm-foundry README, the 125M model trains on a 16 GB RTX 3080 but the 350M "
        "model runs out of GPU memory (the line is cut where the message continues with the allocator "
        "hint). A plain CUDA OOM from model size and batch settings: it recurs until the user shrinks "
        "the microbatch or the model.",
    ),
    # --- EleutherAI/gpt-neox -------------------------------------------------------------------------
    real(
        GH + "EleutherAI/gpt-neox/issues/940",
        "EleutherAI/gpt-neox",
        "other",
        "unknown",
        HUMAN,
        "exits with return code = -7",
        r"""
        [2023-05-17 11:25:12,956] [INFO] [engine.py:88:__init__] CONFIG: micro_batches=1 micro_batch_size=1
        [2023-05-17 11:25:13,053] [INFO] [launch.py:318:sigkill_handler] Killing subprocess 2420
        [2023-05-17 11:25:13,146] [INFO] [launch.py:318:sigkill_handler] Killing subprocess 2421
        [2023-05-17 11:25:13,146] [ERROR] [launch.py:324:sigkill_handler] ['/usr/bin/python', '-u', 'train.py', '--local_rank=1', '--deepspeed_config', 'eyJ0cmFpbl9iYXRjaF9zaXplIjogMiwgInRyYWluX21pY3JvX2JhdGNoX3NpemVfcGVyX2dwdSI6IDEsICJvcHRpbWl6ZXIiOiB7InR5cGUiOiAiQWRhbSIsICJwYXJhbXMiOiB7ImxyIjogMC4wMDA2LCAiYmV0YXMiOiBbMC45LCAwLjk5OV0sICJlcHMiOiAxZS0wOH19LCAiZnAzMl9hbGxyZWR1Y2UiOiB0cnVlLCAiZnAxNiI6IHsiZW5hYmxlZCI6IHRydWUsICJ0eXBlIjogImJmbG9hdDE2IiwgImxvc3Nfc2NhbGUiOiAwLCAibG9zc19zY2FsZV93aW5kb3ciOiAxMDAwLCAiaHlzdGVyZXNpcyI6IDIsICJtaW5fbG9zc19zY2FsZSI6IDF9LCAiemVyb19vcHRpbWl6YXRpb24iOiB7InN0YWdlIjogMCwgImFsbGdhdGhlcl9wYXJ0aXRpb25zIjogdHJ1ZSwgImFsbGdhdGhlcl9idWNrZXRfc2l6ZSI6IDUwMDAwMDAwMCwgIm92ZXJsYXBfY29tbSI6IHRydWUsICJyZWR1Y2Vfc2NhdHRlciI6IHRydWUsICJyZWR1Y2VfYnVja2V0X3NpemUiOiA1MDAwMDAwMDAsICJjb250aWd1b3VzX2dyYWRpZW50cyI6IHRydWV9LCAid2FsbF9jbG9ja19icmVha2Rvd24iOiB0cnVlfQ==', '--megatron_config', '/workspace/megatron_config.json'] exits with return code = -7
        """,
        "A two-GPU GPT-NeoX run started from the tutorial dies right after the DeepSpeed engine is "
        "built: the launcher kills both workers because one exited with return code -7 (SIGBUS), "
        "with no Python error. In containers this is very often an undersized /dev/shm, but the "
        "thread did not reach a diagnosis that could be read, and the log itself only carries a bare "
        "signal exit, so a human has to look.",
        ambiguous=True,
    ),
    real(
        GH + "EleutherAI/gpt-neox/issues/885",
        "EleutherAI/gpt-neox",
        "assertion_error",
        "user_code",
        USER,
        "AssertionError: Not sure how to proceed, we were given deepspeed configs",
        r"""
         File "generate.py", line 91, in <module>
            main()
          File "generate.py", line 33, in main
            model, neox_args = setup_for_inference_or_eval(use_cache=True)
          File "/home/ubuntu/gpt-neox/megatron/utils.py", line 443, in setup_for_inference_or_eval
            model, _, _ = setup_model_and_optimizer(
          File "/home/ubuntu/gpt-neox/megatron/training.py", line 621, in setup_model_and_optimizer
            model, optimizer, _, lr_scheduler = deepspeed.initialize(
          File "/home/ubuntu/.neox3.8/lib/python3.8/site-packages/deepspeed/__init__.py", line 137, in initialize
            assert config is None, "Not sure how to proceed, we were given deepspeed configs in the deepspeed arguments and deepspeed.initialize() function call"
        AssertionError: Not sure how to proceed, we were given deepspeed configs in the deepspeed arguments and deepspeed.initialize() function call
        """,
        "GPT-NeoX text generation on 4 GPUs (`./deepy.py generate.py`) stops in deepspeed.initialize "
        "with an assertion about configs passed twice. A user answered that downgrading DeepSpeed to "
        "0.8.x fixes it: the installed DeepSpeed is newer than the one GPT-NeoX was written against. "
        "A version mismatch in the environment recurs on every start until the user fixes it.",
    ),
    # --- bigscience-workshop/Megatron-DeepSpeed -----------------------------------------------------
    real(
        GH + "bigscience-workshop/Megatron-DeepSpeed/issues/341",
        "bigscience-workshop/Megatron-DeepSpeed",
        "os_error",
        "unknown",
        HUMAN,
        "Caught signal 7 (Bus error: nonexistent physical address)",
        r"""
        Loading extension module fused_mix_prec_layer_norm_cuda...
        [610867610e4b:2498 :0:2599] Caught signal 7 (Bus error: nonexistent physical address)

         0 0x0000000000014420 __funlockfile()  ???:0
         1 0x000000000018bb41 __nss_database_lookup()  ???:0
         2 0x000000000006929c ncclGroupEnd()  ???:0
         3 0x000000000006b9ae ncclGroupEnd()  ???:0
         4 0x0000000000050853 ncclGetUniqueId()  ???:0
         5 0x00000000000417b4 ???()  /lib/x86_64-linux-gnu/libnccl.so.2:0
         6 0x0000000000042c4d ???()  /lib/x86_64-linux-gnu/libnccl.so.2:0
         7 0x0000000000058b37 ncclRedOpDestroy()  ???:0
         8 0x0000000000008609 start_thread()  ???:0
         9 0x000000000011f133 clone()  ???:0

        Fatal Python error: Bus error

        Thread 0x00007f8bf451b740 (most recent call first):
          File "/opt/conda/lib/python3.8/site-packages/torch/distributed/distributed_c10d.py", line 2792 in barrier
          File "/workspace/Megatron-DeepSpeed/megatron/initialize.py", line 217 in _compile_dependencies
          File "/workspace/Megatron-DeepSpeed/megatron/initialize.py", line 164 in initialize_megatron
          File "/workspace/Megatron-DeepSpeed/megatron/training.py", line 99 in pretrain
          File "pretrain_gpt.py", line 231 in main
        """,
        "pretrain_gpt_distributed.sh in a container (host name 610867610e4b) dies at the first "
        "torch.distributed barrier with SIGBUS inside an NCCL thread. The same NCCL bus error in other "
        "projects' threads was an undersized docker /dev/shm, but this thread's conclusion could not "
        "be read and the frames do not name shared memory; the label rests on the log, a signal "
        "inside NCCL with no stated cause, so a human has to look.",
        ambiguous=True,
    ),
    real(
        GH + "bigscience-workshop/Megatron-DeepSpeed/issues/318",
        "bigscience-workshop/Megatron-DeepSpeed",
        "cuda_error",
        "framework_bug",
        USER,
        "gr062: RuntimeError: CUDA error: an illegal memory access was encountered",
        r"""
        gr062: RuntimeError: CUDA error: an illegal memory access was encountered
        gr062: terminate called after throwing an instance of 'c10::CUDAError'
        gr062:   what():  CUDA error: an illegal memory access was encountered
        gr062: Exception raised from create_event_internal at /opt/conda/conda-bld/pytorch_1656352657443/work/c10/cuda/CUDACachingAllocator.cpp:1387 (most recent call first):
        gr062: frame #0: c10::Error::Error(c10::SourceLocation, std::string) + 0x57 (0x7f7ad7777477 in /ext3/miniconda3/lib/python3.9/site-packages/torch/lib/libc10.so)
        gr062: frame #1: <unknown function> + 0x1d4a3 (0x7f7b04d684a3 in /ext3/miniconda3/lib/python3.9/site-packages/torch/lib/libc10_cuda.so)
        gr062: frame #2: c10::cuda::CUDACachingAllocator::raw_delete(void*) + 0x237 (0x7f7b04d6e417 in /ext3/miniconda3/lib/python3.9/site-packages/torch/lib/libc10_cuda.so)
        """,
        "Multi-node BLOOM inference with the repository's DeepSpeed-Inference script fails with an "
        "illegal memory access; this reporter gets it every time the batch size is above 1 (the "
        "thread title reports an unhandled CUDA error in NCCL all_reduce for the same setup). An "
        "illegal access that reproduces with a given batch size is a code path in the inference "
        "kernels, not a bad GPU: it recurs until the configuration or the software changes.",
    ),
    real(
        GH + "bigscience-workshop/Megatron-DeepSpeed/issues/324",
        "bigscience-workshop/Megatron-DeepSpeed",
        "nan_or_value_error",
        "framework_bug",
        USER,
        "RuntimeError: probability tensor contains either `inf`, `nan` or element < 0",
        r"""
        *** Starting to generate 100 tokens with bs=1
        Generate args {'max_new_tokens': 100, 'do_sample': True, 'use_cache': False}
        Traceback (most recent call last):
          File "/secondary/thies/Megatron-DeepSpeed/scripts/inference/bloom-ds-inference.py", line 257, in <module>
            _ = generate()
          File "/secondary/thies/Megatron-DeepSpeed/scripts/inference/bloom-ds-inference.py", line 244, in generate
            outputs = model.generate(**input_tokens, **generate_kwargs)
          File "/secondary/thies/.virtualenvs/bloom/lib/python3.8/site-packages/torch/autograd/grad_mode.py", line 27, in decorate_context
            return func(*args, **kwargs)
          File "/secondary/thies/.virtualenvs/bloom/lib/python3.8/site-packages/transformers/generation_utils.py", line 1326, in generate
            return self.sample(
          File "/secondary/thies/.virtualenvs/bloom/lib/python3.8/site-packages/transformers/generation_utils.py", line 1981, in sample
            next_tokens = torch.multinomial(probs, num_samples=1).squeeze(1)
        RuntimeError: probability tensor contains either `inf`, `nan` or element < 0
        [2022-08-03 15:06:16,298] [INFO] [launch.py:286:sigkill_handler] Killing subprocess 140658
        """,
        "BLOOM generation with bloom-ds-inference.py works with the default options but fails with "
        "sampling and use_cache=False: the logits contain inf/NaN and torch.multinomial refuses them. "
        "The issue is open; it reproduces with those generation options every time, so the job has to "
        "be changed (options or software), not restarted.",
    ),
    # --- jax-ml/jax ----------------------------------------------------------------------------------
    real(
        GH + "jax-ml/jax/issues/18391",
        "jax-ml/jax",
        "import_error",
        "user_code",
        USER,
        "NCCL operation ncclGetUniqueId(&id) failed: Unable to load NCCL library.",
        r"""
        jaxlib.xla_extension.XlaRuntimeError: INTERNAL: Failed to execute XLA Runtime executable: run time error: custom call 'xla.gpu.all_reduce' failed:
        external/xla/xla/service/gpu/nccl_utils.cc:133: NCCL operation ncclGetUniqueId(&id) failed: Unable to load NCCL library. Multi-GPU collectives will not work.;
        current tracing scope: all-reduce-start; current profiling annotation:
        """,
        "After upgrading jax/jaxlib to 0.4.20 (0.4.19 too), multi-GPU training fails at the first "
        "all-reduce because the NCCL library cannot be loaded; the same code ran on 0.4.16. The "
        "closed thread's fix could not be read, but the log says plainly that the process cannot load "
        "NCCL, an installation/environment problem that recurs on every start until the user "
        "installs a matching NCCL.",
    ),
    real(
        GH + "jax-ml/jax/issues/17399",
        "jax-ml/jax",
        "cuda_error",
        "unknown",
        HUMAN,
        "NCCL operation ncclCommInitRank(&comm, nranks, id, rank) failed: unhandled cuda error",
        r"""
        W external/xla/xla/service/gpu/runtime/support.cc:58] Intercepted XLA runtime error:
        INTERNAL: external/xla/xla/service/gpu/nccl_utils.cc:275: NCCL operation ncclCommInitRank(&comm, nranks, id, rank) failed: unhandled cuda error
        2023-09-01 10:20:11.257981: E external/xla/xla/pjrt/pjrt_stream_executor_client.cc:2593] Execution of replica 3 failed: INTERNAL: Failed to execute XLA Runtime executable: run time error: custom call 'xla.gpu.all_reduce' failed: external/xla/xla/service/gpu/nccl_utils.cc:275: NCCL operation ncclCommInitRank(&comm, nranks, id, rank) failed: unhandled cuda error; current tracing scope: all-reduce-start.163; current profiling annotation: XlaModule:#hlo_module=pmap_train_step,program_id=1239#.
        2023-09-01 10:20:11.343307: W external/xla/xla/service/gpu/runtime/support.cc:58] Intercepted XLA runtime error:
        INTERNAL: external/xla/xla/service/gpu/nccl_utils.cc:275: NCCL operation ncclCommInitRank(&comm, nranks, id, rank) failed: unhandled cuda error
        """,
        "A pmap training step fails while NCCL creates its communicator ('unhandled cuda error'), first "
        "on a multi-node run and then also on a single node where the code used to work. The issue "
        "is open with no diagnosis; NCCL's 'unhandled cuda error' without NCCL_DEBUG output says only "
        "that some CUDA call inside NCCL failed, so a human has to look.",
        ambiguous=True,
    ),
    real(
        GH + "jax-ml/jax/issues/15628",
        "jax-ml/jax",
        "cuda_error",
        "unknown",
        HUMAN,
        "NCCL operation ncclGroupEnd() failed: unhandled cuda error.",
        r"""
        2023-04-16 15:44:18.280050: E external/xla/xla/pjrt/pjrt_stream_executor_client.cc:2432] Execution of replica 1 failed: INTERNAL: Failed to execute XLA Runtime executable: run time error: custom call 'xla.gpu.all_reduce' failed: external/xla/xla/service/gpu/nccl_all_reduce_thunk.cc:244: NCCL operation ncclGroupEnd() failed: unhandled cuda error.
        2023-04-16 15:44:18.280275: E external/xla/xla/pjrt/pjrt_stream_executor_client.cc:2432] Execution of replica 0 failed: INTERNAL: Failed to execute XLA Runtime executable: run time error: custom call 'xla.gpu.all_reduce' failed: external/xla/xla/service/gpu/nccl_all_reduce_thunk.cc:244: NCCL operation ncclGroupEnd() failed: unhandled cuda error.
        Traceback (most recent call last):
          File "<stdin>", line 1, in <module>
          File "/home/groups/swl1/jsmith14/miniconda3/envs/icl_env/lib/python3.9/site-packages/jax/_src/traceback_util.py", line 166, in reraise_with_filtered_traceback
            return fun(*args, **kwargs)
        """,
        "A two-line jax.pmap/lax.pmean across two GPUs on a university cluster node fails in NCCL "
        "with 'unhandled cuda error' while the same code works on one GPU. The closed thread's "
        "resolution could not be read; from the log it is an NCCL-internal CUDA failure between two "
        "local GPUs (peer-to-peer setup, driver, or NCCL build) with no hardware signature, so a "
        "human has to look.",
        ambiguous=True,
    ),
    real(
        GH + "jax-ml/jax/issues/22747",
        "jax-ml/jax",
        "connection_error",
        "unknown",
        HUMAN,
        "socketTryAccept: Accept failed: Bad file descriptor",
        r"""
        user-G493-ZB1-AAP1-000:275204:275662 [6] NCCL INFO Failed to open libibverbs.so[.1]
        user-G493-ZB1-AAP1-000:275204:275662 [6] NCCL INFO NET/Socket : Using [0]eno2:66.181.42.143<0> [1]veth02bfc04:fe80::ec36:37ff:fee5:c83d%veth02bfc04<0>
        user-G493-ZB1-AAP1-000:275204:275658 [4] NCCL INFO misc/socket.cc:666 -> 2
        user-G493-ZB1-AAP1-000:275204:275658 [4] NCCL INFO bootstrap.cc:280 -> 2
        user-G493-ZB1-AAP1-000:275204:275658 [4] NCCL INFO init.cc:1388 -> 2
        user-G493-ZB1-AAP1-000:275204:275658 [4] NCCL INFO init.cc:1641 -> 2
        user-G493-ZB1-AAP1-000:275204:275656 [3] NCCL INFO misc/socket.cc:559 -> 2
        user-G493-ZB1-AAP1-000:275204:275656 [3] NCCL INFO misc/socket.cc:666 -> 2
        user-G493-ZB1-AAP1-000:275204:275656 [3] NCCL INFO bootstrap.cc:280 -> 2
        user-G493-ZB1-AAP1-000:275204:275656 [3] NCCL INFO init.cc:1388 -> 2
        user-G493-ZB1-AAP1-000:275204:275656 [3] NCCL INFO init.cc:1641 -> 2
        user-G493-ZB1-AAP1-000:275204:275660 [5] NCCL INFO init.cc:1679 -> 2
        2024-07-30 01:35:14.107390: W external/xla/xla/service/gpu/runtime/support.cc:58] Intercepted XLA runtime error:
        INTERNAL: external/xla/xla/service/gpu/nccl_utils.cc:305: NCCL operation ncclCommInitRank(&comm, nranks, id, rank) failed: unhandled system error (run with NCCL_DEBUG=INFO for details). Last NCCL warning(error) log entry (may be unrelated) 'socketTryAccept: Accept failed: Bad file descriptor'.
        """,
        "Training on a single host with nine RTX 4090s fails while NCCL bootstraps its communicator: "
        "the socket bootstrap between local ranks fails ('Accept failed: Bad file descriptor'), and "
        "NCCL lists a docker veth interface next to the host NIC. The issue is open without a "
        "diagnosis; interface selection (NCCL_SOCKET_IFNAME) is a plausible cause but nothing "
        "confirmed it, so the label rests on the log and a human has to look.",
        ambiguous=True,
    ),
    real(
        GH + "jax-ml/jax/issues/19118",
        "jax-ml/jax",
        "other",
        "unknown",
        HUMAN,
        "*** Halt is unexpected, all pending programs will fail.",
        r"""
        E1224 22:35:53.165575   26868 real_program_continuator.cc:1331] 0x0x0_TC0: *** Halt is unexpected, all pending programs will fail. This is likely an XLA compiler bug, please file a bug to xla-tpu@ and CC tfrt-devs@.
        """,
        "A JAX job on a TPU v4-128 pod exits silently during its eval step, always after exactly 32 "
        "steps and only on multi-worker pods; the only trace is this line in /tmp/tpu_logs. The TPU "
        "runtime blames an XLA compiler bug; the issue is open and the reporter found it also happens "
        "after switching to FSDP. A halt with no clear owner (compiler bug, runtime, or hardware): a "
        "human has to look.",
        ambiguous=True,
    ),
    real(
        GH + "jax-ml/jax/issues/34918",
        "jax-ml/jax",
        "runtime_error",
        "user_code",
        USER,
        "jax.errors.JaxRuntimeError: INTERNAL: NCCL operation ncclAllReduce(",
        r"""
        jax.errors.JaxRuntimeError: INTERNAL: NCCL operation ncclAllReduce( send_buffer.opaque(), recv_buffer.opaque(), ToNcclCount(dtype, count), nccl_dtype, ToNcclReduction(reduction_kind), comm_, AsCudaStream(stream)) failed: invalid argument (run with NCCL_DEBUG=WARN for details). Last NCCL warning(error) log entry (may be unrelated) ''.: while running replica 0 and partition 0 of a replicated computation (other replicas may have failed as well).
        """,
        "A sharded all-reduce under jax.jit fails with NCCL 'invalid argument' whenever TensorFlow is "
        "imported into the same process; the reporter's reproducer shows it flip from working to "
        "failing with the import alone. A follow-up thread traced the same failure to two NCCL copies "
        "loaded in one process (JAX's and TensorFlow's). Deterministic for this environment: it "
        "recurs on every run until the user separates the two frameworks or their NCCL libraries.",
    ),
    # --- pytorch/xla ---------------------------------------------------------------------------------
    real(
        GH + "pytorch/xla/issues/2569",
        "pytorch/xla",
        "cuda_oom",
        "user_code",
        USER,
        "Resource exhausted: Attempting to allocate 180.59M. That was not possible.",
        r"""
        2020-10-22 02:48:58 10.128.0.33 [3]   (1) Resource exhausted: Attempting to allocate 180.59M. That was not possible. There are 142.58M free.; (0x3x0_HBM1)
        """,
        "fairseq training that works on a v3-8 fails on a v2-32 pod during the backward pass; the "
        "maintainer found this line in the 140 MB log: the TPU's HBM is exhausted (v2 chips have less "
        "HBM than v3). The reporters halved the batch size and training worked. Device out-of-memory "
        "recurs until the user changes the batch size.",
    ),
    real(
        GH + "pytorch/xla/issues/8020",
        "pytorch/xla",
        "cuda_oom",
        "user_code",
        USER,
        "RESOURCE_EXHAUSTED: Error allocating device buffer: Attempting to allocate 196.00M.",
        r"""
        RuntimeError: Bad StatusOr access: RESOURCE_EXHAUSTED: Error allocating device buffer: Attempting to allocate 196.00M. That was not possible. There are 134.44M free.; (1x0x0_HBM0): while running replica 0 and partition 0 of a replicated computation (other replicas may have failed as well).
        WARNING:pt-xla-profiler:================================================================================
        WARNING:pt-xla-profiler:Unlowered Op usage summary (more of these ops, lower performance)
        WARNING:pt-xla-profiler:Note: _local_scalar_dense typically indicates CPU context access
        WARNING:pt-xla-profiler:--------------------------------------------------------------------------------
        WARNING:pt-xla-profiler:================================================================================
          0%|          | 1/300 [12:22<61:42:17, 742.93s/it]
        ##### Command execution on worker 3 failed with exit status 1. Continuing.

        Post Compilation Analysis: ================================================================================
        Post Compilation Analysis: Graph input size: 2.365468 GB
        Post Compilation Analysis: Graph output size: 67.803850 GB
        Post Compilation Analysis: Aliased Input size: 1.938169 GB
        Post Compilation Analysis: Intermediate tensor size: 5.577612 GB
        """,
        "Distributed PyTorch/XLA training on a multi-host v4/v5 TPU pod (the thread is about very slow "
        "steps) ends with a TPU HBM allocation failure on worker 3; the compilation analysis shows a "
        "67 GB graph output. Device out-of-memory from the program's size: it recurs until the user "
        "changes batch size or sharding.",
    ),
    real(
        GH + "pytorch/xla/issues/2651",
        "pytorch/xla",
        "runtime_error",
        "user_code",
        USER,
        "RuntimeError: tensorflow/compiler/xla/xla_client/mesh_service.cc:316 : Check failed:",
        r"""
        Traceback (most recent call last):
          File "/home/rabeeh//internship/seq2seq/xla_spawn.py", line 106, in <module>
            main()
          File "/home/rabeeh//internship/seq2seq/xla_spawn.py", line 91, in main
            xm.rendezvous('done')
          File "/anaconda3/envs/torch-xla-1.7/lib/python3.6/site-packages/torch_xla/core/xla_model.py", line 861, in rendezvous
            return torch_xla._XLAC._xla_rendezvous(get_ordinal(), tag, payload, replicas)
        RuntimeError: tensorflow/compiler/xla/xla_client/mesh_service.cc:316 : Check failed: impl_->channel->WaitForConnected( std::chrono::system_clock::now() + std::chrono::seconds(connect_wait_seconds))
        Failed to connect to client mesh master: attentive-proj-32-ig-pj4f.c.ruse-xgcp.internal:38973
        """,
        "A seq2seq TPU job calls xm.rendezvous('done') in the launcher after xla_spawn's processes "
        "have finished and fails to reach the mesh master. The maintainer's answer: rendezvous cannot "
        "come after the spawned processes. Although it reads like a connection failure, the cause is "
        "the user's code, and it recurs on every run until that call is moved.",
    ),
    real(
        GH + "pytorch/xla/issues/2789",
        "pytorch/xla",
        "nan_or_value_error",
        "user_code",
        USER,
        "Exception in device=TPU:0: Input contains NaN, infinity or a value too large for dtype('float32').",
        r"""
        Exception in device=TPU:0: Input contains NaN, infinity or a value too large for dtype('float32').
        Traceback (most recent call last):
          File "/opt/conda/lib/python3.7/site-packages/torch_xla/distributed/xla_multiprocessing.py", line 330, in _mp_start_fn
            _start_fn(index, pf_cfg, fn, args)
          File "/opt/conda/lib/python3.7/site-packages/torch_xla/distributed/xla_multiprocessing.py", line 324, in _start_fn
            fn(gindex, *args)
          File "<timed exec>", line 4, in _mp_fn
          File "<ipython-input-16-b70cadf810f6>", line 86, in train_model
            loss_valid, roc_auc = valid_func(model,device,para_loader.per_device_loader(device))
          File "<ipython-input-15-efaa029dad5a>", line 85, in valid_func
            roc_auc = macro_multilabel_auc(TARGETS, PREDS)
          File "<ipython-input-15-efaa029dad5a>", line 13, in macro_multilabel_auc
            aucs.append(roc_auc_score(label[:, i], pred[:, i]))
          File "/opt/conda/lib/python3.7/site-packages/sklearn/utils/validation.py", line 72, in inner_f
            return f(**kwargs)
          File "/opt/conda/lib/python3.7/site-packages/sklearn/metrics/_ranking.py", line 372, in roc_auc_score
            y_score = check_array(y_score, ensure_2d=False)
        """,
        "Multi-core TPU training of a timm ResNet200D on Kaggle crashes in validation because the "
        "model's predictions are NaN and sklearn's roc_auc_score rejects them; the reporter confirmed "
        "the loss goes NaN very quickly with this model (other models train fine). Divergence to NaN "
        "recurs with the same model and hyperparameters: notify the user.",
    ),
    # --- AI-Hypercomputer/maxtext (troubleshooting page of the maxtest tool) ------------------------
    real(
        MAXTEST_DOC,
        "AI-Hypercomputer/maxtext",
        "node_failure",
        "node_hardware",
        HUMAN,
        "Detected failure SLICE_FAILURE_CHIP_DRIVER_ERROR",
        r"""
        I0511 18:18:30.779521     915 session_master.cc:211] Worker Address: tpu-job-jax-v6e-8-5-53.headless-svc:8471
        I0511 18:18:30.779522     915 session_master.cc:211] Worker Address: tpu-job-jax-v6e-8-5-38.headless-svc:8471
        W0511 18:18:50.796322     914 session_master.cc:539] The task with address tpu-job-jax-v6e-8-5-38.headless-svc:8471 missed 1 health checks.The most recent health check failed with the following error: UNAVAILABLE: failed to connect to all addres
        ses; last error: UNKNOWN: ipv4:10.200.16.4:8471: Failed to connect to remote host: Timeout occurred: FD Shutdown
        === Source Location Trace: ===
        third_party/grpc/include/grpcpp/impl/status.h:112
        E0511 18:18:50.796514     915 session_master.cc:505] Session is failing with the following status: Session master detected TPU session error from worker tpu-job-jax-v6e-8-5-15.headless-svc:8471. The reporting TPU chip locations are:tpu31:pe4:3,
        tpu31:pe4:2
        E0511 18:18:50.796852     915 tpunetd_client.cc:311] Detected failure SLICE_FAILURE_CHIP_DRIVER_ERROR in session e6c885828b538167; Start failure handling
        """,
        "MaxText's maxtest page (a tool for checking provisioned TPU node pools for hardware problems) "
        "shows this coordinator log as its example of a slice failure: SLICE_FAILURE_CHIP_DRIVER_ERROR "
        "'indicates a problem with one of the TPU workers', and the page says worker 38, which missed "
        "the health check, is the VM whose logs to inspect. The same log also has worker 15 reporting "
        "the TPU session error from chips tpu31:pe4:2-3, so which VM is bad is not settled by the log; "
        "the page's action is to investigate that worker. A human has to decide before anything is "
        "cordoned.",
        culprit={"nodes": ["tpu-job-jax-v6e-8-5-38"], "ranks": []},
        ambiguous=True,
        tag="slice-failure",
    ),
    real(
        MAXTEST_DOC,
        "AI-Hypercomputer/maxtext",
        "node_failure",
        "node_hardware",
        HUMAN,
        "This is likely an XLA compiler bug or your job hit a bad TPU hardware.",
        r"""
        6x2x0_SC1: *** A program or fatal error occurred, all pending programs will fail, and results may be corrupted. This is likely an XLA compiler bug or your job hit a bad TPU hardware. If you suspect a compiler bug please file a bug to xla-tpu@ and CC tfrt-devs@. If the error is repeatedly happening on the same machine and you suspect faulty hardware, consider reporting a bad machine: go/allocator-faq#report-a-bad-machine. Physical location: tpu3:pe2:2
        """,
        "The same maxtest page's second example: a fatal TPU program error that the runtime blames on "
        "either an XLA compiler bug or bad TPU hardware. The page says it is likely bad hardware, to "
        "retry the workload a few times to confirm, and then to delete and recreate the node pool. "
        "From one occurrence the log cannot tell compiler bug from hardware and names only a physical "
        "chip location, not a VM: a human has to confirm before the hardware is pulled.",
        ambiguous=True,
        tag="bad-tpu",
    ),
]
