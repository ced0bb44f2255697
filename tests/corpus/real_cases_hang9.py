# ruff: noqa
"""Real excerpts, batch HANG9: collective timeouts and hangs as users report them. NCCL watchdog
timeouts with no cause in view (single-node and multi-node, at start-up, mid-epoch, around
validation), the heartbeat monitor finding the watchdog itself stuck, gloo's send timing out on a
rank whose GPU went idle, collectives that differ between ranks caught by the process-group wrapper,
the c10d store-based barrier that counted more workers than the world size, a store `get` that timed
out while rank 0 was still loading, and a timeout the reporter traced to a long validation. Verbatim
lines as printed in public threads (each repository maps to the dev fold and was not in the corpus
before); labelled from what each thread concluded or, where it concluded nothing, from the log (the
notes say which)."""

from __future__ import annotations

from real_kit import HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    real(
        GH + "aurekaresearch/OpenDDE/issues/23",
        "aurekaresearch/OpenDDE",
        "runtime_error",
        "user_code",
        USER,
        "RuntimeError: Detected mismatch between collectives on ranks.",
        r"""
        RuntimeError: Detected mismatch between collectives on ranks. Rank 1 is running collective: CollectiveFingerPrint(SequenceNumber=0, OpType=_ALLGATHER_BASE, TensorShape=[359, 1, 1435, 16], TensorDtypes=BFloat16, TensorDeviceTypes=TensorOptions(dtype=float (default), device=cuda, layout=Strided (default), requires_grad=false (default), pinned_memory=false (default), memory_format=(nullopt))), but Rank 2 is running collective: CollectiveFingerPrint(SequenceNumber=0, OpType=_ALLGATHER_BASE, TensorShape=[359, 1, 1436, 16], TensorDtypes=BFloat16, TensorDeviceTypes=TensorOptions(dtype=float (default), device=cuda, layout=Strided (default), requires_grad=false (default), pinned_memory=false (default), memory_format=(nullopt))).
        """,
        "Batch inference with context parallelism over 4 GPUs (--foldcp_size_cp 4): the process-group "
        "wrapper (TORCH_DISTRIBUTED_DEBUG=DETAIL) finds rank 1 all-gathering a [359, 1, 1435, 16] "
        "tensor while rank 2 gathers [359, 1, 1436, 16]: the sequence was split unevenly over the "
        "context-parallel ranks. The issue is closed; the search copy of the thread does not show the "
        "maintainers' answer, so the label rests on the log: the collectives differ between ranks, so the same input fails the same way (labelling rules: "
        "collectives that differ between ranks are the code's). The line is cut where the thread's "
        "excerpt of it ends in the search copy (after the second fingerprint).",
    ),
    real(
        GH + "ultralytics/ultralytics/issues/2023",
        "ultralytics/ultralytics",
        "nccl_timeout",
        "unknown",
        HUMAN,
        "[E ProcessGroupNCCL.cpp:828] [Rank 1] Watchdog caught collective operation timeout",
        r"""
        [E ProcessGroupNCCL.cpp:828] [Rank 1] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=10792, OpType=BROADCAST, Timeout(ms)=1800000) ran for 1800764 milliseconds before timing out.
        [E ProcessGroupNCCL.cpp:828] [Rank 3] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=10792, OpType=BROADCAST, Timeout(ms)=1800000) ran for 1800802 milliseconds before timing out.
        [E ProcessGroupNCCL.cpp:828] [Rank 2] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=10792, OpType=BROADCAST, Timeout(ms)=1800000) ran for 1800804 milliseconds before timing out.
        Traceback (most recent call last):
          File "/home/azureuser/.config/Ultralytics/DDP/_temp_121evcaj139957781718992.py", line 6, in <module>
        Traceback (most recent call last):
        Traceback (most recent call last):
          File "/home/azureuser/.config/Ultralytics/DDP/_temp_121evcaj139957781718992.py", line 6, in <module>
          File "/home/azureuser/.config/Ultralytics/DDP/_temp_121evcaj139957781718992.py", line 6, in <module>
            trainer.train()
          File "/anaconda/envs/yolov8/lib/python3.11/site-packages/ultralytics/yolo/engine/trainer.py", line 190, in train
            trainer.train()
            trainer.train()
        """,
        "YOLOv8 DDP on one 4-GPU machine: ranks 1-3 time out in the same broadcast after 30 minutes; "
        "rank 0 prints nothing. The issue was labelled non-reproducible and went stale without a cause. "
        "Only symptoms are in view: ambiguous, a person reads the silent rank's side.",
        ambiguous=True,
    ),
    real(
        GH + "ultralytics/ultralytics/issues/15683",
        "ultralytics/ultralytics",
        "nccl_timeout",
        "unknown",
        HUMAN,
        "[rank7]: torch.distributed.DistBackendError: [Rank 7] Watchdog caught collective operation timeout",
        r"""
        [rank7]:   File "/test/lib/python3.12/site-packages/torch/distributed/c10d_logger.py", line 75, in wrapper
        [rank7]:     return func(*args, **kwargs)
        [rank7]:            ^^^^^^^^^^^^^^^^^^^^^
        [rank7]:   File "/test/lib/python3.12/site-packages/torch/distributed/distributed_c10d.py", line 2144, in broadcast
        [rank7]:     work.wait()
        [rank7]: torch.distributed.DistBackendError: [Rank 7] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=1, OpType=BROADCAST, NumelIn=1, NumelOut=1, Timeout(ms)=10800000) ran for 10800004 milliseconds
         before timing out.
        [rank5]:[E ProcessGroupNCCL.cpp:1537] [PG 0 Rank 5] Timeout at NCCL work: 1, last enqueued NCCL work: 1, last completed NCCL work: 1395908454.
        [rank5]:[E ProcessGroupNCCL.cpp:577] [Rank 5] Some NCCL operations have failed or timed out. Due to the asynchronous nature of CUDA kernels, subsequent GPU operations might run on corrupted/incomplete data.
        [rank3]:[E ProcessGroupNCCL.cpp:577] [Rank 3] Some NCCL operations have failed or timed out. Due to the asynchronous nature of CUDA kernels, subsequent GPU operations might run on corrupted/incomplete data.
        [rank3]:[E ProcessGroupNCCL.cpp:583] [Rank 3] To avoid data inconsistency, we are taking the entire process down.
        """,
        "YOLOv8 DDP on 8 GPUs never starts: the first collective (the AMP-check broadcast from rank 0, "
        "SeqNum=1) times out after the trainer's 3-hour timeout on every other rank. The issue is open "
        "(labelled bug/devops) with no cause found; nothing in the log names what rank 0 was doing. "
        "Ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "WongKinYiu/yolov7/issues/714",
        "WongKinYiu/yolov7",
        "nccl_timeout",
        "unknown",
        HUMAN,
        "[E ProcessGroupNCCL.cpp:587] [Rank 3] Watchdog caught collective operation timeout",
        r"""
        [E ProcessGroupNCCL.cpp:587] [Rank 3] Watchdog caught collective operation timeout: WorkNCCL(OpType=ALLREDUCE, Timeout(ms)=1800000) ran for 1803170 milliseconds before timing out

        Traceback (most recent call last):
          File "train.py", line 609, in <module>
            train(hyp, opt, device, tb_writer)
          File "train.py", line 369, in train
            scaler.scale(loss).backward()
          File "/home/bizon/.local/share/virtualenvs/yolov7/lib/python3.8/site-packages/torch/_tensor.py", line 307, in backward
            torch.autograd.backward(self, gradient, retain_graph, create_graph, inputs=inputs)
        """,
        "yolov7 with --multi-scale on 4 RTX 3080s crashes after 17 epochs in a gradient all-reduce "
        "timeout. Closed without a diagnosis (a related thread blames an old bug with very small "
        "batches, unconfirmed here). The log shows only the timeout: ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "FoundationVision/VNext/issues/9",
        "FoundationVision/VNext",
        "nccl_timeout",
        "unknown",
        HUMAN,
        "Timed out waiting 1800000ms for send operation to complete",
        r"""
        RuntimeError: [/opt/conda/conda-bld/pytorch_1656352430114/work/third_party/gloo/gloo/transport/tcp/unbound_buffer.cc:136] Timed out waiting 1800000ms for send operation to complete
        """,
        "IDOL training with 8 processes on one node stops at some iteration with one of the 8 GPUs "
        "idle, then gloo's send times out after 30 minutes. The maintainer could not reproduce it and "
        "asked about memory; nobody found the cause. A collective timeout with no root cause in view: "
        "ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "NVIDIA/digital-biology-examples/issues/3",
        "NVIDIA/digital-biology-examples",
        "nccl_timeout",
        "unknown",
        HUMAN,
        "[E ProcessGroupNCCL.cpp:458] [Rank 0] Watchdog caught collective operation timeout",
        r"""
        Epoch 0:   6%|██                               | 32040/500150 [6:28:43<94:39:17,  1.37it/s, loss=2.6, v_num=95nc, reduced_train_loss=2.590, global_step=3.2e+4, consumed_samples=2.56e+7][E ProcessGroupNCCL.cpp:458] [Rank 0] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=96120, OpType=ALLREDUCE, Timeout(ms)=1800000) ran for 25624887 milliseconds before timing out.
        [E ProcessGroupNCCL.cpp:458] [Rank 0] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=96117, OpType=ALLREDUCE, Timeout(ms)=1800000) ran for 25625613 milliseconds before timing out.
        [E ProcessGroupNCCL.cpp:458] [Rank 0] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=96125, OpType=ALLREDUCE, Timeout(ms)=1800000) ran for 25625593 milliseconds before timing out.
        [E ProcessGroupNCCL.cpp:458] [Rank 0] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=96125, OpType=ALLREDUCE, Timeout(ms)=1800000) ran for 25625593 milliseconds before timing out.
        [E ProcessGroupNCCL.cpp:458] [Rank 7] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=64088, OpType=ALLREDUCE, Timeout(ms)=1800000) ran for 25625251 milliseconds before timing out.
        """,
        "BioNeMo training with the default configs and data times out 6.5 hours into the first epoch "
        "(all-reduces that ran for 7 hours, far past the 30-minute timeout). The reporter had no clue "
        "and the issue stayed open with no answer. Only timeouts: ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "InternRobotics/AnySplat/issues/61",
        "InternRobotics/AnySplat",
        "nccl_timeout",
        "unknown",
        HUMAN,
        "[E ProcessGroupNCCL.cpp:523] Watchdog caught collective operation timeout:",
        r"""
        [E ProcessGroupNCCL.cpp:523] Watchdog caught collective operation timeout:
        WorkNCCL(OpType=ALLREDUCE, SeqNum=458) ran for 1800600 ms before timing out.
        [E ProcessGroupNCCL.cpp:537] Some NCCL operations have failed or timed out.
        [E ProcessGroupNCCL.cpp:543] To avoid data inconsistency, the entire process is terminated.
        """,
        "Multi-GPU training hangs, then the watchdog times out on several ranks (all-reduce and "
        "broadcast, the reporter says). Three users report the same with no answer from the "
        "maintainers. The excerpt is the reporter's (condensed) quote. No cause in view: ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "charent/ChatLM-mini-Chinese/issues/47",
        "charent/ChatLM-mini-Chinese",
        "nccl_timeout",
        "unknown",
        HUMAN,
        "[rank1]:[E ProcessGroupNCCL.cpp:1182] [Rank 1] NCCL watchdog thread terminated with exception",
        r"""
        rank1]:[E ProcessGroupNCCL.cpp:537] Some NCCL operations have failed or timed out. Due to the asynchronous nature of CUDA kernels, subsequent GPU operations might run on corrupted/incomplete data.
        [rank1]:[E ProcessGroupNCCL.cpp:543] To avoid data inconsistency, we are taking the entire process down.
        [rank1]:[E ProcessGroupNCCL.cpp:1182] [Rank 1] NCCL watchdog thread terminated with exception: [Rank 1] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=61, OpType=_ALLGATHER_BASE, NumelIn=7168, NumelOut=14336, Timeout(ms)=1800000) ran for 1800086 milliseconds before timing out.
        Exception raised from checkTimeout at ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:525 (most recent call first):
        frame #0: c10::Error::Error(c10::SourceLocation, std::string) + 0x57 (0x7e2ae5781d87 in /home/dongbingcheng/anaconda3/envs/llmfinetuning/lib/python3.9/site-packages/torch/lib/libc10.so)
        """,
        "Two-GPU fine-tuning fails at the end of the first epoch in an all-gather timeout; the reporter "
        "guesses evaluation kept one process busy, the author cannot reproduce and suggests OOM or "
        "communication problems. Nothing was confirmed. Ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "Intellindust-AI-Lab/DEIM/issues/105",
        "Intellindust-AI-Lab/DEIM",
        "hang",
        "unknown",
        HUMAN,
        "[rank1]:[F ProcessGroupNCCL.cpp:1169] [PG 0 Rank 1] [PG 0 Rank 1] ProcessGroupNCCL's watchdog got stuck",
        r"""
        [rank1]:[E ProcessGroupNCCL.cpp:1316] [PG 0 Rank 1] Heartbeat monitor timed out! Process will be terminated after dumping debug info. workMetaList_.size()=103
        [rank1]:[E ProcessGroupNCCL.cpp:1153] [PG 0 Rank 1] ProcessGroupNCCL preparing to dump debug info.
        [rank1]:[F ProcessGroupNCCL.cpp:1169] [PG 0 Rank 1] [PG 0 Rank 1] ProcessGroupNCCL's watchdog got stuck for 600 seconds without making progress in monitoring enqueued collectives. This typically indicates a NCCL/CUDA API hang blocking the watchdog, and could be triggered by another thread holding the GIL inside a CUDA api, or other deadlock-prone behaviors.If you suspect the watchdog is not actually stuck and a longer timeout would help, you can either increase the timeout (TORCH_NCCL_HEARTBEAT_TIMEOUT_SEC) to a larger value or disable the heartbeat monitor (TORCH_NCCL_ENABLE_MONITORING=0).If either of aforementioned helps, feel free to file an issue to PyTorch about the short timeout or false positive abort; otherwise, please attempt to debug the hang. workMetaList_.size() = 103
        [rank0]:[E ProcessGroupNCCL.cpp:1316] [PG 0 Rank 0] Heartbeat monitor timed out! Process will be terminated after dumping debug info. workMetaList_.size()=84
        """,
        "DEIM detection training: the heartbeat monitor finds the NCCL watchdog thread stuck for 10 "
        "minutes on every rank (a CUDA/NCCL call blocking it, PyTorch says). Open, no answer. A stuck "
        "watchdog with no cause in view: ambiguous (labelling rules).",
        ambiguous=True,
    ),
    real(
        GH + "om-ai-lab/VLM-R1/issues/257",
        "om-ai-lab/VLM-R1",
        "hang",
        "unknown",
        HUMAN,
        "[rank6]:[E429 13:55:49.384372190 ProcessGroupNCCL.cpp:1743] [PG ID 0 PG GUID 0(default_pg) Rank 6] ProcessGroupNCCL'",
        r"""
        [rank6]:[E429 13:55:49.384372190 ProcessGroupNCCL.cpp:1743] [PG ID 0 PG GUID 0(default_pg) Rank 6] ProcessGroupNCCL'
        s watchdog got stuck for 480 seconds without making progress in monitoring enqueued collectives. This typically indi
        cates a NCCL/CUDA API (e.g., CudaEventDestroy) hang blocking the watchdog, and could be triggered by another thread
        holding the GIL inside a CUDA api (for example, CudaEventDestroy), or other deadlock-prone behaviors.If you suspect
        the watchdog is not actually stuck and a longer timeout would help, you can either increase the timeout (TORCH_NCCL_
        HEARTBEAT_TIMEOUT_SEC) to a larger value or disable the heartbeat monitor (TORCH_NCCL_ENABLE_MONITORING=0).If either
         of aforementioned helps, feel free to file an issue to PyTorch about the short timeout or false positive abort; oth
        erwise, please attempt to debug the hang.
        [rank6]:[E429 13:55:49.384620373 ProcessGroupNCCL.cpp:1533] [PG ID 0 PG GUID 0(default_pg) Rank 6] ProcessGroupNCCL
        preparing to dump debug info. Include stack trace: 1
        [rank6]:[F429 14:03:49.385461578 ProcessGroupNCCL.cpp:1554] [PG ID 0 PG GUID 0(default_pg) Rank 6] [PG ID 0 PG GUID
        0(default_pg) Rank 6] Terminating the process after attempting to dump debug info, due to ProcessGroupNCCL
        """,
        "GRPO training of a VLM: rank 6's watchdog is stuck for 8 minutes, then the process is "
        "terminated after the debug dump (the terminal wrapped the lines). Open, no answer. A stuck "
        "watchdog with no cause: ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "om-ai-lab/VLM-R1/issues/294",
        "om-ai-lab/VLM-R1",
        "nccl_timeout",
        "unknown",
        HUMAN,
        "[rank0]:[E607 21:52:18.774711289 ProcessGroupNCCL.cpp:1895] [PG ID 1 PG GUID 1 Rank 0] Process group watchdog thread terminated",
        r"""
        [rank0]:[E607 21:52:18.771701864 ProcessGroupNCCL.cpp:681] [Rank 0] Some NCCL operations have failed or timed out. Due to the asynchronous nature of CUDA kernels, subsequent GPU operations might run on corrupted/incomplete data.
        [rank0]:[E607 21:52:18.771728938 ProcessGroupNCCL.cpp:695] [Rank 0] To avoid data inconsistency, we are taking the entire process down.
        [rank0]:[E607 21:52:18.774711289 ProcessGroupNCCL.cpp:1895] [PG ID 1 PG GUID 1 Rank 0] Process group watchdog thread terminated with exception: [Rank 0] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=3106, OpType=ALLREDUCE, NumelIn=4096, NumelOut=4096, Timeout(ms)=600000) ran for 600035 milliseconds before timing out.
        Exception raised from checkTimeout at /pytorch/torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:632 (most recent call first):
        """,
        "The title says it: an NCCL timeout at some training step with no error from any single GPU. "
        "Open, unanswered. Ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "facebookresearch/dinov2/issues/447",
        "facebookresearch/dinov2",
        "hang",
        "unknown",
        HUMAN,
        "[rank0]:[F ProcessGroupNCCL.cpp:1169] [PG 0 Rank 0] [PG 0 Rank 0] ProcessGroupNCCL's watchdog got stuck",
        r"""
        [rank0]:[E ProcessGroupNCCL.cpp:1316] [PG 0 Rank 0] Heartbeat monitor timed out! Process will be terminated after dumping debug info. workMetaList_.size()=1
        [rank0]:[E ProcessGroupNCCL.cpp:1153] [PG 0 Rank 0] ProcessGroupNCCL preparing to dump debug info.
        [rank0]:[F ProcessGroupNCCL.cpp:1169] [PG 0 Rank 0] [PG 0 Rank 0] ProcessGroupNCCL's watchdog got stuck for 600 seconds without making progress in monitoring enqueued collectives. This typically indicates a NCCL/CUDA API hang blocking the watchdog, and could be triggered by another thread holding the GIL inside a CUDA api, or other deadlock-prone behaviors.If you suspect the watchdog is not actually stuck and a longer timeout would help, you can either increase the timeout (TORCH_NCCL_HEARTBEAT_TIMEOUT_SEC) to a larger value or disable the heartbeat monitor (TORCH_NCCL_ENABLE_MONITORING=0).If either of aforementioned helps, feel free to file an issue to PyTorch about the short timeout or false positive abort; otherwise, please attempt to debug the hang. workMetaList_.size() = 1
        [rank1]:[E ProcessGroupNCCL.cpp:1316] [PG 0 Rank 1] Heartbeat monitor timed out! Process will be terminated after dumping debug info. workMetaList_.size()=1
        [rank1]:[E ProcessGroupNCCL.cpp:1153] [PG 0 Rank 1] ProcessGroupNCCL preparing to dump debug info.
        """,
        "A modified DINOv2 training under torchrun on 4 GPUs: every rank's heartbeat monitor finds "
        "its watchdog stuck for 10 minutes with one collective enqueued. Open, no answer. "
        "Ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "mila-iqia/milabench/pull/269",
        "mila-iqia/milabench",
        "nccl_timeout",
        "unknown",
        HUMAN,
        "dinov2-giant-nodes.cn-d004 [stderr] [rank13]:[E909 09:55:29.340428860 ProcessGroupNCCL.cpp:607] [Rank 13] Watchdog caught collective operation timeout",
        r"""
        dinov2-giant-nodes.cn-d003.nolog [stderr] [rank7]:[E909 09:55:29.974288167 ProcessGroupNCCL.cpp:1664] [PG 0 (default_pg) Rank 7] Exception (either an error or timeout) 
        detected by watchdog at work: 2070, last enqueued NCCL work: 2082, last completed NCCL work: 2069.
        dinov2-giant-nodes.cn-d004 [stderr] [rank13]:[E909 09:55:29.340428860 ProcessGroupNCCL.cpp:607] [Rank 13] Watchdog caught collective operation timeout: 
        WorkNCCL(SeqNum=2070, OpType=REDUCE, NumelIn=1, NumelOut=1, Timeout(ms)=600000) ran for 600068 milliseconds before timing out.
        dinov2-giant-nodes.cn-d004 [stderr] [rank8]:[E909 09:55:29.340541894 ProcessGroupNCCL.cpp:607] [Rank 8] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=2070, 
        OpType=REDUCE, NumelIn=1, NumelOut=1, Timeout(ms)=600000) ran for 600067 milliseconds before timing out.
        dinov2-giant-nodes.cn-d004 [stderr] [rank13]:[E909 09:55:29.340679605 ProcessGroupNCCL.cpp:1664] [PG 0 (default_pg) Rank 13] Exception (either an error or timeout) detected
        by watchdog at work: 2070, last enqueued NCCL work: 2070, last completed NCCL work: 2069.
        dinov2-giant-nodes.cn-d004 [stderr] [rank8]:[E909 09:55:29.340723007 ProcessGroupNCCL.cpp:1664] [PG 0 (default_pg) Rank 8] Exception (either an error or timeout) detected 
        by watchdog at work: 2070, last enqueued NCCL work: 2070, last completed NCCL work: 2069.
        """,
        "A benchmark run of dinov2-giant on two nodes (cn-d003, cn-d004) pasted in a staging pull "
        "request: every rank times out in the same reduce (SeqNum=2070) after 10 minutes. The PR does "
        "not say why; nothing in the excerpt names a first failure. Ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "tczhangzhi/pytorch-distributed/issues/18",
        "tczhangzhi/pytorch-distributed",
        "connection_error",
        "user_code",
        USER,
        "RuntimeError: Timed out initializing process group in store based barrier on rank: 2",
        r"""
        root@pai-worker1:/home/Data/exports/pytorch-distributed# srun -N1 -n2 --gres gpu:2  python distributed_slurm_main.py --dist-file dist_file
        Traceback (most recent call last):
          File "distributed_slurm_main.py", line 420, in <module>
            main()
          File "distributed_slurm_main.py", line 131, in main
            mp.spawn(main_worker, nprocs=ngpus_per_node, args=(ngpus_per_node, args))
          File "/usr/local/lib/python3.8/dist-packages/torch/multiprocessing/spawn.py", line 230, in spawn
            return start_processes(fn, args, nprocs, join, daemon, start_method='spawn')
          File "/usr/local/lib/python3.8/dist-packages/torch/multiprocessing/spawn.py", line 188, in start_processes
            while not context.join():
          File "/usr/local/lib/python3.8/dist-packages/torch/multiprocessing/spawn.py", line 150, in join
            raise ProcessRaisedException(msg, error_index, failed_process.pid)
        torch.multiprocessing.spawn.ProcessRaisedException:

        -- Process 1 terminated with the following error:
        Traceback (most recent call last):
          File "/usr/local/lib/python3.8/dist-packages/torch/multiprocessing/spawn.py", line 59, in _wrap
            fn(i, *args)
        RuntimeError: Timed out initializing process group in store based barrier on rank: 2, for key: store_based_barrier_key:1 (world_size=2, worker_count=4, timeout=0:30:00)
        """,
        "srun starts 2 tasks and each task spawns one process per GPU (2), so 4 workers join a store "
        "whose world size is 2: the store-based barrier counts worker_count=4 against world_size=2 and "
        "never completes. The thread stayed open, but the log itself shows more workers than the world "
        "size, which is the launch configuration (srun -n2 together with mp.spawn); every launch "
        "like this fails the same way. The traceback is trimmed between the spawn wrapper and the "
        "error line.",
    ),
    real(
        GH + "huggingface/text-generation-inference/issues/230",
        "huggingface/text-generation-inference",
        "connection_error",
        "user_code",
        USER,
        "RuntimeError: [1] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via c10d key-value store",
        r"""
        RuntimeError: [1] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: Socket Timeout
        """,
        "A tensor-parallel server quantizing its model at load: rank 1 waits for rank 0's NCCL unique "
        "id through the c10d store and the get times out, because the launcher sets a 60-second "
        "process-group timeout and rank 0 is still loading (the reporter: it always happens when about "
        "1 GB per GPU has been allocated, the same lag as loading unsharded). A timeout shorter than "
        "the load, at the same point every time: the next launch fails the same way until the timeout "
        "is raised. Label from the thread's observations (no maintainer answer).",
    ),
    real(
        GH + "ecmwf/WeatherGenerator/issues/433",
        "ecmwf/WeatherGenerator",
        "nccl_timeout",
        "unknown",
        HUMAN,
        "1: [rank1]:[E702 12:22:50.103110475 ProcessGroupNCCL.cpp:629] [Rank 1] Watchdog caught collective operation timeout",
        r"""
        1: [rank1]:[E702 12:22:50.103110475 ProcessGroupNCCL.cpp:629] [Rank 1] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=52, OpType=ALLREDUCE, NumelIn=11, NumelOut=11, Timeout(ms)=240000) ran for 240000 milliseconds before timing out.
        2: [rank2]:[E702 12:22:50.160528660 ProcessGroupNCCL.cpp:629] [Rank 2] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=52, OpType=ALLREDUCE, NumelIn=11, NumelOut=11, Timeout(ms)=240000) ran for 240057 milliseconds before timing out.
        1: [rank1]:[E702 12:22:50.186106643 ProcessGroupNCCL.cpp:2168] [PG ID 0 PG GUID 0(default_pg) Rank 1]  failure detected by watchdog at work sequence id: 52 PG status: last enqueued work: 52, last completed work: 51
        2: [rank2]:[E702 12:22:50.186148043 ProcessGroupNCCL.cpp:2168] [PG ID 0 PG GUID 0(default_pg) Rank 2]  failure detected by watchdog at work sequence id: 52 PG status: last enqueued work: 52, last completed work: 51
        1: [rank1]:[E702 12:22:50.186169433 ProcessGroupNCCL.cpp:667] Stack trace of the failed collective not found, potentially because FlightRecorder is disabled. You can enable it by setting TORCH_NCCL_TRACE_BUFFER_SIZE to a non-zero value.
        """,
        "A batch job on several HPC systems crashes with ranks 1 and 2 timing out in all-reduce 52 "
        "(4-minute timeout); the issue is open with no cause. Ranks 0 and 3 print nothing in the "
        "excerpt. Only symptoms: ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "aioz-ai/GCD/issues/6",
        "aioz-ai/GCD",
        "nccl_timeout",
        "unknown",
        HUMAN,
        "[E ProcessGroupNCCL.cpp:737] [Rank 3] Watchdog caught collective operation timeout",
        r"""
        [E ProcessGroupNCCL.cpp:737] [Rank 3] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=56693, OpType=BROADCAST, Timeout(ms)=1800000) ran for 1804371 milliseconds before timing out.
        [E ProcessGroupNCCL.cpp:737] [Rank 2] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=56693, OpType=BROADCAST, Timeout(ms)=1800000) ran for 1804371 milliseconds before timing out.
        [E ProcessGroupNCCL.cpp:737] [Rank 1] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=56693, OpType=BROADCAST, Timeout(ms)=1800000) ran for 1804376 milliseconds before timing out.
        Traceback (most recent call last):
          File "/home/lc/anaconda3/envs/gcd/lib/python3.8/runpy.py", line 194, in _run_module_as_main
            return _run_code(code, main_globals, None,
          File "/home/lc/anaconda3/envs/gcd/lib/python3.8/runpy.py", line 87, in _run_code
            exec(code, run_globals)
          File "/home/lc/Desktop/wza/yrh/GCD/train/train.py", line 91, in <module>
            main()
          File "/home/lc/Desktop/wza/yrh/GCD/train/train.py", line 85, in main
            trainer.train_loop(max_epochs)
          File "/home/lc/Desktop/wza/yrh/GCD/train/trainer.py", line 289, in train_loop
            training_step_outputs = self.training_step(batch, batch_idx)
        """,
        "Ranks 1-3 time out in the same broadcast (SeqNum=56693) well into training; rank 0 prints "
        "nothing. Open, unanswered. Only symptoms: ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "mlfoundations/open_clip/issues/1087",
        "mlfoundations/open_clip",
        "nccl_timeout",
        "user_code",
        USER,
        "RuntimeError: : NCCL communicator was aborted on rank 3.",
        r"""
        RuntimeError: : NCCL communicator was aborted on rank 3.  Original reason for failure was: [Rank 3] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=266392, OpType=ALLGATHER, Timeout(ms)=1800000) ran for 1803169 milliseconds before timing out.
        """,
        "open_clip training aborts an all-gather after the 30-minute timeout (the reporter's NCCL_TIMEOUT "
        "variable does not change PyTorch's process-group timeout). The reporter found the reason: too "
        "much validation data, so the other ranks waited longer than the timeout while validation ran. "
        "The same configuration times out again: notify the owner (shrink the validation set or raise "
        "the process-group timeout).",
    ),
    real(
        GH + "huggingface/picotron_tutorial/issues/6",
        "huggingface/picotron_tutorial",
        "nccl_timeout",
        "unknown",
        HUMAN,
        "[E ProcessGroupNCCL.cpp:915] [Rank 2] NCCL watchdog thread terminated with exception",
        r"""
        [E ProcessGroupNCCL.cpp:915] [Rank 2] NCCL watchdog thread terminated with exception: [Rank 2] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=1, OpType=ALLREDUCE, NumelIn=1, NumelOut=1, Timeout(ms)=120000) ran for 120822 milliseconds before timing out.
        terminate called after throwing an instance of 'std::runtime_error'
          what():  [Rank 2] NCCL watchdog thread terminated with exception: [Rank 2] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=1, OpType=ALLREDUCE, NumelIn=1, NumelOut=1, Timeout(ms)=120000) ran for 120822 milliseconds before timing out.
        [E ProcessGroupNCCL.cpp:488] Some NCCL operations have failed or timed out. Due to the asynchronous nature of CUDA kernels, subsequent GPU operations might run on corrupted/incomplete data.
        [E ProcessGroupNCCL.cpp:494] To avoid data inconsistency, we are taking the entire process down.
        [E ProcessGroupNCCL.cpp:915] [Rank 3] NCCL watchdog thread terminated with exception: [Rank 3] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=1, OpType=ALLREDUCE, NumelIn=1, NumelOut=1, Timeout(ms)=120000) ran for 120823 milliseconds before timing out.
        """,
        "The tutorial's first all-reduce (SeqNum=1) times out after its 2-minute timeout on ranks 2 "
        "and 3. Open, no answer; the first collective can also be waiting on a rank still loading. "
        "Only symptoms: ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "Liuziyu77/Visual-RFT/issues/123",
        "Liuziyu77/Visual-RFT",
        "connection_error",
        "transient",
        RESTART,
        "torch.distributed.DistStoreError: Timed out after 901 seconds waiting for clients. 1/3 clients joined.",
        r"""
        torch.distributed.DistStoreError: Timed out after 901 seconds waiting for clients. 1/3 clients joined.
        """,
        "Three-GPU GRPO training: the c10d store on rank 0 waits 15 minutes and only 1 of 3 clients "
        "joins. The thread drifts to memory questions and concludes nothing about the join. From the "
        "log alone this is the labelling rules' store/rendezvous timeout at start-up (other workers "
        "never reached the store in time): restart from the last checkpoint.",
    ),
    real(
        GH + "ultralytics/ultralytics/issues/488",
        "ultralytics/ultralytics",
        "nccl_timeout",
        "unknown",
        HUMAN,
        "what():  [Rank 1] Watchdog caught collective operation timeout",
        r"""
          what():  [Rank 1] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=6, OpType=ALLREDUCE, Timeout(ms)=1800000) ran for 1806195 milliseconds before timing out.
              1/100      35.6G      1.891          2      1.594         40       1280:  75%|███████▍  | 4461/5956 [1:38:07<27:42
        """,
        "YOLOv8 multi-GPU training: an all-reduce times out 75% into the first epoch. Commenters "
        "suggest a longer process-group timeout, and one found something in their own data and got "
        "past it with find_unused_parameters=True; the reporter never confirmed a cause. The log shows "
        "only the timeout: ambiguous.",
        ambiguous=True,
    ),
]
