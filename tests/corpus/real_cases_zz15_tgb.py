# ruff: noqa
"""Real excerpts, batch ZZ15-TGB (held out): test-fold failures of training, fine-tuning and inference
runs from big repositories already in the corpus whose `fold_of(repo)` is "test": PyTorch, TRL, sglang,
ms-swift, Ray, torchtitan, NCCL, JAX and PyTorch/XLA. Searched with the error lines users paste (NCCL
watchdog timeouts and remote errors, CUDA errors and device-side asserts, CUDA OOM, Ray worker deaths and
memory-monitor kills, rendezvous failures, checkpoint and model loading errors, segfaults, IB async
events, cuDNN mismatches); the threads whose excerpts held the error lines themselves were taken as they
came (2019-2026, most from 2024-2026), not picked for what crashcart can do, and nobody ran crashcart on
these cases before they were labelled. Verbatim log lines as printed in each thread (trimmed to the
relevant part; markdown quote markers removed; a line "..." marks where lines of the same post were
left out); labelled from what each thread concluded, or from the log where it concluded nothing (the
notes say which)."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    # --- NCCL watchdog timeouts with a known trigger ---------------------------------------------------
    real(
        GH + "pytorch/pytorch/issues/143536",
        "pytorch/pytorch",
        "nccl_timeout",
        "framework_bug",
        USER,
        "[Rank 0] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=600, OpType=_ALLGATHER_BASE",
        r"""
        /mnt/data/a.kudisov/transformers/.venv/lib/python3.11/site-packages/torch/distributed/fsdp/fully_sharded_data_parallel.py:690: FutureWarning: FSDP.state_dict_type() and FSDP.set_state_dict_type() are being deprecated. Please use APIs, get_state_dict() and set_state_dict(), which can support different parallelisms, FSDP1, FSDP2, DDP. API doc: https://pytorch.org/docs/stable/distributed.checkpoint.html#torch.distributed.checkpoint.state_dict.get_state_dict .Tutorial: https://pytorch.org/tutorials/recipes/distributed_checkpoint_recipe.html .
          warnings.warn(
        [rank0]:[E1219 03:01:55.989449808 ProcessGroupNCCL.cpp:616] [Rank 0] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=600, OpType=_ALLGATHER_BASE, NumelIn=58309504, NumelOut=233238016, Timeout(ms)=1800000) ran for 1800068 milliseconds before timing out.
        [rank0]:[E1219 03:01:55.990175767 ProcessGroupNCCL.cpp:1785] [PG ID 0 PG GUID 0(default_pg) Rank 0] Exception (either an error or timeout) detected by watchdog at work: 600, last enqueued NCCL work: 600, last completed NCCL work: 599.
        [rank0]:[E1219 03:01:56.095109308 ProcessGroupNCCL.cpp:1834] [PG ID 0 PG GUID 0(default_pg) Rank 0] Timeout at NCCL work: 600, last enqueued NCCL work: 600, last completed NCCL work: 599.
        """,
        "FSDP training with the HF Trainer hangs when the program saves the model: the full-state-dict "
        "all-gather on rank 0 times out after 30 minutes right after the FSDP state_dict_type warning. "
        "The reporter found that it happens at the save and that adding a dist.barrier() in FSDP's "
        "_pre_state_dict_hook makes it go away, i.e. the ranks fall out of step in the state-dict "
        "collectives. It recurs at every save with the same code and versions: no restart, the user "
        "changes the save path (or the framework is fixed).",
    ),
    real(
        GH + "huggingface/trl/issues/1726",
        "huggingface/trl",
        "nccl_timeout",
        "user_code",
        USER,
        "[Rank 1] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=7930, OpType=_ALLGATHER_BASE",
        r"""
        2024-06-17 08:37:15,707::93731__main__:DEBUG Before PPO step
        [rank1]:[E617 08:47:15.010046090 ProcessGroupNCCL.cpp:572] [Rank 1] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=7930, OpType=_ALLGATHER_BASE, NumelIn=214016000, NumelOut=856064000, Timeout(ms)=600000) ran for 600029 milliseconds before timing out.
        [rank1]:[E617 08:47:15.011359495 ProcessGroupNCCL.cpp:1587] [PG 0 (default_pg) Rank 1] Exception (either an error or timeout) detected by watchdog at work: 7930, last enqueued NCCL work: 7931, last completed NCCL work: 7929.
        [rank2]:[E617 08:47:15.047646334 ProcessGroupNCCL.cpp:572] [Rank 2] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=7930, OpType=_ALLGATHER_BASE, NumelIn=214016000, NumelOut=856064000, Timeout(ms)=600000) ran for 600073 milliseconds before timing out.
        [rank2]:[E617 08:47:15.048060595 ProcessGroupNCCL.cpp:1587] [PG 0 (default_pg) Rank 2] Exception (either an error or timeout) detected by watchdog at work: 7930, last enqueued NCCL work: 7931, last completed NCCL work: 7929.
        """,
        "PPO training with TRL's PPOTrainer under FSDP hangs in an FSDP all-gather right at the PPO step "
        "until the 10-minute watchdog fires on every rank. The maintainers' answer in the thread: FSDP is "
        "not supported for the PPO trainer (FSDP does not support model.generate), use DeepSpeed stage 2 "
        "or 3 instead. An unsupported configuration that hangs the same way every time: notify the user.",
    ),
    # --- Rendezvous and NCCL communicator failures ----------------------------------------------------
    real(
        GH + "pytorch/pytorch/issues/69197",
        "pytorch/pytorch",
        "connection_error",
        "unknown",
        HUMAN,
        "RuntimeError: connect() timed out. Original timeout was 60000 ms.",
        r"""
        Traceback (most recent call last):
          File "/home/ubuntu/miniconda3/envs/py39/lib/python3.9/site-packages/torch/distributed/elastic/rendezvous/c10d_rendezvous_backend.py", line 155, in _create_tcp_store
            store = TCPStore(
        RuntimeError: connect() timed out. Original timeout was 60000 ms.

        The above exception was the direct cause of the following exception:

        Traceback (most recent call last):
          File "/home/ubuntu/miniconda3/envs/py39/lib/python3.9/site-packages/torch/distributed/elastic/multiprocessing/errors/__init__.py", line 345, in wrapper
            return f(*args, **kwargs)
          File "/home/ubuntu/miniconda3/envs/py39/lib/python3.9/site-packages/torch/distributed/run.py", line 719, in main
            run(args)
          File "/home/ubuntu/miniconda3/envs/py39/lib/python3.9/site-packages/torch/distributed/run.py", line 710, in run
            elastic_launch(
        """,
        "torchrun with the c10d rendezvous backend on several nodes: every node fails to create the "
        "TCPStore on the rendezvous endpoint (connect() timed out after 60 s), while the same script runs "
        "with --standalone on one node and the nodes can ping and open TCP connections to each other. "
        "The excerpt holds no resolution; the label rests on the log and the report: a startup "
        "rendezvous timeout is often transient, but here it fails the same way on every attempt, which "
        "points at the endpoint or network setup. Conflicting evidence: a human decides.",
        ambiguous=True,
    ),
    real(
        GH + "pytorch/pytorch/issues/170045",
        "pytorch/pytorch",
        "cuda_error",
        "unknown",
        HUMAN,
        "Cuda failure 999 'unknown error'",
        r"""
            return dist._verify_params_across_processes(process_group, tensors, logger)
                   ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
        torch.distributed.DistBackendError: NCCL error in: /pytorch/torch/csrc/distributed/c10d/NCCLUtils.cpp:77, unhandled cuda error (run with NCCL_DEBUG=INFO for details), NCCL version 2.26.2
        ncclUnhandledCudaError: Call to CUDA function failed.
        Last error:
        Cuda failure 999 'unknown error'
        """,
        "DDP setup fails in the first NCCL collective (the parameter-shape check in "
        "DistributedDataParallel.__init__) with an unhandled CUDA error whose last error is CUDA 999 "
        "'unknown error'. The thread (open) holds no diagnosis; the label rests on the log: error 999 "
        "is a driver/device state the runtime cannot name, with no Xid or other hardware line to pin it "
        "on a GPU. A human checks the node's driver and GPUs.",
        ambiguous=True,
    ),
    real(
        GH + "huggingface/trl/issues/3408",
        "huggingface/trl",
        "cuda_error",
        "unknown",
        HUMAN,
        "RuntimeError: NCCL error: unhandled cuda error (run with NCCL_DEBUG=INFO for details)",
        r"""
        INFO 05-16 09:57:41 [utils.py:1055] Found nccl from library libnccl.so.2
        INFO 05-16 09:57:41 [pynccl.py:69] vLLM is using nccl==2.21.5
        ERROR 05-16 09:57:41 [core.py:459] Invocation of collective_rpc method failed
        (skipped traceback) ....
        ERROR 05-16 09:57:41 [core.py:459] RuntimeError: NCCL error: unhandled cuda error (run with NCCL_DEBUG=INFO for details)
        [E516 10:05:30.089184418 socket.cpp:1023] [c10d] The client socket has timed out after 300000ms while trying to connect to (0.0.0.0, 51216).
        [W516 10:05:30.089703847 TCPStore.cpp:330] [c10d] TCP client failed to connect/validate to host 0.0.0.0:51216 - retrying (try=0, timeout=300000ms, delay=34306ms): The client socket has timed out after 300000ms while trying to connect to (0.0.0.0, 51216).
        Exception raised from throwTimeoutError at /pytorch/torch/csrc/distributed/c10d/socket.cpp:1025 (most recent call first):
        """,
        "GRPO with trl vllm-serve: when the trainer sets up the weight-sync communicator, the vLLM "
        "server's collective_rpc fails with an NCCL unhandled CUDA error, and the trainer's client then "
        "times out connecting to the group's TCPStore on port 51216 (the two blocks were posted one "
        "after the other in one comment). The maintainer later called the thread moot after the "
        "vLLM-integration rework; nothing in it names the CUDA failure. An unhandled CUDA error inside "
        "NCCL with no cause in the log: a human decides.",
        ambiguous=True,
    ),
    real(
        GH + "NVIDIA/nccl/issues/230",
        "NVIDIA/nccl",
        "network_error",
        "node_hardware",
        HUMAN,
        "NCCL WARN NET/IB : Got async event : local catastrophic error",
        r"""
        2019-06-02T16:13:44.884Z: [1,12]<stdout>:container-e275-1553839402050-12124-01-000057:815:864 [0] transport/net_ib.cu:80 NCCL WARN NET/IB : Got async event : local catastrophic error
        2019-06-02T16:13:44.884Z: [1,12]<stdout>:
        2019-06-02T16:13:44.884Z: [1,12]<stdout>:container-e275-1553839402050-12124-01-000057:815:864 [0] misc/ibvwrap.cu:220 NCCL WARN Call to ibv_get_async_event failed
        2019-06-02T16:13:44.888Z: [1,14]<stdout>:
        2019-06-02T16:13:44.888Z: [1,14]<stdout>:container-e275-1553839402050-12124-01-000057:814:868 [0] transport/net_ib.cu:80 NCCL WARN NET/IB : Got async event : local catastrophic error
        2019-06-02T16:13:44.888Z: [1,14]<stdout>:
        2019-06-02T16:13:44.888Z: [1,14]<stdout>:container-e275-1553839402050-12124-01-000057:814:868 [0] misc/ibvwrap.cu:220 NCCL WARN Call to ibv_get_async_event failed
        2019-06-02T16:13:44.888Z: [1,13]<stdout>:
        2019-06-02T16:13:44.888Z: [1,13]<stdout>:container-e275-1553839402050-12124-01-000057:812:866 [0] transport/net_ib.cu:80 NCCL WARN NET/IB : Got async event : local catastrophic error
        2019-06-02T16:13:44.888Z: [1,13]<stdout>:
        2019-06-02T16:13:44.888Z: [1,13]<stdout>:container-e275-1553839402050-12124-01-000057:812:866 [0] misc/ibvwrap.cu:220 NCCL WARN Call to ibv_get_async_event failed
        """,
        "A 4-node PyTorch training job dies after 830K iterations; every rank on container ...-000057 "
        "gets the InfiniBand async event 'local catastrophic error' (the HCA reporting a fatal device "
        "error) and NCCL's async-event thread then fails. The excerpt holds no resolution; the label "
        "rests on the log: a fatal error of that node's IB adapter, not a link flap, which a rerun on "
        "the same node would meet again until the HCA is reset or replaced. It is not one of the GPU "
        "signatures that justify an automatic cordon, so a person takes the node out and checks the "
        "adapter.",
        culprit={"nodes": ["container-e275-1553839402050-12124-01-000057"], "ranks": [12, 13, 14]},
    ),
    # --- Device-side asserts in the inference server ---------------------------------------------------
    real(
        GH + "sgl-project/sglang/issues/7139",
        "sgl-project/sglang",
        "assertion_error",
        "user_code",
        USER,
        "Assertion `srcIndex < srcSelectDimSize` failed.",
        r"""
        /pytorch/aten/src/ATen/native/cuda/Indexing.cu:1500: indexSelectSmallIndex: block: [32,0,0], thread: [63,0,0] Assertion `srcIndex < srcSelectDimSize` failed.
        [2025-06-13 09:59:00] Scheduler hit an exception: Traceback (most recent call last):
          File "/hy-tmp/sglang-0.4.7/python/sglang/srt/managers/scheduler.py", line 2506, in run_scheduler_process
            scheduler.event_loop_normal()
          File "/usr/local/lib/python3.11/dist-packages/torch/utils/_contextlib.py", line 116, in decorate_context
            return func(*args, **kwargs)
                   ^^^^^^^^^^^^^^^^^^^^^
          File "/hy-tmp/sglang-0.4.7/python/sglang/srt/managers/scheduler.py", line 664, in event_loop_normal
        """,
        "An sglang 0.4.7 server run with EAGLE3 speculative decoding ('Run eagle3 failed') crashes: an "
        "index_select in the batch hits a device-side assert (srcIndex < srcSelectDimSize) and the "
        "scheduler dies. The thread was closed as inactive with no diagnosis; the label rests on the "
        "log: a device-side assert from out-of-range indices, which recurs with the same model/draft "
        "configuration. Notify the user, no restart.",
    ),
    real(
        GH + "sgl-project/sglang/issues/15638",
        "sgl-project/sglang",
        "assertion_error",
        "framework_bug",
        USER,
        'Assertion `ind >=0 && ind < ind_dim_size && "vectorized gather kernel index out of bounds"` failed.',
        r"""
        /pytorch/aten/src/ATen/native/cuda/IndexKernelUtils.cu:16: vectorized_gather_kernel: block: [64,0,0], thread: [224,0,0] Assertion `ind >=0 && ind < ind_dim_size && "vectorized gather kernel index out of bounds"` failed.
        /pytorch/aten/src/ATen/native/cuda/IndexKernelUtils.cu:16: vectorized_gather_kernel: block: [64,0,0], thread: [225,0,0] Assertion `ind >=0 && ind < ind_dim_size && "vectorized gather kernel index out of bounds"` failed.
        ...
        [2025-12-22 19:08:58] Scheduler hit an exception: Traceback (most recent call last):
        """,
        "Serving Qwen3-30B-A3B on H20 with EAGLE3 speculative decoding and SGLANG_ENABLE_SPEC_V2=1: the "
        "server crashes with a device-side index-out-of-bounds assert in the gather kernel of "
        "_draft_extend_for_decode (the '...' is the reporter's). The reporter traces it to the spec-v2 "
        "worker; the thread was closed as inactive. A framework bug hit by this configuration that "
        "recurs on the same path: notify the user (disable spec v2 or upgrade), no restart.",
    ),
    real(
        GH + "sgl-project/sglang/issues/8230",
        "sgl-project/sglang",
        "assertion_error",
        "user_code",
        USER,
        'thread: [64,0,0] Assertion `-sizes[i] <= index && index < sizes[i] && "index out of bounds"` failed.',
        r"""
        /pytorch/aten/src/ATen/native/cuda/IndexKernel.cu:93: operator(): block: [0,0,0], thread: [64,0,0] Assertion `-sizes[i] <= index && index < sizes[i] && "index out of bounds"` failed.
        /pytorch/aten/src/ATen/native/cuda/IndexKernel.cu:93: operator(): block: [0,0,0], thread: [68,0,0] Assertion `-sizes[i] <= index && index < sizes[i] && "index out of bounds"` failed.
        /pytorch/aten/src/ATen/native/cuda/IndexKernel.cu:93: operator(): block: [0,0,0], thread: [72,0,0] Assertion `-sizes[i] <= index && index < sizes[i] && "index out of bounds"` failed.
        /pytorch/aten/src/ATen/native/cuda/IndexKernel.cu:93: operator(): block: [0,0,0], thread: [76,0,0] Assertion `-sizes[i] <= index && index < sizes[i] && "index out of bounds"` failed.
        /pytorch/aten/src/ATen/native/cuda/IndexKernel.cu:93: operator(): block: [0,0,0], thread: [80,0,0] Assertion `-sizes[i] <= index && index < sizes[i] && "index out of bounds"` failed.
        /pytorch/aten/src/ATen/native/cuda/IndexKernel.cu:93: operator(): block: [0,0,0], thread: [84,0,0] Assertion `-sizes[i] <= index && index < sizes[i] && "index out of bounds"` failed.
        /pytorch/aten/src/ATen/native/cuda/IndexKernel.cu:93: operator(): block: [0,0,0], thread: [88,0,0] Assertion `-sizes[i] <= index && index < sizes[i] && "index out of bounds"` failed.
        """,
        "'Some Qwen3 EAGLE3 models do not work with SGLang': launching sglang with certain EAGLE3 draft "
        "models for Qwen3 fails with index-out-of-bounds device-side asserts. Closed as inactive with no "
        "diagnosis in the excerpt; the label rests on the log and the title: a device-side assert that "
        "follows the draft model chosen, so it recurs with the same model pair. Notify the user.",
    ),
    # --- CUDA OOM and allocator errors ------------------------------------------------------------------
    real(
        GH + "modelscope/ms-swift/issues/9613",
        "modelscope/ms-swift",
        "cuda_error",
        "framework_bug",
        USER,
        "CUDA Error: invalid argument at /workspace/csrc/cumem_allocator.cpp:119",
        r"""
        CUDA Error: invalid argument at /workspace/csrc/cumem_allocator.cpp:119
        Traceback (most recent call last):
          File "/usr/local/lib/python3.11/site-packages/swift/cli/_megatron/rlhf.py", line 7, in <module>
            megatron_rlhf_main()
          File "/usr/local/lib/python3.11/site-packages/swift/megatron/pipelines/train/rlhf.py", line 73, in megatron_rlhf_main
            return MegatronRLHF(args).main()
                   ^^^^^^^^^^^^^^^^^^^^^^^^^
          File "/usr/local/lib/python3.11/site-packages/swift/pipelines/base.py", line 52, in main
            result = self.run()
                     ^^^^^^^^^^
          File "/usr/local/lib/python3.11/site-packages/swift/megatron/pipelines/train/sft.py", line 66, in run
            trainer = self.prepare_trainer()
                      ^^^^^^^^^^^^^^^^^^^^^^
          File "/usr/local/lib/python3.11/site-packages/swift/megatron/pipelines/train/rlhf.py", line 34, in prepare_trainer
            return trainer_cls(args, self.template, **kwargs)
                   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
          File "/usr/local/lib/python3.11/site-packages/swift/megatron/trainers/grpo_trainer.py", line 54, in __init__
            self._init_rollout_engine()
          File "/usr/local/lib/python3.11/site-packages/swift/megatron/trainers/grpo_trainer.py", line 122, in _init_rollout_engine
            super()._init_rollout_engine()
        ...
            return func(*args, **kwargs)
                   ^^^^^^^^^^^^^^^^^^^^^
        torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 20.00 MiB. GPU 7 has a total capacity of 79.11 GiB of which 66.43 GiB is free. Including non-PyTorch memory, this process has 0 bytes memory in use. Of the allocated memory 8.51 GiB is allocated by PyTorch, and 856.16 MiB is reserved by PyTorch but unallocated. If reserved but unallocated memory is large try setting PYTORCH_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  See documentation for Memory Management  (https://pytorch.org/docs/stable/notes/cuda.html#environment-variables)
        """,
        "Megatron GRPO of Qwen3-VL-30B-A3B with vLLM in colocate mode (ms-swift 4.0.3 image, vLLM 0.17.1) "
        "fails while the rollout engine starts: vLLM's cumem allocator reports 'invalid argument' and a "
        "20 MiB allocation then fails with 66 GiB free. The reporter, with micro batch 1 already, reads it "
        "as no real OOM and points at vLLM's cumem-allocator bug (fixed upstream in vLLM) and the advice "
        "to use server mode or a newer vLLM; the thread is still open. It fails the same way at every "
        "start with this image: notify the user, no restart.",
    ),
    real(
        GH + "modelscope/ms-swift/issues/2536",
        "modelscope/ms-swift",
        "cuda_oom",
        "user_code",
        USER,
        "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 19.53 GiB.",
        r"""
        torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 19.53 GiB. GPU 0 has a total capacity of 79.33 GiB of which 12.67 GiB is free. Process 1186211 has 2.20 GiB memory in use. Process 1107178 has 5.71 GiB memory in use. Process 528105 has 18.40 GiB memory in use. Process 887189 has 2.74 GiB memory in use. Process 3686325 has 2.40 GiB memory in use. Process 3861439 has 3.02 GiB memory in use. Including non-PyTorch memory, this process has 32.15 GiB memory in use. Of the allocated memory 27.13 GiB is allocated by PyTorch, and 4.51 GiB is reserved by PyTorch but unallocated. If reserved but unallocated memory is large try setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  See documentation for Memory Management  (https://pytorch.org/docs/stable/notes/cuda.html#environment-variables)
        Train:  13%|████████████████▋                                                                                                            | 6/45 [01:21<08:46, 13.51s/it]
        (swift_llm) [trnuser@iZj6cetcbae2m6339k2e2rZ benchmark]$
        """,
        "Fine-tuning Qwen2-VL with ms-swift runs out of GPU memory at step 6 of 45 (a 19.53 GiB "
        "allocation) although the reporter expected the memory of the best-practice guide. The label "
        "rests on the log: a CUDA OOM of the training step, on a GPU where six other processes hold "
        "about 34 GiB; it recurs with the same batch, sequence length and GPU sharing. Notify the user.",
    ),
    # --- Model, tokenizer and checkpoint loading -------------------------------------------------------
    real(
        GH + "modelscope/ms-swift/issues/1058",
        "modelscope/ms-swift",
        "model_loading_error",
        "framework_bug",
        USER,
        "RuntimeError: Error(s) in loading state_dict for MultiModalityCausalLM:",
        r"""
        RuntimeError: Error(s) in loading state_dict for MultiModalityCausalLM:
                size mismatch for vision_model.vision_tower_high.vision_tower.neck_hd.0.weight: copying a param with shape torch.Size([256, 768, 1, 1]) from checkpoint, the shape in current model is torch.Size([0]).
                size mismatch for vision_model.vision_tower_high.vision_tower.neck_hd.1.weight: copying a param with shape torch.Size([256]) from checkpoint, the shape in current model is torch.Size([0]).
                size mismatch for vision_model.vision_tower_high.vision_tower.neck_hd.1.bias: copying a param with shape torch.Size([256]) from checkpoint, the shape in current model is torch.Size([0]).
        """,
        "Full and LoRA SFT of deepseek-vl-7b-chat with ms-swift under DeepSpeed ZeRO-3 on 4 Ascend 910B "
        "fails while the model loads: the vision tower's weights are loaded into parameters already "
        "partitioned by ZeRO-3 (shape [0]). The issue is labelled solved (a fix on the framework side "
        "for this model under ZeRO-3). The same load fails every time with this model and ZeRO-3: "
        "notify the user, no restart.",
    ),
    real(
        GH + "modelscope/ms-swift/issues/414",
        "modelscope/ms-swift",
        "model_loading_error",
        "framework_bug",
        HUMAN,
        "RuntimeError: Error(s) in loading state_dict for QWenLMHeadModel:",
        r"""
        RuntimeError: Error(s) in loading state_dict for QWenLMHeadModel:
        	size mismatch for transformer.h.0.attn.c_attn.lora_A.default.weight: copying a param with shape torch.Size([0]) from checkpoint, the shape in current model is torch.Size([32, 2048]).
        	size mismatch for transformer.h.0.attn.c_attn.lora_B.default.weight: copying a param with shape torch.Size([0]) from checkpoint, the shape in current model is torch.Size([6144, 32]).
        	size mismatch for transformer.h.0.attn.c_proj.lora_A.default.weight: copying a param with shape torch.Size([0]) from checkpoint, the shape in current model is torch.Size([32, 2048]).
        """,
        "A Qwen LoRA checkpoint from days of ms-swift SFT with DeepSpeed ZeRO-3 cannot be loaded (infer, "
        "merge-lora, web UI): every LoRA tensor in the checkpoint has shape [0] and the checkpoint "
        "folder is only a few MB, i.e. the parameters were saved while still partitioned. The "
        "checkpoint itself is unusable; loading it again fails the same way, and whether the run can "
        "be salvaged (resave from a DeepSpeed state, retrain) is for a person to decide, like a "
        "truncated checkpoint.",
    ),
    real(
        GH + "pytorch/torchtitan/issues/502",
        "pytorch/torchtitan",
        "model_loading_error",
        "user_code",
        USER,
        "ValueError: invalid literal for int() with base 10: b'coding=utf-8'",
        r"""
        Root Cause (first observed failure):
        [0]:
          time      : 2024-08-05_10:01:43
          host      : iZuf6ct0ygsd4zjh2lit8uZ
          rank      : 0 (local_rank: 0)
          exitcode  : 1 (pid: 46669)
          error_file: /tmp/torchelastic_i4d4ivao/none_jzj2c4lc/attempt_0/0/error.json
          traceback : Traceback (most recent call last):
            File "/usr/local/lib/python3.10/dist-packages/torch/distributed/elastic/multiprocessing/errors/__init__.py", line 355, in wrapper
              return f(*args, **kwargs)
            File "/ncluster/dushuai/torchtitan/train.py", line 207, in main
              tokenizer = create_tokenizer(tokenizer_type, job_config.model.tokenizer_path)
            File "/ncluster/dushuai/torchtitan/torchtitan/datasets/tokenizer/__init__.py", line 19, in create_tokenizer
              return TikTokenizer(tokenizer_path)
            File "/ncluster/dushuai/torchtitan/torchtitan/datasets/tokenizer/tiktoken.py", line 52, in __init__
              mergeable_ranks = load_tiktoken_bpe(model_path)
            File "/usr/local/lib/python3.10/dist-packages/tiktoken/load.py", line 148, in load_tiktoken_bpe
              return {
            File "/usr/local/lib/python3.10/dist-packages/tiktoken/load.py", line 149, in <dictcomp>
              base64.b64decode(token): int(rank)
          ValueError: invalid literal for int() with base 10: b'coding=utf-8'
        """,
        "torchtitan Llama 3 training fails at startup building the tiktoken tokenizer: a line of the "
        "tokenizer file does not parse as token/rank. The maintainer asks whether the tokenizer is "
        "corrupted and advises re-downloading it. A bad tokenizer file that fails the same way on every "
        "start: notify the user.",
    ),
    real(
        GH + "jax-ml/jax/issues/16167",
        "jax-ml/jax",
        "cuda_error",
        "user_code",
        USER,
        "Loaded runtime CuDNN library: 8.5.0 but source was compiled with: 8.6.0.",
        r"""
        2023-05-29 05:39:19.492073: E external/xla/xla/stream_executor/cuda/cuda_dnn.cc:427] Loaded runtime CuDNN library: 8.5.0 but source was compiled with: 8.6.0.  CuDNN library needs to have matching major version and equal or higher minor version. If using a binary install, upgrade your CuDNN library.  If building from sources, make sure the library loaded at runtime is compatible with the version specified during compile configuration.
        Traceback (most recent call last):
          File "/t5x_home/t5x/train.py", line 834, in <module>
            config_utils.run(main)
          File "/t5x_home/t5x/config_utils.py", line 214, in run
            gin_utils.run(main)
          File "/t5x_home/t5x/gin_utils.py", line 129, in run
            app.run(
          File "/usr/local/lib/python3.8/dist-packages/absl/app.py", line 312, in run
            _run_main(main, args)
          File "/usr/local/lib/python3.8/dist-packages/absl/app.py", line 258, in _run_main
            sys.exit(main(argv))
          File "/t5x_home/t5x/train.py", line 787, in main
            _main(argv)
          File "/t5x_home/t5x/train.py", line 829, in _main
            train_using_gin()
        """,
        "A t5x training run on JAX fails at startup (DNN library initialization) because the cuDNN "
        "loaded at runtime (8.5.0) is older than the one jaxlib was built with (8.6.0). The excerpt "
        "holds no reply; the label rests on the log, which names the mismatch: an environment "
        "problem that recurs until the user installs a matching cuDNN/jaxlib. Notify the user.",
    ),
    # --- Framework asserts and crashes that recur ------------------------------------------------------
    real(
        GH + "pytorch/torchtitan/issues/1703",
        "pytorch/torchtitan",
        "assertion_error",
        "framework_bug",
        USER,
        "AssertionError: the last dimension of shape torch.Size([65536, 16]) must be divisible by block_size 32",
        r"""
            File "/home/danvm/ao/torchao/prototype/mx_formats/mx_linear.py", line 101, in backward
              grad_output_mx_dim0 = MXTensor.to_mx(
                                    ^^^^^^^^^^^^^^^
            File "/home/danvm/ao/torchao/prototype/mx_formats/mx_tensor.py", line 586, in to_mx
              scale_e8m0_biased, data_lp = to_mx(
                                           ^^^^^^
            File "/home/danvm/ao/torchao/prototype/mx_formats/mx_tensor.py", line 147, in to_mx
              assert data_hp.shape[-1] % block_size == 0, (
                     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
          AssertionError: the last dimension of shape torch.Size([65536, 16]) must be divisible by block_size 32
        """,
        "torchtitan Llama4 training with MXFP8 (mxfp8_cublas) on B200s fails in the backward of an "
        "MXLinear: a layer whose last dimension (16) is not a multiple of the MX block size 32 was "
        "converted. Filed by a maintainer as a bug of the MXFP8 conversion; it fails the same way at the "
        "first backward with this model and recipe. Notify the user, no restart.",
    ),
    real(
        GH + "pytorch/xla/issues/6620",
        "pytorch/xla",
        "other",
        "framework_bug",
        USER,
        "*** SIGSEGV (@(nil)), see gl__________60#s15 received by PID 202 (TID 5238) on cpu 165; stack trace: ***",
        r"""
        *** SIGSEGV (@(nil)), see gl__________60#s15 received by PID 202 (TID 5238) on cpu 165; stack trace: ***

        *** SIGSEGV (@(nil)), see gl__________60#s15 received by PID 208 (TID 5244) on cpu 184; stack trace: ***

        *** SIGSEGV (@(nil)), see gl__________60#s15 received by PID 209 (TID 5204) on cpu 0; stack trace: ***
        """,
        "Fine-tuning with the transformers Trainer on a v5-litepod-8 Cloud TPU segfaults in every "
        "process when the Trainer saves a checkpoint (the reporter's title and the mirrored transformers "
        "issue); the issue carries the bug label and was closed. A segfault on its own would be "
        "unclear, but here it recurs at each checkpoint save with the same code: a framework bug the "
        "user works around or upgrades past, no restart.",
    ),
    # --- Host memory and worker deaths under Ray ------------------------------------------------------
    real(
        GH + "ray-project/ray/issues/28776",
        "ray-project/ray",
        "host_oom",
        "user_code",
        USER,
        "ray.exceptions.OutOfMemoryError: Task was killed due to the node running low on memory.",
        r"""
        ray.exceptions.OutOfMemoryError: Task was killed due to the node running low on memory.

        Memory on the node (IP: 172.31.69.247, ID: 5bf8d24f68a4b2f966b34cb94a41d1a312f406dc9081063ea7dd661b) where the task was running was 54.86GB / 57.60GB (0.952354), which exceeds the memory usage threshold of 0.95. Ray killed this worker (ID: 0c7d1ce94eefa4e408894a6d04511faca3d30bad46c775ba7961b38b) because it was the most recently scheduled task; to see more information about memory usage on this node, use `ray logs raylet.out -ip 172.31.69.247`. To see the logs of the worker, use `ray logs worker-0c7d1ce94eefa4e408894a6d04511faca3d30bad46c775ba7961b38b*out -ip 172.31.69.247`.

        Consider provisioning more memory on this node or reducing task parallelism by requesting more CPUs per task. To adjust the eviction threshold, set the environment variable `RAY_memory_usage_threshold_fraction` when starting Ray. To disable worker eviction, set the environment variable `RAY_memory_monitor_interval_ms` to zero.
        """,
        "Ray's 1 TB push-based shuffle release test (a Ray Data job) fails because Ray's memory monitor "
        "killed a worker on 172.31.69.247 at 95% of the node's 57.6 GB. The excerpt holds no root cause "
        "beyond the kill record; the label rests on the log: a host OOM with the monitor's record, "
        "which recurs with the same data size and parallelism until memory or task parallelism is "
        "changed. Notify the user.",
    ),
    real(
        GH + "ray-project/ray/issues/53123",
        "ray-project/ray",
        "other",
        "unknown",
        HUMAN,
        "ray.exceptions.ActorDiedError: The actor died unexpectedly before finishing this task.",
        r"""
        2025-06-19 10:35:10,319 ERROR tune_controller.py:1331 -- Trial task failed for trial XGBoostTrainer_e82c1_00000
        Traceback (most recent call last):
          File "/home/linux_ubuntu/miniconda3/envs/rayenv/lib/python3.10/site-packages/ray/air/execution/_internal/event_manager.py", line 110, in resolve_future
            result = ray.get(future)
          File "/home/linux_ubuntu/miniconda3/envs/rayenv/lib/python3.10/site-packages/ray/_private/auto_init_hook.py", line 21, in auto_init_wrapper
            return fn(*args, **kwargs)
          File "/home/linux_ubuntu/miniconda3/envs/rayenv/lib/python3.10/site-packages/ray/_private/client_mode_hook.py", line 103, in wrapper
            return func(*args, **kwargs)
          File "/home/linux_ubuntu/miniconda3/envs/rayenv/lib/python3.10/site-packages/ray/_private/worker.py", line 2782, in get
            values, debugger_breakpoint = worker.get_objects(object_refs, timeout=timeout)
          File "/home/linux_ubuntu/miniconda3/envs/rayenv/lib/python3.10/site-packages/ray/_private/worker.py", line 931, in get_objects
            raise value
        ray.exceptions.ActorDiedError: The actor died unexpectedly before finishing this task.
                class_name: with_parameters.<locals>._Inner
                actor_id: 45ccb1cba6bc7034be08e6d101000000
                pid: 27215
                namespace: 5a3cbc8b-543d-4918-9cc8-97fca60fbf82
                ip: 172.29.154.167
        The actor is dead because its worker process has died.
        """,
        "A Ray Train XGBoostTrainer trial fails because the training actor's worker process died. The "
        "thread (open, triage) holds no cause and the excerpt shows no OOM record, signal or traceback "
        "from the worker: a bare worker death (killed, crashed or out of memory) that a human has to "
        "look into.",
        ambiguous=True,
    ),
    real(
        GH + "modelscope/ms-swift/issues/6053",
        "modelscope/ms-swift",
        "cuda_error",
        "unknown",
        HUMAN,
        "RuntimeError: CUDA error: invalid argument",
        r"""
        File "/usr/local/lib/python3.11/site-packages/torch/utils/data/_utils/pin_memory.py", line 66, in pin_memory
            return data.pin_memory(device)
                   ^^^^^^^^^^^^^^^^^^^^^^^
        RuntimeError: CUDA error: invalid argument
        """,
        "Megatron SFT of Qwen3-VL with ms-swift dies in the DataLoader's pin-memory thread with a CUDA "
        "'invalid argument' error. The issue was closed with nothing concluded in the excerpt; the "
        "label rests on the log: a bare CUDA error from pin_memory(device) with no hint whether the "
        "framework, the environment or the device is at fault, so a human decides.",
        ambiguous=True,
    ),
]
