# ruff: noqa
"""Real excerpts, batch D: truncated checkpoints, cuBLAS failures, missing modules, NaN losses,
Kubernetes OOM kills, stale NFS handles. Verbatim log lines from the thread in `source`."""

from __future__ import annotations

from real_kit import HUMAN, USER, real

GH = "https://github.com/"

CASES = [
    real(
        GH + "sml2h3/dddd_trainer/issues/36", "sml2h3/dddd_trainer", "model_loading_error", "storage", HUMAN,
        "RuntimeError: PytorchStreamReader failed reading zip archive",
        r"""
        RuntimeError: PytorchStreamReader failed reading zip archive: failed finding central directory
        2023-07-26 09:59:13.221 | INFO     | utils.train:__init__:45 -
        USE GPU ----> 0
        2023-07-26 09:59:13.221 | INFO     | utils.train:__init__:52 -
        Search for history checkpoints...
        Traceback (most recent call last):
          File "/www/wwwroot/dddd_trainer/app.py", line 33, in <module>
            fire.Fire(App)
          File "/www/wwwroot/dddd_trainer/app.py", line 27, in train
            trainer = train.Train(project_name)
        """,
        "After a run died on a full disk, every resume fails on the truncated last checkpoint: a "
        "restart would load it again. Someone must delete it or pick an older one.",
    ),
    real(
        GH + "CompVis/stable-diffusion/issues/93", "CompVis/stable-diffusion", "model_loading_error", "user_code",
        USER, "RuntimeError: PytorchStreamReader failed reading zip archive",
        r"""
        Traceback (most recent call last):
          File "scripts/txt2img.py", line 344, in <module>
            main()
          File "scripts/txt2img.py", line 240, in main
            model = load_model_from_config(config, f"{opt.ckpt}")
          File "scripts/txt2img.py", line 50, in load_model_from_config
            pl_sd = torch.load(ckpt, map_location="cpu")
          File "C:\Users\Simon\anaconda3\envs\ldm\lib\site-packages\torch\serialization.py", line 705, in load
            with _open_zipfile_reader(opened_file) as opened_zipfile:
          File "C:\Users\Simon\anaconda3\envs\ldm\lib\site-packages\torch\serialization.py", line 243, in __init__
            super(_open_zipfile_reader, self).__init__(torch._C.PyTorchFileReader(name_or_buffer))
        RuntimeError: PytorchStreamReader failed reading zip archive: failed finding central directory
        """,
        "Fixed by downloading the model again / using the right checkpoint file: a bad weight file. Recurs.",
    ),
    real(
        GH + "microsoft/CNTK/issues/379", "microsoft/CNTK", "cuda_error", "unknown", HUMAN,
        "EXCEPTION occurred: CUBLAS failure 13",
        r"""
        CUBLAS failure 13: CUBLAS_STATUS_EXECUTION_FAILED ; GPU=1 ; hostname=rg404.bbn.com ; expr=cublas_gemm(cuHandle, CUBLAS_OP_N, CUBLAS_OP_N, (int) ARows, 1, (int) ACols, &alpha, a.Data()+ offsets[0], (int) ALd, GetOnesVector<ElemType>(ACols, a.GetComputeDeviceId())->Data(), (int) ACols, &beta, Data()+ offsets[1], (int) ARows)

        EXCEPTION occurred: CUBLAS failure 13: CUBLAS_STATUS_EXECUTION_FAILED ; GPU=1 ; hostname=rg404.bbn.com ; expr=cublas_gemm(cuHandle, CUBLAS_OP_N, CUBLAS_OP_N, (int) ARows, 1, (int) ACols, &alpha, a.Data()+ offsets[0], (int) ALd, GetOnesVector<ElemType>(ACols, a.GetComputeDeviceId())->Data(), (int) ACols, &beta, Data()+ offsets[1], (int) ARows)
        """,
        "A bare cuBLAS execution failure at the start of training, no hardware line; nothing concluded. "
        "Ambiguous (code, library or GPU).",
        ambiguous=True,
    ),
    real(
        GH + "clovaai/bros/issues/14", "clovaai/bros", "cuda_error", "unknown", HUMAN,
        "CUBLAS_STATUS_EXECUTION_FAILED when calling `cublasGemmEx",
        r"""
        RuntimeError: CUDA error: CUBLAS_STATUS_EXECUTION_FAILED when calling `cublasGemmEx( handle, opa, opb, m, n, k, &falpha, a, CUDA_R_16F, lda, b, CUDA_R_16F, ldb, &fbeta, c, CUDA_R_16F, ldc, CUDA_R_32F, CUBLAS_GEMM_DFALT_TENSOR_OP)`
        """,
        "Bare cuBLAS failure while training, no other evidence, no conclusion: ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "YueLiao/CDN/issues/29", "YueLiao/CDN", "cuda_error", "user_code", USER,
        "CUBLAS_STATUS_EXECUTION_FAILED when calling 'cublasSgemm",
        r"""
        RuntimeError: CUDA error: CUBLAS_STATUS_EXECUTION_FAILED when calling 'cublasSgemm( handle, opa, opb, m, n, k, &alpha, a, lda, b, ldb, &beta, c, ldc)'
        """,
        "Fixed by installing a matching CUDA toolkit / cuDNN: an environment mismatch that recurs until fixed.",
    ),
    real(
        GH + "isl-org/DPT/issues/4", "isl-org/DPT", "cuda_error", "user_code", USER,
        "CUBLAS_STATUS_EXECUTION_FAILED when calling `cublasGemmEx",
        r"""
        x = F.conv2d(x, self.get_weight(), self.bias, self.stride, self.padding, self.dilation, self.groups)
        RuntimeError: CUDA error: CUBLAS_STATUS_EXECUTION_FAILED when calling `cublasGemmEx( handle, opa, opb, m, n, k, &falpha, a, CUDA_R_16F, lda, b, CUDA_R_16F, ldb, &fbeta, c, CUDA_R_16F, ldc, CUDA_R_32F, CUBLAS_GEMM_DFALT_TENSOR_OP)`
        """,
        "Maintainer: likely the CUDA version (tested with 11.2, reporter on 10.2). Environment; recurs.",
    ),
    real(
        GH + "chengyangfu/caffe/issues/6", "chengyangfu/caffe", "cuda_error", "unknown", HUMAN,
        "Check failed: status == CUBLAS_STATUS_SUCCESS (13 vs. 0)  CUBLAS_STATUS_EXECUTION_FAILED",
        r"""
        I0420 22:48:18.898177  7233 sgd_solver.cpp:138] Iteration 2520, lr = 0.001
        F0421 09:02:45.161278  7233 math_functions.cu:52] Check failed: status == CUBLAS_STATUS_SUCCESS (13 vs. 0)  CUBLAS_STATUS_EXECUTION_FAILED
        *** Check failure stack trace: ***
            @     0x7f2f6e971daa  (unknown)
            @     0x7f2f6f1d36a5  caffe::caffe_gpu_gemv<>()
            @     0x7f2f6f17a51a  caffe::BiasLayer<>::Backward_gpu()
        Aborted (core dumped)
        """,
        "cuBLAS failure after ten hours of training (note the gap since the last iteration line); "
        "repeats for the reporter, nothing concluded. Ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "deepspeedai/DeepSpeed/issues/174", "deepspeedai/DeepSpeed", "import_error", "user_code", USER,
        "No module named deepspeed.pt",
        r"""
        host-1: /usr/bin/python: No module named deepspeed.pt
        pdsh@id: host-1: ssh exited with exit code 1
        """,
        "The worker host runs a Python without DeepSpeed (outside the container): an environment "
        "setup error, recurs on every launch.",
    ),
    real(
        GH + "Wangt-CN/DisCo/issues/59", "Wangt-CN/DisCo", "import_error", "user_code", USER,
        "ModuleNotFoundError: No module named 'deepspeed'",
        r"""
        failed to load wandb
        2023-10-24 06:36:43,418.418 2075:common.py:1785 setup_yaml(): python 3 env
        failed to load wandb
        ---------------------------------------------------------------------------
        ModuleNotFoundError                       Traceback (most recent call last)
        ----> 9 import deepspeed
             10 from torch import nn
        ModuleNotFoundError: No module named 'deepspeed'
        """,
        "Package missing from the interpreter actually used. Recurs until installed.",
    ),
    real(
        GH + "csuhan/opendet2/issues/29", "csuhan/opendet2", "nan_or_value_error", "user_code", USER,
        "Loss became infinite or NaN at iteration=166!",
        r"""
        Runtime Error: floatingPointError: Loss became infinite or NaN at iteration=166!
        loss_dict = {'loss_cls_ce': nan, 'loss_box_reg': nan, 'loss_ins_con': 0.0, 'loss_cls_up': nan}
        """,
        "Loss diverges to NaN on every attempt: hyper-parameters or data. A restart from the last "
        "checkpoint diverges again.",
    ),
    real(
        GH + "fudan-generative-vision/hallo/issues/152", "fudan-generative-vision/hallo", "nan_or_value_error",
        "user_code", USER, "step_loss=nan][2024-07-10 14:43:56,431]",
        r"""
        Steps:   0%|▋                                                                                                                                 | 10/2000 [00:24<1:02:00,  1.87s/it, lr=0.0001, step_loss=nan][2024-07-10 14:43:56,431] [INFO]
        [loss_scaler.py:183:update_scale] [deepspeed] OVERFLOW! Rank 0 Skipping step. Attempted loss scale: 32, reducing to 16
        Steps:   1%|▋                                                                                                                                 | 11/2000 [00:26<1:01:23,  1.85s/it, lr=0.0001, step_loss=nan][2024-07-10 14:43:58,244] [INFO]
        [loss_scaler.py:183:update_scale] [deepspeed] OVERFLOW! Rank 0 Skipping step. Attempted loss scale: 16, reducing to 8
        Steps:   1%|▊                                                                                                                                 | 12/2000 [00:28<1:00:57,  1.84s/it, lr=0.0001, step_loss=nan][2024-07-10 14:44:00,133] [INFO]
        [loss_scaler.py:183:update_scale] [deepspeed] OVERFLOW! Rank 0 Skipping step. Attempted loss scale: 8, reducing to 4
        """,
        "Resumed from the last checkpoint, the loss is NaN from the first steps and the loss scale keeps "
        "halving: resuming reproduces it. Not a restart case.",
    ),
    real(
        GH + "kubernetes/kubernetes/issues/131530", "kubernetes/kubernetes", "host_oom", "user_code", USER,
        "Reason:       OOMKilled",
        r"""
        State:          Terminated
          Reason:       OOMKilled
          Exit Code:    0
          Started:      Tue, 29 Apr 2025 13:43:32 +0800
          Finished:     Tue, 29 Apr 2025 14:10:51 +0800
        Ready:          False
        Restart Count:  0
        """,
        "Container status says OOMKilled (the exit code is misleading): the container exceeded its "
        "memory limit. Recurs with the same limit.",
    ),
    real(
        GH + "argoproj/argo-workflows/issues/8981", "argoproj/argo-workflows", "host_oom", "unknown", HUMAN,
        "Killed                  pyenv exec python script/execute.py",
        r"""
        /argo/staging/script: line 10:    93 Killed                  pyenv exec python script/execute.py "${args[@]}"
        """,
        "A training pod's process killed by a signal with no reason shown (the retry succeeded); "
        "OOM or eviction unproven: ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "modelscope/ms-swift/issues/6695", "modelscope/ms-swift", "storage_error", "framework_bug", USER,
        "OSError: [Errno 116] Stale file handle: xxx",
        r"""
        [rank1]:   File "/usr/local/lib/python3.10/dist-packages/datasets/arrow_dataset.py", line 4101, in _select_with_indices_mapping
        [rank1]:     os.chmod(indices_cache_file_name, 0o666 & ~umask)
        [rank1]: OSError: [Errno 116] Stale file handle: xxx
        """,
        "Same error on every node with the cache on a shared file system; fixed by upgrading filelock "
        "(it deleted lock files other nodes held). A library bug that recurs, not a passing NFS hiccup.",
    ),
]
