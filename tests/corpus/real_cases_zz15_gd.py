# ruff: noqa
"""Real excerpts, batch ZZ15-GD: development-fold failures of training, fine-tuning and inference runs
from the trackers of big ML repositories already in the corpus (Megatron-LM, Megatron-Bridge, vLLM,
LlamaFactory, axolotl, unsloth, accelerate, huggingface_hub, fairseq, TensorFlow, nccl-tests), each
checked with `fold_of(repo) == "dev"`, at most 5 new cases per repository. Renamed repositories whose
old and new names fall in different folds (DeepSpeed, Lightning, LLaMA-Factory's old name, NeMo) were
skipped. Searched with the error lines users paste (NCCL errors and watchdog timeouts, CUDA errors and
illegal memory accesses, CUDA and host OOM, DataLoader workers killed, segmentation faults, checkpoint
writes failing, Hub read timeouts, /dev/shm, NVML); most results are from 2024-2026, a few older ones
came up in the same searches and were kept. What the searches returned is taken as it came, not
picked for what crashcart can do, and nobody ran crashcart on these cases before they were labelled.
Verbatim log lines as printed in each thread (trimmed to the relevant part; markdown quote markers
removed); labelled from what each thread concluded, or from the log where it concluded nothing (the
notes say which)."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    # --- Megatron-LM / Megatron-Bridge ---------------------------------------------------------------
    real(
        GH + "NVIDIA/Megatron-LM/issues/935",
        "NVIDIA/Megatron-LM",
        "nccl_timeout",
        "unknown",
        HUMAN,
        "Watchdog caught collective operation timeout",
        r"""
        terminate called after throwing an instance of 'c10::DistBackendError'
          what():  [PG 1 Rank 5] Process group watchdog thread terminated with exception: [Rank 5] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=199, OpType=_REDUCE_SCATTER_BASE, NumelIn=7098994688, NumelOut=443687168, Timeout(ms)=600000) ran for 882737 milliseconds before timing out.
        Exception raised from checkTimeout at /opt/pytorch/pytorch/torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:567 (most recent call first):
        frame #0: c10::Error::Error(c10::SourceLocation, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >) + 0x99 (0x7fb2d6398969 in /usr/local/lib/python3.10/dist-packages/torch/lib/libc10.so)
        frame #1: c10d::ProcessGroupNCCL::WorkNCCL::checkTimeout(std::optional<std::chrono::duration<long, std::ratio<1l, 1000l> > >) + 0x1e1 (0x7fb2716a04e1 in /usr/local/lib/python3.10/dist-packages/torch/lib/libtorch_cuda.so)
        frame #2: c10d::ProcessGroupNCCL::watchdogHandler() + 0x222 (0x7fb2716a81a2 in /usr/local/lib/python3.10/dist-packages/torch/lib/libtorch_cuda.so)
        frame #3: c10d::ProcessGroupNCCL::ncclCommWatchdog() + 0x10f (0x7fb2716a9a0f in /usr/local/lib/python3.10/dist-packages/torch/lib/libtorch_cuda.so)
        """,
        "A Megatron-LM run (2024) dies when the NCCL watchdog of rank 5 finds a 7-billion-element "
        "reduce-scatter (the distributed optimizer's gradient reduce-scatter) stuck past the 10-minute "
        "timeout; the same message is printed for other ranks. The thread went stale without a diagnosis. "
        "From the log: a collective timeout with no root cause anywhere (no rank's own error, no network "
        "or hardware line), so a person has to look.",
        ambiguous=True,
    ),
    real(
        GH + "NVIDIA/Megatron-LM/issues/735",
        "NVIDIA/Megatron-LM",
        "nccl_timeout",
        "unknown",
        HUMAN,
        "[Rank 2] Watchdog caught collective operation timeout",
        r"""
        [rank2]:[E ProcessGroupNCCL.cpp:754] [Rank 2] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=305, OpType=ALLREDUCE, NumelIn=1, NumelOut=1, Timeout(ms)=600000) ran for 600381 milliseconds before timing out.
        9aee1c01f3e7:6727:7168 [1] NCCL INFO [Service thread] Connection closed by localRank 2
        9aee1c01f3e7:6728:7169 [2] NCCL INFO [Service thread] Connection closed by localRank 2
        9aee1c01f3e7:6729:7171 [3] NCCL INFO [Service thread] Connection closed by localRank 2
        [rank0]:[E ProcessGroupNCCL.cpp:754] [Rank 0] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=305, OpType=ALLREDUCE, NumelIn=1, NumelOut=1, Timeout(ms)=600000) ran for 600528 milliseconds before timing out.
        9aee1c01f3e7:6727:7168 [1] NCCL INFO [Service thread] Connection closed by localRank 0
        9aee1c01f3e7:6726:7170 [0] NCCL INFO [Service thread] Connection closed by localRank 0
        9aee1c01f3e7:6729:7171 [3] NCCL INFO [Service thread] Connection closed by localRank 0
        [rank1]:[E ProcessGroupNCCL.cpp:754] [Rank 1] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=305, OpType=ALLREDUCE, NumelIn=1, NumelOut=1, Timeout(ms)=600000) ran for 600916 milliseconds before timing out.
        """,
        "Training a MoE model with Megatron-core on one 4-GPU machine (2024): every rank times out on the "
        "same one-element all-reduce (SeqNum 305) after 10 minutes and the NCCL service threads report "
        "the peers closing. The thread went stale with no answer. From the log: the same collective "
        "times out on all ranks and nothing names a cause (a rank that diverged, a fabric or GPU error), "
        "so it is a timeout without root cause for a person to investigate.",
        ambiguous=True,
    ),
    real(
        GH + "NVIDIA/Megatron-LM/issues/1657",
        "NVIDIA/Megatron-LM",
        "dataloader_killed",
        "user_code",
        USER,
        "RuntimeError: DataLoader worker (pid 2637) is killed by signal: Killed.",
        r"""
        training ...
        Setting rerun_state_machine.current_iteration to 0...
        [before the start of training step] datetime: 2025-06-30 01:59:29
        [rank0]: Traceback (most recent call last):
        [rank0]:   File "/usr/local/lib/python3.10/dist-packages/torch/utils/data/dataloader.py", line 1130, in _try_get_data
        [rank0]:     data = self._data_queue.get(timeout=timeout)
        [rank0]:   File "/usr/lib/python3.10/queue.py", line 180, in get
        [rank0]:     self.not_empty.wait(remaining)
        [rank0]:   File "/usr/lib/python3.10/threading.py", line 324, in wait
        [rank0]:     gotit = waiter.acquire(True, timeout)
        [rank0]:   File "/usr/local/lib/python3.10/dist-packages/torch/utils/data/_utils/signal_handling.py", line 66, in handler
        [rank0]:     _error_if_any_worker_fails()
        [rank0]: RuntimeError: DataLoader worker (pid 2637) is killed by signal: Killed.
        """,
        "Megatron-LM training with sequences longer than 90K tokens: the first step dies because a "
        "DataLoader worker is SIGKILLed. The reporter watched host memory reach 100% (about 1000 GB) and "
        "the same config trains fine at 64K; the title says memory insufficient. The data pipeline's "
        "host memory need at this sequence length is the cause, which fails the same way on every "
        "restart until the config changes.",
    ),
    real(
        GH + "NVIDIA-NeMo/Megatron-Bridge/issues/650",
        "NVIDIA-NeMo/Megatron-Bridge",
        "other",
        "framework_bug",
        USER,
        "*** An error occurred in MPI_Init_thread",
        r"""
        *** An error occurred in MPI_Init_thread
        *** on a NULL communicator
        *** MPI_ERRORS_ARE_FATAL (processes in this communicator will now abort,
        ***    and potentially your MPI job)
        """,
        "Pretraining a Nemotron-H 8B recipe with Megatron-Bridge under torchrun (2025): with TP "
        "communication overlap enabled (the recipe's default) every process aborts in MPI_Init_thread on "
        "the cluster; the Userbuffers overlap bootstraps through MPI. The issue is labelled a bug and "
        "went through the maintainers' fix review. It fails the same way on every launch with that "
        "recipe until the overlap setting or the code changes: no restart.",
    ),
    # --- vLLM ----------------------------------------------------------------------------------------
    real(
        GH + "vllm-project/vllm/issues/17242",
        "vllm-project/vllm",
        "other",
        "unknown",
        HUMAN,
        "Fatal Python error: Segmentation fault",
        r"""
        (RayWorkerWrapper pid=376235, ip=10.10.10.61) *** SIGSEGV received at time=1745722347 on cpu 48 ***
        (RayWorkerWrapper pid=376235, ip=10.10.10.61) PC: @     0x7f7e7ba49b8a  (unknown)  addProxyOpIfNeeded()
        (RayWorkerWrapper pid=376235, ip=10.10.10.61)     @     0x7fafd625d520       3744  (unknown)
        (RayWorkerWrapper pid=376235, ip=10.10.10.61)     @            0x80000  (unknown)  (unknown)
        (RayWorkerWrapper pid=376235, ip=10.10.10.61) [2025-04-27 02:52:27,217 E 376235 377651] logging.cc:484: *** SIGSEGV received at time=1745722347 on cpu 48 ***
        (RayWorkerWrapper pid=376235, ip=10.10.10.61) [2025-04-27 02:52:27,217 E 376235 377651] logging.cc:484: PC: @     0x7f7e7ba49b8a  (unknown)  addProxyOpIfNeeded()
        (RayWorkerWrapper pid=376235, ip=10.10.10.61) [2025-04-27 02:52:27,219 E 376235 377651] logging.cc:484:     @     0x7fafd625d520       3744  (unknown)
        (RayWorkerWrapper pid=376235, ip=10.10.10.61) [2025-04-27 02:52:27,221 E 376235 377651] logging.cc:484:     @            0x80000  (unknown)  (unknown)
        (RayWorkerWrapper pid=376235, ip=10.10.10.61) Fatal Python error: Segmentation fault
        """,
        "Serving DeepSeek with TP=16 across two nodes on a Ray cluster with vLLM 0.8.4's V1 engine: a "
        "worker on 10.10.10.61 segfaults inside NCCL's addProxyOpIfNeeded(). The issue went stale and "
        "was closed without a diagnosis. From the log: a segfault in the communication library with no "
        "hardware or configuration line around it, which a person has to triage.",
        culprit={"nodes": ["10.10.10.61"], "ranks": []},
        ambiguous=True,
    ),
    real(
        GH + "vllm-project/vllm/issues/8177",
        "vllm-project/vllm",
        "cuda_error",
        "unknown",
        HUMAN,
        "Process group watchdog thread terminated with exception: CUDA error: an illegal memory access was encountered",
        r"""
        model_runner_base.py:120] Writing input of failed execution to /tmp/err_execute_model_input_20250219-121443.pkl...
        [rank0]:[E219 12:14:43.351647859 ProcessGroupNCCL.cpp:1595] [PG ID 2 PG GUID 3 Rank 0] Process group watchdog thread terminated with exception: CUDA error: an illegal memory access was encountered
        CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
        For debugging consider passing CUDA_LAUNCH_BLOCKING=1
        Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

        Exception raised from c10_cuda_check_implementation at ../c10/cuda/CUDAException.cpp:43 (most recent call first):
        frame #0: c10::Error::Error(c10::SourceLocation, std::string) + 0x96 (0x7fd4b596c446 in /usr/local/lib/python3.10/dist-packages/torch/lib/libc10.so)
        frame #1: c10d::detail::torchCheckFail(char const*, char const*, unsigned int, std::string const&) + 0x64 (0x7fd4b59166e4 in /usr/local/lib/python3.10/dist-packages/torch/lib/libc10.so)
        """,
        "A comment (2025) on this open issue: a vLLM 0.6.4.post1 server running Llama 3.3 hits an "
        "illegal memory access, caught by the NCCL watchdog, for the first time in six months of running. "
        "Nobody found the cause in the thread. From the log: a bare illegal memory access with no Xid or "
        "other hardware line, and no sign it repeats at the same request, so it could be the software or "
        "the GPU: a person decides.",
        ambiguous=True,
    ),
    real(
        GH + "vllm-project/vllm/issues/25837",
        "vllm-project/vllm",
        "cuda_oom",
        "user_code",
        USER,
        "ValueError: Free memory on device (3.22/4.0 GiB) on startup is less than desired GPU memory utilization",
        r"""
        (EngineCore_DP0 pid=17374) ERROR 09-28 15:47:24 [core.py:718]   File "/home/vmejia/projects/loreal/loreal-dipi/.venv/lib/python3.10/site-packages/vllm/utils/__init__.py", line 3060, in run_method
        (EngineCore_DP0 pid=17374) ERROR 09-28 15:47:24 [core.py:718]     return func(*args, **kwargs)
        (EngineCore_DP0 pid=17374) ERROR 09-28 15:47:24 [core.py:718]   File "/home/vmejia/projects/loreal/loreal-dipi/.venv/lib/python3.10/site-packages/vllm/worker/worker_base.py", line 611, in init_device
        (EngineCore_DP0 pid=17374) ERROR 09-28 15:47:24 [core.py:718]     self.worker.init_device()  # type: ignore
        (EngineCore_DP0 pid=17374) ERROR 09-28 15:47:24 [core.py:718]   File "/home/vmejia/projects/loreal/loreal-dipi/.venv/lib/python3.10/site-packages/vllm/v1/worker/gpu_worker.py", line 180, in init_device
        (EngineCore_DP0 pid=17374) ERROR 09-28 15:47:24 [core.py:718]     raise ValueError(
        (EngineCore_DP0 pid=17374) ERROR 09-28 15:47:24 [core.py:718] ValueError: Free memory on device (3.22/4.0 GiB) on startup is less than desired GPU memory utilization (0.9, 3.6 GiB). Decrease GPU memory utilization or reduce GPU memory used by other processes.
        (EngineCore_DP0 pid=17374) Process EngineCore_DP0:
        (EngineCore_DP0 pid=17374) Traceback (most recent call last):
        """,
        "A vLLM V1 engine (2025) on a 4 GiB GPU refuses to start: only 3.22 GiB are free and the default "
        "gpu_memory_utilization of 0.9 asks for 3.6 GiB. The message itself names the fix (lower the "
        "utilization or free the GPU). A memory request larger than the GPU has, which fails on every "
        "start with the same settings: the user's configuration.",
    ),
    real(
        GH + "vllm-project/vllm/issues/17939",
        "vllm-project/vllm",
        "cuda_oom",
        "user_code",
        USER,
        "RuntimeError: CUDA out of memory occurred when warming up sampler with 256 dummy requests.",
        r"""
        (VllmWorker rank=1 pid=2445156) ERROR 05-10 16:00:15 [multiproc_executor.py:470]   File "/opt/home/s4075740/miniconda3/envs/torch/lib/python3.10/site-packages/vllm/v1/worker/gpu_model_runner.py", line 1548, in _dummy_sampler_run
        (VllmWorker rank=1 pid=2445156) ERROR 05-10 16:00:15 [multiproc_executor.py:470]     raise RuntimeError(
        (VllmWorker rank=1 pid=2445156) ERROR 05-10 16:00:15 [multiproc_executor.py:470] RuntimeError: CUDA out of memory occurred when warming up sampler with 256 dummy requests. Please try lowering `max_num_seqs` or `gpu_memory_utilization` when initializing the engine.
        (VllmWorker rank=0 pid=2445155) ERROR 05-10 16:00:15 [multiproc_executor.py:470] WorkerProc hit an exception.
        (VllmWorker rank=0 pid=2445155) ERROR 05-10 16:00:15 [multiproc_executor.py:470] Traceback (most recent call last):
        (VllmWorker rank=0 pid=2445155) ERROR 05-10 16:00:15 [multiproc_executor.py:470]   File "/opt/home/s4075740/miniconda3/envs/torch/lib/python3.10/site-packages/vllm/v1/worker/gpu_model_runner.py", line 1544, in _dummy_sampler_run
        (VllmWorker rank=0 pid=2445155) ERROR 05-10 16:00:15 [multiproc_executor.py:470]     sampler_output = self.sampler(logits=logits,
        """,
        "vLLM 0.8.x with two tensor-parallel workers (2025) fails engine-core initialisation: both "
        "workers run out of GPU memory while warming up the sampler with 256 dummy requests, and vLLM "
        "says to lower max_num_seqs or gpu_memory_utilization. A CUDA OOM from the serving configuration, "
        "which recurs on every start until it is changed.",
    ),
    real(
        GH + "vllm-project/vllm/issues/28143",
        "vllm-project/vllm",
        "cuda_oom",
        "user_code",
        USER,
        "Failed to create unquantized linear weights: CUDA out of memory. Tried to allocate 896.00 MiB.",
        r"""
        (EngineCore_DP0 pid=12473) ERROR 11-05 12:19:32 [linear.py:210] Failed to create unquantized linear weights: CUDA out of memory. Tried to allocate 896.00 MiB. GPU 0 has a total capacity of 93.09 GiB of which 739.81 MiB is free. Including non-PyTorch memory, this process has 92.34 GiB memory in use. Of the allocated memory 91.68 GiB is allocated by PyTorch, and 1.84 MiB is reserved by PyTorch but unallocated. If reserved but unallocated memory is large try setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  See documentation for Memory Management  (https://pytorch.org/docs/stable/notes/cuda.html#environment-variables)
        (EngineCore_DP0 pid=12473) ERROR 11-05 12:19:32 [core.py:708] EngineCore failed to start.
        (EngineCore_DP0 pid=12473) ERROR 11-05 12:19:32 [core.py:708] Traceback (most recent call last):
        (EngineCore_DP0 pid=12473) ERROR 11-05 12:19:32 [core.py:708]   File "/home/localadmin/Documents/vllm/.venv/lib/python3.10/site-packages/vllm/model_executor/layers/linear.py", line 202, in create_weights
        (EngineCore_DP0 pid=12473) ERROR 11-05 12:19:32 [core.py:708]     weight = ModelWeightParameter(data=torch.empty(
        """,
        "Loading a model into vLLM (2025) fails with a CUDA OOM while creating the linear weights: the "
        "model does not fit on GPU 0, which the reporter did not mean to use (the title: the model is not "
        "loaded on the GPU the CUDA device setting named). The thread went stale without a maintainer "
        "answer. From the log: a CUDA OOM at model load from the user's device/model choice, which "
        "recurs on every start.",
    ),
    # --- LlamaFactory --------------------------------------------------------------------------------
    real(
        GH + "hiyouga/LlamaFactory/issues/7233",
        "hiyouga/LlamaFactory",
        "os_error",
        "user_code",
        USER,
        "Error while creating shared memory segment /dev/shm/nccl-LeXlEJ (size 9637888)",
        r"""
        [rank1]:     with training_args.main_process_first(desc="load dataset"):
        [rank1]:   File "/root/miniconda3/envs/llm_demo/lib/python3.10/contextlib.py", line 135, in __enter__
        [rank1]:     return next(self.gen)
        [rank1]:   File "/root/miniconda3/envs/llm_demo/lib/python3.10/site-packages/transformers/training_args.py", line 2496, in main_process_first
        [rank1]:     dist.barrier()
        [rank1]:   File "/root/miniconda3/envs/llm_demo/lib/python3.10/site-packages/torch/distributed/c10d_logger.py", line 81, in wrapper
        [rank1]:     return func(*args, **kwargs)
        [rank1]:   File "/root/miniconda3/envs/llm_demo/lib/python3.10/site-packages/torch/distributed/distributed_c10d.py", line 4551, in barrier
        [rank1]:     work = group.barrier(opts=opts)
        [rank1]: torch.distributed.DistBackendError: NCCL error in: /pytorch/torch/csrc/distributed/c10d/NCCLUtils.hpp:268, unhandled system error (run with NCCL_DEBUG=INFO for details), NCCL version 2.21.5
        [rank1]: ncclSystemError: System call (e.g. socket, malloc) or external library call failed or device error.
        [rank1]: Last error:
        [rank1]: Error while creating shared memory segment /dev/shm/nccl-LeXlEJ (size 9637888)
        """,
        "A 4x3090 LoRA pretraining run with llamafactory-cli (2025) fails at the first barrier: NCCL "
        "cannot create its 9 MB shared-memory segment in /dev/shm. The thread has no maintainer answer; "
        "from the log: /dev/shm too small (the usual container default), an environment setting that "
        "fails the same way on every start until the shm size is raised.",
    ),
    real(
        GH + "hiyouga/LlamaFactory/issues/6161",
        "hiyouga/LlamaFactory",
        "cuda_error",
        "user_code",
        USER,
        "[rank1]: Failed to open libnvidia-ml.so.1",
        r"""
        [rank1]:     work = group.barrier(opts=opts)
        [rank1]: torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/NCCLUtils.hpp:317, un
        handled system error (run with NCCL_DEBUG=INFO for details), NCCL version 2.21.5
        [rank1]: ncclSystemError: System call (e.g. socket, malloc) or external library call failed or device error.
        [rank1]: Last error:
        [rank1]: Failed to open libnvidia-ml.so.1
        """,
        "After updating to LlamaFactory 0.9.1 (PyTorch 2.5.1, NCCL 2.21.5), a 2-GPU fine-tune that "
        "used to work fails at the first barrier: NCCL cannot load the NVML library libnvidia-ml.so.1. "
        "The thread was closed without a maintainer diagnosis. From the log: the driver's NVML library "
        "is not visible to the process (container or library path), which recurs on every start until "
        "the environment is fixed.",
    ),
    real(
        GH + "hiyouga/LlamaFactory/issues/1223",
        "hiyouga/LlamaFactory",
        "storage_error",
        "unknown",
        HUMAN,
        "PytorchStreamWriter failed writing file data/176: file write failed",
        r"""
        Traceback (most recent call last):
          File "/home/ma-user/anaconda3/envs/myenv/lib/python3.9/site-packages/torch/serialization.py", line 423, in save
            _save(obj, opened_zipfile, pickle_module, pickle_protocol)
          File "/home/ma-user/anaconda3/envs/myenv/lib/python3.9/site-packages/torch/serialization.py", line 650, in _save
            zip_file.write_record(name, storage.data_ptr(), num_bytes)
        RuntimeError: [enforce fail at inline_container.cc:445] . PytorchStreamWriter failed writing file data/176: file write failed
        """,
        "A DeepSpeed fine-tune of ChatGLM with LlamaFactory (2023) crashes while saving the step-10 "
        "checkpoint: torch.save cannot write a tensor record. The issue was closed as wontfix without a "
        "cause. From the log: the checkpoint volume refused a write (full disk, quota or a filesystem "
        "fault are all possible and nothing says which), so a person checks the storage before the job "
        "is run again.",
        ambiguous=True,
    ),
    real(
        GH + "hiyouga/LlamaFactory/issues/8043",
        "hiyouga/LlamaFactory",
        "dataloader_killed",
        "unknown",
        HUMAN,
        "LLVM ERROR: pthread_join failed: Invalid argument",
        r"""
        LLVM ERROR: pthread_join failed: Invalid argument
        [rank4]: Traceback (most recent call last):
        [rank4]:   File "/usr/local/lib/python3.11/dist-packages/torch/utils/data/dataloader.py", line 1131, in _try_get_data
        [rank4]:     data = self._data_queue.get(timeout=timeout)
        [rank4]:            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
        [rank4]:   File "/usr/lib/python3.11/queue.py", line 180, in get
        [rank4]:     self.not_empty.wait(remaining)
        [rank4]:   File "/usr/lib/python3.11/threading.py", line 324, in wait
        [rank4]:     gotit = waiter.acquire(True, timeout)
        [rank4]:             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
        [rank4]:   File "/usr/local/lib/python3.11/dist-packages/torch/utils/data/_utils/signal_handling.py", line 67, in handler
        [rank4]:     _error_if_any_worker_fails()
        [rank4]: RuntimeError: DataLoader worker (pid 69916) is killed by signal: Aborted.
        """,
        "A full-parameter SFT with DeepSpeed ZeRO-3 under torchrun (2025) sometimes crashes after one "
        "epoch: a DataLoader worker of rank 4 aborts right after an LLVM runtime error about "
        "pthread_join. The issue was closed as pending without a cause. From the log: a worker aborted by "
        "a native library, intermittently (not out of memory or /dev/shm), so it is unclear whether a "
        "rerun would pass: a person looks.",
        culprit={"nodes": [], "ranks": [4]},
        ambiguous=True,
    ),
    # --- axolotl / unsloth / accelerate / huggingface_hub --------------------------------------------
    real(
        GH + "axolotl-ai-cloud/axolotl/issues/2743",
        "axolotl-ai-cloud/axolotl",
        "cuda_error",
        "framework_bug",
        USER,
        "[rank0]: RuntimeError: CUDA error: invalid argument",
        r"""
        [rank0]:            ^^^^^^^^^^^^^^^^^^^^^
        [rank0]:   File "/home/arli/miniconda3/envs/axolotl/lib/python3.11/site-packages/torch/distributed/fsdp/_flat_param.py", line 1239, in init_flat_param_attributes
        [rank0]:     ).pin_memory(device=self.device)
        [rank0]:       ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
        [rank0]: RuntimeError: CUDA error: invalid argument
        [rank0]: CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
        [rank0]: For debugging consider passing CUDA_LAUNCH_BLOCKING=1
        [rank0]: Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

        W0530 23:22:51.028000 74691 site-packages/torch/distributed/elastic/multiprocessing/api.py:897] Sending process 74892 closing signal SIGTERM
        W0530 23:22:51.029000 74691 site-packages/torch/distributed/elastic/multiprocessing/api.py:897] Sending process 74894 closing signal SIGTERM
        W0530 23:22:51.029000 74691 site-packages/torch/distributed/elastic/multiprocessing/api.py:897] Sending process 74895 closing signal SIGTERM
        W0530 23:22:51.030000 74691 site-packages/torch/distributed/elastic/multiprocessing/api.py:897] Sending process 74896 closing signal SIGTERM
        """,
        "An axolotl FSDP fine-tune on 6x3090 Ti (2025) fails at start-up with fsdp_offload_params: "
        "pinning the CPU-offloaded flat parameters raises CUDA 'invalid argument'; the same run without "
        "offload works, and a reinstalled OS and driver changed nothing (the issue is labelled a bug). "
        "A software defect in the FSDP CPU-offload path, deterministic at initialisation: it fails on "
        "every restart until the software or the offload setting changes.",
    ),
    real(
        GH + "unslothai/unsloth/issues/3590",
        "unslothai/unsloth",
        "cuda_error",
        "framework_bug",
        USER,
        "[rank0]: RuntimeError: Triton Error [CUDA]: an illegal memory access was encountered",
        r"""
        [rank0]:   File "/usr/local/lib/python3.12/dist-packages/unsloth/kernels/rms_layernorm.py", line 177, in forward
        [rank0]:     fx[(n_rows,)](
        [rank0]:   File "/usr/local/lib/python3.12/dist-packages/triton/runtime/jit.py", line 390, in <lambda>
        [rank0]:     return lambda *args, **kwargs: self.run(grid=grid, warmup=False, *args, **kwargs)
        [rank0]:                                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
        [rank0]:   File "/usr/local/lib/python3.12/dist-packages/triton/runtime/jit.py", line 617, in run
        [rank0]:     kernel.run(grid_0, grid_1, grid_2, stream, kernel.function, kernel.packed_metadata, launch_metadata,
        [rank0]:   File "/usr/local/lib/python3.12/dist-packages/triton/backends/nvidia/driver.py", line 708, in __call__
        [rank0]:     self.launch(gridX, gridY, gridZ, stream, function, self.launch_cooperative_grid, self.launch_pdl,
        [rank0]: RuntimeError: Triton Error [CUDA]: an illegal memory access was encountered
        [rank0]:[W1112 15:03:33.266099584 ProcessGroupNCCL.cpp:1538] Warning: WARNING: destroy_process_group() was not called before program exit, which can leak resources. For more info, please see https://pytorch.org/docs/stable/distributed.html#shutdown (function operator())
        terminate called after throwing an instance of 'c10::AcceleratorError'
        """,
        "Unsloth's GRPO notebook on one H200 (2025): with gradient_accumulation_steps > 1 and "
        "max_seq_length 8192 the RMSNorm Triton kernel hits an illegal memory access after the first "
        "rollout, every time; with accumulation 1 it works. The issue is labelled a bug and closed. An "
        "illegal memory access that reproduces with the same settings is the software's, not the "
        "GPU's: no restart, the user changes the setting or waits for the fix.",
    ),
    real(
        GH + "huggingface/accelerate/issues/2457",
        "huggingface/accelerate",
        "network_error",
        "user_code",
        USER,
        "socketStartConnect: Connect to fe80::a849:bbff:fe73:19bd%veth8299cd8<54785> failed : Software caused connection abort",
        r"""
          File "/admin/home-jpgard/miniconda3/envs/rtfm/lib/python3.8/site-packages/torch/distributed/fsdp/_init_utils.py", line 1068, in _sync_module_params_and_buffers
            _sync_params_and_buffers(
          File "/admin/home-jpgard/miniconda3/envs/rtfm/lib/python3.8/site-packages/torch/distributed/utils.py", line 303, in _sync_params_and_buffers
            dist._broadcast_coalesced(
        torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1691, unhandled system error (run with NCCL_DEBUG=INFO for details), NCCL version 2.19.3
        ncclSystemError: System call (e.g. socket, malloc) or external library call failed or device error.
        Last error:
        socketStartConnect: Connect to fe80::a849:bbff:fe73:19bd%veth8299cd8<54785> failed : Software caused connection abort
        """,
        "Multi-node FSDP training with accelerate under SLURM (2024) fails at the first broadcast of the "
        "wrapped model: NCCL tries to reach a peer over a link-local IPv6 address on a veth (container "
        "virtual) interface. The thread has no maintainer diagnosis; from the log: NCCL picked an "
        "interface that does not route between nodes, a socket-interface configuration that fails the "
        "same way on every launch until NCCL_SOCKET_IFNAME is set to the real fabric interface.",
    ),
    real(
        GH + "huggingface/huggingface_hub/issues/4670",
        "huggingface/huggingface_hub",
        "network_error",
        "transient",
        RESTART,
        "The read operation timed out",
        r"""
        >>> snapshot_download(repo_id="unsloth/DeepSeek-V4-Pro-0813-GGUF", repo_type="model", local_dir="/mnt/J/LLM-Models", max_workers=1, allow_patterns="*Q8_K_XL*")
        Downloading bytes: ██████████████████████████████████████████████▉                             | 58.3GB            Error while downloading from https://huggingface.co/unsloth/DeepSeek-V4-Pro-0813-GGUF/resolve/6d053616d152293da72569f56b861466f10ace7d/UD-Q8_K_XL/DeepSeek-V4-Pro-0813-UD-Q8_K_XL-00003-of-00020.gguf: The read operation timed outit]
        Trying to resume download...
        Downloading bytes: ██████████████████████████████████████████████▉                             | 58.3GB           Error while downloading from https://huggingface.co/unsloth/DeepSeek-V4-Pro-0813-GGUF/resolve/6d053616d152293da72569f56b861466f10ace7d/UD-Q8_K_XL/DeepSeek-V4-Pro-0813-UD-Q8_K_XL-00003-of-00020.gguf: The read operation timed out
        Trying to resume download...
        """,
        "Downloading a 20-shard GGUF model with snapshot_download (2026, Xet disabled): after 58 GB the "
        "read from huggingface.co times out, the resume attempts time out too and the download ends "
        "(httpx.ReadTimeout); the reporter suspects network issues. The issue is about the client not "
        "recovering. A read timeout to the Hub is transient: rerun the download, which resumes from the "
        "bytes already fetched.",
    ),
    # --- nccl-tests ----------------------------------------------------------------------------------
    real(
        GH + "NVIDIA/nccl-tests/issues/208",
        "NVIDIA/nccl-tests",
        "cuda_error",
        "user_code",
        USER,
        "enqueue.cc:47 NCCL WARN Cuda failure 'named symbol not found'",
        r"""
        nThread 1 nGpus 2 minBytes 8 maxBytes 268435456 step: 2(factor) warmup iters: 5 iters: 20 agg iters: 1 validation: 1 graph: 0

         Using devices
         Rank  0 Group  0 Pid 1896106 on noodle-4090-0 device  0 [0x16] NVIDIA GeForce RTX 4090
         Rank  1 Group  0 Pid 1896106 on noodle-4090-0 device  1 [0x34] NVIDIA GeForce RTX 4090

        noodle-4090-0:1896106:1896106 [0] NCCL INFO Bootstrap : Using eno2:10.33.48.72<0>
        noodle-4090-0:1896106:1896106 [0] NCCL INFO NET/Plugin: No plugin found (libnccl-net.so)
        noodle-4090-0:1896106:1896106 [0] NCCL INFO NET/Plugin: Plugin load returned 2 : libnccl-net.so: cannot open shared object file: No such file or directory : when loading libnccl-net.so
        noodle-4090-0:1896106:1896106 [0] NCCL INFO NET/Plugin: Using internal network plugin.
        noodle-4090-0:1896106:1896106 [1] NCCL INFO cudaDriverVersion 12020
        NCCL version 2.21.5+cuda11.8

        noodle-4090-0:1896106:1896121 [1] enqueue.cc:47 NCCL WARN Cuda failure 'named symbol not found'

        noodle-4090-0:1896106:1896121 [1] enqueue.cc:58 NCCL WARN Cuda failure 'named symbol not found'
        """,
        "all_reduce_perf on two RTX 4090s (2024) fails with 'unhandled cuda error' (the title); NCCL's "
        "debug output shows its kernel lookup failing with 'named symbol not found' for an NCCL 2.21.5 "
        "built for CUDA 11.8 under a CUDA 12.2 driver. The issue was closed without a maintainer "
        "diagnosis in the thread. From the log: the installed NCCL binary does not provide kernels this "
        "setup can load, a build/installation mismatch that fails on every run until it is rebuilt.",
    ),
    real(
        GH + "NVIDIA/nccl-tests/issues/230",
        "NVIDIA/nccl-tests",
        "cuda_error",
        "unknown",
        HUMAN,
        "include/alloc.h:123 NCCL WARN Cuda failure 999 'unknown error'",
        r"""
        DESKTOP-GGBQPHK:64756:64771 [0] include/alloc.h:123 NCCL WARN Cuda failure 999 'unknown error'
        DESKTOP-GGBQPHK:64756:64771 [0] NCCL INFO include/alloc.h:215 -> 1
        DESKTOP-GGBQPHK:64756:64771 [0] NCCL INFO channel.cc:42 -> 1
        DESKTOP-GGBQPHK:64756:64771 [0] NCCL INFO init.cc:544 -> 1
        DESKTOP-GGBQPHK:64756:64771 [0] NCCL INFO init.cc:1156 -> 1
        DESKTOP-GGBQPHK:64756:64771 [0] NCCL INFO init.cc:1408 -> 1
        DESKTOP-GGBQPHK:64756:64771 [0] NCCL INFO group.cc:70 -> 1 [Async thread]
        DESKTOP-GGBQPHK:64756:64756 [0] NCCL INFO group.cc:420 -> 1
        DESKTOP-GGBQPHK:64756:64756 [0] NCCL INFO group.cc:546 -> 1
        DESKTOP-GGBQPHK:64756:64756 [0] NCCL INFO group.cc:101 -> 1
        DESKTOP-GGBQPHK:64756:64756 [0] NCCL INFO init.cc:1761 -> 1
        DESKTOP-GGBQPHK: Test NCCL failure common.cu:990 'unhandled cuda error (run with NCCL_DEBUG=INFO for details) / '
         .. DESKTOP-GGBQPHK pid 64756: Test failure common.cu:876
        """,
        "nccl-tests on a desktop machine: NCCL's first device allocation during communicator setup "
        "returns CUDA error 999 (unknown error) and the test aborts. The issue is open and nobody "
        "answered. From the log: the CUDA driver is in a bad state or the platform (a desktop, possibly "
        "WSL) does not support what NCCL asks for; nothing says which, so a person looks at the machine.",
        ambiguous=True,
    ),
    # --- fairseq / TensorFlow ------------------------------------------------------------------------
    real(
        GH + "facebookresearch/fairseq/issues/277",
        "facebookresearch/fairseq",
        "cuda_oom",
        "user_code",
        USER,
        "RuntimeError: CUDA error: out of memory",
        r"""
        RuntimeError: CUDA error: out of memory
        Traceback (most recent call last):
          File "train.py", line 356, in <module>
            distributed_main(args)
          File "/home/ubuntu/github/fairseq/distributed_train.py", line 39, in main
            single_process_main(args)
          File "/home/ubuntu/github/fairseq/train.py", line 83, in main
            trainer.dummy_train_step(dummy_batch)
          File "/home/ubuntu/github/fairseq/fairseq/trainer.py", line 343, in dummy_train_step
            self.zero_grad()
          File "/home/ubuntu/github/fairseq/fairseq/fp16_trainer.py", line 94, in zero_grad
            self.optimizer.zero_grad()  # FP32
          File "/home/ubuntu/github/fairseq/fairseq/trainer.py", line 68, in optimizer
            self._build_optimizer()
          File "/home/ubuntu/github/fairseq/fairseq/fp16_trainer.py", line 73, in _build_optimizer
            self.fp32_params.grad = self.fp32_params.data.new(total_param_size)
        RuntimeError: CUDA error: out of memory
        """,
        "Distributed fp16 transformer training with fairseq (2018): during the dummy warm-up step, "
        "building the optimizer's FP32 copy of the parameters runs the GPU out of memory, on every "
        "process. Label from the log: a CUDA OOM from the model and batch configuration, which recurs "
        "on every restart until it is changed.",
    ),
    real(
        GH + "tensorflow/tensorflow/issues/27842",
        "tensorflow/tensorflow",
        "cuda_oom",
        "framework_bug",
        USER,
        "Resource exhausted: OOM when allocating tensor with shape[1474944849] and type int32",
        r"""
        2019-04-19 19:58:29.648862: I tensorflow/core/common_runtime/bfc_allocator.cc:686] Stats:
        Limit:                  3157432729
        InUse:                        9984
        MaxInUse:                    10752
        NumAllocs:                      44
        MaxAllocSize:                 1280

        2019-04-19 19:58:29.660593: W tensorflow/core/common_runtime/bfc_allocator.cc:292] *___________________________________________________________________________________________________
        2019-04-19 19:58:29.664828: W tensorflow/core/framework/op_kernel.cc:1431] OP_REQUIRES failed at dynamic_stitch_op.cc:132 : Resource exhausted: OOM when allocating tensor with shape[1474944849] and type int32 on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc
        Traceback (most recent call last):
          File "tf2.py", line 13, in <module>
            history = model.fit(celsius_q, fahrenfeit_a, epochs=500, verbose=False)
          File "D:\abiz\mnf\dev\tfg\lib\site-packages\tensorflow\python\keras\engine\training.py", line 873, in fit
        """,
        "A TensorFlow 2.0 alpha built from source on Windows (2019) fails model.fit on a one-neuron "
        "Celsius-to-Fahrenheit example: dynamic_stitch asks for a 1.47-billion-element int32 tensor on a "
        "3 GB GPU that holds 10 KB. The issue is open. From the log: a GPU OOM that no sane model of this "
        "size needs, so a defect of this build, and it fails on every run until the build changes: no "
        "restart.",
    ),
]
