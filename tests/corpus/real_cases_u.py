# ruff: noqa
"""Real excerpts, batch U: connections that fail in distributed training and around it — NCCL bootstrap
and socket errors, c10d/TCPStore and rendezvous connects, Kubeflow/PyTorchJob pods, Open MPI's TCP
transport, UCX endpoints, and the HTTP services a training job talks to (W&B, MLflow, the Hugging Face
Hub, S3). Verbatim log lines as printed in public threads."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    real(GH + "marin-community/marin/issues/7018", "marin-community/marin", "connection_error", "user_code", USER,
         "Bootstrap : no socket interface found",
         r"""
         Failed to create NCCL communicator: INTERNAL: ncclCommInitRankConfig(...) failed:
         invalid usage ... Last NCCL warning(error): 'Bootstrap : no socket interface found'
         """, "Every multi-node job on one cluster dies at NCCL bootstrap, before compile, at the first cross-node "
              "collective; single-node jobs and the same job on another cluster run. The thread found the cause: the "
              "cluster's NCCL_SOCKET_IFNAME pattern leaves non-routable interfaces and NCCL picks one; fixed by "
              "changing the pattern. A configuration fault that recurs on every launch."),
    real(GH + "espnet/espnet/issues/1940", "espnet/espnet", "connection_error", "user_code", USER,
         "NCCL WARN Connect to 10.38.10.112<21724> failed : Connection refused",
         r"""
         tj1-asr-train-v100-13:941227:943077 [0] NCCL INFO Call to connect returned Connection refused, retrying
         tj1-asr-train-v100-13:941227:943077 [0] NCCL INFO Call to connect returned Connection refused, retrying
         tj1-asr-train-v100-13:941227:943077 [0] NCCL INFO Call to connect returned Connection refused, retrying

         tj1-asr-train-v100-13:941227:943077 [0] include/socket.h:390 NCCL WARN Connect to 10.38.10.112<21724> failed : Connection refused
         tj1-asr-train-v100-13:941227:943077 [0] NCCL INFO bootstrap.cc:100 -> 2
         tj1-asr-train-v100-13:941227:943077 [0] NCCL INFO bootstrap.cc:326 -> 2
         tj1-asr-train-v100-13:941227:943077 [0] NCCL INFO init.cc:695 -> 2
         """, "A 4-node job fails in NCCL's bootstrap (communicator setup, no training yet): the connection to the "
              "root is refused at an address that, the reporter says, is none of the four nodes, with a file:// "
              "init method on shared storage. The thread closed without a diagnosis; the label rests on the log: "
              "a setup-time connect to a wrong (stale) address fails the same way on the next launch."),
    real(GH + "espnet/espnet/issues/4466", "espnet/espnet", "connection_error", "user_code", USER,
         "unhandled system error, NCCL version 21.0.3",
         r"""
         RuntimeError: NCCL error in: /opt/conda/conda-bld/pytorch_1639180549130/work/torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:957, unhandled system error, NCCL version 21.0.3
         """, "A multi-node ESPnet job fails creating its NCCL communicator with a system (socket) error. The "
              "maintainer saw NCCL pick the wrong interface (an address not the node's) and pointed at "
              "NCCL_SOCKET_IFNAME; the reporter fixed it by reinstalling with PyTorch's bundled NCCL. Environment "
              "and configuration: it recurs until fixed."),
    real(GH + "facebookresearch/fairseq/issues/1096", "facebookresearch/fairseq", "connection_error", "unknown", HUMAN,
         "NCCL INFO Call to connect returned Connection refused, retrying",
         r"""
         pytorch-fairseq-worker-0:16:63 [0] NCCL INFO Call to connect returned Connection refused, retrying
         pytorch-fairseq-worker-0:18:64 [2] NCCL INFO Call to connect returned Connection refused, retrying
         pytorch-fairseq-worker-0:16:63 [0] NCCL INFO Call to connect returned Connection refused, retrying
         pytorch-fairseq-worker-0:18:64 [2] NCCL INFO Call to connect returned Connection refused, retrying
         pytorch-fairseq-worker-0:16:63 [0] NCCL INFO Call to connect returned Connection refused, retrying
         pytorch-fairseq-worker-0:18:64 [2] NCCL INFO Call to connect returned Connection refused, retrying
         """, "On a two-node Kubernetes run the worker node terminates while NCCL keeps retrying a refused "
              "connection at setup. The thread gives no cause. Label rests on the log: a master not up yet, a "
              "wrong address or port, and a blocked port print the same lines. Ambiguous.", ambiguous=True),
    real(GH + "facebookresearch/fairseq/issues/826", "facebookresearch/fairseq", "connection_error", "unknown", HUMAN,
         "NCCL WARN Connect to 172.31.34.232<52473> failed : Connection refused",
         r"""
         ip-172-31-34-232:63799:64163 [7] include/socket.h:387 NCCL WARN Connect to 172.31.34.232<52473> failed : Connection refused

         Traceback (most recent call last):
           File "train.py", line 306, in <module>
             cli_main()
           File "train.py", line 283, in cli_main
             nprocs=torch.cuda.device_count(),
           File "/home/ec2-user/anaconda3/envs/ps_2.4.6_env/lib/python3.6/site-packages/torch/multiprocessing/spawn.py", line 167, in spawn
             while not spawn_context.join():
           File "/home/ec2-user/anaconda3/envs/ps_2.4.6_env/lib/python3.6/site-packages/torch/multiprocessing/spawn.py", line 114, in join
             raise Exception(msg)
         Exception:

         -- Process 3 terminated with the following error:
         """, "Eight processes on one AWS instance: one rank's NCCL connection to its own host's address is refused "
              "during setup. The thread gives no resolution. Label rests on the log: a peer process that died first "
              "and a local firewall or interface problem look the same. Ambiguous.", ambiguous=True),
    real(GH + "lm-sys/FastChat/issues/1951", "lm-sys/FastChat", "connection_error", "transient", RESTART,
         "ConnectionError: ('Connection aborted.', ConnectionResetError(104, 'Connection reset by peer'))",
         r"""
         ConnectionError: ('Connection aborted.', ConnectionResetError(104, 'Connection reset by peer'))
         WARNING:torch.distributed.elastic.multiprocessing.api:Sending process 15087 closing signal SIGTERM
         WARNING:torch.distributed.elastic.multiprocessing.api:Sending process 15088 closing signal SIGTERM
         WARNING:torch.distributed.elastic.multiprocessing.api:Sending process 15089 closing signal SIGTERM
         WARNING:torch.distributed.elastic.multiprocessing.api:Sending process 15090 closing signal SIGTERM
         WARNING:torch.distributed.elastic.multiprocessing.api:Sending process 15091 closing signal SIGTERM
         WARNING:torch.distributed.elastic.multiprocessing.api:Sending process 15093 closing signal SIGTERM
         WARNING:torch.distributed.elastic.multiprocessing.api:Sending process 15094 closing signal SIGTERM
         ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: 1) local_rank: 5 (pid: 15092) of binary: /opt/conda/bin/python3.9
         """, "A fine-tuning run ends because one rank's HTTP request (requests' ConnectionError) had its connection "
              "reset by the server; torchrun stops the others. The thread stayed open without a diagnosis. Label "
              "rests on the log: a connection reset on a request to an outside service is a passing fault "
              "(labelling rules: connection resets), so restart from the last checkpoint."),
    real(GH + "meta-pytorch/torchx/issues/540", "meta-pytorch/torchx", "connection_error", "user_code", USER,
         "RendezvousConnectionError: The connection to the C10d store has failed.",
         r"""
         (CommandActor pid=553, ip=10.130.6.169)   File "/home/ray/anaconda3/lib/python3.9/site-packages/torch/distributed/elastic/rendezvous/c10d_rendezvous_backend.py", line 115, in _call_store
         (CommandActor pid=553, ip=10.130.6.169)     raise RendezvousConnectionError(
         (CommandActor pid=553, ip=10.130.6.169) torch.distributed.elastic.rendezvous.api.RendezvousConnectionError: The connection to the C10d store has failed. See inner exception for details.
         """, "A DDP launch on a Ray cluster whose nodes expose only a few ports fails at rendezvous: the c10d store's "
              "port is not reachable. The issue (and the component change that lets users pick the rendezvous port "
              "to suit their firewall) makes it a launch configuration fault: it fails the same way until the port "
              "is changed."),
    real(GH + "wandb/wandb/issues/5372", "wandb/wandb", "connection_error", "transient", RESTART,
         "wandb: ERROR Error while calling W&B API: An internal error occurred. Please contact support. (<Response [500]>)",
         r"""
         wandb: Network error (ReadTimeout), entering retry loop.
         wandb: ERROR Error while calling W&B API: context deadline exceeded (<Response [500]>)
         wandb: ERROR Error while calling W&B API: context deadline exceeded (<Response [500]>)
         wandb: ERROR Error while calling W&B API: context deadline exceeded (<Response [500]>)
         wandb: ERROR Error while calling W&B API: An internal error occurred. Please contact support. (<Response [500]>)
         wandb: ERROR Error while calling W&B API: context deadline exceeded (<Response [500]>)
         wandb: ERROR Error while calling W&B API: An internal error occurred. Please contact support. (<Response [500]>)
         wandb: Network error (HTTPError), entering retry loop.
         wandb: ERROR Error while calling W&B API: An internal error occurred. Please contact support. (<Response [500]>)
         wandb: ERROR Error while calling W&B API: An internal error occurred. Please contact support. (<Response [500]>)
         wandb: Network error (HTTPError), entering retry loop.
         wandb: ERROR Error while calling W&B API: driver: bad connection (<Response [500]>)
         wandb: Network error (HTTPError), entering retry loop.
         """, "The experiment tracker's API answers 500 (internal error, deadline exceeded, bad database connection) "
              "for a while; a server-side incident on W&B's side. Labelling rules: an external tracker's 500 is "
              "transient; restart from the last checkpoint."),
    real(GH + "wandb/wandb/issues/4331", "wandb/wandb", "connection_error", "transient", RESTART,
         "ConnectionResetError: [WinError 10054] An existing connection was forcibly closed by the remote host",
         r"""
         ConnectionResetError: [WinError 10054] An existing connection was forcibly closed by the remote host
         """, "A long training run logging to W&B ends with a reset connection. The reporter concluded that the GPU "
              "server's internet connection had dropped during the run. A passing network fault: restart."),
    real(GH + "wandb/wandb/issues/4217", "wandb/wandb", "connection_error", "framework_bug", USER,
         "ConnectionRefusedError: [Errno 111] Connection refused",
         r"""
         Traceback (most recent call last):
           File "/gpfswork/rech/ipk/uey53ph/miniconda3/envs/diffusion/lib/python3.10/site-packages/wandb/sdk/wandb_manager.py", line 117, in _service_connect
             svc_iface._svc_connect(port=port)
           File "/gpfswork/rech/ipk/uey53ph/miniconda3/envs/diffusion/lib/python3.10/site-packages/wandb/sdk/service/service_sock.py", line 30, in _svc_connect
             self._sock_client.connect(port=port)
           File "/gpfswork/rech/ipk/uey53ph/miniconda3/envs/diffusion/lib/python3.10/site-packages/wandb/sdk/lib/sock_client.py", line 102, in connect
             s.connect(("localhost", port))
         ConnectionRefusedError: [Errno 111] Connection refused

         During handling of the above exception, another exception occurred:

         Traceback (most recent call last):
           File "/gpfswork/rech/ipk/uey53ph/miniconda3/envs/diffusion/lib/python3.10/site-packages/wandb/sdk/wandb_init.py", line 1140, in init
             wi.setup(kwargs)
         """, "In offline mode on a cluster, wandb.init cannot reach its own service process on localhost and the "
              "run crashes; reported again on a newer release. Nothing on the network: a local helper process that "
              "is not listening, the same on every launch with that version and setup. Tell the owner."),
    real(GH + "mlflow/mlflow/issues/12154", "mlflow/mlflow", "connection_error", "user_code", USER,
         "Failed to establish a new connection: [Errno 111] Connection refused",
         r"""
         ConnectionError: HTTPConnectionPool(host='localhost', port=5000): Max retries exceeded with url: /api/2.0/mlflow/experiments/get-by-name?experiment_name=MLflow_Quickstart (Caused by NewConnectionError('<urllib3.connection.HTTPConnection object at 0x7e710e575310>: Failed to establish a new connection: [Errno 111] Connection refused'))

         During handling of the above exception, another exception occurred:

         MlflowException                           Traceback (most recent call last)
         """, "Setting the MLflow experiment fails because nothing listens on the tracking URI localhost:5000 (no "
              "tracking server was started). A configuration fault that recurs until the server runs or the URI is "
              "fixed."),
    real(GH + "MisterMap/undeepvo/issues/66", "MisterMap/undeepvo", "connection_error", "user_code", USER,
         "Failed to establish a new connection: [Errno -2] Name or service not known",
         r"""
         ConnectionError: HTTPConnectionPool(host='329801-ilinvalery.tmweb.ru', port=5001): Max retries exceeded with url: /api/2.0/mlflow/experiments/get-by-name?experiment_name=undeepvo (Caused by NewConnectionError('<urllib3.connection.HTTPConnection object at 0x7f8650e619e8>: Failed to establish a new connection: [Errno -2] Name or service not known',))
         """, "Training cannot reach the project's MLflow server: its host name no longer resolves. The maintainer: "
              "the server has stopped working; turn MLflow off with the training handler's flag. Recurs until the "
              "configuration changes."),
    real(GH + "kubeflow/pytorch-operator/issues/125", "kubeflow/pytorch-operator", "connection_error", "transient", RESTART,
         "ValueError: host not found: Name or service not known",
         r"""
         2019-01-11 05:43:30,310 INFO     main(rmq_host=rmq.default.svc.cluster.local, rmq_port=5672, batch_size=12)
         2019-01-11 05:43:30,310 INFO     init_distribution
         Traceback (most recent call last):
           File "optimizer.py", line 459, in <module>
             pretrained_model=args.pretrained_model,
           File "optimizer.py", line 422, in main
             init_distribution()
           File "optimizer.py", line 413, in init_distribution
             torch.distributed.init_process_group(backend=backend)
           File "/root/.local/lib/python3.7/site-packages/torch/distributed/distributed_c10d.py", line 354, in init_process_group
             store, rank, world_size = next(rendezvous(url))
           File "/root/.local/lib/python3.7/site-packages/torch/distributed/rendezvous.py", line 143, in _env_rendezvous_handler
             store = TCPStore(master_addr, master_port, start_daemon)
         ValueError: host not found: Name or service not known
         """, "PyTorchJob workers that start before the master pod cannot resolve the master's service name and "
              "crash; restarted, they run fine once the master is up (the operator later added an init container "
              "that waits for it). A start-up race: a restart succeeds."),
    real(GH + "kubeflow/pytorch-operator/issues/313", "kubeflow/pytorch-operator", "connection_error", "user_code", USER,
         "ValueError: host not found: Name or service not known",
         r"""
         -- Process 0 terminated with the following error:
         Traceback (most recent call last):
         File "/usr/local/lib/python3.7/dist-packages/torch/multiprocessing/spawn.py", line 20, in _wrap
         fn(i, *args)
         File "/home/admin/aihub/pytorchjobDemo2.py", line 115, in main_worker
         dist.init_process_group(backend="nccl", init_method='tcp://'+args.master_addr+':'+args.master_port, world_size=args.world_size, rank=args.rank)
         File "/usr/local/lib/python3.7/dist-packages/torch/distributed/distributed_c10d.py", line 422, in init_process_group
         store, rank, world_size = next(rendezvous_iterator)
         File "/usr/local/lib/python3.7/dist-packages/torch/distributed/rendezvous.py", line 126, in _tcp_rendezvous_handler
         store = TCPStore(result.hostname, result.port, world_size, start_daemon, timeout)
         ValueError: host not found: Name or service not known
         """, "A PyTorchJob script builds its tcp:// init method from the wrong environment variable, so the master "
              "host name does not resolve; with the pod IP instead it hangs. The user's launch code is at fault and "
              "fails the same way every time. (The same error line is a start-up race in another thread: the log "
              "alone does not separate them.)"),
    real(GH + "kubeflow/trainer/issues/2008", "kubeflow/trainer", "connection_error", "unknown", HUMAN,
         "RuntimeError: Connection reset by peer",
         r"""
         Using distributed PyTorch with gloo backend
         Traceback (most recent call last):
           File "/opt/pytorch-mnist/mnist.py", line 171, in <module>
             main()
           File "/opt/pytorch-mnist/mnist.py", line 132, in main
             dist.init_process_group(backend=args.backend)
           File "/opt/conda/lib/python3.6/site-packages/torch/distributed/distributed_c10d.py", line 360, in init_process_group
             timeout=timeout)
         RuntimeError: Connection reset by peer
         """, "The operator's example PyTorchJob: the worker's init_process_group has its connection to the master "
              "reset, at start-up, while the master pod runs. Closed without a diagnosis. Label rests on the log: a "
              "mesh sidecar or network policy (which recur) and a master restarting (which passes) look the same. "
              "Ambiguous.", ambiguous=True),
    real(GH + "kubeflow/trainer/issues/1638", "kubeflow/trainer", "connection_error", "unknown", HUMAN,
         "Connection closed by peer [10.244.48.107]:12717",
         r"""
             loss.backward()
           File "/opt/conda/lib/python3.7/site-packages/torch/_tensor.py", line 307, in backward
             torch.autograd.backward(self, gradient, retain_graph, create_graph, inputs=inputs)
           File "/opt/conda/lib/python3.7/site-packages/torch/autograd/__init__.py", line 156, in backward
             allow_unreachable=True, accumulate_grad=True)  # allow_unreachable flag
         RuntimeError: [/opt/conda/conda-bld/pytorch_1634272168290/work/third_party/gloo/gloo/transport/tcp/pair.cc:598] Connection closed by peer [10.244.48.107]:12717
         """, "An elastic PyTorchJob mid-training: one pod is taken down and the others' gloo all-reduce in "
              "backward() loses its peer. The thread is about the elastic restart that follows (all pods restart), "
              "not about why the peer went away. Label rests on the log (labelling rules: a peer's lost connection "
              "with no root cause anywhere, like a remote error): what happened to that peer decides. Ambiguous.",
         ambiguous=True),
    real(GH + "kubeflow/sdk/issues/142", "kubeflow/sdk", "connection_error", "user_code", USER,
         "The client socket has timed out after 900000ms while trying to connect",
         r"""
         [W socket.cpp:755] [c10d] The IPv6 network addresses cannot be retrieved
         [E socket.cpp:1019] The client socket has timed out after 900000ms while trying to connect
         """, "Multi-node CustomTrainer jobs hang in init_process_group and time out connecting to the store; the "
              "report traces it to the SDK launching torchrun without any distributed arguments, so the nodes never "
              "agree on a master. Recurs on every launch until the launch command is fixed."),
    real(GH + "open-mpi/ompi/issues/4963", "open-mpi/ompi", "connection_error", "user_code", USER,
         "WARNING: Open MPI failed to TCP connect to a peer MPI process.",
         r"""
         $ mpirun -npernode 1 ./ring
         Rank 0 has cleared MPI_Init
         Rank 1 has cleared MPI_Init
         --------------------------------------------------------------------------
         WARNING: Open MPI failed to TCP connect to a peer MPI process.  This
         should not happen.

         Your Open MPI job may now hang or fail.

           Local host: rhc001
           PID:        13325
           Message:    connect() to 10.10.10.2:1024 failed
           Error:      Operation now in progress (115)
         --------------------------------------------------------------------------
         """, "Two nodes with two subnets each: Open MPI's TCP transport tries an address on the subnet the peers "
              "cannot reach, and the job hangs then fails, every time. Restricting the interfaces (btl_tcp_if_include) "
              "avoids it; the same configuration fails the same way."),
    real(GH + "open-mpi/ompi/issues/6297", "open-mpi/ompi", "connection_error", "user_code", USER,
         "A process or daemon was unable to complete a TCP connection",
         r"""
         A process or daemon was unable to complete a TCP connection
         to another process:
         Local host: a2935f150BBB
         Remote host: 34bb0519eAAA
         This is usually caused by a firewall on the remote host. Please
         check that any firewall (e.g., iptables) has been disabled and
         """, "mpirun across two hosts cannot open its TCP connection between them, although ssh works; Open MPI "
              "names a firewall on the remote host as the usual cause. No resolution in the thread; the label "
              "rests on the log: a firewall or network configuration blocks the port on every launch."),
    real(GH + "omni-compiler/omni-compiler/issues/626", "omni-compiler/omni-compiler", "connection_error", "user_code", USER,
         "WARNING: Open MPI failed to TCP connect to a peer MPI process.",
         r"""
         mpirun -np 2 --hostfile hostfile  --mca orte_base_help_aggregate 0 STREAM-dynamic 32768
         --------------------------------------------------------------------------
         WARNING: Open MPI failed to TCP connect to a peer MPI process.  This
         should not happen.

         Your Open MPI job may now hang or fail.

           Local host: centos-1cpu-1gb-es-mad1
           PID:        272589
           Message:    connect() to 10.7.0.188:1024 failed
           Error:      Operation now in progress (115)
         --------------------------------------------------------------------------
         """, "A two-node run over TCP: each side tries to reach the other on an address of a second network (not "
              "the hostfile's), at start-up, and fails the same way on each attempt. The thread closed without a "
              "stated fix; the label rests on the log: interface selection, a configuration fault."),
    real(GH + "rapidsai/ucx-py/issues/985", "rapidsai/ucx-py", "connection_error", "transient", RESTART,
         "exception=UCXError('<stream_recv>: Connection reset by remote peer')",
         r"""
         Task exception was never retrieved
         future: <Task finished name='Task-3536' coro=<_listener_handler_coroutine() done, defined at /home/qiusy/miniconda3/envs/ucx/lib/python3.9/site-packages/ucp/core.py:128> exception=UCXError('<stream_recv>: Connection reset by remote peer')>
         """, "A UCX-Py server under a stress test loses some transfers with the connection reset by the remote peer; "
              "the reporter attributes it to network fluctuations, and most requests go through. A passing network "
              "fault: retry (restart from the last checkpoint)."),
    real(GH + "AILab-CVC/YOLO-World/issues/201", "AILab-CVC/YOLO-World", "connection_error", "user_code", USER,
         "The client socket has failed to connect to [DESKTOP-VJ24R86]:29500 (system error: 10049",
         r"""
         [W socket.cpp:697] [c10d] The client socket has failed to connect to [DESKTOP-VJ24R86]:29500 (system error: 10049
         """, "Launching the distributed training script with one GPU on a Windows desktop: the c10d client cannot "
              "connect to the desktop's own name (WSAEADDRNOTAVAIL) and training never starts. The maintainer: use "
              "the single-process train script; the distributed launcher needs more than one GPU. A launch "
              "configuration fault."),
    real(GH + "AUTOMATIC1111/stable-diffusion-webui/issues/17165", "AUTOMATIC1111/stable-diffusion-webui", "connection_error", "user_code", USER,
         "Failed to establish a new connection: [Errno 101] Network is unreachable",
         r"""
         '(MaxRetryError("HTTPSConnectionPool(host='huggingface.co', port=443): Max retries exceeded with url: /openai/clip-vit-large-patch14/resolve/main/merges.txt (Caused by NewConnectionError('<urllib3.connection.HTTPSConnection object at 0x7fc30f2ea230>: Failed to establish a new connection: [Errno 101] Network is unreachable'))"), '(Request ID: 5f7287e5-2203-46b5-9dcf-e03db5035a99)')' thrown while requesting HEAD https://huggingface.co/openai/clip-vit-large-patch14/resolve/main/merges.txt
         WARNING:huggingface_hub.utils._http:'(MaxRetryError("HTTPSConnectionPool(host='huggingface.co', port=443): Max retries exceeded with url: /openai/clip-vit-large-patch14/resolve/main/merges.txt (Caused by NewConnectionError('<urllib3.connection.HTTPSConnection object at 0x7fc30f2ea230>: Failed to establish a new connection: [Errno 101] Network is unreachable'))"), '(Request ID: 5f7287e5-2203-46b5-9dcf-e03db5035a99)')' thrown while requesting HEAD https://huggingface.co/openai/clip-vit-large-patch14/resolve/main/merges.txt
         Retrying in 1s [Retry 1/5].
         WARNING:huggingface_hub.utils._http:Retrying in 1s [Retry 1/5].
         """, "Start-up fetches a tokenizer file from the Hub and the host has no route out (network unreachable). "
              "No resolution in the thread; the label rests on the log: a machine without a route to the Hub fails "
              "the same way until the file is cached locally, offline mode is set or a proxy is configured."),
    real(GH + "allenai/scirepeval/issues/48", "allenai/scirepeval", "connection_error", "transient", RESTART,
         "fsspec.exceptions.FSTimeoutError: Caught FSTimeoutError in DataLoader worker process 1.",
         r"""
         fsspec.exceptions.FSTimeoutError: Caught FSTimeoutError in DataLoader worker process 1.
         """, "Training that streams its datasets from S3 line by line stops with a timeout in a DataLoader worker. "
              "The maintainer: the S3 server disconnects long-lived streaming connections. A passing object-store "
              "fault: restart from the last checkpoint."),
    real(GH + "derrian-distro/LoRA_Easy_Training_Scripts/issues/145", "derrian-distro/LoRA_Easy_Training_Scripts", "connection_error", "transient", RESTART,
         "TimeoutError: The read operation timed out",
         r"""
         raceback (most recent call last):
           File "D:\train\LoRA_Easy_Training_Scripts\sd_scripts\venv\lib\site-packages\urllib3\response.py", line 444, in _error_catcher
             yield
           File "D:\train\LoRA_Easy_Training_Scripts\sd_scripts\venv\lib\site-packages\urllib3\response.py", line 567, in read
             data = self._fp_read(amt) if not fp_closed else b""
           File "D:\train\LoRA_Easy_Training_Scripts\sd_scripts\venv\lib\site-packages\urllib3\response.py", line 533, in _fp_read
             return self._fp.read(amt) if amt is not None else self._fp.read()
           File "C:\Users\Ricardo\AppData\Local\Programs\Python\Python310\lib\http\client.py", line 465, in read
             s = self.fp.read(amt)
           File "C:\Users\Ricardo\AppData\Local\Programs\Python\Python310\lib\socket.py", line 705, in readinto
             return self._sock.recv_into(b)
           File "C:\Users\Ricardo\AppData\Local\Programs\Python\Python310\lib\ssl.py", line 1274, in recv_into
             return self.read(nbytes, buffer)
           File "C:\Users\Ricardo\AppData\Local\Programs\Python\Python310\lib\ssl.py", line 1130, in read
             return self._sslobj.read(len, buffer)
         TimeoutError: The read operation timed out
         """, "A download made by the training scripts times out while reading the response (the server was reached, "
              "then answered too slowly). The thread closed without a cause. Label rests on the log: an HTTP read "
              "timeout is a passing fault that HTTP clients retry; restart."),
]
