# ruff: noqa
"""Real excerpts, batch ZZ13-GE: development-fold failures that end LLM fine-tuning,
pretraining, RLHF and model-compression runs in public projects (instruction-tuning and LoRA
toolkits, RLHF/GRPO trainers, model repositories and research code built on transformers, peft,
trl, accelerate, DeepSpeed, bitsandbytes and flash-attn): CUDA out of memory, Python exceptions in
training scripts and libraries, version mismatches, import errors at job start, device-side
asserts, dataset/tokenizer and model loading errors, configuration errors. Gathered from GitHub
issue threads (the search tool's "issues" corpus, queried with error strings as well as topics)
of repositories new to the corpus whose `fold_of(repo)` is "dev", at most two threads per
repository. Taken as the searches returned them, not picked for what crashcart can do; nobody ran
crashcart on them before they were labelled. Verbatim log lines as printed in each thread
(trimmed to the relevant part); labelled from what each thread concluded, or from the log where
the thread as read concluded nothing (the notes say which)."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    # --- Version mismatches and import errors at job start ------------------------------------------
    real(
        GH + "NVIDIA/workbench-example-llama3-finetune/issues/1",
        "NVIDIA/workbench-example-llama3-finetune",
        "type_error",
        "user_code",
        USER,
        "got an unexpected keyword argument 'dataset_text_field'",
        r"""
        ---------------------------------------------------------------------------
        TypeError                                 Traceback (most recent call last)
        Cell In[18], line 3
              1 from trl import SFTTrainer
        ----> 3 trainer = SFTTrainer(
              4     model=model,
              5     train_dataset=dataset,
              6     dataset_text_field="text",
              7     tokenizer=tokenizer,
              8     args=training_arguments,
              9 )

        File ~/venvs/fine_tuning_llama/lib/python3.11/site-packages/transformers/utils/deprecation.py:165, in deprecate_kwarg.<locals>.wrapper.<locals>.wrapped_func(*args, **kwargs)
            161 elif minimum_action in (Action.NOTIFY, Action.NOTIFY_ALWAYS):
            162     # DeprecationWarning is ignored by default, so we use FutureWarning instead
            163     warnings.warn(message, FutureWarning, stacklevel=2)
        --> 165 return func(*args, **kwargs)

        TypeError: SFTTrainer.__init__() got an unexpected keyword argument 'dataset_text_field'
        """,
        "The Llama 3 fine-tuning notebook builds an SFTTrainer with `dataset_text_field=` and "
        "`tokenizer=`, which trl 0.13 no longer accepts (the reporter runs trl 0.13.0.dev0). The thread: "
        "it changed in a trl update, the argument is no longer needed. A version mismatch between the "
        "example code and the installed trl that fails at trainer construction every time.",
    ),
    real(
        GH + "jerryji1993/DNABERT/issues/3",
        "jerryji1993/DNABERT",
        "import_error",
        "user_code",
        USER,
        "ModuleNotFoundError: No module named 'transformers'",
        r"""
        Traceback (most recent call last):
          File "run_finetune.py", line 36, in <module>
            from transformers import (
        ModuleNotFoundError: No module named 'transformers'
        """,
        "DNABERT's fine-tuning script dies at its first import: the environment has no `transformers` "
        "(the reporter knows the project ships its own modified copy and had not installed it). An "
        "environment set-up error at job start that recurs until the package is installed; no "
        "maintainer reply as read, the label rests on the log.",
    ),
    real(
        GH + "jianghoucheng/AlphaEdit/issues/27",
        "jianghoucheng/AlphaEdit",
        "model_loading_error",
        "user_code",
        USER,
        "KeyError: 'llama'",
        r"""
        Traceback (most recent call last):
          File "/usr/local/lib/python3.9/runpy.py", line 197, in _run_module_as_main
            return _run_code(code, main_globals, None,
          File "/usr/local/lib/python3.9/runpy.py", line 87, in _run_code
            exec(code, run_globals)
          File "/workspace/AlphaEdit/experiments/evaluate.py", line 547, in <module>
            main(
          File "/workspace/AlphaEdit/experiments/evaluate.py", line 118, in main
            model = AutoModelForCausalLM.from_pretrained(model_name).cuda()
          File "/usr/local/lib/python3.9/site-packages/transformers/models/auto/auto_factory.py", line 434, in from_pretrained
            config, kwargs = AutoConfig.from_pretrained(
          File "/usr/local/lib/python3.9/site-packages/transformers/models/auto/configuration_auto.py", line 790, in from_pretrained
            config_class = CONFIG_MAPPING[config_dict["model_type"]]
          File "/usr/local/lib/python3.9/site-packages/transformers/models/auto/configuration_auto.py", line 497, in __getitem__
            raise KeyError(key)
        KeyError: 'llama'
        """,
        "The model-editing experiment loads a Llama checkpoint with transformers 4.23.1 (the version "
        "installed for the project), which predates Llama support, so AutoConfig has no 'llama' model "
        "type (the reporter's own diagnosis). A model-loading failure from a library too old for the model; recurs on every run.",
    ),
    real(
        GH + "foundation-model-stack/foundation-model-stack/issues/384",
        "foundation-model-stack/foundation-model-stack",
        "model_loading_error",
        "user_code",
        USER,
        "ValueError: `rope_scaling` must be a dictionary with two fields",
        r"""
        [rank2]:   File "/usr/local/lib/python3.11/site-packages/transformers/models/llama/configuration_llama.py", line 161, in __init__
        [rank2]:     self._rope_scaling_validation()
        [rank2]:   File "/usr/local/lib/python3.11/site-packages/transformers/models/llama/configuration_llama.py", line 182, in _rope_scaling_validation
        [rank2]:     raise ValueError(
        [rank2]: ValueError: `rope_scaling` must be a dictionary with two fields, `type` and `factor`, got {'factor': 8.0, 'low_freq_factor': 1.0, 'high_freq_factor': 4.0, 'original_max_position_embeddings': 8192, 'rope_type': 'llama3'}
        """,
        "A 4-process torchrun job (the project's test/inference script) loading Llama 3.1 70B from the "
        "Hub: the installed transformers "
        "predates the Llama 3.1 `rope_scaling` format and rejects the model's config.json. Every rank "
        "fails the same way at start-up (rank 2 is just the one pasted), so no culprit. The thread was "
        "closed without a diagnosis in what was read; the label rests on the log: a config/library "
        "version mismatch at model load that recurs until transformers is upgraded.",
    ),
    real(
        GH + "dhcode-cpp/X-R1/issues/45",
        "dhcode-cpp/X-R1",
        "runtime_error",
        "user_code",
        USER,
        "RuntimeError: FlashAttention only supports Ampere GPUs or newer.",
        r"""
        [rank0]: RuntimeError: FlashAttention only supports Ampere GPUs or newer.
          0%|          | 0/1500 [00:00<?, ?it/s]
        E0220 16:55:02.714000 51312 site-packages/torch/distributed/elastic/multiprocessing/api.py:869] failed (exitcode: 1) local_rank: 0 (pid: 51419) of binary: /data01/anaconda3/envs/xr1/bin/python
        Traceback (most recent call last):
          File "/data01/anaconda3/envs/xr1/bin/accelerate", line 8, in <module>
            sys.exit(main())
                     ^^^^^^
          File "/data01/anaconda3/envs/xr1/lib/python3.11/site-packages/accelerate/commands/accelerate_cli.py", line 48, in main
            args.func(args)
          File "/data01/anaconda3/envs/xr1/lib/python3.11/site-packages/accelerate/commands/launch.py", line 1182, in launch_command
            deepspeed_launcher(args)
          File "/data01/anaconda3/envs/xr1/lib/python3.11/site-packages/accelerate/commands/launch.py", line 861, in deepspeed_launcher
            distrib_run.run(args)
          File "/data01/anaconda3/envs/xr1/lib/python3.11/site-packages/torch/distributed/run.py", line 910, in run
            elastic_launch(
        """,
        "A GRPO training run launched with accelerate/DeepSpeed on Tesla V100s: the recipe uses "
        "flash-attention 2, which refuses pre-Ampere GPUs, at the first step. A configuration that "
        "does not fit the hardware (switch the attention implementation); recurs on every restart. "
        "The same exception would hit every rank, so no culprit.",
    ),
    # --- Datasets, tokenizers, network at start-up -----------------------------------------------------
    real(
        GH + "stochasticai/xTuring/issues/261",
        "stochasticai/xTuring",
        "dataset_loading_error",
        "user_code",
        USER,
        "ValueError: The jsonl file should have keys text, instruction and target",
        r"""
        [2023-10-07 06:39:28,529] [INFO] [real_accelerator.py:110:get_accelerator] Setting ds_accelerator to cuda (auto detect)
        trainable params: 1179648 || all params: 1066493952 || trainable%: 0.11060990995662018
        Traceback (most recent call last):
          File "/usr/local/lib/python3.10/dist-packages/xturing/datasets/instruction_dataset.py", line 89, in from_jsonl
            data["text"].append(json_line["text"])
        KeyError: 'text'

        During handling of the above exception, another exception occurred:

        Traceback (most recent call last):
          File "/content/main.py", line 8, in <module>
            dataset = InstructionDataset('./dataset/tasks.jsonl')
          File "/usr/local/lib/python3.10/dist-packages/xturing/datasets/instruction_dataset.py", line 64, in __init__
            self.data = {"train": HFDataset.from_dict(self.from_jsonl(path))}
          File "/usr/local/lib/python3.10/dist-packages/xturing/datasets/instruction_dataset.py", line 93, in from_jsonl
            raise ValueError(
        ValueError: The jsonl file should have keys text, instruction and target
        """,
        "Fine-tuning BLOOM with xTuring on a generated dataset: the reporter's JSONL rows have "
        "`instruction` and `instances` (self-instruct layout) instead of the `text`/`instruction`/"
        "`target` keys xTuring's InstructionDataset needs (the reporter posted a row). No maintainer "
        "reply as read; the label rests on the log: a dataset-format error that recurs.",
    ),
    real(
        GH + "BaranziniLab/KG_RAG/issues/46",
        "BaranziniLab/KG_RAG",
        "connection_error",
        "user_code",
        USER,
        "OSError: [Errno 101] Network is unreachable",
        r"""
        [2025-03-29 11:31:28,625] [WARNING] [comm.py:152:init_deepspeed_backend] NCCL backend in DeepSpeed not yet implemented
        [2025-03-29 11:31:28,625] [INFO] [comm.py:616:init_distributed] cdb=None
        [2025-03-29 11:31:28,625] [INFO] [comm.py:643:init_distributed] Initializing TorchBackend in DeepSpeed with backend nccl
        [rank0]: Traceback (most recent call last):
        [rank0]:   File "/usr/lib/python3/dist-packages/urllib3/connection.py", line 169, in _new_conn
        [rank0]:     conn = connection.create_connection(
        [rank0]:   File "/usr/lib/python3/dist-packages/urllib3/util/connection.py", line 96, in create_connection
        [rank0]:     raise err
        [rank0]:   File "/usr/lib/python3/dist-packages/urllib3/util/connection.py", line 86, in create_connection
        [rank0]:     sock.connect(sa)
        [rank0]: OSError: [Errno 101] Network is unreachable

        [rank0]: During handling of the above exception, another exception occurred:
        """,
        "A DeepSpeed SFT run of an LLM stops right after distributed init when its first outbound HTTP "
        "connection (urllib3; the excerpt does not name the host, presumably the model hub) finds no "
        "route off the machine. The issue is open "
        "without a reply; the label rests on the log, as for the corpus's other Hub-unreachable cases: a "
        "host with no route out fails the same way on every restart until the model is made local "
        "or the network is fixed.",
    ),
    real(
        GH + "linhduongtuan/BLOOM-LORA/issues/3",
        "linhduongtuan/BLOOM-LORA",
        "nan_or_value_error",
        "user_code",
        USER,
        "ValueError: Target modules ['q_proj', 'v_proj'] not found in the base model.",
        r"""
        ValueError: Target modules ['q_proj', 'v_proj'] not found in the base model. 
        Please check the target modules and try again.
        """,
        "Running the BLOOM LoRA fine-tuning script with LLaMA's LoRA target modules; BLOOM's attention "
        "projection is named differently. The maintainer points to peft's per-architecture target-module "
        "mapping. A LoRA configuration error raised before training starts; recurs until the targets "
        "are fixed.",
    ),
    # --- GPU faults inside training ------------------------------------------------------------------
    real(
        GH + "PKU-Alignment/safe-rlhf/issues/9",
        "PKU-Alignment/safe-rlhf",
        "assertion_error",
        "user_code",
        USER,
        "Assertion `srcIndex < srcSelectDimSize` failed.",
        r"""
        Training 1/1 epoch:   0%|          | 0/329 [00:00<?, ?it/s]../aten/src/ATen/native/cuda/Indexing.cu:1093: indexSelectSma[525/1946]
        lock: [0,0,0], thread: [64,0,0] Assertion `srcIndex < srcSelectDimSize` failed.
        ../aten/src/ATen/native/cuda/Indexing.cu:1093: indexSelectSmallIndex: block: [0,0,0], thread: [65,0,0] Assertion `srcIndex < srcSe
        lectDimSize` failed.
        ../aten/src/ATen/native/cuda/Indexing.cu:1093: indexSelectSmallIndex: block: [0,0,0], thread: [66,0,0] Assertion `srcIndex < srcSe
        lectDimSize` failed.
        ../aten/src/ATen/native/cuda/Indexing.cu:1093: indexSelectSmallIndex: block: [0,0,0], thread: [67,0,0] Assertion `srcIndex < srcSe
        lectDimSize` failed.
        CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be
        """,
        "The PPO stage of safe-rlhf fails at its first step with index-select asserts (lines wrapped as "
        "printed in a terminal): this commenter runs a LLaMA-7B SFT actor with an OPT-350M reward model, "
        "whose vocabularies differ, so token ids overflow an embedding table. The maintainers tagged the "
        "thread invalid/need-information; the label rests on the log: a device-side assert from an "
        "out-of-range index, which recurs with the same models and data.",
    ),
    real(
        GH + "locuslab/wanda/issues/44",
        "locuslab/wanda",
        "cuda_oom",
        "user_code",
        USER,
        "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 128.00 GiB.",
        r"""
        torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 128.00 GiB. GPU 3 has a total capacity of 79.11 GiB of which 61.58 GiB is free. Including non-PyTorch memory, this process has 518.00 MiB memory in use. Process 10685 has 17.01 GiB memory in use. Of the allocated memory 0 bytes is allocated by PyTorch, and 0 bytes is reserved by PyTorch but unallocated. If reserved but unallocated memory is large try setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  See documentation for Memory Management  (https://pytorch.org/docs/stable/notes/cuda.html#environment-variables)
        """,
        "Pruning a Llama model with Wanda on an 80 GB GPU: one allocation asks for 128 GiB at once "
        "(another commenter gets a 64 GiB request pruning Llama-3.2-1B on a 48 GB card). The issue is open; the label rests on the log: a CUDA OOM "
        "from the job's own sizing that recurs with the same settings.",
    ),
    real(
        GH + "sdc17/UPop/issues/28",
        "sdc17/UPop",
        "cuda_oom",
        "user_code",
        USER,
        "RuntimeError: CUDA out of memory. Tried to allocate 290.00 MiB",
        r"""
        RuntimeError: CUDA out of memory. Tried to allocate 290.00 MiB (GPU 0; 31.75 GiB total capacity; 29.78 GiB already allocated; 113.50 MiB free; 30.27 GiB reserved in total by PyTorch) If reserved memory is >> allocated memory try setting max_split_size_mb to avoid fragmentation.  See documentation for Memory Management and PYTORCH_CUDA_ALLOC_CONF
        """,
        "Running UPop's vision-language compression/training on one 32 GB GPU: the forward pass "
        "(`loss = model(image, caption, ...)`) runs out of GPU memory. The maintainer: launch on several "
        "GPUs with torch.distributed.run or lower the batch size. A job-sizing OOM that recurs with the "
        "same settings.",
    ),
    real(
        GH + "dexmal/opendm/issues/11",
        "dexmal/opendm",
        "cuda_oom",
        "user_code",
        USER,
        "torch.OutOfMemoryError: CUDA out of memory.",
        r"""
        torch.OutOfMemoryError: CUDA out of memory.
        Tried to allocate 1.36 GiB.
        GPU 0 has a total capacity of 23.65 GiB of which 1.36 GiB is free.
        Process has 22.29 GiB memory in use.
        Of the allocated memory 21.73 GiB is allocated by PyTorch.
        """,
        "Full SFT of the DM05 vision-language-action model on 8x RTX 4090D (24 GB): FSDP initialisation "
        "(`accelerator.prepare` -> shard) runs out of memory before the first step, in both benchmarks "
        "the reporter tried (lines as the reporter pasted them). The maintainer: the default entries are "
        "full fine-tuning, which does not fit 24 GB cards; use the LoRA configurations. Recurs until "
        "the configuration changes.",
    ),
    real(
        GH + "27182812/ChatGLM-LLaMA-chinese-insturct/issues/33",
        "27182812/ChatGLM-LLaMA-chinese-insturct",
        "import_error",
        "user_code",
        USER,
        "undefined symbol: cget_col_row_stats",
        r"""
        AttributeError: /root/anaconda3/envs/bab/lib/python3.10/site-packages/bitsandbytes/libbitsandbytes_cpu.so: undefined symbol: cget_col_row_stats
        """,
        "Running this ChatGLM/LLaMA instruction-tuning repository on an A6000: bitsandbytes loaded its "
        "CPU-only library, so the 8-bit kernel it calls is missing. The maintainer only points to "
        "bitsandbytes' own issue tracker; the label rests on the log: a bitsandbytes install/CUDA-setup "
        "problem in the environment that recurs on every start.",
    ),
    real(
        GH + "AI4Finance-Foundation/FinGPT/issues/165",
        "AI4Finance-Foundation/FinGPT",
        "import_error",
        "user_code",
        USER,
        "ImportError: Using `load_in_8bit=True` requires Accelerate",
        r"""
        ImportError: Using `load_in_8bit=True` requires Accelerate: `pip install accelerate` and the latest version of bitsandbytes `pip install -i https://test.pypi.org/simple/ bitsandbytes` or pip install bitsandbytes`
        """,
        "The FinGPT LoRA training notebook (ChatGLM2-6B, 8-bit) fails loading the model although "
        "accelerate and bitsandbytes were installed. The fix in the thread (the reporter confirmed): "
        "reinstall both and restart the kernel, i.e. the running interpreter had stale packages. An "
        "environment error at start-up that recurs until fixed.",
    ),
    real(
        GH + "FreedomIntelligence/HuatuoGPT-o1/issues/9",
        "FreedomIntelligence/HuatuoGPT-o1",
        "runtime_error",
        "user_code",
        USER,
        "RuntimeError: Expected all tensors to be on the same device, but found at least two devices, cuda:0 and cpu!",
        r"""
        [rank0]:   File "/usr/local/lib/python3.10/site-packages/deepspeed/runtime/zero/stage3.py", line 2053, in step
        [rank0]:     self.unscale_and_clip_grads(sub_group_id, scaled_global_grad_norm)
        [rank0]:   File "/usr/local/lib/python3.10/site-packages/deepspeed/utils/nvtx.py", line 15, in wrapped_fn
        [rank0]:     ret_val = func(*args, **kwargs)
        [rank0]:   File "/usr/local/lib/python3.10/site-packages/deepspeed/runtime/zero/stage3.py", line 2123, in unscale_and_clip_grads
        [rank0]:     self.fp32_partitioned_groups_flat[sub_group_id].grad.mul_(1. / combined_scale)
        [rank0]: RuntimeError: Expected all tensors to be on the same device, but found at least two devices, cuda:0 and cpu!
        """,
        "8-GPU SFT (stage 1) of HuatuoGPT-o1 with accelerate and DeepSpeed ZeRO-3: the optimizer step "
        "fails unscaling offloaded fp32 gradients against a GPU tensor. The reporter: solved, caused by "
        "the versions of some packages (maybe transformers). A library-version incompatibility that "
        "fails the same way on every rank at the first optimizer step; recurs until the environment "
        "is fixed. Every rank would print it, so no culprit.",
    ),
    real(
        GH + "XMUDeepLIT/SSR/issues/1",
        "XMUDeepLIT/SSR",
        "model_loading_error",
        "user_code",
        USER,
        "does not contain a LoRA weight.",
        r"""
        AssertionError: Provided path (/media/guest_opt/qyc/SSR-main/saves/ni-c012/LLAMA2-7B-Chat/lora/trans/bs32x1x1-3ep-bf16) does not contain a LoRA weight.
        """,
        "A continual-learning LoRA run of Llama-2-7B-Chat (second task of a queue) is told to resume "
        "from the adapter of the first task, which was never trained, so the adapter directory has no "
        "weights. The maintainer: stage 1 must first fine-tune the first task to produce that "
        "checkpoint. A missing adapter checkpoint that fails every restart until the earlier stage runs.",
    ),
    real(
        GH + "argilla-io/argilla/issues/4513",
        "argilla-io/argilla",
        "dataset_loading_error",
        "user_code",
        USER,
        "ValueError: Unable to create tensor, you should probably activate truncation and/or padding with",
        r"""
        ValueError: Unable to create tensor, you should probably activate truncation and/or padding with
        'padding=True' 'truncation=True' to have batched tensors with the same length. Perhaps your features
        (`text` in this case) have excessive nesting (inputs type `list` where type `int` is expected).

          0%|                                                                         | 0/3000 [00:00<?, ?it/s]Traceback (most recent call last):
          File "/usr/local/lib/python3.10/dist-packages/transformers/tokenization_utils_base.py", line 748, in convert_to_tensors
            tensor = as_tensor(value)
          File "/usr/local/lib/python3.10/dist-packages/transformers/tokenization_utils_base.py", line 720, in as_tensor
            return torch.tensor(value)
        ValueError: too many dimensions 'str'
        """,
        "SFT of Mistral-7B with ArgillaTrainer following the project's tutorial, with a "
        "DataCollatorForLanguageModeling swapped in: at the first step the collator receives the raw "
        "`text` strings instead of token ids and cannot build tensors (the reporter's 'actual error' "
        "is the second block). The issue went stale without a maintainer answer; the label rests on "
        "the log: a data-pipeline/collator mismatch that fails the same way on every start.",
    ),
    real(
        GH + "georgian-io/LLM-Finetuning-Toolkit/issues/158",
        "georgian-io/LLM-Finetuning-Toolkit",
        "model_loading_error",
        "user_code",
        USER,
        "OSError: You are trying to access a gated repo.",
        r"""
        OSError: You are trying to access a gated repo.
        Make sure to request access at https://huggingface.co/mistralai/Mistral-7B-Instruct-v0.2 and pass a token having permission to this repo either by logging in with `huggingface-cli 
        login` or by passing `token=<your_token>`.
        """,
        "`llmtune run` of the quick-start config fails loading Mistral-7B-Instruct-v0.2 from the Hub, "
        "also after `huggingface-cli login`. The maintainer: the model is gated, accept its terms on "
        "the model page first; the reporter confirmed that fixed it. An access/credentials problem "
        "at model load that recurs until fixed, not a transient Hub error.",
    ),
    real(
        GH + "fajri91/sum_liputan6/issues/4",
        "fajri91/sum_liputan6",
        "runtime_error",
        "user_code",
        USER,
        "RuntimeError: index out of range at /pytorch/aten/src/TH/generic/THTensorEvenMoreMath.cpp:193",
        r"""
            return torch.embedding(weight, input, padding_idx, scale_grad_by_freq, sparse)
        RuntimeError: index out of range at /pytorch/aten/src/TH/generic/THTensorEvenMoreMath.cpp:193
        """,
        "Training the BertExt summariser (PreSumm) on data prepared with this repository's multilingual "
        "BERT script: an embedding lookup gets a token id outside the embedding table. No reply in the "
        "thread; the label rests on the log: an index out of range from data/vocabulary that does not "
        "match the model, which recurs with the same data.",
    ),
]
