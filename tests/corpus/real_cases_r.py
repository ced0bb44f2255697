# ruff: noqa
"""Real excerpts, batch R: NaN gradients in Megatron-derived trainers, DataLoader workers killed by
the kernel or by a segfault, and other failures of training jobs as printed in public threads."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    real(GH + "alibaba/Pai-Megatron-Patch/issues/366", "alibaba/Pai-Megatron-Patch", "nan_or_value_error", "user_code",
         USER, "found NaN in local grad norm in backward pass before data-parallel communication collective",
         r"""
         AssertionError: Rank 11: found NaN in local grad norm in backward pass before data-parallel communication collective. Device: 3
         """, "Four-node Llama3-70B pretraining (TP4/PP8, bf16) hits NaN gradients after a few iterations; lowering "
              "the LR and clipping did not help, other models train fine, and the maintainers point at data "
              "quality. A numerical/data problem that recurs with the same data and config."),
    real(GH + "alibaba/Pai-Megatron-Patch/issues/60", "alibaba/Pai-Megatron-Patch", "nan_or_value_error", "user_code",
         USER, "found NaN in local grad norm in backwards pass",
         r"""
         Traceback (most recent call last):
             assert not total_norm.isnan(), (
           File "/workdir/fengyu05/Pai-Megatron-Patch/examples/baichuan2/pretrain_megatron_baichuan.py", line 101, in <module>
         AssertionError: Rank 3: found NaN in local grad norm in backwards pass. Device: 3, node: set-zw04-kubernetes-pc133.mt
             pretrain(train_valid_test_datasets_provider,
           File "/workdir/fengyu05/Pai-Megatron-Patch/megatron_patch/training.py", line 152, in pretrain
             iteration = train(forward_step_func,
         """, "Baichuan2-13B with pipeline parallelism and flash attention off gives NaN loss; the reporter traces it "
              "to the attention mask in that code path. A code/config defect; recurs. (Interleaved multi-rank "
              "traceback as printed.)", tag="pp"),
    real(GH + "gemcollector/RL-ViGen/issues/17", "gemcollector/RL-ViGen", "dataloader_killed", "user_code", USER,
         "RuntimeError: DataLoader worker (pid 22358) is killed by signal: Killed.",
         r"""
         RuntimeError: DataLoader worker (pid 22358) is killed by signal: Killed.
         """, "A replay-buffer DataLoader worker is SIGKILLed mid-training; the reporter found memory growing steadily "
              "(a leak in the environment wrapper, ~60 GB after 2000 episodes). Host memory exhausted by the "
              "workload; recurs."),
    real(GH + "guanyingc/SDPS-Net/issues/16", "guanyingc/SDPS-Net", "dataloader_killed", "user_code", USER,
         "RuntimeError: DataLoader worker (pid 13904) is killed by signal: Killed.",
         r"""
         File "/home/upt/anaconda3/envs/PST_Environment_1/lib/python3.7/site-packages/torch/utils/data/_utils/signal_handling.py", line 66, in handler
             _error_if_any_worker_fails()
         RuntimeError: DataLoader worker (pid 13904) is killed by signal: Killed.
         """, "A worker killed by the kernel after a long CPU-only training run on a 4-core machine with 4 GB swap; "
              "the discussion is about memory and worker count. Label rests on the log: host memory; recurs."),
    real(GH + "Visual-AI/3DRS/issues/7", "Visual-AI/3DRS", "dataloader_killed", "user_code", USER,
         "RuntimeError: DataLoader worker (pid 108439) is killed by signal: Killed.",
         r"""
         File "/root/miniconda3/envs/3drs/lib/python3.10/site-packages/torch/utils/data/dataloader.py", line 1132, in _try_get_data
         data = self._data_queue.get(timeout=timeout)
         File "/root/miniconda3/envs/3drs/lib/python3.10/queue.py", line 180, in get
         self.not_empty.wait(remaining)
         File "/root/miniconda3/envs/3drs/lib/python3.10/threading.py", line 324, in wait
         gotit = waiter.acquire(True, timeout)
         File "/root/miniconda3/envs/3drs/lib/python3.10/site-packages/torch/utils/data/_utils/signal_handling.py", line 66, in handler
         _error_if_any_worker_fails()
         RuntimeError: DataLoader worker (pid 108439) is killed by signal: Killed.
         The above exception was the direct cause of the following exception:
         Traceback (most recent call last):
         File "/root/paddlejob/workspace/env_run/dkliang/a100/xjwu/3DRS/llava/train/train_3d.py", line 1919, in train
         trainer.train()
         """, "Reproducing a 3D-LLaVA training on 8 A800s, a DataLoader worker is SIGKILLed every time ('always "
              "encounter'). Label rests on the log: the kernel killed the worker for host memory with these "
              "data-loading settings; recurs."),
    real(GH + "thangvubk/SoftGroup/issues/18", "thangvubk/SoftGroup", "dataloader_killed", "unknown", HUMAN,
         "RuntimeError: DataLoader worker (pid 75890) is killed by signal: Killed.",
         r"""
         RuntimeError: DataLoader worker (pid 75890) is killed by signal: Killed.
         """, "Killed at a different epoch each run (170, 230, 260) while the reporter says RAM is sufficient; the "
              "maintainer suspects RAM from prefetching and suggests restarting. Cause not established: ambiguous.",
         ambiguous=True),
    real(GH + "MhLiao/DB/issues/94", "MhLiao/DB", "dataloader_killed", "unknown", HUMAN,
         "is killed by signal: Segmentation fault",
         r"""
         RuntimeError: DataLoader worker (pid 25902) is killed by signal: Segmentation fault
         """, "A DataLoader worker segfaults during training even with one worker and enough memory; the thread "
              "never finds the cause. A bare segfault: ambiguous.", ambiguous=True),
    real(GH + "NVIDIA/TensorRT-LLM/issues/1670", "NVIDIA/TensorRT-LLM", "cuda_oom", "user_code", USER,
         "NCCL WARN Cuda failure 'out of memory'",
         r"""
         VM-0-16-ubuntu:392:494 [2] enqueue.cc:43 NCCL WARN Cuda failure 'out of memory'

         VM-0-16-ubuntu:392:494 [2] enqueue.cc:54 NCCL WARN Cuda failure 'invalid resource handle'

         VM-0-16-ubuntu:392:494 [2] enqueue.cc:43 NCCL WARN Cuda failure 'out of memory'

         VM-0-16-ubuntu:392:494 [2] enqueue.cc:54 NCCL WARN Cuda failure 'invalid resource handle'
         """, "Deploying Llama3 with tensor parallelism on 8xV100: NCCL cannot allocate its buffers because the "
              "engine left no GPU memory. Label rests on the log: GPU memory exhausted by the configuration; "
              "recurs until memory settings change."),
    real(GH + "XavierXiao/Dreambooth-Stable-Diffusion/issues/33", "XavierXiao/Dreambooth-Stable-Diffusion", "host_oom",
         "user_code", USER, "Killed",
         r"""
         rank_zero_deprecation(
         Epoch 0: 0%| | 0/1010 [00:00<?, ?it/s]/venv/lib/python3.8/site-packages/pytorch_lightning/utilities/data.py:72: UserWarning: Trying to infer the batch_size from an ambiguous collection. The batch size we found is 1. To avoid any miscalculations, use self.log(..., batch_size=batch_size).
         warning_cache.warn(
         Epoch 0: 0%| | 1/1010 [00:02<47:26, 2.82s/it, loss=0.0249, v_num=0, train/losHere comes the checkpoint...
         Killed
         """, "The Lightning trainer is SIGKILLed by the kernel while writing its first checkpoint. The fix reported "
              "in the thread: other resident processes (a web UI and its relauncher) held the memory; killing "
              "them let training proceed. Host memory; recurs on the same machine state."),
    real(GH + "OpenNMT/OpenNMT-py/issues/1824", "OpenNMT/OpenNMT-py", "host_oom", "unknown", HUMAN,
         "777016 Killed",
         r"""
         [2020-07-04 15:41:57,821 INFO] Step 85700/300000; acc:  69.58; loss: 141.93; lr: 0.00100; 503 tok/s;  69798 sec
         run.sh: line 66: 777016 Killed                  CUDA_VISIBLE_DEVICES=$gpu python train.py
         """, "Training killed by SIGKILL after 85,700 steps, repeatedly, with no kernel or scheduler record and no "
              "conclusion in the thread. A bare 'Killed': ambiguous.", ambiguous=True),
    real(GH + "xiaomi-research/time-r1/issues/9", "xiaomi-research/time-r1", "host_oom", "unknown", HUMAN,
         "failed (exitcode: -9) local_rank: 2",
         r"""
         E0813 06:19:49.809000 161210 site-packages/torch/distributed/elastic/multiprocessing/api.py:869] failed (exitcode: -9) local_rank: 2 (pid: 161617) of binary: /mnt/hwnasbj/huixuan/miniconda3/envs/timer1/bin/python3.11
         Traceback (most recent call last):
           File "/mnt/hwnasbj/huixuan/miniconda3/envs/timer1/bin/torchrun", line 8, in <module>
             sys.exit(main())
                      ^^^^^^
         """, "torchrun reports one rank killed by SIGKILL halfway through training; no OOM record, no answer in "
              "the thread. Host OOM is the usual cause but unproven: ambiguous.", ambiguous=True),
    real(GH + "divamgupta/deep-clustering-kingdra/issues/2", "divamgupta/deep-clustering-kingdra", "host_oom",
         "user_code", USER, "318 Killed sh start.sh",
         r"""
         2020-11-24 20:18:25.069 Epoch 5/5

         2020-11-24 20:18:25.069 - 24s - loss: 5.9945

         2020-11-24 20:22:28.106 /bin/bash: line 27: 318 Killed sh start.sh
         """, "The run is always killed at the same point; the maintainer: the OS kills it for host memory, the code "
              "needs a lot of RAM (run on a 256 GB server). Host OOM; recurs on the same machine."),
    real(GH + "ymirsky/VulChecker/issues/8", "ymirsky/VulChecker", "host_oom", "user_code", USER,
         "1921 Killed                  hector feature_stats",
         r"""
         model_train_demo.sh: line 5:  1921 Killed                  hector feature_stats --indexes ~/dataset/CWE190/indexes-190.json --depth-limit 40 ~/dataset/CWE190/CWE190_augLabels_clean_0.1_1.0.json.gz
         """, "The model-training pipeline's feature step is killed because the VM runs out of memory (16 GB host, "
              "the reporter says so). Host memory; recurs with the same VM size."),
    real(GH + "liucongg/ChatGLM-Finetuning/issues/95", "liucongg/ChatGLM-Finetuning", "gpu_xid", "node_hardware",
         CORDON, "Unable to determine the device handle for GPU0000:05:00.0: Unknown Error",
         r"""
         Unable to determine the device handle for GPU0000:05:00.0: Unknown Error
         """, "During DeepSpeed fine-tuning the GPU stops and nvidia-smi can no longer reach it until the card is "
              "reset; it happened on both GPUs of the machine. The maintainer points at GPU temperature. A GPU "
              "that dropped off (hardware/thermal): take the node out and check it."),
    real(GH + "marian-nmt/marian/issues/251", "marian-nmt/marian", "gpu_xid", "unknown", HUMAN,
         "GPU is lost.  Reboot the system to recover this GPU",
         r"""
         nvidia-smi
         Unable to determine the device handle for GPU 0000:03:00.0: GPU is lost.  Reboot the system to recover this GPU
         """, "Training stops responding and the GPU is lost. The maintainer says the trainer cannot cause this "
              "(hardware/driver), yet the reporter says it recurs with a 40k vocabulary and not with 36k and was "
              "'solved' by regenerating data. Conflicting evidence: ambiguous.", ambiguous=True),
    real(GH + "HPCLab-933/Vina-CUDA/issues/3", "HPCLab-933/Vina-CUDA", "cuda_error", "user_code", USER,
         "code=700(cudaErrorIllegalAddress) \"cudaDeviceSynchronize()\"",
         r"""
         CUDA error at ./inc/cuda/kernel2.cu:596 code=700(cudaErrorIllegalAddress) "cudaDeviceSynchronize()"
         CUDA error at ./lib/main_procedure_cu.cpp:959 code=700(cudaErrorIllegalAddress) "cudaFree(mis_gpu)"
         terminate called without an active exception
         Aborted (core dumped)
         """, "Illegal address in a docking kernel; the maintainers: the grid size parameters must multiply to the "
              "thread count and the box must fit the ligand. A parameter error that recurs on every run."),
    real(GH + "Acellera/acemd_issues/issues/45", "Acellera/acemd_issues", "cuda_error", "unknown", HUMAN,
         "CUDA_ERROR_ILLEGAL_ADDRESS : an illegal memory access was encountered",
         r"""
         # SWAN : FATAL : Cuda driver error 700 : CUDA_ERROR_ILLEGAL_ADDRESS : an illegal memory access was encountered
         # SWAN : occured in file 'swanlibnv2.cpp' in line 2009.
         """, "An MD engine fails with an illegal address on a Slurm cluster of K20c GPUs; the maintainers ask "
              "whether it happens on every machine or one, and the answer is not conclusive. A bare illegal "
              "memory access with no hardware signature: ambiguous.", ambiguous=True),
    real(GH + "ofiwg/libfabric/issues/4283", "ofiwg/libfabric", "network_error", "framework_bug", USER,
         "fi_cq_readerr: err: 5, prov_err: remote access error (10)",
         r"""
         131072                685.32            676.04            694.09         100
         262144               1289.89           1279.27           1295.07         100
         524288               2695.39           2672.63           2712.05         100
         mlx5: cn10: got completion with error:
         00000000 00000000 00000000 00000000
         00000000 00000000 00000000 00000000
         00000002 00000000 00000000 00000000
         00000000 00008813 10012abe 0dd0c1d3
         libfabric:ofi_rxm:cq:rxm_cq_read_write_error():819<warn> fi_cq_readerr: err: 5, prov_err: remote access error (10)
         """, "A verbs;ofi_rxm completion error (remote access error) at large message sizes, reported as a "
              "libfabric regression and reproduced with 8 ranks over 4 nodes. A software defect in the provider: "
              "recurs with that version, not a bad link."),
    real("https://sulao.cn/post/1165", "sulao.cn", "nvlink_error", "node_hardware", CORDON,
         "137, TLC RX interrupt hit on link 4 on GPU0: PRIV Error",
         r"""
         [Mon Feb 2 22:52:45 2026] nvidia-nvswitch1: SXid (PCI:0000:06:00.0): 12028, Data {0x000001c0, 0x000e265f, 0x00000500, 0x00000040, 0x00000000, 0x00008000, 0x5a000100, 0x00000000, 0x00000000}
         [Mon Feb 2 22:52:45 2026] nvidia-nvswitch3: SXid (PCI:0000:08:00.0): 12028, Data {0x000001c0, 0x00c63b5e, 0x00000500, 0x00000020, 0x00000000, 0x00008000, 0x5a002100, 0x00000000, 0x00000000}
         [Mon Feb 2 22:52:45 2026] nvidia-nvswitch2: SXid (PCI:0000:07:00.0): 12028, Non-fatal, Link 62 egress non-posted PRIV error (First)
         [Mon Feb 2 22:52:45 2026] NVRM: Xid (PCI:0000:cb:00): 94, pid=538578, name=python, channel 0x0000000b
         [Mon Feb 2 22:52:45 2026] NVRM: GPU at PCI:0000:4c:00: GPU-45eab12c-e144-7b1c-26a4-df5d9aa40520
         [Mon Feb 2 22:52:45 2026] NVRM: GPU Board Serial Number: 1652724066231
         [Mon Feb 2 22:52:45 2026] NVRM: Xid (PCI:0000:4c:00): 137, TLC RX interrupt hit on link 4 on GPU0: PRIV Error
         [Mon Feb 2 22:52:45 2026] NVRM: Xid (PCI:0000:4c:00): 137, TLC RX interrupt hit on link 5 on GPU0: PRIV Error
         [Mon Feb 2 22:52:45 2026] NVRM: Xid (PCI:0000:4c:00): 137, TLC RX interrupt hit on link 6 on GPU0: PRIV Error
         [Mon Feb 2 22:52:45 2026] NVRM: Xid (PCI:0000:4c:00): 137, TLC RX interrupt hit on link 7 on GPU0: PRIV Error
         [Mon Feb 2 22:52:45 2026] NVRM: Xid (PCI:0000:4c:00): 94, Contained: SM (0x1). RST: No, D-RST: No
         [Mon Feb 2 22:52:45 2026] NVRM: Xid (PCI:0000:4c:00): 94, pid=538574, name=python, channel 0x0000000a
         """, "An operator's write-up: a customer's training died mid-run and dmesg shows NVSwitch SXid 12028 "
              "errors together with NVLink TLC errors (Xid 137) on one GPU's links and contained errors (Xid 94) "
              "killing the python processes. Label rests on the log: an NVLink/NVSwitch fabric fault on this "
              "node; take it out for diagnostics."),
]
