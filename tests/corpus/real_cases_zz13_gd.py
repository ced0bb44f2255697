# ruff: noqa
"""Real excerpts, batch ZZ13-GD: development-fold training-numerics and checkpoint/storage failures
(NaN or exploding loss and grad norm, fp16 loss-scale collapse, repeated gradient-overflow skips,
truncated or empty checkpoints that torch.load cannot read, HDF5 read errors in the data path, a
full checkpoint disk, an object-store upload that times out while a checkpoint is being copied),
gathered from GitHub issue threads of repositories new to the corpus whose `fold_of(repo)` is
"dev" (LLM pretraining and fine-tuning toolkits, diffusion and detection trainers, scientific
PyTorch training codes). Found with the `search` tool over the issues corpus, taken as the
searches returned them (not picked for what crashcart can do); nobody ran crashcart on them before
they were labelled. Verbatim log lines as printed in each thread, trimmed to the relevant part
(quote markers and markdown emphasis around pasted lines removed); labelled from what each thread
concluded, or from the log where it concluded nothing (the notes say which)."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    # --- NaN / divergence ----------------------------------------------------------------------------
    real(
        GH + "kohya-ss/musubi-tuner/issues/26",
        "kohya-ss/musubi-tuner",
        "nan_or_value_error",
        "user_code",
        USER,
        "avr_loss=nan",
        r"""
        epoch 15/15
        INFO:dataset.image_video_dataset:epoch is incremented. current_epoch: 14, epoch: 15
        INFO:dataset.image_video_dataset:epoch is incremented. current_epoch: 14, epoch: 15
        steps: 100%|████████████████████████████████████████████████████████████████████| 3300/3300 [2:41:46<00:00,  2.94s/it, avr_loss=nan]
        saving checkpoint: D:/Msubi/musubi-tuner/Output/P4ulink4_test2\P4ulink4_512_test_2.safetensors
        INFO:__main__:model saved.
        steps: 100%|████████████████████████████████████████████████████████████████████| 3300/3300 [2:41:46<00:00,  2.94s/it, avr_loss=nan]
        13:05:57-021080 INFO     Training has ended.
        """,
        "A 3,300-step LoRA training run of musubi-tuner finishes with avr_loss=nan and saves a LoRA that "
        "does not work. The reporter found the cause: the run used float16 instead of bf16, which made "
        "the loss NaN; with bf16 it trains fine. A precision setting in the user's config, so the NaN "
        "recurs on every rerun until it is changed.",
    ),
    real(
        GH + "HuangJunJie2017/BEVDet/issues/265",
        "HuangJunJie2017/BEVDet",
        "nan_or_value_error",
        "user_code",
        USER,
        "loss: nan, grad_norm: nan",
        """
        2023-06-15 04:03:40,870 - mmdet - INFO - Epoch [1][50/3862]\tlr: 4.915e-05, eta: 3 days, 22:56:26, time: 4.428, data_time: 1.900, memory: 10657, task0.loss_xy: 0.2820, task0.loss_z: 0.3374, task0.loss_whl: 0.7133, task0.loss_yaw: 0.3525, task0.loss_vel: 0.0843, task0.loss_heatmap: nan, loss: nan, grad_norm: nan
        2023-06-15 04:05:44,778 - mmdet - INFO - Epoch [1][100/3862]\tlr: 9.910e-05, eta: 3 days, 1:59:42, time: 2.479, data_time: 0.368, memory: 10657, task0.loss_xy: 0.2815, task0.loss_z: 0.3439, task0.loss_whl: 0.7107, task0.loss_yaw: 0.3526, task0.loss_vel: 0.0884, task0.loss_heatmap: nan, loss: nan, grad_norm: nan
        """,
        "Two-GPU BEVDet training where the only change was enabling fp16 with a dynamic loss scale: the "
        "heatmap loss, the total loss and the grad norm are NaN from the first logged interval and the "
        "run later terminates abnormally. The thread as stored concludes nothing further; the label rests "
        "on the log: a NaN loss caused by the user's mixed-precision setting, which recurs on rerun.",
    ),
    real(
        GH + "ml-struct-bio/cryodrgn/issues/18",
        "ml-struct-bio/cryodrgn",
        "nan_or_value_error",
        "user_code",
        USER,
        "Average gen loss = nan",
        r"""
        (INFO) (train_vae.py) (13-Dec-24 22:01:36) # =====> Epoch: 17 Average gen loss = 0.547026, KLD = 12.001542, total loss = 0.547055; Finished in 13:14:22.031874
        (INFO) (train_vae.py) (14-Dec-24 12:19:09) # =====> Epoch: 18 Average gen loss = nan, KLD = 108.362309, total loss = nan; Finished in 13:48:46.351261
        (INFO) (train_vae.py) (15-Dec-24 01:57:33) # =====> Epoch: 19 Average gen loss = 0.547024, KLD = 14.696500, total loss = 0.547060; Finished in 13:09:24.351891
        (INFO) (train_vae.py) (15-Dec-24 15:44:43) # =====> Epoch: 20 Average gen loss = nan, KLD = 32018.539411, total loss = nan; Finished in 13:18:16.096336
        (INFO) (train_vae.py) (16-Dec-24 02:37:49) # =====> Epoch: 21 Average gen loss = nan, KLD = 2172751.931498, total loss = nan; Finished in 10:25:08.485784
        """,
        "A multi-GPU cryoDRGN train_vae run on 2.8 million particles: from epoch 18 the epoch-average "
        "generative loss is NaN and the KL term grows by orders of magnitude (12 -> 32018 -> 2172751). "
        "The thread discusses settings but, as stored, reaches no definite root cause; the label rests "
        "on the log: a numerically diverging run (NaN loss) that restarting will not cure, for the user "
        "to adjust data or hyperparameters.",
    ),
    real(
        GH + "liang3588/MeshMAE/issues/11",
        "liang3588/MeshMAE",
        "nan_or_value_error",
        "user_code",
        USER,
        "Loss: 39307117.633155",
        r"""
        Epoch 2/99 [Pretrain]: 100%|███████████████████| 3073/3073 [2:21:16<00:00,  2.76s/it, loss=39307117.633155, lr=0.000100]
        Epoch 2 Pretrain | Loss: 39307117.633155 | Best Loss: 2.271230 | Best Epoch: 0 | Time: 2.4h
        """,
        "MeshMAE pretraining: two epochs after a best loss of 2.27 the epoch loss is 3.9e7, i.e. the run "
        "has diverged. The thread has no answer; the label rests on the log: divergence of the user's "
        "training configuration, which a restart from the same settings will not fix.",
    ),
    real(
        GH + "yeyupiaoling/PPASR/issues/3",
        "yeyupiaoling/PPASR",
        "nan_or_value_error",
        "user_code",
        USER,
        "loss: nan",
        r"""
        [2021-07-14 02:09:40.075967] Train epoch: 0, batch: 750/34799, loss: 6.70559, learning rate: 0.0001, train time: 4.319s
        完成第750的保存
        [2021-07-14 02:10:20.735872] Train epoch: 0, batch: 760/34799, loss: 6.64842, learning rate: 0.0001, train time: 4.218s
        完成第760的保存
        [2021-07-14 02:11:05.361007] Train epoch: 0, batch: 770/34799, loss: 6.76281, learning rate: 0.0001, train time: 6.372s
        完成第770的保存
        [2021-07-14 02:11:53.009762] Train epoch: 0, batch: 780/34799, loss: 6.61592, learning rate: 0.0001, train time: 3.155s
        完成第780的保存
        [2021-07-14 02:12:37.086634] Train epoch: 0, batch: 790/34799, loss: nan, learning rate: 0.0001, train time: 3.768s
        完成第790的保存
        [2021-07-14 02:13:21.365857] Train epoch: 0, batch: 800/34799, loss: nan, learning rate: 0.0001, train time: 3.402s
        完成第800的保存
        [2021-07-14 02:14:00.991322] Train epoch: 0, batch: 810/34799, loss: nan, learning rate: 0.0001, train time: 3.514s
        完成第810的保存
        [2021-07-14 02:14:50.522749] Train epoch: 0, batch: 820/34799, loss: nan, learning rate: 0.0001, train time: 3.567s
        完成第820的保存
        [2021-07-14 02:15:37.339313] Train epoch: 0, batch: 830/34799, loss: nan, learning rate: 0.0001, train time: 3.885s
        """,
        "PPASR (PaddlePaddle speech recognition) training on the reporter's own data: the loss turns NaN "
        "at batch 790 of the first epoch and stays NaN while the trainer keeps saving a checkpoint every "
        "ten batches. The reporter had only swapped in their training data; the maintainer advised the "
        "basic model instead. The label rests on the log: a NaN loss from the user's data/model setup, "
        "which recurs on rerun (and keeps overwriting checkpoints with NaN weights).",
    ),
    # --- fp16 loss scale -------------------------------------------------------------------------------
    real(
        GH + "Tencent/TencentPretrain/issues/57",
        "Tencent/TencentPretrain",
        "nan_or_value_error",
        "user_code",
        USER,
        "Current loss scale already at minimum",
        r"""
        ExceptionException: : Current loss scale already at minimum - cannot decrease scale anymore. Exiting run.Current loss scale already at minimum - cannot decrease scale anymore. Exiting run.
        """,
        "pretrain.py of a LLaMA-7B model under DeepSpeed fp16 on an A100 stops because the dynamic loss "
        "scale has hit its minimum (two processes' messages interleaved on one line). The reply points to "
        "bf16, which the A100 supports; fp16 overflow is a configuration fault that recurs on every rerun.",
    ),
    real(
        GH + "dredwardhyde/gpt-neo-fine-tuning-example/issues/7",
        "dredwardhyde/gpt-neo-fine-tuning-example",
        "nan_or_value_error",
        "unknown",
        HUMAN,
        "OVERFLOW! Rank 0 Skipping step",
        r"""
          0%|                                      | 9/63645 [00:19<37:53:00,  2.14s/it][2021-06-08 12:02:45,001] [INFO] [stage3.py:2323:_overflow_clean_up] [deepscale] OVERFLOW! Rank 0 Skipping step. Attempted loss scale: 16777216.0, reducing to 8388608.0
        [2021-06-08 12:02:45,002] [INFO] [timer.py:157:stop] 0/10, SamplesPerSec=1.8825260836384787
          0%|                                     | 10/63645 [00:21<37:46:42,  2.14s/it][2021-06-08 12:02:47,123] [INFO] [stage3.py:2323:_overflow_clean_up] [deepscale] OVERFLOW! Rank 0 Skipping step. Attempted loss scale: 8388608.0, reducing to 4194304.0
          0%|                                     | 11/63645 [00:24<37:41:45,  2.13s/it][2021-06-08 12:02:49,251] [INFO] [stage3.py:2323:_overflow_clean_up] [deepscale] OVERFLOW! Rank 0 Skipping step. Attempted loss scale: 4194304.0, reducing to 2097152.0
          0%|                                     | 12/63645 [00:26<37:40:18,  2.13s/it][2021-06-08 12:02:51,371] [INFO] [stage3.py:2323:_overflow_clean_up] [deepscale] OVERFLOW! Rank 0 Skipping step. Attempted loss scale: 2097152.0, reducing to 1048576.0
          0%|                                     | 13/63645 [00:28<37:36:38,  2.13s/it][2021-06-08 12:02:53,504] [INFO] [stage3.py:2323:_overflow_clean_up] [deepscale] OVERFLOW! Rank 0 Skipping step. Attempted loss scale: 1048576.0, reducing to 524288.0
        """,
        "GPT-Neo fine-tuning with DeepSpeed ZeRO-3 in fp16 prints an overflow and a halved loss scale on "
        "every step from step 9. The scale is still in the millions here, which is also what DeepSpeed's "
        "dynamic scaling does at the start of a healthy run; the thread as stored does not say whether "
        "the scale kept collapsing or the run recovered. Nothing has failed yet in the excerpt, so a human "
        "has to decide whether this is the start of an fp16 overflow collapse.",
        ambiguous=True,
    ),
    real(
        GH + "Junjue-Wang/FactSeg/issues/6",
        "Junjue-Wang/FactSeg",
        "nan_or_value_error",
        "user_code",
        USER,
        "reducing loss scale to 2.0237e-320",
        r"""
        Warning: NaN or Inf found in input tensor.
        Warning: NaN or Inf found in input tensor.
        Gradient overflow.  Skipping step, loss scaler 0 reducing loss scale to 2.0237e-320
        Gradient overflow.  Skipping step, loss scaler 0 reducing loss scale to 2.0237e-320
        Gradient overflow.  Skipping step, loss scaler 0 reducing loss scale to 1.012e-320
        Gradient overflow.  Skipping step, loss scaler 0 reducing loss scale to 1.012e-320
        Gradient overflow.  Skipping step, loss scaler 0 reducing loss scale to 5.06e-321
        Gradient overflow.  Skipping step, loss scaler 0 reducing loss scale to 5.06e-321
        Gradient overflow.  Skipping step, loss scaler 0 reducing loss scale to 2.53e-321
        Gradient overflow.  Skipping step, loss scaler 0 reducing loss scale to 2.53e-321
        Gradient overflow.  Skipping step, loss scaler 0 reducing loss scale to 1.265e-321
        Gradient overflow.  Skipping step, loss scaler 0 reducing loss scale to 1.265e-321
        """,
        "FactSeg (apex AMP) training on the SpaceNet7 building dataset: NaN/Inf appears in the inputs to "
        "the loss, every step overflows and the loss scale is halved down to denormal values; per the "
        "reporter it reaches 0 and the run dies with a division-by-zero error. An fp16 loss-scale "
        "collapse on the user's data and settings; restarting with the same configuration repeats it.",
    ),
    real(
        GH + "facebookresearch/WSL-Images/issues/9",
        "facebookresearch/WSL-Images",
        "nan_or_value_error",
        "user_code",
        USER,
        "Gradient overflow.  Skipping step",
        r"""
        Gradient overflow.  Skipping step, loss scaler 0 reducing loss scale to 1.925929944387236e-34
        Gradient overflow.  Skipping step, loss scaler 0 reducing loss scale to 9.62964972193618e-35
        Gradient overflow.  Skipping step, loss scaler 0 reducing loss scale to 4.81482486096809e-35
        Gradient overflow.  Skipping step, loss scaler 0 reducing loss scale to 2.407412430484045e-35
        Gradient overflow.  Skipping step, loss scaler 0 reducing loss scale to 1.2037062152420224e-35
        Gradient overflow.  Skipping step, loss scaler 0 reducing loss scale to 6.018531076210112e-36
        Gradient overflow.  Skipping step, loss scaler 0 reducing loss scale to 3.009265538105056e-36
        Gradient overflow.  Skipping step, loss scaler 0 reducing loss scale to 1.504632769052528e-36
        Gradient overflow.  Skipping step, loss scaler 0 reducing loss scale to 7.52316384526264e-37
        Gradient overflow.  Skipping step, loss scaler 0 reducing loss scale to 3.76158192263132e-37
        Gradient overflow.  Skipping step, loss scaler 0 reducing loss scale to 1.88079096131566e-37
        Gradient overflow.  Skipping step, loss scaler 0 reducing loss scale to 9.4039548065783e-38
        Gradient overflow.  Skipping step, loss scaler 0 reducing loss scale to 4.70197740328915e-38
        Gradient overflow.  Skipping step, loss scaler 0 reducing loss scale to 2.350988701644575e-38
        """,
        "Fine-tuning a WSL ResNeXt model with apex mixed precision: every step overflows and the dynamic "
        "loss scale keeps halving (already near 1e-38 here and, later in the same log, near 1e-277) until "
        "the run ends in ZeroDivisionError: float division by zero, as the issue title says. The thread "
        "reached no answer; the label rests on the log: an fp16 loss-scale collapse (diverging loss) that "
        "a restart with the same settings reproduces.",
    ),
    # --- checkpoints that cannot be read -------------------------------------------------------------
    real(
        GH + "zylo117/Yet-Another-EfficientDet-Pytorch/issues/101",
        "zylo117/Yet-Another-EfficientDet-Pytorch",
        "model_loading_error",
        "user_code",
        HUMAN,
        "RuntimeError: unexpected EOF, expected 8 more bytes. The file might be corrupted.",
        r"""
        Traceback (most recent call last):
          File "coco_eval.py", line 151, in <module>
            model.load_state_dict(torch.load(weights_path, map_location=torch.device('cpu')))
          File "/home/sumanta/.pyenv/versions/anaconda3-5.3.0/lib/python3.7/site-packages/torch/serialization.py", line 529, in load
            return _legacy_load(opened_file, map_location, pickle_module, **pickle_load_args)
          File "/home/sumanta/.pyenv/versions/anaconda3-5.3.0/lib/python3.7/site-packages/torch/serialization.py", line 709, in _legacy_load
            deserialized_objects[key]._set_from_file(f, offset, f_should_read_directly)
        RuntimeError: unexpected EOF, expected 8 more bytes. The file might be corrupted.
        """,
        "The checkpoint written when training was interrupted with Ctrl+C cannot be loaded: torch.load "
        "hits EOF. The maintainer concluded the file is truncated because the program was killed before "
        "it finished saving the checkpoint. Rerunning would read the same truncated file, so a human has "
        "to pick an earlier checkpoint or retrain; not ambiguous.",
    ),
    real(
        GH + "r9y9/deepvoice3_pytorch/issues/67",
        "r9y9/deepvoice3_pytorch",
        "model_loading_error",
        "unknown",
        HUMAN,
        "EOFError: Ran out of input",
        r"""
        Traceback (most recent call last):
          File "synthesis.py", line 131, in <module>
            checkpoint = _load(checkpoint_path)
          File "synthesis.py", line 86, in _load
            map_location=lambda storage, loc: storage)
          File "/usr/local/lib/python3.5/dist-packages/torch/serialization.py", line 267, in load
            return _load(f, map_location, pickle_module)
          File "/usr/local/lib/python3.5/dist-packages/torch/serialization.py", line 420, in _load
            result = unpickler.load()
        EOFError: Ran out of input
        """,
        "After an LJSpeech training run (which also seemed to save checkpoints only when stopped), "
        "loading the last checkpoint fails in the unpickler. The maintainer reproduced it and concluded "
        "the checkpoint file was empty. Loading it again fails the same way; someone has to choose "
        "another checkpoint or find why it was written empty, so needs_human, not ambiguous.",
    ),
    # --- data path storage ---------------------------------------------------------------------------------
    real(
        GH + "ELEKTRONN/elektronn3/issues/12",
        "ELEKTRONN/elektronn3",
        "dataset_loading_error",
        "user_code",
        USER,
        "OSError: Can't read data (wrong B-tree signature)",
        r"""
            self.id.read(mspace, fspace, arr, mtype, dxpl=self._dxpl)
          File "h5py/_objects.pyx", line 54, in h5py._objects.with_phil.wrapper
          File "h5py/_objects.pyx", line 55, in h5py._objects.with_phil.wrapper
          File "h5py/h5d.pyx", line 181, in h5py.h5d.DatasetID.read
          File "h5py/_proxy.pyx", line 130, in h5py._proxy.dset_rw
          File "h5py/_proxy.pyx", line 84, in h5py._proxy.H5PY_H5Dread
        OSError: Can't read data (wrong B-tree signature)
        """,
        "Data loaders (mostly the validation loader) randomly fail slicing training data from HDF5 "
        "files. The maintainer found the errors non-deterministic (a retry of the same read usually "
        "works), suspected concurrent HDF5 access from the PyTorch DataLoader workers, and resolved it "
        "with a code change (commit 4039fcc). A fault in how the training code reads HDF5, not in the "
        "storage, so the user's code has to change.",
    ),
    # --- checkpoint volume / object store ------------------------------------------------------------
    real(
        GH + "ykdai/Flare7K/issues/25",
        "ykdai/Flare7K",
        "storage_error",
        "storage",
        USER,
        "OSError: [Errno 28] No space left on device",
        r"""
        Message: '[debug..][epoch:  0, iter:  15,848, lr:(1.000e-04,)] [eta: 2 days, 12:42:48, time (data): 0.326 (0.002)] l1_flare: 7.9467e-02 l1_base: 7.2548e-02 l1: 1.5202e-01 l_vgg: 2.3037e+00 l_vgg_base: 1.2408e+00 l_vgg_flare: 1.0629e+00 '
        Arguments: ()
        2024-08-21 17:43:47,074 INFO: Saving models and training states.
        --- Logging error ---
        Traceback (most recent call last):
          File "/usr/lib/python3.10/logging/__init__.py", line 1104, in emit
            self.flush()
          File "/usr/lib/python3.10/logging/__init__.py", line 1084, in flush
            self.stream.flush()
        OSError: [Errno 28] No space left on device
        Call stack:
          File "/home/alejandro/Flare7K/basicsr/train.py", line 215, in <module>
            train_pipeline(root_path)
          File "/home/alejandro/Flare7K/basicsr/train.py", line 185, in train_pipeline
            logger.info('Saving models and training states.')
        Message: 'Saving models and training states.'
        Arguments: ()
        2024-08-21 17:43:47,103 WARNING: Save model error: [enforce fail at inline_container.cc:595] . unexpected pos 64 vs 0, remaining retry times: 2
        """,
        "Two hours into a Flare7K (BasicSR) training run, saving models and training states fails: the "
        "log stream and the checkpoint writer both hit ENOSPC. The reporter found the run's output had "
        "grown to about 650 GB and filled the disk. A full checkpoint volume recurs until space is freed "
        "or fewer states are kept.",
    ),
    real(
        GH + "pesser/edflow/issues/92",
        "pesser/edflow",
        "storage_error",
        "storage",
        RESTART,
        "OSError: [Errno 121] Remote I/O error",
        r"""
          File "/net/hcihome/storage/sabraun/code/edflow_stable/edflow/hooks/checkpoint_hooks/common.py", line 35, in get_latest_checkpoint
            all_files = sorted(os.listdir(ckpt_root))
        OSError: [Errno 121] Remote I/O error: 'logs/2019-07-01T17:49:45_coords_1_pretrain_deepfashion/train/checkpoints'
        """,
        "An edflow evaluator running on another node next to a training job crashes while listing the "
        "training run's checkpoint directory on the shared network home (/net/...): a remote I/O error. "
        "The training itself kept running, the failure was not reproducible, and the maintainer judged it "
        "a problem of the (network) file system, not the code. A transient storage error: restart the "
        "evaluator from where it was.",
    ),
    real(
        GH + "GoogleCloudPlatform/python-docs-samples/issues/5065",
        "GoogleCloudPlatform/python-docs-samples",
        "storage_error",
        "storage",
        RESTART,
        "requests.exceptions.ConnectionError: ('Connection aborted.', timeout('The write operation timed out',))",
        r"""
        Traceback (most recent call last):
          File "finetune_t5_trainer.py", line 293, in <module>
            main()
          File "finetune_t5_trainer.py", line 208, in main
            model_path=model_args.model_name_or_path if os.path.isdir(model_args.model_name_or_path) else None
          File "/workdir/seq2seq/trainers/trainer.py", line 812, in train
            self._maybe_log_save_evaluate(tr_loss, model, trial, epoch)
          File "/workdir/seq2seq/trainers/trainer.py", line 880, in _maybe_log_save_evaluate
            self._save_checkpoint(model, trial, metrics=metrics)
          File "/workdir/seq2seq/trainers/t5_trainer.py", line 316, in _save_checkpoint
            upload(self.args.output_dir, self.args.gcs_bucket)
          File "/workdir/seq2seq/utils/utils.py", line 44, in upload
            blob.upload_from_file(f)
          File "/usr/local/lib/python3.6/dist-packages/google/cloud/storage/blob.py", line 2242, in upload_from_file
            checksum=checksum,
          File "/usr/local/lib/python3.6/dist-packages/google/cloud/storage/blob.py", line 2089, in _do_upload
            checksum=checksum,
          File "/usr/local/lib/python3.6/dist-packages/google/cloud/storage/blob.py", line 1956, in _do_resumable_upload
        requests.exceptions.ConnectionError: ('Connection aborted.', timeout('The write operation timed out',))
        """,
        "T5 fine-tuning jobs on GKE get killed while the trainer's _save_checkpoint uploads the "
        "checkpoint to a GCS bucket: the resumable upload's write times out. Traceback as printed in the "
        "issue body down to blob.py's _do_resumable_upload (our stored copy is cut there); the final "
        "exception line is the one the reporter quoted verbatim as the issue title. The thread was closed "
        "without a code fix; an object-store write timeout during checkpoint upload is a transient "
        "storage fault, so the job is restarted from its last good checkpoint.",
    ),
]
