# ruff: noqa
"""Real excerpts, batch ZZ11-GF: development-fold GPU failures of training jobs as operators and
users report them, gathered from GitHub issue threads of repositories new to the corpus whose
`fold_of(repo)` is "dev": GPU out of memory in the spellings of PyTorch, TensorFlow, JAX/XLA,
PaddlePaddle, MindSpore and NCCL; illegal memory accesses, cuBLAS and cuDNN failures; driver,
toolkit and architecture mismatches; uncorrectable ECC errors and lost GPUs; Triton and
torch.compile failures; NaN losses. Taken as the searches returned them, not picked for what
crashcart can do; nobody ran crashcart on them before they were labelled. Verbatim log lines as
printed in each thread (trimmed to the relevant part); labelled from what each thread concluded, or
from the log where it concluded nothing (the notes say which)."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    # --- GPU out of memory: TensorFlow -------------------------------------------------------------
    real(
        GH + "zzw922cn/Automatic_Speech_Recognition/issues/78",
        "zzw922cn/Automatic_Speech_Recognition",
        "cuda_oom",
        "user_code",
        USER,
        "Resource exhausted: OOM when allocating tensor with shape[16,1,892800,8,4,2,2]",
        r"""
        2018-06-08 17:26:00.908082: I tensorflow/core/common_runtime/bfc_allocator.cc:680] Stats:
        Limit:                 10625279591
        InUse:                  7350513920
        MaxInUse:               7464792320
        NumAllocs:                      82
        MaxAllocSize:           3656908800

        2018-06-08 17:26:00.908099: W tensorflow/core/common_runtime/bfc_allocator.cc:279] *****___******************************************************************__________________________
        2018-06-08 17:26:00.908130: W tensorflow/core/framework/op_kernel.cc:1202] OP_REQUIRES failed at tile_ops.cc:123 : Resource exhausted: OOM when allocating tensor with shape[16,1,892800,8,4,2,2] and type float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc
        Traceback (most recent call last):
          File "lib/python3.5/site-packages/tensorflow/python/client/session.py", line 1361, in _do_call
            return fn(*args)
          File "lib/python3.5/site-packages/tensorflow/python/client/session.py", line 1340, in _run_fn
            target_list, status, run_metadata)
          File "lib/python3.5/site-packages/tensorflow/python/framework/errors_impl.py", line 516, in __exit__
            c_api.TF_GetCode(self.status.status))
        """,
        "timit_train.py runs out of GPU memory in a Tile op asking for a [16,1,892800,...] tensor on "
        "a ~10 GB GPU (BFC allocator stats printed just before). The thread has no maintainer "
        "answer; from the log, the batch/feature shape does not fit the card, so a restart hits "
        "the same wall. Reduce the batch or the sequence length.",
    ),
    real(
        GH + "IndicoDataSolutions/finetune/issues/339",
        "IndicoDataSolutions/finetune",
        "cuda_oom",
        "user_code",
        USER,
        "ResourceExhaustedError: OOM when allocating tensor with shape[16,12,512,512]",
        r"""
        ResourceExhaustedError: OOM when allocating tensor with shape[16,12,512,512] and type float on /job:localhost/replica:0/task:0/device:GPU:2 by allocator GPU_2_bfc
        """,
        "Fine-tuning a transformer with batch 16 and sequence 512 on P100s: the maintainer points "
        "out that this is GPU memory exhaustion (not host RAM) and recommends dropping the batch "
        "size to 2-4. Configuration problem for the user.",
    ),
    real(
        GH + "faustomorales/keras-ocr/issues/195",
        "faustomorales/keras-ocr",
        "cuda_oom",
        "user_code",
        USER,
        "ResourceExhaustedError: failed to allocate memory [Op:AddV2]",
        r"""
        ResourceExhaustedError: failed to allocate memory [Op:AddV2]
        2c00 of size 256 next 274
        2022-02-11 12:56:42.783555: I tensorflow/core/common_runtime/bfc_allocator.cc:1066] InUse at 703b12d00 of size 256 next 275
        2022-02-11 12:56:42.783564: I tensorflow/core/common_runtime/bfc_allocator.cc:1066] InUse at 703b12e00 of size 256 next 276
        2022-02-11 12:56:42.783573: I tensorflow/core/common_runtime/bfc_allocator.cc:1066] InUse at 703b12f00 of size 256 next 277
        2022-02-11 12:56:42.783583: I tensorflow/core/common_runtime/bfc_allocator.cc:1066] InUse at 703b13000 of size 256 next 279
        2022-02-11 12:56:42.783592: I tensorflow/core/common_runtime/bfc_allocator.cc:1066] InUse at 703b13100 of size 256 next 280
        2022-02-11 12:56:42.783602: I tensorflow/core/common_runtime/bfc_allocator.cc:1066] InUse at 703b13200 of size 256 next 281
        """,
        "keras-ocr training dies with TensorFlow's BFC allocator unable to place an AddV2 output, "
        "followed by the allocator's chunk dump. No maintainer conclusion; from the log it is GPU "
        "memory exhaustion, which recurs on restart unless the batch or image size is reduced.",
    ),
    real(
        GH + "salesforce/ctrl/issues/83",
        "salesforce/ctrl",
        "cuda_oom",
        "user_code",
        USER,
        "ResourceExhaustedError: OOM when allocating tensor with shape[246534,1280]",
        r"""
        tensorflow.python.framework.errors_impl.ResourceExhaustedError: OOM when allocating tensor with shape[246534,1280] and type float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc [Op:RandomStandardNormal]
        """,
        "Fine-tuning CTRL: the GPU cannot even hold the randomly initialised 246534x1280 embedding "
        "(RandomStandardNormal at model build). The reporter says the model is too large for the "
        "card; no fix in the thread. The model does not fit, so a restart is pointless.",
    ),
    # --- GPU out of memory: PyTorch ----------------------------------------------------------------
    real(
        GH + "Kyubyong/bert_ner/issues/10",
        "Kyubyong/bert_ner",
        "cuda_oom",
        "user_code",
        USER,
        "RuntimeError: CUDA out of memory. Tried to allocate 85.00 MiB",
        r"""
        RuntimeError: CUDA out of memory. Tried to allocate 85.00 MiB (GPU 0; 4.00 GiB total capacity; 3.04 GiB already allocated; 9.21 MiB free; 15.31 MiB cached)
        """,
        "BERT NER fine-tuning on a 4 GB GPU runs out of memory even with a smaller batch; a later "
        "comment says the exercise needs at least 6 GB. The hardware is too small for the job as "
        "configured.",
    ),
    real(
        GH + "Farzad-R/Finetune-LLAVA-NEXT/issues/2",
        "Farzad-R/Finetune-LLAVA-NEXT",
        "cuda_oom",
        "user_code",
        USER,
        "OutOfMemoryError: CUDA out of memory. Tried to allocate 224.00 MiB.",
        r"""
        OutOfMemoryError: CUDA out of memory. Tried to allocate 224.00 MiB. GPU 0 has a total capacity of 14.75 GiB of which 7.06 MiB is free. Process 130036 has 14.74 GiB memory in use. Of the allocated memory 14.04 GiB is allocated by PyTorch, and 580.33 MiB is reserved by PyTorch but unallocated. If reserved but unallocated memory is large try setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  See documentation for Memory Management  (https://pytorch.org/docs/stable/notes/cuda.html#environment-variables)
        """,
        "LLaVA-NeXT fine-tuning on an L4 (Colab) and an RTX 3090 both OOM. The maintainer: these "
        "GPUs do not have enough memory for the task; a larger GPU is needed. User-side resource "
        "choice.",
    ),
    real(
        GH + "andimarafioti/florence2-finetuning/issues/17",
        "andimarafioti/florence2-finetuning",
        "cuda_oom",
        "user_code",
        USER,
        "OutOfMemoryError: CUDA out of memory. Tried to allocate 108.00 MiB.",
        r"""
        OutOfMemoryError: CUDA out of memory. Tried to allocate 108.00 MiB. GPU 0 has a total capacty of 15.89 GiB of which 65.12 MiB is free. Process 2670 has 15.82 GiB memory in use. Of the allocated memory 15.36 GiB is allocated by PyTorch, and 168.02 MiB is reserved by PyTorch but unallocated. If reserved but unallocated memory is large try setting max_split_size_mb to avoid fragmentation.  See documentation for Memory Management and PYTORCH_CUDA_ALLOC_CONF
        """,
        "Florence-2 fine-tuning on a 16 GB GPU runs out of memory; the maintainer's answer is "
        "'reduce your batch size'. Configuration fix for the user.",
    ),
    real(
        GH + "cvlab-columbia/ZSRobust4FoundationModel/issues/2",
        "cvlab-columbia/ZSRobust4FoundationModel",
        "cuda_oom",
        "user_code",
        USER,
        "RuntimeError: CUDA out of memory. Tried to allocate 302.00 MiB",
        r"""
        python finetuning.py --batch_size 1  --dataset ImageNet --name feimogu --train_eps 1 --train_numsteps 2 --train_stepsize 1

        RuntimeError: CUDA out of memory. Tried to allocate 302.00 MiB (GPU 0; 15.75 GiB total capacity; 11.37 GiB already allocated; 216.19 MiB free; 11.78 GiB reserved in total by PyTorch) If reserved memory is >> allocated memory try setting max_split_size_mb to avoid fragmentation.  See documentation for Memory Management and PYTORCH_CUDA_ALLOC_CONF
        """,
        "Adversarial fine-tuning of CLIP with batch size 1 still OOMs on a 16 GB GPU. The thread "
        "was closed without a diagnosis in the excerpt; from the log, the model and attack steps do "
        "not fit the card even at batch 1, so the same command fails again.",
    ),
    real(
        GH + "drboog/ProFusion/issues/3",
        "drboog/ProFusion",
        "cuda_oom",
        "user_code",
        USER,
        "OutOfMemoryError: CUDA out of memory. Tried to allocate 1.25 GiB",
        r"""
        OutOfMemoryError: CUDA out of memory. Tried to allocate 1.25 GiB (GPU 0; 39.56 GiB total capacity; 36.60 GiB already allocated; 288.56 MiB free; 37.58 GiB reserved in total by PyTorch) If reserved memory is >> allocated memory try setting max_split_size_mb to avoid fragmentation.  See documentation for Memory Management and PYTORCH_CUDA_ALLOC_CONF
        """,
        "ProFusion fine-tuning on a 40 GB GPU runs out of memory; the reporter notes batch size 1 "
        "works and the author advises adjusting iterations and learning rate for the smaller batch. "
        "A configuration fix.",
    ),
    # --- GPU out of memory: JAX/XLA, PaddlePaddle, MindSpore, NCCL --------------------------------
    real(
        GH + "onpix/LLNeRF/issues/9",
        "onpix/LLNeRF",
        "cuda_oom",
        "user_code",
        USER,
        "XlaRuntimeError: RESOURCE_EXHAUSTED: Out of memory allocating 20029400304 bytes.",
        r"""
        jaxlib.xla_extension.XlaRuntimeError: RESOURCE_EXHAUSTED: Out of memory allocating 20029400304 bytes.
        """,
        "bash scripts/train.sh of a JAX NeRF asks XLA for a 20 GB buffer and fails. The maintainer "
        "suspects the environment and asks to try the upstream multinerf; nothing else concluded. "
        "From the log, a 20 GB single allocation is a configuration/size problem that recurs.",
    ),
    real(
        GH + "google-deepmind/jaxline/issues/11",
        "google-deepmind/jaxline",
        "cuda_oom",
        "user_code",
        USER,
        "RESOURCE_EXHAUSTED: Out of memory while trying to allocate 285212672 bytes.",
        r"""
        RESOURCE_EXHAUSTED: Out of memory while trying to allocate 285212672 bytes.
        """,
        "jaxline training on two local GPUs fails with XLA OOM although the reporter believes there "
        "is enough memory. Open, no answer; labelled from the log: an XLA allocation failure "
        "(often JAX's preallocation competing with another process) that recurs until memory "
        "settings or sizes change.",
    ),
    real(
        GH + "mindspore-lab/mindone/issues/465",
        "mindspore-lab/mindone",
        "cuda_oom",
        "unknown",
        USER,
        "RuntimeError: Malloc for kernel output failed, Memory isn't enough, node:Default/Cast-op446",
        r"""
          File "/root/miniconda3/envs/mindspore_py39/lib/python3.9/site-packages/mindspore/nn/layer/normalization.py", line 1188, in construct
            self._check_input_dim(F.shape(x), self.cls_name)
          File "/root/miniconda3/envs/mindspore_py39/lib/python3.9/site-packages/mindspore/ops/function/array_func.py", line 1510, in shape
            return shape_(input_x)
          File "/root/miniconda3/envs/mindspore_py39/lib/python3.9/site-packages/mindspore/ops/operations/array_ops.py", line 701, in __call__
            return x.shape
          File "/root/miniconda3/envs/mindspore_py39/lib/python3.9/site-packages/mindspore/common/_stub_tensor.py", line 85, in shape
            self.stub_shape = self.stub.get_shape()
        RuntimeError: Malloc for kernel output failed, Memory isn't enough, node:Default/Cast-op446
        """,
        "Stable Diffusion v1 LoRA training with MindSpore on a 12 GB card runs out of device memory "
        "at 512x512, batch 1; the reporter expects under 8 GB (as with kohya sd-scripts) and the "
        "issue is labelled a bug, still open. Whatever the cause (excess memory use in the "
        "framework or config), the same run fails again: the user must change settings.",
    ),
    # --- illegal memory access, cuBLAS, cuDNN ------------------------------------------------------
    real(
        GH + "AstarLight/Lets_OCR/issues/77",
        "AstarLight/Lets_OCR",
        "cuda_error",
        "unknown",
        HUMAN,
        "RuntimeError: CUDA error: an illegal memory access was encountered",
        r"""
        site-packages/torch/autograd/__init__.py", line 90, in backward
            allow_unreachable=True)  # allow_unreachable flag
        RuntimeError: CUDA error: an illegal memory access was encountered
        """,
        "CRNN OCR training on CUDA hits an illegal memory access in backward. Open, no answer, no "
        "kernel log: a bare illegal memory access that may be the model's code or the GPU. Left to "
        "a human.",
        ambiguous=True,
    ),
    real(
        GH + "wentaoyuan/deepgmr/issues/9",
        "wentaoyuan/deepgmr",
        "cuda_error",
        "user_code",
        USER,
        "RuntimeError: CUDA error: CUBLAS_STATUS_EXECUTION_FAILED when calling `cublasSgemm( handle, opa",
        r"""
        RuntimeError: CUDA error: CUBLAS_STATUS_EXECUTION_FAILED when calling `cublasSgemm( handle, opa, opb, m, n, k, &alpha, a, lda, b, ldb, &beta, c, ldc)`
        """,
        "Both train.py and test.py fail with a cuBLAS execution failure. A commenter found the "
        "cause: the repository's custom CUDA module (rri.cu, used with --use_rri) breaks when the "
        "CUDA version differs from the author's; running without --use_rri works. Setup problem "
        "that recurs until the option or the build is changed.",
    ),
    real(
        GH + "OpenGVLab/Vision-RWKV/issues/49",
        "OpenGVLab/Vision-RWKV",
        "cuda_error",
        "unknown",
        HUMAN,
        "RuntimeError: cuDNN error: CUDNN_STATUS_INTERNAL_ERROR",
        r"""
        Traceback (most recent call last):
          File "train.py", line 218, in <module>
            train(net, loader_train, loader_test, optimizer, criterion)
          File "train.py", line 70, in train
            loss.backward()
          File "/root/miniconda3/lib/python3.8/site-packages/torch/_tensor.py", line 363, in backward
            torch.autograd.backward(self, gradient, retain_graph, create_graph, inputs=inputs)
          File "/root/miniconda3/lib/python3.8/site-packages/torch/autograd/__init__.py", line 173, in backward
            Variable._execution_engine.run_backward(  # Calls into the C++ engine to run the backward pass
        RuntimeError: cuDNN error: CUDNN_STATUS_INTERNAL_ERROR
        You can try to repro this exception using the following code snippet. If that doesn't trigger the error, please include your original repro script when reporting this issu
        """,
        "Porting Vision-RWKV to a downstream task, backward fails with a cuDNN internal error. The "
        "maintainer says nothing can be told from this and asks for more information; no "
        "conclusion. cuDNN internal errors are often memory pressure or the environment; unclear.",
        ambiguous=True,
    ),
    real(
        GH + "openxla/xla/issues/15945",
        "openxla/xla",
        "cuda_error",
        "unknown",
        HUMAN,
        "XlaRuntimeError: INTERNAL: Failed to execute XLA Runtime executable: run time error: custom call 'xla.gpu.func.launch' failed",
        r"""
        jaxlib.xla_extension.XlaRuntimeError: INTERNAL: Failed to execute XLA Runtime executable: run time error: custom call 'xla.gpu.func.launch' failed: Failed to launch CUDA kernel: add with block dimensions: 128x1x1 and grid dimensions: 448x1x1: CUDA_ERROR_ILLEGAL_ADDRESS: an illegal memory access was encountered.
        2024-08-10 13:09:02.411862: E external/xla/xla/stream_executor/cuda/cuda_driver.cc:663] failed to unload module 0x5215a9a0; leaking: CUDA_ERROR_ILLEGAL_ADDRESS: an illegal memory access was encountered
        2024-08-10 13:09:02.416148: E external/xla/xla/stream_executor/cuda/cuda_driver.cc:663] failed to unload module 0x512060a0; leaking: CUDA_ERROR_ILLEGAL_ADDRESS: an illegal memory access was encountered

        2024-08-10 13:09:04.162614: E external/xla/xla/stream_executor/cuda/cuda_event.cc:29] Error polling for event status: failed to query event: CUDA_ERROR_ILLEGAL_ADDRESS: an illegal memory access was encountered
        """,
        "A JAX program with a user-integrated CUDA custom-call hits CUDA_ERROR_ILLEGAL_ADDRESS "
        "reported on an XLA fusion kernel (jaxlib 0.4.7). The reporter believes XLA, not the "
        "custom op, is at fault; open, no answer. A bare illegal address with a custom kernel in "
        "play and no kernel log: a human must decide.",
        ambiguous=True,
    ),
    real(
        GH + "aim-uofa/AdelaiDet/issues/285",
        "aim-uofa/AdelaiDet",
        "cuda_error",
        "unknown",
        HUMAN,
        "what():  CUDA error: the launch timed out and was terminated",
        r"""
        terminate called after throwing an instance of 'c10::Error'
          what():  CUDA error: the launch timed out and was terminated
        Exception raised from create_event_internal at /pytorch/c10/cuda/CUDACachingAllocator.cpp:687 (most recent call first):
        frame #0: c10::Error::Error(c10::SourceLocation, std::string) + 0x42 (0x7f40764221e2 in /home/david/ocr/lib/python3.6/site-packages/torch/lib/libc10.so)
        frame #1: c10::cuda::CUDACachingAllocator::raw_delete(void*) + 0xad2 (0x7f4076670f92 in /home/david/ocr/lib/python3.6/site-packages/torch/lib/libc10_cuda.so)
        frame #2: c10::TensorImpl::release_resources() + 0x4d (0x7f40764109cd in /home/david/ocr/lib/python3.6/site-packages/torch/lib/libc10.so)
        frame #3: c10d::ProcessGroupNCCL::WorkNCCL::~WorkNCCL() + 0x8c (0x7f40c2580b3c in /home/david/ocr/lib/python3.6/site-packages/torch/lib/libtorch_python.so)
        """,
        "ABCNet training aborts with a CUDA launch timeout (a kernel exceeded the driver's "
        "watchdog). Open, no answer. Usually a GPU that also drives a display, or an overlong "
        "kernel; occasionally a sick GPU. Nothing in the log decides it.",
        ambiguous=True,
    ),
    real(
        GH + "Tessellate-Imaging/Monk_Object_Detection/issues/90",
        "Tessellate-Imaging/Monk_Object_Detection",
        "cuda_error",
        "unknown",
        HUMAN,
        "CUDA error: the launch timed out and was terminated",
        r"""
        CUDA error: the launch timed out and was terminated
        CUDA error: the launch timed out and was terminated
        CUDA error: the launch timed out and was terminated
        CUDA error: the launch timed out and was terminated
        CUDA error: the launch timed out and was terminated
        CUDA error: the launch timed out and was terminated
        """,
        "Object-detection training floods the console with CUDA launch-timeout errors. Open, no "
        "answer; labelled from the log alone: a kernel watchdog timeout whose cause (display GPU, "
        "long kernel, failing device) is not visible here.",
        ambiguous=True,
    ),
    # --- device-side assert, NaN --------------------------------------------------------------------
    real(
        GH + "dingjiansw101/AerialDetection/issues/34",
        "dingjiansw101/AerialDetection",
        "assertion_error",
        "user_code",
        USER,
        "RuntimeError: copy_if failed to synchronize: device-side assert triggered",
        r"""
        /content/AerialDetection/mmdet/models/rbbox_heads/rbbox_head.py in loss(self, cls_score, bbox_pred, labels, label_weights, bbox_targets, bbox_weights, reduce)
            164             pos_inds = labels > 0
            165             if self.reg_class_agnostic:
        --> 166                 pos_bbox_pred = bbox_pred.view(bbox_pred.size(0), 5)[pos_inds]
            167             else:
            168                 pos_bbox_pred = bbox_pred.view(bbox_pred.size(0), -1,

        RuntimeError: copy_if failed to synchronize: device-side assert triggered
        """,
        "Training a rotated-box detector on a ten-class dataset trips a device-side assert in the "
        "loss. The answer in the thread: set num_classes=11 (classes plus background) in the model "
        "config. A label/config mismatch the user must fix.",
    ),
    real(
        GH + "guanlinchao/bert-dst/issues/2",
        "guanlinchao/bert-dst",
        "nan_or_value_error",
        "user_code",
        USER,
        "InvalidArgumentError: Found Inf or NaN global norm. : Tensor had NaN values",
        r"""
        	 [[node VerifyFinite/CheckNumerics (defined at bert/optimization.py:74) ]]

        INFO:tensorflow:training_loop marked as finished
        WARNING:tensorflow:Reraising captured error

        Traceback (most recent call last):
          File "/net/callisto/storage3/longfei/anaconda3/envs/bert-dst/lib/python3.6/site-packages/tensorflow/python/client/session.py", line 1334, in _do_call
            return fn(*args)
          File "/net/callisto/storage3/longfei/anaconda3/envs/bert-dst/lib/python3.6/site-packages/tensorflow/python/client/session.py", line 1319, in _run_fn
            options, feed_dict, fetch_list, target_list, run_metadata)
          File "/net/callisto/storage3/longfei/anaconda3/envs/bert-dst/lib/python3.6/site-packages/tensorflow/python/client/session.py", line 1407, in _call_tf_sessionrun
            run_metadata)
        tensorflow.python.framework.errors_impl.InvalidArgumentError: Found Inf or NaN global norm. : Tensor had NaN values
        	 [[{{node VerifyFinite/CheckNumerics}}]]
        """,
        "BERT dialogue-state-tracking fine-tuning stops when the gradient global norm becomes NaN "
        "(TensorFlow's CheckNumerics in clip_by_global_norm). Labelled from the log: the training "
        "diverged; restarting from the same checkpoint and settings diverges again, so the user "
        "must change the learning rate/precision/data.",
    ),
    # --- Triton / compile ----------------------------------------------------------------------------
    real(
        GH + "state-spaces/mamba/issues/387",
        "state-spaces/mamba",
        "runtime_error",
        "user_code",
        USER,
        "triton.runtime.autotuner.OutOfResources: out of resource: shared memory, Required: 663808",
        r"""
        triton.runtime.autotuner.OutOfResources: out of resource: shared memory, Required: 663808, Hardware limit: 101376. Reducing block sizes or `num_stages` may help.
        """,
        "Reproducing the MQAR experiments with Mamba-2 at model size 512: the Triton kernel needs "
        "far more shared memory than any GPU offers (RTX 3090, 4090, A100 all fail). The reporter "
        "found the cause: the head dimension (set to 512 to get a single head) is unsupported by "
        "the kernel. A configuration error; a restart or another node does not help.",
    ),
    # --- driver, toolkit and architecture mismatches ------------------------------------------------
    real(
        GH + "PrateekMunjal/TorchAL/issues/4",
        "PrateekMunjal/TorchAL",
        "cuda_error",
        "user_code",
        USER,
        "NVIDIA A100-PCIE-40GB with CUDA capability sm_80 is not compatible with the current PyTorch installation.",
        r"""
        NVIDIA A100-PCIE-40GB with CUDA capability sm_80 is not compatible with the current PyTorch installation.
        The current PyTorch install supports CUDA capabilities sm_37 sm_50 sm_60 sm_70 sm_75.
        If you want to use the NVIDIA A100-PCIE-40GB GPU with PyTorch, please check the instructions at https://pytorch.org/get-started/locally/
        Trial 0 failed because of the following error: RuntimeError('CUDA error: no kernel image is available for execution on the device')
        """,
        "Active-learning training on an A100 fails: the pinned PyTorch 1.6 build has no sm_80 "
        "kernels ('no kernel image is available'). The environment must be rebuilt with a CUDA 11 "
        "PyTorch; every restart fails identically.",
    ),
    real(
        GH + "PKU-YuanGroup/Video-LLaVA/issues/22",
        "PKU-YuanGroup/Video-LLaVA",
        "cuda_error",
        "user_code",
        USER,
        "RuntimeError: Unexpected error from cudaGetDeviceCount(). Did you run some cuda functions before calling NumCudaDevices() that might have already set an error? Error 804",
        r"""
        UserWarning: CUDA initialization: Unexpected error from cudaGetDeviceCount(). Did you run some cuda functions before calling NumCudaDevices() that might have already set an error? Error 804: forward compatibility was attempted on non supported HW (Triggered internally at ../c10/cuda/CUDAFunctions.cpp:109.)
        RuntimeError: Unexpected error from cudaGetDeviceCount(). Did you run some cuda functions before calling NumCudaDevices() that might have already set an error? Error 804: forward compatibility was attempted on non supported HW
        """,
        "Setting up Video-LLaVA on RTX 3090s with driver 470: CUDA initialisation fails with error "
        "804 (forward compatibility on unsupported hardware). The maintainer: caused by not having "
        "the correct driver version. An environment mismatch (driver too old for the toolkit); "
        "restarting does not help.",
    ),
    real(
        GH + "yangxue0827/RotationDetection/issues/56",
        "yangxue0827/RotationDetection",
        "cuda_error",
        "user_code",
        USER,
        "CUDA driver version is insufficient for CUDA runtime version",
        r"""
        CUDA driver version is insufficient for CUDA runtime version
        +------------------------------------------------------+
        | NVIDIA-SMI 340.108    Driver Version: 472.12         |
        |-------------------------------+----------------------+----------------------+
        | GPU  Name        Persistence-M| Bus-Id        Disp.A | Volatile Uncorr. ECC |
        | Fan  Temp  Perf  Pwr:Usage/Cap|         Memory-Usage | GPU-Util  Compute M. |
        |===============================+======================+======================|
        |   0  NVIDIA GeForce ...  Off  | 0000:01:00.0      On |                  N/A |
        |  0%   44C    P8    10W / 160W |   1845MiB /  6144MiB |    ERR!      Default |
        +-------------------------------+----------------------+----------------------+
        |    0            ERROR: Unknown Error
        """,
        "Training a rotation detector prints 'CUDA driver version is insufficient for CUDA runtime "
        "version' after a few steps; nvidia-smi itself is a mismatched old build (340.108 against "
        "driver 472.12) reporting ERR!. Closed without a maintainer diagnosis; from the log, a "
        "driver/toolkit installation mismatch on a workstation for the user to fix.",
    ),
    real(
        GH + "yahoo/TensorFlowOnSpark/issues/108",
        "yahoo/TensorFlowOnSpark",
        "cuda_error",
        "node_hardware",
        HUMAN,
        "Failed to initialize NVML: Driver/library version mismatch",
        r"""
        ('nvidia-smi error', 'Failed to initialize NVML: Driver/library version mismatch\n')
        'NoneType' object has no attribute '__getitem__'
        2017-07-25 15:45:20,572 ERROR (MainThread-8045) 1: Failed to allocate GPU, trying again...
        ('nvidia-smi error', 'Failed to initialize NVML: Driver/library version mismatch\n')
        'NoneType' object has no attribute '__getitem__'
        2017-07-25 15:45:30,590 ERROR (MainThread-8045) 1: Failed to allocate GPU, trying again...
        """,
        "An MNIST training job on TensorFlowOnSpark that 'was working before' can no longer "
        "allocate a GPU: nvidia-smi on the executor fails with an NVML driver/library version "
        "mismatch, the classic sign of a driver upgraded underneath a loaded kernel module. Not "
        "the user's code; the node needs its driver reloaded or a reboot by an administrator "
        "before any GPU job runs there. Closed without a recorded diagnosis.",
    ),
    real(
        "https://www.wanpihou.xyz/archives/nvidiaqu-dong-ban-ben-bu-pi-pei-dao-zhi-nvidia-smishi-xiao",
        "wanpihou.xyz",
        "cuda_error",
        "node_hardware",
        HUMAN,
        "NVRM: API mismatch: client version 570.133.07, kernel module version 570.124.06",
        r"""
        nvidia-smi
        # Failed to initialize NVML: Driver/library version mismatch
        # 系统状态检查
        uname -r # 5.15.0-94-generic
        dpkg -l | grep linux-image # 发现多个内核版本
        dkms status nvidia # nvidia/570.133.07, 5.15.0-94-generic, x86_64: installed
        # 关键错误信息
        dmesg | grep -i nvrm
        # NVRM: API mismatch: client version 570.133.07, kernel module version 570.124.06
        """,
        "An operator's write-up of a GPU server that lost its GPUs after its first reboot in three "
        "months: unattended-upgrades had moved the kernel and user-space driver libraries, DKMS "
        "did not rebuild the module, and the loaded module (570.124.06) no longer matched the "
        "libraries (570.133.07). Fixed only by cleaning and reinstalling the driver. A node "
        "software fault for an administrator; no job-level action fixes it.",
    ),
    # --- host out of memory ---------------------------------------------------------------------------
    real(
        GH + "NervanaSystems/deepspeech/issues/48",
        "NervanaSystems/deepspeech",
        "host_oom",
        "user_code",
        USER,
        "Killed process 25635 (python) total-vm:55518724kB, anon-rss:23902876kB",
        r"""
        [3017506.733819] Out of memory: Kill process 25635 (python) score 974 or sacrifice child
        [3017506.736861] Killed process 25635 (python) total-vm:55518724kB, anon-rss:23902876kB, file-rss:154436kB
        """,
        "DeepSpeech training on LibriSpeech (24 GB host RAM, 8 GB GTX 1070) is killed by the "
        "kernel OOM killer with ~23 GB resident; halving the batch size changes nothing (killed "
        "again at the same RSS). A maintainer notes the GPU footprint is small and suspects "
        "something other than model size. Host memory exhaustion that recurs on restart: the "
        "user must cut host-side memory (data loading) or get more RAM.",
    ),
]
