# ruff: noqa
"""Real excerpts, batch ZZ17-GB: development-fold communication failures of multi-GPU and
multi-node jobs, as users paste them: NCCL watchdog timeouts on the first broadcast, at evaluation
time and in FSDP training, NCCL `unhandled system error` / `unhandled cuda error` at DDP or
communicator init, a link-local interface picked for NCCL's sockets on an AWS cluster, NCCL using
the loopback interface in Kubeflow pods, CUDA peer access refused between GPUs of cloud machines
(vLLM under Dynamo, NeMo-RL on g6.48xlarge), UCX transport errors of dask-cuda on DGX machines
(no common active-message transport, an InfiniBand `Transport retry count exceeded`), TCPStore
rendezvous peers that drop connections (Kubeflow Trainer, a single-machine run whose store server
went away), c10d rendezvous that cannot reach its master (Windows hosts-file names, a Docker
multi-node setup), NCCL missing from a Windows PyTorch build, an MPI call before MPI_Init in a
multi-node Slurm test, and a bare `Terminated` after the NCCL barrier warning. Gathered with the
`search` tool (issue threads; the page corpus was searched for discuss.pytorch.org,
stackoverflow.com, CSDN and HPC-centre pages too, but returned no thread with a usable log) from
repositories whose `fold_of(repo)` is "dev", preferring repositories new to the corpus. Many
phrasings were searched (watchdog timeouts, ncclRemoteError, ibv_* and NET/IB completion errors,
EFA/OFI, Gloo connectFullMesh and recv timeouts, DistNetworkError, store-based barriers, TCPStore
recvValue, DeepSpeed pdsh/ssh, horovodrun/ORTE, mpirun signal 9, UCX/dask-cuda, RCCL, /dev/shm,
duplicate GPU, peer access, MPI_ABORT); most hits were threads already in the corpus or came from
repositories in the test fold or already at their cap, so the batch holds 20 cases, what the
look-up budget (60) found in new or non-full dev-fold repositories, taken as they came and not
picked for what crashcart can do. Nobody ran crashcart on these cases before they were labelled.
Verbatim log lines as printed in each thread (trimmed to the relevant part; markdown quote markers
removed; a line cut where the stored thread text was cut); labelled from what each thread
concluded, or from the log where the excerpt shows no conclusion (the notes say which)."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    # --- NCCL watchdog timeouts ----------------------------------------------------------------
    real(
        GH + "QwenLM/Qwen/issues/531",
        "QwenLM/Qwen",
        "nccl_timeout",
        "unknown",
        HUMAN,
        "[Rank 0] Watchdog caught collective operation timeout",
        r"""
        Loading extension module fused_adam...
        Time to load fused_adam op: 0.5319623947143555 seconds
        Loading extension module fused_adam...
        Time to load fused_adam op: 0.5037925243377686 seconds


        [E ProcessGroupNCCL.cpp:474] [Rank 0] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=1, OpType=BROADCAST, NumelIn=778567680, NumelOut=778567680, Timeout(ms)=1800000) ran for 1800047 milliseconds before timing out.
        [E ProcessGroupNCCL.cpp:474] [Rank 1] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=1, OpType=BROADCAST, NumelIn=778567680, NumelOut=778567680, Timeout(ms)=1800000) ran for 1800110 milliseconds before timing out.
        /root/miniconda3/envs/Qwen-14b/lib/python3.9/site-packages/deepspeed/ops/adam/fused_adam.py:96: UserWarning: The torch.cuda.*DtypeTensor constructors are no longer recommended. It's best to use methods such as torch.tensor(data, dtype=*, device='cuda') to create tensors. (Triggered internally at ../torch/csrc/tensor/python_tensor.cpp:83.)
          self._dummy_overflow_buf = get_accelerator().IntTensor([0])
        """,
        "Fine-tuning Qwen-14B with DeepSpeed on two A40s in one machine: both ranks time out on "
        "the very first collective (SeqNum=1, the BROADCAST of the parameters) after 30 minutes, "
        "so no rank is missing and nothing says why the transfer never completed (a peer-to-peer "
        "path problem between the PCIe GPUs is the usual suspect). The excerpt of the thread shows "
        "no resolution; the label rests on the log: an NCCL timeout with no root cause in it.",
        ambiguous=True,
    ),
    real(
        GH + "cfzd/Ultra-Fast-Lane-Detection-v2/issues/119",
        "cfzd/Ultra-Fast-Lane-Detection-v2",
        "nccl_timeout",
        "unknown",
        HUMAN,
        "[Rank 3] Watchdog caught collective operation timeout",
        r"""
        Evaluating the results...
        [E ProcessGroupNCCL.cpp:821] [Rank 3] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=4178, OpType=ALLREDUCE, Timeout(ms)=1800000) ran for 1803391 milliseconds before timing out.
        [E ProcessGroupNCCL.cpp:821] [Rank 1] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=4178, OpType=ALLREDUCE, Timeout(ms)=1800000) ran for 1803400 milliseconds before timing out.
        [E ProcessGroupNCCL.cpp:821] [Rank 2] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=4178, OpType=ALLREDUCE, Timeout(ms)=1800000) ran for 1803405 milliseconds before timing out.
        [E ProcessGroupNCCL.cpp:456] Some NCCL operations have failed or timed out. Due to the asynchronous nature of CUDA kernels, subsequent GPU operations might run on corrupted/incomplete data.
        [E ProcessGroupNCCL.cpp:461] To avoid data inconsistency, we are taking the entire process down.
        [E ProcessGroupNCCL.cpp:456] Some NCCL operations have failed or timed out. Due to the asynchronous nature of CUDA kernels, subsequent GPU operations might run on corrupted/incomplete data.
        [E ProcessGroupNCCL.cpp:461] To avoid data inconsistency, we are taking the entire process down.
        """,
        "Four-GPU DDP training of the lane detector stays at `Evaluating the results...` and 30 "
        "minutes later ranks 1-3 time out in the same ALLREDUCE (SeqNum=4178) while rank 0 "
        "reports nothing, which points at rank 0 still busy in (or stuck in) the evaluation. The "
        "thread is open without an answer; the label rests on the log: a timeout whose cause the "
        "log does not show (a slow rank-0-only evaluation, a hang there, or a lost rank).",
        ambiguous=True,
    ),
    real(
        GH + "ecmwf/WeatherGenerator/pull/1533",
        "ecmwf/WeatherGenerator",
        "nccl_timeout",
        "unknown",
        HUMAN,
        "[Rank 2] Watchdog caught collective operation timeout",
        r"""
        [rank2]:[E112 15:47:18.728729935 ProcessGroupNCCL.cpp:629] [Rank 2] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=1085, OpType=ALLREDUCE, NumelIn=4096, NumelOut=4096, Timeout(ms)=600000) ran for 600045 milliseconds before timing out.
        [rank2]:[E112 15:47:18.729000049 ProcessGroupNCCL.cpp:2168] [PG ID 0 PG GUID 0(default_pg) Rank 2]  failure detected by watchdog at work sequence id: 1085 PG status: last enqueued work: 1119, last completed work: 1084
        [rank2]:[E112 15:47:18.729013681 ProcessGroupNCCL.cpp:667] Stack trace of the failed collective not found, potentially because FlightRecorder is disabled. You can enable it by setting TORCH_NCCL_TRACE_BUFFER_SIZE to a non-zero value.
        [rank3]:[E112 15:47:18.763162126 ProcessGroupNCCL.cpp:629] [Rank 3] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=1085, OpType=ALLREDUCE, NumelIn=4096, NumelOut=4096, Timeout(ms)=600000) ran for 600080 milliseconds before timing out.
        """,
        "A developer reviewing a 'manual memory pinning' pull request reports that FSDP2 training "
        "with DINOv2 on the develop branch hangs the same way: ranks time out after 10 minutes in "
        "a small ALLREDUCE (SeqNum=1085) with more work enqueued behind it. So the hang is not the "
        "pull request's doing, and the thread does not identify its cause; the log names none "
        "either, so by the labelling rules it is an NCCL timeout for a human.",
        ambiguous=True,
    ),
    # --- NCCL errors at communicator or DDP init ------------------------------------------------
    real(
        GH + "open-mmlab/OpenPCDet/issues/1215",
        "open-mmlab/OpenPCDet",
        "connection_error",
        "unknown",
        HUMAN,
        "RuntimeError: NCCL error in: /pytorch/torch/lib/c10d/ProcessGroupNCCL.cpp:911, unhandled system error",
        r"""
        Traceback (most recent call last):
          File "train.py", line 226, in <module>
            main()
          File "train.py", line 170, in main
            model = nn.parallel.DistributedDataParallel(model, device_ids=[cfg.LOCAL_RANK % torch.cuda.device_count()])
          File "/usr/local/lib/python3.6/dist-packages/torch/nn/parallel/distributed.py", line 496, in __init__
            dist._verify_model_across_ranks(self.process_group, parameters)
        RuntimeError: NCCL error in: /pytorch/torch/lib/c10d/ProcessGroupNCCL.cpp:911, unhandled system error, NCCL version 2.7.8
        ncclSystemError: System call (socket, malloc, munmap, etc) failed.
        Traceback (most recent call last):
          File "train.py", line 226, in <module>
        """,
        "Multi-GPU training of OpenPCDet fails when DistributedDataParallel verifies the model "
        "across ranks, the first NCCL communication: `unhandled system error`, with no `Last "
        "error` or NCCL_DEBUG output saying which system call failed (sockets, shared memory). "
        "The thread closed as stale with no answer; labelled from the log as a communicator setup "
        "failure whose cause is not shown.",
        ambiguous=True,
    ),
    real(
        GH + "sihyun-yu/digan/issues/2",
        "sihyun-yu/digan",
        "cuda_error",
        "unknown",
        HUMAN,
        "unhandled cuda error, NCCL version 21.0.3",
        r"""
        [Distributing] Module G_mapping ...
        RuntimeError: NCCL error in: /opt/conda/conda-bld/pytorch_1640811806235/work/torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:957, unhandled cuda error, NCCL version 21.0.3
        ncclUnhandledCudaError: Call to CUDA function failed.
        """,
        "DIGAN training on eight V100-16GB GPUs fails when the first module is wrapped in "
        "DistributedDataParallel: NCCL reports an unhandled CUDA error without saying which CUDA "
        "call failed (the user goes on to show the GPU memory use, suspecting memory). The excerpt "
        "shows no resolution; the label rests on the log: a bare NCCL CUDA failure at init.",
        ambiguous=True,
    ),
    real(
        GH + "OpenBMB/BMTrain/issues/20",
        "OpenBMB/BMTrain",
        "cuda_error",
        "unknown",
        HUMAN,
        "C.ncclCommInitRank(unique_id, world_size, rank)",
        r"""
        Traceback (most recent call last):

          File "train_inner.py", line 19, in main
            bmt.init_distributed(seed=0)

        File "/python3.9/site-packages/bmtrain/init.py", line 88, in init_distributed
            config['comm'] = nccl.commInitRank(unique_id, world_size, rank)

        File "//python3.9/site-packages/bmtrain/nccl/__init__.py", line 77, in commInitRank
            return NCCLCommunicator(C.ncclCommInitRank(unique_id, world_size, rank))
        torchrun --nnodes=1 --nproc_per_node=8 --rdzv_id=1 --rdzv_backend=c10d --rdzv_endpoint=localhost train.py
        ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: 1) local_rank: 3 (pid: 674947) of binary:
        /home//bin/python
        """,
        "An eight-GPU torchrun of a BMTrain script fails inside `bmt.init_distributed`, at "
        "BMTrain's own ncclCommInitRank; the issue title gives the exception as `RuntimeError: "
        "NCCL Error: unhandled cuda error`, and the elastic agent then reports local rank 3 "
        "failed. The maintainer asks for a more detailed message and the excerpt shows no "
        "resolution; labelled from the log as an NCCL CUDA failure at init with no cause given.",
        ambiguous=True,
    ),
    real(
        GH + "verl-project/verl/issues/726",
        "verl-project/verl",
        "connection_error",
        "user_code",
        USER,
        "socketStartConnect: Connect to 169.254.0.1<40815> failed : Software caused connection abort",
        r"""
        torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/NCCLUtils.hpp:275, unhandled system error (run with NCCL_DEBUG=INFO for details), NCCL version 2.20.5
        ncclSystemError: System call (e.g. socket, malloc) or external library call failed or device error.
        Last error:
        socketStartConnect: Connect to 169.254.0.1<40815> failed : Software caused connection abort

        Set the environment variable HYDRA_FULL_ERROR=1 for a complete stack trace.
        """,
        "Multi-node verl (Ray) training fails while NCCL sets up its sockets: the peer address it "
        "tries is 169.254.0.1, a link-local address, and the connect is aborted. The reporter "
        "concluded it was due to their AWS cluster; the link-local address in the log points at "
        "NCCL's socket interface selection (NCCL_SOCKET_IFNAME), a cluster configuration problem "
        "that repeats on every launch.",
    ),
    real(
        GH + "kubeflow/pytorch-operator/issues/202",
        "kubeflow/pytorch-operator",
        "connection_error",
        "user_code",
        USER,
        "NCCL INFO NET/Socket : Using [0]lo:127.0.0.1<0> [1]eth0:192.168.4.230<0>",
        r"""
        Using CUDA
        Using distributed PyTorch with nccl backend
        Downloading http://yann.lecun.com/exdb/mnist/train-images-idx3-ubyte.gz to ../data/MNIST/raw/train-images-idx3-ubyte.gz
        Extracting ../data/MNIST/raw/train-images-idx3-ubyte.gz
        9920512it [00:00, 14787158.04it/s]
        Processing...
        Done!
        kubeflow-pytorch-gpu-dist-job-master-0:1:1 [0] NCCL INFO NET/Socket : Using [0]lo:127.0.0.1<0> [1]eth0:192.168.4.230<0>
        """,
        "The Kubeflow distributed MNIST example on EKS works with the Gloo backend but with NCCL "
        "training never starts; the master pod's NCCL output shows its socket transport using the "
        "loopback interface lo first, next to the pod's eth0, which cannot carry traffic between "
        "pods. The excerpt shows no maintainer answer; labelled from the log as NCCL's interface "
        "selection (NCCL_SOCKET_IFNAME=eth0), a job configuration that fails every time.",
    ),
    # --- CUDA peer access between the GPUs of one machine --------------------------------------
    real(
        GH + "ai-dynamo/dynamo/issues/1229",
        "ai-dynamo/dynamo",
        "cuda_error",
        "framework_bug",
        USER,
        "RuntimeError: CUDA error: peer access is not supported between these two devices",
        r"""
            return self._op(*args, **(kwargs or {}))
                   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
        RuntimeError: CUDA error: peer access is not supported between these two devices
        CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
        For debugging consider passing CUDA_LAUNCH_BLOCKING=1
        Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

        2025-05-28T03:35:37.857Z ERROR engine.run_mp_engine: CUDA error: peer access is not supported between these two devices
        CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
        For debugging consider passing CUDA_LAUNCH_BLOCKING=1
        Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.
        Traceback (most recent call last):
          File "/workspace/vllm-0.8.4/vllm/engine/multiprocessing/engine.py", line 586, in run_mp_engine
            engine = MQLLMEngine.from_vllm_config(
        """,
        "A tensor-parallel vLLM 0.8.4 engine started by Dynamo dies while building the engine: the "
        "GPUs of the machine cannot enable peer access to each other, and the engine's multi-GPU "
        "path assumes it can. The thread went stale without a fix; labelled from the log as a "
        "framework path that needs P2P on hardware without it, failing identically on every "
        "start until it is configured off (e.g. the custom all-reduce) for this machine.",
    ),
    real(
        GH + "NVIDIA-NeMo/RL/issues/1683",
        "NVIDIA-NeMo/RL",
        "cuda_error",
        "framework_bug",
        USER,
        "Cuda failure 217 'peer access is not supported between these two devices'",
        r"""
        uv run python examples/run_dpo.py \
          policy.model_name="meta-llama/Llama-3.1-8B-Instruct" \
          policy.train_global_batch_size=256 \
          cluster.gpus_per_node=8
        Cuda failure 217 'peer access is not supported between these two devices'
        (base) [ec2-user@ip-172-31-32-14 ~]$ nvidia-smi topo -m
        	GPU0	GPU1	GPU2	GPU3	GPU4	GPU5	GPU6	GPU7	CPU Affinity	NUMA Affinity	GPU NUMA ID
        GPU0	 X 	NODE	NODE	NODE	SYS	SYS	SYS	SYS	0-47,96-143	0		N/A
        GPU1	NODE	 X 	NODE	NODE	SYS	SYS	SYS	SYS	0-47,96-143	0		N/A
        GPU2	NODE	NODE	 X 	NODE	SYS	SYS	SYS	SYS	0-47,96-143	0		N/A
        GPU3	NODE	NODE	NODE	 X 	SYS	SYS	SYS	SYS	0-47,96-143	0		N/A
        """,
        "NeMo-RL's DPO example in the v0.4.0 container on an AWS g6.48xlarge (eight L4s with no "
        "NVLink, PCIe paths through the host bridges) fails with CUDA error 217: peer access is not "
        "supported; a plain broadcast script works and NCCL_P2P_DISABLE=1 does not help, so the "
        "failing peer access is the framework's own. The excerpt shows no resolution; labelled as "
        "a framework path that needs GPU peer access, failing on every run on this machine type.",
    ),
    # --- UCX on dask-cuda GPU clusters ---------------------------------------------------------
    real(
        GH + "rapidsai/ucx-py/issues/329",
        "rapidsai/ucx-py",
        "connection_error",
        "user_code",
        USER,
        "UCX  ERROR no active messages transport to <no debug data>: Unsupported operation",
        r"""
         UCX_MEMTYPE_CACHE=n UCX_TLS=tcp,sockcm,cuda_copy,cuda_ipc UCX_SOCKADDR_TLS_PRIORITY=sockcm python -m distributed.cli.dask_scheduler --interface enp134s0f1  --protocol ucx
        UCX_MEMTYPE_CACHE=n UCX_TLS=tcp,sockcm,cuda_copy,cuda_ipc UCX_SOCKADDR_TLS_PRIORITY=sockcm dask-cuda-worker ucx://172.22.1.27:8786 --enable-nvlink
        [1574185843.165627] [exp02:50083:0]         select.c:438  UCX  ERROR no active messages transport to <no debug data>: Unsupported operation
        [1574185843.165650] [exp02:50083:0]   ucp_listener.c:122  UCX  ERROR connection request failed on listener 0x563e7c0621f0 with status Destination is unreachable
        [1574185843.166316] [exp02:50083:0]         select.c:438  UCX  ERROR no active messages transport to <no debug data>: Unsupported operation
        """,
        "A dask-cuda cluster on a DGX-2 with the UCX protocol: scheduler and workers are started "
        "with a restricted UCX_TLS list, and when the client connects the scheduler's listener "
        "finds no active-message transport in common and rejects the connection (`Destination is "
        "unreachable`). The excerpt shows no resolution; labelled from the log as a UCX transport "
        "configuration mismatch that fails the same way on every connect.",
    ),
    real(
        GH + "rapidsai/ucx-py/issues/102",
        "rapidsai/ucx-py",
        "network_error",
        "network_fabric",
        RESTART,
        "Transport retry count exceeded on mlx5_3:1/IB",
        r"""
        [prm-dgx-02:66032:0:66103] ib_mlx5_log.c:139  Transport retry count exceeded on mlx5_3:1/IB (synd 0x15 vend 0x81 hw_synd 0/0)
        [prm-dgx-02:66032:0:66103] ib_mlx5_log.c:139  RC QP 0x746 wqe[3]: SEND --e [va 0x2b139f5c5740 len 36 lkey 0x1ae94]
        ==== backtrace ====
            0  /home/akvenkatesh/ucx-github/build/lib/libucs.so.0(ucs_fatal_error_message+0xdf) [0x2b12c5141477]
            1  /home/akvenkatesh/ucx-github/build/lib/libucs.so.0(ucs_log_default_handler+0x14f) [0x2b12c5144fa6]
            2  /home/akvenkatesh/ucx-github/build/lib/libucs.so.0(ucs_log_dispatch+0xf8) [0x2b12c51451d6]
        """,
        "A Dask + CuPy array job on DGX machines over UCX/InfiniBand (LocalCUDACluster on ib0) "
        "aborts in UCX: an RC send on mlx5_3 exhausted its transport retries (syndrome 0x15, "
        "vendor 0x81, the IB equivalent of NCCL's `error 12 ... vendor err 129`), i.e. the peer "
        "stopped answering on the fabric. A UCX developer hit it while reproducing the reporter's "
        "problem with a smaller array; the excerpt draws no conclusion about it, so it is labelled "
        "by the rules as an IB completion error, transient: restart.",
        culprit={"nodes": ["prm-dgx-02"], "ranks": []},
    ),
    # --- rendezvous and TCPStore ---------------------------------------------------------------
    real(
        GH + "kubeflow/website/issues/4186",
        "kubeflow/website",
        "connection_error",
        "unknown",
        HUMAN,
        "recvValue failed on SocketImpl(fd=15",
        r"""
        job_id = TrainerClient().train(
            trainer=CustomTrainer(
                func=train_pytorch,       # the standard FashionMNIST DDP example
                num_nodes=2,              # also tried 4
                resources_per_node={"cpu": 5, "memory": "16Gi", "gpu": 1},
            ),
            runtime=TrainerClient().get_runtime("torch-distributed"),
        )
        [W822 03:54:49.636977195 TCPStore.cpp:125] [c10d] recvValue failed on SocketImpl(fd=15, addr=[wcde03d70a73-node-0-1.wcde03d70a73.kubeflow-user-example-com.svc.cluster.local]:60560, remote=[wcde03d70a73-node-0-0.wcde03d70a73.kubeflow-user-example-com.svc.cluster.local]:29500): failed to recv, got 0 bytes Exception raised from recvBytes at /pytorch/torch/csrc/distributed/c10d/Utils.hpp:678 (most recent call first): frame #0: c10::Error::Error(c10::SourceLocation, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >) + 0x98 (0x7f0ec5b785e8 in /opt/conda/lib/python3.11/site-packages/torch/lib/libc10.so) frame #1: <unknown function> + 0x5ba8bfe (0x7f0eaa0afbfe in /opt/conda/lib/python3.11/site-packages/torch/lib/libtorch_cpu.so)
        """,
        "The Kubeflow Trainer getting-started DDP example on two (or four) GPU nodes never gets "
        "past rendezvous: node 1 keeps connecting to the TCPStore on node 0 port 29500 and the "
        "store side closes the connection (`got 0 bytes`). The feedback issue has no answer; "
        "labelled from the log: the store server drops its clients for a reason the log does not "
        "show (the server process gone, a mesh sidecar in between, a version mismatch).",
        ambiguous=True,
    ),
    real(
        GH + "Dere-Wah/AI-MarioKart64/issues/3",
        "Dere-Wah/AI-MarioKart64",
        "connection_error",
        "unknown",
        HUMAN,
        "maybe TCPStore server has shut down too early",
        r"""
        [rank3]:[W625 23:35:35.311127584 ProcessGroupNCCL.cpp:1662] [PG ID 0 PG GUID 0(default_pg) Rank 3] Failed to check the "should dump" flag on TCPStore, (maybe TCPStore server has shut down too early), with error: failed to recv, got 0 bytes
        [rank2]:[W625 23:35:35.303797152 TCPStore.cpp:125] [c10d] recvValue failed on SocketImpl(fd=6, addr=[::ffff:127.0.0.1]:37468, remote=[::ffff:127.0.0.1]:6006): failed to recv, got 0 bytes
        Exception raised from recvBytes at /pytorch/torch/csrc/distributed/c10d/Utils.hpp:678 (most recent call first):
        frame #0: c10::Error::Error(c10::SourceLocation, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >) + 0x98 (0x7f65dc7785e8 in /opt/conda/envs/gcdream/lib/python3.10/site-packages/torch/lib/libc10.so)
        frame #1: <unknown function> + 0x5ba8bfe (0x7f65c5ed5bfe in /opt/conda/envs/gcdream/lib/python3.10/site-packages/torch/lib/libtorch_cpu.so)
        frame #2: <unknown function> + 0x5baaf40 (0x7f65c5ed7f40 in /opt/conda/envs/gcdream/lib/python3.10/site-packages/torch/lib/libtorch_cpu.so)
        frame #3: <unknown function> + 0x5bab84a (0x7f65c5ed884a in /opt/conda/envs/gcdream/lib/python3.10/site-packages/torch/lib/libtorch_cpu.so)
        """,
        "A multi-GPU training run of the MarioKart world model on one machine: ranks 2 and 3 lose "
        "the TCPStore on 127.0.0.1:6006, the store hosted by rank 0, which has gone away. The "
        "issue is titled `AssertionError`, an exception of another rank that the excerpt does not "
        "show, and it has no answer. Labelled from the log: only the secondary store errors of the "
        "surviving ranks are shown, the first failure is elsewhere.",
        ambiguous=True,
    ),
    real(
        GH + "flagos-ai/FlagScale/issues/314",
        "flagos-ai/FlagScale",
        "connection_error",
        "user_code",
        USER,
        "The client socket has timed out after 60s while trying to connect to",
        r"""
        torch.distributed.DistNetworkError: The client socket has timed out after 60s while trying to connect to (主节点IP，主节点port）
        """,
        "Two-node FlagScale training from Docker containers on two servers (passwordless ssh "
        "between the containers set up): the second node's rendezvous client cannot reach the "
        "master's c10d store port within 60 s. A maintainer listed the likely causes (containers "
        "without --net=host, the port not mapped); the user solved it by setting rdzv_backend: "
        '"static" in the launch config. A launch configuration error that repeats until fixed.',
    ),
    real(
        GH + "bmaltais/kohya_ss/issues/521",
        "bmaltais/kohya_ss",
        "connection_error",
        "user_code",
        USER,
        "The client socket has failed to connect to [x-tags.net]:29500",
        r"""
        prepare dataset
        prepare accelerator
        [W ..\torch\csrc\distributed\c10d\socket.cpp:558] [c10d] The client socket has failed to connect to [x-tags.net]:29500 (system error: 10049 - The requested address is not valid in its context.).
        [W ..\torch\csrc\distributed\c10d\socket.cpp:558] [c10d] The client socket has failed to connect to [x-tags.net]:29500 (system error: 10049 - The requested address is not valid in its context.).
        Traceback (most recent call last):
          File "V:\STABLE_DIFFUSION\KOHYA\kohya_ss\train_network.py", line 724, in <module>
            train(args)
          File "V:\STABLE_DIFFUSION\KOHYA\kohya_ss\train_network.py", line 123, in train
            accelerator, unwrap_model = train_util.prepare_accelerator(args)
          File "V:\STABLE_DIFFUSION\KOHYA\kohya_ss\library\train_util.py", line 2602, in prepare_accelerator
            accelerator = Accelerator(
          File "V:\STABLE_DIFFUSION\KOHYA\kohya_ss\venv\lib\site-packages\accelerate\accelerator.py", line 308, in __init__
            self.state = AcceleratorState(
          File "V:\STABLE_DIFFUSION\KOHYA\kohya_ss\venv\lib\site-packages\accelerate\state.py", line 150, in __init__
            torch.distributed.init_process_group(backend="nccl", **kwargs)
        """,
        "Multi-GPU LoRA training with kohya_ss on Windows: the rendezvous client tries the "
        "machine's own host name, which resolves to a hosts-file alias (x-tags.net) whose address "
        "Windows refuses (WSAEADDRNOTAVAIL, 10049), and accelerate's process-group setup (asked for "
        "the NCCL backend) fails. The excerpt shows no answer; labelled from the log as a local "
        "launch configuration (rendezvous address, backend) that fails on every run.",
    ),
    real(
        GH + "bmaltais/kohya_ss/issues/2014",
        "bmaltais/kohya_ss",
        "connection_error",
        "user_code",
        USER,
        "The client socket has failed to connect to [kubernetes.docker.internal]:29500",
        r"""
        bucket 0: resolution (512, 512), count: 1400
        mean ar error (without repeats): 2.8560004569601536e-06
        preparing accelerator
        [W socket.cpp:663] [c10d] The client socket has failed to connect to [kubernetes.docker.internal]:29500 (system error: 10049 -            У       ĵ ַ  Ч  ).
        Traceback (most recent call last):
          File "F:\kohya_ss\train_network.py", line 1033, in <module>
            trainer.train(args)
          File "F:\kohya_ss\train_network.py", line 221, in train
            accelerator = train_util.prepare_accelerator(args)
          File "F:\kohya_ss\library\train_util.py", line 3915, in prepare_accelerator
        """,
        "The same failure in another kohya_ss multi-GPU run on Windows: the host name resolves to "
        "the `kubernetes.docker.internal` alias that Docker Desktop writes into the hosts file, the "
        "rendezvous connect fails with 10049 (message garbled by the console code page) and "
        "accelerator setup aborts. Labelled from the log as a rendezvous address misconfiguration "
        "on the user's machine; it recurs until the master address is set explicitly.",
    ),
    real(
        GH + "bmaltais/kohya_ss/issues/1147",
        "bmaltais/kohya_ss",
        "runtime_error",
        "user_code",
        USER,
        "RuntimeError: Distributed package doesn't have NCCL built in",
        r"""
        │   1012 │   │   │   if not is_nccl_available():                                                   │
        │ ❱ 1013 │   │   │   │   raise RuntimeError("Distributed package doesn't have NCCL " "built in")   │
        │   1014 │   │   │   if pg_options is not None:                                                    │
        │   1015 │   │   │   │   assert isinstance(                                                        │
        │   1016 │   │   │   │   │   pg_options, ProcessGroupNCCL.Options                                  │
        ╰──────────────────────────────────────────────────────────────────────────────────────────────────╯
        RuntimeError: Distributed package doesn't have NCCL built in
        [23:53:34] ERROR    failed (exitcode: 1) local_rank: 0 (pid: 3124) of binary:                                 api.py:672
                            C:\Users\Oliver\Documents\Github\kohya_ss\venv\Scripts\python.exe
        """,
        "A LoRA training launched through accelerate with multi-GPU settings on Windows: the "
        "process group is created with the NCCL backend, which the Windows PyTorch build does not "
        "include, so rank 0 exits and the launcher reports the failure. Windows needs the gloo "
        "backend (or single-process training); a launch configuration that fails on every run.",
    ),
    # --- MPI and bare terminations -------------------------------------------------------------
    real(
        GH + "karpathy/llm.c/pull/426",
        "karpathy/llm.c",
        "runtime_error",
        "user_code",
        USER,
        "The MPI_Barrier() function was called before MPI_INIT was invoked.",
        r"""
        *** The MPI_Barrier() function was called before MPI_INIT was invoked.
        *** This is disallowed by the MPI standard.
        *** Your MPI job will now abort.
        """,
        "Testing an NCCL-only multi-GPU pull request of llm.c on a Slurm cluster (two nodes with "
        "two A100s each, FineWeb-10B): the job aborts because the code path still calls "
        "MPI_Barrier although MPI was never initialised in the new launch mode. A bug in the "
        "training program's code under test, not in the cluster; every launch fails the same way.",
    ),
    real(
        GH + "Megvii-BaseDetection/YOLOX/issues/646",
        "Megvii-BaseDetection/YOLOX",
        "other",
        "unknown",
        HUMAN,
        "Terminated",
        r"""
        2021-09-02 21:49:27.319 | INFO     | yolox.core.launch:_distributed_worker:116 - Rank 1 initialization finished.
        2021-09-02 21:49:27.322 | INFO     | yolox.core.launch:_distributed_worker:116 - Rank 0 initialization finished.
        [W ProcessGroupNCCL.cpp:1569] Rank 0 using best-guess GPU 0 to perform barrier as devices used by this process are currently unknown. This can potentially cause a hang if this rank to GPU mapping is incorrect.Specify device_ids in barrier() to force use of a particular device.
        [W ProcessGroupNCCL.cpp:1569] Rank 1 using best-guess GPU 1 to perform barrier as devices used by this process are currently unknown. This can potentially cause a hang if this rank to GPU mapping is incorrect.Specify device_ids in barrier() to force use of a particular device.
        Terminated
        """,
        "Two-GPU YOLOX training on one machine: both ranks finish initialisation, reach the first "
        "NCCL barrier (the usual best-guess-GPU warnings) and the run ends with a bare "
        "`Terminated`, a SIGTERM from outside the program with no error of its own. Later comments "
        "only report the same symptom; the label rests on the log: a bare termination, for a "
        "human.",
        ambiguous=True,
    ),
]
