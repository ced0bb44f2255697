# ruff: noqa
"""Real excerpts, batch CONN8: connection failures. c10d's client failing to reach a store address
that cannot be the master, MPICH's and Gloo's connects refused or timed out between hosts, gRPC's
UNAVAILABLE before the servers were up, TLS verification behind intercepting proxies, the Hugging
Face Hub answering 500 or 429, a compute node that cannot reach the Hub at all. Verbatim log lines as
printed in public threads (each repository maps to the dev fold and was not in the corpus before);
labelled from what each thread concluded, or from the log where it concluded nothing (the notes say
which)."""

from __future__ import annotations

from real_kit import HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    real(
        GH + "ofsoundof/GRL-Image-Restoration/issues/27",
        "ofsoundof/GRL-Image-Restoration",
        "connection_error",
        "user_code",
        USER,
        "[E socket.cpp:610] [c10d] The client socket has failed to connect to any network address of (05, 40323).",
        r"""
        trainer/0 [1]:[W socket.cpp:558] [c10d] The client socket has failed to connect to [::ffff:0.0.0.5]:40323 (errno: 110 - Connection timed out).
        trainer/0 [0]:[W socket.cpp:558] [c10d] The client socket has failed to connect to [::ffff:0.0.0.5]:40323 (errno: 110 - Connection timed out).

        trainer/0 [1]:[W socket.cpp:558] [c10d] The client socket has failed to connect to 0.0.0.5:40323 (errno: 110 - Connection timed out).
        trainer/0 [1]:[E socket.cpp:610] [c10d] The client socket has failed to connect to any network address of (05, 40323).
        trainer/0 [0]:[W socket.cpp:558] [c10d] The client socket has failed to connect to 0.0.0.5:40323 (errno: 110 - Connection timed out).
        trainer/0 [0]:[E socket.cpp:610] [c10d] The client socket has failed to connect to any network address of (05, 40323).
        """,
        "Both trainers of a torchx launch cannot reach the c10d store: its host is given as '05', which "
        "the resolver reads as the IPv4 number 0.0.0.5, so every connect times out and the client gives "
        "up on every address. The thread closed without a reply; the label rests on the log: an address "
        "that cannot be the master's is the launch configuration, and the next launch gets the same one.",
    ),
    real(
        GH + "hpcaitech/ColossalAI-Examples/issues/207",
        "hpcaitech/ColossalAI-Examples",
        "connection_error",
        "user_code",
        USER,
        "The client socket has failed to connect to any network address of (hcp-bb-03, 52873)",
        r"""
         The client socket has failed to connect to any network address of (hcp-bb-03, 52873). The client socket has failed to connect to hcp-bb-03:52873 (errno: 110 - Connection timed out)
        """,
        "A single-node run launched with `colossalai run` cannot connect to the store on its own host "
        "name; the same training started with torch.distributed.launch and --master_addr localhost "
        "trains. The launch's address is the fault: it fails the same way until the launch is changed.",
    ),
    real(
        GH + "huggingface/optimum-neuron/issues/369",
        "huggingface/optimum-neuron",
        "connection_error",
        "transient",
        RESTART,
        "requests.exceptions.HTTPError: 500 Server Error: Internal Server Error for url:",
        r"""
        model.neff:  80%|████████████████████▊     | 16.0M/20.0M [00:00<00:00, 51.3MB/s]Traceback (most recent call last):
          File "/usr/local/lib/python3.8/dist-packages/huggingface_hub/utils/_errors.py", line 269, in hf_raise_for_status
            response.raise_for_status()
          File "/usr/local/lib/python3.8/dist-packages/requests/models.py", line 1021, in raise_for_status
            raise HTTPError(http_error_msg, response=self)
        requests.exceptions.HTTPError: 500 Server Error: Internal Server Error for url: https://s3.us-east-1.amazonaws.com/lfs.huggingface.co/repos/bf/18/bf18727de0ab9f5939c4b3b52ca9cddeb0389a416e27697a6b48ccd639670f9e/7280eab103853156f8a7cb68aad5f51e6b05e5288e2d63f030ded8efb70ae90a
        """,
        "A training run pushing its compiled graphs to the Hub's cache gets a 500 from the Hub's "
        "storage during the upload (the URL's signed query string is cut here). The thread is about the "
        "training hanging after it; the 500 itself is a server-side fault the next attempt does not "
        "meet (labelling rules: a Hub 5xx is transient): restart from the last checkpoint.",
    ),
    real(
        GH + "sql-machine-learning/elasticdl/issues/1494",
        "sql-machine-learning/elasticdl",
        "connection_error",
        "transient",
        RESTART,
        "details = \"failed to connect to all addresses\"",
        r"""
        grpc._channel._Rendezvous: <_Rendezvous of RPC that terminated with:
        	status = StatusCode.UNAVAILABLE
        	details = "failed to connect to all addresses"
        	debug_error_string = "{"created":"@1574320322.398282300","description":"Failed to pick subchannel","file":"src/core/ext/filters/client_channel/client_channel.cc","file_line":3876,"referenced_errors":[{"created":"@1574320322.398280426","description":"failed to connect to all addresses","file":"src/core/ext/filters/client_channel/lb_policy/pick_first/pick_first.cc","file_line":395,"grpc_status":14}]}"
        """,
        "An ElasticDL worker starts training before the parameter servers' gRPC channels are ready and "
        "its first call fails UNAVAILABLE. The maintainers' conclusion (the issue's title): the worker "
        "should wait until every channel is ready; a start-up race, so a relaunch once the servers are "
        "up goes through (gRPC documents UNAVAILABLE as transient, to retry).",
    ),
    real(
        GH + "pmodels/mpich/issues/5762",
        "pmodels/mpich",
        "connection_error",
        "user_code",
        USER,
        "MPID_nem_tcp_connpoll(1845): Communication error with rank 1: Connection refused",
        r"""
        root@node4:~/mpiLab# ./run.py  send_recv
        mpirun -n 4 -f host_file ./mpi-send-and-receive/send_recv
        recv and send from processor node3, rank 0 out of 4 processors
        recv and send from processor node3, rank 2 out of 4 processors
        Fatal error in PMPI_Send: Unknown error class, error stack:
        PMPI_Send(159).............: MPI_Send(buf=0x7fff0cdc72cc, count=1, MPI_INT, dest=1, tag=0, MPI_COMM_WORLD) failed
        MPID_nem_tcp_connpoll(1845): Communication error with rank 1: Connection refused
        """,
        "MPICH's first MPI_Send between two hosts is refused by rank 1, on every run (the reporter: "
        "without the send and receive the program works). The thread closed without a diagnosis; the "
        "label rests on the log and the report: a connection refused at the first message between two "
        "hosts, the same on each launch, is the hosts' addresses or firewall, which a restart meets again.",
    ),
    real(
        GH + "pmodels/mpich/issues/3777",
        "pmodels/mpich",
        "connection_error",
        "user_code",
        USER,
        "unable to connect to server node1 at port 35322 (check for firewalls!)",
        r"""
        HYDU_sock_connect (utils/sock/sock.c:180): unable to connect from "node2" to "node1" (Connection timed out)
        [proxy:0:1@node2] main (pm/pmiserv/pmip.c:185): unable to connect to server node1 at port 35322 (check for firewalls!)
        """,
        "MPICH's Hydra proxy on node2 cannot connect back to the launcher on node1. The maintainer's "
        "answer is the message's own: check for firewalls. A blocked port between the nodes stays "
        "blocked on the next launch.",
    ),
    real(
        GH + "google/cameratrapai/issues/40",
        "google/cameratrapai",
        "connection_error",
        "user_code",
        USER,
        "SSLError: HTTPSConnectionPool(host='www.kaggle.com', port=443): Max retries exceeded",
        r"""
        SSLError: HTTPSConnectionPool(host='www.kaggle.com', port=443): Max retries exceeded with url: /api/v1/models/google/speciesnet/pyTorch/v4.0.1a/get (Caused by SSLError(SSLCertVerificationError(1, '[SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed: unable to get local issuer certificate (_ssl.c:1016)')))
        """,
        "Running the model on a government-issued machine: fetching the weights fails TLS verification "
        "(unknown issuer). The maintainer: every time this was seen it was on such a machine; download "
        "the weights in a browser and point the script at them. The machine's trust store and proxy "
        "fail the same way on the next run.",
    ),
    real(
        GH + "facebookresearch/fastText/issues/1085",
        "facebookresearch/fastText",
        "connection_error",
        "user_code",
        USER,
        "ssl.SSLCertVerificationError: [SSL: CERTIFICATE_VERIFY_FAILED]",
        r"""
        ssl.SSLCertVerificationError: [SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed: unable to get local issuer certificate (_ssl.c:1076)
        """,
        "Downloading the pre-trained vectors fails TLS verification (unknown issuer). The reporter's "
        "fix: download the files by hand and pass them to the training. The local trust store fails "
        "the same way again.",
    ),
    real(
        GH + "open-edge-platform/geti_v2/issues/460",
        "open-edge-platform/geti_v2",
        "connection_error",
        "unknown",
        HUMAN,
        "urllib3.exceptions.SSLError: [SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed: self-signed certificate in certificate chain",
        r"""
        Downloading artifacts: 100%|██████████| 1/1 [00:00<00:00, 48.94it/s]
        Downloading shard files: 100%|██████████| 1/1 [00:00<00:00,  7.24it/s]
        File 'pretrained_models_v2.json' downloaded successfully to '/tmp/tmp2nzi0dv2/metadata.json'
        urllib3.exceptions.SSLError: [SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed: self-signed certificate in certificate chain (_ssl.c:1017)

        The above exception was the direct cause of the following exception:

        Traceback (most recent call last):
        """,
        "Training jobs fail downloading a model: TLS verification finds a self-signed certificate in the "
        "chain. The reporter: after many retries (more than ten) it may pass; the thread closed without a "
        "cause. An intercepting proxy (recurs until its CA is trusted) and a flaky path (passes) both fit "
        "a certificate error that comes and goes. Ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "embeddings-benchmark/mteb/issues/2659",
        "embeddings-benchmark/mteb",
        "dataset_loading_error",
        "transient",
        RESTART,
        "huggingface_hub.errors.HfHubHTTPError: 429 Client Error: Too Many Requests for url:",
        r"""
        huggingface_hub.errors.HfHubHTTPError: 429 Client Error: Too Many Requests for url: https://huggingface.co/datasets/silky1708/GTZAN-Genre/resolve/5efdda59d0d185bfe17ada9b54d233349d0e0168/genres_original/jazz/jazz.00041.wav
        """,
        "Fetching a dataset's files during an evaluation run, the Hub rate-limits the client (429). "
        "The dataset's owner loads it without trouble; the thread went stale. Labelling rules: a Hub 429 "
        "is throttling, which passes; restart (logged in, the limits are higher).",
    ),
    real(
        GH + "DeepLabCut/DeepLabCut/issues/2497",
        "DeepLabCut/DeepLabCut",
        "connection_error",
        "unknown",
        HUMAN,
        "ConnectionResetError: [Errno 104] Connection reset by peer",
        r"""
        ConnectionResetError: [Errno 104] Connection reset by peer
        Traceback (most recent call last):
          File "/home/aagafono/miniconda3/envs/DLC39/lib/python3.9/site-packages/deeplabcut/gui/tabs/create_training_dataset.py", line 100, in create_training_dataset
            deeplabcut.create_multianimaltraining_dataset(
          File "/home/aagafono/miniconda3/envs/DLC39/lib/python3.9/site-packages/deeplabcut/generate_training_dataset/multiple_individuals_trainingsetmanipulation.py", line 275, in create_multianimaltraining_dataset
            model_path = auxfun_models.check_for_weights(
          File "/home/aagafono/miniconda3/envs/DLC39/lib/python3.9/site-packages/deeplabcut/utils/auxfun_models.py", line 69, in check_for_weights
            download_weights(modeltype, model_path.parent)
        """,
        "Creating a training set downloads pretrained weights and the connection is reset; the reporter "
        "sees it for every architecture but the ResNets. The maintainers asked for more data and the "
        "thread closed without a cause. A download server that resets those files (recurs) and a "
        "passing network fault look the same in the log. Ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "bmaltais/kohya_ss/issues/855",
        "bmaltais/kohya_ss",
        "model_loading_error",
        "user_code",
        USER,
        "huggingface_hub.utils._errors.LocalEntryNotFoundError: Connection error, and we cannot find the requested files in the disk cache.",
        r"""
        loading u-net: <All keys matched successfully>
        loading vae: <All keys matched successfully>
        Traceback (most recent call last):
          File "/usr/local/lib/python3.10/dist-packages/transformers/utils/hub.py", line 409, in cached_file
            resolved_file = hf_hub_download(
          File "/usr/local/lib/python3.10/dist-packages/huggingface_hub/utils/_validators.py", line 120, in _inner_fn
            return fn(*args, **kwargs)
          File "/usr/local/lib/python3.10/dist-packages/huggingface_hub/file_download.py", line 1253, in hf_hub_download
            raise LocalEntryNotFoundError(
        huggingface_hub.utils._errors.LocalEntryNotFoundError: Connection error, and we cannot find the requested files in the disk cache. Please try again or make sure your Internet connection is on.
        """,
        "LoRA training on a company server loads the text encoder's files from the Hub and cannot "
        "connect; the reporter: the company server forbids any proxy out. A server without a route to "
        "the Hub fails the same way on every launch until the files are copied there (offline mode).",
    ),
    real(
        GH + "clearml/clearml/issues/898",
        "clearml/clearml",
        "connection_error",
        "unknown",
        HUMAN,
        "Failed to establish a new connection: [Errno -3] Temporary failure in name resolution')': /auth.login",
        r"""
        Retrying (Retry(total=239, connect=239, read=240, redirect=240, status=240)) after connection broken by 'NewConnectionError('<urllib3.connection.HTTPSConnection object at 0x7fd0a2c3a820>: Failed to establish a new connection: [Errno -3] Temporary failure in name resolution')': /auth.login
        Retrying (Retry(total=238, connect=238, read=240, redirect=240, status=240)) after connection broken by 'NewConnectionError('<urllib3.connection.HTTPSConnection object at 0x7fd0a2c74b50>: Failed to establish a new connection: [Errno -3] Temporary failure in name resolution')': /auth.login
        Retrying (Retry(total=237, connect=237, read=240, redirect=240, status=240)) after connection broken by 'NewConnectionError('<urllib3.connection.HTTPSConnection object at 0x7fd0a2c83bb0>: Failed to establish a new connection: [Errno -3] Temporary failure in name resolution')': /auth.login
        Retrying (Retry(total=236, connect=236, read=240, redirect=240, status=240)) after connection broken by 'NewConnectionError('<urllib3.connection.HTTPSConnection object at 0x7fd0a2c83d60>: Failed to establish a new connection: [Errno -3] Temporary failure in name resolution')': /auth.login
        """,
        "The tracker's client cannot resolve its server's name at log-in and keeps retrying; the "
        "reporter: it worked the day before, nothing changed. The thread is open without a cause. A "
        "resolver down for a while (passes) and a node that lost its DNS or proxy settings (recurs) "
        "print the same. Ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "Purfview/whisper-standalone-win/issues/75",
        "Purfview/whisper-standalone-win",
        "connection_error",
        "user_code",
        USER,
        "An error occured while synchronizing the model guillaumekln/faster-whisper-medium from the Hugging Face Hub:",
        r"""
        Model not found at: C:\Temp\onw-eng\_models\faster-whisper-medium
        Attempting to download:

        An error occured while synchronizing the model guillaumekln/faster-whisper-medium from the Hugging Face Hub:
        (MaxRetryError("HTTPSConnectionPool(host='huggingface.co', port=443): Max retries exceeded with url: /api/models/guillaumekln/faster-whisper-medium/revision/main (Caused by SSLError(SSLCertVerificationError(1, '[SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed: unable to get local issuer certificate (_ssl.c:1131)')))"), '(Request ID: 28ac8c1a-a40a-477d-b707-9cc72b32ec1f)')
        Trying to load the model directly from the local cache, if it exists.
        Standalone Faster-Whisper r153 running on: CUDA
        """,
        "The model download fails TLS verification behind the reporter's proxy (the issue: model fails "
        "to download behind proxy), so the GPU run finds no model. The proxy's certificate is not in "
        "the trust store, on every launch, until it is added or the model copied in.",
    ),
    real(
        GH + "pytorch/gloo/issues/223",
        "pytorch/gloo",
        "connection_error",
        "user_code",
        USER,
        "connect [127.0.1.1]:60817: Connection refused",
        r"""
        [<some path>/gloo/gloo/transport/tcp/pair.cc:761] connect [127.0.1.1]:60817: Connection refused
        """,
        "A two-node Gloo benchmark: one node connects to the other's advertised address, 127.0.1.1, and "
        "is refused. The maintainer: Gloo resolves the machine's host name to find its address, which "
        "here gives the loopback; name the interface (--tcp-device). A configuration fault that the "
        "next launch meets again.",
    ),
    real(
        GH + "aws-samples/aws-do-eks/pull/50",
        "aws-samples/aws-do-eks",
        "connection_error",
        "user_code",
        USER,
        "[rank8] Gloo connectFullMesh failed ... timed out connecting: SO_ERROR: Connection refused,",
        r"""
        [rank8] Warning: Unable to resolve hostname to a (local) address. Using the loopback
                address as fallback. Manually set the network interface with GLOO_SOCKET_IFNAME
        [rank8] Gloo connectFullMesh failed ... timed out connecting: SO_ERROR: Connection refused,
                remote=[127.0.0.1]:14215
        RuntimeError: Gloo connectFullMesh failed ...
        EngineCore failed to start.
        """,
        "A two-node vLLM deployment on EKS with host networking: Gloo cannot map the pod's host name to "
        "a routable address, falls back to the loopback, and the cross-node connect is refused. The "
        "fix merged with this change: set GLOO_SOCKET_IFNAME and NCCL_SOCKET_IFNAME. Deterministic "
        "until the interface is named (lines as quoted in the pull request).",
    ),
]
