# ruff: noqa
"""Real excerpts, batch ZZ18-GD: development-fold storage and filesystem failures of ML jobs, in the
program's own words: checkpoint writers that cannot write (disk full, a resource-exhausted TF saver,
an output path whose parent does not exist, a read-only root, a segfault inside the save routine,
an Orbax temporary directory that already exists, an Orbax async save that times out, a checkpoint
upload to an S3-compatible store that fails), checkpoints that cannot be read back (a truncated
torch checkpoint, a zip archive without its central directory after a racy save, a distributed
Megatron checkpoint missing a shard key, a checkpoint file gone from /tmp), data files that cannot be
opened (truncated or non-HDF5 files, a tar shard DALI's webdataset reader rejects), an NFS stale file
handle, a missing `jax.distributed.initialize()` before Orbax's multi-host barrier, and a CUDA OOM
while merging and writing a 70B model. Gathered from GitHub issue and pull-request threads (issues
corpus of the stored search index) of repositories whose `fold_of(repo)` is "dev"; the searches
were phrased around checkpoint saving/loading on network filesystems and object stores, FUSE
mounts, HDF5/lmdb/tar shards, disk-full and quota messages and distributed checkpoint writers
(torch.distributed.checkpoint, Orbax, DeepSpeed, Megatron). Most hits were in repositories of the
test fold or threads already in the corpus; this batch holds what came back in dev-fold threads not
used before, taken as it came. Only the stored excerpts of each thread could be read, so where the
excerpt shows no conclusion the label rests on the log and the notes say so. Nobody ran crashcart
on these cases before they were labelled. Verbatim log lines as printed in each thread (trimmed to
the relevant part; markdown quote and code markers removed)."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    # --- checkpoint writers that cannot write ----------------------------------------------------
    real(
        GH + "unslothai/unsloth/issues/534",
        "unslothai/unsloth",
        "storage_error",
        "storage",
        USER,
        "OSError: [Errno 28] No space left on device",
        r"""
        if True: model.save_pretrained_merged("model", tokenizer, save_method = "merged_16bit",)
        OSError: [Errno 28] No space left on device
        """,
        "Unsloth's Kaggle Mistral-7B notebook with the merged 16-bit save switched on: writing the "
        "merged model fails every time with ENOSPC. The maintainer: Kaggle gives 20 GB of disk, so "
        "save the LoRA adapters instead and merge elsewhere. The error line was quoted in the "
        "report's text after the changed notebook line. A full output volume: the same save fails "
        "the same way until space is made or the output goes elsewhere.",
    ),
    real(
        GH + "tensorflow/tensorflow/issues/4350",
        "tensorflow/tensorflow",
        "storage_error",
        "storage",
        USER,
        "ResourceExhaustedError: ./model/model-49.tempstate5787507096018461664",
        r"""
            saver.save(sess, os.path.join(model_path, 'model'), global_step=epoch)
          File "/usr/local/lib/python2.7/dist-packages/tensorflow/python/training/saver.py", line 1253, in save
            {self.saver_def.filename_tensor_name: checkpoint_file})
          File "/usr/local/lib/python2.7/dist-packages/tensorflow/python/client/session.py", line 717, in run
            run_metadata_ptr)
          File "/usr/local/lib/python2.7/dist-packages/tensorflow/python/client/session.py", line 915, in _run
            feed_dict_string, options, run_metadata)
          File "/usr/local/lib/python2.7/dist-packages/tensorflow/python/client/session.py", line 965, in _do_run
            target_list, options, run_metadata)
          File "/usr/local/lib/python2.7/dist-packages/tensorflow/python/client/session.py", line 985, in _do_call
            raise type(e)(node_def, op, message)
        ResourceExhaustedError: ./model/model-49.tempstate5787507096018461664
        """,
        "A TensorFlow saver writing the epoch-49 checkpoint fails with ResourceExhaustedError "
        "naming the temporary state file it was writing under ./model (the SaveSlices op that "
        "follows in the paste is cut here). The thread ended waiting for the reporter; labelled "
        "from the log: a RESOURCE_EXHAUSTED status on a checkpoint file write is how TF reports "
        "the volume running out of space, which recurs at the next save until space is freed.",
    ),
    real(
        GH + "tensorflow/tensorflow/issues/6046",
        "tensorflow/tensorflow",
        "storage_error",
        "unknown",
        HUMAN,
        "Resource exhausted:/home/code/2016_11_28_90d_strict_win10.emb-354830.data-00000-of-00001",
        r"""
        W tensorflow/core/framework/op_kernel.cc:975] Resource exhausted:/home/code/2016_11_28_90d_strict_win10.emb-354830.data-00000-of-00001
        Traceback (most recent call last):
          File "/home/code/tf_train.py", line 474, in <module>
            save_model_and_log_step(tf_saver=saver, tf_session=session, global_step=step)
          File "/home/code/tf_train.py", line 199, in save_model_and_log_step
            tf_saver.save(tf_session, FLAGS.out_model_path, global_step=global_step)
          File "/usr/local/lib/python2.7/dist-packages/tensorflow/python/training/saver.py", line 1323, in save
            {self.saver_def.filename_tensor_name: checkpoint_file})
          File "/usr/local/lib/python2.7/dist-packages/tensorflow/python/client/session.py", line 766, in run
            run_metadata_ptr)
          File "/usr/local/lib/python2.7/dist-packages/tensorflow/python/client/session.py", line 964, in _run
            feed_dict_string, options, run_metadata)
          File "/usr/local/lib/python2.7/dist-packages/tensorflow/python/client/session.py", line 1014, in _do_run
            target_list, options, run_metadata)
          File "/usr/local/lib/python2.7/dist-packages/tensorflow/python/client/session.py", line 1034, in _do_call
            raise type(e)(node_def, op, message)
        """,
        "CPU training with TF 0.12: the saver's write of the checkpoint data file fails with "
        "'Resource exhausted' on that file. The reporter's title says both memory and disk were "
        "enough, so the usual reading (a full volume) is contradicted and the stored excerpt shows "
        "no resolution. Conflicting evidence on a checkpoint write: a human has to check the "
        "volume (space, inodes, quota, file-size limits) before anything is restarted.",
        ambiguous=True,
    ),
    real(
        GH + "bmaltais/kohya_ss/issues/1611",
        "bmaltais/kohya_ss",
        "file_not_found",
        "user_code",
        USER,
        "RuntimeError: Parent directory C: does not exist.",
        r"""
        Traceback (most recent call last):
          File "C:\kohya_ss\fine_tune.py", line 487, in <module>
            train(args)
          File "C:\kohya_ss\fine_tune.py", line 426, in train
            train_util.save_sd_model_on_epoch_end_or_stepwise(
          File "C:\kohya_ss\library\train_util.py", line 4130, in save_sd_model_on_epoch_end_or_stepwise
            save_sd_model_on_epoch_end_or_stepwise_common(
          File "C:\kohya_ss\library\train_util.py", line 4183, in save_sd_model_on_epoch_end_or_stepwise_common
            sd_saver(ckpt_file, epoch_no, global_step)
          File "C:\kohya_ss\library\train_util.py", line 4121, in sd_saver
            model_util.save_stable_diffusion_checkpoint(
          File "C:\kohya_ss\library\model_util.py", line 1227, in save_stable_diffusion_checkpoint
            torch.save(new_ckpt, output_file)
          File "C:\kohya_ss\venv\lib\site-packages\torch\serialization.py", line 440, in save
            with _open_zipfile_writer(f) as opened_zipfile:
          File "C:\kohya_ss\venv\lib\site-packages\torch\serialization.py", line 315, in _open_zipfile_writer
            return container(name_or_buffer)
          File "C:\kohya_ss\venv\lib\site-packages\torch\serialization.py", line 288, in __init__
            super().__init__(torch._C.PyTorchFileWriter(str(name)))

        RuntimeError: Parent directory C: does not exist.
        """,
        "SD 1.5 fine-tuning with kohya_ss on Windows: every save of the state or the .ckpt fails in "
        "torch.save because the output file's parent resolves to the bare drive 'C:'. The stored "
        "excerpt shows no answer (the issue is closed); labelled from the log: the configured "
        "output path is malformed, so every save fails the same way until it is corrected.",
    ),
    real(
        GH + "karpathy/nanochat/pull/336",
        "karpathy/nanochat",
        "file_not_found",
        "framework_bug",
        USER,
        "RuntimeError: Parent directory /data/home/zizhuofu/.cache/nanochat/base_checkpoints/d20 does not exist.",
        r"""
        RuntimeError: Parent directory /data/home/zizhuofu/.cache/nanochat/base_checkpoints/d20 does not exist.
          File "nanochat/checkpoint_manager.py", line 38, in save_checkpoint
            torch.save(optimizer_data, optimizer_path)
        """,
        "nanochat's multi-rank base_train at the very end of training: save_checkpoint creates the "
        "checkpoint directory only on rank 0, while every rank writes its optimizer shard, so a "
        "rank that gets there first finds no parent directory. The PR (and issue #315 before it) "
        "fixes the code by letting every rank create the directory. A bug in the training code, "
        "not in the storage: the same code keeps losing this race.",
    ),
    real(
        GH + "sktime/pytorch-forecasting/issues/180",
        "sktime/pytorch-forecasting",
        "os_error",
        "framework_bug",
        USER,
        "OSError",
        r"""
        ---------------------------------------------------------------------------
        OSError                                   Traceback (most recent call last)
        <ipython-input-13-f36a076a10fd> in <module>
              1 # # find optimal learning rate
        ----> 2 res = trainer.tuner.lr_find(net, train_dataloader=train_dataloader, val_dataloaders=val_dataloader, min_lr=1e-5)
              3 print(f"suggested learning rate: {res.suggestion()}")
              4 fig = res.plot(show=True, suggest=True)
              5 fig.show()

        /Applications/anaconda3/lib/python3.8/site-packages/pytorch_lightning/tuner/tuning.py in lr_find(self, model, train_dataloader, val_dataloaders, min_lr, max_lr, num_training, mode, early_stop_threshold, datamodule)
        """,
        "pytorch-forecasting's tutorial in Jupyter on macOS: Lightning's learning-rate finder saves "
        "its temporary checkpoint, and the write fails with OSError; the issue title gives the "
        "message, [Errno 30] Read-only file system: '/lr_find_temp.ckpt' (the checkpoint goes to "
        "the filesystem root, which is read-only). The maintainers labelled it a third-party "
        "issue (Lightning's default path). Recurs on every run until the trainer's root directory "
        "is set to a writable path.",
    ),
    real(
        GH + "flagos-ai/FlagScale/pull/1237",
        "flagos-ai/FlagScale",
        "other",
        "framework_bug",
        USER,
        "Caught signal 11 (Segmentation fault: address not mapped to object at address (nil))",
        r"""
        [default0]:[megatron_cicd:1610 :0:1610] Caught signal 11 (Segmentation fault: address not mapped to object at address (nil))
        [default0]:==== backtrace (tid:   1610) ====
        [default0]: 0  /opt/hpcx/ucx/lib/libucs.so.0(ucs_handle_error+0x2e4) [0x7fab66d08654]
        [default0]: 1  /opt/hpcx/ucx/lib/libucs.so.0(+0x3684c) [0x7fab66d0884c]
        [default0]: 2  /opt/hpcx/ucx/lib/libucs.so.0(+0x36a88) [0x7fab66d08a88]
        [default0]: 3  /lib/x86_64-linux-gnu/libc.so.6(+0x45330) [0x7fab7257d330]
        [default0]: 4  /lib/x86_64-linux-gnu/libnvidia-ml.so.1(+0x7922e) [0x7faa4ba7822e]
        [default0]: 5  /lib/x86_64-linux-gnu/libnvidia-ml.so.1(+0x7f056) [0x7faa4ba7e056]
        [default0]: 6  /lib/x86_64-linux-gnu/libnvidia-ml.so.1(nvmlDeviceGetTotalEnergyConsumption+0x5b) [0x7faa4ba7e1cb]
        [default0]: 7  /lib/x86_64-linux-gnu/libffi.so.8(+0x7b16) [0x7fab71eaab16]
        [default0]: 8  /lib/x86_64-linux-gnu/libffi.so.8(+0x43ef) [0x7fab71ea73ef]
        [default0]: 9  /lib/x86_64-linux-gnu/libffi.so.8(ffi_call+0x12e) [0x7fab71eaa0be]
        [default0]:10  /usr/lib/python3.12/lib-dynload/_ctypes.cpython-312-x86_64-linux-gnu.so(+0xe11c) [0x7fab71ffd11c]
        [default0]:11  /usr/lib/python3.12/lib-dynload/_ctypes.cpython-312-x86_64-linux-gnu.so(+0x92af) [0x7fab71ff82af]
        """,
        "FlagScale's Megatron CI job under CUDA 13.0 segfaults in save_checkpoint_and_time: the "
        "backtrace ends in NVML's nvmlDeviceGetTotalEnergyConsumption called through ctypes while "
        "the checkpoint is being saved. The PR fixes that save path in the framework's code. A "
        "segfault with a known cause in the framework: it recurs at every save with this "
        "code and driver stack, so no blind restart.",
    ),
    real(
        GH + "Physical-Intelligence/openpi/issues/566",
        "Physical-Intelligence/openpi",
        "storage_error",
        "unknown",
        HUMAN,
        "FileExistsError: [Errno 17] File exists:",
        r"""
        FileExistsError: [Errno 17] File exists: '/home/lyx/openpi/checkpoints/cobot_put_pen_into_cantainer/cobot_putpen_chw/30000.orbax-checkpoint-tmp-0'
        00:28:21.238 [I] [process=0][thread=MainThread][step=30000] Starting CheckpointManager Save Finalize thread=save_finalize (305741:checkpoint_manager.py:1453)
        00:28:21.248 [I] [process=0][thread=save_finalize] Waiting for background save thread=async_save. (305741:async_checkpointer.py:258)
        """,
        "openpi fine-tuning with Orbax checkpointing: at step 30000 the async save finds its "
        "temporary directory 30000.orbax-checkpoint-tmp-0 already there and crashes; after the "
        "reporter deleted the tmp directories training went on but that step was never saved. "
        "The stored excerpt shows no diagnosis. A leftover or concurrently created tmp directory "
        "on the checkpoint volume, cause unknown: a human has to look at the checkpoint directory "
        "(and who else writes there) before restarting.",
        ambiguous=True,
    ),
    real(
        GH + "keras-team/keras/issues/23609",
        "keras-team/keras",
        "storage_error",
        "unknown",
        HUMAN,
        "ChainedFuture completed 0/1 futures but timed out after 1199.96 seconds",
        r"""
        ChainedFuture completed 0/1 futures but timed out after 1199.96 seconds
        Skipping merge of OCDBT checkpoints: No per-process OCDBT checkpoint subdirs found in /tmp/...
        """,
        "Keras' OrbaxCheckpoint callback with save_on_background=True on CI: the async Orbax save "
        "times out after 20 minutes and no per-process OCDBT data reached the checkpoint "
        "directory; the callback swallowed the error, so fit() returned and the restored weights "
        "were one step stale. The issue fixes the swallowing, not the timeout, whose cause the "
        "thread does not give. A checkpoint write that stalled for an unknown reason: a human "
        "decides whether the storage or the job is at fault.",
        ambiguous=True,
    ),
    real(
        GH + "aws-deepracer-community/deepracer-core/issues/91",
        "aws-deepracer-community/deepracer-core",
        "storage_error",
        "unknown",
        HUMAN,
        '"function": "save_to_store", "message": "Exception [Failed to upload',
        r"""
        algo-1-cf199_1  | Uploaded hyperparameters.json to S3
        algo-1-cf199_1  | Uploaded IP address information to S3: 172.18.0.2
        algo-1-cf199_1  | ## Creating graph - name: BasicRLGraphManager
        algo-1-cf199_1  | Loaded action space from file: [{'steering_angle': -30, 'speed': 0.4, 'index': 0}, {'steering_angle': -30, 'speed': 0.8, 'index': 1}, {'steering_angle': -15, 'speed': 0.4, 'index': 2}, {'steering_angle': -15, 'speed': 0.8, 'index': 3}, {'steering_angle': 0, 'speed': 0.4, 'index': 4}, {'steering_angle': 0, 'speed': 0.8, 'index': 5}, {'steering_angle': 15, 'speed': 0.4, 'index': 6}, {'steering_angle': 15, 'speed': 0.8, 'index': 7}, {'steering_angle': 30, 'speed': 0.4, 'index': 8}, {'steering_angle': 30, 'speed': 0.8, 'index': 9}]
        algo-1-cf199_1  | ## Creating agent - name: agent
        algo-1-cf199_1  | Checkpoint> Saving in path=['./checkpoint/0_Step-0.ckpt']
        algo-1-cf199_1  | {"simapp_exception": {"version": "1.0", "date": "2020-02-05 11:06:02.764148", "function": "save_to_store", "message": "Exception [Failed to upload /opt/ml/code/checkpoint/0_Step-0.ckpt.data-00000-of-00001 to bucket/rl-deepracer-sagemake
        """,
        "Local DeepRacer training (SageMaker container against an S3-compatible store): the "
        "trainer uploads its hyperparameters and IP file to the bucket, then fails uploading the "
        "very first checkpoint (step 0) in save_to_store, S3UploadFailedError per the title. The "
        "last line is cut where the stored copy of the thread ends. The excerpt shows no "
        "diagnosis: small uploads work and the checkpoint upload fails, which fits neither a plain "
        "credential error nor a passing outage; a human has to check the store.",
        ambiguous=True,
    ),
    real(
        GH + "unslothai/unsloth/issues/1667",
        "unslothai/unsloth",
        "cuda_oom",
        "user_code",
        USER,
        "OutOfMemoryError",
        r"""
        Unsloth: Merging 4bit and LoRA weights to 16bit...
        Unsloth: Will use up to 1314.66 out of 2015.55 RAM for saving.
        Unsloth: Saving model... This might take 5 minutes ...
          0%|          | 0/80 [00:00<?, ?it/s]
        We will save to Disk and not RAM now.
         81%|████████▏ | 65/80 [02:12<00:30,  2.03s/it]
        ---------------------------------------------------------------------------
        OutOfMemoryError                          Traceback (most recent call last)
        Cell In[21], line 2
              1 # 将模型转移到 CPU 内存中，以避免 GPU 显存不足的问题
        ----> 2 model.save_pretrained_merged(new_model_local, tokenizer, save_method="merged_16bit")
        """,
        "Llama-3.3-70B fine-tuned with Unsloth on an H200: saving the merged 16-bit model runs out "
        "of memory at layer 65 of 80, after Unsloth switched from RAM to disk staging. The stored "
        "excerpt shows no resolution (closed); labelled from the log as an out-of-memory error of "
        "the merge-and-save step, which repeats with the same model and settings.",
    ),
    # --- checkpoints that cannot be read back ----------------------------------------------------
    real(
        GH + "karpathy/nanochat/pull/336",
        "karpathy/nanochat",
        "model_loading_error",
        "framework_bug",
        HUMAN,
        "RuntimeError: PytorchStreamReader failed reading zip archive: failed finding central directory",
        r"""
        RuntimeError: PytorchStreamReader failed reading zip archive: failed finding central directory
        """,
        "Same thread as the race above: after the end-of-training save lost the race, the scripts "
        "that load that last checkpoint (base_loss, base_eval, mid_train) fail because the "
        "checkpoint file is not a complete zip archive. A corrupted checkpoint that every restart "
        "would load again: a human has to pick an intact checkpoint or re-save before resuming.",
        tag="load",
    ),
    real(
        GH + "StrongResearch/isc-demos/issues/3",
        "StrongResearch/isc-demos",
        "model_loading_error",
        "unknown",
        HUMAN,
        "EOFError: Ran out of input",
        r"""
        Loading checkpoint from /mnt/Client/strongcompute_chris/output_hello_world/exp_304/checkpoint_hello.py
        Traceback (most recent call last):
          File "/mnt/Client/strongcompute_chris/isc-demos/tiny_training/train_cycle.py", line 91, in <module>
            main(args)
          File "/mnt/Client/strongcompute_chris/isc-demos/tiny_training/train_cycle.py", line 50, in main
            step = load_checkpoint(path=checkpoint_path, model=model, optimizer=optimizer, device=f'cuda:{device_id}')
          File "/mnt/Client/strongcompute_chris/isc-demos/tiny_training/train_cycle.py", line 14, in load_checkpoint
            checkpoint = torch.load(path, map_location=device)
          File "/mnt/Client/strongcompute_chris/.venv/lib/python3.10/site-packages/torch/serialization.py", line 815, in load
            return _legacy_load(opened_file, map_location, pickle_module, **pickle_load_args)
          File "/mnt/Client/strongcompute_chris/.venv/lib/python3.10/site-packages/torch/serialization.py", line 1033, in _legacy_load
            magic_number = pickle_module.load(f, **pickle_load_args)
        EOFError: Ran out of input
        """,
        "The ISC demo's cycling training job resumes from its checkpoint on the /mnt/Client "
        "mount and torch.load finds the file empty; the maintainer titled it 'Checkpoint Saving "
        "Corruption' (a save interrupted when the job was cycled). A truncated checkpoint that a "
        "restart would load again: a human must remove it or point the job at an earlier one.",
    ),
    real(
        GH + "NVIDIA/Megatron-LM/issues/4378",
        "NVIDIA/Megatron-LM",
        "model_loading_error",
        "framework_bug",
        HUMAN,
        "RuntimeError: Missing key in checkpoint state_dict: rerun_state_machine_state/shard_X_<world_size>",
        r"""
        RuntimeError: Missing key in checkpoint state_dict: rerun_state_machine_state/shard_X_<world_size>
        """,
        "Megatron-LM with --ckpt-assume-constant-structure and --rerun-mode validate_results: the "
        "fault checkpoint saved after a NaN/Inf is written with a cached save plan that lacks the "
        "new rerun_state_machine_state ShardedObject, so the job exits with the resume code and "
        "the next load fails on all ranks (shard index and world size as the reporter wrote them). "
        "A silently incomplete distributed checkpoint that every restart would load again: a human "
        "has to fall back to an earlier checkpoint (and drop the flag) before resuming.",
    ),
    real(
        GH + "usnistgov/alignn/issues/8",
        "usnistgov/alignn",
        "file_not_found",
        "framework_bug",
        USER,
        "FileNotFoundError: [Errno 2] No such file or directory: '/tmp/models/checkpoint_13.pt'",
        r"""
        FileNotFoundError: [Errno 2] No such file or directory: '/tmp/models/checkpoint_13.pt'
        """,
        "ALIGNN training: a checkpoint the trainer expects under /tmp/models is not there. Filed "
        "by a maintainer and labelled bug; the excerpt shows no more. Labelled from the log and "
        "the label: a checkpoint path the framework's own code gets wrong, which repeats on the "
        "next run.",
    ),
    # --- data files and shards that cannot be opened ---------------------------------------------
    real(
        GH + "h5py/h5py/issues/1562",
        "h5py/h5py",
        "dataset_loading_error",
        "user_code",
        USER,
        "OSError: Unable to open file (file signature not found)",
        r"""
        File "/Users/user/PycharmProjects/fastMRI/fastMRI/data/mri_data.py", line 49, in init
        data = h5py.File(fname, 'r')
        File "/Users/user/PycharmProjects/fastMRI/venv/lib/python3.7/site-packages/h5py/_hl/files.py", line 408, in init swmr=swmr)
        File "/Users/user/PycharmProjects/fastMRI/venv/lib/python3.7/site-packages/h5py/_hl/files.py", line 173, in make_fid

        fid = h5f.open(name, flags, fapl=fapl)
        File "h5py/_objects.pyx", line 54, in h5py._objects.with_phil.wrapper
        File "h5py/_objects.pyx", line 55, in h5py._objects.with_phil.wrapper
        File "h5py/h5f.pyx", line 88, in h5py.h5f.open
        OSError: Unable to open file (file signature not found)
        """,
        "Training fastMRI's U-Net: the dataset class opens every file of the data directory with "
        "h5py and one of them is not an HDF5 file. The stored excerpt shows no answer; labelled "
        "from the log: a file in the data directory that is not a valid HDF5 file (a stray file, "
        "or an incomplete download), which fails the same way on every run until the data "
        "directory is fixed.",
    ),
    real(
        GH + "h5py/h5py/issues/1030",
        "h5py/h5py",
        "storage_error",
        "storage",
        HUMAN,
        "OSError: Unable to open file (truncated file: eof = 1293590528, sblock->base_addr = 0, stored_eoa = 3681077344)",
        r"""
        Traceback (most recent call last):
          File "/home_expes/tools/python/python-3.6.3_gpu/lib/python3.6/site-packages/h5py/_hl/files.py", line 119, in make_fid
            fid = h5f.open(name, h5f.ACC_RDWR, fapl=fapl)
          File "h5py/_objects.pyx", line 54, in h5py._objects.with_phil.wrapper
          File "h5py/_objects.pyx", line 55, in h5py._objects.with_phil.wrapper
          File "h5py/h5f.pyx", line 78, in h5py.h5f.open
        OSError: Unable to open file (truncated file: eof = 1293590528, sblock->base_addr = 0, stored_eoa = 3681077344)

        During handling of the above exception, another exception occurred:

        Traceback (most recent call last):
          File "/home_expes/tools/python/python-3.6.3_gpu/lib/python3.6/site-packages/h5py/_hl/files.py", line 122, in make_fid
            fid = h5f.open(name, h5f.ACC_RDONLY, fapl=fapl)
          File "h5py/_objects.pyx", line 54, in h5py._objects.with_phil.wrapper
          File "h5py/_objects.pyx", line 55, in h5py._objects.with_phil.wrapper
          File "h5py/h5f.pyx", line 78, in h5py.h5f.open
        OSError: Unable to open file (truncated file: eof = 1293590528, sblock->base_addr = 0, stored_eoa = 3681077344)
        """,
        "A job run from a GPU Python install opens an HDF5 file in append mode and h5py finds it "
        "truncated: 1.29 GB on disk where the superblock records 3.68 GB (an interrupted write or "
        "copy). The thread asked for more information and records no fix. A truncated file that "
        "the job would open again on restart: a human must restore or regenerate it first.",
    ),
    real(
        GH + "NVIDIA/DALI/issues/4093",
        "NVIDIA/DALI",
        "dataset_loading_error",
        "user_code",
        USER,
        'Assert on "num_shards_',
        r"""
        Error when constructing operator: readers__Webdataset encountered:
        [/opt/dali/dali/operators/reader/loader/loader.h:223] Assert on "num_shards_  > (dali::OpSpec const&), std::unique_ptr > (*)(dali::OpSpec const&)>::_M_invoke(std::_Any_data const&, dali::OpSpec const&)+0xc) [0x7fefc799760c]
        """,
        "A DALI pipeline reading the user's own tar shard with fn.readers.webdataset fails while "
        "building the reader (the assert text is mangled as pasted). DALI's sample webdataset "
        "from DALI_extra worked in the same pipeline, and the maintainer asked the user to check "
        "how the tar was made. Labelled on that: the user's shard is not what the reader expects, "
        "which recurs until the data is rebuilt.",
    ),
    # --- shared filesystems and multi-host checkpointing -----------------------------------------
    real(
        GH + "hiyouga/LlamaFactory/issues/3243",
        "hiyouga/LlamaFactory",
        "storage_error",
        "storage",
        RESTART,
        "OSError: [Errno 116] Stale file handle:",
        r"""
        sh examples/full_multi_gpu/single_node.sh
        OSError: [Errno 116] Stale file handle:
        """,
        "Full multi-GPU fine-tuning with LLaMA-Factory's single-node example script dies with "
        "ESTALE. The thread was closed as invalid with no diagnosis; labelled from the log: a "
        "stale NFS handle is a transient fault of the shared filesystem, and the job is restarted "
        "from its last checkpoint (if it recurs, the files belong on local disk).",
    ),
    real(
        GH + "google/orbax/issues/731",
        "google/orbax",
        "runtime_error",
        "user_code",
        USER,
        "ValueError: Distributed system is not available; please initialize it via `jax.distributed.initialize()` at the start of your program.",
        r"""
        ValueError: Distributed system is not available; please initialize it via `jax.distributed.initialize()` at the start of your program.
        orbax/checkpoint/async_checkpointer.py", line 83, in _get_barrier_sync_fn
            raise ValueError(
        """,
        "Migrating to the new Orbax API on a single-slice multi-host TPU on GKE: the async "
        "checkpointer needs a barrier across hosts and refuses because the JAX distributed "
        "system was never initialised (the error and the raising frame as pasted, in that order). "
        "The maintainer: jax.distributed.initialize() always needs to be called. A setup error in "
        "the training script that fails every save until the call is added.",
    ),
]
