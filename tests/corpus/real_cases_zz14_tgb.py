# ruff: noqa
"""Real excerpts, batch ZZ14-TGB: held-out (test-fold) failures of GPU (and TPU) training and
inference jobs taken from GitHub issue threads of large repositories already in the corpus whose
`fold_of(repo)` is "test" (PyTorch, NCCL, NVIDIA's open GPU kernel modules, Transformers, TRL, Ray,
JAX, PyTorch/XLA, SGLang, ms-swift, LLM Foundry, GPT-NeoX), at most six new threads per repository
and none already in the corpus. The brief also named public forums in the test fold (NVIDIA's
developer forums, the Hugging Face, Ray and fast.ai forums, Server Fault, Super User); the stored
page copies searched for this batch held almost none of their threads with a complete log (the few
found showed only an answer, or fewer than three whole log lines), so none is included. Taken as
the searches returned them (GPUs fallen off the bus, GSP timeouts, CUDA and TPU out-of-memory, NCCL
out-of-memory, bootstrap connection failures, collective timeouts, device-side asserts, illegal
memory accesses, a Ray node death, fp16 overflow, rendezvous and configuration errors), not picked
for what crashcart can do; nobody ran crashcart on them before they were labelled. Verbatim log
lines as printed in each thread (trimmed to the relevant part); labelled from what each thread
concluded, or from the log where it concluded nothing or where the conclusion could not be read
(the notes say which)."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    # --- GPU lost / GSP on the node ------------------------------------------------------------------
    real(
        GH + "pytorch/pytorch/issues/43685",
        "pytorch/pytorch",
        "gpu_xid",
        "node_hardware",
        CORDON,
        "GPU is lost.  Reboot the system to recover this GPU",
        r"""
        Unable to determine the device handle for GPU 0000:17:00.0: GPU is lost.  Reboot the system to recover this GPU
        Aug 26 15:27:32 ailcm-ai1 kernel: [87430.975714] nvidia-uvm: Loaded the UVM driver, major device number 511.
        Aug 26 15:28:16 ailcm-ai1 kernel: [87474.832707] NVRM: GPU at PCI:0000:17:00: GPU-f114b259-1fd6-a53b-8882-7d59735e0271
        Aug 26 15:28:16 ailcm-ai1 kernel: [87474.832733] NVRM: GPU Board Serial Number:
        """,
        "DDP training with SyncBatchNorm on host ailcm-ai1 takes GPU 0000:17:00 off the board: "
        "nvidia-smi reports the GPU lost and asks for a reboot. The PyTorch maintainers answered that "
        "this looks like a hardware or driver issue and that the Xid 79 in the kernel log points to "
        "hardware, driver or thermal/power trouble, and sent the reporter to NVIDIA's forum; the "
        "reporter only sees it with SyncBatchNorm. Whatever triggered it, the GPU is off the bus and "
        "the node needs a reboot and a check before it takes jobs again: cordon it.",
        culprit={"nodes": ["ailcm-ai1"], "ranks": []},
    ),
    real(
        GH + "NVIDIA/open-gpu-kernel-modules/issues/1230",
        "NVIDIA/open-gpu-kernel-modules",
        "gpu_xid",
        "node_hardware",
        CORDON,
        "GSP Timeout",
        r"""
        [   14.650646] NVRM: loading NVIDIA UNIX Open Kernel Module for x86_64  595.71.05  Release Build  (root@epyc)  Fri Jul  3 11:27:00 AM UTC 2026
        [   14.852483] workqueue: drm_fb_helper_damage_work hogged CPU for >10000us 8 times, consider switching to WQ_UNBOUND
        [   24.302465] NVRM: GPU6 _kgspIsHeartbeatTimedOut: Heartbeat timed out, currentTimeMs 812751949 heartbeat 1899482 heartbeatWithOffsetMs 812745879 diff 6070 timeout 5200
        [   24.302484] NVRM: GPU6 _kgspIsHeartbeatTimedOut: Heartbeat timed out, currentTimeMs 812751949 heartbeat 1899482 heartbeatWithOffsetMs 812745879 diff 6070 timeout 5200
        [   84.300451] NVRM: GPU6 _threadNodeCheckTimeout: _threadNodeCheckTimeout: currentTime: f420db7018cc0 >= f420db7018cc0
        [   84.300463] NVRM: GPU6 _threadNodeCheckTimeout: _threadNodeCheckTimeout: Timeout was set to: 4000 msecs!
        [   84.300476] NVRM: GPU6 kbusSendSysmembarSingle_GH100: - timeout error waiting for startToken = 0x3 cnt=24105122
        [   84.300480] NVRM: GPU6 kgmmuCheckMemSubsysError_IMPL: Memory Subsystem Error detected. kbusSendSysmembarSingle failed.
        [   84.300482] NVRM: GPU6 _kgspCheckIfMemsysError: Unexpected error when checking for memory subsystem error: 0x72
        [   84.300488] NVRM: GPU6 _kgspLogRpcTimeout: ********************************* GSP Timeout **********************************
        """,
        "On a nine-GPU box (eight RTX 5060 Ti and an RTX PRO 6000), GPU6's GSP stops answering right "
        "after the driver loads: heartbeat timeouts, a memory-subsystem error on a sysmembar, then an "
        "RPC GSP timeout (the condition NVIDIA reports as Xid 119). The issue is open without an "
        "answer; the label rests on the log. A GSP timeout with a memory-subsystem error leaves that "
        "GPU unusable until it is reset or the node rebooted, and a repeat points to the card or its "
        "slot: cordon the node (no host name is printed, so no culprit is named).",
    ),
    # --- Out of memory -------------------------------------------------------------------------------
    real(
        GH + "NVIDIA/nccl/issues/1235",
        "NVIDIA/nccl",
        "cuda_oom",
        "user_code",
        USER,
        "NCCL WARN Cuda failure 'out of memory'",
        r"""
        ng30903:3063025:3066048 [0] misc/socket.cc:49 NCCL WARN socketProgress: Connection closed by remote peer ng30903-ib.narval.calcul.quebec<51159>
        ng30903:3063025:3066048 [0] NCCL INFO misc/socket.cc:749 -> 6

        ng30903:3063025:3066048 [0] proxy.cc:1143 NCCL WARN Socket recv failed while polling for opId=0x55a51966cc80
        ng30903:3063025:3066048 [0] NCCL INFO transport/p2p.cc:438 -> 3
        ng30903:3063025:3066048 [0] NCCL INFO transport.cc:33 -> 3
        ng30903:3063025:3066048 [0] NCCL INFO transport.cc:97 -> 3
        ng30903:3063025:3066048 [0] NCCL INFO init.cc:1079 -> 3
        ng30903:3063025:3066048 [0] NCCL INFO init.cc:1358 -> 3
        ng30903:3063025:3066048 [0] NCCL INFO group.cc:65 -> 3 [Async thread]
        ng30903:3063025:3066031 [0] NCCL INFO group.cc:406 -> 3
        ng30903:3063025:3066031 [0] NCCL INFO group.cc:96 -> 3

        ng30903:3063028:3066152 [3] include/alloc.h:178 NCCL WARN Cuda failure 'out of memory'

        ng30903:3063028:3066152 [3] include/alloc.h:185 NCCL WARN Failed to CUDA calloc 6291456 bytes
        ng30903:3063028:3066152 [3] NCCL INFO transport/p2p.cc:204 -> 1
        ng30903:3063028:3066152 [3] NCCL INFO transport/p2p.cc:605 -> 1
        ng30903:3063028:3066152 [3] NCCL INFO proxy.cc:1303 -> 1
        ng30903:3063028:3066152 [3] NCCL INFO proxy.cc:1377 -> 1
        """,
        "Multi-node training of a larger LLM on a Slurm cluster fails in NCCL set-up: on ng30903 the "
        "proxy of the process on GPU 3 cannot allocate 6 MB ('Cuda failure out of memory'), and the "
        "connection to it is closed under the other local process. What the thread concluded could "
        "not be read; the label rests on the log. The GPU was full when NCCL needed its buffers, an "
        "out-of-memory of the job's own making that the same configuration hits again.",
        culprit={"nodes": ["ng30903"], "ranks": []},
    ),
    real(
        GH + "jax-ml/jax/issues/22755",
        "jax-ml/jax",
        "cuda_oom",
        "user_code",
        USER,
        "RESOURCE_EXHAUSTED: Out of memory while trying to allocate",
        r"""
        Traceback (most recent call last):
          File "./hydrogen-finiteT-hf-new/src/main.py", line 720, in <module>
            = update(params_flow, params_van, params_wfn, state_idx, mo_coeff, bands, s, x, keys, data_acc, grads_acc, flow_score_acc, van_score_acc, wfn_score_acc, flow_fisher_acc, van_fisher_acc, wfn_fisher_acc, wfn_score_mean_acc, final_step, mix_fisher, opt_state_wfn_e, opt_state_flow_p,opt_state_van)
        jaxlib.xla_extension.XlaRuntimeError: RESOURCE_EXHAUSTED: Out of memory while trying to allocate 3743729664 bytes.
        """,
        "A JAX training step (a jitted update function) asks for 3.7 GB more GPU memory than is free. "
        "The reporter says it is clearly out of GPU memory and only asks how to find which line "
        "allocates it. Device memory exhausted by the program's own sizes: the same run fails the same "
        "way until the model, batch or memory settings change.",
    ),
    real(
        GH + "pytorch/xla/issues/1735",
        "pytorch/xla",
        "cuda_oom",
        "user_code",
        USER,
        "RuntimeError: Resource exhausted",
        r"""
        RuntimeError: Resource exhausted: From /job:tpu_worker/replica:0/task:0:
        Attempting to reserve 3.95G at the bottom of memory. That was not possible. There are 1.92G free, 0B reserved, and 1.92G reservable.;
        HBM capacity 8.00G:
               Top-of-Memory reserved:  529.00M (     554,696,704 bytes)
                  Currently allocated:    6.08G (   6,532,939,776 bytes)
                  Program requirement:    3.95G (   4,237,689,856 bytes)
                                       ------------
              Available after request:   -2.55G (  -2,735,391,744 bytes)
        ; attempting reservation for program memory

        Total hbm usage >= 10.94G:
            reserved(Infeed/Outfeed/Continuations) 529.00M
            heap allocations (without fragmentation)   6.08G
            program                    4.34G
        """,
        "Training on a Colab TPU: the reporter posts the error he gets 'when I go OOM' while debugging "
        "batchnorm2d. The TPU's 8 GB of HBM hold 6.08 GB already allocated and the compiled program "
        "needs 3.95 GB more. Accelerator memory exhausted by the model and batch: the same program "
        "fails the same way, for the user to shrink (TPU HBM counted with device out-of-memory).",
    ),
    # --- Device-side asserts, illegal memory accesses -----------------------------------------------
    real(
        GH + "modelscope/ms-swift/issues/8371",
        "modelscope/ms-swift",
        "assertion_error",
        "user_code",
        USER,
        "Assertion `totalElements <= srcSize` failed.",
        r"""
        [WARNING:swift] IndexError occurs in the _extend_tokens function: index 1 is out of bounds for dimension 0 with size 1.
        /pytorch/aten/src/ATen/native/cuda/IndexKernel.cu:402: masked_scatter_size_check: block: [0,0,0], thread: [0,0,0] Assertion `totalElements <= srcSize` failed.
        /pytorch/aten/src/ATen/native/cuda/IndexKernel.cu:402: masked_scatter_size_check: block: [0,0,0], thread: [0,0,0] Assertion `totalElements <= srcSize` failed.
        [rank8]:[E318 09:26:18.136731159 ProcessGroupNCCL.cpp:2068] [PG ID 0 PG GUID 0(default_pg) Rank 8] Process group watchdog thread terminated with exception: CUDA error: device-side assert triggered
        CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
        For debugging consider passing CUDA_LAUNCH_BLOCKING=1
        Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.
        Exception raised from c10_cuda_check_implementation at /pytorch/c10/cuda/CUDAException.cpp:42 (most recent call first):
        """,
        "Multi-node, multi-GPU fine-tuning of Qwen3-VL-8B-Instruct: ms-swift's template cannot expand "
        "the vision tokens of a sample (IndexError in _extend_tokens), and the masked_scatter that puts "
        "image features into the embeddings then asserts on the device; rank 8's watchdog takes the "
        "process down. The issue is open without an answer; the label rests on the log. A sample "
        "whose image-token count does not match its features (e.g. cut by max_length) fails the same "
        "way on every run: a device-side assert for the user to fix in data or settings.",
        culprit={"nodes": [], "ranks": [8]},
    ),
    real(
        GH + "modelscope/ms-swift/issues/9202",
        "modelscope/ms-swift",
        "assertion_error",
        "user_code",
        USER,
        "Assertion `totalElements <= srcSize` failed.",
        r"""
        Train:   0%|                                            | 0/3125 [00:00<?, ?it/s[WARNING:swift] IndexError occurs in the _extend_tokens function: index 1 is out of bounds for dimension 0 with size 1.
        /pytorch/aten/src/ATen/native/cuda/IndexKernel.cu:400: masked_scatter_size_check: block: [0,0,0], thread: [0,0,0] Assertion `totalElements <= srcSize` failed.
        [INFO:swift] last_model_checkpoint: None
        [INFO:swift] best_model_checkpoint: None
        [rank0]: Traceback (most recent call last):
        [rank0]:   File "/nas/xyq/ms-swift/swift/cli/rlhf.py", line 7, in <module>
        [rank0]:     rlhf_main()
        [rank0]:   File "/nas/xyq/ms-swift/swift/pipelines/train/rlhf.py", line 246, in rlhf_main
        [rank0]:     return SwiftRLHF(args).main()
        [rank0]:            ^^^^^^^^^^^^^^^^^^^^^^
        [rank0]:   File "/nas/xyq/ms-swift/swift/pipelines/base.py", line 52, in main
        [rank0]:     result = self.run()
        [rank0]:              ^^^^^^^^^^
        """,
        "GSPO training of Qwen3-ASR with ms-swift fails on its first step: the template cannot expand "
        "the audio tokens of a sample (IndexError in _extend_tokens) and the masked_scatter of the "
        "audio features into the embeddings asserts on the device. The thread is closed under the bug "
        "label; no fix could be read, so the label rests on the log: a device-side assert from "
        "mismatched sample and features, hit again by the same data and settings.",
    ),
    real(
        GH + "sgl-project/sglang/issues/3713",
        "sgl-project/sglang",
        "cuda_error",
        "unknown",
        HUMAN,
        "RuntimeError: CUDA error: an illegal memory access was encountered",
        r"""
        [2025-02-21 22:59:28 TP0] Scheduler hit an exception: Traceback (most recent call last):
          File "/sgl-workspace/sglang/python/sglang/srt/managers/scheduler.py", line 1825, in run_scheduler_process
            scheduler.event_loop_overlap()
          File "/usr/local/lib/python3.10/dist-packages/torch/utils/_contextlib.py", line 116, in decorate_context
            return func(*args, **kwargs)
          File "/sgl-workspace/sglang/python/sglang/srt/managers/scheduler.py", line 519, in event_loop_overlap
            self.process_batch_result(tmp_batch, tmp_result)
          File "/sgl-workspace/sglang/python/sglang/srt/managers/scheduler.py", line 1116, in process_batch_result
            self.process_batch_result_decode(batch, result)
          File "/sgl-workspace/sglang/python/sglang/srt/managers/scheduler.py", line 1308, in process_batch_result_decode
            self.current_stream.synchronize()
          File "/usr/local/lib/python3.10/dist-packages/torch/cuda/streams.py", line 100, in synchronize
            super().synchronize()
        RuntimeError: CUDA error: an illegal memory access was encountered
        CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
        For debugging consider passing CUDA_LAUNCH_BLOCKING=1
        Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.
        """,
        "An SGLang server serving with LoRA adapters crashes: the scheduler's decode step hits an "
        "illegal memory access when it synchronises the stream. The thread went inactive without a "
        "cause. A bare illegal memory access with no Xid or other hardware line: a LoRA kernel bug, "
        "bad inputs or the GPU are all possible from this log, so a human decides.",
        ambiguous=True,
    ),
    real(
        GH + "jax-ml/jax/issues/25002",
        "jax-ml/jax",
        "cuda_error",
        "framework_bug",
        USER,
        "CUDA_ERROR_ILLEGAL_ADDRESS",
        r"""
        E1120 10:59:55.894873   35984 pjrt_stream_executor_client.cc:3067] Execution of replica 0 failed: INTERNAL: Failed to retrieve branch_index value on stream 0x5583cca477e0: CUDA error: Could not synchronize CUDA stream: CUDA_ERROR_ILLEGAL_ADDRESS: an illegal memory access was encountered.
        Traceback (most recent call last):
          File "/mnt/beegfs/workdir/ahmedeo.shokry/Hubbard_4x4_BF_conv_U_3_6_trans_inv/test_trans_HFSD.py", line 146, in <module>
            print(vstate.expect(H))
                  ^^^^^^^^^^^^^^^^
          File "/mnt/beegfs/workdir/ahmedeo.shokry/mambaforge/envs/netket_sharding_local/lib/python3.11/site-packages/netket/utils/timing.py", line 230, in timed_function
            return fun(*args, **kwargs)
                   ^^^^^^^^^^^^^^^^^^^^
        """,
        "A NetKet program on jax[cuda] crashes with an illegal address every time it runs; the "
        "reporters believe they hit an XLA compilation bug, since small changes to the Python code "
        "make it disappear, and offer the script and the HLO. The issue is open. An illegal memory "
        "access reproduced by the same program (not a one-off, no hardware line): it recurs with this "
        "code and jaxlib, so it goes back to the user (to work around or report), not to a restart.",
    ),
    real(
        GH + "pytorch/xla/issues/2919",
        "pytorch/xla",
        "cuda_error",
        "framework_bug",
        USER,
        "failed to synchronize the stop event: CUDA_ERROR_ILLEGAL_ADDRESS",
        r"""
        2021-04-27 06:09:17.486416: E   30861 tensorflow/stream_executor/cuda/cuda_driver.cc:1067] failed to synchronize the stop event: CUDA_ERROR_ILLEGAL_ADDRESS: an illegal memory access was encountered
        2021-04-27 06:09:17.486480: E   30861 tensorflow/stream_executor/gpu/gpu_timer.cc:55] Internal: Error destroying CUDA event: CUDA_ERROR_ILLEGAL_ADDRESS: an illegal memory access was encountered
        2021-04-27 06:09:17.486501: E   30861 tensorflow/stream_executor/gpu/gpu_timer.cc:60] Internal: Error destroying CUDA event: CUDA_ERROR_ILLEGAL_ADDRESS: an illegal memory access was encountered
        """,
        "BERT-base training with PyTorch/XLA on GPU and AMP fails with illegal addresses (and with "
        "another error without AMP), while the same script runs under native PyTorch CUDA. The issue "
        "went stale without a fix. Reproducible with this script on the XLA GPU backend and not with "
        "plain CUDA: a backend bug that a restart meets again, for the user to work around.",
    ),
    # --- NCCL set-up and collectives -----------------------------------------------------------------
    real(
        GH + "huggingface/trl/issues/3158",
        "huggingface/trl",
        "runtime_error",
        "user_code",
        USER,
        "NCCL WARN Duplicate GPU detected : rank 1 and rank 0 both on CUDA device 40",
        r"""
        NCCL WARN Duplicate GPU detected : rank 1 and rank 0 both on CUDA device 40
        RuntimeError: NCCL error: invalid usage (run with NCCL_DEBUG=WARN for details)
        self.pynccl_comm = PyNcclCommunicator(pg, device="cuda:0")
        """,
        "GRPOTrainer with a vLLM server on a GCP VM with a single A100: creating the weight-sync "
        "communicator between trainer and server fails because both ranks sit on the same GPU. The "
        "thread shows no maintainer answer; the label rests on the log (TRL's maintainers explain the "
        "same warning elsewhere as the vLLM server and the trainer placed on one device, which NCCL "
        "refuses). A placement the same launch repeats: the user must give them separate GPUs.",
    ),
    real(
        GH + "sgl-project/sglang/issues/3820",
        "sgl-project/sglang",
        "connection_error",
        "unknown",
        HUMAN,
        "returned 113(No route to host)",
        r"""
        node5:240:240 [6] misc/socket.cc:533 NCCL WARN socketPollConnect: Connect to 10.0.0.4<56849> returned 113(No route to host) errno 115(Operation now in progress)
        node5:240:240 [6] NCCL INFO misc/socket.cc:570 -> 2
        node5:240:240 [6] NCCL INFO misc/socket.cc:621 -> 2
        node5:240:240 [6] NCCL INFO bootstrap.cc:285 -> 2
        node5:240:240 [6] NCCL INFO init.cc:1534 -> 2
        node5:240:240 [6] NCCL INFO init.cc:1799 -> 2
        node5:240:240 [6] NCCL INFO init.cc:1837 -> 2
        [2025-02-24 14:09:34 TP14] Scheduler hit an exception: Traceback (most recent call last):
          File "/sgl-workspace/sglang/python/sglang/srt/managers/scheduler.py", line 1816, in run_scheduler_process
            scheduler = Scheduler(server_args, port_args, gpu_id, tp_rank, dp_rank)
          File "/sgl-workspace/sglang/python/sglang/srt/managers/scheduler.py", line 240, in __init__
            self.tp_worker = TpWorkerClass(
          File "/sgl-workspace/sglang/python/sglang/srt/managers/tp_worker_overlap_thread.py", line 63, in __init__
            self.worker = TpModelWorker(server_args, gpu_id, tp_rank, dp_rank, nccl_port)
          File "/sgl-workspace/sglang/python/sglang/srt/managers/tp_worker.py", line 68, in __init__
            self.model_runner = ModelRunner(
          File "/sgl-workspace/sglang/python/sglang/srt/model_executor/model_runner.py", line 187, in __init__
        """,
        "A two-node SGLang launch (in Docker containers): NCCL bootstrap on node5 cannot reach "
        "10.0.0.4 ('No route to host') and the tensor-parallel worker fails to start. The issue was "
        "closed without a stated cause; the label rests on the log. A peer address with no route can "
        "be a wrong interface or container network, a firewall or a node that is down: a person has "
        "to look at the network before relaunching.",
        ambiguous=True,
    ),
    real(
        GH + "NVIDIA/nccl/issues/1920",
        "NVIDIA/nccl",
        "connection_error",
        "unknown",
        HUMAN,
        "failed : Connection reset by peer",
        r"""
        2025-11-24T03:20:21.001125857Z [2025-11-24 11:20:21] gpu-server320 [5] misc/socket.cc:46 NCCL WARN socketProgressOpt: Call to send to 10.44.137.149<52905> failed : Connection reset by peer
        2025-11-24T03:20:21.001128133Z gpu-server320 [5] NCCL INFO misc/socket.cc:64 -> 6
        2025-11-24T03:20:21.001129886Z gpu-server320 [5] NCCL INFO misc/socket.cc:80 -> 6
        2025-11-24T03:20:21.001131605Z gpu-server320 [5] NCCL INFO misc/socket.cc:607 -> 6 socketWait(NCCL_SOCKET_SEND, sock, &sock->type, sizeof(sock->type), &sent)
        2025-11-24T03:20:21.001133035Z gpu-server320 [5] NCCL INFO misc/socket.cc:638 -> 6
        2025-11-24T03:20:21.001134471Z gpu-server320 [5] NCCL INFO misc/socket.cc:684 -> 6
        2025-11-24T03:20:21.001135879Z gpu-server320 [5] NCCL INFO bootstrap.cc:868 -> 6 ncclSocketConnect()
        """,
        "During NCCL bootstrap on gpu-server320 (while the ranks of a node exchange their topology "
        "XML), a connection is reset by the peer as the socket type is sent, and the application "
        "crashes. The reporter could not find the cause and asks NCCL to log listen ports to tell "
        "whether the client reached the wrong server; the issue is open. A reset at start-up with no "
        "cause in the log (a transient, a port taken by something else, a dead peer): ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "pytorch/pytorch/issues/107021",
        "pytorch/pytorch",
        "connection_error",
        "unknown",
        HUMAN,
        "RendezvousConnectionError: The connection to the C10d store has failed.",
        r"""
        Setting OMP_NUM_THREADS environment variable for each process to be 1 in default, to avoid your system being overloaded, please further tune the variable for optimal performance in your application as needed.
        *****************************************
        [E socket.cpp:860] [c10d] The client socket has timed out after 60s while trying to connect to 192.0.0.1:1234
        torch.distributed.elastic.rendezvous.api.RendezvousConnectionError: The connection to the C10d store has failed. See inner exception for details.
        """,
        "An elastic torchrun launch (--nnodes=1:3, c10d rendezvous at 192.0.0.1:1234) on several "
        "nodes: the agent cannot reach the rendezvous store within 60 s and exits. The issue is open "
        "without an answer; the label rests on the log. A start-up rendezvous timeout would usually "
        "be retried, but the endpoint is the example address of PyTorch's elastic tutorial, so a "
        "wrong endpoint is as likely as a store not up yet: conflicting evidence, a human checks.",
        ambiguous=True,
    ),
    real(
        GH + "huggingface/trl/issues/1164",
        "huggingface/trl",
        "nccl_timeout",
        "unknown",
        HUMAN,
        "Watchdog caught collective operation timeout: WorkNCCL(SeqNum=1341, OpType=_ALLGATHER_BASE",
        r"""
        [rank2]:[E ProcessGroupNCCL.cpp:1454] [Rank 2] NCCL watchdog thread terminated with exception: [Rank 2] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=1341, OpType=_ALLGATHER_BASE, NumelIn=65539072, NumelOut=262156288, Timeout(ms)=1800000) ran for 1800766 milliseconds before timing out.
        Exception raised from checkTimeout at ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:781 (most recent call first):
        frame #0: c10::Error::Error(c10::SourceLocation, std::string) + 0x57 (0x7fd66d657bc7 in /opt/conda/lib/python3.11/site-packages/torch/lib/libc10.so)
        frame #1: c10d::ProcessGroupNCCL::WorkNCCL::checkTimeout(c10::optional<std::chrono::duration<long, std::ratio<1l, 1000l> > >) + 0x1d6 (0x7fd66ec9ec26 in /opt/conda/lib/python3.11/site-packages/torch/lib/libtorch_cuda.so)
        frame #2: c10d::ProcessGroupNCCL::workCleanupLoop() + 0x176 (0x7fd66eca1fb6 in /opt/conda/lib/python3.11/site-packages/torch/lib/libtorch_cuda.so)
        frame #3: c10d::ProcessGroupNCCL::ncclCommWatchdog() + 0x119 (0x7fd66eca27a9 in /opt/conda/lib/python3.11/site-packages/torch/lib/libtorch_cuda.so)
        frame #4: <unknown function> + 0xdbbf4 (0x7fd6e1a0ebf4 in /opt/conda/lib/python3.11/site-packages/../../libstdc++.so.6)
        frame #5: <unknown function> + 0x7ea7 (0x7fd6e2ce3ea7 in /lib/x86_64-linux-gnu/libpthread.so.0)
        """,
        "SFT Trainer with PEFT prompt tuning and FSDP on four GPUs of one node freezes after the first "
        "epoch, and rank 2's watchdog times out an FSDP all-gather after 30 minutes; the reporters see "
        "it on almost every run. No cause or fix could be read in the thread; the label rests on the "
        "log. Only a collective timeout is shown, no rank's error: a hang that repeats at the same "
        "point suggests mismatched collectives in the code path, but the log does not say which rank "
        "stalled or why, so a human looks.",
        ambiguous=True,
    ),
    real(
        GH + "huggingface/transformers/issues/26724",
        "huggingface/transformers",
        "nccl_timeout",
        "unknown",
        HUMAN,
        "Watchdog caught collective operation timeout: WorkNCCL(SeqNum=1, OpType=ALLGATHER",
        r"""
        [E ProcessGroupNCCL.cpp:915] [Rank 0] NCCL watchdog thread terminated with exception: [Rank 0] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=1, OpType=ALLGATHER, NumelIn=1, NumelOut=8, Timeout(ms)=1800000) ran for 1800522 milliseconds before timing out.
        aaa:55299:56611 [2] NCCL INFO [Service thread] Connection closed by localRank 2
        aaa:55301:56617 [4] NCCL INFO [Service thread] Connection closed by localRank 4
        aaa:55299:55850 [0] NCCL INFO comm 0x1009c7e0 rank 2 nranks 8 cudaDev 2 busId 56000 - Abort COMPLETE
        [E ProcessGroupNCCL.cpp:488] Some NCCL operations have failed or timed out. Due to the asynchronous nature of CUDA kernels, subsequent GPU operations might run on corrupted/incomplete data.
        [E ProcessGroupNCCL.cpp:494] To avoid data inconsistency, we are taking the entire process down.
        [E ProcessGroupNCCL.cpp:915] [Rank 2] NCCL watchdog thread terminated with exception: [Rank 2] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=1, OpType=ALLGATHER, NumelIn=1, NumelOut=8, Timeout(ms)=1800000) ran for 1800111 milliseconds before timing out.
        aaa:55303:56613 [6] NCCL INFO [Service thread] Connection closed by localRank 6
        aaa:55301:55852 [0] NCCL INFO comm 0x1170e1b0 rank 4 nranks 8 cudaDev 4 busId ce000 - Abort COMPLETE
        """,
        "Trainer on eight GPUs of one machine (host 'aaa') sits at 0 % and, after 30 minutes, every "
        "rank's watchdog times out the very first collective (an all-gather, SeqNum=1). The thread "
        "carries the 'solved' label, but the fix could not be read in what was available; the label "
        "rests on the log. All ranks hang on their first collective with no error anywhere: "
        "peer-to-peer trouble on the machine, a launch problem or a stalled rank are all possible, so "
        "a human looks.",
        ambiguous=True,
    ),
    # --- Node death ----------------------------------------------------------------------------------
    real(
        GH + "ray-project/ray/issues/43751",
        "ray-project/ray",
        "node_failure",
        "unknown",
        HUMAN,
        "The actor is dead because its node has died.",
        """
          File "/root/miniconda/envs/main-env/lib/python3.10/site-packages/ray/train/_internal/backend_executor.py", line 580, in get_next_results
            results = self.get_with_failure_handling(futures)
          File "/root/miniconda/envs/main-env/lib/python3.10/site-packages/ray/train/_internal/backend_executor.py", line 661, in get_with_failure_handling
            self._increment_failures()
          File "/root/miniconda/envs/main-env/lib/python3.10/site-packages/ray/train/_internal/backend_executor.py", line 723, in _increment_failures
            raise failure
          File "/root/miniconda/envs/main-env/lib/python3.10/site-packages/ray/train/_internal/utils.py", line 43, in check_for_failure
            ray.get(object_ref)
        ray.exceptions.RayActorError: The actor died unexpectedly before finishing this task.
        \tclass_name: RayTrainWorker
        \tactor_id: 4473bb2424de8ebfec88acc402000000
        \tpid: 6420
        \tnamespace: c53c8492-c985-4b6e-9247-fdf5ea623abd
        \tip: 10.72.56.3
        The actor is dead because its node has died. Node Id: 677df2a9020c5db45e755b0078c469e2ce51e05ea093ed3b283505a0
        """,
        "Multi-node Ray Train training fed by Ray Data: the data workers on 10.72.56.3 fail with "
        "'Broken pipe' and the training worker there dies because its node died. The issue was "
        "closed waiting for the reporter; no cause was stated. The log names the node but not why it "
        "went (host out of memory, a crashed raylet, preemption or hardware are all possible), so a "
        "human checks the node before the job is resumed.",
        culprit={"nodes": ["10.72.56.3"], "ranks": []},
        ambiguous=True,
    ),
    # --- Python exceptions and configuration ---------------------------------------------------------
    real(
        GH + "EleutherAI/gpt-neox/issues/482",
        "EleutherAI/gpt-neox",
        "nan_or_value_error",
        "user_code",
        USER,
        "Exception: Skipped 50 iterations in a row due to Overflow - Exiting training.",
        r"""
        Traceback (most recent call last):
          File "train.py", line 27, in <module>
            pretrain(neox_args=neox_args)
          File "\~/gpt-neox/megatron/training.py", line 103, in pretrain
            iteration = train(
          File "\~/gpt-neox/megatron/training.py", line 562, in train
            overflow_monitor.check(skipped_iter)  # check for repeated overflow
          File "\~/gpt-neox/megatron/utils.py", line 353, in check
            raise Exception(
        Exception: Skipped 50 iterations in a row due to Overflow - Exiting training.
        """,
        "The Quick Start run (enron data with a character-level tokenizer) stops after checkpoint "
        "global_step90000: the fp16 loss scaler overflowed on 50 iterations in a row and GPT-NeoX's "
        "overflow monitor ends training. No resolution could be read in the thread; the label rests "
        "on the log. Repeated gradient overflow is divergence of this run's settings (precision, "
        "learning rate, data), which a restart from the last checkpoint would reach again.",
    ),
    real(
        GH + "mosaicml/llm-foundry/issues/215",
        "mosaicml/llm-foundry",
        "runtime_error",
        "user_code",
        USER,
        "RuntimeError: Cannot writeback when the parameter shape changes",
        r"""
        Initializing model...
        cfg.n_params=1.25e+08
        Building train loader...
        Building eval loader...
        Building trainer...
        Traceback (most recent call last):
        ...
        RuntimeError: Cannot writeback when the parameter shape changes
        Expects torch.Size([1769472]) but got torch.Size([2304, 768])
        ERROR:composer.cli.launcher:Rank 0 crashed with exit code 1.
        """,
        "The MPT-125M quick-start pretraining with PyTorch 2 fails while the trainer is built: FSDP "
        "refuses to write back a flattened parameter. The maintainers answered that LLM Foundry then "
        "required torch 1.13 (torch 2 support was weeks away) and that the error comes from running "
        "FSDP on a single GPU, which should not be used there. An environment and configuration the "
        "user must change; rerunning it fails the same way.",
    ),
]
