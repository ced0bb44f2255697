# ruff: noqa
"""Real excerpts, batch ZZ13-TGB: held-out (test-fold) failures that end LLM fine-tuning,
pretraining and inference-serving runs (CUDA and TPU out-of-memory, Python exceptions in training
code, import and version errors at start-up, model and checkpoint loading errors, illegal memory
accesses, hangs), gathered from GitHub issue threads of repositories new to the corpus whose
`fold_of(repo)` is "test" (training toolkits, model repositories, inference servers and research
code). Taken as the searches returned them, not picked for what crashcart can do; nobody ran
crashcart on them before they were labelled. Verbatim log lines as printed in each thread (trimmed
to the relevant part); labelled from what each thread concluded, or from the log where it concluded
nothing (the notes say which)."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    # --- import and version errors at start-up ------------------------------------------------------
    real(
        GH + "togethercomputer/OpenChatKit/issues/175",
        "togethercomputer/OpenChatKit",
        "import_error",
        "user_code",
        USER,
        "ModuleNotFoundError: No module named 'flash_attn'",
        r"""
        Traceback (most recent call last):
          File "/home/ubuntu/training/OpenChatKit/training/dist_clm_train.py", line 478, in <module>
            main()
          File "/home/ubuntu/training/OpenChatKit/training/dist_clm_train.py", line 443, in main
            pipe = get_pp_module(args, config, device, use_dp)
          File "/home/ubuntu/training/OpenChatKit/training/pipeline_parallel/dist_pp_utils.py", line 7, in get_pp_module
            return GpipeAsync(args, config, device, use_dp)
          File "/home/ubuntu/training/OpenChatKit/training/pipeline_parallel/dist_gpipe_pipeline_async.py", line 197, in __init__
            self.model = _StageMiddle(args, config, device)
          File "/home/ubuntu/training/OpenChatKit/training/modules/dist_gpt_pp_module.py", line 130, in __init__
            super(GPTStageMiddle, self).__init__(args, config)
          File "/home/ubuntu/training/OpenChatKit/training/modules/dist_gpt_pp_module.py", line 35, in __init__
            from .llama_modules import GPTEmbeddings, GPTBlock, GPTLMHead
          File "/home/ubuntu/training/OpenChatKit/training/modules/llama_modules.py", line 37, in <module>
            from flash_attn.layers.rotary import (
        ModuleNotFoundError: No module named 'flash_attn'
        """,
        "Following the README to run finetune_llama-2-7b-32k-mqa.sh, the pipeline-parallel training job "
        "dies while building its model stage: the Llama modules import flash_attn, which is not "
        "installed in the environment. The thread has no reply; the label rests on the log, a missing "
        "package at start-up that fails the same way on every restart until it is installed.",
    ),
    real(
        GH + "genmoai/mochi/issues/27",
        "genmoai/mochi",
        "import_error",
        "user_code",
        USER,
        "ModuleNotFoundError: No module named 'flash_attn'",
        r"""
          File "D:\PythonProjects\genmoai-smol\src\mochi_preview\dit\joint_model\asymm_models_joint.py", line 8, in <module>
            from flash_attn import flash_attn_varlen_qkvpacked_func
        ModuleNotFoundError: No module named 'flash_attn'
        """,
        "Mochi video-model inference stops at import time because flash_attn is missing on the "
        "reporter's Windows setup. The maintainer answered that the latest release no longer needs "
        "flash-attn and to pull it and follow the README. A dependency/version problem in the user's "
        "environment: a rerun fails identically until the code or environment changes.",
    ),
    real(
        GH + "jzhang38/TinyLlama/issues/168",
        "jzhang38/TinyLlama",
        "import_error",
        "user_code",
        USER,
        "ModuleNotFoundError: No module named 'flash_attn'",
        r"""
        Traceback (most recent call last):   File "e:\llm\TinyLlama\pretrain\tinyllama.py", line 17, in <module>     from lit_gpt.model import GPT, Block, Config, CausalSelfAttention   File "E:\llm\TinyLlama\lit_gpt\__init__.py", line 1, in <module>     from lit_gpt.model import GPT   File "E:\llm\TinyLlama\lit_gpt\model.py", line 13, in <module>     from flash_attn import flash_attn_func ModuleNotFoundError: No module named 'flash_attn'
        """,
        "TinyLlama's pretraining script fails on import because flash_attn is not installed (the "
        "traceback was pasted on one line, kept as printed). The maintainer pointed to the "
        "flash-attention install instructions and the reporter thanked him. Missing dependency: the "
        "user has to install it; restarting changes nothing.",
    ),
    real(
        GH + "marin-community/levanter/issues/103",
        "marin-community/levanter",
        "import_error",
        "user_code",
        USER,
        "Loaded runtime CuDNN library: 8.4.1 but source was compiled with: 8.6.0.",
        r"""
        2023-03-12 21:47:12.489017: E external/org_tensorflow/tensorflow/compiler/xla/stream_executor/cuda/cuda_dnn.cc:417] Loaded runtime CuDNN library: 8.4.1 but source was compiled with: 8.6.0.  CuDNN library needs to have matching major version and equal or higher minor version. If using a binary install, upgrade your CuDNN library.  If building from sources, make sure the library loaded at runtime is compatible with the version specified during compile configuration.
        """,
        "A Levanter (JAX) training run on a GPU box errors out with XLA's cuDNN version check. The "
        "reporter found JAX had been installed for cuDNN 8.6 while the machine only had 8.4.1 and fixed "
        "it by installing the matching jax[cuda11_cudnn82] wheel. A library version mismatch in the "
        "user's environment: it recurs on every start until the install is fixed.",
    ),
    real(
        GH + "deepset-ai/haystack/issues/41",
        "deepset-ai/haystack",
        "import_error",
        "user_code",
        USER,
        "ImportError: cannot import name 'pipeline' from 'transformers'",
        r"""
        >>> from haystack.reader.transformers import TransformersReader
        ImportError: cannot import name 'pipeline' from 'transformers' (C:\ANACON~1\lib\site-packages\transformers\__init__.py)
        """,
        "Loading Haystack's transformers-based reader fails at import. The reporter confirmed it was a "
        "version issue: an old transformers 2.1.1 had been installed with FARM; upgrading to 2.5.1 "
        "fixed it. A package version error that recurs until the environment is corrected.",
    ),
    real(
        GH + "henrywoo/pyllama/issues/4",
        "henrywoo/pyllama",
        "assertion_error",
        "user_code",
        USER,
        "AssertionError: model parallel group is not initialized",
        r"""
        Traceback (most recent call last):
          File "inference.py", line 67, in <module>
            run(
          File "inference.py", line 48, in run
            generator = load(ckpt_dir, tokenizer_path, local_rank, world_size, max_seq_len, max_batch_size)
          File "inference.py", line 32, in load
            model = Transformer(model_args)
          File "/usr/local/lib/python3.8/dist-packages/llama/model.py", line 205, in __init__
            self.tok_embeddings = ParallelEmbedding(
          File "/usr/local/lib/python3.8/dist-packages/fairscale/nn/model_parallel/layers.py", line 186, in __init__
            world_size = get_model_parallel_world_size()
          File "/usr/local/lib/python3.8/dist-packages/fairscale/nn/model_parallel/initialize.py", line 152, in get_model_parallel_world_size
            return torch.distributed.get_world_size(group=get_model_parallel_group())
          File "/usr/local/lib/python3.8/dist-packages/fairscale/nn/model_parallel/initialize.py", line 128, in get_model_parallel_group
            assert _MODEL_PARALLEL_GROUP is not None, "model parallel group is not initialized"
        AssertionError: model parallel group is not initialized
        """,
        "pyllama's single-GPU inference.py dies building the model: the traceback goes through the "
        "original Meta `llama` package (dist-packages/llama/model.py) whose fairscale layers need a "
        "model-parallel group. The maintainer's fix: uninstall the original llama module and install "
        "pyllama. A wrong package in the user's environment; it fails the same way every time.",
    ),
    # --- out of memory ------------------------------------------------------------------------------
    real(
        GH + "mlc-ai/mlc-llm/issues/1462",
        "mlc-ai/mlc-llm",
        "cuda_oom",
        "user_code",
        USER,
        "InternalError: Check failed: (e == cudaSuccess || e == cudaErrorCudartUnloading) is false: CUDA: out of memory",
        r"""
        mlc-llm/tvm/src/runtime/cuda/cuda_device_api.cc:129: InternalError: Check failed: (e == cudaSuccess || e == cudaErrorCudartUnloading) is false: CUDA: out of memory
        (base) ➜  mlc-llm git:(main) ✗ python3 examples/python/sample_mlc_chat.py
        Traceback (most recent call last):
          File "/home/ws/code/opensource_wenshuai_branch/mlc-llm/mlc-llm/examples/python/sample_mlc_chat.py", line 8, in <module>
            cm = ChatModule(model="Llama-2-7b-chat-hf-q4f16_1")
          File "/home/ws/code/opensource_wenshuai_branch/mlc-llm/mlc-llm/python/mlc_chat/chat_module.py", line 713, in __init__
            self._reload(self.model_lib_path, self.model_path, user_chat_config_json_str)
          File "/home/ws/code/opensource_wenshuai_branch/mlc-llm/mlc-llm/python/mlc_chat/chat_module.py", line 927, in _reload
            self._reload_func(lib, model_path, app_config_json)
          File "/home/ws/code/opensource_wenshuai_branch/mlc-llm/tvm/python/tvm/_ffi/_ctypes/packed_func.py", line 239, in __call__
            raise_last_ffi_error()
        """,
        "MLC-LLM's sample chat (Llama-2-7B q4f16_1) fails while loading the model because TVM's CUDA "
        "allocator runs out of device memory on the reporter's small machine. The thread closed "
        "without a further diagnosis; the label rests on the log: a CUDA OOM at model load recurs with "
        "the same model and settings, so the user has to change them.",
    ),
    real(
        GH + "abetlen/llama-cpp-python/issues/1944",
        "abetlen/llama-cpp-python",
        "cuda_oom",
        "user_code",
        USER,
        "ggml_backend_cuda_buffer_type_alloc_buffer: allocating 204800.00 MiB on device 0: cudaMalloc failed: out of memory",
        r"""
        ggml_backend_cuda_buffer_type_alloc_buffer: allocating 204800.00 MiB on device 0: cudaMalloc failed: out of memory
        llama_kv_cache_init: failed to allocate buffer for kv cache
        llama_init_from_model: llama_kv_cache_init() failed for self-attention cache
        ValueError: Failed to create llama_context
        """,
        "Serving DeepSeek-V3 671B (Q2_K_L) with llama-cpp-python on 4x A100 80GB fails at start-up: "
        "the KV cache alone asks for 200 GiB on device 0. No maintainer answer; the label rests on the "
        "log: a configuration (context size / cache placement) that cannot fit one GPU, which recurs "
        "on every restart until the user changes it.",
    ),
    real(
        GH + "theroyallab/tabbyAPI/issues/304",
        "theroyallab/tabbyAPI",
        "cuda_oom",
        "framework_bug",
        USER,
        "torch.OutOfMemoryError: CUDA out of memory.",
        r"""
        tabbyapi-1  | 2025-03-14 11:05:29.634 ERROR:      File
        tabbyapi-1  | "/usr/local/lib/python3.10/dist-packages/exllamav2/linear.py", line 138, in load
        tabbyapi-1  | 2025-03-14 11:05:29.634 ERROR:        device_context =
        tabbyapi-1  | self.model.get_device_context(self.device_idx)
        tabbyapi-1  | 2025-03-14 11:05:29.634 ERROR:      File
        tabbyapi-1  | "/usr/local/lib/python3.10/dist-packages/exllamav2/model.py", line 732, in
        tabbyapi-1  | get_device_context
        tabbyapi-1  | 2025-03-14 11:05:29.634 ERROR:        if not context.ready:
        tabbyapi-1  | context.prepare(scratch)
        tabbyapi-1  | 2025-03-14 11:05:29.634 ERROR:      File
        tabbyapi-1  | "/usr/local/lib/python3.10/dist-packages/exllamav2/device.py", line 81, in
        tabbyapi-1  | prepare
        tabbyapi-1  | 2025-03-14 11:05:29.634 ERROR:        self.scratch =
        tabbyapi-1  | torch.empty((self.scratch_bytes // 2,), dtype = torch.half, device =
        tabbyapi-1  | _torch_device(self.device_idx))
        tabbyapi-1  | 2025-03-14 11:05:29.634 ERROR:    torch.OutOfMemoryError: CUDA out of memory.
        tabbyapi-1  | Tried to allocate 260.00 MiB. GPU 1 has a total capacity of 23.53 GiB of which
        tabbyapi-1  | 190.50 MiB is free. Including non-PyTorch memory, this process has 23.33 GiB
        tabbyapi-1  | memory in use. Of the allocated memory 22.70 GiB is allocated by PyTorch, and
        """,
        "TabbyAPI (exllamav2 backend) runs out of GPU memory while loading a model when several API "
        "requests ask for different models in quick succession. The reporter traced it to the server "
        "starting a new load before the previous model was unloaded (no synchronisation between "
        "concurrent loads) and proposed a fix PR. A CUDA OOM that recurs whenever the same request "
        "pattern repeats; it needs the code fix or a changed workload, not a restart.",
    ),
    real(
        GH + "TideDra/lmm-r1/issues/43",
        "TideDra/lmm-r1",
        "cuda_oom",
        "user_code",
        USER,
        "RuntimeError: CUDA Error: out of memory at /workspace/csrc/cumem_allocator.cpp:62",
        r"""
        (ActorModelRayActor pid=348952)   File "/usr/local/lib/python3.10/dist-packages/vllm/device_allocator/cumem.py", line 207, in wake_up
        (ActorModelRayActor pid=348952)     create_and_map(handle)
        (ActorModelRayActor pid=348952)   File "/usr/local/lib/python3.10/dist-packages/vllm/device_allocator/cumem.py", line 75, in create_and_map
        (ActorModelRayActor pid=348952)     python_create_and_map(*allocation_handle)
        (ActorModelRayActor pid=348952) RuntimeError: CUDA Error: out of memory at /workspace/csrc/cumem_allocator.cpp:62
        (LLMRayActor pid=347860) CUDA Error: out of memory at /workspace/csrc/cumem_allocator.cpp:62 [repeated 3x across cluster]
        """,
        "An RL (PPO/GRPO-style) run of lmm-r1 with colocated vLLM rollout engines dies when vLLM wakes "
        "up from sleep mode and cannot map its memory back. The maintainer: vLLM wake-up takes more "
        "memory, lower vllm_memory_util (or raise tensor parallelism); the reporter lowered it and "
        "training succeeded. A configuration OOM that reproduces every time.",
    ),
    # --- Python exceptions in training code -----------------------------------------------------------
    real(
        GH + "RLHFlow/RLHF-Reward-Modeling/issues/6",
        "RLHFlow/RLHF-Reward-Modeling",
        "runtime_error",
        "user_code",
        USER,
        "KeyErrorKeyError: : 'input_ids_j'",
        r"""
         11%|██████████████                                                     | 125/1125 [1:04:25<8:30:35, 30.64s/it]
        Traceback (most recent call last):
            "input_ids": feature["input_ids_j"],    "input_ids": feature["input_ids_j"],

        KeyErrorKeyError: : 'input_ids_j'
        """,
        "Reward-model training on a custom preference dataset crashes after an hour (step 125 of 1125) "
        "with a KeyError in the collator, printed interleaved by two ranks. The maintainer explained "
        "the tokenize map adds input_ids_j; the reporter found the separately passed validation data "
        "had not been processed. A data/code error that recurs at the same point on restart.",
    ),
    real(
        GH + "OpenGVLab/Ask-Anything/issues/200",
        "OpenGVLab/Ask-Anything",
        "nan_or_value_error",
        "user_code",
        USER,
        "ValueError: Attempting to unscale FP16 gradients",
        r"""
        ValueError: Attempting to unscale FP16 gradients
        """,
        "Full fine-tuning of the Mistral LLM inside VideoChat2 (LoRA disabled, all LLM weights "
        "requires_grad=True) stops with the AMP grad scaler refusing fp16 gradients. No answer in the "
        "thread; the label rests on the log: trainable parameters held in fp16 under a fp16 grad "
        "scaler is a configuration error that fails the same way on every run.",
    ),
    # --- model and checkpoint loading -----------------------------------------------------------------
    real(
        GH + "nlpai-lab/KULLM/issues/25",
        "nlpai-lab/KULLM",
        "model_loading_error",
        "user_code",
        USER,
        "safetensors_rust.SafetensorError: Error while deserializing header: InvalidHeaderDeserialization",
        r"""
        safetensors_rust.SafetensorError: Error while deserializing header: InvalidHeaderDeserialization
        """,
        "After the finetune_polyglot LoRA training finished, loading the saved model fails on the "
        "safetensors header. The reporter's own fix: save with model.save_pretrained(output_dir, "
        "safe_serialization=False). A save/load format problem in the user's script that recurs until "
        "the code changes.",
    ),
    real(
        GH + "instantX-research/InstantID/issues/116",
        "instantX-research/InstantID",
        "model_loading_error",
        "user_code",
        USER,
        "RuntimeError: Error(s) in loading state_dict for UNet2DConditionModel:",
        r"""
        RuntimeError: Error(s) in loading state_dict for UNet2DConditionModel:
                size mismatch for down_blocks.1.attentions.0.proj_in.lora_A.default_0.weight: copying a param with shape torch.Size([64, 640, 1, 1]) from checkpoint, the shape in current model is torch.Size([64, 640]).
                size mismatch for down_blocks.1.attentions.0.proj_in.lora_B.default_0.weight: copying a param with shape torch.Size([640, 64, 1, 1]) from checkpoint, the shape in current model is torch.Size([640, 64]).
                size mismatch for down_blocks.1.attentions.0.transformer_blocks.0.attn2.to_k.lora_A.default_0.weight: copying a param with shape torch.Size([64, 768]) from checkpoint, the shape in current model is torch.Size([64, 2048]).
                size mismatch for down_blocks.1.attentions.0.transformer_blocks.0.attn2.to_v.lora_A.default_0.weight: copying a param with shape torch.Size([64, 768]) from checkpoint, the shape in current model is torch.Size([64, 2048]).
                size mismatch for down_blocks.1.attentions.0.proj_out.lora_A.default_0.weight: copying a param with shape torch.Size([64, 640, 1, 1]) from checkpoint, the shape in current model is torch.Size([64, 640]).
        """,
        "Loading a LoRA into InstantID's SDXL pipeline in infer.py fails with shape mismatches: the "
        "LoRA's cross-attention keys are 768 wide (an SD1.5 LoRA) where the SDXL UNet expects 2048. No "
        "maintainer diagnosis in what is shown; the label rests on the log: an incompatible checkpoint "
        "for the model, which fails identically on every load.",
    ),
    # --- illegal memory access, hangs -----------------------------------------------------------------
    real(
        GH + "Neroued/ninfer/issues/208",
        "Neroued/ninfer",
        "cuda_error",
        "unknown",
        HUMAN,
        "cudaErrorIllegalAddress: an illegal memory access was encountered",
        r"""
        /home/user/ninfer/src/core/device.cu:132:
        CUDA_CHECK(cudaStreamSynchronize(stream)) failed:
        cudaErrorIllegalAddress: an illegal memory access was encountered
        Aborted (core dumped)
        """,
        "An NInfer server running Qwen NVFP4 with MTP speculative decoding on an RTX 5090 aborts with "
        "an illegal memory access after 10-15 minutes of sustained agentic load; with "
        "CUDA_LAUNCH_BLOCKING=1 the same workload completed, and replaying the captured request did "
        "not reproduce it. The issue is open with no root cause: an intermittent bare illegal address "
        "with no hardware signature, which a human has to look at.",
        ambiguous=True,
    ),
    real(
        GH + "marin-community/levanter/issues/584",
        "marin-community/levanter",
        "hang",
        "unknown",
        HUMAN,
        "train:   0%|          | 2/100000 [00:46<644:59:38, 23.22s/it, loss=11.2]",
        r"""
        34.16.228.1: 2024-05-15T20:03:24 - 3 - levanter.eval - eval.py:120 - INFO :: eval loss: 11.185
        34.16.228.1: 2024-05-15T20:03:24 - 3 - levanter.eval - eval.py:131 - INFO ::  loss: 11.185
        ...
        34.16.214.62: I0515 20:03:26.569316  343449 flash_attention.cc:1908] successfully finished dry run
        train:   0%|          | 2/100000 [00:46<644:59:38, 23.22s/it, loss=11.2]I0515 20:03:26.569367  443369 flash_attention.cc:1872] number of matches: 0
        34.125.52.64: I0515 20:03:26.569430  443369 flash_attention.cc:1908] successfully finished dry run
        34.16.214.62: I0515 20:03:26.571009  353969 memory_space_assignment_util.cc:241] Sliced prefetch options: go/debugonly
        34.16.214.62: max_slices: 4
        34.16.214.62: min_bytes: 1048576
        34.16.214.62: all_slice_time_permutations_threshold: 4
        """,
        "Llama-7B training with Levanter on a TPU v5e-16 slice finishes evaluation, runs one or two "
        "steps and then hangs with no error. The maintainer suspected an incompatibility with the "
        "newer JAX (0.4.28 vs their 0.4.26) or the splash-attention kernel and asked for more tests; "
        "no root cause is shown. A silent hang after the last progress line: a human has to look.",
        ambiguous=True,
    ),
    # --- more loading and configuration errors ------------------------------------------------------
    real(
        GH + "stanford-crfm/mistral/issues/163",
        "stanford-crfm/mistral",
        "nan_or_value_error",
        "framework_bug",
        USER,
        "{'eval_loss': nan, 'eval_runtime': 0.5983",
        r"""
        /nlp/scr/jebolton/miniconda3/envs/mistral/lib/python3.8/site-packages/transformers/trainer.py:2543: RuntimeWarning: Mean of empty slice.
          metrics[f"{metric_key_prefix}_loss"] = all_losses.mean().item()
        /nlp/scr/jebolton/miniconda3/envs/mistral/lib/python3.8/site-packages/numpy/core/_methods.py:190: RuntimeWarning: invalid value encountered in divide
          ret = ret.dtype.type(ret / rcount)
        {'eval_loss': nan, 'eval_runtime': 0.5983, 'eval_samples_per_second': 0.0, 'eval_steps_per_second': 0.0, 'epoch': 0.0}
        """,
        "Running Mistral's mistral-micro GPT-2 example under DeepSpeed (8 GPUs, ZeRO-2) the evaluation "
        "step sees no samples and reports a NaN eval loss, and the run crashes there. A maintainer "
        "fixed it in the training code (PR #170). A code bug that recurs at the same step on every "
        "restart until the code is updated.",
    ),
    real(
        GH + "jquesnelle/yarn/issues/35",
        "jquesnelle/yarn",
        "nan_or_value_error",
        "user_code",
        USER,
        "ValueError: When using DeepSpeed `accelerate.prepare()` requires you to pass at least one of training or evaluation dataloaders",
        r"""
          File "/workspace/long/yarn/finetune.py", line 143, in main
            model = accelerator.prepare(model)
          File "/root/miniconda3/envs/yarn/lib/python3.10/site-packages/accelerate/accelerator.py", line 1280, in prepare
            result = self._prepare_deepspeed(*args)
          File "/root/miniconda3/envs/yarn/lib/python3.10/site-packages/accelerate/accelerator.py", line 1515, in _prepare_deepspeed
            raise ValueError(
        ValueError: When using DeepSpeed `accelerate.prepare()` requires you to pass at least one of training or evaluation dataloaders or alternatively set an integer value in `train_micro_batch_size_per_gpu` in the deepspeed config fileor assign integer value to `AcceleratorState().deepspeed_plugin.deepspeed_config['train_micro_batch_size_per_gpu']`.
        ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: 1) local_rank: 0 (pid: 1523510) of binary: /root/miniconda3/envs/yarn/bin/python
        """,
        "YaRN long-context fine-tuning of Mistral under accelerate + DeepSpeed stops at start-up: "
        "accelerate refuses to prepare the model alone without a train_micro_batch_size_per_gpu in the "
        "DeepSpeed config. No maintainer answer; the label rests on the log: a launch configuration "
        "error that fails the same way on every restart.",
    ),
    real(
        GH + "Gadersd/llama2-burn/issues/5",
        "Gadersd/llama2-burn",
        "model_loading_error",
        "framework_bug",
        USER,
        "An error occurred: No checkpoint files found in ../llama2/llama2-7b-chat",
        r"""
        $ python llama-py/test.py ../llama2/llama2-7b-chat ../llama2/tokenizer.model
        #words: 32000 BOS ID: 1 EOS ID: 2 PAD ID: -1
        #words: 32000 BOS ID: 1 EOS ID: 2 PAD ID: -1
        An error occurred: No checkpoint files found in ../llama2/llama2-7b-chat
        """,
        "Running llama2-burn's test script on Meta's Llama-2-7b-chat download fails to find any "
        "checkpoint. A commenter found the script globbed for *.safetensors while Meta ships "
        "consolidated.00.pth; the maintainer confirmed he had accidentally changed test.py to use "
        "safetensors and fixed it. A model-loading error from the code, identical on every rerun.",
    ),
    real(
        GH + "AUTOMATIC1111/stable-diffusion-webui-promptgen/issues/16",
        "AUTOMATIC1111/stable-diffusion-webui-promptgen",
        "model_loading_error",
        "user_code",
        USER,
        "ValueError: Tokenizer class LlamaTokenizer does not exist or is not currently imported.",
        r"""
        Arguments: ('task(u21crq97y5fd7ci)', 'TheBloke/Wizard-Vicuna-7B-Uncensored-HF', 1, 10, 'fish & chips', 20, 150, 1, 1, 1, 1, 'Top K', 12, 0.15) {}
        Traceback (most recent call last):
          File "D:\stableDiffusion\stable-diffusion-webui\modules\call_queue.py", line 57, in f
            res = list(func(*args, **kwargs))
          File "D:\stableDiffusion\stable-diffusion-webui\modules\call_queue.py", line 37, in f
            res = func(*args, **kwargs)
          File "D:\stableDiffusion\stable-diffusion-webui\extensions\stable-diffusion-webui-promptgen\scripts\promptgen.py", line 98, in generate
            current.tokenizer = transformers.AutoTokenizer.from_pretrained(path)
          File "D:\stableDiffusion\stable-diffusion-webui\venv\lib\site-packages\transformers\models\auto\tokenization_auto.py", line 638, in from_pretrained
            raise ValueError(
        ValueError: Tokenizer class LlamaTokenizer does not exist or is not currently imported.
        """,
        "The promptgen extension cannot load Llama-based prompt-generation models from the Hub: the "
        "transformers version in the web UI's venv predates LlamaTokenizer. No fix in the thread; the "
        "label rests on the log: a model/tokenizer loading error from an old library that recurs until "
        "the environment is upgraded.",
    ),
    real(
        GH + "ml-explore/mlx-examples/issues/909",
        "ml-explore/mlx-examples",
        "model_loading_error",
        "framework_bug",
        USER,
        "ValueError: rope_scaling must contain keys {'type', 'factor'}",
        r"""
        File "/opt/homebrew/Caskroom/miniconda/base/lib/python3.10/site-packages/mlx_lm/utils.py", line 385, in load
            model = load_model(model_path, lazy)
        File "/opt/homebrew/Caskroom/miniconda/base/lib/python3.10/site-packages/mlx_lm/utils.py", line 322, in load_model
            model_args = model_args_class.from_dict(config)
        File "/opt/homebrew/Caskroom/miniconda/base/lib/python3.10/site-packages/mlx_lm/models/base.py", line 9, in from_dict
            return cls(
        File "<string>", line 14, in __init__
        File "/opt/homebrew/Caskroom/miniconda/base/lib/python3.10/site-packages/mlx_lm/models/llama.py", line 31, in __post_init__
            raise ValueError(f"rope_scaling must contain keys {required_keys}")

        ValueError: rope_scaling must contain keys {'type', 'factor'}
        """,
        "mlx_lm fails to load Llama-3.1-8B-Instruct: its Llama model class only knows the old "
        "rope_scaling schema, while Llama 3.1's config uses rope_type 'llama3'. Fixed upstream by the "
        "'Add support for Llama-3.1' PR; users had to upgrade mlx-lm. A loading error that recurs until "
        "the library is updated.",
    ),
    real(
        GH + "StartHua/Comfyui_CXH_joy_caption/issues/35",
        "StartHua/Comfyui_CXH_joy_caption",
        "model_loading_error",
        "user_code",
        USER,
        "`rope_scaling` must be a dictionary with with two fields, `type` and `factor`",
        r"""
        `rope_scaling` must be a dictionary with with two fields, `type` and `factor`, got {'factor': 8.0, 'high_freq_factor': 4.0, 'low_freq_factor': 1.0, 'original_max_position_embeddings': 8192, 'rope_type': 'llama3'}
        """,
        "The Joy Caption ComfyUI node cannot load its Llama 3.1 language model: the installed "
        "transformers validates rope_scaling against the pre-3.1 schema. No answer in the thread; the "
        "label rests on the log: a model-loading error from an outdated transformers release, which "
        "recurs until the environment is upgraded.",
    ),
    real(
        GH + "VHellendoorn/Code-LMs/issues/31",
        "VHellendoorn/Code-LMs",
        "cuda_error",
        "unknown",
        HUMAN,
        "RuntimeError: CUDA error: CUBLAS_STATUS_EXECUTION_FAILED when calling `cublasGemmEx(",
        r"""
          File "/gpt-neox/megatron/mpu/layers.py", line 446, in forward
            output_parallel = F.linear(input_parallel, self.weight)
          File "/usr/local/lib/python3.8/dist-packages/torch/nn/functional.py", line 1753, in linear
            return torch._C._nn.linear(input, weight, bias)
        RuntimeError: CUDA error: CUBLAS_STATUS_EXECUTION_FAILED when calling `cublasGemmEx( handle, opa, opb, m, n, k, &falpha, a, CUDA_R_16F, lda, b, CUDA_R_16F, ldb, &fbeta, c, CUDA_R_16F, ldc, CUDA_R_32F, CUBLAS_GEMM_DFALT_TENSOR_OP)`
        Traceback (most recent call last):
          File "generate.py", line 74, in <module>
            main()
          File "generate.py", line 59, in main
            generate_samples_interactive(
          File "/gpt-neox/megatron/text_generation_utils.py", line 751, in generate_samples_interactive
            for (
          File "/gpt-neox/megatron/text_generation_utils.py", line 317, in stream_tokens
            logits, layer_past = forward_model(neox_args, model, model_inputs)
          File "/gpt-neox/megatron/text_generation_utils.py", line 137, in forward_model
            return model.module(model_inputs)
        """,
        "PolyCoder 2.7B interactive generation in the project's gpt-neox Docker image on 2x P100 fails "
        "with a cuBLAS execution failure once a context prompt is entered. The issue is open; in a "
        "sibling thread the maintainer said he had seen this error when the real problem was running "
        "out of GPU memory. A bare cuBLAS failure with no hardware signature and no conclusion: a human "
        "has to look.",
        ambiguous=True,
    ),
    # --- numerics and resume bugs ---------------------------------------------------------------------
    real(
        GH + "2U1/Llama3.2-Vision-Finetune/issues/7",
        "2U1/Llama3.2-Vision-Finetune",
        "nan_or_value_error",
        "user_code",
        USER,
        "RuntimeError: probability tensor contains either `inf`, `nan` or element < 0",
        r"""
        in GenerationMixin._sample(self, input_ids, logits_processor, stopping_criteria, generation_config, synced_gpus, streamer, **model_kwargs)
           3041     probs = nn.functional.softmax(next_token_scores, dim=-1)
           3042     # TODO (joao): this OP throws "skipping cudagraphs due to ['incompatible ops']", find solution
        -> 3043     next_tokens = torch.multinomial(probs, num_samples=1).squeeze(1)
           3044 else:
           3045     next_tokens = torch.argmax(next_token_scores, dim=-1)

        RuntimeError: probability tensor contains either `inf`, `nan` or element < 0
        """,
        "Batched inference (batch size 16) with a fine-tuned Llama 3.2 Vision model fails in sampling "
        "because the logits contain inf/NaN. The maintainer pointed to the long-standing Llama thread "
        "on the same error (usually fp16 overflow or padding in batched generation). No fix confirmed; "
        "the label rests on the log: non-finite model outputs recur with the same inputs and settings, "
        "so the user has to change them.",
    ),
    real(
        GH + "IBM/pytorch-seq2seq/issues/70",
        "IBM/pytorch-seq2seq",
        "runtime_error",
        "framework_bug",
        USER,
        "ZeroDivisionError: division by zero",
        r"""
        Traceback (most recent call last):
          File "examples/sample.py", line 125, in <module>
            resume=opt.resume)
          File "build/bdist.linux-x86_64/egg/seq2seq/trainer/supervised_trainer.py", line 187, in train
          File "build/bdist.linux-x86_64/egg/seq2seq/trainer/supervised_trainer.py", line 130, in _train_epoches
        ZeroDivisionError: division by zero
        """,
        "Resuming a pytorch-seq2seq training run from a checkpoint saved exactly at an epoch boundary "
        "crashes: the trainer averages the loss over (current step - checkpoint step), which is zero. "
        "The maintainers labelled it a bug and fixed it in develop. Restarting from the same checkpoint "
        "hits it again, so the code (or the checkpoint choice) has to change.",
    ),
]
