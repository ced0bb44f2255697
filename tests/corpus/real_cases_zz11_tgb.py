# ruff: noqa
"""Real excerpts, batch ZZ11-TGB: held-out (test-fold) failures of GPU training jobs from the long
tail: research code (diffusion, segmentation, detection, graph networks, speech, reinforcement
learning with GPU physics simulators, scientific models), JAX, TensorFlow/Keras and PaddlePaddle
users, Ray Tune, notebooks and rented GPU hosts. Every repository is new to the corpus and in the
test fold. Taken as the searches returned them, not picked for what crashcart can do; nobody ran
crashcart on them before they were labelled. Verbatim log lines as printed in each thread (trimmed
to the relevant part); labelled from what each thread concluded, or from the log where it concluded
nothing (the notes say which)."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    # --- GPU memory ----------------------------------------------------------------------------------
    real(
        GH + "TuftsBCB/RegDiffusion/issues/12",
        "TuftsBCB/RegDiffusion",
        "cuda_oom",
        "user_code",
        USER,
        "CUDA out of memory. Tried to allocate 14.03 GiB.",
        r"""
        CUDA out of memory. Tried to allocate 14.03 GiB. GPU 0 has a total capacity of 79.14 GiB of which 8.49 GiB is free. Process 17884 has 70.64 GiB memory in use. Of the allocated memory 70.14 GiB is allocated by PyTorch, and 18.26 MiB is reserved by PyTorch but unallocated. If reserved but unallocated memory is large try setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  See documentation for Memory Management  (https://pytorch.org/docs/stable/notes/cuda.html#environment-variables)
        """,
        "Training a gene-regulatory diffusion model on a 16000 x 61000 expression matrix runs an 80 GB "
        "A800 out of memory. No maintainer answer in the thread; labelled from the log: the input is "
        "too large for one GPU, so the same run fails the same way until the user shrinks it.",
    ),
    real(
        GH + "NVlabs/nvdiffmodeling/issues/16",
        "NVlabs/nvdiffmodeling",
        "cuda_oom",
        "user_code",
        USER,
        "RuntimeError: CUDA out of memory. Tried to allocate 130.00 MiB",
        r"""
        RuntimeError: CUDA out of memory. Tried to allocate 130.00 MiB (GPU 0; 8.00 GiB total capacity; 7.11 GiB already allocated; 0 bytes free; 7.30 GiB reserved in total by PyTorch) If reserved memory is >> allocated memory try setting max_split_size_mb to avoid fragmentation.  See documentation for Memory Management and PYTORCH_CUDA_ALLOC_CONF
        """,
        "Differentiable-rendering optimisation on an 8 GB GPU. The maintainer: the algorithm is memory "
        "hungry, lower train_res and batch in the config. A configuration that recurs.",
    ),
    # --- NCCL set-up -------------------------------------------------------------------------------
    real(
        GH + "rstrudel/segmenter/issues/60",
        "rstrudel/segmenter",
        "connection_error",
        "unknown",
        HUMAN,
        "RuntimeError: NCCL error in: /pytorch/torch/lib/c10d/ProcessGroupNCCL.cpp:825, unhandled system error",
        r"""
        RuntimeError: NCCL error in: /pytorch/torch/lib/c10d/ProcessGroupNCCL.cpp:825, unhandled system error, NCCL version 2.7.8
        ncclSystemError: System call (socket, malloc, munmap, etc) failed.
        """,
        "Segmentation training ran the first time and failed with ncclSystemError the second. The "
        "maintainer called it unrelated to the repository; nothing else concluded. A system call "
        "failing at NCCL set-up after a run that worked could be a leftover process, a port or a "
        "transient: the log alone does not say. Ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "OleehyO/TexTeller/issues/68",
        "OleehyO/TexTeller",
        "connection_error",
        "user_code",
        USER,
        "RuntimeError: NCCL Error 2: unhandled system error (run with NCCL_DEBUG=INFO for details)",
        r"""
        return torch._C._broadcast_coalesced(tensors, devices, buffer_size) RuntimeError: NCCL Error 2: unhandled system error (run with NCCL_DEBUG=INFO for details)
        Detected kernel version 3.10.0, which is below the recommended minimum of 5.5.0; this can cause the process to hang. It is recommended to upgrade the kernel to the minimum version or higher.
        """,
        "OCR model training on one server fails in DataParallel's NCCL broadcast. The reporter's fix: "
        "export LD_LIBRARY_PATH to the Python environment's lib directory before every run (the "
        "process picked up the wrong libraries). An environment set-up that recurs until fixed.",
    ),
    # --- JAX coordination -----------------------------------------------------------------------------
    real(
        GH + "EleutherAI/architecture-objective/issues/26",
        "EleutherAI/architecture-objective",
        "node_failure",
        "unknown",
        HUMAN,
        "/job:jax_worker/replica:0/task:37 has been set to ERROR in coordination service: UNAVAILABLE",
        r"""
        I1115 16:00:39.451247 140641718562816 trainer.py:501] Training: step 198
        I1115 16:00:39.451110 140427877240832 trainer.py:501] Training: step 198
        I1115 16:00:39.451253 140473028468736 trainer.py:501] Training: step 198
        I1115 16:00:39.451272 140403691364352 trainer.py:501] Training: step 198
        I1115 16:00:39.451283 140065933160448 trainer.py:501] Training: step 198
        2022-11-15 16:03:15.140058: E external/org_tensorflow/tensorflow/core/distributed_runtime/coordination/coordination_service.cc:954] /job:jax_worker/replica:0/task:37 has been set to ERROR in coordination service: UNAVAILABLE: Task /job:jax_worker/replica:0/task:37 heartbeat timeout. This indicates that the remote task has failed, got preempted, or crashed unexpectedly. [type.googleapis.com/tensorflow.CoordinationServiceError='']
        """,
        "Multi-host T5X pretraining of larger T5 models (TPU and GPU alike) stops some hundred steps in: "
        "the JAX coordination service loses task 37's heartbeat. The reporter suspected his own data "
        "changes since smaller models train fine; the excerpt holds no cause from task 37 itself. A peer "
        "that died, was preempted or crashed: the log alone cannot tell which. Ambiguous.",
        ambiguous=True,
    ),
    # --- cuDNN / CUDA set-up -----------------------------------------------------------------------------
    real(
        GH + "eragonruan/text-detection-ctpn/issues/433",
        "eragonruan/text-detection-ctpn",
        "cuda_error",
        "user_code",
        USER,
        "could not create cudnn handle: CUDNN_STATUS_INTERNAL_ERROR",
        r"""
        2020-01-05 15:14:13.983257: E tensorflow/stream_executor/cuda/cuda_dnn.cc:403] could not create cudnn handle: CUDNN_STATUS_INTERNAL_ERROR2020-01-05 15:14:13.983313: E tensorflow/stream_executor/cuda/cuda_dnn.cc:370] could not destroy cudnn handle: CUDNN_STATUS_BAD_PARAM2020-01-05 15:14:13.983345: F tensorflow/core/kernels/conv_ops.cc:712] Check failed: stream->parent()->GetConvolveAlgorithms( conv_parameters.ShouldIncludeWinogradNonfusedAlgo<T>(), &algorithms) 已放弃 (核心已转储)是
        """,
        "CTPN training with TensorFlow 1.7 on a 4 GB GTX-1050 aborts at the first convolution: cuDNN "
        "cannot create its handle. The reporter asks whether GPU memory is too small; no answer. "
        "Labelled from the log: a cuDNN handle failure before any step is the usual TensorFlow sign of "
        "the GPU's memory already taken or a cuDNN/CUDA mismatch, and it recurs on every launch until "
        "the set-up changes. The lines are glued together as pasted in the thread.",
    ),
    # --- data loading ---------------------------------------------------------------------------------
    real(
        GH + "open-mmlab/mmdetection/issues/1997",
        "open-mmlab/mmdetection",
        "dataloader_killed",
        "user_code",
        USER,
        "RuntimeError: DataLoader worker (pid 37) is killed by signal: Bus error.",
        r"""
        RuntimeError: DataLoader worker (pid 37) is killed by signal: Bus error. It is possible that dataloader's workers are out of shared memory. Please try to raise your shared memory limit.
        """,
        "Mask R-CNN training started with `docker run --rm -it` and no --shm-size: a DataLoader worker "
        "dies of SIGBUS although the host has plenty of memory. The container's default 64 MB /dev/shm "
        "is what runs out; the job fails again until the container is given more shared memory or "
        "fewer workers. Configuration, recurs.",
    ),
    # --- device-side asserts ---------------------------------------------------------------------------
    real(
        GH + "pyg-team/pytorch_geometric/issues/982",
        "pyg-team/pytorch_geometric",
        "assertion_error",
        "user_code",
        USER,
        "RuntimeError: CUDA error: device-side assert triggered",
        r"""
        RuntimeError: CUDA error: device-side assert triggered
        The above operation failed in interpreter.
        Traceback (most recent call last):
          File "/home/rog/anaconda3/envs/py36_pytorch/lib/python3.6/site-packages/torch_scatter/scatter.py", line 39
                else:
                    size[dim] = int(index.max()) + 1
                out = torch.zeros(size, dtype=src.dtype, device=src.device)
                      ~~~~~~~~~~~ <--- HERE
                return out.scatter_add_(dim, index, src)
            else:
        """,
        "A graph network trained on a custom dataset: the same run on the CPU says `index out of range: "
        "Tried to access index 11 out of table with 3 rows`, i.e. the dataset's edge indices point past "
        "its nodes. A data bug in the user's dataset; every run hits it.",
    ),
    real(
        GH + "xhw205/GPLinker_torch/issues/14",
        "xhw205/GPLinker_torch",
        "assertion_error",
        "user_code",
        USER,
        'Assertion `idx_dim >= 0 && idx_dim < index_size && "index out of bounds"` failed.',
        r"""
        Traceback (most recent call last):
          File "train.py", line 213, in <module>
            **loss3 = sparse_multilabel_categorical_crossentropy(y_true=batch_tail_labels, y_pred=logits3, mask_zero=True)**
          File "GPLinker_torch/nets/gpNet.py", line 40, in sparse_multilabel_categorical_crossentropy
            **loss = torch.mean(torch.sum(pos_loss + neg_loss))**
        **RuntimeError: CUDA error: device-side assert triggered**
        CUDA kernel errors might be asynchronously reported at some other API call,so the stacktrace below might be incorrect.
        For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
        /pytorch/aten/src/ATen/native/cuda/ScatterGatherKernel.cu:115: operator(): block: [0,0,0], thread: [1,0,0] Assertion `idx_dim >= 0 && idx_dim < index_size && "index out of bounds"` failed.
        """,
        "Relation-extraction training that ran on the reference dataset fails a few batches into the "
        "reporter's own dataset with an out-of-bounds gather in the loss. The maintainer: this error is "
        "generally a data problem (labels not matching the prediction shape). Recurs with that data.",
    ),
    # --- GPU physics simulators under RL training ------------------------------------------------------
    real(
        GH + "isaac-sim/IsaacLab/issues/2647",
        "isaac-sim/IsaacLab",
        "cuda_error",
        "user_code",
        USER,
        "PhysX error: GPU kernel 'aggCopyReports' failed to launch with error 400!!",
        r"""
        2025-06-09 17:58:44 [10,519ms] [Error] [omni.physx.plugin] Cuda context manager error, simulation will be stopped and new cuda context manager will be created.
        2025-06-09 17:58:44 [10,520ms] [Error] [omni.physx.plugin] PhysX error: GPU kernel 'aggCopyReports' failed to launch with error 400!!
        , FILE /builds/omniverse/physics/physx/source/gpubroadphase/src/PxgAABBManager.cpp, LINE 742
        2025-06-09 17:58:44 [10,520ms] [Error] [omni.physx.plugin] Cuda context manager error, simulation will be stopped and new cuda context manager will be created.
        2025-06-09 17:58:44 [10,520ms] [Error] [omni.physx.plugin] PhysX error: GPU kernel 'bpSignalComplete' failed to launch with error 400!!
        """,
        "The Isaac-Ant RL training example fails at launch, every time, with PhysX GPU kernels that "
        "cannot launch (CUDA error 400, invalid resource handle); an empty scene works. The reporter runs "
        "a GTX 1080 Ti and asks whether it is supported; Isaac Sim's requirements name RTX-class GPUs. "
        "Labelled from the log and the reporter's own suspicion: an unsupported GPU/driver set-up that "
        "recurs on every launch, not a fault to cordon or restart.",
    ),
    real(
        GH + "isaac-sim/IsaacLab/issues/1460",
        "isaac-sim/IsaacLab",
        "cuda_error",
        "user_code",
        USER,
        "PhysX error: Synchronizing GPU Narrowphase failed! 700",
        r"""
        2024-11-25 09:13:08 [11,526ms] [Error] [omni.physx.plugin] PhysX error: Synchronizing GPU Narrowphase failed! 700
        , FILE /builds/omniverse/physics/physx/source/gpunarrowphase/src/PxgNarrowphaseCore.cpp, LINE 1259
        2024-11-25 09:13:08 [11,526ms] [Error] [omni.physx.plugin] Cuda context manager error, simulation will be stopped and new cuda context manager will be created.
        2024-11-25 09:13:08 [11,526ms] [Error] [omni.physx.plugin] PhysX error: Fetching GPU Narrowphase failed! 700
        , FILE /builds/omniverse/physics/physx/source/gpunarrowphase/src/PxgNarrowphaseCore.cpp, LINE 1367
        2024-11-25 09:13:08 [11,526ms] [Error] [omni.physx.plugin] Cuda context manager error, simulation will be stopped and new cuda context manager will be created.
        2024-11-25 09:13:08 [11,526ms] [Error] [omni.physx.plugin] PhysX error: SynchronizeStreams cuEventRecord failed with error 700
        , FILE /builds/omniverse/physics/physx/source/gpucommon/include/PxgCudaUtils.h, LINE 57
        """,
        "A custom RL environment crashes ten iterations in, each time the simulated cup hits the table: "
        "GPU narrowphase (contact generation) hits an illegal address (CUDA 700). The illegal access "
        "repeats at the same event in the user's scene (contact buffers or the asset), so it recurs "
        "with the same configuration. No maintainer diagnosis in the excerpt; labelled from the log "
        "and the title's repeatable trigger.",
    ),
    real(
        GH + "NVlabs/ProtoMotions/issues/222",
        "NVlabs/ProtoMotions",
        "cuda_error",
        "user_code",
        USER,
        "internal error : SynchronizeStreams cuEventRecord failed",
        r"""
        /buildAgent/work/99bede84aa0a52c2/source/gpucommon/include/PxgCudaUtils.h (54) : internal error : SynchronizeStreams cuEventRecord failed

        /buildAgent/work/99bede84aa0a52c2/source/gpucommon/include/PxgCudaUtils.h (60) : internal error : SynchronizeStreams cuStreamWaitEvent failed

        /buildAgent/work/99bede84aa0a52c2/source/gpunarrowphase/src/PxgNarrowphaseCore.cpp (2408) : internal error : memcpy failed fail!
          700

        /buildAgent/work/99bede84aa0a52c2/source/gpucommon/src/PxgCudaMemoryAllocator.cpp (59) : warning : Failed to allocate pinned memory.

        Segmentation fault (core dumped)
        """,
        "Humanoid motion-imitation training on an H800 with IsaacGym crashes immediately with 2048 "
        "parallel environments and works with 1024. A maintainer answered that a pull request to the "
        "repository fixes it: a code/configuration fault that recurs until the fix, not the GPU.",
    ),
    real(
        GH + "roboterax/humanoid-gym/issues/18",
        "roboterax/humanoid-gym",
        "cuda_error",
        "user_code",
        USER,
        "[Warning] [carb.gym.plugin] Failed to create a PhysX CUDA Context Manager. Falling back to CPU.",
        r"""
        [Warning] [carb.gym.plugin] Failed to create a PhysX CUDA Context Manager. Falling back to CPU.
        Physics Engine: PhysX
        Physics Device: cpu
        GPU Pipeline: disabled
        /home/eit-robot2/anaconda3/envs/humanoid/lib/python3.8/site-packages/torch/functional.py:504: UserWarning: torch.meshgrid: in an upcoming release, it will be required to pass the indexing argument. (Triggered internally at /opt/conda/conda-bld/pytorch_1670525541702/work/aten/src/ATen/native/TensorShape.cpp:3190.)
          return _VF.meshgrid(tensors, **kwargs)  # type: ignore[attr-defined]
        [Error] [carb.gym.plugin] Gym cuda error: invalid resource handle: ../../../source/plugins/carb/gym/impl/Gym/GymPhysX.cpp: 6137
        [Error] [carb.gym.plugin] Must enable GPU pipeline to use state tensors
        [Error] [carb.gym.plugin] Must enable GPU pipeline to use state tensors
        Traceback (most recent call last):
          File "scripts/train.py", line 43, in <module>
            train(args)
          File "scripts/train.py", line 37, in train
            env, env_cfg = task_registry.make_env(name=args.task, args=args)
        """,
        "Humanoid RL training cannot start: IsaacGym's PhysX fails to create its CUDA context, falls "
        "back to the CPU, and the GPU state tensors the task needs then fail. The thread is open; "
        "labelled from the log: PhysX not finding a usable libcuda/driver is an environment set-up "
        "problem that fails every launch the same way.",
    ),
    # --- hyper-parameter search and checkpoints ---------------------------------------------------------
    real(
        GH + "arcelien/pba/issues/23",
        "arcelien/pba",
        "other",
        "user_code",
        USER,
        "ray.exceptions.RayActorError: The actor died unexpectedly before finishing this task.",
        r"""
        Traceback (most recent call last):
          File "/home/xiaopang/anaconda3/lib/python3.7/site-packages/ray/tune/trial_runner.py", line 446, in _process_trial
            result = self.trial_executor.fetch_result(trial)
          File "/home/xiaopang/anaconda3/lib/python3.7/site-packages/ray/tune/ray_trial_executor.py", line 316, in fetch_result
            result = ray.get(trial_future[0])
          File "/home/xiaopang/anaconda3/lib/python3.7/site-packages/ray/worker.py", line 2197, in get
            raise value
        ray.exceptions.RayActorError: The actor died unexpectedly before finishing this task.
        """,
        "Population-based augmentation search (Ray Tune trials on one GPU): every trial's actor dies. "
        "The reporter fixed it by downgrading TensorFlow from 1.14 to 1.10, the version the code "
        "expects. A library version mismatch: every rerun dies the same way until the environment "
        "changes.",
    ),
    real(
        GH + "zhufq00/mcnc/issues/3",
        "zhufq00/mcnc",
        "model_loading_error",
        "user_code",
        USER,
        "RuntimeError: [enforce fail at inline_container.cc:145] . PytorchStreamReader failed reading zip archive",
        r"""
        Exception has occurred: RuntimeError
        [enforce fail at inline_container.cc:145] . PytorchStreamReader failed reading zip archive: failed finding central directory
          File "/sdc/wwc/mcnc-main/code/main_align.py", line 343, in <module>
            checkpoint = torch.load(args.checkpoint)
        RuntimeError: [enforce fail at inline_container.cc:145] . PytorchStreamReader failed reading zip archive: failed finding central directory
        """,
        "Loading the authors' released best checkpoint fails: the zip archive has no central directory. "
        "The maintainer: the file is probably truncated. The same file fails on every run; the user "
        "needs a complete copy of the checkpoint.",
    ),
    # --- hangs ---------------------------------------------------------------------------------------
    real(
        GH + "open-mmlab/mmdetection/issues/7976",
        "open-mmlab/mmdetection",
        "hang",
        "unknown",
        HUMAN,
        "Reducer buckets have been rebuilt in this iteration.",
        r"""
        2022-05-12 22:06:13,674 - mmcv - INFO - Reducer buckets have been rebuilt in this iteration.
        """,
        "Eight-GPU dist_train.sh of Mask R-CNN: no error, the log stops after DDP's bucket rebuild on the "
        "first iteration and the GPUs stay busy until the job is killed. Many '+1' replies, no "
        "resolution in the thread. A silent hang with nothing naming a cause: a person has to look "
        "(stack dumps, NCCL debug). Ambiguous.",
        ambiguous=True,
    ),
    # --- PaddlePaddle collectives ----------------------------------------------------------------------
    real(
        GH + "PaddlePaddle/PaddleDetection/issues/4139",
        "PaddlePaddle/PaddleDetection",
        "cuda_error",
        "user_code",
        USER,
        "OSError: (External)  Nccl error, unhandled cuda error  (at /paddle/paddle/fluid/platform/collective_helper.cc:100)",
        r"""
        OSError: (External)  Nccl error, unhandled cuda error  (at /paddle/paddle/fluid/platform/collective_helper.cc:100)
        """,
        "Eight-card PaddleDetection training fails creating its NCCL communicators (Ubuntu 16.04, CUDA "
        "10.1). The reporter's own fix: install libnccl2/libnccl-dev 2.5.6, put that libnccl.so on "
        "LD_LIBRARY_PATH and reinstall Paddle. A library mismatch in the environment; recurs until fixed.",
    ),
    real(
        GH + "PaddlePaddle/PaddleClas/issues/330",
        "PaddlePaddle/PaddleClas",
        "cuda_error",
        "unknown",
        HUMAN,
        "ExternalError:  Nccl error, unhandled cuda error  (at /paddle/paddle/fluid/platform/collective_helper.cc:83)",
        r"""
        ----------------------
        Error Message Summary:
        ----------------------
        ExternalError:  Nccl error, unhandled cuda error  (at /paddle/paddle/fluid/platform/collective_helper.cc:83)

        Traceback (most recent call last):
          File "./thirdparty/paddle_moco_dygraph/tools/train.py", line 160, in <module>
            main(args)
          File "./thirdparty/paddle_moco_dygraph/tools/train.py", line 112, in main
            strategy = paddle.distributed.init_parallel_env()
          File "/opt/_internal/cpython-2.7.15-ucs4/lib/python2.7/site-packages/paddle/distributed/parallel.py", line 134, in init_parallel_env
            parallel_helper._init_parallel_ctx()
          File "/opt/_internal/cpython-2.7.15-ucs4/lib/python2.7/site-packages/paddle/fluid/dygraph/parallel_helper.py", line 42, in _init_parallel_ctx
            __parallel_ctx__clz__.init()
        paddle.fluid.core_avx.EnforceNotMet:
        """,
        "MoCo training on Paddle 2.0 beta fails in init_parallel_env with NCCL's 'unhandled cuda error' "
        "and no NCCL WARN line saying which CUDA call failed. No answer in the excerpt. A bare NCCL "
        "CUDA failure at start-up can be a library mismatch or a GPU problem; the log alone cannot say. "
        "Ambiguous.",
        ambiguous=True,
    ),
    # --- JAX on GPU -------------------------------------------------------------------------------------
    real(
        GH + "jaxleyverse/jaxley/issues/53",
        "jaxleyverse/jaxley",
        "cuda_error",
        "unknown",
        HUMAN,
        "CUDA_ERROR_ILLEGAL_ADDRESS: an illegal memory access was encountered.",
        r"""
        INTERNAL: Failed to execute XLA Runtime executable: run time error: custom call 'xla.gpu.func.launch' failed: Failed to launch CUDA kernel: fusion_1560 with block dimensions: 160x1x1 and grid dimensions: 1x1x1: CUDA_ERROR_ILLEGAL_ADDRESS: an illegal memory access was encountered.
        """,
        "Computing gradients of a biophysical neuron simulator with JAX on a GPU: an XLA fusion kernel "
        "hits an illegal address. Filed by a maintainer 'for future reference' and closed without a "
        "stated cause. A bare illegal memory access in a compiled kernel, no hardware signature and no "
        "note that it repeats: a person decides. Ambiguous.",
        ambiguous=True,
    ),
    # --- the Hub never reached ------------------------------------------------------------------------
    real(
        GH + "lewandofskee/DiAD/issues/16",
        "lewandofskee/DiAD",
        "connection_error",
        "user_code",
        USER,
        "urllib3.exceptions.ConnectTimeoutError: (<urllib3.connection.HTTPSConnection object at 0x7fd5cfa11430>, 'Connection to huggingface.co timed",
        r"""
        Traceback (most recent call last):
          File "/root/miniconda3/lib/python3.8/site-packages/urllib3/connection.py", line 169, in _new_conn
            conn = connection.create_connection(
          File "/root/miniconda3/lib/python3.8/site-packages/urllib3/util/connection.py", line 96, in create_connection
            raise err
          File "/root/miniconda3/lib/python3.8/site-packages/urllib3/util/connection.py", line 86, in create_connection
            sock.connect(sa)
        socket.timeout: timed out

        During handling of the above exception, another exception occurred:

        Traceback (most recent call last):
          File "/root/miniconda3/lib/python3.8/site-packages/urllib3/connectionpool.py", line 699, in urlopen
            httplib_response = self._make_request(
          File "/root/miniconda3/lib/python3.8/site-packages/urllib3/connectionpool.py", line 382, in _make_request
            self._validate_conn(conn)
          File "/root/miniconda3/lib/python3.8/site-packages/urllib3/connectionpool.py", line 1010, in _validate_conn
            conn.connect()
          File "/root/miniconda3/lib/python3.8/site-packages/urllib3/connection.py", line 353, in connect
            conn = self._new_conn()
          File "/root/miniconda3/lib/python3.8/site-packages/urllib3/connection.py", line 174, in _new_conn
            raise ConnectTimeoutError(
        urllib3.exceptions.ConnectTimeoutError: (<urllib3.connection.HTTPSConnection object at 0x7fd5cfa11430>, 'Connection to huggingface.co timed out. (connect timeout=10)')
        """,
        "Starting diffusion anomaly-detection training on a rented GPU host (/root/miniconda3): the "
        "pretrained weights are fetched from huggingface.co and the TCP connect times out. The thread "
        "closed without a stated fix; labelled from the log: a host that cannot reach the Hub at all "
        "fails the same way on every launch until it gets a route (or a mirror, or local weights).",
    ),
    # --- missing files --------------------------------------------------------------------------------
    real(
        GH + "XinyiYing/RFR/issues/5",
        "XinyiYing/RFR",
        "file_not_found",
        "user_code",
        USER,
        "FileNotFoundError: [Errno 2] No such file or directory: '/mnt/data2/nliu/pycharm_project_001_RFR/codes/data/I/video_idx/train_I.txt'",
        r"""
        (RFR) nliu@TeslaV100:/mnt/data2/nliu/pycharm_project_001_RFR/codes$ python train.py --model_name ResUNet_RFR --dataset_name IRSatVideo-LE
        I       R
        Traceback (most recent call last):
          File "train.py", line 143, in <module>
            train()
          File "train.py", line 43, in train
            train_set = TrainSetLoader(dataset_dir=opt.dataset_dir, dataset_name=opt.dataset_name, seq_len=opt.seq_len, patch_size=opt.patchSize, img_norm_cfg=opt.img_norm_cfg, sample_rate=opt.sample_rate)
          File "/mnt/data2/nliu/pycharm_project_001_RFR/codes/dataset.py", line 25, in __init__
            with open(self.dataset_dir+'/video_idx/train_' + dataset_name + '.txt', 'r') as f:
        FileNotFoundError: [Errno 2] No such file or directory: '/mnt/data2/nliu/pycharm_project_001_RFR/codes/data/I/video_idx/train_I.txt'
        """,
        "Infrared small-target training on a V100: the index file path built from the dataset "
        "arguments (data/I/... for dataset IRSatVideo-LE) does not exist. The reporter marked it "
        "solved on his side. A wrong path or argument that fails on every launch.",
    ),
    real(
        GH + "chufengt/ALM-pedestrian-attribute/issues/70",
        "chufengt/ALM-pedestrian-attribute",
        "file_not_found",
        "user_code",
        USER,
        "FileNotFoundError: [Errno 2] No such file or directory: 'train_list_path'",
        r"""
        Traceback (most recent call last):
          File "main.py", line 515, in <module>
            main()
          File "main.py", line 56, in main
            train_dataset, val_dataset, attr_num, description = Get_Dataset(args.experiment, args.approach)
          File "/gpuapp/ALM-pedestrian-attribute/utils/datasets.py", line 189, in Get_Dataset
            train_dataset = MultiLabelDataset(root='data_path',
          File "/gpuapp/ALM-pedestrian-attribute/utils/datasets.py", line 15, in __init__
            labels = open(label).readlines()
        FileNotFoundError: [Errno 2] No such file or directory: 'train_list_path'
        """,
        "Pedestrian-attribute training with the placeholders of the dataset loader left in. The "
        "maintainer: replace train_list_path with the actual data path. A configuration mistake; "
        "restarting changes nothing.",
    ),
    real(
        GH + "Chiaraplizz/ST-TR/issues/16",
        "Chiaraplizz/ST-TR",
        "file_not_found",
        "user_code",
        USER,
        "FileNotFoundError: [Errno 2] No such file or directory: './data/.train_data.npy'",
        r"""
        FileNotFoundError: [Errno 2] No such file or directory: './data/.train_data.npy'
        """,
        "Skeleton action-recognition training cannot open its training array although the reporter says "
        "the data exists. The maintainer: use './data/train_data.npy' (the configured path has a stray "
        "dot). A configuration error that recurs.",
    ),
    # --- more from the long tail: RL, speech, segmentation, notebooks -----------------------------------
    real(
        GH + "marlbenchmark/off-policy/issues/9",
        "marlbenchmark/off-policy",
        "cuda_error",
        "unknown",
        HUMAN,
        "RuntimeError: CUDA error: an illegal memory access was encountered",
        r"""
        Traceback (most recent call last):
          File "train_mpe.py", line 157, in <module>
            main(sys.argv[1:])
          File "train_mpe.py", line 147, in main
            total_num_steps = runner.run()
          File "D:\off-policy-release\offpolicy\runner\mlp\base_runner.py", line 153, in run
            env_info = self.collecter(explore=True, training_episode=True, warmup=False)
          File "D:\off-policy-release\offpolicy\runner\mlp\mpe_runner.py", line 145, in shared_collect_rollout
            self.train()
          File "D:\off-policy-release\offpolicy\runner\mlp\base_runner.py", line 189, in batch_train
            train_info, new_priorities, idxes = update(p_id, sample)
          File "D:\off-policy-release\offpolicy\algorithms\maddpg\maddpg.py", line 117, in shared_train_policy_on_batch
            rewards = to_torch(rewards).to(**self.tpdv).view(-1, 1)
        RuntimeError: CUDA error: an illegal memory access was encountered
        """,
        "Multi-agent MADDPG training on a Windows desktop GPU fails with an illegal memory access while "
        "moving a batch to the GPU (CUDA errors are reported asynchronously, so the line is not "
        "necessarily the culprit). No answer in the thread. A bare illegal memory access with no "
        "hardware signature and no sign it repeats: ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "biomedia-mira/stochastic_segmentation_networks/issues/5",
        "biomedia-mira/stochastic_segmentation_networks",
        "assertion_error",
        "user_code",
        USER,
        'Assertion `index >= -sizes[i] && index < sizes[i] && "index out of bounds"` failed.',
        r"""
        /pytorch/aten/src/ATen/native/cuda/IndexKernel.cu:60: lambda [](int)->auto::operator()(int)->auto: block: [562,0,0], thread: [25,0,0] Assertion `index >= -sizes[i] && index < sizes[i] && "index out of bounds"` failed.
        /pytorch/aten/src/ATen/native/cuda/IndexKernel.cu:60: lambda [](int)->auto::operator()(int)->auto: block: [562,0,0], thread: [26,0,0] Assertion `index >= -sizes[i] && index < sizes[i] && "index out of bounds"` failed.
        /pytorch/aten/src/ATen/native/cuda/IndexKernel.cu:60: lambda [](int)->auto::operator()(int)->auto: block: [562,0,0], thread: [27,0,0] Assertion `index >= -sizes[i] && index < sizes[i] && "index out of bounds"` failed.
        /pytorch/aten/src/ATen/native/cuda/IndexKernel.cu:60: lambda [](int)->auto::operator()(int)->auto: block: [562,0,0], thread: [28,0,0] Assertion `index >= -sizes[i] && index < sizes[i] && "index out of bounds"` failed.
        """,
        "Training stochastic segmentation networks: an indexing kernel's device-side assert fires "
        "(an index past the tensor, typically labels outside the class range). The excerpt holds no "
        "maintainer diagnosis; labelled from the log: a device-side assert is the data/code's, and "
        "recurs with the same data.",
    ),
    real(
        GH + "yu-changqian/TorchSeg/issues/36",
        "yu-changqian/TorchSeg",
        "assertion_error",
        "user_code",
        USER,
        'Assertion index >= -sizes[i] && index < sizes[i] && "index out of bounds" failed.',
        r"""
        /opt/conda/conda-bld/pytorch_1549636813070/work/aten/src/ATen/native/cuda/IndexKernel.cu:53: lambda ->auto::operator()(int)->auto: block: [151,0,0], thread: [122,0,0] Assertion index >= -sizes[i] && index < sizes[i] && "index out of bounds" failed.
        /opt/conda/conda-bld/pytorch_1549636813070/work/aten/src/ATen/native/cuda/IndexKernel.cu:53: lambda ->auto::operator()(int)->auto: block: [151,0,0], thread: [123,0,0] Assertion index >= -sizes[i] && index < sizes[i] && "index out of bounds" failed.
        /opt/conda/conda-bld/pytorch_1549636813070/work/aten/src/ATen/native/cuda/IndexKernel.cu:53: lambda ->auto::operator()(int)->auto: block: [151,0,0], thread: [124,0,0] Assertion index >= -sizes[i] && index < sizes[i] && "index out of bounds" failed.
        """,
        "Semantic-segmentation training (issue title: merge_sort: failed to synchronize: device-side "
        "assert triggered) stops on out-of-bounds indexing in a CUDA kernel. Lines as quoted in a reply "
        "(the quote marker dropped). No resolution in the excerpt; labelled from the log: a "
        "device-side assert from the data or labels recurs with them.",
    ),
    real(
        GH + "modelscope/3D-Speaker/issues/36",
        "modelscope/3D-Speaker",
        "file_not_found",
        "user_code",
        USER,
        "can't open file 'speakerlab/bin/train.py': [Errno 20] Not a directory",
        r"""
        Stage3: Training the speaker model...
        /root/miniconda3/envs/3D-Speaker/bin/python: can't open file 'speakerlab/bin/train.py': [Errno 20] Not a directory
        ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: 2) local_rank: 0 (pid: 3209) of binary: /root/miniconda3/envs/3D-Speaker/bin/python
        Traceback (most recent call last):
          File "/root/miniconda3/envs/3D-Speaker/bin/torchrun", line 8, in <module>
            sys.exit(main())
          File "/root/miniconda3/envs/3D-Speaker/lib/python3.8/site-packages/torch/distributed/elastic/multiprocessing/errors/__init__.py", line 346, in wrapper
            return f(*args, **kwargs)
          File "/root/miniconda3/envs/3D-Speaker/lib/python3.8/site-packages/torch/distributed/run.py", line 762, in main
            run(args)
          File "/root/miniconda3/envs/3D-Speaker/lib/python3.8/site-packages/torch/distributed/run.py", line 753, in run
            elastic_launch(
          File "/root/miniconda3/envs/3D-Speaker/lib/python3.8/site-packages/torch/distributed/launcher/api.py", line 132, in __call__
            return launch_agent(self._config, self._entrypoint, list(args))
          File "/root/miniconda3/envs/3D-Speaker/lib/python3.8/site-packages/torch/distributed/launcher/api.py", line 246, in launch_agent
            raise ChildFailedError(
        torch.distributed.elastic.multiprocessing.errors.ChildFailedError:
        """,
        "Speaker-verification recipe on one GPU: torchrun cannot even open the training script because "
        "the recipe's speakerlab symbolic link does not resolve to a directory. The maintainers' answer "
        "to the same symptom (issue 59): the recipe's speakerlab is a symlink; copy the real directory "
        "in its place. A checkout problem that fails every launch.",
    ),
    real(
        GH + "Walleclipse/Deep_Speaker-speaker_recognition_system/issues/39",
        "Walleclipse/Deep_Speaker-speaker_recognition_system",
        "nan_or_value_error",
        "user_code",
        USER,
        "ValueError: Error when checking target: expected ln to have shape (None, 512) but got array with shape (96, 1)",
        r"""
        model_build_time 5.370615005493164
        get batch time 1.98e-05s
        forward process time 7.57s
        beginning to select..........
        select best batch time 0.188s
        select_batch_time: 7.82932448387146
        Traceback (most recent call last):
          File "train.py", line 181, in <module>
            main()
          File "train.py", line 125, in main
            loss = model.train_on_batch(x, y)
          File "/home/dcase/miniconda3/lib/python3.7/site-packages/keras/engine/training.py", line 1808, in train_on_batch
            check_batch_axis=True)
          File "/home/dcase/miniconda3/lib/python3.7/site-packages/keras/engine/training.py", line 1411, in _standardize_user_data
            exception_prefix='target')
          File "/home/dcase/miniconda3/lib/python3.7/site-packages/keras/engine/training.py", line 153, in _standardize_input_data
            str(array.shape))
        ValueError: Error when checking target: expected ln to have shape (None, 512) but got array with shape (96, 1)
        """,
        "Keras speaker-recognition training fails on its first batch: the dummy targets have the wrong "
        "shape for the triplet-loss output. The maintainer pointed to the fix (change line 121 of "
        "train.py to build 512-wide targets); the reporter confirmed it trains. A code bug that recurs.",
    ),
    real(
        GH + "zdzdliu/PPGArrhythmiaDetection/issues/3",
        "zdzdliu/PPGArrhythmiaDetection",
        "file_not_found",
        "user_code",
        USER,
        "FileNotFoundError: [Errno 2] No such file or directory: 'train_list.txt'",
        r"""
        FileNotFoundError                         Traceback (most recent call last)
        <ipython-input-9-3fd68efc0078> in <cell line: 2>()
              1 # Loading training set
        ----> 2 train_dataset = MyDataset(dir=opt.dataroot,
              3                                  ext='train',
              4                                  transform=transforms.Compose([
              5                                      CropAverage(opt.recordLength),
        FileNotFoundError: [Errno 2] No such file or directory: 'train_list.txt'
        """,
        "A notebook training an arrhythmia detector (Colab-style cell) cannot find the training list "
        "file the dataset class expects. No answer beyond another user hitting it; labelled from the "
        "log: the data files are not where the notebook looks, and rerunning the cell fails the same way.",
    ),
    # --- divergence ------------------------------------------------------------------------------------
    real(
        GH + "open-edge-platform/geti/issues/907",
        "open-edge-platform/geti",
        "nan_or_value_error",
        "user_code",
        USER,
        "loss_cls: nan, loss_bbox: nan, loss_centerness: nan, loss: nan",
        r"""
        2022-02-09 20:28:32,418 - mmdet - INFO - Epoch [1][658/742]     lr: 5.000e-05, eta: 2:15:01, time: 0.396, data_time: 0.159, memory: 4127, loss_cls: nan, loss_bbox: nan, loss_centerness: nan, loss: nan
        [ INFO ] Epoch [1][658/742]     lr: 5.000e-05, eta: 2:15:01, time: 0.396, data_time: 0.159, memory: 4127, loss_cls: nan, loss_bbox: nan, loss_centerness: nan, loss: nan
        [ INFO ]  Epoch [1][658/742]    lr: 5.000e-05, eta: 2:15:01, time: 0.396, data_time: 0.159, memory: 4127, loss_cls: nan, loss_bbox: nan, loss_centerness: nan, loss: nan
        2022-02-09 20:28:32,811 - mmdet - INFO - Epoch [1][659/742]     lr: 5.000e-05, eta: 2:15:02, time: 0.392, data_time: 0.159, memory: 4127, loss_cls: nan, loss_bbox: nan, loss_centerness: nan, loss: nan
        [ INFO ] Epoch [1][659/742]     lr: 5.000e-05, eta: 2:15:02, time: 0.392, data_time: 0.159, memory: 4127, loss_cls: nan, loss_bbox: nan, loss_centerness: nan, loss: nan
        """,
        "An mmdetection (FCOS-style) training job inside the training extensions keeps running with "
        "every loss NaN in its first epoch; the issue asks for training to stop on NaN. A diverged run "
        "wastes GPU time and a restart from its checkpoints diverges again: hyper-parameters or data "
        "need changing. Labelled from the log.",
    ),
]
