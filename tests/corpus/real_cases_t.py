# ruff: noqa
"""Real excerpts, batch T: pod evictions and Slurm/Ray host OOM kills, NCCL watchdog timeouts that no one
resolved, fp16 loss-scale collapse in fairseq-style and DeepSpeed-style trainers, full disks at checkpoint
time, and GPU/host memory ECC faults. Verbatim log lines as printed in public threads."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    real(GH + "substratusai/runbooks/issues/92", "substratusai/runbooks", "storage_error", "user_code", USER,
         "Pod ephemeral local storage usage exceeds the total limit of containers 5Gi.",
         r"""
           Warning  Evicted              109s  kubelet                                Pod ephemeral local storage usage exceeds the total limit of containers 5Gi.
           Normal   Killing              109s  kubelet                                Stopping container gke-gcsfuse-sidecar
           Normal   Killing              109s  kubelet                                Stopping container model
           Warning  ExceededGracePeriod  99s   kubelet                                Container runtime did not kill the pod within specified grace period.
         """, "A fine-tuning pod on GKE is evicted because it writes the trained model into the 5 GiB ephemeral "
              "storage of the gcsfuse sidecar; fixed by saving to a different path (/model/saved). A job "
              "configuration problem: the same output path is evicted again."),
    real(GH + "brain-score/vision/pull/950", "brain-score/vision", "host_oom", "user_code", USER,
         "Detected 1 oom-kill event(s) in StepId=37205392.0",
         r"""
         slurmstepd: error: Detected 1 oom-kill event(s) in StepId=37205392.0. Some of your processes may have been killed by the cgroup out-of-memory handler.
         srun: error: node107: task 0: Out Of Memory
         """, "A model-scoring test under Slurm is killed by the cgroup OOM handler; the maintainers still see it at "
              "256 GB and plan to request 512 GB. The job's memory request is too small for the workload: recurs "
              "until more memory is requested or the test is made leaner."),
    real(GH + "daydreamlive/scope/issues/749", "daydreamlive/scope", "nvlink_error", "node_hardware", CORDON,
         "torch.AcceleratorError: CUDA error: Invalid access of peer GPU memory over nvlink or a hardware error",
         r"""
         scope.server.pipeline_processor - ERROR - Error processing chunk for longlive: CUDA error: Invalid access of peer GPU memory over nvlink or a hardware error
         torch.AcceleratorError: CUDA error: Invalid access of peer GPU memory over nvlink or a hardware error
         scope.server.app - ERROR - Error getting hardware info: CUDA error: Invalid access of peer GPU memory over nvlink or a hardware error
         scope.server.tracks - ERROR - Error in input loop, stopping: CUDA error: Invalid access of peer GPU memory over nvlink or a hardware error
         """, "A contained GPU fault on one cloud H100 worker: after the error every CUDA call on that worker fails "
              "for twenty minutes and the container must be force-restarted. The report treats it as a fatal "
              "hardware error of that worker; take the node out and run elsewhere."),
    real(GH + "limuloo/PyDIff/issues/31", "limuloo/PyDIff", "nccl_timeout", "unknown", HUMAN,
         "Watchdog caught collective operation timeout: WorkNCCL(SeqNum=54, OpType=ALLREDUCE",
         r"""
         [rank0]:[E624 09:29:06.968323585 ProcessGroupNCCL.cpp:616] [Rank 0] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=54, OpType=ALLREDUCE, NumelIn=6572160, NumelOut=6572160, Timeout(ms)=600000) ran for 600011 milliseconds before timing out.
         2025-06-24 17:29:06  [rank0]:[E624 09:29:06.969438582 ProcessGroupNCCL.cpp:1785] [PG ID 0 PG GUID 0(default_pg) Rank 0] Exception (either an error or timeout) detected by watchdog at work: 54, last enqueued NCCL work: 84, last completed NCCL work: 53.
         2025-06-24 17:29:21  [rank0]:[E624 09:29:21.005912011 ProcessGroupNCCL.cpp:1834] [PG ID 0 PG GUID 0(default_pg) Rank 0] Timeout at NCCL work: 54, last enqueued NCCL work: 84, last completed NCCL work: 53.
         2025-06-24 17:29:21  [rank0]:[E624 09:29:21.005960733 ProcessGroupNCCL.cpp:630] [Rank 0] Some NCCL operations have failed or timed out. Due to the asynchronous nature of CUDA kernels, subsequent GPU operations might run on corrupted/incomplete data.
         2025-06-24 17:29:21  [rank0]:[E624 09:29:21.005970290 ProcessGroupNCCL.cpp:636] [Rank 0] To avoid data inconsistency, we are taking the entire process down.
         """, "A DDP all-reduce times out early in training (work 54); the reporter tried the official suggestions "
              "without success and the issue is open. Label rests on the log: a desync (one rank skipped a "
              "collective) and a stuck peer look the same here. Ambiguous.", ambiguous=True),
    real(GH + "huggingface/diffusers/issues/12422", "huggingface/diffusers", "nccl_timeout", "unknown", HUMAN,
         "timed out in blocking wait.",
         r"""
         [rank3]:[E1002 18:16:40.711756918 ProcessGroupNCCL.cpp:756] [Rank 3] Work WorkNCCL(SeqNum=2521, OpType=ALLREDUCE, NumelIn=160672064, NumelOut=160672064, Timeout(ms)=600000) timed out in blocking wait.
         [rank1]:[E1002 18:16:40.662329700 ProcessGroupNCCL.cpp:632] [Rank 1] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=2521, OpType=ALLREDUCE, NumelIn=160672064, NumelOut=160672064, Timeout(ms)=600000) ran for 600000 milliseconds before timing out.
         [rank1]:[E1002 18:16:40.662691402 ProcessGroupNCCL.cpp:756] [Rank 1] Work WorkNCCL(SeqNum=2521, OpType=ALLREDUCE, NumelIn=160672064, NumelOut=160672064, Timeout(ms)=600000) timed out in blocking wait.
         [rank7]:[E1002 18:16:40.663099355 ProcessGroupNCCL.cpp:632] [Rank 7] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=2521, OpType=ALLREDUCE, NumelIn=160672064, NumelOut=160672064, Timeout(ms)=600000) ran for 600000 milliseconds before timing out.
         """, "FLUX DreamBooth training with accelerate+DeepSpeed on one 8xH200 node 'keeps getting stuck' and every "
              "rank times out in the same all-reduce. The issue went stale without a diagnosis. Label rests on "
              "the log; ambiguous between a stuck rank (e.g. 48 dataloader workers, checkpointing) and a fabric "
              "problem.", ambiguous=True),
    real(GH + "c3nl-neuraldynamics/c3nl_cluster/issues/20", "c3nl-neuraldynamics/c3nl_cluster", "host_oom", "unknown", HUMAN,
         "/tmp/slurmd/job603995/slurm_script: line 9:  4727 Killed",
         r"""
         /tmp/slurmd/job603995/slurm_script: line 9:  4727 Killed
         """, "Two day-long Slurm jobs end with a bare 'Killed'. The admin only says nodes are occasionally rebooted "
              "(jobs should then be requeued) and closes the issue. A SIGKILL with no record: OOM kill, admin "
              "action and node reboot cannot be told apart. Ambiguous.", ambiguous=True),
    real(GH + "Vision-CAIR/MiniGPT-4/issues/237", "Vision-CAIR/MiniGPT-4", "other", "unknown", HUMAN,
         "torch.distributed.elastic.multiprocessing.errors.ChildFailedError:",
         r"""
         torch.distributed.elastic.multiprocessing.errors.ChildFailedError:
         ============================================================
         train.py FAILED
         ------------------------------------------------------------
         Failures:
         [1]:
           time      : 2023-05-19_16:39:58
           host      : n136-117-136.byted.org
           rank      : 1 (local_rank: 1)
           exitcode  : 1 (pid: 78971)
           error_file: <N/A>
           traceback : To enable traceback see: https://pytorch.org/docs/stable/elastic/errors.html
         ------------------------------------------------------------
         Root Cause (first observed failure):
         [0]:
           time      : 2023-05-19_16:39:58
           host      : n136-117-136.byted.org
           rank      : 0 (local_rank: 0)
           exitcode  : 1 (pid: 78970)
           error_file: <N/A>
           traceback : To enable traceback see: https://pytorch.org/docs/stable/elastic/errors.html
         ============================================================
         """, "Only torchrun's failure summary was posted: both ranks exited with code 1 and no traceback was "
              "captured. A replier notes the summary says nothing about the cause. Exit code 1 is an exception in "
              "the worker, but which one cannot be told. Ambiguous.", ambiguous=True),
    real(GH + "PeterGriffinJin/Search-R1/issues/45", "PeterGriffinJin/Search-R1", "host_oom", "unknown", HUMAN,
         "Worker exit type: SYSTEM_ERROR Worker exit detail: Worker unexpectedly exits with a connection error code 2.",
         r"""
          ACTIVE_TRAJ_NUM: [16, 3, 3, 2]
         (raylet) A worker died or was killed while executing a task by an unexpected system error. To troubleshoot the problem, check the logs for the dead worker. RayTask ID: ffffffffffffffffcf533045f808c280360c752601000000 Worker ID: 05773abecbea3d05f6ad55b32fd287c80fc3f496d8e3e82db06e91d8 Node ID: 719ab2fe19e231f9c57fcc12dadd02e76a2863e0f1508010ce8f0f1b Worker IP address: 10.226.129.21 Worker port: 50045 Worker PID: 110142 Worker exit type: SYSTEM_ERROR Worker exit detail: Worker unexpectedly exits with a connection error code 2. End of file. There are some potential root causes. (1) The process is killed by SIGKILL by OOM killer due to high memory usage. (2) ray stop --force is called. (3) The worker is crashed unexpectedly due to SIGSEGV or other unexpected errors.
         """, "A Ray worker of a PPO trainer dies with a SYSTEM_ERROR; the issue is titled OOM but the log only "
              "lists OOM kill as one of three possible causes and no memory record was posted. Ambiguous.",
         ambiguous=True),
    real(GH + "OpenRLHF/OpenRLHF/issues/1139", "OpenRLHF/OpenRLHF", "host_oom", "user_code", USER,
         "(raylet) A worker died or was killed while executing a task by an unexpected system error.",
         r"""
         [33m(raylet) A worker died or was killed while executing a task by an unexpected system error. To troubleshoot the problem, check the logs for the dead worker. RayTask ID: c3f474bf79070702ad823a39a453b0997227bafa02000000 Worker ID: 7e75be224735788589f83ef129c223917d1276f1c77d6bd535741ead Node ID: b5b5cba2eafcce8cefc44208b491d6addb2fbb432783a28b9c940c1f Worker IP address: 0.0.0.0 Worker port: 10176 Worker PID: 1633485 Worker exit type: SYSTEM_ERROR Worker exit detail: Worker unexpectedly exits with a connection error code 2. End of file. There are some potential root causes. (1) The process is killed by SIGKILL by OOM killer due to high memory usage. (2) ray stop --force is called. (3) The worker is crashed unexpectedly due to SIGSEGV or other unexpected errors.
         """, "PPO with a custom reward function under Slurm: the step is reported OOM-killed (the issue title quotes "
              "Slurm's 'Some of the step tasks have been OOM Killed') and the reporter suspects a memory leak in "
              "the reward path; it recurs across runs of the same configuration. Host memory, the job's own "
              "usage: fix the leak or give it more memory."),
    real(GH + "varunagrawal/tiny-faces-pytorch/issues/8", "varunagrawal/tiny-faces-pytorch", "dataloader_killed", "user_code", USER,
         "RuntimeError: DataLoader worker (pid 3176) is killed by signal: Killed.",
         r"""
         RuntimeError: DataLoader worker (pid 3176) is killed by signal: Killed.
         Makefile:12: recipe for target 'main' failed
         make: *** [main] Error 1
         """, "A DataLoader worker is SIGKILLed as training begins; the maintainer says it is not the code. Label "
              "rests on the log: worker memory on this host, recurs with the same worker count and data."),
    real(GH + "junyanz/pytorch-CycleGAN-and-pix2pix/issues/1456", "junyanz/pytorch-CycleGAN-and-pix2pix", "storage_error", "storage", USER,
         "OSError: [Errno 122] Disk quota exceeded",
         r"""
         Traceback (most recent call last):
           File "train.py", line 57, in <module>
             visualizer.display_current_results(model.get_current_visuals(), epoch, save_result)
           File "/cyclegan/util/visualizer.py", line 196, in display_current_results
             util.save_image(image_numpy, img_path)
           File "/cyclegan/util/util.py", line 66, in save_image
             image_pil.save(image_path)
           File "/anaconda3/envs/lib/python3.7/site-packages/PIL/Image.py", line 2216, in save
             fp.close()
         OSError: [Errno 122] Disk quota exceeded
         """, "Training dies writing its periodic result images: the user's disk quota is used up. Label rests on "
              "the log: a restart writes into the same full quota until space is freed."),
    real(GH + "Sachini/ronin/issues/51", "Sachini/ronin", "storage_error", "storage", USER,
         "RuntimeError: File my_out/checkpoints/checkpoint_0.pt cannot be opened.",
         r"""
         Epoch 0, time usage: 10319.676s, average loss: [0.050121 0.051044]/0.050582
         Traceback (most recent call last):
           File /ronin/source/ronin_resnet.py", line 423, in <module>
             train(args)
           File "/ronin/source/ronin_resnet.py", line 227, in train
             torch.save({'model_state_dict': network.state_dict(),
           File "/opt/anaconda3/envs/py397/lib/python3.9/site-packages/torch/serialization.py", line 422, in save
             with _open_zipfile_writer(f) as opened_zipfile:
           File "/opt/anaconda3/envs/py397/lib/python3.9/site-packages/torch/serialization.py", line 309, in _open_zipfile_writer
             return container(name_or_buffer)
           File "/opt/anaconda3/envs/py397/lib/python3.9/site-packages/torch/serialization.py", line 287, in __init__
             super(_open_zipfile_writer_file, self).__init__(torch._C.PyTorchFileWriter(str(name)))
         RuntimeError: File my_out/checkpoints/checkpoint_0.pt cannot be opened.
         """, "The first checkpoint after a three-hour epoch cannot be written; the reporter found the disk had no "
              "space left. A full checkpoint volume: recurs until space is freed."),
    real(GH + "bert-nmt/bert-nmt/issues/47", "bert-nmt/bert-nmt", "nan_or_value_error", "user_code", USER,
         "FloatingPointError: Minimum loss scale reached (0.0001).",
         r"""
         FloatingPointError: Minimum loss scale reached (0.0001). Your loss is probably exploding. Try lowering the learning rate, using gradient clipping or increasing the batch size.
         """, "fairseq-based BERT-fused NMT in fp16 diverges until the loss scaler hits its floor, with the shipped "
              "code and pretrained BERT; the maintainer asks whether fp16 is on. Label rests on the log: the same "
              "precision and hyper-parameters diverge again."),
    real(GH + "TinyLLaVA/TinyLLaVA_Factory/issues/107", "TinyLLaVA/TinyLLaVA_Factory", "nan_or_value_error", "user_code", USER,
         "exception: current loss scale already at minimum - cannot decrease scale anymore. exiting run",
         r"""
         exception: current loss scale already at minimum - cannot decrease scale anymore. exiting run
         """, "DeepSpeed fp16 pretraining/finetuning aborts once the dynamic loss scale bottoms out; the reporter "
              "traces it to a bad batch and fixes it with --raise_error_at_min_scale False. Recurs with the same "
              "data and flags."),
    real(GH + "NVIDIA/gpu-operator/issues/1146", "NVIDIA/gpu-operator", "ecc_error", "node_hardware", CORDON,
         "An uncorrectable double bit error (DBE) has been detected on GPU in the framebuffer",
         r"""
         Dec  2 11:38:46 worker4 kernel: [  218.250408] NVRM: GPU 0000:0a:00.0: RmInitAdapter failed! (0x24:0x72:1568)
         Dec  2 11:38:46 worker4 kernel: [  218.250668] NVRM: GPU 0000:0a:00.0: rm_init_adapter failed, device minor number 5
         Dec  2 11:38:47 worker4 kernel: [  219.470994] NVRM: Xid (PCI:0000:07:00): 48, pid='<unknown>', name=<unknown>, An uncorrectable double bit error (DBE) has been detected on GPU in the framebuffer at physAddr 0x7fffa8860 partition 7, subpartition 1.
         Dec  2 11:38:47 worker4 kernel: [  219.471050] NVRM: Xid (PCI:0000:07:00): 64, pid='<unknown>', name=<unknown>, Dynamic Page Retirement: Blacklisting failed.  Page should have been blacklisted on boot(0x00000000007fffa8).
         Dec  2 11:38:49 worker4 kernel: [  221.044131] NVRM: GPU 0000:0a:00.0: RmInitAdapter failed! (0x24:0x72:1568)
         """, "GPU operator validator pods crash on some nodes; the node's kernel log shows a double-bit ECC error "
              "(Xid 48) whose page retirement failed (Xid 64) and another GPU failing to initialise. Bad GPU "
              "memory on that node: cordon it and run elsewhere.", tag="xid48"),
    real(GH + "ovro-lwa/lwa-issues/issues/117", "ovro-lwa/lwa-issues", "ecc_error", "node_hardware", CORDON,
         "EDAC MC3: 1 UE memory read error on CPU_SrcID#1_MC#1_Chan#2_DIMM#0",
         r"""
         [11189.970968] EDAC MC3: 1 UE memory read error on CPU_SrcID#1_MC#1_Chan#2_DIMM#0 (channel:2 slot:0 page:0xb757589 offset:0x140 grain:32 -  OVERFLOW err_code:0101:0092 socket:1 imc:1 rank:0 bg:3 ba:0 row:1a1e8 col:180)
         [11219.196524] {1}[Hardware Error]: Hardware error from APEI Generic Hardware Error Source: 1
         [11219.196558] {1}[Hardware Error]: event severity: recoverable
         [11219.196576] {1}[Hardware Error]:  Error 0, type: recoverable
         [11219.196591] {1}[Hardware Error]:   section_type: PCIe error
         [11219.196673] mce: [Hardware Error]: Machine check events logged
         [11219.196715] EDAC skx MC3: HANDLING MCE MEMORY ERROR
         """, "A GPU server of a telescope's beamformer crashed; dmesg shows an uncorrectable host-DIMM error plus "
              "machine-check events. The thread concluded nothing; label rests on the log: a node with a failing "
              "DIMM should be taken out of service."),
    real(GH + "Lightning-AI/lit-llama/issues/380", "Lightning-AI/lit-llama", "network_error", "network_fabric", HUMAN,
         "NCCL WARN NET/IB : Got async event : port error",
         r"""
         iter 83592: loss 1.5455, time: 4401.19ms, speed: - toks/s/device
         iter 83593: loss 2.6294, time: 6669.64ms, speed: - toks/s/device
         iter 83594: loss 1.9491, time: 6235.95ms, speed: 1771 toks/s/device
         ...-48:34050:34121 [0] transport/net_ib.cc:93 NCCL WARN NET/IB : Got async event : port error

         ...-48:34052:34141 [0] transport/net_ib.cc:93 NCCL WARN NET/IB : Got async event : port error

         ...-48:34055:34140 [0] transport/net_ib.cc:93 NCCL WARN NET/IB : Got async event : port error

         ...-48:34051:34143 [0] transport/net_ib.cc:93 NCCL WARN NET/IB : Got async event : port error
         """, "A 4-node LLaMA pretraining on Slurm stops making progress after every rank on one node logs an "
              "InfiniBand port error (the job keeps running, hung). The thread concluded nothing; label rests on "
              "the log: a port/link event on the fabric, which an operator must check (cable, switch port) "
              "before trusting that node again."),
    real(GH + "deepspeedai/DeepSpeed/issues/6875", "deepspeedai/DeepSpeed", "nccl_remote_error", "unknown", HUMAN,
         "NCCL error: remote process exited or there was a network error",
         r"""
         50428e4af543:34610:36821 [4] ib_plugin.c:1673 NCCL WARN NET/IB: Got completion from peer 10.0.1.23<34696> with status=5 opcode=0 len=0 vendor err 249 (Recv) hca ibp152s0
         50428e4af543:34610:36821 [4] NCCL INFO transport/net.cc:1314 -> 6
         50428e4af543:34610:36821 [4] NCCL INFO proxy.cc:638 -> 6
         50428e4af543:34610:36821 [4] NCCL INFO proxy.cc:819 -> 6 [Progress Thread]
         [rank4]:[E1229 16:47:25.333820755 ProcessGroupNCCL.cpp:541] [Rank 4] found async exception when checking for NCCL errors: NCCL error: remote process exited or there was a network error, NCCL version 2.22.3
         ncclRemoteError: A call failed possibly due to a network error or a remote process exiting prematurely.
         Last error:
         NET/IB: Got completion from peer 10.0.1.23<34696> with status=5 opcode=0 len=0 vendor err 249 (Recv) hca ibp152s0
         """, "Multi-node DeepSpeed launched with --hostfile inside Docker: rank 4 sees flushed work requests "
              "(status 5) from a peer and NCCL reports a remote error. Status 5 is a consequence of the peer or "
              "its QP going away; whether the peer crashed or the container networking is misconfigured is not "
              "settled in the thread. Ambiguous.", ambiguous=True),
    real(GH + "Azure/MachineLearningNotebooks/issues/1692", "Azure/MachineLearningNotebooks", "storage_error", "storage", USER,
         "Message: Failed to flush task queue within 120 seconds",
         r"""
         Failed to flush task queue within 120 seconds
         	Message: Failed to flush task queue within 120 seconds
         	InnerException None
         	ErrorResponse
         {
             "error": {
                 "code": "UserError",
                 "message": "Failed to flush task queue within 120 seconds",
                 "inner_error": {
                     "code": "ResourceExhausted",
                     "inner_error": {
                         "code": "Timeout"
                     }
                 }
             }
         }
         """, "An Azure ML training run fails at the end while the run history moves multi-GB checkpoint/model "
              "files; the support engineer attributes it to large checkpoint files exceeding the 120 s flush "
              "window and suggests per-file transfer. Recurs with the same file sizes until the job changes how "
              "it uploads."),
    real(GH + "wenet-e2e/wespeaker/issues/171", "wenet-e2e/wespeaker", "connection_error", "user_code", USER,
         "has failed to shutdown the rendezvous '9987b766-350c-48bf-aa45-cfc2da182f33' due to an error of type RendezvousConnectionError.",
         r"""
         WARNING:torch.distributed.elastic.rendezvous.dynamic_rendezvous:The node 'node04.localdomain_3882442_0' has failed to shutdown the rendezvous '9987b766-350c-48bf-aa45-cfc2da182f33' due to an error of type RendezvousConnectionError.
         Traceback (most recent call last):
           File "/home/tuantruong001/miniconda3/envs/wespeaker/lib/python3.9/site-packages/torch/distributed/elastic/rendezvous/c10d_rendezvous_backend.py", line 113, in _call_store
             return getattr(self._store, store_op)(*args, **kwargs)
         RuntimeError: Broken pipe

         The above exception was the direct cause of the following exception:
         """, "Several single-node torchrun experiments share one compute node; when the first finishes, the others "
              "lose their rendezvous store (Broken pipe) and die. The jobs share a rendezvous endpoint: a launch "
              "configuration problem that recurs until each job gets its own endpoint/port."),
    real(GH + "intel/ipex-llm/issues/1486", "intel/ipex-llm", "nan_or_value_error", "unknown", HUMAN,
         "Loss is NaN. Current learning rate is 0.022707158569988024.",
         r"""
         2017-08-21 07:07:11 INFO  DistriOptimizer$:295 - [Epoch 82 184576/1281167][Iteration 58019][Wall Clock 251117.710963265s] Train 1792 in 4.220951966seconds. Throughput is 424.54877 records/second. Loss is NaN. Current learning rate is 0.022707158569988024. Current weight decay is 1.0E-4. Current momentum is 0.9.
         2017-08-21 07:07:15 INFO  DistriOptimizer$:295 - [Epoch 82 186368/1281167][Iteration 58020][Wall Clock 251121.931915231s] Train 1792 in 4.147252403seconds. Throughput is 432.0933 records/second. Loss is NaN. Current learning rate is 0.022704307165623168. Current weight decay is 1.0E-4. Current momentum is 0.9.
         2017-08-21 07:07:19 INFO  DistriOptimizer$:295 - [Epoch 82 188160/1281167][Iteration 58021][Wall Clock 251126.079167634s] Train 1792 in 4.264490471seconds. Throughput is 420.21432 records/second. Loss is NaN. Current learning rate is 0.022701455403109177. Current weight decay is 1.0E-4. Current momentum is 0.9.
         """, "BigDL Inception/ResNet ImageNet training on a Spark cluster goes to NaN loss at epoch 82 'randomly' "
              "(other runs of the same build converge). Whether it is the recipe or a numeric bug in that build is "
              "not settled; a rerun may or may not diverge. Ambiguous.", ambiguous=True),
    real(GH + "Sierkinhane/CRNN_Chinese_Characters_Rec/issues/137", "Sierkinhane/CRNN_Chinese_Characters_Rec", "cuda_error", "unknown", HUMAN,
         "RuntimeError:cuda error:unspecified launch failure",
         r"""
         torch/nn/functionl.py, line 1732,in ctc_loss
         return torch.ctc_loss(log_probs, targets, input_lengths, target_lengths, blank, _Reduction.get_enum(reduction))
         RuntimeError:cuda error:unspecified launch failure
         """, "CRNN training on Windows with an RTX 2060 dies mid-epoch (after 190, 900 or 1000 steps) in ctc_loss "
              "with 'unspecified launch failure'; others report the same and nobody concludes. A kernel fault of "
              "unknown origin (driver/desktop GPU, framework bug or hardware). Ambiguous.", ambiguous=True),
    real(GH + "vlfeat/matconvnet/issues/40", "vlfeat/matconvnet", "cuda_error", "framework_bug", USER,
         "im2col: CUDA kernel error (unspecified launch failure)",
         r"""
         im2col: CUDA kernel error (unspecified launch failure)
         Error using gpuArray/max
         An unexpected error occurred during CUDA execution. The CUDA error was:
         unspecified launch failure

         Error in vl_nnrelu (line 17)
           y = max(x, single(0)) ;

         Error in vl_simplenn (line 165)
               res(i+1).x = vl_nnrelu(res(i).x) ;
         """, "MatConvNet's im2col kernel fails on GPU; the maintainers tie it to a bug when switching GPUs, fixed "
              "in a later beta. A library bug: rerunning the same version fails again; upgrade."),
    real(GH + "qubvel-org/segmentation_models.pytorch/issues/172", "qubvel-org/segmentation_models.pytorch", "dataloader_killed", "user_code", USER,
         "ERROR: Unexpected bus error encountered in worker. This might be caused by insufficient shared memory (shm).",
         r"""
         Epoch: 0
         train:   2%|██▋                                                                                                                        | 1/46 [00:01<01:10,  1.56s/it, dice_loss - 0.9637, iou_score - 0.01636]ERROR: Unexpected bus error encountered in worker. This might be caused by insufficient shared memory (shm).
         ERROR: Unexpected bus error encountered in worker. This might be caused by insufficient shared memory (shm).
         """, "The library's example notebook dies in the first epoch with DataLoader workers hitting a bus error; "
              "the answer is Docker's small default /dev/shm (set shm_size). Container configuration: recurs until "
              "shared memory is enlarged or workers reduced."),
    real(GH + "mosaicml/streaming/issues/493", "mosaicml/streaming", "dataloader_killed", "user_code", USER,
         "ERROR: Unexpected bus error encountered in worker. This might be caused by insufficient shared memory (shm).",
         r"""
         train_iteration:   0%|          | 0/5799232 [00:00<?, ?it/s]
         ERROR: Unexpected bus error encountered in worker. This might be caused by insufficient shared memory (shm).
         """, "A StreamingTextDataset with 1593 streams on an 8xA100 box fails at the first iteration; the maintainer "
              "points at the container's shared-memory size (and the unusual stream count). Configuration: recurs "
              "with the same container and dataset setup."),
    real(GH + "GOATmessi8/RFBNet/issues/77", "GOATmessi8/RFBNet", "dataloader_killed", "user_code", USER,
         "ERROR: Unexpected bus error encountered in worker. This might be caused by insufficient shared memory (shm).",
         r"""
         Loading base network...
         Initializing weights...
         Loading Dataset...
         Training RFB_vgg on VOC0712
         ERROR: Unexpected bus error encountered in worker. This might be caused by insufficient shared memory (shm).
         Traceback (most recent call last):
           File "train_RFB.py", line 257, in <module>
             train()
         """, "RFBNet training on VOC dies as soon as the loader starts. The thread concluded nothing; label rests on "
              "the log: DataLoader workers exhausted /dev/shm, which recurs until shared memory is enlarged or "
              "fewer workers are used."),
    real(GH + "erfanzar/EasyDeL/issues/78", "erfanzar/EasyDeL", "cuda_oom", "user_code", USER,
         "jaxlib.xla_extension.XlaRuntimeError: RESOURCE_EXHAUSTED: XLA:TPU compile permanent error. Ran out of memory in memory space hbm.",
         r"""
         Model Contain  1.100048384  Billion Parameters
           0%|                                                                                                | 0/12000 [00:00<?, ?it/s]jax.errors.SimplifiedTraceback: For simplicity, JAX has removed its internal frames from the traceback of the following exception. Set JAX_TRACEBACK_FILTERING=off to include these.

         The above exception was the direct cause of the following exception:

         Traceback (most recent call last):
           File "/home/***/research/EasyDeL/1.py", line 101, in <module>
             output = trainer.train(flax.core.FrozenDict({"params": params}))
           File "/home/***/research/EasyDeL/.venv/lib/python3.10/site-packages/EasyDel/trainer/causal_language_model_trainer.py", line 708, in train
             sharded_state, loss, accuracy = self.sharded_train_step_fn(
         jaxlib.xla_extension.XlaRuntimeError: RESOURCE_EXHAUSTED: XLA:TPU compile permanent error. Ran out of memory in memory space hbm. Used 21.90G of 7.48G hbm. Exceeded hbm capacity by 14.42G.
         """, "Training a 1.1B model on a TPU v2-8 needs 21.9 GB of HBM per core against 7.5 GB; the maintainer says "
              "the TPU is too small. Accelerator out-of-memory by configuration: recurs on the same hardware."),
    real(GH + "pytorch/xla/issues/3470", "pytorch/xla", "cuda_oom", "user_code", USER,
         "OP_REQUIRES failed at tpu_execute_op.cc:266 : RESOURCE_EXHAUSTED: Attempting to reserve 6.48G at the bottom of memory.",
         r"""
         2022-04-04 00:27:49.642380: E tensorflow/compiler/xla/xla_client/xla_util.cc:88]   (1) RESOURCE_EXHAUSTED: Attempting to reserve 6.48G at the bottom of memory. That was not possible. There are 6.78G free, 0B reserved, and 3.33G reservable.
         2022-04-04 00:27:49.642385: E tensorflow/compiler/xla/xla_client/xla_util.cc:88] 	 [[{{node XRTExecute}}]]
         2022-04-04 00:27:49.642390: E tensorflow/compiler/xla/xla_client/xla_util.cc:88] Hint: If you want to see a list of allocated tensors when OOM happens, add report_tensor_allocations_upon_oom to RunOptions for current allocation info. This isn't available when running in Eager mode.
         2022-04-04 00:27:49.642395: E tensorflow/compiler/xla/xla_client/xla_util.cc:88]
         2022-04-04 00:27:49.642399: E tensorflow/compiler/xla/xla_client/xla_util.cc:88] 0 successful operations.
         2022-04-04 00:27:49.642404: E tensorflow/compiler/xla/xla_client/xla_util.cc:88] 0 derived errors ignored.
         2022-04-04 00:27:49.642409: E tensorflow/compiler/xla/xla_client/xla_util.cc:88] Recent warning and error logs:
         2022-04-04 00:27:49.642414: E tensorflow/compiler/xla/xla_client/xla_util.cc:88]   OP_REQUIRES failed at tpu_execute_op.cc:266 : RESOURCE_EXHAUSTED: Attempting to reserve 6.48G at the bottom of memory. That was not possible. There are 6.78G free, 0B reserved, and 3.33G reservable.
         """, "ResNet-50 ImageNet training with PyTorch/XLA on TPU runs out of device memory after a few epochs "
              "(fragmentation: 6.78G free but only 3.33G reservable). Label rests on the log: accelerator memory, "
              "and the same program and batch run out again."),
    real(GH + "patrickbryant1/AFProfile/issues/8", "patrickbryant1/AFProfile", "cuda_oom", "user_code", USER,
         "jaxlib.xla_extension.XlaRuntimeError: RESOURCE_EXHAUSTED: Out of memory while trying to allocate 4770354232 bytes.",
         r"""
         jaxlib.xla_extension.XlaRuntimeError: RESOURCE_EXHAUSTED: Out of memory while trying to allocate 4770354232 bytes.
         BufferAssignment OOM Debugging.
         BufferAssignment stats:
                      parameter allocation:  372.76MiB
                       constant allocation:    48.5KiB
                 maybe_live_out allocation:    9.64GiB
              preallocated temp allocation:    4.44GiB
                          total allocation:   14.44GiB
                       total fragmentation:  680.30MiB (4.60%)
         """, "The example run needs 14.4 GiB of GPU memory on a 12 GiB RTX 3080 Ti; the maintainer: you need a "
              "bigger GPU. Device OOM by configuration: recurs on the same GPU."),
    real(GH + "Lightning-AI/torchmetrics/issues/2300", "Lightning-AI/torchmetrics", "hang", "user_code", USER,
         "Initializing distributed: GLOBAL_RANK: 0, MEMBER: 1/96",
         r"""
         [rank: 0] Global seed set to 42
         GPU available: True (cuda), used: True
         TPU available: False, using: 0 TPU cores
         IPU available: False, using: 0 IPUs
         HPU available: False, using: 0 HPUs
         [rank: 0] Global seed set to 42
         Initializing distributed: GLOBAL_RANK: 0, MEMBER: 1/96
         slurmstepd: error: *** JOB 168885 ON scn67-10g CANCELLED AT 2023-08-31T18:04:42 ***
         """, "A Lightning job asks Slurm for 96 tasks on a 6-GPU node (to get 16 CPUs per GPU), so Lightning waits "
              "for 96 distributed members that never come; the hung job is cancelled. A launch configuration "
              "mismatch (ntasks-per-node must equal devices; use cpus-per-task): fails the same way every time."),
]
