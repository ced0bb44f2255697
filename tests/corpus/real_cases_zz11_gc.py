# ruff: noqa
"""Real excerpts, batch ZZ11-GC: the long tail of research training code (vision, diffusion, speech,
detection/segmentation, 3D, graph and scientific ML; PyTorch, TensorFlow, PaddlePaddle, MindSpore),
gathered blind from GitHub issue threads of repositories new to the corpus whose `fold_of(repo)` is
"dev": start-up failures (launchers, extensions built for another GPU or torch, missing MPI),
mid-training faults (device-side asserts, illegal memory accesses, shared-memory bus errors, NCCL
timeouts), checkpoint saves and loads, and evaluation. Taken as the searches returned them, not picked
for what crashcart can do; nobody ran crashcart on them before they were labelled. Verbatim log lines as
printed in each thread (trimmed to the relevant part); labelled from what each thread concluded, or
from the log where it concluded nothing (the notes say which)."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    # --- extensions and environments built for something else --------------------------------------
    real(
        GH + "nerfstudio-project/nerfstudio/issues/1534",
        "nerfstudio-project/nerfstudio",
        "cuda_error",
        "framework_bug",
        USER,
        "cudaEventRecord(m_event, m_stream) failed with error an illegal memory access was encountered",
        r"""
        terminate called after throwing an instance of 'std::runtime_error'
          what():  /home/w/nerf/ngp_pl/tiny-cuda-nn/include/tiny-cuda-nn/multi_stream.h:83 cudaEventRecord(m_event, m_stream) failed with error an illegal memory access was encountered
        已放弃 (核心已转储)
        """,
        "ns-train aborts with an illegal memory access inside tiny-cuda-nn on an RTX 2080 Super. A "
        "maintainer reproduced it on a fresh install: a regression in tiny-cuda-nn's main branch; "
        "reinstalling tinycudann at a pinned commit fixed it for several users. The illegal access "
        "comes from the installed library, not the GPU, and repeats on every run until the "
        "environment is changed.",
    ),
    real(
        GH + "Pointcept/Pointcept/issues/381",
        "Pointcept/Pointcept",
        "other",
        "framework_bug",
        USER,
        "Segmentation fault (core dumped)",
        r"""
        Experiment name: insseg-pointgroup-v1m1-0-spunet-base
        Python interpreter dir: python
        Dataset: scannet
        Config: insseg-pointgroup-v1m1-0-spunet-base
        GPU Num: 4
         =========> CREATE EXP DIR <=========
        Experiment dir: /workspace/QWang/Pointcept-main/exp/scannet/insseg-pointgroup-v1m1-0-spunet-base
        Loading config in: configs/scannet/insseg-pointgroup-v1m1-0-spunet-base.py
        Running code in: exp/scannet/insseg-pointgroup-v1m1-0-spunet-base/code
         =========> RUN TASK <=========
        Segmentation fault (core dumped)
        """,
        "A 4-GPU ScanNet instance-segmentation run segfaults before the first step. The maintainer "
        "had hit the same and traced it to the SpConv build in the environment; the fix is a newer "
        "SpConv / the published conda environment. A bare segfault would be held for a person, but "
        "the thread concluded an environment fault that recurs on every launch.",
    ),
    real(
        GH + "lightaime/sgas/issues/10",
        "lightaime/sgas",
        "attribute_error",
        "user_code",
        USER,
        "AttributeError: module 'torch_geometric.utils' has no attribute 'scatter_'",
        r"""
        AttributeError: module 'torch_geometric.utils' has no attribute 'scatter_'
        """,
        "The architecture-search training script (train_search.py) fails at start-up. The reporter "
        "found pip had installed torch-geometric 1.6.1, which removed utils.scatter_; pinning 1.4.3 "
        "fixed it and the maintainer pointed at the install script. A version mismatch in the "
        "environment.",
    ),
    real(
        GH + "allenai/satlas-super-resolution/issues/19",
        "allenai/satlas-super-resolution",
        "other",
        "user_code",
        USER,
        "train.py: error: unrecognized arguments: --use-env",
        r"""
        usage: train.py [-h] -opt OPT [--launcher {none,pytorch,slurm}]
                        [--auto_resume] [--debug] [--local-rank LOCAL_RANK]
                        [--force_yml FORCE_YML [FORCE_YML ...]]
        train.py: error: unrecognized arguments: --use-env
        usage: train.py [-h] -opt OPT [--launcher {none,pytorch,slurm}]
                        [--auto_resume] [--debug] [--local-rank LOCAL_RANK]
                        [--force_yml FORCE_YML [FORCE_YML ...]]
        train.py: error: unrecognized arguments: --use-env
        """,
        "Multi-GPU super-resolution training: every rank's argparse rejects the --use-env flag, so the "
        "job dies at start-up. The maintainer could not reproduce it: --use-env is "
        "torch.distributed.launch's flag (torchrun would need a BasicSR change); the reporter never got "
        "multi-GPU running. Labelled from the log: a launch command the script does not accept fails "
        "the same way on every restart.",
    ),
    real(
        GH + "mindspore-lab/mindyolo/issues/274",
        "mindspore-lab/mindyolo",
        "other",
        "user_code",
        USER,
        "-bash: mpirun: command not found",
        r"""
         mpirun --allow-run-as-root  -n 8 python train.py --config ./configs/yolov7/yolov7.yaml --device_target Ascend --is_parallel True
        -bash: mpirun: command not found
        """,
        "An 8-device YOLOv7 launch fails before Python starts: Open MPI is not installed on the "
        "machine (single-device training works). The maintainer pointed at the install docs for "
        "Open MPI 4.0.3. An environment set-up fault for the user; the log line is the thread's title, "
        "the command is from its description.",
    ),
    # --- shared memory and DataLoader workers ---------------------------------------------------------
    real(
        GH + "PaddlePaddle/PaddleSeg/issues/939",
        "PaddlePaddle/PaddleSeg",
        "os_error",
        "user_code",
        USER,
        "OSError: (External)  Nccl error, invalid data type, detail: Resource temporarily unavailable",
        r"""
        OSError: (External)  Nccl error, invalid data type, detail: Resource temporarily unavailable
        Please try one of the following solutions:
        1. export NCCL_SHM_DISABLE=1;
        2. export NCCL_P2P_LEVEL=SYS;
        3. Increase shared memory by setting the -shm-size option when starting docker container, e.g., setting  -shm-size=2g.
          (at /paddle/paddle/fluid/operators/collective/broadcast_op.cu.cc:65)
          [operator < broadcast > error]
        terminate called without an active exception

        --------------------------------------
        C++ Traceback (most recent call last):
        --------------------------------------
        0   paddle::framework::SignalHandle(char const*, int)
        1   paddle::platform::GetCurrentTraceBackString[abi:cxx11]()

        ----------------------
        Error Message Summary:
        ----------------------
        FatalError: `Process abort signal` is detected by the operating system.
          [TimeInfo: *** Aborted at 1617366731 (unix time) try "date -d @1617366731" if you are using GNU date ***]
          [SignalInfo: *** SIGABRT (@0x6941) received by PID 26945 (TID 0x7fbd52c03700) from PID 26945 ***]
        """,
        "Two-GPU PaddleSeg training in Docker dies at the first broadcast: NCCL's shared-memory "
        "transport cannot get its segment (EAGAIN), and Paddle's own message lists the remedies "
        "(disable NCCL SHM, change P2P level, raise --shm-size). The thread went stale without an "
        "answer; labelled from the log: a container/NCCL configuration problem that recurs on every "
        "start, not a transient.",
    ),
    real(
        GH + "fangpin/siamese-pytorch/issues/16",
        "fangpin/siamese-pytorch",
        "dataloader_killed",
        "user_code",
        USER,
        "ERROR: Unexpected bus error encountered in worker. This might be caused by insufficient shared memory (shm).",
        r"""
        use gpu: 0 to train.
        begin loading training dataset to memory
        finish loading training dataset to memory
        begin loading test dataset to memory
        finish loading test dataset to memory
        /usr/local/lib/python3.7/dist-packages/torch/nn/_reduction.py:42: UserWarning: size_average and reduce args will be deprecated, please use reduction='mean' instead.
          warnings.warn(warning.format(ret))
        ERROR: Unexpected bus error encountered in worker. This might be caused by insufficient shared memory (shm).
        """,
        "Omniglot Siamese-network training on a V100 with 50 GB RAM: DataLoader workers die of a bus "
        "error as soon as training starts. The issue is open without an answer; labelled from the "
        "log: workers out of /dev/shm, which recurs until shm is raised or workers reduced.",
    ),
    # --- device-side asserts ---------------------------------------------------------------------------
    real(
        GH + "KaihuaTang/Scene-Graph-Benchmark.pytorch/issues/207",
        "KaihuaTang/Scene-Graph-Benchmark.pytorch",
        "assertion_error",
        "user_code",
        USER,
        'Assertion `index >= -sizes[i] && index < sizes[i] && "index out of bounds"` failed.',
        r"""
        /tmp/pip-req-build-ufslq_a9/aten/src/ATen/native/cuda/IndexKernel.cu:60: lambda [](int)->auto::operator()(int)->auto: block: [36,0,0], thread: [123,0,0] Assertion `index >= -sizes[i] && index < sizes[i] && "index out of bounds"` failed.
        /tmp/pip-req-build-ufslq_a9/aten/src/ATen/native/cuda/IndexKernel.cu:60: lambda [](int)->auto::operator()(int)->auto: block: [30,0,0], thread: [32,0,0] Assertion `index >= -sizes[i] && index < sizes[i] && "index out of bounds"` failed.
        /tmp/pip-req-build-ufslq_a9/aten/src/ATen/native/cuda/IndexKernel.cu:60: lambda [](int)->auto::operator()(int)->auto: block: [30,0,0], thread: [33,0,0] Assertion `index >= -sizes[i] && index < sizes[i] && "index out of bounds"` failed.
        """,
        "Scene-graph training on Visual Genome (one GPU, float16) fails with an out-of-bounds index "
        "assert in a CUDA kernel. Open without an answer; labelled from the log: a device-side assert "
        "is the application's indexing (labels or config), and recurs on the same data.",
    ),
    real(
        GH + "mindspore-lab/mindyolo/issues/370",
        "mindspore-lab/mindyolo",
        "assertion_error",
        "user_code",
        USER,
        "GatherGradKernel: block: [85,0,0], thread: [920,0,0] Assertion `j_read < output_shape.shape[dim]` failed.",
        r"""
        /home/jenkins/agent-working-dir/workspace/Compile_GPU_X86_CentOS_Cuda11.6_PY39/mindspore/mindspore/ccsrc/plugin/device/gpu/kernel/cuda_impl/cuda_ops/gather_grad.cu:35: GatherGradKernel: block: [85,0,0], thread: [920,0,0] Assertion `j_read < output_shape.shape[dim]` failed.
        /home/jenkins/agent-working-dir/workspace/Compile_GPU_X86_CentOS_Cuda11.6_PY39/mindspore/mindspore/ccsrc/plugin/device/gpu/kernel/cuda_impl/cuda_ops/gather_grad.cu:35: GatherGradKernel: block: [85,0,0], thread: [921,0,0] Assertion `j_read < output_shape.shape[dim]` failed.
        /home/jenkins/agent-working-dir/workspace/Compile_GPU_X86_CentOS_Cuda11.6_PY39/mindspore/mindspore/ccsrc/plugin/device/gpu/kernel/cuda_impl/cuda_ops/gather_grad.cu:35: GatherGradKernel: block: [85,0,0], thread: [922,0,0] Assertion `j_read < output_shape.shape[dim]` failed.
        [ERROR] DEVICE(126417,7f04177c5740,python):2024-10-18-10:04:20.973.861 [mindspore/ccsrc/plugin/device/gpu/hal/device/gpu_device_manager.cc:70] ReleaseDevice] Op Error: Failed to destroy CUDA stream. | Error Number: 0
        [ERROR] DEVICE(126417,7f04177c5740,python):2024-10-18-10:04:20.974.363 [mindspore/ccsrc/plugin/device/gpu/hal/device/gpu_device_manager.cc:77] ReleaseDevice] cuDNN Error: Failed to destroy cuDNN handle | Error Number: 4 CUDNN_STATUS_INTERNAL_ERROR
        [ERROR] DEVICE(126417,7f04177c5740,python):2024-10-18-10:04:20.975.827 [mindspore/ccsrc/plugin/device/gpu/hal/device/cuda_driver.cc:55] FreeDeviceMem] cudaFree failed, ret[710], device-side assert triggered
        """,
        "MindYOLO training on GPU (issue titled 'Exception thrown from user defined Python function in "
        "dataset') ends with a gather-gradient kernel assert, then the teardown fails with "
        "cudaFree 710 (device-side assert triggered). Labelled from the log: an index past the "
        "tensor's bound in the application's graph; the cuDNN and cudaFree errors are the teardown "
        "after the assert, not a device fault.",
    ),
    # --- illegal memory access with nothing else --------------------------------------------------------
    real(
        GH + "open-mmlab/OpenPCDet/issues/1649",
        "open-mmlab/OpenPCDet",
        "cuda_error",
        "unknown",
        HUMAN,
        "cuda failed with error 700 an illegal memory access was encountered.",
        r"""
        RuntimeError: sync /tmp/pip-build-env-l_y4vd57/overlay/lib/python3.11/site-packages/cumm/include/tensorview/profile/cuda_profiler.h:168
        cuda failed with error 700 an illegal memory access was encountered. use CUDA_LAUNCH_BLOCKING=1 to get correct traceback.
        """,
        "Voxel-RCNN training on custom data fails in the spconv input convolution with an illegal "
        "memory access (error 700); another model fails the same way. The issue went stale with no "
        "diagnosis. A bare illegal memory access without a hardware line: held for a person "
        "(custom-data voxel coordinates out of range are the usual cause, but the thread does not "
        "say).",
        ambiguous=True,
    ),
    # --- multi-node timeouts -------------------------------------------------------------------------
    real(
        GH + "VITA-MLLM/VITA-Audio/issues/34",
        "VITA-MLLM/VITA-Audio",
        "nccl_timeout",
        "unknown",
        HUMAN,
        "[rank2]:[E ProcessGroupNCCL.cpp:563] [Rank 2] Watchdog caught collective operation timeout",
        r"""
        [Rank 0] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=1892, OpType=ALLREDUCE, NumelIn=574105888, NumelOut=574105888, Timeout(ms)=600000) ran for 600016 milliseconds before timing out.
        【2025-09-25 14:27:49】[rank2]:[E ProcessGroupNCCL.cpp:563] [Rank 2] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=1892, OpType=ALLREDUCE, NumelIn=574105888, NumelOut=574105888, Timeout(ms)=600000) ran for 600034 milliseconds before timing out.
        【2025-09-25 14:27:49】[rank3]:[E ProcessGroupNCCL.cpp:563] [Rank 3] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=1892, OpType=ALLREDUCE, NumelIn=574105888, NumelOut=574105888, Timeout(ms)=600000) ran for 600025 milliseconds before timing out.
        【2025-09-25 14:27:49】[rank5]:[E ProcessGroupNCCL.cpp:563] [Rank 5] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=1892, OpType=ALLREDUCE, NumelIn=574105888, NumelOut=574105888, Timeout(ms)=600000) ran for 600045 milliseconds before timing out.
        """,
        "Stage-1 training of an audio LLM on four 8-GPU machines: every rank times out in the same "
        "all-reduce (SeqNum 1892) after 10 minutes, and the reporter can reproduce it at a fixed "
        "step. No answer in the thread. All ranks agree on the collective, so it is not a mismatch; "
        "a rank stuck elsewhere (data, I/O) or a fabric problem are both open: held for a person.",
        ambiguous=True,
    ),
    # --- framework errors under MirroredStrategy -------------------------------------------------------
    real(
        GH + "TensorSpeech/TensorFlowTTS/issues/131",
        "TensorSpeech/TensorFlowTTS",
        "nan_or_value_error",
        "framework_bug",
        USER,
        "ValueError: `handle` is not available outside the replica context or a `tf.distribute.Strategy.update()` call.",
        r"""
        Multi GPU: 
        ValueError: `handle` is not available outside the replica context or a `tf.distribute.Strategy.update()` call.
        """,
        "Tacotron2 training with tf.distribute on several GPUs fails when the optimizer touches a "
        "BatchNorm variable outside the replica context; swapping in SyncBatchNormalization as the "
        "maintainer suggested gave the same error, and the reporter was on TF 2.3.0-rc2, which "
        "TensorFlow Addons warns it does not support. A code/version incompatibility in the "
        "multi-GPU path: it fails the same way on every start.",
    ),
    # --- memory: GPU, host, divergence -------------------------------------------------------------------
    real(
        GH + "yingkaisha/keras-unet-collection/issues/50",
        "yingkaisha/keras-unet-collection",
        "cuda_oom",
        "user_code",
        USER,
        "(0) Resource exhausted:  OOM when allocating tensor with shape[8,65536,64]",
        r"""
        ResourceExhaustedError: 2 root error(s) found.
          (0) Resource exhausted:  OOM when allocating tensor with shape[8,65536,64] and type float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc
        	 [[node swin_unet_model/swin_transformer_block_15/name1_norm2/batchnorm/mul_2 (defined at /opt/conda/lib/python3.7/site-packages/keras_unet_collection/transformer_layers.py:623) ]]
        Hint: If you want to see a list of allocated tensors when OOM happens, add report_tensor_allocations_upon_oom to RunOptions for current allocation info.

        	 [[gradient_tape/swin_unet_model/patch_embedding_2/embedding_2/embedding_lookup/Reshape/_734]]
        Hint: If you want to see a list of allocated tensors when OOM happens, add report_tensor_allocations_upon_oom to RunOptions for current allocation info.

          (1) Resource exhausted:  OOM when allocating tensor with shape[8,65536,64] and type float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc
        """,
        "Training a Swin-UNet on 512x512 inputs with patch size 2 and batch 8: TensorFlow's GPU "
        "allocator runs out of memory in a transformer block. No answer in the thread; labelled from "
        "the log: GPU OOM from the model/batch configuration, which recurs until the user shrinks it.",
    ),
    real(
        GH + "openai/guided-diffusion/issues/50",
        "openai/guided-diffusion",
        "nan_or_value_error",
        "user_code",
        USER,
        "Found NaN, decreased lg_loss_scale to -16199.354",
        r"""
        -----------------------------
        | lg_loss_scale | -1.62e+04 |
        | loss          | nan       |
        | loss_q0       | nan       |
        | mse           | nan       |
        | samples       | 3.92e+07  |
        | step          | 1.53e+05  |
        | vb            | nan       |
        -----------------------------
        Found NaN, decreased lg_loss_scale to -16199.354
        Found NaN, decreased lg_loss_scale to -16200.354
        Found NaN, decreased lg_loss_scale to -16201.354
        Found NaN, decreased lg_loss_scale to -16202.354
        Found NaN, decreased lg_loss_scale to -16203.354
        """,
        "ImageNet 128x128 diffusion training in fp16 goes NaN after 153k steps; the loss scale keeps "
        "dropping and never recovers. The maintainer: a NaN in the forward pass, i.e. a divergence, "
        "and asked for the exact command. Training divergence: restarting from the last checkpoint "
        "with the same settings tends to diverge again; the user must change the recipe.",
    ),
    real(
        GH + "Project-MONAI/research-contributions/issues/157",
        "Project-MONAI/research-contributions",
        "host_oom",
        "unknown",
        HUMAN,
        "ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: -9) local_rank: 2 (pid: 239174) of binary: /home/fyc/anaconda3/envs/cv/bin/python",
        r"""
        WARNING:torch.distributed.elastic.multiprocessing.api:Sending process 239172 closing signal SIGTERM
        WARNING:torch.distributed.elastic.multiprocessing.api:Sending process 239173 closing signal SIGTERM
        ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: -9) local_rank: 2 (pid: 239174) of binary: /home/fyc/anaconda3/envs/cv/bin/python
        Traceback (most recent call last):
          File "/home/fyc/anaconda3/envs/cv/lib/python3.8/runpy.py", line 194, in _run_module_as_main
            return _run_code(code, main_globals, None,
          File "/home/fyc/anaconda3/envs/cv/lib/python3.8/runpy.py", line 87, in _run_code
            exec(code, run_globals)
          File "/home/fyc/anaconda3/envs/cv/lib/python3.8/site-packages/torch/distributed/launch.py", line 195, in <module>
            main()
        """,
        "DiNTS multi-GPU training on the MSD liver set: one rank is SIGKILLed while CacheDataset is "
        "loading volumes into RAM, and the launcher stops the others. The issue is open without an "
        "answer. Every rank caching the whole dataset points at host memory, but the log carries no "
        "kernel or scheduler OOM record: a bare SIGKILL, held for a person.",
        ambiguous=True,
    ),
    # --- checkpoints: resume and save -----------------------------------------------------------------
    real(
        GH + "maudzung/SFA3D/issues/48",
        "maudzung/SFA3D",
        "model_loading_error",
        "user_code",
        USER,
        "KeyError: 'optimizer'",
        r"""
        Traceback (most recent call last):
          File "train.py", line 281, in <module>
            main()
          File "train.py", line 67, in main
            main_worker(configs.gpu_idx, configs)
          File "train.py", line 132, in main_worker
            optimizer.load_state_dict(utils_state_dict['optimizer'])
        KeyError: 'optimizer'
        """,
        "Resuming 3D-detection training from the released checkpoint with --resume_path fails: the "
        "file has no optimizer state. The maintainer: weights and optimizer states are saved in two "
        "separate files. The resume points at the wrong file; it fails the same way on every restart.",
    ),
    real(
        GH + "YuvalNirkin/hyperseg/issues/34",
        "YuvalNirkin/hyperseg",
        "model_loading_error",
        "user_code",
        USER,
        "KeyError: 'optimizer'",
        r"""
        Traceback (most recent call last):
          File "E:\Pythonfiles\hyperseg-main\configs\train\cityscapes_efficientnet_b1_hyperseg-s.py", line 47, in <module>
            scheduler=scheduler, pretrained=pretrained, model=model, criterion=criterion, batch_scheduler=batch_scheduler)
          File "E:\Pythonfiles\hyperseg-main\hyperseg\train.py", line 227, in main
            optimizer.load_state_dict(checkpoint["optimizer"])
        KeyError: 'optimizer'
        """,
        "Starting Cityscapes training from the released HyperSeg checkpoint. The maintainer: the "
        "published checkpoints are for evaluation only; the optimizer state was stripped, so they "
        "cannot resume training. A wrong checkpoint for the job: the user must point elsewhere.",
    ),
    real(
        GH + "YuvalNirkin/hyperseg/issues/26",
        "YuvalNirkin/hyperseg",
        "assertion_error",
        "user_code",
        USER,
        "Assertion `t >= 0 && t < n_classes` failed.",
        r"""
        Assertion `t >= 0 && t < n_classes` failed.
        """,
        "Training HyperSeg on a custom two-class dataset hits the loss kernel's class-range assert. "
        "The maintainer asked whether num_classes was set for the model too; the reporter later fixed "
        "it by correcting the number of labels in the dataset. A labels/config mismatch that recurs "
        "on every run. The line is as quoted in the thread (title and description).",
    ),
    # --- NCCL at start-up: code and platform ----------------------------------------------------------
    real(
        GH + "agimus-project/happypose/issues/97",
        "agimus-project/happypose",
        "runtime_error",
        "user_code",
        USER,
        "RuntimeError: NCCL error in: /opt/conda/conda-bld/pytorch_1646756402876/work/torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1169, invalid usage, NCCL version 21.0.3",
        r"""
        RuntimeError: NCCL error in: /opt/conda/conda-bld/pytorch_1646756402876/work/torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1169, invalid usage, NCCL version 21.0.3
        ncclInvalidUsage: This usually reflects invalid usage of NCCL library (such as too many async ops, too many collectives at once, mixing streams in a group, etc).
        """,
        "Reproducing MegaPose training on the Jean Zay cluster fails with ncclInvalidUsage. The "
        "reporter fixed it with two commits to the training code and then ran coarse-model training. "
        "NCCL's invalid usage is the calling code's fault: it recurs until the code changes.",
    ),
    real(
        GH + "chungyiweng/humannerf/issues/87",
        "chungyiweng/humannerf",
        "os_error",
        "user_code",
        USER,
        "graph/xml.cc:332 NCCL WARN Could not find real path of /sys/class/pci_bus/0000:01/../../0000:01:00.0",
        r"""
        DESKTOP-KQ38CGS:1582:1582 [0] NCCL INFO Bootstrap : Using [0]lo:127.0.0.1<0>
        DESKTOP-KQ38CGS:1582:1582 [0] NCCL INFO NET/Plugin : No plugin found (libnccl-net.so), using internal implementation

        DESKTOP-KQ38CGS:1582:1582 [0] misc/ibvwrap.cc:63 NCCL WARN Failed to open libibverbs.so[.1]
        DESKTOP-KQ38CGS:1582:1582 [0] NCCL INFO NET/Socket : Using [0]lo:127.0.0.1<0>
        DESKTOP-KQ38CGS:1582:1582 [0] NCCL INFO Using network Socket
        NCCL version 2.7.8+cuda10.2

        DESKTOP-KQ38CGS:1582:1705 [0] graph/xml.cc:332 NCCL WARN Could not find real path of /sys/class/pci_bus/0000:01/../../0000:01:00.0
        DESKTOP-KQ38CGS:1582:1705 [0] NCCL INFO graph/xml.cc:469 -> 2
        DESKTOP-KQ38CGS:1582:1705 [0] NCCL INFO graph/xml.cc:660 -> 2
        DESKTOP-KQ38CGS:1582:1705 [0] NCCL INFO graph/topo.cc:523 -> 2
        DESKTOP-KQ38CGS:1582:1705 [0] NCCL INFO init.cc:581 -> 2
        DESKTOP-KQ38CGS:1582:1705 [0] NCCL INFO init.cc:840 -> 2
        """,
        "HumanNeRF training with the single-GPU config on a Windows desktop (WSL, NCCL 2.7.8) fails in "
        "NCCL's topology detection: the PCI path of the GPU does not exist in WSL's sysfs, so "
        "communicator init returns a system error (NCCL Error 2). The thread has no answer; labelled "
        "from the log: NCCL of that age does not support WSL (NCCL's maintainers say so elsewhere), "
        "so it fails on every start until NCCL or the platform changes.",
    ),
    # --- environment: libraries --------------------------------------------------------------------------
    real(
        GH + "aqlaboratory/openfold/issues/226",
        "aqlaboratory/openfold",
        "import_error",
        "user_code",
        USER,
        "OSError: /opt/conda/lib/python3.9/site-packages/torch/lib/../../../../libcublas.so.11: symbol cublasLtGetStatusString version libcublasLt.so.11 not defined in file libcublasLt.so.11 with link time reference",
        r"""
        OSError: /opt/conda/lib/python3.9/site-packages/torch/lib/../../../../libcublas.so.11: symbol cublasLtGetStatusString version libcublasLt.so.11 not defined in file libcublasLt.so.11 with link time reference
        """,
        "Setting up OpenFold training from the documentation: torch cannot load because the cuBLAS "
        "in the conda environment does not match the cuBLASLt it finds. The thread works through "
        "environment problems (versions of CUDA, pytorch-lightning, paths); a library mismatch in the "
        "environment that recurs on every start.",
    ),
    # --- DGL shared memory and kernels ---------------------------------------------------------------
    real(
        GH + "dmlc/dgl/issues/3908",
        "dmlc/dgl",
        "os_error",
        "unknown",
        HUMAN,
        "Check failed: munmap(ptr_, size_) != -1: Invalid argument",
        r"""
        terminate called after throwing an instance of 'dmlc::Error'
          what():  [14:09:39] /opt/dgl/src/runtime/shared_mem.cc:58: Check failed: munmap(ptr_, size_) != -1: Invalid argument
        Stack trace:
          [bt] (0) /local/path/.venv/lib/python3.8/site-packages/dgl/libdgl.so(dmlc::LogMessageFatal::~LogMessageFatal()+0x4f) [0x7f536199452f]
          [bt] (1) /local/path/.venv/lib/python3.8/site-packages/dgl/libdgl.so(dgl::runtime::SharedMemory::~SharedMemory()+0xe5) [0x7f5361ce3195]
          [bt] (2) /local/path/.venv/lib/python3.8/site-packages/dgl/libdgl.so(+0x30c606) [0x7f5361990606]
          [bt] (3) /local/path/.venv/lib/python3.8/site-packages/dgl/libdgl.so(dgl::runtime::NDArray::EmptyShared(std::string const&, std::vector<long, std::allocator<long> >, DLDataType, DLContext, bool)+0x30b) [0x7f5361cda79b]
          [bt] (4) /local/path/.venv/lib/python3.8/site-packages/dgl/libdgl.so(DGLArrayAllocSharedMem+0x125) [0x7f5361cdb235]
        """,
        "A hyper-parameter loop that rebuilds the model and the DGL dataloader aborts at random after "
        "two or three rounds: DGL's shared-memory array is unmapped with bad arguments. The issue went "
        "stale without a diagnosis. A framework abort that is neither clearly the user's code nor a "
        "transient: held for a person.",
        ambiguous=True,
    ),
    real(
        GH + "dmlc/dgl/issues/2762",
        "dmlc/dgl",
        "cuda_error",
        "unknown",
        HUMAN,
        "Check failed: e == CUSPARSE_STATUS_SUCCESS: CUSPARSE ERROR: 1",
        r"""
        dgl._ffi.base.DGLError: [13:15:35] /opt/dgl/src/array/cuda/spmm.cu:213: Check failed: e == CUSPARSE_STATUS_SUCCESS: CUSPARSE ERROR: 1
        """,
        "Running DGL's graph-classification training tutorial on GPU fails in the sparse matmul: "
        "cuSPARSE returns status 1 (not initialized). The issue went stale without an answer. "
        "cuSPARSE failing to initialise is usually a CUDA library/driver mismatch or no free GPU "
        "memory, and the log does not say which: held for a person. The line is as quoted in the "
        "thread's title.",
        ambiguous=True,
    ),
    # --- MindSpore on GPU --------------------------------------------------------------------------------
    real(
        GH + "mindspore-ai/mindspore/issues/253",
        "mindspore-ai/mindspore",
        "cuda_error",
        "unknown",
        HUMAN,
        "The cudaStreamCreateWithFlags failed, ret[2], out of memory",
        r"""
        MindSpore version:  2.1.0
        The result of multiplication calculation is correct, MindSpore has been installed on platform [GPU] successfully!
        [ERROR] DEVICE(2382696,7fe93dd0b740,python):2023-11-28-21:28:17.917.989 [mindspore/ccsrc/runtime/pynative/async/async_queue.cc:232] WorkerJoin] WorkerJoin failed: 
        ----------------------------------------------------
        - Cuda error:
        ----------------------------------------------------
        The cudaStreamCreateWithFlags failed, ret[2], out of memory

        ----------------------------------------------------
        - C++ Call Stack: (For framework developers)
        ----------------------------------------------------
        mindspore/ccsrc/plugin/device/gpu/hal/device/cuda_driver.cc:182 CreateStream
        """,
        "After installing MindSpore 2.1.0 for GPU on Ubuntu 22.04 (before running MindYOLO), even "
        "the install check ends with a CUDA stream that cannot be created: out of memory. The "
        "excerpt of the thread shows no diagnosis. Creating a stream needs almost no memory, so the "
        "GPU being held by something else, a driver/runtime mismatch or host memory are all open: "
        "held for a person.",
        ambiguous=True,
    ),
    real(
        GH + "mindspore-ai/mindspore/issues/172",
        "mindspore-ai/mindspore",
        "host_oom",
        "unknown",
        HUMAN,
        "Init] cudaHostAlloc failed, ret[2], out of memory",
        r"""
        ============== Starting Training ==============
        [ERROR] MD(14433,7fea2effd700,python):2021-12-12-14:13:43.932.181 [mindspore/ccsrc/minddata/dataset/util/arena.cc:250] Init] cudaHostAlloc failed, ret[2], out of memory
        [ERROR] MD(14433,7fea2effd700,python):2021-12-12-14:13:43.932.253 [mindspore/ccsrc/minddata/dataset/util/task.cc:67] operator()] Task:  - thread(140643787593472) is terminated with err msg: Out of memory. Memory malloc failed.
        Line of code : 621
        File         : /home/jenkins/agent-working-dir/workspace/Compile_GPU_X86_CentOS_Cuda11/mindspore/mindspore/ccsrc/minddata/dataset/engine/datasetops/device_queue_op.cc

        [ERROR] MD(14433,7fea2effd700,python):2021-12-12-14:13:43.932.264 [mindspore/ccsrc/minddata/dataset/util/task_manager.cc:217] InterruptMaster] Task is terminated with err msg(more detail in info level log):Out of memory. Memory malloc failed.
        """,
        "LeNet training with mindspore-gpu 1.5 in Docker under WSL2 on a laptop RTX 3080: the data "
        "pipeline's device queue cannot allocate pinned host memory (cudaHostAlloc) as training "
        "starts. Open without an answer. Pinned memory is tightly limited under WSL2, but the thread "
        "does not confirm it: labelled from the log as a host-memory allocation failure, held for a "
        "person.",
        ambiguous=True,
    ),
    # --- out of memory in splatting and instance segmentation ---------------------------------------
    real(
        GH + "escontra/gauss_gym/issues/11",
        "escontra/gauss_gym",
        "cuda_oom",
        "user_code",
        USER,
        "torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 4.63 GiB.",
        r"""
        torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 4.63 GiB. GPU 0 has a total capacty of 44.31 GiB of which 4.63 GiB is free. Including non-PyTorch memory, this process has 39.67 GiB memory in use. Of the allocated memory 35.84 GiB is allocated by PyTorch, and 3.27 GiB is reserved by PyTorch but unallocated. If reserved but unallocated memory is large try setting max_split_size_mb to avoid fragmentation.  See documentation for Memory Management and PYTORCH_CUDA_ALLOC_CONF
        """,
        "Gaussian-splat training (ns-train splatfacto) for scene generation runs out of GPU memory "
        "about 20% in, on both a 4090 and an L40. The maintainer: the gsplat MCMC strategy lets the "
        "number of Gaussians grow without bound; disabling it capped them and the run completed. A "
        "configuration that recurs until changed.",
    ),
    real(
        GH + "PaddlePaddle/PaddleX/issues/2634",
        "PaddlePaddle/PaddleX",
        "cuda_oom",
        "user_code",
        USER,
        "Out of memory error on GPU 0. Cannot allocate 7.392883GB memory on GPU 0, 9.610779GB memory has been allocated and available memory is only 6.154968GB.",
        r"""
        Out of memory error on GPU 0. Cannot allocate 7.392883GB memory on GPU 0, 9.610779GB memory has been allocated and available memory is only 6.154968GB.

        Please check whether there is any other process using GPU 0.
        1. If yes, please stop them, or start PaddlePaddle on another GPU.
        2. If no, please decrease the batch size of your model. 
         (at ../paddle/phi/core/memory/allocation/cuda_allocator.cc:71)

        I1212 09:56:51.151332 331699 process_group_nccl.cc:155] ProcessGroupNCCL destruct 
        I1212 09:56:51.404326 331753 tcp_store.cc:290] receive shutdown event and so quit from MasterDaemon run loop
        """,
        "PaddleX instance-segmentation training on a custom dataset: the DETR-style mask "
        "post-processing (run in the prediction/evaluation path) asks for 7.4 GB more than the GPU "
        "has. Paddle's own message says to free the GPU or cut the batch. GPU OOM from the "
        "model/data configuration; it recurs at the same point.",
    ),
    # --- framework and library bugs met at start-up or evaluation ------------------------------------
    real(
        GH + "isl-org/Open3D-ML/issues/598",
        "isl-org/Open3D-ML",
        "attribute_error",
        "framework_bug",
        USER,
        "AttributeError: 'SemanticSegmentation' object has no attribute 'cfg_tb'",
        r"""
        INFO - 2023-05-19 21:54:52,178 - semantic_segmentation - Initializing from scratch.
        Traceback (most recent call last):
          File "main.py", line 13, in <module>
            pipeline.run_train()
          File ".local/lib/python3.8/site-packages/open3d/_ml3d/torch/pipelines/semantic_segmentation.py", line 354, in run_train
            self.save_config(writer)
          File "local/lib/python3.8/site-packages/open3d/_ml3d/torch/pipelines/semantic_segmentation.py", line 559, in save_config
            writer.add_text("Description/Open3D-ML", self.cfg_tb['readme'], 0)
        AttributeError: 'SemanticSegmentation' object has no attribute 'cfg_tb'
        """,
        "The documented SemanticKITTI training example fails as run_train writes its config to "
        "TensorBoard: the pipeline object lacks an attribute set elsewhere. Open, labelled bug. A "
        "library bug hit deterministically at the start of training: a restart fails the same way "
        "until the library or the script changes.",
    ),
    real(
        GH + "isl-org/Open3D-ML/issues/525",
        "isl-org/Open3D-ML",
        "cuda_error",
        "unknown",
        HUMAN,
        "RuntimeError: CUDA error: CUBLAS_STATUS_EXECUTION_FAILED when calling `cublasSgemm( handle, opa, opb, m, n, k, &alpha, a, lda, b, ldb, &beta, c, ldc)`",
        r"""
        RuntimeError: CUDA error: CUBLAS_STATUS_EXECUTION_FAILED when calling `cublasSgemm( handle, opa, opb, m, n, k, &alpha, a, lda, b, ldb, &beta, c, ldc)`
        """,
        "Running the RandLA-Net SemanticKITTI pipeline (test split) works on CPU but fails on GPU "
        "in a cuBLAS GEMM. Open, labelled bug, no diagnosis. A bare cuBLAS execution failure with no "
        "hardware line: a torch/CUDA build that does not match the GPU and a device fault are both "
        "possible; held for a person.",
        ambiguous=True,
    ),
    real(
        GH + "iDC-NEU/NeutronTP/issues/2",
        "iDC-NEU/NeutronTP",
        "cuda_error",
        "user_code",
        USER,
        "RuntimeError: CUDA error: an illegal memory access was encountered",
        r"""
        RuntimeError: CUDA error: an illegal memory access was encountered
        Interestingly, the code ran successfully without any changes other than switching the model from GCN to GAT.
        """,
        "Tensor-parallel GNN training of GCN on ogbn-arxiv with the gloo backend hits an illegal "
        "memory access (GAT runs). The reporter changed the repository's init_device function and GCN "
        "then trained; the fault was in how the code picked devices, deterministic per model. The "
        "second log line is the reporter's remark inside the pasted block, kept as printed.",
    ),
    real(
        GH + "NJU-3DV/Gaussian-Flow/issues/8",
        "NJU-3DV/Gaussian-Flow",
        "cuda_error",
        "unknown",
        HUMAN,
        "RuntimeError: CUDA error: an illegal memory access was encountered",
        r"""
        RuntimeError: CUDA error: an illegal memory access was encountered
        """,
        "Dynamic Gaussian training on D-NeRF scenes crashes with an illegal memory access at random "
        "iterations (2,000 in one run, 5,000 in another). One commenter traced it to the rotation "
        "parameters turning NaN before the crash; the authors have not answered and others see it on "
        "other datasets and GPUs. Numerical divergence is the likely cause, but the log alone is a "
        "bare illegal memory access at a varying step: held for a person.",
        ambiguous=True,
    ),
    # --- checkpoints that do not fit ------------------------------------------------------------------
    real(
        GH + "google-deepmind/weathernext/issues/94",
        "google-deepmind/weathernext",
        "model_loading_error",
        "user_code",
        USER,
        "ValueError: 'grid2mesh_gnn/~_networks_builder/encoder_nodes_grid_nodes_mlp/~/linear_0/w' with retrieved shape (184, 512) does not match shape=[186, 512] dtype=dtype(bfloat16)",
        r"""
        ValueError: 'grid2mesh_gnn/~_networks_builder/encoder_nodes_grid_nodes_mlp/~/linear_0/w' with retrieved shape (184, 512) does not match shape=[186, 512] dtype=dtype(bfloat16)
        """,
        "Running GraphCast from the operational checkpoint on 2022 inputs: the first encoder layer's "
        "saved weights have 184 input features, the model built from the inputs expects 186. The "
        "reporter found they had added precipitation as an input. Inputs that do not match the "
        "checkpoint: fails identically on every run.",
    ),
    real(
        GH + "xy-guo/GwcNet/issues/22",
        "xy-guo/GwcNet",
        "model_loading_error",
        "user_code",
        USER,
        "RuntimeError: Error(s) in loading state_dict for DataParallel:",
        r"""
        RuntimeError: Error(s) in loading state_dict for DataParallel:
        	Missing key(s) in state_dict: "module.feature_extraction.lastconv.0.0.weight", "module.feature_extraction.lastconv.0.1.weight", "module.feature_extraction.lastconv.0.1.bias", "module.feature_extraction.lastconv.0.1.running_mean", "module.feature_extraction.lastconv.0.1.running_var", "module.feature_extraction.lastconv.2.weight". 
        	size mismatch for module.dres0.0.0.weight: copying a param with shape torch.Size([32, 40, 3, 3, 3]) from checkpoint, the shape in current model is torch.Size([32, 64, 3, 3, 3]).
        """,
        "Loading the released KITTI 2015 stereo checkpoint fails with missing keys and a size "
        "mismatch. The maintainer: set the right model type (gwcnet-gc vs gwcnet-g) for the "
        "checkpoint. A model/checkpoint mismatch in the user's arguments.",
    ),
    real(
        GH + "samuelschen/DSB2018/issues/2",
        "samuelschen/DSB2018",
        "model_loading_error",
        "user_code",
        USER,
        "RuntimeError: Error(s) in loading state_dict for CaUNet:",
        r"""
        Loading checkpoint './checkpoint/300.pkl'
        Traceback (most recent call last):
          File "valid.py", line 499, in <module>
            main(args.ckpt, args.csv, args.save, args.mask, args.dataset, args.iou)
          File "valid.py", line 27, in main
            model = load_ckpt(filepath=fn)
          File "/home/leixiang/disk/work/MICCAI_2018_cell_seg/codes/DSB2018-master/helper.py", line 241, in load_ckpt
            model.load_state_dict(checkpoint['model'])
          File "/home/leixiang/anaconda2/envs/py36/lib/python3.6/site-packages/torch/nn/modules/module.py", line 721, in load_state_dict
            self.__class__.__name__, "\n\t".join(error_msgs)))
        RuntimeError: Error(s) in loading state_dict for CaUNet:
        	Missing key(s) in state_dict: "c1.block1.conv.weight", "c1.block1.conv.bias",
        """,
        "Validation of a cell-segmentation model trained on two GPUs cannot load its own checkpoint; "
        "the reporter notes it only happens when trained on two GPUs (the DataParallel 'module.' "
        "prefix). No maintainer answer; labelled from the log: a checkpoint/model key mismatch that "
        "recurs on every load.",
    ),
    real(
        GH + "XiaohangZhan/deocclusion/issues/22",
        "XiaohangZhan/deocclusion",
        "model_loading_error",
        "user_code",
        USER,
        "is a zip archive (did you mean to use torch.jit.load()?)",
        r"""
        RuntimeError: ../experiments/COCOA/pcnet_m/checkpoints/ckpt_iter_56000.pth.tar is a zip archive (did you mean to use torch.jit.load()?)
        """,
        "Loading a checkpoint from the user's own training run into the demo fails: the file is in "
        "the zip serialization of newer torch, read by an older torch. No answer in the thread; "
        "labelled from the log: a torch version mismatch between saving and loading, the same on every "
        "attempt.",
    ),
    # --- notebooks and data shapes ------------------------------------------------------------------
    real(
        GH + "HenriquesLab/ZeroCostDL4Mic/issues/151",
        "HenriquesLab/ZeroCostDL4Mic",
        "dataset_loading_error",
        "user_code",
        USER,
        "ValueError: images and masks should have corresponding shapes/dimensions",
        r"""
        ValueError                                Traceback (most recent call last)
        /tmp/ipykernel_2984/2926955051.py in <module>
              5 
              6 history = model.train(X_trn, Y_trn, validation_data=(X_val,Y_val), augmenter=augmenter,
        ----> 7                       epochs=number_of_epochs, steps_per_epoch=number_of_steps)
              8 None;
              9 

        ~/miniconda3/envs/myenv/lib/python3.7/site-packages/stardist/models/model2d.py in train(self, X, Y, validation_data, classes, augmenter, seed, epochs, steps_per_epoch, workers)
            420         classes_val = self._parse_classes_arg(validation_data[2], n_data_val) if self._is_multiclass() else None
            421         n_take = self.config.train_n_val_patches if self.config.train_n_val_patches is not None else n_data_val
        --> 422         _data_val = StarDistData2D(validation_data[0],validation_data[1], classes=classes_val, batch_size=n_take, length=1, **data_kwargs)
        ValueError: images and masks should have corresponding shapes/dimensions
        """,
        "StarDist 2D training run locally from the notebook stops before the first epoch: the "
        "validation images and masks do not have matching shapes. A training-data problem the user "
        "must fix; it recurs on every start.",
    ),
    real(
        GH + "HenriquesLab/ZeroCostDL4Mic/issues/63",
        "HenriquesLab/ZeroCostDL4Mic",
        "type_error",
        "framework_bug",
        USER,
        "TypeError: exceptions must derive from BaseException",
        r"""
        TypeError                                 Traceback (most recent call last)
        <ipython-input-20-41e3ae2ad566> in <module>()
             15 # 'input_epochs' and 'steps' refers to your input data in section 5.1
             16 history = model.train(X_trn, Y_trn, validation_data=(X_val,Y_val), augmenter=augmenter,
        ---> 17                       epochs=number_of_epochs, steps_per_epoch=number_of_steps)
             18 None;
             19 

        3 frames
        /usr/local/lib/python3.6/dist-packages/csbdeep/utils/utils.py in _raise(e)
             88 
             89 def _raise(e):
        ---> 90     raise e
             91 
             92 

        TypeError: exceptions must derive from BaseException
        """,
        "StarDist 2D training in the Colab notebook fails at 'Start Training': csbdeep's helper tries "
        "to raise something that is not an exception, hiding the real check that failed. Closed after "
        "the maintainers' follow-up; labelled from the log as a deterministic failure of the "
        "notebook's library stack at training start (recurs until versions/inputs change).",
    ),
]
