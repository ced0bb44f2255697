# ruff: noqa
"""Real excerpts, batch V: the hardware, storage and host-memory classes: full disks, quotas, read-only
and dead FUSE mounts, stale NFS handles, object-store 5xx on upload, Slurm/kernel OOM records, DataLoader
workers killed, bare SIGKILLs, uncorrectable ECC and application Xids. Verbatim log lines as printed in
public threads (each repository maps to the dev fold)."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    real(GH + "nathanweeks/exonerate/issues/31", "nathanweeks/exonerate", "host_oom", "user_code", USER,
         "Detected 12 oom-kill event(s) in StepId=16198179.batch",
         r"""
         slurmstepd: error: Detected 12 oom-kill event(s) in StepId=16198179.batch. Some of your processes may have been killed by the cgroup out-of-memory handler.
         """, "An exonerate run on a 5.2 GB protein pool under Slurm is killed by the cgroup OOM handler; the "
              "maintainer says the job needs more memory (sbatch --mem). The request is too small for the input: "
              "recurs until it is raised."),
    real(GH + "Medical-Event-Data-Standard/MEDS-DEV/issues/266", "Medical-Event-Data-Standard/MEDS-DEV",
         "storage_error", "storage", USER,
         "OSError: [Errno 122] Disk quota exceeded",
         r"""
         OSError: [Errno 122] Disk quota exceeded
         """, "Training CEHRBERT on 5.4M subjects on an HPC cluster fails every retry with EDQUOT (the issue title quotes the error): the environment "
              "caching hits the file-creation quota. A quota recurs on every rerun until files are cleaned up "
              "or the cache is moved."),
    real(GH + "DataBiosphere/azul/pull/190", "DataBiosphere/azul", "storage_error", "user_code", USER,
         "OSError: [Errno 30] Read-only file system",
         r"""
         OSError: [Errno 30] Read-only file system: '/home/sbx_user1068'
         """, "A Lambda worker writes into its home directory, which is read-only there; a regression fixed in the "
              "code. Writing to a read-only path recurs with the same code or configuration."),
    real(GH + "chklovski/CheckM2/issues/161", "chklovski/CheckM2", "storage_error", "user_code", USER,
         "OSError: [Errno 30] Read-only file system",
         r"""
         File "/opt/conda/bin/checkm2", line 10, in <module>
             sys.exit(main())
                      ^^^^^^
           File "/opt/conda/lib/python3.12/site-packages/checkm2/main.py", line 277, in main
             fileManager.DiamondDB().download_database(args.path, args.no_write_json_db)
           File "/opt/conda/lib/python3.12/site-packages/checkm2/fileManager.py", line 128, in download_database
             with open(diamond_location, 'w') as dd:
                  ^^^^^^^^^^^^^^^^^^^^^^^^^^^
         OSError: [Errno 30] Read-only file system: '/opt/conda/lib/python3.12/site-packages/checkm2/version/diamond_path.json
         """, "The tool writes a JSON file into its own install directory inside a read-only Apptainer container; "
              "fixed by passing --no_write_json_db. A configuration fault that recurs on every run."),
    real(GH + "s3fs-fuse/s3fs-fuse/issues/2176", "s3fs-fuse/s3fs-fuse", "storage_error", "storage", HUMAN,
         "s3fs: unable to access MOUNTPOINT",
         r"""
         [Errno 107] Transport endpoint is not connected

         May 29 09:16:58 prod-main-zemtu s3fs[2017306]: s3fs: unable to access MOUNTPOINT /var/www/zemtu/public/media: Transport endpoint is not connected
         """, "After two weeks an s3fs FUSE mount dies; the fix was to unmount it (fusermount -uz) and mount -a "
              "again. A dead FUSE mount must be remounted before anything reading it can run again: a person, "
              "not a restart onto the same dead mount (labelling rules)."),
    real(GH + "GoogleCloudPlatform/gcs-fuse-csi-driver/issues/50", "GoogleCloudPlatform/gcs-fuse-csi-driver",
         "storage_error", "storage", HUMAN,
         "OSError: [Errno 107] Transport endpoint is not connected",
         r"""
         Traceback (most recent call last):
           File "/usr/local/lib/python3.11/pathlib.py", line 1116, in mkdir
             os.mkdir(self, mode)
         OSError: [Errno 107] Transport endpoint is not connected: '/opt/airflow/logbucket/dag_id=xxx/run_id=scheduled__2023-07-31T00:00:00+00:00/task_id=begin_drop_day_driving_table'"
         """, "Long-running pods lose their gcsfuse CSI volume; the maintainer explains that the gcsfuse binary "
              "(sidecar) terminated. The FUSE mount is dead until the sidecar is brought back: a person first "
              "(labelling rules: a dead FUSE mount)."),
    real(GH + "Mikubill/naifu/issues/35", "Mikubill/naifu", "storage_error", "unknown", HUMAN,
         "OSError: [Errno 5] Input/output error",
         r"""
         [rank3]:   File "/usr/lib/python3.10/os.py", line 215, in makedirs
         [rank3]:     makedirs(head, exist_ok=exist_ok)
         [rank3]:   File "/usr/lib/python3.10/os.py", line 225, in makedirs
         [rank3]:     mkdir(name, mode)
         [rank3]: OSError: [Errno 5] Input/output error: '/app/naifu555'
         """, "A diffusion fine-tune breaks about every 20 hours with EIO while creating its sampling directory. "
              "The thread concluded nothing; the label rests on the log: an I/O error from the filesystem, which "
              "a restart may or may not clear (a failing disk or a flaky network mount). Ambiguous.",
         ambiguous=True),
    real(GH + "uw-ipd/RoseTTAFold2/issues/40", "uw-ipd/RoseTTAFold2", "ecc_error", "node_hardware", CORDON,
         "RuntimeError: CUDA error: uncorrectable ECC error encountered",
         r"""
         Running RoseTTAFold2 to predict structures
         RuntimeError: CUDA error: uncorrectable ECC error encountered
         """, "A structure prediction on a cluster GPU node fails with an uncorrectable ECC error; the thread "
              "has no answer. The label rests on the log: an uncorrectable ECC error is a hardware signature of "
              "the GPU the job ran on (labelling rules), so that node is taken out."),
    real(GH + "SharpAI/DeepCamera/issues/31", "SharpAI/DeepCamera", "storage_error", "storage", USER,
         "OSError: [Errno 28] No space left on device",
         r"""
         OSError: [Errno 28] No space left on device
         cp: cannot stat '../src/embedding/judgeutil.so_termux_arch-linux_arm': No such file or directory
         cp: cannot stat 'dist/classifier/*': No such file or directory
         mkdir: cannot create directory '.termux/boot/': No space left on device
         mkdir: cannot create directory '.minio': No space left on device
         cp: cannot create regular file '.minio/': Not a directory
         cp: cannot create regular file '.termux/boot/': Not a directory
         chmod: cannot access '.termux/boot/termux_boot_sharpai_arm.sh': No such file or directory
         creating sharpai-app.tgz ...
         tar: .minio: No such file or directory
         gzip: write error: No space left on device
         tar: write error: Broken pipe
         """, "A packaging run fills the device; the maintainer points at df (no space left). The missing-file "
              "lines are knock-on. A full disk recurs until space is freed."),
    real(GH + "littlebearapps/untether/issues/321", "littlebearapps/untether", "storage_error", "storage", USER,
         "handle.runner_failed",
         r"""
         Apr 16 12:28:24.398974 lba-1 untether[1546673]: 2026-04-16T12:28:21.407226Z [error    ] handle.runner_failed           [untether.runner_bridge] branch=None chat_id=-5235455627 cwd=/home/nathan/claude-code-tools/lba/marketing/brand-copilot/main engine=claude error='[Errno 28] No space left on device' error_type=OSError project=brand-copilot resume=None user_msg_id=37226
         """, "An automatically filed error report: a runner fails because the host's disk is full (ENOSPC in a "
              "structured log line). Label rests on the log: a full disk recurs until space is freed."),
    real(GH + "OpenSenseAction/OPENSENSE_sandbox/issues/64", "OpenSenseAction/OPENSENSE_sandbox",
         "storage_error", "storage", USER,
         "OSError: [Errno 28] No space left on device",
         r"""
         OSError                                   Traceback (most recent call last)
         Cell In[15], line 1
         ----> 1 ds = oddt.transform_andersson_2022_OpenMRG(
         OSError: [Errno 28] No space left on device
         """, "Extracting a large ZIP on a Binder pod fails: the pod's disk is limited. The error line is the one "
              "quoted in the issue title. Recurs with the same data on the same pod size."),
    real(GH + "TorchSSL/TorchSSL/issues/4", "TorchSSL/TorchSSL", "dataloader_killed", "user_code", USER,
         "DataLoader worker (pid 12847) is killed by signal: Killed",
         r"""
         DataLoader worker (pid 12847) is killed by signal: Killed
         """, "FlexMatch training on CIFAR-100 always dies with a killed DataLoader worker (the line as quoted in the issue title); the answer is host "
              "memory exhaustion (check dmesg, reduce batch size and num_workers) and another user confirms "
              "32 GB RAM is not enough. Recurs with the same configuration."),
    real(GH + "he-dhamo/simsg/issues/3", "he-dhamo/simsg", "host_oom", "unknown", HUMAN,
         "13.82it/s]Killed",
         r"""
         t = 15500 / 300000
         G [L1_pixel_loss]: 0.5709
         G [bbox_pred]: 0.2680
         G [ac_loss]: 0.4748
         G [g_gan_obj_loss]: 0.0387
         G [g_gan_img_loss]: 0.0231
         G [total_loss]: 1.3755
         D_obj [d_obj_gan_loss]: 0.4348
         D_obj [d_ac_loss_real]: 4.9174
         D_obj [d_ac_loss_fake]: 4.7477
         D_img [d_img_gan_loss]: 1.8805
           6%|██████                                                                                               | 3787/62565 [04:47<1:10:53, 13.82it/s]Killed
         """, "Training is killed at random points with a bare 'Killed'; the authors ran it with 64 GB RAM and "
              "suspect a server limit or a version problem. No kernel or scheduler record: OOM kill, a limit "
              "and an admin kill cannot be told apart. Ambiguous.", ambiguous=True),
    real(GH + "chenyuntc/pytorch-book/issues/62", "chenyuntc/pytorch-book", "dataloader_killed", "user_code", USER,
         "RuntimeError: DataLoader worker (pid 8544) is killed by signal: Killed.",
         r"""
         RuntimeError: DataLoader worker (pid 8544) is killed by signal: Killed.
         """, "Host memory climbs during training until the DataLoader worker is killed; the replies fix it by a "
              "smaller batch size. The job's memory use exceeds the machine: recurs."),
    real(GH + "jiaweihe1996/GMTracker/issues/11", "jiaweihe1996/GMTracker", "host_oom", "unknown", HUMAN,
         "Killed",
         r"""
         MOT17-04
         210
         /usr/local/lib/python3.6/site-packages/torch_geometric/deprecation.py:13: UserWarning: 'data.DataLoader' is deprecated, use 'loader.DataLoader' instead
           warnings.warn(out)
         Start training...
         Epoch 0/1
         ----------
         lr = 1.00e-05
         Killed
         """, "Training stops with only 'Killed'; the maintainer guesses memory and the reporter sees large CPU "
              "memory use but never confirms an OOM kill (the environment was a temporary cloud server). A bare "
              "SIGKILL with no record: ambiguous.", ambiguous=True),
    real(GH + "castorini/hedwig/issues/70", "castorini/hedwig", "host_oom", "unknown", HUMAN,
         "Killed",
         r"""
         Note: You are using GPU for training
           0%|         | 0/3000001 [00:00<?, ?it/s]Skipping token 3000000 with 1-dimensional vector ['300']; likely a header
         100%██████████████████| 3000001/3000001 [03:33<00:00, 14061.26it/s]
         Killed
         """, "The process is killed right after loading 3M word vectors; the maintainer has seen this when system "
              "memory runs out and asks the reporter to check. Not confirmed; a bare 'Killed' with no OOM record. "
              "Ambiguous.", ambiguous=True),
    real(GH + "InternLandMark/LandMark/issues/65", "InternLandMark/LandMark", "host_oom", "user_code", USER,
         "3.06it/s]Killed",
         r"""
         root@18135a5a8205:/LandMark# python3 -m app.trainer --config confs/matrixcity/matrixcity_2block_multi.txt
         Training with a single process on 1 GPUs.
          31%|████████████████████████████████████████████████████▉                                                                                                                     | 331/1063 [01:06<03:59,  3.06it/s]Killed
         """, "The trainer is killed a third of the way through on two machines; another user answers that the "
              "training needs over 215 GB of host RAM (they completed it with 256 GB). Host memory too small for "
              "the configuration: recurs until more memory is given."),
    real(GH + "Bumblebee-Project/Bumblebee/issues/677", "Bumblebee-Project/Bumblebee", "gpu_xid", "unknown", HUMAN,
         "NVRM: Xid (PCI:0000:01:00): 32, Channel ID 00000000 intr 00004000",
         r"""
         [24128.828315] NVRM: Xid (PCI:0000:01:00): 32, Channel ID 00000000 intr 00004000
         [24128.828608] NVRM: Xid (PCI:0000:01:00): 32, Channel ID 00000000 intr 00004000
         [24128.834365] NVRM: Xid (PCI:0000:01:00): 31, Ch 00000003, engmask 00000101, intr 10000000
         """, "Xid 32 (invalid push buffer stream) and Xid 31 (MMU fault) on a laptop GPU; the thread never found "
              "a cause (the machine died years later). NVIDIA's catalog sends these to the driver or the "
              "application first, not to a hardware replacement. Ambiguous.", ambiguous=True),
    real(GH + "nanoporetech/taiyaki/issues/66", "nanoporetech/taiyaki", "storage_error", "storage", RESTART,
         "OSError: [Errno 116] Stale file handle",
         r"""
         Traceback (most recent call last):
           File "/home/s953272/sw/taiyaki/bin/train_flipflop.py", line 530, in <module>
             main()
           File "/home/s953272/sw/taiyaki/bin/train_flipflop.py", line 456, in main
             None if args.gradient_cap_fraction is None else gradient_cap)
           File "/home/s953272/TAIYAKI_ENV/lib/python3.6/site-packages/taiyaki-5.0.1-py3.6-linux-x86_64.egg/taiyaki/helpers.py", line 233, in record
             self.write("{:5.4f}\t{:5.4f}\t".format(loss, gradientnorm))
           File "/home/s953272/TAIYAKI_ENV/lib/python3.6/site-packages/taiyaki-5.0.1-py3.6-linux-x86_64.egg/taiyaki/helpers.py", line 227, in write
             self.fh.write(s.encode('utf-8'))
         OSError: [Errno 116] Stale file handle
         Command exited with non-zero status 1
         """, "A training run dies writing to a log file it keeps open on a network filesystem (ESTALE); the "
              "maintainer points at the open log file. Label rests on the log and the labelling rules: an NFS "
              "stale handle is transient, a restart reopens the file."),
    real(GH + "sdtemple/isweep/issues/30", "sdtemple/isweep", "storage_error", "storage", RESTART,
         "OSError: [Errno 116] Stale file handle",
         r"""
         OSError: [Errno 116] Stale file handle
         """, "A pipeline step fails once with ESTALE (the error as quoted in the issue title); the maintainer: just re-run it from where it crashed, a "
              "file-latency error. Transient: restart."),
    real(GH + "googleapis/google-cloud-cpp/issues/9012", "googleapis/google-cloud-cpp", "storage_error", "storage",
         RESTART,
         "google.api_core.exceptions.ServiceUnavailable: 503 POST",
         r"""
         google.api_core.exceptions.ServiceUnavailable: 503 POST https://storage.googleapis.com/upload/storage/v1/b/docs-staging/o?uploadType=multipart: {
           "error": {
             "code": 503,
             "message": "We encountered an internal error. Please try again.",
             "errors": [
               {
                 "message": "We encountered an internal error. Please try again.",
                 "domain": "global",
                 "reason": "backendError"
               }
             ]
           }
         }
         """, "An upload to a GCS bucket fails with a 503 backendError; the maintainers treat it as a flake and "
              "change nothing. An object store's 5xx on upload is transient: restart from the checkpoint."),
    real(GH + "lidq92/MDTVSFA/issues/10", "lidq92/MDTVSFA", "dataloader_killed", "user_code", USER,
         "ERROR: Unexpected bus error encountered in worker.",
         r"""
         ERROR: Unexpected bus error encountered in worker. This might be caused by insufficient shared memory (shm).
         """, "Training in a Docker container whose /dev/shm is the default 64 MB; the answer is num_workers=0 or "
              "a larger --shm-size. A container configuration fault that recurs."),
    real(GH + "openbmc/openbmc/issues/1887", "openbmc/openbmc", "host_oom", "user_code", USER,
         "Killed process 935 (python)",
         r"""
         [ 4018.450000] Killed process 935 (python) total-vm:113656kB, anon-rss:102104kB, file-rss:0kB, shmem-rss:0kB
         [ 4022.980000] oom_reaper: reaped process 935 (python), now anon-rss:0kB, file-rss:0kB, shmem-rss:0kB
         """, "The kernel OOM killer kills a python service on a memory-constrained BMC (the oom_reaper line "
              "confirms it). Label rests on the log: a host OOM with a kernel record is the workload's memory "
              "use, notify the owner (labelling rules)."),
    real(GH + "googleapis/python-storage/issues/352", "googleapis/python-storage", "storage_error", "storage",
         RESTART,
         "503 POST https://storage.googleapis.com/upload/storage/v1/b/my-bucket/o?uploadType=multipart: {",
         r"""
         503 POST https://storage.googleapis.com/upload/storage/v1/b/my-bucket/o?uploadType=multipart: {
           "error": {
             "code": 503,
             "message": "Backend Error",
             "errors": [
               {
                 "message": "Backend Error",
                 "domain": "global",
                 "reason": "backendError"
               }
             ]
           }
         }
         : (u'Request failed with status code', 503, u'Expected one of', 200)' - Calling rollback() ...
         Traceback (most recent call last):
           File "/my/app/module.py", line 112, in upload
             blob.upload_from_filename(file_path)
           File "/usr/local/lib/python2.7/dist-packages/google/cloud/storage/blob.py", line 2471, in upload_from_filename
             checksum=checksum,
           File "/usr/local/lib/python2.7/dist-packages/google/cloud/storage/blob.py", line 2359, in upload_from_file
             _raise_from_invalid_response(exc)
           File "/usr/local/lib/python2.7/dist-packages/google/cloud/storage/blob.py", line 3886, in _raise_from_invalid_response
             raise exceptions.from_http_status(response.status_code, message, response=response)
         """, "Frequent 503/504 responses from GCS on blob.upload_from_filename; the thread asks for documented "
              "retry recommendations (the upload succeeds when retried). An object store's 5xx on upload is "
              "transient: restart from the checkpoint."),
    real(GH + "tienfuc/gdcmdtools/issues/20", "tienfuc/gdcmdtools", "storage_error", "storage", RESTART,
         "HttpError 503 when requesting",
         r"""
         apiclient.errors.HttpError: HttpError 503 when requesting https://www.googleapis.com/upload/drive/v2/files?uploadType=resumable&convert=false&alt=json returned "Service Unavailable"
         """, "A resumable upload to Google Drive fails with 503 Service Unavailable; the issue ('deal with 503 "
              "error') is closed by retrying the upload. A storage service's 5xx is transient: restart."),
    real(GH + "DengpanFu/LUPerson/issues/20", "DengpanFu/LUPerson", "dataloader_killed", "user_code", USER,
         "ERROR: Unexpected bus error encountered in worker.",
         r"""
         ERROR: Unexpected bus error encountered in worker. This might be caused by insufficient shared memory (shm).
         """, "A DataLoader worker dies of SIGBUS during training (the line as quoted in the issue title); no answer "
              "in the thread. Label rests on the log and the labelling rules: workers out of /dev/shm recur until "
              "the shared memory or num_workers is changed."),
]
