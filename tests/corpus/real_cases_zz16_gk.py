# ruff: noqa
"""Real excerpts, batch ZZ16-GK: development-fold failures of GPU training (and a few serving)
jobs in CLOUD and KUBERNETES job infrastructure, as users paste them: Kubeflow training operator
jobs (TFJob, PyTorchJob) evicted for node memory, failed after a preemptible node was reclaimed or
out of GPU memory on small cards; Volcano jobs whose pods are refused by the kubelet's device
admission, whose gang never fills, or that fail after their restart actions; a KubeRay GPU worker
refused at admission; Kubeflow Pipelines training steps evicted for memory; Karpenter and
data-on-EKS Ray blueprints whose pods stay Pending; SageMaker training jobs that end in a bare
exit code or a user traceback; a Vertex AI capacity error for a region; shared memory (/dev/shm)
limits of containers hitting DataLoader workers and NCCL; NCCL inside EKS pods falling back to
TCP and picking a link-local interface; cluster GPU plumbing that breaks underneath the jobs (a
GKE NVIDIA driver installer in CrashLoopBackOff, the GPU operator's CUDA validation failing on
EC2, the EFA device plugin crash-looping on HyperPod, an NVIDIA device plugin that no longer
starts); and an image pull that fails because a mirrored registry lacks the operator's init image.
Gathered from GitHub issue and pull-request threads whose repository's `fold_of(repo)` is "dev"
(five repositories new to the corpus, the rest from operators and cloud SDKs already in it).
Searched phrasings: PyTorchJob/TFJob OOMKilled and exit code 137, BackoffLimitExceeded,
Insufficient nvidia.com/gpu, Evicted ephemeral-storage and memory, ImagePullBackOff, CrashLoopBackOff
of GPU pods and driver installers, SageMaker AlgorithmError / CapacityError / InternalServerError /
managed spot, Vertex AI replica exit codes and quota/capacity errors, AzureML GPU clusters, GKE spot
preemption, Kueue admission, Volcano gang scheduling, KubeRay GPU workers, MPIJob launchers, EFA and
aws-ofi-nccl in pods, /dev/shm in pods. Many hits were in test-fold repositories (NVIDIA
k8s-device-plugin, vertex-ai-samples, azureml-examples, NVIDIA/nccl, pytorch/pytorch, ray) or had
already been used in the corpus (FfDL, KubeFATE, kuberay's OOMKilled head pod, mpi-operator's ORTE
threads), and several dev-fold threads showed only screenshots or prose; those were left out. What
remained is taken as it came, not picked for what crashcart can do. Nobody ran crashcart on these
cases before they were labelled. Verbatim log lines as printed in each thread (trimmed to the
relevant part; markdown quote markers and k9s box characters removed); labelled from what each
thread concluded, or from the log where it concluded nothing (the notes say which)."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    # --- Kubeflow training operator jobs ------------------------------------------------------------
    real(
        GH + "kubeflow/trainer/issues/999",
        "kubeflow/trainer",
        "other",
        "transient",
        RESTART,
        "TFJob myjob has failed because 1 Worker replica(s) failed.",
        r"""
          Message:               TFJob myjob has failed because 1 Worker replica(s) failed.
            Reason:                TFJobFailed
            Status:                True
            Type:                  Failed
          Replica Statuses:
            Chief:
            Evaluator:
              Active:  1
            PS:
              Active:  4
            Worker:
              Active:  6
              Failed:  1
        """,
        "A TFJob on GKE with workers on preemptible GPU nodes fails when a node running a worker is "
        "preempted, although every replica has restartPolicy OnFailure; the reporter saw the "
        "preempted worker complain it did not have enough nvidia/gpu. A maintainer explains that a "
        "recreated preemptible node can run the old pods before the NVIDIA driver installer has "
        "made the GPUs available. The failure is the node reclaim, not the job: requeue it and "
        "resume from the last checkpoint.",
    ),
    real(
        GH + "kubeflow/trainer/issues/1158",
        "kubeflow/trainer",
        "cuda_oom",
        "user_code",
        USER,
        "status: Internal: out of memory",
        r"""
        Non-OK-status: GpuLaunchKernel (FillPhiloxRandomKernelLaunch <Distribution>, num_blocks, block_size, 0, d.stream (), gen, data, size, dist) status: Internal: out of memory
        """,
        "A TFJob on a home-built three-node cluster whose workers land on 2 GB GTX 1050 cards: "
        "TensorFlow runs out of GPU memory launching a random-initialisation kernel, even with a "
        "per-replica batch of 10 (the same code runs on the 6 GB card). The thread concluded "
        "nothing more; labelled from the log as a GPU out-of-memory that repeats on those nodes "
        "until the model, the batch or the GPU requested changes.",
    ),
    real(
        GH + "kubeflow/trainer/issues/1184",
        "kubeflow/trainer",
        "cuda_oom",
        "user_code",
        USER,
        "Unexpected CUDA error: out of memory",
        r"""
        tensorflow/stream_executor/cuda/cuda_driver.cc:175] Check failed: err == cudaSuccess || err == cudaErrorInvalidValue Unexpected CUDA error: out of memory
        """,
        "A TFJob on AKS (eight Standard_NC6 nodes, one K80 each; master and workers limited to one "
        "GPU, three CPU-only parameter servers) aborts in one worker when more than three workers "
        "are asked for, and with more data only one worker fits. The thread concluded nothing; "
        "labelled from the log: CUDA context creation runs out of GPU memory, which with one GPU "
        "per node points at more TensorFlow processes on a card than it holds (a configuration "
        "that recurs on every retry), not at a faulty GPU.",
    ),
    real(
        GH + "kubeflow/trainer/issues/301",
        "kubeflow/trainer",
        "host_oom",
        "user_code",
        USER,
        "The node was low on resource: memory.",
        r"""
        > kubectl get pods -n rl --show-all
        agents-ppo-ant-feedforward-93168c9e-master-...           0/1       Evicted   0          19h
        agents-ppo-ant-feedforward-93168c9e-master-...           0/1       Evicted   0          18h
        agents-ppo-ant-feedforward-93168c9e-master-...           1/1       Running   0          9h
        agents-ppo-ant-feedforward-93168c9e-master-...           0/1       Evicted   0          18h
        agents-ppo-ant-feedforward-93168c9e-tensorboard-...   1/1       Running   0          19h
        agents-ppo-ant-ee3e499e-master-aiod-0-768ls           1/1       Running   0          18h
        agents-ppo-ant-ee3e499e-tensorboard-aiod-76dbf4brlz   1/1       Running   0          18h

        > kubectl describe pod -n rl agents-ppo-ant-feedforward-93168c9e-master-3ti2-0-9st9r
        ...
        Status:         Failed
        Reason:         Evicted
        Message:        The node was low on resource: memory.
        """,
        "Reinforcement-learning TFJob masters are evicted again and again by the kubelet because "
        "their node runs out of memory; the reporter asks how to give the job resource limits "
        "(the tf-job prototype had none). Node-pressure eviction of a pod that asked for no memory: "
        "it recurs until the job requests what it uses.",
    ),
    real(
        GH + "kubeflow/pytorch-operator/issues/319",
        "kubeflow/pytorch-operator",
        "other",
        "user_code",
        USER,
        'Failed to pull image "alpine:3.10"',
        r"""
        I see the worker pods failing with ImagePullBackOff Errors
        Failed to pull image "alpine:3.10": rpc error: code = Unknown desc = Error reading manifest 3.10 in OUR_AWS_ACCOUNT.dkr.ecr.us-west-2.amazonaws.com/alpine: name unknown: The repository with name 'alpine' does not exist in the registry with id 'OUR_AWS_ACCOUNT'
        """,
        "A GPU PyTorchJob (NCCL backend, nvidia.com/gpu: 1) on EKS whose cluster pulls through a "
        "private ECR registry: the operator's init container image alpine:3.10, which the workers "
        "need to wait for the master, is not mirrored there, so the worker pods stay in "
        "ImagePullBackOff. The fix discussed is to mirror the image or point the operator at an "
        "image the registry has; a configuration error that repeats on every retry.",
    ),
    # --- Kubeflow Pipelines --------------------------------------------------------------------------
    real(
        GH + "kubeflow/pipelines/issues/4275",
        "kubeflow/pipelines",
        "host_oom",
        "user_code",
        USER,
        "The node was low on resource: memory. Container main was using 1783932Ki",
        r"""
        This step is in Failed state with this message: The node was low on resource: memory. Container main was using 1783932Ki, which exceeds its request of 0. Container wait was using 13296Ki, which exceeds its request of 0.
        """,
        "A Kubeflow Pipelines step on GKE that trains a TensorFlow object-detection model (the "
        "kubeflow/examples training image) is evicted as soon as training starts: the node runs "
        "low on memory and the step's containers requested none. Adding nodes did not help; the "
        "same image trains on a VM. Labelled as host memory exhaustion that recurs until the step "
        "requests (and gets) the memory it needs.",
    ),
    # --- Volcano ---------------------------------------------------------------------------------------
    real(
        GH + "volcano-sh/volcano/issues/1782",
        "volcano-sh/volcano",
        "other",
        "framework_bug",
        HUMAN,
        "Pod Allocate failed due to requested number of devices unavailable for nvidia.com/gpu",
        r"""
        Status:         Failed
        Reason:         UnexpectedAdmissionError
        Message:        Pod Allocate failed due to requested number of devices unavailable for nvidia.com/gpu. Requested: 1, Available: 0, which is unexpected
        """,
        "The kubelet refuses a one-GPU pod that Volcano placed on a four-GPU node: one GPU had been "
        "marked unhealthy by the device plugin (allocatable dropped from 4 to 3) while a four-GPU "
        "pod was running, and the scheduler, restarted meanwhile, still counted an idle GPU there. "
        "A scheduler accounting bug rather than a fault of the job; no hardware signature is in "
        "the excerpt to cordon on, and resubmitting can land on the same node, so a person has to "
        "look at the node and the scheduler.",
    ),
    real(
        GH + "volcano-sh/volcano/issues/2462",
        "volcano-sh/volcano",
        "other",
        "unknown",
        HUMAN,
        "tasks in gang unschedulable: pod group is not ready, 20 minAvailable,",
        r"""
          conditions:
          - lastTransitionTime: "2022-08-25T09:28:19Z"
            message: '12/8 tasks in gang unschedulable: pod group is not ready, 20 minAvailable,
              8 Running'
            reason: NotEnoughResources
            status: "True"
            transitionID: 154b09d2-11ba-4c3c-b3d1-76e97ff8c2aa
            type: Unschedulable
          phase: Unknown
          running: 8
        """,
        "A 20-replica Volcano training job (minAvailable 20, RestartJob on PodEvicted) whose pod "
        "group cannot be satisfied for lack of resources, yet 8 of its pods were started anyway "
        "and sit waiting for the rest. The reporter files it as a gang-scheduling bug; the thread "
        "does not settle it. From the log alone it is unclear whether to wait for capacity, shrink "
        "the job or fix the scheduler: ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "volcano-sh/volcano/issues/1241",
        "volcano-sh/volcano",
        "other",
        "framework_bug",
        HUMAN,
        "Phase:                 Failed",
        r"""
        ~  kubectl get vj
        NAME          AGE
        pytorch-job   17m
        ~  kubectl get pods
        No resources found.

        Status:
          Min Available:     2
          Retry Count:       3
          Running Duration:  1m5.558433347s
          State:
            Last Transition Time:  2020-12-31T07:42:30Z
            Phase:                 Failed
          Version:                 10
        Events:
          Type    Reason         Age                From                   Message
          ----    ------         ----               ----                   -------
          Normal  ExecuteAction  16m (x3 over 16m)  vc-controller-manager  Start to execute action RestartJob
        """,
        "A two-pod PyTorch Volcano job that a script deletes and re-creates five seconds later "
        "sometimes never gets its pods: the controller runs RestartJob three times and the job "
        "ends Failed with no pods. Resubmitting by hand works. A controller race on delete and "
        "re-create according to the report (left stale); from the job's status alone nothing "
        "says why the pods never came, so it needs a person.",
        ambiguous=True,
    ),
    # --- KubeRay -----------------------------------------------------------------------------------------
    real(
        GH + "ray-project/kuberay/issues/1414",
        "ray-project/kuberay",
        "other",
        "framework_bug",
        HUMAN,
        "Pod Allocate failed due to pod d65f09ad-cca3-4631-a0a3-d5ba850f8a69 container",
        r"""
        status:
          message: Pod Allocate failed due to pod d65f09ad-cca3-4631-a0a3-d5ba850f8a69 container
            wait-gcs-ready unable to find GPU device allocation by scheduler, which is unexpected
          phase: Failed
          reason: UnexpectedAdmissionError
          startTime: "2023-09-12T05:46:46Z"
        """,
        "A RayCluster GPU worker group on a managed cloud cluster with GPU sharing (the pod carries "
        "a cce.io/gpu-decision annotation for the ray-worker container only): the kubelet's device "
        "admission fails because KubeRay's injected wait-gcs-ready init container has no GPU "
        "allocation from the scheduler. An interaction between the operator's injected container "
        "and the cloud's GPU scheduler; the thread does not resolve it. Nothing for the user's code "
        "to change and nothing a retry fixes: a person has to adjust the cluster setup.",
    ),
    # --- Ray on EKS blueprints (Karpenter) ------------------------------------------------------------
    real(
        GH + "awslabs/data-on-eks/issues/434",
        "awslabs/data-on-eks",
        "other",
        "user_code",
        USER,
        "0/3 nodes are available: 3 Insufficient cpu, 3 Insufficient memory.",
        r"""
        Events:
          Type     Reason            Age    From               Message
          ----     ------            ----   ----               -------
          Warning  FailedScheduling  2m20s  default-scheduler  0/3 nodes are available: 3 Insufficient cpu, 3 Insufficient memory. preemption: 0/3 nodes are available: 3
        """,
        "Following the data-on-EKS Ray blueprint for the PyTorch benchmark, the RayCluster head pod "
        "cannot be scheduled: none of the three nodes has the CPU and memory it requests, and no "
        "node pool scales up for it. The thread concluded nothing; labelled from the log as "
        "resources asked for that the cluster's node groups cannot provide, which stays Pending "
        "until the request or the node pools change.",
    ),
    real(
        GH + "awslabs/data-on-eks/issues/589",
        "awslabs/data-on-eks",
        "other",
        "unknown",
        HUMAN,
        "didn't match Pod's node affinity/selector",
        r"""
        Events:
          Type     Reason            Age                 From               Message
          ----     ------            ----                ----               -------
          Warning  FailedScheduling  31m                 default-scheduler  0/3 nodes are available: 3 node(s) didn't match Pod's node affinity/selector. preemption: 0/3 nodes are available: 3 Preemption is not helpful for scheduling.
          Normal   Nominated         31m                 karpenter          Pod should schedule on: nodeclaim/g5-gpu-karpenter-fc4pv
          Normal   Nominated         28m                 karpenter          Pod should schedule on: nodeclaim/g5-gpu-karpenter-jnzd8
          Normal   Nominated         25m                 karpenter          Pod should schedule on: nodeclaim/g5-gpu-karpenter-w9g6f
          Normal   Nominated         22m                 karpenter          Pod should schedule on: nodeclaim/g5-gpu-karpenter-ldz6d
        """,
        "The RayService vLLM blueprint's GPU worker pod stays Pending: Karpenter nominates a new g5 "
        "GPU node claim every three minutes but none becomes a node the pod can run on. The "
        "maintainer could not reproduce and asked for the node claim and Karpenter logs; the "
        "thread went stale. GPU capacity, AMI bootstrap or node-claim registration could each be "
        "the cause: ambiguous, a person has to look.",
        ambiguous=True,
    ),
    # --- SageMaker and Vertex AI ---------------------------------------------------------------------
    real(
        GH + "aws/sagemaker-python-sdk/issues/134",
        "aws/sagemaker-python-sdk",
        "other",
        "unknown",
        HUMAN,
        "AlgorithmError: Exit Code: 139",
        r"""
        AlgorithmError: Exit Code: 139
        """,
        "A SageMaker training job on an ml.p2.8xlarge fails after about 18 hours with only this "
        "status; the CloudWatch logs show nothing. The thread moves on to resuming from the S3 "
        "checkpoints. Exit code 139 is a segmentation fault of the training process, with no "
        "trace of where: ambiguous, a person has to look.",
        ambiguous=True,
    ),
    real(
        GH + "aws/amazon-sagemaker-examples/issues/415",
        "aws/amazon-sagemaker-examples",
        "attribute_error",
        "user_code",
        USER,
        "AttributeError: 'NoneType' object has no attribute 'split'",
        r"""
        To enable the following instructions: AVX2 AVX512F FMA, in other operations, rebuild TensorFlow with the appropriate compiler flags.
        Traceback (most recent call last):
          File "/opt/ml/code/train_tensorflow_cnn.py", line 107, in <module>
        Training data directory: None
        Test data directory: None
            main()
          File "/opt/ml/code/train_tensorflow_cnn.py", line 61, in main
            train_images, train_labels = load_mnist_data(train_data_dir)
                                         ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
          File "/opt/ml/code/train_tensorflow_cnn.py", line 19, in load_mnist_data
            bucket_name = data_dir.split('/')[2]
                          ^^^^^^^^^^^^^^
        AttributeError: 'NoneType' object has no attribute 'split'
        """,
        "A later comment on an AlgorithmError: Exit Code: 1 thread: a bring-your-own TensorFlow CNN "
        "training job on SageMaker fails because the training and test data directories it reads "
        "from the environment are not set (None), as the commenter concludes. A job configuration "
        "error in the user's script and estimator; it fails the same way on every run.",
    ),
    real(
        GH + "openreview/openreview-expertise/issues/401",
        "openreview/openreview-expertise",
        "other",
        "transient",
        RESTART,
        "Resources are insufficient in region: us-central1",
        r"""
        Resources are insufficient in region: us-central1
        """,
        "The OpenReview expertise service runs its GPU jobs as Vertex AI pipelines on N1 + T4 "
        "machines; jobs fail at provisioning with this Vertex AI error, which (as the maintainers "
        "note) means every zone of the region was tried. The follow-up plans retries with backoff, "
        "a fallback list of machine types and DWS Flex Start. A capacity shortage of the cloud "
        "region, not a fault of the job: retry later or elsewhere.",
    ),
    # --- shared memory limits of containers -------------------------------------------------------------
    real(
        GH + "horovod/horovod/issues/1081",
        "horovod/horovod",
        "dataloader_killed",
        "user_code",
        USER,
        "ERROR: Unexpected bus error encountered in worker.",
        r"""
        ERROR: Unexpected bus error encountered in worker. This might be caused by insufficient
        """,
        "Horovod with PyTorch in a four-GPU Kubernetes pod (mpirun -np 4 inside the pod): a "
        "DataLoader worker dies with a bus error because the container's /dev/shm is Docker's "
        "default 64 MB; the reporter's question is how to give the pod more shared memory (a "
        "memory-backed emptyDir on /dev/shm). Recurs until the pod spec changes.",
    ),
    real(
        GH + "vllm-project/production-stack/issues/276",
        "vllm-project/production-stack",
        "os_error",
        "user_code",
        USER,
        "Error while creating shared memory segment /dev/shm/nccl-F9ffgB (size 9637888)",
        r"""
        torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/NCCLUtils.hpp:317, unhandled system error (run with NCCL_DEBUG=INFO for details), NCCL version 2.21.5
        ncclSystemError: System call (e.g. socket, malloc) or external library call failed or device error.
        Last error:
        Error while creating shared memory segment /dev/shm/nccl-F9ffgB (size 9637888)

        kubectl exec -it vllm-deployment-router-8666bf6464-jn224 -- df -h /dev/shm
        Filesystem      Size  Used Avail Use% Mounted on
        shm              64M
        """,
        "A two-GPU tensor-parallel vLLM deployment from the production-stack Helm chart: NCCL cannot "
        "create its shared-memory segment because /dev/shm in the pod is 64 MB, although the user "
        "set shmSize: 20Gi in the chart values (the reporter suspects the value is not applied). "
        "Either way the pod's /dev/shm is too small and the same deployment fails the same way "
        "until it is enlarged; no restart helps.",
    ),
    # --- NCCL / EFA inside pods ---------------------------------------------------------------------
    real(
        GH + "aws-samples/aws-do-eks/pull/54",
        "aws-samples/aws-do-eks",
        "connection_error",
        "user_code",
        USER,
        "returned Connection refused, retrying (13/34)",
        r"""
        NET/OFI Using transport protocol RDMA (platform set)
        NET/OFI No eligible providers were found
        NET/OFI aws-ofi-nccl initialization failed
        NET/IB : No device found
        Failed to initialize NET plugin IB
        Initialized NET plugin Socket
        NET/Socket : Using [0]enp73s0:10.1.216.156<0> [1]pod-id-link0:169.254.170.23<0>
        socketPollConnect: connect to 169.254.170.23<...> returned Connection refused, retrying (13/34)
        RuntimeError: NCCL error: remote process exited or there was a network error
        """,
        "Pipeline-parallel serving across two EKS nodes: EFA does not initialise in the pod, NCCL "
        "falls back to sockets and also picks the EKS Pod Identity link-local interface "
        "(169.254.170.x), which other nodes cannot reach, so the cross-node connection is refused "
        "and the collective fails. The PR fixes the manifests (exclude pod-id-link0 from "
        "NCCL_SOCKET_IFNAME, drop wrong EFA settings). The PR quotes the NCCL lines condensed, with "
        "arrows between them; the arrows were removed and one joined line split in two. A pod "
        "network configuration error that recurs until the manifest changes.",
    ),
    real(
        GH + "aws/sagemaker-hyperpod-cli/issues/367",
        "aws/sagemaker-hyperpod-cli",
        "other",
        "framework_bug",
        HUMAN,
        "No valid EFA devices found",
        r"""
        2026/02/03 15:23:32 Fetching EFA devices.
        2026/02/03 15:23:32 Error to get IB device: %v. No valid EFA devices found
        stream closed: EOF for kube-system/hyperpod-requirements-aws-efa-k8s-device-plugin-9zlf7 (aws-efa-k8s-device-plugin)
        """,
        "On a SageMaker HyperPod EKS cluster the AWS EFA device plugin pods crash-loop on instances "
        "without EFA: the HyperPod Helm chart overrides the plugin's supportedInstanceLabels with "
        "instance types that have no EFA devices. A misconfigured chart shipped by the platform "
        "(the issue asks for the list to be corrected); the plugin keeps failing on those nodes "
        "until a person fixes the values, and no training code is involved.",
    ),
    # --- GPU node plumbing under the jobs ----------------------------------------------------------------
    real(
        GH + "GoogleCloudPlatform/cos-gpu-installer/issues/45",
        "GoogleCloudPlatform/cos-gpu-installer",
        "other",
        "framework_bug",
        HUMAN,
        "restarting failed container=nvidia-driver-installer",
        r"""
        Back-off 20s restarting failed container=nvidia-driver-installer pod=nvidia-driver-installer-z7ht8_kube-system(b362cd39-f621-11e9-8e02-42010a8000d2): CrashLoopBackOff
        """,
        "On a new GKE GPU node pool the NVIDIA driver installer DaemonSet's init container "
        "crash-loops (its logs, shown as a screenshot, end in permission denied) and the node pool "
        "reports zero GPU capacity, so no GPU job can be scheduled. The maintainers trace it to a "
        "change in the installer's mounts and fix the installer. A platform component bug; "
        "resubmitting jobs does nothing until the installer is fixed.",
    ),
    real(
        GH + "NVIDIA/gpu-operator/issues/100",
        "NVIDIA/gpu-operator",
        "cuda_error",
        "user_code",
        USER,
        "CUDA driver version is insufficient for CUDA runtime version",
        r"""
        Failed to allocate device vector A (error code CUDA driver version is insufficient for CUDA runtime version)!
        [Vector addition of 50000 elements]
        """,
        "The GPU operator on a self-managed Kubernetes cluster on EC2 (g4dn.xlarge, Ubuntu 20.04): "
        "the nvidia-driver-validation pod's CUDA sample cannot allocate device memory because the "
        "driver it sees is older than its CUDA runtime, and the pod is in CrashLoopBackoff. The "
        "thread does not record a fix; labelled from the log as a driver/runtime version mismatch "
        "of the node setup, which recurs until the driver or image changes.",
    ),
    real(
        GH + "open-edge-platform/geti_v2/issues/1876",
        "open-edge-platform/geti_v2",
        "other",
        "unknown",
        HUMAN,
        "failed to create containerd task: failed to create shim task: OCI runtime create failed",
        r"""
        kube-system                 nvidia-device-plugin-daemonset-tw2td             50m (0%)      0 (0%)      50Mi (0%)        50Mi (0%)      371d

            State:          Terminated
              Reason:       StartError
              Message:      failed to create containerd task: failed to create shim task: OCI runtime create failed: unable to retrieve OCI runtime error (open /run/k3s/containerd/io.containerd.runtime.v2.task/k8s.io/2f00bc3dd57d035c38daab09fb438
        """,
        "Model training in a Geti installation (k3s) stops at the training step; the NVIDIA device "
        "plugin pod that advertises the GPUs is still listed but its container no longer starts "
        "(StartError from the OCI runtime). The thread does not reach a root cause in the excerpt: "
        "container runtime, NVIDIA toolkit or driver state on the node could each be it. Ambiguous; "
        "a person has to look at the node.",
        ambiguous=True,
    ),
    real(
        GH + "awslabs/benchmark-ai/issues/980",
        "awslabs/benchmark-ai",
        "runtime_error",
        "user_code",
        USER,
        "No OpKernel was registered to support Op 'NcclAllReduce'",
        r"""
        tensorflow.python.framework.errors_impl.InvalidArgumentError: No OpKernel was registered to support Op 'NcclAllReduce' used by node allreduce/allreduce/NcclAllReduce (defined at /usr/local/lib/python3.6/site-packages/tensorflow_core/python/framework/ops.py:1748) with these attrs: [reduction="sum", shared_name="c0", T=DT_HALF, num_devices=8]
        """,
        "A single-instance 8-GPU TensorFlow benchmark job submitted through benchmark-ai (which "
        "runs jobs on Kubernetes) fails building its graph: the TensorFlow in the container has no "
        "kernel for the NCCL all-reduce it was asked to use. The thread concluded nothing; "
        "labelled from the log as a mismatch between the job's image and its distribution "
        "setting, deterministic and repeated on every run.",
    ),
]
