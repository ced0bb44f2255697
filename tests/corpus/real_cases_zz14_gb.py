# ruff: noqa
"""Real excerpts, batch ZZ14-GB: development-fold failures of distributed and cluster jobs as users
and operators meet them in the launcher, the scheduler or the fabric rather than in the model code
(Slurm cgroup OOM kills and srun/slurmstepd launch errors, PBS walltime kills, Kubernetes pod
evictions for ephemeral storage, Open MPI / MPICH hydra reports of ranks killed or segfaulted,
Omni-Path PSM2 fabric and shared-memory start-up failures, torchrun ChildFailedError summaries,
a Ray memory-monitor kill), gathered from GitHub issue and pull-request threads of repositories new
to the corpus whose `fold_of(repo)` is "dev" (HPC simulation codes, climate and weather workflow
repos, MPI and fabric libraries, Slurm tooling, ML training examples, Kubernetes home-lab and MLOps
repos). Searches for NCCL WARN lines, watchdog timeouts, IB/EFA completion errors and rendezvous
failures mostly returned repositories already in the corpus or in the test fold; what the searches
(the `issues` corpus, many phrasings) returned in new development-fold repositories is taken as it
came, not picked for what crashcart can do, and nobody ran crashcart on these cases before they
were labelled. Verbatim log lines as printed in each thread (trimmed to the relevant part; markdown
quote markers dropped); labelled from what each thread concluded, or from the log where it
concluded nothing (the notes say which)."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    # --- Slurm: cgroup OOM kills and launch errors -----------------------------------------------------
    real(
        GH + "geoschem/geos-chem/issues/1545",
        "geoschem/geos-chem",
        "host_oom",
        "user_code",
        USER,
        "srun: error: a3411n10: task 30: Out Of Memory",
        r"""
        srun: ROUTE: split_hostlist: hl=a3411n10 tree_width 0
        slurmstepd: error: Detected 1 oom-kill event(s) in StepId=3679495.0 cgroup. Some of your processes may have been killed by the cgroup out-of-memory handler.
        srun: error: a3411n10: task 30: Out Of Memory
        srun: launch/slurm: _step_signal: Terminating StepId=3679495.0
        slurmstepd: error: *** STEP 3679495.0 ON a3411n10 CANCELLED AT 2022-12-01T20:27:06 ***
        """,
        "A GEOS-Chem full-chemistry run submitted with sbatch is stopped by the Slurm cgroup OOM "
        "handler: task 30 on a3411n10 runs out of memory and the step is cancelled, although the "
        "reporter says the node has 200 GB. The maintainer answered that memory on the node may be "
        "taken up elsewhere and the issue was tagged as the user's environment. A cgroup OOM record "
        "for the job's own step: the user sizes the job's memory.",
        culprit={"nodes": ["a3411n10"], "ranks": [30]},
    ),
    real(
        GH + "geoschem/geos-chem/pull/3288",
        "geoschem/geos-chem",
        "host_oom",
        "user_code",
        USER,
        "srun: error: holy8a27110: task 20: Out Of Memory",
        r"""
        [2026-05-12T11:45:19.054] error: Detected 2 oom_kill events in StepId=12570656.0. Some of the step tasks have been OOM Killed.
        srun: error: holy8a27110: task 20: Out Of Memory
        [2026-05-12T11:45:20.044] error:  mpi/pmix_v5: _errhandler: holy8a27110 [0]: pmixp_client_v2.c:226: Error handler invoked: status = -61, source = [slurm.pmix.12570656.0:20]
        [2026-05-12T11:45:20.651] error: *** STEP 12570656.0 ON holy8a27110 CANCELLED AT 2026-05-12T11:45:20 DUE to SIGNAL Killed ***
        srun: Job step aborted: Waiting up to 32 seconds for job step to finish.
        [2026-05-12T11:45:23.985] error:  mpi/pmix_v5: _errhandler: holy8a27110 [0]: pmixp_client_v2.c:226: Error handler invoked: status = -61, source = [slurm.pmix.12570656.0:23]
        """,
        "A GCHP integration test for this pull request dies with Slurm OOM kills on holy8a27110 and "
        "PMIx error-handler noise from the other tasks. The maintainer traced it to the PR's extra "
        "GFAS ExtData entries (a known memory growth in the model), not to the node. The job's own "
        "memory use: the user (here the PR) has to change.",
        culprit={"nodes": ["holy8a27110"], "ranks": [20]},
    ),
    real(
        GH + "CSCfi/pytorch-ddp-examples/issues/1",
        "CSCfi/pytorch-ddp-examples",
        "file_not_found",
        "framework_bug",
        USER,
        "slurmstepd: error: execve(): torchrun: No such file or directory",
        r"""
        slurmstepd: error: execve(): torchrun: No such file or directory
        srun: error: g1301: task 0: Exited with exit code 2
        srun: launch/slurm: _step_signal: Terminating StepId=3022331.0
        """,
        "The DDP example's torchrun launch fails at once on the Mahti GPU node: srun cannot execute "
        "torchrun because the site's pytorch/2.1 module did not provide it. The maintainers added "
        "torchrun to the module. A broken software stack on the cluster side, deterministic and not "
        "fixed by a restart: the user is told (switch module or wait for the fix).",
    ),
    real(
        GH + "elyall/wandb_on_slurm/issues/5",
        "elyall/wandb_on_slurm",
        "os_error",
        "user_code",
        USER,
        "slurmstepd: error: execve(): start-agent.sh: Permission denied",
        r"""
        running script
        slurmstepd: error: execve(): start-agent.sh: Permission denied
        srun: error: my-node01: task 0: Exited with exit code 13
        """,
        "Launching W&B sweep agents under srun fails because the agent script cannot be executed. The "
        "reporter solved it themselves: a permission problem with the script started through "
        "subprocess.Popen. The user's files, not the node: notify the user.",
    ),
    real(
        GH + "SckyzO/slurm_exporter/issues/168",
        "SckyzO/slurm_exporter",
        "other",
        "user_code",
        USER,
        "sbatch: error: Memory specification can not be satisfied",
        r"""
        $ sbatch --cpus-per-task=8 --mem=16384M --time=30 --wrap="sleep 60"
        sbatch: error: Memory specification can not be satisfied
        sbatch: error: Batch job submission failed: Requested node configuration is not available
        """,
        "The repository's random-jobs test script on a docker Slurm cluster asks for 16384M per job "
        "while the nodes advertise RealMemory=15867, so submission is refused. The thread's fix was "
        "to make the script request less memory. A request the cluster cannot satisfy: the user "
        "changes the request.",
    ),
    real(
        GH + "SckyzO/slurm_exporter/issues/171",
        "SckyzO/slurm_exporter",
        "os_error",
        "user_code",
        USER,
        "[18:10:53.635] [80.batch] JobId=80 completed with slurm_rc = 0, job_rc = 4021",
        r"""
        $ docker exec slurmctld ls -ld /data
        drwxr-xr-x 2 root root 4096 Jul 22 18:11 /data
        [18:10:53.601] Launching batch JobId=80 for UID 1000
        [18:10:53.635] [80.batch] JobId=80 completed with slurm_rc = 0, job_rc = 4021
        """,
        "In the dev docker Slurm cluster every batch job fails at once (RaisedSignal:53 in the job "
        "record) because the job's output file cannot be created in /data, which is owned by root "
        "while jobs run as UID 1000. The thread fixed the directory ownership. A permission problem "
        "in the user's set-up, not a node fault.",
    ),
    # --- PBS walltime kills ------------------------------------------------------------------------------
    real(
        GH + "NOAA-EMC/EVS/pull/78",
        "NOAA-EMC/EVS",
        "other",
        "transient",
        RESTART,
        "=>> PBS: job killed: walltime 906 exceeded limit 900",
        r"""
        jevs_global_det_atmos_grid2grid_means_plots_31days_00.o52401091:=>> PBS: job killed: walltime 906 exceeded limit 900
        jevs_global_det_atmos_grid2grid_means_plots_90days_00.o52401092:=>> PBS: job killed: walltime 1207 exceeded limit 1200
        jevs_global_det_atmos_grid2grid_snow_plots_31days_00.o52401085:=>> PBS: job killed: walltime 910 exceeded limit 900
        jevs_global_det_atmos_grid2grid_snow_plots_90days_00.o52401086:=>> PBS: job killed: walltime 1211 exceeded limit 1200
        jevs_global_det_atmos_grid2obs_ptype_plots_31days_00.o52401097:=>> PBS: job killed: walltime 904 exceeded limit 900
        jevs_global_det_atmos_grid2obs_ptype_plots_90days_00.o52401098:=>> PBS: job killed: walltime 910 exceeded limit 900
        """,
        "While testing this PR six verification plot jobs on WCOSS2 Cactus are killed by PBS a few "
        'seconds past their walltime. The developer blamed the machine ("Cactus is going to be the '
        'death of me"), which the team had found running slow at the time. Overruns of a few seconds '
        "on a slow machine: run again.",
    ),
    real(
        GH + "NOAA-EMC/EVS/pull/839",
        "NOAA-EMC/EVS",
        "other",
        "user_code",
        USER,
        "=>> PBS: job killed: walltime 18046 exceeded limit 18000",
        r"""
        jevs_global_ens_atmos_prep.o220097273
        =>> PBS: job killed: walltime 18046 exceeded limit 18000
        Resource_List.walltime = 05:00:00
        resources_used.walltime = 05:00:46
        """,
        "The global_ens atmos prep job in the parallel is killed by PBS 46 seconds past its 5-hour "
        "walltime. The author thought Cactus was slow that afternoon, but the reviewer recommended "
        "raising the walltime to 06:15:00 and the PR did so. The request was too tight: the job's "
        "owner changes it.",
    ),
    # --- Kubernetes evictions for ephemeral storage ------------------------------------------------------
    real(
        GH + "sematic-ai/sematic/issues/853",
        "sematic-ai/sematic",
        "storage_error",
        "storage",
        HUMAN,
        "sematic-server-ee-584694978d-ntsv6                             0/1     Evicted                  0             7m9s",
        r"""
        sematic-server-ee-584694978d-ntmlg                             0/1     Error                    0             56m
        sematic-server-ee-584694978d-ntsv6                             0/1     Evicted                  0             7m9s
        sematic-server-ee-584694978d-p9qtp                             0/1     Evicted                  0             7m12s
        sematic-server-ee-584694978d-qww7t                             0/1     Evicted                  0             7m8s
        sematic-server-ee-584694978d-r2llx                             0/1     ContainerCreating        0             57s
        sematic-server-ee-584694978d-rtf22                             0/1     Evicted                  0             7m11s
        sematic-server-ee-584694978d-rvq27                             0/1     Evicted                  0             7m12s
        sematic-server-ee-584694978d-rxmmf                             0/1     Error                    0             64m
        """,
        "When the ephemeral disks of an EKS node group fill up, the Sematic server pods go into an "
        "eviction loop (pod messages: node had condition DiskPressure / low on ephemeral-storage). "
        "The maintainers filed it as an infrastructure problem: node disk exhaustion. Restarting the "
        "pods only feeds the loop; someone has to free or grow the node disks.",
    ),
    real(
        GH + "Tanguille/cluster/pull/4607",
        "Tanguille/cluster",
        "storage_error",
        "user_code",
        USER,
        "The node was low on resource: ephemeral-storage.",
        r"""
        reason=Evicted
        The node was low on resource: ephemeral-storage.
        Threshold: 80463020976, available: 78017988Ki.
        Container app was using 1148032Ki, request is 0
        exitCode 137
        """,
        "A home-lab cluster's fileflows pod is evicted under node ephemeral-storage pressure; it was "
        "using about 1.1 GiB with no ephemeral-storage request, so it was first in line. The PR's fix "
        "gives the workload an ephemeral-storage request. The workload's own spec is the fix, so the "
        "owner is notified.",
    ),
    # --- MPI launchers: ranks killed or crashed ------------------------------------------------------------
    real(
        GH + "mfem/mfem/issues/3424",
        "mfem/mfem",
        "host_oom",
        "unknown",
        HUMAN,
        "exited on signal 9 (Killed)",
        r"""
        Number of finite element unknowns: 125389080
        Primary job  terminated normally, but 1 process returned
        a non-zero exit code. Per user-direction, the job has been aborted.
        mpirun noticed that process rank 10 with PID 0 on node yosibash-pc exited on signal 9 (Killed)
        """,
        "An ex2p run with 16 MPI ranks on a 128 GB desktop, 125 million unknowns, loses rank 10 to "
        "SIGKILL during assembly. The reporter suspected memory; the part of the thread that could be "
        "read reached no conclusion. A bare SIGKILL with no kernel or scheduler record: for a human.",
        culprit={"nodes": ["yosibash-pc"], "ranks": [10]},
        ambiguous=True,
    ),
    real(
        GH + "gflow/GFlow/issues/11",
        "gflow/GFlow",
        "host_oom",
        "user_code",
        USER,
        "exited on signal 9 (Killed)",
        r"""
        Tue Dec 13 13:13:00 2016 >> 587 points in nodes
        Tue Dec 13 13:13:00 2016 >> Max distance: 148148.15 pixels
        Tue Dec 13 13:13:00 2016 >> 171991 pairs generated.  0 skipped.
        Tue Dec 13 13:13:00 2016 >> Number of unknowns: 34167982
        mpiexec noticed that process rank 0 with PID 1969 on node ubuntu exited on signal 9 (Killed)
        """,
        "Running the bundled example with mpiexec on a 16 GB Ubuntu machine: rank 0 is killed by "
        "SIGKILL soon after the 34-million-unknown system is set up. The thread concluded that the "
        "example is too large for that machine's memory. The label follows that finding; the user "
        "needs a smaller problem or a bigger machine.",
        culprit={"nodes": ["ubuntu"], "ranks": [0]},
    ),
    real(
        GH + "flow123d/flow123d/issues/1191",
        "flow123d/flow123d",
        "host_oom",
        "unknown",
        HUMAN,
        "=   EXIT CODE: 9",
        r"""
        00:01:29.035      - Reading nodes...
        00:01:37.987      ... 973450 nodes read.
        00:01:37.988      - Reading elements...
        00:01:59.543      ... 1943398 bulk elements, 1400 boundary elements.
        =   BAD TERMINATION OF ONE OF YOUR APPLICATION PROCESSES
        =   EXIT CODE: 9
        =   CLEANING UP REMAINING PROCESSES
        =   YOU CAN IGNORE THE BELOW CLEANUP MESSAGES
        """,
        "A flow123d run on the charon cluster with a 1.9-million-element mesh is killed with exit "
        "code 9 right after reading the elements. The thread's discussion could not be followed to a "
        "conclusion; the label rests on the log. A SIGKILL from outside with no OOM record: ambiguous, "
        "for a human.",
        ambiguous=True,
    ),
    real(
        GH + "bsc-performance-tools/extrae/issues/101",
        "bsc-performance-tools/extrae",
        "host_oom",
        "unknown",
        HUMAN,
        "=   KILLED BY SIGNAL: 9 (Killed)",
        r"""
        ===================================================================================
        =   BAD TERMINATION OF ONE OF YOUR APPLICATION PROCESSES
        =   RANK 6 PID 2447372 RUNNING AT node0009
        =   KILLED BY SIGNAL: 9 (Killed)
        ===================================================================================

        ===================================================================================
        =   BAD TERMINATION OF ONE OF YOUR APPLICATION PROCESSES
        =   RANK 7 PID 2447373 RUNNING AT node0009
        =   KILLED BY SIGNAL: 9 (Killed)
        ===================================================================================

        ===================================================================================
        =   BAD TERMINATION OF ONE OF YOUR APPLICATION PROCESSES
        =   RANK 8 PID 2447374 RUNNING AT node0009
        =   KILLED BY SIGNAL: 9 (Killed)
        ===================================================================================
        """,
        "An MPI application traced with Extrae (user-function instrumentation) has ranks 6 and up on "
        "node0009 killed by SIGKILL. The thread, still open, concluded nothing; the label rests on "
        "the log. Several ranks of one node killed together with no kernel or scheduler record: could "
        "be memory, could be the environment; a human decides.",
        culprit={"nodes": ["node0009"], "ranks": [6, 7, 8]},
        ambiguous=True,
    ),
    real(
        GH + "SPECFEM/specfem3d/issues/643",
        "SPECFEM/specfem3d",
        "other",
        "unknown",
        HUMAN,
        "=   EXIT CODE: 139",
        r"""
        ===================================================================================
        =   BAD TERMINATION OF ONE OF YOUR APPLICATION PROCESSES
        =   PID 27636 RUNNING AT sth104
        =   EXIT CODE: 139
        =   CLEANING UP REMAINING PROCESSES
        =   YOU CAN IGNORE THE BELOW CLEANUP MESSAGES
        ===================================================================================
        [proxy:0:1@sth102] HYD_pmcd_pmip_control_cmd_cb (pm/pmiserv/pmip_cb.c:885): assert (!closed) failed
        [proxy:0:1@sth102] HYDT_dmxu_poll_wait_for_event (tools/demux/demux_poll.c:76): callback returned error status
        [proxy:0:1@sth102] main (pm/pmiserv/pmip.c:206): demux engine error waiting for event
        [proxy:0:4@sth111] HYD_pmcd_pmip_control_cmd_cb (pm/pmiserv/pmip_cb.c:885): assert (!closed) failed
        [proxy:0:4@sth111] HYDT_dmxu_poll_wait_for_event (tools/demux/demux_poll.c:76): callback returned error status
        [proxy:0:4@sth111] main (pm/pmiserv/pmip.c:206): demux engine error waiting for event
        [mpiexec@master] HYDT_bscu_wait_for_completion (tools/bootstrap/utils/bscu_wait.c:76): one of the processes terminated badly; aborting
        """,
        "The in-house mesher on a big model segfaults (exit code 139 on sth104) once the number of "
        "MPI processes is reduced; the hydra proxies on the other hosts then fail their asserts. The "
        "readable thread reached no cause (per-process memory or a mesher bug). A bare segfault with "
        "no backtrace: a human decides.",
        culprit={"nodes": ["sth104"], "ranks": []},
        ambiguous=True,
    ),
    real(
        GH + "SPECFEM/specfem3d_globe/issues/600",
        "SPECFEM/specfem3d_globe",
        "other",
        "user_code",
        USER,
        "There are not enough slots available in the system to satisfy the 64 slots",
        r"""
        There are not enough slots available in the system to satisfy the 64 slots
        that were requested by the application:
          ./bin/meshfem3D

        Either request fewer slots for your application, or make more slots available
        for use.
        """,
        "`mpirun -np 64 ./bin/meshfem3D` is refused by Open MPI before anything runs. The maintainer "
        "pointed at the MPI set-up on the user's machine and the user confirmed they were on a single "
        "machine without 64 slots. A launch request the host cannot satisfy: the user changes it.",
    ),
    real(
        GH + "open-mpi/ompi-release/issues/875",
        "open-mpi/ompi-release",
        "other",
        "framework_bug",
        USER,
        "[vegas26:00823] Signal: Segmentation fault (11)",
        r"""
        [valentinp@vegas25]> ./build_v1.10_rel/install/bin/mpirun -np 2 --map-by node -H vegas25,vegas26 --display-map hostname
        [vegas26:00823] *** Process received signal ***
        [vegas26:00823] Signal: Segmentation fault (11)
        [vegas26:00823] Signal code: Address not mapped (1)
        [vegas26:00823] Failing at address: (nil)
        [vegas26:00823] [ 0] /lib64/libpthread.so.0[0x36d820f710]
        [vegas26:00823] *** End of error message ***
        --------------------------------------------------------------------------
        ORTE was unable to reliably start one or more daemons.
        """,
        "After a pull request was merged into the v1.10 branch, the remote orted daemon segfaults on "
        "vegas26 for a trivial two-node `mpirun ... hostname`, so ORTE cannot start its daemons. The "
        "thread traced it to that merge (a launcher regression), not the node. A bug in the MPI "
        "runtime: restarting does not help, the user changes version.",
    ),
    # --- Fabric: Omni-Path PSM2 and shared memory ---------------------------------------------------------
    real(
        GH + "intel/MLSL/issues/25",
        "intel/MLSL",
        "network_error",
        "network_fabric",
        USER,
        "[1] node1.329747PSM2 can't open hfi unit: -1 (err=23)",
        r"""
        [1] node1.329747hfi_userinit: mmap of rcvhdrq at dabbad00040b0000 failed: Resource temporarily unavailable
        [1] node1.329747hfp_gen1_context_open: hfi_userinit: failed, trying again (1/3)
        [1] node1.329747hfi_userinit: assign_context command failed: Invalid argument
        [1] node1.329747PSM2 can't open hfi unit: -1 (err=23)
        [1] [1] MPI startup(): ofi fabric is not available and fallback fabric is not enabled
        [7] node2.353849hfi_userinit: mmap of rcvhdrq at dabbad00040b0000 failed: Resource temporarily unavailable
        [7] node2.353849hfp_gen1_context_open: hfi_userinit: failed, trying again (1/3)
        """,
        "Multi-node Caffe training through Intel MPI/MLSL under Slurm fails at start-up on both nodes "
        "with I_MPI_FABRICS=ofi: PSM2 cannot map or open the Omni-Path HFI context; only the tcp fabric "
        "works. The thread concluded nothing visible; the label rests on the log. A deterministic "
        "fabric set-up failure on every node (not one bad host): fix the fabric configuration rather "
        "than cordon or retry.",
    ),
    real(
        GH + "cornelisnetworks/opa-psm2/issues/42",
        "cornelisnetworks/opa-psm2",
        "os_error",
        "unknown",
        HUMAN,
        "PSM could not set up shared memory segment (err=9)",
        r"""
        opening remote shared memory object in shm_open: No such file or directory (err=9)
        PSM could not set up shared memory segment (err=9)

        MPIR_Init_thread(649).......:
        MPID_Init(863)..............:
        MPIDI_NM_mpi_init_hook(1202): OFI get address vector map failed
        PSM could not set up shared memory segment (err=9)
        Abort(1094543) on node 5 (rank 5 in comm 0): Fatal error in PMPI_Init: Other MPI error, error stack:
        """,
        "Intel MPI over PSM2 on an Omni-Path cluster fails in MPI_Init on some compute nodes only, "
        "because PSM2 cannot open a peer's shared-memory object. The issue was closed waiting for "
        "information, with no cause found; the label rests on the log. It could be the nodes' /dev/shm "
        "or the job environment: a human has to look.",
        culprit={"nodes": [], "ranks": [5]},
        ambiguous=True,
    ),
    # --- torchrun / Ray in containers and on workstations -----------------------------------------------
    real(
        GH + "awslabs/slapo/issues/114",
        "awslabs/slapo",
        "os_error",
        "unknown",
        HUMAN,
        "  traceback : Signal 7 (SIGBUS) received by PID 100",
        r"""
            raise ChildFailedError(
        torch.distributed.elastic.multiprocessing.errors.ChildFailedError:
        ===================================================
        pytest FAILED
        ---------------------------------------------------
        Failures:
        [1]:
          time      : 2025-04-16_00:06:43
          host      : 494f2fcc8a8d
          rank      : 1 (local_rank: 1)
          exitcode  : -7 (pid: 100)
          error_file: <N/A>
          traceback : Signal 7 (SIGBUS) received by PID 100
        ---------------------------------------------------
        Root Cause (first observed failure):
        [0]:
          time      : 2025-04-16_00:06:43
          host      : 494f2fcc8a8d
          rank      : 0 (local_rank: 0)
        """,
        "The project's multi-GPU tests run with torchrun inside a Docker container end with "
        '"Fatal Python error: Bus error" and both ranks dying of SIGBUS. The issue is open with no '
        "answer; the label rests on the log. A bus error in a container is often a too-small "
        "/dev/shm, but nothing here shows it: a human decides.",
        culprit={"nodes": ["494f2fcc8a8d"], "ranks": []},
        ambiguous=True,
    ),
    real(
        GH + "zju3dv/NeuralRecon/issues/129",
        "zju3dv/NeuralRecon",
        "host_oom",
        "user_code",
        USER,
        "ray._private.memory_monitor.RayOutOfMemoryError: More than 95% of the memory on node yanwm5 is used (15.08 / 15.73 GB). The top 10 memory consumers are:",
        r"""
        ray.exceptions.RayTaskError(RayOutOfMemoryError): ray::process_with_single_worker() (pid=17640, ip=127.0.0.1)
          File "python\ray\_raylet.pyx", line 623, in ray._raylet.execute_task
          File "E:\Anaconda\envs\NeuralReconpython39\lib\site-packages\ray\_private\memory_monitor.py", line 162, in raise_if_low_memory
            raise RayOutOfMemoryError(
        ray._private.memory_monitor.RayOutOfMemoryError: More than 95% of the memory on node yanwm5 is used (15.08 / 15.73 GB). The top 10 memory consumers are:
        """,
        "Generating ground truth with the repository's Ray-parallel script on a 16 GB machine: Ray's "
        "memory monitor stops a worker at 95% host memory. The fix in the thread was to run with one "
        "process/worker (n_proc, num_workers, n_gpu set to 1). Too many parallel workers for the "
        "host: the user's configuration.",
        culprit={"nodes": ["yanwm5"], "ranks": []},
    ),
]
