# ruff: noqa
"""Real excerpts, batch ZZ10-TGA: held-out (test-fold) failures of GPU training jobs as operators
meet them, gathered from GitHub issue threads of repositories new to the corpus whose
`fold_of(repo)` is "test": NCCL system errors and watchdog timeouts, CUDA launch failures, broken
extension imports, DataLoader workers killed, Hub connection failures, Slurm wall-clock kills, disk
quota on the checkpoint volume, mismatched collectives, and more. Taken as the searches returned them,
not picked for what crashcart can do; nobody ran crashcart on them before they were labelled. Verbatim
log lines as printed in each thread (trimmed to the relevant part); labelled from what each thread
concluded, or from the log where it concluded nothing (the notes say which)."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    # --- setup and version mismatches ------------------------------------------------------------
    real(
        GH + "PrimeIntellect-ai/verifiers/issues/96",
        "PrimeIntellect-ai/verifiers",
        "import_error",
        "user_code",
        USER,
        "ImportError: /root/qwen3-battleship-grpo/.venv/lib/python3.12/site-packages/flash_attn_2_cuda",
        r"""
        ImportError: /root/qwen3-battleship-grpo/.venv/lib/python3.12/site-packages/flash_attn_2_cuda.cpython-312-x86_64-linux-gnu.so: undefined symbol: _ZN3c105ErrorC2ENS_14SourceLocationENSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE
        """,
        "An SFT warm-up run dies importing flash-attention: the prebuilt extension was compiled against "
        "another torch ABI (undefined c10 symbol). The fix suggested in the thread: pin flash-attn to "
        "a release built for the installed torch. The environment is wrong; a restart fails the same way.",
    ),
    # --- Slurm wall clock ---------------------------------------------------------------------------
    real(
        GH + "desihub/desitarget/issues/628",
        "desihub/desitarget",
        "other",
        "user_code",
        USER,
        "CANCELLED AT 2020-07-03T02:59:56 DUE TO TIME LIMIT",
        r"""
        srun: Force Terminated job 32233190
        srun: Job step aborted: Waiting up to 32 seconds for job step to finish.
        slurmstepd: error: *** STEP 32233190.0 ON nid01934 CANCELLED AT 2020-07-03T02:59:56 DUE TO TIME LIMIT ***
        srun: error: nid01934: tasks 2,4-5,7: Terminated
        srun: Terminating job step 32233190.0
        srun: error: nid01935: tasks 8-15: Terminated
        srun: error: nid01934: tasks 0-1,3,6: Terminated
        """,
        "A 16-task srun step on two NERSC nodes is killed by Slurm's time limit after about ten "
        "minutes. The maintainer's diagnosis: no queue was given, so the job went to the debug queue "
        "whose limit is minutes; resubmitting the same command hits the same limit. A submission "
        "mistake for the user to fix, not a transient kill worth requeueing as is.",
    ),
    # --- NCCL --------------------------------------------------------------------------------------
    real(
        GH + "HKUDS/GraphGPT/issues/44",
        "HKUDS/GraphGPT",
        "nccl_timeout",
        "unknown",
        HUMAN,
        "[E ProcessGroupNCCL.cpp:915] [Rank 1] NCCL watchdog thread terminated with",
        r"""
        [E ProcessGroupNCCL.cpp:488] Some NCCL operations have failed or timed out.
         Due to the asynchronous nature of CUDA kernels, subsequent GPU operations
        might run on corrupted/incomplete data.
        [E ProcessGroupNCCL.cpp:494] To avoid data inconsistency, we are taking the
         entire process down.
        [E ProcessGroupNCCL.cpp:915] [Rank 1] NCCL watchdog thread terminated with
        exception: [Rank 1] Watchdog caught collective operation timeout: WorkNCCL(
        SeqNum=778778, OpType=ALLREDUCE, NumelIn=1, NumelOut=1, Timeout(ms)=1800000
        ) ran for 1800413 milliseconds before timing out.
        terminate called after throwing an instance of 'std::runtime_error'
          what():  [Rank 1] NCCL watchdog thread terminated with exception: [Rank 1
        ] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=778778, OpT
        ype=ALLREDUCE, NumelIn=1, NumelOut=1, Timeout(ms)=1800000) ran for 1800413
        milliseconds before timing out.
        """,
        "Eight RTX 4090s time out on a one-element all-reduce right after the first epoch, pasted "
        "with the terminal's line wrapping. The maintainers could not tell the cause from the log and "
        "suggested a rerun (possibly sporadic); another user hit the same and nobody resolved it. Only "
        "the watchdog's symptom is here, no rank names a root cause: ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "ppengtang/oicr/issues/10",
        "ppengtang/oicr",
        "connection_error",
        "unknown",
        HUMAN,
        "F0118 23:24:48.788218 37264 parallel.cpp:135] Check failed: result == ncclSuccess (2 vs. 0)",
        r"""
        F0118 23:24:48.788218 37264 parallel.cpp:135] Check failed: result == ncclSuccess (2 vs. 0)  unhandled system error. *** Check failure stack trace: ***
        """,
        "Caffe's multi-GPU solver aborts with NCCL's unhandled system error at start-up, with CUDA 8 "
        "and 9 alike. Neither the maintainer nor a later reporter found the cause. A bare NCCL system "
        "error can be a socket, shared-memory or library problem; nothing in the log decides: ambiguous.",
        ambiguous=True,
    ),
    # --- CUDA --------------------------------------------------------------------------------------
    real(
        GH + "BVLC/caffe/issues/786",
        "BVLC/caffe",
        "cuda_error",
        "unknown",
        HUMAN,
        "F0725 01:08:55.576004 10039 syncedmem.cpp:55] Check failed: error == cudaSuccess (4 vs. 0)",
        r"""
        I0725 01:06:17.916695 10039 solver.cpp:66] Restoring previous solver status from convnet_iter_25000.solverstate
        I0725 01:06:18.531533 10039 solver.cpp:312] SGDSolver: restoring history
        I0725 01:06:18.621152 10039 solver.cpp:106] Iteration 25000, Testing net
        I0725 01:08:52.277266 10039 solver.cpp:147] Test score #0: 0.3901
        I0725 01:08:52.277325 10039 solver.cpp:147] Test score #1: 3.1283
        F0725 01:08:55.576004 10039 syncedmem.cpp:55] Check failed: error == cudaSuccess (4 vs. 0)  unspecified launch failure
        *** Check failure stack trace: ***
            @     0x7f1c4da37b4d  google::LogMessage::Fail()
            @     0x7f1c4da3bb67  google::LogMessage::SendToLog()
            @     0x7f1c4da399e9  google::LogMessage::Flush()
            @     0x7f1c4da39ced  google::LogMessageFatal::~LogMessageFatal()
            @           0x4709f3  caffe::SyncedMemory::to_gpu()
            @           0x470579  caffe::SyncedMemory::mutable_gpu_data()
            @           0x45aadd  caffe::Blob<>::mutable_gpu_data()
            @           0x4465dc  caffe::SGDSolver<>::ComputeUpdateValue()
            @           0x44776e  caffe::Solver<>::Solve()
            @           0x41af86  main
            @     0x7f1c4ad09cdd  __libc_start_main
            @           0x41abe9  (unknown)
        Aborted
        """,
        "Resuming from a solver snapshot, the first update after the test pass dies with CUDA's "
        "unspecified launch failure. The thread never settled it (one later commenter blamed memory on "
        "their own machine); no Xid, no repeat information: a bare launch failure, ambiguous.",
        ambiguous=True,
    ),
    # --- DataLoader / host memory -----------------------------------------------------------------
    real(
        GH + "FoNDUE-HTR/Documentation/issues/21",
        "FoNDUE-HTR/Documentation",
        "dataloader_killed",
        "framework_bug",
        USER,
        "RuntimeError: DataLoader worker (pid(s) 8260) exited unexpectedly",
        r"""
        RuntimeError: DataLoader worker (pid(s) 8260) exited unexpectedly
        """,
        "kraken's `ketos segtrain` systematically ends this way: on the cluster the OOM killer reports "
        "the kill, locally the process eats all 32 GB of RAM. With a later kraken commit the reporter "
        "found it better (a memory growth in the software). Recurs until the software is upgraded: "
        "notify, no restart.",
    ),
    # --- Hub / network -----------------------------------------------------------------------------
    real(
        GH + "2noise/ChatTTS/issues/159",
        "2noise/ChatTTS",
        "connection_error",
        "user_code",
        USER,
        "requests.exceptions.ConnectTimeout: (MaxRetryError(\"HTTPSConnectionPool(host='huggingface.co'",
        r"""
        huggingface_hub.utils._errors.LocalEntryNotFoundError:  An error happened while trying to locate the files on the Hub and we cannot find the appropriate snapshot folder for the specified revision on the local disk. Please check your internet connection and try again.
        requests.exceptions.ConnectTimeout: (MaxRetryError("HTTPSConnectionPool(host='huggingface.co', port=443): Max retries exceeded with url: /api/models/2Noise/ChatTTS/revision/main (Caused by ConnectTimeoutError(<urllib3.connection.HTTPSConnection object at 0x7fae6c729690>, 'Connection to huggingface.co timed out. (connect timeout=None)'))"), '(Request ID: dedf7ad6-f7cf-4dc0-b688-66a2e7a96270)')
        """,
        "Two pastes of the same start-up failure (the summary line, then the cause from a comment): "
        "the machine cannot reach huggingface.co at all and nothing is cached. The reporter solved it "
        "by pointing the model path at a local copy from ModelScope. The network policy of the host, "
        "not a Hub outage: a rerun fails identically.",
    ),
    # --- device-side asserts -------------------------------------------------------------------
    real(
        GH + "lcylmhlcy/Semantic-segmentation/issues/3",
        "lcylmhlcy/Semantic-segmentation",
        "assertion_error",
        "user_code",
        USER,
        "Assertion `t >= 0 && t < n_classes` failed.",
        r"""
        /opt/conda/conda-bld/pytorch_1591914858187/work/aten/src/THCUNN/SpatialClassNLLCriterion.cu:106: cunn_SpatialClassNLLCriterion_updateOutput_kernel: block: [54,0,0], thread: [447,0,0] Assertion `t >= 0 && t < n_classes` failed.
        Traceback (most recent call last):
          File "train.py", line 117, in <module>
            loss.backward()
          File "/home/likp/anaconda3/lib/python3.8/site-packages/torch/tensor.py", line 198, in backward
            torch.autograd.backward(self, gradient, retain_graph, create_graph)
          File "/home/likp/anaconda3/lib/python3.8/site-packages/torch/autograd/__init__.py", line 98, in backward
            Variable._execution_engine.run_backward(
        RuntimeError: CUDA error: device-side assert triggered (free_blocks at /opt/conda/conda-bld/pytorch_1591914858187/work/c10/cuda/CUDACachingAllocator.cpp:707)
        """,
        "A segmentation training run: the NLL loss kernel's bounds assert fires (a label id outside "
        "the configured classes) and the backward pass then reports the device-side assert. The "
        "thread's answer is not in what was read; from the log, a label/num-classes mismatch in the "
        "user's data or config that recurs on every run.",
    ),
    real(
        GH + "pytorch/examples/issues/342",
        "pytorch/examples",
        "assertion_error",
        "user_code",
        USER,
        "Assertion `t >= 0 && t < n_classes` failed.",
        r"""
        /build/python-pytorch/src/pytorch-0.3.1-py3-cuda/torch/lib/THCUNN/ClassNLLCriterion.cu:101: void cunn_ClassNLLCriterion_updateOutput_kernel(Dtype *, Dtype *, Dtype *, signed long *, Dtype *, int, int, int, int, signed long) [with Dtype = float, Acctype = float]: block: [0,0,0], thread: [1,0,0] Assertion `t >= 0 && t < n_classes` failed.
        THCudaCheck FAIL file=/build/python-pytorch/src/pytorch-0.3.1-py3-cuda/torch/lib/THC/generic/THCStorage.c line=36 error=59 : device-side assert triggered
        Traceback (most recent call last):
          File "train.py", line 457, in <module>
            main()
          File "train.py", line 207, in main
            train(train_loader, model, criterion, optimizer, epoch)
        """,
        "The ImageNet example adapted to a custom dataset loader runs for some passes, then the "
        "classification loss asserts on a target outside [0, n_classes) and THC reports error 59. "
        "From the log (the thread's close reason was not read): a label out of range in the user's "
        "data, met again at the same batch on a rerun.",
    ),
    # --- model loading ---------------------------------------------------------------------------
    real(
        GH + "acids-ircam/RAVE/issues/196",
        "acids-ircam/RAVE",
        "model_loading_error",
        "user_code",
        USER,
        "RuntimeError: Error(s) in loading state_dict for RAVE:",
        r"""
        File "/content/miniconda/lib/python3.9/site-packages/torch/nn/modules/module.py", line 1671, in load_state_dict raise RuntimeError('Error(s) in loading state_dict for {}:\n\t{}'.format(
        RuntimeError: Error(s) in loading state_dict for RAVE:
        size mismatch for decoder.net.22.weight_g: copying a param with shape torch.Size([16, 1, 1]) from checkpoint, the shape in current model is torch.Size([32, 1, 1]).
        size mismatch for decoder.net.22.weight_v: copying a param with shape torch.Size([16, 96, 7]) from checkpoint, the shape in current model is torch.Size([32, 96, 7]).
        """,
        "Resuming a RAVE training run from its last checkpoint fails: the model built now has other "
        "shapes than the saved one (the full log in the thread also shows `Path not found: v2.gin`, "
        "which suggests the model was built from another configuration than the checkpoint's). No "
        "answer was read; from the log, a config mismatch on the user's side that fails every resume.",
    ),
    # --- rendezvous --------------------------------------------------------------------------------
    real(
        GH + "FanqingM/MM-Eureka-V0/issues/16",
        "FanqingM/MM-Eureka-V0",
        "connection_error",
        "user_code",
        USER,
        "torch.distributed.DistNetworkError: The client socket has timed out after 600000ms",
        r"""
        torch.distributed.DistNetworkError: The client socket has timed out after 600000ms while trying to connect to (PRIVATE_IP, PORT)
        """,
        "A single-node, three-GPU torchrun GRPO run (master 127.0.0.1) fails to connect to its own "
        "TCPStore. The reporter solved it by downgrading package versions: an environment problem, "
        "not a flaky network, so a restart with the same environment fails again.",
    ),
    # --- mismatched collectives ------------------------------------------------------------------
    real(
        GH + "ACEsuit/mace/issues/1348",
        "ACEsuit/mace",
        "runtime_error",
        "framework_bug",
        USER,
        "[rank0]: RuntimeError: Detected mismatch between collectives on ranks.",
        r"""
        2025-12-12 07:53:11.184 INFO: Epoch 98: head: Default, loss=0.00148793, RMSE_E_per_atom= 6.60 meV, RMSE_F= 63.04 meV / A
        2025-12-12 07:53:41.557 INFO: Epoch 99: head: Default, loss=0.00150423, RMSE_E_per_atom= 5.69 meV, RMSE_F= 63.86 meV / A
        2025-12-12 07:53:41.557 INFO: Training complete
        2025-12-12 07:53:41.557 INFO:
        2025-12-12 07:53:41.557 INFO: ===========RESULTS===========
        2025-12-12 07:53:41.561 INFO: Loading checkpoint: ./checkpoints/MACE_run-1_epoch-7.pt
        /conda/mace/lib/python3.10/site-packages/torch/distributed/utils.py", line 294, in _verify_param_shape_across_processes
        [rank0]: return dist._verify_params_across_processes(process_group, tensors, logger)
        [rank0]: RuntimeError: Detected mismatch between collectives on ranks. Rank 0 is running collective: CollectiveFingerPrint(SequenceNumber=633704, OpType=ALLGATHER, TensorShape=[1], TensorDtypes=Long, TensorDeviceTypes=TensorOptions(dtype=float (default), device=cuda, layout=Strided (default
        """,
        "Multi-GPU MACE training stops early on patience and, loading the best checkpoint for the "
        "second stage, the ranks run different collectives (the collective fingerprint check names "
        "the mismatch). The reporter gives it as a case with an identified cause: early stopping on "
        "several GPUs in MACE's training flow, not the machine. It recurs at the same point.",
    ),
    # --- divergence --------------------------------------------------------------------------------
    real(
        GH + "NVIDIA/DeepLearningExamples/issues/543",
        "NVIDIA/DeepLearningExamples",
        "nan_or_value_error",
        "user_code",
        USER,
        "Training Iteration: 2933  average_loss : nan",
        r"""
        DLL 2020-06-04 01:04:20.355678 - PARAMETER loss_scale : 2.9103830456733704e-11
        DLL 2020-06-04 01:04:46.877511 - PARAMETER loss_scale : 1.4551915228366852e-11
        DLL 2020-06-04 01:05:13.367301 - PARAMETER loss_scale : 7.275957614183426e-12
        DLL 2020-06-04 01:05:39.811061 - PARAMETER loss_scale : 3.637978807091713e-12
        DLL 2020-06-04 01:06:06.321747 - PARAMETER loss_scale : 1.8189894035458565e-12
        DLL 2020-06-04 01:06:32.701254 - PARAMETER loss_scale : 9.094947017729282e-13
        DLL 2020-06-04 01:06:59.118005 - PARAMETER loss_scale : 4.547473508864641e-13
        DLL 2020-06-04 01:07:25.551221 - PARAMETER loss_scale : 2.2737367544323206e-13
        DLL 2020-06-04 01:07:52.015120 - PARAMETER loss_scale : 1.1368683772161603e-13
        DLL 2020-06-04 01:08:18.556966 - PARAMETER loss_scale : 5.684341886080802e-14
        DLL 2020-06-04 01:08:45.038577 - PARAMETER loss_scale : 2.842170943040401e-14
        DLL 2020-06-04 01:09:11.565880 - PARAMETER loss_scale : 1.4210854715202004e-14
        DLL 2020-06-04 01:09:11.569757 - Training Epoch: 0 Training Iteration: 2933  average_loss : nan  step_loss : 1.0703125  learning_rate : 0.003161792362931437
        ...
        DLL 2020-06-04 01:52:46.876485 - PARAMETER loss_scale : 4.484155085839415e-44
        DLL 2020-06-04 01:53:13.320243 - PARAMETER loss_scale : 2.2420775429197073e-44
        DLL 2020-06-04 01:53:39.827341 - PARAMETER loss_scale : 1.1210387714598537e-44
        """,
        "BERT pretraining in fp16: the dynamic loss scale halves at every step (overflow after "
        "overflow) until the average loss turns nan, and keeps shrinking towards 1e-44. The issue is "
        "labelled a bug; its resolution was not in what was read, so the label rests on the log: "
        "divergence that a restart from the same checkpoint and settings meets again.",
    ),
    real(
        GH + "NVIDIA/DeepLearningExamples/issues/529",
        "NVIDIA/DeepLearningExamples",
        "nan_or_value_error",
        "user_code",
        USER,
        "ERROR:tensorflow:Model diverged with loss = NaN.",
        r"""
        Skipping time record for  2505  due to checkpoint-saving/warmup overhead
        Skipping time record for  2505  due to checkpoint-saving/warmup overhead
        ERROR:tensorflow:Model diverged with loss = NaN.
        E0526 15:34:12.011717 140569525946176 basic_session_run_hooks.py:760] Model diverged with loss = NaN.
        ERROR:tensorflow:Model diverged with loss = NaN.
        E0526 15:34:12.012056 139992964126528 basic_session_run_hooks.py:760] Model diverged with loss = NaN.
        ERROR:tensorflow:Model diverged with loss = NaN.
        ERROR:tensorflow:Model diverged with loss = NaN.
        E0526 15:34:12.016564 139828350265152 basic_session_run_hooks.py:760] Model diverged with loss = NaN.
        E0526 15:34:12.016430 140295853721408 basic_session_run_hooks.py:760] Model diverged with loss = NaN.
        """,
        "TensorFlow BERT-Large pretraining on 8 V100s with hyper-parameters the reporter adjusted to "
        "fit 16 GB: after three days every worker's NaN hook stops the run. Resolution not in what "
        "was read; from the log, divergence under the user's settings (learning rate and batch "
        "changed from the recipe), not an infrastructure fault.",
    ),
    # --- illegal memory access ---------------------------------------------------------------------
    real(
        GH + "facebookresearch/Detectron/issues/32",
        "facebookresearch/Detectron",
        "cuda_error",
        "framework_bug",
        USER,
        "what():  [enforce fail at context_gpu.h:170] . Encountered CUDA error: an illegal memory access",
        r"""
        terminate called after throwing an instance of 'caffe2::EnforceNotMet'
          what():  [enforce fail at context_gpu.h:170] . Encountered CUDA error: an illegal memory access was encountered Error from operator:
        input: "gpu_0/rpn_cls_logits_fpn2_w_grad" input: "gpu_1/rpn_cls_logits_fpn2_w_grad" output: "gpu_0/rpn_cls_logits_fpn2_w_grad" name: "" type: "Add" device_option { device_type: 1 cuda_gpu_id: 0 }
        *** Aborted at 1516866180 (unix time) try "date -d @1516866180" if you are using GNU date ***
        terminate called recursively
        terminate called recursively
        terminate called recursively
        PC: @     0x7ff67559f428 gsignal
        terminate called recursively
        terminate called recursively
        E0125 07:43:00.745853 55683 pybind_state.h:422] Exception encountered running PythonOp function: RuntimeError: [enforce fail at context_gpu.h:307] error == cudaSuccess. 77 vs 0. Error at: /mnt/hzhida/project/caffe2/caffe2/core/context_gpu.h:307: an illegal memory access was encountered
        """,
        "Detectron on Caffe2: one GPU trains, two or four crash at once in the cross-GPU gradient "
        "Add with an illegal memory access. The maintainers labelled it an upstream (Caffe2) bug; "
        "users report it gone after switching the all-reduce to NCCL (USE_NCCL True). It reproduces "
        "on every multi-GPU start until the reduction path changes. Not a faulty GPU: no node to cordon.",
    ),
    real(
        GH + "clw5180/remote_sensing_object_detection_2019/issues/13",
        "clw5180/remote_sensing_object_detection_2019",
        "cuda_error",
        "unknown",
        HUMAN,
        "RuntimeError: CUDA error: an illegal memory access was encountered",
        r"""
        RuntimeError: CUDA error: an illegal memory access was encountered
        terminate called without an active exception
        """,
        "Two-GPU `torch.distributed.launch` training of a maskrcnn-benchmark derivative dies with an "
        "illegal memory access. Nobody answered beyond 'have you solved it'. A bare illegal memory "
        "access with no Xid and no repeat information: user code and hardware both possible.",
        ambiguous=True,
    ),
    # --- missing code ------------------------------------------------------------------------------
    real(
        GH + "Z-GCNETs/Z-GCNETs/issues/1",
        "Z-GCNETs/Z-GCNETs",
        "import_error",
        "framework_bug",
        USER,
        "ModuleNotFoundError: No module named 'load_dataset'",
        r"""
        error ModuleNotFoundError: No module named 'load_dataset'
        """,
        "The training script imports a module the repository never shipped; the authors fixed it by "
        "uploading load_dataset.py. Nothing to retry: the code must change.",
    ),
    # --- checkpoints that do not load ------------------------------------------------------------
    real(
        GH + "Puzer/stylegan-encoder/issues/17",
        "Puzer/stylegan-encoder",
        "model_loading_error",
        "user_code",
        HUMAN,
        "_pickle.UnpicklingError: invalid load key, '<'.",
        r"""
        _pickle.UnpicklingError: invalid load key, '<'.
        """,
        "Restarting a StyleGAN training job from its network snapshot pickle fails, for every "
        "snapshot. The reporter found the cause: the snapshot files had been corrupted by a bad "
        "transfer between two machines. A restart would load the same broken files again; someone "
        "must fetch intact snapshots first (a clear case for a human, not an ambiguous one).",
    ),
    real(
        GH + "WongKinYiu/yolov9/issues/265",
        "WongKinYiu/yolov9",
        "model_loading_error",
        "user_code",
        USER,
        "_pickle.UnpicklingError: invalid load key, '<'.",
        r"""
        Traceback (most recent call last):
          File "/content/yolov9/train.py", line 634, in <module>
            main(opt)
          File "/content/yolov9/train.py", line 528, in main
            train(opt.hyp, opt, device, callbacks)
          File "/content/yolov9/train.py", line 108, in train
            ckpt = torch.load(weights, map_location='cpu')  # load checkpoint to CPU to avoid CUDA memory leak
          File "/usr/local/lib/python3.10/dist-packages/torch/serialization.py", line 1040, in load
            return _legacy_load(opened_file, map_location, pickle_module, **pickle_load_args)
          File "/usr/local/lib/python3.10/dist-packages/torch/serialization.py", line 1258, in _legacy_load
            magic_number = pickle_module.load(f, **pickle_load_args)
        _pickle.UnpicklingError: invalid load key, '<'.
        """,
        "YOLOv9 training loads its initial weights and torch.load finds an HTML page ('<') instead "
        "of a checkpoint. The reporter's own conclusion: a typo (the weights path/URL was wrong). "
        "The user's command is at fault; a rerun fails identically.",
    ),
    # --- killed ------------------------------------------------------------------------------------
    real(
        GH + "xk-huang/yet-another-vectornet/issues/37",
        "xk-huang/yet-another-vectornet",
        "host_oom",
        "unknown",
        HUMAN,
        "Killed",
        r"""
        Processing...
        100%|██████████████████████████████████| 205944/205944 [18:54<00:00, 181.58it/s]
        Killed
        """,
        "`python train.py` preprocesses 205,944 samples and is then killed without a message. The "
        "maintainer only guesses OOM ('I would like to assume oom'); no kernel or cgroup OOM record "
        "was posted. A bare kill: most likely host memory, but nothing in the log proves it.",
        ambiguous=True,
    ),
    # --- ColossalAI ----------------------------------------------------------------------------------
    real(
        GH + "hpcaitech/ColossalAI/issues/3749",
        "hpcaitech/ColossalAI",
        "assertion_error",
        "user_code",
        USER,
        "Assertion `srcIndex < srcSelectDimSize` failed.",
        r"""
        INFO     colossalai - colossalai - INFO: Tokenizing inputs... This may take some time...
        Episode [1/100]:   0%|                                                                             | 0/10 [00:00<?, ?it/s]../aten/src/ATen/native/cuda/Indexing.cu:1141: indexSelectLargeIndex: block: [394,0,0], thread: [0,0,0] Assertion `srcIndex < srcSelectDimSize` failed.
        ../aten/src/ATen/native/cuda/Indexing.cu:1141: indexSelectLargeIndex: block: [394,0,0], thread: [1,0,0] Assertion `srcIndex < srcSelectDimSize` failed.
        ../aten/src/ATen/native/cuda/Indexing.cu:1141: indexSelectLargeIndex: block: [394,0,0], thread: [2,0,0] Assertion `srcIndex < srcSelectDimSize` failed.
        """,
        "ColossalAI-Chat PPO with a BLOOM actor and a separately trained reward model: the first "
        "episode's embedding lookup asserts on an index past the table (a token id outside a model's "
        "vocabulary, e.g. tokenizer and model mismatched). No answer was read; from the log, a "
        "device-side assert from the user's model/data combination that recurs on every run.",
    ),
    real(
        GH + "hpcaitech/ColossalAI/issues/3582",
        "hpcaitech/ColossalAI",
        "other",
        "unknown",
        HUMAN,
        "  exitcode  : 1",
        r"""
        Traceback (most recent call last):
          File "/home/anaconda3/envs/colossalaipy39/lib/python3.9/site-packages/torch/distributed/run.py", line 762, in main
            run(args)
          File "/home/anaconda3/envs/colossalaipy39/lib/python3.9/site-packages/torch/distributed/run.py", line 753, in run
            elastic_launch(
          File "/home/anaconda3/envs/colossalaipy39/lib/python3.9/site-packages/torch/distributed/launcher/api.py", line 132, in __call__
            return launch_agent(self._config, self._entrypoint, list(args))
          File "/home/anaconda3/envs/colossalaipy39/lib/python3.9/site-packages/torch/distributed/launcher/api.py", line 246, in launch_agent
            raise ChildFailedError(
        torch.distributed.elastic.multiprocessing.errors.ChildFailedError:
        ============================================================
        train.py FAILED
        ------------------------------------------------------------
        Root Cause (first observed failure):
        [0]:
          time      : 2023-04-17_17:02:33
          host      : gpu21
          rank      : 1 (local_rank: 0)
          exitcode  : 1
          error_file: <N/A>
          traceback : To enable traceback see: https://pytorch.org/docs/stable/elastic/errors.html
        ============================================================
        """,
        "Two-node ViT training started with `colossalai run --host gpu21,gpu11`: only the launcher's "
        "summary was posted, a worker on gpu21 exited with code 1 and no traceback was captured. The "
        "thread has no answer. A bare exit code with the cause elsewhere: ambiguous.",
        culprit={"nodes": ["gpu21"], "ranks": [1]},
        ambiguous=True,
    ),
    # --- cluster plumbing ----------------------------------------------------------------------------
    real(
        GH + "aws/aws-parallelcluster/issues/2407",
        "aws/aws-parallelcluster",
        "node_failure",
        "framework_bug",
        USER,
        "srun: error: Node failure on g4dn-nxlarge-dy-g4dnxlarge-1",
        r"""
        $ srun -p g4dn-nxlarge --constraint g4dn.xlarge --pty /bin/bash -l
        srun: error: Node failure on g4dn-nxlarge-dy-g4dnxlarge-1
        srun: Force Terminated job 19
        srun: error: Job allocation 19 has been revoked

        $ srun -p ondemand-g4dn-p3-m4 --constraint g4dn-xlarge-ondemand --pty /bin/bash -l
        srun: error: Node failure on ondemand-g4dn-p3-m4-dy-g4dnxlarge-1
        srun: Force Terminated job 20
        srun: error: Job allocation 20 has been revoked
        """,
        "Jobs on g4dn GPU nodes of an AWS ParallelCluster die with Slurm node failures, spot and "
        "on-demand alike, while m4/p3 nodes work. The issue became a ParallelCluster bug (labelled "
        "'pending release'): nodes fail to bootstrap when encrypted_ephemeral is set (Alinux2, "
        "CentOS8). Not bad hardware: a fresh node fails the same way until the config or version "
        "changes, so cordoning or retrying does not help.",
        culprit={"nodes": ["g4dn-nxlarge-dy-g4dnxlarge-1"], "ranks": []},
    ),
    # --- more NCCL / optimizer --------------------------------------------------------------------
    real(
        GH + "lsdefine/simple_GRPO/issues/46",
        "lsdefine/simple_GRPO",
        "nccl_timeout",
        "unknown",
        HUMAN,
        "Watchdog caught collective operation timeout: WorkNCCL(SeqNum=45390, OpType=ALLREDUCE",
        r"""
        1021/100000 [45:39<51:20:53,  1.87s/it][rank2]:[E723 01:58:45.510486595 ProcessGroupNCCL.cpp:632] [Rank 2] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=45390, OpType=ALLREDUCE, NumelIn=544997376, NumelOut=544997376, Timeout(ms)=600000) ran for 600061 milliseconds before timing out.
        [rank2]:[E723 01:58:45.511299168 ProcessGroupNCCL.cpp:2268] [PG ID 1 PG GUID 1 Rank 2]  failure detected by watchdog at work sequence id: 45390 PG status: last enqueued work: 45403, last completed work: 45389
        [rank2]:[E723 01:58:45.511334660 ProcessGroupNCCL.cpp:670] Stack trace of the failed collective not found, potentially because FlightRecorder is disabled. You can enable it by setting TORCH_NCCL_TRACE_BUFFER_SIZE to a non-zero value.
        [rank2]:[E723 01:58:45.511452851 ProcessGroupNCCL.cpp:2103] [PG ID 1 PG GUID 1 Rank 2] First PG on this rank to signal dumping.
        """,
        "A GRPO run crashes after 45 minutes (step 1021) with an all-reduce that never completed on "
        "rank 2; nothing in the thread or the log says why the other ranks did not arrive (open, no "
        "answer). A watchdog timeout without a root cause: ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "chfyfr/PixelPonder/issues/2",
        "chfyfr/PixelPonder",
        "runtime_error",
        "user_code",
        USER,
        "[rank0]: RuntimeError: tensor does not have a device",
        r"""
        [rank0]: File "/home/z/.local/lib/python3.10/site-packages/deepspeed/ops/adam/cpu_adam.py", line 163, in step
        [rank0]: self.ds_opt_adam.adam_update(self.opt_id, state['step'], group['lr'], beta1, beta2, group['eps'],
        [rank0]: RuntimeError: tensor does not have a device
        Steps: 0%| | 0/500000 [00:04<?, ?it/s]
        """,
        "Training with DeepSpeed ZeRO-3 and optimizer/parameter offload to CPU fails at the first "
        "optimizer step inside DeepSpeed's CPU Adam. The authors answered that they never used ZeRO-3 "
        "and shipped their own training config; the user's offload configuration is the problem and "
        "fails at step 0 every time.",
    ),
    # --- GPU memory ----------------------------------------------------------------------------------
    real(
        GH + "abacaj/fine-tune-mistral/issues/3",
        "abacaj/fine-tune-mistral",
        "cuda_oom",
        "user_code",
        USER,
        "torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 732.00 MiB",
        r"""
        Variable._execution_engine.run_backward(  # Calls into the C++ engine to run the backward pass
        torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 732.00 MiB (GPU 0; 24.00 GiB total capacity; 20.62 GiB already allocated; 0 bytes free; 22.68 GiB reserved in total by PyTorch) If reserved memory is >> allocated memory try setting max_split_size_mb to avoid fragmentation.
        """,
        "Full fine-tuning of Mistral-7B on one 24 GB RTX 3090 runs out of memory in the backward "
        "pass. The maintainer: the recipe needs several GPUs (or QLoRA); the reporter agreed. The job "
        "does not fit the hardware; a restart OOMs again.",
    ),
    real(
        GH + "starVLA/starVLA/issues/23",
        "starVLA/starVLA",
        "cuda_oom",
        "user_code",
        USER,
        "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 11.50 GiB.",
        r"""
        torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 11.50 GiB. GPU 0 has a total capacity of 23.51 GiB of which 9.38 GiB is free. Including non-PyTorch memory, this process has 13.70 GiB memory in use. Of the allocated memory 13.03 GiB is allocated by PyTorch...
        """,
        "Training QwenGR00T on a single 24 GB RTX 4090 fails in `accelerator.prepare` even with "
        "expandable segments. The maintainer: full fine-tuning does not fit (an A100-80GB struggles); "
        "freeze the Qwen backbone and train only the adapters. A configuration problem, not transient.",
    ),
    real(
        GH + "instructlab/instructlab/issues/2666",
        "instructlab/instructlab",
        "cuda_oom",
        "user_code",
        USER,
        "[rank0]: torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 238.00 MiB.",
        r"""
        $ ilab model train --pipeline accelerated --device cuda --gpus 1 --data-path /home/instruct/.local/share/instructlab/datasets/2025-03-27_083611/skills_train_msgs_2025-03-27T08_36_20.jsonl --model-path /home/instruct/.cache/instructlab/models/instructlab/granite-7b-lab/ --optimize-memory
        .................
        ... snip ...
        .................
        [rank0]: torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 238.00 MiB. GPU 0 has a total capacity of 22.05 GiB of which 10.81 MiB is free. Process 43872 has 4.97 GiB memory in use. Including non-PyTorch memory, this process has 17.05 GiB memory in use. Of the allocated memory 15.43 GiB is allocated by PyTorch, and 1.07 GiB is reserved by PyTorch but unallocated. If reserved but unallocated memory is large try setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  See documentation for Memory Management  (https://pytorch.org/docs/stable/notes/cuda.html#environment-variables)
        """,
        "Training granite-7b with InstructLab's accelerated pipeline on a 24 GB L4 runs out of GPU "
        "memory (another process also holds 5 GB of the card), and the recommended memory switches "
        "change nothing. Not resolved in the thread; from the log, a model/GPU-size mismatch that "
        "recurs on every attempt.",
    ),
    # --- storage -------------------------------------------------------------------------------------
    real(
        GH + "NOAA-EPIC/EAGLE/issues/121",
        "NOAA-EPIC/EAGLE",
        "storage_error",
        "storage",
        USER,
        "OSError: [Errno 122] Disk quota exceeded",
        r"""
        ...
          File "/scratch5/NCEPDEV/rstprod/Jun.Wang/mlwp/20260325/EAGLE/src/conda/envs/training/lib/python3.12/site-packages/triton/compiler/compiler.py", line 314, in compile
            metadata_group[ir_filename] = fn_cache_manager.put(module, ir_filename)
                                          ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
          File "/scratch5/NCEPDEV/rstprod/Jun.Wang/mlwp/20260325/EAGLE/src/conda/envs/training/lib/python3.12/site-packages/triton/runtime/cache.py", line 116, in put
            with open(temp_path, mode) as f:
                 ^^^^^^^^^^^^^^^^^^^^^
        OSError: [Errno 122] Disk quota exceeded
        """,
        "The training step of the EAGLE weather model on an HPC system dies while Triton writes a "
        "compiled kernel to its cache; the run directory has plenty of space, so the quota hit is on "
        "another file system (Triton's cache defaults to the home directory). The thread's "
        "resolution was not in what was read; from the log, a quota on the user's storage that "
        "recurs until the cache is moved or space freed.",
    ),
    # --- node health checks --------------------------------------------------------------------------
    real(
        GH + "IBM/CAST/issues/123",
        "IBM/CAST",
        "cuda_error",
        "unknown",
        HUMAN,
        "FAILED: sierra1133 Failed during cudaGetDeviceCount: initialization error",
        r"""
        [root@sierra1133:epilog.d]# /admin/scripts/test_sierra_node
        FAILED: sierra1133 Failed during cudaGetDeviceCount: initialization error
        """,
        "LLNL's Sierra: after some jobs end, the epilog's GPU check on the node cannot even "
        "initialise CUDA, and no further job can use its GPUs until the node is rebooted. Nobody "
        "knew why (the site hoped NVIDIA could tell from the stuck nodes). A node that must be "
        "rebooted and examined before it takes work, with no hardware signature in the log: for a "
        "person to decide.",
        culprit={"nodes": ["sierra1133"], "ranks": []},
        ambiguous=True,
    ),
    # --- streaming from the Hub ------------------------------------------------------------------
    real(
        GH + "SmerkyG/gptcore/issues/2",
        "SmerkyG/gptcore",
        "connection_error",
        "transient",
        RESTART,
        "'(ProtocolError('Connection aborted.', RemoteDisconnected('Remote end closed connection without response'))",
        r"""
        '(ProtocolError('Connection aborted.', RemoteDisconnected('Remote end closed connection without response')), '(Request ID: fd98ddf
        2-4690-4322-b018-8226d93d2e7d)')' thrown while requesting GET https://huggingface.co/datasets/monology/pile-uncopyrighted/resolve/main/train/14.jsonl.zst
        """,
        "GPTCore training streams the Pile from the Hugging Face Hub and, about ten minutes in, the "
        "Hub closes a download connection and the run crashes. The maintainer: a sporadic failure of "
        "streaming from the Hub, seen now and then; pre-downloading a shard avoids it. A remote "
        "disconnect, not the user's code: resume from the last checkpoint (and cache the data).",
    ),
    # --- shared memory ------------------------------------------------------------------------------
    real(
        GH + "logicalclocks/hopsworks/issues/1557",
        "logicalclocks/hopsworks",
        "os_error",
        "user_code",
        USER,
        "RuntimeError: unable to write to file </torch_739_144252761_4>: No space left on device (28)",
        r"""
        RuntimeError: DataLoader worker (pid 729) is killed by signal: Bus error. It is possible that dataloader's workers are out of shared memory. Please try to raise your shared memory limit.
        Traceback (most recent call last):
          File "/srv/hops/anaconda/envs/hopsworks_environment/lib/python3.10/multiprocessing/queues.py", line 244, in _feed
            obj = _ForkingPickler.dumps(obj)
          File "/srv/hops/anaconda/envs/hopsworks_environment/lib/python3.10/multiprocessing/reduction.py", line 51, in dumps
            cls(buf, protocol).dump(obj)
          File "/srv/hops/anaconda/envs/hopsworks_environment/lib/python3.10/site-packages/torch/multiprocessing/reductions.py", line 618, in reduce_storage
            fd, size = storage._share_fd_cpu_()
          File "/srv/hops/anaconda/envs/hopsworks_environment/lib/python3.10/site-packages/torch/storage.py", line 451, in wrapper
            return fn(self, *args, **kwargs)
          File "/srv/hops/anaconda/envs/hopsworks_environment/lib/python3.10/site-packages/torch/storage.py", line 526, in _share_fd_cpu_
            return super()._share_fd_cpu_(*args, **kwargs)
        RuntimeError: unable to write to file </torch_739_144252761_4>: No space left on device (28)
        """,
        "PyTorch training inside a Hopsworks Jupyter/job container: DataLoader workers fill the "
        "container's default 64 MB /dev/shm. The reporter's diagnosis: the container's shared-memory "
        "size, which the platform should make configurable. The same limit is hit on every rerun: "
        "fewer workers or a larger /dev/shm.",
    ),
    # --- process-group start-up --------------------------------------------------------------------
    real(
        GH + "meta-llama/llama-cookbook/issues/126",
        "meta-llama/llama-cookbook",
        "runtime_error",
        "user_code",
        USER,
        "RuntimeError: Distributed package doesn't have NCCL built in",
        r"""
          File "/home/baoxuanlin/anaconda3/envs/llama2-nightly/lib/python3.10/site-packages/torch/distributed/distributed_c10d.py", line 1268, in _new_process_group_helper
            raise RuntimeError("Distributed package doesn't have NCCL built in")
        RuntimeError: Distributed package doesn't have NCCL built in
        Traceback (most recent call last):
          File "/home/baoxuanlin/code/llama-recipes/llama_finetuning.py", line 253, in <module>
            fire.Fire(main)
          File "/home/baoxuanlin/anaconda3/envs/llama2-nightly/lib/python3.10/site-packages/fire/core.py", line 141, in Fire
            component_trace = _Fire(component, args, parsed_flag_args, context, name)
          File "/home/baoxuanlin/anaconda3/envs/llama2-nightly/lib/python3.10/site-packages/fire/core.py", line 475, in _Fire
            component, remaining_args = _CallAndUpdateTrace(
          File "/home/baoxuanlin/anaconda3/envs/llama2-nightly/lib/python3.10/site-packages/fire/core.py", line 691, in _CallAndUpdateTrace
            component = fn(*varargs, **kwargs)
          File "/home/baoxuanlin/code/llama-recipes/llama_finetuning.py", line 57, in main
            setup()
          File "/home/baoxuanlin/code/llama-recipes/utils/train_utils.py", line 295, in setup
            dist.init_process_group("nccl")
        """,
        "Multi-GPU FSDP fine-tuning with a freshly installed PyTorch nightly fails in "
        "init_process_group: the installed torch build has no NCCL (the reporter had swapped the "
        "pinned CUDA wheel for a nightly from another channel). The thread's close was not read; from "
        "the log, a broken environment that fails identically on every launch.",
    ),
    real(
        GH + "zai-org/ChatGLM-6B/issues/1232",
        "zai-org/ChatGLM-6B",
        "connection_error",
        "unknown",
        HUMAN,
        "RuntimeError: [1] is setting up NCCL communicator and retreiving ncclUniqueId from [0]",
        r"""
        │   3147 │   │   work = group.barrier(opts=opts)                                                   │
        │   3148                                                                                           │
        ╰──────────────────────────────────────────────────────────────────────────────────────────────────╯

        RuntimeError: [1] is setting up NCCL communicator and retreiving ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: Socket Timeout
        Exception raised from recvBytes at /opt/conda/conda-bld/pytorch_1670525552843/work/torch/csrc/distributed/c10d/Utils.hpp:594 (most recent call first):
        frame #0: c10::Error::Error(c10::SourceLocation, std::string) + 0x57 (0x7f799348f457 in /opt/conda/lib/python3.10/site-packages/torch/lib/libc10.so)
        frame #1: c10::detail::torchCheckFail(char const*, char const*, unsigned int, char const*) + 0x68 (0x7f79934594b5 in /opt/conda/lib/python3.10/site-packages/torch/lib/libc10.so)
        frame #2: c10d::TCPStore::doWait(c10::ArrayRef<std::string>, std::chrono::duration<long, std::ratio<1l, 1000l> >) + 0xd8 (0x7f79ca652918 in
        """,
        "ChatGLM-6B P-tuning on two GPUs: rank 1 gives up waiting at the first barrier for rank 0 to "
        "publish the NCCL unique id. The issue is open without an answer; rank 0 may have been busy "
        "(e.g. preprocessing past the store timeout) or unreachable, and the log does not say which: "
        "ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "davisking/dlib/issues/2905",
        "davisking/dlib",
        "cuda_error",
        "unknown",
        HUMAN,
        "what():  Error while calling cudaOccupancyMaxPotentialBlockSize(&num_blocks,&num_threads,K)",
        r"""
        terminate called after throwing an instance of 'dlib::cuda_error'
          what():  Error while calling cudaOccupancyMaxPotentialBlockSize(&num_blocks,&num_threads,K) in file dlib/dlib/cuda/cuda_utils.h:186. code: 98, reason: invalid device function
        """,
        "A dlib network training on an RTX 4090 dies after hours (about 120k steps) with 'invalid "
        "device function', although the same kernels ran the whole time; relaunching resumes from "
        "the last sync file as if nothing happened. The reporter wonders about a faulty GPU and the "
        "maintainer had no explanation. A random CUDA failure with no hardware record: ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "modelscope/FunASR/issues/2317",
        "modelscope/FunASR",
        "nccl_timeout",
        "user_code",
        USER,
        "[rank0]:[E ProcessGroupNCCL.cpp:563] [Rank 0] Watchdog caught collective operation timeout",
        r"""
        [rank0]:[E ProcessGroupNCCL.cpp:563] [Rank 0] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=3437, OpType=ALLREDUCE, NumelIn=4311252, NumelOut=4311252, Timeout(ms)=600000) ran for 600057 milliseconds before timing out.
        [rank1]:[E ProcessGroupNCCL.cpp:563] [Rank 1] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=3437, OpType=ALLREDUCE, NumelIn=1, NumelOut=1, Timeout(ms)=600000) ran for 600076 milliseconds before timing out.
        [2024-12-18 16:44:15,305][root][INFO] - Validate epoch: 1, rank: 1

        [rank1]:[E ProcessGroupNCCL.cpp:1537] [PG 0 Rank 1] Timeout at NCCL work: 3437, last enqueued NCCL work: 3437, last completed NCCL work: 3436.
        [rank1]:[E ProcessGroupNCCL.cpp:577] [Rank 1] Some NCCL operations have failed or timed out. Due to the asynchronous nature of CUDA kernels, subsequent GPU operations might run on corrupted/incomplete data.
        [rank1]:[E ProcessGroupNCCL.cpp:583] [Rank 1] To avoid data inconsistency, we are taking the entire process down.
        [rank1]:[E ProcessGroupNCCL.cpp:1414] [PG 0 Rank 1] Process group watchdog thread terminated with exception: [Rank 1] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=3437, OpType=ALLREDUCE, NumelIn=1, NumelOut=1, Timeout(ms)=600000) ran for 600076 milliseconds before timing out.
        """,
        "FunASR training works on one GPU and times out on two, whatever the batch size. The issue "
        "is unanswered, but the log itself shows why: at the same sequence number rank 0 is in a "
        "4.3M-element gradient all-reduce while rank 1 all-reduces a single value and has moved on "
        "to validation. The ranks run different collectives (uneven work per rank), which recurs on "
        "every run: fix the code/data split, do not restart.",
    ),
    real(
        GH + "huggingface/parler-tts/issues/90",
        "huggingface/parler-tts",
        "dataset_loading_error",
        "transient",
        RESTART,
        "huggingface_hub.utils._errors.HfHubHTTPError: 500 Server Error: Internal Server Error",
        r"""
        huggingface_hub.utils._errors.HfHubHTTPError: 500 Server Error: Internal Server Error for url: https://huggingface.co/api/datasets/ylacombe/jenny-tts-6h-tagged (Request ID: Root=1-66a52066-71972f3e210bcd0c4d252223;fc1aef1f-e20e-417b-b00a-8fe47be13bf6)

        Internal Error - We're working hard to fix this as soon as possible!
        """,
        "Fine-tuning Parler-TTS from the official Colab: the training script's request for the "
        "dataset's metadata gets a 500 from the Hub. The maintainer: the Hub was down for a while; "
        "the reporter confirmed it worked again later. A transient server-side error: rerun.",
    ),
]
