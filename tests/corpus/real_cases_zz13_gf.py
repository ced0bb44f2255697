# ruff: noqa
"""Real excerpts, batch ZZ13-GF: development-fold failures of training and inference jobs (NCCL
watchdog timeouts and connection errors, CUDA and host out-of-memory, checkpoint save and load
failures, fp16 loss-scale collapse, cuDNN and fused-kernel errors, launcher and rendezvous
failures) gathered from GitHub issue threads of six big repositories already in the corpus and of
the dev fold: deepspeedai/DeepSpeed, NVIDIA/Megatron-LM, NVIDIA/NeMo, NVIDIA/TransformerEngine,
huggingface/accelerate and huggingface/peft (no thread already used by the corpus). Found with the
`search` tool's issue corpus and taken as the searches returned them, not picked for what
crashcart can do; nobody ran crashcart on them before they were labelled. Verbatim log lines as
printed in each thread (trimmed to the relevant part); labelled from what each thread concluded,
or from the log where it concluded nothing (the notes say which)."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    # --- deepspeedai/DeepSpeed ------------------------------------------------------------------------
    real(
        GH + "deepspeedai/DeepSpeed/issues/7533",
        "deepspeedai/DeepSpeed",
        "nccl_timeout",
        "user_code",
        USER,
        "Watchdog caught collective operation timeout: WorkNCCL(SeqNum=460631, OpType=ALLREDUCE",
        r"""
        [rank3]:[E901 05:20:03.614679108 ProcessGroupNCCL.cpp:684] [Rank 3] Some NCCL operations have failed or timed out. Due to the asynchronous nature of CUDA kernels, subsequent GPU operations might run on corrupted/incomplete data.
        [rank3]:[E901 05:20:03.614723891 ProcessGroupNCCL.cpp:698] [Rank 3] To avoid data inconsistency, we are taking the entire process down.
        [rank3]:[E901 05:20:03.616086576 ProcessGroupNCCL.cpp:1899] [PG ID 0 PG GUID 0(default_pg) Rank 3] Process group watchdog thread terminated with exception: [Rank 3] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=460631, OpType=ALLREDUCE, NumelIn=1, NumelOut=1, Timeout(ms)=600000) ran for 600004 milliseconds before timing out.
        Exception raised from checkTimeout at /pytorch/torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:635 (most recent call first):
        frame #0: c10::Error::Error(c10::SourceLocation, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >) + 0x98 (0x7fbd9cf785e8 in /usr/local/lib/python3.11/dist-packages/torch/lib/libc10.so)
        frame #1: c10d::ProcessGroupNCCL::WorkNCCL::checkTimeout(std::optional<std::chrono::duration<long, std::ratio<1l, 1000l> > >) + 0x23d (0x7fbd47dcba6d in /usr/local/lib/python3.11/dist-packages/torch/lib/libtorch_cuda.so)
        """,
        "Fine-tuning gpt-oss-120B under DeepSpeed: the ranks that wait while the model is being saved "
        "(save_pretrained of the gathered state dict) hit the 10-minute watchdog on a one-element "
        "ALLREDUCE. The reporter's own diagnosis (no maintainer reply): saving the large model takes "
        "longer than the 600 s timeout, and the 60-minute timeout passed to "
        "deepspeed.init_distributed did not take effect. A configuration fault that recurs at every "
        "save until the timeout is raised or saving is made faster.",
    ),
    real(
        GH + "deepspeedai/DeepSpeed/issues/6705",
        "deepspeedai/DeepSpeed",
        "nccl_timeout",
        "unknown",
        HUMAN,
        "Watchdog caught collective operation timeout: WorkNCCL(SeqNum=395, OpType=ALLREDUCE",
        r"""
        99%|█████████▉| 23054/23316 [2:22:47<01:34,  2.79it/s][rank1]:[E1101 17:03:05.823968890 ProcessGroupNCCL.cpp:607] [Rank 1] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=395, OpType=ALLREDUCE, NumelIn=336234306, NumelOut=336234306, Timeout(ms)=600000) ran for 600083 milliseconds before timing out.
        202.197.0.170: [rank1]:[E1101 17:03:05.825934647 ProcessGroupNCCL.cpp:1664] [PG 1 Rank 1] Exception (either an error or timeout) detected by watchdog at work: 395, last enqueued NCCL work: 395, last completed NCCL work: 394.
        202.197.0.170: [rank1]:[E1101 17:03:05.825965173 ProcessGroupNCCL.cpp:1709] [PG 1 Rank 1] Timeout at NCCL work: 395, last enqueued NCCL work: 395, last completed NCCL work: 394.
        202.197.0.170: [rank1]:[E1101 17:03:05.825984408 ProcessGroupNCCL.cpp:621] [Rank 1] Some NCCL operations have failed or timed out. Due to the asynchronous nature of CUDA kernels, subsequent GPU operations might run on corrupted/incomplete data.
        202.197.0.170: [rank1]:[E1101 17:03:05.826126608 ProcessGroupNCCL.cpp:627] [Rank 1] To avoid data inconsistency, we are taking the entire process down.
        """,
        "BERT pre-training with the DeepSpeed example script on two nodes (one V100 each) times out on "
        "a gradient ALLREDUCE near the end of an epoch; the reporter says it always stops at the same "
        "epoch, whether started fresh or from a checkpoint, and suspects extra communication there. "
        "The thread reached no cause; the label rests on the log: a watchdog timeout on a rank that is "
        "a victim, with nothing showing why its peer did not join, so a human has to look.",
        ambiguous=True,
    ),
    real(
        GH + "deepspeedai/DeepSpeed/issues/3232",
        "deepspeedai/DeepSpeed",
        "host_oom",
        "unknown",
        HUMAN,
        "exits with return code = -9",
        r"""
        [2023-04-14 13:11:27,879] [INFO] [launch.py:428:sigkill_handler] Killing subprocess 13266
        [2023-04-14 13:11:27,885] [ERROR] [launch.py:434:sigkill_handler] ['/usr/bin/python3', '-u', 'main.py', '--local_rank=0', '--data_path', 'Dahoas/rm-static', 'Dahoas/full-hh-rlhf', 'Dahoas/synthetic-instruct-gptj-pairwise', 'yitingxie/rlhf-reward-datasets', 'openai/webgpt_comparisons', 'stanfordnlp/SHP', '--data_split', '2,4,4', '--model_name_or_path', 'facebook/opt-125m', '--per_device_train_batch_size', '2', '--per_device_eval_batch_size', '8', '--max_seq_len', '512', '--learning_rate', '9.65e-6', '--weight_decay', '0.1', '--num_train_epochs', '2', '--gradient_accumulation_steps', '1', '--lr_scheduler_type', 'cosine', '--num_warmup_steps', '0', '--seed', '1234', '--zero_stage', '2', '--deepspeed', '--output_dir', '/content/DeepSpeedExamples/applications/DeepSpeed-Chat/output/actor-models/125m'] exits with return code = -9
        """,
        "DeepSpeed-Chat step 1 (OPT-125m, ZeRO-2) run from /content (a notebook VM): the launcher "
        "reports its only rank killed with signal 9 and nothing else. A maintainer asked for the "
        "training log and the thread ends without a diagnosis; the label rests on the log: a bare "
        "SIGKILL is most often the host's OOM killer (six datasets tokenized in memory on a small "
        "VM), but no kernel or cgroup record is shown, so a human has to confirm.",
        ambiguous=True,
    ),
    real(
        GH + "deepspeedai/DeepSpeed/issues/3645",
        "deepspeedai/DeepSpeed",
        "runtime_error",
        "framework_bug",
        USER,
        "NameError: free variable 'kill_cmd' referenced before assignment in enclosing scope",
        r"""
        [2023-05-30 20:29:14,854] [INFO] [launch.py:428:sigkill_handler] Killing subprocess 19380
            main()
          File "/opt/conda/lib/python3.8/site-packages/deepspeed/launcher/runner.py", line 556, in main
            result.wait()
          File "/opt/conda/lib/python3.8/subprocess.py", line 1083, in wait
            return self._wait(timeout=timeout)
          File "/opt/conda/lib/python3.8/subprocess.py", line 1806, in _wait
            (pid, sts) = self._try_wait(0)
          File "/opt/conda/lib/python3.8/subprocess.py", line 1764, in _try_wait
            (pid, sts) = os.waitpid(self.pid, wait_flags)
          File "/opt/conda/lib/python3.8/site-packages/deepspeed/launcher/runner.py", line 548, in sigkill_handler
            result_kill = subprocess.Popen(kill_cmd, env=env)
        NameError: free variable 'kill_cmd' referenced before assignment in enclosing scope
        """,
        "Stopping a single-node multi-GPU DeepSpeed run with Ctrl-C: the runner's signal handler "
        "itself crashes. The reporter traced it to runner.py: with PDSH_LAUNCHER set but no "
        "multi-node execution the handler is installed while kill_cmd is never assigned. A launcher "
        "bug that recurs on every interrupt in that setup; no infrastructure involved.",
    ),
    real(
        GH + "deepspeedai/DeepSpeed/issues/4907",
        "deepspeedai/DeepSpeed",
        "connection_error",
        "user_code",
        USER,
        "subprocess.CalledProcessError: Command 'ssh -o PasswordAuthentication=no 192.168.3.100 hostname' returned non-zero exit status 255.",
        r"""
        [2024-01-06 11:41:34,489] [INFO] [real_accelerator.py:161:get_accelerator] Setting ds_accelerator to cuda (auto detect)
        Traceback (most recent call last):
          File "/root/anaconda3/envs/DS/lib/python3.9/site-packages/deepspeed/launcher/runner.py", line 437, in main
            subprocess.check_call(ssh_check_cmd, stderr=subprocess.DEVNULL, stdout=subprocess.DEVNULL, shell=True)
          File "/root/anaconda3/envs/DS/lib/python3.9/subprocess.py", line 373, in check_call
            raise CalledProcessError(retcode, cmd)
        subprocess.CalledProcessError: Command 'ssh -o PasswordAuthentication=no 192.168.3.100 hostname' returned non-zero exit status 255.

        During handling of the above exception, another exception occurred:
        """,
        "First two-node DeepSpeed launch (2 x 2 RTX 3090, hostfile with two LAN addresses): the "
        "runner's pre-flight check, a passwordless ssh to the first host of the hostfile, fails "
        "with status 255 before any rank starts. Nothing in the thread points at the network; the "
        "label rests on the log and the runner's check: passwordless ssh between the nodes is not "
        "set up, a setup fault that recurs on every launch until it is.",
    ),
    real(
        GH + "deepspeedai/DeepSpeed/issues/2638",
        "deepspeedai/DeepSpeed",
        "other",
        "unknown",
        HUMAN,
        "Caught signal 7 (Bus error: nonexistent physical address)",
        r"""
        c664db21f8dd:90415:94075 [1] NCCL INFO Channel 23/0 : 1[f000] -> 0[7000] via P2P/IPC/read
        c664db21f8dd:90424:95103 [7] NCCL INFO Connected all trees
        c664db21f8dd:90424:95103 [7] NCCL INFO threadThresholds 8/8/64 | 64/8/64 | 512 | 512
        c664db21f8dd:90424:95103 [7] NCCL INFO 24 coll channels, 32 p2p channels, 32 p2p channels per peer
        [c664db21f8dd:90424:0:95364] Caught signal 7 (Bus error: nonexistent physical address)
        c664db21f8dd:90414:93817 [0] NCCL INFO Connected all trees
        c664db21f8dd:90414:93817 [0] NCCL INFO threadThresholds 8/8/64 | 64/8/64 | 512 | 512
        c664db21f8dd:90414:93817 [0] NCCL INFO 24 coll channels, 32 p2p channels, 32 p2p channels per peer
        [c664db21f8dd:90414:0:95363] Caught signal 7 (Bus error: nonexistent physical address)
        ==== backtrace (tid:  95364) ====
         0 0x0000000000043090 killpg()  ???:0
         1 0x000000000018bbc0 __nss_database_lookup()  ???:0
         2 0x000000000007587d ncclGroupEnd()  ???:0
         3 0x000000000006b246 ncclGroupEnd()  ???:0
         4 0x0000000000008609 start_thread()  ???:0
         5 0x000000000011f133 clone()  ???:0
        =================================
        """,
        "DeepSpeed training on 8 GPUs inside a container (the host name is a container id): right "
        "after NCCL connects its trees, several ranks die with SIGBUS inside NCCL's group launch. "
        "Several users report the same on single 8-GPU containers; the part of the thread read "
        "shows no confirmed cause. A bus error in NCCL in a container usually means too small a "
        "/dev/shm for NCCL's shared-memory transport, but nothing in the log proves it (no shm "
        "warning), so a human has to check the container's shm and the node.",
        ambiguous=True,
    ),
    # --- NVIDIA/Megatron-LM ---------------------------------------------------------------------------
    real(
        GH + "NVIDIA/Megatron-LM/issues/792",
        "NVIDIA/Megatron-LM",
        "connection_error",
        "framework_bug",
        USER,
        "torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1691, unhandled system error",
        r"""
        [Proxy Service 0] Failed to execute operation Connect from rank 0, retcode 3
            return group.send([tensor], group_dst_rank, tag)
            return pg.recv([tensor], group_src_rank, tag)
        torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1691, unhandled system error (run with NCCL_DEBUG=INFO for details), NCCL version 2.19.3
        ncclSystemError: System call (e.g. socket, malloc) or external library call failed or device error. 
        Last error:
        """,
        "Megatron-LM on 3 nodes x 8 H100 (24 GPUs) with the distributed optimizer: training stops in a "
        "point-to-point send/recv with an NCCL 'unhandled system error' and a proxy Connect failure. "
        "The reporter tied it to the configuration: it happens whenever the data-parallel size is odd "
        "with the distributed optimizer enabled, and not otherwise. Deterministic with that "
        "configuration (a framework limitation/bug, not the fabric), so a restart fails the same way.",
    ),
    real(
        GH + "NVIDIA/Megatron-LM/issues/1301",
        "NVIDIA/Megatron-LM",
        "cuda_error",
        "unknown",
        HUMAN,
        "RuntimeError: CUDA error: an illegal memory access was encountered",
        r"""
        RuntimeError: CUDA error: an illegal memory access was encountered
             losses_reduced = forward_backward_func(
           File "/megatron/core/pipeline_parallel/schedules.py", line 1384, in forward_backward_pipelining_without_interleaving
             output_tensor, num_tokens = forward_step(
           File "/megatron/core/pipeline_parallel/schedules.py", line 219, in forward_step
             output_tensor, loss_func = forward_step_func(data_iterator, model)
           File "/pretrain_yuanvl.py", line 292, in forward_step
             output_tensor = model(tokens, position_ids, attention_mask,
           File "/usr/local/lib/python3.10/dist-packages/torch/nn/modules/module.py", line 1532, in _wrapped_call_impl
             return self._call_impl(*args, **kwargs)
           File "/usr/local/lib/python3.10/dist-packages/torch/nn/modules/module.py", line 1541, in _call_impl
             return forward_call(*args, **kwargs)
        """,
        "MoE GPT training with Megatron-core's grouped-GEMM expert MLP: an illegal memory access "
        "in the forward pass. The reporter says it is random (the same input sometimes fails, "
        "sometimes not) yet always shows up eventually; the issue went stale without a diagnosis. "
        "A bare illegal memory access with no Xid or other hardware line can be a kernel bug or a "
        "bad GPU, so the label rests on the log: a human has to look.",
        ambiguous=True,
    ),
    real(
        GH + "NVIDIA/Megatron-LM/issues/1274",
        "NVIDIA/Megatron-LM",
        "other",
        "unknown",
        HUMAN,
        "failed (exitcode: -11) local_rank: 0 (pid: 10271)",
        r"""
        26 0x000000000014453c _PyEval_EvalFrameDefault()  ???:0
        27 0x000000000015a9fc _PyFunction_Vectorcall()  ???:0
        28 0x000000000014453c _PyEval_EvalFrameDefault()  ???:0
        29 0x000000000013f9c6 _PyArg_ParseTuple_SizeT()  ???:0
        30 0x0000000000235256 PyEval_EvalCode()  ???:0
        31 0x0000000000260108 PyUnicode_Tailmatch()  ???:0
        32 0x00000000002599cb PyInit__collections()  ???:0
        33 0x000000000025fe55 PyUnicode_Tailmatch()  ???:0
        34 0x000000000025f338 _PyRun_SimpleFileObject()  ???:0
        35 0x000000000025ef83 _PyRun_AnyFileObject()  ???:0
        36 0x0000000000251a5e Py_RunMain()  ???:0
        37 0x000000000022802d Py_BytesMain()  ???:0
        38 0x0000000000029d90 __libc_init_first()  ???:0
        39 0x0000000000029e40 __libc_start_main()  ???:0
        40 0x0000000000227f25 _start()  ???:0
        =================================
        E1105 06:18:11.067000 140457179309888 torch/distributed/elastic/multiprocessing/api.py:881] failed (exitcode: -11) local_rank: 0 (pid: 10271) of binary: /usr/bin/python
        Traceback (most recent call last):
          File "/usr/local/bin/torchrun", line 8, in <module>
            sys.exit(main())
          File "/usr/local/lib/python3.10/dist-packages/torch/distributed/elastic/multiprocessing/errors/__init__.py", line 347, in wrapper
            return f(*args, **kwargs)
          File "/usr/local/lib/python3.10/dist-packages/torch/distributed/run.py", line 879, in main
            run(args)
        """,
        "Megatron-LM GPT training crashes as soon as --tp-comm-overlap (Transformer Engine "
        "userbuffers) is set: a rank segfaults (only the tail of its backtrace, in the Python "
        "interpreter frames, is shown) and torchrun reports exit code -11. The part of the thread "
        "read reaches no cause (other reports of tp-comm-overlap core dumps pointed at how TE's "
        "userbuffers were bootstrapped); the label rests on the log: a segfault with no "
        "exception, so a human has to look.",
        ambiguous=True,
    ),
    # --- NVIDIA/NeMo (issues now served from NVIDIA-NeMo/Speech) ---------------------------------------
    real(
        GH + "NVIDIA/NeMo/issues/15019",
        "NVIDIA/NeMo",
        "connection_error",
        "user_code",
        USER,
        "Bootstrap : no socket interface found",
        r"""
        nexpected error: NCCL error in: /opt/pytorch/pytorch/torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:2897, invalid usage (run with NCCL_DEBUG=WARN for details), NCCL version 2.27.3
        ncclInvalidUsage: This usually reflects invalid usage of NCCL library.
        Last error:
        Bootstrap : no socket interface found
        [rank1]:[W1102 00:39:34.733273667 TCPStore.cpp:125] [c10d] recvValue failed on SocketImpl(fd=96, addr=[localhost]:10006, remote=[localhost]:10197): failed to recv, got 0 bytes
        Exception raised from recvBytes at /opt/pytorch/pytorch/torch/csrc/distributed/c10d/Utils.hpp:678 (most recent call first):
        frame #0: c10::Error::Error(c10::SourceLocation, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >) + 0x88 (0x7f3915ea9568 in /usr/local/lib/python3.12/dist-packages/torch/lib/libc10.so)
        """,
        "Multi-node 'nemo llm pretrain' (llama3_8b_64k recipe) launched by hand on each node with "
        "NUM_NODES/NODE_RANK/MASTER_ADDR: NCCL's bootstrap finds no usable socket interface and "
        "init fails with ncclInvalidUsage; the other rank then loses its TCPStore peer. The thread "
        "shows no answer; the label rests on the log: NCCL found no interface matching its socket "
        "settings (NCCL_SOCKET_IFNAME or the container's network), a setup fault that recurs on "
        "every launch until the interface configuration is fixed.",
    ),
    # --- NVIDIA/TransformerEngine ---------------------------------------------------------------------
    real(
        GH + "NVIDIA/TransformerEngine/issues/1407",
        "NVIDIA/TransformerEngine",
        "cuda_error",
        "user_code",
        USER,
        "Error: CUDNN_STATUS_EXECUTION_FAILED; Reason: rtc->loadModule()",
        r"""
        E! CuDNN (v90100 70) function cudnnBackendFinalize() called:
        e!         Error: CUDNN_STATUS_EXECUTION_FAILED; Reason: rtc->loadModule()
        e!         Error: CUDNN_STATUS_EXECUTION_FAILED; Reason: ptr.isSupported()
        e!         Error: CUDNN_STATUS_EXECUTION_FAILED; Reason: engine_post_checks(*engine_iface, engine.getPerfKnobs(), req_size, engine.getTargetSMCount())
        e!         Error: CUDNN_STATUS_EXECUTION_FAILED; Reason: finalize_internal()
        e! Time: 2025-01-14T00:21:03.310308 (0d+0h+3m+34s since start)
        e! Process=381629; Thread=381629; GPU=NULL; Handle=NULL; StreamId=NULL.
        """,
        "Running NVIDIA Cosmos on an RTX 4090: Transformer Engine's fused attention forward fails in "
        "cuDNN's backend finalize (execution failed, runtime module load). The reporter fixed it by "
        "installing an earlier flash-attention release than the 2.7.3 they had (TE warned it supports "
        "up to 2.6.3): a software version mismatch that recurs until the environment is changed.",
    ),
    real(
        GH + "NVIDIA/TransformerEngine/issues/994",
        "NVIDIA/TransformerEngine",
        "runtime_error",
        "framework_bug",
        USER,
        "Failed, NCCL error TransformerEngine_official/transformer_engine/pytorch/csrc/userbuffers/userbuffers-host.cpp:223 ''",
        r"""
        Failed, NCCL error TransformerEngine_official/transformer_engine/pytorch/csrc/userbuffers/userbuffers-host.cpp:223 ''
        !!! [UB] Create UbufP2PCommOverlap Communicator
        UB_TIMEOUT is set to 110 sec, 217800000000 cycles, freq: 1980000khz
        """,
        "Megatron-DeepSpeed GPT pre-training with Transformer Engine's tensor-parallel "
        "communication overlap (userbuffers): with TP=8 on 8 GPUs the communicators register and "
        "training runs; with TP=4 on the same 8 GPUs userbuffers initialization fails with an NCCL "
        "error. TE's maintainers explained the restriction on the same report (TransformerEngine "
        "issue 966): the comm+GEMM overlap's device-to-device code assumed TP size == world size "
        "(UB_SKIPMC=1 as a workaround). A framework limitation hit by the configuration; a restart "
        "fails the same way.",
    ),
    real(
        GH + "NVIDIA/TransformerEngine/issues/3199",
        "NVIDIA/TransformerEngine",
        "runtime_error",
        "framework_bug",
        USER,
        "pybind11::handle::inc_ref() is being called while the GIL is either not held or invalid.",
        r"""
        !!! [UBP2P] UBuf 1
        pybind11::handle::inc_ref() is being called while the GIL is either not held or invalid.
        The failing pybind11::handle::inc_ref() call was triggered on a tuple object.
        munmap_chunk(): invalid pointer
        Fatal Python error: Aborted
        """,
        "Megatron-Bridge CI after upgrading only Transformer Engine from 2.16 to 2.17: "
        "initialize_ub() aborts while building its first CommOverlapP2P communicator, before "
        "training starts (the second process then segfaults in the communicator's dealloc). The "
        "reporter showed it deterministic in two attempts and passing with TE 2.16; a regression in "
        "TE's Userbuffers bindings, fixed on TE's side. Not a node fault: every rerun with 2.17 "
        "aborts the same way.",
    ),
    # --- huggingface/accelerate -----------------------------------------------------------------------
    real(
        GH + "huggingface/accelerate/issues/2912",
        "huggingface/accelerate",
        "nccl_timeout",
        "unknown",
        HUMAN,
        "Watchdog caught collective operation timeout: WorkNCCL(SeqNum=6075, OpType=_ALLGATHER_BASE",
        r"""
        [rank1]:[E ProcessGroupNCCL.cpp:1537] [PG 0 Rank 1] Timeout at NCCL work: 6075, last enqueued NCCL work: 6139, last completed NCCL work: 6074.
        [rank1]:[E ProcessGroupNCCL.cpp:577] [Rank 1] Some NCCL operations have failed or timed out. Due to the asynchronous nature of CUDA kernels, subsequent GPU operations might run on corrupted/incomplete data.
        [rank1]:[E ProcessGroupNCCL.cpp:583] [Rank 1] To avoid data inconsistency, we are taking the entire process down.
        [rank1]:[E ProcessGroupNCCL.cpp:1414] [PG 0 Rank 1] Process group watchdog thread terminated with exception: [Rank 1] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=6075, OpType=_ALLGATHER_BASE, NumelIn=1366, NumelOut=4098, Timeout(ms)=1800000) ran for 2954391 milliseconds before timing out.
        Exception raised from checkTimeout at /opt/conda/conda-bld/pytorch_1716905971132/work/torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:565 (most recent call first):
        frame #0: c10::Error::Error(c10::SourceLocation, std::string) + 0x57 (0x7fc41835c897 in /home/rubickjiang/anaconda3/envs/deepspeed/lib/python3.10/site-packages/torch/lib/libc10.so)
        """,
        "accelerate + DeepSpeed ZeRO-3 on one node of 8 RTX 4090s: saving a checkpoint ends in a "
        "watchdog timeout of a ZeRO-3 parameter all-gather on rank 1 (enqueued work runs 64 ahead "
        "of the last completed one). With NCCL debug output the reporter found only this; the "
        "maintainer's questions (was the model loaded on one GPU?) led to no stated cause in what "
        "was read. A timeout whose peer is not shown: the ranks may have diverged in the save "
        "path (user code) or one stalled, so a human has to look.",
        ambiguous=True,
    ),
    real(
        GH + "huggingface/accelerate/issues/3206",
        "huggingface/accelerate",
        "other",
        "unknown",
        HUMAN,
        "exitcode  : 1 (pid: 2414397)",
        r"""
          File "/usr/local/lib/python3.12/dist-packages/accelerate/commands/launch.py", line 1159, in launch_command
            multi_gpu_launcher(args)
          File "/usr/local/lib/python3.12/dist-packages/accelerate/commands/launch.py", line 793, in multi_gpu_launcher
            distrib_run.run(args)
          File "/usr/local/lib/python3.12/dist-packages/torch/distributed/run.py", line 910, in run
            elastic_launch(
          File "/usr/local/lib/python3.12/dist-packages/torch/distributed/launcher/api.py", line 138, in __call__
            return launch_agent(self._config, self._entrypoint, list(args))
                   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
          File "/usr/local/lib/python3.12/dist-packages/torch/distributed/launcher/api.py", line 269, in launch_agent
            raise ChildFailedError(
        torch.distributed.elastic.multiprocessing.errors.ChildFailedError:
        ============================================================
        complete_nlp_example.py FAILED
        ------------------------------------------------------------
        Failures:
          <NO_OTHER_FAILURES>
        ------------------------------------------------------------
        Root Cause (first observed failure):
        [0]:
          time      : 2024-11-02_21:03:02
          host      : as01r1b03.bsc.mn
          rank      : 0 (local_rank: 0)
          exitcode  : 1 (pid: 2414397)
          error_file: <N/A>
          traceback : To enable traceback see: https://pytorch.org/docs/stable/elastic/errors.html
        """,
        "accelerate's multi-node, multi-GPU example (complete_nlp_example.py) launched under Slurm "
        "on a supercomputer: the elastic agent reports rank 0 on as01r1b03 exited with code 1 and "
        "prints no traceback. The excerpt is the launcher's summary from late in a long thread "
        "whose cause was not found in what was read; the label rests on the log: a bare exit code "
        "1 with the rank's own error not shown, so a human has to look (rank 0 on as01r1b03 is "
        "the first observed failure).",
        culprit={"nodes": ["as01r1b03.bsc.mn"], "ranks": [0]},
        ambiguous=True,
    ),
    # --- huggingface/peft -----------------------------------------------------------------------------
    real(
        GH + "huggingface/peft/issues/3043",
        "huggingface/peft",
        "runtime_error",
        "framework_bug",
        USER,
        "RuntimeError: Expected all tensors to be on the same device, but got mat2 is on cuda:0, different from other tensors on cuda:1",
        r"""
          File "/system/user/studentwork/rl_for_llms/.venv/lib/python3.14/site-packages/torch/nn/modules/module.py", line 1776, in _wrapped_call_impl
            return self._call_impl(*args, **kwargs)
                   ~~~~~~~~~~~~~~~^^^^^^^^^^^^^^^^^
          File "/system/user/studentwork/rl_for_llms/.venv/lib/python3.14/site-packages/torch/nn/modules/module.py", line 1787, in _call_impl
            return forward_call(*args, **kwargs)
          File "/system/user/studentwork/rl_for_llms/.venv/lib/python3.14/site-packages/peft/tuners/trainable_tokens/layer.py", line 262, in forward
            return self.forward_adapters(x, self.active_adapters, *args, **kwargs)
                   ~~~~~~~~~~~~~~~~~~~~~^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
          File "/system/user/studentwork/rl_for_llms/.venv/lib/python3.14/site-packages/peft/tuners/trainable_tokens/layer.py", line 250, in forward_adapters
            result = F.linear(
                input=x,
                weight=W,
            )
        RuntimeError: Expected all tensors to be on the same device, but got mat2 is on cuda:0, different from other tensors on cuda:1 (when checking argument in method wrapper_CUDA_bmm)
        Traceback (most recent call last):
        """,
        "LoRA fine-tuning with trainable_token_indices on a model spread over two GPUs: PEFT's "
        "trainable-tokens layer multiplies an input on cuda:1 by a weight on cuda:0. The reporter "
        "shows it only with more than one GPU; the traceback ends in the library's own layer, and "
        "the issue was closed as a PEFT bug. Deterministic: it fails the same way on every rerun "
        "until PEFT is updated or the model is placed on one device.",
    ),
    real(
        GH + "huggingface/peft/issues/951",
        "huggingface/peft",
        "runtime_error",
        "user_code",
        USER,
        "Parameters which did not receive grad for rank 0: encoder.model.base_model.model.pooler.dense.lora_B.default.weight",
        r"""
        Parameters which did not receive grad for rank 0: encoder.model.base_model.model.pooler.dense.lora_B.default.weight, encoder.model.base_model.model.pooler.dense.lora_A.default.weight
        Parameter indices which did not receive grad for rank 0: 72 73
        """,
        "Multi-GPU (DDP) training with LoRA fails with 'Expected to have finished reduction in the "
        "prior iteration before starting a new one'; rerun with TORCH_DISTRIBUTED_DEBUG=DETAIL, DDP "
        "names the LoRA weights of the encoder's pooler layer as never receiving a gradient. The "
        "maintainer's diagnosis: the pooler was targeted by LoRA but is unused in the loss, so DDP "
        "waits for gradients that never come. A model/configuration fault that recurs (drop the "
        "pooler from the targets or set find_unused_parameters).",
    ),
]
