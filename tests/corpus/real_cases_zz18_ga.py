# ruff: noqa
"""Real excerpts, batch ZZ18-GA: development-fold failures DURING training of multi-GPU and
multi-node jobs (not at launch), as users paste them: NCCL watchdog timeouts in the middle of a run,
at an evaluation, at the end of an epoch or while a checkpoint is written; InfiniBand / RoCE
completion and queue-pair errors (one seen while an RL trainer pushes its weights to vLLM); CUDA
errors caught by the NCCL watchdog (unspecified launch failure, unknown error) after hours of
training; Horovod stall warnings naming the ranks that did not arrive; ranks killed by SIGKILL under
mpirun, by the launcher's SIGTERM after another component died, and by Ray's memory monitor when the
host runs out of RAM; a checkpoint save that ends in an NCCL remote error (a framework bug fixed by
the maintainers) and one whose collective times out on slow storage. Gathered from GitHub issue
threads (issues corpus) of repositories whose `fold_of(repo)` is "dev" (Megatron-LM,
Megatron-Bridge, DeepSpeed, Horovod, LlamaFactory, verl, EasyR1, OpenRLHF, open-r1, prime-rl,
Pai-Megatron-Patch, an IB health-check tool, one weather-model repository new to the corpus). The
forum index (pages corpus) was searched too for NCCL timeouts and IB errors, but it returned only
blog and tutorial pages without pasted logs, so every case here is a GitHub thread. Most hits of
the obvious queries (Xid 79 / fallen off the bus, uncorrectable ECC, vendor err 129, Slurm OOM and
node-failure records, EFA errors, TCPStore resets) were sources already in the corpus or
repositories of the test fold; this batch holds what the searches returned in dev-fold threads not
yet used, taken as it came, and not picked for what crashcart can do. Nobody ran crashcart on these
cases before they were labelled. Verbatim log lines as printed in each thread (trimmed to the
relevant part; markdown quote markers and code fences removed; a few overlong lines cut where the
stored thread text itself breaks off); labelled from what each thread concluded, or from the log
where it concluded nothing (the notes say which). Many are ambiguous: a watchdog timeout or a bare
signal with nothing else in the excerpt leaves the cause open, and the labels say so."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    # --- InfiniBand / RoCE errors in the middle of a run ----------------------------------------
    real(
        GH + "scitix/sichek/issues/44",
        "scitix/sichek",
        "network_error",
        "network_fabric",
        RESTART,
        "NCCL WARN NET/IB: Got completion from peer 172.16.234.184<53393> with status=12",
        r"""
        [2026-01-04 21:33:04] test-ys-512-scaling-test-0104-1504-a7de2925-master-0:617:2799 [3] transport/net_ib.cc:2360 NCCL WARN NET/IB: Got completion from peer 172.16.234.184<53393> with status=12 opcode=1 len=5222 vendor err 129 (Send) localGid ::ffff:100.123.200.87 remoteGids::ffff:100.123.200.74 hca mlx5_26
        """,
        "A pod-log line quoted by the maintainers of a cluster health-check tool from a 512-GPU "
        "scaling test, where it 'frequently appears' during large-scale distributed training; the "
        "issue adds a rule classifying it as an IB/RoCE communication anomaly that leads to stalls, "
        "NCCL timeouts and watchdog aborts. status=12 with vendor err 129 is the transport retry "
        "counter running out (a link flap / timeout on the fabric) seen mid-training, not a setup "
        "error: a transient fabric fault, restart from the last checkpoint. The line names the "
        "reporting pod and the peer address, not one faulty host, so no culprit.",
    ),
    real(
        GH + "OpenRLHF/OpenRLHF/pull/335",
        "OpenRLHF/OpenRLHF",
        "network_error",
        "network_fabric",
        RESTART,
        "NCCL WARN Call to ibv_modify_qp failed with error Connection timed out",
        r"""
        (LLMRayActor pid=1112, ip=172.26.5.7) update weight: model.embed_tokens.weight, dtype: torch.bfloat16, shape: torch.Size([128256, 8192])
        (LLMRayActor pid=1112, ip=172.26.5.7)
        (LLMRayActor pid=1112, ip=172.26.5.7) job-hvjmrsm8sqf4r2h5q2tl-worker-0:1112:13532 [0] ibvwrap.c:160 NCCL WARN Call to ibv_modify_qp failed with error Connection timed out
        (LLMRayActor pid=1112, ip=172.26.5.7) ERROR 06-30 06:10:12 worker_base.py:145] Error executing method update_weight. This might cause deadlock in distributed execution.
        (LLMRayActor pid=1112, ip=172.26.5.7) ERROR 06-30 06:10:12 worker_base.py:145] Traceback (most recent call last):
        (LLMRayActor pid=1112, ip=172.26.5.7) ERROR 06-30 06:10:12 worker_base.py:145]   File "/usr/local/lib/python3.10/dist-packages/vllm/worker/worker_base.py", line 137, in execute_method
        (LLMRayActor pid=1112, ip=172.26.5.7) ERROR 06-30 06:10:12 worker_base.py:145]     return executor(*args, **kwargs)
        """,
        "OpenRLHF PPO with a 70B-class actor on several nodes: while the trainer broadcasts the "
        "updated weights to the vLLM engines (update_weight), NCCL on one engine cannot bring an "
        "InfiniBand queue pair up (ibv_modify_qp: Connection timed out) and the vLLM worker fails. "
        "The contributor reports the error 'may happen or not' across runs of the same code. "
        "Labelled from the log and that remark: an intermittent IB connection timeout on the "
        "fabric, a transient infrastructure fault; restart from the last checkpoint (if it "
        "recurred on every run it would instead point at the RoCE/GID configuration).",
    ),
    # --- NCCL watchdog timeouts with nothing else in the excerpt -------------------------------
    real(
        GH + "NVIDIA/Megatron-LM/issues/1051",
        "NVIDIA/Megatron-LM",
        "nccl_timeout",
        "unknown",
        HUMAN,
        "[Rank 7] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=749",
        r"""
        [E ProcessGroupNCCL.cpp:737] [Rank 7] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=749, OpType=ALLREDUCE, Timeout(ms)=1800000) ran for 1800258 milliseconds before timing out.
        [E ProcessGroupNCCL.cpp:414] Some NCCL operations have failed or timed out. Due to the asynchronous nature of CUDA kernels, subsequent GPU operations might run on corrupted/incomplete data. To avoid this inconsistency, we are taking the entire process down.
        [E ProcessGroupNCCL.cpp:737] [Rank 5] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=749, OpType=ALLREDUCE, Timeout(ms)=1800000) ran for 1801313 milliseconds before timing out.
        terminate called after throwing an instance of 'std::runtime_error'
        """,
        "Megatron-LM GPT on 8 GPUs (TP 2, PP 2, DP 2): ranks 5 and 7 time out in the same "
        "all-reduce (SeqNum 749) after 30 minutes while the job builds the train/valid/test data "
        "iterators; the user suspects the dataset size. The thread has no answer. Labelled from the "
        "log: every rank shown is a waiter, no rank reports an error, and nothing says whether a "
        "rank is still building index files, is stuck, or died; ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "verl-project/verl/issues/3873",
        "verl-project/verl",
        "nccl_timeout",
        "unknown",
        HUMAN,
        "[Rank 3] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=26",
        r"""
        (TaskRunner pid=152455)
        Training Progress:   3%|▎         | 1/30 [10:37<5:08:06, 637.47s/it]
        (WorkerDict pid=97397, ip=33.97.231.144) [rank3]:[E1023 02:44:30.941975491 ProcessGroupNCCL.cpp:632] [Rank 3] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=26, OpType=ALLREDUCE, NumelIn=1, NumelOut=1, Timeout(ms)=1200000) ran for 1200007 milliseconds before timing out.
        (WorkerDict pid=97397, ip=33.97.231.144) [rank3]:[E1023 02:44:30.942078991 ProcessGroupNCCL.cpp:2271] [PG ID 0 PG GUID 0(default_pg) Rank 3]  failure detected by watchdog at work sequence id: 26 PG status: last enqueued work: 26, last completed work: 126
        (raylet) A worker died or was killed while executing a task by an unexpected system error. To troubleshoot the problem, check the logs for the dead worker. RayTask ID: ffffffffffffffff84d3bef8f04b6a19420178852d000000 Worker ID: 2c6142b276944f69acb1aee309bcc8a9c7dd2275773d4704ab7c45d6 Node ID: 35eb5cb186733bfa7442ac7c1c71baaa9988b610bc9782b1ecbd0db1 Worker IP address: 33.97.254.40
        """,
        "verl GRPO with Megatron training and SGLang rollout on several nodes: step 1 completes, "
        "then at the second rollout step many ranks hit a 20-minute watchdog timeout on a 1-element "
        "all-reduce and Ray reports a dead worker on another host. The user elided the repeated "
        "traces; only printed lines are kept. The thread has no diagnosis. Labelled from the log: "
        "a hang between training and rollout with no rank showing a first error (the dead worker "
        "may be a consequence of the abort); ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "hiyouga/LlamaFactory/issues/8261",
        "hiyouga/LlamaFactory",
        "nccl_timeout",
        "unknown",
        HUMAN,
        "[Rank 4] Some NCCL operations have failed or timed out.",
        r"""
        [1824] frame #2: c10d::ProcessGroupNCCL::watchdogHandler() + 0xc80 (0x7eff524277a0 in /opt/conda/envs/ln/lib/python3.11/site-packages/torch/lib/libtorch_cuda.so)
        [1825] frame #3: c10d::ProcessGroupNCCL::ncclCommWatchdog() + 0x14d (0x7eff52428ead in /opt/conda/envs/ln/lib/python3.11/site-packages/torch/lib/libtorch_cuda.so)
        [1826] frame #4: <unknown function> + 0xdbbf4 (0x7eff423efbf4 in /opt/conda/envs/ln/bin/../lib/libstdc++.so.6)
        [1827] frame #5: <unknown function> + 0x94ac3 (0x7effad0f1ac3 in /usr/lib/x86_64-linux-gnu/libc.so.6)
        [1828] frame #6: clone + 0x44 (0x7effad182a04 in /usr/lib/x86_64-linux-gnu/libc.so.6)
        [1829]
        [1830] [rank3]:[W602 11:18:52.489301002 ProcessGroupNCCL.cpp:2111] [PG ID 1 PG GUID 1 Rank 3] timed out after waiting for 60000ms flight recorder dumps to finish.
        [1831] [rank4]:[E602 11:18:52.531176265 ProcessGroupNCCL.cpp:684] [Rank 4] Some NCCL operations have failed or timed out. Due to the asynchronous nature of CUDA kernels, subsequent GPU operations might run on corrupted/incomplete data.
        [1832] [rank4]:[E602 11:18:52.531247012 ProcessGroupNCCL.cpp:698] [Rank 4] To avoid data inconsistency, we are taking the entire process down.
        """,
        "LlamaFactory fine-tuning that ran for a while before the watchdog took the ranks down "
        "(the issue title: a collective operation timeout after training for some time); the "
        "bracketed numbers are the line numbers of the user's log file. The issue was closed as "
        "wontfix without a diagnosis. Labelled from the log: ranks 3 and 4 report a timeout and a "
        "failed flight-recorder dump, nothing names a first failing rank or a cause; ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "huggingface/open-r1/issues/160",
        "huggingface/open-r1",
        "nccl_timeout",
        "unknown",
        HUMAN,
        "[Rank 5] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=3744",
        r"""
        [alphagpu12:0]:  0%|          | 0/1685 [00:00<?, ?it/s][alphagpu12:0]:
        [alphagpu12:0]:  0%|          | 1/1685 [00:11<5:24:48, 11.57s/it][alphagpu12:0]:
        [alphagpu12:0]:  0%|          | 2/1685 [00:17<3:52:51,  8.30s/it][alphagpu12:0]:
        [alphagpu12:0]:  0%|          | 3/1685 [00:23<3:27:44,  7.41s/it][alphagpu12:5]:[rank5]:[E213 16:38:44.687590798 ProcessGroupNCCL.cpp:616] [Rank 5] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=3744, OpType=_ALLGATHER_BASE, NumelIn=622177920, NumelOut=4977423360, Timeout(ms)=1800000) ran for 1800011 milliseconds before timing out.
        [alphagpu12:5]:[rank5]:[E213 16:38:44.688156502 ProcessGroupNCCL.cpp:1785] [PG ID 0 PG GUID 0(default_pg) Rank 5] Exception (either an error or timeout) detected by watchdog at work: 3744, last enqueued NCCL work: 3749, last completed NCCL work: 3743.
        [alphagpu12:4]:[rank4]:[E213 16:38:44.679055610 ProcessGroupNCCL.cpp:616] [Rank 4] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=3744, OpType=_ALLGATHER_BASE, NumelIn=622177920, NumelOut=4977423360, Timeout(ms)=1800000) ran for 1800006 milliseconds before timing out.
        """,
        "open-r1 GRPO training on one 8-GPU node (srun -l style prefixes); a commenter's run of "
        "the thread 'NCCL problem when multiple GPU cards are saving model.safetensors' stalls "
        "after step 3 and ranks 4 and 5 time out in a large parameter all-gather (ZeRO-3) after 30 "
        "minutes. The excerpt does not record a fix. Labelled from the log: several ranks wait in "
        "the same all-gather, no rank reports an error or names who is missing; ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "deepspeedai/DeepSpeed/issues/5394",
        "deepspeedai/DeepSpeed",
        "nccl_timeout",
        "unknown",
        HUMAN,
        "Watchdog caught collective operation timeout: WorkNCCL(SeqNum=9314, OpType=_REDUCE_SCATTER_BASE",
        r"""
        {'loss': 1.7157, 'grad_norm': 0.0, 'learning_rate': 0.0, 'epoch': 0.02}
        {'eval_loss': 1.8737543821334839, 'eval_runtime': 14.4006, 'eval_samples_per_second': 3.194, 'eval_steps_per_second': 0.833, 'epoch': 0.02}
         2%|▏         | 1/42 [02:52<1:48:00, 158.06s/i[rank0]:[E ProcessGroupNCCL.cpp:523] [Rank 0] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=9314, OpType=_REDUCE_SCATTER_BASE, NumelIn=131072000, NumelOut=32768000, Timeout(ms)=600000)
        """,
        "Llama-2-7B with ZeRO-3 on 4 V100s under the HF Trainer: the job hangs during or right "
        "after the first evaluation and the watchdog kills it after 10 minutes in a ZeRO "
        "reduce-scatter. The user tried NCCL_P2P_DISABLE, P2P level, ZeRO bucket settings and ACS "
        "checks without effect; the issue was closed without a recorded cause. Labelled from the "
        "log: one rank's timeout, no error on any rank; ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "deepspeedai/DeepSpeed/issues/5539",
        "deepspeedai/DeepSpeed",
        "nccl_timeout",
        "unknown",
        HUMAN,
        "[Rank 15] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=96383",
        r"""
        [E ProcessGroupNCCL.cpp:475] [Rank 15] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=96383, OpType=_ALLGATHER_BASE, NumelIn=88200, NumelOut=5644800, Timeout(ms)=7200000) ran for 7200520 milliseconds before timing out.
        t-20240517230118-grg2t-worker-1:5123:5271 [0] NCCL INFO [Service thread] Connection closed by localRank 7
        t-20240517230118-grg2t-worker-1:5125:5269 [2] NCCL INFO [Service thread] Connection closed by localRank 7
        t-20240517230118-grg2t-worker-1:5127:5272 [4] NCCL INFO [Service thread] Connection closed by localRank 7
        t-20240517230118-grg2t-worker-1:5129:5270 [6] NCCL INFO [Service thread] Connection closed by localRank 7
        t-20240517230118-grg2t-worker-1:5130:5275 [7] NCCL INFO [Service thread] Connection closed by localRank 7
        t-20240517230118-grg2t-worker-1:5130:5206 [0] NCCL INFO comm 0x738ea950 rank 15 nranks 64 cudaDev 7 busId e4000 - Abort COMPLETE
        [E ProcessGroupNCCL.cpp:489] Some NCCL operations have failed or timed out. Due to the asynchronous nature of CUDA kernels, subsequent GPU operations might run on corrupted/incomplete data.
        [E ProcessGroupNCCL.cpp:495] To avoid data inconsistency, we are taking the entire process down.
        """,
        "A 64-rank ZeRO-3 job that gathers the partitioned parameters at the end of each epoch to "
        "run HF generate() and re-partitions them for the next epoch; after 96k collectives one "
        "worker's rank 15 times out in a parameter all-gather after 2 hours and aborts its "
        "communicator (the only error the user found across workers). The thread records no "
        "resolution. Labelled from the log: a timeout on one rank with no first error and no sign "
        "whether the other ranks ran a different number of gathers (a generate() that differs "
        "between ranks) or one rank stalled; ambiguous. The log names only the rank that timed out.",
        culprit={"nodes": ["t-20240517230118-grg2t-worker-1"], "ranks": [15]},
        ambiguous=True,
    ),
    real(
        GH + "deepspeedai/DeepSpeed/issues/6756",
        "deepspeedai/DeepSpeed",
        "nccl_timeout",
        "unknown",
        HUMAN,
        "[Rank 3] NCCL watchdog thread terminated with exception: [Rank 3] Watchdog caught collective operation timeout",
        r"""
        [E ProcessGroupNCCL.cpp:489] Some NCCL operations have failed or timed out. Due to the asynchronous nature of CUDA kernels, subsequent GPU operations might run on corrupted/incomplete data.
        [E ProcessGroupNCCL.cpp:495] To avoid data inconsistency, we are taking the entire process down.
        [E ProcessGroupNCCL.cpp:916] [Rank 3] NCCL watchdog thread terminated with exception: [Rank 3] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=235, OpType=BROADCAST, NumelIn=768, NumelOut=768, Timeout(ms)=1800000) ran for 1800956 milliseconds before timing out.
        [E ProcessGroupNCCL.cpp:489] Some NCCL operations have failed or timed out. Due to the asynchronous nature of CUDA kernels, subsequent GPU operations might run on corrupted/incomplete data.
        [E ProcessGroupNCCL.cpp:495] To avoid data inconsistency, we are taking the entire process down.
        [E ProcessGroupNCCL.cpp:916] [Rank 1] NCCL watchdog thread terminated with exception: [Rank 1] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=235, OpType=BROADCAST, NumelIn=768, NumelOut=768, Timeout(ms)=1800000) ran for 1800956 milliseconds before timing out.
        """,
        "Fine-tuning with ZeRO-3 (with and without offload) on RTX 4090s after ZeRO-2 ran out of "
        "GPU memory: ranks 1 and 3 time out in the same small broadcast after 30 minutes. The issue "
        "is open without an answer. Labelled from the log: all printed ranks are waiters in the "
        "same collective; consumer GPUs without P2P are a known suspect for such hangs, but "
        "nothing in the excerpt confirms it; ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "deepspeedai/DeepSpeed/issues/942",
        "deepspeedai/DeepSpeed",
        "hang",
        "unknown",
        HUMAN,
        "61439/64146 [4:33:58<09:36, 4.69it/s]",
        r"""
        96%|█████████▌| 61423/64146 [4:33:54<19:03, 2.38it/s]
        96%|█████████▌| 61424/64146 [4:33:54<15:35, 2.91it/s]
        96%|█████████▌| 61425/64146 [4:33:54<21:24, 2.12it/s]
        96%|█████████▌| 61426/64146 [4:33:55<16:53, 2.68it/s]
        96%|█████████▌| 61427/64146 [4:33:55<13:33, 3.34it/s]
        96%|█████████▌| 61428/64146 [4:33:55<14:24, 3.15it/s]
        96%|█████████▌| 61429/64146 [4:33:56<09:24, 4.81it/s]
        96%|█████████▌| 61430/64146 [4:33:56<13:51, 3.27it/s]
        96%|█████████▌| 61431/64146 [4:33:56<15:47, 2.86it/s]
        96%|█████████▌| 61432/64146 [4:33:57<14:01, 3.23it/s]
        96%|█████████▌| 61433/64146 [4:33:57<10:29, 4.31it/s]
        96%|█████████▌| 61434/64146 [4:33:57<10:59, 4.11it/s]
        96%|█████████▌| 61435/64146 [4:33:57<10:29, 4.31it/s]
        96%|█████████▌| 61436/64146 [4:33:57<05:40, 7.95it/s]
        96%|█████████▌| 61438/64146 [4:33:58<06:02, 7.46it/s]
        96%|█████████▌| 61439/64146 [4:33:58<09:36, 4.69it/s]
        """,
        "DeepSpeed's bing_bert example on several GPUs: after 4.5 hours the progress bar stops at "
        "61439 steps with GPU utilisation at 100%, nothing more is printed and no checkpoint is "
        "saved. The maintainer asks whether save_checkpoint is called on every rank (it must be; a "
        "rank-0-only call leaves the others waiting); another user reports the same with the "
        "unmodified example. No resolution in the thread. Labelled from the log: a silent hang "
        "with no dump and no error line; the last progress line is the only anchor; ambiguous.",
        ambiguous=True,
    ),
    # --- Horovod stall warnings ------------------------------------------------------------------
    real(
        GH + "horovod/horovod/issues/336",
        "horovod/horovod",
        "hang",
        "user_code",
        USER,
        "WARNING: One or more tensors were submitted to be reduced, gathered or broadcasted by subset of ranks",
        r"""
        WARNING: One or more tensors were submitted to be reduced, gathered or broadcasted by subset of ranks and are waiting for remainder of ranks for more than 60 seconds. This may indicate that different ranks are trying to submit different tensors or that only subset of ranks is submitting tensors, which will cause deadlock. Stalled ops: HorovodAllreduce_loss_Mean_0 [ready ranks: 3], DistributedMomentumOptimizer_Allreduce/HorovodAllreduce_gradients_map_getter_Conv_Conv2D_grad_tuple_control_dependency_1_0 [ready ranks: 2, 0, 1], DistributedMomentumOptimizer_Allreduce/HorovodAllreduce_gradients_map_getter_Conv_BiasAdd_grad_tuple_control_dependency_1_0 [ready ranks: 2, 0, 1], DistributedMomentumOptimizer_Allreduce/HorovodAllreduce_gradients_deconv_conv2d_transpose_conv2d_transpose_2_grad_tuple_control_dependency_0 [ready ranks: 2, 0, 1], DistributedMomentumOptimizer_Allreduce/HorovodAllreduce_gradients_deconv_conv2d_transpose_BiasAdd_grad_tuple_control_dependency_1_0 [ready ranks: 2, 0, 1
        """,
        "Thread 'Training With Inconsistent Shapes' (TensorFlow + Horovod, 4 ranks): after switching "
        "input shapes the job deadlocks; rank 3 waits in the loss all-reduce while ranks 0-2 wait "
        "in the gradient all-reduces, i.e. the ranks submit different collectives, which Horovod's "
        "stall warning says causes deadlock. The divergence comes from the user's training graph "
        "(per-rank different shapes / control flow), so it recurs with the same code: notify the "
        "user. The log names rank 3 as the rank on a different collective.",
        culprit={"nodes": [], "ranks": [3]},
    ),
    real(
        GH + "horovod/horovod/issues/134",
        "horovod/horovod",
        "hang",
        "unknown",
        HUMAN,
        "WARNING: One or more tensors were submitted to be reduced, gathered or broadcasted by subset of ranks",
        r"""
        skyaxe-computing-0:19778:20039 [0] INFO [0] Ring 0 :    0   1   2   3
        skyaxe-computing-2:272068:272284 [1] INFO 3 -> 2 via P2P/IPC
        skyaxe-computing-2:272067:272276 [0] INFO 1 -> 2 via NET/IB/0
        skyaxe-computing-2:272067:272276 [0] INFO 2 -> 3 via P2P/IPC
        skyaxe-computing-0:19778:20039 [0] INFO 3 -> 0 via NET/IB/0
        skyaxe-computing-0:19778:20039 [0] INFO 0 -> 1 via P2P/IPC
        skyaxe-computing-0:19778:20039 [0] INFO Launch mode Parallel
        WARNING: One or more tensors were submitted to be reduced, gathered or broadcasted by subset of ranks and are waiting for remainder of ranks for more than 60 seconds. This may indicate that different ranks are trying to submit different tensors or that only subset of ranks is submitting tensors, which will cause deadlock. Stalled ops: v0/tower_0/HorovodAllreduce_v0_tower_0_gradients_AddN_23_0 [ready ranks: 2], v0/tower_0/HorovodAllreduce_v0_tower_0_gradients_AddN_24_0 [ready ranks: 2], v0/tower_0/HorovodAllreduce_v0_tower_0_gradients_AddN_25_0 [ready ranks: 2], v0/tower_0/HorovodAllreduce_v0_tower_0_gradients_AddN_28_0 [ready ranks: 2], v0/tower_0/HorovodAllreduce_v0_tower_0_gradients_AddN_26_0 [ready ranks: 2], v0/tower_0/HorovodAllreduce_v0_tower_0_gradients_AddN_27_0 [ready ranks: 2], v0/tower_0/HorovodAllreduce_v0_tower_0_gradients_AddN_22_0 [ready ranks: 2, 3]
        """,
        "tf_cnn_benchmarks under Horovod on two nodes with two GPUs each over IB: the stall warning "
        "appears periodically once more than one GPU per node is used, with only rank 2 (and "
        "sometimes 3) ready on the gradient all-reduces. The excerpt holds no diagnosis. Labelled "
        "from the log: ranks arrive late at the same collectives but nothing says why (slow "
        "inter-node link, input pipeline, or a rank doing other work); ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "horovod/horovod/pull/334",
        "horovod/horovod",
        "hang",
        "unknown",
        HUMAN,
        "Stalled ops: allreduce.conv1.weight [ready ranks: 5, 1, 4, 7, 2, 3]",
        r"""
        Train Epoch     #73:  82% 1027/1252 [36:43<1:25:55, 22.91s/it, loss=0.946, accuracy=77]WARNING: One or more tensors were submitted to be reduced, gathered or broadcasted by subset of ranks and are waiting for remainder of ranks for more than 60 seconds. This may indicate that different ranks are trying to submit different tensors or that only subset of ranks is submitting tensors, which will cause deadlock. Stalled ops: allreduce.conv1.weight [ready ranks: 5, 1, 4, 7, 2, 3], allreduce.bn1.weight [ready ranks: 5, 1, 4, 7, 2, 3], allreduce.bn1.bias [ready ranks: 5, 1, 4, 7, 2, 3], allreduce.layer1.0.conv1.weight [ready ranks: 5, 1, 4, 7, 2, 3], allreduce.layer1.0.bn1.weight [ready ranks: 5, 1, 4, 7, 2, 3], allreduce.layer1.0.bn1.bias [ready ranks: 5, 1, 4, 7, 2, 3], allreduce.layer1.0.conv2.weight [ready ranks: 5, 1, 4, 7, 2, 3], allreduce.layer1.0.bn2.weight [ready ranks: 5, 1, 4, 7, 2, 3], allreduce.layer1.0.bn2.bias [ready ranks: 5, 1, 4, 7, 2, 3], allreduce.layer1.0.bn3.weight [ready
        """,
        "A comment on a Horovod PR: PyTorch ImageNet ResNet training on 8 ranks stalls in epoch 73 "
        "(22.9 s per iteration) with ranks 0 and 6 missing from every gradient all-reduce. No cause "
        "is given in the thread. Labelled from the log: two ranks stopped submitting after 72 "
        "good epochs (dead, stuck in data loading, or on a failing GPU), nothing says which; "
        "ambiguous. The missing ranks are implied, not named, so no culprit.",
        ambiguous=True,
    ),
    real(
        GH + "horovod/horovod/issues/403",
        "horovod/horovod",
        "hang",
        "unknown",
        HUMAN,
        "HorovodAllreduce_gradients_197_model_0_0_f1_l_last_add_1_grad_Reshape_1_0 [missing ranks: 0]",
        r"""
        WARNING: One or more tensors were submitted to be reduced, gathered or broadcasted by subset of ranks and are waiting for remainder of ranks for more than 60 seconds. This may indicate that different ranks are trying to submit different tensors or that only subset of ranks is submitting tensors, which will cause deadlock.
        Stalled ops:
        HorovodAllreduce_gradients_197_model_0_0_f1_l_last_add_1_grad_Reshape_1_0 [missing ranks: 0]
        HorovodAllreduce_gradients_197_model_0_0_f1_l_last_Conv2D_1_grad_Conv2DBackpropFilter_0 [missing ranks: 0]
        HorovodAllreduce_gradients_197_model_0_0_f1_l_last_mul_2_grad_Reshape_0 [missing ranks: 0]
        HorovodAllreduce_gradients_197_model_0_0_f1_l_2_actnorm_center_add_1_grad_Reshape_1_0 [missing ranks: 0]
        HorovodAllreduce_gradients_197_model_0_0_f1_l_2_actnorm_scale_mul_2_grad_Reshape_0 [missing ranks: 0]
        HorovodAllreduce_gradients_197_model_0_0_f1_l_2_Conv2D_1_grad_Conv2DBackpropFilter_0 [missing ranks: 0]
        HorovodAllreduce_gradients_197_model_0_0_f1_l_1_actnorm_center_add_1_grad_Reshape_1_0 [missing ranks: 0]
        HorovodAllreduce_gradients_197_model_0_0_f1_l_1_actnorm_scale_mul_2_grad_Reshape_0 [missing ranks: 0]
        """,
        "A flow model trained with TensorFlow + Horovod on 4 nodes x 4 GPUs: the stall warning "
        "repeats during training and names rank 0 as missing from every gradient all-reduce; the "
        "user believes it slows the run. Closed as wontfix without a diagnosis. Labelled from the "
        "log: rank 0 lags behind the others (extra rank-0 work such as logging or checkpointing, "
        "or a slow node), nothing says which; ambiguous, with rank 0 the rank the log names.",
        culprit={"nodes": [], "ranks": [0]},
        ambiguous=True,
    ),
    # --- ranks killed by a signal ----------------------------------------------------------------
    real(
        GH + "horovod/horovod/issues/469",
        "horovod/horovod",
        "host_oom",
        "unknown",
        HUMAN,
        "mpirun noticed that process rank 7 with PID 0 on node HOSTNAME exited on signal 9 (Killed).",
        r"""
        Epoch 1/1
        Epoch 1/1
        Epoch 1/1
        Epoch 1/1
        Epoch 1/1
        Epoch 1/1
        Epoch 1/1
        Epoch 1/1
        /-------------------------------------------------------
        Primary job  terminated normally, but 1 process returned
        a non-zero exit code. Per user-direction, the job has been aborted.
        /-------------------------------------------------------

        /--------------------------------------------------------------------------
        mpirun noticed that process rank 7 with PID 0 on node HOSTNAME exited on signal 9 (Killed).
        /--------------------------------------------------------------------------
        """,
        "Keras + Horovod on one 8-GPU host under mpirun: all 8 ranks enter the first epoch, then "
        "rank 7 is SIGKILLed and mpirun aborts the job without any other error (the leading "
        "slashes are as the user pasted them). The excerpt holds no conclusion. Labelled from the "
        "log: a bare SIGKILL with no kernel or scheduler OOM record; host memory exhaustion is "
        "the usual cause but not shown; ambiguous. The host name is a placeholder, so only the "
        "rank is named.",
        culprit={"nodes": [], "ranks": [7]},
        ambiguous=True,
    ),
    real(
        GH + "PrimeIntellect-ai/prime-rl/issues/1360",
        "PrimeIntellect-ai/prime-rl",
        "other",
        "unknown",
        HUMAN,
        "Received 15 death signal, shutting down workers",
        r"""
        [default0]:12:13:46    INFO Starting from step 0 (total_tokens=0, total_samples=0)
        [default0]:12:13:46    INFO Initializing data loader (fake=None)
        [default0]:12:13:46    INFO Starting training loop (max_steps=100)
        [default0]:12:13:46    INFO Starting training step 0
        [default0]:12:13:46    INFO Waiting for training batch to arrive
        W1130 12:13:49.388000 124326 torch/distributed/elastic/agent/server/api.py:723] Received 15 death signal, shutting down workers
        W1130 12:13:49.389000 124326 torch/distributed/elastic/multiprocessing/api.py:900] Sending process 124533 closing signal SIGTERM
        """,
        "prime-rl RL run (trainer, orchestrator and inference server on 2 GPUs): the trainer "
        "enters its training loop, waits for the first batch, and its torchrun agent receives "
        "SIGTERM and shuts the workers down. The maintainer explains that this means the "
        "orchestrator or the inference server crashed and the launcher then stopped the trainer; "
        "their logs are not in the excerpt. Labelled from the log: the trainer's console shows "
        "only the consequence, the cause is in another component's log; ambiguous.",
        ambiguous=True,
    ),
    # --- host memory exhausted: Ray's memory monitor kills a worker ------------------------------
    real(
        GH + "verl-project/verl/issues/4995",
        "verl-project/verl",
        "host_oom",
        "user_code",
        USER,
        "ray.exceptions.OutOfMemoryError: Task was killed due to the node running low on memory.",
        r"""
        Training Progress:  10%|█         | 116/1155 [7:54:43<67:30:48, 233.93s/it](raylet) [2026-01-20 08:13:25,391 E 2105 2105] (raylet) node_manager.cc:3099: 1 Workers (tasks / actors) killed due to memory pressure (OOM), 0 Workers crashed due to other reasons at node (ID: 87d772fad6a1e8e28022131ee0c15591d7d109361ad677a9e64c71e2, IP: 10.22.68.9) over the last time period. To see more information about the Workers killed on this node, use `ray logs raylet.out -ip 10.22.68.9`
        (raylet)
        ray.exceptions.OutOfMemoryError: Task was killed due to the node running low on memory.
        Memory on the node (IP: 10.22.68.9, ID: 87d772fad6a1e8e28022131ee0c15591d7d109361ad677a9e64c71e2) where the lease (lease ID: 790000004006ae9cb2011001e939ebcca67270a67f5d05e32bbabdcaaa6c8a9e, name=agent_loop_worker_4_99f24f82:AgentLoopWorker.__init__, pid=2285, memory used=10.13GB) was running was 891.06GB / 937.50GB (0.950459), which exceeds the memory usage threshold of 0.95. Ray killed this worker (ID: 95551803ce0080e36b103034e214ee74b1381d5fca373067c306cc02) because it was the most recently scheduled task; to see more information about memory usage on this node, use `ray logs raylet.out -ip 10.22.68.9`.
        """,
        "verl GRPO training of Qwen3-VL with FSDP: after 116 steps and almost 8 hours, host RAM "
        "on 10.22.68.9 reaches 891 of 937 GB and Ray's memory monitor kills a worker. The user "
        "reports CPU memory growing step by step; the thread is open. Labelled from the log: a "
        "host OOM with Ray's own kill record (memory numbers, threshold), which recurs with the "
        "same configuration (offload, rollout workers, data) until memory use is reduced: notify "
        "the user.",
        culprit={"nodes": ["10.22.68.9"], "ranks": []},
    ),
    real(
        GH + "hiyouga/EasyR1/issues/185",
        "hiyouga/EasyR1",
        "host_oom",
        "user_code",
        USER,
        "1 Workers (tasks / actors) killed due to memory pressure (OOM)",
        r"""
        Compute log probs:  76%|████████████████████████████████████████████████████████████████████████████████████████▍                           | 244/320 [08:56<02:05,  1.65s/it]
        (raylet) [2025-04-02 15:02:00,117 E 135782 135782] (raylet) node_manager.cc:3069: 1 Workers (tasks / actors) killed due to memory pressure (OOM), 0 Workers crashed due to other reasons at node (ID: 351e406b196f66bb45eaad02a3b8b4725babfa8cc12949432f7ad7d8, IP: 10.95.143.76) over the last time period. To see more information about the Workers killed on this node, use `ray logs raylet.out -ip 10.95.143.76`
        (raylet)
        (raylet) Refer to the documentation on how to address the out of memory issue: https://docs.ray.io/en/latest/ray-core/scheduling/ray-oom-prevention.html. Consider provisioning more memory on this node or reducing task parallelism by requesting more CPUs per task. To adjust the kill threshold, set the environment variable `RAY_memory_usage_threshold` when starting Ray. To disable worker killing, set the environment variable `RAY_memory_monitor_refresh_ms` to zero.
        Traceback (most recent call last):
          File "/usr/lib/python3.10/runpy.py", line 196, in _run_module_as_main
            return _run_code(code, main_globals, None,
          File "/usr/lib/python3.10/runpy.py", line 86, in _run_code
            exec(code, run_globals)
        """,
        "EasyR1 (verl-based) RL training: while computing log-probs (step 244 of 320 in that "
        "phase) Ray's memory monitor kills a worker on 10.95.143.76 for host memory pressure and "
        "the trainer's driver fails. No fix is recorded in the excerpt. Labelled from the log: a "
        "host OOM with Ray's kill record, which repeats with the same batch / offload settings: "
        "notify the user.",
        culprit={"nodes": ["10.95.143.76"], "ranks": []},
    ),
    real(
        GH + "OpenRLHF/OpenRLHF/issues/936",
        "OpenRLHF/OpenRLHF",
        "host_oom",
        "user_code",
        USER,
        "Task was killed due to the node running low on memory.",
        r"""
        ERROR - An error occurred during score calculation: Task was killed due to the node running low on memory.
        """,
        "OpenRLHF PPO on several nodes with Ray (the error line is the issue title; the rest of the "
        "log was a screenshot): the reward-scoring task is killed by Ray for low host memory. The "
        "user set RAY_DEBUG_DISABLE_MEMORY_MONITOR=1 without effect and notes the nodes have 1000 "
        "GB that cannot be increased; no fix in the thread. Labelled from the log: host memory "
        "exhausted by the job's own processes, repeats with the same configuration: notify the user.",
    ),
    # --- CUDA errors caught by the NCCL watchdog in the middle of a run --------------------------
    real(
        GH + "hiyouga/LlamaFactory/issues/8871",
        "hiyouga/LlamaFactory",
        "cuda_error",
        "user_code",
        USER,
        "Process group watchdog thread terminated with exception: CUDA error: unspecified launch failure",
        r"""
        192.168.12.21: {'loss': 0.2411, 'grad_norm': 0.3060550590848015, 'learning_rate': 9.846034296341644e-06, 'epoch': 0.4}
        192.168.12.21: {'loss': 0.2286, 'grad_norm': 0.2749779785870359, 'learning_rate': 9.845673262306643e-06, 'epoch': 0.4}
        192.168.12.21: {'loss': 0.2329, 'grad_norm': 0.27532953852808206, 'learning_rate': 9.845311812107845e-06, 'epoch': 0.4}
        192.168.13.81: [rank19]:[E808 10:31:07.406255799 ProcessGroupNCCL.cpp:1895] [PG ID 1 PG GUID 1 Rank 19] Process group watchdog thread terminated with exception: CUDA error: unspecified launch failure
        """,
        "LlamaFactory SFT with accelerate + DeepSpeed ZeRO-3 on several H800 nodes (pdsh-style host "
        "prefixes): after 40% of an epoch rank 19 on 192.168.13.81 dies with an unspecified launch "
        "failure caught by the NCCL watchdog. The reporter closed it as solved: GPU memory kept "
        "growing with the steps ('the GPU memory blew up'), and emptying the CUDA cache every 3 "
        "steps (torch_empty_cache_steps) let the run finish. Labelled from that fix: a "
        "configuration / memory-footprint problem that recurs with the same settings, notify the "
        "user (a later commenter doubts the option is read, so the diagnosis is the reporter's).",
        culprit={"nodes": ["192.168.13.81"], "ranks": [19]},
    ),
    real(
        GH + "NVIDIA-NeMo/Megatron-Bridge/issues/836",
        "NVIDIA-NeMo/Megatron-Bridge",
        "cuda_error",
        "unknown",
        HUMAN,
        "Process group watchdog thread terminated with exception: CUDA error: unspecified launch failure",
        r"""
        Step Time : 7.14s GPU utilization: 1031.0TFLOP/s/GPU
         [2025-10-02 12:20:48] iteration       48/      50 | consumed samples:         3072 | elapsed time per iteration (ms): 7138.7 | learning rate: 7.200000E-06 | global batch size:    64 | lm loss: 8.317189E-02 | loss scale: 1.0 | grad norm: 1.721 | number of skipped iterations:   0 | number of nan iterations:   0 |
        [rank29]:[E1002 12:20:55.123831168 ProcessGroupNCCL.cpp:1923] [PG ID 5 PG GUID 83(TENSOR_MODEL_PARALLEL_GROUP) Rank 1] Process group watchdog thread terminated with exception: CUDA error: unspecified launch failure
        CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
        For debugging consider passing CUDA_LAUNCH_BLOCKING=1
        Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

        Exception raised from c10_cuda_check_implementation at /opt/pytorch/pytorch/c10/cuda/CUDAException.cpp:43 (most recent call first):
        """,
        "Llama 3 70B BF16 pretraining benchmark on B200 with the 25.09 release-candidate container: "
        "at iteration 48 of 50, while the profiler is active, global rank 29 (TP rank 1) fails "
        "with an unspecified launch failure caught by its NCCL watchdog. Open, marked "
        "needs-follow-up, no diagnosis. Labelled from the log: a bare CUDA launch failure with no "
        "Xid or other hardware line and no repeat information (software in the RC container, the "
        "profiler, or the GPU); ambiguous. The log names rank 29.",
        culprit={"nodes": [], "ranks": [29]},
        ambiguous=True,
    ),
    real(
        GH + "clessig/atmorep/issues/55",
        "clessig/atmorep",
        "cuda_error",
        "unknown",
        HUMAN,
        "[PG 0 Rank 0] Process group watchdog thread terminated with exception: CUDA erro",
        r"""
        [rank0]:[E ProcessGroupNCCL.cpp:1414] [PG 0 Rank 0] Process group watchdog thread terminated with exception: CUDA erro
        r: unspecified launch failure
        0: CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect
        .
        0: For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
        0: Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.
        0:
        0: Exception raised from c10_cuda_check_implementation at ../c10/cuda/CUDAException.cpp:43 (most recent call first):
        0: frame #0: c10::Error::Error(c10::SourceLocation, std::string) + 0x57 (0x7ffa085d3897 in /gpfs/home/cern/cern890661/atmorep/atmorep_May24/pyenv/lib64/python3.9/site-packages/torch/lib/libc10.so)
        0: frame #1: c10::detail::torchCheckFail(char const*, char const*, unsigned int, std::string const&) + 0x64 (0x7ffa08583b25 in /gpfs/home/cern/cern890661/atmorep/atmorep_May24/pyenv/lib64/python3.9/site-packages/torch/lib/libc10.so)
        """,
        "AtmoRep (a weather foundation model) multi-GPU training under srun (the '0:' task "
        "prefixes; lines wrapped as pasted) in an issue about adding total precipitation to the "
        "multiformer: rank 0's NCCL watchdog reports an unspecified launch failure. The thread "
        "excerpt holds no diagnosis. Labelled from the log: a bare CUDA launch failure with no "
        "hardware line; the new field may have introduced an out-of-range access, but nothing "
        "shows it; ambiguous.",
        culprit={"nodes": [], "ranks": [0]},
        ambiguous=True,
    ),
    real(
        GH + "deepspeedai/DeepSpeed/issues/4648",
        "deepspeedai/DeepSpeed",
        "cuda_error",
        "unknown",
        HUMAN,
        "NCCL watchdog thread terminated with exception: CUDA error: unknown error",
        r"""
        [E ProcessGroupNCCL.cpp:915] [Rank 0] NCCL watchdog thread terminated with exception: CUDA error: unknown error
        CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
        For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
        Compile with TORCH_USE_CUDA_DSA to enable device-side assertions.

        Exception raised from c10_cuda_check_implementation at ../c10/cuda/CUDAException.cpp:44 (most recent call first):
        frame #0: c10::Error::Error(c10::SourceLocation, std::string) + 0x57 (0x7fd75cf92617 in /usr/anaconda3/envs/train/lib/python3.10/site-packages/torch/lib/libc10.so)
        """,
        "DeepSpeed-Chat Llama-2 training on two H100s: runs either crash in the middle of training "
        "or do not start, with 'CUDA error: unknown error' caught by the NCCL watchdog on rank 0; "
        "earlier runs of the same setup finished. In the matching PyTorch issue the maintainer "
        "suspects a crash inside the CUDA driver or a hardware problem; CUDA_LAUNCH_BLOCKING did "
        "not help. No resolution recorded. Labelled from the log: an unknown CUDA error without an "
        "Xid line; driver, hardware or software are all open; ambiguous.",
        culprit={"nodes": [], "ranks": [0]},
        ambiguous=True,
    ),
    # --- checkpoint saves that fail -------------------------------------------------------------
    real(
        GH + "NVIDIA-NeMo/Megatron-Bridge/issues/926",
        "NVIDIA-NeMo/Megatron-Bridge",
        "nccl_remote_error",
        "framework_bug",
        USER,
        "remote process exited or there was a network error, NCCL version 2.27.3",
        r"""
        torch.distributed.DistBackendError: NCCL error in: /opt/pytorch/pytorch/torch/csrc/distributed/c10d/NCCLUtils.cpp:77, remote process exited or there was a network error, NCCL version 2.27.3
        """,
        "Megatron-Bridge Qwen3-8B pretraining on 4 H100 PCIe GPUs (NeMo 25.09 container): the "
        "checkpoint save fails with an EOFError and this NCCL remote error, while the same run on "
        "4 NVLink H200s saves fine. Labelled bug and closed after the maintainers' root-cause "
        "analysis (qa_rcca_done): a framework defect in the checkpoint path on PCIe-only GPUs, not "
        "a network fault. It recurs with the same release and setup until upgraded: notify the "
        "user rather than restart.",
    ),
    real(
        GH + "alibaba/Pai-Megatron-Patch/issues/436",
        "alibaba/Pai-Megatron-Patch",
        "nccl_timeout",
        "user_code",
        USER,
        "Watchdog caught collective operation timeout: WorkNCCL(SeqNum=67, OpType=ALLREDUCE",
        r"""
        [rank5]:[E117 08:28:16.358824199 ProcessGroupNCCL.cpp:1534] [PG 0 (default_pg) Rank 5] Process group watchdog thread terminated with exception: [Rank 5] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=67, OpType=ALLREDUCE, NumelIn=1, NumelOut=1, Timeout(ms)=600000) ran for 600042 milliseconds before timing out.
        """,
        "Two-node Qwen2.5-72B training with Pai-Megatron-Patch (mcore, TP 8, PP 2): saving the "
        "model times out (issue title 'save model timeout'); the other ranks wait 10 minutes in a "
        "1-element all-reduce while the checkpoint is written. The maintainer: usually the storage "
        "I/O is too slow for the save, raise the distributed timeout; NCCL_TIMEOUT did not apply, "
        "and the user set --distributed-timeout-minutes 30. Labelled from that fix: a timeout too "
        "short for this checkpoint on this storage, which repeats with the same configuration: "
        "notify the user.",
    ),
]
