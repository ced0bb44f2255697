# ruff: noqa
"""Real excerpts, batch ZZ11-GB: failures on the infrastructure side of GPU training, gathered blind
for the dev fold from GitHub issue threads of repositories new to the corpus: Kubernetes batch
schedulers and training operators (Volcano, Kubeflow-era platforms), MPI/Horovod launchers in pods,
container runtimes and the NVIDIA container stack, GPU hardware faults (Xid, ECC, fallen-off-the-bus
GPUs, driver/library mismatches), InfiniBand/RoCE fabrics, and storage for checkpoints. Taken as the
searches returned them, not picked for what crashcart can do; nobody ran crashcart on them before
they were labelled. Verbatim log lines as printed in each thread (trimmed to the relevant part);
labelled from what each thread concluded, or from the log where it concluded nothing (the notes say
which)."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    # --- Kubernetes batch schedulers and MPI launchers in pods -------------------------------------
    real(
        GH + "volcano-sh/volcano/issues/2226",
        "volcano-sh/volcano",
        "connection_error",
        "transient",
        RESTART,
        "ssh: Could not resolve hostname lm-horovod-job-worker-5.lm-horovod-job: Name or service not known",
        r"""
        checkpoints  data  test.py  tf_mnist_lm.py  torch_mnist_lm.py
        ssh: Could not resolve hostname lm-horovod-job-worker-5.lm-horovod-job: Name or service not known
        --------------------------------------------------------------------------
        ORTE was unable to reliably start one or more daemons.
        This usually is caused by:

        * not finding the required libraries and/or binaries on
          one or more nodes. Please check your PATH and LD_LIBRARY_PATH
          settings, or configure OMPI with --enable-orterun-prefix-by-default
        """,
        "A Volcano horovod (TF) job: the master pod's mpirun cannot resolve a worker pod's headless-"
        "service name and ORTE fails to start its daemons. The reporter says the master pod errors, "
        "is restarted three times by the job policy and then runs once the worker's name resolves "
        "(known_hosts entry added). The name was simply not registered yet when the launcher started: "
        "a start-up race that a restart clears.",
    ),
    real(
        GH + "volcano-sh/volcano/issues/1321",
        "volcano-sh/volcano",
        "nan_or_value_error",
        "user_code",
        USER,
        "ValueError: Invalid host input, please make sure it has format as : worker-0:2,worker-1:2.",
        r"""
        > Traceback (most recent call last):
          File "/usr/local/bin/horovodrun", line 21, in <module>
            run.run()
          File "/usr/local/lib/python3.6/dist-packages/horovod/run/run.py", line 611, in run
            raise ValueError('Invalid host input, please make sure it has '
        ValueError: Invalid host input, please make sure it has format as : worker-0:2,worker-1:2.
        """,
        "horovodrun in a Volcano MPI job is given the host list built from /etc/volcano/mpiworker.host "
        "joined with commas, without the ':slots' suffix horovodrun requires, and refuses it. The "
        "thread explains horovodrun wants the host:slots form (mpirun accepts the plain file). A "
        "launch-command mistake that fails identically on every restart.",
    ),
    real(
        GH + "IBM/FfDL/issues/127",
        "IBM/FfDL",
        "host_oom",
        "user_code",
        USER,
        "Killed                  python3 convolutional_network.py",
        r"""
        133 | 1534166953115 | totalMemory: 22.40GiB freeMemory: 22.29GiB
        134 | 1534166953116 | 2018-08-13 13:29:02.319076: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1195] Creating TensorFlow device (/device:GPU:0) -> (device: 0, name: Tesla M40 24GB, pci bus id: 0000:00:06.0, compute capability: 5.2)
        135 | 1534166953117 | /usr/local/bin/train.sh: line 18:    36 Killed                  python3 convolutional_network.py --trainImagesFile ${DATA_DIR}/train-images-idx3-ubyte.gz --trainLabelsFile ${DATA_DIR}/train-labels-idx1-ubyte.gz --testImagesFile ${DATA_DIR}/t10k-images-idx3-ubyte.gz --testLabelsFile ${DATA_DIR}/t10k-labels-idx1-ubyte.gz --learningRate 0.001 --trainingIters 2000 2>&1
        136 | 1534166953118 | Training process finished. Exit code: 137
        137 | 1534166953119 | Job exited with error code 137
        138 | 1534166953120 | Failed: learner_exit_code: 137
        """,
        "A TensorFlow GPU job on FfDL (deep learning on Kubernetes): the learner's python is killed "
        "(exit 137) right after the GPU device is created. The maintainer: the learner pod did not "
        "have enough memory; allocate at least 2 GB per learner in the manifest. The pod's memory "
        "limit is a job-spec setting; resubmitting unchanged is killed again.",
    ),
    real(
        GH + "Azure/AML-Kubernetes/issues/58",
        "Azure/AML-Kubernetes",
        "other",
        "user_code",
        USER,
        "NCCL WARN Invalid rank requested : 2/2",
        r"""
        2021-02-05 05:32:39 [job-pytorch-distr-nccl-1612503130-4b919e08-worker-1, unknown_ip] Done!
        2021-02-05 05:32:39 [job-pytorch-distr-nccl-1612503130-4b919e08-worker-1, unknown_ip] job-pytorch-distr-nccl-1612503130-4b919e08-worker-1:25:25 [0] NCCL INFO Bootstrap : Using [0]eth0:10.240.1.123<0>
        2021-02-05 05:32:39 [job-pytorch-distr-nccl-1612503130-4b919e08-worker-1, unknown_ip] job-pytorch-distr-nccl-1612503130-4b919e08-worker-1:25:25 [0] NCCL INFO NET/Plugin : No plugin found (libnccl-net.so).
        2021-02-05 05:32:39 [job-pytorch-distr-nccl-1612503130-4b919e08-worker-1, unknown_ip] job-pytorch-distr-nccl-1612503130-4b919e08-worker-1:25:25 [0] NCCL INFO NET/IB : No device found.
        2021-02-05 05:32:39 [job-pytorch-distr-nccl-1612503130-4b919e08-worker-1, unknown_ip] job-pytorch-distr-nccl-1612503130-4b919e08-worker-1:25:25 [0] NCCL INFO NET/Socket : Using [0]eth0:10.240.1.123<0>
        2021-02-05 05:32:39 [job-pytorch-distr-nccl-1612503130-4b919e08-worker-1, unknown_ip]
        2021-02-05 05:32:39 [job-pytorch-distr-nccl-1612503130-4b919e08-worker-1, unknown_ip] job-pytorch-distr-nccl-1612503130-4b919e08-worker-1:25:25 [0] init.cc:981 NCCL WARN Invalid rank requested : 2/2
        """,
        "A PyTorch NCCL job on AML's Kubernetes compute fails when the script finalizes: worker-1 asks "
        "NCCL for rank 2 in a world of 2. The excerpt has no further conclusion; labelled from the log: "
        "a rank outside the world size is a launch/rank-assignment configuration error of the job (the "
        "sample's rank arithmetic), which recurs on every restart.",
    ),
    # --- Slurm submissions -------------------------------------------------------------------------
    real(
        GH + "mlcommons/training/issues/824",
        "mlcommons/training",
        "other",
        "user_code",
        USER,
        "sbatch: error: Batch job submission failed: Requested node configuration is not available",
        r"""
        sbatch: error: Batch job submission failed: Requested node configuration is not available
        """,
        "The Llama 3.1 pretraining benchmark's NeMo launcher asks Slurm for 8 GPUs per node whatever "
        "config.sh says; on GB200 nodes with 4 GPUs Slurm refuses the submission. The reporter traces "
        "it to the hard-coded default and opens a PR. The request can never be satisfied on that "
        "cluster: a job-spec error, not a capacity wait.",
    ),
    real(
        GH + "interTwin-eu/itwinai/issues/415",
        "interTwin-eu/itwinai",
        "other",
        "user_code",
        USER,
        "sbatch: error: Batch job submission failed: Requested node configuration is not available",
        r"""
        sbatch: error: Batch job submission failed: Requested node configuration is not available
        """,
        "A DDP training script generated by `itwinai generate-slurm` (1 node x 4 GPUs) carries "
        "`--cpus-per-gpu=4`, which this cluster's Slurm rejects at submission; with "
        "`--cpus-per-task=4` the same script runs. The maintainers note the generator targets another "
        "site. Resubmitting unchanged is refused again: the job script must change.",
    ),
    # --- GPU drivers on the node -------------------------------------------------------------------
    real(
        GH + "GoogleCloudPlatform/compute-gpu-installation/issues/25",
        "GoogleCloudPlatform/compute-gpu-installation",
        "cuda_error",
        "unknown",
        HUMAN,
        "NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver.",
        r"""
        NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver. Make sure that the latest NVIDIA driver is installed and running.
        """,
        "A Debian 11 GCE instance with a Tesla P100: after some restarts the NVIDIA driver no longer "
        "loads and nvidia-smi fails. The reporter restores it with `apt-get install "
        "linux-headers-$(uname -r)`; the maintainers point at kernel updates rebuilding without the "
        "module (DKMS/headers) and ship a new installer. The node's driver must be rebuilt by a person "
        "before any GPU job can run there; restarting the job on it changes nothing.",
    ),
    real(
        GH + "mattshma/bigdata/issues/133",
        "mattshma/bigdata",
        "cuda_error",
        "unknown",
        HUMAN,
        "NVRM: The NVIDIA probe routine was not called for 3 device(s).",
        r"""
        [188497.595099] NVRM: No NVIDIA graphics adapter probed!
        [188497.595838] nvidia-nvlink: Unregistered the Nvlink Core, major device number 239
        [188549.975172] nvidia-nvlink: Nvlink Core is being initialized, major device number 239
        [188549.976351] NVRM: The NVIDIA probe routine was not called for 3 device(s).
        [188549.977053] NVRM: This can occur when a driver such as:
        NVRM: nouveau, rivafb, nvidiafb or rivatv
        NVRM: was loaded and obtained ownership of the NVIDIA device(s).
        [188549.978961] NVRM: Try unloading the conflicting kernel module (and/or
        NVRM: reconfigure your kernel without the conflicting
        NVRM: driver(s)), then try loading the NVIDIA kernel module
        NVRM: again.
        """,
        "A cluster GPU server (three V100-class devices) where nvidia-smi cannot talk to the driver; "
        "dmesg shows the NVIDIA kernel module never bound the GPUs (another driver owned them). A "
        "reboot fixed it once; the next time the module was not loaded at all and had to be dealt "
        "with by hand. A node software state for an administrator, not a hardware fault and not the "
        "job's doing.",
    ),
    # --- storage for checkpoints and logs ----------------------------------------------------------
    real(
        GH + "yandex-cloud/k8s-csi-s3/issues/124",
        "yandex-cloud/k8s-csi-s3",
        "storage_error",
        "storage",
        HUMAN,
        "OSError: [Errno 107] Transport endpoint is not connected",
        r"""
         OSError: [Errno 107] Transport endpoint is not connected: b'/output/lgy/log/3/events.out.tfevents.1720755089 .trainingjob-a12175629749448704103746-task2-0.13.0'
        """,
        "A distributed training job whose pods all mount the same S3-backed PVC (csi-s3, a FUSE mount) "
        "fails in every pod writing its TensorBoard event file: the FUSE daemon behind the mount is "
        "gone. No fix in the thread (open); labelled from the log by the corpus rule for a dead FUSE "
        "mount: it has to be remounted (the CSI node plugin or the pod recreated) before a restart "
        "can write anything, so a person first, not a blind restart.",
    ),
    # --- container runtime and Kubernetes GPU plumbing ---------------------------------------------
    real(
        GH + "GoogleCloudPlatform/container-engine-accelerators/issues/132",
        "GoogleCloudPlatform/container-engine-accelerators",
        "cuda_error",
        "unknown",
        HUMAN,
        "Reason:       CrashLoopBackOff",
        r"""
        Controlled By:  DaemonSet/nvidia-driver-installer-ubuntu
        Init Containers:
          nvidia-driver-installer:
            Container ID:   docker://3f92ca08c6a68900de40a0fc98b236240722191b06b1eaf00fa8ba67be04ffbe
            Image:          gke-nvidia-installer:fixed
            Image ID:       docker://sha256:50944645cd9975d5b2c904353e1ab5b2cdd41f4e959aefbe7b2624d0b8c43652
            Port:           <none>
            Host Port:      <none>
            State:          Waiting
              Reason:       CrashLoopBackOff
            Last State:     Terminated
              Reason:       Error
              Exit Code:    1
              Started:      Wed, 15 Dec 2021 15:48:43 -0500
              Finished:     Wed, 15 Dec 2021 15:48:55 -0500
            Ready:          False
            Restart Count:  1950
        """,
        "On GKE Ubuntu GPU node pools the nvidia-driver-installer DaemonSet pod crash-loops on nodes "
        "added by scale-ups (1950 restarts), so those nodes never get a driver and GPU pods cannot "
        "run there. The thread offers a manual workaround on the node pool, no fix. The node's GPU "
        "stack is broken and does not heal by restarting workloads: an administrator's problem.",
    ),
    real(
        GH + "NVIDIA/libnvidia-container/issues/256",
        "NVIDIA/libnvidia-container",
        "other",
        "unknown",
        HUMAN,
        "nvidia-container-cli: mount error: failed to add device rules",
        r"""
        $ sudo docker run --rm --gpus all hello-world nvidia-smi
        docker: Error response from daemon: failed to create shim task: OCI runtime create failed: runc create failed: unable to start container process: error during container init: error running hook #0: error running hook: exit status 1, stdout: , stderr: Auto-detected mode as 'legacy'
        nvidia-container-cli: mount error: failed to add device rules: unable to generate new device filter program from existing programs: unable to create new device filters program: load program: invalid argument: 0: (69) r2 = *(u16 *)(r1 +0)
        1: (61) r3 = *(u32 *)(r1 +0)
        2: (74) w3 >>= 16
        """,
        "Containers without GPUs start, but any container given GPUs fails in the NVIDIA prestart "
        "hook: nvidia-container-cli cannot install its cgroup device-filter program on this host. "
        "No resolution in the thread; labelled from the log: the node's container runtime stack "
        "(kernel/cgroup version against the libnvidia-container release) refuses every GPU "
        "container, which no job restart changes; someone has to fix or replace the host setup.",
    ),
    real(
        GH + "kubernetes-sigs/aws-fsx-csi-driver/issues/169",
        "kubernetes-sigs/aws-fsx-csi-driver",
        "storage_error",
        "storage",
        RESTART,
        "Cannot send after transport endpoint shutdown",
        r"""
        root@ip-172-16-39-70:~# mount | grep lustre
        172.16.11.178@tcp:/7w4uvbmv on /remote_models type lustre (rw,flock,lazystatfs)
        172.16.11.178@tcp:/7w4uvbmv on /remote_artifacts type lustre (rw,flock,lazystatfs)
        root@ip-172-16-39-70:~# touch /remote_models/ping
        touch: setting times of '/remote_models/ping': Input/output error
        root@ip-172-16-39-70:~# ls -alh /remote_artifacts/ping
        ls: cannot access '/remote_artifacts/ping': Cannot send after transport endpoint shutdown
        """,
        "A days-old pod with an FSx for Lustre volume (models and artifacts) suddenly gets EIO and "
        "ESHUTDOWN on every file operation while other pods on the same node still use the file "
        "system: this pod's Lustre client connection was evicted. The thread has no driver fix "
        "(closed as rotten). Labelled by the corpus rule for Lustre disconnects: recreate the pod "
        "(a fresh mount) and continue from the last checkpoint; the file system itself is healthy.",
    ),
    real(
        GH + "kubernetes-sigs/aws-fsx-csi-driver/issues/180",
        "kubernetes-sigs/aws-fsx-csi-driver",
        "storage_error",
        "storage",
        HUMAN,
        "mount failed: exit status 17",
        r"""
          Warning  FailedMount        94s (x6 over 12m)   kubelet             Unable to attach or mount volumes: unmounted volumes=[persistent-storage], unattached volumes=[persistent-storage default-token-492vp]: timed out waiting for the condition
          Warning  FailedMount        37s (x15 over 15m)  kubelet             MountVolume.SetUp failed for volume "pvc-88c05a5a-645d-4038-8a8d-ec2d425dff7f" : rpc error: code = Internal desc = Could not mount "fs-00f99e4bcad7fb904.fsx.us-east-1.amazonaws.com@tcp:/rotjrbmv" at "/var/lib/kubelet/pods/1b20b217-33b2-494e-9aa6-6f4f4054a3fe/volumes/kubernetes.io~csi/pvc-88c05a5a-645d-4038-8a8d-ec2d425dff7f/mount": mount failed: exit status 17
        Mounting command: mount
        Mounting arguments: -t lustre fs-00f99e4bcad7fb904.fsx.us-east-1.amazonaws.com@tcp:/rotjrbmv /var/lib/kubelet/pods/1b20b217-33b2-494e-9aa6-6f4f4054a3fe/volumes/kubernetes.io~csi/pvc-88c05a5a-645d-4038-8a8d-ec2d425dff7f/mount
        """,
        "Eighty pods each mounting its own dynamically provisioned FSx for Lustre volume: about six "
        "stay in ContainerCreating because mount.lustre fails with EEXIST when a node already holds "
        "many different Lustre mounts. The issue was closed as rotten without a fix in the excerpt. "
        "The pod never starts and retrying on the same node repeats the failure; someone "
        "has to spread the pods or change the mounts.",
    ),
    real(
        GH + "aws/amazon-sagemaker-examples/issues/1589",
        "aws/amazon-sagemaker-examples",
        "other",
        "user_code",
        USER,
        "/usr/bin/env: ‘python\\r’: No such file or directory",
        r"""
        /usr/bin/env: ‘python\r’: No such file or directory
        """,
        "A DistilBERT fine-tuning job (fast-bert image) on an ml.p2.xlarge GPU instance fails at once "
        "with exit code 127. A commenter explains it: the training image was built on Windows and the "
        "entry script kept CRLF line endings, so the shebang asks for `python\\r`; cloning with "
        "core.autocrlf=false fixes it. The image is wrong; every rerun fails the same way.",
    ),
    real(
        GH + "fluid-cloudnative/fluid/issues/729",
        "fluid-cloudnative/fluid",
        "storage_error",
        "storage",
        HUMAN,
        "Transport endpoint is not connected",
        r"""
        $ ls /data/benchmark/slice1/data/
        ls: cannot open directory /data/benchmark/slice1/data/: Transport endpoint is not connected

        $ mount | grep fuse
        alluxio-fuse on /data/benchmark type fuse.alluxio-fuse (ro,nosuid,nodev,relatime,user_id=0,group_id=0,allow_other,max_read=131072)
        """,
        "A benchmark task pod reads its dataset through Fluid's Alluxio FUSE mount; once the FUSE pod "
        "on the node was deleted (and the task pod kept its uid), the mount inside the task pod is "
        "dead (the reporter's reproduction: delete the FUSE pod, then the task pod). A dead "
        "FUSE mount has to be remounted (FUSE pod and task pod recreated) before any read works: a "
        "person's step before a restart.",
    ),
    # --- GPU faults as the kernel prints them ------------------------------------------------------
    real(
        GH + "MooreThreads/torch_musa/issues/22",
        "MooreThreads/torch_musa",
        "gpu_xid",
        "unknown",
        HUMAN,
        "Guilty Lockup",
        r"""
        [234620.919139] MTGPU:  550:       * MMU status (0x03150083E9D03409 | 0x00000025): PC = 21, Reading from 0x83E9D03400, MCU L1(IP1 Global), Fault (Page Table).
        [234620.919555] MTGPU:  550:     PCE for index 527 = 0x03518051 and is valid
        [234620.919557] MTGPU:  550:     PDE for index 334 = 0x000000adbad00000 and is not valid
        [234620.919558] MTGPU:  550:     PT index (0) out of bounds (0)
        [234620.919572] MTGPU:  550:   Recovery 1: Core = 1, PID = 21057, frame = 0, HWRTData = 0x00000000, EventStatus = 0x00000000, Guilty Lockup
        [234620.919577] MTGPU:  550:               CRTimer = 0x01802EC5F12C, OSTimer = 234634.998299100, CyclesElapsed = 177071872
        [234620.919588] MTGPU:  550:     MMU (Core) - FAULT:
        """,
        "A Moore Threads GPU running torch_musa work: the mtgpu kernel driver reports a page-table "
        "MMU fault (invalid PDE) and a guilty lockup with a hardware recovery, then a driver WARN. "
        "No diagnosis appears in the excerpt. Labelled from the log: like an NVIDIA Xid 31 "
        "MMU fault it can be the application's bad address or the device/driver, and one occurrence "
        "does not decide which; a person should look at whether it repeats on this card.",
        ambiguous=True,
    ),
    real(
        GH + "coqui-ai/STT/issues/2238",
        "coqui-ai/STT",
        "host_oom",
        "user_code",
        USER,
        "slurmstepd: error: Job 7518 exceeded memory limit (626359956 > 512000000), being killed",
        r"""
        Epoch 0 |   Training | Elapsed Time: 0:00:14 | Steps: 89 | Loss: 25.274169
        Epoch 0 |   Training | Elapsed Time: 0:00:15 | Steps: 91 | Loss: 24.980746
        Epoch 0 |   Training | Elapsed Time: 0:00:15 | Steps: 93 | Loss: 24.580695
        slurmstepd: error: Job 7518 exceeded memory limit (626359956 > 512000000), being killed
        slurmstepd: error: Exceeded job memory limit
        slurmstepd: error: *** JOB 7518 ON xantipa CANCELLED AT 2022-06-10T17:11:35 ***
        Epoch 0 |   Training | Elapsed Time: 0:00:15 | Steps: 95 | Loss: 24.186966
        """,
        "Coqui STT training in a Singularity container under Slurm: slurmstepd kills the job for "
        "exceeding its memory limit a few seconds into the first epoch. The maintainer: not a bug, "
        "the allocation does not have enough memory to train this model. The same request is "
        "killed again; the job needs more memory (or a smaller footprint).",
    ),
    real(
        GH + "radical-cybertools/radical.saga/issues/835",
        "radical-cybertools/radical.saga",
        "other",
        "user_code",
        USER,
        "sbatch: error: Batch job submission failed: Requested GRES option unsupported by configured SelectType plugin",
        r"""
        --> Verifying valid submit host (login2)...OK
        --> Verifying valid jobname...OK
        --> Verifying availability of your home dir (/home/06079/tg853783)...OK
        --> Verifying availability of your scratch dir (/scratch/06079/tg853783)...OK
        --> Verifying valid ssh keys...OK
        --> Verifying access to desired queue (development)...OK
        --> Checking available allocation (MCB20024)...OK
        sbatch: error: Batch job submission failed: Requested GRES option unsupported by configured SelectType plugin
        """,
        "A GPU pilot job on TACC Longhorn is refused at submission: the generated script asks for "
        "`#SBATCH --gpus=4`, which this site's Slurm select plugin does not support; the report "
        "traces the refusal to that option (the site wants its own GRES syntax). "
        "Resubmitting the same script is refused again: a job-spec fix, not a wait.",
    ),
    real(
        GH + "stanford-cs336/assignment4-data/issues/1",
        "stanford-cs336/assignment4-data",
        "cuda_error",
        "unknown",
        HUMAN,
        "Unable to determine the device handle for GPU0000:62:00.0: Unknown Error",
        r"""
        Unable to determine the device handle for GPU0000:62:00.0: Unknown Error
        """,
        "A 4x RTX 4090 lab machine running the course's torchrun training hangs after 40 to 140 steps; "
        "afterwards nvidia-smi can no longer reach one GPU. The TA's reply points at a driver change "
        "or update on the machine (it runs fine on the course cluster). Labelled from the log and "
        "that reply: a GPU NVML cannot reach is either a driver left in a bad state or a device "
        "dropping off, and the excerpt has no Xid line to tell which; the node needs a person "
        "(reboot, driver check) before it runs again.",
        ambiguous=True,
    ),
    real(
        GH + "NVIDIA/libnvidia-container/issues/231",
        "NVIDIA/libnvidia-container",
        "cuda_error",
        "unknown",
        HUMAN,
        "nvidia-container-cli: initialization error: load library failed: libnvidia-ml.so.1",
        r"""
        nvidia-container-cli list
        nvidia-container-cli: initialization error: load library failed: libnvidia-ml.so.1: cannot open shared object file: no such file or directory
        """,
        "On a freshly set-up Rocky Linux 9 host the NVIDIA container CLI cannot load NVML at all, so "
        "no GPU container can start on it. No answer in the thread beyond the install guide; "
        "labelled from the log: the host's NVIDIA driver user-space libraries are absent or not on "
        "the loader path, a node setup problem for an administrator that no job restart fixes.",
    ),
    real(
        GH + "fluid-cloudnative/fluid/issues/1345",
        "fluid-cloudnative/fluid",
        "storage_error",
        "framework_bug",
        HUMAN,
        "mkdir /runtime-mnt/juicefs/default/jfsdemo/juicefs-fuse: file exists",
        r"""
        'error while creating mount source path ''/runtime-mnt/juicefs/default/jfsdemo/juicefs-fuse'':
                  mkdir /runtime-mnt/juicefs/default/jfsdemo/juicefs-fuse: file exists'
        """,
        "When the JuiceFS FUSE process behind a Fluid dataset is killed, its FUSE pod cannot "
        "restart: the container runtime fails to recreate the mount source path because the old, "
        "corrupted mount point is still there. The maintainers explain it (the mount path itself "
        "is the pod's volume path) and change the runtime controller to mount the parent directory. "
        "Until the stale mount is cleaned up by hand, workloads reading the dataset on that node "
        "stay broken: a person's job, not a restart.",
    ),
    real(
        GH + "aws-deepracer-community/deepracer-for-cloud/issues/108",
        "aws-deepracer-community/deepracer-for-cloud",
        "connection_error",
        "user_code",
        USER,
        "botocore.exceptions.EndpointConnectionError: Could not connect to the endpoint URL",
        r"""
        botocore.exceptions.EndpointConnectionError: Could not connect to the endpoint URL: "http://localhost:9000/bucket/custom_files/reward_function.py"
        Creating Robomaker configuration in s3://bucket/rl-deepracer-sagemaker/training_params.yaml
        Updating service deepracer-0_rl_coach (id: kjx3z9p2qxdzzddudkr6ul05q)
        Updating service deepracer-0_robomaker (id: w3vkg5xmo4wgcd5idljlo1y9y)
        Waiting up to 15 seconds for Sagemaker to start up...
        Sagemaker is not running.
        """,
        "Starting DeepRacer training on the local stack: uploading the reward function to the local "
        "MinIO object store fails (nothing listens on localhost:9000) and the SageMaker training "
        "container never comes up. The maintainer's first question, `docker ps`, shows no containers "
        "running at all. The object store and training containers of this self-hosted stack were "
        "never started; restarting the training command changes nothing until the user's setup is "
        "fixed.",
    ),
    real(
        GH + "rapidsai/deployment/issues/523",
        "rapidsai/deployment",
        "cuda_oom",
        "user_code",
        USER,
        "Memory allocation error on worker 0: std::bad_alloc: out_of_memory",
        r"""
        xgboost.core.XGBoostError: [02:14:02] /home/conda/feedstock_root/build_artifacts/xgboost-split_1733189075592/work/src/c_api/../common/device_helpers.cuh:393: Memory allocation error on worker 0: std::bad_alloc: out_of_memory: CUDA error at: /opt/conda/include/rmm/mr/device/cuda_memory_resource.hpp
        Traceback (most recent call last):
          File "/opt/ml/code/train.py", line 75, in <module>
            train()
          File "/opt/ml/code/train.py", line 43, in train
            trained_model = ml_workflow.fit(X_train, y_train)
                            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
          File "/opt/ml/code/MLWorkflow.py", line 90, in timed_execution_wrapper
            result = target_function(*args, **kwargs)
                     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
          File "/opt/ml/code/workflows/MLWorkflowMultiGPU.py", line 156, in fit
            xgboost_output = xgboost.dask.train(
        """,
        "The RAPIDS SageMaker HPO example's first GPU training job (XGBoost on Dask, RAPIDS 25.02) "
        "fails on ml.p3.2xlarge: the RMM allocator on the V100 runs out of device memory. No fix in "
        "the thread (open); labelled from the log by the corpus rule for GPU memory exhaustion: the "
        "same data on the same instance type fails again; the job needs a larger GPU instance or "
        "less data per worker.",
    ),
    real(
        GH + "stardist/stardist/issues/102",
        "stardist/stardist",
        "cuda_error",
        "user_code",
        USER,
        "CUDA runtime implicit initialization on GPU:0 failed. Status: all CUDA-capable devices are busy or unavailable",
        r"""
        tensorflow.python.framework.errors_impl.InternalError: CUDA runtime implicit initialization on GPU:0 failed. Status: all CUDA-capable devices are busy or unavailable
        """,
        "StarDist training on an LSF cluster whose GPUs run in Exclusive Process mode: TensorFlow "
        "cannot create its context because a second process of the same job (gputools' OpenCL "
        "image processing) already holds the GPU. The reporter confirms the batch system enforces "
        "one process per GPU; the maintainer calls it a CUDA-level matter, not StarDist's. "
        "The job's own layout collides with the cluster's compute mode, so it fails the same way "
        "until the job changes.",
    ),
    real(
        GH + "nitishsrivastava/deepnet/issues/28",
        "nitishsrivastava/deepnet",
        "cuda_error",
        "unknown",
        HUMAN,
        "cudamat.cudamat.CUDAMatException: CUDA error: no CUDA-capable device is detected",
        r"""
        no CUDA-capable device is detected
        Traceback (most recent call last):
          File "../../../deepnet/deepnet/trainer.py", line 56, in <module>
            main()
          File "../../../deepnet/deepnet/trainer.py", line 47, in main
            board = LockGPU()
          File "../../../deepnet/deepnet/trainer.py", line 20, in LockGPU
            cm.cuda_set_device(board)
          File "/na/homes/dhjelm/CUDANET/deepnet/cudamat/cudamat.py", line 1630, in cuda_set_device
            raise generate_exception(err_code)
        cudamat.cudamat.CUDAMatException: CUDA error: no CUDA-capable device is detected
        """,
        "deepnet's trainer cannot select a GPU on a machine where training used to work; the "
        "reporter closes it: the kernel had been updated without a reboot, so the NVIDIA driver "
        "was not loaded. A node whose driver is out of step with its kernel needs an administrator "
        "(reboot) before any GPU job runs there.",
    ),
    real(
        GH + "LISTatSNU/FastMRI_challenge/issues/113",
        "LISTatSNU/FastMRI_challenge",
        "cuda_error",
        "unknown",
        HUMAN,
        "NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver.",
        r"""
        NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver. Make sure that the latest NVIDIA driver is installed and running.
        """,
        "Challenge teams' GPU training servers (VESSL nodes) keep going down. The organisers' root "
        "cause: the broken nodes silently moved to a newer kernel release (5.4.0-122 against "
        "5.4.0-121 on healthy ones), which broke the installed driver; the remedy is to terminate the "
        "node and create a new one, or pin the kernel / use DKMS. Not hardware: a node software "
        "state an operator must repair or replace before jobs can run on it.",
    ),
    real(
        GH + "StatCan/aaw/issues/1581",
        "StatCan/aaw",
        "cuda_error",
        "unknown",
        HUMAN,
        "Failed to initialize NVML: Driver/library version mismatch",
        r"""
        Failed to initialize NVML: Driver/library version mismatch
        """,
        "On a newly created GPU notebook server of the platform, neural-network training on the GPU "
        "still works but nvidia-smi fails with an NVML driver/library mismatch, which started that "
        "day. No conclusion in the thread (open); labelled from the log as the corpus labels this "
        "line: the node's user-space NVIDIA libraries were upgraded under a loaded older kernel "
        "module, which an administrator fixes (module reload or reboot) before new GPU jobs land.",
    ),
    real(
        GH + "NVIDIA/ubuntu-packaging-nvidia-driver/issues/3",
        "NVIDIA/ubuntu-packaging-nvidia-driver",
        "cuda_error",
        "unknown",
        HUMAN,
        "Failed to initialize NVML: Driver/library version mismatch",
        r"""
        Failed to initialize NVML: Driver/library version mismatch
        """,
        "A research workstation set up with the CUDA 12 network repository to accept GPU workloads "
        "keeps hitting the NVML driver/library version mismatch after package updates; the reporter "
        "asks whether the driver must be reinstalled each time. No maintainer answer; labelled from "
        "the log: user-space driver updated under the running kernel module, a host fix (reboot or "
        "module reload, pinning the packages) before GPU jobs can run.",
    ),
    real(
        GH + "rocker-org/ml/issues/28",
        "rocker-org/ml",
        "cuda_error",
        "unknown",
        HUMAN,
        "Failed to initialize NVML: Driver/library version mismatch",
        r"""
         $ nvidia-smi
        Failed to initialize NVML: Driver/library version mismatch
        """,
        "The maintainer's own note for hosts running the project's CUDA/ML images: after the NVIDIA "
        "driver on the host is upgraded (apt-get upgrade), GPU tasks fail with this mismatch until "
        "the machine is rebooted or the nvidia kernel modules are unloaded and reloaded by hand; "
        "containers started with --gpus then work again. A host-level fix by an administrator; "
        "restarting the job before it changes nothing.",
    ),
    real(
        GH + "ROCm/tensorflow-upstream/issues/300",
        "ROCm/tensorflow-upstream",
        "cuda_error",
        "unknown",
        HUMAN,
        "Memory access fault by GPU node-2 (Agent handle: 0x2a6c3e0) on address 0x120606e000. Reason: Page not present or supervisor privilege.",
        r"""
        Memory access fault by GPU node-2 (Agent handle: 0x2a6c3e0) on address 0x120606e000. Reason: Page not present or supervisor privilege.
        """,
        "The stock TensorFlow cifar10 tutorial on a Radeon RX 460 (ROCm 2.0) ends early with a GPU "
        "memory access fault. The excerpt gives no conclusion for this card (a sibling thread traces "
        "the same line on gfx803 to the ROCm OpenCL runtime). Labelled from the log: a device-side "
        "page fault with no hardware line is the AMD counterpart of an illegal memory access, which "
        "may be the runtime, the driver or the device; a person has to tell which before a rerun.",
        ambiguous=True,
    ),
    real(
        GH + "ROCm/legacy-rocm-build/issues/1574",
        "ROCm/legacy-rocm-build",
        "cuda_error",
        "unknown",
        HUMAN,
        "Memory access fault by GPU node-1 (Agent handle: 0x55f6dc9adc10) on address 0x3f7b9000. Reason: Page not present or supervisor privilege",
        r"""
        Memory access fault by GPU node-1 (Agent handle: 0x55f6dc9adc10) on address 0x3f7b9000. Reason: Page not present or supervisor privilege
        """,
        "ResNet training with tensorflow-rocm 2.2 on an RX 580 (ROCm 3.5.1) that used to work starts "
        "dying with a GPU memory access fault, while the tf_cnn_benchmarks ResNet-50 run still passes; "
        "the only recent change on the host was installing ocl-icd-opencl-dev. No resolution in the "
        "excerpt. Labelled from the log: a GPU page fault that may come from a runtime/library "
        "conflict on the host or from the workload; it needs a person, not a blind restart.",
        ambiguous=True,
    ),
    real(
        GH + "ROCm/legacy-rocm-build/issues/4021",
        "ROCm/legacy-rocm-build",
        "cuda_error",
        "unknown",
        HUMAN,
        "HW Exception by GPU node-9 (Agent handle: 0x631351bb5a20) reason :GPU Hang",
        r"""
        {'loss': 0.4589, 'grad_norm': 1.0493940198290594, 'learning_rate': 5.284132841328413e-06, 'epoch': 1.22}
         41%|██████████████████████████████████████████▌                                                              | 366/903 [5:15:39<6:53:09, 46.16s/it]HW Exception by GPU node-9 (Agent handle: 0x631351bb5a20) reason :GPU Hang
        HW Exception by GPU node-9 (Agent handle: 0x64ff272d8ab0) reason :GPU Hang
        HW Exception by GPU node-9 (Agent handle: 0x565d634d8610) reason :GPU Hang
        HW Exception by GPU node-9 (Agent handle: 0x5ea50312c910) reason :GPU Hang
        Aborted (core dumped)
        """,
        "An axolotl fine-tuning run on an MI300X node dies intermittently after hours (here at 41%, "
        "step 366 of 903) when the ROCm runtime reports a GPU hang on one device and aborts every "
        "process. The issue was investigated by AMD without a conclusion in the excerpt. Labelled "
        "from the log: a hardware-queue hang on one GPU with no kernel line to say whether the "
        "device, the firmware/driver or a kernel is at fault; a person should check that GPU before "
        "the job goes back on it.",
        ambiguous=True,
    ),
    real(
        GH + "ROCm/tensorflow-upstream/issues/534",
        "ROCm/tensorflow-upstream",
        "cuda_error",
        "unknown",
        HUMAN,
        "Memory access fault by GPU node-1 (Agent handle: 0x56249bd69990) on address 0x7f95aa9ff000. Reason: Page not present or supervisor privilege.",
        r"""
        Memory access fault by GPU node-1 (Agent handle: 0x56249bd69990) on address 0x7f95aa9ff000. Reason: Page not present or supervisor privilege.
        Aborted (core dumped)
        """,
        "BERT classifier training (from scratch and fine-tuning) with tensorflow-rocm on a Radeon VII "
        "aborts with a GPU memory access fault; the reporter reproduces it on a second dataset and "
        "posts a repro archive, and the maintainers put it under investigation. Same fault as the "
        "RX 460 case: a device page fault with no hardware line, which a person has to attribute "
        "(runtime bug, kernel, or the card) before anything is rerun.",
        ambiguous=True,
    ),
    real(
        GH + "Azure/aks-engine/issues/3269",
        "Azure/aks-engine",
        "cuda_error",
        "framework_bug",
        HUMAN,
        "ERROR: Failed to run `/usr/sbin/dkms build -m nvidia -v 418.40.04 -k",
        r"""
        ERROR: Failed to run `/usr/sbin/dkms build -m nvidia -v 418.40.04 -k
               5.3.0-1020-azure`:
               Kernel preparation unnecessary for this kernel.  Skipping...

               Building module:
               cleaning build area...
               'make' -j6 NV_EXCLUDE_BUILD_MODULES='nvidia-drm '
               KERNEL_UNAME=5.3.0-1020-azure IGNORE_CC_MISMATCH='1' modules....(bad
               exit status: 2)
        """,
        "Provisioning Kubernetes GPU node pools with aks-engine fails (the VM extension exits 84): "
        "the pinned NVIDIA 418.40.04 driver no longer builds under DKMS against the new "
        "5.3.0-1020-azure kernel. The maintainer files it as a GPU bug of the provisioning scripts. "
        "No GPU node comes up until the driver/kernel pairing is changed by the operators; "
        "retrying the deployment repeats the failure.",
    ),
    real(
        GH + "GoogleCloudPlatform/compute-gpu-installation/issues/33",
        "GoogleCloudPlatform/compute-gpu-installation",
        "cuda_error",
        "unknown",
        HUMAN,
        "NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver.",
        r"""
        NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver. Make sure that the latest NVIDIA driver is installed and running.
        """,
        "A GCE GPU VM on Debian 11 whose driver used to work fails nvidia-smi one day, and the "
        "repository's install_gpu_driver.py then fails on the VM's new 6.1.0-18-cloud-amd64 kernel "
        "(the issue title). The excerpt carries no maintainer conclusion; labelled from the log: the "
        "driver is not running for the current kernel, which an operator must rebuild or reinstall "
        "before the VM can run GPU jobs; a job restart changes nothing.",
    ),
]
