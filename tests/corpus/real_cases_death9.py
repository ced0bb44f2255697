# ruff: noqa
"""Real excerpts, batch DEATH9: process deaths and scheduler states. Slurm's own OOM records
(slurmstepd's oom-kill events, also under a `slurmstepd-<node>:` prefix), Kubernetes pod states
(memory and ephemeral-storage evictions, a container's `Exit Code: 137` with reason `Error`), Ray's
dead actors (a worker that may have exceeded its pod's memory, an owner whose node crashed), torchrun
summaries of SIGKILL and SIGABRT, a SIGABRT through torch.multiprocessing.spawn, segfaults as an IDE
prints them (exit code 139 / 134), gunicorn workers ended by SIGBUS or code 139, DataLoader workers
killed by a bus error in /dev/shm, and Open MPI's launcher losing a worker's daemon. Verbatim log
lines as printed in public threads (each repository maps to the dev fold and was not in the corpus
before); labelled from what each thread concluded, or from the log and the labelling rules where it
concluded nothing (the notes say which), before crashcart was run on any of them."""

from __future__ import annotations

from real_kit import HUMAN, USER, real

GH = "https://github.com/"


CASES = [
    real(
        GH + "apptainer/singularity/issues/5927",
        "apptainer/singularity",
        "host_oom",
        "user_code",
        USER,
        "slurmstepd: error: Detected 2 oom-kill event(s)",
        r"""
        slurmstepd: error: Detected 2 oom-kill event(s) in StepId=2858515.batch cgroup. Some of your processes may have been killed by the cgroup out-of-memory handler.
        """,
        "An MPI job in Singularity is killed as soon as two ranks share a node. The reply points at the "
        "job's memory cgroup running out; the reporter then measures the per-process footprint with a "
        "small benchmark. Slurm's own OOM record of the batch step: the job's memory request is too "
        "small for its footprint, recurs until raised.",
    ),
    real(
        GH + "icbi-lab/nextNEOpi/issues/23",
        "icbi-lab/nextNEOpi",
        "host_oom",
        "user_code",
        USER,
        "Detected 1 oom-kill event(s)",
        r"""
        slurmstepd-fn2-0002: error: *** JOB 21392618 ON fn2-0002 CANCELLED AT 2023-04-17T11:26:50 ***
        slurmstepd-fn2-0002: error: Detected 1 oom-kill event(s) in StepId=21392618.batch. Some of your processes may have been killed by the cgroup out-of-memory handler.
        """,
        "The maintainer: the Slurm scheduler killed the job because it ran out of memory; reserve more "
        "memory in the process config. The reporter thanked him. The CANCELLED line carries no reason "
        "of its own; the oom-kill event is the cause. slurmstepd's lines carry the node in their prefix.",
        culprit={"nodes": ["fn2-0002"], "ranks": []},
    ),
    real(
        GH + "ZhehengJiangLancaster/AMVUR/issues/2",
        "ZhehengJiangLancaster/AMVUR",
        "host_oom",
        "user_code",
        USER,
        "traceback : signal 9 (SIGKILL) received by PID 36071",
        r"""
        torch.distributed.elastic.multiprocessing.errors.ChildFailedError:
        experiments/supervised HO3D V2.py FAILED
        Failures:
        <NO OTHER FAILURES>
        Root Cause (first observed failure) :
        [0]:
        time
        host
        2023-09-14 01:45:50
        ding-X10DRG
        rank2 (local rank: 2)exitcode: -9 (pid: 36071)error file: <N/A>
        traceback : signal 9 (SIGKILL) received by PID 36071
        """,
        "torch.distributed.launch on 4 GPUs dies in the fifth epoch with a SIGKILL (the summary as the "
        "reporter pasted it, its layout mangled). The reporter then watched the host memory in use grow "
        "larger and larger until the kill; empty_cache and gc.collect did not help and nobody found the "
        "leak. No kernel record in the log, but the thread established the host memory running out at "
        "the same point each run: host OOM of the job's own footprint, recurs. The summary names the host "
        "and the global rank.",
        culprit={"nodes": ["ding-X10DRG"], "ranks": [2]},
    ),
    real(
        GH + "openshift/release/pull/57180",
        "openshift/release",
        "host_oom",
        "user_code",
        USER,
        "The node was low on resource: memory.",
        r"""
        reason: "Evicted",
        message: "The node was low on resource: memory. Threshold quantity: 100Mi, available: 20948Ki. Container docker-build was using 25378008Ki, request is 15234375Ki, has larger consumption of memory. ",
        """,
        "A CI image build pod (vLLM's CUDA build) is evicted for node memory pressure, using 25 GB "
        "against a 15 GB request. The PR asks for more memory for the build so that it requests enough; "
        "the kubelet evicts the pod whose usage most exceeds its request, and the same build does it "
        "again. Job's own footprint: notify.",
    ),
    real(
        GH + "amygdala-labs/cosmos-operator/issues/185",
        "amygdala-labs/cosmos-operator",
        "host_oom",
        "user_code",
        USER,
        "The node was low on resource: memory.",
        r"""
          message: 'The node was low on resource: memory. Container node was using 35505620Ki,
            which exceeds its request of 12Gi. '
          phase: Failed
          podIP: 10.7.0.103
          podIPs:
          - ip: 10.7.0.103
          qosClass: Burstable
          reason: Evicted
          startTime: "2023-01-30T18:04:30Z"
        """,
        "A blockchain node pod evicted under node memory pressure, using 35 GB against a 12 Gi request "
        "(the message wrapped by kubectl's YAML). The issue is about the operator recreating such pods; "
        "the eviction itself is the container running far above its memory request, which the kubelet "
        "evicts again: labelled from the log and Kubernetes' node-pressure eviction rules, notify.",
    ),
    real(
        GH + "AgentR1/Agent-R1/issues/33",
        "AgentR1/Agent-R1",
        "host_oom",
        "unknown",
        HUMAN,
        "The worker may have exceeded K8s pod memory limits.",
        r"""
        ray.exceptions.ActorDiedError: The actor died unexpectedly before finishing this task.
                class_name: TaskRunner
                actor_id: 8d1498767d305748d59d87da01000000
                pid: 319017
                namespace: 1109301e-e25e-4e12-9ae4-1dd5fc7468e4
                ip: 10.44.139.116
        The actor is dead because its worker process has died. Worker exit type: SYSTEM_ERROR Worker exit detail: Worker exits unexpectedly. Worker exits with an exit code None. The worker may have exceeded K8s pod memory limits.
        """,
        "verl's TaskRunner actor dies; Ray says the worker may have exceeded the pod's memory limit. The "
        "reporter has 1800G set and asks why; another user has the same problem; no conclusion. Ray's "
        "guess is not a kill record: ambiguous, a person checks the pod's events.",
        ambiguous=True,
    ),
    real(
        GH + "hiyouga/EasyR1/issues/324",
        "hiyouga/EasyR1",
        "node_failure",
        "unknown",
        HUMAN,
        "Worker exit detail: Owner's node has crashed.",
        r"""
        ray.exceptions.ActorDiedError: The actor died unexpectedly before finishing this task.
                class_name: Runner
                actor_id: 28507c63735529c3265367b501000000
                pid: 159258
                namespace: b9b0f765-f39a-441b-95d6-fe12e866f264
                ip: 172.21.160.9
        The actor is dead because its owner has died. Owner Id: 01000000ffffffffffffffffffffffffffffffffffffffffffffffff Owner Ip address: 172.21.160.9 Owner worker exit type: SYSTEM_ERROR Worker exit detail: Owner's node has crashed.
        """,
        "EasyR1's Runner actor dies because Ray lost its owner's node (the raylet or the host gone). No "
        "cause in the thread. Ray documents a dead node's tasks as lost and the node as the thing to "
        "check: ambiguous, a person looks at the node (its raylet log, dmesg), no cordon from this alone.",
        ambiguous=True,
    ),
    real(
        GH + "iFargle/headscale-webui/issues/57",
        "iFargle/headscale-webui",
        "other",
        "unknown",
        HUMAN,
        "Worker with pid 3 was terminated due to signal 7",
        r"""
        [2023-03-22 11:04:43 +0100] [3] [INFO] Worker exiting (pid: 3)
        [2023-03-22 11:04:43 +0100] [1] [INFO] Handling signal: term
        [2023-03-22 11:04:43 +0100] [1] [WARNING] Worker with pid 3 was terminated due to signal 7
        [2023-03-22 11:04:43 +0100] [1] [INFO] Shutting down: Master
        """,
        "A gunicorn container (podman) exits every 30-40 minutes: the master handles a SIGTERM and its "
        "worker ends by signal 7 (SIGBUS). Debug logs gave nothing more; no cause found. A bus error "
        "with no /dev/shm or hardware context: ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "jaewon-lee-b/lte/issues/22",
        "jaewon-lee-b/lte",
        "host_oom",
        "user_code",
        USER,
        "Killed",
        r"""
        (lte) root@401240707274117120-taskrole1-0:/gemini/code/lte-main# python train.py --config configs/train-div2k/train_edsr-baseline-lte.yaml --gpu 0
        config loaded.
        Killed
        """,
        "Training is killed right after loading the config (the dataset is loaded into memory next). "
        "The maintainer: when the memory is limited the process is killed; the issue was closed on "
        "that answer. A bare shell 'Killed' read by the thread as host memory: notify.",
    ),
    real(
        GH + "dragen1860/Deep-Learning-with-PyTorch-Tutorials/issues/4",
        "dragen1860/Deep-Learning-with-PyTorch-Tutorials",
        "other",
        "user_code",
        USER,
        "Process finished with exit code 139 (interrupted by signal 11: SIGSEGV)",
        r"""
        Process finished with exit code 139 (interrupted by signal 11: SIGSEGV)
        """,
        "The transfer-learning lesson's train_transfer.py segfaults. The maintainer suggested a restart; "
        "the reporter found the cause: the wrong PyTorch version, and reinstalling 1.0 fixed it. The "
        "environment fails the same way until changed: notify (the log alone cannot tell).",
    ),
    real(
        GH + "jfzhang95/pytorch-video-recognition/issues/38",
        "jfzhang95/pytorch-video-recognition",
        "other",
        "unknown",
        HUMAN,
        "Process finished with exit code 139 (interrupted by signal 11: SIGSEGV)",
        r"""
        Process finished with exit code 139 (interrupted by signal 11: SIGSEGV)
        """,
        "Running dataset.py (video frame extraction with OpenCV) segfaults; no reply, no cause. A bare "
        "segfault: ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "tengshaofeng/ResidualAttentionNetwork-pytorch/issues/2",
        "tengshaofeng/ResidualAttentionNetwork-pytorch",
        "dataloader_killed",
        "user_code",
        USER,
        "ERROR: Unexpected bus error encountered in worker.",
        r"""
        ERROR: Unexpected bus error encountered in worker. This might be caused by insufficient shared memory (shm).
        ERROR: Unexpected bus error encountered in worker. This might be caused by insufficient shared memory (shm).
        ERROR: Unexpected bus error encountered in worker. This might be caused by insufficient shared memory (shm).
        ERROR: Unexpected bus error encountered in worker. This might be caused by insufficient shared memory (shm).
        Traceback (most recent call last):
          File "train_pre.py", line 52, in <module>
            for i, (images, labels) in enumerate(train_loader):
          File "/usr/local/lib/python3.5/dist-packages/torch/utils/data/dataloader.py", line 275, in __next__
            idx, batch = self._get_batch()
          File "/usr/local/lib/python3.5/dist-packages/torch/utils/data/dataloader.py", line 254, in _get_batch
            return self.data_queue.get()
          File "/usr/lib/python3.5/multiprocessing/queues.py", line 343, in get
            res = self._reader.recv_bytes()
          File "/usr/lib/python3.5/multiprocessing/connection.py", line 216, in recv_bytes
            buf = self._recv_bytes(maxlength)
          File "/usr/lib/python3.5/multiprocessing/connection.py", line 407, in _recv_bytes
            buf = self._recv(4)
        """,
        "DataLoader workers die of a bus error in shared memory (the container's small /dev/shm); the "
        "traceback is cut where the reporter cut it. PyTorch's own message names the fix (more shm or "
        "fewer workers); the same configuration fails again. Labelled from the log: notify.",
    ),
    real(
        GH + "shrubb/latent-pose-reenactment/issues/21",
        "shrubb/latent-pose-reenactment",
        "dataloader_killed",
        "user_code",
        USER,
        "ERROR: Unexpected bus error encountered in worker.",
        r"""
        ERROR: Unexpected bus error encountered in worker. This might be caused by insufficient shared memory (shm).
        ERROR: Unexpected bus error encountered in worker. This might be caused by insufficient shared memory (shm).
        Traceback (most recent call last):
          File "/root/miniconda/envs/test/lib/python3.7/site-packages/torch/utils/data/dataloader.py", line 761, in _try_get_data
            data = self._data_queue.get(timeout=timeout)
          File "/root/miniconda/envs/test/lib/python3.7/multiprocessing/queues.py", line 104, in get
            if not self._poll(timeout):
          File "/root/miniconda/envs/test/lib/python3.7/multiprocessing/connection.py", line 257, in poll
            return self._poll(timeout)
          File "/root/miniconda/envs/test/lib/python3.7/multiprocessing/connection.py", line 414, in _poll
            r = wait([self], timeout)
          File "/root/miniconda/envs/test/lib/python3.7/multiprocessing/connection.py", line 920, in wait
            ready = selector.select(timeout)
          File "/root/miniconda/envs/test/lib/python3.7/selectors.py", line 415, in select
            fd_event_list = self._selector.poll(timeout)
        """,
        "Graphonomy's inference script, run in a container, loses its DataLoader workers to a bus error "
        "in /dev/shm (the issue was closed; the message itself names insufficient shared memory). The "
        "same shm size and worker count fail again: notify.",
    ),
    real(
        GH + "googlefonts/fontbakery-dashboard/issues/100",
        "googlefonts/fontbakery-dashboard",
        "host_oom",
        "user_code",
        USER,
        "Exit Code:    137",
        r"""
        Last State:     Terminated
              Reason:       Error
              Exit Code:    137
              Started:      Wed, 27 Mar 2019 01:53:04 +0100
              Finished:     Wed, 27 Mar 2019 02:32:11 +0100
        """,
        "A diffenator worker pod on minikube is killed on big jobs. The maintainer reads exit code 137 "
        "as the container running out of memory and plans more minikube memory or a smaller worker "
        "footprint; closed on that. The reason is Error, not OOMKilled (the VM's OOM killer, not the "
        "container's limit), so the log alone would be ambiguous; the thread's conclusion is memory: "
        "notify.",
    ),
    real(
        GH + "PeterL1n/BackgroundMattingV2/issues/195",
        "PeterL1n/BackgroundMattingV2",
        "other",
        "user_code",
        USER,
        "process 1 terminated with signal SIGABRT",
        r"""
        torch.multiprocessing.spawn.ProcessExitedException: process 1 terminated with signal SIGABRT
        """,
        "The training code's spawned process aborts. The reporter's own conclusion: the torch version "
        "was wrong, fixed by upgrading to 1.13.1. An environment that aborts the same way until changed: "
        "notify (the log alone cannot tell).",
    ),
    real(
        GH + "czp16/Bridge-LLM-reasoning/issues/1",
        "czp16/Bridge-LLM-reasoning",
        "other",
        "unknown",
        HUMAN,
        "traceback : Signal 6 (SIGABRT) received by PID 2195196",
        r"""
          <NO_OTHER_FAILURES>
        --------------------------------------------------------
        Root Cause (first observed failure):
        [0]:
          time      : 2025-11-24_17:05:40
          host      : user-Rack-Server
          rank      : 1 (local_rank: 1)
          exitcode  : -6 (pid: 2195196)
          error_file: <N/A>
          traceback : Signal 6 (SIGABRT) received by PID 2195196
        ========================================================
        SFT completed
        """,
        "SFT training's rank 1 aborts (SIGABRT) and the wrapper script still prints 'SFT completed'. No "
        "abort message in the excerpt and no cause in the thread: ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "akshaybahadur21/Drowsiness_Detection/issues/10",
        "akshaybahadur21/Drowsiness_Detection",
        "other",
        "unknown",
        HUMAN,
        "Process finished with exit code 134 (interrupted by signal 6: SIGABRT)",
        r"""
        Process finished with exit code 134 (interrupted by signal 6: SIGABRT)
        """,
        "The script aborts with nothing else printed. Two years later the maintainer answered 'a memory "
        "issue' without evidence; nothing was confirmed. A bare SIGABRT: ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "operate-first/apps/issues/1352",
        "operate-first/apps",
        "storage_error",
        "unknown",
        HUMAN,
        "The node was low on resource: ephemeral-storage.",
        r"""
        csi-rbdplugin-provisioner-6f4cc98cdf-v6p99                        openshift-storage                                  Evicted   oct-03-03-compute   The node was low on resource: ephemeral-storage. Container csi-snapshotter was using 26820Ki, which exceeds its request of 0. Container csi-provisioner was using 41024Ki, which exceeds its request of 0. Container liveness-prometheus was using 4Ki, which exceeds its request of 0. Container csi-attacher was using 26564Ki, which exceeds its request of 0. Container csi-rbdplugin was using 3396Ki, which exceeds its request of 0. Container csi-resizer was using 27840Ki, which exceeds its request of 0.
        csi-rbdplugin-qtr59                                               openshift-storage                                  Evicted   oct-03-03-compute   Pod The node had condition: [DiskPressure].
        rook-ceph-tools-5d85d6fc7-xwsv5                                   openshift-storage                                  Evicted   oct-03-03-compute   The node was low on resource: ephemeral-storage. Container rook-ceph-tools was using 1964Ki, which exceeds its request of 0.
        """,
        "Pods of many namespaces evicted on two compute nodes for disk pressure (issue labelled "
        "area/hardware): each evicted pod used a few MB, so the node's disk filled from elsewhere. "
        "Whether the node's disk or some workload needs the fix is a person's call: ambiguous.",
        culprit={"nodes": ["oct-03-03-compute"], "ranks": []},
        ambiguous=True,
    ),
    real(
        GH + "NatLibFi/Annif/issues/922",
        "NatLibFi/Annif",
        "other",
        "unknown",
        HUMAN,
        "was sent code 139!",
        r"""
        ERROR] Worker (pid:54) was sent code 139!
        """,
        "Annif's gunicorn worker in Kubernetes ends with code 139 (SIGSEGV) and the service restarts. The "
        "issue quotes what exit code 139 means and is still open; no cause. A bare segfault: ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "kubeflow/mpi-operator/issues/152",
        "kubeflow/mpi-operator",
        "other",
        "unknown",
        HUMAN,
        "ORTE has lost communication with a remote daemon.",
        r"""
        ORTE has lost communication with a remote daemon.

          HNP daemon   : [[43015,0],0] on node tf-bert-libnlp-token-lr-5e-6-fp32-1572827779-launcher-gdqv7
          Remote daemon: [[43015,0],20] on node tf-bert-libnlp-token-lr-5e-6-fp32-1572827779-worker-19

        This is usually due to either a failure of the TCP network
        connection to the node, or possibly an internal failure of
        the daemon itself. We cannot recover from this failure, and
        therefore will terminate the job.
        """,
        "An MPIJob's launcher terminates when one of its worker pods crashes (the issue: 'when one of "
        "the worker crashes'); why the worker died is not in the log. Open MPI's echo of a lost "
        "daemon: ambiguous, a person reads worker-19's own log.",
        ambiguous=True,
    ),
]
