# ruff: noqa
"""Real excerpts, batch ZZ15-TGD (held out): test-fold failures of GPU training, fine-tuning, quantization and
inference jobs and of the images, launchers and deployments they run in, from repositories new to the corpus whose
`fold_of(repo)` is "test". The search corpora could not be used for this batch (the session's look-up budget was
spent), so the excerpts come from the repositories themselves, fetched as git snapshots: bug-fix commit messages
that paste the error output together with the diagnosis (llm-compressor, AutoGPTQ, xformers, lhotse, ModelScope,
NVFlare, Unsloth's notebooks, AWS Deep Learning Containers) and troubleshooting pages that quote the error as
printed with the maintainers' remedy (earth2studio, fms-hf-tuning, AIBrix's Helm chart, Cluster Toolkit's image
builder). Many repositories of LLM training, fine-tuning, RL post-training, serving and GPU-cluster tooling were
fetched and searched (docs, FAQ and troubleshooting pages, committed logs, saved notebook outputs, and commit
messages matched for tracebacks, NCCL/CUDA errors, OOM, SIGKILL, Xid/ECC, exit codes). Repositories whose former or
current name is in the dev fold or already in the corpus were dropped (verl, awsome-distributed-training, Qwen2.5,
maxtext, Megatron-DeepSpeed, DeepSpeedExamples, torchsnapshot, NeMo-Skills, levanter, and the ROCm forks renamed
from ROCmSoftwarePlatform), as were single-line errors and synthetic fixtures. Hardware, NCCL and fabric failures
with a conclusion were not found in the new test-fold repositories reachable this way, so the batch is mostly
software and configuration faults. What was found was taken as it came, not picked for what crashcart can do, and
nobody ran crashcart on these cases before they were labelled. Each `source` is the commit or the file at the
commit read. Verbatim log lines as printed (trimmed to the relevant part; the indentation a commit message gives a
quoted block is dropped); labelled from what each commit or page concluded (the notes say which)."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    # --- Inference engines and serving ----------------------------------------------------------------------
    real(
        GH + "vllm-project/llm-compressor/commit/cda2359bc31e9593a8e323ab1f28687b098dc63b",
        "vllm-project/llm-compressor",
        "cuda_oom",
        "user_code",
        USER,
        "ValueError: Free memory on device (70.82/79.25 GiB)",
        r"""
        ERROR 06-17 00:26:53 [core.py:515] EngineCore failed to start.
        ERROR 06-17 00:26:53 [core.py:515] Traceback (most recent call last):
        ERROR 06-17 00:26:53 [core.py:515]   File "/home/rahul/llm-compressor/.venv/lib/python3.10/site-packages/vllm/v1/engine/core.py", line 506, in run_engine_core
        ERROR 06-17 00:26:53 [core.py:515]     engine_core = EngineCoreProc(*args, **kwargs)
        ERROR 06-17 00:26:53 [core.py:515]   File "/home/rahul/llm-compressor/.venv/lib/python3.10/site-packages/vllm/v1/engine/core.py", line 390, in __init__
        ERROR 06-17 00:26:53 [core.py:515]     super().__init__(vllm_config, executor_class, log_stats,
        ERROR 06-17 00:26:53 [core.py:515]   File "/home/rahul/llm-compressor/.venv/lib/python3.10/site-packages/vllm/v1/engine/core.py", line 76, in __init__
        ERROR 06-17 00:26:53 [core.py:515]     self.model_executor = executor_class(vllm_config)
        ERROR 06-17 00:26:53 [core.py:515]   File "/home/rahul/llm-compressor/.venv/lib/python3.10/site-packages/vllm/executor/executor_base.py", line 53, in __init__
        ERROR 06-17 00:26:53 [core.py:515]     self._init_executor()
        ERROR 06-17 00:26:53 [core.py:515]   File "/home/rahul/llm-compressor/.venv/lib/python3.10/site-packages/vllm/executor/uniproc_executor.py", line 47, in _init_executor
        ERROR 06-17 00:26:53 [core.py:515]     self.collective_rpc("init_device")
        ERROR 06-17 00:26:53 [core.py:515]   File "/home/rahul/llm-compressor/.venv/lib/python3.10/site-packages/vllm/executor/uniproc_executor.py", line 57, in collective_rpc
        ERROR 06-17 00:26:53 [core.py:515]     answer = run_method(self.driver_worker, method, args, kwargs)
        ERROR 06-17 00:26:53 [core.py:515]   File "/home/rahul/llm-compressor/.venv/lib/python3.10/site-packages/vllm/utils.py", line 2671, in run_method
        ERROR 06-17 00:26:53 [core.py:515]     return func(*args, **kwargs)
        ERROR 06-17 00:26:53 [core.py:515]   File "/home/rahul/llm-compressor/.venv/lib/python3.10/site-packages/vllm/worker/worker_base.py", line 606, in init_device
        ERROR 06-17 00:26:53 [core.py:515]     self.worker.init_device()  # type: ignore
        ERROR 06-17 00:26:53 [core.py:515]   File "/home/rahul/llm-compressor/.venv/lib/python3.10/site-packages/vllm/v1/worker/gpu_worker.py", line 140, in init_device
        ERROR 06-17 00:26:53 [core.py:515]     raise ValueError(
        ERROR 06-17 00:26:53 [core.py:515] ValueError: Free memory on device (70.82/79.25 GiB) on startup is less than desired GPU memory utilization (0.9, 71.33 GiB). Decrease GPU memory utilization or reduce GPU memory used by other processes.
        """,
        "The project's vLLM end-to-end test (Phi-3 with a quantized KV cache, one 80 GB A100) fails when the "
        "vLLM V1 engine starts: the GPU has 70.82 of 79.25 GiB free, less than the 0.9 default "
        "gpu_memory_utilization asks for (the test has just compressed the model in the same process). The "
        "commit's fix is to set gpu_memory_utilization explicitly in the test. A configuration that asks for "
        "more GPU memory than is free: it fails the same way on a rerun.",
        tag="vllm-free-mem",
    ),
    real(
        GH + "modelscope/modelscope/commit/14f9a9de79149f8e687a6e0dd324d884fef44895",
        "modelscope/modelscope",
        "nan_or_value_error",
        "framework_bug",
        USER,
        "json.decoder.JSONDecodeError: Expecting property name",
        r"""
        ERROR:    Traceback (most recent call last):
          File "/opt/conda/lib/python3.10/site-packages/starlette/routing.py", line 732, in lifespan
            async with self.lifespan_context(app) as maybe_state:
          File "/opt/conda/lib/python3.10/site-packages/starlette/routing.py", line 608, in __aenter__
            await self._router.startup()
          File "/opt/conda/lib/python3.10/site-packages/starlette/routing.py", line 711, in startup
            handler()
          File "/opt/conda/lib/python3.10/site-packages/modelscope/server/core/event_handlers.py", line 37, in startup
            _startup_model(app)
          File "/opt/conda/lib/python3.10/site-packages/modelscope/server/core/event_handlers.py", line 22, in _startup_model
            info['schema'] = get_task_schemas(app.state.pipeline.group_key)
          File "/opt/conda/lib/python3.10/site-packages/modelscope/utils/input_output.py", line 837, in get_task_schemas
            schema = json.load(f)
          File "/opt/conda/lib/python3.10/json/__init__.py", line 293, in load
            return loads(fp.read(),
          File "/opt/conda/lib/python3.10/json/__init__.py", line 346, in loads
            return _default_decoder.decode(s)
          File "/opt/conda/lib/python3.10/json/decoder.py", line 337, in decode
            obj, end = self.raw_decode(s, idx=_w(s, 0).end())
          File "/opt/conda/lib/python3.10/json/decoder.py", line 353, in raw_decode
            obj, end = self.scan_once(s, idx)
        json.decoder.JSONDecodeError: Expecting property name enclosed in double quotes: line 3836 column 1 (char 100720)
        """,
        "`modelscope server` serving a model dies in the web app's startup hook: the pipeline_schema.json "
        "shipped with the package has a trailing comma after its last object, so json.load fails. The commit "
        "removes the comma. A packaged-file bug that fails every start until the package is fixed: no "
        "restart.",
        tag="server-schema-json",
    ),
    real(
        GH + "vllm-project/aibrix/blob/e3e10f9e4aebe9aac5e7d992fb87d2648e01628b/dist/chart/README.md",
        "vllm-project/aibrix",
        "other",
        "user_code",
        USER,
        "Warning  FailedCreate",
        r"""
          ----     ------        ----                  ----                   -------
          Warning  FailedCreate  10s (x17 over 5m39s)  replicaset-controller  Error creating: pods "aibrix-gateway-plugins-58cdbc746f-" is forbidden: error looking up service account aibrix-system/aibrix-gateway-plugin: serviceaccount "aibrix-gateway-plugin" not found
        """,
        "The Helm chart README's runtime-debugging example: the gateway-plugins ReplicaSet of the LLM serving"
        " stack cannot create its pods because the ServiceAccount it names does not exist. The page says to "
        "declare every required resource in the chart or create it beforehand. A deployment-configuration "
        "fault that the controller retries forever (x17 over 5m39s) without success: the user fixes the "
        "manifests.",
        tag="gateway-serviceaccount",
    ),
    # --- Training and fine-tuning loops ---------------------------------------------------------------------
    real(
        GH + "NVIDIA/NVFlare/commit/59c589a9a2557c39c1a74c3f2458879e2950f3e0",
        "NVIDIA/NVFlare",
        "type_error",
        "framework_bug",
        USER,
        "TypeError: cannot unpack non-iterable NoneType object",
        r"""
        2025-05-29 19:54:41,781 - SubprocessLauncher - INFO -   File "/workspace/code/nvflare/app_opt/lightning/api.py", line 201, in _receive_and_update_model
        2025-05-29 19:54:41,782 - SubprocessLauncher - INFO -     missing_keys, unexpected_keys = pl_module.load_state_dict(
        2025-05-29 19:54:41,782 - SubprocessLauncher - INFO - TypeError: cannot unpack non-iterable NoneType object
        """,
        "A federated NeMo training example run through NVFlare's Lightning client API in the NeMo container: "
        "receiving the global model, the API unpacks the return of pl_module.load_state_dict(), which NeMo's "
        "module returns as None. The commit wraps the call in try/except. A bug in the integration that "
        "recurs on every round: no restart.",
        tag="lightning-load-state",
    ),
    real(
        GH + "unslothai/notebooks/commit/8714ee325fc1d7d17625619ad8f484c439be1435",
        "unslothai/notebooks",
        "runtime_error",
        "user_code",
        USER,
        "RuntimeError: mat1 and mat2 shapes cannot be multiplied",
        r"""
            RuntimeError: mat1 and mat2 shapes cannot be multiplied
                          (1x3968 and 4096x1024)
        """,
        "The Spark-TTS fine-tuning notebook dies in its inference cell: the codec's speaker projection "
        "expects exactly 32 global tokens (4096 inputs) and the briefly trained model sampled 31 (3968). The "
        "commit explains that the notebook passed however many tokens the model emitted into a fixed-size "
        "Linear, and adds a resample-and-check guard. A missing guard in the notebook's code (the count is "
        "sampled, so some runs pass); labelled as a code fault, not a transient infrastructure one. The "
        "continuation line is printed as in the commit message.",
        tag="spark-tts-shapes",
    ),
    real(
        GH
        + "foundation-model-stack/fms-hf-tuning/blob/d3c30a035ff2ca9b95f35e432c33793028c3ee84/docs/vision-language-model-tuning.md",
        "foundation-model-stack/fms-hf-tuning",
        "runtime_error",
        "user_code",
        USER,
        "RuntimeError: mat2 must be a matrix, got 1-D tensor",
        r"""
        RuntimeError: mat2 must be a matrix, got 1-D tensor
        RuntimeError: Expected weight to be of same shape as normalized_shape, but got weight of shape [0] and normalized_shape = [1152]
        """,
        "The vision-language tuning guide: tuning Llava or Granite vision models with gradient checkpointing "
        "in its default (reentrant) variant fails with these errors; the fix is gradient_checkpointing_kwargs"
        ' {"use_reentrant": false}. A training-argument fault that recurs until the configuration is changed.',
        tag="vlm-reentrant-ckpt",
    ),
    real(
        GH + "vllm-project/llm-compressor/commit/c600e2e34d0dd3939b898712f563900a84d55317",
        "vllm-project/llm-compressor",
        "type_error",
        "framework_bug",
        USER,
        "TypeError: RegistryMixin.load_from_registry() takes 2 positional arguments",
        r"""
        Replacing MoE modules for calibration:   0%|                                    | 0/48 [00:00<?, ?it/s]
        Traceback (most recent call last):
          File "/home/brian-dellabetta/projects/llm-compressor/examples/awq/qwen3_moe_example.py", line 65, in <module>
            oneshot(
          File "/home/brian-dellabetta/projects/llm-compressor/src/llmcompressor/entrypoints/oneshot.py", line 348, in oneshot
            one_shot()
          File "/home/brian-dellabetta/projects/llm-compressor/src/llmcompressor/entrypoints/oneshot.py", line 172, in __call__
            self.apply_recipe_modifiers(
          File "/home/brian-dellabetta/projects/llm-compressor/src/llmcompressor/entrypoints/oneshot.py", line 216, in apply_recipe_modifiers
            with moe_calibration_context(
          File "/home/brian-dellabetta/.local/share/uv/python/cpython-3.10.18-linux-x86_64-gnu/lib/python3.10/contextlib.py", line 135, in __enter__
            return next(self.gen)
          File "/home/brian-dellabetta/projects/llm-compressor/src/llmcompressor/modeling/moe_context.py", line 106, in moe_calibration_context
            replacement = MoECalibrationModule.load_from_registry(
        TypeError: RegistryMixin.load_from_registry() takes 2 positional arguments but 4 were given
        """,
        "The AWQ quantization example for Qwen3-MoE fails as soon as the MoE modules are replaced for "
        "calibration: the library calls load_from_registry with the wrong number of arguments. The commit "
        "fixes the call (and notes the example then hits another bug). A library bug that fails every run: no"
        " restart.",
        tag="moe-calibration",
    ),
    # --- Data loading ---------------------------------------------------------------------------------------
    real(
        GH + "lhotse-speech/lhotse/commit/35106e399b738511a131e22264e2f89e36708942",
        "lhotse-speech/lhotse",
        "type_error",
        "framework_bug",
        USER,
        "TypeError: cannot pickle 'module' object",
        r"""
        File "/mnt/matylda5/iveselyk/ASR_TOOLKITS/K2_SHERPA_PYTORCH24_CUDA121/K2_CONDA_ENVIRONMENT/lib/python3.11/multiprocessing/reduction.py", line 60, in dump
        ForkingPickler(file, protocol).dump(obj)
        TypeError: cannot pickle 'module' object
        """,
        "ASR training with on-the-fly features and the PerturbVolume cut transform on 4 GPUs with 6 "
        "DataLoader workers per GPU fails when the dataset is pickled for the worker processes: PerturbVolume"
        " kept the `random` module as an attribute. The commit assigns random.Random() instead and the error "
        "disappeared. A library bug in the data pipeline that recurs on every start: no restart.",
        tag="perturb-volume-pickle",
    ),
    # --- Kernels, extensions and libraries ------------------------------------------------------------------
    real(
        GH + "facebookresearch/xformers/commit/ac5fd496b25634f729aaea25fa876ed3fafb2f3f",
        "facebookresearch/xformers",
        "runtime_error",
        "user_code",
        USER,
        "NotImplementedError: No operator found for `memory_efficient_attention_forward`",
        r"""
        NotImplementedError: No operator found for `memory_efficient_attention_forward` with inputs:
             query       : torch.Size([1, 4096, 160, 128]) (torch.float32)
             key         : torch.Size([1, 4096, 160, 128]) (torch.float32)
             value       : torch.Size([1, 4096, 160, 127]) (torch.float32)
             attn_bias   : <class 'NoneType'>
             p           : 0.0
        `cutlassF` is not supported because:
            (value.shape[-1] % 4) != 0
        `flshattF` is not supported because:
            dtype=torch.float32 (supported: {torch.bfloat16, torch.float16})
            query.shape[-1] != value.shape[-1]
        `tritonflashattF` is not supported because:
            dtype=torch.float32 (supported: {torch.bfloat16, torch.float16})
            query.shape[-1] != value.shape[-1]
        `smallkF` is not supported because:
            query.shape[-1] != value.shape[-1]
            max(query.shape[-1] != value.shape[-1]) > 32
            unsupported embed per head: 128
        """,
        "The example the commit gives of xformers' new explanation: memory_efficient_attention called with "
        "float32 inputs whose value head size (127) differs from the query's (128), which no kernel (cutlass,"
        " flash, triton, small-k) supports, each for the reason listed. The inputs are the caller's: the same"
        " call fails until the dtype and shapes are changed.",
        tag="mem-eff-no-operator",
    ),
    real(
        GH + "AutoGPTQ/AutoGPTQ/commit/b3e251f9adecef5b1b8fef26067c8b96a3a9e756",
        "AutoGPTQ/AutoGPTQ",
        "attribute_error",
        "framework_bug",
        USER,
        "AttributeError: 'NoneType' object has no attribute 'device'",
        r"""
        Traceback (most recent call last):
          File "/home/mjc/qwen-gptq-load.py", line 6, in <module>
            model = AutoGPTQForCausalLM.from_quantized(
          File "/home/mjc/AutoGPTQ/auto_gptq/modeling/auto.py", line 146, in from_quantized
            return quant_func(
          File "/home/mjc/AutoGPTQ/auto_gptq/modeling/_base.py", line 966, in from_quantized
            make_sure_no_tensor_in_meta_device(
          File "/home/mjc/AutoGPTQ/auto_gptq/modeling/_utils.py", line 522, in make_sure_no_tensor_in_meta_device
            if isinstance(m, QuantLinear) and m.bias.device == torch.device("meta"):
        AttributeError: 'NoneType' object has no attribute 'device'
        """,
        "Loading a GPTQ-quantized Qwen model with AutoGPTQForCausalLM.from_quantized and "
        "low_cpu_mem_usage=True fails: the meta-device check reads m.bias.device on QuantLinear layers that "
        "have no bias. The commit adds the None check. A library bug that fails every load: no restart.",
        tag="from-quantized-bias",
    ),
    real(
        GH + "unslothai/notebooks/commit/8218fc7a9d58c3e4fe4fca64f1c17997c739edb0",
        "unslothai/notebooks",
        "import_error",
        "user_code",
        USER,
        "RuntimeError: Detected that PyTorch and TorchAudio were compiled with",
        r"""
            RuntimeError: Detected that PyTorch and TorchAudio were compiled with
            different CUDA versions. PyTorch has CUDA version 13.0 whereas TorchAudio
            has CUDA version 12.8
        """,
        "The Gemma3N inference notebook's sglang install pins torch 2.11.0, whose PyPI wheel is a CUDA 13.0 "
        "build, while pip leaves Colab's CUDA 12.8 torchaudio in place; torchaudio refuses to import and "
        "sglang.launch_server never comes up. The commit force-reinstalls the pinned torchaudio. An "
        "environment (install) mismatch that recurs until the packages are fixed.",
        tag="torchaudio-cuda-mismatch",
    ),
    real(
        GH + "aws/deep-learning-containers/commit/6b607ca68c0ffb7e8d006e31358f4502552d7ee5",
        "aws/deep-learning-containers",
        "import_error",
        "user_code",
        USER,
        "OSError: libtransformer_engine.so: undefined symbol:",
        r"""
          OSError: libtransformer_engine.so: undefined symbol:
          cublasLtGroupedMatrixLayoutInit_internal, version libcublasLt.so.13
        """,
        "The PyTorch training container built on a CUDA 13.0 runtime base cannot import Transformer Engine "
        "2.17: NVIDIA's wheel needs a cuBLASLt symbol that only cuBLAS 13.3 has. The commit moves the base "
        "image to CUDA 13.3. An image (library version) mismatch: every job started from that image fails the"
        " same way.",
        tag="te-cublaslt-symbol",
    ),
    real(
        GH
        + "NVIDIA/earth2studio/blob/0e67cdae55f76e7ad1213b73895730a5e607e6f0/docs/userguide/support/troubleshooting.md",
        "NVIDIA/earth2studio",
        "import_error",
        "user_code",
        USER,
        "libcublasLt.so.11: cannot open shared object file",
        r"""
        onnxruntime::Provider& onnxruntime::ProviderLibrary::Get() [ONNXRuntimeError] : 1 :
        FAIL : Failed to load library libonnxruntime_providers_cuda.so with error:
        libcublasLt.so.11: cannot open shared object file: No such file or directory.
        """,
        "Troubleshooting page: running an ONNX-based weather model (FengWu, Pangu) on a GPU, ONNX Runtime "
        "cannot load its CUDA execution provider because the cuBLASLt library it was built against is "
        "missing. The page calls it an ONNX Runtime that is not installed correctly (reinstall the build "
        "matching the CUDA version). The quote markers of the page are removed; its line breaks are kept.",
        tag="onnxruntime-cuda-provider",
    ),
    real(
        GH
        + "NVIDIA/earth2studio/blob/0e67cdae55f76e7ad1213b73895730a5e607e6f0/docs/userguide/support/troubleshooting.md",
        "NVIDIA/earth2studio",
        "import_error",
        "user_code",
        USER,
        "undefined symbol: _ZN3c104cuda29c10_cuda_check_implementation",
        r"""
         37 from .spectral_convolution import SpectralConvS2                         │ │
        │ │   38 from .disco import DiscreteContinuousConvS2, DiscreteContinuousConv │ │
        │ │   39 from .resample import ResampleS2                                    │ │
        │ │ ❱ 40 from .attention import AttentionS2, NeighborhoodAttentionS2         │ │
        │ │   41 from . import quadrature                                            │ │
        │ │   42 from . import random_fields                                         │ │
        │ │   43 from . import examples                                              │ │
        │ │                                                                          │ │
        │ │ /builds/modulus/earth-2/earth2studio/.cache/uv/…                         │ │
        │ │ in <module>                                                              │ │
        │ │                                                                          │ │
        │ │   35 from attention_helpers import cuda_kernels_is_available, optimized_ │ │
        │ │   36                                                                     │ │
        │ │   37 if optimized_kernels_is_available():                                │ │
        │ │ ❱ 38 │   from . import _C                                                │ │
        │ │   39 │   from torch.ops import attention_kernels                         │ │
        │ │   40 else:                                                               │ │
        │ │   41 │   attention_kernels = None                                        │ │
        │ ╰──────────────────────────────────────────────────────────────────────────╯ │
        │ ImportError:                                                                 │
        │ /builds/modulus/earth-2/earth2studio/.cache/uv/…                             │
        │ undefined symbol: _ZN3c104cuda29c10_cuda_check_implementationEiPKcS2_ib      │
        └──────────────────────────────────────────────────────────────────────────────┘
        """,
        "Troubleshooting page: importing torch-harmonics' compiled attention kernels fails on an undefined "
        "c10 CUDA symbol. The page: the extension was compiled against another PyTorch than the installed one"
        " (uv may reuse a cached build); rebuild it. A build/ABI mismatch that recurs until rebuilt. The "
        "excerpt is the page's rich traceback box as printed (its first line cut where the page starts it).",
        tag="torch-harmonics-symbol",
    ),
    # --- Launchers and cluster tooling ----------------------------------------------------------------------
    real(
        GH + "aws/deep-learning-containers/commit/55f2cf9f656ad24b43f05408d669ce4af94b59e3",
        "aws/deep-learning-containers",
        "connection_error",
        "user_code",
        USER,
        "TimeoutError: Timed out waiting for workers to be reachable.",
        r"""
          Master is attempting to connect to all workers...
          Cannot connect to host algo-2
          ...
          TimeoutError: Timed out waiting for workers to be reachable.
        """,
        "Two-node SageMaker training of the GPU (and CPU) TensorFlow images: the SDK's MPI driver on the "
        "master cannot reach algo-2 and times out. The commit found, from the jobs' CloudWatch logs, that "
        "sshd exits at once in these images because no SSH host keys were generated; it adds ssh-keygen -A to"
        " the Dockerfiles. Not a network flap: the image fails the same way on every launch. The '...' line "
        "is in the commit message.",
        tag="sshd-host-keys",
    ),
    real(
        GH
        + "GoogleCloudPlatform/cluster-toolkit/blob/1047080375afbb44da4b596be314634e7486af4a/examples/machine-learning/build-service-images/README.md",
        "GoogleCloudPlatform/cluster-toolkit",
        "other",
        "unknown",
        HUMAN,
        "Error waiting for startup script to finish: Startup script exited with error.",
        r"""
        ==> roll.googlecompute.toolkit_image: Error waiting for startup script to finish: Startup script exited with error.
        ==> roll.googlecompute.toolkit_image: Provisioning step had errors: Running the cleanup provisioner, if present...
        ==> roll.googlecompute.toolkit_image: Running local shell script: /tmp/packer-shell2734275589
            roll.googlecompute.toolkit_image: Error building image try checking logs:
            roll.googlecompute.toolkit_image: gcloud logging --project <project-id> read 'logName=("projects/<project-id>/logs/GCEMetadataScripts" OR "projects/<project-id>/logs/google_metadata_script_runner") AND resource.labels.instance_id=<id>' --format="table(timestamp, resource.labels.instance_id, jsonPayload.message)" --order=asc
        """,
        "Troubleshooting section of the guide that builds the Slurm images for A3 Mega / A4X GPU clusters "
        "with packer: when the image's startup script fails, packer prints this and a gcloud logging command "
        "to fetch the script's output. The page names no cause (the failure is in logs not shown here) and "
        "says a failed build leaves the VPC behind to be destroyed by hand. Nothing in the excerpt tells what"
        " failed: a person reads the startup-script logs.",
        ambiguous=True,
        tag="packer-startup-script",
    ),
]
