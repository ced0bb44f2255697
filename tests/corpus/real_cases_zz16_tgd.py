# ruff: noqa
"""Real excerpts, batch ZZ16-TGD (held out): an operator's mixed week of failed LLM training and
fine-tuning jobs, taken as they came from GitHub threads whose `fold_of(repo)` is "test": resumes
that cannot load their checkpoints (a ZeRO checkpoint saved at another data-parallel size, in a
Megatron-DeepSpeed pretraining run and in a Qwen-VL fine-tune; ZeRO optimizer shards that a
conversion script never wrote), checkpoint saves that fail (FSDP gathering the full state dict on
one GPU, a watchdog timeout while a fine-tune saves, EFAULT writing to NFS in OPT-scale training),
CUDA OOMs at optimizer init, in GRPO with LoRA and in vLLM's colocated allocator, data-pipeline
failures (an eval split too small for the ranks, a stale shared-memory barrier of the streaming
dataset, Hugging Face rate-limiting hundreds of ranks that stream C4), launcher and placement
errors (a rendezvous port already taken, tensors split over two GPUs by an auto device map, a Ray
actor API that does not match), /dev/shm too small for NCCL in a pod, bare SIGKILLs and segfaults,
a Ray worker killed mid-PPO, and a Megatron job on GKE whose GPU reports a critical Xid after the
GPUDirect-TCPX stack was modified.

Searched with the issue-thread index (about 88 look-ups) for multi-node NCCL failures, watchdog
timeouts, IB completion errors, ECC/Xid faults, OOMs, checkpoint save/load errors, dataset and
dataloader errors, launcher errors, hangs, Slurm limits and NFS errors, naming test-fold LLM
training, RLHF and multimodal repositories (Megatron-DeepSpeed, torchtitan, torchtune, trl,
transformers, ms-swift, slime, ColossalAI, llm-foundry, metaseq, xtuner, InternVL, gpt-neox and
smaller fine-tuning repos); the stored web-page index was tried for Hugging Face and NVIDIA forum
threads and returned blog posts only. Many hits were in dev-fold repositories (verl, LlamaFactory,
OpenRLHF, DeepSpeed under its new owner) or threads already in the corpus, and several test-fold
threads (ECC errors in trl and llama-cookbook, IB completion errors, a TinyLlama data error, an
HLLM store timeout) showed the failure line only in a screenshot, in the title or past the part of
the thread the index returns, and were skipped; DeepSpeed issues filed under the old
microsoft/DeepSpeed name were avoided because the same project sits in the dev fold under its new
name. What is left was taken as it came, not picked for what crashcart can do, and nobody ran
crashcart on these cases before they were labelled. Verbatim log lines as printed in each thread
(trimmed to the relevant part; markdown quote markers removed; three lines end where the stored
copy of the thread ends, the notes say which); labelled from what each thread concluded, or from
the log where it concluded nothing (the notes say which)."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    # --- checkpoints that cannot be loaded --------------------------------------------------------
    real(
        GH + "deepspeedai/Megatron-DeepSpeed/issues/439",
        "deepspeedai/Megatron-DeepSpeed",
        "model_loading_error",
        "user_code",
        USER,
        "ZeRORuntimeException: The checkpoint being loaded used a DP world size of 8",
        r"""
         raise ZeRORuntimeException("The checkpoint being loaded used a DP " \
        [rank5]: deepspeed.runtime.zero.utils.ZeRORuntimeException: The checkpoint being loaded used a DP world size of 8 but the current world size is 16. Automatic adjustment of ZeRO's optimizer state partitioning with a new world size is not currently supported.
        """,
        "A Megatron-DeepSpeed ZeRO-3 run saved on 8 data-parallel ranks is resumed on 16: DeepSpeed "
        "refuses to repartition the optimizer shards for a new world size. The thread has no "
        "answer; labelled from the log: a resume configuration that does not match the checkpoint "
        "fails the same way on every retry until the world size matches or the checkpoint is "
        "converted (the same exception on every rank, so no culprit).",
    ),
    real(
        GH + "2U1/Qwen-VL-Series-Finetune/issues/180",
        "2U1/Qwen-VL-Series-Finetune",
        "model_loading_error",
        "user_code",
        USER,
        "deepspeed.runtime.zero.utils.ZeRORuntimeException:",
        r"""
        [rank0]: deepspeed.runtime.zero.utils.ZeRORuntimeException:
        The checkpoint being loaded used a DP world size of 4 but the current world size is 8.
        Automatic adjustment of ZeRO's optimizer state partitioning with a new world size is not currently supported.

        RuntimeError: The size of tensor a (51824640) must match the size of tensor b (41363456) at non-singleton dimension 0
        """,
        "Resuming a Qwen2.5-VL-7B DeepSpeed fine-tune on 8 GPUs from a checkpoint written on 4: the "
        "ZeRO optimizer state cannot be repartitioned; retried on 4 GPUs, the load fails with a "
        "tensor size mismatch instead (two attempts pasted one after the other). The reporter asks "
        "how to load it with either GPU count; labelled from the log: a checkpoint/configuration "
        "mismatch that recurs on every retry.",
    ),
    real(
        GH + "HuangLK/transpeeder/issues/28",
        "HuangLK/transpeeder",
        "file_not_found",
        "user_code",
        USER,
        "No such file or directory: 'llama_13b_pp/global_step001/zero_pp_rank_0_mp_rank_03_optim_states.pt'",
        r"""
        [Errno 2] No such file or directory: 'llama_13b_pp/global_step001/zero_pp_rank_0_mp_rank_03_optim_states.pt'
        """,
        "Pipeline-parallel training of a 13B LLaMA from a checkpoint made by the repository's "
        "convert2ckpt.py, which writes no zero_pp_* optimizer files. The maintainer: load with "
        "load_optimizer_states=False and load_lr_scheduler_states=False (and he changed how "
        "DeepSpeed is loaded so it skips those files). A load configuration error; a retry fails "
        "the same way.",
    ),
    # --- checkpoint saves ---------------------------------------------------------------------------
    real(
        GH + "tatsu-lab/stanford_alpaca/issues/65",
        "tatsu-lab/stanford_alpaca",
        "cuda_oom",
        "user_code",
        USER,
        "Error: CUDA out of memory. Tried to allocate 502.00 MiB (GPU 1;",
        r"""
        /local_disk0/.ephemeral_nfs/cluster_libraries/python/lib/python3.9/site-packages/torch/distributed/fsdp/fully_sharded_data_parallel.py:2224: UserWarning: Failed to clone() tensor with name lm_head.weight. This may mean that this state_dict entry could point to invalid memory regions after returning from state_dict() call if this parameter is managed by FSDP. Please check clone implementation of lm_head.weight. Error: CUDA out of memory. Tried to allocate 502.00 MiB (GPU 1; 39.59 GiB total capacity; 35.54 GiB already allocated; 276.19 MiB free; 37.22 GiB reserved in total by PyTorch) If reserved memory is >> allocated memory try setting max_split_size_mb to avoid fragmentation.  See documentation for Memory Management and PYTORCH_CUDA_ALLOC_CONF
        """,
        "Alpaca fine-tuning of LLaMA with FSDP on 40 GB GPUs finishes training and then runs out of "
        "GPU memory while the full state dict is gathered for the final save. A commenter fixed it "
        "by offloading the state dict to CPU in safe_save_model_for_hf_trainer and notes that "
        "otherwise only a broken checkpoint is written. A memory configuration problem that "
        "recurs at every save.",
    ),
    real(
        GH + "meta-pytorch/torchtune/issues/2093",
        "meta-pytorch/torchtune",
        "nccl_timeout",
        "unknown",
        HUMAN,
        "[Rank 0] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=619725",
        r"""
        [rank0]:[E227 23:07:54.322446753 ProcessGroupNCCL.cpp:629] [Rank 0] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=619725, OpType=_ALLGATHER_BASE, NumelIn=54528000, NumelOut=218112000, Timeout(ms)=1800000) ran for 1800034 milliseconds before timing out.
        [rank0]:[E227 23:07:54.322713545 ProcessGroupNCCL.cpp:2168] [PG ID 0 PG GUID 0(default_pg) Rank 0]  failure detected by watchdog at work sequence id: 619725 PG status: last enqueued work: 619732, last completed work: 619724
        [rank0]:[E227 23:07:54.322728963 ProcessGroupNCCL.cpp:667] Stack trace of the failed collective not found, potentially because FlightRecorder is disabled. You can enable it by setting TORCH_NCCL_TRACE_BUFFER_SIZE to a non-zero value.
        [rank3]:[E227 23:07:54.323599416 ProcessGroupNCCL.cpp:629] [Rank 3] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=619727, OpType=_REDUCE_SCATTER_BASE, NumelIn=4096, NumelOut=1024, Timeout(ms)=1800000) ran for 1800060 milliseconds before timing out.
        [rank3]:[E227 23:07:54.323727781 ProcessGroupNCCL.cpp:2168] [PG ID 0 PG GUID 0(default_pg) Rank 3]  failure detected by watchdog at work sequence id: 619727 PG status: last enqueued work: 619730, last completed work: 619726
        """,
        "A commenter on the torchtune issue 'Multi GPU timeout on save checkpoint': a full "
        "fine-tune dies after 30 minutes with rank 0 stuck in an all-gather and rank 3 in a "
        "reduce-scatter two sequence numbers later. The issue ties it to checkpoint saving (ranks "
        "waiting while the state dict is written), but the thread gives no resolution and the log "
        "names no root cause: a collective timeout without a cause wants a human.",
        ambiguous=True,
    ),
    real(
        GH + "facebookresearch/metaseq/pull/497",
        "facebookresearch/metaseq",
        "os_error",
        "framework_bug",
        USER,
        "OSError: [Errno 14] Bad address",
        r"""
        line 254, in <lambda>
            self._notify_manager(lambda: self._io.write(b))
        OSError: [Errno 14] Bad address
        """,
        "Metaseq (OPT training) checkpoints written asynchronously to NFS through PathManager fail "
        "with EFAULT on a 4-node, 32-GPU test job (issue #493). The fix in this PR skips PathManager "
        "for NFS saves and copies from a ThreadPoolExecutor instead; the maintainers confirmed it on "
        "a 4-node job and a 66B run. A code defect in the save path: the same code fails the same "
        "way, so no restart until it is changed.",
    ),
    # --- OOMs ------------------------------------------------------------------------------------------
    real(
        GH + "hpcaitech/ColossalAI/issues/3512",
        "hpcaitech/ColossalAI",
        "cuda_oom",
        "user_code",
        USER,
        "torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 25.10 GiB",
        r"""
                            INFO     colossalai - colossalai - INFO: Tokenizing inputs... This may take some time...
        Traceback (most recent call last):
          File "train_sft.py", line 184, in <module>
            train(args)
          File "train_sft.py", line 146, in train
            trainer = SFTTrainer(model=model,
          File "/root/anaconda3/envs/coati/lib/python3.8/site-packages/coati/trainer/sft.py", line 61, in __init__
            self.optimizer = strategy.setup_optimizer(optim, self.model)
          File "/root/anaconda3/envs/coati/lib/python3.8/site-packages/coati/trainer/strategies/colossalai.py", line 148, in setup_optimizer
            return zero_optim_wrapper(model, optimizer, optim_config=self.zero_optim_config, **self.optim_kwargs)
          File "/root/anaconda3/envs/coati/lib/python3.8/site-packages/colossalai/nn/parallel/zero_wrapper.py", line 105, in zero_optim_wrapper
            return LowLevelZeroOptimizer(optimizer, **config_dict)
          File "/root/anaconda3/envs/coati/lib/python3.8/site-packages/colossalai/zero/sharded_optim/low_level_optim.py", line 175, in __init__
            fp32_flat_current_rank = fp16_flat_current_rank.float()
        torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 25.10 GiB (GPU 0;
        """,
        "ColossalChat (coati) supervised fine-tuning: the low-level ZeRO optimizer allocates the "
        "fp32 master copy of this rank's parameters (25 GiB) on GPU 0 at start-up and runs out of "
        "memory. Labelled from the log: a model/strategy too large for the GPUs as configured, the "
        "same on every retry (the last line ends where the stored copy of the thread ends).",
    ),
    real(
        GH + "huggingface/trl/issues/3172",
        "huggingface/trl",
        "cuda_oom",
        "user_code",
        USER,
        "CUDA out of memory. Tried to allocate 130.00 MiB. GPU 0 has a total capacity of 79.10 GiB",
        r"""
        File "/opt/conda/lib/python3.11/site-packages/torch/nn/modules/module.py", line 900, in _apply
        module._apply(fn)
        [Previous line repeated 2 more times]  File "/opt/conda/lib/python3.11/site-packages/torch/nn/modules/module.py", line 927, in _apply
        param_applied = fn(param)
        ^^^^^^
        ^^^  File "/opt/conda/lib/python3.11/site-packages/torch/nn/modules/module.py", line 1326, in convert
        return t.to(
        ^^^^^
        torch.OutOfMemoryError:
        CUDA out of memory. Tried to allocate 130.00 MiB. GPU 0 has a total capacity of 79.10 GiB of which 12.81 MiB is free. Process 3427 has 0 bytes memory in use. Process 3423 has 0 bytes memory in use. Process 3429 has 0 bytes memory in use. Process 3426 has 0 bytes memory in use. Process 3428 has 0 bytes memory in use. Process 3424 has 0 bytes memory in use. Process 3425 has 0 bytes memory in use. Including non-PyTorch memory, this process has 0 bytes memory in use. Of the allocated memory 10.47 GiB is allocated by PyTorch, and 93.52 MiB is reserved by PyTorch but unallocated. If reserved but unallocated memory is large try setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  See documentation for Memory Management  (https://pytorch.org/docs/stable/notes/cuda.html#environment-variables)
        """,
        "GRPO training of Qwen2.5-7B with LoRA on 8xH100 under DeepSpeed ZeRO-3 runs out of GPU "
        "memory while the model is moved to the device; every other process of the job is listed "
        "on GPU 0. Labelled from the log: a CUDA OOM from the job's placement and memory "
        "configuration, which recurs on every retry.",
    ),
    real(
        GH + "modelscope/ms-swift/issues/7324",
        "modelscope/ms-swift",
        "cuda_oom",
        "user_code",
        USER,
        "RuntimeError: CUDA Error: out of memory at /workspace/csrc/cumem_allocator.cpp:62",
        r"""
        RuntimeError: CUDA Error: out of memory at /workspace/csrc/cumem_allocator.cpp:62

        MAX_PIXELS=1048576 \
        NNODES=4 \
        NODE_RANK=$RANK \
        MASTER_ADDR=$MASTER_ADDR \
        MASTER_PORT=$MASTER_PORT \
        NPROC_PER_NODE=8 \
        CUDA_VISIBLE_DEVICES=0,1,2,3,4,5,6,7 \
        swift rlhf \
          --rlhf_type grpo \
          --model Qwen/Qwen3-VL-32B-Instruct \
          --train_type full \
          --use_vllm true \
          --vllm_gpu_memory_utilization 0.3 \
          --vllm_max_model_len 8192 \
          --vllm_tensor_parallel_size 4 \
          --deepspeed zero3 \
        """,
        "Full GRPO training of Qwen3-VL-32B on 4 nodes x 8 GPUs in colocate mode (vLLM TP=4 at 30% "
        "of GPU memory next to the ZeRO-3 trainer): vLLM's cumem allocator runs out of device "
        "memory. Labelled from the log (the thread has no answer yet): a CUDA OOM from how the "
        "rollout engine and trainer share the GPUs, the same on every retry. The command is "
        "trimmed to its memory-related flags.",
    ),
    # --- data pipeline ---------------------------------------------------------------------------------
    real(
        GH + "meta-llama/llama-cookbook/pull/540",
        "meta-llama/llama-cookbook",
        "dataset_loading_error",
        "user_code",
        USER,
        "ValueError: The eval set size is too small",
        r"""
        [rank3]:   File "/home/kaiwu/work/llama-recipes/recipes/finetuning/finetuning.py", line 8, in <module>
        [rank3]:     fire.Fire(main)
        [rank3]:   File "/home/kaiwu/miniconda3/envs/llama/lib/python3.10/site-packages/fire/core.py", line 143, in Fire
        [rank3]:     component_trace = _Fire(component, args, parsed_flag_args, context, name)
        [rank3]:   File "/home/kaiwu/miniconda3/envs/llama/lib/python3.10/site-packages/fire/core.py", line 477, in _Fire
        [rank3]:     component, remaining_args = _CallAndUpdateTrace(
        [rank3]:   File "/home/kaiwu/miniconda3/envs/llama/lib/python3.10/site-packages/fire/core.py", line 693, in _CallAndUpdateTrace
        [rank3]:     component = fn(*varargs, **kwargs)
        [rank3]:   File "/home/kaiwu/work/llama-recipes/src/llama_recipes/finetuning.py", line 254, in main
        [rank3]:     raise ValueError("The eval set size is too small for dataloader to load even one batch. Please increase the size of eval set.")
        [rank3]: ValueError: The eval set size is too small for dataloader to load even one batch. Please increase the size of eval set.
        """,
        "A PR to the Llama fine-tuning recipes: multi-GPU fine-tuning on a small dataset "
        "stops on its ranks because the eval split is too small to give each rank one "
        "batch; the PR fixes the dataset's eval split length. Until the data or eval settings "
        "change the job fails the same way: notify the user.",
    ),
    real(
        GH + "mosaicml/llm-foundry/issues/159",
        "mosaicml/llm-foundry",
        "os_error",
        "unknown",
        HUMAN,
        "FileExistsError: [Errno 17] File exists: '/000000_barrier'",
        r"""
        File "/root/anaconda3/envs/llava/lib/python3.10/multiprocessing/shared_memory.py", line 104, in __init__
            self._fd = _posixshmem.shm_open(
        FileExistsError: [Errno 17] File exists: '/000000_barrier'

        During handling of the above exception, another exception occurred:

        Traceback (most recent call last):
          File "/homeLMFlow/cn_llama/packages/new/llm-foundry/scripts/train/train.py", line 256, in <module>
            main(cfg)
          File "/home/LMFlow/cn_llama/packages/new/llm-foundry/scripts/train/train.py", line 151, in main
            train_loader = build_dataloader(
          File "/home/LMFlow/cn_llama/packages/new/llm-foundry/scripts/train/train.py", line 73, in build_dataloader
            return build_text_dataloader(
          File "/home/LMFlow/cn_llama/packages/new/llm-foundry/scripts/train/llmfoundry/data/text_data.py", line 253, in build_text_dataloader
            dataset = StreamingTextDataset(
          File "/home/LMFlow/cn_llama/packages/new/llm-foundry/scripts/train/llmfoundry/data/text_data.py", line 110, in __init__
            super().__init__(
          File "/home/LMFlow/cn_llama/packages/new/llm-foundry/llmfoundry-venv/lib/python3.10/site-packages/streaming/base/dataset.py", line 331, in __init__
            self._worker_barrier = SharedBarrier(worker_barrier_filelock_path, worker_barrier_shm_path)
        """,
        "LLM Foundry training stops while building the streaming text dataset: the worker barrier's "
        "POSIX shared-memory name already exists, left by an earlier run that died or held by a "
        "second launch on the node. The thread shows no conclusion; labelled from the log: the "
        "stale segment (or the concurrent run) must be dealt with before a restart can work, and "
        "the log does not say which it is.",
        ambiguous=True,
    ),
    real(
        GH + "pytorch/torchtitan/issues/2239",
        "pytorch/torchtitan",
        "connection_error",
        "transient",
        RESTART,
        "HTTP Error 429 thrown while requesting GET https://huggingface.co/api/datasets/allenai/c4/tree/",
        r"""
        Rate limited. Waiting 196.0s before retry [Retry 1/5].
        /lustre/orion/world-shared/gen150/zixianw4/envs/TORCH-ROCM7.0.2_env/lib/python3.11/site-packages/torch/distributed/device_mesh.py:604: UserWarning: Slicing a flattened dim from root mesh will be deprecated in PT 2.11. Users need to bookkeep the flattened mesh directly.
          sliced_mesh_layout = self._get_slice_mesh_layout(mesh_dim_names)
        HTTP Error 429 thrown while requesting GET https://huggingface.co/api/datasets/allenai/c4/tree/1588ec454efa1a09f29cd18ddd04fe05fc8653a2/en?expand=false&recursive=true&limit=1000&cursor=ZXlKbWFXeGxYMjVoYldVaU9pSmxiaTlqTkMxMGNtRnBiaTR3TURrNU9TMXZaaTB3TVRBeU5DNXFjMjl1TG1kNklpd2lkSEpsWlY5dmFXUWlPaUprWXprME0yTTBZelF3WmpVelpEQXlZak14WTJWa01XUmxabUUzWlRWbU5ETTRaRFU0TmpKbEluMD06MTAwMA%3D%3D
        Rate limited. Waiting 196.0s before retry [Retry 1/5].
        [rank356]: Traceback (most recent call last):
        [rank356]:   File "<frozen runpy>", line 198, in _run_module_as_main
        [rank356]:   File "<frozen runpy>", line 88, in _run_code
        """,
        "A torchtitan pretraining run on a ROCm cluster with hundreds of ranks streams C4 from the "
        "Hugging Face Hub; the Hub answers 429 and the ranks back off and then fail ('C4 Dataset "
        "Download Rate out of API limit', labelled question). Labelled by the rule for throttling "
        "by an external service: transient, restart; with this many ranks listing the dataset at "
        "once a plain restart can hit the limit again, and staging the data locally is the lasting "
        "fix.",
    ),
    # --- launch, placement and framework mismatches ------------------------------------------------------
    real(
        GH + "Meituan-AutoML/MobileVLM/issues/60",
        "Meituan-AutoML/MobileVLM",
        "connection_error",
        "user_code",
        USER,
        "The server socket has failed to bind to [::]:9901 (errno: 98 - Address already in use)",
        r"""
        RuntimeError: The server socket has failed to listen on any local network address. The server socket has failed to bind to [::]:9901 (errno: 98 - Address already in use). The server socket has failed to bind to ?UNKNOWN? (errno: 98 - Address already in use).
        """,
        "MobileVLM pretraining launched with DeepSpeed on two machines fails at start-up: the "
        "rendezvous port 9901 is already taken on the master. The thread shows no answer; labelled "
        "from the log: a launch configuration error (a port held by another process or a second "
        "launcher) that repeats until the port or the launch is fixed.",
    ),
    real(
        GH + "yuhuixu1993/qa-lora/issues/17",
        "yuhuixu1993/qa-lora",
        "runtime_error",
        "user_code",
        USER,
        "RuntimeError: Expected all tensors to be on the same device, but found at least two devices, cuda:0 and cuda:7!",
        r"""
          File "/home/shawn/anaconda3/envs/qalora/lib/python3.8/site-packages/transformers/models/llama/modeling_llama.py", line 830, in forward
            logits = self.lm_head(hidden_states)
          File "/home/shawn/anaconda3/envs/qalora/lib/python3.8/site-packages/torch/nn/modules/module.py", line 1501, in _call_impl
            return forward_call(*args, **kwargs)
          File "/home/shawn/anaconda3/envs/qalora/lib/python3.8/site-packages/torch/nn/modules/linear.py", line 114, in forward
            return F.linear(input, self.weight, self.bias)
        RuntimeError: Expected all tensors to be on the same device, but found at least two devices, cuda:0 and cuda:7! (when checking argument for argument mat2 in method wrapper_CUDA_mm)
        """,
        "QA-LoRA fine-tuning of a 4-bit LLaMA-7B started on 8 GPUs: the model is spread over the "
        "GPUs and the lm_head input arrives on another device. The reporter found the fix in the "
        "script's get_accelerate_model (module placement); with a larger batch the run then stalls "
        "at batch 0. A placement bug in the training code: the same on every retry.",
    ),
    real(
        GH + "THUDM/slime/issues/178",
        "THUDM/slime",
        "attribute_error",
        "user_code",
        USER,
        "ray.exceptions.RayTaskError(AttributeError)",
        r"""
        (MegatronTrainRayActor pid=409797)   successfully loaded checkpoint from /root/Qwen2.5-0.5B_torch_dist [ t 1/2, p 1/1 ] at iteration 0
        (Buffer pid=414283) Checkpoint /root/Qwen2.5-0.5B_torch_dist/rollout/global_dataset_state_dict_-1.pt does not exist.
        Traceback (most recent call last):
          File "/root/slime/train.py", line 84, in <module>
            train(args)
          File "/root/slime/train.py", line 37, in train
            ray.get(actor_model.async_init_weight_update_connections(rollout_manager))
          File "/usr/local/lib/python3.10/dist-packages/ray/_private/auto_init_hook.py", line 22, in auto_init_wrapper
            return fn(*args, **kwargs)
          File "/usr/local/lib/python3.10/dist-packages/ray/_private/client_mode_hook.py", line 104, in wrapper
            return func(*args, **kwargs)
          File "/usr/local/lib/python3.10/dist-packages/ray/_private/worker.py", line 2858, in get
            values, debugger_breakpoint = worker.get_objects(object_refs, timeout=timeout)
          File "/usr/local/lib/python3.10/dist-packages/ray/_private/worker.py", line 958, in get_objects
            raise value.as_instanceof_cause()
        ray.exceptions.RayTaskError(AttributeError): ray::MegatronTrainRayActor.connect_rollout_engines() (pid=409797, ip=192.168.0.150, actor_id=43fa4a15bec8ec525137e64702000000, repr=<slime.bac
        """,
        "slime RL training of Qwen2.5-0.5B on one node of 8 A10s: after the Megatron actor loads "
        "its checkpoint, connecting the rollout engines raises an AttributeError ('ActorHandle "
        "object has no attribute init_process_group', per the title). Labelled from the log: a "
        "Python error from mismatched code or versions, the same on every retry (the last line "
        "ends where the stored copy of the thread ends).",
    ),
    # --- processes killed without a reason -------------------------------------------------------------
    real(
        GH + "deepspeedai/DeepSpeedExamples/issues/626",
        "deepspeedai/DeepSpeedExamples",
        "other",
        "unknown",
        HUMAN,
        "exits with return code = -11",
        r"""
        [2023-07-10 04:09:42,841] [INFO] [comm.py:652:init_distributed] Initializing TorchBackend in DeepSpeed with backend nccl
        Using cuda_amp half precision backend
        [2023-07-10 04:09:43,963] [INFO] [logging.py:93:log_dist] [Rank 0] DeepSpeed info: version=0.8.3, git-hash=unknown, git-branch=unknown
        fdsui[2023-07-10 04:26:05,876] [INFO] [launch.py:318:sigkill_handler] Killing subprocess 94984
        [2023-07-10 04:26:05,876] [INFO] [launch.py:318:sigkill_handler] Killing subprocess 94985
        [2023-07-10 04:26:35,999] [ERROR] [launch.py:324:sigkill_handler] ['/global/D1/homes/sushant/sushanta/venv/bin/python3.10', '-u', 'trainCLM.py', '--local_rank=1', '--deepspeed', '/home/sushant/D1/sushanta/try/nepaligpt/clm/config/deepspeed_config.json'] exits with return code = -11
        """,
        "Training a Nepali causal LM with the DeepSpeed launcher on 2 GPUs: after DeepSpeed "
        "initialises, a worker dies with SIGSEGV 16 minutes later and the launcher kills the rest. "
        "The thread has no answer; a bare segmentation fault without a stack or hardware signature "
        "wants a human.",
        ambiguous=True,
    ),
    real(
        GH + "OpenBMB/MiniCPM-V/issues/312",
        "OpenBMB/MiniCPM-V",
        "host_oom",
        "unknown",
        HUMAN,
        "failed (exitcode: -9) local_rank: 2 (pid: 29736)",
        r"""
        Loading checkpoint shards:  14%|███████                                          | 1/7 [00:13<01:22, 13.68s/it]W0629 00:06:21.246000 140229302286144 torch/distributed/elastic/multiprocessing/api.py:851] Sending process 29734 closing signal SIGTERM
        W0629 00:06:21.246000 140229302286144 torch/distributed/elastic/multiprocessing/api.py:851] Sending process 29735 closing signal SIGTERM
        W0629 00:06:21.246000 140229302286144 torch/distributed/elastic/multiprocessing/api.py:851] Sending process 29737 closing signal SIGTERM
        E0629 00:06:24.298000 140229302286144 torch/distributed/elastic/multiprocessing/api.py:826] failed (exitcode: -9) local_rank: 2 (pid: 29736) of binary: /opt/conda/bin/python3.10
        Traceback (most recent call last):
          File "/opt/conda/bin/torchrun", line 8, in <module>
            sys.exit(main())
        """,
        "MiniCPM-V fine-tuning under torchrun: while four ranks load the checkpoint shards one of "
        "them is SIGKILLed and torchrun stops the others. Loading a full copy per rank points at "
        "host memory, but no kernel or scheduler OOM record is shown and the thread gives no "
        "answer: a bare SIGKILL wants a human.",
        ambiguous=True,
    ),
    real(
        GH + "PeterGriffinJin/Search-R1/issues/142",
        "PeterGriffinJin/Search-R1",
        "host_oom",
        "unknown",
        HUMAN,
        "Worker exit type: SYSTEM_ERROR",
        r"""
        (raylet) A worker died or was killed while executing a task by an unexpected system error. To troubleshoot the problem, check the logs for the dead worker. RayTask ID: ffffffffffffffff9c8d9d06fa8619b3f9565a5901000000 Worker ID: 0f595954403c283009378716c2417dc2e02f50d32264e4855b792e0f Node ID: 4fcc2114a8faaea8c7243a8b7b75371f4940843f75f7ddaec2387d85 Worker IP address: 192.168.152.111 Worker port: 46209 Worker PID: 4018933 Worker exit type: SYSTEM_ERROR Worker exit detail: Worker unexpectedly exits with a connection error code 2. End of file. There are some potential root causes. (1) The process is killed by SIGKILL by OOM killer due to high memory usage. (2) ray stop --force is called. (3) The worker is crashed unexpectedly due to SIGSEGV or other unexpected errors.
        """,
        "Search-R1 PPO training (verl-based, Ray) fails after 50-100 steps, before the first save: "
        "a Ray worker dies with a system error. The reporter's wandb shows host memory under 70%, "
        "so the OOM killer Ray suggests is not confirmed; no kernel record and no answer yet. A "
        "worker killed for an unknown reason wants a human.",
        ambiguous=True,
    ),
    # --- node and network environment ------------------------------------------------------------------
    real(
        GH + "huggingface/transformers/issues/11658",
        "huggingface/transformers",
        "os_error",
        "user_code",
        USER,
        "NCCL WARN Error while creating shared memory segment nccl-shm-recv-c43b846667d22574-1-1-0",
        r"""
        simple-layoutlm-mmml-1573-investigate-how-to-implement-d-lcbz2t:97:183 [0] include/shm.h:48 NCCL WARN Error while creating shared memory segment nccl-shm-recv-c43b846667d22574-1-1-0 (size 9637888)
        simple-layoutlm-mmml-1573-investigate-how-to-implement-d-lcbz2t:97:183 [0] NCCL INFO transport/shm.cc:101 -> 2
        simple-layoutlm-mmml-1573-investigate-how-to-implement-d-lcbz2t:97:183 [0] NCCL INFO transport.cc:30 -> 2
        simple-layoutlm-mmml-1573-investigate-how-to-implement-d-lcbz2t:97:183 [0] NCCL INFO transport.cc:49 -> 2
        simple-layoutlm-mmml-1573-investigate-how-to-implement-d-lcbz2t:97:183 [0] NCCL INFO init.cc:766 -> 2
        simple-layoutlm-mmml-1573-investigate-how-to-implement-d-lcbz2t:97:183 [0] NCCL INFO init.cc:840 -> 2
        simple-layoutlm-mmml-1573-investigate-how-to-implement-d-lcbz2t:97:183 [0] NCCL INFO group.cc:73 -> 2 [Async thread]
        2021-05-10 10:56:59 ERROR    __main__   NCCL error in: /pytorch/torch/lib/c10d/ProcessGroupNCCL.cpp:784, unhandled system error, NCCL version 2.7.8
        Traceback (most recent call last):
          File "nlp_ner_layoutlm/train_pipeline/training_step/training_script.py", line 64, in <module>
            train_model(
          File "/app/nlp_ner_layoutlm/layoutlm/utils_train.py", line 147, in train_model
            raise e
          File "/app/nlp_ner_layoutlm/layoutlm/utils_train.py", line 145, in train_model
            trainer.train()
        """,
        "A Trainer + DeepSpeed fine-tune in a Kubernetes pod ('NCLL No space left on device Error "
        "while training with deepspeed'): NCCL cannot create its shared-memory segment, so the "
        "first collective fails with an unhandled system error. /dev/shm of the container is too "
        "small for NCCL's buffers; the pod spec has to give it more, so the same job fails the "
        "same way until then.",
    ),
    real(
        GH + "GoogleCloudPlatform/ai-infra-cluster-provisioning/issues/383",
        "GoogleCloudPlatform/ai-infra-cluster-provisioning",
        "gpu_xid",
        "unknown",
        HUMAN,
        "GPU 00000000:04:00.0: Detected Critical Xid Error",
        r"""
        GPU 00000000:04:00.0: Detected Critical Xid Error
        Traceback (most recent call last):
          File "/workspace/Megatron-LM/pretrain_gpt.py", line 220, in <module>
            pretrain(train_valid_test_datasets_provider,
          File "/workspace/Megatron-LM/megatron/training/training.py", line 190, in pretrain
            initialize_megatron(extra_args_provider=extra_args_provider,
        """,
        "The Megatron-LM llama2 sample on GKE A3 nodes (a3-highgpu-8g), with the helm values "
        "switched to the GPUDirect-TCPX stack and the /dev/dmabuf_import_helper mount removed to "
        "work around another issue: during Megatron initialisation a GPU reports a critical Xid "
        "and the job dies with an illegal memory access (per the title). No Xid number, no host, "
        "and a hand-modified network stack on the same run: the evidence points both ways, so a "
        "human looks before anything is cordoned.",
        ambiguous=True,
    ),
]
