# ruff: noqa
"""Real excerpts, batch A: CUDA OOM, Xid 79, uncorrectable ECC, IB completion errors, illegal
memory access, bare SIGKILL. Verbatim log lines from the public thread in `source`."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"

CASES = [
    real(
        GH + "carolchenyx/MGFN./issues/35",
        "carolchenyx/MGFN.",
        "cuda_oom",
        "user_code",
        USER,
        "torch.cuda.OutOfMemoryError",
        r"""
        torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 1.70 GiB. GPU 0 has a total capacty of 6.00 GiB of which 0 bytes is free. Of the allocated memory 2.93 GiB is allocated by PyTorch, and 2.30 GiB is reserved by PyTorch but unallocated. If reserved but unallocated memory is large try setting max_split_size_mb to avoid fragmentation.  See documentation for Memory Management and PYTORCH_CUDA_ALLOC_CONF
        """,
        "CUDA OOM while training on a 6 GiB GPU; the thread concluded nothing, the label rests on the "
        "log: the same model and batch on the same GPU will run out again.",
    ),
    real(
        GH + "rshaojimmy/MADDoG/issues/11",
        "rshaojimmy/MADDoG",
        "cuda_oom",
        "user_code",
        USER,
        "RuntimeError: CUDA out of memory",
        r"""
        RuntimeError: CUDA out of memory. Tried to allocate 2.87 GiB (GPU 0; 14.76 GiB total capacity; 8.77 GiB already allocated; 19.75 MiB free; 13.71 GiB reserved in total by PyTorch)
        """,
        "Maintainer: use a GPU with more memory. The job does not fit; a restart fails again.",
    ),
    real(
        GH + "richard-peng-xia/MMed-RAG/issues/38",
        "richard-peng-xia/MMed-RAG",
        "cuda_oom",
        "user_code",
        USER,
        "torch.cuda.OutOfMemoryError",
        r"""
        torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 64.00 MiB. GPU 0 has a total capacty of 8.00 GiB of which 0 bytes is free. Of the allocated memory 22.44 GiB is allocated by PyTorch, and 3.16 MiB is reserved by PyTorch but unallocated. If reserved but unallocated memory is large try setting max_split_size_mb to avoid fragmentation.  See documentation for Memory Management and PYTORCH_CUDA_ALLOC_CONF
        """,
        "Maintainer: set a smaller batch size or use ZeRO-3. A config fix, not a restart.",
    ),
    real(
        GH + "frostinassiky/gtad/issues/30",
        "frostinassiky/gtad",
        "cuda_oom",
        "user_code",
        USER,
        "CUDA out of memory",
        r"""
        CUDA out of memory. Tried to allocate 4.00 GiB (GPU 0; 10.73 GiB total capacity; 4.41 GiB already allocated; 1.75 GiB free; 3.78 GiB cached)
        """,
        "Reporter: solved by halving the batch size.",
    ),
    real(
        GH + "czh-98/STAR/issues/3",
        "czh-98/STAR",
        "cuda_oom",
        "user_code",
        USER,
        "torch.cuda.OutOfMemoryError",
        r"""
        torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 1024.00 MiB (GPU 0; 39.59 GiB total capacity; 37.29 GiB already allocated; 206.19 MiB free; 37.52 GiB reserved in total by PyTorch) If reserved memory is >> allocated memory try setting max_split_size_mb to avoid fragmentation.  See documentation for Memory Management and PYTORCH_CUDA_ALLOC_CONF
        """,
        "Maintainer: the model needs a GPU with more than 40 GB. Recurs on this GPU.",
    ),
    real(
        GH + "maudzung/TTNet-Real-time-Analysis-System-for-Table-Tennis-Pytorch/issues/31",
        "maudzung/TTNet-Real-time-Analysis-System-for-Table-Tennis-Pytorch",
        "cuda_oom",
        "user_code",
        USER,
        "torch.cuda.OutOfMemoryError",
        r"""
        return torch._C._nn.upsample_nearest2d(input, output_size, scale_factors)
        torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 1.67 GiB (GPU 0; 3.95 GiB total capacity; 246.26 MiB already allocated; 770.62 MiB free; 1.91 GiB reserved in total by PyTorch) If reserved memory is >> allocated memory try setting max_split_size_mb to avoid fragmentation.  See documentation for Memory Management and PYTORCH_CUDA_ALLOC_CONF
        """,
        "A 4 GiB GPU; the thread concluded nothing, the label rests on the log (OOM recurs).",
    ),
    real(
        GH + "CSAILVision/semantic-segmentation-pytorch/issues/151",
        "CSAILVision/semantic-segmentation-pytorch",
        "cuda_oom",
        "user_code",
        USER,
        "RuntimeError: CUDA out of memory",
        r"""
        RuntimeError: CUDA out of memory. Tried to allocate 4.46 GiB (GPU 0; 7.93 GiB total capacity; 4.72 GiB already allocated; 2.41 GiB free; 11.21 MiB cached)
        """,
        "Maintainer: train with smaller image sizes. A config fix.",
    ),
    real(
        GH + "NVIDIA/open-gpu-kernel-modules/issues/1151",
        "NVIDIA/open-gpu-kernel-modules",
        "gpu_xid",
        "node_hardware",
        CORDON,
        "NVRM: Xid (PCI:0000:06:00): 79",
        r"""
        NVRM: GPU at PCI:0000:06:00: GPU-0b6b7808-c002-f593-ac86-cd8e57757b94
        NVRM: GPU Board Serial Number: 0
        NVRM: Xid (PCI:0000:06:00): 79, GPU has fallen off the bus.
        NVRM: GPU 0000:06:00.0: GPU has fallen off the bus.
        NVRM: GPU 0000:06:00.0: GPU serial number is 0.
        NVRM: kgspRcAndNotifyAllChannels_IMPL: RC all channels for critical error 79.
        NVRM: _threadNodeCheckTimeout: API_GPU_ATTACHED_SANITY_CHECK failed!
        """,
        "Xid 79, GPU fallen off the bus; recovery needs a node reboot. Thread open (no root cause "
        "found); the label rests on the log and NVIDIA's Xid 79 resolution (node hardware).",
    ),
    real(
        GH + "NVIDIA/NVSentinel/issues/155",
        "NVIDIA/NVSentinel",
        "gpu_xid",
        "node_hardware",
        CORDON,
        "fallen off the bus and is not responding",
        r"""
        [ 1843.308145] NVRM: The NVIDIA GPU 0000:b3:00.0
                       NVRM: (PCI ID: 10de:26b5) installed in this system has
                       NVRM: fallen off the bus and is not responding to commands.
        [ 1843.439662] NVRM: The NVIDIA probe routine failed for 1 device(s).
        [ 1843.439669] NVRM: loading NVIDIA UNIX Open Kernel Module for x86_64  570.158.01  Release Build  (dvs-builder@U22-I3-B10-02-5)  Mon Jun  2 13:13:04 UTC 2025
        """,
        "A GPU fallen off the bus with no Xid line (maintainers: same meaning as Xid 79). Node hardware.",
    ),
    real(
        GH + "rwth-i6/returnn/issues/1486",
        "rwth-i6/returnn",
        "gpu_xid",
        "node_hardware",
        CORDON,
        "Unable to determine the device handle",
        r"""
        zeyer@cn-234 ~ % nvidia-smi
        Unable to determine the device handle for GPU0000:03:00.0: Unknown Error
        [  +0.000316] pcieport 0000:00:03.0: AER: Corrected error received: 0000:00:03.0
        [  +0.000005] pcieport 0000:00:03.0: PCIe Bus Error: severity=Corrected, type=Data Link Layer, (Transmitter ID)
        [  +0.000003] pcieport 0000:00:03.0:   device [8086:6f08] error status/mask=00001000/00002000
        [  +0.000004] pcieport 0000:00:03.0:    [12] Timeout
        """,
        "Training hung; nvidia-smi can no longer reach the GPU and the PCIe port logs bus errors on "
        "node cn-234: the GPU is lost to the node. Label from the log (thread: a hardware problem on the node).",
        culprit={"nodes": ["cn-234"], "ranks": []},
    ),
    real(
        GH + "tloen/alpaca-lora/issues/123",
        "tloen/alpaca-lora",
        "ecc_error",
        "node_hardware",
        CORDON,
        "uncorrectable ECC error",
        r"""
        RuntimeError: CUDA error: uncorrectable ECC error encountered
        Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.
        """,
        "Uncorrectable ECC error reported by CUDA; the thread concluded nothing, the label rests on "
        "the log (an uncorrectable ECC error is a GPU memory fault).",
    ),
    real(
        GH + "huggingface/accelerate/issues/1192",
        "huggingface/accelerate",
        "ecc_error",
        "node_hardware",
        CORDON,
        "RuntimeError: CUDA error: uncorrectable ECC error encountered",
        r"""
        │    988 │   │                                                                                     │
        │    989 │   │   return self._apply(convert)                                                       │
        │    990                                                                                           │
        ╰──────────────────────────────────────────────────────────────────────────────────────────────────╯
        RuntimeError: CUDA error: uncorrectable ECC error encountered
        CUDA kernel errors might be asynchronously reported at some other API call,so the stacktrace below might be incorrect.
        For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
        [15:58:29] WARNING  Sending process 197 closing signal SIGTERM                                                                                                                 api.py:699
                   WARNING  Sending process 198 closing signal SIGTERM                                                                                                                 api.py:699
                   WARNING  Sending process 199 closing signal SIGTERM                                                                                                                 api.py:699
        """,
        "Uncorrectable ECC error while moving the model to the GPU under accelerate launch; label from "
        "the log: a GPU memory hardware fault.",
    ),
    real(
        GH + "zai-org/ChatGLM3/issues/681",
        "zai-org/ChatGLM3",
        "ecc_error",
        "node_hardware",
        CORDON,
        "RuntimeError: CUDA error: uncorrectable ECC error encountered",
        r"""
        RuntimeError: CUDA error: uncorrectable ECC error encountered
        CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
        For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
        Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.
        """,
        "Ran two weeks, then an uncorrectable ECC error that persisted across program restarts: a bad GPU.",
    ),
    real(
        GH + "nagadit/DeepFaceLab_Linux/issues/89",
        "nagadit/DeepFaceLab_Linux",
        "ecc_error",
        "node_hardware",
        CORDON,
        "CUDA_ERROR_ECC_UNCORRECTABLE",
        r"""
        F tensorflow/stream_executor/lib/statusor.cc:34] Attempting to fetch value instead of handling error Internal: failed initializing StreamExecutor for CUDA device ordinal 0: Internal: failed call to cuDevicePrimaryCtxRetain: CUDA_ERROR_ECC_UNCORRECTABLE: uncorrectable ECC error encountered
        """,
        "Reporter: it was a hardware problem; moving to another machine fixed it.",
    ),
    real(
        GH + "ostris/ai-toolkit/issues/470",
        "ostris/ai-toolkit",
        "ecc_error",
        "node_hardware",
        CORDON,
        "CUDA error: uncorrectable ECC error encountered",
        r"""
        CUDA error: uncorrectable ECC error encountered Search for `cudaErrorECCUncorrectable' in https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html for more information. CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect. For debugging consider passing CUDA_LAUNCH_BLOCKING=1 Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.
        """,
        "Uncorrectable ECC error on a rented RTX 6000 Pro; label rests on the log (bad GPU memory).",
    ),
    real(
        GH + "NVIDIA/semantic-segmentation/issues/33",
        "NVIDIA/semantic-segmentation",
        "ecc_error",
        "node_hardware",
        CORDON,
        "uncorrectable ECC error encountered at",
        r"""
        RuntimeError: cuda runtime error (39) : uncorrectable ECC error encountered at /pytorch/aten/src/THC/THCCachingHostAllocator.cpp:265
        terminate called without an active exception
        """,
        "Maintainer: hardware related; find the defective GPU by training on each one. Node hardware.",
    ),
    real(
        GH + "JuliaGPU/CUDAdrv.jl/issues/106",
        "JuliaGPU/CUDAdrv.jl",
        "ecc_error",
        "node_hardware",
        CORDON,
        "ERROR_ECC_UNCORRECTABLE",
        r"""
        INFO: Testing CUDAdrv
        INFO: Testing using device Tesla K80
        CUDAdrv: Error During Test
          Got an exception of type CUDAdrv.CuError outside of a @test
          CUDA error: uncorrectable ECC error encountered (code #214, ERROR_ECC_UNCORRECTABLE)
          Stacktrace:
           [1] macro expansion at /home/rveltz/.julia/v0.6/CUDAdrv/src/base.jl:148 [inlined]
        """,
        "Creating a context fails with an uncorrectable ECC error on a Tesla K80: a GPU memory fault.",
    ),
    real(
        GH + "NVIDIA/nccl/issues/902",
        "NVIDIA/nccl",
        "network_error",
        "network_fabric",
        RESTART,
        "Got completion with error 12",
        r"""
        NCCL WARN NET/IB : Got completion with error 12, opcode 0, len 0, vendor err 129
        """,
        "NCCL maintainer: error 12 is a transport retry timeout, very common on a congested or flaky "
        "link (the reporter reproduces it under heavy RoCE traffic). Transient: restart.",
    ),
    real(
        GH + "NVIDIA/nccl/issues/214",
        "NVIDIA/nccl",
        "network_error",
        "network_fabric",
        USER,
        "Got completion with error 4",
        r"""
        transport/net_ib.cu:788 NCCL WARN NET/IB : Got completion with error 4, opcode 1, len 21938, vendor err 81 - GPU Direct RDMA error when running NCCL-tests allreduce with nv_peer_mem
        """,
        "IB local protection error with GPUDirect RDMA on every run of nccl-tests: a host/driver "
        "configuration problem (VT-d, NIC setup) that recurs until fixed, not a transient.",
    ),
    real(
        GH + "horovod/horovod/issues/147",
        "horovod/horovod",
        "network_error",
        "network_fabric",
        USER,
        "Got completion with error 12",
        r"""
        transport/net_ib.cu:781 WARN NET/IB : Got completion with error 12, opcode 1, len0, vendor err 129
        """,
        "Fails on every run; the reporter fixed it by removing a conflicting IB driver install: a "
        "node configuration problem that recurs until fixed.",
    ),
    real(
        GH + "uccl-project/uccl/issues/972",
        "uccl-project/uccl",
        "network_error",
        "network_fabric",
        USER,
        "status=2 (local QP operation error)",
        r"""
        [WARN chi-mi325x-pod2-098 1468470 1468470 pollOnce rdma/providers/ib_data_channel_impl.cc:202] pollOnce - channel_id: 4, CQE error, wr_id=3, status=2 (local QP operation error), opcode=1, byte_len=0, vendor_err=0x3, qp_num=0x2c91, wc_flags=0x0
        [WARN chi-mi325x-pod2-098 1468470 1468470 pollOnce rdma/providers/ib_data_channel_impl.cc:198] pollOnce - channel_id: 4, WR_FLUSH_ERR, qp_num=0x2c91
        [WARN chi-mi325x-pod2-098 1468470 1468470 pollOnce rdma/providers/ib_data_channel_impl.cc:202] pollOnce - channel_id: 3, CQE error, wr_id=2, status=2 (local QP operation error), opcode=1, byte_len=0, vendor_err=0x3, qp_num=0x2c29, wc_flags=0x0
        [WARN chi-mi325x-pod2-098 1468470 1468470 pollOnce rdma/providers/ib_data_channel_impl.cc:198] pollOnce - channel_id: 3, WR_FLUSH_ERR, qp_num=0x2c29
        """,
        "Deterministic: triggered by --num-iovs=128 on Broadcom NICs (a request shape the NIC rejects). "
        "Recurs with the same settings.",
    ),
    real(
        GH + "bubbliiiing/yolo3-pytorch/issues/83",
        "bubbliiiing/yolo3-pytorch",
        "cuda_error",
        "unknown",
        HUMAN,
        "an illegal memory access was encountered",
        r"""
        RuntimeError: CUDA error: an illegal memory access was encountered
        """,
        "A bare illegal memory access after several epochs; no hardware signature and no conclusion "
        "in the thread: ambiguous (user code or GPU).",
        ambiguous=True,
    ),
    real(
        GH + "pytorch/pytorch/issues/34220",
        "pytorch/pytorch",
        "cuda_error",
        "user_code",
        USER,
        "RuntimeError: CUDA error: an illegal memory access was encountered",
        r"""
        Traceback (most recent call last):
          File "/home/penuoz/Celldetection/train.py", line 34, in <module>
            loss_tmp += np.array(model.get_current_losses())
          File "/home/penuoz/Celldetection/models/base_model.py", line 152, in get_current_losses
            errors_ret.append(float(getattr(self, 'loss_' + name)))  # float(...) works for both scalar tensor and float number
        RuntimeError: CUDA error: an illegal memory access was encountered
        """,
        "Happens every time the batch size is above 1: deterministic, from the model code, not the GPU.",
        tag="bs",
    ),
    real(
        GH + "laughtervv/DepthAwareCNN/issues/12",
        "laughtervv/DepthAwareCNN",
        "cuda_error",
        "unknown",
        HUMAN,
        "cuda runtime error (77)",
        r"""
        RuntimeError: cuda runtime error (77) : an illegal memory access was encountered at /pytorch/aten/src/THC/generic/THCTensorCopy.c:20
        """,
        "Illegal memory access during training with custom CUDA ops; others see it too, nothing concluded: "
        "ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "yewzijian/RegTR/issues/33",
        "yewzijian/RegTR",
        "cuda_error",
        "unknown",
        HUMAN,
        "CUDA error: an illegal memory access was encountered",
        r"""
        06/26 18:54:31 [ERROR] trainer - <class 'RuntimeError'> at trainer.py:101 - CUDA error: an illegal memory access was encountered
        CUDA kernel errors might be asynchronously reported at some other API call,so the stacktrace below might be incorrect.
        For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
        """,
        "A bare illegal memory access, no hardware line, no conclusion in the thread: ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "pytorch/pytorch/issues/21819",
        "pytorch/pytorch",
        "cuda_error",
        "framework_bug",
        USER,
        "RuntimeError: CUDA error: an illegal memory access was encountered",
        r"""
        Warning : random due to idx  260258  pipeline data is None
        Traceback (most recent call last):
          File "./tools/../vision/apis/train.py", line 137, in <module>
            main()
          File "./tools/../vision/apis/train.py", line 131, in main
            experiment.run()
          File "/opt/conda/lib/python3.8/site-packages/training_engine/trainer/epoch_based_trainer.py", line 359, in train
            torch.stack([torch.sum(torch.stack(list(loss_dict.values()))) for loss_dict in loss_dicts]))
        RuntimeError: CUDA error: an illegal memory access was encountered
        CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
        For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
        """,
        "Thread: tied to the torch version (gone after changing torch releases); a software bug that "
        "recurs on the same stack, not a node fault.",
    ),
    real(
        GH + "lmzpai/roboMamba/issues/10",
        "lmzpai/roboMamba",
        "host_oom",
        "unknown",
        HUMAN,
        "failed (exitcode: -9)",
        r"""
        E0325 20:57:27.620000 2606 site-packages/torch/distributed/elastic/multiprocessing/api.py:869] failed (exitcode: -9) local_rank: 5 (pid: 2630) of binary: /root/miniconda3/bin/python
        Traceback (most recent call last):
          File "/root/miniconda3/bin/torchrun", line 8, in <module>
            sys.exit(main())
                     ^^^^^^
        torch.distributed.elastic.multiprocessing.errors.ChildFailedError:
        =====================================================
        test.py FAILED
        -----------------------------------------------------
        Failures:
          <NO_OTHER_FAILURES>
        """,
        "A bare SIGKILL (exit -9) with no kernel or scheduler OOM record and no conclusion: likely host "
        "OOM but unproven, ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "lzhxmu/CPPO/issues/6",
        "lzhxmu/CPPO",
        "host_oom",
        "unknown",
        HUMAN,
        "traceback : Signal 9 (SIGKILL)",
        r"""
        torch.distributed.elastic.multiprocessing.errors.ChildFailedError:
        ============================================================
        src/open_r1/grpo_gsm.py FAILED
        ------------------------------------------------------------
        Failures:
          <NO_OTHER_FAILURES>
        ------------------------------------------------------------
        Root Cause (first observed failure):
        [0]:
          time      : 2025-05-21_15:43:03
          host      : mlxlab115rp2n7682d40d9-20250521025625-6dyyd3-8nir8b-worker
          rank      : 0 (local_rank: 0)
          exitcode  : -9 (pid: 14750)
          error_file: <N/A>
          traceback : Signal 9 (SIGKILL) received by PID 14750
        ============================================================
        """,
        "torchrun's summary of a SIGKILL with no other evidence (no OOM-killer line): ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "meta-llama/llama/issues/706",
        "meta-llama/llama",
        "host_oom",
        "unknown",
        HUMAN,
        "failed (exitcode: -9)",
        r"""
        ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: -9) local_rank: 0 (pid: 333202) of binary: /home/akemid/llama/venv/bin/python3
        Traceback (most recent call last):
          File "/home/akemid/llama/venv/bin/torchrun", line 8, in <module>
            sys.exit(main())
        """,
        "SIGKILL while loading the model, no OOM record in the excerpt; the label rests on the log: ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "apple/ml-recurrent-drafter/issues/5",
        "apple/ml-recurrent-drafter",
        "host_oom",
        "unknown",
        HUMAN,
        "exitcode  : -9 (pid: 3309)",
        r"""
        torch.distributed.elastic.multiprocessing.errors.ChildFailedError:
        =====================================================
        recurrent_drafting/cmd/train.py FAILED
        -----------------------------------------------------
        Failures:
          <NO_OTHER_FAILURES>
        -----------------------------------------------------
        Root Cause (first observed failure):
        [0]:
          time      : 2024-09-09_09:36:56
          host      : f5735d9ffd4f
          rank      : 7 (local_rank: 7)
          exitcode  : -9 (pid: 3309)
          error_file: <N/A>
        """,
        "A bare SIGKILL in torchrun's summary; nothing concluded in the thread: ambiguous.",
        ambiguous=True,
    ),
]
