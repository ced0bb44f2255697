# ruff: noqa
"""Real excerpts, batch ZZ10-ENV: environment and set-up failures that stop a job before (or as) it
starts. A driver older than the CUDA runtime (cudaErrorInsufficientDriver as onnxruntime and
bitsandbytes print it; cudaErrorUnsupportedPtxVersion, "the provided PTX was compiled with an
unsupported toolchain", as ggml, CUDA samples and a research runtime print it); a GPU newer than
the PyTorch build (`sm_120 is not compatible with the current PyTorch installation`); no driver
visible to the process (`Found no NVIDIA driver on your system`); shared libraries the dynamic
loader cannot find (`libcudnn.so.8: cannot open shared object file`, a binary's `error while
loading shared libraries`, Lua's NCCL bindings), a libstdc++ too old (`GLIBCXX_3.4.26 not found`),
compiled extensions whose symbols do not resolve against the installed PyTorch (`undefined symbol:
_ZN3c10...`); extension builds that fail (`nvcc fatal : Unsupported gpu architecture`, `CUDA_HOME
environment variable is not set`, ninja's `CalledProcessError`). Verbatim log lines as printed in
public threads (each repository maps to the dev fold and was not in the corpus before); labelled
from what each thread concluded, or from the log where it concluded nothing (the notes say which).

Category convention used here: a mismatch met at run time by the CUDA runtime (driver, PTX,
architecture, no driver) is `cuda_error`; a library the loader cannot load or link at import is
`import_error`; an extension *build* that fails (nvcc, CUDA_HOME, ninja) is `other`, as pip's wheel
build failures are."""

from __future__ import annotations

from real_kit import HUMAN, USER, real

GH = "https://github.com/"


