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
]
