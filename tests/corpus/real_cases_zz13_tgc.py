# ruff: noqa
"""Real excerpts, batch ZZ13-TGC: held-out (test-fold) failures of GPU training and inference jobs
(NCCL errors and timeouts, NVLink and driver faults, CUDA errors and device-side asserts, device
and host out-of-memory, killed workers, loading errors), gathered from GitHub issue and pull-request
threads of large repositories already in the corpus whose `fold_of(repo)` is "test": pytorch/pytorch,
NVIDIA/nccl, huggingface/transformers, huggingface/trl, ray-project/ray,
NVIDIA/open-gpu-kernel-modules, sgl-project/sglang and pytorch/torchtitan (threads not used before).
Found with the stored issue search, taken as the searches returned them, not picked for what
crashcart can do; nobody ran crashcart on them before they were labelled. Verbatim log lines as
printed in each thread (trimmed to the relevant part); labelled from what each thread concluded, or
from the log where it concluded nothing (the notes say which)."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    # --- NVIDIA/open-gpu-kernel-modules ---------------------------------------------------------------
    real(
        GH + "NVIDIA/open-gpu-kernel-modules/issues/1118",
        "NVIDIA/open-gpu-kernel-modules",
        "nvlink_error",
        "node_hardware",
        CORDON,
        "NVLink: fatal error detected on link 8",
        r"""
        192.168.11.119: kern: warning: [2026-04-22T21:25:20.458998481Z]: NVRM: GPU at PCI:0000:48:00: GPU-5fc0bcec-c2e1-38dc-8994-2a9f9f3b709e
        192.168.11.119: kern:     err: [2026-04-22T21:25:20.466440686Z]: nvidia-nvswitch1: SXid (PCI:0000:aa:00.0): 24007, Severity 1 Engine instance 12 Sub-engine instance 00
        192.168.11.119: kern: warning: [2026-04-22T21:25:20.473962892Z]: NVRM: GPU Board Serial Number: 1563521020414
        192.168.11.119: kern:     err: [2026-04-22T21:25:20.500049682Z]: nvidia-nvswitch1: SXid (PCI:0000:aa:00.0): 24007, Data {0x10000000, 0x10008100, 0x10000000, 0x10008100, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000}
        192.168.11.119: kern: warning: [2026-04-22T21:25:20.505406921Z]: NVRM: Xid (PCI:0000:48:00): 62, 00002740 00002b08 00001126 0000117a 0000279f 0002a91a 00000011 00000000
        192.168.11.119: kern: warning: [2026-04-22T21:25:20.560106789Z]: NVRM: Xid (PCI:0000:48:00): 45, pid=22884, name=VLLM::Worker, channel 0x0000000a
        192.168.11.119: kern: warning: [2026-04-22T21:25:20.560271408Z]: NVRM: Xid (PCI:0000:48:00): 45, pid=22884, name=VLLM::Worker, channel 0x0000000b
        192.168.11.119: kern: warning: [2026-04-22T21:26:20.599488292Z]: NVRM: Xid (PCI:0000:48:00): 45, pid=22884, name=VLLM::Worker, channel 0x00000010 caused by previous Xid 45
        192.168.11.119: kern: warning: [2026-04-22T21:26:20.599595837Z]: NVRM: Xid (PCI:0000:48:00): 45, pid=22884, name=VLLM::Worker, channel 0x00000011 caused by previous Xid 45
        192.168.11.119: kern: warning: [2026-04-22T21:26:20.599716692Z]: NVRM: Xid (PCI:0000:48:00): 74, pid=22884, name=VLLM::Worker_TP, NVLink: fatal error detected on link 8(0x0, 0x0, 0x10000, 0x0, 0x0, 0x0, 0x0)
        192.168.11.119: kern: warning: [2026-04-22T21:26:20.695845708Z]: NVRM: Xid (PCI:0000:48:00): 154, GPU recovery action changed from 0x0 (None) to 0x1 (GPU Reset Required)
        192.168.11.119: kern: warning: [2026-04-22T21:27:51.261401334Z]: NVRM: _kgspLogXid119: ********************************* GSP Timeout **********************************
        192.168.11.119: kern: warning: [2026-04-22T21:27:51.271840481Z]: NVRM: _kgspLogXid119: Note: Please also check logs above.
        """,
        "Loading a large model with vLLM (tensor parallel over 8x A100 SXM4) on a Talos node: the "
        "NVSwitch reports SXid 24007, GPU 0000:48:00 logs Xid 62/45, then a fatal NVLink error on link 8 "
        "(Xid 74), 'GPU Reset Required' (Xid 154) and GSP timeouts. The reporter later deployed the same "
        "model on another node with identical hardware and it worked; they concluded that this node's "
        "NVLink is faulty. The first four lines are from this issue's description as read; the Xid "
        "62/45/74/154 and GSP-timeout lines that follow come from the same block (same host and "
        "timestamps) as the reporter pasted it verbatim in vllm-project/vllm#40652 and in a comment on "
        "this repository's #446. A fatal NVLink Xid on one node: cordon it.",
        culprit={"nodes": ["192.168.11.119"], "ranks": []},
    ),
    # --- pytorch/pytorch ----------------------------------------------------------------------------
    real(
        GH + "pytorch/pytorch/issues/37004",
        "pytorch/pytorch",
        "os_error",
        "user_code",
        USER,
        "NCCL WARN Call to shm_open failed : Permission denied",
        r"""
        node08:27106:27302 [0] include/shm.h:27 NCCL WARN Call to shm_open failed : Permission denied
        node08:27106:27302 [0] NCCL INFO include/shm.h:41 -> 2
        node08:27106:27302 [0] include/shm.h:48 NCCL WARN Error while creating shared memory segment nccl-shm-recv-b7948f403864987a-0-3-0 (size 4460544)
        RuntimeError: NCCL error in ProcessGroupNCCL.cpp:290, unhandled system error
        """,
        "Single-node DDP training on 4 GPUs (PyTorch 1.2) fails with 'unhandled system error'; with "
        "NCCL_DEBUG=INFO NCCL shows shm_open failing with Permission denied on /dev/shm. The reporter "
        "fixed it with 'chmod 777 /dev/shm' and the maintainers agreed the message comes from NCCL. A "
        "permission problem of the host's shared-memory mount: every launch fails the same way until it "
        "is fixed.",
        culprit={"nodes": ["node08"], "ranks": []},
    ),
    real(
        GH + "pytorch/pytorch/issues/118369",
        "pytorch/pytorch",
        "nccl_timeout",
        "unknown",
        HUMAN,
        "[E ProcessGroupNCCL.cpp:458] [Rank 0] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=96120",
        r"""
        Epoch 0:   6%|██                               | 32040/500150 [6:28:43<94:39:17,  1.37it/s, loss=2.6, v_num=95nc, reduced_train_loss=2.590, global_step=3.2e+4, consumed_samples=2.56e+7][E ProcessGroupNCCL.cpp:458] [Rank 0] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=96120, OpType=ALLREDUCE, Timeout(ms)=1800000) ran for 25624887 milliseconds before timing out.
        [E ProcessGroupNCCL.cpp:458] [Rank 0] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=96117, OpType=ALLREDUCE, Timeout(ms)=1800000) ran for 25625613 milliseconds before timing out.
        [E ProcessGroupNCCL.cpp:458] [Rank 0] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=96125, OpType=ALLREDUCE, Timeout(ms)=1800000) ran for 25625593 milliseconds before timing out.
        [E ProcessGroupNCCL.cpp:458] [Rank 0] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=96125, OpType=ALLREDUCE, Timeout(ms)=1800000) ran for 25625593 milliseconds before timing out.
        [E ProcessGroupNCCL.cpp:458] [Rank 7] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=64088, OpType=ALLREDUCE, Timeout(ms)=1800000) ran for 25625251 milliseconds before timing out.
        """,
        "A commenter's NeMo/Lightning run stops after 6.5 hours of training (step 32040) and the NCCL "
        "watchdogs report all-reduces that ran for 7 hours against a 30-minute timeout, with sequence "
        "numbers that differ between ranks. They asked how to debug it; the open thread gives no cause. "
        "Watchdog timeouts with no root cause in the log: a human has to look.",
        ambiguous=True,
    ),
    real(
        GH + "pytorch/pytorch/issues/111187",
        "pytorch/pytorch",
        "cuda_error",
        "framework_bug",
        USER,
        "Cuda failure 'invalid argument'",
        r"""
        ncclUnhandledCudaError: Call to CUDA function failed.
        Last error:
        Cuda failure 'invalid argument'
        Traceback (most recent call last):
          File "/mnt/c/Users/marco/Desktop/finetunegpl/LLaMA-Efficient-Tuning/src/train_bash.py", line 14, in <module>
            main()
          File "/mnt/c/Users/marco/Desktop/finetunegpl/LLaMA-Efficient-Tuning/src/train_bash.py", line 5, in main
            run_exp()
          File "/mnt/c/Users/marco/Desktop/finetunegpl/LLaMA-Efficient-Tuning/src/llmtuner/tuner/tune.py", line 26, in run_exp
            run_sft(model_args, data_args, training_args, finetuning_args, generating_args, callbacks)
          File "/mnt/c/Users/marco/Desktop/finetunegpl/LLaMA-Efficient-Tuning/src/llmtuner/tuner/sft/workflow.py", line 29, in run_sft
            dataset = preprocess_dataset(dataset, tokenizer, data_args, training_args, stage="sft")
          File "/mnt/c/Users/marco/Desktop/finetunegpl/LLaMA-Efficient-Tuning/src/llmtuner/dsets/preprocess.py", line 216, in preprocess_dataset
            with training_args.main_process_first(desc="dataset map pre-processing"):
        """,
        "DDP fine-tuning on two RTX 3090 Ti under WSL fails at the first barrier with NCCL's unhandled "
        "CUDA error 'invalid argument' (torch.distributed.DistBackendError in the title). The same "
        "reporter's NCCL issue (NVIDIA/nccl#1024) was answered by the NCCL maintainers as a known bug "
        "fixed in NCCL 2.18.6, and this thread later recommends PyTorch 2.2, whose wheels ship the "
        "updated NCCL. A library defect that recurs on every launch until NCCL is upgraded.",
    ),
    # --- NVIDIA/nccl ---------------------------------------------------------------------------------
    real(
        GH + "NVIDIA/nccl/issues/976",
        "NVIDIA/nccl",
        "nvlink_error",
        "node_hardware",
        HUMAN,
        "transport/nvls.cc:165 NCCL WARN Cuda failure 'invalid argument'",
        r"""
        NCCL version 2.18.5+cuda12.2
        ...
        transport/nvls.cc:165 NCCL WARN Cuda failure 'invalid argument'
        NCCL INFO transport/nvls.cc:324 -> 1
        NCCL INFO init.cc:1093 -> 1
        NCCL INFO init.cc:1358 -> 1
        NCCL INFO init.cc:1598 -> 1
        """,
        "On an H100 NVSwitch system every NCCL job with three or more GPUs fails at communicator init "
        "in the NVLS (NVLink SHARP) setup with 'invalid argument', after a software update (CUDA 12.2, "
        "driver 535). The NCCL maintainer: this usually happens when nv-fabricmanager was restarted "
        "while processes still held GPU resources, and rebooting the node is the easiest fix. The node's "
        "NVLink fabric state is broken until an admin reboots or resets it; the log names no host, so "
        "it goes to a human rather than to an automatic cordon.",
    ),
    # --- sgl-project/sglang --------------------------------------------------------------------------
    real(
        GH + "sgl-project/sglang/issues/27670",
        "sgl-project/sglang",
        "cuda_oom",
        "user_code",
        USER,
        "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 150.00 MiB.",
        r"""
        torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 150.00 MiB. GPU 0 has a total capacity of 23.52 GiB of which 125.38 MiB is free. Process 5658 has 386.00 MiB memory in use. Including non-PyTorch memory, this process has 22.98 GiB memory in use. Of the allocated memory 17.72 GiB is allocated by PyTorch, and 213.98 MiB is reserved by PyTorch but unallocated. If reserved but unallocated memory is large try setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  See documentation for Memory Management  (https://docs.pytorch.org/docs/stable/notes/cuda.html#optimizing-memory-usage-with-pytorch-cuda-alloc-conf)
        [06-09 17:31:47] Rank 0 scheduler is dead. Please check if there are relevant logs.
        [06-09 17:31:49] Exit code: 1
        Traceback (most recent call last):
          File "/root/autodl-tmp/sglang-env/bin/sglang", line 10, in <module>
            sys.exit(main())
                     ^^^^^^
          File "/root/autodl-tmp/sglang-env/lib/python3.12/site-packages/sglang/cli/main.py", line 40, in main
            serve(args, extra_argv)
          File "/root/autodl-tmp/sglang-env/lib/python3.12/site-packages/sglang/cli/serve.py", line 120, in serve
            execute_serve_cmd(parsed_args, remaining_argv)
        """,
        "Starting an SGLang diffusion server with a nunchaku-quantised model on a 24 GB GPU: the "
        "scheduler runs out of GPU memory while loading and the server exits. Both offline and online "
        "quantisation failed the same way; a later issue by the same reporter (#29833) found that the "
        "quantisation config was not picked up, so the unquantised weights were loaded and did not fit. Device OOM "
        "from the launch configuration: recurs until the user changes it.",
    ),
    # --- huggingface/transformers ---------------------------------------------------------------------
    real(
        GH + "huggingface/transformers/issues/20082",
        "huggingface/transformers",
        "model_loading_error",
        "user_code",
        USER,
        "RuntimeError: Error(s) in loading state_dict for OPTForCausalLM:",
        r"""
        RuntimeError: Error(s) in loading state_dict for OPTForCausalLM:
                size mismatch for model.decoder.embed_tokens.weight: copying a param with shape torch.Size([0]) from checkpoint, the shape in current model is torch.Size([50272, 2560]).
                size mismatch for model.decoder.embed_positions.weight: copying a param with shape torch.Size([0]) from checkpoint, the shape in current model is torch.Size([2050, 2560]).
                size mismatch for model.decoder.layers.0.self_attn.k_proj.weight: copying a param with shape torch.Size([0]) from checkpoint, the shape in current model is torch.Size([2560, 2560]).
                size mismatch for model.decoder.layers.0.self_attn.v_proj.weight: copying a param with shape torch.Size([0]) from checkpoint, the shape in current model is torch.Size([2560, 2560]).
                size mismatch for model.decoder.layers.0.self_attn.q_proj.weight: copying a param with shape torch.Size([0]) from checkpoint, the shape in current model is torch.Size([2560, 2560]).
                size mismatch for model.decoder.layers.0.self_attn.out_proj.weight: copying a param with shape torch.Size([0]) from checkpoint, the shape in current model is torch.Size([2560, 2560]).
        """,
        "An OPT model fine-tuned with run_clm_no_trainer.py under accelerate + DeepSpeed ZeRO stage 3 "
        "(optimizer offload) trains normally, but loading the saved weights fails: every parameter in "
        "the file has shape [0], i.e. the checkpoint holds ZeRO-3 partition placeholders instead of "
        "gathered weights (ZeRO stage 2 saves load fine, per the report). A checkpoint written the wrong "
        "way for ZeRO-3: loading it fails every time until it is re-saved or consolidated, so the user "
        "has to act.",
    ),
    real(
        GH + "pytorch/pytorch/issues/150852",
        "pytorch/pytorch",
        "cuda_error",
        "framework_bug",
        USER,
        "transport/nvls.cc:254 NCCL WARN Cuda failure 1 'invalid argument'",
        r"""
        [2025-04-08 08:39:46] devgpu263:589012:591652 [0] transport/nvls.cc:254 NCCL WARN Cuda failure 1 'invalid argument'
        devgpu263:589012:591652 [0] NCCL INFO transport/nvls.cc:409 -> 1
        devgpu263:589012:591652 [0] NCCL INFO init.cc:1141 -> 1
        devgpu263:589012:591652 [0] NCCL INFO init.cc:1409 -> 1
        devgpu263:589012:591652 [0] NCCL INFO group.cc:75 -> 1 [Async thread]
        devgpu263:589012:589012 [0] NCCL INFO group.cc:422 -> 1
        devgpu263:589012:589012 [0] NCCL INFO group.cc:581 -> 1
        devgpu263:589012:589012 [0] NCCL INFO init.cc:1836 -> 1
        [rank0]: Traceback (most recent call last):
        [rank0]:   File "/home/kw2501/local/driver_12.2/repro.py", line 12, in <module>
        [rank0]:     dist.all_reduce(x)
        [rank0]:   File "/home/kw2501/.conda/envs/titan/lib/python3.10/site-packages/torch/distributed/c10d_logger.py", line 81, in wrapper
        [rank0]:     return func(*args, **kwargs)
        [rank0]:   File "/home/kw2501/.conda/envs/titan/lib/python3.10/site-packages/torch/distributed/distributed_c10d.py", line 2868, in all_reduce
        [rank0]:     work = group.allreduce([tensor], opts)
        [rank0]: torch.distributed.DistBackendError: NCCL error in: /pytorch/torch/csrc/distributed/c10d/NCCLUtils.cpp:77, unhandled cuda error (run with NCCL_DEBUG=INFO for details), NCCL version 2.26.2
        """,
        "A PyTorch distributed maintainer reports that nightly builds (torch 2.8 dev, bundled NCCL 2.26.2) "
        "fail at the first all-reduce on a host with a CUDA 12.2 driver: NCCL's NVLS setup gets 'invalid "
        "argument' from the driver during communicator init. The issue is the library/driver "
        "combination (the title: on a 12.2 driver), not the node's health; every launch on that stack "
        "fails the same way until the driver or the NCCL build changes.",
    ),
    # --- huggingface/trl ----------------------------------------------------------------------------
    real(
        GH + "huggingface/trl/pull/2776",
        "huggingface/trl",
        "cuda_oom",
        "user_code",
        USER,
        "[rank0]: torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 130.00 MiB.",
        r"""
        [rank0]:   File "/home/export/base/sc100010/sc100010/.conda/envs/torch/lib/python3.10/site-packages/torch/optim/optimizer.py", line 487, in wrapper
        [rank0]:     out = func(*args, **kwargs)
        [rank0]:   File "/home/export/base/sc100010/sc100010/.conda/envs/torch/lib/python3.10/site-packages/torch/optim/optimizer.py", line 91, in _use_grad
        [rank0]:     ret = func(self, *args, **kwargs)
        [rank0]:   File "/home/export/base/sc100010/sc100010/.conda/envs/torch/lib/python3.10/site-packages/torch/optim/adamw.py", line 220, in step
        [rank0]:     adamw(
        [rank0]:   File "/home/export/base/sc100010/sc100010/.conda/envs/torch/lib/python3.10/site-packages/torch/optim/optimizer.py", line 154, in maybe_fallback
        [rank0]:     return func(*args, **kwargs)
        [rank0]:   File "/home/export/base/sc100010/sc100010/.conda/envs/torch/lib/python3.10/site-packages/torch/optim/adamw.py", line 782, in adamw
        [rank0]:     func(
        [rank0]:   File "/home/export/base/sc100010/sc100010/.conda/envs/torch/lib/python3.10/site-packages/torch/optim/adamw.py", line 606, in _multi_tensor_adamw
        [rank0]:     exp_avg_sq_sqrt = torch._foreach_sqrt(device_exp_avg_sqs)
        [rank0]: torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 130.00 MiB. GPU 0 has a total capacity of 94.99 GiB of which 87.19 MiB is free.
        """,
        "In the thread of the PR that redefined GRPO's per-device batch size to save memory, a user "
        "training GRPO with vLLM reports running out of GPU memory (95 GiB GPUs) in the AdamW step after "
        "a few steps. No hardware or driver line; a device OOM of the "
        "training configuration (model size, generations per device, memory split with vLLM): it "
        "recurs until the user changes the configuration.",
    ),
    real(
        GH + "huggingface/trl/issues/3901",
        "huggingface/trl",
        "runtime_error",
        "framework_bug",
        USER,
        "[rank1]: KeyError: 'images'",
        r"""
        [rank1]:   File "/usr/local/lib/python3.12/dist-packages/torch/utils/data/dataloader.py", line 734, in __next__
        [rank1]:     data = self._next_data()
        [rank1]:            ^^^^^^^^^^^^^^^^^
        [rank1]:   File "/usr/local/lib/python3.12/dist-packages/torch/utils/data/dataloader.py", line 790, in _next_data
        [rank1]:     data = self._dataset_fetcher.fetch(index)  # may raise StopIteration
        [rank1]:            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
        [rank1]:   File "/usr/local/lib/python3.12/dist-packages/torch/utils/data/_utils/fetch.py", line 55, in fetch
        [rank1]:     return self.collate_fn(data)
        [rank1]:            ^^^^^^^^^^^^^^^^^^^^^
        [rank1]:   File "/workspace/transformers/src/transformers/data/data_collator.py", line 46, in __call__
        [rank1]:     return self.torch_call(features)
        [rank1]:            ^^^^^^^^^^^^^^^^^^^^^^^^^
        [rank1]:   File "/workspace/trl/trl/trainer/sft_trainer.py", line 344, in torch_call
        [rank1]:     images = [example["images"] for example in examples]
        [rank1]:               ~~~~~~~^^^^^^^^^^
        [rank1]: KeyError: 'images'
        """,
        "TRL's own sft_gemma3.py example, launched with accelerate and DeepSpeed ZeRO-3, fails in the "
        "first batch: the vision-language collator expects an 'images' column the example's dataset does "
        "not provide. Labelled a bug by the maintainers and closed; the example and the collator of that "
        "version disagree, so every launch fails the same way until the code is fixed or updated.",
    ),
    # --- pytorch/torchtitan --------------------------------------------------------------------------
    real(
        GH + "pytorch/torchtitan/issues/651",
        "pytorch/torchtitan",
        "model_loading_error",
        "framework_bug",
        USER,
        "[rank0]: _pickle.UnpicklingError: Weights only load failed.",
        r"""
        [rank0]: Check the documentation of torch.load to learn more about types accepted by default with weights_only https://pytorch.org/docs/stable/generated/torch.load.html.
        [rank0]: Traceback (most recent call last): (RANK 2)
        [rank0]:   File "/opt/venv/lib/python3.10/site-packages/torch/distributed/checkpoint/utils.py", line 248, in all_gather
        [rank0]:     result = map_fun()
        [rank0]:   File "/opt/venv/lib/python3.10/site-packages/torch/distributed/checkpoint/logger.py", line 83, in wrapper
        [rank0]:     result = func(*args, **kwargs)
        [rank0]:   File "/opt/venv/lib/python3.10/site-packages/torch/distributed/checkpoint/state_dict_loader.py", line 228, in read_data
        [rank0]:     all_reads = storage_reader.read_data(final_local_plan, planner)
        [rank0]:   File "/opt/venv/lib/python3.10/site-packages/torch/distributed/checkpoint/filesystem.py", line 655, in read_data
        [rank0]:     torch.load(
        [rank0]:   File "/opt/venv/lib/python3.10/site-packages/torch/serialization.py", line 1359, in load
        [rank0]:     raise pickle.UnpicklingError(_get_wo_message(str(e))) from None
        [rank0]: _pickle.UnpicklingError: Weights only load failed. This file can still be loaded, to do so you have two options, do those steps only if you trust the source of the checkpoint.
        """,
        "Resuming a torchtitan run trained with Float8 linears from its DCP checkpoint fails on every "
        "rank: torch.load with weights_only refuses the torchao Float8 tensor subclass the checkpoint "
        "contains. Labelled a bug; torchtitan's later 'Fix intermediate Float8 checkpoint loading' PR "
        "describes exactly this (torchao's tensor type is not on the safe-to-unpickle list). A "
        "deterministic loading failure of the library: restarting from the same checkpoint fails again "
        "until the code is fixed.",
    ),
    real(
        GH + "pytorch/torchtitan/issues/2184",
        "pytorch/torchtitan",
        "nan_or_value_error",
        "framework_bug",
        USER,
        "ValueError: Mesh 'tp' is not available.",
        r"""
            File "/home/danvm/torchtitan/torchtitan/train.py", line 256, in __init__
              model = self.train_spec.parallelize_fn(model, parallel_dims, job_config)
            File "/home/danvm/torchtitan/torchtitan/models/llama4/infra/parallelize.py", line 138, in parallelize_llama
              tp_mesh = parallel_dims.get_mesh("tp")
            File "/home/danvm/torchtitan/torchtitan/distributed/parallel_dims.py", line 273, in get_mesh
              raise ValueError(
              ...<2 lines>...
              )
          ValueError: Mesh 'tp' is not available. Ensure the corresponding parallelism dimension is enabled (size > 1).
        """,
        "Training Llama 4 (17Bx16E) with torchtitan on 4 GPUs with FSDP and expert parallelism but "
        "tensor_parallel_degree=1 fails while parallelising the model: the code asks for a 'tp' mesh "
        "that does not exist. The reporter (a contributor) traced it to a recent change in "
        "llama4/parallelize.py; the issue, labelled a bug, was closed. A deterministic code error at "
        "start-up: recurs on every launch until the code changes.",
    ),
    real(
        GH + "pytorch/pytorch/issues/8976",
        "pytorch/pytorch",
        "dataloader_killed",
        "user_code",
        USER,
        "RuntimeError: DataLoader worker (pid 1817) is killed by signal: Killed.",
        r"""
        Traceback (most recent call last):
          File "/public/home/wl_ligexian/anaconda3/envs/py38/lib/python3.8/site-packages/torch/utils/data/dataloader.py", line 1133, in _try_get_data
            data = self._data_queue.get(timeout=timeout)
          File "/public/home/wl_ligexian/anaconda3/envs/py38/lib/python3.8/queue.py", line 179, in get
            self.not_empty.wait(remaining)
          File "/public/home/wl_ligexian/anaconda3/envs/py38/lib/python3.8/threading.py", line 306, in wait
            gotit = waiter.acquire(True, timeout)
          File "/public/home/wl_ligexian/anaconda3/envs/py38/lib/python3.8/site-packages/torch/utils/data/_utils/signal_handling.py", line 66, in handler
            _error_if_any_worker_fails()
        RuntimeError: DataLoader worker (pid 1817) is killed by signal: Killed.

        The above exception was the direct cause of the following exception:

        Traceback (most recent call last):
          File "train_meta.py", line 131, in <module>
            val_loader=[x for x in val_loader]
          File "train_meta.py", line 131, in <listcomp>
            val_loader=[x for x in val_loader]
          File "/public/home/wl_ligexian/anaconda3/envs/py38/lib/python3.8/site-packages/torch/utils/data/dataloader.py", line 634, in __next__
            data = self._next_data()
        """,
        "A commenter on the long-running 'DataLoader worker is killed by signal: Killed' thread: their "
        "training script materialises the whole validation loader into a Python list at start-up "
        "(val_loader=[x for x in val_loader]) and a worker is SIGKILLed, typically the kernel's OOM "
        "killer reclaiming host memory. Label rests on the log and the labelling rules: a DataLoader "
        "worker killed while the script holds the whole dataset in memory, which recurs with the same "
        "code and data until the user changes them (fewer workers, no materialised loader).",
    ),
    real(
        GH + "pytorch/pytorch/issues/86483",
        "pytorch/pytorch",
        "model_loading_error",
        "framework_bug",
        USER,
        "torch.distributed._shard.checkpoint.api.CheckpointException: CheckpointException ranks:dict_keys([0, 1, 2, 3])",
        r"""
        Traceback (most recent call last):
          File "/opt/conda/envs/pytorch/lib/python3.9/site-packages/torch/distributed/fsdp/fully_sharded_data_parallel.py", line 2153, in state_dict_type
            yield
          File "/home/ubuntu/transformer_framework/model_checkpointing/checkpoint_handler.py", line 67, in load_model_sharded
            dist_cp.load_state_dict(
          File "/opt/conda/envs/pytorch/lib/python3.9/site-packages/torch/distributed/_shard/checkpoint/state_dict_loader.py", line 99, in load_state_dict
            central_plan = distW.reduce_scatter("plan", local_step, global_step)
          File "/opt/conda/envs/pytorch/lib/python3.9/site-packages/torch/distributed/_shard/checkpoint/utils.py", line 162, in reduce_scatter
            raise result
        torch.distributed._shard.checkpoint.api.CheckpointException: CheckpointException ranks:dict_keys([0, 1, 2, 3])
        Traceback (most recent call last): (RANK 0)
          File "/opt/conda/envs/pytorch/lib/python3.9/site-packages/torch/distributed/_shard/checkpoint/utils.py", line 140, in reduce_scatter
            local_data = map_fun()
          File "/opt/conda/envs/pytorch/lib/python3.9/site-packages/torch/distributed/_shard/checkpoint/state_dict_loader.py", line 89, in local_step
            local_plan = planner.create_local_plan()
        """,
        "Loading a SHARDED_STATE_DICT checkpoint saved by FSDP back into a 4-GPU FSDP model fails on "
        "all four ranks during load planning (the title: an assertion 'prev_state_dict_type is not "
        "None' inside FSDP). Filed by a PyTorch developer against FSDP's sharded-state-dict loading, "
        "triaged and closed. Label rests on the log and the report: a deterministic defect of the "
        "library's checkpoint-loading path, met again on every restart from that checkpoint until the "
        "code changes.",
    ),
    real(
        GH + "NVIDIA/nccl/issues/1029",
        "NVIDIA/nccl",
        "cuda_error",
        "unknown",
        HUMAN,
        "rdma-test-gpu-worker-1: Cuda failure 'initialization error'",
        r"""
        rdma-test-gpu-worker-1:   File "/usr/local/lib/python3.10/dist-packages/torch/distributed/distributed_c10d.py", line 3665, in barrier
        rdma-test-gpu-worker-1:     work = default_pg.barrier(opts=opts)
        rdma-test-gpu-worker-1: torch.distributed.DistBackendError: NCCL error in: /opt/pytorch/pytorch/torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1197, unhandled cuda error (run with NCCL_DEBUG=INFO for details), NCCL version 2.18.3
        rdma-test-gpu-worker-1: ncclUnhandledCudaError: Call to CUDA function failed.
        rdma-test-gpu-worker-1: Last error:
        rdma-test-gpu-worker-1: Cuda failure 'initialization error'
        rdma-test-gpu-worker-1: Traceback (most recent call last):
        rdma-test-gpu-worker-1:   File "/mnt/nas/workspace/tuning/src/train_bash.py", line 14, in <module>
        rdma-test-gpu-worker-1: Traceback (most recent call last):
        rdma-test-gpu-worker-1:   File "/mnt/nas/workspace/tuning/src/train_bash.py", line 14, in <module>
        rdma-test-gpu-worker-1:     main()
        rdma-test-gpu-worker-1:   File "/mnt/nas/workspace/tuning/src/train_bash.py", line 5, in main
        rdma-test-gpu-worker-1:     run_exp()
        rdma-test-gpu-worker-1:   File "/mnt/nas/workspace/tuning/src/llmtuner/tuner/tune.py", line 26, in run_exp
        """,
        "A multi-node LLaMA-Efficient-Tuning run over RDMA (pdsh-style host prefixes) fails at the first "
        "barrier on worker rdma-test-gpu-worker-1: NCCL's call into CUDA returns 'initialization error'. "
        "The thread, as read, records no diagnosis. Label rests on the log: a CUDA initialisation "
        "failure on one worker with no driver or hardware line to say whether the node, the container "
        "or the process set-up is at fault; a human has to look at that worker.",
        culprit={"nodes": ["rdma-test-gpu-worker-1"], "ranks": []},
        ambiguous=True,
    ),
    real(
        GH + "NVIDIA/nccl/issues/952",
        "NVIDIA/nccl",
        "connection_error",
        "unknown",
        HUMAN,
        "NCCL WARN socketProgress: Connection closed by remote peer",
        r"""
        <cluster_name>:922:1158 [3] NCCL INFO misc/socket.cc:567 -> 2
        <cluster_name>:922:1158 [3] NCCL INFO misc/socket.cc:586 -> 2
        <cluster_name>:922:1158 [3] NCCL INFO transport/net_socket.cc:336 -> 2
        <cluster_name>:922:1158 [3] NCCL INFO transport/net.cc:592 -> 2
        <cluster_name>:922:1158 [3] NCCL INFO proxy.cc:1306 -> 2

        <cluster_name>:922:1158 [3] proxy.cc:1485 NCCL WARN [Service thread] Error encountered progressing operation=Connect, res=2, closing connection

        <cluster_name>:922:1158 [3] proxy.cc:1519 NCCL WARN [Proxy Service 11] Failed to execute operation Connect from rank 11, retcode 2

        <cluster_name>:922:1149 [3] misc/socket.cc:49 NCCL WARN socketProgress: Connection closed by remote peer <cluster_name>.ibnet<53735>
        """,
        "A multi-node training run whose NCCL finds no InfiniBand device ('NET/IB : No device found', "
        "the title) and falls back to sockets; setting up the socket connections between nodes then "
        "fails with the remote peer closing the connection. The open thread, as read, reached no "
        "conclusion. A connection failure with no root cause in the log (a missing IB set-up, a peer "
        "that died first, or the network): a human has to look.",
        ambiguous=True,
    ),
    # --- sgl-project/sglang (more) -------------------------------------------------------------------
    real(
        GH + "sgl-project/sglang/issues/22987",
        "sgl-project/sglang",
        "cuda_error",
        "unknown",
        HUMAN,
        "Process group watchdog thread terminated with exception: CUDA error: an illegal memory access was encountered",
        r"""
        [rank3]:[E416 13:29:57.332110411 ProcessGroupNCCL.cpp:2057] [PG ID 2 PG GUID 3 Rank 3] Process group watchdog thread terminated with exception: CUDA error: an illegal memory access was encountered
        Search for `cudaErrorIllegalAddress' in [https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html](https://www.google.com/url?sa=D&q=https%3A%2F%2Fdocs.nvidia.com%2Fcuda%2Fcuda-runtime-api%2Fgroup__CUDART__TYPES.html) for more information.
        CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
        For debugging consider passing CUDA_LAUNCH_BLOCKING=1
        Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.
        """,
        "Serving Kimi K2 Thinking (NVFP4) with the SGLang v0.5.10.post1 image: the server crashes with an "
        "illegal memory access caught by rank 3's NCCL watchdog, as in the same reporter's earlier issue "
        "with another SGLang version; customer traffic cannot be replayed to find the request. The issue "
        "is open without a diagnosis. A bare illegal memory access with no Xid or ECC line: it may be a "
        "kernel bug triggered by some requests or the GPU, so a human has to look (rank 3 is the one "
        "that reported it).",
        culprit={"nodes": [], "ranks": [3]},
        ambiguous=True,
    ),
    real(
        GH + "sgl-project/sglang/issues/4547",
        "sgl-project/sglang",
        "cuda_oom",
        "user_code",
        USER,
        "RuntimeError: CUDA error: out of memory",
        r"""
        Traceback (most recent call last):
          File "/mnt/dolphinfs/hdd_pool/docker/user/hadoop-aipnlp/INS/ruanjunhao04/env/rjh/lib/python3.12/site-packages/sglang/srt/managers/tp_worker_overlap_thread.py", line 111, in forward_thread_func
            with torch.get_device_module(self.device).stream(self.forward_stream):
                 ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
          File "/mnt/dolphinfs/hdd_pool/docker/user/hadoop-aipnlp/INS/ruanjunhao04/env/rjh/lib/python3.12/site-packages/torch/cuda/__init__.py", line 595, in __exit__
            torch.cuda.set_stream(self.src_prev_stream)  # type: ignore[arg-type]
            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
          File "/mnt/dolphinfs/hdd_pool/docker/user/hadoop-aipnlp/INS/ruanjunhao04/env/rjh/lib/python3.12/site-packages/vllm/utils.py", line 928, in _patched_set_stream
            prev_set_stream(stream)
          File "/mnt/dolphinfs/hdd_pool/docker/user/hadoop-aipnlp/INS/ruanjunhao04/env/rjh/lib/python3.12/site-packages/torch/cuda/__init__.py", line 636, in set_stream
            _set_stream_by_id(
          File "/mnt/dolphinfs/hdd_pool/docker/user/hadoop-aipnlp/INS/ruanjunhao04/env/rjh/lib/python3.12/site-packages/torch/cuda/__init__.py", line 618, in _set_stream_by_id
            torch._C._cuda_setStream(
        RuntimeError: CUDA error: out of memory
        """,
        "Running a 1.5B model with SGLang on an 80 GB A100 fails in the overlap worker "
        "thread with 'CUDA error: out of memory'. The issue went stale without a diagnosis; the label "
        "rests on the log: the device ran out of memory for this configuration (memory fraction, "
        "batch, other processes on the GPU), which a restart with the same settings meets again.",
    ),
    real(
        GH + "sgl-project/sglang/issues/3424",
        "sgl-project/sglang",
        "nccl_timeout",
        "unknown",
        HUMAN,
        "Process group watchdog thread terminated with exception: [Rank 2] Watchdog caught collective operation timeout",
        r"""
          File "/home/miniconda3/envs/sglang/lib/python3.10/multiprocessing/process.py", line 314 in _bootstrap
          File "/home/miniconda3/envs/sglang/lib/python3.10/multiprocessing/spawn.py", line 129 in _main
          File "/home/miniconda3/envs/sglang/lib/python3.10/multiprocessing/spawn.py", line 116 in spawn_main
          File "<string>", line 1 in <module>
        [rank2]:[E210 02:06:33.394775308 ProcessGroupNCCL.cpp:1595] [PG ID 2 PG GUID 3 Rank 2] Process group watchdog thread terminated with exception: [Rank 2] Watchdog caught collective operation timeout: WorkNCCL(S
        eqNum=1522789, OpType=_ALLGATHER_BASE, NumelIn=298960, NumelOut=4783360, Timeout(ms)=600000) ran for 600094 milliseconds before timing out.
        Exception raised from checkTimeout at ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:618 (most recent call first):
        frame #0: c10::Error::Error(c10::SourceLocation, std::string) + 0x96 (0x7ff1b616c446 in /home/miniconda3/envs/sglang/lib/python3.10/site-packages/torch/lib/libc10.so)
        """,
        "DeepSeek-R1 served by SGLang across two H100 machines crashes occasionally: after 1.5 million "
        "collectives an all-gather times out after 10 minutes and the watchdog takes the process down "
        "(a Python stack dump precedes it). The thread, as read, records no cause. An occasional NCCL "
        "timeout with no root cause in the log (a stuck rank, a network stall or a kernel hang): a "
        "human has to look.",
        ambiguous=True,
    ),
    real(
        GH + "sgl-project/sglang/issues/3932",
        "sgl-project/sglang",
        "nccl_timeout",
        "unknown",
        HUMAN,
        "Timeout at NCCL work: 32, last enqueued NCCL work: 32, last completed NCCL work: 31.",
        r"""
        [2025-02-27T16:30:43.48675097Z] [rank3]:[E227 16:30:43.526290891 ProcessGroupNCCL.cpp:1785] [PG ID 2 PG GUID 3 Rank 3] Exception (either an error or timeout) detected by watchdog at work: 32, last enqueued NCCL work: 32, last completed NCCL work: 31.
         [rank3]:[E227 16:30:43.526301625 ProcessGroupNCCL.cpp:1834] [PG ID 2 PG GUID 3 Rank 3] Timeout at NCCL work: 32, last enqueued NCCL work: 32, last completed NCCL work: 31.
         [rank3]:[E227 16:30:43.526306740 ProcessGroupNCCL.cpp:630] [Rank 3] Some NCCL operations have failed or timed out. Due to the asynchronous nature of CUDA kernels, subsequent GPU operations might run on corrupted/incomplete data.
        """,
        "SGLang tensor-parallel serving over two H200 nodes crashes: on node 0 the watchdog of rank 3 "
        "reports a timeout at the 32nd collective of the tensor-parallel group, i.e. early, before "
        "serving settles. The thread, as read, gives no diagnosis. A collective timeout without the "
        "other node's side or any root-cause line: a human has to look.",
        ambiguous=True,
    ),
    # --- huggingface/transformers, huggingface/trl (timeouts) ---------------------------------------
    real(
        GH + "huggingface/transformers/issues/28119",
        "huggingface/transformers",
        "nccl_timeout",
        "unknown",
        HUMAN,
        "[E ProcessGroupNCCL.cpp:475] [Rank 13] Watchdog caught collective operation timeout",
        r"""
        [E ProcessGroupNCCL.cpp:475] [Rank 13] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=21668, OpType=ALLREDUCE, NumelIn=1, NumelOut=1, Timeout(ms)=1800000) ran for 1800522 milliseconds before timing out.
        a6000_node2:65507:494 [5] NCCL INFO [Service thread] Connection closed by localRank 5
        a6000_node2:65508:500 [6] NCCL INFO [Service thread] Connection closed by localRank 6
        a6000_node2:65508:447 [6] NCCL INFO comm 0xc320220 rank 14 nranks 16 cudaDev 6 busId c1000 - Abort COMPLETE
        [E ProcessGroupNCCL.cpp:489] Some NCCL operations have failed or timed out. Due to the asynchronous nature of CUDA kernels, subsequent GPU operations might run on corrupted/incomplete data.
        [E ProcessGroupNCCL.cpp:495] To avoid data inconsistency, we are taking the entire process down.
        [E ProcessGroupNCCL.cpp:916] [Rank 14] NCCL watchdog thread terminated with exception: [Rank 14] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=21668, OpType=ALLREDUCE, NumelIn=1, NumelOut=1, Timeout(ms)=1800000) ran for 1800519 milliseconds before timing out.
        a6000_node2:65505:452 [3] NCCL INFO comm 0xc021ee0 rank 11 nranks 16 cudaDev 3 busId 61000 - Abort COMPLETE
        """,
        "The thread is about the Trainer's multi-node checkpoint save (a rename race of the staging "
        "checkpoint directory, fixed in transformers). This commenter's two-node, 16-GPU A6000 run "
        "instead shows only NCCL watchdog timeouts of a one-element all-reduce on node 2's ranks after "
        "30 minutes, with no error from the rank that stopped participating. From this log alone the "
        "cause is not visible (a rank stuck in saving, a crashed peer on the other node, or the network): "
        "a human has to look.",
        ambiguous=True,
    ),
    real(
        GH + "huggingface/trl/issues/2605",
        "huggingface/trl",
        "nccl_timeout",
        "unknown",
        HUMAN,
        "[Rank 2] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=100368, OpType=_ALLGATHER_BASE",
        r"""
         0%|          | 0/101 [00:00<?, ?it/s]`use_cache=True` is incompatible with gradient checkpointing. Setting `use_cache=False`.
         99%|█████████▉| 100/101 [3:04:16<01:50, 110.64s/it][rank2]:[E122 07:47:07.196390673 ProcessGroupNCCL.cpp:616] [Rank 2] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=100368, OpType=_ALLGATHER_BASE, NumelIn=65667072, NumelOut=1050673152, Timeout(ms)=1800000) ran for 1800003 milliseconds before timing out.
        10.0.29.212: [rank2]:[E122 07:47:07.196986688 ProcessGroupNCCL.cpp:1785] [PG ID 0 PG GUID 0(default_pg) Rank 2] Exception (either an error or timeout) detected by watchdog at work: 100368, last enqueued NCCL work: 100370, last completed NCCL work: 100367.
        10.0.29.212: [rank2]:[E122 07:47:07.197021650 ProcessGroupNCCL.cpp:1834] [PG ID 0 PG GUID 0(default_pg) Rank 2] Timeout at NCCL work: 100368, last enqueued NCCL work: 100370, last completed NCCL work: 100367.
        10.0.29.212: [rank2]:[E122 07:47:07.197029051 ProcessGroupNCCL.cpp:630] [Rank 2] Some NCCL operations have failed or timed out. Due to the asynchronous nature of CUDA kernels, subsequent GPU operations might run on corrupted/incomplete data.
        10.0.29.212: [rank2]:[E122 07:47:07.197032661 ProcessGroupNCCL.cpp:636] [Rank 2] To avoid data inconsistency, we are taking the entire process down.
        """,
        "Multi-node TRL training launched with the deepspeed launcher runs for three hours and, at step "
        "100 of 101, the ranks' ZeRO all-gathers time out after 30 minutes. The open thread, as read, "
        "has no diagnosis. A watchdog timeout at the end of training with no root-cause line (a rank "
        "busy or stuck elsewhere, e.g. saving, or a peer that died): a human has to look.",
        ambiguous=True,
    ),
    # --- ray-project/ray -----------------------------------------------------------------------------
    real(
        GH + "ray-project/ray/issues/16979",
        "ray-project/ray",
        "cuda_error",
        "framework_bug",
        USER,
        "NCCL WARN failed to open CUDA IPC handle : 217 peer access is not supported between these two devices",
        r"""
        RuntimeError: NCCL error in: /opt/conda/conda-bld/pytorch_1607370116979/work/torch/lib/c10d/ProcessGroupNCCL.cpp:784, unhandled cuda error, NCCL version 2.7.8
        (pid=34272) dev-duanjiangfei-ap0:34272:34565 [0] NCCL INFO threadThresholds 8/8/64 | 32/8/64 | 8/8/64
        (pid=34272) dev-duanjiangfei-ap0:34272:34565 [0] NCCL INFO Trees [0] -1/-1/-1->3->2|2->3->-1/-1/-1 [1] -1/-1/-1->3->2|2->3->-1/-1/-1
        (pid=34272) dev-duanjiangfei-ap0:34272:34565 [0] NCCL INFO Channel 00 : 3[b0] -> 0[80] via P2P/IPC
        (pid=34272)
        (pid=34272) dev-duanjiangfei-ap0:34272:34565 [0] transport/p2p.cc:238 NCCL WARN failed to open CUDA IPC handle : 217 peer access is not supported between these two devices
        (pid=34272) dev-duanjiangfei-ap0:34272:34565 [0] NCCL INFO transport.cc:68 -> 1
        (pid=34272) dev-duanjiangfei-ap0:34272:34565 [0] NCCL INFO init.cc:766 -> 1
        (pid=34272) dev-duanjiangfei-ap0:34272:34565 [0] NCCL INFO init.cc:840 -> 1
        (pid=34272) dev-duanjiangfei-ap0:34272:34565 [0] NCCL INFO group.cc:73 -> 1 [Async thread]
        """,
        "Single-node, 4-GPU RaySGD TorchTrainer training (one GPU per Ray worker) fails at "
        "communicator set-up: NCCL chooses peer-to-peer IPC between the workers' GPUs and the CUDA IPC "
        "handle cannot be opened because peer access is not supported between those devices. Labelled "
        "a P1 bug; in the related Ray issue #15495 a maintainer attributed the same error to P2P not "
        "being supported and suggested NCCL_P2P_DISABLE=1. A deterministic set-up failure of the "
        "library stack on this machine, met on every launch until the library or its settings change.",
    ),
    real(
        GH + "ray-project/ray/issues/13480",
        "ray-project/ray",
        "connection_error",
        "unknown",
        HUMAN,
        "RuntimeError: NCCL error in: /pytorch/torch/lib/c10d/ProcessGroupNCCL.cpp:518, unhandled system error, NCCL version 2.4.8",
        r"""
        File "/root/miniconda3/lib/python3.7/site-packages/ray/util/sgd/torch/training_operator.py", line 165, in <listcomp>
            for model in models
          File "/root/miniconda3/lib/python3.7/site-packages/torch/nn/parallel/distributed.py", line 333, in __init__
            self.broadcast_bucket_size)
          File "/root/miniconda3/lib/python3.7/site-packages/torch/nn/parallel/distributed.py", line 549, in _distributed_broadcast_coalesced
            dist._broadcast_coalesced(self.process_group, tensors, buffer_size)
        RuntimeError: NCCL error in: /pytorch/torch/lib/c10d/ProcessGroupNCCL.cpp:518, unhandled system error, NCCL version 2.4.8
        """,
        "RaySGD TorchTrainer with six GPU workers spread over two worker nodes fails when DDP broadcasts "
        "the initial parameters; the reporter adds that a plain multi-node PyTorch program without Ray "
        "fails the same way. No NCCL_DEBUG output and no diagnosis in the thread as read. An 'unhandled "
        "system error' across nodes is usually the network set-up (interfaces, firewall), but nothing "
        "in this log says so: a human has to look.",
        ambiguous=True,
    ),
    real(
        GH + "ray-project/ray/issues/44533",
        "ray-project/ray",
        "other",
        "unknown",
        HUMAN,
        "ray_utils.py:45] Attribute busid of node nic not found",
        r"""
        (RayWorkerVllm pid=7602) ERROR 04-07 00:57:46 ray_utils.py:45]     return func(*args, **kwargs)
        (RayWorkerVllm pid=7602) ERROR 04-07 00:57:46 ray_utils.py:45]   File "/root/miniconda3/lib/python3.10/site-packages/torch/distributed/distributed_c10d.py", line 2050, in all_reduce
        (RayWorkerVllm pid=7602) ERROR 04-07 00:57:46 ray_utils.py:45]     work = group.allreduce([tensor], opts)
        (RayWorkerVllm pid=7602) ERROR 04-07 00:57:46 ray_utils.py:45] torch.distributed.DistBackendError: NCCL error in: /root/pytorch/torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1333, internal error - please report this issue to the NCCL developers, NCCL version 2.18.6
        (RayWorkerVllm pid=7602) ERROR 04-07 00:57:46 ray_utils.py:45] ncclInternalError: Internal check failed.
        (RayWorkerVllm pid=7602) ERROR 04-07 00:57:46 ray_utils.py:45] Last error:
        (RayWorkerVllm pid=7602) ERROR 04-07 00:57:46 ray_utils.py:45] Attribute busid of node nic not found
        """,
        "vLLM 0.3.3 on a Ray cluster of ppc64le machines: the workers' first all-reduce fails in NCCL's "
        "topology detection, which finds a NIC node without a PCI bus id. The same report was filed with "
        "NCCL (NVIDIA/nccl#1247); neither thread, as read, reached a diagnosis. A deterministic init "
        "failure, but whether the platform's network devices, the NCCL build or its configuration is "
        "at fault is not in the log: a human has to look.",
        ambiguous=True,
    ),
]
