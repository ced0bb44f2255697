# ruff: noqa
"""Real excerpts, batch ZZ17-TGA (held out): a broad mix of GPU job deaths as the maintainer of a
GPU cluster meets them in a week, from test-fold repositories only (`fold_of(repo) == "test"`).
Inference servers that die under load (vLLM builds for DGX Spark and for Gaudi, a TensorRT-LLM
engine that dies of SIGBUS inside NCCL while its all-reduce plugin starts), FSDP and LoRA fine-tunes whose
collectives time out at the end of training, torchrun launches whose ranks die of SIGKILL or SIGBUS
with no message of their own, Ray RL trainers whose actors die with "connection error code 2", a
DataLoader worker killed by the host OOM killer on an HPC cluster, CUDA OOM in a two-node Slurm job,
device-side asserts from bad labels and from a serving engine's gather kernel, bare illegal-memory-
access and unspecified-launch-failure crashes in old Caffe trainers, a rendezvous that cannot reach
its store across a Docker overlay network, and a DeepSpeed checkpoint write that fails. Gathered
with the `issues` search corpus (queries on Xid/ECC, fallen-off-bus, NCCL watchdog timeouts, NET/IB
errors, SIGKILL/SIGBUS exit codes, DataLoader kills, Slurm OOM kills, /dev/shm, stale NFS handles,
full checkpoint volumes, rendezvous errors, vLLM/SGLang/TGI/ollama crashes, device-side asserts,
cuDNN and unspecified-launch failures); most hits were dev-fold repositories, repositories already
at their cap, or sources already in the corpus, and the hardware-signature threads that came back
(Xid 79, uncorrectable ECC, nvidia-smi "Unable to determine the device handle") were all in one of
those groups, so this batch holds no cordon case. The `pages` corpus was tried for forum threads
and returned none usable. Taken as the searches returned them, not picked for what crashcart can
do; nobody ran crashcart on these cases before they were labelled. Verbatim log lines as the
search excerpts show them (trimmed to the relevant part, markdown quote markers removed; where an
excerpt cut a line short the line was dropped, and the one exception is noted in its case);
labelled from what each thread concluded, or from the log where it concluded nothing (the notes
say which)."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    # --- inference servers that die under load -----------------------------------------------------
    real(
        GH + "christopherowen/spark-vllm-mxfp4-docker/issues/5",
        "christopherowen/spark-vllm-mxfp4-docker",
        "cuda_error",
        "unknown",
        HUMAN,
        "what():  CUDA error: an illegal memory access was encountered",
        r"""
        vllm-mxfp4  | (APIServer pid=1)     raise output
        vllm-mxfp4  | (APIServer pid=1)   File "/workspace/vllm/vllm/v1/engine/async_llm.py", line 503, in output_handler
        vllm-mxfp4  | (APIServer pid=1)     outputs = await engine_core.get_output_async()
        vllm-mxfp4  | (APIServer pid=1)               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
        vllm-mxfp4  | (APIServer pid=1)   File "/workspace/vllm/vllm/v1/engine/core_client.py", line 899, in get_output_async
        vllm-mxfp4  | (APIServer pid=1)     raise self._format_exception(outputs) from None
        vllm-mxfp4  | (APIServer pid=1) vllm.v1.engine.exceptions.EngineDeadError: EngineCore encountered an issue. See stack trace (above) for the root cause.
        vllm-mxfp4  | [rank0]:[W224 19:04:56.322966893 CUDAGuardImpl.h:122] Warning: CUDA warning: an illegal memory access was encountered (function destroyEvent)
        vllm-mxfp4  | terminate called after throwing an instance of 'c10::AcceleratorError'
        vllm-mxfp4  |   what():  CUDA error: an illegal memory access was encountered
        vllm-mxfp4  | Search for `cudaErrorIllegalAddress' in https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html for more information.
        vllm-mxfp4  | CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
        vllm-mxfp4  | For debugging consider passing CUDA_LAUNCH_BLOCKING=1
        """,
        "A vLLM server from a Docker image built for MXFP4 models on DGX Spark crashes now and then "
        "('Getting occasional crashes'): the engine core dies, the API server raises EngineDeadError "
        "and the container terminates on an illegal memory access. The issue is open and the thread "
        "concluded nothing; the label rests on the log. A bare illegal memory access in a serving "
        "engine with no Xid or other hardware line could be a kernel bug or the GPU: a human decides.",
        ambiguous=True,
    ),
    real(
        GH + "AEON-7/vllm-ultimate-dgx-spark/issues/5",
        "AEON-7/vllm-ultimate-dgx-spark",
        "assertion_error",
        "framework_bug",
        USER,
        "vectorized gather kernel index out of bounds",
        r"""
        14633:/pytorch/aten/src/ATen/native/cuda/IndexKernelUtils.cu:16: vectorized_gather_kernel: block: [27,0,0], thread: [185,0,0] Assertion `ind >=0 && ind < ind_dim_size && "vectorized gather kernel index out of bounds"` failed.
        14634:/pytorch/aten/src/ATen/native/cuda/IndexKernelUtils.cu:16: vectorized_gather_kernel: block: [27,0,0], thread: [186,0,0] Assertion `ind >=0 && ind < ind_dim_size && "vectorized gather kernel index out of bounds"` failed.
        14635:/pytorch/aten/src/ATen/native/cuda/IndexKernelUtils.cu:16: vectorized_gather_kernel: block: [27,0,0], thread: [187,0,0] Assertion `ind >=0 && ind < ind_dim_size && "vectorized gather kernel index out of bounds"` failed.
        14636:/pytorch/aten/src/ATen/native/cuda/IndexKernelUtils.cu:16: vectorized_gather_kernel: block: [27,0,0], thread: [188,0,0] Assertion `ind >=0 && ind < ind_dim_size && "vectorized gather kernel index out of bounds"` failed.
        14637:/pytorch/aten/src/ATen/native/cuda/IndexKernelUtils.cu:16: vectorized_gather_kernel: block: [27,0,0], thread: [189,0,0] Assertion `ind >=0 && ind < ind_dim_size && "vectorized gather kernel index out of bounds"` failed.
        14638:/pytorch/aten/src/ATen/native/cuda/IndexKernelUtils.cu:16: vectorized_gather_kernel: block: [27,0,0], thread: [190,0,0] Assertion `ind >=0 && ind < ind_dim_size && "vectorized gather kernel index out of bounds"` failed.
        """,
        "A vLLM build for a GB10 (DGX Spark) serving a quantized model with DFlash speculative "
        "decoding and the TRITON_ATTN backend dies about two hours into an lm-eval MMLU run: the "
        "engine core hits a device-side assert in PyTorch's gather kernel (the line numbers are the "
        "reporter's grep -n prefixes); the API returns 500s and the benchmark cannot resume. The "
        "issue is open. A device-side assert repeats with the same engine configuration, so the "
        "owner must change it (or the build fixed) rather than the job be restarted.",
    ),
    real(
        GH + "HabanaAI/vllm-fork/issues/2134",
        "HabanaAI/vllm-fork",
        "other",
        "unknown",
        HUMAN,
        "Engine process (pid 514) died",
        r"""
        ERROR 11-12 10:29:35 [serving_chat.py:948] Traceback (most recent call last):
        ERROR 11-12 10:29:35 [serving_chat.py:948]   File "/opt/ai/vllm-fork/vllm/entrypoints/openai/serving_chat.py", line 517, in chat_completion_stream_generator
        ERROR 11-12 10:29:35 [serving_chat.py:948]     async for res in result_generator:
        ERROR 11-12 10:29:35 [serving_chat.py:948]   File "/opt/ai/vllm-fork/vllm/engine/multiprocessing/client.py", line 679, in _process_request
        ERROR 11-12 10:29:35 [serving_chat.py:948]     raise request_output
        ERROR 11-12 10:29:35 [serving_chat.py:948] vllm.engine.multiprocessing.MQEngineDeadError: Engine loop is not running. Inspect the stacktrace to find the original error: RuntimeError('Engine process (pid 514) died.').
        ERROR 11-12 10:29:35 [serving_chat.py:948] Error in chat completion stream generator.
        ERROR 11-12 10:29:35 [serving_chat.py:948] Traceback (most recent call last):
        ERROR 11-12 10:29:35 [serving_chat.py:948]   File "/opt/ai/vllm-fork/vllm/entrypoints/openai/serving_chat.py", line 517, in chat_completion_stream_generator
        ERROR 11-12 10:29:35 [serving_chat.py:948]     async for res in result_generator:
        ERROR 11-12 10:29:35 [serving_chat.py:948]   File "/opt/ai/vllm-fork/vllm/engine/multiprocessing/client.py", line 679, in _process_request
        ERROR 11-12 10:29:35 [serving_chat.py:948]     raise request_output
        """,
        "Habana's vLLM fork serving chat completions on Gaudi 'crashed suddenly and stopped': every "
        "streaming request fails because the engine process died, and the excerpt holds no trace of "
        "why. The issue was closed as stale with nothing concluded; the label rests on the log. An "
        "engine process that vanished without its own error could be a host OOM kill, a device "
        "fault or a crash in the engine: a human must look at the host and device logs.",
        ambiguous=True,
    ),
    real(
        GH + "NVIDIA/TensorRT-LLM/issues/99",
        "NVIDIA/TensorRT-LLM",
        "other",
        "unknown",
        HUMAN,
        "Caught signal 7 (Bus error: nonexistent physical address)",
        r"""
        [ubuntu-NF5468M6:18080:0:18080] Caught signal 7 (Bus error: nonexistent physical address)
        [ubuntu-NF5468M6:18079:0:18079] Caught signal 7 (Bus error: nonexistent physical address)
        ==== backtrace (tid:  18080) ====
         0 0x0000000000042520 __sigaction()  ???:0
         1 0x00000000001afbba __nss_database_lookup()  ???:0
         2 0x000000000008e445 ncclGroupEnd()  ???:0
         3 0x0000000000094f1c ncclGroupEnd()  ???:0
         4 0x000000000006e41c ncclCommAbort()  ???:0
         5 0x000000000005ca77 ncclCommAbort()  ???:0
         6 0x000000000005fe94 ncclCommAbort()  ???:0
         7 0x000000000007a5ca pncclRedOpDestroy()  ???:0
         8 0x0000000000056115 pncclCommGetAsyncError()  ???:0
         9 0x00000000000584b5 pncclCommInitRank()  ???:0
        10 0x00000000000e5960 tensorrt_llm::plugins::AllreducePlugin::initialize()  ???:0
        11 0x000000000109eaf5 createInferRuntime_INTERNAL()  ???:0
        """,
        "Running a Llama-7B TensorRT-LLM engine tensor-parallel over four RTX 3090s: two ranks die "
        "with SIGBUS inside NCCL's communicator setup as the all-reduce plugin initialises. The part "
        "of the thread that could be read records no cause; the label rests on the log. A bus error "
        "inside NCCL is often an undersized /dev/shm in a container, but nothing here shows that: "
        "a human has to check the host before anything is restarted.",
        ambiguous=True,
    ),
    # --- collectives that time out at the end of fine-tuning ---------------------------------------
    real(
        GH + "meta-llama/llama-cookbook/issues/567",
        "meta-llama/llama-cookbook",
        "nccl_timeout",
        "unknown",
        HUMAN,
        "Watchdog caught collective operation timeout",
        r"""
        [rank1]:[E ProcessGroupNCCL.cpp:583] [Rank 1] To avoid data inconsistency, we are taking the entire process down.
        [rank1]:[E ProcessGroupNCCL.cpp:1414] [PG 0 Rank 1] Process group watchdog thread terminated with exception: [Rank 1] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=1474236, OpType=_ALLGATHER_BASE, NumelIn=262675456, NumelOut=1050701824, Timeout(ms)=600000) ran for 600096 milliseconds before timing out.
        Exception raised from checkTimeout at ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:565 (most recent call first):
        frame #0: c10::Error::Error(c10::SourceLocation, std::string) + 0x57 (0x7fbacdf3c897 in /home/ec2-user/anaconda3/envs/pytorch_p310/lib/python3.10/site-packages/torch/lib/libc10.so)
        frame #1: c10d::ProcessGroupNCCL::WorkNCCL::checkTimeout(std::optional<std::chrono::duration<long, std::ratio<1l, 1000l> > >) + 0x1d2 (0x7fbacf215c62 in /home/ec2-user/anaconda3/envs/pytorch_p310/lib/python3.10/site-packages/torch/lib/libtorch_cuda.so)
        frame #2: c10d::ProcessGroupNCCL::watchdogHandler() + 0x1a0 (0x7fbacf21aa80 in /home/ec2-user/anaconda3/envs/pytorch_p310/lib/python3.10/site-packages/torch/lib/libtorch_cuda.so)
        """,
        "FSDP fine-tuning of Llama-3-8B with the cookbook's finetuning.py on an AWS ml.g5.12xlarge "
        "(4x A10G): after the final training step, presumably while the model is saved, an "
        "all-gather never completes and the watchdog takes the ranks down after ten minutes. The "
        "issue was closed without a cause in the part read (a later issue reports the same bug "
        "before training starts). A collective timeout with no rank named as the cause is for a "
        "human to dig into.",
        ambiguous=True,
    ),
    real(
        GH + "meta-pytorch/torchtune/issues/1165",
        "meta-pytorch/torchtune",
        "nccl_timeout",
        "unknown",
        HUMAN,
        "Watchdog caught collective operation timeout",
        r"""
        [rank3]:[E ProcessGroupNCCL.cpp:563] [Rank 3] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=15037, OpType=_ALLGATHER_BASE, NumelIn=131072512, NumelOut=524290048, Timeo
        ut(ms)=600000) ran for 600055 milliseconds before timing out.
        [rank1]:[E ProcessGroupNCCL.cpp:563] [Rank 1] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=15037, OpType=_ALLGATHER_BASE, NumelIn=131072512, NumelOut=524290048, Timeo
        ut(ms)=600000) ran for 600059 milliseconds before timing out.
        [rank2]:[E ProcessGroupNCCL.cpp:563] [Rank 2] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=15037, OpType=_ALLGATHER_BASE, NumelIn=131072512, NumelOut=524290048, Timeo
        ut(ms)=600000) ran for 600086 milliseconds before timing out.
        [rank2]:[E ProcessGroupNCCL.cpp:1537] [PG 0 Rank 2] Timeout at NCCL work: 15037, last enqueued NCCL work: 15042, last completed NCCL work: 15036.
        """,
        "torchtune's lora_finetune_distributed on four GPUs: right after the epoch's last step "
        "(16/16) ranks 1, 2 and 3 time out in the same all-gather; rank 0 prints no timeout in the "
        "excerpt (the wrapped 'Timeo/ut' lines are as pasted). The issue was closed and the part "
        "read records no cause. Labelled from the log: a collective timeout whose cause is not in "
        "the log (perhaps rank 0 busy elsewhere, perhaps a stuck rank) goes to a human.",
        ambiguous=True,
    ),
    # --- ranks that die of a signal with nothing of their own --------------------------------------
    real(
        GH + "hpcaitech/ColossalAI/issues/3514",
        "hpcaitech/ColossalAI",
        "host_oom",
        "unknown",
        HUMAN,
        "failed (exitcode: -9) local_rank: 3",
        r"""
                                     environment is initialized, data parallel size: 4,
                                     pipeline parallel size: 1, tensor parallel size: 1
        WARNING:torch.distributed.elastic.multiprocessing.api:Sending process 812914 closing signal SIGTERM
        WARNING:torch.distributed.elastic.multiprocessing.api:Sending process 812915 closing signal SIGTERM
        WARNING:torch.distributed.elastic.multiprocessing.api:Sending process 812916 closing signal SIGTERM
        ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: -9) local_rank: 3 (pid: 812917) of binary: /data/chenhao/anaconda3/envs/ColossalAI-Chat/bin/python
        Traceback (most recent call last):
          File "/data/chenhao/anaconda3/envs/ColossalAI-Chat/bin/torchrun", line 8, in <module>
            sys.exit(main())
          File "/data/chenhao/anaconda3/envs/ColossalAI-Chat/lib/python3.10/site-packages/torch/distributed/elastic/multiprocessing/errors/__init__.py", line 346, in wrapper
            return f(*args, **kwargs)
          File "/data/chenhao/anaconda3/envs/ColossalAI-Chat/lib/python3.10/site-packages/torch/distributed/run.py", line 762, in main
            run(args)
        """,
        "ColossalAI-Chat training on four GPUs: right after the colossalai environment comes up, "
        "local rank 3 is killed by SIGKILL and torchrun tears the other three down. The part of the "
        "thread read records no cause; the label rests on the log. A bare SIGKILL is most often the "
        "host OOM killer (four processes loading a model at once), but no kernel or scheduler OOM "
        "record is in the log, so a human checks the host first.",
        culprit={"nodes": [], "ranks": [3]},
        ambiguous=True,
    ),
    real(
        GH + "hpcaitech/ColossalAI/issues/3556",
        "hpcaitech/ColossalAI",
        "os_error",
        "unknown",
        HUMAN,
        "failed (exitcode: -7) local_rank: 1",
        r"""
        Map:  96%|██████████████████████████████████████████████████WARNING:torch.distributed.elastic.multiprocessing.api:Sending process 5620 closing signal SIGTERM
        WARNING:torch.distributed.elastic.multiprocessing.api:Sending process 5622 closing signal SIGTERM
        ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: -7) local_rank: 1 (pid: 5621) of binary: /usr/bin/python3.10
        Traceback (most recent call last):
          File "/usr/local/bin/torchrun", line 8, in <module>
            sys.exit(main())
          File "/usr/local/lib/python3.10/dist-packages/torch/distributed/elastic/multiprocessing/errors/__init__.py", line 346, in wrapper
            return f(*args, **kwargs)
          File "/usr/local/lib/python3.10/dist-packages/torch/distributed/run.py", line 797, in main
            run(args)
          File "/usr/local/lib/python3.10/dist-packages/torch/distributed/run.py", line 788, in run
            elastic_launch(
          File "/usr/local/lib/python3.10/dist-packages/torch/distributed/launcher/api.py", line 134, in __call__
            return launch_agent(self._config, self._entrypoint, list(args))
        """,
        "A commenter on a ColossalAI thread about exit code -6 posts their own failure (the "
        "maintainer notes the exit code differs): while the dataset is being mapped (96%), local "
        "rank 1 dies of SIGBUS and torchrun stops the others. No answer follows in the part read; "
        "the label rests on the log. A bus error during dataset preprocessing often means /dev/shm "
        "or a memory-mapped file ran out, but the log does not show which: a human decides.",
        culprit={"nodes": [], "ranks": [1]},
        ambiguous=True,
    ),
    real(
        GH + "meta-llama/llama-cookbook/issues/223",
        "meta-llama/llama-cookbook",
        "os_error",
        "unknown",
        HUMAN,
        "Signal 7 (SIGBUS) received by PID 5057",
        r"""
          traceback : Signal 7 (SIGBUS) received by PID 5061

        [4]:

          time      : 2023-09-15_08:38:11

          host      : 09e05f797e4a

          rank      : 6 (local_rank: 6)

          exitcode  : -7 (pid: 5063)

          error_file: <N/A>

          traceback : Signal 7 (SIGBUS) received by PID 5063

        [5]:

          time      : 2023-09-15_08:38:11

          host      : 09e05f797e4a

          rank      : 7 (local_rank: 7)

          exitcode  : -7 (pid: 5064)

          error_file: <N/A>

          traceback : Signal 7 (SIGBUS) received by PID 5064

        ----------------------------------------------------

        Root Cause (first observed failure):

        [0]:

          time      : 2023-09-15_08:38:11

          host      : 09e05f797e4a

          rank      : 0 (local_rank: 0)

          exitcode  : -7 (pid: 5057)

          error_file: <N/A>

          traceback : Signal 7 (SIGBUS) received by PID 5057

        ====================================================
        """,
        "finetuning.py on one node: with 4 GPUs it runs, with 8 GPUs every rank dies of SIGBUS "
        "(the host name is a container id). A maintainer closed the issue saying a solution had "
        "been provided, but the solution is not in the part read; labelled from the log. SIGBUS on "
        "all ranks of a container that only fails at 8 ranks points at /dev/shm, yet nothing in the "
        "log proves it: a human checks before it is sent back to the user.",
        ambiguous=True,
    ),
    real(
        GH + "ymcui/Chinese-LLaMA-Alpaca/issues/722",
        "ymcui/Chinese-LLaMA-Alpaca",
        "os_error",
        "user_code",
        USER,
        "Signal 7 (SIGBUS) received by PID 1336",
        r"""
          time      : 2023-07-07_09:29:19
          host      : d91c734b9499
          rank      : 0 (local_rank: 0)
          exitcode  : -7 (pid: 1336)
          error_file: <N/A>
          traceback : Signal 7 (SIGBUS) received by PID 1336
        ============================================================
        """,
        "Training on one machine inside a container (the host name is a container id): with "
        "torchrun --nproc_per_node 2 it works, with more processes rank 0 dies of SIGBUS. A "
        "maintainer answered that such deaths had been memory problems; the reporter then wrote "
        "that it was solved and that the key was the amount of data. Solved by changing the run, "
        "so it repeats with the same configuration: the user fixes it.",
    ),
    real(
        GH + "Topdu/OpenOCR/issues/71",
        "Topdu/OpenOCR",
        "os_error",
        "unknown",
        HUMAN,
        "Signal 7 (SIGBUS) received by PID 467397",
        r"""
          File "/home/server/anaconda3/lib/python3.11/site-packages/torch/distributed/launch.py", line 177, in launch
            run(args)
          File "/home/server/anaconda3/lib/python3.11/site-packages/torch/distributed/run.py", line 797, in run
            elastic_launch(
          File "/home/server/anaconda3/lib/python3.11/site-packages/torch/distributed/launcher/api.py", line 134, in __call__
            return launch_agent(self._config, self._entrypoint, list(args))
                   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
          File "/home/server/anaconda3/lib/python3.11/site-packages/torch/distributed/launcher/api.py", line 264, in launch_agent
            raise ChildFailedError(
        torch.distributed.elastic.multiprocessing.errors.ChildFailedError:
        ======================================================
        tools/train_rec.py FAILED
        ------------------------------------------------------
        Failures:
        [1]:
          time      : 2024-12-31_16:45:52
          host      : server
          rank      : 1 (local_rank: 1)
          exitcode  : -7 (pid: 467398)
          error_file: <N/A>
          traceback : Signal 7 (SIGBUS) received by PID 467398
        ------------------------------------------------------
        Root Cause (first observed failure):
        [0]:
          time      : 2024-12-31_16:45:52
          host      : server
          rank      : 0 (local_rank: 0)
          exitcode  : -7 (pid: 467397)
          error_file: <N/A>
          traceback : Signal 7 (SIGBUS) received by PID 467397
        """,
        "Two-GPU OpenOCR recognition training started with torch.distributed.launch: both ranks die "
        "of SIGBUS at the same second and the launcher reports ChildFailedError. The issue is open "
        "with no cause found; the label rests on the log. Both ranks of one machine dying of a bus "
        "error points at shared memory or a mapped file, but the log says nothing more: a human "
        "decides.",
        ambiguous=True,
    ),
    real(
        GH + "hkust-nlp/simpleRL-reason/issues/25",
        "hkust-nlp/simpleRL-reason",
        "host_oom",
        "unknown",
        HUMAN,
        "Worker unexpectedly exits with a connection error code 2",
        r"""
            ray.get(refs)
          File "/nfs/ofs-llm-ssd/user/shenlibin/env/openrlhf/lib/python3.10/site-packages/ray/_private/auto_init_hook.py", line 21, in auto_init_wrapper
            return fn(*args, **kwargs)
          File "/nfs/ofs-llm-ssd/user/shenlibin/env/openrlhf/lib/python3.10/site-packages/ray/_private/client_mode_hook.py", line 103, in wrapper
            return func(*args, **kwargs)
          File "/nfs/ofs-llm-ssd/user/shenlibin/env/openrlhf/lib/python3.10/site-packages/ray/_private/worker.py", line 2623, in get
            values, debugger_breakpoint = worker.get_objects(object_refs, timeout=timeout)
          File "/nfs/ofs-llm-ssd/user/shenlibin/env/openrlhf/lib/python3.10/site-packages/ray/_private/worker.py", line 863, in get_objects
            raise value
        ray.exceptions.ActorDiedError: The actor died unexpectedly before finishing this task.
        	class_name: ActorModelRayActorBOX
        	actor_id: c2deec0a1a0d9238b661375502000000
        	pid: 12903
        	namespace: e56aa1f7-b19b-4947-9fd5-a72beb088786
        	ip: 0.0.0.0
        The actor is dead because its worker process has died. Worker exit type: SYSTEM_ERROR Worker exit detail: Worker unexpectedly exits with a connection error code 2. End of file. There are some potential root causes. (1) The process is killed by SIGKILL by OOM killer due to high memory usage. (2) ray stop --force is called. (3) The worker is crashed unexpectedly due to SIGSEGV or other unexpected errors.
        """,
        "OpenRLHF-based PPO training of the simpleRL recipe under Ray ('worker process died'): the "
        "actor-model worker process vanishes and ray.get raises ActorDiedError with Ray's stock "
        "list of possible causes. The part of the thread read records no cause; the label rests on "
        "the log. Ray names the OOM killer first, but without a kernel or raylet OOM record the "
        "worker's death could as well be a crash: a human looks at the node.",
        ambiguous=True,
    ),
    real(
        GH + "hkust-nlp/simpleRL-reason/issues/8",
        "hkust-nlp/simpleRL-reason",
        "other",
        "unknown",
        HUMAN,
        "Worker unexpectedly exits with a connection error code 2",
        r"""
        _c, aiohttp._http_writer, aiohttp._http_parser, aiohttp._websocket.mask, aiohttp._websocket.reader_c, frozenlist._frozenlist, xxhash._xxhash, pyarrow._json, pyarrow._acero, pyarrow._csv, pyarrow._substrait, pyarrow._dataset, pyarrow._dataset_orc, pyarrow._parquet_encryption, pyarrow._dataset_parquet_encryption, pyarrow._dataset_parquet, regex._regex (total: 100)
        (raylet) A worker died or was killed while executing a task by an unexpected system error. To troubleshoot the problem, check the logs for the dead worker. RayTask ID: ffffffffffffffffd64cd47551eaad41428b1a6802000000 Worker ID: 2d351643de6ea3af66643b3952c6f84ad105d265d6241b25db742f1f Node ID: 1cc1783f3910ea44d820adb039cd7b37b4787bb614621e4dd2a5eb9c Worker IP address: 0.0.0.0 Worker port: 10393 Worker PID: 66408 Worker exit type: SYSTEM_ERROR Worker exit detail: Worker unexpectedly exits with a connection error code 2. End of file. There are some potential root causes. (1) The process is killed by SIGKILL by OOM killer due to high memory usage. (2) ray stop --force is called. (3) The worker is crashed unexpectedly due to SIGSEGV or other unexpected errors.
        Traceback (most recent call last):
          File "/home/ubuntu/ds-utah/simpleRL-reason/train/openrlhf/cli/train_ppo_ray_box.py", line 395, in <module>
            train(args)
        """,
        "A user reproducing the simpleRL PPO run (train_ppo_ray_box.py) sees a Ray worker die "
        "during training and the driver fail. The first line is the tail of the 'Extension "
        "modules: ... (total: 100)' list that Python's faulthandler prints when a process takes a "
        "fatal signal, so a process crashed rather than exited. The part of the thread read does "
        "not resolve it; a crash of unknown origin goes to a human.",
        ambiguous=True,
    ),
    # --- memory -------------------------------------------------------------------------------------
    real(
        GH + "EveryVoiceTTS/EveryVoice/issues/178",
        "EveryVoiceTTS/EveryVoice",
        "cuda_oom",
        "user_code",
        USER,
        "OutOfMemoryError: CUDA out of memory. Tried to allocate 112.00 MiB",
        r"""
        OutOfMemoryError: CUDA out of memory. Tried to allocate 112.00 MiB. GPU 2 has a
        total capacty of 15.78 GiB of which 27.19 MiB is free. Process 307065 has 15.75
        GiB memory in use. Of the allocated memory 14.24 GiB is allocated by PyTorch,
        and 177.74 MiB is reserved by PyTorch but unallocated. If reserved but
        unallocated memory is large try setting max_split_size_mb to avoid
        fragmentation.  See documentation for Memory Management and
        PYTORCH_CUDA_ALLOC_CONF
        Loading EveryVoice modules: 100%|██████████| 4/4 [00:15<00:00,  3.85s/it]
        Loading EveryVoice modules: 100%|██████████| 4/4 [00:15<00:00,  3.91s/it]
        Loading EveryVoice modules: 100%|██████████| 4/4 [00:15<00:00,  3.91s/it]
        srun: error: ib12gpu-002: task 4: Exited with exit code 1
        srun: error: ib12gpu-001: tasks 0-1: Exited with exit code 1
        srun: error: ib12gpu-002: task 7: Exited with exit code 1
        srun: error: ib12gpu-002: task 6: Exited with exit code 1
        srun: error: ib12gpu-001: task 2: Exited with exit code 1
        """,
        "EveryVoice feature-prediction training as a two-node Slurm job (ib12gpu-001/002, 16 GB "
        "GPUs): a rank runs out of GPU memory, which the reporter puts down to too large a batch; the tasks exit with "
        "code 1, and (the point of the issue) the main process lingers until the job is cancelled. "
        "CUDA OOM from the batch size repeats on every restart: the user must shrink it.",
    ),
    real(
        GH + "mittagessen/kraken/issues/423",
        "mittagessen/kraken",
        "dataloader_killed",
        "framework_bug",
        USER,
        "RuntimeError: DataLoader worker (pid 5398) is killed by signal: Killed.",
        r"""
        │   63 │   def handler(signum, frame):                                                             │
        │   64 │   │   # This following call uses `waitid` with WNOHANG from C side. Therefore,            │
        │   65 │   │   # Python can still get and update the process status successfully.                  │
        │ ❱ 66 │   │   _error_if_any_worker_fails()                                                        │
        │   67 │   │   if previous_handler is not None:                                                    │
        │   68 │   │   │   assert callable(previous_handler)                                               │
        │   69 │   │   │   previous_handler(signum, frame)                                                 │
        ╰──────────────────────────────────────────────────────────────────────────────────────────────────╯
        RuntimeError: DataLoader worker (pid 5398) is killed by signal: Killed.

        The above exception was the direct cause of the following exception:
        """,
        "kraken 4.x segmentation training (ketos segtrain) on an HPC GPU node: a DataLoader worker "
        "is killed and training stops. The reporter's companion post describes an OOM-killer "
        "message on the cluster and ketos eating all 32 GB of RAM locally, with segtrain alone "
        "affected, and found a later kraken commit better. Host memory exhausted by the trainer's "
        "own data pipeline recurs on restart: the user must change version or settings.",
    ),
    # --- exceptions the job's own code or config raises ---------------------------------------------
    real(
        GH + "milesial/Pytorch-UNet/issues/375",
        "milesial/Pytorch-UNet",
        "assertion_error",
        "user_code",
        USER,
        "Assertion `t >= 0 && t < n_classes` failed.",
        r"""
        ../aten/src/ATen/native/cuda/NLLLoss2d.cu:103: nll_loss2d_forward_kernel: block: [3,0,0], thread: [929,0,0] Assertion `t >= 0 && t < n_classes` failed.
        ../aten/src/ATen/native/cuda/NLLLoss2d.cu:103: nll_loss2d_forward_kernel: block: [3,0,0], thread: [930,0,0] Assertion `t >= 0 && t < n_classes` failed.
        ../aten/src/ATen/native/cuda/NLLLoss2d.cu:103: nll_loss2d_forward_kernel: block: [3,0,0], thread: [931,0,0] Assertion `t >= 0 && t < n_classes` failed.
        ../aten/src/ATen/native/cuda/NLLLoss2d.cu:103: nll_loss2d_forward_kernel: block: [3,0,0], thread: [932,0,0] Assertion `t >= 0 && t < n_classes` failed.
        ../aten/src/ATen/native/cuda/NLLLoss2d.cu:103: nll_loss2d_forward_kernel: block: [3,0,0], thread: [933,0,0] Assertion `t >= 0 && t < n_classes` failed.
        ../aten/src/ATen/native/cuda/NLLLoss2d.cu:103: nll_loss2d_forward_kernel: block: [3,0,0], thread: [934,0,0] Assertion `t >= 0 && t < n_classes` failed.
        ../aten/src/ATen/native/cuda/NLLLoss2d.cu:103: nll_loss2d_forward_kernel: block: [3,0,0], thread: [935,0,0] Assertion `t >= 0 && t < n_classes` failed.
        ../aten/src/ATen/native/cuda/NLLLoss2d.cu:103: nll_loss2d_forward_kernel: block: [3,0,0], thread: [936,0,0] Assertion `t >= 0 && t < n_classes` failed.
        """,
        "Pytorch-UNet training on a custom dataset fails on its very first batch (epoch 1/5, 0%) "
        "with a device-side assert in the 2-D NLL loss: some target pixel holds a class index "
        "outside [0, n_classes). The part of the thread read records no further cause; labelled "
        "from the log. Mask values that do not match the configured classes fail the same way on "
        "every run until the data or --classes is fixed.",
    ),
    real(
        GH + "ymcui/Chinese-LLaMA-Alpaca-2/issues/274",
        "ymcui/Chinese-LLaMA-Alpaca-2",
        "connection_error",
        "user_code",
        USER,
        "RuntimeError: Connection reset by peer",
        r"""
        sh run_dist_7b_sft.sh
        master_addr is only used for static rdzv_backend and when rdzv_endpoint is not specified.
        WARNING:torch.distributed.run:
        *****************************************
        Setting OMP_NUM_THREADS environment variable for each process to be 1 in default, to avoid your system being overloaded, please further tune the variable for optimal performance in your application as needed.
        *****************************************
        WARNING:torch.distributed.launcher.api:config has no run_id, generated a random run_id: 304504801270300669882724678499925037384
        WARNING:torch.distributed.elastic.rendezvous.dynamic_rendezvous:The node '38049eef641b_3140_0' has failed to shutdown the rendezvous '304504801270300669882724678499925037384' due to an error of type RendezvousConnectionError.
        Traceback (most recent call last):
          File "/opt/conda/lib/python3.10/site-packages/torch/distributed/elastic/rendezvous/c10d_rendezvous_backend.py", line 113, in _call_store
            return getattr(self._store, store_op)(*args, **kwargs)
        RuntimeError: Connection reset by peer

        The above exception was the direct cause of the following exception:

        Traceback (most recent call last):
          File "/opt/conda/bin/torchrun", line 33, in <module>
            sys.exit(load_entry_point('torch==2.0.1', 'console_scripts', 'torchrun')())
        """,
        "First multi-node SFT launch of Chinese-Alpaca-2 with torchrun across two Docker containers "
        "joined by an overlay network: both hang until the master raises RendezvousTimeoutError and "
        "the other node (this log; neither run_id nor host is the master's) loses its connection "
        "to the c10d store. The issue went stale with nothing concluded; labelled from the log and "
        "the setup described. A rendezvous that never forms on a first launch is the launch or "
        "network configuration, which fails the same way until it is fixed.",
    ),
    # --- storage ------------------------------------------------------------------------------------
    real(
        GH + "zai-org/ChatGLM-6B/issues/1166",
        "zai-org/ChatGLM-6B",
        "storage_error",
        "unknown",
        HUMAN,
        "PytorchStreamWriter failed writing file data/3",
        r"""
        [2023-06-02 00:34:14,470] [INFO] [logging.py:96:log_dist] [Rank 0] Saving model checkpoint: ./output/deepspeed/checkpoint-1428/global_step1428/zero_pp_rank_0_mp_rank_00_model_states.pt
        [2023-06-02 00:34:14,470] [INFO] [torch_checkpoint_engine.py:21:save] [Torch] Saving ./output/deepspeed/checkpoint-1428/global_step1428/zero_pp_rank_0_mp_rank_00_model_states.pt...
        [2023-06-02 00:34:14,493] [INFO] [torch_checkpoint_engine.py:23:save] [Torch] Saved ./output/deepspeed/checkpoint-1428/global_step1428/zero_pp_rank_0_mp_rank_00_model_states.pt.
        [2023-06-02 00:34:14,497] [INFO] [torch_checkpoint_engine.py:21:save] [Torch] Saving ./output/deepspeed/checkpoint-1428/global_step1428/bf16_zero_pp_rank_0_mp_rank_00_optim_states.pt...
        Traceback (most recent call last):
          File "/environment/miniconda3/envs/py39/lib/python3.9/site-packages/torch/serialization.py", line 441, in save
            _save(obj, opened_zipfile, pickle_module, pickle_protocol)
          File "/environment/miniconda3/envs/py39/lib/python3.9/site-packages/torch/serialization.py", line 668, in _save
            zip_file.write_record(name, storage.data_ptr(), num_bytes)
        RuntimeError: [enforce fail at inline_container.cc:471] . PytorchStreamWriter failed writing file data/3: file write failed
        """,
        "ChatGLM-6B P-tuning with DeepSpeed on a rented cloud GPU box: at step 1428 the model "
        "states save but writing the bf16 ZeRO optimizer states fails. The search excerpt cut the "
        "last line after 'file wr'; its end is completed from the issue title, which quotes it. The "
        "part of the thread read names no cause; labelled from the log. A failed checkpoint write "
        "is usually a full volume but could be a flaky mount, and the half-written checkpoint must "
        "be cleaned up first: a human looks.",
        ambiguous=True,
    ),
    # --- bare CUDA faults in old trainers ------------------------------------------------------------
    real(
        GH + "alexgkendall/caffe-segnet/issues/147",
        "alexgkendall/caffe-segnet",
        "cuda_error",
        "unknown",
        HUMAN,
        "an illegal memory access was encountered",
        r"""
        I0524 19:24:23.882612 13813 solver.cpp:486] Iteration 150000, lr = 0.01
        F0524 19:24:39.746389 13813 math_functions.cu:81] Check failed: error == cudaSuccess (77 vs. 0)  an illegal memory access was encountered
        *** Check failure stack trace: ***
            @     0x7efd2b3690cd  google::LogMessage::Fail()
            @     0x7efd2b36af33  google::LogMessage::SendToLog()
            @     0x7efd2b368c28  google::LogMessage::Flush()
            @     0x7efd2b36b999  google::LogMessageFatal::~LogMessageFatal()
            @     0x7efd2b81f8ba  caffe::caffe_gpu_memcpy()
            @     0x7efd2b7a1ac0  caffe::SyncedMemory::gpu_data()
            @     0x7efd2b675562  caffe::Blob<>::gpu_data()
            @     0x7efd2b6ad189  caffe::BaseConvolutionLayer<>::forward_gpu_bias()
            @     0x7efd2b7e18d8  caffe::ConvolutionLayer<>::Forward_gpu()
            @     0x7efd2b785b9a  caffe::Net<>::ForwardFromTo()
        """,
        "SegNet training in Caffe runs fine for about 150,000 iterations and then stops on an "
        "illegal memory access in a GPU memcpy; smaller batches did not help and memory was not "
        "full. The issue is open with no answer; the label rests on the log. A bare illegal memory "
        "access after a long healthy run, with no Xid line, may be the GPU or the code: a human "
        "decides.",
        ambiguous=True,
    ),
    real(
        GH + "BVLC/caffe/issues/441",
        "BVLC/caffe",
        "cuda_error",
        "unknown",
        HUMAN,
        "Cuda kernel failed. Error: unspecified launch failure",
        r"""
        F0514 10:39:14.850065  3012 im2col.cu:49] Cuda kernel failed. Error: unspecified launch failure
        *** Check failure stack trace: ***
            @     0x7f41020b0b7d  google::LogMessage::Fail()
            @     0x7f41020b2c7f  google::LogMessage::SendToLog()
            @     0x7f41020b076c  google::LogMessage::Flush()
            @     0x7f41020b351d  google::LogMessageFatal::~LogMessageFatal()
            @           0x49caee  caffe::im2col_gpu<>()
            @           0x47bdee  caffe::ConvolutionLayer<>::Forward_gpu()
            @           0x428ffa  caffe::Net<>::ForwardPrefilled()
        """,
        "Caffe training on machines with two GTX 780 Ti: with one GPU installed it trains, with two "
        "it fails at random iterations (1,000 to 100,000+) with 'unspecified launch failure', but "
        "only on GPU0, on three different machines and many drivers. The maintainers labelled it a "
        "compatibility / downstream problem and closed it; the markdown escape in the stack-trace "
        "header is undone. A launch failure tied to one device slot without an Xid line is for a "
        "human to chase (driver, display GPU, hardware).",
        ambiguous=True,
    ),
]
