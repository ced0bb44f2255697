# ruff: noqa
"""Real excerpts, batch ZZ17-GC: development-fold failures that come from the machine rather than the
code, as users paste them: kernel and cgroup OOM kills of training processes (dmesg oom-killer
records, a bare srun "Killed" on a Slurm GPU node), a GPU driver that a container or workstation lost
(NVML that cannot initialise inside a container, cudart init failure 999 after a suspend/resume), a
hang of a 40-node BLOOM prequel run whose nodes kept crashing, and storage under training and serving
jobs (an NFS/NAS stale file handle at checkpoint save, /dev/shm filling up under a bucket builder and
under a serving launcher). Gathered from GitHub issue threads (and one training chronicle kept in a
GitHub repository) of repositories whose `fold_of(repo)` is "dev" and that had room left under the
per-repository caps. Many phrasings were searched (Xid 79 / fallen off the bus, Xid 48/74/31,
uncorrectable ECC, NVLink and CUDA_ERROR_CONTAINED, fabric manager / error 802, slurmstepd oom-kill,
NODE_FAIL, TIME LIMIT, PREEMPTION, Kubernetes OOMKilled / Evicted / UnexpectedAdmissionError, NFS
stale handles, Lustre EIO, FUSE "Transport endpoint is not connected", S3 timeouts, disk quota and
ENOSPC, spot and TPU preemption, PSU reboots, display-watchdog launch timeouts); the stored index
mostly returned threads already in the corpus or from test-fold repositories, and the forum and
HPC-documentation pages it returned held no usable job logs, so this batch is small and holds what
the searches returned in dev-fold repositories, taken as it came and not picked for what crashcart
can do. Nobody ran crashcart on these cases before they were labelled. Verbatim log lines as printed
in each thread (trimmed to the relevant part; markdown quote markers removed; where a thread's paste
was cut off, the notes say which line comes from the issue title); labelled from what each thread
concluded, or from the log where it concluded nothing (the notes say which)."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    # --- host and cgroup OOM kills ---------------------------------------------------------------
    real(
        GH + "NVIDIA/DALI/issues/585",
        "NVIDIA/DALI",
        "host_oom",
        "user_code",
        USER,
        "python invoked oom-killer",
        r"""
        [2612362.231458] python invoked oom-killer: gfp_mask=0x14000c0(GFP_KERNEL), nodemask=(null), order=0, oom_score_adj=829
        [2612362.231460] python cpuset=157d3ac310d314abd88b69c5f503b662a4076dae74f12c53e9a996176f1c53d2 mems_allowed=0-1
        [2612362.231465] CPU: 6 PID: 208253 Comm: python Tainted: P           O     4.15.15-1.el7.elrepo.x86_64 #1
        [2612362.231466] Hardware name: GIGABYTE G291-001-W6/MG51-G21-00, BIOS F08 01/08/2018
        [2612362.231467] Call Trace:
        [2612362.231475]  dump_stack+0x63/0x88
        [2612362.231478]  dump_header+0x78/0x294
        [2612362.231482]  ? mem_cgroup_scan_tasks+0x9c/0xf0
        [2612362.231483]  oom_kill_process+0x21c/0x430
        [2612362.231485]  out_of_memory+0x114/0x4a0
        [2612362.231487]  mem_cgroup_out_of_memory+0x4b/0x80
        [2612362.231489]  mem_cgroup_oom_synchronize+0x2f9/0x330
        [2612362.231491]  ? mem_cgroup_oom_unregister_event+0xb0/0xb0
        [2612362.231492]  pagefault_out_of_memory+0x36/0x7c
        [2612362.231495]  mm_fault_error+0x65/0x152
        [2612362.231497]  __do_page_fault+0x438/0x4e0
        [2612362.231498]  do_page_fault+0x38/0x130
        [2612362.231502]  ? page_fault+0x2f/0x50
        [2612362.231504]  page_fault+0x45/0x50
        """,
        "A multi-GPU DALI training run inside a container hung without an error message; the dmesg "
        "the user pasted shows the kernel's memory-cgroup OOM killer firing on the python training "
        "process (mem_cgroup_out_of_memory). The thread went on to tune the pipeline; the label "
        "rests on the log: a kernel OOM record for the job's own process is host memory the job "
        "asked for and will ask for again, so the user must cut memory use or raise the limit.",
    ),
    real(
        GH + "SteveImmanuel/SegGPT-FineTune/issues/2",
        "SteveImmanuel/SegGPT-FineTune",
        "host_oom",
        "user_code",
        USER,
        "Out of memory: Killed process 1906131 (python)",
        r"""
        Traceback (most recent call last):
          File "/mnt/sdc/jinliankai/code/seg1/train.py", line 98, in <module>
            mp.spawn(main, nprocs=world_size, args=(world_size, train_args, args.port))
          File "/root/anaconda3/envs/seg/lib/python3.9/site-packages/torch/multiprocessing/spawn.py", line 240, in spawn
            return start_processes(fn, args, nprocs, join, daemon, start_method='spawn')
          File "/root/anaconda3/envs/seg/lib/python3.9/site-packages/torch/multiprocessing/spawn.py", line 198, in start_processes
            while not context.join():
          File "/root/anaconda3/envs/seg/lib/python3.9/site-packages/torch/multiprocessing/spawn.py", line 140, in join
            raise ProcessExitedException(
        torch.multiprocessing.spawn.ProcessExitedException: process 0 terminated with signal SIGKILL
        (seg) root@ubuntu:/mnt/sdc/jinliankai/code/seg1# /root/anaconda3/envs/seg/lib/python3.9/multiprocessing/resource_tracker.py:216: UserWarning: resource_tracker: There appear to be 24 leaked semaphore objects to clean up at shutdown
        [Wed Jun 19 04:01:48 2024] Out of memory: Killed process 1906131 (python) total-vm:279474328kB, anon-rss:231214868kB, file-rss:73844kB, shmem-rss:588812kB, UID:0 pgtables:460292kB
        """,
        "Fine-tuning SegGPT with mp.spawn on a 100k-image dataset: rank 0 dies with SIGKILL and the "
        "user finds the kernel OOM killer's record for the python process at about 231 GB resident. "
        "The thread concluded nothing beyond the user's own finding; the label rests on the log: "
        "a kernel OOM record for the training process is host memory the job itself consumes, and "
        "a restart with the same data and settings dies the same way (last dmesg line trimmed where "
        "the paste was cut).",
    ),
    real(
        GH + "ArjunaCluster/ArjunaUsers/issues/48",
        "ArjunaCluster/ArjunaUsers",
        "host_oom",
        "unknown",
        HUMAN,
        "srun: error: c002: task 0: Killed",
        r"""
        srun -J tmpInteractive  -A venkvis_gpu -p gpu -n 4 -N 1 --mem=8000 --gres=gpu:2 --pty bash
        srun: error: c002: task 0: Killed
        srun: Force Terminated StepId=120.0
        """,
        "A GPU job on the cluster's node c002 runs normally and is then killed after about half an "
        "hour, in interactive and batch mode alike, with an empty stderr in batch mode. The admin "
        "suspected a cgroup kill (the allocation asks for --mem=8000) but the log holds no OOM "
        "record, only a bare Killed. A bare SIGKILL without a kernel or Slurm OOM line is not "
        "attributable from the log: needs a human, ambiguous.",
        ambiguous=True,
    ),
    # --- GPU driver lost by a node or container --------------------------------------------------
    real(
        GH + "h2oai/h2o-llmstudio/issues/668",
        "h2oai/h2o-llmstudio",
        "cuda_error",
        "unknown",
        HUMAN,
        "Failed to initialize NVML: Unknown Error",
        r"""
        Traceback (most recent call last):
        File “/workspace/./llm_studio/app_utils/handlers.py”, line 78, in handle await home(q)
        File “/workspace/./llm_studio/app_utils/sections/home.py”, line 66, in home stats.append(ui.stat(label=“Current GPU load”, value=f"{get_gpu_usage():.1f}%"))
        File “/workspace/./llm_studio/app_utils/utils.py”, line 1949, in get_gpu_usage all_gpus = GPUtil.getGPUs()
        File “/home/llmstudio/.local/share/virtualenvs/workspace-dqq3IVyd/lib/python3.10/site-packages/GPUtil/GPUtil.py”, line 102, in getGPUs deviceIds = int(vals[i])
        ValueError: invalid literal for int() with base 10: ‘Failed to initialize NVML: Unknown Error’
        """,
        "The H2O LLM Studio fine-tuning app (in its container) crashes because GPUtil gets "
        "'Failed to initialize NVML: Unknown Error' back from nvidia-smi instead of GPU ids. The "
        "maintainer answered that this means no GPUs are available and asked for nvidia-smi; the "
        "ValueError only carries the fault. The container has lost its GPUs (driver or container "
        "runtime), which someone must restore on the host before anything runs: needs a human.",
    ),
    real(
        GH + "ollama/ollama/issues/6647",
        "ollama/ollama",
        "cuda_error",
        "unknown",
        HUMAN,
        "cudaSetDevice err: 999",
        r"""
        time=2024-09-05T09:20:35.622+08:00 level=DEBUG source=gpu.go:521 msg="discovered GPU libraries" paths="[/tmp/ollama786265597/runners/cuda_v11/libcudart.so.11.0 /opt/cuda/lib64/libcudart.so.12.6.37]"
        cudaSetDevice err: 999
        time=2024-09-05T09:20:35.624+08:00 level=DEBUG source=gpu.go:533 msg="Unable to load cudart" library=/tmp/ollama786265597/runners/cuda_v11/libcudart.so.11.0 error="cudart init failure: 999"
        cudaSetDevice err: 999
        time=2024-09-05T09:20:35.627+08:00 level=DEBUG source=gpu.go:533 msg="Unable to load cudart" library=/opt/cuda/lib64/libcudart.so.12.6.37 error="cudart init failure: 999"
        """,
        "After the workstation resumed from sleep, the Ollama server only used the CPU; its debug "
        "log shows every cudart library failing cudaSetDevice with 999 (unknown error). Ollama "
        "documents this as an NVIDIA driver state problem after suspend/resume, fixed by reloading "
        "nvidia_uvm or rebooting. Restarting the server alone does not help, so the machine needs "
        "a human: needs a human.",
    ),
    # --- a hang with crashing nodes --------------------------------------------------------------
    real(
        GH + "bigscience-workshop/bigscience/blob/master/train/tr11-176B-ml/chronicles-prequel.md",
        "bigscience-workshop/bigscience",
        "hang",
        "unknown",
        HUMAN,
        "Thread 835995 (active)",
        r"""
        Thread 835990 (active): "MainThread"
            train (megatron/training.py:915)
            pretrain (megatron/training.py:187)
            <module> (pretrain_gpt.py:239)
        Thread 835995 (active): "MainThread"
            broadcast (torch/distributed/distributed_c10d.py:1191)
            _aggregate_total_loss (deepspeed/runtime/pipe/engine.py:540)
            train_batch (deepspeed/runtime/pipe/engine.py:330)
            train_step (megatron/training.py:436)
            train (megatron/training.py:851)
            pretrain (megatron/training.py:187)
            <module> (pretrain_gpt.py:239)
        """,
        "BLOOM 176B prequel on Jean Zay (40 nodes, TP=8/PP=10/DP=4): above about 100B parameters "
        "the run hangs after iteration 1 until it times out, and 13 of 52 nodes went down during "
        "the experiments. py-spy shows 6 processes per node past train_step and 2 stuck in a "
        "pipeline broadcast. The chronicle never found the root cause (system, NCCL, apex or "
        "DeepSpeed) and used CUDA_LAUNCH_BLOCKING=1 as a workaround: a hang with no root cause in "
        "the log, needs a human, ambiguous.",
        ambiguous=True,
        tag="prequel-hang",
    ),
    # --- storage under training and serving jobs -------------------------------------------------
    real(
        GH + "h5py/h5py/issues/2346",
        "h5py/h5py",
        "storage_error",
        "storage",
        RESTART,
        "Stale file handle",
        r"""
        Traceback (most recent call last):
          File "/mnt/NAS/mypath/train.py", line 395, in <module>
            model.save(save_path,
          File "/home/myuser/.local/lib/python3.10/site-packages/keras/utils/traceback_utils.py", line 67, in error_handler
            raise e.with_traceback(filtered_tb) from None
          File "/home/myuser/.local/lib/python3.10/site-packages/h5py/_hl/files.py", line 562, in __init__
            fid = make_fid(name, mode, userblock_size, fapl, fcpl, swmr=swmr)
          File "/home/myuser/.local/lib/python3.10/site-packages/h5py/_hl/files.py", line 241, in make_fid
            fid = h5f.create(name, h5f.ACC_TRUNC, fapl=fapl, fcpl=fcpl)
          File "h5py/_objects.pyx", line 54, in h5py._objects.with_phil.wrapper
        OSError: [Errno 116] Unable to synchronously create file (unable to fstat file, errno = 116, error message = 'Stale file handle')
        """,
        "A TF/Keras training run saves its h5 checkpoints to a mounted NAS; sometimes the first "
        "model.save() succeeds and a later one fails with ESTALE. The paste was cut inside the "
        "traceback, so the final exception line is the issue's title. A stale NFS handle on the "
        "checkpoint mount is a transient storage fault: restart from the last good checkpoint.",
    ),
    real(
        GH + "hpcaitech/Open-Sora/issues/663",
        "hpcaitech/Open-Sora",
        "os_error",
        "user_code",
        USER,
        "OSError: [Errno 28] No space left on device",
        r"""
        [2024-08-10 02:11:44] Building dataset...
        [2024-08-10 02:12:19] Dataset contains 432801 samples.
        [2024-08-10 02:12:19] Number of buckets: 626
        INFO: Pandarallel will run on 16 workers.
        INFO: Pandarallel will use Memory file system to transfer data between the main process and workers.
        [2024-08-10 02:12:19] Building buckets...
        Traceback (most recent call last):
          File "/opt/conda/envs/pytorch/lib/python3.9/site-packages/pandarallel/core.py", line 263, in closure
            pickle.dump(chunk, filedescriptor)
        OSError: [Errno 28] No space left on device

        During handling of the above exception, another exception occurred:

        Traceback (most recent call last):
          File "/workspace/Open-Sora/scripts/train.py", line 412, in <module>
            main()
          File "/workspace/Open-Sora/scripts/train.py", line 111, in main
            numsteps_per_epoch = len(dataloader)
        """,
        "Open-Sora 1.2 training on a 432k-sample dataset (5 TB on a 16 TB EBS volume) fails while "
        "building buckets: pandarallel pickles its chunks through the memory file system (/dev/shm) "
        "and that fills up, although the data volume has room. The thread concluded nothing (it "
        "went stale); the label rests on the log: ENOSPC on the shared-memory file system is the "
        "job's own configuration (shm size, workers) and recurs on restart.",
    ),
    real(
        GH + "huggingface/text-generation-inference/issues/446",
        "huggingface/text-generation-inference",
        "os_error",
        "user_code",
        USER,
        "Download process was signaled to shutdown with signal 7",
        r"""
        The command line: --model-id bigscience/bloom-560m --num-shard 2
        Tue Jun 13 12:05:21 2023
        +-----------------------------------------------------------------------------+
        | NVIDIA-SMI 525.105.17   Driver Version: 525.105.17   CUDA Version: 12.0     |
        |-------------------------------+----------------------+----------------------+
        | GPU  Name        Persistence-M| Bus-Id        Disp.A | Volatile Uncorr. ECC |
        | Fan  Temp  Perf  Pwr:Usage/Cap|         Memory-Usage | GPU-Util  Compute M. |
        |                               |                      |               MIG M. |
        |===============================+======================+======================|
        |   0  NVIDIA A100 80G...  Off  | 00000000:17:00.0 Off |                    0 |
        | N/A   51C    P0    84W / 300W |  39936MiB / 81920MiB |     16%      Default |
        |                               |                      |             Disabled |
        +-------------------------------+----------------------+----------------------+
        |   1  NVIDIA A100 80G...  Off  | 00000000:65:00.0 Off |                    0 |
        | N/A   51C    P0    88W / 300W |  37208MiB / 81920MiB |      0%      Default |
        Error: Download process was signaled to shutdown with signal 7
        """,
        "Starting the TGI 0.8 server with two shards on two A100s: the weight-download process dies "
        "with SIGBUS (signal 7). The maintainer's answer: the shm volume was not mounted into the "
        "container; the user confirmed. The error line is the issue's title (the paste shows the "
        "setup and nvidia-smi). Too little /dev/shm for the container is deployment "
        "configuration that recurs until fixed: notify the user.",
    ),
]
