# ruff: noqa
"""Real excerpts, batch ZZ12-GD: development-fold failures of training and fine-tuning runs in LLM,
multimodal, vision-language-action and speech model repositories and research codebases (LLaVA-NeXT,
OpenVLA/OpenVLA-OFT, RWKV, VideoLLaMA, Monkey, mPLUG-DocOwl, SpeechT5, FastSpeech2, VocGAN, voice
conversion and TTS fine-tuning, model repositories' own fine-tuning scripts), gathered from GitHub
issue threads of repositories new to the corpus whose `fold_of(repo)` is "dev", found with the `search` tool (issues corpus) from leads and from error
strings (ChildFailedError, exit codes -9/-7, CUDA OOM, illegal memory access, NCCL errors and
watchdog timeouts, full disks, killed processes, checkpoint and data loading). Taken as the searches
returned them, not picked for what crashcart can do; nobody ran crashcart on them before they were
labelled. Verbatim log lines as printed in each thread (trimmed to the relevant part); labelled
from what each thread concluded, or from the log where it concluded nothing (the notes say
which)."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    # --- vision-language-action fine-tuning ----------------------------------------------------------
    real(
        GH + "openvla/openvla/issues/205",
        "openvla/openvla",
        "dataset_loading_error",
        "user_code",
        USER,
        "tensorflow_datasets.core.registered.DatasetNotFoundError: Dataset droid_wipe not found.",
        r"""
        tensorflow_datasets/core/registered.py", line 301, in imported_builder_cls
            raise DatasetNotFoundError(f'Dataset {name} not found.')
        tensorflow_datasets.core.registered.DatasetNotFoundError: Dataset droid_wipe not found.
        """,
        "OpenVLA's vla-scripts/finetune.py run against the downloaded modified_libero_rlds data stops "
        "in TFDS's builder lookup. The reporter found the cause himself: finetune.py's dataset_name "
        "defaults to \"droid_wipe\", so the LIBERO dataset name (e.g. libero_spatial_no_noops) must be "
        "passed with --dataset_name. A launch-argument error that recurs on every restart.",
    ),
    real(
        GH + "moojink/openvla-oft/issues/28",
        "moojink/openvla-oft",
        "cuda_oom",
        "user_code",
        USER,
        "torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 252.00 MiB.",
        r"""
        torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 252.00 MiB. GPU 0 has a total capacity of 23.65 GiB of which 62.19 MiB is free. Including non-PyTorch memory, this process has 384.00 MiB memory in use. Process 2343934 has 636.00 MiB memory in use. Process 2343932 has 384.00 MiB memory in use. Process 2343931 has 384.00 MiB memory in use. Process 2343929 has 21.44 GiB memory in use. Process 2343933 has 384.00 MiB memory in use. Of the allocated memory 0 bytes is allocated by PyTorch, and 0 bytes is reserved by PyTorch but unallocated. If reserved but unallocated memory is large try setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  See documentation for Memory Management  (https://pytorch.org/docs/stable/notes/cuda.html#environment-variables)
        ^M                                                           ^MTraceback (most recent call last):
          File "/data/codes/openvla-oft/vla-scripts/finetune.py", line 1145, in <module>
            finetune()
          File "/root/miniconda3/envs/vla/lib/python3.10/site-packages/draccus/argparsing.py", line 203, in wrapper_inner
            response = fn(cfg, *args, **kwargs)
          File "/data/codes/openvla-oft/vla-scripts/finetune.py", line 1106, in finetune
        """,
        "OpenVLA-OFT LoRA fine-tuning on LIBERO with five 24 GB RTX 4090s runs out of GPU memory when "
        "the checkpoint is saved and reloaded (finetune.py's save step): GPU 0 is full, one process "
        "holding 21 GiB and the other ranks' contexts on it too. The thread as stored shows no diagnosis; a sibling "
        "thread (#20) quotes the FAQ (25.7 GB at batch size 1) and reports 24 GB cards running out of "
        "memory at checkpoint saving unless the LoRA rank is lowered. A memory-budget error of the configuration; it recurs at the next save.",
    ),
    real(
        GH + "moojink/openvla-oft/issues/38",
        "moojink/openvla-oft",
        "attribute_error",
        "user_code",
        USER,
        "AttributeError: 'PrismaticVisionBackbone' object has no attribute 'set_num_images_in_input'",
        r"""
        AttributeError: 'PrismaticVisionBackbone' object has no attribute 'set_num_images_in_input'
        """,
        "Fine-tuning openvla/openvla-7b with OpenVLA-OFT's LIBERO command fails at start-up. The "
        "maintainer explained that OFT modified the OpenVLA model code (modeling_prismatic.py) and "
        "the error appears when the old model logic is loaded instead (the checkpoint's remote code "
        "from the Hub shadows the repository's); loading the repository's model classes fixes it. "
        "An environment/model-code mismatch on the user's side that recurs on every start.",
    ),
    # --- RWKV -------------------------------------------------------------------------------------------
    real(
        GH + "BlinkDL/RWKV-LM/issues/209",
        "BlinkDL/RWKV-LM",
        "other",
        "unknown",
        HUMAN,
        "Bus error (core dumped)",
        r"""
        Loading extension module fused_adam...
        Time to load fused_adam op: 2.221088409423828 seconds
        Loading extension module fused_adam...
        Time to load fused_adam op: 2.2072091102600098 seconds
        /opt/conda/lib/python3.8/site-packages/torch/distributed/distributed_c10d.py:429: UserWarning: torch.distributed.distributed_c10d._get_global_rank is deprecated please use torch.distributed.distributed_c10d.get_global_rank instead
          warnings.warn(
        /opt/conda/lib/python3.8/site-packages/torch/distributed/distributed_c10d.py:429: UserWarning: torch.distributed.distributed_c10d._get_global_rank is deprecated please use torch.distributed.distributed_c10d.get_global_rank instead
          warnings.warn(
        Bus error (core dumped)
        """,
        "RWKV-4 3B training on two GPUs (DeepSpeed, after the reporter moved to the pinned versions the "
        "maintainer asked for) dies with a bare bus error right after the fused Adam op loads. The "
        "maintainer asked for the full error; none came, so the thread concluded nothing. A SIGBUS with "
        "no traceback and no sign of /dev/shm or a DataLoader worker: left to a human.",
        ambiguous=True,
    ),
    # --- video LLMs ---------------------------------------------------------------------------------------
    real(
        GH + "DAMO-NLP-SG/VideoLLaMA2/pull/15",
        "DAMO-NLP-SG/VideoLLaMA2",
        "syntax_error",
        "framework_bug",
        USER,
        "SyntaxError: invalid syntax. Perhaps you forgot a comma?",
        r"""
        SyntaxError: invalid syntax. Perhaps you forgot a comma?
        Traceback (most recent call last):
          File "/home/benoit/VideoLLaMA2/videollama2/train_flash_attn.py", line 9, in <module>
            from videollama2.train import train
          File "/home/benoit/VideoLLaMA2/./videollama2/train.py", line 786
            pretrain_model_name_or_path
            ^^^^^^^^^^^^^^^^^^^^^^^^^^^
        """,
        "VideoLLaMA2's training entry point cannot even import its train module: commas were missing in "
        "videollama2/train.py at release. The pull request adds them and was merged by the maintainers. "
        "A code error in the repository; every launch fails at import until the code is fixed.",
    ),
    real(
        GH + "DAMO-NLP-SG/Video-LLaMA/pull/123",
        "DAMO-NLP-SG/Video-LLaMA",
        "dataset_loading_error",
        "framework_bug",
        USER,
        "TypeError: Caught TypeError in DataLoader worker process 6.",
        r"""
        TypeError: Caught TypeError in DataLoader worker process 6.

          File "/video_llama/datasets/datasets/webvid_datasets.py", line 70, in __getitem__

            video_path = self._get_video_path(sample_dict)

          File "/video_llama/datasets/datasets/webvid_datasets.py", line 50, in _get_video_path

            rel_video_fp = os.path.join(sample['page_dir'], str(sample['videoid']) + '.mp4')

          File "/opt/conda/lib/python3.10/posixpath.py", line 76, in join

            a = os.fspath(a)

        TypeError: expected str, bytes or os.PathLike object, not float
        """,
        "Video-LLaMA pre-training on WebVid is interrupted by a DataLoader worker: a row of the WebVid "
        "annotation CSV has an empty page_dir, read by pandas as NaN (a float), and os.path.join fails "
        "on it. The pull request's author fixed the dataset class to skip such samples and sample a "
        "replacement. A data/loader defect that hits the same sample again on a restart.",
    ),
    # --- LLaVA family ---------------------------------------------------------------------------------------
    real(
        GH + "LLaVA-VL/LLaVA-NeXT/issues/504",
        "LLaVA-VL/LLaVA-NeXT",
        "runtime_error",
        "framework_bug",
        USER,
        "NameError: name 'math' is not defined",
        r"""
        File ".../llava/train/llava_trainer.py", line 740, in _inner_training_loop
          max_steps = math.ceil(args.num_train_epochs * num_update_steps_per_epoch)
        NameError: name 'math' is not defined
        """,
        "LLaVA-NeXT training on the main branch crashes before the first step: llava_trainer.py's "
        "_inner_training_loop calls math.ceil but the module never imports math (sys is missing too). "
        "The reporter pinpointed the missing imports; an open pull request (#493) adds them. A code "
        "error in the repository that fails every launch identically until patched.",
    ),
    # --- instruction-tuning collections ----------------------------------------------------------------
    real(
        GH + "PhoebusSi/Alpaca-CoT/issues/40",
        "PhoebusSi/Alpaca-CoT",
        "model_loading_error",
        "user_code",
        USER,
        "SyntaxError: invalid syntax",
        r"""
        ╭──────────────────────────────────────────────────────────────────────────────────────────────────╮
        │  /home/inspur/.cache/huggingface/modules/transformers_modules/chatglm-6b/tokenization_chatglm.py │
        │ :1                                                                                               │
        │ <!DOCTYPE html>                                                                                  │
        │ ▲                                                                                                │
        ╰──────────────────────────────────────────────────────────────────────────────────────────────────╯
        SyntaxError: invalid syntax
        """,
        "Alpaca-CoT's uniform_finetune.py with a local chatglm-6b directory fails while importing the "
        "model's remote tokenizer code: the tokenization_chatglm.py in the local copy is an HTML page "
        "(its first line is <!DOCTYPE html>), i.e. a web page saved instead of the file. The maintainer "
        "suggested loading the tokenizer from the Hub rather than the local path. A broken local model "
        "download; restarting as is fails the same way.",
    ),
    # --- NLP research codebases -------------------------------------------------------------------------
    real(
        GH + "vdobrovolskii/wl-coref/issues/44",
        "vdobrovolskii/wl-coref",
        "other",
        "user_code",
        USER,
        "Process finished with exit code 139 (interrupted by signal 11: SIGSEGV)",
        r"""
        Process finished with exit code 139 (interrupted by signal 11: SIGSEGV)
        """,
        "Training the word-level coreference model segfaults (exit code 139) on an A6000 with 128 GB of "
        "RAM, so memory was ruled out by the reporter. He then solved it himself by upgrading torch "
        "(he had been running the code with torch 1.7.1). A software-environment "
        "mismatch on the user's side: the same install crashes again on restart.",
    ),
    # --- research codebases: pretrained weights -----------------------------------------------------------
    real(
        GH + "hanyangyu1021/LMGaussian/issues/13",
        "hanyangyu1021/LMGaussian",
        "model_loading_error",
        "user_code",
        USER,
        "RuntimeError: PytorchStreamReader failed reading zip archive: failed finding central directory",
        r"""
        RuntimeError: PytorchStreamReader failed reading zip archive: failed finding central directory
        """,
        "LMGaussian cannot load the Stable Diffusion checkpoint v1-5-pruned.ckpt it needs: torch.load "
        "finds no zip central directory, i.e. the file is not a complete checkpoint. The maintainer "
        "answered that the download link in the README was outdated and replaced it; the reporter "
        "confirmed that helped. A bad pretrained-weight download on the user's side, not a checkpoint "
        "the job wrote; the same file fails again on restart.",
    ),
    # --- data loading on the host ---------------------------------------------------------------------------
    real(
        GH + "NUS-HPC-AI-Lab/VideoSys/issues/97",
        "NUS-HPC-AI-Lab/VideoSys",
        "dataloader_killed",
        "user_code",
        USER,
        "RuntimeError: DataLoader worker (pid(s) 2365846) exited unexpectedly",
        r"""
        Traceback (most recent call last):
          File "xx/OpenDiT-master/train.py", line 383, in <module>
            main(args)
          File xx/OpenDiT-master/train.py", line 275, in main
            batch = next(dataloader_iter)
          File "/root/miniconda3/envs/opendit/lib/python3.10/site-packages/torch/utils/data/dataloader.py", line 631, in __next__
            data = self._next_data()
          File "/root/miniconda3/envs/opendit/lib/python3.10/site-packages/torch/utils/data/dataloader.py", line 1329, in _next_data
            idx, data = self._get_data()
          File "/root/miniconda3/envs/opendit/lib/python3.10/site-packages/torch/utils/data/dataloader.py", line 1285, in _get_data
            success, data = self._try_get_data()
          File "/root/miniconda3/envs/opendit/lib/python3.10/site-packages/torch/utils/data/dataloader.py", line 1146, in _try_get_data
            raise RuntimeError(f'DataLoader worker (pid(s) {pids_str}) exited unexpectedly') from e
        RuntimeError: DataLoader worker (pid(s) 2365846) exited unexpectedly
        """,
        "OpenDiT (now VideoSys) video DiT training on a few hundred thousand samples loses a DataLoader "
        "worker; only num_workers=0 is stable. The reporter found host memory growing past 600 GB until "
        "the worker was killed; a maintainer attributed it to the torch DataLoader and suggested gc.collect. "
        "Host memory exhaustion in the data pipeline: it recurs at the same point on a restart.",
    ),
    # --- distributed data parallel misuse ------------------------------------------------------------------
    real(
        GH + "MendelXu/zsseg.baseline/issues/35",
        "MendelXu/zsseg.baseline",
        "runtime_error",
        "user_code",
        USER,
        "RuntimeError: Expected to have finished reduction in the prior iteration before starting a new one.",
        r"""
        RuntimeError: Expected to have finished reduction in the prior iteration before starting a new one. This error indicates that your module has parameters that were not used in producing loss. You can enable unused parameter detection by (1) passing the keyword argument `find_unused_parameters=True` to `torch.nn.parallel.DistributedDataParallel`; (2) making sure all `forward` function outputs participate in calculating loss. If you already have done the above two steps, then the distributed data parallel module wasn't able to locate the output tensors in the return value of your module's `forward` function. Please include the loss function and the structure of the return value of `forward` of your module when reporting this issue (e.g. list, dict, iterable).
        """,
        "Multi-GPU training of the zero-shot segmentation baseline (CLIP-based) stops in DDP: some "
        "parameters did not take part in the loss. The thread has no reply; the label rests on the log, "
        "whose message itself names the fix (find_unused_parameters=True or making every output feed "
        "the loss). A model/launch configuration error that recurs at the same step on restart.",
    ),
    # --- precision not supported by the GPU -------------------------------------------------------------------
    real(
        GH + "openvla/openvla/issues/103",
        "openvla/openvla",
        "runtime_error",
        "user_code",
        USER,
        "RuntimeError: Current CUDA Device does not support bfloat16. Please switch dtype to float16.",
        r"""
          File "/home/shimizke/openvla/vla-scripts/finetune.py", line 254, in finetune
            with torch.autocast("cuda", dtype=torch.bfloat16):
          File "/home/shimizke/miniconda3/envs/openvla/lib/python3.10/site-packages/torch/amp/autocast_mode.py", line 306, in __init__
            raise RuntimeError(
        RuntimeError: Current CUDA Device does not support bfloat16. Please switch dtype to float16.
        """,
        "OpenVLA fine-tuning on BridgeData V2 with a Quadro RTX 8000 (Turing, no bfloat16) fails at the "
        "first autocast. The reporter identified the GPU's missing bf16 support; a maintainer suggested "
        "changing the dtype in finetune.py to float16 or float32 (later threads report fp16 runs and "
        "occasional NaNs). A hardware/config mismatch that recurs on every start, not a fault of the node.",
    ),
    real(
        GH + "isi-nlp/rtg/issues/20",
        "isi-nlp/rtg",
        "runtime_error",
        "framework_bug",
        USER,
        "RuntimeError: Current CUDA Device does not support bfloat16. Please switch dtype to float16.",
        r"""
        Traceback (most recent call last):
          File "/usr/local/bin/rtg-pipe", line 8, in <module>
            sys.exit(main())
          File "/usr/local/lib/python3.7/dist-packages/rtg/pipeline.py", line 407, in main
            pipe.run()
          File "/usr/local/lib/python3.7/dist-packages/rtg/pipeline.py", line 339, in run
            self.exp.train()
          File "/usr/local/lib/python3.7/dist-packages/rtg/exp.py", line 902, in train
            stopped = trainer.train(fine_tune=False, **run_args)
          File "/usr/local/lib/python3.7/dist-packages/rtg/module/tfmnmt.py", line 787, in train
            with autocast(enabled=dtorch.fp16, dtype=torch.bfloat16):
          File "/usr/local/lib/python3.7/dist-packages/torch/cuda/amp/autocast_mode.py", line 25, in __init__
            super().__init__("cuda", enabled=enabled, dtype=dtype, cache_enabled=cache_enabled)
          File "/usr/local/lib/python3.7/dist-packages/torch/amp/autocast_mode.py", line 221, in __init__
            raise RuntimeError('Current CUDA Device does not support bfloat16. Please switch dtype to float16.')
        RuntimeError: Current CUDA Device does not support bfloat16. Please switch dtype to float16.
        """,
        "RTG's transformer NMT trainer hard-codes bfloat16 autocast; on a GPU without bf16 the pipeline "
        "stops before the first step. Filed with the label bug against the "
        "trainer's fixed dtype; no reply beyond the traceback. The label rests on the log: the same "
        "code on the same GPU fails on every start.",
    ),
    real(
        GH + "zhiyuanyou/SAFECount/issues/1",
        "zhiyuanyou/SAFECount",
        "connection_error",
        "framework_bug",
        USER,
        "RuntimeError: Address already in use",
        r"""
        RuntimeError: Address already in use
        """,
        "SAFECount's train_torch.sh trains on one GPU but with two or more it fails at process-group "
        "start-up with the TCPStore port already taken, even after the reporter changed master_port. "
        "The maintainer confirmed a bug in the launch script and fixed it (the script now takes the GPU "
        "ids as a second argument). A launch-script defect, not a transient network fault: it fails the "
        "same way until the script is fixed.",
    ),
    # --- speech / voice models ---------------------------------------------------------------------------------
    real(
        GH + "Wendison/VQMIVC/issues/23",
        "Wendison/VQMIVC",
        "import_error",
        "user_code",
        USER,
        "NameError: name 'amp' is not defined",
        r"""
         File "train.py", line 407, in train_model
            optimizer, optimizer_cs_mi_net, optimizer_ps_mi_net, optimizer_cp_mi_net, scheduler, amp, epoch, checkpoint_dir, cfg)
        NameError: name 'amp' is not defined
        """,
        "Training the VQMIVC voice-conversion model stops at the first checkpoint save: the name amp "
        "(NVIDIA apex's mixed-precision module) is undefined. The maintainer answered that apex must be "
        "installed; the reporter confirmed it then worked. A missing dependency surfacing as a NameError "
        "(the import is optional in the script): it recurs until the environment is fixed.",
    ),
    real(
        GH + "v3ucn/Bert-VITS2-Extra_-/issues/3",
        "v3ucn/Bert-VITS2-Extra_-",
        "model_loading_error",
        "user_code",
        USER,
        "PytorchStreamReader failed reading zip archive: failed finding central directory",
        r"""
        Using noise scaled MAS for VITS2
        Using duration discriminator for VITS2
        INFO:models:Loaded checkpoint 'Data/WangMingJun\models\DUR_0.pth' (iteration 0)
        ERROR:models:emb_g.weight is not in the checkpoint
        INFO:models:Loaded checkpoint 'Data/WangMingJun\models\G_0.pth' (iteration 0)
        PytorchStreamReader failed reading zip archive: failed finding central directory
          0%|                                                                                            | 0/6 [00:03<?, ?it/s]
        Traceback (most recent call last):
          File "train_ms.py", line 852, in <module>
            run()
        """,
        "First training run of the Chinese-specialised Bert-VITS2 fork with base models downloaded from "
        "the web: DUR_0 and G_0 load, the next base checkpoint does not (torch.load finds no zip central "
        "directory) and training aborts. The thread as stored has no answer; the label rests on the log: "
        "a truncated or wrong pretrained file in the user's model directory, which fails again on restart.",
    ),
    # --- preference optimisation ---------------------------------------------------------------------------------
    real(
        GH + "princeton-nlp/SimPO/issues/6",
        "princeton-nlp/SimPO",
        "import_error",
        "framework_bug",
        USER,
        "ImportError: cannot import name 'maybe_insert_system_message' from 'alignment'",
        r"""
        ImportError: cannot import name 'maybe_insert_system_message' from 'alignment'
        """,
        "SimPO's run_simpo.py fails at import against the installed alignment-handbook. The authors "
        "pointed at the alignment-handbook version they used (0.4.0.dev0, installed from source); a "
        "commenter found the cause: that release's alignment/__init__.py does not export the helper, so "
        "importing it from alignment.data works. A dependency packaging mismatch that fails every launch "
        "until the import or the installed package changes.",
    ),
    real(
        GH + "svip-lab/PPGNet/issues/2",
        "svip-lab/PPGNet",
        "model_loading_error",
        "user_code",
        USER,
        "_pickle.UnpicklingError: invalid load key, 'v'.",
        r"""
        _pickle.UnpicklingError: invalid load key, 'v'.
        """,
        "PPGNet fails loading its backbone checkpoint. A commenter explained, and another confirmed, that "
        "the checkpoints are stored with git-lfs: without it the clone holds only the text pointer "
        "files (the 'v' is the first byte of 'version https://git-lfs...'); installing git-lfs and running "
        "git lfs pull fetches the real weights. A bad model download that recurs on every start.",
    ),
    # --- GPU memory -----------------------------------------------------------------------------------------------
    real(
        GH + "heykeetae/Self-Attention-GAN/issues/59",
        "heykeetae/Self-Attention-GAN",
        "cuda_oom",
        "user_code",
        USER,
        "RuntimeError: CUDA out of memory. Tried to allocate 268.21 GiB",
        r"""
        RuntimeError: CUDA out of memory. Tried to allocate 268.21 GiB (GPU 4; 10.92 GiB total capacity; 1.80 GiB already allocated; 8.52 GiB free; 47.59 MiB cached)
        """,
        "SAGAN training asks for 268 GiB at the self-attention energy matrix (torch.bmm of the query and "
        "key projections) on an 11 GB card. Commenters answered that the batch is too large for "
        "self-attention, which is quadratic in the spatial size, and that a batch of 8-10 worked. A "
        "configuration beyond the GPU's memory, recurring at the first step on every restart.",
    ),
    # --- hangs -----------------------------------------------------------------------------------------------------
    real(
        GH + "yflyzhang/simpleR1/issues/1",
        "yflyzhang/simpleR1",
        "hang",
        "unknown",
        HUMAN,
        "ProcessGroupNCCL's watchdog got stuck for 480 seconds without making progress",
        r"""
        [INFO|grpo_trainer.py:1207] 2025-06-08 13:56:47,073 >>
          [eval] global_step = 0
            completion length = [4822, 784, 2450, 373, 890, 1205, 610, 1241, 1664, 4645, 6123, 1266]
            accuracy reward   = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]
        [rank0]:[E608 14:09:10.210136079 ProcessGroupNCCL.cpp:1484] [PG ID 0 PG GUID 0(default_pg) Rank 0] ProcessGroupNCCL's watchdog got stuck for 480 seconds without making progress in monitoring enqueued collectives. This typically indicates a NCCL/CUDA API (e.g., CudaEventDestroy) hang blocking the watchdog, and could be triggered by another thread holding the GIL inside a CUDA api (for example, CudaEventDestroy), or other deadlock-prone behaviors.If you suspect the watchdog is not actually stuck and a longer timeout would help, you can either increase the timeout (TORCH_NCCL_HEARTBEAT_TIMEOUT_SEC) to a larger value or disable the heartbeat monitor (TORCH_NCCL_ENABLE_MONITORING=0).If either of aforementioned helps, feel free to file an issue to PyTorch about the short timeout or false positive abort; otherwise, please attempt to debug the hang.
        """,
        "simpleR1 GRPO training on several GPUs without NVLink freezes right after the step-0 "
        "evaluation; twelve minutes later the heartbeat monitor reports the NCCL watchdog stuck (ranks 0 "
        "and 1 in the thread). The question (is it the missing NVLink / P2P path?) got no answer in the thread. A "
        "stuck watchdog with no rank or collective named: left to a human.",
        ambiguous=True,
    ),
    # --- divergence -----------------------------------------------------------------------------------------------
    real(
        GH + "LaVi-Lab/VG-LLM/issues/45",
        "LaVi-Lab/VG-LLM",
        "nan_or_value_error",
        "user_code",
        USER,
        "{'loss': 8195.7664, 'grad_norm': nan,",
        r"""
        {'loss': 14.6804, 'grad_norm': 86.92993927001953, 'learning_rate': 3.3333333333333333e-06, 'epoch': 0.01}
        {'loss': 14.3597, 'grad_norm': 90.59915161132812, 'learning_rate': 4.000000000000001e-06, 'epoch': 0.01}
          1%|          | 60/4967 [11:52<14:16:32, 10.47s/it]
          1%|          | 61/4967 [12:03<14:33:15, 10.68s/it]
          1%|          | 62/4967 [12:16<15:34:33, 11.43s/it]
          1%|▏         | 63/4967 [12:27<15:27:43, 11.35s/it]
          1%|▏         | 64/4967 [12:42<16:45:52, 12.31s/it]
          1%|▏         | 65/4967 [12:53<16:14:37, 11.93s/it]
          1%|▏         | 66/4967 [13:02<15:09:40, 11.14s/it]
          1%|▏         | 67/4967 [13:15<15:50:58, 11.64s/it]
          1%|▏         | 68/4967 [13:28<16:18:23, 11.98s/it]
          1%|▏         | 69/4967 [13:39<15:58:00, 11.74s/it]
          1%|          | 70/4967 [13:53<17:02:36, 12.53s/it]
        {'loss': 8195.7664, 'grad_norm': nan, 'learning_rate': 4.666666666666667e-06, 'epoch': 0.01}
        """,
        "Training VG-LLM (a 3D-geometry-aware video LLM) on Qwen2.5-VL-7B: the loss, already high at "
        "14 with gradient norms near 90, jumps to 8195 at step 70 and the gradient norm becomes NaN. "
        "The thread is open with no answer (an earlier thread, #21, reports NaN gradient norms on 7B "
        "but not 3B). The label rests on the log: divergence of the run's own configuration, which a "
        "restart from the same state reproduces.",
    ),
    # --- killed by the operating system -------------------------------------------------------------------------
    real(
        GH + "mattmireles/gemma-tuner-multimodal/issues/19",
        "mattmireles/gemma-tuner-multimodal",
        "host_oom",
        "unknown",
        HUMAN,
        "❌ Training failed with exit code -9",
        r"""
        ❌ Training failed with exit code -9
        Check the logs for detailed error information
        Log file: output/wizard_20260411_190310/run.log
        /opt/homebrew/Cellar/python@3.12/3.12.13/Frameworks/Python.framework/Versions/3.12/lib/python3.12/multiprocessing/resource_tracker.py:279: UserWarning: resource_tracker: There appear to be 1 leaked semaphore objects to clean up at shutdown
          warnings.warn('resource_tracker: There appear to be %d '
        """,
        "Gemma multimodal fine-tuning on an Apple Silicon Mac dies with exit code -9 on every attempt. The "
        "maintainer explained that -9 is SIGKILL, almost certainly macOS killing the process under "
        "memory pressure (unified memory, no Python OOM error), and asked for RAM size and jetsam events; "
        "no answer followed. A bare SIGKILL with no kernel or OOM record in the log: probably memory, but "
        "left to a human.",
        ambiguous=True,
    ),
    real(
        GH + "Yuliang-Liu/Monkey/issues/153",
        "Yuliang-Liu/Monkey",
        "runtime_error",
        "framework_bug",
        USER,
        "RuntimeError: a view of a leaf Variable that requires grad is being used in an in-place operation.",
        r"""
          File "Monkey-main/monkey_model/modeling_qwen.py", line 816, in forward
          hidden_states[i][a + 1 : b] = images[idx]
        RuntimeError: a view of a leaf Variable that requires grad is being used in an in-place operation.
        """,
        "Monkey fine-tuning with LoRA added to the vision transformer (finetune_ds_debug.sh) fails in "
        "the forward pass: modeling_qwen.py writes the image features into the text hidden states in "
        "place, which autograd refuses once that tensor is a leaf requiring grad. The thread only "
        "confirms which script was used; the label rests on the log. An autograd error of the model "
        "code under this configuration that recurs on every step, not an infrastructure fault.",
    ),
    real(
        GH + "JarodMica/StyleTTS-WebUI/issues/42",
        "JarodMica/StyleTTS-WebUI",
        "cuda_error",
        "unknown",
        HUMAN,
        "RuntimeError: CUDA error: an illegal memory access was encountered",
        r"""
        RuntimeError: CUDA error: an illegal memory access was encountered
        CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
        For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
        Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.
        """,
        "StyleTTS 2 fine-tuning through the WebUI on an RTX 4090 with default settings crashes about 80 "
        "steps into the first epoch. The maintainer points to a Windows-specific problem he never "
        "isolated (work around it by lowering max length and keeping batch size 2). The log is a bare "
        "illegal memory access with no kernel line, no Xid and no repeat at a known step: it could be "
        "the application or the GPU, so it goes to a human.",
        ambiguous=True,
    ),
    real(
        GH + "X-PLUG/mPLUG-DocOwl/issues/82",
        "X-PLUG/mPLUG-DocOwl",
        "runtime_error",
        "user_code",
        USER,
        "IndexError: index 10 is out of bounds for dimension 0 with size 10",
        r"""
          File "/opt/conda/envs/mplug_owl2/lib/python3.10/site-packages/deepspeed/runtime/engine.py", line 1735, in forward
            loss = self.module(*inputs, **kwargs)
          File "/opt/conda/envs/mplug_owl2/lib/python3.10/site-packages/torch/nn/modules/module.py", line 1501, in _call_impl
            return forward_call(*args, **kwargs)
          File "/home/user/.local/lib/python3.10/site-packages/peft/peft_model.py", line 922, in forward
            return self.base_model(
          File "/opt/conda/envs/mplug_owl2/lib/python3.10/site-packages/torch/nn/modules/module.py", line 1501, in _call_impl
            return forward_call(*args, **kwargs)
          File "/home/user/mPLUG-DocOwl/DocOwl1.5/mplug_docowl/model/modeling_mplug_docowl.py", line 247, in forward
            self.prepare_inputs_labels_for_multimodal(input_ids, attention_mask, past_key_values, labels, images, patch_positions)
          File "/home/user/mPLUG-DocOwl/DocOwl1.5/mplug_docowl/model/modeling_mplug_docowl.py", line 115, in prepare_inputs_labels_for_multimodal
            cur_image_features = image_features[cur_image_idx]
        IndexError: index 10 is out of bounds for dimension 0 with size 10
          9%|████████▋                                                                                            | 9/105 [01:00<10:45,  6.72s/it]
        """,
        "LoRA fine-tuning of DocOwl1.5-Omni on the reporter's data fails at step 9 in "
        "prepare_inputs_labels_for_multimodal: a batch holds more image placeholders in its text than "
        "image feature crops (10), and the reporter says it always fails at the same index. The thread "
        "gives no answer; the label rests on the log. A data/input mismatch that recurs deterministically "
        "on the same batch; a restart would hit it again.",
    ),
    real(
        GH + "AdrianBZG/llama-multimodal-vqa/issues/2",
        "AdrianBZG/llama-multimodal-vqa",
        "runtime_error",
        "user_code",
        USER,
        "RuntimeError: FlashAttention only supports Ampere GPUs or newer.",
        r"""
        RuntimeError: FlashAttention only supports Ampere GPUs or newer.
        """,
        "The multimodal LLaMA VQA training script fails every time it starts: FlashAttention refuses "
        "the pre-Ampere GPU it was launched on, and toggling the bf16/tf32 flags did not help. Nobody "
        "answered; the label rests on the log. The GPU model does not support a kernel the "
        "configuration asks for; every restart on this hardware fails the same way until flash "
        "attention is switched off or the job moves to newer GPUs.",
    ),
    real(
        GH + "mansimov/text2image/issues/6",
        "mansimov/text2image",
        "runtime_error",
        "user_code",
        USER,
        "KeyError: 'train'",
        r"""
        Using gpu device 0: GeForce GTX 950M (CNMeM is disabled, CuDNN 4007)
        Traceback (most recent call last):
          File "coco/alignDraw.py", line 608, in <module>
            train_paths = model["data"]["train"]
        KeyError: 'train'
        """,
        "alignDRAW text-to-image training started with the MNIST-captions model JSON passed to the COCO "
        "training script; the config has no data/train entry. The author answered that the wrong JSON "
        "file was given (coco/models/coco-captions-32x32.json is the one for this script). A launch "
        "argument error that fails identically on every restart.",
    ),
    # --- vocabulary and checkpoint mismatches when fine-tuning from a pretrained model ----------------
    real(
        GH + "microsoft/MASS/issues/30",
        "microsoft/MASS",
        "model_loading_error",
        "user_code",
        USER,
        "size mismatch for embeddings.weight: copying a param with shape torch.Size([32268, 1024]) from checkpoint, the shape in current model is torch.Size([29598, 1024])",
        r"""
        size mismatch for embeddings.weight: copying a param with shape torch.Size([32268, 1024]) from checkpoint, the shape in current model is torch.Size([29598, 1024])
        """,
        "Fine-tuning the pretrained MASS summarization model on the reporter's own data: the data was "
        "preprocessed into a different vocabulary, so the embedding table no longer matches the "
        "checkpoint. The author points to the released BPE codes and vocabulary to preprocess with; "
        "later commenters still hit it with other sizes. A data-preparation/config mismatch that fails "
        "every load until the vocabulary matches the checkpoint.",
    ),
    real(
        GH + "anhnh2002/XTTSv2-Finetuning-for-New-Languages/issues/10",
        "anhnh2002/XTTSv2-Finetuning-for-New-Languages",
        "model_loading_error",
        "user_code",
        USER,
        "size mismatch for gpt.text_embedding.weight: copying a param with shape torch.Size([6681, 1024]) from checkpoint, the shape in current model is torch.Size([7767, 1024])",
        r"""
        size mismatch for gpt.text_embedding.weight: copying a param with shape torch.Size([6681, 1024]) from checkpoint, the shape in current model is torch.Size([7767, 1024])
        """,
        "XTTSv2 fine-tuning for a new language from the default pretrained checkpoint with a newly "
        "built vocab.json (7767 tokens against the checkpoint's 6681). The maintainer says the config "
        "must be adjusted with the repository's extend_vocab_config.py step; another user suspects the "
        "tokenizer was extended but not the model. A vocabulary/config mismatch that recurs on every "
        "launch.",
    ),
    real(
        GH + "jonatasgrosman/huggingsound/issues/83",
        "jonatasgrosman/huggingsound",
        "model_loading_error",
        "user_code",
        USER,
        "RuntimeError: Error(s) in loading state_dict for Wav2Vec2ForCTC:",
        r"""
        RuntimeError: Error(s) in loading state_dict for Wav2Vec2ForCTC:
        	size mismatch for lm_head.weight: copying a param with shape torch.Size([41, 1024]) from checkpoint, the shape in current model is torch.Size([45, 1024]).
        	size mismatch for lm_head.bias: copying a param with shape torch.Size([41]) from checkpoint, the shape in current model is torch.Size([45]).
        	You may consider adding `ignore_mismatched_sizes=True` in the model `from_pretrained` method.
        """,
        "huggingsound fine-tuning of an already fine-tuned wav2vec2 model with a TokenSet built from a "
        "different processor's vocabulary (45 tokens against the checkpoint's 41-wide CTC head). Others "
        "report the same; no maintainer answer, so the label rests on the log. The token set passed to "
        "finetune() does not match the checkpoint: every launch fails at model load.",
    ),
    real(
        GH + "ewsheng/controllable-nlg-biases/issues/2",
        "ewsheng/controllable-nlg-biases",
        "runtime_error",
        "framework_bug",
        USER,
        "IndexError: list index out of range",
        r"""
        Traceback (most recent call last):
          File "src/create_adv_token.py", line 834, in <module>
            run_model()
          File "src/create_adv_token.py", line 664, in run_model
            extracted_grad = extracted_grads[i]
        IndexError: list index out of range
        srun: error: clipgpu02: task 0: Exited with exit code 1
        """,
        "Trigger search (create_adv_token.py) under Slurm against a GPT-2 fine-tuned with added special "
        "tokens and resized embeddings. The author found that the gradient hooks were not applied "
        "because they depended on a hard-coded vocabulary size, and fixed it (2f6d38b) to use the "
        "tokenizer's size. A code error that recurs on every run; the srun line names the host only "
        "as the task's exit, not as a fault.",
    ),
    # --- spawned workers killed, asserts in voice-conversion training ----------------------------------
    real(
        GH + "lyu-yx/ACUMEN/issues/4",
        "lyu-yx/ACUMEN",
        "host_oom",
        "unknown",
        HUMAN,
        "torch.multiprocessing.spawn.ProcessExitedException: process 0 terminated with signal SIGKILL",
        r"""
          File "/home/user/anaconda3/envs/wsn/lib/python3.8/site-packages/torch/multiprocessing/spawn.py", line 230, in spawn
            return start_processes(fn, args, nprocs, join, daemon, start_method='spawn')
          File "/home/user/anaconda3/envs/wsn/lib/python3.8/site-packages/torch/multiprocessing/spawn.py", line 188, in start_processes
            while not context.join():
          File "/home/user/anaconda3/envs/wsn/lib/python3.8/site-packages/torch/multiprocessing/spawn.py", line 130, in join
            raise ProcessExitedException(
        torch.multiprocessing.spawn.ProcessExitedException: process 0 terminated with signal SIGKILL
        """,
        "Two-GPU mp.spawn training of ACUMEN (CLIP-guided camouflaged object detection) loses worker 0 "
        "to SIGKILL. The stored thread ends before the maintainer's reply; the label rests on the log. "
        "A SIGKILL with no kernel OOM-killer line, no Slurm record and no traceback from the worker: "
        "most likely the host OOM killer, but nothing in the log says so, so a human checks dmesg first.",
        ambiguous=True,
    ),
    real(
        GH + "PlayVoice/whisper-vits-svc/issues/164",
        "PlayVoice/whisper-vits-svc",
        "assertion_error",
        "unknown",
        USER,
        "AssertionError",
        r"""
        Traceback (most recent call last):
          File "D:\project\so-vits-svc-5.0-bigvgan-mix-v2\svc_trainer.py", line 41, in <module>
            train(0, args, args.checkpoint_path, hp, hp_str)
          File "D:\project\so-vits-svc-5.0-bigvgan-mix-v2\vits_extend\train.py", line 193, in train
            mel_fake = stft.mel_spectrogram(fake_audio.squeeze(1))
                       ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
          File "D:\project\so-vits-svc-5.0-bigvgan-mix-v2\vits_extend\stft.py", line 81, in mel_spectrogram
            assert(torch.min(y.data) >= -1)
                   ^^^^^^^^^^^^^^^^^^^^^^^
        AssertionError
        """,
        "so-vits-svc 5.0 (whisper-vits-svc) training stops in the mel-spectrogram of the generator's "
        "output: the generated audio left the [-1, 1] range the STFT helper asserts on. The thread has "
        "no answer; the label rests on the log. A Python assertion in the training loop about the "
        "model's own output (diverging generator or bad data), not an infrastructure fault; it goes back "
        "to the user rather than being restarted blindly.",
    ),
    real(
        GH + "yongliang-wu/DFT/issues/26",
        "yongliang-wu/DFT",
        "other",
        "framework_bug",
        USER,
        "data.max_length=2048: command not found",
        r"""
        scripts/dft_train.sh:line 15: data.max_length=2048: command not found
        """,
        "The repository's Dynamic Fine-Tuning launch script fails before training starts: a stray space "
        "after a line continuation splits the torchrun command, so the shell runs the next override "
        "(data.max_length=2048) as a command. The reporter pinpointed the typo in the script. A broken "
        "launch script that fails identically every time until edited; nothing to restart.",
    ),
    real(
        GH + "ming024/FastSpeech2/issues/229",
        "ming024/FastSpeech2",
        "file_not_found",
        "user_code",
        USER,
        "FileNotFoundError: [Errno 2] No such file or directory: '/root/FastSpeech2-master/preprocessed_data/LJSpeech/mel/LJSpeech-mel-LJ016-0364.npy'",
        r"""
        FileNotFoundError: [Errno 2] No such file or directory: '/root/FastSpeech2-master/preprocessed_data/LJSpeech/mel/LJSpeech-mel-LJ016-0364.npy'
        Training:   0%|                                                                                         | 1/900000 [00:00<13:33:20, 18.44it/s]
        Epoch 1:   0%|                                                                                                        | 0/197 [00:00<?, ?it/s]
        """,
        "FastSpeech2 training on LJSpeech stops in the first batch: a mel-spectrogram listed in the "
        "training file list was never written by preprocessing. Nobody answered; the label rests on "
        "the log. Incomplete preprocessed data (the file list names an utterance whose features do not "
        "exist); a restart fails on the same missing file until preprocessing is rerun or the list is "
        "fixed.",
    ),
    real(
        GH + "microsoft/SpeechT5/issues/21",
        "microsoft/SpeechT5",
        "import_error",
        "user_code",
        USER,
        "ImportError: cannot import name 'distributed_utils' from 'fairseq' (unknown location)",
        r"""
        ImportError: cannot import name 'distributed_utils' from 'fairseq' (unknown location)
            from fairseq import distributed_utils, metrics
            from fairseq import distributed_utils, metrics
        ImportError: cannot import name 'distributed_utils' from 'fairseq' (unknown location)
        ImportError: cannot import name 'distributed_utils' from 'fairseq' (unknown location)
        Traceback (most recent call last):
        """,
        "Speech2C pre-training (fairseq hydra_train.py with the repository's user dir) fails on every "
        "worker at import time, after the reporter had fixed an earlier label-count mismatch in his "
        "data. The maintainer diagnosed a broken fairseq installation (the package resolves to a "
        "namespace with no modules). An environment error that fails every launch identically until "
        "fairseq is installed properly.",
    ),
    real(
        GH + "rishikksh20/VocGAN/issues/11",
        "rishikksh20/VocGAN",
        "assertion_error",
        "user_code",
        USER,
        "AssertionError",
        r"""
        Traceback (most recent call last):
          File "/home/user/VocGAN/utils/train.py", line 98, in train
            disc_real, disc_real_multiscale = model_d(audioG, melG)
          File "/home/user/VocGAN/venv/lib/python3.6/site-packages/torch/nn/modules/module.py", line 532, in __call__
            result = self.forward(*input, **kwargs)
          File "/home/user/VocGAN/model/hierarchical_discriminator.py", line 30, in forward
            x_ = down_(x)
          File "/home/user/VocGAN/venv/lib/python3.6/site-packages/torch/nn/modules/module.py", line 532, in __call__
            result = self.forward(*input, **kwargs)
          File "/home/user/VocGAN/venv/lib/python3.6/site-packages/torchaudio/transforms.py", line 382, in forward
            return kaldi.resample_waveform(waveform, self.orig_freq, self.new_freq)
          File "/home/user/VocGAN/venv/lib/python3.6/site-packages/torchaudio/compliance/kaldi.py", line 802, in resample_waveform
            assert waveform.dim() == 2
        AssertionError
        """,
        "VocGAN vocoder training fails in the hierarchical discriminator's resampling step: torchaudio's "
        "Kaldi resampler asserts a 2-D waveform. The author answered that the audio must be single "
        "channel (the training data was not). A data-format error that fails on every restart until "
        "the dataset is converted.",
    ),
    real(
        GH + "NVlabs/Sana/issues/409",
        "NVlabs/Sana",
        "file_not_found",
        "user_code",
        USER,
        "lmdb.Error: output/LongSANA: No such file or directory",
        r"""
        [rank1]:     self.env = lmdb.open(data_path, readonly=True, lock=False, readahead=False, meminit=False)
        [rank1]:                ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
        [rank1]: lmdb.Error: output/LongSANA: No such file or directory
        """,
        "LongSANA training, ODE stage: the data loader opens an LMDB at output/LongSANA that does not "
        "exist on the run's filesystem (the stage expects data produced by an earlier step). No answer "
        "in the thread; the label rests on the log. A missing input path in the configuration that "
        "fails identically on every restart.",
    ),
    real(
        GH + "oliverguhr/fullstop-deep-punctuation-prediction/issues/9",
        "oliverguhr/fullstop-deep-punctuation-prediction",
        "attribute_error",
        "unknown",
        USER,
        "Unexpected error: <class 'AttributeError'>",
        r"""
        ***** Running training *****
          Num examples = 107145
          Num Epochs = 2
          Instantaneous batch size per device = 8
          Total train batch size (w. parallel, distributed & accumulation) = 32
          Gradient Accumulation steps = 1
          Total optimization steps = 6698
          0%|                                                                      | 0/6698 [00:00<?, ?it/s]/home/user/anaconda3/envs/new_env/lib/python3.10/site-packages/torch/nn/parallel/_functions.py:68: UserWarning: Was asked to gather along dimension 0, but all input tensors were scalars; will instead unsqueeze and return a vector.
          warnings.warn('Was asked to gather along dimension 0, but all '
        Unexpected error: <class 'AttributeError'>
          0%|                                                                      | 0/6698 [00:10<?, ?it/s]
        """,
        "Fine-tuning the punctuation-prediction transformer with the repository's training script on "
        "the published dataset (after a RuntimeError with the reporter's own data): the script catches "
        "the exception and prints only its class, at the first step. The stored thread shows no "
        "resolution; the label rests on the log. A Python exception in the training code that recurs "
        "at the same point on every launch; no sign of an infrastructure fault.",
    ),
]
