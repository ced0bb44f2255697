# ruff: noqa
"""Real excerpts, batch ZZ14-GE: development-fold failures met at the edges of a run rather than in
its middle: mixed-precision errors (FP16 gradients the scaler refuses, fp16 loss-scale overflow into
NaN), checkpoint saves that fail (FSDP sharded state, a Slurm OOM kill while saving, a Lightning
checkpoint monitor with no validation metric), multi-node start-up (ssh refused by a worker, a port
already bound, a store connection reset, UCX picking the Docker bridge address), GPU containers and
operators that cannot start (nvidia-container-cli NVML errors), node health checks that fail for
reasons of their own, NCCL timeouts and engine or actor deaths with no cause shown. Gathered from
GitHub issue threads through the `issues` corpus of the search tool, from repositories new to the
corpus (at most two each) and from large development-fold repositories already in it (DeepSpeed,
Megatron-LM, NeMo, Lightning, vLLM, OpenRLHF, gpu-operator, nccl-tests, UCX, Kubernetes), with
search angles on end-of-run failures, multi-node launch, mixed precision, FSDP/ZeRO sharding and
container start errors. Many searches returned repositories already in the corpus or in the test
fold, or threads whose excerpt stops before the error line; those were skipped, and what remained is
taken as it came, not picked for what crashcart can do. Nobody ran crashcart on these cases before
they were labelled. Verbatim log lines as printed in each thread (trimmed to the relevant part;
markdown quote and bold markers removed); labelled from what each thread concluded, or from the log
where it concluded nothing (the notes say which)."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    # --- Mixed precision ---------------------------------------------------------------------------
    real(
        GH + "ShivamShrirao/diffusers/issues/131",
        "ShivamShrirao/diffusers",
        "nan_or_value_error",
        "framework_bug",
        USER,
        "ValueError: Attempting to unscale FP16 gradients.",
        r"""
          File "/workspace/sdw/examples/dreambooth/train_dreambooth.py", line 812, in <module>
            main(args)
          File "/workspace/sdw/examples/dreambooth/train_dreambooth.py", line 784, in main
            optimizer.step()
          File "/opt/conda/lib/python3.9/site-packages/accelerate/optimizer.py", line 134, in step
            self.scaler.step(self.optimizer, closure)
          File "/opt/conda/lib/python3.9/site-packages/torch/cuda/amp/grad_scaler.py", line 337, in step
            self.unscale_(optimizer)
          File "/opt/conda/lib/python3.9/site-packages/torch/cuda/amp/grad_scaler.py", line 282, in unscale_
            optimizer_state["found_inf_per_device"] = self._unscale_grads_(optimizer, inv_scale, found_inf, False)
          File "/opt/conda/lib/python3.9/site-packages/torch/cuda/amp/grad_scaler.py", line 210, in _unscale_grads_
            raise ValueError("Attempting to unscale FP16 gradients.")
        ValueError: Attempting to unscale FP16 gradients.
        """,
        "DreamBooth fine-tuning with fp16 mixed precision never reaches its first step: the AMP grad "
        "scaler refuses parameters whose gradients are already fp16. The thread points to the upstream "
        "report, where this was a bug newly introduced in diffusers 0.7.x. A dtype problem in the "
        "training code that fails identically on every run: no restart, the owner changes version or "
        "precision.",
    ),
    real(
        GH + "ArcticHare105/S3Diff/issues/19",
        "ArcticHare105/S3Diff",
        "nan_or_value_error",
        "framework_bug",
        USER,
        "ValueError: Attempting to unscale FP16 gradients.",
        r"""
          File "/home/dell/anaconda3/envs/s3diff/lib/python3.10/site-packages/accelerate/accelerator.py", line 2391, in clip_grad_norm_
            self.unscale_gradients()
          File "/home/dell/anaconda3/envs/s3diff/lib/python3.10/site-packages/accelerate/accelerator.py", line 2335, in unscale_gradients
            self.scaler.unscale_(opt)
          File "/home/dell/anaconda3/envs/s3diff/lib/python3.10/site-packages/torch/cuda/amp/grad_scaler.py", line 284, in unscale_
            optimizer_state["found_inf_per_device"] = self._unscale_grads_(optimizer, inv_scale, found_inf, False)
          File "/home/dell/anaconda3/envs/s3diff/lib/python3.10/site-packages/torch/cuda/amp/grad_scaler.py", line 212, in _unscale_grads_
            raise ValueError("Attempting to unscale FP16 gradients.")
        ValueError: Attempting to unscale FP16 gradients.
        """,
        "Training the super-resolution model with fp16 fails when gradients are clipped: the grad "
        "scaler finds fp16 gradients. The maintainer answered that the code does not support fp16 "
        "training yet. An unsupported precision setting: it fails the same way on every run until the "
        "user trains in another precision.",
    ),
    real(
        GH + "QwenAudio/FunMusic/issues/40",
        "QwenAudio/FunMusic",
        "nan_or_value_error",
        "framework_bug",
        USER,
        "ValueError: Attempting to unscale FP16 gradients.",
        r"""
        /data/InspireMusic/inspiremusic/utils/train_utils.py", line 252, in update_parameter_and_lr
              scaler.unscale_(optimizer)  # Unscale gradients before clipping
            File "/data/InspireMusic/anaconda3/envs/inspiremusic/lib/python3.8/site-packages/torch/amp/grad_scaler.py", line 337, in unscale_
              optimizer_state["found_inf_per_device"] = self._unscale_grads_(
            File "/data/InspireMusic/anaconda3/envs/inspiremusic/lib/python3.8/site-packages/torch/amp/grad_scaler.py", line 259, in _unscale_grads_
              raise ValueError("Attempting to unscale FP16 gradients.")
          ValueError: Attempting to unscale FP16 gradients.
        """,
        "Training the music LLM with the project's run.sh in fp16 stops in the scaler's unscale before "
        "gradient clipping. The maintainers could not reproduce it; other users hit the same error, "
        "linked it to an identical earlier issue and worked around it by changing the project's code. "
        "A dtype mismatch in the training path that repeats on every run: the owner must change code "
        "or precision, no restart.",
    ),
    real(
        GH + "deepspeedai/DeepSpeed/issues/1773",
        "deepspeedai/DeepSpeed",
        "nan_or_value_error",
        "user_code",
        USER,
        "steps: 228 loss: nan iter time (s): 34.890 samples/sec: 73.373",
        r"""
        steps: 227 loss: 7.4369 iter time (s): 34.995 samples/sec: 73.153
        [2022-02-15 18:51:10,812] [INFO] [logging.py:69:log_dist] [Rank 0] rank=0 time (ms) | pipe_send_output: 1271.62 | pipe_recv_grad: 558.71
        [2022-02-15 18:51:45,705] [INFO] [stage_1_and_2.py:1644:step] [deepscale] OVERFLOW! Rank 0 Skipping step. Attempted loss scale: 4096, reducing to 4096
        [2022-02-15 18:51:45,706] [INFO] [logging.py:69:log_dist] [Rank 0] step=228, skipped=1, lr=[0.00030429999999999986, 0.00030429999999999986], mom=[(0.95822, 0.99), (0.95822, 0.99)]
        [2022-02-15 18:51:45,706] [INFO] [logging.py:69:log_dist] [Rank 0] rank=0 time (ms) | batch_input: 169.80 | forward_microstep: 9296.47 | backward_microstep: 23461.88 | backward_inner_microstep: 23460.12 | backward_allreduce_microstep: 0.00 | step_microstep: 2.11
        [2022-02-15 18:51:45,706] [INFO] [logging.py:69:log_dist] [Rank 0] rank=0 time (ms) | forward: 9298.00 | backward: 23461.01 | backward_inner: 23458.97 | backward_allreduce: 0.00 | step: 2.08
        steps: 228 loss: nan iter time (s): 34.890 samples/sec: 73.373
        [2022-02-15 18:51:45,706] [INFO] [logging.py:69:log_dist] [Rank 0] rank=0 time (ms) | pipe_send_output: 1259.52 | pipe_recv_grad: 565.64
        [2022-02-15 18:52:20,687] [INFO] [stage_1_and_2.py:1644:step] [deepscale] OVERFLOW! Rank 0 Skipping step. Attempted loss scale: 4096, reducing to 2048.0
        """,
        "A 4.7B GPT-2 trained with DeepSpeed pipeline parallelism and fp16 runs normally for about 220 "
        "steps, then every step overflows, the loss scale keeps falling and the loss turns NaN; a "
        "higher initial loss scale only made it overflow from the first step. The thread as read "
        "records no fix; the label rests on the log: numerical divergence in fp16, which a restart "
        "from the same checkpoint and config reproduces, so the owner must change precision or "
        "hyperparameters.",
    ),
    # --- Checkpoints saved at the end of an epoch or run ---------------------------------------------
    real(
        GH + "Lightning-AI/pytorch-lightning/issues/19492",
        "Lightning-AI/pytorch-lightning",
        "runtime_error",
        "framework_bug",
        USER,
        "KeyError: 'optimizer_states'",
        r"""
        lightning/pytorch/strategies/fsdp.py", line 577, in save_checkpoint
        {f"optimizer_{idx}": optim_state for idx, optim_state in enumerate(checkpoint.pop("optimizer_states"))}
        KeyError: 'optimizer_states'
        """,
        "Training with FSDPStrategy(state_dict_type='sharded') and a ModelCheckpoint(save_weights_only="
        "True) dies as soon as a checkpoint is saved: the sharded save path pops optimizer states that "
        "a weights-only checkpoint does not contain. The reporter traced it to Lightning's FSDP "
        "strategy and proposed a one-line guard. A framework bug hit deterministically at every save: "
        "the owner changes the checkpoint settings or the library, a restart fails again.",
    ),
    real(
        GH + "Lightning-AI/pytorch-lightning/issues/3582",
        "Lightning-AI/pytorch-lightning",
        "host_oom",
        "user_code",
        USER,
        "slurmstepd: error: Detected 3 oom-kill event(s) in step 220424.batch cgroup.",
        r"""
        /var/spool/slurmd/job220424/slurm_script: line 15: 39865 Killed                  python roco_train_mlm_lightning.py --run_name debug --precision 16 --mlm_prob 0.15
        slurmstepd: error: Detected 3 oom-kill event(s) in step 220424.batch cgroup. Some of your processes may have been killed by the cgroup out-of-memory handler.
        """,
        "A Slurm batch job is killed when the script calls trainer.save_checkpoint(); the same happens "
        "in a notebook on the server. The maintainers could not reproduce it with their version and "
        "asked for the code. The log itself carries Slurm's cgroup OOM record for the job step: host "
        "memory exhausted while saving, which recurs with the same memory request, so the owner must "
        "ask for more memory or save less at once.",
    ),
    real(
        GH + "NVIDIA-NeMo/Speech/issues/2738",
        "NVIDIA-NeMo/Speech",
        "nan_or_value_error",
        "user_code",
        USER,
        "MisconfigurationException: ModelCheckpoint(monitor='val_loss') not found in the returned metrics: ['lr', 'train_loss']",
        r"""
        MisconfigurationException: ModelCheckpoint(monitor='val_loss') not found in the returned metrics: ['lr', 'train_loss']
        """,
        "A NeMo BERT text-classification job on Kubernetes finishes its first epoch and then fails "
        "saving the checkpoint: the checkpoint callback monitors val_loss but the custom dataset had "
        "only train and test folders, so no validation metric exists. The maintainer explained that "
        "checkpoints are selected on the validation loss. A configuration error that ends every run at "
        "the first save: the owner adds a validation set or changes the monitor.",
    ),
    # --- Multi-node start-up ------------------------------------------------------------------------
    real(
        GH + "NVIDIA/nccl-tests/issues/299",
        "NVIDIA/nccl-tests",
        "connection_error",
        "user_code",
        USER,
        "ssh: connect to host (worker_ip) port 22: Connection refused",
        r"""
        root@yj-videogen-multinode-job-master-0:/workspace/nccl-tests# mpirun --allow-run-as-root -x NCCL_SHM_DISABLED=1 -x NCCL_DEBUG=INFO -np 16 -N 8 -H hostfile ./build/all_
        reduce_perf -b 8 -e 1G -f 2
        ssh: connect to host (worker_ip) port 22: Connection refused
        --------------------------------------------------------------------------
        PRTE has lost communication with a remote daemon.

          HNP daemon   : [prterun-yj-videogen-multinode-job-master-0-34@0,0] on node yj-videogen-multinode-job-master-0
          Remote daemon: [prterun-yj-videogen-multinode-job-master-0-34@0,1] on node (worker_ip)

        This is usually due to either a failure of the TCP network
        connection to the node, or possibly an internal failure of
        the daemon itself. We cannot recover from this failure, and
        therefore will terminate the job.
        --------------------------------------------------------------------------
        """,
        "A two-node H100 all_reduce_perf run launched from a Kubernetes master pod never starts: "
        "mpirun cannot ssh to the worker (port 22 refused) and PRTE loses its remote daemon. The NCCL "
        "maintainer answered that the MPI installation does not work multi-node and must be fixed "
        "first (an MPI hello-world would fail the same way). Launcher setup, not a fault: it fails "
        "identically until ssh/MPI between the pods is configured.",
    ),
    real(
        GH + "seba-1511/dist_tuto.pth/issues/1",
        "seba-1511/dist_tuto.pth",
        "connection_error",
        "user_code",
        USER,
        "RuntimeError: Address already in use at /pytorch/torch/lib/THD/process_group/General.cpp:17",
        r"""
        Process Process-1:
        Traceback (most recent call last):
          File "/home/zhangzhaoyu/anaconda2/lib/python2.7/multiprocessing/process.py", line 258, in _bootstrap
            self.run()
          File "/home/zhangzhaoyu/anaconda2/lib/python2.7/multiprocessing/process.py", line 114, in run
            self._target(*self._args, **self._kwargs)
          File "train_dist.py", line 134, in init_processes
            dist.init_process_group(backend, rank=rank, world_size=size)
          File "/home/zhangzhaoyu/anaconda2/lib/python2.7/site-packages/torch/distributed/__init__.py", line 49, in init_process_group
            group_name, rank)
        RuntimeError: Address already in use at /pytorch/torch/lib/THD/process_group/General.cpp:17
        """,
        "The tutorial's distributed script works locally but, submitted to a two-node K20 cluster with "
        "MASTER_ADDR hard-coded to the reporter's own address, fails in init_process_group because "
        "the master port is already bound. The thread only asked for the script and launch commands. "
        "Labelled from the log and the reporter's description: a launch configuration (address/port) "
        "that collides on every submission, for the owner to fix, as with the corpus's other "
        "address-in-use cases.",
    ),
    real(
        GH + "deepspeedai/DeepSpeed/issues/2973",
        "deepspeedai/DeepSpeed",
        "connection_error",
        "transient",
        RESTART,
        "RuntimeError: Connection reset by peer",
        r"""
            self.init_process_group(backend, timeout, init_method)
          File "/home/max/anaconda3/lib/python3.9/site-packages/deepspeed/comm/torch.py", line 34, in init_process_group
            torch.distributed.init_process_group(backend,
          File "/home/max/anaconda3/lib/python3.9/site-packages/torch/distributed/distributed_c10d.py", line 786, in init_process_group
            _store_based_barrier(rank, store, timeout)
          File "/home/max/anaconda3/lib/python3.9/site-packages/torch/distributed/distributed_c10d.py", line 318, in _store_based_barrier
            store.add(store_key, 1)
        RuntimeError: Connection reset by peer
        [2023-03-08 23:09:10,901] [INFO] [launch.py:318:sigkill_handler] Killing subprocess 15884
        [2023-03-08 23:09:10,901] [INFO] [launch.py:318:sigkill_handler] Killing subprocess 15885
        """,
        "Fine-tuning GPT-J with DeepSpeed ZeRO-3 on rented cloud machines through a hostfile and "
        "passwordless ssh: the ranks fail in the store-based barrier of init_process_group when the "
        "TCP store connection is reset, and the launcher kills the local subprocesses. The thread "
        "concluded nothing. From the log: a rendezvous/store connection reset at start-up, which the "
        "labelling rules treat as transient infrastructure, restart as is.",
    ),
    real(
        GH + "openucx/ucx/issues/9383",
        "openucx/ucx",
        "connection_error",
        "framework_bug",
        USER,
        "UCX  ERROR   connect(fd=42, dest_addr=172.17.0.1:54351) failed: Connection refused",
        r"""
        $ srun -n2 -p histamine osu_bcast

        # OSU MPI Broadcast Latency Test v7.2
        # Datatype: MPI_CHAR.
        # Size       Avg Latency(us)
        [1695332443.361791] [histamine0:1224050:0]            sock.c:323  UCX  ERROR   connect(fd=42, dest_addr=172.17.0.1:54351) failed: Connection refused
        [histamine0:1224050] pml_ucx.c:424  Error: ucp_ep_create(proc=1) failed: Destination is unreachable
        [histamine0:1224050] pml_ucx.c:477  Error: Failed to resolve UCX endpoint for rank 1
        [histamine0:1224050] *** An error occurred in MPI_Bcast
        [histamine0:1224050] *** reported by process [2135184123,0]
        [histamine0:1224050] *** on communicator MPI_COMM_WORLD
        [histamine0:1224050] *** MPI_ERR_OTHER: known error not in list
        [histamine0:1224050] *** MPI_ERRORS_ARE_FATAL (processes in this communicator will now abort,
        [histamine0:1224050] ***    and potentially your MPI job)
        slurmstepd: error: *** STEP 1484.0 ON histamine0 CANCELLED AT 2023-09-21T21:40:43 ***
        srun: Job step aborted: Waiting up to 32 seconds for job step to finish.
        srun: error: histamine0: task 0: Exited with exit code 16
        srun: error: histamine1: task 1: Killed
        """,
        "A two-node Slurm run of osu_bcast over Open MPI + UCX dies at its first collective: UCX "
        "tries to reach the peer over 172.17.0.1, the Docker bridge address every host has, which is "
        "not routable between nodes. The issue is filed as a UCX bug (it attempts communication over "
        "an unroutable interface); no fix is recorded in the thread as read. Interface selection that "
        "fails on every launch until UCX_NET_DEVICES is restricted or UCX is fixed: no node is at "
        "fault and a restart fails the same way.",
    ),
    # --- GPU containers and operators that cannot start ------------------------------------------
    real(
        GH + "getumbrel/llama-gpt/issues/132",
        "getumbrel/llama-gpt",
        "cuda_error",
        "unknown",
        HUMAN,
        "nvidia-container-cli: detection error: nvml error: unknown error: unknown",
        r"""
        Error response from daemon: failed to create task for container: failed to create shim task: OCI runtime create failed: runc create failed: unable to start container process: error during container init: error running hook #0: error running hook: exit status 1, stdout: , stderr: Auto-detected mode as 'legacy'
        nvidia-container-cli: detection error: nvml error: unknown error: unknown
        """,
        "The GPU build of the self-hosted LLM server cannot start its container: the NVIDIA container "
        "hook fails to detect the GPU through NVML. Others hit the same on PopOS with CUDA and the "
        "toolkit installed; one found their distribution's nvidia-container-tools package faulty or "
        "outdated and fixed it by reinstalling from NVIDIA's guide and reconfiguring the runtime with "
        "nvidia-ctk. Host driver/toolkit state that a person has to repair before any GPU container "
        "runs there.",
    ),
    real(
        GH + "NVIDIA/gpu-operator/issues/133",
        "NVIDIA/gpu-operator",
        "cuda_error",
        "unknown",
        HUMAN,
        "nvidia-container-cli.real: initialization error: driver error: failed to process request: unknown",
        r"""
        Runtime sanity check passed.

        Installation of the kernel module for the NVIDIA Accelerated Graphics Driver for Linux-x86_64 (version 460.32.03) is now complete.

        Loading ipmi and i2c_core kernel modules...
        Loading NVIDIA driver kernel modules...
        Starting NVIDIA persistence daemon...
        Mounting NVIDIA driver rootfs...
        Done, now waiting for signal
        Error: failed to start container "cuda-vector-add": Error response from daemon: OCI runtime create failed: container_linux.go:370: starting container process caused: process_linux.go:459: container init caused: Running hook #0:: error running hook: exit status 1, stdout: , stderr: nvidia-container-cli.real: initialization error: driver error: failed to process request: unknown
        """,
        "GPU operator 1.4.0 on Ubuntu 20.04 with a GTX 1660 Ti: the driver daemonset reports a "
        "complete 460.32.03 install, yet the validation pod's CUDA container cannot start because the "
        "container hook's driver request fails, so the validator crash-loops (the reporter's separator "
        "lines between the two logs are dropped). The maintainer asked for the version and whether it "
        "recovers; no cause is recorded in the thread as read. The node's driver/toolkit stack is not "
        "usable: a person investigates before GPU pods are scheduled there.",
    ),
    real(
        GH + "kubernetes/kubernetes/issues/98788",
        "kubernetes/kubernetes",
        "other",
        "framework_bug",
        USER,
        'INFO: Nvidia GPUs not available on Node: "bootstrap-e2e-minion-group-2tpl"',
        r"""
        Feb  4 15:44:07.174: INFO: Using default local nvidia-driver-installer daemonset manifest.
        Feb  4 15:44:07.231: INFO: Successfully created daemonset to install Nvidia drivers.
        Feb  4 15:44:07.448: INFO: Adding deviceplugin addon pod.
        Feb  4 15:44:07.448: INFO: Starting ResourceUsageGather for the created DaemonSet pods.
        Feb  4 15:44:07.660: INFO: Waiting for drivers to be installed and GPUs to be available in Node Capacity...
        Feb  4 15:44:07.660: INFO: Getting list of Nodes from API server
        Feb  4 15:44:07.701: INFO: gpuResourceName nvidia.com/gpu
        Feb  4 15:44:07.701: INFO: Nvidia GPUs not available on Node: "bootstrap-e2e-minion-group-2tpl"
        Feb  4 15:44:08.242: INFO: Get container nvidia-gpu-device-plugin-ftcqq/nvidia-gpu-device-plugin usage on node bootstrap-e2e-minion-group-2tpl. CPUUsageInCores: 6.4409e-05, MemoryUsageInBytes: 1572864, MemoryWorkingSetInBytes: 1572864
        """,
        "The GPU device-plugin end-to-end job of Kubernetes CI: the driver installer and device plugin "
        "are deployed but nvidia.com/gpu never appears in the node's capacity, and the test times out "
        "ten minutes later (the timeout line is cut in the excerpt). The failing-test report dates it "
        "to the merge of a specific Kubernetes pull request. A code regression, not a bad node: every "
        "run fails until the change is fixed or reverted, so no cordon and no restart.",
    ),
    # --- Node health checks that fail for reasons of their own ---------------------------------------
    real(
        GH + "Azure/azurehpc-health-checks/issues/142",
        "Azure/azurehpc-health-checks",
        "other",
        "framework_bug",
        USER,
        "ERROR:  nhc:  Health check failed:  check_nccl_allreduce: NCCL allreduce, BUS BW (expected >=431.0 GB/s, but measured 15.1043 GB/s). FaultCode: NHC2010",
        r"""
        ERROR:  nhc:  Health check failed:  check_nccl_allreduce: NCCL allreduce, BUS BW (expected >=431.0 GB/s, but measured 15.1043 GB/s). FaultCode: NHC2010
        """,
        "Azure's node health check, run from its container image on an H200 VM, fails the single-node "
        "NCCL all-reduce check at about 15 GB/s against 431 expected. The reporter showed it is an "
        "artifact of the image and test setup, not the host; others saw it on H100 too, clearing "
        "NCCL_TOPO_FILE mitigated it, and the maintainers fixed it by dropping the topology file from "
        "the check. A bandwidth number alone is no hardware signature: the node is fine and the check's "
        "configuration must change, so no cordon.",
    ),
    real(
        GH + "Azure/azurehpc-health-checks/issues/162",
        "Azure/azurehpc-health-checks",
        "other",
        "framework_bug",
        USER,
        "ERROR:  nhc:  Health check failed:  check_gpu_bw: P2P test on GPU 1 to GPU 0 failed. Bandwidth 256.63 is less than 335. FaultCode: NHC2020",
        r"""
        ERROR:  nhc:  Health check failed:  check_gpu_bw: P2P test on GPU 1 to GPU 0 failed. Bandwidth 256.63 is less than 335. FaultCode: NHC2020
        ERROR:  nhc:  Health check failed:  check_gpu_bw: P2P test on GPU 0 to GPU 1 failed. Bandwidth 256.63 is less than 335. FaultCode: NHC2020
        ERROR:  nhc:  Health check failed:  check_nvlink_status: GPU 0 has nvlinks inactive:     Link 4: Inactive
                 Link 5: Inactive
                 Link 10: Inactive
                 Link 11: Inactive
                 Link 16: Inactive
        """,
        "On the NCv5 SKU the health checks consistently fail: GPU peer bandwidth ~257 GB/s against a "
        "335 threshold, and NVLink links reported inactive. The maintainers explain that the SKU's "
        "H100 PCIe cards support only 12 of 18 links, so the inactive links are by design and the "
        "thresholds assume all links. No Xid or NVLink error line: the checks are wrong for this "
        "hardware and must be changed; cordoning these nodes would drain healthy machines.",
    ),
    # --- Deaths and timeouts with no cause shown ---------------------------------------------------
    real(
        GH + "OpenRLHF/OpenRLHF/issues/305",
        "OpenRLHF/OpenRLHF",
        "host_oom",
        "unknown",
        HUMAN,
        "The actor is dead because its worker process has died. Worker exit type: SYSTEM_ERROR",
        r"""
        File "/tmp/ray/session_2024-05-24_17-35-31_318483_337945/runtime_resources/working_dir_files/_ray_pkg_d887115d5fd5f465/openrlhf/trainer/ray/ppo_actor.py", line 115, in ppo_train
            status.update(ray.get(critic_status_ref))
        ray.exceptions.ActorDiedError: The actor died unexpectedly before finishing this task.
                class_name: CriticModelRayActor
                actor_id: 66075e4f50cc9155208f189803000000
                pid: 375881
                namespace: f0753efe-aacc-438f-969d-afdc956dd354
                ip: 0.0.0.0
        The actor is dead because its worker process has died. Worker exit type: SYSTEM_ERROR Worker exit detail: Worker unexpectedly exits with a connection error code 2. End of file. There are some potential root causes. (1) The process is killed by SIGKILL by OOM killer due to high memory usage. (2) ray stop --force is called. (3) The worker is crashed unexpectedly due to SIGSEGV or other unexpected errors.
        """,
        "PPO training with Ray runs for a number of steps, then the critic's worker process dies and "
        "the actor's ppo_train fails waiting for it. The maintainer suggested the project's Docker "
        "image and offload options; no cause is recorded. Ray itself lists host OOM kill, ray stop or "
        "a crash as possible causes and no kernel or OOM record is shown: a bare worker death, "
        "ambiguous, as with the corpus's other Ray worker deaths.",
        ambiguous=True,
    ),
    real(
        GH + "vllm-project/vllm/issues/10812",
        "vllm-project/vllm",
        "other",
        "unknown",
        HUMAN,
        "ERROR 12-01 13:05:02 client.py:282] RuntimeError('Engine process (pid 76) died.')",
        r"""
        ERROR 12-01 13:05:02 client.py:282] RuntimeError('Engine process (pid 76) died.')

        ERROR 12-01 13:05:02 client.py:282] NoneType: None

        CRITICAL 12-01 13:05:02 launcher.py:99] MQLLMEngine is already dead, terminating server process

        INFO:     Shutting down

        INFO:     Waiting for connections to close. (CTRL+C to force quit)
        """,
        "A vLLM 0.6.4 server with an fp8 model on 8xH100 (tensor parallel 8) crashes every few hours, "
        "sometimes sooner: the engine process dies with no traceback (NoneType) and the API server "
        "terminates (a 500 response line is dropped). The thread went stale without a cause. A bare "
        "process death with nothing pointing at code, model or GPU: a person has to look at the "
        "node's kernel log and the engine's own output.",
        ambiguous=True,
    ),
    real(
        GH + "NVIDIA/Megatron-LM/issues/1141",
        "NVIDIA/Megatron-LM",
        "nccl_timeout",
        "unknown",
        HUMAN,
        "[E ProcessGroupNCCL.cpp:828] [Rank 3] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=33, OpType=ALLREDUCE, Timeout(ms)=600000) ran for 607565 milliseconds before timing out.",
        r"""
        [iteration] datetime: 2024-09-13 07:04:42
        [E ProcessGroupNCCL.cpp:828] [Rank 3] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=33, OpType=ALLREDUCE, Timeout(ms)=600000) ran for 607565 milliseconds before timing out.
        [E ProcessGroupNCCL.cpp:828] [Rank 0] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=257, OpType=ALLREDUCE, Timeout(ms)=600000) ran for 608700 milliseconds before timing out.
        [E ProcessGroupNCCL.cpp:828] [Rank 0] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=1032, OpType=ALLREDUCE, Timeout(ms)=600000) ran for 608832 milliseconds before timing out.
        [E ProcessGroupNCCL.cpp:828] [Rank 0] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=1796, OpType=ALLREDUCE, Timeout(ms)=600000) ran for 608843 milliseconds before timing out.
        [E ProcessGroupNCCL.cpp:455] Some NCCL operations have failed or timed out. Due to the asynchronous nature of CUDA kernels, subsequent GPU operations might run on corrupted/incomplete data.
        [E ProcessGroupNCCL.cpp:460] To avoid data inconsistency, we are taking the entire process down.
        """,
        "GPT-3 pretraining with Megatron on one machine with 4 GPUs completes its first iteration and "
        "then hangs in the second until the NCCL watchdogs fire on all-reduces in several process "
        "groups. The reporter filed it three times; none of the threads records a cause. NCCL timeouts "
        "with no root cause in the log (no Xid, no error on a single rank): genuinely unclear, a "
        "person decides.",
        ambiguous=True,
    ),
]
