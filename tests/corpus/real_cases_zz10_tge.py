# ruff: noqa
"""Real excerpts, batch TGE (held-out, test fold): failures of training jobs in computer-vision,
speech, diffusion/generative and multimodal research repositories (detection, segmentation,
NeRF/3D, TTS/ASR/vocoders, image and video diffusion), as their users pasted them into GitHub
issues: NCCL errors at process-group start-up and watchdog timeouts, illegal memory accesses in
custom CUDA losses, CUDA kernels built for the wrong architecture, GPU and host OOM, /dev/shm
exhaustion, failed checkpoint writes, checkpoints that do not fit the model, missing files and
extensions, port conflicts and platforms without NCCL, a start-up hang, downloads, NaN losses.
Verbatim log lines as printed in public threads (every repository maps to the test fold and was
not in the corpus before); labelled from what each thread concluded, or from the log
where it concluded nothing (the notes say which). Nobody ran crashcart on these while gathering."""

from __future__ import annotations

from real_kit import HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    # --- NaN / divergence ----------------------------------------------------------------------
    real(
        GH + "JegZheng/truncated-diffusion-probabilistic-models/issues/3",
        "JegZheng/truncated-diffusion-probabilistic-models",
        "nan_or_value_error",
        "user_code",
        USER,
        "Epoch: 0, step: 5, loss: nan, implicit loss: nan",
        r"""
        NFO - diffusion.py - 2023-01-04 22:14:24,391 - Epoch: 0, step: 1, loss: 3301.66259765625, implicit loss: 0.6348565220832825, data time: 0.10419130325317383
        INFO - diffusion.py - 2023-01-04 22:14:28,334 - Epoch: 0, step: 2, loss: 2478.3759765625, implicit loss: 0.693336009979248, data time: 0.05294513702392578
        INFO - diffusion.py - 2023-01-04 22:14:28,975 - Epoch: 0, step: 3, loss: 1856.43701171875, implicit loss: 0.7036036252975464, data time: 0.0358583132425944
        INFO - diffusion.py - 2023-01-04 22:14:29,614 - Epoch: 0, step: 4, loss: 1508.215087890625, implicit loss: 0.6875728964805603, data time: 0.026934266090393066
        INFO - diffusion.py - 2023-01-04 22:14:30,250 - Epoch: 0, step: 5, loss: nan, implicit loss: nan, data time: 0.02159852981567383
        INFO - diffusion.py - 2023-01-04 22:14:30,885 - Epoch: 0, step: 6, loss: nan, implicit loss: nan, data time: 0.018257300059000652
        INFO - diffusion.py - 2023-01-04 22:14:31,520 - Epoch: 0, step: 7, loss: nan, implicit loss: nan, data time: 0.015853064400809153
        INFO - diffusion.py - 2023-01-04 22:14:32,156 - Epoch: 0, step: 8, loss: nan, implicit loss: nan, data time: 0.013890713453292847
        INFO - diffusion.py - 2023-01-04 22:14:32,790 - Epoch: 0, step: 9, loss: nan, implicit loss: nan, data time: 0.012373791800604926
        """,
        "A truncated diffusion model's training log (first line pasted cut, 'NFO'): the loss falls for "
        "four steps and is NaN from step 5 on, and the loop keeps running. No answer in the thread; "
        "from the log, divergence that the same settings reproduce.",
    ),
    real(
        GH + "HuiZhang0812/DiffusionAD/issues/32",
        "HuiZhang0812/DiffusionAD",
        "nan_or_value_error",
        "user_code",
        USER,
        "Epoch:0, Train loss: nan:",
        r"""
        class carpet
        args1.json defaultdict(<class 'str'>, {'img_size': [256, 256], 'Batch_Size': 4, 'EPOCHS': 3000, 'T': 1000, 'base_channels': 128, 'beta_schedule': 'linear', 'loss_type': 'l2', 'diffusion_lr': 0.0001, 'seg_lr': 1e-05, 'random_slice': True, 'weight_decay': 0.0, 'save_imgs': True, 'save_vids': False, 'dropout': 0, 'attention_resolutions': '32,16,8', 'num_heads': 4, 'num_head_channels': -1, 'noise_fn': 'gauss', 'channels': 3, 'mvtec_root_path': 'datasets/mvtec', 'visa_root_path': 'datasets/VisA/visa', 'dagm_root_path': 'datasets/dagm', 'mpdd_root_path': 'datasets/mpdd', 'anomaly_source_path': 'datasets/dtd', 'noisier_t_range': 600, 'less_t_range': 300, 'condition_w': 1, 'eval_normal_t': 200, 'eval_noisier_t': 400, 'output_path': 'outputs', 'arg_num': '1'})
        Epoch:0, Train loss: nan:
        """,
        "Diffusion-based anomaly detection trained with Batch_Size 4: the epoch's training loss is NaN. "
        "The maintainer: with a small batch a whole batch can consist of anomalous samples only, which "
        "breaks the loss (see their issue 29, fixed in later code). A configuration/code fault that "
        "recurs; not infrastructure.",
    ),
    # --- NCCL at start-up, watchdog timeouts ---------------------------------------------------
    real(
        GH + "NVlabs/denoising-diffusion-gan/issues/28",
        "NVlabs/denoising-diffusion-gan",
        "connection_error",
        "unknown",
        HUMAN,
        "RuntimeError: NCCL error in: /pytorch/torch/lib/c10d/ProcessGroupNCCL.cpp:825, unhandled system error",
        r"""
        starting in debug mode
        Files already downloaded and verified
        Traceback (most recent call last):
          File "train_ddgan.py", line 564, in <module>
            init_processes(0, size, train, args)
          File "train_ddgan.py", line 470, in init_processes
            fn(rank, gpu, args)
          File "train_ddgan.py", line 265, in train
            broadcast_params(netG.parameters())
          File "train_ddgan.py", line 36, in broadcast_params
            dist.broadcast(param.data, src=0)
          File "/home/mapengsen/anaconda3/envs/37/lib/python3.7/site-packages/torch/distributed/distributed_c10d.py", line 1039, in broadcast
            work = default_pg.broadcast([tensor], opts)
        RuntimeError: NCCL error in: /pytorch/torch/lib/c10d/ProcessGroupNCCL.cpp:825, unhandled system error, NCCL version 2.7.8
        ncclSystemError: System call (socket, malloc, munmap, etc) failed.
        """,
        "The first collective of a single-process run (the initial parameter broadcast) fails with "
        "ncclSystemError and no NCCL_DEBUG detail. Others report the same; the thread has no diagnosis. "
        "A failed system call can be sockets, shared memory or the environment: unclear from the log.",
        ambiguous=True,
    ),
    real(
        GH + "Z-Zheng/ChangeStar/issues/5",
        "Z-Zheng/ChangeStar",
        "connection_error",
        "unknown",
        HUMAN,
        "RuntimeError: NCCL error in: /pytorch/torch/lib/c10d/ProcessGroupNCCL.cpp:911, unhandled system error",
        r"""
        Traceback (most recent call last):
          File "./train_sup_change.py", line 48, in <module>
            blob = trainer.run(after_construct_launcher_callbacks=[register_evaluate_fn])
          File "/home/cy/miniconda3/envs/STAnet/lib/python3.8/site-packages/ever/api/trainer/th_amp_ddp_trainer.py", line 98, in run
            kwargs.update(dict(model=self.make_model()))
          File "/home/cy/miniconda3/envs/STAnet/lib/python3.8/site-packages/ever/api/trainer/th_amp_ddp_trainer.py", line 87, in make_model
            model = nn.parallel.DistributedDataParallel(
          File "/home/cy/miniconda3/envs/STAnet/lib/python3.8/site-packages/torch/nn/parallel/distributed.py", line 496, in __init__
            dist._verify_model_across_ranks(self.process_group, parameters)
        RuntimeError: NCCL error in: /pytorch/torch/lib/c10d/ProcessGroupNCCL.cpp:911, unhandled system error, NCCL version 2.7.8
        ncclSystemError: System call (socket, malloc, munmap, etc) failed.
        ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: 1) local_rank: 0 (pid: 31335) of binary: /home/cy/miniconda3/envs/STAnet/bin/python
        ERROR:torch.distributed.elastic.agent.server.local_elastic_agent:[default] Worker group failed
        """,
        "Change-detection training: DDP's construction-time check across ranks fails with "
        "ncclSystemError. The maintainer says he cannot tell the cause from this information; no "
        "NCCL WARN line names the failed call. Left to a person.",
        ambiguous=True,
    ),
    real(
        GH + "Stability-AI/StableCascade/issues/120",
        "Stability-AI/StableCascade",
        "nccl_timeout",
        "unknown",
        HUMAN,
        "Watchdog caught collective operation timeout: WorkNCCL(SeqNum=17013092, OpType=_REDUCE_SCATTER_BASE",
        r"""
        Some NCCL operations have failed or timed out. Due to the asynchronous nature of CUDA kernels, subsequent GPU operations might run on corrupted/incomplete data.
        [E ProcessGroupNCCL.cpp:495] To avoid data inconsistency, we are taking the entire process down.
        [E ProcessGroupNCCL.cpp:916] [Rank 7] NCCL watchdog thread terminated with exception: [Rank 7] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=17013092, OpType=_REDUCE_SCATTER_BASE, NumelIn=83200, NumelOut=10400, Timeout(ms)=1800000) ran for 1800931 milliseconds before timing out.
        terminate called after throwing an instance of 'std::runtime_error'
          what():  [Rank 7] NCCL watchdog thread terminated with exception: [Rank 7] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=17013092, OpType=_REDUCE_SCATTER_BASE, NumelIn=83200, NumelOut=10400, Timeout(ms)=1800000) ran for 1800931 milliseconds before timing out.
        e01-cn-wwo3eteze1j:26:205 [0] NCCL INFO comm 0x2dc99930 rank 0 nranks 8 cudaDev 0 busId 8000 - Abort COMPLETE
        """,
        "Fine-tuning Stable Cascade stage B on 8 GPUs with extra parameters: after many iterations "
        "an FSDP reduce-scatter times out after 30 minutes and the watchdog takes the process down. "
        "The thread has no answer; nothing in the log says which rank stalled or why.",
        ambiguous=True,
    ),
    # --- CUDA errors ---------------------------------------------------------------------------
    real(
        GH + "DemisEom/RNNT-pytorch/issues/2",
        "DemisEom/RNNT-pytorch",
        "cuda_error",
        "unknown",
        HUMAN,
        "RuntimeError: CUDA error: an illegal memory access was encountered",
        r"""
        train_loss = model(inputs, targets_list, input_sizes, target_sizes)
          File "/home/Liangcd/anaconda3/envs/pyEnv/lib/python3.7/site-packages/torch/nn/modules/module.py", line 541, in __call__
            result = self.forward(*input, **kwargs)
          File "/home/Liangcd/code/pytorch/RNNT-pytorch-master/models/models.py", line 188, in forward
            loss = self.loss(out, ys.int(), xlen, ylen)
          File "/home/Liangcd/anaconda3/envs/pyEnv/lib/python3.7/site-packages/torch/nn/modules/module.py", line 541, in __call__
            result = self.forward(*input, **kwargs)
          File "/home/Liangcd/anaconda3/envs/pyEnv/lib/python3.7/site-packages/warprnnt_pytorch-0.1-py3.7-linux-x86_64.egg/warprnnt_pytorch/__init__.py", line 100, in forward
            return self.loss(acts, labels, act_lens, label_lens, self.blank, self.reduction)
          File "/home/Liangcd/anaconda3/envs/pyEnv/lib/python3.7/site-packages/warprnnt_pytorch-0.1-py3.7-linux-x86_64.egg/warprnnt_pytorch/__init__.py", line 40, in forward
            grads /= minibatch_size
        RuntimeError: CUDA error: an illegal memory access was encountered
        """,
        "RNN-T speech recognition training: an illegal memory access surfaces after the warp-rnnt "
        "CUDA loss. The only reply links a blog post; no diagnosis. A bare illegal memory access with "
        "no Xid or repetition evidence: user extension or hardware cannot be told apart.",
        ambiguous=True,
    ),
    real(
        GH + "TRAILab/CaDDN/issues/81",
        "TRAILab/CaDDN",
        "cuda_error",
        "user_code",
        USER,
        "CUDA kernel failed : no kernel image is available for execution on the device",
        r"""
        python -m pcdet.datasets.nuscenes.nuscenes_dataset --func create_nuscenes_infos \
            --cfg_file tools/cfgs/dataset_configs/nuscenes_dataset.yaml \
            --version v1.0-mini

        An error occured: CUDA kernel failed : no kernel image is available for execution on the device
        """,
        "3D detection (OpenPCDet-based) in a CUDA 10.2 docker: the repository's compiled CUDA ops have "
        "no kernel for this GPU. The reporter solved it by re-running `python setup.py develop` inside "
        "the container, i.e. rebuilding the extensions for the GPU at hand. An environment fault.",
    ),
    real(
        GH + "Sekunde/3D-SIS/issues/13",
        "Sekunde/3D-SIS",
        "cuda_error",
        "user_code",
        USER,
        "cudaCheckError() failed : no kernel image is available for execution on the device",
        r"""
         loaded mode from example_result/scannet_benchmark_checkpoint/ScanNet/example/checkpoints/step_1205541.pth
        starting test on whole scan....
          0%|                                                     | 0/5 [00:00<?, ?it/s]/media/zgh/winz/3D/3D-SIS/lib/nets/network.py:546: UserWarning: Implicit dimension choice for softmax has been deprecated. Change the call to include dim=X as an argument.
          rpn_cls_prob_level1 = F.softmax(rpn_cls_score_level1)
        /media/zgh/winz/3D/3D-SIS/lib/nets/network.py:559: UserWarning: Implicit dimension choice for softmax has been deprecated. Change the call to include dim=X as an argument.
          rpn_cls_prob_level2 = F.softmax(rpn_cls_score_level2)
        cudaCheckError() failed : no kernel image is available for execution on the device
        """,
        "3D semantic instance segmentation: the custom nms / roi_pooling CUDA extensions were built "
        "for another GPU architecture. The reporter fixed it by recompiling nms and roi_pooling. "
        "Recurs until the extensions are rebuilt.",
    ),
    # --- memory --------------------------------------------------------------------------------
    real(
        GH + "coqui-ai/TTS/issues/2159",
        "coqui-ai/TTS",
        "cuda_oom",
        "user_code",
        USER,
        "torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 20.00 MiB",
        r"""
         File "/home/jou2019/workspace/TTS/TTS/tts/layers/losses.py", line 643, in feature_loss
            loss += torch.mean(torch.abs(rl - gl))
        torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 20.00 MiB (GPU 0; 31.75 GiB total capacity; 13.57 GiB already allocated; 4.75 MiB free; 14.03 GiB reserved in total by PyTorch) If reserved memory is >> allocated memory try setting max_split_size_mb to avoid fragmentation.  See documentation for Memory Management and PYTORCH_CUDA_ALLOC_CONF
        """,
        "VITS training on a 32 GB V100 runs out of GPU memory in the discriminator feature loss after "
        "thousands of steps with the latest code (the reporter suspects a leak; the GPU may be shared, "
        "13.6 GiB allocated of 31.75 GiB). A CUDA OOM: the same code and settings meet it again.",
    ),
    real(
        GH + "resemble-ai/chatterbox/issues/342",
        "resemble-ai/chatterbox",
        "host_oom",
        "user_code",
        USER,
        "Out of memory: Killed process 69859 (python)",
        r"""
        >>> from chatterbox.mtl_tts import ChatterboxMultilingualTTS
        >>> ChatterboxMultilingualTTS.from_pretrained(device='cpu')
        Fetching 6 files: 100%|███████████████████████████████████████████████| 6/6 [00:00<00:00, 143804.71it/s]
        Killed

        [55891.236824] oom-kill:constraint=CONSTRAINT_NONE,nodemask=(null),cpuset=/,mems_allowed=0,global_oom,task_memcg=/,task=python,pid=69859,uid=1000
        [55891.237760] Out of memory: Killed process 69859 (python) total-vm:45371532kB, anon-rss:3666084kB, file-rss:4224kB, shmem-rss:67056kB, UID:1000 pgtables:14208kB oom_score_adj:0
        """,
        "Loading a multilingual TTS model: the process prints only `Killed`, and dmesg shows the "
        "kernel OOM killer taking it (global OOM). The reporter asks for a memory check; the host "
        "has too little RAM for the model. Recurs on the same machine.",
    ),
    # --- model loading -------------------------------------------------------------------------
    real(
        GH + "mikh3x4/nerf-navigation/issues/18",
        "mikh3x4/nerf-navigation",
        "model_loading_error",
        "user_code",
        USER,
        "RuntimeError: Error(s) in loading state_dict for NeRFNetwork:",
        r"""
        [INFO] Trainer: ngp | 2024-02-18_08-03-00 | cuda | fp16 | /data/stone_nerf
        [INFO] #parameters: 13429360
        [INFO] Loading latest checkpoint ...
        [INFO] Latest checkpoint is /data/stone_nerf/checkpoints/ngp_ep0052.pth
        Traceback (most recent call last):
          File "/data/nerf-navigation-master/simulate.py", line 194, in <module>
            trainer = Trainer('ngp', opt, model, device=device, workspace=opt.workspace, criterion=criterion, fp16=opt.fp16, metrics=metrics, use_checkpoint=opt.ckpt)
          File "/data/nerf-navigation-master/nerf/utils.py", line 366, in __init__
            self.load_checkpoint()
          File "/data/nerf-navigation-master/nerf/utils.py", line 1017, in load_checkpoint
            missing_keys, unexpected_keys = self.model.load_state_dict(checkpoint_dict['model'], strict=False)
          File "/root/miniconda3/envs/nerf/lib/python3.10/site-packages/torch/nn/modules/module.py", line 1604, in load_state_dict
            raise RuntimeError('Error(s) in loading state_dict for {}:\n\t{}'.format(
        RuntimeError: Error(s) in loading state_dict for NeRFNetwork:
                size mismatch for encoder.embeddings: copying a param with shape torch.Size([6328848, 2]) from checkpoint, the shape in current model is torch.Size([6710008, 2])
        """,
        "Resuming from the provided Stonehenge checkpoint: the hash-grid embedding in the checkpoint "
        "has a different size from the model built by the current options. The reporter: a mismatch "
        "in the model's dimensions (checkpoint and configuration disagree). Recurs on every load.",
    ),
    real(
        GH + "YudongGuo/AD-NeRF/issues/60",
        "YudongGuo/AD-NeRF",
        "model_loading_error",
        "user_code",
        USER,
        "RuntimeError: Error(s) in loading state_dict for FaceNeRF:",
        r"""
        Traceback (most recent call last):
        File "NeRFs/TorsoNeRF/run_nerf.py", line 1136, in <module>
            train()
        File "NeRFs/TorsoNeRF/run_nerf.py", line 754, in train
            args, 'head.tar', args.dim_aud, device, True)
        File "NeRFs/TorsoNeRF/run_nerf.py", line 357, in create_nerf
            model.load_state_dict(ckpt['network_fn_state_dict'])
        File "/environment/python/versions/miniconda3-4.7.12/lib/python3.7/site-packages/torch/nn/modules/module.py", line 1224, in load_state_dict
            self.__class__.__name__, "\n\t".join(error_msgs)))
        RuntimeError: Error(s) in loading state_dict for FaceNeRF:
        	size mismatch for pts_linears.0.weight: copying a param with shape torch.Size([256, 169]) from checkpoint, the shape in current model is torch.Size([256, 127]).
        	size mismatch for pts_linears.5.weight: copying a param with shape torch.Size([256, 425]) from checkpoint, the shape in current model is torch.Size([256, 383]).
        """,
        "Loading the pretrained talking-head NeRF: the first layers' input widths differ between the "
        "checkpoint and the model the config builds. The maintainer points to the answer in issue 59 "
        "(arguments for the pretrained model). A checkpoint/config mismatch that recurs.",
    ),
    real(
        GH + "mazzzystar/randomCNN-voice-transfer/issues/8",
        "mazzzystar/randomCNN-voice-transfer",
        "cuda_oom",
        "user_code",
        USER,
        "RuntimeError: CUDA out of memory. Tried to allocate 2.99 GiB",
        r"""
        Traceback (most recent call last):
          File "train.py", line 75, in <module>
            content_loss = content_param * compute_content_loss(a_C, a_G)
          File "/content/randomCNN-voice-transfer/utils.py", line 64, in compute_content_loss
            J_content = 1.0 / (4 * m * n_C * n_H * n_W) * torch.sum((a_C_unrolled - a_G_unrolled) ** 2)
        RuntimeError: CUDA out of memory. Tried to allocate 2.99 GiB (GPU 0; 14.73 GiB total capacity; 10.14 GiB already allocated; 1.89 GiB free; 1.97 GiB cached)
        """,
        "Voice style transfer on a Colab GPU: the content loss over the whole spectrogram needs 3 GiB "
        "more than is free. The maintainer: the input is too large; use shorter audio or change N_FFT "
        "for a shorter spectrogram. Recurs with the same input.",
    ),
    real(
        GH + "mazzzystar/randomCNN-voice-transfer/issues/22",
        "mazzzystar/randomCNN-voice-transfer",
        "cuda_error",
        "unknown",
        HUMAN,
        "RuntimeError: CUDA error: unspecified launch failure",
        r"""
        2300 46.0% 129m 3s content_loss:66.045113 style_loss:150.286469 total_loss:216.331573
        Traceback (most recent call last):
          File "train.py", line 100, in <module>
            content_loss.item(),
        RuntimeError: CUDA error: unspecified launch failure
        """,
        "An unspecified launch failure after two hours, 'frequently ... without predictability' on a "
        "Windows conda setup even with smaller inputs. No answer. A launch failure at random points "
        "can be the display driver's watchdog, the GPU or the code; nothing in the log decides it.",
        ambiguous=True,
    ),
    real(
        GH + "domesticatedviking/TextyMcSpeechy/issues/37",
        "domesticatedviking/TextyMcSpeechy",
        "cuda_oom",
        "user_code",
        USER,
        "RuntimeError: CUDA out of memory. Tried to allocate 20.00 MiB (GPU 0; 4.92 GiB total capacity",
        r"""
        RuntimeError: CUDA out of memory. Tried to allocate 20.00 MiB (GPU 0; 4.92 GiB total capacity; 1.25 GiB already allocated; 10.81 MiB free; 1.26 GiB reserved in total by PyTorch) If reserved memory is >> allocated memory try setting max_split_size_mb to avoid fragmentation.  See documentation for Memory Management and PYTORCH_CUDA_ALLOC_CONF
        """,
        "Training a 'high' Piper TTS voice on a 5 GB GPU. The maintainer points to the training docs: "
        "use a smaller PIPER_BATCH_SIZE. A configuration that does not fit the GPU; it recurs.",
    ),
    real(
        GH + "fatchord/WaveRNN/issues/62",
        "fatchord/WaveRNN",
        "cuda_error",
        "unknown",
        HUMAN,
        "RuntimeError: cuDNN error: CUDNN_STATUS_EXECUTION_FAILED",
        r"""
        Initialising Model...

        Trainable Parameters: 37.838M

        Loading Weights: "checkpoints/ljspeech_9bit_mulaw.wavernn/latest_weights.pyt"

        +------------+------------+--------+--------------+-----------+
        | Remaining  | Batch Size |   LR   | Sequence Len | GTA Train |
        +------------+------------+--------+--------------+-----------+
        | 500k Steps |     8      | 0.0001 |     1375     |   True    |
        +------------+------------+--------+--------------+-----------+

        Traceback (most recent call last):
          File "train_wavernn.py", line 109, in <module>
            voc_train_loop(voc_model, optimiser, train_set, test_set, lr, total_steps)
          File "train_wavernn.py", line 35, in voc_train_loop
            loss.backward()
          File "tensorflow-GPU/lib/python3.6/site-packages/torch/tensor.py", line 102, in backward
            torch.autograd.backward(self, gradient, retain_graph, create_graph)
          File "tensorflow-GPU/lib/python3.6/site-packages/torch/autograd/__init__.py", line 90, in backward
            allow_unreachable=True)  # allow_unreachable flag
        RuntimeError: cuDNN error: CUDNN_STATUS_EXECUTION_FAILED
        """,
        "WaveRNN vocoder with bits=16 on a P100: first CUDA OOM, then with batch size 8 a cuDNN "
        "execution failure in backward (while loading 9-bit weights). The maintainer only suggests the "
        "new mixture-of-logistics model; no diagnosis. A bare cuDNN failure: left to a person.",
        ambiguous=True,
    ),
    real(
        GH + "chenhsuanlin/spatial-transformer-GAN/issues/35",
        "chenhsuanlin/spatial-transformer-GAN",
        "host_oom",
        "unknown",
        HUMAN,
        "Killed                  python3 train_Donly.py",
        r"""
        ./train.sh: line 1:  7364 Killed                  python3 train_Donly.py --name=D0 --warpN=0 --pertFG=0.2
        """,
        "Training the GAN on sample CelebA data: the shell reports only that the process was killed "
        "(SIGKILL). The author has never seen it; no kernel or scheduler record says who killed it. "
        "A bare kill: likely the OOM killer, but the log does not show it.",
        ambiguous=True,
    ),
    # --- files, datasets, assertions -----------------------------------------------------------
    real(
        GH + "OlafenwaMoses/ImageAI/issues/397",
        "OlafenwaMoses/ImageAI",
        "file_not_found",
        "user_code",
        USER,
        "FileNotFoundError: [Errno 2] No such file or directory: '/content/platenumber/platenumber/train/annotations'",
        r"""
        Generating anchor boxes for training images and annotation...
        ---------------------------------------------------------------------------
        FileNotFoundError                         Traceback (most recent call last)
        <ipython-input-31-3f4b57c6495c> in <module>()
              4 trainer.setModelTypeAsYOLOv3()
              5 trainer.setDataDirectory(data_directory="/content/platenumber/platenumber")
        ----> 6 trainer.setTrainConfig(object_names_array=["plate_0001"], batch_size=4, num_experiments=100, train_from_pretrained_model="pretrained-yolov3.h5")
              7 trainer.trainModel()

        2 frames
        /usr/local/lib/python3.6/dist-packages/imageai/Detection/Custom/voc.py in parse_voc_annotation(ann_dir, img_dir, cache_name, labels)
             13         seen_labels = dict()
             14 
        ---> 15         for ann in sorted(os.listdir(ann_dir)):
             16             img = {'object': list()}
             17 

        FileNotFoundError: [Errno 2] No such file or directory: '/content/platenumber/platenumber/train/annotations'
        """,
        "Custom YOLOv3 detection training in a notebook: the data directory has no train/annotations "
        "folder. A contributor asks whether the files really are at that path. The dataset layout is "
        "wrong; recurs until it is fixed.",
    ),
    real(
        GH + "pieterblok/maskal/issues/5",
        "pieterblok/maskal",
        "file_not_found",
        "user_code",
        USER,
        "Error in function check_json_presence: FileNotFoundError(2, 'No such file or directory')",
        r"""
        Checking train annotations...
        2022-12-09 12:16:38,269 - active_learning.sampling.prepare_dataset - ERROR - Error in function check_json_presence: FileNotFoundError(2, 'No such file or directory')
        """,
        "Active-learning Mask R-CNN training stops while checking the training annotations: a JSON "
        "file it expects is missing. The maintainer points to the troubleshooting guide and asks for "
        "the configuration; closed for inactivity. From the log, a dataset path/configuration fault.",
    ),
    real(
        GH + "SegmentationBLWX/sssegmentation/issues/47",
        "SegmentationBLWX/sssegmentation",
        "assertion_error",
        "user_code",
        USER,
        "Assertion `t >= 0 && t < n_classes` failed.",
        r"""
        /pytorch/aten/src/ATen/native/cuda/NLLLoss2d.cu:95: nll_loss2d_forward_kernel: block: [0,0,0], thread: [332,0,0] Assertion `t >= 0 && t < n_classes` failed.
        /pytorch/aten/src/ATen/native/cuda/NLLLoss2d.cu:95: nll_loss2d_forward_kernel: block: [0,0,0], thread: [333,0,0] Assertion `t >= 0 && t < n_classes` failed.
        /pytorch/aten/src/ATen/native/cuda/NLLLoss2d.cu:95: nll_loss2d_forward_kernel: block: [0,0,0], thread: [334,0,0] Assertion `t >= 0 && t < n_classes` failed.
        /pytorch/aten/src/ATen/native/cuda/NLLLoss2d.cu:95: nll_loss2d_forward_kernel: block: [0,0,0], thread: [335,0,0] Assertion `t >= 0 && t < n_classes` failed.
        /pytorch/aten/src/ATen/native/cuda/NLLLoss2d.cu:95: nll_loss2d_forward_kernel: block: [0,0,0], thread: [336,0,0] Assertion `t >= 0 && t < n_classes` failed.
        /pytorch/aten/src/ATen/native/cuda/NLLLoss2d.cu:95: nll_loss2d_forward_kernel: block: [0,0,0], thread: [337,0,0] Assertion `t >= 0 && t < n_classes` failed.
        /pytorch/aten/src/ATen/native/cuda/NLLLoss2d.cu:95: nll_loss2d_forward_kernel: block: [0,0,0], thread: [569,0,0] Assertion `t >= 0 && t < n_classes` failed.
        /pytorch/aten/src/ATen/native/cuda/NLLLoss2d.cu:95: nll_loss2d_forward_kernel: block: [0,0,0], thread: [570,0,0] Assertion `t >= 0 && t < n_classes` failed.
        """,
        "Semantic segmentation training on the reporter's data: the pixel-wise NLL loss's device-side "
        "assert fires because some label values fall outside [0, num_classes). A long thread; from the "
        "log, a dataset/num_classes mismatch in the user's setup that recurs on every run.",
    ),
    real(
        GH + "k2-fsa/k2/issues/409",
        "k2-fsa/k2",
        "import_error",
        "user_code",
        USER,
        "undefined symbol: _ZN3c104impl23ExcludeDispatchKeyGuardC1ENS_11DispatchKeyE",
        r"""
        >>> import torch
        >>> import k2
        Traceback (most recent call last):
          File "<stdin>", line 1, in <module>
          File "/data/app/anaconda3/lib/python3.7/site-packages/k2/__init__.py", line 1, in <module>
            from .autograd import get_tot_scores
          File "/data/app/anaconda3/lib/python3.7/site-packages/k2/autograd.py", line 6, in <module>
            import _k2
        ImportError: /data/app/anaconda3/lib/python3.7/site-packages/_k2.cpython-37m-x86_64-linux-gnu.so: undefined symbol: _ZN3c104impl23ExcludeDispatchKeyGuardC1ENS_11DispatchKeyE
        """,
        "The k2 ASR extension fails to import: its compiled library references a libtorch symbol the "
        "installed torch lacks. Maintainers: the pip wheel was built against torch 1.6.0+cu101 and the "
        "reporter runs torch 1.7.0; install the k2 build that matches the torch/CUDA versions.",
    ),
    # --- storage ---------------------------------------------------------------------------------
    real(
        GH + "lucidrains/stylegan2-pytorch/issues/186",
        "lucidrains/stylegan2-pytorch",
        "storage_error",
        "storage",
        HUMAN,
        "RuntimeError: [enforce fail at inline_container.cc:274] . unexpected pos 203894208 vs 203894096",
        r"""
            retry_call(model.train, tries=3, exceptions=NanException)
          File "/usr/local/lib/python3.6/dist-packages/retry/api.py", line 101, in retry_call
            return __retry_internal(partial(f, *args, **kwargs), exceptions, tries, delay, max_delay, backoff, jitt
        er, logger)
          File "/usr/local/lib/python3.6/dist-packages/retry/api.py", line 33, in __retry_internal
            return f()
          File "/usr/local/lib/python3.6/dist-packages/stylegan2_pytorch/stylegan2_pytorch.py", line 1042, in train
            self.save(self.checkpoint_num)
          File "/usr/local/lib/python3.6/dist-packages/stylegan2_pytorch/stylegan2_pytorch.py", line 1256, in save
            torch.save(save_data, self.model_name(num))
          File "/usr/local/lib/python3.6/dist-packages/torch/serialization.py", line 373, in save
            return
          File "/usr/local/lib/python3.6/dist-packages/torch/serialization.py", line 259, in __exit__
            self.file_like.write_end_of_file()
        RuntimeError: [enforce fail at inline_container.cc:274] . unexpected pos 203894208 vs 203894096
        """,
        "StyleGAN2 on 4 x 2080 Ti crashes saving its 21st checkpoint: torch.save's zip writer finds "
        "the file shorter than what it wrote. The thread gives no cause; a failed write usually means "
        "the volume filled up, but no errno is printed. Someone must look at the disk first.",
        ambiguous=True,
    ),
    real(
        GH + "d8ahazard/sd_dreambooth_extension/issues/1055",
        "d8ahazard/sd_dreambooth_extension",
        "storage_error",
        "storage",
        HUMAN,
        "RuntimeError: [enforce fail at inline_container.cc:445] . PytorchStreamWriter failed writing file data/284: file write failed",
        r"""
        Save completed/canceled.
        Canceled, enabling saves.
        Saving Snapshot:  25%|██████████▊                                | 1/4 [00:00<00:00, 8112.77it/s, inst_loss=0.0262, loss=0.0262, lr=6.56e-7, prior_loss=0, vram=19]Exception saving checkpoint/model: [enforce fail at inline_container.cc:325] . unexpected pos 1450349120 vs 1450349008
        Traceback (most recent call last):
          File "/root/miniconda3/lib/python3.8/site-packages/torch/serialization.py", line 423, in save
            _save(obj, opened_zipfile, pickle_module, pickle_protocol)
          File "/root/miniconda3/lib/python3.8/site-packages/torch/serialization.py", line 650, in _save
            zip_file.write_record(name, storage.data_ptr(), num_bytes)
        RuntimeError: [enforce fail at inline_container.cc:445] . PytorchStreamWriter failed writing file data/284: file write failed
        """,
        "Dreambooth fine-tuning on a rented container: saving the training state fails mid-write "
        "(file write failed, then the zip position check). The issue went stale without a diagnosis; "
        "a write failure on the checkpoint volume, cause (space, quota, mount) not printed.",
        ambiguous=True,
    ),
    # --- more CUDA / NCCL ----------------------------------------------------------------------
    real(
        GH + "graphdeco-inria/gaussian-splatting/issues/41",
        "graphdeco-inria/gaussian-splatting",
        "cuda_error",
        "user_code",
        USER,
        "Line 298: an illegal memory access was encountered",
        r"""
        Optimizing 
        Output folder: ./output/9feda2d2-9 [24/07 11:03:34]
        Tensorboard not available: not logging progress [24/07 11:03:34]
        Found transforms_train.json file, assuming Blender data set! [24/07 11:03:34]
        Reading Training Transforms [24/07 11:03:34]
        Reading Test Transforms [24/07 11:03:36]
        Loading Training Cameras [24/07 11:03:40]
        Loading Test Cameras [24/07 11:03:42]
        Number of points at initialisation :  100000 [24/07 11:03:42]
        [CUDA ERROR] in cuda_rasterizer/rasterizer_impl.cu
        Line 298: an illegal memory access was encountered
        An error occured in forward. Please forward snapshot_fw.dump for debugging. [24/07 11:03:42]
        Traceback (most recent call last):
          File "train.py", line 216, in <module>
            training(lp.extract(args), op.extract(args), pp.extract(args), args.test_iterations, args.save_iterations, args.checkpoint_iterations, args.start_checkpoint, args.debug_from)
        """,
        "3D Gaussian Splatting on a Blender scene: the rasterizer's forward pass hits an illegal memory "
        "access at iteration 0, again when re-run in debug mode (the rasterizer dumps its inputs for "
        "the maintainers). Unresolved; from the log, a reproducible fault in the CUDA rasterizer with "
        "these inputs, not a hardware signature.",
    ),
    real(
        GH + "mosaicml/diffusion/issues/110",
        "mosaicml/diffusion",
        "connection_error",
        "unknown",
        HUMAN,
        "NCCL WARN Net : Connection closed by remote peer draw4<59227>",
        r"""
        -:6015:6225 [1] proxy.cc:1119 NCCL WARN [Proxy Service 1] Failed to execute operation Connect from rank 1, retcode 6

        -:6015:6224 [1] misc/socket.cc:538 NCCL WARN Net : Connection closed by remote peer draw4<59227>
        -:6015:6224 [1] NCCL INFO misc/socket.cc:546 -> 6
        -:6015:6224 [1] NCCL INFO misc/socket.cc:558 -> 6
        -:6015:6224 [1] NCCL INFO proxy.cc:881 -> 6

        -:6015:6224 [1] proxy.cc:884 NCCL WARN Proxy Call to rank 1 failed (Connect)
        -:6015:6224 [1] NCCL INFO transport/net.cc:265 -> 6
        -:6015:6224 [1] NCCL INFO transport.cc:124 -> 6
        -:6015:6224 [1] NCCL INFO init.cc:790 -> 6
        -:6015:6224 [1] NCCL INFO init.cc:1089 -> 6
        -:6015:6224 [1] NCCL INFO group.cc:64 -> 6 [Async thread]
        -:6015:6015 [1] NCCL INFO group.cc:421 -> 3
        -:6015:6015 [1] NCCL INFO group.cc:106 -> 3
        -:6015:6015 [1] NCCL INFO comm 0x1b838b90 rank 1 nranks 4 cudaDev 1 busId 7000 - Abort COMPLETE
        """,
        "First multi-node attempt (two nodes of two 4090s) of Stable Diffusion training with composer: "
        "NCCL's connection setup to the peer node is closed from the other side and the communicator "
        "aborts. No diagnosis in the thread; at start-up this is usually interface/firewall "
        "configuration, but the log alone does not say.",
        ambiguous=True,
    ),
    # --- launch, environment, downloads --------------------------------------------------------
    real(
        GH + "NVIDIA/tacotron2/issues/181",
        "NVIDIA/tacotron2",
        "connection_error",
        "user_code",
        USER,
        "RuntimeError: Address already in use",
        r"""
        FP16 Run: False
        Dynamic Loss Scaling: True
        Distributed Run: True
        cuDNN Enabled: True
        cuDNN Benchmark: False
        Initializing Distributed
        Traceback (most recent call last):
          File "train.py", line 303, in <module>
            args.warm_start, args.n_gpus, args.rank, args.group_name, hparams)
          File "train.py", line 179, in train
            init_distributed(hparams, n_gpus, rank, group_name)
          File "train.py", line 49, in init_distributed
            world_size=n_gpus, rank=rank, group_name=group_name)
          File "/opt/anaconda3-5.1.0/lib/python3.6/site-packages/torch/distributed/distributed_c10d.py", line 354, in init_process_group
            store, rank, world_size = next(rendezvous(url))
          File "/opt/anaconda3-5.1.0/lib/python3.6/site-packages/torch/distributed/rendezvous.py", line 95, in _tcp_rendezvous_handler
            store = TCPStore(result.hostname, result.port, start_daemon)
        RuntimeError: Address already in use
        """,
        "Tacotron 2 on two GPUs with the repository's multiproc launcher, warm-starting from a "
        "checkpoint: the rendezvous TCPStore cannot bind its port because something (another run) "
        "already holds it. Unanswered; from the log, a port conflict in the launch configuration "
        "that recurs until the port or the other job changes.",
    ),
    real(
        GH + "alanzty/MO3TR/issues/1",
        "alanzty/MO3TR",
        "import_error",
        "user_code",
        USER,
        "ModuleNotFoundError: No module named 'mmcv._ext'",
        r"""
        Traceback (most recent call last):
          File "run/train_track_nf.py", line 14, in <module>
            from mmdet.apis import set_random_seed
          File "/lhome/MO3TR/moter_py37_venv/lib/python3.7/site-packages/mmdet/apis/__init__.py", line 2, in <module>
            from .inference import (async_inference_detector, inference_detector,
          File "/lhome/MO3TR/moter_py37_venv/lib/python3.7/site-packages/mmdet/apis/inference.py", line 7, in <module>
            from mmcv.ops import RoIPool
          File "/lhome/MO3TR/moter_py37_venv/lib/python3.7/site-packages/mmcv/ops/__init__.py", line 2, in <module>
            from .assign_score_withk import assign_score_withk
          File "/lhome/MO3TR/moter_py37_venv/lib/python3.7/site-packages/mmcv/ops/assign_score_withk.py", line 6, in <module>
            '_ext', ['assign_score_withk_forward', 'assign_score_withk_backward'])
          File "/lhome/MO3TR/moter_py37_venv/lib/python3.7/site-packages/mmcv/utils/ext_loader.py", line 13, in load_ext
            ext = importlib.import_module('mmcv.' + name)
          File "/usr/lib/python3.7/importlib/__init__.py", line 127, in import_module
            return _bootstrap._gcd_import(name[level:], package, level)
        ModuleNotFoundError: No module named 'mmcv._ext'
        """,
        "Multi-object tracking training built on mmdetection: importing mmcv's CUDA ops fails because "
        "the installed mmcv has no compiled extension (mmcv without the CUDA ops, or built for "
        "another torch/CUDA). No diagnosis in the thread; from the log, an installation fault.",
    ),
    real(
        GH + "zhou13/lcnn/issues/64",
        "zhou13/lcnn",
        "dataset_loading_error",
        "user_code",
        USER,
        "ValueError: num_samples should be a positive integer value, but got num_samples=0",
        r"""
        python ./train.py -d 0 --identifier baseline config/wireframe.yaml

        my data :data/wireframe

        ValueError: num_samples should be a positive integer value, but got num_samples=0
        """,
        "Wireframe line-detection training: the DataLoader's sampler finds an empty training set. "
        "The maintainer: the dataset is likely not set up properly (nothing where the config looks). "
        "Recurs until the data is prepared.",
    ),
    real(
        GH + "ljanyst/ssd-tensorflow/issues/25",
        "ljanyst/ssd-tensorflow",
        "connection_error",
        "transient",
        RESTART,
        "ConnectionResetError: [Errno 104] Connection reset by peer",
        r"""
        [i] Creating the model...
         36%|██████████████████████████████████████████▊
           ConnectionResetError: [Errno 104] Connection reset by peer
        """,
        "SSD training starts by downloading the VGG base weights (about 1 GB): the connection is reset "
        "a third of the way through ('Can't always download'). The maintainer, on the same symptom in "
        "other issues: the connection dropped while downloading the base model, a network problem. "
        "Retrying the download is the remedy.",
    ),
    # --- shared memory -------------------------------------------------------------------------
    real(
        GH + "clovaai/voxceleb_trainer/issues/83",
        "clovaai/voxceleb_trainer",
        "dataloader_killed",
        "user_code",
        USER,
        "RuntimeError: DataLoader worker (pid 3867) is killed by signal: Bus error.",
        r"""
        ERROR: Unexpected bus error encountered in worker. This might be caused by insufficient shared memory (shm).
        Traceback (most recent call last):
          File "/usr/local/lib/python3.6/dist-packages/torch/utils/data/dataloader.py", line 872, in _try_get_data
            data = self._data_queue.get(timeout=timeout)
          File "/usr/lib/python3.6/multiprocessing/queues.py", line 104, in get
            if not self._poll(timeout):
          File "/usr/lib/python3.6/multiprocessing/connection.py", line 257, in poll
            return self._poll(timeout)
          File "/usr/lib/python3.6/multiprocessing/connection.py", line 414, in _poll
            r = wait([self], timeout)
          File "/usr/lib/python3.6/multiprocessing/connection.py", line 911, in wait
            ready = selector.select(timeout)
          File "/usr/lib/python3.6/selectors.py", line 376, in select
            fd_event_list = self._poll.poll(timeout)
          File "/usr/local/lib/python3.6/dist-packages/torch/utils/data/_utils/signal_handling.py", line 66, in handler
            _error_if_any_worker_fails()
        RuntimeError: DataLoader worker (pid 3867) is killed by signal: Bus error. It is possible that dataloader's workers are out of shared memory. Please try to raise your shared memory limit.
        """,
        "Speaker-verification training following the repository's scripts: a DataLoader worker dies "
        "of SIGBUS writing into /dev/shm. The issue was closed without a written answer; from the "
        "log, the shared-memory limit (typically a container's 64 MB default) is too small for the "
        "workers, and the next run with the same limit fails the same way.",
    ),
    real(
        GH + "PaddlePaddle/PaddleSpeech/issues/790",
        "PaddlePaddle/PaddleSpeech",
        "dataloader_killed",
        "user_code",
        USER,
        "ERROR: Unexpected BUS error encountered in DataLoader worker.",
        r"""
        ERROR: Unexpected BUS error encountered in DataLoader worker. This might be caused by insufficient shared memory (shm), please check whether use_shared_memory is set and storage space in /dev/shm is enough
        """,
        "DeepSpeech2 training in Docker fails after about 830 steps with Paddle's DataLoader bus "
        "error; setting use_shared_memory: False in the YAML did not help. The maintainer answers "
        "with the container command to use (nvidia-docker run --net=host --ipc=host ...), i.e. give "
        "the container the host's shared memory. A launch configuration fault that recurs.",
    ),
    # --- hangs ---------------------------------------------------------------------------------
    real(
        GH + "NVIDIA/cosmos/issues/124",
        "NVIDIA/cosmos",
        "hang",
        "unknown",
        HUMAN,
        "timed out after 1800000ms",
        r"""
        [rank7]:[W302 23:38:43.990204332 socket.cpp:462] [c10d] waitForInput: poll for socket SocketImpl(fd=96, addr=[localhost]:49430, remote=[localhost]:29501) returned 0, likely a timeout
        [rank7]:[W302 23:38:43.990695293 socket.cpp:487] [c10d] waitForInput: socket SocketImpl(fd=96, addr=[localhost]:49430, remote=[localhost]:29501) timed out after 1800000ms
        """,
        "Instantiating the Cosmos 7B video2world model on 8 GPUs hangs: after 30 minutes the ranks' "
        "reads from the local c10d store time out, i.e. some rank never reached the same point while "
        "the model was being built. The thread has no diagnosis; which rank stalled, and why, is not "
        "in the log.",
        ambiguous=True,
    ),
    # --- distributed set-up --------------------------------------------------------------------
    real(
        GH + "longzw1997/Open-GroundingDino/issues/36",
        "longzw1997/Open-GroundingDino",
        "runtime_error",
        "user_code",
        USER,
        "RuntimeError: Distributed package doesn't have NCCL built in",
        r"""
        Traceback (most recent call last):
          File "E:\VSProject\Open-GroundingDino\main.py", line 372, in <module>
            main(args)
          File "E:\VSProject\Open-GroundingDino\main.py", line 88, in main
            utils.setup_distributed(args)
          File "E:\VSProject\Open-GroundingDino\util\misc.py", line 553, in setup_distributed
            torch.distributed.init_process_group(backend=args.dist_backend, init_method=args.dist_url,
          File "D:\python\lib\site-packages\torch\distributed\c10d_logger.py", line 74, in wrapper
            func_return = func(*args, **kwargs)
          File "D:\python\lib\site-packages\torch\distributed\distributed_c10d.py", line 1148, in init_process_group
            default_pg, _ = _new_process_group_helper(
          File "D:\python\lib\site-packages\torch\distributed\distributed_c10d.py", line 1268, in _new_process_group_helper
            raise RuntimeError("Distributed package doesn't have NCCL built in")
        RuntimeError: Distributed package doesn't have NCCL built in
        """,
        "Grounding-DINO training launched with the distributed script on Windows: the Windows PyTorch "
        "build has no NCCL backend. The maintainer: not tested on Windows, train on Linux (or use "
        "another backend). A platform/configuration fault; every launch fails the same way.",
    ),
    real(
        GH + "xg-chu/CrowdDet/issues/86",
        "xg-chu/CrowdDet",
        "other",
        "unknown",
        HUMAN,
        "NCCL WARN Could not find real path of /sys/class/pci_bus/0000:02/../../0000:02:00.0",
        r"""
        Init multi-processing training...
        d13186ffee3a:57:57 [0] NCCL INFO Bootstrap : Using [0]eth0:172.17.0.2<0>
        d13186ffee3a:57:57 [0] NCCL INFO NET/Plugin : No plugin found (libnccl-net.so).

        d13186ffee3a:57:57 [0] misc/ibvwrap.cc:63 NCCL WARN Failed to open libibverbs.so[.1]
        d13186ffee3a:57:57 [0] NCCL INFO NET/Socket : Using [0]eth0:172.17.0.2<0>
        NCCL version 2.4.8+cuda10.1

        d13186ffee3a:57:75 [0] misc/topo.cc:22 NCCL WARN Could not find real path of /sys/class/pci_bus/0000:02/../../0000:02:00.0
        d13186ffee3a:57:75 [0] NCCL INFO init.cc:876 -> 2
        d13186ffee3a:57:75 [0] NCCL INFO init.cc:909 -> 2
        d13186ffee3a:57:75 [0] NCCL INFO init.cc:947 -> 2
        d13186ffee3a:57:75 [0] NCCL INFO misc/group.cc:69 -> 2 [Async thread]
        Traceback (most recent call last):
          File "train.py", line 174, in <module>
            run_train()
          File "train.py", line 171, in run_train
            multi_train(args, config, Network)
          File "train.py", line 155, in multi_train
            torch.multiprocessing.spawn(train_worker, nprocs=num_gpus, args=(train_config, network, config))
          File "/opt/conda/lib/python3.7/site-packages/torch/multiprocessing/spawn.py", line 200, in spawn
            return start_processes(fn, args, nprocs, join, daemon, start_method='spawn')
        """,
        "Crowd-detection training in a Docker container (NCCL 2.4.8): NCCL's topology detection "
        "cannot resolve the GPU's PCI path in the container's /sys and communicator init fails with a "
        "system error. Closed without an answer in the thread. The container's sysfs view and an old "
        "NCCL are suspects, but nothing in the thread settles what to change.",
        ambiguous=True,
    ),
]
