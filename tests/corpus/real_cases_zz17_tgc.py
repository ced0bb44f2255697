# ruff: noqa
"""Real excerpts, batch ZZ17-TGC (held-out, test fold): LLM fine-tuning and pre-training repositories
whose multi-GPU or multi-node runs crashed at launch or during training, as users paste them in
GitHub issue threads: NCCL watchdog timeouts on the very first collective, NCCL internal/system
errors at communicator init, bare and deterministic
illegal memory accesses, a device-side assert in an embedding lookup, CUDA OOM during ZeRO optimizer
setup, ranks SIGKILLed while loading checkpoint shards, a rented node that vanished mid-run, hangs
at the start of multi-node training, launcher/config errors (argparse, ssh keys for pdsh, a ZeRO-3
model loaded with a device_map, accelerate refusing P2P on RTX 3090s, DeepSpeed's DummyOptim when
no optimizer is configured). Gathered from GitHub issue threads of repositories whose
`fold_of(repo)` is "test" (research fine-tuning repos, Chinese LLaMA/ChatGLM/Qwen-VL/InternLM
tool-chains, Megatron-DeepSpeed forks, DeepSpeed-Chat, GPT-NeoX, nanotron, a DiLoCo
trainer), found with the `issues` search corpus by phrasings of the theme (DeepSpeed ZeRO-3 NCCL
errors, ChildFailedError, SIGBUS/SIGKILL, CUDA OOM, Xid/ECC, watchdog timeouts, rendezvous errors,
checkpoint save/resume failures, repository-specific finetune scripts). Many hits came from large
repositories already full in the corpus or from the dev fold and were left out; several test-fold
threads were left out because their error was only a screenshot or the stored excerpt stopped before
the error line. Taken as the searches returned them, not picked for what crashcart can do; nobody
ran crashcart on these cases before they were labelled. Verbatim log lines as printed in each thread
(trimmed; markdown quote markers removed); labelled from what the thread concluded, or from the log
where it concluded nothing (the notes say which)."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    # --- CUDA faults inside the training step --------------------------------------------------
    real(
        GH + "bigscience-workshop/Megatron-DeepSpeed/pull/249",
        "bigscience-workshop/Megatron-DeepSpeed",
        "cuda_error",
        "framework_bug",
        USER,
        "what():  CUDA error: an illegal memory access was encountered",
        r"""
        terminate called after throwing an instance of 'c10::CUDAError'
          what():  CUDA error: an illegal memory access was encountered
        CUDA kernel errors might be asynchronously reported at some other API call,so the stacktrace below might be incorrect.
        For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
        Exception raised from query at /opt/conda/conda-bld/pytorch_1644999004077/work/aten/src/ATen/cuda/CUDAEvent.h:95 (most recent call first):
        frame #0: c10::Error::Error(c10::SourceLocation, std::string) + 0x4d (0x14b6eefe8ead in /gpfswork/rech/six/commun/conda/py38-pt111/lib/python3.8/site-packages/torch/lib/libc10.so)
        frame #1: c10d::ProcessGroupNCCL::WorkNCCL::finishedGPUExecutionInternal() const + 0x11a (0x14b72cf9271a in /gpfswork/rech/six/commun/conda/py38-pt111/lib/python3.8/site-packages/torch/lib/libtorch_cuda_cpp.so)
        frame #2: c10d::ProcessGroupNCCL::WorkNCCL::isCompleted() + 0x50 (0x14b72cf94d00 in /gpfswork/rech/six/commun/conda/py38-pt111/lib/python3.8/site-packages/torch/lib/libtorch_cuda_cpp.so)
        frame #3: c10d::ProcessGroupNCCL::workCleanupLoop() + 0x145 (0x14b72cf95f95 in /gpfswork/rech/six/commun/conda/py38-pt111/lib/pyth
        """,
        "BLOOM pre-training on A100 80GB: with apex FusedAdam the run crashes with an illegal memory "
        "access as soon as more than about 40GB of GPU memory is used, every time. The PR is a "
        "workaround in the training code for this apex FusedAdam crash. Deterministic and reproducible "
        "with the same config (a known library bug, not a flaky GPU), so restarting will not help: "
        "notify the user to apply the workaround.",
    ),
    real(
        GH + "deepspeedai/DeepSpeedExamples/issues/592",
        "deepspeedai/DeepSpeedExamples",
        "cuda_error",
        "unknown",
        HUMAN,
        "what():  CUDA error: an illegal memory access was encountered",
        r"""
        terminate called after throwing an instance of 'c10::Error'
          what():  CUDA error: an illegal memory access was encountered
        Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

        Exception raised from c10_cuda_check_implementation at ../c10/cuda/CUDAException.cpp:44 (most recent call first):
        frame #0: c10::Error::Error(c10::SourceLocation, std::string) + 0x57 (0x7f1b1fd134d7 in /root/miniconda3/lib/python3.8/site-packages/torch/lib/libc10.so)
        frame #1: c10::detail::torchCheckFail(char const*, char const*, unsigned int, std::string const&) + 0x64 (0x7f1b1fcdd36b in /root/miniconda3/lib/python3.8/site-packages/torch/lib/libc10.so)
        frame #2: c10::cuda::c10_cuda_check_implementation(int, char const*, char const*, int, bool) + 0x118 (0x7f1b1fdafb58 in /root/miniconda3/lib/python3.8/site-packages/torch/lib/libc10_cuda.so)
        frame #3: <unknown function> + 0x1c36b (0x7f1b1fd8036b in /root/miniconda3/lib/python3.8/site-packages/torch/lib/libc10_cuda.so)
        frame #4: <unknown function> + 0x2b930 (0x7f1b1fd8f930 in /root/miniconda3/lib/python3.8/site-packages/torch/lib/libc10_cuda.so)
        frame #5: <unknown function> + 0x4d56d6 (0x7f1b867306d6 in /root/miniconda3/lib/python3.8/site-packages/torch/lib/libtorch_python.so)
        """,
        "A DeepSpeed-Chat training run aborts with a bare illegal memory access raised from the CUDA "
        "check in a destructor. The thread concluded nothing; the label rests on the log. No Xid, no "
        "repeat at a known iteration, no kernel named: an illegal memory access alone is as often user "
        "code as infrastructure, so it needs a human.",
        ambiguous=True,
    ),
    real(
        GH + "deepspeedai/Megatron-DeepSpeed/issues/425",
        "deepspeedai/Megatron-DeepSpeed",
        "assertion_error",
        "user_code",
        USER,
        "Assertion `srcIndex < srcSelectDimSize` failed.",
        r"""
        /opt/conda/conda-bld/pytorch_1695392067780/work/aten/src/ATen/native/cuda/Indexing.cu:1292: indexSelectLargeIndex: block: [294,0,0], thread: [56,0,0] Assertion `srcIndex < srcSelectDimSize` failed.
        /opt/conda/conda-bld/pytorch_1695392067780/work/aten/src/ATen/native/cuda/Indexing.cu:1292: indexSelectLargeIndex: block: [294,0,0], thread: [57,0,0] Assertion `srcIndex < srcSelectDimSize` failed.
        /opt/conda/conda-bld/pytorch_1695392067780/work/aten/src/ATen/native/cuda/Indexing.cu:1292: indexSelectLargeIndex: block: [294,0,0], thread: [58,0,0] Assertion `srcIndex < srcSelectDimSize` failed.
        /opt/conda/conda-bld/pytorch_1695392067780/work/aten/src/ATen/native/cuda/Indexing.cu:1292: indexSelectLargeIndex: block: [294,0,0], thread: [59,0,0] Assertion `srcIndex < srcSelectDimSize` failed.
        /opt/conda/conda-bld/pytorch_1695392067780/work/aten/src/ATen/native/cuda/Indexing.cu:1292: indexSelectLargeIndex: block: [294,0,0], thread: [60,0,0] Assertion `srcIndex < srcSelectDimSize` failed.
        /opt/conda/conda-bld/pytorch_1695392067780/work/aten/src/ATen/native/cuda/Indexing.cu:1292: indexSelectLargeIndex: block: [294,0,0], thread: [61,0,0] Assertion `srcIndex < srcSelectDimSize` failed.
        """,
        "The Megatron-DeepSpeed llama2 pre-training example fails on H800s when tensor parallelism is "
        "set to 1 (it worked with other TP settings): an embedding index_select reads a token id past "
        "the table size. The thread was closed without a posted fix in the excerpt; the label rests on "
        "the log. A device-side assert from out-of-range token ids repeats with the same data and "
        "config, so notify the user.",
    ),
    # --- NCCL at init and collective timeouts ------------------------------------------------------
    real(
        GH + "Facico/Chinese-Vicuna/issues/53",
        "Facico/Chinese-Vicuna",
        "nccl_timeout",
        "unknown",
        HUMAN,
        "Watchdog caught collective operation timeout: WorkNCCL(SeqNum=1, OpType=ALLGATHER",
        r"""
        [E ProcessGroupNCCL.cpp:821] [Rank 4] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=1, OpType=ALLGATHER, Timeout(ms)=1800000) ran for 1800595 milliseconds before timing out.
        localhost:10108:60893 [4] NCCL INFO [Service thread] Connection closed by localRank 4
        Traceback (most recent call last):
        localhost:10108:60278 [0] NCCL INFO comm 0x9ea4350 rank 4 nranks 7 cudaDev 4 busId a1000 - Abort COMPLETE
          File "finetune.py", line 271, in <module>
        [E ProcessGroupNCCL.cpp:456] Some NCCL operations have failed or timed out. Due to the asynchronous nature of CUDA kernels, subsequent GPU operations might run on corrupted/incomplete data.
            trainer.train(resume_from_checkpoint=args.resume_from_checkpoint)
        [E ProcessGroupNCCL.cpp:461] To avoid data inconsistency, we are taking the entire process down.
          File "/root/miniconda3/envs/vicuna/lib/python3.8/site-packages/transformers/trainer.py", line 1662, in train
        terminate called after throwing an instance of 'std::runtime_error'
          what():  [Rank 4] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=1, OpType=ALLGATHER, Timeout(ms)=1800000) ran for 1800595 milliseconds before timing out.
        [E ProcessGroupNCCL.cpp:821] [Rank 3] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=1, OpType=ALLGATHER, Timeout(ms)=1800000) ran for 1801815 milliseconds before timing out.
        """,
        "Single-node 7-GPU LoRA fine-tuning of Chinese-Vicuna times out on the very first collective "
        "(SeqNum=1 ALLGATHER) after 30 minutes, every rank alike. The stored thread gives no conclusion; "
        "the label rests on the log. A first collective that never completes often means a P2P/topology "
        "problem on the machine, but nothing in the log names a cause or a rank: needs a human.",
        ambiguous=True,
    ),
    real(
        GH + "InternLM/xtuner/issues/354",
        "InternLM/xtuner",
        "nccl_timeout",
        "unknown",
        HUMAN,
        "[Rank 3] Watchdog caught collective operation timeout",
        r"""
        [E ProcessGroupNCCL.cpp:828] [Rank 3] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=1, OpT
        ype=BROADCAST, Timeout(ms)=1800000) ran for 1806937 milliseconds before timing out.
        [E ProcessGroupNCCL.cpp:828] [Rank 2] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=1, OpT
        ype=BROADCAST, Timeout(ms)=1800000) ran for 1806980 milliseconds before timing out.
        [E ProcessGroupNCCL.cpp:828] [Rank 1] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=1, OpT
        ype=BROADCAST, Timeout(ms)=1800000) ran for 1807185 milliseconds before timing out.
        [E ProcessGroupNCCL.cpp:455] Some NCCL operations have failed or timed out. Due to the asynchronous nature
         of CUDA kernels, subsequent GPU operations might run on corrupted/incomplete data.
        [E ProcessGroupNCCL.cpp:460] To avoid data inconsistency, we are taking the entire process down.
        [E ProcessGroupNCCL.cpp:455] Some NCCL operations have failed or timed out. Due to the asynchronous nature
         of CUDA kernels, subsequent GPU operations might run on corrupted/incomplete data.
        [E ProcessGroupNCCL.cpp:460] To avoid data inconsistency, we are taking the entire process down.
        """,
        "Fine-tuning llava-internlm2 with a DINOv2 encoder under xtuner: the job first seemed to exit "
        "silently, then after half an hour ranks 1-3 time out on their first BROADCAST (SeqNum=1) while "
        "rank 0 prints nothing, so rank 0 probably never reached it (died or stuck in setup). The stored "
        "thread does not say why; the label rests on the log. Timeouts with no root cause: human.",
        ambiguous=True,
    ),
    real(
        GH + "zai-org/ChatGLM3/issues/1174",
        "zai-org/ChatGLM3",
        "runtime_error",
        "unknown",
        HUMAN,
        "Failed to find reverse path from remNode 0/c1000 nlinks 4 to node 0/1d000",
        r"""
        │   2528 │   if group is None:                                                                     │
        │   2529 │   │   default_pg = _get_default_group()                                                 │
        │ ❱ 2530 │   │   work = default_pg._allgather_base(output_tensor, input_tensor)                    │
        │   2531 │   else:                                                                                 │
        │   2532 │   │   work = group._allgather_base(output_tensor, input_tensor)                         │
        ╰──────────────────────────────────────────────────────────────────────────────────────────────────╯
        DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1275, internal error, NCCL version 2.14.3
        ncclInternalError: Internal check failed.
        Last error:
        Failed to find reverse path from remNode 0/c1000 nlinks 4 to node 0/1d000
        WARNING:torch.distributed.elastic.multiprocessing.api:Sending process 1957665 closing signal SIGTERM
        ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: 1) local_rank: 0 (pid: 1957662) of binary: /opt/data/sc5tadm/HXY/chatglm3_6B/glm3-6B/bin/python3.10
        """,
        "Single-node multi-GPU LoRA fine-tuning of ChatGLM3 always fails at the first all_gather: NCCL's "
        "topology search cannot find a path between two GPUs' PCI nodes. The stored thread gives no "
        "fix; the label rests on the log. NCCL's view of the machine's topology (NCCL version, "
        "virtualised PCI, NVLink setup) is wrong rather than the user's code or a broken GPU; it will "
        "recur until someone looks at the host and NCCL: needs a human.",
        ambiguous=True,
    ),
    real(
        GH + "deepspeedai/DeepSpeedExamples/issues/443",
        "deepspeedai/DeepSpeedExamples",
        "network_error",
        "unknown",
        HUMAN,
        "unhandled system error, NCCL version 21.2.12",
        r"""
        RuntimeError: NCCL error in: /root/pytorch/torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1169, unhandled system error, NCCL version 21.2.12
        """,
        "Multi-node DeepSpeed-Chat training launched with plain torch.distributed instead of the "
        "DeepSpeed launcher always fails at NCCL init with an unhandled system error. Replies suggest "
        "launching with the deepspeed CLI and a hostfile; later users report the same error with no fix. "
        "No NCCL WARN line, no host: the socket/IB call that failed is unknown, so a human must look.",
        ambiguous=True,
    ),
    # --- memory: OOM and killed ranks ------------------------------------------------------------
    real(
        GH + "ZHZisZZ/dllm/issues/9",
        "ZHZisZZ/dllm",
        "cuda_oom",
        "user_code",
        USER,
        "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 14.9 GiB.",
        r"""
        torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 14.9 GiB.
        Occurs during ZeRO optimizer state initialization.
        """,
        "Fine-tuning LLaDA-8B-Instruct on 2x A100 40GB with DeepSpeed ZeRO-2 (CPU offload) via "
        "Accelerate runs out of GPU memory while ZeRO builds the optimizer state; a smaller batch did "
        "not help. The thread asks which GPU setup or ZeRO-3 config to use. An 8B full fine-tune does "
        "not fit this setup: CUDA OOM, will recur until the config changes.",
    ),
    real(
        GH + "meta-llama/llama-cookbook/issues/222",
        "meta-llama/llama-cookbook",
        "host_oom",
        "unknown",
        HUMAN,
        "[ERROR] failed (exitcode: -9) local_rank: 0 (pid: 239)",
        r"""
        $ torchrun --nnodes 1 --nproc_per_node 2  examples/finetuning.py  --use_peft --peft_method lora --quantization --use_fp16 --model_name Llama-2-7b-hf --output_dir Llama-2-7b-hf-finetune
        [2023-09-23 14:51:30,830] torch.distributed.run: [WARNING]
        [2023-09-23 14:51:30,830] torch.distributed.run: [WARNING] *****************************************
        [2023-09-23 14:51:30,830] torch.distributed.run: [WARNING] Setting OMP_NUM_THREADS environment variable for each process to be 1 in default, to avoid your system being overloaded, please further tune the variable for optimal performance in your application as needed.
        [2023-09-23 14:51:30,830] torch.distributed.run: [WARNING] *****************************************
        Loading checkpoint shards:   0%|          | 0/2 [00:00<?, ?it/s][2023-09-23 14:52:33,029] torch.distributed.elastic.multiprocessing.api: [WARNING] Sending process 240 closing signal SIGTERM
        [2023-09-23 14:52:34,004] torch.distributed.elastic.multiprocessing.api: [ERROR] failed (exitcode: -9) local_rank: 0 (pid: 239) of binary: /usr/bin/python3
        Traceback (most recent call last):
          File "/home/lailab/.local/bin/torchrun", line 8, in <module>
            sys.exit(main())
        """,
        "Two-GPU LoRA fine-tuning of Llama-2-7B with llama-recipes: rank 0 is SIGKILLed (exit -9) while "
        "both ranks load the checkpoint shards into host memory. The thread concluded nothing in the "
        "stored excerpt; the label rests on the log. Most likely the host ran out of RAM, but there is "
        "no kernel or scheduler OOM record, only a bare SIGKILL: a human should confirm.",
        ambiguous=True,
    ),
    # --- a node lost mid-run, and runs that never start ------------------------------------------
    real(
        GH + "PrimeIntellect-ai/prime-diloco/issues/174",
        "PrimeIntellect-ai/prime-diloco",
        "node_failure",
        "unknown",
        HUMAN,
        "closed by remote host.",
        r"""
        02:03:36 [INFO] [Rank 0] [Rank 0] starting training
        Connection to 1aj9oe98idds3evvlu75f45vq0.ingress.h100.hou.val.akash.pub closed by remote host.
        Connection to 1aj9oe98idds3evvlu75f45vq0.ingress.h100.hou.val.akash.pub closed.
        @@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@
        @    WARNING: REMOTE HOST IDENTIFICATION HAS CHANGED!     @
        @@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@
        IT IS POSSIBLE THAT SOMEONE IS DOING SOMETHING NASTY!
        Someone could be eavesdropping on you right now (man-in-the-middle attack)!
        Host key for [1aj9oe98idds3evvlu75f45vq0.ingress.h100.hou.val.akash.pub]:31750 has changed and you have requested strict checking.
        Host key verification failed.
        """,
        "LLM training with the Prime DiLoCo framework on rented H100s: each attempt takes the whole "
        "node down shortly after 'starting training' (SSH dropped, and the host key changed on "
        "reconnect, i.e. the machine was replaced or reinstalled), with no CUDA OOM printed. The "
        "stored thread does not show a cause. A vanished node with no hardware line and no OOM record: "
        "a human has to find out what the provider's machine did.",
        ambiguous=True,
    ),
    real(
        GH + "huggingface/nanotron/issues/115",
        "huggingface/nanotron",
        "hang",
        "unknown",
        HUMAN,
        "[Start training] datetime: 2024-03-22 19:46:52.930585",
        r"""
        torchrun \
            --nnodes=$SLURM_NTASKS \
            --node_rank=$SLURM_NODEID \
            --nproc_per_node=$NPROC \
            --master_addr=$MASTER_ADDR \
            --master_port=$MASTER_PORT \
            run_train.py \
            ${MODEL_ARGS}
        [Start training] datetime: 2024-03-22 19:46:52.930585 | mbs: 1 | grad_accum: 8 | global_batch_size: 8 | sequence_length: 4096 | train_steps: 5 | start_iteration_step: 0 | consumed_train_samples: 0
        """,
        "Nanotron's LLaMA example trains on one node but hangs right after '[Start training]' on "
        "several SLURM nodes. A maintainer said multi-node works (BigCode 7B was trained with it); "
        "another user posted a SLURM launch guide. No cause was established; the label rests on the "
        "log. A multi-node hang at the first step with no dump: needs a human.",
        ambiguous=True,
    ),
    real(
        GH + "QwenLM/Qwen-VL/issues/204",
        "QwenLM/Qwen-VL",
        "hang",
        "user_code",
        USER,
        "Setting OMP_NUM_THREADS environment variable for each process to be 1 in default",
        r"""
        WARNING:torch.distributed.run:
        *****************************************
        Setting OMP_NUM_THREADS environment variable for each process to be 1 in default, to avoid your system being overloaded, please further tune the variable for optimal performance in your application as needed.
        *****************************************
        """,
        "Qwen-VL LoRA fine-tuning (finetune_lora_ds.sh) with NNODES=2, submitted as two SLURM jobs with "
        "NODE_RANK 0 and 1 and the default MASTER_ADDR: each prints only the torchrun banner and waits "
        "forever. The reporter solved it: the SLURM setup had to set MASTER_ADDR properly. A launch "
        "configuration error that repeats until fixed.",
    ),
    # --- launch and configuration errors ---------------------------------------------------------
    real(
        GH + "jianzhnie/LLamaTuner/issues/69",
        "jianzhnie/LLamaTuner",
        "model_loading_error",
        "user_code",
        USER,
        "ValueError: DeepSpeed Zero-3 is not compatible with `low_cpu_mem_usage=True`",
        r"""
        ValueError: DeepSpeed Zero-3 is not compatible with `low_cpu_mem_usage=True` or with passing a `device_map`.
        CUDA_VISIBLE_DEVICES=0,1 torchrun --nproc_per_node=2  train_lora.py \
            --model_name_or_path ./models/baichuan-13B-Base \
            --dataset_name alpaca \
            --data_dir data/alpaca.json  \
            --load_from_local \
            --output_dir ./work_dir/baichuan-13b-wb-lora-ds \
            --lora_target_modules W_pack \
            --num_train_epochs 3 \
            --per_device_train_batch_size 4 \
            --fp16 \
            --deepspeed "scripts/ds_config/ds_config_zero3_auto.json"
        """,
        "Two-GPU QLoRA fine-tuning of Baichuan-13B with a ZeRO-3 DeepSpeed config: from_pretrained "
        "refuses to load the model because the script passes a device_map. The reporter commented the "
        "device_map out and training started. A configuration error in the user's script that repeats "
        "on every launch.",
    ),
    real(
        GH + "ymcui/Chinese-LLaMA-Alpaca-2/issues/92",
        "ymcui/Chinese-LLaMA-Alpaca-2",
        "other",
        "user_code",
        USER,
        "run_clm_sft_with_peft.py: error: argument --model_name_or_path: expected one argument",
        r"""
                                        [--auto_find_batch_size [AUTO_FIND_BATCH_SIZE]] [--full_determinism [FULL_DETERMINISM]] [--torchdynamo TORCHDYNAMO] [--ray_scope RAY_SCOPE]
                                        [--ddp_timeout DDP_TIMEOUT] [--torch_compile [TORCH_COMPILE]] [--torch_compile_backend TORCH_COMPILE_BACKEND]
                                        [--torch_compile_mode TORCH_COMPILE_MODE] [--xpu_backend {mpi,ccl,gloo}] [--trainable TRAINABLE] [--lora_rank LORA_RANK]
                                        [--lora_dropout LORA_DROPOUT] [--lora_alpha LORA_ALPHA] [--modules_to_save MODULES_TO_SAVE] [--peft_path PEFT_PATH]
        run_clm_sft_with_peft.py: error: argument --model_name_or_path: expected one argument
        ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: 2) local_rank: 0 (pid: 236507) of binary: /root/anaconda3/envs/qwen_py310/bin/python
        Traceback (most recent call last):
          File "/root/anaconda3/envs/qwen_py310/bin/torchrun", line 8, in <module>
            sys.exit(main())
        """,
        "Instruction fine-tuning launched with torchrun: the training script's argument parser rejects "
        "the command line because --model_name_or_path got no value (an empty shell variable in the "
        "run script), and torchrun reports exit code 2. A command line the parser refuses: the user "
        "must fix the script, a restart repeats it.",
    ),
    real(
        GH + "zai-org/ChatGLM3/issues/536",
        "zai-org/ChatGLM3",
        "runtime_error",
        "user_code",
        USER,
        "NotImplementedError: Using RTX 3090 or 4000 series doesn't support faster communication",
        r"""
        NotImplementedError: Using RTX 3090 or 4000 series doesn't support faster communication broadband via P2P or IB. Please set `NCCL_P2P_DISABLE="1"` and `NCCL_IB_DISABLE="1" or use `accelerate launch` which will do this automatically.
        ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: 1) local_rank: 0 (pid: 415545) of binary: /home/dell/anaconda3/envs/ChatGLM3-main/bin/python3.10
        Traceback (most recent call last):
          File "/home/dell/anaconda3/envs/ChatGLM3-main/bin/torchrun", line 8, in <module>
            sys.exit(main())
          File "/home/dell/anaconda3/envs/ChatGLM3-main/lib/python3.10/site-packages/torch/distributed/elastic/multiprocessing/errors/__init__.py", line 346, in wrapper
            return f(*args, **kwargs)
        """,
        "P-tuning ChatGLM3 with the README's finetune_pt.sh on two RTX 3090s: Accelerate refuses to "
        "start because P2P/IB are not disabled for consumer GPUs, and says which environment variables "
        "to set. A launch configuration the user must change; it fails the same way every time.",
    ),
    real(
        GH + "EleutherAI/gpt-neox/issues/734",
        "EleutherAI/gpt-neox",
        "connection_error",
        "user_code",
        USER,
        "Permission denied (publickey,password).",
        r"""
        172.17.0.2: Permission denied, please try again.
        172.17.0.3: Permission denied, please try again.
        172.17.0.2: Permission denied, please try again.
        172.17.0.3: Permission denied, please try again.
        172.17.0.2: mchorse@172.17.0.2: Permission denied (publickey,password).
        pdsh@6dca91c32bfd: 172.17.0.2: ssh exited with exit code 255
        172.17.0.3: mchorse@172.17.0.3: Permission denied (publickey,password).
        """,
        "Training a 13B GPT-NeoX model on 4 nodes x 8 A100 in Kubernetes with the repo's Dockerfile: "
        "the DeepSpeed launcher's pdsh cannot ssh into the worker containers because no key is set up. "
        "Maintainers asked for the hostfile and cluster manager to help set up the launch. The launch "
        "fails the same way until ssh keys are configured: notify the user.",
    ),
    real(
        GH + "deepspeedai/Megatron-DeepSpeed/issues/440",
        "deepspeedai/Megatron-DeepSpeed",
        "attribute_error",
        "user_code",
        USER,
        "AttributeError: 'DummyOptim' object has no attribute 'state_dict'",
        r"""
        bash examples_deepspeed/finetune_hf_llama/finetune_llama.sh convert_hf2mds
        AttributeError: 'DummyOptim' object has no attribute 'state_dict'
        """,
        "Fine-tuning Llama-2-7B with the Megatron-DeepSpeed finetune_llama.sh example (TP2/PP8): the "
        "HF-to-Megatron-DeepSpeed conversion step fails because the DeepSpeed config defines no "
        "optimizer, so DeepSpeed's placeholder DummyOptim has no state_dict. The reporter added an "
        "AdamW optimizer section to the config and the conversion worked. A config error that repeats "
        "until fixed.",
    ),
]
