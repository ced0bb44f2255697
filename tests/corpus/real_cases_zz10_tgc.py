# ruff: noqa
"""Real excerpts, batch ZZ10-TGC (held-out, test fold): failures of LLM pre-training, fine-tuning
and RL post-training jobs as reported in the GitHub issues of training repositories new to the
corpus (trainer toolkits, RLHF/GRPO frameworks built on Ray and vLLM, small pre-training codebases,
model-family fine-tuning scripts). Every repository maps to the test fold. Verbatim log lines as
printed in the threads, trimmed to the relevant part; labelled from what each thread concluded, or
from the log where it concluded nothing (the notes say which). Gathered by a helper who writes no
rules and did not run crashcart on these cases."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    # --- CUDA and NCCL errors ----------------------------------------------------------------------
    real(
        GH + "InternLM/xtuner/issues/314",
        "InternLM/xtuner",
        "cuda_error",
        "unknown",
        HUMAN,
        "Cuda failure 'invalid argument':",
        r"""
        torch.distributedtorch.distributed..DistBackendError: DistBackendErrorNCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1333, unhandled cuda error (run with NCCL_DEBUG=INFO for details), NCCL version 2.18.1
        ncclUnhandledCudaError: Call to CUDA function failed.
        Last error:
        Cuda failure 'invalid argument':
        NCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1333, unhandled cuda error (run with NCCL_DEBUG=INFO for details), NCCL version 2.18.1
        ncclUnhandledCudaError: Call to CUDA function failed.
        Last error:
        Cuda failure 'invalid argument'
        """,
        "Eight-GPU QLoRA run with `NPROC_PER_NODE=8 xtuner train ... --deepspeed deepspeed_zero2`; two "
        "ranks' messages are interleaved on the first line. The maintainer only suggested trying a "
        "default config and turning DeepSpeed off, saying it is probably a multi-GPU communication "
        "problem; no cause was found. An NCCL 'unhandled cuda error' with no hardware signature: ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "jingyaogong/minimind/issues/16",
        "jingyaogong/minimind",
        "cuda_error",
        "unknown",
        HUMAN,
        "CUDA error: unspecified launch failure",
        r"""
        Epoch:[0/20](61200/92188) loss:2.621 lr:0.0000998 epoch_Time:34.0min:
        Epoch:[0/20](61300/92188) loss:2.371 lr:0.0000998 epoch_Time:33.0min:
        Epoch:[0/20](61400/92188) loss:2.350 lr:0.0000998 epoch_Time:33.0min:
        Epoch:[0/20](61500/92188) loss:2.572 lr:0.0000998 epoch_Time:33.0min:
        [E ProcessGroupNCCL.cpp:916] [Rank 2] NCCL watchdog thread terminated with exception: CUDA error: unspecified launch failure
        CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
        For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
        Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

        Exception raised from c10_cuda_check_implementation at ../c10/cuda/CUDAException.cpp:44 (most recent call first):
        """,
        "Multi-GPU pre-training that ran 61,500 steps, then rank 2's NCCL watchdog died on an "
        "'unspecified launch failure'. The reporter wrote only that a card dropped out ('掉卡了'); no "
        "Xid or kernel line was posted and nobody diagnosed it. Hardware is plausible but nothing in the "
        "log shows it: ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "jingyaogong/minimind/issues/199",
        "jingyaogong/minimind",
        "cuda_error",
        "user_code",
        USER,
        "RuntimeError: CUDA error: device kernel image is invalid",
        r"""
        Traceback (most recent call last):
          File "/data/aigc/model_train/minimind/train_pretrain.py", line 169, in <module>
            model, tokenizer = init_model(lm_config)
          File "/data/aigc/model_train/minimind/train_pretrain.py", line 100, in init_model
            model = MiniMindLM(lm_config).to(args.device)
          File "/data/programs/python310/lib/python3.10/site-packages/transformers/modeling_utils.py", line 2960, in to
            return super().to(*args, **kwargs)
          File "/data/programs/python310/lib/python3.10/site-packages/torch/nn/modules/module.py", line 1175, in to
            return self._apply(convert)
          File "/data/programs/python310/lib/python3.10/site-packages/torch/nn/modules/module.py", line 779, in _apply
            module._apply(fn)
          File "/data/programs/python310/lib/python3.10/site-packages/torch/nn/modules/module.py", line 804, in _apply
            param_applied = fn(param)
          File "/data/programs/python310/lib/python3.10/site-packages/torch/nn/modules/module.py", line 1161, in convert
            return t.to(
        RuntimeError: CUDA error: device kernel image is invalid
        Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.
        """,
        "Pre-training start-up on a Tesla T4 (CUDA 11.8, PyTorch 2.3.1) fails when the model is moved "
        "to the GPU. The maintainer's answer: the CUDA version probably does not match the torch build. "
        "An environment/build mismatch, so a restart fails the same way.",
    ),
    # --- setup and configuration --------------------------------------------------------------------
    real(
        GH + "mymusise/ChatGLM-Tuning/issues/231",
        "mymusise/ChatGLM-Tuning",
        "import_error",
        "user_code",
        USER,
        "CUDA Setup failed despite GPU being available.",
        r"""
        RuntimeError: 
                CUDA Setup failed despite GPU being available. Inspect the CUDA SETUP outputs above to fix your environment!
                If you cannot find any issues and suspect a bug, please open an issue with detals about your environment:
                https://github.com/TimDettmers/bitsandbytes/issues
        """,
        "finetune.py fails while importing bitsandbytes. The reply: the bitsandbytes wheel is built for "
        "Linux, on Windows a community build must be installed. An environment problem that recurs.",
    ),
    real(
        GH + "shibing624/MedicalGPT/issues/191",
        "shibing624/MedicalGPT",
        "nan_or_value_error",
        "user_code",
        USER,
        "ValueError: Please correct the following DeepSpeed config values that mismatch TrainingArguments values:",
        r"""
        Traceback (most recent call last):
          File "/home/wjy/PycharmProjects/MedicalGPT-main/supervised_finetuning.py", line 945, in <module>
            main()
          File "/home/wjy/PycharmProjects/MedicalGPT-main/supervised_finetuning.py", line 916, in main
            train_result = trainer.train(resume_from_checkpoint=checkpoint)
          File "/home/wjy/software/anaconda3/envs/nlp/lib/python3.10/site-packages/transformers/trainer.py", line 1555, in train
            return inner_training_loop(
          File "/home/wjy/software/anaconda3/envs/nlp/lib/python3.10/site-packages/transformers/trainer.py", line 1633, in _inner_training_loop
            self.optimizer, self.lr_scheduler = deepspeed_init(self, num_training_steps=max_steps)
          File "/home/wjy/software/anaconda3/envs/nlp/lib/python3.10/site-packages/transformers/deepspeed.py", line 343, in deepspeed_init
            hf_deepspeed_config.trainer_config_finalize(args, model, num_training_steps)
          File "/home/wjy/software/anaconda3/envs/nlp/lib/python3.10/site-packages/transformers/deepspeed.py", line 220, in trainer_config_finalize
            raise ValueError(
        ValueError: Please correct the following DeepSpeed config values that mismatch TrainingArguments values:
        - ds fp16.enabled=True vs hf fp16|fp16_full_eval+fp16_backend(amp)=False
        The easiest method is to set these DeepSpeed config values to 'auto'.
        """,
        "Full-parameter SFT of ChatGLM2 with DeepSpeed: the DeepSpeed JSON enables fp16 while the "
        "training arguments do not. No maintainer answer is needed; the exception names the fix. A "
        "configuration error in the job: it fails the same way until the config is changed.",
    ),
    # --- worker deaths in Ray-based RL trainers -----------------------------------------------------
    real(
        GH + "RUC-NLPIR/Tool-Star/issues/10",
        "RUC-NLPIR/Tool-Star",
        "host_oom",
        "unknown",
        HUMAN,
        "Worker exit type: SYSTEM_ERROR Worker exit detail: Worker unexpectedly exits with a connection error code 2.",
        r"""
         File "/nfs/Code/Tool-Star/Tool_Star_RL/src/verl/verl/single_controller/ray/base.py", line 42, in func
            output = ray.get(output)
        ray.exceptions.RayActorError: The actor died unexpectedly before finishing this task.
        	class_name: create_colocated_worker_cls.<locals>.WorkerDict
        	actor_id: 772b47483834f39d7b2aa6cc03000000
        	pid: 694415
        	name: OvenE5WorkerDict_2:5
        	namespace: 34fdc195-03f5-4dd6-9900-21e6d5741454
        	ip: xxxx
        The actor is dead because its worker process has died. Worker exit type: SYSTEM_ERROR Worker exit detail: Worker unexpectedly exits with a connection error code 2. End of file. There are some potential root causes. (1) The process is killed by SIGKILL by OOM killer due to high memory usage. (2) ray stop --force is called. (3) The worker is crashed unexpectedly due to SIGSEGV or other unexpected errors.
        """,
        "verl-based RL training: the reporter saw the job hang at one stage with GPU memory full, then "
        "exit with this. Ray lists three possible causes (host OOM kill, ray stop, a crash) and the "
        "thread names none. Labelled from the log: a worker killed with no kernel or OOM record, ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "Unakar/Logic-RL/issues/18",
        "Unakar/Logic-RL",
        "host_oom",
        "unknown",
        HUMAN,
        "Worker exit type: SYSTEM_ERROR",
        r"""
        The actor is dead because its worker process has died. Worker exit type: SYSTEM_ERROR Worker exit detail: Worker unexpectedly exits with a connection error code 2. End of file. There are some potential root causes. (1) The process is killed by SIGKILL by OOM killer due to high memory usage. (2) ray stop --force is called. (3) The worker is crashed unexpectedly due to SIGSEGV or other unexpected errors.
        """,
        "The whole report is this one line, from a run following the README on A800s; smaller batch "
        "and rollout sizes did not help. The maintainers asked for the earlier log and the Ray logs and "
        "could not reproduce it. A bare worker death: ambiguous.",
        ambiguous=True,
    ),
    # --- model loading ------------------------------------------------------------------------------
    real(
        GH + "zetavg/LLaMA-LoRA-Tuner/issues/33",
        "zetavg/LLaMA-LoRA-Tuner",
        "model_loading_error",
        "user_code",
        USER,
        "size mismatch for base_model.model.model.layers.20.self_attn.v_proj.lora_B.weight",
        r"""
        	size mismatch for base_model.model.model.layers.20.self_attn.v_proj.lora_B.weight: copying a param with shape torch.Size([4096, 16]) from checkpoint, the shape in current model is torch.Size([4096, 8]).
        	size mismatch for base_model.model.model.layers.21.self_attn.q_proj.lora_A.weight: copying a param with shape torch.Size([16, 4096]) from checkpoint, the shape in current model is torch.Size([8, 4096]).
        	size mismatch for base_model.model.model.layers.21.self_attn.q_proj.lora_B.weight: copying a param with shape torch.Size([4096, 16]) from checkpoint, the shape in current model is torch.Size([4096, 8]).
        	size mismatch for base_model.model.model.layers.21.self_attn.v_proj.lora_A.weight: copying a param with shape torch.Size([16, 4096]) from checkpoint, the shape in current model is torch.Size([8, 4096]).
        	size mismatch for base_model.model.model.layers.21.self_attn.v_proj.lora_B.weight: copying a param with shape torch.Size([4096, 16]) from checkpoint, the shape in current model is torch.Size([4096, 8]).
        	size mismatch for base_model.model.model.layers.22.self_attn.q_proj.lora_A.weight: copying a param with shape torch.Size([16, 4096]) from checkpoint, the shape in current model is torch.Size([8, 4096]).
        """,
        "Only the tail of the state_dict error was pasted (no header, no traceback): a LoRA checkpoint "
        "with rank 16 is loaded into a model configured with rank 8 when fine-tuning starts. No "
        "maintainer answer in what was read; from the log, the adapter config and the checkpoint "
        "disagree, which a restart repeats.",
    ),
    # --- Python errors in RL post-training code -----------------------------------------------------
    real(
        GH + "StarsfieldAI/R1-V/issues/52",
        "StarsfieldAI/R1-V",
        "import_error",
        "user_code",
        USER,
        "ModuleNotFoundError: No module named 'datasets'",
        r"""
        Traceback (most recent call last):
          File "/root/R1-V/src/open-r1-multimodal/src/open_r1/grpo.py", line 21, in <module>
            from datasets import load_dataset, load_from_disk
        ModuleNotFoundError: No module named 'datasets'
        E0212 01:03:46.532000 6659 site-packages/torch/distributed/elastic/multiprocessing/api.py:869] failed (exitcode: 1) local_rank: 0 (pid: 6675) of binary: /root/miniconda3/bin/python
        Traceback (most recent call last):
          File "/root/miniconda3/bin/torchrun", line 8, in <module>
        """,
        "Single-GPU GRPO run of Qwen2-VL-2B launched with torchrun: the training script cannot import "
        "the `datasets` package, so the worker exits 1 and torchrun reports the failure. A missing "
        "dependency in the environment; the log says it all.",
    ),
    real(
        GH + "2U1/Qwen-VL-Series-Finetune/issues/234",
        "2U1/Qwen-VL-Series-Finetune",
        "type_error",
        "user_code",
        USER,
        "TypeError: accuracy_reward() missing 1 required positional argument: 'assistant'",
        r"""
        [rank0]:     output_reward_func = reward_func(
        [rank0]: TypeError: accuracy_reward() missing 1 required positional argument: 'assistant'
        """,
        "GRPO training of a Qwen-VL model: the reward function needs the ground-truth `assistant` "
        "field, which the reporter's dataset does not provide. The maintainer's answer: add the field "
        "to the dataset (or drop the accuracy reward). A data/code mismatch that recurs.",
    ),
    real(
        GH + "IDEA-Research/Rex-Thinker/issues/14",
        "IDEA-Research/Rex-Thinker",
        "dataset_loading_error",
        "user_code",
        USER,
        "User exception type <class 'pydantic_core._pydantic_core.ValidationError'> in RayTaskError can't be subclassed!",
        r"""
        (Runner pid=2111868) User exception type <class 'pydantic_core._pydantic_core.ValidationError'> in RayTaskError can't be subclassed! This exception is raised as RayTaskError only. You can use `ray_task_error.cause` to access the user exception. Failure in subclassing: ValidationError.__new__() missing 1 required positional argument: 'line_errors'
        """,
        "GRPO run on an EasyR1-style trainer fails when reading its parquet training data. Pinning "
        "ray did not help; the reporter traced it to the dataset: nested dicts in a large parquet file "
        "(over about 4,500 samples) are split into groups the loader cannot handle, and the maintainer "
        "confirmed they flattened their data. A data-format problem, not transient.",
    ),
    real(
        GH + "MIV-XJTU/JanusVLN/issues/22",
        "MIV-XJTU/JanusVLN",
        "nccl_timeout",
        "unknown",
        HUMAN,
        "Watchdog caught collective operation timeout: WorkNCCL(SeqNum=18590, OpType=_ALLGATHER_BASE",
        r"""
        [rank5]:[E1230 17:23:36.183261415 ProcessGroupNCCL.cpp:1595] [PG ID 0 PG GUID 0(default_pg) Rank 5] Process group watchdog thread terminated with exception: [Rank 5] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=18590, OpType=_ALLGATHER_BASE, NumelIn=4194304, NumelOut=33554432, Timeout(ms)=1800000) ran for 1800062 milliseconds before timing out.
        Exception raised from checkTimeout at ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:618 (most recent call first):
        frame #0: c10::Error::Error(c10::SourceLocation, std::string) + 0x96 (0x7fef3dd6c446 in /vepfs/miniconda3/envs/memvln/lib/python3.9/site-packages/torch/lib/libc10.so)
        frame #1: c10d::ProcessGroupNCCL::WorkNCCL::checkTimeout(std::optional<std::chrono::duration<long, std::ratio<1l, 1000l> > >) + 0x282 (0x7feef3c1f772 in /vepfs/miniconda3/envs/memvln/lib/python3.9/site-packages/torch/lib/libtorch_cuda.so)
        frame #2: c10d::ProcessGroupNCCL::watchdogHandler() + 0x233 (0x7feef3c26bb3 in /vepfs/miniconda3/envs/memvln/lib/python3.9/site-packages/torch/lib/libtorch_cuda.so)
        frame #3: c10d::ProcessGroupNCCL::ncclCommWatchdog() + 0x14d (0x7feef3c2861d in /vepfs/miniconda3/envs/memvln/lib/python3.9/site-packages/torch/lib/libtorch_cuda.so)
        frame #4: <unknown function> + 0x145c0 (0x7fef3e2155c0 in /vepfs/miniconda3/envs/memvln/lib/python3.9/site-packages/torch/lib/libtorch.so)
        """,
        "Fine-tuning of a vision-language navigation model (ZeRO-3 all-gathers) stops when rank 5's "
        "all-gather runs past the 30-minute timeout. The issue is open and no cause was found; no "
        "rank shows an error of its own. A bare NCCL timeout: ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "hiyouga/ChatGLM-Efficient-Tuning/issues/104",
        "hiyouga/ChatGLM-Efficient-Tuning",
        "type_error",
        "framework_bug",
        USER,
        "TypeError: get_attention_masks() missing 1 required positional argument: 'device'",
        r"""
        Traceback (most recent call last):
          File "/home/user/KGC/ChatGLM-Efficient-Tuning/src/train_rm.py", line 57, in <module>
            main()
          File "/home/user/KGC/ChatGLM-Efficient-Tuning/src/train_rm.py", line 42, in main
            train_result = trainer.train()
          File "/home/user/anaconda3/envs/GLM/lib/python3.9/site-packages/transformers/trainer.py", line 1664, in train
            return inner_training_loop(
          File "/home/user/anaconda3/envs/GLM/lib/python3.9/site-packages/transformers/trainer.py", line 1909, in _inner_training_loop
            for step, inputs in enumerate(epoch_iterator):
          File "/home/user/anaconda3/envs/GLM/lib/python3.9/site-packages/torch/utils/data/dataloader.py", line 634, in __next__
            data = self._next_data()
          File "/home/user/anaconda3/envs/GLM/lib/python3.9/site-packages/torch/utils/data/dataloader.py", line 678, in _next_data
            data = self._dataset_fetcher.fetch(index)  # may raise StopIteration
          File "/home/user/anaconda3/envs/GLM/lib/python3.9/site-packages/torch/utils/data/_utils/fetch.py", line 54, in fetch
            return self.collate_fn(data)
          File "/home/user/KGC/ChatGLM-Efficient-Tuning/src/utils/pairwise.py", line 39, in __call__
            "attention_mask": self.get_attention_masks(input_ids),
        TypeError: get_attention_masks() missing 1 required positional argument: 'device'
        """,
        "Reward-model training with the latest version of the toolkit: the pairwise collator calls a "
        "data-collator method whose signature had just changed. The reporter notes the previous version "
        "worked; a bug in the training code that fails on every run until the code is fixed.",
    ),
    real(
        GH + "yuanzhoulvpi2017/zero_nlp/issues/85",
        "yuanzhoulvpi2017/zero_nlp",
        "attribute_error",
        "user_code",
        USER,
        "AttributeError: 'ChatGLMTokenizer' object has no attribute 'eop_token_id'",
        r"""
        AttributeError: 'ChatGLMTokenizer' object has no attribute 'eop_token_id'
        """,
        "LoRA training script for ChatGLM-6B; only the exception line was pasted. The maintainer: use "
        "the model snapshot the repository provides; the upstream tokenizer code had renamed the "
        "attribute. A code/model version mismatch that fails the same way on restart.",
    ),
    real(
        GH + "OpenBMB/MiniCPM-V/issues/770",
        "OpenBMB/MiniCPM-V",
        "host_oom",
        "unknown",
        HUMAN,
        "failed (exitcode: -9) local_rank: 0 (pid: 1322)",
        r"""
        torch/distributed/elastic/multiprocessing/api.py:826] failed (exitcode: -9) local_rank: 0 (pid: 1322) of binary: /root/miniconda3/bin/python
        Traceback (most recent call last):
          File "/root/miniconda3/bin/torchrun", line 8, in <module>
            sys.exit(main())
          File "/root/miniconda3/lib/python3.10/site-packages/torch/distributed/elastic/multiprocessing/errors/__init__.py", line 347, in wrapper
            return f(*args, **kwargs)
          File "/root/miniconda3/lib/python3.10/site-packages/torch/distributed/run.py", line 879, in main
            run(args)
          File "/root/miniconda3/lib/python3.10/site-packages/torch/distributed/run.py", line 870, in run
            elastic_launch(
          File "/root/miniconda3/lib/python3.10/site-packages/torch/distributed/launcher/api.py", line 132, in __call__
            return launch_agent(self._config, self._entrypoint, list(args))
          File "/root/miniconda3/lib/python3.10/site-packages/torch/distributed/launcher/api.py", line 263, in launch_agent
            raise ChildFailedError(
        """,
        "LoRA fine-tuning that dies with the same SIGKILL (exit -9) at exactly 40% progress every "
        "time. No kernel OOM record or Slurm line was posted and the thread does not say what killed "
        "it; the repetition suggests a host-memory peak but the log alone shows only a bare kill.",
        ambiguous=True,
    ),
    real(
        GH + "OpenBMB/MiniCPM-V/issues/651",
        "OpenBMB/MiniCPM-V",
        "runtime_error",
        "framework_bug",
        USER,
        "torch.utils.checkpoint.CheckpointError: torch.utils.checkpoint: Recomputed values for the following tensors have different metadata than during the forward pass.",
        r"""
        [rank0]:   File "/home/kuuga/.conda/envs/mental-health/lib/python3.10/site-packages/deepspeed/runtime/zero/linear.py", line 80, in backward
        [rank0]:     input, weight, bias = ctx.saved_tensors
        [rank0]:   File "/home/kuuga/.conda/envs/mental-health/lib/python3.10/site-packages/torch/utils/checkpoint.py", line 1129, in unpack_hook
        [rank0]:     frame.check_recomputed_tensors_match(gid)
        [rank0]:   File "/home/kuuga/.conda/envs/mental-health/lib/python3.10/site-packages/torch/utils/checkpoint.py", line 903, in check_recomputed_tensors_match
        [rank0]:     raise CheckpointError(
        [rank0]: torch.utils.checkpoint.CheckpointError: torch.utils.checkpoint: Recomputed values for the following tensors have different metadata than during the forward pass.
        [rank0]: tensor at position 4:
        [rank0]: saved metadata: {'shape': torch.Size([3584]), 'dtype': torch.float16, 'device': device(type='cuda', index=0)}
        [rank0]: recomputed metadata: {'shape': torch.Size([0]), 'dtype': torch.float16, 'device': device(type='cuda', index=0)}
        [rank0]: tensor at position 6:
        [rank0]: saved metadata: {'shape': torch.Size([3584, 3584]), 'dtype': torch.float16, 'device': device(type='cuda', index=0)}
        [rank0]: recomputed metadata: {'shape': torch.Size([0]), 'dtype': torch.float16, 'device': device(type='cuda', index=0)}
        """,
        "LoRA fine-tuning script with DeepSpeed ZeRO-3 and gradient checkpointing: in backward, the "
        "recomputed activations see ZeRO-3's partitioned (empty) parameters. No answer was read in the "
        "thread; from the log, an incompatibility between the checkpointing and ZeRO-3 settings that "
        "recurs on every run.",
    ),
    # --- fabric -------------------------------------------------------------------------------------
    real(
        GH + "huggingface/finetrainers/issues/16",
        "huggingface/finetrainers",
        "network_error",
        "network_fabric",
        HUMAN,
        "NCCL WARN NET/IB : Got completion from peer 10.76.228.50<46608> with status=12 opcode=129 len=47104 vendor err 129",
        r"""
        nm04-a800-node083:1235788:1236546 [4] transport/net_ib.cc:1698 NCCL WARN NET/IB : Got completion from peer 10.76.228.50<46608> with status=12 opcode=129 len=47104 vendor err 129 (Recv) localGid fe80::966d:aeff:fec6:c6c2 remoteGidsfe80::966d:aeff:fec6:a34a
        nm04-a800-node083:1235788:1236546 [4] NCCL INFO transport/net.cc:1298 -> 6
        nm04-a800-node083:1235788:1236546 [4] NCCL INFO proxy.cc:694 -> 6
        nm04-a800-node083:1235788:1236546 [4] NCCL INFO proxy.cc:874 -> 6 [Progress Thread]

        nm04-a800-node083:1235788:1236546 [4] transport/net_ib.cc:1698 NCCL WARN NET/IB : Got completion from peer 10.76.228.50<46608> with status=5 opcode=129 len=4 vendor err 244 (Recv) localGid fe80::966d:aeff:fec6:c6c2 remoteGidsfe80::966d:aeff:fec6:a34a
        nm04-a800-node083:1235788:1236546 [4] NCCL INFO transport/net.cc:1298 -> 6
        nm04-a800-node083:1235788:1236546 [4] NCCL INFO proxy.cc:694 -> 6
        nm04-a800-node083:1235788:1236546 [4] NCCL INFO proxy.cc:874 -> 6 [Progress Thread]
        """,
        "Video-model fine-tuning on A800s with NCCL_IB_TIMEOUT raised: InfiniBand completions fail "
        "with retry-exceeded (status 12, vendor err 129) towards one peer, then flush errors. The "
        "title says multi-GPU fine-tuning never gets through, i.e. it recurs rather than flapping "
        "once, and the thread records no diagnosis: a fabric fault or a fabric misconfiguration, which "
        "someone must check before a restart. Ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "2U1/Qwen-VL-Series-Finetune/issues/79",
        "2U1/Qwen-VL-Series-Finetune",
        "host_oom",
        "user_code",
        USER,
        "exits with return code = -9",
        r"""
        [ERROR] [launch.py:325:sigkill_handler] exits with return code = -9
        """,
        "LoRA fine-tuning of Qwen2.5-VL on 8 A800s killed at random points with no error message; GPU "
        "memory was under 20%. The maintainer read -9 as an out-of-memory kill of host RAM and the "
        "reporter confirmed it with dmesg (and smaller models on the same box also died). The pasted "
        "log is only DeepSpeed's launcher line; the label follows the thread's conclusion.",
    ),
    # --- connection / external services -------------------------------------------------------------
    real(
        GH + "GAIR-NLP/DeepResearcher/issues/7",
        "GAIR-NLP/DeepResearcher",
        "connection_error",
        "transient",
        RESTART,
        "wandb.errors.errors.CommError: Run initialization has timed out after 90.0 sec.",
        r"""
        wandb.errors.errors.CommError: Run initialization has timed out after 90.0 sec. Please try increasing the timeout with the `init_timeout` setting: `wandb.init(settings=wandb.Settings(init_timeout=120))`.
        """,
        "RL training launch of the DeepResearcher agent: the experiment tracker's run initialisation "
        "times out before training starts. The reporter closed it as fixed without saying how. "
        "Labelled from the log: a connection timeout to an external tracking service, which a "
        "relaunch normally gets past.",
    ),
    real(
        GH + "zai-org/CodeGeeX/issues/160",
        "zai-org/CodeGeeX",
        "cuda_error",
        "user_code",
        USER,
        "RuntimeError: CUDA error: an illegal memory access was encountered",
        r"""
        Time to load utils op: 0.0002510547637939453 seconds
        FinishInitialization.
        Finishparallel.
        Traceback (most recent call last):
          File "/data1/yushoujie/python_projects/2023_0531_hll_codegeex_train/codegeex/megatron/tools/pretrain_codegeex.py", line 209, in <module>
            pretrain(
          File "/data1/yushoujie/python_projects/2023_0531_hll_codegeex_train/codegeex/megatron/training.py", line 143, in pretrain
            timers("model-and-optimizer-setup").stop()
          File "/data1/yushoujie/python_projects/2023_0531_hll_codegeex_train/codegeex/megatron/global_vars.py", line 211, in stop
            torch.cuda.synchronize()
          File "/data1/anaconda/env/ysj_llm/lib/python3.10/site-packages/torch/cuda/__init__.py", line 566, in synchronize
            return torch._C._cuda_synchronize()
        RuntimeError: CUDA error: an illegal memory access was encountered
        """,
        "Megatron-based pre-training of the 13B CodeGeeX model fails at the first synchronize after "
        "model and optimizer setup. The maintainer: usually this means too little GPU memory, the 13B "
        "training needs at least four A100/V100 machines. An under-provisioned launch that fails the "
        "same way every time; the user must change the job, not the node.",
    ),
    # --- memory -------------------------------------------------------------------------------------
    real(
        GH + "MoonshotAI/Kimi-Audio/issues/146",
        "MoonshotAI/Kimi-Audio",
        "cuda_oom",
        "user_code",
        USER,
        "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 260.00 MiB. GPU 7 has a total capacity of 139.81 GiB",
        r"""
        [rank7]: state["exp_avg_sq"] = torch.zeros_like(
        1196
        【2025-08-21 11:48:44】[rank7]: ^^^^^^^^^^^^^^^^^
        1197
        【2025-08-21 11:48:44】[rank7]: torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 260.00 MiB. GPU 7 has a total capacity of 139.81 GiB of which 52.94 MiB is free. Including non-PyTorch memory, this process has 139.75 GiB memory in use. Of the allocated memory 137.01 GiB is allocated by PyTorch, and 1.28 GiB is reserved by PyTorch but unallocated. If reserved but unallocated memory is large try setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation. See documentation for Memory Management (https://pytorch.org/docs/stable/notes/cuda.html#environment-variables)
        """,
        "Full-parameter SFT of an audio LLM with the repository's finetune_ds.sh, pasted from a web "
        "console that prefixes timestamps and interleaves line numbers: the optimizer state allocation "
        "(Adam's exp_avg_sq) runs a 140 GB GPU out of memory. No answer in the thread; from the log, "
        "the job's memory footprint exceeds the GPU and will again.",
    ),
    real(
        GH + "FlagOpen/FlagEmbedding/issues/1549",
        "FlagOpen/FlagEmbedding",
        "other",
        "unknown",
        HUMAN,
        "failed (exitcode: -11) local_rank: 0 (pid: 28773)",
        r"""
        E1119 08:26:02.715000 28705 site-packages/torch/distributed/elastic/multiprocessing/api.py:882] failed (exitcode: -11) local_rank: 0 (pid: 28773) of binary: /app/anaconda3/envs/py312/bin/python3.12
        Traceback (most recent call last):
          File "/app/anaconda3/envs/py312/bin/torchrun", line 7, in <module>
            sys.exit(main())
                     ^^^^^^
          File "/app/anaconda3/envs/py312/lib/python3.12/site-packages/torch/distributed/elastic/multiprocessing/errors/__init__.py", line 357, in wrapper
            return f(*args, **kwargs)
                   ^^^^^^^^^^^^^^^^^^
          File "/app/anaconda3/envs/py312/lib/python3.12/site-packages/torch/distributed/run.py", line 936, in main
            run(args)
          File "/app/anaconda3/envs/py312/lib/python3.12/site-packages/torch/distributed/run.py", line 927, in run
            elastic_launch(
          File "/app/anaconda3/envs/py312/lib/python3.12/site-packages/torch/distributed/launcher/api.py", line 156, in __call__
            return launch_agent(self._config, self._entrypoint, list(args))
                   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
          File "/app/anaconda3/envs/py312/lib/python3.12/site-packages/torch/distributed/launcher/api.py", line 293, in launch_agent
            raise ChildFailedError(
        torch.distributed.elastic.multiprocessing.errors.ChildFailedError: 
        """,
        "Fine-tuning launched with torchrun; the only worker dies with signal 11 and torchrun reports "
        "it, with no Python traceback from the worker itself. The issue is open without a diagnosis. "
        "A bare segmentation fault: ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "RUCKBReasoning/TableLLM/issues/16",
        "RUCKBReasoning/TableLLM",
        "assertion_error",
        "user_code",
        USER,
        "Assertion `srcIndex < srcSelectDimSize` failed.",
        r"""
        0%|          | 0/10 [00:00<?, ?it/s]../aten/src/ATen/native/cuda/Indexing.cu:1289: indexSelectLargeIndex: block: [56,0,0], thread: [64,0,0] Assertion `srcIndex < srcSelectDimSize` failed.
        """,
        "Fine-tuning with the repository's finetune.py on a model other than the one it was written "
        "for: the first step trips the embedding-index device assert, glued to the progress bar. The "
        "maintainers: the script sets a new '[PAD]' pad token whose id is outside the model's "
        "embedding table; use the EOS token as pad (or resize the embeddings). A code/config error.",
    ),
    real(
        GH + "zai-org/CogVLM/issues/509",
        "zai-org/CogVLM",
        "dataset_loading_error",
        "user_code",
        USER,
        "ZeroDivisionError: integer division or modulo by zero",
        r"""
        [rank0]:   File "/GLOBALFS/dhu_mbzhao_1/anaconda3/envs/cogvlm/lib/python3.10/site-packages/sat/data_utils/configure_data.py", line 201, in make_loaders
        [rank0]:     train = make_dataset(**data_set_args, args=args, dataset_weights=args.train_data_weights, is_train_data=True)
        [rank0]:   File "/GLOBALFS/dhu_mbzhao_1/anaconda3/envs/cogvlm/lib/python3.10/site-packages/sat/data_utils/configure_data.py", line 139, in make_dataset_full
        [rank0]:     scale = max(200, 1 + (args.train_iters * args.batch_size * args.gradient_accumulation_steps * world_size) // len(ds))
        [rank0]: ZeroDivisionError: integer division or modulo by zero
        [rank2]: Traceback (most recent call last):
        [rank2]:   File "/GLOBALFS/dhu_mbzhao_1/CogVLM-main/finetune_demo/finetune_cogvlm_demo.py", line 256, in <module>
        [rank2]:     model = training_main(args, model_cls=model, forward_step_function=forward_step, create_dataset_function=partial(create_dataset_function, image_processor, text_processor), collate_fn=data_collator, forward_step_eval=forward_step_eval)
        """,
        "Four-GPU fine-tuning with the SwissArmyTransformer trainer: building the training loader "
        "divides by len(ds), and the training dataset came back empty. The issue is open without an "
        "answer; labelled from the log: the job's data path or format yields no samples, so the "
        "failure repeats until the data is fixed.",
    ),
    # --- environment: wrong interpreter -------------------------------------------------------------
    real(
        GH + "QwenLM/Qwen-VL/issues/119",
        "QwenLM/Qwen-VL",
        "syntax_error",
        "user_code",
        USER,
        "SyntaxError: invalid syntax",
        r"""
        File “finetune.py", line 25
            model_name_or_path: Optional[str] = field(default="Qwen/Qwen-7B")
        SyntaxError: invalid syntax
        """,
        "Single-GPU LoRA fine-tuning script fails to even parse finetune.py. The reporter fixed it by "
        "changing `python finetune.py` to `python3 finetune.py` in the launch script: `python` was an "
        "old interpreter without variable annotations. An environment error that recurs on every launch.",
    ),
    real(
        GH + "zai-org/GLM-4/issues/523",
        "zai-org/GLM-4",
        "syntax_error",
        "user_code",
        USER,
        "SyntaxError: invalid syntax",
        r"""
        File "finetune.py", line 61
            def training_step(self, model: nn.Module, inputs: dict[str, Any]) -> torch.Tensor:
                                         ^
        SyntaxError: invalid syntax
        """,
        "LoRA fine-tuning of glm-4-9b-chat with the repository's finetune.py: the interpreter cannot "
        "parse annotated signatures. The maintainer recommended the README's environment (the "
        "interpreter the script was launched with is not it). Recurs until the environment is fixed.",
    ),
    real(
        GH + "RLinf/RLinf/issues/272",
        "RLinf/RLinf",
        "cuda_oom",
        "user_code",
        USER,
        "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 388.00 MiB. GPU 0 has a total capacity of 23.64 GiB",
        r"""
        torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 388.00 MiB. GPU 0 has a total capacity of 23.64 GiB of which 562.06 MiB is free. Process 1140273 has 384.00 MiB memory in use. Including non-PyTorch memory, this process has 22.14 GiB memory in use. Process 1209389 has 516.00 MiB memory in use. Of the allocated memory 21.35 GiB is allocated by PyTorch, and 236.09 MiB is reserved by PyTorch but unallocated. If reserved but unallocated memory is large try setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  See documentation for Memory Management  (https://pytorch.org/docs/stable/notes/cuda.html#environment-variables)
        Exception occurred while running MultiStepRolloutWorker's function sync_model_from_actor: exception is The actor died unexpectedly before finishing this task.
        	class_name: MultiStepRolloutWorker
        	actor_id: 852b2daf41cea25ab3f82ea501000000
        	pid: 1160065
        	name: RolloutGroup:0
        	namespace: RLinf
        	ip: 10.10.221.38
        The actor is dead because it was killed by `ray.kill`.
        Exiting main process due to a failure upon worker execution.
        """,
        "Embodied PPO run on 24 GB RTX 4090s: the FSDP actor runs out of GPU memory while syncing its "
        "weights to the rollout worker, and the framework then kills the rollout actor, which is the "
        "last thing printed. The OOM comes first and is the cause; on these GPUs the configuration "
        "does not fit and will fail the same way.",
    ),
    # --- divergence ---------------------------------------------------------------------------------
    real(
        GH + "datawhalechina/tiny-universe/issues/31",
        "datawhalechina/tiny-universe",
        "nan_or_value_error",
        "user_code",
        USER,
        "step 100000: train loss nan, val loss nan",
        r"""
        step 100000: train loss nan, val loss nan
        100000 | loss nan | lr 0.000000e+00 | 2006.12ms | mfu 1.68%
        """,
        "Pre-training the tutorial's small LLM from scratch on a 2080 Ti with unmodified code: twice, "
        "past step 50,000 the loss turns NaN and stays NaN to the end. The maintainer points at the "
        "environment, torch version and precision on that GPU and suggests a smaller learning rate. "
        "Divergence that recurs with the same setup.",
    ),
    # --- hangs --------------------------------------------------------------------------------------
    real(
        GH + "Jiayi-Pan/TinyZero/issues/32",
        "Jiayi-Pan/TinyZero",
        "hang",
        "unknown",
        HUMAN,
        "INFO worker.py:1841 -- Started a local Ray instance.",
        r"""
        (zero) hc3295@researchgpu06:/shared/share_mala/hc3295/TinyZero$ export N_GPUS=2
        export BASE_MODEL=/shared/share_mala/hc3295/models/Qwen2.5-3B
        export DATA_DIR=./data
        export ROLLOUT_TP_SIZE=2
        export EXPERIMENT_NAME=countdown-qwen2.5-3b
        export VLLM_ATTENTION_BACKEND=XFORMERS

        bash ./scripts/train_tiny_zero.sh
        bash: /user/hc3295/.conda/envs/queue/lib/libtinfo.so.6: no version information available (required by bash)
        2025-01-31 23:47:57,586 INFO worker.py:1841 -- Started a local Ray instance.
        """,
        "Two-GPU PPO run of the countdown task: the job starts a local Ray instance and then prints "
        "nothing more, with no error and no exit. Other users report the same; no cause is given in "
        "what was read. A silent hang at start-up with nothing to point at: ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "Agent-RL/ReCall/issues/62",
        "Agent-RL/ReCall",
        "host_oom",
        "unknown",
        HUMAN,
        "Worker exit type: SYSTEM_ERROR Worker exit detail: Worker unexpectedly exits with a connection error code 2.",
        r"""
        ray.exceptions.RayTaskError(RayActorError): ray::main_task() (pid=10066, ip=10.166.157.101)
          File "/workdir/src/verl/trainer/main_ppo.py", line 135, in main_task
            trainer.fit()
          File "/workdir/src/verl/trainer/ppo/ray_trainer.py", line 858, in fit
            gen_batch_output = self.actor_rollout_wg.generate_sequences(gen_batch)
          File "/workdir/src/verl/single_controller/ray/base.py", line 42, in func
            output = ray.get(output)
        ray.exceptions.RayActorError: The actor died unexpectedly before finishing this task.
        	class_name: create_colocated_worker_cls.<locals>.WorkerDict
        	actor_id: 53d808c488ec75070bf21ef601000000
        	pid: 12529
        	name: 5SO3sRWorkerDict_0:1
        	namespace: 9ef4bf7d-cc28-4c01-9a91-88151c3611a9
        	ip: 10.166.157.101
        The actor is dead because its worker process has died. Worker exit type: SYSTEM_ERROR Worker exit detail: Worker unexpectedly exits with a connection error code 2. End of file. There are some potential root causes. (1) The process is killed by SIGKILL by OOM killer due to high memory usage. (2) ray stop --force is called. (3) The worker is crashed unexpectedly due to SIGSEGV or other unexpected errors.
        """,
        "Agentic RL training (verl-based) dies in rollout generation every time after the reporter "
        "swapped in their own search knowledge base; the maintainer asked for the earlier error "
        "output and none was posted. The driver only sees the colocated worker's death; the worker's "
        "own cause (host OOM, a crash) is not in the log. Ambiguous.",
        ambiguous=True,
    ),
]
