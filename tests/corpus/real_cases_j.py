# ruff: noqa
"""Real excerpts, batch J: ports already in use, DDP unused parameters, missing kernel images,
kernel OOM-killer records and bare kills, rendezvous timeouts. Verbatim log lines."""

from __future__ import annotations

from real_kit import HUMAN, RESTART, USER, real

GH = "https://github.com/"
UNUSED = (
    "RuntimeError: Expected to have finished reduction in the prior iteration before starting a new one. "
    "This error indicates that your module has parameters that were not used in producing loss. You can "
    "enable unused parameter detection by (1) passing the keyword argument `find_unused_parameters=True` "
    "to `torch.nn.parallel.DistributedDataParallel`; (2) making sure all `forward` function outputs "
    "participate in calculating loss. If you already have done the above two steps, then the distributed "
    "data parallel module wasn't able to locate the output tensors in the return value of your module's "
    "`forward` function. Please include the loss function and the structure of the return value of "
    "`forward` of your module when reporting this issue (e.g. list, dict, iterable)."
)
UNUSED_NOTE = "DDP parameters that take no part in the loss: a model/config fix (find_unused_parameters). Recurs."


def port(source: str, repo: str, log: str, notes: str) -> dict:
    return real(GH + source, repo, "connection_error", "user_code", USER, "Address already in use", log, notes)


