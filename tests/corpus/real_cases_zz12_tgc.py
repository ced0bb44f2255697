# ruff: noqa
"""Real excerpts, batch ZZ12-TGC: HELD-OUT (test-fold) failures of GPU training, fine-tuning and
inference jobs across platforms (Kubernetes/Ray/cloud, Slurm clusters, HPC and scientific GPU
codes, TensorFlow/JAX/Paddle as well as PyTorch, serving stacks, storage, hardware, NCCL, OOM, Hub
and network, environments, Python exceptions, NaN), gathered blind from GitHub issue threads and
public forums of repositories and sites new to the corpus whose `fold_of(repo)` is "test". Taken as
the searches (concrete error strings) returned them, not picked for what crashcart can do; nobody
read the rule packs or ran crashcart on them before or after they were labelled. Verbatim log lines
as printed in each thread (trimmed to the relevant part); labelled from what each thread concluded,
or from the log where it concluded nothing (the notes say which)."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    # --- platforms (Kubernetes / training platforms) -----------------------------------------------
    real(
        GH + "determined-ai/determined/issues/2343",
        "determined-ai/determined",
        "cuda_error",
        "user_code",
        USER,
        "RuntimeError: CUDA error: no kernel image is available for execution on the device",
        r"""
        RuntimeError: CUDA error: no kernel image is available for execution on the device
        <info>    [2021-05-06, 11:29:04] exiting trial early from <RUN_STEP (100 Batches) (0 Prior Batches): (4,4,1)> with reason ERRORED  experiment-id="4" id="b9b4e788-0d16-463d-988e-732645112365" system="master" trial-id="4" type="trial"
        <error>   [2021-05-06, 11:29:04] error shutting down actor  error="trial 4 failed and reached maximum number of restarts" experiment-id="4" id="b9b4e788-0d16-463d-988e-732645112365" system="master" trial-id="4" type="trial"
        <info>    [2021-05-06, 11:29:04] resources are released for /experiments/4/b9b4e788-0d16-463d-988e-732645112365  id="kubernetesRM" system="master" type="kubernetesResourceManager"
        """,
        "Determined on Kubernetes (RTX 3090 and 2080 nodes, CUDA 11.2): the MNIST quick-start trial errors "
        "in its first CUDA kernel; the master retries the trial up to its limit, every restart failing "
        "the same way. The trial image's PyTorch has no kernels for the 3090's architecture (the reporter "
        "suspected the CUDA versions). An image/GPU mismatch: restarts cannot help, the user must change "
        "the image. The RuntimeError line is the title's (the trial log's own).",
    ),
    real(
        GH + "determined-ai/determined/issues/2290",
        "determined-ai/determined",
        "other",
        "unknown",
        HUMAN,
        'container failed with non-zero exit code: container failed with non-zero exit code: 137 (exit code 137)',
        r"""
        <error>   [2021-04-28, 08:20:22] unexpected failure of trial after restart 2/5: container failed with non-zero exit code: container failed with non-zero exit code: 137 (exit code 137)  experiment-id="1" id="c495adfb-4819-417a-bee0-aae46fd24ba6" system="master" trial-id="1" type="trial"
        <info>    [2021-04-28, 08:20:22] resetting trial 1  experiment-id="1" id="c495adfb-4819-417a-bee0-aae46fd24ba6" system="master" trial-id="1" type="trial"
        <info>    [2021-04-28, 08:20:22] resources are released for /experiments/1/c495adfb-4819-417a-bee0-aae46fd24ba6  id="default" resource-pool="default" system="master" type="ResourcePool"
        <info>    [2021-04-28, 08:20:22] resources are requested by /experiments/1/c495adfb-4819-417a-bee0-aae46fd24ba6 (Task ID: a7f517a4-d7e2-46fd-be41-c271865069f0)  id="default" resource-pool="default" system="master" type="ResourcePool"
        <info>    [2021-04-28, 08:20:22] allocated resources to /experiments/1/c495adfb-4819-417a-bee0-aae46fd24ba6  id="default" resource-pool="default" system="master" type="ResourcePool"
        <info>    [2021-04-28, 08:20:22] starting trial container: <RUN_STEP (100 Batches) (0 Prior Batches): (1,1,1)>  experiment-id="1" id="c495adfb-4819-417a-bee0-aae46fd24ba6" system="master" trial-id="1" type="trial"
        """,
        "A Determined trial (agent started with --no-gpu) keeps dying with exit code 137 and the master "
        "restarts it (2 of 5). The part of the thread seen gives no cause; the label rests on the log: a "
        "container SIGKILLed with no OOM record and no error of its own (memory limit, an external kill "
        "or the agent) is a bare exit code, left to a human.",
        ambiguous=True,
    ),
    # --- GPU memory --------------------------------------------------------------------------------
    real(
        GH + "dongjun-Lee/text-classification-models-tf/issues/4",
        "dongjun-Lee/text-classification-models-tf",
        "cuda_oom",
        "user_code",
        USER,
        "ResourceExhaustedError (see above for traceback): OOM when allocating tensor of shape [563354,256] and type float",
        r"""
        ResourceExhaustedError (see above for traceback): OOM when allocating tensor of shape [563354,256] and type float
        	 [[Node: embeddings/Adam/Initializer/zeros = Const[dtype=DT_FLOAT, value=Tensor<type: float shape: [563354,256] values: [0 0 0]...>, _device="/job:localhost/replica:0/task:0/device:GPU:0"]()]]
        """,
        "TensorFlow training of the att_rnn text classifier on a 4x P100 machine fails allocating the "
        "Adam slot of a 563k-word embedding on GPU:0. The maintainer suspected another task on GPU:0; the "
        "reporter found a colleague's process holding the GPU's memory (data loaded, training not "
        "started). GPU memory exhausted by the job's placement/size: it recurs until the user frees the "
        "device or shrinks the model.",
    ),
    # --- CUDA errors with no root cause ------------------------------------------------------------
    real(
        GH + "swz30/Restormer/issues/75",
        "swz30/Restormer",
        "cuda_error",
        "unknown",
        HUMAN,
        "RuntimeError: NCCL error in: /opt/conda/conda-bld/pytorch_1616554786529/work/torch/lib/c10d/ProcessGroupNCCL.cpp:33, unhandled cuda error, NCCL version 2.7.8",
        r"""
        RuntimeError: NCCL error in: /opt/conda/conda-bld/pytorch_1616554786529/work/torch/lib/c10d/ProcessGroupNCCL.cpp:33, unhandled cuda error, NCCL version 2.7.8
        ncclUnhandledCudaError: Call to CUDA function failed.
        """,
        "Restormer's distributed training dies at NCCL setup with an unhandled CUDA error. The maintainer "
        "only pointed at the install guide and at checking that the machine's GPUs are usable; the "
        "thread concluded nothing. NCCL's 'unhandled cuda error' with no underlying CUDA message: "
        "installation, driver or device, undecidable from the log.",
        ambiguous=True,
    ),
    real(
        GH + "3dlg-hcvc/multi3drefer/issues/14",
        "3dlg-hcvc/multi3drefer",
        "cuda_error",
        "unknown",
        HUMAN,
        "RuntimeError: CUDA error: an illegal memory access was encountered",
        r"""
        RuntimeError: CUDA error: an illegal memory access was encountered
        CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
        For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
        Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.
        """,
        "Training from a fresh clone hits an illegal memory access. The maintainer asked whether the "
        "original configs were used and suggested it may be a disguised GPU out-of-memory; the reporter "
        "did not confirm. A bare illegal memory access with no Xid or repetition evidence: ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "cryoem-uoft/cryosparc-issues/issues/142",
        "cryoem-uoft/cryosparc-issues",
        "cuda_oom",
        "user_code",
        USER,
        "MemoryError: cuMemAlloc failed: out of memory",
        r"""
        Traceback (most recent call last):
          File "/home/joshua/cryosparc/cryosparc-compute/sparcjob.py", line 299, in <module>
            superspeed = job_type=='superrefine')
          File "/home/joshua/cryosparc/cryosparc-compute/refinement.py", line 152, in refine
            align_R,align_t = alignment.align_symmetry(initmodel,symop)
          File "/home/joshua/cryosparc/cryosparc-compute/alignment.py", line 203, in align_symmetry
            gpuarray.to_gpu(n.copy(fV.imag).astype(n.float32)))
          File "/home/joshua/cryosparc/anaconda2/lib/python2.7/site-packages/pycuda/gpuarray.py", line 975, in to_gpu
            result = GPUArray(ary.shape, ary.dtype, allocator, strides=_compact_strides(ary))
          File "/home/joshua/cryosparc/anaconda2/lib/python2.7/site-packages/pycuda/gpuarray.py", line 209, in __init__
            self.gpudata = self.allocator(self.size * self.dtype.itemsize)
        MemoryError: cuMemAlloc failed: out of memory
        """,
        "A cryoSPARC homogeneous refinement (box 1024 px, two 6 GB Titan Black GPUs) fails allocating "
        "GPU memory right after aligning the initial model to symmetry. The developer's answer: the box "
        "size is too large for the GPU memory by default. A GPU OOM from the job's size; it recurs until "
        "the user downsamples or moves to bigger GPUs.",
    ),
    real(
        GH + "cryoem-uoft/cryosparc-issues/issues/124",
        "cryoem-uoft/cryosparc-issues",
        "cuda_oom",
        "user_code",
        USER,
        "MemoryError: cuMemAlloc failed: out of memory",
        r"""
        Message from iteration 1
        Traceback (most recent call last):
          File "/home/behrouzi/cryosparc/cryosparc-compute/sparc/streamlog.py", line 254, in run_with_except_hook
            run_old(*args, **kw)
          File "/home/behrouzi/cryosparc/cryosparc-compute/engine/cuda_core.py", line 66, in run
            self.target(*self.args, dev=self.dev, thidx=self.thidx)
          File "/home/behrouzi/cryosparc/cryosparc-compute/engine/engine.py", line 415, in work
            ET.compute_error()
          File "/home/behrouzi/cryosparc/cryosparc-compute/engine/engine.py", line 170, in compute_error
            self.ensure_allocated('error', (self.N_D, self.N_K, self.N_RS_aligned, self.N_SS), n.float32)
          File "/home/behrouzi/cryosparc/cryosparc-compute/engine/engine.py", line 47, in ensure_allocated
            new = cuda_core.allocate_gpu(shape, dtype, curr)
          File "/home/behrouzi/cryosparc/cryosparc-compute/engine/cuda_core.py", line 81, in allocate_gpu
            ret = gpuarray.empty(shape, dtype=dtype)
          File "/home/behrouzi/cryosparc/anaconda2/lib/python2.7/site-packages/pycuda/gpuarray.py", line 209, in __init__
            self.gpudata = self.allocator(self.size * self.dtype.itemsize)
        MemoryError: cuMemAlloc failed: out of memory
        """,
        "cryoSPARC's GPU engine ('warp speed') thread fails allocating its error buffer at iteration 1. "
        "The excerpt of the thread seen does not show a resolution; the label rests on the log: the "
        "GPU memory is exhausted by the job's problem size (classes x particles x box), which recurs on "
        "a restart with the same parameters.",
    ),
    real(
        GH + "deepfakes/faceswap/issues/798",
        "deepfakes/faceswap",
        "cuda_oom",
        "user_code",
        USER,
        "2019-07-18 07:52:38.449679: E tensorflow/stream_executor/cuda/cuda_dnn.cc:334] Could not create cudnn handle: CUDNN_STATUS_ALLOC_FAILED",
        r"""
        07/18/2019 07:52:24 INFO     Log level set to: INFO
        07/18/2019 07:52:26 INFO     Output Directory: C:\Users\Philip\Documents\faceswap\Faceswap_NakedGun2_Pt1\Align_for_Training_A
        07/18/2019 07:52:26 INFO     Input Directory: C:\Users\Philip\Documents\faceswap\Faceswap_NakedGun2_Pt1\Img_A
        07/18/2019 07:52:26 INFO     Loading Detect from S3Fd plugin...
        07/18/2019 07:52:26 INFO     Loading Align from Fan plugin...
        07/18/2019 07:52:26 INFO     Starting, this may take a while...
        07/18/2019 07:52:27 INFO     Initializing S3FD Detector...
        2019-07-18 07:52:38.449679: E tensorflow/stream_executor/cuda/cuda_dnn.cc:334] Could not create cudnn handle: CUDNN_STATUS_ALLOC_FAILED
        2019-07-18 07:52:38.450371: E tensorflow/stream_executor/cuda/cuda_dnn.cc:334] Could not create cudnn handle: CUDNN_STATUS_ALLOC_FAILED
        07/18/2019 07:52:38 ERROR    Caught exception in child process: 21412: Failed to get convolution algorithm. This is probably because cuDNN failed to initialize, so try looking to see if a warning log message was printed above.\n	 [[node s3fd/convolution (defined at C:\Users\Philip\faceswap\plugins\extract\detect\s3fd.py:147) ]]
        """,
        "faceswap's extraction (TensorFlow S3FD detector) fails as cuDNN cannot allocate its handle's "
        "workspace on the GPU. The part of the thread seen has no resolution; the label rests on the log: "
        "an allocation failure on the GPU (memory held by TensorFlow's pre-allocation or another "
        "process), which recurs until the GPU memory settings change.",
    ),
    real(
        GH + "amaiya/ktrain/issues/123",
        "amaiya/ktrain",
        "cuda_oom",
        "user_code",
        USER,
        "  (0) Unknown:  ResourceExhaustedError: OOM when allocating tensor with shape[128,12,403,403] and type float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc [Op:Softmax]",
        r"""
        ~/.local/lib/python3.6/site-packages/six.py in raise_from(value, from_value)

        UnknownError: 2 root error(s) found.
          (0) Unknown:  ResourceExhaustedError: OOM when allocating tensor with shape[128,12,403,403] and type float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc [Op:Softmax]
        Traceback (most recent call last):

          File "/home/ubuntu/.local/lib/python3.6/site-packages/tensorflow_core/python/ops/script_ops.py", line 236, in __call__
            ret = func(*args)
        """,
        "Fine-tuning a BERT-style model with ktrain under a multi-GPU (distributed) set-up fails: the "
        "attention softmax of a 128 x 12 x 403 x 403 batch does not fit on GPU:0 (surfaced through an "
        "UnknownError wrapper). The thread seen has no other conclusion; the label rests on the log: GPU "
        "memory exhausted by batch size/sequence length, recurring until they are reduced.",
    ),
    real(
        GH + "MVIG-SJTU/AlphaPose/issues/223",
        "MVIG-SJTU/AlphaPose",
        "cuda_oom",
        "user_code",
        USER,
        "RuntimeError: CUDA error: out of memory",
        r"""
        文件"/data3/zhaohang/AP2/AlphaPose/train_sppe/src/evaluation.py", line 43, in <module>
            gaussian_kernel.cuda()
        RuntimeError: CUDA error: out of memory
        """,
        "Training AlphaPose's SPPE ('新手提问，训练相关，CUDA内存溢出', a newcomer's training question) fails "
        "moving a tensor to the GPU although CUDA is available. The answer in the thread: reduce the "
        "training batch size, and it works. GPU memory exhausted by the configuration: recurs until the "
        "user changes it.",
    ),
    real(
        GH + "gy20073/compact_bilinear_pooling/issues/21",
        "gy20073/compact_bilinear_pooling",
        "cuda_oom",
        "user_code",
        USER,
        "Check failed: (cufftPlanMany(&plan_noinv_1 , 1, &n, __null, 0, 0, __null, 0, 0, CUFFT_R2C, hw)) == CUFFT_SUCCESS (2 vs. 0) ...",
        r"""
        Check failed: (cufftPlanMany(&plan_noinv_1 , 1, &n, __null, 0, 0, __null, 0, 0, CUFFT_R2C, hw)) == CUFFT_SUCCESS (2 vs. 0) ...
        """,
        "Caffe training of compact bilinear pooling on the Cars dataset aborts when cuFFT cannot create "
        "its plan. The maintainer decoded the status: 2 is CUFFT_ALLOC_FAILED, i.e. not enough GPU (or "
        "host) memory left for the FFT workspace. A memory shortfall of the job's configuration: it "
        "recurs until the batch/feature size is reduced.",
    ),
    real(
        GH + "warpem/warp/issues/38",
        "warpem/warp",
        "cuda_oom",
        "user_code",
        USER,
        "  what():  cuFFT error: CUFFT_INTERNAL_ERROR at /mnt/beegfs/software/em/warp/2.0beta/src/warp/NativeAcceleration/gtom/src/FFT/IFFT.cu:24",
        r"""
        Setting --template_angpix to 0.7289999 based on template map
        Using 1536 orientations for matching
        Connecting to workers...
        Connected to 4 workers
        0/5terminate called after throwing an instance of 'std::runtime_error'
          what():  cuFFT error: CUFFT_INTERNAL_ERROR at /mnt/beegfs/software/em/warp/2.0beta/src/warp/NativeAcceleration/gtom/src/FFT/IFFT.cu:24

        Failed to process /mnt/beegfs/home/sphire-devel/warptest/warp_tiltseries/TS_1.tomostar, marked as unselected
        Unhandled exception. System.AggregateException: One or more errors occurred. (Connection refused (localhost:37457))
         ---> System.Net.Http.HttpRequestException: Connection refused (localhost:37457)
         ---> System.Net.Sockets.SocketException (111): Connection refused
        """,
        "WarpTools template matching on a cluster's GPUs: the worker aborts in cuFFT (the connection "
        "refused errors are the controller losing that dead worker). The maintainer closed it \"assuming "
        "that it was indeed an out of memory error\" (cuFFT's plan allocation), inviting a reopen "
        "otherwise. Labelled from that conclusion: a GPU memory shortfall that recurs with the same "
        "settings.",
    ),
    real(
        GH + "warpem/warp/issues/337",
        "warpem/warp",
        "cuda_error",
        "unknown",
        HUMAN,
        "  what(): cuFFT error: CUFFT_INTERNAL_ERROR at /usr/share/miniconda/envs/package-build/conda-bld/warp_1728495487215/work/NativeAcceleration/gtom/src/FFT/FFT.cu:23",
        r"""
        Committing changes in 20240704...Done
        Saving intermediate refinement results for 20240704...Done
        Preparing population for data source 20240727...Done
        Loading gain reference for 20240727... Done
        Refining all series in data source...
        terminate called after throwing an instance of 'std::runtime_error'
          what(): cuFFT error: CUFFT_INTERNAL_ERROR at /usr/share/miniconda/envs/package-build/conda-bld/warp_1728495487215/work/NativeAcceleration/gtom/src/FFT/FFT.cu:23
        Unhandled exception. System.Exception: BadRequest: System.Net.Http.HttpConnectionResponseContent
           at Warp.WorkerWrapper.CommandNamedSerializedObject command) in /usr/share/miniconda/envs/package-build/conda-bld/warp_1728495487215/work/WarpLib/WorkerWrapper.cs:line 231
           at MCore.MCore.<>c__DisplayClass16_4.<DoProcessing>b__4(Int32 ifile, Int32 threadID) in /usr/share/miniconda/envs/package-build/conda-bld/warp_1728495487215/work/MCore/MCore.cs:line 473
           at Warp.Tools.Helper.<>c__DisplayClass51_0.<ForCPU>b__0(Object id) in /usr/share/miniconda/envs/package-build/conda-bld/warp_1728495487215/work/WarpLib/Tools/Helper.cs:line 714
        /programs/share/capsules/lib/job.sh: line 126: 2998115 Aborted                (core dumped) "$SSB_EXECFILE" "$@"
        """,
        "An MCore multi-data-source refinement on a cluster aborts in a cuFFT plan after the first data "
        "source. Filed by the maintainer from a user's report, still open with no diagnosis. "
        "CUFFT_INTERNAL_ERROR is often memory but can be a driver/library fault; nothing in the log "
        "decides which.",
        ambiguous=True,
    ),
    real(
        GH + "apreddyy/LaneandYolovehicle-DetectionLinux/issues/1",
        "apreddyy/LaneandYolovehicle-DetectionLinux",
        "cuda_error",
        "unknown",
        HUMAN,
        "  what():  copy_if failed to synchronize: an illegal memory access was encountered",
        r"""
        terminate called after throwing an instance of 'thrust::system::system_error'
          what():  copy_if failed to synchronize: an illegal memory access was encountered
        """,
        "The lane/vehicle detection GPU pipeline aborts in thrust::copy_if at a random point after 2-10 "
        "iterations (CUDA 10.0). The maintainer could not reproduce it and another user reports the same "
        "random failure of copy_if in their own project; no conclusion. A bare illegal memory access "
        "with no hardware signature and no fixed point of failure: ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "aidenlab/JuiceboxLegacy/issues/267",
        "aidenlab/JuiceboxLegacy",
        "cuda_error",
        "unknown",
        HUMAN,
        'Exception in thread "main" jcuda.CudaException: CUDA_ERROR_ILLEGAL_ADDRESS',
        r"""
        Exception in thread "main" jcuda.CudaException: CUDA_ERROR_ILLEGAL_ADDRESS
                at jcuda.utils.KernelLauncher.checkResult(KernelLauncher.java:1044)
                at jcuda.utils.KernelLauncher.call(KernelLauncher.java:1030)
                at juicebox.tools.utils.juicer.hiccups.GPUController.process(GPUController.java:120)
                at juicebox.tools.clt.juicer.HiCCUPS.runHiccupsProcessing(HiCCUPS.java:388)
                at juicebox.tools.clt.juicer.HiCCUPS.run(HiCCUPS.java:275)
                at juicebox.tools.HiCTools.main(HiCTools.java:78)
        """,
        "HiCCUPS loop calling on the lab's shared GPU server dies in its CUDA kernel at 29% of the 25 kb "
        "resolution pass. The developers asked whether someone else was using that GPU and wondered about "
        "the server's GPU set-up; the thread (still open) reached no conclusion. A bare illegal address "
        "with no hardware signature: ambiguous.",
        ambiguous=True,
    ),
    # --- network / remote data ---------------------------------------------------------------------
    real(
        GH + "rom1504/embedding-reader/issues/62",
        "rom1504/embedding-reader",
        "connection_error",
        "transient",
        RESTART,
        "aiohttp.client_exceptions.ClientPayloadError: Response payload is not completed",
        r"""
        aiohttp.client_exceptions.ClientPayloadError: Response payload is not completed
        """,
        "A batch job streaming LAION CLIP embeddings and metadata over HTTP (the aesthetic-inference "
        "example's settings) dies mid-loop, 'a few times in the middle of the for loop', not at start: "
        "the remote server closed a transfer early. No maintainer answer; labelled from the log and the "
        "report: a sporadic remote/network fault, resumable from the last processed batch.",
    ),
    # --- missing files / loading -------------------------------------------------------------------
    real(
        GH + "chenhang98/BPR/issues/20",
        "chenhang98/BPR",
        "file_not_found",
        "user_code",
        USER,
        "OSError: ckpts/hrnet48_256.pth is not a checkpoint file",
        r"""
        2021-09-08 09:22:50,421 - mmseg - INFO - Loaded 172518 images
        Traceback (most recent call last):
          File "./tools/test_float.py", line 148, in <module>
            main()
          File "./tools/test_float.py", line 117, in main
            checkpoint = load_checkpoint(model, args.checkpoint, map_location='cpu')
          File "/home/nls1/anaconda3/envs/open-mmlab/lib/python3.7/site-packages/mmcv/runner/checkpoint.py", line 247, in load_checkpoint
            checkpoint = _load_checkpoint(filename, map_location)
          File "/home/nls1/anaconda3/envs/open-mmlab/lib/python3.7/site-packages/mmcv/runner/checkpoint.py", line 222, in _load_checkpoint
            raise IOError(f'{filename} is not a checkpoint file')
        OSError: ckpts/hrnet48_256.pth is not a checkpoint file
        """,
        "BPR's inference stage ('inference the network') stops because the checkpoint path given on the "
        "command line does not exist: mmcv raises 'is not a checkpoint file' when the file is missing; "
        "the reporter had never obtained the trained weights (the issue asks where to get them). A "
        "missing input file that recurs until the user downloads it.",
    ),
    real(
        GH + "cizhenshi/TianchiGuangdong2019_2th/issues/24",
        "cizhenshi/TianchiGuangdong2019_2th",
        "file_not_found",
        "user_code",
        USER,
        "OSError: ./coco_model/cascade_rcnn_r101_fpn_20e_20181129-b46dcede.pth is not a checkpoint file",
        r"""
        OSError: ./coco_model/cascade_rcnn_r101_fpn_20e_20181129-b46dcede.pth is not a checkpoint file
        """,
        "Training the competition's Cascade R-CNN stops because the COCO-pretrained checkpoint the config "
        "points at is absent; the reporter asks whether it was ever uploaded, another user could not find "
        "that version on mmdetection's model zoo. A missing input file: recurs until the user supplies it.",
    ),
    # --- NaN / divergence --------------------------------------------------------------------------
    real(
        GH + "JiDong-CS/icme2019-bytedance-grand-challenge/issues/14",
        "JiDong-CS/icme2019-bytedance-grand-challenge",
        "nan_or_value_error",
        "user_code",
        USER,
        "ERROR:tensorflow:Model diverged with loss = NaN.",
        r"""
        I0410 22:34:05.116471 4483055104 session_manager.py:500] Running local_init_op.
        INFO:tensorflow:Done running local_init_op.
        I0410 22:34:05.160604 4483055104 session_manager.py:502] Done running local_init_op.
        INFO:tensorflow:Saving checkpoints for 0 into finish/model.ckpt.
        I0410 22:34:06.100261 4483055104 basic_session_run_hooks.py:606] Saving checkpoints for 0 into finish/model.ckpt.
        ERROR:tensorflow:Model diverged with loss = NaN.
        E0410 22:34:13.729731 4483055104 basic_session_run_hooks.py:760] Model diverged with loss = NaN.
        tensorflow.python.training.basic_session_run_hooks.NanLossDuringTrainingError: NaN loss during training.
        """,
        "The challenge model's TensorFlow estimator training (run_model.sh) stops at the first steps on "
        "a NaN loss. The reporter had already tried a lower learning rate, a larger batch and other TF "
        "versions; nobody answered beyond 'same problem'. The label rests on the log: a NaN loss from "
        "the data/model, which a restart reproduces.",
    ),
    real(
        GH + "nolanliou/mobile-deeplab-v3-plus/issues/17",
        "nolanliou/mobile-deeplab-v3-plus",
        "nan_or_value_error",
        "user_code",
        USER,
        "ERROR:tensorflow:Model diverged with loss = NaN.",
        r"""
        INFO:tensorflow:Restoring parameters from /root/mobile-deeplab-v3-plus/datasets/people_segmentation/exp/deeplab-v3-plus/train/model.ckpt-0
        INFO:tensorflow:Running local_init_op.
        INFO:tensorflow:Done running local_init_op.
        INFO:tensorflow:Saving checkpoints for 0 into /root/mobile-deeplab-v3-plus/datasets/people_segmentation/exp/deeplab-v3-plus/train/model.ckpt.
        INFO:tensorflow:loss = 1.0444846, step = 0
        INFO:tensorflow:cross_entropy = 0.6935922, learning_rate = 1e-04, total_loss = 1.0444846, train_mean_iou = 0.32585338, train_pixel_accuracy = 0.4993496
        ERROR:tensorflow:Model diverged with loss = NaN.
        Traceback (most recent call last):
          File "run.py", line 552, in <module>
            tf.app.run()
          File "/usr/local/lib/python3.5/dist-packages/tensorflow/python/platform/app.py", line 125, in run
            _sys.exit(main(argv))
          File "run.py", line 539, in main
            train()
          File "run.py", line 433, in train
            tf.estimator.train_and_evaluate(model, train_spec, eval_spec)
        """,
        "DeepLab-v3+ (mobile) training on a people-segmentation dataset diverges right after step 0. "
        "The thread has no answer; the label rests on the log: a NaN loss (data or hyper-parameters), "
        "reproduced by any restart from the same checkpoint.",
    ),
    real(
        GH + "nilboy/tensorflow-yolo/issues/30",
        "nilboy/tensorflow-yolo",
        "nan_or_value_error",
        "user_code",
        USER,
        "AssertionError: Model diverged with loss = NaN",
        r"""
        AssertionError: Model diverged with loss = NaN
        """,
        "Training YOLO from scratch (without the yolo_tiny checkpoint) diverges. The reporter solved it "
        "by starting with a small learning rate and raising it once the loss had come down; a commenter "
        "adds that initial weights/biases and the learning rate cause the divergence. A hyper-parameter "
        "problem: restarting unchanged diverges again.",
    ),
    real(
        GH + "liruiwen/TransCAM/issues/1",
        "liruiwen/TransCAM",
        "model_loading_error",
        "user_code",
        USER,
        "RuntimeError: Error(s) in loading state_dict for Net_sm:",
        r"""
        Removing key trans_cls_head.weight from pretrained checkpoint
        Removing key trans_cls_head.bias from pretrained checkpoint
        Removing key conv_cls_head.weight from pretrained checkpoint
        Removing key conv_cls_head.bias from pretrained checkpoint
        Traceback (most recent call last):
          File "train_TransCAM.py", line 77, in <module>
            model.load_state_dict(model_dict)
          File "/opt/zy/anaconda3/envs/cam/lib/python3.8/site-packages/torch/nn/modules/module.py", line 1482, in load_state_dict
            raise RuntimeError('Error(s) in loading state_dict for {}:\n\t{}'.format(
        RuntimeError: Error(s) in loading state_dict for Net_sm:
                size mismatch for trans_patch_conv.weight: copying a param with shape torch.Size([384, 64, 8, 8]) from checkpoint, the shape in current model is torch.Size([384, 64, 4, 4]).
        """,
        "Training the TransCAM classifier from Conformer-S weights fails at load time: the checkpoint "
        "given (the patch-32 variant) has a different patch-embedding kernel than the model built. The "
        "reporter had downloaded the weights from another repository's link; the wrong checkpoint for "
        "the configuration, which recurs until the right weights are used.",
    ),
    real(
        GH + "JDAI-CV/fast-reid/issues/164",
        "JDAI-CV/fast-reid",
        "model_loading_error",
        "user_code",
        USER,
        "RuntimeError: Error(s) in loading state_dict for ResNet:",
        r"""
        RuntimeError: Error(s) in loading state_dict for ResNet:
        	size mismatch for bn1.num_batches_tracked: copying a param with shape torch.Size([]) from checkpoint, the shape in current model is torch.Size([1]).
        	size mismatch for layer1.0.bn1.num_batches_tracked: copying a param with shape torch.Size([]) from checkpoint, the shape in current model is torch.Size([1]).
        	size mismatch for layer1.0.bn2.num_batches_tracked: copying a param with shape torch.Size([]) from checkpoint, the shape in current model is torch.Size([1]).
        	size mismatch for layer1.0.bn3.num_batches_tracked: copying a param with shape torch.Size([]) from checkpoint, the shape in current model is torch.Size([1]).
        	size mismatch for layer1.0.downsample.1.num_batches_tracked: copying a param with shape torch.Size([]) from checkpoint, the shape in current model is torch.Size([1]).
        """,
        "fast-reid training ('加载预训练模型出错', loading the pretrained backbone) fails: every BatchNorm "
        "num_batches_tracked buffer has a different shape in the checkpoint than in the model, a "
        "checkpoint/PyTorch version mismatch of the user's set-up. Thread closed without more; labelled "
        "from the log: a loading error that recurs on every restart.",
    ),
    real(
        GH + "William-wAng618/M2PT/issues/6",
        "William-wAng618/M2PT",
        "model_loading_error",
        "user_code",
        USER,
        "RuntimeError: Error(s) in loading state_dict for Linear:",
        r"""
            self.mm_projector.load_state_dict(get_w(mm_projector_weights, 'mm_projector'))
          File "/home/anaconda3/envs/M2PT/lib/python3.10/site-packages/torch/nn/modules/module.py", line 2152, in load_state_dict
            raise RuntimeError('Error(s) in loading state_dict for {}:\n\t{}'.format(
        RuntimeError: Error(s) in loading state_dict for Linear:
                Missing key(s) in state_dict: "weight", "bias".
                Unexpected key(s) in state_dict: "0.weight", "0.bias", "2.weight", "2.bias".
        """,
        "Fine-tuning M2PT (a LLaVA-style model) fails loading the multimodal projector: the projector "
        "weights given are a two-layer MLP while the model was built with a single Linear (the reporter's "
        "first attempt also showed size mismatches against empty parameters). The reporter asks for the "
        "right pre-trained weights; no answer. A weights/config mismatch that recurs until fixed.",
    ),
    # --- environment -------------------------------------------------------------------------------
    real(
        GH + "TencentARC/UMT/issues/15",
        "TencentARC/UMT",
        "cuda_error",
        "user_code",
        USER,
        "RuntimeError: CUDA error: no kernel image is available for execution on the device",
        r"""
        RuntimeError: CUDA error: no kernel image is available for execution on the device
        """,
        "Running UMT on an RTX 3090 fails at the first kernel: the installed PyTorch build has no "
        "kernels for sm_86. The maintainer's answer: upgrade PyTorch (1.10+). An environment/build "
        "mismatch that recurs on every restart.",
    ),
    real(
        GH + "guyuchao/PyramidCSA/issues/2",
        "guyuchao/PyramidCSA",
        "import_error",
        "user_code",
        USER,
        "ImportError: /xxxxxxx/Models/PCSA/self_cuda_backend.cpython-36m-x86_64-linux-gnu.so: undefined symbol: _ZN3c105ErrorC1ENS_14SourceLocationERKSs",
        r"""
            import self_cuda_backend as _ext
        ImportError: /xxxxxxx/Models/PCSA/self_cuda_backend.cpython-36m-x86_64-linux-gnu.so: undefined symbol: _ZN3c105ErrorC1ENS_14SourceLocationERKSs
        """,
        "The model's compiled CUDA extension cannot be imported: it was built against a different "
        "PyTorch/CUDA than the one loaded. The maintainer asked for PyTorch >= 1.1 with the system CUDA "
        "matching conda's cudatoolkit (10.0) and a rebuild. An environment mismatch that recurs until "
        "the extension is rebuilt.",
    ),
    real(
        GH + "unlimblue/KNN_CUDA/issues/2",
        "unlimblue/KNN_CUDA",
        "import_error",
        "user_code",
        USER,
        "ImportError: (...)/KNN_CUDA/knn_cuda/csrc/_ext/knn/knn.so: undefined symbol: _ZN3c105ErrorC1ENS_14SourceLocationERKSs",
        r"""
        ImportError: (...)/KNN_CUDA/knn_cuda/csrc/_ext/knn/knn.so: undefined symbol: _ZN3c105ErrorC1ENS_14SourceLocationERKSs
        """,
        "Importing the KNN CUDA extension under PyTorch 1.0.1 fails on a c10 symbol that build does not "
        "export. The maintainer suggested PyTorch 1.1.0 and reinstalling the released wheel; the "
        "reporter confirmed it worked. A version mismatch of the environment: recurs until fixed.",
    ),
    real(
        GH + "drboog/Shifted_Diffusion/issues/13",
        "drboog/Shifted_Diffusion",
        "cuda_error",
        "user_code",
        USER,
        "RuntimeError: The NVIDIA driver on your system is too old (found version 11040).",
        r"""
        RuntimeError: The NVIDIA driver on your system is too old (found version 11040). Please update your GPU driver by downloading and installing a new version from the URL: http://www.nvidia.com/Download/index.aspx Alternatively, go to: https://pytorch.org to install a PyTorch version that has been compiled with your version of the CUDA driver.
        """,
        "Running the project fails at CUDA initialisation: the installed PyTorch was built for a newer "
        "CUDA than the machine's driver (CUDA 11.4) supports. No maintainer answer; the message itself "
        "states the fix (newer driver or a matching PyTorch build). An environment mismatch that recurs "
        "on every restart.",
    ),
    # --- hangs ------------------------------------------------------------------------------------
    real(
        GH + "google-research/pix2seq/issues/9",
        "google-research/pix2seq",
        "hang",
        "unknown",
        HUMAN,
        "I0506 17:39:17.282191 140303732664128 cross_device_ops.py:897] batch_all_reduce: 369 all-reduces with algorithm = nccl, num_packs = 1`",
        r"""
        I0506 17:39:05.239289 140137971300096 model.py:94] train_step begins...
        2022-05-06 17:39:05.620428: I tensorflow/stream_executor/cuda/cuda_dnn.cc:368] Loaded cuDNN version 8100
        I0506 17:39:09.248277 140137962907392 model.py:94] train_step begins...
        2022-05-06 17:39:09.626419: I tensorflow/stream_executor/cuda/cuda_dnn.cc:368] Loaded cuDNN version 8100
        I0506 17:39:13.215021 140137954514688 model.py:94] train_step begins...
        2022-05-06 17:39:13.615836: I tensorflow/stream_executor/cuda/cuda_dnn.cc:368] Loaded cuDNN version 8100
        INFO:tensorflow:batch_all_reduce: 369 all-reduces with algorithm = nccl, num_packs = 1
        I0506 17:39:17.282191 140303732664128 cross_device_ops.py:897] batch_all_reduce: 369 all-reduces with algorithm = nccl, num_packs = 1`
        """,
        "pix2seq multi-GPU training (TensorFlow MirroredStrategy, NCCL all-reduce) prints its first "
        "train steps and then makes no progress, GPUs busy, no error. The maintainer pointed at a "
        "duplicate where the cause 'may be' the pretrained checkpoint being read from a cloud bucket and "
        "blocking (download it locally instead); not confirmed here. A silent hang with no root cause in "
        "the log: ambiguous.",
        ambiguous=True,
    ),
    # --- HPC / scientific GPU codes ----------------------------------------------------------------
    real(
        GH + "lattice/quda/issues/693",
        "lattice/quda",
        "cuda_error",
        "framework_bug",
        USER,
        "  what():  cudaEventSynchronize in future::wait: an illegal memory access was encountered",
        r"""
        MG level 1 (GPU): Tuned block=(32,1,1), shared=0, aux=(0,0,0,0) giving 604.61 Gflop/s, 220.43 GB/s for N4quda23TwistedCloverDslashCudaI6short4S1_S1
        _EE with policy,comm=0111,reconstruct=8,Xpay,dagger,topo=1248
        MG level 1 (GPU): PostTune N4quda23TwistedCloverDslashCudaI6short4S1_S1_EE
        terminate called after throwing an instance of 'thrust::system::system_error'
          what():  cudaEventSynchronize in future::wait: an illegal memory access was encountered
        srun: error: nid03679: task 0: Aborted
        srun: Terminating job step 7355455.0
        srun: Job step aborted: Waiting up to 32 seconds for job step to finish.
        srun: error: nid05031: task 42: Killed
        srun: error: nid06267: task 61: Killed
        srun: error: nid06265: task 59: Killed
        srun: error: nid04508: task 18: Killed
        """,
        "A three-level multigrid solve (lattice QCD, twisted clover) on a Cray's P100 nodes under Slurm "
        "aborts in QUDA on task 0 on every attempt with 16, 32 or 64 GPUs; srun then kills the other "
        "tasks. The maintainers labelled it a bug and closed it after a fix: an illegal memory access "
        "that reproduces with the same set-up is the code's, not the node's (task 0's node only "
        "printed it first).",
        culprit={"nodes": ["nid03679"], "ranks": [0]},
    ),
    real(
        GH + "cms-patatrack/pixeltrack-standalone/issues/188",
        "cms-patatrack/pixeltrack-standalone",
        "cuda_error",
        "framework_bug",
        USER,
        "cudaErrorIllegalAddress: an illegal memory access was encountered",
        r"""
        Found 1 devices
        Processing 1000 events, of which 3 concurrently, with 3 threads.
        terminate called after throwing an instance of 'std::runtime_error'
          what():
        /home/cern/pixeltrack-standalone/src/cuda/CUDACore/CachingDeviceAllocator.h, line 559:
        cudaCheck(error = cudaGetLastError());
        cudaErrorIllegalAddress: an illegal memory access was encountered

        Current stack trace:
         0# cms::cuda::abortOnCudaError(char const*, int, char const*, char const*, char const*, char const*) at /home/cern/pixeltrack-standalone/src/cuda/CUDACore/cudaCheck.h:35
         1# 0x00007F4E4563C37B at /home/cern/pixeltrack-standalone/src/cuda/CUDACore/cudaCheck.h:61
         2# cms::cuda::free_device(int, void*, CUstream_st*) at /home/cern/pixeltrack-standalone/src/cuda/CUDACore/allocate_device.cc:40
         3# HeterogeneousSoA<TrackSoAT<32768> >::~HeterogeneousSoA() at /home/cern/pixeltrack-standalone/src/cuda/CUDADataFormats/HeterogeneousSoA.h:18
        """,
        "The CMS pixel-tracking GPU benchmark crashes with an illegal address when several processes "
        "share the GPU. A maintainer reproduced it (this output is his) and the issue was labelled a "
        "bug (cuda) and closed with a fix. Reproducible with the same concurrency set-up: a code fault "
        "that a restart on any node repeats.",
    ),
    real(
        GH + "ovilab/atomify/issues/345",
        "ovilab/atomify",
        "cuda_oom",
        "framework_bug",
        USER,
        "  what():  cudaCreateTextureObject( & tex_obj , & resDesc, & texDesc, NULL ) error( cudaErrorMemoryAllocation): out of memory ../../lib/kokkos/core/src/Cuda/Kokkos_CudaSpace.cpp:296",
        r"""
        terminate called after throwing an instance of 'std::runtime_error'
          what():  cudaCreateTextureObject( & tex_obj , & resDesc, & texDesc, NULL ) error( cudaErrorMemoryAllocation): out of memory ../../lib/kokkos/core/src/Cuda/Kokkos_CudaSpace.cpp:296
        Traceback functionality not available

        [bigfacet:07706] *** Process received signal ***
        [bigfacet:07706] Signal: Aborted (6)
        [bigfacet:07706] Signal code:  (-6)
        """,
        "Long LAMMPS/Kokkos MD runs (vashishta/kk on single P100s, LAMMPS 20Jun17, CUDA 8.0) crash after "
        "a million or more timesteps, at a non-deterministic step, allocating a CUDA texture object. The "
        "same report was filed with LAMMPS; the pattern (fine for a million steps, then out of memory) "
        "points at device memory leaking in the Kokkos build rather than a problem too large for the "
        "card. No conclusion in this thread; either way the run exhausts device memory again after a "
        "restart: notify the user (upgrade; restart files only as a stopgap).",
    ),
    real(
        GH + "veg/hyphy/issues/1587",
        "veg/hyphy",
        "cuda_oom",
        "framework_bug",
        USER,
        "[requestedSpace:             9223372036854775808 B]",
        r"""
        cudaCustomAllocator out of memory
        [requestedSpace:             9223372036854775808 B]
        [largestContinuousFreeSpace: 16273066496 B]
        [totalFreeSpace:             16273066496 B]
        [16273066496B] = 16273066496B
        ERROR: HipCustomAllocator out of memory
        [requestedSpace:             9223372036854775808 B]
        [largestContinuousFreeSpace: 16273066496 B]
        [totalFreeSpace:             16273066496 B]
        [16273066496B] = 16273066496B
        ERROR:
        You ran out of memory on the GPU(s).
        Each MPI-rank running on a GPU increases the use of GPU-memory. Relion
        tries to distribute load over multiple GPUs to increase performance,
        but doing this in a general and memory-efficient way is difficult.
        Check the device-mapping presented at the beginning of each run,
        """,
        "RELION 3.1.3 (a HIP/DCU build) fails Class3D on the beta-galactosidase test set with an "
        "out-of-memory error while 16 GB are free: the allocator was asked for 2^63 bytes, an overflowed "
        "size from the port rather than a real shortage. Filed in an unrelated repository, no answer; "
        "labelled from the log: the same request fails on every restart, a build/code fault for the user "
        "to take up.",
    ),
    # --- kernel Xid lines --------------------------------------------------------------------------
    real(
        GH + "flashinfer-ai/flashinfer/issues/3869",
        "flashinfer-ai/flashinfer",
        "gpu_xid",
        "framework_bug",
        USER,
        "19:15:34  NVRM: Xid (PCI:0000:9a:00): 31, pid=477445, name=python3, channel 0x00000002, intr 00000000.",
        r"""
        19:14:43  NVRM: Xid (PCI:0000:1a:00): 13, Graphics Exception: ESR 0x57e7b0=0x81e0017 0x57e7b4=0x24 0x57e7a8=0x1f81fb60 0x57e7ac=0x1174
        19:15:34  NVRM: Xid (PCI:0000:9a:00): 31, pid=477445, name=python3, channel 0x00000002, intr 00000000.
                  MMU Fault: ENGINE GRAPHICS GPC0 UNRECOGNIZED_CLIENT faulted @ 0x182400_0030198d.
                  Fault is of type UNRECOGNIZED_FAULT UNRECOGNIZED_ACCESS_TYPE
        19:15:34  Xid 31 PCI:0000:f0:00 pid=477448 ... UNRECOGNIZED_CLIENT ...
        19:15:35  Xid 31 PCI:0000:bd:00 pid=477446 ... UNRECOGNIZED_CLIENT ...
        19:15:36  Xid 31 PCI:0000:df:00 pid=477447 ... UNRECOGNIZED_CLIENT ...
        19:15:37  Xid 31 PCI:0000:73:00 pid=477782 ...
        19:15:37  Xid 31 PCI:0000:62:00 pid=477781 ...
        19:15:37  Xid 31 PCI:0000:40:00 pid=477780 ...
        19:15:39  Xid 31 PCI:0000:1a:00 pid=477779 ...
        19:24:03  NVRM: loading NVIDIA UNIX Open Kernel Module for x86_64 580.82.07  (after host reboot)
        """,
        "An inference job's FlashInfer MNNVL two-shot all-reduce kernel writes out of bounds: Xid 13 "
        "then Xid 31 MMU faults on every GPU of the node (the reporter's summary lines are abbreviated "
        "as posted), the node wedges until rebooted. The thread (title and analysis) places the fault in "
        "the kernel, not the hardware: Xid 13/31 on all GPUs in the same collective are application "
        "faults per NVIDIA's catalog, so the job would fault again as configured (the host still needs "
        "its reboot).",
    ),
]
