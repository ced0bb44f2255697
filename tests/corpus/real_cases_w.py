# ruff: noqa
"""Real excerpts, batch W: the storage class beyond full disks: HDF5 file locking refused by network and
parallel filesystems (ENOLCK, ENOTSUPP, errno 77 on macOS), a stale NFS handle on EFS, a Lustre client
assertion (LBUG). Verbatim log lines as printed in public threads (each repository maps to the dev fold
and none was in the corpus before)."""

from __future__ import annotations

from real_kit import HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    real(GH + "h5py/h5py/issues/1082", "h5py/h5py", "storage_error", "user_code", USER,
         "unable to lock file, errno = 37",
         r"""
         >>> import h5py
         >>> import numpy as np
         >>> with h5py.File("mytestfile.hdf5", "w") as f:
         ...     dset = f.create_dataset("mydataset", (100,), dtype='i')
         ...
         Traceback (most recent call last):
           File "<stdin>", line 1, in <module>
           File "/home/user02/opt/python3/lib/python3.6/site-packages/h5py/_hl/files.py", line 312, in __init__
             fid = make_fid(name, mode, userblock_size, fapl, swmr=swmr)
           File "/home/user02/opt/python3/lib/python3.6/site-packages/h5py/_hl/files.py", line 148, in make_fid
             fid = h5f.create(name, h5f.ACC_TRUNC, fapl=fapl, fcpl=fcpl)
           File "h5py/_objects.pyx", line 54, in h5py._objects.with_phil.wrapper
           File "h5py/_objects.pyx", line 55, in h5py._objects.with_phil.wrapper
           File "h5py/h5f.pyx", line 98, in h5py.h5f.create
         OSError: Unable to create file (unable to lock file, errno = 37, error message = 'No locks available')
         """, "Creating any HDF5 file on an NFS-mounted home fails with ENOLCK: HDF5 1.10 locks every file it "
              "opens and the NFS mount grants no locks. The thread (and the issues that cite it) settle on "
              "HDF5_USE_FILE_LOCKING=FALSE. The filesystem refuses the lock on every run until the job's "
              "environment changes: notify the owner, no restart."),
    real(GH + "h5py/h5py/issues/1101", "h5py/h5py", "storage_error", "user_code", USER,
         "unable to lock file, errno = 37",
         r"""
         OSError: Unable to open file (unable to lock file, errno = 37, error message = 'No locks available')
         """, "Opening an HDF5 file read-only fails with ENOLCK; a commenter notes their filesystem does not "
              "support flock, and later comments report that export HDF5_USE_FILE_LOCKING=FALSE works "
              "consistently (a maintainer points at the variable's documentation). A filesystem without locks "
              "refuses again after a restart: a configuration change for the owner."),
    real(GH + "ReactionMechanismGenerator/RMG-Py/pull/1688", "ReactionMechanismGenerator/RMG-Py",
         "storage_error", "user_code", USER,
         "unable to lock file, errno = 37",
         r"""
         Making seed mechanism...
         Traceback (most recent call last):
          File “RMG-Py/rmg.py”, line 185, in <module>
            main()
          File “RMG-Py/rmg.py”, line 179, in main
            rmg.execute(**kwargs)
          File “RMG-Py/rmgpy/rmg/main.py”, line 711, in execute
            self.makeSeedMech(firstTime=True)
          File “RMG-Py/rmgpy/rmg/main.py”, line 1350, in makeSeedMech
            raise e
         IOError: Unable to create file (unable to lock file, errno = 37, error message = ‘No locks available’)
         """, "Saving the filter tensors to HDF5 fails on remote servers whose NFS mounts grant no file locks; "
              "the pull request disables HDF5 file locking (HDF5_USE_FILE_LOCKING) in the code. Every run on "
              "that mount fails the same way until the code or environment changes."),
    real(GH + "E3SM-Project/e3sm_diags/issues/164", "E3SM-Project/e3sm_diags", "storage_error", "user_code", USER,
         "unable to lock file, errno = 524",
         r"""
         H5FDsec2.c line 940 in H5FD_sec2_lock(): unable to lock file, errno = 524
         """, "On NERSC's Edison the diagnostics fail with ENOTSUPP (524) from HDF5's flock on the Lustre "
              "filesystem; resolved by loading another cray-hdf5 module and export HDF5_USE_FILE_LOCKING=FALSE. "
              "A configuration fault that recurs on every rerun."),
    real(GH + "ALPSCore/ALPSCore/issues/348", "ALPSCore/ALPSCore", "storage_error", "user_code", USER,
         "unable to flock file, errno = 524",
         r"""
         $ srun -n 1 ./mc/test/sum_mpi
         [==========] Running 1 test from 1 test case.
         [----------] Global test environment set-up.
         [----------] 1 test from mc
         [ RUN      ] mc.sum_mpi
         1+x: Mean +/-error (tau): 1.50019 +/-0.000220675(-0.0807742)
         1+x: Mean +/-error (tau): [1.50019,..3..,1.50019] +/-[0.000220675,..3..,0.000220675]([-0.0807742,..3..,-0.0807742])
         unknown file: Failure
         C++ exception with description "HDF5 error: -1
             #0 H5F.c line 491 in H5Fcreate(): unable to create file
             #1 H5Fint.c line 1168 in H5F_open(): unable to lock the file or initialize file structure
             #2 H5FD.c line 1821 in H5FD_lock(): driver lock request failed
             #3 H5FDsec2.c line 939 in H5FD_sec2_lock(): unable to flock file, errno = 524, error message = 'Unknown error 524'
         """, "An MPI test writing HDF5 on NERSC's Cori fails because the filesystem does not support flock "
              "(ENOTSUPP, 524); the maintainers identify HDF5 1.10's file locking on that Lustre and document "
              "the HDF5_USE_FILE_LOCKING workaround (issue 410). Recurs until the environment changes."),
    real(GH + "fusedio/fused-render/pull/203", "fusedio/fused-render", "storage_error", "user_code", USER,
         "unable to lock file, errno = 77",
         r"""
         OSError: [Errno 77] Unable to synchronously open file
         (unable to lock file, errno = 77, error message = 'No locks available')
         """, "Opening NetCDF4/HDF5 files from a bucket mounted over NFS (rclone) fails with ENOLCK (77 on "
              "macOS): the NFS mount grants no locks. The fix sets HDF5_USE_FILE_LOCKING=FALSE in the worker's "
              "environment; before it, every open failed the same way."),
    real(GH + "mindsdb/anton/pull/383", "mindsdb/anton", "storage_error", "storage", RESTART,
         "OSError: [Errno 116] Stale file handle",
         r"""
         OSError: [Errno 116] Stale file handle
         """, "Pods on an EFS (NFS) volume crash with ESTALE when another EFS client removes an inode the pod's "
              "NFS client still has cached; the PR explains that the failed stat invalidates the cached entry "
              "so a fresh lookup succeeds, and retries once. A passing fault: rerunning from where it stopped "
              "works (labelling rules: NFS stale handles)."),
    real(GH + "Azure/az-hop/issues/574", "Azure/az-hop", "storage_error", "storage", HUMAN,
         "ASSERTION(",
         r"""
         [hpcadmin@ondemand]$ sudo rm -rf *

         Message from syslogd@ondemand at Oct 12 15:45:59 ...
          kernel:LustreError: 1474:0:(lcommon_cl.c:147:cl_file_inode_init()) ASSERTION( (((inode->i_mode) & 00170000) == 0100000) ) failed:

         Message from syslogd@ondemand at Oct 12 15:45:59 ...
          kernel:LustreError: 1474:0:(lcommon_cl.c:147:cl_file_inode_init()) LBUG
         """, "Removing directories on the cluster's Lustre mount trips a Lustre client assertion (LBUG) in the "
              "kernel; the project later moved off that filesystem. An LBUG wedges the client thread until the "
              "node is rebooted, which a restart onto the same client does not do: a person (the node's Lustre "
              "client must be recovered first), not a passing Lustre disconnect."),
]