CASES = [
    port("NVIDIA/Megatron-LM/issues/343", "NVIDIA/Megatron-LM",
         r"""
         File "/megatron/initialize.py", line 181, in _initialize_distributed
         torch.distributed.init_process_group(
         File "/root/miniconda3/lib/python3.8/site-packages/torch/distributed/distributed_c10d.py", line 520, in init_process_group
         store, rank, world_size = next(rendezvous_iterator)
         File "/root/miniconda3/lib/python3.8/site-packages/torch/distributed/rendezvous.py", line 142, in _tcp_rendezvous_handler
         store = TCPStore(result.hostname, result.port, world_size, start_daemon, timeout)
         RuntimeError: Address already in use
         """, "Maintainers: MASTER_PORT is taken; pick another port. Recurs with the same port."),
    port("facebookresearch/SlowFast/issues/337", "facebookresearch/SlowFast",
         r"""
           File "/home/alfasly/anaconda3/envs/pyt/lib/python3.7/site-packages/torch/distributed/distributed_c10d.py", line 423, in init_process_group
             store, rank, world_size = next(rendezvous_iterator)
           File "/home/alfasly/anaconda3/envs/pyt/lib/python3.7/site-packages/torch/distributed/rendezvous.py", line 133, in _tcp_rendezvous_handler
             store = TCPStore(result.hostname, result.port, world_size, start_daemon, timeout)
         RuntimeError: Address already in use
         """, "The default init port tcp://localhost:9999 is taken; changing it fixed it."),
    port("NVIDIA/semantic-segmentation/issues/180", "NVIDIA/semantic-segmentation",
         r"""
         Global Rank: 0 Local Rank: 0
         Killing subprocess 659577
         Traceback (most recent call last):
           File "train.py", line 299, in <module>
             torch.distributed.init_process_group(backend='nccl',
           File "/opt/conda/lib/python3.8/site-packages/torch/distributed/rendezvous.py", line 190, in _env_rendezvous_handler
             store = TCPStore(master_addr, master_port, world_size, start_daemon, timeout)
         RuntimeError: Address already in use
         """, "A second job on the same GPU host uses the same master port. Recurs until the port differs."),
    port("facebookresearch/maskrcnn-benchmark/issues/137", "facebookresearch/maskrcnn-benchmark",
         r"""
         Traceback (most recent call last):
           File "tools/train_net.py", line 170, in <module>
             main()
           File "tools/train_net.py", line 139, in main
             backend="nccl", init_method="env://"
           File "/home/zhaoqijie/anaconda3/lib/python3.6/site-packages/torch/distributed/deprecated/__init__.py", line 101, in init_process_group
             group_name, rank)
         RuntimeError: Address already in use at /pytorch/torch/lib/THD/process_group/General.cpp:20
         """, "Port conflict with another launch on the host; a launch config fix."),
    real(GH + "ImprintLab/MedSegDiff/issues/27", "ImprintLab/MedSegDiff", "runtime_error", "user_code", USER,
         "Expected to have finished reduction",
         r"""
         RuntimeError: Expected to have finished reduction in the prior iteration before starting a new one. This error indicates that your module has parameters that were not used in producing loss. You can enable unused parameter detection by passing the keyword argument `find_unused_parameters=True` to `torch.nn.parallel.DistributedDataParallel`, and by
         making sure all `forward` function outputs participate in calculating loss.
         """, "Maintainer: a layer defined in __init__ but unused in forward. " + UNUSED_NOTE),
    real(GH + "open-mmlab/mmdetection3d/issues/488", "open-mmlab/mmdetection3d", "runtime_error", "user_code", USER,
         "Expected to have finished reduction", UNUSED, "Fixed with find_unused_parameters=True in the config. " + UNUSED_NOTE),
    real(GH + "va1shn9v/PromptIR/issues/30", "va1shn9v/PromptIR", "runtime_error", "user_code", USER,
         "Expected to have finished reduction", UNUSED.replace("(e.g. list, dict, iterable)", "(e.g. list,dict, iterable)"),
         UNUSED_NOTE),
    real(GH + "Megvii-BaseDetection/YOLOX/issues/885", "Megvii-BaseDetection/YOLOX", "runtime_error", "user_code", USER,
         "Expected to have finished reduction", UNUSED[len("RuntimeError: "):],
         "A backbone output left unused in forward (fixed by the user's code change). " + UNUSED_NOTE),
    real(GH + "ZhengYinan-AIR/Diffusion-Planner/issues/65", "ZhengYinan-AIR/Diffusion-Planner", "runtime_error",
         "user_code", USER, "Expected to have finished reduction",
         r"""
         RuntimeError: Expected to have finished reduction in the prior iteration before starting a new one. This error indicates that your module has parameters that were not used in producing loss. You can enable unused parameter detection by passing the keyword argument `find_unused_parameters=True` to `torch.nn.parallel.DistributedDataParallel`
         """, UNUSED_NOTE),
    # --- binaries without kernels for this GPU ----------------------------------------------------
    real(GH + "MIC-DKFZ/nnUNet/issues/1040", "MIC-DKFZ/nnUNet", "cuda_error", "user_code", USER, "no kernel image is available",
         r"""
          CUDA error: no kernel image is available for execution on the device. CUDA kernel errors might be asynchronously reported at some other API call,so the stacktrace below might be incorrect.
         """, "Maintainer: the installed PyTorch does not support this GPU. Environment; recurs."),
    real(GH + "Megvii-BaseDetection/YOLOX/issues/314", "Megvii-BaseDetection/YOLOX", "cuda_error", "user_code", USER,
         "no kernel image is available",
         r"""
         RuntimeError: CUDA error: no kernel image is available for execution on the device
         """, "Custom ops built without this GPU's architecture: a build/environment error, recurs.", ),
    real(GH + "CSAILVision/unifiedparsing/issues/6", "CSAILVision/unifiedparsing", "cuda_error", "user_code", USER,
         "cudaCheckError() failed : no kernel image",
         r"""
         cudaCheckError() failed : no kernel image is available for execution on the device
         """, "Reporter: the K80 is not supported by the build; works on a V100. Recurs on that GPU."),
    real(GH + "ZhangHanbo/Visual-Manipulation-Relationship-Network-Pytorch/issues/5",
         "ZhangHanbo/Visual-Manipulation-Relationship-Network-Pytorch", "cuda_error", "user_code", USER,
         "cudaCheckError() failed : no kernel image",
         r"""
         cudaCheckError() failed : no kernel image is available for execution on the device
         """, "Maintainer: check the CUDA environment (extensions compiled for another arch). Recurs."),
    # --- host memory: kernel records, and bare kills --------------------------------------------------
    real(GH + "pcyin/tranX/issues/41", "pcyin/tranX", "host_oom", "user_code", USER, "Out of memory: Killed process 25315",
         r"""
         [2059991.491436] oom-kill:constraint=CONSTRAINT_NONE,nodemask=(null),cpuset=/,me                                                                                                                     ms_allowed=0,global_oom,task_memcg=/user.slice,task=python3,pid=25315,uid=0
         [2059991.491542] Out of memory: Killed process 25315 (python3) total-vm:53312244                                                                                                                     kB, anon-rss:31451456kB, file-rss:74816kB, shmem-rss:12296kB, UID:0 pgtables:690                                                                                                                     68kB oom_score_adj:0
         [2059992.056260] oom_reaper: reaped process 25315 (python3), now anon-rss:0kB, f                                                                                                                     ile-rss:74732kB, shmem-rss:12296kB
         """, "The kernel OOM killer took the training process (31 GB resident): host memory. Recurs."),
    real(GH + "ShengcaiLiao/QAConv/issues/19", "ShengcaiLiao/QAConv", "host_oom", "user_code", USER,
         "Out of memory: Killed process 698405",
         r"""
         oom-kill:constraint=CONSTRAINT_NONE,nodemask=(null),cpuset=/,mems_allowed=0,global_oom,task_memcg=/user.slice/user-1000.slice/user@1000.service,task=python,pid=698405,uid=1000
         [441280.839852] Out of memory: Killed process 698405 (python) total-vm:49978204kB, anon-rss:12918388kB, file-rss:68668kB, shmem-rss:53352kB, UID:1000 pgtables:49772kB oom_score_adj:0
         [441281.626336] oom_reaper: reaped process 698405 (python), now anon-rss:0kB, file-rss:68664kB, shmem-rss:53172kB
         """, "OOM killer record for the training process during evaluation; batch settings did not help. Recurs."),
    real(GH + "mozilla/DeepSpeech/issues/2055", "mozilla/DeepSpeech", "host_oom", "user_code", USER,
         "python invoked oom-killer",
         r"""
         Apr 25 06:31:56 yihuachiu-GTX1080 kernel: [594646.252242] gsd-color invoked oom-killer: gfp_mask=0x14200ca(GFP_HIGHUSER_MOVABLE), nodemask=(null), order=0, oom_score_adj=0
         Apr 25 06:31:56 yihuachiu-GTX1080 kernel: [594646.252256]  oom_kill_process+0x220/0x440
         Apr 25 06:31:56 yihuachiu-GTX1080 kernel: [594675.027262] python invoked oom-killer: gfp_mask=0x14200ca(GFP_HIGHUSER_MOVABLE), nodemask=(null), order=0, oom_score_adj=0
         Apr 25 06:31:56 yihuachiu-GTX1080 kernel: [594675.027276]  oom_kill_process+0x220/0x440
         Apr 25 06:31:57 yihuachiu-GTX1080 kernel: [594677.436088] oom_reaper: reaped process 29918 (python), now anon-rss:0kB, file-rss:0kB, shmem-rss:0kB
         """, "Preprocessing fills the 31 GB of RAM and the kernel kills python; it repeats on every rerun.",
         ),
    real(GH + "danijar/dreamerv3/issues/203", "danijar/dreamerv3", "host_oom", "user_code", USER, "已杀死",
         r"""
         Writing metrics: /home/bzs/logdir/dreamer/20251205T175323/metrics.jsonl
         Writing metrics: /home/bzs/logdir/dreamer/20251205T175323/scores.jsonl
         已杀死
         """, "Thread: the replay buffer grows to ~80 GB over hours until the OOM killer ends the run; "
              "fixed with a smaller --replay.size. The log shows only the shell's 'Killed' (localised)."),
    real(GH + "CharlesShang/FastMaskRCNN/issues/172", "CharlesShang/FastMaskRCNN", "host_oom", "unknown", HUMAN,
         "Killed",
         r"""
         iter 144: image-id:0254212, time:1.722(sec), regular_loss: 0.248765, total-loss 0.5882(0.0360, 0.5233, 0.000000, 0.0289, 0.0000), instances: 3, batch:(16|85, 0|11, 0|0)
         labels
         []
         classes
         ['background']

         Killed
         """, "A bare 'Killed' with no OOM record; a commenter guesses memory. Ambiguous.",
         ambiguous=True),
    real(GH + "NVlabs/nvdiffrecmc/issues/21", "NVlabs/nvdiffrecmc", "other", "unknown", HUMAN, "failed (exitcode: -11)",
         r"""
         WARNING:torch.distributed.elastic.multiprocessing.api:Sending process 5527 closing signal SIGTERM
         WARNING:torch.distributed.elastic.multiprocessing.api:Sending process 5529 closing signal SIGTERM
         WARNING:torch.distributed.elastic.multiprocessing.api:Unable to shutdown process 5527 via 15, forcefully exitting via 9
         ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: -11) local_rank: 1 (pid: 5528) of binary: /opt/conda/bin/python3.8
         INFO:torch.distributed.elastic.agent.server.api:Local worker group finished (FAILED). Waiting 300 seconds for other agents to finish
         """, "A worker died of SIGSEGV (exit -11) with no traceback; the thread has no conclusion. Ambiguous.",
         ambiguous=True),
    # --- more OOM / loading ------------------------------------------------------------------------
    real(GH + "VIAME/VIAME/issues/146", "VIAME/VIAME", "cuda_oom", "user_code", USER, "CUDA out of memory. Tried to allocate 20.00 MiB",
         r"""
         ERROR: an <class 'RuntimeError'> error occurred in the train loop: RuntimeError('CUDA out of memory. Tried to allocate 20.00 MiB (GPU 0; 7.80 GiB total capacity; 1.28 GiB already allocated; 5.44 MiB free; 1.32 GiB reserved in total by PyTorch)',)
         INFO: Traceback (most recent call last):
           File "/opt/noaa/viame/lib/python3.6/site-packages/netharn/fit_harn.py", line 1554, in run
             test_loader
         """, "CUDA OOM in the train loop on an 8 GB GPU (the issue is that the exit code stayed 0). Recurs."),
    real(GH + "Lightning-AI/pytorch-lightning/issues/12694", "Lightning-AI/pytorch-lightning", "cuda_oom", "user_code",
         USER, "RuntimeError: CUDA out of memory.",
         r"""
         RuntimeError: CUDA out of memory. Tried to allocate 20.00 MiB (GPU 0; 11.17 GiB total capacity; 7.57 GiB already allocated; 18.25 MiB free; 7.74 GiB reserved in total by PyTorch)
         """, "Per-GPU batch too large under DDP (the batch size is per process). A config fix."),
    real(GH + "intelligent-machine-learning/dlrover/issues/977", "intelligent-machine-learning/dlrover",
         "model_loading_error", "framework_bug", USER, "KeyError: 'total_iters'",
         r"""
         loading checkpoint from /workspace/Megatron-LM-23.06/checkpoint at iteration 100
         Traceback (most recent call last):
           File "/workspace/Megatron-LM-23.06/megatron/checkpointing.py", line 526, in load_checkpoint
             iteration = state_dict['iteration']
         KeyError: 'iteration'

         During handling of the above exception, another exception occurred:

         Traceback (most recent call last):
           File "/workspace/Megatron-LM-23.06/megatron/checkpointing.py", line 529, in load_checkpoint
             iteration = state_dict['total_iters']
         KeyError: 'total_iters'
         """, "Resuming from a flash checkpoint written in a layout this Megatron version cannot read: "
              "every resume fails the same way."),
    real(GH + "facebookresearch/av_hubert/issues/19", "facebookresearch/av_hubert", "connection_error", "transient",
         RESTART, "RendezvousTimeoutError",
         r"""
         ERROR:torch.distributed.elastic.multiprocessing.errors.error_handler:{
           "message": {
             "message": "RendezvousTimeoutError: ",
         """, "Multi-node rendezvous timed out at start-up; the thread does not conclude. Label from the "
              "log: a start-up rendezvous timeout is retried."),
]
