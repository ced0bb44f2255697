# ruff: noqa
"""Real excerpts, batch ZZ16-GA: development-fold failures of STORAGE and checkpoint/data I/O in
GPU training and inference jobs (and a few HPC/ML jobs around them), as users paste them: checkpoint
and dataset-cache writes that run out of disk or /dev/shm, writes that fail on shared file systems
(Lustre, NFS silly-renames, file systems without flock, read-only mounts, FSx races between nodes),
object stores (S3 PutObject limits, intermittent endpoint failures while TensorFlow writes a
checkpoint to S3, objects the loader cannot find), FUSE-mounted buckets that cannot take a seekable
write (Mountpoint for S3), HDF5 file locks, Hugging Face cache locks and caches that are read-only
or not writable, a weight file that is not a safetensors file, and Orbax/tensorstore renames.
Gathered from GitHub issue threads found with the `issues` search corpus (the `pages` corpus was
tried once and returned nothing usable). Phrasings searched: torch.save ENOSPC, EDQUOT, ESTALE,
EROFS, EIO on checkpoint saves, Lustre I/O errors, S3 SlowDown/5xx/ReadTimeout/multipart
EntityTooLarge, Azure blob timeouts, gcsfuse/blobfuse/mountpoint-s3 "Transport endpoint is not
connected" and write failures, orbax/tensorstore on GCS, h5py "unable to lock file", HF hub and
datasets lock files, /dev/shm exhaustion, safetensors serialization errors, PytorchStreamWriter /
"unexpected pos", webdataset S3 pipes, mosaicml streaming shards, s3torchconnector. Many hits came
from test-fold repositories or from sources already in the corpus and were left out; the rest were
taken as they came, not picked for what crashcart can do. Nobody ran crashcart on these cases
before they were labelled. The search corpus gives the opening of each thread, so for several
threads only the start of the pasted log was visible: where the issue title quotes the final
exception line, that line closes the excerpt and the notes say so; otherwise the log is the part
that was visible, trimmed, markdown quote markers removed. Labels follow what each thread
concluded, or the log where it concluded nothing (the notes say which)."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    # --- local disks, /dev/shm and dataset caches that fill up -----------------------------------
    real(
        GH + "xai-org/grok-1/issues/138",
        "xai-org/grok-1",
        "os_error",
        "user_code",
        USER,
        "No space left on device: './checkpoints/ckpt-0/tensor00000_000' -> '/dev/shm/",
        r"""
        bluevisor@AMD3090:/mnt/c/grok-1$ python3 run.py
        INFO:jax._src.xla_bridge:Unable to initialize backend 'rocm': NOT_FOUND: Could not find registered platform with name: "rocm". Available platform names are: CUDA
        INFO:jax._src.xla_bridge:Unable to initialize backend 'tpu': INTERNAL: Failed to open libtpu.so: libtpu.so: cannot open shared object file: No such file or directory
        INFO:rank:Initializing mesh for self.local_mesh_config=(1, 1) self.between_hosts_config=(1, 1)...
        INFO:rank:Detected 1 devices in mesh
        OSError: [Errno 28] No space left on device: './checkpoints/ckpt-0/tensor00000_000' -> '/dev/shm/tmpeq5bn6yp'
        """,
        "Grok-1 inference (JAX, one CUDA device, Ubuntu under WSL2): while restoring the checkpoint "
        "the loader copies each tensor file into /dev/shm, and the copy fails with ENOSPC. The "
        "reporter asks whether /dev/shm is a RAM disk too small for the 300 GB checkpoint on a 64 GB "
        "machine. Only the start of the pasted log was visible; the closing exception line is the "
        "one quoted in the issue title. /dev/shm too small for what the loader stages there: the "
        "run fails the same way until shared memory (or the host) is large enough.",
    ),
    real(
        GH + "hiyouga/LlamaFactory/issues/275",
        "hiyouga/LlamaFactory",
        "storage_error",
        "storage",
        USER,
        "OSError: [Errno 28] No space left on device",
        r"""
        Traceback (most recent call last):
          File "/root/miniconda3/lib/python3.8/site-packages/datasets/builder.py", line 1894, in _prepare_split_single
            writer.write_table(table)
          File "/root/miniconda3/lib/python3.8/site-packages/datasets/arrow_writer.py", line 575, in write_table
            self.pa_writer.write_table(pa_table, writer_batch_size)
          File "pyarrow/ipc.pxi", line 525, in pyarrow.lib._CRecordBatchWriter.write_table
          File "/root/miniconda3/lib/python3.8/site-packages/fsspec/implementations/local.py", line 382, in write
            return self.f.write(*args, **kwargs)
        OSError: [Errno 28] No space left on device
        """,
        "Baichuan-13B pre-training on four 48 GB A40s with 5.5 GB of data: the datasets cache write "
        "fails with ENOSPC while the data disk still has ~200 GB free. The reporter's own answer: "
        "on AutoDL the default datasets cache sits on the 10 GB system disk; setting "
        "HF_DATASETS_CACHE to the data disk fixed it. A full volume under the job's cache: the same "
        "run fails again until the cache is moved or space is freed.",
    ),
    real(
        GH + "XavierXiao/Dreambooth-Stable-Diffusion/issues/45",
        "XavierXiao/Dreambooth-Stable-Diffusion",
        "host_oom",
        "user_code",
        USER,
        "MemoryError",
        r"""
        Epoch 0, global step 499: val/loss_simple_ema was not in top 1
        Summoning checkpoint.

        Traceback (most recent call last):
          File "H:\Anaconda\envs\dreambooth\lib\site-packages\torch\serialization.py", line 379, in save
            _save(obj, opened_zipfile, pickle_module, pickle_protocol)
          File "H:\Anaconda\envs\dreambooth\lib\site-packages\torch\serialization.py", line 499, in _save
            zip_file.write_record(name, storage.data_ptr(), num_bytes)
        MemoryError

        During handling of the above exception, another exception occurred:

        Traceback (most recent call last):
          File "H:\Anaconda\envs\dreambooth\lib\site-packages\torch\serialization.py", line 380, in save
            return
          File "H:\Anaconda\envs\dreambooth\lib\site-packages\torch\serialization.py", line 259, in __exit__
            self.file_like.write_end_of_file()
        RuntimeError: [enforce fail at ..\caffe2\serialize\inline_container.cc:300] . unexpected pos 6057217600 vs 6057217496

        During handling of the above exception, another exception occurred:

        Traceback (most recent call last):
          File "main.py", line 836, in <module>
            trainer.fit(model, data)
        """,
        "Dreambooth fine-tuning of Stable Diffusion on Windows crashes every time the ~6 GB "
        "Lightning checkpoint is written: torch.save raises MemoryError while serialising a "
        "storage, and the half-written zip then fails with 'unexpected pos'. The thread records no "
        "fix; labelled from the log: the host runs out of memory while building the checkpoint "
        "(the 'unexpected pos' error is a consequence), which repeats at every save until host "
        "memory/paging or what is saved changes.",
    ),
    # --- shared and parallel file systems --------------------------------------------------------
    real(
        GH + "rwth-i6/returnn/issues/1829",
        "rwth-i6/returnn",
        "storage_error",
        "storage",
        RESTART,
        "PytorchStreamWriter failed writing file data/322: file write failed",
        r"""
        Traceback (most recent call last):
          File ".../torch/serialization.py", line 965, in save
            _save(obj, opened_zipfile, ...)
          File ".../torch/serialization.py", line 1266, in _save
            zip_file.write_record(name, storage, num_bytes)   # name='data/322', num_bytes=16777216
        RuntimeError: [enforce fail at inline_container.cc:857] . PytorchStreamWriter failed writing file data/322: file write failed

        During handling of the above exception, another exception occurred:
          ...
          File ".../returnn/torch/engine.py", line 700, in Engine.train_epoch
            self._save_model()
        """,
        "A multi-day RETURNN training job dies when one checkpoint write() fails in torch.save. The "
        "maintainer's issue explains it as a transient shared-filesystem error (a momentary "
        "Lustre/NFS RPC error, or a short brush against a soft quota) that succeeds when retried "
        "moments later; the save is already atomic (temp file + rename), so the previous checkpoint "
        "is intact, and the issue asks for a retry in the engine. A transient storage fault: restart "
        "from the last checkpoint. The paths are elided ('...') as in the issue.",
    ),
    real(
        GH + "lustre/lustre-release/issues/16",
        "lustre/lustre-release",
        "storage_error",
        "unknown",
        HUMAN,
        "OSError: 120000000 requested and 0 written",
        r"""
        [root@localhost ~]# python
        Python 3.9.17 (main, Aug  9 2023, 00:00:00)
        [GCC 11.4.1 20230605 (Red Hat 11.4.1-2)] on linux
        Type "help", "copyright", "credits" or "license" for more information.
        >>> import numpy as np
        >>> data = np.random.random((6000, 500, 40))
        >>> np.save("/mnt/test.npy", data)
        Traceback (most recent call last):
          File "<stdin>", line 1, in <module>
          File "/usr/local/lib64/python3.9/site-packages/numpy/lib/_npyio_impl.py", line 574, in save
            format.write_array(fid, arr, allow_pickle=allow_pickle,
          File "/usr/local/lib64/python3.9/site-packages/numpy/lib/format.py", line 757, in write_array
            array.tofile(fp)
        OSError: 120000000 requested and 0 written
        >>>
        [root@localhost ~]# df -Th
        Filesystem                                               Type      Size  Used Avail Use% Mounted on
        devtmpfs                                                 devtmpfs  4.0M     0  4.0M   0% /dev
        tmpfs                                                    tmpfs     504G   48K  504G   1% /dev/shm
        tmpfs                                                    tmpfs     202G  168M  202G   1% /run
        /dev/mapper/cs-root                                      xfs       200G   53G  148G  27% /
        /dev/sda2                                                xfs       960M  464M  497M  49% /boot
        """,
        "A Lustre client (mounted at /mnt) cannot write: numpy's tofile of a 960 MB array writes 0 "
        "bytes. The reporter pastes df to show space is available (the Lustre line itself is "
        "below the visible part). The thread is open with no answer visible; labelled from the log: "
        "a write that silently returns 0 on the parallel file system could be a full or "
        "unreachable OST, an evicted client or an I/O pattern the client mishandles (another "
        "project avoids numpy.tofile on Lustre for this reason). Unclear: needs a human with the "
        "client and server logs.",
        ambiguous=True,
    ),
    real(
        GH + "lightaime/sgas/issues/16",
        "lightaime/sgas",
        "storage_error",
        "user_code",
        USER,
        "OSError: [Errno 16] Device or resource busy: '.nfs000000001835000600002bd7'",
        r"""
        Traceback (most recent call last):
          File "/home/tie.xu/anaconda3/envs/sgas/lib/python3.6/multiprocessing/util.py", line 262, in _run_finalizers
            finalizer()
          File "/home/tie.xu/anaconda3/envs/sgas/lib/python3.6/multiprocessing/util.py", line 186, in __call__
            res = self._callback(*self._args, **self._kwargs)
          File "/home/tie.xu/anaconda3/envs/sgas/lib/python3.6/shutil.py", line 486, in rmtree
            _rmtree_safe_fd(fd, path, onerror)
          File "/home/tie.xu/anaconda3/envs/sgas/lib/python3.6/shutil.py", line 444, in _rmtree_safe_fd
            onerror(os.unlink, fullname, sys.exc_info())
          File "/home/tie.xu/anaconda3/envs/sgas/lib/python3.6/shutil.py", line 442, in _rmtree_safe_fd
            os.unlink(name, dir_fd=topfd)
        OSError: [Errno 16] Device or resource busy: '.nfs000000001835000600002bd7'
        """,
        "SGAS architecture search (cnn/train_search.py) prints this after ~28 epochs, many times: "
        "multiprocessing's finalizer removes its temporary directory, which lives on NFS, while a "
        "file in it is still open, so NFS has silly-renamed it to .nfsXXXX and the unlink fails "
        "with EBUSY. The maintainer: it happens when deleting opened files (pointing to the same "
        "tensorpack/Flye reports) and to check the storage. A temp directory on NFS used by worker "
        "processes: it recurs until TMPDIR points at local disk.",
    ),
    real(
        GH + "verl-project/verl/issues/3354",
        "verl-project/verl",
        "storage_error",
        "framework_bug",
        USER,
        "[Errno 30] Read-only file system: '/fsx'",
        r"""
        [36m(WorkerDict pid=42225, ip=10.200.109.93) Warning: Failed to acquire lock for /fsx/mingyuan/verify/3B_V2/global_step_1/actor: [Errno 30] Read-only file system: '/fsx'
        """,
        "verl FSDP2 GRPO training of Qwen2.5-VL-3B saving its first checkpoint to "
        "/fsx/mingyuan/...: the user may write under /fsx/<user> but not /fsx itself, and "
        "save_checkpoint creates (and locks) every parent directory, so the actor's save fails "
        "on the read-only parent; the Hydra 'Error executing job with overrides' line that follows "
        "in the issue is too long and only partly visible, so it is left out. The issue was "
        "labelled a bug: the checkpointer walks parent paths it does not need. It fails the same "
        "way on every save until the code (or the checkpoint path) changes.",
    ),
    real(
        GH + "mosaicml/streaming/issues/868",
        "mosaicml/streaming",
        "file_not_found",
        "framework_bug",
        RESTART,
        "FileNotFoundError: [Errno 2] No such file or directory: '/home/<user>/local/<user>/tmp/data_8201/tmp/tmp_5/index.json.tmp'",
        r"""
        0: [rank0]: FileNotFoundError: [Errno 2] No such file or directory: '/home/<user>/local/<user>/tmp/data_8201/tmp/tmp_5/index.json.tmp' -> '/home/<user>/local/<user>/tmp/data_8201/tmp/tmp_5/index.json'

        0: [rank0]: Traceback (most recent call last):
        0: [rank0]:   File "/home/<user>/PROJECTS/LLaVA-NeXT/llava/train/train_mem.py", line 4, in <module>
        0: [rank0]:     train()
        0: [rank0]:   File "/home/<user>/PROJECTS/LLaVA-NeXT/llava/train/train.py", line 2012, in train
        0: [rank0]:     data_module = make_supervised_data_module(tokenizer=tokenizer, data_args=data_args)
        0: [rank0]:   File "/home/<user>/PROJECTS/LLaVA-NeXT/llava/train/train.py", line 1541, in make_supervised_data_module
        0: [rank0]:     train_dataset = StreamingLLaVADataset(data_path=data_args.data_path, local=os.path.join(os.environ['DATA_CACHE'], 'tmp'),
        """,
        "Multi-node LLaVA-NeXT SFT on MI300 GPUs, streaming its data from S3 into a temporary "
        "directory of an apptainer sandbox: renaming the freshly downloaded index.json.tmp fails "
        "because the temp file is already gone (another process renamed it first, it appears). The "
        "reporter says the error vanishes after two or three retries; the issue is labelled a bug "
        "in the library's download/rename path. A race that a relaunch gets past.",
    ),
    real(
        GH + "google/orbax/issues/2837",
        "google/orbax",
        "storage_error",
        "unknown",
        HUMAN,
        "ValueError: NOT_FOUND: Error writing",
        r"""
        ValueError: NOT_FOUND: Error writing "params.params.decoder.decoder_norm.scale/c/0" in OCDBT database at local file "/home/user/maxtext-checkpoints/r1-distill-llama-8b/0.orbax-checkpoint-tmp/items.orbax-checkpoint-tmp/ocdbt.process_0/": Failed to rename fd: 14 "/home/user/maxtext-checkpoints/r1-distill-llama-8b/0.orbax-checkpoint-tmp/items.orbax-checkpoint-tmp/ocdbt.process_0/d/8f39efd1e47e6a0ada381d99719b652c.__lock" to: "/home/user/maxtext-checkpoints/r1-distill-llama-8b/0.orbax-checkpoint-tmp/items.orbax-checkpoint-tmp/ocdbt.process_0/d/8f39efd1e47e6a0ada381d99719b652c" [OS error 2: ENOENT No such file or directory] [source locations='tensorstore/internal/os/file_util_posix.cc:406\ntensorstore/kvstore/file/file_key_value_store.cc:662\ntensorstore/kvstore/transaction.cc:133']
        """,
        "Converting a Hugging Face Llama-8B checkpoint to MaxText on a v5litepod-32 (8 hosts): the "
        "32 layers convert, then the Orbax/tensorstore OCDBT save fails renaming its lock file to "
        "the final chunk (ENOENT). The checkpoint directory is a host-local path under /home/user "
        "on a multi-host job; MaxText's guidance elsewhere is that the output directory must be "
        "reachable by every host (a gs:// bucket). The issue is open with no answer visible; "
        "labelled from the log: a non-shared path or a tensorstore/Orbax problem, unclear which.",
        ambiguous=True,
    ),
    real(
        GH + "igmhub/picca/issues/709",
        "igmhub/picca",
        "storage_error",
        "user_code",
        USER,
        "unable to lock file, errno = 524",
        r"""
        Traceback (most recent call last):
          File "/global/homes/j/jbautist/software/picca/bin/picca_fitter2.py", line 23, in <module>
            chi.export()
          File "/global/homes/j/jbautist/.local/cori/3.7-anaconda-2019.10/lib/python3.7/site-packages/picca-4.0-py3.7.egg/picca/f
        itter2/chi2.py", line 293, in export
          File "/global/homes/j/jbautist/.local/cori/3.7-anaconda-2019.10/lib/python3.7/site-packages/h5py/_hl/files.py", line 40
        8, in __init__
            swmr=swmr)
          File "/global/homes/j/jbautist/.local/cori/3.7-anaconda-2019.10/lib/python3.7/site-packages/h5py/_hl/files.py", line 17
        9, in make_fid
            fid = h5f.create(name, h5f.ACC_TRUNC, fapl=fapl, fcpl=fcpl)
          File "h5py/_objects.pyx", line 54, in h5py._objects.with_phil.wrapper
          File "h5py/_objects.pyx", line 55, in h5py._objects.with_phil.wrapper
          File "h5py/h5f.pyx", line 108, in h5py.h5f.create
        OSError: Unable to create file (unable to lock file, errno = 524, error message = 'Unknown error 524')
        """,
        "picca's fitter at NERSC (Cori) fails exporting its results: HDF5 1.10 tries to lock the "
        "new file and the file system answers errno 524 (operation not supported). Line breaks are "
        "as pasted from an 80-column terminal. The issue was closed 'wontfix'; labelled from the "
        "log: the file system does not support the locks HDF5 takes (the usual remedy is "
        "HDF5_USE_FILE_LOCKING=FALSE or another output directory), so it fails the same way on "
        "every run until that is set.",
    ),
    real(
        GH + "open-mpi/ompi/issues/6535",
        "open-mpi/ompi",
        "storage_error",
        "user_code",
        USER,
        "OSError: Unable to open file (unable to lock file, errno = 11",
        r"""
        Traceback (most recent call last):
          File "plot_surface.py", line 289, in <module>
            crunch(surf_file, net, w, s, d, trainloader, 'train_loss', 'train_acc', comm, rank, args)
          File "plot_surface.py", line 80, in crunch
            f = h5py.File(surf_file, 'r+' if rank == 0 else 'r')
          File "/home/lyh/anaconda3/envs/python3.6/lib/python3.6/site-packages/h5py/_hl/files.py", line 312, in __init__
            fid = make_fid(name, mode, userblock_size, fapl, swmr=swmr)
          File "/home/lyh/anaconda3/envs/python3.6/lib/python3.6/site-packages/h5py/_hl/files.py", line 144, in make_fid
            fid = h5f.open(name, h5f.ACC_RDWR, fapl=fapl)
          File "h5py/_objects.pyx", line 54, in h5py._objects.with_phil.wrapper
          File "h5py/_objects.pyx", line 55, in h5py._objects.with_phil.wrapper
          File "h5py/h5f.pyx", line 78, in h5py.h5f.open
        OSError: Unable to open file (unable to lock file, errno = 11, error message = 'Resource temporarily unavailable')
        Computing 5100 values for rank 1
        Traceback (most recent call last):
        """,
        "The loss-landscape plotter (plot_surface.py) run under mpirun: rank 0 opens the shared "
        "HDF5 surface file read-write while the other ranks open it read-only, and HDF5 1.10's "
        "file locking refuses (EAGAIN). Reported against Open MPI 3.1.2; the same error in "
        "loss-landscape was later fixed there by a PR for newer h5py. Labelled from the log: the "
        "application's concurrent opens of one HDF5 file collide with HDF5 file locks, a user-side "
        "pattern that fails every run until the opens or the locking are changed.",
    ),
    real(
        GH + "huggingface/datasets/issues/2618",
        "huggingface/datasets",
        "storage_error",
        "user_code",
        USER,
        "OSError: [Errno 37] No locks available",
        r"""
        >>> ds=load_dataset('xsum')

        ^CTraceback (most recent call last):
          File "/user/HS502/yl02706/.conda/envs/lyc/lib/python3.6/site-packages/datasets/utils/filelock.py", line 402, in _acquire
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        OSError: [Errno 37] No locks available
        """,
        "load_dataset('xsum') hangs until interrupted; the interrupted traceback shows datasets' "
        "file lock getting ENOLCK from flock, i.e. the cache directory is on a network file system "
        "without lock support, and the library keeps retrying. Labelled from the log (the thread "
        "discusses the retry loop): the cache lives where locks do not work, which repeats until "
        "the cache is moved to local disk.",
    ),
    # --- Hugging Face caches: locks, permissions, read-only roots --------------------------------
    real(
        GH + "huggingface/datasets/issues/3983",
        "huggingface/datasets",
        "hang",
        "user_code",
        USER,
        "Lock 140386484514192 not acquired on /dbfs/transformers/cache/",
        r"""
        03/21/2022 17:53:19 - DEBUG - datasets.utils.filelock - Attempting to acquire lock 140386484514192 on /dbfs/transformers/cache/_dbfs_transformers_cache_cnn_dailymail_3.0.0_3.0.0_3cb851bf7cf5826e45d49db2863f627cba583cbc32342df7349dfe6c38060234.lock
        03/21/2022 17:53:19 - DEBUG - datasets.utils.filelock - Lock 140386484514192 not acquired on /dbfs/transformers/cache/_dbfs_transformers_cache_cnn_dailymail_3.0.0_3.0.0_3cb851bf7cf5826e45d49db2863f627cba583cbc32342df7349dfe6c38060234.lock, waiting 0.05 seconds ...
        """,
        "The transformers summarization example (t5-small on cnn_dailymail) run from a Databricks "
        "notebook with --cache_dir on DBFS (/dbfs, a FUSE mount): the datasets cache lock is never "
        "acquired and the job loops forever ('Infinitely attempting lock'). Labelled from the log: "
        "file locks do not work on that FUSE mount, so every run hangs at the same point until the "
        "cache is put on local disk.",
    ),
    real(
        GH + "huggingface/huggingface_hub/issues/2399",
        "huggingface/huggingface_hub",
        "hang",
        "framework_bug",
        USER,
        "FileSystem does not appear to support flock. Falling back to SoftFileLock",
        r"""
        Fetching 5 files:   0%|                                                                              | 0/5 [01:45<?, ?it/s]
        FileSystem does not appear to support flock. Falling back to SoftFileLock for /model_dir/.cache/huggingface/.gitignore.lock
        FileSystem does not appear to support flock. Falling back to SoftFileLock for /model_dir/.cache/huggingface/.gitignore.lock
        FileSystem does not appear to support flock. Falling back to SoftFileLock for /model_dir/.cache/huggingface/.gitignore.lock
        FileSystem does not appear to support flock. Falling back to SoftFileLock for /model_dir/.cache/huggingface/.gitignore.lock
        FileSystem does not appear to support flock. Falling back to SoftFileLock for /model_dir/.cache/huggingface/.gitignore.lock
        Traceback (most recent call last):
          File "/proj_env/lib/python3.10/threading.py", line 1537, in _shutdown
            atexit_call()
          File "/proj_env/lib/python3.10/concurrent/futures/thread.py", line 31, in _python_exit
            t.join()
        """,
        "'v0.23 download method breaks on filesystems that don't have flock enabled': with the "
        "SoftFileLock fallback added for such file systems, a model download into /model_dir "
        "still hangs with no progress for minutes, repeating the fallback message, and a keyboard "
        "interrupt shows the download threads waiting. The commenter notes huggingface_hub <= 0.22 "
        "downloads fine. A library regression on lock-less file systems: it hangs every time until "
        "the version or the cache location changes.",
    ),
    real(
        GH + "huggingface/huggingface_hub/issues/2543",
        "huggingface/huggingface_hub",
        "hang",
        "unknown",
        HUMAN,
        "still waiting to acquire lock on /home/austin/.cache/huggingface/hub/.locks/",
        r"""
        $ huggingface-cli download NousResearch/Meta-Llama-3.1-8B-Instruct --exclude *.pt
        Downloading '.gitattributes' to '/home/austin/.cache/huggingface/hub/models--NousResearch--Meta-Llama-3.1-8B-Instruct/blobs/a6344aac8c09253b3b630fb776ae94478aa0275b.incomplete'
        Download complete. Moving file to /home/austin/.cache/huggingface/hub/models--NousResearch--Meta-Llama-3.1-8B-Instruct/blobs/a6344aac8c09253b3b630fb776ae94478aa0275b
        still waiting to acquire lock on /home/austin/.cache/huggingface/hub/.locks/models--NousResearch--Meta-Llama-3.1-8B-Instruct/fc1cdddd6bfa91128d6e94ee73d0ce62bfcdb7af29e978ddcab30c66ae9ea7fa.lock
        still waiting to acquire lock on /home/austin/.cache/huggingface/hub/.locks/models--NousResearch--Meta-Llama-3.1-8B-Instruct/fc1cdddd6bfa91128d6e94ee73d0ce62bfcdb7af29e978ddcab30c66ae9ea7fa.lock
        still waiting to acquire lock on /home/austin/.cache/huggingface/hub/.locks/models--NousResearch--Meta-Llama-3.1-8B-Instruct/fc1cdddd6bfa91128d6e94ee73d0ce62bfcdb7af29e978ddcab30c66ae9ea7fa.lock
        ^CTraceback (most recent call last):
          File "/home/austin/disk1/aphrodite-engine/conda/envs/aphrodite-runtime/bin/huggingface-cli", line 8, in <module>
            sys.exit(main())
                     ^^^^^^
          File "/home/austin/disk1/aphrodite-engine/conda/envs/aphrodite-runtime/lib/python3.11/site-packages/huggingface_hub/commands/huggingface_cli.py", line 52, in main
            service.run()
        """,
        "Downloading Llama-3.1-8B-Instruct for the aphrodite inference engine consistently stops "
        "at the 10 GB point, repeating the lock message until interrupted (progress-bar lines "
        "trimmed). The bug is still open; a later PR that references it attributes such endless "
        "waits to lock files orphaned by a crashed download on shared file systems, but the thread "
        "never confirms the cause here. A lock nobody releases: a rerun waits on it again, and a "
        "human has to find the holder or remove the stale lock. Unclear which.",
        ambiguous=True,
    ),
    real(
        GH + "av/harbor/issues/262",
        "av/harbor",
        "os_error",
        "user_code",
        USER,
        "[Errno 13] Permission denied: '/root/.cache/huggingface/hub'",
        r"""
        harbor pull Qwen/Qwen3.8-27B
        WARN[0000] The "bindings" variable is not set. Defaulting to a blank string.
        Container harbor-hf-run-5216eab7bafe Creating
        Container harbor-hf-run-5216eab7bafe Created
        /usr/local/lib/python3.11/site-packages/huggingface_hub/constants.py:299: FutureWarning: The `HF_HUB_ENABLE_HF_TRANSFER` environment variable is deprecated as 'hf_transfer' is not used anymore. Please use `HF_XET_HIGH_PERFORMANCE` instead to enable high performance transfer with Xet. Visit https://huggingface.co/docs/huggingface_hub/package_reference/environment_variables#hfxethighperformance for more details.
          warnings.warn(
        Ignored error while writing tree cache file /root/.cache/huggingface/hub/models--Qwen--Qwen3.8-27B/trees/1d4bf0f2ff6012fd82039f2fa52739d0dd7c60c0.json: [Errno 13] Permission denied: '/root/.cache/huggingface/hub'
        Ignored error while writing commit hash to /root/.cache/huggingface/hub/models--Qwen--Qwen3.8-27B/refs/main: [Errno 13] Permission denied: '/root/.cache/huggingface/hub'.
        Traceback (most recent call last):.): |
        """,
        "Harbor (a local LLM serving stack) pulls a model through its Hugging Face helper "
        "container, and the download cannot complete because the container user may not write "
        "the mounted cache under /root/.cache/huggingface (reporter: the downloader's home is "
        "/root and the container lacks permission). The 'Fetching 32 files' progress line is "
        "trimmed and the pasted traceback ends where shown. Labelled from the log: a cache "
        "directory the container user cannot write, a setup that fails every pull until the "
        "ownership or HF_HOME is fixed.",
    ),
    real(
        GH + "OHF-Voice/wyoming-faster-whisper/issues/27",
        "OHF-Voice/wyoming-faster-whisper",
        "storage_error",
        "user_code",
        USER,
        "OSError: [Errno 30] Read-only file system: '/nonexistent'",
        r"""
        Traceback (most recent call last):
          File "/usr/lib/python3.9/runpy.py", line 197, in _run_module_as_main
            return _run_code(code, main_globals, None,
          File "/usr/lib/python3.9/runpy.py", line 87, in _run_code
            exec(code, run_globals)
          File "/usr/local/lib/python3.9/dist-packages/wyoming_faster_whisper/__main__.py", line 149, in <module>
            run()
          File "/usr/local/lib/python3.9/dist-packages/wyoming_faster_whisper/__main__.py", line 144, in run
            asyncio.run(main())
          File "/usr/lib/python3.9/asyncio/runners.py", line 44, in run
            return loop.run_until_complete(main)
          File "/usr/lib/python3.9/asyncio/base_events.py", line 642, in run_until_complete
            return future.result()
          File "/usr/local/lib/python3.9/dist-packages/wyoming_faster_whisper/__main__.py", line 119, in main
            whisper_model = faster_whisper.WhisperModel(
          File "/usr/local/lib/python3.9/dist-packages/faster_whisper/transcribe.py", line 146, in __init__
            self.hf_tokenizer = tokenizers.Tokenizer.from_pretrained(
          File "/usr/local/lib/python3.9/dist-packages/huggingface_hub/utils/_validators.py", line 118, in _inner_fn
            return fn(*args, **kwargs)
        OSError: [Errno 30] Read-only file system: '/nonexistent'
        """,
        "The faster-whisper speech server image, run in Kubernetes with a read-only root file "
        "system, dies loading the model: the new release fetches the tokenizer through "
        "huggingface_hub, whose cache defaults to the (nonexistent, read-only) home directory. "
        "The thread's fix: set HF_HUB_CACHE to a writable path (/tmp); the maintainer added a "
        "README note. The last frames of the traceback were not visible; the closing exception "
        "line is the one in the issue title. A deployment configuration that fails every start.",
    ),
    real(
        GH + "SmartFlowAI/Llama3-Tutorial/issues/15",
        "SmartFlowAI/Llama3-Tutorial",
        "model_loading_error",
        "user_code",
        USER,
        "safetensors_rust.SafetensorError: Error while deserializing header: HeaderTooLarge",
        r"""
        load model begin.
        Loading checkpoint shards:   0%|                                                            | 0/4 [00:00<?, ?it/s]
        2024-04-26 09:50:49.558 Uncaught app exception
        Traceback (most recent call last):
          File "/root/anaconda3/envs/llama3/lib/python3.10/site-packages/streamlit/runtime/scriptrunner/script_runner.py", line 584, in _run_script
            exec(code, module.__dict__)
          File "/root/Llama3-XTuner-CN/tools/internstudio_web_demo.py", line 274, in <module>
            main(arg1)
          File "/root/Llama3-XTuner-CN/tools/internstudio_web_demo.py", line 222, in main
            model, tokenizer = load_model(arg1)
        safetensors_rust.SafetensorError: Error while deserializing header: HeaderTooLarge
        """,
        "The tutorial's Streamlit web demo fails loading the first Llama-3 checkpoint shard. Only "
        "the start of the traceback was visible; the closing exception line is the one in the "
        "issue title. The thread records no answer; labelled from the log: HeaderTooLarge means "
        "the shard on disk is not a safetensors file (a Git LFS pointer or an incomplete "
        "download), which fails the same way until the weights are downloaded again.",
    ),
    # --- object stores and FUSE-mounted buckets --------------------------------------------------
    real(
        GH + "aws/sagemaker-python-sdk/issues/454",
        "aws/sagemaker-python-sdk",
        "storage_error",
        "storage",
        RESTART,
        "Unknown: : Unable to connect to endpoint",
        r"""
        tensorflow - Saving checkpoints for 7200 into s3://....../checkpoints/model.ckpt.
        tensorflow/core/platform/s3/aws_logging.cc:60] Curl returned error code 55
        tensorflow/core/framework/op_kernel.cc:1273] OP_REQUIRES failed at save_restore_v2_ops.cc:137 : Unknown: : Unable to connect to endpoint
        ERROR - container_support.training - uncaught exception during training: : Unable to connect to endpoint
        """,
        "TensorFlow 1.11 training on a p3.8xlarge SageMaker instance, saving checkpoints straight "
        "to S3: the SaveV2 op fails with curl error 55 (failure sending data) and 'Unable to "
        "connect to endpoint', at step 3900, 4200 and 7200 in three attempts. The maintainer asked "
        "about the 5 GB limit of TensorFlow's S3 file system; the checkpoint is ~90 MB and the "
        "failure random. Labelled from the log and thread: an intermittent failure of the S3 "
        "write path (network/endpoint), which a restart from the last checkpoint gets past.",
    ),
    real(
        GH + "kubeflow/kubeflow/issues/4905",
        "kubeflow/kubeflow",
        "storage_error",
        "storage",
        RESTART,
        "XAmzContentSHA256Mismatch: Unable to parse ExceptionName: XAmzContentSHA256Mismatch",
        r"""
        Read less bytes than requested
        	 [[node save/RestoreV2 (defined at usr/local/lib/python2.7/dist-packages/tensorflow_estimator/python/estimator/keras.py:334) ]] ()
        XAmzContentSHA256Mismatch: Unable to parse ExceptionName: XAmzContentSHA256Mismatch Message: The provided 'x-amz-content-sha256' header does not match what was computed.
        	 [[node SaveV2_1 (defined at usr/local/lib/python2.7/dist-packages/tensorflow_estimator/python/estimator/keras.py:403) ]] ()
        There was no new checkpoint after the training. Eval status: no new checkpoint ('There was no new checkpoint after the training. Eval status: no new checkpoint',)
        """,
        "'model training fails because EKS cluster can't connect to s3 endpoint sometimes': a "
        "TensorFlow Estimator job on Kubeflow reading and writing its checkpoints in S3 fails with "
        "a different S3 error on each run (a short read on restore, a payload checksum mismatch "
        "on save, no new checkpoint). The maintainers redirected it to the AWS SDK side; nothing "
        "more is recorded. Labelled from the log and title: intermittent S3 I/O from the cluster, "
        "a transient storage fault that a restart from checkpoint can get past.",
    ),
    real(
        GH + "dssg/triage/issues/530",
        "dssg/triage",
        "storage_error",
        "user_code",
        USER,
        "An error occurred (EntityTooLarge) when calling the PutObject operation",
        r"""
        botocore.exceptions.ClientError: An error occurred (EntityTooLarge) when calling the PutObject operation: Your proposed upload exceeds the maximum allowed size

        raise_from(IOError('Write failed: %s' % self.path), e)

        OSError: Write failed: dssg-mined/triage/matrices/806e442c7322bb92ad2d07f76220c51d.csv
        """,
        "A triage ML experiment writing its feature matrices to S3 through s3fs: a matrix larger "
        "than 5 GB goes out as a single PutObject, which S3 rejects. The thread: this s3fs version "
        "does not use multipart upload, so objects over 5 GB cannot be written; later versions "
        "only print the error and go on. A size limit of the write path: every matrix that large "
        "fails again until the upload method (or the object size) changes.",
    ),
    real(
        GH + "aws-samples/comfyui-on-eks/issues/28",
        "aws-samples/comfyui-on-eks",
        "storage_error",
        "user_code",
        USER,
        "!!! Exception during processing !!! [Errno 22] Invalid argument",
        r"""
        !!! Exception during processing !!! [Errno 22] Invalid argument: '/app/ComfyUI/output/video/ComfyUI_00001_.mp4'
        Traceback (most recent call last):
          File "/app/ComfyUI/execution.py", line 496, in execute
            output_data, output_ui, has_subgraph, has_pending_tasks = await get_output_data(prompt_id, unique_id, obj, input_data_all, execution_block_cb=execution_block_cb, pre_execute_cb=pre_execute_cb, hidden_inputs=hidden_inputs)
          File "/app/ComfyUI/execution.py", line 315, in get_output_data
            return_values = await _async_map_node_over_list(prompt_id, unique_id, obj, input_data_all, obj.FUNCTION, allow_interrupt=True, execution_block_cb=execution_block_cb, pre_execute_cb=pre_execute_cb, hidden_inputs=hidden_inputs)
        """,
        "ComfyUI inference on EKS with its output directory on the S3 CSI driver (Mountpoint for "
        "S3): images save, but 'Save video' fails with EINVAL (issue title: av.error.ValueError: "
        "[Errno 22] Invalid argument). The fix merged for the issue: Mountpoint only supports "
        "sequential writes to new objects, and mp4 muxing seeks back, so video output goes to a "
        "node-local emptyDir and a sidecar syncs it to S3. Caret marker lines of the traceback are "
        "trimmed. A storage layout that cannot take this write: it fails every time until changed.",
    ),
    real(
        GH + "mosaicml/streaming/issues/310",
        "mosaicml/streaming",
        "dataset_loading_error",
        "user_code",
        USER,
        "RuntimeError: Failed to download s3://my_bucket/path/to/data/my_dataset/train/index.json",
        r"""
        RuntimeError: Failed to download s3://my_bucket/path/to/data/my_dataset/train/index.json -> /tmp/tmp95xvpyl_/train/index.json. Got errors:
        [ClientError('Object s3://my_bucket/path/to/data/my_dataset/train/index.json not found! Either check the bucket path or the bucket permission. If the bucket is a requester pays bucket, then provide the bucket name to the environment variable `MOSAICML_STREAMING_AWS_REQUESTER_PAYS`.'), ClientError('Objects3://my_bucket/path/to/data/my_dataset/train/index.json not found! Either check the bucket path or the bucket permission. If the bucket is a requester pays bucket, then provide the bucket name to the environment variable `MOSAICML_STREAMING_AWS_REQUESTER_PAYS`.'), ClientError('Object s3://my_bucket/path/to/data/my_dataset/train/index.json not found! Either check the bucket path or the bucket permission. If the bucket is a requester pays bucket, then provide the bucket name to the environment variable `MOSAICML_STREAMING_AWS_REQUESTER_PAYS`.')]
        ERROR:composer.cli.launcher:Rank 0 crashed with exit code 1.
        """,
        "An llm-foundry pre-training run with data_remote on S3: StreamingDataset cannot fetch the "
        "split's index.json after three tries (object not found or not permitted), and the "
        "composer launcher reports rank 0 crashed; the reporter can write checkpoints to the same "
        "bucket. The thread records no resolution in what was visible; labelled from the log: the "
        "dataset path or the credentials' read access to it is wrong, which fails identically on "
        "every launch until corrected.",
    ),
]
