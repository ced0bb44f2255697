# ruff: noqa
"""Real excerpts, batch ZZ18-GC: development-fold GPU failures printed in a program's OWN words
rather than as a standard CUDA error string: GPU physics (PhysX in Isaac Sim), NVIDIA Warp, ray
tracers and renderers (OptiX, Cycles bindings, Blender through infinigen), game engines and graphics
layers (D3D12 device removal in wgpu, Diligent Engine and a game port, Vulkan out-of-device-memory in
a Gothic engine), crypto miners (ethminer, lolMiner, Phoenix Miner through NiceHash, Claymore, a
Vulkan miner, a vanity-address GPU search), ONNX Runtime's BFC arena, TensorRT's tactic builder, the
NVIDIA container runtime (nvidia-container-cli on desktop and Jetson hosts), ROCm/HIP test runners,
Theano's old CUDA backend, and Windows TDR resets, including GPU out-of-memory messages of unusual
wording ("cannot allocate big buffer for DAG", "insufficient memory for DAG epoch", "Skipping tactic
0 due to insufficient memory", "PxgCudaDeviceMemoryAllocator fail to allocate memory", "Out of device
memory", "System is out of GPU and shared host memory"). Gathered from GitHub issue threads (issues
corpus) of repositories whose `fold_of(repo)` is "dev", taken as the searches returned them and not
picked for what crashcart can do; nobody ran crashcart on these cases before they were labelled.
Verbatim log lines as printed in each thread (trimmed to the relevant part; markdown quote markers and
bold markers removed); labelled from what each thread concluded, or from the log where it concluded
nothing (the notes say which). Host-side driver and container-runtime breakage follows the corpus
convention for it (`cuda_error`, needs_human, not ambiguous): no restart helps and the job owner
cannot fix the host."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    # --- GPU out of memory in the program's own words ---------------------------------------------
    real(
        GH + "NVIDIA/warp/issues/611",
        "NVIDIA/warp",
        "cuda_oom",
        "user_code",
        USER,
        "Warp CUDA error 2: out of memory",
        r"""
        Warp CUDA error 2: out of memory (in function alloc_device_async, /builds/omniverse/warp/warp/native/warp.cu:588)
        terminate called after throwing an instance of 'std::runtime_error'
          what():  Failed to allocate grid buffer on the device
        """,
        "A user allocates a very large sparse volume with Warp's wp.Volume.allocate_by_tiles and the "
        "device allocation fails; NanoVDB's C++ exception goes unhandled and aborts the process. The "
        "maintainers turned the unhandled exception into a catchable Python error (Warp 1.8.0); the "
        "allocation itself is simply larger than the GPU can hold, so the same request fails again "
        "on every run.",
    ),
    real(
        GH + "ethereum/go-ethereum/issues/15317",
        "ethereum/go-ethereum",
        "cuda_oom",
        "user_code",
        USER,
        "CUDA error - cannot allocate big buffer for DAG.",
        r"""
        CUDA error - cannot allocate big buffer for DAG.
        GPU 0 failed
        GPU 0, CUDA error 11- cannot write bufer for dag
        GPU 0 failed
        WATCHDOG: GPU error, you need to restart miner : (
        """,
        "A GPU miner (Claymore-style wording) on a 4 GB GTX 670 fails at start-up: the Ethash DAG "
        "buffer (over 2 GB then) cannot be allocated and the watchdog asks for a miner restart. A "
        "maintainer points to the page-file/virtual-memory size that must accommodate the DAG (and "
        "notes go-ethereum has no GPU miner). A memory configuration problem of this host: restarting "
        "the miner as the watchdog says reproduces it.",
    ),
    real(
        GH + "ethereum-mining/ethminer/issues/1891",
        "ethereum-mining/ethminer",
        "cuda_oom",
        "user_code",
        USER,
        "Unexpected error CUDA error in func initEpoch_internal at line 123 out of memory",
        r"""
        Generating DAG _ Light : 3.14 Gb.
        Unexpected error CUDA error in func initEpoch_internal at line 123 out of memory on CUDA device 03:00.0
        """,
        "ethminer on a hackintosh with a 4 GB GTX 1050 Ti mining ETC: generating the DAG and light "
        "cache fails out of memory. The maintainer: the card is also the Mac's display GPU, so the "
        "DAG + light cache + the desktop's own use exceed 4 GB. Not enough free GPU memory for this "
        "epoch on this card; it recurs on every start.",
    ),
    real(
        GH + "ethereum-mining/ethminer/issues/1817",
        "ethereum-mining/ethminer",
        "cuda_oom",
        "user_code",
        USER,
        "cuda-0   Error CUDA mining: CUDA error in func init at line 126 out of memory",
        r"""
        cuda-0   Error CUDA mining: CUDA error in func init at line 126 out of memory
        """,
        "ethminer 0.17 on a GTX 1060 3GB fails in the CUDA miner's init. The maintainer: an Ethereum "
        "DAG no longer fits a 3 GB card, so ethminer cannot mine ETH on it any more (other miners "
        "squeeze the DAG differently). GPU memory too small for the workload: recurs on every run.",
    ),
    real(
        GH + "ethereum-mining/ethminer/issues/2000",
        "ethereum-mining/ethminer",
        "cuda_oom",
        "user_code",
        USER,
        "Unexpected error CUDA error in func dev::eth::CUDAMiner::initEpoch_internal at line 123 out of memory",
        r"""
         i 16:40:28 <unknown> Spinning up miners...
        cu 16:40:28 cuda-0   Using Pci Id : 01:00.0 GeForce GTX 1650 (Compute 7.5) Memory : 4.00 GB
         i 16:40:28 <unknown> Authorized worker 0xABCDEF...XYZ
         i 16:40:28 <unknown> Epoch : 344 Difficulty : 4.00 Gh
         i 16:40:28 <unknown> Job: 38e37d3b... eu1.ethermine.org [172.65.207.106:5555]
         i 16:40:30 <unknown> Job: f59c96b3... eu1.ethermine.org [172.65.207.106:5555]
        cu 16:40:30 cuda-0   Generating DAG + Light : 3.75 GB
        cu 16:40:30 cuda-0   Unexpected error CUDA error in func dev::eth::CUDAMiner::initEpoch_internal at line 123 out of memory on CUDA device 01:00.0
        cu 16:40:30 cuda-0   Mining suspended ...
        """,
        "ethminer on a 4 GB GTX 1650 runs out of memory generating a 3.75 GB DAG + light cache. The "
        "reporter never answered; later commenters with other rigs blamed a fifth GPU (one instance "
        "per card worked) or a PCIe riser cable. The thread concluded nothing for this log, so the "
        "label rests on it: 3.75 GB requested on a 4.00 GB card, an OOM that repeats on every start.",
    ),
    real(
        GH + "Lolliedieb/lolMiner-releases/issues/132",
        "Lolliedieb/lolMiner-releases",
        "cuda_oom",
        "user_code",
        USER,
        "GPU 0: insufficient memory for DAG epoch 387.",
        r"""
        GPU 0: insufficient memory for DAG epoch 387.
        GPU 0: will be in Zombie mode with reduced hashrate.
        GPU 0: Allocation of DAG failed with error: Memory object allocation failure
        GPU 0: will be stopped.
        """,
        "lolMiner on a 4 GB GeForce 1050 Ti: the epoch-387 DAG does not fit, the zombie mode the miner "
        "falls back to is not supported on Nvidia (the maintainers' answer), and the card is stopped. "
        "The same on 4 GB GTX 1650/970 cards in the thread. GPU memory too small: recurs every start.",
    ),
    real(
        GH + "nicehash/NiceHashMiner/issues/1857",
        "nicehash/NiceHashMiner",
        "cuda_oom",
        "user_code",
        USER,
        "CUDA error in CudaProgram.cu:373 : out of memory (2)",
        r"""
        Eth: New job #79ff35a2 from daggerhashimoto.br.nicehash.com:3353; diff: 8590MH
        GPU1: Starting up... (0)
        GPU1: Generating ethash light cache for epoch #296
        Eth: New job #b158f306 from daggerhashimoto.br.nicehash.com:3353; diff: 8590MH
        Eth: New job #7f4f2f7d from daggerhashimoto.br.nicehash.com:3353; diff: 8590MH
        Light cache generated in 2.6 s (20.7 MB/s)
        GPU1: Allocating DAG (3.33) GB; good for epoch up to #298
        CUDA error in CudaProgram.cu:373 : out of memory (2)
        GPU1: CUDA memory: 4.00 GB total, 3.30 GB free
        GPU1 initMiner error: out of memory
        """,
        "Phoenix Miner under NiceHash on a 4 GB GTX 1050 Ti on Windows: the miner wants 3.33 GB for "
        "the DAG and the card has 3.30 GB free. No answer in the thread; the log shows the numbers: a "
        "DAG larger than the free GPU memory, which repeats on every start.",
    ),
    real(
        GH + "enerc/VulkanXMRMiner/issues/4",
        "enerc/VulkanXMRMiner",
        "cuda_oom",
        "user_code",
        USER,
        "Failure in vkAllocateMemory at 191",
        r"""
        Failure in vkAllocateMemory at 191 /home/cr-2/Miners/VulkanXMRMiner/src/mvulkan.cpp  ErrCode=-2
        """,
        "A Vulkan CryptoNight miner fails on one rig of Radeon Vega Frontier cards. The maintainer: "
        "error -2 is VK_ERROR_OUT_OF_DEVICE_MEMORY, reduce the number of threads. A GPU memory request "
        "the configuration makes too large: the same config fails again.",
    ),
    real(
        GH + "isaac-sim/OmniIsaacGymEnvs/issues/11",
        "isaac-sim/OmniIsaacGymEnvs",
        "cuda_oom",
        "user_code",
        USER,
        "PxgCudaDeviceMemoryAllocator fail to allocate memory 71303168 bytes!! Result = 2",
        r"""
        PxgCudaDeviceMemoryAllocator fail to allocate memory 71303168 bytes!! Result = 2
        PxgCudaDeviceMemoryAllocator fail to allocate memory 71303168 bytes!! Result = 2
        PxgCudaDeviceMemoryAllocator fail to allocate memory 71303168 bytes!! Result = 2
        PxgCudaDeviceMemoryAllocator fail to allocate memory 71303168 bytes!! Result = 2
        PxgCudaDeviceMemoryAllocator fail to allocate memory 71303168 bytes!! Result = 2
        """,
        "An Isaac Sim RL task ends with `Exception: Failed to create simulation view backend` and a "
        "segfault; the GPU PhysX allocator had failed before it (result 2 = out of memory). The "
        "maintainer: the GPU ran out of memory, reduce the number of environments. A configuration "
        "that does not fit the GPU: recurs until num_envs is lowered.",
    ),
    real(
        GH + "microsoft/onnxruntime/issues/16307",
        "microsoft/onnxruntime",
        "cuda_oom",
        "user_code",
        USER,
        "Failed to allocate memory for requested buffer of size 939524096",
        r"""
        Non-zero status code returned while running ReduceSum node. onnxruntime::BFCArena::AllocateRawInternal Failed to allocate memory for requested buffer of size 939524096
        """,
        "ONNX Runtime's CUDA arena cannot grow when GPU memory runs out (the reporter says so). The "
        "maintainer: it cannot be caught well; avoid the OOM with arena_extend_strategy=1, "
        "cudnn_conv_use_max_workspace=0, or by limiting the input shapes. An input too large for the "
        "GPU: recurs with the same inputs.",
    ),
    real(
        GH + "microsoft/onnxruntime/issues/9939",
        "microsoft/onnxruntime",
        "cuda_oom",
        "user_code",
        USER,
        "Failed to allocate memory for requested buffer of size 8388608000",
        r"""
        [ONNXRuntimeError] : 6 : RUNTIME_EXCEPTION : Non-zero status code returned while running FusedMatMul node. Name:'MatMul_92_FusedMatMulAndScale' Status Message: /onnxruntime_src/onnxruntime/core/framework/bfc_arena.cc:331 void* onnxruntime::BFCArena::AllocateRawInternal(size_t, bool) Failed to allocate memory for requested buffer of size 8388608000
        """,
        "A transformer exported from PyTorch runs on CPU but fails on a Colab V100 16 GB with "
        "onnxruntime-gpu: one MatMul asks the CUDA arena for an 8.4 GB buffer. The thread was closed "
        "without a diagnosis in view; the label rests on the log: a GPU allocation that does not fit, "
        "the same on every run with this input.",
    ),
    real(
        GH + "cumulo-autumn/StreamDiffusion/issues/161",
        "cumulo-autumn/StreamDiffusion",
        "cuda_oom",
        "user_code",
        USER,
        "UNSUPPORTED_STATESkipping tactic 0 due to insufficient memory",
        r"""
        [W] UNSUPPORTED_STATESkipping tactic 0 due to insufficient memory on requested size of 11580055552 detected for tactic 0x0000000000000000.Try decreasing the workspace size with IBuilderConfig::setMemoryPoolLimit().
        """,
        "Building a StreamDiffusion TensorRT engine for 832x512 images at batch size 4 on a 16 GB "
        "RTX 4080: TensorRT cannot find 11.6 GB for the tactic while VRAM use climbs to ~14.9 GB. The "
        "reporter: batch 3 builds fine at ~12 GB. The engine configuration exceeds the GPU's memory.",
    ),
    real(
        GH + "lzqsd/VirtualObjectInsertion/issues/1",
        "lzqsd/VirtualObjectInsertion",
        "cuda_oom",
        "user_code",
        USER,
        "what():  Memory allocation failed (Details:",
        r"""
        I have no name!@c398a3ecda9c:/virtualobjectinsertion$ ../OptixRenderer-master/build/bin/optixRenderer -f scene.xml -o scene.rgbe -m 0 --gpuIds 5 7
        Input file name: /virtualobjectinsertion/scene.xml
        Output file name: /virtualobjectinsertion/scene.rgbe
        Material num: 2
        Shape num: 2
        Vertex num: 4802
        Environmental map:/virtualobjectinsertion/demo3/env.hdr
        Environmental scale: 1
        No point light source.
        terminate called after throwing an instance of 'optix::Exception'
          what():  Memory allocation failed (Details: Function "RTresult _rtBufferCreate(RTcontext, unsigned int, RTbuffer_api**)" caught exception: Encountered a CUDA error: cudaDriver().CuDevicePrimaryCtxRetain( &context, dev.get() ) returned (2): Out of memory
        ================================================================================
        Backtrace:
                (0) () +0x711f17
                (1) () +0x7102cb
        """,
        "The project's OptiX renderer run in a container on GPUs 5 and 7 of a shared machine aborts: "
        "even the CUDA context cannot be created, out of memory. No answer in the thread; the label "
        "rests on the log: the chosen GPUs have no free memory (a context needs little), which "
        "repeats while they stay occupied.",
    ),
    real(
        GH + "princeton-vl/infinigen/issues/68",
        "princeton-vl/infinigen",
        "cuda_oom",
        "user_code",
        USER,
        "Error: System is out of GPU and shared host memory",
        r"""
        $BLENDER -noaudio --background --python generate.py -- --seed 0 --task render -g cave simple --input_folder outputs/cave/fine --output_folder outputs/cave/frames
        Error: System is out of GPU and shared host memory
        """,
        "Rendering an infinigen cave scene with Blender Cycles on an 8 GB RTX 3070 laptop GPU: Cycles "
        "reports the scene does not fit GPU memory nor the shared host memory it may spill to. Closed "
        "without an answer in view; the label rests on the log: the scene is too large for this GPU "
        "and recurs on every render.",
    ),
    real(
        GH + "Try/OpenGothic/issues/53",
        "Try/OpenGothic",
        "cuda_oom",
        "framework_bug",
        USER,
        "---crashlog(std::system_error(Out of device memory))---",
        r"""
        ---crashlog(std::system_error(Out of device memory))---
        GPU: GeForce GTX 750
        [no call frames available]
        """,
        "OpenGothic crashes before the main menu on a 1 GB GTX 750 since version 1.0.406. The "
        "maintainer traced it to the engine enabling VK_KHR_DEDICATED_ALLOCATION in that release; a "
        "build without it works. A regression in the program: every run of that build fails the same "
        "way until it is fixed or an older/newer build is used.",
    ),
    # --- the wrong GPU or a platform the GPU API does not support ---------------------------------
    real(
        GH + "JeanLucPons/VanitySearch/issues/59",
        "JeanLucPons/VanitySearch",
        "cuda_error",
        "user_code",
        USER,
        "GPUEngine: invalid device ordinal",
        r"""
        GPUEngine: invalid device ordinal
        """,
        "VanitySearch (GPU Bitcoin vanity-address search) with CUDA 11 on an RTX 2070. The reporter "
        "then found the mistake: a wrong -gpuId on the command line; with the right id everything "
        "works. A configuration error that repeats until the GPU id is fixed.",
    ),
    real(
        GH + "gfx-rs/wgpu/issues/3604",
        "gfx-rs/wgpu",
        "cuda_error",
        "framework_bug",
        USER,
        "ID3D12Device::RemoveDevice: Device removal has been triggered",
        r"""
        Using Intel(R) HD Graphics 4600 (Dx12)
        [2023-03-19T15:27:10Z ERROR wgpu_hal::auxil::dxgi::exception] ID3D12Device::RemoveDevice: Device removal has been triggered for the following reason (DXGI_ERROR_DEVICE_HUNG: The Device took an unreasonable amount of time to execute its commands, or the hardware crashed/hung. As a result, the TDR (Timeout Detection and Recovery) mechanism has been triggered. The current Device Context was executing commands when the hang occurred. The application may want to respawn and fallback to less aggressive use of the display hardware). [ EXECUTION ERROR #232: DEVICE_REMOVAL_PROCESS_AT_FAULT]
        """,
        "The wgpu examples pick the integrated Intel HD 4600 under DirectX 12 on a dual-GPU Windows "
        "laptop and the device is removed at once. Labelled external driver-bug; the answer cites "
        "Intel's advisory that DirectX 12 applications no longer work on 4th-generation Intel "
        "processors. Not a hang of this GPU that a restart clears: it recurs until another backend "
        "or the discrete GPU is chosen.",
    ),
    real(
        GH + "ALaggyDev/CoordsFinder/issues/14",
        "ALaggyDev/CoordsFinder",
        "cuda_error",
        "user_code",
        USER,
        "Display driver nvlddmkm stopped responding and has recovered.",
        r"""
        Display driver nvlddmkm stopped responding and has recovered.
        DEVICE LOST: Unknown: Device is lost
        """,
        "A wgpu (Vulkan) compute search on a GTX 1660 under Windows: with a larger tile size each "
        "dispatch does much more work, Windows' TDR resets the NVIDIA display driver and wgpu reports "
        "the device lost. The reporter: the same configuration completes after raising TdrDelay, and "
        "the default tile size works. A workload/OS-timeout configuration that recurs, not a fault "
        "of the GPU.",
    ),
    # --- host driver and container runtime ---------------------------------------------------------
    real(
        GH + "NVIDIA/nvidia-docker/issues/1137",
        "NVIDIA/nvidia-docker",
        "cuda_error",
        "unknown",
        HUMAN,
        "nvidia-container-cli: initialization error: driver error: failed to process request",
        r"""
        docker: Error response from daemon: OCI runtime create failed: container_linux.go:346: starting container process caused "process_linux.go:449: container init caused \"process_linux.go:432: running prestart hook 0 caused \\\"error running hook: exit status 1, stdout: , stderr: nvidia-container-cli: initialization error: driver error: failed to process request\\\\n\\\"\"": unknown.
        ERRO[0001] error waiting for container: context canceled
        """,
        "`docker run --gpus all nvidia/cuda:9.0-base nvidia-smi` fails in the NVIDIA prestart hook "
        "although CUDA works on the host. The issue's author got it working by upgrading the host "
        "driver to 430.50; the commenter whose log this is still had it on 440.64. A host driver / "
        "container-runtime problem: no restart helps and the job owner cannot fix it, an admin "
        "must (the corpus convention for such cases).",
    ),
    real(
        GH + "NVIDIA/nvidia-docker/issues/1246",
        "NVIDIA/nvidia-docker",
        "cuda_error",
        "unknown",
        HUMAN,
        "failed to change root directory: No such file or directory",
        r"""
        Error response from daemon: OCI runtime create failed: container_linux.go:346: starting container process caused "process_linux.go:449: container init caused \"process_linux.go:432: running prestart hook 1 caused \\\"error running hook: exit status 1, stdout: , stderr: nvidia-container-cli: initialization error: driver error: failed to process request\\\\n\\\"\"": unknown.
        I0409 09:28:27.686375 29760 nvc.c:281] initializing library context (version=1.0.7, build=b71f87c04b8eca8a16bf60995506c35c937347d9)
        I0409 09:28:27.686423 29760 nvc.c:255] using root /run/nvidia/driver
        I0409 09:28:27.686430 29760 nvc.c:256] using ldcache /etc/ld.so.cache
        I0409 09:28:27.686436 29760 nvc.c:257] using unprivileged user 65534:65534
        E0409 09:28:27.690053 29764 nvc.c:180] failed to change root directory: No such file or directory
        W0409 09:28:27.690096 29764 nvc.c:181] skipping kernel modules load due to failure
        """,
        "Following the driver-container guide, the host's nvidia-container-runtime config was switched "
        "to root=/run/nvidia/driver, but no driver container provides that root, so every GPU "
        "container fails in the prestart hook. No conclusion in view; the label rests on the log and "
        "the corpus convention: a host runtime misconfiguration an admin must fix.",
    ),
    real(
        GH + "OE4T/meta-tegra/pull/1456",
        "OE4T/meta-tegra",
        "cuda_error",
        "framework_bug",
        HUMAN,
        "could not start driver service: load library failed: libcuda.so.1",
        r"""
        root@jetson-agx-xavier-devkit:~# nvidia-container-cli -d log info
        nvidia-container-cli: initialization error: driver error: failed to process request

        root@jetson-agx-xavier-devkit:~# cat log

        -- WARNING, the following logs are for debugging purposes only --

        I0116 15:56:51.761083 1362 nvc.c:281] initializing library context (version=0.11.0+jetpack, build=1b60893021cd00c87f201d11eb207215afa3ab11)
        I0116 15:56:51.761474 1362 nvc.c:255] using root /
        I0116 15:56:51.761547 1362 nvc.c:256] using ldcache /etc/ld.so.cache
        I0116 15:56:51.761618 1362 nvc.c:257] using unprivileged user 65534:65534
        I0116 15:56:51.762404 1363 driver.c:134] starting driver service
        E0116 15:56:51.763612 1363 driver.c:196] could not start driver service: load library failed: libcuda.so.1: cannot open shared object file: no such file or directory
        I0116 15:56:51.764073 1362 driver.c:231] driver service terminated successfully
        """,
        "On a Yocto-built Jetson AGX Xavier image the NVIDIA container CLI cannot load libcuda.so.1, "
        "so no GPU container can start. The merged fix: libnvidia-container's recipe now depends at "
        "run time on tegra-libraries-cuda. A packaging bug of the host image: an admin must rebuild "
        "or fix the image; restarting the job changes nothing.",
    ),
    # --- left open: GPU faults with no cause in the log --------------------------------------------
    real(
        GH + "Lolliedieb/lolMiner-releases/issues/302",
        "Lolliedieb/lolMiner-releases",
        "cuda_error",
        "unknown",
        HUMAN,
        "GPU 0: Error during mining: Out of resources",
        r"""
        GPU 0: Error during mining: Out of resources
        GPU 0: will be stopped.

        GPU 0: Allocation of DAG failed with error: Memory object allocation failure
        GPU 0: will be stopped.
        """,
        "Two GTX 1070 (8 GB) had been mining fine with lolMiner when one stopped with 'Out of "
        "resources'; since then the miner detects four GPUs instead of two and the DAG allocation "
        "fails. An 8 GB card has room for the DAG, and the changed device count points at the host "
        "(driver/OpenCL stack) rather than at the configuration; the thread has only a log file and "
        "no answer. Left to a human.",
        ambiguous=True,
    ),
    real(
        GH + "isaac-sim/OmniIsaacGymEnvs/issues/64",
        "isaac-sim/OmniIsaacGymEnvs",
        "cuda_error",
        "unknown",
        HUMAN,
        "PhysX error: SynchronizeStreams cuEventRecord failed with error 700",
        r"""
        2023-07-24 09:14:09 [250,761ms] [Error] [omni.physx.plugin] PhysX error: SynchronizeStreams cuEventRecord failed with error 700
        , FILE /buildAgent/work/16dcef52b68a730f/source/gpucommon/include/PxgCudaUtils.h, LINE 53
        2023-07-24 09:14:09 [250,761ms] [Error] [omni.physx.plugin] Cuda context manager error, simulation will be stopped and new cuda context manager will be created.
        2023-07-24 09:14:09 [250,761ms] [Error] [omni.physx.plugin] PhysX error: SynchronizeStreams cuStreamWaitEvent failed with error 700
        , FILE /buildAgent/work/16dcef52b68a730f/source/gpucommon/include/PxgCudaUtils.h, LINE 59
        2023-07-24 09:14:09 [250,761ms] [Error] [omni.physx.plugin] Cuda context manager error, simulation will be stopped and new cuda context manager will be created.
        2023-07-24 09:14:09 [250,761ms] [Error] [omni.physx.plugin] PhysX error: memcpy failed fail!
          700, FILE /buildAgent/work/16dcef52b68a730f/source/gpunarrowphase/src/PxgNarrowphaseCore.cpp, LINE 2077
        """,
        "Training a custom manipulation task with 4096 environments, GPU PhysX 'sometimes' fails with "
        "CUDA error 700 (illegal address) in its own stream sync and narrow-phase copies (the issue "
        "title: failed to allocate pinned memory). No answer in the thread: an intermittent illegal "
        "address without a hardware line, which could be buffer overflow at high env counts or the "
        "GPU. Left to a human.",
        ambiguous=True,
    ),
    real(
        GH + "microsoft/onnxruntime/issues/22702",
        "microsoft/onnxruntime",
        "cuda_oom",
        "unknown",
        HUMAN,
        "Failed to allocate memory for requested buffer of size 4585490524328388608",
        r"""
        onnxruntime.capi.onnxruntime_pybind11_state.RuntimeException: [ONNXRuntimeError] : 6 : RUNTIME_EXCEPTION : Non-zero status code returned while running Conv node. Name:'/patch_embed/stages/stages.0/blocks/blocks.0/mlp/fc1/Conv' Status Message:
        /onnxruntime_src/onnxruntime/core/framework/bfc_arena.cc:376 void* onnxruntime::BFCArena::AllocateRawInternal(size_t, bool, onnxruntime::Stream*, bool, onnxruntime::WaitNotificationFn) Failed to allocate memory for requested buffer of size 4585490524328388608
        """,
        "Two inference processes share a T4; 'often' one fails because a Conv node asks the CUDA "
        "arena for about 4.6 exabytes. No real input needs that: a corrupted size (a shape bug or "
        "memory corruption) rather than a plain OOM, and the thread went stale without a diagnosis. "
        "Left to a human.",
        ambiguous=True,
    ),
    real(
        GH + "zolaware/reblue/issues/23",
        "zolaware/reblue",
        "cuda_error",
        "unknown",
        HUMAN,
        "Fatal: Graphics Device Lost - The graphics device was lost",
        r"""
        [2026-08-28 14:00:42.330] [critical] [bd] [t19504] [dred] node 10: list '(unnamed)' queue 'reblue direct queue' 0/5 ops - not started
        [2026-08-28 14:00:42.330] [critical] [bd] [t19504] [dred] node 11: list 'Internal DXGI CommandList' queue 'reblue direct queue' 0/1 ops - not started
        [2026-08-28 14:00:42.330] [critical] [bd] [t19504] [dred] no page fault recorded (engine timeout)
        [2026-08-28 14:00:42.330] [critical] [bd] [t19504] [dred]   live: none
        [2026-08-28 14:00:42.330] [critical] [bd] [t19504] [dred]   freed: none
        [2026-08-28 14:00:42.330] [critical] [bd] [t19504] [dred] ==== end ====
        [2026-08-28 14:00:42.330] [error] [bd] [t19504] Fatal: Graphics Device Lost - The graphics device was lost, so reblue has to close.

        Reason: DXGI_ERROR_DEVICE_HUNG (0x887a0006)
        [2026-08-28 14:00:54.285] [warning] [bd] [t16552] [shutdown] requested (fatal)
        """,
        "A D3D12 game port closes with its own 'Graphics Device Lost' message; DRED records an engine "
        "timeout and no page fault. The thread holds no diagnosis in view: a GPU hang (TDR) could be "
        "the program's workload, the driver or the GPU. Left to a human.",
        ambiguous=True,
    ),
    real(
        GH + "DiligentGraphics/DiligentCore/issues/288",
        "DiligentGraphics/DiligentCore",
        "cuda_error",
        "unknown",
        HUMAN,
        "Device removal has been triggered for the following reason (DXGI_ERROR_DEVICE_HUNG:",
        r"""
        D3D12 ERROR: ID3D12Device::RemoveDevice:
        Device removal has been triggered for the following reason (DXGI_ERROR_DEVICE_HUNG:
        The Device took an unreasonable amount of time to execute its commands, or the hardware
        crashed/hung. As a result, the TDR (Timeout Detection and Recovery) mechanism has been
        triggered. The current Device Context was executing commands when the hang occurred.
        The application may want to respawn and fallback to less aggressive use of the display
        hardware). [ EXECUTION ERROR #232: DEVICE_REMOVAL_PROCESS_AT_FAULT]
        """,
        "A Diligent Engine program hits D3D12 device removal on one specific machine and runs fine on "
        "others. The reporter suspects the display driver but did not update it to confirm; the "
        "maintainer explains how device removal surfaces in the API. Machine-specific hang with no "
        "cause established. Left to a human.",
        ambiguous=True,
    ),
    real(
        GH + "jesterKing/CCSycles/issues/44",
        "jesterKing/CCSycles",
        "cuda_error",
        "unknown",
        HUMAN,
        "CUDA error: ILLEGAL_ADDRESS in cuCtxSynchronize()",
        r"""
        ILLEGAL_ADDRESS in cuMemAlloc(&device_pointer, size)
        CUDA error: ILLEGAL_ADDRESS in cuCtxSynchronize()
        """,
        "The C# Cycles bindings' tester renders with the first CUDA device on a GT 730 and fails with "
        "an illegal address, while the default device works and an older submodule revision worked. "
        "The maintainer guesses, from a similar Blender report, that the device ran out of memory; "
        "the reporter objects that it renders a single cube. No conclusion: an illegal address with "
        "no hardware line and conflicting readings. Left to a human.",
        ambiguous=True,
    ),
    real(
        GH + "Theano/Theano/issues/851",
        "Theano/Theano",
        "cuda_error",
        "unknown",
        HUMAN,
        "error freeing device pointer 0x210700 (unspecified launch failure)",
        r"""
        Executed 734 different shapes
        Executed 1101 different shapes
        4 355 ((16, 5, 64, 64), (8, 5, 8, 8), (1, 1), (1, 1), (1, 1))
        error freeing device pointer 0x210700 (unspecified launch failure)
        4 356 ((16, 1, 28, 28), (20, 1, 5, 5), (1, 1), (1, 1), (1, 1))
        Error allocating %li bytes of device memory (%s).
        4 357 ((20, 16, 32, 32), (1, 16, 28, 28), (1, 1), (1, 1), (1, 1))
        Error allocating %li bytes of device memory (%s).
        """,
        "Theano's test suite on CUDA 4.2 (Ubuntu 12.04): a convolution test ends in an unspecified "
        "launch failure, after which every device allocation fails (Theano's own message, with its "
        "format placeholders unfilled). The CUDA SDK samples work on the same machine. No diagnosis "
        "in view: a kernel fault could be Theano's kernel, a display-GPU watchdog or the GPU. Left "
        "to a human.",
        ambiguous=True,
    ),
    real(
        GH + "ROCm/TheRock/issues/3506",
        "ROCm/TheRock",
        "cuda_oom",
        "unknown",
        HUMAN,
        'C++ exception with description "std::bad_alloc: hipErrorOutOfMemory: out of memory"',
        r"""
        [ RUN      ] TransformVectorTests/10.TestTransformIfBinarySimple
        unknown file: Failure
        C++ exception with description "std::bad_alloc: hipErrorOutOfMemory: out of memory" thrown in the test body.
        """,
        "ROCm CI: rocthrust and libhipcxx tests fail with hipErrorOutOfMemory on new gfx90X runners, "
        "in tests that allocate tiny vectors. The issue's title suspects a node issue with the new "
        "runners; no conclusion in view. An OOM that small tests cannot cause, pointing at the "
        "runner rather than the code, but nothing names a fault. Left to a human.",
        ambiguous=True,
    ),
]
