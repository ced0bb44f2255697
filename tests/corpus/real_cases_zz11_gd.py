# ruff: noqa
"""Real excerpts, batch ZZ11-GD: dev-fold failures of multi-GPU and multi-node jobs, gathered from
GitHub issue threads of repositories new to the corpus whose `fold_of(repo)` is "dev": ranks killed
with SIGKILL under torchrun, the DeepSpeed runner's ssh reachability check, port conflicts of the
c10d/TCPStore server and of a fault-tolerance lighthouse, a JAX coordination-service deadline on a
1024-GPU start, and NCCL's shared-memory segment in a small Docker /dev/shm. Taken as the searches
returned them, not picked for what crashcart can do; nobody ran crashcart on them before they were
labelled. Verbatim log lines as printed in each thread (trimmed to the relevant part); labelled from
what each thread concluded, or from the log where it concluded nothing (the notes say which)."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    # --- ranks killed -------------------------------------------------------------------------------
    real(
        GH + "RLHF-V/RLHF-V/issues/11",
        "RLHF-V/RLHF-V",
        "host_oom",
        "unknown",
        HUMAN,
        "failed (exitcode: -9) local_rank: 0 (pid: 484375)",
        r"""
        > WARNING:torch.distributed.elastic.multiprocessing.api:Sending process 484376 closing signal SIGTERM
        > WARNING:torch.distributed.elastic.multiprocessing.api:Sending process 484378 closing signal SIGTERM
        > WARNING:torch.distributed.elastic.multiprocessing.api:Sending process 484379 closing signal SIGTERM
        > WARNING:torch.distributed.elastic.multiprocessing.api:Sending process 484380 closing signal SIGTERM
        > WARNING:torch.distributed.elastic.multiprocessing.api:Sending process 484381 closing signal SIGTERM
        > WARNING:torch.distributed.elastic.multiprocessing.api:Sending process 484383 closing signal SIGTERM
        > WARNING:torch.distributed.elastic.multiprocessing.api:Sending process 484384 closing signal SIGTERM
        > ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: -9) local_rank: 0 (pid: 484375) of binary: /mnt/petrelfs/xinglong/anaconda3/envs/muffin/bin/python
        """,
        "An 8-GPU A100 job started with srun (one node, 16 CPUs) loses local rank 0 to SIGKILL (exit "
        "-9) and torchrun terminates the seven others. The thread shows no kernel or Slurm OOM record "
        "and no diagnosis in what was readable; a bare SIGKILL is most often the host OOM killer but "
        "could be an admin or the scheduler. Labelled from the log: ambiguous, for a human.",
        ambiguous=True,
    ),
    real(
        GH + "Jixuan-Fan/Momentum-GS/issues/12",
        "Jixuan-Fan/Momentum-GS",
        "host_oom",
        "unknown",
        HUMAN,
        "failed (exitcode: -9) local_rank: 0 (pid: 2450457)",
        r"""
        [ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: -9) local_rank: 0 (pid: 2450457) of binary: /app/yjl/envs/momentum-gsyjl/bin/python Traceback (most recent call last): File /app/yjl/envs/momentum-gsyjl/lib/python3.8/runpy.py , line 194, in _run_module_as_main return _run_code(code, main_globals, None, File /app/yjl/envs/momentum-gsyjl/lib/python3.8/runpy.py , line 87, in _run_code exec(code, run_globals) File /app/yjl/envs/momentum-gsyjl/lib/python3.8/site-packages/torch/distributed/launch.py , line 195, in <module> main() File /app/yjl/envs/momentum-gsyjl/lib/python3.8/site-packages/torch/distributed/launch.py , line 191, in main launch(args) File /app/yjl/envs/momentum-gsyjl/lib/python3.8/site-packages/torch/distributed/launch.py , line 176, in launch run(args) File /app/yjl/envs/momentum-gsyjl/lib/python3.8/site-packages/torch/distributed/run.py , line 753, in run elastic_launch( File /app/yjl/envs/momentum-gsyjl/lib/python3.8/site-packages/torch/distributed/launcher/api.py , line 132, in __call__ return launch_agent(self._config, self._entrypoint, list(args)) File /app/yjl/envs/momentum-gsyjl/lib/python3.8/site-packages/torch/distributed/launcher/api.py , line 246, in launch_agent raise ChildFailedError( torch.distributed.elastic.multiprocessing.errors.ChildFailedError:
        """,
        "A torch.distributed.launch training of a Gaussian-splatting model: the launcher reports local "
        "rank 0 killed by SIGKILL (exit -9), pasted as one run-together line. Nothing else is in the "
        "readable thread (no kernel OOM record, no answer). Labelled from the log: a bare SIGKILL, "
        "ambiguous; host memory is the likeliest cause but it is not shown.",
        ambiguous=True,
    ),
    # --- launcher and rendezvous set-up -----------------------------------------------------------
    real(
        GH + "hpcac/2023-APAC-HPC-AI/issues/1",
        "hpcac/2023-APAC-HPC-AI",
        "connection_error",
        "user_code",
        USER,
        "was not reachable via ssh",
        r"""
        Traceback (most recent call last):
          File "/scratch/zs99/dz9214/BLOOM/deepspeed073/p38/lib/python3.8/site-packages/deepspeed/launcher/runner.py", line 401, in main
            subprocess.check_call(
          File "/scratch/zs99/dz9214/BLOOM/deepspeed073/p38/lib/python3.8/subprocess.py", line 364, in check_call
            raise CalledProcessError(retcode, cmd)
        subprocess.CalledProcessError: Command 'ssh -o PasswordAuthentication=no gadi-gpu-v100-0011 hostname' returned non-zero exit status 255.

        During handling of the above exception, another exception occurred:

        Traceback (most recent call last):
          File "/scratch/zs99/dz9214/BLOOM/deepspeed073/p38/bin/deepspeed", line 6, in <module>
            main()
          File "/scratch/zs99/dz9214/BLOOM/deepspeed073/p38/lib/python3.8/site-packages/deepspeed/launcher/runner.py", line 407, in main
            raise RuntimeError(
        RuntimeError: Using hostfile at /home/552/dz9214/hostfile but host=gadi-gpu-v100-0011 was not reachable via ssh. If you are running with a single node please remove /home/552/dz9214/hostfile or setup passwordless ssh.
        """,
        "A two-node DeepSpeed BLOOM job on the Gadi cluster never starts: the DeepSpeed runner's "
        "reachability check (`ssh -o PasswordAuthentication=no <host> hostname`) exits 255 for the "
        "second GPU node. The runner's own message names the fix (passwordless ssh between the "
        "nodes, or no hostfile); a launch set-up problem for the user, the same on every retry.",
    ),
    real(
        GH + "xdit-project/mochi-xdit/issues/22",
        "xdit-project/mochi-xdit",
        "connection_error",
        "user_code",
        USER,
        "name: EADDRINUSE, message: address already in use",
        r"""
        RuntimeError: The server socket has failed to listen on any local network address. port: 29500, useIpv6: 0, code: -98, name: EADDRINUSE, message: address already in use
        """,
        "A three-GPU xDiT run fails when rank 0 cannot bind the c10d store on port 29500. Changing "
        "MASTER_PORT did not help because, as the reporter found, the script sets port 29500 itself by "
        "default; the maintainer's answer was to pass a free port. A configuration clash that recurs "
        "until the port is changed.",
    ),
    real(
        GH + "meta-pytorch/torchft/issues/30",
        "meta-pytorch/torchft",
        "connection_error",
        "user_code",
        USER,
        "RuntimeError: Address already in use (os error 98)",
        r"""
        $ RUST_BACKTRACE=1 torchft_lighthouse --min_replicas 1 --quorum_tick_ms 100 --join_timeout_ms 1000
        Traceback (most recent call last):
          File "/home/tiger/.local/bin/torchft_lighthouse", line 8, in <module>
            sys.exit(lighthouse_main())
                     ^^^^^^^^^^^^^^^^^
        RuntimeError: Address already in use (os error 98)
        """,
        "The torchft fault-tolerance lighthouse (the quorum server of the replicas) cannot bind its "
        "default port 29510. The maintainers' fix, confirmed by the reporter: pass `--bind` with "
        "another port. A port conflict in the user's set-up; restarting as is fails the same way.",
    ),
    real(
        GH + "google/paxml/issues/77",
        "google/paxml",
        "connection_error",
        "transient",
        RESTART,
        "Coordination service agent in error status: DEADLINE_EXCEEDED: Deadline Exceeded",
        r"""
        > > Additional GRPC error information from remote target unknown_target_for_coordination_leader while calling /tensorflow.CoordinationService/RegisterTask:
        > :{"created":"@1712965181.656280441","description":"Deadline Exceeded","file":"external/com_github_grpc_grpc/src/core/ext/filters/deadline/deadline_filter.cc","file_line":69,"grpc_status":4}
        > 2024-04-12 23:39:41.656900: E external/xla/xla/pjrt/distributed/client.cc:96] Coordination service agent in error status: DEADLINE_EXCEEDED: Deadline Exceeded
        """,
        "A Pax (JAX) job on 1024 GPUs fails at start-up: a task's RegisterTask call to the "
        "coordination service leader exceeds its deadline, i.e. not every host registered in time. "
        "The thread has no answer. Labelled from the log by the rendezvous rule: a start-up "
        "registration timeout of a large gang (slow or late hosts) is retried from the last "
        "checkpoint; a wrong coordinator address would recur and is not suggested by the log.",
    ),
    # --- NCCL transport and collectives ------------------------------------------------------------------------------
    real(
        GH + "fal-ai-community/video-diffusion-speedrun/issues/2",
        "fal-ai-community/video-diffusion-speedrun",
        "os_error",
        "user_code",
        USER,
        "Error while creating shared memory segment /dev/shm/nccl-pZafXL (size 7340384)",
        r"""
        Error while creating shared memory segment /dev/shm/nccl-pZafXL (size 7340384)
        """,
        "A multi-GPU training run inside Docker fails as NCCL creates its shared-memory transport "
        "segment: Docker's default 64 MB /dev/shm is too small. The reporter's fix was `docker run "
        "--shm-size=1g`. A container configuration error (ENOSPC on /dev/shm is os_error by the "
        "corpus convention); it recurs until the container is started differently.",
    ),
    real(
        GH + "mlcommons/algorithmic-efficiency/issues/245",
        "mlcommons/algorithmic-efficiency",
        "nccl_timeout",
        "unknown",
        HUMAN,
        "RuntimeError: NCCL communicator was aborted on rank 0.",
        r"""
         File "/home/smedapati/.local/lib/python3.8/site-packages/torch/distributed/distributed_c10d.py", line 2136, in _all_gather_bas[269/1974]
            work = group._allgather_base(output_tensor, input_tensor)
        RuntimeError: NCCL communicator was aborted on rank 0.  Original reason for failure was: [Rank 0] Watchdog caught collective operation tim
        eout: WorkNCCL(SeqNum=472268, OpType=_ALLGATHER_BASE, Timeout(ms)=3600000) ran for 3608061 milliseconds before timing out.
        E1103 23:25:09.147905 140390057297728 submission_runner.py:369] Eval step 20510 error.
        Traceback (most recent call last):
          File "submission_runner.py", line 337, in train_once
            latest_eval_result = workload.eval_model(global_eval_batch_size,
          File "/home/smedapati/algorithmic-efficiency/algorithmic_efficiency/spec.py", line 307, in eval_model
        """,
        "The PyTorch LibriSpeech DeepSpeech workload (8-GPU DDP) dies in evaluation at step 20510: "
        "an all-gather of the eval outputs times out after an hour and the communicator is aborted "
        "on rank 0. No rank's own error is in the excerpt and the reporter was re-running to see "
        "whether it recurs; the readable thread has no conclusion. Labelled from the log: a "
        "collective timeout with no root cause shown, ambiguous.",
        ambiguous=True,
    ),
]
