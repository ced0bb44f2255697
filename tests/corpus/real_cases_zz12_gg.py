# ruff: noqa
"""Real excerpts, batch ZZ12-GG: development-fold failures of GPU jobs on platforms and orchestrators
(Kubernetes pods and operators, Kubeflow, Ray actors and Ray-based trainers, cloud ML platforms such
as SageMaker, Azure ML/AKS/ACI, GKE, RunPod, Databricks), gathered from GitHub issue threads of
repositories new to the corpus whose `fold_of(repo)` is "dev". Taken as the searches returned them,
not picked for what crashcart can do; nobody ran crashcart on them before they were labelled.
Verbatim log lines as printed in each thread (trimmed to the relevant part; markdown quoting and
emphasis around a pasted block removed); labelled from what each thread concluded, or from the log
where it concluded nothing (the notes say which)."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    # --- Kubernetes pods: evictions, drivers, capacity -------------------------------------------
    real(
        GH + "GoogleCloudPlatform/kubernetes-engine-samples/issues/1581",
        "GoogleCloudPlatform/kubernetes-engine-samples",
        "storage_error",
        "user_code",
        USER,
        "The node was low on resource: ephemeral-storage.",
        r"""
        The node was low on resource: ephemeral-storage. Threshold quantity: 10120387530, available: 9166736Ki. Container llm was using 57900024Ki, request is 0, has larger consumption of ephemeral-storage
        2025-01-03 11:06:50.367 PST
        [2m2025-01-03T19:06:50.366843Z[0m [32m INFO[0m [2mtext_generation_launcher[0m[2m:[0m Download: [13/30] -- ETA: 0:06:42.769236
        root@llm-689555d8bf-62gjd:/etc# df
        Filesystem     1K-blocks     Used Available Use% Mounted on
        overlay         98831908 75370476  23445048  77% /
        tmpfs              65536        0     65536   0% /dev
        /dev/nvme0n2   153707984       28 153691572   1% /data
        tmpfs           62914560       12  62914548   1% /dev/shm
        /dev/nvme0n1p1  98831908 75370476  23445048  77% /etc/hosts
        """,
        "GKE tutorial serving Llama-3-70B with text-generation-inference on a multi-GPU node: the "
        "pod is evicted again and again while the model download is at shard 13/30. The container "
        "itself uses 57.9 GB of the node's ephemeral storage (request 0) because the weights land on "
        "the boot disk (overlay, /etc/hosts mount) instead of the local SSD mounted at /data. The "
        "thread is still open without a maintainer answer; from the log the eviction is the job's own "
        "storage layout, so a restart downloads into the same place and is evicted again: fix the "
        "cache path or request ephemeral storage.",
    ),
    real(
        GH + "kubeflow/website/issues/1958",
        "kubeflow/website",
        "cuda_error",
        "user_code",
        USER,
        "failed call to cuInit: UNKNOWN ERROR (-1)",
        r"""
        04:24:17.657498: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libcuda.so.1
        04:24:17.657706: E tensorflow/stream_executor/cuda/cuda_driver.cc:318] failed call to cuInit: UNKNOWN ERROR (-1)
        04:24:17.657768: I tensorflow/stream_executor/cuda/cuda_diagnostics.cc:156] kernel driver does not appear to be running on this host (wk-caas-46ca401961ec4f359c9928b48579291a-60aac283a6461539b2ff57): /proc/driver/nvidia/version does not exist
        04:24:17.846884: I tensorflow/core/platform/cpu_feature_guard.cc:142] Your CPU supports instructions that this TensorFlow binary was not compiled to use: AVX2 FMA
        04:24:17.856040: I tensorflow/core/platform/profile_utils/cpu_utils.cc:94] CPU Frequency: 2294685000 Hz
        04:24:17.856674: I tensorflow/compiler/xla/service/service.cc:168] XLA service 0x4036dc0 executing computations on platform Host. Devices:
        """,
        "Kubeflow pipeline step (GPU training image) sent to the AKS virtual node (Azure Container "
        "Instances). The reporter explains that with the GPU limit removed from the step the container "
        "group is created but the training fails for lack of CUDA drivers: TensorFlow finds no NVIDIA "
        "kernel driver in the container and falls back to the host CPU. The pod spec asked for no GPU, "
        "so every restart lands on a GPU-less container: a job configuration error.",
    ),
    real(
        GH + "MicrosoftDocs/azure-docs/issues/51860",
        "MicrosoftDocs/azure-docs",
        "other",
        "transient",
        RESTART,
        'got HTTP response status code 409 error code "ServiceUnavailable": The requested',
        r"""
        got HTTP response status code 409 error code "ServiceUnavailable": The requested
            resource is not available in the location ''westeurope'' at this moment. Please
            retry with a different resource request or in another location. Resource requested:
            ''1'' CPU ''4.2'' GB memory ''Linux'' OS ''1'' ''V100'' GPU virtual network'
        """,
        "A GPU pod sent to the AKS virtual node (ACI) cannot be provisioned: Azure has no V100 "
        "capacity in westeurope at that moment. The thread (a docs question about choosing another GPU "
        "SKU) closed without more; the service's own message says to retry later or elsewhere. A "
        "capacity stock-out is transient infrastructure: requeue the job (or let it land elsewhere).",
    ),
    # --- Ray: workers and actors killed --------------------------------------------------------
    real(
        GH + "flwrlabs/flower/issues/2157",
        "flwrlabs/flower",
        "host_oom",
        "user_code",
        USER,
        "killed due to memory pressure (OOM)",
        r"""
        (raylet) [2023-07-23 15:21:29,851 E 9751 9751] (raylet) node_manager.cc:3084: 4 Workers (tasks / actors) killed due to memory pressure (OOM), 0 Workers crashed due to other reasons at node (ID: b287aac2de42bef55d13e884c4bdb6cffb2d81d1dc96aa08c4633a43, IP: 172.28.0.12) over the last time period. To see more information about the Workers killed on this node, use `ray logs raylet.out -ip 172.28.0.12`
        (raylet)
        (raylet) Refer to the documentation on how to address the out of memory issue: https://docs.ray.io/en/latest/ray-core/scheduling/ray-oom-prevention.html. Consider provisioning more memory on this node or reducing task parallelism by requesting more CPUs per task. To adjust the kill threshold, set the environment variable `RAY_memory_usage_threshold` when starting Ray. To disable worker killing, set the environment variable `RAY_memory_monitor_refresh_ms` to zero.
        """,
        "Flower federated-learning simulation on the Ray backend: Ray's memory monitor kills four "
        "client actors on the node for memory pressure. Other users report the same; the thread gives "
        "no fix, so the label rests on the log: Ray's own OOM record, a host-memory limit of the job's "
        "parallelism that recurs on restart (fewer clients per node or more memory).",
    ),
    real(
        GH + "eugr/spark-vllm-docker/issues/257",
        "eugr/spark-vllm-docker",
        "host_oom",
        "unknown",
        HUMAN,
        "RayWorkerProc rank=[2] died unexpectedly, shutting down executor.",
        r"""
        (EngineCore pid=652) (raylet) A worker died or was killed while executing a task ...
        (EngineCore pid=652) ERROR 05-20 20:35:26 [ray_executor_v2.py:464] RayWorkerProc rank=[2] died unexpectedly, shutting down executor.
        (EngineCore pid=652) ERROR 05-20 20:35:26 [core.py:1161] EngineCore encountered a fatal error.
        (APIServer pid=539) vllm.v1.engine.exceptions.EngineDeadError: EngineCore encountered an issue.
        """,
        "Three-node pipeline-parallel vLLM serving over Ray on DGX Spark boxes: after 10-30 minutes one "
        "worker exits (SYSTEM_ERROR, connection error code 2) and the engine dies. The reporter thinks "
        "another host process pushed the node into the OOM killer, but no kernel or Ray OOM record is "
        "shown; the thread is about the restart script leaving an orphaned cluster. A bare worker death "
        "with a suspected but unrecorded OOM: ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "ludwig-ai/ludwig/issues/2305",
        "ludwig-ai/ludwig",
        "host_oom",
        "unknown",
        HUMAN,
        "ray.exceptions.RaySystemError: System error: Connection reset by peer",
        r"""
        (_shuffle_map pid=954) Traceback (most recent call last):
        (_shuffle_map pid=954)   File "python/ray/_raylet.pyx", line 726, in ray._raylet.execute_task
        (_shuffle_map pid=954)   File "python/ray/_raylet.pyx", line 727, in ray._raylet.execute_task
        (_shuffle_map pid=954)   File "python/ray/_raylet.pyx", line 2030, in ray._raylet.CoreWorker.store_task_outputs
        (_shuffle_map pid=954)   File "python/ray/_raylet.pyx", line 1968, in ray._raylet.CoreWorker.store_task_output
        (_shuffle_map pid=954)   File "python/ray/_raylet.pyx", line 173, in ray._raylet.check_status
        (_shuffle_map pid=954) ray.exceptions.RaySystemError: System error: Connection reset by peer
        """,
        "Ludwig training on a large image dataset with the Ray backend: a Ray Datasets shuffle task "
        "loses its connection to the raylet while storing its outputs, and (per the maintainer's issue "
        "title) the run then goes out of memory. The excerpt holds only the connection reset, no OOM "
        "record; the thread tracked it as a bug without a recorded fix. Memory pressure is likely but "
        "not shown: ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "DataArcTech/SQL-R1/issues/18",
        "DataArcTech/SQL-R1",
        "nccl_timeout",
        "unknown",
        HUMAN,
        "Watchdog caught collective operation timeout",
        r"""
        (WorkerDict pid=3943529) [rank0]:[E816 01:09:38.266897325 ProcessGroupNCCL.cpp:621] [Rank 0] Some NCCL operations have failed or timed out. Due to the asynchronous nature of CUDA kernels, subsequent GPU operations might run on corrupted/incomplete data. [repeated 3x across cluster]
        (WorkerDict pid=3943529) [rank0]:[E816 01:09:38.266910599 ProcessGroupNCCL.cpp:627] [Rank 0] To avoid data inconsistency, we are taking the entire process down. [repeated 3x across cluster]
        (WorkerDict pid=3944197) [rank2]:[E816 01:09:38.174648046 ProcessGroupNCCL.cpp:1515] [PG 0 (default_pg) Rank 2] Process group watchdog thread terminated with exception: [Rank 2] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=1, OpType=ALLREDUCE, NumelIn=1, NumelOut=1, Timeout(ms)=600000) ran for 600034 milliseconds before timing out. [repeated 2x across cluster]
        (WorkerDict pid=3943529) Exception raised from checkTimeout at ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:609 (most recent call first): [repeated 6x across cluster]
        (WorkerDict pid=3943529) frame #0: c10::Error::Error(c10::SourceLocation, std::string) + 0x96 (0x78086009af86 in /home/spotteddove/miniconda3/envs/rlvr/lib/python3.9/site-packages/torch/lib/libc10.so) [repeated 9x across cluster]
        """,
        "verl-based GRPO training under Ray on one multi-GPU workstation: the very first all-reduce "
        "(SeqNum=1, one element) of the FSDP workers times out after ten minutes on every rank. The "
        "issue was closed without a recorded cause; a first-collective hang on one machine is often "
        "peer-to-peer/IOMMU trouble, but nothing in the log says so. An NCCL timeout with no root "
        "cause: ambiguous.",
        ambiguous=True,
    ),
    # --- SageMaker training jobs --------------------------------------------------------------
    real(
        GH + "aws-samples/amazon-sagemaker-llm-fine-tuning-remote-decorator/issues/2",
        "aws-samples/amazon-sagemaker-llm-fine-tuning-remote-decorator",
        "cuda_oom",
        "user_code",
        USER,
        "AlgorithmError: OutOfMemoryError('CUDA out of memory. Tried to allocate",
        r"""
        AlgorithmError: OutOfMemoryError('CUDA out of memory. Tried to allocate
        5.00 GiB (GPU 3; 21.99 GiB total capacity; 14.24 GiB already allocated;
        1.51 GiB free; 20.16 GiB reserved in total by PyTorch) If reserved
        memory is >> allocated memory try setting max_split_size_mb to
        avoid fragmentation.  See documentation for Memory Management and
        PYTORCH_CUDA_ALLOC_CONF'), exit code: 1
        """,
        "Mistral-7B fine-tuning through the SageMaker remote-function decorator on an ml.g5.12xlarge "
        "(4 x 24 GB A10G): the training job fails with a CUDA OOM on GPU 3. The maintainer's answer: "
        "the model does not fit one GPU; use a larger instance or shard it with FSDP/DDP. Recurs as "
        "configured.",
    ),
    real(
        GH + "aws-samples/amazon-sagemaker-llm-fine-tuning-remote-decorator/issues/9",
        "aws-samples/amazon-sagemaker-llm-fine-tuning-remote-decorator",
        "import_error",
        "user_code",
        USER,
        "ModuleNotFoundError(\"No module named \\'torch.accelerator\\'\")",
        r"""
        Failure reason
        AlgorithmError: DeserializationError('Error when deserializing bytes downloaded from s3://sagemaker-us-east-1-443014033658/train-Llama-3-3-70B-Instruct-2025-02-28-12-00-38-201/function/payload.pkl: AttributeError("Can\'t get attribute \'_function_setstate\' on <module \'cloudpickle.cloudpickle\' from \'/opt/conda/lib/python3.11/site-packages/cloudpickle/cloudpickle.py\'>"). NOTE: this may be caused by inconsistent sagemaker python sdk versions where remote function runs versus the one used on client side. If the sagemaker versions do not match, a warning message would be logged starting with \'Inconsistent sagemaker versions found\'. Please check it to validate.'), exit code: 1
        Failure reason
        AlgorithmError: DeserializationError('Error when deserializing bytes downloaded from s3://sagemaker-us-east-1-443014033658/train-Llama-3-3-70B-Instruct-2025-02-28-12-16-56-322/function/payload.pkl: ModuleNotFoundError("No module named \'torch.accelerator\'"). NOTE: this may be caused by inconsistent sagemaker python sdk versions where remote function runs versus the one used on client side.
        """,
        "Llama-3.3-70B fine-tuning with the SageMaker remote decorator: the training container cannot "
        "unpickle the function shipped from the notebook, first for a cloudpickle mismatch (fixed by "
        "pinning cloudpickle in requirements.txt), then because the pickle references torch.accelerator, "
        "which the container's older PyTorch lacks (the second message is cut where the thread's "
        "excerpt ends). Client and training-image package versions differ: a configuration error that "
        "recurs until the environments match.",
    ),
    real(
        GH + "aws-samples/amazon-sagemaker-train-and-deploy-yolov5/issues/2",
        "aws-samples/amazon-sagemaker-train-and-deploy-yolov5",
        "type_error",
        "framework_bug",
        USER,
        "TypeError: SMTrainingCompilerConfigurationError() takes no keyword arguments",
        r"""
        UnexpectedStatusException: Error for Training job yolov5-t-26532be9-8e08-4666-b561-f9760f616d42: Failed. Reason: AlgorithmError: Framework Error:
        Traceback (most recent call last):
          File "/opt/conda/lib/python3.8/site-packages/sagemaker_training/trainer.py", line 88, in train
            entrypoint()
          File "/opt/conda/lib/python3.8/site-packages/sagemaker_pytorch_container/training.py", line 153, in main
            train(environment.Environment())
          File "/opt/conda/lib/python3.8/site-packages/sagemaker_pytorch_container/training.py", line 100, in train
            entry_point.run(uri=training_environment.module_dir,
          File "/opt/conda/lib/python3.8/site-packages/sagemaker_training/entry_point.py", line 99, in run
            return runner.get(runner_type, user_entry_point, args, env_vars, extra_opts).run(
          File "/opt/conda/lib/python3.8/site-packages/sagemaker_training/process.py", line 425, in run
            process = check_error(
          File "/opt/conda/lib/python3.8/site-packages/sagemaker_training/process.py", line 335, in check_error
            raise error_class(
        TypeError: SMTrainingCompilerConfigurationError() takes no keyword arguments
        """,
        "SageMaker PyTorch training job of the YOLOv5 sample (ml.g4dn.xlarge): the user entry point "
        "fails and the sagemaker-training toolkit's own error reporting then crashes while building "
        "its error class, hiding the script's real error. No answer in the thread; a later issue in "
        "the same repository notes that the train.py the estimator points at is missing from the "
        "sample. The failure is at the entry point on every run: notify the user (and check the "
        "toolkit version), not a restart.",
    ),
    # --- cloud GPU images and drivers --------------------------------------------------------------
    real(
        GH + "runpod/containers/issues/56",
        "runpod/containers",
        "cuda_error",
        "user_code",
        USER,
        "RuntimeError: Found no NVIDIA driver on your system.",
        r"""
        RuntimeError: Found no NVIDIA driver on your system. Please check that you have an NVIDIA GPU and installed a driver from http://www.nvidia.com/Download/index.aspx
        """,
        "RunPod's PyTorch CUDA image run on the reporter's own machine finds no NVIDIA driver. The "
        "maintainer: not a RunPod issue, the drivers come from the host and this host has none. An "
        "environment error that recurs wherever the container is started on that host.",
    ),
    # --- more Kubernetes: device plugins, evictions, Ray autoscaling, operators --------------------
    real(
        GH + "volcano-sh/devices/issues/17",
        "volcano-sh/devices",
        "other",
        "framework_bug",
        HUMAN,
        "Allocate failed due to rpc error: code = Unknown desc = failed to find gpu id",
        r"""
        Warning  UnexpectedAdmissionError  79s   kubelet  Allocate failed due to rpc error: code = Unknown desc = failed to find gpu id, which is unexpected
        """,
        "A GPU pod scheduled by Volcano is rejected at admission by the Volcano GPU device plugin. "
        "Maintainers tagged it a bug; a contributor traced it to the plugin's GPU index list going "
        "stale when a GPU is hidden (nvidia-smi drain) or disabled by the driver after a fault, fixed "
        "later in Volcano. A restart lands on the same node and is rejected again until someone checks "
        "that node's GPUs and the plugin: clear-cut, but a human's job, not the user's.",
    ),
    real(
        GH + "GoogleCloudPlatform/ml-testing-accelerators/pull/194",
        "GoogleCloudPlatform/ml-testing-accelerators",
        "storage_error",
        "user_code",
        USER,
        "The node was low on resource: ephemeral-storage.",
        r"""
        The node was low on resource: ephemeral-storage. Container monitor was using 776Ki, which exceeds its request of 0. Container train was using 7499Mi, which exceeds its request of 0.
        """,
        "A PyTorch RoBERTa training test pod on GKE is evicted: its train container wrote 7.5 GB to "
        "local ephemeral storage with no request. The fix in this PR is to request 10 GB of ephemeral "
        "storage for the job; without it the same pod is evicted again.",
    ),
    real(
        GH + "GoogleCloudPlatform/kubernetes-engine-samples/pull/1543",
        "GoogleCloudPlatform/kubernetes-engine-samples",
        "other",
        "user_code",
        USER,
        "Error: No available node types can fulfill resource request {'CPU': 3.0}.",
        r"""
        (autoscaler +2m59s) Error: No available node types can fulfill resource request {'CPU': 3.0}. Add suitable node types to this cluster to resolve this issue.
        """,
        "GKE tutorial training a PyTorch MNIST model with Ray Train on a KubeRay cluster: the job "
        "never starts because each Ray Train worker asks for 3 CPUs and no worker group offers that. "
        "The PR fixes the sample by requesting more CPUs for the worker group. A resource-spec mismatch "
        "between the job and the cluster: waits or fails the same way on every retry.",
    ),
    real(
        GH + "kubeflow/arena/issues/272",
        "kubeflow/arena",
        "connection_error",
        "user_code",
        USER,
        "CreateSession still waiting for response from worker",
        r"""
        CreateSession still waiting for response from worker
        """,
        "Distributed TensorFlow job (1 PS, 2 GPU workers) submitted with `arena submit tf "
        "--namespace=jupyter`: the chief never reaches its workers. The reporter found it is the "
        "namespace option; submitted in the default namespace the same job runs. A job configuration "
        "problem that recurs on restart.",
    ),
    real(
        GH + "MicrosoftDocs/azure-docs/issues/17570",
        "MicrosoftDocs/azure-docs",
        "import_error",
        "user_code",
        USER,
        "ImportError: Traceback (most recent call last):",
        r"""
        Traceback (most recent call last):
          File "/app/main.py", line 31, in <module>
            import tensorflow as tf
          File "/usr/local/lib/python2.7/dist-packages/tensorflow/__init__.py", line 24, in <module>
            from tensorflow.python import *
          File "/usr/local/lib/python2.7/dist-packages/tensorflow/python/__init__.py", line 49, in <module>
            from tensorflow.python import pywrap_tensorflow
          File "/usr/local/lib/python2.7/dist-packages/tensorflow/python/pywrap_tensorflow.py", line 72, in <module>
            raise ImportError(msg)
        ImportError: Traceback (most recent call last):
          File "/usr/local/lib/python2.7/dist-packages/tensorflow/python/pywrap_tensorflow.py", line 58, in <module>
            from tensorflow.python.pywrap_tensorflow_internal import *
          File "/usr/local/lib/python2.7/dist-packages/tensorflow/python/pywrap_tensorflow_internal.py", line 28, in <module>
            _pywrap_tensorflow_internal = swig_import_helper()
        """,
        "The AKS GPU tutorial job (samples-tf-mnist-demo) on a cluster that only exposes "
        "alpha.kubernetes.io/nvidia-gpu: with the resource name changed by hand, the GPU TensorFlow "
        "image fails to import TensorFlow because the CUDA libraries the old-style GPU resource needs "
        "are not mounted into the pod (the thread's excerpt ends before the library name; HTML escapes "
        "of the pasted log undone). Docs and cluster disagree on how GPUs are exposed; the job fails "
        "the same way until the pod spec or the cluster's device plugin changes.",
    ),
    # --- more Ray: actors, OOM, raylet -------------------------------------------------------------
    real(
        GH + "PRIME-RL/SimpleVLA-RL/issues/30",
        "PRIME-RL/SimpleVLA-RL",
        "host_oom",
        "user_code",
        USER,
        "ray.exceptions.OutOfMemoryError: Task was killed due to the node running low on memory",
        r"""
        ray.exceptions.OutOfMemoryError: Task was killed due to the node running low on memory
        """,
        "SimpleVLA-RL (verl-based RL for a vision-language-action model) on 8 x L40: Ray's memory "
        "monitor kills a task for host-memory pressure even with train_batch_size=4. Others report "
        "the same; no fix in the thread. Ray's own OOM kill record: host memory of this configuration, "
        "recurs on restart.",
    ),
    real(
        GH + "Simplified-Reasoning/LUFFY/issues/11",
        "Simplified-Reasoning/LUFFY",
        "cuda_error",
        "unknown",
        HUMAN,
        "ray.exceptions.ActorDiedError: The actor died unexpectedly before finishing this task.",
        r"""
        ray.exceptions.ActorDiedError: The actor died unexpectedly before finishing this task.
        """,
        "Reproducing LUFFY's RL training (verl on Ray) on one node of 8 x H20: a Ray actor dies. The "
        "reporter solved it by pinning nvidia-cublas-cu12==12.4.5.8, i.e. a cuBLAS library version "
        "crashing the worker. The excerpt is only the actor death, with no CUDA or library line; from "
        "the log alone it is a bare worker death: ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "alibaba/ROLL/issues/263",
        "alibaba/ROLL",
        "other",
        "unknown",
        HUMAN,
        "Failed to register worker to Raylet: IOError: Failed to read data from the socket: End of file",
        r"""
        [2025-11-23 22:52:41] [initialize.py (46)] [INFO] [DRIVER 0 / 1][PID 51567] Starting ray cluster: ray start --head --port=6379 --node-name=127.0.0.1:0 --dashboard-port=8265
        2025-11-23 22:52:47,374 INFO worker.py:1837 -- Connecting to existing Ray cluster at address: [2605:340:cd51:6900:3829:8af0:4e1f:1ffb]:6379...
        2025-11-23 22:52:47,385 INFO worker.py:2023 -- Connected to Ray cluster.
        [2025-11-23 22:52:54,526 E 51567 51567] core_worker_process.cc:223: Failed to register worker to Raylet: IOError: Failed to read data from the socket: End of file worker_id=01000000ffffffffffffffffffffffffffffffffffffffffffffffff
        """,
        "ROLL's RLVR pipeline (Qwen3-8B, Megatron) starting its own Ray head: the driver connects over "
        "an IPv6 address, then its core worker cannot register with the raylet (socket EOF, the raylet "
        "gone). The same on a second try and with or without reinstalling requirements; the thread "
        "has no diagnosis. A raylet dying at startup with no cause shown: ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "ludwig-ai/ludwig/pull/3358",
        "ludwig-ai/ludwig",
        "runtime_error",
        "framework_bug",
        USER,
        "RuntimeError: Tensors must be CUDA and dense (type: RayTaskError(RuntimeError), retryable: true)",
        r"""
        RuntimeError: Tensors must be CUDA and dense (type: RayTaskError(RuntimeError), retryable: true)
        """,
        "Ludwig's Ray backend: a distributed training run fails inside a Ray task because the legacy "
        "Horovod barrier passes a CPU tensor to the NCCL backend. The PR replaces it with "
        "torch.distributed's barrier. A code bug that fails identically on every retry (Ray marks it "
        "retryable only because it is a task error).",
    ),
    real(
        GH + "radixark/miles/issues/751",
        "radixark/miles",
        "attribute_error",
        "framework_bug",
        USER,
        "AttributeError: 'MegatronTrainRayActor' object has no attribute 'parallel_state'",
        r"""
        AttributeError: 'MegatronTrainRayActor' object has no attribute 'parallel_state'
        """,
        "miles (Ray-orchestrated RL training) with the Megatron backend and --debug-rollout-only: the "
        "rollout and its Nsight capture finish, then the train actor, whose init returned early in "
        "that mode, still runs preprocessing that needs parallel_state. The reporter traced it to the "
        "code path; a deterministic bug that recurs on restart.",
    ),
    real(
        GH + "eugr/spark-vllm-docker/issues/255",
        "eugr/spark-vllm-docker",
        "other",
        "unknown",
        HUMAN,
        "A worker died or was killed while executing a task by an unexpected system error.",
        r"""
        (EngineCore pid=721) (RayWorkerProc pid=330, ip=192.168.177.12) [rank1]:[W519 18:16:21.560000017 ProcessGroupNCCL.cpp:1826] [PG ID 0 PG GUID 0 Rank 1] Failed t
        o check the "should dump" flag on TCPStore, (maybe TCPStore server has shut down too early), with error: Failed to recv, got 0 bytes. Connection was likely clo
        sed. Did the remote server shutdown or crash?
        (EngineCore pid=721) (RayWorkerProc pid=330, ip=192.168.177.12) (Worker_TP1 pid=330) 2026-05-18 01:11:02,824 - INFO - autotuner.py:641 - flashinfer.jit: [Autot
        uner]: Autotuning process ends
        (EngineCore pid=721) (RayWorkerProc pid=924) /usr/lib/python3.12/multiprocessing/resource_tracker.py:254: UserWarning: resource_tracker: There appear to be 1 l
        eaked shared_memory objects to clean up at shutdown
        (EngineCore pid=721) (RayWorkerProc pid=924)   warnings.warn('resource_tracker: There appear to be %d '
        (EngineCore pid=721) (RayWorkerProc pid=924)   warnings.warn('resource_tracker: There appear to be %d '
        (EngineCore pid=721) (raylet) A worker died or was killed while executing a task by an unexpected system error. To troubleshoot the problem, check the logs for
        """,
        "Tensor-parallel vLLM serving across two DGX Spark boxes over Ray: throughput decays, then a "
        "Ray worker dies and the remote rank loses the TCPStore. Lines are wrapped as the reporter's "
        "terminal printed them. The issue was closed without a stated cause. A bare worker death with "
        "no root cause in the log: ambiguous.",
        ambiguous=True,
    ),
    # --- more SageMaker / Azure ML / Databricks ------------------------------------------------------
    real(
        GH + "aws/sagemaker-pytorch-training-toolkit/pull/171",
        "aws/sagemaker-pytorch-training-toolkit",
        "other",
        "transient",
        RESTART,
        "CapacityError: Unable to provision requested ML compute capacity.",
        r"""
        ValueError: Error for Training job sagemaker-test-2020-03-03-22-36-18-979: Failed Reason: CapacityError: Unable to provision requested ML compute capacity. Please retry using a different ML instance type.

        ValueError: Error for Training job sagemaker-test-2020-03-03-22-55-18-029: Failed Reason: CapacityError: Unable to provision requested ML compute capacity. Please retry using a different ML instance type.
        """,
        "The toolkit's SageMaker integration tests (distributed PyTorch training jobs on GPU "
        "instances) fail because SageMaker has no capacity for the requested instance type. The "
        "contributor notes the failures are unrelated to the change. A capacity stock-out: transient, "
        "retry later or on another instance type.",
    ),
    real(
        GH + "aws-john/SageMakerRL-SML-Summit-2019/pull/1",
        "aws-john/SageMakerRL-SML-Summit-2019",
        "other",
        "user_code",
        USER,
        "ResourceLimitExceeded: An error occurred (ResourceLimitExceeded) when calling the CreateTrainingJob operation",
        r"""
        ResourceLimitExceeded: An error occurred (ResourceLimitExceeded) when calling the CreateTrainingJob operation: The account-level service limit 'ml.p3.8xlarge for training job usage' is 0 Instances, with current utilization of 0 Instances and a request delta of 1 Instances. Please contact AWS support to request an increase for this limit.
        """,
        "The workshop's SageMaker RL training job on ml.p3.8xlarge cannot be created: the account's "
        "quota for that GPU instance type in training jobs is 0. The message itself says to ask AWS "
        "for a limit increase; resubmitting fails the same way until the quota or the instance type "
        "changes.",
    ),
    real(
        GH + "huggingface/notebooks/issues/136",
        "huggingface/notebooks",
        "model_loading_error",
        "user_code",
        USER,
        'ErrorMessage "raise EnvironmentError(msg)',
        r"""
        Error for Training job huggingface-pytorch-training-2022-01-25-19-23-38-888: Failed. Reason: AlgorithmError: ExecuteUserScriptError:
        ExitCode 1
        ErrorMessage "raise EnvironmentError(msg)
        """,
        "The train-and-push-to-Hub SageMaker notebook (Hugging Face PyTorch training container): the "
        "training script exits 1 on an EnvironmentError, which transformers/huggingface_hub raise when "
        "a model, tokenizer or Hub file cannot be resolved or accessed. No answer in the thread; from "
        "the log it is the user's script failing on model/Hub access, which recurs until the model id "
        "or token is fixed.",
    ),
    real(
        GH + "MicrosoftDocs/azure-docs.de-de/issues/695",
        "MicrosoftDocs/azure-docs.de-de",
        "import_error",
        "user_code",
        USER,
        "Could not load dynamic library 'libcudart.so.10.1'",
        r"""
        020-07-20 10:54:39.409427: W tensorflow/stream_executor/platform/default/dso_loader.cc:59] Could not load dynamic library 'libcudart.so.10.1'; dlerror: libcudart.so.10.1: cannot open shared object file: No such file or directory; LD_LIBRARY_PATH: /opt/intel/compilers_and_libraries_2018.3.222/linux/mpi/intel64/lib:/opt/intel/compilers_and_libraries_2018.3.222/linux/mpi/mic/lib:/opt/intel/compilers_and_libraries_2018.3.222/linux/mpi/intel64/lib:/opt/intel/compilers_and_libraries_2018.3.222/linux/mpi/mic/lib:/azureml-envs/azureml_406c5dadd0e6414d0874dbc3ec0d1ca1/lib:/usr/local/nvidia/lib:/usr/local/nvidia/lib64:/usr/local/cuda/lib64:/usr/local/cuda/extras/CUPTI/lib64
        2020-07-20 10:54:39.409529: I tensorflow/stream_executor/cuda/cudart_stub.cc:29] Ignore above cudart dlerror if you do not have a GPU set up on your machine.
        2020-07-20 10:54:55.823846: I tensorflow/stream_executor/platform/default/dso_loader.cc:48] Successfully opened dynamic library libcuda.so.1
        """,
        "Azure ML training job on a GPU compute cluster with tf-nightly-gpu: TensorFlow cannot load "
        "the CUDA 10.1 runtime it was built for, because the job's environment image carries another "
        "CUDA version, so the job cannot use the GPU. The thread closed without more; from the log, "
        "the environment's CUDA libraries do not match the TensorFlow build, and every rerun in that "
        "environment does the same.",
    ),
    real(
        GH + "Vaibhavs10/insanely-fast-whisper/issues/257",
        "Vaibhavs10/insanely-fast-whisper",
        "other",
        "unknown",
        HUMAN,
        "The Python process exited with exit code 134 (SIGABRT: Aborted).",
        r"""
        Fatal error: The Python kernel is unresponsive.
        ---------------------------------------------------------------------------The Python process exited with exit code 134 (SIGABRT: Aborted).The last 10 KB of the process's stderr and stdout can be found below. See driver logs for full logs.---------------------------------------------------------------------------Last messages on stderr:, line 3079 in _run_cell  File "/databricks/python/lib/python3.11/site-packages/IPython/core/interactiveshell.py", line 3024 in run_cell  File "/databricks/python/lib/python3.11/site-packages/ipykernel/zmqshell.py", line 546 in run_cell  File "/databricks/python/lib/python3.11/site-packages/ipykernel/ipkernel.py", line 422 in do_execute  File "/databricks/python_shell/dbruntime/DatabricksShell.py", line 182 in do_execute  File "/databricks/python/lib/python3.11/site-packages/ipykernel/kernelbase.py", line 740 in execute_request  File "/databricks/python/lib/python3.11/site-packages/ipykernel/kernelbase.py", line 412 in dispatch_shell  File "/databricks/p
        """,
        "Whisper large-v2 GPU inference in a Databricks notebook: the Python kernel aborts (SIGABRT) "
        "and Databricks restarts it. The thread has no diagnosis and the pasted stderr is only the "
        "notebook's own frames. An abort with no cause in the log: ambiguous.",
        ambiguous=True,
    ),
    # --- GPU container images and drivers -----------------------------------------------------------
    real(
        GH + "Xilinx/Vitis-AI/issues/103",
        "Xilinx/Vitis-AI",
        "cuda_error",
        "user_code",
        USER,
        "nvidia-container-cli: requirement error: unsatisfied condition: cuda>=10.0",
        r"""
        ./docker_run.sh xilinx/vitis-ai-gpu:latest
        docker: Error response from daemon: OCI runtime create failed: container_linux.go:345: starting container process caused "process_linux.go:430: container init caused \"process_linux.go:413: running prestart hook 0 caused \\\"error running hook: exit status 1, stdout: , stderr: nvidia-container-cli: requirement error: unsatisfied condition: cuda>=10.0\\\\n\\\"\"": unknown.
        """,
        "The Vitis-AI GPU container will not start: the NVIDIA container hook refuses it because the "
        "host driver is too old for the image's CUDA 10.0. Maintainers: install a driver >= 410.78. "
        "A host/image version mismatch that fails every start until the driver or image changes.",
    ),
    real(
        GH + "SyneRBI/PETRIC2/issues/27",
        "SyneRBI/PETRIC2",
        "cuda_error",
        "user_code",
        USER,
        "nvidia-container-cli: requirement error: unsatisfied condition: cuda>=12.8",
        r"""
        Status: Downloaded newer image for ghcr.io/synerbi/sirf:petric2
        docker: Error response from daemon: failed to create task for container: failed to create shim task: OCI runtime create failed: runc create failed: unable to start container process: error during container init: error running prestart hook #0: exit status 1, stdout: , stderr: Auto-detected mode as 'legacy'
        nvidia-container-cli: requirement error: unsatisfied condition: cuda>=12.8, please update your driver to a newer version, or use an earlier cuda container
        (base) (base) PS C:\projects\PETRIC2> nvidia-smi.exe
        Fri Nov 21 09:29:49 2025
        +-----------------------------------------------------------------------------------------+
        | NVIDIA-SMI 551.78                 Driver Version: 551.78         CUDA Version: 12.4     |
        """,
        "The challenge's GPU container (CUDA 12.8) is refused by the NVIDIA container runtime on a "
        "host whose driver 551.78 supports CUDA 12.4 only. Closed as wontfix: the participant must "
        "update the driver. Recurs on every start.",
    ),
    real(
        GH + "haotianteng/Chiron/issues/99",
        "haotianteng/Chiron",
        "cuda_error",
        "user_code",
        USER,
        "failed call to cuInit: UNKNOWN ERROR (303)",
        r"""
        2019-11-13 15:03:24.658577: W tensorflow/stream_executor/platform/default/dso_loader.cc:55] Could not load dynamic library 'libcuda.so.1'; dlerror: libcuda.so.1: cannot open shared object file: No such file or directory
        2019-11-13 15:03:24.658655: E tensorflow/stream_executor/cuda/cuda_driver.cc:318] failed call to cuInit: UNKNOWN ERROR (303)
        """,
        "Chiron basecalling with tensorflow-gpu: TensorFlow cannot find the CUDA driver library and "
        "falls back to the CPU. The maintainer: the CUDA library tensorflow-gpu needs is not installed "
        "on that machine. An environment problem that repeats on every run there.",
    ),
]
