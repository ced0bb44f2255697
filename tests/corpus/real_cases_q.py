# ruff: noqa
"""Real excerpts, batch Q: fp16 loss-scale collapse, ECC and NVLink/fabric-manager faults, IB/RoCE
transport retries under UCX, Slurm wall-clock limits, host OOM kills, and checkpoint writes that fail
(full volume, object store). Verbatim log lines as printed in public threads."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    real(GH + "NVIDIA/apex/issues/318", "NVIDIA/apex", "nan_or_value_error", "user_code", USER,
         "reducing loss scale to 8.165126103939127e-202",
         r"""
         Gradient overflow. Skipping step, loss scaler 0 reducing loss scale to 8.165126103939127e-202
         Gradient overflow. Skipping step, loss scaler 0 reducing loss scale to 4.082563051969564e-202
         Gradient overflow. Skipping step, loss scaler 0 reducing loss scale to 2.041281525984782e-202
         Gradient overflow. Skipping step, loss scaler 0 reducing loss scale to 1.020640762992391e-202
         Gradient overflow. Skipping step, loss scaler 0 reducing loss scale to 5.103203814961955e-203
         Gradient overflow. Skipping step, loss scaler 0 reducing loss scale to 2.5516019074809773e-203
         Gradient overflow. Skipping step, loss scaler 0 reducing loss scale to 1.2758009537404886e-203
         """, "Apex's dynamic loss scaler overflows on every step and halves the scale down to 1e-203: the "
              "gradients are inf/NaN whatever the scale, so no step is ever taken. Label rests on the log (the "
              "thread asks how to handle it): a numerical problem of the model/config; a restart repeats it."),
    real(GH + "ymcui/Chinese-LLaMA-Alpaca-2/issues/97", "ymcui/Chinese-LLaMA-Alpaca-2", "nan_or_value_error",
         "user_code", USER, "Attempted loss scale: 0, reducing to 0",
         r"""
         [2023-08-07 18:35:18,432] [INFO] [loss_scaler.py:183:update_scale] [deepspeed] OVERFLOW! Rank 0 Skipping step. Attempted loss scale: 0, reducing to 0
           0%|                                                        | 94/97976 [1:27:41<1515:27:58, 55.74s/it][2023-08-07 18:38:05,632] [INFO] [loss_scaler.py:183:update_scale] [deepspeed] OVERFLOW! Rank 0 Skipping step. Attempted loss scale: 0, reducing to 0
           0%|                                                        | 95/97976 [1:28:37<1514:49:16, 55.71s/it]Traceback (most recent call last):
           File "/ldata/llms/Chinese-LLaMA-Alpaca-2/scripts/training/run_clm_pt_with_peft.py", line 638, in <module>
             main()
         """, "Continued pretraining of llama2-7b in fp16 under DeepSpeed: OVERFLOW on every step until the loss "
              "scale reaches 0, then the 'Current loss scale already at minimum' exception (the issue title). "
              "The same repository's maintainers (issue 486) answer that the model is trained in bf16 and fp16 "
              "loss scaling is the problem: switch precision. Recurs with the same config."),
    real(GH + "OFA-Sys/OFA/issues/271", "OFA-Sys/OFA", "nccl_timeout", "unknown", HUMAN,
         "[Rank 1] Watchdog caught collective operation timeout",
         r"""
         [E ProcessGroupNCCL.cpp:737] [Rank 1] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=469508, OpType=ALLREDUCE, Timeout(ms)=1800000) ran for 1802212 milliseconds before timing out.
         [E ProcessGroupNCCL.cpp:737] [Rank 3] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=469508, OpType=ALLREDUCE, Timeout(ms)=1800000) ran for 1802211 milliseconds before timing out.
         [E ProcessGroupNCCL.cpp:737] [Rank 2] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=469508, OpType=ALLREDUCE, Timeout(ms)=1800000) ran for 1802212 milliseconds before timing out.
         [E ProcessGroupNCCL.cpp:737] [Rank 6] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=469508, OpType=ALLREDUCE, Timeout(ms)=1800000) ran for 1802210 milliseconds before timing out.
         [E ProcessGroupNCCL.cpp:737] [Rank 7] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=469508, OpType=ALLREDUCE, Timeout(ms)=1800000) ran for 1802220 milliseconds before timing out.
         """, "Single 8xV100 node, same code and environment that worked the day before; all ranks time out in "
              "the same all-reduce after 6-9 hours at a random epoch. No rank names a cause and the thread "
              "concludes nothing: ambiguous.", ambiguous=True),
    real(GH + "kohya-ss/sd-scripts/issues/1434", "kohya-ss/sd-scripts", "ecc_error", "node_hardware", CORDON,
         "RuntimeError: CUDA error: uncorrectable ECC error encountered",
         r"""
           File "/home/Ubuntu/Desktop/kohya_ss/sd-scripts/library/sdxl_original_unet.py", line 257, in get_timestep_embedding
             exponent = exponent / (half_dim - downscale_freq_shift)
         RuntimeError: CUDA error: uncorrectable ECC error encountered
         CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
         For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
         Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

         [E ProcessGroupNCCL.cpp:916] [Rank 1] NCCL watchdog thread terminated with exception: CUDA error: uncorrectable ECC error encountered
         """, "Uncorrectable GPU memory ECC error on one of two H100s in a rented machine, surfacing in an "
              "ordinary kernel and then in the NCCL watchdog. NVIDIA's guidance: uncorrectable ECC needs a GPU "
              "reset and, if it repeats, the GPU replaced. Node hardware."),
    real(GH + "ollama/ollama/issues/12136", "ollama/ollama", "nvlink_error", "node_hardware", HUMAN,
         "failed to initialize CUDA: system not yet initialized",
         r"""
         ggml_cuda_init: failed to initialize CUDA: system not yet initialized
         """, "CUDA error 802 on an H100 NVSwitch system: the reporter found the NVIDIA Fabric Manager missing "
              "or at the wrong version; purging and reinstalling the matching fabric manager and rebooting fixed "
              "it. The node's fabric software must be repaired by an admin; no GPU is bad and a restart on the "
              "node fails again."),
    real(GH + "wilicc/gpu-burn/issues/133", "wilicc/gpu-burn", "nvlink_error", "node_hardware", HUMAN,
         "system not yet initialized",
         r"""
         Couldn't init CUDA: Error (gpu_burn-drv.cpp:304): system not yet initialized
         """, "cudaErrorSystemNotReady (802) at CUDA init. The answers: on an NVSwitch system the Fabric Manager "
              "must be installed and running (the CUDA release notes also document a kernel-boot workaround). "
              "Node software setup that an admin must fix; recurs until then."),
    real(GH + "openucx/ucx/issues/5732", "openucx/ucx", "network_error", "network_fabric", RESTART,
         "Transport retry count exceeded on mlx5_1:1/IB",
         r"""
         [r40c1t7n3:108757:0:108757] ib_mlx5_log.c:136  Transport retry count exceeded on mlx5_1:1/IB (synd 0x15 vend 0x81 hw_synd 0/0)
         [r40c1t7n3:108757:0:108757] ib_mlx5_log.c:136  RC QP 0x33945 wqe[386]: SEND s-e [va 0x14ebbaf7d680 len 474 lkey 0x70f41]
         [r40c1t7n3:108756:0:108756] ib_mlx5_log.c:136  Transport retry count exceeded on mlx5_0:1/IB (synd 0x15 vend 0x81 hw_synd 0/0)
         [r40c1t7n3:108756:0:108756] ib_mlx5_log.c:136  RC QP 0x32efe wqe[385]: SEND s-e [va 0x151ff55be680 len 474 lkey 0x10334f]
         """, "Intermittent InfiniBand transport-retry-exceeded completions (syndrome 0x15, vendor 0x81) under "
              "Open MPI/UCX: 'some runs succeed, some runs fail, not always reproducible', nothing earlier in the "
              "logs. A transient fabric fault with no identified bad node: rerun.",
         culprit=None),
    real(GH + "openucx/ucx/issues/9590", "openucx/ucx", "network_error", "network_fabric", RESTART,
         "Transport retry count exceeded on mlx5_0:1/IB",
         r"""
         lxbk1127:2330856:0:2330856] ib_mlx5_log.c:177  Transport retry count exceeded on mlx5_0:1/IB (synd 0x15 vend 0x81 hw_synd 0/0)
         [lxbk1127:2330856:0:2330856] ib_mlx5_log.c:177  DCI QP 0xd16 wqe[6168]: SEND s-e [rqpn 0x17de rlid 1037] [va 0x7f9f745cea80 len 5770 lkey 0x15de4]
         [lxbk1127:2330859:0:2330859] ib_mlx5_log.c:177  Transport retry count exceeded on mlx5_0:1/IB (synd 0x15 vend 0x81 hw_synd 0/0)
         [lxbk1127:2330859:0:2330859] ib_mlx5_log.c:177  DCI QP 0xd1e wqe[47519]: SEND s-e [rqpn 0x17db rlid 1037] [inl len 61]
         ==== backtrace (tid:2330856) ====
          0  /usr/local/ucx/lib/libucs.so.0(ucs_handle_error+0x294) [0x7fada58370a4]
          1  /usr/local/ucx/lib/libucs.so.0(ucs_fatal_error_message+0xb0) [0x7fada5834070]
         """, "HDR InfiniBand, Open MPI 5 / UCX 1.15: an 'intermittent error', retry exceeded toward one remote "
              "LID mid-run. Label rests on the log: a transient fabric fault (no node named as bad); restart.",
         tag="dc"),
    real(GH + "Computational-Plant-Science/plantit/issues/198", "Computational-Plant-Science/plantit", "other",
         "unknown", RESTART, "DUE TO TIME LIMIT",
         r"""
         slurmstepd: error: *** JOB 4191701 ON c5-1 CANCELLED AT 2021-08-17T15:09:00 DUE TO TIME LIMIT ***
         """, "A Slurm job killed at its wall-clock limit (the issue is about detecting such timeouts). Nothing "
              "failed: requeue and continue from the last checkpoint."),
    real(GH + "labsyspharm/mcmicro/issues/163", "labsyspharm/mcmicro", "other", "user_code", USER,
         "DUE TO TIME LIMIT",
         r"""
         slurmstepd: error: *** JOB 13055114 ON compute-h-17-51 CANCELLED AT 2020-07-11T22:48:26 DUE TO TIME LIMIT ***
         """, "A pipeline step repeatedly killed at the time limit of its profile; fixed by raising the profile's "
              "time limits (a configuration change). The same request fails again."),
    real(GH + "flyteorg/flyte/issues/3686", "flyteorg/flyte", "host_oom", "user_code", USER, "OOMKilled",
         r"""
         ❯ kubectl get pods
         NAME                              READY   STATUS      RESTARTS   AGE
         ffc6b601ca7bb04acb911-n0-0         0/1     Completed   0          126m
         fc6b601ca7bb04acb911-n0-0-dn0-0   0/1     OOMKilled   0          126m
         """, "The task's pod was OOMKilled: it exceeded its container memory limit (the issue asks the UI to "
              "say so). Recurs with the same limit."),
    real(GH + "CASIA-LMC-Lab/AnomalyGPT/issues/43", "CASIA-LMC-Lab/AnomalyGPT", "host_oom", "user_code", USER,
         "exits with return code = -9",
         r"""
         [2023-11-13 16:59:54,760] [INFO] [launch.py:314:sigkill_handler] Killing subprocess 9439
         [2023-11-13 16:59:54,783] [INFO] [launch.py:314:sigkill_handler] Killing subprocess 9440
         [2023-11-13 16:59:55,650] [ERROR] [launch.py:320:sigkill_handler] ['/opt/conda/bin/python', '-u', 'train_mvtec.py', '--local_rank=1', '--model', 'openllama_peft', '--stage', '1', '--imagebind_ckpt_path',
         '../pretrained_ckpt/imagebind_ckpt/imagebind_huge.pth', '--vicuna_ckpt_path', '../pretrained_ckpt/vicuna_ckpt/7b_v0/', '--delta_ckpt_path', '../pretrained_ckpt/pandagpt_ckpt/7b/pytorch_model.pt', '--max_t
         gt_len', '1024', '--data_path', '../data/pandagpt4_visual_instruction_data.json', '--image_root_path', '../data/images/', '--save_path', './ckpt/train_mvtec/', '--log_path', './ckpt/train_mvtec/log_rest/'
         ] exits with return code = -9
         """, "A DeepSpeed launcher reports a rank killed by SIGKILL while loading the model. The reporter: host "
              "RAM was insufficient; a machine with more memory solved it. Host OOM; recurs on the same machine."),
    real(GH + "ARCC-RACE/deepracer-for-dummies/issues/23", "ARCC-RACE/deepracer-for-dummies", "storage_error",
         "storage", RESTART, "occured while uploading files on S3 for checkpoint",
         r"""
         Checkpoint> Saving in path=['./checkpoint/14_Step-10846.ckpt']
         {"simapp_exception": {"version": "1.0", "date": "2019-08-04 04:38:10.380303", "function": "save_to_store", "message": "Exception [Connection was closed before we received a valid response from endpoint URL: \"http://minio:9000/bucket/rl-deepracer-sagemaker/model/14_Step-10846.ckpt.data-00000-of-00001?uploadId=27a99f19-659f-4098-8917-02e4ba72e85f&partNumber=16\".] occured while uploading files on S3 for checkpoint", "exceptionType": "s3_datastore.exceptions", "eventType": "system_error", "errorCode": "500"}}
         {"simapp_exception": {"version": "1.0", "date": "2019-08-04 04:38:10.384121", "function": "training_worker", "message": "An error occured while training: Connection was closed before we received a valid response from endpoint URL: \"http://minio:9000/bucket/rl-deepracer-sagemaker/model/14_Step-10846.ckpt.data-00000-of-00001?uploadId=27a99f19-659f-4098-8917-02e4ba72e85f&partNumber=16\".. Job failed!.", "exceptionType": "training_worker.exceptions", "eventType": "system_error", "errorCode": "503"}}
         """, "A multipart checkpoint upload to the S3-compatible store dropped mid-part after 14 iterations of "
              "training (earlier checkpoints uploaded). Label rests on the log: a transient object-store "
              "connection failure; restart from the last uploaded checkpoint."),
    real(GH + "h2oai/h2o-llmstudio/issues/214", "h2oai/h2o-llmstudio", "storage_error", "storage", USER,
         "PytorchStreamWriter failed writing file data/228: file write failed",
         r"""
         2023-07-01 16:41:05,669 - ERROR: Exception occurred during H2O LLM Studio run:
         Traceback (most recent call last):
         File "/root/.local/share/virtualenvs/workspace-dqq3IVyd/lib/python3.10/site-packages/torch/serialization.py", line 441, in save
         _save(obj, opened_zipfile, pickle_module, pickle_protocol)
         File "/root/.local/share/virtualenvs/workspace-dqq3IVyd/lib/python3.10/site-packages/torch/serialization.py", line 668, in _save
         zip_file.write_record(name, storage.data_ptr(), num_bytes)
         RuntimeError: [enforce fail at inline_container.cc:471] . PytorchStreamWriter failed writing file data/228: file write failed
         """, "Saving the checkpoint failed because the output volume was already full from a previous run (the "
              "free-space check looked at the wrong volume). A full checkpoint volume; recurs until space is freed."),
    real(GH + "zai-org/ChatGLM2-6B/issues/463", "zai-org/ChatGLM2-6B", "storage_error", "storage", USER,
         "OSError: Not enough disk space.",
         r"""
         Traceback (most recent call last):
           File "/glm2/code/ChatGLM2-6B-main/ptuning/main.py", line 411, in <module>
             main()
           File "/glm2/code/ChatGLM2-6B-main/ptuning/main.py", line 98, in main
             raw_datasets = load_dataset(
           File "/root/miniconda3/envs/glm2/lib/python3.10/site-packages/datasets/load.py", line 1782, in load_dataset
             builder_instance.download_and_prepare(
           File "/root/miniconda3/envs/glm2/lib/python3.10/site-packages/datasets/builder.py", line 810, in download_and_prepare
             raise OSError(
         OSError: Not enough disk space. Needed: Unknown size (download: Unknown size, generated: Unknown size, post-processed: Unknown size)
         ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: 1) local_rank: 0 (pid: 28466) of binary: /root/miniconda3/envs/glm2/bin/python
         """, "The datasets cache volume has no free space when preparing the training data. Label rests on the "
              "log: a full disk; recurs until space is freed or the cache moved."),
    real(GH + "FederatedAI/KubeFATE/issues/64", "FederatedAI/KubeFATE", "host_oom", "user_code", USER,
         "The node was low on resource: memory. Container egg was using 5053216Ki",
         r"""
         4m11s       Warning   Evicted               pod/egg-<id here>    The node was low on resource: memory. Container egg was using 5053216Ki, which exceeds its request of 0.
         4m11s       Normal    Killing               pod/egg-<id here>    Stopping container egg
         4m          Warning   ExceededGracePeriod   pod/egg-<id here>    Container runtime did not kill the pod within specified grace period.
         4m7s        Normal    Scheduled             pod/egg-<id2 here>    Successfully assigned fate-10000/egg-<id2 here> to aks-nodepool1-<id>
         4m7s        Warning   Evicted               pod/egg-<id2 here>    The node had condition: [MemoryPressure].
         """, "Kubernetes evicts the training service's pod under node memory pressure (it requests 0 memory and "
              "uses 5 GB); the replacement is evicted again. Maintainers: give it more memory. Recurs with the "
              "same requests and node size."),
    real(GH + "kubeflow/kubeflow/issues/1261", "kubeflow/kubeflow", "host_oom", "user_code", USER,
         "The node was low on resource: memory.",
         r"""
         The node was low on resource: memory.
         Killing container with id docker://notebook:Need to kill Pod
         """, "A Keras training in a Kubeflow notebook pod printed only 'Killed'; the pod's events show it was "
              "evicted for node memory pressure. Host memory; recurs with the same workload and limits."),
    real(GH + "ZwwWayne/K-Net/issues/30", "ZwwWayne/K-Net", "host_oom", "user_code", USER,
         "Detected 1 oom-kill event(s) in StepId=9411285.0",
         r"""
         slurmstepd-gpu20-15: error: Detected 1 oom-kill event(s) in StepId=9411285.0. Some of your processes may have been killed by the cgroup out-of-memory handler.
         srun: error: gpu20-15: task 0: Out Of Memory
         srun: launch/slurm: _step_signal: Terminating StepId=9411285.0
         slurmstepd-gpu20-15: error: *** STEP 9411285.0 ON gpu20-15 CANCELLED AT 2022-05-17T17:58:10 ***
         /home/krumo/work/utils/anaconda3/envs/knet/lib/python3.7/multiprocessing/semaphore_tracker.py:144: UserWarning: semaphore_tracker: There appear to be 56 leaked semaphores to clean up at shutdown
           len(cache))
         slurmstepd-gpu20-15: error: Detected 1 oom-kill event(s) in StepId=9411285.batch. Some of your processes may have been killed by the cgroup out-of-memory handler.
         """, "Slurm's cgroup OOM handler kills the training task after several epochs, every run (--mem 200G for "
              "4 GPUs). Host memory of the job's allocation; recurs with the same request and data pipeline."),
    real(GH + "dstndstn/tractor/issues/126", "dstndstn/tractor", "host_oom", "user_code", USER,
         "Detected 1 oom_kill event in StepId=43622791.67",
         r"""
         qdo-srun.py: srun#64: slurmstepd: error: Detected 1 oom_kill event in StepId=43622791.67. Some of the step tasks have been OOM Killed.
         qdo-srun.py: srun#64: Found OOM event for task 6627566 ; setting task state to Killed
         """, "About 1 % of GPU tasks packed four per node are OOM-killed by Slurm; the same tasks run fine two "
              "per node. Host memory of the packing; recurs with that configuration."),
    real("https://github.com/stas00/ml-engineering/blob/master/compute/accelerator/nvidia/debug.md",
         "stas00/ml-engineering", "ecc_error", "node_hardware", CORDON, "SRAM Uncorrectable            : 1",
         r"""
         CUDA error: uncorrectable ECC error encountered
         $ nvidia-smi -q | grep -i correctable | grep -v 0
                     SRAM Uncorrectable            : 1
                     SRAM Uncorrectable            : 5
         """, "From a guide written from large-scale training operations: the job died with an uncorrectable ECC "
              "error and nvidia-smi shows one volatile (5 lifetime) SRAM uncorrectable error on one GPU, 'one "
              "broken GPU'. The guide's action: reset that GPU or recycle the node, RMA past 4 aggregate errors. "
              "Node hardware.", tag="ecc"),
    real("https://github.com/stas00/ml-engineering/blob/master/compute/accelerator/nvidia/debug.md",
         "stas00/ml-engineering", "ecc_error", "node_hardware", CORDON,
         "GPU 3 has uncorrectable memory errors and row",
         r"""
         +---------------------------+------------------------------------------------+
         | Diagnostic                | Result                                         |
         +===========================+================================================+
         |-----  Deployment  --------+------------------------------------------------|
         | Error                     | GPU 3 has uncorrectable memory errors and row  |
         |                           |  remappings are pending                        |
         """, "dcgmi diagnostics after a repeating Xid 64 (row remapping failure): GPU 3 has uncorrectable memory "
              "errors with remaps pending; the guide says to RMA the GPU if remapping fails. Node hardware.",
         tag="dcgmi"),
    real(GH + "EleutherAI/gpt-neox/issues/1147", "EleutherAI/gpt-neox", "connection_error", "unknown", HUMAN,
         "Net : Call to recv from NODE2_IP<56843> failed : Connection refused",
         r"""
         NCCL error in: ProcessGroupNCCL.cpp:1269, internal error, NCCL version 2.14.3
         node2: Last error:
         node2: Net : Call to recv from NODE2_IP<56843> failed : Connection refused
         node1: node1:15874:17284 [4] NCCL INFO P2P is disabled between connected GPUs 4 and 3. You can repress this message with NCCL_IGNORE_DISABLED_P2P=1.
         node1: node1:15874:17284 [4] NCCL INFO Could not enable P2P between dev 4(=61000) and dev 3(=42000)
         node1: node1:15874:17284 [4] NCCL INFO Channel 00 : 4[61000] -> 3[42000] via SHM/direct/direct
         """, "Two-node gpt-neox (DeepSpeed/pdsh prefixes) fails in NCCL with a connection refused toward one node's "
              "socket. The thread does not say whether a firewall/interface setting or a transient peer crash "
              "caused it; label rests on the log: ambiguous.", ambiguous=True),
    real(GH + "coreweave/ml-containers/pull/10", "coreweave/ml-containers", "connection_error", "framework_bug",
         USER, "unhandled system error, NCCL version 2.7.8",
         r"""
         NCCL error in: /pytorch/torch/lib/c10d/ProcessGroupNCCL.cpp:825, unhandled system error, NCCL version 2.7.8
         """, "Thrown whenever a worker ran on two particular A100 NVLink nodes; it went away after upgrading the "
              "image's CUDA, torch and apex (old NCCL 2.7.8). A software-stack problem that recurs with the same "
              "image, not bad hardware."),
    real(GH + "aws-neuron/aws-neuron-parallelcluster-samples/issues/25", "aws-neuron/aws-neuron-parallelcluster-samples",
         "network_error", "framework_bug", USER, "failed neuronNetRegMr request to NCCL",
         r"""
         2024-Jan-11 19:01:15.502423 18506:21252 ERROR   ENC:ncclNetRegMr                            failed neuronNetRegMr request to NCCL
         2024-Jan-11 19:01:15.502435 18506:21252 ERROR   ENC:configure_net_connector                 [rank 0, channel 0] failed to register channel buffer, addr: 0x0x7fd881000000, len: 50331648
         2024-Jan-11 19:01:15.503417 18506:21252 ERROR   ENC:alg_ring_init                           [nec_dev 13] failed to configure network connector for RING
         2024-Jan-11 19:01:15.499989 18506:21240 ERROR   ENC:ncclNetRegMr                            failed neuronNetRegMr request to NCCL
         2024-Jan-11 19:01:15.503432 18506:21240 ERROR   ENC:configure_net_connector                 [rank 0, channel 0] failed to register channel buffer, addr: 0x0x7fd895000000, len: 50331648
         """, "GPT pretraining on Trainium/EFA crashes after 12-18 hours failing to register network memory, "
              "only on the Ubuntu 22.04 stack (works on 20.04). A platform/software-stack defect that recurs on "
              "that image; restarting the same stack repeats it."),
    real(GH + "axolotl-ai-cloud/axolotl/issues/1670", "axolotl-ai-cloud/axolotl", "nccl_timeout", "unknown", HUMAN,
         "[Rank 1] NCCL watchdog thread terminated with exception",
         r"""
         [rank1]:[E ProcessGroupNCCL.cpp:537] Some NCCL operations have failed or timed out. Due to the asynchronous nature of CUDA kernels, subsequent GPU operations might run on corrupted/incomplete data.
         [rank1]:[E ProcessGroupNCCL.cpp:543] To avoid data inconsistency, we are taking the entire process down.
         [rank1]:[E ProcessGroupNCCL.cpp:1182] [Rank 1] NCCL watchdog thread terminated with exception: [Rank 1] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=2263, OpType=ALLGATHER, NumelIn=1, NumelOut=2, Timeout(ms)=300000) ran for 300189 milliseconds before timing out.
         Exception raised from checkTimeout at ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:525 (most recent call first):
         """, "A 1-element all-gather times out at the end of training, then the run is SIGTERMed. The thread "
              "('possibly solved' by image updates) never pins the cause: rank 0 may be busy saving or stuck. "
              "Ambiguous.", ambiguous=True),
    real(GH + "pytorch/torchtitan/issues/810", "pytorch/torchtitan", "cuda_error", "unknown", HUMAN,
         "Process group watchdog thread terminated with exception: CUDA error: an illegal memory access was encountered",
         r"""
         [rank0]:2025-01-28 13:23:00,193 - root - INFO - Training starts at step 1, with local batch size 8, global batch size 16, sequence length 2048, total steps 10 (warmup 2)
         [rank0]:[rank0]:[E128 13:23:00.788972321 ProcessGroupNCCL.cpp:1897] [PG ID 0 PG GUID 0(default_pg) Rank 0] Process group watchdog thread terminated with exception: CUDA error: an illegal memory access was encountered
         [rank0]:CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
         [rank0]:For debugging consider passing CUDA_LAUNCH_BLOCKING=1
         """, "The debug model trains on one B200 but hits an illegal memory access in the NCCL watchdog at step 1 "
              "with two GPUs. Commenters suspect NCCL/NVLink on the new platform; no hardware fault is identified "
              "and the thread stays open. A bare illegal memory access: ambiguous.", ambiguous=True),
    real(GH + "langfengQ/verl-agent/issues/52", "langfengQ/verl-agent", "host_oom", "unknown", HUMAN,
         "The actor is dead because its worker process has died.",
         r"""
         ray.exceptions.ActorDiedError: The actor died unexpectedly before finishing this task.
         	class_name: create_colocated_worker_cls.<locals>.WorkerDict
         	actor_id: d5f5dc65c97621b50717c23b01000000
         	pid: 278219
         	name: YGp0dwWorkerDict_0:6
         	namespace: af2190d5-b6d3-42db-9a09-8f5b1257c879
         	ip: xxxxxxx
         The actor is dead because its worker process has died. Worker exit type: SYSTEM_ERROR Worker exit detail: Worker unexpectedly exits with a connection error code 2. End of file. There are some potential root causes. (1) The process is killed by SIGKILL by OOM killer due to high memory usage. (2) ray stop --force is called. (3) The worker is crashed unexpectedly due to SIGSEGV or other unexpected errors.
         """, "A Ray worker of an RL trainer dies 'with some probability'. The maintainer asks whether Ray's memory "
              "monitor killed it (memory > 95 %); the reporter does not confirm and the issue stays open. OOM is "
              "likely but unproven: ambiguous.", ambiguous=True),
    real(GH + "ray-project/ray/issues/47461", "ray-project/ray", "host_oom", "unknown", HUMAN,
         "A worker died or was killed while executing a task by an unexpected system error.",
         r"""
         (raylet) A worker died or was killed while executing a task by an unexpected system error. To troubleshoot the problem, check the logs for the dead worker. RayTask ID: ffffffffffffffff3fe85624f7ebc8f28d076a0702000000 Worker ID: fead2dfe78eeee17dd8922f0569f798cf51660782f4222a9acfc8fbe Node ID: 201f2cc4bc593d830338a3ed774649489389d8695222912df0994e79 Worker IP address: 10.0.7.57 Worker port: 10046 Worker PID: 89513 Worker exit type: SYSTEM_ERROR Worker exit detail: Worker unexpectedly exits with a connection error code 2. End of file. There are some potential root causes. (1) The process is killed by SIGKILL by OOM killer due to high memory usage. (2) ray stop --force is called. (3) The worker is crashed unexpectedly due to SIGSEGV or other unexpected errors.
         (TorchTrainer pid=89392) Worker 0 has failed.
         """, "A Ray Train release test (4 GPUs, image reading) fails when a training worker is SIGKILLed; the "
              "team calls it 'an OOM-looking issue' but no kernel or Ray OOM record is shown. Ambiguous.",
         ambiguous=True),
]
