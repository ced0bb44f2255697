# ruff: noqa
"""Real excerpts, batch ZZ15-GM: development-fold failures of deep-learning training and fine-tuning
codebases (LLM pretraining and speculative-decoding drafter training, a PyTorch compiler, quantisation,
biology foundation models, reinforcement learning, object detection, speech synthesis, multimodal
diffusion), taken from what those repositories commit: bug-fix commit messages that paste the error
output they fix (CI runs, Beaker jobs, users' runs) and troubleshooting pages in their docs
(a MuJoCo knowledge base, an object-detection troubleshooting guide, a recipe's "issues and
solutions"). Only repositories new to the corpus whose `fold_of(repo)` is "dev" were read; forks that
carry upstream commits of repositories already in the corpus (DeepSpeed, Megatron-LM) and renamed
repositories whose old name sits in the other fold (torchtune) were skipped. The commit histories
were searched with `git log --grep` for tracebacks, NCCL/CUDA errors, OOM, killed workers and NaN;
what they returned was taken as it came (mostly Python-level failures, few infrastructure faults),
not picked for what crashcart can do, and nobody ran crashcart on these cases before they were
labelled. Verbatim lines as committed (trimmed to the relevant part; markdown code fences and inline
code backticks removed); labelled from the commit's or page's diagnosis and fix, or from the log
where it concluded nothing (the notes say which)."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    # --- allenai/OLMo-core ----------------------------------------------------------------------
    real(
        GH + "allenai/OLMo-core/commit/6ce62ccdd1e5222a75b41e61b762053c27456de4",
        "allenai/OLMo-core",
        "runtime_error",
        "framework_bug",
        USER,
        "OverflowError: Python integer -1 out of bounds for uint64",
        r'''
        2025-09-30T21:50:56.017Z _RemoteTraceback:
        2025-09-30T21:50:56.017Z """
        2025-09-30T21:50:56.017Z Traceback (most recent call last):
        2025-09-30T21:50:56.017Z   File "/opt/conda/lib/python3.11/concurrent/futures/process.py", line 261, in _process_worker
        2025-09-30T21:50:56.017Z     r = call_item.fn(*call_item.args, **call_item.kwargs)
        2025-09-30T21:50:56.017Z         ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
        2025-09-30T21:50:56.017Z   File "/olmo-core-runtime/src/olmo_core/data/utils.py", line 559, in run_worker_func
        2025-09-30T21:50:56.017Z     return func(*args, **kwargs)
        2025-09-30T21:50:56.017Z            ^^^^^^^^^^^^^^^^^^^^^
        2025-09-30T21:50:56.017Z   File "/olmo-core-runtime/src/olmo_core/data/numpy_dataset.py", line 1263, in _pack_documents_from_source_into_instances
        2025-09-30T21:50:56.017Z     instances, document_indices, total_tokens = pack_documents_into_instances(
        2025-09-30T21:50:56.017Z                                                 ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
        2025-09-30T21:50:56.017Z   File "/olmo-core-runtime/src/olmo_core/data/utils.py", line 913, in pack_documents_into_instances
        2025-09-30T21:50:56.017Z     return instance_packer.pack_documents(document_indices)
        2025-09-30T21:50:56.017Z            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
        2025-09-30T21:50:56.017Z   File "/olmo-core-runtime/src/olmo_core/data/utils.py", line 844, in pack_documents
        2025-09-30T21:50:56.017Z     sorted_index = np.argsort(-1 * document_lengths)
        2025-09-30T21:50:56.017Z                               ~~~^~~~~~~~~~~~~~~~~~
        2025-09-30T21:50:56.017Z OverflowError: Python integer -1 out of bounds for uint64
        ''',
        "A Beaker instruction-tuning job dies while the dataset packs documents into instances in a "
        "worker process: multiplying the uint64 document lengths by -1 overflows. The commit fixes "
        "the packing code (sorting without negating an unsigned array). A code bug in the data "
        "pipeline that fails the same way on every rerun until the fix is installed: notify, no restart.",
        tag="6ce62cc",
    ),
    real(
        GH + "allenai/OLMo-core/commit/00f9b00e93f134dffc56bd01be67352c2c6103ae",
        "allenai/OLMo-core",
        "runtime_error",
        "framework_bug",
        USER,
        "RuntimeError: Cannot create a submesh from a submesh.",
        r"""
        Traceback (most recent call last):
          File "/Users/tylerr/workspace/OLMo-core-2/.venv/lib/python3.13/site-packages/torch/multiprocessing/spawn.py", line 90, in _wrap
            fn(i, *args)
            ~~^^^^^^^^^^
          File "/Users/tylerr/workspace/OLMo-core-2/src/olmo_core/testing/distributed.py", line 106, in _init_process
            func(*(func_args or []), **(func_kwargs or {}))
            ~~~~^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
          File "/Users/tylerr/workspace/OLMo-core-2/src/test/distributed/parallel_mesh_test.py", line 99, in _build_and_check_world_mesh
            dp_model_mesh = get_dp_model_mesh(mesh)
          File "/Users/tylerr/workspace/OLMo-core-2/src/olmo_core/distributed/parallel/__init__.py", line 343, in get_dp_model_mesh
            return device_mesh[dp_dim_names]
                   ~~~~~~~~~~~^^^^^^^^^^^^^^
          File "/Users/tylerr/workspace/OLMo-core-2/.venv/lib/python3.13/site-packages/torch/distributed/device_mesh.py", line 718, in __getitem__
            slice_mesh_dims = _mesh_resources._get_slice_mesh_dims(
                self, mesh_dim_names
            )
          File "/Users/tylerr/workspace/OLMo-core-2/.venv/lib/python3.13/site-packages/torch/distributed/device_mesh.py", line 299, in _get_slice_mesh_dims
            raise RuntimeError("Cannot create a submesh from a submesh.")
        RuntimeError: Cannot create a submesh from a submesh.
        FAILED src/test/distributed/parallel_mesh_test.py::test_build_world_mesh_parameterized[dp_tp_cp_pp-backend=GLOO] - torch.multiprocessing.spawn.ProcessRaisedException:
        """,
        "Building the world device mesh fails when certain parallelisms are combined (tensor + context "
        "parallel, context + pipeline parallel): the framework slices a submesh out of a submesh, which "
        "torch's DeviceMesh refuses. The commit fixes build_world_mesh. A deterministic configuration/"
        "code error at start-up on every rank: notify, no restart.",
        tag="00f9b00",
    ),
    # --- vllm-project/speculators -----------------------------------------------------------------
    real(
        GH + "vllm-project/speculators/commit/7da5e739ffd5404ce55c7bbc3593e06b53576126",
        "vllm-project/speculators",
        "cuda_error",
        "framework_bug",
        USER,
        "what(): CUDA error: initialization error",
        r"""
        CachingHostAllocator.cpp:26 Exception in pinned allocator free()
        terminate called after throwing 'c10::AcceleratorError'
          what(): CUDA error: initialization error
          from ExchangeDevice at c10/cuda/CUDAFunctions.cpp:274
        """,
        "Drafter training (train.py) ends non-zero after validation: its DataLoader workers were forked "
        "from a parent that had already initialised CUDA and pinned host memory, and freeing those "
        "inherited pinned blocks at worker exit throws a CUDA initialization error from a destructor; "
        "the worker dies on SIGABRT and the parent raises 'DataLoader worker exited unexpectedly'. The "
        "commit switches the workers to the spawn start method. A code fault that recurs on every run, "
        "not the GPU: notify, no restart.",
        tag="7da5e73",
    ),
    real(
        GH + "vllm-project/speculators/commit/04dd376244cb881125e5f2c1b4873ff20dd16411",
        "vllm-project/speculators",
        "nan_or_value_error",
        "framework_bug",
        USER,
        "ValueError: Hidden states contain NaN values",
        r"""
                        ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
          File "/home/shanjiaz/speculators/src/speculators/train/data.py", line 327, in _maybe_generate_hs
            check_hidden_states(loaded_hs, dataset_item["input_ids"].tolist())
          File "/home/shanjiaz/speculators/src/speculators/data_generation/offline.py", line 17, in check_hidden_states
            raise ValueError("Hidden states contain NaN values")
        ValueError: Hidden states contain NaN values
        ================================================== 1 failed, 16 warnings in 180.86s (0:03:00) ==================================================
        """,
        "A drafter training run had kept going on NaN hidden states sent by the hidden-states connector "
        "(the verifier side that generates training targets); this commit makes training fail at once on "
        "such data, and the excerpt is that new failure. Garbage (NaN) training inputs recur until the "
        "generation side is fixed: notify, no restart.",
        tag="04dd376",
    ),
    # --- Lightning-AI/lightning-thunder -------------------------------------------------------------
    real(
        GH + "Lightning-AI/lightning-thunder/commit/b7dc0021d57518d0281ce0f6138fbf733726af52",
        "Lightning-AI/lightning-thunder",
        "attribute_error",
        "framework_bug",
        USER,
        "[rank0]: AttributeError: 'Float8Tensor' object has no attribute '_fp8_attrs'",
        r"""
        [rank0]: Traceback (most recent call last):
        [rank0]:   File "/opt/pytorch/lightning-thunder/thunder/benchmarks/benchmark_litgpt.py", line 671, in <module>
        [rank0]:     CLI(benchmark_main)
        [rank0]:   File "/opt/pytorch/lightning-thunder/thunder/benchmarks/benchmark_litgpt.py", line 538, in train
        [rank0]:     loss.backward()
        [rank0]:   File "/usr/local/lib/python3.10/dist-packages/torch/_tensor.py", line 522, in backward
        [rank0]:     torch.autograd.backward(
        [rank0]:   File "/opt/pytorch/lightning-thunder/thunder/executors/torch_autograd.py", line 96, in backward
        [rank0]:     grads = ctx.compiled_backward([saved_tensors_list, ctx.saved_other], args)
        [rank0]:   File "thunder.backward_fn_359", line 25, in backward_fn
        [rank0]:   File "/opt/pytorch/lightning-thunder/thunder/executors/transformer_engineex.py", line 410, in _te_functional_linear_backward_impl
        [rank0]:     grads = _Linear.backward(ctx, g)
        [rank0]:   File "/usr/local/lib/python3.10/dist-packages/transformer_engine/pytorch/module/linear.py", line 449, in backward
        [rank0]:     weight_fp8.transpose_2d(),
        [rank0]:   File "/usr/local/lib/python3.10/dist-packages/transformer_engine/pytorch/float8_tensor.py", line 625, in transpose_2d
        [rank0]:     if self._transpose is None:
        [rank0]:   File "/usr/local/lib/python3.10/dist-packages/transformer_engine/pytorch/float8_tensor.py", line 39, in get_func
        [rank0]:     return self._fp8_attrs[name]
        [rank0]: AttributeError: 'Float8Tensor' object has no attribute '_fp8_attrs'
        """,
        "LitGPT benchmark training with FSDP2 and torch.compile using Thunder as the backend, with the "
        "TransformerEngine FP8 executor: the first backward fails inside TransformerEngine's Float8Tensor. "
        "The commit concludes the TE executor is not usable in this configuration (DTensor suspected) and "
        "leaves it out. An incompatibility of the chosen stack that recurs on every run: notify, no "
        "restart. Only rank 0's traceback is shown; nothing singles out a rank.",
        tag="b7dc002",
    ),
    real(
        GH + "Lightning-AI/lightning-thunder/commit/890dcee555f626cec4c46925a33bb21717d85672",
        "Lightning-AI/lightning-thunder",
        "attribute_error",
        "user_code",
        USER,
        "AttributeError: 'int' object has no attribute 'device'",
        r"""
          File "/home/iyashchuk/dev/lightning-thunder/thunder/benchmarks/benchmark_inference.py", line 413, in generate
            first_token = self.prefill(input_ids, past_key_values)
                          ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
          File "/home/iyashchuk/dev/lightning-thunder/thunder/benchmarks/benchmark_inference.py", line 386, in prefill
            return self.get_next_token(input_ids, past_key_values)
                   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
          File "/home/iyashchuk/dev/lightning-thunder/thunder/benchmarks/benchmark_inference.py", line 369, in get_next_token
            cache_position = start_pos + torch.arange(0, input_ids.shape[1], device=start_pos.device, dtype=start_pos.dtype)
                                                                                    ^^^^^^^^^^^^^^^^
        AttributeError: 'int' object has no attribute 'device'
        """,
        "The Llama-4 inference benchmark script crashes in prefill: it builds cache positions from "
        "start_pos, a Python int, as if it were a tensor. The commit removes that code (a regression from "
        "an earlier commit). A script bug that recurs on every run: notify, no restart.",
        tag="890dcee",
    ),
    # --- pytorch/ao ---------------------------------------------------------------------------------
    real(
        GH + "pytorch/ao/commit/cd761f64c75995da7c5883a3c70d0457100b3eea",
        "pytorch/ao",
        "import_error",
        "framework_bug",
        USER,
        "ModuleNotFoundError: No module named 'fbgemm_gpu.experimental'",
        r"""
          File "/opt/conda/envs/pytorch/lib/python3.10/site-packages/transformers/modeling_utils.py", line 50, in <module>
            from torchao.quantization import Int4WeightOnlyConfig
          File "/opt/conda/envs/pytorch/lib/python3.10/site-packages/torchao-0.13.0+git38de0e9-py3.10.egg/torchao/__init__.py", line 43, in <module>
            from torchao.quantization import (
          File "/opt/conda/envs/pytorch/lib/python3.10/site-packages/torchao-0.13.0+git38de0e9-py3.10.egg/torchao/quantization/__init__.py", line 44, in <module>
            from .quant_api import (
          File "/opt/conda/envs/pytorch/lib/python3.10/site-packages/torchao-0.13.0+git38de0e9-py3.10.egg/torchao/quantization/quant_api.py", line 70, in <module>
            from torchao.quantization.quantize_.workflows import (
          File "/opt/conda/envs/pytorch/lib/python3.10/site-packages/torchao-0.13.0+git38de0e9-py3.10.egg/torchao/quantization/quantize_/workflows/__init__.py", line 1, in <module>
            from .int4.int4_preshuffled_tensor import (
          File "/opt/conda/envs/pytorch/lib/python3.10/site-packages/torchao-0.13.0+git38de0e9-py3.10.egg/torchao/quantization/quantize_/workflows/int4/int4_preshuffled_tensor.py", line 31, in <module>
            from fbgemm_gpu.experimental.gen_ai.quantize import (
        ModuleNotFoundError: No module named 'fbgemm_gpu.experimental'
        """,
        "Importing transformers (which imports torchao) fails on a CPU machine that has the CPU build of "
        "fbgemm_gpu (installed for torchrec), which has no fbgemm_gpu.experimental. The commit guards "
        "the import in torchao. An environment/package incompatibility that recurs at every start: "
        "notify, no restart.",
        tag="cd761f6",
    ),
    real(
        GH + "pytorch/ao/commit/2a98f586bde2269d6fe57f93caccf89008826314",
        "pytorch/ao",
        "attribute_error",
        "framework_bug",
        USER,
        "AttributeError: 'Gemma3CausalLMOutputWithPast' object has no attribute 'log_softmax'",
        r"""
        File "/data/users/jerryzh/ao/.github/scripts/torchao_model_releases/quantize_gemma3.py", line 59, in <module>
            TransformerEvalWrapper(
          File "/home/jerryzh/.conda/envs/hmbd/lib/python3.10/site-packages/torchao-0.14.0+gitb47f1a36-py3.10.egg/torchao/_models/_eval.py", line 82, in run_eval
            result = evaluate(
          File "/home/jerryzh/.conda/envs/hmbd/lib/python3.10/site-packages/lm_eval/utils.py", line 456, in _wrapper
            return fn(*args, **kwargs)
          File "/home/jerryzh/.conda/envs/hmbd/lib/python3.10/site-packages/lm_eval/evaluator.py", line 585, in evaluate
            resps = getattr(lm, reqtype)(cloned_reqs)
          File "/home/jerryzh/.conda/envs/hmbd/lib/python3.10/site-packages/lm_eval/api/model.py", line 391, in loglikelihood
            return self._loglikelihood_tokens(new_reqs, disable_tqdm=disable_tqdm)
          File "/home/jerryzh/.conda/envs/hmbd/lib/python3.10/site-packages/lm_eval/models/huggingface.py", line 1279, in _loglikelihood_tokens
            multi_logits = F.log_softmax(
          File "/home/jerryzh/.conda/envs/hmbd/lib/python3.10/site-packages/torch/nn/functional.py", line 2245, in log_softmax
            ret = input.log_softmax(dim)
        AttributeError: 'Gemma3CausalLMOutputWithPast' object has no attribute 'log_softmax'
        Running loglikelihood requests:   0%|
        """,
        "Evaluating an AWQ-quantised Gemma 3 with torchao's TransformerEvalWrapper under lm-eval: the "
        "wrapper passes the model's output object where logits are expected. The commit adds Gemma 3 "
        "support to the wrapper. A code fault that recurs on every run: notify, no restart.",
        tag="2a98f58",
    ),
    # --- NVIDIA/bionemo-framework -------------------------------------------------------------------
    real(
        GH + "NVIDIA/bionemo-framework/commit/9ff98114be4db24cd731ff30f12366b5b80ce46b",
        "NVIDIA/bionemo-framework",
        "attribute_error",
        "framework_bug",
        USER,
        "E           AttributeError: 'function' object has no attribute '<locals>'",
        r"""
        sub-packages/bionemo-evo2/tests/bionemo/evo2/run/test_train.py::test_train_evo2_stops FAILED [ 79%]
        11:44:55  /usr/local/lib/python3.12/dist-packages/lightning/pytorch/callbacks/model_checkpoint.py:385: in _save_topk_checkpoint
        11:44:55      self._save_monitor_checkpoint(trainer, monitor_candidates)
        11:44:55  /usr/local/lib/python3.12/dist-packages/lightning/pytorch/callbacks/model_checkpoint.py:705: in _save_monitor_checkpoint
        11:44:55      self._update_best_and_save(current, trainer, monitor_candidates)
        11:44:55  /usr/local/lib/python3.12/dist-packages/lightning/pytorch/callbacks/model_checkpoint.py:757: in _update_best_and_save
        11:44:55      self._save_checkpoint(trainer, filepath)
        11:44:55  /usr/local/lib/python3.12/dist-packages/nemo/lightning/pytorch/callbacks/model_checkpoint.py:628: in _save_checkpoint
        11:44:55      TrainerContext.from_trainer(trainer).io_dump(ckpt_to_dir(filepath) / "context", yaml_attrs=["model"])
        11:44:55  /usr/local/lib/python3.12/dist-packages/nemo/lightning/io/mixin.py:249: in io_dump
        11:44:55      json = serialization.dump_json(io)
        11:44:55  /usr/local/lib/python3.12/dist-packages/fiddle/_src/experimental/serialization.py:293: in import_symbol
        11:44:55      with reraised_exception.try_with_lazy_message(make_message):
        11:44:55  policy = <fiddle._src.experimental.serialization.DefaultPyrefPolicy object at 0x7f45b1797920>
        11:44:55  module = 'megatron.core.utils', symbol = 'init_method_normal.<locals>.init_'
        11:44:55  >           value = getattr(value, attr_name)
        11:44:55  E           AttributeError: 'function' object has no attribute '<locals>'
        11:44:55  E           Fiddle context: Error occurred while importing pyref to 'init_method_normal.<locals>.init_' from 'megatron.core.utils'.
        """,
        "Evo2 training in CI fails when the checkpoint callback saves: NeMo serialises the trainer "
        "context with fiddle, which cannot reference a function local to megatron.core.utils "
        "(init_method_normal.<locals>.init_). The commit marks the test as skipped (NeMo/Megatron "
        "versions out of step). Every checkpoint save fails the same way: notify, no restart.",
        tag="9ff9811",
    ),
    real(
        GH + "NVIDIA/bionemo-framework/commit/d91788a700a90aeb8fc60caab5de0f6f84090119",
        "NVIDIA/bionemo-framework",
        "cuda_oom",
        "user_code",
        USER,
        "torch.OutOfMemoryError: CUDA out of",
        r"""
        [2025-08-29T13:07:20.866Z] E torch.OutOfMemoryError: CUDA out of
        memory. Tried to allocate 12.81 GiB. GPU 0 has a total capacity of 39.50
        GiB of which 12.39 GiB is free. Process 500601 has 27.10 GiB memory in
        use. Of the allocated memory 25.96 GiB is allocated by PyTorch, with
        2.00 MiB allocated in private pools (e.g., CUDA Graphs), and 176.45 MiB
        is reserved by PyTorch but unallocated. If reserved but unallocated
        memory is large try setting
        PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.
        See documentation for Memory Management
        (https://pytorch.org/docs/stable/notes/cuda.html#environment-variables)

        [2025-08-29T12:42:04.086Z]
        sub-packages/bionemo-evo2/tests/bionemo/evo2/test_evo2.py::test_batch_generate[evo2/7b-1m:1.0-get_model_and_tokenizer-expected_matchpercents4]
        FAILED [ 51%]
        """,
        "The nightly pipeline's Evo2 7B batch-generation test runs out of GPU memory on an A100-40GB "
        "(lines as wrapped in the commit message). The commit changes how the tests pick their memory "
        "threshold for the device. CUDA OOM from the job's size for this GPU recurs: notify, no restart.",
        tag="d91788a",
    ),
    # --- pytorch/rl (TorchRL knowledge base) ---------------------------------------------------------
    real(
        GH + "pytorch/rl/blob/ae9719f17b1517af5c2523a36c4616f003ee55cf/knowledge_base/MUJOCO_INSTALLATION.md",
        "pytorch/rl",
        "runtime_error",
        "user_code",
        USER,
        "RuntimeError: Failed to initialize OpenGL",
        r"""
            File "mjrendercontext.pyx", line 46, in mujoco_py.cymj.MjRenderContext.__init__

            File "mjrendercontext.pyx", line 114, in mujoco_py.cymj.    MjRenderContext._setup_opengl_context

            File "opengl_context.pyx", line 130, in mujoco_py.cymj.OffscreenOpenGLContext.__init__

        RuntimeError: Failed to initialize OpenGL
        """,
        "TorchRL's MuJoCo troubleshooting page, item 7: this error when running jobs under schedulers "
        "like Slurm comes from MuJoCo's EGL code indexing devices globally while CUDA_VISIBLE_DEVICES "
        "gives local ids; the fix is to set the GPUS variable to the global id (SLURM_STEP_GPUS). A job "
        "configuration problem that recurs until the environment is set: notify, no restart.",
        tag="opengl-slurm",
    ),
    real(
        GH + "pytorch/rl/blob/ae9719f17b1517af5c2523a36c4616f003ee55cf/knowledge_base/MUJOCO_INSTALLATION.md",
        "pytorch/rl",
        "runtime_error",
        "user_code",
        USER,
        "mujoco.FatalError: gladLoadGL error",
        r"""
            mujoco.FatalError: gladLoadGL error

            /path/to/conda/envs/mj_envs/lib/python3.8/site-packages/glfw/__init__.py:912: GLFWError: (65537) b'The GLFW library is not initialized'
        """,
        "TorchRL's MuJoCo troubleshooting page, item 6: rendering fails to load OpenGL through GLFW on a "
        "headless machine; the fix is to select the EGL backend (MUJOCO_GL=egl). An environment setting "
        "that fails the same way on every run until changed: notify, no restart.",
        tag="gladloadgl",
    ),
    # --- open-mmlab/mmyolo -----------------------------------------------------------------------------
    real(
        GH
        + "open-mmlab/mmyolo/blob/8c4d9dc503dc8e327bec8147e8dc97124052f693/docs/zh_cn/recommended_topics/troubleshooting_steps.md",
        "open-mmlab/mmyolo",
        "runtime_error",
        "user_code",
        USER,
        "IndexError: list index out of range",
        r"""
          File "site-packages/mmdet/evaluation/metrics/coco_metric.py", line 216, in results2json
            data['category_id'] = self.cat_ids[label]
        IndexError: list index out of range
        """,
        "MMYOLO's troubleshooting guide: this IndexError during evaluation means a class index is out of "
        "range because num_classes in the config is wrong (left at COCO's 80, or changed in only some of "
        "the modules that use it). A configuration error that recurs: notify, no restart.",
        tag="troubleshooting",
    ),
    real(
        GH + "open-mmlab/mmyolo/commit/c4248e23e4d01e5c313a8288e66546586f1c7854",
        "open-mmlab/mmyolo",
        "runtime_error",
        "framework_bug",
        USER,
        "RuntimeError: Expected to have finished reduction in the prior iteration before starting a new one.",
        r"""
        RuntimeError: Expected to have finished reduction in the prior iteration before starting a new one. This error indicate
        s that your module has parameters that were not used in producing loss. You can enable unused parameter detection by passing the keyword argument `find_unused_parameters=True` to `torch.nn.parallel.DistributedDataParallel`, and by
        making sure all `forward` function outputs participate in calculating loss.
        """,
        "Distributed (DDP) training of a YOLO detector stops because backbone parameters do not take "
        "part in the loss; the commit changes base_backbone.py so that they do (as in the referenced "
        "MMDetection issue). Deterministic on every run until the model or DDP settings change: notify, "
        "no restart.",
        tag="c4248e2",
    ),
    # --- FunAudioLLM/CosyVoice ---------------------------------------------------------------------------
    real(
        GH + "FunAudioLLM/CosyVoice/commit/2f496104ecc7e79627bb17d5d7ac3c2d4cbff539",
        "FunAudioLLM/CosyVoice",
        "runtime_error",
        "framework_bug",
        USER,
        "RuntimeError: torch.cat(): expected a non-empty list of Tensors",
        r"""
          File "/usr/local/data/CosyVoice/cosyvoice/cli/cosyvoice.py", line 62, in inference_zero_shot
            return {'tts_speech': torch.concat(tts_speeches, dim=1)}
        RuntimeError: torch.cat(): expected a non-empty list of Tensors
        """,
        "Zero-shot speech synthesis fails for a text ending in half-width full stops: the text "
        "normaliser (text_normalize with split=True) returns no segments, so there is nothing to "
        "concatenate. The commit fixes the normalisation. An input/code fault that recurs for that "
        "input: notify, no restart.",
        tag="2f49610",
    ),
    # --- open-mmlab/Amphion --------------------------------------------------------------------------------
    real(
        GH + "open-mmlab/Amphion/blob/d3de90f02e7f1c7dbc24b04d52fe1b8ef438effe/egs/tts/FastSpeech2/README.md",
        "open-mmlab/Amphion",
        "runtime_error",
        "user_code",
        USER,
        "NotImplementedError: Using RTX 3090 or 4000 series doesn't support faster communication broadband via P2P or IB.",
        r"""
        NotImplementedError: Using RTX 3090 or 4000 series doesn't support faster communication broadband via P2P or IB. Please set `NCCL_P2P_DISABLE="1"` and `NCCL_IB_DISABLE="1" or use `accelerate launch` which will do this automatically.
        2024-02-24 10:57:49 | INFO | torch.distributed.distributed_c10d | Rank 0: Completed store-based barrier for key:store_based_barrier_key:1 with 2 nodes.
        """,
        "Amphion's FastSpeech2 recipe, 'Issues and Solutions': multi-GPU training on RTX 3090/4000 "
        "cards stops because accelerate refuses NCCL peer-to-peer/InfiniBand transport on these GPUs; "
        "the fix is exporting NCCL_P2P_DISABLE=1 and NCCL_IB_DISABLE=1 (or launching with accelerate). "
        "A launch configuration error that recurs: notify, no restart.",
        tag="fastspeech2-readme",
    ),
    # --- PaddlePaddle/PaddleMIX ---------------------------------------------------------------------------
    real(
        GH + "PaddlePaddle/PaddleMIX/commit/8f502eab58c0d780e718ee4946b0dca7bd5fe354",
        "PaddlePaddle/PaddleMIX",
        "import_error",
        "framework_bug",
        USER,
        "ImportError: cannot import name '_chmod_and_replace' from 'huggingface_hub.file_download'",
        r"""
          File "xxx/Desktop/PaddleMIX/x.py", line 1, in <module>
            from paddlemix.appflow import Appflow
          File "xxx/Desktop/PaddleMIX/paddlemix/__init__.py", line 17, in <module>
            from .models import *
          File "xxx/Desktop/PaddleMIX/paddlemix/models/__init__.py", line 17, in <module>
            from .audioldm2.modeling import *
          File "xxx/miniconda3/envs/pp2.6/lib/python3.9/site-packages/ppdiffusers/utils/__init__.py", line 72, in <module>
            from .download_utils import (
          File "xxx/miniconda3/envs/pp2.6/lib/python3.9/site-packages/ppdiffusers/utils/download_utils.py", line 34, in <module>
            from huggingface_hub.file_download import _chmod_and_replace, http_get
        ImportError: cannot import name '_chmod_and_replace' from 'huggingface_hub.file_download' (xxx/miniconda3/envs/pp2.6/lib/python3.9/site-packages/huggingface_hub/file_download.py)
        """,
        "Importing PaddleMIX fails because ppdiffusers imports a private huggingface_hub helper that the "
        "newest huggingface_hub renamed (_chmod_and_move). The commit adapts the import. A package "
        "version incompatibility that recurs at every start: notify, no restart.",
        tag="8f502ea",
    ),
    real(
        GH + "PaddlePaddle/PaddleMIX/commit/000a78da019ed76d46c6c2a1acaa5efd559cf89d",
        "PaddlePaddle/PaddleMIX",
        "nan_or_value_error",
        "framework_bug",
        USER,
        "ValueError: (InvalidArgument) The type of data we are trying to retrieve",
        r"""
        File
        "/home/work/speed_up_framework/PaddleMIX/ppdiffusers/examples/community/webui_stable_diffusion.py",
        line 1121, in __call__
            raise ValueError(e)
        ValueError: (InvalidArgument) The type of data we are trying to retrieve
        (float16) does not match the type of data (float32) currently contained
        in the container.
        [Hint: Expected dtype() == phi::CppTypeToDataType<T>::Type(), but
        received dtype():10 != phi::CppTypeToDataType<T>::Type():15.] (at
        /paddle/paddle/phi/core/[dense_tensor.cc:161](http://dense_tensor.cc:161/))
          [operator < linear > error]
        """,
        "The community WebUI Stable Diffusion pipeline loaded with paddle_dtype=float16 fails in a linear "
        "op on a float32 tensor (lines as wrapped in the commit message). The commit fixes the dtype "
        "handling in the pipeline. A code fault that recurs with fp16: notify, no restart.",
        tag="000a78d",
    ),
    # --- thu-ml/tianshou ------------------------------------------------------------------------------------
    real(
        GH + "thu-ml/tianshou/commit/5064f7b7f856e152b45e76fc4887c8e37e1cefc0",
        "thu-ml/tianshou",
        "type_error",
        "user_code",
        USER,
        "TypeError: offpolicy_trainer() got an unexpected keyword argument 'task'",
        r"""
        ---------------------------------------------------------------------------
        TypeError                                 Traceback (most recent call last)
        <ipython-input-7-77c1fbe7e903> in <module>()
              5     test_fn=lambda epoch, env_step: policy.set_eps(eps_test),
              6     stop_fn=lambda mean_rewards: mean_rewards >= env.spec.reward_threshold,
        ----> 7     writer=writer, task=task)
              8 print(f'Finished training! Use {result["duration"]}')

        TypeError: offpolicy_trainer() got an unexpected keyword argument 'task'
        """,
        "A DQN training notebook passes a task argument that the installed Tianshou's off-policy trainer "
        "does not take (the commit, titled after the error, fixes the call as documented). A call that "
        "does not match the library's API fails the same way on every run: notify, no restart.",
        tag="5064f7b",
    ),
    # --- google/trax ----------------------------------------------------------------------------------------
    real(
        GH + "google/trax/commit/5582d23d442756653e5991039d530e65088e49e5",
        "google/trax",
        "nan_or_value_error",
        "framework_bug",
        USER,
        "ValueError: Found nonlayer object (None) in layers: [Branch_out2[",
        r"""
        f'Found nonlayer object ({obj}) in layers: {layers}')
        ValueError: Found nonlayer object (None) in layers: [Branch_out2[
          []
          Serial[
            PaddingMask(0)
          ]
        """,
        "Initialising Trax's TransformerEncoder model fails because the layer list contains None; the "
        "commit fixes the model definition. A code fault that recurs on every run: notify, no restart.",
        tag="5582d23",
    ),
]
