# ruff: noqa
"""Real excerpts, batch ZZ16-TGB (held out): an operator's week of failed training, fine-tuning and inference-serving
jobs with a software flavour, from repositories whose `fold_of(repo)` is "test": Python exceptions in training code and
in the libraries under it (a keyword a newer trainer no longer takes, modules moved between releases, a model type the
installed transformers does not know), CUDA OOM, CUDA errors (kernels not built for the GPU, a device-side assert, an
illegal memory access in a serving engine), checkpoint and state-dict loading failures, a dataset that yields no
examples, NaN gradients caught by anomaly detection, launcher failures (torchrun's ChildFailedError summary, the
DeepSpeed launcher killing its ranks after a host OOM, mpirun with a script that is not there, two ranks on one GPU),
DataLoader workers killed and a bare "Killed" at checkpoint time. Searched in the GitHub issue corpus with the error
lines users paste (CUDA OOM in LoRA/QLoRA/DPO fine-tuning, DataLoader worker killed, NaN loss and detect_anomaly,
ChildFailedError, DeepSpeed "exits with return code = -9", sglang illegal memory access, flash-attn and transformers
import errors, state_dict size mismatch, PytorchStreamReader central directory, "no kernel image is available",
device-side assert, mpirun launch failures, FSDP flatten ValueErrors, DatasetGenerationError, unrecognised model types,
DeepSpeed loss-scale exhaustion, Duplicate GPU, Triton python-backend load errors, host OOM at checkpoint save, training
hangs); the page corpus was tried for forum threads (discuss.huggingface.co and others) but returned none. Most hits came
from dev-fold repositories or from threads already in the corpus and were skipped; a few test-fold threads had no
verbatim failure line (screenshots, a log cut off before the error) and were skipped too. The batch mixes repositories
new to the corpus (SadTalker, SCube, ktransformers, PyTorch-Encoding, DeepSpeed-MII, flame, LambdaLabs examples, EIPO,
an NLI research repo) with test-fold repositories already in it, big ones (PyTorch, TRL, ms-swift, sglang, NCCL,
InternVL, xtuner, mmsegmentation, insightface) and smaller ones (MedicalGPT, DB-GPT-Hub, BiSeNet, a Qwen-VL
fine-tuning repo). What came back was taken as it came, not picked for what crashcart can do, and
nobody ran crashcart on these cases before they were labelled. Verbatim log lines as printed in each thread (trimmed to
the relevant part; markdown quote markers removed; a line "...." is the poster's own); labelled from what each thread
concluded, or from the log where it concluded nothing (the notes say which)."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    # --- Monday: environments and versions that do not match the code --------------------------------
    real(
        GH + "shibing624/MedicalGPT/issues/444",
        "shibing624/MedicalGPT",
        "type_error",
        "user_code",
        USER,
        "TypeError: Trainer.__init__() got an unexpected keyword argument 'processing_class'",
        r"""
        /trl/trainer/grpo_trainer.py", line 269, in __init__
        [rank0]:     super().__init__(
        [rank0]: TypeError: Trainer.__init__() got an unexpected keyword argument 'processing_class'
        """,
        "MedicalGPT's GRPO stage dies while building the trainer: TRL's GRPOTrainer passes "
        "`processing_class` to a transformers Trainer too old to accept it. The user had installed "
        "transformers 4.45.2 with trl 0.14.0 as the repository's requirements said; the maintainer first "
        "answered `pip install trl -U` and then admitted the pinned versions were wrong (`pip install "
        "trl==0.9.4`). A library version mismatch in the job's environment: every relaunch fails at the same "
        "line until the versions are aligned.",
    ),
    real(
        GH + "eosphoros-ai/DB-GPT-Hub/issues/295",
        "eosphoros-ai/DB-GPT-Hub",
        "import_error",
        "user_code",
        USER,
        "ModuleNotFoundError: No module named 'transformers.deepspeed'",
        r"""
        Traceback (most recent call last):
          File "/DB-GPT-Hub/src/dbgpt_hub_sql/train/sft_train.py", line 15, in <module>
            from dbgpt_hub_sql.llm_base.load_tokenizer import load_model_and_tokenizer
          File "/DB-GPT-Hub/src/dbgpt_hub_sql/llm_base/load_tokenizer.py", line 18, in <module>
            from transformers.deepspeed import is_deepspeed_zero3_enabled
        ModuleNotFoundError: No module named 'transformers.deepspeed'
        """,
        "DB-GPT-Hub's SFT script fails at import with transformers 4.46.0 and deepspeed 0.15.3 installed: "
        "the module `transformers.deepspeed` no longer exists in that transformers release. A later comment "
        "gives the fix (import from `transformers.integrations.deepspeed`); pinning an older transformers "
        "works too. Code and installed library disagree, so the job fails identically until one of them is "
        "changed.",
    ),
    real(
        GH + "modelscope/ms-swift/issues/6033",
        "modelscope/ms-swift",
        "import_error",
        "user_code",
        USER,
        "ModuleNotFoundError: No module named 'megatron.training'",
        r"""
        [rank0]: Traceback (most recent call last):
        [rank0]:   File "/usr/local/lib/python3.10/dist-packages/swift/cli/export.py", line 5, in <module>
        [rank0]:     export_main()
        [rank0]:   File "/usr/local/lib/python3.10/dist-packages/swift/llm/export/export.py", line 53, in export_main
        [rank0]:     return SwiftExport(args).main()
        [rank0]:   File "/usr/local/lib/python3.10/dist-packages/swift/llm/base.py", line 49, in main
        [rank0]:     result = self.run()
        [rank0]:   File "/usr/local/lib/python3.10/dist-packages/swift/llm/export/export.py", line 39, in run
        [rank0]:     from swift.megatron import convert_hf2mcore
        [rank0]:   File "/usr/local/lib/python3.10/dist-packages/swift/megatron/__init__.py", line 5, in <module>
        [rank0]:     init_megatron_env()
        [rank0]:   File "/usr/local/lib/python3.10/dist-packages/swift/megatron/init.py", line 655, in init_megatron_env
        [rank0]:     _patch_megatron()
        [rank0]:   File "/usr/local/lib/python3.10/dist-packages/swift/megatron/init.py", line 625, in _patch_megatron
        [rank0]:     _patch_TransformerLayer()
        [rank0]:   File "/usr/local/lib/python3.10/dist-packages/swift/megatron/init.py", line 420, in _patch_TransformerLayer
        [rank0]:     from megatron.training import get_args
        [rank0]: ModuleNotFoundError: No module named 'megatron.training'
        """,
        "ms-swift's HF-to-Megatron checkpoint conversion (`swift export`) fails on rank 0 while patching "
        "Megatron: the Megatron installed or put on the path has no `megatron.training` package. The user "
        "says the Megatron-LM path was set and it still fails; the thread records no fix. Labelled from the "
        "log: the job's environment lacks the Megatron-LM version ms-swift expects, which fails the same way "
        "on every launch.",
    ),
    real(
        GH + "deepspeedai/DeepSpeed-MII/issues/502",
        "deepspeedai/DeepSpeed-MII",
        "import_error",
        "framework_bug",
        USER,
        "ImportError: cannot import name 'Conversation' from 'transformers'",
        r"""
        File "/home/Qwen/infer.py", line 63, in <module>
            import mii
          File "/usr/local/lib/python3.10/dist-packages/mii/__init__.py", line 7, in <module>
            from .legacy import MIIServer, MIIClient, mii_query_handle, deploy, terminate, DeploymentType, TaskType, aml_output_path, MIIConfig, ModelConfig, get_supported_models
          File "/usr/local/lib/python3.10/dist-packages/mii/legacy/__init__.py", line 7, in <module>
            from .client import MIIClient, mii_query_handle
          File "/usr/local/lib/python3.10/dist-packages/mii/legacy/client.py", line 12, in <module>
            from .method_table import GRPC_METHOD_TABLE
          File "/usr/local/lib/python3.10/dist-packages/mii/legacy/method_table.py", line 8, in <module>
            from transformers import Conversation
        ImportError: cannot import name 'Conversation' from 'transformers' (/usr/local/lib/python3.10/dist-packages/transformers/__init__.py)
        """,
        "An inference script for Qwen dies at `import mii`: the released DeepSpeed-MII still imports "
        "`transformers.Conversation`, which the transformers that `pip install deepspeed-mii` pulled in no "
        "longer has. The reporter found an older transformers works; the maintainer says it is fixed in MII's "
        "source but not yet released. A packaging bug of the serving library, but it recurs on every start "
        "until the user pins transformers or installs MII from source.",
    ),
    real(
        GH + "fla-org/flame/issues/43",
        "fla-org/flame",
        "model_loading_error",
        "user_code",
        USER,
        "does not recognize this architecture",
        r"""
        Traceback (most recent call last):
          File "/home/xxx/miniconda3/envs/flame/lib/python3.12/site-packages/transformers/models/auto/configuration_auto.py", line 1309, in from_pretrained
            config_class = CONFIG_MAPPING[config_dict["model_type"]]
                           ~~~~~~~~~~~~~~^^^^^^^^^^^^^^^^^^^^^^^^^^^
          File "/home/xxx/miniconda3/envs/flame/lib/python3.12/site-packages/transformers/models/auto/configuration_auto.py", line 1004, in __getitem__
            raise KeyError(key)
        KeyError: 'transformer'

        During handling of the above exception, another exception occurred:

        Traceback (most recent call last):
          File "<string>", line 1, in <module>
          File "/home/xxx/miniconda3/envs/flame/lib/python3.12/site-packages/transformers/models/auto/configuration_auto.py", line 1311, in from_pretrained
            raise ValueError(
        ValueError: The checkpoint you are trying to load has model type `transformer` but Transformers does not recognize this architecture. This could be because of an issue with the checkpoint, or because your version of Transformers is out of date.
        """,
        "Pre-training a 340M transformer with flame (`bash train.sh --model.config configs/transformer_340M.json "
        "...`): loading the model config fails because its `model_type` `transformer` is not registered with "
        "transformers' AutoConfig. That type is defined by the flash-linear-attention package, which must be "
        "installed and imported for the registration to happen. The issue went stale without an answer; "
        "labelled from the log as a model/config loading error of the job's setup that repeats on every "
        "launch.",
    ),
    # --- Tuesday: CUDA errors --------------------------------------------------------------------------
    real(
        GH + "nv-tlabs/SCube/issues/7",
        "nv-tlabs/SCube",
        "cuda_error",
        "user_code",
        USER,
        "RuntimeError: CUDA error: no kernel image is available for execution on the device",
        r"""
            fvdb_grids = fvdb.gridbatch_from_points(JaggedTensor(cropped_xyz), **grid_batch_kwargs_finest)
        RuntimeError: CUDA error: no kernel image is available for execution on the device
        """,
        "SCube on an 80 GB A800: fVDB's grid construction finds no kernel built for this GPU. The reporter "
        "had reinstalled and changed versions; the issue was closed after downgrading torch to 2.2.0 (the "
        "build fVDB's kernels matched). A build/architecture mismatch in the environment, not a fault of the "
        "device: it fails the same way on every run until the packages match.",
    ),
    real(
        GH + "kvcache-ai/ktransformers/issues/579",
        "kvcache-ai/ktransformers",
        "cuda_error",
        "user_code",
        USER,
        "RuntimeError: CUDA error: no kernel image is available for execution on the device",
        r"""
        python3 /deepseek/ktransformers/ktransformers/server/main.py --model_path /deepseek/DeepSeek-V3 --gguf_path /deepseek/DeepSeek-V3-Q4_K_M/ --cpu_infer 65 --max_new_tokens 1000 --host 0.0.0.0 --port 10002
        self.generate linear.load(w=w)File "/opt/conda/lib/python3.10/site-packages/ktransformers/operators/linear.py", line 215, in loadw ref, marlin q w, marlin s, g idx, sort indices, marlin quantize(File "/opt/conda/lib/python3. 10/site-packages/ktrans formers/ktransformers_ext/operators/custom marlin/quantize/utils/w ref, q_w,s,g idx, rand perm = quantize _weights(w, num bits, group size,File "/opt/conda/lib/python3.10/site-packages/ktrans formers/ktransformers ext/operators/custom marlin/quantize/utils/= w.reshape((group size,-1)RuntimeError: CUDA error: no kernel image is available for execution on the deviceCUDA kernel errors might be asynchronously reported at some other ApI call, so the stacktrace below might be incorrect.For debugging consider passing CUDA LAUNCH BLOCKING=1.Compile with TORCH USE CUDA DSA` to enable device-side assertions.
        """,
        "Serving DeepSeek-V3 (Q4_K_M GGUF) with the ktransformers server in a container on an A100: loading "
        "the Marlin-quantised linear layers fails with no kernel image for the device; the same container "
        "runs on an H100 without error. The traceback is pasted as one run-together line, as in the thread. "
        "A reply suggests `--no-use_cuda_graph`; nothing else was concluded. From the log: the container's "
        "kernels were not built for this GPU's architecture, which recurs on every start on this GPU type "
        "(a build/config issue, not a hardware fault).",
    ),
    real(
        GH + "zhanghang1989/PyTorch-Encoding/issues/23",
        "zhanghang1989/PyTorch-Encoding",
        "assertion_error",
        "user_code",
        USER,
        "RuntimeError: cuda runtime error (59) : device-side assert triggered",
        r"""
          THCudaCheck FAIL file=/pytorch/torch/lib/THC/generic/THCStorage.cu line=58 error=59 : device-side assert triggered
        Traceback (most recent call last):
          File "main.py", line 171, in <module>
            main()
          File "main.py", line 157, in main
            train(epoch)
          File "main.py", line 92, in train
            loss.backward()
          File "/usr/local/lib/python3.6/site-packages/torch/autograd/variable.py", line 167, in backward
            torch.autograd.backward(self, gradient, retain_graph, create_graph, retain_variables)
          File "/usr/local/lib/python3.6/site-packages/torch/autograd/__init__.py", line 99, in backward
            variables, grad_variables, retain_graph)
        RuntimeError: cuda runtime error (59) : device-side assert triggered at /pytorch/torch/lib/THC/generic/THCStorage.cu:58
        """,
        "Training DeepTEN on MINC-2500 (`python3 main.py --dataset minc --model deepten --batch-size 64 "
        "...`) hits a device-side assert in the backward pass. The reporter solved it by passing "
        "`--nclass 23` for the 23-class dataset: labels outside the model's class range trip the loss "
        "kernel's assert. A configuration error that fails identically on every launch.",
    ),
    real(
        GH + "sgl-project/sglang/issues/8296",
        "sgl-project/sglang",
        "cuda_error",
        "unknown",
        HUMAN,
        "Process group watchdog thread terminated with exception: CUDA error: an illegal memory access was encountered",
        r"""
          what():  [PG ID 2 PG GUID 3 Rank 1] Process group watchdog thread terminated with exception: CUDA error: an illegal memory access was encountered
        CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
        For debugging consider passing CUDA_LAUNCH_BLOCKING=1
        Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

        Exception raised from c10_cuda_check_implementation at /pytorch/c10/cuda/CUDAException.cpp:43 (most recent call first):
        frame #0: c10::Error::Error(c10::SourceLocation, std::string) + 0x96 (0x7f8416d6c1b6 in /usr/local/lib/python3.10/dist-packages/torch/lib/libc10.so)
        frame #1: c10::detail::torchCheckFail(char const*, char const*, unsigned int, std::string const&) + 0x64 (0x7f8416d15a76 in /usr/local/lib/python3.10/dist-packages/torch/lib/libc10.so)
        frame #2: c10::cuda::c10_cuda_check_implementation(int, char const*, char const*, int, bool) + 0x118 (0x7f84171cc918 in /usr/local/lib/python3.10/dist-packages/torch/lib/libc10_cuda.so)
        frame #3: c10d::ProcessGroupNCCL::WorkNCCL::finishedGPUExecutionInternal() const + 0x56 (0x7f83c501c556 in /usr/local/lib/python3.10/dist-packages/torch/lib/libtorch_cuda.so)
        frame #4: c10d::ProcessGroupNCCL::WorkNCCL::isCompleted() + 0xa0 (0x7f83c50298c0 in /usr/local/lib/python3.10/dist-packages/torch/lib/libtorch_cuda.so)
        """,
        "An sglang server with tensor parallelism dies when the NCCL watchdog of a TP worker (group rank 1 "
        "of process group 2, not a global rank) finds an illegal memory access. The issue is open and "
        "records no cause. A bare illegal memory access without an Xid or a repeatable trigger in the "
        "excerpt: it could be a kernel bug of the serving stack or a device fault, so it goes to a human.",
        ambiguous=True,
    ),
    # --- Wednesday: memory -----------------------------------------------------------------------------
    real(
        GH + "OpenGVLab/InternVL/issues/84",
        "OpenGVLab/InternVL",
        "cuda_oom",
        "user_code",
        USER,
        "torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 280.00 MiB",
        r"""
        torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 280.00 MiB
        """,
        "Continued fine-tuning of InternVL-Chat-Chinese-V1-2-Plus (its Yi-34B recipe) on 32 V100 32 GB GPUs with the "
        "PyTorch launcher, fp16 and `per_device_train_batch_size 1`: CUDA runs out of memory although the "
        "batch size is already 1. The excerpt is the line the reporter pasted. The model and parallel setup "
        "do not fit the GPUs' memory, which recurs on every restart until the configuration changes (more "
        "sharding/offload or bigger GPUs).",
    ),
    real(
        GH + "huggingface/trl/issues/1667",
        "huggingface/trl",
        "cuda_oom",
        "user_code",
        USER,
        "OutOfMemoryError: CUDA out of memory. Tried to allocate 112.00 MiB.",
        r"""
        OutOfMemoryError: CUDA out of memory. Tried to allocate 112.00 MiB. GPU
        """,
        "DPO fine-tuning of Mistral-7B-Instruct-v0.2 with QLoRA on an A100, following two documented recipes "
        "(the adapter loaded twice, and a notebook): both run out of GPU memory. Others in the thread report "
        "the same; the reference model, sequence lengths and batch size set by the user decide the "
        "footprint. A CUDA OOM of the job's configuration that recurs on restart.",
    ),
    real(
        GH + "2U1/Qwen-VL-Series-Finetune/issues/135",
        "2U1/Qwen-VL-Series-Finetune",
        "host_oom",
        "user_code",
        USER,
        "Out of memory: Killed process 410126 (python)",
        r"""
        [2025-06-02 20:51:24,182] [INFO] [launch.py:319:sigkill_handler] Killing subprocess 410126
        [2025-06-02 20:51:24,184] [INFO] [launch.py:319:sigkill_handler] Killing subprocess 410127
        [2025-06-02 20:51:26,612] [INFO] [launch.py:319:sigkill_handler] Killing subprocess 410128
        [856341.770960] Out of memory: Killed process 410126 (python) total-vm:79905000kB, anon-rss:22957108kB, file-rss:72036kB, shmem-rss:15143164kB, UID:1000 pgtables:78032kB oom_score_adj:0
        """,
        "Fine-tuning a Qwen-VL model with the DeepSpeed launcher and `save_steps=1`: right after a "
        "checkpoint is saved the launcher kills its subprocesses. The reporter then ran `dmesg | grep -i "
        "'killed process'` (the last line, pasted in the same post) and found the kernel's OOM killer took "
        "the first rank. The maintainer: a system-RAM OOM, not CUDA, caused by the offloaded parameters being "
        "gathered to host memory at save time; add swap or change the offload. A host OOM with a kernel "
        "record that recurs at every save with this configuration.",
    ),
    real(
        GH + "LambdaLabsML/examples/issues/41",
        "LambdaLabsML/examples",
        "host_oom",
        "unknown",
        HUMAN,
        "Killed",
        r"""
        Epoch 0: 100%|█| 209/209 [06:12<00:00,  1.78s/it, loss=0.0685, v_num=0, train/loss_simple_step=0.0223, train/loss_vlb_step=8.78e-5, train/loss_step=0.0223, global_step=208.0,
        Summoning checkpoint.
        Killed
        """,
        "Fine-tuning Stable Diffusion with Lambda's example: the first epoch ends, the trainer starts saving "
        "a checkpoint and the process is killed. The reporter noticed it only happens when resuming from the "
        "larger sd-v1-4-full-ema.ckpt; the maintainer answered that `Killed` usually means the system ran "
        "out of memory, which fits the bigger checkpoint. The log itself holds only a bare `Killed` with no "
        "kernel or scheduler OOM record, so on the log alone it wants a human (check dmesg) even though the "
        "thread leans to a host OOM.",
        ambiguous=True,
    ),
    real(
        GH + "open-mmlab/mmsegmentation/issues/993",
        "open-mmlab/mmsegmentation",
        "dataloader_killed",
        "user_code",
        USER,
        "DataLoader worker (pid 2287) is killed by signal: Killed",
        r"""
        DataLoader worker (pid 2287) is killed by signal: Killed...................................cannot save the checkpoint
        """,
        "An mmsegmentation training run: a DataLoader worker is killed by SIGKILL and the run ends without "
        "saving its checkpoint (the reporter's one-line post, as written). The thread was closed without a "
        "recorded diagnosis; labelled from the log: a worker killed by the OOM killer or a memory limit, "
        "which recurs with the same number of workers and memory settings.",
    ),
    # --- Thursday: models, checkpoints and data --------------------------------------------------------
    real(
        GH + "CoinCheung/BiSeNet/issues/318",
        "CoinCheung/BiSeNet",
        "model_loading_error",
        "user_code",
        USER,
        "RuntimeError: Error(s) in loading state_dict for BiSeNetV1:",
        r"""
            net.load_state_dict(torch.load(args.finetune_from, map_location='cpu'), strict=False)
          File "/usr/local/lib/python3.6/dist-packages/torch/nn/modules/module.py", line 1045, in load_state_dict
            net.load_state_dict(torch.load(args.finetune_from, map_location='cpu'), strict=False)
          File "/usr/local/lib/python3.6/dist-packages/torch/nn/modules/module.py", line 1045, in load_state_dict
            self.__class__.__name__, "\n\t".join(error_msgs)))
        RuntimeError: Error(s) in loading state_dict for BiSeNetV1:
                size mismatch for conv_out.conv_out.weight: copying a param with shape torch.Size([19, 256, 1, 1]) from checkpoint, the shape in current model is torch.Size([1216, 256, 1, 1]).
                size mismatch for conv_out.conv_out.bias: copying a param with shape torch.Size([19]) from checkpoint, the shape in current model is torch.Size([1216]).
                size mismatch for conv_out16.conv_out.weight: copying a param with shape torch.Size([19, 64, 1, 1]) from checkpoint, the shape in current model is torch.Size([1216, 64, 1, 1]).
        """,
        "Fine-tuning BiSeNetV1 from the released Cityscapes weights with `--finetune_from`: the checkpoint's "
        "19-class output heads do not fit the model built with 1216 output channels, and `strict=False` "
        "does not skip size mismatches. Lines from two processes interleave as pasted. No answer is "
        "recorded; from the log, the model configuration and the checkpoint disagree, which fails "
        "identically on every launch.",
    ),
    real(
        GH + "OpenTalker/SadTalker/issues/217",
        "OpenTalker/SadTalker",
        "model_loading_error",
        "user_code",
        USER,
        "PytorchStreamReader failed reading zip archive: failed finding central directory",
        r"""
        PytorchStreamReader failed reading zip archive: failed finding central directory
        """,
        "SadTalker keeps failing with this error when loading its weights. The maintainer: the checkpoint "
        "was probably not downloaded completely (they would add an md5 check). A truncated pretrained file "
        "on the user's side: every run fails the same way until it is downloaded again.",
    ),
    real(
        GH + "InternLM/xtuner/issues/78",
        "InternLM/xtuner",
        "dataset_loading_error",
        "user_code",
        USER,
        "datasets.arrow_writer.SchemaInferenceError:",
        r"""
          File "/home/vansin/miniconda3/envs/xtuner/lib/python3.9/site-packages/datasets/builder.py", line 1949, in _prepare_split_single
            num_examples, num_bytes = writer.finalize()
          File "/home/vansin/miniconda3/envs/xtuner/lib/python3.9/site-packages/datasets/arrow_writer.py", line 598, in finalize
            raise SchemaInferenceError("Please pass `features` or at least one example when writing data")
        datasets.arrow_writer.SchemaInferenceError: Please pass `features` or at least one example when writing data

        The above exception was the direct cause of the following exception:

        Traceback (most recent call last):
          File "/home/vansin/llm/xtuner/xtuner/tools/train.py", line 225, in <module>
            main()
          File "/home/vansin/llm/xtuner/xtuner/tools/train.py", line 221, in main
            runner.train()
          File "/home/vansin/miniconda3/envs/xtuner/lib/python3.9/site-packages/mmengine/runner/runner.py", line 1703, in train
            self._train_loop = self.build_train_loop(
          File "/home/vansin/miniconda3/envs/xtuner/lib/python3.9/site-packages/mmengine/runner/runner.py", line 1502, in build_train_loop
            loop = EpochBasedTrainLoop(
          File "/home/vansin/miniconda3/envs/xtuner/lib/python3.9/site-packages/mmengine/runner/loops.py", line 44, in __init__
            super().__init__(runner, dataloader)
        """,
        "An xtuner fine-tuning run fails while building the training loop: the Hugging Face datasets "
        "builder writes a split with no examples at all, so no schema can be inferred (the issue's title is "
        "`DatasetGenerationError: An error occurred while generating the dataset`). The thread's answer is "
        "not in what was read; from the log, the dataset files or the filter the config points at yield "
        "nothing, which fails the same way on every launch.",
    ),
    # --- Friday: NaN and numerics ----------------------------------------------------------------------
    real(
        GH + "pytorch/pytorch/issues/37712",
        "pytorch/pytorch",
        "nan_or_value_error",
        "user_code",
        USER,
        "RuntimeError: Function 'SolveBackward' returned nan values in its 0th output.",
        r"""
        ....
          File "main.py", line 374, in compute_plane
            ca_cb, LU = torch.solve(B, A + eps)

        Traceback (most recent call last):
          File "main.py", line 879, in <module>
            main()
          File "main.py", line 420, in main
            train(fk, train_loader, val_loader, model, optimizer, lr_scheduler, last_iter+1, tb_logger, criterion=loss_fun)
          File "main.py", line 544, in train
            loss.backward()
          File "/lib/python3.6/site-packages/torch/tensor.py", line 107, in backward
            torch.autograd.backward(self, gradient, retain_graph, create_graph)
          File "/lib/python3.6/site-packages/torch/autograd/__init__.py", line 93, in backward
            allow_unreachable=True)  # allow_unreachable flag
        RuntimeError: Function 'SolveBackward' returned nan values in its 0th output.
        """,
        "The loss became NaN after a few steps; with anomaly detection on, the backward of a `torch.solve` "
        "in the user's plane-fitting code returns NaN. A maintainer suspected the user's code; the reporter "
        "then found a mathematical error in their earlier code. NaN from the user's model code: it recurs "
        "on restart.",
    ),
    real(
        GH + "pytorch/pytorch/issues/38714",
        "pytorch/pytorch",
        "nan_or_value_error",
        "user_code",
        USER,
        "RuntimeError: Function 'PowBackward1' returned nan values in its 1st output.",
        r"""
        RuntimeError: Function 'PowBackward1' returned nan values in its 1st output.
        """,
        "Training with a custom loss `torch.pow(loss, (2-loss)**2)` under anomaly detection stops with NaN "
        "in the pow backward (the reporter traced it to that line). The maintainer's answer: anomaly mode "
        "raises as soon as the network produces NaNs; the user has to find why their loss generates them. "
        "Divergence in the user's own loss, which recurs.",
    ),
    real(
        GH + "luka-group/NLI_as_Indirect_Supervision/issues/2",
        "luka-group/NLI_as_Indirect_Supervision",
        "nan_or_value_error",
        "user_code",
        USER,
        "RuntimeError: Function 'AddmmBackward0' returned nan values in its 1th output.",
        r"""
        RuntimeError: Function 'AddmmBackward0' returned nan values in its 1th output.
        """,
        "Running the repository's two-stage relation-extraction training (`python run.py profile=re_twostage "
        "... trainer.detect_anomaly=True`, as its configuration sets) stops when anomaly detection finds NaN "
        "in a linear layer's backward. The thread has no answer; from the log, the training diverges with "
        "this configuration, which recurs on restart.",
    ),
    # --- Saturday: launchers ---------------------------------------------------------------------------
    real(
        GH + "NVIDIA/nccl/issues/1241",
        "NVIDIA/nccl",
        "runtime_error",
        "user_code",
        USER,
        "Duplicate GPU detected : rank 3 and rank 2 both on CUDA device e2000",
        r"""
          File "/workspace/Megatron-LM/megatron/initialize.py", line 89, in initialize_megatron
                _compile_dependencies()_compile_dependencies()

          File "/workspace/Megatron-LM/megatron/initialize.py", line 156, in _compile_dependencies
          File "/workspace/Megatron-LM/megatron/initialize.py", line 156, in _compile_dependencies
                torch.distributed.barrier()torch.distributed.barrier()

          File "/usr/local/lib/python3.8/dist-packages/torch/distributed/distributed_c10d.py", line 3369, in barrier
          File "/usr/local/lib/python3.8/dist-packages/torch/distributed/distributed_c10d.py", line 3369, in barrier
                work = default_pg.barrier(opts=opts)work = default_pg.barrier(opts=opts)

        torch.distributedtorch.distributed.DistBackendError.: DistBackendErrorNCCL error in: /opt/pytorch/pytorch/torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1287, invalid usage, NCCL version 2.17.1
        ncclInvalidUsage: This usually reflects invalid usage of NCCL library.
        Last error:
        Duplicate GPU detected : rank 3 and rank 2 both on CUDA device e2000
        Exception raised from getNCCLComm at /opt/pytorch/pytorch/torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1287 (most recent call first):
        """,
        "Megatron-LM in an NGC PyTorch container fails at its first barrier: NCCL refuses to build the "
        "communicator because two ranks were placed on the same GPU. Output of two ranks interleaves as "
        "pasted. No diagnosis is recorded in what was read; from the log, the launch maps more processes "
        "than visible GPUs (device visibility or --nproc_per_node), a launch configuration error that "
        "fails the same way every time.",
    ),
    real(
        GH + "Improbable-AI/eipo/issues/1",
        "Improbable-AI/eipo",
        "file_not_found",
        "user_code",
        USER,
        "can't open file 'launch.py'",
        r"""
        mpirun -n 1 python3 launch.py -alg ppo -curiosity_alg rnd XXXXX，
        python3: can't open file 'launch.py': [Errno 2] No such file or directory
        -------------------------------------------------------
        Primary job  terminated normally, but 1 process returned
        a non-zero exit code.. Per user-direction, the job has been aborted.
        """,
        "Launching EIPO's PPO+RND training under mpirun as the README shows: the Python process cannot find "
        "`launch.py` in the working directory, exits non-zero and mpirun aborts the job. The issue is open "
        "without an answer; from the log, the command is run from a directory (or with a script name) where "
        "the entry script does not exist, which fails the same way until the command is fixed.",
    ),
    real(
        GH + "deepinsight/insightface/issues/2182",
        "deepinsight/insightface",
        "other",
        "unknown",
        HUMAN,
        "torch.distributed.elastic.multiprocessing.errors.ChildFailedError:",
        r"""
        torch.distributed.elastic.multiprocessing.errors.ChildFailedError:
        ============================================================
        train.py FAILED
        ------------------------------------------------------------
        Failures:
        [1]:
          time      : 2022-11-29_17:14:20
          host      : GPU236
          rank      : 1 (local_rank: 1)
          exitcode  : 1 (pid: 49149)
          error_file: <N/A>
          traceback : To enable traceback see: https://pytorch.org/docs/stable/elastic/errors.html
        [2]:
          time      : 2022-11-29_17:14:20
          host      : GPU236
          rank      : 2 (local_rank: 2)
          exitcode  : 1 (pid: 49150)
          error_file: <N/A>
          traceback : To enable traceback see: https://pytorch.org/docs/stable/elastic/errors.html
        [3]:
          time      : 2022-11-29_17:14:20
          host      : GPU236
          rank      : 3 (local_rank: 3)
          exitcode  : 1 (pid: 49151)
          error_file: <N/A>
          traceback : To enable traceback see: https://pytorch.org/docs/stable/elastic/errors.html
        ------------------------------------------------------------
        Root Cause (first observed failure):
        [0]:
          time      : 2022-11-29_17:14:20
          host      : GPU236
        """,
        "Distributed arcface training with the torch launcher: torchrun's summary reports every rank of the "
        "one host exiting with code 1 at the same second (the excerpt stops where the stored thread text is "
        "cut). The Python traceback that caused it was posted only as a screenshot and the thread records no "
        "answer. Exit code 1 on all ranks says some exception ended the script, but the log does not say "
        "which, so it needs a human.",
        ambiguous=True,
    ),
]
