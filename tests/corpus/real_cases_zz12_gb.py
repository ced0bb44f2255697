# ruff: noqa
"""Real excerpts, batch ZZ12-GB: development-fold failures of distributed LLM training and
fine-tuning as users run it (torchrun/elastic summaries and signals, NCCL errors and timeouts,
DeepSpeed/ZeRO, FSDP, Megatron forks, Ray-based RLHF trainers, LoRA/QLoRA fine-tuning repos,
pretraining code of research groups, model repositories' training scripts), gathered from GitHub
issue threads of repositories new to the corpus whose `fold_of(repo)` is "dev". Found with the
`search` tool (issues corpus) and taken as the searches returned them, not picked for what
crashcart can do; nobody ran crashcart on them before they were labelled. Verbatim log lines as
printed in each thread (trimmed to the relevant part); labelled from what each thread concluded, or
from the log where it concluded nothing (the notes say which)."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    # --- launcher summaries, signals ---------------------------------------------------------------
    real(
        GH + "DLLXW/baby-llama2-chinese/issues/58",
        "DLLXW/baby-llama2-chinese",
        "other",
        "unknown",
        HUMAN,
        "ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: -11) local_rank: 0 (pid: 1299143)",
        r"""
        master_addr is only used for static rdzv_backend and when rdzv_endpoint is not specified.
        [2024-01-24 15:07:20,199][distributed_c10d.py][INFO] Added key: store_based_barrier_key:1 to store for rank: 0
        [2024-01-24 15:07:20,199][distributed_c10d.py][INFO] Rank 0: Completed store-based barrier for key:store_based_barrier_key:1 with 1 nodes.
        device: cuda:0
        tokens per iteration will be: 16,384
        breaks down as: 1 grad accum steps * 1 processes * 32 batch size * 512 max seq len
        memmap:True train data.shape:(266249, 512)
        downloading finished.....
        Initializing a new model from scratch
        num decayed parameter tensors: 57, with 58,470,912 parameters
        num non-decayed parameter tensors: 17, with 8,704 parameters
        using fused AdamW: True
        ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: -11) local_rank: 0 (pid: 1299143) of binary: /root/miniconda3/envs/pretrain/bin/python
        Traceback (most recent call last):
          File "/root/miniconda3/envs/pretrain/bin/torchrun", line 8, in <module>
            sys.exit(main())
                     ^^^^^^
          File "/root/miniconda3/envs/pretrain/lib/python3.11/site-packages/torch/distributed/elastic/multiprocessing/errors/__init__.py", line 346, in wrapper
            return f(*args, **kwargs)
                   ^^^^^^^^^^^^^^^^^^
        """,
        "Single-GPU pretraining of the small Chinese Llama2 model under torchrun --standalone dies with "
        "signal 11 right after the fused AdamW is built, before the first step; no Python traceback of "
        "the worker. The thread was closed without a stated cause. A bare segmentation fault: a human "
        "has to look (environment/build mismatch is likely, but nothing in the log shows it).",
        ambiguous=True,
    ),
    real(
        GH + "showlab/EgoVLP/issues/21",
        "showlab/EgoVLP",
        "host_oom",
        "unknown",
        HUMAN,
        "ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: -9) local_rank: 3 (pid: 407727)",
        r"""
        ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: -9) local_rank: 3 (pid: 407727) of binary: /fs/nexus-scratch/sanjoyc/anaconda/envs/egovlp/bin/python


        raise ChildFailedError(
        torch.distributed.elastic.multiprocessing.errors.ChildFailedError:
        """,
        "Video-language pretraining on one 4xA5000 node: local rank 3 is killed with SIGKILL. The "
        "maintainer only suggested checking that single-node multi-GPU communication works; no cause was "
        "established. A bare SIGKILL (most often the kernel OOM killer, but no kernel or Slurm OOM record "
        "is shown): ambiguous, needs a human.",
        ambiguous=True,
    ),
    real(
        GH + "kinggongzilla/whatsapp-ai-clone/issues/12",
        "kinggongzilla/whatsapp-ai-clone",
        "cuda_oom",
        "user_code",
        USER,
        "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 628.00 MiB.",
        r"""
        torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 628.00 MiB. GPU 0 has a total capacity of 15.60 GiB of which 107.62 MiB is free. Including non-PyTorch memory, this process has 15.47 GiB memory in use. Of the allocated memory 14.56 GiB is allocated by PyTorch, and 675.27 MiB is reserved by PyTorch but unallocated. If reserved but unallocated memory is large try setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  See documentation for Memory Management  (https://pytorch.org/docs/stable/notes/cuda.html#environment-variables)
        """,
        "LoRA fine-tuning of Llama 3 8B on one 16 GB RTX 4070 Ti SUPER runs out of GPU memory; enabling "
        "activation checkpointing only moved the OOM halfway into training (the reporter's follow-up). "
        "The model/config does not fit the card: a CUDA OOM that recurs on restart.",
    ),
    real(
        GH + "THUDM/SwissArmyTransformer/issues/161",
        "THUDM/SwissArmyTransformer",
        "nan_or_value_error",
        "user_code",
        USER,
        "Skipping backward and optimizer step for nan or inf in forwarding metrics/loss!",
        r"""
        Skipping backward and optimizer step for nan or inf in forwarding metrics/loss!
        """,
        "DeepSpeed training with SAT: single-node multi-GPU is fine, multi-node keeps reporting nan/inf "
        "loss and skipping steps. The maintainer's answer was to switch to bf16 (fp16 overflow); a "
        "numerics/config problem that recurs with the same config, not an infrastructure fault.",
    ),
    real(
        GH + "luogen1996/LaVIN/issues/21",
        "luogen1996/LaVIN",
        "nccl_timeout",
        "unknown",
        HUMAN,
        "[E ProcessGroupNCCL.cpp:821] [Rank 0] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=15927, OpType=ALLREDUCE, Timeout(ms)=5400000)",
        r"""
        [E ProcessGroupNCCL.cpp:821] [Rank 0] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=15927, OpType=ALLREDUCE, Timeout(ms)=5400000) ran for 5403515 milliseconds before timing out.
        """,
        "LaVIN multimodal training times out in an ALLREDUCE after its 'begin synchronizing' message; "
        "several users hit it and nobody found the cause in the thread. An NCCL timeout with no root "
        "cause anywhere: ambiguous.",
        ambiguous=True,
    ),
    # --- multi-host / framework configuration ----------------------------------------------------
    real(
        GH + "google/grain/issues/802",
        "google/grain",
        "other",
        "unknown",
        HUMAN,
        "/job:jax_worker/replica:0/task:1 unexpectedly tried to connect with a different incarnation. It has likely restarted.",
        r"""
        2025-04-05 18:39:10.837611: E external/xla/xla/tsl/distributed_runtime/coordination/coordination_service.cc:962] /job:jax_worker/replica:0/task:1 unexpectedly tried to connect with a different incarnation. It has likely restarted.
        2025-04-05 18:39:10.837685: E external/xla/xla/tsl/distributed_runtime/coordination/coordination_service.cc:2163] Use error polling to propagate the following error to all tasks: ABORTED: /job:jax_worker/replica:0/task:1 unexpectedly tried to connect with a different incarnation. It has likely restarted. [type.googleapis.com/tensorflow.CoordinationServiceError='\"\x0e\n\njax_worker\x10\x01']
        E0405 18:39:10.837983     387 coordination_service_agent.cc:455] Polled an error from coordination service (this can be an error from this or another task).
        2025-04-05 18:39:10.838153: F external/xla/xla/pjrt/distributed/client.h:80] Terminating process because the JAX distributed service detected fatal errors. This most likely indicates that another task died; see the other task logs for more details.
        """,
        "Multi-host JAX training on GKE with a Grain DataLoader: as soon as the loader starts, the "
        "coordination service sees task 1 reconnect with a new incarnation and aborts every task. The "
        "reporter noticed it works without jax.distributed.initialize(); the thread's conclusion is not in "
        "the excerpt. A task re-registering is either a restarted pod or worker processes re-running the "
        "initialisation; the log alone does not tell which: a human has to look.",
        ambiguous=True,
    ),
    real(
        GH + "git-cloner/llama2-lora-fine-tuning/issues/9",
        "git-cloner/llama2-lora-fine-tuning",
        "runtime_error",
        "framework_bug",
        USER,
        "RuntimeError: expected there to be only one unique element in <generator object Init._convert_to_deepspeed_param..all_gather_coalesced..",
        r"""
        RuntimeError: expected there to be only one unique element in <generator object Init._convert_to_deepspeed_param..all_gather_coalesced.. at 0x7f7019a30890>
        """,
        "8-GPU DeepSpeed ZeRO-3 with 4-bit QLoRA fails in ZeRO-3's all_gather_coalesced; one GPU works. "
        "The reporter linked the DeepSpeed issue (ZeRO-3 did not support 4-bit quantised parameters "
        "then) and the maintainer only got 8-bit working. A stack limitation that fails the same way on "
        "every restart: change the configuration (8-bit, or ZeRO-2).",
    ),
    # --- numerics -----------------------------------------------------------------------------------
    real(
        GH + "DLLXW/baby-llama2-chinese/issues/17",
        "DLLXW/baby-llama2-chinese",
        "nan_or_value_error",
        "user_code",
        USER,
        "[2023-08-30 16:29:49,699][pretrain.py][INFO] Epoch:[0/2](7000/293491) loss:nan lr:0.0000987",
        r"""
        [2023-08-30 16:04:47,404][pretrain.py][INFO] Epoch:[0/2](0/293491) loss:11.271 lr:0.0000000 epoch_Time:137483.0min:
        [2023-08-30 16:08:27,427][pretrain.py][INFO] Epoch:[0/2](1000/293491) loss:6.268 lr:0.0001000 epoch_Time:1208.0min:
        [2023-08-30 16:12:01,041][pretrain.py][INFO] Epoch:[0/2](2000/293491) loss:5.627 lr:0.0001000 epoch_Time:1121.0min:
        [2023-08-30 16:15:35,618][pretrain.py][INFO] Epoch:[0/2](3000/293491) loss:4.548 lr:0.0000999 epoch_Time:1091.0min:
        [2023-08-30 16:19:08,321][pretrain.py][INFO] Epoch:[0/2](4000/293491) loss:4.591 lr:0.0000997 epoch_Time:1072.0min:
        [2023-08-30 16:22:43,731][pretrain.py][INFO] Epoch:[0/2](5000/293491) loss:4.309 lr:0.0000994 epoch_Time:1062.0min:
        [2023-08-30 16:26:16,924][pretrain.py][INFO] Epoch:[0/2](6000/293491) loss:4.294 lr:0.0000991 epoch_Time:1053.0min:
        [2023-08-30 16:29:49,699][pretrain.py][INFO] Epoch:[0/2](7000/293491) loss:nan lr:0.0000987 epoch_Time:1044.0min:
        [2023-08-30 16:33:33,730][pretrain.py][INFO] Epoch:[0/2](8000/293491) loss:nan lr:0.0000983 epoch_Time:1043.0min:
        [2023-08-30 16:37:10,391][pretrain.py][INFO] Epoch:[0/2](9000/293491) loss:nan lr:0.0000977 epoch_Time:1039.0min:
        [2023-08-30 16:40:49,196][pretrain.py][INFO] Epoch:[0/2](10000/293491) loss:nan lr:0.0000971 epoch_Time:1035.0min:
        [2023-08-30 16:44:29,060][pretrain.py][INFO] Epoch:[0/2](11000/293491) loss:nan lr:0.0000965 epoch_Time:1031.0min:
        """,
        "Pretraining the small Chinese Llama2 from scratch: the loss falls normally to ~4.3 and turns NaN "
        "between step 6000 and 7000, staying NaN afterwards. The thread has other users with the same "
        "symptom and no fix in the excerpt; the label rests on the log. Divergence recurs from the same "
        "config (learning rate / precision), so no blind restart.",
    ),
    # --- environment / paths --------------------------------------------------------------------------
    real(
        GH + "Deci-AI/super-gradients/issues/1604",
        "Deci-AI/super-gradients",
        "file_not_found",
        "user_code",
        USER,
        "FileNotFoundError: Incorrect Checkpoint path:  /kaggle/working/checkpoints/xxxxx/average_model.pth",
        r"""
        FileNotFoundError: Incorrect Checkpoint path:  /kaggle/working/checkpoints/xxxxx/average_model.pth
        (This should be an absolute path)
        """,
        "Loading the best checkpoint after training fails: the path built by the user misses the "
        "timestamped run sub-folder the trainer now creates. The maintainer pointed to "
        "trainer.checkpoints_dir_path and the reporter confirmed. A wrong path in user code: recurs.",
    ),
    real(
        GH + "merveenoyan/smol-vision/issues/5",
        "merveenoyan/smol-vision",
        "import_error",
        "user_code",
        USER,
        "ImportError: This modeling file requires the following packages that were not found in your environment: flash_attn.",
        r"""
        ImportError: This modeling file requires the following packages that were not found in your environment: flash_attn. Run `pip install flash_attn`
        """,
        "Fine-tuning notebook for Florence-2 (remote code) stops at model load because flash_attn is not "
        "installed; the maintainer's answer was to pip install flash-attn. A missing dependency in the "
        "environment: fix the environment, no restart.",
    ),
    real(
        GH + "QwenLM/Qwen3-VL/issues/571",
        "QwenLM/Qwen3-VL",
        "import_error",
        "user_code",
        USER,
        "DLL load failed while importing flash_attn_2_cuda:",
        r"""
          raise RuntimeError(
        RuntimeError: Failed to import transformers.models.qwen2_vl.modeling_qwen2_vl because of the following error (look up to see its traceback):
        DLL load failed while importing flash_attn_2_cuda: 找不到指定的模块。
        """,
        "Qwen2-VL model code fails to import because the flash-attn CUDA extension cannot be loaded "
        "(Windows: 'the specified module could not be found'), i.e. a flash-attn build that does not "
        "match the installed torch/CUDA. No fix in the thread; an import error wrapped in a RuntimeError "
        "is the environment's, and recurs on restart.",
    ),
    real(
        GH + "STVIR/pysot/issues/84",
        "STVIR/pysot",
        "other",
        "unknown",
        HUMAN,
        "ConnectionResetError: [Errno 104] Connection reset by peer",
        r"""
        [2019-07-03 02:04:41,443-rk0-log_helper.py#105] Progress: 142840 / 142840 [100%], Speed: 2.148 s/iter, ETA 0:00:00 (D:H:M)

        Process Process-1:
        Process Process-1:
        Traceback (most recent call last):
          File "/home/wudi/anaconda3/lib/python3.6/multiprocessing/process.py", line 258, in _bootstrap
            self.run()
          File "/home/wudi/anaconda3/lib/python3.6/multiprocessing/process.py", line 93, in run
            self._target(*self._args, **self._kwargs)
          File "/home/wudi/anaconda3/lib/python3.6/site-packages/torch/utils/data/dataloader.py", line 96, in _worker_loop
            r = index_queue.get(timeout=MANAGER_STATUS_CHECK_INTERVAL)
          File "/home/wudi/anaconda3/lib/python3.6/multiprocessing/queues.py", line 113, in get
            return _ForkingPickler.loads(res)
          File "/home/wudi/anaconda3/lib/python3.6/site-packages/torch/multiprocessing/reductions.py", line 151, in rebuild_storage_fd
            fd = df.detach()
          File "/home/wudi/anaconda3/lib/python3.6/multiprocessing/resource_sharer.py", line 57, in detach
            with _resource_sharer.get_connection(self._id) as conn:
          File "/home/wudi/anaconda3/lib/python3.6/multiprocessing/resource_sharer.py", line 87, in get_connection
            c = Client(address, authkey=process.current_process().authkey)
          File "/home/wudi/anaconda3/lib/python3.6/multiprocessing/connection.py", line 494, in Client
        ConnectionResetError: [Errno 104] Connection reset by peer
        """,
        "Distributed tracker training reaches 100% of its iterations, then DataLoader worker processes "
        "die while fetching shared-memory file descriptors from the already-exiting main process. No "
        "answer in the thread. The training itself finished; whether anything was lost (final "
        "checkpoint) cannot be told from the log: a human should check, not a blind restart. The last "
        "line is the exception as quoted in the issue title (the pasted traceback ends just above it).",
        ambiguous=True,
    ),
    # --- collectives across ranks -----------------------------------------------------------------
    real(
        GH + "OpenNMT/OpenNMT-tf/issues/985",
        "OpenNMT/OpenNMT-tf",
        "runtime_error",
        "framework_bug",
        USER,
        "[1,3]<stderr>:Horovod has been shut down. This was caused by an exception on one of the ranks or an attempt to allreduce, allgather or broadcast a tensor after one of the ranks finished execution.",
        r"""
        [1,3]<stderr>:    File "/usr/local/lib/python3.8/dist-packages/horovod/tensorflow/__init__.py", line 125, in allreduce
        [1,3]<stderr>:      summed_tensor_compressed = _allreduce(tensor_compressed, op=op,
        [1,3]<stderr>:    File "/usr/local/lib/python3.8/dist-packages/horovod/tensorflow/mpi_ops.py", line 127, in _allreduce
        [1,3]<stderr>:      return MPI_LIB.horovod_allreduce(tensor, name=name, reduce_op=op,
        [1,3]<stderr>:    File "<string>", line 107, in horovod_allreduce
        [1,3]<stderr>:Node: 'HorovodAllreduce_ReadVariableOp_22_0'
        [1,3]<stderr>:Horovod has been shut down. This was caused by an exception on one of the ranks or an attempt to allreduce, allgather or broadcast a tensor after one of the ranks finished execution. If the shutdown was caused by an exception, you should see the exception in the log before the first shutdown message.
        [1,3]<stderr>:	 [[{{node HorovodAllreduce_ReadVariableOp_22_0}}]] [Op:__inference__step_50022]
        [1,2]<stderr>:Traceback (most recent call last):
        [1,2]<stderr>:  File "/usr/local/bin/onmt-main", line 8, in <module>
        [1,2]<stderr>:    sys.exit(main())
        [1,2]<stderr>:  File "/usr/local/lib/python3.8/dist-packages/opennmt/bin/main.py", line 318, in main
        [1,2]<stderr>:    runner.train(
        """,
        "Horovod multi-GPU training with early stopping: when the early-stopping condition fires, the "
        "ranks leave the training loop at different points and the others are still in an allreduce, so "
        "Horovod shuts down. Labelled a bug in OpenNMT-tf (the stop decision was not synchronised across "
        "ranks). Collectives that differ between ranks: the same code fails the same way; a fix, not a "
        "restart.",
    ),
    real(
        GH + "Nixtla/neuralforecast/issues/1291",
        "Nixtla/neuralforecast",
        "other",
        "unknown",
        HUMAN,
        "(_train_tune pid=22946) [rank: 1] Child process with PID 23026 terminated with code 1.",
        r"""
        (_train_tune pid=22946) Seed set to 2
        (_train_tune pid=22946) GPU available: True (cuda), used: True
        (_train_tune pid=22946) TPU available: False, using: 0 TPU cores
        (_train_tune pid=22946) HPU available: False, using: 0 HPUs
        (_train_tune pid=22946) Initializing distributed: GLOBAL_RANK: 0, MEMBER: 1/4
        (_train_tune pid=22946) [rank: 1] Child process with PID 23026 terminated with code 1. Forcefully terminating all other processes to avoid zombies 🧟
        (raylet) A worker died or was killed while executing a task by an unexpected system error. To troubleshoot the problem, check the logs for the dead worker. RayTask ID: ffffffffffffffff14b6988a6a4935518fd4985a01000000 Worker ID: fa49156216bca352caee735419dc8cf5a59f668a96d20f
        """,
        "Ray Tune driving Lightning DDP on a 4-GPU SageMaker node: the rank-1 child exits with code 1 "
        "during distributed initialisation and the Ray worker is torn down (ActorDiedError). Labelled a "
        "bug, no root cause in the thread; the child's own error is not in the log. A bare non-zero exit "
        "of one rank: a human has to find the child's traceback.",
        ambiguous=True,
    ),
    # --- mixed precision --------------------------------------------------------------------------------
    real(
        GH + "67372a/LoRA_Easy_Training_Scripts/issues/57",
        "67372a/LoRA_Easy_Training_Scripts",
        "nan_or_value_error",
        "framework_bug",
        USER,
        'raise ValueError("Attempting to unscale FP16 gradients.")',
        r"""
        LoRA_Easy_Training_Scripts\backend\sd_scripts\venv\Lib\site-packages\torch\amp\grad_scaler.py", line 264, in _unscale_grads_
            raise ValueError("Attempting to unscale FP16 gradients.")
        ValueError: Attempting to unscale FP16 gradients.
        """,
        "LoRA training on the project's new 'Refresh' branch fails at the first optimizer step with "
        "fp16 mixed precision (bf16 works; the previous version worked). Labelled a bug by the "
        "maintainers: trainable parameters left in fp16 under the GradScaler. Recurs on every start "
        "with this code/precision: switch precision or update, no restart.",
    ),
]
