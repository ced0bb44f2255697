# ruff: noqa
"""Real excerpts, batch ZZ10-SCHED: scheduler, container and process-death failures. Slurm's memory
enforcement (a step over its limit killed by slurmstepd, `Exceeded job memory limit` with srun's
`Out Of Memory`), time limits, and task launches Slurm refuses (`Invalid job credential`, `Job
credential expired`); PBS/Torque and Moab kills (a job over its vmem, a job over its wallclock, a
job over its local-disk quota on Gadi); IBM LSF's termination reasons (`TERM_MEMLIMIT`,
`TERM_THREADLIMIT`); Kubernetes and Docker container deaths (a KubeRay head `OOMKilled`, exit 137
with `OOMKilled:false`, CircleCI's exit-137 hint); Ray's memory monitor killing a worker; cloud
interruptions (an EC2 Spot interruption notice, dstack's `INTERRUPTED_BY_NO_CAPACITY`); host OOM
killer lines from the kernel. Verbatim log lines as printed in public threads (each repository maps
to the dev fold and was not in the corpus before); labelled from what each thread concluded, or from
the log and the labelling rules where it concluded nothing (the notes say which), before crashcart
was run on any of them."""

from __future__ import annotations

from real_kit import HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    # --- Slurm: memory enforcement ----------------------------------------------------------------
    real(
        GH + "openbabel/openbabel/issues/2657",
        "openbabel/openbabel",
        "host_oom",
        "user_code",
        USER,
        "exceeded memory limit (52917772 > 20971520), being killed",
        r"""
        Dec 13 08:56:22 ..... started STAR run
        Dec 13 08:56:22 ... starting to generate Genome files
        Dec 13 08:57:27 ... starting to sort Suffix Array. This may take a long time...
        Dec 13 08:57:45 ... sorting Suffix Array chunks and saving them to disk...
        slurmstepd-falkor7: error: Step 1141810.0 exceeded memory limit (52917772 > 20971520), being killed
        srun: Exceeded job memory limit
        slurmstepd-falkor7: error: *** STEP 1141810.0 ON falkor7 CANCELLED AT 2023-12-13T08:58:22 ***
        srun: Job step aborted: Waiting up to 32 seconds for job step to finish.
        srun: error: falkor7: task 0: Killed
        """,
        "STAR genome generation under srun: slurmstepd's accounting saw the step at ~50 GB against a "
        "20 GB limit and killed it (the CANCELLED line carries no reason of its own, the kill is the "
        "memory limit's). The thread (filed on the wrong project) gives no diagnosis; from the log, "
        "the job's footprint exceeds its memory request and recurs until the request is raised.",
    ),
    real(
        GH + "pepkit/geofetch/issues/13",
        "pepkit/geofetch",
        "host_oom",
        "user_code",
        USER,
        "srun: error: udc-ba26-19: task 0: Out Of Memory",
        r"""
        ==> convert_MethylC-seq_excitatory_neurons_rep1.log <==
        ##### [Epilogue:]
        *   Total elapsed time:  2:36:33
        *     Peak memory used:  0.01 GB
        * Pipeline completed at:  (11-11 07:18:37) elapsed: 9393.0 _TIME_

        Pypiper terminating spawned child process 107099...(tee)
        slurmstepd: error: Exceeded job memory limit at some point.
        srun: error: udc-ba26-19: task 0: Out Of Memory
        srun: Terminating job step 2750598.0
        slurmstepd: error: Exceeded job memory limit at some point.
        """,
        "Every sra_convert step of a geofetch/pypiper pipeline ends with srun reporting the task Out "
        "Of Memory although pypiper's own epilogue measured a tiny peak (it measures its own process, "
        "not the cgroup). No diagnosis in the thread; from the log, Slurm's OOM record of the step: "
        "the request is too small for what the step's processes used, recurs until raised.",
    ),
    real(
        GH + "jmonlong/PopSV/issues/7",
        "jmonlong/PopSV",
        "host_oom",
        "user_code",
        USER,
        "exceeded memory limit (10889240 > 4194304), being killed",
        r"""
        slurmstepd: error: Job 42664148 exceeded memory limit (10889240 > 4194304), being killed
        slurmstepd: error: Exceeded job memory limit
        slurmstepd: error: *** JOB 42664148 ON cn3152 CANCELLED AT 2017-06-06T00:11:58 ***
        """,
        "PopSV's autoNormTest job killed by slurmstepd at ~10 GB against a 4 GB limit: the 16G the "
        "reporter put in the batchtools template did not reach the job. The maintainer asks whether "
        "raising the job memory fixed it. The job's memory request is too small; recurs until raised.",
    ),
    # --- Slurm: time limit ------------------------------------------------------------------------
    real(
        GH + "Nextomics/NextDenovo/issues/114",
        "Nextomics/NextDenovo",
        "other",
        "unknown",
        RESTART,
        "DUE TO TIME LIMIT",
        r"""
        [ERROR] 2021-05-11 12:06:27,882 db_stat failed: please check the following logs:
        [ERROR] 2021-05-11 12:06:27,910 bberry/14-nextdenovo/01_rundir/01.raw_align/01.db_stat.sh.work/dDenovo.sh.e
        hostname
        + hostname
        cd /bberry/14-nextdenovo/01_rundir/01.raw_align/01.db_stat.sh.work/db_stat0
        + cd /orange/zdeng/dev.paudel/bberry/14-nextdenovo/01_rundir/01.raw_align/01.db_stat.sh.work/db_stat0
        time /apps/nextdenovo/2.4.0/bin/seq_stat -f 3k -g 1g -d 45 -o /bberry/14-nextdenovo/01_rundir/01.put.reads.stat //bberry/14-nextdenovo/input.fofn
        + /apps/nextdenovo/2.4.0/bin/seq_stat -f 3k -g 1g -d 45 -o /bberry/14-nextdenovo/01_rundir/01.raw.reads.stat /bberry/14-nextdenovo/input.fofn
        slurmstepd: error: *** JOB 867816 ON c0700a-s1 CANCELLED AT 2021-05-11T12:06:17 DUE TO TIME LIMIT ***
        """,
        "NextDenovo's db_stat sub-job, submitted to Slurm by the pipeline, is cancelled at its time "
        "limit after about ten minutes; the pipeline then reports db_stat failed. The issue is open "
        "with no answer; from the log and the labelling rules, a wall-clock limit: requeue with "
        "enough time and continue (the pipeline's failure line is the echo).",
    ),
    real(
        GH + "Nextomics/NextPolish/issues/125",
        "Nextomics/NextPolish",
        "other",
        "unknown",
        RESTART,
        "DUE TO TIME LIMIT",
        r"""
        hostname
        + hostname
        cd /projects/mjolnir1/people/bgn602/steps/01_comp_study/nextpolish/parameter_eval/t2/A3_em2_1/00.score_chain/01.db_split.sh.work/db_split1
        + cd /projects/mjolnir1/people/bgn602/steps/01_comp_study/nextpolish/parameter_eval/t2/A3_em2_1/00.score_chain/01.db_split.sh.work/db_split1
        ( time  /maps/projects/mjolnir1/people/bgn602/packages/nextpolish/bin/seq_split -d /projects/mjolnir1/people/bgn602/steps/01_comp_study/nextpolish/parameter_eval/t2/A3_em2_1 -m 500000000 -n 3 -t 3 -i 1 -s 390076285800 -p input.sgspart /projects/mjolnir1/people/bgn602/steps/01_comp_study/nextpolish/parameter_eval/t2/A3_em2_1/sgs.fofn )
        + /maps/projects/mjolnir1/people/bgn602/packages/nextpolish/bin/seq_split -d /projects/mjolnir1/people/bgn602/steps/01_comp_study/nextpolish/parameter_eval/t2/A3_em2_1 -m 500000000 -n 3 -t 3 -i 1 -s 390076285800 -p input.sgspart /projects/mjolnir1/people/bgn602/steps/01_comp_study/nextpolish/parameter_eval/t2/A3_em2_1/sgs.fofn
        slurmstepd: error: *** JOB 7750998 ON mjolnircomp05fl CANCELLED AT 2023-11-24T03:54:28 DUE TO TIME LIMIT ***
        """,
        "NextPolish's db_split sub-job (seq_split over the short reads), submitted to Slurm by the "
        "pipeline's task runner, cancelled at its time limit. No diagnosis shown in the thread; from "
        "the log and the labelling rules, a wall-clock limit: requeue with enough time and continue.",
    ),
    # --- Slurm: task launch refused ---------------------------------------------------------------
    real(
        GH + "omnivector-solutions/snap-slurm/issues/80",
        "omnivector-solutions/snap-slurm",
        "other",
        "unknown",
        HUMAN,
        "failed on node n-c72: Invalid job credential",
        r"""
        sssler@n-c72:/cluster/sesonas13/sssler/startests/small$ srun -N2 hostname
        srun: error: Task launch for 56.0 failed on node n-c72: Invalid job credential
        srun: error: Application launch failed: Invalid job credential
        srun: Job step aborted: Waiting up to 32 seconds for job step to finish.
        n-c72
        slurmstepd: error: *** STEP 56.0 ON n-c72 CANCELLED AT 2020-07-05T08:51:30 ***
        """,
        "A two-node srun on a snap-packaged Slurm: slurmd on a node rejects the step's credential. "
        "The reporter traces it into the cluster's Slurm setup (slurmd.log entries about propagating "
        "the submit node's RLIMITs); it is the packaged Slurm, not the job. A rerun fails the same "
        "way: the cluster's Slurm needs an administrator (clear-cut, a person).",
    ),
    real(
        GH + "NVIDIA/deepops/issues/1179",
        "NVIDIA/deepops",
        "other",
        "unknown",
        HUMAN,
        "failed on node adas-ml: Invalid job credential",
        r"""
        (env) (base) [root@adas-ml ~]# srun -N 2 -G 2 --ntasks-per-node=1 --mpi=pmix --exclusive  --container-image=deepops/nccl-tests-tf20.06-ubuntu18.04:latest all_reduce_perf -b 1M -e 4G -f 2 -g 1

        srun: error: Task launch for StepId=13.0 failed on node adas-ml: Invalid job credential
        srun: error: Task launch for StepId=13.0 failed on node adas-ml-2: Invalid job credential
        srun: error: Application launch failed: Invalid job credential
        srun: Job step aborted: Waiting up to 32 seconds for job step to finish.
        srun: error: Timed out waiting for job step to complete
        """,
        "Validating a freshly built two-node DeepOps Slurm cluster with nccl-tests: both slurmds "
        "reject the step's credential although munge and the slurm UID/GID match (the reporter). "
        "Slurm's authentication between controller and nodes is broken; no job change or rerun "
        "helps, an administrator must fix the cluster (clear-cut, a person).",
    ),
    real(
        GH + "JuliaParallel/ClusterManagers.jl/issues/91",
        "JuliaParallel/ClusterManagers.jl",
        "other",
        "unknown",
        HUMAN,
        "failed on node magi70: Job credential expired",
        r"""
        julia> addprocs_slurm(3)
        srun: job 14774 queued and waiting for resources
        srun: job 14774 has been allocated resources
        srun: error: Task launch for 14774.0 failed on node magi70: Job credential expired
        srun: error: Application launch failed: Job credential expired
        srun: Job step aborted: Waiting up to 32 seconds for job step to finish.
        srun: error: Timed out waiting for job step to complete
        WARNING: dropping worker: file not created in 63 seconds
        WARNING: dropping worker: file not created in 63 seconds
        WARNING: dropping worker: file not created in 63 seconds
        0-element Array{Int64,1}
        """,
        "ClusterManagers.jl's addprocs_slurm: slurmd on magi70 rejects the step's credential as "
        "expired. Slurm's FAQ: the node's clock disagrees with the controller's; make the clocks "
        "consistent. Neither the Julia code nor a rerun fixes it; the node's time needs an "
        "administrator (clear-cut, a person). The dropped-worker warnings are the echo.",
    ),
    # --- PBS / Torque / Moab ----------------------------------------------------------------------
    real(
        GH + "CoBrALab/MAGeTbrain/issues/20",
        "CoBrALab/MAGeTbrain",
        "other",
        "unknown",
        RESTART,
        "MOAB_INFO:  job exceeded wallclock limit",
        r"""
        PBS Job Id: 26066307.gpc-sched-ib0
        Job Name:   mb_voting_2014-11-27T12-13-48_353
        Exec host:  gpc-f142n056-ib0/0+gpc-f142n056-ib0/1+gpc-f142n056-ib0/2+gpc-f142n056-ib0/3+gpc-f142n056-ib0/4+gpc-f142n056-ib0/5+gpc-f142n056-ib0/6+gpc-f142n056-ib0/7
        job deleted
        Job deleted at request of root@gpc-sched-ib0
        MOAB_INFO:  job exceeded wallclock limit
        """,
        "Moab's mail for a MAGeT voting job on SciNet: deleted by root because the job exceeded its "
        "wallclock limit (the reporter finds it happens within minutes, as if the limit were one "
        "minute). The thread has no answer; from the log and the labelling rules, a wall-clock limit: "
        "requeue with the right walltime and continue.",
    ),
    real(
        GH + "nf-core/sarek/issues/541",
        "nf-core/sarek",
        "host_oom",
        "user_code",
        USER,
        "Job exceeded a memory resource limit (vmem, pvmem, etc.). Job was aborted",
        r"""
        PBS Job Id: 75736704
        Job Name:   sarekRecal
        Exec host:  node450/0-19
        Aborted by PBS Server
        Job exceeded a memory resource limit (vmem, pvmem, etc.). Job was aborted
        See Administrator for help
        Exit_status=-10
        resources_used.cput=00:17:35
        resources_used.vmem=286793240kb
        resources_used.walltime=00:12:06
        resources_used.mem=37296368kb
        """,
        "Torque's mail for a sarek job launched with vmem=200g: PBS aborted it when its virtual memory "
        "reached ~274 GB (resident only ~36 GB): Nextflow's JVM and the tasks' address space count "
        "against vmem. The job's request does not fit its footprint as counted; recurs until the "
        "request or the pipeline's parallelism changes (the owner's fix).",
    ),
    real(
        GH + "payu-org/payu/issues/587",
        "payu-org/payu",
        "storage_error",
        "storage",
        USER,
        "killed due to exceeding jobfs quota",
        r"""
        Job 143560526.gadi-pbs killed due to exceeding jobfs quota. Quota: 15.0GB, Used: 15.0GB, Host: gadi-cpu-spr-0578

        ======================================================================================
                          Resource Usage on 2025-06-21 18:33:30:
           Job Id:             143560526.gadi-pbs
           Project:            tm70
           Exit Status:        271 (Linux Signal 15 SIGTERM Termination)
           Service Units:      6522.65
           NCPUs Requested:    416                    NCPUs Used: 416
                                                   CPU Time Used: 3245:04:29
           Memory Requested:   2.0TB                 Memory Used: 327.6GB
           Walltime requested: 12:00:00            Walltime Used: 07:50:23
           JobFS requested:    60.0GB                 JobFS used: 11.74GB
        ======================================================================================
        """,
        "A VTune profiling run on NCI Gadi killed by PBS for filling its node-local jobfs (15 GB on "
        "the node named) although 60 GB were requested for the job; the exit status is the SIGTERM "
        "PBS sent. No answer in the thread beyond 'the PBS scheduler's'; from the log, the job's "
        "local-disk request per node is smaller than what it writes there: the job's request to fix, "
        "a rerun fills it again.",
    ),
    # --- IBM LSF termination reasons --------------------------------------------------------------
    real(
        GH + "wheaton5/souporcell/issues/20",
        "wheaton5/souporcell",
        "host_oom",
        "user_code",
        USER,
        "TERM_MEMLIMIT: job killed after reaching LSF memory usage limit.",
        r"""
        ------------------------------------------------------------
        # LSBATCH: User input
        ./souporAg.sh
        ------------------------------------------------------------
        TERM_MEMLIMIT: job killed after reaching LSF memory usage limit.
        Exited with exit code 143.
        """,
        "LSF killed a souporcell run at its 96 GB memory limit. The maintainer: a bug in souporcell's "
        "region chunking when one chromosome is a large part of the genome, fixed in the code. The "
        "job's own software ran out of its memory limit; rerunning the same version recurs.",
    ),
    real(
        GH + "cdanielmachado/carveme/issues/34",
        "cdanielmachado/carveme",
        "other",
        "user_code",
        USER,
        "TERM_THREADLIMIT: job killed after reaching LSF thread limit.",
        r"""
        Your job looked like:

        ------------------------------------------------------------
        # LSBATCH: User input
        carve -r -v --dna ./assemblies/LjRoot16.fna ./assemblies/LjRoot160.fna ./assemblies/LjRoot161.fna
        ------------------------------------------------------------

        TERM_THREADLIMIT: job killed after reaching LSF thread limit.
        Exited with exit code 143.

        Resource usage summary:

            CPU time   :      8.07 sec.
            Max Memory :      5719 MB
            Max Swap   :    422528 MB

            Max Processes  :       142
            Max Threads    :       744
        """,
        "CarveMe in recursive mode on an LSF queue with a thread limit starts one worker per input "
        "and LSF kills the job at its thread limit (744 threads). The reporter: carveme does not obey "
        "the queue's limits. The job's parallelism exceeds what it asked for; recurs until the "
        "command limits its workers or the job requests more (the owner's fix).",
    ),
    real(
        GH + "BEFH/snakemake-executor-plugin-lsf/pull/4",
        "BEFH/snakemake-executor-plugin-lsf",
        "host_oom",
        "user_code",
        USER,
        "TERM_MEMLIMIT: job killed after reaching LSF memory usage limit.",
        r"""
        TERM_MEMLIMIT: job killed after reaching LSF memory usage limit.
        Exited with exit code 1.

        Resource usage summary:

            CPU time :                                   15.81 sec.
        """,
        "A Snakemake rule with threads: 8 and 4 GB per thread submitted through the LSF executor "
        "plugin: the plugin reserved memory for one thread only and LSF killed the job at that limit. "
        "The PR makes the plugin request the total. The job's memory request is too small; recurs "
        "until it is raised.",
    ),
    # --- Kubernetes / Docker ----------------------------------------------------------------------
    real(
        GH + "ray-project/kuberay/issues/4287",
        "ray-project/kuberay",
        "host_oom",
        "user_code",
        USER,
        "reason: OOMKilled",
        r"""
        $ kubectl get pod ${RAY_HEAD} -o yaml | yq '.status.containerStatuses[0].lastState.terminated'
        containerID: containerd://0f30d47b321c9d9482bc6b78f2292196f7156194f5d2ea02b12eaeb2b395a1b3
        exitCode: 137
        finishedAt: "2025-12-17T10:56:44Z"
        reason: OOMKilled
        startedAt: "2025-12-17T10:56:35Z"
        """,
        "The Ray head pod of KubeRay's sample autoscaler RayCluster is OOMKilled as it starts: its "
        "memory limit is smaller than the head's footprint (same as the earlier #528, fixed by "
        "raising the sample's memory). The container's limit is too small; recurs until raised.",
    ),
    real(
        GH + "cloud-ark/kubeplus/issues/1382",
        "cloud-ark/kubeplus",
        "storage_error",
        "unknown",
        HUMAN,
        "The node was low on resource: ephemeral-storage.",
        r"""
        Reason:       Evicted
        Message:      The node was low on resource: ephemeral-storage. Threshold quantity: 2146223340, available: 1883424Ki. Container helmer was using 10304Ki, request is 10Mi, has larger consumption of ephemeral-storage. Container consumerui was using 52676Ki, request is 10Mi, has larger consumption of ephemeral-storage.
        """,
        "KubePlus's pod in production evicted by the kubelet because the node's disk ran below the "
        "eviction threshold; the pod's containers used tens of MB, so they did not fill the disk. "
        "The thread records the event again a week later and concludes nothing. Node-pressure "
        "eviction: whether the node's disk or a workload needs the fix is a person's call (ambiguous).",
        ambiguous=True,
    ),
    real(
        GH + "coderaiser/cloudcmd/issues/440",
        "coderaiser/cloudcmd",
        "other",
        "unknown",
        HUMAN,
        "ExitCode:137,",
        r"""
        Dead:false,
        Error:"",
        ExitCode:137,
        FinishedAt:"2025-05-30T21:45:11.910895562Z",
        OOMKilled:false,
        Paused:false,
        Pid:0,
        Restarting:false,
        Running:false,
        StartedAt:"2025-05-30T16:31:28.528427274Z",
        Status:"exited"
        """,
        "docker inspect's State of a cloudcmd container that dies after a few hours: exit code 137 "
        "(SIGKILL) with OOMKilled false, so Docker saw no OOM kill of the container's cgroup. The "
        "maintainer guesses RAM; nothing settles it. A bare SIGKILL without an OOM record: ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "mozilla/addons/issues/5259",
        "mozilla/addons",
        "other",
        "unknown",
        HUMAN,
        "Exited with code 137",
        r"""
        + docker-compose exec web supervisorctl restart all
        Exited with code 137

        Hint: Exit code 137 typyically means the process is killed because it was running out of memory
        Hint: Check if you can optimize the memory usage in your app
        Hint: Max memory usage of this container is 0
         according to /sys/fs/cgroup/memory/memory.max_usage_in_bytes
        """,
        "CI's docker-compose exec of supervisorctl restart ends with exit 137; the CI service prints "
        "its generic OOM hint, but the container's max memory usage reads 0. The thread suspects "
        "signal handling in supervisor (stopasgroup), recreating the containers also makes it go "
        "away; not concluded. A SIGKILL exit with no OOM record: ambiguous.",
        ambiguous=True,
    ),
    # --- Ray ----------------------------------------------------------------------------------------
    real(
        GH + "beacon-biosignals/Ray.jl/pull/191",
        "beacon-biosignals/Ray.jl",
        "host_oom",
        "user_code",
        USER,
        "Ray.OutOfMemoryError: Task was killed due to the node running low on memory.",
        r"""
        ERROR: LoadError: TaskFailedException

            nested task error: Ray.OutOfMemoryError: Task was killed due to the node running low on memory.
            Memory on the node (IP: 10.0.16.71, ID: 48c787db45bb6206e50b4558f42d955391e694f5a4d8887993c8b23e) where the task (task ID: 915865ef77f6566d16ddfbc75b39874da6b5731102000000, name=v0_4_4.process_segment, pid=159, memory used=3.29GB) was running was 51.34GB / 54.00GB (0.950803), which exceeds the memory usage threshold of 0.95. Ray killed this worker (ID: 045a239f45da7b905a0bbe85711208643ecc4f3248d5efd416de821f) because it was the most recently scheduled task; to see more information about memory usage on this node, use `ray logs raylet.out -ip 10.0.16.71`. To see the logs of the worker, use `ray logs worker-045a239f45da7b905a0bbe85711208643ecc4f3248d5efd416de821f*out -ip 10.0.16.71. Top 10 memory users:
        """,
        "A multi-node Ray.jl benchmark: Ray's memory monitor killed a worker when the node passed 95% "
        "of its memory (the PR now surfaces Ray's OutOfMemoryError instead of a confusing "
        "downstream error, #143). Ray's guidance: provision more memory or reduce task parallelism. "
        "The workload's footprint exceeds the node; recurs as configured.",
    ),
    # --- cloud interruptions ------------------------------------------------------------------------
    real(
        GH + "runs-on/runs-on/issues/277",
        "runs-on/runs-on",
        "other",
        "transient",
        RESTART,
        "Spot interruption payload received",
        r"""
        18:32:36.273 [i-01f7ddd103dc478c0/cloud-init-output] {"level":"warn","time":"2025-03-31T16:32:36Z","message":"Spot interruption payload received: {\"action\":\"terminate\",\"time\":\"2025-03-31T16:34:24Z\"}"}

        18:32:36.273 [i-01f7ddd103dc478c0/cloud-init-output] {"level":"warn","time":"2025-03-31T16:32:36Z","message":"Instance is going to be interrupted in 2 minutes. Exiting..."}
        """,
        "A CI job on an EC2 Spot instance: AWS sends the two-minute interruption notice and the "
        "runner shuts the instance down (the thread asks it to wait for the real reclaim). A cloud "
        "reclaim of the capacity: rerun on a new instance (the job is retried).",
    ),
    real(
        GH + "dstackai/dstack/issues/1397",
        "dstackai/dstack",
        "other",
        "transient",
        RESTART,
        "Run failed with error code INTERRUPTED_BY_NO_CAPACITY.",
        r"""
        Run failed with error code INTERRUPTED_BY_NO_CAPACITY. Check CLI and server logs for more details.
        """,
        "A training task on a GCP TPU v2-8 through dstack stops after 16 minutes with no error of its "
        "own. dstack's maintainers (here and in #1654): INTERRUPTED_BY_NO_CAPACITY is the cloud "
        "interrupting the spot/preemptible instance; use an on-demand policy to avoid it. A capacity "
        "reclaim: resume on a new instance from the checkpoint.",
    ),
    # --- host OOM killer ----------------------------------------------------------------------------
    real(
        GH + "dnanexus-archive/parliament2/issues/72",
        "dnanexus-archive/parliament2",
        "host_oom",
        "user_code",
        USER,
        "Out of memory: Kill process 12568 (svviz) score 78 or sacrifice child",
        r"""
        Out of memory: Kill process 12568 (svviz) score 78 or sacrifice child
        Killed process 12568 (svviz) total-vm:5983820kB, anon-rss:5415768kB, file-rss:340kB
        CPU: 89% (8 cores) * Memory: 55276/67740MB * Storage: 1622GB free * Net: 0↓/0↑MBps
        CPU: 91% (8 cores) * Memory: 65681/67740MB * Storage: 1622GB free * Net: 0↓/0↑MBps
        svviz invoked oom-killer: gfp_mask=0x24280ca, order=0, oom_score_adj=0
        Out of memory: Kill process 29947 (svviz) score 51 or sacrifice child
        Killed process 29947 (svviz) total-vm:3992952kB, anon-rss:3583808kB, file-rss:0kB
        """,
        "Parliament2's SVVIZ stage on a 64 GB DNAnexus worker: the kernel OOM killer kills svviz "
        "processes one after another while the worker's memory monitor shows the machine full. From "
        "the log (the thread is about the job taking too long): the stage's parallel svviz runs do "
        "not fit the instance's memory; recurs with the same instance and settings.",
    ),
    real(
        GH + "RTXteam/RTX/issues/1680",
        "RTXteam/RTX",
        "host_oom",
        "user_code",
        USER,
        "python3 invoked oom-killer",
        r"""
        [Wed Sep 29 07:12:20 2021] python3 invoked oom-killer: gfp_mask=0xcc0(GFP_KERNEL), order=0, oom_score_adj=0
        [Wed Sep 29 07:12:20 2021] CPU: 5 PID: 1975 Comm: python3 Not tainted 5.4.0-1056-aws #59~18.04.1-Ubuntu
        [Wed Sep 29 07:12:20 2021] Hardware name: Amazon EC2 m5a.4xlarge/, BIOS 1.0 10/16/2017
        [Wed Sep 29 07:12:20 2021] Call Trace:
        [Wed Sep 29 07:12:20 2021]  dump_stack+0x6d/0x8b
        [Wed Sep 29 07:12:20 2021]  dump_header+0x4f/0x200
        [Wed Sep 29 07:12:20 2021]  oom_kill_process+0xe6/0x120
        [Wed Sep 29 07:12:20 2021]  out_of_memory+0x109/0x510
        [Wed Sep 29 07:12:20 2021]  mem_cgroup_out_of_memory+0xbb/0xd0
        [Wed Sep 29 07:12:20 2021]  try_charge+0x79a/0x7d0
        """,
        "The ARAX service host's kernel ring buffer: python3 processes of the RTX-KG2 query service "
        "killed by the memory cgroup's OOM killer, found by the maintainer in dmesg while "
        "investigating the endpoint's load and slowness. The service's footprint exceeds its memory "
        "limit under that load; recurs until the limit or the load changes.",
    ),
    real(
        GH + "quaquel/pyNetLogo/issues/53",
        "quaquel/pyNetLogo",
        "host_oom",
        "user_code",
        USER,
        "GC Thread#9 invoked oom-killer",
        r"""
        Apr 25 19:05:01 netlogo01 kernel: [ 7097.004932] GC Thread#9 invoked oom-killer: gfp_mask=0x100cca(GFP_HIGHUSER_MOVABLE), order=0, oom_score_adj=0
        Apr 25 19:05:01 netlogo01 kernel: [ 7097.004954] CPU: 2 PID: 25671 Comm: GC Thread#9 Not tainted 5.4.0-109-generic #123-Ubuntu
        Apr 25 19:05:01 netlogo01 kernel: [ 7097.004955] Hardware name: OpenStack Foundation OpenStack Nova, BIOS 1.13.0-1ubuntu1.1 04/01/2014
        Apr 25 19:05:01 netlogo01 kernel: [ 7097.004960] Call Trace:
        Apr 25 19:05:01 netlogo01 kernel: [ 7097.005000]  dump_stack+0x6d/0x8b
        Apr 25 19:05:01 netlogo01 kernel: [ 7097.005004]  dump_header+0x4f/0x1eb
        Apr 25 19:05:01 netlogo01 kernel: [ 7097.005006]  oom_kill_process.cold+0xb/0x10
        Apr 25 19:05:01 netlogo01 kernel: [ 7097.005011]  out_of_memory+0x1cf/0x4d0
        """,
        "pyNetLogo experiments with multiprocessing on an Ubuntu VM: a JVM garbage-collector thread "
        "invokes the kernel OOM killer and the VM kills the workers (the issue's title: the VM runs "
        "out of memory). One NetLogo JVM per worker does not fit the VM; recurs with the same worker "
        "count.",
    ),
]
