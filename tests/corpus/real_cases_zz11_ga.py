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
]