CASES = [
    # --- the driver is older than the CUDA runtime or toolkit -----------------------------------
    real(
        GH + "C0untFloyd/roop-unleashed/issues/465",
        "C0untFloyd/roop-unleashed",
        "cuda_error",
        "user_code",
        USER,
        "CUDA failure 35: CUDA driver version is insufficient for CUDA runtime version",
        r"""
        error
        D:\a\_work\1\s\onnxruntime\core\providers\cuda\cuda_call.cc:121 onnxruntime::CudaCall D:\a\_work\1\s\onnxruntime\core\providers\cuda\cuda_call.cc:114 onnxruntime::CudaCall CUDA failure 35: CUDA driver version is insufficient for CUDA runtime version ; GPU=-2011338632 ; hostname=DESKTOP-F9GHF2T ; file=D:\a\_work\1\s\onnxruntime\core\providers\cuda\cuda_execution_provider.cc ; line=236 ; expr=cudaSetDevice(info_.device_id);
        """,
        "onnxruntime's CUDA provider fails cudaSetDevice with error 35 (cudaErrorInsufficientDriver). "
        "The answer sends the reporter to the CUDA install and the graphics driver (use the driver "
        "that comes with the toolkit): an installation mismatch that fails the same way every start.",
    ),
    real(
        GH + "Akegarasu/lora-scripts/issues/101",
        "Akegarasu/lora-scripts",
        "cuda_error",
        "user_code",
        USER,
        "Error CUDA driver version is insufficient for CUDA runtime version at line 167",
        r"""
         poch 1/10
        Error CUDA driver version is insufficient for CUDA runtime version at line 167 in file D:\ai\tool\bitsandbytes\csrc\ops.cu
        Traceback (most recent call last):
          File "C:\Users\cityv\AppData\Local\Programs\Python\Python310\lib\runpy.py", line 196, in _run_module_as_main
            return _run_code(code, main_globals, None,
          File "C:\Users\cityv\AppData\Local\Programs\Python\Python310\lib\runpy.py", line 86, in _run_code
            exec(code, run_globals)
          File "E:\webroot\lora-scripts\venv\Scripts\accelerate.exe\__main__.py", line 7, in <module>
          File "E:\webroot\lora-scripts\venv\lib\site-packages\accelerate\commands\accelerate_cli.py", line 45, in main
            args.func(args)
          File "E:\webroot\lora-scripts\venv\lib\site-packages\accelerate\commands\launch.py", line 1104, in launch_command
        """,
        "bitsandbytes' CUDA op reports the driver insufficient for the runtime at the first epoch; the "
        "reporter has only an Intel integrated GPU, and the maintainer answers that training on it "
        "(without an NVIDIA GPU) is not supported: the set-up, not a transient fault.",
    ),
    real(
        GH + "Tiiny-AI/PowerInfer/issues/229",
        "Tiiny-AI/PowerInfer",
        "cuda_error",
        "user_code",
        USER,
        "CUDA error 222 at",
        r"""
        offload_ffn_split: applying augmentation to model - please wait ...

        CUDA error 222 at /home/test/test06/jdz/PowerInfer/ggml-cuda.cu:9635: the provided PTX was compiled with an unsupported toolchain.
        current device: 0
        """,
        "ggml's CUDA backend fails with error 222 (cudaErrorUnsupportedPtxVersion) right after the "
        "build from source. No answer in the thread; the label rests on the log: the PTX was built "
        "by a newer toolkit than the driver accepts, which every run meets until they match.",
    ),
    real(
        GH + "NVIDIA/CUDALibrarySamples/issues/47",
        "NVIDIA/CUDALibrarySamples",
        "cuda_error",
        "user_code",
        USER,
        "Error: the provided PTX was compiled with an unsupported toolchain.",
        r"""
         ./contraction
        Total memory: 0.45 GiB
        Error: the provided PTX was compiled with an unsupported toolchain.
        """,
        "A cuTENSOR sample built in the HPC SDK container fails to load its PTX; the reporter "
        "concludes the host's GPU driver is not compatible with the toolkit in the container: a "
        "driver/toolkit mismatch, the same on every run.",
    ),
    real(
        GH + "mit-han-lab/inter-operator-scheduler/issues/4",
        "mit-han-lab/inter-operator-scheduler",
        "cuda_error",
        "user_code",
        USER,
        "Cuda failure: 222 the provided PTX was compiled with an unsupported toolchain.",
        r"""
        Cuda failure: 222 the provided PTX was compiled with an unsupported toolchain.
        /home/ubuntu/ios/src/ios/ios_runtime.cu:1332
        Aborting...
        """,
        "On CUDA 11.1 the runtime aborts with error 222; the maintainer points to the toolchain being "
        "incompatible with the driver and asks for a consistent driver and CUDA toolkit.",
    ),
    # --- the GPU is newer than the PyTorch build ---------------------------------------------------
    real(
        GH + "Hellod035/LeggedLab/issues/26",
        "Hellod035/LeggedLab",
        "cuda_error",
        "user_code",
        USER,
        "NVIDIA GeForce RTX 5090 with CUDA capability sm_120 is not compatible",
        r"""
        NVIDIA GeForce RTX 5090 with CUDA capability sm_120 is not compatible with the current PyTorch installation.
        The current PyTorch install supports CUDA capabilities sm_50 sm_60 sm_70 sm_75 sm_80 sm_86 sm_90.
        If you want to use the NVIDIA GeForce RTX 5090 GPU with PyTorch, please check the instructions at https://pytorch.org/get-started/locally/
        """,
        "Training on an RTX 5090 with a PyTorch build that has no sm_120 kernels; the reporter fixed it "
        "by installing the cu128 nightly: the installed build, not the machine.",
    ),
    real(
        GH + "DreamTechAI/Direct3D-S2/issues/32",
        "DreamTechAI/Direct3D-S2",
        "cuda_error",
        "user_code",
        USER,
        "with CUDA capability sm_120 is not compatible with the current PyTorch installation.",
        r"""
        NVIDIA GeForce RTX 5090 with CUDA capability sm_120 is not compatible with the current PyTorch installation.
        The current PyTorch install supports CUDA capabilities sm_50 sm_60 sm_61 sm_70 sm_75 sm_80 sm_86 sm_90.
        If you want to use the NVIDIA GeForce RTX 5090 GPU with PyTorch, please check the instructions at https://pytorch.org/get-started/locally/
        """,
        "The same architecture mismatch; the reporter states the fix (a cu128 PyTorch build) and that it "
        "breaks other compiled packages (flash_attn) that must be rebuilt: an environment to fix.",
    ),
    real(
        GH + "MIC-DKFZ/BodyPartRegression/issues/7",
        "MIC-DKFZ/BodyPartRegression",
        "cuda_error",
        "user_code",
        USER,
        "NVIDIA GeForce RTX 4090 with CUDA capability sm_89 is not compatible",
        r"""
        UserWarning:
        NVIDIA GeForce RTX 4090 with CUDA capability sm_89 is not compatible with the current PyTorch installation.
        The current PyTorch install supports CUDA capabilities sm_37 sm_50 sm_60 sm_70.
        """,
        "The package pins PyTorch 1.8.1, whose build has no sm_89 kernels for the reporter's RTX 4090. "
        "No answer; from the log (and the reporter's account): the pinned build, every run.",
    ),
    # --- no driver visible to the process -------------------------------------------------------------
    real(
        GH + "googlecolab/colabtools/issues/5329",
        "googlecolab/colabtools",
        "cuda_error",
        "user_code",
        USER,
        "Found no NVIDIA driver on your system.",
        r"""
        Found no NVIDIA driver on your system. Please check that you have an NVIDIA GPU and installed a driver from http://www.nvidia.com/Download/index.aspx
        """,
        "PyTorch finds no driver in a Colab session; the maintainer asks whether the notebook is "
        "connected to a GPU runtime or a CPU runtime (the usual cause: a runtime without a GPU). "
        "The thread closed without more; the label rests on that: the session's configuration, "
        "which a restart on the same runtime meets again.",
    ),
    real(
        GH + "facebookresearch/pytorch3d/issues/1259",
        "facebookresearch/pytorch3d",
        "cuda_error",
        "user_code",
        USER,
        "RuntimeError: Found no NVIDIA driver on your system.",
        r"""
        RuntimeError: Found no NVIDIA driver on your system. Please check that you have an NVIDIA GPU and installed a driver from http://www.nvidia.com/Download/index.aspx
        """,
        "The maintainer asks how this relates to PyTorch3D; no conclusion. The label rests on the log: "
        "one machine whose process sees no NVIDIA driver (none installed, or a container or runtime "
        "given no GPU), which the next launch on the same machine meets again.",
    ),
    # --- shared libraries the loader cannot find --------------------------------------------------------
    real(
        GH + "shouxieai/tensorRT_Pro/issues/171",
        "shouxieai/tensorRT_Pro",
        "import_error",
        "user_code",
        USER,
        "ImportError: libcudnn.so.8: cannot open shared object file",
        r"""
        Traceback (most recent call last):
          File "/datav/projects/tensorRT_Pro/workspace/app_alphapose.py", line 4, in <module>
            import trtpy as tp
          File "/datav/software/anaconda3/lib/python3.9/site-packages/trtpy-1.0-py3.9.egg/trtpy/__init__.py", line 313, in <module>
            from .libtrtpyc import *
        ImportError: libcudnn.so.8: cannot open shared object file: No such file or directory
        """,
        "The compiled Python module links cuDNN 8, which is not on the loader's path; the reporter "
        "fixed it by adding the library directory to LD_LIBRARY_PATH.",
    ),
    real(
        GH + "fish-kong/Yolov5-instance-seg-tensorrt/issues/8",
        "fish-kong/Yolov5-instance-seg-tensorrt",
        "import_error",
        "user_code",
        USER,
        "error while loading shared libraries: libcudnn.so.8",
        r"""
        (CUDA113+CUDNN82) han@han:~/Desktop/hxb_projects/CPP_Instance/Yolov5-instance-seg-tensorrt/build$ sudo ./trt_infer ../models/yolov5s-seg.onnx ../images/bus.jpg
        [sudo] password for han:
        ./trt_infer: error while loading shared libraries: libcudnn.so.8: cannot open shared object file: No such file or directory
        """,
        "The dynamic loader cannot find cuDNN for a native binary (run under sudo). No answer; the "
        "label rests on the log: a library missing from the loader's search path fails every start.",
    ),
    real(
        GH + "microsoft/onnxruntime-genai/issues/344",
        "microsoft/onnxruntime-genai",
        "import_error",
        "user_code",
        USER,
        "ImportError: libcudnn.so.8: cannot open shared object file",
        r"""
        from onnxruntime_genai.onnxruntime_genai import *
        ImportError: libcudnn.so.8: cannot open shared object file: No such file or directory
        """,
        "The maintainers answer that onnxruntime depends on the user installing cuDNN for CUDA 11 "
        "(PyTorch's wheels ship their own copy, onnxruntime's do not): a missing install.",
    ),
    real(
        GH + "microsoft/onnxruntime-genai/issues/694",
        "microsoft/onnxruntime-genai",
        "import_error",
        "user_code",
        USER,
        "ImportError: libcudnn.so.8: cannot open shared object file",
        r"""
        Traceback (most recent call last):
          File "/mnt/batch/tasks/shared/LS_root/mounts/clusters/alexmanegpu2/code/app.py", line 2, in <module>
            import onnxruntime_genai as og
          File "/anaconda/envs/azureml_py38/lib/python3.9/site-packages/onnxruntime_genai/__init__.py", line 18, in <module>
            from onnxruntime_genai.onnxruntime_genai import *
        ImportError: libcudnn.so.8: cannot open shared object file: No such file or directory
        """,
        "The reporter's search shows cuDNN 9 in the system path and cuDNN 8 only inside conda "
        "environments; the loader does not look there. From the log and that listing: the library "
        "path of the environment, the same at every import.",
        tag="b",
    ),
    real(
        GH + "facebookresearch/fairseq-lua/issues/24",
        "facebookresearch/fairseq-lua",
        "import_error",
        "user_code",
        USER,
        "libnccl.so.1: cannot open shared object file",
        r"""
        Tried loading libnccl.so.1 but got error /home/actl/torch/install/share/lua/5.1/nccl/ffi.lua:192: libnccl.so.1: cannot open shared object file: No such file or directory
        Tried loading libnccl.1.dylib but got error /home/actl/torch/install/share/lua/5.1/nccl/ffi.lua:192: libnccl.1.dylib: cannot open shared object file: No such file or directory
        """,
        "Lua Torch's NCCL bindings find no libnccl; the answer is to build and install NCCL (and, "
        "later in the thread, to add its directory to LD_LIBRARY_PATH): a missing install.",
    ),
    real(
        GH + "ngimel/nccl.torch/issues/5",
        "ngimel/nccl.torch",
        "import_error",
        "user_code",
        USER,
        "'libnccl.so not found in library path.",
        r"""
        nccl/ffi.lua:195: 'libnccl.so not found in library path.
        Please install nccl.
        Then make sure all the files named as libnccl.so* are placed in your library load path (for example /usr/local/lib , or manually add a path to LD_LIBRARY_PATH)
        """,
        "require 'nccl' fails: the bindings cannot load libnccl from the library path. The maintainer "
        "explains which library file is needed; the set-up of the library path, every run.",
    ),
    real(
        GH + "nmilosev/pytorch-arm-builds/issues/7",
        "nmilosev/pytorch-arm-builds",
        "import_error",
        "user_code",
        USER,
        "ImportError: /usr/lib/libstdc++.so.6: version GLIBCXX_3.4.26 not found",
        r"""
        ImportError: /usr/lib/libstdc++.so.6: version GLIBCXX_3.4.26 not found
        """,
        "The ARM PyTorch build needs a newer libstdc++ than the system's (which stops at "
        "GLIBCXX_3.4.25, the reporter lists); the answer is a build made on the same OS: the "
        "environment, every import.",
    ),
    # --- compiled extensions whose symbols do not resolve -----------------------------------------------
    real(
        GH + "pytorch/extension-cpp/issues/103",
        "pytorch/extension-cpp",
        "import_error",
        "user_code",
        USER,
        "undefined symbol: _ZN5torch3jit11parseSchemaERKSsb",
        r"""
        Traceback (most recent call last):
          File "/gemini/code/extension-cpp-master/test/test_extension.py", line 5, in <module>
            import extension_cpp
          File "/root/miniconda3/lib/python3.11/site-packages/extension_cpp/__init__.py", line 2, in <module>
            from . import _C, ops
        ImportError: /root/miniconda3/lib/python3.11/site-packages/extension_cpp/_C.cpython-311-x86_64-linux-gnu.so: undefined symbol: _ZN5torch3jit11parseSchemaERKSsb
        """,
        "The extension was built against another C++ ABI than the installed PyTorch (the symbol has "
        "the pre-C++11 std::string); the reporter solved it with a comment about the build flags.",
    ),
    real(
        GH + "facebookresearch/goliath/issues/23",
        "facebookresearch/goliath",
        "import_error",
        "user_code",
        USER,
        "undefined symbol: _ZN3c104cuda9SetDeviceEi",
        r"""
        ImportError       (note: full exception trace is shown but execution is paused at: _run_module_as_main)
        /home/guoyang/GMS/gaussian-mesh-splatting/extensions/sgutils/sgutilslib.cpython-38-x86_64-linux-gnu.so: undefined symbol: _ZN3c104cuda9SetDeviceEi
        """,
        "A debugger's view of the import failure. The maintainer says to recompile the extension; the "
        "reporter found a mismatch between the environment's PyTorch CUDA and the system CUDA.",
    ),
    real(
        GH + "feihuzhang/GANet/issues/6",
        "feihuzhang/GANet",
        "import_error",
        "user_code",
        USER,
        "ImportError: /data/bq/GANet-master/libs/GANet/build/lib/GANet.cpython-36m-x86_64-linux-gnu.so: undefined symbol",
        r"""
        Traceback (most recent call last):
          File "train.py", line 5, in <module>
            from libs.GANet.modules.GANet import MyLoss2
          File "/data/bq/GANet-master/libs/GANet/modules/__init__.py", line 1, in <module>
            from .GANet import *
          File "/data/bq/GANet-master/libs/GANet/modules/GANet.py", line 5, in <module>
            from ..functions import *
          File "/data/bq/GANet-master/libs/GANet/functions/__init__.py", line 1, in <module>
            from .GANet import *
          File "/data/bq/GANet-master/libs/GANet/functions/GANet.py", line 3, in <module>
            from ..build.lib import GANet
        ImportError: /data/bq/GANet-master/libs/GANet/build/lib/GANet.cpython-36m-x86_64-linux-gnu.so: undefined symbol: _ZN3c105ErrorC1ENS_14SourceLocationERKSs
        """,
        "train.py cannot import its compiled op; the maintainer calls it a library conflict and asks "
        "for the extension to be built with the same libraries as PyTorch.",
    ),
    real(
        GH + "kchengiva/Shift-GCN/issues/2",
        "kchengiva/Shift-GCN",
        "import_error",
        "user_code",
        USER,
        "ImportError: /home/tjl1/anaconda3/envs/pytorch0.4/lib/python3.7/site-packages/shift_cuda_linear_cpp",
        r"""
        Traceback (most recent call latt):
        	File "demo.py", line 10, in <module>
        		from cuda.shift import ShiftFunction, Shift
        	FIle "/home/tjl1/zlw/Shift-GCN-master/model/Temporal_shift/cuda/shift.py", lin 5, in <module>
        		import shift_cuda
        ImportError: /home/tjl1/anaconda3/envs/pytorch0.4/lib/python3.7/site-packages/shift_cuda_linear_cpp-0.0.0-py3.7-linux-x86_64.egg/shift_cuda.cpython-37m-x86_64-linux-gnu.so:
         undefined symbol: _ZN2at5ErrorC1ENS_14SourceLocationESs
        """,
        "A retyped traceback (typos and tabs as posted) with the ImportError wrapped onto two lines. The "
        "maintainer notes the same undefined symbol in other CUDA extension projects and points to "
        "their fixes (compiler and ABI of the build): the environment, every import.",
    ),
    # --- extension builds that fail ------------------------------------------------------------------------
    real(
        GH + "facebookresearch/3detr/issues/59",
        "facebookresearch/3detr",
        "other",
        "user_code",
        USER,
        "nvcc fatal: Unsupported gpu architecture 'compute_89'",
        r"""
        nvcc fatal: Unsupported gpu architecture 'compute_89'
        """,
        "Building the pointnet2 op with nvcc 11.5 for an RTX 4090: that toolkit predates sm_89 "
        "(the reporter's nvcc --version). No answer; from the log: the toolkit, every build.",
    ),
    real(
        GH + "csuhan/s2anet/issues/44",
        "csuhan/s2anet",
        "other",
        "user_code",
        USER,
        "nvcc fatal   : Unsupported gpu architecture 'compute_75'",
        r"""
        nvcc fatal   : Unsupported gpu architecture 'compute_75'
        """,
        "Compiling the ops with CUDA 9.2, which predates Turing (compute_75). No answer; from the log "
        "and the reported versions: the toolkit, every build.",
    ),
    real(
        GH + "jkjung-avt/tensorrt_demos/issues/554",
        "jkjung-avt/tensorrt_demos",
        "other",
        "user_code",
        USER,
        "nvcc fatal   : Unsupported gpu architecture 'compute_N'",
        r"""
        NVCCFLAGS: -gencode arch=compute_N,code=[sm_N,compute_N] -gencode arch=compute_o,code=[sm_o,compute_o] -gencode arch=compute_n,code=[sm_n,compute_n] -gencode arch=compute_e,code=[sm_e,compute_e]
        nvcc fatal   : Unsupported gpu architecture 'compute_N'
        Makefile:43: recipe for target 'yolo_layer.o' failed
        """,
        "The plugin's Makefile got the string 'None' as the compute capability; the maintainer says "
        "gpu_cc.py failed to identify the GPU (on Windows, where it looks for libcuda.so): the build "
        "configuration, every build.",
    ),
    real(
        GH + "sp-uhh/storm/issues/14",
        "sp-uhh/storm",
        "other",
        "user_code",
        USER,
        "OSError: CUDA_HOME environment variable is not set.",
        r"""
        raise EnvironmentError('CUDA_HOME environment variable is not set. '
        OSError: CUDA_HOME environment variable is not set. Please set it to your CUDA install root.
        """,
        "torch.utils.cpp_extension finds no CUDA toolkit to build the repository's op; the maintainer "
        "answers it is the CUDA environment, not the code (install a toolkit matching PyTorch).",
    ),
    real(
        GH + "NVlabs/imaginaire/issues/184",
        "NVlabs/imaginaire",
        "other",
        "user_code",
        USER,
        "OSError: CUDA_HOME environment variable is not set.",
        r"""
        CUDA_VERSION: 11.6
        Traceback (most recent call last):
          File "/home/interns/dionysos/imaginaire/imaginaire/third_party/correlation/setup.py", line 35, in <module>
            CUDAExtension('correlation_cuda', [
          File "/home/interns/dionysos/imaginaire/.conda/lib/python3.11/site-packages/torch/utils/cpp_extension.py", line 1074, in CUDAExtension
            library_dirs += library_paths(cuda=True)
                            ^^^^^^^^^^^^^^^^^^^^^^^^
          File "/home/interns/dionysos/imaginaire/.conda/lib/python3.11/site-packages/torch/utils/cpp_extension.py", line 1201, in library_paths
            if (not os.path.exists(_join_cuda_home(lib_dir)) and
                                   ^^^^^^^^^^^^^^^^^^^^^^^^
          File "/home/interns/dionysos/imaginaire/.conda/lib/python3.11/site-packages/torch/utils/cpp_extension.py", line 2407, in _join_cuda_home
            raise OSError('CUDA_HOME environment variable is not set. '
        OSError: CUDA_HOME environment variable is not set. Please set it to your CUDA install root.
        """,
        "Building a third-party CUDA op during set-up; cpp_extension finds no toolkit. The thread "
        "closed without an answer; from the log: the build environment, every build.",
    ),
    real(
        GH + "MrForExample/ComfyUI-3D-Pack/issues/350",
        "MrForExample/ComfyUI-3D-Pack",
        "other",
        "user_code",
        USER,
        "subprocess.CalledProcessError: Command '['ninja', '-v']' returned non-zero exit status 1.",
        r"""
        Traceback (most recent call last):
          File "E:\ComfyUI_3D\python_embeded\Lib\site-packages\torch\utils\cpp_extension.py", line 2105, in _run_ninja_build
            subprocess.run(
          File "subprocess.py", line 571, in run
        subprocess.CalledProcessError: Command '['ninja', '-v']' returned non-zero exit status 1.

        The above exception was the direct cause of the following exception:
        """,
        "torch.utils.cpp_extension's ninja build of a CUDA op fails. The thread closed without a "
        "stated cause; from the log: a compile failure of the extension, which the same sources and "
        "toolchain reproduce on every build.",
    ),
]
