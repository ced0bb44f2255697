# ruff: noqa
"""Real excerpts, batch ZZ16-GG: development-fold failures of GPU INFERENCE SERVING and batch
inference, as users paste them: engines that will not start (KV-cache budget left at zero, a CUDA
driver older than the runtime, an image built for another GPU architecture, a tensor-parallel world
that does not match the engine, a KV-transfer library that cannot be loaded, an engine path that
holds no config), engines that die on the first request or while capturing CUDA graphs, requests
that run a model actor or a notebook kernel out of GPU memory, tensor-parallel NCCL failures at
communicator init, engine cores whose RPC to the workers times out after hours of benchmarking, a
device-side assert behind a serving health check, a shard killed by SIGILL, and a unified-memory
node that resets during a long prefill. Engines: vLLM (directly and inside Xinference, Axolotl,
Bonito), Text Generation Inference, Text Embeddings Inference, TensorRT-LLM and FasterTransformer
behind Triton Inference Server, LMDeploy/TurboMind, Dynamo with NIXL, SkyPilot's serve, Intel's
XPU vLLM build, and a DGX Spark playbook deployment. Gathered from GitHub issue and pull-request
threads whose `fold_of(repo)` is "dev", through the `issues` search corpus (about 68 look-ups):
vLLM engine-core init failures, NCCL errors with tensor parallelism, CUDA graph capture errors,
"No available memory for the cache blocks", llama.cpp server OOM, TGI shard start failures,
LMDeploy NCCL/OOM/cache_max_entry_count, TensorRT-LLM backend MPI and engine-path errors, TEI
backend start errors, LMCache and Dynamo/NIXL connector crashes, Ray Serve replicas, SkyServe,
DeepSpeed-MII, exllamav2/tabbyAPI, FastChat workers, RPC timeouts and hung engines, Xid/fallen-off
-the-bus during serving. Many hits were in test-fold repositories (SGLang, TensorRT-LLM, Triton
server, llama.cpp under ggml-org, Ray, kserve, gpustack, DeepSpeed-MII under deepspeedai) and were
left out; several dev-fold threads were skipped only because the stored copy showed no verbatim
failure line (llama-cpp-turboquant, KnowLM, a Qwen3-VL batch-inference crash, LMCache crashes whose
tracebacks were cut before the error). A stackoverflow.com query through the `pages` corpus
returned only generated blog pages, so every case is a GitHub thread. vLLM is already in the
corpus, so it is held to four cases here. Taken as they came, not picked for what crashcart can do.
Nobody ran crashcart on these cases before they were labelled. Verbatim log lines as printed in
each thread (trimmed to the relevant part; markdown quote and bold markers removed); labelled from
what each thread concluded, or from the log where it concluded nothing (the notes say which)."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    # --- KV-cache and weight memory budgets at engine start ---------------------------------------
    real(
        GH + "vllm-project/vllm/issues/10439",
        "vllm-project/vllm",
        "cuda_oom",
        "user_code",
        USER,
        "ValueError: No available memory for the cache blocks.",
        r"""
        vllm-1  | ERROR 11-18 18:07:28 engine.py:366]   File "/usr/local/lib/python3.12/dist-packages/vllm/worker/worker.py", line 493, in raise_if_cache_size_invalid
        vllm-1  | ERROR 11-18 18:07:28 engine.py:366]     raise ValueError("No available memory for the cache blocks. "
        vllm-1  | ERROR 11-18 18:07:28 engine.py:366] ValueError: No available memory for the cache blocks. Try increasing `gpu_memory_utilization` when initializing the engine.
        """,
        "vLLM v0.6.4.post1 in docker compose serving Qwen2.5-0.5B-Instruct: the engine process "
        "stops at start because, after weights and the profiling run, the configured GPU memory "
        "fraction leaves nothing for KV-cache blocks. The maintainer points at the "
        "gpu_memory_utilization setting (the reporter had tried 0.03 to 0.4; the advice is 0.5 to "
        "0.6). A memory budget chosen by the user: it fails the same way on every start until the "
        "fraction (or the other tenants of the GPU) changes.",
    ),
    real(
        GH + "BatsResearch/bonito/issues/22",
        "BatsResearch/bonito",
        "cuda_oom",
        "user_code",
        USER,
        "ValueError: No available memory for the cache blocks.",
        r"""
        ValueError: No available memory for the cache blocks. Try increasing `gpu_memory_utilization` when initializing the engine.
        """,
        "Bonito (a vLLM-backed instruction-generation model) constructed with "
        "gpu_memory_utilization=0.9 still leaves no room for the KV cache. The maintainer links "
        "the vLLM issue on the same error and suggests enforce_eager=True (no CUDA-graph memory). "
        "A memory configuration of the engine; the same start fails again until it changes.",
    ),
    real(
        GH + "axolotl-ai-cloud/axolotl/issues/1971",
        "axolotl-ai-cloud/axolotl",
        "cuda_oom",
        "user_code",
        USER,
        "CUDA out of memory. Tried to allocate 32.00 MiB",
        r"""
        (VllmWorkerProcess pid=624293) ERROR 10-15 14:51:47 multiproc_worker_utils.py:226] Exception in worker VllmWorkerProcess while processing method load_model: CUDA out of memory. Tried to allocate 32.00 MiB. GPU  has a total capacity of 23.68 GiB of which 29.81 MiB is free. Including non-PyTorch memory, this process has 23.63 GiB memory in use. Of the allocated memory 23.24 GiB is allocated by PyTorch, and 1.22 MiB is reserved by PyTorch but unallocated. If reserved but unallocated memory is large try setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  See documentation for Memory Management  (https://pytorch.org/docs/stable/notes/cuda.html#environment-variables), Traceback (most recent call last):
        (VllmWorkerProcess pid=624293) ERROR 10-15 14:51:47 multiproc_worker_utils.py:226]   File "/home/ruiding/anaconda3/envs/axolotl/lib/python3.11/site-packages/vllm/executor/multiproc_worker_utils.py", line 223, in _run_worker_process
        (VllmWorkerProcess pid=624293) ERROR 10-15 14:51:47 multiproc_worker_utils.py:226]     output = executor(*args, **kwargs)
        (VllmWorkerProcess pid=624293) ERROR 10-15 14:51:47 multiproc_worker_utils.py:226]              ^^^^^^^^^^^^^^^^^^^^^^^^^
        """,
        "Serving a model fine-tuned with Axolotl through vLLM on the same workstation (24 GB "
        "cards): a tensor-parallel vLLM worker runs out of GPU memory while loading the weights "
        "(23.24 GiB already allocated by PyTorch). The part of the thread in the stored copy "
        "records no fix; labelled from the log: the model plus the engine's reservations do not "
        "fit the GPUs as configured, which repeats on every start.",
    ),
    real(
        GH + "InternLM/lmdeploy/issues/1593",
        "InternLM/lmdeploy",
        "cuda_oom",
        "user_code",
        USER,
        "CUDA runtime error: out of memory",
        r"""
        Exception in thread Thread-139 (_create_weight_func):
        Traceback (most recent call last):
          File "/media/star/8T/20231130/eas_demo/llava-vllm/ENV/lib/python3.10/threading.py", line 1016, in _bootstrap_inner
            self.run()
          File "/media/star/8T/20231130/eas_demo/llava-vllm/ENV/lib/python3.10/site-packages/ipykernel/ipkernel.py", line 766, in run_closure
            _threading_Thread_run(self)
          File "/media/star/8T/20231130/eas_demo/llava-vllm/ENV/lib/python3.10/threading.py", line 953, in run
            self._target(*self._args, **self._kwargs)
          File "/media/star/8T/20231130/eas_demo/llava-vllm/ENV/lib/python3.10/site-packages/lmdeploy/turbomind/turbomind.py", line 199, in _create_weight_func
            model_comm.create_shared_weights(device_id, rank)
        RuntimeError: [TM][ERROR] CUDA runtime error: out of memory /lmdeploy/src/turbomind/utils/memory_utils.cu:32
        """,
        "The LMDeploy VL pipeline 'hello world' for llava-v1.5-7b on one A100, run from a Jupyter "
        "kernel (ipykernel frames, Thread-139): TurboMind runs out of GPU memory creating the "
        "shared weights. The thread ended awaiting the reporter's answer (stale); labelled from "
        "the log: an out-of-memory at weight creation in a long-lived notebook process (which can "
        "still hold earlier pipelines) recurs until memory is freed or the cache fraction lowered.",
    ),
    real(
        GH + "xorbitsai/inference/issues/3230",
        "xorbitsai/inference",
        "cuda_oom",
        "user_code",
        USER,
        "Model actor is out of memory",
        r"""
          File "/usr/local/lib/python3.10/dist-packages/xoscar/api.py", line 384, in __on_receive__
            return await super().__on_receive__(message)  # type: ignore
          File "xoscar/core.pyx", line 558, in __on_receive__
            raise ex
          File "xoscar/core.pyx", line 520, in xoscar.core._BaseActor.__on_receive__
            async with self._lock:
          File "xoscar/core.pyx", line 521, in xoscar.core._BaseActor.__on_receive__
            with debug_async_timeout('actor_lock_timeout',
          File "xoscar/core.pyx", line 524, in xoscar.core._BaseActor.__on_receive__
            result = func(*args, **kwargs)
          File "/usr/local/lib/python3.10/dist-packages/xinference/core/utils.py", line 134, in wrapped
            ret = func(*args, **kwargs)
          File "/usr/local/lib/python3.10/dist-packages/xinference/core/worker.py", line 1059, in get_model
            raise Exception(model_status.last_error)
        Exception: [address=0.0.0.0:35864, pid=77] Model actor is out of memory, model id: qwen2.5-vl-7B-fupan, error: CUDA out of memory. Tried to allocate 6.91 GiB. GPU 0 has a total capacity of 31.73 GiB of which 390.19 MiB is free. Process 14696 has 31.35 GiB memory in use. Of the allocated memory 30.75 GiB is allocated by PyTorch, and 236.47 MiB is reserved by PyTorch but unallocated.
        """,
        "Qwen2.5-VL-7B served by Xinference on a 32 GB GPU: an OpenAI-style request with a JPG "
        "image runs the model actor out of memory (a 6.91 GiB allocation), the same request with a "
        "PNG works. The error line is cut at the end of the stored copy. A request whose image "
        "size drives the vision encoder's memory: it fails again on the same input until image "
        "pixels are limited; labelled from the log and the reporter's description.",
    ),
    # --- engine and environment mismatches at start-up ---------------------------------------------
    real(
        GH + "vllm-project/vllm/issues/5450",
        "vllm-project/vllm",
        "cuda_error",
        "framework_bug",
        USER,
        "device >= 0 && device < num_gpus INTERNAL ASSERT FAILED",
        r"""
        Traceback (most recent call last):
          File "/usr/local/lib/python3.10/dist-packages/torch/cuda/__init__.py", line 306, in _lazy_init
            queued_call()
          File "/usr/local/lib/python3.10/dist-packages/torch/cuda/__init__.py", line 174, in _check_capability
            capability = get_device_capability(d)
          File "/usr/local/lib/python3.10/dist-packages/torch/cuda/__init__.py", line 430, in get_device_capability
            prop = get_device_properties(device)
          File "/usr/local/lib/python3.10/dist-packages/torch/cuda/__init__.py", line 448, in get_device_properties
            return _get_device_properties(device)  # type: ignore[name-defined]
        RuntimeError: device >= 0 && device < num_gpus INTERNAL ASSERT FAILED at "../aten/src/ATen/cuda/CUDAContext.cpp":50, please report a bug to PyTorch. device=, num_gpus=

        The above exception was the direct cause of the following exception:

        Traceback (most recent call last):
          File "/usr/lib/python3.10/runpy.py", line 196, in _run_module_as_main
            return _run_code(code, main_globals, None,
          File "/usr/lib/python3.10/runpy.py", line 86, in _run_code
            exec(code, run_globals)
          File "/usr/local/lib/python3.10/dist-packages/vllm/entrypoints/openai/api_server.py", line 196, in <module>
            engine = AsyncLLMEngine.from_engine_args(
        """,
        "The vllm-openai v0.5.0 image on Kubernetes fails at start with PyTorch's lazy CUDA init "
        "assert (the same config worked on v0.4.3). The maintainer: a known v0.5.0 issue when the "
        "tensor-parallel size differs from the number of visible GPUs, fixed by a follow-up PR "
        "(the reporter says the pod's GPU count matched and is pointed to a related issue). "
        "Deterministic at start-up with this version and layout; needs a version or "
        "configuration change, not a restart.",
    ),
    real(
        GH + "huggingface/text-embeddings-inference/issues/268",
        "huggingface/text-embeddings-inference",
        "cuda_error",
        "user_code",
        USER,
        "Runtime compute cap 70 is not compatible with compile time compute cap 80",
        r"""
        docker run --gpus all -p 8912:80 -v $volume:/data --pull always ghcr.io/huggingface/text-embeddings-inference:1.2 --model-id $model
        Error: Could not create backend

        Caused by:
            Could not start backend: Runtime compute cap 70 is not compatible with compile time compute cap 80
        |   0  Tesla V100-PCIE-16GB           Off |   00000000:04:01.0 Off |                    0 |
        """,
        "Text Embeddings Inference started from the default (Ampere, compute capability 8.0) CUDA "
        "image on a Tesla V100 (7.0): the Candle backend refuses to start. The CPU image works. "
        "TEI images are built per GPU architecture and V100 is not among them; the thread records "
        "no other fix. The wrong image for the hardware, the same on every start.",
    ),
    real(
        GH + "InternLM/lmdeploy/issues/1108",
        "InternLM/lmdeploy",
        "cuda_error",
        "user_code",
        USER,
        "CUDA driver version is insufficient for CUDA runtime version",
        r"""
        NCCL INFO NET/Plugin : Plugin load (libnccl-net.so) returned 2 : libnccl-net.so: cannot open shared object file: No such file or directory
        NCCL INFO NET/Plugin : No plugin found, using internal implementation
        NCCL INFO cudaDriverVersion 11070

        init.cc:1582 NCCL WARN Cuda failure 'CUDA driver version is insufficient for CUDA runtime version'
        Failed, NCCL error /lmdeploy/src/turbomind/utils/nccl_utils.cc:296 'unhandled cuda error (run with NCCL_DEBUG=INFO for details)'
        Illegal instruction (core dumped)
        """,
        "Deploying InternLM-20b-chat with LMDeploy 0.2.2 (TurboMind, tensor parallel) fails at "
        "NCCL init; the first report showed only 'unhandled cuda error', and with NCCL_DEBUG=INFO "
        "NCCL names the cause. The maintainer: the CUDA driver (515.86, CUDA 11.7) is too old for "
        "the runtime the wheel was built with; upgrade the driver. An environment mismatch on the "
        "user's machine that repeats on every launch.",
    ),
    real(
        GH + "triton-inference-server/tensorrtllm_backend/issues/129",
        "triton-inference-server/tensorrtllm_backend",
        "assertion_error",
        "user_code",
        USER,
        "Assertion failed: mpiSize == tp * pp",
        r"""
        root@12331a2cb6d1:/tensorrtllm_backend# python launch_triton_server.py --world_size 2 --tritonserver /opt/tritonserver/bin/tritonserver --model_repo /tensorrtllm_backend/baichuan2-7b-dx-tensorrtllm-int4-tp2/
        mpirun --allow-run-as-root  -n 1 /opt/tritonserver/bin/tritonserver --model-repository=/tensorrtllm_backend/baichuan2-7b-dx-tensorrtllm-int4-tp2/ --disable-auto-complete-config --backend-config=python,shm-region-prefix-name=prefix0_ :  -n 1 /opt/tritonserver/bin/tritonserver --model-repository=/tensorrtllm_backend/baichuan2-7b-dx-tensorrtllm-int4-tp2/ --disable-auto-complete-config --backend-config=python,shm-region-prefix-name=prefix1_ : &
        root@12331a2cb6d1:/tensorrtllm_backend# I1114 09:29:59.791669 6945 pinned_memory_manager.cc:241] Pinned memory pool is created at '0x7f679c000000' with size 268435456
        I1114 09:29:59.792404 6946 pinned_memory_manager.cc:241] Pinned memory pool is created at '0x7f072c000000' with size 268435456
        I1114 09:29:59.798356 6945 cuda_memory_manager.cc:107] CUDA memory pool is created on device 0 with size 67108864
        I1114 09:29:59.798368 6945 cuda_memory_manager.cc:107] CUDA memory pool is created on device 1 with size 67108864
        19      0x7f07859c38b2 /opt/tritonserver/bin/../lib/libtritonserver.so(+0x3cd8b2) [0x7f07859c38b2]
        20      0x7f0785064253 /usr/lib/x86_64-linux-gnu/libstdc++.so.6(+0xdc253) [0x7f0785064253]
        21      0x7f0784df4ac3 /usr/lib/x86_64-linux-gnu/libc.so.6(+0x94ac3) [0x7f0784df4ac3]
        22      0x7f0784e85bf4 clone + 68
        E1114 09:30:00.910920 6946 model_lifecycle.cc:621] failed to load 'tensorrt_llm' version 1: Internal: unexpected error when creating modelInstanceState: [TensorRT-LLM][ERROR] Assertion failed: mpiSize == tp * pp (/app/tensorrt_llm/cpp/tensorrt_llm/runtime/worldConfig.cpp:80)
        1       0x7f06d27ff645 /opt/tritonserver/backends/tensorrtllm/libtriton_tensorrtllm.so(+0x17645) [0x7f06d27ff645]
        2       0x7f06d280c48b /opt/tritonserver/backends/tensorrtllm/libtriton_tensorrtllm.so(+0x2448b) [0x7f06d280c48b]
        """,
        "An int4 Baichuan2-7B engine built for tensor parallelism 2, served by Triton with the "
        "TensorRT-LLM backend through launch_triton_server.py --world_size 2: the backend asserts "
        "that the MPI world size equals the engine's tp*pp and the model stays unloaded. The same "
        "user filed the same log against TensorRT-LLM; the stored copy holds no answer. Labelled "
        "from the log: a mismatch between how the server was launched and what the engine was "
        "built for, which fails identically on every launch.",
    ),
    real(
        GH + "triton-inference-server/tensorrtllm_backend/issues/79",
        "triton-inference-server/tensorrtllm_backend",
        "model_loading_error",
        "user_code",
        USER,
        "[json.exception.parse_error.101] parse error at line 1, column 1",
        r"""
        E1102 06:27:15.205534 2025 model_lifecycle.cc:622] failed to load 'tensorrt_llm' version 1: Internal: unexpected error when creating modelInstanceState: [json.exception.parse_error.101] parse error at line 1, column 1: syntax error while parsing value - unexpected end of input; expected '[', '{', or a literal
        all_models/inflight_batcher_llm
        ├── ensemble
        │   ├── 1
        │   └── config.pbtxt
        ├── postprocessing
        │   ├── 1
        │   │   ├── model.py
        │   └── config.pbtxt
        ├── preprocessing
        │   ├── 1
        │   │   ├── model.py
        │   └── config.pbtxt
        └── tensorrt_llm
            ├── 1
            │   ├── config.json
            │   ├── gpt_float16_tp2_rank0.engine
            │   └── gpt_float16_tp2_rank1.engine
            └── config.pbtxt
        """,
        "launch_triton_server.py --world_size 2 for a GPT engine: the TensorRT-LLM backend fails "
        "to create the model instance because the engine config it reads is empty (JSON parse "
        "error at line 1, column 1), although the engines and config.json sit in tensorrt_llm/1. "
        "The reporter had read the answer in the earlier thread on the same error without seeing "
        "which config.json it meant; a maintainer's explanation in a later thread is that the backend parses the "
        "engine config from the path set in config.pbtxt without checking it exists, so a wrong "
        "or unset engine path gives this message. A model-repository configuration error.",
    ),
    real(
        GH + "triton-inference-server/tensorrtllm_backend/issues/83",
        "triton-inference-server/tensorrtllm_backend",
        "file_not_found",
        "user_code",
        USER,
        "failed to open text file for read",
        r"""
        root@**** :/tensorrtllm_backend# fgrep article_summary * -wr -B 3
        triton_model_repo/preprocessing/config.pbtxt-parameters {
        triton_model_repo/preprocessing/config.pbtxt-  key: "tokenizer_dir"
        triton_model_repo/preprocessing/config.pbtxt-  value: {
        triton_model_repo/preprocessing/config.pbtxt:    string_value: "/tensorrtllm_backend/triton_model_repo/article_summary/"
        --
        triton_model_repo/postprocessing/config.pbtxt-parameters {
        triton_model_repo/postprocessing/config.pbtxt-  key: "tokenizer_dir"
        triton_model_repo/postprocessing/config.pbtxt-  value: {
        triton_model_repo/postprocessing/config.pbtxt:    string_value: "/tensorrtllm_backend/triton_model_repo/article_summary/"
        failed to open text file for read /tensorrtllm_backend/triton_model_repo/article_summary/config.pbtxt: No such file or directory
        """,
        "Launching Triton with the TensorRT-LLM backend for a Llama model: the tokenizer directory "
        "(article_summary) was put inside the Triton model repository, so the server treats it as "
        "a model and fails to find its config.pbtxt. The reporter's own grep shows where the path "
        "comes from; labelled from the log: a model-repository layout error that repeats on "
        "every launch until the tokenizer moves out of the repository.",
    ),
    real(
        GH + "ai-dynamo/dynamo/issues/3054",
        "ai-dynamo/dynamo",
        "import_error",
        "user_code",
        USER,
        "RuntimeError: NIXL is not available",
        r"""
        File "/leonardo/home/userinternal/rmioli00/git/dynamo_leonardo_config/venv/lib/python3.11/site-packages/vllm/distributed/kv_transfer/kv_connector/v1/nixl_connector.py", line 426, in>
            raise RuntimeError("NIXL is not available")
        RuntimeError: NIXL is not available
        """,
        "Dynamo 0.4.1 disaggregated serving (one prefill and one decode vLLM worker, two nodes of "
        "4xA100 64GB) launched from a Slurm script on an HPC system: both workers die at start "
        "because vLLM's NIXL connector cannot load the NIXL library, although pip lists nixl in "
        "the venv. The thread records no fix in the stored copy; labelled from the log: the NIXL "
        "package or its native libraries are not loadable in this environment, which repeats "
        "until the installation is fixed.",
    ),
    real(
        GH + "huggingface/text-embeddings-inference/issues/600",
        "huggingface/text-embeddings-inference",
        "model_loading_error",
        "user_code",
        USER,
        "cannot find tensor encoder.layer.0.attention.q_lin.weight",
        r"""
        dense-embed  | 2025-04-23T03:14:03.297238Z  INFO text_embeddings_router: router/src/lib.rs:188: Maximum number of tokens per request: 128
        dense-embed  | 2025-04-23T03:14:03.297495Z  INFO text_embeddings_core::tokenization: core/src/tokenization.rs:28: Starting 48 tokenization workers
        dense-embed  | 2025-04-23T03:14:05.341111Z  INFO text_embeddings_router: router/src/lib.rs:230: Starting model backend
        dense-embed  | 2025-04-23T03:14:05.918661Z  INFO text_embeddings_backend_candle: backends/candle/src/lib.rs:317: Starting DistilBertModel model on Cuda(CudaDevice(DeviceId(1)))
        dense-embed  | 2025-04-23T03:14:07.818830Z ERROR text_embeddings_backend: backends/src/lib.rs:255: Could not start Candle backend: Could not start backend: cannot find tensor encoder.layer.0.attention.q_lin.weight
        dense-embed  | Error: Could not create backend
        dense-embed  |
        dense-embed  | Caused by:
        dense-embed  |     Could not start backend: Could not start a suitable backend
        """,
        "TEI (turing-1.6-grpc image) started with sentence-transformers/"
        "distiluse-base-multilingual-cased-v2: the DistilBERT loader does not find the tensor "
        "names it expects in this checkpoint and the backend does not start. The maintainer's "
        "reply is cut in the stored copy; labelled from the log: a checkpoint layout the server "
        "does not support, the same on every start.",
    ),
    # --- CUDA graph capture and kernels that fail on the first request --------------------------
    real(
        GH + "vllm-project/vllm/issues/10416",
        "vllm-project/vllm",
        "cuda_error",
        "framework_bug",
        USER,
        "RuntimeError: CUDA error: operation not permitted when stream is capturing",
        r"""
        Traceback (most recent call last):
          File "/root/miniconda3/envs/kvsort/lib/python3.9/site-packages/vllm/worker/model_runner.py", line 1795, in capture
            output_hidden_or_intermediate_states = self.model(
          File "/root/miniconda3/envs/kvsort/lib/python3.9/site-packages/torch/nn/modules/module.py", line 1553, in _wrapped_call_impl
            return self._call_impl(*args, **kwargs)
          File "/root/miniconda3/envs/kvsort/lib/python3.9/site-packages/torch/nn/modules/module.py", line 1562, in _call_impl
            return forward_call(*args, **kwargs)
          File "/root/miniconda3/envs/kvsort/lib/python3.9/site-packages/vllm/model_executor/models/mllama.py", line 1233, in forward
            skip_cross_attention = max(attn_metadata.encoder_seq_lens) == 0
        RuntimeError: CUDA error: operation not permitted when stream is capturing
        CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
        For debugging consider passing CUDA_LAUNCH_BLOCKING=1
        Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.


        During handling of the above exception, another exception occurred:
        """,
        "Deploying Llama-3.2-11B-Vision-Instruct with vLLM for online serving: the engine dies "
        "while capturing CUDA graphs, in the mllama model's forward (a host-side max over the "
        "encoder lengths is not allowed during stream capture). The reporter's bold markers "
        "around that source line were removed. Closed; other threads hit the same line for this "
        "model. Labelled from the log: a model-code incompatibility with CUDA-graph capture, "
        "deterministic at start-up (eager mode or a fixed version avoids it), not transient.",
    ),
    real(
        GH + "vllm-project/vllm/issues/12769",
        "vllm-project/vllm",
        "cuda_error",
        "unknown",
        USER,
        "[with Operator_ = cutlass::arch::OpMultiplyAddFastAccum] not implemented",
        r"""
        void cutlass::arch::Mma<cutlass::gemm::GemmShape<16, 8, 32>, 32, cutlass::float_e4m3_t, cutlass::layout::RowMajor, cutlass::float_e4m3_t, cutlass::layout::ColumnMajor, float, cutlass::layout::RowMajor, Operator_>::operator()(cutlass::Array<float, 4, true> &, const cutlass::Array<cutlass::float_e4m3_t, 16, false> &, const cutlass::Array<cutlass::float_e4m3_t, 8, false> &, const cutlass::Array<float, 4, true> &) const [with Operator_ = cutlass::arch::OpMultiplyAddFastAccum] not implemented
        INFO 02-04 23:28:20 model_runner_base.py:120] Writing input of failed execution to /tmp/err_execute_model_input_20250204-232820.pkl...
        WARNING 02-04 23:28:20 model_runner_base.py:143] Failed to pickle inputs of failed execution: CUDA error: unspecified launch failure
        WARNING 02-04 23:28:20 model_runner_base.py:143] CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
        WARNING 02-04 23:28:20 model_runner_base.py:143] For debugging consider passing CUDA_LAUNCH_BLOCKING=1
        WARNING 02-04 23:28:20 model_runner_base.py:143] Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.
        WARNING 02-04 23:28:20 model_runner_base.py:143]
        """,
        "The vLLM server starts, and the first /v1/chat/completions request crashes the engine: "
        "a CUTLASS FP8 (e4m3) MMA instruction reports 'not implemented' inside the kernel, the "
        "kernel aborts and CUDA answers 'unspecified launch failure'. The thread was closed "
        "without a conclusion in the stored copy; labelled from the log: an FP8 kernel path the "
        "GPU/build does not implement, which fails on every request of this kind (whether the "
        "model/quantization choice or the build is at fault is not settled, hence blame unknown).",
    ),
    real(
        GH + "skypilot-org/skypilot/pull/2458",
        "skypilot-org/skypilot",
        "assertion_error",
        "unknown",
        USER,
        "CUDA error: device-side assert triggered",
        r"""
        (task, pid=12008) 2023-10-24T16:15:39.088731Z ERROR health:prefill{id=18446744073709551615 size=1}:prefill{id=18446744073709551615 size=1}: text_generation_client: router/client/src/lib.rs:33: Server error: Unexpected <class 'RuntimeError'>: CUDA error: device-side assert triggered
        (task, pid=12008) CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
        (task, pid=12008) For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
        (task, pid=12008) Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.
        """,
        "A user of the new SkyServe (comment on the PR that introduced it) serves a model with "
        "Text Generation Inference on an A100 replica; TGI's health-check prefill fails with a "
        "CUDA device-side assert and the replica stops answering, and SkyServe does not restart "
        "it in place. The maintainer explains the replica-replacement policy; the assert itself "
        "is not investigated. Labelled from the log: a device-side assert (an index out of range "
        "in a kernel) is an application-side fault that a relaunch of the same model and inputs "
        "meets again.",
    ),
    # --- workers and engines that die or hang while serving -------------------------------------
    real(
        GH + "xorbitsai/inference/issues/4745",
        "xorbitsai/inference",
        "assertion_error",
        "framework_bug",
        USER,
        "] AssertionError",
        r"""
        (EngineCore_DP0 pid=1427791) ERROR 03-30 17:26:53 [core.py:1100]   File "/home/it_ai/.xinference/virtualenv/v4/qwen3.5/vllm/3.12.9/lib/python3.12/site-packages/vllm/model_executor/layers/mamba/ops/causal_conv1d.py", line 1162, in causal_conv1d_update
        (EngineCore_DP0 pid=1427791) ERROR 03-30 17:26:53 [core.py:1100]     assert num_cache_lines >= batch
        (EngineCore_DP0 pid=1427791) ERROR 03-30 17:26:53 [core.py:1100]            ^^^^^^^^^^^^^^^^^^^^^^^^
        (EngineCore_DP0 pid=1427791) ERROR 03-30 17:26:53 [core.py:1100] AssertionError
        (EngineCore_DP0 pid=1427791) Process EngineCore_DP0:
        (EngineCore_DP0 pid=1427791) Traceback (most recent call last):
        (EngineCore_DP0 pid=1427791)   File "/home/it_ai/miniconda3/envs/xinference_new/lib/python3.12/multiprocessing/process.py", line 314, in _bootstrap
        (EngineCore_DP0 pid=1427791)     self.run()
        (EngineCore_DP0 pid=1427791)   File "/home/it_ai/miniconda3/envs/xinference_new/lib/python3.12/multiprocessing/process.py", line 108, in run
        (EngineCore_DP0 pid=1427791)     self._target(*self._args, **self._kwargs)
        (EngineCore_DP0 pid=1427791)   File "/home/it_ai/.xinference/virtualenv/v4/qwen3.5/vllm/3.12.9/lib/python3.12/site-packages/vllm/v1/engine/core.py", line 1104, in run_engine_core
        (EngineCore_DP0 pid=1427791)     raise e
        """,
        "Xinference v2.4.0 running Qwen3.5-9B on its bundled vLLM: the engine core dies on an "
        "assertion in the Mamba causal-conv1d update (fewer Mamba cache lines than sequences in "
        "the batch). The thread went stale without an answer; labelled from the log: an engine "
        "bug/limit for this hybrid model in this vLLM build, hit again with the same model and "
        "batch settings, so a restart does not help.",
    ),
    real(
        GH + "xorbitsai/inference/issues/4229",
        "xorbitsai/inference",
        "cuda_error",
        "unknown",
        HUMAN,
        "NVML_SUCCESS == r INTERNAL ASSERT FAILED",
        r"""
        (EngineCore_DP0 pid=8915) ERROR 11-10 02:59:02 [core.py:708]     logits_sort, logits_idx = logits.sort(dim=-1, descending=False)
        (EngineCore_DP0 pid=8915) ERROR 11-10 02:59:02 [core.py:708] RuntimeError: NVML_SUCCESS == r INTERNAL ASSERT FAILED at "/pytorch/c10/cuda/CUDACachingAllocator.cpp":1131, please report a bug to PyTorch.
        (EngineCore_DP0 pid=8915) Process EngineCore_DP0:
        (EngineCore_DP0 pid=8915) Traceback (most recent call last):
        (EngineCore_DP0 pid=8915)   File "/root/miniconda3/envs/xinference/lib/python3.10/multiprocessing/process.py", line 314, in _bootstrap
        (EngineCore_DP0 pid=8915)     self.run()
        (EngineCore_DP0 pid=8915)   File "/root/miniconda3/envs/xinference/lib/python3.10/multiprocessing/process.py", line 108, in run
        (EngineCore_DP0 pid=8915)     self._target(*self._args, **self._kwargs)
        (EngineCore_DP0 pid=8915)   File "/root/miniconda3/envs/xinference/lib/python3.10/site-packages/vllm/v1/engine/core.py", line 712, in run_engine_core
        (EngineCore_DP0 pid=8915)     raise e
        (EngineCore_DP0 pid=8915)   File "/root/miniconda3/envs/xinference/lib/python3.10/site-packages/vllm/v1/engine/core.py", line 699, in run_engine_core
        (EngineCore_DP0 pid=8915)     engine_core = EngineCoreProc(*args, **kwargs)
        """,
        "A model deployed through Xinference with the vLLM engine fails while the engine core "
        "starts (in the sampler's logits.sort), with PyTorch's caching allocator "
        "asserting that an NVML call succeeded; the same model on the Transformers engine works. "
        "The thread holds no diagnosis. The allocator consults NVML on its out-of-memory path, so "
        "this can be GPU memory exhaustion or an NVML/driver problem in the container; the log "
        "alone does not say which.",
        ambiguous=True,
    ),
    real(
        GH + "huggingface/text-generation-inference/issues/1627",
        "huggingface/text-generation-inference",
        "other",
        "unknown",
        HUMAN,
        "Shard process was signaled to shutdown with signal 4",
        r"""
        2024-03-06T17:53:22.335714Z  INFO download: text_generation_launcher: Successfully downloaded weights.
        2024-03-06T17:53:22.336246Z  INFO shard-manager: text_generation_launcher: Starting shard rank=0
        2024-03-06T17:53:31.052367Z ERROR shard-manager: text_generation_launcher: Shard complete standard error output:
         rank=0
        2024-03-06T17:53:31.052444Z ERROR shard-manager: text_generation_launcher: Shard process was signaled to shutdown with signal 4 rank=0
        Error: ShardCannotStart
        2024-03-06T17:53:31.149443Z ERROR text_generation_launcher: Shard 0 failed to start
        2024-03-06T17:53:31.149481Z  INFO text_generation_launcher: Shutting down shards
        """,
        "Text Generation Inference (docker, falcon-7b-instruct) cannot start its shard: the "
        "Python shard is killed by signal 4 (SIGILL, illegal instruction) with an empty stderr; "
        "a local install fails differently. The thread went stale without a conclusion. Signal 4 "
        "usually means the host CPU (often a VM) lacks an instruction set the build uses; that "
        "is a host environment problem a restart does not fix and the log alone cannot confirm.",
        ambiguous=True,
    ),
    real(
        GH + "intel/llm-scaler/issues/77",
        "intel/llm-scaler",
        "hang",
        "unknown",
        HUMAN,
        "TimeoutError: RPC call to execute_model timed out.",
        r"""
        ERROR 09-06 04:14:11 [core.py:640]   File "/usr/local/lib/python3.12/dist-packages/vllm-0.10.1.dev0+g6d8d0a24c.d20250902.xpu-py3.12-linux-x86_64.egg/vllm/v1/executor/multiproc_executor.py", line 167, in execute_model
        ERROR 09-06 04:14:11 [core.py:640]     (output, ) = self.collective_rpc(
        ERROR 09-06 04:14:11 [core.py:640]                  ^^^^^^^^^^^^^^^^^^^^
        ERROR 09-06 04:14:11 [core.py:640]   File "/usr/local/lib/python3.12/dist-packages/vllm-0.10.1.dev0+g6d8d0a24c.d20250902.xpu-py3.12-linux-x86_64.egg/vllm/v1/executor/multiproc_executor.py", line 243, in collective_rpc
        ERROR 09-06 04:14:11 [core.py:640]     raise TimeoutError(f"RPC call to {method} timed out.") from e
        ERROR 09-06 04:14:11 [core.py:640] TimeoutError: RPC call to execute_model timed out.
        ERROR 09-06 04:14:11 [async_llm.py:416] AsyncLLM output_handler failed.
        ERROR 09-06 04:14:11 [async_llm.py:416] Traceback (most recent call last):
        ERROR 09-06 04:14:11 [async_llm.py:416]   File "/usr/local/lib/python3.12/dist-packages/vllm-0.10.1.dev0+g6d8d0a24c.d20250902.xpu-py3.12-linux-x86_64.egg/vllm/v1/engine/async_llm.py", line 375, in output_handler
        ERROR 09-06 04:14:11 [async_llm.py:416]     outputs = await engine_core.get_output_async()
        ERROR 09-06 04:14:11 [async_llm.py:416]               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
        """,
        "Intel's vLLM build for its GPUs (XPU) gets stuck after a long benchmarking run: the "
        "engine core's RPC to the workers times out and the async engine's output handler fails. "
        "Filed by the maintainers themselves and closed; the stored copy holds no root cause. A "
        "worker that stopped answering, with nothing in the excerpt saying why: a hang for a "
        "human to look at.",
        ambiguous=True,
    ),
    # --- tensor-parallel communicators that fail at init ----------------------------------------
    real(
        GH + "InternLM/lmdeploy/issues/3286",
        "InternLM/lmdeploy",
        "connection_error",
        "unknown",
        HUMAN,
        "'unhandled system error (run with NCCL_DEBUG=INFO for details)'",
        r"""
        Failed, NCCL error /opt/lmdeploy/src/turbomind/utils/nccl_utils.cc:213 'unhandled system error (run with NCCL_DEBUG=INFO for details)'
        """,
        "lmdeploy serve api_server with the TurboMind backend and --tp=4 on four RTX 4090 D: "
        "NCCL communicator set-up fails with 'unhandled system error'. The thread was closed "
        "without a recorded cause and NCCL_DEBUG output was never posted. Shared memory, P2P or "
        "socket set-up on the host are the usual suspects, but nothing in the log says which.",
        ambiguous=True,
    ),
    real(
        GH + "NVIDIA/FasterTransformer/issues/191",
        "NVIDIA/FasterTransformer",
        "connection_error",
        "unknown",
        HUMAN,
        "'unhandled system error'",
        r"""
        Failed, NCCL error /workspace/fastertransformer_backend/build/_deps/repo-ft-src/src/fastertransformer/triton_backend/gptj/GptJTritonModel.cc:308 'unhandled system error'
        """,
        "GPT-J on Triton with the FasterTransformer backend works on one GPU; with the guide's "
        "KIND_CPU instance-group trick for multi-GPU tensor parallelism, NCCL initialisation fails "
        "with 'unhandled system error'. The stored copy of the thread holds no diagnosis. An NCCL "
        "init failure with no cause in the log: for a human.",
        ambiguous=True,
    ),
    # --- the node itself gives way under the serving workload -----------------------------------
    real(
        GH + "NVIDIA/dgx-spark-playbooks/issues/97",
        "NVIDIA/dgx-spark-playbooks",
        "host_oom",
        "unknown",
        HUMAN,
        "Check failed: Out of memory [NV_ERR_NO_MEMORY]",
        r"""
        NVRM: nvCheckOkFailedNoLog: Check failed: Out of memory [NV_ERR_NO_MEMORY]
        (0x00000051) returned from _memdescAllocInternal(pMemDesc) @ mem_desc.c:1359
        """,
        "Two DGX Spark (GB10, unified memory) nodes serving DeepSeek-V4-Flash with vLLM at tensor "
        "parallelism 2: a 131K-token prefill hard-resets the head node (no SSH, journal cut, "
        "unclean reboot) while 32K and 64K prompts complete; that boot's kernel log has repeated "
        "NVIDIA resource-manager out-of-memory failures. The reporter argues the driver should "
        "have returned a CUDA allocation error; follow-ups in related threads avoid it with more "
        "conservative memory settings. Memory exhaustion driven by the request size, but ending "
        "in a node reset rather than an OOM the job sees: the node needs looking at and the "
        "settings changing, conflicting evidence for an automatic action.",
        ambiguous=True,
    ),
]
