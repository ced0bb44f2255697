# ruff: noqa
"""Real excerpts, batch LOAD9: loading and set-up failures of training jobs. Checkpoints and weights
that do not fit the model (`size mismatch for`, missing and unexpected keys, an optimizer whose
parameter groups changed, a ZeRO checkpoint saved at another world size), PyTorch 2.6's
`weights_only` refusal, safetensors headers that are not safetensors, model names and pretrained
tags a library does not know, gated Hub repositories; data that cannot be read (a truncated
webdataset shard, truncated or unidentifiable images, a dataset the Hub does not have); compiled
extensions and packages that do not match the installed PyTorch or CUDA (`undefined symbol`,
`mmcv._ext`, bitsandbytes' CUDA set-up, no kernel image for the GPU, a name a newer transformers no
longer exports); and the passing faults of the download servers (a 503, a read timeout). Verbatim
log lines as printed in public threads (each repository maps to the dev fold and was not in the
corpus before); labels from what each thread concluded, or from the log where it concluded nothing
(the notes say which). Labelled before crashcart was run on them: the first 24 before any rule
change of this batch, the last 7 after its rules were written (a check of those rules on cases they
were not written from)."""

from __future__ import annotations

from real_kit import RESTART, USER, real

GH = "https://github.com/"


CASES = [
    # --- checkpoints that do not fit the model -------------------------------------------------
    real(
        GH + "openai/CLIP/issues/66",
        "openai/CLIP",
        "model_loading_error",
        "framework_bug",
        USER,
        "RuntimeError: Error(s) in loading state_dict for CLIP:",
        r"""
        ---> 99   perceptor, preprocess = clip.load('ViT-B/32', jit=False)
            100   perceptor = perceptor.eval()

        2 frames
        /usr/local/lib/python3.7/dist-packages/torch/nn/modules/module.py in load_state_dict(self, state_dict, strict)
           1222         if len(error_msgs) > 0:
           1223             raise RuntimeError('Error(s) in loading state_dict for {}:\n\t{}'.format(
        -> 1224                                self.__class__.__name__, "\n\t".join(error_msgs)))
           1225         return _IncompatibleKeys(missing_keys, unexpected_keys)
           1226

        RuntimeError: Error(s) in loading state_dict for CLIP:
        	size mismatch for logit_scale: copying a param with shape torch.Size([]) from checkpoint, the shape in current model is torch.Size([1]).
        """,
        "clip.load of the published weights fails after an update of the CLIP package changed the "
        "shape of logit_scale; the maintainer answered 'Sorry! fixing shortly' and fixed the package. "
        "The same install loads the same checkpoint into the same model again: no restart, the owner "
        "updates (or pins) the package.",
    ),
    real(
        GH + "technicolor-research/dsve-loc/issues/16",
        "technicolor-research/dsve-loc",
        "model_loading_error",
        "user_code",
        USER,
        "ValueError: loaded state dict contains a parameter group that doesn't match the size of optimizer's group",
        r"""
        => loading checkpoint '/home/bc914/ZS_trial/dsve-loc-master/weights/saved_model/15.pth.tar'
        Traceback (most recent call last):
          File "train.py", line 240, in <module>
            optimizer.load_state_dict(checkpoint['optimizer'])
          File "/home/bc914/anaconda3/envs/Burger/lib/python3.7/site-packages/torch/optim/optimizer.py", line 115, in load_state_dict
            raise ValueError("loaded state dict contains a parameter group "
        ValueError: loaded state dict contains a parameter group that doesn't match the size of optimizer's group
        """,
        "Resuming training from the epoch-15 checkpoint: the optimizer built by the resumed run has "
        "parameter groups of another size than the saved optimizer state. The thread concluded "
        "nothing; the label rests on the log: torch.optim refuses the state deterministically, so "
        "every resume from this checkpoint with this code fails the same way (a loading error, the "
        "owner's to fix).",
    ),
    real(
        GH + "THUDM/GLM/issues/136",
        "THUDM/GLM",
        "model_loading_error",
        "user_code",
        USER,
        "deepspeed.runtime.zero.utils.ZeRORuntimeException: The checkpoint being loaded used a DP world size",
        r"""
        Traceback (most recent call last):
          File "pretrain_glm.py", line 673, in <module>
            main()
          File "pretrain_glm.py", line 584, in main
            args.iteration = load_checkpoint(model, optimizer, lr_scheduler, args, no_deepspeed=args.no_deepspeed_load)
          File "/data/users/zhaojinming/source/glm10BCodesSlurmN1/utils.py", line 339, in load_checkpoint
        [2023-03-21 20:28:05,674] [INFO] [torch_checkpoint_engine.py:21:load] [Torch] Loading checkpoint from /home/zhaojinming/data/pretrained_model/glm-10b-chinese-mp4/80000/mp_rank_00_model_states.pt...
            load_lr_scheduler_states=not args.no_load_lr_scheduler)
          File "/home/zhaojinming/data/miniconda3/envs/glm10b/lib/python3.7/site-packages/deepspeed/runtime/engine.py", line 2780, in load_checkpoint
            load_optimizer_states=load_optimizer_states)
          File "/home/zhaojinming/data/miniconda3/envs/glm10b/lib/python3.7/site-packages/deepspeed/runtime/engine.py", line 2950, in _load_zero_checkpoint
            raise ZeRORuntimeException("The checkpoint being loaded used a DP " \
        deepspeed.runtime.zero.utils.ZeRORuntimeException: The checkpoint being loaded used a DP world size of 256 but the current world size is 2. Automatic adjustment of ZeRO's optimizer state partitioning with a new world size is not currently supported.
        """,
        "Continued pre-training from a ZeRO checkpoint saved with 256 data-parallel ranks, launched "
        "on 2. The thread concluded nothing; the exception says DeepSpeed does not repartition ZeRO "
        "optimizer state for a new world size, so the next launch at this size fails the same way "
        "(the owner launches at the saved size, or converts the checkpoint / loads weights only).",
    ),
    real(
        GH + "Xiaoxun-Gong/DeepH-E3/issues/26",
        "Xiaoxun-Gong/DeepH-E3",
        "model_loading_error",
        "user_code",
        USER,
        "RuntimeError: Error(s) in loading state_dict for Net:",
        r"""
        ------- Preparation for training -------
        Using optimizer Adam with initial lr=0.002, betas=(0.9, 0.999)
        Loss type: MSE over all matrix elements
        Tensorboard recorder initialized
        Using pytorch scheduler ReduceLROnPlateau
        Loading from checkpoint at \~/result/2025-02-16_09-08-44/best_model.pkl
        Traceback (most recent call last):
          File "\~/DeepH-E3-main/deephe3-train.py", line 29, in <module>
            kernel.train(args.config)
          File "\~/DeepH-E3-main/deephe3/kernel.py", line 232, in train
            net.load_state_dict(checkpoint['state_dict'])
          File "\~/miniconda3/lib/python3.9/site-packages/torch/nn/modules/module.py", line 1406, in load_state_dict
            raise RuntimeError('Error(s) in loading state_dict for {}:\n\t{}'.format(
        RuntimeError: Error(s) in loading state_dict for Net:
                Missing key(s) in state_dict: "node_update_blocks.1.conv.tp.tp._compiled_main_left_right._w3j_1_1_2", ......................
                Unexpected key(s) in state_dict: "node_update_blocks.1.conv.tp.tp._compiled_main_out._w3j_1_1_2", .......................
        """,
        "Continuing training from the run's own checkpoint: the keys differ (the reporter met it three "
        "times); the maintainer's first question was whether the same library version was used. The "
        "keys are a property of the checkpoint and the installed code, so the restart fails alike: "
        "a loading error for the owner.",
    ),
    # --- torch.load's weights_only refusal (PyTorch >= 2.6) -------------------------------------
    real(
        GH + "0Xiaohei0/LocalAIVtuber/issues/51",
        "0Xiaohei0/LocalAIVtuber",
        "model_loading_error",
        "user_code",
        USER,
        "_pickle.UnpicklingError: Weights only load failed.",
        r"""
        serialization.py", line 1470, in load
            raise pickle.UnpicklingError(_get_wo_message(str(e))) from None
        _pickle.UnpicklingError: Weights only load failed. This file can still be loaded, to do so you have two options, do those steps only if you trust the source of the checkpoint.
                (1) In PyTorch 2.6, we changed the default value of the `weights_only` argument in `torch.load` from `False` to `True`. Re-running `torch.load` with `weights_only` set to `False` will likely succeed, but it can result in arbitrary code execution. Do it only if you got the file from a trusted source.
                (2) Alternatively, to load with `weights_only=True` please check the recommended steps in the following error message.
                WeightsUnpickler error: Unsupported global: GLOBAL utils.HParams was not an allowed global by default. Please use `torch.serialization.add_safe_globals([HParams])` or the `torch.serialization.safe_globals([HParams])` context manager to allowlist this global if you trust this class/function.
        """,
        "torch >= 2.6 loads with weights_only=True by default and refuses a checkpoint that pickles a "
        "project class. The thread concluded nothing; the message itself says what the owner must "
        "change (weights_only=False for a trusted file, or allowlist the class): the same call fails "
        "on every run.",
    ),
    real(
        GH + "yl4579/StyleTTS2/issues/348",
        "yl4579/StyleTTS2",
        "model_loading_error",
        "user_code",
        USER,
        "UnpicklingError: Weights only load failed.",
        r"""
        UnpicklingError: Weights only load failed. This file can still be loaded, to do so you have two options, do those steps only if you trust the source of the checkpoint.
        	(1) In PyTorch 2.6, we changed the default value of the `weights_only` argument in `torch.load` from `False` to `True`. Re-running `torch.load` with `weights_only` set to `False` will likely succeed, but it can result in arbitrary code execution. Do it only if you got the file from a trusted source.
        	(2) Alternatively, to load with `weights_only=True` please check the recommended steps in the following error message.
        	WeightsUnpickler error: Unsupported global: GLOBAL getattr was not an allowed global by default. Please use `torch.serialization.add_safe_globals([getattr])` or the `torch.serialization.safe_globals([getattr])` context manager to allowlist this global if you trust this class/function.

        Check the documentation of torch.load to learn more about types accepted by default with weights_only https://pytorch.org/docs/stable/generated/torch.load.html.
        """,
        "The StyleTTS2 notebook on a current Colab (torch >= 2.6): the answer in the thread was to add "
        "weights_only=False to every torch.load call. A code change, so no restart.",
    ),
    real(
        GH + "sktime/pytorch-forecasting/issues/1998",
        "sktime/pytorch-forecasting",
        "model_loading_error",
        "framework_bug",
        USER,
        "WeightsUnpickler error: Unsupported global: GLOBAL pytorch_forecasting.data.encoders.GroupNormalizer",
        r"""
        E                           	(1) In PyTorch 2.6, we changed the default value of the `weights_only` argument in `torch.load` from `False` to `True`. Re-running `torch.load` with `weights_only` set to `False` will likely succeed, but it can result in arbitrary code execution. Do it only if you got the file from a trusted source.
        E                           	(2) Alternatively, to load with `weights_only=True` please check the recommended steps in the following error message.
        E                           	WeightsUnpickler error: Unsupported global: GLOBAL pytorch_forecasting.data.encoders.GroupNormalizer was not an allowed global by default. Please use `torch.serialization.add_safe_globals([pytorch_forecasting.data.encoders.GroupNormalizer])` or the `torch.serialization.safe_globals([pytorch_forecasting.data.encoders.GroupNormalizer])` context manager to allowlist this global if you trust this class/function.
        E
        E                           Check the documentation of torch.load to learn more about types accepted by default with weights_only https://pytorch.org/docs/stable/generated/torch.load.html.

        /Library/Frameworks/Python.framework/Versions/3.11/lib/python3.11/site-packages/torch/serialization.py:1529: UnpicklingError
        """,
        "The library's own checkpoint loading broke under torch 2.6's weights_only default (labelled "
        "a bug in the library and closed with a fix). It fails on every run until the library is "
        "fixed or pinned: no restart. The excerpt is pytest's `E` output, whose first message line "
        "was not quoted; the most specific printed line is the WeightsUnpickler one.",
    ),
    # --- weights files and model names the loader does not accept --------------------------------
    real(
        GH + "OpenMotionLab/MotionGPT3/issues/4",
        "OpenMotionLab/MotionGPT3",
        "model_loading_error",
        "user_code",
        USER,
        "safetensors_rust.SafetensorError: Error while deserializing header: HeaderTooLarge",
        r"""
        site-packages/transformers/modeling_utils.py", line 4710, in from_pretrained
            with safe_open(checkpoint_files[0], framework="pt") as f:
                 ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
        safetensors_rust.SafetensorError: Error while deserializing header: HeaderTooLarge
        """,
        "from_pretrained opens a .safetensors file whose first 8 bytes do not give a plausible header "
        "length (in practice a Git LFS pointer or another file saved under that name). The thread "
        "was closed without a recorded answer; the label rests on the log: the same file is read "
        "again on a restart, so the owner must fetch the real weights.",
    ),
    real(
        GH + "mlfoundations/open_clip/issues/833",
        "mlfoundations/open_clip",
        "model_loading_error",
        "user_code",
        USER,
        "RuntimeError: Model ViT-H-14-quickgelu not found; available models",
        r"""
            raise RuntimeError(f"Model {name} not found; available models = {list_openai_models()}")
        RuntimeError: Model ViT-H-14-quickgelu not found; available models = ['RN50', 'RN50-quickgelu', 'RN101', 'RN101-quickgelu', 'RN50x4', 'RN50x16', 'RN50x64', 'ViT-B-32', 'ViT-B-32-quickgelu', 'ViT-B-16', 'ViT-L-14', 'ViT-L-14-336']
        """,
        "create_model_and_transforms with a pretrained tag that does not exist for that model: the "
        "maintainer explained that pretrained='openai' only covers the OpenAI models. A configuration "
        "error: the next run asks for the same missing weights.",
    ),
    real(
        GH + "wusize/CLIPSelf/issues/16",
        "wusize/CLIPSelf",
        "model_loading_error",
        "user_code",
        USER,
        "RuntimeError: Pretrained weights (checkpoints) not found for model EVA02-CLIP-B-16.",
        r"""
        RuntimeError: Pretrained weights (checkpoints) not found for model EVA02-CLIP-B-16.Available pretrained tags (['eva', 'eva02', 'eva_clip', 'eva02_clip'].
        """,
        "The official OpenCLIP was installed instead of the project's modified copy, which registers "
        "these weights (the maintainer's answer: pip install -e . in the project). An environment "
        "error that recurs until the owner installs the right package.",
    ),
    real(
        GH + "city96/ComfyUI_ExtraModels/issues/99",
        "city96/ComfyUI_ExtraModels",
        "model_loading_error",
        "user_code",
        USER,
        "Cannot access gated repo for url https://huggingface.co/google/gemma-2-2b-it/",
        r"""
        401 Client Error. (Request ID: Root=1-6545d8b33-604123b6654831703760a42c;a38b7bcf-24dc-4b79-bc8b-eb68f613c5b2)

        Cannot access gated repo for url https://huggingface.co/google/gemma-2-2b-it/resolve/299a8560bedf22ed1c72a8a11e7dce4a7f9f51f8/.gitattributes.
        Access to model google/gemma-2-2b-it is restricted. You must have access to it and be authenticated to access it. Please log in.
        """,
        "A gated Hub model downloaded without a token: the maintainer's answer was to log in "
        "(huggingface-cli login) or pick the ungated copy. The Hub answers 401 to every retry until "
        "the owner authenticates.",
    ),
    real(
        GH + "ninehills/chatglm-openai-api/issues/22",
        "ninehills/chatglm-openai-api",
        "model_loading_error",
        "user_code",
        USER,
        "AttributeError: 'ChatGLMTokenizer' object has no attribute 'sp_tokenizer'",
        r"""
        >> Use chatglm llm model THUDM/chatglm-6b-int4
        Traceback (most recent call last):
          File "/data/app/chatglm-openai-api/main.py", line 116, in <module>
            main()
          File "/data/app/chatglm-openai-api/main.py", line 61, in main
            context.tokenizer, context.model = init_chatglm(
          File "/data/app/chatglm-openai-api/chatglm/chatglm.py", line 14, in init_chatglm
            tokenizer = AutoTokenizer.from_pretrained(model_path, trust_remote_code=True)
          File "/data/anaconda3/envs/chatglm_openapi_api/lib/python3.10/site-packages/transformers/models/auto/tokenization_auto.py", line 738, in from_pretrained
            return tokenizer_class.from_pretrained(pretrained_model_name_or_path, *inputs, **kwargs)
          File "/data/anaconda3/envs/chatglm_openapi_api/lib/python3.10/site-packages/transformers/tokenization_utils_base.py", line 2045, in from_pretrained
            return cls._from_pretrained(
          File "/data/anaconda3/envs/chatglm_openapi_api/lib/python3.10/site-packages/transformers/tokenization_utils_base.py", line 2256, in _from_pretrained
            tokenizer = cls(*init_inputs, **init_kwargs)
        AttributeError: 'ChatGLMTokenizer' object has no attribute 'sp_tokenizer'. Did you mean: '_tokenize'
        """,
        "Loading the ChatGLM tokenizer (remote code) under a newer transformers: the thread itself "
        "concluded nothing (the frames into the cached remote module were not quoted; the last line "
        "is the issue's title); the same error in other projects was fixed by pinning transformers "
        "below 4.34 or patching the tokenizer file. A tokenizer that cannot be built: a loading error "
        "of the owner's environment, not a restart.",
    ),
    # --- data that cannot be read -----------------------------------------------------------------
    real(
        GH + "webdataset/webdataset/issues/142",
        "webdataset/webdataset",
        "dataset_loading_error",
        "user_code",
        USER,
        'tarfile.ReadError: ("unexpected end of data @',
        r"""
        2022-01-23 02:08:36.029 raise ReadError("unexpected end of data")

        2022-01-23 02:08:36.029 tarfile.ReadError: ("unexpected end of data @ <_io.BufferedReader name='train-224-30/00000022.tar'>",
        <_io.BufferedReader name='train-224-30/00000022.tar'>, {'__url__': 'train-224-30/00000022.tar', '__worker__': 'None',
        '__rank__': '(18, 32)', '__nodeinfo__': "('worker-1', 276)"})
        """,
        "A truncated shard in a local webdataset ('there might be corrupted tar files'). The thread "
        "concluded nothing; the label rests on the log: the same shard is read again after a restart "
        "(webdataset's handler option or re-creating the shard is the owner's fix).",
    ),
    real(
        GH + "falloutdurham/beginners-pytorch-deep-learning/issues/17",
        "falloutdurham/beginners-pytorch-deep-learning",
        "dataset_loading_error",
        "user_code",
        USER,
        "IOError: image file is truncated (57 bytes not processed)",
        r"""
          File ".../Python/3.7.6/site-packages/PIL/ImageFile.py", line 220, in load
            raise IOError("image file is truncated (%d bytes not processed)" % len(b))
        IOError: image file is truncated (57 bytes not processed)
        """,
        "Training on a downloaded image folder: Pillow refuses a truncated image. The reporter fixed it "
        "by setting ImageFile.LOAD_TRUNCATED_IMAGES=True (the maintainer accepted the PR). The same "
        "file fails on every epoch: the owner's data or code.",
    ),
    real(
        GH + "rosinality/stylegan2-pytorch/issues/353",
        "rosinality/stylegan2-pytorch",
        "dataset_loading_error",
        "user_code",
        USER,
        "PIL.UnidentifiedImageError: cannot identify image file",
        r"""
        PIL.UnidentifiedImageError: cannot identify image file <_io.BytesIO object at 0x7ff527fa20e0>
        """,
        "train.py reading its LMDB dataset: a record is not an image Pillow can decode. The thread "
        "concluded nothing; the label rests on the log: the dataset was built wrongly or holds a bad "
        "record, which is read again after a restart.",
    ),
    real(
        GH + "simplescaling/s1/issues/36",
        "simplescaling/s1",
        "dataset_loading_error",
        "user_code",
        USER,
        "datasets.exceptions.DatasetNotFoundError: Dataset 'simplescaling/numinamath_500' doesn't exist",
        r"""
        datasets.exceptions.DatasetNotFoundError: Dataset 'simplescaling/numinamath_500' doesn't exist on the Hub or cannot be accessed.
        """,
        "The data-collection script names a dataset the maintainers had moved ('Moved it, sorry!'). "
        "The Hub answers the same for every retry: the owner fixes the dataset id.",
    ),
    # --- compiled extensions and packages that do not match the installation ----------------------
    real(
        GH + "Dao-AILab/flash-attention/issues/1612",
        "Dao-AILab/flash-attention",
        "import_error",
        "user_code",
        USER,
        "RuntimeError: Failed to import transformers.models.bloom.modeling_bloom because of the following error",
        r"""
        RuntimeError: Failed to import transformers.models.bloom.modeling_bloom because of the following error (look up to see its traceback):
        /home/ligy/anaconda3/lib/python3.11/site-packages/flash_attn_2_cuda.cpython-311-x86_64-linux-gnu.so: undefined symbol: _ZN2at4_ops5zeros4callEN3c108ArrayRefINS2_6SymIntEEENS2_8optionalINS2_10ScalarTypeEEENS6_INS2_6LayoutEEENS6_INS2_6DeviceEEENS6_IbEE
        """,
        "flash-attn's compiled extension was built against another PyTorch than the one installed "
        "(an undefined libtorch symbol); in the thread the fix is a flash-attn wheel matching the "
        "torch and CUDA versions. The import fails on every launch: an import error for the owner.",
    ),
    real(
        GH + "ayulockin/neurips-llm-efficiency-challenge/issues/12",
        "ayulockin/neurips-llm-efficiency-challenge",
        "import_error",
        "user_code",
        USER,
        "ImportError: /lib/python3.10/site-packages/flash_attn_2_cuda.cpython-310-x86_64-linux-gnu.so: undefined symbol",
        r"""
            import flash_attn_2_cuda as flash_attn_cuda
        ImportError: /lib/python3.10/site-packages/flash_attn_2_cuda.cpython-310-x86_64-linux-gnu.so: undefined symbol: _ZN3c104cuda9SetDeviceEi
        """,
        "The maintainer's answer, which worked: uninstall flash-attn and rebuild it against the "
        "installed torch (FLASH_ATTENTION_FORCE_BUILD=TRUE pip install flash-attn). Recurs until then.",
    ),
    real(
        GH + "open-mmlab/mmcv/issues/2059",
        "open-mmlab/mmcv",
        "import_error",
        "user_code",
        USER,
        "ModuleNotFoundError: No module named 'mmcv._ext'",
        r"""
          File "/myenv/lib/python3.8/importlib/__init__.py", line 127, in import_module
            return _bootstrap._gcd_import(name[level:], package, level)
        ModuleNotFoundError: No module named 'mmcv._ext'
        """,
        "mmcv's compiled ops are missing from the installed package (a lite build, or one built for "
        "another torch/CUDA). The thread has no maintainer answer; the label rests on the log and the "
        "installation docs: the module is not there on the next launch either.",
    ),
    real(
        GH + "huggingface/transfer-learning-conv-ai/issues/132",
        "huggingface/transfer-learning-conv-ai",
        "import_error",
        "user_code",
        USER,
        "ImportError: cannot import name 'cached_path' from 'transformers'",
        r"""
        from transformers import cached_path
        ImportError: cannot import name 'cached_path' from 'transformers' (/root/anaconda3/envs/transformers/lib/python3.10/site-packages/transformers/__init__.py)
        """,
        "The project imports a helper that newer transformers releases no longer export; the answer "
        "in the thread was to install the transformers version the project was written for. A version "
        "mismatch that recurs.",
    ),
    real(
        GH + "kongzhecn/DAM-VSR/issues/2",
        "kongzhecn/DAM-VSR",
        "import_error",
        "user_code",
        USER,
        "CUDA Setup failed despite GPU being available.",
        r"""
        RuntimeError:
                CUDA Setup failed despite GPU being available. Please run the following command to get more information:

                python -m bitsandbytes

                Inspect the output of the command and see if you can locate CUDA libraries. You might need to add them
                to your LD_LIBRARY_PATH. If you suspect a bug, please take the information from python -m bitsandbytes
                and open an issue at: https://github.com/TimDettmers/bitsandbytes/issues
        """,
        "bitsandbytes could not load its native CUDA library at import; the reporter's fix was a "
        "consistent set of torch, xformers and bitsandbytes builds for one CUDA version. An "
        "environment mismatch: every launch fails the same way.",
    ),
    real(
        GH + "bitsandbytes-foundation/bitsandbytes/issues/310",
        "bitsandbytes-foundation/bitsandbytes",
        "cuda_error",
        "user_code",
        USER,
        "Error no kernel image is available for execution on the device at line 167",
        r"""
        CUDA SETUP: Loading binary G:\ChromeD\kohya\kohya_ss\venv\lib\site-packages\bitsandbytes\libbitsandbytes_cuda116.dll...
        use 8-bit AdamW optimizer | {}
        running training / 学習開始
          num train images * repeats / 学習画像の数×繰り返し回数: 5700
          num reg images / 正則化画像の数: 0
          num batches per epoch / 1epochのバッチ数: 2850
          num epochs / epoch数: 1
          batch size per device / バッチサイズ: 2
          gradient accumulation steps / 勾配を合計するステップ数 = 1
          total optimization steps / 学習ステップ数: 2850
        steps:   0%|                                                                                                                                                                                                       | 0/2850 [00:00<?, ?it/s]epoch 1/1
        Error no kernel image is available for execution on the device at line 167 in file D:\ai\tool\bitsandbytes\csrc\ops.cu
        Traceback (most recent call last):
          File "C:\Users\Administrator\AppData\Local\Programs\Python\Python310\lib\runpy.py", line 196, in _run_module_as_main
            return _run_code(code, main_globals, None,
          File "C:\Users\Administrator\AppData\Local\Programs\Python\Python310\lib\runpy.py", line 86, in _run_code
            exec(code, run_globals)
        """,
        "The 8-bit optimizer's first step on a Windows bitsandbytes build whose binary has no kernel "
        "for this GPU's architecture. The thread concluded nothing; the label rests on the log and "
        "CUDA's meaning of the error (cudaErrorNoKernelImageForDevice: the binary was not built for "
        "the device): the same binary on the same GPU fails again.",
    ),
    # --- download servers that failed for a while --------------------------------------------------
    real(
        GH + "Cadene/pretrained-models.pytorch/issues/219",
        "Cadene/pretrained-models.pytorch",
        "model_loading_error",
        "transient",
        RESTART,
        "HTTPError: HTTP Error 503: Service Unavailable",
        r"""
        HTTPError: HTTP Error 503: Service Unavailable
        """,
        "Loading se_resnet50's ImageNet weights from the project's download server, which answered "
        "503. The thread was closed with no answer; the label rests on the log: HTTP documents 503 as "
        "a temporary overload or maintenance, so a later attempt downloads the weights.",
    ),
    real(
        GH + "HKUDS/MiniRAG/issues/15",
        "HKUDS/MiniRAG",
        "model_loading_error",
        "transient",
        RESTART,
        "urllib3.exceptions.ReadTimeoutError: HTTPSConnectionPool(host='cdn-lfs-us-1.hf.co', port=443): Read timed out.",
        r"""
          File "/opt/homebrew/Caskroom/miniconda/base/envs/MiniRAG/lib/python3.11/site-packages/urllib3/response.py", line 759, in _error_catcher
            raise ReadTimeoutError(self._pool, None, "Read timed out.") from e  # type: ignore[arg-type]
            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
        urllib3.exceptions.ReadTimeoutError: HTTPSConnectionPool(host='cdn-lfs-us-1.hf.co', port=443): Read timed out.

        During handling of the above exception, another exception occurred:

        Traceback (most recent call last):
          File "/opt/homebrew/Caskroom/miniconda/base/envs/MiniRAG/lib/python3.11/site-packages/huggingface_hub/file_download.py", line 452, in http_get
            for chunk in r.iter_content(chunk_size=constants.DOWNLOAD_CHUNK_SIZE):
        """,
        "Downloading the shards of Qwen2.5-3B-Instruct from the Hub's CDN: the server was reached and "
        "then stopped sending (a read timeout mid-download). The thread was closed without a recorded "
        "cause; the label rests on the log: huggingface_hub documents read timeouts as retryable, and "
        "the download resumes on the next attempt.",
    ),
]

