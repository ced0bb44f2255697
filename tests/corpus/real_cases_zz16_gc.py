# ruff: noqa
"""Real excerpts, batch ZZ16-GC: development-fold CONNECTION and NETWORK failures of distributed GPU
and HPC jobs, as users paste them: gloo pairs reset mid-training and gloo full meshes that never
form, TCPStore sockets reset or broken after the store's host went away, Horovod's rendezvous and
ssh launch steps refused or timing out, Ray nodes declared dead by the GCS and object owners that
exited, JAX coordination-service barriers that ran out of time, TPU gRPC sessions closed under a
running job, NCCL/UCX InfiniBand completions with error 12 (transport retry counter exceeded), UCX
and NCCL bootstrap sockets that cannot reach a peer (a Docker bridge address, no route to host), Open
MPI's ORTE daemons losing their TCP link, PSM2/PSM3 (Omni-Path) endpoints that cannot be opened,
a Slurm step that could not reach the controller, and Kubernetes pod networking (a master Service not
yet resolvable, an Istio sidecar dropping the rendezvous connection) breaking a training job.
Gathered from GitHub issue and pull-request threads whose `fold_of(repo)` is "dev": five from
repositories new to the corpus (a GUI-agent fine-tuning repo, an MPI examples repo, Modal's examples,
the CESM climate model's CIME, shmem4py) and the rest from repositories already in it (Horovod, vLLM,
NCCL tests, UCX, Ray's KubeRay, Kubeflow, OpenRLHF, TensorFlow, LLaVA, an HPC cluster's user tracker,
...). Searched phrasings: gloo connectFullMesh / pair.cc resets, TCPStore recvValue / sendBytes
Broken pipe, DistNetworkError, RendezvousConnectionError, NCCL socketProgress / socketStartConnect /
ncclRemoteError / ncclSystemError, NET/IB error 12, UCX transport retry count, aws-ofi-nccl / EFA,
Horovod gloo::IoException and ssh checks, Ray GCS connection failures, missed heartbeats and
OwnerDiedError, JAX DEADLINE_EXCEEDED and UNAVAILABLE coordination errors, TensorFlow gRPC "failed to
connect to all addresses" and "Socket closed", ORTE lost communication, PSM2 hfi units, Kubernetes
DNS ("Name or service not known", "Temporary failure in name resolution") and Istio sidecars. Most
hits came from big repositories or from repositories in the test fold; the stored page index gave
no forum threads for these errors. Taken as it came, not picked for what crashcart can do: several
threads never reached a conclusion, and those cases are labelled from the log (the notes say so).
Nobody ran crashcart on these cases before they were labelled. Verbatim log lines as printed in each
thread (trimmed to the relevant part; markdown quote markers removed; lines cut off in the stored
copy of a thread left out)."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    # --- gloo and TCPStore: resets, broken pipes, meshes that never form ----------------------------
    real(
        GH + "RVC-Project/Retrieval-based-Voice-Conversion-WebUI/issues/1882",
        "RVC-Project/Retrieval-based-Voice-Conversion-WebUI",
        "connection_error",
        "unknown",
        HUMAN,
        "Read error [192.168.70.92]:25266: Connection reset by peer",
        r"""
        RuntimeError: [../third_party/gloo/gloo/transport/tcp/pair.cc:589] Read error [192.168.70.92]:25266: Connection reset by peer
        2024-04-10 04:59:03 | INFO | logs | Total loss at epoch 5, step at 58400, loss=31.05100440979004
        2024-04-10 05:01:07 | INFO | logs | Total loss at epoch 5, step at 58600, loss=33.73411178588867
        2024-04-10 05:03:10 | INFO | logs | Total loss at epoch 5, step at 58800, loss=32.79433822631836
        2024-04-10 07:05:01 | INFO | logs | Total loss at epoch 5, step at 59000, loss=35.7524299621582
        """,
        "RVC voice-model training (multi-GPU DDP over gloo): a commenter's run fails inside "
        "`scaler.scale(loss_gen_all).backward()` with a gloo pair read error, Connection reset by "
        "peer. In a second comment the same user shows that before the crash 200 steps took two "
        "hours instead of two minutes (the loss lines, pasted after the error in the thread). The "
        "thread (closed as stale) records no answer. Labelled from the log: a peer reset mid-run with "
        "no root cause in the excerpt (the stall before it could be a stuck or dying peer process, "
        "or the host), so a human has to look.",
        ambiguous=True,
    ),
    real(
        GH + "haotian-liu/LLaVA/issues/930",
        "haotian-liu/LLaVA",
        "connection_error",
        "unknown",
        HUMAN,
        "but store->get('0') got error: Connection reset by peer",
        r"""
        RuntimeError: [1] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: Connection reset by peer. This may indicate a possible application crash on rank 0 or a network set up issue.
            return cdb.broadcast(tensor=tensor, src=src, group=group, async_op=async_op)
                   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
          File "/opt/conda/lib/python3.11/site-packages/deepspeed/comm/torch.py", line 129, in broadcast
            return torch.distributed.broadcast(tensor=tensor, src=src, group=group, async_op=async_op)
                   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
          File "/opt/conda/lib/python3.11/site-packages/torch/distributed/distributed_c10d.py", line 1451, in wrapper
            return func(*args, **kwargs)
                   ^^^^^^^^^^^^^^^^^^^^^
          File "/opt/conda/lib/python3.11/site-packages/torch/distributed/distributed_c10d.py", line 1566, in broadcast
            work = default_pg.broadcast([tensor], opts)
                   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
        """,
        "LLaVA fine-tuning on one 8xA6000 machine under DeepSpeed: ranks setting up their NCCL "
        "communicator cannot fetch the unique id from rank 0's c10d store, the connection is reset. "
        "The user says it happens every time; the thread records no answer. Labelled from the log: "
        "the message itself names two possible causes (rank 0 crashed, or a network setup issue) and "
        "the excerpt shows neither, so a human has to find what happened on rank 0.",
        ambiguous=True,
    ),
    real(
        GH + "modal-labs/modal-examples/issues/1558",
        "modal-labs/modal-examples",
        "connection_error",
        "unknown",
        HUMAN,
        "sendBytes failed on SocketImpl(fd=62",
        r"""
        May 10  17:16:33.739
        [rank0]:[W510 09:16:33.395368149 ProcessGroupNCCL.cpp:1771] [PG ID 0 PG GUID 0 Rank 0] Failed to check the "should dump" flag on TCPStore, (maybe TCPStore server has shut down too early), with error: Broken pipe
        May 10  17:16:34.744
        [rank0]:[W510 09:16:34.395619793 TCPStore.cpp:106] [c10d] sendBytes failed on SocketImpl(fd=62, addr=[::ffff:172.20.14.147]:54761, remote=[::ffff:172.20.14.147]:46989): Broken pipe
        Exception raised from sendBytes at /pytorch/torch/csrc/distributed/c10d/Utils.hpp:668 (most recent call first):
        """,
        "Modal's official ministral3_inference.py (vLLM) example deployed on H100 with GPU memory "
        "snapshots: snapshot creation succeeds, but restore intermittently fails with a missing file "
        "on a 9p volume and, as here, rank 0's NCCL heartbeat monitor finding its TCPStore socket "
        "broken after restore. The issue is open with no answer. Labelled from the log: the store "
        "connection did not survive the restore, and whether that is the platform's snapshot "
        "machinery or the example's setup is not settled, so a human decides.",
        ambiguous=True,
    ),
    real(
        GH + "OpenGVLab/GUI-Odyssey/issues/5",
        "OpenGVLab/GUI-Odyssey",
        "nccl_timeout",
        "unknown",
        HUMAN,
        "Some NCCL operations have failed or timed out",
        r"""
        Error: Some NCCL operations have failed or timed out
        """,
        '"Single server multi-gpu fine-tuning reports a timeout error": GUI-Odyssey\'s train.sh on '
        "one multi-GPU server stops with ProcessGroupNCCL's failed-or-timed-out message, the only "
        "line the user quotes. The maintainer's answer lists possible causes (environment "
        "variables, the DeepSpeed ZeRO stage) and suggests setting NCCL_IB_HCA / NCCL_SOCKET_IFNAME "
        "for the machine; the thread ends there. An NCCL timeout with no root cause in the log: a "
        "human has to look.",
        ambiguous=True,
    ),
    real(
        GH + "vllm-project/vllm/issues/5094",
        "vllm-project/vllm",
        "connection_error",
        "user_code",
        USER,
        "RuntimeError: Gloo connectFullMesh failed with",
        r"""
        ERROR 05-29 04:08:22 worker_base.py:145]     backend_class = ProcessGroupGloo(backend_prefix_store, group_rank, group_size, timeout=timeout)
        ERROR 05-29 04:08:22 worker_base.py:145] RuntimeError: Gloo connectFullMesh failed with [../third_party/gloo/gloo/transport/tcp/pair.cc:144] no error
        """,
        "vLLM distributed inference over a Ray cluster: a worker cannot build vLLM's gloo CPU group. "
        "The answer in the thread is to set GLOO_SOCKET_IFNAME; the user then shows hosts with "
        "several interfaces (eth2 192.168.100.x, eth4 192.10.1.x), i.e. gloo picked an address the "
        "peers cannot reach. A network-interface setting of the deployment: it fails the same way "
        "on every start until the interface is pinned.",
    ),
    real(
        GH + "horovod/horovod/issues/2907",
        "horovod/horovod",
        "connection_error",
        "framework_bug",
        USER,
        "terminate called after throwing an instance of 'gloo::IoException'",
        r"""
        [0]<stderr>:RuntimeError: check_rank and exit epoch=1 batch=0 start_rank=0 rank=0
        [0]<stderr>:Killed

        [1]<stderr>:Terminated
        [1]<stderr>:terminate called after throwing an instance of 'gloo::IoException'
        [1]<stderr>:  what():  [/pytorch/third_party/gloo/gloo/transport/tcp/pair.cc:589] Read error [127.0.0.1]:3977: Connection reset by peer
        [1]<stderr>:Aborted (core dumped)

        [2]<stderr>:terminate called after throwing an instance of 'gloo::IoException'
        [2]<stderr>:  what():  [/pytorch/third_party/gloo/gloo/transport/tcp/pair.cc:598] Connection closed by peer [127.0.0.1]:54168
        [2]<stderr>:Aborted (core dumped)

        [3]<stderr>:terminate called after throwing an instance of 'gloo::IoException'
        [3]<stderr>:  what():  [/pytorch/third_party/gloo/gloo/transport/tcp/pair.cc:589] Read error [127.0.0.1]:52398: Connection reset by peer
        [3]<stderr>:Aborted (core dumped)
        """,
        "Horovod's elastic PyTorch test kills one training process on purpose; elastic Horovod "
        "should then shrink to the remaining workers, but every survivor aborts on an uncaught "
        "gloo::IoException from the dead peer's sockets (bug label; the maintainers' issue). The "
        "resets are the consequence of the killed rank; the failure of the job is Horovod not "
        "catching them, a framework bug that recurs on every such event until fixed.",
        culprit={"nodes": [], "ranks": [0]},
    ),
    real(
        GH + "horovod/horovod/issues/2015",
        "horovod/horovod",
        "connection_error",
        "framework_bug",
        USER,
        "Wait timeout for key(s): 0",
        r"""
        [2020-06-09T20:10:40Z] cf108822 [RUNNING] ||  Tue Jun  9 20:10:40 2020[1]<stderr>:terminate called after throwing an instance of 'gloo::IoException'
        [2020-06-09T20:10:40Z] cf108822 [RUNNING] ||  Tue Jun  9 20:10:40 2020[1]<stderr>:  what():  [horovod/common/gloo/http_store.cc:53] [horovod/common/gloo/http_store.cc:53] Wait timeout for key(s): 0
        [2020-06-09T20:10:40Z] cf108822 [RUNNING] ||  Tue Jun  9 20:10:40 2020[1]<stderr>:*** Received signal 6 ***
        [2020-06-09T20:10:40Z] cf108822 [RUNNING] ||  Tue Jun  9 20:10:40 2020[1]<stderr>:*** BEGIN MANGLED STACK TRACE ***
        """,
        "Horovod 0.19.3 with the gloo controller (TensorFlow 1.14): code that runs at smaller scale "
        "fails once the job grows past 50 machines, the gloo rendezvous through Horovod's HTTP key-"
        "value store times out waiting for key 0. Filed with the bug label by a maintainer. A "
        "rendezvous that does not scale, so the same launch at the same scale fails again; not a "
        "transient network fault.",
    ),
    # --- Horovod / MPI launchers and ORTE daemons ----------------------------------------------------
    real(
        GH + "horovod/horovod/issues/1226",
        "horovod/horovod",
        "connection_error",
        "transient",
        RESTART,
        "ssh: connect to host 192.168.0.119 port 12345: Connection refused",
        r"""
        # horovodrun --verbose -np 2 -H localhost:1,192.168.0.119:1 -p 12345 python keras_mnist.py
        Filtering local host names.
        Checking ssh on all remote hosts.
        SSH was successful into all the remote hosts.
        Testing interfaces on all the hosts.
        Launched horovodrun server.
        Attempted to launch horovod task servers.
        Waiting for the hosts to acknowledge.
        Launching horovodrun task function was not successful:
        ssh: connect to host 192.168.0.119 port 12345: Connection refused
        """,
        "Two-host horovodrun: the ssh check passes, then launching the task server on the second "
        "host is refused on the ssh port. As the issue title says, the identical command failed "
        "twice (this connection refused, then an ORTE error) and worked on the third try, with "
        "nothing changed. A launch-time connection failure that went away on retry: restart.",
        culprit={"nodes": ["192.168.0.119"], "ranks": []},
    ),
    real(
        GH + "garyexplains/examples/issues/13",
        "garyexplains/examples",
        "connection_error",
        "unknown",
        HUMAN,
        "ORTE has lost communication with a remote daemon.",
        r"""
        ^Zmpiexec: Forwarding signal 20 to job
        --------------------------------------------------------------------------
        ORTE has lost communication with a remote daemon.

          HNP daemon   : [[64112,0],0] on node wmaster-desktop
          Remote daemon: [[64112,0],1] on node 10.126.10.10

        This is usually due to either a failure of the TCP network
        connection to the node, or possibly an internal failure of
        the daemon itself. We cannot recover from this failure, and
        therefore will terminate the job.
        """,
        "An Open MPI job on a small home-built cluster (the repo's MPI examples): mpiexec loses its "
        "daemon on 10.126.10.10 and terminates the job. The thread has no answer. Labelled from the "
        "log: the loss follows a Ctrl-Z (signal 20 forwarded to the job), and the message itself "
        "allows a TCP link failure or a daemon failure; nothing settles which, so a human looks.",
        culprit={"nodes": ["10.126.10.10"], "ranks": []},
        ambiguous=True,
    ),
    real(
        GH + "NVIDIA/nccl-tests/issues/180",
        "NVIDIA/nccl-tests",
        "connection_error",
        "user_code",
        USER,
        "connect(fd=48, dest_addr=172.17.0.1:42887) failed: Connection refused",
        r"""
         mpirun --allow-run-as-root  -np 4 -hostfile hostfile ./build/all_reduce_perf -b 8 -e 128M -f 2 -g 4
        [1700554343.440877] [10-192-80-132:7356 :0]            sock.c:323  UCX  ERROR   connect(fd=48, dest_addr=172.17.0.1:42887) failed: Connection refused
        [1700554343.440876] [10-192-80-132:7355 :0]            sock.c:323  UCX  ERROR   connect(fd=48, dest_addr=172.17.0.1:40235) failed: Connection refused
        [10-192-80-132.cls-gebgk6vq.ecp.shopeemobile.com:07356] pml_ucx.c:424  Error: ucp_ep_create(proc=3) failed: Destination is unreachable
        [10-192-80-132.cls-gebgk6vq.ecp.shopeemobile.com:07356] pml_ucx.c:477  Error: Failed to resolve UCX endpoint for rank 3
        [10-192-80-132.cls-gebgk6vq.ecp.shopeemobile.com:07355] pml_ucx.c:424  Error: ucp_ep_create(proc=2) failed: Destination is unreachable
        [10-192-80-132.cls-gebgk6vq.ecp.shopeemobile.com:07355] pml_ucx.c:477  Error: Failed to resolve UCX endpoint for rank 2
        [10-192-80-132:07356] *** An error occurred in MPI_Allgather
        [10-192-80-132:07356] *** reported by process [1740308481,1]
        [10-192-80-132:07356] *** on communicator MPI_COMM_WORLD
        [10-192-80-132:07356] *** MPI_ERR_OTHER: known error not in list
        [10-192-80-132:07356] *** MPI_ERRORS_ARE_FATAL (processes in this communicator will now abort,
        [10-192-80-132:07356] ***    and potentially your MPI job)
        """,
        "all_reduce_perf across two nodes under mpirun: Open MPI's UCX layer tries to reach the "
        "remote ranks at 172.17.0.1, the Docker bridge address, which is refused, and the job dies "
        "in MPI_Allgather before NCCL is even used. The thread (open) records no fix; labelled from "
        "the log: UCX/MPI picked the docker0 interface, a network-interface setting of the launch "
        "(UCX_NET_DEVICES / btl_tcp_if_include) that fails identically until it is set.",
    ),
    # --- NCCL bootstrap sockets, InfiniBand/UCX transport errors, PSM2/PSM3 ------------------------
    real(
        GH + "hiyouga/LlamaFactory/issues/8045",
        "hiyouga/LlamaFactory",
        "connection_error",
        "user_code",
        USER,
        "connect returned No route to host, retrying (34/34)",
        r"""
        zgiot:1183664:1184669 [0] NCCL INFO socketPollConnect: connect returned No route to host, retrying (26/34) after sleep for 2600 msec
        zgiot:1183664:1184669 [0] NCCL INFO socketPollConnect: connect returned No route to host, retrying (27/34) after sleep for 2700 msec
        zgiot:1183664:1184669 [0] NCCL INFO socketPollConnect: connect returned No route to host, retrying (28/34) after sleep for 2800 msec
        zgiot:1183664:1184669 [0] NCCL INFO socketPollConnect: connect returned No route to host, retrying (29/34) after sleep for 2900 msec
        zgiot:1183664:1184669 [0] NCCL INFO socketPollConnect: connect returned No route to host, retrying (30/34) after sleep for 3000 msec
        zgiot:1183664:1184669 [0] NCCL INFO socketPollConnect: connect returned No route to host, retrying (31/34) after sleep for 3100 msec
        zgiot:1183664:1184669 [0] NCCL INFO socketPollConnect: connect returned No route to host, retrying (32/34) after sleep for 3200 msec
        zgiot:1183664:1184669 [0] NCCL INFO socketPollConnect: connect returned No route to host, retrying (33/34) after sleep for 3300 msec
        zgiot:1183664:1184669 [0] NCCL INFO socketPollConnect: connect returned No route to host, retrying (34/34) after sleep for 3400 msec
        """,
        '"多机多卡预训练，从节点无法连接到主节点" (multi-node pre-training, the worker node cannot '
        "connect to the master node): NCCL's socket connect from host zgiot to its peer gets No "
        "route to host on every one of its 34 retries. The issue is open (pending) with no fix in "
        "the thread. Labelled from the log: a routing / firewall / interface problem between the "
        "machines as set up, which a retry of the same launch will meet again.",
    ),
    real(
        GH + "NVIDIA/nccl-tests/issues/24",
        "NVIDIA/nccl-tests",
        "network_error",
        "network_fabric",
        HUMAN,
        "NCCL WARN NET/IB : Got completion with error 12, opcode 1, len 0, vendor err 129",
        r"""
        gpu5:35917:35994 [0] transport/net_ib.cu:788 NCCL WARN NET/IB : Got completion with error 12, opcode 1, len 0, vendor err 129
        gpu5:35917:35994 [0] NCCL INFO include/net.h:34 -> 2
        gpu5:35917:35994 [0] NCCL INFO transport/net.cu:537 -> 2
        gpu5:35917:35994 [0] NCCL INFO transport.cu:163 -> 2 [Proxy Thread]

        gpu4:35902:35977 [0] transport/net_ib.cu:788 NCCL WARN NET/IB : Got completion with error 12, opcode 1, len 0, vendor err 129
        gpu4:35902:35977 [0] NCCL INFO include/net.h:34 -> 2
        gpu4:35902:35977 [0] NCCL INFO transport/net.cu:537 -> 2
        gpu4:35902:35977 [0] NCCL INFO transport.cu:163 -> 2 [Proxy Thread]
        gpu5:35917:35917 [0] NCCL INFO Destroyed comm 0x7f24c4001af0 rank 4
        gpu4:35902:35902 [0] NCCL INFO Destroyed comm 0x7f1de8001af0 rank 0

        gpu5:35917:35917 [1] init.cu:194 NCCL WARN Cuda failure 'an illegal memory access was encountered'
        gpu5:35917:35917 [1] NCCL INFO init.cu:1143 -> 1
        gpu5: Test NCCL failure common.cu:343 'unhandled cuda error'
         .. gpu5: Test failure common.cu:393
         .. gpu5: Test failure common.cu:492
         .. gpu5: Test failure all_reduce.cu:103
        """,
        "all_reduce_perf with Open MPI and GPUDirect RDMA between two 4xV100 servers with ConnectX-5 "
        "NICs: both hosts get IB completion error 12 (transport retry counter exceeded, vendor err "
        "129), and the teardown then trips an illegal memory access on gpu5. The thread's conclusion "
        "is not in the stored copy. The corpus rule for this signature (an IB link / transport "
        "timeout) would restart; held for a person (ambiguous) because this is the first run of a fresh RDMA "
        "setup, where the same error can also mean two NICs that cannot talk at all.",
        ambiguous=True,
    ),
    real(
        GH + "openucx/ucx/issues/5199",
        "openucx/ucx",
        "network_error",
        "network_fabric",
        HUMAN,
        "Transport retry count exceeded on mlx5_0:1/IB (synd 0x15 vend 0x81 hw_synd 0/0)",
        r"""
        mpirun -np &&& --mca btl ^openib --mca pml ucx -mca call_hcoll_enable 1 -H master,compute001 executable
        [master:19546:0:19546] ib_mlx5_log.c:139  Transport retry count exceeded on mlx5_0:1/IB (synd 0x15 vend 0x81 hw_synd 0/0)
        [master:19546:0:19546] ib_mlx5_log.c:139  DCI QP 0xa9f wqe[0]: SEND s-e [rqpn 0xa66 rlid 703] [inl len 18]
        [master:19545:0:19545] ib_mlx5_log.c:139  Transport retry count exceeded on mlx5_0:1/IB (synd 0x15 vend 0x81 hw_synd 0/0)
        [master:19545:0:19545] ib_mlx5_log.c:139  DCI QP 0xa04 wqe[0]: SEND s-e [rqpn 0xa83 rlid 703] [inl len 18]
        [master:19548:0:19548] ib_mlx5_log.c:139  Transport retry count exceeded on mlx5_0:1/IB (synd 0x15 vend 0x81 hw_synd 0/0)
        [master:19548:0:19548] ib_mlx5_log.c:139  DCI QP 0xa1b wqe[0]: SEND s-e [rqpn 0xa6e rlid 703] [inl len 18]
        [master:19547:0:19547] ib_mlx5_log.c:139  Transport retry count exceeded on mlx5_0:1/IB (synd 0x15 vend 0x81 hw_synd 0/0)
        [master:19547:0:19547] ib_mlx5_log.c:139  DCI QP 0x9fa wqe[0]: SEND s-e [rqpn 0xac8 rlid 703] [inl len 18]
        """,
        "Open MPI 4.0.3 with UCX 1.8.0 (pml ucx, hcoll) across hosts master and compute001: every "
        "rank on master gets IB transport retry count exceeded on mlx5_0 when sending to the peer "
        "at LID 703. The user notes it is a generic error and asks where to start; the issue is open "
        "with no conclusion in the stored copy. The corpus rule for an InfiniBand transport timeout "
        "would restart; held for a person (ambiguous) because nothing shows whether the link flapped or "
        "the peer is simply unreachable in this setup.",
        ambiguous=True,
    ),
    real(
        GH + "uccl-project/uccl/issues/617",
        "uccl-project/uccl",
        "network_error",
        "framework_bug",
        USER,
        "CQE ERROR wr_id=12887842422 status=12(transport retry counter exceeded)",
        r"""
        CQE ERROR wr_id=12887842422 status=12(transport retry counter exceeded) opcode=4 byte_len=0 vendor_err=0xa qp_num=0x2e24
        """,
        "UCCL's expert-parallel (EP) transport on an AMD + Broadcom RDMA testbed: a rare completion "
        "with status 12. A maintainer reports it was fixed in the project's own code (PR #681), so "
        "the error came from the library's use of the queue pairs, not from a flapping link: the "
        "same build keeps hitting it now and then until updated.",
    ),
    real(
        GH + "ESMCI/cime/issues/3303",
        "ESMCI/cime",
        "network_error",
        "network_fabric",
        HUMAN,
        "PSM2 can't open hfi unit: -1 (err=23)",
        r"""
        Fatal error in MPI_Init: Internal MPI error!, error stack:
        MPIR_Init_thread(490):
        MPID_Init(395).......: channel initialization failed
        (unknown)(): Internal MPI error!
        i010.unified.ucar.edu.64451PSM2 can't open hfi unit: -1 (err=23)
        [i010.unified.ucar.edu:mpi_rank_79][mv2_psm_err_handler] PSM error handler: Failure in initializing endpoint : PSM2 can't open hfi unit: -1
        psm_ep_open failed with error Failure in initializing endpoint
        [cli_83]: aborting job:
        Fatal error in MPI_Init: Internal MPI error!, error stack:
        MPIR_Init_thread(490):
        MPID_Init(395).......: channel initialization failed
        (unknown)(): Internal MPI error!
        [cli_79]: aborting job:
        Fatal error in MPI_Init: Internal MPI error!, error stack:
        MPIR_Init_thread(490):
        MPID_Init(395).......: channel initialization failed
        (unknown)(): Internal MPI error!
        """,
        "CESM cases run through CIME on NCAR's izumi cluster fail in MPI_Init as soon as they span "
        "several nodes: MVAPICH2 cannot open the Omni-Path (PSM2) endpoint on i010. The maintainers "
        "file it as a machine-specific system issue (wontfix in CIME): the cluster's fabric setup "
        "has to be fixed by its administrators, a rerun meets the same error.",
        culprit={"nodes": ["i010.unified.ucar.edu"], "ranks": [79]},
    ),
    real(
        GH + "mpi4py/shmem4py/pull/28",
        "mpi4py/shmem4py",
        "network_error",
        "user_code",
        USER,
        "PSM3 can't open nic unit: 0 (err=23)",
        r"""
        28463ef361be:rank0: PSM3 can't open nic unit: 0 (err=23)
        Abort(673306767): Fatal error in internal_Init_thread: Other MPI error, error stack:
        internal_Init_thread(67).: MPI_Init_thread(argc=(nil), argv=(nil), required=0, provided=0x7ffcc61dcfac) failed
        MPII_Init_thread(234)....:
        MPID_Init(513)...........:
        MPIDI_OFI_init_local(604):
        create_vni_context(982)..: OFI endpoint open failed (ofi_init.c:982:create_vni_context:Cannot allocate memory)
        28463ef361be:rank0.python: Failed to get eth0 (unit 0) cpu set
        make: *** [makefile:19: test-1] Error 143
        """,
        "shmem4py's CI container (OSHMPI on Fedora's MPICH 4.1.2 with libfabric's PSM3 provider): "
        "MPI_Init fails because PSM3 cannot open its NIC unit inside the container. The PR's "
        "resolution: the MPICH package upgrade brought this in, and setting PSM3_DEVICES='self,shm' "
        "fixes it. A configuration of the job's environment that fails identically until changed.",
    ),
    real(
        GH + "ArjunaCluster/ArjunaUsers/issues/216",
        "ArjunaCluster/ArjunaUsers",
        "network_error",
        "network_fabric",
        HUMAN,
        "e001.53882PSM2 no hfi units are active (err=23)",
        r"""
        srun: error: spank: x11.so: Plugin file not found
        e001.53882PSM2 no hfi units are active (err=23)
        e001.53883PSM2 no hfi units are active (err=23)
        e001.53882PSM2 no hfi units are active (err=23)
        e001.53883PSM2 no hfi units are active (err=23)
        --------------------------------------------------------------------------
        WARNING: There is at least non-excluded one OpenFabrics device found,
        but there are no active ports detected (or Open MPI was unable to use
        them).  This is most certainly not what you wanted.  Check your
        cables, subnet manager configuration, etc.  The openib BTL will be
        ignored for this job.

          Local host: e001
        --------------------------------------------------------------------------
        """,
        'A user of the Arjuna cluster reports "Something wrong with the network?" for job 281514 '
        "on nodes e002 and e001: an MPI hello-world runs, but node e001 finds no active Omni-Path "
        "(hfi) unit and Open MPI finds no active fabric port there. The ticket was closed by the "
        "admins without a written conclusion. Labelled from the log: a fabric port down on e001 is "
        "for the cluster admins to check (cables, subnet manager); not one of the hardware "
        "signatures that justify a cordon on their own.",
        culprit={"nodes": ["e001"], "ranks": []},
    ),
    # --- Ray, JAX and TensorFlow control planes -------------------------------------------------------
    real(
        GH + "ray-project/kuberay/issues/3827",
        "ray-project/kuberay",
        "node_failure",
        "unknown",
        HUMAN,
        "has been marked dead because the detector has missed too many heartbeats from it",
        """
        {"custom_fields":{"ip":"156.176.0.154","node_id":"ada3a3771fac751bd7c6b674e3b5e2df045b93550e6d31a410cad0be"},"event_id":"1820787c7179bb878444735ecb267c1bea04","host_name":"paas-controller-1","label":"RAY_NODE_REMOVED","message":"The node with node id: ada3a3771fac751bd7c6b674e3b5e2df045b93550e6d31a410cad0be and address: 156.176.0.154 and node name: 156.176.0.154 has been marked dead because the detector has missed too many heartbeats from it. This can happen when a \t(1) raylet crashes unexpectedly (OOM, etc.) \\n\t(2) raylet has lagging heartbeats due to slow network or busy workload.","pid":"65","severity":"ERROR","source_type":"GCS","timestamp":1750669108}
        """,
        "A KubeRay cluster: the GCS on the head marks worker 156.176.0.154 dead after missed "
        "health checks, and the worker's raylet then exits saying it was mistakenly marked dead "
        "(its line is cut off in the stored copy). The thread (also filed against Ray core) shows "
        "no root cause. The message itself lists a raylet crash or a slow network / busy node; "
        "the excerpt does not say which, so a human has to look at that pod and its network.",
        culprit={"nodes": ["156.176.0.154"], "ranks": []},
        ambiguous=True,
    ),
    real(
        GH + "OpenRLHF/OpenRLHF/issues/318",
        "OpenRLHF/OpenRLHF",
        "other",
        "unknown",
        HUMAN,
        "ray.exceptions.OwnerDiedError: Failed to retrieve object",
        r"""
         At least one of the input arguments for this task could not be computed:
        ray.exceptions.OwnerDiedError: Failed to retrieve object 004553850c97129b58c533c101cb5c1bc4de6d930200000002e1f505. To see information about where this ObjectRef was created in Python, set the environment variable RAY_record_ref_creation_sites=1 during `ray start` and `ray.init()`.

        The object's owner has exited. This is the Python worker that first created the ObjectRef via `.remote()` or `ray.put()`. Check cluster logs (`/tmp/ray/session_latest/logs/*4fe82a45e0c8ef9803c3c57b6583ae52de04fd6c5da6abc6f49a8bd9*` at IP address 0.0.0.0) for more information about the Python worker failure.
        """,
        "train_ppo_llama_ray.sh on two H800 machines: a task's input object cannot be fetched "
        "because the Ray worker that owned it has exited. The only reply asks whether the user runs "
        "the project's container. Labelled from the log: the owner's death is the cause and it is "
        "not in the excerpt (the owner address even reads 0.0.0.0, a cluster-address setup worth "
        "checking), so a human has to read the owner's worker log.",
        ambiguous=True,
    ),
    real(
        GH + "vllm-project/vllm/issues/1465",
        "vllm-project/vllm",
        "connection_error",
        "user_code",
        USER,
        "Failed to connect to GCS within 60 seconds",
        r"""
        gcs_rpc_client.h:552: Failed to connect to GCS within 60 seconds. GCS may have been killed. It's either GCS is terminated by `ray stop` or is killed unexpectedly.
        """,
        "vLLM 0.2.1 with Ray 2.7.1 on one machine with two A10s: tensor_parallel_size=1 works, 2 "
        "fails because the Ray workers cannot reach the GCS. Two commenters found the cause in "
        "their code: the model was loaded from a child thread; calling ray.init() in the main "
        "thread first fixed it. A usage error that repeats on every start until the code changes.",
    ),
    real(
        GH + "marin-community/marin/issues/1933",
        "marin-community/marin",
        "connection_error",
        "unknown",
        HUMAN,
        "DEADLINE_EXCEEDED: Barrier timed out. Barrier_id: multihost_broadcast_sync0.",
        r"""
          File "/home/virginiaadams/levanter/src/levanter/logging.py", line 232, in init
            metadata_to_share = jax_utils.multihost_broadcast_sync(
          File "/home/virginiaadams/levanter/src/levanter/utils/jax_utils.py", line 75, in multihost_broadcast_sync
            client.wait_at_barrier(f"multihost_broadcast_sync{_sync_counter}", timeout_in_ms=int(timeout * 1000.0))
        jaxlib.xla_extension.XlaRuntimeError: DEADLINE_EXCEEDED: Barrier timed out. Barrier_id: multihost_broadcast_sync0. Timed out task names:
        /job:jax_worker/replica:0/task:3
        /job:jax_worker/replica:0/task:0

        Additional GRPC error information from remote target unknown_target_for_coordination_leader while calling /tensorflow.CoordinationService/Barrier:
        :{"created":"@1706211255.371885374","description":"Error received from peer ipv4:10.142.0.55:8476","file":"external/com_github_grpc_grpc/src/core/lib/surface/call.cc","file_line":1056,"grpc_message":"Barrier timed out. Barrier_id: multihost_broadcast_sync0. Timed out task names:\n/job:jax_worker/replica:0/task:3\n/job:jax_worker/replica:0/task:0\n","grpc_status":4}
        """,
        "A multi-host JAX (Levanter) run: sharing the wandb metadata goes through a coordination-"
        "service barrier, which times out with tasks 3 and 0 missing. The maintainer's issue says "
        "this happens when the main worker crashes or when not all workers were launched, and asks "
        "for a better message. Two different causes (a crash elsewhere, or a launch that left "
        "workers out) with neither visible here, so a human has to check the other hosts.",
        ambiguous=True,
    ),
    real(
        GH + "tensorflow/tensorflow/issues/38190",
        "tensorflow/tensorflow",
        "connection_error",
        "transient",
        HUMAN,
        'RPC failed with status = "Unavailable: Socket closed"',
        r"""
        I0403 09:00:11.077040 140542806840704 multi_init.py:172] Computing metrics...
        2020-04-03 09:00:45.480838: W tensorflow/core/distributed_runtime/rpc/grpc_remote_master.cc:157] RPC failed with status = "Unavailable: Socket closed" and grpc_error_string = "{"created":"@1585904445.480666714","description":"Error received from peer","file":"external/grpc/src/core/lib/surface/call.cc","file_line":1039,"grpc_message":"Socket closed","grpc_status":14}", maybe retrying the RPC
        2020-04-03 09:00:45.480839: W tensorflow/core/distributed_runtime/rpc/grpc_remote_master.cc:157] RPC failed with status = "Unavailable: Socket closed" and grpc_error_string = "{"created":"@1585904445.480690662","description":"Error received from peer","file":"external/grpc/src/core/lib/surface/call.cc","file_line":1039,"grpc_message":"Socket closed","grpc_status":14}", maybe retrying the RPC
        """,
        "TensorFlow on a Cloud TPU: the gRPC session to the TPU worker is closed mid-run and the "
        "client keeps retrying. The user has hit it more than ten times in two weeks and says it "
        "sometimes goes away after restarting the TPU node or waiting a day, though not this time. "
        "A service-side / network drop of the TPU session, held for a person (ambiguous): the user's "
        "last restart did not help.",
        ambiguous=True,
    ),
    # --- schedulers and Kubernetes pod networking ------------------------------------------------------
    real(
        GH + "ai-dynamo/nixl/pull/2085",
        "ai-dynamo/nixl",
        "connection_error",
        "transient",
        RESTART,
        "Unable to confirm allocation for job 1905624: Socket timed out on send/recv operation",
        r"""
        srun: error: Unable to confirm allocation for job 1905624: Socket timed out on send/recv operation
        Expired or invalid job 1905624
        """,
        "NIXL's GPU CI (DL Python tests on a GB200 NVL node under Slurm): the allocation was "
        "granted, then `srun --jobid` could not reach the Slurm controller and the step never ran. "
        "The project's CI triage comment concludes a transient scheduler/cluster communication "
        "failure, not the PR's code, and says to retry the build.",
    ),
    real(
        GH + "kubeflow/pytorch-operator/issues/333",
        "kubeflow/pytorch-operator",
        "connection_error",
        "transient",
        RESTART,
        "ValueError: host not found: Name or service not known",
        r"""
        Traceback (most recent call last):
          File "/workspace/src/bert/benchmark.py", line 2248, in <module>
            main()
          File "/workspace/src/bert/benchmark.py", line 2212, in main
            torch.distributed.init_process_group(backend='nccl')
          File "/opt/conda/lib/python3.6/site-packages/torch/distributed/distributed_c10d.py", line 423, in init_process_group
            store, rank, world_size = next(rendezvous_iterator)
          File "/opt/conda/lib/python3.6/site-packages/torch/distributed/rendezvous.py", line 172, in _env_rendezvous_handler
            store = TCPStore(master_addr, master_port, world_size, start_daemon, timeout)
        ValueError: host not found: Name or service not known
        """,
        "A PyTorchJob on Kubernetes: sometimes a worker cannot resolve the master's Service name "
        "when it creates the TCPStore. The reporter found the operator's init container only waits "
        "for nslookup, while the master is reachable 4-10 s later, and switched to a netcat check. "
        "A start-up race of pod DNS/Service readiness: intermittent, gone on the next start.",
    ),
    real(
        GH + "kubeflow/trainer/issues/1636",
        "kubeflow/trainer",
        "connection_error",
        "user_code",
        USER,
        "[C72] remote early close",
        "\n"
        "2022-07-19T18:01:59.173713Z\tdebug\tenvoy connection\t[C72] write flush complete\n"
        "2022-07-19T18:01:59.173796Z\tdebug\tenvoy connection\t[C72] remote early close\n"
        "2022-07-19T18:01:59.173804Z\tdebug\tenvoy connection\t[C72] closing socket: 0\n"
        "2022-07-19T18:01:59.173891Z\tdebug\tenvoy conn_handler\t[C72] adding to cleanup list\n"
        "2022-07-19T18:01:59.198872Z\tdebug\tenvoy main\tflushing stats\n"
        "2022-07-19T18:01:59.211667Z\tdebug\tenvoy upstream\tmembership update for TLS cluster inbound|23456|| added 0 removed 1\n"
        "2022-07-19T18:01:59.211690Z\tdebug\tenvoy upstream\tmembership update for TLS cluster inbound|23456|| added 0 removed 1\n"
        "2022-07-19T18:01:59.211695Z\tdebug\tenvoy upstream\tre-creating local LB for TLS cluster inbound|23456||\n"
        "2022-07-19T18:01:59.211703Z\tdebug\tenvoy upstream\tre-creating local LB for TLS cluster inbound|23456||\n"
        "2022-07-19T18:01:59.211713Z\tdebug\tenvoy upstream\tremoving hosts for TLS cluster inbound|23456|| removed 1\n",
        "A Kubeflow PyTorchJob (gloo backend) hangs in init_process_group: workers connect to the "
        "master's port 23456 and then nothing happens. With the Istio sidecar's debug log on, the "
        "user shows Envoy closing the proxied connection on the rendezvous port and dropping the "
        "inbound 23456 endpoint. Labelled from the log: the service-mesh sidecar sits in the "
        "rendezvous path; the job's pod/mesh configuration (exclude the port or disable injection) "
        "has to change, a retry hangs the same way.",
    ),
]
