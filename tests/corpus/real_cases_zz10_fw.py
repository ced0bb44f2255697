# ruff: noqa
"""Real excerpts, batch FW (session 10): training-framework failures. Configuration and set-up
errors that the training frameworks raise themselves: DeepSpeed's config assertions and op builder
(batch size checks, a CPU Adam whose native op never built, CUDA_HOME missing while pip builds it),
Hugging Face accelerate and the Trainer's argument checks (DeepSpeed without dataloaders, 8-bit
models on several devices, bf16 on a GPU that has none), PEFT's target modules, FSDP's flat
parameters of mixed dtypes, AMP's refusal to unscale fp16 gradients, Lightning's
MisconfigurationException (a hook or dataloader the module lacks, a ModelCheckpoint monitoring a
metric nobody logs), and state_dict loads that do not fit the model (FSDP-wrapped names, LoRA
ranks, missing keys). Verbatim log lines as printed in public threads (each repository maps to the
dev fold and was not in the corpus before); labelled from what each thread concluded, or from the
log where it concluded nothing (the notes say which)."""

from __future__ import annotations

from real_kit import HUMAN, USER, real

GH = "https://github.com/"


CASES = [
    # --- PEFT / accelerate / HF Trainer configuration -------------------------------------------
    real(
        GH + "wp931120/baichuan_sft_lora/issues/1",
        "wp931120/baichuan_sft_lora",
        "nan_or_value_error",
        "user_code",
        USER,
        "ValueError: Target modules [] not found in the base model.",
        r"""
        Traceback (most recent call last):
          File "sft_lora.py", line 68, in <module>
            model = get_peft_model(model, config)
          File "/usr/lib/python3.8/site-packages/peft-0.4.0.dev0-py3.8.egg/peft/mapping.py", line 122, in get_peft_model
          File "/usr/lib/python3.8/site-packages/peft-0.4.0.dev0-py3.8.egg/peft/peft_model.py", line 798, in __init__
          File "/usr/lib/python3.8/site-packages/peft-0.4.0.dev0-py3.8.egg/peft/peft_model.py", line 106, in __init__
          File "/usr/lib/python3.8/site-packages/peft-0.4.0.dev0-py3.8.egg/peft/tuners/lora.py", line 174, in __init__
          File "/usr/lib/python3.8/site-packages/peft-0.4.0.dev0-py3.8.egg/peft/tuners/lora.py", line 181, in add_adapter
          File "/usr/lib/python3.8/site-packages/peft-0.4.0.dev0-py3.8.egg/peft/tuners/lora.py", line 333, in _find_and_replace
        ValueError: Target modules [] not found in the base model. Please check the target modules and try again.
        """,
        "PEFT found none of the LoRA target modules in the model; a commenter traced it to the "
        "script's find_all_linear_names returning an empty list for this model. The adapter "
        "configuration names modules the model does not have: every launch fails the same way.",
    ),
    real(
        GH + "mark1879/Baichuan-13B-Finetuning/issues/21",
        "mark1879/Baichuan-13B-Finetuning",
        "nan_or_value_error",
        "user_code",
        USER,
        "ValueError: Attempting to unscale FP16 gradients.",
        r"""
        File "/root/miniconda3/lib/python3.8/site-packages/torch/cuda/amp/grad_scaler.py", line 212, in _unscale_grads_
            raise ValueError("Attempting to unscale FP16 gradients.")
        ValueError: Attempting to unscale FP16 gradients.
          0%|          | 0/6931 [00:01<?, ?it/s]
        """,
        "AMP's GradScaler refuses trainable parameters that are already fp16; the reporter's fix was "
        "pinning peft==0.3.0 (a version that keeps the adapter weights in fp32). A version and "
        "precision configuration fault that recurs at the first optimizer step.",
    ),
    real(
        GH + "GuHuangAI/ADM-Public/issues/5",
        "GuHuangAI/ADM-Public",
        "nan_or_value_error",
        "user_code",
        USER,
        "ValueError: When using DeepSpeed `accelerate.prepare()` requires you to pass",
        r"""
        Traceback (most recent call last):
          File "train_vae.py", line 332, in <module>
            main(args)
          File "train_vae.py", line 93, in main
            trainer = Trainer(
          File "train_vae.py", line 184, in __init__
            self.accelerator.prepare(self.model, self.opt_ae, self.opt_disc, self.lr_scheduler_ae,
          File "/home/spai/anaconda3/envs/metap/lib/python3.8/site-packages/accelerate/accelerator.py", line 1209, in prepare
            result = self._prepare_deepspeed(*args)
          File "/home/spai/anaconda3/envs/metap/lib/python3.8/site-packages/accelerate/accelerator.py", line 1435, in _prepare_deepspeed
            raise ValueError(
        ValueError: When using DeepSpeed `accelerate.prepare()` requires you to pass at least one of training or evaluation dataloaders or alternatively set an integer value in `train_micro_batch_size_per_gpu` in the deepspeed config fileor assign integer value to `AcceleratorState().deepspeed_plugin.deepspeed_config['train_micro_batch_size_per_gpu']`.
        """,
        "accelerate's DeepSpeed path needs a dataloader or an explicit micro batch size; the "
        "maintainer answered to run `accelerate config` without DeepSpeed. The launcher "
        "configuration is wrong for this script and fails the same way on every launch.",
    ),
    real(
        GH + "taishan1994/qlora-chinese-LLM/issues/4",
        "taishan1994/qlora-chinese-LLM",
        "nan_or_value_error",
        "user_code",
        USER,
        "ValueError: You can't train a model that has been loaded in 8-bit precision on a different device",
        r"""
        ValueError: You can't train a model that has been loaded in 8-bit precision on a different device than the one you're training on.
        """,
        "accelerate refuses to train an 8-bit model placed on another device than the process's "
        "(a device_map spread over several GPUs under a distributed launch). The thread has no "
        "answer; the label rests on the line: the placement is the launch configuration's and "
        "recurs.",
    ),
    real(
        GH + "rmihaylov/falcontune/issues/33",
        "rmihaylov/falcontune",
        "nan_or_value_error",
        "user_code",
        USER,
        "ValueError: You can't train a model that has been loaded in 8-bit precision on multiple devices",
        r"""
        ValueError: You can't train a model that has been loaded in 8-bit precision on multiple devices in any distributed mode. In
        order to use 8-bit models that have been loaded across multiple GPUs the solution is to use Naive Pipeline Parallelism.
        Therefore you should not specify that you are under any distributed regime in your accelerate config.
        """,
        "accelerate's check on an 8-bit model spread over several GPUs under a distributed "
        "accelerate config; the message itself names the fix (no distributed regime). No answer in "
        "the thread; from the log, a configuration fault that recurs.",
    ),
    real(
        GH + "InternLM/InternLM-XComposer/issues/409",
        "InternLM/InternLM-XComposer",
        "nan_or_value_error",
        "user_code",
        USER,
        "ValueError: The model you want to train is loaded in 8-bit precision.",
        r"""
        Traceback (most recent call last):
          File "/home/ubuntu/InternLM-XComposer/finetune/finetune.py", line 314, in <module>
            train()
          File "/home/ubuntu/InternLM-XComposer/finetune/finetune.py", line 301, in train
            trainer = Trainer(
          File "/home/ubuntu/miniconda3/envs/intern_clean/lib/python3.9/site-packages/transformers/trainer.py", line 409, in __init__
            raise ValueError(
        ValueError: The model you want to train is loaded in 8-bit precision.  if you want to fine-tune an 8-bit model, please make sure that you have installed `bitsandbytes>=0.37.0`.
        """,
        "The Trainer refuses a quantized model it cannot train (the 4-bit checkpoint of the model "
        "with this transformers/bitsandbytes). No fix in the excerpt; from the log, the model and "
        "library versions the job asks for, which fail the same way at start-up.",
    ),
    real(
        GH + "X-PLUG/mPLUG-Owl/issues/81",
        "X-PLUG/mPLUG-Owl",
        "nan_or_value_error",
        "user_code",
        USER,
        "ValueError: Your setup doesn't support bf16/gpu.",
        r"""
        ValueError: Your setup doesn't support bf16/gpu. You need torch>=1.10, using Ampere GPU with cuda>=11.0
        """,
        "TrainingArguments refuses bf16 on a GPU without bfloat16; the thread's answer is to set "
        "bf16 to False. The training arguments do not fit the hardware they run on; a restart on "
        "the same GPUs fails the same way.",
    ),
    real(
        GH + "gensyn-ai/rl-swarm/issues/299",
        "gensyn-ai/rl-swarm",
        "nan_or_value_error",
        "user_code",
        USER,
        "ValueError: Your setup doesn't support bf16/gpu.",
        r"""
        Traceback (most recent call last):
          File "/usr/lib/python3.10/runpy.py", line 196, in _run_module_as_main
            return _run_code(code, main_globals, None,
          File "/usr/lib/python3.10/runpy.py", line 86, in _run_code
            exec(code, run_globals)
          File "/root/rl-swarm/hivemind_exp/gsm8k/train_single_gpu.py", line 61, in <module>
            main()
          File "/root/rl-swarm/hivemind_exp/gsm8k/train_single_gpu.py", line 33, in main
            model_args, grpo_args, testnet_args, training_args = parser.parse_args_and_config()
          File "/root/rl-swarm/.venv/lib/python3.10/site-packages/trl/scripts/utils.py", line 199, in parse_args_and_config
            output = self.parse_args_into_dataclasses(args=args, return_remaining_strings=return_remaining_strings)
          File "/root/rl-swarm/.venv/lib/python3.10/site-packages/transformers/hf_argparser.py", line 358, in parse_args_into_dataclasses
            obj = dtype(**inputs)
          File "<string>", line 169, in __init__
          File "/root/rl-swarm/.venv/lib/python3.10/site-packages/trl/trainer/grpo_config.py", line 456, in __post_init__
            super().__post_init__()
          File "/root/rl-swarm/.venv/lib/python3.10/site-packages/transformers/training_args.py", line 1692, in __post_init__
            raise ValueError(error_message)
        ValueError: Your setup doesn't support bf16/gpu.
        """,
        "TRL's GRPOConfig inherits TrainingArguments' bf16 check, which refuses a GPU (or a CPU-only "
        "node) without bfloat16. The maintainer's reply is cut in the excerpt; a later issue of the "
        "repository (#396) resolves the same error on CPU-only systems by changing the config. A "
        "configuration that does not fit the hardware; it recurs.",
    ),
    real(
        GH + "eric-mitchell/direct-preference-optimization/issues/90",
        "eric-mitchell/direct-preference-optimization",
        "nan_or_value_error",
        "user_code",
        USER,
        "ValueError: Must flatten tensors with uniform dtype but got torch.bfloat16 and torch.float32",
        r"""
        ValueError: Must flatten tensors with uniform dtype but got torch.bfloat16 and torch.float32

        Traceback (most recent call last):
          File "/direct-preference-optimization/train.py", line 127, in main
            mp.spawn(worker_main, nprocs=world_size, args=(world_size, config, policy, reference_model), join=True)
          File "python3.9/site-packages/torch/multiprocessing/spawn.py", line 282, in spawn
            return start_processes(fn, args, nprocs, join, daemon, start_method="spawn")
          File "python3.9/site-packages/torch/multiprocessing/spawn.py", line 238, in start_processes
            while not context.join():
          File "python3.9/site-packages/torch/multiprocessing/spawn.py", line 189, in join
            raise ProcessRaisedException(msg, error_index, failed_process.pid)
        torch.multiprocessing.spawn.ProcessRaisedException:
        """,
        "FSDP's FlatParameter needs every parameter of a wrapped unit in one dtype; the reporter "
        "added PEFT LoRA (fp32 adapters) to a bf16 policy under the FSDP trainer. No answer in the "
        "thread; from the log and FSDP's documented constraint, a model/wrapping configuration "
        "fault that recurs at wrapping time. The issue's opening line and the traceback it pasted "
        "below its description are joined here.",
    ),
    # --- DeepSpeed configuration and ops -------------------------------------------------------
    real(
        GH + "LIN-SHANG/InstructERC/issues/16",
        "LIN-SHANG/InstructERC",
        "assertion_error",
        "user_code",
        USER,
        "AssertionError: Micro batch size per gpu: 0 has to be greater than 0",
        r"""
          878 │   │                                                                                      │
        │   879 │   │   assert (train_batch > 0), f"Train batch size: {train_batch} has to be greater th   │
        │   880 │   │                                                                                      │
        │ ❱ 881 │   │   assert (micro_batch > 0), f"Micro batch size per gpu: {micro_batch} has to be gr   │
        │   882 │   │                                                                                      │
        │   883 │   │   assert (grad_acc > 0), f"Gradient accumulation steps: {grad_acc} has to be great   │
        │   884                                                                                            │
        ╰──────────────────────────────────────────────────────────────────────────────────────────────────╯
        AssertionError: Micro batch size per gpu: 0 has to be greater than 0
        """,
        "DeepSpeed's batch-parameter check (runtime/config.py) in a Rich traceback: the micro batch "
        "per GPU came out as 0 from the script's batch settings. No answer in the thread; from the "
        "log, a configuration value that fails the same check on every launch.",
    ),
    real(
        GH + "maszhongming/MatchSum/issues/11",
        "maszhongming/MatchSum",
        "assertion_error",
        "user_code",
        USER,
        "AssertionError",
        r"""
        Devices is:
        [0, 1, 3]
        Traceback (most recent call last):
          File "train_matching.py", line 150, in <module>
            train_model(args)
          File "train_matching.py", line 70, in train_model
            assert args.batch_size % len(devices) == 0
        AssertionError
        """,
        "A bare assertion of the training script: the maintainer explained that batch_size must be a "
        "multiple of the number of GPUs (three here). A launch configuration the same check refuses "
        "every time.",
    ),
    real(
        GH + "LlamaChinese/Llama-Chinese/issues/351",
        "LlamaChinese/Llama-Chinese",
        "import_error",
        "user_code",
        USER,
        "AttributeError: 'DeepSpeedCPUAdam' object has no attribute 'ds_opt_adam'",
        r"""
        AttributeError: 'DeepSpeedCPUAdam' object has no attribute 'ds_opt_adam'
        """,
        "DeepSpeedCPUAdam's native op (cpu_adam) was never built or loaded, so its destructor finds "
        "no ds_opt_adam; the answer in the thread is a PyTorch/CUDA version mismatch in the "
        "environment. Category import_error: the root cause is an extension that does not load (as "
        "for bitsandbytes' native library); it recurs until the environment is fixed.",
    ),
    real(
        GH + "CCmahua/ChatTTS-Enhanced/issues/3",
        "CCmahua/ChatTTS-Enhanced",
        "other",
        "user_code",
        USER,
        "op_builder.builder.MissingCUDAException: CUDA_HOME does not exist, unable to compile CUDA op(s)",
        r"""
        Collecting deepspeed==0.12.4 (from resemble-enhance)
          Using cached deepspeed-0.12.4.tar.gz (1.2 MB)
          Preparing metadata (setup.py) ... error
          error: subprocess-exited-with-error

          × python setup.py egg_info did not run successfully.
          │ exit code: 1
          ╰─> [8 lines of output]
              Traceback (most recent call last):
                File "<string>", line 2, in <module>
                File "<pip-setuptools-caller>", line 34, in <module>
                File "/tmp/pip-install-h8_p2s8f/deepspeed_914d9f3c80434ef18a62bcb9b7387387/setup.py", line 100, in <module>
                  cuda_major_ver, cuda_minor_ver = installed_cuda_version()
                File "/tmp/pip-install-h8_p2s8f/deepspeed_914d9f3c80434ef18a62bcb9b7387387/op_builder/builder.py", line 50, in installed_cuda_version
                  raise MissingCUDAException("CUDA_HOME does not exist, unable to compile CUDA op(s)")
              op_builder.builder.MissingCUDAException: CUDA_HOME does not exist, unable to compile CUDA op(s)
              [end of output]

          note: This error originates from a subprocess, and is likely not a problem with pip.
        error: metadata-generation-failed
        """,
        "pip cannot build DeepSpeed from source because its op builder finds no CUDA toolkit "
        "(CUDA_HOME). The thread concluded nothing; from the log, the environment set-up fails the "
        "same way until a toolkit is installed or a prebuilt wheel is used (category other, as for "
        "other failed wheel builds).",
    ),
    # --- Lightning ---------------------------------------------------------------------------
    real(
        GH + "rinongal/textual_inversion/issues/36",
        "rinongal/textual_inversion",
        "nan_or_value_error",
        "user_code",
        USER,
        "MisconfigurationException: No 'test_dataloader()' method defined to run 'Trainer.test'",
        r"""
        pytorch_lightning.utilities.exceptions.MisconfigurationException: No 'test_dataloader()' method defined to run 'Trainer.test'
        """,
        "The maintainer: training reached max_steps and the script then ran a test routine the "
        "module does not define; raise max_steps to train longer. Lightning's configuration check, "
        "which the same script meets again at the same point.",
    ),
    real(
        GH + "Zasder3/train-CLIP/issues/36",
        "Zasder3/train-CLIP",
        "nan_or_value_error",
        "user_code",
        USER,
        "MisconfigurationException: `train_dataloader` must be implemented",
        r"""
        _File "/usr/local/lib/python3.7/dist-packages/pytorch_lightning/core/hooks.py", line 485, in train_dataloader
            raise MisconfigurationException("`train_dataloader` must be implemented to be used with the Lightning Trainer")
        pytorch_lightning.utilities.exceptions.MisconfigurationException: `train_dataloader` must be implemented to be used with the Lightning Trainer_
        """,
        "Lightning finds no train_dataloader on the module (the datamodule is not wired in for this "
        "Lightning version). No answer in this thread; from the log (and the sibling repository's "
        "fix of adding the hook), a code/configuration fault that recurs.",
    ),
    real(
        GH + "curiousily/Getting-Things-Done-with-Pytorch/issues/23",
        "curiousily/Getting-Things-Done-with-Pytorch",
        "nan_or_value_error",
        "user_code",
        USER,
        "MisconfigurationException: ModelCheckpoint(monitor='val_loss') not found",
        r"""
        pytorch_lightning.utilities.exceptions.MisconfigurationException: ModelCheckpoint(monitor='val_loss') not found in the returned metrics: ['train_loss']. HINT: Did you call self.log('val_loss', tensor) in the LightningModule?
        """,
        "Lightning's ModelCheckpoint monitors a metric the module never logs. No answer in the "
        "thread; from the log, the callback configuration and the module disagree, which recurs "
        "at the same checkpoint.",
    ),
    real(
        GH + "vislearn/FFF/issues/3",
        "vislearn/FFF",
        "nan_or_value_error",
        "user_code",
        USER,
        "MisconfigurationException: `ModelCheckpoint(monitor='validation/nll_dec')` could not find",
        r"""
        lightning.fabric.utilities.exceptions.MisconfigurationException: `ModelCheckpoint(monitor='validation/nll_dec')` could not find the monitored key in the returned metrics: ['weights/nll', 'weights/noisy_reconstruction', 'training/z 1D-Wasserstein-1', 'training/z std', 'training/loss', 'training/nll', 'training/reconstruction', 'training/noisy_reconstruction', 'lr-Adam', 'validation/z 1D-Wasserstein-1', 'validation/z std', 'validation/loss', 'validation/nll', 'validation/vol_change_encoder', 'validation/vol_change_decoder', 'validation/nll_encoder', 'validation/nll_decoder', 'validation/reconstruction', 'validation/noisy_reconstruction', 'validation/z_reconstruction', 'validation/z_reconstruction_encoder', 'validation/z_sample_reconstruction', 'validation/x_sample_reconstruction', 'validation/shuffled_reconstruction', 'epoch', 'step']. HINT: Did you call `log('validation/nll_dec', value)` in the `LightningModule`?
        Epoch 1: 100%|██████████| 391/391 [01:55<00:00,  3.38it/s, v_num=1, training/loss=0.592, validation/loss=12.60]
        """,
        "The reporter's edited config monitors 'validation/nll_dec' while the module logs "
        "'validation/nll_decoder'. The thread's answer is not in the excerpt; from the log, a "
        "configuration key that matches no logged metric, at every epoch end.",
    ),
    real(
        GH + "nitaytech/DoCoGen/issues/3",
        "nitaytech/DoCoGen",
        "nan_or_value_error",
        "unknown",
        HUMAN,
        "MisconfigurationException: ModelCheckpoint(monitor='validation_mean_generated_predict_acc') not found",
        r"""
        pytorch_lightning.utilities.exceptions.MisconfigurationException: ModelCheckpoint(monitor='validation_mean_generated_predict_acc') not found in the returned metrics: ['train_mean_loss', 'train_mean_mlm_loss', 'train_mean_predict_loss', 'train_mean_predict_acc', 'train_mean_predict_domain_loss', 'train_mean_predict_domain_acc']. HINT: Did you call self.log('validation_mean_generated_predict_acc', tensor) in the LightningModule?
        """,
        "The line reads as a monitored metric that is never logged, but the maintainer could not "
        "reproduce it and believes such errors follow another exception (e.g. CUDA OOM) that was "
        "not pasted. The thread leaves the cause open: ambiguous.",
        ambiguous=True,
    ),
    # --- state_dict loads --------------------------------------------------------------------
    real(
        GH + "meta-pytorch/torchsnapshot/issues/141",
        "meta-pytorch/torchsnapshot",
        "model_loading_error",
        "user_code",
        USER,
        "Error(s) in loading state_dict for FullyShardedDataParallel",
        r"""
           message: "RuntimeError: Error(s) in loading state_dict for FullyShardedDataParallel:\n\
                \tMissing key(s) in state_dict: \"_fsdp_wrapped_module.shared.weight\", \"\
                _fsdp_wrapped_module.encoder.embed_tokens.weight\", \"_fsdp_wrapped_module.encoder.block.0._fsdp_wrapped_module.layer.0.SelfAttention.q.weight\"\
                , \"_fsdp_wrapped_module.encoder.block.0._fsdp_wrapped_module.layer.0.SelfAttention.k.weight\"\
        """,
        "Loading a FULL_STATE_DICT snapshot into an FSDP-wrapped T5: the wrapped module expects "
        "_fsdp_wrapped_module-prefixed keys the checkpoint does not have. The maintainers asked "
        "for details and the thread concluded nothing; from the log, the same load of the same "
        "checkpoint fails the same way.",
    ),
    real(
        GH + "Lightning-AI/litgpt/issues/629",
        "Lightning-AI/litgpt",
        "model_loading_error",
        "framework_bug",
        USER,
        "size mismatch for transformer.h.8.attn.attn.lora_B",
        r"""
                size mismatch for transformer.h.8.attn.attn.lora_B: copying a param with shape torch.Size([12288, 8]) from checkpoint, the shape in current model is torch.Size([8192, 8]).
                size mismatch for transformer.h.9.attn.attn.lora_A: copying a param with shape torch.Size([24, 4096]) from checkpoint, the shape in current model is torch.Size([16, 4096]).
                size mismatch for transformer.h.9.attn.attn.lora_B: copying a param with shape torch.Size([12288, 8]) from checkpoint, the shape in current model is torch.Size([8192, 8]).
                size mismatch for transformer.h.10.attn.attn.lora_A: copying a param with shape torch.Size([24, 4096]) from checkpoint, the shape in current model is torch.Size([16, 4096]).
        """,
        "A maintainer's report: merging LoRA weights trained with more LoRA targets enabled builds a "
        "model whose LoRA shapes differ from the checkpoint's (the merge script does not carry the "
        "training's LoRA settings), fixed in the repository. Until then the merge fails the same "
        "way: no restart.",
    ),
    real(
        GH + "guanghuixu/AnchorCaptioner/issues/4",
        "guanghuixu/AnchorCaptioner",
        "model_loading_error",
        "user_code",
        USER,
        "ERROR: Error(s) in loading state_dict for M4CCaptioner:",
        r"""
        2021-07-11T09:31:47 ERROR: Error(s) in loading state_dict for M4CCaptioner:
                Missing key(s) in state_dict: "graph_proposal_net.t2t.encoder.layer.0.attention.self.query.weight", "graph_proposal_net.t2t.encoder.layer.0.attention.self.query.bias", "graph_proposal_net.t2t.encoder.layer.0.attention.self.key.weight", "graph_proposal_net.t2t.encoder.layer.0.attention.self.key.bias", "graph_proposal_net.t2t.encoder.layer.0.attention.self.value.weight", "graph_proposal_net.t2t.encoder.layer.0.attention.self.value.bias", "graph_proposal_net.t2t.encoder.layer.0.attention.output.dense.weight", "graph_proposal_net.t2t.encoder.layer.0.attention.output.dense.bias", "graph_proposal_net.t2t.encoder.layer.0.attention.output.LayerNorm.weight", "graph_proposal_net.t2t.encoder.layer.0.attention.output.LayerNorm.bias", "graph_proposal_net.t2t.encoder.layer.0.intermediate.dense.weight", "graph_proposal_net.t2t.encoder.layer.0.intermediate.dense.bias", "graph_proposal_net.t2t.encoder.layer.0.output.dense.weight", "graph_proposal_net.t2t.encoder.layer.0.output.dense.bias", "gra
        """,
        "The released checkpoint lacks the graph-proposal network's weights that the model "
        "builds (Missing key(s) in state_dict: graph_proposal_net...). From the log (the thread's "
        "conclusion is not in the excerpt): the same checkpoint and model fail the same way.",
    ),
]
