# ruff: noqa
"""Real excerpts, batch E: NCCL watchdog timeouts, device mismatches, TypeErrors, missing files,
driver/runtime mismatches, duplicate GPUs, segfaults. Verbatim log lines from the thread in `source`."""

from __future__ import annotations

from real_kit import HUMAN, USER, real

GH = "https://github.com/"
MISMATCH = "RuntimeError: Expected all tensors to be on the same device, but found at least two devices, cuda:0 and cpu!"
TIMEOUT_NOTE = (
    "Collective timeouts with no root cause in the excerpt (no rank names an error, nothing from "
    "a failed peer); the thread concluded nothing firm. Ambiguous."
)

CASES = [
    # --- NCCL watchdog timeouts with no cause in view -------------------------------------------
    real(
        GH + "sgl-project/sglang/issues/1693", "sgl-project/sglang", "nccl_timeout", "unknown", HUMAN,
        "Watchdog caught collective operation timeout",
        r"""
        frame #3: c10d::ProcessGroupNCCL::ncclCommWatchdog() + 0x10c (0x7f3b6e7236fc in /usr/local/lib/python3.10/dist-packages/torch/lib/libtorch_cuda.so)
        frame #4: <unknown function> + 0xd6df4 (0x7f3bca9d5df4 in /usr/lib/x86_64-linux-gnu/libstdc++.so.6)
        frame #5: <unknown function> + 0x8609 (0x7f3c74f76609 in /usr/lib/x86_64-linux-gnu/libpthread.so.0)
        frame #6: clone + 0x43 (0x7f3c750b0353 in /usr/lib/x86_64-linux-gnu/libc.so.6)

        terminate called after throwing an instance of 'c10::DistBackendError'
          what():  [PG 3 Rank 5] Process group watchdog thread terminated with exception: [Rank 5] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=9141, OpType=_ALLGATHER_BASE, NumelIn=19008, NumelOut=152064, Timeout(ms)=600000) ran for 600020 milliseconds before timing out.
        Exception raised from checkTimeout at ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:609 (most recent call first):
        """,
        TIMEOUT_NOTE,
        ambiguous=True,
    ),
    real(
        GH + "hiyouga/LlamaFactory/issues/7396", "hiyouga/LlamaFactory", "nccl_timeout", "unknown", HUMAN,
        "[rank0]:[E321 02:07:08.408271257 ProcessGroupNCCL.cpp:607] [Rank 0] Watchdog caught",
        r"""
        [80746] [rank0]:[E321 02:07:08.408271257 ProcessGroupNCCL.cpp:607] [Rank 0] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=1580, OpType=ALLREDUCE, NumelIn=466119168, NumelOut=466119168, Timeout(ms)=600000) ran for 600060 milliseconds before timing out.
        [80747] [rank4]:[E321 02:07:08.414640780 ProcessGroupNCCL.cpp:607] [Rank 4] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=1580, OpType=ALLREDUCE, NumelIn=466119168, NumelOut=466119168, Timeout(ms)=600000) ran for 600067 milliseconds before timing out.
        [80748] [rank0]:[E321 02:07:08.465150152 ProcessGroupNCCL.cpp:1664] [PG 1 Rank 0] Exception (either an error or timeout) detected by watchdog at work: 1580, last enqueued NCCL work: 1582, last completed NCCL work: 1579.
        [80749] [rank3]:[E321 02:07:08.465224069 ProcessGroupNCCL.cpp:1664] [PG 1 Rank 3] Exception (either an error or timeout) detected by watchdog at work: 1580, last enqueued NCCL work: 1582, last completed NCCL work: 1579.
        """,
        TIMEOUT_NOTE,
        ambiguous=True,
    ),
    real(
        GH + "huggingface/open-r1/issues/620", "huggingface/open-r1", "nccl_timeout", "unknown", HUMAN,
        "Watchdog caught colle",
        r"""
        terminate called after throwing an instance of 'c10::DistBackendErrorterminate called after throwing an instance of ''
        terminate called after throwing an instance of 'terminate called after throwing an instance of 'terminate called after throwing an instan
        ce of 'c10::DistBackendErrorc10::DistBackendError'
          what():  [PG ID 0 PG GUID 0(default_pg) Rank 3] Process group watchdog thread terminated with exception: [Rank 3] Watchdog caught colle
        ctive operation timeout: WorkNCCL(SeqNum=4, OpType=BROADCAST, NumelIn=112, NumelOut=112, Timeout(ms)=1800000) ran for 1800011 millisecond
        s before timing out.
        """,
        "GRPO run stuck at the 4th collective (a broadcast) for 30 minutes; lines wrapped as pasted. No "
        "cause in view, nothing concluded: ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "XPixelGroup/BasicSR/issues/737", "XPixelGroup/BasicSR", "nccl_timeout", "unknown", HUMAN,
        "[rank1]:[E626 06:24:44.903881913 ProcessGroupNCCL.cpp:616] [Rank 1] Watchdog caught",
        r"""
        [rank1]:[E626 06:24:44.903881913 ProcessGroupNCCL.cpp:616] [Rank 1] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=808, OpType=ALLREDUCE, NumelIn=9801523, NumelOut=9801523, Timeout(ms)=600000) ran for 600020 milliseconds before timing out.
        [rank1]:[E626 06:24:44.906457629 ProcessGroupNCCL.cpp:1785] [PG ID 0 PG GUID 0(default_pg) Rank 1] Exception (either an error or timeout) detected by watchdog at work: 808, last enqueued NCCL work: 811, last completed NCCL work: 807.
        [rank0]:[E626 06:24:44.159932949 ProcessGroupNCCL.cpp:616] [Rank 0] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=808, OpType=ALLREDUCE, NumelIn=9801523, NumelOut=9801523, Timeout(ms)=600000) ran for 600030 milliseconds before timing out.
        [rank0]:[E626 06:24:44.160366013 ProcessGroupNCCL.cpp:1785] [PG ID 0 PG GUID 0(default_pg) Rank 0] Exception (either an error or timeout) detected by watchdog at work: 808, last enqueued NCCL work: 811, last completed NCCL work: 807.
        """,
        TIMEOUT_NOTE,
        ambiguous=True,
    ),
    real(
        GH + "snowflakedb/ArcticTraining/issues/219", "snowflakedb/ArcticTraining", "hang", "unknown", HUMAN,
        "ProcessGroupNCCL's watchdog got stuck for 480 seconds",
        r"""
        [rank7]:[E626 05:14:36.393067540 ProcessGroupNCCL.cpp:1743] [PG ID 0 PG GUID 0(default_pg) Rank 7] ProcessGroupNCCL's watchdog got stuck for 480 seconds without making progress in monitoring enqueued collectives. This typically indicates a NCCL/CUDA API (e.g., CudaEventDestroy) hang blocking the watchdog, and could be triggered by another thread holding the GIL inside a CUDA api (for example, CudaEventDestroy), or other deadlock-prone behaviors.If you suspect the watchdog is not actually stuck and a longer timeout would help, you can either increase the timeout (TORCH_NCCL_HEARTBEAT_TIMEOUT_SEC) to a larger value or disable the heartbeat monitor (TORCH_NCCL_ENABLE_MONITORING=0).If either of aforementioned helps, feel free to file an issue to PyTorch about the short timeout or false positive abort; otherwise, please attempt to debug the hang.
        [rank2]:[E626 05:06:30.929096625 ProcessGroupNCCL.cpp:632] [Rank 2] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=120049, OpType=_ALLGATHER_BASE, NumelIn=16384000, NumelOut=131072000, Timeout(ms)=1800000) ran for 1800065 milliseconds before timing out.
        """,
        "A stuck watchdog plus a 30-minute all-gather timeout: a hang whose cause is not in the log. Ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "agiresearch/InstructGLM/issues/3", "agiresearch/InstructGLM", "nccl_timeout", "unknown", HUMAN,
        "Watchdog caught collective operation timeout: WorkNCCL(SeqNum=49",
        r"""
        Watchdog caught collective operation timeout: WorkNCCL(SeqNum=49, OpType=ALLREDUCE, Timeout(ms)=18000000) ran for 18005607 milliseconds before timing out.
        """,
        "Stuck at 0% until a 5-hour timeout, with IB and P2P disabled by the user; no cause visible. Ambiguous.",
        ambiguous=True,
    ),
    # --- device mismatches: user code -------------------------------------------------------------
    real(GH + "XinzeLee/RotateObjectDetection/issues/27", "XinzeLee/RotateObjectDetection", "runtime_error",
         "user_code", USER, "Expected all tensors", MISMATCH,
         "A tensor left on the CPU while the model is on the GPU: a code bug, recurs."),
    real(GH + "nunchux-ai/nunchaku/issues/805", "nunchux-ai/nunchaku", "runtime_error", "user_code", USER,
         "Expected all tensors", MISMATCH, "Device mismatch in the pipeline code: recurs on every run."),
    real(GH + "syuu1987/geekTime-semantic-segmentation/issues/1", "syuu1987/geekTime-semantic-segmentation",
         "runtime_error", "user_code", USER, "Expected all tensors", MISMATCH,
         "Reporter: BatchNorm layers were created inside forward() on the CPU; fixed in the code."),
    real(GH + "CapricornGuang/Diviner-Nonstationary-time-series-forecasting/issues/1",
         "CapricornGuang/Diviner-Nonstationary-time-series-forecasting", "runtime_error", "user_code", USER,
         "Expected all tensors", MISMATCH, "Device mismatch in user code; label rests on the log."),
    real(
        GH + "wmyw96/FAST-NN/issues/1", "wmyw96/FAST-NN", "runtime_error", "user_code", USER, "Expected all tensors",
        r"""
        RuntimeError: Expected all tensors to be on the same device, but found at least two devices, cpu and cuda:0! (when checking argument for argument mat2 in method wrapper_mm)
        """,
        "Caused by one model of the repo (it runs without it): a code bug.",
    ),
    real(
        GH + "haoosz/ConceptExpress/issues/5", "haoosz/ConceptExpress", "runtime_error", "user_code", USER,
        "Expected all tensors",
        r"""
        RuntimeError: Expected all tensors to be on the same device, but found at least two devices, cuda:0 and cpu! (when checking argument for argument index in method wrapper__index_select)
        """,
        "Fixed by moving prompt ids to the latents' device: a code fix.",
    ),
    real(
        GH + "fcjian/TOOD/issues/8", "fcjian/TOOD", "runtime_error", "user_code", USER, "Expected all tensors",
        r"""
        RuntimeError: Expected all tensors to be on the same device, but found at least two devices, cuda:2 and cuda:0!
        """,
        "Tensors on two GPUs in one op: a device-placement bug. Recurs.",
    ),
    # --- TypeErrors: API drift / user code --------------------------------------------------------
    real(
        GH + "kesenzhao/DT4Rec/issues/4", "kesenzhao/DT4Rec", "type_error", "user_code", USER,
        "TypeError: __init__() takes 5 positional arguments but 6 were given",
        r"""
        run_dt_acc.py, line 230, in main
            trainer = Trainer(model, model_simu, train_dataset, test_dataset, tconf)
        TypeError: __init__() takes 5 positional arguments but 6 were given
        """,
        "Maintainer fixed the call in the script: a code bug.",
    ),
    real(
        GH + "bdsaglam/torch-scae/issues/7", "bdsaglam/torch-scae", "type_error", "user_code", USER,
        "TypeError: __init__() got an unexpected keyword argument 'data_dir'",
        r"""
        --> 269     trainer = Trainer(**training_params)
            270     trainer.fit(model)
            271

        TypeError: __init__() got an unexpected keyword argument 'data_dir'
        """,
        "A package version changed the Trainer signature; fixed in the repo. Recurs until fixed.",
    ),
    real(
        GH + "dhchoi99/NANSY/issues/19", "dhchoi99/NANSY", "type_error", "user_code", USER,
        "TypeError: __init__() got an unexpected keyword argument 'gpus'",
        r"""
          File "/NANSY/train.py", line 67, in <module>
            main()
          File "/NANSY/train.py", line 53, in main
            trainer = pl.Trainer(
          File "/home/anaconda3/envs/nansy/lib/python3.8/site-packages/pytorch_lightning/utilities/argparse.py", line 70, in insert_env_defaults
            return fn(self, **kwargs)
        TypeError: __init__() got an unexpected keyword argument 'gpus'
        """,
        "Lightning 2 removed the `gpus` argument: code written for an older version. Recurs.",
    ),
    real(
        GH + "RVC-Boss/GPT-SoVITS/issues/2174", "RVC-Boss/GPT-SoVITS", "type_error", "user_code", USER,
        "TypeError: Trainer.__init__() got an unexpected keyword argument 'use_distributed_sampler'",
        r"""
        Global seed set to 1234
        Traceback (most recent call last):
          File "/home/yundao/pylx/GPT-SoVITS-main/GPT_SoVITS/s1_train.py", line 179, in <module>
            main(args)
          File "/home/yundao/pylx/GPT-SoVITS-main/GPT_SoVITS/s1_train.py", line 117, in main
            trainer: Trainer = Trainer(
          File "/home/yundao/anaconda3/envs/sdcom/lib/python3.10/site-packages/pytorch_lightning/utilities/argparse.py", line 348, in insert_env_defaults
            return fn(self, **kwargs)
        TypeError: Trainer.__init__() got an unexpected keyword argument 'use_distributed_sampler'
        """,
        "Installed Lightning older than the code expects; fixed by installing the pinned requirements.",
    ),
    # --- missing files ----------------------------------------------------------------------------
    real(
        GH + "layumi/Person_reID_baseline_pytorch/issues/214", "layumi/Person_reID_baseline_pytorch",
        "file_not_found", "user_code", USER, "FileNotFoundError: [Errno 2] No such file or directory: 'your_data_path/train_all'",
        r"""
        Traceback (most recent call last):
          File "train.py", line 120, in <module>
            data_transforms['train'])
          File "/home/zhuda/anaconda3/lib/python3.7/site-packages/torchvision/datasets/folder.py", line 121, in _find_classes
            classes = [d.name for d in os.scandir(dir) if d.is_dir()]
        FileNotFoundError: [Errno 2] No such file or directory: 'your_data_path/train_all'
        """,
        "The data path was a placeholder: a config error.",
    ),
    real(
        GH + "anjbapat/D2T/issues/2", "anjbapat/D2T", "file_not_found", "user_code", USER,
        "FileNotFoundError: [Errno 2] No such file or directory: 'models/output/pretrain_copy_ms5_encoder_16990'",
        r"""
        Traceback (most recent call last):
          File "D2T/Train/train1.py", line 541, in <module>
            main()
          File "D2T/Train/train1.py", line 494, in train
            "models/{}_encoder_{}".format(OUTPUT_FILE, iteration))
          File "lib/python3.6/site-packages/torch/serialization.py", line 376, in save
            with _open_file_like(f, 'wb') as opened_file:
          File "lib/python3.6/site-packages/torch/serialization.py", line 211, in __init__
            super(_open_file, self).__init__(open(name, mode))
        FileNotFoundError: [Errno 2] No such file or directory: 'models/output/pretrain_copy_ms5_encoder_16990'
        """,
        "Saving a checkpoint into a directory that does not exist: fails at every save.",
    ),
    # --- driver older than the CUDA runtime ---------------------------------------------------------
    real(
        GH + "uzh-rpg/rpg_open_remode/issues/9", "uzh-rpg/rpg_open_remode", "cuda_error", "user_code", USER,
        "CUDA driver version is insufficient",
        r"""
        ./all_tests
        Running executable: ./all_tests
        Checking available CUDA-capable devices...
        ERROR: cudaGetDeviceCount CUDA driver version is insufficient for CUDA runtime version
        """,
        "Fixed by updating the NVIDIA driver: an installation mismatch that recurs until fixed.",
    ),
    real(
        GH + "NVIDIA/nvidia-docker/issues/498", "NVIDIA/nvidia-docker", "cuda_error", "user_code", USER,
        "code=35(cudaErrorInsufficientDriver)",
        r"""
        [CUDA Bandwidth Test] - Starting...
        Running on...

        cudaGetDeviceProperties returned 35
        -> CUDA driver version is insufficient for CUDA runtime version
        CUDA error at D:/Bld/rel/gpgpu/toolkit/r8.0/demo_suite/bandwidthTest/bandwidthTest.cu:255 code=35(cudaErrorInsufficientDriver) "cudaSetDevice(currentDevice)"
        """,
        "Driver older than the toolkit: an installation problem, not a transient.",
    ),
    real(
        GH + "Chia-Network/bladebit/issues/431", "Chia-Network/bladebit", "cuda_error", "user_code", USER,
        "CUDA error: 35 (0x23) cudaErrorInsufficientDriver",
        r"""
        Failed to fetch CUDA devices.

         CUDA error: 35 (0x23) cudaErrorInsufficientDriver : CUDA driver version is insufficient for CUDA runtime version

        *** Panic!!! *** Fatal Error:
         CUDA error cudaErrorInsufficientDriver : CUDA driver version is insufficient for CUDA runtime version.
        ./bladebit_cuda(_ZN7SysHost14DumpStackTraceEv+0x5b)[0x55e98c76d30b]
        """,
        "The binary needs a newer driver than installed (515 with CUDA 11.7). Recurs.",
    ),
    real(
        GH + "BobLiu20/YOLOv3_PyTorch/issues/12", "BobLiu20/YOLOv3_PyTorch", "cuda_error", "user_code", USER,
        "RuntimeError: cuda runtime error (35)",
        r"""
        RuntimeError: cuda runtime error (35) : CUDA driver version is insufficient for CUDA runtime version at /opt/conda/conda-bld/pytorch_1524586445097/work/aten/src/THC/THCGeneral.cpp:70
        """,
        "Maintainer: update the driver. An environment mismatch; recurs.",
    ),
    real(
        GH + "ankurhanda/gvnn/issues/19", "ankurhanda/gvnn", "cuda_error", "user_code", USER,
        "THCudaCheck FAIL file=",
        r"""
        THCudaCheck FAIL file=/home/puren/torch/extra/cutorch/lib/THC/THCGeneral.c line=70 error=35 : CUDA driver version is insufficient for CUDA runtime version
        /home/puren/torch/install/share/lua/5.1/trepl/init.lua:389: /home/puren/torch/install/share/lua/5.1/trepl/init.lua:389: cuda runtime error (35) : CUDA driver version is insufficient for CUDA runtime version at /home/puren/torch/extra/cutorch/lib/THC/THCGeneral.c:70
        stack traceback:
        	[C]: in function 'error'
        """,
        "Driver 387 too old for the CUDA runtime in use. Recurs until the driver or runtime changes.",
    ),
    # --- NCCL: two ranks on one GPU (launch configuration) ----------------------------------------
    real(
        GH + "horovod/horovod/issues/3929", "horovod/horovod", "runtime_error", "user_code", USER,
        "NCCL WARN Duplicate GPU detected : rank 2 and rank 0",
        r"""
        [1,3]<stdout>:smc-gpu-03:29881:30401 [0] NCCL INFO init.cc:903 -> 5
        [1,3]<stdout>:smc-gpu-03:29881:30401 [0] NCCL INFO init.cc:916 -> 5
        [1,2]<stdout>:
        [1,2]<stdout>:smc-gpu-03:29880:30398 [0] init.cc:497 NCCL WARN Duplicate GPU detected : rank 2 and rank 0 both on CUDA device 1000
        [1,2]<stdout>:smc-gpu-03:29880:30398 [0] NCCL INFO init.cc:867 -> 5
        [1,4]<stdout>:smc-gpu-03:29882:30400 [0] init.cc:497 NCCL WARN Duplicate GPU detected : rank 4 and rank 0 both on CUDA device 1000
        """,
        "Every rank bound to the same GPU (device selection missing in the launch): invalid NCCL "
        "usage that recurs with the same launch.",
        tag="dupgpu",
    ),
    real(
        GH + "verl-project/verl/issues/161", "verl-project/verl", "runtime_error", "framework_bug", USER,
        "Duplicate GPU detected : rank 1 and rank 0 both on CUDA device 10",
        r"""
        torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/NCCLUtils.hpp:275, invalid usage (run with NCCL_DEBUG=WARN for details), NCCL version 2.20.5
        ncclInvalidUsage: This usually reflects invalid usage of NCCL library.
        Last error:
        Duplicate GPU detected : rank 1 and rank 0 both on CUDA device 10
        """,
        "Maintainer: tied to the Ray version (upgrade Ray). Recurs with the same environment.",
    ),
    real(
        GH + "NVIDIA/Megatron-LM/issues/661", "NVIDIA/Megatron-LM", "runtime_error", "user_code", USER,
        "Duplicate GPU detected : rank 3 and rank 0 both on CUDA device f000",
        r"""
        torch.distributed  File "/run/megatron/initialize.py", line 156, in _compile_dependencies
        .DistBackendError: NCCL error in: /opt/pytorch/pytorch/torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1727, invalid usage (run with NCCL_DEBUG=WARN for details), NCCL version 2.19.3
        ncclInvalidUsage: This usually reflects invalid usage of NCCL library.
        Last error:
        Duplicate GPU detected : rank 3 and rank 0 both on CUDA device f000
            torch.distributed.barrier()
        """,
        "Several ranks see the same GPU (launch/visibility config): fails the same way every launch.",
    ),
    real(
        GH + "Peterande/D-FINE/issues/289", "Peterande/D-FINE", "runtime_error", "user_code", USER,
        "Duplicate GPU detected : rank 0 and rank 1 both on CUDA device 2000",
        r"""
        torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1691, invalid usage (run with NCCL_DEBUG=WARN for details), NCCL version 2.19.3
        ncclInvalidUsage: This usually reflects invalid usage of NCCL library.
        Last error:
        Duplicate GPU detected : rank 0 and rank 1 both on CUDA device 2000
        """,
        "Reporter: a default GPU hard-coded in train.py. A code fix.",
    ),
    real(
        GH + "csguoh/MambaIR/issues/39", "csguoh/MambaIR", "runtime_error", "user_code", USER,
        "Duplicate GPU detected : rank 2 and rank 0 both on CUDA device 4000",
        r"""
          File "/home/brcao/.local/lib/python3.8/site-packages/torch/distributed/utils.py", line 265, in _verify_param_shape_across_processes
            return dist._verify_params_across_processes(process_group, tensors, logger)
        torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1333, invalid usage (run with NCCL_DEBUG=WARN for details), NCCL version 2.18.6
        ncclInvalidUsage: This usually reflects invalid usage of NCCL library.
        Last error:
        Duplicate GPU detected : rank 2 and rank 0 both on CUDA device 4000
        Traceback (most recent call last):
        """,
        "Ranks share a GPU under torch.distributed.launch (local rank not applied). Recurs.",
    ),
    # --- segfaults --------------------------------------------------------------------------------
    real(
        GH + "threestudio-project/threestudio/issues/369", "threestudio-project/threestudio", "other", "unknown",
        HUMAN, "Fatal Python error: Segmentation fault",
        r"""
        Epoch 0: |                                     | 4540/? [07:57<00:00,  9.51it/s]Fatal Python error: Segmentation fault

        Thread 0x00007f57168aa700 (most recent call first):
          <no Python frame>

        Thread 0x00007f5741fff700 (most recent call first):
          File "/home/jane/anaconda3/envs/3s/lib/python3.10/threading.py", line 324 in wait
          File "/home/jane/anaconda3/envs/3s/lib/python3.10/threading.py", line 607 in wait
          File "/home/jane/anaconda3/envs/3s/lib/python3.10/site-packages/tqdm/_monitor.py", line 60 in run
        """,
        "A segfault after 8 minutes of training, no conclusion: native code, library or hardware. Ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "idiap/pkwrap/issues/4", "idiap/pkwrap", "other", "unknown", HUMAN, "80675 Segmentation fault",
        r"""
        Running iter=0 of 12
        lr=0.002
        Num jobs = 2
        bash: line 1: 80675 Segmentation fault      ( local/chain/tuning/model/1d.py --dir exp/chain/tdnn_sp --mode training --lr 0.002 --frame-shift 0 --egs ark:exp/chain/tdnn_sp/egs/cegs.1.ark --l2-regularize-factor 0.5 --minibatch-size 128,64 --new-model exp/chain/tdnn_sp/0.1.pt exp/chain/tdnn_sp/0.pt ) 2>> exp/chain/tdnn_sp/log/train.0.1.log >> exp/chain/tdnn_sp/log/train.0.1.log
        run.pl: job failed, log is in exp/chain/tdnn_sp/log/train.0.1.log
        """,
        "Training workers segfault with no traceback; the thread does not settle the cause. Ambiguous.",
        ambiguous=True,
    ),
]
