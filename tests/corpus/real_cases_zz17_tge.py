# ruff: noqa
"""Real excerpts, batch ZZ17-TGE (held-out, test fold): the PLATFORM around GPU jobs, as users and
operators paste it. Kubernetes device plugins that lose a GPU or meet a driver/library mismatch at
boot; inference servers in production (Triton, TensorRT-LLM, KServe runtimes, vLLM-based servers)
that segfault, run out of GPU memory when they load, fail on a cuBLAS call after running for a while,
hit an illegal memory access in a MoE kernel, or cannot use a MIG slice under a vGPU driver; container
stacks that refuse to start a GPU container (CUDA requirement of the image above the driver, no
NVIDIA runtime for `--gpus`); cloud ML services (a SageMaker training job that runs out of GPU memory,
an AzureML distributed job that puts two ranks on one GPU); Slurm and PBS job failures on GPU
clusters (a credential that expired after a reboot, a step whose processes would not die, a bare `Killed`, a GPU that Slurm handed out
while another process held it, an epilog permission error that drained nodes, a node failure that
ended a job). Gathered from GitHub issue threads through the stored issue index, searching for GPU
jobs and servers that died in that platform layer (device plugin, GPU operator, container toolkit,
Triton, TensorRT-LLM, KServe, NIM, SageMaker, Vertex AI, AzureML, Ray, Kubeflow operators, Slurm,
PBS, preemption, Xid on Kubernetes nodes) and keeping the threads of repositories whose
`fold_of(repo)` is "test", taken as the searches returned them and not picked for what crashcart can
do. Threads whose log was not visible in the stored excerpt (screenshots, attachments, a title
alone), feature requests, sources already in the corpus or in another held-out batch, and
repositories over their per-repo limit were passed over. Nobody ran
crashcart on these cases before they were labelled. Verbatim log lines as printed in each thread
(trimmed to the relevant part; markdown quote markers removed); labelled from what each thread
concluded, or from the log where it concluded nothing (the notes say which)."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    # --- Kubernetes device plugin and node driver state -------------------------------------------
    real(
        GH + "NVIDIA/k8s-device-plugin/issues/231",
        "NVIDIA/k8s-device-plugin",
        "gpu_xid",
        "node_hardware",
        CORDON,
        "GPU is lost.  Reboot the system to recover this GPU",
        r"""
        Pod Allocate failed due to device plugin GetPreferredAllocation rpc failed with err: rpc error: code = Unknown desc = Unable to retrieve list of available devices: error creating nvml.Device 3: nvml: GPU is lost, which is unexpected
        Unable to determine the device handle for GPU 0000:C1:00.0: GPU is lost.  Reboot the system to recover this GPU
        Linux node-11 5.4.0-65-gene
        """,
        "On a Kubernetes cluster of 4-GPU nodes, one GPU on node-11 is lost (nvidia-smi cannot get "
        "its handle and asks for a reboot) and every new GPU pod on the node then fails admission "
        "in the device plugin. A GPU that has fallen off the bus is a hardware signature on that "
        "node: cordon node-11 and reschedule; the thread itself is about the plugin failing the "
        "healthy GPUs too. The uname line is cut where the stored thread cuts it.",
        culprit={"nodes": ["node-11"], "ranks": []},
    ),
    real(
        GH + "NVIDIA/k8s-device-plugin/issues/1431",
        "NVIDIA/k8s-device-plugin",
        "cuda_error",
        "unknown",
        HUMAN,
        "nvml error: driver/library version mismatch",
        r"""
        failed to create containerd task: failed to create shim task: OCI runtime create failed: runc create failed: unable to start container process: error during container init: error running prestart hook #0: exit status 1, stdout: , stderr: Auto-detected mode as 'legacy'
        nvidia-container-cli: initialization error: nvml error: driver/library version mismatch: unknown
        cli-version: 1.17.8
        lib-version: 1.17.8
        Failed to initialize NVML: Driver/library version mismatch
        NVML library version: 570.195
        nvidia/k8s-device-plugin:v0.16.2
        """,
        "GPU nodes coming up after their initial boot cannot start any GPU container (the device "
        "plugin included): the loaded kernel module and the user-space NVML library disagree. The "
        "reporter says a second reboot of the node clears it; the thread concluded nothing more. "
        "The node's driver state must be fixed (reboot or reload) by whoever runs the node before "
        "jobs land there again, so a human, not a blind restart.",
    ),
    # --- inference servers in production ----------------------------------------------------------
    real(
        GH + "triton-inference-server/server/issues/8284",
        "triton-inference-server/server",
        "other",
        "unknown",
        HUMAN,
        "Signal (11) received.",
        r"""
        Signal (11) received.
         0# 0x000060322740904D in /opt/tritonserver/bin/tritonserver
         1# 0x000071FB7C344520 in /usr/lib/x86_64-linux-gnu/libc.so.6
         2# 0x000060322747043B in /opt/tritonserver/bin/tritonserver
         3# 0x000060322746A6B5 in /opt/tritonserver/bin/tritonserver
         4# 0x000060322746B67B in /opt/tritonserver/bin/tritonserver
         5# 0x0000603227461359 in /opt/tritonserver/bin/tritonserver
         6# 0x000071FB7E2B0253 in /usr/lib/x86_64-linux-gnu/libstdc++.so.6
         7# 0x000071FB7C396AC3 in /usr/lib/x86_64-linux-gnu/libc.so.6
         8# clone in /usr/lib/x86_64-linux-gnu/libc.so.6

        /workspace/start.sh: line 15:   341 Segmentation fault      (core dumped) /opt/tritonserver/bin/tritonserver --model-repository=/model_repository --log-in
        fo=1 --log-warning=1 --log-error=1 --model-control-mode=explicit --load-model=*
        """,
        "A Triton 2.46 server on six RTX 4090s occasionally dies with SIGSEGV in unsymbolized "
        "server frames. The thread (still open) concluded nothing; the label rests on the log. A "
        "bare segfault with no hardware line and no reproducer: needs a human (core dump, "
        "version bump), ambiguous between a server bug and something on the host.",
        ambiguous=True,
    ),
    real(
        GH + "triton-inference-server/server/issues/7400",
        "triton-inference-server/server",
        "other",
        "unknown",
        HUMAN,
        "Signal (11) received.",
        r"""
        Signal (11) received.
         0# triton::server::(anonymous namespace)::ErrorSignalHandler(int) at triton_signal.cc:?
         1# 0x00007F2477AC8B50 in /usr/lib64/libc.so.6
         2# 0x00007F24780CE7F2 in /usr/lib64/libm.so.6
         3# 0x00007F24780CF49C in /usr/lib64/libm.so.6
         4# pow in /usr/lib64/libm.so.6
         5# grpc_core::chttp2::TransportFlowControl::PeriodicUpdate() in /opt/tritonserver/bin/tritonserver
         6# finish_bdp_ping_locked(void*, absl::lts_20220623::Status) at chttp2_transport.cc:?
         7# grpc_combiner_continue_exec_ctx() in /opt/tritonserver/bin/tritonserver
         8# grpc_core::ExecCtx::Flush() in /opt/tritonserver/bin/tritonserver
         9# end_worker(grpc_pollset*, grpc_pollset_worker*, grpc_pollset_worker**) at ev_epoll1_linux.cc:?
        10# pollset_work(grpc_pollset*, grpc_pollset_worker**, grpc_core::Timestamp) at ev_epoll1_linux.cc:?
        11# pollset_work(grpc_pollset*, grpc_pollset_worker**, grpc_core::Timestamp) at ev_posix.cc:?
        """,
        "A Triton 2.42 server on an A100 serving a model through the Python vLLM backend crashes "
        "with SIGSEGV some time after the model was loaded and warmed up; the stack is in gRPC "
        "flow-control code inside the server. The thread was closed without a stated cause; the "
        "label rests on the log. A segfault with no hardware line and no clear owner: human, "
        "ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "triton-inference-server/server/issues/7255",
        "triton-inference-server/server",
        "cuda_oom",
        "user_code",
        USER,
        "CUDA runtime error in ::cudaMalloc(ptr, n): out of memory",
        r"""
        19      0x7f9b37b0f4f5 /opt/tritonserver/bin/../lib/libtritonserver.so(+0x19a4f5) [0x7f9b37b0f4f5]
        20      0x7f9b37b13c2e /opt/tritonserver/bin/../lib/libtritonserver.so(+0x19ec2e) [0x7f9b37b13c2e]
        21      0x7f9b37c08318 /opt/tritonserver/bin/../lib/libtritonserver.so(+0x293318) [0x7f9b37c08318]
        22      0x7f9b37c0bbfc /opt/tritonserver/bin/../lib/libtritonserver.so(+0x296bfc) [0x7f9b37c0bbfc]
        23      0x7f9b37d67a02 /opt/tritonserver/bin/../lib/libtritonserver.so(+0x3f2a02) [0x7f9b37d67a02]
        24      0x7f9b373e2253 /lib/x86_64-linux-gnu/libstdc++.so.6(+0xdc253) [0x7f9b373e2253]
        25      0x7f9b37171ac3 /lib/x86_64-linux-gnu/libc.so.6(+0x94ac3) [0x7f9b37171ac3]
        26      0x7f9b37202a04 clone + 68
        E0521 23:22:50.095556 52252 model_lifecycle.cc:638] failed to load 'tensorrt_llm' version 1: Internal: unexpected error when creating modelInstanceState: [TensorRT-LLM][ERROR] CUDA runtime error in ::cudaMalloc(ptr, n): out of memory
        I0521 23:22:50.095787 52252 server.cc:607]
        +------------------+------+
        | Repository Agent | Path |
        +------------------+------+
        +------------------+------+
        """,
        "Triton with the TensorRT-LLM backend, started through launch_triton_server.py for a "
        "two-GPU engine, places both ranks' model instances on the same GPU (the issue title), so "
        "loading the tensorrt_llm model runs out of GPU memory in cudaMalloc. A launch/placement "
        "configuration that fails the same way on every start: notify the user. The label rests "
        "on the log and the reporter's own diagnosis in the title.",
    ),
    real(
        GH + "triton-inference-server/server/issues/7955",
        "triton-inference-server/server",
        "cuda_error",
        "unknown",
        HUMAN,
        "failed to call cuMemGetAllocationGranularity: operation not supported",
        r"""
        W0121 11:26:33.231217 1 pinned_memory_manager.cc:271] "Unable to allocate pinned system memory, pinned memory pool will not be available: operation not supported"
        I0121 11:26:33.231401 1 cuda_memory_manager.cc:107] "CUDA memory pool is created on device 0 with size 67108864"
        E0121 11:26:33.231424 1 server.cc:236] "Failed to finalize CUDA memory manager: CNMEM_STATUS_CUDA_ERROR"
        E0121 11:26:33.231694 1 server.cc:243] "failed to call cuMemGetAllocationGranularity: operation not supported"
        UNAVAILABLE: Internal: unable to create stream: operation not supported
        """,
        "Triton in an Ubuntu VM that is given a MIG slice of an A100 through NVIDIA vGPU drivers: "
        "CUDA memory APIs report 'operation not supported' and every ONNX model ends UNAVAILABLE. "
        "The reporter says the same setup works without the MIG slice and with regular drivers, "
        "and asks whether the combination is supported at all. The virtual GPU configuration has "
        "to change before the server can run there: a human on the platform side, not a restart.",
    ),
    real(
        GH + "NVIDIA/TensorRT-LLM/issues/448",
        "NVIDIA/TensorRT-LLM",
        "cuda_error",
        "unknown",
        HUMAN,
        "CUBLAS_STATUS_EXECUTION_FAILED",
        r"""
        terminate called after throwing an instance of 'tensorrt_llm::common::TllmException'
          what():  [TensorRT-LLM][ERROR] CUDA runtime error in cublasLtMatmul(getCublasLtHandle(), mOperationDesc, alpha, A, mADesc, B, mBDesc, beta, C, mCDesc, C, mCDesc, (hasAlgo ? (&algo) : NULL), mCublasWorkspace, workspaceSize, mStream): CUBLAS_STATUS_EXECUTION_FAILED (/app/tensorrt_llm/cpp/tensorrt_llm/common/cublasM
        MWrapper.cpp:140)
        1       0x7f4cf6b89a6e /app/inflight_batcher_llm/../tensorrt_llm/cpp/build/tensorrt_llm/plugins/libnvinfer_plugin_tensorrt_llm.so.9(+0x8ea6e) [0x7f4cf6b89a6e]
        """,
        "A 4-GPU tensor-parallel 70B TensorRT-LLM engine behind the inflight batcher first failed "
        "with an NCCL 'illegal memory access' warning after running stably for a while; with "
        "optimizations turned off the service now aborts on a cuBLAS execution failure instead. "
        "The thread went stale without a cause. A bare cuBLAS/illegal-access failure after hours "
        "of service and no hardware line: human, ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "NVIDIA/TensorRT-LLM/issues/4708",
        "NVIDIA/TensorRT-LLM",
        "cuda_error",
        "framework_bug",
        USER,
        "an illegal memory access was encountered (/builds/ftp/internalcutlasskernels",
        r"""
        [05/27/2025-21:12:35] [TRT-LLM] [I] [Autotuner]: Autotuning process starts ...
        [05/27/2025-21:12:35] [TRT-LLM] [I] Run autotuning warmup for batch size=1
        [05/27/2025-21:12:36] [TRT-LLM] [I] Autotuner Cache size after warmup 112
        [05/27/2025-21:12:36] [TRT-LLM] [I] [Autotuner]: Autotuning process ends
        [05/27/2025-21:12:36] [TRT-LLM] [I] Creating CUDA graph instances for 196 batch sizes.
        [05/27/2025-21:12:36] [TRT-LLM] [I] Run generation only CUDA graph warmup for batch size=196
        [05/27/2025-21:12:36] [TRT-LLM] [E] Failed to initialize executor on rank 3: [TensorRT-LLM][ERROR] CUDA runtime error in cudaMemsetAsync(fc1_act_sf_flat, 0x0, getOffsetFlatSFArray(num_experts_per_node, num_rows, cols), stream): an illegal memory access was encountered (/builds/ftp/internalcutlasskernels/cpp/tensorrt_llm/kernels/internal_cutlass_kernels/src/moe_gemm/moe_kernels.cu:1282)
        1       0x7a2d00e89f0a /usr/local/lib/python3.12/dist-packages/tensorrt_llm/libs/libtensorrt_llm.so(+0x1b60f0a) [0x7a2d00e89f0a]
        """,
        "Serving DeepSeek-R1-FP4 with TensorRT-LLM: with MTP speculative decoding enabled the "
        "executor fails to initialize during the CUDA-graph warmup with an illegal memory access "
        "in the FP4 MoE kernels; per the issue title it crashes whenever MTP is on. An illegal "
        "access that repeats at the same point with the same configuration is a software fault "
        "(labelled a bug and triaged by the maintainers): notify, do not restart into it.",
        culprit={"nodes": [], "ranks": [3]},
    ),
    real(
        GH + "vllm-project/vllm-omni/issues/469",
        "vllm-project/vllm-omni",
        "cuda_oom",
        "user_code",
        USER,
        "Available KV cache memory: -2.77 GiB",
        r"""
        W1223 23:34:22.775000 1116 torch/utils/cpp_extension.py:2425] TORCH_CUDA_ARCH_LIST is not set, all archs for visible cards are included for compilation.
        W1223 23:34:22.775000 1116 torch/utils/cpp_extension.py:2425] If this is not desired, please set os.environ['TORCH_CUDA_ARCH_LIST'] to specific architectures.
        INFO 12-23 23:34:23 [__init__.py:216] Automatically detected platform cuda.
        (EngineCore_DP0 pid=563) INFO 12-23 23:34:23 [gpu_worker.py:298] Available KV cache memory: -2.77 GiB
        (EngineCore_DP0 pid=563) ERROR 12-23 23:34:23 [core.py:708] EngineCore failed to start.
        (EngineCore_DP0 pid=563) ERROR 12-23 23:34:23 [core.py:708] Traceback (most recent call last):
        (EngineCore_DP0 pid=563) ERROR 12-23 23:34:23 [core.py:708]   File "/usr/local/lib/python3.12/dist-packages/vllm/v1/engine/core.py", line 699, in run_engine_core
        (EngineCore_DP0 pid=563) ERROR 12-23 23:34:23 [core.py:708]     engine_core = EngineCoreProc(*args, **kwargs)
        (EngineCore_DP0 pid=563) ERROR 12-23 23:34:23 [core.py:708]                   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
        (EngineCore_DP0 pid=563) ERROR 12-23 23:34:23 [core.py:708]   File "/usr/local/lib/python3.12/dist-packages/vllm/v1/engine/core.py", line 498, in __init__
        (EngineCore_DP0 pid=563) ERROR 12-23 23:34:23 [core.py:708]     super().__init__(vllm_config,
        """,
        "Serving Qwen2.5-Omni-3B with vllm-omni on one H100: after the model is loaded the memory "
        "left for the KV cache under the configured gpu_memory_utilization is negative, so the "
        "engine core refuses to start. The reporter lowered gpu_memory_utilization, which only "
        "shrinks that budget further. A memory budget set by the launch configuration, the same "
        "on every start: notify the user. The thread concluded nothing; the label rests on the log.",
    ),
    # --- KServe runtimes and container stacks that will not start ---------------------------------
    real(
        GH + "kserve/kserve/issues/4513",
        "kserve/kserve",
        "cuda_error",
        "user_code",
        USER,
        "unsatisfied condition: cuda>=12.8",
        r"""
          Normal   Created    115s                kubelet            Created container storage-initializer
          Normal   Started    115s                kubelet            Started container storage-initializer
          Warning  Failed     62s (x4 over 105s)  kubelet            Error: failed to create containerd task: failed to create shim task: OCI runtime create failed: runc create failed: unable to start container process: error during container init: error running hook #0: error running hook: exit status 1, stdout: , stderr: Auto-detected mode as 'legacy'
        nvidia-container-cli: requirement error: unsatisfied condition: cuda>=12.8, please update your driver to a newer version, or use an earlier cuda container: unknown
          Warning  BackOff  29s (x8 over 104s)  kubelet  Back-off restarting failed container kserve-container in pod dbp-9fd2968b-009d-4d9e-9d30-32b9511a1e8e-predictor-7f4b8d4dx6q5_default(4dd91701-b2ab-4441-ae75-dba42264ef38)
        """,
        "A KServe InferenceService using the kserve/huggingfaceserver:latest-gpu image cannot start "
        "its predictor container: the image requires CUDA 12.8 and the node's driver is older, so "
        "the NVIDIA container hook refuses it and the pod backs off. The error itself names the "
        "fix (an earlier CUDA image or a newer driver); restarting the pod changes nothing. Notify "
        "the user, who picked the image tag.",
    ),
    real(
        GH + "kserve/kserve/issues/3769",
        "kserve/kserve",
        "runtime_error",
        "user_code",
        USER,
        "Failed to start model server: integer division or modulo by zero",
        r"""
        kubectl get isvc
        NAME                 URL   READY     PREV   LATEST   PREVROLLEDOUTREVISION   LATESTREADYREVISION   AGE
        huggingface-llama3         Unknown                                                                 7m14s
        /prod_venv/lib/python3.10/site-packages/huggingface_hub/file_download.py:1132: FutureWarning: `resume_download` is deprecated and will be removed in version 1.0.0. Downloads always resume when possible. If you want to force a new download, use `force_download=True`.
          warnings.warn(
        2024-07-01 07:28:04.488 1 kserve ERROR [__main__.py:<module>():254] Failed to start model server: integer division or modulo by zero
        """,
        "Deploying the documented Llama-3 InferenceService with the Hugging Face runtime's vLLM "
        "backend: the model server exits at start-up with a ZeroDivisionError and the service "
        "never becomes ready. This happens when the runtime sees no usable GPU (the parallel "
        "size is derived from the visible device count); the thread itself concluded nothing, so "
        "the label rests on the log. An exception at start-up that repeats on every restart: "
        "notify the user to fix the deployment's GPU resources.",
    ),
    real(
        GH + "infiniflow/ragflow/issues/9573",
        "infiniflow/ragflow",
        "cuda_error",
        "unknown",
        HUMAN,
        'could not select device driver "nvidia" with capabilities: [[gpu]]',
        r"""
        docker compose -f docker-compose-gpu.yml up -d
        [+] Running 9/10
         ✔ Network docker_ragflow      Created                                                                                         0.0s
         ✔ Volume "docker_esdata01"    Created                                                                                         0.0s
         ✔ Volume "docker_minio_data"  Created                                                                                         0.0s
         ✔ Volume "docker_mysql_data"  Created                                                                                         0.0s
         ✔ Volume "docker_redis_data"  Created                                                                                         0.0s
         ✔ Container ragflow-redis     Started                                                                                         5.3s
         ✔ Container ragflow-minio     Started                                                                                         5.3s
         ✔ Container ragflow-mysql     Healthy                                                                                        25.9s
        Error response from daemon: could not select device driver "nvidia" with capabilities: [[gpu]]
        """,
        "Starting RAGFlow's GPU compose stack: the supporting containers come up, but the server "
        "container that asks for a GPU is refused because Docker has no NVIDIA runtime to hand it "
        "one (the container toolkit is missing or not registered with the daemon). The host's "
        "container runtime must be set up before the service can start; a restart does nothing. "
        "The thread concluded nothing; the label rests on the log.",
    ),
    # --- cloud ML services --------------------------------------------------------------------------
    real(
        GH + "aws/deep-learning-containers/issues/1904",
        "aws/deep-learning-containers",
        "cuda_oom",
        "user_code",
        USER,
        "CUDA out of memory. Tried to allocate 72.00 MiB",
        r"""
        hidden_states = self.intermediate_act_fn(hidden_states)
          File "/opt/conda/lib/python3.8/site-packages/torch/nn/modules/module.py", line 1131, in _call_impl
        return forward_call(*input, **kwargs)
          File "/opt/conda/lib/python3.8/site-packages/transformers/activations.py", line 56, in forward
        return self.act(input)
          File "/opt/conda/lib/python3.8/site-packages/torch/nn/functional.py", line 1556, in gelu
        return torch._C._nn.gelu(input)
        RuntimeError:
        CUDA out of memory. Tried to allocate 72.00 MiB (GPU 0; 14.76 GiB total capacity; 13.83 GiB already allocated; 19.75 MiB free; 13.88 GiB reserved in total by PyTorch) If reserved memory is >> allocated memory try setting max_split_size_mb to avoid fragmentation.  See documentation for Memory Management and PYTORCH_CUDA_ALLOC_CONF
        2022-05-19 09:52:15,271 sagemaker-training-toolkit ERROR    Reporting training FAILURE
        2022-05-19 09:52:15,272 sagemaker-training-toolkit ERROR    ExecuteUserScriptError:
        ExitCode 1
        """,
        "A SageMaker training job in the Hugging Face deep-learning container, run with the batch "
        "size the example recommends, runs out of GPU memory on a 16 GB GPU and the training "
        "toolkit reports the job as failed. CUDA OOM recurs with the same batch size and instance: "
        "notify the user (smaller batch or larger instance).",
    ),
    real(
        GH + "Azure/azureml-examples/issues/675",
        "Azure/azureml-examples",
        "runtime_error",
        "user_code",
        USER,
        "NCCL WARN Duplicate GPU detected : rank 0 and rank 1 both on CUDA device 1cb00000",
        r"""
        [2021-08-17T22:56:28.664111] Starting Linux command : python train.py  --epochs 1 --data-dir /mnt/batch/tasks/shared/LS_root/jobs/opendatasetspmworkspace/azureml/6215701e-b1ef-42d0-91d1-864583d0dbbd/wd/cifar_65d20ecd-eef7-471c-b271-3b2cfa019269
        ************************************************************

        8dbe9e7102e4446db27ef6fb1a2533e9000001:176:176 [0] NCCL INFO Bootstrap : Using [0]eth0:10.0.0.5<0>
        8dbe9e7102e4446db27ef6fb1a2533e9000001:176:176 [0] NCCL INFO NET/Plugin : No plugin found (libnccl-net.so), using internal implementation
        8dbe9e7102e4446db27ef6fb1a2533e9000001:176:176 [0] NCCL INFO NCCL_IB_DISABLE set by environment to 1.
        8dbe9e7102e4446db27ef6fb1a2533e9000001:176:176 [0] NCCL INFO NET/Socket : Using [0]eth0:10.0.0.5<0>
        8dbe9e7102e4446db27ef6fb1a2533e9000001:176:176 [0] NCCL INFO Using network Socket
        NCCL version 2.7.8+cuda11.0

        8dbe9e7102e4446db27ef6fb1a2533e9000001:176:194 [0] init.cc:573 NCCL WARN Duplicate GPU detected : rank 0 and rank 1 both on CUDA device 1cb00000
        8dbe9e7102e4446db27ef6fb1a2533e9000001:176:194 [0] NCCL INFO init.cc:840 -> 5
        8dbe9e7102e4446db27ef6fb1a2533e9000001:176:194 [0] NCCL INFO group.cc:73 -> 5 [Async thread]
        Traceback (most recent call last):
          File "train.py", line 252, in <module>
            main(args)
          File "train.py", line 132, in main
        """,
        "The AzureML distributed PyTorch CIFAR example fails at process-group initialization: two "
        "ranks on the compute node were both given the same GPU, so NCCL refuses to build the "
        "communicator. The per-node process count and the device each rank selects disagree "
        "(job/script configuration); it fails identically on every retry. Notify the user.",
    ),
    # --- Slurm and PBS job failures on GPU clusters -------------------------------------------------
    real(
        GH + "ai4d-iasc/trixie/issues/58",
        "ai4d-iasc/trixie",
        "other",
        "unknown",
        HUMAN,
        "Job credential expired",
        r"""
        #SBATCH --nodes 2
        #SBATCH --ntasks 2
        #SBATCH --gres=gpu:4
        NPROC_PER_NODE=4
        srun: error: Task launch for 36.0 failed on node cn131: Job credential expired
        """,
        "After a cluster reboot, a 2-node, 4-GPU-per-node PyTorch job on Trixie cannot launch its "
        "step on cn131: Slurm rejects the task because the job credential has expired (typically "
        "a clock or munge problem on that node after the reboot). The user worked around it by "
        "dropping srun from the script; the admins never stated a cause. The node's Slurm state "
        "needs an admin: human.",
        culprit={"nodes": ["cn131"], "ranks": []},
    ),
    real(
        GH + "ai4d-iasc/trixie/issues/45",
        "ai4d-iasc/trixie",
        "node_failure",
        "unknown",
        HUMAN,
        "DUE TO JOB NOT ENDING WITH SIGNALS",
        r"""
        [2020-12-14T08:59:01.890] launch task 63532.0 request from UID:xxxxxxxxx  GID:xxxxxxxxx HOST:10.xxx.xxx.xxx PORT:63195
        [2020-12-14T09:43:55.500] [63532.0] error: *** STEP 63532.0 ON cn106 CANCELLED AT 2020-12-14T09:43:55 ***
        [2020-12-14T09:43:55.502] [63532.extern] done with job
        [2020-12-14T09:44:56.002] [63532.0] error: *** STEP 63532.0 STEPD TERMINATED ON cn106 AT 2020-12-14T09:44:56 DUE TO JOB NOT ENDING WITH SIGNALS ***
        [2020-12-14T09:44:58.306] [63532.0] done with job
        """,
        "On the Trixie GPU cluster eight nodes went to drain; the slurmd log of cn106 shows the "
        "user's step being cancelled and its processes refusing to die, so slurmstepd gave up and "
        "the node was drained. The admins put the nodes back and said the root cause was not "
        "established. Unkillable processes on a node (often stuck in the driver or a filesystem) "
        "need a human to look at the node; ambiguous.",
        culprit={"nodes": ["cn106"], "ranks": []},
        ambiguous=True,
    ),
    real(
        GH + "jade-hpc-gpu/jade-hpc-gpu.github.io/issues/136",
        "jade-hpc-gpu/jade-hpc-gpu.github.io",
        "host_oom",
        "unknown",
        HUMAN,
        "Killed singularity exec --nv",
        r"""
        var/spool/slurm/job474687/slurm_script: line 31:  6521 Killed singularity exec --nv ../singularity/pytorch.sif python -u -W ignore ./train.py
        sacct --format="JobId, state"
               JobID      State
        ------------ ----------
        474680_4        RUNNING
        474687_4         FAILED
        474687_4.ba+     FAILED
        """,
        "On the JADE GPU cluster, PyTorch training in a Singularity container dies after 5 hours "
        "to 2 days with a bare Killed from the batch script, and sacct only says FAILED. Another "
        "user sees the same; the thread turns to CUDA versions in the containers without a stated "
        "conclusion. A bare SIGKILL with no OOM record or reason: human, ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "jade-hpc-gpu/jade-hpc-gpu.github.io/issues/59",
        "jade-hpc-gpu/jade-hpc-gpu.github.io",
        "cuda_error",
        "unknown",
        HUMAN,
        "all CUDA-capable devices are busy or unavailable",
        r"""
        | Compute processes:                                               GPU Memory |
        |  GPU       PID  Process name                                     Usage      |
        |=============================================================================|
        |    0     69341  python                                              4961MB  |
        |    1     69700  python                                             15543MB  |
        |    2     69340  python                                              4961MB  |
        |    4     69345  python                                              4961MB  |
        |    5     69346  python                                              4961MB  |
        |    6     69320  python                                              4961MB  |
        |    7     69344  python                                              4961MB  |
        +-----------------------------------------------------------------------------+
        Cuda Visible devices:
        7
        SLURM JOB ID:
        121062
        THCudaCheck FAIL file=/pytorch/aten/src/THC/THCTensorRandom.cu line=25 error=46 : all CUDA-capable devices are busy or unavailable
        """,
        "A Slurm job on a JADE DGX node is handed GPU 7 (CUDA_VISIBLE_DEVICES=7), but nvidia-smi "
        "shows another python process already on GPU 7, and the first CUDA call fails with 'all "
        "CUDA-capable devices are busy or unavailable'. Either the scheduler's GPU binding or a "
        "stray process on the node is at fault; the thread does not settle which. Human, "
        "ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "awslabs/awsome-distributed-ai/issues/185",
        "awslabs/awsome-distributed-ai",
        "os_error",
        "unknown",
        HUMAN,
        "cannot create directory '/opt/dlami/nvme/tmp/enroot/data': Permission denied",
        r"""
        sinfo -R REASON USER TIMESTAMP NODELIST
        Kill task failed root 2024-01-25T15:12:23 ip-10-0-1-23
        Feb 22 17:46:38 ip-10-1-74-228 slurmd[13562]: spank-epilog: error: pyxis: mkdir: cannot create directory '/opt/dlami/nvme/tmp/enroot/data': Permission denied
        """,
        "On an AWS Slurm GPU cluster (DLAMI nodes, pyxis/enroot containers), nodes are stuck in "
        "drain after jobs: sinfo gives 'Kill task failed' and slurmd on the node shows the pyxis "
        "epilog failing to create its enroot data directory. The maintainer's fix is manual: fix "
        "the directory permissions on each node, restart slurmd and set the node back to idle. A "
        "node-side fix by an admin before jobs can run there again: human.",
        culprit={"nodes": ["ip-10-1-74-228"], "ranks": []},
    ),
    real(
        GH + "cBio/cbio-cluster/issues/188",
        "cBio/cbio-cluster",
        "node_failure",
        "node_hardware",
        CORDON,
        "job preempted (node failure)",
        r"""
        PBS Job Id: 2598356.mskcc-fe1.local
        Job Name:   QLOGIN
        Exec host:  gpu-2-17/11
        job deleted
        Job deleted at request of root@mskcc-fe1.local
        job preempted (node failure)
        Task Distribution: gpu-2-17
        Message[0] job cannot be cancelled, reason='job preempted (node failure)' - job 2598356 - Server could not connect to MOM
        Message[1] job cancelled - job preempted (node failure)
        """,
        "On the cBio Torque/Moab GPU cluster a job on gpu-2-17 is deleted by root because the node "
        "failed; the server could no longer reach the node's MOM. The scheduler's node-failure "
        "record names the node: cordon gpu-2-17 and resubmit elsewhere. (The same node failed "
        "other users' jobs that day.)",
        culprit={"nodes": ["gpu-2-17"], "ranks": []},
    ),
]
