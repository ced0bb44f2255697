# ruff: noqa
"""Real excerpts, batch ZZ16-GI: development-fold Python EXCEPTIONS raised inside the training loops of
popular frameworks, as users paste them: autograd errors (a tensor modified in place before backward,
backward through a freed graph), dtype mismatches under fp16/bf16 (`expected scalar type Half but found
Float`, FSDP refusing to flatten tensors of mixed dtype), tensors left on the CPU, DDP models that differ
between ranks or are used without unwrapping (`'DistributedDataParallel' object has no attribute`), an
IndexError and an UnboundLocalError in a training loop, a TypeError from a Lightning API that changed
between versions, a `megatron.training` import that the pip package of Megatron-Core does not ship, a
native library built against a newer libstdc++, a peptide string a tokenizer cannot parse, and framework
bugs in DeepSpeed (ZeRO with frozen parameter groups, pipeline tied gradients that are None, MoE
capacity, the BF16 optimizer), NeMo and RETURNN. Gathered from GitHub issue threads (searched by
meaning for inplace/backward-twice autograd errors, DDP unused parameters, Half/Float mismatches in
Lightning, HF Trainer and accelerate, device mismatches, FSDP dtype flattening, DeepSpeed ZeRO
assertions, Megatron-LM and NeMo training errors, torch.compile/dynamo failures, KeyErrors in
training_step, Lightning version changes) and from commit messages of framework repositories that
quote the traceback a user or developer hit (`git log --grep` in huggingface/accelerate,
deepspeedai/DeepSpeed and NVIDIA/NeMo; Lightning's history had none). Only repositories whose
`fold_of(repo)` is "dev" were kept: many hits came from pytorch/pytorch, huggingface/transformers,
huggingface/trl and other test-fold repositories and were left out, and the torch.compile searches
returned only test-fold threads, so that kind is missing here. Many issue excerpts stop before the
exception line; those threads were skipped because no verbatim failure line could be read. Otherwise
taken as it came, not picked for what crashcart can do. Nobody ran crashcart on these cases before they
were labelled. Verbatim log lines as printed in each thread or commit message (trimmed to the relevant
part; markdown quote markers removed); labelled from what each thread or commit concluded, or from the
log where it concluded nothing (the notes say which)."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    # --- autograd: in-place modification, backward twice ------------------------------------------
    real(
        GH + "quark0/darts/issues/109",
        "quark0/darts",
        "runtime_error",
        "user_code",
        USER,
        "RuntimeError: one of the variables needed for gradient computation has been modified",
        r"""
           train_acc, train_obj = train(train_queue, model, criterion, optimizer)
          File "train.py", line 136, in train
            loss.backward()
          File "/usr/local/lib/python3.6/site-packages/torch/tensor.py", line 102, in backward
            torch.autograd.backward(self, gradient, retain_graph, create_graph)
          File "/usr/local/lib/python3.6/site-packages/torch/autograd/__init__.py", line 90, in backward
            allow_unreachable=True)  # allow_unreachable flag
        RuntimeError: one of the variables needed for gradient computation has been modified by an inplace operation
        """,
        "DARTS architecture search: loss.backward() in the training loop fails because a tensor "
        "saved for the backward pass was changed in place. Other users report the same and ask "
        "for help; one says every layer's inplace flag is already False. The thread concludes "
        "nothing; labelled from the log: an autograd error in the job's model code that repeats "
        "at the same step on every run.",
    ),
    real(
        GH + "xiuqhou/Salience-DETR/issues/30",
        "xiuqhou/Salience-DETR",
        "runtime_error",
        "user_code",
        USER,
        "RuntimeError: one of the variables needed for gradient computation has been modified",
        r"""
        RuntimeError: one of the variables needed for gradient computation has been modified by an inplace operation: [torch.cuda.FloatTensor [1, 8, 1092, 1092]], which is output 0 of ReluBackward0, is at version 2; expected version 1 instead. Hint: enable anomaly detection to find the operation that failed to compute its gradient, with torch.autograd.set_detect_anomaly(True).

        Traceback (most recent call last):
          File "main.py", line 222, in <module>
            train()
          File "main.py", line 195, in train
            train_one_epoch_acc(
          File "/home/xx/DETR/Relation-DETR/util/engine.py", line 58, in train_one_epoch_acc
            accelerator.backward(losses)
          File "/home/xx/.conda/envs/rdetr/lib/python3.8/site-packages/accelerate/accelerator.py", line 2151, in backward
            loss.backward(**kwargs)
          File "/home/xx/.conda/envs/rdetr/lib/python3.8/site-packages/torch/_tensor.py", line 363, in backward
            torch.autograd.backward(self, gradient, retain_graph, create_graph, inputs=inputs)
          File "/home/xx/.conda/envs/rdetr/lib/python3.8/site-packages/torch/autograd/__init__.py", line 173, in backward
            Variable._execution_engine.run_backward(  # Calls into the C++ engine to run the backward pass
        """,
        "A DETR-family detector trained through HF accelerate: accelerator.backward() fails because "
        "the output of a ReLU was modified in place after it was saved for backward. The "
        "maintainer's reply points at the cause in the model code (the reply is cut off in the "
        "stored thread). An autograd error in the job's code, deterministic: it recurs on every "
        "run until the in-place operation is removed.",
    ),
    real(
        GH + "VinAIResearch/PSENet-Image-Enhancement/issues/1",
        "VinAIResearch/PSENet-Image-Enhancement",
        "runtime_error",
        "user_code",
        USER,
        "RuntimeError: Trying to backward through the graph a second time",
        r"""
        RuntimeError: Trying to backward through the graph a second time (or directly access saved tensors after they have already been freed).
        """,
        "The error as the maintainer quotes it from the user's e-mail: loss.backward() fails in "
        "training. The user had added an explicit loss.backward() to the training code; the "
        "maintainer explains that with PyTorch Lightning the backward pass is already run by the "
        "library, so calling it again in the training step backs through a freed graph. A bug in "
        "the user's modification of the training loop; it fails the same way on every run.",
    ),
    # --- dtype and device mismatches ----------------------------------------------------------------
    real(
        GH + "ssbuild/chatglm_finetuning/issues/16",
        "ssbuild/chatglm_finetuning",
        "runtime_error",
        "user_code",
        USER,
        "RuntimeError: expected scalar type Half but found Float",
        r"""
        RuntimeError: expected scalar type Half but found Float
        Epoch 0:   0%|          | 0/275 [00:01<?, ?it/s]
        """,
        "ChatGLM fine-tuning with LoRA on the Lightning-based deep_training framework dies at the "
        "first step of epoch 0 with a Half/Float mismatch. The maintainer: the pretrained weights "
        "are half precision, check train_info_args 'target_dtype': '16' and use deep_training "
        "0.0.19 with the current code; the reporter confirms that solved it. A precision setting "
        "that does not match the weights: a configuration error that recurs until changed.",
    ),
    real(
        GH + "hiyouga/LlamaFactory/issues/724",
        "hiyouga/LlamaFactory",
        "runtime_error",
        "user_code",
        USER,
        "RuntimeError: expected scalar type Float but found Half",
        r"""
         File "/home/zhangxiaoning/anaconda3/envs/llama_etuning/lib/python3.10/site-packages/peft/tuners/lora.py", line 902, in forward
            result = F.linear(x, transpose(self.weight, self.fan_in_fan_out), bias=self.bias)
        RuntimeError: expected scalar type Float but found Half

        CUDA_VISIBLE_DEVICES=0,1,2,3 python src/train_bash.py \
            --stage sft \
            --model_name_or_path lib/baichuan7b \
            --do_train \
            --dataset alpaca_gpt4_zh \
            --template default \
            --finetuning_type lora \
            --lora_target q_proj,v_proj \
            --output_dir output/alpaca \
            --overwrite_cache \
            --lora_target W_pack \
            --per_device_train_batch_size 1 \
            --gradient_accumulation_steps 4 \
            --lr_scheduler_type cosine \
            --logging_steps 10 \
            --save_steps 1000 \
            --learning_rate 5e-5 \
            --num_train_epochs 3.0 \
            --plot_loss \
            --fp16
        """,
        "LoRA fine-tuning of Baichuan-7B with --fp16 on four GPUs started with plain python: the "
        "LoRA linear layer gets Float weights and Half activations. The answers: Baichuan's "
        "lora_target must be W_pack, and multi-GPU training has to be launched as the README says "
        "(the issue is labelled invalid). A launch/configuration mistake on the user's side that "
        "recurs on every run.",
    ),
    real(
        GH + "kemaloksuz/RankSortLoss/issues/16",
        "kemaloksuz/RankSortLoss",
        "runtime_error",
        "user_code",
        USER,
        "RuntimeError: expected scalar type Half but found Float",
        r"""
         File "/home/ubuntu/cs_logdet/rankSortLoss-main/mmdet/models/necks/fpn_carafe.py", line 256, in forward
            upsample_feat = self.upsample_modules[i - 1](laterals[i])
          File "/home/ubuntu/.conda/envs/testlogdet/lib/python3.7/site-packages/torch/nn/modules/module.py", line 1051, in _call_impl
            return forward_call(*input, **kwargs)
          File "/home/ubuntu/.conda/envs/testlogdet/lib/python3.7/site-packages/mmcv/ops/carafe.py", line 285, in forward
            x = self.feature_reassemble(x, mask)
          File "/home/ubuntu/.conda/envs/testlogdet/lib/python3.7/site-packages/mmcv/ops/carafe.py", line 277, in feature_reassemble
            x = carafe(x, mask, self.up_kernel, self.up_group, self.scale_factor)
          File "/home/ubuntu/.conda/envs/testlogdet/lib/python3.7/site-packages/mmcv/ops/carafe.py", line 139, in forward
            scale_factor=scale_factor)
        RuntimeError: expected scalar type Half but found Float
        """,
        "An mmdetection-based detector trained after adding `fp16 = dict(loss_scale=512.)` to the "
        "config: the CARAFE upsampling op in the FPN neck fails on mixed Half/Float inputs. The "
        "author: half precision was never tried with this code base and the error comes from the "
        "CARAFE op, not the loss. A configuration the code does not support; it recurs until fp16 "
        "is turned off or the op is fixed.",
    ),
    real(
        GH + "oguiza/fastai_extensions/issues/3",
        "oguiza/fastai_extensions",
        "runtime_error",
        "user_code",
        USER,
        "RuntimeError: expected backend CUDA and dtype Float but got backend CUDA and dtype Half",
        r"""
        RuntimeError: expected backend CUDA and dtype Float but got backend CUDA and dtype Half
        """,
        "A user reports that the fastai extension cannot be used with fp16 training: the only line "
        "given is this dtype mismatch. The thread concludes nothing; labelled from the log: a "
        "Half/Float mismatch between the extension and mixed-precision training, deterministic, "
        "so the job fails the same way until fp16 is dropped or the code casts its tensors.",
    ),
    real(
        GH + "ultralytics/yolov3/issues/1586",
        "ultralytics/yolov3",
        "runtime_error",
        "user_code",
        USER,
        "RuntimeError: Expected all tensors to be on the same device",
        r"""
        RuntimeError: Expected all tensors to be on the same device, but found at least two devices, cuda:0 and cpu!
        """,
        "Training YOLOv3 from the repository's archive branch stops with a CPU/GPU device "
        "mismatch. The maintainer's answer: train with the master branch, which is maintained and "
        "free of the bug; the archive branch is not. Code that mixes devices fails the same way "
        "on every run: notify the user.",
    ),
    real(
        GH + "hiyouga/LlamaFactory/issues/3853",
        "hiyouga/LlamaFactory",
        "nan_or_value_error",
        "framework_bug",
        USER,
        "ValueError: Must flatten tensors with uniform dtype",
        r"""
          File "/home/ybZhang/miniconda3/envs/glm-fs/lib/python3.10/site-packages/torch/distributed/fsdp/_flat_param.py", line 573, in __init__
            self._init_flat_param_and_metadata(
          File "/home/ybZhang/miniconda3/envs/glm-fs/lib/python3.10/site-packages/torch/distributed/fsdp/_flat_param.py", line 623, in _init_flat_param_and_metadata
            ) = self._validate_tensors_to_flatten(params)
          File "/home/ybZhang/miniconda3/envs/glm-fs/lib/python3.10/site-packages/torch/distributed/fsdp/_flat_param.py", line 761, in _validate_tensors_to_flatten
            raise ValueError(
        ValueError: Must flatten tensors with uniform dtype but got torch.bfloat16 and torch.float16
        Traceback (most recent call last):
        """,
        "Accelerate + FSDP + QLoRA fine-tuning: FSDP refuses to wrap a module whose parameters mix "
        "bf16 and fp16. The reporter says older LLaMA-Factory code worked; the maintainer answers "
        "that it should have been fixed, and a later user pastes this log from the latest code "
        "fine-tuning glm-4-9b. A dtype bug in the fine-tuning framework's model preparation: "
        "deterministic at wrap time, it recurs until the code or config changes.",
    ),
    real(
        GH + "huggingface/peft/issues/484",
        "huggingface/peft",
        "nan_or_value_error",
        "user_code",
        USER,
        "ValueError: Must flatten tensors with uniform dtype",
        r"""
        [rank0]:   File "/home/guest/.local/lib/python3.10/site-packages/torch/distributed/fsdp/_flat_param.py", line 770, in _validate_tensors_to_flatten
        [rank0]:     raise ValueError(
        [rank0]: ValueError: Must flatten tensors with uniform dtype but got torch.bfloat16 and torch.float32
        """,
        "PEFT adapters under FSDP: the frozen base weights are bf16 while the trainable adapter "
        "weights are fp32, and FSDP's flat parameters need one dtype. The thread's advice: use a "
        "newer PyTorch with use_orig_params=True, or set FSDP_CPU_RAM_EFFICIENT_LOADING=1. A "
        "configuration error that recurs on every launch until the FSDP settings change.",
    ),
    # --- DDP: models that differ across ranks, wrapped models used without unwrapping -----------
    real(
        GH + "guoqincode/Open-AnimateAnyone/issues/88",
        "guoqincode/Open-AnimateAnyone",
        "runtime_error",
        "user_code",
        USER,
        "RuntimeError: DDP expects same model across all ranks",
        r"""
        RuntimeError: DDP expects same model across all ranks, but Rank 0 has 686 params, while rank 1 has inconsistent 0 params.
        """,
        "Stage-one training on 8 A100s never gets past `unet = DDP(unet, device_ids=[local_rank], "
        "output_device=local_rank)`: DDP's construction-time check finds that rank 1 registered no "
        "parameters at all while rank 0 has 686. The thread concludes nothing; labelled from the "
        "log: the training script builds a different model on different ranks, a code/setup "
        "error that repeats at start-up (no rank is faulty hardware).",
    ),
    real(
        GH + "thuanz123/realfill/issues/8",
        "thuanz123/realfill",
        "attribute_error",
        "user_code",
        USER,
        "AttributeError: 'DistributedDataParallel' object has no attribute 'base_model'",
        r"""
        Steps:  25%|████████████████████████                                                                        | 500/2000 [34:15<1:39:43,  3.99s/it, loss=0.0361]11/09/2023 21:23:13 - INFO - accelerate.accelerator - Saving current state to flowerwoman-model/checkpoint-500
        Traceback (most recent call last):
          File "train_realfill.py", line 956, in <module>
            main(args)
          File "train_realfill.py", line 894, in main
            accelerator.save_state(save_path)
          File "/usr/local/lib/python3.8/dist-packages/accelerate/accelerator.py", line 2793, in save_state
            hook(self._models, weights, output_dir)
          File "train_realfill.py", line 634, in save_model_hook
            sub_dir = "unet" if isinstance(model.base_model.model, type(accelerator.unwrap_model(unet.base_model.model))) else "text_encoder"
          File "/usr/local/lib/python3.8/dist-packages/torch/nn/modules/module.py", line 1614, in __getattr__
            raise AttributeError("'{}' object has no attribute '{}'".format(
        AttributeError: 'DistributedDataParallel' object has no attribute 'base_model'
        """,
        "RealFill training with accelerate on two RTX A6000s runs 500 steps and then crashes in the "
        "script's save-state hook: with more than one process the models are wrapped in DDP, and "
        "the hook reads .base_model from the wrapper instead of the unwrapped model. A bug in the "
        "training script that recurs at the first checkpoint of every multi-GPU run.",
    ),
    real(
        GH + "rwth-i6/returnn/issues/1467",
        "rwth-i6/returnn",
        "attribute_error",
        "framework_bug",
        USER,
        "AttributeError: 'DistributedDataParallel' object has no attribute 'num_iterations'",
        r"""
          File "/rwthfs/rz/cluster/home/az668407/setups/combined/2021-05-31/tools/returnn/returnn/torch/distributed.py", line 136, in ddp_train_forward_ctx
            line: pt_model.num_iterations += 1
          File "/home/az668407/work/py-envs/py3.10-torch2.1/lib/python3.10/site-packages/torch/nn/modules/module.py", line 1695, in Module.__getattr__
            line: raise AttributeError(f"'{type(self).__name__}' object has no attribute '{name}'")
            locals:
              AttributeError = <builtin> <class 'AttributeError'>
        AttributeError: 'DistributedDataParallel' object has no attribute 'num_iterations'
        """,
        "RETURNN's PyTorch backend under DDP: its training-forward context increments a counter on "
        "the DDP wrapper, which does not forward attribute access to the wrapped module. Reported "
        "by the framework's maintainer as a bug in RETURNN's distributed code (the model dump in "
        "the locals was trimmed). A framework bug: every DDP run fails the same way until fixed.",
    ),
    # --- other Python exceptions in the loop ------------------------------------------------------
    real(
        GH + "jakezhaojb/ARAE/issues/4",
        "jakezhaojb/ARAE",
        "runtime_error",
        "user_code",
        USER,
        "IndexError: list index out of range",
        r"""
        Traceback (most recent call last):
          File "train.py", line 526, in <module>
            train_gan_d(train_data[random.randint(0, niter)])
        IndexError: list index out of range
        """,
        "ARAE's GAN training crashes on the last batch of the last epoch: random.randint(0, niter) "
        "can return an index past the end of train_data (randint includes its upper bound). The "
        "author pushed a fix the same day. An off-by-one in the training code, not "
        "infrastructure; it recurs with the same code.",
    ),
    real(
        GH + "huggingface/accelerate/commit/55e518a762b84f8927fe87599a545f9c917b7ce5",
        "huggingface/accelerate",
        "runtime_error",
        "framework_bug",
        USER,
        "UnboundLocalError: local variable 'current_batch' referenced before assignment",
        r"""
         File "/root/rl-swarm/.venv/lib/python3.10/site-packages/accelerate/data_loader.py", line 575, in iter
            current_batch = send_to_device(current_batch, self.device, non_blocking=self._non_blocking)
        UnboundLocalError: local variable 'current_batch' referenced before assignment because `current_batch`
        """,
        "Quoted in the accelerate fix 'do not yield if the base_dataloader is empty' (#3659): an "
        "rl-swarm training job whose dataloader had no batches; accelerate's DataLoaderShard "
        "caught StopIteration, yielded anyway and then used an unassigned variable. A framework "
        "bug exposed by an empty dataset: it recurs until accelerate is upgraded or the data is "
        "fixed. (The last line runs into the commit message's prose as printed there.)",
        tag="empty-dataloader",
    ),
    real(
        GH + "jbohnslav/deepethogram/issues/145",
        "jbohnslav/deepethogram",
        "type_error",
        "user_code",
        USER,
        "TypeError: Trainer.__init__() got an unexpected keyword argument 'gpus'",
        r"""
        [2023-07-19 04:56:12,796] INFO [deepethogram.flow_generator.losses.__init__:178] Using MotionNet Loss with settings: smooth_weights: [0.01, 0.02, 0.04, 0.08, 0.16] flow_sparsity: False sparsity_weight: 0.0
        reloading weights...
        ---------------------------------------------------------------------------
        TypeError                                 Traceback (most recent call last)
        [/usr/local/lib/python3.10/dist-packages/deepethogram/base.py](https://localhost:8080/#) in get_trainer_from_cfg(cfg, lightning_module, stopper, profiler)
            385         # don't like how they keep updating the api without proper deprecation warnings, etc.
        --> 386         trainer = pl.Trainer(gpus=[cfg.compute.gpu_id],
            387                              precision=16 if cfg.compute.fp16 else 32,

        4 frames
        TypeError: Trainer.__init__() got an unexpected keyword argument 'gpus'

        During handling of the above exception, another exception occurred:
        """,
        "DeepEthogram's flow-generator training on Colab: the package builds its Lightning "
        "Trainer with gpus=[...], an argument PyTorch Lightning 2.0 removed (use devices=). The "
        "thread concludes nothing; labelled from the log: a version incompatibility between the "
        "installed Lightning and the training code, which fails the same way until the version "
        "is pinned or the code updated.",
    ),
    real(
        GH + "NVIDIA/Megatron-LM/issues/870",
        "NVIDIA/Megatron-LM",
        "import_error",
        "user_code",
        USER,
        "ModuleNotFoundError: No module named 'megatron.training'",
        r"""
        Megatron-LM/examples/run_simple_mcore_train_loop.py", line 18, in <module>
            from megatron.training.tokenizer.tokenizer import _NullTokenizer
        ModuleNotFoundError: No module named 'megatron.training'
        """,
        "The simple Megatron-Core training-loop example run against the pip package megatron_core "
        "0.8.0rc0, which ships megatron.core only; megatron.training lives in the repository "
        "checkout. The thread concludes nothing beyond the report (labelled community-request); "
        "labelled from the log: the environment lacks the module the script imports, so the job "
        "fails at start-up every time until the repository is on the path.",
    ),
    real(
        GH + "NVIDIA/NeMo/commit/22fcd7e2e84752cd6006720baf6c0527306caac2",
        "NVIDIA/NeMo",
        "import_error",
        "framework_bug",
        USER,
        "OSError: /lib/x86_64-linux-gnu/libstdc++.so.6: version `GLIBCXX_3.4.32' not found",
        r"""
        python3 -m scripts.performance.llm.pretrain_llama31 -a gcore -p main -t 00:30:00 -l /root/dgx-stage-last-tag/ -i /root/dgx-stage-last-tag//nvidia+nemo+25.02.01.sqsh ...
        No CUDA runtime is found, using CUDA_HOME='/usr/local/cuda'
        Could not load bitsandbytes native library: /lib/x86_64-linux-gnu/libstdc++.so.6: version `GLIBCXX_3.4.32' not found (required by /root/dgx-stage-last-tag/venv/lib/python3.10/site-packages/bitsandbytes/libbitsandbytes_cpu.so)
        Traceback (most recent call last):
          File "/root/dgx-stage-last-tag/venv/lib/python3.10/site-packages/bitsandbytes/cextension.py", line 85, in <module>
            lib = get_native_library()
          File "/root/dgx-stage-last-tag/venv/lib/python3.10/site-packages/bitsandbytes/cextension.py", line 72, in get_native_library
            dll = ct.cdll.LoadLibrary(str(binary_path))
          File "/usr/lib/python3.10/ctypes/__init__.py", line 452, in LoadLibrary
            return self._dlltype(name)
          File "/usr/lib/python3.10/ctypes/__init__.py", line 374, in __init__
            self._handle = _dlopen(self._name, mode)
        OSError: /lib/x86_64-linux-gnu/libstdc++.so.6: version `GLIBCXX_3.4.32' not found (required by /root/dgx-stage-last-tag/venv/lib/python3.10/site-packages/bitsandbytes/libbitsandbytes_cpu.so)
        """,
        "Quoted in NeMo's commit bumping bitsandbytes to 0.45.5 (#13789): launching the Llama 3.1 "
        "pretraining recipe with nemo-run from a cluster login node, the bitsandbytes wheel in use "
        "was built on Ubuntu 24.04 and needs a newer libstdc++ than the Ubuntu 22.04 host has. A "
        "dependency-version incompatibility (fixed by pinning a newer wheel): it recurs on every "
        "launch until the environment changes.",
        tag="bnb-glibcxx",
    ),
    real(
        GH + "NVIDIA/NeMo/commit/0c42bd91e8a43cc6baf977613e4e7ccf8954fa0d",
        "NVIDIA/NeMo",
        "type_error",
        "framework_bug",
        USER,
        "TypeError: 'float' object cannot be interpreted as an integer",
        r"""
            TypeError: 'float' object cannot be interpreted as an integer
        """,
        "Quoted in NeMo's fix 'Fix float/integer type error in WER.update()' (#4816): the ASR WER "
        "metric, updated during training/validation, initialised its counters as 0.0 and then used "
        "them where integers are required. A framework bug that fails the same way on every run "
        "until NeMo is upgraded.",
        tag="wer-float",
    ),
    # --- DeepSpeed bugs quoted in its fix commits -------------------------------------------------
    real(
        GH + "deepspeedai/DeepSpeed/commit/116dbe2842a287af3a81b457315eba90bd113d33",
        "deepspeedai/DeepSpeed",
        "nan_or_value_error",
        "framework_bug",
        USER,
        "ValueError: torch.cat(): expected a non-empty list of Tensors",
        r"""
         [rank3]: Traceback (most recent call last):
         [rank3]:   File "/home/gma/transfer_qwen/finetune_moe.py", line 904, in <module>
         [rank3]:     main(args)
         [rank3]:   File "/home/gma/transfer_qwen/finetune_moe.py", line 709, in main
         [rank3]:     model_engine, optimizer, train_dataloader, lr_scheduler = deepspeed.initialize(
         [rank3]:                                                               ^^^^^^^^^^^^^^^^^^^^^
         [rank3]:   File "/home/gma/DeepSpeed/deepspeed/__init__.py", line 214, in initialize
         [rank3]:     engine = DeepSpeedEngine(args=args,
         [rank3]:              ^^^^^^^^^^^^^^^^^^^^^^^^^^
         [rank3]:   File "/home/gma/DeepSpeed/deepspeed/runtime/engine.py", line 363, in __init__
         [rank3]:     self._configure_optimizer(optimizer, model_parameters)
         [rank3]:   File "/home/gma/DeepSpeed/deepspeed/runtime/engine.py", line 1585, in _configure_optimizer
         [rank3]:     self.optimizer = self._configure_zero_optimizer(basic_optimizer)
         [rank3]:                      ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
         [rank3]:   File "/home/gma/DeepSpeed/deepspeed/runtime/engine.py", line 1893, in _configure_zero_optimizer
         [rank3]:     optimizer = Stage1And2ZeroOptimizer(
         [rank3]:                 ^^^^^^^^^^^^^^^^^^^^^^^^
         [rank3]:   File "/home/gma/DeepSpeed/deepspeed/runtime/zero/stage_1_and_2.py", line 403, in __init__
         [rank3]:     flattened_buffer = self.flatten_dense_tensors_aligned(
         [rank3]:                        ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
         [rank3]:   File "/home/gma/DeepSpeed/deepspeed/runtime/zero/stage_1_and_2.py", line 1044, in flatten_dense_tensors_aligned
         [rank3]:     return self.flatten(align_dense_tensors(tensor_list, alignment))
         [rank3]:            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
         [rank3]:   File "/raid/gma/miniforge3/envs/ds/lib/python3.12/site-packages/torch/_utils.py", line 571, in
         _flatten_dense_tensors
         [rank3]:     return torch._C._nn.flatten_dense_tensors(tensors)
         [rank3]:            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
         [rank3]: ValueError: torch.cat(): expected a non-empty list of Tensors
        """,
        "Quoted in DeepSpeed's fix 'only add parameter with grads to parameter group' (#7869): "
        "fine-tuning part of a Qwen MoE model with the Muon optimizer and the rest frozen leaves "
        "one of DeepSpeed's parameter groups with only frozen parameters, and ZeRO stage 1/2 "
        "then flattens an empty list at initialisation. A framework bug triggered by the job's "
        "configuration: it recurs on every start until DeepSpeed is fixed or the groups change. "
        "The same exception on every rank; rank 3 is just the one printed.",
        tag="muon-empty-group",
    ),
    real(
        GH + "deepspeedai/DeepSpeed/commit/e4a247ed133c230db58a625d8008cb60c7ae0f41",
        "deepspeedai/DeepSpeed",
        "runtime_error",
        "framework_bug",
        USER,
        "RuntimeError: Invalid function argument. Expected parameter `tensor` to be of type torch.Tensor.",
        r"""
        Traceback (most recent call last):
          File "/home/ubuntu/proj/chatglm-finetuning/train_pipeline.py", line 372, in <module>
            main()
          File "/home/ubuntu/proj/chatglm-finetuning/train_pipeline.py", line 351, in main
            loss = engine.train_batch(data_iter=train_dataloader)
          File "/home/ubuntu/anaconda3/lib/python3.9/site-packages/deepspeed/runtime/pipe/engine.py", line 375, in train_batch
            self._exec_schedule(sched)
          File "/home/ubuntu/anaconda3/lib/python3.9/site-packages/deepspeed/runtime/pipe/engine.py", line 1375, in _exec_schedule
            self._exec_instr(**cmd.kwargs)
          File "/home/ubuntu/anaconda3/lib/python3.9/site-packages/deepspeed/runtime/pipe/engine.py", line 276, in _exec_reduce_tied_grads
            dist.all_reduce(grad, group=group)
          File "/home/ubuntu/anaconda3/lib/python3.9/site-packages/deepspeed/comm/comm.py", line 117, in log_wrapper
            return func(*args, **kwargs)
          File "/home/ubuntu/anaconda3/lib/python3.9/site-packages/deepspeed/comm/comm.py", line 496, in all_reduce
            return cdb.all_reduce(tensor, op, group, async_op)
          File "/home/ubuntu/anaconda3/lib/python3.9/site-packages/deepspeed/comm/torch.py", line 159, in all_reduce
            return torch.distributed.all_reduce(tensor=tensor, op=op, group=group, async_op=async_op)
          File "/home/ubuntu/anaconda3/lib/python3.9/site-packages/torch/distributed/distributed_c10d.py", line 1520, in all_reduce
            _check_single_tensor(tensor, "tensor")
          File "/home/ubuntu/anaconda3/lib/python3.9/site-packages/torch/distributed/distributed_c10d.py", line 463, in _check_single_tensor
            raise RuntimeError(
        RuntimeError: Invalid function argument. Expected parameter `tensor` to be of type torch.Tensor.
        """,
        "Quoted in DeepSpeed's fix for training PEFT LoRA models with pipeline parallelism "
        "(#5477): ChatGLM-6B with LoRA only on query_key_value, the embedding is a tied layer and "
        "frozen, so its gradient is None, and the pipeline engine all-reduces the tied gradients "
        "anyway. A framework bug (DeepSpeed now skips None gradients) that recurs at the first "
        "train_batch of every run with that model.",
        tag="pipe-tied-grad-none",
    ),
    real(
        GH + "deepspeedai/DeepSpeed/commit/98272d14fe0be043c47b5637cc560c6c49ea88ce",
        "deepspeedai/DeepSpeed",
        "attribute_error",
        "framework_bug",
        USER,
        "AttributeError: 'BF16_Optimizer' object has no attribute 'state'",
        r"""
        [rank3]: Traceback (most recent call last):
        [rank3]:   File "/yahao/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
        [rank3]:     pretrain(train_valid_test_datasets_provider,
        [rank3]:   File "/yahao/Megatron-DeepSpeed/megatron/training.py", line 222, in pretrain
        [rank3]:     iteration = train(forward_step_func,
        [rank3]:   File "/yahao/Megatron-DeepSpeed/megatron/training.py", line 1264, in train
        [rank3]:     report_memory_flag = training_log(loss_dict, total_loss_dict,
        [rank3]:   File "/yahao/Megatron-DeepSpeed/megatron/training.py", line 999, in training_log
        [rank3]:     opt_stats[0] += (torch.norm(optimizer.state[param]['exp_avg_sq']).item())**2
        [rank3]: AttributeError: 'BF16_Optimizer' object has no attribute 'state'
        """,
        "Quoted in DeepSpeed's '[bugfix] promote state in bf16_optimizer' (#5767): the "
        "Megatron-DeepSpeed Llama example logs optimizer statistics from optimizer.state, which "
        "DeepSpeed's BF16 optimizer wrapper did not expose, so pretraining dies in training_log. "
        "A framework bug, deterministic at the first logging step; upgrade DeepSpeed. Same on "
        "every rank (rank 3 is the one shown).",
        tag="bf16-optimizer-state",
    ),
    real(
        GH + "deepspeedai/DeepSpeed/commit/5fbc3eeebb38c10c5c36548ae84414052d7f87aa",
        "deepspeedai/DeepSpeed",
        "runtime_error",
        "framework_bug",
        USER,
        "RuntimeError: selected index k out of range",
        r"""
        ...
          File "/shared/users/jrasley/DeepSpeed/deepspeed/moe/sharded_moe.py", line 427, in forward
            gate_output = top1gating(logits, self.capacity_factor if self.training else self.eval_capacity_factor,
          File "/shared/users/jrasley/DeepSpeed/deepspeed/moe/sharded_moe.py", line 240, in top1gating
            top_idx = _top_idx(mask1_rand, capacity)
        RuntimeError: The following operation failed in the TorchScript interpreter.
        Traceback of TorchScript (most recent call last):
          File "/shared/users/jrasley/DeepSpeed/deepspeed/moe/sharded_moe.py", line 172, in _top_idx
        @torch.jit.script
        def _top_idx(source, k):
            return torch.topk(source, k=k, dim=0)[1]
                   ~~~~~~~~~~ <--- HERE
        RuntimeError: selected index k out of range
        """,
        "Quoted in DeepSpeed's 'Ensure capacity does not exceed number of tokens' (#5353): MoE "
        "fine-tuning fails after some time training because the top-1 gating capacity, agreed "
        "across ranks, exceeded the number of tokens of a rank whose input was smaller, and topk "
        "was asked for more elements than exist. A framework bug in MoE gating: it recurs with "
        "the same data and configuration until DeepSpeed clamps the capacity.",
        tag="moe-capacity-topk",
    ),
    # --- data and unclear -------------------------------------------------------------------------
    real(
        GH + "Noble-Lab/casanovo/issues/495",
        "Noble-Lab/casanovo",
        "dataset_loading_error",
        "user_code",
        USER,
        "pyteomics.proforma.ProFormaError: Pyteomics error",
        r"""
          File "/home/luoling/anaconda3/envs/casanovo_5.0.0/lib/python3.13/site-packages/depthcharge/tokenizers/tokenizer.py", line 98, in tokenize
            tokens = self.split(seq)
          File "/home/luoling/anaconda3/envs/casanovo_5.0.0/lib/python3.13/site-packages/depthcharge/tokenizers/peptides.py", line 157, in split
            pep = self._parse_peptide(sequence)
          File "/home/luoling/anaconda3/envs/casanovo_5.0.0/lib/python3.13/site-packages/depthcharge/primitives.py", line 137, in from_proforma
            pep, meta = proforma.parse(sequence)
                        ~~~~~~~~~~~~~~^^^^^^^^^^
          File "/home/luoling/anaconda3/envs/casanovo_5.0.0/lib/python3.13/site-packages/pyteomics/proforma.py", line 1923, in parse
            raise ProFormaError(
                "Error In State {state}, {c} found at index {i}. Chimeric representation not supported".format(**locals()), i, state)
        pyteomics.proforma.ProFormaError: Pyteomics error, message: 'Error In State ParserStateEnum.sequence, + found at index 5. Chimeric representation not supported' ('Error In State ParserStateEnum.sequence, + found at index 5. Chimeric representation not supported', 5, <ParserStateEnum.sequence: 5>)
        """,
        "Training a new Casanovo 5.0 model (a Lightning-based de novo peptide sequencer) on the "
        "user's MGF files: the peptide tokenizer parses each training label as ProForma and "
        "rejects the '+' modification notation the files use. The thread concludes nothing in the "
        "stored excerpt; labelled from the log: the training data are in a format the loader "
        "does not accept, so the job fails the same way until the labels are converted.",
    ),
    real(
        GH + "open-edge-platform/anomalib/issues/985",
        "open-edge-platform/anomalib",
        "cuda_error",
        "unknown",
        HUMAN,
        "RuntimeError: GET was unable to find an engine to execute this computation",
        r"""
        RuntimeError: GET was unable to find an engine to execute this computation
        Epoch 0:  69%|██████▉   | 11/16 [00:10<00:04,  1.03it/s, loss=nan]
        """,
        "PatchCore training with anomalib 0.4 on a custom folder dataset stops in the first epoch "
        "with cuDNN finding no engine for a convolution; the progress bar already shows loss=nan. "
        "The stored thread gives no resolution. This cuDNN error is known to come from a "
        "CUDA/cuDNN build mismatch, from memory pressure, or from bad inputs, and nothing here "
        "tells them apart: a human should look.",
        ambiguous=True,
    ),
]
