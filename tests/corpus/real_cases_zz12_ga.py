# ruff: noqa
"""Real excerpts, batch ZZ12-GA: development-fold failures from GPU and cluster operations as
users and operators meet them (NVIDIA driver and Xid messages, GPUs that stop answering,
nvidia-smi and container-toolkit failures, Slurm job and node failures, out-of-memory kills,
Kubernetes pod failures, InfiniBand/RoCE/EFA and NCCL network errors), gathered from GitHub issue
threads of repositories new to the corpus whose `fold_of(repo)` is "dev" (cluster tools, HPC
sites' user trackers, MLOps platforms, and training projects that hit them). Taken as the
searches returned them, not picked for what crashcart can do; nobody ran crashcart on them before
they were labelled. Verbatim log lines as printed in each thread (trimmed to the relevant part);
labelled from what each thread concluded, or from the log where it concluded nothing (the notes
say which)."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    # --- Slurm job steps ---------------------------------------------------------------------------
    real(
        GH + "facebookresearch/deit/issues/102",
        "facebookresearch/deit",
        "other",
        "unknown",
        HUMAN,
        "srun: error: learnfair0824: task 5: Exited with exit code 1",
        r"""
        srun: error: learnfair0824: task 5: Exited with exit code 1
        srun: launch/slurm: _step_signal: Terminating StepId=43575862.0
        slurmstepd: error: *** STEP 43575862.0 ON learnfair0824 CANCELLED AT 2021-07-14T08:00:36 ***
        srun: error: learnfair0824: tasks 3,7: Killed
        srun: error: learnfair0833: task 8: Killed
        srun: error: learnfair0824: task 1: Killed
        srun: error: learnfair0824: tasks 0,2,6: Killed
        srun: error: learnfair0833: tasks 9-10,12-15: Killed
        srun: error: learnfair0824: task 4: Killed
        srun: error: learnfair0833: task 11: Killed
        srun: Force Terminated StepId=43575862.0
        """,
        "A 16-task DeiT-B run under submitit dies at epoch 8 every time it is rerun; the only lines the "
        "reporter had are Slurm's: task 5 exited with code 1 and srun killed the rest. The thread did "
        "not reach a root cause in what is shown; the label rests on the log, a bare exit code from one "
        "task with no exception, so a human has to look (task 5 on learnfair0824 is the first to fail).",
        culprit={"nodes": ["learnfair0824"], "ranks": [5]},
        ambiguous=True,
    ),
    real(
        GH + "facebookresearch/deit/issues/76",
        "facebookresearch/deit",
        "dataset_loading_error",
        "user_code",
        USER,
        "OSError: cannot identify image file",
        r"""
        2021-03-10T13:18:35.464Z: [1,0]<stdout>:Epoch: [2]  [ 210/1251]  eta: 0:19:15  lr: 0.000201  loss: 6.8703 (6.8789)  time: 1.0382  data: 0.0024  max mem: 8249
        2021-03-10T13:22:37.482Z: [1,0]<stderr>:  File "/opt/conda/lib/python3.6/site-packages/torchvision-0.2.1-py3.6.egg/torchvision/datasets/folder.py", line 147, in default_loader
        2021-03-10T13:22:37.483Z: [1,0]<stderr>:    return pil_loader(path)
        2021-03-10T13:22:37.483Z: [1,0]<stderr>:  File "/opt/conda/lib/python3.6/site-packages/torchvision-0.2.1-py3.6.egg/torchvision/datasets/folder.py", line 129, in pil_loader
        2021-03-10T13:22:37.483Z: [1,0]<stderr>:    img = Image.open(f)
        2021-03-10T13:22:37.483Z: [1,0]<stderr>:  File "/opt/conda/lib/python3.6/site-packages/PIL/Image.py", line 2622, in open
        2021-03-10T13:22:37.483Z: [1,0]<stderr>:    % (filename if filename else fp))
        2021-03-10T13:22:37.483Z: [1,0]<stderr>:OSError: cannot identify image file <_io.BufferedReader name='imagenet/raw-data/train/n01667778/n01667778_6494.JPEG'>
        """,
        "An mpirun-launched DeiT run on ImageNet stops in epoch 2 because PIL cannot decode one "
        "training image. The reporter later said they resolved it without saying how; the label rests "
        "on the log: a data-loading failure on a named file that recurs on restart until the dataset or "
        "its loading environment is fixed.",
    ),
    # --- GPU faults on scientific-computing clusters ---------------------------------------------------
    real(
        GH + "ComputationalRadiationPhysics/picongpu/issues/3077",
        "ComputationalRadiationPhysics/picongpu",
        "cuda_error",
        "node_hardware",
        HUMAN,
        "returned error  : 'cudaErrorIllegalAddress': 'an illegal memory access was encountered'!",
        r"""
        terminate called after throwing an instance of 'std::runtime_error'
          what():  /scratch/ws/...-LPWFA_till_2019-09/picongpu/thirdParty/alpaka/include/alpaka/event/EventCudaRt.hpp(195) 'ret = cudaEventQuery( event.m_spEventImpl->m_CudaEvent)' returned error  : 'cudaErrorIllegalAddress': 'an illegal memory access was encountered'!
        [taurusi2061:25688] *** Process received signal ***
        """,
        "A PIConGPU run on the Taurus K80 partition aborts with an illegal memory access. The reporter "
        "found it was caused by the node: with #SBATCH --exclude=taurusi2061 the job ran fine, and a "
        "support ticket was sent to the site. The log itself carries no hardware signature (no Xid, no "
        "ECC line), only a bare illegal address, so from the log alone a human has to decide; the node "
        "it sat on is taurusi2061.",
        culprit={"nodes": ["taurusi2061"], "ranks": []},
        ambiguous=True,
    ),
    real(
        GH + "choderalab/perses/issues/669",
        "choderalab/perses",
        "cuda_error",
        "user_code",
        HUMAN,
        "what():  Error deleting array moleculeStartIndex: CUDA_ERROR_ILLEGAL_ADDRESS (700)",
        r"""
        2020-05-09 16:32:41,493:(624.12s):root:Starting to equilibrate
          0%|          | 0/4 [00:00<?, ?it/s]  0%|          | 0/4 [00:02<?, ?it/s]terminate called after throwing an instance of 'OpenMM::OpenMMException'
          what():  Error deleting array moleculeStartIndex: CUDA_ERROR_ILLEGAL_ADDRESS (700)
        """,
        "Free-energy jobs submitted through LSF crash at the start of equilibration with an OpenMM "
        "illegal-address error, on several GPU types and not every time. The maintainers traced it to "
        "badly minimised starting structures and fixed it in their code with a second, stricter "
        "minimisation. From the log alone it is a bare, stochastic illegal memory access with no "
        "hardware signature, which the labelling rules send to a human.",
        ambiguous=True,
    ),
    real(
        GH + "GlobalArrays/ga/issues/160",
        "GlobalArrays/ga",
        "os_error",
        "user_code",
        USER,
        "=   KILLED BY SIGNAL: 7 (Bus error)",
        r"""
        ===================================================================================
        =   BAD TERMINATION OF ONE OF YOUR APPLICATION PROCESSES
        =   RANK 0 PID 28219 RUNNING AT klondike
        =   KILLED BY SIGNAL: 7 (Bus error)
        ===================================================================================
        """,
        "NWChem on the MPI-PR runtime of Global Arrays dies with SIGBUS. The reporter (a maintainer) "
        "found /dev/shm full of the runtime's cmx shared-memory segments left by earlier crashed runs; "
        "the runtime gave no useful message, which a later change fixed. Out of /dev/shm on the host: "
        "a restart hits the same wall until the space is freed, so the user has to act.",
        culprit={"nodes": ["klondike"], "ranks": [0]},
    ),
    # --- collectives and memory on shared clusters ----------------------------------------------------
    real(
        GH + "facebookresearch/DiT/issues/101",
        "facebookresearch/DiT",
        "nccl_timeout",
        "user_code",
        USER,
        "RuntimeError: NCCL communicator was aborted on rank 3.",
        r"""
        RuntimeError: NCCL communicator was aborted on rank 3.  Original reason for failure was: [Rank 3] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=2, OpType=ALLREDUCE, Timeout(ms)=1800000) ran for 1808262 milliseconds before timing out.
        """,
        "torchrun sample_ddp.py (DiT-XL/2, --num-fid-samples 50000) sometimes dies after more than 49k "
        "images with the watchdog aborting an ALLREDUCE on rank 3. Reporters found it goes away when "
        "--num-fid-samples is set above 50k and the extra samples are dropped: the sampling loop's last "
        "round is not matched on every rank, so the collective waits forever. Collectives that differ "
        "between ranks recur with the same arguments; the user has to change them.",
    ),
    real(
        GH + "usnistgov/alignn/issues/93",
        "usnistgov/alignn",
        "host_oom",
        "user_code",
        USER,
        "slurmstepd: error: Detected 1 oom-kill event(s) in StepId=59934605.batch.",
        r"""
        slurmstepd: error: Detected 1 oom-kill event(s) in StepId=59934605.batch. Some of your processes may have been killed by the cgroup out-of-memory handler.
        """,
        "ALIGNN training on 28,000 OQMD structures is killed by Slurm's cgroup OOM handler during "
        "dataloader setup, even with 500 GB requested; smaller datasets train. The maintainers advised a "
        "much smaller batch size and looked into the graph-construction memory. A host OOM with Slurm's "
        "record recurs with the same data and settings.",
    ),
    real(
        GH + "openmm/openmm/issues/2431",
        "openmm/openmm",
        "cuda_error",
        "unknown",
        HUMAN,
        "what(): Error invoking kernel: CUDA error (700)",
        r"""
        terminate called after throwing an instance of 'OpenMM::OpenMMException'
          what(): Error invoking kernel: CUDA error (700)
        """,
        "Tinker-OpenMM jobs submitted in bulk to a K20/K20Xm GPU cluster: some run, others die after "
        "minutes to an hour with CUDA error 700 (illegal address), sometimes on the same node as jobs "
        "that succeed. The maintainers closed it as belonging to the fork, with no root cause. A bare, "
        "intermittent illegal memory access with no hardware signature: a human has to look.",
        ambiguous=True,
    ),
    real(
        GH + "openai/jukebox/issues/155",
        "openai/jukebox",
        "other",
        "unknown",
        HUMAN,
        "YOUR APPLICATION TERMINATED WITH THE EXIT STRING: Killed (signal 9)",
        r"""
        ===================================================================================
        =   BAD TERMINATION OF ONE OF YOUR APPLICATION PROCESSES
        =   PID 9665 RUNNING AT NeuroRTX6000
        =   EXIT CODE: 9
        =   CLEANING UP REMAINING PROCESSES
        =   YOU CAN IGNORE THE BELOW CLEANUP MESSAGES
        ===================================================================================
        YOUR APPLICATION TERMINATED WITH THE EXIT STRING: Killed (signal 9)
        This typically refers to a problem with your application.
        Please see the FAQ page for debugging suggestions
        """,
        "mpiexec -n 2 sampling with the 5B Jukebox model on two Quadro RTX 6000s works once, then the "
        "second run in the same session is killed with signal 9 until the machine is rebooted. The "
        "reporter later found a workaround tied to their terminal session; no kernel OOM record or other "
        "cause is in the log. A bare SIGKILL from the MPI launcher: a human has to look.",
        culprit={"nodes": ["NeuroRTX6000"], "ranks": []},
        ambiguous=True,
    ),
]
