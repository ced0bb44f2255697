# ruff: noqa
"""Real excerpts, batch ZZ12-GE: development-fold failures of GPU jobs in diffusion, image and
video model training and inference (diffusers-style and kohya-style LoRA trainers, video
generation repositories), reinforcement-learning trainers, recommendation, graph and
speech training, and LLM inference/serving stacks (lmdeploy/TurboMind, TensorRT-LLM's Triton
backend, LocalAI, LightLLM, ExLlama, AWQ kernels, llama.cpp-based localGPT/privateGPT, Text
Embeddings Inference containers) as their users hit them. Gathered from GitHub
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
    # --- LLM inference / serving -------------------------------------------------------------------
    real(
        GH + "triton-inference-server/tensorrtllm_backend/issues/33",
        "triton-inference-server/tensorrtllm_backend",
        "assertion_error",
        "user_code",
        USER,
        "Assertion failed:",
        r"""
        +----------------+---------+--------------------------------------------------------------------------------------------------------------------+
        | Model          | Version | Status                                                                                                             |
        +----------------+---------+--------------------------------------------------------------------------------------------------------------------+
        | postprocessing | 1       | READY                                                                                                              |
        | preprocessing  | 1       | READY                                                                                                              |
        | tensorrt_llm   | 1       | UNAVAILABLE: Internal: unexpected error when creating modelInstanceState: [TensorRT-LLM][ERROR] Assertion failed:  |
        |                |         | mpiSize == tp * pp (/app/tensorrt_llm/cpp/tensorrt_llm/runtime/worldConfig.cpp:80)                                 |
        """,
        "Triton with the TensorRT-LLM backend, ChatGLM2 engine: the tensorrt_llm model stays UNAVAILABLE "
        "because the MPI world size does not equal the engine's tp*pp (the server was started as one "
        "process for a multi-GPU engine, or the engine was built for another world size). The thread as "
        "read shows no maintainer conclusion; the label rests on the assertion, a launch/engine "
        "configuration mismatch that fails the same way on every restart.",
    ),
    real(
        GH + "InternLM/lmdeploy/issues/450",
        "InternLM/lmdeploy",
        "cuda_error",
        "framework_bug",
        USER,
        "RuntimeError: [TM][ERROR] CUDA runtime error: invalid argument",
        r"""
        WARNING: Can not find tokenizer.json. It may take long time to initialize the tokenizer.
        Exception in thread Thread-2 (_create_weight):
        Traceback (most recent call last):
          File "/opt/conda/envs/llm/lib/python3.10/threading.py", line 1016, in _bootstrap_inner
            self.run()
          File "/opt/conda/envs/llm/lib/python3.10/threading.py", line 953, in run
            self._target(*self._args, **self._kwargs)
          File "/opt/conda/envs/llm/lib/python3.10/site-packages/lmdeploy/turbomind/turbomind.py", line 128, in _create_weight
            model.create_shared_weights(device_id, rank)
        RuntimeError: [TM][ERROR] CUDA runtime error: invalid argument /lmdeploy/src/turbomind/utils/memory_utils.cu:136

        Exception in thread Thread-1 (_create_weight):
        Traceback (most recent call last):
          File "/opt/conda/envs/llm/lib/python3.10/threading.py", line 1016, in _bootstrap_inner
            self.run()
        """,
        "lmdeploy 0.0.9 TurboMind chat with a 4-bit InternLM-20B on two RTX 4090s (--tp 2): both weight-"
        "creation threads fail with a CUDA 'invalid argument' in TurboMind's memory utilities. A twin "
        "report (#420, 70B W4A16, --tp 2) shows the same line; the thread as read has no fix. Deterministic "
        "at start-up on both ranks, no hardware signature: a framework/configuration fault that recurs, "
        "not something a restart clears.",
    ),
    real(
        GH + "InternLM/lmdeploy/issues/2236",
        "InternLM/lmdeploy",
        "cuda_oom",
        "user_code",
        USER,
        "what():  [TM][ERROR] CUDA runtime error: out of memory",
        r"""
        terminate called after throwing an instance of 'std::runtime_error'
          what():  [TM][ERROR] CUDA runtime error: out of memory /lmdeploy/src/turbomind/utils/allocator.h:233
        """,
        "A Qwen2-7B served through swift's lmdeploy backend on a 24 GB RTX 4090 aborts under an OpenCompass "
        "batch-8 evaluation with TurboMind's allocator out of memory (the reporter's own report was the same "
        "error on a 40 GB A100); the commenter then turned to lmdeploy's FAQ. In the project's related "
        "thread (#978) the maintainer's advice for this error is to lower cache_max_entry_count, the share "
        "of GPU memory TurboMind reserves for the k/v cache. A memory configuration that recurs under the "
        "same load.",
    ),
    real(
        GH + "mudler/LocalAI/issues/8370",
        "mudler/LocalAI",
        "cuda_error",
        "user_code",
        USER,
        "CUDA error: a PTX JIT compilation failed",
        r"""
        CUDA error: a PTX JIT compilation failed
        ERROR failed starting/connecting to the gRPC service error=rpc error: code = Unavailable desc = connection error: desc = "transport: Error while dialing: dial tcp 127.0.0.1:39297: connect: connection refused"
        """,
        "LocalAI's CUDA 12 images on four Tesla V100s (sm_70, driver 535): every llama-cpp backend fails "
        "to JIT its kernels and the gRPC backend process dies, so the API cannot reach it (the refusal is "
        "the consequence). It worked before; the reporter suspects a backend update that no longer "
        "carries kernels for sm_70, and every image tried fails the same way. The label rests on the log: "
        "a build/GPU-architecture mismatch that recurs until a build with sm_70 code is used.",
    ),
    real(
        GH + "mudler/LocalAI/issues/840",
        "mudler/LocalAI",
        "cuda_error",
        "user_code",
        USER,
        "CUDA driver version is insufficient for CUDA runtime version",
        r"""
        stderr CUDA error 35 at /build/go-llama/llama.cpp/ggml-cuda.cu:2478: CUDA driver version is insufficient for CUDA runtime version
        """,
        "After moving from LocalAI v1.18.0 to the v1.22.0 cublas-cuda11 image (driver 525, RTX 3090), "
        "chat completions with a llama model fail in the backend's CUDA init: the driver is too old for "
        "the CUDA runtime the new image was built with. Driver/runtime version mismatch between host and "
        "container: recurs until the image or the driver is changed.",
    ),
    # --- RL / robotics training --------------------------------------------------------------------
    real(
        GH + "hyperplane-lab/RLAfford/issues/5",
        "hyperplane-lab/RLAfford",
        "cuda_oom",
        "user_code",
        USER,
        "torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 1.42 GiB",
        r"""
        Traceback (most recent call last):
          File "train.py", line 69, in <module>
            train()
          File "train.py", line 56, in train
            sarl.run(num_learning_iterations=iterations, log_interval=cfg_train["learn"]["save_interval"])
          File "/home/jiahui/Desktop/RL_learning/RLAfford/MARL_Module/envs/algorithms/ppo/ppo/ppo.py", line 327, in run
            mean_value_loss, mean_surrogate_loss = self.update(it)
          File "/home/jiahui/Desktop/RL_learning/RLAfford/MARL_Module/envs/algorithms/ppo/ppo/ppo.py", line 571, in update
            loss.backward()
          File "/home/jiahui/anaconda3/envs/afford/lib/python3.8/site-packages/torch/_tensor.py", line 487, in backward
            torch.autograd.backward(
          File "/home/jiahui/anaconda3/envs/afford/lib/python3.8/site-packages/torch/autograd/__init__.py", line 197, in backward
            Variable._execution_engine.run_backward(  # Calls into the C++ engine to run the backward pass
        torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 1.42 GiB (GPU 2; 11.78 GiB total capacity; 8.01 GiB already allocated; 1.32 GiB free; 9.29 GiB res
        """,
        "Isaac Gym PPO on point clouds (close-drawer task) on a 12 GB GPU runs out of memory in the PPO "
        "update's backward pass (the OOM line is cut where the thread's excerpt ends). This thread's own "
        "answer is not in what was read; in #7 of the same repository the maintainer's answer to a crash "
        "on a 12 GB card was that the default number of parallel environments is too much and has to be "
        "reduced. Out of GPU memory for this configuration: recurs.",
    ),
    # --- diffusion / image / 3D training ------------------------------------------------------------
    real(
        GH + "zjy526223908/DreamEditor/issues/9",
        "zjy526223908/DreamEditor",
        "cuda_oom",
        "user_code",
        USER,
        "torch.cuda.OutOfMemoryError: CUDA out of memory.",
        r"""
        torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 58.00 MiB. GPU 0 has a total capacty of 23.69 GiB of which 38.75 MiB is free. Process 2256234 has 5.01 GiB memory in use. Including non-PyTorch memory, this process has 18.63 GiB memory in use. Of the allocated memory 18.17 GiB is allocated by PyTorch, and 117.72 MiB is reserved by PyTorch but unallocated. If reserved but unallocated memory is large try setting max_split_size_mb to avoid fragmentation.  See documentation for Memory Management and PYTORCH_CUDA_ALLOC_CONF
        Steps:   0%|▏                                                                     | 1/400 [00:02<18:30,  2.78s/it, loss=0.113, lr=5e-6]
        """,
        "DreamEditor's DreamBooth step (run_step2.sh) on a 24 GB GPU fails at the first step; another user "
        "hit the same on a 4090 and pointed out the method builds on a pipeline that needs a V100-class "
        "card. No maintainer reply. Note the second process holding 5 GiB on the same GPU. Out of GPU "
        "memory for this configuration: recurs unless memory is freed or the job is made smaller.",
    ),
    real(
        GH + "GRAPH-0/GraphGDP/issues/1",
        "GRAPH-0/GraphGDP",
        "cuda_oom",
        "user_code",
        USER,
        "CUDA error: out of memory",
        r"""
        CUDA error: out of memory
        CUDA kernel errors might be asynchronously reported at some other API call,so the stacktrace below might be incorrect.
        For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
        """,
        "Graph diffusion model (GraphGDP) trained with torch.nn.DataParallel runs out of GPU memory; the "
        "author answered to lower batch_size in the config for training or evaluation. A configuration "
        "fault that recurs.",
    ),
    # --- recommendation / graph / speech -------------------------------------------------------------
    real(
        GH + "facebookresearch/dlrm/issues/4",
        "facebookresearch/dlrm",
        "host_oom",
        "unknown",
        HUMAN,
        "Killedg in train batch: 127687 / 263115",
        r"""
        Using 4 GPU(s)...
        Loading kaggle dataset...
        Reading dataset from ./kaggle_data/kaggleAdDisplayChallenge_processed.npz
        Defined training and testing indices...
        Randomized indices...
        Split data according to indices...
        Converted to tensors...done!
        Sparse features = 26, Dense features = 13
        Training data
        Total number of batches 263115
        Killedg in train batch: 127687 / 263115
        """,
        "DLRM on the Criteo Kaggle set with four GPUs: the process is killed half-way through the first "
        "epoch (the shell's 'Killed' overwrites the progress line). A maintainer asked whether a system "
        "error caused it (the whole preprocessed dataset is held in host memory, so the kernel's OOM "
        "killer is the likely suspect); another suggested running on one GPU. No kernel or scheduler OOM "
        "record is in the log and the thread did not settle it: a bare kill, ambiguous.",
        ambiguous=True,
    ),
    # --- model / data loading, Hub --------------------------------------------------------------------
    real(
        GH + "baichuan-inc/Baichuan-7B/issues/83",
        "baichuan-inc/Baichuan-7B",
        "connection_error",
        "user_code",
        USER,
        "huggingface_hub.utils._errors.LocalEntryNotFoundError: Connection error",
        r"""
        OSError: We couldn't connect to 'https://huggingface.co' to load this file
        huggingface_hub.utils._errors.LocalEntryNotFoundError: Connection error, and we cannot find the requested files in the disk cache. Please try again or make sure your Internet connection is on.
        """,
        "Loading Baichuan-7B with AutoModelForCausalLM.from_pretrained(model_name, cache_dir=...) on a "
        "machine that cannot reach huggingface.co and has no cached copy. No answer in the thread as "
        "read; the label rests on the log, as for the corpus's other Hub-unreachable cases: the host has "
        "no route to the Hub, so the model must be downloaded beforehand or a mirror configured; a plain "
        "restart fails the same way.",
    ),
    real(
        GH + "GGGHSL/GraphDreamer/issues/5",
        "GGGHSL/GraphDreamer",
        "file_not_found",
        "user_code",
        USER,
        "FileNotFoundError: [Errno 2] No such file or directory: 'load/prompt_library.json'",
        r"""
        Traceback (most recent call last):
          File "/workspace/GraphDreamer/launch.py", line 181, in <module>
            main()
          File "/workspace/GraphDreamer/launch.py", line 109, in main
            system: BaseSystem = threestudio.find(cfg.system_type)(
          File "/workspace/GraphDreamer/threestudio/systems/base.py", line 40, in __init__
            self.configure()
          File "/workspace/GraphDreamer/threestudio/systems/gdreamer.py", line 63, in configure
            prompt_processor = threestudio.find(self.cfg.prompt_processor_type)(self.cfg.prompt_processor)
          File "/workspace/GraphDreamer/threestudio/utils/base.py", line 83, in __init__
            self.configure(*args, **kwargs)
          File "/workspace/GraphDreamer/threestudio/models/prompt_processors/base.py", line 298, in configure
            with open(os.path.join("load/prompt_library.json"), "r") as f:
        FileNotFoundError: [Errno 2] No such file or directory: 'load/prompt_library.json'
        """,
        "GraphDreamer (threestudio-based text-to-3D with DeepFloyd IF guidance) fails at start-up because "
        "load/prompt_library.json is missing from the checkout; the maintainer uploaded the missing file. "
        "A missing input file: recurs until the code/data are fixed.",
    ),
    real(
        GH + "shivammehta25/Matcha-TTS/issues/71",
        "shivammehta25/Matcha-TTS",
        "assertion_error",
        "user_code",
        USER,
        "Assertion `srcIndex < srcSelectDimSize` failed.",
        r"""
        ../aten/src/ATen/native/cuda/Indexing.cu:1290: indexSelectLargeIndex: block: [0,0,0], thread: [64,0,0] Assertion `srcIndex < srcSelectDimSize` failed.
        ../aten/src/ATen/native/cuda/Indexing.cu:1290: indexSelectLargeIndex: block: [0,0,0], thread: [65,0,0] Assertion `srcIndex < srcSelectDimSize` failed.
        ../aten/src/ATen/native/cuda/Indexing.cu:1290: indexSelectLargeIndex: block: [0,0,0], thread: [66,0,0] Assertion `srcIndex < srcSelectDimSize` failed.
        """,
        "Matcha-TTS trained on a multi-speaker ASR corpus with n_spks set to 29 (the training speakers) "
        "while the validation split has 45 speakers: speaker ids past the embedding table trip CUDA's "
        "index assertion (hundreds of these lines, the traceback ends in the text encoder's embedding). "
        "With n_spks=1 it ran. A data/config mismatch (device-side assert) that recurs on every restart.",
    ),
    real(
        GH + "deepbeepmeep/Wan2GP/issues/1402",
        "deepbeepmeep/Wan2GP",
        "cuda_oom",
        "user_code",
        USER,
        "CUDA error: out of memory",
        r"""
        Error
        CUDA error: out of memory CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect. For debugging consider passing CUDA_LAUNCH_BLOCKING=1 Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.
        """,
        "LTX-2 video generation in Wan2GP on a 24 GB RTX 4090 with 64 GB of host RAM stops with CUDA out "
        "of memory (the error as the UI shows it, on one line). No maintainer diagnosis in the thread as "
        "read; the label rests on the log: the model/settings do not fit this GPU, and a rerun with the "
        "same settings fails again.",
    ),
    real(
        GH + "liasece/sd-webui-train-tools/issues/57",
        "liasece/sd-webui-train-tools",
        "model_loading_error",
        "user_code",
        USER,
        "size mismatch for down_blocks.2.attentions.1.transformer_blocks.0.attn2.to_k.weight",
        r"""
        	size mismatch for down_blocks.2.attentions.1.transformer_blocks.0.attn2.to_k.weight: copying a param with shape torch.Size([1280, 768]) from checkpoint, the shape in current model is torch.Size([1280, 1024]).
        	size mismatch for down_blocks.2.attentions.1.transformer_blocks.0.attn2.to_v.weight: copying a param with shape torch.Size([1280, 768]) from checkpoint, the shape in current model is torch.Size([1280, 1024]).
        	size mismatch for up_blocks.1.attentions.0.transformer_blocks.0.attn2.to_k.weight: copying a param with shape torch.Size([1280, 768]) from checkpoint, the shape in current model is torch.Size([1280, 1024]).
        	size mismatch for up_blocks.1.attentions.0.transformer_blocks.0.attn2.to_v.weight: copying a param with shape torch.Size([1280, 768]) from checkpoint, the shape in current model is torch.Size([1280, 1024]).
        	size mismatch for up_blocks.1.attentions.1.transformer_blocks.0.attn2.to_k.weight: copying a param with shape torch.Size([1280, 768]) from checkpoint, the shape in current model is torch.Size([1280, 1024]).
        	size mismatch for up_blocks.1.attentions.1.transformer_blocks.0.attn2.to_v.weight: copying a param with shape torch.Size([1280, 768]) from checkpoint, the shape in current model is torch.Size([1280, 1024]).
        """,
        "LoRA training from the webui's train-tools extension: loading the base checkpoint into the UNet "
        "fails with size mismatches (the thread's title: Error(s) in loading state_dict for "
        "UNet2DConditionModel). The checkpoint's cross-attention width is 768 (an SD 1.x model) while the "
        "trainer built a 1024-wide (SD 2.x) UNet: the model-version setting does not match the checkpoint. "
        "No visible answer in the thread; the label rests on the log. Recurs until the setting or the model "
        "is changed.",
    ),
    real(
        GH + "ModelTC/LightLLM/issues/156",
        "ModelTC/LightLLM",
        "assertion_error",
        "user_code",
        USER,
        'Assertion `!(srcMmaLayout && dstMmaLayout) && "Unexpected mma -> mma layout conversion"\' failed.',
        r"""
        INFO:     Started server process [560]
        INFO:     Waiting for application startup.
        INFO:     Application startup complete.
        INFO:     Uvicorn running on http://127.0.0.1:8080 (
          python: /project/lib/Analysis/Allocation.cpp:40: std::pair<llvm::SmallVector<unsigned int>, llvm::SmallVector<unsigned int> > mlir::triton::getCvtOrder(mlir::Attribute, mlir::Attribute): Assertion `!(srcMmaLayout && dstMmaLayout) && "Unexpected mma -> mma layout conversion"' failed.
        """,
        "LightLLM serving Baichuan-13B (--tp 1): the server starts, and the first /generate request makes "
        "the Triton compiler abort on an MMA layout assertion while building a kernel (server and client "
        "then hang). A second user hit it with ChatGLM2-6B. The maintainer: the kernels are tested with "
        "triton==2.0.0.dev20221202 or 2.1.0 depending on the GPU; other Triton versions break. A "
        "dependency version mismatch that recurs on every request.",
    ),
    real(
        GH + "PromtEngineer/localGPT/issues/285",
        "PromtEngineer/localGPT",
        "runtime_error",
        "framework_bug",
        USER,
        "ggml_new_tensor_impl: not enough space in the scratch memory pool",
        r"""
        Enter a query: What is the beginning of the consitution?
        Llama.generate: prefix-match hit
        ggml_new_tensor_impl: not enough space in the scratch memory pool (needed 337076992, available 268435456)
        Segmentation fault (core dumped)
        """,
        "localGPT answering from a llama.cpp (llama-cpp-python) model with GPU offload: on a query the "
        "process dies with a segfault right after ggml reports that its fixed scratch buffer is too small "
        "for the tensor it must build (337 MB needed, 256 MB available). The thread (titled CUDA out of "
        "memory) collects such crashes with no fix from the maintainers; the log itself names the cause: "
        "a buffer sized by the llama.cpp build for a smaller context/batch. The same query and settings "
        "crash again, so not a restart case.",
    ),
    real(
        GH + "mit-han-lab/llm-awq/issues/153",
        "mit-han-lab/llm-awq",
        "cuda_error",
        "user_code",
        USER,
        "RuntimeError: CUDA error: no kernel image is available for execution on the device",
        r"""
        RuntimeError: CUDA error: no kernel image is available for execution on the device
        CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
        For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
        Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.
        """,
        "AWQ W4A16 inference of VILA-7B (vlm_demo.py): after rebuilding awq/kernels as the maintainer "
        "first advised (the old build lacked gemm_forward_cuda_new), the run fails with no kernel image for "
        "the device. The maintainer: the awq_inference_engine extension was built, but not for this GPU's "
        "architecture. A build/architecture mismatch that recurs until the kernels are rebuilt for the GPU.",
    ),
    real(
        GH + "xyfJASON/ctrlora/issues/9",
        "xyfJASON/ctrlora",
        "runtime_error",
        "user_code",
        USER,
        "RuntimeError: Distributed package doesn't have NCCL built in",
        r"""
          File "E:\CN\ctrlora\myenv\lib\site-packages\torch\distributed\distributed_c10d.py", line 886, in _new_process_group_helper
            raise RuntimeError("Distributed package doesn't have NCCL " "built in")
        RuntimeError: Distributed package doesn't have NCCL built in
        """,
        "CtrLoRA fine-tuning (train_ctrlora_finetune.py, PyTorch Lightning, SD 1.5 base) started from a "
        "Windows shell (MINGW64): the Lightning DDP setup asks for the NCCL backend, which Windows builds "
        "of PyTorch do not have. No fix in the thread as read; the label rests on the log: an environment/"
        "launcher configuration (use gloo or a single device, or Linux), not a transient fault.",
    ),
    real(
        GH + "facebookresearch/pytorchvideo/issues/94",
        "facebookresearch/pytorchvideo",
        "dataloader_killed",
        "user_code",
        USER,
        "RuntimeError: DataLoader worker (pid 3155823) is killed by signal: Killed.",
        r"""
        _File "/home/miniconda3/lib/python3.9/site-packages/torch/utils/data/_utils/signal_handling.py", line 66, in handler
            _error_if_any_worker_fails()
        RuntimeError: DataLoader worker (pid 3155823) is killed by signal: Killed.

          File "/home/miniconda3/lib/python3.9/site-packages/torch/utils/data/dataloader.py", line 1003, in _try_get_data
            raise RuntimeError('DataLoader worker (pid(s) {}) exited unexpectedly'.format(pids_str)) from e
        """,
        "Fine-tuning PyTorchVideo's slow_r50 on a video dataset with Lightning (batch 8, 8 DataLoader "
        "workers, one GPU): after about five epochs a worker is SIGKILLed, the usual signature of the "
        "kernel's OOM killer on host memory growing with video-decoding workers. The thread as read has no "
        "maintainer diagnosis; the label follows the corpus rule for DataLoader workers killed: recurs "
        "with the same worker/batch settings.",
    ),
    real(
        GH + "ShmuelRonen/ComfyUI-LatentSyncWrapper/issues/111",
        "ShmuelRonen/ComfyUI-LatentSyncWrapper",
        "cuda_oom",
        "user_code",
        USER,
        "- **Exception Type:** torch.cuda.OutOfMemoryError",
        r"""
        # ComfyUI Error Report
        ## Error Details
        - **Node ID:** 210
        - **Node Type:** D_LatentSyncNode
        - **Exception Type:** torch.cuda.OutOfMemoryError
        - **Exception MesIssage:** Allocation on device 0 would exceed allowed memory. (out of memory)
        Currently allocated     : 0 bytes
        Requested               : 9.01 GiB
        Device limit            : 8.00 GiB
        Free (according to CUDA): 6.88 GiB
        PyTorch limit (set by user-supplied memory fraction)
                                : 6.40 GiB
        """,
        "LatentSync lip-sync video generation in ComfyUI on an 8 GB card after updating the wrapper: one "
        "allocation of 9 GiB exceeds the whole device. The maintainer: the new LatentSync 1.5 needs more "
        "GPU memory than such cards (works best on xx90 cards); users got it working with 480p input or "
        "by reverting to the older commit. Out of GPU memory for this model and input size: recurs.",
    ),
    real(
        GH + "huggingface/Google-Cloud-Containers/issues/145",
        "huggingface/Google-Cloud-Containers",
        "model_loading_error",
        "transient",
        RESTART,
        "Download failed: request error: HTTP status client error (429 Too Many Requests)",
        r"""
        {"timestamp":"2025-03-28T18:27:28.911113Z","level":"INFO","message":"Args { model_id: \"Ali****-***/***-*****-**-*****uct\", revision: Some(\"a8d08b36ada9cacfe34c4d6f80957772a025daf2\"), tokenization_workers: None, dtype: None, pooling: None, max_concurrent_requests: 512, max_batch_tokens: 16384, max_batch_requests: None, max_client_batch_size: 32, auto_truncate: false, default_prompt_name: None, default_prompt: None, hf_api_token: None, hostname: \"predictor-resource-pool-6079685774112980992-9d7fbc98b-xrkk6\", port: 8080, uds_path: \"/tmp/text-embeddings-inference-server\", huggingface_hub_cache: Some(\"/tmp\"), payload_limit: 2000000, api_key: None, json_output: true, otlp_endpoint: None, otlp_service_name: \"text-embeddings-inference.server\", cors_allow_origin: None }","target":"text_embeddings_router","filename":"router/src/main.rs","line_number":175}
        Download failed: request error: HTTP status client error (429 Too Many Requests) for url (https://huggingface.co/Alibaba-NLP/gte-Qwen2-7B-instruct/resolve/a8d08b36ada9cacfe34c4d6f80957772a025daf2/1_Pooling/config.json
        """,
        "Text Embeddings Inference containers deployed on Vertex AI prediction pools fail to start because "
        "the model download from the Hub is answered 429 Too Many Requests (the first line is the router's "
        "start-up record, the second the error as the report quotes it, both from the issue's description). "
        "The Hugging Face maintainer: Hub rate-limiting changes, not specific to the model or the container; "
        "later deployments of other models hit the same. A Hub-side rate limit: retry later (or pre-stage the "
        "weights); restart rather than a code fix.",
    ),
    real(
        GH + "DeckardAgent/deckard/issues/1",
        "DeckardAgent/deckard",
        "runtime_error",
        "unknown",
        HUMAN,
        "EOFError",
        r"""
        Traceback (most recent call last):
          File "/home/qwang/deckard/main.py", line 149, in <module>
            next_task = explore_techtree(model.env, model.policy, allow_sample_untrained=False, max_explore_steps=args.explore_steps)
          File "/home/qwang/deckard/techtree.py", line 25, in explore_techtree
            last_obs = env.reset()
          File "/home/qwang/.conda/envs/mineclip/lib/python3.9/site-packages/stable_baselines3/common/vec_env/subproc_vec_env.py", line 135, in reset
            obs = [remote.recv() for remote in self.remotes]
          File "/home/qwang/.conda/envs/mineclip/lib/python3.9/site-packages/stable_baselines3/common/vec_env/subproc_vec_env.py", line 135, in <listcomp>
            obs = [remote.recv() for remote in self.remotes]
          File "/home/qwang/.conda/envs/mineclip/lib/python3.9/multiprocessing/connection.py", line 250, in recv
            buf = self._recv_bytes()
          File "/home/qwang/.conda/envs/mineclip/lib/python3.9/multiprocessing/connection.py", line 414, in _recv_bytes
            buf = self._recv(4)
        EOFError
        """,
        "DECKARD (Minecraft RL agent with MineCLIP, stable-baselines3 SubprocVecEnv): env.reset() gets "
        "EOFError because an environment subprocess died. The author: this is raised when any remote "
        "environment raises an exception, so it says nothing about the cause, which is in the worker's "
        "own output (not in this log). The thread as read found no cause: the parent's log alone leaves it "
        "open. (The traceback's innermost frame, multiprocessing's `raise EOFError`, is left out of the "
        "excerpt so that the exception line is the one naming the fault.)",
        ambiguous=True,
    ),
    real(
        GH + "kijai/ComfyUI-CogVideoXWrapper/issues/26",
        "kijai/ComfyUI-CogVideoXWrapper",
        "cuda_oom",
        "user_code",
        USER,
        "Allocation on device",
        r"""
        Error occurred when executing CogVideoDecode:

        Allocation on device

        File "E:\ComfyUI_windows_portable\ComfyUI\execution.py", line 317, in execute
        output_data, output_ui, has_subgraph = get_output_data(obj, input_data_all, execution_block_cb=execution_block_cb, pre_execute_cb=pre_execute_cb)
        File "E:\ComfyUI_windows_portable\ComfyUI\execution.py", line 192, in get_output_data
        return_values = _map_node_over_list(obj, input_data_all, obj.FUNCTION, allow_interrupt=True, execution_block_cb=execution_block_cb, pre_execute_cb=pre_execute_cb)
        File "E:\ComfyUI_windows_portable\ComfyUI\execution.py", line 169, in _map_node_over_list
        process_inputs(input_dict, i)
        File "E:\ComfyUI_windows_portable\ComfyUI\execution.py", line 158, in process_inputs
        results.append(getattr(obj, func)(**inputs))
        File "E:\ComfyUI_windows_portable\ComfyUI\custom_nodes\ComfyUI-CogVideoXWrapper\nodes.py", line 336, in decode
        frames = vae.decode(latents).sample
        File "D:\Python\Python310\lib\site-packages\diffusers\utils\accelerate_utils.py", line 46, in wrapper
        return method(self, *args, **kwargs)
        File "D:\Python\Python310\lib\site-packages\diffusers\models\autoencoders\autoencoder_kl_cogvideox.py", line 1153, in decode
        decoded = self._decode(z).sample
        """,
        "CogVideoX text-to-video in ComfyUI: sampling finishes, then the VAE decode of all frames fails "
        "with PyTorch's 'Allocation on device' (GPU out of memory). The reporter expected nothing but more "
        "memory to help; no other diagnosis in the thread as read. Out of GPU memory for this decode "
        "configuration: recurs on rerun.",
    ),
    real(
        GH + "skycrapers/TecoGAN-PyTorch/issues/31",
        "skycrapers/TecoGAN-PyTorch",
        "other",
        "user_code",
        USER,
        "main.py: error: unrecognized arguments: --local-rank=0",
        r"""
        main.py: error: unrecognized arguments: --local-rank=0
        main.py: error: unrecognized arguments: --local-rank=1
        ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: 2) local_rank: 0 (pid: 622423) of binary: /home/rong/anaconda3/envs/tecogan/bin/python
        """,
        "Distributed training of TecoGAN (video super-resolution GAN) with torch.distributed.launch on "
        "PyTorch 2.x: the launcher now passes --local-rank while the script's argparse only knows "
        "--local_rank, so every rank exits with status 2 before training. The reporter's fix: accept "
        "--local-rank in the parser (or launch with torchrun and read LOCAL_RANK). A launcher/script "
        "version mismatch that recurs on every restart.",
    ),
    real(
        GH + "louiskirsch/speechT/issues/11",
        "louiskirsch/speechT",
        "other",
        "unknown",
        HUMAN,
        "Segmentation fault (core dumped)",
        r"""
        Starting input pipeline
        Begin evaluation
        Segmentation fault (core dumped)
        """,
        "Evaluating a speechT (TensorFlow CTC speech recognition) model with a custom KenLM language model "
        "on an 8-GPU, 120 GB host: the process segfaults as evaluation starts; the bundled English LM "
        "works. The maintainer first suspected host RAM, then asked for a core dump; the reporter later "
        "said rebuilding the trie fixed it, which the maintainer doubted. A bare segfault with no cause in "
        "the log: ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "turboderp/exllama/issues/290",
        "turboderp/exllama",
        "cuda_error",
        "framework_bug",
        USER,
        "RuntimeError: CUDA error: an illegal memory access was encountered",
        r"""
        Traceback (most recent call last):
          File "/home/asd/pytests/exllama/test.py", line 230, in <module>
            result_text = generator.generate_simple(prompt, max_new_tokens = 800)
          File "/home/asd/pytests/exllama/generator.py", line 316, in generate_simple
            self.gen_begin(ids, mask = mask)
          File "/home/asd/pytests/exllama/generator.py", line 186, in gen_begin
            self.model.forward(self.sequence[:, :-1], self.cache, preprocess_only = True, lora = self.lora, input_mask = mask)
          File "/home/asd/pytests/exllama/model.py", line 967, in forward
            r = self._forward(input_ids[:, chunk_begin : chunk_end],
          File "/home/asd/pytests/exllama/model.py", line 1011, in _forward
            attn_mask = torch.zeros(batch_size, 1, seq_len, past_len + seq_len, dtype = torch.float16, device = devs[0])
        RuntimeError: CUDA error: an illegal memory access was encountered
        """,
        "ExLlama (v1) inference of a 4-bit CodeLLaMA-34B with a LoRA trained by alpaca_lora_4bit, on one "
        "RTX 3090 with a tiny context: the first forward pass hits an illegal memory access, every time; "
        "commenting out the generator's LoRA line makes it work. The fault follows the LoRA path of the "
        "kernels (the stack only shows where it surfaced), not the GPU: deterministic with this model/LoRA "
        "pair, so a restart repeats it. No fix in the thread as read.",
    ),
    real(
        GH + "TMElyralab/MuseTalk/issues/362",
        "TMElyralab/MuseTalk",
        "cuda_oom",
        "user_code",
        USER,
        "torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 58.00 MiB",
        r"""
        torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 58.00 MiB (GPU 0; 6.00 GiB total capacity; 5.13 GiB already allocated; 0 bytes free; 5.23 GiB reserved in total by PyTorch) If reserved memory is >> allocated memory try setting max_split_size_mb to avoid fragmentation.  See documentation for Memory Management and PYTORCH_CUDA_ALLOC_CONF
        """,
        "MuseTalk real-time lip-sync inference (scripts.realtime_inference) on a 6 GB laptop RTX 4050: "
        "the 6 GB are full (5.13 GiB allocated, 0 bytes free). The only reply suggests editing the "
        "max_split_size_mb setting in the code, a fragmentation knob that cannot make the model fit. The "
        "label rests on the log: the job does not fit this GPU and recurs as configured.",
    ),
    real(
        GH + "zylon-ai/private-gpt/issues/921",
        "zylon-ai/private-gpt",
        "runtime_error",
        "framework_bug",
        USER,
        "ggml_new_tensor_impl: not enough space in the context's memory pool",
        r"""
        ggml_new_tensor_impl: not enough space in the context's memory pool (needed 13340448, available 10485760)
        Traceback (most recent call last):
        """,
        "privateGPT with a GPU (cuBLAS) build of llama-cpp-python and a koala-7B GGML model on a 16 GB "
        "RTX 3080 Ti laptop GPU: some queries (those hitting words frequent in the documents, the reporter "
        "noticed) abort because ggml's fixed context memory pool is too small for a tensor; torch memory "
        "settings did not help. The same pool-size failure is reported with a 24 GB card in the project's "
        "GPU thread (#885). A llama.cpp-side buffer sized too small for these prompts: the same query "
        "fails again, so no restart.",
    ),
    real(
        GH + "Wan-Video/Wan2.2/issues/90",
        "Wan-Video/Wan2.2",
        "cuda_oom",
        "user_code",
        USER,
        "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.60 GiB.",
        r"""
        torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.60 GiB. GPU 0 has a total capacity of 23.68 GiB of which 885.94 MiB is free. Including non-PyTorch memory, this process has 22.80 GiB memory in use. Of the allocated memory 18.43 GiB is allocated by PyTorch, and 4.03 GiB is reserved by PyTorch but unallocated. If reserved but unallocated memory is large try setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  See documentation for Memory Management  (https://pytorch.org/docs/stable/notes/cuda.html#environment-variables)
        """,
        "Wan2.2 TI2V-5B text-image-to-video generation at 1280x704 on one 24 GB RTX 3090 with the README's "
        "memory-saving flags (--offload_model True --convert_model_dtype --t5_cpu): sampling completes and "
        "the VAE decode stage runs out of GPU memory (the error as quoted in the issue). Other 24 GB users "
        "report the same decode-stage OOM (#34, and a PR proposing a fix for 24 GB cards). Out of GPU memory "
        "for this resolution on this card: recurs.",
    ),
    real(
        GH + "guyyariv/AudioToken/issues/1",
        "guyyariv/AudioToken",
        "model_loading_error",
        "user_code",
        USER,
        "safetensors_rust.SafetensorError: Error while deserializing header: HeaderTooLarge",
        r"""
        safetensors_rust.SafetensorError: Error while deserializing header: HeaderTooLarge
        """,
        "AudioToken (audio-conditioned Stable Diffusion) inference fails when loading the LoRA weights "
        "shipped in the repository (unet.load_attn_procs). The author confirmed the LoRA weights uploaded "
        "to Git were corrupted and had no backup; the defaults were changed to run without them. A corrupt "
        "weights file: every restart loads the same file and fails.",
    ),
]
