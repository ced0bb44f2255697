# ruff: noqa
"""Real excerpts, batch ZZ12-TGB: a HELD-OUT test-fold batch, gathered blind, like an operator's
week of failures of GPU training, fine-tuning and inference jobs (GPU hardware, NCCL errors and
timeouts, launcher and scheduler process deaths, CUDA and host OOM, data, checkpoint and storage
errors, model hubs, version and environment mismatches, Python exceptions in training scripts,
NaN losses), gathered from GitHub issue threads of repositories new to the corpus whose
`fold_of(repo)` is "test", by searching the issue corpus for concrete error strings and taking
the threads as the searches returned them. Nobody ran crashcart on them, nor read its rules, before
or after they were labelled. Verbatim log lines as printed in each thread (trimmed to the relevant
part); labelled from what each thread concluded, or from the log where it concluded nothing (the
notes say which)."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    # --- NCCL / fabric --------------------------------------------------------------------------
    real(
        GH + "LianjiaTech/BELLE/issues/136",
        "LianjiaTech/BELLE",
        "connection_error",
        "user_code",
        USER,
        "ncclSystemError: System call (socket, malloc, munmap, etc) failed.",
        r"""
        NCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1169, unhandled system error, NCCL version 21.0.3 ncclSystemError: System call (socket, malloc, munmap, etc) failed.
        """,
        "Full (non-LoRA) fine-tuning of LLaMA-7B on four A100-40GB inside a Docker container fails "
        "at NCCL's first collective with an unhandled system error. The reporter found that starting "
        "the container with --ipc=host (the container's shared memory was what NCCL's system call "
        "lacked) made this error go away (the run then hit a GPU OOM, a separate sizing question the "
        "maintainer answered). A container configuration that fails every launch until changed.",
    ),
    # --- memory ---------------------------------------------------------------------------------
    real(
        GH + "victorchall/EveryDream-trainer/issues/15",
        "victorchall/EveryDream-trainer",
        "host_oom",
        "user_code",
        USER,
        "MemoryError",
        r"""
        Training halted. Summoning checkpoint as last.ckpt
        Training complete. max_steps or max_epochs reached, or we blew up.

        Traceback (most recent call last):
          File "C:\Users\User01\anaconda3\envs\everydream\lib\site-packages\torch\serialization.py", line 379, in save
            _save(obj, opened_zipfile, pickle_module, pickle_protocol)
          File "C:\Users\User01\anaconda3\envs\everydream\lib\site-packages\torch\serialization.py", line 604, in _save
            zip_file.write_record(name, storage.data_ptr(), num_bytes)
        MemoryError

        During handling of the above exception, another exception occurred:

        Traceback (most recent call last):
          File "C:\Users\User01\anaconda3\envs\everydream\lib\site-packages\torch\serialization.py", line 380, in save
            return
          File "C:\Users\User01\anaconda3\envs\everydream\lib\site-packages\torch\serialization.py", line 259, in __exit__
            self.file_like.write_end_of_file()
        RuntimeError: [enforce fail at C:\cb\pytorch_1000000000000\work\caffe2\serialize\inline_container.cc:319] . unexpected pos 9926808960 vs 9926808856
        """,
        "Stable Diffusion fine-tuning (one RTX 3090, 32 GB of system RAM, Windows) finishes training "
        "and dies writing last.ckpt: torch.save runs out of host memory (MemoryError) and the "
        "half-written zip then fails its end-of-file check. The reporter saw all system RAM used "
        "while saving; the thread gives no fix beyond that, so the label rests on the log: host "
        "memory exhausted by the checkpoint save, which recurs on the same machine and settings.",
    ),
    real(
        GH + "azavea/raster-vision/issues/687",
        "azavea/raster-vision",
        "cuda_oom",
        "user_code",
        USER,
        "Resource exhausted: OOM when allocating tensor with shape[32,128,128,256]",
        r"""
        2019-02-15 21:01:58:rastervision.backend.tf_object_detection: INFO - 2019-02-15 21:01:58.726988: W tensorflow/core/common_runtime/bfc_allocator.cc:279] ******************x*****************___****_______*******************************************_______

        2019-02-15 21:01:58:rastervision.backend.tf_object_detection: INFO - 2019-02-15 21:01:58.727043: W tensorflow/core/framework/op_kernel.cc:1275] OP_REQUIRES failed at transpose_op.cc:199 : Resource exhausted: OOM when allocating tensor with shape[32,128,128,256] and type float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc

        2019-02-15 21:01:58:rastervision.backend.tf_object_detection: INFO - 2019-02-15 21:01:58.876788: W tensorflow/core/common_runtime/bfc_allocator.cc:219] Allocator (GPU_0_bfc) ran out of memory trying to allocate 1.12GiB. The caller indicates that this is not a failure, but may mean that there could be performance gains if more memory were available.
        """,
        "A TensorFlow object-detection experiment run through raster-vision on two GTX 1050 cards "
        "fails with batch size 4 (only batch size 2 fits): the GPU allocator cannot place a "
        "[32,128,128,256] tensor. The reporter observed that only batch size 2 runs; the thread "
        "records no other cause, so the label rests on the log: a GPU memory sizing error that "
        "recurs with the same configuration.",
    ),
    # --- data loading ---------------------------------------------------------------------------
    real(
        GH + "bytedance/Protenix/issues/2",
        "bytedance/Protenix",
        "dataloader_killed",
        "user_code",
        USER,
        "RuntimeError: DataLoader worker (pid 572) is killed by signal: Bus error.",
        r"""
        RuntimeError: DataLoader worker (pid 572) is killed by signal: Bus error. It is possible that dataloader's workers are out of shared memory. Please try to raise your shared memory limit.
        """,
        "Protenix inference on one RTX 4090 in the project's Docker image: a DataLoader worker dies "
        "with SIGBUS. The maintainers traced it to Docker's small default /dev/shm and told the "
        "reporter to start the container with --shm-size (or mount the host's /dev/shm); fewer "
        "workers alone did not help. A container setting that recurs until changed.",
    ),
    # --- launcher / rendezvous -----------------------------------------------------------------
    real(
        GH + "LittlePey/SFD/issues/34",
        "LittlePey/SFD",
        "connection_error",
        "user_code",
        USER,
        "RuntimeError: The server socket has failed to listen on any local network address.",
        r"""
        RuntimeError: The server socket has failed to listen on any local network address. The server socket has failed to bind to [::]:29500 (errno: 98 - Address already in use). The server socket has failed to bind to ?UNKNOWN? (errno: 98 - Address already in use).
        """,
        "Eight-GPU training of the SFD 3D detector through scripts/dist_train.sh fails at start-up: the "
        "rendezvous port 29500 is already taken on the host. The maintainer's answer: pass another "
        "--tcp_port (another job holds that port). A launch configuration conflict that recurs on "
        "every restart until the port is changed.",
    ),
    # --- process deaths -------------------------------------------------------------------------
    real(
        GH + "arashno/tensorflow_multigpu_imagenet/issues/3",
        "arashno/tensorflow_multigpu_imagenet",
        "other",
        "unknown",
        HUMAN,
        "Process finished with exit code 139 (interrupted by signal 11: SIGSEGV)",
        r"""
        Process finished with exit code 139 (interrupted by signal 11: SIGSEGV)
        """,
        "ImageNet training with TensorFlow 1.4 on a 12 GB TITAN Xp dies with a segmentation fault in "
        "epoch 2 (step 16000), twice. The maintainer only guessed at host memory (the input pipeline "
        "cache) and suggested shrinking it; the thread never confirmed a cause. A bare segfault with "
        "nothing else in the log: a human decides.",
        ambiguous=True,
    ),
    # --- model loading --------------------------------------------------------------------------
    real(
        GH + "Comfy-Org/ComfyUI/issues/7659",
        "Comfy-Org/ComfyUI",
        "model_loading_error",
        "user_code",
        USER,
        "safetensors_rust.SafetensorError: Error while deserializing header: MetadataIncompleteBuffer",
        r"""
        2025-04-18T19:32:02.691555 - !!! Exception during processing !!! Error while deserializing header: MetadataIncompleteBuffer

        File path: /workspace/ComfyUI/models/vae/ae.safetensors

        The safetensors file is corrupt/incomplete. Check the file size and make sure you have copied/downloaded it correctly.
        2025-04-18T19:32:02.692331 - Traceback (most recent call last):
          File "/workspace/ComfyUI/comfy/utils.py", line 55, in load_torch_file
            with safetensors.safe_open(ckpt, framework="pt", device=device.type) as f:
                 ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
        safetensors_rust.SafetensorError: Error while deserializing header: MetadataIncompleteBuffer
        """,
        "A Flux fill workflow on a cloud GPU pod fails loading the VAE: ae.safetensors under "
        "/workspace is truncated (its header promises more than the file holds), and ComfyUI says "
        "so. The thread was tagged user support and closed stale with no other cause: the file must "
        "be downloaded again; rerunning loads the same broken file.",
    ),
    # --- versions and environment ---------------------------------------------------------------
    real(
        GH + "QData/C-Tran/issues/30",
        "QData/C-Tran",
        "cuda_error",
        "user_code",
        USER,
        "RuntimeError: CUDA error: no kernel image is available for execution on the device",
        r"""
        RuntimeError: CUDA error: no kernel image is available for execution on the device
        NVIDIA GeForce RTX 4090 with CUDA capability sm_89 is not compatible with the current PyTorch installation. The current PyTorch install supports CUDA capabilities sm_37 sm_50 sm_60 sm_70.
        """,
        "Training C-Tran on the VG-500 dataset on an RTX 4090 with the PyTorch pinned in "
        "requirements.txt: the first CUDA kernel fails, and collect_env shows the wheel has no sm_89 "
        "kernels. The reporter installed torch 1.13.1+cu117 and training ran. An environment "
        "mismatch that recurs until the installation changes.",
    ),
    real(
        GH + "IEIT-Yuan/Yuan-2.0/issues/65",
        "IEIT-Yuan/Yuan-2.0",
        "cuda_error",
        "user_code",
        USER,
        "UserWarning: CUDA initialization: The NVIDIA driver on your system is too old (found version 11000).",
        r"""
        /usr/local/lib/python3.10/dist-packages/torch/cuda/__init__.py:124: UserWarning: CUDA initialization: The NVIDIA driver on your system is too old (found version 11000). Please update your GPU driver by downloading and installing a new version from the URL: http://www.nvidia.com/Download/index.aspx Alternatively, go to: https://pytorch.org to install a PyTorch version that has been compiled with your version of the CUDA driver. (Triggered internally at /opt/pytorch/pytorch/c10/cuda/CUDAFunctions.cpp:108.)
        """,
        "Fine-tuning Yuan-2.0 in the project's container (CUDA 12.1) on a host whose driver only "
        "supports CUDA 11.0: PyTorch cannot initialise CUDA. The maintainers said to update the host "
        "driver to 535; the reporter did and it was solved. A driver/container version mismatch "
        "that recurs on that host until the driver is upgraded.",
    ),
    real(
        GH + "facebookresearch/metaseq/issues/90",
        "facebookresearch/metaseq",
        "cuda_error",
        "unknown",
        HUMAN,
        "what():  NCCL error in: ../torch/csrc/distributed/c10d/NCCLUtils.hpp:181, unhandled cuda error, NCCL version 21.0.3",
        r"""
          what():  NCCL error in: ../torch/csrc/distributed/c10d/NCCLUtils.hpp:181, unhandled cuda error, NCCL version 21.0.3
        Process Group destroyed on rank 0
        Exception raised from ncclCommAbort at ../torch/csrc/distributed/c10d/NCCLUtils.hpp:181 (most recent call first):
        frame #0: c10::Error::Error(c10::SourceLocation, std::string) + 0x42 (0x7fa6d3bd2d62 in /home/kyungmin.lee/anaconda3/envs/large/lib/python3.8/site-packages/torch/lib/libc10.so)
        frame #1: c10::detail::torchCheckFail(char const*, char const*, unsigned int, std::string const&) + 0x5b (0x7fa6d3bcf68b in /home/kyungmin.lee/anaconda3/envs/large/lib/python3.8/site-packages/torch/lib/libc10.so)
        frame #2: <unknown function> + 0x30a768e (0x7fa730eab68e in /home/kyungmin.lee/anaconda3/envs/large/lib/python3.8/site-packages/torch/lib/libtorch_cuda_cpp.so)
        frame #3: c10d::ProcessGroupNCCL::~ProcessGroupNCCL() + 0x113 (0x7fa730e94233 in /home/kyungmin.lee/anaconda3/envs/large/lib/python3.8/site-packages/torch/lib/libtorch_cuda_cpp.so)
        frame #4: c10d::ProcessGroupNCCL::~ProcessGroupNCCL() + 0x9 (0x7fa730e94459 in /home/kyungmin.lee/anaconda3/envs/large/lib/python3.8/site-packages/torch/lib/libtorch_cuda_cpp.so)
        frame #5: <unknown function> + 0xe6e6b6 (0x7fa79b1746b6 in /home/kyungmin.lee/anaconda3/envs/large/lib/python3.8/site-packages/torch/lib/libtorch_python.so)
        """,
        "Launching metaseq's small-scale baseline aborts while the NCCL process group is torn down: "
        "a CUDA call inside NCCL failed, and the log carries no NCCL WARN line naming which one "
        "(no NCCL_DEBUG output). The excerpt of the thread shows no diagnosis. An unhandled CUDA "
        "error with no root cause in the log: a human decides.",
        ambiguous=True,
    ),
    real(
        GH + "paperswithcode/galai/issues/3",
        "paperswithcode/galai",
        "cuda_error",
        "user_code",
        USER,
        "RuntimeError: CUDA error: invalid device ordinal",
        r"""
        Traceback (most recent call last):
          File "<stdin>", line 1, in <module>
          File "test/env/lib/python3.9/site-packages/galai/__init__.py", line 39, in load_model
            model._load_checkpoint(checkpoint_path=get_checkpoint_path(name))
          File "test/env/lib/python3.9/site-packages/galai/model.py", line 63, in _load_checkpoint
            load_checkpoint_and_dispatch(
          File "test/env/lib/python3.9/site-packages/accelerate/big_modeling.py", line 366, in load_checkpoint_and_dispatch
            load_checkpoint_in_model(
          File "test/env/lib/python3.9/site-packages/accelerate/utils/modeling.py", line 701, in load_checkpoint_in_model
            set_module_tensor_to_device(model, param_name, param_device, value=param)
          File "test/env/lib/python3.9/site-packages/accelerate/utils/modeling.py", line 124, in set_module_tensor_to_device
            new_value = value.to(device)
        RuntimeError: CUDA error: invalid device ordinal
        CUDA kernel errors might be asynchronously reported at some other API call,so the stacktrace below might be incorrect.
        For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
        """,
        "Loading a Galactica model for inference with galai.load_model fails while dispatching the "
        "checkpoint to devices. A commenter found the library's device map assumes 8 GPUs, so weights "
        "are sent to ordinals the machine does not have (fixed by passing the number of GPUs). A "
        "device configuration error that recurs on every start.",
    ),
    # --- model loading and training-script errors ----------------------------------------------
    real(
        GH + "ymcui/Chinese-LLaMA-Alpaca/issues/681",
        "ymcui/Chinese-LLaMA-Alpaca",
        "nan_or_value_error",
        "framework_bug",
        USER,
        "ValueError: The combination of base model (size: 0) and tokenizer (size: 49953) is not a valid configuration.",
        r"""
        ValueError: The combination of base model (size: 0) and tokenizer (size: 49953) is not a valid configuration. Please check our project wiki for further information. 
        Valid configurations (base model / tokenizer):
        - Continue pre-training original LLaMA: 32000 / 32000 
        - Pre-training Chinese LLaMA based on original LLaMA: 32000 / 49953 
        - Continue pre-training Chinese LLaMA: 49953 / 49953 
        - Continue pre-training Chinese Alpaca: 49954 / 49954 

        Loading checkpoint shards: 100%|██████████████████████████████████████████████████████████████████████████████████████████████████████████████████████████████████████████████████████| 2/2 [00:22<00:00, 11.14s/it]
        [INFO|modeling_utils.py:3295] 2023-07-01 12:57:49,339 >> All model checkpoint weights were used when initializing LlamaForCausalLM.
        """,
        "Continued pre-training (run_clm_pt_with_peft.py) under DeepSpeed ZeRO-3: the script's vocab "
        "check reads the output-embedding size as 0 because ZeRO-3 has partitioned the weights, and "
        "raises. The maintainer identified the ZeRO-3 interaction (transformers #23019), told users "
        "to comment the check out if their vocab sizes match, and promised a fix. A script bug that "
        "recurs on every launch with that configuration.",
    ),
    real(
        GH + "ymcui/Chinese-LLaMA-Alpaca/issues/87",
        "ymcui/Chinese-LLaMA-Alpaca",
        "model_loading_error",
        "user_code",
        USER,
        "RuntimeError: Error(s) in loading state_dict for LlamaForCausalLM:",
        r"""
        RuntimeError: Error(s) in loading state_dict for LlamaForCausalLM:
        	size mismatch for model.embed_tokens.weight: copying a param with shape torch.Size([49954, 4096]) from checkpoint, the shape in current model is torch.Size([32000, 4096]).
        	size mismatch for lm_head.weight: copying a param with shape torch.Size([49954, 4096]) from checkpoint, the shape in current model is torch.Size([32000, 4096]).
        """,
        "Loading the merged Chinese-Alpaca 7B model with LlamaForCausalLM.from_pretrained: the "
        "merged weights have the extended 49,954-token vocabulary while the merged config.json "
        "still says vocab_size 32000, so the embedding and LM-head shapes do not match. The thread "
        "records no further fix; the label rests on the log: a model/config mismatch that recurs "
        "until the merge or config is corrected.",
    ),
    real(
        GH + "ZHZisZZ/dllm/issues/72",
        "ZHZisZZ/dllm",
        "nccl_timeout",
        "user_code",
        USER,
        "Watchdog caught collective operation timeout: WorkNCCL(SeqNum=356, OpType=ALLREDUCE",
        r"""
        [rank2]:[E105 21:06:21.601716799 ProcessGroupNCCL.cpp:607] [Rank 2] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=356, OpType=ALLREDUCE, NumelIn=1, NumelOut=1, Timeout(ms)=1800000) ran
        """,
        "Multi-node pre-training of a diffusion LLM with the repository's train.slurm.sh (8 GH200 "
        "nodes, accelerate + ZeRO-2) times out in an all-reduce; the reporter had set eval_steps to "
        "50 and suspected evaluation. The maintainer reproduced it and fixed the evaluation code in "
        "a commit. A code bug in the training script that recurs until the code is updated "
        "(the log alone shows only the timeout).",
    ),
    # --- hub and network --------------------------------------------------------------------------
    real(
        GH + "bowang-lab/BLEEP/issues/3",
        "bowang-lab/BLEEP",
        "connection_error",
        "user_code",
        USER,
        "Max retries exceeded with url: /timm/resnet50.a1_in1k/resolve/main/model.safetensors (Caused by ConnectTimeoutError",
        r"""
        (py39) lly@217:~/Python/BLEEP/BLEEP-main$ python -m BLEEP_main1030
        Starting...
        '(MaxRetryError("HTTPSConnectionPool(host='huggingface.co', port=443): Max retries exceeded with url: /timm/resnet50.a1_in1k/resolve/main/model.safetensors (Caused by ConnectTimeoutError(<urllib3.connection.HTTPSConnection object at 0x7f25703e0580>, 'Connection to huggingface.co timed out. (connect timeout=10)'))"), '(Request ID: 3e6c756e-3f31-4f2a-9b7a-d628e43e8017)')' thrown while requesting HEAD https://huggingface.co/timm/resnet50.a1_in1k/resolve/main/model.safetensors
        """,
        "BLEEP training (python -m BLEEP_main1030, default parameters) cannot fetch the timm "
        "ResNet-50 weights: every connection to huggingface.co times out from the reporter's host, "
        "and downgrading requests or clearing CURL_CA_BUNDLE did not help. The host cannot reach the "
        "Hub; the weights must be fetched another way (mirror, proxy or a local copy). An environment "
        "problem that recurs on every start, not a passing Hub outage (the thread gives no sign of one).",
    ),
    # --- device-side asserts ----------------------------------------------------------------------
    real(
        GH + "tabularis-ai/be_great/issues/6",
        "tabularis-ai/be_great",
        "assertion_error",
        "user_code",
        USER,
        "Assertion `srcIndex < srcSelectDimSize` failed.",
        r"""
        ../aten/src/ATen/native/cuda/Indexing.cu:1141: indexSelectLargeIndex: block: [42,0,0], thread: [58,0,0] Assertion `srcIndex < srcSelectDimSize` failed.
        ../aten/src/ATen/native/cuda/Indexing.cu:1141: indexSelectLargeIndex: block: [42,0,0], thread: [59,0,0] Assertion `srcIndex < srcSelectDimSize` failed.
        ../aten/src/ATen/native/cuda/Indexing.cu:1141: indexSelectLargeIndex: block: [42,0,0], thread: [60,0,0] Assertion `srcIndex < srcSelectDimSize` failed.
        ../aten/src/ATen/native/cuda/Indexing.cu:1141: indexSelectLargeIndex: block: [42,0,0], thread: [61,0,0] Assertion `srcIndex < srcSelectDimSize` failed.
        ../aten/src/ATen/native/cuda/Indexing.cu:1141: indexSelectLargeIndex: block: [42,0,0], thread: [62,0,0] Assertion `srcIndex < srcSelectDimSize` failed.
        ../aten/src/ATen/native/cuda/Indexing.cu:1141: indexSelectLargeIndex: block: [42,0,0], thread: [63,0,0] Assertion `srcIndex < srcSelectDimSize` failed.
        ../aten/src/ATen/native/cuda/Indexing.cu:1141: indexSelectLargeIndex: block: [2,0,0], thread: [96,0,0] Assertion `srcIndex < srcSelectDimSize` failed.
        ../aten/src/ATen/native/cuda/Indexing.cu:1141: indexSelectLargeIndex: block: [2,0,0], thread: [97,0,0] Assertion `srcIndex < srcSelectDimSize` failed.
        ../aten/src/ATen/native/cuda/Indexing.cu:1141: indexSelectLargeIndex: block: [2,0,0], thread: [98,0,0] Assertion `srcIndex < srcSelectDimSize` failed.
        """,
        "Fine-tuning GReaT (a GPT-2 based tabular-data generator) on a wide table: the encoded rows "
        "are longer than the model's position table (the thread is titled after transformers' "
        "'Token indices sequence length' warning), so the embedding lookup indexes out of range and "
        "the device-side assert fires. A data/configuration problem that recurs on every run with "
        "that table; the label rests on the log and the thread's title.",
    ),
    # --- NaN / divergence -------------------------------------------------------------------------
    real(
        GH + "Dmmm1997/DenseUAV/issues/7",
        "Dmmm1997/DenseUAV",
        "nan_or_value_error",
        "user_code",
        USER,
        "Warning: Error detected in SoftmaxBackward0.",
        r"""
        [W python_anomaly_mode.cpp:104] Warning: Error detected in SoftmaxBackward0. Traceback of forward call that caused the error:
          File "train.py", line 370, in <module>
            train_model(model, opt, optimizer_ft, exp_lr_scheduler,
          File "train.py", line 131, in train_model
            loss, cls_loss, f_triplet_loss, kl_loss = nnloss(
          File "/home/FQ/anaconda3/envs/duav/lib/python3.8/site-packages/torch/nn/modules/module.py", line 1102, in _call_impl
            return forward_call(*input, **kwargs)
          File "/home/FQ/pythonPojector/Denseuav/DenseUAV-main/losses/loss.py", line 65, in forward
            res_kl_loss = self.calc_kl_loss(cls1, cls2, self.kl_loss)
          File "/home/FQ/pythonPojector/Denseuav/DenseUAV-main/losses/loss.py", line 128, in calc_kl_loss
            softmax_output2 = F.softmax(outputs2 - max_output2, dim=1)
          File "/home/FQ/anaconda3/envs/duav/lib/python3.8/site-packages/torch/nn/functional.py", line 1680, in softmax
            ret = input.softmax(dim)
         (function _print_stack)
        Traceback (most recent call last):
          File "train.py", line 370, in <module>
            train_model(model, opt, optimizer_ft, exp_lr_scheduler,
          File "train.py", line 165, in train_model
            scaler.scale(loss).backward()
        """,
        "DenseUAV training with mixed precision (GradScaler) under autograd anomaly detection: the "
        "backward of the KL-loss softmax produces NaN and anomaly mode aborts the run (the issue "
        "title carries the final RuntimeError, 'SoftmaxBackward0' returned nan values). The thread "
        "records no fix, so the label rests on the log: a numerical divergence in the training "
        "code/config that recurs on rerun.",
    ),
    real(
        GH + "dwzhu-pku/PoSE/issues/16",
        "dwzhu-pku/PoSE",
        "nan_or_value_error",
        "user_code",
        USER,
        "Current loss scale already at minimum - cannot decrease scale anymore. Exiting run.",
        r"""
        Current loss scale already at minimum - cannot decrease scale anymore. Exiting run.
        """,
        "PoSE context-extension training of Baichuan2-7B with DeepSpeed and --fp16 True: the loss "
        "goes to 0 and DeepSpeed's dynamic loss scaler keeps hitting overflows until it gives up. "
        "The model was trained in bf16 and overflows in fp16; the remedy given for the same error "
        "on Baichuan/Ziya models is to train in bf16. The thread itself records no answer, so the "
        "label rests on the log: an fp16 overflow that recurs with the same precision setting.",
    ),
    # --- environment: libraries -------------------------------------------------------------------
    real(
        GH + "whyisyoung/CADE/issues/2",
        "whyisyoung/CADE",
        "import_error",
        "user_code",
        USER,
        "ImportError: libcudnn.so.7: cannot open shared object file: No such file or directory",
        r"""
        Traceback (most recent call last):
          File "/home/anaconda3/envs/cade-gpu/lib/python3.6/site-packages/tensorflow/python/pywrap_tensorflow.py", line 58, in <module>
            from tensorflow.python.pywrap_tensorflow_internal import *
          File "/home/anaconda3/envs/cade-gpu/lib/python3.6/site-packages/tensorflow/python/pywrap_tensorflow_internal.py", line 28, in <module>
            _pywrap_tensorflow_internal = swig_import_helper()
          File "/home/anaconda3/envs/cade-gpu/lib/python3.6/site-packages/tensorflow/python/pywrap_tensorflow_internal.py", line 24, in swig_import_helper
            _mod = imp.load_module('_pywrap_tensorflow_internal', fp, pathname, description)
          File "/home/anaconda3/envs/cade-gpu/lib/python3.6/imp.py", line 243, in load_module
            return load_dynamic(name, filename, file)
          File "/home/anaconda3/envs/cade-gpu/lib/python3.6/imp.py", line 343, in load_dynamic
            return _load(spec)
        ImportError: libcudnn.so.7: cannot open shared object file: No such file or directory
        """,
        "Starting CADE (a TensorFlow-GPU model) fails importing TensorFlow: the cuDNN 7 library it "
        "was built against is not on the library path. The maintainer pointed at LD_LIBRARY_PATH; "
        "the reporter found they had downloaded the wrong cuDNN and fixed the install. An "
        "environment error that recurs until the installation is fixed.",
    ),
    real(
        GH + "chatchat-space/Langchain-Chatchat/issues/324",
        "chatchat-space/Langchain-Chatchat",
        "import_error",
        "user_code",
        USER,
        "ImportError: libcudnn.so.8: cannot open shared object file: No such file or directory",
        r"""
        raceback (most recent call last):
          File "webui.py", line 4, in <module>
            from chains.local_doc_qa import LocalDocQA
          File "/home/hope/work/langchain-ChatGLM/chains/local_doc_qa.py", line 4, in <module>
            from configs.model_config import *
          File "/home/hope/work/langchain-ChatGLM/configs/model_config.py", line 1, in <module>
            import torch.cuda
          File "/home/hope/miniconda3/envs/langchain/lib/python3.8/site-packages/torch/__init__.py", line 229, in <module>
            from torch._C import *  # noqa: F403
        ImportError: libcudnn.so.8: cannot open shared object file: No such file or directory
        """,
        "The langchain-ChatGLM web UI (a local LLM serving app, CUDA 11.6) stopped starting after a "
        "reinstall: importing torch fails because libcudnn.so.8 is missing. The maintainer asked "
        "whether the PyTorch build matched the driver; the reporter reinstalled a matching PyTorch "
        "and it worked. An installation mismatch that recurs until fixed.",
    ),
    # --- host memory ------------------------------------------------------------------------------
    real(
        GH + "hanzhu97702/DSNet/issues/5",
        "hanzhu97702/DSNet",
        "host_oom",
        "unknown",
        HUMAN,
        "Killed",
        r"""
        (desnet1) tom@fragrant-fragment-9255-6f94d7cb65-cc8qj:~/code1/desnet-main$ python demo.py --dataset Berlin --flag_test train --patches 5
        Train data change to the ratio of train samples: 1
        height=1723,width=476,band=244
        **************************************************
        patch is : 5
        mirror_image shape : [1727,480,244]
        **************************************************
        (461851, 5, 5, 244)
        x_train shape = (2820, 5, 5, 244), type = float64
        x_test  shape = (461851, 5, 5, 244), type = float64
        Killed
        """,
        "Training DSNet on the Berlin hyperspectral dataset in a container: the process is killed "
        "right after building a 461,851 x 5 x 5 x 244 float64 test array, even with a smaller batch "
        "size. The maintainer explained the full-image test loader holds it all in memory and "
        "suggested dropping it during training, which worked. The log itself shows only a bare "
        "'Killed' with no kernel or cgroup OOM record, so from the log alone the kill is not "
        "attributable: a human decides.",
        ambiguous=True,
    ),
    real(
        GH + "kserve/kserve/issues/3791",
        "kserve/kserve",
        "os_error",
        "user_code",
        USER,
        "NCCL WARN Error: failed to extend /dev/shm/nccl-H1dBqY to 9637892 bytes",
        r"""
        hugging-model-1-predictor-00001-deployment-5c86c57756-p7ghj:1:1 [0] misc/shmutils.cc:72 NCCL WARN Error: failed to extend /dev/shm/nccl-H1dBqY to 9637892 bytes

        hugging-model-1-predictor-00001-deployment-5c86c57756-p7ghj:1:1 [0] misc/shmutils.cc:113 NCCL WARN Error while creating shared memory segment /dev/shm/nccl-H1dBqY (size 9637888)
        hugging-model-1-predictor-00001-deployment-5c86c57756-p7ghj:1:1 [0] NCCL INFO transport/shm.cc:114 -> 2
        hugging-model-1-predictor-00001-deployment-5c86c57756-p7ghj:1:1 [0] NCCL INFO transport.cc:33 -> 2
        hugging-model-1-predictor-00001-deployment-5c86c57756-p7ghj:1:1 [0] NCCL INFO transport.cc:113 -> 2
        hugging-model-1-predictor-00001-deployment-5c86c57756-p7ghj:1:1 [0] NCCL INFO init.cc:1263 -> 2
        hugging-model-1-predictor-00001-deployment-5c86c57756-p7ghj:1:1 [0] NCCL INFO init.cc:1548 -> 2
        hugging-model-1-predictor-00001-deployment-5c86c57756-p7ghj:1:1 [0] NCCL INFO init.cc:1799 -> 2
        hugging-model-1-predictor-00001-deployment-5c86c57756-p7ghj:1:1 [0] NCCL INFO init.cc:1837 -> 2
        """,
        "KServe's Hugging Face server (vLLM backend, tensor parallel over 2 GPUs) fails to start in "
        "its predictor pod: NCCL cannot grow its shared-memory segment because the container's "
        "/dev/shm is the small Kubernetes default. The maintainers added a /dev/shm volume to the "
        "huggingfaceserver runtime (PR #3910). A pod configuration problem that recurs on every "
        "start until the volume is mounted.",
    ),
    # --- GPU memory -------------------------------------------------------------------------------
    real(
        GH + "CarperAI/trlx/issues/266",
        "CarperAI/trlx",
        "cuda_oom",
        "user_code",
        USER,
        "RuntimeError: CUDA out of memory. Tried to allocate 954.00 MiB",
        r"""
          File "/home/aiscuser/.local/lib/python3.8/site-packages/trlx/trlx.py", line 109, in train
            trainer.learn()
          File "/home/aiscuser/.local/lib/python3.8/site-packages/trlx/trainer/accelerate_base_trainer.py", line 454, in learn
            self.accelerator.backward(loss)
          File "/home/aiscuser/.local/lib/python3.8/site-packages/accelerate/accelerator.py", line 1310, in backward
            self.deepspeed_engine_wrapped.backward(loss, **kwargs)
          File "/home/aiscuser/.local/lib/python3.8/site-packages/accelerate/utils/deepspeed.py", line 156, in backward
            self.engine.backward(loss)
          File "/home/aiscuser/.local/lib/python3.8/site-packages/deepspeed/utils/nvtx.py", line 11, in wrapped_fn
            return func(*args, **kwargs)
          File "/home/aiscuser/.local/lib/python3.8/site-packages/deepspeed/runtime/engine.py", line 1799, in backward
            self.optimizer.backward(loss, retain_graph=retain_graph)
          File "/home/aiscuser/.local/lib/python3.8/site-packages/deepspeed/runtime/zero/stage_1_and_2.py", line 1936, in backward
            buf_0 = torch.empty(int(self.reduce_bucket_size),
        RuntimeError: CUDA out of memory. Tried to allocate 954.00 MiB (GPU 0; 31.75 GiB total capacity; 29.99 GiB already allocated; 445.94 MiB free; 30.27 GiB reserved in total by PyTorch) If reserved memory is >> allocated memory try setting max_split_size_mb to avoid fr
        """,
        "PPO fine-tuning of GPT-J for summarization with trlx's example script (accelerate + DeepSpeed "
        "ZeRO-2) on 32 GB V100s: the backward pass cannot allocate DeepSpeed's reduce bucket because "
        "the GPUs are full (30 of 31.75 GiB allocated). The excerpt of the thread records no other "
        "cause, so the label rests on the log: a GPU memory sizing error that recurs with the same "
        "model, batch and ZeRO settings.",
    ),
    real(
        GH + "Efficient-Scalable-Machine-Learning/event-ssm/issues/3",
        "Efficient-Scalable-Machine-Learning/event-ssm",
        "cuda_oom",
        "user_code",
        USER,
        "jax.errors.JaxRuntimeError: RESOURCE_EXHAUSTED: Out of memory while trying to allocate 1.00GiB.",
        r"""
        jax.errors.JaxRuntimeError: RESOURCE_EXHAUSTED: Out of memory while trying to allocate 1.00GiB.
        """,
        "Training the event-based SSM (JAX) on DVS-Gesture with the published config "
        "(HYDRA_FULL_ERROR=1 python run_training.py task=dvs-gesture) runs out of GPU memory. The "
        "maintainer explained the config targets an 80 GB H100 and advised reducing the batch size "
        "or the maximum sequence length. A sizing error that recurs until the config changes.",
    ),
    real(
        GH + "triton-inference-server/server/issues/2225",
        "triton-inference-server/server",
        "cuda_error",
        "user_code",
        USER,
        "ERROR: This container was built for NVIDIA Driver Release 450.51 or later, but",
        r"""
        $ docker run --gpus=1 --rm --shm-size=1g --ulimit memlock=-1 --ulimit stack=67108864 -p8000:8000 -p8001:8001 -p8002:8002 -v/server/docs/examples/model_repository/simple:/models tritonserver:latest tritonserver --model-repository=/models

        =============================
        == Triton Inference Server ==
        =============================

        NVIDIA Release 20.09 (build 16016295)

        ERROR: This container was built for NVIDIA Driver Release 450.51 or later, but
               version 440.64.00 was detected and compatibility mode is UNAVAILABLE.

               [[CUDA Driver UNAVAILABLE (cuInit(0) returned 804)]]

        I1105 01:26:08.071329 1 metrics.cc:184] found 1 GPUs supporting NVML metrics
        I1105 01:26:08.078690 1 metrics.cc:193]   GPU 0: TITAN Xp
        I1105 01:26:08.079242 1 server.cc:120] Initializing Triton Inference Server
        """,
        "Triton Inference Server 20.09 (quick-start model repository) on a TITAN Xp host with driver "
        "440.64: the container needs driver 450.51 or later and CUDA forward compatibility is not "
        "available on a GeForce card, so cuInit fails and the server cannot use the GPU. The fix is "
        "a newer host driver or an older container. A driver/container mismatch that recurs on "
        "every start.",
    ),
    real(
        GH + "eosphoros-ai/DB-GPT-Hub/issues/90",
        "eosphoros-ai/DB-GPT-Hub",
        "import_error",
        "user_code",
        USER,
        "undefined symbol: cquantize_blockwise_fp16_nf4",
        r"""
        AttributeError: /home/server/miniconda3/envs/dbgpt_env/lib/python3.10/site-packages/bitsandbytes/libbitsandbytes_cpu.so: undefined symbol: cquantize_blockwise_fp16_nf4
        """,
        "Starting a text-to-SQL fine-tune (RTX 3060, CUDA 12.1) fails at once: bitsandbytes loads "
        "its CPU-only library, which lacks the 4-bit quantization symbol. The reporter found the "
        "requirements pinned bitsandbytes 0.39.0, which has no CUDA 12.1 binary; upgrading to 0.41.0 "
        "removed the error (the run then ran short of GPU memory, a separate sizing question). An "
        "environment/version mismatch that fails every launch until the package changes.",
    ),
    real(
        GH + "lllyasviel/ControlNet/issues/382",
        "lllyasviel/ControlNet",
        "connection_error",
        "transient",
        RESTART,
        "TimeoutError: The client socket has timed out after 1800s while trying to connect to (127.0.0.1, 48391).",
        r"""
        return TCPStore(
        TimeoutError: The client socket has timed out after 1800s while trying to connect to (127.0.0.1, 48391).

        [E socket.cpp:793] [c10d] The client socket has timed out after 1800s while trying to connect to (127.0.0.1, 48391).
        """,
        "Multi-GPU ControlNet training never gets past process-group setup: a worker's TCPStore "
        "client times out after 30 minutes connecting to the local master. The thread (others report "
        "the same) concluded nothing, so the label rests on the log: a rendezvous/TCPStore timeout "
        "at startup, with no error from the training code itself, which is retried.",
    ),
    real(
        GH + "imoneoi/openchat/issues/121",
        "imoneoi/openchat",
        "runtime_error",
        "user_code",
        USER,
        "Invalid config blocking attribute value -2147483648",
        r"""
        File "/data/anaconda/envs/ptca/lib/python3.8/site-packages/torch/distributed/distributed_c10d.py", line 2050, in all_reduce
            work = group.allreduce([tensor], opts)
        torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/NCCLUtils.hpp:219, invalid argument, NCCL version 2.14.3
        ncclInvalidArgument: Invalid value for an argument.
        Last error:
        Invalid config blocking attribute value -2147483648
        """,
        "Serving openchat_3.5 (vLLM-based OpenAI API server, fp16, one Tesla T4) fails in the first "
        "NCCL all_reduce with ncclInvalidArgument. The reporter found two NCCL wheels installed side "
        "by side (nvidia-nccl-cu11 2.14.3 and nvidia-nccl-cu12 2.18.1), so torch loaded an NCCL "
        "older than the one it was built for; the thread gives no further fix, so the label rests on "
        "the log and that finding: an environment mismatch that fails every start until the stray "
        "package is removed.",
    ),
    real(
        GH + "zai-org/CogVideo/issues/775",
        "zai-org/CogVideo",
        "nan_or_value_error",
        "user_code",
        USER,
        "ValueError: Attempting to unscale FP16 gradients.",
        r"""
        Traceback (most recent call last):
          File "/mnt/d/TA_ucup/Cogvideo/finetune/train.py", line 19, in <module>
            main()
          File "/mnt/d/TA_ucup/Cogvideo/finetune/train.py", line 15, in main
            trainer.fit()
          File "/mnt/d/TA_ucup/Cogvideo/finetune/trainer.py", line 648, in fit
            self.train()
          File "/mnt/d/TA_ucup/Cogvideo/finetune/trainer.py", line 434, in train
            grad_norm = accelerator.clip_grad_norm_(
          File "/home/ikhsanrobbani/anaconda3/envs/cogvideox/lib/python3.10/site-packages/accelerate/accelerator.py", line 2509, in clip_grad_norm_
            self.unscale_gradients()
          File "/home/ikhsanrobbani/anaconda3/envs/cogvideox/lib/python3.10/site-packages/accelerate/accelerator.py", line 2453, in unscale_gradients
            self.scaler.unscale_(opt)
          File "/home/ikhsanrobbani/anaconda3/envs/cogvideox/lib/python3.10/site-packages/torch/amp/grad_scaler.py", line 338, in unscale_
            optimizer_state["found_inf_per_device"] = self._unscale_grads_(
          File "/home/ikhsanrobbani/anaconda3/envs/cogvideox/lib/python3.10/site-packages/torch/amp/grad_scaler.py", line 260, in _unscale_grads_
            raise ValueError("Attempting to unscale FP16 gradients.")
        ValueError: Attempting to unscale FP16 gradients.
        Training steps:   0%|
        """,
        "LoRA fine-tuning of CogVideoX-2B text-to-video with a validation set stops at the first "
        "gradient clip: the AMP grad scaler refuses trainable parameters that are themselves fp16. "
        "The thread has no answer, so the label rests on the log: a precision configuration "
        "(fp16 trainable weights under fp16 mixed precision) that fails the same way on every run.",
    ),
    real(
        GH + "ShineChen1024/MagicClothing/issues/19",
        "ShineChen1024/MagicClothing",
        "model_loading_error",
        "user_code",
        USER,
        "safetensors_rust.SafetensorError: Error while deserializing header: HeaderTooLarge",
        r"""
        (oms-diffusion) D:\oms-Diffusion>
        Loading pipeline components...: 100%██████████████████████████████████████████████████████████████| 5/5 [00:00<00:00,  6.10it/s]
        Traceback (most recent call last):
          File "D:\oms-Diffusion\gradio_generate.py", line 20, in <module>
            full_net = ClothAdapter(pipe, args.model_path, device)
          File "D:\oms-Diffusion\garment_adapter\garment_diffusion.py", line 23, in __init__
            with safe_open(ref_path, framework="pt", device="cpu") as f:
        safetensors_rust.SafetensorError: Error while deserializing header: HeaderTooLarge
        """,
        "Starting the garment-diffusion inference demo with --model_path pointing at an example "
        "person image (.jpg) rather than the released .safetensors checkpoint: safe_open reads "
        "the JPEG bytes as a safetensors header and rejects it. The maintainer pointed to an earlier "
        "issue where the answer was that model_path must be the checkpoint file. A wrong argument "
        "that fails every launch.",
    ),
    real(
        GH + "NVIDIA-AI-Blueprints/bring-llms-to-nim/issues/7",
        "NVIDIA-AI-Blueprints/bring-llms-to-nim",
        "nan_or_value_error",
        "user_code",
        USER,
        "Bfloat16 is only supported on GPUs with compute capability of at least 8.0. Your Quadro RTX 6000 GPU",
        r"""
        ERROR 2025-07-21 14:34:24.934 async_trtllm_engine_factory.py:62] Bfloat16 is only supported on GPUs with compute capability of at least 8.0. Your Quadro RTX 6000 GPU has compute capability 7.5. You can use float16 instead by explicitly setting the `dtype` flag in CLI, for example: --dtype=half.
        Traceback (most recent call last):
          File "/opt/nim/llm/nim_llm_sdk/engine/async_trtllm_engine_factory.py", line 51, in nim_run_mp_engine
            engine = MQLLMEngine.from_engine_args(engine_args=engine_args, usage_context=usage_context, ipc_path=ipc_path)
          File "/opt/nim/llm/.venv/lib/python3.12/site-packages/vllm/engine/multiprocessing/engine.py", line 125, in from_engine_args
            return cls(ipc_path=ipc_path,
          File "/opt/nim/llm/.venv/lib/python3.12/site-packages/vllm/engine/multiprocessing/engine.py", line 77, in __init__
            self.engine = LLMEngine(*args, **kwargs)
          File "/opt/nim/llm/.venv/lib/python3.12/site-packages/vllm/engine/llm_engine.py", line 274, in __init__
            self.model_executor = executor_class(vllm_config=vllm_config, )
        """,
        "Deploying a Hugging Face LLM through a NIM container on a Quadro RTX 6000 (Turing): the "
        "vLLM engine refuses the model's bfloat16 dtype on a compute-capability 7.5 card (the "
        "caret lines of the Python traceback are left out). The thread has no answer; the error "
        "names the fix (--dtype=half). A dtype/hardware mismatch that fails every start until the "
        "deployment config changes.",
    ),
    real(
        GH + "mit-han-lab/bevfusion/issues/107",
        "mit-han-lab/bevfusion",
        "cuda_error",
        "user_code",
        USER,
        "RuntimeError: CUDA error: no kernel image is available for execution on the device",
        r"""
        RuntimeError: CUDA error: no kernel image is available for execution on the device
        CUDA kernel errors might be asynchronously reported at some other API call,so the stacktrace below might be incorrect.
        For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
        --------------------------------------------------------------------------
        Primary job  terminated normally, but 1 process returned
        a non-zero exit code. Per user-direction, the job has been aborted.
        --------------------------------------------------------------------------
        """,
        "Evaluating the pretrained BEVFusion detector on 8 GPUs (torchpack dist-run -np 8, which "
        "launches through mpirun) fails in the project's compiled CUDA ops (the reporter saw the "
        "sparse-convolution backbone run and the BEV pooling kernel fail). The thread shows no "
        "resolution, so the label rests on the log: the custom extension was built without code "
        "for this GPU's architecture, which fails identically on every run until it is rebuilt.",
    ),
    real(
        GH + "lich99/ChatGLM-finetune-LoRA/issues/16",
        "lich99/ChatGLM-finetune-LoRA",
        "cuda_error",
        "user_code",
        USER,
        "RuntimeError: CUDA error: invalid device ordinal",
        r"""
        Traceback (most recent call last):
          File "/home/searchgpt/yq/ChatGLM-finetune-LoRA/train_new.py", line 38, in <module>
            accelerator = Accelerator(mixed_precision=mixed_precision, gradient_accumulation_steps=accumulate_step, deepspeed_plugin=deepspeed_plugin)
          File "/home/searchgpt/anaconda3/envs/stanford_alpaca/lib/python3.10/site-packages/accelerate/accelerator.py", line 340, in __init__
            self.state = AcceleratorState(
          File "/home/searchgpt/anaconda3/envs/stanford_alpaca/lib/python3.10/site-packages/accelerate/state.py", line 539, in __init__
            PartialState(cpu, **kwargs)
          File "/home/searchgpt/anaconda3/envs/stanford_alpaca/lib/python3.10/site-packages/accelerate/state.py", line 123, in __init__
            torch.cuda.set_device(self.device)
          File "/home/searchgpt/anaconda3/envs/stanford_alpaca/lib/python3.10/site-packages/torch/cuda/__init__.py", line 350, in set_device
            torch._C._cuda_setDevice(device)
        RuntimeError: CUDA error: invalid device ordinal
        CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
        For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
        Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.
        """,
        "LoRA fine-tuning of ChatGLM launched with the repository's accelerate config "
        "(accelerate launch --config_file config/default_config.yaml) on one node with two A100s: "
        "a worker asks torch.cuda.set_device for a GPU index the node does not have, before any "
        "training. The excerpt shows no resolution, so the label rests on the log: a launcher "
        "config that starts more processes than there are visible GPUs, which fails every launch.",
    ),
    real(
        GH + "declare-lab/Emma-X/issues/1",
        "declare-lab/Emma-X",
        "model_loading_error",
        "framework_bug",
        USER,
        "ValueError: The checkpoint you are trying to load has model type `openvla` but Transformers does not recognize this architecture.",
        r"""
        ValueError: The checkpoint you are trying to load has model type `openvla` but Transformers does not recognize this architecture. This could be because of an issue with the checkpoint, or because your version of Transformers is out of date.
        """,
        "Loading the released Emma-X vision-language-action checkpoint fails: its config names a "
        "model type (openvla) that the installed Transformers cannot map to a class. The maintainer "
        "fixed the published checkpoint and asked the reporter to clear the Hugging Face cache and "
        "load again. A bad model artifact upstream: restarting against the same cached files fails "
        "the same way, so the user has to refresh the cache once the fix is published.",
    ),
    real(
        GH + "youngwanLEE/centermask2/issues/9",
        "youngwanLEE/centermask2",
        "nan_or_value_error",
        "user_code",
        USER,
        "FloatingPointError: Loss became infinite or NaN at iteration=137!",
        r"""
        -- Process 1 terminated with the following error:
        Traceback (most recent call last):
          File "/home/alfrid/.virtualenvs/jupyter/lib/python3.6/site-packages/torch/multiprocessing/spawn.py", line 19, in _wrap
            fn(i, *args)
          File "/home/alfrid/.virtualenvs/jupyter/lib/python3.6/site-packages/detectron2/engine/launch.py", line 84, in _distributed_worker
            main_func(*args)
          File "/home/alfrid/Documents/repos/centermask2/train_net.py", line 338, in main
            return trainer.train()
          File "/home/alfrid/Documents/repos/centermask2/train_net.py", line 201, in train
            self.train_loop(self.start_iter, self.max_iter)
          File "/home/alfrid/Documents/repos/centermask2/train_net.py", line 190, in train_loop
            self.run_step()
          File "/home/alfrid/.virtualenvs/jupyter/lib/python3.6/site-packages/detectron2/engine/train_loop.py", line 216, in run_step
            self._detect_anomaly(losses, loss_dict)
          File "/home/alfrid/.virtualenvs/jupyter/lib/python3.6/site-packages/detectron2/engine/train_loop.py", line 239, in _detect_anomaly
            self.iter, loss_dict
        FloatingPointError: Loss became infinite or NaN at iteration=137!
        """,
        "Multi-GPU CenterMask2 (detectron2) training stops at iteration 137: the trainer's anomaly "
        "check finds a non-finite loss on one worker (the loss_dict printed after it is cut off in "
        "the excerpt). The thread shows no resolution, so the label rests on the log: a diverging "
        "loss early in training, which a plain restart from the same config and checkpoint repeats.",
    ),
]
