# ruff: noqa
"""Real excerpts, batch O: socket bootstrap aborts, rendezvous store timeouts, Hub rate limits and
outages, disk quotas, shared-memory bus errors, sporadic XLA/NCCL aborts, ECC and launch failures
traced to one bad GPU. Verbatim log lines as printed in each thread."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"

CASES = [
    # --- hardware: one node / one GPU ------------------------------------------------------------
    real(GH + "jade-hpc-gpu/jade-hpc-gpu.github.io/issues/194", "jade-hpc-gpu/jade-hpc-gpu.github.io", "ecc_error",
         "node_hardware", CORDON, "uncorrectable ECC error encountered",
         r"""
         RuntimeError: CUDA error: uncorrectable ECC error encountered
         CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
         For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
         Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.
         """, "Many jobs failed on one node (dgk713) with this error; the admins investigated the node and "
              "fixed it. A single node's GPU hardware."),
    real(GH + "vllm-project/vllm/issues/7896", "vllm-project/vllm", "cuda_error", "node_hardware", CORDON,
         "RuntimeError: NCCL error: unhandled cuda error",
         r"""
         RuntimeError: NCCL error: unhandled cuda error (run with NCCL_DEBUG=INFO for details) [repeated 6x across cluster]
         """, "The line as quoted in the issue (Ray's de-duplicated log). Reporter: resolved by removing the "
              "bad instance node from the cluster."),
    real(GH + "opendatalab/MinerU/issues/381", "opendatalab/MinerU", "cuda_error", "node_hardware", CORDON,
         "RuntimeError: CUDA error: unspecified launch failure",
         r"""
                       │     │    │                 │    └ tensor([2])
                       │     │    │                 └ <transformers.generation.stopping_criteria.EosTokenCriteria object at 0x7fdc097ec550>
                       │     │    └ <unprintable Tensor object>
                       │     └ <built-in method isin of type object at 0x7fdcf4e81760>
                       └ <module 'torch' from '/home/founder/env/lib/python3.10/site-packages/torch/__init__.py'>

         RuntimeError: CUDA error: unspecified launch failure
         """, "The same reporter, in the follow-up issue #426: after this error the GPU was unusable until a "
              "reboot, and replacing the card with an identical model fixed it: a broken GPU."),
    # --- transient: restart ------------------------------------------------------------------------
    real(GH + "NVIDIA/nccl/issues/1515", "NVIDIA/nccl", "connection_error", "transient", RESTART,
         "Software caused connection abort",
         r"""
         socketStartConnect: Connect to 10.45.234.83<47527> failed : Software caused connection abort
         """, "Intermittent (about nine runs in ten) between two pods with a working network. Maintainer: the "
              "message comes from a bug in NCCL's connect-retry path (ECONNREFUSED/ETIMEDOUT retries), fixed in "
              "the next release; the underlying refusal is transient, so a restart can succeed."),
    real(GH + "NVIDIA/nccl/issues/1612", "NVIDIA/nccl", "connection_error", "transient", RESTART,
         "Connection closed by remote peer",
         r"""
         [0] misc/socket.cc:71 NCCL WARN socketProgress: Connection closed by remote peer 10.10.1.3<36138>
         [0] NCCL INFO misc/socket.cc:80 -> 6
         [0] NCCL INFO misc/socket.cc:474 -> 6
         [0] NCCL INFO misc/socket.cc:628 -> 6
         [0] NCCL INFO misc/socket.cc:731 -> 6
         [0] NCCL INFO bootstrap.cc:701 -> 6
         [0] NCCL INFO init.cc:1402 -> 6
         [0] NCCL INFO group.cc:75 -> 6 [Async thread]
         [0] NCCL INFO group.cc:423 -> 6
         [0] NCCL INFO group.cc:573 -> 6
         [0] NCCL INFO group.cc:106 -> 6
         """, "Bootstrap fails when unexpected traffic (e.g. a security scan) connects to the bootstrap port "
              "and closes early; made tolerant in NCCL 2.27.3. An external, intermittent event: a restart works."),
    real(GH + "NVIDIA/nccl/issues/193", "NVIDIA/nccl", "connection_error", "transient", RESTART,
         "Connection reset by peer",
         r"""
         worker0-0d9gnb:15:91 [3] include/socket.h 398 NCCL WARN Call to write failed : Connection reset by peer.
         worker0-0d9gnb:15:91 [3] transport.cu:153 NCCL WARN transport.cu:153 ->2 [Proxy thread error]
         """, "Socket transport between two pods (flannel, 10GbE) reset mid-training, occasionally and not "
              "reproducible each time; the excerpt has no conclusion. Label from the log and the intermittency."),
    real(GH + "MariusBeckerIESE/ChatBot_AI/issues/7", "MariusBeckerIESE/ChatBot_AI", "other", "transient", RESTART,
         "internal error - please report this issue to the NCCL developers",
         r"""
         torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1333, internal error - please report this issue to the NCCL developers, NCCL version 2.18.1
         """, "Reporter: the error does not occur after a restart."),
    real(GH + "ai2cm/ace/issues/851", "ai2cm/ace", "nccl_timeout", "transient", RESTART,
         "Watchdog caught collective operation timeout",
         r"""
         2026-02-18T10:28:25.497Z 2026-02-18 10:28:25,496 - root - INFO - Saving latest checkpoint model trained for 3 complete epochs and 36738 additional batches, or 369000 total batches, with best_validation_loss 0.20325350761413574 and best_inference_error 0.3175671041704888
         2026-02-18T10:48:25.681Z [rank7]:[E218 10:48:25.033625188 ProcessGroupNCCL.cpp:632] [Rank 7] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=1512677, OpType=ALLREDUCE, NumelIn=306176, NumelOut=306176, Timeout(ms)=1200000) ran for 1200027 milliseconds before timing
         """, "Timeout right after a mid-epoch checkpoint save (rank 0 suspected slow writing to the storage "
              "service); the reporter: not fatal, the job restarts successfully. Several such jobs that week."),
    real(GH + "jax-ml/jax/issues/19307", "jax-ml/jax", "nccl_remote_error", "transient", RESTART,
         "due to async NCCL error: remote process exited or there was a network error",
         r"""
         2024-01-11 05:43:11.726254: E external/xla/xla/service/gpu/nccl_utils.cc:211] Aborting communicator: 0x7f3e427e55b0 due to async NCCL error: remote process exited or there was a network error
         2024-01-11 05:43:11.726330: E external/xla/xla/service/gpu/nccl_utils.cc:219] INTERNAL: external/xla/xla/service/gpu/nccl_utils.cc:216: NCCL operation async_err failed: remote process exited or there was a network error
         """, "Rare (once in 3-5 days of multi-node training) and random; the reporter relies on checkpoint "
              "restore, the issue being that the process hangs instead of exiting. Transient: restart."),
    real(GH + "NVIDIA/JAX-Toolbox/issues/194", "NVIDIA/JAX-Toolbox", "nccl_remote_error", "transient", RESTART,
         "due to async NCCL error",
         r"""
         2023-08-25 11:06:39.330561: E external/xla/xla/service/gpu/nccl_utils.cc:191] Aborting communicator: 0x5555a108ff90 due to async NCCL error: remote process exited or there was a network error
         """, "Sporadic at the first step at 32-64 nodes (2-3 processes segfault, others abort); closed as no "
              "longer reproducible. Transient."),
    real(GH + "EveryVoiceTTS/EveryVoice/issues/183", "EveryVoiceTTS/EveryVoice", "other", "transient", RESTART,
         "CANCELLED AT",
         r"""
         slurmstepd: error: *** STEP 4714782.0 ON ib12gpu-001 CANCELLED AT 2023-11-29T15:47:21 ***
         """, "The job step was pre-empted on the cluster (the issue: the requeued job restarted from scratch "
              "instead of the last checkpoint). Pre-emption: resume from the checkpoint."),
    real(GH + "huggingface/huggingface_hub/issues/2060", "huggingface/huggingface_hub", "model_loading_error", "transient",
         RESTART, "503 Server Error: Service Temporarily Unavailable",
         r"""
         Traceback (most recent call last):
           File "/opt/conda/envs/depth_grid/lib/python3.7/site-packages/huggingface_hub/utils/_errors.py", line 261, in hf_raise_for_status
             response.raise_for_status()
           File "/opt/conda/envs/depth_grid/lib/python3.7/site-packages/requests/models.py", line 1021, in raise_for_status
             raise HTTPError(http_error_msg, response=self)
         requests.exceptions.HTTPError: 503 Server Error: Service Temporarily Unavailable for url: https://huggingface.co/timm/vit_large_patch16_384.augreg_in21k_ft_in1k/resolve/main/model.safetensors

         The above exception was the direct cause of the following exception:

         Traceback (most recent call last):
           File "train.py", line 77, in <module>
             transformer_encoders = timm.create_model("vit_large_patch16_384", pretrained=True)
         """, "The Hub answered 503 (the reporter asks whether it is maintenance) while a training script "
              "downloaded pretrained weights. A server-side, temporary fault: restart."),
    real(GH + "huggingface/huggingface_hub/issues/1516", "huggingface/huggingface_hub", "connection_error", "transient",
         RESTART, "504 Server Error: Gateway Time-out",
         r"""
         HfHubHTTPError: 504 Server Error: Gateway Time-out for URL  https://huggingface.co/api/models/Antreas/timm-ade20k-debug-137/commit/main
         """, "Hundreds of experiments failed at once on Hub gateway timeouts (the same code worked before): "
              "a Hub-side incident. Restart."),
    real(GH + "huggingface/huggingface_hub/issues/1643", "huggingface/huggingface_hub", "model_loading_error",
         "transient", RESTART, "429 Client Error: Too Many Requests",
         r"""
         HTTPError: 429 Client Error: Too Many Requests for url: https://huggingface.co/mattmdjaga/segformer_b2_clothes/resolve/main/config.json
         """, "Worked the day before, rate-limited today (429) from a SageMaker notebook. Rate limiting is "
              "temporary; label from the log: restart later."),
    # --- config / user: recurs -------------------------------------------------------------------
    real(GH + "awslabs/awsome-distributed-ai/issues/192", "awslabs/awsome-distributed-ai", "connection_error",
         "user_code", USER, "socketStartConnect: Connect to 127.0.0.1<45069> failed : Software caused connection abort",
         r"""
         File "/opt/conda/lib/python3.10/site-packages/torch/distributed/distributed_c10d.py", line 1906, in broadcast 10: work = default_pg.broadcast([tensor], opts) 10: torch.distributed.DistBackendError: NCCL error in: /opt/conda/conda-bld/pytorch_1696588393313/work/torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1331, unhandled system error (run with NCCL_DEBUG=INFO for details), NCCL version 2.18.5 10: ncclSystemError: System call (e.g. socket, malloc) or external library call failed or device error. 10: Last error: 10: socketStartConnect: Connect to 127.0.0.1<45069> failed : Software caused connection abort
         """, "Maintainer: compare the NCCL environment with the EFA cheatsheet; on p5.48xlarge set "
              "NCCL_SOCKET_IFNAME=enp. NCCL bootstraps over loopback: a configuration fix, recurs until made."),
    real(GH + "pytorch/pytorch/issues/64926", "pytorch/pytorch", "connection_error", "user_code", USER,
         "RendezvousConnectionError: The connection to the C10d store has failed.",
         r"""
         [INFO] 2021-09-13 22:17:26,653 api: Starting elastic_operator with launch configs:
           entrypoint       : main.py
           min_nodes        : 2
           max_nodes        : 2
           nproc_per_node   : 2
           run_id           : 1234
           rdzv_backend     : c10d
           rdzv_endpoint    : 10.28.1.16
           rdzv_configs     : {'timeout': 900}
           max_restarts     : 3
           monitor_interval : 5
           log_dir          : None
           metrics_cfg      : {}

         [ERROR] 2021-09-13 22:18:26,678 error_handler: {
           "message": {
             "message": "RendezvousConnectionError: The connection to the C10d store has failed. See inner exception for details.",
         """, "Rendezvous never connects on hosts with several NICs (the issue title): the store is reached over "
              "the wrong interface. A launch/network configuration problem that recurs."),
    real(GH + "NVIDIA/nccl-tests/issues/6", "NVIDIA/nccl-tests", "cuda_error", "user_code", USER,
         "NCCL failure common.cu:908 'unhandled cuda error'",
         r"""
         $ ./build/all_reduce_perf -b 8 -e 128M -f 2 -g 4
         NCCL failure common.cu:908 'unhandled cuda error'.
         """, "Fails at once on every run. A commenter with the same error found NCCL built for CUDA 11.0 on a "
              "CUDA 10.2 system; installing the matching NCCL package fixed it. Environment; recurs."),
    real(GH + "pytorch/pytorch/issues/131755", "pytorch/pytorch", "cuda_error", "framework_bug", USER,
         "NCCL WARN Cuda failure 700 'an illegal memory access was encountered'",
         r"""
         n122-164-108:7400:7642 [1] include/alloc.h:125 NCCL WARN Cuda failure 700 'an illegal memory access was encountered'
         n122-164-108:7400:7642 [1] NCCL INFO include/alloc.h:246 -> 1

         n122-164-108:7400:7642 [1] include/alloc.h:125 NCCL WARN Cuda failure 700 'an illegal memory access was encountered'
         n122-164-108:7400:7642 [1] NCCL INFO include/alloc.h:246 -> 1
         n122-164-108:7400:7642 [1] NCCL INFO transport/net.cc:537 -> 1
         n122-164-108:7400:7642 [1] NCCL INFO transport/net.cc:940 -> 1
         n122-164-108:7400:7642 [1] NCCL INFO proxy.cc:980 -> 1
         n122-164-108:7400:7642 [1] NCCL INFO proxy.cc:996 -> 1
         """, "Illegal memory access that appears only with TORCH_NCCL_NAN_CHECK enabled (the issue title): a "
              "software defect triggered by a setting, recurs on every run with it. Label from title and log."),
    real(GH + "codalab/codalab-worksheets/pull/1961", "codalab/codalab-worksheets", "dataloader_killed", "user_code",
         USER, "insufficient shared memory (shm)",
         r"""
         ERROR: Unexpected bus error encountered in worker. This might be caused by insufficient shared memory (shm).
         """, "The fix was to raise the containers' shared memory to 500 MB: the job's /dev/shm was too small. "
              "Recurs until the limit (or num_workers) changes."),
    real(GH + "hezhangsprinter/DCPDN/issues/58", "hezhangsprinter/DCPDN", "dataloader_killed", "user_code", USER,
         "ERROR: Unexpected bus error encountered in worker.",
         r"""
         ERROR: Unexpected bus error encountered in worker. This might be caused by insufficient shared memory (shm).
         Traceback (most recent call last):
           File "/home/zyq/anaconda3/envs/dehazepy36/lib/python3.6/site-packages/PIL/ImageFile.py", line 510, in _save
             fh = fp.fileno()
         AttributeError: '_idat' object has no attribute 'fileno'
         """, "No answer in the thread; the label rests on the log: DataLoader workers out of shared memory "
              "(the AttributeError is PIL's internal fallback printed alongside). Recurs with the same settings."),
    real(GH + "microsoft/RepPoints/issues/18", "microsoft/RepPoints", "dataloader_killed", "user_code", USER,
         "insufficient shared memory (shm)",
         r"""
         ERROR: Unexpected bus error encountered in worker. This might be caused by insufficient shared memory (shm).
         """, "Reporter: the modified container did not actually get --ipc=host; a new container started with "
              "the flag works. Container configuration."),
    real(GH + "tloen/alpaca-lora/issues/280", "tloen/alpaca-lora", "storage_error", "storage", USER,
         "OSError: [Errno 122] Disk quota exceeded",
         r"""
         OSError: [Errno 122] Disk quota exceeded
         """, "Appears after changing the dataset, independent of sample length; no answer. Label from the log: "
              "the user's disk quota is full, which recurs until space is freed."),
    real(GH + "KennthShang/HostG/issues/7", "KennthShang/HostG", "storage_error", "storage", USER,
         "OSError: [Errno 122] Disk quota exceeded: 'out/intermediate.ntw'",
         r"""
         Traceback (most recent call last):
           File "run_phage_phage.py", line 238, in <module>
             fi = to_clusterer(ntw, out_fn+"intermediate.ntw", merged_df.copy())
           File "/lustre/scratch/usr/fslcollab273/HostG/utils.py", line 138, in to_clusterer
             with open(fi, "wt") as f:
         OSError: [Errno 122] Disk quota exceeded: 'out/intermediate.ntw'
         """, "Per-user quota on a Lustre scratch file system (the disk itself has space). No resolution in "
              "the excerpt; a quota error recurs until the quota is raised or files removed."),
    real(GH + "GeoscienceAustralia/dea-notebooks/issues/755", "GeoscienceAustralia/dea-notebooks", "storage_error",
         "storage", USER, "Disk quota exceeded",
         r"""
         OSError: [Errno 122] Disk quota exceeded: '/home/586/tn9356/.local/share/jupyter/runtime/kernel-b6f86981-8cd2-493e-958b-8b4847dcde9a.json'
         """, "Home-directory quota on the NCI cluster filled by the job's output files. Recurs until cleaned."),
    real(GH + "mikeizbicki/cmc-csci046/issues/68", "mikeizbicki/cmc-csci046", "storage_error", "storage", USER,
         "OSError: [Errno 122] Disk quota exceeded",
         r"""
         OSError: [Errno 122] Disk quota exceeded
         """, "Maintainer: each user has a 200MB quota, and redirected print output filled it; the program "
              "crashes on every write. Recurs."),
    # --- unclear ---------------------------------------------------------------------------------
    real(GH + "NVIDIA/nccl-tests/issues/166", "NVIDIA/nccl-tests", "connection_error", "unknown", HUMAN,
         "socketStartConnect: Connect to 10.0.0.2<45763> failed : Software caused connection abort",
         r"""
         ubuntu:39964:40075 [0] misc/socket.cc:483 NCCL WARN socketStartConnect: Connect to 10.0.0.2<45763> failed : Software caused connection abort
         ubuntu:39964:40075 [0] NCCL INFO misc/socket.cc:564 -> 2
         ubuntu:39964:40075 [0] NCCL INFO misc/socket.cc:586 -> 2
         ubuntu:39964:40075 [0] NCCL INFO transport/net_socket.cc:336 -> 2
         ubuntu:39964:40075 [0] NCCL INFO transport/net.cc:592 -> 2
         ubuntu:39964:40075 [0] NCCL INFO proxy.cc:1306 -> 2
         ubuntu:39964:40075 [0] NCCL INFO proxy.cc:1377 -> 2

         ubuntu:39964:40075 [0] proxy.cc:1519 NCCL WARN [Proxy Service 0] Failed to execute operation Connect from rank 0, retcode 2
         ubuntu:39964:40049 [5] NCCL INFO Channel 20 : 5[5] -> 4[4] via SHM/direct/direct
         ubuntu:39964:40049 [5] NCCL INFO Channel 21 : 5[5] -> 4[4] via SHM/direct/direct

         ubuntu:39964:40044 [0] misc/socket.cc:49 NCCL WARN socketProgress: Connection closed by remote peer node1<57557>
         ubuntu:39964:40044 [0] NCCL INFO misc/socket.cc:749 -> 6

         ubuntu:39964:40044 [0] proxy.cc:1143 NCCL WARN Socket recv failed while polling for opId=0x7f6f18cb7f40
         """, "Two-node nccl-tests over the socket transport: the inter-node connect is aborted, then the "
              "peer closes. Could be interface selection, a firewall or a transient refusal; the excerpt has "
              "no conclusion.", ambiguous=True),
    real(GH + "NVIDIA/nccl/issues/975", "NVIDIA/nccl", "connection_error", "unknown", HUMAN,
         "Software caused connection abort",
         r"""
         n122-246-085:12246:12397 [0] NCCL INFO misc/socket.cc:504 -> 2 (Operation now in progress)
         n122-246-085:12246:12397 [0] NCCL INFO misc/socket.cc:567 -> 2
         n122-246-085:12246:12397 [0] NCCL INFO misc/socket.cc:618 -> 2
         n122-246-085:12246:12397 [0] NCCL INFO bootstrap.cc:270 -> 2
         n122-246-085:12246:12397 [0] NCCL INFO init.cc:1350 -> 2
         n122-246-085:12246:12397 [0] NCCL INFO group.cc:65 -> 2 [Async thread]

         n122-246-085:12251:12400 [5] misc/socket.cc:483 NCCL WARN socketStartConnect: Connect to fe80::966d:ae03:a2:8cf0%ib1<17943> failed : Software caused connection abort
         n122-246-085:12251:12400 [5] NCCL INFO misc/socket.cc:564 -> 2
         n122-246-085:12251:12400 [5] NCCL INFO misc/socket.cc:618 -> 2
         n122-246-085:12251:12400 [5] NCCL INFO bootstrap.cc:270 -> 2
         """, "Bootstrap connect to a link-local IPv6 address on ib1 aborted on several local ranks; the thread "
              "is open with no conclusion (interface choice or a transient refusal).", ambiguous=True),
    real(GH + "huggingface/accelerate/issues/1645", "huggingface/accelerate", "connection_error", "unknown", HUMAN,
         "RuntimeError: Socket Timeout",
         r"""
           File "/mnt/cache/share_data/home_origin/env/.grouplib/lib/python3.8/site-packages/torch/distributed/elastic/utils/store.py", line 64, in synchronize
             agent_data = get_all(store, rank, key_prefix, world_size)
           File "/mnt/cache/share_data/home_origin/env/.grouplib/lib/python3.8/site-packages/torch/distributed/elastic/utils/store.py", line 34, in get_all
             data = store.get(f"{prefix}{idx}")
         RuntimeError: Socket Timeout
         Exception raised from recvBytes at ../torch/csrc/distributed/c10d/Utils.hpp:604 (most recent call first):
         """, "The agent's store exchange times out under accelerate while the same job under torchrun works "
              "(the title); the issue is open without a cause.", ambiguous=True),
    real(GH + "pytorch/pytorch/issues/21276", "pytorch/pytorch", "cuda_error", "unknown", HUMAN,
         "unspecified launch failure",
         r"""
         THCudaCheck FAIL file=/pytorch/aten/src/THC/THCCachingHostAllocator.cpp line=271 error=4 : unspecified launch failure       x
         THCudaCheck FAIL file=/pytorch/aten/src/THC/THCCachingHostAllocator.cpp line=271 error=4 : unspecified launch failure       x
         Traceback (most recent call last):                                                                                          x
           File "model_run.py", line 464, in <module>                                                                                x
             train(train_loader, model, criterion, optimizer, scheduler, epoch,log_file)                                             x
           File "model_run.py", line 163, in train                                                                                   x
             loss.backward()                                                                                                         x
         """, "Unspecified launch failure after 9000 iterations of ResNet-18 training; closed without a cause "
              "(a kernel fault, a driver issue or a failing GPU all fit).", ambiguous=True),
]
