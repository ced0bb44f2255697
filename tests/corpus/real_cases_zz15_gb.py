# ruff: noqa
"""Real excerpts, batch ZZ15-GB: development-fold run-time failures from compiled GPU code paths in
training and inference jobs: Triton kernels that do not fit the GPU's shared memory, TorchInductor
without a working Triton, custom CUDA extensions that fail their JIT build (ninja/nvcc) or were built
for the wrong architecture ("invalid device function", "no kernel image is available"), compiled
extensions with undefined symbols after an upgrade, xformers and fp8 kernels refusing the GPU's compute
capability, a HIP graph capture error, and cuBLAS/cuDNN status errors (CUBLAS_STATUS_NOT_SUPPORTED,
CUDNN_STATUS_INTERNAL_ERROR, CUDNN_STATUS_EXECUTION_FAILED, CUDNN_STATUS_NOT_SUPPORTED). Gathered from
GitHub issue threads of repositories new to the corpus whose `fold_of(repo)` is "dev" (research code,
image and video generation front ends, LLM tooling, inference runtimes, a ROS perception stack, AMD's
HIP runtime). Many phrasings were searched (BackendCompilerFailed, Triton Error [CUDA], OutOfResources,
ptxas, TritonMissing, Error building extension, nvcc fatal, undefined symbol, flash-attn/xformers/apex/
bitsandbytes/deepspeed op failures, stream capture, CUBLAS_STATUS_*, CUDNN_STATUS_*, no kernel image,
invalid device function, PTX toolchain, sm_120 compatibility, bf16/fp8 capability); most threads for
flash-attention, bitsandbytes, DeepSpeed, apex, vLLM and PyTorch itself sit in repositories already in
the corpus or in the test fold, and the forum hosts allowed for this batch gave no usable pages, so
none are here. Several threads kept only a truncated copy of the final error line; where that line is
taken from the issue title instead, the notes say so. What the searches returned in new dev-fold
repositories is taken as it came, not picked for what crashcart can do, and nobody ran crashcart on
these cases before they were labelled. Verbatim log lines as printed in each thread (trimmed to the
relevant part; markdown quote markers removed); labelled from what each thread concluded, or from the
log where it concluded nothing (the notes say which)."""

from __future__ import annotations

from real_kit import HUMAN, USER, real

GH = "https://github.com/"


