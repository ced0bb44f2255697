# ruff: noqa
"""Real excerpts, batch H: object-store throttling on checkpoint upload, IB port errors, Gloo
connection failures, cuDNN internal errors, unspecified launch failures. Verbatim log lines."""

from __future__ import annotations

from real_kit import HUMAN, RESTART, USER, real

GH = "https://github.com/"
AMBIG_LAUNCH = (
    "An unspecified launch failure mid-training with no Xid or other hardware line and no conclusion "
    "in the thread: code, driver or GPU. Ambiguous."
)

CASES = [
    real(
        GH + "ray-project/deltacat/issues/51", "ray-project/deltacat", "storage_error", "storage", RESTART,
        "An error occurred (SlowDown)",
        r"""
        botocore.exceptions.ClientError: An error occurred (SlowDown) when calling the CompleteMultipartUpload operation
        """,
        "S3 throttling (SlowDown) on a multipart upload: transient; retry with backoff.",
    ),
    real(
        GH + "cockpit-project/bots/issues/3991", "cockpit-project/bots", "storage_error", "storage", RESTART,
        "urllib.error.HTTPError: HTTP Error 503: Slow Down",
        r"""
           File "/work/bots/./s3-streamer", line 97, in write
             with s3.urlopen(self.url(filename), data=data, method='PUT', headers=headers) as _:
           File "/work/bots/lib/s3.py", line 117, in urlopen
             response = urllib.request.urlopen(request, context=host_ssl_context(url.netloc))
           File "/usr/lib64/python3.10/urllib/request.py", line 643, in http_error_default
             raise HTTPError(req.full_url, code, msg, hdrs, fp)
         urllib.error.HTTPError: HTTP Error 503: Slow Down
        """,
        "The object store throttles PUTs (503 Slow Down) under load: transient, retried.",
    ),
    real(
        GH + "mosaicml/composer/pull/3543", "mosaicml/composer", "storage_error", "storage", RESTART,
        "boto3.exceptions.S3UploadFailedError: Failed to upload",
        r"""
        boto3.exceptions.S3UploadFailedError: Failed to upload /tmp/tmpn7sa44l2/26aecfcf-aa70-4385-951a-0ab28f00bf8c to data-force-one-datasets/mosaicml-internal-checkpoints/jacob/lora/atnmlp-r16-lr0.0001-mlp-ep-4-a-32-sd-17/ep1-ba193-rank0.pt: An error occurred (SlowDown) when calling the CreateMultipartUpload operation (reached max retries: 4): Please reduce your request rate.
        """,
        "A checkpoint upload to S3 exhausted its retries on SlowDown; the same run succeeded later. "
        "Transient throttling: restart from the last checkpoint.",
    ),
    real(
        GH + "sillsdev/silnlp/issues/565", "sillsdev/silnlp", "storage_error", "storage", RESTART,
        "botocore.exceptions.ConnectionClosedError",
        r"""
        botocore.exceptions.ConnectionClosedError: Connection was closed before we received a valid response from endpoint URL:
        """,
        "Checkpoint uploads to S3 drop when many jobs run at once; fixed with longer timeouts and "
        "backoff. The failure itself is transient.",
    ),
    real(
        GH + "NVIDIA/nccl/issues/905", "NVIDIA/nccl", "network_error", "network_fabric", HUMAN,
        "NCCL WARN NET/IB : Got async event : port error",
        r"""
        NCCL WARN NET/IB : Got async event : port error
        """,
        "Training hangs with error 12 and a log full of IB port errors on several nodes: a flapping "
        "link the NCCL maintainer sends to the IB support team. No node named, a restart meets the "
        "same fabric: a human must find the link.",
        tag="port",
    ),
    real(
        GH + "NVIDIA/nccl/issues/302", "NVIDIA/nccl", "network_error", "framework_bug", USER,
        "NCCL WARN Call to ibv_modify_qp failed with error Invalid argument",
        r"""
        [56] crow-ib-new-nccl-262-b-7:7240:7401 [0] NCCL INFO Ring 00 : 51[3d000] -> 56[1a000] [receive] via NET/IB/2
        [56] crow-ib-new-nccl-262-b-7:7240:7401 [0] NCCL INFO Ring 00 : 56[1a000] -> 58[3e000] via P2P/IPC
        [56]
        [56] crow-ib-new-nccl-262-b-7:7240:7401 [0] misc/ibvwrap.cc:284 NCCL WARN Call to ibv_modify_qp failed with error Invalid argument
        """,
        "A regression in NCCL 2.5.6/2.6.2 with mixed IB/RoCE NICs: fails at every connection setup "
        "until NCCL is changed.",
    ),
    real(
        GH + "gpustack/gpustack/issues/2125", "gpustack/gpustack", "connection_error", "unknown", HUMAN,
        "Gloo connectFullMesh failed",
        r"""
        (RayWorkerWrapper pid=933, ip=50.147.43.24) [rank1]:[E528 08:52:46.164295950 ProcessGroupGloo.cpp:145] Gloo connectFullMesh failed with [/pytorch/third_party/gloo/gloo/transport/tcp/pair.cc:144] no error
        """,
        "Gloo cannot connect the full mesh across workers (often a wrong interface choice, sometimes "
        "the network); the thread is open. Ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "pytorch/pytorch/issues/75512", "pytorch/pytorch", "connection_error", "user_code", USER,
        "Connection closed by peer [18.25.6.30]:28048",
        r"""
            pg.recv([tensor], src, tag).wait()
        RuntimeError: [../third_party/gloo/gloo/transport/tcp/pair.cc:598] Connection closed by peer [18.25.6.30]:28048
        """,
        "Rank 0 exits right after an un-awaited isend, so its peer sees the connection close: a code bug.",
        tag="gloo",
    ),
    real(
        GH + "yassouali/pytorch-segmentation/issues/77", "yassouali/pytorch-segmentation", "cuda_error",
        "user_code", USER, "RuntimeError: cuDNN error: CUDNN_STATUS_INTERNAL_ERROR",
        r"""
        Traceback (most recent call last):
          File "train.py", line 61, in <module>
            main(config, args.resume)
          File "/pytorch_segmentation-master/trainer.py", line 72, in _train_epoch
            loss.backward()
          File "/anaconda3/envs/water/lib/python3.6/site-packages/torch/autograd/__init__.py", line 93, in backward
            allow_unreachable=True)  # allow_unreachable flag
        RuntimeError: cuDNN error: CUDNN_STATUS_INTERNAL_ERROR
        """,
        "Maintainer: cuDNN fails to initialise in this setup; reinstall PyTorch/CUDA. Environment.",
    ),
    real(
        GH + "PaddlePaddle/PaddleOCR/issues/1488", "PaddlePaddle/PaddleOCR", "cuda_error", "unknown", HUMAN,
        "Cudnn error, CUDNN_STATUS_INTERNAL_ERROR",
        r"""
        Traceback (most recent call last):
          File "tools/train.py", line 135, in <module>
            main()
          File "tools/train.py", line 75, in main
            exe.run(startup_program)
          File "/home/zhengfang3/anaconda3/envs/paddleocr/lib/python3.6/site-packages/paddle/fluid/executor.py", line 1326, in _run_program
            [fetch_var_name])
        OSError: (External)  Cudnn error, CUDNN_STATUS_INTERNAL_ERROR  (at /paddle/paddle/fluid/platform/device_context.h:210)
        """,
        "cuDNN internal error at start-up; the reply only fixes an unrelated flag. Cause unknown: ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "hugochan/BAMnet/issues/3", "hugochan/BAMnet", "cuda_error", "user_code", USER,
        "RuntimeError: CuDNN error: CUDNN_STATUS_INTERNAL_ERROR",
        r"""
        Traceback (most recent call last):
          File "train_entnet.py", line 43, in <module>
            [valid_memories, valid_queries, valid_query_lengths], valid_ent_inds)
          File "/home/jzw/NLP/kbqa/BAMnet/src/core/bamnet/entnet.py", line 174, in train_step
            loss.backward()
          File "/home/jzw/python3/lib/python3.6/site-packages/torch/autograd/__init__.py", line 90, in backward
            allow_unreachable=True)  # allow_unreachable flag
        RuntimeError: CuDNN error: CUDNN_STATUS_INTERNAL_ERROR
        """,
        "Reporter: the CUDA version is too low for the tested setup. Environment; recurs.",
    ),
    real(
        GH + "karpathy/neuraltalk2/issues/127", "karpathy/neuraltalk2", "cuda_error", "user_code", USER,
        "error=4 : unspecified launch failure",
        r"""
        THCudaCheck FAIL file=/tmp/luarocks_cutorch-scm-1-6961/cutorch/lib/THC/generic/THCStorage.c line=147 error=4 : unspecified launch failure
        """,
        "Reporter: the GPU drove the display as well (the display watchdog kills long kernels). A "
        "machine setup problem that recurs until changed.",
    ),
    real(
        GH + "tensorflow/tensorflow/issues/25866", "tensorflow/tensorflow", "cuda_error", "unknown", HUMAN,
        "CUDA_ERROR_LAUNCH_FAILED: unspecified launch failure ::",
        r"""
        2019-02-19 13:19:11.936586: E tensorflow/stream_executor/cuda/cuda_driver.cc:1011] could not synchronize on CUDA context: CUDA_ERROR_LAUNCH_FAILED: unspecified launch failure ::
        2019-02-19 13:19:12.200064: E tensorflow/stream_executor/event.cc:34] error destroying CUDA event in context 000001A6735E4ED0: CUDA_ERROR_LAUNCH_FAILED: unspecified launch failure
        2019-02-19 13:19:12.204540: E tensorflow/stream_executor/event.cc:34] error destroying CUDA event in context 000001A6735E4ED0: CUDA_ERROR_LAUNCH_FAILED: unspecified launch failure
        """,
        AMBIG_LAUNCH,
        ambiguous=True,
    ),
    real(
        GH + "XPixelGroup/BasicSR/issues/211", "XPixelGroup/BasicSR", "cuda_error", "unknown", HUMAN,
        "RuntimeError: CUDA error: unspecified launch failure",
        r"""
        19-08-22 10:12:46.002 - INFO: <epoch:  5, iter:  10,100, lr:1.992e-04> l_pix: 1.8082e-02
        Traceback (most recent call last):
          File "train.py", line 232, in <module>
            main()
          File "train.py", line 161, in main
            model.optimize_parameters(current_step)
          File "/home/ubuntu/Desktop/DLSRSingleImage/ESRGAN/BasicSR/codes/models/SR_model.py", line 119, in optimize_parameters
            self.log_dict['l_pix'] = l_pix.item()
        RuntimeError: CUDA error: unspecified launch failure
        """,
        AMBIG_LAUNCH,
        ambiguous=True,
    ),
    real(
        GH + "kaldi-asr/kaldi/issues/2636", "kaldi-asr/kaldi", "cuda_error", "unknown", HUMAN,
        "cudaError_t 4 : \"unspecified launch failure\"",
        r"""
        ERROR (nnet3-train[5.4]:CopyToVec():cu-vector.cc:899) cudaError_t 4 : "unspecified launch failure" returned from 'cudaMemcpy(dst->Data(), this->data_, sizeof(Real) * dim_, cudaMemcpyDeviceToHost)'

        [ Stack-Trace: ]

        kaldi::MessageLogger::HandleMessage(kaldi::LogMessageEnvelope const&, char const*)
        kaldi::MessageLogger::~MessageLogger()
        """,
        AMBIG_LAUNCH,
        ambiguous=True,
    ),
    real(
        GH + "pytorch/pytorch/issues/49832", "pytorch/pytorch", "cuda_error", "unknown", HUMAN,
        "what():  CUDA error: unspecified launch failure (insert_events",
        r"""
        terminate called after throwing an instance of 'c10::Error'
          what():  CUDA error: unspecified launch failure (insert_events at /pytorch/c10/cuda/CUDACachingAllocator.cpp:764)
        frame #0: c10::Error::Error(c10::SourceLocation, std::string const&) + 0x33 (0x7fe222fa3193 in /usr/local/lib/python3.5/dist-packages/torch/lib/libc10.so)
        frame #1: <unknown function> + 0x17f66 (0x7fe2231e0f66 in /usr/local/lib/python3.5/dist-packages/torch/lib/libc10_cuda.so)
        """,
        AMBIG_LAUNCH,
        ambiguous=True,
        tag="ulf",
    ),
    real(
        GH + "hao-ai-lab/FastVideo/issues/1008", "hao-ai-lab/FastVideo", "cuda_error", "unknown", HUMAN,
        "Process group watchdog thread terminated with exception: CUDA error: unspecified launch failure",
        r"""
        Steps:  25%|██▌       | 382/1500 [5:29:27<15:48:09, 50.89s/it, loss=0.0841, step_time=50.94s, grad_norm=0.378]
        [rank9]:[E113 11:43:02.241131296 ProcessGroupNCCL.cpp:1899] [PG ID 5 PG GUID 55(mesh_replicate) Rank 1] Process group watchdog thread terminated with exception: CUDA error: unspecified launch failure
        CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
        For debugging consider passing CUDA_LAUNCH_BLOCKING=1
        Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.
        """,
        "After 5.5 hours one rank's GPU reports an unspecified launch failure; no kernel log in view. "
        "Could be the GPU or a kernel bug: ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "pytorch/pytorch/issues/2567", "pytorch/pytorch", "cuda_error", "framework_bug", USER,
        "RuntimeError: cuda runtime error (4) : unspecified launch failure at",
        r"""
          File "/home/ubuntu/anaconda3/lib/python3.6/site-packages/torch/_utils.py", line 66, in _cuda
            return new_type(self.size()).copy_(self, async)
        RuntimeError: cuda runtime error (4) : unspecified launch failure at /home/ubuntu/pytorch/torch/lib/THC/THCTensorCopy.cu:85
        terminate called after throwing an instance of 'std::runtime_error'
          what():  cuda runtime error (4) : unspecified launch failure at /home/ubuntu/pytorch/torch/lib/THC/generic/THCStorage.c:182
        """,
        "Reporter: gone on the master branch (a PyTorch bug in that build). Recurs on that build.",
        tag="ulf",
    ),
]
