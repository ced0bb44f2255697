# ruff: noqa
"""Real excerpts, batch ZZ10-TGB: held-out (test-fold) failures of GPU training jobs as operators
meet them, gathered from GitHub issues of model and training repositories and from Q&A and forum
sites new to the corpus (every repository or site maps to the test fold and was not in the corpus
before). Taken as the searches returned them: collective and NCCL errors, CUDA faults, GPU and host
memory exhaustion, killed DataLoader workers, full disks and quotas, Hub and network failures,
loading and version errors, assertion failures of communication libraries. Verbatim log lines as
printed in the threads; labelled from what each thread concluded, or from the log where it
concluded nothing (the notes say which). Nobody ran crashcart on these while labelling them."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    real(
        GH + "deepseek-ai/DeepEP/issues/104",
        "deepseek-ai/DeepEP",
        "assertion_error",
        "user_code",
        USER,
        "RuntimeError: Failed: Assertion error /home1/DeepEP/csrc/deep_ep.cpp:32 'num_ranks > NUM_MAX_NVL_PEERS or low_latency_mode'",
        r"""
           self.runtime = deep_ep_cpp.Buffer(self.rank, self.group_size, num_nvl_bytes, num_rdma_bytes, low_latency_mode)
        RuntimeError: Failed: Assertion error /home1/DeepEP/csrc/deep_ep.cpp:32 'num_ranks > NUM_MAX_NVL_PEERS or low_latency_mode'
        """,
        "Two nodes with one A100 each ran DeepEP's internode test; the buffer's constructor asserts that "
        "an internode (non low-latency) group has more ranks than one NVLink domain of 8 GPUs. The "
        "maintainer answered that this layout is not what DeepEP supports: a configuration the same "
        "launch hits again.",
    ),
    real(
        GH + "deepseek-ai/DeepEP/issues/255",
        "deepseek-ai/DeepEP",
        "assertion_error",
        "user_code",
        USER,
        """RuntimeError: Failed: Assertion error /data1/workdata/DeepEP/csrc/kernels/internode.cu:328 'false and "Unsupported RDMA ranks"'""",
        r"""
          File "/data1/anaconda/envs/test-deepep/lib/python3.10/site-packages/torch/multiprocessing/spawn.py", line 90, in _wrap
            fn(i, *args)
          File "/data1/workdata/DeepEP/tests/test_internode.py", line 236, in test_loop
            test_main(i, local_rank, num_local_ranks, num_ranks, num_nodes, rank, buffer, group)
          File "/data1/workdata/DeepEP/tests/test_internode.py", line 110, in test_main
            recv_x, recv_topk_idx, recv_topk_weights, recv_num_tokens_per_expert_list, handle, event = buffer.dispatch(**dispatch_args)
          File "/data1/anaconda/envs/test-deepep/lib/python3.10/site-packages/deep_ep-1.1.0-py3.10-linux-x86_64.egg/deep_ep/buffer.py", line 311, in dispatch
            return self.internode_dispatch(x, handle, num_tokens_per_rank, num_tokens_per_rdma_rank, is_token_in_rank, num_tokens_per_expert,
          File "/data1/anaconda/envs/test-deepep/lib/python3.10/site-packages/deep_ep-1.1.0-py3.10-linux-x86_64.egg/deep_ep/buffer.py", line 421, in internode_dispatch
            recv_src_meta, send_rdma_head, send_nvl_head, event = self.runtime.internode_dispatch(
        RuntimeError: Failed: Assertion error /data1/workdata/DeepEP/csrc/kernels/internode.cu:328 'false and "Unsupported RDMA ranks"'
        """,
        "Any two H20 nodes pass the internode test, more than two fail: the dispatch kernel has no "
        "instance for this number of RDMA ranks. The thread has no maintainer answer; from the log, a "
        "node count the library does not support, which fails the same way on every launch.",
    ),
    real(
        GH + "modelscope/DiffSynth-Studio/issues/411",
        "modelscope/DiffSynth-Studio",
        "cuda_oom",
        "framework_bug",
        USER,
        "rank4]: torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 1.30 GiB.",
        r"""
        rank4]: torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 1.30 GiB. GPU 4 has a total capacity of 94.99 GiB of which 861.06 MiB is free. Including non-PyTorch memory, this process has 94.14 GiB memory in use. Of the allocated memory 85.75 GiB is allocated by PyTorch, and 3.97 GiB is reserved by PyTorch but unallocated. If reserved but unallocated memory is large try setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  See documentation for Memory Management  (https://pytorch.org/docs/stable/notes/cuda.html#environment-variables)
        """,
        "LoRA fine-tuning of Wan2.1-T2V-14B on 720p data runs out of memory on 8 H100s. The maintainers "
        "confirmed it: the model keeps its intermediate variables in fp32, which multiplies the memory "
        "it needs, and they were working on it. Deterministic GPU memory exhaustion; a rerun OOMs again.",
    ),
    real(
        GH + "yang-zhang/lightning-language-modeling/issues/2",
        "yang-zhang/lightning-language-modeling",
        "import_error",
        "user_code",
        USER,
        "ImportError: cannot import name 'SAVE_STATE_WARNING' from 'torch.optim.lr_scheduler'",
        r"""
        ---------------------------------------------------------------------------
        ImportError                               Traceback (most recent call last)
        <ipython-input-2-279c49635b32> in <module>
        ----> 1 import transformers

        /net/vaosl01/opt/NFS/su0/anaconda3/envs/scatr/lib/python3.7/site-packages/transformers/__init__.py in <module>
            624
            625     # Trainer
        --> 626     from .trainer import Trainer
            627     from .trainer_pt_utils import torch_distributed_zero_first
            628 else:

        /net/vaosl01/opt/NFS/su0/anaconda3/envs/scatr/lib/python3.7/site-packages/transformers/trainer.py in <module>
             67     TrainerState,
             68 )
        ---> 69 from .trainer_pt_utils import (
             70     DistributedTensorGatherer,
             71     SequentialDistributedSampler,

        /net/vaosl01/opt/NFS/su0/anaconda3/envs/scatr/lib/python3.7/site-packages/transformers/trainer_pt_utils.py in <module>
             38     SAVE_STATE_WARNING = ""
             39 else:
        ---> 40     from torch.optim.lr_scheduler import SAVE_STATE_WARNING
             41
             42 logger = logging.get_logger(__name__)

        ImportError: cannot import name 'SAVE_STATE_WARNING' from 'torch.optim.lr_scheduler' (/net/vaosl01/opt/NFS/su0/anaconda3/envs/scatr/lib/python3.7/site-packages/torch/optim/lr_scheduler.py)
        """,
        "After installing the repository's requirements, `import transformers` fails: that transformers "
        "release imports a name newer torch releases removed. A transformers/torch version mismatch in "
        "the environment (the thread points to the known upstream issue); every launch fails the same.",
    ),
    real(
        GH + "jingtaozhan/DRhard/issues/11",
        "jingtaozhan/DRhard",
        "import_error",
        "user_code",
        USER,
        "ImportError: cannot import name 'RobertaPreTrainedModel' from 'transformers.modeling_roberta'",
        r"""
        $python ./star/inference.py --data_type passage --max_doc_length 256 --mode dev
        Traceback (most recent call last):
          File "./star/inference.py", line 15, in <module>
            from model import RobertaDot
          File "/home/yicheng.fyc/DRhard/./model.py", line 10, in <module>
            from transformers.modeling_roberta import RobertaPreTrainedModel
        ImportError: cannot import name 'RobertaPreTrainedModel' from 'transformers.modeling_roberta' (/home/yicheng.fyc/miniconda2/envs/adore/lib/python3.8/site-packages/transformers-2.8.0-py3.8.egg/transformers/modeling_roberta.py)
        """,
        "The environment had transformers 2.8.0 although the reporter meant to test 3.4.0; the "
        "maintainer ran it with 3.4.0 fine and asked to check `transformers.__version__` (2.8.0 fails). "
        "A wrong package version in the job's environment.",
    ),
    real(
        GH + "Haiyang-W/DSVT/issues/31",
        "Haiyang-W/DSVT",
        "nan_or_value_error",
        "user_code",
        USER,
        "loss_hm=nan, loss_loc=nan, loss=nan",
        r"""
        epochs:   0%| | 0/24 [00:25<?, ?it/s, loss_hm=nan, loss_loc=nan, loss=nan, lr=2e-5, d_time=0.00(0.02), f_time=0.68(0.70), b_tWARNING:tensorboardX.x2num:NaN or Inf found in input tensor.               | 33/19761 [00:23<3:55:35,  1.40it/s, total_it=33]
        WARNING:tensorboardX.x2num:NaN or Inf found in input tensor.
        WARNING:tensorboardX.x2num:NaN or Inf found in input tensor.
        WARNING:tensorboardX.x2num:NaN or Inf found in input tensor.
        WARNING:tensorboardX.x2num:NaN or Inf found in input tensor.
        WARNING:tensorboardX.x2num:NaN or Inf found in input tensor.
        WARNING:tensorboardX.x2num:NaN or Inf found in input tensor.
        """,
        "Training with --fp16 turns every loss to NaN within 100 iterations, on dozens of attempts. "
        "The maintainer pointed to the configuration (the pillar setting rarely meets it, the learning "
        "rate): fp16 divergence with these settings, which a restart meets again.",
    ),
    real(
        GH + "xh-liu/CC-FPSE/issues/6",
        "xh-liu/CC-FPSE",
        "connection_error",
        "user_code",
        USER,
        "RuntimeError: connect() timed out.",
        r"""
        Use GPU: 0 for training
        before dist init
        Process SpawnProcess-1:
        Traceback (most recent call last):
          File "/home/fatemeh/anaconda3/lib/python3.7/site-packages/torch/multiprocessing/spawn.py", line 19, in _wrap
            fn(i, *args)
          File "/hdd/sadegh/Pix2Pix/CC-FPSE/train.py", line 38, in main_worker
            dist.init_process_group(backend='nccl', init_method=opt.dist_url, world_size=1, rank=1)
          File "/home/fatemeh/anaconda3/lib/python3.7/site-packages/torch/distributed/distributed_c10d.py", line 397, in init_process_group
            store, rank, world_size = next(rendezvous_iterator)
          File "/home/fatemeh/anaconda3/lib/python3.7/site-packages/torch/distributed/rendezvous.py", line 120, in _tcp_rendezvous_handler
            store = TCPStore(result.hostname, result.port, world_size, start_daemon)
        RuntimeError: connect() timed out.
        """,
        "A single-GPU run edited to call init_process_group(world_size=1, rank=1): only rank 0 starts "
        "the TCP store, so the lone process (rank 1) waits for a server nobody runs and times out. "
        "The thread has no maintainer conclusion; from the log, a launch configuration error that "
        "recurs on every restart.",
    ),
    real(
        GH + "k2-fsa/icefall/issues/1463",
        "k2-fsa/icefall",
        "nan_or_value_error",
        "user_code",
        USER,
        "RuntimeError: grad_scale is too small, exiting: 1.2924697071141057e-26",
        r"""
        2024-01-14 01:03:00,826 WARNING [train.py:1057] (2/4) Grad scale is small: 1.2924697071141057e-26
        2024-01-14 01:03:00,826 INFO [checkpoint.py:75] (2/4) Saving checkpoint to zipformer/exp-causal/2500/bad-model-2.pt
        2024-01-14 01:03:01,769 WARNING [train.py:1057] (0/4) Grad scale is small: 1.2924697071141057e-26
        2024-01-14 01:03:01,769 INFO [checkpoint.py:75] (0/4) Saving checkpoint to zipformer/exp-causal/2500/bad-model-0.pt
        Traceback (most recent call last):
          File "/mnt/local/sangeet/workncode/k2-fsa/icefall/egs/Deu16/ASR/./zipformer/train.py", line 1446, in <module>
            main()
          File "/mnt/local/sangeet/workncode/k2-fsa/icefall/egs/Deu16/ASR/./zipformer/train.py", line 1437, in main
            mp.spawn(run, args=(world_size, args), nprocs=world_size, join=True)
        RuntimeError: grad_scale is too small, exiting: 1.2924697071141057e-26
        """,
        "A large streaming Zipformer (148M parameters, enlarged layer dimensions) trained with fp16 "
        "on 4 GPUs: the AMP grad scale collapses and the recipe exits (the RuntimeError line is quoted "
        "in the issue text, the warnings from its log). The project's answer to this error is to lower "
        "base_lr for the model size and GPU count: a hyperparameter divergence that recurs as configured.",
    ),
    real(
        GH + "k2-fsa/ZipVoice/issues/17",
        "k2-fsa/ZipVoice",
        "nan_or_value_error",
        "user_code",
        USER,
        "RuntimeError: grad_scale is too small, exiting: 2.3283064365386963e-10",
        r"""
        -- Process 1 terminated with the following error:
        Traceback (most recent call last):
          File "/root/envs/zipvoice/lib/python3.10/site-packages/torch/multiprocessing/spawn.py", line 90, in _wrap
            fn(i, *args)
          File "/root/workspace/ZipVoice/zipvoice/train_flow.py", line 1027, in run
            train_one_epoch(
          File "/root/workspace/ZipVoice/zipvoice/train_flow.py", line 769, in train_one_epoch
            raise RuntimeError(
        RuntimeError: grad_scale is too small, exiting: 2.3283064365386963e-10
        """,
        "ZipVoice training on LibriTTS with 2 GPUs stops because the fp16 grad scale collapsed. The "
        "maintainer: fp16 training needs k2 installed; with k2 the reporter's training ran normally. "
        "A missing dependency in the environment; the same setup diverges again.",
    ),
    real(
        GH + "VinAIResearch/ISBNet/issues/55",
        "VinAIResearch/ISBNet",
        "assertion_error",
        "user_code",
        USER,
        "Assertion `t >= 0 && t < n_classes` failed.",
        r"""
        2024-05-13 15:45:03,152 - INFO - Scale LR from 0.004 (batch size 16) to 0.002 (batch size 8)
        2024-05-13 15:45:03,153 - INFO - Training
        ../aten/src/ATen/native/cuda/Loss.cu:271: nll_loss_forward_reduce_cuda_kernel_2d: block: [0,0,0], thread: [29,0,0] Assertion `t >= 0 && t < n_classes` failed.
        Traceback (most recent call last):
          File "/home/wang_yongjun/ws/code/ISBNet-master/tools/train.py", line 307, in <module>
            main()
          File "/home/wang_yongjun/ws/code/ISBNet-master/tools/train.py", line 298, in main
            train(epoch, model, optimizer, scheduler, scaler, train_loader, cfg, logger, writer)
          File "/home/wang_yongjun/ws/code/ISBNet-master/tools/train.py", line 73, in train
            loss, log_vars = model(batch, return_loss=True, epoch=epoch - 1)
        """,
        "Training on STPLS3D stops at the first batch: the NLL loss kernel's device-side assertion "
        "finds a target label outside [0, n_classes). The thread has no answer; from the log, the "
        "labels of the user's data do not match the configured number of classes, which fails the "
        "same way on every launch.",
    ),
    real(
        GH + "THUDM/slime/issues/1305",
        "THUDM/slime",
        "cuda_error",
        "unknown",
        HUMAN,
        "Cuda failure 999 'unknown error'",
        r"""
        torch.distributed.DistBackendError: NCCL error in: /pytorch/torch/csrc/distributed/c10d/NCCLUtils.cpp:77, unhandled cuda error (run with NCCL_DEBUG=INFO for details), NCCL version 2.27.3
        ncclUnhandledCudaError: Call to CUDA function failed.
        Last error:
        Cuda failure 999 'unknown error'
        """,
        "The official Qwen3-30B-A3B example on 8xH800 (conda build, no Docker) fails within ten "
        "training steps on every rerun, in different calls (async_train, update_weights); no OOM, and "
        "NCCL_DEBUG shows nothing more. CUDA error 999 can be a sick GPU or a broken driver/library "
        "stack; the thread has no answer, so the log leaves it open.",
        ambiguous=True,
    ),
    real(
        GH + "flatironinstitute/cryoSBI/issues/66",
        "flatironinstitute/cryoSBI",
        "cuda_error",
        "unknown",
        HUMAN,
        "RuntimeError: CUDA error: unspecified launch failure",
        r"""
        Training neural netowrk:
         65%|██████████████████████████████████████████████████████████████████████████▍                                       | 98/150 [18:47:34<9:58:18, 690.35s/epoch, loss=-1.01]
        Traceback (most recent call last):
          File "/home/paq/programs/micromamba/envs/cryoSBI/bin/train_npe_model", line 8, in <module>
            sys.exit(cl_npe_train_no_saving())
          File "/home/paq/programs/micromamba/envs/cryoSBI/lib/python3.10/site-packages/cryo_sbi/inference/command_line_tools.py", line 50, in cl_npe_train_no_saving
            npe_train_no_saving(
          File "/home/paq/programs/micromamba/envs/cryoSBI/lib/python3.10/site-packages/cryo_sbi/inference/train_npe_model.py", line 159, in npe_train_no_saving
            step(
          File "/home/paq/programs/micromamba/envs/cryoSBI/lib/python3.10/site-packages/lampe/utils.py", line 36, in __call__
            if loss.isfinite().all():
        RuntimeError: CUDA error: unspecified launch failure
        """,
        "A toy cryoSBI training runs for almost 19 hours (98 of 150 epochs) and then dies with an "
        "unspecified launch failure. The issue is open with no diagnosis; a kernel fault after hours "
        "of healthy training may be the GPU or driver or a rare code path: the log leaves it open.",
        ambiguous=True,
    ),
    real(
        GH + "limbo0000/InstanceLoc/issues/20",
        "limbo0000/InstanceLoc",
        "gpu_xid",
        "node_hardware",
        CORDON,
        "Unable to determine the device handle for GPU 0000:81:00.0: Unknown Error",
        r"""
        Unable to determine the device handle for GPU 0000:81:00.0: Unknown Error
        """,
        "Pre-training on the reporter's dataset soon jammed, and nvidia-smi could no longer reach the "
        "GPU at 0000:81:00.0 even after the training was killed. No answer in the thread; from the "
        "log, NVML's report of a GPU the host has lost (what a GPU fallen off the bus looks like), "
        "which only a drain and reset or repair of that machine clears.",
    ),
    real(
        GH + "alibaba/EasyCV/issues/93",
        "alibaba/EasyCV",
        "host_oom",
        "user_code",
        USER,
        "died with <Signals.SIGKILL: 9>.",
        r"""
        Traceback (most recent call last):
          File "/home/pai/lib/python3.6/runpy.py", line 193, in _run_module_as_main
            "__main__", mod_spec)
          File "/home/pai/lib/python3.6/runpy.py", line 85, in _run_code
            exec(code, run_globals)
          File "/home/pai/lib/python3.6/site-packages/easypai/torch/launch.py", line 428, in <module>
            main()
          File "/home/pai/lib/python3.6/site-packages/easypai/torch/launch.py", line 414, in main
            sigkill_handler(signal.SIGTERM, None)  # not coming back
          File "/home/pai/lib/python3.6/site-packages/easypai/torch/launch.py", line 389, in sigkill_handler
            raise subprocess.CalledProcessError(returncode=last_return_code, cmd=cmd)
        subprocess.CalledProcessError: Command '['/apsara/TempRoot/xxxxx/workspace/python_bin', '-u', 'tools/train.py', '--local_rank=7', 'configs/metric_learning/xxxxx.py', '--work_dir', 'oss://xxxxx/', '--load_from', '/data/oss_bucket_0/xxxxx/r50_imagenet_epoch_100.pth', '--launcher', 'pytorch', '--fp16']' died with <Signals.SIGKILL: 9>.
        """,
        "Metric-learning training on PAI with the smart cache is killed every time the first epoch "
        "ends. The maintainer: some resource went over its quota, so the platform killed the job (the "
        "cache growing in host memory). The same configuration is killed again at the same point.",
    ),
    real(
        GH + "aleksispi/drl-rpn-tf/issues/3",
        "aleksispi/drl-rpn-tf",
        "import_error",
        "user_code",
        USER,
        "ImportError: libcudart.so.8.0: cannot open shared object file: No such file or directory",
        r"""
        Traceback (most recent call last):
          File "/home/mahsa/Documents/DRL_RPN/drl-rpn-tf/tools/trainval_net.py", line 13, in <module>
            from model.train_val import get_training_roidb, train_net
          File "/home/mahsa/Documents/DRL_RPN/drl-rpn-tf/tools/../lib/model/train_val.py", line 31, in <module>
            from model.factory import run_drl_rpn
          File "/home/mahsa/Documents/DRL_RPN/drl-rpn-tf/tools/../lib/model/factory.py", line 25, in <module>
            from model.nms_wrapper import nms
          File "/home/mahsa/Documents/DRL_RPN/drl-rpn-tf/tools/../lib/model/nms_wrapper.py", line 12, in <module>
            from nms.gpu_nms import gpu_nms
        ImportError: libcudart.so.8.0: cannot open shared object file: No such file or directory
        """,
        "The training entry point imports the repository's compiled GPU NMS extension, which is linked "
        "against the CUDA 8.0 runtime while the machine has CUDA 10.0. The maintainer had not run it "
        "with CUDA 10 and pointed to the upstream Faster R-CNN build; from the log, an extension built "
        "for another CUDA version, which fails on every launch until rebuilt.",
    ),
    real(
        GH + "bochuanwu/Agricultural-Disease-Classification/issues/4",
        "bochuanwu/Agricultural-Disease-Classification",
        "file_not_found",
        "user_code",
        USER,
        "FileNotFoundError: [Errno 2] No such file or directory: './AgriculturalDisease_trainingset/AgriculturalDisease_train_annotations1.json'",
        r"""
        Traceback (most recent call last):
          File "gdrive/My Drive/Agricultural-Disease-Classification/invectionV3/invectionV3.py", line 110, in <module>
            trian_img_paths,train_labels = process_test(config.TRAIN_ANNOTATION_FILE,config.TRAIN_DIR)
          File "gdrive/My Drive/Agricultural-Disease-Classification/invectionV3/invectionV3.py", line 82, in process_test
            with open(anno_file) as file:
        FileNotFoundError: [Errno 2] No such file or directory: './AgriculturalDisease_trainingset/AgriculturalDisease_train_annotations1.json'
        """,
        "Training in Colab stops before the first step: the label file the config names is missing. "
        "The maintainer: the json file for the labels was never downloaded. A data setup error that "
        "fails every restart.",
    ),
    real(
        GH + "ultralytics/yolov5/issues/4530",
        "ultralytics/yolov5",
        "cuda_error",
        "user_code",
        USER,
        "RuntimeError: NCCL error in: /pytorch/torch/lib/c10d/ProcessGroupNCCL.cpp:38, unhandled cuda error, NCCL version 2.7.8",
        r"""
        RuntimeError: NCCL error in: /pytorch/torch/lib/c10d/ProcessGroupNCCL.cpp:38, unhandled cuda error, NCCL version 2.7.8
        """,
        "DDP training of YOLOv5m on 8 A100-SXM4-40GB with PyTorch 1.9 built for CUDA 10.2 fails at "
        "NCCL initialisation (A100s need a CUDA 11 build). The maintainer put it down to the "
        "environment and pointed to the Docker image: a setup mismatch that recurs on every launch.",
    ),
    real(
        GH + "speechbrain/speechbrain/issues/1166",
        "speechbrain/speechbrain",
        "runtime_error",
        "framework_bug",
        USER,
        "RuntimeError: Detected mismatch between collectives on ranks. Rank 0 is running inconsistent collective",
        r"""
              dist._broadcast_coalesced(
        RuntimeError: Detected mismatch between collectives on ranks. Rank 0 is running inconsistent collective: CollectiveFingerPrint(OpType=BROADCAST, TensorShape=[4], TensorDtypes=Float, TensorDeviceTypes=TensorOptions(dtype=float (default), device=cuda, layout=Strided (default), requires_grad=false (default), pinned_memory=false (default), memory_format=(nullopt))
        """,
        "DDP training with the NCCL backend on 4 V100s: the collective-consistency check finds rank 0 "
        "in a different collective than its peers. The reporter traced it, with a minimal repro, to "
        "SpeechBrain's intra-epoch checkpointing during the forward pass (never seen with "
        "ckpt_interval_minutes=0; time to crash follows the checkpoint interval): a framework bug that "
        "recurs at the next checkpoint, not a transient fault.",
    ),
    real(
        GH + "microsoft/pai/issues/4344",
        "microsoft/pai",
        "gpu_xid",
        "node_hardware",
        CORDON,
        "NVRM: RmInitAdapter failed! (0x26:0xffff:1127)",
        r"""
        38.773115] NVRM: RmInitAdapter failed! (0x26:0xffff:1127)
        [   38.773764] NVRM: rm_init_adapter failed for device bearing minor number 0
        [   39.147720] NVRM: RmInitAdapter failed! (0x26:0xffff:1127)
        [   39.148462] NVRM: rm_init_adapter failed for device bearing minor number 0
        [   40.281049] NVRM: RmInitAdapter failed! (0x26:0xffff:1127)
        [   40.281606] NVRM: rm_init_adapter failed for device bearing minor number 0
        [   50.708290] NVRM: RmInitAdapter failed! (0x26:0xffff:1127)
        [   50.708951] NVRM: rm_init_adapter failed for device bearing minor number 0
        """,
        "Containers failed because the GPU allocated to them was missing: on a 4-GPU node nvidia-smi "
        "showed 3, and the kernel log shows the driver failing to initialise the fourth. The "
        "maintainers' remedy was `kubectl cordon` on that node (and a watchdog to cordon such nodes "
        "automatically): a dead GPU on a specific machine.",
    ),
    real(
        GH + "deepseek-ai/DeepSeek-MoE/issues/47",
        "deepseek-ai/DeepSeek-MoE",
        "cuda_error",
        "unknown",
        HUMAN,
        "Process group watchdog thread terminated with exception: CUDA error: unspecified launch failure",
        r"""
        [rank1]:[E410 01:50:33.889423318 ProcessGroupNCCL.cpp:1895] [PG ID 0 PG GUID 0(default_pg) Rank 1] Process group watchdog thread terminated with exception: CUDA error: unspecified launch failure
        CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
        For debugging consider passing CUDA_LAUNCH_BLOCKING=1
        Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

        Exception raised from c10_cuda_check_implementation at /pytorch/c10/cuda/CUDAException.cpp:43 (most recent call first):
        frame #0: c10::Error::Error(c10::SourceLocation, std::string) + 0x96 (0x7ef4bb3161b6 in /home/amd00/anaconda3/envs/DeepSeek-MoE/lib/python3.10/site-packages/torch/lib/libc10.so)
        frame #1: c10::detail::torchCheckFail(char const*, char const*, unsigned int, std::string const&) + 0x64 (0x7ef4bb2bfa76 in /home/amd00/anaconda3/envs/DeepSeek-MoE/lib/python3.10/site-packages/torch/lib/libc10.so)
        frame #2: c10::cuda::c10_cuda_check_implementation(int, char const*, char const*, int, bool) + 0x118 (0x7ef4bb404918 in /home/amd00/anaconda3/envs/DeepSeek-MoE/lib/python3.10/site-packages/torch/lib/libc10_cuda.so)
        """,
        "Fine-tuning DeepSeek-MoE: rank 1's NCCL watchdog finds a kernel that failed with an "
        "unspecified launch failure. The issue was closed without a diagnosis; the error can come from "
        "a faulty GPU, the driver or a kernel bug, and the log names none: left open.",
        ambiguous=True,
    ),
    real(
        GH + "matterport/Mask_RCNN/issues/1620",
        "matterport/Mask_RCNN",
        "cuda_oom",
        "user_code",
        USER,
        "Failed to get convolution algorithm. This is probably because cuDNN failed to initialize",
        r"""
        Failed to get convolution algorithm. This is probably because cuDNN failed to initialize, so try looking to see if a warning log message was printed above.
        """,
        "Mask R-CNN training (TensorFlow) stops at the first convolution. The fix the thread converged "
        "on is TF_FORCE_GPU_ALLOW_GROWTH=true: TensorFlow had reserved the GPU's memory up front, so "
        "cuDNN could not allocate its handle and workspace. GPU memory exhaustion from the job's own "
        "configuration; it fails the same way until the setting changes.",
    ),
    real(
        GH + "snap-research/discoscene/issues/5",
        "snap-research/discoscene",
        "nccl_timeout",
        "unknown",
        HUMAN,
        "Watchdog caught collective operation timeout: WorkNCCL(SeqNum=806, OpType=BROADCAST, Timeout(ms)=1800000) ran for 1801027 milliseconds before timing out.",
        r"""
        terminate called after throwing an instance of 'std::runtime_error'
          what():  [Rank 7] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=806, OpType=BROADCAST, Timeout(ms)=1800000) ran for 1801027 milliseconds before timing out.
        WARNING:torch.distributed.elastic.multiprocessing.api:Sending process 561635 closing signal SIGTERM
        WARNING:torch.distributed.elastic.multiprocessing.api:Sending process 561636 closing signal SIGTERM
        WARNING:torch.distributed.elastic.multiprocessing.api:Sending process 561637 closing signal SIGTERM
        WARNING:torch.distributed.elastic.multiprocessing.api:Sending process 561638 closing signal SIGTERM
        WARNING:torch.distributed.elastic.multiprocessing.api:Sending process 561639 closing signal SIGTERM
        WARNING:torch.distributed.elastic.multiprocessing.api:Sending process 561640 closing signal SIGTERM
        WARNING:torch.distributed.elastic.multiprocessing.api:Sending process 561641 closing signal SIGTERM
        ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: -6) local_rank: 7 (pid: 561642) of binary:
        """,
        "Training DiscoScene on Waymo with 8 Tesla P40s: rank 7's watchdog aborts a BROADCAST that "
        "waited 30 minutes and torchrun tears the job down. No answer in the thread, and the log shows "
        "only the symptom (a rank that never joined the broadcast, for a reason not printed): left open.",
        ambiguous=True,
    ),
    real(
        GH + "findalexli/mllm-dpo/issues/2",
        "findalexli/mllm-dpo",
        "dataset_loading_error",
        "user_code",
        USER,
        "ArrowInvalid: JSON parse error: Column() changed from object to array in row 0",
        r"""
        ArrowInvalid                              Traceback (most recent call last)
        /usr/local/lib/python3.10/dist-packages/datasets/packaged_modules/json/json.py in _generate_tables(self, files)
            121                                 try:
        --> 122                                     pa_table = paj.read_json(
            123                                         io.BytesIO(batch), read_options=paj.ReadOptions(block_size=block_size)

        17 frames
        ArrowInvalid: JSON parse error: Column() changed from object to array in row 0

        During handling of the above exception, another exception occurred:

        ArrowTypeError                            Traceback (most recent call last)
        ArrowTypeError: Expected bytes, got a 'int' object

        The above exception was the direct cause of the following exception:

        DatasetGenerationError                    Traceback (most recent call last)
        """,
        "load_dataset on the repository's published DPO dataset fails while generating the train "
        "split: the JSON's columns change type between rows, so Arrow cannot build a table. No answer "
        "in the thread; from the log, the data files themselves are malformed for the datasets JSON "
        "loader, so every retry fails the same way.",
    ),
    real(
        GH + "DrSleep/light-weight-refinenet/issues/37",
        "DrSleep/light-weight-refinenet",
        "model_loading_error",
        "user_code",
        USER,
        "RuntimeError: Error(s) in loading state_dict for DataParallel:",
        r"""
        INFO:__main__: Loaded Segmenter 50, ImageNet-Pre-Trained=True, #PARAMS=27.31M
        Traceback (most recent call last):
          File "C:/Users/likun3/Documents/light-weight-refinenet-master/src/train.py", line 432, in <module>
            main()
          File "C:/Users/likun3/Documents/light-weight-refinenet-master/src/train.py", line 367, in main
            best_val, epoch_start = load_ckpt(args.ckpt_path, {'segmenter' : segmenter})
          File "C:/Users/likun3/Documents/light-weight-refinenet-master/src/train.py", line 240, in load_ckpt
            v.load_state_dict(ckpt[k])
          File "D:\Soft\Anaconda_\envs\dp\lib\site-packages\torch\nn\modules\module.py", line 769, in load_state_dict
            self.__class__.__name__, "\n\t".join(error_msgs)))
        RuntimeError: Error(s) in loading state_dict for DataParallel:
        	size mismatch for module.clf_conv.weight: copying a param with shape torch.Size([40, 256, 3, 3]) from checkpoint, the shape in current model is torch.Size([2, 256, 3, 3]).
        	size mismatch for module.clf_conv.bias: copying a param with shape torch.Size([40]) from checkpoint, the shape in current model is torch.Size([2]).
        """,
        "The reporter changed NUM_CLASSES from 40 to 2 for a two-class dataset and training resumes "
        "from a checkpoint of the 40-class model: the classifier's shapes no longer match. A "
        "configuration error in the job, which fails identically on every restart.",
    ),
    real(
        GH + "MRzzm/DINet/issues/57",
        "MRzzm/DINet",
        "storage_error",
        "storage",
        USER,
        "RuntimeError: [enforce fail at inline_container.cc:471] . PytorchStreamWriter failed writing file data/77: file write failed",
        r"""
        ===> Epoch[140](4/5):  Loss_DI: 0.2554 Loss_GI: 0.2251 Loss_perception: 3.2064 lr_g = 0.0001000
        learning rate = 0.0001000
        learning rate = 0.0001000
        ./asserts/training_model_weight/frame_training_64/netG_model_epoch_140.pth ====================================================================================================
        Traceback (most recent call last):
          File "/root/miniconda3/lib/python3.8/site-packages/torch/serialization.py", line 441, in save
            _save(obj, opened_zipfile, pickle_module, pickle_protocol)
          File "/root/miniconda3/lib/python3.8/site-packages/torch/serialization.py", line 668, in _save
            zip_file.write_record(name, storage.data_ptr(), num_bytes)
        RuntimeError: [enforce fail at inline_container.cc:471] . PytorchStreamWriter failed writing file data/77: file write failed
        """,
        "DINet frame training writes a checkpoint every epoch; at epoch 140 torch.save fails in the "
        "middle of the archive, and halving the batch size changed nothing. The thread gives no "
        "answer; from the log, a short write while saving, i.e. the output volume filled up (140 "
        "epochs of checkpoints), which fails again until space is freed.",
    ),
    real(
        GH + "lucidrains/imagen-pytorch/issues/209",
        "lucidrains/imagen-pytorch",
        "attribute_error",
        "framework_bug",
        USER,
        "AttributeError: 'DistributedDataParallel' object has no attribute 'self_cond'",
        r"""
          File "imagen_pytorch/trainer.py", line 958, in forward
            loss = self.imagen(*chunked_args, unet = self.unet_being_trained, unet_number = unet_number, **chunked_kwargs)
          File "torch/nn/modules/module.py", line 1190, in _call_impl
            return forward_call(*input, **kwargs)
          File "imagen_pytorch/elucidated_imagen.py", line 791, in forward
            if unet.self_cond and random() < 0.5:
          File "torch/nn/modules/module.py", line 1265, in __getattr__
            raise AttributeError("'{}' object has no attribute '{}'".format(
        AttributeError: 'DistributedDataParallel' object has no attribute 'self_cond'
        """,
        "Training with accelerate on 2 GPUs: the library reads an attribute of the unet that, once "
        "wrapped in DistributedDataParallel, lives on `.module`. The maintainer fixed it in a commit. "
        "A library bug hit on every multi-GPU launch until upgraded.",
    ),
    real(
        GH + "eriklindernoren/PyTorch-YOLOv3/issues/650",
        "eriklindernoren/PyTorch-YOLOv3",
        "dataloader_killed",
        "unknown",
        HUMAN,
        "RuntimeError: DataLoader worker (pid 2256) is killed by signal: Aborted.",
        r"""
        ---- mAP 0.9235236715367303
        Training Epoch 14:   0% 0/101 [00:00<?, ?it/s]src/tcmalloc.cc:283] Attempt to free invalid pointer 0x1
        Traceback (most recent call last):
          File "/usr/local/lib/python3.7/dist-packages/torch/utils/data/dataloader.py", line 986, in _try_get_data
            data = self._data_queue.get(timeout=timeout)
          File "/usr/lib/python3.7/queue.py", line 179, in get
            self.not_empty.wait(remaining)
          File "/usr/lib/python3.7/threading.py", line 300, in wait
            gotit = waiter.acquire(True, timeout)
          File "/usr/local/lib/python3.7/dist-packages/torch/utils/data/_utils/signal_handling.py", line 66, in handler
            _error_if_any_worker_fails()
        RuntimeError: DataLoader worker (pid 2256) is killed by signal: Aborted.
        """,
        "Training died twice at about the same place (start of epoch 14) when a DataLoader worker "
        "aborted after tcmalloc reported freeing an invalid pointer. The issue was closed without a "
        "diagnosis; heap corruption in a worker may come from a native library in the data pipeline "
        "or the environment, and the log does not say which: left open.",
        ambiguous=True,
    ),
    real(
        GH + "ai4d-iasc/trixie/issues/35",
        "ai4d-iasc/trixie",
        "node_failure",
        "node_hardware",
        CORDON,
        "srun: error: cn125: task 0: Segmentation fault (core dumped)",
        r"""
        srun: error: cn125: task 0: Segmentation fault (core dumped)
        """,
        "User tracker of a GPU cluster: a user's jobs segfault on node cn125 while nine other nodes "
        "drain. An admin answered that cn125 is often flaky, another that it should not have been put "
        "back in the queue and set it to drain again (the same node later hung other users' jobs "
        "loading data into GPU memory). A node fault: drain cn125 and run elsewhere.",
        culprit={"nodes": ["cn125"], "ranks": []},
    ),
    real(
        GH + "Donders-Institute/PRESTUS/issues/50",
        "Donders-Institute/PRESTUS",
        "cuda_error",
        "node_hardware",
        CORDON,
        "CUDA_ERROR_ILLEGAL_ADDRESS",
        r"""
        {Error using .*
        Encountered unexpected error during CUDA execution. The CUDA error was:
        CUDA_ERROR_ILLEGAL_ADDRESS

        Error in kspaceFirstOrder3D (line 958)
                        source_mat = real(ifftn(source_kappa .* fftn(source_mat)));

        Error in run_simulations (line 59)
               sensor_data = kspaceFirstOrder3D(kgrid, medium, source, sensor, input_args_cell{:});

        Error in single_subject_pipeline (line 272)
                sensor_data = run_simulations(kgrid, kwave_medium, source, sensor, kwave_input_args, parameters);
        """,
        "Occasional CUDA failures of GPU batch jobs (k-Wave acoustic simulations in MATLAB) on a "
        "cluster, while the same runs on CPU pass. After a detour through MATLAB and driver versions, "
        "the user pinned the failures to one node; the admin reproduced them there with NVIDIA's "
        "sample program (which ran on the twin node), took the node offline and restarted it. A node "
        "fault: take that node out (its name is not in the log) and resubmit.",
    ),
    real(
        GH + "cloneofsimo/lora/issues/200",
        "cloneofsimo/lora",
        "connection_error",
        "unknown",
        HUMAN,
        "socket.gaierror: [Errno -3] Temporary failure in name resolution",
        r"""
        socket.gaierror: [Errno -3] Temporary failure in name resolution

        During handling of the above exception, another exception occurred:

        Traceback (most recent call last):
          File "/usr/local/lib/python3.8/dist-packages/urllib3/connectionpool.py", line 703, in urlopen
            httplib_response = self._make_request(
          File "/usr/local/lib/python3.8/dist-packages/urllib3/connectionpool.py", line 386, in _make_request
            self._validate_conn(conn)
          File "/usr/local/lib/python3.8/dist-packages/urllib3/connectionpool.py", line 1042, in _validate_conn
            conn.connect()
          File "/usr/local/lib/python3.8/dist-packages/urllib3/connection.py", line 358, in connect
            self.sock = conn = self._new_conn()
          File "/usr/local/lib/python3.8/dist-packages/urllib3/connection.py", line 186, in _new_conn
            raise NewConnectionError(
        """,
        "LoRA fine-tuning on 50,000 captioned images stops during training, each time the code asks "
        "the Hugging Face Hub for the pretrained model, on a DNS lookup that fails. The thread has no "
        "answer. A passing resolver outage (resubmit) and a compute host without steady outbound "
        "access (cache the model, run offline) read the same here: left open.",
        ambiguous=True,
    ),
    real(
        GH + "JDAI-CV/DCL/issues/29",
        "JDAI-CV/DCL",
        "assertion_error",
        "user_code",
        USER,
        "Assertion `t >= 0 && t < n_classes` failed.",
        r"""
        /opt/conda/conda-bld/pytorch_1532579245307/work/aten/src/THCUNN/ClassNLLCriterion.cu:105: void cunn_ClassNLLCriterion_updateOutput_kernel(Dtype *, Dtype *, Dtype *, long *, Dtype *, int, int, int, int, long) [with Dtype = float, Acctype = float]: block: [0,0,0], thread: [20,0,0] Assertion `t >= 0 && t < n_classes` failed.
        /opt/conda/conda-bld/pytorch_1532579245307/work/aten/src/THCUNN/ClassNLLCriterion.cu:105: void cunn_ClassNLLCriterion_updateOutput_kernel(Dtype *, Dtype *, Dtype *, long *, Dtype *, int, int, int, int, long) [with Dtype = float, Acctype = float]: block: [0,0,0], thread: [21,0,0] Assertion `t >= 0 && t < n_classes` failed.
        Traceback (most recent call last):
          File "train.py", line 229, in <module>
            checkpoint=args.check_point)
          File "/home/workspace/git/python/DCL/utils/train_model.py", line 111, in train
            law_loss = add_loss(outputs[2], swap_law) * gamma_
          File "/home/miniconda3/envs/cuda92/lib/python3.6/site-packages/torch/nn/modules/module.py", line 477, in __call__
            result = self.forward(*input, **kwargs)
        """,
        "Training DCL (fine-grained classification) on the aircraft dataset with the shipped "
        "annotation file: the loss kernel asserts that a target label lies outside the number of "
        "classes the model was built with, and the run dies with 'reduce failed to synchronize: "
        "device-side assert triggered'. Labels and class count disagree: fix the dataset or "
        "configuration; it fails the same way on every launch.",
    ),
    real(
        GH + "ziqi-jin/finetune-anything/issues/46",
        "ziqi-jin/finetune-anything",
        "assertion_error",
        "user_code",
        USER,
        "Assertion `t >= 0 && t < n_classes` failed.",
        r"""
        img_folder_name: /mnt/hdd0/jwc/代码仓/finetune-anything/Datasetv1/train-and-val/train/images, ann_folder_name: /mnt/hdd0/jwc/代码仓/finetune-anything/Datasetv1/train-and-val/train/class_labels
        img_folder_name: /mnt/hdd0/jwc/代码仓/finetune-anything/Datasetv1/train-and-val/val/images, ann_folder_name: /mnt/hdd0/jwc/代码仓/finetune-anything/Datasetv1/train-and-val/val/class_labels
        /pytorch/aten/src/THCUNN/SpatialClassNLLCriterion.cu:106: cunn_SpatialClassNLLCriterion_updateOutput_kernel: block: [11,0,0], thread: [503,0,0] Assertion `t >= 0 && t < n_classes` failed.
        /pytorch/aten/src/THCUNN/SpatialClassNLLCriterion.cu:106: cunn_SpatialClassNLLCriterion_updateOutput_kernel: block: [11,0,0], thread: [504,0,0] Assertion `t >= 0 && t < n_classes` failed.
        /pytorch/aten/src/THCUNN/SpatialClassNLLCriterion.cu:106: cunn_SpatialClassNLLCriterion_updateOutput_kernel: block: [11,0,0], thread: [476,0,0] Assertion `t >= 0 && t < n_classes` failed.
        /pytorch/aten/src/THCUNN/SpatialClassNLLCriterion.cu:106: cunn_SpatialClassNLLCriterion_updateOutput_kernel: block: [11,0,0], thread: [477,0,0] Assertion `t >= 0 && t < n_classes` failed.
        /pytorch/aten/src/THCUNN/SpatialClassNLLCriterion.cu:106: cunn_SpatialClassNLLCriterion_updateOutput_kernel: block: [11,0,0], thread: [608,0,0] Assertion `t >= 0 && t < n_classes` failed.
        """,
        "Fine-tuning Segment Anything for semantic segmentation on the user's own dataset: the "
        "pixel-wise loss kernel asserts that mask values fall outside the configured class count "
        "(the run then ends in 'CUDA error: device-side assert triggered'). No answer in the thread; "
        "the assertion itself says the label masks and the class setting disagree, which fails on "
        "every launch until the data or config is fixed.",
    ),
    real(
        GH + "cBio/cbio-cluster/issues/187",
        "cBio/cbio-cluster",
        "node_failure",
        "node_hardware",
        CORDON,
        "job preempted (node failure)",
        r"""
        PBS Job Id: 2600365.mskcc-fe1.local
        Job Name:   STDIN
        Exec host:  gpu-2-17/5
        job deleted
        Job deleted at request of root@mskcc-fe1.local
        job preempted (node failure)
        """,
        "User tracker of a GPU cluster run on Torque/Moab: a user forwards the scheduler's mail for a "
        "job on gpu-2-17, deleted by root because the node failed; another user's interactive job on "
        "the same node died the same day with 'Server could not connect to MOM'. A node failure: take "
        "gpu-2-17 out and resubmit elsewhere.",
        culprit={"nodes": ["gpu-2-17"], "ranks": []},
    ),
    real(
        GH + "williamyang1991/DualStyleGAN/issues/94",
        "williamyang1991/DualStyleGAN",
        "model_loading_error",
        "user_code",
        USER,
        "RuntimeError: Error(s) in loading state_dict for Generator:",
        r"""
        load model: ./checkpoint/stylegan2-ffhq-config-f.pt
        Traceback (most recent call last):
          File "finetune_stylegan.py", line 335, in <module>
            generator.load_state_dict(ckpt["g"])
          File "/home/ubuntu/anaconda3/envs/hope/lib/python3.8/site-packages/torch/nn/modules/module.py", line 1482, in load_state_dict
            raise RuntimeError('Error(s) in loading state_dict for {}:\n\t{}'.format(
        RuntimeError: Error(s) in loading state_dict for Generator:
        	Unexpected key(s) in state_dict: "convs.14.conv.weight", "convs.14.conv.blur.kernel", "convs.14.conv.modulation.weight", "convs.14.conv.modulation.bias", "convs.14.noise.weight", "convs.14.activate.bias", "convs.15.conv.weight", "convs.15.conv.modulation.weight", "convs.15.conv.modulation.bias", "convs.15.noise.weight", "convs.15.activate.bias", "to_rgbs.7.bias", "to_rgbs.7.upsample.kernel", "to_rgbs.7.conv.weight", "to_rgbs.7.conv.modulation.weight", "to_rgbs.7.conv.modulation.bias", "noises.noise_15", "noises.noise_16".
        """,
        "Fine-tuning StyleGAN on 8 GPUs with torch.distributed.launch runs with the default size but "
        "fails at once when the user adds --size 512: the generator is built for 512 px while the "
        "FFHQ checkpoint is the 1024 px model, so its extra layers have no place. A configuration "
        "that contradicts the checkpoint, failing on every launch.",
    ),
    real(
        GH + "skhu101/GauHuman/issues/21",
        "skhu101/GauHuman",
        "cuda_error",
        "user_code",
        USER,
        "RuntimeError: merge_sort: failed to synchronize: cudaErrorIllegalAddress: an illegal memory access was encountered",
        r"""
        RuntimeError: merge_sort: failed to synchronize: cudaErrorIllegalAddress: an illegal memory access was encountered
        """,
        "Gaussian-splatting human avatar training crashes in loss.backward() after about 30 "
        "iterations with an illegal memory access inside a sort of the custom CUDA rasterizer; the "
        "losses looked normal. The reporter solved it by moving from CUDA 11.4 to 11.8 and "
        "rebuilding: a toolkit the extension does not work with, which fails on every run until the "
        "environment changes.",
    ),
    real(
        GH + "kwea123/ngp_pl/issues/33",
        "kwea123/ngp_pl",
        "dataloader_killed",
        "user_code",
        USER,
        "ERROR: Unexpected bus error encountered in worker. This might be caused by insufficient shared memory (shm).",
        r"""
        Loading 100 train images ...
        100it [00:01, 50.29it/s]
        Loading 200 test images ...
        200it [00:03, 51.64it/s]
        LOCAL_RANK: 0 - CUDA_VISIBLE_DEVICES: [0]
        Epoch 0:  83%|████████████████ERROR: Unexpected bus error encountered in worker. This might be caused by insufficient shared memory (shm).y=30.00, train/psnr=29.70]
        ERROR: Unexpected bus error encountered in worker. This might be caused by insufficient shared memory (shm).
        """,
        "Instant-NGP training under WSL2 dies near the end of the first epoch when DataLoader workers "
        "hit a bus error in shared memory. The reporter found that installing Docker had shrunk the "
        "subsystem's shared memory; restoring its size fixed it (the author notes the loaders keep "
        "all images in RAM). A host setting too small for the job: fails again until changed.",
    ),
    real(
        GH + "ray-project/ray_lightning/issues/24",
        "ray-project/ray_lightning",
        "cuda_error",
        "framework_bug",
        USER,
        "NCCL WARN failed to open CUDA IPC handle : 217 peer access is not supported between these two devices",
        r"""
        (pid=909597) RuntimeError: NCCL error in: /opt/conda/conda-bld/pytorch_1603729062494/work/torch/lib/c10d/ProcessGroupNCCL.cpp:784, unhandled cuda error, NCCL version 2.7.8
        (pid=909608) z-pc:909608:910337 [0] NCCL INFO Channel 00/02 :    0   1
        (pid=909608) z-pc:909608:910337 [0] NCCL INFO Channel 01/02 :    0   1
        (pid=909608) z-pc:909608:910337 [0] NCCL INFO threadThresholds 8/8/64 | 16/8/64 | 8/8/64
        (pid=909608) z-pc:909608:910337 [0] NCCL INFO Trees [0] 1/-1/-1->0->-1|-1->0->1/-1/-1 [1] 1/-1/-1->0->-1|-1->0->1/-1/-1
        (pid=909608) z-pc:909608:910337 [0] NCCL INFO Channel 00 : 0[2d000] -> 1[2e000] via P2P/IPC
        (pid=909608) 
        (pid=909608) z-pc:909608:910337 [0] transport/p2p.cc:238 NCCL WARN failed to open CUDA IPC handle : 217 peer access is not supported between these two devices
        (pid=909608) z-pc:909608:910337 [0] NCCL INFO transport.cc:68 -> 1
        """,
        "Two-GPU DDP through Ray actors on one workstation fails as training starts: NCCL's "
        "peer-to-peer setup between the two worker processes cannot open the other device's IPC "
        "handle. The maintainer treated it as the plugin's doing and merged a change to how workers "
        "are initialised (the reporter's first retry still failed the same way). Either way a "
        "deterministic setup failure of the library on this machine, met on every launch until the "
        "library or its settings change; nothing transient and no faulty node.",
    ),
    real(
        GH + "LTH14/mar/issues/69",
        "LTH14/mar",
        "nan_or_value_error",
        "user_code",
        USER,
        "Loss is nan, stopping training",
        r"""
        [11:41:33.534863] Epoch: [8]  [ 200/2293]  eta: 1:52:52  lr: 0.000004  loss: 0.2606 (0.2654)  time: 3.0808  data: 0.0002  max mem: 32637
        [11:41:59.064379] Loss is nan, stopping training
        E1030 11:42:16.325000 140014536193856 torch/distributed/elastic/multiprocessing/api.py:833] failed (exitcode: 1) local_rank: 0 (pid: 155690) of binary: /data/taohu/anaconda3/envs/vae/bin/python3.10
        """,
        "Fine-tuning MAR-B as a video generator always stops on a NaN loss in epoch 8; lower learning "
        "rate, gradient clipping and larger batches did not help. The author suggested disabling "
        "autocast, which removed the NaN (and bf16 as the faster alternative); the reporter confirmed "
        "it solved. fp16 overflow in the training configuration: resubmitting unchanged fails again.",
    ),
    real(
        GH + "bytedance/byteps/issues/411",
        "bytedance/byteps",
        "nan_or_value_error",
        "framework_bug",
        USER,
        "IDLoss=nan,",
        r"""
        2021-08-12 05:44:02,294 Epoch[1] Batch[1] Speed: 2.38 samples/sec,  IDLoss=45.729,
        2021-08-12 05:44:02,654 Epoch[1] Batch[2] Speed: 606.44 samples/sec,  IDLoss=46.012,
        2021-08-12 05:44:03,550 Epoch[1] Batch[3] Speed: 142.99 samples/sec,  IDLoss=45.780,
        2021-08-12 05:44:04,426 Epoch[1] Batch[4] Speed: 146.38 samples/sec,  IDLoss=60.220,
        2021-08-12 05:44:05,311 Epoch[1] Batch[5] Speed: 229.28 samples/sec,  IDLoss=61.163,
        2021-08-12 05:44:06,251 Epoch[1] Batch[6] Speed: 136.34 samples/sec,  IDLoss=70.405,
        2021-08-12 05:44:07,141 Epoch[1] Batch[7] Speed: 143.86 samples/sec,  IDLoss=nan,
        2021-08-12 05:44:07,971 Epoch[1] Batch[8] Speed: 156.27 samples/sec,  IDLoss=nan,
        2021-08-12 05:44:08,882 Epoch[1] Batch[9] Speed: 140.62 samples/sec,  IDLoss=nan,
        """,
        "MXNet ResNet-50 training in fp16 through BytePS turns NaN within the first ten batches; in "
        "fp32, or in fp16 without BytePS, the same code trains. No maintainer answer; the reporter's "
        "own elimination points at the library's fp16 path. Deterministic on every launch with this "
        "setup: change the setup rather than resubmit.",
    ),
    real(
        GH + "Grace9994/CoMoSVC/issues/6",
        "Grace9994/CoMoSVC",
        "cuda_error",
        "user_code",
        USER,
        "RuntimeError: No CUDA GPUs are available",
        r"""
        RuntimeError: No CUDA GPUs are available
        """,
        "Training the singing-voice conversion model fails at start: train.py hard-codes "
        "os.environ['CUDA_VISIBLE_DEVICES']='1', so on a machine (or allocation) without a second "
        "GPU no device is visible. The reporter's fix is to comment that line out. A script setting "
        "that fails on every launch until edited.",
    ),
]
