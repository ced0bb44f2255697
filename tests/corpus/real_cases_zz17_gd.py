# ruff: noqa
"""Real excerpts, batch ZZ17-GD: development-fold failures of INFERENCE SERVING and EVALUATION jobs on
GPUs, and of the model, tokenizer and data LOADING that comes before them, as users paste them: model
servers that refuse or lose their workers (TorchServe backends that die on an unknown command-line
flag or a handler module that does not exist, a vLLM KV-cache connector that raises StopIteration
after a request, a llama-cpp-python server handed a GGML v3 file it cannot parse, a GGUF file handed
to a runtime that only knows the old format, a FlexFlow-Serve runtime whose CUDA IPC call reports out
of memory at start-up, vLLM refusing bfloat16 on a V100), evaluation harnesses and batch inference
scripts that stop (HELM with a PyTorch build lacking the GPU's kernels or an option its installed
version does not know, LongBench-style and medical-QA evaluation loops whose sampler meets NaN
probabilities, an embedding-based classifier running out of GPU memory), a webui service on an RTX
5090 with a PyTorch build lacking sm_120, and loading failures: corrupt or truncated checkpoints
(PytorchStreamReader), quantized checkpoints whose keys do not match the model, tokenizer.json files
newer than the installed tokenizers, a model type transformers does not know, a Hub dataset whose
recorded split sizes no longer match, compute nodes that cannot reach huggingface.co, a weight
download that timed out, and a model load killed without any record of why.

Gathered with the stored search index (GitHub issue threads; the `pages` corpus was tried too, but it
returned blog posts with made-up error text rather than user threads, so none is used) from
repositories whose `fold_of(repo)` is "dev". Every repository but one is new to the corpus
(oobabooga/textgen already held two cases). Searched phrasings: vLLM/TGI/TorchServe/Triton/DeepSpeed-
MII/aphrodite/LMCache server crashes, llama.cpp and GGUF loading, lm-eval/lighteval/HELM/LongBench/
VLMEvalKit evaluation errors, safetensors HeaderTooLarge/MetadataIncompleteBuffer, PytorchStreamReader,
UnpicklingError, tokenizers "untagged enum", "Tokenizer class ... does not exist", HF Hub
LocalEntryNotFoundError/ReadTimeout/5xx, datasets NonMatchingSplitsSizesError, Xid 79 and ECC errors
during serving, NCCL errors in tensor-parallel inference, "Killed" while loading checkpoint shards,
KV-cache/max-model-len and bfloat16 refusals, sm_120 kernel images. Most hits came from large
repositories already in the corpus or from test-fold repositories; threads whose excerpt never showed
the error line (screenshots, truncated tracebacks) were skipped. Taken as the searches returned them,
not picked for what crashcart can do; nobody ran crashcart on these cases before labelling them.
Verbatim log lines as printed in each thread (trimmed to the relevant part, markdown quote and bold
markers removed, an over-long line cut after a complete item where the notes say so); labelled from
what each thread concluded, or from the log where it concluded nothing (the notes say which)."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    # --- model servers: workers that die or refuse ------------------------------------------------
    real(
        GH + "LMCache/LMCache/issues/2453",
        "LMCache/LMCache",
        "runtime_error",
        "framework_bug",
        USER,
        "[multiproc_executor.py:824] StopIteration",
        r"""
        (Worker_TP5 pid=422)[0;0m ERROR 01-19 04:06:43 [multiproc_executor.py:824]   File "/usr/local/lib/python3.12/dist-packages/vllm/distributed/kv_transfer/kv_connector/v1/lmcache_connector.py", line 171, in wait_for_save
        (Worker_TP5 pid=422)[0;0m ERROR 01-19 04:06:43 [multiproc_executor.py:824]     self._lmcache_engine.wait_for_save()
        (Worker_TP5 pid=422)[0;0m ERROR 01-19 04:06:43 [multiproc_executor.py:824]   File "/usr/local/lib/python3.12/dist-packages/lmcache/integration/vllm/vllm_v1_adapter.py", line 1324, in wait_for_save
        (Worker_TP5 pid=422)[0;0m ERROR 01-19 04:06:43 [multiproc_executor.py:824]     next(layerwise_storer)
        (Worker_TP5 pid=422)[0;0m ERROR 01-19 04:06:43 [multiproc_executor.py:824] StopIteration
        (Worker_TP5 pid=422)[0;0m ERROR 01-19 04:06:43 [multiproc_executor.py:824]
        (Worker_TP5 pid=422)[0;0m ERROR 01-19 04:06:43 [multiproc_executor.py:824] The above exception was the direct cause of the following exception:
        (Worker_TP5 pid=422)[0;0m ERROR 01-19 04:06:43 [multiproc_executor.py:824]
        (Worker_TP5 pid=422)[0;0m ERROR 01-19 04:06:43 [multiproc_executor.py:824] Traceback (most recent call last):
        (Worker_TP5 pid=422)[0;0m ERROR 01-19 04:06:43 [multiproc_executor.py:824]   File "/usr/local/lib/python3.12/dist-packages/vllm/v1/executor/multiproc_executor.py", line 819, in worker_busy_loop
        """,
        "A tensor-parallel vLLM server with the LMCache connector and LMCACHE_USE_LAYERWISE=True crashes "
        "after a request: the layer-wise KV store generator is exhausted inside wait_for_save and the "
        "StopIteration kills the worker. The thread concluded nothing in the stored excerpt; the label "
        "rests on the log: a connector bug triggered by that setting, which recurs on every request "
        "until the option is turned off or LMCache is fixed, so a restart alone does not help. The "
        "excerpt shows one worker (TP5), which says nothing about one rank being at fault.",
    ),
    real(
        GH + "pytorch/serve/issues/1234",
        "pytorch/serve",
        "other",
        "user_code",
        USER,
        "model_service_worker.py: error: unrecognized arguments: --sock-type unix",
        r"""
        2021-09-03 14:26:44,745 [WARN ] W-9000-mymodel1_1.0-stderr MODEL_LOG - model_service_worker.py: error: unrecognized arguments: --sock-type unix --sock-name /tmp/.ts.sock.9000
        2021-09-03 14:26:44,745 [INFO ] epollEventLoopGroup-5-7 org.pytorch.serve.wlm.WorkerThread - 9000 Worker disconnected. WORKER_STARTED
        2021-09-03 14:26:44,745 [DEBUG] W-9000-mymodel1_1.0 org.pytorch.serve.wlm.WorkerThread - System state is : WORKER_STARTED
        2021-09-03 14:26:44,745 [DEBUG] W-9000-mymodel1_1.0 org.pytorch.serve.wlm.WorkerThread - Backend worker monitoring thread interrupted or backend worker process died.
        java.lang.InterruptedException
                at java.base/java.util.concurrent.locks.AbstractQueuedSynchronizer$ConditionObject.awaitNanos(AbstractQueuedSynchronizer.java:1668)
                at java.base/java.util.concurrent.ArrayBlockingQueue.poll(ArrayBlockingQueue.java:435)
                at org.pytorch.serve.wlm.WorkerThread.run(WorkerThread.java:188)
                at java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1130)
                at java.base/java.util.concurrent.ThreadPoolExecutor$Worker.run(ThreadPoolExecutor.java:630)
                at java.base/java.lang.Thread.run(Thread.java:831)
        """,
        "TorchServe's Java frontend starts the Python backend worker with socket options that the "
        "installed model_service_worker.py does not accept, so every worker exits at once and the "
        "model never loads ('Load model failed ... Worker died' in the title). The thread concluded "
        "nothing in the stored excerpt; the label rests on the log: an argparse refusal (category "
        "other) from mismatched frontend and backend packages, which recurs on every start until the "
        "installation is made consistent.",
    ),
    real(
        GH + "pytorch/serve/issues/806",
        "pytorch/serve",
        "import_error",
        "user_code",
        USER,
        "ModuleNotFoundError: No module named 'ts.torch_handler.handler'",
        r"""
        2020-12-01 14:17:59,898 [INFO ] W-9005-DocTag_1.0-stdout org.pytorch.serve.wlm.WorkerLifeCycle -   File "<frozen importlib._bootstrap>", line 219, in _call_with_frames_removed
        2020-12-01 14:17:59,898 [INFO ] W-9005-DocTag_1.0-stdout org.pytorch.serve.wlm.WorkerLifeCycle -   File "<frozen importlib._bootstrap>", line 994, in _gcd_import
        2020-12-01 14:17:59,898 [INFO ] W-9005-DocTag_1.0-stdout org.pytorch.serve.wlm.WorkerLifeCycle -   File "<frozen importlib._bootstrap>", line 971, in _find_and_load
        2020-12-01 14:17:59,898 [INFO ] W-9005-DocTag_1.0-stdout org.pytorch.serve.wlm.WorkerLifeCycle -   File "<frozen importlib._bootstrap>", line 953, in _find_and_load_unlocked
        2020-12-01 14:17:59,915 [INFO ] W-9005-DocTag_1.0-stdout org.pytorch.serve.wlm.WorkerLifeCycle - ModuleNotFoundError: No module named 'ts.torch_handler.handler'
        2020-12-01 14:17:59,926 [INFO ] epollEventLoopGroup-5-9 org.pytorch.serve.wlm.WorkerThread - 9005 Worker disconnected. WORKER_STARTED
        2020-12-01 14:17:59,926 [DEBUG] W-9005-DocTag_1.0 org.pytorch.serve.wlm.WorkerThread - System state is : WORKER_STARTED
        2020-12-01 14:17:59,926 [DEBUG] W-9005-DocTag_1.0 org.pytorch.serve.wlm.WorkerThread - Backend worker monitoring thread interrupted or backend worker process died.
        java.lang.InterruptedException
        """,
        "TorchServe serving a Transformers model ('Worker died'): the backend worker cannot import the "
        "handler module named in the model archive, so each worker dies while loading the model and "
        "TorchServe keeps restarting them. The thread concluded nothing in the stored excerpt; the "
        "label rests on the log: the archive names a handler module that does not exist, an import "
        "error that recurs until the .mar is rebuilt with the right handler.",
    ),
    real(
        GH + "continuedev/ggml-server-example/issues/4",
        "continuedev/ggml-server-example",
        "model_loading_error",
        "user_code",
        USER,
        "gguf_init_from_file: invalid magic number 67676a74",
        r"""
        (ggml) [lzb@VKF-NLP-GPU-01 ggml-server-example]$ python3 -m llama_cpp.server --model models/wizardLM-7B.ggmlv3.q4_0.bin
        gguf_init_from_file: invalid magic number 67676a74
        error loading model: llama_model_loader: failed to load model from models/wizardLM-7B.ggmlv3.q4_0.bin

        llama_load_model_from_file: failed to load model
        Traceback (most recent call last):
          File "/home/lzb/.conda/envs/ggml/lib/python3.8/runpy.py", line 194, in _run_module_as_main
            return _run_code(code, main_globals, None,
          File "/home/lzb/.conda/envs/ggml/lib/python3.8/runpy.py", line 87, in _run_code
            exec(code, run_globals)
          File "/home/lzb/.conda/envs/ggml/lib/python3.8/site-packages/llama_cpp/server/__main__.py", line 96, in <module>
            app = create_app(settings=settings)
          File "/home/lzb/.conda/envs/ggml/lib/python3.8/site-packages/llama_cpp/server/app.py", line 337, in create_app
            llama = llama_cpp.Llama(
          File "/home/lzb/.conda/envs/ggml/lib/python3.8/site-packages/llama_cpp/llama.py", line 340, in __init__
            assert self.model is not None
        AssertionError
        """,
        "The llama-cpp-python OpenAI-style server is started on a GGML v3 model file ('ggjt' magic "
        "67676a74), which the installed GGUF-only llama.cpp cannot parse, so the server dies before "
        "listening. The thread concluded nothing in the stored excerpt; the label rests on the log: a "
        "model file in the wrong format (convert it or use a GGUF file), which fails the same way on "
        "every start. The host in the prompt is where it ran, not a faulty node.",
    ),
    real(
        GH + "gotzmann/llama.go/issues/27",
        "gotzmann/llama.go",
        "model_loading_error",
        "user_code",
        USER,
        "Wrong MAGIC in header",
        r"""
        [ERROR] Invalid model file '../llama.cpp/models/7B/ggml-model-q4_0.gguf'! Wrong MAGIC in header

         [ ERROR ] Failed to load model "../llama.cpp/models/7B/ggml-model-q4_0.gguf"
        """,
        "The reverse mismatch: a llama.cpp-style Go runtime is given a GGUF file quantized by current "
        "llama.cpp, but it only knows the older GGML format. The reply: the project stopped before "
        "GGUF existed, so such files cannot be used with it. A model/runtime format mismatch that "
        "recurs on every load: notify the user.",
    ),
    real(
        GH + "flexflow/flexflow-serve/issues/75",
        "flexflow/flexflow-serve",
        "cuda_error",
        "unknown",
        HUMAN,
        "CUDA_DRIVER_FNPTR(cuIpcGetMemHandle)(&alloc.ipc_handle, alloc.dev_ptr) = 2(CUDA_ERROR_OUT_OF_MEMORY)",
        r"""
        import flexflow.serve as ff
        ff.init(num_gpus=1, memory_per_gpu=11000, zero_copy_memory_per_node=11000)
        [0 - 7fe1339374c0]    0.000000 {5}{gpu}: /usr/FlexFlow/deps/legion/runtime/realm/cuda/cuda_module.cc(4745):CUDA_DRIVER_FNPTR(cuIpcGetMemHandle)(&alloc.ipc_handle, alloc.dev_ptr) = 2(CUDA_ERROR_OUT_OF_MEMORY): out of memory
        Aborted
        import flexflow.serve as ff
        ff.init(num_gpus=1,memory_per_gpu=21000, zero_copy_memory_per_node=21000)
        [0 - 7f474c55f4c0]    0.000000 {5}{gpu}: /usr/FlexFlow/deps/legion/runtime/realm/cuda/cuda_module.cc(4745):CUDA_DRIVER_FNPTR(cuIpcGetMemHandle)(&alloc.ipc_handle, alloc.dev_ptr) = 2(CUDA_ERROR_OUT_OF_MEMORY): out of memory
        Aborted
        """,
        "FlexFlow-Serve in its CUDA 12.1 container on a 24 GB RTX 3090 aborts in ff.init, before any "
        "model is loaded: the Realm runtime's cuIpcGetMemHandle call returns CUDA_ERROR_OUT_OF_MEMORY "
        "whether 11000 or 21000 MB per GPU are requested. The thread concluded nothing. Not an "
        "ordinary allocation OOM (nothing is loaded and the size makes no difference), more likely the "
        "IPC or pinned zero-copy set-up in that environment, but the log does not say which: needs a "
        "human.",
        ambiguous=True,
    ),
    real(
        GH + "transformerlab/transformerlab-app/issues/370",
        "transformerlab/transformerlab-app",
        "nan_or_value_error",
        "user_code",
        USER,
        "ValueError: Bfloat16 is only supported on GPUs with compute capability of at least 8.0.",
        r"""
        ValueError: Bfloat16 is only supported on GPUs with compute capability of at least 8.0. Your Tesla V100-SXM2-32GB GPU has compute capability 7.0. You can use float16 instead by explicitly setting the`dtype` flag in CLI, for example: --dtype=half
        Starting VLLM Server
        WARNING 04-16 12:12:41 arg_utils.py:766] Chunked prefill is enabled by default for models with max_model_len > 32K. Currently, chunked prefill might not work with some features or models. If you encounter any issues, please disable chunked prefill by setting --enable-chunked-prefill=False.
        INFO 04-16 12:12:41 config.py:820] Chunked prefill is enabled with max_num_batched_tokens=512.
        INFO 04-16 12:12:41 llm_engine.py:174] Initializing an LLM engine (v0.5.4) with config: model='deepseek-ai/DeepSeek-R1-Distill-Qwen-1.5B', speculative_config=None, tokenizer='deepseek-ai/DeepSeek-R1-Distill-Qwen-1.5B', skip_tokenizer_init=False, tokenizer_mode=auto, revision=None, rope_scaling=None, rope_theta=None, tokenizer_revision=None, trust_remote_code=True, dtype=torch.bfloat16, max_seq_len=131072,
        """,
        "Transformer Lab's vLLM server plugin on a V100: the engine is configured with the model's "
        "bfloat16 dtype, which vLLM refuses on a compute-capability-7.0 GPU (the summary line is "
        "quoted first in the issue, the detailed log after it; the long engine-config line is cut "
        "after max_seq_len). A configuration/hardware mismatch: it recurs on every start until the "
        "dtype is set to half, so the user must be told.",
    ),
    # --- evaluation harnesses and batch inference scripts ------------------------------------------
    real(
        GH + "stanford-crfm/helm/issues/1742",
        "stanford-crfm/helm",
        "cuda_error",
        "user_code",
        USER,
        "is not compatible with the current PyTorch installation.",
        r"""
        python 3 -m helm.benchmark.run \
            --enable-local-huggingface-models /dir-to-model-folder/mymodel \
            --run-specs boolq:model=huggingface/mymodel \
            --suite v1 \
            --max-eval-instances 1
        ExecutorError: Failed to make requests to huggingface/<local_model_name> after retrying 5 times. Error: HuggingFace error: CUDA error: no kernel image is available for execution on the device.
        UserWarning: NVIDIA RTX A5000 with CUDA capability sm_85 is not compatible with the current PyTorch installation.
        """,
        "A HELM benchmark run on a local Hugging Face model: every request to the model fails with 'no "
        "kernel image is available', and PyTorch warns that the RTX A5000 is not supported by the "
        "installed build (HELM pinned an older PyTorch). The reporter solved it by upgrading PyTorch. "
        "An environment mismatch that recurs on every run: notify the user.",
    ),
    real(
        GH + "stanford-crfm/helm/issues/1460",
        "stanford-crfm/helm",
        "other",
        "user_code",
        USER,
        "helm-run: error: unrecognized arguments: --enable-huggingface-models",
        r"""
        # Run boolq on stanford-crfm/BioMedLM at the default main revision
        helm-run \
            --run-specs boolq:model=stanford-crfm/BioMedLM \
            --enable-huggingface-models stanford-crfm/BioMedLM \
            --local \
            --suite v1 \
            --max-eval-instances 10
        helm-run: error: unrecognized arguments: --enable-huggingface-models stanford-crfm/BioMedLM
        """,
        "The documented example for evaluating a Hugging Face model with HELM is refused by the "
        "installed helm-run, which does not know the option yet. The maintainer: install a more "
        "recent crfm-helm (0.2.2). An argparse refusal (category other) that recurs until the package "
        "is upgraded.",
    ),
    real(
        GH + "llSourcell/Doctor-Dignity/issues/18",
        "llSourcell/Doctor-Dignity",
        "nan_or_value_error",
        "user_code",
        USER,
        "RuntimeError: probability tensor contains either `inf`, `nan` or element < 0",
        r"""
        Traceback (most recent call last):
        File "llama2.py", line 450, in <module>
          accuracy = evaluate_model(model, tokenizer, dataset,"")
        File "llama2.py", line 284, in evaluate_model
          output = model.generate(input_ids, num_beams=4)
        File ". pytorch/1.13.1/lib/python3.9/site-packages/torch/autograd/grad_mode.py", line 27, in decorate_context
          return func(*args, **kwargs)
        File ".local/unknown/pytorch1.13.1/lib/python3.9/site-packages/transformers/generation/utils.py", line 1665, in generate
          return self.beam_sample(
        File ".local/unknown/pytorch1.13.1/lib/python3.9/site-packages/transformers/generation/utils.py", line 3309, in beam_sample
          next_tokens = torch.multinomial(probs, num_samples=2 * num_beams)
        RuntimeError: probability tensor contains either `inf`, `nan` or element < 0
        """,
        "After fine-tuning, the USMLE evaluation step generates with beam sampling and the sampler "
        "gets inf/NaN probabilities from the fine-tuned model. The thread concluded nothing; the label "
        "rests on the log: the model's outputs are not finite, which recurs on every evaluation of "
        "that checkpoint (NaN/divergence, notify the user).",
    ),
    real(
        GH + "xxw1995/chatglm3-finetune/issues/19",
        "xxw1995/chatglm3-finetune",
        "nan_or_value_error",
        "user_code",
        USER,
        "RuntimeError: probability tensor contains either `inf`, `nan` or element < 0",
        r"""
        Traceback (most recent call last):
          File "infer.py", line 48, in <module>
            out = model.generate(
          File "/data/Wangkh/anaconda3/envs/langchain/lib/python3.8/site-packages/peft/peft_model.py", line 1130, in generate
            outputs = self.base_model.generate(**kwargs)
          File "/data/Wangkh/anaconda3/envs/langchain/lib/python3.8/site-packages/torch/utils/_contextlib.py", line 115, in decorate_context
            return func(*args, **kwargs)
          File "/data/Wangkh/anaconda3/envs/langchain/lib/python3.8/site-packages/transformers/generation/utils.py", line 1572, in generate
            return self.sample(
          File "/data/Wangkh/anaconda3/envs/langchain/lib/python3.8/site-packages/transformers/generation/utils.py", line 2655, in sample
            next_tokens = torch.multinomial(probs, num_samples=1).squeeze(1)
        RuntimeError: probability tensor contains either `inf`, `nan` or element < 0
        """,
        "Inference with a LoRA-fine-tuned ChatGLM3 (infer.py) fails in sampling on non-finite "
        "probabilities; the reporter adds that greedy decoding instead returns an empty answer, i.e. "
        "the adapted model's logits are broken. The thread concluded nothing more; the label rests on "
        "the log: NaN outputs from that checkpoint, which recur on every run.",
    ),
    real(
        GH + "deeppavlov/AutoIntent/issues/22",
        "deeppavlov/AutoIntent",
        "cuda_oom",
        "user_code",
        USER,
        "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 1.41 GiB.",
        r"""
        autointent mode=multilabel multilabel_path="data/multi_label_data/eurlex-5shot.json"
        torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 1.41 GiB. GPU 0 has a total capacity of 5.79 GiB of which 721.81 MiB is free. Including non-PyTorch memory, this process has 5.07 GiB memory in use. Of the allocated memory 4.93 GiB is allocated by PyTorch, and 26.09 MiB is reserved by PyTorch but unallocated. If reserved but unallocated memory is large try setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  See documentation for Memory Management  (https://pytorch.org/docs/stable/notes/cuda.html#environment-variables)
        [2024-10-17 21:08:11,132][sentence_transformers.SentenceTransformer][INFO] - Load pretrained SentenceTransformer: deepvk/USER-bge-m3
        """,
        "Running the AutoIntent pipeline on the EURLEX and Reuters sets: right after the bge-m3 "
        "SentenceTransformer is loaded, embedding the texts runs a 6 GB GPU out of memory (the issue "
        "prints the error, then the logger line it follows). The reporter's analysis: the texts are "
        "too long, truncation is needed. CUDA OOM that recurs with the same data and settings.",
    ),
    real(
        GH + "compbioNJU/CellReasoner/issues/1",
        "compbioNJU/CellReasoner",
        "connection_error",
        "user_code",
        USER,
        "Failed to establish a new connection: [Errno 101] Network is unreachable",
        r"""
        python $ScriptDir/s03.inference.py \
            --model "CellReasoner-7B" \
            --output_path "./" \
            --input_json "./seurat_obj_for_CellReasoner.json" \
            --batch_size 12
        Traceback (most recent call last):
          File "/projects/softwares/miniconda3/envs/CellReasoner/lib/python3.11/site-packages/urllib3/connection.py", line 198, in _new_conn
            sock = connection.create_connection(
                   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
          File "/projects/softwares/miniconda3/envs/CellReasoner/lib/python3.11/site-packages/urllib3/util/connection.py", line 85, in create_connection
            raise err
          File "/projects/softwares/miniconda3/envs/CellReasoner/lib/python3.11/site-packages/requests/adapters.py", line 700, in send
            raise ConnectionError(e, request=request)
        requests.exceptions.ConnectionError: (MaxRetryError("HTTPSConnectionPool(host='huggingface.co', port=443): Max retries exceeded with url: /guangshuo/CellReasoner-7B/resolve/main/config.json (Caused by NewConnectionError('<urllib3.connection.HTTPSConnection object at 0x7f5a1af62d90>: Failed to establish a new connection: [Errno 101] Network is unreachable'))"), '(Request ID: 67ea9eec-973a-4101-a3aa-68d09273a0a5)')

        The above exception was the direct cause of the following exception:

        Traceback (most recent call last):
          File "/projects/softwares/miniconda3/envs/CellReasoner/lib/python3.11/site-packages/transformers/utils/hub.py", line 342, in cached_file
            resolved_file = hf_hub_download(
                            ^^^^^^^^^^^^^^^^
        """,
        "The batch inference script (batch size 12) on the reporter's compute cluster resolves the "
        "model id on the Hugging Face Hub and the node has no route to huggingface.co. The reporter "
        "names it an inherent limitation of the cluster and asks how to cache the model locally. Not "
        "a transient fault: it recurs until the weights are pre-downloaded and loaded from a local "
        "path or offline mode (two traceback excerpts from the same post, joined).",
    ),
    real(
        GH + "CASIA-LMC-Lab/FiLo/issues/10",
        "CASIA-LMC-Lab/FiLo",
        "connection_error",
        "user_code",
        USER,
        "OSError: We couldn't connect to 'https://huggingface.co' to load this file",
        r"""
        OSError: We couldn't connect to 'https://huggingface.co' to load this file, couldn't find it in the cached files and it looks like bert-base-uncased is not the path to a directory containing a file named config.json.
        Checkout your internet connection or see how to run the library in offline mode at 'https://huggingface.co/docs/transformers/installation#offline-mode'.
        """,
        "Running FiLo's test script: the text encoder's bert-base-uncased config cannot be fetched "
        "from the Hub and is not in the local cache. Later comments ask how to download it by hand; "
        "nobody reports an outage. A machine without access to the Hub: it recurs until the files "
        "are cached or a local path is given, so notify the user.",
    ),
    real(
        GH + "serge-chat/serge/issues/55",
        "serge-chat/serge",
        "connection_error",
        "transient",
        RESTART,
        "TimeoutError: The read operation timed out",
        r"""
        Traceback (most recent call last):
          File "/usr/local/lib/python3.10/dist-packages/urllib3/response.py", line 444, in _error_catcher
            yield
          File "/usr/local/lib/python3.10/dist-packages/urllib3/response.py", line 567, in read
            data = self._fp_read(amt) if not fp_closed else b""
          File "/usr/local/lib/python3.10/dist-packages/urllib3/response.py", line 533, in _fp_read
            return self._fp.read(amt) if amt is not None else self._fp.read()
          File "/usr/lib/python3.10/http/client.py", line 465, in read
            s = self.fp.read(amt)
          File "/usr/lib/python3.10/socket.py", line 705, in readinto
            return self._sock.recv_into(b)
          File "/usr/lib/python3.10/ssl.py", line 1274, in recv_into
            return self.read(nbytes, buffer)
          File "/usr/lib/python3.10/ssl.py", line 1130, in read
            return self._sslobj.read(len, buffer)
        TimeoutError: The read operation timed out

        During handling of the above exception, another exception occurred:

        Traceback (most recent call last):
            yield from self.raw.stream(chunk_size, decode_content=True)
          File "/usr/local/lib/python3.10/dist-packages/urllib3/response.py", line 628, in stream
            data = self.read(amt=amt, decode_content=decode_content)
        """,
        "Serge's model download step (`docker compose exec api python3 /usr/src/app/utils/download.py "
        "tokenizer 30B`) for its llama.cpp chat server stops part-way when a read from huggingface.co "
        "times out. The thread concluded nothing in the stored excerpt; the label rests on the log: a "
        "network read timeout in the middle of a download, which a retry (resuming the download) "
        "normally gets past.",
    ),
    real(
        GH + "Janrupf/stable-diffusion-webui-nix/issues/9",
        "Janrupf/stable-diffusion-webui-nix",
        "cuda_error",
        "user_code",
        USER,
        "NVIDIA GeForce RTX 5090 with CUDA capability sm_120 is not compatible",
        r"""
        Oct 04 13:19:39 llm sd-webui-forge-start[394]: /nix/store/a1jmpf3hja9g4rx7lwxza4gwng9vscj5-python3-3.11.13-env/lib/python3.11/site-packages/torch/cuda/__init__.py:209: UserWarning:
        Oct 04 13:19:39 llm sd-webui-forge-start[394]: NVIDIA GeForce RTX 5090 with CUDA capability sm_120 is not compatible with the current PyTorch installation.
        Oct 04 13:19:39 llm sd-webui-forge-start[394]: The current PyTorch install supports CUDA capabilities sm_50 sm_60 sm_70 sm_75 sm_80 sm_86 sm_90.
        Oct 04 13:19:39 llm sd-webui-forge-start[394]: If you want to use the NVIDIA GeForce RTX 5090 GPU with PyTorch, please check the instructions at https://pytorch.org/get-started/locally/
        Oct 04 15:02:41 llm sd-webui-forge-start[394]: RuntimeError: CUDA error: no kernel image is available for execution on the device
        Oct 04 15:02:41 llm sd-webui-forge-start[394]: CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
        Oct 04 15:02:41 llm sd-webui-forge-start[394]: For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
        Oct 04 15:02:41 llm sd-webui-forge-start[394]: Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.
        """,
        "The Nix-packaged Forge webui runs as a system service on an RTX 5090 with a PyTorch build "
        "that has no sm_120 kernels: it warns at start-up and every generation request fails with 'no "
        "kernel image'. The thread concluded nothing in the stored excerpt; the label rests on the "
        "log: the packaged PyTorch, not the machine, so it recurs until a build with sm_120 is used.",
    ),
    # --- checkpoints, tokenizers and model definitions that do not load ---------------------------
    real(
        GH + "voicepaw/so-vits-svc-fork/issues/688",
        "voicepaw/so-vits-svc-fork",
        "model_loading_error",
        "user_code",
        USER,
        "RuntimeError: PytorchStreamReader failed reading zip archive: failed finding central directory",
        r"""
                    Traceback (most recent call last):
                      File "C:\Users\USER\anaconda3\envs\so-vits-svc-fork\lib\site-packages\so_vits_svc_fork\gui.py", line 802, in main
                        future.result()
                      File "C:\Users\USER\anaconda3\envs\so-vits-svc-fork\lib\concurrent\futures\_base.py", line 451, in result
                        return self.__get_result()
                      File "C:\Users\USER\anaconda3\envs\so-vits-svc-fork\lib\concurrent\futures\_base.py", line 403, in __get_result
                        raise self._exception
                    RuntimeError: PytorchStreamReader failed reading zip archive: failed finding central directory
           ERROR    [22:23:27] Error in inference:                                                                                                                                                                                gui.py:812
           ERROR    [22:23:27] PytorchStreamReader failed reading zip archive: failed finding central directory                                                                                                                   gui.py:813
                    pebble.common.RemoteTraceback: Traceback (most recent call last):
        """,
        "Voice-conversion inference from the so-vits-svc-fork GUI fails while torch.load reads the "
        "model file: it is not a complete zip archive (a truncated or not-fully-downloaded "
        "checkpoint). The thread (labelled duplicate) concluded nothing in the stored excerpt; the "
        "label follows the log and the corpus convention for this error: the same file fails on "
        "every run until it is replaced.",
    ),
    real(
        GH + "IST-DASLab/gptq/issues/17",
        "IST-DASLab/gptq",
        "model_loading_error",
        "user_code",
        USER,
        "RuntimeError: Error(s) in loading state_dict for GPTJForCausalLM:",
        r"""
        CUDA extension not installed.
        Loading model ...
        Traceback (most recent call last):
          File "gptj-inference.py", line 120, in <module>
            model = load_quant(args.model, args.load, args.wbits)
          File "gptj-inference.py", line 55, in load_quant
            model.load_state_dict(torch.load(checkpoint))
          File "/home/gianmarco/miniconda3/envs/gpt_env/lib/python3.8/site-packages/torch/nn/modules/module.py", line 1671, in load_state_dict
            raise RuntimeError('Error(s) in loading state_dict for {}:\n\t{}'.format(
        RuntimeError: Error(s) in loading state_dict for GPTJForCausalLM:
                Missing key(s) in state_dict: "transformer.h.0.attn.k_proj.qzeros", "transformer.h.0.attn.k_proj.scales", "transformer.h.0.attn.k_proj.bias", "transformer.h.0.attn.k_proj.qweight", "transformer.h.0.attn.v_proj.qzeros", "transformer.h.0.attn.v_proj.scales"
        """,
        "Inference with a GPTQ-quantized GPT-J: the script builds the model with quantized linear "
        "layers, but the checkpoint passed with --load has none of their packed tensors (qweight, "
        "qzeros, scales), so load_state_dict fails (the missing-key list is cut after six keys). The "
        "thread concluded nothing in the stored excerpt; the label rests on the log: checkpoint and "
        "model definition do not match, which recurs on every load.",
    ),
    real(
        GH + "qizhou000/LiveEdit/issues/3",
        "qizhou000/LiveEdit",
        "model_loading_error",
        "user_code",
        USER,
        "Exception: data did not match any variant of untagged enum ModelWrapper",
        r"""
        Loading blip2-opt-2.7b from "/home/jiangkailin/mydisk/VLKEB/hugging_cache/blip2-opt-2.7b".
        Traceback (most recent call last):
          File "/home/jiangkailin/mydisk/LiveEdit/train_vllm_editor.py", line 56, in <module>
            editor = load_vllm_editor(cfg.editor_name, cfg.edit_model_name, cfg.device, cfg.extra_devices, None, True)
                     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
          File "/home/jiangkailin/mydisk/LiveEdit/utils/__init__.py", line 131, in load_vllm_editor
            vllm = load_vllm_for_edit(edit_model_name, device)
                   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
          File "/home/jiangkailin/mydisk/LiveEdit/utils/__init__.py", line 120, in load_vllm_for_edit
            return BLIP2OPTForEdit(model_path, device)
                   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
          File "/home/jiangkailin/mydisk/LiveEdit/editor/vllms_for_edit/blip2/blip2.py", line 12, in __init__
            self.processor = Blip2Processor.from_pretrained(model_path)
                             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
        Exception: data did not match any variant of untagged enum ModelWrapper at line 250373 column 3
        """,
        "Loading the BLIP-2 OPT-2.7B processor for model editing: the model shards load, then the "
        "tokenizer.json (written by a newer tokenizers release) cannot be parsed by the installed "
        "tokenizers (the final exception line as the issue's title gives it; the library frames in "
        "between are omitted). The thread concluded nothing; the label follows the log: an "
        "environment too old for the tokenizer file, which recurs until tokenizers/transformers are "
        "upgraded.",
    ),
    real(
        GH + "deepseek-ai/Janus/issues/68",
        "deepseek-ai/Janus",
        "model_loading_error",
        "user_code",
        USER,
        "ValueError: The checkpoint you are trying to load has model type `multi_modality`",
        r"""
        ValueError: The checkpoint you are trying to load has model type `multi_modality` but Transformers does not recognize this architecture. This could be because of an issue with the checkpoint, or because your version of Transformers is out of date.
        (TTS) lco@lco2:~/Programming/LLM/DeepSeek$ python Janus-Pro-1B.py
        Traceback (most recent call last):
          File "/home/data1/protected/TTS/lib/python3.11/site-packages/transformers/models/auto/configuration_auto.py", line 1073, in from_pretrained
            config_class = CONFIG_MAPPING[config_dict["model_type"]]
                           ~~~~~~~~~~~~~~^^^^^^^^^^^^^^^^^^^^^^^^^^^
          File "/home/data1/protected/TTS/lib/python3.11/site-packages/transformers/models/auto/configuration_auto.py", line 775, in __getitem__
            raise KeyError(key)
        KeyError: 'multi_modality'

        During handling of the above exception, another exception occurred:

        Traceback (most recent call last):
          File "/home/data1/protected/Programming/LLM/DeepSeek/Janus-Pro-1B.py", line 7, in <module>
            model = AutoModel.from_pretrained(model_name)
                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
        """,
        "Loading Janus-Pro (1B and 1.3B) for inference with AutoModel: the checkpoint's model type "
        "'multi_modality' is not a transformers architecture; it is defined by the Janus package "
        "itself. The first line is the error as the reporter quotes it, the traceback a second user's "
        "('Same problem here'). No fix in the stored excerpt; the label rests on the log: a model "
        "that the loading code cannot build, which recurs until it is loaded through the Janus "
        "classes.",
    ),
    real(
        GH + "LC1332/Zero-Haruhi/issues/13",
        "LC1332/Zero-Haruhi",
        "dataset_loading_error",
        "framework_bug",
        USER,
        "NonMatchingSplitsSizesError: [{'expected': SplitInfo(name='train', num_bytes=132085878",
        r"""
        报错信息：
        NonMatchingSplitsSizesError: [{'expected': SplitInfo(name='train', num_bytes=132085878, num_examples=11558, shard_lengths=None, dataset_name='chat_haruhi-role_playing'), 'recorded': SplitInfo(name='train', num_bytes=483687, num_examples=44, shard_lengths=None, dataset_name='chat_haruhi-role_playing')}]
        溯源：
        [/content/Haruhi-2-Dev/ChatHaruhi/ChatHaruhi.py](https://localhost:8080/#) in __init__(self, system_prompt, role_name, role_from_hf, role_from_jsonl, story_db, story_text_folder, llm, embedding, max_len_story, max_len_history, verbose, db_type)
            156
            157                 fname = split_name + '.jsonl'
        --> 158                 dataset = load_dataset(dataset_name,data_files={'train':fname})
            159                 datas = dataset["train"]
        """,
        "ChatHaruhi loads one role's .jsonl file from a Hub dataset with data_files=..., and the "
        "datasets library checks it against the split sizes recorded for the whole repository (11558 "
        "expected, 44 read). The maintainer: a bug that appeared after a datasets update, not fixed "
        "yet; loading the downloaded jsonl via role_from_jsonl works. Recurs with the same versions: "
        "notify the user.",
    ),
    # --- a load killed with no record of why -------------------------------------------------------
    real(
        GH + "oobabooga/textgen/issues/2509",
        "oobabooga/textgen",
        "host_oom",
        "unknown",
        HUMAN,
        "Killed",
        r"""
        bin /home/b1/oobabooga_linux/installer_files/env/lib/python3.10/site-packages/bitsandbytes/libbitsandbytes_cpu.so
        /home/b1/oobabooga_linux/installer_files/env/lib/python3.10/site-packages/bitsandbytes/cextension.py:34: UserWarning: The installed version of bitsandbytes was compiled without GPU support. 8-bit optimizers, 8-bit multiplication, and GPU quantization are unavailable.
          warn("The installed version of bitsandbytes was compiled without GPU support. "
        /home/b1/oobabooga_linux/installer_files/env/lib/python3.10/site-packages/bitsandbytes/libbitsandbytes_cpu.so: undefined symbol: cadam32bit_grad_fp32
        INFO:Loading lmsys_vicuna-7b-delta-v1.1...
        Loading checkpoint shards:   0%|                                                            | 0/2 [00:00<?, ?it/s]
        Killed
        """,
        "The text-generation-webui server is killed while loading the first checkpoint shard of a 7B "
        "model, with the GPU and the CPU-only install alike; the reporter is 'not sure if it is a "
        "memory problem, as there is no output'. The thread concluded nothing in the stored excerpt. "
        "Host memory exhaustion is the likely reading, but the log holds only a bare 'Killed' with no "
        "kernel OOM record: ambiguous, needs a human.",
        ambiguous=True,
    ),
]
