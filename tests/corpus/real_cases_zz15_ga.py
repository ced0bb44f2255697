# ruff: noqa
"""Real excerpts, batch ZZ15-GA: development-fold failures at LAUNCH time of multi-process and
multi-node GPU jobs, as users paste them: Slurm job submission and job steps that are refused
(accounts, node configuration, munge authentication), launchers that cannot find what they start
(sbatch, srun missing), ports already in use when two launches share a machine, rendezvous hosts
left empty or never set (MASTER_ADDR missing when a script is started without a launcher), servers
that cannot bind the address they were given, Ray clusters whose head cannot be reached, launchers
and scripts that disagree about how the rank is handed over (`--local-rank` vs `--local_rank`, a
command line pasted twice, the wrong entry script), a DeepSpeed `--include` that names a GPU the host
does not have, and torchrun agents that tear the other ranks down after one rank failed. Gathered
from GitHub issue threads of repositories new to the corpus whose `fold_of(repo)` is "dev" (research
code, RL and multimodal training repos, an HPC runtime, an AI-agent tool that writes Slurm scripts).
The forum hosts allowed for this batch (stackoverflow.com, askubuntu.com, reddit.com, ...) were
searched too, but the stored page index returned none of their threads for these errors, so every
case here is a GitHub thread. Many phrasings were searched (DeepSpeed pdsh/ssh/hostfile, "was not
reachable via ssh", mpirun/ORTE daemons, Horovod ssh checks, RendezvousConnectionError/TimeoutError/
ClosedError, EADDRINUSE, Name or service not known, store-based barrier timeouts, srun step and gres
errors, munge, PMIx, Ray GCS, jax.distributed, mp.spawn SIGKILL, NCCL bootstrap, NCCL missing on
Windows); most hits came from big repositories already in the corpus or from repositories in the
test fold, so this batch holds what the searches returned in new dev-fold repositories, taken as it
came and not picked for what crashcart can do. Nobody ran crashcart on these cases before they were
labelled. Verbatim log lines as printed in each thread (trimmed to the relevant part; markdown quote
markers removed); labelled from what each thread concluded, or from the log where it concluded
nothing (the notes say which)."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    # --- ports and addresses the launched processes cannot bind ----------------------------------
    real(
        GH + "QianyiWu/objectsdf_plus/issues/8",
        "QianyiWu/objectsdf_plus",
        "connection_error",
        "user_code",
        USER,
        "errno: 98 - Address already in use",
        r"""
        terminal 1:CUDA_VISIBLE_DEVICES=1 torchrun --nproc_per_node=1 --nnodes=1 --node_rank=0 training/exp_runner.py --conf confs/replica_objsdfplus.conf --scan_id 4

        terminal 2:CUDA_VISIBLE_DEVICES=2 torchrun --nproc_per_node=1 --nnodes=1 --node_rank=0 training/exp_runner.py --conf confs/replica_objsdfplus.conf --scan_id 5

        RuntimeError: The server socket has failed to listen on any local network address. The server socket has failed to bind to [::]:29500 (errno: 98 - Address already in use). The server socket has failed to bind to 0.0.0.0:29500 (errno: 98 - Address already in use).
        """,
        "Two single-GPU torchrun launches of the ObjectSDF++ trainer started side by side on one "
        "machine: the second cannot bind the default rendezvous port 29500 that the first already "
        "holds. The maintainer's answer: give each experiment its own --master_port. A launch "
        "configuration error that repeats on every retry until the port is changed.",
    ),
    real(
        GH + "EvolvingLMMs-Lab/Otter/issues/11",
        "EvolvingLMMs-Lab/Otter",
        "connection_error",
        "user_code",
        USER,
        "The server socket has failed to bind to [::]:29500 (errno: 98 - Address already in use).",
        r"""
        WARNING:torch.distributed.run:                                                                                                                            *****************************************
        Setting OMP_NUM_THREADS environment variable for each process to be 1 in default, to avoid your system being overloaded, please further tune the variable
        for optimal performance in your application as needed.                                                                                                    *****************************************
        [W socket.cpp:426] [c10d] The server socket has failed to bind to [::]:29500 (errno: 98 - Address already in use).
        [W socket.cpp:426] [c10d] The server socket has failed to listen on [::]:29500 (errno: 98 - Address already in use).                                      [W socket.cpp:426] [c10d] The server socket has failed to bind to [::]:29500 (errno: 98 - Address already in use).
        [W socket.cpp:426] [c10d] The server socket has failed to listen on [::]:29500 (errno: 98 - Address already in use).
        """,
        "A user training Otter under Slurm pastes what the job printed: several torchrun agents on "
        "the node all try to host the rendezvous store on port 29500 and find it taken. The user "
        "concludes the Slurm submit command is wrong (more launcher tasks per node than intended) "
        "and asks the maintainers for theirs. A launch configuration error: the same submission "
        "fails the same way until the tasks per node or the ports are fixed.",
    ),
    real(
        GH + "alpa-projects/alpa/issues/701",
        "alpa-projects/alpa",
        "connection_error",
        "user_code",
        USER,
        "Cannot assign requested address",
        r"""
        (ProfileWorker pid=1920, ip=192.168.0.10) E0916 03:27:42.783671550    1920 server_chttp2.cc:40]        {"created":"@1663298862.783633550","description":"No address added out of total 1 resolved","file":"external/com_github_grpc_grpc/src/core/ext/transport/chttp2/server/chttp2_server.cc","file_line":395,"referenced_errors":[{"created":"@1663298862.783630250","description":"Unable to configure socket","fd":38,"file":"external/com_github_grpc_grpc/src/core/lib/iomgr/tcp_server_utils_posix_common.cc","file_line":216,"referenced_errors":[{"created":"@1663298862.783627150","description":"Cannot assign requested address","errno":99,"file":"external/com_github_grpc_grpc/src/core/lib/iomgr/tcp_server_utils_posix_common.cc","file_line":189,"os_error":"Cannot assign requested address","syscall":"bind"}]}]}
        (ProfileWorker pid=1920, ip=192.168.0.10) 2022-09-16 03:27:42,785	ERROR worker.py:756 -- Exception raised in creation task: The actor died because of an error raised in its creation task, ray::ProfileWorker.__init__() (pid=1920, ip=192.168.0.10, repr=<alpa.pipeline_parallel.stage_profiling.ProfileWorker object at 0x7efe828c4b20>)
        (ProfileWorker pid=1399, ip=192.168.0.10)   File "/home/saemal/.local/lib/python3.8/site-packages/alpa/device_mesh.py", line 954, in __init__
        (ProfileWorker pid=1399, ip=192.168.0.10)     self._launch_xla_servers()
        (ProfileWorker pid=1399, ip=192.168.0.10)   File "/home/saemal/.local/lib/python3.8/site-packages/alpa/device_mesh.py", line 968, in _launch_xla_servers
        (ProfileWorker pid=1399, ip=192.168.0.10)     self.service_server = xla_client._xla.get_distributed_runtime_service(
        (ProfileWorker pid=1399, ip=192.168.0.10) jaxlib.xla_extension.XlaRuntimeError: UNKNOWN: Failed to start RPC server
        """,
        "Alpa's WideResNet benchmark on a two-node Ray cluster: every stage-profiling worker on "
        "192.168.0.10 dies while starting its XLA distributed-runtime server, because gRPC cannot "
        "bind the address it was given (errno 99, Cannot assign requested address), so all profiled "
        "costs come back as inf. Lines from two workers of the same host as pasted in the thread. "
        "The thread records no fix; labelled from the log: the address handed to the server is not "
        "one this host owns (a node-IP / network setup problem of the cluster as configured), which "
        "fails identically on every launch until the addresses are set right.",
        culprit={"nodes": ["192.168.0.10"], "ranks": []},
    ),
    real(
        GH + "HRNet/HRNet-Semantic-Segmentation/issues/160",
        "HRNet/HRNet-Semantic-Segmentation",
        "connection_error",
        "user_code",
        USER,
        "RuntimeError: Address already in use",
        r"""
        Traceback (most recent call last):
          File "tools/train.py", line 295, in <module>
            main()
          File "tools/train.py", line 99, in main
            backend="nccl", init_method="env://",
          File "/home/zhh/anaconda3/envs/py3.6/lib/python3.6/site-packages/torch/distributed/distributed_c10d.py", line 406, in init_process_group
            store, rank, world_size = next(rendezvous(url))
          File "/home/zhh/anaconda3/envs/py3.6/lib/python3.6/site-packages/torch/distributed/rendezvous.py", line 143, in _env_rendezvous_handler
            store = TCPStore(master_addr, master_port, world_size, start_daemon)
        **RuntimeError: Address already in use**
        Traceback (most recent call last):
          File "/home/zhh/anaconda3/envs/py3.6/lib/python3.6/runpy.py", line 193, in _run_module_as_main
            "__main__", mod_spec)
          File "/home/zhh/anaconda3/envs/py3.6/lib/python3.6/runpy.py", line 85, in _run_code
            exec(code, run_globals)
          File "/home/zhh/anaconda3/envs/py3.6/lib/python3.6/site-packages/torch/distributed/launch.py", line 235, in <module>
            main()
        """,
        "`python -m torch.distributed.launch --nproc_per_node=4 tools/train.py ...` for the HRNet "
        "segmentation trainer: rank 0 cannot create the TCPStore on the default master port, and "
        "the launcher then fails with CalledProcessError (the issue title). The thread records no "
        "answer; labelled from the log: the env:// rendezvous port is already taken on this machine "
        "(another launch still holding it), a launch configuration the user fixes with another "
        "--master_port. The bold markers are as the user pasted them (markdown quote markers removed).",
    ),
    real(
        GH + "jeffffffli/res-loglikelihood-regression/issues/60",
        "jeffffffli/res-loglikelihood-regression",
        "connection_error",
        "user_code",
        USER,
        "[E socket.cpp:435] [c10d] The server socket has failed to listen on any local network address.",
        r"""
        [W socket.cpp:401] [c10d] The server socket has failed to bind to [::]:23456 (errno: 98 - Address already in use).
        [W socket.cpp:401] [c10d] The server socket has failed to bind to 0.0.0.0:23456 (errno: 98 - Address already in use).
        [E socket.cpp:435] [c10d] The server socket has failed to listen on any local network address.
        [W socket.cpp:401] [c10d] The server socket has failed to bind to [::]:23456 (errno: 98 - Address already in use).
        [W socket.cpp:401] [c10d] The server socket has failed to bind to 0.0.0.0:23456 (errno: 98 - Address already in use).
        [E socket.cpp:435] [c10d] The server socket has failed to listen on any local network address.
        [W socket.cpp:401] [c10d] The server socket has failed to bind to [::]:23456 (errno: 98 - Address already in use).
        [W socket.cpp:401] [c10d] The server socket has failed to bind to 0.0.0.0:23456 (errno: 98 - Address already in use).
        [E socket.cpp:435] [c10d] The server socket has failed to listen on any local network address.
        [W socket.cpp:401] [c10d] The server socket has failed to bind to [::]:23456 (errno: 98 - Address already in use).
        [W socket.cpp:401] [c10d] The server socket has failed to bind to 0.0.0.0:23456 (errno: 98 - Address already in use).
        [E socket.cpp:435] [c10d] The server socket has failed to listen on any local network address.
        Traceback (most recent call last):
        """,
        '"ddp端口报错" (DDP port error) in the RLE pose-regression trainer: the TCP store cannot be '
        "bound on the fixed port 23456 of the init URL, and the same three lines repeat four times "
        "(once per spawned process, it appears). The thread records no answer (closed); labelled from the log: the rendezvous port is "
        "occupied on the machine (typically an earlier or parallel run), a launch setting the user "
        "changes; a retry on the same port fails the same way.",
    ),
    # --- rendezvous / cluster heads that cannot be reached ----------------------------------------
    real(
        GH + "ModalMinds/MM-EUREKA/issues/54",
        "ModalMinds/MM-EUREKA",
        "connection_error",
        "user_code",
        USER,
        "Failed to connect to GCS at address :6379 within 5 seconds.",
        r"""
        + sleep 30
        + ray start --address=:6379 --num-gpus 8 --block
        Local node IP: 127.0.0.1
        [2025-07-23 10:05:49,679 W 51000 51000] gcs_rpc_client.h:151: Failed to connect to GCS at address :6379 within 5 seconds.
        [2025-07-23 10:06:19,681 W 51000 51000] gcs_client.cc:183: Failed to get cluster ID from GCS server: TimedOut: Timed out while waiting for GCS to become available.
        """,
        "The MM-EUREKA RL training script starts a Ray worker on each non-head node with "
        "`ray start --address=$MASTER_ADDR:6379`; here the address is empty (`:6379`), so the node "
        "never joins the head. The maintainer's answer: the MASTER_ADDR environment variable is "
        "missing. A launch configuration error that fails the same way on every attempt.",
    ),
    real(
        GH + "ModalMinds/MM-EUREKA/issues/37",
        "ModalMinds/MM-EUREKA",
        "connection_error",
        "user_code",
        USER,
        "requests.exceptions.ConnectionError: HTTPConnectionPool(host='127.0.0.1', port=8266)",
        r"""
        requests.exceptions.ConnectionError: HTTPConnectionPool(host='127.0.0.1', port=8266): Max retries exceeded with url: /api/version (Caused by NewConnectionError('<urllib3.connection.HTTPConnection object at 0x7f5ab21ba910>: Failed to establish a new connection: [Errno 111] Connection refused'))

        During handling of the above exception, another exception occurred:

        Traceback (most recent call last):
          File "/opt/conda/bin/ray", line 8, in <module>
            sys.exit(main())
                     ^^^^^^
          File "/opt/conda/lib/python3.11/site-packages/ray/scripts/scripts.py", line 2668, in main
            return cli()
                   ^^^^^
        """,
        "Running the single-node MM-EUREKA training script inside Docker, the `ray job submit` step "
        "cannot reach the Ray dashboard / job API on 127.0.0.1:8266 (connection refused), so the "
        "training job is never submitted; the reporter suspects the IP or port mapping of the "
        "container. The thread records no fix; labelled from the log: the launch setup points the "
        "job client at a port nothing listens on, a configuration error that repeats until the "
        "dashboard address or container networking is corrected.",
    ),
    # --- launchers and schedulers that refuse or cannot start the job ----------------------------
    real(
        GH + "DragonHPC/dragon/issues/61",
        "DragonHPC/dragon",
        "other",
        "framework_bug",
        USER,
        "srun: error: Unable to create step for job 15101244: Requested node configuration is not available",
        r"""
        dragon use_case.py

        By default, Dragon looks for a configuration file to determine which transport
        agent implementation to use. However, no such configuration file was found.
        Please refer to `dragon-config --help`, DragonHPC documentation, and README.md
        to determine the best way to configure the transport agent for your
        compute environment. In the meantime, Dragon will use the TCP transport agent
        for network communication. To eliminate this message and continue to use
        the TCP transport agent, run:

            dragon-config add --tcp-runtime

        srun: error: Unable to create step for job 15101244: Requested node configuration is not available
        """,
        "Dragon (a distributed Python runtime) started inside an interactive GPU allocation "
        "(`--gpus-per-node 1 --tasks-per-node 32`) launches its backend with srun, and Slurm refuses "
        "to create the step. The reporter found it on two machines, single- and multi-node, and "
        "fixed it by patching Dragon's generated srun arguments (adding --ntasks-per-node=1); the "
        "maintainers took it internally and later noted the --nodelist form also trips such sites. "
        "The launcher's srun command does not fit the site's Slurm setup: it fails the same way "
        "every time until the launcher is changed.",
    ),
    real(
        GH + "swaruplab/operon/issues/8",
        "swaruplab/operon",
        "other",
        "user_code",
        USER,
        "without specifying a GPU32 Account.",
        r"""
        (base) [lesolano@login-i17 Cobos]$ sbatch /dfs7/swaruplab/lesolano/Cobos/ParseReseq/Analysis/scripts/train_mrvi_FAST.sh
        sbatch: error: !!! slurm_job_submit ERROR: 302732 submitted a job to a gpu32 partition, without specifying a GPU32 Account.
        sbatch: error: Batch job submission failed: Unspecified error
        """,
        "A GPU training job (an L40S mrVI training script that the Operon agent generated) is "
        "rejected at submission by the site's job-submit plugin: the gpu32 partition needs a GPU32 "
        "account and the script names the lab's CPU account. Nothing ran; the submission fails "
        "identically until the script's account/partition is fixed. A user configuration error.",
    ),
    real(
        GH + "e2crawfo/auto_yolo/issues/1",
        "e2crawfo/auto_yolo",
        "file_not_found",
        "user_code",
        USER,
        "FileNotFoundError: [Errno 2] No such file or directory: 'sbatch': 'sbatch'",
        r"""
        Traceback (most recent call last):
          File "yolo_air_run.py", line 41, in <module>
            alg="yolo_air", task="arithmetic", durations=durations,
          File "/home/cvoelcker/thesis/auto_yolo/auto_yolo/envs.py", line 92, in run_experiment
            name=exp_name, config=_config, distributions=distributions, **run_kwargs)
          File "/home/cvoelcker/thesis/dps/dps/hyper/base.py", line 622, in build_and_submit
            parallel_session = submit_job(**run_kwargs)
          File "/home/cvoelcker/thesis/dps/dps/hyper/parallel_session.py", line 840, in submit_job
            subprocess.run(command.split())
          File "/usr/lib/python3.6/subprocess.py", line 403, in run
            with Popen(*popenargs, **kwargs) as process:
          File "/usr/lib/python3.6/subprocess.py", line 1344, in _execute_child
            raise child_exception_type(errno_num, err_msg, err_filename)
        FileNotFoundError: [Errno 2] No such file or directory: 'sbatch': 'sbatch'
        """,
        "The YOLO-AIR training demo hands its runs to the dps job launcher, which submits them with "
        "`sbatch`; on the reporter's machine there is no Slurm, so launching fails before any "
        "training starts (the full trace and the last two lines are pasted as two blocks in the "
        "thread and joined here). The reporter asks whether the code requires Slurm; labelled from "
        "the log: the launcher targets a scheduler that is not installed, which fails identically "
        "until a local launch mode is chosen.",
    ),
    real(
        GH + "LilyDaytoy/OpenPVSG/issues/17",
        "LilyDaytoy/OpenPVSG",
        "other",
        "unknown",
        HUMAN,
        'srun: error: Munge encode failed: Failed to access "/var/run/munge/munge.socket.2": No such file or directory',
        r"""
        + PARTITION=super_priority
        + JOB_NAME=psg
        + CONFIG=configs/mask2former/mask2former_r50_lsj_8x2_50e_coco-panoptic.py
        + WORK_DIR=work_dirs/mask2former_r50_ips
        + PORT=1111
        + GPUS_PER_NODE=1
        + CPUS_PER_TASK=5
        + PY_ARGS=
        + PYTHONPATH=/mnt/lustre/jkyang/CVPR23/openpvsg:
        + srun -p super_priority --job-name=psg --gres=gpu:1 --ntasks-per-node=1 --cpus-per-task=5 --kill-on-bad-exit=1 python -u tools/train.py configs/mask2former/mask2former_r50_lsj_8x2_50e_coco-panoptic.py --work-dir=work_dirs/mask2former_r50_ips --launcher=slurm
        srun: error: If munged is up, restart with --num-threads=10
        srun: error: Munge encode failed: Failed to access "/var/run/munge/munge.socket.2": No such file or directory
        srun: error: slurm_send_node_msg: auth_g_create: REQUEST_RESOURCE_ALLOCATION has authentication error
        srun: error: Srun communication socket apparently being written to by something other than Slurm
        srun: error: If munged is up, restart with --num-threads=10
        srun: error: Munge encode failed: Failed to access "/var/run/munge/munge.socket.2": No such file or directory
        srun: error: slurm_send_node_msg: auth_g_create: REQUEST_RESOURCE_ALLOCATION has authentication error
        srun: error: Srun communication socket apparently being written to by something other than Slurm
        """,
        "The OpenPVSG slurm_train script launches a one-GPU Mask2Former training with srun, and srun "
        "cannot even request the allocation: the munge authentication daemon's socket does not "
        "exist on the submitting host, so every request fails authentication. The thread records "
        "no answer; labelled from the log: the cluster's auth service is down or not installed on "
        "that host, which no retry of the job fixes and which an administrator has to restore.",
    ),
    real(
        GH + "zjunlp/MolGen/issues/25",
        "zjunlp/MolGen",
        "other",
        "user_code",
        USER,
        "ValueError: No slot '1' specified on host 'localhost'",
        r"""
        [2025-03-04 21:00:22,059] [INFO] [real_accelerator.py:133:get_accelerator] Setting ds_accelerator to cuda (auto detect)
        [2025-03-04 21:00:22,784] [WARNING] [runner.py:196:fetch_hostfile] Unable to find hostfile, will proceed with training with local resources only.
        Traceback (most recent call last):
          File "/root/miniconda3/envs/my_env/bin/deepspeed", line 6, in <module>
            main()
          File "/root/miniconda3/envs/my_env/lib/python3.9/site-packages/deepspeed/launcher/runner.py", line 420, in main
            active_resources = parse_inclusion_exclusion(resource_pool, args.include, args.exclude)
          File "/root/miniconda3/envs/my_env/lib/python3.9/site-packages/deepspeed/launcher/runner.py", line 344, in parse_inclusion_exclusion
            return parse_resource_filter(active_resources, include_str=inclusion, exclude_str=exclusion)
          File "/root/miniconda3/envs/my_env/lib/python3.9/site-packages/deepspeed/launcher/runner.py", line 296, in parse_resource_filter
            raise ValueError(f"No slot '{slot}' specified on host '{hostname}'")
        ValueError: No slot '1' specified on host 'localhost'
        generate.sh: line 15: --input_path: command not found
        """,
        "MolGen's generate.sh starts its GPU job through the DeepSpeed launcher with an "
        "`--include localhost:...` list; with no hostfile the launcher builds its resource pool from "
        "the local GPUs and refuses slot 1, which this machine does not have, before any process "
        "starts; the shell then trips over the script's next line (`--input_path: command not "
        "found`), so the command line itself was broken too. The maintainer only asked for the "
        "exact command; labelled from the log as a launch configuration that names GPUs the host "
        "does not have. Fails the same way on every retry.",
    ),
    # --- the elastic agent tears the other workers down after one failed -------------------------
    real(
        GH + "OEvortex/unsloth/issues/10",
        "OEvortex/unsloth",
        "other",
        "unknown",
        HUMAN,
        "failed (exitcode: 1) local_rank: 3 (pid: 33054)",
        r"""
          0%|          | 0/800 [00:22<?, ?it/s]
        W0801 13:23:17.366000 32974 torch/distributed/elastic/multiprocessing/api.py:900] Sending process 33051 closing signal SIGTERM
        W0801 13:23:17.367000 32974 torch/distributed/elastic/multiprocessing/api.py:900] Sending process 33052 closing signal SIGTERM
        W0801 13:23:17.368000 32974 torch/distributed/elastic/multiprocessing/api.py:900] Sending process 33053 closing signal SIGTERM
        E0801 13:23:20.000000 32974 torch/distributed/elastic/multiprocessing/api.py:874] failed (exitcode: 1) local_rank: 3 (pid: 33054) of binary: /home/ubuntu/pythonn3.11/bin/python3
        Traceback (most recent call last):
          File "/home/ubuntu/pythonn3.11/bin/torchrun", line 10, in <module>
            sys.exit(main())
          File "/home/ubuntu/pythonn3.11/lib/python3.10/site-packages/torch/distributed/elastic/multiprocessing/errors/__init__.py", line 355, in wrapper
            return f(*args, **kwargs)
          File "/home/ubuntu/pythonn3.11/lib/python3.10/site-packages/torch/distributed/run.py", line 892, in main
            run(args)
          File "/home/ubuntu/pythonn3.11/lib/python3.10/site-packages/torch/distributed/run.py", line 883, in run
            elastic_launch(
        """,
        "A four-GPU torchrun fine-tune with an Unsloth fork fails at the first step: local rank 3 "
        "exits with code 1 and the elastic agent sends SIGTERM to the three healthy ranks. The "
        "excerpt shows no exception from the failing rank and the thread records no cause; "
        "labelled from the log: a bare exit code with nothing naming its reason, which a person has "
        "to read the rank's own output to diagnose.",
        culprit={"nodes": [], "ranks": [3]},
        ambiguous=True,
    ),
    real(
        GH + "OEvortex/unsloth/issues/4",
        "OEvortex/unsloth",
        "other",
        "unknown",
        HUMAN,
        "torch.distributed.elastic.multiprocessing.errors.ChildFailedError:",
        r"""
          File "/home/ubuntu/pythonn3.11/lib/python3.10/site-packages/torch/distributed/run.py", line 892, in main
            run(args)
          File "/home/ubuntu/pythonn3.11/lib/python3.10/site-packages/torch/distributed/run.py", line 883, in run
            elastic_launch(
          File "/home/ubuntu/pythonn3.11/lib/python3.10/site-packages/torch/distributed/launcher/api.py", line 139, in __call__
            return launch_agent(self._config, self._entrypoint, list(args))
          File "/home/ubuntu/pythonn3.11/lib/python3.10/site-packages/torch/distributed/launcher/api.py", line 270, in launch_agent
            raise ChildFailedError(
        torch.distributed.elastic.multiprocessing.errors.ChildFailedError:
        ============================================================
        gpu.py FAILED
        ------------------------------------------------------------
        Failures:
          <NO_OTHER_FAILURES>
        ------------------------------------------------------------
        Root Cause (first observed failure):
        [0]:
          time      : 2025-08-01_11:36:44
          host      : 192-222-55-138
          rank      : 0 (local_rank: 0)
          exitcode  : 1 (pid: 11377)
          error_file: <N/A>
          traceback : To enable traceback see: https://pytorch.org/docs/stable/elastic/errors.html
        ============================================================
        """,
        "The same fork's multi-GPU torchrun launch of gpu.py ends with the elastic agent's "
        "ChildFailedError summary: rank 0 on host 192-222-55-138 exited with code 1, no error file, "
        "no traceback captured. Nothing in the excerpt or the thread names the cause; labelled from "
        "the log as a bare worker exit that a person has to diagnose from the rank's own output.",
        culprit={"nodes": ["192-222-55-138"], "ranks": [0]},
        ambiguous=True,
    ),
    # --- the launcher and the script disagree about how ranks are handed over --------------------
    real(
        GH + "hzwer/ECCV2022-RIFE/issues/52",
        "hzwer/ECCV2022-RIFE",
        "runtime_error",
        "user_code",
        USER,
        'raise _env_error("MASTER_ADDR")',
        r"""
        Traceback (most recent call last):
          File "train_WIP.py", line 11, in <module>
            torch.distributed.init_process_group(backend="nccl", world_size=4)
          File "/home/aissy/Documents/ml/vision/rife/env/lib/python3.8/site-packages/torch/distributed/distributed_c10d.py", line 423, in init_process_group
            store, rank, world_size = next(rendezvous_iterator)
          File "/home/aissy/Documents/ml/vision/rife/env/lib/python3.8/site-packages/torch/distributed/rendezvous.py", line 166, in _env_rendezvous_handler
            raise _env_error("MASTER_ADDR")
        """,
        "The RIFE training script calls init_process_group with env:// and was started with a plain "
        "`python train_WIP.py`, so no launcher set the rendezvous variables; after the user set RANK "
        "by hand it stopped at MASTER_ADDR. The maintainer's answer: start it with "
        "`python3 -m torch.distributed.launch --nproc_per_node=N train.py`. A launch mistake that "
        "fails identically on every retry.",
    ),
    real(
        GH + "HRNet/HRNet-Semantic-Segmentation/issues/61",
        "HRNet/HRNet-Semantic-Segmentation",
        "other",
        "user_code",
        USER,
        "train.py: error: unrecognized arguments: --local_rank=1 -m",
        r"""
        zhuhaohua@hadoop:~/HRNet-Semantic-Segmentation1.0$ python -m torch.distributed.launch --nproc_per_node=4 tools/train.py --cfg experiments/cityscapes/seg_hrnet_w48_train_512x1024_sgd_lr1e-2_wd5e-4_bs_12_epoch484.yamlpython -m torch.distributed.launch --nproc_per_node=4 tools/train.py --cfg experiments/cityscapes/seg_hrnet_w48_train_512x1024_sgd_lr1e-2_wd5e-4_bs_12_epoch484.yaml
        usage: train.py [-h] --cfg CFG ...
        train.py: error: unrecognized arguments: --local_rank=1 -m
        usage: train.py [-h] --cfg CFG ...
        train.py: error: unrecognized arguments: --local_rank=0 -m
        usage: train.py [-h] --cfg CFG ...
        train.py: error: unrecognized arguments: --local_rank=2 -m
        usage: train.py [-h] --cfg CFG ...
        train.py: error: unrecognized arguments: --local_rank=3 -m
        """,
        "A four-process torch.distributed.launch of the HRNet segmentation trainer: every worker "
        "dies in argument parsing before any GPU work. The thread concluded nothing (a later user "
        "only asks how it was solved); labelled from the log, which shows the launch command pasted "
        "twice into one line (`...epoch484.yamlpython -m torch.distributed.launch ...`), so each "
        "worker receives arguments it does not accept. A command-line mistake, not a fault.",
    ),
    real(
        GH + "lmy98129/VLPD/issues/6",
        "lmy98129/VLPD",
        "other",
        "user_code",
        USER,
        "trainval_distributed.py: error: unrecognized arguments: --local-rank=1",
        r"""
        usage: trainval_distributed.py [-h] [--work-dir WORK_DIR] [--local_rank LOCAL_RANK]
        trainval_distributed.py: error: unrecognized arguments: --local-rank=1
        usage: trainval_distributed.py [-h] [--work-dir WORK_DIR] [--local_rank LOCAL_RANK]
        trainval_distributed.py: error: unrecognized arguments: --local-rank=0
        [2023-12-08 01:40:46,962] torch.distributed.elastic.multiprocessing.api: [ERROR] failed (exitcode: 2) local_rank: 0 (pid: 53342) of binary: /home/ashitha/miniconda3/envs/Ashenv/bin/python
        """,
        "dist_train.sh of the VLPD pedestrian detector starts two workers through "
        "torch.distributed.launch; a newer PyTorch passes `--local-rank=N` while the script only "
        "declares `--local_rank`, so both workers exit with code 2 and the elastic agent reports the "
        "failure. The maintainer's answer: the installed PyTorch is newer than the 1.10 the repo "
        "pins; set up the environment as documented. Environment/version mismatch on the user's side.",
    ),
    real(
        GH + "autonomousvision/unimatch/issues/21",
        "autonomousvision/unimatch",
        "other",
        "user_code",
        USER,
        "main_depth.py: error: unrecognized arguments: --local-rank=3",
        r"""
        main_depth.py: error: unrecognized arguments: --local-rank=3
        usage: main_depth.py [-h] [--checkpoint_dir CHECKPOINT_DIR]
                             [--dataset DATASET]
                             [--val_dataset VAL_DATASET [VAL_DATASET ...]]
                             [--image_size IMAGE_SIZE [IMAGE_SIZE ...]]
                             [--padding_factor PADDING_FACTOR] [--eval]
                             [--demon_split DEMON_SPLIT]
                             [--eval_min_depth EVAL_MIN_DEPTH]
                             [--eval_max_depth EVAL_MAX_DEPTH] [--save_vis_depth]
                             [--count_time] [--lr LR] [--batch_size BATCH_SIZE]
        """,
        "A four-process `python3 -m torch.distributed.launch --nproc_per_node=4 main_depth.py ...` "
        "depth-training launch (from Colab): each worker is handed `--local-rank=N` by the launcher "
        "of a newer PyTorch and the script's parser only knows `--local_rank`, so every worker exits "
        "in argument parsing before touching a GPU. The thread shows no written answer (closed); "
        "labelled from the log as a launcher/script version mismatch on the user's side, the same "
        "on every retry.",
    ),
    real(
        GH + "AtlasAnalyticsLab/Vim4Path/issues/2",
        "AtlasAnalyticsLab/Vim4Path",
        "other",
        "user_code",
        USER,
        "main.py: error: unrecognized arguments: --local_rank=1 --data_path",
        r"""
        usage: main.py [-h] [--data_root_dir DATA_ROOT_DIR] [--max_epochs MAX_EPOCHS] [--lr LR] [--label_frac LABEL_FRAC] [--reg REG] [--seed SEED] [--k K]
                       [--k_start K_START] [--k_end K_END] [--results_dir RESULTS_DIR] [--split_dir SPLIT_DIR] [--log_data] [--testing] [--early_stopping]
                       [--opt {adam,sgd}] [--drop_out] [--bag_loss {svm,ce}] [--model_type {clam_sb,clam_mb,mil}] [--exp_code EXP_CODE] [--weighted_sample]
                       [--model_size {small,big}] [--task {task_1_tumor_vs_normal,task_2_tumor_subtyping}] [--no_inst_cluster] [--inst_loss {svm,ce,None}] [--subtyping]
                       [--bag_weight BAG_WEIGHT] [--B B]
        main.py: error: unrecognized arguments: --local_rank=1 --data_path /home/projects/s4_digital_pathology-master/patch --output_dir /home/projects/mamba/Vim4Path-main/output --image_size 224 --image_size_down 96 --batch_size_per_gpu 128 --arch vim-s --disable_wand
        """,
        "A torch.distributed.launch of Vim4Path pretraining (the issue title is the elastic agent's "
        "`failed (exitcode: 2) local_rank: 0` line): the workers start a main.py whose parser is "
        "the slide-level classifier's (--data_root_dir, --model_type clam_sb ...), so none of the "
        "pretraining arguments, nor the launcher's --local_rank, are accepted and each worker exits "
        "with code 2. The thread records no answer (closed); labelled from the log as the wrong "
        "entry script on the launch command line, a user-side mistake.",
    ),
    real(
        GH + "duanyiqun/Auto-ReID-Fast/issues/3",
        "duanyiqun/Auto-ReID-Fast",
        "file_not_found",
        "user_code",
        USER,
        "bash: srun: command not found",
        r"""
         srun -n 128 --gres 1 -p 0.5 python train_baseline_search_triplet.py --distributed True --config configs/Retrieval_classification_DARTS_distributed_triplet.yaml
        bash: srun: command not found
        raise KeyError(key) from NONE
        KeyError:‘SLURM_PROCID’
        """,
        "The README's 128-GPU architecture-search launch goes through Slurm's srun, and the user's "
        "machine has no Slurm: `srun` is not found. Run with plain python instead (the next lines, "
        "from a follow-up comment), the distributed setup then reads SLURM_PROCID, which nothing "
        "set. The answer in the thread: srun needs a Slurm cluster; on one GPU run without srun and "
        "with --distributed False. A launch environment the code was not written for; user side.",
    ),
]
