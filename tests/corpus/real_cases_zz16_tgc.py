# ruff: noqa
"""Real excerpts, batch ZZ16-TGC (held out): an operator's mixed week of failed GPU jobs taken as they came, from
sources other than the usual big GitHub projects where they could be had, all in repositories or sites whose
`fold_of(repo)` is "test": HPC centres' user guides and known-issues pages (CSCS Alps: a container that cannot start
because a node's user database is out of sync, a UCX signal handler segfault hiding a broken NVRTC, Cray MPICH asked
for GPU support without the GTL library, Open MPI's non-blocking allreduce on GPU buffers, cuSOLVER handles exhausted by
GPU oversubscription), cluster tooling and test-case repositories (AWS distributed-training test cases: a Megatron
split that yields no samples, a dataset loader that no longer takes `trust_remote_code`; a Slurm node drained because
slurmd reports no GPUs), user-support issue trackers of GPU clusters (JADE: GPUs left locked by a killed container; the
AMD HPC Fund cluster: a data-centre network outage seen from a job and from salloc; an LLVM CI machine whose NVIDIA
driver and NVML library disagree), and smaller research and tool repositories (ROCm HPL with an MPI that cannot read GPU
buffers, a Chia GPU plotter hitting Xid 31/62/45 after a driver update, an OCR trainer out of /dev/shm, a model hub
behind a firewall, a loss turning NaN, a truncated checkpoint, a watchdog timeout, a JAX container out of /dev/shm,
multi-node checkpoint races on a shared filesystem, multi-machine training without one). The page corpus was searched
first for forum threads (forums.developer.nvidia.com, discuss.huggingface.co, discuss.ray.io, serverfault, superuser,
forums.fast.ai) but returned almost only vendor glossaries and SEO pages; the few forum threads it did return showed
only an answer or a log cut off before its error line (or, once, warnings from a Ray job that then finished), so no
forum case is in this batch. HPC documentation repositories were then fetched and mined (CSCS docs, the AWS
distributed-training samples, the archived ParallelCluster guide, Flinders DeepThought docs, CSC's user guide; the last
three had no usable GPU failure log), and the GitHub issue corpus was searched by failure kind (ECC and Xid lines,
fallen-off-the-bus, NVML mismatch, busy/unavailable devices, IB port errors, watchdog timeouts, NFS/Lustre/FUSE errors,
disk quota, shm, cgroup OOM, time limits, preemption, NaN, corrupt checkpoints, offline compute nodes). Most hits came
from dev-fold repositories or from threads already in the corpus and were skipped. What came back was taken as it came,
not picked for what crashcart can do, and nobody ran crashcart on these cases before they were labelled. Verbatim log
lines as printed in each thread or document (trimmed to the relevant part; markdown quote markers removed; a "..." line
is the poster's own); labelled from what each thread or document concluded, or from the log where it concluded nothing
(the notes say which)."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"
AWSDT = GH + "aws-samples/awsome-distributed-training/"
CSCS = GH + "eth-cscs/cscs-docs/blob/80abed138e7cc52ebf6703b82ed02520ab9bf92f/"


CASES = [
    # --- Monday: the HPC centre's known-issues pages ----------------------------------------------------
    real(
        CSCS + "docs/software/container-engine/known-issue.md#L171",
        "eth-cscs/cscs-docs",
        "node_failure",
        "unknown",
        HUMAN,
        "id: cannot find name for user ID 42",
        r"""
        slurmstepd: error: pyxis: container start failed with error code: 1
        slurmstepd: error: pyxis: container exited too soon
        slurmstepd: error: pyxis: printing engine log file:
        slurmstepd: error: pyxis:     id: cannot find name for user ID 42
        slurmstepd: error: pyxis:     id: cannot find name for user ID 42
        slurmstepd: error: pyxis:     id: cannot find name for user ID 42
        slurmstepd: error: pyxis:     mkdir: cannot create directory ‘/iopsstor/scratch/cscs/42’: Permission denied
        slurmstepd: error: pyxis: couldn't start container
        slurmstepd: error: spank: required plugin spank_pyxis.so: task_init() failed with rc=-1
        slurmstepd: error: Failed to invoke spank plugin stack
        srun: error: nid001234: task 0: Exited with exit code 1
        srun: Terminating StepId=12345.0
        """,
        "CSCS known issue for the container engine on Alps: a Slurm job whose container fails to start with "
        "`id: cannot find name for user ID` does not have a broken container; one or more compute nodes have a "
        "user database that is not fully synchronized, and the node should be drained (the guide asks users to "
        "report it if it was not drained automatically). A node-level fault named by the srun line: take the "
        "node out of service and run the job elsewhere. Node and job ids are as printed in the guide. "
        "Labelled needs_human (not a cordon): the corpus cordons only on a hardware signature, and a user "
        "database out of sync is the node's software, which a person drains and fixes.",
        culprit={"nodes": ["nid001234"], "ranks": [0]},
        tag="pyxis-user-id",
    ),
    real(
        CSCS + "docs/software/ml/pytorch.md#L216",
        "eth-cscs/cscs-docs",
        "other",
        "framework_bug",
        USER,
        "Caught signal 11 (Segmentation fault: address not mapped to object at address 0x455)",
        r"""
        640: [nid007306:244443:0:244443] Caught signal 11 (Segmentation fault: address not mapped to object at address 0x455)
        640: ==== backtrace (tid: 244443) ====
        640:  0  /opt/hpcx/ucx/lib/libucs.so.0(ucs_handle_error+0x2cc) [0x4000d2b214dc]
        640:  1  /opt/hpcx/ucx/lib/libucs.so.0(+0x3168c) [0x4000d2b2168c]
        640:  2  /opt/hpcx/ucx/lib/libucs.so.0(+0x319b8) [0x4000d2b219b8]
        640:  3  linux-vdso.so.1(__kernel_rt_sigreturn+0) [0x4000347707dc]
        640:  4  /usr/local/cuda/lib64/libnvrtc.so.12.8.61(+0x935000) [0x400140a25000]
        640:  5  [0x3d5c5e58]
        640: =================================
        srun: error: nid007306: task 640: Segmentation fault
        srun: Terminating StepId=348680.1
        """,
        "CSCS PyTorch guide, 'Errors hidden by failures in UCX signal handler': Megatron-LM in the NGC PyTorch "
        "25.01 container. The guide says the segfault inside UCX's signal handler was caused by a broken NVRTC "
        "in the container, and that it hid an unrelated first error which only showed once "
        "UCX_HANDLE_ERRORS=none was set. A software fault of the container image that recurs on every run "
        "until the image or the environment is changed, not a node problem.",
        culprit={"nodes": ["nid007306"], "ranks": [640]},
        tag="ucx-nvrtc-segfault",
    ),
    real(
        CSCS + "docs/software/communication/cray-mpich.md#L44",
        "eth-cscs/cscs-docs",
        "other",
        "user_code",
        USER,
        "MPIDI_CRAY_init: GPU_SUPPORT_ENABLED is requested, but GTL library is not linked",
        r"""
        MPICH ERROR [Rank 0] [job id 410301.1] [Thu Feb 13 12:42:18 2025] [nid005414] - Abort(-1) (rank 0 in comm 0): MPIDI_CRAY_init: GPU_SUPPORT_ENABLED is requested, but GTL library is not linked
         (Other MPI error)

        aborting job:
        MPIDI_CRAY_init: GPU_SUPPORT_ENABLED is requested, but GTL library is not linked
        """,
        "CSCS Cray MPICH page: with MPICH_GPU_SUPPORT_ENABLED=1 an application that was not linked against a "
        "GTL library aborts in MPI initialization. The guide's fix is to load the accelerator module (e.g. "
        "craype-accel-nvidia90) before compiling, or to unset the variable if GPU-aware MPI is not wanted. A "
        "build/environment error that fails every launch the same way.",
        tag="mpich-gtl",
    ),
    real(
        CSCS + "docs/software/communication/openmpi.md#L489",
        "eth-cscs/cscs-docs",
        "other",
        "framework_bug",
        USER,
        "[nid006549:31808] Signal: Segmentation fault (11)",
        r"""
        $ srun -u --mpi=pmix -n4 osu_iallreduce -d cuda

        # OSU MPI-CUDA Non-blocking Allreduce Latency Test v7.5
        # Overall = Coll. Init + Compute + MPI_Test + MPI_Wait

        # Datatype: MPI_INT.
        # Size           Overall(us)       Compute(us)    Pure Comm.(us)        Overlap(%)
        [nid006549:31808] *** Process received signal ***
        [nid006549:31808] Signal: Segmentation fault (11)
        [nid006549:31808] Signal code: Invalid permissions (2)
        [nid006549:31808] Failing at address: 0x4002da000000
        [nid006550:188198] *** Process received signal ***
        [nid006550:188198] Signal: Segmentation fault (11)
        [nid006550:188198] Signal code: Invalid permissions (2)
        [nid006550:188198] Failing at address: 0x40029a000000
        [nid006549:31808] [ 0] linux-vdso.so.1(__kernel_rt_sigreturn+0x0)[0x400027ce07dc]
        [nid006549:31808] [ 1] /user-environment/linux-neoverse_v2/openmpi-5.0.9-leskuw5dyswfdw3eaybcyfmsrbid3uuq/lib/libmpi.so.40(+0x19f1c8)[0x400029b0f1c8]
        [nid006549:31808] [ 2] /user-environment/linux-neoverse_v2/openmpi-5.0.9-leskuw5dyswfdw3eaybcyfmsrbid3uuq/lib/libmpi.so.40(+0x12836c)[0x400029a9836c]
        [nid006549:31808] [ 3] /user-environment/linux-neoverse_v2/openmpi-5.0.9-leskuw5dyswfdw3eaybcyfmsrbid3uuq/lib/libmpi.so.40(NBC_Progress+0x164)[0x400029a97bd4]
        [nid006549:31808] [ 4] /user-environment/linux-neoverse_v2/openmpi-5.0.9-leskuw5dyswfdw3eaybcyfmsrbid3uuq/lib/libmpi.so.40(ompi_coll_libnbc_progress+0x8c)[0x400029a96a0c]
        [nid006549:31808] [ 5] /user-environment/linux-neoverse_v2/openmpi-5.0.9-leskuw5dyswfdw3eaybcyfmsrbid3uuq/lib/libopen-pal.so.80(opal_progress+0x3c)[0x40002a23737c]
        [nid006549:31808] [ 6] /user-environment/linux-neoverse_v2/openmpi-5.0.9-leskuw5dyswfdw3eaybcyfmsrbid3uuq/lib/libmpi.so.40(ompi_request_default_wait+0x50)[0x4000299f3810]
        [nid006549:31808] [ 7] /user-environment/linux-neoverse_v2/openmpi-5.0.9-leskuw5dyswfdw3eaybcyfmsrbid3uuq/lib/libmpi.so.40(MPI_Wait+0x64)[0x400029a3df24]
        [nid006549:31808] [ 8] /user-environment/env/default/libexec/osu-micro-benchmarks/mpi/collective/osu_iallreduce[0x40424c]
        [nid006549:31808] [ 9] /lib64/libc.so.6(__libc_start_main+0xe8)[0x40002a073fa0]
        [nid006549:31808] [10] /user-environment/env/default/libexec/osu-micro-benchmarks/mpi/collective/osu_iallreduce[0x404e98]
        [nid006549:31808] *** End of error message ***
        srun: error: nid006549: task 0: Segmentation fault (core dumped)
        srun: Terminating StepId=2243671.21
        [2025-12-17T12:59:34.342] error: *** STEP 2243671.21 ON nid006549 CANCELLED AT 2025-12-17T12:59:34 DUE TO TASK FAILURE ***
        srun: error: nid006550: task 2: Segmentation fault (core dumped)
        srun: error: nid006550: task 3: Terminated
        srun: error: nid006549: task 1: Terminated
        srun: Force Terminated StepId=2243671.21
        """,
        "CSCS Open MPI page, known issues: some asynchronous collectives do not work with GPU buffers "
        "whatever the libfabric provider; MPI_Iallreduce segfaults, shown with the OSU non-blocking allreduce "
        "benchmark on CUDA buffers (the repeated backtrace of the second process is trimmed). Ranks on both "
        "nodes crash in libnbc progress, so no node is at fault; a library limitation that recurs on every run "
        "until the code avoids the non-blocking collective on device buffers.",
        tag="ompi-iallreduce-gpu",
    ),
    real(
        CSCS + "docs/software/sciapps/cp2k.md#L637",
        "eth-cscs/cscs-docs",
        "cuda_error",
        "user_code",
        USER,
        "created exception: cuSOLVER function returned error code 7 (CUSOLVER_STATUS_INTERNAL_ERROR)",
        r"""
        created exception: cuSOLVER function returned error code 7 (CUSOLVER_STATUS_INTERNAL_ERROR): pika(bad_function_call)
        terminate called after throwing an instance of 'pika::cuda::experimental::cusolver_exception'
        what(): cuSOLVER function returned error code 7 (CUSOLVER_STATUS_INTERNAL_ERROR): pika(bad_function_call)
        """,
        "CSCS CP2K page: with the DLA-Future-enabled CP2K uenv, heavily oversubscribing the GPU (many ranks "
        "per GPU) creates too many cuSOLVER handles and initialization fails with this error. The guide's fix "
        "is to run fewer ranks per GPU or set DLAF_NUM_GPU_BLAS_HANDLES=1 and DLAF_NUM_GPU_LAPACK_HANDLES=1. "
        "A job-layout/configuration error that recurs until the launch is changed.",
        tag="cp2k-cusolver-handles",
    ),
    # --- Tuesday: cluster tooling and test cases ---------------------------------------------------------
    real(
        AWSDT
        + "blob/7217859f67bc693c52ff175ccc6082c41dbd7a1b/3.test_cases/megatron/megatron-lm/slurm/gpt3/README.md#L146",
        "aws-samples/awsome-distributed-training",
        "assertion_error",
        "user_code",
        USER,
        "AssertionError",
        r"""
        Traceback (most recent call last):
          File "/workspace/Megatron-LM/pretrain_gpt.py", line 198, in <module>
            pretrain(train_valid_test_datasets_provider,
          File "/workspace/Megatron-LM/megatron/training.py", line 227, in pretrain
            = build_train_valid_test_data_iterators(
          File "/workspace/Megatron-LM/megatron/training.py", line 1283, in build_train_valid_test_data_iterators
            build_train_valid_test_data_loaders(
          File "/workspace/Megatron-LM/megatron/training.py", line 1244, in build_train_valid_test_data_loaders
            train_ds, valid_ds, test_ds = build_train_valid_test_datasets(
          File "/workspace/Megatron-LM/megatron/training.py", line 1214, in build_train_valid_test_datasets
            return build_train_valid_test_datasets_provider(train_val_test_num_samples)
          File "/workspace/Megatron-LM/pretrain_gpt.py", line 186, in train_valid_test_datasets_provider
            ).build()
          File "/workspace/Megatron-LM/megatron/core/datasets/blended_megatron_dataset_builder.py", line 56, in build
            return self._build_blended_dataset_splits()
          File "/workspace/Megatron-LM/megatron/core/datasets/blended_megatron_dataset_builder.py", line 76, in _build_blended_dataset_splits
            return self._build_megatron_dataset_splits(blend[0], split, self.sizes)
          File "/workspace/Megatron-LM/megatron/core/datasets/blended_megatron_dataset_builder.py", line 216, in _build_megatron_dataset_splits
            self.build_generic_dataset(
          File "/workspace/Megatron-LM/megatron/core/datasets/blended_megatron_dataset_builder.py", line 258, in build_generic_dataset
            dataset = cls(*args)
          File "/workspace/Megatron-LM/megatron/core/datasets/gpt_dataset.py", line 68, in __init__
            super().__init__(indexed_dataset, indexed_indices, num_samples, index_split, config)
          File "/workspace/Megatron-LM/megatron/core/datasets/megatron_dataset.py", line 42, in __init__
            assert num_samples > 0
        AssertionError
        """,
        "Megatron-LM GPT-3 test case for Slurm in the AWS distributed-training samples: the README says that "
        "running in benchmark mode (no validation/test) with inconsistent --eval-iters / --split settings "
        "makes this assertion fire in the Slurm output (a split gets zero samples). A configuration error "
        "that fails the same way on every submission until the arguments are fixed.",
        tag="megatron-split-zero-samples",
    ),
    real(
        AWSDT + "commit/69e56bcc312b6c7c2bead80ad95678d966d7ca23",
        "aws-samples/awsome-distributed-training",
        "dataset_loading_error",
        "user_code",
        USER,
        "trust_remote_code is not supported anymore",
        r"""
        [ERROR] datasets.load: trust_remote_code is not supported anymore.
        """,
        "Commit message of the FSDP test case fix: from one day on, the training script's dataset load "
        "started failing with this error (the datasets library dropped the argument); removing "
        "trust_remote_code from the load call fixed it. The job's code no longer matches the installed "
        "library, so it fails at every start until the code is changed.",
        tag="fsdp-trust-remote-code",
    ),
    real(
        GH + "awslabs/awsome-distributed-ai/issues/195",
        "awslabs/awsome-distributed-ai",
        "node_failure",
        "unknown",
        HUMAN,
        "Reason=gres/gpu count reported lower than configured (0 < 1)",
        r"""
        NodeName=yigou-dev-102-68 Arch=x86_64 CoresPerSocket=1
           CPUAlloc=0 CPUEfctv=8 CPUTot=8 CPULoad=0.99
           AvailableFeatures=(null)
           ActiveFeatures=(null)
           Gres=gpu:nvidia-rtx-3090:1
           NodeAddr=yigou-dev-102-68 NodeHostName=yigou-dev-102-68 Version=24.05.0-0rc1
           OS=Linux 5.10.0-153.12.0.92.oe2203sp2.x86_64 #1 SMP Wed Jun 28 23:04:48 CST 2023
           RealMemory=1 AllocMem=0 FreeMem=340 Sockets=8 Boards=1
           State=IDLE+DRAIN ThreadsPerCore=1 TmpDisk=0 Weight=1 Owner=N/A MCS_label=N/A
           Partitions=compute100
           BootTime=2024-11-18T20:46:45 SlurmdStartTime=2024-12-19T11:41:49
           LastBusyTime=2024-12-19T11:41:49 ResumeAfterTime=None
           CfgTRES=cpu=8,mem=1M,billing=8,gres/gpu=1
           AllocTRES=
           CurrentWatts=0 AveWatts=0

           Reason=gres/gpu count reported lower than configured (0 < 1) [slurm@2024-12-19T11:03:34]
        """,
        "A Slurm node drained because slurmd reports fewer GPUs than slurm.conf configures. The issue's "
        "opener hit the same reason on an 8-GPU node ('0 < 8') and fixed it by changing the sbatch "
        "parameters and restarting slurmd; this excerpt is a second user's `scontrol show node` output in "
        "the same thread, answered only with a pointer to the workshop documentation. Zero GPUs detected is "
        "a slurmd/gres configuration or driver-visibility problem on that node, not a user error, and no "
        "hardware signature is shown: an admin must fix slurmd's GPU detection and undrain the node.",
        culprit={"nodes": ["yigou-dev-102-68"], "ranks": []},
    ),
    # --- Wednesday: cluster user-support trackers --------------------------------------------------------
    real(
        GH + "jade-hpc-gpu/jade-hpc-gpu.github.io/issues/73",
        "jade-hpc-gpu/jade-hpc-gpu.github.io",
        "cuda_error",
        "unknown",
        HUMAN,
        "error=46 : all CUDA-capable devices are busy or unavailable",
        r"""
        THCudaCheck FAIL file=/pytorch/aten/src/THC/THCTensorRandom.cu line=25 error=46 : all CUDA-capable devices are busy or unavailable
        """,
        "JADE (UK GPU cluster, GPUs in exclusive-process mode): a user reports that 2-5 out of 15 PyTorch jobs "
        "fail at the first CUDA call with this error. The reply in the thread traces it to containers not "
        "releasing their GPUs when Slurm kills a job, so Slurm hands out a GPU that an unreaped process "
        "still holds (or to users overriding CUDA_VISIBLE_DEVICES). The job itself is fine; the node needs "
        "its leftover processes cleaned, which the log does not locate (no host printed), so a human.",
    ),
    real(
        GH + "AMDResearch/hpcfund/issues/12",
        "AMDResearch/hpcfund",
        "connection_error",
        "transient",
        RESTART,
        "OSError: We couldn't connect to 'https://huggingface.co'",
        r"""
        OSError: We couldn't connect to 'https://huggingface.co' to load this file, couldn't find it in the cached files and it looks like facebook/esm2_t33_650M_UR50D is not the path to a directory containing a file named config.json.
        Checkout your internet connection or see how to run the library in offline mode at 'https://huggingface.co/docs/transformers/installation#offline-mode.
        salloc: error: Job submit/allocate failed: Socket timed out on send/recv operation
        """,
        "AMD HPC Fund research cluster: code that worked the day before cannot load an ESM-2 model from the "
        "Hugging Face hub, and salloc times out too (the second line from the user's follow-up comment). The "
        "admins confirm background network issues in the data centre that also kept Slurm jobs from "
        "launching; resolved the same day and the queues reopened. A transient infrastructure outage: "
        "resubmit once the network is back.",
    ),
    real(
        GH + "intel/llvm/issues/17614",
        "intel/llvm",
        "cuda_error",
        "unknown",
        HUMAN,
        "Failed to initialize NVML: Driver/library version mismatch",
        r"""
        **********CUDA Version**********
        Failed to initialize NVML: Driver/library version mismatch
        NVML library version: 550.144
        """,
        "The CUDA CI machines of the Unified Runtime in intel/llvm print this in the 'platform information' "
        "step of every run: the loaded kernel driver and the installed NVML library have different versions "
        "(typically a driver package upgraded without a reboot). Fixed later by an infrastructure change "
        "(#21625). The machine needs an admin (reboot or reinstall of the driver) before GPU jobs can use it.",
    ),
    # --- Thursday: research code and small tools ---------------------------------------------------------
    real(
        GH + "ROCm/rocHPL/issues/14",
        "ROCm/rocHPL",
        "other",
        "user_code",
        USER,
        "[MI250-1:103933] Read -1, expected 549888, errno = 14",
        r"""
        Command:  srun -N 1 -n 2 -c 16 --gpus-per-task 1 --gpu-bind=closest build/bin/rochpl -P 2 -Q 1 -p 2 -q 1 -N 128000 --NB 512
        [MI250-1:103933] Read -1, expected 549888, errno = 14
        [MI250-1:103933] Read -1, expected 629760, errno = 14
        [MI250-1:103932] Read -1, expected 549888, errno = 14
        [MI250-1:103933] Read -1, expected 127253248, errno = 14
        [MI250-1:103932] Read -1, expected 127253248, errno = 14
        [MI250-1:103933] Read -1, expected 145736960, errno = 14
        [MI250-1:103933] Read -1, expected 55034624, errno = 14
        [MI250-1:103932] Read -1, expected 55034624, errno = 14
        [MI250-1:103933] Read -1, expected 63028480, errno = 14
        [MI250-1:103933] Read -1, expected 466944, errno = 14
        [MI250-1:103932] Read -1, expected 466944, errno = 14
        ...
        """,
        "rocHPL launched directly with srun on an MI250X node, two ranks with one GPU each. Both ranks spam "
        "Open MPI's shared-memory (CMA single-copy) read failure with errno 14 (EFAULT): the MPI library is "
        "handed GPU buffers it cannot read through process_vm_readv, i.e. the MPI in use is not ROCm-aware "
        "for this transport. The thread (still open) records no fix; labelled from the log: an MPI "
        "build/transport configuration problem that repeats on every launch.",
    ),
    real(
        GH + "madMAx43v3r/chia-gigahorse/issues/301",
        "madMAx43v3r/chia-gigahorse",
        "gpu_xid",
        "unknown",
        HUMAN,
        "31, pid=13332, name=cuda_plot_k32_v",
        r"""
        [14328.198496] NVRM: GPU at PCI:0000:0a:00: GPU-760d0170-b7c5-6817-9414-6cc7112645de
        [14328.198504] NVRM: Xid (PCI:0000:0a:00): 31, pid=13332, name=cuda_plot_k32_v, Ch 00000010, intr 00000000. MMU Fault: ENGINE CE2 HUBCLIENT_CE0 faulted @ 0x7f29_5b8c9000. Fault is of type FAULT_PRIV_VIOLATION ACCESS_TYPE_VIRT_READ
        [14370.687545] NVRM: Xid (PCI:0000:0a:00): 62, pid='<unknown>', name=<unknown>, 2023b230 20238a3a 2023e8b6 2023eac4 2023ec3c 2023ea86 00000000 00000000
        [14370.688139] NVRM: Xid (PCI:0000:0a:00): 45, pid='<unknown>', name=<unknown>, Ch 00000008
        [14372.202098] NVRM: Xid (PCI:0000:0a:00): 45, pid='<unknown>', name=<unknown>, Ch 00000009
        [14372.273528] sched: RT throttling activated
        [14376.322743] NVRM: Xid (PCI:0000:0a:00): 45, pid='<unknown>', name=<unknown>, Ch 0000000a
        [14380.322701] NVRM: Xid (PCI:0000:0a:00): 45, pid='<unknown>', name=<unknown>, Ch 0000000b
        [14384.322652] NVRM: Xid (PCI:0000:0a:00): 45, pid='<unknown>', name=<unknown>, Ch 0000000c
        """,
        "The Gigahorse CUDA plotter (cuda_plot_k32_v3) 'started to fail with the latest NVIDIA drivers': "
        "dmesg shows an MMU fault (Xid 31) from the plotter on the copy engine, then Xid 62 (internal "
        "micro-controller halt) and a stream of Xid 45 channel tear-downs, followed in the poster's later "
        "comment by a kernel soft-lockup trace in the NVIDIA module. The thread was closed without a stated "
        "fix; the title blames the driver update. An application fault, a driver regression and a hung GPU "
        "all fit, and the GPU needs a reset either way: a human decides (no host name printed).",
        ambiguous=True,
    ),
    real(
        GH + "WenmuZhou/PytorchOCR/issues/137",
        "WenmuZhou/PytorchOCR",
        "dataloader_killed",
        "user_code",
        USER,
        "ERROR: Unexpected bus error encountered in worker.",
        r"""
        ERROR: Unexpected bus error encountered in worker. This might be caused by insufficient shared memory (shm)
        """,
        "PytorchOCR training inside Docker on a GPU server with a large batch size: DataLoader workers die "
        "with a bus error. The poster's own resolution: Docker limits /dev/shm, so shared memory ran out; "
        "setting num_workers to 0 in the config fixed it (a larger --shm-size would too). Recurs on every run "
        "with the same container and config.",
    ),
    real(
        GH + "sktsherlock/TAG-Benchmark/issues/8",
        "sktsherlock/TAG-Benchmark",
        "model_loading_error",
        "user_code",
        USER,
        "OSError: We couldn't connect to 'https://huggingface.co'",
        r"""
        OSError: We couldn't connect to 'https://huggingface.co' to load this file, couldn't find it in the cached files and it looks like microsoft/deberta-base is not the path to a directory containing a file named config.json.
        Checkout your internet connection or see how to run the library in offline mode at 'https://huggingface.co/docs/transformers/installation#offline-mode'.
        WARNING:torch.distributed.elastic.multiprocessing.api:Sending process 2599953 closing signal SIGTERM
        ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: 1) local_rank: 0 (pid: 2599952) of binary: /home/czhou/anaconda3/envs/ct/bin/python
        """,
        "A torchrun job of the TAG benchmark cannot fetch microsoft/deberta-base; the poster explains the "
        "machine cannot reach huggingface.co because of a firewall. No maintainer answer; labelled from the "
        "log and the poster's statement: a site without hub access, so the model must be downloaded and "
        "loaded locally (offline mode). Fails identically on every retry.",
    ),
    real(
        GH + "vpetren/gradnorm_tf/issues/17",
        "vpetren/gradnorm_tf",
        "nan_or_value_error",
        "user_code",
        USER,
        "epoch: 3451 loss: nan",
        r"""
        epoch: 3442 loss: 0.2105546216666698
        epoch: 3443 loss: 0.20610400721430777
        epoch: 3444 loss: 0.20402803376317022
        epoch: 3445 loss: 0.20978694990277294
        epoch: 3446 loss: 0.21151612177491189
        epoch: 3447 loss: 0.21203952148556715
        epoch: 3448 loss: 0.21049741968512542
        epoch: 3449 loss: 0.2075416080653667
        epoch: 3450 loss: 0.21063452526926987
        epoch: 3451 loss: nan
        epoch: 3452 loss: nan
        epoch: 3453 loss: nan
        epoch: 3454 loss: nan
        epoch: 3455 loss: nan
        epoch: 3456 loss: nan
        epoch: 3457 loss: nan
        epoch: 3458 loss: nan
        ......
        """,
        "GradNorm (TensorFlow) training: after some 3450 epochs of a steady loss it turns NaN and stays NaN. "
        "The thread has no answer; labelled from the log: a numerical divergence of the training itself "
        "(learning rate, loss weights), which a restart from the same state and settings would repeat.",
    ),
    real(
        GH + "yylgoodlucky/HDTR-Net/issues/6",
        "yylgoodlucky/HDTR-Net",
        "model_loading_error",
        "user_code",
        USER,
        "RuntimeError: PytorchStreamReader failed reading zip archive: failed finding central directory",
        r"""
        RuntimeError: PytorchStreamReader failed reading zip archive: failed finding central directory
        """,
        "HDTR-Net inference: torch.load fails on a checkpoint. The answers in the thread point to "
        "incompletely downloaded checkpoint files (the 3DFAN4 and depth weights in ~/.cache/torch/hub/"
        "checkpoints); re-downloading them is the fix. A truncated file that every retry loads again.",
    ),
    real(
        GH + "arrival-ltd/catalyst-rl-tutorial/issues/15",
        "arrival-ltd/catalyst-rl-tutorial",
        "nccl_timeout",
        "unknown",
        HUMAN,
        "Watchdog caught collective operation timeout: WorkNCCL(SeqNum=880, OpType=BROADCAST",
        r"""
        frame #1: c10d::ProcessGroupNCCL::WorkNCCL::checkTimeout(std::optional<std::chrono::duration<long, std::ratio<1l, 1000l> > >) + 0x1e6 (0x7f32040db6e6 in /opt/conda/envs/ml_v4/lib/python3.10/site-packages/torch/lib/libtorch_cuda.so)
        frame #2: c10d::ProcessGroupNCCL::workCleanupLoop() + 0x19d (0x7f32040dec3d in /opt/conda/envs/ml_v4/lib/python3.10/site-packages/torch/lib/libtorch_cuda.so)
        frame #3: c10d::ProcessGroupNCCL::ncclCommWatchdog() + 0x119 (0x7f32040df839 in /opt/conda/envs/ml_v4/lib/python3.10/site-packages/torch/lib/libtorch_cuda.so)
        frame #4: <unknown function> + 0xe6793 (0x7f3257610793 in /lib/x86_64-linux-gnu/libstdc++.so.6)
        frame #5: <unknown function> + 0x8609 (0x7f3587533609 in /lib/x86_64-linux-gnu/libpthread.so.0)
        frame #6: clone + 0x43 (0x7f35872f2353 in /lib/x86_64-linux-gnu/libc.so.6)

        terminate called after throwing an instance of 'c10::DistBackendError'
          what():  [Rank 6] NCCL watchdog thread terminated with exception: [Rank 6] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=880, OpType=BROADCAST, NumelIn=131137536, NumelOut=131137536, Timeout(ms)=1800000) ran for 1800902 milliseconds before timing out.
        Exception raised from checkTimeout at ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:525 (most recent call first):
        """,
        "A multi-GPU LLM fine-tuning job (posted, oddly, in a Catalyst RL tutorial repository) dies when "
        "rank 6's watchdog times out a 131M-element BROADCAST after the default 30 minutes. No answer in "
        "the thread; the excerpt names no rank that stalled, no hardware or network error and no exception "
        "on another rank. A collective timeout with no root cause in sight: a human has to find the "
        "straggler.",
        ambiguous=True,
    ),
    real(
        GH + "jax-ml/jax/issues/26465",
        "jax-ml/jax",
        "os_error",
        "user_code",
        USER,
        "Error while creating shared memory segment /dev/shm/nccl-kXqNYh (size 9637888), error: No space left on device (28)",
        r"""
        E0211 20:37:28.264467    5785 pjrt_stream_executor_client.cc:3045] Execution of replica 0 failed: INTERNAL: NCCL operation ncclGroupEnd() failed: unhandled system error (run with NCCL_DEBUG=INFO for details). Last NCCL warning(error) log entry (may be unrelated) 'Error while creating shared memory segment /dev/shm/nccl-kXqNYh (size 9637888), error: No space left on device (28)'.
        """,
        "A single-node multi-GPU JAX solver (shard_map over the GPUs) runs on GCP VMs but core-dumps in a "
        "Docker container: NCCL cannot create its shared-memory segment because /dev/shm in the container is "
        "full (Docker's small default). The poster already suspects it is not a JAX bug; labelled from the "
        "log: /dev/shm out of space, fixed by a larger --shm-size or --ipc=host. Recurs with the same "
        "container settings.",
    ),
    # --- Friday: checkpoints and shared filesystems ------------------------------------------------------
    real(
        GH + "NVIDIA/DeepLearningExamples/issues/1092",
        "NVIDIA/DeepLearningExamples",
        "os_error",
        "framework_bug",
        USER,
        "FileExistsError: [Errno 17] File exists:",
        r"""
        File "train.py", line 229, in save_checkpoint
            print("Updating symlink", symlink_dst, "to point to", symlink_src)
        FileExistsError: [Errno 17] File exists: 'checkpoint_Tacotron2_0.pt' -> 'output/checkpoint_Tacotron2_last.pt'
        """,
        "Tacotron2 multi-node training on a cluster: the training script saves checkpoints and updates the "
        "'last' symlink on local_rank 0 of every node, so several nodes race on the same shared output "
        "directory and one fails with FileExistsError. The reporter's diagnosis: save on the global rank 0 "
        "only. A bug in the training script that can hit every multi-node run.",
    ),
    real(
        GH + "huggingface/pytorch-image-models/pull/693",
        "huggingface/pytorch-image-models",
        "file_not_found",
        "framework_bug",
        USER,
        "FileNotFoundError: [Errno 2] No such file or directory: 'output/timm_confs/effnet_b0.txt/tmp.pth.tar'",
        r"""
        FileNotFoundError: [Errno 2] No such file or directory: 'output/timm_confs/effnet_b0.txt/tmp.pth.tar' -> 'output/timm_confs/effnet_b0.txt/last.pth.tar'
        """,
        "timm's train.py on several nodes writing to a shared filesystem: each node's local rank 0 writes "
        "tmp.pth.tar and renames it to last.pth.tar, and one node finds the temporary file already moved by "
        "another. The PR (merged) lets only the global rank 0 write checkpoints. A code bug that crashes "
        "multi-node runs on shared storage until the script is fixed.",
    ),
    real(
        GH + "facebookresearch/PyTorch-BigGraph/issues/142",
        "facebookresearch/PyTorch-BigGraph",
        "file_not_found",
        "user_code",
        USER,
        "OSError: Unable to open file (unable to open file: name = '/root/data/release/kgc_full/model/embeddings_schemaorg:BodyOfWater_1.v1.h5'",
        r"""
        Traceback (most recent call last):
          File "/root/miniconda3/lib/python3.7/site-packages/torchbiggraph/checkpoint_storage.py", line 341, in load_entity_partition
            with h5py.File(path, "r") as hf:
          File "/root/miniconda3/lib/python3.7/site-packages/h5py/_hl/files.py", line 408, in __init__
            swmr=swmr)
          File "/root/miniconda3/lib/python3.7/site-packages/h5py/_hl/files.py", line 173, in make_fid
            fid = h5f.open(name, flags, fapl=fapl)
          File "h5py/_objects.pyx", line 54, in h5py._objects.with_phil.wrapper
          File "h5py/_objects.pyx", line 55, in h5py._objects.with_phil.wrapper
          File "h5py/h5f.pyx", line 88, in h5py.h5f.open
        OSError: Unable to open file (unable to open file: name = '/root/data/release/kgc_full/model/embeddings_schemaorg:BodyOfWater_1.v1.h5', errno = 2, error message = 'No such file or directory', flags = 0, o_flags = 0)

        The above exception was the direct cause of the following exception:

        Traceback (most recent call last):
          File "/root/miniconda3/bin/torchbiggraph_train", line 8, in <module>
            sys.exit(main())
          File "/root/miniconda3/lib/python3.7/site-packages/torchbiggraph/train.py", line 71, in main
            train(config, rank=opt.rank, subprocess_init=subprocess_init)
        """,
        "Distributed PyTorch-BigGraph training across machines where, as the issue title says, every "
        "requirement was met except a shared filesystem for the checkpoint directory: a trainer looks for an "
        "embedding partition another machine wrote to its own local disk. PBG's distributed mode requires "
        "the checkpoint path to be shared; a setup error that recurs until it is.",
    ),
]