# --- a second fresh sample, gathered and labelled after the rules above were written (to measure
# them on cases they were not written from) ------------------------------------------------------
CASES += [
    real(
        GH + "prannaykaul/lvc/issues/19",
        "prannaykaul/lvc",
        "dataset_loading_error",
        "user_code",
        USER,
        "OSError: image file is truncated (7 bytes not processed)",
        r"""
        OSError: image file is truncated (7 bytes not processed)
        """,
        "Base training stops after a few iterations on a truncated image of the dataset. The thread "
        "concluded nothing; the label rests on the log: the same image is read again after a restart.",
    ),
    real(
        GH + "SleepySoft/Easy-Langchain-LKB/issues/2",
        "SleepySoft/Easy-Langchain-LKB",
        "model_loading_error",
        "user_code",
        USER,
        "safetensors_rust.SafetensorError: Error while deserializing header: HeaderTooLarge",
        r"""
        safetensors_rust.SafetensorError: Error while deserializing header: HeaderTooLarge
        """,
        "The reporter solved it by downloading the model again: the local weights file was not a "
        "complete safetensors file. A restart reads the same file; the owner must fetch it again.",
    ),
    real(
        GH + "DCY1117/MangaQuick/issues/13",
        "DCY1117/MangaQuick",
        "model_loading_error",
        "user_code",
        USER,
        "UnpicklingError: Weights only load failed.",
        r"""
        UnpicklingError: Weights only load failed. This file can still be loaded, to do so you have two options, do those steps only if you trust the source of the checkpoint. (1) In PyTorch 2.6, we changed the default value of the `weights_only` argument in `torch.load` from `False` to `True`. Re-running `torch.load` with `weights_only` set to `False` will likely succeed, but it can result in arbitrary code execution. Do it only if you got the file from a trusted source. (2) Alternatively, to load with `weights_only=True` please check the recommended steps in the following error message. WeightsUnpickler error: Unsupported global: GLOBAL functools.partial was not an allowed global by default. Please use `torch.serialization.add_safe_globals([functools.partial])` or the `torch.serialization.safe_globals([functools.partial])` context manager to allowlist this global if you trust this class/function. Check the documentation of torch.load to learn more about types accepted by default with weights_only https://pytorch.org/docs/stable/generated/torch.load.html.
        """,
        "torch >= 2.6 refuses a checkpoint pickling functools.partial (the whole message printed on "
        "one line). The thread points to another issue; the label rests on the message: the code "
        "must pass weights_only=False or allowlist the global, so every run fails alike.",
    ),
    real(
        GH + "ihp-lab/LibreFace/issues/7",
        "ihp-lab/LibreFace",
        "model_loading_error",
        "user_code",
        USER,
        "RuntimeError: Unknown model (pretrain_mae_base_patch16_224)",
        r"""
            raise RuntimeError('Unknown model (%s)' % model_name)
        RuntimeError: Unknown model (pretrain_mae_base_patch16_224)
        """,
        "timm's registry does not know the project's model name (it is registered by the project's "
        "own module, which must be imported, at the right timm version); the reporter resolved it "
        "in the set-up without saying how. A configuration or environment error that recurs.",
    ),
    real(
        GH + "Huang-ShiRui/Semi-UIR/issues/30",
        "Huang-ShiRui/Semi-UIR",
        "import_error",
        "user_code",
        USER,
        "ModuleNotFoundError: No module named 'mmcv._ext'",
        r"""
        ModuleNotFoundError: No module named 'mmcv._ext'
        """,
        "The answer in the thread: install the mmcv build that matches the PyTorch and CUDA versions "
        "(the compiled ops are missing). Recurs until then.",
    ),
    real(
        GH + "longcw/yolo2-pytorch/issues/94",
        "longcw/yolo2-pytorch",
        "cuda_error",
        "user_code",
        USER,
        "cudaCheckError() failed : no kernel image is available for execution on the device",
        r"""
        cudaCheckError() failed : no kernel image is available for execution on the device
        """,
        "Training on the GPU fails while the CPU works; solved by rebuilding the extension with "
        "-gencode flags for the GPU's architecture. The same build fails the same way: no restart.",
    ),
    real(
        GH + "ThilinaRajapakse/simpletransformers/issues/559",
        "ThilinaRajapakse/simpletransformers",
        "import_error",
        "user_code",
        USER,
        "ImportError: cannot import name 'BartForQuestionAnswering' from 'transformers'",
        r"""
        ImportError: cannot import name 'BartForQuestionAnswering' from 'transformers' (C:\Users\DELL\Anaconda3\envs\towardsdatascience4\lib\site-packages\transformers\__init__.py)
        """,
        "Installing sentence-transformers pulled in a transformers without Bart; upgrading transformers "
        "fixed it (the reporter confirmed). A version mismatch that recurs.",
    ),
]
