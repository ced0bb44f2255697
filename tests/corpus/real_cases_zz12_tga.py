# ruff: noqa
"""Real excerpts, batch ZZ12-TGA: a held-out, test-fold batch shaped like an operator's week of
failures of LLM/GPU training and fine-tuning jobs (hardware, NCCL errors and hangs, launcher and
scheduler process deaths, CUDA and host OOM, data/checkpoint/storage/network errors, Hugging Face
Hub, version and environment mismatches, Python exceptions in training scripts, NaN losses),
gathered blind from GitHub issue threads of repositories new to the corpus whose `fold_of(repo)`
is "test". Taken as the searches returned them, not picked for what crashcart can do; nobody ran
crashcart on them, nor read its rules, before or after they were labelled. Verbatim log lines as
printed in each thread (trimmed to the relevant part); labelled from what each thread concluded,
or from the log where it concluded nothing (the notes say which)."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    # --- NCCL timeouts with no root cause -------------------------------------------------------
    real(
        GH + "zai-org/GLM-130B/issues/132",
        "zai-org/GLM-130B",
        "nccl_timeout",
        "unknown",
        HUMAN,
        "RuntimeError: NCCL communicator was aborted on rank 2.",
        r"""
        After run successfully and passed several minutes, it occured this error:

        RuntimeError: NCCL communicator was aborted on rank 2.  Original reason for failure was: [Rank 2] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=10, OpType=BROADCAST, Timeout(ms)=1800000) ran for 1805457 milliseconds before timing out.
        """,
        "GLM-130B inference/serving run across several GPUs: after some minutes rank 2's watchdog "
        "aborts a BROADCAST that ran past the 30-minute timeout. The thread concluded nothing (a "
        "second user saw the same with the int4 model); no rank, node or root-cause line is named, "
        "so the label rests on the log: a bare collective timeout.",
        ambiguous=True,
    ),
    real(
        GH + "InternLM/InternLM/issues/290",
        "InternLM/InternLM",
        "nccl_timeout",
        "unknown",
        HUMAN,
        "[E ProcessGroupNCCL.cpp:821] [Rank 0] Watchdog caught collective operation timeout",
        r"""
        [E ProcessGroupNCCL.cpp:821] [Rank 0] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=316, OpType=ALLREDUCE, Timeout(ms)=1800000) ran for 1803457 milliseconds before timing out.
        [E ProcessGroupNCCL.cpp:821] [Rank 3] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=316, OpType=ALLREDUCE, Timeout(ms)=1800000) ran for 1803620 milliseconds before timing out.
        [E ProcessGroupNCCL.cpp:456] Some NCCL operations have failed or timed out. Due to the asynchronous nature of CUDA kernels, subsequent GPU operations might run on corrupted/incomplete data.
        [E ProcessGroupNCCL.cpp:461] To avoid data inconsistency, we are taking the entire process down.
        terminate called after throwing an instance of 'std::runtime_error'
          what():  [Rank 0] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=316, OpType=ALLREDUCE, Timeout(ms)=1800000) ran for 1803457 milliseconds before timing out.
        2023-09-07 09:14:40,098 ERROR train.py:308 in <module> -- Raise exception from f363ff97a009 with rank id: 3
        Traceback (most recent call last):
          File "/home/jovyan/work/workspace/tiansiyuan/InternLM/train.py", line 306, in <module>
            main(args)
          File "/home/jovyan/work/workspace/tiansiyuan/InternLM/train.py", line 227, in main
            _, _, loss = trainer.execute_schedule(
        """,
        "InternLM pre-training got stuck with the GPUs in different states, then ranks 0 and 3 time "
        "out in the same ALLREDUCE (SeqNum 316). The thread never found the cause (the reporter's "
        "environment was gone; another user guessed a NaN loss on one rank). No root cause in the "
        "log: a collective timeout to be looked at by a human.",
        ambiguous=True,
    ),
    # --- storage -----------------------------------------------------------------------------------
    real(
        GH + "google-research/text-to-text-transfer-transformer/issues/280",
        "google-research/text-to-text-transfer-transformer",
        "storage_error",
        "transient",
        RESTART,
        "All 10 retry attempts failed. The last failure: Unavailable: Error executing an HTTP request: HTTP response code 503",
        r"""
        I0626 06:03:25.061087 139703188657984 basic_session_run_hooks.py:614] Calling checkpoint listeners before saving checkpoint 8300...
        INFO:tensorflow:Before Save.
        I0626 06:03:25.061593 139703188657984 ops.py:5742] Before Save.
        INFO:tensorflow:About to write a checkpoint
        I0626 06:03:29.075753 139703188657984 ops.py:5744] About to write a checkpoint
        INFO:tensorflow:Saving checkpoints for 8300 into gs://xxxxxxxx/11b/model.ckpt.
        I0626 06:03:29.076128 139703188657984 basic_session_run_hooks.py:618] Saving checkpoints for 8300 into gs://prot-transformers-eu/t5/models/un
        iref100/11b/model.ckpt.
        INFO:tensorflow:An error was raised. This may be due to a preemption in a connected worker or parameter server. The current session will be c
        losed and a new session will be created. This error may also occur due to a gRPC failure caused by high memory or network bandwidth usage in
        the parameter servers. If this error occurs repeatedly, try increasing the number of parameter servers assigned to the job. Error: From /job:
        worker/replica:0/task:15:
        All 10 retry attempts failed. The last failure: Unavailable: Error executing an HTTP request: HTTP response code 503
        """,
        "Training T5-11B on a TPU v3-512 keeps crashing and recovering while writing checkpoints to "
        "a GCS bucket: a worker's writes fail after 10 retries with HTTP 503 from the object store "
        "and TensorFlow recreates the session. The excerpt's conclusion is the object store's "
        "transient unavailability; label from the log: transient storage error, resume from the "
        "last checkpoint.",
    ),
    # --- model / checkpoint loading ----------------------------------------------------------------
    real(
        GH + "nicolaus-huang/ProcessPainter/issues/5",
        "nicolaus-huang/ProcessPainter",
        "model_loading_error",
        "user_code",
        USER,
        "safetensors_rust.SafetensorError: Error while deserializing header: HeaderTooLarge",
        r"""
          File "/root/miniconda3/lib/python3.10/site-packages/transformers/modeling_utils.py", line 2560, in from_pretrained
            state_dict = load_state_dict(resolved_archive_file)
          File "/root/miniconda3/lib/python3.10/site-packages/transformers/modeling_utils.py", line 429, in load_state_dict
            with safe_open(checkpoint_file, framework="pt") as f:
        safetensors_rust.SafetensorError: Error while deserializing header: HeaderTooLarge
        """,
        "Loading the pretrained weights with from_pretrained fails on the safetensors header; the "
        "reporter suspected the .safetensors file itself was wrong and the thread was closed without "
        "a recorded fix. Label from the log: the weight file is not a valid safetensors file (a "
        "partial download or a git-lfs pointer); it fails the same way until the file is replaced.",
    ),
    # --- NaN / divergence -------------------------------------------------------------------------
    real(
        GH + "cactus-compute/needle/issues/53",
        "cactus-compute/needle",
        "nan_or_value_error",
        "framework_bug",
        USER,
        "epoch 1/3  step 2/39  loss nan",
        r"""
        checkpoints/needle2.pkl not found locally, downloading from HF...
        training on 200 examples, seq_len 1024
        LoRA rank 16 on 10 weight groups (compiling...)
        epoch 1/3  step 1/39  loss 1.1031
        epoch 1/3  step 2/39  loss nan
        """,
        "LoRA fine-tuning with `needle finetune` goes to a NaN loss at step 2 at any learning rate. "
        "The thread (and the fixing PR #59) found two bugs in the fine-tuning code: LoRA targeted "
        "all-zero mtp_block weights and the LoRA matrices were cast to a 16-bit dtype that overflows. "
        "Deterministic divergence that recurs on every restart until the code is fixed.",
    ),
    # --- host memory / scheduler -------------------------------------------------------------------
    real(
        GH + "alauda/kubeflow-chart/issues/45",
        "alauda/kubeflow-chart",
        "host_oom",
        "user_code",
        USER,
        "OOMKilled",
        r"""
        kubeflow                    training-operator-8569f97489-zkxbt                            0/1     OOMKilled
        """,
        "Installing the Kubeflow chart, the training-operator pod that runs the cluster's training "
        "jobs is OOMKilled at its configured memory limit. The thread's fix was to raise the limit "
        "in the chart values (the maintainers agreed to change the default). A configuration limit "
        "that recurs until it is changed.",
    ),
    # --- Hugging Face Hub --------------------------------------------------------------------------
    real(
        GH + "LetheSec/HuggingFace-Download-Accelerator/issues/13",
        "LetheSec/HuggingFace-Download-Accelerator",
        "dataset_loading_error",
        "transient",
        RESTART,
        "huggingface_hub.utils._errors.HfHubHTTPError: 429 Client Error: Too Many Requests",
        r"""
        huggingface_hub.utils._errors.HfHubHTTPError: 429 Client Error: Too Many Requests
        """,
        "Downloading a large dataset for training through the Hub mirror fails with HTTP 429. The "
        "thread's only diagnosis is that the mirror is unstable/rate-limiting; nothing is wrong in "
        "the job. Rate limiting by the Hub is transient: retry later (resume the download).",
    ),
    # --- CUDA OOM ----------------------------------------------------------------------------------
    real(
        GH + "bigcode-project/starcoder/issues/15",
        "bigcode-project/starcoder",
        "cuda_oom",
        "user_code",
        USER,
        "OutOfMemoryError: CUDA out of memory. Tried to allocate 144.00 MiB",
        r"""
        OutOfMemoryError: CUDA out of memory. Tried to allocate 144.00 MiB (GPU 0; 23.69 GiB total capacity; 21.01 GiB already allocated; 77.06 MiB free; 22.23 GiB reserved in total by PyTorch) If reserved memory is >>
        allocated memory try setting max_split_size_mb to avoid fragmentation.  See documentation for Memory Management and PYTORCH_CUDA_ALLOC_CONF
        """,
        "Fine-tuning StarCoder with the README's LoRA command on a 24 GB RTX 3090: training runs, "
        "but every checkpoint save (reproduced early with --save_freq 2) runs out of GPU memory. "
        "The thread pointed at a bitsandbytes regression (downgrading to 0.37.2) and at the card "
        "being too small; either way it recurs at every save until the environment or the config "
        "changes.",
    ),
    # --- version / environment mismatches ----------------------------------------------------------
    real(
        GH + "urchade/GLiNER/issues/214",
        "urchade/GLiNER",
        "type_error",
        "user_code",
        USER,
        "TypeError: Trainer.training_step() takes 3 positional arguments but 4 were given",
        r"""
        TypeError                                 Traceback (most recent call last)
        [<ipython-input-9-8fc1f212d808>](https://localhost:8080/#) in <cell line: 36>()
             34 )
             35
        ---> 36 trainer.train()

        1 frames
        [/usr/local/lib/python3.10/dist-packages/transformers/trainer.py](https://localhost:8080/#) in train(self, resume_from_checkpoint, trial, ignore_keys_for_eval, **kwargs)
           2121                 hf_hub_utils.enable_progress_bars()
           2122         else:
        -> 2123             return inner_training_loop(
           2124                 args=args,
           2125                 resume_from_checkpoint=resume_from_checkpoint,

        [/usr/local/lib/python3.10/dist-packages/transformers/trainer.py](https://localhost:8080/#) in _inner_training_loop(self, batch_size, args, resume_from_checkpoint, trial, ignore_keys_for_eval)
           2479                     )
           2480                     with context():
        -> 2481                         tr_loss_step = self.training_step(model, inputs, num_items_in_batch)
           2482
           2483                     if (

        TypeError: Trainer.training_step() takes 3 positional arguments but 4 were given
        """,
        "Fine-tuning GLiNER with the demo notebook: the installed transformers release calls "
        "training_step with a new num_items_in_batch argument that GLiNER's Trainer subclass does "
        "not accept. A library version mismatch (labelled a bug in GLiNER, fixed by pinning or "
        "updating); it fails the same way on every run until the environment changes.",
    ),
    real(
        GH + "Azure/azureml-examples/issues/346",
        "Azure/azureml-examples",
        "runtime_error",
        "framework_bug",
        USER,
        "RuntimeError: Device index must not be negative",
        r"""
        Traceback (most recent call last):
          File "train.py", line 171, in <module>
            data[0].to(model_engine.local_rank),
        RuntimeError: Device index must not be negative
        """,
        "The AzureML DeepSpeed CIFAR training workflow started failing every run: the curated "
        "environment's DeepSpeed left local_rank at -1. The DeepSpeed team fixed it and published "
        "a new curated environment (deepspeed 0.3.11), after which the test went green. A "
        "deterministic environment/framework bug, not a transient fault: resubmitting unchanged "
        "fails again.",
    ),
    real(
        GH + "Azure/azureml-examples/issues/357",
        "Azure/azureml-examples",
        "cuda_error",
        "user_code",
        USER,
        "RuntimeError: CUDA error: no kernel image is available for execution on the device",
        r"""
        RuntimeError: CUDA error: no kernel image is available for execution on the device
        """,
        "The AzureML DeepSpeed CIFAR example, run with the curated AzureML-DeepSpeed-0.3-GPU "
        "environment on a STANDARD_NV6 (Tesla M60) node, fails at its first CUDA kernel: the "
        "environment's binaries carry no kernels for that GPU architecture. The thread lists it as "
        "having no workaround other than a different environment or VM size; it recurs on every "
        "restart on that SKU.",
    ),
    # --- data loading / shared memory --------------------------------------------------------------
    real(
        GH + "NVlabs/Deep_Object_Pose/issues/297",
        "NVlabs/Deep_Object_Pose",
        "dataloader_killed",
        "user_code",
        USER,
        "RuntimeError: DataLoader worker (pid 262) is killed by signal: Bus error.",
        r"""
        root@gpu:~/catkin_ws/src/dope/scripts/train2# python3 -m torch.distributed.launch --nproc_per_node=1 train.py --network dope --epochs 2 --batchsize 10 --outf tmp/ --data ../nvisii_data_gen/output/dataset/woodbar/
        start: 17:01:39.357640
        load data: ['../nvisii_data_gen/output/dataset/woodbar/']
        load data:
        training data: 12000 batches
        load models
        ready to train!
        ERROR: Unexpected bus error encountered in worker. This might be caused by insufficient shared memory (shm).
        ERROR: Unexpected bus error encountered in worker. This might be caused by insufficient shared memory (shm).
        RuntimeError: DataLoader worker (pid 262) is killed by signal: Bus error. It is possible that dataloader's workers are out of shared memory. Please try to raise your shared memory limit.
        """,
        "Training DOPE inside the project's docker image on an 8-GPU server: DataLoader workers die "
        "with SIGBUS as soon as training starts. The thread got no maintainer answer; the log itself "
        "names the cause (the container's /dev/shm is too small for the workers). A configuration "
        "limit of the container that recurs until --shm-size/--ipc=host or fewer workers.",
    ),
    real(
        GH + "nianticlabs/simplerecon/issues/3",
        "nianticlabs/simplerecon",
        "dataloader_killed",
        "user_code",
        USER,
        "ERROR: Unexpected bus error encountered in worker. This might be caused by insufficient shared memory (shm).",
        r"""
        ERROR: Unexpected bus error encountered in worker. This might be caused by insufficient shared memory (shm).
        """,
        "Training SimpleRecon crashes with the DataLoader's shared-memory bus error. The maintainer "
        "diagnosed the system's shared memory limit (docker --shm-size) and the reporter confirmed "
        "that raising it fixed the run. Recurs until the limit is raised.",
    ),
    # --- distributed programming errors ------------------------------------------------------------
    real(
        GH + "Wu0409/DuPL/issues/1",
        "Wu0409/DuPL",
        "runtime_error",
        "user_code",
        USER,
        "RuntimeError: Expected to have finished reduction in the prior iteration before starting a new one.",
        r"""
        RuntimeError: Expected to have finished reduction in the prior iteration before starting a new one. This error indicates that your module has parameters that were not used in producing loss. Since `find_unused_parameters=True` is enabled, this likely  means that not all `forward` outputs participate in computing loss. You can fix this by making sure all `forward` function outputs participate in calculating loss.
        """,
        "Reproducing DuPL's VOC training on a single GPU with the project's DDP script: DDP's reducer "
        "finds forward outputs that never reach the loss. The maintainer's answer was to strip the "
        "DDP wrappers for single-GPU training (or make every output participate). A code/usage "
        "error that recurs at the same step.",
    ),
    real(
        GH + "locuslab/open-unlearning/issues/20",
        "locuslab/open-unlearning",
        "nan_or_value_error",
        "framework_bug",
        USER,
        "ValueError: not enough values to unpack (expected 3, got 2)",
        r"""
        Traceback (most recent call last):
          File "/root/tofu/forget.py", line 187, in main
            trainer.train()
          File "/usr/local/lib/python3.10/dist-packages/transformers/trainer.py", line 1780, in train
            return inner_training_loop(
          File "/usr/local/lib/python3.10/dist-packages/transformers/trainer.py", line 2118, in _inner_training_loop
            tr_loss_step = self.training_step(model, inputs)
          File "/usr/local/lib/python3.10/dist-packages/transformers/trainer.py", line 3036, in training_step
            loss = self.compute_loss(model, inputs)
          File "/root/tofu/dataloader.py", line 149, in compute_loss
            idk_inputs, forget_inputs, retain_inputs = inputs
        ValueError: not enough values to unpack (expected 3, got 2)
        """,
        "Unlearning fine-tune of TOFU with forget_loss=dpo: the DPO branch of compute_loss expects "
        "three input groups but the collator yields two. The maintainers said the dpo path was not "
        "the one used in the paper (use forget_loss=idk) and was not maintained; a code bug that "
        "fails identically on every run.",
    ),
    real(
        GH + "salesforce/PCL/issues/10",
        "salesforce/PCL",
        "model_loading_error",
        "user_code",
        USER,
        "RuntimeError: Error(s) in loading state_dict for DistributedDataParallel:",
        r"""
        RuntimeError: Error(s) in loading state_dict for DistributedDataParallel:
                Missing key(s) in state_dict: "module.queue", "module.queue_ptr", "module.encoder_k.conv1.weight", "module.encoder_k.bn1.weight", "module.encoder_k.bn1.bias", "module.encoder_k.bn1.running_mean", "module.encoder_k.bn1.running_var", "module.encoder_k.layer1.0.conv1.weight", "module.encoder_k.layer1.0.bn1.weight", "module.encoder_k.layer1.0.bn1.bias", "module.encoder_k.layer1.0.bn1.running_mean", "module.encoder_k.layer1.0.bn1.running_var", "module.encoder_k.layer1.0.conv2.weight", "module.encoder_k.layer1.0.bn2.weight", "module.encoder_k.layer1.0.bn2.bias", "module.encoder_k.layer1.0.bn2.running_mean", "module.encoder_k.layer1.0.bn2.running_var", "module.encoder_k.layer1.0.conv3.weight", "module.encoder_k.layer1.0.bn3.weight", "module.encoder_k.layer1.0.bn3.bias", "module.encoder_k.layer1.0.bn3.running_mean", "module.encoder_k.layer1.0.bn3.running_var", "module.encoder_k.layer1.0.downsample.0.weight", "module.encoder_k.layer1.0.downsample.1.weight", "module.encoder_k.layer1.0.do
        """,
        "Trying to resume PCL's distributed pre-training from one of the released pretrained "
        "models: the released file holds only the query encoder, so the DDP-wrapped training model "
        "misses the key encoder and queue. A checkpoint/model mismatch chosen by the user; resuming "
        "with that file fails every time.",
    ),
    real(
        GH + "aws-samples/llm_model_hub/issues/115",
        "aws-samples/llm_model_hub",
        "cuda_error",
        "unknown",
        HUMAN,
        "torch.distributed.DistBackendError: NCCL error in: /pytorch/torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:3699, unhandled cuda error",
        r"""
        torch.distributed.DistBackendError: NCCL error in: /pytorch/torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:3699, unhandled cuda error (run with NCCL_DEBUG=INFO for details), NCCL version 2.27.3
        --
        UnhandledCudaError: Call to CUDA function failed.
        """,
        "Running the project's GRPO demo fails in NCCL with an unhandled CUDA error. The thread has "
        "no answer and the log names no CUDA call, device or node; the label rests on the log: a "
        "bare CUDA failure surfaced through NCCL, to be looked at with NCCL_DEBUG=INFO.",
        ambiguous=True,
    ),
    # --- network / hub reachability ----------------------------------------------------------------
    real(
        GH + "tomaarsen/SpanMarkerNER/issues/52",
        "tomaarsen/SpanMarkerNER",
        "connection_error",
        "user_code",
        USER,
        "MaxRetryError: HTTPSConnectionPool(host='huggingface.co', port=443): Max retries exceeded",
        r"""
        File /opt/conda/lib/python3.10/site-packages/urllib3/util/retry.py:592, in Retry.increment(self, method, url, response, error, _pool, _stacktrace)
            591 if new_retry.is_exhausted():
        --> 592     raise MaxRetryError(_pool, url, error or ResponseError(cause))
            594 log.debug("Incremented Retry for (url='%s'): %r", url, new_retry)

        MaxRetryError: HTTPSConnectionPool(host='huggingface.co', port=443): Max retries exceeded with url: /bert-base-uncased/resolve/main/config.json (Caused by NewConnectionError('<urllib3.connection.HTTPSConnection object at 0x783edf828070>: Failed to establish a new connection: [Errno -3] Temporary failure in name resolution'))

        During handling of the above exception, another exception occurred:

        ConnectionError                           Traceback (most recent call last)
        File /opt/conda/lib/python3.10/site-packages/huggingface_hub/file_download.py:1238, in hf_hub_download(repo_id, filename, subfolder, repo_type, revision, library_name, library_version, cache_dir, local_dir, local_dir_use_symlinks, user_agent, force_download, force_filename, proxies, etag_timeout, resume_download, token, local_files_only, legacy_cache_layout, endpoint)
           1237 try:
        -> 1238     metadata = get_hf_file_metadata(
        """,
        "Loading a SpanMarker model the user trained, on a machine with internet disabled: the "
        "model's config still names the bert-base-uncased encoder, which is fetched from the Hub "
        "and DNS fails. The environment has no network by design, so it fails the same way on every "
        "run until the encoder is saved locally / offline mode is configured.",
    ),
    real(
        GH + "alvinliu0/HumanGaussian/issues/4",
        "alvinliu0/HumanGaussian",
        "connection_error",
        "user_code",
        USER,
        "requests.exceptions.ConnectionError: (MaxRetryError(\"HTTPSConnectionPool(host='huggingface.co', port=443)",
        r"""
        requests.exceptions.ConnectionError: (MaxRetryError("HTTPSConnectionPool(host='huggingface.co', port=443): Max retries exceeded with url: /stabilityai/stable-diffusion-2-base/resolve/main/tokenizer/config.json (Caused by NewConnectionError('<urllib3.connection.HTTPSConnection object at 0x7f80afce3400>: Failed to establish a new connection: [Errno 101] Network is unreachable'))"), '(Request ID: 33cda6e5-6601-4ed8-abcc-296d8b9a2b32)')

        huggingface_hub.utils._errors.LocalEntryNotFoundError: An error happened while trying to locate the file on the Hub and we cannot find the requested files in the local cache. Please check your connection and try again or make sure your Internet connection is on.
        """,
        "Starting HumanGaussian training where huggingface.co is unreachable from the machine "
        "(\"HuggingFace用不了\"): the guidance model cannot be fetched. The maintainer's fix was to "
        "download the pretrained models to a local folder and point the config at it. The network "
        "policy does not change on retry: the user must act.",
    ),
    # --- object storage ----------------------------------------------------------------------------
    real(
        GH + "huggingface/datatrove/issues/302",
        "huggingface/datatrove",
        "storage_error",
        "transient",
        RESTART,
        "{'Error': {'Code': 'SlowDown', 'Message': 'Please reduce your request rate.'}",
        r"""
        {'Error': {'Code': 'SlowDown', 'Message': 'Please reduce your request rate.'}
        """,
        "Processing CommonCrawl for LLM pre-training data with datatrove, workers frequently fail "
        "reading from the shared CommonCrawl S3 bucket with SlowDown. The maintainer explained it is "
        "throttling on the shared bucket (see CommonCrawl's status page) and suggested fewer "
        "concurrent workers, random start delays and more retries. Throttling is transient: retry "
        "and resume.",
    ),
    # --- process deaths without a cause ------------------------------------------------------------
    real(
        GH + "JIA-Lab-research/LISA/issues/33",
        "JIA-Lab-research/LISA",
        "host_oom",
        "unknown",
        HUMAN,
        "[2023-08-22 11:46:22,908] [INFO] [launch.py:315:sigkill_handler] Killing subprocess 3210",
        r"""
        You are using the legacy behaviour of the <class 'transformers.models.llama.tokenization_llama.LlamaTokenizer'>. This means that tokens that come after special tokens will not be properly handled. We recommend you to read the related pull request available at https://github.com/huggingface/transformers/pull/24565
        Loading checkpoint shards:  50%|███████████████████████████████████████████████████████████▌                                                           | 1/2 [00:10<00:10, 10.36s/it][2023-08-22 11:46:22,908] [INFO] [launch.py:315:sigkill_handler] Killing subprocess 3210
        [2023-08-22 11:46:23,766] [INFO] [launch.py:315:sigkill_handler] Killing subprocess 3211
        [2023-08-22 11:46:24,696] [INFO] [launch.py:315:sigkill_handler] Killing subprocess 3212
        Loading checkpoint shards:  50%|███████████████████████████████████████████████████████████▌                                                           | 1/2 [00:18<00:18, 18.49s/it][2023-08-22 11:46:25,962] [INFO] [launch.py:315:sigkill_handler] Killing subprocess 3213
        [2023-08-22 11:46:26,758] [INFO] [launch.py:315:sigkill_handler] Killing subprocess 3214
        [2023-08-22 11:46:26,758] [INFO] [launch.py:315:sigkill_handler] Killing subprocess 3215
        """,
        "LISA training launched with the deepspeed launcher: every rank loads the LLaVA checkpoint "
        "shards at once and the launcher starts killing its subprocesses halfway through the load "
        "(the same script run as a single process loads fine). Nothing in the excerpt records an "
        "OOM kill or names the dead rank's error; a host-memory kill during shard loading is the "
        "likely reading, but the log alone leaves it open.",
        ambiguous=True,
    ),
    real(
        GH + "Facico/Chinese-Vicuna/issues/113",
        "Facico/Chinese-Vicuna",
        "other",
        "unknown",
        HUMAN,
        "ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: 1) local_rank: 0 (pid: 1622990) of binary",
        r"""
        ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: 1) local_rank: 0 (pid: 1622990) of binary: /home/changquan/anaconda3/envs/lang/bin/python
        Traceback (most recent call last):
          File "/home/changquan/anaconda3/envs/lang/bin/torchrun", line 8, in <module>
            sys.exit(main())
          File "/home/changquan/anaconda3/envs/lang/lib/python3.8/site-packages/torch/distributed/elastic/multiprocessing/errors/__init__.py", line 346, in wrapper
            return f(*args, **kwargs)
          File "/home/changquan/anaconda3/envs/lang/lib/python3.8/site-packages/torch/distributed/run.py", line 794, in main
            run(args)
        """,
        "Chinese-Vicuna LoRA fine-tuning under torchrun: only the launcher's report that local rank "
        "0 exited with code 1 was posted, and the reporter asked whether memory was the cause. The "
        "worker's own traceback is not in the excerpt and the thread settled nothing; a bare exit "
        "code for a human to chase.",
        ambiguous=True,
    ),
    real(
        GH + "shuaijiang/Whisper-Finetune/issues/2",
        "shuaijiang/Whisper-Finetune",
        "runtime_error",
        "user_code",
        USER,
        "Some tensors share memory, this will lead to duplicate memory on disk and potential differences when loading them again: {failing}.",
        r"""
         Some tensors share memory, this will lead to duplicate memory on disk and potential differences when loading them again: {failing}.
                    A potential way to correctly save your model is to use `save_model`.
                    More information at https://huggingface.co/docs/safetensors/torch_shared_tensors
        """,
        "Fine-tuning Whisper, the run fails when the trainer saves the model: safetensors refuses "
        "tied/shared tensors. Commenters fixed it by pinning a compatible peft/transformers/torch "
        "set or by setting save_safetensors=False. A library-version/config mismatch that recurs at "
        "every save until changed.",
    ),
    # --- CUDA library failures ---------------------------------------------------------------------
    real(
        GH + "chaoyi-wu/Finetune_LLAMA/issues/9",
        "chaoyi-wu/Finetune_LLAMA",
        "assertion_error",
        "user_code",
        USER,
        "indexSelectLargeIndex: block: [85,0,0], thread: [62,0,0] Assertion `srcIndex < srcSelectDimSize` failed.",
        r"""
        /opt/conda/conda-bld/pytorch_1682343995622/work/aten/src/ATen/native/cuda/Indexing.cu  File "/home/miniconda3/envs/pt2/lib/python3.11/site-packages/peft/peft_model.py", line 678, in forward
        :1146: indexSelectLargeIndex: block: [85,0,0], thread: [62,0,0] Assertion `srcIndex < srcSelectDimSize` failed.
        /opt/conda/conda-bld/pytorch_1682343995622/work/aten/src/ATen/native/cuda/Indexing.cu:1146: indexSelectLargeIndex: block: [85,0,0], thread: [63,0,0] Assertion `srcIndex < srcSelectDimSize` failed.
            return self.base_model(
                   ^^^^^^^^^^^^^^^^
          File "/home/miniconda3/envs/pt2/lib/python3.11/site-packages/torch/nn/modules/module.py", line 1501, in _call_impl
            return forward_call(*args, **kwargs)
                   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
          File "/home/miniconda3/envs/pt2/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py", line 809, in forward
            outputs = self.model(
                      ^^^^^^^^^^^
        """,
        "After switching LLaMA fine-tuning to the user's own Chinese dataset the run dies with "
        "CUBLAS_STATUS_NOT_INITIALIZED, preceded (interleaved in the merged output) by the embedding "
        "lookup's device-side assert: token ids beyond the embedding table. The thread drew no "
        "conclusion; the log itself shows the data/tokenizer-vocabulary mismatch, which recurs on "
        "every run.",
    ),
    real(
        GH + "karpathy/llama2.c/issues/279",
        "karpathy/llama2.c",
        "cuda_error",
        "user_code",
        USER,
        "RuntimeError: CUDA error: CUBLAS_STATUS_NOT_INITIALIZED when calling `cublasCreate(handle)`",
        r"""
          File "C:\Users\user\.conda\envs\llama\Lib\site-packages\torch\nn\modules\module.py", line 1501, in _call_impl
            return forward_call(*args, **kwargs)
                   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
          File "C:\Users\user\.conda\envs\llama\Lib\site-packages\torch\nn\modules\linear.py", line 114, in forward
            return F.linear(input, self.weight, self.bias)
                   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
        RuntimeError: CUDA error: CUBLAS_STATUS_NOT_INITIALIZED when calling `cublasCreate(handle)``
        """,
        "Training a llama2.c model on Windows fails at the first matmul with cuBLAS not initialised. "
        "A commenter suggested GPU memory; the reporter found batch size 1 and sequence length 256 "
        "still failed and that the same run worked on Linux, i.e. an environment problem of that "
        "machine that recurs until the setup changes.",
    ),
]
