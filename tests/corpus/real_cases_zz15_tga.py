# ruff: noqa
"""Real excerpts, batch ZZ15-TGA (held out): an operator's week of failed GPU training, fine-tuning
and inference jobs, gathered blind from GitHub issue threads of repositories new to the corpus whose
`fold_of(repo)` is "test": detectron2 and mmaction2 trainings whose loss goes NaN or whose labels
trip a device-side assert, DataLoader workers and launched processes killed for host memory (some
confirmed, some bare SIGKILLs), CUDA and GPU OOM in video-generation inference, PhysX CUDA faults
in Isaac Gym RL, NCCL unhandled system errors and collective timeouts, rendezvous port conflicts,
a container built for a newer driver, missing or mismatched checkpoints. Searches for Xid lines,
ECC errors, fallen-off-the-bus GPUs, checkpoint storage failures and NCCL CUDA OOM returned almost
only repositories already in the corpus or in the dev fold, so this batch holds no hardware case.
What the searches returned was taken as it came, not picked for what crashcart can do, and nobody
ran crashcart on these cases before they were labelled. Verbatim log lines as printed in each
thread (trimmed to the relevant part; markdown quote markers removed); labelled from what each
thread concluded, or from the log where it concluded nothing (the notes say which)."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    real(
        GH + "YutingXiao/Amodal-Segmentation-Based-on-Visible-Region-Segmentation-and-Shape-Prior/issues/18",
        "YutingXiao/Amodal-Segmentation-Based-on-Visible-Region-Segmentation-and-Shape-Prior",
        "nan_or_value_error",
        "user_code",
        USER,
        "FloatingPointError: Loss became infinite or NaN at iteration=5!",
        r"""
        Traceback (most recent call last):
          File "tools/train_net.py", line 173, in <module>
            args=(args,),
          File "/home/Amodal-Segmentation-Based-on-Visible-Region-Segmentation-and-Shape-Prior/detectron2/engine/launch.py", line 51, in launch
            main_func(*args)
          File "tools/train_net.py", line 161, in main
            return trainer.train()
          File "/home/Amodal-Segmentation-Based-on-Visible-Region-Segmentation-and-Shape-Prior/detectron2/engine/defaults.py", line 416, in train
            super().train(self.start_iter, self.max_iter)
          File "/home/Amodal-Segmentation-Based-on-Visible-Region-Segmentation-and-Shape-Prior/detectron2/engine/train_loop.py", line 132, in train
            self.run_step()
          File "/home/Amodal-Segmentation-Based-on-Visible-Region-Segmentation-and-Shape-Prior/detectron2/engine/train_loop.py", line 229, in run_step
            self._detect_anomaly(losses, loss_dict)
          File "/home/Amodal-Segmentation-Based-on-Visible-Region-Segmentation-and-Shape-Prior/detectron2/engine/train_loop.py", line 256, in _detect_anomaly
            self.iter, loss_dict
        FloatingPointError: Loss became infinite or NaN at iteration=5!
        """,
        "Retraining the project's detectron2-based amodal segmentation model on the D2SA dataset stops at iteration 5: the trainer's anomaly check finds loss_cls is NaN. The thread reaches no conclusion; labelled from the log: a loss that diverges within the first iterations comes from the run's data, config or learning rate, it fails the same way on a restart, so the user is told.",
    ),
    real(
        GH + "kan-bayashi/ParallelWaveGAN/issues/224",
        "kan-bayashi/ParallelWaveGAN",
        "dataloader_killed",
        "user_code",
        USER,
        "ConnectionResetError: Caught ConnectionResetError in DataLoader worker process 0.",
        r"""
          File "/home/train/.local/bin/parallel-wavegan-train", line 11, in <module>
            load_entry_point('parallel-wavegan', 'console_scripts', 'parallel-wavegan-train')()
          File "/home/train/ParallelWaveGAN/parallel_wavegan/bin/train.py", line 922, in main
            trainer.run()
          File "/home/train/ParallelWaveGAN/parallel_wavegan/bin/train.py", line 91, in run
            self._train_epoch()
          File "/home/train/ParallelWaveGAN/parallel_wavegan/bin/train.py", line 290, in _train_epoch
            for train_steps_per_epoch, batch in enumerate(self.data_loader["train"], 1):
          File "/home/train/.local/lib/python3.7/site-packages/torch/utils/data/dataloader.py", line 363, in __next__
            data = self._next_data()
          File "/home/train/.local/lib/python3.7/site-packages/torch/utils/data/dataloader.py", line 989, in _next_data
            return self._process_data(data)
          File "/home/train/.local/lib/python3.7/site-packages/torch/utils/data/dataloader.py", line 1014, in _process_data
            data.reraise()
          File "/home/train/.local/lib/python3.7/site-packages/torch/_utils.py", line 395, in reraise
            raise self.exc_type(msg)
        ConnectionResetError: Caught ConnectionResetError in DataLoader worker process 0.
        Original Traceback (most recent call last):
        """,
        "parallel-wavegan-train dies after about 7k steps with a ConnectionResetError re-raised from DataLoader worker 0. The maintainer's diagnosis: the config caches the whole dataset in memory (allow_cache) and the 184 GB dataset does not fit in the machine's 50 GB of RAM, so the worker dies; set allow_cache to false. A setting of the user's run, not the node.",
    ),
    real(
        GH + "isaac-sim/IsaacGymEnvs/issues/31",
        "isaac-sim/IsaacGymEnvs",
        "cuda_error",
        "user_code",
        USER,
        "PhysX Internal CUDA error. Simulation can not continue!",
        r"""
        /buildAgent/work/45f70df4210b2e3e/source/physx/src/NpScene.cpp (2869) : internal error : PhysX Internal CUDA error. Simulation can not continue!
        /buildAgent/work/45f70df4210b2e3e/source/physx/src/NpScene.cpp (3175) : invalid operation : PxScene::fetchResults: fetchResults() called illegally! It must be called after advance() or simulate()
        [Error] [carb.gym.plugin] Gym cuda error: an illegal memory access was encountered: ../../../source/plugins/carb/gym/impl/Gym/GymPhysX.cpp: 3362
        """,
        "An Isaac Gym RL training run stops with a PhysX internal CUDA error followed by an illegal memory access in the gym plugin. The reporter found the cause in his own task code: the DOF velocity array he passed (built with np.full) was wrong, and fixing it made the error go away. User code, not the GPU; a restart would fail the same way.",
    ),
    real(
        GH + "isaac-sim/IsaacGymEnvs/issues/79",
        "isaac-sim/IsaacGymEnvs",
        "cuda_error",
        "unknown",
        HUMAN,
        "GPU cudaMainGjkEpa or prepareLostFoundPairs kernel fail!",
        r"""
        fps step: 1230 fps step and policy inference: 1139 fps total: 916 epoch: 87/1024
        fps step: 1864 fps step and policy inference: 1751 fps total: 1199 epoch: 88/1024
        /buildAgent/work/99bede84aa0a52c2/source/gpunarrowphase/src/PxgNarrowphaseCore.cpp (2165) : internal error : GPU cudaMainGjkEpa or prepareLostFoundPairs kernel fail!
          700

        /buildAgent/work/99bede84aa0a52c2/source/gpucommon/include/PxgCudaUtils.h (54) : internal error : SynchronizeStreams cuEventRecord failed

        /buildAgent/work/99bede84aa0a52c2/source/gpucommon/include/PxgCudaUtils.h (60) : internal error : SynchronizeStreams cuStreamWaitEvent failed

        /buildAgent/work/99bede84aa0a52c2/source/gpunarrowphase/src/PxgNarrowphaseCore.cpp (2408) : internal error : memcpy failed fail!
          700
        """,
        "python train.py task=FactoryTaskNutBoltScrew runs 88 epochs, then a PhysX GPU narrow-phase kernel fails with CUDA error 700 (illegal address) and every later stream sync and memcpy fails. The issue stays open with no diagnosis. A bare illegal memory access inside a simulator kernel with no hardware signature: genuinely unclear whether the scene, the library or the GPU is at fault.",
        ambiguous=True,
    ),
    real(
        GH + "Tencent-Hunyuan/HunyuanVideo/issues/114",
        "Tencent-Hunyuan/HunyuanVideo",
        "connection_error",
        "unknown",
        HUMAN,
        "RuntimeError: NCCL Error 2: unhandled system error",
        r"""
        [rank0]:     dist.all_to_all_single(output, input_t, group=group)
        [rank0]:   File "/opt/conda/envs/myenv/lib/python3.10/site-packages/torch/distributed/c10d_logger.py", line 79, in wrapper
        [rank0]:     return func(*args, **kwargs)
        [rank0]:   File "/opt/conda/envs/myenv/lib/python3.10/site-packages/torch/distributed/distributed_c10d.py", line 3770, in all_to_all_single
        [rank0]:     work = group.alltoall_base(
        [rank0]: RuntimeError: NCCL Error 2: unhandled system error (run with NCCL_DEBUG=INFO for details)
        W1211 08:26:06.780000 139773546530624 torch/distributed/elastic/multiprocessing/api.py:858] Sending process 6832 closing signal SIGTERM
        E1211 08:26:06.844000 139773546530624 torch/distributed/elastic/multiprocessing/api.py:833] failed (exitcode: 1) local_rank: 1 (pid: 6833) of binary: /opt/conda/envs/myenv/bin/python
        """,
        "Multi-GPU (sequence-parallel) HunyuanVideo inference under torchrun: rank 0's all_to_all_single fails with NCCL Error 2, unhandled system error, and torchrun tears the group down. The thread never ran NCCL_DEBUG=INFO and reached no cause; an unhandled system error can be the container's shared memory, the network setup or the host. No root cause in the log, so a person looks.",
        ambiguous=True,
    ),
    real(
        GH + "Wan-Video/Wan2.1/issues/132",
        "Wan-Video/Wan2.1",
        "host_oom",
        "unknown",
        HUMAN,
        "Killed",
        r"""
        [2025-03-02 12:01:03,397] INFO: Input image: examples/i2v_input.JPG
        [2025-03-02 12:01:03,542] INFO: Creating WanI2V pipeline.
        [2025-03-02 12:01:54,569] INFO: loading .cache/modelscope/hub/models/Wan-AI/Wan2___1-I2V-14B-480P/models_t5_umt5-xxl-enc-bf16.pth
        [2025-03-02 12:02:05,031] INFO: loading .cache/modelscope/hub/models/Wan-AI/Wan2___1-I2V-14B-480P/Wan2.1_VAE.pth
        [2025-03-02 12:02:05,867] INFO: loading .cache/modelscope/hub/models/Wan-AI/Wan2___1-I2V-14B-480P/models_clip_open-clip-xlm-roberta-large-vit-huge-14.pth
        [2025-03-02 12:02:11,709] INFO: Creating WanModel from .cache/modelscope/hub/models/Wan-AI/Wan2___1-I2V-14B-480P
        [2025-03-02 12:02:35,384] INFO: Generating video ...
        100%|████████████████████████████████████████████████████████████████████████████████████████████████████████████| 40/40 [45:42<00:00, 68.55s/it]
        Killed
        """,
        "Wan2.1 image-to-video 14B inference loads T5, VAE and CLIP, samples all 40 steps in 45 minutes and then the process prints a bare Killed (during decode and saving). Others report the same; the thread gives no kernel log and no conclusion. A bare SIGKILL with no OOM-killer record: most likely host memory, but unconfirmed.",
        ambiguous=True,
    ),
    real(
        GH + "Wan-Video/Wan2.1/issues/149",
        "Wan-Video/Wan2.1",
        "cuda_oom",
        "user_code",
        USER,
        "RuntimeError: CUDA error: out of memory",
        r"""
        RuntimeError: CUDA error: out of memory
        CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
        For debugging consider passing CUDA_LAUNCH_BLOCKING=1
        Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.
        """,
        "Wan2.1 T2V-1.3B generation on a 16 GB laptop RTX 4090 with --offload_model True --t5_cpu fails with CUDA error: out of memory. Replies point at other processes on the GPU and at the memory needed by the run's settings; no one blames the hardware. GPU memory too small for the job as configured: the user changes the settings, a restart would fail again.",
    ),
    real(
        GH + "MPI-Dortmund/tomotwin-cryoet/issues/122",
        "MPI-Dortmund/tomotwin-cryoet",
        "host_oom",
        "user_code",
        USER,
        "process 0 terminated with signal SIGKILL",
        r"""
        torch.multiprocessing.spawn.ProcessExitedException: process 0 terminated with signal SIGKILL
        ...miniconda3/envs/tomotwin/lib/python3.10/multiprocessing/resource_tracker.py:224: UserWarning: resource_tracker: There appear to be 1 leaked semaphore objects to clean up at shutdown
          warnings.warn('resource_tracker: There appear to be %d '
        """,
        "TomoTwin embedding of a tomogram in cluster mode runs to the end and then the spawned worker is killed with SIGKILL. The reporter later answered it himself: the machine did not have enough RAM when the embeddings were saved, and adding swap fixed it. Host memory too small for the job, so the user is told.",
    ),
    real(
        GH + "shenyunhang/DRN-WSOD-pytorch/issues/11",
        "shenyunhang/DRN-WSOD-pytorch",
        "host_oom",
        "unknown",
        HUMAN,
        "Exception: process 3 terminated with signal SIGKILL",
        r"""
        Traceback (most recent call last):
          File "projects/WSL/tools/train_net.py", line 257, in <module>
            args=(args,),
          File "DRN-WSOD-pytorch/detectron2/engine/launch.py", line 59, in launch
            daemon=False,
          File "/opt/conda/lib/python3.7/site-packages/torch/multiprocessing/spawn.py", line 199, in spawn
            return start_processes(fn, args, nprocs, join, daemon, start_method='spawn')
          File "/opt/conda/lib/python3.7/site-packages/torch/multiprocessing/spawn.py", line 157, in start_processes
            while not context.join():
          File "/opt/conda/lib/python3.7/site-packages/torch/multiprocessing/spawn.py", line 107, in join
            (error_index, name)
        Exception: process 3 terminated with signal SIGKILL
        """,
        "Multi-GPU training of DRN-WSOD through detectron2's launch: worker process 3 is killed by SIGKILL; on one GPU the reporter instead gets a memory error while loading weights. No reply, no kernel log. A bare SIGKILL, probably host memory while four workers load the weights, but nothing confirms it.",
        ambiguous=True,
    ),
    real(
        GH + "foolwood/SiamMask/issues/139",
        "foolwood/SiamMask",
        "file_not_found",
        "user_code",
        USER,
        "AssertionError: snapshot/checkpoint_e3.pth is not a valid file",
        r"""
        Traceback (most recent call last):
          File "/media/nuist/0A9AD66165F33762/code/lxy/SiamMask/SiamMask/tools/test.py", line 608, in <module>
        Traceback (most recent call last):
          File "/media/nuist/0A9AD66165F33762/code/lxy/SiamMask/SiamMask/tools/test.py", line 608, in <module>
            main()
          File "/media/nuist/0A9AD66165F33762/code/lxy/SiamMask/SiamMask/tools/test.py", line 565, in main
            main()
            assert isfile(args.resume), '{} is not a valid file'.format(args.resume)
          File "/media/nuist/0A9AD66165F33762/code/lxy/SiamMask/SiamMask/tools/test.py", line 565, in main
        AssertionError: snapshot/checkpoint_e3.pth is not a valid file
            assert isfile(args.resume), '{} is not a valid file'.format(args.resume)
        AssertionError: snapshot/checkpoint_e14.pth is not a valid file
        """,
        "After training, the SiamMask test script is launched for every epoch's snapshot and each run asserts that snapshot/checkpoint_eN.pth is not a valid file: the training never wrote those checkpoints (other SiamMask threads: the run.sh resume path or a training run that did not finish). The files the job was told to load do not exist, so the user fixes the paths.",
    ),
    real(
        GH + "CoinCheung/BiSeNet/issues/170",
        "CoinCheung/BiSeNet",
        "connection_error",
        "user_code",
        USER,
        "RuntimeError: Address already in use",
        r"""
        Setting OMP_NUM_THREADS environment variable for each process to be 1 in default, to avoid your system being overloaded, please further tune the variable for optimal performance in your application as needed.
        *****************************************
        Traceback (most recent call last):
          File "tools/train_amp.py", line 210, in <module>
            main()
          File "tools/train_amp.py", line 202, in main
            rank=args.local_rank
          File "/home/CN/wei.dong/anaconda3/envs/bisenet/lib/python3.6/site-packages/torch/distributed/distributed_c10d.py", line 423, in init_process_group
            store, rank, world_size = next(rendezvous_iterator)
          File "/home/CN/wei.dong/anaconda3/envs/bisenet/lib/python3.6/site-packages/torch/distributed/rendezvous.py", line 133, in _tcp_rendezvous_handler
            store = TCPStore(result.hostname, result.port, world_size, start_daemon, timeout)
        RuntimeError: Address already in use
        """,
        "tools/dist_train.sh for BiSeNet fails at init_process_group: the TCP rendezvous store cannot bind its port, Address already in use. In this repository the answer is that another process (an earlier run still hanging) holds the port; use another port or stop it. A launcher setting of the user's, not a network fault.",
    ),
    real(
        GH + "isarsoft/yolov4-triton-tensorrt/issues/5",
        "isarsoft/yolov4-triton-tensorrt",
        "cuda_error",
        "user_code",
        USER,
        "ERROR: This container was built for NVIDIA Driver Release 450.51 or later, but",
        r"""
        =====================
        == NVIDIA TensorRT ==
        =====================

        NVIDIA Release 20.08 (build 15268644)

        NVIDIA TensorRT 7.1.3 (c) 2016-2020, NVIDIA CORPORATION.  All rights reserved.
        Container image (c) 2020, NVIDIA CORPORATION.  All rights reserved.

        ERROR: This container was built for NVIDIA Driver Release 450.51 or later, but
               version 410.78 was detected and compatibility mode is UNAVAILABLE.

               [[CUDA Driver UNAVAILABLE (cuInit(0) returned 803)]
        """,
        "The NVIDIA TensorRT 20.08 container used to build the engine refuses CUDA: it needs driver 450.51 or later and the host has 410.78 (cuInit returns 803). The closed issue comes down to the host driver being older than the container needs (upgrade it or use an older container). The user's environment choice; no node fault.",
    ),
    real(
        GH + "lyuwenyu/RT-DETR/issues/206",
        "lyuwenyu/RT-DETR",
        "nccl_timeout",
        "unknown",
        HUMAN,
        "Watchdog caught collective operation timeout",
        r"""
        RuntimeError: NCCL communicator was aborted on rank 2.  Original reason for failure was: [Rank 2] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=700635, OpType=ALLREDUCE, Timeout(ms)=1800000) ran for 1809785 milliseconds before timing out

        [E ProcessGroupNCCL.cpp:455] Some NCCL operations have failed or timed out. Due to the asynchronous nature of CUDA kernels, subsequent GPU operations might run on corrupted/incomplete data.
        """,
        "RT-DETR multi-GPU training on a custom drone dataset: midway through the first epoch GPU utilisation sticks at 100% and the ALLREDUCE times out after 30 minutes; one GPU or COCO train fine. Other users in the thread guess at the dataloader or memory, nobody finds the cause. An NCCL timeout with no root cause in the log.",
        ambiguous=True,
    ),
    real(
        GH + "IGNF/myria3d/issues/123",
        "IGNF/myria3d",
        "nccl_timeout",
        "user_code",
        USER,
        "Watchdog caught collective operation timeout",
        r"""
        Preparing test set...:  36%|███▌      | 24/67 [23:16<30:00, 41.87s/it]
        Preparing test set...:  37%|███▋      | 25/67 [24:03<30:15, 43.23s/it]
        Preparing test set...:  39%|███▉      | 26/67 [24:51<30:30, 44.65s/it]
        P[E ProcessGroupNCCL.cpp:475] [Rank 1] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=3, OpType=ALLREDUCE, NumelIn=1, NumelOut=1, Timeout(ms)=1800000) ran for 1800008 milliseconds before timing out.
        [E ProcessGroupNCCL.cpp:541] [Rank 1] Work WorkNCCL(SeqNum=3, OpType=ALLREDUCE, NumelIn=1, NumelOut=1, Timeout(ms)=1800000) timed out in blocking wait (NCCL_BLOCKING_WAIT=1).
        [E ProcessGroupNCCL.cpp:475] [Rank 2] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=3, OpType=ALLREDUCE, NumelIn=1, NumelOut=1, Timeout(ms)=1800000) ran for 1800008 milliseconds before timing out.
        [E ProcessGroupNCCL.cpp:541] [Rank 2] Work WorkNCCL(SeqNum=3, OpType=ALLREDUCE, NumelIn=1, NumelOut=1, Timeout(ms)=1800000) timed out in blocking wait (NCCL_BLOCKING_WAIT=1).
        [E ProcessGroupNCCL.cpp:489] Some NCCL operations have failed or timed out. Due to the asynchronous nature of CUDA kernels, subsequent GPU operations might run on corrupted/incomplete data.
        [E ProcessGroupNCCL.cpp:495] To avoid data inconsistency, we are taking the entire process down.
        """,
        "The maintainer's own issue: with task_name=fit in DDP, rank 0 spends more than 30 minutes preparing the dataset (HDF5) while the other ranks wait in an ALLREDUCE, which hits the default 1800 s timeout. The fix is in how the job is run (prepare the data in a separate create_hdf5 step or raise the timeout); a plain restart would redo the same preparation.",
    ),
    real(
        GH + "yanghr/BSQ/issues/4",
        "yanghr/BSQ",
        "model_loading_error",
        "user_code",
        USER,
        "RuntimeError: Error(s) in loading state_dict for DataParallel:",
        r"""
        RuntimeError: Error(s) in loading state_dict for DataParallel:
                Missing key(s) in state_dict: "module.layer2.0.downsample.0.weight", "module.layer3.0.downsample.0.weight".
                Unexpected key(s) in state_dict: "module.layer2.0.downsample.0.pweight", "module.layer2.0.downsample.0.nweight", "module.layer2.0.downsample.0.scale", "module.layer3.0.downsample.0.pweight", "module.layer3.0.downsample.0.nweight", "module.layer3.0.downsample.0.scale".
        """,
        "Running the README's cifar_prune_STE.py command with --model pointing at a previous checkpoint fails in load_state_dict: the downsample layers are stored as pweight/nweight/scale while the model expects weight. No maintainer reply; labelled from the log: the checkpoint does not match the model the command builds, which a restart cannot fix.",
    ),
    real(
        GH + "open-mmlab/mmaction2/issues/1450",
        "open-mmlab/mmaction2",
        "assertion_error",
        "user_code",
        USER,
        "Assertion `t >= 0 && t < n_classes` failed.",
        r"""
        2022-02-19 13:44:14,937 - mmaction - INFO - workflow: [('train', 1)], max: 80 epochs
        2022-02-19 13:44:14,937 - mmaction - INFO - Checkpoints will be saved to /home/sysadmin/Nyan/mmaction2/work_dirs/2sagcn_80e_ntu60_xsub_keypoint_3d by HardDiskBackend.
        /opt/conda/conda-bld/pytorch_1603729006826/work/aten/src/THCUNN/ClassNLLCriterion.cu:108: cunn_ClassNLLCriterion_updateOutput_kernel: block: [0,0,0], thread: [8,0,0] Assertion `t >= 0 && t < n_classes` failed.
        /opt/conda/conda-bld/pytorch_1603729006826/work/aten/src/THCUNN/ClassNLLCriterion.cu:108: cunn_ClassNLLCriterion_updateOutput_kernel: block: [0,0,0], thread: [11,0,0] Assertion `t >= 0 && t < n_classes` failed.
        /opt/conda/conda-bld/pytorch_1603729006826/work/aten/src/THCUNN/ClassNLLCriterion.cu:108: cunn_ClassNLLCriterion_updateOutput_kernel: block: [0,0,0], thread: [1,0,0] Assertion `t >= 0 && t < n_classes` failed.
        /opt/conda/conda-bld/pytorch_1603729006826/work/aten/src/THCUNN/ClassNLLCriterion.cu:108: cunn_ClassNLLCriterion_updateOutput_kernel: block: [0,0,0], thread: [5,0,0] Assertion `t >= 0 && t < n_classes` failed.
        """,
        "Training 2s-AGCN on NTU60 keypoints with mmaction2: right after the workflow starts the NLL loss kernel asserts that a target label is outside [0, n_classes). No fix is stated in what the thread shows; labelled from the log: a device-side assert on labels means the dataset's labels and the config's class count disagree, a user data/config error.",
    ),
    real(
        GH + "kijai/ComfyUI-HunyuanVideoWrapper/issues/503",
        "kijai/ComfyUI-HunyuanVideoWrapper",
        "cuda_oom",
        "user_code",
        USER,
        "This error means you ran out of memory on your GPU.",
        r"""
        HyVideoDecode
        Allocation on device 
        This error means you ran out of memory on your GPU.
        TIPS: If the workflow worked before you might have accidentally set the batch_size to a large number.

        -------------------------------
        Allocated memory: memory=6.429 GB
        Max allocated memory: max_memory=7.217 GB
        Max reserved memory: max_reserved=7.812 GB
        -------------------------------
        TeaCache skipped 15 cond steps
        !!! Exception during processing !!! Allocation on device
        Traceback (most recent call last):
        """,
        "HunyuanVideo generation in ComfyUI (256x256, 45 frames) fails in the HyVideoDecode node with an allocation failure on the GPU after about 7 GB allocated. The thread has no reply; labelled from the log: GPU memory too small for the decode as configured (tiling, offload), which the user changes.",
    ),
    real(
        GH + "kimhc6028/pathnet-pytorch/issues/6",
        "kimhc6028/pathnet-pytorch",
        "assertion_error",
        "user_code",
        USER,
        "error=59 : device-side assert triggered",
        r"""
        THCudaCheck FAIL file=/opt/conda/conda-bld/pytorch_1512378360668/work/torch/lib/THC/generic/THCTensorMath.cu line=26 error=59 : device-side assert triggered
        Traceback (most recent call last):
          File "/workspace/pathnet-pytorch/main.py", line 258, in <module>
            main()
          File "/workspace/pathnet-pytorch/main.py", line 169, in main
            best_fitness, best_path, max_fitness = train_pathnet(model, gene, visualizer, train_loader, best_fitness, best_path, gen, 'm')
          File "/workspace/pathnet-pytorch/main.py", line 92, in train_pathnet
            fitness = model.train_model(train_data, path, args.num_batch)
          File "/workspace/pathnet-pytorch/pathnet.py", line 121, in train_model
            loss.backward()
          File "/opt/conda/envs/pytorch-py2.7/lib/python2.7/site-packages/torch/autograd/variable.py", line 167, in backward
            torch.autograd.backward(self, gradient, retain_graph, create_graph, retain_variables)
          File "/opt/conda/envs/pytorch-py2.7/lib/python2.7/site-packages/torch/autograd/__init__.py", line 99, in backward
            variables, grad_variables, retain_graph)
        """,
        "PathNet training with --cifar-svhn stops in loss.backward() with a CUDA device-side assert (error 59). No reply; labelled from the log: a device-side assert in a loss is the program indexing outside its tensors (typically labels versus the number of outputs for the second task), user code.",
    ),
    real(
        GH + "AHupuJR/EFNet/issues/9",
        "AHupuJR/EFNet",
        "host_oom",
        "unknown",
        HUMAN,
        "died with <Signals.SIGKILL: 9>.",
        r"""
            raise subprocess.CalledProcessError(returncode=process.returncode,
        subprocess.CalledProcessError: Command '['/root/miniconda3/bin/python', '-u', 'basicsr/train.py', '--local_rank=0', '-opt', 'options/train/GoPro/EFNet.yml', '--launcher', 'pytorch']' died with <Signals.SIGKILL: 9>.
        (base) root@autodl-container-5d4911a352-200b5df6:~/autodl-tmp/EFNet-main/EFNet-main# /root/miniconda3/lib/python3.8/multiprocessing/resource_tracker.py:216: UserWarning: resource_tracker: There appear to be 35 leaked semaphore objects to clean up at shutdown
          warnings.warn('resource_tracker: There appear to be %d '
        """,
        "EFNet training under the PyTorch launcher in a rented container: the training process dies with SIGKILL and the launcher raises CalledProcessError, leaving leaked semaphores. Another user has the same, no answer. A bare SIGKILL with no kernel record: likely host or container memory limit, but unconfirmed.",
        ambiguous=True,
    ),
    real(
        GH + "nomic-ai/gpt4all/issues/256",
        "nomic-ai/gpt4all",
        "host_oom",
        "unknown",
        HUMAN,
        "died with <Signals.SIGKILL: 9>.",
        r"""
        resource_tracker.py:216: UserWarning: resource_tracker: There appear to be 1 leaked semaphore objects to clean up at shutdown
        warnings.warn('resource_tracker: There appear to be %d '
        CalledProcessError: Command '['anaconda3/bin/python', 'train.py', '--config', 'configs/train/finetune.yaml']' died with <Signals.SIGKILL: 9>.
        """,
        "Fine-tuning with the repository's train.py and configs/train/finetune.yaml: after the data files are read the launched process dies with SIGKILL. No reply in the thread. A bare SIGKILL, most likely host memory while loading the model, but nothing in the log says so.",
        ambiguous=True,
    ),
    real(
        GH + "GNAYUOHZ/ReID-MGN/issues/20",
        "GNAYUOHZ/ReID-MGN",
        "assertion_error",
        "user_code",
        USER,
        "RuntimeError: CUDA error: device-side assert triggered",
        r"""
        main.train()
        loss = self.loss(outputs, labels)  
        File "/toolscnn/env_pyt1.1.0_py3.6/lib/python3.6/site-packages/torch/nn/modules/module.py", line 493, in __call__
        result = self.forward(*input, **kwargs)
        File "/MGN/loss.py", line 18, in forward
        CrossEntropy_Loss = sum(CrossEntropy_Loss) / len(CrossEntropy_Loss)
        RuntimeError: CUDA error: device-side assert triggered
        """,
        "MGN re-identification training fails in the cross-entropy loss with a CUDA device-side assert. No stated fix; labelled from the log: an assert in the classification loss means labels outside the classifier's number of identities, a mismatch between the user's dataset and the model.",
    ),
]
