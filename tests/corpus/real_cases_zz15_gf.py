# ruff: noqa
"""Real excerpts, batch ZZ15-GF: development-fold failures that ended LLM post-training and
fine-tuning runs in 2024-2026 projects: GRPO/PPO/DPO trainers built on trl and verl (math RLVR,
video and vision-language R1 reproductions, agentic tool-use RL, RL for a Qwen2.5-VL detector),
a distributed DPO step inside a model-collaboration research codebase, LoRA fine-tuning of VLMs on
Apple silicon (mlx-vlm) and with NVILA's stage scripts, and audio fine-tuning of an MoE
multimodal model. Gathered from GitHub issue and pull-request threads of repositories new to the
corpus whose `fold_of(repo)` is "dev". Searched with the error lines users paste (CUDA out of
memory in rollouts and actor updates, RayTaskError, ValueError/TypeError/KeyError from trainer
constructors, shape errors in reward gathering, NCCL watchdog timeouts, NaN losses and grad norms,
DeepSpeed no_sync assertions, flash-attn undefined symbols, exit code -9, safetensors header
errors, unscale FP16 gradients, HF validation errors). Most hits were repositories already in the
corpus or in the test fold, and many dev-fold threads showed only screenshots or a one-line error;
the search budget ran out at eleven cases, fewer than the 20-25 aimed for. What the searches
returned in new dev-fold repositories is taken as it came, not picked for what crashcart can do,
and nobody ran crashcart on these cases before they were labelled. Verbatim log lines as printed in
each thread (trimmed to the relevant part: caret-underline lines and a few interior frames left
out; markdown quote markers removed); labelled from what each thread concluded, or from the log
where it concluded nothing (the notes say which)."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    # --- CUDA out of memory during RL rollouts and updates ------------------------------------------
    real(
        GH + "IDEA-Research/Rex-Omni/issues/110",
        "IDEA-Research/Rex-Omni",
        "cuda_oom",
        "user_code",
        USER,
        "ray.exceptions.RayTaskError(OutOfMemoryError): ray::WorkerDict.actor_rollout_generate_sequences()",
        r"""
            raise value.as_instanceof_cause()
        ray.exceptions.RayTaskError(OutOfMemoryError): ray::Runner.run() (pid=3333759, ip=192.168.1.45, actor_id=9c4d07cb39d55700f1c6b55d01000000, repr=<main.Runner object at 0x7f65cad01af0>)
          File "/data/xutao/code/Lgm_code/Rex-Omni/finetuning/verl/trainer/main.py", line 104, in run
            trainer.fit()
          File "/data/xutao/code/Lgm_code/Rex-Omni/finetuning/verl/trainer/ray_trainer.py", line 631, in fit
            gen_batch_output = self.actor_rollout_wg.generate_sequences(
          File "/data/xutao/code/Lgm_code/Rex-Omni/finetuning/verl/single_controller/ray/base.py", line 47, in func
            output = ray.get(output)
        ray.exceptions.RayTaskError(OutOfMemoryError): ray::WorkerDict.actor_rollout_generate_sequences() (pid=3334785, ip=192.168.1.45, actor_id=c38113a6a1063303468ff3d801000000, repr=<verl.single_controller.ray.base.WorkerDict object at 0x7febd2a5ed50>)
        """,
        "GRPO fine-tuning of Rex-Omni with the repo's bundled verl on two 48 GB A6000s: the rollout "
        "worker's generate_sequences raises OutOfMemoryError, surfaced by Ray through the driver's "
        "Runner. The maintainer's answer is to lower the GRPO batch size and the rollout "
        "gpu_memory_utilization for that hardware. A CUDA OOM from the configuration: it recurs until "
        "the config changes, so notify the user.",
    ),
    real(
        GH + "TIGER-AI-Lab/VideoScore2/issues/6",
        "TIGER-AI-Lab/VideoScore2",
        "cuda_oom",
        "user_code",
        USER,
        "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 3.98 GiB",
        r"""
        torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 3.98 GiB. GPU 0 has a total capacity of 44.64 GiB of which 1.99 GiB is free. Process 790312 has 42.64 GiB memory in use. Of the allocated memory 38.79 GiB is allocated by PyTorch, and 3.02 GiB is reserved by PyTorch but unallocated. If reserved but unallocated memory is large try setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  See documentation for Memory Management  (https://pytorch.org/docs/stable/notes/cuda.html#environment-variables)
        [rank0]: Traceback (most recent call last):
        [rank0]:   File "/data/Video-R1/src/r1-v/src/open_r1/grpo_vs2_sft.py", line 359, in <module>
        [rank0]:     main(script_args, training_args, model_args)
        [rank0]:   File "/data/Video-R1/src/r1-v/src/open_r1/grpo_vs2_sft.py", line 348, in main
        [rank0]:     trainer.train()
        [rank0]:   File "/data/miniconda3/envs/video_r1/lib/python3.11/site-packages/transformers/trainer.py", line 2241, in train
        [rank0]:     return inner_training_loop(
        [rank0]:   File "/data/miniconda3/envs/video_r1/lib/python3.11/site-packages/transformers/trainer.py", line 2548, in _inner_training_loop
        [rank0]:     tr_loss_step = self.training_step(model, inputs, num_items_in_batch)
        """,
        "A commenter reproducing VideoScore2's RL stage (the Video-R1-based GRPO script) on 4 GPUs of "
        "44.6 GiB hits CUDA OOM in the training step: 38.8 GiB already allocated by PyTorch and a "
        "4 GiB request. The thread gives no fix beyond the hardware discussion; labelled from the log: "
        "an OOM for this model/batch/GPU combination recurs with the same config, notify the user.",
    ),
    # --- Trainer constructors and configuration -----------------------------------------------------
    real(
        GH + "Mohammadjafari80/GSM8K-RLVR/issues/3",
        "Mohammadjafari80/GSM8K-RLVR",
        "nan_or_value_error",
        "user_code",
        USER,
        "ValueError: The global train batch size (1 x 1) must be evenly divisible",
        r"""
        Traceback (most recent call last):
          File "/root/GSM8K-RLVR-main/train.py", line 105, in <module>
            trainer = GRPOTrainer(
                      ^^^^^^^^^^^^
          File "/root/miniconda3/envs/jnu/lib/python3.12/site-packages/trl/trainer/grpo_trainer.py", line 429, in __init__
            raise ValueError(
        ValueError: The global train batch size (1 x 1) must be evenly divisible by the number of generations per prompt (6). Given the current train batch size, the valid values for the number of generations are: [].
        """,
        "GRPO on GSM8K with trl: the GRPOTrainer constructor rejects the configuration because one "
        "process with per-device batch 1 cannot hold 6 generations per prompt. No reply in the thread; "
        "labelled from the log: a config ValueError before training starts, it fails the same way "
        "until the batch size or num_generations changes.",
    ),
    real(
        GH + "BunsenFeng/model_collaboration/pull/76",
        "BunsenFeng/model_collaboration",
        "type_error",
        "user_code",
        USER,
        "TypeError: DPOTrainer.__init__() got an unexpected keyword argument 'tokenizer'",
        r'''
        [DPO] Adapter merged successfully.
        multiprocessing.pool.RemoteTraceback:
        """
        Traceback (most recent call last):
          File "/home/shangbin/model_collaboration_wenxuan/model_collaboration/utils/distributed_dpo.py", line 92, in single_dpo
            trainer = DPOTrainer(
        TypeError: DPOTrainer.__init__() got an unexpected keyword argument 'tokenizer'
        """
        ''',
        "The research codebase's distributed DPO step (run in a multiprocessing pool inside the "
        "text_sparta method) builds trl's DPOTrainer with tokenizer=, which newer trl removed in favour "
        "of processing_class. The pull request fixes the call. An API-version mismatch in the "
        "project's own training code: fails identically on every run until the code or the pinned trl "
        "changes, notify the user.",
    ),
    real(
        GH + "Blaizzy/mlx-vlm/issues/213",
        "Blaizzy/mlx-vlm",
        "runtime_error",
        "framework_bug",
        USER,
        "KeyError: 'image_token_index'",
        r"""
        INFO:__main__:Training model
        Traceback (most recent call last):
          File "<frozen runpy>", line 198, in _run_module_as_main
          File "<frozen runpy>", line 88, in _run_code
          File "mlx_vlm/lora.py", line 178, in <module>
            main(args)
          File "mlx_vlm/lora.py", line 99, in main
            dataset[i * args.batch_size : (i + 1) * args.batch_size]
          File "mlx_vlm/trainer/trainer.py", line 89, in __getitem__
            image_token_index = self.config["image_token_index"]
        KeyError: 'image_token_index'
        """,
        "LoRA fine-tuning of Qwen2.5-VL with mlx-vlm's lora.py dies on the first batch: the trainer's "
        "dataset reads config['image_token_index'], but Qwen2.5-VL's config names it image_token_id. "
        "The maintainer acknowledges the trainer bug. A deterministic KeyError in the framework: "
        "restarting repeats it, the user needs a fixed mlx-vlm.",
    ),
    real(
        GH + "NVlabs/VILA/issues/172",
        "NVlabs/VILA",
        "model_loading_error",
        "user_code",
        USER,
        "huggingface_hub.errors.HFValidationError: Repo id must be in the form",
        r"""
        [rank0]: Traceback (most recent call last):
        [rank0]:   File "/root/anaconda3/envs/vila_adv/lib/python3.10/site-packages/transformers/utils/hub.py", line 403, in cached_file
        [rank0]:     resolved_file = hf_hub_download(
        [rank0]:   File "/root/anaconda3/envs/vila_adv/lib/python3.10/site-packages/huggingface_hub/utils/_validators.py", line 106, in _inner_fn
        [rank0]:     validate_repo_id(arg_value)
        [rank0]:   File "/root/anaconda3/envs/vila_adv/lib/python3.10/site-packages/huggingface_hub/utils/_validators.py", line 154, in validate_repo_id
        [rank0]:     raise HFValidationError(
        [rank0]: huggingface_hub.errors.HFValidationError: Repo id must be in the form 'repo_name' or 'namespace/repo_name': 'runs/train/stage2_9tile/model'. Use `repo_type` argument if needed.

        [rank0]: The above exception was the direct cause of the following exception:

        [rank0]: Traceback (most recent call last):
        [rank0]:   File "/home/user/VILA/llava/train/train_mem.py", line 49, in <module>
        """,
        "Fine-tuning NVILA-15B on a custom dataset with scripts/NVILA/stage3_9tile.sh: the script "
        "loads its starting checkpoint from the stage-2 output path runs/train/stage2_9tile/model, "
        "which does not exist locally, so transformers treats it as a Hub repo id and rejects it. "
        "The thread has no maintainer answer; labelled from the log: a model-loading failure from a "
        "missing checkpoint path, it recurs until the path is fixed, notify the user.",
    ),
    # --- Shape errors in RL training loops ----------------------------------------------------------
    real(
        GH + "tulerfeng/Video-R1/issues/12",
        "tulerfeng/Video-R1",
        "runtime_error",
        "user_code",
        USER,
        "RuntimeError: shape '[0, 8]' is invalid for input of size 2",
        r"""
        [rank1]:   File "/mnt/bn/duanzhizhao/Video-R1/src/r1-v/src/open_r1/trainer/grpo_trainer.py", line 691, in compute_loss
        [rank1]:     rewards_per_device = gathered_rewards.view(num_devices, self.num_generations)
        [rank1]: RuntimeError: shape '[0, 8]' is invalid for input of size 2
        """,
        "A commenter's Video-R1 GRPO run fails in the repo's own compute_loss: the gathered rewards "
        "cannot be reshaped to (num_devices, num_generations): only 2 rewards were gathered for 8 "
        "generations per prompt, so the device count comes out as 0 for this launch/batch setup. No conclusion in the thread for this comment; labelled from the log: "
        "a deterministic shape error from the configuration, notify the user.",
    ),
    real(
        GH + "tulerfeng/Video-R1/issues/31",
        "tulerfeng/Video-R1",
        "runtime_error",
        "user_code",
        USER,
        "RuntimeError: shape '[2, 8]' is invalid for input of size 17",
        r"""
        [rank4]:   File "/mnt/data/shenghao/Video-R1/src/r1-v/src/open_r1/trainer/grpo_trainer.py", line 587, in compute_loss
        [rank4]:     rewards_per_device = gathered_rewards.view(num_devices, self.num_generations)
        [rank4]: RuntimeError: shape '[2, 8]' is invalid for input of size 17
        """,
        "Same reshape in Video-R1's GRPO compute_loss, this time 17 gathered rewards for a (2, 8) view. "
        "The maintainer explains it: on a small custom dataset the last iteration has fewer samples "
        "than the batch size; add data or adjust epochs/batch. It recurs at the same point with the "
        "same data and config: notify the user.",
    ),
    real(
        GH + "MagicVicCoder/TPRL/issues/3",
        "MagicVicCoder/TPRL",
        "runtime_error",
        "user_code",
        USER,
        "RuntimeError: stack expects each tensor to be equal size",
        r"""
        Traceback (most recent call last):
          File "train_ppo.py", line 479, in <module>
            main()
          File "train_ppo.py", line 449, in main
            metrics = ppo_update(
          File "train_ppo.py", line 324, in ppo_update
            batch_visual = torch.stack([states_visual[i] for i in batch_indices]).to(device)
        RuntimeError: stack expects each tensor to be equal size, but got [44, 2048] at entry 0 and [199, 2048] at entry 1.
        """,
        "The project's PPO training script stacks per-sample visual token states of different lengths "
        "(44 vs 199 tokens) into one batch in ppo_update. No answer in the thread; labelled from the "
        "log: a bug in the training code that fails the same way on the next run, notify the user.",
    ),
    # --- Data loading -------------------------------------------------------------------------------
    real(
        GH + "HITsz-TMG/Uni-MoE/issues/11",
        "HITsz-TMG/Uni-MoE",
        "dataset_loading_error",
        "user_code",
        USER,
        "soundfile.LibsndfileError",
        r"""
          File "/root/miniconda3/lib/python3.9/site-packages/transformers/trainer.py", line 1539, in train
            return inner_training_loop(
          File "/root/miniconda3/lib/python3.9/site-packages/transformers/trainer.py", line 1787, in _inner_training_loop
            for step, inputs in enumerate(epoch_iterator):
          File "/root/miniconda3/lib/python3.9/site-packages/accelerate/data_loader.py", line 394, in __iter__
            next_batch = next(dataloader_iter)
          File "/root/miniconda3/lib/python3.9/site-packages/torch/utils/data/dataloader.py", line 633, in __next__
            data = self._next_data()
          File "/root/miniconda3/lib/python3.9/site-packages/torch/utils/data/dataloader.py", line 1325, in _next_data
            return self._process_data(data)
          File "/root/miniconda3/lib/python3.9/site-packages/torch/utils/data/dataloader.py", line 1371, in _process_data
            data.reraise()
          File "/root/miniconda3/lib/python3.9/site-packages/torch/_utils.py", line 644, in reraise
            raise exception
        soundfile.LibsndfileError: <exception str() failed>
        """,
        "Audio fine-tuning of Uni-MoE (finetune_audio.sh) fails on the first batch: a DataLoader worker "
        "cannot read an audio file with soundfile and the error is re-raised in the main process. The "
        "reporter suspects the dataset's file naming; no maintainer conclusion. Labelled from the log: "
        "an unreadable sample in the user's data, it recurs until the data is fixed, notify the user.",
    ),
    # --- Rollout engine errors in agentic RL --------------------------------------------------------
    real(
        GH + "TIGER-AI-Lab/verl-tool/issues/86",
        "TIGER-AI-Lab/verl-tool",
        "nan_or_value_error",
        "framework_bug",
        USER,
        "ray.exceptions.RayTaskError(ValueError): ray::TaskRunner.run()",
        r"""
        Traceback (most recent call last):
          File "/code/verl-tool/verl_tool/trainer/main_ppo.py", line 27, in main
            run_ppo(config)
          File "/code/verl-tool/verl_tool/trainer/main_ppo.py", line 46, in run_ppo
            ray.get(runner.run.remote(config))
          File "/code/verl-tool/.venv/lib/python3.10/site-packages/ray/_private/auto_init_hook.py", line 22, in auto_init_wrapper
            return fn(*args, **kwargs)
          File "/code/verl-tool/.venv/lib/python3.10/site-packages/ray/_private/client_mode_hook.py", line 104, in wrapper
            return func(*args, **kwargs)
          File "/code/verl-tool/.venv/lib/python3.10/site-packages/ray/_private/worker.py", line 2858, in get
            values, debugger_breakpoint = worker.get_objects(object_refs, timeout=timeout)
          File "/code/verl-tool/.venv/lib/python3.10/site-packages/ray/_private/worker.py", line 958, in get_objects
            raise value.as_instanceof_cause()
        ray.exceptions.RayTaskError(ValueError): ray::TaskRunner.run() (pid=2586371, ip=172.17.0.2, actor_id=e8b5e54ab130f6c94fba54c401000000, repr=<main_ppo.TaskRunner object at 0x7f4132ae9f90>)
          File "/code/verl-tool/verl_tool/trainer/main_ppo.py", line 211, in run
            trainer.fit()
        """,
        "Multi-turn tool-use GRPO with verl-tool stops with a ValueError from the rollout: per the "
        "issue title, the agent loop hands vLLM max_tokens=0 once the earlier turns have used up the "
        "response budget, more often the more tool turns are allowed. The maintainers changed the "
        "handling and closed it (the reporter's follow-up #88 shows the same message after an update). "
        "A framework bug that recurs with this config: restarting does not help, the user needs the "
        "fixed verl-tool or a shorter turn budget.",
    ),
]
