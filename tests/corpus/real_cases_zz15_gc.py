# ruff: noqa
"""Real excerpts, batch ZZ15-GC: development-fold failures of accelerator jobs off the NVIDIA-on-bare-
metal path: AMD ROCm/HIP (HIP out of memory on Radeon and Strix Halo parts, invalid device function on
GPUs the build has no kernels for, rocBLAS/Tensile libraries missing for the GPU's architecture,
MIOpen failures on Vega and on a Slurm-scheduled DCU cluster, the HSA runtime not starting in a
container on a KVM guest, an amdgpu ring timeout and GPU reset), Intel Gaudi (Synapse graph-compile and
node-creation failures, a device that another service had already acquired, a single-card TGI server),
a Google TPU held by another process under JAX, and GPUs refused at the container or cluster boundary
(Docker with no GPU-capable runtime or with a driver too old for the image, the AMD Kubernetes device
plugin reporting the node's GPU unhealthy). Gathered with the issue-thread search from GitHub
repositories new to the corpus whose `fold_of(repo)` is "dev" (model and inference apps, ROCm
libraries, Hugging Face's Gaudi integrations, OPEA examples, a Kubernetes app catalogue), at most two
threads a repository. Many other phrasings were searched (RCCL and aws-ofi-rccl errors, HSA aperture
violations, memory access faults, EFA and libfabric, SageMaker and Vertex AI job failures, GKE and TPU
preemption, OOMKilled and evicted GPU pods, NVML in pods, Intel XPU out of memory, cloud capacity and
quota errors); those mostly returned repositories already in the corpus or in the test fold, or
threads whose excerpt held no complete error line, and the forum hosts allowed for this batch were not
reachable through the page search, so none is used. What came back is taken as it came, not picked for
what crashcart can do, and nobody ran crashcart on these cases before they were labelled. Verbatim log
lines as printed in each thread (trimmed to the relevant part; markdown quote markers removed);
labelled from what each thread concluded, or from the log where it concluded nothing or no conclusion
was visible in what was read (the notes say which)."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    # --- AMD ROCm / HIP: device memory -------------------------------------------------------------
    real(
        GH + "kyuz0/amd-strix-halo-image-video-toolboxes/issues/3",
        "kyuz0/amd-strix-halo-image-video-toolboxes",
        "cuda_oom",
        "user_code",
        USER,
        "torch.OutOfMemoryError: HIP out of memory. Tried to allocate 3.31 GiB.",
        r"""
         File "/opt/venv/lib64/python3.13/site-packages/torch/utils/_device.py", line 104, in __torch_function__
            return func(*args, **kwargs)
        torch.OutOfMemoryError: HIP out of memory. Tried to allocate 3.31 GiB. GPU 0 has a total capacity of 128.00 GiB of which 780.24 MiB is free. Of the allocated memory 57.70 GiB is allocated by PyTorch, and 75.82 MiB is reserved by PyTorch but unallocated. If reserved but unallocated memory is large try setting PYTORCH_HIP_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  See documentation for Memory Management  (https://pytorch.org/docs/stable/notes/cuda.html#environment-variables)
        """,
        "An image/video generation workflow in the project's ROCm toolbox container on a Strix Halo box "
        "(128 GB of unified memory) fails allocating 3.3 GiB: HIP reports only 780 MiB free with 57.7 GiB "
        "held by PyTorch (the rest of the shared pool is used outside this allocator). No answer in the "
        "thread; the label rests on the log: the device's memory is exhausted by what the workload asks "
        "for, which the same workflow and settings meet again.",
    ),
    real(
        GH + "pinokiofactory/flux-webui/issues/25",
        "pinokiofactory/flux-webui",
        "cuda_oom",
        "user_code",
        USER,
        "torch.OutOfMemoryError: HIP out of memory. Tried to allocate 80.00 MiB.",
        r"""
        initialized!
        moving device to cuda
        initializing pipeline...
        You set `add_prefix_space`. The tokenizer needs to be converted from the slow tokenizers
        initialized!
        Traceback (most recent call last):
        (...)lots of traceback(...)
        torch.OutOfMemoryError: HIP out of memory. Tried to allocate 80.00 MiB. GPU 0 has a total capacity of 15.98 GiB of which 84.00 MiB is free. Of the allocated memory 15.44 GiB is allocated by PyTorch, and 267.59 MiB is reserved by PyTorch but unallocated. If reserved but unallocated memory is large try setting PYTORCH_HIP_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  See documentation for Memory Management  (https://pytorch.org/docs/stable/notes/cuda.html#environment-variables)
        """,
        "FLUX image generation in the Pinokio web UI on an RX 6950 XT (16 GB) fails moving the pipeline to "
        "the GPU ('pipe.to(device)' per the reporter), whatever FLUX model is chosen: PyTorch already holds "
        "15.4 GiB of the card's 16 GiB. The reporter elided the traceback as printed. No answer in the "
        "thread; from the log: the model does not fit the GPU whole, which recurs on every start until "
        "the model or offloading settings change.",
    ),
    real(
        GH + "lemonade-sdk/vllm-rocm/issues/5",
        "lemonade-sdk/vllm-rocm",
        "cuda_oom",
        "user_code",
        USER,
        "torch.OutOfMemoryError: HIP out of memory. Tried to allocate 12.95 GiB.",
        r"""
        2026-05-08 11:47:02.257 [Error] (Process) (EngineCore pid=2651) torch.OutOfMemoryError: HIP out of memory. Tried to allocate 12.95 GiB. GPU 0 has a total capacity of 127.00 GiB of which 18.55 GiB is free. Of the allocated memory 99.37 GiB is allocated by PyTorch, and 121.80 MiB is reserved by PyTorch but unallocated. If reserved but unallocated memory is large try setting PYTORCH_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  See documentation for Memory Management  (https://pytorch.org/docs/stable/notes/cuda.html#environment-variables)
        ...
        2026-05-08 11:47:02.257 [Error] (Process) (EngineCore pid=2651) ERROR 05-08 11:47:02 [core.py:1136] torch.OutOfMemoryError: HIP out of memory. Tried to allocate 12.95 GiB. GPU 0 has a total capacity of 127.00 GiB of which 18.55 GiB is free. Of the allocated memory 99.37 GiB is allocated by PyTorch, and 121.80 MiB is reserved by PyTorch but unallocated. If reserved but unallocated memory is large try setting PYTORCH_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  See documentation for Memory Management  (https://pytorch.org/docs/stable/notes/cuda.html#environment-variables)
        """,
        "Lemonade's vLLM-on-ROCm backend on a freshly rebooted gfx1151 (Strix Halo, 127 GiB shared) fails "
        "while the engine core starts: a 12.95 GiB allocation with 99.4 GiB already held by PyTorch and "
        "18.6 GiB free. The thread is open without an answer; the label rests on the log: the engine's "
        "memory budget (model plus KV-cache reservation) is larger than the device can give, which a "
        "restart with the same settings meets again.",
    ),
    # --- AMD ROCm / HIP: no kernels or libraries for the GPU's architecture ----------------------------
    real(
        GH + "etched-ai/open-oasis/issues/27",
        "etched-ai/open-oasis",
        "cuda_error",
        "user_code",
        USER,
        "RuntimeError: HIP error: invalid device function",
        r"""
        Traceback (most recent call last):
          File "/home/arch/Desktop/open-oasis/generate.py", line 70, in <module>
            x = vae.encode(x * 2 - 1).mean * scaling_factor
                           ~~^~~
        RuntimeError: HIP error: invalid device function
        HIP kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
        For debugging consider passing AMD_SERIALIZE_KERNEL=3
        Compile with `TORCH_USE_HIP_DSA` to enable device-side assertions.
        """,
        "The world-model demo on Arch Linux with ROCm on an RX 6600 fails at its first GPU kernel: HIP "
        "finds no kernel for the device. The thread is open without an answer; the label rests on the log "
        "and what 'invalid device function' means under ROCm: the PyTorch build carries no code object "
        "for this GPU's architecture (the RX 6600 is not among ROCm's supported targets), so every run "
        "on this machine fails the same way until the build or a GFX override changes.",
    ),
    real(
        GH + "githubcto/FramePack-ZLUDA/issues/4",
        "githubcto/FramePack-ZLUDA",
        "cuda_error",
        "user_code",
        USER,
        "No such file or directory for GPU arch : gfx1201",
        r"""
        ocBLAS error: Cannot read C:\Program Files\AMD\ROCm\6.2\bin\/rocblas/library/TensileLibrary.dat: No such file or directory for GPU arch : gfx1201
        rocBLAS error: Could not initialize Tensile host:
        regex_error(error_backref): The expression contained an invalid back reference.
        """,
        "FramePack through ZLUDA on Windows with an RX 9070 XT (gfx1201) aborts when rocBLAS loads: the "
        "HIP SDK 6.2 install has no Tensile kernels for gfx1201 (the first line is cut as printed). The "
        "reporter found the cause (RDNA4 support starts with ROCm 6.3, not yet in the Windows HIP SDK) and "
        "a workaround: community-built rocBLAS libraries for gfx1201. An environment without kernels for "
        "the GPU: fails on every start until the libraries change.",
    ),
    real(
        GH + "ROCm/Tensile/issues/1936",
        "ROCm/Tensile",
        "cuda_error",
        "user_code",
        USER,
        "rocBLAS error: Cannot read /opt/rocm-5.4.0/lib/rocblas/library/TensileLibrary.dat: Illegal seek",
        r"""
        rocBLAS error: Cannot read /opt/rocm-5.4.0/lib/rocblas/library/TensileLibrary.dat: Illegal seek
        Aborted (core dumped)
        """,
        "A face-swap app (roop) with a self-built onnxruntime ROCm wheel aborts as soon as rocBLAS loads "
        "its kernel library; the reporter sees the same with 'No such file or directory' in other "
        "attempts, after installing most ROCm use cases to chase missing packages. The thread shows no "
        "resolution in what was read; the label rests on the log: the ROCm installation does not provide "
        "a usable Tensile library for this GPU, an environment fault that aborts every run.",
    ),
    real(
        GH + "ryujaehun/pytorch-gpu-benchmark/issues/19",
        "ryujaehun/pytorch-gpu-benchmark",
        "cuda_error",
        "user_code",
        USER,
        "MIOpen Error: /MIOpen/src/hipoc/hipoc_program.cpp:286: Code object build failed. Source: MIOpenIm2d2Col.cl",
        r"""
        Benchmarking Training float precision type mnasnet0_5
        MIOpen(HIP): Warning [SQLiteBase] Unable to read system database file:/opt/rocm/miopen/share/miopen/db/gfx900_64.kdb Performance may degrade
        MIOpen(HIP): Error [SetIsaName] 'amd_comgr_action_info_set_isa_name(handle, isa.c_str())' amdgcn-amd-amdhsa--gfx900:sramecc-:xnack-: INVALID_ARGUMENT (2)
        MIOpen(HIP): Error [BuildOcl] comgr status = INVALID_ARGUMENT (2)
        MIOpen(HIP): Warning [BuildOcl] amdgcn-amd-amdhsa--gfx900:sramecc-:xnack-
        MIOpen Error: /MIOpen/src/hipoc/hipoc_program.cpp:286: Code object build failed. Source: MIOpenIm2d2Col.cl
        Traceback (most recent call last):
          File "benchmark_models.py", line 183, in <module>
            train_result = train(precision)
        """,
        "The GPU benchmark's first training model on a Vega 56/64 (gfx900) with a ROCm PyTorch build: "
        "MIOpen has no prebuilt kernels for the card and cannot compile one either, because the code-object "
        "compiler rejects the target string 'gfx900:sramecc-:xnack-'. No answer in the thread; the label "
        "rests on the log: the ROCm stack installed does not handle this GPU, so every run fails at the "
        "first convolution until the stack or the GPU changes.",
    ),
    real(
        GH + "ROCm/MIOpen/issues/1994",
        "ROCm/MIOpen",
        "cuda_error",
        "user_code",
        USER,
        "MIOpen Error: /MIOpen/src/ocl/convolutionocl.cpp:831: Forward Convolution cannot be executed due to incorrect params",
        r"""
         Epoch: [1 | 300] LR: 0.100000
        MIOpen(HIP): Warning [ForwardBackwardDataGetWorkSpaceSizeWinograd] /MIOpen/src/sqlite_db.cpp:108: open memvfs: unable to open database file
        MIOpen(HIP): Warning [ForwardBackwardDataGetWorkSpaceSizeWinograd] /MIOpen/src/sqlite_db.cpp:108: open memvfs: unable to open database file
        MIOpen(HIP): Warning [FindWinogradSolutions] /MIOpen/src/sqlite_db.cpp:108: open memvfs: unable to open database file
        MIOpen Error: /MIOpen/src/ocl/convolutionocl.cpp:831: Forward Convolution cannot be executed due to incorrect params
        MIOpen(HIP): Warning [ForwardBackwardDataGetWorkSpaceSizeWinograd] /MIOpen/src/sqlite_db.cpp:108: open memvfs: unable to open database file
        MIOpen(HIP): Warning [ForwardBackwardDataGetWorkSpaceSizeWinograd] /MIOpen/src/sqlite_db.cpp:108: open memvfs: unable to open database file
        MIOpen(HIP): Warning [FindWinogradSolutions] /MIOpen/src/sqlite_db.cpp:108: open memvfs: unable to open database file
        MIOpen Error: /MIOpen/src/ocl/convolutionocl.cpp:831: Forward Convolution cannot be executed due to incorrect params
        """,
        "A CIFAR training script (Random-Erasing) run through Slurm on a DCU (ROCm-based accelerator) "
        "cluster fails in its first epoch: MIOpen cannot open its kernel database and then refuses the "
        "forward convolution; the same script trains on NVIDIA GPUs. The issue was closed as a question "
        "without a fix in what was read; the label rests on the log: the cluster's MIOpen/ROCm stack does "
        "not run this convolution as set up, which the next submission meets again in epoch 1.",
    ),
    # --- AMD ROCm: runtime, kernel driver, containers -------------------------------------------------
    real(
        GH + "ROCm/ROCm-docker/issues/34",
        "ROCm/ROCm-docker",
        "cuda_error",
        "unknown",
        HUMAN,
        "Initializing the hsa runtime failed.",
        r"""
        rocm-user@409e97fd5bce:/opt/rocm/hsa/sample$ ./vector_copy
        Initializing the hsa runtime failed.
        rocm-user@409e97fd5bce:~$ ./HelloWorld
        Failed to find any OpenCL platforms.
        Failed to create OpenCL context.
        """,
        "ROCm samples in the rocm-terminal container on a KVM guest with a passed-through Vega 64: the HSA "
        "runtime will not initialise and OpenCL finds no platform, although the same samples run on the "
        "guest itself (tried with --device=/dev/kfd and --privileged). A maintainer relates it to another "
        "report of the stack failing inside the container; no fix in what was read. The container cannot "
        "reach the GPU stack of its host, which a person has to sort out on the host; a restart changes "
        "nothing.",
    ),
    real(
        GH + "rocm-arch/rocm-arch/issues/829",
        "rocm-arch/rocm-arch",
        "gpu_xid",
        "framework_bug",
        HUMAN,
        "*ERROR* ring gfx_0.0.0 timeout, signaled seq=502589, emitted seq=502591",
        r"""
        [ 2674.170431] [drm:amdgpu_dm_atomic_commit_tail [amdgpu]] *ERROR* Waiting for fences timed out!
        [ 2679.300365] [drm:amdgpu_job_timedout [amdgpu]] *ERROR* ring gfx_0.0.0 timeout, signaled seq=502589, emitted seq=502591
        [ 2679.300490] [drm:amdgpu_job_timedout [amdgpu]] *ERROR* Process information: process blender pid 10728 thread blender:cs0 pid 10762
        [ 2679.300601] amdgpu 0000:0c:00.0: amdgpu: GPU reset begin!
        [ 2679.300615] amdgpu: Failed to suspend process 0x800c
        [ 2679.729744] amdgpu 0000:0c:00.0: [drm:amdgpu_ring_test_helper [amdgpu]] *ERROR* ring kiq_2.1.0 test failed (-110)
        [ 2679.729846] [drm:gfx_v10_0_hw_fini [amdgpu]] *ERROR* KGQ disable failed
        [ 2680.003239] amdgpu 0000:0c:00.0: [drm:amdgpu_ring_test_helper [amdgpu]] *ERROR* ring kiq_2.1.0 test failed (-110)
        [ 2680.003337] [drm:gfx_v10_0_hw_fini [amdgpu]] *ERROR* KCQ disable failed
        [ 2680.276602] [drm:gfx_v10_0_hw_fini [amdgpu]] *ERROR* failed to halt cp gfx
        [ 2680.306668] [drm] free PSP TMR buffer
        """,
        "Cycles HIP rendering in Blender 3.2.1 on an RX 6800 with the Arch ROCm 5.2 packages: the kernel "
        "driver times out the graphics ring on Blender's job, the GPU reset fails and the machine must be "
        "rebooted. The reporter says it happens systematically with this software combination, which "
        "points at the ROCm/driver stack rather than the card (no resolution in what was read). The GPU "
        "is wedged until a person reboots the host, and the same render will wedge it again: not a "
        "hardware cordon, not a blind restart.",
    ),
    # --- Intel Gaudi (Synapse / HPU) --------------------------------------------------------------------
    real(
        GH + "huggingface/optimum-habana/issues/614",
        "huggingface/optimum-habana",
        "cuda_error",
        "framework_bug",
        USER,
        "RuntimeError: synNodeCreateWithId failed for node: pad_fwd_i32 with synStatus 26 [Generice failure]. .",
        r"""
        Traceback (most recent call last):
          File "run_generation.py", line 667, in <module>
            main()
          File "run_generation.py", line 464, in main
            generate()
          File "run_generation.py", line 444, in generate
            outputs = model.generate(
          File "/home/dan/habanalabs-venv/lib/python3.8/site-packages/torch/utils/_contextlib.py", line 115, in decorate_context
            return func(*args, **kwargs)
          File "/home/dan/habanalabs-venv/lib/python3.8/site-packages/optimum/habana/transformers/generation/utils.py", line 617, in generate
            and torch.sum(inputs_tensor[:, position] == generation_config.pad_token_id) > 0
        RuntimeError: synNodeCreateWithId failed for node: pad_fwd_i32 with synStatus 26 [Generice failure]. .
        """,
        "The official text-generation example with Llama-2-7b and HPU graphs on Gaudi (a 1.13 release-"
        "candidate firmware, Synapse 1.13, optimum-habana 1.9) fails at the first generate(): the Synapse "
        "graph compiler cannot create a 32-bit pad node. Labelled a bug; the maintainer's reply is cut in "
        "what was read, so the label rests on the log: a software-stack failure on a fixed operation that "
        "every run of the same example hits, fixed by changing versions, not by a restart.",
    ),
    real(
        GH + "huggingface/optimum-habana/issues/1426",
        "huggingface/optimum-habana",
        "cuda_error",
        "framework_bug",
        USER,
        "[rank6]: RuntimeError: [Rank:6] FATAL ERROR :: MODULE:PT_BRIDGE Exception in Launch thread...",
        r"""
        [rank6]:     formatter = _Formatter(get_summarized_data(self) if summarize else self)
        [rank6]:   File "/usr/local/lib/python3.10/dist-packages/torch/_tensor_str.py", line 138, in __init__
        [rank6]:     nonzero_finite_vals = torch.masked_select(
        [rank6]: RuntimeError: [Rank:6] FATAL ERROR :: MODULE:PT_BRIDGE Exception in Launch thread...
        [rank6]: Check $HABANA_LOGS/ for detailsGraph compile failed. synStatus=synStatus 26 [Generic failure].
        [rank6]: [Rank:6] Habana exception raised from compile at graph.cpp:599
        [rank2]: Traceback (most recent call last):
        [rank2]:   File "/usr/local/lib/python3.10/dist-packages/torch/distributed/c10d_logger.py", line 79, in wrapper
        [rank2]:     return func(*args, **kwargs)
        [rank2]:   File "/usr/local/lib/python3.10/dist-packages/torch/distributed/distributed_c10d.py", line 3208, in all_gather_into_tensor
        [rank2]:     work = group._allgather_base(output_tensor, input_tensor, opts)
        [rank2]: RuntimeError: Graph compile failed. synStatus=synStatus 26 [Generic failure].
        ......
        """,
        "Fine-tuning bloomz-7b1 with the project's example on an 8-card Gaudi2D (Synapse 1.18): ranks fail "
        "with Synapse graph-compile errors, rank 6 while printing a tensor and rank 2 in an all-gather, so "
        "the failure is on several ranks, not one card. The maintainer asked whether it worked on 1.17; no "
        "conclusion in what was read. From the log: the Gaudi software stack cannot compile this model's "
        "graphs on this device variant, which a restart meets again.",
    ),
    real(
        GH + "huggingface/tgi-gaudi/issues/54",
        "huggingface/tgi-gaudi",
        "cuda_oom",
        "user_code",
        USER,
        "RuntimeError: Graph compile failed. synStatus=synStatus 26 [Generice failure].",
        r"""
        2024-02-21T05:55:25.318307Z DEBUG text_generation_launcher:     generations, next_batch = self.model.generate_token(batch)
        2024-02-21T05:55:25.318312Z DEBUG text_generation_launcher:   File "/usr/lib/python3.10/contextlib.py", line 79, in inner
        2024-02-21T05:55:25.318318Z DEBUG text_generation_launcher:     return func(*args, **kwds)
        2024-02-21T05:55:25.318323Z DEBUG text_generation_launcher:   File "/usr/local/lib/python3.10/dist-packages/text_generation_server/models/causal_lm.py", line 704, in generate_token
        2024-02-21T05:55:25.318330Z DEBUG text_generation_launcher:     batch.input_ids[:, :token_idx], logits.squeeze(-2)
        2024-02-21T05:55:25.318335Z DEBUG text_generation_launcher: RuntimeError: Graph compile failed. synStatus=synStatus 26 [Generice failure].
        """,
        "TGI for Gaudi serving Llama-2-13b-chat on one card with long inputs (4096 input / 8192 total "
        "tokens) fails generating a token with a Synapse graph-compile error. The maintainer reproduced it "
        "with one shard only, ran the same settings fine on 8 shards, and judged it an out-of-memory "
        "condition that needs sharding (it works on one card with smaller inputs). Device memory for the "
        "chosen size: recurs until the inputs shrink or the model is sharded.",
    ),
    real(
        GH + "opea-project/GenAIExamples/issues/137",
        "opea-project/GenAIExamples",
        "cuda_error",
        "user_code",
        USER,
        "RuntimeError: synStatus=8 [Device not found] Device acquire failed.",
        r"""
        RuntimeError: synStatus=8 [Device not found] Device acquire failed.
        """,
        "The ChatQnA Gaudi example's docker-compose starts the embedding and the TGI containers both with "
        "HABANA_VISIBLE_DEVICES=all, and both fail to acquire a Gaudi device. The maintainer: 'all' lets a "
        "service take any free HPU and this error means none was free; the reporter got past it by "
        "assigning specific cards to each container. A deployment configuration that fails the same way "
        "on every start.",
    ),
    # --- Google TPU ----------------------------------------------------------------------------------------
    real(
        GH + "sgl-project/sglang-jax/issues/857",
        "sgl-project/sglang-jax",
        "cuda_error",
        "framework_bug",
        USER,
        "RuntimeError: Unable to initialize backend 'tpu': ABORTED: The TPU is already in use by process with pid 2718466.",
        r"""
        RuntimeError: Unable to initialize backend 'tpu': ABORTED: The TPU is already in use by process with pid 2718466. Not attempting to load libtpu.so in this process. (set JAX_PLATFORMS='' to automatically choose an available backend)
        2026-03-03 05:28:44 - WARNING - [sgl_jax.srt.entrypoints.engine] Child process unexpectedly failed with exitcode=256. pid=2720317
        """,
        "sglang-jax's multi-process mode used from Tunix on a TPU host: the engine's child process cannot "
        "initialise JAX's TPU backend because another process of the same job (the parent already holding "
        "libtpu) owns the TPU, and the engine reports the child dead. Filed as a bug with no reply; from "
        "the log: the way the processes share the TPU is wrong, so every launch in this mode fails the "
        "same way; not a stale process on the node.",
    ),
    # --- Containers and Kubernetes refusing the GPU -------------------------------------------------------
    real(
        GH + "NVlabs/BundleSDF/issues/184",
        "NVlabs/BundleSDF",
        "cuda_error",
        "unknown",
        HUMAN,
        'Error response from daemon: could not select device driver "" with capabilities: [[gpu]].',
        r"""
        access control disabled, clients can connect from any host docker:
        Error response from daemon: could not select device driver "" with capabilities: [[gpu]].
        """,
        "The project's run_container.sh (docker run --gpus all after an xhost call) on Ubuntu 22.04 with "
        "driver 550 and CUDA 12.4: Docker has no runtime that can provide GPUs, i.e. the NVIDIA container "
        "toolkit is not installed or not registered with this Docker daemon. No answer in the thread; the "
        "label rests on the log and what the error means. The host's container runtime lacks GPU support, "
        "which a person must install before any GPU container starts there.",
    ),
    real(
        GH + "LinkSoul-AI/Chinese-Llama-2-7b/issues/32",
        "LinkSoul-AI/Chinese-Llama-2-7b",
        "cuda_error",
        "unknown",
        HUMAN,
        'docker: Error response from daemon: could not select device driver "" with capabilities: [[gpu]].',
        r"""
        docker: Error response from daemon: could not select device driver "" with capabilities: [[gpu]].
        """,
        "Starting the model's Docker image with GPUs fails before the container exists: the Docker daemon "
        "has no device driver that offers GPUs (the NVIDIA container toolkit missing or not configured). "
        "The issue is open without an answer; the label rests on the log. A host set-up problem that "
        "refuses every GPU container until someone installs and registers the runtime.",
    ),
    real(
        GH + "MauriceNino/dashdot/issues/1226",
        "MauriceNino/dashdot",
        "cuda_error",
        "user_code",
        USER,
        "nvidia-container-cli: requirement error: unsatisfied condition: cuda>=12.8, please update your driver to a newer version",
        r"""
        root@server:/opt/here# docker compose up -d dashdot
        [+] Running 0/1
         ⠙ Container dashdot  Starting                                                                                                                                                                                0.1s
        Error response from daemon: failed to create task for container: failed to create shim task: OCI runtime create failed: runc create failed: unable to start container process: error during container init: error running prestart hook #0: exit status 1, stdout: , stderr: Auto-detected mode as 'legacy'
        nvidia-container-cli: requirement error: unsatisfied condition: cuda>=12.8, please update your driver to a newer version, or use an earlier cuda container: unknown
        """,
        "The GPU variant of the dashdot dashboard container on a Debian 12 laptop with an RTX 4050: the "
        "NVIDIA container hook refuses to start it because the image requires CUDA 12.8 and the host "
        "driver is older. The message itself names the fix (a newer driver or an image built on an older "
        "CUDA). A host/image version mismatch that fails every start: no restart, the user changes one or "
        "the other.",
    ),
    real(
        GH + "trueforge-org/truecharts/issues/19201",
        "trueforge-org/truecharts",
        "cuda_error",
        "unknown",
        HUMAN,
        "Allocate failed due to no healthy devices present; cannot allocate unhealthy devices amd.com/gpu, which is unexpected",
        r"""
        2024-03-14 14:22:04
        Allocate failed due to no healthy devices present; cannot allocate unhealthy devices amd.com/gpu, which is unexpected
        2024-03-14 14:22:03
        Successfully assigned ix-homarr/homarr-54b6f78c78-82wsn to ix-truenas
        2024-03-14 14:22:03
        Allocate failed due to no healthy devices present; cannot allocate unhealthy devices amd.com/gpu, which is unexpected
        2024-03-14 14:22:02
        Successfully assigned ix-homarr/homarr-54b6f78c78-79rgz to ix-truenas
        2024-03-14 14:22:02
        Allocate failed due to no healthy devices present; cannot allocate unhealthy devices amd.com/gpu, which is unexpected
        """,
        "Pods of a TrueNAS SCALE app that request an AMD GPU (amd.com/gpu) are scheduled to the single "
        "node ix-truenas and rejected by the kubelet over and over: the AMD device plugin reports the "
        "node's GPU devices unhealthy, so none can be allocated, and the ReplicaSet keeps creating pods. "
        "No diagnosis in what was read; the label rests on the log: the node's GPU, driver or device "
        "plugin is in a bad state that a person must look at; new pods on that node fail the same way.",
        culprit={"nodes": ["ix-truenas"], "ranks": []},
    ),
    # --- ROCm CI: device memory in test runs ----------------------------------------------------------------
    real(
        GH + "ROCm/TheRock/issues/2118",
        "ROCm/TheRock",
        "cuda_oom",
        "framework_bug",
        USER,
        "torch.OutOfMemoryError: HIP out of memory. Tried to allocate 2.00 MiB. GPU 0 has a total capacity of 255.98 GiB of which 244.65 GiB is free. 1.05 GiB allowed;",
        r"""
        2025-11-12T11:25:13.4961658Z FAILED [0.0005s] external-builds/pytorch/pytorch/test/test_autograd.py::TestAutogradDeviceTypeCUDA::test_inplace_on_view_multi_output_safe_cuda - torch.OutOfMemoryError: HIP out of memory. Tried to allocate 2.00 MiB. GPU 0 has a total capacity of 255.98 GiB of which 244.65 GiB is free. 1.05 GiB allowed; Of the allocated memory 1017.01 MiB is allocated by PyTorch, with 17.00 MiB allocated in private pools (e.g., HIP Graphs), and 54.99 MiB is reserved by PyTorch but unallocated. If reserved but unallocated memory is large try setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  See documentation for Memory Management  (https://pytorch.org/docs/stable/notes/cuda.html#environment-variables)
        """,
        "ROCm's PyTorch 2.9 test jobs on several GPU architectures fail one test after another with HIP "
        "out of memory although 244 of 256 GiB are free: only 1.05 GiB is 'allowed', a per-process memory "
        "fraction that an earlier test set and never reset. The maintainers traced it to the test suite "
        "and cherry-picked an upstream PyTorch fix. A test-harness bug that fails the same tests on every "
        "run until the fix lands.",
    ),
    real(
        GH + "ROCm/TheRock/issues/4598",
        "ROCm/TheRock",
        "cuda_oom",
        "user_code",
        USER,
        "torch.OutOfMemoryError: HIP out of memory. Tried to allocate 16.00 GiB.",
        r"""
        ______ TestNNDeviceTypeCUDA.test_grid_sample_large_index_2d_cuda_float64 _______
        Traceback (most recent call last):
        ...
        ...
          File "/__w/TheRock/TheRock/external-builds/pytorch/pytorch/test/test_nn.py", line 10838, in test_grid_sample_large_index_2d
            im = torch.zeros([1, 1, 32769, 65536], device=device, dtype=dtype)
        torch.OutOfMemoryError: HIP out of memory. Tried to allocate 16.00 GiB. GPU 0 has a total capacity of 15.49 GiB of which 84.98 GiB is free. Of the allocated memory 1.67 GiB is allocated by PyTorch, and 8.08 GiB is reserved by PyTorch but unallocated. If reserved but unallocated memory is large try setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  See documentation for Memory Management  (https://pytorch.org/docs/stable/notes/cuda.html#environment-variables)
        """,
        "ROCm's CI PyTorch wheel tests on a gfx1151 runner: a large-index grid_sample test asks for a "
        "16 GiB tensor on a device that reports 15.49 GiB total (the reporter also questions the odd free "
        "figure). Open, no diagnosis in what was read; from the log: the test needs more device memory than "
        "this runner's GPU offers, so it fails on every run there until it is skipped or the limit changes.",
    ),
]
