# ruff: noqa
"""Real excerpts, batch ZZ17-TGD (held-out, test fold): failures of GPU jobs in scientific, vision,
speech and reinforcement-learning codebases and in HPC tooling, as users paste them into GitHub
issues: CUDA out of memory in detection training, device-side asserts from bad labels, bad configs
or NaN rewards, illegal memory accesses and unspecified launch failures in GPU physics engines,
cryo-EM and GPU-sim RL environments, a GPU that fell off the bus on a GPU-provider node, a GPU that
needs a reset, devices busy or unavailable for a molecular-dynamics run, CUDA initialisation errors
on one HPC node, libcuda that cannot be loaded, a Cray MPICH OFI completion error on Perlmutter,
a PMIx error handler at step end, HDF5 writes that fail in the middle of a simulation, pyxis/enroot
containers that cannot start under Slurm, NCCL picking an unreachable IPv6 address, a segfault that
only a batch job's stack limit causes, a bare srun exit code 255, and DataLoader workers that die.
Gathered with the stored issue index's semantic search (queries about OOM, NCCL and MPI errors,
Xids, ECC, illegal memory accesses, launch failures, PhysX/Isaac crashes, Slurm oom-kill and
segfaults, pyxis/enroot, UCX, Lustre/HDF5/stale handles, disk quota, DataLoader deaths, Ray
workers), keeping the hits whose repository's `fold_of(repo)` is "test", whose source was not yet
in the corpus and whose pasted log was complete enough to quote; HPC-centre documentation pages
were searched too (OLCF, NCSA) but returned no pasted failure logs. Taken as the search returned
them, not picked for what crashcart can do; nobody ran crashcart on these cases before labelling.
Verbatim lines as printed in each thread (trimmed to the relevant part; markdown quote markers and
stray backticks removed, lines the index cut off mid-way left out); labelled from what each thread
concluded, or from the log where it concluded nothing (the notes say which)."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    # --- CUDA out of memory in vision training ---------------------------------------------------
    real(
        GH + "open-mmlab/mmdetection/issues/1581",
        "open-mmlab/mmdetection",
        "cuda_oom",
        "user_code",
        USER,
        "RuntimeError: CUDA out of memory. Tried to allocate 20.00 MiB",
        r"""
        RuntimeError: CUDA out of memory. Tried to allocate 20.00 MiB (GPU 0; 1.96 GiB total
        capacity; 1.22 GiB already allocated; 19.00 MiB free; 39.15 MiB cached)
        """,
        "Training an instance-segmentation model with mmdetection's tools/train.py on a laptop "
        "GeForce 840M with 2 GB of memory: the first allocation beyond the card's capacity fails. "
        "The thread points at an older issue (move work to the CPU); nothing transient about it. "
        "The model and batch do not fit this GPU, so every retry fails the same way.",
    ),
    real(
        GH + "open-mmlab/mmdetection/issues/12285",
        "open-mmlab/mmdetection",
        "cuda_oom",
        "user_code",
        USER,
        "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 1.45 GiB.",
        r"""
          File "/home/wanglingzhi/anaconda3/envs/yolox/lib/python3.8/site-packages/mmdet-3.3.0-py3.8.egg/mmdet/structures/bbox/bbox_overlaps.py", line 176, in bbox_overlaps
            wh = fp16_clamp(rb - lt, min=0)
        torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 1.45 GiB. GPU 0 has a total capacity of 5.78 GiB of which 606.62 MiB is free. Including non-PyTorch memory, this process has 4.30 GiB memory in use. Of the allocated memory 4.13 GiB is allocated by PyTorch, and 37.56 MiB is reserved by PyTorch but unallocated. If reserved but unallocated memory is large try setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  See documentation for Memory Management  (https://pytorch.org/docs/stable/notes/cuda.html#environment-variables)
        """,
        "mmdetection 3.3 training on a 6 GB GPU runs out of memory inside bbox_overlaps (the "
        "pairwise IoU matrix of the assigner). The only answer: decrease batch_size. A CUDA OOM "
        "from the job's own configuration; it recurs until the batch (or number of boxes) shrinks.",
    ),
    # --- device-side asserts and C asserts --------------------------------------------------------
    real(
        GH + "marvis/pytorch-yolo2/issues/45",
        "marvis/pytorch-yolo2",
        "assertion_error",
        "user_code",
        USER,
        "Assertion `t >= 0 && t < n_classes` failed.",
        r"""
        2017-12-15 22:16:33 epoch 0, processed 0 samples, lr 0.000100
        /usr/local/tensorflow/local/lib/python2.7/site-packages/torch/tensor.py:293: UserWarning: self and other not broadcastable, but have the same number of elements.  Falling back to deprecated pointwise behavior.
          return self.add(other)
        /usr/local/tensorflow/local/lib/python2.7/site-packages/torch/tensor.py:309: UserWarning: self and other not broadcastable, but have the same number of elements.  Falling back to deprecated pointwise behavior.
          return self.mul(other)
        /pytorch/torch/lib/THCUNN/ClassNLLCriterion.cu:57: void cunn_ClassNLLCriterion_updateOutput_kernel(Dtype *, Dtype *, Dtype *, long *, Dtype *, int, int, int, int, long) [with Dtype = float, Acctype = float]: block: [0,0,0], thread: [13,0,0] Assertion `t >= 0 && t < n_classes` failed.
        THCudaCheck FAIL file=/pytorch/torch/lib/THC/generic/THCStorage.c line=32 error=59 : device-side assert triggered
        Traceback (most recent call last):
          File "train.py", line 255, in <module>
            train(epoch)
          File "train.py", line 164, in train
            loss = region_loss(output, target)
          File "/usr/local/tensorflow/local/lib/python2.7/site-packages/torch/nn/modules/module.py", line 224, in __call__
            result = self.forward(*input, **kwargs)
        """,
        "YOLOv2 training on the user's own dataset dies in the first batch: the NLL loss kernel "
        "asserts that a target class index lies outside [0, n_classes). The label rests on the log: "
        "a device-side assert from labels that do not match the configured number of classes, "
        "which fails the same way on every restart until the data or config is fixed.",
    ),
    real(
        GH + "CaptainEven/YOLOV4_MCMOT/issues/9",
        "CaptainEven/YOLOV4_MCMOT",
        "assertion_error",
        "user_code",
        USER,
        "Assertion `t >= 0 && t < n_classes` failed.",
        r"""
        Starting training for 100 epochs...

             Epoch   gpu_mem      GIoU       obj       cls      reid     total   targets  img_size
        /pytorch/aten/src/THCUNN/ClassNLLCriterion.cu:108: cunn_ClassNLLCriterion_updateOutput_kernel: block: [0,0,0], thread: [0,0,0] Assertion `t >= 0 && t < n_classes` failed.
        /pytorch/aten/src/THCUNN/ClassNLLCriterion.cu:108: cunn_ClassNLLCriterion_updateOutput_kernel: block: [0,0,0], thread: [1,0,0] Assertion `t >= 0 && t < n_classes` failed.
        /pytorch/aten/src/THCUNN/ClassNLLCriterion.cu:108: cunn_ClassNLLCriterion_updateOutput_kernel: block: [0,0,0], thread: [2,0,0] Assertion `t >= 0 && t < n_classes` failed.
        /pytorch/aten/src/THCUNN/ClassNLLCriterion.cu:108: cunn_ClassNLLCriterion_updateOutput_kernel: block: [0,0,0], thread: [3,0,0] Assertion `t >= 0 && t < n_classes` failed.
        /pytorch/aten/src/THCUNN/ClassNLLCriterion.cu:108: cunn_ClassNLLCriterion_updateOutput_kernel: block: [0,0,0], thread: [4,0,0] Assertion `t >= 0 && t < n_classes` failed.
        """,
        "A multi-class multi-object-tracking YOLOv4 training fails at its first iteration with the "
        "NLL loss kernel asserting on out-of-range class targets (the re-id/classification head sees "
        "an index its class count does not cover). The thread concluded nothing; the label rests on "
        "the log: a device-side assert from the data/config, repeating on every retry.",
    ),
    real(
        GH + "WyattAutomation/Train-YOLOv3-with-OpenImagesV4/issues/5",
        "WyattAutomation/Train-YOLOv3-with-OpenImagesV4",
        "assertion_error",
        "user_code",
        USER,
        "parse_yolo: Assertion `l.outputs == params.inputs' failed.",
        r"""
          103 conv    128  1 x 1 / 1    76 x  76 x 256   ->    76 x  76 x 128  0.379 BFLOPs
          104 conv    256  3 x 3 / 1    76 x  76 x 128   ->    76 x  76 x 256  3.407 BFLOPs
          105 conv     16  1 x 1 / 1    76 x  76 x 256   ->    76 x  76 x  16  0.047 BFLOPs
          106 yolo
        darknet: ./src/parser.c:315: parse_yolo: Assertion `l.outputs == params.inputs' failed.
        Aborted (core dumped)
        """,
        "Darknet YOLOv3 training on an Open Images subset aborts while parsing the network: the "
        "convolution before the last yolo layer has 16 filters where the yolo layer expects "
        "(classes + 5) * 3 outputs, so darknet's config assertion fails. A cfg error that aborts "
        "every launch until the filters/classes are made consistent.",
    ),
    real(
        GH + "meituan/YOLOv6/issues/535",
        "meituan/YOLOv6",
        "assertion_error",
        "user_code",
        USER,
        "Assertion `input_val >= zero && input_val <= one` failed.",
        r"""
        /opt/pytorch/pytorch/aten/src/ATen/native/cuda/Loss.cu:104: operator(): block: [138,0,0], thread: [30,0,0] Assertion `input_val >= zero && input_val <= one` failed.
        /opt/pytorch/pytorch/aten/src/ATen/native/cuda/Loss.cu:104: operator(): block: [138,0,0], thread: [31,0,0] Assertion `input_val >= zero && input_val <= one` failed.
          0%|          | 0/2003 [00:01<?, ?it/s]
        WARNING: Logging before flag parsing goes to stderr.
        E1020 02:01:00.629523 139757667850048 engine.py:116] ERROR in training steps.
        E1020 02:01:00.629653 139757667850048 engine.py:103] ERROR in training loop or eval/save model.
        Traceback (most recent call last):
          File "/mnt/raid1/haritsah/projects/custom-object/object_detection/yolov6-trainer/yolov6/core/engine.py", line 99, in train
            self.train_in_loop(self.epoch)
          File "/mnt/raid1/haritsah/projects/custom-object/object_detection/yolov6-trainer/yolov6/core/engine.py", line 113, in train_in_loop
            self.train_in_steps(epoch_num, self.step)
        """,
        "YOLOv6 self-distillation training on a custom dataset: the binary cross-entropy kernel "
        "asserts that its input lies in [0, 1] (predictions out of range, typically NaN) in the "
        "first iteration, and the engine's training loop aborts. The thread traded configs without "
        "a hardware angle; a device-side assert from the run's own numerics that repeats on restart.",
    ),
    real(
        GH + "facebookresearch/habitat-lab/issues/302",
        "facebookresearch/habitat-lab",
        "assertion_error",
        "user_code",
        USER,
        "Assertion `val >= zero` failed.",
        r"""
        I0219 00:00:41.475843 28865 simulator.py:142] Loaded navmesh data/scene_datasets/mp3d/dhjEzFoUFzH/dhjEzFoUFzH.navmesh
        2020-02-19 00:00:46,051 update: 220     fps: 91.648
        2020-02-19 00:00:46,051 update: 220     env-time: 193.507s      pth-time: 113.527s      frames: 28288
        2020-02-19 00:00:46,051 Average window size 50 reward: nan
        /pytorch/aten/src/ATen/native/cuda/MultinomialKernel.cu:243: void at::native::<unnamed>::sampleMultinomialOnce(long *, long, int, scalar_t *, scalar_t *, int, int) [with scalar_t = float, accscalar_t = float]: block: [0,0,0], thread: [0,0
        ,0] Assertion `val >= zero` failed.
        """,
        "Training habitat's PPO navigation baseline: after 220 updates the windowed reward is NaN and "
        "the multinomial action sampler asserts on a negative/NaN probability. The reporter ties it "
        "to the NaN reward; the policy has diverged, so a restart from the last checkpoint reaches "
        "the same state. A device-side assert caused by NaN in the run itself.",
    ),
    # --- illegal addresses and launch failures in GPU simulators -----------------------------------
    real(
        GH + "harnets/multiverse/issues/3",
        "harnets/multiverse",
        "cuda_error",
        "unknown",
        HUMAN,
        "an illegal memory access was encountered",
        r"""
        Error at /workspace/sci/multiverse/external/madrona/src/mw/cuda_exec.cpp:1829 in GPUEngineState madrona::initEngineAndUserState(uint32_t, uint32_t, uint32_t, void *, uint32_t, void *, uint32_t, uint32_t, uint32_t, const GPUKernels &, const BVHKernels &, const Optional<CudaBatchRenderConfig> &, ExecutorMode, CUdevice, CUcontext, cudaStream_t)
        an illegal memory access was encountered
        """,
        "Starting the Madrona-based multiverse RL environment with --gpu-sim on CUDA 12.5: engine "
        "initialisation reports an illegal memory access. The thread concluded nothing. A bare "
        "illegal memory access with no Xid and no second run to show whether it repeats: user code "
        "or the GPU, ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "isaac-sim/IsaacLab/issues/4668",
        "isaac-sim/IsaacLab",
        "cuda_error",
        "unknown",
        HUMAN,
        "PhysX Internal CUDA error. Simulation cannot continue! Error code 719!",
        r"""
        2026-02-20T16:41:50Z [167,746ms] [Error] [omni.physx.plugin] PhysX error: PhysX Internal CUDA error. Simulation cannot continue! Error code 719!
        , FILE /builds/omniverse/physics/physx/source/physx/src/NpScene.cpp, LINE 3000
        2026-02-20T16:41:50Z [167,746ms] [Error] [omni.physx.plugin] Cuda context manager error, simulation will be stopped and new cuda context manager will be created.
        2026-02-20T16:41:50Z [167,746ms] [Error] [omni.physx.tensors.plugin] CUDA error: unspecified launch failure: ../../../extensions/runtime/source/omni.physx.tensors/plugins/gpu/GpuArticulationView.cpp: 621
        2026-02-20T16:41:50Z [167,746ms] [Error] [omni.physx.tensors.plugin] CUDA error: unspecified launch failure: ../../../extensions/runtime/source/omni.physx.tensors/plugins/gpu/CudaKernels.cu: 573
        2026-02-20T16:41:50Z [167,746ms] [Error] [omni.physx.tensors.plugin] Failed to fetch DOF velocity attribute
        Error executing job with overrides: []
        Traceback (most recent call last):
          File "/home/gminelli-iit.local/.conda/envs/env_isaaclab/lib/python3.11/site-packages/isaaclab/source/isaaclab_tasks/isaaclab_tasks/utils/hydra.py", line 100, in hydra_main
            func(env_cfg, agent_cfg, *args, **kwargs)
        """,
        "An RSL-RL training run in Isaac Lab on an RTX PRO 6000 stops 167 s in: PhysX's GPU solver "
        "hits CUDA error 719 (unspecified launch failure) and the tensor API can no longer read "
        "joint velocities. The excerpt holds no kernel log and no sign whether it repeats at the "
        "same step; a launch failure without a hardware signature could be the simulator, the "
        "scene or the new GPU, so it goes to a human.",
        ambiguous=True,
    ),
    real(
        GH + "isaac-sim/IsaacLab/issues/1823",
        "isaac-sim/IsaacLab",
        "cuda_error",
        "user_code",
        USER,
        "PhysX error: Fetching GPU Narrowphase failed! 700",
        r"""
        [INFO]: Scene manager:  <class InteractiveScene>
        	Number of environments: 4096
        	Environment spacing   : 2.5
        	Source prim name      : /World/envs/env_0
        	Global prim paths     : ['/World/ground']
        	Replicate physics     : True
        [INFO]: Starting the simulation. This may take a few seconds. Please wait...
        2025-02-09 08:50:13 [22,947ms] [Error] [omni.physx.plugin] PhysX error: Fetching GPU Narrowphase failed! 700
        , FILE /builds/omniverse/physics/physx/source/gpunarrowphase/src/PxgNarrowphaseCore.cpp, LINE 1697
        """,
        "RSL-RL training of the Spot flat-velocity task with the spot_with_arm asset crashes a few "
        "seconds after the simulation starts: PhysX's GPU narrow phase fails with CUDA error 700 "
        "(illegal address). The same setup with the armless asset runs fine, so the fault follows "
        "the scene (4096 envs of an asset with many more contacts), not the machine: an illegal "
        "address that repeats at the same point, which the user must fix (asset or GPU buffer "
        "sizes).",
    ),
    real(
        GH + "3dem/relion/issues/189",
        "3dem/relion",
        "cuda_error",
        "framework_bug",
        USER,
        "KERNEL_ERROR: unspecified launch failure",
        r"""
         Expectation iteration 2 of 25
        23.92/36.37 min .......................................~~(,_,">KERNEL_ERROR: unspecified launch failure in /data/bin/EM/RELION/relion-devel-lmb_copy_newPC/src/gpu_utils/cuda_helper_functions.cu at line 386 (error-code 4)
        KERNEL_ERROR: unspecified launch failure in /data/bin/EM/RELION/relion-devel-lmb_copy_newPC/src/gpu_utils/cuda_helper_functions.cu at line 386 (error-code 4)
        """,
        "RELION 2 beta Class2D benchmark on a workstation with three Titan X: with all three GPUs "
        "it runs, with two it consistently stalls or dies at the end of an expectation iteration "
        "with an unspecified launch failure. The issue is labelled bug/major by the RELION "
        "developers: a code fault that reproduces with this GPU selection, so restarting the job "
        "unchanged only fails again.",
    ),
    real(
        GH + "unitreerobotics/unitree_rl_gym/issues/48",
        "unitreerobotics/unitree_rl_gym",
        "cuda_error",
        "user_code",
        USER,
        "internal error : libcuda.so!",
        r"""
        *** Warning: failed to preload CUDA lib
        *** Warning: failed to preload PhysX libs
        Importing module 'gym_38' (/home/jqr/robot/isaacgym/python/isaacgym/_bindings/linux-x86_64/gym_38.so)
        Setting GYM_USD_PLUG_INFO_PATH to /home/jqr/robot/isaacgym/python/isaacgym/_bindings/linux-x86_64/usd/plugInfo.json
        PyTorch version 2.4.1+cu121
        Device count 1
        Setting seed: 1
        Not connected to PVD
        /buildAgent/work/99bede84aa0a52c2/source/physx/src/gpu/PxPhysXGpuModuleLoader.cpp (148) : internal error : libcuda.so!

        [Warning] [carb.gym.plugin] Failed to create a PhysX CUDA Context Manager. Falling back to CPU.
        Physics Engine: PhysX
        Physics Device: cpu
        GPU Pipeline: disabled
        WARNING: lavapipe is not a conformant vulkan implementation, testing use only.
        """,
        "Training a Unitree legged-robot policy in Isaac Gym: PhysX cannot load libcuda.so, falls "
        "back to the CPU pipeline, and the run then fails with 'Gym cuda error: invalid resource "
        "handle' (the issue title). The thread concluded nothing; the log shows the environment "
        "(driver library not visible to the process, software Vulkan) is broken, which repeats on "
        "every launch until the user fixes the installation.",
    ),
    # --- HPC: MPI, PMIx, HDF5 ----------------------------------------------------------------------
    real(
        GH + "BLAST-WarpX/warpx/issues/3356",
        "BLAST-WarpX/warpx",
        "network_error",
        "network_fabric",
        RESTART,
        "OFI poll failed",
        r"""
        MPICH ERROR [Rank 409] [job id 3072903.0] [Wed Aug 31 00:41:07 2022] [nid001780] - Abort(740940175) (rank 409 in comm 0): Fatal error in PMPI_Send: Other MPI error, error stack:
        PMPI_Send(163).................: MPI_Send(buf=0x7fad8a147f90, count=1706944, MPI_CHAR, dest=408, tag=1615155, comm=0x84000003) failed
        PMPI_Send(143).................:
        MPIR_Wait_impl(41).............:
        MPID_Progress_wait(184)........:
        MPIDI_Progress_test(80)........:
        MPIDI_OFI_handle_cq_error(1059): OFI poll failed (ofi_events.c:1061:MPIDI_OFI_handle_cq_error:Input/output error - CANCELED)
        """,
        "One of a series of 128- and 512-node WarpX runs on Perlmutter dies when rank 409 on "
        "nid001780 gets a CANCELED completion from the Slingshot libfabric provider during an "
        "MPI_Send; the other runs of the series completed. The maintainers asked for a retry with a "
        "pending fix. A fabric completion error with no code fault shown: restart from checkpoint.",
        culprit={"nodes": ["nid001780"], "ranks": [409]},
    ),
    real(
        GH + "BLAST-WarpX/warpx/issues/4638",
        "BLAST-WarpX/warpx",
        "cuda_error",
        "unknown",
        HUMAN,
        "CUDA error 3 in file",
        r"""
        Initializing AMReX (24.01-1-gf1ec8df75c56)...
        MPI initialized with 1 MPI processes
        MPI initialized with thread support level 3
        Initializing CUDA...
        amrex::Abort::0::CUDA error 3 in file /home/myuser/warpx2D_A100/build/_deps/fetchedamrex-src/Src/Base/AMReX_GpuDevice.cpp line 164: initialization error !!!
        SIGABRT
        See Backtrace.0 file for details
        --------------------------------------------------------------------------
        MPI_ABORT was invoked on rank 0 in communicator MPI COMMUNICATOR 3 DUP FROM 0
        with errorcode 6.

        NOTE: invoking MPI_ABORT causes Open MPI to kill all MPI processes.
        You may or may not see output from other processes, depending on
        exactly when Open MPI kills them.
        --------------------------------------------------------------------------
        srun: Job step aborted: Waiting up to 32 seconds for job step to finish.
        slurmstepd: error: *** STEP 142611.0 ON i8024 CANCELLED AT 2024-01-25T12:30:14 ***
        srun: error: i8024: task 0: Exited with exit code 6
        """,
        "WarpX job arrays on the A100 cluster barnard (TU Dresden): 31 of 40 jobs crash before "
        "the first step because CUDA initialisation itself fails (error 3) on the allocated node. "
        "Stochastic and node-bound, but no Xid or driver message in the excerpt to prove the node "
        "is bad rather than the environment; a human should check i8024 and its GPU state.",
        culprit={"nodes": ["i8024"], "ranks": [0]},
        ambiguous=True,
    ),
    real(
        GH + "openPMD/openPMD-api/issues/1318",
        "openPMD/openPMD-api",
        "other",
        "transient",
        RESTART,
        "mpi/pmix: ERROR: Error handler invoked: status = -25",
        r"""
        srun: Job step aborted: Waiting up to 32 seconds for job step to finish.
        slurmstepd: error: lxbk0833 [3] pmixp_client_v2.c:210 [_errhandler] mpi/pmix: ERROR: Error handler invoked: status = -25: Interrupted system call (4)
        """,
        "A PIConGPU/openPMD writer job on the GSI cluster writes its HDF5 output correctly, but "
        "Slurm's PMIx plugin reports an error handler invocation on lxbk0833 and aborts the step. "
        "The reporter concluded it was cluster-related, not openPMD, and it worked again later: a "
        "transient launcher-side fault, restart.",
        culprit={"nodes": ["lxbk0833"], "ranks": []},
    ),
    real(
        GH + "adaptive-cfd/WABBIT/issues/17",
        "adaptive-cfd/WABBIT",
        "storage_error",
        "unknown",
        HUMAN,
        "H5Dcreate2(): unable to create dataset",
        r"""
        IO: Saving data triggered, time= 0.26300000E-02
        IO: writing data for time =      0.00263000 file = rho_000000002630.h5 active blocks= 4096
        IO: writing data for time =      0.00263000 file = Ux_000000002630.h5 active blocks= 4096
        IO: writing data for time =      0.00263000 file = Uy_000000002630.h5 active blocks= 4096
        IO: writing data for time =      0.00263000 file = p_000000002630.h5 active blocks= 4096
        IO: writing data for time =      0.00263000 file = vort_000000002630.h5 active blocks= 4096
        IO: writing data for time =      0.00263000 file = mask_000000002630.h5 active blocks= 4096
        HDF5-DIAG: Error detected in HDF5 (1.8.17) MPI-process 37:
          #000: H5D.c line 194 in H5Dcreate2(): unable to create dataset
            major: Dataset
            minor: Unable to initialize object
          #001: H5Dint.c line 455 in H5D__create_named(): unable to create and link to dataset
            major: Dataset
            minor: Unable to initialize object
          #002: H5L.c line 1638 in H5L_link_object(): unable to create new link to object
            major: Links
            minor: Unable to initialize object
          #003: H5L.c line 1882 in H5L_create_real(): can't insert link
            major: Symbol table
            minor: Unable to insert object
        """,
        "The WABBIT adaptive CFD code, writing a snapshot on a university cluster, fails 'unexpectedly "
        "after a while' when MPI process 37 cannot create a dataset in the HDF5 file; it happened "
        "several times at different points. The thread (labelled bug, help wanted) concluded "
        "nothing. Parallel HDF5 misuse and a flaky file system both fit, so a human must look.",
        culprit={"nodes": [], "ranks": [37]},
        ambiguous=True,
    ),
    real(
        GH + "DifferentiableUniverseInitiative/flowpm/issues/80",
        "DifferentiableUniverseInitiative/flowpm",
        "other",
        "unknown",
        HUMAN,
        "srun: error: r10i0n8: task 3: Exited with exit code 255",
        r"""
        Loading tensorflow-gpu/py3/2.4.1+nccl-2.8.3-1
        Loading requirement: gcc/8.3.1 cuda/10.2 nccl/2.8.3-1-cuda
        cudnn/8.0.4.30-cuda-10.2 openmpi/4.0.2-cuda
        + export TMPDIR=/gpfsssd/jobscratch/1751099/
        + TMPDIR=/gpfsssd/jobscratch/1751099/
        + ln -s /gpfsssd/jobscratch/1751099/ /tmp/nvidia
        + srun --unbuffered --mpi=pmi2 -o mesh_nbody_%t.log /gpfslocalsup/pub/idrtools/bind_gpu.sh nsys profile --stats=true -t nvtx,cuda,mpi -o 'result-%q{SLURM_TASK_PID}' python -u mesh_nbody_benchmark.py --nc=512 --batch_size=1 --nx=2 --ny=2 --hsize=32
        srun: error: r10i0n8: task 3: Exited with exit code 255
        srun: Terminating job step 1751099.0
        srun: error: r10i0n8: tasks 0-2: Terminated
        srun: Force Terminated job step 1751099.0
        """,
        "A Mesh-TensorFlow N-body benchmark profiled with nsys on Jean Zay: task 3 on r10i0n8 exits "
        "with code 255 and srun kills the other three. Each task's output went to its own "
        "mesh_nbody_%t.log, so this job log holds no cause at all. A bare exit code: needs a human "
        "to read the per-task logs.",
        culprit={"nodes": ["r10i0n8"], "ranks": [3]},
        ambiguous=True,
    ),
    real(
        GH + "DeltaGroupNJUPT/Vina-GPU/issues/31",
        "DeltaGroupNJUPT/Vina-GPU",
        "other",
        "user_code",
        USER,
        "Segmentation fault      (core dumped) Vina-GPU",
        r"""
        Reading input ... done.
        Setting up the scoring function ... done.
        Analyzing the binding site ... done.
        Using random seed: 319215121
        /var/spool/slurm/d/job75896/slurm_script: line 10: 1763903 Segmentation fault      (core dumped) Vina-GPU --receptor receptor/4no7_prot.pdbqt --ligand ligand_library/ligand_files/PV-000017780877_1_T1.pdbqt --out output/PV-000017780877_1_T1.pdbqt_out.pdbqt --log output/PV-000017780877_1_T1.pdbqt_out.log --center_x -8.654 --center_y 2.229 --center_z 19.715 --size_x 24.0 --size_y 26.25 --size_z 22.5 --thread 100
        """,
        "Vina-GPU docking segfaults at the search step only when submitted with sbatch; the same "
        "script run by hand on the same machine works. The reporter fixed it by setting "
        "`ulimit -s 8196` in the submission script: the batch environment's stack limit is too "
        "small for the program. A job-setup error that recurs until the script is changed.",
    ),
    # --- GPUs that are gone, busy or need a reset ---------------------------------------------------
    real(
        GH + "akash-network/support/issues/209",
        "akash-network/support",
        "gpu_xid",
        "node_hardware",
        CORDON,
        "NVRM: Xid (PCI:0000:a1:00): 79, pid='<unknown>', name=<unknown>, GPU has fallen off the bus.",
        r"""
        (venv) root@node1:~/kubespray# nvidia-smi
        Unable to determine the device handle for GPU0000:A1:00.0: Unknown Error

        root@node1:~# dmesg -T | grep NVRM
        [Thu Apr  4 18:03:56 2024] NVRM: loading NVIDIA UNIX x86_64 Kernel Module  535.161.07  Sat Feb 17 22:55:48 UTC 2024
        [Fri Apr  5 21:29:39 2024] NVRM: GPU at PCI:0000:a1:00: GPU-979426f2-893a-7cbb-c4cf-81472f89a462
        [Fri Apr  5 21:29:39 2024] NVRM: Xid (PCI:0000:a1:00): 79, pid='<unknown>', name=<unknown>, GPU has fallen off the bus.
        [Fri Apr  5 21:29:39 2024] NVRM: GPU 0000:a1:00.0: GPU has fallen off the bus.
        [Fri Apr  5 21:29:39 2024] NVRM: A GPU crash dump has been created. If possible, please run
                                   NVRM: nvidia-bug-report.sh as root to collect this data before
                                   NVRM: the NVIDIA kernel module is unloaded.
        """,
        "On an Akash GPU provider, GPU workloads kept failing and the provider spawned pods in a "
        "loop; on node1 nvidia-smi can no longer talk to the GPU at a1:00 and the kernel log shows "
        "Xid 79, the GPU fell off the bus. A hardware signature on a named node: cordon node1 and "
        "reschedule the workload elsewhere.",
        culprit={"nodes": ["node1"], "ranks": []},
    ),
    real(
        GH + "kubernetes-sigs/dra-driver-nvidia-gpu/issues/982",
        "kubernetes-sigs/dra-driver-nvidia-gpu",
        "cuda_error",
        "node_hardware",
        HUMAN,
        "Reset required [NV_ERR_RESET_REQUIRED]",
        r"""
        Traceback (most recent call last):
          File "<stdin>", line 1, in <module>
        torch.AcceleratorError: CUDA error: CUDA-capable device(s) is/are busy or unavailable
        Search for `cudaErrorDevicesUnavailable' in https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html for more information.
        CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
        For debugging consider passing CUDA_LAUNCH_BLOCKING=1
        Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.
        [373871.354096] NVRM: nvAssertOkFailedNoLog: Assertion failed: Reset required [NV_ERR_RESET_REQUIRED] (0x00000062) returned from status @ kernel_channel.c:2827
        """,
        "On a GB200 node a trivial torch.zeros on cuda:0 fails with 'device(s) busy or "
        "unavailable', and the node's kernel log says the GPU needs a reset (NV_ERR_RESET_REQUIRED). "
        "No Xid and no host name in the excerpt, so no cordon label; but nothing runs on that GPU "
        "until someone resets it, so a human must act before any restart.",
    ),
    real(
        GH + "jade-hpc-gpu/jade-hpc-gpu.github.io/issues/39",
        "jade-hpc-gpu/jade-hpc-gpu.github.io",
        "cuda_error",
        "unknown",
        HUMAN,
        "all CUDA-capable devices are busy or unavailable",
        r"""
        Using 10 MPI threads
        Using 4 OpenMP threads per tMPI thread

        5 compatible GPUs are present, with IDs 0,2,3,4,5
        5 GPUs auto-selected for this run.
        Mapping of GPU IDs to the 10 PP ranks in this node: 0,0,2,2,3,3,4,4,5,5

        Application clocks (GPU clocks) for Tesla P100-SXM2-16GB are (715,1480)

        WARNING: Just caught a previously occurred CUDA error (all CUDA-capable devices are busy or unavailable), will try to continue.
        """,
        "GROMACS 2016.4 on a JADE DGX-1 node, batch job asking for 8 GPUs: mdrun sees only 5 "
        "compatible GPUs (1, 6 and 7 missing), maps two thread-MPI ranks per GPU and hits 'all "
        "CUDA-capable devices are busy or unavailable'. Exclusive compute mode with two ranks per "
        "GPU and GPUs held by another process both fit; the thread concluded nothing. Ambiguous.",
        ambiguous=True,
    ),
    # --- containers under Slurm (pyxis/enroot) --------------------------------------------------------
    real(
        GH + "NVIDIA/pyxis/issues/110",
        "NVIDIA/pyxis",
        "file_not_found",
        "unknown",
        HUMAN,
        "Command not found: nvidia-container-cli",
        r"""
        pyxis: importing docker image ...
        slurmstepd: error: pyxis: container start failed with error code: 1
        slurmstepd: error: pyxis: printing contents of log file ...
        slurmstepd: error: pyxis:     [ERROR] Command not found: nvidia-container-cli, see https://github.com/NVIDIA/libnvidia-container
        slurmstepd: error: pyxis:     [ERROR] /etc/enroot/hooks.d/98-nvidia.sh exited with return code 1
        slurmstepd: error: pyxis: couldn't start container
        slurmstepd: error: pyxis: if the image has an unusual entrypoint, try using --no-container-entrypoint
        slurmstepd: error: spank: required plugin spank_pyxis.so: task_init() failed with rc=-1
        slurmstepd: error: Failed to invoke spank plugin stack
        """,
        "A GPU container job launched with srun --container-image on a GPU partition: enroot's "
        "NVIDIA hook cannot find nvidia-container-cli on the compute node, so the container never "
        "starts (without the GPU capabilities it starts but sees no GPU). The node lacks "
        "libnvidia-container: an installation problem on the cluster that an administrator must "
        "fix before the job can run; restarting changes nothing.",
    ),
    real(
        GH + "NVIDIA/pyxis/issues/61",
        "NVIDIA/pyxis",
        "file_not_found",
        "user_code",
        USER,
        "enroot-switchroot: failed to execute: /bin/bash: No such file or directory",
        r"""
        pyxis: importing docker image ...
        pyxis: importing docker image ...
        slurmstepd: error: pyxis: container start failed with error code: 1
        slurmstepd: error: pyxis: printing contents of log file ...
        slurmstepd: error: pyxis:     enroot-switchroot: failed to execute: /bin/bash: No such file or directory
        slurmstepd: error: pyxis: couldn't start container
        slurmstepd: error: pyxis: if the image has an unusual entrypoint, try using --no-container-entrypoint
        slurmstepd: error: spank: required plugin spank_pyxis.so: task_init() failed with rc=-1
        slurmstepd: error: Failed to invoke spank plugin stack
        srun: error: hpc-pg0-2: task 1: Exited with exit code 1
        """,
        "A two-VM srun job with enroot/pyxis: on both nodes the imported container cannot execute "
        "/bin/bash, so pyxis cannot start it and both tasks exit 1. The same failure on every node "
        "points at the image or the command (no bash in the rootfs, or an entrypoint the image "
        "does not have), not a host. The thread concluded nothing; the label rests on the log.",
    ),
    # --- NCCL and DataLoader ---------------------------------------------------------------------------
    real(
        GH + "wenet-e2e/wenet/issues/1891",
        "wenet-e2e/wenet",
        "connection_error",
        "user_code",
        USER,
        "NCCL WARN Connect to fe80::c4eb:49ff:fe04:e32d%6<57335> failed : Network is unreachable",
        r"""
        voicec105:90736:90736 [0] misc/ibvwrap.cc:63 NCCL WARN Failed to open libibverbs.so[.1]
        voicec105:90736:90736 [0] NCCL INFO NET/Socket : Using [0]eno1:172.16.20.105<0>
        voicec105:90736:90736 [0] NCCL INFO Using network Socket
        voicec105:90736:91655 [0] NCCL INFO threadThresholds 8/8/64 | 32/8/64 | 8/8/64
        voicec105:90736:91655 [0] NCCL INFO Trees [0] 2/-1/-1->1->0|0->1->2/-1/-1 [1] -1/-1/-1->1->0|0->1->-1/-1/-1
        voicec105:90736:91655 [0] NCCL INFO Setting affinity for GPU 5 to ffff,fff00000,00ffffff,f0000000
        voicec105:90736:91655 [0] NCCL INFO Channel 00 : 1[89000] -> 2[b1000] [send] via NET/Socket/0

        voicec105:90736:91655 [0] include/socket.h:403 NCCL WARN Connect to fe80::c4eb:49ff:fe04:e32d%6<57335> failed : Network is unreachable
        """,
        "Multi-node WeNet ASR training (torch 1.9, sockets only, no InfiniBand): while building "
        "its rings NCCL tries to reach the peer node at an IPv6 link-local address on another "
        "interface and the connect fails with 'Network is unreachable'. A network-interface "
        "configuration problem of the launch (NCCL_SOCKET_IFNAME), which fails the same way "
        "on every retry.",
    ),
    real(
        GH + "dbolya/yolact/issues/147",
        "dbolya/yolact",
        "dataloader_killed",
        "user_code",
        USER,
        "RuntimeError: DataLoader worker (pid 29332) exited unexpectedly with exit code 1.",
        r"""
        Begin training!

        2
        None
        6
        None
        Traceback (most recent call last):
          File "/usr/local/lib/python3.5/dist-packages/torch/utils/data/dataloader.py", line 511, in _try_get_batch
            data = self.data_queue.get(timeout=timeout)
          File "/usr/lib/python3.5/queue.py", line 173, in get
            self.not_empty.wait(remaining)
          File "/usr/lib/python3.5/threading.py", line 297, in wait
            gotit = waiter.acquire(True, timeout)
          File "/usr/local/lib/python3.5/dist-packages/torch/utils/data/_utils/signal_handling.py", line 63, in handler
            _error_if_any_worker_fails()
        RuntimeError: DataLoader worker (pid 29332) exited unexpectedly with exit code 1. Details are lost due to multiprocessing. Rerunning with num_workers=0 may give better error trace.

        During handling of the above exception, another exception occurred:

        Traceback (most recent call last):
          File "train.py", line 382, in <module>
            train()
          File "train.py", line 213, in train
            for datum in data_loader:
        """,
        "YOLACT instance-segmentation training on COCO-format data: right after 'Begin training!' "
        "(with the user's own debug prints, some None) a DataLoader worker exits with code 1, i.e. "
        "an exception in the dataset code, and the training loop dies. The thread concluded "
        "nothing; a worker that raises on the data fails again on restart, so notify the user.",
    ),
]
