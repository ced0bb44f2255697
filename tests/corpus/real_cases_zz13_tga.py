# ruff: noqa
"""Real excerpts, batch ZZ13-TGA: held-out (test-fold) failures of GPU training and inference jobs as
they end in the wild: GPUs the driver can no longer reach, NCCL timeouts and remote errors, SIGKILLs
and DataLoader workers killed under host-memory limits, a Slurm step that cannot be created, a
container that loses NVML, truncated checkpoints, an input pipeline on a FUSE-mounted bucket, NaN
losses, CUDA out-of-memory and job-start-up environment errors. Gathered from GitHub issue and pull
request threads of repositories new to the corpus whose `fold_of(repo)` is "test" (training and
model repositories, xgboost, cluster and Kubernetes tooling), found with the `search` tool and taken
as the searches returned them, not picked for what crashcart can do; nobody ran crashcart on them
before they were labelled. Log lines are verbatim as printed in each thread (trimmed to the relevant
part); labels come from what each thread concluded, or from the log where it concluded nothing (the
notes say which)."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    # --- GPUs and drivers ----------------------------------------------------------------------------
    real(
        GH + "xxd3vin/workspace/issues/19",
        "xxd3vin/workspace",
        "gpu_xid",
        "node_hardware",
        CORDON,
        "Unable to determine the device handle for GPU 0000:0B:00.0: Unknown Error",
        r"""
        [root@bh174 chenyang]# nvidia-smi
        Unable to determine the device handle for GPU 0000:0B:00.0: Unknown Error
        """,
        "nvidia-smi on GPU server bh174 cannot get a handle to the GPU at 0000:0B:00.0. The issue was "
        "closed with no diagnosis; the label rests on the log and the labelling rules: NVML reporting "
        "that it has lost a GPU is what a device that dropped off the bus looks like, which only a "
        "drain and a reset or repair of that machine clears. The prompt names the host.",
        culprit={"nodes": ["bh174"], "ranks": []},
    ),
    real(
        GH + "AliyunContainerService/gpushare-scheduler-extender/issues/230",
        "AliyunContainerService/gpushare-scheduler-extender",
        "cuda_error",
        "unknown",
        HUMAN,
        "Failed to initialize NVML: Unknown Error",
        r"""
        Failed to initialize NVML: Unknown Error
        """,
        "A Kubernetes pod that was granted a GPU works at first and then, after running a while, loses "
        "it: nvidia-smi inside the container fails to initialise NVML. A later comment points to the "
        "NVIDIA container-toolkit issue in which containers lose their device access when the host's "
        "cgroup device rules are reloaded. The GPU itself is not shown to be faulty; the container "
        "runtime state is, so a person recreates the pod or fixes the node's runtime before work goes "
        "back there.",
    ),
    real(
        GH + "dmlc/xgboost/issues/8484",
        "dmlc/xgboost",
        "cuda_oom",
        "user_code",
        USER,
        "cudaErrorMemoryAllocation: out of memory",
        r"""
        ../src/tree/updater_gpu_hist.cu:784: Exception in gpu_hist: [11:01:50] ../src/c_api/../data/../common/device_helpers.cuh:431: Memory allocation error on worker 0: std::bad_alloc: cudaErrorMemoryAllocation: out of memory
        - Free memory: 8126464
        - Requested memory: 33554432

        Stack trace:
          [bt] (0) /usr/local/lib/python3.8/dist-packages/xgboost/lib/libxgboost.so(+0x455449) [0x7f1e00064449]
          [bt] (1) /usr/local/lib/python3.8/dist-packages/xgboost/lib/libxgboost.so(+0x45a2b8) [0x7f1e000692b8]
          [bt] (2) /usr/local/lib/python3.8/dist-packages/xgboost/lib/libxgboost.so(+0x101aa7) [0x7f1dffd10aa7]
        """,
        "GPU training with xgboost 1.7.1 on a Tesla P100-16GB fails in gpu_hist: the device has 8 MB "
        "free when 32 MB are requested. The reporter suspects the new version; the thread is tagged "
        "'need update' and reaches no fix. Labelled from the log: a CUDA out-of-memory in the job's "
        "own allocations, which recurs with the same data, parameters and version.",
    ),
    # --- NCCL and collectives ------------------------------------------------------------------------
    real(
        GH + "instructlab/training/pull/520",
        "instructlab/training",
        "nccl_timeout",
        "user_code",
        USER,
        "Watchdog caught collective operation timeout: WorkNCCL(SeqNum=1, OpType=ALLREDUCE, NumelIn=1, NumelOut=1, Timeout(ms)=1)",
        r"""
        terminate called after throwing an instance of 'c10::DistBackendError'
          what():  [PG ID 0 PG GUID 0(default_pg) Rank 3] Process group watchdog thread terminated with exception: [Rank 3] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=1, OpType=ALLREDUCE, NumelIn=1, NumelOut=1, Timeout(ms)=1) ran for 90 milliseconds before timing out.
        Exception raised from checkTimeout at /pytorch/torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:632 (most recent call first):
        frame #0: c10::Error::Error(c10::SourceLocation, std::string) + 0x96 (0x7f83f296c1b6 in /actions-runner/_work/training/training/instructlab/venv/lib64/python3.11/site-packages/torch/lib/libc10.so)
        frame #1: c10d::ProcessGroupNCCL::WorkNCCL::checkTimeout(std::optional<std::chrono::duration<long, std::ratio<1l, 1000l> > >) + 0x2b4 (0x7f83a09fec74 in /actions-runner/_work/training/training/instructlab/venv/lib64/python3.11/site-packages/torch/lib/libtorch_cuda.so)
        """,
        "A GPU CI training run in which the maintainer deliberately set the NCCL watchdog timeout to "
        "1 ms to prove the setting is honoured: the first ALLREDUCE 'times out' after 90 ms. The "
        "cause is the job's own timeout setting (Timeout(ms)=1 is printed); it fails the same way on "
        "every restart until the configuration changes.",
    ),
    real(
        GH + "jpata/particleflow/issues/390",
        "jpata/particleflow",
        "nccl_timeout",
        "user_code",
        USER,
        "c10d::ProcessGroupNCCL::WorkNCCL::checkTimeout",
        r"""
        frame #1: c10d::ProcessGroupNCCL::WorkNCCL::checkTimeout(std::optional<std::chrono::duration<long, std::ratio<1l, 1000l> > >) + 0x1d2 (0x1554e9e0f8f2 in /mnt/home/ewulff/miniforge3/envs/mlpf/lib/python3.11/site-packages/torch/lib/libtorch_cuda.so)
        frame #2: c10d::ProcessGroupNCCL::watchdogHandler() + 0x233 (0x1554e9e16333 in /mnt/home/ewulff/miniforge3/envs/mlpf/lib/python3.11/site-packages/torch/lib/libtorch_cuda.so)
        frame #3: c10d::ProcessGroupNCCL::ncclCommWatchdog() + 0x10c (0x1554e9e1871c in /mnt/home/ewulff/miniforge3/envs/mlpf/lib/python3.11/site-packages/torch/lib/libtorch_cuda.so)
        frame #4: <unknown function> + 0xdfc74 (0x15554f329c74 in /mnt/sw/nix/store/6560mkp838syd8jpp6gdyyisczwcvs67-gcc-11.4.0/lib64/libstdc++.so.6)
        frame #5: <unknown function> + 0x81ca (0x155554e081ca in /lib64/libpthread.so.0)
        frame #6: clone + 0x43 (0x155553e398d3 in /lib64/libc.so.6)

        Exception raised from ncclCommWatchdog at ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1521 (most recent call first):
        frame #0: c10::Error::Error(c10::SourceLocation, std::string) + 0x96 (0x1554e8b12f86 in /mnt/home/ewulff/miniforge3/envs/mlpf/lib/python3.11/site-packages/torch/lib/libc10.so)
        frame #1: <unknown function> + 0xe5aa84 (0x1554e9aa1a84 in /mnt/home/ewulff/miniforge3/envs/mlpf/lib/python3.11/site-packages/torch/lib/libtorch_cuda.so)
        """,
        "MLPF training with more than one GPU dies at the end of the first epoch with the NCCL "
        "watchdog's collective timeout (the excerpt holds the watchdog's stack). The reporter's fix "
        "(PR 391): the end-of-epoch test and plotting ran on rank 0 only, so the other ranks waited in "
        "a collective it never joined; running it on all ranks fixed it. Collectives that differ "
        "between ranks recur with the same code.",
    ),
    real(
        GH + "dmlc/xgboost/issues/8929",
        "dmlc/xgboost",
        "nccl_remote_error",
        "unknown",
        HUMAN,
        "NCCL failure :remote process exited or there was a network error",
        r"""
        2023-03-16 18:46:52,822 - distributed.worker - WARNING - Compute Failed
        Key:       dispatched_train-13b9cca0-1853-4239-beb0-ee5360cd3dcb
        Function:  dispatched_train
        kwargs:    {}
        Exception: "XGBoostError('[18:46:50] ../src/tree/updater_gpu_hist.cu:798: Exception in gpu_hist: [18:46:50] ../src/collective/../common/device_helpers.cuh:135: NCCL failure :remote process exited or there was a network error ../src/collective/nccl_device_communicator.cuh(54)\\nStack trace:\\n  [bt] (0) /miniconda3/lib/python3.8/site-packages/xgboost/lib/libxgboost.so(+0x45c64d) [0x7ff0cafa964d]
        """,
        "XGBoost 1.7 multi-instance GPU training with Dask on SageMaker fails in gpu_hist with NCCL's "
        "remote error. The thread (also filed with the SageMaker container) records no root cause. "
        "Labelled from the log: an NCCL remote error names neither the peer's own failure nor a "
        "network fault (and on multi-instance set-ups it is often the interface NCCL picked), so a "
        "human has to look.",
        ambiguous=True,
    ),
    real(
        GH + "TencentARC/GFPGAN/issues/154",
        "TencentARC/GFPGAN",
        "runtime_error",
        "user_code",
        USER,
        "invalid usage, NCCL version 21.0.3",
        r"""
        RuntimeError: RuntimeErrorRuntimeErrorNCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:957, invalid usage, NCCL version 21.0.3
        ncclInvalidUsage: This usually reflects invalid usage of NCCL library (such as too many async ops, too many collectives at once, mixing streams in a group, etc).: RuntimeError:
        NCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:957, invalid usage, NCCL version 21.0.3
        ncclInvalidUsage: This usually reflects invalid usage of NCCL library (such as too many async ops, too many collectives at once, mixing streams in a group, etc).: NCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:957, invalid usage, NCCL version 21.0.3
        ncclInvalidUsage: This usually reflects invalid usage of NCCL library (such as too many async ops, too many collectives at once, mixing streams in a group, etc).
        """,
        "GFPGAN training cannot start: every process reports ncclInvalidUsage. The only reply suggests the "
        "number of GPUs does not match the launch parameters (more processes than GPUs puts two ranks "
        "on one device). Invalid NCCL usage from the launch configuration recurs on every start until "
        "it is fixed.",
    ),
    # --- host memory, signals and DataLoader workers ---------------------------------------------------
    real(
        GH + "AkariAsai/self-rag/issues/83",
        "AkariAsai/self-rag",
        "host_oom",
        "user_code",
        HUMAN,
        "failed (exitcode: -9) local_rank: 1 (pid: 14447)",
        r"""
        torch.distributed.elastic.multiprocessing.api: [ERROR] failed (exitcode: -9) local_rank: 1 (pid: 14447) of binary:
        """,
        "Self-RAG training on a single GPU is killed: torchrun reports exit code -9 for the worker. The "
        "reporter later found that the machine's memory was not enough. The log itself is a bare "
        "SIGKILL with no kernel or scheduler OOM record, which the labelling rules hold for a human; "
        "the thread's cause (host memory, recurs) is noted in the blame.",
        ambiguous=True,
    ),
    real(
        GH + "fidelity/stoke/issues/31",
        "fidelity/stoke",
        "host_oom",
        "unknown",
        HUMAN,
        "failed (exitcode: -9) local_rank: 0 (pid: 10398)",
        r"""
          traceback : Signal 9 (SIGKILL) received by PID 10398

        WARNING:torch.distributed.elastic.multiprocessing.api:Sending process 10401 closing signal SIGTERM
        ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: -9) local_rank: 0 (pid: 10398) of binary: /anaconda/envs/py37_default/bin/python
        Traceback (most recent call last):
          File "/anaconda/envs/py37_default/lib/python3.7/runpy.py", line 193, in _run_module_as_main
            "__main__", mod_spec)
          File "/anaconda/envs/py37_default/lib/python3.7/runpy.py", line 85, in _run_code
            exec(code, run_globals)
        """,
        "A DDP training run launched with torch.distributed.launch is terminated in the middle of "
        "training because one worker received SIGKILL. The thread was closed without a stated cause. "
        "Labelled from the log: a bare SIGKILL with no OOM-killer or scheduler record (the host OOM "
        "killer is the usual sender, but nothing here proves it), so a human checks the node first.",
        ambiguous=True,
    ),
    real(
        GH + "SNU-ARC/Ginex/issues/3",
        "SNU-ARC/Ginex",
        "host_oom",
        "user_code",
        HUMAN,
        "55263 killed",
        r"""
        Preparing dataset...
        Done!

        ==============================
        Running Epoch 0...
        Running 0th superbatch of total 1 superbatches
        Step 1: Superbatch Sample
        Epoch 00:   0%|                                                                                               | 0/1207179 [00:00<?, ?it/s]
        [1]    55263 killed     sudo PYTHONPATH=/opt/conda/envs/npc/lib/python3.9/site-packages cgexec -g   -
        """,
        "GNN training with Ginex on a T4 host, run as in the README under an 8 GB memory cgroup "
        "(cgexec -g memory:8gb), is killed at the first superbatch. The earlier report of the same "
        "failure (issue 1) found the 8 GB limit plus 4 GB swap too small for the program. The "
        "excerpt shows only the shell's 'killed' with no OOM record, so by the rules it stays "
        "ambiguous; the likely cause is the job's own memory limit.",
        ambiguous=True,
    ),
    real(
        GH + "dbolya/yolact/issues/680",
        "dbolya/yolact",
        "dataloader_killed",
        "user_code",
        USER,
        "RuntimeError: DataLoader worker (pid 1620) is killed by signal: Killed.",
        r"""
        RuntimeError: DataLoader worker (pid 1620) is killed by signal: Killed.
        """,
        "YOLACT training stops because a DataLoader worker is SIGKILLed (the line as quoted in the "
        "issue title). Replies: setting num_workers = 0 in train.py made it work. Workers killed for "
        "host memory recur with the same loader settings; the user changes them.",
    ),
    real(
        GH + "Abe404/root_painter/issues/174",
        "Abe404/root_painter",
        "dataloader_killed",
        "user_code",
        USER,
        "RuntimeError: DataLoader worker (pid 402) is killed by signal: Killed.",
        r"""
        Training: 55/612  loss=0.197Traceback (most recent call last):
          File "/home/jovyan/work/./root_painter_src/trainer/src/main.py", line 40, in <module>
            trainer.main_loop()
          File "/home/jovyan/work/root_painter_src/trainer/src/trainer.py", line 126, in main_loop
            self.train_one_epoch()
          File "/home/jovyan/work/root_painter_src/trainer/src/trainer.py", line 342, in train_one_epoch
            foregrounds_list = foreground_tiles.view(-1)[defined_list > 0]
                               ^^^^^^^^^^^^^^^^^^^^^^^^^
          File "/opt/conda/envs/python3/lib/python3.12/site-packages/torch/utils/data/_utils/signal_handling.py", line 73, in handler
            _error_if_any_worker_fails()
        RuntimeError: DataLoader worker (pid 402) is killed by signal: Killed.
        """,
        "RootPainter's trainer, run in a GPU Jupyter container on ERDA, crashes after 55-65 "
        "iterations every time because a DataLoader worker is SIGKILLed; on Colab it does not happen. "
        "The issue is open with no answer. Labelled from the log: DataLoader workers killed in a "
        "memory-limited container recur at the same point until the loader or the limit changes.",
    ),
    real(
        GH + "taichi-dev/taichi-nerfs/issues/14",
        "taichi-dev/taichi-nerfs",
        "dataloader_killed",
        "user_code",
        USER,
        "RuntimeError: DataLoader worker (pid 31182) is killed by signal: Killed.",
        r"""
        Traceback (most recent call last):
          File "/usr/local/lib/python3.8/dist-packages/torch/utils/data/dataloader.py", line 990, in _try_get_data
            data = self._data_queue.get(timeout=timeout)
          File "/usr/lib/python3.8/queue.py", line 179, in get
            self.not_empty.wait(remaining)
          File "/usr/lib/python3.8/threading.py", line 306, in wait
            gotit = waiter.acquire(True, timeout)
          File "/usr/local/lib/python3.8/dist-packages/torch/utils/data/_utils/signal_handling.py", line 66, in handler
            _error_if_any_worker_fails()
        RuntimeError: DataLoader worker (pid 31182) is killed by signal: Killed.

        The above exception was the direct cause of the following exception:

        Traceback (most recent call last):
          File "train.py", line 307, in <module>
            trainer.fit(system)
        """,
        "Training the lego scene with taichi-nerfs on a 16 GB-RAM machine with an RTX 3060 Ti crashes "
        "once all epochs are done, when a DataLoader worker is SIGKILLed. The thread gives no other "
        "cause; labelled from the log (and the small host memory): workers killed for memory recur "
        "with the same settings, the user lowers the workers or the footprint.",
    ),
    real(
        GH + "chenxin-dlut/SUTrack/issues/15",
        "chenxin-dlut/SUTrack",
        "dataloader_killed",
        "unknown",
        HUMAN,
        "RuntimeError: DataLoader worker (pid 346942) is killed by signal: Segmentation fault.",
        r"""
        ERROR: Unexpected segmentation fault encountered in worker.
        Training crashed at epoch 17
        Traceback for the error!
        Traceback (most recent call last):
          File "/home/lls/sutrack/lib/train/../../lib/train/trainers/base_trainer.py", line 85, in train
            self.train_epoch()
          File "/home/lls/sutrack/lib/train/../../lib/train/trainers/ltr_trainer.py", line 111, in train_epoch
            self.cycle_dataset(loader)
          File "/home/lls/sutrack/lib/train/../../lib/train/trainers/ltr_trainer.py", line 87, in cycle_dataset
            torch.nn.utils.clip_grad_norm_(self.actor.net.parameters(), self.settings.grad_clip_norm)
          File "/home/lls/miniconda3/envs/sutrack/lib/python3.8/site-packages/torch/nn/utils/clip_grad.py", line 55, in clip_grad_norm_
            p.grad.detach().mul_(clip_coef_clamped.to(p.grad.device))
          File "/home/lls/miniconda3/envs/sutrack/lib/python3.8/site-packages/torch/utils/data/_utils/signal_handling.py", line 66, in handler
            _error_if_any_worker_fails()
        RuntimeError: DataLoader worker (pid 346942) is killed by signal: Segmentation fault.

        Restarting training from last epoch ...
        Finished training!
        """,
        "SUTrack training crashes at epoch 17 when a DataLoader worker dies of a segmentation fault; "
        "the trainer's own retry restarts from the last epoch and then ends. The issue is open with no "
        "answer. A worker segfault can be a bad sample, a native-library bug or the host, and the log "
        "does not say which: for a human.",
        ambiguous=True,
    ),
    real(
        GH + "openclimatefix-archives/predict_pv_yield/issues/110",
        "openclimatefix-archives/predict_pv_yield",
        "os_error",
        "user_code",
        USER,
        "Too many open files. Communication with the workers is no longer possible.",
        r"""
        Too many open files. Communication with the workers is no longer possible. Please increase the limit using `ulimit -n` in the shell or change the sharing strategy by calling `torch.multiprocessing.set_sharing_strategy('file_system')` at the beginning of your code
        """,
        "PV-yield model training slows down and then stops with PyTorch's 'Too many open files' from "
        "the DataLoader workers. The maintainer tried the file_system sharing strategy, "
        "persistent_workers and prefetch settings in the thread. The process's file-descriptor limit "
        "against the loader's tensor sharing is a setting of the job: it recurs until changed.",
    ),
    # --- checkpoints, storage and input data ----------------------------------------------------------
    real(
        GH + "open-mmlab/mmagic/issues/876",
        "open-mmlab/mmagic",
        "model_loading_error",
        "user_code",
        USER,
        "RuntimeError: PytorchStreamReader failed reading zip archive: failed finding central directory",
        r"""
        load checkpoint from local path: work_dirs/formal_basicvsr_plusplus_360new_cb/iter_90000.pth
        Traceback (most recent call last):
          File "tools/test.py", line 142, in <module>
            main()
          File "tools/test.py", line 99, in main
            _ = load_checkpoint(model, args.checkpoint, map_location='cpu')
          File "D:\Anaconda3\envs\pytorch\lib\site-packages\mmcv\runner\checkpoint.py", line 581, in load_checkpoint
          File "D:\Anaconda3\envs\pytorch\lib\site-packages\mmcv\runner\checkpoint.py", line 302, in load_from_local
            checkpoint = torch.load(filename, map_location=map_location)
          File "D:\Anaconda3\envs\pytorch\lib\site-packages\torch\serialization.py", line 600, in load
            with _open_zipfile_reader(opened_file) as opened_zipfile:
          File "D:\Anaconda3\envs\pytorch\lib\site-packages\torch\serialization.py", line 242, in __init__
            super(_open_zipfile_reader, self).__init__(torch._C.PyTorchFileReader(name_or_buffer))
        RuntimeError: PytorchStreamReader failed reading zip archive: failed finding central directory
        """,
        "Testing a BasicVSR++ model from the run's own iter_90000.pth checkpoint fails: torch.load "
        "finds no zip central directory. The maintainers asked for more information and nothing more "
        "is in the thread. Labelled from the log: the checkpoint file is truncated or not a complete "
        "torch archive, which fails the same way on every load until it is replaced.",
    ),
    real(
        GH + "innnky/so-vits-svc/issues/169",
        "innnky/so-vits-svc",
        "model_loading_error",
        "user_code",
        USER,
        "RuntimeError: PytorchStreamReader failed reading zip archive: failed finding central directory",
        r"""
           raise ProcessRaisedException(msg, error_index, failed_process.pid)
        torch.multiprocessing.spawn.ProcessRaisedException:

        -- Process 0 terminated with the following error:
        Traceback (most recent call last):
          File "/usr/local/lib/python3.8/dist-packages/torch/multiprocessing/spawn.py", line 69, in _wrap
            fn(i, *args)

            ...

          File "/usr/local/lib/python3.8/dist-packages/torch/serialization.py", line 242, in __init__
            super(_open_zipfile_reader, self).__init__(torch._C.PyTorchFileReader(name_or_buffer))
        RuntimeError: PytorchStreamReader failed reading zip archive: failed finding central directory
        """,
        "so-vits-svc training (train.py -c configs/config.json -m 44k) on a vast.ai GPU instance, with "
        "the Colab notebook's download replaced by a Google Drive import by file ID, dies in the "
        "spawned trainer while loading a checkpoint; on the reporter's Windows machine it works. The "
        "thread has no answer. Labelled from the log: the weight file the run loads is incomplete "
        "(a bad download), which fails again on every restart until it is fetched again.",
    ),
    real(
        GH + "AI-Hypercomputer/maxtext/issues/2861",
        "AI-Hypercomputer/maxtext",
        "storage_error",
        "storage",
        RESTART,
        "Training stopped: `load_next_batch()` failed with <class 'RuntimeError'> exception: (Grain worker 0 failed",
        r"""
        Training stopped: `load_next_batch()` failed with <class 'RuntimeError'> exception: (Grain worker 0 failed with the following error:

        Traceback (most recent call last):
          File "/home/stefan/maxtext/maxtext_venv_2/lib/python3.12/site-packages/grain/_src/python/grain_pool.py", line 262, in _worker_loop
            next_element = next(element_producer)
                           ^^^^^^^^^^^^^^^^^^^^^^
        """,
        "MaxText ablation runs on a v6e-8 TPU read their data through a Cloud Storage FUSE mount of a "
        "bucket in the same region; two runs stopped when a Grain data worker failed. The reporter "
        "attributes both to intermittent network errors on the mount and asks for retries in the "
        "input pipeline (the excerpt stops before the underlying read error). A transient storage "
        "read failure: restart from the last checkpoint.",
    ),
    # --- schedulers, environments and job start-up ----------------------------------------------------
    real(
        GH + "mehta-lab/waveorder/issues/201",
        "mehta-lab/waveorder",
        "other",
        "user_code",
        USER,
        "srun: error: Unable to create step for job 16413634: Invalid generic resource (gres) specification",
        r"""
        srun: error: Unable to create step for job 16413634: Invalid generic resource (gres) specification
        """,
        "Reconstruction jobs submitted with submitit from inside a GPU node's allocation fail: Slurm "
        "cannot create the step because the generated request carries a GRES specification it "
        "rejects; submitting the same job from a login node works (the maintainers' workaround). A "
        "submission configuration problem that recurs until the job is submitted differently.",
    ),
    real(
        GH + "FIRST-Tech-Challenge/fmltc/issues/244",
        "FIRST-Tech-Challenge/fmltc",
        "import_error",
        "user_code",
        USER,
        "undefined symbol: _ZN10tensorflow14kernel_factory17OpKernelRegistrar12InitInternal",
        r"""
        {
          "insertId": "op5hl1g1bhcbgu",
          "jsonPayload": {
            "lineno": 974,
            "message": "Module raised an exception for failing to TPU node IP: /root/.local/lib/python3.7/site-packages/tensorflow/core/kernels/libtfkernel_sobol_op.so: undefined symbol: _ZN10tensorflow14kernel_factory17OpKernelRegistrar12InitInternalEPKNS_9KernelDefEN4absl12lts_2021032411string_viewESt10unique_ptrINS0_15OpKernelFactoryESt14default_deleteIS9_EE.",
            "created": 1640311585.6053097,
            "pathname": "/runcloudml.py",
            "levelname": "ERROR"
          },
          "resource": {
            "type": "ml_job",
            "labels": {
              "task_name": "master-replica-0",
              "project_id": "ftc18053-ml",
              "job_id": "train_32b464d7df9948a99ee821998ae95158"
            }
          },
          "timestamp": "2021-12-24T02:06:25.605309724Z",
          "severity": "ERROR",
        """,
        "TPU model-training jobs of the FTC machine-learning toolchain fail on Cloud AI Platform with "
        "'Internal Error for current attempt'; the master replica's log shows TensorFlow's kernel "
        "library in the job's installed packages failing to load with an undefined symbol. No "
        "diagnosis is in the excerpt; labelled from the log: a TensorFlow build that does not match "
        "the runtime it is loaded into, which fails the same way on every attempt until the packages "
        "or runtime version are aligned.",
    ),
    real(
        GH + "talmolab/sleap/pull/1485",
        "talmolab/sleap",
        "file_not_found",
        "user_code",
        USER,
        "INTERNAL: libdevice not found at ./libdevice.10.bc",
        r"""
        2023-09-14 08:17:09.019604: W tensorflow/core/framework/op_kernel.cc:1830] OP_REQUIRES failed at xla_ops.cc:446 : INTERNAL: libdevice not found at ./libdevice.10.bc
        2023-09-14 08:17:09.040892: W tensorflow/compiler/xla/service/gpu/llvm_gpu_backend/gpu_backend_lib.cc:326] libdevice is required by this HLO module but was not found at ./libdevice.10.bc
        2023-09-14 08:17:09.041088: W tensorflow/core/framework/op_kernel.cc:1830] OP_REQUIRES failed at xla_ops.cc:446 : INTERNAL: libdevice not found at ./libdevice.10.bc
        2023-09-14 08:17:09.053238: W tensorflow/compiler/xla/service/gpu/llvm_gpu_backend/gpu_backend_lib.cc:326] libdevice is required by this HLO module but was not found at ./libdevice.10.bc
        2023-09-14 08:17:09.053464: W tensorflow/core/framework/op_kernel.cc:1830] OP_REQUIRES failed at xla_ops.cc:446 : INTERNAL: libdevice not found at ./libdevice.10.bc
        Traceback (most recent call last):
          File "/home/talmolab/micromamba/envs/w0/bin/sleap-train", line 8, in <module>
            sys.exit(main())
          File "/home/talmolab/micromamba/envs/w0/lib/python3.7/site-packages/sleap/nn/training.py", line 2014, in main
            trainer.train()
          File "/home/talmolab/micromamba/envs/w0/lib/python3.7/site-packages/sleap/nn/training.py", line 941, in train
            verbose=2,
        """,
        "sleap-train on a GPU fails at its first XLA-compiled step: TensorFlow cannot find CUDA's "
        "libdevice.10.bc in the environment. The maintainers fixed it by restricting the TensorFlow "
        "versions the pip install may pull in. A missing CUDA component of the job's environment: "
        "every run fails the same way until the environment is fixed.",
    ),
    real(
        GH + "ZhaochongAn/COSeg/issues/11",
        "ZhaochongAn/COSeg",
        "runtime_error",
        "user_code",
        USER,
        "RuntimeError: Distributed package doesn't have NCCL built in",
        r"""
            raise RuntimeError("Distributed package doesn't have NCCL " "built in")
        RuntimeError: Distributed package doesn't have NCCL built in
        """,
        "Starting COSeg's multi-process training fails at process-group creation: the installed "
        "PyTorch has no NCCL. The maintainer points to a wrong torch installation. The job's "
        "environment, not the cluster: every start fails until PyTorch is reinstalled with NCCL.",
    ),
    # --- numerics ---------------------------------------------------------------------------------------
    real(
        GH + "kakaobrain/hotr/issues/33",
        "kakaobrain/hotr",
        "nan_or_value_error",
        "user_code",
        USER,
        "Loss is nan, stopping training",
        r"""
        Loss is nan, stopping training
        """,
        "HOTR training on both datasets stops with the trainer's NaN-loss guard. The reporter resolved "
        "it by changing the training parameters (adding that it was tied to their GPU set-up). A diverging loss recurs with the same settings; a "
        "restart from the last checkpoint replays it.",
    ),
]
