# ruff: noqa
"""Real excerpts, batch ZZ12-GF: development-fold failures of GPU jobs on clusters and HPC systems
outside the big LLM frameworks (scientific GPU codes: molecular dynamics, protein structure
prediction, CFD and physics codes; MPI+CUDA applications; Slurm-launched PyTorch/JAX jobs;
containers on clusters; GPU node faults), gathered from GitHub issue threads of repositories new to
the corpus whose `fold_of(repo)` is "dev". Taken as the searches returned them, not picked for what
crashcart can do; nobody ran crashcart on them before they were labelled. Verbatim log lines as
printed in each thread (trimmed to the relevant part; markdown emphasis around a pasted block
removed); labelled from what each thread concluded, or from the log where it concluded nothing
(the notes say which)."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    # --- protein structure prediction ------------------------------------------------------------
    real(
        GH + "kalininalab/alphafold_non_docker/issues/22",
        "kalininalab/alphafold_non_docker",
        "cuda_error",
        "user_code",
        USER,
        "RuntimeError: cuSolver internal error",
        r"""
        Traceback (most recent call last):
          File "/home/ngayatri/alphafold/run_alphafold.py", line 310, in <module>
            app.run(main)
          File "/home/ngayatri/miniconda3/envs/alphafold/lib/python3.8/site-packages/absl/app.py", line 312, in run
            _run_main(main, args)
          File "/home/ngayatri/miniconda3/envs/alphafold/lib/python3.8/site-packages/absl/app.py", line 258, in _run_main
            sys.exit(main(argv))
          File "/home/ngayatri/alphafold/run_alphafold.py", line 284, in main
            predict_structure(
          File "/home/ngayatri/alphafold/run_alphafold.py", line 149, in predict_structure
            prediction_result = model_runner.predict(processed_feature_dict)
          File "/home/ngayatri/alphafold/alphafold/model/model.py", line 133, in predict
            result = self.apply(self.params, jax.random.PRNGKey(0), feat)
          File "/home/ngayatri/miniconda3/envs/alphafold/lib/python3.8/site-packages/jaxlib/cusolver.py", line 281, in syevd
            lwork, opaque = cusolver_kernels.build_syevj_descriptor(
        RuntimeError: cuSolver internal error
        """,
        "AlphaFold (non-docker conda install) runs on CPU but fails on the GPU in jaxlib's cuSolver "
        "eigen-solver setup. The maintainer pointed to issue #15 of the same repository: the CUDA "
        "toolkit/jaxlib CUDA build of the environment were not installed consistently. An environment "
        "mismatch that fails the same way on every run; the user has to fix the installation.",
    ),
    # --- molecular dynamics ------------------------------------------------------------------------
    real(
        GH + "bytedance/bamboo/issues/16",
        "bytedance/bamboo",
        "cuda_error",
        "unknown",
        HUMAN,
        "cudaDeviceSynchronize() error( cudaErrorIllegalAddress): an illegal memory access was encountered",
        r"""
            179000   71.769457      1226.532       92257.935      0.62183515    -340836.17      880.32656     -339955.84     -367767.92      23083.23       24.408286
            180000   167.53727     -13952.845      93390.407      0.61429464    -344109.19      2055.0178     -342054.17     -405927.18      25639.182      24.586737
        cudaDeviceSynchronize() error( cudaErrorIllegalAddress): an illegal memory access was encountered /home/yuanwb/software/lammps/lib/kokkos/core/src/Cuda/Kokkos_Cuda_Instance.cpp:161
        Backtrace:
                          [0x5b3e9a89ef09]
                          [0x5b3e9a89374e]
                          [0x5b3e9a89377f]
                          [0x5b3e9a8a674b]
                          [0x5b3e9a8a68ee]
                          [0x5b3e9a876b1d]
                          [0x5b3e98d9eec5]
        __libc_start_main  [0xd6c3de2a28b]
                          [0x5b3e98a0c425]
        """,
        "The benchmark MD run of the Bamboo machine-learned force field (LAMMPS with Kokkos/CUDA) dies "
        "with an illegal memory access after 180,000 steps, the temperature jumping in the last "
        "thermo lines. The thread (open) concluded nothing. A bare illegal memory access deep into a "
        "run, with no hardware line and no proof that it repeats: a human has to look.",
        ambiguous=True,
    ),
    real(
        GH + "bytedance/bamboo/issues/20",
        "bytedance/bamboo",
        "cuda_error",
        "unknown",
        HUMAN,
        "cudaDeviceSynchronize() error( cudaErrorIllegalAddress): an illegal memory access was encountered",
        r"""
        Setting up Verlet run ...
          Unit style    : real
          Current step  : 0
          Time step     : 1
        cudaDeviceSynchronize() error( cudaErrorIllegalAddress): an illegal memory access was encountered /home/bingxing2/ailab/wanghaoyuan/life/bamboo/pair/lammps/lib/kokkos/core/src/Cuda/Kokkos_Cuda_Instance.cpp:161
        Backtrace:
                               [0x1a4cb48]
                               [0x1a43044]
                               [0x1a4307c]
                               [0x1a534f4]
        __libc_start_main [0x4002f1f03f40]
                                [0x46e8d4]
        [paraai-n32-h-01-agent-20:2039501] *** Process received signal ***
        [paraai-n32-h-01-agent-20:2039501] Signal: Aborted (6)
        [paraai-n32-h-01-agent-20:2039501] Signal code:  (-6)
        """,
        "MD with a self-trained Bamboo model (LAMMPS pair style on Kokkos/CUDA, an aarch64 cluster "
        "node) aborts with an illegal memory access at step 0 of the Verlet run. The thread is open "
        "with no answer. A bare illegal memory access, no Xid or other hardware line, no conclusion: "
        "needs a human (it may be the self-trained model, the build or the node).",
        culprit={"nodes": ["paraai-n32-h-01-agent-20"], "ranks": []},
        ambiguous=True,
    ),
    real(
        GH + "ECP-copa/ExaMiniMD/issues/33",
        "ECP-copa/ExaMiniMD",
        "cuda_error",
        "framework_bug",
        USER,
        "what():  cudaDeviceSynchronize() error( cudaErrorIllegalAddress): an illegal memory access was encountered",
        r"""
        Kokkos::Cuda::initialize WARNING: Cuda is allocating into UVMSpace by default
                                          without setting CUDA_LAUNCH_BLOCKING=1.
                                          The code must call Cuda().fence() after each kernel
                                          or will likely crash when accessing data on the host.
        terminate called after throwing an instance of 'std::runtime_error'
          what():  cudaDeviceSynchronize() error( cudaErrorIllegalAddress): an illegal memory access was encountered /.../kokkos/core/src/Cuda/Kokkos_Cuda_Instance.cpp:144
        Traceback functionality not available
        """,
        "The provided Lennard-Jones example of the Kokkos mini-app (./cbnMD -il in.lj --device-type "
        "CUDA) crashes at once with an illegal memory access, right after Kokkos warns that the build "
        "allocates into UVM space without CUDA_LAUNCH_BLOCKING=1 and will likely crash. The reporter "
        "moved the question to CabanaMD; no fix was posted here. Label from the log: the build/code "
        "configuration the warning names, reproducible on the stock example, not the GPU.",
    ),
    # --- JAX / XLA on GPU clusters ---------------------------------------------------------------------
    real(
        GH + "AI-Hypercomputer/gpu-recipes/issues/2",
        "AI-Hypercomputer/gpu-recipes",
        "connection_error",
        "transient",
        RESTART,
        "Original error: DEADLINE_EXCEEDED: Barrier timed out. Id: [Init]Wait_for_all_tasks_to_register::0.",
        r"""
        Stopping coordination service as cluster registration failed. This may be due to 1) some tasks crashed earlier before connecting, 2) some tasks were never scheduled, or 3) scheduling delays. Consider setting a longer initialization timeout if such delays are expected, the timeout is currently set to: 1h.

        Original error: DEADLINE_EXCEEDED: Barrier timed out. Id: [Init]Wait_for_all_tasks_to_register::0. This usually happens because a task triggered the barrier too early or too slowly. Please look at the task logs (both timed out and first task) to debug further.
        """,
        "The recipe's 32-node MaxText llama2-7b pretraining on A3 Mega (GKE) never starts: JAX's "
        "coordination service gives up after an hour because not every task registered. The thread is "
        "open with no diagnosis. A rendezvous timeout at startup with no task named as crashed: "
        "transient (scheduling delays or a task that never came up), relaunch.",
    ),
    # --- particle-physics event generation on GPUs -------------------------------------------------------
    real(
        GH + "madgraph5/madgraph4gpu/issues/996",
        "madgraph5/madgraph4gpu",
        "cuda_error",
        "unknown",
        HUMAN,
        "Failed to initialize NVML: Driver/library version mismatch",
        r"""
        Linux itscrd-v100.cern.ch x86_64
        nvidia-smi -L
        Failed to initialize NVML: Driver/library version mismatch
        """,
        "The project's GPU CI runner (a V100 machine) fails every job at its nvidia-smi step: the NVIDIA "
        "user-space libraries no longer match the loaded kernel module. The maintainer fixed it by "
        "unloading the nvidia kernel modules (nvidia_drm, nvidia_modeset, nvidia_uvm, nvidia) and "
        "reloading them. Node software that a person has to reload; rerunning the job on that machine "
        "fails the same way until then.",
        culprit={"nodes": ["itscrd-v100.cern.ch"], "ranks": []},
    ),
    real(
        GH + "madgraph5/madgraph4gpu/issues/715",
        "madgraph5/madgraph4gpu",
        "cuda_error",
        "user_code",
        USER,
        "ERROR! assertCuda: 'CUDA driver version is insufficient for CUDA runtime version' (35) in CudaRuntime.h:66",
        r"""
        [avalassi@lxplus8s05 bash] /tmp/valassi/20230620/pp_ttjjj.mad/madevent/SubProcesses/P1_gg_ttxggg> ./madevent
        (ompnumthreadsNotSetMeansOneThread) DEBUG: OMP_NUM_THREADS is not set: will use only 1 thread
        (ompnumthreadsNotSetMeansOneThread) omp_get_max_threads() = 1
         FBRIDGE_MODE (default) =            1
         VECSIZE_USED (default) =        16384
        __CudaRuntime: calling cudaSetDevice(0)
        ERROR! assertCuda: 'CUDA driver version is insufficient for CUDA runtime version' (35) in CudaRuntime.h:66
        madevent: CudaRuntime.h:25: void assertCuda(cudaError_t, const char*, int, bool): Assertion `code == cudaSuccess' failed.
        """,
        "A generate_events run of the CUDA build of madevent fails in every channel; running one "
        "executable by hand shows the CUDA runtime refusing to start because the machine's driver is "
        "older than the runtime (or absent: an lxplus interactive node). The issue itself is about "
        "printing the error to stderr. The executable was built for a GPU/driver the machine does not "
        "have: it fails the same way on every rerun there; the user has to run it where a matching "
        "driver is installed.",
    ),
    # --- lattice QCD / accelerator physics codes (MPI + CUDA) -------------------------------------------
    real(
        GH + "paboyle/Grid/issues/362",
        "paboyle/Grid",
        "cuda_oom",
        "user_code",
        USER,
        "accelerator_barrier(): Cuda error out of memory",
        r"""
        accelerator_barrier(): Cuda error out of memory
        File /m100/home/userexternal/alupo000/production_src/Grid/Grid/lattice/Lattice_local.h Line 83
        """,
        "Grid (develop) Wilson-fermion tests (Test_wilson_force, the HMC production run with Nc=4) on "
        "Marconi100 (4 V100 per node, IBM Spectrum MPI) abort with a CUDA out-of-memory error at the "
        "outer product in Lattice_local.h. The thread is open with no fix posted. Label from the log: "
        "device memory exhausted by the problem as configured, which recurs on restart; the user has to "
        "shrink the local volume or spread it over more GPUs.",
    ),
    real(
        GH + "BLAST-ImpactX/impactx/issues/154",
        "BLAST-ImpactX/impactx",
        "cuda_error",
        "framework_bug",
        USER,
        "amrex::Abort::0::CUDA error 700 in file /global/homes/m/mgarten/src/impactx/build/_deps/fetchedamrex-src/Src/Base/AMReX_GpuDevice.cpp line 660: an illegal memory access was encountered !!!",
        r"""
        amrex::Abort::0::CUDA error 700 in file /global/homes/m/mgarten/src/impactx/build/_deps/fetchedamrex-src/Src/Base/AMReX_GpuDevice.cpp line 660: an illegal memory access was encountered !!!
        SIGABRT
        See Backtrace.0 file for details
        MPICH ERROR [Rank 0] [job id 2519166.0] [Wed Jun 29 18:07:42 2022] [nid001512] - Abort(6) (rank 0 in comm 480): application called MPI_Abort(comm=0x84000001, 6) - process 0

        srun: error: nid001512: task 0: Exited with exit code 6
        srun: launch/slurm: _step_signal: Terminating StepId=2519166.
        """,
        "The unchanged FODO example of ImpactX on Perlmutter's GPU partition dies with an illegal memory "
        "access on 4 nodes, on one node and on a single GPU alike. The developers traced it to a code bug "
        "(std::visit over lattice elements on device without copying the element) and fixed it in PR "
        "#174. An illegal memory access that repeats in every configuration: the code's, not the node's.",
    ),
    # --- nanopore basecalling on GPU nodes -----------------------------------------------------------
    real(
        GH + "nanoporetech/dorado/issues/1458",
        "nanoporetech/dorado",
        "cuda_error",
        "framework_bug",
        USER,
        "Caught Torch error 'CUDA error: unspecified launch failure",
        r"""
        [2025-08-11 16:15:08.758] [info] Using CUDA devices:
        [2025-08-11 16:15:08.759] [info] cuda:0 - NVIDIA H100 NVL
        [2025-08-11 16:15:10.521] [info] Calculating optimized batch size for GPU "NVIDIA H100 NVL" and model rna004_130bps_sup@v5.2.0. Full benchmarking will run for this device, which may take some time.
        [2025-08-11 16:15:12.881] [info] cuda:0 using chunk size 18432, batch size 704
        [2025-08-11 16:15:13.338] [info] cuda:0 using chunk size 9216, batch size 704
        terminate called after throwing an instance of 'c10::Error[2025-08-11 16:15:15.130] [warning] Caught Torch error 'CUDA error: unspecified launch failure
        """,
        "RNA basecalling with modified bases crashes with an unspecified launch failure during batch-size "
        "benchmarking on an H100 with dorado 1.1.0, while dorado 1.0.0 runs the same command and data on "
        "the same H100 (and 1.1.0 runs on an A40). Other H100 users hit the same with 1.1.0 (issue "
        "#1457); the issue was closed. Label from the reporter's comparison: a launch failure that follows the "
        "software version, not the GPU: rerunning 1.1.0 fails again; the user pins 1.0.0 or upgrades.",
    ),
    real(
        GH + "nanoporetech/dorado/issues/301",
        "nanoporetech/dorado",
        "cuda_error",
        "user_code",
        USER,
        "[2023-07-16 19:55:36.544] [error] CUDA error: no kernel image is available for execution on the device",
        r"""
        [2023-07-16 19:55:36.544] [error] CUDA error: no kernel image is available for execution on the device
        CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
        For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
        Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

        Exception raised from c10_cuda_check_implementation at ../c10/cuda/CUDAException.cpp:44 (most recent call first):
        frame #0: c10::Error::Error(c10::SourceLocation, std::string) + 0x57 (0x7f9997b2d4d7 in /work/dorado-0.3.1-linux-x64/bin/../lib/libc10.so)
        frame #1: c10::detail::torchCheckFail(char const*, char const*, unsigned int, std::string const&) + 0x64 (0x7f9997af736b in /work/dorado-0.3.1-linux-x64/bin/../lib/libc10.so)
        frame #2: c10::cuda::c10_cuda_check_implementation(int, char const*, char const*, int, bool) + 0x118 (0x7f9997bcbb58 in /work/dorado-0.3.1-linux-x64/bin/../lib/libc10_cuda.so)
        frame #3: at::native::copy_device_to_device(at::TensorIterator&, bool, bool) + 0x91f (0x7f99318bc3af in /work/dorado-0.3.1-linux-x64/bin/../lib/libtorch_cuda.so)
        """,
        "The prebuilt dorado 0.3.1 binary fails at its first device-to-device copy on a Tesla P100: the "
        "shipped Torch/CUDA kernels were not compiled for the P100's architecture (sm_60). The issue "
        "stays open with no build for it. The binary cannot run on that GPU; every rerun fails the same "
        "way, and the user has to run on a supported GPU or build for sm_60.",
    ),
    # --- other GPU codes: graph analytics, GPU physics simulation ----------------------------------------
    real(
        GH + "gunrock/gunrock/issues/250",
        "gunrock/gunrock",
        "cuda_error",
        "framework_bug",
        USER,
        "[/home/mosama/gunrock/gunrock/app/enactor_loop.cuh, 781 @ gpu 1] FullQueue_Core failed. (CUDA error 77: an illegal memory access was encountered)",
        r"""
        ../../../gunrock_build/bin/bfs market /data/gunrock_dataset/large/indochina-2004/indochina-2004.mtx --src=0 --undirected --idempotence --queue-sizing=6.5 --in-sizing=4 --iteration-num=10 --direction-optimized --device=0 --traversal-mode=LB_CULL --do_a=100 --do_b=100 --jsondir=./eval/ > ./eval/indochina-2004.bfs.output.txt

        [/home/mosama/gunrock/gunrock/app/enactor_loop.cuh, 781 @ gpu 1] FullQueue_Core failed. (CUDA error 77: an illegal memory access was encountered)
        [/home/mosama/gunrock/tests/bfs/test_bfs.cu, 481 @ gpu 1] BFS Enact failed (CUDA error 77: an illegal memory access was encountered)
        """,
        "The BFS benchmark of the GPU graph library on the indochina-2004 graph fails with an illegal "
        "memory access in the enactor loop after moving to CUDA 9 (the title says so). The maintainers "
        "labelled it a bug and assigned it; no hardware was suspected. An illegal memory access that "
        "reproduces with one command line and one dataset: the library's bug, rerunning fails the same "
        "way.",
    ),
    real(
        GH + "LeCAR-Lab/ASAP/issues/52",
        "LeCAR-Lab/ASAP",
        "cuda_error",
        "unknown",
        HUMAN,
        "RuntimeError: CUDA error: an illegal memory access was encountered",
        r"""
            self.last_episode_length_buf = self.episode_length_buf.clone()
        RuntimeError: CUDA error: an illegal memory access was encountered

        /buildAgent/work/99bede84aa0a52c2/source/physx/src/NpScene.cpp (3189) : internal error : PhysX Internal CUDA error. Simulation can not continue!

        /buildAgent/work/99bede84aa0a52c2/source/physx/src/NpScene.cpp (3496) : invalid operation : PxScene::fetchResults: fetchResults() called illegally! It must be called after advance() or simulate()

        /buildAgent/work/99bede84aa0a52c2/source/gpunarrowphase/src/PxgNarrowphaseCore.cpp (11310) : internal error : GPU compressContactStage1 fail to launch kernel stage 1!!

        /buildAgent/work/99bede84aa0a52c2/source/gpunarrowphase/src/PxgNarrowphaseCore.cpp (11347) : internal error : GPU compressContactStage2 fail to launch kernel stage 1!!
        """,
        "Humanoid RL training (Isaac Gym / PhysX on the GPU) dies with an illegal memory access, PhysX "
        "reporting an internal CUDA error in its GPU narrow phase. The issue is open with the single "
        "word 'why' and no answer. A bare illegal memory access with no hardware line and nothing that "
        "says whether it repeats (contact-buffer sizing, the simulator or the GPU): a human has to look.",
        ambiguous=True,
    ),
    real(
        GH + "openmm/openmm/issues/3474",
        "openmm/openmm",
        "cuda_error",
        "node_hardware",
        HUMAN,
        "CUDA platform error: Error loading CUDA module: CUDA_ERROR_INVALID_PTX (218)",
        r"""
        (SEEKR) [root@node01 ~]# python -m openmm.testInstallation

        OpenMM Version: 7.6
        Git Revision: ad113a0cb37991a2de67a08026cf3b91616bafbe

        There are 4 Platforms available:

        1 Reference - Successfully computed forces
        2 CPU - Successfully computed forces
        3 CUDA - Error computing forces with CUDA platform
        4 OpenCL - Successfully computed forces

        CUDA platform error: Error loading CUDA module: CUDA_ERROR_INVALID_PTX (218)
        """,
        "OpenMM 7.6 from conda (with the SEEKR2 plugin) fails its CUDA self-test on a cluster node with "
        "four RTX 2080s. The maintainers suspected a CUDA/driver version mismatch; the reporter later "
        "found GPU0 of that node stuck at 100% utilisation with no process on it, and every test passed "
        "on another node of the cluster. The log itself reads as a toolkit/driver mismatch and carries "
        "no hardware signature (no Xid, no ECC line), so it cannot justify a cordon on its own: "
        "conflicting evidence, a human checks the node's GPUs.",
        culprit={"nodes": ["node01"], "ranks": []},
        ambiguous=True,
    ),
    # --- neuron simulation on GPUs (OpenACC + MPI) -------------------------------------------------
    real(
        GH + "BlueBrain/CoreNeuron/issues/674",
        "BlueBrain/CoreNeuron",
        "other",
        "framework_bug",
        USER,
        "MPT ERROR: Rank 0(g:0) received signal SIGSEGV(11).",
        r"""
        srun -n 1 ./x86_64/special-core --mpi -d ../coreneuron/tests/integration/ring
        Solver Time : 0.0748029


         Simulation Statistics
         Number of cells: 5
         Number of compartments: 115
         Number of presyns: 28
         Number of input presyns: 0
         Number of synapses: 15
         Number of point processes: 38
         Number of transfer sources: 0
         Number of transfer targets: 0
         Number of spikes: 9
         Number of spikes with non negative gid-s: 9
        CoreNEURON run
        MPT ERROR: Rank 0(g:0) received signal SIGSEGV(11).
        """,
        "On a V100 node (NVHPC 21.2, HPE MPT), CoreNEURON built with dynamic MPI support and OpenACC "
        "flags on the MPI shim library finishes the ring test and then segfaults in the exit handler. "
        "The developer who filed it traced it to building the dynamic MPI library with -acc (labelled "
        "bug, gpu). A build-configuration crash that repeats on every run: rebuild, do not restart.",
    ),
    real(
        GH + "BlueBrain/CoreNeuron/issues/512",
        "BlueBrain/CoreNeuron",
        "cuda_error",
        "framework_bug",
        USER,
        "call to cuStreamSynchronize returned error 700: Illegal address during kernel execution",
        r"""
        call to cuStreamSynchronize returned error 700: Illegal address during kernel execution
        CUDA Exception: Warp Illegal Address
        The exception was triggered at PC 0x24b3580
        Thread 1 "special-core" received signal CUDA_EXCEPTION_14, Warp Illegal Address.
        [Switching focus to CUDA kernel 0, grid 31, block (0,0,0), thread (0,0,0), device 0, sm 0, warp 2, lane 0]
        0x00000000024b35c0 in coreneuron::_net_buf_receive_ForNetConTest_310_gpu(coreneuron::NrnThread*)<<<(1,1,1),(128,1,1)>>> ()
        """,
        "NEURON's coreneuron_modtests::fornetcon_py test fails on every GPU-enabled CoreNEURON build "
        "(NVHPC 21.2, BB5 cluster); cuda-gdb places the illegal address in the generated "
        "net_buf_receive kernel of the FOR_NETCONS test mechanism. The developers treated it as a code "
        "bug (the test is disabled on GPU until fixed). Deterministic, same kernel every time: the code's.",
    ),
    # --- GPU containers on the host: runtime and driver ---------------------------------------------
    real(
        GH + "HonuRobotics/dockwater/pull/10",
        "HonuRobotics/dockwater",
        "cuda_error",
        "unknown",
        HUMAN,
        "stderr: nvidia-container-cli: initialization error: nvml error: driver not loaded: unknown",
        r"""
        stderr: nvidia-container-cli: initialization error: nvml error: driver not loaded: unknown
        """,
        "Starting the project's Gazebo/ROS GPU container on Ubuntu 20.04 fails in the NVIDIA prestart "
        "hook: NVML finds no loaded NVIDIA kernel driver on the host. The reporter later found the "
        "problem was the machine's own NVIDIA driver and moved to another system. The host's GPU driver "
        "stack is broken; no restart of the container changes that, a person fixes the host.",
    ),
    real(
        GH + "oxwhirl/pymarl/issues/122",
        "oxwhirl/pymarl",
        "other",
        "unknown",
        HUMAN,
        "docker: Error response from daemon: Unknown runtime specified nvidia.",
        r"""
        bash run.sh $GPU python3 src/main.py --config=qmix --env-config=sc2 with env_args.map_name=2s3z
        docker: Error response from daemon: Unknown runtime specified nvidia.
        """,
        "The repository's docker launcher (run.sh, --runtime=nvidia) fails before any training starts: "
        "the Docker daemon on the host has no nvidia runtime registered. The reporter reinstalled "
        "nvidia-docker and the problem went away. The host's container runtime setup, not the training "
        "code; relaunching fails the same way until someone installs/configures the runtime.",
    ),
    real(
        GH + "NVIDIA-NeMo/labs-molt/issues/88",
        "NVIDIA-NeMo/labs-molt",
        "other",
        "unknown",
        HUMAN,
        "docker: Error response from daemon: unknown or invalid runtime name: nvidia",
        r"""
        + docker run --runtime=nvidia --gpus all -it --rm --shm-size=10g --cap-add=SYS_ADMIN -e HF_TOKEN -v /mnt/home/bogdan/libs/labs-molt:/molt -v /mnt/home/bogdan/.cache:/root/.cache -v /mnt/home/bogdan/.bash_history2:/root/.bash_history hijkzzz/molt:latest bash -lc 'cd /molt && exec bash'
        docker: Error response from daemon: unknown or invalid runtime name: nvidia
        """,
        "The repository's docker_run.sh asks for --runtime=nvidia and the host's Docker daemon does not "
        "know that runtime (only --gpus via CDI/the toolkit hook, or no toolkit at all). Filed as a bug "
        "against the script with no resolution in the excerpt. Either the script drops the flag or the "
        "host gets the NVIDIA runtime registered; a relaunch as is fails identically. Held for a person.",
    ),
    # --- Singularity / Apptainer with --nv on HPC hosts ---------------------------------------------
    real(
        GH + "sylabs/singularity/issues/523",
        "sylabs/singularity",
        "cuda_error",
        "unknown",
        HUMAN,
        "No devices were found",
        r"""
        $> wget https://oaciss.uoregon.edu/e4s/images/21.11/e4s-gpu-x86_64.sif
        $> singularity run --nv e4s-gpu-x86_64.sif
        Singularity> nvidia-smi
        No devices were found
        """,
        "The E4S GPU image run with --nv on an Ubuntu 20.04 A100 host (CUDA 11.4, Singularity 3.9.3 "
        "built from source) sees no GPU inside the container, while the same image on a CentOS 8 A100 "
        "host shows the GPUs. Labelled bug/needs investigation; the excerpt holds no resolution. "
        "Something in this host's driver/container setup, not the job: unclear what, a human has to "
        "look at the host.",
        ambiguous=True,
    ),
    real(
        GH + "sylabs/singularity/issues/776",
        "sylabs/singularity",
        "cuda_error",
        "user_code",
        USER,
        "WARNING: Could not find any NVIDIA libraries on this host!",
        r"""
        $ singularity exec --nv ./container.simg bash -c "python main.py"
        INFO:    Could not find any NVIDIA binaries on this host!
        WARNING: Could not find any NVIDIA libraries on this host!
        WARNING: You may need to edit /usr/local/etc/singularity/nvliblist.conf
        No GPU automatically detected. Setting SETTINGS.GPU to 0, and SETTINGS.NJOBS to cpu_count.
        """,
        "Running a GPU container with --nv inside a Vagrant VM: Singularity finds no NVIDIA driver "
        "binaries or libraries on the (virtual) host, so the program falls back to CPU. The maintainer "
        "explains the driver is either not installed or not in the standard paths; the reporter went back to "
        "WSL2. The environment the user chose has no GPU driver: every rerun there does the same.",
    ),
    real(
        GH + "EESSI/software-layer/issues/231",
        "EESSI/software-layer",
        "cuda_error",
        "user_code",
        USER,
        "NVIDIA-SMI couldn't find libnvidia-ml.so library in your system.",
        r"""
        NVIDIA-SMI couldn't find libnvidia-ml.so library in your system. Please make sure that the NVIDIA Display Driver is properly installed and present in your system.
        Please also try adding directory that contains libnvidia-ml.so to your system PATH.
        """,
        "Inside a Singularity container started with --nv, the EESSI software stack cannot see the "
        "driver libraries. The maintainer found Singularity binds them under /.singularity.d/libs and "
        "puts that on LD_LIBRARY_PATH, and the EESSI prefix shell wipes the environment, so libcuda and "
        "libnvidia-ml vanish. An environment-setup problem of the stack: reruns fail identically until "
        "the library path is kept.",
    ),
    # --- CFD codes on GPUs with MPI -------------------------------------------------------------------
    real(
        GH + "ExtremeFLOW/neko/issues/1158",
        "ExtremeFLOW/neko",
        "other",
        "unknown",
        HUMAN,
        "Program received signal SIGSEGV: Segmentation fault - invalid memory reference.",
        r"""
        Program received signal SIGSEGV: Segmentation fault - invalid memory reference.

        Backtrace for this error:
        #0  0x7f5655178860 in ???
        #1  0x7f5655177a05 in ???
        #2  0x7f5654e5ed8f in ???
        #3  0x7f5654ed46c0 in ???
        #4  0x7f5654c883be in ???
        #5  0x7f5654001538 in ???
        #6  0x7f5655470b82 in ???
        #7  0x4516ab in ???
        #8  0x449b1b in __device_math_MOD_device_glsum
                at math/bcknd/device/device_math.F90:1286
        #9  0x4877e5 in coef_generate_mass
                at sem/coef.f90:953
        #10  0x48e207 in __coefs_MOD_coef_init_all
                at sem/coef.f90:319
        #11  0x42e45b in __fluid_scheme_MOD_fluid_scheme_init_common
                at fluid/fluid_scheme.f90:205
        --------------------------------------------------------------------------
        Primary job  terminated normally, but 1 process returned
        """,
        "The GPU build of the Neko spectral-element CFD code (0.6.1) segfaults under mpirun during "
        "setup, in the device global sum that reduces over MPI. The thread (closed) records no cause in "
        "the excerpt; a device-memory reduction handed to an MPI that may not be CUDA-aware is one "
        "reading, a build problem another. A segfault with no conclusion: a human has to look.",
        ambiguous=True,
    ),
    real(
        GH + "kynema/kynema-ugf/issues/370",
        "kynema/kynema-ugf",
        "other",
        "framework_bug",
        USER,
        "[g34n09:53117] *** An error occurred in MPI_Neighbor_alltoallv",
        r"""
        [g34n09:53117] *** An error occurred in MPI_Neighbor_alltoallv
        [g34n09:53117] *** reported by process [2154496201,0]
        [g34n09:53117] *** on communicator MPI COMMUNICATOR 13 DUP FROM 3
        [g34n09:53117] *** MPI_ERR_ARG: invalid argument of some other kind
        [g34n09:53117] *** MPI_ERRORS_ARE_FATAL (processes in this communicator will now abort,
        [g34n09:53117] ***    and potentially your MPI job)
        [g34n09:53118] *** An error occurred in MPI_Neighbor_alltoallv
        [g34n09:53118] *** reported by process [2154496201,1]
        [g34n09:53118] *** on communicator MPI COMMUNICATOR 13 DUP FROM 3
        [g34n09:53118] *** MPI_ERR_ARG: invalid argument of some other kind
        [g34n09:53118] *** MPI_ERRORS_ARE_FATAL (processes in this communicator will now abort,
        [g34n09:53118] ***    and potentially your MPI job)
        """,
        "The Nalu-Wind GPU demonstration case, run on 2 MPI ranks on ORNL Summit, aborts in STK's "
        "MPI_Neighbor_alltoallv with MPI_ERR_ARG on both ranks (the same case ran on NREL's Eagle). A "
        "developer had seen it when a rank had no data and pointed to the STK macro that turns the "
        "neighbour collectives off. A software/MPI-library incompatibility that fails identically on "
        "every launch: a build or code change, not a restart.",
    ),
    # --- MPI + GPU on leadership systems (Perlmutter, Crusher, Chicoma) -------------------------------
    real(
        GH + "shankar1729/jdftx/issues/252",
        "shankar1729/jdftx",
        "cuda_error",
        "user_code",
        USER,
        "(GTL DEBUG: 1) cuIpcOpenMemHandle: invalid argument, CUDA_ERROR_INVALID_VALUE, line no 272",
        r"""
        ----- Setting up reduced wavefunction bases (one per k-point) -----
        average nbasis = 4337.000 , ideal nbasis = 4272.076
        (GTL DEBUG: 1) cuIpcOpenMemHandle: invalid argument, CUDA_ERROR_INVALID_VALUE, line no 272
        (GTL DEBUG: 2) cuIpcOpenMemHandle: invalid argument, CUDA_ERROR_INVALID_VALUE, line no 272
        MPICH ERROR [Rank 1] [job id 3246040.0] [Fri Sep 23 17:26:26 2022] [nid001616] - Abort(475555330) (rank 1 in comm 0): Fatal error in MPIR_CRAY_Bcast_Tree: Invalid count, error stack:
        MPIR_CRAY_Bcast_Tree(183).................: message sizes do not match across processes in the collective routine: Received -32766 but expected 20992
        """,
        "The GPU build of JDFTx on NERSC Perlmutter (built per the project's supercomputer page) fails "
        "at its first GPU-aware broadcast: Cray MPICH's GPU transport layer cannot open the CUDA IPC "
        "handles of the other ranks' buffers, and the broadcast then sees garbage sizes. The maintainer "
        "said the job script needs gpu_bind=none (required since a Cray update) so that ranks on a node "
        "can see each other's GPUs. A job-script setting: resubmitting unchanged fails the same way.",
    ),
    real(
        GH + "parthenon-hpc-lab/parthenon/issues/964",
        "parthenon-hpc-lab/parthenon",
        "other",
        "unknown",
        HUMAN,
        "srun: error: nid001160: task 0: Segmentation fault (core dumped)",
        r"""
        srun -n 1 ./burgers-benchmark -i ../../../benchmarks/burgers/burgers.pin parthenon/mesh/nx1=32 parthenon/mesh/nx2=32 parthenon/mesh/nx3=32 parthenon/meshblock/nx1=16 parthenon/meshblock/nx2=16 parthenon/meshblock/nx3=16 parthenon/time/nlim=10 parthenon/mesh/numlevel=3 | tee gpu-throughput-32.out

        srun: error: nid001160: task 0: Segmentation fault (core dumped)
        srun: Terminating StepId=7061419.15

        gdb ./burgers-benchmark core
        (gdb) bt
        #0  0x000015253cb7573e in _cray_mpi_memcpy_rome () from /opt/cray/pe/lib64/libmpi_gnu_91.so.12
        #1  0x000015253ca0ecf4 in MPIR_Cray_Memcpy_wrapper () from /opt/cray/pe/lib64/libmpi_gnu_91.so.12
        #2  0x000015253ad15d14 in PMPI_Isend () from /opt/cray/pe/lib64/libmpi_gnu_91.so.12
        #3  0x00000000006e9020 in parthenon::SendCoarseToFine(int, int, parthenon::LogicalLocation const&, parthenon::Variable<double>*, parthenon::Mesh*) ()
        """,
        "The CUDA + MPI build of Parthenon's Burgers benchmark on LANL's Chicoma segfaults inside Cray "
        "MPICH's CPU memcpy while sending a mesh block during refinement. The issue is open with no "
        "diagnosis in the excerpt; a device buffer handed to an MPI without GPU support enabled would fit "
        "the backtrace but nobody confirmed it. A segfault with no conclusion: a human has to look.",
        culprit={"nodes": ["nid001160"], "ranks": [0]},
        ambiguous=True,
    ),
    real(
        GH + "E3SM-Project/scream/issues/2080",
        "E3SM-Project/scream",
        "other",
        "framework_bug",
        USER,
        "#22 0x00007fffec79ad64 in MPIR_Assert_fail () from /opt/cray/pe/lib64/libmpi_cray.so.12",
        r"""
        #19 0x00007fffe3345c9a in exit () from /lib64/libc.so.6
        #20 0x00007fffecdf448d in MPL_exit () from /opt/cray/pe/lib64/libmpi_cray.so.12
        #21 0x00007fffec7cf966 in MPID_Abort () from /opt/cray/pe/lib64/libmpi_cray.so.12
        #22 0x00007fffec79ad64 in MPIR_Assert_fail () from /opt/cray/pe/lib64/libmpi_cray.so.12
        #23 0x00007fffece1a60e in ADIOI_GPFS_WriteStridedColl () from /opt/cray/pe/lib64/libmpi_cray.so.12
        #24 0x00007fffece0be79 in MPIOI_File_write_all () from /opt/cray/pe/lib64/libmpi_cray.so.12
        #25 0x00007fffece0d781 in PMPI_File_write_at_all () from /opt/cray/pe/lib64/libmpi_cray.so.12
        #26 0x00007fffed460fe1 in ncmpio_read_write () from /opt/cray/pe/lib64/libpnetcdf_crayclang.so.4
        #27 0x00007fffed45c00f in wait_getput () from /opt/cray/pe/lib64/libpnetcdf_crayclang.so.4
        #28 0x00007fffed4585d7 in ncmpio_wait () from /opt/cray/pe/lib64/libpnetcdf_crayclang.so.4
        #29 0x0000000000a27de2 in flush_output_buffer ()
        #30 0x00000000009e5498 in sync_file ()
        #31 0x00000000009e5783 in PIOc_sync ()
        """,
        "SCREAM (E3SM's GPU atmosphere model) on OLCF Crusher crashes nondeterministically while "
        "flushing output through SCORPIO/PnetCDF: Cray MPI-IO's GPFS collective-write path asserts "
        "when GPU-aware MPI is on. The developers reproduced it outside the model (issue #2181) and "
        "ran with host buffers for MPI until Lustre replaced GPFS on the system (PR #2312 turned GPU "
        "buffers back on). A software/configuration incompatibility, not a transient fault: the run "
        "configuration has to change.",
    ),
    # --- more MD / reacting-flow codes ----------------------------------------------------------------
    real(
        GH + "fhh2626/BFEE3/issues/133",
        "fhh2626/BFEE3",
        "cuda_error",
        "user_code",
        USER,
        "FATAL ERROR: CudaTileListKernel::buildTileLists, maximum shared memory allocation exceeded. Too many atoms in a patch",
        r"""
        FATAL ERROR: CudaTileListKernel::buildTileLists, maximum shared memory allocation exceeded. Too many atoms in a patch
        """,
        "A binding free-energy workflow (BFEE3) running NAMD 3.0a6/2.14 on CUDA stops in equilibration "
        "step 007.1: the CUDA tile-list builder needs more shared memory than the GPU has because a "
        "spatial patch holds too many atoms. The maintainer answered it is the machine or the molecular "
        "system (a collapsed/over-dense box or too-small patches), to be checked by the user. It "
        "recurs on every restart of that system; the input has to change.",
    ),
    real(
        GH + "Pele-Suite/PeleC/issues/809",
        "Pele-Suite/PeleC",
        "cuda_oom",
        "user_code",
        USER,
        "amrex::Abort::10::CUDA error 2 in file /nlsasfs/home/fdmod/srkumar/PeleC/Submodules/PelePhysics/Submodules/amrex/Src/Base/AMReX_Arena.cpp line 193: out of memory !!!",
        r"""
        Multiple GPUs are visible to each MPI rank, This may lead to incorrect or suboptimal rank-to-GPU mapping.!
        There are more MPI processes than the number of GPUs.!
        amrex::Abort::10::CUDA error 2 in file /nlsasfs/home/fdmod/srkumar/PeleC/Submodules/PelePhysics/Submodules/amrex/Src/Base/AMReX_Arena.cpp line 193: out of memory !!!
        SIGABRT
        amrex::Abort::9::CUDA error 2 in file /nlsasfs/home/fdmod/srkumar/PeleC/Submodules/PelePhysics/Submodules/amrex/Src/Base/AMReX_Arena.cpp line 193: out of memory !!!
        SIGABRT
        amrex::Abort::1::CUDA error 2 in file /nlsasfs/home/fdmod/srkumar/PeleC/Submodules/PelePhysics/Submodules/amrex/Src/Base/AMReX_Arena.cpp line 193: out of memory !!!
        SIGABRT
        """,
        "A PeleC compression-ramp case on a GPU cluster launched with 16 MPI ranks on one GPU: AMReX "
        "warns there are more ranks than GPUs, and each rank's memory arena tries to take its default "
        "share of the same device, so most ranks fail with CUDA out of memory before the run starts. "
        "Label from the log and the launch line the commenter gives: a launch configuration (ranks per "
        "GPU) that fails the same way on every resubmission.",
    ),
    # --- Slurm launch of PyTorch-Ignite training ------------------------------------------------------
    real(
        GH + "pytorch/ignite/issues/2048",
        "pytorch/ignite",
        "runtime_error",
        "user_code",
        USER,
        "RuntimeError: Defined env variables '['RANK', 'LOCAL_RANK', 'WORLD_SIZE']' should not be specified with SLURM.",
        r"""
        Traceback (most recent call last):
          File "/workspace/nvbug/unet_training_workflows.py", line 198, in <module>
            main()
          File "/workspace/nvbug/unet_training_workflows.py", line 188, in main
            with idist.Parallel(backend="nccl") as parallel:
          File "/opt/conda/lib/python3.8/site-packages/ignite/distributed/launcher.py", line 317, in __enter__
            idist.initialize(self.backend, init_method=self.init_method)
          File "/opt/conda/lib/python3.8/site-packages/ignite/distributed/utils.py", line 539, in initialize
            _set_model(comp_model_cls(backend, **kwargs))
          File "/opt/conda/lib/python3.8/site-packages/ignite/distributed/comp_models/native.py", line 94, in __init__
            self._create_from_backend(
          File "/opt/conda/lib/python3.8/site-packages/ignite/distributed/comp_models/native.py", line 112, in _create_from_backend
            self.setup_env_vars(rank, world_size)
          File "/opt/conda/lib/python3.8/site-packages/ignite/distributed/comp_models/native.py", line 219, in setup_env_vars
            raise RuntimeError(
        RuntimeError: Defined env variables '['RANK', 'LOCAL_RANK', 'WORLD_SIZE']' should not be specified with SLURM. Typically, this happens when `torch.distributed.launch` or `torch.multiprocessing.spawn` are used. Please be sure to use the `srun` command instead.
        """,
        "A MONAI UNet training script under Slurm (the thread started as a hang) is launched through "
        "torch.distributed.launch inside the Slurm allocation, so RANK/LOCAL_RANK/WORLD_SIZE are already "
        "set when ignite's idist.Parallel reads the Slurm environment, and it refuses to start. The "
        "maintainers' guidance: launch the tasks with srun and let ignite derive ranks from Slurm. A "
        "launch-configuration error that recurs on every resubmission. (The pasted message was cut "
        "after 'the `sr'; its tail is completed from ignite's native.py of that release, line 219.)",
    ),
    real(
        GH + "NVIDIA/cuda-quantum/issues/2944",
        "NVIDIA/cuda-quantum",
        "other",
        "unknown",
        HUMAN,
        "slurmstepd: error:  mpi/pmix_v4: _errhandler: dgx142 [24]: pmixp_client_v2.c:211: Error handler invoked: status = -61, source = [slurm.pmix.50357.0:199]",
        r"""
        slurmstepd: error:  mpi/pmix_v4: _errhandler: dgx142 [24]: pmixp_client_v2.c:211: Error handler invoked: status = -61, source = [slurm.pmix.50357.0:199]
        slurmstepd: error:  mpi/pmix_v4: _errhandler: dgx128 [10]: pmixp_client_v2.c:211: Error handler invoked: status = -61, source = [slurm.pmix.50357.0:83]
        slurmstepd: error:  mpi/pmix_v4: _errhandler: dgx144 [26]: pmixp_client_v2.c:211: Error handler invoked: status = -61, source = [slurm.pmix.50357.0:210]
        slurmstepd: error:  mpi/pmix_v4: _errhandler: dgx126 [8]: pmixp_client_v2.c:211: Error handler invoked: status = -61, source = [slurm.pmix.50357.0:70]
        slurmstepd: error:  mpi/pmix_v4: _errhandler: dgx143 [25]: pmixp_client_v2.c:211: Error handler invoked: status = -61, source = [slurm.pmix.50357.0:204]
        slurmstepd: error:  mpi/pmix_v4: _errhandler: dgx139 [21]: pmixp_client_v2.c:211: Error handler invoked: status = -61, source = [slurm.pmix.50357.0:169]
        slurmstepd: error:  mpi/pmix_v4: _errhandler: dgx149 [31]: pmixp_client_v2.c:211: Error handler invoked: status = -61, source = [slurm.pmix.50357.0:253]
        slurmstepd: error:  mpi/pmix_v4: _errhandler: dgx001 [0]: pmixp_client_v2.c:211: Error handler invoked: status = -61, source = [slurm.pmix.50357.0:6]
        slurmstepd: error:  mpi/pmix_v4: _errhandler: dgx132 [14]: pmixp_client_v2.c:211: Error handler invoked: status = -61, source = [slurm.pmix.50357.0:118]
        """,
        "A multi-node CUDA-Q (MPI, many DGX nodes of the Gefion supercomputer) job ends with every "
        "node's slurmstepd reporting the PMIx error handler invoked for its local task. The issue is "
        "open; the excerpt shows only these launcher-side errors, which follow some process's loss "
        "rather than naming why it went. No root cause anywhere in the log: a human has to look.",
        ambiguous=True,
    ),
    # --- host memory under Slurm ----------------------------------------------------------------------
    real(
        GH + "chenxie95/deeplearning_course_sjtu/issues/20",
        "chenxie95/deeplearning_course_sjtu",
        "host_oom",
        "user_code",
        USER,
        "slurmstepd: error: Detected 1 oom-kill event(s) in StepId=15043231.batch. Some of your processes may have been killed by the cgroup out-of-memory handler.",
        r"""
        RuntimeError: DataLoader worker (pid(s) 2150614) exited unexpectedly
        slurmstepd: error: Detected 1 oom-kill event(s) in StepId=15043231.batch. Some of your processes may have been killed by the cgroup out-of-memory handler.
        """,
        "A course's image-captioning training job on the university supercomputer's A100 queue is "
        "stopped 5-10 minutes in: a DataLoader worker dies and Slurm records a cgroup OOM kill of the "
        "batch step (raising the job's memory to 8 GB did not help). The TA's fix, confirmed by the "
        "student: set load_img_to_memory to False so the whole image set is not held in host RAM. "
        "Host OOM from the job's own configuration: it recurs until the config changes.",
    ),
]
