# ruff: noqa
"""Real excerpts, batch HW9: GPU hardware faults as applications and tools print them, mostly without a
kernel Xid line in view (NVML's "GPU is lost" in slurmstepd, nvidia-smi's device-handle errors, a DCGM
diagnostic failure), next to CUDA errors whose threads ended at the user's build, code or library
(no kernel image for the GPU's architecture, an invalid device symbol, the stub libcuda, a warp stack
overflow, flash-attention memory bugs, device-side asserts) and at nothing (unknown errors and launch
failures with no cause found). Verbatim log lines as printed in public threads (each repository maps to
the dev fold and was not in the corpus before); labelled from what each thread concluded, or from the log
and the labelling rules where it concluded nothing (the notes say which), before crashcart was run on
them."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    # --- hardware: the GPU is gone or unusable, in the words of NVML and nvidia-smi ---
    real(
        GH + "LSSI-ETH/plmfit/issues/40",
        "LSSI-ETH/plmfit",
        "gpu_xid",
        "node_hardware",
        CORDON,
        "slurmstepd: error: NVML: Failed to get usage(15): GPU is lost",
        r"""
        slurmstepd: error: NVML: Failed to get usage(15): GPU is lost
        """,
        "A multi-GPU job on a Slurm cluster (TITAN RTX) failed once with slurmstepd's NVML error 15, "
        "NVML_ERROR_GPU_IS_LOST ('the GPU has fallen off the bus or has otherwise become inaccessible'). "
        "The reporter closed it as specific to the cluster's GPUs, not the code. A GPU lost under the job "
        "is the node's hardware: drain it.",
    ),
    real(
        GH + "pdbear/syno_nvidia_gpu_driver/issues/22",
        "pdbear/syno_nvidia_gpu_driver",
        "gpu_xid",
        "node_hardware",
        CORDON,
        "Unable to determine the device handle for GPU0000:07:00.0: Unknown Error",
        r"""
        $ nvidia-smi
        Unable to determine the device handle for GPU0000:07:00.0: Unknown Error
        """,
        "A Tesla P4 in a NAS works for a while, then nvidia-smi can no longer get its handle. The "
        "maintainer: the passively cooled P4 needs a fan, it overheats and shuts down. The machine's "
        "hardware (cooling), not the software: the node needs service before it runs GPU work again.",
    ),
    real(
        GH + "cihlab/fics-cluster-guide/issues/53",
        "cihlab/fics-cluster-guide",
        "gpu_xid",
        "node_hardware",
        CORDON,
        "Unable to determine the device handle for GPU0000:20:00.0: Unknown Error",
        r"""
        nvidia-smi
        Unable to determine the device handle for GPU0000:20:00.0: Unknown Error
        """,
        "A user of a cluster node reports nvidia-smi failing on one GPU; the device nodes are fine and "
        "dmesg (a screenshot) is full of NVSwitch SXid 20034 Fatal errors. The thread hands it to the "
        "admin and ends there. From the log and the reporter's dmesg: a GPU the driver can no longer "
        "reach behind a fatal NVSwitch error is the node's hardware: drain it.",
    ),
    # --- CUDA's 'unknown error' and launch failures: the threads ended at a rerun, a reboot or nothing ---
    real(
        GH + "jcjohnson/torch-rnn/issues/188",
        "jcjohnson/torch-rnn",
        "cuda_error",
        "transient",
        RESTART,
        "THCudaCheck FAIL file=/tmp/luarocks_cutorch-scm-1-3963/cutorch/lib/THC/THCGeneral.c line=66 error=30 : unknown error",
        r"""
        THCudaCheck FAIL file=/tmp/luarocks_cutorch-scm-1-3963/cutorch/lib/THC/THCGeneral.c line=66 error=30 : unknown error
        /home/wrongful/torch/install/bin/luajit: /home/wrongful/torch/install/share/lua/5.1/trepl/init.lua:389: cuda runtime error (30) : unknown error at /tmp/luarocks_cutorch-scm-1-3963/cutorch/lib/THC/THCGeneral.c:66
        stack traceback:
        	[C]: in function 'error'
        	/home/wrongful/torch/install/share/lua/5.1/trepl/init.lua:389: in function 'require'
        	sample.lua:24: in main chunk
        """,
        "cutorch fails to initialise with CUDA error 30 (cudaErrorUnknown); reinstalling did not help, a "
        "stress test looked fine. Two days later the same command worked with nothing changed. The "
        "thread's conclusion is that a rerun worked.",
    ),
    real(
        GH + "jcjohnson/torch-rnn/issues/204",
        "jcjohnson/torch-rnn",
        "cuda_error",
        "unknown",
        HUMAN,
        "THCudaCheck FAIL file=/tmp/luarocks_cutorch-scm-1-3687/cutorch/lib/THC/THCGeneral.c line=70 error=30 : unknown error",
        r"""
        THCudaCheck FAIL file=/tmp/luarocks_cutorch-scm-1-3687/cutorch/lib/THC/THCGeneral.c line=70 error=30 : unknown error
        /home/coe/torch/install/bin/luajit: /home/coe/torch/install/share/lua/5.1/trepl/init.lua:389: cuda runtime error (30) : unknown error at /tmp/luarocks_cutorch-scm-1-3687/cutorch/lib/THC/THCGeneral.c:70
        stack traceback:
        	[C]: in function 'error'
        	/home/coe/torch/install/share/lua/5.1/trepl/init.lua:389: in function 'require'
        	train.lua:55: in main chunk
        """,
        "Training that works on the CPU fails at CUDA initialisation with error 30 (unknown error); the "
        "reporter found that rebooting the machine fixes it. Neither the code nor a plain rerun: the node "
        "needed a reboot, which is a person's (an admin's) action.",
    ),
    real(
        GH + "torch/cutorch/issues/197",
        "torch/cutorch",
        "cuda_error",
        "unknown",
        HUMAN,
        "luajit: cuda runtime error (30) : unknown error at /tmp/luarocks_cutorch-scm-1-9927/cutorch/lib/THC/THCStorage.c:113",
        r"""
        luajit: cuda runtime error (30) : unknown error at /tmp/luarocks_cutorch-scm-1-9927/cutorch/lib/THC/THCStorage.c:113
        """,
        "DQN training on a GTX 570 crashes after about 300,000 steps with CUDA error 30. The maintainer: "
        "an unknown error from the driver usually means something weird at the driver level or a bad GPU; "
        "check overheating, upgrade the driver, run gpu-burn. No cause was reported back. Ambiguous: "
        "driver, heat or the card, and a person must find out which.",
        ambiguous=True,
    ),
    real(
        GH + "xingyizhou/pytorch-pose-hg-3d/issues/51",
        "xingyizhou/pytorch-pose-hg-3d",
        "cuda_error",
        "unknown",
        HUMAN,
        "RuntimeError: cuda runtime error (30) : unknown error at d:\\pytorch\\pytorch\\torch\\lib\\thc\\generic/THCTensorMathPointwise.cu:606",
        r"""
        THCudaCheck FAIL file=d:\pytorch\pytorch\torch\lib\thc\generic/THCTensorMathPointwise.cu line=606 error=30 : unknown error
        Traceback (most recent call last):
          File "H:/SZS/pytorch-pose-hg-3d-v0.0/src/main.py", line 84, in <module>
            main()
          File "H:\SZS\pytorch-pose-hg-3d-v0.0\src\train.py", line 51, in step
            optimizer.step()
          File "D:\anaconda\envs\Pytorch3\lib\site-packages\torch\optim\rmsprop.py", line 75, in step
            square_avg.mul_(alpha).addcmul_(1 - alpha, grad, grad)
        RuntimeError: cuda runtime error (30) : unknown error at d:\pytorch\pytorch\torch\lib\thc\generic/THCTensorMathPointwise.cu:606
        """,
        "Training fails in the optimizer step with CUDA error 30 while the demo runs; the maintainer "
        "guesses a broken PyTorch install and the thread ends. Nothing settles the owner: ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "microsoft/human-pose-estimation.pytorch/issues/21",
        "microsoft/human-pose-estimation.pytorch",
        "cuda_error",
        "unknown",
        HUMAN,
        "THCudaCheck FAIL file=/pytorch/aten/src/THC/generated/../generic/THCTensorMathPointwise.cu line=265 error=4 : unspecified launch failure",
        r"""
        Epoch: [1][2100/4682]	Time 0.476s (0.496s)	Speed 67.2 samples/s	Data 0.000s (0.007s)	Loss 0.00062 (0.00070)	Accuracy 0.571 (0.580)
        Epoch: [1][2200/4682]	Time 0.479s (0.497s)	Speed 66.8 samples/s	Data 0.000s (0.007s)	Loss 0.00068 (0.00070)	Accuracy 0.624 (0.582)
        THCudaCheck FAIL file=/pytorch/aten/src/THC/generated/../generic/THCTensorMathPointwise.cu line=265 error=4 : unspecified launch failure
        Traceback (most recent call last):
          File "pose_estimation/train.py", line 206, in <module>
            main()
          File "pose_estimation/train.py", line 174, in main
            final_output_dir, tb_log_dir, writer_dict)
          File "/home/vision01/Workspace/Python/Pose/human-pose-estimation.pytorch-master/pose_estimation/../lib/core/function.py", line 53, in train
            optimizer.step()
        """,
        "COCO training dies at a random point (not always the same epoch) with an unspecified launch "
        "failure; the reporter suspects it is not the code, and the thread found no cause. A sticky "
        "launch failure at random steps is the code or the GPU: ambiguous, a person checks the node.",
        ambiguous=True,
    ),
    # --- DCGM and contained errors: a tool says the GPU failed, but not why ---
    real(
        GH + "NVIDIA/go-dcgm/issues/52",
        "NVIDIA/go-dcgm",
        "cuda_error",
        "unknown",
        HUMAN,
        "| Warning                   | GPU 0 Error using CUDA API cuCtxCreate Check   |",
        r"""
        +-----  Hardware  ----------+------------------------------------------------+
        | GPU Memory                | Pass - GPU: 1                                  |
        |                           | Fail - GPU: 0                                  |
        | Warning                   | GPU 0 Error using CUDA API cuCtxCreate Check   |
        |                           | DCGM and system logs for errors. Reset GPU. R  |
        |                           | estart DCGM. Rerun diagnostics. Unable to cre  |
        |                           | ate CUDA context: 'CUDA-capable device(s) is/  |
        |                           | are busy or unavailable'.                      |
        | Diagnostic                | Fail - All                                     |
        | Warning                   | GPU 0 API call cuMemGetInfo failed: 'context   |
        |                           | is destroyed' Check DCGM and system logs for   |
        |                           | errors. Reset GPU. Restart DCGM. Rerun diagno  |
        |                           | stics.                                         |
        +-----  Stress  ------------+------------------------------------------------+
        | Targeted Stress           | Fail - All                                     |
        """,
        "dcgmi diag fails GPU 0's memory test because no CUDA context can be created on it ('busy or "
        "unavailable': another process in exclusive mode, or a GPU in a bad state), and the group's other "
        "tests fail with it. DCGM's own advice is to check the logs, reset the GPU, restart DCGM and "
        "rerun; the thread has no answer. A person decides whether GPU 0 is bad: ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "ultralytics/ultralytics/issues/24536",
        "ultralytics/ultralytics",
        "cuda_error",
        "unknown",
        HUMAN,
        "[rank5]: RuntimeError: CUDA error: Invalid access of peer GPU memory over nvlink or a hardware error",
        r"""
        [rank5]:   File "/share/app/miniconda3/envs/torch27/lib/python3.12/site-packages/torch/amp/grad_scaler.py", line 355, in _maybe_opt_step
        [rank5]:     if not sum(v.item() for v in optimizer_state["found_inf_per_device"].values()):
        [rank5]:            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
        [rank5]:   File "/share/app/miniconda3/envs/torch27/lib/python3.12/site-packages/torch/amp/grad_scaler.py", line 355, in <genexpr>
        [rank5]:     if not sum(v.item() for v in optimizer_state["found_inf_per_device"].values()):
        [rank5]:                ^^^^^^^^
        [rank5]: RuntimeError: CUDA error: Invalid access of peer GPU memory over nvlink or a hardware error
        [rank5]: CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
        [rank5]: For debugging consider passing CUDA_LAUNCH_BLOCKING=1
        [rank5]: Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.
        """,
        "A multi-GPU DDP run that the issue calls a regression in newer ultralytics releases (closed as "
        "non-reproducible) ends on one rank with CUDA's contained error, whose own text names either a "
        "bad peer access over NVLink (software) or a hardware error. The thread blames the release, the "
        "error text allows both: ambiguous.",
        ambiguous=True,
    ),
    # --- the user's build: no kernel image for the GPU, an invalid device symbol, the stub driver ---
    real(
        GH + "tubiana/screening_protocol/issues/1",
        "tubiana/screening_protocol",
        "cuda_error",
        "user_code",
        USER,
        "SetKernelsGpuData copy to cData failed no kernel image is available for execution on the device",
        r"""
        AutoDock-GPU version: v1.5-release

        Running 1 docking calculation

        Cuda device:                              NVIDIA GeForce RTX 4070 Ti
        Available memory on device:               11098 MB (total: 11980 MB)

        CUDA Setup time 0.043749s

        Running Job #1
            Using heuristics: (capped) number of evaluations set to 1132076
            Local-search chosen method is: ADADELTA (ad)
        SetKernelsGpuData copy to cData failed no kernel image is available for execution on the device
        autodock_gpu_128wi: ./cuda/kernels.cu:130: void SetKernelsGpuData(GpuData*): Assertion `0' failed.
        """,
        "AutoDock-GPU built without the RTX 4070 Ti's architecture: the binary has no kernel for the "
        "device. The maintainer points at the build's compatibility with the hardware and software; "
        "rebuilding for the GPU's compute capability is the fix. The job's build: recurs until rebuilt.",
    ),
    real(
        GH + "ccsb-scripps/AutoDock-GPU/issues/146",
        "ccsb-scripps/AutoDock-GPU",
        "cuda_error",
        "user_code",
        USER,
        "SetKernelsGpuData copy to cData failed invalid device symbol",
        r"""
        AutoDock-GPU version: v1.5-release

        Running 1 docking calculation

        Cuda device:                              A100-PCIE-40GB (#1 / 4)
        Available memory on device:               40120 MB (total: 40536 MB)

        CUDA Setup time 2.503058s

        Running Job #1
            Using heuristics: (capped) number of evaluations set to 1132076
            Local-search chosen method is: ADADELTA (ad)
        SetKernelsGpuData copy to cData failed invalid device symbol
        autodock_gpu_64wi: ./cuda/kernels.cu:130: void SetKernelsGpuData(GpuData*): Assertion `0' failed.
        Aborted
        """,
        "Built with the default CUDA targets, which do not include the A100's compute capability 8.0, so "
        'the device symbol does not exist on the device. The maintainer: compile with TARGETS="80"; the '
        "reporter confirms it works. The user's build: recurs until rebuilt.",
    ),
    real(
        GH + "hustvl/Vim/issues/42",
        "hustvl/Vim",
        "cuda_error",
        "user_code",
        USER,
        "CUDA error: no kernel image is available for execution on the device",
        r"""
        CUDA error: no kernel image is available for execution on the device
        CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
        For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
        Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.
        """,
        "Vision Mamba's kernels have no image for the reporters' GPUs. Resolutions in the thread: triton "
        "and mamba_ssm had been built against different CUDA versions (rebuilding both from source fixed "
        "it), or the GPU was below the compute capability the kernels need (a newer GPU fixed it). The "
        "job's software stack: recurs on the same node until rebuilt.",
    ),
    real(
        GH + "OpenBMB/cpm_kernels/issues/6",
        "OpenBMB/cpm_kernels",
        "cuda_error",
        "user_code",
        USER,
        "CUDA Error: no kernel image is available for execution on the device",
        r"""
        CUDA Error: no kernel image is available for execution on the device
        """,
        "cpm_kernels' cuModuleLoadData fails on the reporter's GPU (CUDA 11.4, torch 2.0.1 works) because "
        "the shipped module has no image for the device. The thread concluded nothing; the label rests on "
        "the error, which the CUDA runtime documents as the kernel not compiled for the device: the "
        "package's build, recurs.",
    ),
    real(
        GH + "NVIDIA/nim-deploy/issues/61",
        "NVIDIA/nim-deploy",
        "cuda_error",
        "user_code",
        USER,
        "RuntimeError: CUDA error: no kernel image is available for execution on the device",
        r"""
        File "/usr/local/lib/python3.10/dist-packages/vllm/model_executor/models/llama.py", line 224, in forward
        hidden_states = self.input_layernorm(hidden_states)
        File "/usr/local/lib/python3.10/dist-packages/torch/nn/modules/module.py", line 1511, in _wrapped_call_impl
        return self._call_impl(*args, **kwargs)
        File "/usr/local/lib/python3.10/dist-packages/torch/nn/modules/module.py", line 1520, in _call_impl
        return forward_call(*args, **kwargs)
        File "/usr/local/lib/python3.10/dist-packages/vllm/model_executor/layers/layernorm.py", line 59, in forward
        out = torch.empty_like(x)
        RuntimeError: CUDA error: no kernel image is available for execution on the device
        """,
        "A NIM container's vLLM fails in the first layernorm with no kernel image for the GPU; the issue "
        "was closed without a stated fix. Label from the error: the container's kernels are not built for "
        "this GPU, which recurs on any node with the same GPU.",
    ),
    real(
        GH + "dptech-corp/Uni-Dock/issues/54",
        "dptech-corp/Uni-Dock",
        "cuda_error",
        "user_code",
        USER,
        "code=34(cudaErrorStubLibrary)",
        r"""
        Total ligands: 283
        Batch 1 size: 283
        CUDA error at /apps/chpc/bio/Uni-Dock/unidock/src/cuda/precalculate.cu:198
        code=34(cudaErrorStubLibrary) "cudaMalloc(&atom_xs_gpu, thread * max_atom_num * sizeof(sz))"
        """,
        "Uni-Dock on an HPC system stops at its first cudaMalloc with cudaErrorStubLibrary. The maintainer: "
        "the CUDA library or driver is not installed correctly (the runtime loaded the toolkit's stub "
        "libcuda, not a driver). The job's environment (module, library path or a node without the "
        "driver): recurs until the environment is fixed.",
    ),
    # --- the user's code or a library's kernel: illegal addresses, stack overflow, asserts ---
    real(
        GH + "Dao-AILab/flash-attention/issues/72",
        "Dao-AILab/flash-attention",
        "cuda_error",
        "framework_bug",
        USER,
        "Warning: CUDA warning: an illegal memory access was encountered (function destroyEvent)",
        r"""
        Warning: CUDA warning: an illegal memory access was encountered (function destroyEvent)
        terminate called after throwing an instance of 'c10::CUDAError'
        """,
        "A fairseq transformer-TTS with flash-attention in the encoder fails at evaluation with an illegal "
        "memory access; without flash-attention it trained fine. The maintainer: a memory bug in "
        "flash-attention fixed recently, use a version after the fix. A library bug: recurs until "
        "upgraded.",
    ),
    real(
        GH + "Dao-AILab/flash-attention/issues/2214",
        "Dao-AILab/flash-attention",
        "cuda_error",
        "framework_bug",
        USER,
        "RuntimeError: CUDA error: an illegal memory access was encountered.",
        r"""
        attn_output = flash_attn_func(
                        query_states.to(torch.bfloat16),   # [1600, 16, 729, 72]
                        key_states.to(torch.bfloat16),  # [1600, 16, 729, 72]
                        value_states.to(torch.bfloat16),  # [1600, 16, 729, 72]
                        causal=False
                    ).to(DTYPE)
        RuntimeError: CUDA error: an illegal memory access was encountered.
        """,
        "flash_attn_func with a batch of 1600 sequences fails with an illegal memory access; with a batch "
        "of 16 it works. The reporter traces it to 32-bit addressing in the kernel (the tensors pass 2^31 "
        "elements). The job's shapes meet a library limit: recurs with the same batch.",
    ),
    real(
        GH + "kokkos/kokkos/issues/755",
        "kokkos/kokkos",
        "cuda_error",
        "user_code",
        USER,
        "CUDA Exception: Warp Hardware Stack Overflow",
        r"""
        CUDA Exception: Warp Hardware Stack Overflow
        The exception was triggered at PC 0x555555c86a78

        Program received signal CUDA_EXCEPTION_9, Warp Hardware Stack Overflow.
        [Switching focus to CUDA kernel 0, grid 9, block (12,0,0), thread (0,0,1), device 0, sm 12, warp 1, lane 0]
        0x0000555555c86ab8 in Kokkos::Impl::TaskQueue<Kokkos::Cuda>::allocate(unsigned long) ()
        """,
        "Kokkos' task-DAG Fibonacci test overflows the per-thread stack on the GPU (the default limit is "
        "1 KiB; raising it to 128 KiB did not help). 'Hardware' names the stack, not a fault: the kernel's "
        "call depth is the code's, tracked as a Kokkos issue. Recurs with the same input.",
    ),
    real(
        GH + "hitomi-team/sukima/issues/27",
        "hitomi-team/sukima",
        "assertion_error",
        "user_code",
        USER,
        "CUDA error: device-side assert triggered",
        r"""
        Exception: Could not generate text with Sukima. Error: {'detail': 'Invalid request body!\nCUDA error: device-side assert triggered\nCUDA kernel errors might be asynchronously reported at some other API call,so the stacktrace below might be incorrect.\nFor debugging consider passing CUDA_LAUNCH_BLOCKING=1.\nTraceback (most recent call last):\n  File "/sukima/./app/api/v1/endpoints/models.py", line 57, in generate\n    return m.generate(request.dict(), db_softprompt=db_softprompt)\nRuntimeError: CUDA error: device-side assert triggered\n'}
        """,
        "Generation with typical_p = 1.0 trips a device-side assert in the sampling code (the same bug as "
        "in transformers' typical sampling); fixed in the code. The code's own fault: recurs with the same "
        "request until fixed.",
    ),
    real(
        GH + "huguyuehuhu/HCN-pytorch/issues/26",
        "huguyuehuhu/HCN-pytorch",
        "assertion_error",
        "user_code",
        USER,
        "RuntimeError: cuda runtime error (710) :",
        r"""
        python main.py --dataset_dir <parents path for all the datasets> --mode train --model_name HCN --dataset_name NTU-RGB-D-CV --num 01
        RuntimeError: cuda runtime error (710) :
        """,
        "Training HCN on NTU-RGB-D stops with CUDA runtime error 710, cudaErrorAssert (a device-side "
        "assert: in training code, almost always an index out of range, e.g. a label outside the classes). "
        "The thread concluded nothing; the label rests on what 710 is: the job's data or code, recurs.",
    ),
]
