# ruff: noqa
"""Real excerpts, batch B: DataLoader workers and shared memory, full disks, rendezvous and TCPStore,
device-side asserts, state_dict loading. Verbatim log lines from the thread in `source`."""

from __future__ import annotations

from real_kit import HUMAN, RESTART, USER, real

GH = "https://github.com/"
SHM = (
    "RuntimeError: DataLoader worker (pid {pid}) is killed by signal: Bus error. It is possible that "
    "dataloader's workers are out of shared memory. Please try to raise your shared memory limit."
)

CASES = [
    real(
        GH + "hkchengrex/STCN/issues/132",
        "hkchengrex/STCN",
        "dataloader_killed",
        "user_code",
        USER,
        "is killed by signal: Bus error",
        SHM.format(pid=46794),
        "DataLoader worker out of shared memory; maintainer points to raising the shm limit (a "
        "container/config fix). Recurs until fixed.",
    ),
    real(
        GH + "PaddlePaddle/Paddle/issues/24708",
        "PaddlePaddle/Paddle",
        "dataloader_killed",
        "user_code",
        USER,
        "is killed by signal: Bus error",
        SHM.format(pid=3002),
        "Out of shared memory in DataLoader workers; closed without more. Label from the log: recurs "
        "until /dev/shm or the worker count changes.",
    ),
    real(
        GH + "THU-DA-6D-Pose-Group/GDR-Net/issues/16",
        "THU-DA-6D-Pose-Group/GDR-Net",
        "dataloader_killed",
        "user_code",
        USER,
        "is killed by signal: Bus error",
        r"""
        malloc(): memory corruption
        ERROR: Unexpected bus error encountered in worker. This might be caused by insufficient shared memory (shm)
        RuntimeError: DataLoader worker (pid 3216) is killed by signal: Bus error. It is possible that dataloader's workers are out of shared memory. Please try to raise your shared memory limit.
        raise RuntimeError('DataLoader worker (pid(s) {}) exited unexpectedly'.format(pids_str))
        RuntimeError: DataLoader worker (pid(s) 3216) exited unexpectedly
        """,
        "Worked around by rebuilding the dataset and lowering the batch size: a data/config problem.",
    ),
    real(
        GH + "facebookresearch/mmf/issues/441",
        "facebookresearch/mmf",
        "dataloader_killed",
        "user_code",
        USER,
        "Unexpected bus error encountered in worker",
        r"""
        2020-08-03T10:20:25 | mmf.utils.general: Total Parameters: 54731884. Trained Parameters: 54731884
        2020-08-03T10:20:25 | mmf.trainers.core.training_loop: Starting training...
        ERROR: Unexpected bus error encountered in worker. This might be caused by insufficient shared memory (shm).
        """,
        "Bus error in a DataLoader worker at the start of training: out of shared memory. Recurs.",
    ),
    real(
        GH + "msr-fiddle/pipedream/issues/28",
        "msr-fiddle/pipedream",
        "dataloader_killed",
        "user_code",
        USER,
        "Unexpected bus error encountered in worker",
        r"""
        Epoch 0: 6843.771 seconds
        Epoch start time: 1577064742.170, epoch end time: 1577071585.941
        ERROR: Unexpected bus error encountered in worker. This might be caused by insufficient shared memory (shm).
        ERROR: Unexpected bus error encountered in worker. This might be caused by insufficient shared memory (shm).
        ERROR: Unexpected bus error encountered in worker. This might be caused by insufficient shared memory (shm).
        Traceback (most recent call last):
          File "/opt/conda/lib/python3.6/site-packages/torch/utils/data/dataloader.py", line 480, in _try_get_batch
            data = self.data_queue.get(timeout=timeout)
          File "/opt/conda/lib/python3.6/site-packages/torch/utils/data/_utils/signal_handling.py", line 63, in handler
            _error_if_any_worker_fails()
        RuntimeError: DataLoader worker (pid 325) is killed by signal: Bus error.
        """,
        "Shared memory exhausted by DataLoader workers in the second epoch; a container shm limit. Recurs.",
    ),
    real(
        GH + "mittagessen/kraken/issues/699",
        "mittagessen/kraken",
        "dataloader_killed",
        "user_code",
        USER,
        "DataLoader worker (pid 270071) is killed by signal:",
        r"""
        DataLoader worker (pid 270071) is killed by signal:
        Bus error. It is possible that dataloader's workers are out of shared memory.
        Please try to raise your shared memory limit.
        """,
        "Consistently fails when training: the container's shared memory is too small. Recurs.",
    ),
    real(
        GH + "databrickslabs/dolly/issues/139",
        "databrickslabs/dolly",
        "storage_error",
        "storage",
        USER,
        "OSError: [Errno 28] No space left on device",
        r"""
        2023-04-29 06:01:12.977 [177/train/578 (pid 28936)] [09c561ee-a44c-4795-967c-7183a83b3160] 2023-04-29 06:01:12 ERROR [__main__] main failed
        2023-04-29 06:01:12.977 [177/train/578 (pid 28936)] [09c561ee-a44c-4795-967c-7183a83b3160] Traceback (most recent call last):
        2023-04-29 06:01:12.977 [177/train/578 (pid 28936)] [09c561ee-a44c-4795-967c-7183a83b3160]   File "/opt/conda/lib/python3.7/site-packages/torch/serialization.py", line 379, in save
        2023-04-29 06:01:12.977 [177/train/578 (pid 28936)] [09c561ee-a44c-4795-967c-7183a83b3160]     _save(obj, opened_zipfile, pickle_module, pickle_protocol)
        2023-04-29 06:01:12.977 [177/train/578 (pid 28936)] [09c561ee-a44c-4795-967c-7183a83b3160]   File "/opt/conda/lib/python3.7/site-packages/torch/serialization.py", line 604, in _save
        2023-04-29 06:01:12.977 [177/train/578 (pid 28936)] [09c561ee-a44c-4795-967c-7183a83b3160]     zip_file.write_record(name, storage.data_ptr(), num_bytes)
        2023-04-29 06:01:12.977 [177/train/578 (pid 28936)] [09c561ee-a44c-4795-967c-7183a83b3160] OSError: [Errno 28] No space left on device
        """,
        "Maintainer: you ran out of disk space saving checkpoints. A full volume recurs on restart.",
    ),
    real(
        GH + "babysor/MockingBird/issues/774",
        "babysor/MockingBird",
        "storage_error",
        "storage",
        USER,
        "OSError: [Errno 28] No space left on device",
        r"""
        {| Epoch: 55/167 (996/1926) | Loss: 0.2907 | 0.93 steps/s | Step: 425k | }Traceback (most recent call last):
          File "E:\ai_ai\MockingBird-main\MockingBird-main\venv\lib\site-packages\torch\serialization.py", line 379, in save
            _save(obj, opened_zipfile, pickle_module, pickle_protocol)
          File "E:\ai_ai\MockingBird-main\MockingBird-main\venv\lib\site-packages\torch\serialization.py", line 499, in _save
            zip_file.write_record(name, storage.data_ptr(), num_bytes)
        OSError: [Errno 28] No space left on device

        During handling of the above exception, another exception occurred:
        """,
        "After 8 days the checkpoint save hits a full disk; the label rests on the log (a full disk "
        "recurs at the next save).",
    ),
    real(
        GH + "pytorch/pytorch/issues/10577",
        "pytorch/pytorch",
        "storage_error",
        "storage",
        USER,
        "RuntimeError: write(): fd 29 failed with Input/output error",
        r"""
        Traceback (most recent call last):
          File "train.py", line 250, in <module>
            torch.save(best_model.state_dict(), join(OUTD, "best_model.pt"))
          File "/home/user290/Venvs/pytorch.1.0.1/lib/python3.7/site-packages/torch/serialization.py", line 297, in _save
            serialized_storages[key]._write_file(f, _should_read_directly(f))
        RuntimeError: write(): fd 29 failed with Input/output error
        """,
        "Reporter: the server's disk was saturated; freeing space fixed it. A full disk recurs.",
        tag="fd",
    ),
    real(
        GH + "Plachtaa/VITS-fast-fine-tuning/issues/397",
        "Plachtaa/VITS-fast-fine-tuning",
        "os_error",
        "user_code",
        USER,
        "UserWarning: [Errno 28] No space left on device",
        r"""
        (vits) root@3a5036f18e77:~/VITS-fast-fine-tuning# export CUDA_VISIBLE_DEVICES=0 && python finetune_speaker_v2.py -m ./OUTPUT_MODEL --max_epochs "1000" --drop_speaker_embed True
        /root/miniconda3/envs/vits/lib/python3.8/site-packages/joblib/_multiprocessing_helpers.py:46: UserWarning: [Errno 28] No space left on device.  joblib will operate in serial mode
          warnings.warn('%s.  joblib will operate in serial mode' % (e,))
        Traceback (most recent call last):
          File "finetune_speaker_v2.py", line 372, in <module>
            main()
          File "finetune_speaker_v2.py", line 55, in main
            mp.spawn(run, nprocs=n_gpus, args=(n_gpus, hps,))
          File "/root/miniconda3/envs/vits/lib/python3.8/site-packages/torch/multiprocessing/spawn.py", line 182, in start_processes
            error_queue = mp.SimpleQueue()
          File "/root/miniconda3/envs/vits/lib/python3.8/multiprocessing/queues.py", line 336, in __init__
            self._rlock = ctx.Lock()
        """,
        "ENOSPC while creating a multiprocessing lock although the disk has room: /dev/shm of the "
        "container is full or tiny. Recurs until the container's shm is raised.",
    ),
    real(
        GH + "pytorch/pytorch/issues/79388",
        "pytorch/pytorch",
        "connection_error",
        "transient",
        RESTART,
        "The client socket has timed out after 60s",
        r"""
        INFO:torch.distributed.launcher.api:Starting elastic_operator with launch configs:
          entrypoint       : launch_mnist.py
          min_nodes        : 2
          max_nodes        : 2
          nproc_per_node   : 1
          run_id           : ID1
          rdzv_backend     : c10d
          rdzv_endpoint    : IP1:2222
          rdzv_configs     : {'timeout': 900}
          max_restarts     : 0
          monitor_interval : 5
          log_dir          : None
          metrics_cfg      : {}

        [E socket.cpp:793] [c10d] The client socket has timed out after 60s while trying to connect to (IP1, 2222).
        ERROR:torch.distributed.elastic.multiprocessing.errors.error_handler:{
          "message": {
            "message": "RendezvousConnectionError: The connection to the C10d store has failed. See inner exception for details.",
        """,
        "Rendezvous store unreachable at start-up; the thread (open) concluded nothing, the label rests "
        "on the log: a start-up rendezvous timeout is retried.",
    ),
    real(
        GH + "nvidia-cosmos/cosmos-rl/issues/681",
        "nvidia-cosmos/cosmos-rl",
        "connection_error",
        "transient",
        RESTART,
        "torch.distributed.DistNetworkError: The client socket has timed out",
        r"""
          File "/pfss/mlde/workspaces/mlde_wsp_IAS_SAMMerge/VLA/nghiem/cosmos-rl/.venv/lib/python3.10/site-packages/torch/distributed/elastic/rendezvous/dynamic_rendezvous.py", line 1126, in _create_tcp_store_server
            return dist.TCPStore(
        torch.distributed.DistNetworkError: The client socket has timed out after 300000ms while trying to connect to (036c56dce41b, 41331).
        [cosmos] 2026-05-14 05:28:06,261 - cosmos - ERROR - Process 1 failed with return code 1
        """,
        "TCPStore connect timeout during rendezvous; no conclusion in the thread, label from the log.",
    ),
    real(
        GH + "meta-pytorch/torchtune/issues/2676",
        "meta-pytorch/torchtune",
        "nccl_timeout",
        "unknown",
        HUMAN,
        "Timed out waiting 1800000ms for recv operation to complete",
        r"""
        [rank2]:   File "/home/users/vs-venv/lib/python3.10/site-packages/recipes/lora_finetune_distributed.py", line 745, in save_checkpoint
        [rank2]:     torch.distributed.barrier()
        [rank2]:   File "/home/users/vs-venv/lib/python3.10/site-packages/torch/distributed/c10d_logger.py", line 81, in wrapper
        [rank2]:     return func(*args, **kwargs)
        [rank2]:   File "/home/users/vs-venv/lib/python3.10/site-packages/torch/distributed/distributed_c10d.py", line 4556, in barrier
        [rank2]:     work.wait()
        [rank2]: RuntimeError: [/pytorch/third_party/gloo/gloo/transport/tcp/unbound_buffer.cc:81] Timed out waiting 1800000ms for recv operation to complete
        """,
        "A barrier during checkpoint saving timed out after 30 minutes on rank 2; nothing says why the "
        "other ranks did not arrive (slow save, dead rank). Ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "deepspeedai/Megatron-DeepSpeed/issues/207",
        "deepspeedai/Megatron-DeepSpeed",
        "assertion_error",
        "user_code",
        USER,
        "Assertion `srcIndex < srcSelectDimSize` failed.",
        r"""
        ../aten/src/ATen/native/cuda/Indexing.cu:1141: indexSelectLargeIndex: block: [615,0,0], thread: [121,0,0] Assertion `srcIndex < srcSelectDimSize` failed.
        ../aten/src/ATen/native/cuda/Indexing.cu:1141: indexSelectLargeIndex: block: [615,0,0], thread: [122,0,0] Assertion `srcIndex < srcSelectDimSize` failed.
        ../aten/src/ATen/native/cuda/Indexing.cu:1141: indexSelectLargeIndex: block: [615,0,0], thread: [123,0,0] Assertion `srcIndex < srcSelectDimSize` failed.
        ../aten/src/ATen/native/cuda/Indexing.cu:1141: indexSelectLargeIndex: block: [615,0,0], thread: [124,0,0] Assertion `srcIndex < srcSelectDimSize` failed.
        """,
        "Device-side assert in an embedding lookup: a token id beyond the vocabulary. Deterministic "
        "given the data and config.",
    ),
    real(
        GH + "NVIDIA/garak/issues/199",
        "NVIDIA/garak",
        "assertion_error",
        "user_code",
        USER,
        "Assertion `srcIndex < srcSelectDimSize` failed.",
        r"""
        ../aten/src/ATen/native/cuda/Indexing.cu:1236: indexSelectSmallIndex: block: [5,0,0], thread: [31,0,0] Assertion `srcIndex < srcSelectDimSize` failed.
        ../aten/src/ATen/native/cuda/Indexing.cu:1236: indexSelectSmallIndex: block: [5,0,0], thread: [64,0,0] Assertion `srcIndex < srcSelectDimSize` failed.
        ../aten/src/ATen/native/cuda/Indexing.cu:1236: indexSelectSmallIndex: block: [5,0,0], thread: [65,0,0] Assertion `srcIndex < srcSelectDimSize` failed.
        """,
        "Inputs longer than the model's positions trip an index assert: deterministic on the same inputs.",
    ),
    real(
        GH + "NVIDIA/flowtron/issues/52",
        "NVIDIA/flowtron",
        "assertion_error",
        "user_code",
        USER,
        "Assertion `srcIndex < srcSelectDimSize` failed.",
        r"""
        C:/cb/pytorch_1000000000000/work/aten/src/THC/THCTensorIndex.cu:218: block: [0,0,0], thread: [3,0,0] Assertion `srcIndex < srcSelectDimSize` failed.
        C:/cb/pytorch_1000000000000/work/aten/src/THC/THCTensorIndex.cu:218: block: [0,0,0], thread: [4,0,0] Assertion `srcIndex < srcSelectDimSize` failed.
        C:/cb/pytorch_1000000000000/work/aten/src/THC/THCTensorIndex.cu:218: block: [0,0,0], thread: [5,0,0] Assertion `srcIndex < srcSelectDimSize` failed.
        """,
        "Device-side assert in an index select (symbol id outside the embedding table): a data/config bug.",
    ),
    real(
        GH + "Spijkervet/BYOL/issues/5",
        "Spijkervet/BYOL",
        "model_loading_error",
        "user_code",
        USER,
        "RuntimeError: Error(s) in loading state_dict for ResNet:",
        r"""
        RuntimeError                              Traceback (most recent call last)

        <ipython-input-9-e896c143512a> in <module>()
              1 # pre-trained model
              2 resnet = models.resnet50()
        ----> 3 resnet.load_state_dict(torch.load(args.model_path, map_location=device))
              4 resnet = resnet.to(device)

        RuntimeError: Error(s) in loading state_dict for ResNet:
        """,
        "Checkpoint and model architecture differ (missing keys): fails the same way on every load.",
    ),
    real(
        GH + "wjn922/ReferFormer/issues/31",
        "wjn922/ReferFormer",
        "model_loading_error",
        "user_code",
        USER,
        "RuntimeError: Error(s) in loading state_dict for ReferFormer:",
        r"""
        RuntimeError: Error(s) in loading state_dict for ReferFormer:
                missing_keys, unexpected_keys = model_without_ddp.load_state_dict(checkpoint['model'], strict=False)
        	size mismatch for class_embed.0.weight: copying a param with shape torch.Size([1, 256]) from checkpoint, the shape in current model is torch.Size([78, 256]).
        	size mismatch for class_embed.0.bias: copying a param with shape torch.Size([1]) from checkpoint, the shape in current model is torch.Size([78]).
        """,
        "Size mismatch between checkpoint and model built with different args: a config error.",
    ),
    real(
        GH + "ChristianYang37/fast_yolov7_pytorch/issues/1",
        "ChristianYang37/fast_yolov7_pytorch",
        "model_loading_error",
        "user_code",
        USER,
        "RuntimeError: Error(s) in loading state_dict for Model:",
        r"""
        RuntimeError: Error(s) in loading state_dict for Model:
        	size mismatch for model.0.conv.weight: copying a param with shape torch.Size([19, 3, 3, 3]) from checkpoint, the shape in current model is torch.Size([32, 3, 3, 3]).
        	size mismatch for model.0.bn.weight: copying a param with shape torch.Size([19]) from checkpoint, the shape in current model is torch.Size([32]).
        	size mismatch for model.0.bn.bias: copying a param with shape torch.Size([19]) from checkpoint, the shape in current model is torch.Size([32]).
        """,
        "Resuming after an unexpected stop fails on every attempt: the resumed checkpoint does not "
        "match the model. A restart loads it again, so no automatic restart.",
    ),
    real(
        GH + "lzx1413/PytorchSSD/issues/53",
        "lzx1413/PytorchSSD",
        "model_loading_error",
        "user_code",
        USER,
        "RuntimeError: Error(s) in loading state_dict for RefineSSD:",
        r"""
        Loading resume network /home/test/PytorchSSD/bdd_result/Refine_vgg_320/0327/Refine_vgg_COCO_epoches_10.pth
        Traceback (most recent call last):
          File "refinedet_train_test.py", line 153, in <module>
            net.load_state_dict(new_state_dict)
          File "/home/test/.pyenv/versions/3.6.1/lib/python3.6/site-packages/torch/nn/modules/module.py", line 719, in load_state_dict
            self.__class__.__name__, "\n\t".join(error_msgs)))
        RuntimeError: Error(s) in loading state_dict for RefineSSD:
        """,
        "Resume fails: key names of the saved network differ from the model's. Deterministic.",
    ),
    real(
        GH + "xbresson/TSP_Transformer/issues/4",
        "xbresson/TSP_Transformer",
        "model_loading_error",
        "user_code",
        USER,
        "RuntimeError: Error(s) in loading state_dict for TSP_net:",
        r"""
        RuntimeError: Error(s) in loading state_dict for TSP_net:
        	size mismatch for encoder.norm1_layers.1.weight: copying a param with shape torch.Size([]) from checkpoint, the shape in current model is torch.Size([128]).
        	size mismatch for encoder.norm1_layers.2.bias: copying a param with shape torch.Size([]) from checkpoint, the shape in current model is torch.Size([128]).
        """,
        "The published checkpoint does not match the model code. Deterministic.",
    ),
    real(
        GH + "Emad-COMBINE-lab/GRouNdGAN/issues/15",
        "Emad-COMBINE-lab/GRouNdGAN",
        "model_loading_error",
        "user_code",
        USER,
        "RuntimeError: Error(s) in loading state_dict for CausalGenerator:",
        r"""
        Traceback (most recent call last):
          File "/GRouNdGAN/src/main.py", line 44, in <module>
            fac.get_trainer()()
          File "/GRouNdGAN/src/gans/causal_gan.py", line 399, in train
            self._load(checkpoint, mode="training")
          File "/GRouNdGAN/src/gans/causal_gan.py", line 177, in _load
            self.gen.load_state_dict(checkpoint["generator_state_dict"])
          File "/conda_envs/py39_gpu/lib/python3.9/site-packages/torch/nn/modules/module.py", line 1671, in load_state_dict
            raise RuntimeError('Error(s) in loading state_dict for {}:\n\t{}'.format(
        RuntimeError: Error(s) in loading state_dict for CausalGenerator:
        """,
        "Resuming training from a checkpoint of a different model variant: deterministic.",
    ),
]
