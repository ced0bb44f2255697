# ruff: noqa
"""Real excerpts, batch HW8: host memory kills and GPU hardware or driver faults. The kernel's and the
scheduler's own OOM records (a memory cgroup kill, the global OOM killer, slurmstepd's oom-kill event)
next to bare SIGKILLs that nobody explained, a GPU off the bus, an uncorrectable ECC error, an MMU fault
that the thread traced to the driver set-up, and CUDA errors whose threads ended at the user's batch
size or at nothing. Verbatim log lines as printed in public threads (each repository maps to the dev
fold and was not in the corpus before); labelled from what each thread concluded, or from the log and
the labelling rules where it concluded nothing (the notes say which)."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, USER, real

GH = "https://github.com/"


CASES = [
    real(
        GH + "ymoslem/OpenNMT-Tutorial/issues/6",
        "ymoslem/OpenNMT-Tutorial",
        "host_oom",
        "user_code",
        USER,
        "Memory cgroup out of memory: Killed process 629",
        r"""
        RuntimeError: DataLoader worker (pid 629) is killed by signal: Killed.
        Memory cgroup out of memory: Killed process 629 (onmt_train) total-vm:14119556kB, anon-rss:6538204kB, file-rss:80652kB, shmem-rss:16kB, UID:0 pgtables:13432kB oom_score_adj:0
        """,
        "Training on free Colab stops with a DataLoader worker killed; the author checked dmesg and found "
        "the memory cgroup's OOM kill of that very pid. Host RAM of the runtime: the fix given is more RAM "
        "(Colab Pro) or num_workers: 0. Recurs as configured.",
    ),
    real(
        GH + "arttumiettinen/pi2/issues/12",
        "arttumiettinen/pi2",
        "host_oom",
        "user_code",
        USER,
        "slurmstepd: error: Detected 1 oom-kill event(s)",
        r"""
        slurmstepd: error: Detected 1 oom-kill event(s) in StepId=329325.batch. Some of your processes may have been killed by the cgroup out-of-memory handler.
        """,
        "A stitching job on a Slurm cluster is killed by the cgroup OOM handler every time it is "
        "resubmitted. The maintainer: an unexpectedly large tile image size; fixed in the experimental "
        "branch. The job's own memory: recurs until the code or the request changes.",
    ),
    real(
        GH + "0jc1/py-autovod/issues/7",
        "0jc1/py-autovod",
        "host_oom",
        "user_code",
        USER,
        "Out of memory: Killed process 7899 (python)",
        r"""
        Killed
        [Sun Mar 30 08:24:00 2025] oom-kill:constraint=CONSTRAINT_NONE,nodemask=(null),cpuset=/,mems_allowed=0,global_oom,task_memcg=/init.scope,task=python,pid=7899,uid=0
        [Sun Mar 30 08:24:00 2025] Out of memory: Killed process 7899 (python) total-vm:26,184,840kB, anon-rss:153,700,88kB, file-rss:0kB, shmem-rss:0kB, UID:0 pgtables:38964kB oom_score_adj:0
        """,
        "The shell's bare 'Killed' followed by the kernel's own record: the global OOM killer chose the "
        "python process. The thread adds nothing; the label rests on the kernel record (host memory, "
        "recurs with the same footprint).",
    ),
    real(
        GH + "ccpem/affinity-vae/issues/192",
        "ccpem/affinity-vae",
        "host_oom",
        "user_code",
        USER,
        "slurmstepd: error: Detected 1 oom-kill event(s) in StepId=487912.batch",
        r"""
        slurmstepd: error: Detected 1 oom-kill event(s) in StepId=487912.batch cgroup. Some of your processes may have been killed by the cgroup out-of-memory handler.
        """,
        "Training jobs on a Slurm GPU cluster are killed after 45 minutes by the cgroup OOM handler; "
        "turning off the visualisation of confidence intervals (vis_con=false) avoids it. The job's own "
        "memory: recurs until the configuration changes.",
    ),
    real(
        GH + "tinygrad/tinygrad/issues/6947",
        "tinygrad/tinygrad",
        "gpu_xid",
        "framework_bug",
        USER,
        "NVRM: Xid (PCI:0000:01:00): 31, pid=14292",
        r"""
        [22859.081855] NVRM: GPU at PCI:0000:01:00: GPU-af4f89ae-d08b-1b53-9938-c9ed209a3513
        [22859.081859] NVRM: GPU Board Serial Number: 1710424007242
        [22859.081860] NVRM: Xid (PCI:0000:01:00): 31, pid=14292, name=python, Ch 00000030, intr 00000000. MMU Fault: ENGINE HOST0 HUBCLIENT_ESC faulted @ 0x10_00200000. Fault is of type FAULT_PDE ACCESS_TYPE_VIRT_READ
        [23203.142515] NVRM: Xid (PCI:0000:01:00): 31, pid=14566, name=python, Ch 00000030, intr 00000000. MMU Fault: ENGINE HOST0 HUBCLIENT_ESC faulted @ 0x10_00200000. Fault is of type FAULT_PDE ACCESS_TYPE_VIRT_READ
        """,
        "Xid 31 MMU faults from tinygrad's NV backend on an RTX 4090 (the same fault in two runs). Solved "
        "by installing the open kernel module variant the NV backend requires: the software stack, not "
        "the GPU. Recurs on the same set-up; the owner fixes the driver installation.",
    ),
    real(
        GH + "pop-os/pop/issues/3363",
        "pop-os/pop",
        "gpu_xid",
        "node_hardware",
        CORDON,
        "NVRM: Xid (PCI:0000:01:00): 79, GPU has fallen off the bus.",
        r"""
        Apr 29 19:24:11 EVE kernel: NVRM: GPU at PCI:0000:01:00: GPU-ccdb674e-0f5b-c678-9099-59940ccd0641
        Apr 29 19:24:11 EVE kernel: NVRM: Xid (PCI:0000:01:00): 79, GPU has fallen off the bus.
        Apr 29 19:24:11 EVE kernel: NVRM: GPU 0000:01:00.0: GPU has fallen off the bus.
        Apr 29 19:24:11 EVE kernel: nvidia-modeset: ERROR: GPU:0: Failed to query display engine channel state: 0x0000c67e:6:0:0x0000000f
        """,
        "Xid 79 on host EVE, recurring after a new PSU and a driver update; the thread never found the "
        "cause. The label rests on the log: a GPU fallen off the bus is the hardware signature the "
        "labelling rules drain the node for.",
        culprit={"nodes": ["EVE"], "ranks": []},
    ),
    real(
        GH + "TheLastBen/fast-stable-diffusion/issues/702",
        "TheLastBen/fast-stable-diffusion",
        "ecc_error",
        "node_hardware",
        CORDON,
        "RuntimeError: CUDA error: uncorrectable ECC error encountered",
        r"""
        File "/content/gdrive/MyDrive/sd/stable-diffusion-webui/modules/call_queue.py", line 45, in f
            res = list(func(*args, **kwargs))
          File "/content/gdrive/MyDrive/sd/stable-diffusion-webui/modules/call_queue.py", line 25, in f
            shared.state.begin()
          File "/content/gdrive/MyDrive/sd/stable-diffusion-webui/modules/shared.py", line 194, in begin
            devices.torch_gc()
          File "/content/gdrive/MyDrive/sd/stable-diffusion-webui/modules/devices.py", line 50, in torch_gc
            torch.cuda.empty_cache()
          File "/usr/local/lib/python3.7/dist-packages/torch/cuda/memory.py", line 121, in empty_cache
            torch._C._cuda_emptyCache()
        RuntimeError: CUDA error: uncorrectable ECC error encountered
        CUDA kernel errors might be asynchronously reported at some other API call,so the stacktrace below might be incorrect.
        For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
        """,
        "CUDA's uncorrectable ECC error on a Colab GPU; the maintainer only suggests re-running cells and "
        "the thread ends without a cause. The label rests on the log: an uncorrectable ECC error is the "
        "GPU's memory, the hardware signature the labelling rules cordon on (no host is named).",
    ),
    real(
        GH + "TheLastBen/fast-stable-diffusion/issues/240",
        "TheLastBen/fast-stable-diffusion",
        "cuda_error",
        "unknown",
        HUMAN,
        "RuntimeError: CUDA error: an illegal memory access was encountered",
        r"""
        Steps:   1% 6/600 [00:14<14:19,  1.45s/it, loss=0.303, lr=1e-6] basilll  Traceback (most recent call last):
          File "/content/diffusers/examples/dreambooth/train_dreambooth.py", line 694, in <module>
            main()
          File "/content/diffusers/examples/dreambooth/train_dreambooth.py", line 629, in main
            accelerator.backward(loss)
          File "/usr/local/lib/python3.7/dist-packages/accelerate/accelerator.py", line 884, in backward
            loss.backward(**kwargs)
          File "/usr/local/lib/python3.7/dist-packages/torch/_tensor.py", line 396, in backward
            torch.autograd.backward(self, gradient, retain_graph, create_graph, inputs=inputs)
          File "/usr/local/lib/python3.7/dist-packages/torch/autograd/__init__.py", line 175, in backward
            allow_unreachable=True, accumulate_grad=True)  # Calls into the C++ engine to run the backward pass
        RuntimeError: CUDA error: an illegal memory access was encountered
        """,
        "DreamBooth training on Colab fails with an illegal memory access six steps in; the reporter's "
        "edit says it works now and that the failing runtime had an A100. Whether a build for another GPU, "
        "the GPU or the code was at fault is never said: a bare sticky CUDA error, ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "lbcb-sci/herro/issues/24",
        "lbcb-sci/herro",
        "cuda_error",
        "user_code",
        USER,
        "RuntimeError: CUDA error: an illegal memory access was encountered",
        r"""
        RuntimeError: CUDA error: an illegal memory access was encountered
        """,
        "The error as quoted in the issue (8 RTX 6000 Ada GPUs). The reporter: '-b 16 fixed the issue', "
        "a smaller batch size. The job's configuration: recurs until changed.",
    ),
    real(
        GH + "lean-dojo/ReProver/issues/68",
        "lean-dojo/ReProver",
        "cuda_error",
        "unknown",
        HUMAN,
        "RuntimeError: CUDA error: unspecified launch failure",
        r"""
        RuntimeError: CUDA error: unspecified launch failure
        """,
        "The error as quoted in the issue. The maintainer could not reproduce it and guesses a combination "
        "of GPU model and library versions; no cause was found. A bare unspecified launch failure: "
        "ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "WeblateOrg/docker/issues/275",
        "WeblateOrg/docker",
        "host_oom",
        "unknown",
        HUMAN,
        "DAMN ! worker 2 (pid: 178) died, killed by signal 9",
        r"""
        Thu Jun 27 02:58:57 2019 - DAMN ! worker 2 (pid: 178) died, killed by signal 9 :( trying respawn ...
        Thu Jun 27 02:58:57 2019 - Respawned uWSGI worker 2 (new pid: 429)
        2019-06-27 02:59:13,427 INFO exited: celery-memory (terminated by SIGKILL; not expected)
        2019-06-27 02:59:14,523 INFO spawned: 'celery-memory' with pid 438
        2019-06-27 02:59:15,529 INFO success: celery-memory entered RUNNING state, process has stayed up for > than 1 seconds (startsecs)
        2019-06-27 02:59:48,636 INFO exited: celery-main (terminated by SIGKILL; not expected)
        2019-06-27 02:59:48,637 INFO reaped unknown pid 452
        """,
        "Workers of a container killed by SIGKILL one after another; the maintainer asks the reporter to "
        "check the container's memory limits and the follow-up thread never confirms it. SIGKILLs with "
        "no kernel or orchestrator OOM record: ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "JeffreyCA/spleeter-web/issues/92",
        "JeffreyCA/spleeter-web",
        "host_oom",
        "unknown",
        HUMAN,
        "Process 'ForkPoolWorker-3' pid:27 exited with 'signal 9 (SIGKILL)'",
        r"""
        celery-slow_1  | [2021-08-25 23:24:53,573: ERROR/MainProcess] Process 'ForkPoolWorker-3' pid:27 exited with 'signal 9 (SIGKILL)'
        celery-slow_1  | [2021-08-25 23:24:53,588: ERROR/MainProcess] Task handler raised error: WorkerLostError('Worker exited prematurely: signal 9 (SIGKILL) Job: 3.')
        celery-slow_1  | Traceback (most recent call last):
        celery-slow_1  |   File "/usr/local/lib/python3.7/site-packages/billiard/pool.py", line 1267, in mark_as_worker_lost
        celery-slow_1  |     human_status(exitcode), job._job),
        celery-slow_1  | billiard.exceptions.WorkerLostError: Worker exited prematurely: signal 9 (SIGKILL) Job: 3.
        """,
        "A model worker in a Docker container on a laptop is SIGKILLed mid-task; the reporter closes the "
        "issue without saying what killed it. No OOM record in the log: ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "TophantTechnology/ARL/issues/515",
        "TophantTechnology/ARL",
        "host_oom",
        "unknown",
        HUMAN,
        "Process 'ForkPoolWorker-2' pid:72 exited with 'signal 9 (SIGKILL)'",
        r"""
        ERROR/MainProcess] Process 'ForkPoolWorker-2' pid:72 exited with 'signal 9 (SIGKILL)'
        """,
        "A worker SIGKILLed; the maintainer says it may be an OOM and asks for dmesg, which never comes. "
        "A bare SIGKILL with no record: ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "celery/celery/issues/9781",
        "celery/celery",
        "host_oom",
        "unknown",
        HUMAN,
        "Process 'ForkPoolWorker-171' pid:188 exited with 'signal 9 (SIGKILL)'",
        r"""
        ERROR/MainProcess] Process 'ForkPoolWorker-171' pid:188 exited with 'signal 9 (SIGKILL)'
        """,
        "The line as quoted in the issue title; the report carries no environment and the thread no "
        "answer. A bare SIGKILL: ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "mozilla/sumo/issues/2117",
        "mozilla/sumo",
        "host_oom",
        "unknown",
        HUMAN,
        "billiard.exceptions.WorkerLostError: Worker exited prematurely: signal 9 (SIGKILL)",
        r"""
        billiard.exceptions.WorkerLostError: Worker exited prematurely: signal 9 (SIGKILL)
        """,
        "The error as quoted in the issue: workers SIGKILLed shortly after a nightly job fans out hundreds "
        "of tasks. The issue is closed as resolved without saying what sent the signal or what changed. "
        "A bare SIGKILL: ambiguous.",
        ambiguous=True,
    ),
]
