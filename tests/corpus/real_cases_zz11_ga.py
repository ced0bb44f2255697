# ruff: noqa
"""Real excerpts, batch ZZ11-GA: development-fold failures of LLM training and fine-tuning stacks
as their users run them (nanoGPT derivatives, OLMo, open-instruct, multimodal fine-tuning repos,
RLHF/GRPO projects, Megatron/DeepSpeed/FSDP users, model repositories' fine-tuning scripts),
gathered from GitHub issue threads of repositories new to the corpus whose `fold_of(repo)` is
"dev". Taken as the searches returned them, not picked for what crashcart can do; nobody ran
crashcart on them before they were labelled. Verbatim log lines as printed in each thread
(trimmed to the relevant part); labelled from what each thread concluded, or from the log where
it concluded nothing (the notes say which)."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    # --- launcher / device configuration ---------------------------------------------------------
    real(
        GH + "KellerJordan/modded-nanogpt/issues/61",
        "KellerJordan/modded-nanogpt",
        "cuda_error",
        "user_code",
        USER,
        "RuntimeError: CUDA error: invalid device ordinal",
        r"""
        ./run.sh
        W0104 13:46:27.896000 80302 torch/distributed/run.py:792]
        W0104 13:46:27.896000 80302 torch/distributed/run.py:792] *****************************************
        W0104 13:46:27.896000 80302 torch/distributed/run.py:792] Setting OMP_NUM_THREADS environment variable for each process to be 1 in default, to avoid your system being overloaded, please further tune the variable for optimal performance in your application as needed.
        W0104 13:46:27.896000 80302 torch/distributed/run.py:792] *****************************************
        Traceback (most recent call last):
          File "/home/schmid/modded-nanogpt/train_gpt.py", line 402, in <module>
            torch.cuda.set_device(local_rank)
          File "/home/schmid/modded-nanogpt/venv-modded/lib/python3.12/site-packages/torch/cuda/__init__.py", line 477, in set_device
            torch._C._cuda_setDevice(device)
        RuntimeError: CUDA error: invalid device ordinal
        CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
        For debugging consider passing CUDA_LAUNCH_BLOCKING=1
        Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.
        """,
        "The speedrun's run.sh launches torchrun with --nproc_per_node=8 on a machine with four GPUs; "
        "ranks 4-7 ask for devices that do not exist. The reporter concluded the launch setting was "
        "theirs to adapt (nproc_per_node=4) and the maintainer closed it. A launch configuration "
        "error that recurs on every restart.",
    ),
    real(
        GH + "karpathy/nanoGPT/pull/55",
        "karpathy/nanoGPT",
        "network_error",
        "user_code",
        USER,
        "[E ProcessGroupNCCL.cpp:455] Some NCCL operations have failed or timed out.",
        r"""
        [E ProcessGroupNCCL.cpp:455] Some NCCL operations have failed or timed out. Due to the asynchronous nature of CUDA kernels, subsequent GPU opera
        tions might run on corrupted/incomplete data.
        [E ProcessGroupNCCL.cpp:460] To avoid data inconsistency, we are taking the entire process down.
        """,
        "nanoGPT's first two-node DDP run (torchrun on two 8-GPU nodes, launched by hand) crashes just "
        "before training starts. A commenter diagnosed NCCL trying InfiniBand where none was usable "
        "between the nodes; NCCL_IB_DISABLE=1 resolved it (the author confirmed). A transport "
        "configuration of the job/cluster pair, not a transient fault: restarting as is fails the same way.",
    ),
    # --- data pipeline -----------------------------------------------------------------------------
    real(
        GH + "allenai/OLMo/issues/552",
        "allenai/OLMo",
        "dataset_loading_error",
        "unknown",
        HUMAN,
        "CRITICAL [olmo.util:158, rank=0] Uncaught OLMoThreadError: generator thread data thread 3 failed",
        r"""
        [2024-04-18 19:06:17] INFO     [olmo.train:816, rank=0] [step=75/739328]
            train/CrossEntropyLoss=7.417
            train/Perplexity=1,664
            throughput/total_tokens=314,572,800
            throughput/device/tokens_per_second=9,407
            throughput/device/batches_per_second=0.0022
        [2024-04-18 19:10:41] CRITICAL [olmo.util:158, rank=0] Uncaught OLMoThreadError: generator thread data thread 3 failed
        """,
        "OLMo pretraining stops at step 75 when one of the data-loading threads dies; no traceback of "
        "the thread's own exception was posted. Maintainers asked for it and other users reported the "
        "same on Azure nodes; the thread ends without a cause (a remote dataset fetch was suspected in "
        "a sibling issue). Whether the data source hiccuped or the data is bad is open: ambiguous.",
        ambiguous=True,
    ),
    # --- memory ------------------------------------------------------------------------------------
    real(
        GH + "HarderThenHarder/transformers_tasks/issues/48",
        "HarderThenHarder/transformers_tasks",
        "cuda_oom",
        "user_code",
        USER,
        "OutOfMemoryError: CUDA out of memory. Tried to allocate 128.00 MiB (GPU 0;",
        r"""
        OutOfMemoryError: CUDA out of memory. Tried to allocate 128.00 MiB (GPU 0; 
        24.00 GiB total capacity; 23.13 GiB already allocated; 0 bytes free; 23.15 GiB 
        reserved in total by PyTorch) If reserved memory is >> allocated memory try 
        setting max_split_size_mb to avoid fragmentation.  See documentation for Memory
        Management and PYTORCH_CUDA_ALLOC_CONF
        """,
        "Fine-tuning an LLM (the repo's LLM/finetune recipe) on a 24 GB card runs out of GPU memory "
        "even at batch size 1, pasted with the console's wrapping. The maintainer's answer: shorten "
        "max_source_seq_len/max_target_seq_len. The configuration does not fit the GPU; it recurs.",
    ),
    # --- environment / extension builds -------------------------------------------------------------
    real(
        GH + "zjysteven/lmms-finetune/issues/32",
        "zjysteven/lmms-finetune",
        "import_error",
        "user_code",
        USER,
        "[rank6]: ImportError: /home/zeus/miniconda3/envs/cloudspace/lib/python3.10/site-packages/flash_attn_2_cuda",
        r"""
        [rank6]:   File "/home/zeus/miniconda3/envs/cloudspace/lib/python3.10/site-packages/flash_attn/flash_attn_interface.py", line 10, in <module>
        [rank6]:     import flash_attn_2_cuda as flash_attn_cuda
        [rank6]: ImportError: /home/zeus/miniconda3/envs/cloudspace/lib/python3.10/site-packages/flash_attn_2_cuda.cpython-310-x86_64-linux-gnu.so: undefined symbol: _ZN3c104cuda9SetDeviceEi

        [rank6]: The above exception was the direct cause of the following exception:

        [rank6]: Traceback (most recent call last):
        [rank6]:   File "/teamspace/studios/this_studio/lmms-finetune/train.py", line 199, in <module>
        [rank6]:     train()
        [rank6]:   File "/teamspace/studios/this_studio/lmms-finetune/train.py", line 74, in train
        [rank6]:     model, tokenizer, processor = loader.load()
        [rank6]:   File "/teamspace/studios/this_studio/lmms-finetune/loaders/llava_interleave.py", line 13, in load
        [rank6]:     model = LlavaForConditionalGeneration.from_pretrained(
        [rank6]:   File "/home/zeus/miniconda3/envs/cloudspace/lib/python3.10/site-packages/transformers/modeling_utils.py", line 3828, in from_pretrained
        [rank6]:     model = cls(config, *model_args, **model_kwargs)
        """,
        "An 8-GPU DeepSpeed fine-tune of a LLaVA-interleave model dies on every rank importing "
        "flash-attention: the prebuilt flash_attn_2_cuda extension does not match the installed torch "
        "(undefined c10 symbol). The issue was closed after the environment was fixed (matching "
        "flash-attn/torch versions). An environment error; a restart fails the same way.",
    ),
    real(
        GH + "xiaoachen98/Open-LLaVA-NeXT/issues/15",
        "xiaoachen98/Open-LLaVA-NeXT",
        "import_error",
        "user_code",
        USER,
        "ImportError: /home/lee/.conda/envs/llava-next/lib/python3.10/site-packages/flash_attn_2_cuda",
        r"""
        ImportError: /home/lee/.conda/envs/llava-next/lib/python3.10/site-packages/flash_attn_2_cuda.cpython-310-x86_64-linux-gnu.so: undefined symbol: _ZNK3c106SymIntltEl
        """,
        "Fine-tuning the pretrained Open-LLaVA-NeXT model fails at import: flash-attn was built for "
        "another torch (torch 2.1.2 installed). The reporter found downgrading torch avoided it and a "
        "commenter suggested pinning flash-attn 2.5.6; the issue was closed. A version mismatch in the "
        "environment, for the user to fix.",
    ),
    # --- divergence --------------------------------------------------------------------------------
    real(
        GH + "prajdabre/yanmtt/issues/7",
        "prajdabre/yanmtt",
        "nan_or_value_error",
        "user_code",
        USER,
        "76980 nan",
        r"""
        ...
        76930 2.6496577
        76940 2.59109
        76950 2.596339
        76960 2.735384
        76970 2.6265104
        76980 nan
        76990 nan
        Saving the model
        Loading from checkpoint
        Loading from checkpoint
        77000 nan
        77010 nan
        ...
        """,
        "Pre-training a BART model with pretrain_nmt.py on 2 GPUs with --fp16 and the default learning "
        "rate: the loss turns NaN around step 77K and stays NaN, even after reloading the checkpoint. "
        "The maintainer had hit the same with fp16: use a smaller learning rate or fp32. Divergence "
        "from the run's precision/LR settings; restarting from a checkpoint reproduces it.",
    ),
    # --- user code / configuration exceptions -----------------------------------------------------
    real(
        GH + "minghaochen/chatglm3-base-tuning/issues/8",
        "minghaochen/chatglm3-base-tuning",
        "runtime_error",
        "user_code",
        USER,
        "RuntimeError: Expected all tensors to be on the same device, but found at least two devices, cuda:2 and cuda:0!",
        r"""
        RuntimeError: Expected all tensors to be on the same device, but found at least two devices, cuda:2 and cuda:0!
        """,
        "Fine-tuning ChatGLM3-base with `python train.py` on a multi-GPU machine: the model is spread "
        "over several GPUs and a tensor lands on another device. The maintainer: this comes from using "
        "several cards; restrict the visible GPUs. A device-placement configuration error that recurs.",
    ),
    real(
        GH + "rui-ye/OpenFedLLM/issues/39",
        "rui-ye/OpenFedLLM",
        "runtime_error",
        "user_code",
        USER,
        "KeyError: 'prompt'",
        r"""
        File "/home/lm/OpenFedLLM-main/main_dpo.py", line 109, in <module>
            results = trainer.train()
          File "/home/lm/yes/envs/opfl/lib/python3.10/site-packages/transformers/trainer.py", line 1539, in train
            return inner_training_loop(
          File "/home/lm/yes/envs/opfl/lib/python3.10/site-packages/transformers/trainer.py", line 1787, in _inner_training_loop
            for step, inputs in enumerate(epoch_iterator):
          File "/home/lm/yes/envs/opfl/lib/python3.10/site-packages/accelerate/data_loader.py", line 384, in __iter__
            current_batch = next(dataloader_iter)
          File "/home/lm/yes/envs/opfl/lib/python3.10/site-packages/torch/utils/data/dataloader.py", line 633, in __next__
            data = self._next_data()
          File "/home/lm/yes/envs/opfl/lib/python3.10/site-packages/torch/utils/data/dataloader.py", line 677, in _next_data
            data = self._dataset_fetcher.fetch(index)  # may raise StopIteration
          File "/home/lm/yes/envs/opfl/lib/python3.10/site-packages/torch/utils/data/_utils/fetch.py", line 54, in fetch
            return self.collate_fn(data)
          File "/home/lm/yes/envs/opfl/lib/python3.10/site-packages/trl/trainer/utils.py", line 471, in __call__
            prompt = feature["prompt"]
        KeyError: 'prompt'
          0%|          | 0/10 [00:00<?, ?it/s]
        """,
        "Federated DPO training (main_dpo.py) fails on its first batch: trl's DPO collator finds no "
        "'prompt' field in the features. The maintainer asked which dataset was used (the default); "
        "the thread ends there. A data/library-version mismatch in the user's setup, not transient: "
        "labelled from the log, it recurs on restart.",
    ),
    real(
        GH + "karpathy/nanoGPT/pull/277",
        "karpathy/nanoGPT",
        "runtime_error",
        "user_code",
        USER,
        "RuntimeError: Current CUDA Device does not support bfloat16. Please switch dtype to float16.",
        r"""
        Traceback (most recent call last):
          File "/home/fedora/workspace/nanoGPT/train.py", line 110, in <module>
            ctx = nullcontext() if device_type == 'cpu' else torch.amp.autocast(device_type=device_type, dtype=ptdtype)
          File "/usr/local/lib64/python3.10/site-packages/torch/amp/autocast_mode.py", line 234, in __init__
            raise RuntimeError('Current CUDA Device does not support bfloat16. Please switch dtype to float16.')
        RuntimeError: Current CUDA Device does not support bfloat16. Please switch dtype to float16.
        """,
        "nanoGPT's train.py asks for bfloat16 autocast on a GPU without bf16 (V100 users confirmed). "
        "The merged fix picks bf16 only when torch.cuda.is_bf16_supported(); until then the run must "
        "be given dtype=float16. A configuration/hardware-capability mismatch: it fails the same way "
        "on every restart on that GPU type, and the GPU is not faulty.",
    ),
    # --- hangs -------------------------------------------------------------------------------------
    real(
        GH + "huggingface/alignment-handbook/issues/147",
        "huggingface/alignment-handbook",
        "hang",
        "unknown",
        HUMAN,
        "UserWarning: You passed a model_id to the DPOTrainer.",
        r"""
        UserWarning: You passed a model_id to the DPOTrainer. This will automatically create an `AutoModelForCausalLM` or a `PeftModel` (if you passed a `peft_config`) for you.
        """,
        "Full-parameter DPO of zephyr-7b on 8 H100s (accelerate + DeepSpeed ZeRO-3, the handbook's "
        "recipe) stops making progress right after this warning; nothing else is printed. The same "
        "report was filed on trl; no cause is visible in the thread. A silent hang at start-up with "
        "no error to act on: labelled from the log, ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "THUDM/Chinese-Transformer-XL/issues/17",
        "THUDM/Chinese-Transformer-XL",
        "assertion_error",
        "user_code",
        USER,
        "DeepSpeed backend not set, please initialize it using init_process_group()",
        r"""
        DeepSpeed backend not set, please initialize it using init_process_group()
        """,
        "Fine-tuning the (pre-split) Transformer-XL model on one machine with two GPUs stops at start-up "
        "with DeepSpeed's communication-backend assertion. The maintainer: the code does not support "
        "newer DeepSpeed; use DeepSpeed <= 0.5.9 or call deepspeed.init_process_group() in "
        "initialize_distributed. A version mismatch in the user's environment; it recurs.",
    ),
    real(
        GH + "baichuan-inc/Baichuan2/issues/39",
        "baichuan-inc/Baichuan2",
        "attribute_error",
        "user_code",
        USER,
        "AttributeError: Caught AttributeError in replica 1 on device 1.",
        r"""
        AttributeError: Caught AttributeError in replica 1 on device 1.
        Original Traceback (most recent call last):
          File "/home/uos/miniconda3/envs/llm/lib/python3.10/site-packages/torch/nn/parallel/parallel_apply.py", line 64, in _worker
            output = module(*input, **kwargs)
          File "/home/uos/miniconda3/envs/llm/lib/python3.10/site-packages/torch/nn/modules/module.py", line 1501, in _call_impl
            return forward_call(*args, **kwargs)
          File "/home/uos/miniconda3/envs/llm/lib/python3.10/site-packages/peft/peft_model.py", line 931, in forward
            return self.base_model(
          File "/home/uos/miniconda3/envs/llm/lib/python3.10/site-packages/torch/nn/modules/module.py", line 1501, in _call_impl
            return forward_call(*args, **kwargs)
          File "/home/uos/miniconda3/envs/llm/lib/python3.10/site-packages/peft/tuners/tuners_utils.py", line 94, in forward
            return self.model.forward(*args, **kwargs)
          File "/home/uos/miniconda3/envs/llm/lib/python3.10/site-packages/accelerate/hooks.py", line 165, in new_forward
            output = old_forward(*args, **kwargs)
          File "/home/uos/.cache/huggingface/modules/transformers_modules/Baichuan2-13B-Chat/modeling_baichuan.py", line 692, in forward
            outputs = self.model(
        """,
        "LoRA fine-tuning of Baichuan2-13B-Chat with the transformers Trainer on several GPUs fails at "
        "every evaluation step: under DataParallel the replica on device 1 lacks the model's "
        "`future_mask` attribute (set lazily on the original module). A code/launch-mode problem "
        "(DataParallel replicas with the remote modeling code) that recurs at each eval; labelled from "
        "the log and the issue's description, the thread gives no fix.",
    ),
    real(
        GH + "mistralai/mistral-finetune/issues/107",
        "mistralai/mistral-finetune",
        "runtime_error",
        "user_code",
        USER,
        "NotImplementedError: No operator found for `memory_efficient_attention_forward` with inputs:",
        r"""
          File "/XXXXX/envs/mistral-ft/lib/python3.11/site-packages/xformers/ops/fmha/dispatch.py", line 120, in _dispatch_fw
            return _run_priority_list(
                   ^^^^^^^^^^^^^^^^^^^
          File "/XXXXX/envs/mistral-ft/lib/python3.11/site-packages/xformers/ops/fmha/dispatch.py", line 63, in _run_priority_list
            raise NotImplementedError(msg)
        NotImplementedError: No operator found for `memory_efficient_attention_forward` with inputs:
             query       : shape=(1, 32768, 32, 128) (torch.bfloat16)
             key         : shape=(1, 32768, 32, 128) (torch.bfloat16)
             value       : shape=(1, 32768, 32, 128) (torch.bfloat16)
             attn_bias   : <class 'xformers.ops.fmha.attn_bias.BlockDiagonalCausalMask'>
             p           : 0.0
        `flshattF@v2.3.6` is not supported because:
            requires device with capability > (8, 0) but your GPU has capability (7, 0) (too old)
            bf16 is only supported on A100+ GPUs
        """,
        "LoRA fine-tuning Mistral-7B-Instruct with mistral-finetune on two V100s: xformers has no "
        "attention kernel for bf16 on compute capability 7.0. The issue was closed as a hardware "
        "limitation of the recipe (bf16/flash attention need Ampere+). The job cannot run as "
        "configured on these GPUs; the GPUs themselves are fine.",
    ),
    real(
        GH + "karpathy/llm.c/issues/206",
        "karpathy/llm.c",
        "cuda_oom",
        "unknown",
        HUMAN,
        "RuntimeError: CUDA error: out of memory",
        r"""
        (.venv) (base) user@home-pc:~/workspace/llm.c$ python train_gpt2.py
        Running pytorch 2.2.2+cu121
        using device: cuda
        wrote gpt2_tokenizer.bin
        loading weights from pretrained gpt: gpt2
        Traceback (most recent call last):
          File "/home/user/workspace/llm.c/train_gpt2.py", line 359, in <module>
            model.to(device)
          File "/home/user/workspace/llm.c/.venv/lib/python3.10/site-packages/torch/nn/modules/module.py", line 1152, in to
            return self._apply(convert)
          File "/home/user/workspace/llm.c/.venv/lib/python3.10/site-packages/torch/nn/modules/module.py", line 802, in _apply
            module._apply(fn)
          File "/home/user/workspace/llm.c/.venv/lib/python3.10/site-packages/torch/nn/modules/module.py", line 802, in _apply
            module._apply(fn)
          File "/home/user/workspace/llm.c/.venv/lib/python3.10/site-packages/torch/nn/modules/module.py", line 825, in _apply
            param_applied = fn(param)
          File "/home/user/workspace/llm.c/.venv/lib/python3.10/site-packages/torch/nn/modules/module.py", line 1150, in convert
            return t.to(device, dtype if t.is_floating_point() or t.is_complex() else None, non_blocking)
        RuntimeError: CUDA error: out of memory
        """,
        "llm.c's reference train_gpt2.py, which ran the day before on the same RTX 4090, now fails "
        "moving the 124M GPT-2 to the GPU (the CUDA trainer fails too). A model this small cannot "
        "fill 24 GB, so the memory is held elsewhere (another process, a stuck context, the driver); "
        "the thread was closed without a diagnosis visible. The log cannot tell whether the GPU or "
        "the user's environment is at fault: ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "echonoshy/cgft-llm/issues/4",
        "echonoshy/cgft-llm",
        "cuda_oom",
        "user_code",
        USER,
        "torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 32.00 MiB. GP",
        r"""
        torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 32.00 MiB. GP
        """,
        "Fine-tuning Llama-3-8B with the course's recipe on an RTX 4070 Ti runs out of GPU memory (the "
        "line is cut as pasted in the issue title). The maintainer: an 8B fine-tune needs at least a "
        "24 GB card; use a smaller model or several GPUs. The job does not fit the hardware; it recurs.",
    ),
    real(
        GH + "qiqiApink/MotionGPT/issues/27",
        "qiqiApink/MotionGPT",
        "cuda_oom",
        "user_code",
        USER,
        "CUDA out of memory. Tried to allocate 192.00 MiB (GPU 0; 23.68 GiB total capacity;",
        r"""
        CUDA out of memory. Tried to allocate 192.00 MiB (GPU 0; 23.68 GiB total capacity; 23.03 GiB already allocated; 142.56 MiB free; 23.03 GiB reserved in total by PyTorch) If reserved memory is >> allocated memory try setting max_split_size_mb to avoid fragmentation.  See documentation for Memory Management and PYTORCH_CUDA_ALLOC_CONF
        """,
        "Fine-tuning MotionGPT on lit-llama-7B with Lightning Fabric (devices=2) on two 24 GB GPUs: "
        "only GPU 0 is used and it runs out of memory. A commenter pointed to lit-llama's advice to "
        "train in bf16-mixed/bfloat16. The precision/parallelism configuration does not fit the GPU; "
        "a restart repeats it.",
    ),
    real(
        GH + "allenai/OLMo/issues/827",
        "allenai/OLMo",
        "runtime_error",
        "framework_bug",
        USER,
        "OLMoConfigurationError: Checkpoint for step 0 already exists, use --save_overwrite to overwrite it",
        r"""
        [2025-04-14 19:37:32] INFO     [olmo.checkpoint:1927, rank=0] Saving model and optim state to olmo-7b-test/step0-tmp...
        OLMoConfigurationError: Checkpoint for step 0 already exists, use --save_overwrite to overwrite it
        OLMoConfigurationError: Checkpoint for step 0 already exists, use --save_overwrite to overwrite it
        OLMoConfigurationError: Checkpoint for step 0 already exists, use --save_overwrite to overwrite it
        OLMoConfigurationError: Checkpoint for step 0 already exists, use --save_overwrite to overwrite it
        """,
        "OLMo-7B training dies at its first checkpoint save on every rank although --save_overwrite "
        "was given: the flag was not passed down to save_model_and_optim_state (fixed by PR #828; a "
        "maintainer notes the wait-for-directory logic matters on shared drives). The same checkpoint "
        "directory is still there on restart, so it fails again until the code (or the output "
        "directory) is changed.",
    ),
    real(
        GH + "NovaSky-AI/SkyRL/issues/1343",
        "NovaSky-AI/SkyRL",
        "assertion_error",
        "framework_bug",
        USER,
        "AssertionError: The env var, __RAY_WORKER_PROCESS_SETUP_HOOK_ENV_VAR, is not permitted",
        r"""
        (EngineCore_DP0 pid=1279235) ERROR 03-18 23:23:32 [core.py:1006] AssertionError: The env var, __RAY_WORKER_PROCESS_SETUP_HOOK_ENV_VAR, is not permitted because it is reserved for the internal use.
        RuntimeError: Engine core initialization failed. See root cause above. Failed core proc(s): {}
        """,
        "SkyRL's GSM8K GRPO example fails while starting the vLLM rollout engines with the Ray "
        "distributed backend: a change (#1333) set a worker_process_setup_hook that Ray refuses to pass "
        "through. A maintainer-filed regression, reproducible with examples/train/gsm8k/run_gsm8k.sh; "
        "it fails identically on every start until the code is fixed.",
    ),
    # --- model loading -----------------------------------------------------------------------------
    real(
        GH + "Aleph-Alpha-Research/magma/issues/31",
        "Aleph-Alpha-Research/magma",
        "model_loading_error",
        "user_code",
        USER,
        "size mismatch for lm.lm_head.weight: copying a param with shape torch.Size([50400, 4096]) from checkpoint",
        r"""
        size mismatch for lm.lm_head.weight: copying a param with shape torch.Size([50400, 4096]) from checkpoint, the shape in current model is torch.Size([50258, 4096]).
        """,
        "Loading MAGMA's GPT-J-based checkpoint fails: the checkpoint's LM head has the 50400-token "
        "vocabulary of the finetuneanon transformers fork, the stock library builds 50258. A "
        "contributor pointed to #27: install the forked transformers from the requirements. An "
        "environment/version mismatch; loading fails identically until it is fixed.",
    ),
    real(
        GH + "Jiuzhouh/PiVe/issues/4",
        "Jiuzhouh/PiVe",
        "model_loading_error",
        "user_code",
        USER,
        "size mismatch for shared.weight: copying a param with shape torch.Size([32101, 768]) from checkpoint",
        r"""
        size mismatch for shared.weight: copying a param with shape torch.Size([32101, 768]) from checkpoint, the shape in current model is torch.Size([32128, 768]).
        	size mismatch for lm_head.weight: copying a param with shape torch.Size([32101, 768]) from checkpoint, the shape in current model is torch.Size([32128, 768]).
        """,
        "Loading the fine-tuned T5 verifier checkpoint into a freshly built model fails: the checkpoint's "
        "embedding/LM head were saved with a 32101-token (resized) vocabulary, the model is built with "
        "32128. The thread has no answer; labelled from the log: the model must be built with the "
        "checkpoint's vocabulary size (resize before loading). It recurs on every load.",
    ),
    # --- host memory -------------------------------------------------------------------------------
    real(
        GH + "01-ai/Yi/issues/152",
        "01-ai/Yi",
        "host_oom",
        "user_code",
        USER,
        "[2023-11-21 20:42:22,682] [INFO] [launch.py:315:sigkill_handler] Killing subprocess 156890",
        r"""
        [2023-11-21 20:42:18,931] [INFO] [comm.py:637:init_distributed] cdb=None
        [2023-11-21 20:42:22,682] [INFO] [launch.py:315:sigkill_handler] Killing subprocess 156890
        [2023-11-21 20:42:22,704] [INFO] [launch.py:315:sigkill_handler] Killing subprocess 156891
        [2023-11-21 20:42:22,723] [INFO] [launch.py:315:sigkill_handler] Killing subprocess 156893
        [2023-11-21 20:42:22,723] [INFO] [launch.py:315:sigkill_handler] Killing subprocess 156894
        [2023-11-21 20:42:22,740] [INFO] [launch.py:315:sigkill_handler] Killing subprocess 156895
        """,
        "Fine-tuning Yi (34B on 8 A800s with 900 GB RAM; a commenter's 6B run, whose log this is, shows "
        "the same): every rank loads the full model in create_hf_model and host memory is exhausted, "
        "so the ranks are killed and DeepSpeed's launcher tears the rest down. The reporter fixed it "
        "by launching fewer processes at once (deepspeed --include with fewer GPUs). Host OOM from the "
        "job's own loading pattern; the console shows only the launcher's kills. It recurs.",
    ),
    real(
        GH + "mll-lab-nu/RAGEN/issues/92",
        "mll-lab-nu/RAGEN",
        "cuda_oom",
        "user_code",
        USER,
        "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 5.87 GiB.",
        r"""
        torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 5.87 GiB. GPU 0 has a total capacity of 23.64 GiB of which 3.67 GiB is free. Process 3436127 has 19.96 GiB memory in use. Of the allocated memory 20.34 GiB is allocated by PyTorch, with 62.28 MiB allocated in private pools (e.g., CUDA Graphs), and 73.38 MiB is reserved by PyTorch but unallocated. If reserved but unallocated memory is large try setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation. See documentation for Memory Management (https://pytorch.org/docs/stable/notes/cuda.html#environment-variables)
        """,
        "RAGEN's recommended `python train.py` (PPO with a vLLM rollout engine colocated on the same "
        "GPU) with Qwen2.5-0.5B runs out of memory on a single 24 GB RTX 4090/3090. The reporter linked "
        "a vLLM memory-profiling issue; the thread gives no other fix. Labelled from the log: the "
        "colocated rollout engine and trainer do not fit the card as configured; it recurs.",
    ),
    real(
        GH + "jzhang38/EasyContext/issues/13",
        "jzhang38/EasyContext",
        "assertion_error",
        "user_code",
        USER,
        "indexSelectLargeIndex: block: [68,0,0], thread: [64,0,0] Assertion `srcIndex < srcSelectDimSize` failed.",
        r"""
        /opt/pytorch/aten/src/ATen/native/cuda/Indexing.cu:1289: indexSelectLargeIndex: block: [68,0,0], thread: [64,0,0] Assertion `srcIndex < srcSelectDimSize` failed.
        /opt/pytorch/aten/src/ATen/native/cuda/Indexing.cu:1289: indexSelectLargeIndex: block: [68,0,0], thread: [65,0,0] Assertion `srcIndex < srcSelectDimSize` failed.
        /opt/pytorch/aten/src/ATen/native/cuda/Indexing.cu:1289: indexSelectLargeIndex: block: [68,0,0], thread: [66,0,0] Assertion `srcIndex < srcSelectDimSize` failed.
        /opt/pytorch/aten/src/ATen/native/cuda/Indexing.cu:1289: indexSelectLargeIndex: block: [68,0,0], thread: [67,0,0] Assertion `srcIndex < srcSelectDimSize` failed.
        /opt/pytorch/aten/src/ATen/native/cuda/Indexing.cu:1289: indexSelectLargeIndex: block: [68,0,0], thread: [68,0,0] Assertion `srcIndex < srcSelectDimSize` failed.
        """,
        "Long-context fine-tuning of Yi-34B with EasyContext hits a device-side assert in an embedding "
        "index_select: a token id beyond the embedding table (the same Yi-34B symptom appears in other "
        "trainers, fixed there by the slow tokenizer). No fix in this thread; labelled from the log: "
        "a data/tokenizer mismatch that recurs at the same batch, not a GPU fault.",
    ),
    real(
        GH + "mlcommons/training_results_v4.0/issues/6",
        "mlcommons/training_results_v4.0",
        "cuda_error",
        "user_code",
        USER,
        "cuDNN Error: Tensor 'sdpa_fp8::Amax_O' strides not set.",
        r"""
        output_tensors = tex.fused_attn_fwd(
        4: [rank4]: RuntimeError: /workspace/ft-llm/TransformerEngine/transformer_engine/common/fused_attn/fused_attn_fp8.cu:2066 in function operator(): cuDNN Error: Tensor 'sdpa_fp8::Amax_O' strides not set.. For more information, enable cuDNN error logging by setting CUDNN_LOGERR_DBG=1 and CUDNN_LOGDEST_DBG=stderr in the environment
        """,
        "Reproducing NVIDIA's MLPerf v4.0 Llama-2-70B LoRA fine-tuning submission with Slurm + enroot + "
        "pyxis: TransformerEngine's FP8 fused attention fails in cuDNN graph construction on every "
        "rank. The maintainer: solved in #5 (the container must be built with the pinned component "
        "versions). A software-stack mismatch in the user's image; the GPUs are fine and a restart "
        "with the same image fails the same way.",
    ),
    real(
        GH + "OpenBMB/BMTrain/issues/102",
        "OpenBMB/BMTrain",
        "import_error",
        "user_code",
        USER,
        "ImportError: /home/kidd/anaconda3/envs/cpmbee/lib/python3.8/site-packages/bmtrain/nccl/_C",
        r"""
        Traceback (most recent call last):
          File "<stdin>", line 1, in <module>
          File "/home/kidd/anaconda3/envs/cpmbee/lib/python3.8/site-packages/bmtrain/__init__.py", line 2, in <module>
            from .init import init_distributed
          File "/home/kidd/anaconda3/envs/cpmbee/lib/python3.8/site-packages/bmtrain/init.py", line 8, in <module>
            from . import nccl
          File "/home/kidd/anaconda3/envs/cpmbee/lib/python3.8/site-packages/bmtrain/nccl/__init__.py", line 4, in <module>
            from . import _C as C
        ImportError: /home/kidd/anaconda3/envs/cpmbee/lib/python3.8/site-packages/bmtrain/nccl/_C.cpython-38-x86_64-linux-gnu.so: undefined symbol: ncclBroadcast
        """,
        "BMTrain (the trainer behind CPM-Bee) installs but its NCCL extension fails to import: "
        "undefined symbol ncclBroadcast. Maintainers: torch >= 2.0 was not yet supported; reinstall "
        "with `pip install bmtrain --no-cache-dir` against a supported torch (later versions support "
        "torch 2). A stale/mismatched extension build in the environment; it fails the same way on "
        "every start.",
    ),
    real(
        GH + "OpenBMB/CPM-Bee/issues/57",
        "OpenBMB/CPM-Bee",
        "other",
        "user_code",
        USER,
        "ERROR: Failed building wheel for bmtrain",
        r"""
              nccl.obj : error LNK2001: 无法解析的外部符号 ncclCommInitRank
              nccl.obj : error LNK2001: 无法解析的外部符号 ncclReduce
              nccl.obj : error LNK2001: 无法解析的外部符号 ncclAllGather
              nccl.obj : error LNK2001: 无法解析的外部符号 ncclAllReduce
              nccl.obj : error LNK2001: 无法解析的外部符号 ncclGetErrorString
              build\lib.win-amd64-cpython-38\bmtrain\nccl\_C.cp38-win_amd64.pyd : fatal error LNK1120: 15 个无法解析的外部命令
              error: command 'D:\\Program Files (x86)\\Microsoft Visual Studio\\2022\\BuildTools\\VC\\Tools\\MSVC\\14.36.32532\\bin\\HostX86\\x64\\link.exe' failed with exit code 1120
              [end of output]

          note: This error originates from a subprocess, and is likely not a problem with pip.
          ERROR: Failed building wheel for bmtrain
          Running setup.py clean for bmtrain
        Failed to build bmtrain
        """,
        "Setting up CPM-Bee fine-tuning on Windows: pip cannot build bmtrain because its NCCL extension "
        "does not link (no NCCL library on Windows: every nccl* symbol unresolved). Other users hit the "
        "same; the thread gives no Windows fix. An environment that cannot host the training stack, "
        "labelled from the log: it fails identically on every attempt.",
    ),
    # --- NCCL transport ----------------------------------------------------------------------------
    real(
        GH + "PrimeIntellect-ai/prime-rl/pull/2236",
        "PrimeIntellect-ai/prime-rl",
        "cuda_error",
        "user_code",
        USER,
        "RuntimeError: NCCL error: unhandled cuda error (run with NCCL_DEBUG=INFO for details)",
        r"""
        RuntimeError: NCCL error: unhandled cuda error (run with NCCL_DEBUG=INFO for details)
        """,
        "prime-rl's NCCL weight broadcast from trainer to inference workers fails on VMs with GPU "
        "passthrough and no NVLink: NCCL's P2P/SHM transports need CUDA IPC, which the hypervisor "
        "blocks. The merged fix detects missing NVLink and sets NCCL_P2P_DISABLE=1 and "
        "NCCL_SHM_DISABLE=1. An environment/transport configuration problem that recurs on every "
        "start on such machines; no GPU is faulty.",
    ),
    real(
        GH + "NVIDIA-NeMo/RL/issues/2140",
        "NVIDIA-NeMo/RL",
        "nccl_timeout",
        "unknown",
        HUMAN,
        "Watchdog caught collective operation timeout: WorkNCCL(SeqNum=1, OpType=COALESCED",
        r"""
        (MegatronPolicyWorker[rank=31] pid=3264030, ip=10.1.101.236) [rank31]:[E323 05:14:22.517801495 ProcessGroupNCCL.cpp:1858] [PG ID 0 PG GUID 0(default_pg) Rank 31] Received a dump signal due to a collective timeout from  rank 107 and we will try our best to dump the debug info. Last enqueued NCCL work: 51, last completed NCCL work: 51.This is most likely caused by incorrect usages of collectives, e.g., wrong sizes used across ranks, the order of collectives is not same for all ranks or the scheduled collective, for some reason, didn't run. Additionally, this can be caused by GIL deadlock or other reasons such as network errors or bugs in the communications library (e.g. NCCL), etc.
        (MegatronPolicyWorker[rank=31] pid=3264030, ip=10.1.101.236) [rank31]:[E323 05:14:22.518386437 ProcessGroupNCCL.cpp:1575] [PG ID 0 PG GUID 0(default_pg) Rank 31] ProcessGroupNCCL preparing to dump debug info. Include stack trace: 1
        (MegatronPolicyWorker[rank=97] pid=3421713, ip=10.1.2.206) [rank97]:[E323 05:14:22.969036376 ProcessGroupNCCL.cpp:683] [Rank 6] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=1, OpType=COALESCED, NumelIn=0, NumelOut=0, Timeout(ms)=600000) ran for 651421 milliseconds before timing out.
        """,
        "Reproducing NeMo RL's Qwen3-235B GRPO performance recipe on a multi-node cluster: Megatron "
        "policy workers time out on their very first (coalesced) collective after 10 minutes and dump "
        "debug info. The issue is open with 'needs-follow-up'; no rank names a cause (network, a "
        "stuck peer or a configuration mismatch are all possible). Only watchdog symptoms: ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "QwenLM/Qwen/issues/1104",
        "QwenLM/Qwen",
        "runtime_error",
        "user_code",
        USER,
        "'ZeRO3 is incompatible with LoRA when finetuning on base model.'",
        r"""
        'ZeRO3 is incompatible with LoRA when finetuning on base model.'
        """,
        "Qwen's finetune.py refuses to start LoRA fine-tuning of a base (non-chat) model under "
        "DeepSpeed ZeRO-3 and raises this RuntimeError by design. The maintainer pointed to the "
        "README: the combination is unsupported (use ZeRO-2, Q-LoRA or a chat model). A configuration "
        "the script rejects on every start.",
    ),
    real(
        GH + "bytedance/OmniScient-Model/issues/5",
        "bytedance/OmniScient-Model",
        "attribute_error",
        "user_code",
        USER,
        "AttributeError: 'OmniScientModel' object has no attribute 'wrap_fsdp'",
        r"""
        AttributeError: 'OmniScientModel' object has no attribute 'wrap_fsdp'
        """,
        "Training OSM (an open-flamingo-based multimodal LLM) with args.fsdp=True fails at once: the "
        "model class has no FSDP wrapping method. The maintainer: FSDP is not fully supported in this "
        "code base; see open-flamingo's implementation. An unsupported configuration of the user's "
        "run; it fails identically on restart.",
    ),
    real(
        GH + "lansinuote/Simple_LLM_DPO/issues/1",
        "lansinuote/Simple_LLM_DPO",
        "attribute_error",
        "user_code",
        USER,
        "AttributeError: 'TrainingArguments' object has no attribute 'model_init_kwargs'",
        r"""
        args = TrainingArguments(  => 会产生错误 :if args.model_init_kwargs is None:

        ^^^^^^^^^^^^^^^^^^^^^^

        AttributeError: 'TrainingArguments' object has no attribute 'model_init_kwargs'
        """,
        "Running this small DPO tutorial notebook with trl 0.12 and transformers 4.46: trl's "
        "DPOTrainer now expects a DPOConfig, and the notebook passes plain transformers "
        "TrainingArguments, so the trainer's init looks up a field that does not exist. The reporter "
        "found the fix (build the args with DPOConfig). A version/API mismatch in the user's script; "
        "it fails the same way on every launch.",
    ),
    real(
        GH + "mst272/LLM-Dojo/issues/4",
        "mst272/LLM-Dojo",
        "attribute_error",
        "user_code",
        USER,
        "'TrainArgument' object has no attribute 'f_divergence_type'",
        r"""
        'TrainArgument' object has no attribute 'f_divergence_type'
        """,
        "DPO training with LLM-Dojo under DeepSpeed ZeRO-2: the repo's own TrainArgument class lacks "
        "a field that the installed trl DPOTrainer reads. The maintainer fixed it in the repo the same "
        "day ('fixed, pull the latest version'). The log line is the issue title (the pasted console "
        "in the excerpt is cut before the traceback). A code/version mismatch, not the machine.",
    ),
    real(
        GH + "dongyh20/Insight-V/issues/6",
        "dongyh20/Insight-V",
        "type_error",
        "user_code",
        USER,
        "DPOTrainer.__init__() got an unexpected keyword argument 'gamma'",
        r"""
        DPOTrainer.__init__() got an unexpected keyword argument 'gamma'
        DPOTrainer.__init__() got an unexpected keyword argument 'dpo_alpha'
        """,
        "DPO stage of Insight-V (a multimodal reasoning model trained with LLaVA-NeXT code): the "
        "installed upstream trl's DPOTrainer does not take these arguments. The maintainer: the code "
        "uses the modified trl shipped with LLaVA-NeXT, not the current trl release. An environment "
        "(package version) error that repeats on every start.",
    ),
    real(
        GH + "zjunlp/DeepKE/issues/607",
        "zjunlp/DeepKE",
        "type_error",
        "user_code",
        USER,
        "TypeError: forward() got an unexpected keyword argument 'length'",
        r"""
        TypeError: forward() got an unexpected keyword argument 'length'
        """,
        "LoRA/QLoRA continued fine-tuning of OneKE (a LLaMA-2-based model) with DeepKE's InstructKGC "
        "finetune.py on an RTX 3060: the preprocessed batch carries a 'length' column that the model's "
        "forward does not accept. The maintainer: the latest code no longer passes that field; "
        "dropping it is safe. The log line is the issue title (the body is a screenshot). A bug in "
        "the older script version the user ran; it fails identically on restart.",
    ),
]
