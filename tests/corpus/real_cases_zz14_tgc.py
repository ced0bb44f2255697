# ruff: noqa
"""Real excerpts, batch ZZ14-TGC: test-fold failures of GPU (and one TPU) training and inference
jobs at run time: CUDA errors (illegal memory access, unspecified launch failure, CUDA-graph
capture), device-side asserts and a NaN loss, accelerator memory exhausted (CUDA, XLA on GPU and
TPU), a GSP timeout (Xid 119), NCCL errors, timeouts and launch misconfigurations, a node dropped by
a Ray cluster, a stale NFS handle while loading a checkpoint and optimizer state lost on resume.
Gathered from GitHub issue threads through the `issues` search corpus, from repositories new to the
corpus (at most two threads each) and from the big test-fold repositories already in it (at most
three new threads each: pytorch/pytorch, NVIDIA/nccl, huggingface/transformers, huggingface/trl,
ray-project/ray, jax-ml/jax, modelscope/ms-swift, pytorch/torchtitan,
NVIDIA/open-gpu-kernel-modules); every repository's `fold_of(repo)` is "test". Threads already in
the corpus (sources.txt, other zz14 modules) were skipped, as were threads whose stored excerpt
cut off before the failing line; otherwise cases were taken as the searches returned them, not
picked for what crashcart can do, and nobody ran crashcart on them before they were labelled.
Verbatim log lines as printed in each thread (trimmed to the relevant part; markdown quote markers
removed); labelled from what each thread concluded, or from the log where it concluded nothing (the
notes say which)."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    # --- CUDA errors in training and serving ------------------------------------------------------
    real(
        GH + "JIA-Lab-research/SphereFormer/issues/31",
        "JIA-Lab-research/SphereFormer",
        "cuda_error",
        "framework_bug",
        USER,
        "  what():  CUDA error: an illegal memory access was encountered",
        r"""
        [06/02 14:10:24 main-logger]: Epoch: [1/50][10/1758] Data 0.001 (0.864) Batch 1.513 (3.495) Remain 85:18:56 Loss 1.7657 Lr: [0.00599939, 0.00059994] Accuracy 0.4674.
        [06/02 14:10:39 main-logger]: Epoch: [1/50][20/1758] Data 0.001 (0.433) Batch 1.465 (2.481) Remain 60:33:22 Loss 1.3113 Lr: [0.00599877, 0.00059988] Accuracy 0.5326.
        terminate called after throwing an instance of 'c10::Error'
          what():  CUDA error: an illegal memory access was encountered
        Exception raised from create_event_internal at /pytorch/c10/cuda/CUDACachingAllocator.cpp:733 (most recent call first):
        frame #0: c10::Error::Error(c10::SourceLocation, std::string) + 0x42 (0x7fcf322542f2 in /usr/wiss/webermar/anaconda3/envs/sphere_pip_cuda/lib/python3.7/site-packages/torch/lib/libc10.so)
        frame #1: c10::detail::torchCheckFail(char const*, char const*, unsigned int, std::string const&) + 0x5b (0x7fcf3225167b in /usr/wiss/webermar/anaconda3/envs/sphere_pip_cuda/lib/python3.7/site-packages/torch/lib/libc10.so)
        frame #2: c10::cuda::CUDACachingAllocator::raw_delete(void*) + 0x809 (0x7fcf326151f9 in /usr/wiss/webermar/anaconda3/envs/sphere_pip_cuda/lib/python3.7/site-packages/torch/lib/libc10_cuda.so)
        """,
        "SphereFormer LiDAR segmentation training dies with an illegal memory access within the first "
        "epoch at batch size 16 or 14, and after 29 epochs at 12, while nvidia-smi shows little memory "
        "in use. The reporter traced it to a silent int32 overflow inside spconv on large batches "
        "(filed upstream as spconv issue 607). A software bug triggered by the configuration: it "
        "recurs with the same batch size, so the user changes the config; not the node.",
    ),
    real(
        GH + "pytorch/pytorch/issues/3912",
        "pytorch/pytorch",
        "cuda_error",
        "unknown",
        RESTART,
        "THCudaCheck FAIL file=/opt/conda/conda-bld/pytorch_1502009910772/work/torch/lib/THC/generic/THCStorage.c line=32 error=4 : unspecified launch failure",
        r"""
        THCudaCheck FAIL file=/opt/conda/conda-bld/pytorch_1502009910772/work/torch/lib/THC/generic/THCStorage.c line=32 error=4 : unspecified launch failure
        Traceback (most recent call last):
          File "resnet50_avg.py", line 133, in <module>
            model = train_model(model, criterion, optimizer_ft, exp_lr_scheduler, n_epochs=70)
          File "resnet50_avg.py", line 87, in train_model
            running_loss += loss.data[0]
        RuntimeError: cuda runtime error (4) : unspecified launch failure at /opt/conda/conda-bld/pytorch_1502009910772/work/torch/lib/THC/generic/THCStorage.c:32
        """,
        "A ResNet-50 training run fails in epoch 3 of 70 with CUDA error 4, unspecified launch failure, "
        "and no kernel log in sight. Asked what happens on a restart, the reporter said the run "
        "restarted and mostly went through to the end; the maintainer asked to hear back if it "
        "recurred. The thread treats it as a one-off, so resume from the last checkpoint; nothing "
        "points at a node or at the code.",
    ),
    real(
        GH + "shader-slang/slang/issues/6738",
        "shader-slang/slang",
        "cuda_error",
        "framework_bug",
        USER,
        "Exception: Capture cuda graph failed: RuntimeError: CUDA error: an illegal memory access was encountered",
        r"""
          File "/sgl-workspace/sglang/python/sglang/srt/model_executor/cuda_graph_runner.py", line 267, in __init__
            raise Exception(
        Exception: Capture cuda graph failed: RuntimeError: CUDA error: an illegal memory access was encountered
        CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
        For debugging consider passing CUDA_LAUNCH_BLOCKING=1
        Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.
        """,
        "An SGLang server for DeepSeek-R1 on 8xH200 (TP 8, torch.compile and FlashInfer MLA enabled; "
        "filed in the wrong repository) dies at start-up while capturing CUDA graphs. The reporter "
        "notes the same launch worked on the previous SGLang release and asks whether to disable CUDA "
        "graphs; no hardware was suspected. A version regression hit at the same point of every "
        "launch: rerunning the same image and flags fails again, so the user changes version or flags.",
    ),
    real(
        GH + "tmills/uhhmm/issues/50",
        "tmills/uhhmm",
        "cuda_error",
        "user_code",
        USER,
        "  what():  cudaEventCreateWithFlags in future ctor: an illegal memory access was encountered\\n",
        r"""
        INFO:root:Batch size 10 doesn't match power of 2 -- breaking into sub-batches \n
        INFO:root:Processing mini-batch of size 8\n
        terminate called after throwing an instance of 'thrust::system::system_error'\n
          what():  cudaEventCreateWithFlags in future ctor: an illegal memory access was encountered\n
        """,
        "GPU batch sampling in this grammar-induction code dies with a thrust illegal memory access "
        "right after the code splits a batch of 10 into sub-batches although the configured batch size "
        "was 8. The reporter suspected the memory fault was a side effect of the wrong batch size and "
        "fixed that bug in the code. An application bug that recurs on rerun: the user's.",
    ),
    # --- Device-side asserts and NaN loss ---------------------------------------------------------
    real(
        GH + "huggingface/transformers/issues/6484",
        "huggingface/transformers",
        "assertion_error",
        "user_code",
        USER,
        "Assertion `srcIndex < srcSelectDimSize` failed.",
        r"""
        08/13/2020 18:56:31 - INFO - transformers.trainer -     Instantaneous batch size per device = 8
        08/13/2020 18:56:31 - INFO - transformers.trainer -     Total train batch size (w. parallel, distributed & accumulation) = 16
        08/13/2020 18:56:31 - INFO - transformers.trainer -     Gradient Accumulation steps = 1
        08/13/2020 18:56:31 - INFO - transformers.trainer -     Total optimization steps = 5206595
        /opt/conda/conda-bld/pytorch_1595629416375/work/aten/src/THC/THCTensorIndex.cu:272: indexSelectLargeIndex: block: [229,0,0], thread: [33,0,0] Assertion `srcIndex < srcSelectDimSize` failed.
        ...
        /opt/conda/conda-bld/pytorch_1595629416375/work/aten/src/THC/THCTensorIndex.cu:272: indexSelectLargeIndex: block: [275,0,0], thread: [63,0,0] Assertion `srcIndex < srcSelectDimSize` failed.
        """,
        "Pre-training a RoBERTa from scratch with run_language_modeling.py and a freshly trained "
        "tokenizer: a few iterations in, the embedding lookup's device-side assert fires (an index "
        "beyond the embedding table). The thread was closed as stale without a fix; the label rests "
        "on the log. A device-side assert from out-of-range token or position ids is the job's "
        "model/tokenizer configuration and recurs on every rerun (README: device-side asserts are "
        "the user's).",
    ),
    real(
        GH + "seanie12/neural-question-generation/issues/23",
        "seanie12/neural-question-generation",
        "assertion_error",
        "user_code",
        USER,
        "Assertion `srcIndex < srcSelectDimSize` failed.",
        r"""
        /pytorch/aten/src/THC/THCTensorIndex.cu:361: void indexSelectLargeIndex(TensorInfo<T, IndexType>, TensorInfo<T, IndexType>, TensorInfo<long, IndexType>, int, int, IndexType, IndexType, long) [with T = float, IndexType = unsigned int, DstDim = 2, SrcDim = 2, IdxDim = -2, IndexIsMajor = true]: block: [604,0,0], thread: [31,0,0] Assertion `srcIndex < srcSelectDimSize` failed.
        Traceback (most recent call last):
          File "main.py", line 16, in <module>
            main()
          File "main.py", line 9, in main
            trainer.train()
          File "/data/hyx/workspace/test/neural-question-generation/trainer.py", line 81, in train
            batch_loss = self.step(train_data)
          File "/data/hyx/workspace/test/neural-question-generation/trainer.py", line 124, in step
            enc_outputs, enc_states = self.model.encoder(src_seq, src_len, tag_seq)
          File "/data/hyx/miniconda3/lib/python3.7/site-packages/torch/nn/modules/module.py", line 532, in __call__
            result = self.forward(*input, **kwargs)
          File "/data/hyx/workspace/test/neural-question-generation/model.py", line 56, in forward
            packed = pack_padded_sequence(embedded, src_len, batch_first=True)
        """,
        "Training this question-generation model stops on a device-side assert in an embedding "
        "lookup (an index beyond the table) inside the encoder, surfacing at the next CUDA call. "
        "The thread is open with no answer; the label rests on the log. An out-of-range index from "
        "the data/vocabulary the job feeds the model: deterministic, the user's (README: device-side "
        "asserts).",
    ),
    real(
        GH + "wogur110/PNI_anomaly_detection/issues/7",
        "wogur110/PNI_anomaly_detection",
        "nan_or_value_error",
        "user_code",
        USER,
        "loss=nan",
        r"""
        UserWarning: `training_step` returned `None`. If this was on purpose, ignore this warning...
          self.warning_cache.warn("`training_step` returned `None`. If this was on purpose, ignore this warning...")
        Epoch 0: 100%|█████████████████████████████████████████████████████████████████████████████████████████████| 320/320 [00:21<00:00, 14.77it/s, loss=nan, v_num=0]
        """,
        "Training the PNI anomaly-detection model by the README's steps: the loss is NaN from the "
        "first epoch and Lightning warns that training_step returned None. The thread is open with no "
        "answer; the label rests on the log. A NaN loss from the model/data recurs on every rerun: "
        "the user's to fix, not the node's.",
    ),
    # --- Accelerator memory exhausted -------------------------------------------------------------
    real(
        GH + "NVIDIA/pix2pixHD/issues/96",
        "NVIDIA/pix2pixHD",
        "cuda_oom",
        "user_code",
        USER,
        "RuntimeError: CUDA error: out of memory",
        r"""
        Traceback (most recent call last):
          File "/home/k/Longlongaaago/pix2pixHD-master/trainRoot/train.py", line 91, in <module>
            model.module.optimizer_G.step()
          File "/home/k/SoftWare/anaconda2/envs/python2/lib/python2.7/site-packages/torch/optim/adam.py", line 100, in step
            denom = exp_avg_sq.sqrt().add_(group['eps'])
        RuntimeError: CUDA error: out of memory
        """,
        "pix2pixHD training on Cityscapes switched from the 'global' to the 'local' generator with "
        "the default options: GPU memory climbs from about 2 GB to over 10 GB and the Adam step runs "
        "out of memory. The thread reached no fix; the label rests on the log. A CUDA OOM from the "
        "model size chosen recurs on every rerun until the configuration changes: the user's.",
    ),
    real(
        GH + "LargeWorldModel/LWM/issues/60",
        "LargeWorldModel/LWM",
        "cuda_oom",
        "user_code",
        USER,
        "jaxlib.xla_extension.XlaRuntimeError: RESOURCE_EXHAUSTED: XLA:TPU compile permanent error. Ran out of memory in memory space hbm.",
        r"""
        Traceback (most recent call last):
          File "/home/deep_c/workspace/LWM/lwm/vision_chat.py", line 254, in <module>
            run(main)
          File "/home/deep_c/miniconda3/envs/large_vision_model/lib/python3.10/site-packages/absl/app.py", line 308, in run
            _run_main(main, args)
          File "/home/deep_c/miniconda3/envs/large_vision_model/lib/python3.10/site-packages/absl/app.py", line 254, in _run_main
            sys.exit(main(argv))
          File "/home/deep_c/workspace/LWM/lwm/vision_chat.py", line 250, in main
            output = sampler(prompts, FLAGS.max_n_frames)[0]
          File "/home/deep_c/workspace/LWM/lwm/vision_chat.py", line 230, in __call__
            output, self.sharded_rng = self._forward_generate(
        jaxlib.xla_extension.XlaRuntimeError: RESOURCE_EXHAUSTED: XLA:TPU compile permanent error. Ran out of memory in memory space hbm. Used 21.95G of 15.48G hbm.
         Exceeded hbm capacity by 6.47G.

        Total hbm usage >= 22.47G:
            reserved        530.00M
            program          21.95G
            arguments            0B
        """,
        "Large World Model vision-chat inference on a TPU v3-8: XLA refuses to compile the generate "
        "step because the program needs 21.95G of a 15.48G HBM. The thread has no answer; the label "
        "rests on the log. The accelerator-memory equivalent of a CUDA OOM ('compile permanent error'): "
        "the model/sharding does not fit this slice and fails identically on every retry.",
    ),
    real(
        GH + "kingoflolz/mesh-transformer-jax/issues/66",
        "kingoflolz/mesh-transformer-jax",
        "cuda_oom",
        "user_code",
        USER,
        "Execution of replica 0 failed: Resource exhausted: Failed to allocate request for 32.00MiB (33554432B) on device ordinal 0",
        r"""
        2021-07-21 16:15:16.513776: E external/org_tensorflow/tensorflow/compiler/xla/pjrt/pjrt_stream_executor_client.cc:1981] Execution of replica 0 failed: Resource exhausted: Failed to allocate request for 32.00MiB (33554432B) on device ordinal 0
        Traceback (most recent call last):
          File "resharding_example.py", line 47, in <module>
            network = CausalTransformer(params)
          File "/drive4/user1/GPT_J/mesh-transformer-jax/mesh_transformer/transformer_shard.py", line 272, in __init__
            self.state = self.init_xmap(jnp.array(key.take(mp_per_host)), x)
          File "/drive4/user1/GPT_J/venv/lib/python3.8/site-packages/jax/experimental/maps.py", line 516, in fun_mapped
            out_flat = xmap_p.bind(
          File "/drive4/user1/GPT_J/venv/lib/python3.8/site-packages/jax/experimental/maps.py", line 652, in bind
            return core.call_bind(self, fun, *args, **params)  # type: ignore
        """,
        "Running GPT-J's resharding_example.py (which loads the 6B model onto the local devices) fails "
        "while initialising the sharded parameters: XLA cannot allocate another 32 MiB on device 0. The "
        "thread was closed without a visible answer; the label rests on the log. Device memory "
        "exhausted by the model being initialised on one device: it fails the same way on every rerun "
        "until the user changes memory settings or hardware.",
    ),
    real(
        GH + "jax-ml/jax/issues/13428",
        "jax-ml/jax",
        "cuda_oom",
        "user_code",
        USER,
        "Execution of replica 0 failed: RESOURCE_EXHAUSTED: Out of memory while trying to allocate 49592744 bytes.",
        r"""
        2022-11-29 20:30:37.803154: E external/org_tensorflow/tensorflow/compiler/xla/pjrt/pjrt_stream_executor_client.cc:2153] Execution of replica 0 failed: RESOURCE_EXHAUSTED: Out of memory while trying to allocate 49592744 bytes.
        BufferAssignment OOM Debugging.
        BufferAssignment stats:
                     parameter allocation:    2.72MiB
                      constant allocation:     2.8KiB
                maybe_live_out allocation:   386.5KiB
             preallocated temp allocation:   47.29MiB
          preallocated temp fragmentation:    3.50MiB (7.40%)
                         total allocation:   50.40MiB
                      total fragmentation:    3.86MiB (7.66%)
        """,
        "Running multinerf (JAX) on a GPU, evaluation fails with an XLA out-of-memory error for a "
        "~50 MB buffer whatever the batch size. The JAX issue is open with no diagnosis; the label "
        "rests on the log. A device-memory exhaustion in the job's process (the memory is evidently "
        "held elsewhere in the job's environment, e.g. preallocation by JAX or another framework): "
        "it recurs on every rerun, so the user fixes the setup; nothing points at the node.",
    ),
    # --- GPU hardware and driver ------------------------------------------------------------------
    real(
        GH + "NVIDIA/open-gpu-kernel-modules/issues/1111",
        "NVIDIA/open-gpu-kernel-modules",
        "gpu_xid",
        "node_hardware",
        CORDON,
        "[ 388.565288] NVRM: Xid (PCI:0000:01:00): 119, pid=6211, name=nvidia-smi, Timeout after 45s of waiting for RPC response from GPU0 GSP!",
        r"""
        root@AI-MicroServer:~# dmesg -w | grep -i xid
        [ 388.565288] NVRM: Xid (PCI:0000:01:00): 119, pid=6211, name=nvidia-smi, Timeout after 45s of waiting for RPC response from GPU0 GSP! Expected function 103 (GSP_RM_ALLOC) sequence 15421 (0x0 0x78).
        [ 436.566381] NVRM: Xid (PCI:0000:01:00): 119, pid=6211, name=nvidia-smi, Timeout after 45s of waiting for RPC response from GPU0 GSP! Expected function 103 (GSP_RM_ALLOC) sequence 15422 (0x80 0x38).
        [ 514.563385] NVRM: GPU0 nvCheckOkFailedNoLog: Check failed: Generic Error: Invalid state [NV_ERR_INVALID_STATE] (0x00000040) returned from pRmApi->Control(pRmApi, pGpu->hInternalClient, pGpu->hInternalSubdevice, NV2080_CTRL_CMD_INTERNAL_LOG_OOB_XID, &params, sizeof(params)) @ gpu.c:7442
        """,
        "A commenter on the thread about GSP firmware halts on RTX PRO 6000 Blackwell cards under "
        "sustained LLM inference (here vLLM serving Qwen3.6-27B-FP8) shows the kernel log: Xid 119, "
        "the GSP stops answering RPCs, then the driver reports an invalid state; the thread's "
        "reporters need a hard reboot to get the GPU back. The thread is open (a firmware problem is "
        "suspected, no fix yet). Xid 119 leaves the GPU unusable until the node is reset: take the "
        "node out and restart the job elsewhere (README rule for GSP timeouts).",
    ),
    # --- NCCL and distributed launch --------------------------------------------------------------
    real(
        GH + "NVIDIA/nccl/issues/962",
        "NVIDIA/nccl",
        "cuda_oom",
        "user_code",
        USER,
        "node:2134736:2285781 [0] include/alloc.h:178 NCCL WARN Cuda failure 'out of memory'",
        r"""
          File "torch/distributed/distributed_c10d.py", line 2053, in all_gather_object
            all_gather(object_size_list, local_size, group=group)
          File "torch/distributed/distributed_c10d.py", line 1451, in wrapper
            return func(*args, **kwargs)
          File "torch/distributed/distributed_c10d.py", line 2448, in all_gather
            work = default_pg.allgather([tensor_list], [tensor])
        torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1296, internal error - please report this issue to the NCCL developers, NCCL version 2.18.1
        NCCL version 2.18.1+cuda12.0
        node:2134736:2285781 [0] include/alloc.h:178 NCCL WARN Cuda failure 'out of memory'
        node:2134736:2285781 [0] include/alloc.h:185 NCCL WARN Failed to CUDA calloc 6291456 bytes
        node:2134736:2285781 [0] proxy.cc:1518 NCCL WARN [Proxy Service 93] Failed to execute operation Setup from rank 93, retcode 1
        node:2134736:2285759 [0] misc/socket.cc:49 NCCL WARN socketProgress: Connection closed by remote peer node.cm.cluster<40031>
        """,
        "A torch all_gather_object fails with ncclInternalError; NCCL's debug output shows the proxy "
        "on rank 93's GPU unable to allocate 6 MB ('Cuda failure out of memory') while setting up "
        "the connection, then the peer connection closing. The part of the thread available shows "
        "no conclusion; the label rests on the log. README: CUDA OOM through NCCL's Cuda failure "
        "'out of memory' is the job's memory use, which recurs on rerun.",
    ),
    real(
        GH + "modelscope/ms-swift/issues/4306",
        "modelscope/ms-swift",
        "nccl_timeout",
        "unknown",
        HUMAN,
        "rank1]:[E521 19:04:22.127741941 ProcessGroupNCCL.cpp:616] [Rank 1] Watchdog caught collective operation timeout",
        r"""
        rank1]:[E521 19:04:22.127741941 ProcessGroupNCCL.cpp:616] [Rank 1] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=131, OpType=_ALLGATHER_BASE, NumelIn=8, NumelOut=24, Timeout(ms)=1800000) ran for 1800022 milliseconds before timing out.
        [rank1]:[E521 19:04:22.155606022 ProcessGroupNCCL.cpp:1785] [PG ID 0 PG GUID 0(default_pg) Rank 1] Exception (either an error or timeout) detected by watchdog at work: 131, last enqueued NCCL work: 131, last completed NCCL work: 130.
        [rank1]:[E521 19:04:23.802884296 ProcessGroupNCCL.cpp:1834] [PG ID 0 PG GUID 0(default_pg) Rank 1] Timeout at NCCL work: 131, last enqueued NCCL work: 131, last completed NCCL work: 130.
        [rank1]:[E521 19:04:23.802922636 ProcessGroupNCCL.cpp:630] [Rank 1] Some NCCL operations have failed or timed out. Due to the asynchronous nature of CUDA kernels, subsequent GPU operations might run on corrupted/incomplete data.
        [rank1]:[E521 19:04:23.802936264 ProcessGroupNCCL.cpp:636] [Rank 1] To avoid data inconsistency, we are taking the entire process down.
        """,
        "GRPO training in ms-swift's async mode (one GPU serving swift rollout, three training) dies "
        "when rank 1's 131st collective, a small all-gather, waits the full 30 minutes. The thread is "
        "open with no answer; the label rests on the log. A bare NCCL timeout with no error from any "
        "rank, no hardware line and no sign of which peer stalled: a person has to look.",
        ambiguous=True,
    ),
    real(
        GH + "huggingface/trl/issues/397",
        "huggingface/trl",
        "runtime_error",
        "user_code",
        USER,
        "Duplicate GPU detected : rank 7 and rank 0 both on CUDA device f5000",
        r"""
        NCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1275, internal error, NCCL version 2.14.3
        ncclInternalError: Internal check failed.
        Last error:
        Duplicate GPU detected : rank 7 and rank 0 both on CUDA device f5000
            return dist._verify_params_across_processes(process_group, tensors, logger)
        torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1275, internal error, NCCL version 2.14.3
        ncclInternalError: Internal check failed.
        Last error:
        Duplicate GPU detected : rank 5 and rank 0 both on CUDA device f5000
        WARNING:torch.distributed.elastic.multiprocessing.api:Sending process 211 closing signal SIGTERM
        WARNING:torch.distributed.elastic.multiprocessing.api:Sending process 212 closing signal SIGTERM
        WARNING:torch.distributed.elastic.multiprocessing.api:Sending process 213 closing signal SIGTERM
        """,
        "TRL's gpt-neox-20b PEFT sentiment example, launched on 8 T4 GPUs, fails when DDP wraps the "
        "model: NCCL finds every rank on the same CUDA device as rank 0. The thread was closed without "
        "a visible fix; the label rests on the log. All ranks placed on one GPU is how the script and "
        "launch map processes to devices (it runs on one GPU): it fails the same way on every node "
        "until the user's setup changes.",
    ),
    real(
        GH + "pytorch/torchtitan/issues/853",
        "pytorch/torchtitan",
        "os_error",
        "user_code",
        USER,
        "Error while creating shared memory segment /dev/shm/nccl-1YsMbG (size 7340384)",
        r"""
          torch.distributed.DistBackendError: NCCL error in: /pytorch/torch/csrc/distributed/c10d/NCCLUtils.hpp:268, unhandled system error (run with NCCL_DEBUG=INFO for details), NCCL version 2.21.5
          ncclSystemError: System call (e.g. socket, malloc) or external library call failed or device error.
          Last error:
          Error while creating shared memory segment /dev/shm/nccl-1YsMbG (size 7340384)
          Exception raised from create at /pytorch/torch/csrc/distributed/c10d/NCCLUtils.hpp:268 (most recent call first):
          C++ CapturedTraceback:
        """,
        "torchtitan's CI container run on 8xH100 with the Llama 3.1 8B config fails before the first "
        "gradient step: NCCL cannot create its shared-memory segment because the container's /dev/shm "
        "defaults to 16 MB. The reporter's fix is running the container with --shm-size=1g. Out of "
        "/dev/shm is the job's container configuration (README: ENOSPC on /dev/shm is os_error); it "
        "recurs until the launch changes.",
    ),
    real(
        GH + "NVIDIA/nccl/issues/1000",
        "NVIDIA/nccl",
        "connection_error",
        "user_code",
        USER,
        "dso-s1-r1-a100-03:2330:2658 [2] NCCL INFO bootstrap.cc:270 -> 2",
        r"""
        dso-s1-r1-a100-03:2331:2666 [3] NCCL INFO NET/IB : Using [0]mlx5_0:1/IB/SHARP [1]mlx5_1:1/IB/SHARP [2]mlx5_2:1/IB/SHARP [3]mlx5_3:1/IB/SHARP [4]mlx5_4:1/IB/SHARP [5]mlx5_5:1/IB/SHARP [6]mlx5_6:1/IB/SHARP [7]mlx5_7:1/IB/SHARP [8]mlx5_8:1/RoCE [RO]; OOB ibp75s0:192.168.0.103<0>
        dso-s1-r1-a100-03:2331:2666 [3] NCCL INFO Using network IBext
        dso-s1-r1-a100-03:2328:2692 [0] NCCL INFO NET/IB : Using [0]mlx5_0:1/IB/SHARP [1]mlx5_1:1/IB/SHARP [2]mlx5_2:1/IB/SHARP [3]mlx5_3:1/IB/SHARP [4]mlx5_4:1/IB/SHARP [5]mlx5_5:1/IB/SHARP [6]mlx5_6:1/IB/SHARP [7]mlx5_7:1/IB/SHARP [8]mlx5_8:1/RoCE [RO]; OOB ibp75s0:192.168.0.103<0>
        dso-s1-r1-a100-03:2328:2692 [0] NCCL INFO Using network IBext
        dso-s1-r1-a100-03:2330:2658 [2] NCCL INFO misc/socket.cc:567 -> 2
        dso-s1-r1-a100-03:2330:2658 [2] NCCL INFO misc/socket.cc:618 -> 2
        dso-s1-r1-a100-03:2330:2658 [2] NCCL INFO bootstrap.cc:270 -> 2
        dso-s1-r1-a100-03:2334:2665 [6] NCCL INFO misc/socket.cc:567 -> 2
        """,
        "An FSDP job across two DGX A100s in containers fails during NCCL's bootstrap: the socket "
        "calls behind bootstrap.cc return errors while the out-of-band interface chosen is the "
        "IPoIB port ibp75s0. The NCCL maintainer pointed out that bootstrap only uses TCP sockets; "
        "setting NCCL_SOCKET_IFNAME to the Ethernet NIC fixed it. A launch-configuration problem "
        "that fails the same way on every restart until the user's environment changes.",
    ),
    # --- Cluster ----------------------------------------------------------------------------------
    real(
        GH + "ray-project/ray/issues/3628",
        "ray-project/ray",
        "node_failure",
        "unknown",
        HUMAN,
        "The node with client ID 581656f84659be9bba58da993729644cfb554836 has been marked dead because the monitor has missed too many heartbeats from it.",
        r"""
        The node with client ID 581656f84659be9bba58da993729644cfb554836 has been marked dead because the monitor has missed too many heartbeats from it.

        Traceback (most recent call last):
          File "mnist_main.py", line 154, in <module>
            train()
          File "mnist_main.py", line 138, in train
            for actor in train_actors])
          File "/home/anurag/.local/lib/python2.7/site-packages/ray/worker.py", line 2358, in get
            raise RayGetError(object_ids[i], value)
        ray.worker.RayGetError: Could not get objectid ObjectID(0100000008623a3fd1946a9132866d6f6113876e). It was created by remote function <unknown> which failed with:
        """,
        "A three-node Ray 0.6 cluster (two nodes with one GPU each) training MNIST with remote actors "
        "runs a few epochs, then the monitor declares one node dead for missed heartbeats and the "
        "driver's ray.get fails. The thread reached no cause; the label rests on the log. Missed "
        "heartbeats can be a crashed raylet, memory pressure or the network, and nothing here says "
        "which or whether the node is healthy: a person checks the node before the job goes back.",
        ambiguous=True,
    ),
    # --- Storage and checkpoints ------------------------------------------------------------------
    real(
        GH + "pytorch/pytorch/issues/45826",
        "pytorch/pytorch",
        "storage_error",
        "storage",
        RESTART,
        "RuntimeError: read(): fd 33 failed with Stale file handle",
        r"""
          File "main.py", line 473, in main_loop
            state = torch.load(output_folder / model_file_name)
          File "/apps/pytorch/1.4.0-py37-cuda90/lib/python3.7/site-packages/torch/serialization.py", line 529, in load
            return _legacy_load(opened_file, map_location, pickle_module, **pickle_load_args)
          File "/apps/pytorch/1.4.0-py37-cuda90/lib/python3.7/site-packages/torch/serialization.py", line 709, in _legacy_load
            deserialized_objects[key]._set_from_file(f, offset, f_should_read_directly)
        RuntimeError: read(): fd 33 failed with Stale file handle
        terminate called after throwing an instance of 'c10::Error'
          what():  owning_ptr == NullType::singleton() || owning_ptr->refcount_.load() > 0 INTERNAL ASSERT FAILED at ../c10/util/intrusive_ptr.h:348, please report a bug to PyTorch. intrusive_ptr: Can only intrusive_ptr::reclaim() owning pointers that were created using intrusive_ptr::release(). (reclaim at ../c10/util/intrusive_ptr.h:348)
        frame #0: c10::Error::Error(c10::SourceLocation, std::string const&) + 0x45 (0x2aaad1d302b5 in /apps/pytorch/1.4.0-py37-cuda90/lib/python3.7/site-packages/torch/lib/libc10.so)
        """,
        "During a Slurm run, torch.load of the job's own saved model fails reading from the shared "
        "file system with a stale NFS file handle, and the teardown then trips an internal assert in "
        "c10. The reporter filed it as 'probably file system error'; the thread (needs reproduction) "
        "concluded nothing more. A stale handle on the network file system is transient: restart from "
        "the checkpoint; the assert is a consequence, not the cause.",
    ),
    real(
        GH + "ServiceNow/Fast-LLM/issues/436",
        "ServiceNow/Fast-LLM",
        "model_loading_error",
        "framework_bug",
        USER,
        "2026-01-05 18:17:47,243 [Rank 000] 2,048 values missing out of 2,048 for parameter decoder.47.mixer.mixers.kda.v_conv.weight",
        r"""
        2026-01-05 18:17:47,243 [Rank 000] 2,048 values missing out of 2,048 for parameter decoder.47.mixer.mixers.kda.v_conv.weight in stage 74, shard exp_avgs_sq (locally 0 out of 0)
        2026-01-05 18:17:47,243 [Rank 000] 65,536 values missing out of 65,536 for parameter decoder.47.mixer.mixers.kda.f_b_proj.weight in stage 74, shard exp_avgs_sq (locally 0 out of 0)
        2026-01-05 18:17:47,243 [Rank 000] 65,536 values missing out of 65,536 for parameter decoder.47.mixer.mixers.kda.g_b_proj.weight in stage 74, shard exp_avgs_sq (locally 0 out of 0)
        2026-01-05 18:17:47,243 [Rank 000] 20,480 values missing out of 20,480 for parameter decoder.47.mixer.mixers.kda.beta_proj.weight in stage 74, shard exp_avgs_sq (locally 0 out of 0)
        """,
        "Resuming a tensor-parallel Fast-LLM run from a 'distributed' checkpoint written by 24 nodes "
        "in a new job with fewer nodes: the loader reports every optimizer-state value of each "
        "parameter missing, so the Adam moments are not restored. The maintainers labelled it a bug "
        "(loading across a changed rank/node count). Not the storage and not a node: the same resume "
        "fails the same way until the framework or the job's node count changes, so the user decides.",
    ),
]
