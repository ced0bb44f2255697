# ruff: noqa
"""Real excerpts, batch S: shared-memory exhaustion in containers, rendezvous ports already taken,
Hugging Face Hub outages while fetching weights, and device-side index asserts during training.
Verbatim log lines as printed in public threads."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    real(GH + "huaweicloud/dls-example/issues/26", "huaweicloud/dls-example", "os_error", "user_code", USER,
         "RuntimeError: unable to write to file </torch_76_3625483894>",
         r"""
         Traceback (most recent call last):
           File "pytorch/main.py", line 205, in <module>
             main()
           File "pytorch/main.py", line 116, in main
             train(train_loader, model, criterion, optimizer, epoch)
           File "pytorch/main.py", line 136, in train
             for i, (input, target) in enumerate(train_loader):
         RuntimeError: unable to write to file </torch_76_3625483894> at /pytorch/aten/src/TH/THAllocator.c:383
         """, "A PyTorch training job on a managed platform fails when DataLoader workers cannot write tensors to "
              "shared memory (/dev/shm too small in the job's container). Label rests on the log: a container "
              "configuration that fails every run until /dev/shm is enlarged or workers reduced."),
    real(GH + "NVIDIA/flownet2-pytorch/issues/43", "NVIDIA/flownet2-pytorch", "os_error", "user_code", USER,
         "RuntimeError: unable to write to file </torch_18693_1954506624>",
         r"""
         Error : RuntimeError: unable to write to file </torch_18693_1954506624> at /pytorch/torch/lib/TH/THAllocator.c:271
         """, "Torch multiprocessing inside Docker runs out of the container's default 64 MB shared memory; fixed "
              "by launching the container with --ipc=host (or a larger --shm-size). Configuration; recurs."),
    real(GH + "hunto/DIST_KD/issues/10", "hunto/DIST_KD", "connection_error", "user_code", USER,
         "The server socket has failed to bind to 0.0.0.0:25641 (errno: 98 - Address already in use).",
         r"""
         + torchrun --nproc_per_node=2 --master_port=25641 tools/train.py -c configs/strategies/distill/dist_cifar.yaml --model cifar_resnet20 --teacher-model cifar_resnet56 --experiment checkpoint --teacher-ckpt ./ckpt/ckpt_epoch_240.pth
         WARNING:torch.distributed.run:
         *****************************************
         [W socket.cpp:426] [c10d] The server socket has failed to bind to [::]:25641 (errno: 98 - Address already in use).
         [W socket.cpp:426] [c10d] The server socket has failed to bind to 0.0.0.0:25641 (errno: 98 - Address already in use).
         """, "torchrun's rendezvous port is taken by another process on the host (a leftover or concurrent run). "
              "A launch configuration conflict: recurs until a free --master_port is chosen."),
    real(GH + "open-mmlab/mmpretrain/issues/960", "open-mmlab/mmpretrain", "connection_error", "user_code", USER,
         "The server socket has failed to bind to 0.0.0.0:22 (errno: 98 - Address already in use).",
         r"""
         *****************************************
         [W socket.cpp:401] [c10d] The server socket has failed to bind to [::]:22 (errno: 98 - Address already in use).
         [W socket.cpp:401] [c10d] The server socket has failed to bind to 0.0.0.0:22 (errno: 98 - Address already in use).
         [E socket.cpp:435] [c10d] The server socket has failed to listen on any local network address.
         Traceback (most recent call last):
           File "/opt/conda/lib/python3.7/runpy.py", line 193, in _run_module_as_main
             "__main__", mod_spec)
         """, "The distributed launcher was given port 22 (sshd's port) as its master port on a remote server. A "
              "launch configuration error; fails every time."),
    real(GH + "KimMeen/Time-LLM/issues/158", "KimMeen/Time-LLM", "connection_error", "user_code", USER,
         "(errno: 13 - Permission denied)",
         r"""
         torch.distributed.DistNetworkError: The server socket has failed to listen on any local network address. The server socket has failed to bind to [::]:98 (errno: 13 - Permission denied). The server socket has failed to bind to 0.0.0.0:98 (errno: 13 - Permission denied).
         """, "The rendezvous port is 98, a privileged port an unprivileged user cannot bind. A launch "
              "configuration error; recurs."),
    real(GH + "SYSTRAN/faster-whisper/issues/212", "SYSTRAN/faster-whisper", "model_loading_error", "transient",
         RESTART, "504 Server Error: Gateway Time-out for url",
         r"""
         504 Server Error: Gateway Time-out for url: https://huggingface.co/api/models/guillaumekln/faster-whisper-large-v2/revision/main
         """, "Fetching model files from the Hugging Face Hub fails with a 504 on a GPU cluster; the Hub itself was "
              "down at the time (its main site returned 502). A transient upstream outage: retry later."),
    real(GH + "oobabooga/textgen/issues/1939", "oobabooga/textgen", "model_loading_error", "transient", RESTART,
         "requests.exceptions.HTTPError: 504 Server Error: Gateway Time-out",
         r"""
         $ python download-model.py TheBloke/WizardLM-7B-uncensored-GPTQ
         Traceback (most recent call last):
           File "/mnt/tera/git-repos/text-generation-webui/download-model.py", line 267, in <module>
             links, sha256, is_lora = get_download_links_from_huggingface(model, branch, text_only=args.text_only)
           File "/mnt/tera/git-repos/text-generation-webui/download-model.py", line 102, in get_download_links_from_huggingface
             r.raise_for_status()
           File "/mnt/tera/miniconda3/envs/textgen/lib/python3.10/site-packages/requests/models.py", line 1021, in raise_for_status
             raise HTTPError(http_error_msg, response=self)
         requests.exceptions.HTTPError: 504 Server Error: Gateway Time-out for url: https://huggingface.co/api/models/TheBloke/WizardLM-7B-uncensored-GPTQ/tree/main
         """, "Model download fails with a 504 from the Hub API during the same Hub outage reported elsewhere that "
              "day. Transient; retry."),
    real(GH + "ayaanzhaque/instruct-nerf2nerf/issues/25", "ayaanzhaque/instruct-nerf2nerf", "model_loading_error",
         "transient", RESTART, "HfHubHTTPError: 504 Server Error",
         r"""
         huggingface_hub.utils._errors.HfHubHTTPError: 504 Server Error: Gateway Time-out for url: https://huggingface.co/api/models/timbrooks/instruct-pix2pix
         """, "Loading the pretrained diffusion model from the Hub fails with 504; the thread concludes it was a "
              "Hugging Face server issue. Transient; retry."),
    real(GH + "jiacheng-ye/kg_one2set/issues/2", "jiacheng-ye/kg_one2set", "assertion_error", "user_code", USER,
         "Assertion `srcIndex < srcSelectDimSize` failed.",
         r"""
         08/30/2021 23:41:03 [INFO] train_ml: Epoch 1; batch: 90000; total batch: 90000，avg training ppl: 5.333, loss: 1.674
         08/30/2021 23:43:40 [INFO] train_ml: Epoch 1; batch: 91000; total batch: 91000，avg training ppl: 5.328, loss: 1.673
         08/30/2021 23:46:18 [INFO] train_ml: Epoch 1; batch: 92000; total batch: 92000，avg training ppl: 5.322, loss: 1.672
         /pytorch/aten/src/ATen/native/cuda/Indexing.cu:662: indexSelectLargeIndex: block: [148,0,0], thread: [96,0,0] Assertion `srcIndex < srcSelectDimSize` failed.
         /pytorch/aten/src/ATen/native/cuda/Indexing.cu:662: indexSelectLargeIndex: block: [148,0,0], thread: [97,0,0] Assertion `srcIndex < srcSelectDimSize` failed.
         """, "After 92,000 batches an embedding lookup gets an index beyond the table (a sample whose token ids "
              "exceed the vocabulary). A data/vocabulary bug that recurs at the same sample."),
    real(GH + "huggingface/trl/issues/2996", "huggingface/trl", "assertion_error", "user_code", USER,
         "Assertion `srcIndex < srcSelectDimSize` failed.",
         r"""
         ../aten/src/ATen/native/cuda/Indexing.cu:1308: indexSelectLargeIndex,0,0] Assertion `srcIndex < srcSelectDimSize` failed.
         ../aten/src/ATen/native/cuda/Indexing.cu:1308: indexSelectLargeIndex: block: [58,0,0], thread: [99,0,0] Assertion `srcIndex < srcSelectDimSize` failed.
         ../aten/src/ATen/native/cuda/Indexing.cu:1308: indexSelectLargeIndex: block: [58,0: block: [6,0,0,0], thread: [100,0,0], thread: [52,0] Assertion `srcIndex < srcSelectDimSize` failed.
         """, "A device-side index assert in an embedding lookup during RL fine-tuning (interleaved output from "
              "several ranks, as printed): token ids outside the embedding table. Label rests on the log and "
              "the class: a data/tokenizer mismatch that recurs."),
    real(GH + "ZhengkunTian/OpenTransformer/issues/2", "ZhengkunTian/OpenTransformer", "assertion_error", "user_code",
         USER, "Assertion `srcIndex < srcSelectDimSize` failed.",
         r"""
         /pytorch/aten/src/THC/THCTensorIndex.cu:361: void indexSelectLargeIndex(TensorInfo<T, IndexType>, TensorInfo<T, IndexType>, TensorInfo<long, IndexType>, int, int, IndexType, IndexType, long) [with T = float, IndexType = unsigned int, DstDim = 2, SrcDim = 2, IdxDim = -2, IndexIsMajor = true]: block: [39,0,0], thread: [126,0,0] Assertion `srcIndex < srcSelectDimSize` failed.
         Traceback (most recent call last):
           File "run.py", line 57, in <module>
             main(cmd_args)
           File "run.py", line 39, in main
             trainer.train(train_dataset=train_dataset)
         """, "Speech transformer training hits an index assert in an embedding lookup: labels outside the "
              "vocabulary size in the config. Label rests on the log and the class; recurs."),
    real(GH + "AMDResearch/hpcfund/issues/69", "AMDResearch/hpcfund", "node_failure", "transient", RESTART,
         "salloc: Prolog failure on node k003-006",
         r"""
         salloc: Prolog failure on node k003-006
         salloc: Job allocation 235454 has been revoked.
         salloc: error: Job allocation 235454 has been revoked
         """, "Every allocation on the GPU partitions fails in the Slurm prolog and the node is drained; the site "
              "admins fixed the launch problem the same evening and new jobs ran. A cluster-side fault that an "
              "admin cleared: resubmit."),
    real(GH + "nebius/soperator/issues/854", "nebius/soperator", "node_failure", "node_hardware", CORDON,
         "salloc: error: Node failure on worker-1",
         r"""
         salloc: error: Node failure on worker-1
         """, "The physical node under worker-1 went down (rebooted in the reporter's test) and Slurm declared a "
              "node failure for the allocation. A node failure: take the node out and run on the others.",
         culprit={"nodes": ["worker-1"], "ranks": []}),
    real(GH + "msed-Ebrahimi/ARoFace/issues/2", "msed-Ebrahimi/ARoFace", "cuda_error", "user_code", USER,
         "RuntimeError: CUDA error: an illegal memory access was encountered",
         r"""
         Traceback (most recent call last):
           File "train_v2.py", line 267, in <module>
             main(parser.parse_args())
           File "train_v2.py", line 185, in main
             img, local_labels = adversarial_img_warping(backbone=backbone,
           File "/data/work/project/ARoFace/AdvWarp.py", line 86, in adversarial_img_warping
             train_img = torch.cat((img[idx1], updated_img[idx2]), dim=0)
         RuntimeError: CUDA error: an illegal memory access was encountered
         CUDA kernel errors might be asynchronously reported at some other API call,so the stacktrace below might be incorrect.
         """, "Reproducible on every run; the maintainer's fix is to drop the static-graph DDP setting in the "
              "training script and use the tested PyTorch/CUDA versions (other code trains fine on the same "
              "machine). A code/environment defect: recurs."),
    real(GH + "RVC-Project/Retrieval-based-Voice-Conversion-WebUI/issues/215",
         "RVC-Project/Retrieval-based-Voice-Conversion-WebUI", "cuda_error", "unknown", HUMAN,
         "what():  CUDA error: an illegal instruction was encountered",
         r"""
         INFO:user-test-3:====> Epoch: 4
         INFO:user-test-3:Train Epoch: 5 [44%]
         INFO:user-test-3:[800, 9.995000937421877e-05]
         INFO:user-test-3:loss_disc=2.957, loss_gen=2.745, loss_fm=7.675,loss_mel=18.730, loss_kl=1.756
         terminate called after throwing an instance of 'c10::Error'
           what():  CUDA error: an illegal instruction was encountered
         CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
         """, "Two-GPU training dies with an illegal instruction after a few epochs; no kernel log and no "
              "resolution in the thread. Code, driver or a marginal GPU are all possible: ambiguous.",
         ambiguous=True),
    real(GH + "canonical/microk8s/issues/3097", "canonical/microk8s", "gpu_xid", "node_hardware", CORDON,
         "WARNING: infoROM is corrupted at gpu 0000:00:05.0",
         r"""
         WARNING: infoROM is corrupted at gpu 0000:00:05.0
         """, "The GPU does not show up as allocatable on the node and the NVIDIA driver daemonset crash-loops; "
              "nvidia-smi reports a corrupted infoROM on the GPU. A GPU firmware/board fault on this node: "
              "keep work off it until the GPU is reflashed or replaced."),
    real(GH + "mosaicml/llm-foundry/issues/202", "mosaicml/llm-foundry", "storage_error", "user_code", USER,
         "botocore.exceptions.NoCredentialsError: Unable to locate credentials",
         r"""
           File "/usr/lib/python3/dist-packages/botocore/auth.py", line 418, in add_auth
             raise NoCredentialsError()
         botocore.exceptions.NoCredentialsError: Unable to locate credentials
         """, "Checkpointing to an S3-compatible bucket fails: the credentials were exported under the wrong "
              "variable names and the endpoint URL was missing; fixed by exporting AWS_ACCESS_KEY_ID / "
              "AWS_SECRET_ACCESS_KEY and S3_ENDPOINT_URL. A configuration error; every run fails until fixed."),
    real(GH + "aws/sagemaker-python-sdk/issues/403", "aws/sagemaker-python-sdk", "storage_error", "user_code", USER,
         "uncaught exception during training: Unable to locate credentials",
         r"""
         algo-1-57SXP_1  | Downloading s3://<some path> to /tmp/script.tar.gz
         algo-1-57SXP_1  | 2018-10-03 10:56:44,228 ERROR - container_support.training - uncaught exception during training: Unable to locate credentials
         """, "A local-mode training container cannot read its script from S3 because no credentials are passed "
              "into the container. Configuration; recurs on every launch."),
    real(GH + "nteract/papermill/issues/312", "nteract/papermill", "storage_error", "user_code", USER,
         "exceeds the rate limit. Please reduce the rate of create, update, and delete requests.",
         r"""
         Ending Cell 6------------------------------------------
         Exception gcsfs.utils.HtmlError: HtmlError(u'The total number of changes to the object dpe-sandbox/test.ipynb exceeds the rate limit. Please reduce the rate of create, update, and delete requests.',) in <bound method GCSFile.__del__ of <GCSFile d
         pe-sandbox/test.ipynb>> ignored
         Traceback (most recent call last):
           File "/usr/local/bin/papermill", line 11, in <module>
             sys.exit(papermill())
         """, "Writing the output object to GCS after every cell hits Cloud Storage's per-object mutation rate "
              "limit (HTTP 429); writing locally works. The write pattern itself triggers it, so the same run "
              "fails again: fix the upload frequency."),
    real(GH + "whwu95/Text4Vis/issues/6", "whwu95/Text4Vis", "storage_error", "storage", RESTART,
         "OSError: [Errno 5] Input/output error",
         r"""
         OSError: [Errno 5] Input/output error: '/opt/data/private/dataset/k400_frame/train/auctioning/97nosiYXJm8_000087_000097'
         """, "I/O errors reading extracted video frames at random times and on random files (not a fixed bad "
              "file); the maintainer points at the system environment / file-system throughput. Label rests on "
              "the log: a storage-side fault that a retry usually gets past; restart from the last checkpoint."),
    real(GH + "facebookresearch/ParlAI/issues/4452", "facebookresearch/ParlAI", "cuda_oom", "user_code", USER,
         "RuntimeError: CUDA out of memory. Tried to allocate 21.06 GiB",
         r"""
           File "/mnt/lustre/zhaojianqiao/anaconda3/envs/parlai/lib/python3.9/site-packages/torch/autograd/__init__.py", line 173, in backward
             Variable._execution_engine.run_backward(  # Calls into the C++ engine to run the backward pass
         RuntimeError: CUDA out of memory. Tried to allocate 21.06 GiB (GPU 0; 79.35 GiB total capacity; 63.19 GiB already allocated; 8.57 GiB free; 68.48 GiB reserved in total by PyTorch) If reserved memory is >> allocated memory try setting max_split_size_mb to avoid fragmentation.  See documentation for Memory Management and PYTORCH_CUDA_ALLOC_CONF

         During handling of the above exception, another exception occurred:

         Traceback (most recent call last):
           File "/mnt/lustre/zhaojianqiao/ParlAI/parlai/scripts/multiprocessing_train.py", line 45, in multiprocess_train
             return single_train.TrainLoop(opt).train()
         """, "Fine-tuning T5-11B on 80 GB GPUs runs out of GPU memory in the backward pass. The model and batch "
              "do not fit with this parallel configuration; recurs until sharding/batch settings change."),
    real(GH + "huggingface/trl/issues/3436", "huggingface/trl", "cuda_oom", "user_code", USER,
         "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 388.00 MiB.",
         r"""
         torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 388.00 MiB. GPU 0 has a total capacity of 9.68 GiB of which 95.75 MiB is free. Including non-PyTorch memory, this process has 9.54 GiB memory in use. Of the allocated memory 6.61 GiB is allocated by PyTorch, and 2.57 GiB is reserved by PyTorch but unallocated. If reserved but unallocated memory is large try setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  See documentation for Memory Management  (https://pytorch.org/docs/stable/notes/cuda.html#environment-variables)
         [rank0]: Traceback (most recent call last):
         [rank0]:   File "/data/cy/LLMlable/grpo/sft/sft.py", line 67, in <module>
         [rank0]:     trainer.train()
         """, "FSDP SFT of a 7B model on eight 10 GB RTX 3080s: GPU memory is exhausted at the first steps. The "
              "configuration does not fit the cards; recurs.", tag="fsdp"),
    real(GH + "chepraid/EasyR1/issues/9", "chepraid/EasyR1", "cuda_oom", "user_code", USER,
         "ray.exceptions.RayTaskError(OutOfMemoryError): ray::WorkerDict.actor_rollout_ref_update_actor()",
         r"""
             raise value.as_instanceof_cause()
         ray.exceptions.RayTaskError(OutOfMemoryError): ray::Runner.run() (pid=104449, ip=10.130.71.7, actor_id=36b6798a692f88dfb0e149e301000000, repr=<main.Runner object at 0x783e766c0ca0>)
           File "/workspaces/EasyR1/verl/trainer/main.py", line 94, in run
             trainer.fit()
           File "/workspaces/EasyR1/verl/trainer/ray_trainer.py", line 657, in fit
             actor_output = self.actor_rollout_ref_wg.update_actor(batch)
           File "/workspaces/EasyR1/verl/single_controller/ray/base.py", line 47, in func
             output = ray.get(output)
         ray.exceptions.RayTaskError(OutOfMemoryError): ray::WorkerDict.actor_rollout_ref_update_actor() (pid=118848, ip=10.130.71.7, actor_id=b2ba64f62469495ea505301701000000, repr=<verl.single_controller.ray.base.WorkerDict object at 0x7b8aac2e25c0>)
         """, "An RL trainer on Ray fails in the actor update with a CUDA OutOfMemoryError raised inside a Ray "
              "worker, at varying steps ('memory leak at various steps'). GPU memory grows with the run; a "
              "restart reaches the same point again."),
]
