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
]
