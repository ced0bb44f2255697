# ruff: noqa
"""Real excerpts, batch ZZ13-GC: development-fold process deaths and scheduler verdicts (host
out-of-memory kills recorded by Slurm's cgroup handler or the kernel, bare SIGKILL/SIGSEGV/SIGBUS
deaths with no traceback, torchrun/elastic ChildFailedError summaries, MPI "BAD TERMINATION"
banners, DataLoader workers dying on /dev/shm, Slurm step cancellations, memory failures on cloud
batch services), gathered from GitHub issue threads of repositories new to the corpus whose
`fold_of(repo)` is "dev": training projects, HPC simulation codes run under Slurm, workflow
managers and cloud batch wrappers. Found with the `issues` search corpus and taken as the searches
returned them, not picked for what crashcart can do; nobody ran crashcart on them before they were
labelled. Verbatim log lines as printed in each thread (trimmed to the relevant part); labelled from
what each thread concluded, or from the log where it concluded nothing or where only part of the
thread could be read (the notes say which). Where a thread's cause is not visible in the log itself
(a bare SIGKILL or segfault), the case is ambiguous and goes to a human, with the blame the thread
gave."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    # --- Slurm cgroup OOM kills ----------------------------------------------------------------------
    real(
        GH + "chrisknewman/tusas/issues/149",
        "chrisknewman/tusas",
        "host_oom",
        "user_code",
        USER,
        "slurmstepd: error: Detected 1 oom_kill event in StepId=440575.0. Some of the step tasks have been OOM Killed.",
        r"""
        slurmstepd: error: Detected 1 oom_kill event in StepId=440575.0. Some of the step tasks have been OOM Killed.
        srun: error: nid001277: tasks 1-3: Out Of Memory
        srun: Terminating StepId=440575.0
        slurmstepd: error: *** STEP 440575.0 ON nid001277 CANCELLED AT 2023-12-05T07:16:01 ***
        """,
        "A Tusas (finite-element) run on a Cray system is OOM-killed by Slurm's cgroup handler; the "
        "reporter (the maintainer) watched `free` on the node and saw memory use growing, and closed "
        "the issue with a code fix to be carried to other branches. Slurm's own OOM record on tasks "
        "1-3 of nid001277: a memory leak in the application that recurs on restart until fixed.",
        culprit={"nodes": ["nid001277"], "ranks": [1, 2, 3]},
    ),
    real(
        GH + "Hjorthmedh/Snudda/issues/173",
        "Hjorthmedh/Snudda",
        "host_oom",
        "user_code",
        USER,
        "slurmstepd: error: Detected 1 oom-kill event(s) in StepId=32962413.0 cgroup.",
        r"""
        slurmstepd: error: Detected 1 oom-kill event(s) in StepId=32962413.0 cgroup. Some of your processes may have been killed by the cgroup out-of-memory handler.
        """,
        "Creating or simulating a large neuron network with Snudda on CSCS is killed by Slurm's cgroup "
        "OOM handler. The thread's fix is the job's layout: fewer tasks per node "
        "(`--tasks-per-node=5`) or the 128 GB nodes. A Slurm OOM record: the same submission fails "
        "again, the user has to change the resources.",
    ),
    # --- bare SIGKILL / SIGSEGV / SIGABRT with no traceback -----------------------------------------
    real(
        GH + "xxayt/MGSV/issues/2",
        "xxayt/MGSV",
        "host_oom",
        "unknown",
        HUMAN,
        "ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: -9) local_rank: 0 (pid: 178) of binary: /root/miniconda3/envs/MGSV_env/bin/python",
        r"""
        ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: -9) local_rank: 0 (pid: 178) of binary: /root/miniconda3/envs/MGSV_env/bin/python
        Traceback (most recent call last):
          File "/root/miniconda3/envs/MGSV_env/lib/python3.8/runpy.py", line 194, in _run_module_as_main
            return _run_code(code, main_globals, None,
          File "/root/miniconda3/envs/MGSV_env/lib/python3.8/runpy.py", line 87, in _run_code
            exec(code, run_globals)
          File "/root/miniconda3/envs/MGSV_env/lib/python3.8/site-packages/torch/distributed/launch.py", line 195, in <module>
            main()
          File "/root/miniconda3/envs/MGSV_env/lib/python3.8/site-packages/torch/distributed/launch.py", line 191, in main
            launch(args)
          File "/root/miniconda3/envs/MGSV_env/lib/python3.8/site-packages/torch/distributed/launch.py", line 176, in launch
            run(args)
          File "/root/miniconda3/envs/MGSV_env/lib/python3.8/site-packages/torch/distributed/run.py", line 753, in run
            elastic_launch(
          File "/root/miniconda3/envs/MGSV_env/lib/python3.8/site-packages/torch/distributed/launcher/api.py", line 132, in __call__
            return launch_agent(self._config, self._entrypoint, list(args))
          File "/root/miniconda3/envs/MGSV_env/lib/python3.8/site-packages/torch/distributed/launcher/api.py", line 246, in launch_agent
            raise ChildFailedError(
        """,
        "Training launched with torch.distributed.launch dies with exitcode -9 on local rank 0 and no "
        "Python traceback from the worker. The reporter titled it an OOM kill; the part of the thread "
        "that could be read shows no kernel or scheduler OOM record and no resolution. A bare SIGKILL "
        "from the launcher: most likely the host OOM killer, but only a human with the node's logs can "
        "tell.",
        ambiguous=True,
    ),
    real(
        GH + "WeidiXie/VGG-Speaker-Recognition/issues/51",
        "WeidiXie/VGG-Speaker-Recognition",
        "other",
        "unknown",
        HUMAN,
        "Segmentation fault (core dumped)",
        r"""
        Epoch 1/128
        Learning rate for epoch 1 is 0.0001.
        Segmentation fault (core dumped)
        """,
        "Keras training of the speaker-recognition model crashes at the first iteration with a "
        "segfault, only when the GPU is used (CPU training works). No cause is visible in what could be "
        "read of the thread; the label rests on the log: a bare segfault with no traceback, for a "
        "human to look at (driver/cuDNN stack or a bug).",
        ambiguous=True,
    ),
    real(
        GH + "sangrockEG/S2C/issues/8",
        "sangrockEG/S2C",
        "other",
        "unknown",
        HUMAN,
        "139 (interrupted by signal 11:SIGSEGV)",
        r"""
          1%|          | 56/10582 [01:16<4:02:53,  1.38s/it]
        139 (interrupted by signal 11:SIGSEGV)
        """,
        "The pre-processing step of the S2C segmentation pipeline (get_se_map.py) dies with SIGSEGV "
        "after 56 of 10582 images; reinstalling the environment did not help and the thread has no "
        "answer. A bare segfault with no traceback: ambiguous, for a human.",
        ambiguous=True,
    ),
    real(
        GH + "yanx27/PointASNL/issues/39",
        "yanx27/PointASNL",
        "other",
        "user_code",
        HUMAN,
        "Process finished with exit code 139 (interrupted by signal 11:SEGSEGV)",
        r"""
        Process finished with exit code 139 (interrupted by signal 11:SEGSEGV)
        """,
        "Running PointASNL's train.py ends in a segfault (the reporter's spelling of the signal kept). "
        "The reporter later found the cause was the TensorFlow version. From the log alone it is a bare "
        "segfault with no traceback, so a human has to look; the blame is the user's environment, as "
        "the thread found.",
        ambiguous=True,
    ),
    real(
        GH + "deepmodeling/abacus-develop/issues/3351",
        "deepmodeling/abacus-develop",
        "other",
        "user_code",
        HUMAN,
        "=   KILLED BY SIGNAL: 9 (Killed)",
        r"""
        ===================================================================================
        =   BAD TERMINATION OF ONE OF YOUR APPLICATION PROCESSES
        =   RANK 0 PID 39 RUNNING AT dp-lbg-471-10150017
        =   KILLED BY SIGNAL: 9 (Killed)
        ===================================================================================
        """,
        "ABACUS LCAO jobs with ks_solver elpa on a cloud platform die with rank 0 killed by signal 9 "
        "whenever the job lands on an old Xeon E5-2682 v4. The maintainers concluded the pre-built ELPA "
        "needs instruction sets (FMA) those CPUs lack and told users to switch solver or build ELPA "
        "natively: a build/environment mismatch, not a fault of the machine. The log alone shows only "
        "a SIGKILL on rank 0, which needs a human to tell apart from an OOM kill.",
        culprit={"nodes": ["dp-lbg-471-10150017"], "ranks": [0]},
        ambiguous=True,
    ),
    real(
        GH + "deepmodeling/abacus-develop/issues/3714",
        "deepmodeling/abacus-develop",
        "host_oom",
        "unknown",
        HUMAN,
        "=   KILLED BY SIGNAL: 9 (Killed)",
        r"""
        ===================================================================================
        =   BAD TERMINATION OF ONE OF YOUR APPLICATION PROCESSES
        =   RANK 0 PID 38 RUNNING AT dp-lbg-471-11467972
        =   KILLED BY SIGNAL: 9 (Killed)
        ===================================================================================
        """,
        "A plane-wave SCF with force and stress on a 60-atom Sr-Al alloy dies after the force "
        "calculation with rank 0 killed by signal 9. The part of the thread that could be read has no "
        "diagnosis (the same project's other signal-9 reports were memory use). A bare SIGKILL with no "
        "kernel or scheduler record: ambiguous, for a human.",
        culprit={"nodes": ["dp-lbg-471-11467972"], "ranks": [0]},
        ambiguous=True,
    ),
    real(
        GH + "Hjorthmedh/Snudda/issues/174",
        "Hjorthmedh/Snudda",
        "other",
        "unknown",
        HUMAN,
        "application called MPI_Abort(MPI_COMM_WORLD, 0) - process 0",
        r"""
        Rank 0 [Thu Aug  5 14:07:06 2021] [c0-0c0s3n0] application called MPI_Abort(MPI_COMM_WORLD, 0) - process 0
        srun: error: nid00012: task 0: Aborted (core dumped)
        srun: launch/slurm: _step_signal: Terminating StepId=32994319.0
        slurmstepd: error: *** STEP 32994319.0 ON nid00012 CANCELLED AT 2021-08-05T14:07:47 ***
        srun: error: nid00369: tasks 460-464: Terminated
        srun: error: nid00314: tasks 210-214: Terminated
        """,
        "A 150,000-neuron simulation at CSCS aborts in the middle or at the end: rank 0 calls MPI_Abort "
        "and Slurm tears down the other tasks. The reporter wrote 'Solution: Don't know.'; the log "
        "gives no reason for the abort. Rank 0 on nid00012 is the first to fail; a human has to find "
        "out why (its neighbouring issue in the same project was a cgroup OOM at this scale).",
        culprit={"nodes": ["nid00012"], "ranks": [0]},
        ambiguous=True,
    ),
    # --- HPC simulation codes under Slurm -------------------------------------------------------------
    real(
        GH + "epochpic/epoch/issues/118",
        "epochpic/epoch",
        "host_oom",
        "user_code",
        USER,
        "slurmstepd: error: Detected 1 oom-kill event(s) in step 74331.0 cgroup.",
        r"""
        slurmstepd: error: Detected 1 oom-kill event(s) in step 74331.0 cgroup. Some of your processes may have been killed by the cgroup out-of-memory handler.
        mlx5: nid001058: got completion with error:
        00000000 00000000 00000000 00000000
        00000000 00000000 00000000 00000000
        00000005 00000000 00000000 00000000
        00000000 00008a12 0a00db18 1ff7a2d3
        srun: error: nid001076: tasks 1536,1663: Out Of Memory
        """,
        "A large EPOCH particle-in-cell run (20 nodes, 128 tasks per node) on ARCHER2 is OOM-killed "
        "after writing 7 output files; with 64 tasks per node it lasts twice as long, and the reporter "
        "concluded that ARCHER2's smaller memory per core needs more nodes for the same deck. Slurm's "
        "OOM record names tasks 1536 and 1663 on nid001076; the mlx5 completion error on another node "
        "is the fabric noticing a peer die, not the cause. Recurs until the job layout changes.",
        culprit={"nodes": ["nid001076"], "ranks": [1536, 1663]},
    ),
    real(
        GH + "epochpic/epoch/issues/897",
        "epochpic/epoch",
        "other",
        "unknown",
        HUMAN,
        "srun: error: nid006535: task 137: Bus error (core dumped)",
        r"""
        srun: error: nid006535: task 137: Bus error (core dumped)
        Program terminated with signal SIGBUS, Bus error.
        #0  0x00000000005b755d in push_particles$particles_ ()
        """,
        "An EPOCH laser-foil simulation with ionisation and collisions dies with SIGBUS on ARCHER2 at "
        "about 90 fs of simulated time (the core dump is in push_particles); the same deck and node "
        "layout run on another cluster, and ARCHER2 runs fine with ionisation and collisions off. The "
        "issue is open. A bus error in the application with no cause in the log: task 137 on "
        "nid006535, for a human to look at.",
        culprit={"nodes": ["nid006535"], "ranks": [137]},
        ambiguous=True,
    ),
    real(
        GH + "RickKessler/SNANA/issues/1585",
        "RickKessler/SNANA",
        "host_oom",
        "user_code",
        USER,
        "slurmstepd: error: Detected 1 oom_kill event in StepId=45491417.batch. Some of the step tasks have been OOM Killed.",
        r"""
        # merge_driver:          Remove BUSY_MERGE_CPU0000.LOCK for T_midnight=42200
        # merge_driver_exit: completed merge process after 2.21 sec
          Done with merge process -> exit Main.
        0
        Finished merge_driver at 2025-11-21 11:43:23
        slurmstepd: error: Detected 1 oom_kill event in StepId=45491417.batch. Some of the step tasks have been OOM Killed.
        """,
        "The covariance stage of a full LSST supernova simulation on NERSC is OOM-killed a few minutes "
        "in. The maintainer reran it by hand and saw it use up to 7 GB resident while the stage asked "
        "Slurm for 6 GB (BATCH_MEM): the job's memory request is too small, and it fails again until "
        "it is raised.",
    ),
    real(
        GH + "RickKessler/SNANA/issues/218",
        "RickKessler/SNANA",
        "host_oom",
        "user_code",
        USER,
        "slurmstepd-midway2-0211: error: Detected 1 oom-kill event(s) in step 4299050.batch cgroup.",
        r"""
        SPLIT_JOBS_LCFIT/FITSPLIT_00040.BATCH-LOG:slurmstepd-midway2-0211: error: Detected 1 oom-kill event(s) in step 4299050.batch cgroup. Some of your processes may have been killed by the cgroup out-of-memory handler.
        """,
        "Light-curve fit jobs split over Slurm on Midway die with cgroup OOM kills on a large "
        "simulation (smaller ones work). The maintainer found the simulated FITS files had grown past "
        "1 GB because spectra generation was on, and the gzipped file is read whole into a 1 GB "
        "allocation; fix: turn the spectra off. A Slurm OOM record from a configuration that will fail "
        "the same way again.",
    ),
    real(
        GH + "NOAA-EMC/GDASApp/pull/1567",
        "NOAA-EMC/GDASApp",
        "other",
        "unknown",
        RESTART,
        "gdas/test/gw-ci/C96C48_hybatmaerosnowDA/COMROOT/C96C48_hybatmaerosnowDA/logs/2021122018/gdas_snowanl.log:slurmstepd: error: *** JOB 4864852 ON hercules-02-39 CANCELLED AT 2025-03-23T10:31:41 DUE TO TIME LIMIT ***",
        r"""
        gdas/test/gw-ci/C96C48_hybatmaerosnowDA/COMROOT/C96C48_hybatmaerosnowDA/logs/2021122018/gdas_snowanl.log:slurmstepd: error: *** JOB 4864852 ON hercules-02-39 CANCELLED AT 2025-03-23T10:31:41 DUE TO TIME LIMIT ***
        gdas/test/gw-ci/C96C48_hybatmaerosnowDA/COMROOT/C96C48_hybatmaerosnowDA/logs/2021122018/gdas_aeroanlinit.log:slurmstepd: error: *** JOB 4864903 ON hercules-08-55 CANCELLED AT 2025-03-23T11:46:42 DUE TO TIME LIMIT ***
        gdas/test/gw-ci/C96C48_hybatmaerosnowDA/COMROOT/C96C48_hybatmaerosnowDA/logs/2021122018/enkfgdas_fcst_mem001.log:slurmstepd: error: *** JOB 4865218 ON hercules-08-02 CANCELLED AT 2025-03-23T13:26:43 DUE TO TIME LIMIT ***
        gdas/test/gw-ci/C96C48_hybatmaerosnowDA/COMROOT/C96C48_hybatmaerosnowDA/logs/2021122012/gdas_aeroanlgenb.log:slurmstepd: error: *** JOB 4864631 ON hercules-04-05 CANCELLED AT 2025-03-23T10:36:41 DUE TO TIME LIMIT ***
        gdas/test/gw-ci/C96C48_hybatmaerosnowDA/COMROOT/C96C48_hybatmaerosnowDA/logs/2021122012/gdas_atmos_prod_f003.log:slurmstepd: error: *** JOB 4864635 ON hercules-02-48 CANCELLED AT 2025-03-23T09:46:40 DUE TO TIME LIMIT ***
        """,
        "Weekly CI of the global data-assimilation workflow on the Hercules cluster: the maintainer "
        "grepped the failed tests' logs and found numerous jobs, on many different nodes, cancelled for "
        "reaching their wall-clock limit. The part of the thread read does not say why the machine was "
        "slow that day. Wall-clock limits on many unrelated jobs and nodes: per the labelling rules, "
        "requeue and continue (no node to blame, no code error).",
    ),
    # --- preemption ----------------------------------------------------------------------------------
    real(
        GH + "megagonlabs/t5-japanese/issues/1",
        "megagonlabs/t5-japanese",
        "other",
        "transient",
        RESTART,
        "INFO:tensorflow:ShutdownHook: lame workers found: HeartbeatManager(/job:worker/replica:0/task:0/device:CPU:0)",
        r"""
        I0902 03:33:36.516501 140070334211904 basic_session_run_hooks.py:260] loss = 1.109375, step = 488600 (45.410 sec)
        INFO:tensorflow:global_step/sec: 2.20221
        I0902 03:33:36.518121 140070334211904 tpu_estimator.py:2402] global_step/sec: 2.20221
        INFO:tensorflow:examples/sec: 140.942
        I0902 03:33:36.518576 140070334211904 tpu_estimator.py:2403] examples/sec: 140.942
        INFO:tensorflow:Enqueue next (100) batch(es) of data to infeed.
        I0902 03:33:36.520152 140070334211904 tpu_estimator.py:616] Enqueue next (100) batch(es) of data to infeed.
        INFO:tensorflow:Dequeue next (100) batch(es) of data from outfeed.
        I0902 03:33:36.520488 140070334211904 tpu_estimator.py:620] Dequeue next (100) batch(es) of data from outfeed.
        INFO:tensorflow:Outfeed finished for iteration (1862, 53)
        I0902 03:34:01.018308 140066416998144 tpu_estimator.py:289] Outfeed finished for iteration (1862, 53)
        INFO:tensorflow:ShutdownHook: lame workers found: HeartbeatManager(/job:worker/replica:0/task:0/device:CPU:0)
        """,
        "T5 pre-training on a preemptible Cloud TPU at step 488,600: the TPU worker stops answering "
        "heartbeats ('lame workers found') when the TPU is preempted; the project's tpu.sh is meant to "
        "restart training from the last checkpoint after a preemption, and the issue is that the "
        "process sometimes freezes here instead of exiting with an error. The failure itself is a preemption: restart from the checkpoint.",
    ),
    # --- DataLoader workers ---------------------------------------------------------------------------
    real(
        GH + "dxli94/WLASL/issues/15",
        "dxli94/WLASL",
        "dataloader_killed",
        "user_code",
        USER,
        "ERROR: Unexpected bus error encountered in worker. This might be caused by insufficient shared memory (shm).",
        r"""
        Epoch 1 train Loc Loss: 0.0019 Cls Loss: 0.0009 Tot Loss: 0.0014 Accu :0.8119
        Epoch 1 train Loc Loss: 0.0014 Cls Loss: 0.0006 Tot Loss: 0.0010 Accu :0.8121
        ERROR: Unexpected bus error encountered in worker. This might be caused by insufficient shared memory (shm).
        ERROR: Unexpected bus error encountered in worker. This might be caused by insufficient shared memory (shm).
        Traceback (most recent call last):
          File "/usr/local/lib/python3.6/site-packages/torch/utils/data/dataloader.py", line 511, in _try_get_batch
            data = self.data_queue.get(timeout=timeout)
          File "/usr/local/lib/python3.6/multiprocessing/queues.py", line 104, in get
            if not self._poll(timeout):
          File "/usr/local/lib/python3.6/multiprocessing/connection.py", line 257, in poll
            return self._poll(timeout)
          File "/usr/local/lib/python3.6/multiprocessing/connection.py", line 414, in _poll
            r = wait([self], timeout)
          File "/usr/local/lib/python3.6/multiprocessing/connection.py", line 911, in wait
            ready = selector.select(timeout)
          File "/usr/local/lib/python3.6/selectors.py", line 376, in select
            fd_event_list = self._poll.poll(timeout)
        """,
        "I3D training for sign-language recognition dies in epoch 1 when DataLoader workers hit a bus "
        "error on shared memory. The part of the thread that could be read has no reply; the label "
        "rests on the log: DataLoader workers out of /dev/shm (typically a container's 64 MB default) "
        "recur until the shm size or num_workers is changed.",
    ),
    real(
        GH + "OlaWod/FreeVC/issues/58",
        "OlaWod/FreeVC",
        "dataloader_killed",
        "unknown",
        HUMAN,
        "ERROR: Unexpected segmentation fault encountered in worker.",
        r"""
        INFO:freevc:Train Epoch: 1515 [70%]
        INFO:freevc:[2.0600645542144775, 3.001354932785034, 14.571150779724121, 20.43256950378418, 2.2390851974487305, 845200, 0.00016534851772726235]
        ERROR: Unexpected segmentation fault encountered in worker.
        INFO:freevc:====> Epoch: 1515
        INFO:freevc:Train Epoch: 1516 [5%]
        """,
        "FreeVC training prints a DataLoader worker segfault every now and then near the end of an "
        "epoch and carries on. The maintainer suggested too few CPU cores (fewer workers); the reporter "
        "doubted it and later blamed a drive that 'got messed up'. Nothing concluded; a segfaulting "
        "worker with no cause in the log, for a human.",
        ambiguous=True,
    ),
    # --- SIGILL / heap-corruption aborts --------------------------------------------------------------
    real(
        GH + "keroro824/HashingDeepLearning/issues/13",
        "keroro824/HashingDeepLearning",
        "other",
        "user_code",
        USER,
        "Illegal instruction (core dumped)",
        r"""
        /runme Config_amz.csv
        new Network
        new Layer
        new Node array
        Illegal instruction (core dumped)
        [7506565.490401] traps: runme[27327] trap invalid opcode ip:5654a0192380 sp:7ffd6a645dd0 error:0 in runme[5654a0188000+1c000]
        """,
        "SLIDE (CPU hash-based training) dies with SIGILL while building the network on a Xeon "
        "E5-2699 v4; the kernel's 'trap invalid opcode' line confirms an instruction the CPU does not "
        "have. The reporter went back to an older commit and the experiment ran: the newer build used "
        "instructions this CPU lacks. A binary/CPU mismatch recurs on every restart on such nodes. (The "
        "dmesg line was quoted inline in the thread; its markdown backtick is dropped.)",
    ),
    real(
        GH + "aldro61/kover/issues/42",
        "aldro61/kover",
        "other",
        "user_code",
        USER,
        "/var/spool/sge/schoolshark/job_scripts/6843341: line 13: 51804 Illegal instruction (core dumped)",
        r"""
        /var/spool/sge/schoolshark/job_scripts/6843341: line 13: 51804 Illegal instruction (core dumped)
        """,
        "An SGE batch job running kover's dataset split dies with SIGILL on the compute nodes. The "
        "reporter found the cause: the tool was compiled on the head node, whose CPU is much newer than "
        "the cluster's nodes, so the binary uses instructions they do not have. Rebuilding for the "
        "nodes fixed it; a restart on the same nodes fails again.",
    ),
    real(
        GH + "Genentech/scimilarity/issues/22",
        "Genentech/scimilarity",
        "other",
        "user_code",
        USER,
        "Illegal instruction (core dumped)",
        r"""
        model_path = "/cluster/projects/hardinggroup/Shuye/SCimilarity/model_v1.1"
        >>> cq = CellQuery(model_path)
        Illegal instruction (core dumped)
        """,
        "Loading the SCimilarity model on a Linux cluster node kills Python with SIGILL. The maintainer "
        "pointed at the hnswlib build (old or badly installed builds crash) and advised a fresh, "
        "separate environment. An illegal instruction is a build/CPU mismatch in the user's "
        "environment, not a fault of the node: it recurs until the environment is rebuilt.",
    ),
    real(
        GH + "yxlijun/Pelee.Pytorch/issues/20",
        "yxlijun/Pelee.Pytorch",
        "other",
        "unknown",
        HUMAN,
        "free(): invalid pointer",
        r"""
        ----------------------------------------------------------------------
        |                       Pelee Training Program                       |
        ----------------------------------------------------------------------
        free(): invalid pointer
        Aborted (core dumped)
        """,
        "Training Pelee on a custom VOC-format dataset aborts at start-up with glibc's invalid-pointer "
        "check (SIGABRT). No reply in the thread; the label rests on the log: heap corruption in native "
        "code with no traceback (often mismatched compiled extensions), for a human.",
        ambiguous=True,
    ),
    real(
        GH + "fizyr/keras-retinanet/issues/1531",
        "fizyr/keras-retinanet",
        "other",
        "unknown",
        HUMAN,
        "src/tcmalloc.cc:283] Attempt to free invalid pointer 0x4205c8e8c1bdb5e1",
        r"""
        Epoch 1/50
        2021-04-15 20:46:19.245064: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libcudnn.so.7
        2021-04-15 20:46:21.647833: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libcublas.so.10.0
        5173/10000 [==============>...............] - ETA: 18:14 - loss: 2.6161 - regression_loss: 2.1697 - classification_loss: 0.4464src/tcmalloc.cc:283] Attempt to free invalid pointer 0xc22f88e4c3381656
        src/tcmalloc.cc:283] Attempt to free invalid pointer 0x4205c8e8c1bdb5e1
        src/tcmalloc.cc:283] Attempt to free invalid pointer 0x564900b52ffb57bd
        5174/10000 [==============>...............] - ETA: 18:13 - loss: 2.6161 - regression_loss: 2.1696 - classification_loss: 0.4464
        """,
        "RetinaNet training in Keras/TensorFlow stops in the first epoch after tcmalloc reports frees "
        "of invalid pointers. The issue went stale with no answer; the label rests on the log: heap "
        "corruption in native code with no Python traceback, for a human.",
        ambiguous=True,
    ),
    real(
        GH + "ildoonet/tf-pose-estimation/issues/674",
        "ildoonet/tf-pose-estimation",
        "host_oom",
        "user_code",
        HUMAN,
        "Killed",
        r"""
        [2021-02-12 03:31:37,319] [train] [INFO] Training Started.
        2021-02-12 03:31:37,319 INFO Training Started.
        Killed
        """,
        "Pose-estimation training is killed right after it starts, with no error. The reporter later "
        "found it was the host running out of RAM and fixed it with a smaller batch size. The log alone "
        "shows only the shell's bare 'Killed' with no kernel or scheduler OOM record, so from the log it "
        "goes to a human; the blame is the job's memory use, as the thread found.",
        ambiguous=True,
    ),
    # --- Slurm steps cancelled with no reason ---------------------------------------------------------
    real(
        GH + "BSC-ES/autosubmit/issues/2935",
        "BSC-ES/autosubmit",
        "other",
        "unknown",
        HUMAN,
        "slurmstepd: error: *** STEP 38758875.3 ON gs10r1b49 CANCELLED AT 2026-04-09T22:24:52 ***",
        r"""
        xmeter                     387894 not posted  because neither SMSNAME nor ECF_NAME  is defined. LEN=  5NOSMS           NOECF
        slurmstepd: error: *** STEP 38758875.3 ON gs10r1b49 CANCELLED AT 2026-04-09T22:24:52 ***
        """,
        "An IFS climate simulation run by Autosubmit on MareNostrum 5 has its Slurm step cancelled with "
        "no reason given, and all the experiment's jobs turned FAILED on two mornings while jobs "
        "submitted by hand survived. The issue is open with no cause found. A step cancelled with no "
        "'DUE TO' reason and no error before it: for a human to trace (an admin action, the workflow "
        "manager, or the node).",
        ambiguous=True,
    ),
    # --- memory on cloud batch services ---------------------------------------------------------------
    real(
        GH + "Azure/doAzureParallel/issues/322",
        "Azure/doAzureParallel",
        "host_oom",
        "user_code",
        USER,
        "system call failed: Cannot allocate memory",
        r"""
        Warning message:
        In quit(save = "yes", status = workerErrorStatus, runLast = FALSE) :
          system call failed: Cannot allocate memory
        """,
        "R foreach tasks on an Azure Batch pool fail on some nodes because the worker cannot allocate "
        "memory. The maintainer's answer: a VM size with more memory is needed (and measure each task's "
        "memory to choose it). Host memory exhausted on the VM: resubmitting to the same pool fails "
        "again, the user has to change the VM size or the task.",
    ),
]
