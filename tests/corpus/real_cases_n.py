# ruff: noqa
"""Real excerpts, batch N: DataLoader workers exiting, file-descriptor limits, invalid device
ordinals, uninitialised process groups. Verbatim log lines; all recur with the same setup."""

from __future__ import annotations

from real_kit import USER, real

GH = "https://github.com/"
ORDINAL = "RuntimeError: CUDA error: invalid device ordinal"


def user(source: str, repo: str, category: str, root: str, log: str, notes: str, blame: str = "user_code", tag: str = "") -> dict:
    return real(GH + source, repo, category, blame, USER, root, log, notes, tag=tag)


CASES = [
    user("buppt/ChineseNRE/issues/41", "buppt/ChineseNRE", "dataloader_killed", "RuntimeError: DataLoader worker (pid(s) 12048, 7612) exited unexpectedly",
         r"""
           File "D:\ruanjian\ana\lib\site-packages\torch\utils\data\dataloader.py", line 1024, in _try_get_data
             raise RuntimeError('DataLoader worker (pid(s) {}) exited unexpectedly'.format(pids_str)) from e

         RuntimeError: DataLoader worker (pid(s) 12048, 7612) exited unexpectedly
         """, "Fixed by num_workers=0 (worker processes cannot run in this environment). Config; recurs."),
    user("DanielCoelho112/rlfold/issues/1", "DanielCoelho112/rlfold", "dataloader_killed", "exited unexpectedly!",
         r"""
         RuntimeError: DataLoader worker (pid(s) 1458) exited unexpectedly!
         """, "Maintainer: reduce batch_size or num_workers (workers run out of memory). Config."),
    user("michuanhaohao/reid-strong-baseline/issues/29", "michuanhaohao/reid-strong-baseline", "dataloader_killed",
         "RuntimeError: DataLoader worker (pid(s) 15927) exited unexpectedly",
         r"""
         raise RuntimeError('DataLoader worker (pid(s) {}) exited unexpectedly'.format(pids_str))
         RuntimeError: DataLoader worker (pid(s) 15927) exited unexpectedly
         """, "Reporter: num_workers=0 in the DataProvider fixed it. Config."),
    user("xuebinqin/BASNet/issues/32", "xuebinqin/BASNet", "dataloader_killed", "RuntimeError: DataLoader worker (pid(s) 16732) exited unexpectedly",
         r"""
           File "C:\ProgramData\Anaconda3\lib\site-packages\torch\utils\data\dataloader.py", line 808, in _get_data
             success, data = self._try_get_data()
           File "C:\ProgramData\Anaconda3\lib\site-packages\torch\utils\data\dataloader.py", line 774, in _try_get_data
             raise RuntimeError('DataLoader worker (pid(s) {}) exited unexpectedly'.format(pids_str))
         RuntimeError: DataLoader worker (pid(s) 16732) exited unexpectedly
         """, "Solved with num_workers=0. Config."),
    user("cvlab-kaist/GaussianTalker/issues/42", "cvlab-kaist/GaussianTalker", "dataloader_killed",
         "RuntimeError: DataLoader worker (pid 12851) is killed by signal: Killed.",
         r"""
         Training progress:   0% 0/10000 [00:00<?, ?it/s]data loading done [20/08 20:48:14]
         Traceback (most recent call last):
           File "/usr/local/lib/python3.10/dist-packages/torch/utils/data/dataloader.py", line 1133, in _try_get_data
             data = self._data_queue.get(timeout=timeout)
           File "/usr/local/lib/python3.10/dist-packages/torch/utils/data/_utils/signal_handling.py", line 66, in handler
             _error_if_any_worker_fails()
         RuntimeError: DataLoader worker (pid 12851) is killed by signal: Killed.
         """, "A DataLoader worker SIGKILLed at the first step (workers loading too much into RAM); the "
              "label rests on the log: recurs with the same data settings."),
    # --- file descriptors --------------------------------------------------------------------------
    user("amdegroot/ssd.pytorch/issues/91", "amdegroot/ssd.pytorch", "os_error", "OSError: [Errno 24] Too many open files",
         r"""
         Training SSD on VOC0712
         Traceback (most recent call last):
           File "/home/adithya/anaconda3/envs/ncvprig/lib/python3.5/multiprocessing/reduction.py", line 190, in DupFd
           File "/home/adithya/anaconda3/envs/ncvprig/lib/python3.5/multiprocessing/resource_sharer.py", line 48, in __init__
         OSError: [Errno 24] Too many open files

         During handling of the above exception, another exception occurred:
         """, "DataLoader workers sharing tensors exhaust the open-file limit (ulimit / sharing strategy). Recurs."),
    user("kuleshov-group/caduceus/issues/58", "kuleshov-group/caduceus", "os_error", "OSError: [Errno 24] Too many open files",
         r"""
           File "/home1/jialh/tools/anaconda3/envs/mamba/envs/caduceus_env/lib/python3.8/multiprocessing/popen_fork.py", line 68, in _launch
             parent_r, child_w = os.pipe()
         OSError: [Errno 24] Too many open files

         Set the environment variable HYDRA_FULL_ERROR=1 for a complete stack trace.
         """, "Starting DataLoader workers hits the process's file-descriptor limit. Config; recurs."),
    user("facebookresearch/maskrcnn-benchmark/issues/158", "facebookresearch/maskrcnn-benchmark", "os_error",
         "OSError: [Errno 24] Too many open files",
         r"""
          Traceback (most recent call last):
           File "/usr/local/lib/python3.6/dist-packages/torch/multiprocessing/reductions.py", line 243, in reduce_storage
         RuntimeError: unable to open shared memory object </torch_30997_2076642173> in read-write mode
         Traceback (most recent call last):
           File "/usr/lib/python3.6/socket.py", line 460, in fromfd
             nfd = dup(fd)
         OSError: [Errno 24] Too many open files
         """, "Shared-memory tensors from workers exhaust file descriptors (the ulimit). Recurs each run.",
         tag="fd"),
    user("PaddlePaddle/PaddleOCR/issues/3256", "PaddlePaddle/PaddleOCR", "os_error", "OSError: [Errno 24] Too many open files",
         r"""
           File "/home/jin/anaconda3/envs/PaddleOCR/lib/python3.8/multiprocessing/synchronize.py", line 57, in __init__
         OSError: [Errno 24] Too many open files
         main proc 55459 exit, kill process group 52185
         """, "Maintainer: set the DataLoader's num_workers to 0. Config."),
    # --- wrong device index --------------------------------------------------------------------------
    user("NovaSearch-Team/RAG-Retrieval/issues/27", "NovaSearch-Team/RAG-Retrieval", "cuda_error", "invalid device ordinal",
         r"""
         [rank5]: RuntimeError: CUDA error: invalid device ordinal
         [rank5]: CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
         [rank5]: For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
         [rank5]: Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.
         """, "Single-GPU machine launched with more processes than GPUs: a launch config error."),
    user("hpcaitech/Open-Sora/issues/40", "hpcaitech/Open-Sora", "cuda_error", ORDINAL,
         r"""
           File "/root/miniconda3/lib/python3.10/site-packages/colossalai/accelerator/cuda_accelerator.py", line 50, in set_device
             torch.cuda.set_device(device)
           File "/root/miniconda3/lib/python3.10/site-packages/torch/cuda/__init__.py", line 404, in set_device
             torch._C._cuda_setDevice(device)
         RuntimeError: CUDA error: invalid device ordinal
         CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
         """, "nproc_per_node larger than the visible GPUs. Config; recurs."),
    user("seiichiinoue/odcnn/issues/5", "seiichiinoue/odcnn", "cuda_error", ORDINAL,
         r"""
         Traceback (most recent call last):
           File "train.py", line 9, in <module>
             net = net.to(device)
           File "C:\Users\Chris Olin\PycharmProjects\onset_detection\venv\lib\site-packages\torch\nn\modules\module.py", line 430, in convert
             return t.to(device, dtype if t.is_floating_point() else None, non_blocking)
         RuntimeError: CUDA error: invalid device ordinal
         """, "Hard-coded cuda:1 on a one-GPU machine; fixed in the code."),
    user("bghira/SimpleTuner/issues/40", "bghira/SimpleTuner", "cuda_error", ORDINAL,
         r"""
         RuntimeError: CUDA error: invalid device ordinal
         CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
         For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
         Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

         Traceback (most recent call last):
           File "/workspace/SimpleTuner/train_sdxl.py", line 1191, in <module>
         """, "accelerate configured for more GPUs than the machine has (fixed in the docs). Config."),
    user("wdrink/PyDeepFakeDet/issues/1", "wdrink/PyDeepFakeDet", "cuda_error", ORDINAL,
         r"""
         RuntimeError: CUDA error: invalid device ordinal
         CUDA kernel errors might be asynchronously reported at some other API call,so the stacktrace below might be incorrect.
         For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
         """, "Maintainer: the config names a GPU index the machine does not have. Config."),
    # --- process group not initialised ----------------------------------------------------------------
    user("open-mmlab/mmsegmentation/issues/809", "open-mmlab/mmsegmentation", "runtime_error",
         "RuntimeError: Default process group has not been initialized",
         r"""
         ~/anaconda3/envs/openmmlab/lib/python3.7/site-packages/torch/distributed/distributed_c10d.py in _get_default_group()
             357     if not is_initialized():
         --> 358         raise RuntimeError("Default process group has not been initialized, "
             359                            "please make sure to call init_process_group.")
             360     return GroupMember.WORLD

         RuntimeError: Default process group has not been initialized, please make sure to call init_process_group.
         """, "SyncBN/distributed code path used in a single-GPU, non-distributed run. A config error."),
    user("zheng-yuwei/RankIQA.PyTorch/issues/12", "zheng-yuwei/RankIQA.PyTorch", "runtime_error",
         "RuntimeError: Default process group has not been initialized",
         r"""
         RuntimeError: Default process group has not been initialized, please make sure to call init_process_group.
         """, "The training script expects a distributed launch. Recurs with this launch."),
]
