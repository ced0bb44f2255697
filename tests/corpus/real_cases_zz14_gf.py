# ruff: noqa
"""Real excerpts, batch ZZ14-GF: development-fold failures from the wider ecosystem of GPU jobs, away
from the big training frameworks: HPC and scientific GPU codes (an AMReX application, MPI+CUDA
example codes under Slurm and HPE MPT, an OpenMM plugin, JAX and TensorFlow scientific tools, a
genomics pipeline, a neuroimaging container), RL and robotics trainers (stable-baselines3, an Isaac
Lab extension), inference and serving (BentoML, a long-context inference library), job tooling
(a ClearML agent, the Flux scheduler inside a Slurm allocation) and GPU monitoring agents (the
DCGM exporter of NVIDIA's gpu-monitoring-tools). Gathered from GitHub issue threads of repositories
new to the corpus whose `fold_of(repo)` is "dev", at most two threads per repository. Searches
covered GROMACS/LAMMPS/AMReX/Kokkos/OpenMM/JAX-MD, Triton/TensorRT-LLM/TGI/TEI/ollama, Isaac
Gym/Lab and stable-baselines3, DGL/PyG/torchrec, Slurm, Kubeflow, Volcano, SkyPilot-like tools,
ClearML, Determined, MLflow, DCGM exporter, GPU feature discovery and node-problem-detector; many
hits were in repositories already in the corpus or in the test fold and were left out, and one
thread was dropped because the same log already sits in a test-fold repository. What remained is
taken as it came, not picked for what crashcart can do, and nobody ran crashcart on these cases
before they were labelled. Verbatim log lines as printed in each thread (trimmed to the relevant
part; markdown quote and code markers removed); labelled from what each thread concluded, or from
the log where it concluded nothing or its conclusion was not in the part read (the notes say
which)."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    # --- GPU memory ---------------------------------------------------------------------------------
    real(
        GH + "AMReX-Codes/amrex/issues/3300",
        "AMReX-Codes/amrex",
        "cuda_oom",
        "user_code",
        USER,
        "amrex::Abort::0::CUDA error 2 in file ../../../../../Src/Base/AMReX_Arena.cpp line 173: out of memory !!!",
        r"""
        ->./CNS3d.gnu.TPROF.MPI.CUDA.ex

        MPI initialized with 1 MPI processes
        MPI initialized with thread support level 0
        Initializing CUDA...
        CUDA initialized with 1 device.
        amrex::Abort::0::CUDA error 2 in file ../../../../../Src/Base/AMReX_Arena.cpp line 173: out of memory !!!
        SIGABRT
        See Backtrace.0 file for details
        --------------------------------------------------------------------------
        MPI_ABORT was invoked on rank 0 in communicator MPI_COMM_WORLD
        with errorcode 6.
        """,
        "AMReX's compressible-flow GPU test (CNS, RT case) on one RTX 3090 aborts at start-up when the "
        "memory arena's initial allocation fails. The maintainer did not know the cause and suggested "
        "running with amrex.the_arena_init_size=0 (AMReX pre-allocates a large share of GPU memory at "
        "start) and passing the inputs file; the part of the thread read ends there. A GPU "
        "out-of-memory at allocation that repeats with the same settings: the user's run "
        "configuration.",
    ),
    real(
        GH + "flatironinstitute/nemos/issues/345",
        "flatironinstitute/nemos",
        "cuda_oom",
        "user_code",
        USER,
        "RESOURCE_EXHAUSTED: Out of memory while trying to allocate 3199993600 bytes.",
        r"""
        jaxlib.xla_extension.XlaRuntimeError: RESOURCE_EXHAUSTED: Out of memory while trying to allocate 3199993600 bytes.

        2025-05-18 21:59:55.086788: W external/xla/xla/tsl/framework/bfc_allocator.cc:310] Allocator (GPU_0_bfc) ran out of memory trying to allocate 3.37GiB with freed_by_count=0. The caller indicates that this is not a failure, but this may mean that there could be performance gains if more memory were available.
        2025-05-18 21:59:55.405578: W external/xla/xla/tsl/framework/bfc_allocator.cc:310] Allocator (GPU_0_bfc) ran out of memory trying to allocate 3.37GiB with freed_by_count=0. The caller indicates that this is not a failure, but this may mean that there could be performance gains if more memory were available.
        2025-05-18 21:59:55.963174: W external/xla/xla/tsl/framework/bfc_allocator.cc:310] Allocator (GPU_0_bfc) ran out of memory trying to allocate 4.49GiB with freed_by_count=0. The caller indicates that this is not a failure, but this may mean that there could be performance gains if more memory were available.
        """,
        "Building basis features for a neural-data GLM with this JAX library on the GPU runs XLA's "
        "allocator out of memory. No conclusion is visible in the part of the thread read; the label "
        "rests on the log: a GPU out-of-memory for the size of the input and feature computation, "
        "which fails again unless the job is made smaller or memory settings change.",
    ),
    # --- CUDA library and architecture mismatches ---------------------------------------------------
    real(
        GH + "DLR-RM/stable-baselines3/issues/345",
        "DLR-RM/stable-baselines3",
        "cuda_error",
        "user_code",
        USER,
        "RuntimeError: CUDA error: CUBLAS_STATUS_INTERNAL_ERROR when calling `cublasCreate(handle)`",
        r"""
        RuntimeError: CUDA error: CUBLAS_STATUS_INTERNAL_ERROR when calling `cublasCreate(handle)`

        in "/.local/lib/python3.6/site-packages/torch/nn/functional.py", line 1753, in linear
            return torch._C._nn.linear(input, weight, bias)
        """,
        "The library's basic PPO CartPole example fails in the first linear layer on the GPU with "
        "PyTorch 1.8.0 while the reporter's own projects train fine. The maintainers answered that it "
        "is a PyTorch/CUDA installation problem, not the RL library. An environment that fails the "
        "same way every run until PyTorch is reinstalled: the user's to fix.",
    ),
    real(
        GH + "kishwarshafin/pepper/issues/71",
        "kishwarshafin/pepper",
        "cuda_error",
        "framework_bug",
        USER,
        "Failed to create session: Internal: CUDA runtime implicit initialization on GPU:0 failed. Status: device kernel image is invalid",
        r"""
        2021-08-30 04:06:53.845468: E tensorflow/core/common_runtime/session.cc:91] Failed to create session: Internal: CUDA runtime implicit initialization on GPU:0 failed. Status: device kernel image is invalid
        2021-08-30 04:06:53.845491: E tensorflow/c/c_api.cc:2184] Internal: CUDA runtime implicit initialization on GPU:0 failed. Status: device kernel image is invalid
        """,
        "The PEPPER-Margin-DeepVariant variant-calling pipeline in Docker on an RTX 30xx card: the "
        "maintainer had pushed a new image with newer GPU architectures for the PEPPER step, which "
        "then ran, but the DeepVariant call_variants step still fails because its TensorFlow build "
        "has no kernels for the card. A container image built without the GPU's architecture: it "
        "fails identically on every run until a fixed image is used.",
    ),
    real(
        GH + "google-research/circuit_training/issues/50",
        "google-research/circuit_training",
        "cuda_error",
        "user_code",
        USER,
        "Loaded runtime CuDNN library: 8.5.0 but source was compiled with: 8.6.0.",
        r"""
        2023-04-03 17:42:04.452598: E tensorflow/compiler/xla/stream_executor/cuda/cuda_dnn.cc:417] Loaded runtime CuDNN library: 8.5.0 but source was compiled with: 8.6.0.  CuDNN library needs to have matching major version and equal or higher minor version. If using a binary install, upgrade your CuDNN library.  If building from sources, make sure the library loaded at runtime is compatible with the version specified during compile configuration.
        2023-04-03 17:42:04.455368: W tensorflow/core/framework/op_kernel.cc:1830] OP_REQUIRES failed at conv_grad_input_ops.cc:385 : UNIMPLEMENTED: DNN library is not found.
        """,
        "GPU training of the chip-placement RL agent in a Docker image built on "
        "nvidia/cuda:11.4.2-cudnn8 fails in the first convolution: the image's cuDNN is older than "
        "the one TensorFlow was built against. The maintainer's answer: the base image's cuDNN is "
        "too old, use a newer base image. The user's image, failing the same way until rebuilt.",
    ),
    real(
        GH + "Deep-MI/FastSurfer/issues/169",
        "Deep-MI/FastSurfer",
        "cuda_error",
        "framework_bug",
        USER,
        "THCudaCheck FAIL file=/opt/conda/conda-bld/pytorch_1565272279342/work/aten/src/THC/THCGeneral.cpp line=371 error=48 : no kernel image is available for execution on the device",
        r"""
        THCudaCheck FAIL file=/opt/conda/conda-bld/pytorch_1565272279342/work/aten/src/THC/THCGeneral.cpp line=371 error=48 : no kernel image is available for execution on the device
        Traceback (most recent call last):
          File "eval.py", line 483, in <module>
            fastsurfercnn(options.iname, options.oname, options.conformed_name, use_cuda, small_gpu, logger, options)
          File "eval.py", line 318, in fastsurfercnn
            params_model, model, logger, gpu_small)
          File "eval.py", line 213, in run_network
            temp = model(images_batch)
          File "/opt/conda/lib/python3.6/site-packages/torch/nn/modules/module.py", line 547, in __call__
            result = self.forward(*input, **kwargs)
          File "/fastsurfer/FastSurferCNN/models/networks.py", line 69, in forward
            encoder_output1, skip_encoder_1, indices_1 = self.encode1.forward(x)
          File "/fastsurfer/FastSurferCNN/models/sub_module.py", line 267, in forward
            out_block = super(CompetitiveEncoderBlockInput, self).forward(x)  # To be concatenated as Skip Connection
          File "/fastsurfer/FastSurferCNN/models/sub_module.py", line 191, in forward
            x0 = self.conv0(x0_bn)
        """,
        "Brain-MRI segmentation with the project's GPU Docker image (run from Windows) fails at the "
        "first convolution: the PyTorch build inside the image has no kernels for the GPU's "
        "architecture. No fix for this error is visible in the part of the thread read; the label "
        "rests on the log: an image without the card's architecture fails identically on every "
        "run until a newer image or build is used.",
    ),
    real(
        GH + "openmm/openmm-torch/issues/4",
        "openmm/openmm-torch",
        "cuda_error",
        "framework_bug",
        USER,
        "Exception: Error invoking kernel: CUDA_ERROR_INVALID_HANDLE (400)",
        r"""
        (simu) [yaoyic@yaoyi-pc test-openmm-torch]$ python test_model.py
        Traceback (most recent call last):
          File "test_model.py", line 15, in <module>
            print(context.getState(getEnergy=True).getPotentialEnergy())
          File "/home/yaoyic/miniconda3/envs/simu/lib/python3.7/site-packages/simtk/openmm/openmm.py", line 11060, in getState
            state = _openmm.Context_getState(self, types, enforcePeriodicBox, groups_mask)
        Exception: Error invoking kernel: CUDA_ERROR_INVALID_HANDLE (400)
        """,
        "An early version of the OpenMM PyTorch plugin: evaluating the plugin's own test model gives "
        "the right energy on the CPU platform but fails on the CUDA platform (RTX 2060 Super) with an "
        "invalid handle. The conclusion is not visible in the part of the thread read; the label "
        "rests on the report: the same script fails deterministically on CUDA and works on CPU, a "
        "software problem of the plugin build that a rerun does not change.",
    ),
    # --- CUDA errors in simulators and inference ----------------------------------------------------
    real(
        GH + "UW-Lab/UWLab/issues/32",
        "UW-Lab/UWLab",
        "cuda_error",
        "user_code",
        USER,
        "PhysX error: GPU artiPropagateImpulses2 fail to launch kernel!! 700",
        r"""
        2026-07-20T06:44:27Z [320,902ms] [Error] [omni.physx.plugin] PhysX error: GPU artiPropagateImpulses2 fail to launch kernel!! 700
        , FILE /builds/omniverse/physics/physx/source/gpuarticulation/src/PxgArticulationCore.cpp, LINE 881
        """,
        "RL training of a robot arm in a custom Isaac Lab scene with GPU PhysX: the articulation "
        "solver hits CUDA error 700 and training cannot recover. The reporter ties it to the arm "
        "penetrating the custom collision geometry and asks whether it is a scene setup issue; no "
        "answer is visible in the part read. Labelled from the report: the fault follows the user's "
        "scene and contact setup, so a restart from the same state hits it again.",
    ),
    real(
        GH + "microsoft/MInference/issues/86",
        "microsoft/MInference",
        "cuda_error",
        "unknown",
        HUMAN,
        "RuntimeError: CUDA error: an illegal memory access was encountered",
        r"""
        RuntimeError: CUDA error: an illegal memory access was encountered
        CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
        For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
        Compile with TORCH_USE_CUDA_DSA to enable device-side assertions.
        """,
        "The long-context inference library's end-to-end benchmark at a 1M-token context window "
        "fails with an illegal memory access (with CUDA_LAUNCH_BLOCKING=1 the reporter sees it raised "
        "from a Triton kernel). No cause is visible in the part of the thread read. A bare illegal "
        "memory access with no hardware signature: a human decides between the kernels and the host.",
        ambiguous=True,
    ),
    real(
        GH + "bentoml/BentoML/issues/3525",
        "bentoml/BentoML",
        "cuda_error",
        "user_code",
        USER,
        "RuntimeError: CUDA error: invalid device ordinal",
        r"""
        RuntimeError: CUDA error: invalid device ordinal
        CUDA kernel errors might be asynchronously reported at some other API call,so the stacktrace below might be incorrect.
        For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
        """,
        "A transformers fill-mask pipeline works when run locally but fails when served through "
        "BentoML: the process asks for a GPU index it cannot see. The maintainers asked for "
        "CUDA_VISIBLE_DEVICES and the service definition (the model's device was hard-coded in the "
        "pipeline); no resolution is visible in the part read. Labelled from the log: a device "
        "selection that does not match the GPUs the serving worker is given, a configuration that "
        "fails the same way every start.",
    ),
    real(
        GH + "MBoemo/DNAscent/issues/51",
        "MBoemo/DNAscent",
        "cuda_error",
        "user_code",
        USER,
        "failed call to cuInit: CUDA_ERROR_NO_DEVICE: no CUDA-capable device is detected",
        r"""
        2024-04-25 14:22:36.294335: E tensorflow/compiler/xla/stream_executor/cuda/cuda_driver.cc:266] failed call to cuInit: CUDA_ERROR_NO_DEVICE: no CUDA-capable device is detected
        """,
        "DNAscent detect built into a Singularity container for an HPC cluster's GPU nodes: "
        "TensorFlow finds no CUDA device although nvidia-smi works in the container. The maintainer "
        "closed it as specific to the user's setup and suggested checking that the device IDs match "
        "what is passed on the command line. A container/device configuration of the user's that "
        "fails the same way until changed.",
    ),
    real(
        GH + "clearml/clearml-agent/issues/66",
        "clearml/clearml-agent",
        "cuda_error",
        "unknown",
        HUMAN,
        "Current run is terminating due to exception: cuDNN error: CUDNN_STATUS_EXECUTION_FAILED",
        r"""
        [INFO] Successfully created model and pushed it to the device cuda:0
        [INFO] Creating optimizer...
        [INFO] Successfully created optimizer object.
        [INFO] Successfully created learning rate scheduler object.
        [INFO] Trainer pass OK for training.
        Tensorboard Logging...done
        [INFO] Creating callback functions for training loop...Early Stopping (5 epochs)...Model Checkpointing...Done
        [INFO] Executing model training...

        1621437621593 ecm-clearml-compute-gpu-001:0 DEBUG Epoch: 0001  TrAcc: 0.296 ValAcc: 0.005 TrPrec: 0.393 ValPrec: 0.000 TrRec: 0.296 ValRec: 0.005 TrF1: 0.262 ValF1: 0.000 TrTopK: 0.613 ValTopK: 0.026 TrLoss: 3.506 ValLoss: 5.299
        Current run is terminating due to exception: cuDNN error: CUDNN_STATUS_EXECUTION_FAILED
        You can try to repro this exception using the following code snippet. If that doesn't trigger the error, please include your original repro script when reporting this issue.
        """,
        "A PyTorch Ignite training task executed by a ClearML agent on a remote GPU machine finishes "
        "its first epoch and then dies with a cuDNN execution failure. The maintainer suspected a "
        "CUDA/cuDNN mismatch rather than ClearML, without confirmation in the part read. A bare cuDNN "
        "failure after a working epoch, no hardware signature and no settled cause: ambiguous.",
        ambiguous=True,
    ),
    # --- MPI+CUDA codes that crash ----------------------------------------------------------------
    real(
        GH + "NVIDIA/multi-gpu-programming-models/issues/13",
        "NVIDIA/multi-gpu-programming-models",
        "other",
        "unknown",
        HUMAN,
        "mpirun noticed that process rank 1 with PID 0 on node bakunin exited on signal 11 (Segmentation fault).",
        r"""
        $ mpirun -np 2 jacobi
        Single GPU jacobi relaxation: 1000 iterations on 16384 x 16384 mesh with norm check every 1 iterations
            0, 31.999022
          100, 0.897983
          200, 0.535684
          300, 0.395651
          400, 0.319039
          500, 0.269961
          600, 0.235509
          700, 0.209829
          800, 0.189854
          900, 0.173818
        [bakunin:09699] Read -1, expected 65536, errno = 14
        [bakunin:09700] Read -1, expected 65536, errno = 14
        --------------------------------------------------------------------------
        Primary job  terminated normally, but 1 process returned
        a non-zero exit code. Per user-direction, the job has been aborted.
        --------------------------------------------------------------------------
        --------------------------------------------------------------------------
        mpirun noticed that process rank 1 with PID 0 on node bakunin exited on signal 11 (Segmentation fault).
        --------------------------------------------------------------------------
        """,
        "NVIDIA's MPI Jacobi example on two GTX 1050 Ti cards (Devuan, distribution Open MPI) "
        "finishes the single-GPU reference run, then both ranks report failed 64 KiB reads "
        "(errno 14, bad address) and rank 1 segfaults. The part of the thread read ends with the "
        "maintainer asking which MPI is used and how it is configured. A segfault with no settled "
        "cause (MPI build, CUDA awareness or the code): a human looks.",
        ambiguous=True,
    ),
    real(
        GH + "NVIDIA/multi-gpu-programming-models/issues/3",
        "NVIDIA/multi-gpu-programming-models",
        "other",
        "unknown",
        HUMAN,
        "MPT ERROR: Rank 0(g:0) received signal SIGSEGV(11).",
        r"""
        [cchang@el3 mpi]$ srun --ntasks 2 --time=5:00 --account=hpcapps --partition=debug --gres=gpu:2 ./jacobi
        srun: job 1368607 queued and waiting for resources
        srun: job 1368607 has been allocated resources
        Single GPU jacobi relaxation: 1000 iterations on 7168 x 7168 mesh with norm check every 1 iterations
            0, 21.164557
          100, 0.593927
          200, 0.354291
          300, 0.261674
          400, 0.211003
          500, 0.178542
          600, 0.155754
          700, 0.138766
          800, 0.125551
          900, 0.114949
        MPT ERROR: Rank 0(g:0) received signal SIGSEGV(11).

        [r104u33:4212 :0] Caught signal 11 (Segmentation fault)
        ==== backtrace ====
         2 0x000000000006858c mxm_handle_error()  /var/tmp/OFED_topdir/BUILD/mxm-3.7.3111/src/mxm/util/debug/debug.c:641
         3 0x0000000000068adc mxm_error_signal_handler()  /var/tmp/OFED_topdir/BUILD/mxm-3.7.3111/src/mxm/util/debug/debug.c:616
         4 0x0000000000035270 killpg()  ??:0
         5 0x000000000014ad89 __memcpy_ssse3_back()  :0
         6 0x000000000005b690 mxm_proto_set_data_buf_long()  /var/tmp/OFED_topdir/BUILD/mxm-3.7.3111/src/mxm/proto/proto_ops.c:315
         7 0x00000000000659e7 mxm_self_channel_progress()  /var/tmp/OFED_topdir/BUILD/mxm-3.7.3111/src/mxm/tl/self/self_tl.c:183
        """,
        "The same Jacobi MPI example under Slurm segfaults at iteration 900 with both HPE MPT and Open "
        "MPI 3.1.3; the second part is the reporter's backtrace from a one-rank Open MPI run, dying in "
        "a host memcpy inside the MXM transport. No conclusion is visible in the part of the thread "
        "read. A segfault in the MPI layer with no settled cause: ambiguous, a human looks.",
        culprit={"nodes": [], "ranks": [0]},
        ambiguous=True,
    ),
    real(
        GH + "NVIDIA-developer-blog/code-samples/issues/24",
        "NVIDIA-developer-blog/code-samples",
        "other",
        "user_code",
        USER,
        "received signal SIGSEGV(11)",
        r"""
        MPT: #1  0x00002aaaab8d7b96 in mpi_sgi_system (
        MPT: #2  MPI_SGI_stacktraceback (
        MPT:     header=header@entry=0x7fffffffbd40 "MPT ERROR: Rank 1(g:1) received signal SIGSEGV(11).\n\tProcess ID: 41511, Host: r101i0n0, Program: /nobackupp16/swbuild/dkokron/cuda/bin/jacobi_cuda_normal_mpi\n\tMPT Version: HPE MPT 2.20  05/28/19 04:16"...) at sig.c:340
        MPT: #3  0x00002aaaab8d7d92 in first_arriver_handler (signo=signo@entry=11,
        MPT:     stack_trace_sem=stack_trace_sem@entry=0x2aaaaf380080) at sig.c:489
        MPT: #4  0x00002aaaab8d812b in slave_sig_handler (signo=11,
        MPT:     siginfo=<optimized out>, extra=<optimized out>) at sig.c:565
        MPT: #5  <signal handler called>
        MPT: #6  0x0000000000404053 in CallJacobiKernel ()
        MPT: #7  0x00000000004038b2 in RunJacobi (cartComm=3, rank=1, size=2,
        MPT:     domSize=0x7fffffffd100, topIndex=0x7fffffffd0d8, neighbors=0x7fffffffd0e4,
        MPT:     useFastSwap=0, devBlocks=0x7fffffffd160, devSideEdges=0x7fffffffd150,
        MPT:     devHaloLines=0x7fffffffd140, hostSendLines=0x7fffffffd130,
        """,
        "The CUDA-aware and plain MPI Jacobi samples run with HPC-X and HPE MPT when built with GNU 8.2 "
        "but rank 1 segfaults in the host function that launches the kernel when built with PGI 19.5. "
        "No maintainer conclusion is visible in the part read; the label rests on the reporter's own "
        "comparison: the crash follows the compiler used for the build, so it repeats on every run of "
        "that binary and is the user's build to change.",
        culprit={"nodes": ["r101i0n0"], "ranks": [1]},
    ),
    # --- Schedulers, containers and monitoring agents -----------------------------------------------
    real(
        GH + "flux-framework/flux-core/issues/5203",
        "flux-framework/flux-core",
        "os_error",
        "unknown",
        HUMAN,
        "MPIDU_Init_shm_init(180): unable to allocate shared memory",
        r"""
        [Christopher.W.Harrop@Hera:h17c01 scripts]$ flux run --env=I_MPI_SHM=off -n2 -N2 ./test.exe
        Hello world from host h17c01, rank 0 out of 2
        Hello world from host h17c28, rank 1 out of 2
        [Christopher.W.Harrop@Hera:h17c01 scripts]$ flux run --env=I_MPI_SHM=off -n4 -N2 ./test.exe
        Abort(1090831) on node 0 (rank 0 in comm 0): Fatal error in PMPI_Init: Other MPI error, error stack:
        Abort(1090831) on node 0 (rank 0 in comm 0): Fatal error in PMPI_Init: Other MPI error, error stack:
        MPIR_Init_thread(176)...:
        MPIR_Init_thread(176)...:
        MPID_Init(1516).........:
        MPID_Init(1516).........:
        MPIDU_Init_shm_init(180): unable to allocate shared memory
        MPIDU_Init_shm_init(180): unable to allocate shared memory
        """,
        "An Intel MPI hello-world launched by Flux inside a Slurm allocation works with one rank per "
        "node but fails in MPI_Init whenever two ranks share a node: the shared-memory segment cannot "
        "be allocated. The thread is open and the part read has no root cause. Deterministic for that "
        "layout, so a restart does not help, and neither the program nor a plain resubmission fixes "
        "it: the launcher/node shared-memory setup needs a person.",
    ),
    real(
        GH + "Deep-MI/FastSurfer/issues/329",
        "Deep-MI/FastSurfer",
        "cuda_error",
        "unknown",
        HUMAN,
        "nvidia-container-cli: initialization error: WSL environment detected but no adapters were found: unknown.",
        r"""
        docker: Error response from daemon: failed to create task for container: failed to create shim task: OCI runtime create failed: runc create failed: unable to start container process: error during container init: error running hook #0: error running hook: exit status 1, stdout: , stderr: Auto-detected mode as 'legacy'
        nvidia-container-cli: initialization error: WSL environment detected but no adapters were found: unknown.
        """,
        "Starting the segmentation container with --gpus all on a Windows host: the NVIDIA container "
        "hook detects WSL but finds no GPU adapter, so the container never starts. The maintainers "
        "answered that this is a Docker-on-Windows problem, not FastSurfer, and pointed to a "
        "container-toolkit workaround. The host's GPU passthrough setup must be fixed by a person "
        "before the job can run.",
    ),
    real(
        GH + "NVIDIA/gpu-monitoring-tools/issues/96",
        "NVIDIA/gpu-monitoring-tools",
        "cuda_error",
        "unknown",
        HUMAN,
        "Error: Failed to initialize NVML",
        r"""
        time="2020-07-21T18:49:33Z" level=info msg="Starting dcgm-exporter"
        Error: Failed to initialize NVML
        time="2020-07-21T18:49:33Z" level=fatal msg="Error starting nv-hostengine: DCGM initialization error"
        """,
        "The DCGM exporter DaemonSet crash-loops on a GKE GPU node pool (device plugin and driver "
        "running); others report the same on EKS, OKD and on-premises clusters, and one reported "
        "solving it in the node's Docker runtime configuration (/etc/docker/daemon.json with the "
        "nvidia runtime). The monitoring agent cannot reach NVML because of how the node and "
        "the pod are set up: a cluster administrator fixes it, a pod restart does not.",
    ),
    real(
        GH + "NVIDIA/gpu-monitoring-tools/issues/141",
        "NVIDIA/gpu-monitoring-tools",
        "other",
        "framework_bug",
        USER,
        'level=fatal msg="Error watching fields: This request is serviced by a module of DCGM that is not currently loaded"',
        r"""
        time="2020-12-15T11:28:40Z" level=info msg="Starting dcgm-exporter"
        time="2020-12-15T11:28:40Z" level=info msg="DCGM successfully initialized!"
        time="2020-12-15T11:28:40Z" level=fatal msg="Error watching fields: This request is serviced by a module of DCGM that is not currently loaded"
        """,
        "The DCGM exporter pod crashes right after DCGM initialises. The maintainer explained that "
        "exporters before 2.1.2 loaded the profiling metrics by default, which only datacenter GPUs "
        "support, and that 2.1.2 skips unsupported metrics. A version of the monitoring agent that "
        "fails the same way on every start until it is upgraded (or the metric list changed): the "
        "deployer's action, not a restart.",
    ),
]
