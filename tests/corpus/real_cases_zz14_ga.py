# ruff: noqa
"""Real excerpts, batch ZZ14-GA: development-fold failures of GPU jobs at the boundary between the
job and the node's GPU, driver and driver-library stack: NVML and kernel-module version mismatches
after driver upgrades (nvidia-smi, NVML clients, the container hook refusing to start a container),
CUDA that will not initialise after a suspend or a driver change (CUDA unknown error, 803 driver
mismatch, 804 forward compatibility, insufficient driver), Xid lines in dmesg, kernels killed by the
display watchdog, and a bare launch failure. Gathered from GitHub issue threads of repositories new to
the corpus whose `fold_of(repo)` is "dev" (ML training and inference projects, a Slurm appliance,
containerised AI apps, RAPIDS, numba, HPC codes, personal admin notes). Many phrasings were searched
(Xid 13/31/43/45/48/61/62/63/64/74/79/94/119/154, uncorrectable ECC, row remapping and page
retirement, NVRM:, fabric manager, NVSwitch, dcgmi diag, GPU is lost, Unable to determine the device
handle, No devices were found, NVML mismatch, 802/803/804, launch timeouts, GPU resets); the hardware
signatures (Xid 79/48/94/95/119, uncorrectable ECC, fallen off the bus, NVLink, fabric manager) almost
only returned repositories already in the corpus or in the test fold, so this batch holds few
hardware cases. What the searches returned in new dev-fold repositories is taken as it came, not
picked for what crashcart can do, and nobody ran crashcart on these cases before they were labelled.
Verbatim log lines as printed in each thread (trimmed to the relevant part; markdown quote markers
removed); labelled from what each thread concluded, or from the log where it concluded nothing (the
notes say which)."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    # --- Xid lines in the kernel log ----------------------------------------------------------------
    real(
        GH + "enfiskutensykkel/ssd-gpu-dma/issues/29",
        "enfiskutensykkel/ssd-gpu-dma",
        "gpu_xid",
        "user_code",
        USER,
        "NVRM: Xid (PCI:0000:1b:00): 13, Graphics SM Warp Exception on (GPC 2, TPC 0, SM 0): Out Of Range Address",
        r"""
        [263169.171738] Adding controller device: 88:00.0
        [263169.172098] Character device /dev/libnvm0 created (504.0)
        [263169.172185] libnvm helper loaded
        [263209.858820] Mapping for address 7ff72da00000 not found
        [263255.876777] NVRM: Xid (PCI:0000:1b:00): 13, Graphics SM Warp Exception on (GPC 2, TPC 0, SM 0): Out Of Range Address
        [263255.876795] NVRM: Xid (PCI:0000:1b:00): 13, Graphics Exception: ESR 0x514730=0x201000e 0x514734=0x20 0x514728=0x4c1eb72 0x51472c=0x174
        [263255.877633] NVRM: Xid (PCI:0000:1b:00): 43, Ch 00000030
        """,
        "The project's GPU-initiated NVMe benchmark (nvm-cuda-bench) on a V100 stops with an illegal "
        "memory access; dmesg shows Xid 13 (out-of-range address) and Xid 43 on that GPU. The "
        "maintainer reads it as a compound setup issue: the line before shows the project's kernel "
        "module failed to pin and map GPU memory, likely built without the driver's nv-p2p.h. Xid 13/43 "
        "are application faults in NVIDIA's catalog and the cause is the user's build of the module: "
        "it fails the same way until rebuilt, no cordon.",
    ),
    # --- CUDA will not initialise on the machine ----------------------------------------------------
    real(
        GH + "Stability-AI/StableSwarmUI/issues/153",
        "Stability-AI/StableSwarmUI",
        "cuda_error",
        "unknown",
        HUMAN,
        "ComfyUI error: RuntimeError: CUDA unknown error - this may be due to an incorrectly set up environment",
        r"""
        ComfyUI error: Traceback (most recent call last):
        ComfyUI error:   File "/dlbackend/ComfyUI/main.py", line 72, in <module>
         ....
        ComfyUI error:     return torch.device(torch.cuda.current_device())
        ComfyUI error:                         ^^^^^^^^^^^^^^^^^^^^^^^^^^^
        ComfyUI error:   File "/dlbackend/ComfyUI/venv/lib/python3.11/site-packages/torch/cuda/__init__.py", line 769, in current_device
        ComfyUI error:     _lazy_init()
        ComfyUI error:   File "/dlbackend/ComfyUI/venv/lib/python3.11/site-packages/torch/cuda/__init__.py", line 298, in _lazy_init
        ComfyUI error:     torch._C._cuda_init()
        ComfyUI error: RuntimeError: CUDA unknown error - this may be due to an incorrectly set up environment, e.g. changing env variable CUDA_VISIBLE_DEVICES after program start. Setting the available devices to be zero.
        """,
        "The containerised StableSwarmUI starts its ComfyUI backend, which cannot initialise CUDA although "
        "nvidia-smi in the container sees the Quadro P620. The reporter found the cause: the laptop had "
        "gone to sleep, which left CUDA unusable, and a power cycle fixed it. Driver state on the "
        "machine, not the code: a person resets the node before GPU work runs there again.",
    ),
    real(
        GH + "SceneWorks/SceneWorks/pull/2003",
        "SceneWorks/SceneWorks",
        "cuda_error",
        "unknown",
        HUMAN,
        "DriverError(CUDA_ERROR_SYSTEM_DRIVER_MISMATCH",
        r"""
        candle krea_2_turbo load failed: backend op failed:
        DriverError(CUDA_ERROR_SYSTEM_DRIVER_MISMATCH, "system has unsupported display driver / cuda driver combination")
        """,
        "An image-generation job on a Bazzite desktop (RTX 3090 Ti, two days' uptime) fails loading its "
        "model: CUDA error 803. The maintainers' analysis in this fix: the loaded NVIDIA kernel module "
        "and libcuda were out of step (a new driver staged for the next boot on an atomic distro), a "
        "host problem with no code-side fix that a reboot clears, while nvidia-smi still looked healthy. "
        "Node driver state: a person reboots it.",
    ),
    real(
        GH + "eric612/MobileNet-YOLO/issues/266",
        "eric612/MobileNet-YOLO",
        "cuda_error",
        "unknown",
        HUMAN,
        "Check failed: error == cudaSuccess (803 vs. 0)  system has unsupported display driver / cuda driver combination",
        r"""
        Check failed: error == cudaSuccess (803 vs. 0)  system has unsupported display driver / cuda driver combination
        """,
        "Caffe training of MobileNet-YOLO in an nvidia-docker environment on a 2080 Ti (CUDA 10.1) fails "
        "at the first CUDA call with error 803 although nvidia-smi works. Nobody in the thread found the "
        "cause; the label rests on the log: the driver stack the container sees (kernel module versus "
        "libcuda) does not fit together, which a person has to put right on the host or image.",
    ),
    real(
        GH + "glotzerlab/hoomd-blue/issues/542",
        "glotzerlab/hoomd-blue",
        "cuda_error",
        "user_code",
        USER,
        "system has unsupported display driver / cuda driver combination",
        r"""
        HOOMD-blue v2.8.1-26-gef08be936 CUDA (10.2) DOUBLE HPMC_MIXED MPI SSE SSE2 SSE3 SSE4_1 SSE4_2 AVX AVX2
        Compiled: 11/26/2019
        Copyright (c) 2009-2019 The Regents of the University of Michigan.
        -----
        You are using HOOMD-blue. Please cite the following:
        * J A Anderson, C D Lorenz, and A Travesset. "General purpose molecular dynamics
          simulations fully implemented on graphics processing units", Journal of
          Computational Physics 227 (2008) 5342--5359
        * J Glaser, T D Nguyen, J A Anderson, P Lui, F Spiga, J A Millan, D C Morse, and
          S C Glotzer. "Strong scaling of general-purpose molecular dynamics simulations
          on GPUs", Computer Physics Communications 192 (2015) 97--107
        -----
        system has unsupported display driver / cuda driver combination
        HOOMD-blue is running on the CPU
        """,
        "A HOOMD-blue build from source (CUDA 10.2) cannot use the GPU at context initialisation and "
        "falls back to the CPU. The maintainer's reading: the installed display driver is likely not "
        "supported by the CUDA runtime the code was built with. A driver/toolkit combination chosen by "
        "the user, which fails the same way on every run until one of them is changed.",
    ),
    real(
        GH + "mljar/mljar-supervised/issues/107",
        "mljar/mljar-supervised",
        "cuda_error",
        "unknown",
        HUMAN,
        "failed call to cuInit: UNKNOWN ERROR (303)",
        r"""
        E tensorflow/stream_executor/cuda/cuda_driver.cc:313] failed call to cuInit: UNKNOWN ERROR (303)
        """,
        "An AutoML run from master prints that TensorFlow's cuInit failed (error 303) when the neural "
        "network model starts. The maintainer could not reproduce and closed it; the thread concluded "
        "nothing. From the log: the CUDA driver will not initialise on this machine, a host driver or "
        "setup problem for a person, not something a rerun or the AutoML code changes.",
    ),
    real(
        GH + "DeepVAC/TorchPod/issues/43",
        "DeepVAC/TorchPod",
        "cuda_error",
        "unknown",
        HUMAN,
        "Error 804: forward compatibility was attempted on non supported HW",
        r"""
        /opt/conda/lib/python3.8/site-packages/torch/cuda/__init__.py:52: UserWarning: CUDA initialization: Unexpected error from cudaGetDeviceCount(). Did you run some cuda functions before calling NumCudaDevices() that might have already set an error? Error 804: forward compatibility was attempted on non supported HW (Triggered internally at  /opt/conda/conda-bld/pytorch_1623448278899/work/c10/cuda/CUDAFunctions.cpp:115.)
          return torch._C._cuda_getDeviceCount() > 0
        False
        """,
        "In the project's PyTorch container on a GTX 1650 host, torch.cuda.is_available() returns False "
        "with error 804 while nvidia-smi works. The maintainer traced it to the host: the newest "
        "nvidia-container-toolkit package (1.4.0) had changed which CUDA version the container sees, and "
        "the image ran on hosts with the previous toolkit. Host software on the node, for a person.",
    ),
    real(
        GH + "microsoft/onnxruntime/issues/16955",
        "microsoft/onnxruntime",
        "cuda_error",
        "user_code",
        USER,
        "CUDA failure 804: forward compatibility was attempted on non supported HW",
        r"""
        EP Error /onnxruntime_src/onnxruntime/core/providers/cuda/cuda_call.cc:121 std::conditional_t onnxruntime::CudaCall(ERRTYPE, const char*, const char*, ERRTYPE, const char*, const char*, int) [with ERRTYPE = cudaError; bool THRW = true; std::conditional_t = void] /onnxruntime_src/onnxruntime/core/providers/cuda/cuda_call.cc:114 std::conditional_t onnxruntime::CudaCall(ERRTYPE, const char*, const char*, ERRTYPE, const char*, const char*, int) [with ERRTYPE = cudaError; bool THRW = true; std::conditional_t = void] CUDA failure 804: forward compatibility was attempted on non supported HW ; GPU=-1684613632 ; hostname=bbf87817667f ; file=/onnxruntime_src/onnxruntime/core/providers/cuda/cuda_execution_provider.cc ; line=238 ; expr=cudaSetDevice(info_.device_id);

         when using ['CUDAExecutionProvider']
        Falling back to ['CUDAExecutionProvider', 'CPUExecutionProvider'] and retrying.
        """,
        "A face-swap job in a Docker container on rented RTX 4090 hosts sometimes fails to create the "
        "CUDA execution provider with error 804 at cudaSetDevice. The thread reached no conclusion; "
        "from the log, the CUDA stack in the image asks for forward compatibility that the host's "
        "consumer GPU and driver do not offer, an image/driver mismatch that fails the same way on such "
        "a host until the image or the host driver is changed.",
    ),
    real(
        GH + "NVIDIA/cudf/issues/457",
        "NVIDIA/cudf",
        "cuda_error",
        "user_code",
        USER,
        "failed with CUDA driver version is insufficient for CUDA runtime version (35).",
        r"""
        ERROR: CUDA Runtime call cudaMallocManaged ((void**)&raw->data, (sizeof(char) * num_bytes)) in line 423 of file /rapids/cudf-alpha/libgdf/src/io/csv/csv-reader.cu failed with CUDA driver version is insufficient for CUDA runtime version (35).
        ERROR:  1  in call to createRawCsv
        ---------------------------------------------------------------------------
        GDFError                                  Traceback (most recent call last)
        <ipython-input-7-8fb80dd7452f> in <module>
        ----> 1 df = pygdf.read_csv("/datasets/medium/table1.csv",names=columns_header['table1'],delimiter=',',dtype=list(dtypes['table1'].values()),skiprows=1)
        """,
        "Reading a CSV with pygdf in the rapidsai/rapidsai:latest container fails at the first managed "
        "allocation: the host driver is older than the CUDA runtime in the image. The reporter blames an "
        "outdated image on Docker Hub; the thread shows no other resolution. A driver/image mismatch "
        "that fails identically on every run until the image or the driver changes.",
    ),
    real(
        GH + "NVIDIA/cudf/issues/328",
        "NVIDIA/cudf",
        "cuda_error",
        "user_code",
        USER,
        "GDFError: CUDA ERROR. cudaErrorInsufficientDriver: CUDA driver version is insufficient for CUDA runtime version",
        r"""
        GDFError: CUDA ERROR. cudaErrorInsufficientDriver: CUDA driver version is insufficient for CUDA runtime version
        """,
        "The newest RAPIDS container fails with an insufficient-driver error on laptops and other PCs "
        "with drivers 410 and 396, while the previous container works on the same machines. The thread "
        "reached no resolution in the excerpt; from the log, the image's CUDA runtime needs a newer "
        "driver than the hosts have: the user's choice of image and driver, no restart helps.",
    ),
    # --- NVML / kernel-module version mismatches after driver changes --------------------------------
    real(
        GH + "saharmor/dalle-playground/issues/104",
        "saharmor/dalle-playground",
        "cuda_error",
        "unknown",
        HUMAN,
        "NVRM: API mismatch: the client has the version 515.48.07, but",
        r"""
        ERROR: for dalle-backend  Cannot start service dalle-backend: failed to create shim: OCI runtime create
        failed: runc create failed: unable to start container process: error during container init: error running
        hook #0: error running hook: exit status 1, stdout: , stderr: nvidia-container-cli: initialization error:
        nvml error: driver/library version mismatch: unknown
        ERROR: Encountered errors while bringing up the project.

        [ 7386.259769] NVRM: API mismatch: the client has the version 515.48.07, but
                       NVRM: this kernel module has the version 510.73.05.  Please
                       NVRM: make sure that this kernel module and all NVIDIA driver
                       NVRM: components have the same version.
        """,
        "docker-compose cannot start the DALL-E backend container: the NVIDIA container hook fails with "
        "an NVML driver/library mismatch (the reporter added the line breaks). dmesg shows why: the "
        "515 user-space driver talks to a 510 kernel module that is still loaded. The reporter "
        "concluded the kernel module had got out of sync; a person reloads the module or reboots.",
    ),
    real(
        GH + "stackhpc/ansible-slurm-appliance/issues/287",
        "stackhpc/ansible-slurm-appliance",
        "cuda_error",
        "unknown",
        HUMAN,
        "kernel: NVRM: API mismatch: the client has the version 535.54.03",
        r"""
        TASK [cuda : Enable NVIDIA Persistence Daemon] *************************************************************************************************************************************************************************************************
        Jun 30 11:07:05 gpu-0 kernel: NVRM: API mismatch: the client has the version 535.54.03, but#012NVRM: this kernel module has the version 530.30.02.  Please#012NVRM: make sure that this kernel module and all NVIDIA driver#012NVRM: components have the same version.
        """,
        "Provisioning the GPU node of a Slurm appliance: enabling the NVIDIA persistence daemon logs an "
        "API mismatch between the 535 user-space driver and the 530 kernel module on gpu-0. The "
        "maintainer found a reboot fixes it (the new module is loaded) and later changed the playbook. "
        "Node driver state: the node needs a reboot by a person before GPU jobs run on it.",
        culprit={"nodes": ["gpu-0"], "ranks": []},
    ),
    real(
        GH + "tensorpack/tensorpack/issues/1244",
        "tensorpack/tensorpack",
        "cuda_error",
        "unknown",
        HUMAN,
        "tensorpack.utils.nvml.NvmlException: NVML_ERROR_LIB_RM_VERSION_MISMATCH",
        r"""
        [0624 14:45:33 @base.py:209] Setup callbacks graph ...
        Process Process-3:
        Traceback (most recent call last):
          File "/data/anaconda/envs/tf_py36/lib/python3.6/multiprocessing/process.py", line 258, in _bootstrap
            self.run()
          File "/data/anaconda/envs/tf_py36/lib/python3.6/multiprocessing/process.py", line 93, in run
            self._target(*self._args, **self._kwargs)
          File "/data/anaconda/envs/tf_py36/lib/python3.6/site-packages/tensorpack/callbacks/prof.py", line 107, in worker
            with NVMLContext() as ctx:
          File "/data/anaconda/envs/tf_py36/lib/python3.6/site-packages/tensorpack/utils/nvml.py", line 164, in __enter__
            _check_return(_NVML.get_function("nvmlInit_v2")())
          File "/data/anaconda/envs/tf_py36/lib/python3.6/site-packages/tensorpack/utils/nvml.py", line 48, in _check_return
            raise NvmlException(ret)
        tensorpack.utils.nvml.NvmlException: NVML_ERROR_LIB_RM_VERSION_MISMATCH
        [0624 14:45:34 @inference_runner.py:149] [InferenceRunner] Building tower 'InferenceTower' on device /gpu:0 ...
        """,
        "During tensorpack training, the GPU-utilisation callback cannot initialise NVML: the NVML library "
        "and the loaded kernel driver differ (training itself goes on). The maintainer points to "
        "NVIDIA's documentation of the error and labels it an installation/environment issue. The node's "
        "driver was upgraded under a loaded module: a person reloads it or reboots.",
    ),
    real(
        GH + "labdao/plex/issues/18",
        "labdao/plex",
        "cuda_error",
        "unknown",
        HUMAN,
        "nvidia-container-cli: initialization error: nvml error: driver/library version mismatch: unknown.",
        r"""
        Testing Nvidia Container Toolkit Install
        docker: Error response from daemon: failed to create shim task: OCI runtime create failed: runc create failed: unable to start container process: error during container init: error running hook #0: error running hook: exit status 1, stdout: , stderr: Auto-detected mode as 'legacy'
        nvidia-container-cli: initialization error: nvml error: driver/library version mismatch: unknown.
        ERRO[0000] error waiting for container: context canceled
        """,
        "The project's GPU instance setup tests the NVIDIA container toolkit and no GPU container can "
        "start: the container hook finds the NVML library and the loaded driver at different versions, "
        "reproduced on a second (P3) instance. The thread reached no stated cause; the label rests on "
        "the log: node driver software that a person must reinstall or reload.",
    ),
    real(
        GH + "k4yt3x/video2x/issues/1226",
        "k4yt3x/video2x",
        "cuda_error",
        "unknown",
        HUMAN,
        "Failed to initialize NVML: Driver/library version mismatch",
        r"""
        Failed to initialize NVML: Driver/library version mismatch
        NVML library version: 565.57
        """,
        "Inside the project's Docker image nothing NVIDIA works: NVML 565.57 in the container against a "
        "535 driver on the Linux Mint host. The maintainer asks whether the container toolkit is "
        "installed and whether the host was rebooted after its driver install; no resolution follows. "
        "From the log: a driver/library mismatch between host driver and what the container sees, for "
        "a person to fix on the host or image.",
    ),
    real(
        GH + "qixuema/envs/issues/8",
        "qixuema/envs",
        "cuda_error",
        "unknown",
        HUMAN,
        "Failed to initialize NVML: Driver/library version mismatch",
        r"""
        Failed to initialize NVML: Driver/library version mismatch
        """,
        "A researcher's notes on their GPU workstation: nvidia-smi fails with the NVML driver/library "
        "mismatch; the note records that rebooting solved it. The driver's user-space libraries no "
        "longer match the loaded kernel module: a person reboots the machine.",
    ),
    real(
        GH + "qixuema/envs/issues/4",
        "qixuema/envs",
        "cuda_error",
        "unknown",
        HUMAN,
        "NVIDIA-SMI has failed because it couldn",
        r"""
        NVIDIA-SMI has failed because it couldn‘t communicate with the NVIDIA driver.
        Make sure that the latest NVIDIA driver is installed and running.
        """,
        "The same researcher's notes: the GPU driver stopped working (nvidia-smi cannot talk to the "
        "driver) and the recorded fix is rebuilding and installing the NVIDIA kernel module with dkms. "
        "No driver is loaded on the machine, so no GPU job can run until a person repairs it.",
    ),
    # --- Kernels killed by the display watchdog -----------------------------------------------------
    real(
        GH + "numba/numba/issues/4351",
        "numba/numba",
        "cuda_error",
        "user_code",
        USER,
        "numba.cuda.cudadrv.driver.CudaAPIError: [702] Call to cuMemcpyDtoH results in CUDA_ERROR_LAUNCH_TIMEOUT",
        r"""
        Traceback (most recent call last):
          File "chk4351.py", line 54, in <module>
            factorize_J[blocksize, threadsize](numbers, ret)
          File "/Users/me/dev/numba/numba/cuda/compiler.py", line 808, in __call__
            cfg(*args)
          File "/Users/me/dev/numba/numba/cuda/compiler.py", line 538, in __call__
            sharedmem=self.sharedmem)
          File "/Users/me/dev/numba/numba/cuda/compiler.py", line 615, in _kernel_call
            driver.device_to_host(ctypes.addressof(excval), excmem, excsz)
          File "/Users/me/dev/numba/numba/cuda/cudadrv/driver.py", line 1908, in device_to_host
            fn(host_pointer(dst), device_pointer(src), size, *varargs)
          File "/Users/me/dev/numba/numba/cuda/cudadrv/driver.py", line 294, in safe_cuda_api_call
            self._check_error(fname, retcode)
          File "/Users/me/dev/numba/numba/cuda/cudadrv/driver.py", line 329, in _check_error
            raise CudaAPIError(retcode, msg)
        numba.cuda.cudadrv.driver.CudaAPIError: [702] Call to cuMemcpyDtoH results in CUDA_ERROR_LAUNCH_TIMEOUT
        """,
        "A user's factorisation kernel (Windows, GTX 1050) keeps failing in what looked like memory "
        "management; a maintainer reruns the script and shows it terminating on the launch timeout, "
        "reported at the next device-to-host copy because launches are asynchronous. The driver's "
        "watchdog kills a kernel that runs too long on a display GPU: the user's kernel size, which "
        "fails the same way on every run.",
    ),
    real(
        GH + "numba/numba/issues/8006",
        "numba/numba",
        "cuda_error",
        "user_code",
        USER,
        "26/04/2022 11:02:31 Call to cuMemcpyDtoH results in CUDA_ERROR_LAUNCH_TIMEOUT",
        r"""
        26/04/2022 11:02:31 Call to cuMemcpyDtoH results in CUDA_ERROR_LAUNCH_TIMEOUT
        Traceback (most recent call last):
          File "/media/gzm/1430A2F330A2DACE1/graph_color/DLMCOL_WVCP/main.py", line 74, in <module>
            name_expe,
          File "/media/gzm/1430A2F330A2DACE1/graph_color/DLMCOL_WVCP/dlmcol/main_WVCP.py", line 336, in main_WVCP
            offsprings_pop = offsprings_pop_gpu_memory.copy_to_host()
          File "/home/gzm/anaconda3/envs/py3/lib/python3.7/site-packages/numba/cuda/cudadrv/devices.py", line 224, in _require_cuda_context
            return fn(*args, **kws)
          File "/home/gzm/anaconda3/envs/py3/lib/python3.7/site-packages/numba/cuda/cudadrv/devicearray.py", line 262, in copy_to_host
            stream=stream)
          File "/home/gzm/anaconda3/envs/py3/lib/python3.7/site-packages/numba/cuda/cudadrv/driver.py", line 2403, in device_to_host
            fn(host_pointer(dst), device_pointer(src), size, *varargs)
          File "/home/gzm/anaconda3/envs/py3/lib/python3.7/site-packages/numba/cuda/cudadrv/driver.py", line 300, in safe_cuda_api_call
            self._check_error(fname, retcode)
          File "/home/gzm/anaconda3/envs/py3/lib/python3.7/site-packages/numba/cuda/cudadrv/driver.py", line 335, in _check_error
            raise CudaAPIError(retcode, msg)
        """,
        "A graph-colouring research code (numba CUDA kernels) dies copying its population back to the "
        "host with CUDA_ERROR_LAUNCH_TIMEOUT. The thread concluded nothing in the excerpt; the label "
        "rests on the log: the preceding kernel outran the driver's watchdog, which happens again with "
        "the same kernel sizes on a GPU that also drives a display. The user shortens the kernels or "
        "moves them to a compute-only GPU.",
    ),
    real(
        GH + "hybridizer-io/hybridizer-basic-samples/issues/41",
        "hybridizer-io/hybridizer-basic-samples",
        "cuda_error",
        "user_code",
        USER,
        "Message = CUDA error occured before deserialization (most probably during kernel call): unknown error",
        r"""
        System.ApplicationException is not processed
          HResult = -2146232832
          Message = CUDA error occured before deserialization (most probably during kernel call): unknown error
          Source = Hybridizer.Runtime.CUDAImports
          StackTrace:
               in Hybridizer.Runtime.CUDAImports.CudaSerializationState.CUDADeserializer.InitialVisit (Object param)
               in Hybridizer.Runtime.CUDAImports.NativeSerializerState.UpdateManagedData (Object param)
               in MonteCarloHeatEquation.MonteCarloHeatSolver_wrapped_CUDA.Solve ()
        """,
        "The MonteCarloHeatEquation sample fails with a CUDA unknown error during its kernel call while "
        "Windows 7 reports 'Display driver stopped responding and has recovered'. The excerpt holds no "
        "answer; the label rests on the log and that report: Windows' timeout detection reset the "
        "display GPU under a long-running kernel, which recurs with the same settings until the kernel "
        "or the TDR timeout is changed.",
    ),
    # --- Bare CUDA errors with nothing that settles the owner --------------------------------------
    real(
        GH + "zhmou/Turbofan-engine-RUL-prediction/issues/4",
        "zhmou/Turbofan-engine-RUL-prediction",
        "cuda_error",
        "unknown",
        HUMAN,
        "RuntimeError: CUDA error: unspecified launch failure",
        r"""
         running_loss += loss.item()
        RuntimeError: CUDA error: unspecified launch failure
        CUDA kernel errors might be asynchronously reported at some other API call,so the stacktrace below might be incorrect.
        For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
        """,
        "Training the RUL-prediction model fails with an unspecified launch failure at loss.item(). The "
        "maintainer suggests running on the CPU to see whether it reproduces and suspects PyTorch, "
        "recommending a fresh environment; nothing was concluded. A bare launch failure with no Xid or "
        "driver line: the code, the environment and the GPU are all possible, so a human decides.",
        ambiguous=True,
    ),
]
