# ruff: noqa
"""Real excerpts, batch ZZ13-GG: development-fold failures of GPU training jobs as users post them
(NCCL and distributed errors, killed processes, out-of-memory kills, data-loading and checkpoint
errors, Slurm runs), gathered from big repositories and Q&A sites that are already in the corpus and
whose `fold_of(repo)` is "dev": GitHub issue threads of Lightning-AI/pytorch-lightning and
horovod/horovod, and threads of discuss.pytorch.org, stackoverflow.com, askubuntu.com and
unix.stackexchange.com (threads not used before). Taken as the searches returned them, not picked
for what crashcart can do; nobody ran crashcart on them before they were labelled. Verbatim log
lines as printed in each thread (trimmed to the relevant part); labelled from what each thread
concluded, or from the log where it concluded nothing (the notes say which)."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    # --- Lightning-AI/pytorch-lightning ----------------------------------------------------------------
    real(
        GH + "Lightning-AI/pytorch-lightning/issues/8139",
        "Lightning-AI/pytorch-lightning",
        "runtime_error",
        "framework_bug",
        USER,
        "RuntimeError: NCCL error in: /opt/conda/conda-bld/pytorch_1614378062065/work/torch/lib/c10d/ProcessGroupNCCL.cpp:825, invalid usage, NCCL version 2.7.8",
        r"""
            File "/anaconda/envs/bug_env/lib/python3.8/site-packages/torch/distributed/distributed_c10d.py", line 2420, in barrier
              work = default_pg.barrier(opts=opts)
          RuntimeError: NCCL error in: /opt/conda/conda-bld/pytorch_1614378062065/work/torch/lib/c10d/ProcessGroupNCCL.cpp:825, invalid usage, NCCL version 2.7.8
          ncclInvalidUsage: This usually reflects invalid usage of NCCL library (such as too many async ops, too many collectives at once, mixing streams in a group, etc).

          vm1:7389:7453 [0] include/socket.h:421 NCCL WARN Call to recv failed : Broken pipe
          vm1:7389:7453 [0] NCCL INFO include/socket.h:438 -> 2
          vm1:7389:7453 [0] NCCL INFO include/socket.h:444 -> 2
          vm1:7389:7453 [0] NCCL INFO bootstrap.cc:128 -> 2
          vm1:7389:7453 [0] NCCL INFO bootstrap.cc:351 -> 2
          vm1:7389:7453 [0] NCCL INFO init.cc:665 -> 2
          vm1:7389:7453 [0] NCCL INFO init.cc:840 -> 2
          vm1:7389:7453 [0] NCCL INFO group.cc:73 -> 2 [Async thread]
        """,
        "DDP with non-consecutive GPU indices (gpus=[1,2,3] on a 4-GPU machine) fails in the barrier "
        "right after init_process_group (ncclInvalidUsage here, ncclSystemError or a hang for other "
        "sets). A Lightning bug: the maintainer's PR #8165 (fix NCCL error with non-consecutive trainer "
        "gpus) passes device_ids to that barrier, which otherwise assumed devices 0, 1, 2. Recurs with the "
        "same Lightning version and GPU list: upgrade or change the device list.",
    ),
    real(
        GH + "Lightning-AI/pytorch-lightning/issues/10926",
        "Lightning-AI/pytorch-lightning",
        "runtime_error",
        "framework_bug",
        USER,
        "RuntimeError: Expected all tensors to be on the same device, but found at least two devices, cuda:1 and cpu!",
        r"""
        Epoch 76: 100%|█████████████████████████| 157/157 [03:06<00:00,  1.19s/it, loss=0.168, v_num=96f9Traceback (most recent call last):
        RuntimeError: Expected all tensors to be on the same device, but found at least two devices, cuda:1 and cpu!
          File "/opt/conda/lib/python3.7/site-packages/pytorch_lightning/loops/fit_loop.py", line 234, in advance
            self.epoch_loop.run(data_fetcher)
        RuntimeError: Expected all tensors to be on the same device, but found at least two devices, cuda:3 and cpu!
          File "/opt/conda/lib/python3.7/site-packages/pytorch_lightning/loops/base.py", line 151, in run
            output = self.on_run_end()
        RuntimeError: Expected all tensors to be on the same device, but found at least two devices, cuda:0 and cpu!
          File "/opt/conda/lib/python3.7/site-packages/pytorch_lightning/loops/epoch/training_epoch_loop.py", line 298, in on_run_end
            self.trainer.call_hook("on_train_epoch_end")

        Trainer caught error:
        Expected all tensors to be on the same device, but found at least two devices, cuda:1 and cpu!
        Stopping...
          File "/opt/conda/lib/python3.7/site-packages/pytorch_lightning/trainer/trainer.py", line 1490, in call_hook
            callback_fx(*args, **kwargs)
        """,
        "A 4-GPU DDP run of a 3D ResNet on a GCP VM dies at the end of epoch 76 in the ModelCheckpoint "
        "callback (save_top_k=5 after upgrading to Lightning 1.5.4): the monitored metric on the GPU is "
        "compared with a stored best score on the CPU. Every rank fails the same way (no culprit). Filed "
        "and closed as a Lightning checkpoint-callback bug; the reporter worked around it by resuming "
        "from last.ckpt. The comparison fails again with the same version and callback settings.",
    ),
    real(
        GH + "Lightning-AI/pytorch-lightning/issues/20542",
        "Lightning-AI/pytorch-lightning",
        "other",
        "transient",
        RESTART,
        "slurmstepd: error: *** STEP 55595933.0 ON maestro-3017 CANCELLED AT 2025-01-10T15:27:25 DUE TO TIME LIMIT ***",
        r"""
        Epoch 10:  93%|█████████▎| 18626/20000 [5:43:21<25:19,  0.90it/s, v_num=0txx, train_loss=3.400, denoise_60%_expr=1.290, denoise_60%_emb_independence=0.0694, denoise_60%_cls=0.377, denoise_60%_ecs=0.865, gen_expr=1.490, gen_emb_independence

        slurmstepd: error: *** STEP 55595933.0 ON maestro-3017 CANCELLED AT 2025-01-10T15:27:25 DUE TO TIME LIMIT ***
        srun: Job step aborted: Waiting up to 32 seconds for job step to finish.
        [rank: 0] Received SIGTERM: 15
        Bypassing SIGTERM: 15
        """,
        "A Lightning fit on a Slurm cluster reaches its wall-clock limit; Slurm cancels the step and "
        "Lightning's signal handler bypasses SIGTERM instead of requeueing (the bug the thread is about: "
        "auto-requeue did not happen). Nothing failed in the training itself: requeue the job and continue "
        "from the last checkpoint.",
    ),
    real(
        GH + "Lightning-AI/pytorch-lightning/issues/20832",
        "Lightning-AI/pytorch-lightning",
        "nccl_timeout",
        "unknown",
        HUMAN,
        "[rank0]:[E513 13:25:57.714786872 ProcessGroupNCCL.cpp:616] [Rank 0] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=532341, OpType=_ALLGATHER_BASE",
        r"""
        [rank2]:[E513 13:25:57.714781669 ProcessGroupNCCL.cpp:616] [Rank 2] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=532339, OpType=BROADCAST, NumelIn=5164000, NumelOut=5
        164000, Timeout(ms)=1800000) ran for 1800042 milliseconds before timing out.
        [rank1]:[E513 13:25:57.714777142 ProcessGroupNCCL.cpp:616] [Rank 1] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=532339, OpType=BROADCAST, NumelIn=5164000, NumelOut=5
        164000, Timeout(ms)=1800000) ran for 1800042 milliseconds before timing out.
        [rank0]:[E513 13:25:57.714786872 ProcessGroupNCCL.cpp:616] [Rank 0] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=532341, OpType=_ALLGATHER_BASE, NumelIn=513, NumelOut
        =2052, Timeout(ms)=1800000) ran for 1800036 milliseconds before timing out.
        """,
        "A multi-GPU Lightning run times out after many epochs. The thread (open) has no diagnosis; the "
        "label rests on the log: rank 0 waits in an all-gather (SeqNum 532341) while ranks 1 and 2 are "
        "still in a broadcast two collectives earlier (SeqNum 532339). That could be ranks taking "
        "different code paths, or ranks 1 and 2 stuck receiving rank 0's broadcast; nothing else in the "
        "excerpt says which, so a human has to look.",
        ambiguous=True,
    ),
    real(
        GH + "Lightning-AI/pytorch-lightning/issues/8821",
        "Lightning-AI/pytorch-lightning",
        "dataloader_killed",
        "framework_bug",
        USER,
        "RuntimeError: DataLoader worker (pid 3397436) is killed by signal: Aborted.",
        r"""
            fd_event_list = self._selector.poll(timeout)
          File "/home/carlos/venv/lib/python3.8/site-packages/torch/utils/data/_utils/signal_handling.py", line 66, in handler
            _error_if_any_worker_fails()
        RuntimeError: DataLoader worker (pid 3397436) is killed by signal: Aborted.

        The above exception was the direct cause of the following exception:

        Traceback (most recent call last):
          File "/home/carlos/pytorch-lightning/kk.py", line 49, in <module>
            trainer.fit(model)
          File "/home/carlos/pytorch-lightning/pytorch_lightning/trainer/trainer.py", line 547, in fit
            self._call_and_handle_interrupt(self._fit_impl, model, train_dataloaders, val_dataloaders, datamodule)
          File "/home/carlos/pytorch-lightning/pytorch_lightning/trainer/trainer.py", line 502, in _call_and_handle_interrupt
            return trainer_fn(*args, **kwargs)
          File "/home/carlos/pytorch-lightning/pytorch_lightning/trainer/trainer.py", line 577, in _fit_impl
            self._run(model)
        """,
        "Two-GPU DDP training crashes after a few epochs with Lightning 1.4.1 but not 1.4.0; the "
        "maintainer reproduced it with a minimal model (self.log(on_epoch=True), num_workers=1, "
        "ddp): a DataLoader worker aborts. Triaged as a Lightning regression (bug, priority P0) and "
        "closed as fixed. The excerpt is the maintainer's reproduction run. It recurs with the same "
        "Lightning version: upgrade or pin, no restart.",
    ),
    # --- horovod/horovod ----------------------------------------------------------------------------------
    real(
        GH + "horovod/horovod/issues/67",
        "horovod/horovod",
        "connection_error",
        "framework_bug",
        USER,
        "tensorflow.python.framework.errors_impl.UnknownError: ncclCommInitRank failed: unhandled system error",
        r"""
        Traceback (most recent call last):
          File "/home/dyc/horovod/examples/keras_mnist.py", line 82, in <module>
            validation_data=(x_test, y_test))
          File "/usr/lib64/python2.7/site-packages/keras/models.py", line 893, in fit
            initial_epoch=initial_epoch)
          File "/usr/lib64/python2.7/site-packages/keras/engine/training.py", line 1631, in fit
            validation_steps=validation_steps)
          File "/usr/lib64/python2.7/site-packages/keras/engine/training.py", line 1213, in _fit_loop
            outs = f(ins_batch)
          File "/usr/lib64/python2.7/site-packages/keras/backend/tensorflow_backend.py", line 2332, in __call__
            **self.session_kwargs)
          File "/usr/lib/python2.7/site-packages/tensorflow/python/client/session.py", line 894, in run
            run_metadata_ptr)
          File "/usr/lib/python2.7/site-packages/tensorflow/python/client/session.py", line 1106, in _run
            feed_dict_tensor, options, run_metadata)
          File "/usr/lib/python2.7/site-packages/tensorflow/python/client/session.py", line 1259, in _do_run
            options, run_metadata)
          File "/usr/lib/python2.7/site-packages/tensorflow/python/client/session.py", line 1278, in _do_call
            raise type(e)(node_def, op, message)
        tensorflow.python.framework.errors_impl.UnknownError: ncclCommInitRank failed: unhandled system error
        """,
        "Horovod's keras_mnist example on two M40 servers fails at the first allreduce with NCCL's "
        "unhandled system error; nvidia-smi showed two processes on every GPU. The maintainer traced it "
        "to Keras 2.0.9's known bug that makes each worker allocate all GPUs on the server instead of "
        "the one given by its local rank (documented in the README update that covers this issue). "
        "Recurs with that Keras version: change the version, not a restart.",
    ),
    real(
        GH + "horovod/horovod/issues/2255",
        "horovod/horovod",
        "dataloader_killed",
        "user_code",
        USER,
        "ERROR: Unexpected bus error encountered in worker. This might be caused by insufficient shared memory (shm).",
        r"""
        [1,0]<stdout>:Train Epoch: 1 [58240/60000 (97%)]	Loss: 0.443470
        [1,0]<stdout>:Train Epoch: 1 [58880/60000 (98%)]	Loss: 0.458032
        [1,0]<stdout>:Train Epoch: 1 [59520/60000 (99%)]	Loss: 0.319679
        [1,0]<stderr>:pytorch_mnist.py:52: UserWarning: Implicit dimension choice for log_softmax has been deprecated. Change the call to include dim=X as an argument.
        [1,0]<stderr>:  return F.log_softmax(x)
        [1,0]<stderr>:ERROR: Unexpected bus error encountered in worker. This might be caused by insufficient shared memory (shm).
        [1,0]<stderr>:[1,0]<stderr>:Traceback (most recent call last):
        [1,0]<stderr>:  File "/usr/local/lib/python3.7/dist-packages/torch/utils/data/dataloader.py", line 779, in _try_get_data
        """,
        "Horovod's pytorch_mnist example (issue title: DataLoader worker (pid(s) 372) exited "
        "unexpectedly) dies at the end of the first epoch on rank 0 with PyTorch's shared-memory bus "
        "error in a DataLoader worker. The thread closed without a reply; the label rests on the log: "
        "/dev/shm is too small for the workers (a container default), which recurs until shm is raised "
        "or num_workers lowered.",
        culprit={"nodes": [], "ranks": [0]},
    ),
    real(
        GH + "horovod/horovod/issues/100",
        "horovod/horovod",
        "hang",
        "user_code",
        USER,
        "This may indicate that different ranks are trying to submit different tensors or that only subset of ranks is submitting tensors, which will cause deadlock.",
        r"""
        This may indicate that different ranks are trying to submit different tensors or that only subset of ranks is submitting tensors, which will cause deadlock.

        Stalled ops:
        model/model/DistributedAdamOptimizer_Allreduce/HorovodAllgather_model_model_gradients_concat_0 [ready ranks: 1],
        model/model/DistributedAdamOptimizer_Allreduce/HorovodAllgather_model_model_gradients_concat_1_0 [ready ranks: 1],

        model/model/DistributedAdamOptimizer_Allreduce/HorovodAllreduce_model_model_gradients_AddN_58_0 [ready ranks: 1],
        model/model/DistributedAdamOptimizer_Allreduce/HorovodAllreduce_model_model_gradients_AddN_54_0 [ready ranks: 1],
        model/model/DistributedAdamOptimizer_Allreduce/HorovodAllreduce_model_model_gradients_AddN_51_0 [ready ranks: 1],
        model/model/DistributedAdamOptimizer_Allreduce/HorovodAllreduce_model_model_gradients_AddN_45_0 [ready ranks: 1],
        model/model/DistributedAdamOptimizer_Allreduce/HorovodAllreduce_model_model_gradients_AddN_63_0 [ready ranks: 1],
        model/model/DistributedAdamOptimizer_Allreduce/HorovodAllreduce_model_model_gradients_AddN_40_0 [ready ranks: 1],
        """,
        "A two-process Horovod job in a Kubernetes pod (mpirun -np 2) gets stuck forever; Horovod's "
        "stall check lists allreduces only rank 1 has submitted. The maintainer's diagnosis: the two "
        "ranks build differently named tensors (model_1_model... on one, model_model... on the other, "
        "from the per-GPU tower code), so they never meet in the same collective; the reporter fixed it "
        "in the code (the workaround from issue #102). A code fault that hangs every run.",
    ),
    real(
        GH + "horovod/horovod/issues/530",
        "horovod/horovod",
        "hang",
        "unknown",
        HUMAN,
        "Stalled ops: HorovodBroadcast_InceptionV3_Logits_Conv2d_1c_1x1_weights_0 [ready ranks: 5, 6, 3, 1, 4, 0]。",
        r"""
        Stalled ops: HorovodBroadcast_InceptionV3_Logits_Conv2d_1c_1x1_weights_0 [ready ranks: 5, 6, 3, 1, 4, 0]。
        HorovodBroadcast_InceptionV3_AuxLogits_Conv2d_2a_5x5_BatchNorm_moving_variance_0 [ready ranks: 5, 6, 3, 1, 4, 0],
        HorovodBroadcast_InceptionV3_AuxLogits_Conv2d_2a_5x5_weights_0 [ready ranks: 5, 6, 3, 1, 4, 0],
        HorovodBroadcast_InceptionV3_Mixed_7c_Branch_2_Conv2d_0d_3x1_BatchNorm_moving_variance_0 [ready ranks: 5, 6, 3, 1, 4, 0],
        HorovodBroadcast_InceptionV3_Mixed_7c_Branch_2_Conv2d_0d_3x1_BatchNorm_moving_mean_0 [ready ranks: 5, 6, 3, 1, 4, 0],
        HorovodBroadcast_InceptionV3_Mixed_7c_Branch_2_Conv2d_0b_3x3_BatchNorm_moving_variance_0 [ready ranks: 5, 6, 3, 1, 4, 0],
        Fri Sep 28 11:14:00 2018[1,5]<stderr>:INFO:tensorflow:Running local_init_op.
        Fri Sep 28 11:14:00 2018[1,5]<stderr>:INFO:tensorflow:Done running local_init_op.
        Fri Sep 28 11:14:00 2018[1,3]<stderr>:INFO:tensorflow:Running local_init_op.
        """,
        "Seven Horovod workers restoring an InceptionV3 checkpoint hang in the initial broadcast: every "
        "rank but 2 is ready, and rank 2 never logs its GPU or local_init_op lines although its process "
        "is alive. The thread closed without a diagnosis; the label rests on the log: one rank stuck "
        "before the broadcast for an unknown reason (its restore, its GPU or its node), so a human has "
        "to look at rank 2.",
        culprit={"nodes": [], "ranks": [2]},
        ambiguous=True,
    ),
    real(
        GH + "Lightning-AI/pytorch-lightning/issues/688",
        "Lightning-AI/pytorch-lightning",
        "model_loading_error",
        "framework_bug",
        HUMAN,
        "RuntimeError: unexpected EOF, expected 8 more bytes. The file might be corrupted.",
        r"""
        RuntimeError: unexpected EOF, expected 8 more bytes. The file might be corrupted.
        """,
        "Lightning wrote checkpoints non-atomically, so a SIGKILL during the write left a truncated "
        "checkpoint and every later load of it fails (filed and closed as a Lightning bug: 'Checkpoint "
        "saving isn't atomic'). A truncated checkpoint that a plain restart would load again: someone has "
        "to delete it or pick an older one first.",
    ),
    real(
        GH + "horovod/horovod/issues/552",
        "horovod/horovod",
        "cuda_oom",
        "user_code",
        USER,
        "E tensorflow/stream_executor/cuda/cuda_driver.cc:806] failed to allocate 512.00M (536870912 bytes) from device: CUDA_ERROR_OUT_OF_MEMORY: out of memory",
        r"""
        E tensorflow/stream_executor/cuda/cuda_driver.cc:806] failed to allocate 512.00M (536870912 bytes) from device: CUDA_ERROR_OUT_OF_MEMORY: out of memory
        ...

        AbortedError (see above for traceback): Horovod has been shut down. This was caused by an exception on one of the ranks or an attempt to allreduce, allgather or broadcast a tensor after one of the ranks finished execution. If the shutdown was caused by an exception, you should see the exception in the log before the first shutdown message.
        	 [[{{node HorovodBroadcast_NmtModel_decoder_layer_1_layer_norm_1_layer_norm_bias_0}} = HorovodBroadcast[T=DT_FLOAT, root_rank=0, _device="/job:localhost/replica:0/task:0/device:GPU:0"](NmtModel/decoder/layer_1/layer_norm_1/layer_norm_bias/read)]]
        ...
        """,
        "A TensorFlow NMT job under MPI and Horovod ran out of GPU memory (the reporter: the job used "
        "too much GPU memory and hit OOM); Horovod then shut down and the other processes kept "
        "printing errors instead of aborting (what the enhancement request is about). The root cause "
        "is the GPU out-of-memory on one rank, which recurs with the same model and batch.",
    ),
    real(
        GH + "horovod/horovod/issues/1950",
        "horovod/horovod",
        "connection_error",
        "unknown",
        HUMAN,
        "An MPI communication peer process has unexpectedly disconnected.  This",
        r"""
        An MPI communication peer process has unexpectedly disconnected.  This
        usually indicates a failure in the peer process (e.g., a crash or
        otherwise exiting without calling MPI_FINALIZE first).

        Although this local MPI process will likely now behave unpredictably
        (it may even hang or crash), the root cause of this problem is the
        failure of the peer -- that is what you need to investigate.  For
        example, there may be a core file that you can examine.  More
        generally: such peer hangups are frequently caused by application bugs
        or other external events.

          Local host: reco-zl-c4-reco313
          Local PID:  7720
          Peer host:  reco-zl-c4-reco316
        --------------------------------------------------------------------------
        [1,7]<stderr>:*** Aborted at
        """,
        "A 12-process Horovod/TensorFlow job on six machines occasionally dies: Open MPI reports that "
        "the peer on reco-zl-c4-reco316 disconnected unexpectedly and every other process exits. The "
        "thread (closed as wontfix) found no cause; the label rests on the log: the peer's own failure is "
        "not in the excerpt (crash, kill or node loss), so a human has to look at that host first.",
        culprit={"nodes": ["reco-zl-c4-reco316"], "ranks": []},
        ambiguous=True,
    ),
    # --- repositories new to the corpus (dev fold) -----------------------------------------------------
    real(
        GH + "CompVis/latent-diffusion/issues/17",
        "CompVis/latent-diffusion",
        "dataloader_killed",
        "framework_bug",
        USER,
        "RuntimeError: DataLoader worker (pid 21388) is killed by signal: Aborted.",
        r"""
            z = self.get_first_stage_encoding(encoder_posterior).detach()
          File "/root/Desktop/ldm/ldm/models/diffusion/ddpm.py", line 544, in get_first_stage_encoding
            z = encoder_posterior.sample()
          File "/root/Desktop/ldm/ldm/modules/distributions/distributions.py", line 36, in sample
            x = self.mean + self.std * torch.randn(self.mean.shape).to(device=self.parameters.device)
          File "/root/miniconda3/envs/ldm/lib/python3.8/site-packages/torch/utils/data/_utils/signal_handling.py", line 66, in handler
            _error_if_any_worker_fails()
        RuntimeError: DataLoader worker (pid 21388) is killed by signal: Aborted.
        """,
        "Latent-diffusion training (issue title: terminate called after throwing an instance of "
        "'c10::Error') stops with a DataLoader worker aborted. The reporter tied it to a PyTorch "
        "Lightning issue; he and a later commenter fixed it by upgrading pytorch-lightning (1.4.2 to "
        "1.4.6, or 1.5.10). A library-version bug that aborts again until the package is upgraded.",
    ),
    real(
        GH + "zlckanata/DeepGlobe-Road-Extraction-Challenge/issues/31",
        "zlckanata/DeepGlobe-Road-Extraction-Challenge",
        "other",
        "user_code",
        USER,
        "Process finished with exit code -1073741795 (0xC000001D)",
        r"""
        ① (when num_workers=4)
        raise RuntimeError('DataLoader worker (pid(s) {}) exited unexpectedly'.format(pids_str)) from e
        RuntimeError: DataLoader worker (pid(s) 12488) exited unexpectedly
        ② (when num_workers=0)
        Process finished with exit code -1073741795 (0xC000001D)
        """,
        "train.py of the road-extraction model dies on Windows: with four workers a DataLoader worker "
        "exits, with num_workers=0 the process itself ends with 0xC000001D (illegal instruction). The "
        "maintainer pointed at the environment (the repository wants Python 2.7 and PyTorch 0.2.0). "
        "The process fails the same way with or without workers, at start, on every launch: an "
        "installation/version problem for the user, not something a restart fixes.",
    ),
    real(
        GH + "suprosanna/relationformer/issues/18",
        "suprosanna/relationformer",
        "dataloader_killed",
        "unknown",
        HUMAN,
        "RuntimeError: DataLoader worker (pid(s) 411948) exited unexpectedly",
        r"""
          File "/home/guests/pascual_cervera/miniconda3/envs/lvs/lib/python3.8/site-packages/ignite/engine/engine.py", line 807, in _run_once_on_dataset
            self.state.batch = next(self._dataloader_iter)
          File "/home/guests/pascual_cervera/miniconda3/envs/lvs/lib/python3.8/site-packages/torch/utils/data/dataloader.py", line 628, in __next__
            data = self._next_data()
          File "/home/guests/pascual_cervera/miniconda3/envs/lvs/lib/python3.8/site-packages/torch/utils/data/dataloader.py", line 1316, in _next_data
            idx, data = self._get_data()
          File "/home/guests/pascual_cervera/miniconda3/envs/lvs/lib/python3.8/site-packages/torch/utils/data/dataloader.py", line 1272, in _get_data
            success, data = self._try_get_data()
          File "/home/guests/pascual_cervera/miniconda3/envs/lvs/lib/python3.8/site-packages/torch/utils/data/dataloader.py", line 1133, in _try_get_data
            raise RuntimeError('DataLoader worker (pid(s) {}) exited unexpectedly'.format(pids_str)) from e
        RuntimeError: DataLoader worker (pid(s) 411948) exited unexpectedly
        2023-08-28 12:03:30,077 ignite.distributed.launcher.Parallel INFO: Finalized processing group with backend: 'nccl'
        """,
        "Relationformer training under ignite's distributed launcher (NCCL) stops when a DataLoader "
        "worker exits unexpectedly. The issue is open with no answer; the label rests on the log, which "
        "does not say why the worker died (host OOM kill, shared memory, a crash in the dataset code), "
        "so a human has to look (dmesg, shm) before deciding.",
        ambiguous=True,
    ),
    real(
        GH + "llijiang/GuidedContrast/issues/2",
        "llijiang/GuidedContrast",
        "nccl_timeout",
        "unknown",
        HUMAN,
        "[E ProcessGroupNCCL.cpp:719] [Rank 0] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=47362, OpType=ALLREDUCE, Timeout(ms)=1800000) ran for 1805481 milliseconds before timing out.",
        r"""
        [2023-05-17 10:22:10,548  INFO  train.py  line 223  37400]  iter: 271/8000, lr: 2.3145e-03 loss: 1.5110(1.5110) data_time: 4.39(4.26) iter_time: 5.87(5.40) remain_time: 00:11:35:22
        [E ProcessGroupNCCL.cpp:719] [Rank 0] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=47362, OpType=ALLREDUCE, Timeout(ms)=1800000) ran for 1805481 milliseconds before timing out.
        [E ProcessGroupNCCL.cpp:719] [Rank 2] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=47363, OpType=ALLREDUCE, Timeout(ms)=1800000) ran for 1805489 milliseconds before timing out.
        [E ProcessGroupNCCL.cpp:719] [Rank 3] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=47362, OpType=ALLREDUCE, Timeout(ms)=1800000) ran for 1805538 milliseconds before timing out.
        [E ProcessGroupNCCL.cpp:719] [Rank 1] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=47362, OpType=ALLREDUCE, Timeout(ms)=1800000) ran for 1805635 milliseconds before timing out.
        Traceback (most recent call last):
          File "train.py", line 339, in <module>
            train(cfg, model, model_fn, optimizer, scheduler, dataset, start_iter=start_iter)  # start_iter from 0
          File "train.py", line 252, in train
            data_iterator_l, data_iterator_u, epoch_l, epoch_u, it_in_epoch_l, it_in_epoch_u = train_iter(
          File "train.py", line 176, in train_iter
            loss.backward()
        """,
        "Four-GPU semi-supervised segmentation training times out in an allreduce at iteration 271, "
        "with rank 2 one collective ahead of the others (SeqNum 47363 against 47362). No diagnosis is "
        "visible in the thread; the label rests on the log: every rank times out and none reports an "
        "error of its own, and the odd sequence number may be a code-path divergence or a symptom, so "
        "a human has to look.",
        ambiguous=True,
    ),
    real(
        GH + "meteofrance/py4cast/pull/116",
        "meteofrance/py4cast",
        "nccl_timeout",
        "unknown",
        HUMAN,
        "[rank2]:[E1212 17:21:29.139598465 ProcessGroupNCCL.cpp:1515] [PG 0 (default_pg) Rank 2] Process group watchdog thread terminated with exception",
        r"""
        [rank2]:[E1212 17:21:29.139598465 ProcessGroupNCCL.cpp:1515] [PG 0 (default_pg) Rank 2] Process group watchdog thread terminated with exception: [Rank 2] Watchdog caught collective operation timeout: Work
        NCCL(SeqNum=1890, OpType=ALLGATHER, NumelIn=1, NumelOut=4, Timeout(ms)=1800000) ran for 1800022 milliseconds before timing out.
        Exception raised from checkTimeout at ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:609 (most recent call first):
        frame #0: c10::Error::Error(c10::SourceLocation, std::string) + 0x96 (0x7fffa7569f86 in /opt/conda/lib/python3.11/site-packages/torch/lib/libc10.so)
        frame #1: c10d::ProcessGroupNCCL::WorkNCCL::checkTimeout(std::optional<std::chrono::duration<long, std::ratio<1l, 1000l> > >) + 0x1d2 (0x7fffa87ba8f2 in /opt/conda/lib/python3.11/site-packages/torch/lib/l
        ibtorch_cuda.so)
        frame #2: c10d::ProcessGroupNCCL::watchdogHandler() + 0x233 (0x7fffa87c1333 in /opt/conda/lib/python3.11/site-packages/torch/lib/libtorch_cuda.so)
        frame #3: c10d::ProcessGroupNCCL::ncclCommWatchdog() + 0x10c (0x7fffa87c371c in /opt/conda/lib/python3.11/site-packages/torch/lib/libtorch_cuda.so)
        frame #4: <unknown function> + 0xd3b75 (0x7ffff64f0b75 in /opt/conda/bin/../lib/libstdc++.so.6)
        frame #5: <unknown function> + 0x94ac3 (0x7ffff7d26ac3 in /usr/lib/x86_64-linux-gnu/libc.so.6)
        """,
        "While refactoring the weather model's Lightning module and CLI, a 4-GPU run died with rank 2's "
        "NCCL watchdog timing out in a one-element all-gather (a metric or value synced across the four "
        "ranks) after 30 minutes. What is shown of the pull request gives no cause; the label rests on "
        "the log: a bare collective timeout from one rank, with no error from the others, so a human "
        "has to look.",
        ambiguous=True,
    ),
]
