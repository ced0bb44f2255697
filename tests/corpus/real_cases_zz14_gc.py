# ruff: noqa
"""Real excerpts, batch ZZ14-GC: development-fold failures of GPU and HPC jobs at run time, from
GitHub issue threads of large repositories that are already in the corpus and whose `fold_of(repo)`
is "dev" (UCX, NCCL tests, Horovod, PyTorch Lightning, vLLM, DeepSpeed, LlamaFactory, fairseq,
accelerate and others), taking at most six new threads a repository and never a thread the corpus
already cites. Gathered with the issue-thread search by failure class (NCCL errors and timeouts,
InfiniBand/RoCE completion errors, CUDA errors, launcher kills, host memory, data loading), taking
what the searches returned, not picked for what crashcart can do; nobody ran crashcart on these
cases before they were labelled. Verbatim log lines as printed in each thread (trimmed to the
relevant part); labelled from what each thread concluded, or from the log where it concluded nothing
or where no conclusion was visible in the turns read (the notes say which)."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    # --- InfiniBand / RoCE completion errors under UCX ------------------------------------------------
    real(
        GH + "openucx/ucx/issues/6000",
        "openucx/ucx",
        "network_error",
        "network_fabric",
        HUMAN,
        "Transport retry count exceeded on mlx5_0:1/RoCE",
        r"""
        [compute001:31180:0:31180] ib_mlx5_log.c:143  Transport retry count exceeded on mlx5_0:1/RoCE (synd 0x15 vend 0x81 hw_synd 0/0)
        [compute001:31180:0:31180] ib_mlx5_log.c:143  DCI QP 0x14e4 wqe[0]: SEND s-e [rqpn 0x2248a rmac 50:6b:4b:cb:be:ce sgix 0 dgid fe80::526b:4bff:fecb:bece tc 0] [inl len 18]
        [compute001:31175:0:31175] ib_mlx5_log.c:143  Transport retry count exceeded on mlx5_0:1/RoCE (synd 0x15 vend 0x81 hw_synd 0/0)
        [compute001:31175:0:31175] ib_mlx5_log.c:143  DCI QP 0x156d wqe[0]: SEND s-e [rqpn 0x2246f rmac 50:6b:4b:cb:be:ce sgix 0 dgid fe80::526b:4bff:fecb:bece tc 0] [inl len 18]
        [compute001:31178:0:31178] ib_mlx5_log.c:143  Transport retry count exceeded on mlx5_0:1/RoCE (synd 0x15 vend 0x81 hw_synd 0/0)
        [compute001:31178:0:31178] ib_mlx5_log.c:143  DCI QP 0x14ec wqe[0]: SEND s-e [rqpn 0x22430 rmac 50:6b:4b:cb:be:ce sgix 0 dgid fe80::526b:4bff:fecb:bece tc 0] [inl len 18]
        [compute001:31182:0:31182] ib_mlx5_log.c:143  Transport retry count exceeded on mlx5_0:1/RoCE (synd 0x15 vend 0x81 hw_synd 0/0)
        [compute001:31182:0:31182] ib_mlx5_log.c:143  DCI QP 0x154c wqe[0]: SEND s-e [rqpn 0x223a8 rmac 50:6b:4b:cb:be:ce sgix 0 dgid fe80::526b:4bff:fecb:bece tc 0] [inl len 18]
        """,
        "Open MPI/UCX runs between two hosts over RoCE (ConnectX, active MTU 1024) abort with "
        "transport-retry-exceeded completions on every process. The UCX maintainer's answer: the RoCE "
        "fabric is in lossy mode without the NIC/switch settings lossy RoCE needs (or must be made "
        "lossless), and it cannot be fixed without changing the system configuration. Not transient and "
        "not the user's code: an administrator has to configure the fabric before a rerun can succeed.",
    ),
    real(
        GH + "openucx/ucx/issues/6669",
        "openucx/ucx",
        "network_error",
        "network_fabric",
        RESTART,
        "Transport retry count exceeded on mlx5_0:1/IB",
        r"""
        [g07r1n14:27251:0:27251] ib_mlx5_log.c:143  Transport retry count exceeded on mlx5_0:1/IB (synd 0x15 vend 0x81 hw_synd 0/0)
        [g07r1n14:27251:0:27251] ib_mlx5_log.c:143  DCI QP 0x10f3a wqe[446]: SEND s-e [rqpn 0x32ca rlid 19352] [inl len 20]
        [i12r2n04:30536:0:30536] ib_mlx5_log.c:143  Transport retry count exceeded on mlx5_0:1/IB (synd 0x15 vend 0x81 hw_synd 0/0)
        [i12r2n04:30536:0:30536] ib_mlx5_log.c:143  DCI QP 0x17c58 wqe[384]: SEND s-e [rqpn 0x32ca rlid 19352] [inl len 20]
        """,
        "An MPI job (HPC-X/UCX 1.9, hcoll allreduce) dies when two hosts in different racks both exhaust "
        "InfiniBand retries sending to the same remote queue pair (rlid 19352). The issue is open and "
        "the turns read post no cause; the label rests on the log: an IB completion error toward a peer "
        "with no hardware signature on any named node is handled as a fabric fault and rerun (the LID "
        "is not a host name, so no culprit).",
    ),
    # --- NCCL failures in PyTorch jobs -----------------------------------------------------------------
    real(
        GH + "Lightning-AI/pytorch-lightning/issues/20438",
        "Lightning-AI/pytorch-lightning",
        "cuda_error",
        "unknown",
        HUMAN,
        "Cuda failure 'invalid device pointer'",
        r"""
        [rank7]: torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1970, unhandled cuda error, NCCL version 2.17.1
        [rank7]: ncclUnhandledCudaError: Call to CUDA function failed.
        [rank7]: Last error:
        [rank7]: Cuda failure 'invalid device pointer'
        """,
        "Lightning DDP under Slurm on a ROCm cluster (job 'rocm_DDP_lightining'): training works with "
        "one GPU on each of several nodes but fails as soon as two GPUs share a node, with NCCL's "
        "unhandled CUDA error 'invalid device pointer'. The issue is open (needs triage) with no cause "
        "posted. The log shows a CUDA failure inside NCCL with no hardware signature and nothing that "
        "points at the code or one node: genuinely unclear, a person decides.",
        ambiguous=True,
    ),
    real(
        GH + "vllm-project/vllm/issues/28028",
        "vllm-project/vllm",
        "cuda_error",
        "unknown",
        HUMAN,
        "Process group watchdog thread terminated with exception: CUDA error: an illegal memory access was encountered",
        r"""
        [rank1]:[E1103 23:14:03.342459398 ProcessGroupNCCL.cpp:2068] [PG ID 4 PG GUID 19 Rank 1] Process group watchdog thread terminated with exception: CUDA error: an illegal memory access was encountered
        CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
        For debugging consider passing CUDA_LAUNCH_BLOCKING=1
        Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

        Exception raised from c10_cuda_check_implementation at /pytorch/c10/cuda/CUDAException.cpp:42 (most recent call first):
        frame #0: c10::Error::Error(c10::SourceLocation, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >) + 0x80 (0x7f35d56d9eb0 in /opt/venv/lib/python3.12/site-packages/torch/lib/libc10.so)
        frame #1: <unknown function> + 0x111c7 (0x7f35d576c1c7 in /opt/venv/lib/python3.12/site-packages/torch/lib/libc10_cuda.so)
        """,
        "A vLLM server's rank 1 dies when the NCCL watchdog finds an illegal memory access on its stream. "
        "The issue is open and no cause is posted in the turns read. A bare illegal memory access with "
        "no Xid line and no repeat at a known step can be a kernel bug or the GPU (the labelling rules' "
        "ambiguous case): a person decides.",
        culprit={"nodes": [], "ranks": [1]},
        ambiguous=True,
    ),
    # --- nccl-tests ------------------------------------------------------------------------------------
    real(
        GH + "NVIDIA/nccl-tests/issues/204",
        "NVIDIA/nccl-tests",
        "other",
        "unknown",
        HUMAN,
        "DisAI-4090-2: Test NCCL failure common.cu:961 'internal error",
        r"""
        DisAI-4090-2:914454:914479 [1] NCCL INFO bootstrap.cc:312 -> 3
        DisAI-4090-2:914454:914479 [1] NCCL INFO init.cc:1493 -> 3
        DisAI-4090-2:914454:914479 [1] NCCL INFO group.cc:64 -> 3 [Async thread]
        DisAI-4090-2:914454:914454 [3] NCCL INFO group.cc:418 -> 3
        DisAI-4090-2:914454:914454 [3] NCCL INFO group.cc:95 -> 3
        DisAI-4090-2: Test NCCL failure common.cu:961 'internal error - please report this issue to the NCCL developers / '
         .. DisAI-4090-2 pid 914454: Test failure common.cu:844
        DisAI-4090-3:63755:63771 [3] NCCL INFO NVLS multicast support is not available on dev 3

        DisAI-4090-3:63755:63768 [0] misc/socket.cc:50 NCCL WARN socketProgress: Connection closed by remote peer 10.102.0.232<40318>
        DisAI-4090-3:63755:63768 [0] NCCL INFO misc/socket.cc:58 -> 6
        DisAI-4090-3:63755:63768 [0] NCCL INFO misc/socket.cc:787 -> 6
        DisAI-4090-3:63755:63768 [0] NCCL INFO bootstrap.cc:75 -> 6
        DisAI-4090-3:63755:63768 [0] NCCL INFO bootstrap.cc:399 -> 6
        DisAI-4090-3:63755:63768 [0] NCCL INFO init.cc:820 -> 6
        """,
        "A two-node all_reduce_perf between RTX 4090 servers: NCCL's bootstrap on DisAI-4090-2 fails "
        "with an internal error during communicator init, and DisAI-4090-3 then sees the connection "
        "closed by that peer. The issue is open with no cause posted. The first failure is an internal "
        "error with no reason printed (NCCL remote errors and bootstrap failures without a root cause "
        "are the ambiguous case): a person decides.",
        ambiguous=True,
    ),
    real(
        GH + "NVIDIA/nccl-tests/issues/219",
        "NVIDIA/nccl-tests",
        "other",
        "unknown",
        HUMAN,
        "fengyun: Test NCCL failure common.cu:959 'internal error",
        r"""
        # nThread 1 nGpus 2 minBytes 8 maxBytes 134217728 step: 2(factor) warmup iters: 5 iters: 20 agg iters: 1 validation: 0 graph: 0
        #
        # Using devices
        #  Rank  0 Group  0 Pid 3740409 on fengyun416 device  0 [0x01] NVIDIA RTX A6000
        #  Rank  1 Group  0 Pid 3740409 on fengyun416 device  1 [0x07] NVIDIA RTX A6000
        #  Rank  2 Group  0 Pid 3164639 on    fengyun device  0 [0x01] NVIDIA RTX A6000
        #  Rank  3 Group  0 Pid 3164639 on    fengyun device  1 [0x05] NVIDIA RTX A6000
        fengyun: Test NCCL failure common.cu:959 'internal error - please report this issue to the NCCL developers / '
         .. fengyun pid 3164639: Test failure common.cu:844
        --------------------------------------------------------------------------
        Primary job  terminated normally, but 1 process returned
        a non-zero exit code. Per user-direction, the job has been aborted.
        """,
        "all_reduce_perf across two LAN-connected A6000 servers under mpirun (NCCL_SOCKET_IFNAME set) "
        "fails at start with NCCL's internal error on host fengyun, while other programs run fine under "
        "the same mpirun. The issue is open with no cause posted; the log prints no reason (no NCCL_DEBUG "
        "output), so there is nothing to act on automatically: a person decides.",
        ambiguous=True,
    ),
    real(
        GH + "horovod/horovod/issues/785",
        "horovod/horovod",
        "cuda_error",
        "user_code",
        USER,
        "failed to open CUDA IPC handle : 64 peer access is not supported between these two devices",
        r"""
        HOSTNAME:2753:2762 [0] transport/p2p.cu:548 NCCL WARN failed to open CUDA IPC handle : 64 peer access is not supported between these two devices
        HOSTNAME:2753:2762 [0] NCCL INFO init.cu:568 -> 1
        HOSTNAME:2753:2762 [0] NCCL INFO init.cu:642 -> 1
        HOSTNAME:4974:4981 [0] NCCL INFO rank 0 nranks 2
        HOSTNAME:4974:4981 [0] NCCL INFO comm 0x7f9114224540 rank 0 nranks 2
        HOSTNAME:2753:2762 [0] NCCL INFO rank 1 nranks 2
        HOSTNAME:2753:2762 [0] NCCL INFO comm 0x7f66042749d0 rank 1 nranks 2
        HOSTNAME:4974:4981 [0] NCCL INFO CUDA Dev 0, Socket NIC distance :  SOC
        HOSTNAME:2753:2762 [0] NCCL INFO CUDA Dev 0, Socket NIC distance :  PHB
        HOSTNAME:4974:4981 [0] NCCL INFO Using 128 threads
        HOSTNAME:4974:4981 [0] NCCL INFO Min Comp Cap 3
        HOSTNAME:4974:4981 [0] NCCL INFO Ring 00 :    0   1
        HOSTNAME:4974:4981 [0] NCCL INFO Ring 01 :    0   1
        HOSTNAME:4974:4981 [0] NCCL INFO Ring 00 : 0[0] -> 1[0] via P2P/IPC

        HOSTNAME:4974:4981 [0] transport/p2p.cu:548 NCCL WARN failed to open CUDA IPC handle : 11 invalid argument
        HOSTNAME:2753:2762 [0] NCCL INFO Ring 00 : 1[0] -> 0[0] via P2P/IPC
        HOSTNAME:4974:4981 [0] NCCL INFO init.cu:568 -> 1
        HOSTNAME:4974:4981 [0] NCCL INFO init.cu:642 -> 1
        """,
        "Horovod's TensorFlow estimator example with two processes on one host fails in "
        "ncclCommInitRank ('unhandled cuda error'): NCCL picks P2P/IPC between the two GPUs, and the "
        "driver refuses peer access between them (the ranks sit under different sockets, SOC vs PHB). "
        "The thread was closed (question, wontfix) with no fix posted in the turns read; the label rests "
        "on the log: the GPUs' topology cannot do peer access, so every rerun fails the same way until "
        "the job's NCCL transport settings or GPU placement change.",
    ),
    real(
        GH + "horovod/horovod/issues/893",
        "horovod/horovod",
        "cuda_error",
        "unknown",
        HUMAN,
        "include/shm.h:42 NCCL WARN Cuda failure 'invalid argument'",
        r"""
        heinzel135:151779:151929 [1] NCCL INFO Ring 00 : 1[1] -> 2[2] via direct shared memory
        heinzel136:84299:84449 [0] NCCL INFO Ring 00 : 3 -> 4 [receive] via NET/IB/0
        heinzel135:151778:151927 [0] NCCL INFO Ring 00 : 7 -> 0 [receive] via NET/IB/0
        heinzel135:151780:151928 [2] NCCL INFO Ring 00 : 2[2] -> 3[3] via direct shared memory
        heinzel135:151778:151927 [0] NCCL INFO Ring 00 : 0[0] -> 1[1] via direct shared memory
        heinzel136:84299:84449 [0] NCCL INFO Ring 00 : 4[0] -> 5[1] via direct shared memory
        heinzel136:84301:84448 [2] NCCL INFO Ring 00 : 6[2] -> 7[3] via direct shared memory
        heinzel136:84300:84450 [1] NCCL INFO Ring 00 : 5[1] -> 6[2] via direct shared memory
        heinzel135:151779:151929 [1] NCCL INFO Ring 00 : 1[1] -> 0[0] via direct shared memory
        heinzel135:151780:151928 [2] NCCL INFO Ring 00 : 2[2] -> 1[1] via direct shared memory

        heinzel135:151780:151928 [2] include/shm.h:42 NCCL WARN Cuda failure 'invalid argument'
        heinzel135:151780:151928 [2] NCCL INFO transport/shm.cu:187 -> 1
        heinzel135:151780:151928 [2] NCCL INFO init.cu:658 -> 1
        heinzel135:151780:151928 [2] NCCL INFO init.cu:804 -> 1
        heinzel135:151780:151928 [2] NCCL INFO init.cu:915 -> 1
        heinzel135:151781:151926 [3] NCCL INFO Ring 00 : 3 -> 4 [send] via NET/IB/0
        heinzel136:84301:84448 [2] NCCL INFO Ring 00 : 6[2] -> 5[1] via direct shared memory
        """,
        "An 8-rank Horovod/TensorFlow job on two 4-GPU hosts hangs at start: while NCCL sets up its "
        "shared-memory ring on heinzel135, rank 2 gets a CUDA 'invalid argument' registering the segment "
        "(shm.h:42) and its init fails, leaving the others waiting. No cause is posted in the turns read. "
        "A CUDA failure inside NCCL's transport set-up with no hardware signature and no configuration "
        "named: unclear whether the host, the driver or the setup is at fault, so a person decides.",
        culprit={"nodes": ["heinzel135"], "ranks": [2]},
        ambiguous=True,
    ),
    real(
        GH + "vllm-project/vllm/issues/16334",
        "vllm-project/vllm",
        "connection_error",
        "framework_bug",
        USER,
        "torch.distributed.DistStoreError: Timed out after 601 seconds waiting for clients. 1/4 clients joined.",
        r"""
          File "/opt/anaconda/envs/vllm/lib/python3.12/site-packages/torch/distributed/c10d_logger.py", line 81, in wrapper
            return func(*args, **kwargs)
                   ^^^^^^^^^^^^^^^^^^^^^
          File "/opt/anaconda/envs/vllm/lib/python3.12/site-packages/torch/distributed/c10d_logger.py", line 95, in wrapper
            func_return = func(*args, **kwargs)
                          ^^^^^^^^^^^^^^^^^^^^^
          File "/opt/anaconda/envs/vllm/lib/python3.12/site-packages/torch/distributed/distributed_c10d.py", line 1714, in init_process_group
            store, rank, world_size = next(rendezvous_iterator)
                                      ^^^^^^^^^^^^^^^^^^^^^^^^^
          File "/opt/anaconda/envs/vllm/lib/python3.12/site-packages/torch/distributed/rendezvous.py", line 226, in _tcp_rendezvous_handler
            store = _create_c10d_store(
                    ^^^^^^^^^^^^^^^^^^^
          File "/opt/anaconda/envs/vllm/lib/python3.12/site-packages/torch/distributed/rendezvous.py", line 194, in _create_c10d_store
            return TCPStore(
                   ^^^^^^^^^
        torch.distributed.DistStoreError: Timed out after 601 seconds waiting for clients. 1/4 clients joined.
        """,
        "vLLM's OpenAI server started with data parallelism and --task embed hangs at start-up until the "
        "c10d store gives up with only 1 of 4 data-parallel clients joined. The reporter's finding (the "
        "issue title) is that this combination of options hangs, i.e. it recurs with the same "
        "configuration; the issue is open with no fix posted in the turns read. Not a transient "
        "rendezvous failure: rerunning the same command hangs again, so the user changes the setup or "
        "waits for a vLLM fix.",
    ),
    real(
        GH + "hiyouga/LlamaFactory/issues/2902",
        "hiyouga/LlamaFactory",
        "nccl_timeout",
        "unknown",
        HUMAN,
        "[Rank 0] Watchdog caught collective operation timeout",
        r"""
        {'loss': 0.8533, 'grad_norm': 4.869833469390869, 'learning_rate': 1.4516129032258065e-05, 'epoch': 0.16}

          2%|▏         | 10/620 [00:52<50:17,  4.95s/it]
          2%|▏         | 11/620 [00:57<49:56,  4.92s/it]
          2%|▏         | 12/620 [01:02<49:53,  4.92s/it]
          2%|▏         | 13/620 [01:07<50:20,  4.98s/it][rank0]:[E1123 00:52:57.664949121 ProcessGroupNCCL.cpp:607] [Rank 0] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=1516, OpType=ALLREDUCE, NumelIn=25427968, NumelOut=25427968, Timeout(ms)=600000) ran for 600017 milliseconds before timing out.
        [rank0]:[E1123 00:52:57.665427695 ProcessGroupNCCL.cpp:1664] [PG 1 Rank 0] Exception (either an error or timeout) detected by watchdog at work: 1516, last enqueued NCCL work: 1516, last completed NCCL work: 1515.
        [rank1]:[E1123 00:52:57.704703955 ProcessGroupNCCL.cpp:607] [Rank 1] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=1517, OpType=ALLREDUCE, NumelIn=1, NumelOut=1, Timeout(ms)=600000) ran for 600026 milliseconds before timing out.
        """,
        "A LlamaFactory SFT run hits the 10-minute NCCL watchdog 13 steps in: rank 0 is stuck in a large "
        "gradient all-reduce (work 1516) while rank 1 is already waiting in the next, one-element "
        "all-reduce (1517). The thread is labelled solved, but this later comment reports the timeout "
        "persisting with use_fast_tokenizer on and gets no posted cause in the turns read. A collective "
        "timeout with no error "
        "on any rank and nothing saying why rank 0 is behind: the ambiguous case, a person decides.",
        ambiguous=True,
    ),
    real(
        GH + "NVIDIA/nccl-tests/issues/41",
        "NVIDIA/nccl-tests",
        "other",
        "user_code",
        USER,
        "ip-0AB85F07: Test NCCL failure common.cu:775 'internal error'",
        r"""
        Singularity> ./build/all_reduce_perf -b 8 -e 128M -f 2 -g 4
        # nThread 1 nGpus 4 minBytes 8 maxBytes 134217728 step: 2(factor) warmup iters: 5 iters: 20 validation: 1
        #
        # Using devices
        #   Rank  0 Pid 108039 on ip-0AB85F07 device  0 [0x00] Tesla V100-PCIE-16GB
        #   Rank  1 Pid 108039 on ip-0AB85F07 device  1 [0x00] Tesla V100-PCIE-16GB
        #   Rank  2 Pid 108039 on ip-0AB85F07 device  2 [0x00] Tesla V100-PCIE-16GB
        #   Rank  3 Pid 108039 on ip-0AB85F07 device  3 [0x00] Tesla V100-PCIE-16GB
        libibverbs: Warning: no userspace device-specific driver found for /sys/class/infiniband_verbs/uverbs0
        ip-0AB85F07: Test NCCL failure common.cu:775 'internal error'
        """,
        "all_reduce_perf on four V100s inside a Singularity container fails at once with NCCL's "
        "internal error. The NCCL maintainer reads the libibverbs warning as the container missing the "
        "InfiniBand verbs userspace packages (probably libmlx5) and asks for an NCCL_DEBUG=INFO run; "
        "the rest of the thread was not visible in the turns read. Label from the maintainer's reading: "
        "an incomplete container image, which fails the same way on every node until the image is fixed.",
    ),
    real(
        GH + "horovod/horovod/issues/1651",
        "horovod/horovod",
        "network_error",
        "unknown",
        HUMAN,
        "tensorflow.python.framework.errors_impl.UnknownError:  ncclCommInitRank failed: unhandled system error",
        r"""
            self.captured_inputs)
          File "/usr/local/lib/python3.6/dist-packages/tensorflow/python/eager/function.py", line 1746, in _call_flat
            ctx, args, cancellation_manager=cancellation_manager))
          File "/usr/local/lib/python3.6/dist-packages/tensorflow/python/eager/function.py", line 598, in call
            ctx=ctx)
          File "/usr/local/lib/python3.6/dist-packages/tensorflow/python/eager/execute.py", line 60, in quick_execute
            inputs, attrs, num_outputs)
        tensorflow.python.framework.errors_impl.UnknownError:  ncclCommInitRank failed: unhandled system error
        	 [[node HorovodBroadcast_conv1_bn_moving_mean_0 (defined at <string>:234) ]] [Op:__inference_benchmark_step_15833]

        Function call stack:
        benchmark_step

        srun: error: jwc09n018: task 1: Exited with exit code 1
        srun: error: jwc09n012: task 0: Exited with exit code 1
        """,
        "A two-node Horovod/TensorFlow benchmark under srun on a JUWELS partition dies in the first "
        "broadcast: NCCL's communicator init fails with 'unhandled system error' on both tasks. This "
        "reporter's case gets no posted cause in the turns read (the thread collects several users' "
        "init failures). 'Unhandled system error' at init without NCCL_DEBUG output can be a network "
        "interface choice, a firewall, /dev/shm or a peer that died: nothing in the log says which, so "
        "a person decides.",
        ambiguous=True,
    ),
    # --- Managed jobs and preemption -------------------------------------------------------------------
    real(
        GH + "skypilot-org/skypilot/issues/7168",
        "skypilot-org/skypilot",
        "other",
        "framework_bug",
        RESTART,
        "sky.exceptions.NoClusterLaunchedError: No cluster name found in the pool.)",
        r"""
        I 09-12 22:49:49 controller.py:545] Cluster is preempted or failed. Recovering...
        I 09-12 22:49:49 controller.py:663] Starting recovery for task 0, it is currently None
        D 09-12 22:49:49 recovery_strategy.py:711] Terminating unhealthy cluster and reset cloud region.
        D 09-12 22:49:49 recovery_strategy.py:716] Relaunch the cluster skipping the previously launched cloud/region.
        D 09-12 22:49:49 recovery_strategy.py:743] Relaunch the cluster without constraining to prior cloud/region.
        I 09-12 22:49:49 recovery_strategy.py:497] Failed to launch a cluster with error: sky.exceptions.NoClusterLaunchedError: No cluster name found in the pool.)
        I 09-12 22:49:49 recovery_strategy.py:501]   Traceback: Traceback (most recent call last):
        I 09-12 22:49:49 recovery_strategy.py:501]   File "/home/gcpuser/skypilot-runtime/lib/python3.10/site-packages/sky/jobs/recovery_strategy.py", line 421, in _launch
        I 09-12 22:49:49 recovery_strategy.py:501]     raise exceptions.NoClusterLaunchedError(
        I 09-12 22:49:49 recovery_strategy.py:501] sky.exceptions.NoClusterLaunchedError: No cluster name found in the pool.
        I 09-12 22:49:49 recovery_strategy.py:501]
        E 09-12 22:49:49 controller.py:738] Unexpected error in JobsController run for task 0
        """,
        "A SkyPilot managed job running on a worker pool loses its cluster to preemption; the jobs "
        "controller starts recovery, but in pool mode relaunching fails ('No cluster name found in the "
        "pool') and the controller errors out instead of putting the job back to pending (the issue "
        "title: failing to reset jobs to pending when preempted). The trigger is a preemption, which "
        "is transient; the SkyPilot bug only stopped the automatic requeue, so the job is resubmitted "
        "from its checkpoint (and the bug reported).",
    ),
    # --- Data loading ----------------------------------------------------------------------------------
    real(
        GH + "hiyouga/LlamaFactory/issues/4981",
        "hiyouga/LlamaFactory",
        "dataloader_killed",
        "user_code",
        USER,
        "RuntimeError: DataLoader worker (pid 3919213) is killed by signal: Bus error.",
        r"""
        Running tokenizer on dataset: 100%|██████████| 156611/156611 [17:07<00:00, 152.48 examples/s]
        Traceback (most recent call last):
          File "/home/bingxing2/home/scx6592/.conda/envs/python310/lib/python3.10/site-packages/torch/utils/data/dataloader.py", line 1132, in _try_get_data
            data = self._data_queue.get(timeout=timeout)
          File "/home/bingxing2/home/scx6592/.conda/envs/python310/lib/python3.10/queue.py", line 180, in get
            self.not_empty.wait(remaining)
          File "/home/bingxing2/home/scx6592/.conda/envs/python310/lib/python3.10/threading.py", line 324, in wait
            gotit = waiter.acquire(True, timeout)
          File "/home/bingxing2/home/scx6592/.conda/envs/python310/lib/python3.10/site-packages/torch/utils/data/_utils/signal_handling.py", line 66, in handler
            _error_if_any_worker_fails()
        RuntimeError: DataLoader worker (pid 3919213) is killed by signal: Bus error. It is possible that dataloader's workers are out of shared memory. Please try to raise your shared memory limit.
        RuntimeError: DataLoader worker (pid(s) 3919213) exited unexpectedly
        """,
        "Multi-node torchrun/DeepSpeed fine-tuning under LlamaFactory: after tokenizing 156k examples a "
        "DataLoader worker dies with a bus error, PyTorch's sign of an exhausted shared-memory segment. "
        "No cause is posted in the turns read; the label rests on the log and the labelling rules "
        "(DataLoader workers killed or out of /dev/shm recur until the job's workers, batch or shm "
        "limit are changed).",
    ),
]
