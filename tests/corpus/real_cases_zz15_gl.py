# ruff: noqa
"""Real excerpts, batch ZZ15-GL: development-fold failures from GPU cluster and ML infrastructure projects,
taken from what their repositories commit rather than from issue threads: troubleshooting and FAQ pages
(the GPU Operator guide in NVIDIA's cloud-native docs, AMD's Device Metrics Exporter, DGX Cloud
benchmarking recipes, a training handbook's debugging guide, a retired debugging page of NNI's AutoML
experiment manager) and bug-fix commits and pull-request descriptions that paste the failing output
(Slurm, TorchX's Slurm scheduler, SuperBench, NIXL's GPUDirect Storage backend, Dask-CUDA). Every
repository is new to the corpus and `fold_of(repo)` is "dev"; at most two cases each. Repositories
renamed from a test-fold name (kaito-project/kaito from Azure/kaito, aws-neuron/aws-neuron-sdk from
aws/aws-neuron-sdk) were left out although their pages had usable excerpts. Snapshots were read with git
(page `blob` at the commit read, or the `commit` itself); what the pages and commits held was taken as it
came, not picked for what crashcart can do, and nobody ran crashcart on these cases before they were
labelled. Verbatim log lines as printed (trimmed to the relevant part; reStructuredText/Markdown block
indentation removed, commit-message line wrapping kept); labelled from each page's or commit's diagnosis
and fix, or from the log where it concluded nothing (the notes say which)."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    real(
        GH
        + "NVIDIA/cloud-native-docs/blob/52dcb7b8d956784344e241df476de17094a4574c/gpu-operator/troubleshooting.rst",
        "NVIDIA/cloud-native-docs",
        "gpu_xid",
        "node_hardware",
        CORDON,
        "GPU has fallen off the bus",
        r"""
            Reason:       CrashLoopBackOff                                                                                                                                                                                 Last State:     Terminated
            Reason:       StartError                                                                                                                                                                                         Message:      failed to create containerd task: failed to create shim task: OCI runtime create failed: runc create failed: unable to start container process: error during container init: error running
         hook #0: error running hook: exit status 1, stdout: , stderr: nvidia-container-cli.real: initialization error: driver rpc error: timed out: unknown
        # dmesg |grep -i xid
        NVRM: Xid (PCI:0000:ca:00): 79, pid='<unknown>', name=<unknown>, GPU has fallen off the bus.
        """,
        "GPU Operator troubleshooting guide, entry 'GPU Feature Discovery crashing with CreateContainerError/CrashLoopBackOff': the container hook fails with nvidia-container-cli 'driver rpc error: timed out', and the guide's next step is dmesg, where an Xid 79 (GPU has fallen off the bus) shows it is a GPU driver/hardware issue. The two excerpts are the guide's own snippets of that one entry (kubectl describe, then dmesg), joined here and trimmed. Xid 79 is a node hardware signature: cordon that node; no host is printed, so no culprit.",
        tag="gfd-xid79",
    ),
    real(
        GH
        + "NVIDIA/cloud-native-docs/blob/52dcb7b8d956784344e241df476de17094a4574c/gpu-operator/troubleshooting.rst",
        "NVIDIA/cloud-native-docs",
        "ecc_error",
        "node_hardware",
        CORDON,
        "XidCriticalError: Xid=48",
        r"""
        XidCriticalError: Xid=48 on Device=GPU-e3dbf294-2783-f38b-4274-5bc836df5be1; marking device as unhealthy.

        'nvidia.com/gpu' device marked unhealthy: GPU-e3dbf294-2783-f38b-4274-5bc836df5be1
        """,
        "Same GPU Operator troubleshooting entry: the nvidia-device-plugin health checker watches the NVML event stream and marks a GPU unhealthy on an Xid; the guide shows its log for Xid 48 (double-bit ECC error) and points to a driver/hardware issue. An uncorrectable ECC Xid on the node's GPU: cordon the node. The log names only the GPU UUID, no host, so no culprit.",
        tag="device-plugin-xid48",
    ),
    real(
        GH + "microsoft/superbenchmark/commit/eeaa9b1ac9be74c0cde7c747f84e5a120ae454aa",
        "microsoft/superbenchmark",
        "import_error",
        "user_code",
        USER,
        "undefined symbol: opal_libevent2022_event_base_loop",
        r"""
        root@sb-container:~# mpirun
        mpirun: symbol lookup error: mpirun: undefined symbol: opal_libevent2022_event_base_loop
        """,
        "SuperBench's CUDA 12.2 image: mpirun inside the benchmark container fails with an undefined symbol. The fix (PR #614) found LD_LIBRARY_PATH incomplete in that image (HPC-X libraries not loaded) and sources hpcx_load from /etc/bash.bashrc. An environment/image fault that recurs on every launch until the image is fixed: notify, no restart.",
    ),
    real(
        GH + "SchedMD/slurm/commit/eb3da1b093c3f9728b5c60f8019f46744b9ebfe4",
        "SchedMD/slurm",
        "other",
        "framework_bug",
        USER,
        "srun: error: Unable to create step for job 576",
        r"""
        $ srun sleep 1
        srun: error: Unable to create step for job 576: More processors
        requested than permitted
        """,
        "Slurm commit 'Respect --cpus-per-gpu per node, not just per job' (bug 17609): an allocation made with salloc --cpus-per-gpu=1 --gpus-per-node=3 --nodes=2 got 4 CPUs on one node and 2 on the other, so after commit 191153390e a step in it was refused ('More processors requested than permitted'). Slurm's GPU/CPU allocation bug, fixed in Slurm; the same request fails the same way until then, so no restart (the line break in the error is the commit message's wrapping).",
    ),
    real(
        GH + "SchedMD/slurm/commit/3421e0194535b139c5b2511795a8097e1a43ab01",
        "SchedMD/slurm",
        "other",
        "framework_bug",
        USER,
        "srun: error: Unable to create step for job 3850",
        r"""
        $ salloc -N2 --ntasks-per-node=2 --mem=100
        salloc: Granted job allocation 3850
        salloc: Waiting for resource configuration
        salloc: Nodes n1-[3-4] are ready for job

        $ srun --exact -n2 -N2 --mem=100 whereami 60 &
        [1] 143764
        0000 n1-3 - Cpus_allowed:  00000101        Cpus_allowed_list:      0,8
        0001 n1-4 - Cpus_allowed:  00000101        Cpus_allowed_list:      0,8

        $ srun --exact -n1 -N1 --mem=100 whereami 60
        srun: error: Unable to create step for job 3850: Memory required by task
        is not available
        """,
        "Slurm revert (bug 11870): commit b9c8004fa207 made a second --exact step that asks for memory held by a running step fail at once with 'Memory required by task is not available' instead of waiting for it. The maintainers call that wrong and revert it; a Slurm regression that refuses the step every time on that version, not an infrastructure fault: notify, no restart.",
    ),
    real(
        GH + "pytorch/torchx/commit/2291b93ec8e278f54c12a4ed336f5f67e0d76276",
        "pytorch/torchx",
        "other",
        "framework_bug",
        USER,
        "sbatch: error: Failed to validate job spec.",
        r"""
        sbatch: error: Failed to validate job spec. --gpus-per-task or --tres-per-task used without either --gpus or -n/--ntasks is not allowed.
        sbatch: error: Invalid generic resource (gres) specification
        """,
        "TorchX's Slurm scheduler submitted GPU jobs with --gpus-per-task but no --ntasks; Slurm 23.11.10 rejects such a job spec. The fix (PR #1100) adds ntasks for older Slurm versions. The submission fails identically until the launcher is changed: notify, no restart.",
    ),
    real(
        GH + "pytorch/torchx/commit/aa5bd3efbcbc49a3319b2999f88238a4338c7698",
        "pytorch/torchx",
        "other",
        "user_code",
        USER,
        "srun: error: compute-dy-t3small-1: task 0: Exited with exit code 1",
        r"""
        + srun --output=slurm-2593-sh-0.out --error=slurm-2593-sh-0.err --wait=60 --kill-on-bad-exit=1 --export=ALL,LOGLEVEL=WARNING sh -c ./env-fail.sh : --output=slurm-2593-sh-1.out --error=slurm-2593-sh-1.err --wait=60 --kill-on-bad-exit=1 --export=ALL,LOGLEVEL=WARNING sh -c ./env-fail.sh
        srun: error: compute-dy-t3small-1: task 0: Exited with exit code 1
        srun: Terminating job step 2594.1
        srun: Terminating job step 2593.1
        srun: error: compute-dy-t3small-2: task 0: Terminated
        srun: Force Terminated job step 2594.1
        + exitcode=143
        + set -e
        + echo 'job exited with code 143'
        job exited with code 143
        + '[' 143 -ne 0 ']'
        + '[' 5 -gt 1 ']'
        + scontrol requeue 2593
        + exit 143
        slurmstepd: error: *** JOB 2593 ON compute-dy-t3small-1 CANCELLED AT 2022-05-20T21:52:32 DUE TO JOB REQUEUE ***
        """,
        "Test plan of TorchX's Slurm retry support (PR #486): a deliberately failing job (env-fail.sh) exits with code 1 on compute-dy-t3small-1, srun's --kill-on-bad-exit terminates the other het-job component, and the batch script requeues the job until TorchX's max_retries is spent. The failure is the user's script itself, which fails the same way on every retry: notify, no restart.",
        culprit={"nodes": ["compute-dy-t3small-1"], "ranks": []},
    ),
    real(
        GH
        + "ROCm/device-metrics-exporter/blob/afd0fe81cfb1a36cf15e79edb057e92adb197946/docs/configuration/troubleshooting.md",
        "ROCm/device-metrics-exporter",
        "os_error",
        "user_code",
        USER,
        'apparmor="DENIED" operation="open"',
        r"""
        # dmesg  | grep -3 rocpctl
        root@genoa3:~/praveen# dmesg | grep -3 rocpctl
        [97478.776746] cni0: port 10(veth9ec08a32) entered forwarding state
        [113647.022518] audit: type=1400 audit(1765338835.280:130): apparmor="DENIED" operation="open" class="file" profile="ubuntu_pro_apt_news" name="/opt/rocm-7.1.1/lib/" pid=801116 comm="python3" requested_mask="r" denied_mask="r" fsuid=0 ouid=0
        [113647.029634] audit: type=1400 audit(1765338835.287:131): apparmor="DENIED" operation="open" class="file" profile="ubuntu_pro_esm_cache" name="/opt/rocm-7.1.1/lib/" pid=801117 comm="python3" requested_mask="r" denied_mask="r" fsuid=0 ouid=0
        [172955.500614] rocpctl[1200455]: segfault at 736d ip 00007279ae77f98e sp 00007ffea7539590 error 4 in librocprofiler-sdk.so.1.0.0[7279ae22a000+69e000] likely on CPU 42 (core 82, socket 0)
        [172955.500630] Code: 40 31 d2 48 8b 5d 38 4c 8b 00 4c 89 c0 48 f7 f6 4c 8d 2c d3 49 89 d3 4d 8b 55 00 4d 85 d2 0f 84 9d 00 00 00 49 8b 02 4d 89 d1 <48> 8b 48 08 4c 39 c1 74 28 48 8b 38 48 85 ff 0f 84 82 00 00 00 48
        [172955.598083] amdgpu: Freeing queue vital buffer 0x727888200000, queue evicted
        """,
        "AMD Device Metrics Exporter troubleshooting, common issue 'App Armor blocking Profiler': AppArmor denies reads of /opt/rocm-7.1.1/lib/ and the profiler rocpctl then segfaults in librocprofiler-sdk. The documented solution is to disable AppArmor or add a profile allowing rocpctl that access: host security configuration, which fails the same way until changed, not a hardware fault.",
        culprit={"nodes": ["genoa3"], "ranks": []},
    ),
    real(
        GH
        + "huggingface/llm_training_handbook/blob/a91b8bdc70272689db04f189802dce8fdfd21265/debug/README.md",
        "huggingface/llm_training_handbook",
        "network_error",
        "network_fabric",
        RESTART,
        "c10d::ProcessGroupNCCL::WorkNCCL::handleNCCLGuard()",
        r"""
        (gdb) bt
        #0  0x0000147539887a9f in raise () from /lib64/libc.so.6
        #1  0x000014753985ae05 in abort () from /lib64/libc.so.6
        #2  0x000014751b85a09b in __gnu_cxx::__verbose_terminate_handler() [clone .cold.1] () from /lib64/libstdc++.so.6
        #3  0x000014751b86053c in __cxxabiv1::__terminate(void (*)()) () from /lib64/libstdc++.so.6
        #4  0x000014751b860597 in std::terminate() () from /lib64/libstdc++.so.6
        #5  0x000014751b86052e in std::rethrow_exception(std::__exception_ptr::exception_ptr) () from /lib64/libstdc++.so.6
        #6  0x000014750bb007ef in c10d::ProcessGroupNCCL::WorkNCCL::handleNCCLGuard() ()
           from .../python3.8/site-packages/torch/lib/libtorch_cuda_cpp.so
        #7  0x000014750bb04c69 in c10d::ProcessGroupNCCL::workCleanupLoop() ()
           from.../python3.8/site-packages/torch/lib/libtorch_cuda_cpp.so
        #8  0x000014751b88cba3 in execute_native_thread_routine () from /lib64/libstdc++.so.6
        #9  0x000014753a3901cf in start_thread () from /lib64/libpthread.so.0
        #10 0x0000147539872dd3 in clone () from /lib64/libc.so.6
        """,
        "Debugging guide, 'segfaults and getting a backtrace from a core file': a PyTorch training process dumped core and gdb shows std::terminate from ProcessGroupNCCL's workCleanupLoop. PyTorch developers explained it to the author: the watchdog caught an asynchronous NCCL 'unhandled system error', which in this case was an IB/OPA interconnect error, rethrown to take the process down. Labelled from that diagnosis (the backtrace alone names no cause): an interconnect fault, restart from checkpoint. The same text later went into stas00/ml-engineering; that page is not in the corpus.",
        tag="gdb",
    ),
    real(
        GH
        + "huggingface/llm_training_handbook/blob/a91b8bdc70272689db04f189802dce8fdfd21265/debug/README.md",
        "huggingface/llm_training_handbook",
        "nccl_timeout",
        "unknown",
        HUMAN,
        "[E ProcessGroupNCCL.cpp:414] Some NCCL operations have failed or timed out.",
        r"""
        [E ProcessGroupNCCL.cpp:414] Some NCCL operations have failed or timed out. Due to the
        asynchronous nature of CUDA kernels, subsequent GPU operations might run on corrupted/
        incomplete data. To avoid this inconsistency, we are taking the entire process down.
        """,
        "Same debugging guide, 'Dealing with Async CUDA bugs': the ProcessGroupNCCL watchdog takes the process down because some NCCL operation failed or timed out; the guide's point is that this message carries no usable traceback and suggests rerunning with CUDA_LAUNCH_BLOCKING=1 or on CPU to find the real error. No root cause in the log or the page: ambiguous, a person has to look.",
        ambiguous=True,
        tag="pg-nccl",
    ),
    real(
        GH + "ai-dynamo/nixl/commit/aecbc3846d92c34c7507a58d776e1fda50ff4fba",
        "ai-dynamo/nixl",
        "storage_error",
        "user_code",
        USER,
        "Error in setting up Batch",
        r"""
        gds_utils.cpp:163] Error in setting up Batch
        postXferReq: backend 'GDS' failed to post the transfer request with status NIXL_ERR_BACKEND
        """,
        "NIXL PR #2069: while benchmarking GPUDirect Storage over NVMe in P2PDMA mode, batch submission failed with only these two lines. The real cause, found in cufile.log, was a batch entry exceeding cuFile's P2PDMA per-entry size limit (the PR adds the cuFile error details to the message). A request-size/config fault that recurs on rerun: notify, no restart.",
    ),
    real(
        GH + "NVIDIA/dgxc-benchmarking/blob/841f5466cd86b66abd48049e839c563776f6d716/README.md",
        "NVIDIA/dgxc-benchmarking",
        "hang",
        "node_hardware",
        HUMAN,
        "Reduce-scatter: SM 18 [2]: expecting 1 got 0",
        r"""
        [userbuffers.cu:userbuffers_fp16_sum_inplace_gpu_rr_rs_oop_fp8:797] [6] Reduce-scatter: SM 18 [2]: expecting 1 got 0
        [userbuffers.cu:userbuffers_fp16_sum_inplace_gpu_rr_rs_oop_fp8:797] [6] Reduce-scatter: SM 18 [4]: expecting 1 got 0
        [userbuffers.cu:userbuffers_fp16_sum_inplace_gpu_rr_rs_oop_fp8:797] [6] Reduce-scatter: SM 19 [2]: expecting 1 got 0
        [userbuffers.cu:userbuffers_fp16_sum_inplace_gpu_rr_rs_oop_fp8:797] [6] Reduce-scatter: SM 19 [4]: expecting 1 got 0
        [userbuffers.cu:userbuffers_fp16_sum_inplace_gpu_rr_rs_oop_fp8:797] [6] Reduce-scatter: SM 22 [2]: expecting 1 got 0
        [userbuffers.cu:userbuffers_fp16_sum_inplace_gpu_rr_rs_oop_fp8:797] [6] Reduce-scatter: SM 22 [4]: expecting 1 got 0
        [userbuffers.cu:userbuffers_fp16_sum_inplace_gpu_rr_rs_oop_fp8:797] [6] Reduce-scatter: SM 23 [2]: expecting 1 got 0
        [userbuffers.cu:userbuffers_fp16_sum_inplace_gpu_rr_rs_oop_fp8:797] [6] Reduce-scatter: SM 23 [4]: expecting 1 got 0
        """,
        "DGX Cloud benchmarking FAQ 1, 'Training logs contain multiple userbuffers.cu messages' in large-scale pre-training: Transformer Engine's userbuffers reduce-scatter on rank 6 keeps waiting on peers. The FAQ says these messages usually mean one of the GPUs is hanging, and to rerun on a different set of nodes or reboot the affected nodes. The log does not say which node hangs, so no cordon: a person finds and reboots it before the job reruns.",
        tag="userbuffers",
    ),
    real(
        GH
        + "NVIDIA/dgxc-benchmarking/blob/841f5466cd86b66abd48049e839c563776f6d716/cli/llmb-install/README.md",
        "NVIDIA/dgxc-benchmarking",
        "other",
        "user_code",
        USER,
        "Error: Cannot proceed with installation.",
        r"""
        Error: Cannot proceed with installation.
        You are running within a SLURM job, but enroot is not available on this system.
        """,
        "llmb-install README, common issue 'Running Installer Within SLURM Job': the benchmark installer, run inside a Slurm job on nodes without enroot, refuses to continue. The solution is to run it from a login node or make enroot available on the compute nodes: a usage/configuration fault that recurs, notify.",
        tag="enroot",
    ),
    real(
        GH + "rapidsai/dask-cuda/commit/ccf3f43b485c5799216363bbdb6b8788d4b271c4",
        "rapidsai/dask-cuda",
        "cuda_error",
        "user_code",
        USER,
        "pynvml.NVMLError_InvalidArgument: Invalid Argument",
        r"""
        Unable to start CUDA Context
        Traceback (most recent call last):
          File "/opt/conda/envs/test/lib/python3.13/site-packages/dask_cuda/initialize.py", line 126, in _create_cuda_context
            _create_cuda_context_and_warn()
            ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~^^
          File "/opt/conda/envs/test/lib/python3.13/site-packages/dask_cuda/initialize.py", line 94, in _create_cuda_context_and_warn
            cuda_visible_device = get_device_index_and_uuid(
                os.environ.get("CUDA_VISIBLE_DEVICES", "0").split(",")[0]
            )
          File "/opt/conda/envs/test/lib/python3.13/site-packages/distributed/diagnostics/nvml.py", line 293, in get_device_index_and_uuid
            device_handle = pynvml.nvmlDeviceGetHandleByIndex(device_index)
          File "/opt/conda/envs/test/lib/python3.13/site-packages/pynvml.py", line 3013, in nvmlDeviceGetHandleByIndex
            _nvmlCheckReturn(ret)
            ~~~~~~~~~~~~~~~~^^^^^
          File "/opt/conda/envs/test/lib/python3.13/site-packages/pynvml.py", line 1061, in _nvmlCheckReturn
            raise NVMLError(ret)
        pynvml.NVMLError_InvalidArgument: Invalid Argument
        """,
        "Dask-CUDA PR #1553: in single-GPU CI, tests that mock a multi-GPU system set CUDA_VISIBLE_DEVICES to GPU indices that do not exist, so creating the worker's CUDA context asks NVML for a device handle by an invalid index. The maintainers call the errors harmless artefacts of that setup and gate them with DASK_CUDA_TEST_SINGLE_GPU. A device index the machine does not have: configuration, recurs, notify.",
    ),
    real(
        GH + "rapidsai/dask-cuda/commit/fa97c0f456248f73887c08bd716e1f5d928425b3",
        "rapidsai/dask-cuda",
        "type_error",
        "framework_bug",
        USER,
        "TypeError: '>' not supported between instances of 'float' and 'NoneType'",
        r"""
        2022-04-25 13:42:48,943 - tornado.application - ERROR - Exception in callback functools.partial(<bound method NannyMemoryManager.memory_monitor of <distributed.worker_memory.NannyMemoryManager object at 0x7fd3de281b50>>, <Nanny: tcp://127.0.0.1:39989, threads: 1>)
        Traceback (most recent call last):
          File "/datasets/pentschev/miniconda3/envs/tmp/lib/python3.8/site-packages/tornado/ioloop.py", line 905, in _run
            return self.callback()
          File "/datasets/pentschev/miniconda3/envs/tmp/lib/python3.8/site-packages/distributed/worker_memory.py", line 326, in memory_monitor
            if memory / self.memory_limit > self.memory_terminate_fraction:
        TypeError: '>' not supported between instances of 'float' and 'NoneType'
        """,
        "Dask-CUDA PR #900: Dask-CUDA set distributed.worker.memory.terminate to None, which newer Distributed no longer accepts (False is the value now), so the nanny's memory monitor raises a TypeError on every check. Fixed in Dask-CUDA's code; recurs with those versions: notify, no restart.",
    ),
    real(
        GH + "microsoft/nni/blob/767ed7f22e1e588ce76cbbecb6c6a4a76a309805/docs/_removed/HowToDebug.rst",
        "microsoft/nni",
        "type_error",
        "user_code",
        USER,
        "TypeError: __init__() missing 1 required positional arguments: 'optimize_mode'",
        r"""
        [2019-02-19 19:36:45] DEBUG (nni.main/MainThread) START
        [2019-02-19 19:36:47] ERROR (nni.main/MainThread) __init__() missing 1 required positional arguments: 'optimize_mode'
        Traceback (most recent call last):
          File "/usr/lib/python3.7/site-packages/nni/__main__.py", line 202, in <module>
            main()
          File "/usr/lib/python3.7/site-packages/nni/__main__.py", line 164, in main
            args.tuner_args)
          File "/usr/lib/python3.7/site-packages/nni/__main__.py", line 81, in create_customized_class_instance
            instance = class_constructor(**class_args)
        TypeError: __init__() missing 1 required positional arguments: 'optimize_mode'.
        """,
        "NNI's debugging guide (since retired to docs/_removed), 'Dispatcher fails': a customised tuner whose __init__ takes optimize_mode, which the experiment's configuration file does not supply, so the dispatcher cannot build the tuner and the whole experiment fails before any trial runs. The guide names the configuration as the cause: recurs until the config or tuner is fixed, notify.",
    ),
]
