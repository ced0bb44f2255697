# ruff: noqa
"""Real excerpts, batch ZZ10-DIST: torch.distributed and its launchers as users hit them. c10d's
TCPStore client refused at an address the script made up, PyTorch's Windows wheels that ask TCPStore
for libuv they were built without, the NCCL backend asked for on Windows (no NCCL there) or with no
GPU visible, the env:// rendezvous and a script reading RANK run without a launcher, NCCL's duplicate
GPU check, an ncclInvalidArgument from a PyTorch built against a newer NCCL than the one it loaded,
an unhandled system error with nothing else printed, Gloo's full mesh failing with "no error", a
worker segfault the elastic agent restarts, and Open MPI's report of a rank killed by SIGKILL.
Verbatim lines as printed in public threads (each repository maps to the dev fold and was not in
the corpus before); labelled from what each thread concluded, or from the log where it concluded
nothing (the notes say which)."""

from __future__ import annotations

from real_kit import HUMAN, USER, real

GH = "https://github.com/"


CASES = [
    # --- TCPStore / rendezvous set-up -----------------------------------------------------------
    real(
        GH + "netease-youdao/QAnything/issues/381",
        "netease-youdao/QAnything",
        "connection_error",
        "user_code",
        USER,
        "RuntimeError: The client socket has failed to connect to any network address of (0.0.188.125, 59771).",
        r"""
          File "/home/***/anaconda3/envs/qanything-python/lib/python3.10/site-packages/torch/distributed/distributed_c10d.py", line 1141, in init_process_group
            store, rank, world_size = next(rendezvous_iterator)
          File "/home/***/anaconda3/envs/qanything-python/lib/python3.10/site-packages/torch/distributed/rendezvous.py", line 196, in _tcp_rendezvous_handler
            store = _create_c10d_store(result.hostname, result.port, rank, world_size, timeout)
          File "/home/***/anaconda3/envs/qanything-python/lib/python3.10/site-packages/torch/distributed/rendezvous.py", line 172, in _create_c10d_store
            return TCPStore(
        RuntimeError: The client socket has failed to connect to any network address of (0.0.188.125, 59771). The client socket has failed to connect to 0.0.188.125:59771 (errno: 22 - Invalid argument).
        """,
        "A tcp:// rendezvous whose host is 0.0.188.125 (an integer read as an IPv4 address) and the "
        "kernel refusing the connect with EINVAL: the init_method the launch script builds is wrong. "
        "The thread has no answer; the label rests on the log: the same script fails the same way.",
    ),
    real(
        GH + "cocktailpeanut/fluxgym/issues/302",
        "cocktailpeanut/fluxgym",
        "runtime_error",
        "framework_bug",
        USER,
        "RuntimeError: use_libuv was requested but PyTorch was build without libuv support",
        r"""
          File "C:\Users\pc\AppData\Local\Programs\Python\Python311\Lib\site-packages\torch\distributed\elastic\agent\server\api.py", line 500, in _rendezvous
            rdzv_info = spec.rdzv_handler.next_rendezvous()
                        ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
          File "C:\Users\pc\AppData\Local\Programs\Python\Python311\Lib\site-packages\torch\distributed\elastic\rendezvous\static_tcp_rendezvous.py", line 67, in next_rendezvous
            self._store = TCPStore(  # type: ignore[call-arg]
                          ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
        RuntimeError: use_libuv was requested but PyTorch was build without libuv support
        """,
        "torchrun's static rendezvous on Windows creates its TCPStore with the libuv backend, which "
        "the Windows wheels of PyTorch 2.4/2.5 were built without. The thread has no fix; the known "
        "workarounds are USE_LIBUV=0 or another torch build, so a restart fails identically.",
    ),
    real(
        GH + "Perfect-You/SDACD/issues/11",
        "Perfect-You/SDACD",
        "runtime_error",
        "user_code",
        USER,
        "Error initializing torch.distributed using env:// rendezvous: environment variable RANK expected, but not set",
        r"""
        Error initializing torch.distributed using env:// rendezvous: environment variable RANK expected, but not set
        """,
        "The env:// rendezvous needs RANK/WORLD_SIZE/MASTER_* from a launcher; the script was run "
        "with plain python. A commenter points to a blog post on launching it with torch.distributed; "
        "the run fails the same way until it is launched properly.",
    ),
    real(
        GH + "facebookresearch/DeeperCluster/issues/2",
        "facebookresearch/DeeperCluster",
        "runtime_error",
        "user_code",
        USER,
        "KeyError: 'RANK'",
        r"""
          File "main.py", line 251, in <module>
            main(args)
          File "main.py", line 115, in main
            training_groups, clustering_groups = init_distributed_mode(args)
          File "/media/.../deepcluster/deepcluster/core/src/utils.py", line 66, in init_distributed_mode
            args.rank = int(os.environ['RANK'])
          File "/home/.../dev/miniconda/envs/deepcluster/lib/python3.7/os.py", line 678, in __getitem__
            raise KeyError(key) from None
        KeyError: 'RANK'
        """,
        "The repository's init_distributed_mode reads RANK from the environment, which only a "
        "distributed launcher sets; the reporter ran main.sh directly. Launch configuration: the "
        "same command fails again.",
    ),
    # --- the NCCL backend where it cannot run -----------------------------------------------------
    real(
        GH + "mk-minchul/AdaFace/issues/138",
        "mk-minchul/AdaFace",
        "runtime_error",
        "user_code",
        USER,
        "RuntimeError: Distributed package doesn't have NCCL built in",
        r"""
        RuntimeError: Distributed package doesn't have NCCL built in
        """,
        "Training on Windows, whose PyTorch builds have no NCCL: the backend must be gloo (or the "
        "job moved to Linux). No answer in the thread; from the log, the same config recurs.",
    ),
    real(
        GH + "OFA-Sys/Chinese-CLIP/issues/279",
        "OFA-Sys/Chinese-CLIP",
        "runtime_error",
        "user_code",
        USER,
        "RuntimeError: Distributed package doesn't have NCCL built in",
        r"""
        RuntimeError: Distributed package doesn't have NCCL built in
        EOFError: Ran out of input
        ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: 1) local_rank: 0 (pid: 27316) of binary: C:\anaconda\envs\clip\python.exe
        """,
        "Single-GPU training on Windows through torchrun with the NCCL backend; the EOFError is the "
        "spawn child dying after the parent. The maintainer: Windows does not support NCCL, set the "
        "backend to gloo or train on Linux.",
    ),
    real(
        GH + "xlang-ai/UnifiedSKG/issues/12",
        "xlang-ai/UnifiedSKG",
        "cuda_error",
        "user_code",
        USER,
        "RuntimeError: ProcessGroupNCCL is only supported with GPUs, no GPUs found!",
        r"""
            if is_torch_available() and self.device.type != "cuda" and (self.fp16 or self.fp16_full_eval):
          File "/home2/xh/.conda/envs/skg/lib/python3.7/site-packages/transformers/file_utils.py", line 1727, in wrapper
            return func(*args, **kwargs)
          File "/home2/xh/.conda/envs/skg/lib/python3.7/site-packages/transformers/training_args.py", line 873, in device
            return self._setup_devices
          File "/home2/xh/.conda/envs/skg/lib/python3.7/site-packages/transformers/file_utils.py", line 1717, in __get__
            cached = self.fget(obj)
          File "/home2/xh/.conda/envs/skg/lib/python3.7/site-packages/transformers/file_utils.py", line 1727, in wrapper
            return func(*args, **kwargs)
          File "/home2/xh/.conda/envs/skg/lib/python3.7/site-packages/transformers/training_args.py", line 858, in _setup_devices
            torch.distributed.init_process_group(backend="nccl")
          File "/home2/xh/.conda/envs/skg/lib/python3.7/site-packages/torch/distributed/distributed_c10d.py", line 510, in init_process_group
            timeout=timeout))
          File "/home2/xh/.conda/envs/skg/lib/python3.7/site-packages/torch/distributed/distributed_c10d.py", line 603, in _new_process_group_helper
            timeout)
        RuntimeError: ProcessGroupNCCL is only supported with GPUs, no GPUs found!
        INFO:filelock:Lock 139711655354096 released on .lock
        """,
        "The HF Trainer asked for the NCCL process group in an environment where torch sees no CUDA "
        "device (a CPU-only or mismatched torch build for this CUDA; the thread is about the NCCL "
        "version). No hardware signature; from the log, the environment fails the same way again.",
    ),
    real(
        GH + "OptimalScale/LMFlow/issues/143",
        "OptimalScale/LMFlow",
        "cuda_error",
        "user_code",
        USER,
        "RuntimeError: ProcessGroupNCCL is only supported with GPUs, no GPUs found!",
        r"""
        RuntimeError: ProcessGroupNCCL is only supported with GPUs, no GPUs found!
        """,
        "torch.cuda sees two GPUs in a shell, yet the launched job finds none; the answer in the "
        "thread: the installed PyTorch does not match the CUDA version, install the one the "
        "requirements name. Environment set-up, recurs until fixed.",
    ),
    # --- NCCL communicator set-up -----------------------------------------------------------------
    real(
        GH + "LiyingCV/Long-Range-Grouping-Transformer/issues/13",
        "LiyingCV/Long-Range-Grouping-Transformer",
        "runtime_error",
        "user_code",
        USER,
        "NCCL WARN Duplicate GPU detected : rank 1 and rank 0 both on CUDA device 1000",
        r"""
        ubun:2375340:2375340 [0] NCCL INFO Bootstrap : Using [0]enp4s0:10.214.24.190<0>
        ubun:2375340:2375340 [0] NCCL INFO NET/Plugin : No plugin found (libnccl-net.so), using internal implementation
        ubun:2375340:2375340 [0] NCCL INFO NET/IB : No device found.
        ubun:2375340:2375340 [0] NCCL INFO NET/Socket : Using [0]enp4s0:10.214.24.190<0>
        ubun:2375340:2375340 [0] NCCL INFO Using network Socket
        NCCL version 2.7.8+cuda10.2
        ubun:2375341:2375341 [0] NCCL INFO Bootstrap : Using [0]enp4s0:10.214.24.190<0>
        ubun:2375341:2375341 [0] NCCL INFO NET/Plugin : No plugin found (libnccl-net.so), using internal implementation
        ubun:2375341:2375341 [0] NCCL INFO NET/IB : No device found.
        ubun:2375341:2375341 [0] NCCL INFO NET/Socket : Using [0]enp4s0:10.214.24.190<0>
        ubun:2375341:2375341 [0] NCCL INFO Using network Socket

        ubun:2375341:2375387 [0] init.cc:573 NCCL WARN Duplicate GPU detected : rank 1 and rank 0 both on CUDA device 1000
        ubun:2375341:2375387 [0] NCCL INFO init.cc:840 -> 5
        ubun:2375341:2375387 [0] NCCL INFO group.cc:73 -> 5 [Async thread]

        ubun:2375340:2375386 [0] init.cc:573 NCCL WARN Duplicate GPU detected : rank 0 and rank 1 both on CUDA device 1000
        ubun:2375340:2375386 [0] NCCL INFO init.cc:840 -> 5
        ubun:2375340:2375386 [0] NCCL INFO group.cc:73 -> 5 [Async thread]
        """,
        "Two ranks of train.sh on one GPU (device 1000): NCCL refuses the communicator "
        "(ncclInvalidUsage, code 5). The thread has no answer; from the log, the launch maps both "
        "processes to the same device, which recurs until the device assignment is fixed.",
    ),
    real(
        GH + "SpursGoZmy/Table-LLaVA/issues/4",
        "SpursGoZmy/Table-LLaVA",
        "runtime_error",
        "user_code",
        USER,
        "ncclInvalidArgument: Invalid value for an argument.",
        r"""
        torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/NCCLUtils.hpp:219, invalid argument, NCCL version 2.14.3
        ncclInvalidArgument: Invalid value for an argument.
        Last error:
        Invalid config blocking attribute value -2147483648
        """,
        "ncclInvalidArgument on communicator creation: the config's blocking field is INT_MIN, the "
        "'unset' value of NCCL 2.17+ headers, handed to a loaded libnccl 2.14.3 that rejects it, i.e. "
        "a PyTorch built against a newer NCCL than the one installed beside it. No answer in the "
        "thread; from the log, an environment mismatch that recurs.",
    ),
    real(
        GH + "DecaYale/RNNPose/issues/29",
        "DecaYale/RNNPose",
        "connection_error",
        "unknown",
        HUMAN,
        "unhandled system error, NCCL version 2.7.8",
        r"""
        RuntimeError: NCCL error in: /opt/conda/conda-bld/pytorch_1607370128159/work/torch/lib/c10d/ProcessGroupNCCL.cpp:784, unhandled system error, NCCL version 2.7.8
        """,
        "ncclSystemError (a socket or system call failed) on eval with --use_dist inside a CUDA 10.2 "
        "container, and no NCCL WARN line saying which call. Unresolved in the thread; the log alone "
        "cannot tell a container limit or interface choice from a transient failure: a human decides.",
        ambiguous=True,
    ),
    # --- Gloo ---------------------------------------------------------------------------------------
    real(
        GH + "DeepAuto-AI/hip-attention/pull/59",
        "DeepAuto-AI/hip-attention",
        "connection_error",
        "unknown",
        HUMAN,
        "Gloo connectFullMesh failed with [../third_party/gloo/gloo/transport/tcp/pair.cc:144] no error",
        r"""
        [rank4]:[E421 02:05:38.764490322 ProcessGroupGloo.cpp:143] Gloo connectFullMesh failed with [../third_party/gloo/gloo/transport/tcp/pair.cc:144] no error
        [rank6]:[E421 02:05:38.764515994 ProcessGroupGloo.cpp:143] Gloo connectFullMesh failed with [../third_party/gloo/gloo/transport/tcp/pair.cc:144] no error
        [2025-04-21 02:05:39 TP4] Scheduler hit an exception: Traceback (most recent call last):
          File "/home/ubuntu/hip-attention/.venv/lib/python3.9/site-packages/sglang/srt/managers/scheduler.py", line 2059, in run_scheduler_process
            scheduler = Scheduler(server_args, port_args, gpu_id, tp_rank, dp_rank)
          File "/home/ubuntu/hip-attention/.venv/lib/python3.9/site-packages/sglang/srt/managers/scheduler.py", line 260, in __init__
            self.tp_worker = TpWorkerClass(
          File "/home/ubuntu/hip-attention/.venv/lib/python3.9/site-packages/sglang/srt/managers/tp_worker_overlap_thread.py", line 63, in __init__
            self.worker = TpModelWorker(server_args, gpu_id, tp_rank, dp_rank, nccl_port)
          File "/home/ubuntu/hip-attention/.venv/lib/python3.9/site-packages/sglang/srt/managers/tp_worker.py", line 76, in __init__
            self.model_runner = ModelRunner(
          File "/home/ubuntu/hip-attention/.venv/lib/python3.9/site-packages/sglang/srt/model_executor/model_runner.py", line 183, in __init__
            min_per_gpu_memory = self.init_torch_distributed()
        """,
        "Gloo's full-mesh connect between the tensor-parallel ranks fails with errno 0 ('no error') "
        "while sglang initialises torch.distributed, in a work-in-progress pull request. The thread "
        "does not say why; the log cannot tell an interface/hostname mix-up from a peer that went "
        "away: a human decides.",
        ambiguous=True,
    ),
    # --- deaths the launchers report --------------------------------------------------------------
    real(
        GH + "microsoft/SoftTeacher/issues/158",
        "microsoft/SoftTeacher",
        "other",
        "unknown",
        HUMAN,
        "failed (exitcode: -11) local_rank: 0 (pid: 15048)",
        r"""
        INFO:torch.distributed.elastic.agent.server.api:[default] Starting worker group
        INFO:torch.distributed.elastic.multiprocessing:Setting worker0 reply file to: /tmp/torchelastic_mnn5x9jo/none_j57hpvun/attempt_3/0/error.json
        ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: -11) local_rank: 0 (pid: 15048) of binary: /home/vefak/Documents/anaconda3/envs/torch/bin/python3
        ERROR:torch.distributed.elastic.agent.server.local_elastic_agent:[default] Worker group failed
        INFO:torch.distributed.elastic.agent.server.api:Local worker group finished (FAILED). Waiting 300 seconds for other agents to finish
        /home/vefak/Documents/anaconda3/envs/torch/lib/python3.6/site-packages/torch/distributed/elastic/utils/store.py:71: FutureWarning: This is an experimental API and will be changed in future.
          "This is an experimental API and will be changed in future.", FutureWarning
        INFO:torch.distributed.elastic.agent.server.api:Done waiting for other agents. Elapsed: 0.0004889965057373047 seconds
        """,
        "The single worker dies of SIGSEGV on every attempt the elastic agent makes (attempt_3), "
        "with no Python traceback. A segfault with nothing beside it: the log cannot tell a broken "
        "extension build from anything else, a human decides.",
        ambiguous=True,
    ),
    real(
        GH + "Kay1794/Aware-of-the-history/issues/2",
        "Kay1794/Aware-of-the-history",
        "host_oom",
        "unknown",
        HUMAN,
        "exited on signal 9 (Killed)",
        r"""
        Primary job  terminated normally, but 1 process returned
        a non-zero exit code. Per user-direction, the job has been aborted.
        mpirun noticed that process rank 1 with PID xxxxxx on node xxxxxxxx exited on signal 9 (Killed).
        """,
        "Open MPI's report of a Horovod rank killed by SIGKILL, with no kernel OOM record and no "
        "traceback. The maintainer suspects the Horovod/Open MPI set-up, the reporter had already "
        "lowered the batch size; a bare SIGKILL is for a human.",
        ambiguous=True,
    ),
]
