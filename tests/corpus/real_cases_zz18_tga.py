# ruff: noqa
"""Real excerpts, batch ZZ18-TGA (held out): failures of GPU training jobs of every kind, single-node
and multi-node (PyTorch DDP and FSDP under torchrun or torch.distributed.launch, DeepSpeed, accelerate,
Lightning, ColossalAI, xtuner/mmengine, JAX multi-process on Slurm), taken as they came from the
`issues` search corpus and kept only where the repository's `fold_of(repo)` is "test" and the source
URL was not already in the corpus. Queries were broad (DeepSpeed multi-node crashes, torchrun
ChildFailedError, FSDP OOM, NCCL watchdog timeouts, DDP unused-parameter errors, JAX multi-host
RESOURCE_EXHAUSTED, Megatron pretraining crashes, illegal memory access, NCCL unhandled system error,
accelerate KeyError, Lightning DDP, DataLoader bus errors, segfaults, DistStoreError, fp16 overflow,
Xid in dmesg, DeepSpeed return code -9), then narrowed to training repositories of the test fold
(ColossalAI, InternVL, xtuner, yolov5, mmsegmentation, torchtitan, JAX, qlora-style fine-tunes, trl).
Most hits were dev-fold repositories or sources already used; many test-fold threads showed only a
screenshot or an excerpt cut before the error line and were passed over. The `pages` corpus was tried
twice for forum threads (Hugging Face forum, NVIDIA developer forum) and returned none with a pasted
log. What is left is mostly what users paste: version mismatches, import errors, launcher and argparse
mistakes, Slurm/JAX device binding, a DataLoader bus error, NaN under fp16, and several bare deaths
(segfault, SIGKILL, exit status 1, a launcher that prints no reason) that the threads did not
resolve, and a JAX rendezvous hang where only one host calls the collective; no hardware or
transient-infrastructure case came back, so this batch holds no cordon and no restart case. Nobody ran crashcart on these cases before they were
labelled. Verbatim log lines as the search excerpts show them (trimmed to the relevant part; markdown
quote markers and stray backticks removed; a line the excerpt cut short was dropped); labelled from
what each thread concluded, or from the log where it concluded nothing (the notes say which)."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    # --- Python exceptions in the training code ----------------------------------------------------
    real(
        GH + "Nota-NetsPresso/BK-SDM/issues/10",
        "Nota-NetsPresso/BK-SDM",
        "runtime_error",
        "user_code",
        USER,
        "KeyError: 'up_blocks.0'",
        r"""
        Traceback (most recent call last):
          File "/home/user01/BK-SDM/src/kd_train_text_to_image.py", line 891, in <module>
            main()
          File "/home/user01/BK-SDM/src/kd_train_text_to_image.py", line 766, in main
            a_stu = acts_stu[m_stu]
        KeyError: 'up_blocks.0'
        """,
        "Knowledge-distillation training of BK-SDM launched on 8 A6000 GPUs: the feature-hook "
        "dictionary is looked up with a key the wrapped (multi-GPU) model does not produce. The "
        "maintainers had tested only single-GPU runs and labelled the thread an enhancement (multi-GPU "
        "support to be added). A KeyError in the training script that recurs on every multi-GPU launch.",
    ),
    real(
        GH + "KevinMusgrave/pytorch-metric-learning/issues/306",
        "KevinMusgrave/pytorch-metric-learning",
        "runtime_error",
        "user_code",
        USER,
        "KeyError: 139892655707984",
        r"""
        Traceback (most recent call last):
          File "/opt/conda/lib/python3.6/site-packages/torch/multiprocessing/spawn.py", line 59, in _wrap
            fn(i, *args)
          File "/home/work/myuserID/code/torch_train.py", line 248, in train
            scaled_loss.backward()
          File "/opt/conda/lib/python3.6/site-packages/torch/tensor.py", line 227, in backward
            torch.autograd.backward(self, gradient, retain_graph, create_graph)
          File "/opt/conda/lib/python3.6/site-packages/torch/autograd/__init__.py", line 138, in backward
            allow_unreachable=True)  # allow_unreachable flag
          File "/opt/conda/lib/python3.6/site-packages/apex/parallel/distributed.py", line 400, in allreduce_hook
            self.comm_ready_buckets(param)
          File "/opt/conda/lib/python3.6/site-packages/apex/parallel/distributed.py", line 519, in comm_ready_buckets
            bucket_idx, bucket_loc = self.param_id_to_bucket[id(param)]
        KeyError: 139892655707984
        """,
        "Two-GPU training with apex DistributedDataParallel and an ArcFaceLoss that has parameters of "
        "its own: during backward apex's all-reduce hook meets a parameter it never bucketed. The "
        "maintainer points to the known apex issue (parameters outside the wrapped model). A setup "
        "error that recurs on every step until the loss's parameters are handled; no restart helps.",
    ),
    real(
        GH + "open-mmlab/mmsegmentation/issues/233",
        "open-mmlab/mmsegmentation",
        "runtime_error",
        "user_code",
        USER,
        "RuntimeError: Default process group has not been initialized",
        r"""
        Traceback (most recent call last):
          File "/media/rise1/New Volume/Flood-Level-Estimation/fine_tuning_fcn.py", line 153, in <module>
            meta=dict())
          File "/home/rise1/anaconda3/envs/pytorch/lib/python3.6/site-packages/mmseg/apis/train.py", line 67, in train_segmentor
            find_unused_parameters=find_unused_parameters)
          File "/home/rise1/anaconda3/envs/pytorch/lib/python3.6/site-packages/torch/nn/parallel/distributed.py", line 273, in __init__
            self.process_group = _get_default_group()
          File "/home/rise1/anaconda3/envs/pytorch/lib/python3.6/site-packages/torch/distributed/distributed_c10d.py", line 268, in _get_default_group
            raise RuntimeError("Default process group has not been initialized, "
        RuntimeError: Default process group has not been initialized, please make sure to call init_process_group.
        """,
        "A user script calls mmseg's train_segmentor with distributed=True without having started a "
        "distributed launcher or called init_process_group, so wrapping the model in DDP fails. The "
        "maintainer closes it as a duplicate of an earlier thread on the same misuse. A configuration "
        "error in the user's code that recurs on every launch.",
    ),
    # --- launcher, argparse and environment mistakes -------------------------------------------------
    real(
        GH + "open-mmlab/mmsegmentation/issues/2960",
        "open-mmlab/mmsegmentation",
        "other",
        "user_code",
        USER,
        "train.py: error: unrecognized arguments:",
        r"""
        CUDA_VISIBLE_DEVICES=1 sh tools/dist_train.sh local_configs/segnext/tiny/segnext.tiny.512x512.ade.160k.py 1 --work-dir output/voc_coal_dilation_gam_big_1024_80k_3_gai

        train.py: error: unrecognized arguments: local_configs/segnext/tiny/segnext.tiny.512x512.ade.160k.py
        Killing subprocess 172132
        """,
        "Launching a SegNeXt training through mmsegmentation's dist_train.sh on one chosen GPU: the "
        "training script's argument parser refuses the config path and the launcher kills the "
        "subprocess. The maintainer asks whether train.py was modified (the script and the launcher "
        "disagree on arguments). A command-line error that fails the same way on every retry.",
    ),
    real(
        GH + "ultralytics/yolov5/issues/9681",
        "ultralytics/yolov5",
        "type_error",
        "user_code",
        USER,
        "TypeError: __init__(): incompatible constructor arguments.",
        r"""
        python -m torch.distributed.run --nproc_per_node 2 train.py --batch 16 --weights yolov5s.pt --device 0,1

        WARNING:__main__:
        *****************************************
        Setting OMP_NUM_THREADS environment variable for each process to be 1 in default, to avoid your system being overloaded, please further tune the variable for optimal performance in your application as needed.
        *****************************************
        ERROR:torch.distributed.elastic.multiprocessing.errors.error_handler:{
          "message": {
            "message": "TypeError: __init__(): incompatible constructor arguments. The following argument types are supported:\n    1. torch._C._distributed_c10d.TCPStore(host_name: str, port: int, world_size: int, is_master: bool, timeout: datetime.timedelta = datetime.timedelta(0, 300))\n\nInvoked with: '127.0.0.1', 29500, 1, True, datetime.timedelta(0, 900); kwargs: multi_tenant=True",
        """,
        "YOLOv5 DDP training on two GPUs under torch.distributed.run: the launcher's Python code "
        "passes multi_tenant=True to a TCPStore constructor whose compiled extension does not know it, "
        "i.e. the Python launcher and the installed torch binary are from different versions. The "
        "thread went stale without an answer; labelled from the log: an environment mismatch that "
        "fails before any rank starts, every time, until torch is reinstalled consistently.",
    ),
    real(
        GH + "pytorch/pytorch/issues/102434",
        "pytorch/pytorch",
        "os_error",
        "user_code",
        USER,
        "slurmstepd: error: execve(): train.py: Permission denied",
        r"""
        slurmstepd: error: execve(): train.py: Permission denied
        """,
        "A two-node, four-GPU-per-node FSDP fine-tune of BLOOM submitted with `srun train.py ...`: "
        "Slurm's step daemon cannot execute the script, which is started directly rather than through "
        "python and lacks execute permission. The user later reports this problem solved (without "
        "saying how) and moves on to a different error. A job-script error that recurs on every submission.",
    ),
    real(
        GH + "modelscope/ms-swift/issues/6368",
        "modelscope/ms-swift",
        "connection_error",
        "unknown",
        HUMAN,
        "nslookup: can't resolve 'dlc1dwuhvtro4c27-master-0': Name does not resolve",
        r"""
        nslookup: can't resolve '(null)': Name does not resolve
        nslookup: can't resolve 'dlc1dwuhvtro4c27-master-0': Name does not resolve
        waiting for master

        Traceback (most recent call last):
          File "/opt/ac2/bin/torchrun", line 8, in <module>
            sys.exit(main())
                     ^^^^^^
          File "/opt/ac2/lib/python3.12/site-packages/torch/distributed/elastic/multiprocessing/errors/__init__.py", line 357, in wrapper
            return f(*args, **kwargs)
                   ^^^^^^^^^^^^^^^^^^
          File "/opt/ac2/lib/python3.12/site-packages/torch/distributed/run.py", line 901, in main
            run(args)
          File "/opt/ac2/lib/python3.12/site-packages/torch/distributed/run.py", line 892, in run
            elastic_launch(
          File "/opt/ac2/lib/python3.12/site-packages/torch/distributed/launcher/api.py", line 143, in __call__
            return launch_agent(self._config, self._entrypoint, list(args))
                   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
          File "/opt/ac2/lib/python3.12/site-packages/torch/distributed/launcher/api.py", line 268, in launch_agent
            result = agent.run()
                     ^^^^^^^^^^^
        """,
        "A multi-node GRPO job on Alibaba's DLC platform: the worker cannot resolve the master pod's "
        "name (and resolves a '(null)' host, suggesting an unset variable) before torchrun's agent "
        "fails. The thread went stale with no diagnosis. Either the master pod was not up yet (a "
        "restart would work) or the job's address configuration is wrong (it would not); the log "
        "alone cannot tell, so it is left to a human.",
        ambiguous=True,
    ),
    real(
        GH + "jax-ml/jax/issues/23452",
        "jax-ml/jax",
        "cuda_error",
        "user_code",
        USER,
        "CUDA_ERROR_INVALID_DEVICE: invalid device ordinal",
        r"""
        2024-09-05 07:57:34.555804: W external/xla/xla/service/platform_util.cc:199] unable to create StreamExecutor for CUDA:1: failed initializing StreamExecutor for CUDA device ordinal 1: INTERNAL: Failed call to cuDeviceGet: CUDA_ERROR_INVALID_DEVICE: invalid device ordinal
        Traceback (most recent call last):
          File "/mnt/home/achen1/miniconda3/envs/main/lib/python3.9/site-packages/jax/_src/xla_bridge.py", line 879, in backends
            backend = _init_backend(platform)
          File "/mnt/home/achen1/miniconda3/envs/main/lib/python3.9/site-packages/jax/_src/xla_bridge.py", line 970, in _init_backend
            backend = registration.factory()
          File "/mnt/home/achen1/miniconda3/envs/main/lib/python3.9/site-packages/jax/_src/xla_bridge.py", line 676, in factory
            return xla_client.make_c_api_client(
        """,
        "A two-task Slurm job (--gpus-per-task=1) calling jax.distributed.initialize(): each task "
        "sees one GPU, but the second process asks for device ordinal 1. The thread is open with no "
        "fix; labelled from the log and the job script: a device-binding configuration that fails at "
        "start-up every time, not a faulty GPU.",
    ),
    real(
        GH + "jax-ml/jax/issues/28194",
        "jax-ml/jax",
        "cuda_error",
        "user_code",
        USER,
        "RuntimeError: Unable to initialize backend 'cuda'",
        r"""
        RuntimeError: Unable to initialize backend 'cuda': INTERNAL: no supported devices found for platform CUDA (you may need to uninstall the failing plugin package, or set JAX_PLATFORMS=cpu to skip this backend.)
        """,
        "A single 8xH200 node under Slurm with --ntasks-per-node=4 --gpus-per-task=1 and "
        "jax.distributed.initialize(): the CUDA backend finds no device it may use in some tasks. The "
        "reporter gets further with --gres=gpu:4 or --gpu-bind=closest; the thread closed on the "
        "Slurm binding. A job-configuration error that recurs on every launch.",
    ),
    real(
        GH + "jax-ml/jax/issues/15146",
        "jax-ml/jax",
        "cuda_error",
        "user_code",
        USER,
        "Could not create cudnn handle: CUDNN_STATUS_NOT_INITIALIZED",
        r"""
        2023-03-22 15:34:15.653227: E external/org_tensorflow/tensorflow/compiler/xla/stream_executor/cuda/cuda_dnn.cc:429] Could not create cudnn handle: CUDNN_STATUS_NOT_INITIALIZED
        """,
        "JAX on a Slurm cluster with more processes than GPUs per node (several processes meant to "
        "share one GPU), passing local_device_ids by hand: cuDNN cannot be initialised and a RET_CHECK "
        "failure follows. The thread treats it as a limitation of JAX's multi-process device "
        "assignment. A configuration that fails the same way at every start; not a GPU fault.",
    ),
    real(
        GH + "jax-ml/jax/issues/11882",
        "jax-ml/jax",
        "assertion_error",
        "framework_bug",
        USER,
        "INTERNAL: RET_CHECK failure",
        r"""
        2022-08-11 15:24:55.438102: E external/org_tensorflow/tensorflow/compiler/xla/status_macros.cc:57] INTERNAL: RET_CHECK failure (external/org_tensorflow/tensorflow/compiler/xla/pjrt/gpu_device.cc:345) local_device->device_ordinal() == local_topology.devices_size()
        """,
        "Multi-process JAX with jax_cuda_visible_devices set and jax.distributed.initialize(): XLA's "
        "GPU client checks that device ordinals are contiguous and aborts. NVIDIA's reporter traces it "
        "to BuildDistributedDevices; the JAX team took it as a P0 bug. A framework bug that recurs "
        "deterministically until the fix is installed; a restart does not help.",
    ),
    # --- version mismatches and import errors --------------------------------------------------------
    real(
        GH + "hpcaitech/ColossalAI/issues/5540",
        "hpcaitech/ColossalAI",
        "import_error",
        "user_code",
        USER,
        "ModuleNotFoundError: No module named 'colossalai.legacy'",
        r"""
        WARNING:torch.distributed.run:
        *****************************************
        Setting OMP_NUM_THREADS environment variable for each process to be 1 in default, to avoid your system being overloaded, please further tune the variable for optimal performance in your application as needed.
        *****************************************
        Traceback (most recent call last):
          File "train.py", line 4, in <module>
            from data.bert_helper import SequenceParallelDataIterator, get_batch_for_sequence_parallel
          File "/GPUFS/nsccgz_ywang_zfd/bfy/ColossalAI/examples/tutorial/sequence_parallel/data/__init__.py", line 3, in <module>
            from colossalai.legacy.context import ParallelMode
        ModuleNotFoundError: No module named 'colossalai.legacy'
        Traceback (most recent call last):
          File "train.py", line 4, in <module>
            from data.bert_helper import SequenceParallelDataIterator, get_batch_for_sequence_parallel
          File "/GPUFS/nsccgz_ywang_zfd/bfy/ColossalAI/examples/tutorial/sequence_parallel/data/__init__.py", line 3, in <module>
            from colossalai.legacy.context import ParallelMode
        ModuleNotFoundError: No module named 'colossalai.legacy'
        """,
        "Two-GPU `colossalai run` of the sequence-parallel tutorial: both ranks fail at import because "
        "the installed colossalai lacks the legacy package the example uses. Labelled from the log: "
        "an installed-version mismatch that fails identically on every launch.",
    ),
    real(
        GH + "OpenGVLab/InternVL/issues/455",
        "OpenGVLab/InternVL",
        "import_error",
        "user_code",
        USER,
        "ImportError: cannot import name 'log' from 'torch.distributed.elastic.agent.server.api'",
        r"""
          File "/root/miniconda3/envs/internvl/lib/python3.9/site-packages/deepspeed/runtime/pipe/module.py", line 19, in <module>
            from ..activation_checkpointing import checkpointing
          File "/root/miniconda3/envs/internvl/lib/python3.9/site-packages/deepspeed/runtime/activation_checkpointing/checkpointing.py", line 26, in <module>
            from deepspeed.runtime.config import DeepSpeedConfig
          File "/root/miniconda3/envs/internvl/lib/python3.9/site-packages/deepspeed/runtime/config.py", line 42, in <module>
            from ..elasticity import (
          File "/root/miniconda3/envs/internvl/lib/python3.9/site-packages/deepspeed/elasticity/__init__.py", line 10, in <module>
            from .elastic_agent import DSElasticAgent
          File "/root/miniconda3/envs/internvl/lib/python3.9/site-packages/deepspeed/elasticity/elastic_agent.py", line 9, in <module>
            from torch.distributed.elastic.agent.server.api import log, _get_socket_with_port
        ImportError: cannot import name 'log' from 'torch.distributed.elastic.agent.server.api' (/root/miniconda3/envs/internvl/lib/python3.9/site-packages/torch/distributed/elastic/agent/server/api.py)
        Traceback (most recent call last):
          File "/root/InternVL/internvl_chat/internvl/train/internvl_chat_finetune.py", line 18, in <module>
            from internvl.dist_utils import init_dist
        """,
        "InternVL fine-tuning per the documentation: importing DeepSpeed fails because the installed "
        "DeepSpeed imports a name newer torch releases removed. An installed-version mismatch "
        "(DeepSpeed too old for the torch in the environment) that fails at import on every rank, "
        "every launch.",
    ),
    real(
        GH + "InternLM/xtuner/issues/902",
        "InternLM/xtuner",
        "import_error",
        "user_code",
        USER,
        "WARNING: command error: 'Unable to configure default ndarray.__repr__'!",
        r"""
        [2024-08-26 19:56:12,341] [INFO] [real_accelerator.py:203:get_accelerator] Setting ds_accelerator to cuda (auto detect)
        Warning: The default cache directory for DeepSpeed Triton autotune, /root/.triton/autotune, appears to be on an NFS system. While this is generally acceptable, if you experience slowdowns or hanging when DeepSpeed exits, it is recommended to set the TRITON_CACHE_DIR environment variable to a non-NFS path.
        08/26 19:56:49 - mmengine - WARNING - WARNING: command error: 'Unable to configure default ndarray.__repr__'!
        08/26 19:56:49 - mmengine - WARNING -
            Arguments received: ['xtuner', 'train', './internlm2_chat_1_8b_qlora_alpaca_e3_copy.py']. xtuner commands use the following syntax:
        """,
        "`xtuner train` of a QLoRA config in a course environment: the command dies while importing "
        "its stack with numpy's 'Unable to configure default ndarray.__repr__', the mark of a numpy "
        "release the compiled packages were not built for. No answer in the thread; labelled from "
        "the log: a broken environment that fails the same way at every start.",
    ),
    real(
        GH + "jackaduma/Vicuna-LoRA-RLHF-PyTorch/issues/10",
        "jackaduma/Vicuna-LoRA-RLHF-PyTorch",
        "import_error",
        "user_code",
        USER,
        "UserWarning: The installed version of bitsandbytes was compiled without GPU support.",
        r"""
        (gh_Vicuna-LoRA-RLHF-PyTorch) amd00@asus00:~/llm_dev/Vicuna-LoRA-RLHF-PyTorch$ python supervised_finetune.py --data_path './data/merge_sample.json' --output_path 'lora-Vicuna' --model_path './weights/vicuna-7b' --eval_steps 200 --save_steps 200 --test_size 1

        ===================================BUG REPORT===================================
        Welcome to bitsandbytes. For bug reports, please run

        python -m bitsandbytes

         and submit this information together with your error trace to: https://github.com/TimDettmers/bitsandbytes/issues
        ================================================================================
        bin /home/amd00/anaconda3/envs/gh_Vicuna-LoRA-RLHF-PyTorch/lib/python3.10/site-packages/bitsandbytes/libbitsandbytes_cpu.so
        /home/amd00/anaconda3/envs/gh_Vicuna-LoRA-RLHF-PyTorch/lib/python3.10/site-packages/bitsandbytes/cextension.py:34: UserWarning: The installed version of bitsandbytes was compiled without GPU support. 8-bit optimizers, 8-bit multiplication, and GPU quantization are unavailable.
          warn("The installed version of bitsandbytes was compiled without GPU support. "
        /home/amd00/anaconda3/envs/gh_Vicuna-LoRA-RLHF-PyTorch/lib/python3.10/site-packages/bitsandbytes/libbitsandbytes_cpu.so: undefined symbol: cadam32bit_grad_fp32
        """,
        "A LoRA supervised fine-tune of Vicuna-7B: bitsandbytes loads its CPU-only library (it did not "
        "set up CUDA), so the 8-bit GPU kernels the training needs are missing. The "
        "reporter titles it 'failed with a workaround' (an environment fix). An installation problem "
        "that recurs at every start.",
    ),
    real(
        GH + "modelscope/ms-swift/issues/9261",
        "modelscope/ms-swift",
        "import_error",
        "user_code",
        USER,
        "No module named 'mergekit'",
        r"""
        [rank0]: RuntimeError: Failed to import trl.trainer.grpo_trainer because of the following error (look up to see its traceback):
        [rank0]: No module named 'mergekit'
        """,
        "A GRPO run with ms-swift on transformers 5.6 and trl 0.22.2: trl's lazy import of its GRPO "
        "trainer fails on a module that is not installed. The reporter and the thread put it on the "
        "trl version (trl v1 had been released). An import error wrapped in a RuntimeError; it recurs "
        "until the versions are aligned.",
    ),
    real(
        GH + "2U1/Qwen-VL-Series-Finetune/issues/197",
        "2U1/Qwen-VL-Series-Finetune",
        "import_error",
        "user_code",
        USER,
        "ImportError: cannot import name 'Qwen2VLModelOutputWithPast'",
        r"""
        Traceback (most recent call last):
          File "/.../Qwen2-VL-Finetune/src/train/train_grpo.py", line 12, in <module>
            from monkey_patch_forward import replace_qwen2_5_with_mixed_modality_forward, replace_qwen_2_with_mixed_modality_forward
          File "/.../Qwen2-VL-Finetune/src/train/monkey_patch_forward.py", line 1, in <module>
            from transformers.models.qwen2_vl.modeling_qwen2_vl import Qwen2VLModelOutputWithPast
        ImportError: cannot import name 'Qwen2VLModelOutputWithPast' from 'transformers.models.qwen2_vl.modeling_qwen2_vl'
        """,
        "Starting GRPO training of Qwen2-VL: after downgrading transformers (to get past a seed_worker "
        "TypeError) the repository's monkey patch imports a class the older transformers lacks. The "
        "maintainer fixed the code for GRPO and asks for trl 0.23.1. A version mismatch that fails at "
        "import on every launch.",
    ),
    # --- data loading and numerics -------------------------------------------------------------------
    real(
        GH + "open-mmlab/mmdetection/issues/291",
        "open-mmlab/mmdetection",
        "dataloader_killed",
        "user_code",
        USER,
        "RuntimeError: DataLoader worker (pid 34569) is killed by signal: Bus error.",
        r"""
            return self.data_queue.get()
          File "/mnt/lustre/liudonghui/anaconda3/envs/venv_mmdet/lib/python3.6/multiprocessing/queues.py", line 342, in get
            res = self._reader.recv_bytes()
          File "/mnt/lustre/liudonghui/anaconda3/envs/venv_mmdet/lib/python3.6/multiprocessing/connection.py", line 216, in recv_bytes
            buf = self._recv_bytes(maxlength)
          File "/mnt/lustre/liudonghui/anaconda3/envs/venv_mmdet/lib/python3.6/multiprocessing/connection.py", line 407, in _recv_bytes
            buf = self._recv(4)
          File "/mnt/lustre/liudonghui/anaconda3/envs/venv_mmdet/lib/python3.6/multiprocessing/connection.py", line 379, in _recv
            chunk = read(handle, remaining)
          File "/mnt/lustre/liudonghui/anaconda3/envs/venv_mmdet/lib/python3.6/site-packages/torch/utils/data/dataloader.py", line 227, in handler
            _error_if_any_worker_fails()
        RuntimeError: DataLoader worker (pid 34569) is killed by signal: Bus error. Details are lost due to multiprocessing. Rerunning with num_workers=0 may give better error trace.
        """,
        "mmdetection training on a Slurm cluster dies every 600 to 1000 steps; the reporter sees the "
        "data-loading processes' memory climb until a worker is killed by SIGBUS (shared memory "
        "exhausted). The maintainer explains how to run under Slurm. A DataLoader worker out of "
        "shared memory: it recurs with the same configuration, so the user must change it.",
    ),
    real(
        GH + "JyChen9811/FaithDiff/issues/34",
        "JyChen9811/FaithDiff",
        "nan_or_value_error",
        "user_code",
        USER,
        "noise_step_loss=nan",
        r"""
        [2025-08-27 10:12:22,229] [INFO] [loss_scaler.py:184:update_scale] [deepspeed] OVERFLOW! Rank 0 Skipping step. Attempted loss scale: 4, reducing to 2
        Steps:   0%|▏                                                                           | 16/6000 [00:55<4:54:46,  2.96s/it, lr=0, noise_step_loss=nan][2025-08-27 10:12:25,030] [INFO] [loss_scaler.py:184:update_scale] [deepspeed] OVERFLOW! Rank 0 Skipping step. Attempted loss scale: 2, reducing to 1
        Steps:   0%|▏                                                                           | 17/6000 [00:58<4:50:05,  2.91s/it, lr=0, noise_step_loss=nan][rank0]: Traceback (most recent call last):
        [rank0]:   File "/mnt/nvme0/yueyc/FaithDiff/./train_SDXL_stage_1.py", line 999, in <module>
        [rank0]:     main()
        [rank0]:   File "/mnt/nvme0/yueyc/FaithDiff/./train_SDXL_stage_1.py", line 928, in main
        [rank0]:     accelerator.backward(loss)
        [rank0]:   File "/nvme/yueyc/.conda/envs/faithdiff/lib/python3.10/site-packages/accelerate/accelerator.py", line 2726, in backward
        [rank0]:     self.deepspeed_engine_wrapped.backward(loss, sync_gradients=self.sync_gradients, **kwargs)
        [rank0]:   File "/nvme/yueyc/.conda/envs/faithdiff/lib/python3.10/site-packages/accelerate/utils/deepspeed.py", line 281, in backward
        [rank0]:     self.engine.step()
        """,
        "Stage-1 SDXL training of FaithDiff under accelerate + DeepSpeed fp16: the loss is NaN from "
        "the first steps, DeepSpeed keeps skipping steps and halving the loss scale down to 1, and "
        "then the optimizer step raises (the excerpt ends inside that traceback). The thread is open "
        "without an answer; labelled from the log: divergence from the start, which a restart from "
        "the same state and configuration would repeat.",
    ),
    # --- bare deaths the threads did not explain, and a hang ----------------------------------------
    real(
        GH + "facebookresearch/maskrcnn-benchmark/issues/400",
        "facebookresearch/maskrcnn-benchmark",
        "other",
        "unknown",
        HUMAN,
        "died with <Signals.SIGSEGV: 11>",
        r"""
        export NGPUS=4
        python -m torch.distributed.launch --nproc_per_node=$NGPUS /path_to_maskrcnn_benchmark/tools/train_net.py --config-file "path/to/config/file.yaml"

        creating index... 2019-02-01 04:45:45,090 maskrcnn_benchmark.trainer INFO: Start training 0%| | 0/90000 [00:00<?, ?it/s]index created! 0%| | 0/90000 [00:00<?, ?it/s]Traceback (most recent call last): File "/home/ubuntu/anaconda3/envs/pytorch_p36/lib/python3.6/runpy.py", line 193, in _run_module_as_main "__main__", mod_spec) File "/home/ubuntu/anaconda3/envs/pytorch_p36/lib/python3.6/runpy.py", line 85, in _run_code exec(code, run_globals) File "/home/ubuntu/anaconda3/envs/pytorch_p36/lib/python3.6/site-packages/torch/distributed/launch.py", line 222, in<module> main() File "/home/ubuntu/anaconda3/envs/pytorch_p36/lib/python3.6/site-packages/torch/distributed/launch.py", line 218, inmain cmd=process.args) subprocess.CalledProcessError: Command '['/home/ubuntu/anaconda3/envs/pytorch_p36/bin/python', '-u', 'tools/train_net.py', '--local_rank=0', '--config', 'configs/e2e_mask_rcnn_R_50_FPN_1x.yaml']' died with <Signals.SIGSEGV: 11>.
        """,
        "Mask R-CNN training on a 4-GPU p3.8xlarge: rank 0 dies of SIGSEGV as training starts (the "
        "paste lost its line breaks). The maintainer asks the reporter to check something and the "
        "thread ends awaiting a response. A segfault with no cause in the log (a compiled extension, "
        "a library mismatch or the machine) is left to a human.",
        ambiguous=True,
    ),
    real(
        GH + "tianweiy/DMD2/issues/18",
        "tianweiy/DMD2",
        "host_oom",
        "unknown",
        HUMAN,
        "failed (exitcode: -9) local_rank: 2",
        r"""
        WARNING:torch.distributed.elastic.multiprocessing.api:Sending process 26827 closing signal SIGTERM
        WARNING:torch.distributed.elastic.multiprocessing.api:Sending process 26828 closing signal SIGTERM
        WARNING:torch.distributed.elastic.multiprocessing.api:Sending process 26830 closing signal SIGTERM
        ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: -9) local_rank: 2 (pid: 26829) of binary: /home/work/miniconda3/envs/dmd2/bin/python
        """,
        "SDXL distillation with accelerate FSDP on 4 GPUs (SD1.5 under torchrun worked): local rank 2 "
        "is killed by SIGKILL and the agent stops the others. The thread has no answer. A bare "
        "SIGKILL, most often the host OOM killer but with no kernel or Slurm record here, is left to "
        "a human.",
        culprit={"nodes": [], "ranks": [2]},
        ambiguous=True,
    ),
    real(
        GH + "open-mmlab/mmsegmentation/issues/938",
        "open-mmlab/mmsegmentation",
        "other",
        "unknown",
        HUMAN,
        "returned non-zero exit status 1.",
        r"""
        Traceback (most recent call last):
        File "/home/anaconda3/envs/py37_torch1.6/lib/python3.7/runpy.py", line 193, in _run_module_as_main
        "main", mod_spec)
        File "/home/anaconda3/envs/py37_torch1.6/lib/python3.7/runpy.py", line 85, in _run_code
        exec(code, run_globals)
        File "/home/anaconda3/envs/py37_torch1.6/lib/python3.7/site-packages/torch/distributed/launch.py", line 261, in
        main()
        File "/home/anaconda3/envs/py37_torch1.6/lib/python3.7/site-packages/torch/distributed/launch.py", line 257, in main
        cmd=cmd)
        subprocess.CalledProcessError: Command '['/home/anaconda3/envs/py37_torch1.6/bin/python', '-u', './tools/train.py', '--local_rank=1', 'configs/SETR/SETR_Naive_768x768_40k_cityscapes_bs_8.py', '--launcher', 'pytorch', '--load-from=./pth/jx_vit_large_p16_384-b3be5167.pth']' returned non-zero exit status 1.
        """,
        "SETR training on two GPUs with mmsegmentation's dist_train.sh: the launcher reports that "
        "rank 1 exited with status 1, and the rank's own error is not in the paste. The maintainer "
        "guesses an installation/version problem; nothing was confirmed. A bare exit status with the "
        "cause missing from the log: left to a human.",
        ambiguous=True,
    ),
    real(
        GH + "InternLM/xtuner/issues/375",
        "InternLM/xtuner",
        "other",
        "unknown",
        HUMAN,
        "torch.distributed.elastic.multiprocessing.errors.ChildFailedError:",
        r"""
          File "/home/tangshi/miniconda3/envs/xtuner/lib/python3.10/site-packages/torch/distributed/launcher/api.py", line 134, in __call__
            return launch_agent(self._config, self._entrypoint, list(args))
          File "/home/tangshi/miniconda3/envs/xtuner/lib/python3.10/site-packages/torch/distributed/launcher/api.py", line 264, in launch_agent
            raise ChildFailedError(
        torch.distributed.elastic.multiprocessing.errors.ChildFailedError:
        ============================================================
        /home/tangshi/miniconda3/envs/xtuner/lib/python3.10/site-packages/xtuner/tools/train.py FAILED
        ------------------------------------------------------------
        Failures:
        [1]:
          time      : 2024-01-31_11:56:39
          host      : tangshi
          rank      : 1 (local_rank: 1)
          exitcode  : 1 (pid: 36033)
          error_file: <N/A>
          traceback : To enable traceback see: https://pytorch.org/docs/stable/elastic/errors.html
        [2]:
          time      : 2024-01-31_11:56:39
          host      : tangshi
          rank      : 2 (local_rank: 2)
          exitcode  : 1 (pid: 36034)
          error_file: <N/A>
          traceback : To enable traceback see: https://pytorch.org/docs/stable/elastic/errors.html
        [3]:
          time      : 2024-01-31_11:56:39
          host      : tangshi
          rank      : 3 (local_rank: 3)
          exitcode  : 1 (pid: 36035)
          error_file: <N/A>
          traceback : To enable traceback see: https://pytorch.org/docs/stable/elastic/errors.html
        """,
        "Multi-GPU `xtuner train`: torchrun's summary lists ranks 1 to 3 failed with exit code 1 and "
        "no error file, so the ranks' own exceptions are not in the excerpt. The thread is a question "
        "about multi-GPU use without a diagnosis of this failure. A bare exit-code summary: left to a "
        "human.",
        ambiguous=True,
    ),
    real(
        GH + "hpcaitech/ColossalAI/issues/2441",
        "hpcaitech/ColossalAI",
        "other",
        "unknown",
        HUMAN,
        "Error: failed to run torchrun",
        r"""
        Error: failed to run torchrun --nproc_per_node=4 --nnodes=1 --node_rank=0 --rdzv_backend=c10d --rdzv_endpoint=127.0.0.1:29500 --rdzv_id=colossalai-default-job train.py --config config.py -s on 127.0.0.1
        """,
        "A maintainer's own report: users of `colossalai run` see only this line when a launch fails, "
        "with no error message saying what went wrong, and the issue asks for the launcher to surface "
        "the cause. From this log alone the failure cannot be placed (script, environment or "
        "machine), so it is left to a human.",
        ambiguous=True,
    ),
    real(
        GH + "jax-ml/jax/issues/22740",
        "jax-ml/jax",
        "hang",
        "user_code",
        USER,
        "This thread has been waiting for `initialize clique for rank 6;",
        r"""
        2024-07-29 17:14:59.920189: E external/xla/xla/service/rendezvous.cc:38] This thread has been waiting for `initialize clique for rank 6; clique=devices=[0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15]; stream=0; run_id=724296073` for 10 seconds and may be stuck. Expected 8 threads to join the rendezvous, but not all of them arrived on time.
        """,
        "A two-host JAX test (jax.distributed.initialize with a coordinator on host0): device counts "
        "are exchanged, then host0's psum over all 16 devices waits in NCCL clique initialisation for "
        "threads that never arrive. The two scripts pasted in the thread differ: host1 only prints its "
        "device counts and never enters the pmap, so the collective is not called on every process. "
        "Labelled from the thread's scripts (the closing comment is not in the excerpt): a collective "
        "that differs between processes hangs the same way on every run.",
    ),
]
