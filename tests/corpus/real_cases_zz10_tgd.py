# ruff: noqa
"""Real excerpts, batch ZZ10-TGD (held-out, test fold): failures from HPC and scientific GPU
computing and from non-PyTorch training stacks, as their users paste them. PaddlePaddle's and
MXNet's allocator messages, JAX/XLA's RESOURCE_EXHAUSTED and coordination-service barriers, NCCL
failures seen through Marian, t5x and DeepBench, MPI+CUDA codes (mpi4jax, Trilinos, CoMD-CUDA,
LAMMPS/Kokkos, LBPM, ACEMD, DeePMD-kit), Slurm cgroup OOM kills and wall-clock limits from workflow
engines, Ray actors dying under GPU RL jobs, quota and download failures. Every repository maps to
the test fold and was not in the corpus before; nobody tunes rules on these. Verbatim log lines as
printed in public threads, labelled from what each thread concluded, or from the log where it
concluded nothing (the notes say which)."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    # --- GPU memory: allocators of other frameworks --------------------------------------------
    real(
        GH + "PaddlePaddle/ERNIE/issues/479",
        "PaddlePaddle/ERNIE",
        "cuda_oom",
        "user_code",
        USER,
        "Out of memory error on GPU 0. Cannot allocate 25.000244MB memory on GPU 0, available memory is only 2.349999MB.",
        r"""
        ----------------------
        Error Message Summary:
        ----------------------
        ResourceExhaustedError: 

        Out of memory error on GPU 0. Cannot allocate 25.000244MB memory on GPU 0, available memory is only 2.349999MB.

        Please check whether there is any other process using GPU 0.
        1. If yes, please stop them, or start PaddlePaddle on another GPU.
        2. If no, please try one of the following suggestions:
           1) Decrease the batch size of your model.
           2) FLAGS_fraction_of_gpu_memory_to_use is 0.50 now, please set it to a higher value but less than 1.0.
              The command is `export FLAGS_fraction_of_gpu_memory_to_use=xxx`.

         at (D:\1.7.1\paddle\paddle\fluid\memory\detail\system_allocator.cc:150)
        """,
        "PaddlePaddle's ResourceExhaustedError while fine-tuning ERNIE in dygraph mode: the GPU has 2.3 MB "
        "left and the allocator is capped at half the card (FLAGS_fraction_of_gpu_memory_to_use=0.50). No "
        "maintainer answer is visible; from the log, a GPU out-of-memory that recurs with the same batch "
        "size and memory fraction: the user must change the configuration.",
    ),
    real(
        GH + "apache/mxnet/issues/5340",
        "apache/mxnet",
        "cuda_oom",
        "user_code",
        USER,
        "src/storage/./pooled_storage_manager.h:80: cudaMalloc failed: out of memory",
        r"""
        [20:01:40] src/operator/./cudnn_convolution-inl.h:55: Running performance tests to find the best convolution algorithm, this can take a while... (setting env variable MXNET_CUDNN_AUTOTUNE_DEFAULT to 0 to disable)
        [20:01:42] /home/travis/build/dmlc/mxnet-distro/mxnet-build/dmlc-core/include/dmlc/./logging.h:300: [20:01:42] src/storage/./pooled_storage_manager.h:80: cudaMalloc failed: out of memory

        Stack trace returned 50 entries:
        [bt] (0) /usr/local/lib/python2.7/dist-packages/mxnet/libmxnet.so(+0x13be6c) [0x7fb35aa3ee6c]
        [bt] (1) /usr/local/lib/python2.7/dist-packages/mxnet/libmxnet.so(+0xc9b7b0) [0x7fb35b59e7b0]
        [bt] (2) /usr/local/lib/python2.7/dist-packages/mxnet/libmxnet.so(+0xc9d637) [0x7fb35b5a0637]
        """,
        "An MXNet LSTM classifier runs out of GPU memory right after cuDNN autotuning, even with batch "
        "size 1. MXNet's pooled storage manager cannot get more device memory; the thread (closed) "
        "reached no other cause. A GPU OOM is a property of the model, data and settings: the same run "
        "fails again, the user must shrink it.",
    ),
    real(
        GH + "deepinsight/insightface/issues/257",
        "deepinsight/insightface",
        "cuda_oom",
        "user_code",
        USER,
        "mxnet.base.MXNetError: [11:41:11] src/storage/./pooled_storage_manager.h:108: cudaMalloc failed: out of memory",
        r"""
        Traceback (most recent call last):
          File "train_softmax.py", line 485, in <module>
            main()
          File "train_softmax.py", line 482, in main
            train_net(args)
          File "train_softmax.py", line 476, in train_net
            epoch_end_callback = epoch_cb )
          File "/usr/local/lib/python2.7/dist-packages/mxnet/module/base_module.py", line 512, in fit
            self.update()
          File "/usr/local/lib/python2.7/dist-packages/mxnet/module/module.py", line 651, in update
            self._kvstore, self._exec_group.param_names)
          File "/usr/local/lib/python2.7/dist-packages/mxnet/model.py", line 134, in _update_params_on_kvstore
            kvstore.push(name, grad_list, priority=-index)
          File "/usr/local/lib/python2.7/dist-packages/mxnet/kvstore.py", line 232, in push
            self.handle, mx_uint(len(ckeys)), ckeys, cvals, ctypes.c_int(priority)))
          File "/usr/local/lib/python2.7/dist-packages/mxnet/base.py", line 149, in check_call
            raise MXNetError(py_str(_LIB.MXGetLastError()))
        mxnet.base.MXNetError: [11:41:11] src/storage/./pooled_storage_manager.h:108: cudaMalloc failed: out of memory
        """,
        "Face-recognition training (train_softmax.py) fails in the kvstore push of the gradients with "
        "MXNet's cudaMalloc out of memory. The helpers ask how much GPU memory the reporter has and which "
        "loss they use: the model and batch do not fit the card. User configuration, recurs as is.",
    ),
    real(
        GH + "google-deepmind/alphafold/issues/1023",
        "google-deepmind/alphafold",
        "cuda_oom",
        "user_code",
        USER,
        "jaxlib.xla_extension.XlaRuntimeError: RESOURCE_EXHAUSTED: Out of memory while trying to allocate 7406166528 bytes.",
        r"""
        jaxlib.xla_extension.XlaRuntimeError: RESOURCE_EXHAUSTED: Out of memory while trying to allocate 7406166528 bytes.
        """,
        "AlphaFold (JAX) on a GPU: XLA cannot allocate 7.4 GB for a large prediction and some outputs "
        "are missing. The thread has no answer; from the log, a device out-of-memory for this input on "
        "this GPU, which recurs until the user changes the input size, GPU or memory settings.",
    ),
    real(
        GH + "sokrypton/ColabFold/issues/65",
        "sokrypton/ColabFold",
        "cuda_oom",
        "user_code",
        USER,
        "RuntimeError: RESOURCE_EXHAUSTED: Out of memory while trying to allocate 14285187448 bytes.",
        r"""
        RuntimeError                              Traceback (most recent call last)

        /usr/local/lib/python3.7/dist-packages/jax/interpreters/xla.py in _execute_compiled(compiled, avals, handlers, kept_var_idx, *args)
            958           for i, x in enumerate(args)
            959           if x is not token and i in kept_var_idx))
        --> 960   out_bufs = compiled.execute(input_bufs)
            961   check_special(xla_call_p.name, out_bufs)
            962   return [handler(*bs) for handler, bs in zip(handlers, _partition_outputs(avals, out_bufs))]

        RuntimeError: RESOURCE_EXHAUSTED: Out of memory while trying to allocate 14285187448 bytes.
        """,
        "ColabFold (JAX) predicting a 600-residue protein asks XLA for 14 GB on the Colab GPU. Notebook "
        "form of the traceback. A device OOM for this sequence length on this GPU: it recurs until the "
        "user shortens the input or gets a larger card.",
    ),
    real(
        GH + "mpi4jax/mpi4jax/issues/106",
        "mpi4jax/mpi4jax",
        "cuda_oom",
        "user_code",
        USER,
        "Error 2 cudaErrorMemoryAllocation: out of memory",
        r"""
        cudaStreamSynchronize failed with the following error:
        	Error 2 cudaErrorMemoryAllocation: out of memory--------------------------------------------------------------------------
        MPI_ABORT was invoked on rank 1 in communicator MPI_COMM_WORLD
        with errorcode 0.

        NOTE: invoking MPI_ABORT causes Open MPI to kill all MPI processes.
        You may or may not see output from other processes, depending on
        exactly when Open MPI kills them.
        --------------------------------------------------------------------------
        [uc2n488:987641:0:987641] Caught signal 11 (Segmentation fault: invalid permissions for mapped object at address 0x1527cda20a00)
        """,
        "mpi4jax with CUDA-aware MPI (MPI4JAX_USE_CUDA_MPI=1) on a cluster node: the shallow-water example "
        "aborts with cudaErrorMemoryAllocation, then a segfault. Maintainer: 'This last error is an OOM. "
        "MPI operations require that you set aside some extra memory' -- reduce JAX's preallocated share "
        "of GPU memory. A configuration fault that recurs; the segfault is the echo.",
    ),
    real(
        GH + "google-research/t5x/issues/832",
        "google-research/t5x",
        "cuda_oom",
        "user_code",
        USER,
        "NCCL WARN Cuda failure 'out of memory'",
        r"""
        gpu-st-p4d-24xlarge-25:15647:15647 [0] external/nccl_archive/src/enqueue.cc:128 NCCL WARN Cuda failure 'out of memory'
        gpu-st-p4d-24xlarge-25:15647:15647 [0] NCCL INFO Bootstrap : Using eth0:172.31.224.66<0>
        gpu-st-p4d-24xlarge-25:15647:15647 [0] NCCL INFO NET/Plugin : No plugin found (libnccl-net.so), using internal implementation
        gpu-st-p4d-24xlarge-25:15647:15647 [0] NCCL INFO cudaDriverVersion 11040
        NCCL version 2.13.4+cudaCUDA_MAJOR.CUDA_MINOR

        gpu-st-p4d-24xlarge-25:15647:15647 [0] external/nccl_archive/src/init.cc:1075 NCCL WARN Cuda failure 'out of memory'
        gpu-st-p4d-24xlarge-25:15647:15647 [0] NCCL INFO external/nccl_archive/src/init.cc:1106 -> 1
        2022-10-13 04:16:09.849660: E external/org_tensorflow/tensorflow/compiler/xla/pjrt/pjrt_stream_executor_client.cc:2130] Execution of replica 0 failed: INTERNAL: external/org_tensorflow/tensorflow/compiler/xla/service/gpu/nccl_utils.cc:266: NCCL operation ncclCommInitRank(comm.get(), nranks, id, rank) failed: unhandled cuda error
        """,
        "t5x on several p4d nodes: NCCL cannot allocate its buffers ('Cuda failure out of memory') when "
        "XLA initialises the communicator, so ncclCommInitRank fails with 'unhandled cuda error'. The "
        "reporter read it as an OOM and found that a batch of 1 did not help (XLA preallocates most of the "
        "GPU, leaving NCCL nothing). From the log: GPU memory exhausted by the job's own settings; it "
        "recurs until the memory fraction or setup changes.",
    ),
    # --- host memory and scheduler limits --------------------------------------------------------
    real(
        GH + "nextflow-io/nextflow/issues/5932",
        "nextflow-io/nextflow",
        "host_oom",
        "user_code",
        USER,
        "slurmstepd: error: Detected 1 oom_kill event in StepId=11300781.0.",
        r"""
        slurmstepd: error: Detected 1 oom_kill event in StepId=11300781.0. Some of the step tasks have been OOM Killed. srun: error: sdumont6156: task 0: Out Of Memory
        """,
        "Quantum ESPRESSO (the CUDA build, pw.x) on 4 nodes x 16 MPI tasks under Slurm with --mem=64Gb: "
        "the step is killed by the cgroup OOM handler. The reporter pasted the Slurm messages on one line "
        "and asks how to remove the error; the thread has no answer. From the log: host memory of the job "
        "step exceeded its request, which recurs until the user requests more memory or uses fewer tasks "
        "per node.",
    ),
    real(
        GH + "DataBiosphere/toil/issues/4706",
        "DataBiosphere/toil",
        "other",
        "transient",
        RESTART,
        "slurmstepd-phoenix-07: error: *** JOB 1449736 ON phoenix-07 CANCELLED AT 2023-12-03T12:47:09 DUE TO TIME LIMIT ***",
        r"""
        slurmstepd-phoenix-07: error: *** JOB 1449736 ON phoenix-07 CANCELLED AT 2023-12-03T12:47:09 DUE TO TIME LIMIT ***
        """,
        "A long job under Toil's Slurm batch system reaches its wall-clock limit; Slurm cancels it and "
        "Toil silently starts it again. The thread is about Toil not reporting the timeout. A wall-clock "
        "limit is the scheduler's, not a fault of the node or the code: requeue and continue from the "
        "last checkpoint.",
    ),
    real(
        GH + "hkust-nlp/simpleRL-reason/issues/98",
        "hkust-nlp/simpleRL-reason",
        "host_oom",
        "unknown",
        HUMAN,
        "The actor is dead because its worker process has died. Worker exit type: SYSTEM_ERROR",
        r"""
        The actor is dead because its worker process has died. Worker exit type: SYSTEM_ERROR Worker exit detail: Worker unexpectedly exits with a connection error code 2. End of file. There are some potential root causes. (1) The process is killed by SIGKILL by OOM killer due to high memory usage. (2) ray stop --force is called. (3) The worker is crashed unexpectedly due to SIGSEGV or other unexpected errors.

        ---------------------------------------
        Job 'raysubmit_7wNNGHdVi92R8wt2' failed
        ---------------------------------------

        Status message: Job entrypoint command failed with exit code 1, last available logs (truncated to 20,000 chars):
        """,
        "GRPO training with verl on a 48 GB vGPU: a Ray worker dies 'almost every time' although the "
        "reporter shrank the batch to 8. Ray lists three possible causes (host OOM killer, ray stop, a "
        "crash); the thread has no answer. Nothing in the log says which: a human must look at dmesg and "
        "the worker logs.",
        ambiguous=True,
    ),
    # --- NCCL seen from non-PyTorch stacks -------------------------------------------------------
    real(
        GH + "marian-nmt/marian-dev/issues/899",
        "marian-nmt/marian-dev",
        "connection_error",
        "user_code",
        USER,
        "Error: NCCL error 2 'unhandled system error' - /marian/src/training/communicator_nccl.h:43: ncclGroupEnd()",
        r"""
        [2022-01-13 14:49:59] [MPI rank 0 out of 1]: GPU[0]
        [2022-01-13 14:49:59] [MPI rank 0 out of 1]: GPU[1]
        [2022-01-13 14:49:59] [MPI rank 0 out of 1]: GPU[2]
        [2022-01-13 14:49:59] [MPI rank 0 out of 1]: GPU[3]
        [2022-01-13 14:49:59] [memory] Extending reserved space to 9088 MB (device gpu0)
        [2022-01-13 14:50:00] [memory] Extending reserved space to 9088 MB (device gpu1)
        [2022-01-13 14:50:00] [memory] Extending reserved space to 9088 MB (device gpu2)
        [2022-01-13 14:50:00] [memory] Extending reserved space to 9088 MB (device gpu3)
        [2022-01-13 14:50:00] [comm] Using NCCL 2.8.3 for GPU communication
        [2022-01-13 14:50:00] [comm] Using global sharding
        [2022-01-13 14:50:23] Error: NCCL error 2 'unhandled system error' - /marian/src/training/communicator_nccl.h:43: ncclGroupEnd()
        [2022-01-13 14:50:23] Error: Aborted from void marian::NCCLCommunicator::groupEnd() const in /marian/src/training/communicator_nccl.h:43
        """,
        "Marian transformer-big training works on 1 and 2 GPUs but NCCL fails with 'unhandled system error' "
        "on 4. Maintainer: most likely Marian was compiled with MPI support and run on a single node, which "
        "is not well tested; build with the default flags. The reporter removed MPI from the build and the "
        "error did not come back. A build/configuration fault: recurs until rebuilt.",
    ),
    real(
        GH + "marian-nmt/marian-dev/issues/998",
        "marian-nmt/marian-dev",
        "connection_error",
        "framework_bug",
        USER,
        "[2023-04-21 19:17:31] Error: NCCL error 2 'unhandled system error' - /marian/src/training/communicator_nccl.h:43: ncclGroupEnd()",
        r"""
        [2023-04-21 19:17:31] Error: NCCL error 2 'unhandled system error' - /marian/src/training/communicator_nccl.h:43: ncclGroupEnd()
        [2023-04-21 19:17:31] Error: Aborted from void marian::NCCLCommunicator::groupEnd() const in /marian/src/training/communicator_nccl.h:43
        [CALL STACK]
        [0x561c348a40d2] marian::NCCLCommunicator:: groupEnd () const + 0x222
        """,
        "Training on Vertex AI (GCP, Kubernetes) with more than one A100 never starts: NCCL's ncclGroupEnd "
        "fails with 'unhandled system error'. The reporter found that building Marian against a recent NCCL "
        "instead of Marian's old NCCL fork fixes it. A version incompatibility in the build: every restart "
        "fails the same way until the dependency is upgraded.",
    ),
    real(
        GH + "google-research/t5x/issues/864",
        "google-research/t5x",
        "cuda_error",
        "unknown",
        HUMAN,
        "NCCL operation ncclAllReduce(send_buffer, recv_buffer, element_count, dtype, reduce_op, comm, gpu_stream) failed: un",
        r"""
        2022-10-23 01:07:26.771566: E external/org_tensorflow/tensorflow/compiler/xla/pjrt/pjrt_stream_executor_client.cc:2153] Ex
        ecution of replica 1 failed: INTERNAL: external/org_tensorflow/tensorflow/compiler/xla/service/gpu/nccl_all_reduce_thunk.c
        c:70: NCCL operation ncclAllReduce(send_buffer, recv_buffer, element_count, dtype, reduce_op, comm, gpu_stream) failed: un
        handled cuda error
        Traceback (most recent call last):
          File "/home/yihan/data/token/t5x/t5x/train.py", line 757, in <module>
            gin_utils.run(main)
        """,
        "t5x fine-tuning on an A6000 server: XLA's NCCL all-reduce fails with 'unhandled cuda error' on both "
        "nodes (the lines are wrapped as pasted). The thread is open with no diagnosis and no NCCL_DEBUG "
        "output. An unhandled CUDA error inside NCCL can be memory, driver, P2P or hardware: needs a human.",
        ambiguous=True,
    ),
    real(
        GH + "baidu-research/DeepBench/issues/97",
        "baidu-research/DeepBench",
        "cuda_error",
        "unknown",
        HUMAN,
        "what():  NCCL failure: unhandled cuda error in nccl_mpi_all_reduce.cu at line: 86 rank: 0",
        r"""
         NCCL MPI AllReduce
         Num Ranks: 2
        ----------------------------------------------------------------------------------------------------
            # of floats    bytes transferred    Avg Time (msec)    Max Time (msec)
        ----------------------------------------------------------------------------------------------------
        terminate called after throwing an instance of 'std::runtime_error'
        terminate called after throwing an instance of 'std::runtime_error'
          what():  NCCL failure: unhandled cuda error in nccl_mpi_all_reduce.cu at line: 86 rank: 0

        [jetson-3:29969] *** Process received signal ***
        [jetson-3:29969] Signal: Aborted (6)
        [jetson-3:29969] Signal code:  (-6)
          what():  NCCL failure: unhandled cuda error in nccl_mpi_all_reduce.cu at line: 86 rank: 1

        [jetson-2:08669] *** Process received signal ***
        [jetson-2:08669] Signal: Aborted (6)
        [jetson-2:08669] Signal code:  (-6)
        [jetson-2:08669] *** End of error message ***
        [jetson-3:29969] *** End of error message ***
        --------------------------------------------------------------------------
        Primary job  terminated normally, but 1 process returned
        a non-zero exit code. Per user-direction, the job has been aborted.
        """,
        "DeepBench's MPI+NCCL all-reduce across two Jetson boards: both ranks abort at the first all-reduce "
        "with 'unhandled cuda error' although other MPI programs and the single-node benchmark work. The "
        "issue is open with no diagnosis; the log does not say which CUDA call failed. Needs a human.",
        ambiguous=True,
    ),
    real(
        GH + "ayaka14732/llama-2-jax/issues/20",
        "ayaka14732/llama-2-jax",
        "connection_error",
        "user_code",
        USER,
        "jaxlib.xla_extension.XlaRuntimeError: DEADLINE_EXCEEDED: Barrier timed out. Barrier_id: PjRT_Client_Connect.",
        r"""
        Traceback (most recent call last):
          File "/root/llama-2-jax/train.py", line 146, in <module>
            main()
          File "/root/llama-2-jax/train.py", line 89, in main
            jax.distributed.initialize(coordinator_address="localhost", num_processes=8, process_id=0)
          File "/root/miniconda3/envs/jax/lib/python3.11/site-packages/jax/_src/distributed.py", line 180, in initialize
            global_state.initialize(coordinator_address, num_processes, process_id,
          File "/root/miniconda3/envs/jax/lib/python3.11/site-packages/jax/_src/distributed.py", line 95, in initialize
            self.client.connect()
        jaxlib.xla_extension.XlaRuntimeError: DEADLINE_EXCEEDED: Barrier timed out. Barrier_id: PjRT_Client_Connect. Timed out task names:
        /job:jax_worker/replica:0/task:1
        /job:jax_worker/replica:0/task:6
        /job:jax_worker/replica:0/task:3
        /job:jax_worker/replica:0/task:2
        /job:jax_worker/replica:0/task:5
        /job:jax_worker/replica:0/task:7
        /job:jax_worker/replica:0/task:4
        """,
        "The reporter ran `python train.py` once on a GPU node; the script calls "
        "jax.distributed.initialize(num_processes=8, process_id=0) and the coordinator waits for seven "
        "processes that were never launched. No answer in the thread; from the log, a launch that does not "
        "match the script's process count: every retry times out the same way until the user starts all "
        "processes or changes the call.",
    ),
    # --- MPI + CUDA scientific codes -------------------------------------------------------------
    real(
        GH + "trilinos/Trilinos/issues/4762",
        "trilinos/Trilinos",
        "other",
        "framework_bug",
        USER,
        "[rzansel46:108415] Signal: Segmentation fault (11)",
        r"""
        [rzansel46:108415] *** Process received signal ***
        [rzansel46:108415] Signal: Segmentation fault (11)
        [rzansel46:108415] Signal code: Address not mapped (1)
        [rzansel46:108415] Failing at address: 0x20007f210280
        [rzansel46:108415] [ 0] [0x2000000504d8]
        [rzansel46:108415] [ 1] [0x0]
        """,
        "MiniEM (Panzer) on LLNL's rzansel with IBM Spectrum MPI crashes as soon as "
        "TPETRA_ASSUME_CUDA_AWARE_MPI=1 is set, and runs to completion without it; Spectrum MPI, based on "
        "Open MPI, has known CUDA-aware problems in this version. A deterministic MPI-stack incompatibility, "
        "not a node fault: the same setting crashes again, the user must unset it or change MPI.",
    ),
    real(
        GH + "NVIDIA/CoMD-CUDA/issues/6",
        "NVIDIA/CoMD-CUDA",
        "cuda_error",
        "framework_bug",
        USER,
        "CUDA error 77: an illegal memory access was encountered",
        r"""
        mpirun -n 2 ./bin/CoMD-cuda-mpi -e -x 98 -y 49 -z 49 -i 2 -m thread_atom_nl -N 1000

        Error in file gpu_utility.c at line 604
        CUDA error 77: an illegal memory access was encountered
        """,
        "The maintainers' own repro of a bug (labelled bug): the multi-GPU EAM method with neighbour lists "
        "crashes with an illegal memory access in long simulations, suspected in the neighbour-list "
        "rebuild. A code bug that recurs at the same point with the same input: no restart helps.",
    ),
    real(
        GH + "lammps/lammps/issues/456",
        "lammps/lammps",
        "cuda_error",
        "framework_bug",
        USER,
        "what():  cudaDeviceSynchronize() error( cudaErrorIllegalAddress): an illegal memory access was encountered ../../lib/kokkos/core/src/Cuda/Kokkos_Cuda_Impl.cpp:122",
        r"""
        terminate called after throwing an instance of 'std::runtime_error'
          what():  cudaDeviceSynchronize() error( cudaErrorIllegalAddress): an illegal memory access was encountered ../../lib/kokkos/core/src/Cuda/Kokkos_Cuda_Impl.cpp:122
        Traceback functionality not available


        Thread 1 "lmp_kokkos_cuda" received signal SIGABRT, Aborted.
        """,
        "GCMC with ReaxFF under KOKKOS/CUDA: the same script works on CPU and fails on any number of GPUs of "
        "two models (GTX Titan, P100); labelled bug, kokkos_package. A deterministic bug in the GPU code "
        "path, not the hardware: the user must avoid the combination until it is fixed.",
    ),
    real(
        GH + "deepmodeling/deepmd-kit/issues/472",
        "deepmodeling/deepmd-kit",
        "cuda_error",
        "framework_bug",
        USER,
        "CUDA_ERROR_ILLEGAL_ADDRESS: an illegal memory access was encountered",
        r"""
        2021-04-05 12:21:07.174540: E tensorflow/stream_executor/cuda/cuda_event.cc:29] Error polling for event status: failed to query event: CUDA_ERROR_ILLEGAL_ADDRESS: an illegal memory access was encountered
        """,
        "DeePMD-kit's GPU build in LAMMPS: an illegal memory access whenever a compute of the potential "
        "energy is used together with fix npt (reproducible, labelled bug, versions 1.3.1 to master). A "
        "bug in the GPU code path triggered by the input: it recurs with the same input script.",
    ),
    real(
        GH + "OPM/LBPM/issues/1",
        "OPM/LBPM",
        "cuda_error",
        "unknown",
        HUMAN,
        "CUDA error in ScaLBL_D3Q7_AAodd_PhaseField: an illegal memory access was encountered",
        r"""
        CUDA error in ScaLBL_D3Q7_AAodd_PhaseField: an illegal memory access was encountered
        """,
        "LBPM's GPU build passes its tests but the Plates example fails on a GTX1060 with an illegal memory "
        "access. The maintainer lists several suspects (wrong -arch flag, several MPI ranks per GPU without "
        "MPS, the GPU running out of memory) and asks for cuda-memcheck; the excerpt stops before a "
        "conclusion. A bare illegal memory access with no hardware signature: needs a human.",
        ambiguous=True,
    ),
    real(
        GH + "Acellera/htmd/issues/1102",
        "Acellera/htmd",
        "cuda_error",
        "unknown",
        HUMAN,
        "Error invoking kernel: CUDA_ERROR_ILLEGAL_ADDRESS (700)",
        r"""
        ACEMD failed:
            Error invoking kernel: CUDA_ERROR_ILLEGAL_ADDRESS (700)
        """,
        "ACEMD 3.5 extending an MD run from a restart on a Slurm A100 node fails with an illegal address for "
        "every replicate. The reporter later could not reproduce it with plain OpenMM and was still working "
        "out whether the node/GPU or ACEMD was at fault. No conclusion: needs a human.",
        ambiguous=True,
    ),
    # --- storage, downloads ----------------------------------------------------------------------
    real(
        GH + "PaddlePaddle/PaddleNLP/issues/2767",
        "PaddlePaddle/PaddleNLP",
        "model_loading_error",
        "user_code",
        USER,
        "RuntimeError: Downloading from https://bj.bcebos.com/paddlenlp/models/transformers/community/gpt-cpm-large-cn/vocab.json failed with code 404!",
        r"""
        RuntimeError: Downloading from https://bj.bcebos.com/paddlenlp/models/transformers/community/gpt-cpm-large-cn/vocab.json failed with code 404!
        """,
        "PaddleNLP 2.2.5 on Baidu's BML platform cannot fetch a community model's vocabulary: the URL it "
        "builds returns 404. Maintainer: update PaddleNLP to the latest version. A stale library version, "
        "not an outage: retrying gets the same 404.",
    ),
    # --- setup and versions, data loading, numerics ---------------------------------------------
    real(
        GH + "MIT-REALM/gcbfplus/issues/1",
        "MIT-REALM/gcbfplus",
        "cuda_error",
        "user_code",
        USER,
        "CUDA backend failed to initialize: Found cuDNN version 8600, but JAX was built against version 8906, which is newer.",
        r"""
        CUDA backend failed to initialize: Found cuDNN version 8600, but JAX was built against version 8906, which is newer. The copy of cuDNN that is installed must be at least as new as the version against which JAX was built. (Set TF_CPP_MIN_LOG_LEVEL=0 and rerun for more info.)
        """,
        "Training GCBF+ (JAX) on a GPU: JAX's CUDA backend refuses to start because the installed cuDNN "
        "(8.6) is older than the one the jaxlib wheel was built against (8.9). Answer: update CUDA and "
        "cuDNN. An environment version mismatch: every restart fails the same way until the user fixes "
        "the installation.",
    ),
    real(
        GH + "fastai/docker-containers/issues/21",
        "fastai/docker-containers",
        "dataloader_killed",
        "user_code",
        USER,
        "RuntimeError: DataLoader worker (pid 47) is killed by signal: Bus",
        r"""
        RuntimeError: DataLoader worker (pid 47) is killed by signal: Bus
        error. It is possible that dataloader's workers are out of shared
        memory. Please try to raise your shared memory limit.
        """,
        "The fastai course image run with docker on a 1080 Ti: the first notebook's DataLoader workers die "
        "of SIGBUS (pasted wrapped over three lines). Docker's default /dev/shm is tiny; the reporter "
        "fixed it with --shm-size=3G. A container configuration fault that recurs until the shm limit is "
        "raised.",
    ),
    real(
        GH + "tensorflow/models/issues/5516",
        "tensorflow/models",
        "nan_or_value_error",
        "user_code",
        USER,
        "INFO:tensorflow:Error reported to Coordinator: <class 'tensorflow.python.framework.errors_impl.InvalidArgumentError'>, LossTensor is inf or nan. : Tensor had NaN values",
        r"""
        INFO:tensorflow:global step 1: loss = 12.6485 (3.511 sec/step)
        I1013 12:07:05.569523 140401173534464 tf_logging.py:116] global step 1: loss = 12.6485 (3.511 sec/step)
        INFO:tensorflow:Error reported to Coordinator: <class 'tensorflow.python.framework.errors_impl.InvalidArgumentError'>, LossTensor is inf or nan. : Tensor had NaN values
        	 [[Node: CheckNumerics = CheckNumerics[T=DT_FLOAT, message="LossTensor is inf or nan.", _device="/job:localhost/replica:0/task:0/device:CPU:0"](total_loss)]]

        Caused by op 'CheckNumerics', defined at:
          File "train.py", line 184, in <module>
            tf.app.run()
        """,
        "TensorFlow Object Detection API training (legacy train.py) stops at step 2: the trainer's "
        "CheckNumerics op finds the total loss NaN. The thread is about the reporter's own data and "
        "config; no infrastructure is involved. Divergence that recurs with the same data and settings.",
    ),
    real(
        GH + "dennybritz/chatbot-retrieval/issues/10",
        "dennybritz/chatbot-retrieval",
        "nan_or_value_error",
        "user_code",
        USER,
        "tensorflow.python.framework.errors.InvalidArgumentError: Loss is inf or nan : Tensor had NaN values",
        r"""
        E tensorflow/core/kernels/check_numerics_op.cc:157] abnormal_detected_host @0x208a7b900 = {1, 0} Loss is inf or nan

        tensorflow.python.framework.errors.InvalidArgumentError: Loss is inf or nan : Tensor had NaN values
        	 [[Node: OptimizeLoss/CheckNumerics = CheckNumerics[T=DT_FLOAT, message="Loss is inf or nan", _device="/job:localhost/replica:0/task:0/gpu:0"](mean_loss)]]
        """,
        "The dual-encoder retrieval model trained on the Ubuntu Dialog Corpus diverges at step 194001: "
        "OptimizeLoss's numerics check finds the mean loss NaN on the GPU. No infrastructure signal; from "
        "the log, training divergence that a restart from the last checkpoint meets again unless the "
        "learning rate or clipping changes.",
    ),
    # --- hangs, container and driver state ---------------------------------------------------------
    real(
        GH + "ShinoharaHare/LLM-Training/issues/7",
        "ShinoharaHare/LLM-Training",
        "nccl_timeout",
        "unknown",
        HUMAN,
        "[rank2]:[E ProcessGroupNCCL.cpp:563] [Rank 2] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=7487, OpType=ALLREDUCE, NumelIn=1, NumelOut=1, Timeout(ms)=1800000) ran for 1800096 milliseconds before timing out.",
        r"""
        frame #1: c10d::ProcessGroupNCCL::WorkNCCL::checkTimeout(std::optional<std::chrono::duration<long, std::ratio<1l, 1000l> > >) + 0x1d2 (0x2b9d2f40c8e2 in /home/u6619332/miniconda3/envs/llm-training/lib/python3.10/site-packages/torch/lib/libtorch_cuda.so)
        frame #2: c10d::ProcessGroupNCCL::watchdogHandler() + 0x1a0 (0x2b9d2f411700 in /home/u6619332/miniconda3/envs/llm-training/lib/python3.10/site-packages/torch/lib/libtorch_cuda.so)
        frame #3: c10d::ProcessGroupNCCL::ncclCommWatchdog() + 0x10c (0x2b9d2f412a4c in /home/u6619332/miniconda3/envs/llm-training/lib/python3.10/site-packages/torch/lib/libtorch_cuda.so)
        frame #4: <unknown function> + 0xdbbf4 (0x2b9d20521bf4 in /home/u6619332/miniconda3/envs/llm-training/lib/python3.10/site-packages/torch/lib/../../../.././libstdc++.so.6)
        frame #5: <unknown function> + 0x7ea5 (0x2b9d107f7ea5 in /lib64/libpthread.so.0)
        frame #6: clone + 0x6d (0x2b9d112138dd in /lib64/libc.so.6)

        [rank2]:[E ProcessGroupNCCL.cpp:563] [Rank 2] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=7487, OpType=ALLREDUCE, NumelIn=1, NumelOut=1, Timeout(ms)=1800000) ran for 1800096 milliseconds before timing out.
        [rank2]:[E ProcessGroupNCCL.cpp:1537] [PG 0 Rank 2] Timeout at NCCL work: 7487, last enqueued NCCL work: 7487, last completed NCCL work: 7486.
        """,
        "An LLM training run under Slurm stops halfway and keeps its allocation; rank 2's watchdog reports a "
        "one-element all-reduce (seq 7487) stuck for 30 minutes. The excerpt shows no root cause on any "
        "rank (no Xid, no network error, no exception before the timeout). A timeout with nothing behind "
        "it: needs a human.",
        ambiguous=True,
    ),
    real(
        GH + "Project-HAMi/HAMi/issues/248",
        "Project-HAMi/HAMi",
        "cuda_error",
        "unknown",
        HUMAN,
        "Failed to initialize NVML: Unknown Error",
        r"""
        root@gpu-pod-2:/# nvidia-smi
        [4pdvGPU Warn(28:140476096096064:util.c:135)]: NVML error at line 135: 1
        Failed to initialize NVML: Unknown Error
        """,
        "Pods using HAMi's vGPU sharing on an RTX 4090 node worked for a while, then every pod's nvidia-smi "
        "fails to initialise NVML, while nvidia-smi on the node and in the device-plugin container works. "
        "The GPU itself is fine; the containers lost access to it (container runtime / device plugin "
        "state). No conclusion in the excerpt: a person must recreate the pods or repair the node's "
        "runtime before rescheduling.",
    ),
    real(
        GH + "fundamentalvision/BEVFormer/issues/235",
        "fundamentalvision/BEVFormer",
        "other",
        "unknown",
        HUMAN,
        "ncclInternalError: Internal check failed. This is either a bug in NCCL or due to memory corruption",
        r"""
        RuntimeError: NCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:891, internal error, NCCL version 21.0.3
        ncclInternalError: Internal check failed. This is either a bug in NCCL or due to memory corruption
        ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: 1) local_rank: 0 (pid: 36621) of binary: /home/xxx/anaconda3/envs/bev/bin/python
        """,
        "BEVFormer distributed training fails with ncclInternalError. A commenter asks for NCCL_DEBUG=INFO "
        "and suggests docker's shared and pinned memory limits (--shm-size, --ulimit memlock) in case it "
        "runs in a container; the reporter never answers. NCCL says either its own bug or memory "
        "corruption: the log cannot tell which. Needs a human.",
        ambiguous=True,
    ),
    real(
        GH + "tyhuang0428/DreamPhysics/issues/1",
        "tyhuang0428/DreamPhysics",
        "cuda_error",
        "unknown",
        HUMAN,
        "Warp CUDA error 700: an illegal memory access was encountered (/buildAgent/work/a9ae500d09a78409/warp/native/warp.cu:958)",
        r"""
        Error launching kernel: p2g_apic_with_stress on device cuda:0
        Warp CUDA error 700: an illegal memory access was encountered (/buildAgent/work/a9ae500d09a78409/warp/native/warp.cu:958)
        20%|█████████████████                                                               | 5/25 [00:05<00:20,  1.02s/it]
        Traceback (most recent call last):
          File "/data/DreamPhysics-main/svd_simulation.py", line 361, in <module>
            mpm_solver.p2g2p(frame, substep_dt, device=device)
          File "/data/DreamPhysics-main/mpm_solver_warp/mpm_solver_warp.py", line 485, in p2g2p
            wp.launch(
          File "/data/anaconda3/envs/DreamPhysics/lib/python3.9/site-packages/warp/context.py", line 3220, in launch
            raise e
          File "/data/anaconda3/envs/DreamPhysics/lib/python3.9/site-packages/warp/context.py", line 3217, in launch
            runtime.verify_cuda_device(device)
          File "/data/anaconda3/envs/DreamPhysics/lib/python3.9/site-packages/warp/context.py", line 2422, in verify_cuda_device
            raise RuntimeError(f"CUDA error detected: {err}")
        """,
        "DreamPhysics' MPM simulation (NVIDIA Warp) optimising material parameters against a video model: "
        "an illegal memory access in the p2g kernel at a random iteration, for every material and object. "
        "The issue is open without an answer; a bare illegal memory access with no hardware signature: "
        "needs a human.",
        ambiguous=True,
    ),
    # --- storage under the training job, container runtime -----------------------------------
    real(
        GH + "EdinburghNLP/nematus/issues/8",
        "EdinburghNLP/nematus",
        "storage_error",
        "storage",
        RESTART,
        "IOError: [Errno 5] Input/output error",
        r"""
        Traceback (most recent call last):
          File "train.py", line 60, in <module>
            main()
          File "train.py", line 56, in main
            external_validation_script=WDIR + '/scripts/validate.sh')
          File "/fs/meili0/amiceli/nematus-dev/nematus/nmt.py", line 964, in train
            numpy.savez(saveto, history_errs=history_errs, uidx=uidx, **params)
          File "/mnt/meili0/rsennrich/tools/virtual_environment/local/lib/python2.7/site-packages/numpy/lib/npyio.py", line 574, in savez
            _savez(file, args, kwds, False)
          File "/mnt/meili0/rsennrich/tools/virtual_environment/local/lib/python2.7/site-packages/numpy/lib/npyio.py", line 642, in _savez
            zipf.write(tmpfile, arcname=fname)
          File "/usr/lib/python2.7/zipfile.py", line 1184, in write
            self.fp.write(buf)
        IOError: [Errno 5] Input/output error
        """,
        "Nematus NMT training on two lab GPU machines: writing the model with numpy.savez to the shared "
        "/fs/meili0 mount fails with EIO, and reads of the corpus fail the same way at other places. The "
        "thread gives no code cause; from the log, the network filesystem under the job returned I/O "
        "errors on both read and write. A storage fault outside the code: once the mount is healthy, "
        "restart from the last good checkpoint.",
    ),
    real(
        GH + "NVIDIA/NeMo-Aligner/issues/502",
        "NVIDIA/NeMo-Aligner",
        "storage_error",
        "unknown",
        HUMAN,
        "OSError: [Errno 5] Input/output error",
        r"""
        OSError: [Errno 5] Input/output error

        The above exception was the direct cause of the following exception:

        Traceback (most recent call last):
          File "/opt/NeMo-Aligner/examples/nlp/gpt/train_gpt_sft.py", line 173, in main
            sft_trainer.fit()
          File "/opt/NeMo-Aligner/nemo_aligner/algorithms/supervised.py", line 249, in fit
            self.save(metrics, is_train_end=is_train_end)
          File "/opt/NeMo-Aligner/nemo_aligner/algorithms/supervised.py", line 269, in save
            self.ckpt_callback.custom_save(monitor_candidates=monitor_candidates, is_train_end=is_train_end)
          File "/opt/NeMo-Aligner/nemo_aligner/utils/utils.py", line 73, in custom_save_ckpt_func
            super(NeMoModelCheckpoint, self)._save_last_checkpoint(trainer, monitor_candidates)
          File "/usr/local/lib/python3.12/dist-packages/lightning/pytorch/callbacks/model_checkpoint.py", line 696, in _save_last_checkpoint
            self._save_checkpoint(trainer, filepath)
          File "/opt/NeMo/nemo/utils/callbacks/nemo_model_checkpoint.py", line 544, in _save_checkpoint
            trainer.save_checkpoint(filepath, self.save_weights_only, storage_options=storage_options)
          File "/usr/local/lib/python3.12/dist-packages/lightning/pytorch/trainer/trainer.py", line 1365, in save_checkpoint
            self.strategy.save_checkpoint(checkpoint, filepath, storage_options=storage_options)
        """,
        "NeMo-Aligner SFT fails while saving the last checkpoint with a bare EIO (labelled bug, open, no "
        "answer). Whether the volume failed transiently, the distributed checkpoint writer misbehaves on "
        "this filesystem, or the checkpoint is left half-written is not in the log: a person must check the "
        "storage and the partial checkpoint before restarting.",
        ambiguous=True,
    ),
    real(
        GH + "NVIDIA/nvidia-container-toolkit/issues/237",
        "NVIDIA/nvidia-container-toolkit",
        "cuda_error",
        "unknown",
        HUMAN,
        "nvidia-container-cli: initialization error: driver rpc error: timed out",
        r"""
        nvidia-container-cli: initialization error: driver rpc error: timed out
        """,
        "A GPU container fails to start: the NVIDIA container CLI's RPC to the driver times out. The issue "
        "holds only this line and no answer. A driver that does not answer can be a wedged GPU or driver "
        "on the node or a runtime problem; the line alone cannot say which, and a restart on the same node "
        "may meet it again. Needs a human.",
        ambiguous=True,
    ),
]
