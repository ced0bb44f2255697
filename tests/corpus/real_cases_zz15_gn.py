# ruff: noqa
"""Real excerpts, batch ZZ15-GN: development-fold failures on the infrastructure side of GPU and HPC jobs, as
printed in what projects commit rather than in issue threads: HPC centres' known-issues and troubleshooting pages
(ALCF Aurora's ping failures and DAOS fabric errors, OLCF Frontier/Summit MPI and CUDA-IPC errors, Yale's and UC
Davis's Slurm OOM kills and submission limits, the OSPool's held jobs, HPC Carpentry's time-limit example), a cloud
vendor's distributed-training troubleshooting guide (SageMaker), a Dask-on-Slurm debugging page, a failover tool's
worked example from a real Aurora job, and bug-fix commits that paste the failing output (Meta's torchcomms on GB200
and CUDA-arch mismatch, OpenPMIx server and re-init aborts). Gathered with `fetch` only (git snapshots read with git:
page `blob` at the commit read, or the `commit` itself) from repositories new to the corpus whose `fold_of(repo)` is
"dev", at most two cases each; many more cluster, cloud-blueprint, health-check, NCCL-harness, checkpointing and
elastic-training repositories were read and held no verbatim failure output, or only single lines, or were already
taken by other batches. What the pages and commits held was taken as it came, not picked for what crashcart can do,
and nobody ran crashcart on these cases before they were labelled. Verbatim log lines as printed (trimmed to the
relevant part; Markdown/reStructuredText block indentation and HTML markup removed); labelled from each page's or
commit's diagnosis and fix, or from the log where it concluded nothing (the notes say which)."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    real(
        GH
        + "argonne-lcf/user-guides/blob/7d04a3f91d5eaf6d731be6d267617c2e5cbe722e/docs/aurora/known-issues.md",
        "argonne-lcf/user-guides",
        "node_failure",
        "node_hardware",
        CORDON,
        "ping failed on x4304c1s6b0n0",
        r"""
        ping failed on x4304c1s6b0n0: No reply from x4307c2s6b0n0.hostmgmt2307.cm.aurora.alcf.anl.gov after 87s
        $ pbsnodes x4307c2s6b0n0 |grep comment
             comment = StabilityDB 2025-02-24T04:38:14: hbm_controller_errors
        """,
        "Aurora's known-issues page (Troubleshooting, Ping Failures): a PALS ping from one node of the job gets no reply from another compute node, and the page's own pbsnodes query on that node shows the stability database flagged it for hbm_controller_errors. The page concludes that network and compute-node instabilities make the ranks on that node unreachable, that the application will crash or hang, that the job should be killed and re-run from the last checkpoint, and that ALCF Operations may take such nodes offline. A node-side hardware record on the unreachable node: cordon it and restart. The two output blocks are printed one after the other on the page (same node).",
        culprit={"nodes": ["x4307c2s6b0n0"], "ranks": []},
        tag="ping",
    ),
    real(
        GH
        + "argonne-lcf/user-guides/blob/7d04a3f91d5eaf6d731be6d267617c2e5cbe722e/docs/aurora/data-management/daos/daos-overview.md",
        "argonne-lcf/user-guides",
        "network_error",
        "transient",
        RESTART,
        "fi_cq_open failed, rc: -17 (File exists)",
        r"""
        04/02-11:03:16.60 x4319c0s0b0n0 DAOS[53174/53174/0] external ERR  # [1092097.708457] mercury->ctx [error] /builddir/build/BUILD/mercury-2.4.0/src/na/na_ofi.c:5400 na_ofi_eq_open() fi_cq_open failed, rc: -17 (File exists)
        04/02-11:03:16.61 x4319c0s0b0n0 DAOS[53174/53174/0] external ERR  # [1092097.722714] mercury->cls [error] /builddir/build/BUILD/mercury-2.4.0/src/na/na_ofi.c:5191 na_ofi_basic_ep_open() Could not open event queues
        04/02-11:03:16.61 x4319c0s0b0n0 DAOS[53174/53174/0] external ERR  # [1092097.722737] mercury->cls [error] /builddir/build/BUILD/mercury-2.4.0/src/na/na_ofi.c:5158 na_ofi_endpoint_open() na_ofi_basic_ep_open() failed
        04/02-11:03:16.61 x4319c0s0b0n0 DAOS[53174/53174/0] external ERR  # [1092097.722743] mercury->cls [error] /builddir/build/BUILD/mercury-2.4.0/src/na/na_ofi.c:7712 na_ofi_initialize() Could not create endpoint
        04/02-11:03:16.61 x4319c0s0b0n0 DAOS[53174/53174/0] external ERR  # [1092097.722976] mercury->cls [error] /builddir/build/BUILD/mercury-2.4.0/src/na/na.c:879 NA_Initialize_opt2() Could not initialize plugin
        04/02-11:03:16.61 x4319c0s0b0n0 DAOS[53174/53174/0] external ERR  # [1092097.722988] mercury->cls [error] /scratchbox/daos/mschaara/io500/daos/build/external/debug/mercury/src/mercury_core.c:1347 hg_core_init() Could not initialize NA class (info_string=ofi+cxi://cxi4, listen=0)
        04/02-11:03:16.61 x4319c0s0b0n0 DAOS[53174/53174/0] external ERR  # [1092097.723007] mercury->cls [error] /scratchbox/daos/mschaara/io500/daos/build/external/debug/mercury/src/mercury_core.c:6074 HG_Core_init_opt2() Cannot initialize core class
        04/02-11:03:16.61 x4319c0s0b0n0 DAOS[53174/53174/0] external ERR  # [1092097.723014] mercury->cls [error] /scratchbox/daos/mschaara/io500/daos/build/external/debug/mercury/src/mercury.c:1128 HG_Init_opt2() Could not create HG core class
        """,
        "ALCF's DAOS page (Libfabric Endpoint Creation Error): at high node counts or high ranks per node the DAOS client's Mercury/libfabric (cxi) layer fails to open a completion queue and cannot create its network endpoint. The page says the message can be disregarded because the DAOS client simply retries the operation until it succeeds: a transient fabric condition, not a code or node fault. Labelled as transient (retry/restart), no culprit: the page names no bad node.",
        tag="daos",
    ),
    real(
        GH
        + "olcf/olcf-user-docs/blob/2745903177977d57d4ad353203f5fd4df05dcc97/software/analytics/pytorch_frontier.rst",
        "olcf/olcf-user-docs",
        "network_error",
        "user_code",
        USER,
        "MPICH ERROR: Unable to use a NIC_POLICY of 'NUMA'",
        r"""
        MPICH ERROR: Unable to use a NIC_POLICY of 'NUMA'. Rank 4 is not confined to a single NUMA node.  There are 4 numa_nodes detected (rc=0).
        MPICH ERROR [Rank 0] [job id 2853270.0] [Fri Dec 13 13:41:36 2024] [frontier05084] - Abort(2665871) (rank 0 in comm 0): Fatal error in PMPI_Init_thread: Other MPI error, error stack:
        MPIR_Init_thread(170).................:
        MPID_Init(501)........................:
        MPIDI_OFI_mpi_init_hook(580)..........:
        open_fabric(1519).....................:
        MPIDI_CRAY_ofi_nic_assign_policy(3548):
        MPIDI_CRAY_ofi_get_nic_index(1801)....: OFI invalid value for environment variable
        """,
        "OLCF's PyTorch-on-Frontier guide (Troubleshooting, MPICH mpi4py Errors): Cray MPICH fails in PMPI_Init_thread while opening the Slingshot fabric because it cannot assign NICs by NUMA policy. The page concludes that, when the srun core mapping is right, the cause is importing mpi4py after torch (a recent PyTorch change broke that order) and the fix is to import mpi4py first. Recurs with the same script until changed: notify the user.",
        tag="mpi4py",
    ),
    real(
        GH
        + "olcf/olcf-user-docs/blob/2745903177977d57d4ad353203f5fd4df05dcc97/systems/summit_user_guide.rst",
        "olcf/olcf-user-docs",
        "cuda_error",
        "user_code",
        USER,
        "[0]Error opening IPC Memhandle from peer:1, invalid argument",
        r"""
        /__SMPI_build_dir__________________________________________/ibmsrc/pami/ibm-pami/buildtools/pami_build_port/../pami/components/devices/ibvdevice/CudaIPCPool.h:300:
        [0]Error opening IPC Memhandle from peer:1, invalid argument
        CUDA level IPC failure: this has been observed in environments where cgroups separate the visible GPUs between ranks. The option -x PAMI_DISABLE_IPC=1 can be used to disable CUDA level IPC.[:] *** Process received signal ***
        """,
        "Summit user guide, resolved issue 'CUDA Aware MPI with >1 resource set per node': Spectrum MPI cannot open a CUDA IPC handle from a peer rank when jsrun puts more than one resource set on a node (cgroups hide the peer's GPU). The guide's workaround is configuration: set PAMI_DISABLE_IPC=1 or run one resource set per host. A launch layout problem that recurs on every rank with the same jsrun options, not a GPU fault.",
        tag="cudaipc",
    ),
    real(
        GH
        + "ycrc/ycrc.github.io/blob/1f4539acf06b82cd3dd1d806a6e8b96e64da87d5/clusters-at-yale/job-scheduling/common-job-failures/index.html",
        "ycrc/ycrc.github.io",
        "host_oom",
        "user_code",
        USER,
        "Detected 1 oom-kill event(s)",
        r"""
        slurmstepd: error: Detected 1 oom-kill event(s).
        Some of your processes may have been killed by the cgroup out-of-memory handler.
        """,
        "Yale Center for Research Computing, Common Job Failures (Memory Limits): Slurm's cgroup OOM record. The page concludes the job hit the memory it requested and was killed; the fix is to request more memory (--mem-per-cpu) or use less. A host OOM with Slurm's record: recurs with the same request, notify the user.",
        tag="oom",
    ),
    real(
        GH
        + "ycrc/ycrc.github.io/blob/1f4539acf06b82cd3dd1d806a6e8b96e64da87d5/clusters-at-yale/job-scheduling/common-job-failures/index.html",
        "ycrc/ycrc.github.io",
        "other",
        "user_code",
        USER,
        "Reached jobs per hour limit",
        r"""
        sbatch: error: Reached jobs per hour limit
        sbatch: error: Batch job submission failed: Job violates accounting/QOS policy (job submit limit, user's size and/or time limits)
        """,
        "Same page (Rate Limits): sbatch refuses new jobs once a user passes the cluster's 200 submissions per hour. The page says to wait until the submission rate drops and to use job arrays or Dead Simple Queue instead of many single jobs. A scheduler policy the user's workflow runs into, not an infrastructure fault.",
        tag="ratelimit",
    ),
    real(
        GH
        + "awsdocs/amazon-sagemaker-developer-guide/blob/a869fa5c9bd1074a85bd23748d0463e322ad8939/doc_source/distributed-troubleshooting-model-parallel.md",
        "awsdocs/amazon-sagemaker-developer-guide",
        "cuda_oom",
        "user_code",
        USER,
        "ncclSystemError: System call (socket, malloc, munmap, etc) failed.",
        r"""
        NCCL error in: ../torch/lib/c10d/ProcessGroupNCCL.cpp:825, unhandled system error, NCCL version 2.7.8
        ncclSystemError: System call (socket, malloc, munmap, etc) failed.
        """,
        "SageMaker developer guide, model-parallel troubleshooting (Receiving NCCL Error for a PyTorch Training Job): an 'unhandled system error' from NCCL. The guide concludes it may be due to a process running out of GPU memory and tells the user to reduce the batch size or active_microbatches, or to repartition manually. Labelled from that diagnosis as an out-of-memory configuration problem, not a network fault.",
    ),
    real(
        GH + "meta-pytorch/torchcomms/commit/188a0fbf3485c71165cfac74dd8b3fdbe4385398",
        "meta-pytorch/torchcomms",
        "other",
        "framework_bug",
        USER,
        "WARNING: CPU: 126 PID: 250410 at arch/arm64/mm/ioremap.c:28",
        r"""
        Aborting workload
         *** Aborted at 1766303707 (unix time) try "date -d 1766303707" if you are using GNU date ***
        Aborting workload
         *** Aborted at 1766303707 (unix time) try "date -d 1766303707" if you are using GNU date ***
        PC: @                0x0 (unknown)
         *** SIGABRT (0x3d229) received by PID 250409 (TID 0xfffd90e54b80) from PID 250409; stack trace: ***
            @     0xfffd90e008a0 ([vdso]+0x89f)
        PC: @                0x0 (unknown)
        [Sat Dec 20 23:56:59 2025] WARNING: CPU: 126 PID: 250410 at arch/arm64/mm/ioremap.c:28 ioremap_prot+0x7c/0xb8
        [Sat Dec 20 23:56:59 2025]  coresight(E)
        """,
        "torchcomms commit 'disable signal handler on gb200': on GB200 hosts a workload abort runs the installed signal handler, which triggers a kernel ioremap warning (and, per the commit, a kernel panic). The commit concludes it is a platform bug that NVIDIA will fix later and disables the signal handler as the workaround; with it there is no kernel panic. Software on every GB200 node, not one bad node: fixed by a code/config change.",
        tag="gb200",
    ),
    real(
        GH + "meta-pytorch/torchcomms/commit/9d1f2f998ce224fd0981062dae7593c88a1a6dc3",
        "meta-pytorch/torchcomms",
        "cuda_error",
        "framework_bug",
        USER,
        "no kernel image is available for execution on the device",
        r"""
        ERROR: test_graph_all_gather_single_input_deleted (__main__.AllGatherSingleTest.test_graph_all_gather_single_input_deleted) (count=1048576, dtype=torch.int32)
        Test CUDA Graph all_gather_single with input deleted after graph creation.
        ----------------------------------------------------------------------
        Traceback (most recent call last):
          File "/meta-pytorch/torchcomms/comms/torchcomms/tests/integration/py/AllGatherSingleTest.py", line 293, in test_graph_all_gather_single_input_deleted
            self._graph_all_gather_single_input_deleted(count, dtype)
          File "/meta-pytorch/torchcomms/comms/torchcomms/tests/integration/py/AllGatherSingleTest.py", line 193, in _graph_all_gather_single_input_deleted
            self.torchcomm.all_gather_single(output_tensor, input_tensor, False)
        RuntimeError: Failed to record replay counter increment: no kernel image is available for execution on the device at /meta-pytorch/torchcomms/comms/torchcomms/ncclx/GraphEventTracker.cpp:83
        """,
        "torchcomms commit 'detect correct cuda arch': the CUDA-graph all_gather_single integration test fails because the NCCLX build carries no kernel image for the GPU it runs on, which happened whenever CI did not run on H100s. The fix detects the right CUDA architecture at build time. A build/architecture mismatch that recurs on that machine until rebuilt, not a GPU fault.",
        tag="cudaarch",
    ),
    real(
        GH + "openpmix/openpmix/commit/80dd4e37c58561b9549b83f7e333e01faa1acf2e",
        "openpmix/openpmix",
        "assertion_error",
        "framework_bug",
        USER,
        "Assertion failed: (0 == item->pmix_list_item_refcount),",
        r"""
        PMIX ERROR: PMIX_ERROR in file base/ptl_base_connection_hdlr.c
        Assertion failed: (0 == item->pmix_list_item_refcount),
            function pmix_list_item_destruct
        """,
        "OpenPMIx commit 'Do not abort the server when a host rejects a connection': when the host's client_connected callback refuses a connection, the PMIx server's error path released a reference it did not own and killed the server with this assertion (debug build; freed memory in an optimized build). The commit fixes the ownership mistakes. A launcher-library bug that recurs on the same path until PMIx is updated.",
        tag="connect",
    ),
    real(
        GH + "openpmix/openpmix/commit/7974066b836e4c8cace77eb903c5fa2a481f98b8",
        "openpmix/openpmix",
        "assertion_error",
        "framework_bug",
        USER,
        "pmix_pointer_array_add: Assertion",
        r"""
        Starting second init
        sessions_init_twice: pmix_pointer_array.c:234: pmix_pointer_array_add: Assertion `(table->addr != NULL) && (table->size > 0)' failed.
        [er-head:1794920] *** Process received signal ***
        [er-head:1794920] Signal: Aborted (6)
        [er-head:1794920] Signal code:  (-6)
        [er-head:1794920] [ 0] /lib64/libpthread.so.0(+0x12c20)[0x7ffff7476c20]
        [er-head:1794920] [ 1] /lib64/libc.so.6(gsignal+0x10f)[0x7ffff70d637f]
        [er-head:1794920] [ 2] /lib64/libc.so.6(abort+0x127)[0x7ffff70c0db5]
        [er-head:1794920] [ 3] /lib64/libc.so.6(+0x21c89)[0x7ffff70c0c89]
        [er-head:1794920] [ 4] /lib64/libc.so.6(+0x2fa76)[0x7ffff70cea76]
        [er-head:1794920] [ 5] XXXXX/install/lib/libpmix.so.0(pmix_pointer_array_add+0x8d)[0x7ffff53f82a9]
        [er-head:1794920] [ 6] XXXXX/install/lib/libpmix.so.0(+0x15fd80)[0x7ffff53f2d80]
        [er-head:1794920] [ 7] XXXXX/install/lib/libpmix.so.0(pmix_mca_base_var_group_register+0x64)[0x7ffff53f3044]
        [er-head:1794920] [ 8] XXXXX/install/lib/libpmix.so.0(pmix_mca_base_framework_register+0x207)[0x7ffff53f48fc]
        [er-head:1794920] [ 9] XXXXX/install/lib/libpmix.so.0(pmix_mca_base_framework_open+0x46)[0x7ffff53f4ad0]
        [er-head:1794920] [10] XXXXX/install/lib/libpmix.so.0(pmix_rte_init+0x1d84)[0x7ffff539a3fb]
        [er-head:1794920] [11] XXXXX/install/lib/libpmix.so.0(PMIx_Init+0x5a2)[0x7ffff52f6ddd]
        [er-head:1794920] [12] XXXXX/install/lib/libmpi.so.0(ompi_rte_init+0x12e)[0x7ffff772c7e7]
        [er-head:1794920] [13] XXXXX/install/lib/libmpi.so.0(+0xb450b)[0x7ffff773850b]
        [er-head:1794920] [14] XXXXX/install/lib/libmpi.so.0(ompi_mpi_instance_init+0x72)[0x7ffff77396f7]
        [er-head:1794920] [15] XXXXX/install/lib/libmpi.so.0(PMPI_Session_init+0x1dd)[0x7ffff77b4e35]
        [er-head:1794920] [16] ./sessions_init_twice[0x401174]
        [er-head:1794920] [17] /lib64/libc.so.6(__libc_start_main+0xf3)[0x7ffff70c2493]
        [er-head:1794920] [18] ./sessions_init_twice[0x400c4e]
        [er-head:1794920] *** End of error message ***
        """,
        "OpenPMIx commit 'pmix reinit: a fix to allow pmix to be reinitable': an MPI Sessions program that calls MPI_Session_init, MPI_Session_finalize and MPI_Session_init again aborts in PMIx_Init on the second init, because PMIx could not be re-initialised. Fixed in PMIx; recurs deterministically until then.",
        culprit={"nodes": ["er-head"], "ranks": []},
        tag="reinit",
    ),
    real(
        GH
        + "osg-htc/user-documentation/blob/3069e00db27cc3f45e9438f5af9b9f8587a02213/documentation/htc_workloads/submitting_workloads/monitor_review_jobs.md",
        "osg-htc/user-documentation",
        "file_not_found",
        "user_code",
        USER,
        "(errno 2) No such file or directory",
        r"""
        $ condor_q alice -held -af HoldReason | sort | uniq -c
              4 Error from glidein_3439920_345771664@c6-6-39-2.aglt2.org: SHADOW at 192.170.227.166 failed to send file(s) to <192.41.230.81:44309>: error reading from /home/alice/InputData.txt: (errno 2) No such file or directory; STARTER failed to receive file(s) from <192.170.227.166:9618>
              1 Job in status 2 put on hold by SYSTEM_PERIODIC_HOLD due to memory usage 10572684.
        """,
        "OSPool guide 'Monitor and Review Jobs' (held jobs): HTCondor put four jobs on hold because the input file named in transfer_input_files does not exist (probably a wrong path), and one more because it exceeded the memory requested in the submit file. The page's diagnosis is both user errors in the submit file; the file-transfer failure is the main one.",
    ),
    real(
        GH
        + "hpc-carpentry/hpc-intro/blob/f5ec05f01f80b943de3b78783ee079943df72780/_includes/snippets_library/ComputeCanada_Graham_slurm/scheduler/runtime-exceeded-output.snip",
        "hpc-carpentry/hpc-intro",
        "other",
        "user_code",
        USER,
        "DUE TO TIME LIMIT",
        r"""
        This job is running on:
        gra533
        slurmstepd: error: *** JOB 38193 ON gra533 CANCELLED AT 2017-07-02T16:35:48 DUE TO TIME LIMIT ***
        """,
        "HPC Carpentry's scheduler lesson (Graham snippet): a job that sleeps 120 s under a 30 s time request is cancelled by Slurm at its time limit. The lesson concludes the job was killed for exceeding the resources it requested; the remedy is a correct --time request. Labelled from that: rerunning the same script with the same limit fails the same way.",
    ),
    real(
        GH + "ucdavis/hpccf-docs/blob/afb7ff927a5435ad8847d3e6170590e343dedb7c/docs/scheduler/resources.md",
        "ucdavis/hpccf-docs",
        "host_oom",
        "user_code",
        USER,
        "Detected 1 oom-kill event(s) in StepId=706.0",
        r"""
        $ srun -n 1 --cpus-per-task 2 --mem-per-cpu 200M stress-ng -m 1 --vm-bytes 8G --oomable         1 ↵
        srun: job 706 queued and waiting for resources
        srun: job 706 has been allocated resources
        stress-ng: info:  [3037475] defaulting to a 86400 second (1 day, 0.00 secs) run per stressor
        stress-ng: info:  [3037475] dispatching hogs: 1 vm
        stress-ng: info:  [3037475] successful run completed in 2.23s
        slurmstepd: error: Detected 1 oom-kill event(s) in StepId=706.0. Some of your processes may have been killed by the cgroup out-of-memory handler.
        srun: error: c-8-42: task 0: Out Of Memory
        srun: launch/slurm: _step_signal: Terminating StepId=706.0
        """,
        "UC Davis HPC Core Facility docs (Resources, memory): a deliberate example of a task overrunning its memory allocation (stress-ng allocating 8 GB in a step that requested 200 MB per CPU); Slurm's cgroup OOM handler kills it and srun reports Out Of Memory on c-8-42. The page's conclusion: request enough memory. Host OOM with Slurm's record, user's request.",
        culprit={"nodes": ["c-8-42"], "ranks": [0]},
        tag="oom",
    ),
    real(
        GH + "ucdavis/hpccf-docs/blob/afb7ff927a5435ad8847d3e6170590e343dedb7c/docs/software/ondemand.md",
        "ucdavis/hpccf-docs",
        "other",
        "user_code",
        USER,
        "sbatch: error: QOSMaxMemoryPerJob",
        r"""
        sbatch: error: QOSMaxMemoryPerJob
        sbatch: error: Batch job submission failed: Job violates accounting/QOS policy (job submit limit, user's size and/or time limits)
        """,
        "Same docs (Open OnDemand troubleshooting, QOSMaxMemoryPerJob): the session is rejected at submission because it asks for more memory than the account/partition QOS allows. The page says the user requested resources not available in that account/partition and should check the limits with their PI. Configuration, not infrastructure.",
        tag="qos",
    ),
    real(
        GH + "dask/dask-jobqueue/blob/49db60adfe1edf3f53f5cdf19ce63127a6fb0e3a/docs/source/debug.rst",
        "dask/dask-jobqueue",
        "import_error",
        "user_code",
        USER,
        "Exception: ModuleNotFoundError(\"No module named 'tensorflow'\")",
        r"""
        Loading tensorflow-gpu/py3/2.1.0
          Loading requirement: cuda/10.1.2 cudnn/10.1-v7.5.1.10 nccl/2.5.6-2-cuda
            gcc/4.8.5 openmpi/4.0.2-cuda
        distributed.nanny - INFO -         Start Nanny at: 'tcp://10.148.3.252:39243'
        distributed.dashboard.proxy - INFO - To route to workers diagnostics web server please install jupyter-server-proxy: python -m pip install jupyter-server-proxy
        distributed.worker - INFO -       Start worker at:   tcp://10.148.3.252:42618
        distributed.worker - INFO -          Listening to:   tcp://10.148.3.252:42618
        distributed.worker - INFO -          dashboard at:         10.148.3.252:36903
        distributed.worker - INFO - Waiting to connect to:    tcp://10.148.0.20:35926
        distributed.worker - INFO - -------------------------------------------------
        distributed.worker - INFO -               Threads:                          1
        distributed.worker - INFO -                Memory:                   10.00 GB
        distributed.worker - INFO -       Local Directory: <local-dir>
        distributed.worker - INFO - -------------------------------------------------
        distributed.worker - INFO -         Registered to:    tcp://10.148.0.20:35926
        distributed.worker - INFO - -------------------------------------------------
        distributed.core - INFO - Starting established connection
        distributed.worker - WARNING -  Compute Failed
        Function:  train_dense_model
        args:      (None, False, 64)
        kwargs:    {}
        Exception: ModuleNotFoundError("No module named 'tensorflow'")

        slurmstepd: error: *** JOB 1368437 ON <node> CANCELLED AT 2020-04-10T17:14:30 ***
        distributed.worker - INFO - Connection to scheduler broken.  Reconnecting...
        distributed.worker - INFO - Stopping worker at tcp://10.148.3.252:42618
        distributed.nanny - INFO - Worker closed
        """,
        "dask-jobqueue's debugging page: a Dask worker started inside a Slurm job registers with the scheduler, then its task fails with ModuleNotFoundError although the module was loaded, and the job is cancelled. The page concludes the cluster was created with a different Python than the one the workers should use, visible in the generated job script; the fix is the worker's python setting. Environment configuration that recurs, not a node fault.",
    ),
    real(
        GH + "saforem2/ezpz/blob/1229a1790505e89acb250fbb42b4530dddfc214d/docs/cli/launch/index.md",
        "saforem2/ezpz",
        "cuda_error",
        "unknown",
        HUMAN,
        "UR_RESULT_ERROR_OUT_OF_RESOURCES",
        r"""
        [2026-05-12 08:06:24][I][components/metrics:526:log] step: 18  loss: 10.27772  ...
        [rank7]: RuntimeError: level_zero backend failed with error: 40 (UR_RESULT_ERROR_OUT_OF_RESOURCES)
        x4610c4s3b0n0.hsn.cm.aurora.alcf.anl.gov: rank 7 exited with code 1
        x4610c4s5b0n0.hsn.cm.aurora.alcf.anl.gov: rank 14 died from signal 15
        [ezpz/launch] Execution finished with 143.
        """,
        "ezpz's launch docs, worked example from a real Aurora torchtitan job: after 18 clean steps rank 7 fails with the Level Zero error UR_RESULT_ERROR_OUT_OF_RESOURCES, its node's rank exits 1 and PALS tears the job down (rank 14 on another node is only a SIGTERM cascade). The page is of two minds: it calls the exit 'mpiexec teardown after the GPU OOM' and then 'a real hardware failure', and its failover swaps x4610c4s3b0n0 out as a bad node and retries. Conflicting evidence (device out-of-resources vs bad node) with no hardware record: ambiguous, a person decides; the culprit is the rank and node the log names.",
        culprit={"nodes": ["x4610c4s3b0n0"], "ranks": [7]},
        ambiguous=True,
    ),
]
