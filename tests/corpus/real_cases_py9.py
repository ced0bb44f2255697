# ruff: noqa
"""Real excerpts, batch PY9: Python failures as users paste them, and training-metric failures.
Tracebacks pasted without their `Traceback (most recent call last):` header (only the last frames
and the exception line, or frames in reversed order), cut mid-line, Jupyter's `---> 70 raise` form,
an exception class glued to its message without a space, spawn's `-- Process 1 terminated with the
following error:` with the frames elided, a DataLoader worker's re-raised exception pasted from its
`Original Traceback`; and divergence as training loops report it: detectron2's anomaly check, the
HF Trainer's log dicts, Lightning's early stopping on a non-finite metric, YOLO's non-finite loss,
autograd's anomaly mode, a torch.distributions parameter gone NaN, DeepSpeed's loss scale at its
minimum, loss columns of progress tables turning nan. Verbatim log lines as printed in public
threads (each repository maps to the dev fold and was not in the corpus before); labelled from what
each thread concluded, or from the log where it concluded nothing (the notes say which)."""

from __future__ import annotations

from real_kit import HUMAN, USER, real

GH = "https://github.com/"


CASES = [
    # --- tracebacks pasted without their header ------------------------------------------------
    real(
        GH + "prannaykaul/lvc/issues/20",
        "prannaykaul/lvc",
        "nan_or_value_error",
        "user_code",
        USER,
        "FloatingPointError: Loss became infinite or NaN at iteration=1029!",
        r"""
        File "xx/lvc/detectron2/engine/train_loop.py", line 254, in _detect_anomaly
            raise FloatingPointError(
        FloatingPointError: Loss became infinite or NaN at iteration=1029!
        loss_dict = {'loss_box_reg_stage0': tensor(nan, device='cuda:0', grad_fn=<MeanBackward0>), 'loss_box_reg_stage1': tensor(nan, device='cuda:0', grad_fn=<MeanBackward0>), 'loss_box_reg_stage2': tensor(nan, device='cuda:0', grad_fn=<MeanBackward0>), 'data_time': 0.007915766909718513}
        """,
        "Only the last frame and the exception were pasted (no Traceback header): detectron2's anomaly "
        "check stops training when the loss turns NaN, here on the reporter's own dataset. The thread "
        "has no answer; the label rests on the log: divergence recurs with the same data and settings.",
    ),
    real(
        GH + "Xharlie/pointnerf/issues/91",
        "Xharlie/pointnerf",
        "nan_or_value_error",
        "user_code",
        USER,
        "RuntimeError: Function 'MulBackward0' returned nan values in its 1th output.",
        r"""
        File "/home/xuj/pointnerf/models/MvsPointsVolumetricModel.py", line 104, in backward
            self.loss_total.backward()
          File "/home/xuj/pointnerf/models/NeuralPointsVolumetricModel.py", line 212, in optimize_parameters
            self.backward(total_steps)
          File "/home/xuj/pointnerf/runner/train_ft.py", line 364, in main
            model.optimize_parameters(total_steps=total_steps)
          File "/home/xuj/pointnerf/runner/train_ft.py", line 465, in <module>
            main()
        RuntimeError: Function 'MulBackward0' returned nan values in its 1th output.
        """,
        "A headerless traceback with its frames in reverse order: autograd's anomaly mode found NaN "
        "in a backward function during fine-tuning. No answer in the thread; from the log, the "
        "model's numerics diverge, which the next run of the same code meets again.",
    ),
    real(
        GH + "facebookresearch/svoice/issues/78",
        "facebookresearch/svoice",
        "nan_or_value_error",
        "user_code",
        USER,
        "RuntimeError: Function 'DivBackward0' returned nan values in its 1th output.",
        r"""
        python3.8/site-packages/torch/autograd/__init__.py", line 130, in backward
            Variable._execution_engine.run_backward(
        RuntimeError: Function 'DivBackward0' returned nan values in its 1th output.
        """,
        "A fragment cut in the middle of the frame line (the path starts at python3.8/): anomaly "
        "detection reports NaN from a division in the loss's backward. Others report the same on the "
        "same dataset, nobody found a cause; from the log, a numerical fault in the training code.",
    ),
    real(
        GH + "xueyee/GroupFormer/issues/5",
        "xueyee/GroupFormer",
        "runtime_error",
        "user_code",
        USER,
        "KeyError: 'RANK",
        r"""
         File "/content/GroupFormer/group/utils/distributed_utils.py", line 73, in dist_init_pytorch
            rank = int(os.environ['RANK'])
          File "/usr/lib/python3.7/os.py", line 681, in __getitem__
            raise KeyError(key) from None
        KeyError: 'RANK
        """,
        "The last frames of a traceback, the exception line cut before its closing quote: the "
        "training script reads RANK from the environment, which only a distributed launcher sets (the "
        "reporter ran it in Colab). Unanswered; from the log, the launch is wrong and fails the same "
        "way every time.",
    ),
    real(
        GH + "sgrvinod/a-PyTorch-Tutorial-to-Transformers/issues/1",
        "sgrvinod/a-PyTorch-Tutorial-to-Transformers",
        "runtime_error",
        "user_code",
        USER,
        "KeyError: Caught KeyError in DataLoader worker process 0.",
        r"""
        KeyError: Caught KeyError in DataLoader worker process 0.
        Original Traceback (most recent call last):
          File "/usr/local/lib/python3.6/dist-packages/torch/utils/data/_utils/worker.py", line 178, in _worker_loop
            data = fetcher.fetch(index)
          File "/usr/local/lib/python3.6/dist-packages/torch/utils/data/_utils/fetch.py", line 44, in fetch
            data = [self.dataset[idx] for idx in possibly_batched_index]
          File "/usr/local/lib/python3.6/dist-packages/torch/utils/data/_utils/fetch.py", line 44, in <listcomp>
            data = [self.dataset[idx] for idx in possibly_batched_index]
          File "/content/drive/My Drive/PyTorch--master/datasets.py", line 67, in __getitem__
            img = Image.open(self.images[i], mode='r')
        KeyError: 0
        """,
        "Pasted from the re-raised exception on: a DataLoader worker's KeyError from the dataset's "
        "__getitem__ (the image list indexed by position is a dict). The worker was not killed; the "
        "dataset code raises on the first batch every time. Unanswered; label from the log.",
    ),
    real(
        GH + "JinmiaoChenLab/scTM/issues/6",
        "JinmiaoChenLab/scTM",
        "nan_or_value_error",
        "user_code",
        USER,
        "ValueError: Expected parameter loc (Parameter of shape (1,)) of distribution Normal",
        r"""
        ---> 57 super().__init__(batch_shape, validate_args=validate_args)

        File /mnt/data1/ aaa/software/miniconda3/envs/sctm/lib/python3.8/site-packages/torch/distributions/distribution.py:70, in Distribution.__init__(self, batch_shape, event_shape, validate_args)
             68         valid = constraint.check(value)
             69         if not valid.all():
        ---> 70             raise ValueError(
             71                 f"Expected parameter {param} "
             72                 f"({type(value).__name__} of shape {tuple(value.shape)}) "
             73                 f"of distribution {repr(self)} "
             74                 f"to satisfy the constraint {repr(constraint)}, "
             75                 f"but found invalid values:\n{value}"
             76             )
             77 super().__init__()

        ValueError: Expected parameter loc (Parameter of shape (1,)) of distribution Normal(loc: Parameter containing:
        tensor([nan], device='cuda:0', requires_grad=True), scale: tensor([nan], device='cuda:0', grad_fn=<AddBackward0>)) to satisfy the constraint Real(), but found invalid values:
        Parameter containing:
        tensor([nan], device='cuda:0', requires_grad=True)
        Trace Shapes:      
         Param Sites:      
        Sample Sites:      
          sample dist     |
                value 256 |
        """,
        "Jupyter's traceback form (numbered source lines, `---> 70 raise ValueError(`, the f-string "
        "template of the message in the source) ending in the real exception, wrapped over lines: a "
        "learned Normal's loc became NaN during training. Label from the log: the model diverged, "
        "which recurs with the same data and settings.",
    ),
    real(
        GH + "lizhou-cs/JointNLT/issues/18",
        "lizhou-cs/JointNLT",
        "nan_or_value_error",
        "user_code",
        USER,
        "ValueError:Network outputs is NAN! Stop Training",
        r"""
        ValueError:Network outputs is NAN! Stop Training
        """,
        "The exception line alone, glued to its message without a space: the training loop stops when "
        "the network's outputs turn NaN. Unanswered; from the log, divergence that recurs.",
    ),
    real(
        GH + "qqlu/Entity/issues/6",
        "qqlu/Entity",
        "nan_or_value_error",
        "user_code",
        USER,
        "FloatingPointError: Loss became infinite or NaN at iteration=20!",
        r"""
        FloatingPointError: Loss became infinite or NaN at iteration=20!
        """,
        "Only detectron2's anomaly-check exception, quoted in the issue text: the loss diverged at "
        "iteration 20 following the repository's steps. Unanswered; label from the log.",
    ),
    # --- spawn and DataLoader wrappers -----------------------------------------------------------
    real(
        GH + "LSH9832/edgeyolo/issues/20",
        "LSH9832/edgeyolo",
        "assertion_error",
        "user_code",
        USER,
        "AssertionError",
        r"""
        torch.multiprocessing.spawn.ProcessRaisedException: 

        -- Process 1 terminated with the following error:
        .
        .
        .
        AssertionError
        """,
        "torch.multiprocessing.spawn's wrapper with the worker's traceback elided by the reporter, "
        "down to a bare AssertionError (no message). The maintainer asked for more and suggested one "
        "GPU first; the label rests on the log: an assertion in the training code, which recurs.",
    ),
    real(
        GH + "jeffffffli/HybrIK/issues/198",
        "jeffffffli/HybrIK",
        "host_oom",
        "unknown",
        HUMAN,
        "Exception: process 3 terminated with signal SIGKILL",
        r"""
        ############# Starting Epoch 0 | LR: 0.001 #############
          0%|                                                                                                                                         | 0/4878 [00:00<?, ?it/s]Traceback (most recent call last):
          File "./scripts/train_smpl_cam.py", line 375, in <module>
            main()
          File "./scripts/train_smpl_cam.py", line 213, in main
            mp.spawn(main_worker, nprocs=ngpus_per_node, args=(opt, cfg))
          File "/home/ubuntu/anaconda3/envs/3D/lib/python3.6/site-packages/torch/multiprocessing/spawn.py", line 199, in spawn
            return start_processes(fn, args, nprocs, join, daemon, start_method='spawn')
          File "/home/ubuntu/anaconda3/envs/3D/lib/python3.6/site-packages/torch/multiprocessing/spawn.py", line 157, in start_processes
            while not context.join():
          File "/home/ubuntu/anaconda3/envs/3D/lib/python3.6/site-packages/torch/multiprocessing/spawn.py", line 107, in join
            (error_index, name)
        Exception: process 3 terminated with signal SIGKILL
        """,
        "A spawned training process killed by SIGKILL at the first batch, with no kernel OOM record "
        "and no answer in the thread (another user hit the same). The usual sender is the OOM killer, "
        "but nothing in the log proves it: ambiguous, a person checks the node's kernel log.",
        ambiguous=True,
    ),
    # --- divergence as training loops report it ---------------------------------------------------
    real(
        GH + "google/gemma_pytorch/issues/24",
        "google/gemma_pytorch",
        "nan_or_value_error",
        "user_code",
        USER,
        "{'loss': 153318.95, 'grad_norm': nan,",
        r"""
        {'loss': 5.6332, 'lr': 0.0002, 'epoch': 0.09}
        {'loss': 5.3049, 'lr': 0.0002, 'epoch': 0.09}
        {'loss': 153318.95, 'grad_norm': nan, 'learning_rate': 0.0002, 'epoch': 0.09}
        {'loss': 5.7517, 'lr': 0.0002, 'epoch': 0.09}
        {'loss': 5.6231, 'lr': 0.0002, 'epoch': 0.09}
        {'loss': nan, 'lr': 0.0002, 'epoch': 0.09}
        {'loss': 5.0968, 'lr': 0.0002, 'epoch': 0.09}
        {'loss': nan, 'lr': 0.0002, 'epoch': 0.09}
        {'loss': 5.8938, 'lr': 0.0002, 'epoch': 0.09}
        {'loss': 6.1305, 'lr': 0.0002, 'epoch': 0.09}
        {'loss': 5.9105, 'lr': 0.0002, 'epoch': 0.09}
        {'loss': 5.4063, 'lr': 0.0002, 'epoch': 0.09}
        {'loss': 5.2371, 'lr': 0.0002, 'epoch': 0.09}
        {'loss': nan, 'lr': 0.0002, 'epoch': 0.09}
        {'loss': nan, 'lr': 0.0002, 'epoch': 0.09}
        """,
        "The HF Trainer's log dicts during fine-tuning: a grad norm of nan, then the loss nan every few "
        "steps, in fp32 as in fp16. The reporter found the cause after three days: the weights must be "
        "updated in fp32/tf32 (a precision setting of the run), so it recurs until the config changes.",
    ),
    real(
        GH + "ultralytics/yolov3/issues/1123",
        "ultralytics/yolov3",
        "nan_or_value_error",
        "user_code",
        USER,
        "WARNING: non-finite loss, ending training",
        r"""
        WARNING: non-finite loss, ending training  tensor([nan, nan, 0., nan], device='cuda:0')
        """,
        "YOLOv3's training loop ends on a non-finite loss after 61 epochs. The maintainer: loss "
        "instabilities; decrease the learning rate, increase burn-in, verify the labels. Recurs with "
        "the same settings.",
    ),
    real(
        GH + "tanluren/yolov3-channel-and-layer-pruning/issues/20",
        "tanluren/yolov3-channel-and-layer-pruning",
        "nan_or_value_error",
        "user_code",
        USER,
        "WARNING: non-finite loss, ending training",
        r"""
        WARNING: non-finite loss, ending training  tensor([    nan, 0.22070, 0.00000,     nan], device='cuda:0')
        """,
        "The same loop's non-finite loss with a partly finite loss vector. The maintainer: gradient "
        "explosion; load the pretrained model, lower the learning rate. A configuration fault.",
    ),
    real(
        GH + "AIGeeksGroup/3D-R1/issues/16",
        "AIGeeksGroup/3D-R1",
        "nan_or_value_error",
        "user_code",
        USER,
        "Loss in not finite. Terminate training.",
        r"""
        Epoch [0/5]; Iter [0/9450]; Loss 10.08; LR 1.00e-06; Iter time 3.72; ETA 9:46:15; Mem 29072.79MB
        Loss in not finite. Skip this training step.
        Loss in not finite. Skip this training step.
        Loss in not finite. Skip this training step.
        Loss in not finite. Skip this training step.
        Loss in not finite. Terminate training.
        """,
        "The training loop skips steps whose loss is not finite and gives up after a few: the reporter "
        "meets it consistently in the SFT stage and asks for hyperparameters. Label from the log: "
        "divergence that recurs with the same setup.",
    ),
    real(
        GH + "MeteoSwiss/ldcast/issues/7",
        "MeteoSwiss/ldcast",
        "nan_or_value_error",
        "user_code",
        USER,
        "Monitored metric val_rec_loss = nan is not finite.",
        r"""
        Epoch 11: : 1200it [21:02,  1.05s/it, loss=0.0638, v_num=0, val_loss=0.054, val_rec_loss=0.0454, val_kl_loss=0.819]                               Metric val_rec_loss improved by 0.010 >= min_delta = 0.0. New best score: 0.045                                                                     
        Epoch 12: : 600it [11:53,  1.19s/it, loss=nan, v_num=0, val_loss=0.054, val_rec_loss=0.0454, val_kl_loss=0.819]NaN or Inf found in input tensor.
        ...
        Epoch 12: : 1200it [20:38,  1.03s/it, loss=nan, v_num=0, val_loss=0.054, val_rec_loss=0.0454, val_kl_loss=0.819]NaN or Inf found in input tensor.
        Epoch 12: : 1200it [20:40,  1.03s/it, loss=nan, v_num=0, val_loss=nan.0, val_rec_loss=nan.0, val_kl_loss=nan.0]                                   Monitored metric val_rec_loss = nan is not finite. Previous best value was 0.045. Signaling Trainer to stop.                                        
        Epoch 12: : 1200it [20:40,  1.03s/it, loss=nan, v_num=0, val_loss=nan.0, val_rec_loss=nan.0, val_kl_loss=nan.0]
        """,
        "Lightning's bars (no total: `1200it [...]`) show the loss turning nan in epoch 12, TensorBoard "
        "warns of NaN input, and early stopping ends the run on the non-finite validation metric. The "
        "maintainer added an option to continue training from a checkpoint; the divergence itself is "
        "the run's numerics (labelling rules: NaN/divergence is the owner's), so notify.",
    ),
    real(
        GH + "ultralytics/ultralytics/issues/19357",
        "ultralytics/ultralytics",
        "nan_or_value_error",
        "user_code",
        USER,
        "91/300        17G        nan        nan        nan",
        r"""
        510       Epoch    GPU_mem   box_loss   cls_loss   dfl_loss  Instances       Size
         511      90/300        17G      1.757      1.015       0.96          1        640: 100%|██████████| 278/278 [02:11<00:00,  2.11it/s]
         512                  Class     Images  Instances      Box(P          R      mAP50  mAP50-95): 100%|██████████| 36/36 [00:12<00:00,  2.90it/s]
         513                    all       3141       1758      0.831      0.773      0.832      0.382
         514 
         515       Epoch    GPU_mem   box_loss   cls_loss   dfl_loss  Instances       Size
         516      91/300        17G        nan        nan        nan          2        640: 100%|██████████| 278/278 [02:11<00:00,  2.11it/s]
         517                  Class     Images  Instances      Box(P          R      mAP50  mAP50-95): 100%|██████████| 36/36 [00:11<00:00,  3.19it/s]
         518                    all       3141       1758      0.831      0.773      0.832      0.382
         519 
         520       Epoch    GPU_mem   box_loss   cls_loss   dfl_loss  Instances       Size
         521      92/300        17G        nan        nan        nan          3        640: 100%|██████████| 278/278 [02:11<00:00,  2.11it/s]
        """,
        "Pasted with the log file's line numbers: Ultralytics' epoch table, whose loss columns turn nan "
        "from epoch 91 while validation repeats the last good metrics. The thread is about the metrics "
        "not following; the losses themselves diverged, which the same settings meet again.",
    ),
    real(
        GH + "ArgoHA/D-FINE-seg/issues/64",
        "ArgoHA/D-FINE-seg",
        "nan_or_value_error",
        "user_code",
        USER,
        "Skipping batch at iter 43167 (epoch 227, batch 0): non-finite loss",
        r"""
        Epoch 227/300:   0%|                                                                                                                                                                                    | 0/191 [00:00<?, ?batch/s]2026-06-06 17:51:35.886 | WARNING  | __main__:train:669 - Skipping batch at iter 43167 (epoch 227, batch 0): non-finite loss
        C:\Users\wangl\.conda\envs\d-fine-seg\Lib\site-packages\numpy\_core\fromnumeric.py:3904: RuntimeWarning: Mean of empty slice.
          return _methods._mean(a, axis=axis, dtype=dtype,
        C:\Users\wangl\.conda\envs\d-fine-seg\Lib\site-packages\numpy\_core\_methods.py:147: RuntimeWarning: invalid value encountered in scalar divide
          ret = ret.dtype.type(ret / rcount)
        Epoch 227/300:   4%|█████▊                                                                                                                                      | 8/191 [00:03<01:05,  2.81batch/s, eta=02:47, loss=74.8, vram=41%]2026-06-06 17:51:38.459 | WARNING  | __main__:train:669 - Skipping batch at iter 43175 (epoch 227, batch 8): non-finite loss
        """,
        "After 226 epochs the loss explodes: the loop skips batch after batch with a non-finite loss "
        "(loguru warnings glued to the progress bar). The issue, titled 'the loss function exploded', "
        "was closed; label from the log: divergence of this configuration.",
    ),
    real(
        GH + "Intellindust-AI-Lab/DEIM/issues/96",
        "Intellindust-AI-Lab/DEIM",
        "nan_or_value_error",
        "user_code",
        USER,
        "Loss is nan, stopping training",
        r"""
        Loss is nan, stopping training
        """,
        "The training loop's own stop line, quoted by a user training on their own dataset. "
        "Unanswered; label from the log: the loss diverged.",
    ),
    real(
        GH + "youngwanLEE/CenterMask/issues/12",
        "youngwanLEE/CenterMask",
        "nan_or_value_error",
        "user_code",
        USER,
        "iter: 2740  loss: nan (nan)",
        r"""
        2020-01-13 06:49:06,569 maskrcnn_benchmark.trainer INFO: eta: 1 day, 21:25:55  iter: 2740  loss: nan (nan)  loss_mask: 0.3441 (0.4154)  loss_maskiou: nan (nan)  loss_cls: 21.1872 (21.2148)  loss_reg: nan (nan)  loss_centerness: nan (nan)  time: 0.6184 (0.6120)  data: 0.0172 (0.0205)  lr: 0.010000  max mem: 12121
        2020-01-13 06:49:18,936 maskrcnn_benchmark.trainer INFO: eta: 1 day, 21:25:55  iter: 2760  loss: nan (nan)  loss_mask: 0.3562 (0.4151)  loss_maskiou: nan (nan)  loss_cls: 21.2557 (21.2151)  loss_reg: nan (nan)  loss_centerness: nan (nan)  time: 0.6148 (0.6120)  data: 0.0181 (0.0205)  lr: 0.010000  max mem: 12121
        """,
        "maskrcnn_benchmark's trainer lines with the total loss and several terms nan, training the "
        "3x config on one GPU with the reporter's own dataset. The maintainer asked for details; label "
        "from the log: the run diverged with these settings.",
    ),
    real(
        GH + "microsoft/LMOps/issues/280",
        "microsoft/LMOps",
        "nan_or_value_error",
        "user_code",
        USER,
        "Exception: Current loss scale already at minimum - cannot decrease scale anymore",
        r"""
        Exception: Current loss scale already at minimum - cannot decrease scale anymore
        """,
        "DeepSpeed's fp16 loss scaler hit its minimum in a distillation run on two 3090s. The "
        "maintainers: train in fp32 or bf16 (bf16 does not meet this); the reporter resolved it so. "
        "A precision setting of the run: recurs until changed.",
    ),
    # --- a second batch, labelled after the changes above and measured once (fresh) --------------
    real(
        GH + "leeyegy/TokenPose/issues/2",
        "leeyegy/TokenPose",
        "runtime_error",
        "user_code",
        USER,
        "KeyError: Caught KeyError in DataLoader worker process 0.",
        r"""
        Traceback (most recent call last):
          File "tools/train.py", line 254, in <module>
            main()
          File "tools/train.py", line 217, in main
            final_output_dir, tb_log_dir, writer_dict)
          File "/../lib/core/function.py", line 61, in train
            for i, (input, target, target_weight, meta) in enumerate(train_loader):
          File "/usr/local/lib/python3.7/dist-packages/torch/utils/data/dataloader.py", line 521, in __next__
            data = self._next_data()
          File "/usr/local/lib/python3.7/dist-packages/torch/utils/data/dataloader.py", line 1203, in _next_data
            return self._process_data(data)
          File "/usr/local/lib/python3.7/dist-packages/torch/utils/data/dataloader.py", line 1229, in _process_data
            data.reraise()
          File "/usr/local/lib/python3.7/dist-packages/torch/_utils.py", line 425, in reraise
            raise self.exc_type(msg)
        KeyError: Caught KeyError in DataLoader worker process 0.
        Original Traceback (most recent call last):
          File "/usr/local/lib/python3.7/dist-packages/torch/utils/data/_utils/worker.py", line 287, in _worker_loop
            data = fetcher.fetch(index)
          File "/usr/local/lib/python3.7/dist-packages/torch/utils/data/_utils/fetch.py", line 47, in fetch
            return self.collate_fn(data)
        """,
        "A DataLoader worker's KeyError re-raised in the main process (the issue's title: KeyError: "
        "image), cut in the worker's own traceback. Unanswered; from the log, the dataset or collate "
        "code misses a key on the first batch: recurs.",
    ),
    real(
        GH + "iperov/DeepFaceLab/issues/217",
        "iperov/DeepFaceLab",
        "nan_or_value_error",
        "user_code",
        USER,
        "[0282ms][nan][nan]",
        r"""
        [0282ms][nan][nan]
        """,
        "DeepFaceLab's progress line (iteration time, then the two losses) with both losses nan after "
        "enabling use_fp16; the reporter found the predictions all nan. A precision setting of the "
        "run: recurs until it is changed.",
    ),
    real(
        GH + "hollowstrawberry/kohya-colab/issues/93",
        "hollowstrawberry/kohya-colab",
        "other",
        "unknown",
        HUMAN,
        "CalledProcessError: Command '['/usr/bin/python3', 'train_network.py',",
        r"""
        │                                                                                                  │
        │    564 │   process = subprocess.Popen(cmd, env=current_env)                                      │
        │    565 │   process.wait()                                                                        │
        │    566 │   if process.returncode != 0:                                                           │
        │ ❱  567 │   │   raise subprocess.CalledProcessError(returncode=process.returncode, cmd=cmd)       │
        │    568                                                                                           │
        │    569                                                                                           │
        │    570 def multi_gpu_launcher(args):                                                             │
        ╰──────────────────────────────────────────────────────────────────────────────────────────────────╯
        CalledProcessError: Command '['/usr/bin/python3', 'train_network.py', 
        '--dataset_config=/content/drive/MyDrive/Loras/Nejikawa-Raimu/dataset_config.toml', 
        '--config_file=/content/drive/MyDrive/Loras/Nejikawa-Raimu/training_config.toml']' returned non-zero
        exit status 1.
        """,
        "accelerate's launcher re-raising the training script's exit status 1 from inside Rich's "
        "traceback box; the script's own error is not in the excerpt. A bare exit status: ambiguous, "
        "a person reads the training script's output.",
        ambiguous=True,
    ),
    real(
        GH + "fpgaminer/joycaption/issues/41",
        "fpgaminer/joycaption",
        "other",
        "unknown",
        HUMAN,
        "torch.distributed.elastic.multiprocessing.errors.ChildFailedError:",
        r"""
        E0520 19:05:06.988000 140260969721856 torch/distributed/elastic/multiprocessing/errors/error_handler.py:136] no error file defined for parent, to copy child error file (/tmp/torchelastic_r_2i9mk3/be7819ed-3b88-4326-86ec-71ed3e8e8668_fk0ahvo7/attempt_0/0/error.json)
        Traceback (most recent call last):
          File "/home/a/.local/bin/torchrun", line 8, in <module>
            sys.exit(main())
          File "/home/a/.local/lib/python3.10/site-packages/torch/distributed/elastic/multiprocessing/errors/__init__.py", line 347, in wrapper
            return f(*args, **kwargs)
          File "/home/a/.local/lib/python3.10/site-packages/torch/distributed/run.py", line 879, in main
            run(args)
          File "/home/a/.local/lib/python3.10/site-packages/torch/distributed/run.py", line 870, in run
            elastic_launch(
          File "/home/a/.local/lib/python3.10/site-packages/torch/distributed/launcher/api.py", line 132, in __call__
            return launch_agent(self._config, self._entrypoint, list(args))
          File "/home/a/.local/lib/python3.10/site-packages/torch/distributed/launcher/api.py", line 263, in launch_agent
            raise ChildFailedError(
        torch.distributed.elastic.multiprocessing.errors.ChildFailedError:
        ============================================================
        train.py FAILED
        ------------------------------------------------------------
        Failures:
          <NO_OTHER_FAILURES>
        """,
        "torchrun's own traceback and summary only: the child's error was not in the excerpt (no "
        "error file). A launcher failure with no cause: ambiguous, a person reads the child's output.",
        ambiguous=True,
    ),
]
