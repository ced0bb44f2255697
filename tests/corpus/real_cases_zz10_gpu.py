# ruff: noqa
"""Real excerpts, batch ZZ10-GPU: GPU and driver failures as operators and users paste them. NVML's
own refusals (library and kernel module of different versions, `GPU access blocked by the operating
system` under WSL, `NVMLError_Unknown` from pynvml), nvidia-smi's device-handle errors next to `lspci`
showing the function at `(rev ff)`, CUDA's `unknown error`, `no CUDA-capable device` and
`all CUDA-capable devices are busy or unavailable` as PyTorch's THC, Kokkos, deviceQuery and
helper_cuda print them, and a CUDA out-of-memory inside a cuBLAS failure. Verbatim log lines as printed
in public threads (each repository maps to the dev fold and was not in the corpus before); labelled from
what each thread concluded, or from the log and the labelling rules where it concluded nothing (the notes
say which), before crashcart was run on them."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, USER, real

GH = "https://github.com/"


CASES = [
    # --- the GPU is gone: nvidia-smi's device-handle error on a node whose GPU the admins then found dead ---
    real(
        GH + "lyulyul/shine-cluster/issues/171",
        "lyulyul/shine-cluster",
        "gpu_xid",
        "node_hardware",
        CORDON,
        "Unable to determine the device handle for GPU 0000:1C:00.0: Unknown Error",
        r"""
        (htranstrack) wangcui@hoth:~/shared/STGTrack/H-TransTrack_test2$ nvidia-smi
        Unable to determine the device handle for GPU 0000:1C:00.0: Unknown Error
        1a:00.0 VGA compatible controller: NVIDIA Corporation TU102GL [Quadro RTX 6000/8000] (rev a1)
        1a:00.1 Audio device: NVIDIA Corporation TU102 High Definition Audio Controller (rev a1)
        1a:00.2 USB controller: NVIDIA Corporation TU102 USB 3.1 Host Controller (rev a1)
        1a:00.3 Serial bus controller [0c80]: NVIDIA Corporation TU102 USB Type-C UCSI Controller (rev a1)
        1c:00.0 VGA compatible controller: NVIDIA Corporation TU102GL [Quadro RTX 6000/8000] (rev ff)
        1c:00.1 Audio device: NVIDIA Corporation TU102 High Definition Audio Controller (rev ff)
        1c:00.2 USB controller: NVIDIA Corporation TU102 USB 3.1 Host Controller (rev ff)
        1c:00.3 Serial bus controller [0c80]: NVIDIA Corporation TU102 USB Type-C UCSI Controller (rev ff)
        """,
        "A Slurm node (hoth) drained after a user's job; nvidia-smi then cannot get a handle to the GPU at "
        "1C:00.0 and lspci reads that function's revision as ff (its config space answers all ones: the "
        "device no longer responds on PCIe). The admins' follow-up thread (#172) names GPU 1c as down and "
        "only a physical reboot brings it back: the node's GPU hardware, cordon the node.",
        culprit={"nodes": ["hoth"], "ranks": []},
    ),
    real(
        GH + "XuehaiPan/nvitop/issues/145",
        "XuehaiPan/nvitop",
        "gpu_xid",
        "node_hardware",
        CORDON,
        "Unable to determine the device handle for GPU0000:1B:00.0: Unknown Error",
        r"""
        $ nvidia-smi
        Unable to determine the device handle for GPU0000:1B:00.0: Unknown Error

        $ nvidia-smi -i 0,1,2
        Mon Jan 13 16:25:54 2025
        +-----------------------------------------------------------------------------------------+
        | NVIDIA-SMI 565.57.01              Driver Version: 565.57.01      CUDA Version: 12.7     |
        |-----------------------------------------+------------------------+----------------------+
        | GPU  Name                 Persistence-M | Bus-Id          Disp.A | Volatile Uncorr. ECC |
        | Fan  Temp   Perf          Pwr:Usage/Cap |           Memory-Usage | GPU-Util  Compute M. |
        |                                         |                        |               MIG M. |
        |=========================================+========================+======================|
        """,
        "The issue is about nvitop crashing when one GPU of the machine is in this state; the thread says "
        "nothing about the GPU itself. The label rests on the log and the labelling rules: nvidia-smi "
        "cannot get a handle to the GPU at 1B:00.0 (the other three answer), the device-handle failure "
        "the rules read as a GPU gone from the node.",
    ),
    # --- NVML library and kernel module of different versions: node software, held for a person ---
    real(
        GH + "lyulyul/shine-cluster/issues/30",
        "lyulyul/shine-cluster",
        "cuda_error",
        "unknown",
        HUMAN,
        "Failed to initialize NVML: Driver/library version mismatch",
        r"""
        $ nvidia-smi
        Failed to initialize NVML: Driver/library version mismatch
        $ squeue
                     JOBID PARTITION     NAME     USER ST       TIME  NODES NODELIST(REASON)
                      2691    normal     task    mahan  R 2-16:46:05      1 eureka
                      2706    normal     task    mahan  R 2-13:35:23      1 eureka
                      2728    normal     mn_6 p2009102  R 2-09:35:42      1 eureka
        Start-Date: 2021-04-24  06:50:54
        Commandline: /usr/bin/unattended-upgrade
        Upgrade: libnvidia-common-460:amd64 (460.56-0ubuntu0.20.04.1, 460.73.01-0ubuntu0.20.04.1)
        End-Date: 2021-04-24  06:50:54
        """,
        "A cluster node stopped giving new jobs a GPU while running ones kept working. The admins found "
        "unattended-upgrade had replaced the NVIDIA user-space libraries under the loaded kernel module "
        "and pinned the driver packages. Node software, not the user's code and not hardware: a person "
        "reloads the driver or reboots the node; restarting the job there fails the same way.",
    ),
    real(
        GH + "tinygrad/open-gpu-kernel-modules/issues/47",
        "tinygrad/open-gpu-kernel-modules",
        "cuda_error",
        "unknown",
        HUMAN,
        "Failed to initialize NVML: Driver/library version mismatch",
        r"""
        nvidia-smi 
        Failed to initialize NVML: Driver/library version mismatch
        NVML library version: 570.124
        """,
        "The reporter installed the 570.124.04 user-space driver and built the 570.124.06 kernel "
        "modules; a commenter points out the two versions differ and the fix is to install the matching "
        "driver. An installation mismatch on the machine: a person reinstalls, no restart helps.",
    ),
    real(
        GH + "rajeshroy402/DeepStream-dGPU-Installation/issues/5",
        "rajeshroy402/DeepStream-dGPU-Installation",
        "cuda_error",
        "unknown",
        HUMAN,
        "Failed to initialize NVML: Driver/Library version mismatch",
        r"""
        Failed to initialize NVML: Driver/Library version mismatch
        """,
        "nvidia-smi after installing the driver for DeepStream, pasted with a capital L. The thread points "
        "to the usual answers (reload the kernel module or reboot after the driver install): the "
        "machine's driver installation, for a person.",
    ),
    real(
        GH + "anderskm/gputil/issues/55",
        "anderskm/gputil",
        "cuda_error",
        "unknown",
        HUMAN,
        "Failed to initialize NVML: Driver/library version mismatch",
        r"""
        # nvidia-smi
        Failed to initialize NVML: Driver/library version mismatch
        NVML library version: 535.161
        # echo $?
        18
        """,
        "GPUtil's maintainer quotes this as a common nvidia-smi failure the library must handle (exit "
        "status 18). No cause is discussed; the label rests on the log: NVML's library and the loaded "
        "driver differ, node software a person fixes.",
    ),
    # --- NVML refused inside WSL: the environment, not the GPU ---
    real(
        GH + "microsoft/WSL/issues/3847",
        "microsoft/WSL",
        "cuda_error",
        "user_code",
        USER,
        "NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver",
        r"""
        NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver. Make sure that the latest NVIDIA driver is installed and running. 
        """,
        "nvidia-smi inside WSL on Windows 10 build 17763. The WSL team answers that WSL could not access "
        "the GPU at all then (GPU support was a feature request): the environment cannot run GPU work, "
        "the same on every retry until the user moves to a supported setup.",
    ),
    real(
        GH + "microsoft/WSL/issues/14339",
        "microsoft/WSL",
        "cuda_error",
        "unknown",
        HUMAN,
        "Failed to initialize NVML: GPU access blocked by the operating system",
        r"""
        $ nvidia-smi
        Failed to initialize NVML: GPU access blocked by the operating system
        Failed to properly shut down NVML: GPU access blocked by the operating system
        """,
        "An L40S on Windows Server 2025 with the data-center driver; nvidia-smi works on the host and "
        "fails in WSL2, and containers report CUDA not available. The issue is open with no diagnosis; "
        "from the log, NVML is refused by the host OS (driver mode or GPU partitioning), a configuration "
        "question for a person.",
        ambiguous=True,
    ),
    real(
        GH + "staralt/dxgkrnl-dkms/issues/7",
        "staralt/dxgkrnl-dkms",
        "cuda_error",
        "user_code",
        USER,
        "Failed to initialize NVML: GPU access blocked by the operating system",
        r"""
        $ /usr/lib/wsl/lib/nvidia-smi
        Failed to initialize NVML: GPU access blocked by the operating system
        Failed to properly shut down NVML: GPU access blocked by the operating system
        """,
        "A Hyper-V guest with the dxgkrnl module built by this project. The reporter fixed it by copying "
        "the host's GPU driver files into the guest (not all of them had been copied): the user's setup, "
        "which fails the same way until it is completed.",
    ),
    real(
        GH + "NVlabs/imaginaire/issues/161",
        "NVlabs/imaginaire",
        "cuda_error",
        "unknown",
        HUMAN,
        "pynvml.nvml.NVMLError_Unknown: Unknown Error",
        r"""
        Traceback (most recent call last):
          File "inference.py", line 95, in <module>
            main()
          File "inference.py", line 40, in main
            set_affinity(args.local_rank)
          File "/mnt/c/Users/wongm/Desktop/Neural_Actor_Main_Code/imaginaire/imaginaire/utils/gpu_affinity.py", line 56, in set_affinity
            os.sched_setaffinity(0, dev.getCpuAffinity())
          File "/mnt/c/Users/wongm/Desktop/Neural_Actor_Main_Code/imaginaire/imaginaire/utils/gpu_affinity.py", line 37, in getCpuAffinity
            for j in pynvml.nvmlDeviceGetCpuAffinity(self.handle, device._nvml_affinity_elements):
          File "/home/finn/.local/lib/python3.6/site-packages/pynvml/nvml.py", line 1745, in nvmlDeviceGetCpuAffinity
            _nvmlCheckReturn(ret)
          File "/home/finn/.local/lib/python3.6/site-packages/pynvml/nvml.py", line 765, in _nvmlCheckReturn
            raise NVMLError(ret)
        pynvml.nvml.NVMLError_Unknown: Unknown Error
        """,
        "NVML's CPU-affinity query fails under a /mnt/c (WSL) checkout; the reporter wrote 'Fixed' without "
        "saying how. The thread concluded nothing usable; from the log, NVML_ERROR_UNKNOWN from one query "
        "names neither a broken GPU nor a code bug: a person decides.",
        ambiguous=True,
    ),
    # --- CUDA's unknown error: a user setting, and unexplained ones ---
    real(
        GH + "liunian-Jay/MU-GOT/issues/7",
        "liunian-Jay/MU-GOT",
        "cuda_error",
        "user_code",
        USER,
        "RuntimeError: CUDA error: unknown error",
        r"""
        [rank0]: File "/root/miniconda3/envs/MU_GOT/lib/python3.10/site-packages/torch/nn/modules/module.py", line 1541, in _call_impl
        [rank0]: return forward_call(*args, **kwargs)
        [rank0]: File "/mnt/f/MU-GOT-master/PDF_parsing/GOT/GOT/model/vision_encoder/vary_b.py", line 313, in forward
        [rank0]: attn = attn.softmax(dim=-1)
        [rank0]: RuntimeError: CUDA error: unknown error
        [rank0]: CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
        [rank0]: For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
        [rank0]: Compile with TORCH_USE_CUDA_DSA to enable device-side assertions.
        """,
        "vLLM-backed parsing under WSL (/mnt/f). The reporter found the cause: setting the LLM's "
        "gpu_memory_utilization to 0.6 makes it go away, i.e. the run asked for more GPU memory than the "
        "WSL GPU could give. The user's configuration; the same settings fail again.",
    ),
    real(
        GH + "replicate/cog-svd/issues/11",
        "replicate/cog-svd",
        "cuda_error",
        "unknown",
        HUMAN,
        "RuntimeError: CUDA unknown error - this may be due to an incorrectly set up environment",
        r"""
        RuntimeError: CUDA unknown error - this may be due to an incorrectly set up environment, e.g. changing env variable CUDA_VISIBLE_DEVICES after program start. Setting the available devices to be zero.
        """,
        "PyTorch's message when cuInit fails at the first device query. The reporter tried "
        "CUDA_VISIBLE_DEVICES and nvidia-modprobe without success and the thread ends there: the cause "
        "(missing /dev/nvidia-uvm, driver state, environment) is open.",
        ambiguous=True,
    ),
    real(
        GH + "NVIDIA/cuda-samples/issues/13",
        "NVIDIA/cuda-samples",
        "cuda_error",
        "unknown",
        HUMAN,
        "cudaGetDeviceCount returned 999",
        r"""
        $ ./deviceQuery 
        ./deviceQuery Starting...

         CUDA Device Query (Runtime API) version (CUDART static linking)

        cudaGetDeviceCount returned 999
        -> unknown error
        Result = FAIL
        """,
        "deviceQuery fails at the first runtime call with cudaErrorUnknown (999). The maintainer asked "
        "for the toolkit, driver and nvidia-smi output and the thread ended: no cause found.",
        ambiguous=True,
    ),
    real(
        GH + "NVIDIA/cuda-samples/issues/34",
        "NVIDIA/cuda-samples",
        "cuda_error",
        "unknown",
        HUMAN,
        "code=100(cudaErrorNoDevice)",
        r"""
        [Matrix Multiply Using CUDA] - Starting... 
        CUDA error at ../../Common/helper_cuda.h:791 code=100(cudaErrorNoDevice) "cudaGetDeviceCount(&device_count)" 
        """,
        "The sample finds no CUDA device. The maintainer: an issue with the driver installation, check "
        "nvidia-smi; a later reporter fixed the same by reinstalling the drivers. The machine's driver "
        "setup, which a person repairs; a restart on it fails the same way.",
    ),
    # --- all CUDA-capable devices busy or unavailable ---
    real(
        GH + "E3SM-Project/E3SM/issues/8699",
        "E3SM-Project/E3SM",
        "cuda_error",
        "unknown",
        HUMAN,
        "cudaSetDevice(cuda_device_id) error( cudaErrorDevicesUnavailable)",
        r"""
        2047: cudaSetDevice(cuda_device_id) error( cudaErrorDevicesUnavailable): CUDA-capable device(s) is/are busy or unavailable /global/u1/w/whannah/E3SM/E3SM_SRC1/externals/ekat/extern/kokkos/core/src/Cuda/Kokkos_Cuda_Instance.cpp:544
        2047: MPICH ERROR [Rank 2047] [job id 57638547.0] [Fri Aug 28 22:45:13 2026] [nid004069] - Abort(1) (rank 2047 in comm 432): application called MPI_Abort(comm=0xC4000001, 1) - process 2047
        """,
        "Perlmutter jobs failing within seconds with Kokkos' cudaSetDevice error. The maintainers traced "
        "every failure to a few compute nodes (nid004069, nid001300, later nid003232) and reported them "
        "to NERSC; no GPU fault was named. A node-specific problem for the site's admins to examine, "
        "not the code and not a documented hardware signature: held for a person.",
        culprit={"nodes": ["nid004069"], "ranks": [2047]},
    ),
    real(
        GH + "cwpearson/stencil/issues/11",
        "cwpearson/stencil",
        "cuda_error",
        "unknown",
        HUMAN,
        "CUDA Runtime Error(46): all CUDA-capable devices are busy or unavailable",
        r"""
        nodeIdx=[2,1,0] size=[310,465,930] rank=5 gpuId=0 cuda=5
        idx=[0,0,0] size=[310,465,rank=3 gpu=0 (cuda id=3) => [0,1,0]
        rank=1 gpu=0 (cuda id=1) => [1,0,0]
        930] rank=0 subdomain=0 cuda=0
        idx=[1,0,0] size=[310,465,930] rank=1 subdomain=0 cuda=1
        idx=[2,0,0] size=rank=5 gpu=0 (cuda id=5) => [2,1,0]
        rank=2 gpu=0 (cuda id=2) => [2,0,0]
        rank=4 gpu=0 (cuda id=4) => [1,1,0]
        [310,465,930] rank=2 subdomain=0 cuda=2
        idx=[0,1,0] size=[310,465,930] rank=3 subdomain=0 cuda=3
        idx=[1,1,0] size=[310,465,930/ccs/home/merth/pearson/stencil/include/stencil/local_domain.cuh@54: CUDA Runtime Error(46): all CUDA-capable devices are busy or unavailable
        ] rank=4 subdomain=0 cuda=4
        """,
        "Six ranks in one jsrun resource set on a Summit node; one fails to use its device with error 46. "
        "The author's own open issue, labelled bug, with no resolution: a GPU held by another process "
        "(Summit runs its GPUs exclusive-process) or the program's device selection; the thread does not "
        "say which.",
        ambiguous=True,
    ),
    real(
        GH + "NVlabs/stylegan2-ada-pytorch/issues/178",
        "NVlabs/stylegan2-ada-pytorch",
        "cuda_error",
        "unknown",
        HUMAN,
        "error=46 : all CUDA-capable devices are busy or unavailable",
        r"""
        Constructing networks...
        THCudaCheck FAIL file=/pytorch/aten/src/THC/THCCachingHostAllocator.cpp line=278 error=46 : all CUDA-capable devices are busy or unavailable
        Traceback (most recent call last):
          File "/cluster/home/ssadat/full-body-human-generation/stylegan2-ada-pytorch/train.py", line 538, in <module>
            main() # pylint: disable=no-value-for-parameter
          File "/cluster/scratch/ssadat/env/lib/python3.9/site-packages/click/core.py", line 1137, in __call__
            return self.main(*args, **kwargs)
        """,
        "Multi-GPU training on a cluster fails in the pinned host allocator whenever pin_memory=True. The "
        "thread was closed without a diagnosis; the pinned-memory path touching a GPU that another "
        "process holds (exclusive compute mode) is a guess the thread does not confirm.",
        ambiguous=True,
    ),
    real(
        GH + "NVlabs/stylegan3/issues/92",
        "NVlabs/stylegan3",
        "cuda_error",
        "unknown",
        HUMAN,
        "error=46 : all CUDA-capable devices are busy or unavailable",
        r"""
        Constructing networks...
        THCudaCheck FAIL file=/opt/conda/conda-bld/pytorch_1631630839582/work/aten/src/THC/THCCachingHostAllocator.cpp line=278 error=46 : all CUDA-capable devices are busy or unavailable
        Traceback (most recent call last):
          File "train.py", line 286, in <module>
            main() # pylint: disable=no-value-for-parameter
        """,
        "Training on 2 or 4 GPUs fails this way once the dataset grows from 1000 to 2000 images; one GPU "
        "works. Open, no answer: the label rests on the log, a device that is busy or unavailable to "
        "this process, whose cause the log does not give.",
        ambiguous=True,
    ),
    real(
        GH + "huangyangyi/TeCH/issues/8",
        "huangyangyi/TeCH",
        "cuda_error",
        "unknown",
        HUMAN,
        "RuntimeError: CUDA error: all CUDA-capable devices are busy or unavailable",
        r"""
        RuntimeError: CUDA error: all CUDA-capable devices are busy or unavailable
        """,
        "On a server with RTX 6000 Ada GPUs after following the install script. Closed without an "
        "answer; from the log alone the device may be held by another process, in a prohibited compute "
        "mode or in a bad state: a person looks.",
        ambiguous=True,
    ),
    # --- out of memory reported through cuBLAS ---
    real(
        GH + "ztxz16/fastllm/issues/433",
        "ztxz16/fastllm",
        "cuda_oom",
        "user_code",
        USER,
        "CUDA error = 2, cudaErrorMemoryAllocation",
        r"""
        Error: CUDA error when allocating 8236 kB memory! maybe there's no enough memory left on device.
          CUDA error = 2, cudaErrorMemoryAllocation at /home/duanjinqiang/project/llm/fastllm/src/devices/cuda/fastllm-cuda.cu:1485
          'out of memory'
        status = 7
        Error: cublas error during MatMul in Attention operator.
        terminate called after throwing an instance of 'char const*'
        Aborted
        """,
        "The cuBLAS failure follows an out-of-memory allocation. The maintainer read it as GPU memory "
        "exhausted; the reporter found another (hidden) process holding the GPU they had chosen and "
        "moved. The user's placement: the same run on the same GPU fails again.",
    ),
]