CASES = [
    # --- Triton and TorchInductor -------------------------------------------------------------------
    real(
        GH + "FlashML-org/FreeToken/issues/246",
        "FlashML-org/FreeToken",
        "runtime_error",
        "user_code",
        USER,
        "triton.runtime.errors.OutOfResources: out of resource: shared memory, Required: 98304, Hardware limit: 65536.",
        r"""
        [16:10:33] stdout/INFO  triton.runtime.errors.OutOfResources: out of resource: shared memory, Required: 98304, Hardware limit: 65536. Reducing block sizes or `num_stages` may help.
        [16:10:42] health/ERROR  OutOfResources: out of resource: shared memory, Required: 98304, Hardware limit: 65536. Reducing block sizes or `num_stages` may help.  (×5)
        [16:10:43] stdout/ERROR  [2026-08-28|16:10:43|FrontendAPI] ERROR    Backend worker is gone and cannot be restarted; stopping the API server
        """,
        "The local LLM server's backend worker dies at start-up on Windows 11 with an RTX 2080 Ti (22 GB): "
        "a Triton kernel asks for 96 KiB of shared memory and the Turing GPU offers 64 KiB, five retries "
        "fail and the API server stops. The maintainer answered that the RTX 20 series is not supported "
        "(FAQ). The kernel's configuration does not fit this GPU; every restart on it fails the same way.",
    ),
    real(
        GH + "wochenlong/lora-scripts-next/issues/47",
        "wochenlong/lora-scripts-next",
        "import_error",
        "user_code",
        USER,
        "torch._inductor.exc.TritonMissing: Cannot find a working triton installation.",
        r"""
        torch._inductor.exc.TritonMissing: Cannot find a working triton installation.
        Either the package is not installed or it is too old.
        """,
        "LoRA training with `torch_compile = true` in the config crashes at the first step on the Windows "
        "portable packages: TorchInductor needs Triton, which is not installed there. The maintainer "
        "fixed it in v2.5.2 by switching torch_compile off on Windows with a warning. The config asks for "
        "a compiler the environment does not have; it fails every run until the option is turned off.",
    ),
    # --- Custom CUDA extensions: JIT builds and undefined symbols ------------------------------------
    real(
        GH + "ZPdesu/Barbershop/issues/36",
        "ZPdesu/Barbershop",
        "other",
        "user_code",
        USER,
        "FAILED: fused_bias_act_kernel.cuda.o",
        r"""
        RuntimeError: Error building extension 'fused': [1/2] /usr/local/cuda-11.2/bin/nvcc -DTORCH_EXTENSION_NAME=fused -DTORCH_API_INCLUDE_EXTENSION_H -DPYBIND11_COMPILER_TYPE=\"_gcc\" -DPYBIND11_STDLIB=\"_libstdcpp\" -DPYBIND11_BUILD_ABI=\"_cxxabi1011\" -isystem /home/lhf/data/[/home/lhf/data/anaconda3]/envs/bar/lib/python3.8/site-packages/torch/include -isystem /home/lhf/data/[/home/lhf/data/anaconda3]/envs/bar/lib/python3.8/site-packages/torch/include/torch/csrc/api/include -isystem /home/lhf/data/[/home/lhf/data/anaconda3]/envs/bar/lib/python3.8/site-packages/torch/include/TH -isystem /home/lhf/data/[/home/lhf/data/anaconda3]/envs/bar/lib/python3.8/site-packages/torch/include/THC -isystem /usr/local/cuda-11.2/include -isystem /home/lhf/data/[/home/lhf/data/anaconda3]/envs/bar/include/python3.8 -D_GLIBCXX_USE_CXX11_ABI=0 -D__CUDA_NO_HALF_OPERATORS__ -D__CUDA_NO_HALF_CONVERSIONS__ -D__CUDA_NO_HALF2_OPERATORS__ --expt-relaxed-constexpr -gencode=arch=compute_86,code=sm_86 --compiler-options '-fPIC' -std=c++14 -c /media/pc/nvme1n1/lhf/Barbershop/models/stylegan2/op/fused_bias_act_kernel.cu -o fused_bias_act_kernel.cuda.o
        FAILED: fused_bias_act_kernel.cuda.o
        """,
        "Running Barbershop's main.py JIT-compiles the StyleGAN2 fused bias-activation CUDA extension "
        "with torch.utils.cpp_extension, and nvcc (CUDA 11.2, sm_86) fails on the kernel, so the job dies "
        "before it starts. The thread has no answer; the label rests on the log: the local toolchain "
        "cannot build the extension, which fails identically on every run until the environment (CUDA, "
        "compiler, PyTorch versions) is fixed.",
    ),
    real(
        GH + "FlyMyAI/flymyai-lora-trainer/issues/54",
        "FlyMyAI/flymyai-lora-trainer",
        "other",
        "user_code",
        USER,
        "nvcc fatal   : Unsupported gpu architecture 'compute_89'",
        r"""
        /usr/bin/nvcc --generate-dependencies-with-compile --dependency-output unpack.cuda.o.d -DTORCH_EXTENSION_NAME=quanto_cuda -DTORCH_API_INCLUDE_EXTENSION_H -DPYBIND11_COMPILER_TYPE=\"_gcc\" -DPYBIND11_STDLIB=\"_libstdcpp\" -DPYBIND11_BUILD_ABI=\"_cxxabi1016\" -isystem /mnt/w/flymyai-lora-trainer/venv/lib/python3.10/site-packages/torch/include -isystem /mnt/w/flymyai-lora-trainer/venv/lib/python3.10/site-packages/torch/include/torch/csrc/api/include -isystem /usr/local/include/python3.10 -D_GLIBCXX_USE_CXX11_ABI=1 -D__CUDA_NO_HALF_OPERATORS__ -D__CUDA_NO_HALF_CONVERSIONS__ -D__CUDA_NO_BFLOAT16_CONVERSIONS__ -D__CUDA_NO_HALF2_OPERATORS__ --expt-relaxed-constexpr -gencode=arch=compute_89,code=compute_89 -gencode=arch=compute_89,code=sm_89 --compiler-options '-fPIC' --expt-extended-lambda --use_fast_math -DQUANTO_CUDA_ARCH=890 -std=c++17 -c /mnt/w/flymyai-lora-trainer/venv/lib/python3.10/site-packages/optimum/quanto/library/extensions/cuda/unpack.cu -o unpack.cuda.o
        nvcc fatal   : Unsupported gpu architecture 'compute_89'
        """,
        "A Qwen-Image LoRA training run (accelerate launch, WSL on Windows 11, RTX 4090) JIT-builds "
        "optimum-quanto's CUDA extension at start-up; /usr/bin/nvcc does not know sm_89 and ninja stops, "
        "although the reporter installed CUDA 13 and set TORCH_CUDA_ARCH_LIST=8.9. The thread has no "
        "answer; from the log, the build picks up an old system nvcc that cannot target the GPU, an "
        "environment fault that recurs on every launch until the toolkit on PATH is fixed.",
    ),
    real(
        GH + "924973292/MambaPro/issues/4",
        "924973292/MambaPro",
        "import_error",
        "user_code",
        USER,
        "undefined symbol: _ZN3c104cuda20CUDACachingAllocator12recordStreamERKNS",
        r"""
        Traceback (most recent call last):
          File "/root/autodl-tmp/MambaPro-master/train_net.py", line 3, in <module>
            from modeling import make_model
          File "/root/autodl-tmp/MambaPro-master/modeling/__init__.py", line 1, in <module>
            from .make_model import make_model
          File "/root/autodl-tmp/MambaPro-master/modeling/make_model.py", line 9, in <module>
            from modeling.fusion_part.AAM import AAM
          File "/root/autodl-tmp/MambaPro-master/modeling/fusion_part/AAM.py", line 5, in <module>
            from modeling.fusion_part.mamba import MM_SS2D
          File "/root/autodl-tmp/MambaPro-master/modeling/fusion_part/mamba.py", line 25, in <module>
            from selective_scan.selective_scan import selective_scan_fn
          File "/root/miniconda3/envs/mamba2/lib/python3.10/site-packages/selective_scan/__init__.py", line 8, in <module>
            from .selective_scan_interface import SelectiveScanFn, selective_scan_fn, selective_scan_ref
          File "/root/miniconda3/envs/mamba2/lib/python3.10/site-packages/selective_scan/selective_scan_interface.py", line 8, in <module>
            import selective_scan_cuda_core as selective_scan_cuda
        ImportError: /root/miniconda3/envs/mamba2/lib/python3.10/site-packages/selective_scan_cuda_core.cpython-310-x86_64-linux-gnu.so: undefined symbol: _ZN3c104cuda20CUDACachingAllocator12recordStreamERKNS
        """,
        "train_net.py dies at import: the compiled selective-scan CUDA extension references a c10 CUDA "
        "caching-allocator symbol the installed PyTorch does not export, i.e. it was built against another "
        "torch version. The thread was closed without a recorded fix in our copy; the label rests on the "
        "log. The last line is the one in the issue title (the body's copy is cut off in our index). An "
        "ABI mismatch in the user's environment, the same on every run until the extension is rebuilt.",
    ),
    # --- Kernels not built for this GPU --------------------------------------------------------------
    real(
        GH + "MembrAI/MIU-VL/issues/6",
        "MembrAI/MIU-VL",
        "cuda_error",
        "user_code",
        USER,
        "RuntimeError: CUDA error: no kernel image is available for execution on the device",
        r"""
        RuntimeError: CUDA error: no kernel image is available for execution on the device
        CUDA kernel errors might be asynchronously reported at some other API call,so the stacktrace below might be incorrect.
        For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
        """,
        "Running the MIU-VL code on a CUDA 11.4 setup fails with no kernel image; the reporter asks which "
        "CUDA version the authors used and nobody answered. From the log: the installed binaries hold no "
        "kernels for this GPU's architecture, a build/environment mismatch that fails on every run.",
    ),
    real(
        GH + "TerryPei/EfficientVMamba/issues/23",
        "TerryPei/EfficientVMamba",
        "cuda_error",
        "user_code",
        USER,
        "RuntimeError: CUDA error: no kernel image is available for execution on the device",
        r"""
        RuntimeError: CUDA error: no kernel image is available for execution on the device
        CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
        For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
        Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.
        """,
        "EfficientVMamba (which builds its own selective-scan CUDA kernels) fails with no kernel image. "
        "No reply in the thread; the label rests on the log: the compiled kernels or the PyTorch build do "
        "not cover this GPU's compute capability, which recurs until they are rebuilt for it.",
    ),
    real(
        GH + "coendevente/SlicerNNInteractive/issues/58",
        "coendevente/SlicerNNInteractive",
        "cuda_error",
        "user_code",
        USER,
        "with CUDA capability sm_120 is not compatible with the current PyTorch installation.",
        r"""
        NVIDIA GeForce RTX 5070 Laptop GPU with CUDA capability sm_120 is not compatible with the current PyTorch installation.
        The current PyTorch install supports CUDA capabilities sm_37 sm_50 sm_60 sm_61 sm_70 sm_75 sm_80 sm_86 sm_90 compute_37.
        """,
        "The nnInteractive server for 3D Slicer cannot use an RTX 5070 Laptop GPU: the bundled PyTorch "
        "has no sm_120 (Blackwell) kernels, and the reporter asks the project to move to a newer PyTorch. "
        "The installed build does not support the GPU; every run fails until PyTorch is upgraded.",
    ),
    real(
        GH + "laugh12321/TensorRT-YOLO/issues/74",
        "laugh12321/TensorRT-YOLO",
        "cuda_error",
        "user_code",
        USER,
        "Error text: invalid device function",
        r"""
        TensorRT-YOLO/examples/detect$ python3 detect.py -e models/yolo11n.engine -i images -o output -l labels.txt --cudaGraph
        CUDA Error:
            File:       TensorRT-YOLO/source/deploy/vision/inference.cpp
            Line:       558
            Error code: 98
            Error text: invalid device function
        [I] Infering data in images
        Processing batches ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━   0% -:--:--Segmentation fault (core dumped)
        """,
        "Inference with CUDA graphs segfaults after an invalid device function error in the library's "
        "own CUDA code. The reporter had hard-coded CMAKE_CUDA_ARCHITECTURES 89; the maintainer said the "
        "GPU's compute capability is probably not 8.9, and building for the right one fixed it. A build "
        "for the wrong architecture: user configuration, fails identically until rebuilt.",
    ),
    real(
        GH + "laugh12321/TensorRT-YOLO/issues/240",
        "laugh12321/TensorRT-YOLO",
        "cuda_error",
        "user_code",
        USER,
        "invalid device function",
        r"""
        CUDA Failure at TensorRT-YOLO\modules\trtyolo\core\core.cpp:193: invalid device function
        """,
        "On Windows with a GTX 1070 (CUDA 12.0, TensorRT 8.6), every predict() of an engine exported "
        "from the project's CLI fails in the library's CUDA code. The maintainer's answer: either the "
        "CUDA version does not match the driver or the build does not match the GPU's compute capability. "
        "Either way the user's build/environment, the same on every run.",
    ),
    real(
        GH + "HamRadioDXer/autolabor_perception_ros/issues/1",
        "HamRadioDXer/autolabor_perception_ros",
        "cuda_error",
        "user_code",
        USER,
        "Check failed: error == cudaSuccess (8 vs. 0)  invalid device function",
        r"""
        W1126 09:22:24.979460  7320 yolo_camera_detector.cc:154] YoloCameraDetector options.intrinsic is nullptr. Use default image size 1080P
        F1126 09:22:25.126199  7320 permute_layer.cu:47] Check failed: error == cudaSuccess (8 vs. 0)  invalid device function
        *** Check failure stack trace: ***
        """,
        "The ROS camera detector (Apollo-style YOLO on a Caffe fork) aborts in its first custom CUDA "
        "layer with cudaErrorInvalidDeviceFunction. The thread has no answer; the label rests on the log: "
        "the layer's kernels were not compiled for this GPU's architecture, which recurs at every start "
        "until the package is rebuilt with the right arch flags.",
    ),
    real(
        GH + "hyangwinter/flownet3d_pytorch/issues/2",
        "hyangwinter/flownet3d_pytorch",
        "cuda_error",
        "user_code",
        USER,
        "CUDA kernel failed : invalid device function",
        r"""
        CUDA kernel failed : invalid device function

        Process finished with exit code 139 (interrupted by signal 11: SIGSEGV)
        """,
        "FlowNet3D's forward pass fails in the PointNet++ CUDA extension (pointnet2_utils) and the "
        "process then segfaults. The maintainer: the extension was not compiled properly for the GPU "
        "(arch flags), and BuildExtension should pick them for the local GPU. A build problem of the "
        "user's extension, not the node; it recurs until rebuilt.",
    ),
    # --- Kernel libraries refusing the GPU (xformers, fp8, HIP graphs) --------------------------------
    real(
        GH + "Haoming02/sd-webui-forge-classic/issues/561",
        "Haoming02/sd-webui-forge-classic",
        "runtime_error",
        "user_code",
        USER,
        "No operator found for `memory_efficient_attention_forward` with inputs:",
        r"""
            requires device with capability == (8, 0) but your GPU has capability (12, 0) (too new)
        `fa2F@0.0.0` is not supported because:
            dtype=torch.float32 (supported: {torch.float16, torch.bfloat16})
            attn_bias type is <class 'torch.Tensor'>
            operator wasn't built - see `python -m xformers.info` for more info
        `cutlassF-pt` is not supported because:
            requires device with capability <= (9, 0) but your GPU has capability (12, 0) (too new)
        No operator found for `memory_efficient_attention_forward` with inputs:
             query       : shape=(1, 10, 32, 128) (torch.float32)
             key         : shape=(1, 10, 32, 128) (torch.float32)
             value       : shape=(1, 10, 32, 128) (torch.float32)
             attn_bias   : <class 'torch.Tensor'>
             p           : 0.0
        `fa3F@0.0.0` is not supported because:
            requires device with capability <= (9, 0) but your GPU has capability (12, 0) (too new)
            dtype=torch.float32 (supported: {torch.float16, torch.bfloat16})
            attn_bias type is <class 'torch.Tensor'>
            operator wasn't built - see `python -m xformers.info` for more info
            requires device with capability == (8, 0) but your GPU has capability (12, 0) (too new)
        """,
        "Image generation in Forge Neo on an RTX 5090 fails in the text encoder's attention: xformers has "
        "no operator for float32 inputs on a capability 12.0 GPU (its CUTLASS and flash kernels stop at "
        "9.0 or need fp16/bf16). The thread was closed without a recorded fix in our copy; the label "
        "rests on the log: the installed xformers build cannot serve this GPU/dtype, which recurs until "
        "xformers is rebuilt or disabled.",
    ),
    real(
        GH + "kijai/ComfyUI-PyramidFlowWrapper/issues/43",
        "kijai/ComfyUI-PyramidFlowWrapper",
        "runtime_error",
        "user_code",
        USER,
        "torch._scaled_mm is only supported on CUDA devices with compute capability >= 9.0 or 8.9, or ROCm MI300+",
        r"""
        # ComfyUI Error Report
        ## Error Details
        - **Node Type:** PyramidFlowSampler
        - **Exception Type:** RuntimeError
        - **Exception Message:** torch._scaled_mm is only supported on CUDA devices with compute capability >= 9.0 or 8.9, or ROCm MI300+
        ## Stack Trace
        """,
        "The PyramidFlow sampler fails on an RTX 3050 with the fp8_e4m3fn_fast option: the fp8 matmul "
        "needs compute capability 8.9 or newer. The maintainer: do not use the _fast version, it only "
        "works on 4090-class and later cards; the reporter confirmed. A setting the GPU cannot run, the "
        "same on every run until it is changed.",
    ),
    real(
        GH + "ROCm/hip/issues/3876",
        "ROCm/hip",
        "cuda_error",
        "framework_bug",
        USER,
        "Process group watchdog thread terminated with exception: HIP error: operation not permitted when stream is capturing",
        r"""
        [rank0]:[E1030 15:32:32.970893361 ProcessGroupNCCL.cpp:2055] [PG ID 5 PG GUID 51 Rank 0] Process group watchdog thread terminated with exception: HIP error: operation not permitted when stream is capturing
        Search for `hipErrorStreamCaptureUnsupported' in https://docs.nvidia.com/cuda/cuda-runtime-api/group__HIPRT__TYPES.html for more information.
        HIP kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
        For debugging consider passing AMD_SERIALIZE_KERNEL=3
        Compile with `TORCH_USE_HIP_DSA` to enable device-side assertions.

        Exception raised from c10_hip_check_implementation at /app/pytorch/c10/hip/HIPException.cpp:45 (most recent call first):
        frame #0: c10::Error::Error(c10::SourceLocation, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >) + 0x9c (0x7f789de5f1bc in /usr/local/lib/python3.12/dist-packages/torch/lib/libc10.so)
        """,
        "AMD's own team hit this running vLLM on ROCm 7: while HIP graphs are captured, the c10d "
        "watchdog's event query is refused (ROCm 7 now matches CUDA's capture rules) and the process "
        "group aborts. Labelled 'fix submitted': a known HIP runtime bug, worked around meanwhile with "
        "TORCH_NCCL_BLOCKING_WAIT=1 (vLLM's CI does so). Deterministic with this runtime and config, so "
        "a restart fails again; not a node fault.",
    ),
    real(
        GH + "OpenNMT/CTranslate2/issues/1865",
        "OpenNMT/CTranslate2",
        "cuda_error",
        "framework_bug",
        USER,
        "RuntimeError: cuBLAS failed with status CUBLAS_STATUS_NOT_SUPPORTED",
        r"""
        File "faster_whisper\transcribe.py", line 2179, in restore_speech_timestamps
        File "faster_whisper\transcribe.py", line 1471, in generate_segments
        File "faster_whisper\transcribe.py", line 1719, in encode
        RuntimeError: cuBLAS failed with status CUBLAS_STATUS_NOT_SUPPORTED
        """,
        "faster-whisper transcription on GeForce RTX 50-series GPUs fails in the encoder whenever an int8 "
        "compute type is selected (int8, int8_float16, int8_float32, int8_bfloat16), while float16, "
        "float32 and bfloat16 work. The thread narrows it to CTranslate2's int8 GEMM calls on Blackwell "
        "(operand sizes/alignment cuBLAS rejects). Deterministic for that compute type: change it, "
        "a restart does not help.",
    ),
    # --- cuBLAS / cuDNN status errors ----------------------------------------------------------------
    real(
        GH + "megvii-research/DPGN/issues/15",
        "megvii-research/DPGN",
        "cuda_error",
        "user_code",
        USER,
        "RuntimeError: cuDNN error: CUDNN_STATUS_NOT_SUPPORTED.",
        r"""
        RuntimeError: cuDNN error: CUDNN_STATUS_NOT_SUPPORTED. This error may appear if you passed in a non-contiguous input.
        """,
        "DPGN training fails at total_loss.backward() with CUDNN_STATUS_NOT_SUPPORTED. The reporter fixed "
        "it: the cudatoolkit version must be 10.1. A library version mismatch in the user's environment, "
        "recurring until the toolkit is changed.",
    ),
    real(
        GH + "fzh0917/SparseTT/issues/17",
        "fzh0917/SparseTT",
        "cuda_error",
        "unknown",
        HUMAN,
        "RuntimeError: CUDA error: CUBLAS_STATUS_NOT_SUPPORTED when calling `cublasSgemm(",
        r"""
        File "/gpfs/work/mec/junweiwu20/SparseTT-main/videoanalyst/model/backbone/backbone_impl/swin_transformer.py", line 94, in forward
            qkv = self.qkv(x).reshape(B, N, 3, self.num_heads,
          File "/gpfs/work/mec/junweiwu20/anaconda3/envs/SparseTT/lib/python3.7/site-packages/torch/nn/modules/module.py", line 1102, in _call_impl
            return forward_call(*input, **kwargs)
          File "/gpfs/work/mec/junweiwu20/anaconda3/envs/SparseTT/lib/python3.7/site-packages/torch/nn/modules/linear.py", line 103, in forward
            return F.linear(input, self.weight, self.bias)
          File "/gpfs/work/mec/junweiwu20/anaconda3/envs/SparseTT/lib/python3.7/site-packages/torch/nn/functional.py", line 1848, in linear
            return torch._C._nn.linear(input, weight, bias)
        RuntimeError: CUDA error: CUBLAS_STATUS_NOT_SUPPORTED when calling `cublasSgemm( handle, opa, opb, m, n, k, &alpha, a, lda, b, ldb, &beta, c, ldc)`
        Process Process-2:
        """,
        "Testing the SparseTT tracker on a GPFS cluster (CUDA 11.3) fails in the Swin backbone's first "
        "linear layer with CUBLAS_STATUS_NOT_SUPPORTED on a plain fp32 GEMM. The thread has no answer. A "
        "bare cuBLAS status with no hardware line: a library/GPU mismatch in the environment is likely but "
        "not shown, so a human looks.",
        ambiguous=True,
    ),
    real(
        GH + "city-super/Scaffold-GS/issues/83",
        "city-super/Scaffold-GS",
        "cuda_error",
        "unknown",
        HUMAN,
        "RuntimeError: CUDA error: CUBLAS_STATUS_NOT_SUPPORTED when calling `cublasSgemmStridedBatched(",
        r"""
        Traceback (most recent call last):
          File "train.py", line 527, in <module>
            training(lp.extract(args), op.extract(args), pp.extract(args), dataset,  args.test_iterations, args.save_iterations, args.checkpoint_iterations, args.start_checkpoint, args.debug_from, wandb, logger)
          File "train.py", line 87, in training
            scene = Scene(dataset, gaussians, ply_path=ply_path, shuffle=False)
          File "/home/huigang/Scaffold-GS/scene/__init__.py", line 82, in __init__
            self.train_cameras[resolution_scale] = cameraList_from_camInfos(scene_info.train_cameras, resolution_scale, args)
          File "/home/huigang/Scaffold-GS/utils/camera_utils.py", line 59, in cameraList_from_camInfos
            camera_list.append(loadCam(args, id, c, resolution_scale))
          File "/home/huigang/Scaffold-GS/utils/camera_utils.py", line 53, in loadCam
            image_name=cam_info.image_name, uid=id, data_device=args.data_device)
          File "/home/huigang/Scaffold-GS/scene/cameras.py", line 56, in __init__
            self.full_proj_transform = (self.world_view_transform.unsqueeze(0).bmm(self.projection_matrix.unsqueeze(0))).squeeze(0)
        RuntimeError: CUDA error: CUBLAS_STATUS_NOT_SUPPORTED when calling `cublasSgemmStridedBatched( handle, opa, opb, m, n, k, &alpha, a, lda, stridea, b, ldb, strideb, &beta, c, ldc, stridec, num_batches)
        """,
        "Scaffold-GS training fails at start-up, in the first batched matmul that builds the camera "
        "projection matrices. The issue was closed with no recorded answer in our copy; the last line is "
        "the one in the issue title (the body's copy is cut off in our index). A bare cuBLAS status with "
        "no hardware line; a CUDA toolkit/GPU mismatch is the usual suspect for this project family but "
        "the thread does not say, so a human looks.",
        ambiguous=True,
    ),
    real(
        GH + "haochen-rye/NeRV/issues/5",
        "haochen-rye/NeRV",
        "cuda_error",
        "unknown",
        HUMAN,
        "RuntimeError: cuDNN error: CUDNN_STATUS_INTERNAL_ERROR",
        r"""
        Use GPU: None for training
        waiting
        => No resume checkpoint found at 'output/bunny_ab/bunny/embed1.25_40_512_1_fc_9_16_26__exp1.0_reduce2_low96_blk1_cycle1_gap1_e300_warm60_b1_conv_lr0.0005_cosine_Fusion6_Strd5,2,2,2,2_SinRes_actswish_/model_latest.pth'
        Traceback (most recent call last):
          File "/home/sparsh/event_fit/NeRV/train_nerv.py", line 532, in <module>
            main()
          File "/home/sparsh/event_fit/NeRV/train_nerv.py", line 141, in main
            train(None, args)
          File "/home/sparsh/event_fit/NeRV/train_nerv.py", line 342, in train
            loss_sum.backward()
          File "/home/sparsh/anaconda3/envs/nerv/lib/python3.9/site-packages/torch/_tensor.py", line 307, in backward
            torch.autograd.backward(self, gradient, retain_graph, create_graph, inputs=inputs)
          File "/home/sparsh/anaconda3/envs/nerv/lib/python3.9/site-packages/torch/autograd/__init__.py", line 154, in backward
            Variable._execution_engine.run_backward(
        RuntimeError: cuDNN error: CUDNN_STATUS_INTERNAL_ERROR
        You can try to repro this exception using the following code snippet. If that doesn't trigger the error, please include your original repro script when reporting this issue.
        """,
        "NeRV training fails in the first backward pass with a cuDNN internal error. The thread has no "
        "answer. A bare cuDNN internal error with no hardware line: memory pressure, a cuDNN/driver "
        "mismatch or a library bug are all possible, so a human decides.",
        ambiguous=True,
    ),
    real(
        GH + "SuhyeonHa/CDTNet-PyTorch/issues/6",
        "SuhyeonHa/CDTNet-PyTorch",
        "cuda_error",
        "unknown",
        HUMAN,
        "RuntimeError: cuDNN error: CUDNN_STATUS_INTERNAL_ERROR",
        r"""
          result = self.forward(*input, **kwargs)
          File "/home/opt/anaconda3/envs/yolo/lib/python3.7/site-packages/torch/nn/modules/conv.py", line 423, in forward
            return self._conv_forward(input, self.weight)
          File "/home/opt/anaconda3/envs/yolo/lib/python3.7/site-packages/torch/nn/modules/conv.py", line 420, in _conv_forward
            self.padding, self.dilation, self.groups)
        RuntimeError: cuDNN error: CUDNN_STATUS_INTERNAL_ERROR
        You can try to repro this exception using the following code snippet. If that doesn't trigger the error, please include your original repro script when reporting this issue.

        import torch
        torch.backends.cuda.matmul.allow_tf32 = True
        torch.backends.cudnn.benchmark = True
        torch.backends.cudnn.deterministic = False
        torch.backends.cudnn.allow_tf32 = True
        data = torch.randn([1, 39, 1024, 1024], dtype=torch.float, device='cuda', requires_grad=True)
        net = torch.nn.Conv2d(39, 10, kernel_size=[3, 3], padding=[1, 1], stride=[1, 1], dilation=[1, 1], groups=1)
        net = net.cuda().float()
        out = net(data)
        out.backward(torch.randn_like(out))
        torch.cuda.synchronize()
        """,
        "CDTNet (image harmonisation) fails in a 3x3 convolution over a 1024x1024 input with a cuDNN "
        "internal error, with cudnn.benchmark on. The issue is open and unanswered. A bare cuDNN internal "
        "error with no hardware line (workspace memory at this size, the benchmark heuristics or the "
        "library are all possible): a human decides.",
        ambiguous=True,
    ),
    real(
        GH + "IrisRainbowNeko/genshin_auto_fish/issues/63",
        "IrisRainbowNeko/genshin_auto_fish",
        "cuda_error",
        "unknown",
        HUMAN,
        "RuntimeError: cuDNN error: CUDNN_STATUS_INTERNAL_ERROR",
        r"""
          File "D:\JIQIxuexi\Anacon\envs\ysfish\lib\site-packages\torch\nn\modules\conv.py", line 423, in forward
            return self._conv_forward(input, self.weight)
                   │    │             │      └ Conv2d(12, 24, kernel_size=(3, 3), stride=(1, 1), padding=(1, 1), bias=False)
                   │    │             └ tensor([[[[ 86.,  84.,  82.,  ..., 125., 125., 125.],
                   │    │                         [ 88.,  85.,  84.,  ..., 124., 124., 124.],
                   │    │                         [ 85., ...
                   │    └ <function Conv2d._conv_forward at 0x00000248DE87B598>
                   └ Conv2d(12, 24, kernel_size=(3, 3), stride=(1, 1), padding=(1, 1), bias=False)

          File "D:\JIQIxuexi\Anacon\envs\ysfish\lib\site-packages\torch\nn\modules\conv.py", line 420, in _conv_forward
            self.padding, self.dilation, self.groups)
            │    │        │    │         │    └ 1
            │    │        │    │         └ Conv2d(12, 24, kernel_size=(3, 3), stride=(1, 1), padding=(1, 1), bias=False)
            │    │        │    └ (1, 1)
            │    │        └ Conv2d(12, 24, kernel_size=(3, 3), stride=(1, 1), padding=(1, 1), bias=False)
            │    └ (1, 1)
            └ Conv2d(12, 24, kernel_size=(3, 3), stride=(1, 1), padding=(1, 1), bias=False)

        RuntimeError: cuDNN error: CUDNN_STATUS_INTERNAL_ERROR
        """,
        "The auto-fishing bot's detector (a small CNN under loguru's annotated traceback, Windows) fails "
        "in its first convolution with a cuDNN internal error; the reporter asks whether anyone knows "
        "why and the issue was closed without an answer in our copy. A bare cuDNN internal error with no "
        "hardware line: a human decides.",
        ambiguous=True,
    ),
    real(
        GH + "nethra8902/Badminton-Sport-Analysis-Computer-Vision/issues/4",
        "nethra8902/Badminton-Sport-Analysis-Computer-Vision",
        "cuda_error",
        "unknown",
        HUMAN,
        "RuntimeError: cuDNN error: CUDNN_STATUS_EXECUTION_FAILED",
        r"""
        /media/yosua/NewVolume/badminton-env/lib/python3.7/site-packages/torch/nn/functional.py in batch_norm(input, running_mean, running_var, weight, bias, training, momentum, eps)
           1921     return torch.batch_norm(
           1922         input, weight, bias, running_mean, running_var,
        -> 1923         training, momentum, eps, torch.backends.cudnn.enabled
           1924     )
           1925 

        RuntimeError: cuDNN error: CUDNN_STATUS_EXECUTION_FAILED
        """,
        "Running the project's DenseNet in PyTorch (cuDNN 7.6.5, CUDA 10.1) fails in batch norm with "
        "CUDNN_STATUS_EXECUTION_FAILED. The issue is open and unanswered. An old CUDA 10.1 stack on a "
        "newer GPU would explain it, but the log does not name the GPU or any hardware fault: a bare "
        "cuDNN execution failure, for a human.",
        ambiguous=True,
    ),
]
