# ruff: noqa
"""Real excerpts, batch ZZ13-GA: development-fold failures of GPU jobs as users and operators meet
them when the GPU, its driver or the code running on it goes wrong (NVIDIA Xid lines in dmesg, CUDA
errors at run time in training, inference and HPC jobs, a GPU left unusable by the driver after a
suspend, CUDA not initialising on an NVSwitch machine, kernel launch and driver-version failures),
gathered from GitHub issue threads of repositories new to the corpus whose `fold_of(repo)` is "dev"
(ML training and inference projects, NeRF and simulation codes, HPC proxy apps, CUDA language
bindings). The searches for hardware signatures (Xid 79/48/94/95/119, uncorrectable ECC, GPUs
fallen off the bus) mostly returned repositories already in the corpus; what the searches returned
in new repositories is taken as it came, not picked for what crashcart can do, and nobody ran
crashcart on these cases before they were labelled. Verbatim log lines as printed in each thread
(trimmed to the relevant part); labelled from what each thread concluded, or from the log where it
concluded nothing (the notes say which)."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    # --- Xid lines in the kernel log ----------------------------------------------------------------
    real(
        GH + "autumnai/collenchyma-blas/issues/14",
        "autumnai/collenchyma-blas",
        "gpu_xid",
        "unknown",
        HUMAN,
        "[  170.053881] NVRM: Xid (PCI:0000:01:00): 31, Ch 00000013, engmask 00000101, intr 10000000",
        r"""
        [  170.053881] NVRM: Xid (PCI:0000:01:00): 31, Ch 00000013, engmask 00000101, intr 10000000
        [  170.074502] NVRM: Xid (PCI:0000:01:00): 31, Ch 00000012, engmask 00000101, intr 10000000
        [  391.163575] NVRM: Xid (PCI:0000:01:00): 31, Ch 00000019, engmask 00000101, intr 10000000
        [  397.859409] NVRM: Xid (PCI:0000:01:00): 31, Ch 00000018, engmask 00000101, intr 10000000
        [  402.360207] NVRM: Xid (PCI:0000:01:00): 31, Ch 00000019, engmask 00000101, intr 10000000
        [  409.619714] NVRM: Xid (PCI:0000:01:00): 31, Ch 0000001b, engmask 00000101, intr 10000000
        [  469.945853] NVRM: Xid (PCI:0000:01:00): 31, Ch 0000001b, engmask 00000101, intr 10000000
        [  469.956065] NVRM: Xid (PCI:0000:01:00): 31, Ch 00000019, engmask 00000101, intr 10000000
        """,
        "The CUDA tests for dot and nrm2 of this BLAS plugin fail (others only rarely) and dmesg fills "
        "with Xid 31 GPU memory page faults on the one GPU, across many channels. The thread reached "
        "no cause. Xid 31 repeating on the same GPU in different contexts can be the library's kernels "
        "or the GPU (NVIDIA: run diagnostics); the log alone does not settle which, so a human decides.",
        ambiguous=True,
    ),
    real(
        GH + "NixOS/nixpkgs/issues/334180",
        "NixOS/nixpkgs",
        "gpu_xid",
        "unknown",
        HUMAN,
        "[  409.775718] NVRM: Xid (PCI:0000:01:00): 13, Graphics Exception: Shader Program Header 11 Error",
        r"""
        [  409.775718] NVRM: Xid (PCI:0000:01:00): 13, Graphics Exception: Shader Program Header 11 Error
        [  409.775722] NVRM: Xid (PCI:0000:01:00): 13, Graphics Exception: Shader Program Header 18 Error
        [  409.775842] NVRM: Xid (PCI:0000:01:00): 13, Graphics Exception: ESR 0x405840=0xa0040800
        [  409.775963] NVRM: Xid (PCI:0000:01:00): 13, Graphics Exception: ESR 0x405848=0x80000000
        """,
        "A vLLM container left running while the machine suspended: after resume the kernel logs Xid 13 "
        "graphics exceptions and CUDA is broken until the workload is stopped and the nvidia-uvm "
        "module reloaded (the thread's finding: stopping the container before suspend avoids it). Not "
        "a faulty GPU and not the model code: the node's driver state has to be reset by a person "
        "before a job can run there again.",
    ),
    # --- CUDA will not initialise on the node ---------------------------------------------------------
    real(
        GH + "torch/torch7/issues/1219",
        "torch/torch7",
        "nvlink_error",
        "node_hardware",
        HUMAN,
        "THCudaCheck FAIL file=/opt/conda/conda-bld/pytorch_1579022034529/work/aten/src/THC/THCGeneral.cpp line=50 error=802 : system not yet initialized",
        r"""
        THCudaCheck FAIL file=/opt/conda/conda-bld/pytorch_1579022034529/work/aten/src/THC/THCGeneral.cpp line=50 error=802 : system not yet initialized
        Traceback (most recent call last):
          File "<stdin>", line 1, in <module>
          File "/iarai/home/pedro.herruzo/.conda/envs/qwe2/lib/python3.6/site-packages/torch/cuda/__init__.py", line 377, in current_device
            _lazy_init()
          File "/iarai/home/pedro.herruzo/.conda/envs/qwe2/lib/python3.6/site-packages/torch/cuda/__init__.py", line 197, in _lazy_init
            torch._C._cuda_init()
        RuntimeError: cuda runtime error (802) : system not yet initialized at /opt/conda/conda-bld/pytorch_1579022034529/work/aten/src/THC/THCGeneral.cpp:50
        """,
        "PyTorch cannot initialise CUDA on the machine: error 802, cudaErrorSystemNotReady, while "
        "nvidia-smi lists the GPUs. 802 is what CUDA returns on an NVSwitch system whose fabric "
        "manager is not running (the linked PyTorch thread's fix is installing/starting it). The node "
        "is not ready to run GPU jobs until an admin brings its fabric up; no rerun or code change "
        "helps, so a person acts, as with the corpus's other 802 cases.",
    ),
    real(
        GH + "mumax/3/issues/167",
        "mumax/3",
        "cuda_error",
        "unknown",
        HUMAN,
        "panic: CUDA_ERROR_UNKNOWN",
        r"""
        panic: CUDA_ERROR_UNKNOWN

        goroutine 1 [running, locked to thread]:
        panic(0x9b1880, 0xc82012ac60)
        	/usr/lib/go-1.6/src/runtime/panic.go:481 +0x3e6
        github.com/mumax/3/cuda/cu.CtxCreate(0x2, 0x0, 0xed834cb76d538e0c)
        	/home/caner/src/github.com/mumax/3/cuda/cu/context.go:17 +0x19b
        github.com/mumax/3/cuda.Init(0x0)
        	/home/caner/src/github.com/mumax/3/cuda/init.go:32 +0xd6
        main.main()
        	/home/caner/src/github.com/mumax/3/cmd/mumax3/main.go:31 +0x5c
        """,
        "A mumax3 micromagnetics simulation works after boot but, once the machine has been suspended "
        "and woken, fails creating its CUDA context with CUDA_ERROR_UNKNOWN, even after "
        "nvidia-modprobe. The known driver state loss across suspend: the node needs the NVIDIA "
        "modules reloaded or a reboot, a person's action; neither the code nor a plain rerun fixes it.",
    ),
    real(
        GH + "gbionics/jaxsim/issues/50",
        "gbionics/jaxsim",
        "cuda_error",
        "unknown",
        HUMAN,
        "failed call to cuInit: CUDA_ERROR_UNKNOWN: unknown error",
        r"""
        2023-10-04 12:33:47.594219: E external/xla/xla/stream_executor/cuda/cuda_driver.cc:268] failed call to cuInit: CUDA_ERROR_UNKNOWN: unknown error
        No GPU/TPU found, falling back to CPU. (Set TF_CPP_MIN_LOG_LEVEL=0 and rerun for more info.)
        """,
        "JAX simulations after the machine resumed from suspend while processes still held GPU memory: "
        "cuInit fails with CUDA_ERROR_UNKNOWN and JAX silently falls back to the CPU. The maintainers "
        "document the fix as reloading the nvidia_uvm module (rmmod/modprobe) or rebooting. Driver "
        "state on the machine, not the code: a person must reset it before GPU jobs run again.",
    ),
    # --- Driver and environment ---------------------------------------------------------------------
    real(
        GH + "cporcellijr/bookbridge/issues/245",
        "cporcellijr/bookbridge",
        "cuda_error",
        "user_code",
        USER,
        "CUDA failed with error CUDA driver version is insufficient for CUDA runtime version",
        r"""
        2026-04-16 11:33:05,981 - ERROR - ❌ Transcription failed for part_000_split_001.wav: CUDA failed with error CUDA driver version is insufficient for CUDA runtime version
        2026-04-16 11:33:05,982 - ERROR - ❌ Transcription failed: CUDA failed with error CUDA driver version is insufficient for CUDA runtime version
        2026-04-16 11:33:05,983 - ERROR - ❌ Nemesis Games: CUDA failed with error CUDA driver version is insufficient for CUDA runtime version This happened during transcription
        """,
        "GPU Whisper transcription in a container on a GTX 1660 Super fails on every audiobook part: the "
        "CUDA runtime in the image is newer than the host driver supports. An environment mismatch "
        "that fails the same way on every retry until the driver or image is changed: the user's "
        "configuration.",
    ),
    # --- CUDA errors traced to the code or the input -----------------------------------------------
    real(
        GH + "leggedrobotics/legged_gym/issues/64",
        "leggedrobotics/legged_gym",
        "cuda_error",
        "user_code",
        USER,
        "internal error : GPU propagate solver bodies average velocities fail to launch kernel!!",
        r"""
        /buildAgent/work/99bede84aa0a52c2/source/gpusolver/src/PxgTGSCudaSolverCore.cpp (1784) : internal error : GPU propagate solver bodies average velocities fail to launch kernel!!
        /buildAgent/work/99bede84aa0a52c2/source/gpucommon/include/PxgCudaUtils.h (80) : internal error : SynchronizeStreams failed

        /buildAgent/work/99bede84aa0a52c2/source/physx/src/NpScene.cpp (3509) : internal error : PhysX Internal CUDA error. Simulation can not continue!

        [Error] [carb.gym.plugin] Gym cuda error: an illegal memory access was encountered: ../../../source/plugins/carb/gym/impl/Gym/GymPhysX.cpp: 1459
        """,
        "Isaac Gym RL training (anymal_c_rough) on an RTX 3060 dies in the GPU PhysX solver with an "
        "illegal memory access. The reporter solved it by lowering max_gpu_contact_pairs in the task "
        "config (2**24 is meant for 8000+ environments). A simulation buffer sized for the card: the "
        "user's configuration, which fails again until changed.",
    ),
    real(
        GH + "ECP-copa/CabanaMD/issues/77",
        "ECP-copa/CabanaMD",
        "cuda_error",
        "framework_bug",
        USER,
        "what():  cudaDeviceSynchronize() error( cudaErrorIllegalAddress): an illegal memory access was encountered",
        r"""
          what():  cudaDeviceSynchronize() error( cudaErrorIllegalAddress): an illegal memory access was encountered /home/andi/local/src/kokkos/3.1.01/core/src/Cuda/Kokkos_Cuda_Instance.cpp:143
        #7  0x00005555569390c4 in Kokkos::Impl::cuda_internal_error_throw(cudaError, char const*, char const*, int) ()
        #8  0x00005555569380d0 in Kokkos::Impl::cuda_internal_safe_call(cudaError, char const*, char const*, int) ()
        #9  0x0000555556938f8c in Kokkos::Impl::cuda_device_synchronize() ()
        #10 0x000055555693b23f in Kokkos::Cuda::impl_static_fence() ()
        #11 0x000055555692aa3a in Kokkos::Impl::(anonymous namespace)::fence_internal()
            ()
        #12 0x000055555692d17c in Kokkos::fence() ()
        """,
        "The neural-network-potential example of this Kokkos/Cabana MD proxy app runs with the SERIAL "
        "and OPENMP backends but crashes every time with the CUDA backend, in the symmetry-function "
        "kernels. The maintainers took it as a bug in the CUDA path of the code. A deterministic "
        "illegal access in the application's kernels: it repeats on every run, so no restart.",
    ),
    real(
        GH + "JuliaGPU/CUDAnative.jl/issues/293",
        "JuliaGPU/CUDAnative.jl",
        "cuda_error",
        "user_code",
        USER,
        "ERROR: CUDA error: too many resources requested for launch (code #701, ERROR_LAUNCH_OUT_OF_RESOURCES)",
        r"""
        ERROR: CUDA error: too many resources requested for launch (code #701, ERROR_LAUNCH_OUT_OF_RESOURCES)
        Stacktrace:
         [1] macro expansion at C:\Users\user\.julia\packages\CUDAdrv\LC5XS\src\base.jl:147 [inlined]
         [2] macro expansion at C:\Users\user\.julia\packages\CUDAdrv\LC5XS\src\execution.jl:90 [inlined]
         [3] macro expansion at .\gcutils.jl:87 [inlined]
         [4] macro expansion at C:\Users\user\.julia\packages\CUDAdrv\LC5XS\src\execution.jl:88 [inlined]
        """,
        "A topology-optimisation code's matrix-free operator kernel fails to launch: the kernel asks "
        "for more registers or threads per block than the GPU provides (making the kernel body a no-op "
        "removes the error). A launch configuration that fails identically on every run: the user's "
        "kernel, not the GPU.",
    ),
    real(
        GH + "MariusVanDerWijden/gpusnarks/issues/8",
        "MariusVanDerWijden/gpusnarks",
        "cuda_error",
        "framework_bug",
        USER,
        "CUDA error: too many resources requested for launch",
        r"""
        ~/src/gpusnarks/build/test$ ./fft_test
        Field size: 32, Field count: 262144
        A address: 0x7f2ae4d54010 Last element: 0
        CUDA Devices: 1, Field size: 32, Field count: 262144
        threads 65536, blocks 65, threads 1024
        CUDA error: too many resources requested for launch
        """,
        "The project's FFT test on an RTX 2080 launches 1024-thread blocks that the kernel's register "
        "use cannot fit. No reply in the thread; from the log, a launch-resource failure in the "
        "project's own kernel configuration that repeats on every run.",
    ),
    real(
        GH + "einsnull/ndt_gpu/issues/5",
        "einsnull/ndt_gpu",
        "cuda_error",
        "framework_bug",
        USER,
        "Error: too many resources requested for launch NormalDistributionsTransform.cu 780",
        r"""
         Error: too many resources requested for launch NormalDistributionsTransform.cu 780
        """,
        "The GPU NDT point-cloud registration fails to launch a kernel on a Jetson Orin NX (fewer "
        "registers per SM than the desktop GPUs it was written for). No reply in the thread; from the "
        "log, a kernel launch configuration the device cannot run, deterministic on that hardware.",
    ),
    real(
        GH + "nvidia-cosmos/cosmos-transfer2.5/issues/26",
        "nvidia-cosmos/cosmos-transfer2.5",
        "cuda_error",
        "framework_bug",
        USER,
        "Process group watchdog thread terminated with exception: CUDA error: an illegal memory access was encountered",
        r"""
        [rank0]:[E1021 07:54:31.686601618 ProcessGroupNCCL.cpp:1899] [PG ID 0 PG GUID 0(default_pg) Rank 0] Process group watchdog thread terminated with exception: CUDA error: an illegal memory access was encountered
        """,
        "Multi-GPU inference of the world model on Blackwell GPUs crashes with an illegal memory "
        "access (the reporter's prose before the log line is trimmed). The maintainers answered that "
        "Blackwell support was still being worked on and later announced it. Unsupported GPU "
        "architecture in the framework: it fails the same way until the code is updated.",
        culprit={"nodes": [], "ranks": [0]},
    ),
    real(
        GH + "YoshitakaMo/localcolabfold/issues/239",
        "YoshitakaMo/localcolabfold",
        "cuda_error",
        "user_code",
        USER,
        "Failed to enqueue async memset operation: CUDA_ERROR_ILLEGAL_ADDRESS: an illegal memory access was encountered",
        r"""
        2024-06-01 13:39:23,688 Running colabfold 1.5.5 (1648d2335943f9a483b6a803ebaea3e76162c788)
        2024-06-01 13:39:23,887 Running on GPU
        2024-06-01 13:39:24,307 Found 5 citations for tools or databases
        2024-06-01 13:39:24,307 Query 1/1: Hexamer (length 5856)
        2024-06-01 13:39:25,934 Setting max_seq=508, max_extra_seq=828
        2024-06-01 13:59:21,926 Could not predict Hexamer. Not Enough GPU memory? INTERNAL: Failed to enqueue async memset operation: CUDA_ERROR_ILLEGAL_ADDRESS: an illegal memory access was encountered
        2024-06-01 13:59:21,926 Done
        """,
        "ColabFold predicting a 5856-residue hexamer on one Quadro RTX 8000. The thread has no answer; "
        "from the log, the program itself attributes the illegal address to the input exceeding GPU "
        "memory ('Not Enough GPU memory?'). The same input on the same GPU fails again: the user has "
        "to shrink the job or use a bigger GPU.",
    ),
    real(
        GH + "NVlabs/instant-ngp/issues/641",
        "NVlabs/instant-ngp",
        "cuda_error",
        "user_code",
        USER,
        "cudaMemsetAsync(numsteps_counter.data(), 0, sizeof(uint32_t), stream) failed with error an illegal memory access was encountered",
        r"""
        ERROR    Uncaught exception: E:\InstantNGP\instant-ngp\src\testbed_nerf.cu:2695 cudaMemsetAsync(numsteps_counter.data(), 0, sizeof(uint32_t), stream) failed with error an illegal memory access was encountered
        Could not free memory: E:\InstantNGP\instant-ngp\dependencies\tiny-cuda-nn\include\tiny-cuda-nn/gpu_memory.h:454 cudaDeviceSynchronize() failed with error an illegal memory access was encountered
        """,
        "Loading a NeRF snapshot saved with an earlier instant-ngp version crashes the testbed at once "
        "with an illegal memory access; snapshots from the current version load. An input (checkpoint) "
        "incompatible with the code version: it fails identically until the snapshot is regenerated.",
    ),
    real(
        GH + "NVlabs/instant-ngp/issues/133",
        "NVlabs/instant-ngp",
        "cuda_error",
        "user_code",
        USER,
        "cudaFree(rawptr) failed with error an illegal memory access was encountered",
        r"""
        $ ./build/testbed --scene <path>/transforms.json
        13:50:18 INFO     Loading NeRF dataset from
        13:50:18 INFO       <path>/transforms.json
        13:50:18 SUCCESS  Loaded 70 images of size 640x480 after 0s
        13:50:18 INFO       cam_aabb=[min=[0.5,0.501615,0.5], max=[0.5,0.501615,0.5]]
        13:50:18 INFO     Loading network config from: configs/nerf/base.json
        13:50:18 INFO     GridEncoding:  Nmin=16 b=2.02126 F=2 T=2^19 L=16
        13:50:18 INFO     Density model: 3--[HashGrid]-->32--[FullyFusedMLP(neurons=64,layers=3)]-->1
        13:50:18 INFO     Color model:   3--[SphericalHarmonics]-->16+16--[FullyFusedMLP(neurons=64,layers=4)]-->3
        13:50:18 INFO       total_encoding_params=14286560 total_network_params=10240
        Could not free memory: /home/rice/Developer/instant-ngp/dependencies/tiny-cuda-nn/include/tiny-cuda-nn/gpu_memory.h:125 cudaFree(rawptr) failed with error an illegal memory access was encountered
        Could not free memory: /home/rice/Developer/instant-ngp/dependencies/tiny-cuda-nn/include/tiny-cuda-nn/gpu_memory.h:125 cudaFree(rawptr) failed with error an illegal memory access was encountered
        """,
        "NeRF training on a custom dataset crashes every time while the bundled examples train fine; "
        "the log shows a degenerate camera bounding box (min equal to max). The label rests on the log "
        "and the report: the failure follows the user's data (its camera transforms), so it repeats "
        "until the dataset is fixed.",
    ),
    # --- Bare CUDA errors with nothing that settles the owner --------------------------------------
    real(
        GH + "nunchux-ai/ComfyUI-nunchaku/issues/773",
        "nunchux-ai/ComfyUI-nunchaku",
        "cuda_error",
        "unknown",
        HUMAN,
        "torch.AcceleratorError: CUDA error: an illegal memory access was encountered",
        r"""
        torch.AcceleratorError: CUDA error: an illegal memory access was encountered
        Search for `cudaErrorIllegalAddress' in https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html for more information.
        CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
        For debugging consider passing CUDA_LAUNCH_BLOCKING=1
        Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

        Prompt executed in 48.03 seconds
        """,
        "Image generation with the Nunchaku quantised model and a LoRA on an RTX 3050 laptop GPU fails "
        "with an illegal memory access; another user sees it in two releases and the thread asks about "
        "driver versions without a conclusion. A bare illegal memory access with no hardware "
        "signature: a human has to look.",
        ambiguous=True,
    ),
    real(
        GH + "aigc-apps/EasyAnimate/issues/80",
        "aigc-apps/EasyAnimate",
        "cuda_error",
        "unknown",
        HUMAN,
        "RuntimeError: CUDA error: an illegal memory access was encountered",
        r"""
        RuntimeError: CUDA error: an illegal memory access was encountered
        CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
        For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
        Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.
        """,
        "Video generation in the web UI on a 2080 Ti fails with an illegal memory access; the reporter "
        "suspects bf16 (unsupported on that card, selectable only in the ComfyUI path) and the "
        "maintainer guesses GPU memory. Nothing settled. A bare illegal memory access with no hardware "
        "signature: ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "Soul-AILab/SoulX-FlashHead/issues/14",
        "Soul-AILab/SoulX-FlashHead",
        "cuda_error",
        "unknown",
        HUMAN,
        "CUDA error: an illegal memory access was encountered",
        r"""
        world_size=2
        rank=0 device=cuda:0
        rank=1 device=cuda:1
        ulysses_degree: 2, ring_degree: 1

        CUDA error: an illegal memory access was encountered
        """,
        "torchrun multi-GPU (Ulysses sequence-parallel) video inference on a Vast.ai instance with two "
        "RTX 5090s initialises both ranks and crashes after several minutes with an illegal memory "
        "access, on every attempt. No maintainer answer. New GPU architecture, rented machine, no Xid "
        "or rank named in the failing lines: a human has to decide between the code and the host.",
        ambiguous=True,
    ),
    real(
        GH + "zhoubolei/TRN-pytorch/issues/88",
        "zhoubolei/TRN-pytorch",
        "cuda_error",
        "unknown",
        HUMAN,
        "RuntimeError: CUDA error: misaligned address",
        r"""
        Traceback (most recent call last):
        File "/xxx/xxx/xxx/anaconda3/envs/ASL3/lib/python3.6/site-packages/torch/nn/modules/module.py", line 532, in __call__
            result = self.forward(*input, **kwargs)
          File "/xxx/xxx/xxx/anaconda3/envs/ASL3/lib/python3.6/site-packages/torch/nn/modules/container.py", line 100, in forward
            input = module(input)
          File "/xxx/xxx/xxx/anaconda3/envs/ASL3/lib/python3.6/site-packages/torch/nn/modules/module.py", line 532, in __call__
            result = self.forward(*input, **kwargs)
          File "/xxx/xxx/xxx/anaconda3/envs/ASL3/lib/python3.6/site-packages/torch/nn/modules/linear.py", line 87, in forward
            return F.linear(input, self.weight, self.bias)
          File "/xxx/xxx/xxx/anaconda3/envs/ASL3/lib/python3.6/site-packages/torch/nn/functional.py", line 1370, in linear
            ret = torch.addmm(bias, input, weight.t())
        RuntimeError: CUDA error: misaligned address

        terminate called after throwing an instance of 'c10::Error'
        """,
        "Training a temporal relation network fails with a misaligned address after dozens of epochs "
        "(40, 80 or 100), sometimes not at all; resuming from a checkpoint may or may not hit it again. "
        "No conclusion in the thread. A random CUDA fault with no hardware signature and no repeat at "
        "a fixed step: a human has to look.",
        ambiguous=True,
    ),
    real(
        GH + "n3011/Inception_v3_GoogLeNet/issues/2",
        "n3011/Inception_v3_GoogLeNet",
        "cuda_error",
        "unknown",
        HUMAN,
        "Check failed: error == cudaSuccess (74 vs. 0)  misaligned address",
        r"""
        F0925 14:07:56.489186 14091 math_functions.cu:79] Check failed: error == cudaSuccess (74 vs. 0)  misaligned address
        *** Check failure stack trace: ***
            @     0x7f93c3722daa  (unknown)
            @     0x7f93c3722ce4  (unknown)
            @     0x7f93c37226e6  (unknown)
            @     0x7f93c3725687  (unknown)
            @     0x7f93c3ec36c8  caffe::caffe_gpu_memcpy()
            @     0x7f93c3e7e58e  caffe::SyncedMemory::to_gpu()
            @     0x7f93c3e7da39  caffe::SyncedMemory::gpu_data()
            @     0x7f93c3d2e522  caffe::Blob<>::gpu_data()
            @     0x7f93c3effe3e  caffe::BiasLayer<>::Backward_gpu()
            @     0x7f93c3f00917  caffe::ScaleLayer<>::Backward_gpu()
            @     0x7f93c3eaa097  caffe::Net<>::BackwardFromTo()
            @     0x7f93c3eaa201  caffe::Net<>::Backward()
            @     0x7f93c3e9df92  caffe::Solver<>::Step()
            @     0x7f93c3e9e849  caffe::Solver<>::Solve()
            @           0x40843e  train()
            @           0x405c8c  main
            @     0x7f93c227ff45  (unknown)
            @           0x40645d  (unknown)
            @              (nil)  (unknown)
        """,
        "Caffe training of this Inception-v3 definition aborts with a misaligned address in the "
        "backward pass, while other networks train fine on the same setup. The author blames GPU "
        "memory (reduce the batch); the reporter disagrees and the thread ends. Nothing settles the "
        "owner: ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "huanngzh/ComfyUI-MVAdapter/issues/52",
        "huanngzh/ComfyUI-MVAdapter",
        "cuda_error",
        "unknown",
        HUMAN,
        "CUDA error: misaligned address",
        r"""
        CUDA error: misaligned address
        Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.
        """,
        "Multi-view generation in ComfyUI fails with a misaligned address; the thread has no answer. A "
        "bare CUDA fault with no hardware signature and no context: a human has to look.",
        ambiguous=True,
    ),
    real(
        GH + "index-tts/index-tts/issues/424",
        "index-tts/index-tts",
        "cuda_error",
        "unknown",
        HUMAN,
        "!!!! kernel execution error. (batch: 60, m: 64, n: 1025, k: 1025, error: 14)",
        r"""
        !!!! kernel execution error. (batch: 60, m: 64, n: 1025, k: 1025, error: 14)
        !!!! kernel execution error. (m: 1280, n: 3075, k: 1280, error: 13)
        !!!! kernel execution error. (m: 5120, n: 3075, k: 1280, error: 13)
        !!!! kernel execution error. (m: 1280, n: 3075, k: 5120, error: 13)
        !!!! kernel execution error. (m: 3840, n: 3075, k: 1280, error: 14)
        !!!! kernel execution error. (batch: 60, m: 1025, n: 1025, k: 64, error: 13)
        !!!! kernel execution error. (batch: 60, m: 64, n: 1025, k: 1025, error: 14)
        !!!! kernel execution error. (m: 1280, n: 3075, k: 1280, error: 13)
        !!!! kernel execution error. (m: 5120, n: 3075, k: 1280, error: 13)
        !!!! kernel execution error. (m: 1280, n: 3075, k: 5120, error: 13)
        !!!! kernel execution error. (m: 3840, n: 3075, k: 1280, error: 14)
        """,
        "TTS inference ends in 'CUDA error: an illegal instruction was encountered' after DeepSpeed's "
        "inference GEMM wrapper reports every cuBLAS call failing (status 13/14, execution failed / "
        "internal error). This thread has no answer; in a sibling thread a user made it go away by "
        "turning DeepSpeed off for the GPT stage. From this log alone, cuBLAS failures with no "
        "hardware signature: ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "ErlerPhilipp/Pix2Model/issues/201",
        "ErlerPhilipp/Pix2Model",
        "other",
        "unknown",
        HUMAN,
        "*** SIGSEGV (@0x78be8029be80) received by PID 11509 (TID 0x78bf5be00000) from PID 18446744071564803712; stack trace: ***",
        r"""
        ==============================================================================
        Exhaustive feature matching
        ==============================================================================
        *** Aborted at 1728399630 (unix time) try "date -d @1728399630" if you are using GNU date ***
        PC: @                0x0 (unknown)
        *** SIGSEGV (@0x78be8029be80) received by PID 11509 (TID 0x78bf5be00000) from PID 18446744071564803712; stack trace: ***
            @     0x78bf94d60046 (unknown)
            @     0x78bf92b58520 (unknown)
            @     0x5d9d31d4f64b colmap::(anonymous namespace)::EstimateUncalibratedTwoViewGeometry()
            @     0x5d9d31d50d37 colmap::EstimateTwoViewGeometry()
            @     0x5d9d31a984eb colmap::(anonymous namespace)::VerifierWorker::Run()
            @     0x5d9d31b39096 colmap::Thread::RunFunc()
            @     0x78bf92f22253 (unknown)
            @     0x78bf92baaac3 (unknown)
            @     0x78bf92c3ba04 clone
        """,
        "A photogrammetry job server: COLMAP feature matching dies with SIGSEGV, after which the GPUs "
        "show as unknown and the server needs a reboot; the maintainers note it has happened before "
        "without a clear pattern. The log itself is only a segfault in CPU-side geometry code, with no "
        "driver or Xid lines: whether the GPU/driver or the program is at fault is open.",
        ambiguous=True,
    ),
]
