# ruff: noqa
"""Real excerpts, batch ZZ14-TGA: test-fold failures of GPU training and inference jobs of many kinds,
as public searches returned them: an NCCL bootstrap connection aborted between nodes, GPU memory
exhausted (PyTorch on ROCm, TensorFlow's BFC allocator, a torchtitan run on MI-class GPUs), NCCL out
of /dev/shm in CI pods, NVML and cuDNN failures, amdgpu page faults in the kernel log, a GPU driver
left unreadable after a crash, a process-group barrier waiting on a stuck worker, NaN losses under
mixed precision, a device-side assert from bad labels, an in-place autograd error, bare SIGKILLs
during dataset preprocessing and a truncated training checkpoint. Gathered from GitHub issue and pull
request threads of repositories new to the corpus (at most two threads each) whose `fold_of(repo)`
is "test", with the `issues` search corpus; most searches returned repositories already in the
corpus, and what they returned in new test-fold repositories was taken as it came (threads whose
log was not shown were skipped), not picked for what crashcart can do. Nobody ran crashcart on these
cases before they were labelled. Verbatim log lines as printed in each thread (trimmed to the
relevant part); labelled from what each thread concluded, or from the log where it concluded
nothing (the notes say which)."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    # --- Distributed start-up --------------------------------------------------------------------
    real(
        GH + "xdit-project/xDiT/issues/111",
        "xdit-project/xDiT",
        "connection_error",
        "unknown",
        HUMAN,
        "socketStartConnect: Connect to 10.5.0.11<44589> failed : Software caused connection abort",
        r"""
          File "/data/fjr/PipeFusion/pipefuser/utils.py", line 233, in recv_shape_comm
            dist.recv(dim, src=self.prev_rank, group=self.extra_group if is_extra else None)
          File "/usr/local/lib/python3.10/dist-packages/torch/distributed/c10d_logger.py", line 75, in wrapper
            return func(*args, **kwargs)
          File "/usr/local/lib/python3.10/dist-packages/torch/distributed/distributed_c10d.py", line 1804, in recv
            pg.recv([tensor], src, tag).wait()
        torch.distributed.DistBackendError: NCCL error in: /opt/pytorch/pytorch/torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1961, unhandled system error (run with NCCL_DEBUG=INFO for details), NCCL version 2.19.4
        ncclSystemError: System call (e.g. socket, malloc) or external library call failed or device error.
        Last error:
        socketStartConnect: Connect to 10.5.0.11<44589> failed : Software caused connection abort
        """,
        "Multi-node PipeFusion (patch-parallel diffusion inference) fails in its first point-to-point "
        "receive: NCCL's socket connect to a peer node is aborted. The issue, opened by a maintainer, "
        "stays open with no cause recorded. A connect abort between nodes can be interface or "
        "firewall configuration or a transient refusal; nothing in the log settles which, so a "
        "human decides.",
        ambiguous=True,
    ),
    real(
        GH + "s-JoL/Open-Llama/issues/47",
        "s-JoL/Open-Llama",
        "hang",
        "user_code",
        USER,
        "Waiting in store based barrier to initialize process group for rank: 2",
        r"""
        I0510 07:28:04.417845 139863945226048 distributed_c10d.py:337] Waiting in store based barrier to initialize process group for rank: 2, key: store_based_barrier_key:2 (world_size=8, worker_count=7, timeout=0:30:00)
        I0510 07:28:04.428285 140051304576832 distributed_c10d.py:337] Waiting in store based barrier to initialize process group for rank: 7, key: store_based_barrier_key:2 (world_size=8, worker_count=7, timeout=0:30:00)
        """,
        "Stage-3 pretraining launched with accelerate/DeepSpeed on 8 GPUs waits forever at process-"
        "group initialisation: only 7 of 8 workers reached the store barrier. The reporter found the "
        "missing worker was held up by wandb and disabling it (WANDB_DISABLED=true) let training "
        "start. A setting of the user's run that stalls it the same way each time: notify the user.",
    ),
    # --- GPU memory ------------------------------------------------------------------------------
    real(
        GH + "salesforce/CodeGen2/issues/3",
        "salesforce/CodeGen2",
        "cuda_oom",
        "user_code",
        USER,
        "HIP out of memory. Tried to allocate 576.00 MiB (GPU 3",
        r"""
        c05r2n11: RuntimeErrorRuntimeError: : HIP out of memory. Tried to allocate 576.00 MiB (GPU 3; 15.98 GiB total capacity; 15.83 GiB already allocated; 0 bytes free; 15.84 GiB reserved in total by PyTorch) If reserved memory is >> allocated memory try setting max_split_size_mb to avoid fragmentation.  See documentation for Memory Management and PYTORCH_HIP_ALLOC_CONFHIP out of memory. Tried to allocate 576.00 MiB (GPU 1; 15.98 GiB total capacity; 15.83 GiB already allocated; 0 bytes free; 15.84 GiB reserved in total by PyTorch) If reserved memory is >> allocated memory try setting max_split_size_mb to avoid fragmentation.  See documentation for Memory Management and PYTORCH_HIP_ALLOC_CONF
        c05r2n11: RuntimeError
        """,
        "Multi-node fine-tuning of CodeGen2 on 16 GB AMD GPUs (host-prefixed launcher output): the "
        "ranks on node c05r2n11 all run out of GPU memory on the same 576 MiB allocation, their "
        "interleaved tracebacks printed together. No answer in the thread; from the log, the model and "
        "batch do not fit the 16 GB devices, which fails the same way on every rerun until the "
        "configuration changes.",
    ),
    real(
        GH + "AMD-AGI/Primus/issues/349",
        "AMD-AGI/Primus",
        "cuda_oom",
        "user_code",
        USER,
        "torch.OutOfMemoryError: HIP out of memory. Tried to allocate 11.74 GiB",
        r"""
          torch.OutOfMemoryError: HIP out of memory. Tried to allocate 11.74 GiB. GPU 7 has a total capacity of 251.98 GiB of which 6.94 GiB is free. Of the allocated memory 229.04 GiB is allocated by PyTorch, and 12.46 GiB is reserved by PyTorch but unallocated. If reserved but unallocated memory is large try setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  See documentation for Memory Management  (https://pytorch.org/docs/stable/notes/cuda.html#environment-variables)

        ------------------------------------------------------------
        Root Cause (first observed failure):
        [0]:
          time      : 2025-12-11_14:23:35
          host      :
          rank      : 4 (local_rank: 4)
          exitcode  : 1 (pid: 206)
          error_file: /tmp/torchelastic_rcn882pr/none_c5t5ja57/attempt_0/4/error.json
          traceback : Traceback (most recent call last):
            File "/opt/venv/lib/python3.10/site-packages/torch/distributed/elastic/multiprocessing/errors/__init__.py", line 362, in wrapper
              return f(*args, **kwargs)
            File "/workspace/Primus/third_party/torchtitan/torchtitan/train.py", line 612, in train
              self.train_step(data_iterator)
            File "/workspace/Primus/third_party/torchtitan/torchtitan/train.py", line 512, in train_step
              loss = self.forward_backward_step(input_dict, labels)
        """,
        "Llama 3.1 8B BF16 training through Primus' torchtitan backend on 8 AMD GPUs with 252 GiB each "
        "stops with a HIP out-of-memory in the training step; torchelastic reports rank 4 first. "
        "The excerpt shows no reply; from the log, the run's configuration (batch, sequence length, "
        "checkpointing) does not fit device memory, which repeats on rerun: the user's to change.",
    ),
    real(
        GH + "Ma-Dan/XLNet-ChineseNER/issues/4",
        "Ma-Dan/XLNet-ChineseNER",
        "cuda_oom",
        "user_code",
        USER,
        "tensorflow.python.framework.errors_impl.ResourceExhaustedError: OOM when allocating tensor",
        r"""
        2019-10-24 21:55:25.500656: W tensorflow/core/common_runtime/bfc_allocator.cc:279] ****************************************************************************************************
        2019-10-24 21:55:25.500952: W tensorflow/core/framework/op_kernel.cc:1318] OP_REQUIRES failed at cwise_ops_common.cc:70 : Resource exhausted: OOM when allocating tensor with shape[8,509,3072] and type float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc
        Traceback (most recent call last):
          File "/home/eric/anaconda3/lib/python3.6/site-packages/tensorflow/python/client/session.py", line 1322, in _do_call
            return fn(*args)
          File "/home/eric/anaconda3/lib/python3.6/site-packages/tensorflow/python/client/session.py", line 1307, in _run_fn
            options, feed_dict, fetch_list, target_list, run_metadata)
          File "/home/eric/anaconda3/lib/python3.6/site-packages/tensorflow/python/client/session.py", line 1409, in _call_tf_sessionrun
            run_metadata)
        tensorflow.python.framework.errors_impl.ResourceExhaustedError: OOM when allocating tensor with shape[8,509,3072] and type float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc
        """,
        "Training the XLNet Chinese NER model: TensorFlow's BFC allocator on GPU 0 cannot place an "
        "activation of shape [8,509,3072] (batch 8, sequence length 509). The thread has no answer; "
        "from the log, the batch and sequence length exceed the GPU's memory, a configuration that "
        "fails identically on every retry.",
    ),
    real(
        GH + "minimaxir/gpt-2-simple/issues/189",
        "minimaxir/gpt-2-simple",
        "cuda_oom",
        "user_code",
        USER,
        "OP_REQUIRES failed at constant_op.cc:77 : Resource exhausted: OOM when allocating tensor",
        r"""
        2020-03-24 07:37:24.125038: I tensorflow/core/common_runtime/bfc_allocator.cc:921] Sum Total of in-use chunks: 2.93GiB
        2020-03-24 07:37:24.125129: I tensorflow/core/common_runtime/bfc_allocator.cc:923] total_region_allocated_bytes_: 3149043968 memory_limit_: 3149044121 available bytes: 153 curr_region_allocation_bytes_: 4294967296
        2020-03-24 07:37:24.125290: I tensorflow/core/common_runtime/bfc_allocator.cc:929] Stats:
        Limit:                  3149044121
        InUse:                  3149043968
        MaxInUse:               3149043968
        NumAllocs:                     990
        MaxAllocSize:            268435456

        2020-03-24 07:37:24.125560: W tensorflow/core/common_runtime/bfc_allocator.cc:424] ******xx*************************x*******************************xxx********************************
        2020-03-24 07:37:24.126084: W tensorflow/core/framework/op_kernel.cc:1628] OP_REQUIRES failed at constant_op.cc:77 : Resource exhausted: OOM when allocating tensor of shape [] and type float
        2020-03-24 07:37:24.126485: E tensorflow/core/common_runtime/executor.cc:642] Executor failed to create kernel. Resource exhausted: OOM when allocating tensor of shape [] and type float
        """,
        "Running gpt-2-simple locally on Windows: the BFC allocator's limit is about 3 GB and it is "
        "full before the graph's first kernels are even created. The excerpt shows no conclusion; "
        "from the log, the GPU is far too small for the chosen GPT-2 model, which fails the same way "
        "every time until a smaller model or a bigger GPU is used.",
    ),
    real(
        GH + "minimaxir/gpt-2-simple/issues/282",
        "minimaxir/gpt-2-simple",
        "cuda_oom",
        "user_code",
        USER,
        "ResourceExhaustedError: failed to allocate memory",
        r"""
        ResourceExhaustedError                    Traceback (most recent call last)
        /usr/local/lib/python3.7/dist-packages/tensorflow/python/client/session.py in _do_call(self, fn, *args)
           1379     try:
        -> 1380       return fn(*args)
           1381     except errors.OpError as e:

        7 frames
        /usr/local/lib/python3.7/dist-packages/tensorflow/python/client/session.py in _run_fn(feed_dict, fetch_list, target_list, options, run_metadata)
           1363       return self._call_tf_sessionrun(options, feed_dict, fetch_list,
        -> 1364                                       target_list, run_metadata)
           1365

        /usr/local/lib/python3.7/dist-packages/tensorflow/python/client/session.py in _call_tf_sessionrun(self, options, feed_dict, fetch_list, target_list, run_metadata)
           1457                                             fetch_list, target_list,
        -> 1458                                             run_metadata)
           1459

        ResourceExhaustedError: failed to allocate memory
        """,
        "Fine-tuning the 355M GPT-2 model in a Colab notebook now fails at every attempt with a "
        "resource-exhausted error, where the same notebook used to train; the reporter asks whether "
        "something changed on Colab and the thread records no answer. From the log, the model does "
        "not fit the GPU the notebook now gets: it recurs until the user lowers the memory use "
        "(memory-saving gradients, a smaller model) or gets a bigger GPU.",
    ),
    real(
        GH + "santi-pdp/segan/issues/42",
        "santi-pdp/segan",
        "cuda_oom",
        "user_code",
        USER,
        "ResourceExhaustedError (see above for traceback): OOM when allocating tensor with shape[100,4096,32]",
        r"""
        ResourceExhaustedError (see above for traceback): OOM when allocating tensor with shape[100,4096,32]
        """,
        "Training SEGAN (speech enhancement GAN) in TensorFlow runs out of memory allocating a "
        "[100,4096,32] tensor (batch 100). The maintainer: either CPU or GPU memory is exhausted, "
        "reduce the batch size. The device is not shown, but either way it is the run's batch size "
        "and it recurs until changed.",
    ),
    real(
        GH + "lc222/seq2seq_chatbot_new/issues/19",
        "lc222/seq2seq_chatbot_new",
        "cuda_oom",
        "user_code",
        USER,
        "tensorflow.python.framework.errors_impl.ResourceExhaustedError: OOM when allocating tensor of shape [4096] and type float",
        r"""
        tensorflow.python.framework.errors_impl.ResourceExhaustedError: OOM when allocating tensor of shape [4096] and type float
        """,
        "Training the seq2seq chatbot on a four-GPU school server fails with a TensorFlow "
        "out-of-memory on a small tensor; the reporter finds it odd given the hardware. No reply in "
        "the thread; from the log, the process's GPU memory is already used up (by this graph or by "
        "other users' jobs on a shared GPU), which a blind restart does not cure: the user has to "
        "free or pick a device, or shrink the model.",
    ),
    real(
        GH + "pytorch/ci-infra/pull/490",
        "pytorch/ci-infra",
        "os_error",
        "user_code",
        USER,
        "NCCL WARN Error: failed to extend /dev/shm/nccl-WU88OE to 9637892 bytes",
        r"""
        [2026-04-22 21:34:20] mt-l-x86iavx512-45-172-t4-4-csmpw-runner-g4sfw-workflow:202016:202235 [0] misc/shmutils.cc:88 NCCL WARN Error: failed to extend /dev/shm/nccl-WU88OE to 9637892 bytes, error: No space left on device (28)

        [2026-04-22 21:34:20] mt-l-x86iavx512-45-172-t4-4-csmpw-runner-g4sfw-workflow:202016:202235 [0] misc/shmutils.cc:132 NCCL WARN Error while creating shared memory segment /dev/shm/nccl-WU88OE (size 9637888), error: No space left on device (28)
        mt-l-x86iavx512-45-172-t4-4-csmpw-runner-g4sfw-workflow:202016:202235 [0] NCCL INFO transport/shm.cc:551 -> 2
        mt-l-x86iavx512-45-172-t4-4-csmpw-runner-g4sfw-workflow:202016:202235 [0] NCCL INFO transport/shm.cc:493 -> 2
        mt-l-x86iavx512-45-172-t4-4-csmpw-runner-g4sfw-workflow:202016:202240 [0] NCCL INFO misc/socket.cc:28 -> 3
        mt-l-x86iavx512-45-172-t4-4-csmpw-runner-g4sfw-workflow:202016:202240 [0] NCCL INFO misc/socket.cc:561 -> 3
        mt-l-x86iavx512-45-172-t4-4-csmpw-runner-g4sfw-workflow:202016:202235 [0] NCCL INFO misc/socket.cc:28 -> 3
        mt-l-x86iavx512-45-172-t4-4-csmpw-runner-g4sfw-workflow:202016:202238 [2] NCCL INFO misc/socket.cc:28 -> 3
        mt-l-x86iavx512-45-172-t4-4-csmpw-runner-g4sfw-workflow:202016:202238 [2] NCCL INFO misc/socket.cc:561 -> 3
        """,
        "Multi-GPU PyTorch tests on a 4xT4 Kubernetes CI runner pod: NCCL cannot grow its "
        "shared-memory segment because the pod's /dev/shm is the container default and full. The "
        "pull request's fix is to mount a tmpfs at /dev/shm in the workflow pods. A pod-spec "
        "configuration that fails every run until changed (ENOSPC on /dev/shm is an os_error here): "
        "notify, do not retry.",
    ),
    # --- GPU, driver and kernel errors -------------------------------------------------------------
    real(
        GH + "sehoffmann/dmlcloud/issues/58",
        "sehoffmann/dmlcloud",
        "cuda_error",
        "unknown",
        HUMAN,
        "pynvml.NVMLError_Unknown: Unknown Error",
        r"""
        ------- Training failed with an exception -------
        Traceback (most recent call last):
          File "/mnt/lustre/work/martius/mot030/code/dmlcloud/dmlcloud/core/pipeline.py", line 282, in run
            self._pre_run()
          File "/mnt/lustre/work/martius/mot030/code/dmlcloud/dmlcloud/core/pipeline.py", line 318, in _pre_run
            callback.pre_run(self)
          File "/mnt/lustre/work/martius/mot030/code/dmlcloud/dmlcloud/core/callbacks.py", line 587, in pre_run
            handle = torch.cuda._get_pynvml_handler(pipe.device)
                     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
          File "/mnt/lustre/work/martius/mot030/conda/envs/torch-nightly/lib/python3.12/site-packages/torch/cuda/__init__.py", line 1073, in _get_pynvml_handler
            handle = pynvml.nvmlDeviceGetHandleByIndex(device)
                     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
          File "/mnt/lustre/work/martius/mot030/conda/envs/torch-nightly/lib/python3.12/site-packages/pynvml.py", line 2604, in nvmlDeviceGetHandleByIndex
            _nvmlCheckReturn(ret)
          File "/mnt/lustre/work/martius/mot030/conda/envs/torch-nightly/lib/python3.12/site-packages/pynvml.py", line 1042, in _nvmlCheckReturn
            raise NVMLError(ret)
        pynvml.NVMLError_Unknown: Unknown Error
        """,
        "A training pipeline on a Lustre-backed cluster dies before its first step: the GPU-monitoring "
        "callback asks NVML for the device handle and NVML answers Unknown Error. The issue (the "
        "maintainer's own note) is about tolerating this error in the library; it records no cause. "
        "NVML failing on a node's GPU can be a driver or GPU fault on that node or a transient; the "
        "log names neither, so a human checks the node.",
        ambiguous=True,
    ),
    real(
        GH + "KDD-OpenSource/DeepADoTS/issues/93",
        "KDD-OpenSource/DeepADoTS",
        "cuda_error",
        "unknown",
        HUMAN,
        "An exception occurred while training DAGMM_LSTMAutoEncoder_withWindow on Synthetic Extreme Outliers: CUDNN_STATUS_EXECUTION_FAILED",
        r"""
        2018-06-21 07:11:59 [ERROR] src.evaluation.evaluator: An exception occurred while training DAGMM_LSTMAutoEncoder_withWindow on Synthetic Extreme Outliers: CUDNN_STATUS_EXECUTION_FAILED
        2018-06-21 07:11:59 [ERROR] src.evaluation.evaluator: Traceback (most recent call last):
          File "/repo/src/evaluation/evaluator.py", line 71, in evaluate
            det.fit(X_train, y_train)
          File "/repo/src/algorithms/dagmm.py", line 199, in fit
            self.dagmm_step(input_data.float())
          File "/repo/src/algorithms/dagmm.py", line 169, in dagmm_step
            enc, dec, z, gamma = self.dagmm(input_data)
          File "/usr/local/lib/python3.6/dist-packages/torch/nn/modules/module.py", line 491, in __call__
            result = self.forward(*input, **kwargs)
          File "/repo/src/algorithms/dagmm.py", line 48, in forward
            dec, enc = self.autoencoder(x)
          File "/usr/local/lib/python3.6/dist-packages/torch/nn/modules/module.py", line 491, in __call__
            result = self.forward(*input, **kwargs)
          File "/repo/src/algorithms/autoencoder.py", line 77, in forward
            _, enc_hidden = self.encoder(ts_batch.float(), enc_hidden)  # .float() here or .double() for the model
        """,
        "The anomaly-detection benchmark's CUDA deployment: training the DAGMM LSTM autoencoder on a "
        "synthetic dataset fails inside the LSTM encoder with CUDNN_STATUS_EXECUTION_FAILED (issue "
        "labelled bug, cuda_deployment; the excerpt shows no resolution). A bare cuDNN execution "
        "failure with no hardware signature can be the code, the CUDA stack or the GPU: a human "
        "has to look.",
        ambiguous=True,
    ),
    real(
        GH + "ageitgey/face_recognition/issues/926",
        "ageitgey/face_recognition",
        "cuda_error",
        "user_code",
        USER,
        "reason: CUDNN_STATUS_EXECUTION_FAILED",
        r"""
        RuntimeError: Error while calling cudnnConvolutionForward( context(), &alpha, descriptor(data), data.device(), (const cudnnFilterDescriptor_t)filter_handle, filters.device(), (const cudnnConvolutionDescriptor_t)conv_handle, (cudnnConvolutionFwdAlgo_t)forward_algo, forward_workspace, forward_workspace_size_in_bytes, &beta, descriptor(output), output.device()) in file /tmp/pip-install-9a4mnneq/dlib/dlib/cuda/cudnn_dlibapi.cpp:1007. code: 8, reason: CUDNN_STATUS_EXECUTION_FAILED
        """,
        "GPU face encoding with a CUDA build of dlib fails in its first cuDNN convolution on every "
        "run (CUDA 9.0, cuDNN 7.3.1). The reporter solved it by keeping the NVIDIA driver and the "
        "CUDA version matched. An environment mismatch that fails identically until the user fixes "
        "the installation.",
    ),
    real(
        GH + "ROCm/amdgpu/issues/150",
        "ROCm/amdgpu",
        "cuda_error",
        "unknown",
        HUMAN,
        "no-retry page fault (src_id:0 ring:24 vmid:8 pasid:32768",
        r"""
        [278972.676901] gmc_v9_0_process_interrupt: 1 callbacks suppressed
        [278972.676912] amdgpu 0000:88:00.0: amdgpu: [mmhub0] no-retry page fault (src_id:0 ring:24 vmid:8 pasid:32768, for process ipython3 pid 827117 thread ipython3 pid 827117)
        [278972.679479] amdgpu 0000:88:00.0: amdgpu:   in page starting at address 0x00007efaefbff000 from IH client 0x12 (VMC)
        [278972.680744] amdgpu 0000:88:00.0: amdgpu: VM_L2_PROTECTION_FAULT_STATUS:0x00800031
        [278972.682010] amdgpu 0000:88:00.0: amdgpu:     Faulty UTCL2 client ID: MP0 (0x0)
        [278972.683228] amdgpu 0000:88:00.0: amdgpu:     MORE_FAULTS: 0x1
        [278972.684404] amdgpu 0000:88:00.0: amdgpu:     WALKER_ERROR: 0x0
        [278972.685582] amdgpu 0000:88:00.0: amdgpu:     PERMISSION_FAULTS: 0x3
        [278972.686763] amdgpu 0000:88:00.0: amdgpu:     MAPPING_ERROR: 0x0
        [278972.687921] amdgpu 0000:88:00.0: amdgpu:     RW: 0x0
        [278972.689097] amdgpu 0000:88:00.0: amdgpu: [mmhub0] no-retry page fault (src_id:0 ring:24 vmid:8 pasid:32768, for process ipython3 pid 827117 thread ipython3 pid 827117)
        [278972.691535] amdgpu 0000:88:00.0: amdgpu:   in page starting at address 0x00007efaefbf9000 from IH client 0x12 (VMC)
        """,
        "Two-GPU data-parallel training on ROCm (torchrun --standalone --nproc_per_node=2 with the "
        "llama2.cu train.py) fills dmesg with amdgpu page faults for the Python process. The thread "
        "was about driver versions and reached no recorded cause. GPU page faults with no hardware "
        "error can be the application, the ROCm stack or the GPU (the AMD analogue of Xid 31): a "
        "human decides.",
        ambiguous=True,
    ),
    real(
        GH + "ROCm/amdgpu/issues/172",
        "ROCm/amdgpu",
        "cuda_error",
        "unknown",
        HUMAN,
        "no-retry page fault (src_id:0 ring:24 vmid:3 pasid:32769)",
        r"""
        [ 4778.915423] amdgpu 0000:c6:00.0: amdgpu: [gfxhub0] no-retry page fault (src_id:0 ring:24 vmid:3 pasid:32769)
        [ 4778.916081] amdgpu 0000:c6:00.0: amdgpu:  for process pt_main_thread pid 12924 thread pt_main_thread pid 12924)
        [ 4778.916571] amdgpu 0000:c6:00.0: amdgpu:   in page starting at address 0x0000ae8570611000 from IH client 0x1b (UTCL2)
        [ 4778.917054] amdgpu 0000:c6:00.0: amdgpu: VM_L2_PROTECTION_FAULT_STATUS:0x00301031
        """,
        "Kernel log of a PyTorch process (pt_main_thread) on an AMD GPU: repeated GPU page faults "
        "(VM_L2 protection faults from the TCP client). The issue was closed under investigation "
        "with no cause in what the search shows; the label rests on the log. A page fault with no "
        "hardware error line can be the workload or the GPU/driver: ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "ROCm/pytorch/issues/684",
        "ROCm/pytorch",
        "cuda_error",
        "unknown",
        HUMAN,
        "WARNING: GPU[0] : Unable to read /sys/class/hwmon/hwmon0/temp1_input",
        r"""
        root@C-d1f970e6-ec48-4330-85a5-14af055b2265-776:~# rocm-smi
        ========================ROCm System Management Interface========================
        ================================================================================
        WARNING: GPU[0] : Unable to read /sys/class/hwmon/hwmon0/temp1_input
        WARNING: GPU[0] : Unable to read /sys/class/hwmon/hwmon0/temp1_input
        WARNING: GPU[0] : Unable to read /sys/class/hwmon/hwmon0/power1_average
        WARNING: GPU[0] : Unable to read /sys/class/drm/card0/device/pp_dpm_sclk
        """,
        "Fine-tuning DistilBERT with transformers on ROCm runs for a while, then the amdgpu/amdkfd "
        "display driver crashes and the host hangs; after it comes back, rocm-smi cannot read the "
        "GPU's sensors and the GPU sometimes misbehaves. The thread records no cause. Whatever "
        "triggered it, the GPU is left in a broken driver state that no rerun fixes: a person has "
        "to reset or inspect the machine before jobs go back on it.",
    ),
    # --- Training-code and data failures ------------------------------------------------------------
    real(
        GH + "wkentaro/pytorch-fcn/issues/104",
        "wkentaro/pytorch-fcn",
        "assertion_error",
        "user_code",
        USER,
        "Assertion t >= 0 && t < n_classes failed.",
        r"""
        /pytorch/aten/src/THCUNN/ClassNLLCriterion.cu:105: void cunn_ClassNLLCriterion_updateOutput_kernel(Dtype *, Dtype *, Dtype *, long *, Dtype *, int, int, int, int, long) [with Dtype = float, Acctype = float]: block: [0,0,0], thread: [12,0,0] Assertion t >= 0 && t < n_classes failed.

        Traceback (most recent call last):
          File "train_fcn8s_atonce.py", line 118, in <module>
            main()
          File "train_fcn8s_atonce.py", line 114, in main
            trainer.train()
          File "../../torchfcn/trainer.py", line 233, in train
            self.train_epoch()
          File "../../torchfcn/trainer.py", line 188, in train_epoch
            self.validate()
          File "../../torchfcn/trainer.py", line 119, in validate
            loss_data = loss.data.item()
        RuntimeError: CUDA error: device-side assert triggered
        """,
        "FCN training on a custom two-class dataset hits the NLL loss's device-side assert during "
        "validation. The reporter found the cause: one of the label masks was corrupted with a value "
        "outside the class range. Bad data in the user's dataset: it fails again at the same sample "
        "until the labels are fixed.",
    ),
    real(
        GH + "HRNet/HigherHRNet-Human-Pose-Estimation/issues/11",
        "HRNet/HigherHRNet-Human-Pose-Estimation",
        "nan_or_value_error",
        "user_code",
        USER,
        "Stage0-heatmaps: nan (nan)",
        r"""
        2019-12-12 15:32:31,243 Epoch: [40][1200/1603]  Time: 1.162s (1.383s)   Speed: 17.2 samples/s   Data: 0.000s (0.191s)   Stage0-heatmaps: nan (nan)      Stage1-heatmaps: nan (nan)      Stage0-push: nan (nan)  Stage1-push: 0.000e+00 (0.000e+00)      Stage0-pull: nan (nan)  Stage1-pull: 0.000e+00 (0.000e+00)
        2019-12-12 15:34:47,608 Epoch: [40][1300/1603]  Time: 1.177s (1.381s)   Speed: 17.0 samples/s   Data: 0.000s (0.189s)   Stage0-heatmaps: nan (nan)      Stage1-heatmaps: nan (nan)      Stage0-push: nan (nan)  Stage1-push: 0.000e+00 (0.000e+00)      Stage0-pull: nan (nan)  Stage1-pull: 0.000e+00 (0.000e+00)
        2019-12-12 15:37:04,760 Epoch: [40][1400/1603]  Time: 1.322s (1.381s)   Speed: 15.1 samples/s   Data: 0.000s (0.188s)   Stage0-heatmaps: 9.458e-03 (nan)        Stage1-heatmaps: 4.662e-02 (nan)        Stage0-push: 1.692e-04 (nan)    Stage1-push: 0.000e+00 (0.000e+00)      Stage0-pull: 1.046e-05 (nan)    Stage1-pull: 0.000e+00 (0.000e+00)
        """,
        "Reproducing HigherHRNet with the w48_640_adam_lr1e-3 config, which trains in mixed "
        "precision: at epoch 40 the heatmap, push and pull losses are NaN on most logged iterations. "
        "The thread stays open; others report the same and nobody gives a fix. From the log, a "
        "numeric divergence of this configuration that a restart from checkpoint would meet again: "
        "the user must change precision or hyperparameters.",
    ),
    real(
        GH + "strongwolf/DW/issues/13",
        "strongwolf/DW",
        "runtime_error",
        "user_code",
        USER,
        "RuntimeError: one of the variables needed for gradient computation has been modified by an inplace operation:",
        r"""
        RuntimeError: one of the variables needed for gradient computation has been modified by an inplace operation:
        """,
        "Running the DW detector's training (mmdetection-based) on an RTX 2080 Ti with PyTorch 1.10.2 "
        "fails in backward with autograd's in-place modification error (the report stops at the "
        "colon). The author asked for the PyTorch and mmdetection versions; no fix followed. From "
        "the log, an incompatibility between the code and the installed versions that fails on "
        "every run until the environment or code changes.",
    ),
    real(
        GH + "yuweijiang/HGL-pytorch/issues/2",
        "yuweijiang/HGL-pytorch",
        "model_loading_error",
        "unknown",
        HUMAN,
        "RuntimeError: unexpected EOF, expected 4859355 more bytes. The file might be corrupted.",
        r"""
        restore is True
        Found folder! restoring
        Traceback (most recent call last):
          File "train.py", line 122, in <module>
            learning_rate_scheduler=scheduler)
          File "/home/ailab/HGL-pytorch/utils/pytorch_misc.py", line 226, in restore_checkpoint
            training_state = torch.load(training_state_path, map_location=device_mapping(-1))
          File "/home/ailab/anaconda3/envs/r2c/lib/python3.6/site-packages/torch/serialization.py", line 368, in load
            return _load(f, map_location, pickle_module)
          File "/home/ailab/anaconda3/envs/r2c/lib/python3.6/site-packages/torch/serialization.py", line 549, in _load
            deserialized_objects[key]._set_from_file(f, offset, f_should_read_directly)
        RuntimeError: unexpected EOF, expected 4859355 more bytes. The file might be corrupted.
        terminate called after throwing an instance of 'c10::Error'
        """,
        "Training stopped, and resuming it from the run's own folder fails: the training-state "
        "checkpoint is shorter than its header says. No answer in the thread. A checkpoint truncated "
        "when the previous run died: an automatic restart would load the same file and fail again, "
        "so a person must remove it or pick an older one first.",
    ),
    # --- Killed processes ----------------------------------------------------------------------------
    real(
        GH + "mzjb/DeepH-pack/issues/95",
        "mzjb/DeepH-pack",
        "host_oom",
        "unknown",
        HUMAN,
        "33132 killed     deeph-preprocess --config ./preprocess_default.ini",
        r"""
        deeph-preprocess --config ./preprocess_default.ini
        User config name: ['./preprocess_default.ini']
        Found 1 directories to preprocess
        Preprocessing No. 1/1 [08:00:00<?]...Output subdirectories: OUT.SIC-BI
        [1]    33132 killed     deeph-preprocess --config ./preprocess_default.ini
        """,
        "DeepH's dataset preprocessing (before GPU training of the Hamiltonian model) is killed with "
        "no Python error. The issue is open without an answer. A bare kill with no kernel OOM record "
        "or exit reason in the log: most often the host's OOM killer, but the log cannot show it, so "
        "a human checks.",
        ambiguous=True,
    ),
    real(
        GH + "hotpotqa/hotpot/issues/39",
        "hotpotqa/hotpot",
        "host_oom",
        "unknown",
        HUMAN,
        "joblib.externals.loky.process_executor.TerminatedWorkerError: A worker process managed by the executor was unexpectedly terminated.",
        r"""
        joblib.externals.loky.process_executor.TerminatedWorkerError: A worker process managed by the executor was unexpectedly terminated. This could be caused by a segmentation fault while calling the function or by an excessive memory usage causing the Operating System to kill the worker.

        The exit codes of the workers are {SIGKILL(-9)}
        """,
        "Preprocessing the HotpotQA training set for the baseline model: a joblib worker is killed "
        "with SIGKILL after tens of thousands of tasks, although the reporter already lowered n_jobs. "
        "The thread records no resolution. A worker SIGKILL without the kernel's OOM record: memory "
        "is the likely reading but the log does not prove it, so a human decides.",
        ambiguous=True,
    ),
]
