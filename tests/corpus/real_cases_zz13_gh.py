# ruff: noqa
"""Real excerpts, batch ZZ13-GH: development-fold failures of GPU training and serving runs (vLLM
engines and Ray workers, OpenRLHF PPO jobs, axolotl and unsloth fine-tuning, Hugging Face Hub
downloads at job start, fairseq and TensorFlow training), gathered from GitHub issue threads of big
repositories that are already in the corpus and whose `fold_of(repo)` is "dev" (vllm-project/vllm,
OpenRLHF/OpenRLHF, axolotl-ai-cloud/axolotl, unslothai/unsloth, huggingface/huggingface_hub,
facebookresearch/fairseq, tensorflow/tensorflow; apple/axlearn was searched but the index held no
thread with a usable log). No thread already listed in the corpus' sources was taken. Taken as the
issue searches returned them (CUDA and NCCL errors, out-of-memory, Ray worker deaths, Hub download
failures, checkpoint and loss-scale failures), not picked for what crashcart can do; nobody ran
crashcart on them before they were labelled. Verbatim log lines as printed in each thread (trimmed
to the relevant part; where the stored thread text ended inside a line, the line is cut there and
the notes say so); labelled from what each thread concluded, or from the log where it concluded
nothing (the notes say which)."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    # --- vLLM serving -----------------------------------------------------------------------------------
    real(
        GH + "vllm-project/vllm/issues/1801",
        "vllm-project/vllm",
        "nccl_timeout",
        "framework_bug",
        USER,
        "Watchdog caught collective operation timeout: WorkNCCL(SeqNum=1, OpType=ALLREDUCE",
        r"""
        (RayWorker pid=4751) [E ProcessGroupNCCL.cpp:474] [Rank 1] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=1, OpType=ALLREDUCE, NumelIn=1, NumelOut=1, Timeout(ms)=1800000) ran for 1800108 milliseconds before timing out.
        (RayWorker pid=4751) [E ProcessGroupNCCL.cpp:488] Some NCCL operations have failed or timed out. Due to the asynchronous nature of CUDA kernels, subsequent GPU operations might run on corrupted/incomplete data.
        (RayWorker pid=4751) [E ProcessGroupNCCL.cpp:494] To avoid data inconsistency, we are taking the entire process down.
        """,
        "The vllm-openai container started with --worker-use-ray --tensor-parallel-size 2 (Mistral-7B, "
        "--shm-size set) spins its two Ray workers at 100 % CPU and is killed after about 45 minutes: "
        "the very first all-reduce (SeqNum=1, one element) never completes. The thread, titled 'Nvidia "
        "drivers 545.29.02 broken --tensor-parallel-size', put it on that driver release; single-GPU "
        "runs work. It recurs on every start until the node's driver is changed, so a restart does "
        "not help and the owner has to act.",
    ),
    real(
        GH + "vllm-project/vllm/issues/3071",
        "vllm-project/vllm",
        "nccl_timeout",
        "framework_bug",
        USER,
        "Watchdog caught collective operation timeout: WorkNCCL(SeqNum=4967570",
        r"""
        (RayWorkerVllm pid=1394) [E ProcessGroupNCCL.cpp:475] [Rank 3] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=4967570, OpType=ALLREDUCE, NumelIn=73728, NumelOut=73728, Timeout(ms)=1800000) ran for 1800542 milliseconds before timing out.
        """,
        "A vLLM v0.3.1 server with Ray tensor-parallel workers ran for seven days and then hung in an "
        "all-reduce until the 30-minute watchdog fired on rank 3. A maintainer answered that this was "
        "fixed in vLLM v0.3.2; the fix is an upgrade of the serving stack, so the owner is told rather "
        "than the job being restarted into the same bug.",
    ),
    real(
        GH + "vllm-project/vllm/issues/13382",
        "vllm-project/vllm",
        "connection_error",
        "framework_bug",
        USER,
        "Error retrieving file list: (MaxRetryError(\"HTTPSConnectionPool(host='huggingface.co'",
        r"""
        $ vllm serve deepseek-ai/DeepSeek-R1-Distill-Qwen-14B --enable-reasoning --reasoning-parser deepseek_r1
        INFO 02-17 15:31:16 __init__.py:190] Automatically detected platform cuda.
        INFO 02-17 15:31:18 api_server.py:891] vLLM API server version 0.7.3.dev133+g84683fa2.d20250214
        ...
        ERROR 02-17 15:33:29 config.py:102] Error retrieving file list: (MaxRetryError("HTTPSConnectionPool(host='huggingface.co', port=443): Max retries exceeded with url: /api/models/deepseek-ai/DeepSeek-R1-Distill-Qwen-14B/tree/main?recursive=True&expand=False (Caused by ConnectTimeoutError(<urllib3.connection.HTTPSConnection object at 0x7f216b87a360>, 'Connection to huggingface.co timed out. (connect timeout=None)'))"), '(Request ID: 1ba47281-d3fd-47d8-b844-bc6c1984d527)'), retrying 1 of 2
        """,
        "With VLLM_USE_MODELSCOPE=True the server still listed the model's files through the Hugging "
        "Face Hub API, which the reporter's network cannot reach, so start-up stalls and fails on "
        "connect timeouts. The reporter fixed it in vLLM (PR #13384, 'Fix VLLM_USE_MODELSCOPE issue'). "
        "A vLLM bug that hits every start on that network: a restart does not help, the owner has to "
        "upgrade.",
    ),
    real(
        GH + "vllm-project/vllm/issues/16827",
        "vllm-project/vllm",
        "cuda_oom",
        "user_code",
        USER,
        "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 896.00 MiB. GPU 4",
        r"""
        (RayWorkerWrapper pid=301, ip=172.200.216.170) ERROR 04-18 01:30:29 [worker_base.py:620] torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 896.00 MiB. GPU 4 has a total capacity of 79.25 GiB of which 768.00 KiB is free. Including non-PyTorch memory, this process has 0 bytes memory in use. Of the allocated memory 77.67 GiB is allocated by PyTorch, and 150.52 MiB is reserved by PyTorch but unallocated. If reserved but unallocated memory is large try setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  See documentation for Memory Management  (https://pytorch.org/docs/stable/notes/cuda.html#environment-variables) [repeated 5x across cluster]
        """,
        "Deploying DeepSeek-R1-Channel-INT8 across two A100 machines with LeaderWorkerSet: the Ray "
        "workers run out of GPU memory (77.67 GiB allocated of 79.25 GiB, repeated on six workers). "
        "The issue is open without a diagnosis; the label rests on the log: a CUDA OOM of the model and "
        "its settings, which recurs until the deployment is changed.",
    ),
    real(
        GH + "vllm-project/vllm/issues/2669",
        "vllm-project/vllm",
        "host_oom",
        "user_code",
        USER,
        "Memory on the node (IP: 169.254.181.2",
        r"""
        Memory on the node (IP: 169.254.181.2, ID: 708c7baf966d59aa3f08299830c349ca055293ebb1c33d8e72cd3336) where the task (actor ID: 0dab4ab45f6c947201afac6d01000000, name=RayWorkerVllm.__init__, pid=308, memory used=11.15GB) was running was 12.49GB / 13.15GB (0.950003), which exceeds the memory usage threshold of 0.95. Ray killed this worker (ID: 79a553ea91fe46f95e8384ddf8a8f0a01e3418a975ecd0af983c7bb2) because it was the most recently scheduled task; to see more information about memory usage on this node, use `ray logs raylet.out -ip 169.254.181.2`. To see the logs of the worker, use `ray logs worker-79a553ea91fe46f95e8384ddf8a8f0a01e3418a975ecd0af983c7bb2*out -ip 169.254.181.2. Top 10 memory users:
        """,
        "An AsyncLLMEngine server with use_ray=True dies after a few hours: Ray's memory monitor killed "
        "the RayWorkerVllm actor with the node's host memory at 95 % of 13 GB. The thread went stale "
        "without a diagnosis; the label rests on the log: a host out-of-memory kill with its record, "
        "which comes back with the same memory budget, so the owner has to act.",
    ),
    # --- OpenRLHF PPO jobs on Ray -------------------------------------------------------------------------
    real(
        GH + "OpenRLHF/OpenRLHF/issues/624",
        "OpenRLHF/OpenRLHF",
        "hang",
        "unknown",
        HUMAN,
        "ProcessGroupNCCL's watchdog got stuck for 480 seconds",
        r"""
        make_experience:  12%|█▎        | 4/32 [09:43<38:51, 83.28s/it]
        (ActorModelRayActor pid=5989)
        (ActorModelRayActor pid=5989)
        make_experience:  16%|█▌        | 5/32 [09:54<25:36, 56.91s/it]
        (ActorModelRayActor pid=5989)
        (ActorModelRayActor pid=5989)
        make_experience:  19%|█▉        | 6/32 [10:05<17:57, 41.45s/it]
        (ActorModelRayActor pid=3882, ip=10.166.147.57) Adam Optimizer #0 is created with AVX2 arithmetic capability.
        (ActorModelRayActor pid=3882, ip=10.166.147.57) Config: alpha=0.000000, betas=(0.900000, 0.950000), weight_decay=0.000000, adam_w=1
        (RayWorkerWrapper pid=4949, ip=10.164.128.28) init_process_group: master_address=psx2ege9xqsya8hrc-worker-0.psx2ege9xqsya8hrc.hadoop-djst.svc.cluster.local, master_port=33595,  rank=4, world_size=5, group_name=openrlhf [repeated 3x across cluster]
        (ActorModelRayActor pid=3882, ip=10.166.147.57) [rank10]:[E1224 16:22:36.695363169 ProcessGroupNCCL.cpp:1484] [PG ID 0 PG GUID 0(default_pg) Rank 10] ProcessGroupNCCL's watchdog got stuck for 480 seconds without making progress in monitoring enqueued collectives. This typically indicates a NCCL/CUDA API (e.g., CudaEventDestroy) hang blocking the watchdog,
        """,
        "A multi-node REINFORCE run with OpenRLHF stalls in the make-experience stage until PyTorch "
        "reports that the NCCL watchdog itself is stuck (rank 10). The issue was closed without a cause "
        "in what the index holds; the label rests on the log: a stuck watchdog with no error behind "
        "it, which the labelling rules send to a human. The last line is cut where the stored thread "
        "text ended.",
        ambiguous=True,
    ),
    real(
        GH + "OpenRLHF/OpenRLHF/issues/256",
        "OpenRLHF/OpenRLHF",
        "attribute_error",
        "framework_bug",
        USER,
        "AttributeError: 'Namespace' object has no attribute 'ckpt_path'",
        r"""
        self.actor.model, os.path.join(args.ckpt_path, "_actor"), tag, args.max_ckpt_num, args.max_ckpt_mem
        AttributeError: 'Namespace' object has no attribute 'ckpt_path'
        """,
        "train_ppo_ray with save_steps other than -1 fails when the PPO trainer tries to save a "
        "checkpoint: the Ray entry point never defined the checkpoint arguments. A maintainer confirmed "
        "checkpoint saving was not yet developed for the Ray trainer. A code bug that fails at the same "
        "point every time: the owner has to change the run (or the code), not restart it.",
    ),
    real(
        GH + "OpenRLHF/OpenRLHF/issues/398",
        "OpenRLHF/OpenRLHF",
        "cuda_oom",
        "user_code",
        USER,
        "[rank7]: torch.cuda.OutOfMemoryError: CUDA out of memory.",
        r"""
        [rank7]: torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 112.00 MiB. GPU 7 has a total capacity of 39.39 GiB of which 14.00 MiB is free. Process 1117993 has 39.36 GiB memory in use. Of the allocated memory 38.34 GiB is allocated by PyTorch, and 385.64 MiB is reserved by PyTorch but unallocated. If reserved but unallocated memory is large try setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  See documentation for Memory Management  (https://pytorch.org/docs/stable/notes/cuda.html#environment-variables)
        [2024-08-02 01:24:59,694] [INFO] [launch.py:319:sigkill_handler] Killing subprocess 33131
        """,
        "PPO (openrlhf.cli.train_ppo, ZeRO-2, Llama-3-8B actor and reward model) on 8 x A100 40 GB runs "
        "out of GPU memory on rank 7 and the DeepSpeed launcher kills the rest. A CUDA OOM of the "
        "model size and batch settings on 40 GB cards: it recurs until the configuration changes.",
        culprit={"nodes": [], "ranks": [7]},
    ),
    real(
        GH + "OpenRLHF/OpenRLHF/issues/911",
        "OpenRLHF/OpenRLHF",
        "host_oom",
        "user_code",
        USER,
        "Refer to the documentation on how to address the out of memory issue",
        r"""
        2025-03-24 14:49:45,286	ERR cli.py:70 -- ---------------------------------------
        2025-03-24 14:49:45,286	INFO cli.py:83 -- Status message: Job entrypoint command failed with exit code 1, last available logs (truncated to 20,000 chars):
        (ActorModelRayActor pid=8249) 8800	1.18	ray::ReferenceModelRayActor
        (ActorModelRayActor pid=8249) 8798	1.17	ray::ReferenceModelRayActor
        (ActorModelRayActor pid=8249) Refer to the documentation on how to address the out of memory issue: https://docs.ray.io/en/latest/ray-core/scheduling/ray-oom-prevention.html. Consider provisioning more memory on this node or reducing task parallelism by requesting more CPUs per task. Set max_restarts and max_task_retries to enable retry when the task crashes due to OOM. To adjust the kill threshold, set the environment variable `RAY_memory_usage_threshold` when starting Ray. To disable worker killing, set the environment variable `RAY_memory_monitor_refresh_ms` to zero.
        (ActorModelRayActor pid=8249)
        Episode [1/10000]:   7%|▋         | 11/147 [3:34:08<44:07:37, 1168.07s/it, policy_loss=-0.115, actor_lr=2e-6, kl=0.106, reward=1.93, response_length=369, total_length=1.74e+3, retrieve_num=1.46, pure_response_length=339, return=-1.98e-9]
        """,
        "REINFORCE++ on one 8 x A800 node with 250 GB of host memory: after about three and a half hours "
        "Ray's memory monitor kills a task ('OutOfMemoryError: Task was killed due to the node running "
        "low on memory', the issue's title) and the Ray job fails. A host out-of-memory kill recorded "
        "by Ray; with the same settings it comes back, so the owner has to reduce memory use.",
    ),
    real(
        GH + "OpenRLHF/OpenRLHF/issues/265",
        "OpenRLHF/OpenRLHF",
        "connection_error",
        "user_code",
        USER,
        "The client socket has timed out after 1800s while trying to connect to (172.17.0.2",
        r"""
        (RayWorkerVllm pid=207931, ip=10.0.1.75) [E socket.cpp:922] [c10d] The client socket has timed out after 1800s while trying to connect to (172.17.0.2
        , 44737).
        (CriticModelRayActor pid=489290)
        Loading checkpoint shards: 100%|██████████| 38/38 [00:33<00:00,  1.69it/s]
        Loading checkpoint shards: 100%|██████████| 38/38 [00:33<00:00,  1.15it/s] [repeated 2x across cluster]
        (CriticModelRayActor pid=489162) Some weights of LLMForSequenceRegression were not initialized from the model checkpoint at Qwen/Qwen1.5-72B-Chat and
         are newly initialized: ['value_head.weight'] [repeated 3x across cluster]
        (CriticModelRayActor pid=489162) You should probably TRAIN this model on a down-stream task to be able to use it for predictions and inference. [repe
        ated 3x across cluster]
        (CriticModelRayActor pid=489162) Using /root/.cache/torch_extensions/py310_cu121 as PyTorch extensions root... [repeated 3x across cluster]
        (CriticModelRayActor pid=489290) Loading extension module cpu_adam... [repeated 3x across cluster]
        (ActorModelRayActor pid=207260, ip=10.0.1.75) [E ProcessGroupNCCL.cpp:475] [Rank 3] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=385
        6, OpType=ALLREDUCE, NumelIn=1, NumelOut=1, Timeout(ms)=1800000) ran for 1800268 milliseconds before timing out.
        """,
        "Multi-node PPO (Qwen1.5-72B) cannot set up the weight-broadcast group between the actor and "
        "the vLLM engines: the vLLM worker on the second node times out connecting to 172.17.0.2, a "
        "Docker bridge address, and the actor's watchdog then fires. The maintainers labelled the "
        "issue 'envs' (environment); the group's address is not reachable from the other node, which "
        "recurs on every restart until the networking or address configuration is fixed. Lines are "
        "wrapped as printed in the thread.",
    ),
    real(
        GH + "OpenRLHF/OpenRLHF/issues/621",
        "OpenRLHF/OpenRLHF",
        "network_error",
        "unknown",
        HUMAN,
        "mlx5: host_unknown: got completion with error:",
        r"""
        Train epoch [1/1]:  99%|█████████▉| 127/128 [23:32<00:06,  6.63s/it, pg=-0.0683, rm=-0.5, ret=-0.5, glen=7.28e+3, tlen=7.4e+3, kl=0, act_lr=4.95e-7]
        (ActorModelRayActor pid=496948)
        Train epoch [1/1]: 100%|██████████| 128/128 [23:32<00:00, 26.11s/it, pg=-0.0683, rm=-0.5, ret=-0.5, glen=7.28e+3, tlen=7.4e+3, kl=0, act_lr=4.95e-7]
        Train epoch [1/1]: 100%|██████████| 128/128 [23:32<00:00, 11.04s/it, pg=-0.0683, rm=-0.5, ret=-0.5, glen=7.28e+3, tlen=7.4e+3, kl=0, act_lr=4.95e-7]
        (LLMRayActor pid=90621, ip=172.19.24.110) update weight: model.embed_tokens.weight, dtype: torch.bfloat16, shape: torch.Size([152064, 5120])
        (LLMRayActor pid=82505, ip=172.19.162.122) update weight: model.layers.0.self_attn.q_proj.weight, dtype: torch.bfloat16, shape: torch.Size([5120, 5120])
        (LLMRayActor pid=82508, ip=172.19.162.122) update weight: model.embed_tokens.weight, dtype: torch.bfloat16, shape: torch.Size([152064, 5120]) [repeated 7x across cluster]
        (LLMRayActor pid=90738, ip=172.19.24.110) mlx5: host_unknown: got completion with error:
        """,
        "Multi-node PPO with Ray fails at the end of the training epoch, while the actor's new weights "
        "are broadcast to the vLLM engines: an mlx5 completion error on one engine, then NCCL errors "
        "and SIGABRT in the Ray workers. The reporter says it fails at that point and asked for advice; "
        "the issue is open with no cause. A completion error alone could be a link fault, but one that "
        "comes back at the same step points at the setup; the label rests on the log and needs a human.",
        ambiguous=True,
    ),
    # --- axolotl fine-tuning ------------------------------------------------------------------------------
    real(
        GH + "axolotl-ai-cloud/axolotl/issues/998",
        "axolotl-ai-cloud/axolotl",
        "cuda_oom",
        "user_code",
        USER,
        "torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 20.00 MiB.",
        r"""
        torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 20.00 MiB. GPU 0 has a total capacty of 24.00 GiB of which 0 bytes is free. Including non-PyTorch memory, this process has 17179869184.00 GiB memory in use. Process 2954422 has 17179869184.00 GiB memory in use. Of the allocated memory 23.01 GiB is allocated by PyTorch, and 121.23 MiB is reserved by PyTorch but unallocated. If reserved but unallocated memory is large try setting max_split_size_mb to avoid fragmentation.  See documentation for Memory Management and PYTORCH_CUDA_ALLOC_CONF
        Traceback (most recent call last):
          File "/home/owen/miniconda3/envs/axolotl/lib/python3.10/runpy.py", line 196, in _run_module_as_main
            return _run_code(code, main_globals, None,
          File "/home/owen/miniconda3/envs/axolotl/lib/python3.10/runpy.py", line 86, in _run_code
            exec(code, run_globals)
          File "/home/owen/axolotl/src/axolotl/cli/train.py", line 38, in <module>
            fire.Fire(do_cli)
        """,
        "QLoRA fine-tuning of Mixtral 8x7B / 34B models with axolotl on two 24 GB Titan RTX cards runs "
        "out of GPU memory (23 GiB allocated by PyTorch). A CUDA OOM of the model and sequence "
        "settings on these cards: it recurs until the configuration changes.",
    ),
    real(
        GH + "axolotl-ai-cloud/axolotl/issues/1157",
        "axolotl-ai-cloud/axolotl",
        "import_error",
        "user_code",
        USER,
        "ImportError: ImportError/home/phoenix/anaconda3/envs/axo/lib/python3.11/site-packages/flash_attn_2_cuda",
        r"""
            import flash_attn_2_cuda as flash_attn_cuda
        import flash_attn_2_cuda as flash_attn_cuda
        ImportError: ImportError/home/phoenix/anaconda3/envs/axo/lib/python3.11/site-packages/flash_attn_2_cuda.cpython-311-x86_64-linux-gnu.so: undefined
        symbol: _ZN3c104cuda9SetDeviceEi:
        /home/phoenix/anaconda3/envs/axo/lib/python3.11/site-packages/flash_attn_2_cuda.cpython-311-x86_64-linux-gnu.so: undefined symbol: _ZN3c104cuda9SetDeviceEi
        ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: 1) local_rank: 0 (pid: 1274) of binary: /home/phoenix/anaconda3/envs/axo/bin/python
        """,
        "accelerate launch -m axolotl.cli.train fails at start-up: the flash-attention extension was "
        "built against a different PyTorch (undefined c10 symbol), and the elastic agent reports rank "
        "0 failed. An environment/version mismatch that fails the same way on every launch until the "
        "packages are rebuilt or matched.",
    ),
    # --- Hugging Face Hub downloads at job start -------------------------------------------------------------
    real(
        GH + "huggingface/huggingface_hub/issues/1946",
        "huggingface/huggingface_hub",
        "model_loading_error",
        "transient",
        RESTART,
        "OSError: Consistency check failed: file should be of size 440449768 but has size 4122356",
        r"""
        OSError                                   Traceback (most recent call last)
        Cell In[10], [line 14](vscode-notebook-cell:?execution_count=10&line=14)
            # Load pre-trained BERT model and tokenizer
             tokenizer = BertTokenizer.from_pretrained('bert-base-uncased')
        ---> bert_model = TFBertModel.from_pretrained('bert-base-uncased', force_download=True, resume_download=False)
          # Example: Apply BERT embeddings to a column in your data
             text_column = 'Text_Column'  # Adjust this based on your actual column name

        OSError: Consistency check failed: file should be of size 440449768 but has size 4122356 (model.safetensors).
        """,
        "Loading bert-base-uncased stops because the downloaded model.safetensors is far shorter than "
        "the Hub says. A maintainer explained that this is raised when the download is cut short on a "
        "slow or intermittent network and is most of the time transient: retrying is the remedy. A "
        "transient download failure, so a rerun is expected to work.",
    ),
    real(
        GH + "huggingface/huggingface_hub/issues/2779",
        "huggingface/huggingface_hub",
        "model_loading_error",
        "unknown",
        HUMAN,
        "Consistency check failed: file should be of size 4966157056 but has size 4966842368",
        r"""
        (VllmWorkerProcess pid=358) INFO 01-23 21:46:38 weight_utils.py:243] Using model weights format ['*.safetensors']
        ERROR 01-23 21:59:31 engine.py:366] Consistency check failed: file should be of size 4966157056 but has size 4966842368 (model-00014-of-00030.safetensors).
        ERROR 01-23 21:59:31 engine.py:366] We are sorry for the inconvenience. Please retry with `force_download=True`.
        ERROR 01-23 21:59:31 engine.py:366] If the issue persists, please let us know by opening an issue on https://github.com/huggingface/huggingface_hub.
        """,
        "vllm serve meta-llama/Llama-3.3-70B-Instruct with --tensor-parallel-size 4 and a shared "
        "--download-dir fails while downloading the weights: one shard came out larger than expected. "
        "The reporter had tried FORCE_DOWNLOAD and hf_transfer and had enough disk. The issue was "
        "closed without a cause in what the index holds; a shard larger than expected is not a plain "
        "cut-off download, so whether a retry helps is open and the label rests on the log.",
        ambiguous=True,
    ),
    real(
        GH + "huggingface/huggingface_hub/issues/3006",
        "huggingface/huggingface_hub",
        "connection_error",
        "transient",
        RESTART,
        "HfHubHTTPError: 500 Server Error: Internal Server Error for url: https://huggingface.co",
        r"""
        File [~/miniconda3/envs/python3.10-VLMs/lib/python3.10/site-packages/huggingface_hub/utils/_http.py:481](http://localhost:8081/lab/tree/sergei/miniconda3/envs/python3.10-VLMs/lib/python3.10/site-packages/huggingface_hub/utils/_http.py#line=480), in hf_raise_for_status(response, endpoint_name)
            477     raise _format(HfHubHTTPError, message, response) from e
            479 # Convert `HTTPError` into a `HfHubHTTPError` to display request information
            480 # as well (request id and[/or](http://localhost:8081/or) server error message)
        --> 481 raise _format(HfHubHTTPError, str(e), response) from e

        HfHubHTTPError: 500 Server Error: Internal Server Error for url: https://huggingface.co
        """,
        "Code in a VLM environment that had worked all week suddenly fails listing files on the Hub "
        "with HTTP 500. The issue was closed; the same day (2025-04-15) other repositories got "
        "reports of Hub 500s and of the web site being down, i.e. a Hub-side incident. The label "
        "rests on the log (a server-side 5xx from the Hub): transient, retry later. The last line is "
        "as far as the stored thread text goes.",
    ),
    # --- unsloth fine-tuning ------------------------------------------------------------------------------------
    real(
        GH + "unslothai/unsloth/issues/465",
        "unslothai/unsloth",
        "cuda_oom",
        "user_code",
        USER,
        "OutOfMemoryError: CUDA out of memory. Tried to allocate 9.47 GiB.",
        r"""
        ==((====))==  Unsloth - 2x faster free finetuning | Num GPUs = 1
           \\   /|    Num examples = 102 | Num Epochs = 5
        O^O/ \_/ \    Batch size per device = 2 | Gradient Accumulation steps = 4
        \        /    Total batch size = 8 | Total steps = 60
         "-____-"     Number of trainable parameters = 41,943,040
        ---------------------------------------------------------------------------
        OutOfMemoryError                          Traceback (most recent call last)
        [<ipython-input-7-3d62c575fcfd>](https://localhost:8080/#) in <cell line: 1>()
        ----> 1 trainer_stats = trainer.train()

        13 frames
        [/usr/local/lib/python3.10/dist-packages/accelerate/utils/operations.py](https://localhost:8080/#) in _convert_to_fp32(tensor)
            779
            780     def _convert_to_fp32(tensor):
        --> 781         return tensor.float()
            782
            783     def _is_fp16_bf16_tensor(tensor):

        OutOfMemoryError: CUDA out of memory. Tried to allocate 9.47 GiB. GPU 0 has a total capacity of 14.75 GiB of which 3.78 GiB is free. Process 2116 has 10.95 GiB memory in use.
        """,
        "Fine-tuning unsloth/llama-3-8b-bnb-4bit on a Colab T4 with 18,000-token examples always runs "
        "out of GPU memory when converting the logits to fp32 (a 9.47 GiB allocation); the alpaca "
        "example works. A CUDA OOM of the sequence length on a 15 GB card: it recurs until the "
        "settings change. The last line is cut where the stored thread text ended.",
    ),
    real(
        GH + "unslothai/unsloth/issues/1892",
        "unslothai/unsloth",
        "model_loading_error",
        "user_code",
        USER,
        "RepositoryNotFoundError: 401 Client Error.",
        r"""
        ---------------------------------------------------------------------------
        HTTPError                                 Traceback (most recent call last)
        [/usr/local/lib/python3.11/dist-packages/huggingface_hub/utils/_http.py](https://localhost:8080/#) in hf_raise_for_status(response, endpoint_name)
            405     try:
        --> 406         response.raise_for_status()
            407     except HTTPError as e:

        11 frames
        HTTPError: 401 Client Error: Unauthorized for url: https://huggingface.co/api/models/unsloth/meta-llama-3.1-8b-instruct-unsloth-bnb-4bit

        The above exception was the direct cause of the following exception:

        RepositoryNotFoundError                   Traceback (most recent call last)
        RepositoryNotFoundError: 401 Client Error. (Request ID: Root=1-67c6eda4-0af4075f36eeed0b0dcc58aa;7a89503b-56ae-4951-a5f6-0e97fa08c959)

        Repository Not Found for url: https://huggingface.co/api/models/unsloth/meta-llama-3.1-8b-instruct-unsloth-bnb-4bit.
        Please make sure you specified the correct `repo_id` and `repo_type`.
        """,
        "The Llama 3.1 8B GRPO notebook fails at its first step, loading the model: the Hub answers "
        "that the repository unsloth/meta-llama-3.1-8b-instruct-unsloth-bnb-4bit is not found (401). "
        "No maintainer diagnosis is in what the index holds; the label rests on the log: a repository "
        "id the Hub does not serve (or no access to it) fails the same way on every run until the "
        "name or the token is fixed.",
    ),
    real(
        GH + "unslothai/unsloth/issues/1231",
        "unslothai/unsloth",
        "cuda_error",
        "framework_bug",
        USER,
        "RuntimeError: CUDA driver error: invalid argument",
        r"""
          File "/nethome/mraghavendra6/flash/miniforge3/envs/tuning/lib/python3.12/site-packages/unsloth/kernels/utils.py", line 412, in matmul_lora
            out += (X @ A.to(dtype)) @ (s * B.to(dtype))
                   ~~~~~~~~~~~~~~~~~~^~~~~~~~~~~~~~~~~~~
        RuntimeError: CUDA driver error: invalid argument
        """,
        "DPO with QLoRA on Llama 3.2 (A40) had worked, and after updating unsloth (2024.10.7 with trl "
        "0.11.4 and transformers 4.45.2) every run fails in unsloth's LoRA matmul kernel with a CUDA "
        "'invalid argument' error; another participant reported the same setup working on an RTX 4090. No hardware "
        "signature, and it appeared with a software update and repeats: a version problem the owner "
        "has to resolve, not something a restart fixes.",
    ),
    # --- fairseq training --------------------------------------------------------------------------------------
    real(
        GH + "facebookresearch/fairseq/issues/2387",
        "facebookresearch/fairseq",
        "runtime_error",
        "user_code",
        USER,
        "RuntimeError: NCCL error in: /opt/conda/conda-bld/pytorch_1579022034529/work/torch/lib/c10d/../c10d/NCCLUtils.hpp:78, invalid argument",
        r"""
            dist.all_reduce(torch.zeros(1).cuda())
          File "/home/msrauser/anaconda3/envs/fairseq-py36-torch14/lib/python3.6/site-packages/torch/distributed/distributed_c10d.py", line 902, in all_reduce
            work = _default_pg.allreduce([tensor], opts)
        RuntimeError: NCCL error in: /opt/conda/conda-bld/pytorch_1579022034529/work/torch/lib/c10d/../c10d/NCCLUtils.hpp:78, invalid argument, NCCL version 2.4.8
        Traceback (most recent call last):
          File "/home/msrauser/anaconda3/envs/fairseq-py36-torch14/bin/fairseq-train", line 33, in <module>
            sys.exit(load_entry_point('fairseq', 'console_scripts', 'fairseq-train')())
          File "/home/msrauser/xiangxin/project/fairseq/fairseq_cli/train.py", line 372, in cli_main
            cli_main_helper(args)
          File "/home/msrauser/xiangxin/project/fairseq/fairseq_cli/train.py", line 387, in cli_main_helper
            nprocs=torch.cuda.device_count(),
          File "/home/msrauser/anaconda3/envs/fairseq-py36-torch14/lib/python3.6/site-packages/torch/multiprocessing/spawn.py", line 171, in spawn
            while not spawn_context.join():
          File "/home/msrauser/anaconda3/envs/fairseq-py36-torch14/lib/python3.6/site-packages/torch/multiprocessing/spawn.py", line 118, in join
            raise Exception(msg)
        Exception:

        -- Process 3 terminated with the following error:
        """,
        "Multi-node fairseq-train fails in distributed_init's first all-reduce with an NCCL 'invalid "
        "argument'. The thread's conclusion is its title: distributed training crashes unless "
        "--distributed-no-spawn is given with this launch, i.e. the launch has to turn fairseq's own "
        "process spawning off. A launch-configuration error that fails the same way every time.",
    ),
    real(
        GH + "facebookresearch/fairseq/issues/512",
        "facebookresearch/fairseq",
        "nan_or_value_error",
        "user_code",
        USER,
        "| WARNING: overflow detected, setting loss scale to: 0.0001220703125",
        r"""
        | epoch 027 | loss 6.343 | nll_loss 4.984 | ppl 31.65 | wps 164346 | ups 0.4 | wpb 364096 | bsz 11907 | num_updates 10198 | lr 0.000626286 | gnorm 0.390 | clip 0% | oom 0 | loss_scale 0.500 | wall 23080 | train_wall 21383
        | epoch 027 | valid on 'valid' subset | valid_loss 8.30118 | valid_nll_loss 7.15366 | valid_ppl 142.39 | num_updates 10198 | best 4.46376
        | WARNING: overflow detected, setting loss scale to: 0.25
        | WARNING: overflow detected, setting loss scale to: 0.125
        | WARNING: overflow detected, setting loss scale to: 0.0625
        | WARNING: overflow detected, setting loss scale to: 0.03125
        | WARNING: overflow detected, setting loss scale to: 0.015625
        | WARNING: overflow detected, setting loss scale to: 0.0078125
        | WARNING: overflow detected, setting loss scale to: 0.00390625
        | WARNING: overflow detected, setting loss scale to: 0.001953125
        | WARNING: overflow detected, setting loss scale to: 0.0009765625
        | WARNING: overflow detected, setting loss scale to: 0.00048828125
        | WARNING: overflow detected, setting loss scale to: 0.000244140625
        | WARNING: overflow detected, setting loss scale to: 0.0001220703125
        Traceback (most recent call last):
        """,
        "The fp16 scaling-NMT recipe fails in epoch 27: gradients overflow on every step until the loss "
        "scale falls below fairseq's minimum and training aborts with a traceback (cut here where the "
        "stored thread text ended). Diverging fp16 training: restarting from the last checkpoint with the same "
        "settings diverges again; the learning rate, batch or precision has to change.",
    ),
    # --- TensorFlow training ------------------------------------------------------------------------------------
    real(
        GH + "tensorflow/tensorflow/issues/39110",
        "tensorflow/tensorflow",
        "cuda_oom",
        "user_code",
        USER,
        "failed to allocate 2.2K (2304 bytes) from device: CUDA_ERROR_OUT_OF_MEMORY",
        r"""
        2020-05-03 02:06:12.462209: I tensorflow/stream_executor/cuda/cuda_driver.cc:764] failed to allocate 2.2K (2304 bytes) from device: CUDA_ERROR_OUT_OF_MEMORY: out of memory
        2020-05-03 02:06:12.464132: I tensorflow/stream_executor/cuda/cuda_driver.cc:764] failed to allocate 2.2K (2304 bytes) from device: CUDA_ERROR_OUT_OF_MEMORY: out of memory
        """,
        "MultiWorkerMirroredStrategy training on two-T4 nodes fails to allocate even 2.3 KB: each GPU "
        "already shows 14.2 of 15.1 GB taken, as TensorFlow reserves nearly all GPU memory per "
        "process by default. The thread's conclusion is its title: it does not work without memory "
        "growth enabled. A configuration problem that recurs on every restart.",
    ),
    real(
        GH + "tensorflow/tensorflow/issues/4735",
        "tensorflow/tensorflow",
        "cuda_oom",
        "user_code",
        USER,
        "ResourceExhaustedError (see above for traceback): OOM when allocating tensor with shape[256,112,112,64]",
        r"""
        ResourceExhaustedError (see above for traceback): OOM when allocating tensor with shape[256,112,112,64]
             [[Node: InceptionV1/InceptionV1/Conv2d_1a_7x7/BatchNorm/moments/sufficient_statistics/SquaredDifference = SquaredDifference[T=DT_FLOAT, _device="/job:localhost/replica:0/task:0/gpu:0"](InceptionV1/InceptionV1/Conv2d_1a_7x7/Conv2D, InceptionV1/InceptionV1/Conv2d_1a_7x7/BatchNorm/Add)]]
             [[Node: InceptionV1/InceptionV1/MaxPool_5a_2x2/MaxPool/_1231 = _Recv[client_terminated=false, recv_device="/job:localhost/replica:0/task:0/cpu:0", send_device="/job:localhost/replica:0/task:0/gpu:0", send_device_incarnation=1, tensor_name="edge_3156_InceptionV1/InceptionV1/MaxPool_5a_2x2/MaxPool", tensor_type=DT_FLOAT, _device="/job:localhost/replica:0/task:0/cpu:0"]()]]

        Traceback (most recent call last):
          File "train_image_classifier.py", line 585, in <module>
            tf.app.run()
          File "/usr/local/lib/python2.7/dist-packages/tensorflow/python/platform/app.py", line 30, in run
            sys.exit(main(sys.argv[:1] + flags_passthrough))
          File "train_image_classifier.py", line 581, in main
            sync_optimizer=optimizer if FLAGS.sync_replicas else None)
          File "/usr/local/lib/python2.7/dist-packages/tensorflow/contrib/slim/python/slim/learning.py", line 781, in train
            raise
        """,
        "A TF-Slim InceptionV1 training run with batch 256 dies in the middle of training with a GPU "
        "OOM on a [256,112,112,64] activation. The thread ended awaiting the reporter; the label rests "
        "on the log: a GPU out-of-memory of the batch size, which recurs until it is reduced.",
    ),
    real(
        GH + "tensorflow/tensorflow/issues/41891",
        "tensorflow/tensorflow",
        "cuda_error",
        "framework_bug",
        USER,
        "Error polling for event status: failed to query event: CUDA_ERROR_ILLEGAL_ADDRESS",
        r"""
        2020-07-30 08:06:02.330777: E tensorflow/stream_executor/cuda/cuda_event.cc:29] Error polling for event status: failed to query event: CUDA_ERROR_ILLEGAL_ADDRESS: an illegal memory access was encountered
        """,
        "A toy Keras training example crashes with an illegal memory access for some batch sizes and "
        "works for others, on a DGX-2 (V100), in Colab and with tf-nightly alike; the issue was "
        "labelled comp:gpu / type:bug. Reproducible on different machines at the same settings, so not a "
        "faulty GPU: it recurs until the code or TensorFlow changes.",
    ),
    real(
        GH + "tensorflow/tensorflow/issues/3422",
        "tensorflow/tensorflow",
        "cuda_error",
        "unknown",
        HUMAN,
        "could not synchronize on CUDA context: CUDA_ERROR_ILLEGAL_ADDRESS",
        r"""
         tensorflow/stream_executor/cuda/cuda_driver.cc:1140] could not synchronize on CUDA context: CUDA_ERROR_ILLEGAL_ADDRESS :: No stack trace availablech: 034 | loss: 0.21259 - acc: 0.9223 -- iter: 08128/50000
        F tensorflow/core/common_runtime/gpu/gpu_util.cc:370] GPU sync failed
        Aborted (core dumped)
        """,
        "CIFAR-10 training on a GTX 1080 aborts after a couple of epochs with an illegal memory access "
        "and 'GPU sync failed'. The thread closed awaiting the reporter with no cause found; the label "
        "rests on the log: a bare illegal memory access with no hardware signature, which the "
        "labelling rules send to a human.",
        ambiguous=True,
    ),
    real(
        GH + "tensorflow/tensorflow/issues/34375",
        "tensorflow/tensorflow",
        "network_error",
        "unknown",
        HUMAN,
        "NCCL WARN NET/IB : collective mismatch error local size 348160 remote 32768",
        r"""
        host2:14508:15205 [0] external/nccl_archive/src/transport/net_ib.cc:651 NCCL WARN NET/IB : collective mismatch error local size 348160 remote 32768 addr 7fb47b011000 rkey baa8 seq 5a/5a
        2020-01-11 00:35:35.443989: I <redacted>/tensorflow/core/nccl/nccl_manager.cc:670] done Nccl kernel collective_key 118:0:0:0 participant 0 ncclResult 0
        2020-01-11 00:35:35.443996: I <redacted>/tensorflow/core/nccl/nccl_manager.cc:670] done Nccl kernel collective_key 118:0:0:0 participant 1 ncclResult 0
        host2:14508:15205 [0] NCCL INFO <redacted>/external/nccl_archive/_virtual_includes/include_hdrs/net.h:31 -> 3
        host2:14508:15205 [0] NCCL INFO external/nccl_archive/src/transport/net.cc:470 -> 3
        host2:14508:15205 [0] NCCL INFO external/nccl_archive/src/transport.cc:163 -> 3 [Proxy Thread]
        """,
        "Multi-worker TensorFlow training over InfiniBand with NCCL stalls after this message appears "
        "on one of the nodes (the commenter says which node is somewhat random). The issue closed as a "
        "support question without a cause in what the index holds; a collective mismatch can be ranks "
        "issuing different collectives or a transport fault, so the label rests on the log and needs "
        "a human.",
        ambiguous=True,
    ),
]
