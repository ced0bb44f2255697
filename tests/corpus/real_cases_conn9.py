# ruff: noqa
"""Real excerpts, batch CONN9: connection failures in training and inference jobs. c10d clients that
time out on an init address that is not the master's, a store-based barrier that counts more workers
than the world has, TCPStore and gloo sockets lost to a peer that went away with no cause in view,
Hugging Face Hub, W&B, S3 and dataset servers that a job cannot reach (no name, no route, a connect
timeout, TLS verification against an intercepting proxy), servers that dropped a download or were
down for a while, a storage account that refuses anonymous access, a port already taken. Verbatim log
lines as printed in public threads (each repository maps to the dev fold and was not in the corpus
before); labelled from what each thread concluded, or from the log where it concluded nothing (the
notes say which), before crashcart was run on them."""

from __future__ import annotations

from real_kit import HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    real(
        GH + "jeffffffli/HybrIK/issues/207",
        "jeffffffli/HybrIK",
        "connection_error",
        "user_code",
        USER,
        "RuntimeError: The client socket has failed to connect to any network address of (192.168.1.219, 23456).",
        r"""
        [W socket.cpp:663] [c10d] The client socket has failed to connect to [::ffff:192.168.1.219]:23456 (errno: 110 - Connection timed out).
        [W socket.cpp:663] [c10d] The client socket has failed to connect to [::ffff:192.168.1.219]:23456 (errno: 110 - Connection timed out).
        [W socket.cpp:663] [c10d] The client socket has failed to connect to 192.168.1.219:23456 (errno: 110 - Connection timed out).
        RuntimeError: The client socket has failed to connect to any network address of (192.168.1.219, 23456). The client socket has failed to connect to 192.168.1.219:23456 (errno: 110 - Connection timed out).
        """,
        "A single-machine training run started with --launcher pytorch takes the default TCP init "
        "address of the repository's opt.py (192.168.1.219:23456); every connect to it times out and "
        "init_process_group gives up before any step. The reporter closed it with 'solved' and no "
        "detail; the label rests on the log: an init address that is not this machine's is the launch "
        "configuration, and the next launch uses the same one.",
    ),
    real(
        GH + "PriorLabs/TabPFN/issues/72",
        "PriorLabs/TabPFN",
        "connection_error",
        "transient",
        RESTART,
        "('Connection aborted.', RemoteDisconnected('Remote end closed connection without response'))",
        r"""
        We have to download the TabPFN, as there is no checkpoint at  G:\anaconda\Lib\site-packages\tabpfn\models_diff/prior_diff_real_checkpoint_n_0_epoch_100.cpkt
        It has about 100MB, so this might take a moment.

        ('Connection aborted.', RemoteDisconnected('Remote end closed connection without response'))
        """,
        "The model's first use downloads its 100 MB checkpoint and the server closes the connection "
        "without a response. The maintainer asked whether it persists and closed the issue with no "
        "further report; the label rests on the log: a connection the server dropped mid-request is "
        "what urllib3's Retry counts as a read error to retry, a passing fault; download again.",
    ),
    real(
        GH + "radiantearth/radiant-mlhub/issues/24",
        "radiantearth/radiant-mlhub",
        "connection_error",
        "transient",
        RESTART,
        "http.client.RemoteDisconnected: Remote end closed connection without response",
        r"""
        Traceback (most recent call last):
          File "/path/to/environment/lib/python3.6/site-packages/urllib3/connectionpool.py", line 706, in urlopen
            chunked=chunked,
          File "/path/to/environment/lib/python3.6/site-packages/urllib3/connectionpool.py", line 445, in _make_request
            six.raise_from(e, None)
          File "<string>", line 3, in raise_from
          File "/path/to/environment/lib/python3.6/site-packages/urllib3/connectionpool.py", line 440, in _make_request
            httplib_response = conn.getresponse()
          File "/usr/lib/python3.6/http/client.py", line 1373, in getresponse
            response.begin()
          File "/usr/lib/python3.6/http/client.py", line 311, in begin
            version, status, reason = self._read_status()
          File "/usr/lib/python3.6/http/client.py", line 280, in _read_status
            raise RemoteDisconnected("Remote end closed connection without"
        http.client.RemoteDisconnected: Remote end closed connection without response
        """,
        "Downloading a training-data archive from Radiant MLHub: the connection breaks mid-download. "
        "The maintainers' conclusion: connections break on large downloads over an inconsistent link; "
        "their fix (v0.1.1) retries requests that fail on connection errors and resumes the archive. "
        "The fault passes; the next attempt (with resume) completes.",
    ),
    real(
        GH + "Stability-AI/generative-models/issues/222",
        "Stability-AI/generative-models",
        "connection_error",
        "user_code",
        USER,
        "huggingface_hub.utils._errors.LocalEntryNotFoundError: An error happened while trying to locate the file on the Hub",
        r"""
        huggingface_hub.utils._errors.LocalEntryNotFoundError: An error happened while trying to locate the file on the Hub and we cannot find the requested files in the local cache. Please check your connection and try again or make sure your Internet connection is on
        """,
        "Loading a model: the Hub cannot be reached and no cached copy exists. No reply in the thread; "
        "the label rests on the log (as for the other Hub-unreachable cases of the corpus): a machine "
        "that cannot reach the Hub before any work started meets the same network on the next launch; "
        "the vendor's fix is the network (proxy) or a local copy with offline mode.",
    ),
    real(
        GH + "czy1999/TKGQA_Competition_Baseline/issues/1",
        "czy1999/TKGQA_Competition_Baseline",
        "connection_error",
        "user_code",
        USER,
        "huggingface_hub.utils._errors.LocalEntryNotFoundError: Connection error, and we cannot find the requested files in the disk cache.",
        r"""
            raise LocalEntryNotFoundError(
        huggingface_hub.utils._errors.LocalEntryNotFoundError: Connection error, and we cannot find the requested files in the disk cache. Please try again or make sure your Internet connection is on.
        """,
        "Data preprocessing cannot reach huggingface.co to fetch the pretrained language model. The "
        "maintainer: a network problem; change the network or download the pretrained model locally "
        "and load it from disk. The job's own network or configuration must change first.",
    ),
    real(
        GH + "wandb/server/issues/83",
        "wandb/server",
        "connection_error",
        "user_code",
        USER,
        "socket.gaierror: [Errno -2] Name or service not known",
        r"""
        YOLOR 🚀 v0.1-43-g8b72ac7 torch 1.9.0+cu111 CUDA:0 (A100-SXM4-40GB, 40537.1875MB)

        Retry attempt failed:
        Traceback (most recent call last):
          File "/nlsasfs/home/reflexion/chandnip/Conda/envs/yolov7/lib/python3.8/site-packages/urllib3/connection.py", line 174, in _new_conn
            conn = connection.create_connection(
          File "/nlsasfs/home/reflexion/chandnip/Conda/envs/yolov7/lib/python3.8/site-packages/urllib3/util/connection.py", line 72, in create_connection
            for res in socket.getaddrinfo(host, port, family, socket.SOCK_STREAM):
          File "/nlsasfs/home/reflexion/chandnip/Conda/envs/yolov7/lib/python3.8/socket.py", line 918, in getaddrinfo
            for res in _socket.getaddrinfo(host, port, family, type, proto, flags):
        socket.gaierror: [Errno -2] Name or service not known
        """,
        "A YOLOv7 training job launched by a batch script on a cluster's A100 node cannot start "
        "because W&B's client cannot resolve its server's name. No answer in the thread; the label rests "
        "on the log: a name the resolver does not know (EAI_NONAME) on a compute node is the node's "
        "network or the job's W&B configuration (offline mode), which the next launch meets again.",
    ),
    real(
        GH + "huggingface/lerobot/issues/2566",
        "huggingface/lerobot",
        "connection_error",
        "user_code",
        USER,
        "urllib3.exceptions.MaxRetryError: HTTPSConnectionPool(host='huggingface.co', port=443): Max retries exceeded with url: /api/models/google/paligemma-3b-pt-224",
        r"""
        '(MaxRetryError("HTTPSConnectionPool(host='huggingface.co', port=443): Max retries exceeded with url: /google/paligemma-3b-pt-224/resolve/main/tokenizer_config.json (Caused by ConnectTimeoutError(<urllib3.connection.HTTPSConnection object at 0x000002464D4B5510>, 'Connection to huggingface.co timed out. (connect timeout=10)'))"), '(Request ID: 9657c3e2-0133-4814-abdb-36cd89ad2e94)')' thrown while requesting HEAD https://huggingface.co/google/paligemma-3b-pt-224/resolve/main/tokenizer_config.json
        WARNING:huggingface_hub.utils._http:'(MaxRetryError("HTTPSConnectionPool(host='huggingface.co', port=443): Max retries exceeded with url: /google/paligemma-3b-pt-224/resolve/main/tokenizer_config.json (Caused by ConnectTimeoutError(<urllib3.connection.HTTPSConnection object at 0x000002464D4B5510>, 'Connection to huggingface.co timed out. (connect timeout=10)'))"), '(Request ID: 9657c3e2-0133-4814-abdb-36cd89ad2e94)')' thrown while requesting HEAD https://huggingface.co/google/paligemma-3b-pt-224/resolve/main/tokenizer_config.json
        Retrying in 8s [Retry 4/5].
        WARNING:huggingface_hub.utils._http:Retrying in 8s [Retry 4/5].
        Traceback (most recent call last):
          File "C:\Users\sunhaosen\.conda\envs\lerobot_newpi\lib\site-packages\requests\adapters.py", line 644, in send
            resp = conn.urlopen(
          File "C:\Users\sunhaosen\.conda\envs\lerobot_newpi\lib\site-packages\urllib3\connectionpool.py", line 841, in urlopen
            retries = retries.increment(
          File "C:\Users\sunhaosen\.conda\envs\lerobot_newpi\lib\site-packages\urllib3\util\retry.py", line 519, in increment
            raise MaxRetryError(_pool, url, reason) from reason  # type: ignore[arg-type]
        urllib3.exceptions.MaxRetryError: HTTPSConnectionPool(host='huggingface.co', port=443): Max retries exceeded with url: /api/models/google/paligemma-3b-pt-224/tree/main/additional_chat_templates?recursive=False&expand=False (Caused by ConnectTimeoutError(<urllib3.connection.HTTPSConnection object at 0x000002464D4B5C00>, 'Connection to huggingface.co timed out. (connect timeout=None)'))
        """,
        "Starting pi0.5 inference on a machine without a route to huggingface.co: the tokenizer "
        "processor looks up google/paligemma-3b-pt-224 on the Hub and every connect times out after "
        "huggingface_hub's retries. The question (why inference contacts the Hub) was answered by the "
        "project making the tokenizer source configurable for offline use; the machine's network or the "
        "job's offline configuration is the fix, and a relaunch meets the same timeout.",
    ),
    real(
        GH + "thu-coai/CDial-GPT/issues/103",
        "thu-coai/CDial-GPT",
        "connection_error",
        "user_code",
        USER,
        "RuntimeError: Address already in use",
        r"""
        RuntimeError: Address already in use
        """,
        "Fine-tuning with torch.distributed.launch while another job on the machine holds the default "
        "master port 29500. The reporter's own diagnosis and fix (confirmed in the thread): pass a "
        "different --master_port. The port stays taken on the next launch until the launch changes.",
    ),
    real(
        GH + "Computer-Vision-in-the-Wild/Elevater_Toolkit_IC/issues/11",
        "Computer-Vision-in-the-Wild/Elevater_Toolkit_IC",
        "storage_error",
        "user_code",
        USER,
        "requests.exceptions.HTTPError: 409 Client Error: Public access is not permitted on this storage account.",
        r"""
        requests.exceptions.HTTPError: 409 Client Error: Public access is not permitted on this storage account. for url: https://cvinthewildeus.blob.core.windows.net/datasets/classification/cifar_10_20211007/test.txt
        """,
        "The benchmark's dataset download from Azure Blob Storage is refused: the storage account no "
        "longer permits anonymous access. The maintainers' fix: append a read SAS token to every link "
        "(the toolkit was updated with it). The request is refused until its credentials change.",
    ),
    real(
        GH + "Physical-Intelligence/openpi/issues/262",
        "Physical-Intelligence/openpi",
        "connection_error",
        "user_code",
        USER,
        "socket.gaierror: [Errno -2] Name or service not known",
        r"""
        INFO:openpi.shared.download:Downloading s3://openpi-assets/checkpoints/pi0_fast_droid to /home/pablo/.cache/openpi/openpi-assets/checkpoints/pi0_fast_droid
        Traceback (most recent call last):
          File "/home/pablo/0Dev/repos/openpi/.venv/lib/python3.11/site-packages/urllib3/connection.py", line 198, in _new_conn
            sock = connection.create_connection(
                   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
          File "/home/pablo/0Dev/repos/openpi/.venv/lib/python3.11/site-packages/urllib3/util/connection.py", line 60, in create_connection
            for res in socket.getaddrinfo(host, port, family, socket.SOCK_STREAM):
                       ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
          File "/home/pablo/.local/share/uv/python/cpython-3.11.11-linux-x86_64-gnu/lib/python3.11/socket.py", line 974, in getaddrinfo
            for res in _socket.getaddrinfo(host, port, family, type, proto, flags):
                       ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
        socket.gaierror: [Errno -2] Name or service not known

        The above exception was the direct cause of the following exception:
        """,
        "Serving a policy downloads its checkpoint from S3 first, and the S3 endpoint's name does not "
        "resolve on the machine. The thread closed without a stated cause; the label rests on the log: "
        "a name the resolver does not know (EAI_NONAME) before any work is the machine's DNS or the "
        "endpoint configuration, the same on the next launch.",
    ),
    real(
        GH + "CGCL-codes/pFedSD/issues/3",
        "CGCL-codes/pFedSD",
        "connection_error",
        "unknown",
        HUMAN,
        "RuntimeError: [../third_party/gloo/gloo/transport/tcp/pair.cc:598] Connection closed by peer [172.28.0.12]:43185",
        r"""
        Process Process-4:
        Traceback (most recent call last):
          File "/usr/lib/python3.10/multiprocessing/process.py", line 314, in _bootstrap
            self.run()
          File "/usr/lib/python3.10/multiprocessing/process.py", line 108, in run
            self._target(*self._args, **self._kwargs)
          File "/content/pFedSD/run_gloo.py", line 82, in main
            process.run()
          File "/content/pFedSD/pcode/workers/worker_pFedSD.py", line 47, in run
            self._send_model_to_master()
          File "/content/pFedSD/pcode/workers/worker_base.py", line 304, in _send_model_to_master
            dist.send(tensor=flatten_model.buffer, dst=0)
          File "/usr/local/lib/python3.10/dist-packages/torch/distributed/distributed_c10d.py", line 1295, in send
            default_pg.send([tensor], dst, tag).wait()
        RuntimeError: [../third_party/gloo/gloo/transport/tcp/pair.cc:598] Connection closed by peer [172.28.0.12]:43185
        """,
        "A federated-learning worker loses its gloo connection to the master (rank 0) while sending its "
        "model. Nothing in the log says why the master went away, and the thread has no answer: a lost "
        "peer with no cause in view is for a person to read.",
        ambiguous=True,
    ),
    real(
        GH + "nanoporetech/bonito/issues/358",
        "nanoporetech/bonito",
        "connection_error",
        "user_code",
        USER,
        "socket.gaierror: [Errno -2] Name or service not known",
        r"""
        Traceback (most recent call last):
          File "/home/xuebl/anaconda3/envs/bonito/lib/python3.10/site-packages/urllib3/connection.py", line 174, in _new_conn
            conn = connection.create_connection(
          File "/home/xuebl/anaconda3/envs/bonito/lib/python3.10/site-packages/urllib3/util/connection.py", line 72, in create_connection
            for res in socket.getaddrinfo(host, port, family, socket.SOCK_STREAM):
          File "/home/xuebl/anaconda3/envs/bonito/lib/python3.10/socket.py", line 955, in getaddrinfo
            for res in _socket.getaddrinfo(host, port, family, type, proto, flags):
        socket.gaierror: [Errno -2] Name or service not known
        """,
        "`bonito download --training` cannot resolve the download server's name. The thread closed "
        "without a stated cause; the label rests on the log: a name the resolver does not know before "
        "any work is the machine's DNS or network, which the next launch meets again.",
    ),
    real(
        GH + "Wuziyi616/EventCLIP/issues/8",
        "Wuziyi616/EventCLIP",
        "connection_error",
        "user_code",
        USER,
        "wandb: ERROR Run initialization has timed out after 90.0 sec.",
        r"""
        (eventclip) mazc@amax:/data1/mazc/wx/EventCLIP-main$ python train.py --params configs/fsclip/joint_adapter/joint_fsclip_ncars_params.py --num_shots 5 --fp16 --cudnn
        Set params.train_batch_size=10 for N-Cars
        INFO: using FP16 training!
        INFO: using cudnn benchmark!
        100%|███████████████████████████████████████| 890M/890M [01:24<00:00, 11.0MiB/s]
        Rename background to background
        Rename cars to car
        Saving split file to /data1/mazc/wx/EventCLIP-main/datasets/files/NCars/5shot-repeat=False.pkl
        Rename background to background
        Rename cars to car
        Tune text features as well!
        wandb: Using wandb-core as the SDK backend.  Please refer to https://wandb.me/wandb-core for more information.
        wandb: W&B API key is configured. Use `wandb login --relogin` to force relogin
        wandb: Network error (SSLError), entering retry loop.
        wandb: ERROR Run initialization has timed out after 90.0 sec. Please try increasing the timeout with the `init_timeout` setting: `wandb.init(settings=wandb.Settings(init_timeout=120))`.
        Traceback (most recent call last):
          File "/data1/mazc/wx/EventCLIP-main/train.py", line 149, in <module>
            main(params)
          File "/data1/mazc/wx/EventCLIP-main/train.py", line 77, in main
        """,
        "Training stops before its first step because W&B's run initialisation never reaches the "
        "server (TLS errors in its retry loop) and times out. No answer in the thread; the label rests "
        "on the log: W&B's client already retried, and the machine's network, proxy or W&B mode must "
        "change before a relaunch gets further.",
    ),
    real(
        GH + "momentum-robotics-lab/deformgs/issues/7",
        "momentum-robotics-lab/deformgs",
        "connection_error",
        "user_code",
        USER,
        "wandb: ERROR Run initialization has timed out after 600 sec.",
        r"""
        (deformgs) ➜  deformgs git:(main) ✗ ./run_scripts/run_all_robo360.sh
        wandb: Using wandb-core as the SDK backend.  Please refer to https://wandb.me/wandb-core for more information.
        wandb: W&B API key is configured. Use `wandb login --relogin` to force relogin
        wandb: Network error (ConnectTimeout), entering retry loop.
        wandb: ERROR Run initialization has timed out after 600 sec. Please try increasing the timeout with the `init_timeout` setting: `wandb.init(settings=wandb.Settings(init_timeout=120))`.
        Traceback (most recent call last):
          File "train.py", line 719, in <module>
            wandb.init(project=args.wandb_project,name=args.wandb_name)
          File "/home/cyberbus/anaconda3/envs/deformgs/lib/python3.7/site-packages/wandb/sdk/wandb_init.py", line 1271, in init
            wandb._sentry.reraise(e)
        """,
        "train.py's wandb.init cannot connect to W&B (connect timeouts for ten minutes) and the run "
        "never starts. The thread closed without a stated cause; the label rests on the log: a client "
        "that never reached its service before any training, after its own retries, is the machine's "
        "network or the job's W&B configuration.",
    ),
    real(
        GH + "timesler/facenet-pytorch/issues/100",
        "timesler/facenet-pytorch",
        "connection_error",
        "user_code",
        USER,
        "urllib.error.URLError: <urlopen error [SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed: self signed certificate in certificate chain (_ssl.c:1076)>",
        r"""
        urllib.error.URLError: <urlopen error [SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed: self signed certificate in certificate chain (_ssl.c:1076)>
        """,
        "Fetching the pretrained VGGFace2 weights fails TLS verification: a self-signed certificate in "
        "the chain (an intercepting proxy). The reporter solved it by changing the client's TLS context; "
        "the machine's trust store fails the same way on the next run.",
    ),
    real(
        GH + "huggingface/sentence-transformers/issues/1497",
        "huggingface/sentence-transformers",
        "connection_error",
        "user_code",
        USER,
        "SSLError: HTTPSConnectionPool(host='huggingface.co', port=443): Max retries exceeded with url: /api/models/sentence-transformers/all-MiniLM-L6-v2",
        r"""
        SSLError: HTTPSConnectionPool(host='huggingface.co', port=443): Max retries exceeded with url: /api/models/sentence-transformers/all-MiniLM-L6-v2 (Caused by SSLError(SSLCertVerificationError(1, '[SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed: unable to get local issuer certificate (_ssl.c:1129)')))
        """,
        "Instantiating a SentenceTransformer fails TLS verification against huggingface.co (unknown "
        "issuer). The answer in the thread: something is wrong with the network (a proxy replacing the "
        "certificate). Verification fails the same way until the trust store or proxy changes.",
    ),
    real(
        GH + "tunib-ai/parallelformers/issues/54",
        "tunib-ai/parallelformers",
        "connection_error",
        "user_code",
        USER,
        "RuntimeError: Timed out initializing process group in store based barrier on rank: 7",
        r"""
        RuntimeError: Timed out initializing process group in store based barrier on rank: 7, for key: store_based_barrier_key:1 (world_size=8, worker_count=9, timeout=0:30:00) WARNING No nodes ran. Repeat the previous runner.py:213 command to attempt a new run. [10/15/23 12:57:26] ERROR Node 'sort_using_baal: node.py:356 preprocess_and_sort([baal.reed_textkernel_labeled,params:reed.pretrained_model_name,reed.aimwel_labeled.finetuned_pre_trained_isco_classifier]) -> [reed.textkernel_labeled.sorted_jobs,baal.reed_textkernel_labeled_parquet]' failed with error: Timed out initializing process group in store based barrier on rank: 7, for key: store_based_barrier_key:1 (world_size=8, worker_count=9, timeout=0:30:00)
        """,
        "parallelize() over 8 GPUs inside a Kedro pipeline: the store-based barrier counted 9 workers "
        "for a world of 8 and timed out. No answer in the thread; the label rests on the log: more "
        "processes checked in on the store's key than the group has ranks, so another process or an "
        "earlier attempt shares the store's address (or file); that is the launch's configuration, and "
        "a relaunch with the same store meets it again.",
    ),
    real(
        GH + "tdrussell/diffusion-pipe/issues/333",
        "tdrussell/diffusion-pipe",
        "connection_error",
        "unknown",
        HUMAN,
        "[rank6]:[W729 10:15:17.529361055 TCPStore.cpp:125] [c10d] recvValue failed on SocketImpl(fd=76, addr=[localhost]:60950, remote=[localhost]:29500): Connection reset by peer",
        r"""
        [rank6]:[W729 10:15:17.529361055 TCPStore.cpp:125] [c10d] recvValue failed on SocketImpl(fd=76, addr=[localhost]:60950, remote=[localhost]:29500): Connection reset by peer
        Exception raised from recvBytes at /pytorch/torch/csrc/distributed/c10d/Utils.hpp:675 (most recent call first):
        frame #0: c10::Error::Error(c10::SourceLocation, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >) + 0x98 (0x7faded9785e8 in /apdcephfs_zwfy/share_302496568/zhenhaoyang/virtual_env/miniforge3/envs/wan/lib/python3.12/site-packages/torch/lib/libc10.so)
        [rank7]:[W729 10:15:18.604907039 ProcessGroupNCCL.cpp:1662] [PG ID 0 PG GUID 0(default_pg) Rank 7] Failed to check the "should dump" flag on TCPStore, (maybe TCPStore server has shut down too early), with error: Broken pipe
        [2025-07-29 10:15:18,868] [INFO] [launch.py:319:sigkill_handler] Killing subprocess 1601061
        [rank6]:[W729 10:15:19.588446925 TCPStore.cpp:106] [c10d] sendBytes failed on SocketImpl(fd=76, addr=[localhost]:60950, remote=[localhost]:29500): Broken pipe
        """,
        "While the ranks load a dataset from disk, the TCPStore on rank 0 goes away under the others and "
        "DeepSpeed's launcher kills the rest. The thread is open without an answer; the store's "
        "connection lost on the other ranks is the echo of rank 0 ending for a reason the log does not "
        "show (the title says the exit came while loading data), so a person reads rank 0's own output.",
        ambiguous=True,
    ),
    real(
        GH + "qibin0506/Cortex/issues/17",
        "qibin0506/Cortex",
        "connection_error",
        "unknown",
        HUMAN,
        "[rank2]:[W901 21:19:02.185931323 TCPStore.cpp:125] [c10d] recvValue failed on SocketImpl(fd=52, addr=[localhost]:40718, remote=[localhost]:29500): Connection reset by peer",
        r"""
        [2025-09-01 21:15:36] restore steps_dict = {'global_steps': 50498, 'cur_lr': 4e-05, 'lr_steps': 16831, 'cosine_annealing_base_lr': 0.002, 't_cur': 10714, 'cycle': 0}
        [2025-09-01 21:15:36] restore steps_dict = {'global_steps': 50498, 'cur_lr': 4e-05, 'lr_steps': 16831, 'cosine_annealing_base_lr': 0.002, 't_cur': 10714, 'cycle': 0}
        [2025-09-01 21:15:36] restore steps_dict = {'global_steps': 50498, 'cur_lr': 4e-05, 'lr_steps': 16831, 'cosine_annealing_base_lr': 0.002, 't_cur': 10714, 'cycle': 0}
        [2025-09-01 21:15:36] restore steps_dict = {'global_steps': 50498, 'cur_lr': 4e-05, 'lr_steps': 16831, 'cosine_annealing_base_lr': 0.002, 't_cur': 10714, 'cycle': 0}
        [rank2]:[W901 21:19:02.185931323 TCPStore.cpp:125] [c10d] recvValue failed on SocketImpl(fd=52, addr=[localhost]:40718, remote=[localhost]:29500): Connection reset by peer
        Exception raised from recvBytes at /pytorch/torch/csrc/distributed/c10d/Utils.hpp:679 (most recent call first):
        frame #0: c10::Error::Error(c10::SourceLocation, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >) + 0x80 (0x7f6d9ae12eb0 in /home/youwei/github/Cortex/.venv/lib/python3.12/site-packages/torch/lib/libc10.so)
        frame #1: <unknown function> + 0x5d694d1 (0x7f6ddc7ef4d1 in /home/youwei/github/Cortex/.venv/lib/python3.12/site-packages/torch/lib/libtorch_cpu.so)
        """,
        "Resuming stage-1 pretraining from its saved step counter on four ranks: three minutes later "
        "rank 2 loses the TCPStore on the master (localhost:29500). The excerpt shows no cause on the "
        "master rank and the thread states none; the store's reset is the echo of the process that held "
        "it ending, for a person to trace.",
        ambiguous=True,
    ),
    real(
        GH + "Zeying-Gong/Falcon/issues/12",
        "Zeying-Gong/Falcon",
        "connection_error",
        "unknown",
        HUMAN,
        "[rank1]:[W724 19:26:07.130163445 TCPStore.cpp:125] [c10d] recvValue failed on SocketImpl(fd=30, addr=[::ffff:127.0.0.1]:54736, remote=[::ffff:127.0.0.1]:8738): failed to recv, got 0 bytes",
        r"""
        [rank0]:[W724 19:26:06.079439421 ProcessGroupNCCL.cpp:1479] Warning: WARNING: destroy_process_group() was not called before program exit, which can leak resources. For more info, please see https://pytorch.org/docs/stable/distributed.html#shutdown (function operator())
        [rank1]:[W724 19:26:07.130163445 TCPStore.cpp:125] [c10d] recvValue failed on SocketImpl(fd=30, addr=[::ffff:127.0.0.1]:54736, remote=[::ffff:127.0.0.1]:8738): failed to recv, got 0 bytes
        Exception raised from recvBytes at /pytorch/torch/csrc/distributed/c10d/Utils.hpp:678 (most recent call first):
        E0724 19:26:09.611950 4311 root/miniconda3/envs/falcon/lib/python3.9/site-packages/torch/distributed/elastic/multiprocessing/api.py:874] failed (exitcode: -6) local_rank: 0 (pid: 4372) of binary: /root/miniconda3/envs/falcon/bin/python
        """,
        "DD-PPO training on four GPUs crashes just before it completes, in every trial: rank 0 leaves "
        "without destroy_process_group and ends with SIGABRT (-6), and rank 1 loses the TCPStore rank 0 "
        "held. The thread is open without an answer; why rank 0 aborted is not in the log, so a person "
        "decides (the reporter's repeated trials say a restart would end the same way).",
        ambiguous=True,
    ),
    real(
        GH + "gdlg/panoramic-depth-estimation/issues/1",
        "gdlg/panoramic-depth-estimation",
        "connection_error",
        "transient",
        RESTART,
        "Connecting to hades.ext.dur.ac.uk (hades.ext.dur.ac.uk)|129.234.103.162|:443... failed: Connection refused.",
        r"""
        Connecting to hades.ext.dur.ac.uk (hades.ext.dur.ac.uk)|129.234.103.162|:443... failed: Connection refused.
        """,
        "The dataset's download server refuses connections. The maintainer fixed the server and the "
        "same download works again with no change on the user's side: the fault was the service's and "
        "passed (a refused connect alone cannot tell this from a wrong address; the thread can).",
    ),
]
