# ruff: noqa
"""Real excerpts, batch ZZ15-TGE (held out): test-fold failures of GPU training jobs and of the launchers, fabric,
schedulers and storage under them, from repositories new to the corpus whose `fold_of(repo)` is "test". The search corpora
could not be used for this batch (the session's look-up budget was spent), so the excerpts come from the repositories
themselves, fetched as git snapshots: HPC centres' user documentation that quotes the error as printed with the
centre's diagnosis (CSCS Alps: NCCL network plugin and srun plugin failures; LUMI: a refused submission; ARCHER2: a UCX
memory-registration failure on InfiniBand and a Slurm OOM kill), troubleshooting pages of storage systems that training
jobs read from and checkpoint to (Mountpoint for S3 throttling and upload limits, JuiceFS upload timeouts and missing
blocks, AIStore metadata integrity errors), a scaling tutorial's OOM on Perlmutter, and bug-fix commit messages that
paste the error output with the diagnosis (TorchRec, FBGEMM, TorchBench, Opacus). Many other test-fold repositories
(storage FUSE clients, RDMA libraries, KV-cache transfer engines, GPU container and driver tooling, cluster tools,
training frameworks and logbooks) were fetched and searched (docs, FAQ and troubleshooting pages, committed logs, saved
notebook outputs, commit messages matched for tracebacks, NCCL/CUDA errors, OOM, SIGKILL, Xid/ECC, RDMA errors); single
error lines, commits only reachable from pull-request refs and repositories renamed from or to a dev-fold name were
dropped. No Xid, ECC or NCCL timeout with a conclusion turned up in the new test-fold repositories reachable this way, so
the batch holds no cordon. What was found was taken as it came, not picked for what crashcart can do, and nobody ran
crashcart on these cases before they were labelled. Each `source` is the file at the commit read, or the commit.
Verbatim log lines as printed (trimmed to the relevant part; a line "..." is the page's own unless the notes say
otherwise); labelled from what each page or commit concluded (the notes say which)."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    # --- Launchers, schedulers and the fabric under the collectives ----------------------------------------------------
    real(
        GH
        + "eth-cscs/cscs-docs/blob/80abed138e7cc52ebf6703b82ed02520ab9bf92f/docs/software/communication/nccl.md",
        "eth-cscs/cscs-docs",
        "network_error",
        "user_code",
        USER,
        "NCCL WARN Error: network AWS Libfabric not found.",
        r"""
            nid006365:180142:180163 [0] NCCL INFO NET/Plugin: Could not find: ofi libnccl-net-ofi.so. Using internal network plugin.
            ...
            nid006365:180142:180163 [0] net.cc:626 NCCL WARN Error: network AWS Libfabric not found.
        """,
        'CSCS\'s NCCL page (Alps, Slingshot), known issues: a job that sets NCCL_NET_PLUGIN="ofi" with a uenv fails to start, because NCCL looks for a plugin library name the uenv does not ship and prefers NCCL_NET_PLUGIN over NCCL_NET="AWS Libfabric", so the requested network is not found (the same message as when the plugin is not loaded at all). The page\'s remedy is to drop NCCL_NET_PLUGIN (and load the aws-ofi-nccl module or default view). The "..." line is the page\'s own. An environment setting in the job script: it fails the same way on every rerun, no restart.',
        culprit={"nodes": ["nid006365"], "ranks": []},
        tag="nccl-net-plugin",
    ),
    real(
        GH
        + "eth-cscs/cscs-docs/blob/80abed138e7cc52ebf6703b82ed02520ab9bf92f/docs/software/alps-extended-images.md",
        "eth-cscs/cscs-docs",
        "other",
        "user_code",
        USER,
        "srun: error: plugin_load_from_file: dlopen(/usr/lib64/slurm/switch_hpe_slingshot.so)",
        r"""
            srun: error: plugin_load_from_file: dlopen(/usr/lib64/slurm/switch_hpe_slingshot.so): libjson-c.so.3: cannot open shared object file: No such file or directory
            srun: error: Couldn't load specified plugin name for switch/hpe_slingshot: Dlopen of plugin file failed
            srun: fatal: Can't find plugin for switch/hpe_slingshot
        """,
        "CSCS's Alps Extended Images page, failure box: a batch job that passes the container environment (--environment=my_edf.toml) to sbatch instead of srun makes srun load the Slingshot switch plugin inside the container, where libjson-c.so.3 is missing, and the step is never launched. The page's fix is to give the option to srun. A job-script mistake that recurs on every submission: notify the user.",
        tag="srun-switch-plugin",
    ),
    real(
        GH
        + "Lumi-supercomputer/lumi-userguide/blob/6c3a26c0fc8f2174e1dde45adb75def88d8010a4/docs/runjobs/scheduled-jobs/batch-job.md",
        "Lumi-supercomputer/lumi-userguide",
        "other",
        "user_code",
        USER,
        "sbatch: error: AssocMaxSubmitJobLimit",
        r"""
        sbatch: error: AssocMaxSubmitJobLimit
        sbatch: error: Batch job submission failed: Job violates accounting/QOS policy (job submit limit, user's size and/or time limits)
        """,
        "LUMI user guide, common job-submission errors: Slurm refuses the job under the accounting/QOS policy. The page gives the causes: the project has used all its allocated resources, the script lacks --account, or the project has too many jobs queued or running (each array task counts). Nothing ran and nothing infrastructural failed; resubmitting the same script is refused again until the user fixes the account or the allocation.",
        tag="assoc-max-submit",
    ),
    real(
        GH
        + "ARCHER2-HPC/archer2-docs/blob/7a5396d497a2a12a20a304eb9d3d224352c188ef/docs/known-issues/index.md",
        "ARCHER2-HPC/archer2-docs",
        "network_error",
        "framework_bug",
        USER,
        "ib_md.c:325 UCX ERROR ibv_reg_mr(address=0xabcf12c0",
        r"""
        [1613401128.440695] [nid001192:11838:0] ib_md.c:325 UCX ERROR ibv_reg_mr(address=0xabcf12c0, length=26400, access=0xf) failed: Cannot allocate memory
        [1613401128.440768] [nid001192:11838:0] ucp_mm.c:137 UCX ERROR failed to register address 0xabcf12c0 mem_type bit 0x1 length 26400 on md[4]=mlx5_0: Input/output error (md reg_mem_types 0x15)
        [1613401128.440773] [nid001192:11838:0] ucp_request.c:269 UCX ERROR failed to register user buffer datatype 0x8 address 0xabcf12c0 len 26400: Input/output error
        MPICH ERROR [Rank 1534] [job id 114930.0] [Mon Feb 15 14:58:48 2021] [unknown] [nid001192] - Abort(672797967) (rank 1534 in comm 0): Fatal error in PMPI_Isend: Other MPI error, error stack:
        PMPI_Isend(160)......: MPI_Isend(buf=0xabcf12c0, count=3300, MPI_DOUBLE_PRECISION, dest=1612, tag=4, comm=0x84000004, request=0x7fffb38fa0fc) failed
        MPID_Isend(416)......:
        MPID_isend_unsafe(92):
        MPIDI_UCX_send(95)...: returned failed request in UCX netmod(ucx_send.h 95 MPIDI_UCX_send Input/output error)
        aborting job:
        Fatal error in PMPI_Isend: Other MPI error, error stack:
        PMPI_Isend(160)......: MPI_Isend(buf=0xabcf12c0, count=3300, MPI_DOUBLE_PRECISION, dest=1612, tag=4, comm=0x84000004, request=0x7fffb38fa0fc) failed
        MPID_Isend(416)......:
        MPID_isend_unsafe(92):
        MPIDI_UCX_send(95)...: returned failed request in UCX netmod(ucx_send.h 95 MPIDI_UCX_send Input/output error)
        [1613401128.457254] [nid001192:11838:0] mm_xpmem.c:82 UCX WARN remote segment id 200002e09 apid 200002e3e is not released, refcount 1
        [1613401128.457261] [nid001192:11838:0] mm_xpmem.c:82 UCX WARN remote segment id 200002e08 apid 100002e3e is not released, refcount 1
        """,
        'ARCHER2 known issues, "MPI UCX ERROR: ivb_reg_mr": with the UCX layer, registering a user buffer on mlx5_0 fails (ibv_reg_mr: Cannot allocate memory), the MPI_Isend of rank 1534 on nid001192 returns Input/output error and MPICH aborts the job. The page gives a workaround to put in the job script (export UCX_IB_REG_METHODS=direct, possibly slower), not a node or link fault: a rerun without it hits the same registration failure, so the user is told to change the environment rather than the job being restarted or the node cordoned.',
        culprit={"nodes": ["nid001192"], "ranks": [1534]},
        tag="ucx-ibv-reg-mr",
    ),
    real(
        GH + "ARCHER2-HPC/archer2-docs/blob/7a5396d497a2a12a20a304eb9d3d224352c188ef/docs/faq/index.md",
        "ARCHER2-HPC/archer2-docs",
        "host_oom",
        "user_code",
        USER,
        "slurmstepd: error: Detected 1 oom-kill event(s) in StepId=7935598.0.",
        r"""
        slurmstepd: error: Detected 1 oom-kill event(s) in StepId=7935598.0. \
        Some of your processes may have been killed by the cgroup out-of-memory handler.
        """,
        "ARCHER2 FAQ, \"Out-of-memory error OOM\": Slurm's record that the cgroup OOM killer killed processes of the step. The page concludes the job asked for more memory than the node has (256 GB shared by all processes on a standard node) and that the user must spread the processes over more nodes, use the highmem partition or shrink the problem; an OOM late in a long run points to a memory leak in the code. Host OOM with Slurm's own record: it recurs with the same layout, no restart.",
        tag="slurm-oom-kill",
    ),
    # --- Storage under training jobs: object-store mounts, distributed file systems, storage clusters ------------------
    real(
        GH + "awslabs/mountpoint-s3/blob/58817cab2fc3020a422d8aa14049a86b296f4498/doc/TROUBLESHOOTING.md",
        "awslabs/mountpoint-s3",
        "storage_error",
        "storage",
        RESTART,
        "request failed request_type=Default http_status=503 range=None duration=426.995805ms",
        r"""
        [WARN] lookup{req=20094 ino=109 name="***"}:
        list_objects{id=16589 bucket=*** continued=false delimiter=/ max_keys=1 prefix=***}: mountpoint_s3_client::s3_crt_client:
        request failed request_type=Default http_status=503 range=None duration=426.995805ms ttfb=Some(7.681499ms) request_id=***
        
        [WARN] open{req=20158 ino=1706 pid=1759}:
        list_objects{id=16643 bucket=*** continued=false delimiter=/ max_keys=1 prefix=***}: mountpoint_s3_client::s3_crt_client:
        request failed request_type=Default http_status=503 range=None duration=314.021865ms ttfb=Some(8.180981ms) request_id=***
        """,
        'Mountpoint for Amazon S3\'s troubleshooting page, "Throttling Errors": lookups and opens on the mount fail with S3 answering 503 (429 likewise) because request limits were exceeded (S3 or STS side; Mountpoint does not throttle itself). The page says Mountpoint already retries up to 10 attempts, that AWS_MAX_ATTEMPTS raises that, and that spreading objects over prefixes reduces it. S3 throttling is transient: restart from the last checkpoint (with more retries if it keeps happening).',
        tag="s3-throttling-503",
    ),
    real(
        GH + "awslabs/mountpoint-s3/blob/58817cab2fc3020a422d8aa14049a86b296f4498/doc/TROUBLESHOOTING.md",
        "awslabs/mountpoint-s3",
        "storage_error",
        "user_code",
        USER,
        "object exceeded maximum upload size of 83886080000 bytes",
        r"""
        WARN write{req=100 ino=5 fh=2 offset=83886080000 length=1048576 pid=100 name="200GiB-file"}:
        mountpoint_s3_fs::fuse: write failed: upload error: object exceeded maximum upload size of 83886080000 bytes
        """,
        "Mountpoint for Amazon S3's troubleshooting page, \"Unable to upload large files\": writing a file above 78 GiB through the mount fails (the application sees `File too large`) because the default 8 MiB part size times S3's 10,000-part limit caps an upload at 80,000 MiB. The page's fix is a larger --write-part-size when mounting. A mount configuration too small for the file (a large checkpoint shard fails the same way every time): notify the user, no restart.",
        tag="upload-size-limit",
    ),
    real(
        GH
        + "juicedata/juicefs/blob/a6a0299bdfb7f6c51261e735c1e9ca955960925b/docs/en/administration/troubleshooting.md",
        "juicedata/juicefs",
        "storage_error",
        "storage",
        HUMAN,
        "<ERROR>: flush 9902558 timeout after waited 8m0s",
        r"""
        <INFO>: slow request: PUT chunks/0/0/1_0_4194304 (%!s(<nil>), 20.512s)
        <ERROR>: flush 9902558 timeout after waited 8m0s
        <ERROR>: pending slice 9902558-80: ...
        """,
        'JuiceFS troubleshooting, "Connection problems with object storage": uploads to the object store are slow (20 s for one 4 MiB chunk) and a flush times out after 8 minutes, i.e. the data was not uploaded. The page leaves two causes open: a network or object-storage service problem (transient) or a client whose bandwidth is simply too low, which needs the mount retuned (fewer uploads, smaller buffer, longer timeouts). The comment lines the page puts between the log lines are left out. The log alone cannot tell a passing outage from a chronic misconfiguration: a person decides.',
        ambiguous=True,
        tag="flush-timeout",
    ),
    real(
        GH
        + "juicedata/juicefs/blob/a6a0299bdfb7f6c51261e735c1e9ca955960925b/docs/en/administration/troubleshooting.md",
        "juicedata/juicefs",
        "storage_error",
        "storage",
        HUMAN,
        "<ERROR>: read file 14029704: input/output error",
        r"""
        <ERROR>: read file 14029704: input/output error
        <INFO>: slow operation: read (14029704,131072,0): input/output error (0) <74.147891>
        <WARNING>: fail to read sliceId 1771585458 (off:4194304, size:4194304, clen: 37746372): get chunks/0/0/1_0_4194304: oss: service returned error: StatusCode=404, ErrorCode=NoSuchKey, ErrorMessage="The specified key does not exist.", RequestId=62E8FB058C0B5C3134CB80B6
        """,
        "JuiceFS troubleshooting: reads on one client hang for 74 s and fail with an I/O error because the block it needs is not in the object store (NoSuchKey). The page's diagnosis: another, low-bandwidth client with the client write cache on has committed compaction results whose blocks it is still uploading; the remedy is to run background jobs off on such clients (--no-bgjob). The failing job is not at fault and the fix is on another machine's mount: an operator has to reconfigure it before reads are reliable again.",
        tag="read-nosuchkey",
    ),
    real(
        GH + "NVIDIA/aistore/blob/583e7729eb3532d3999b13466a729181d8d16907/docs/troubleshooting.md",
        "NVIDIA/aistore",
        "storage_error",
        "storage",
        HUMAN,
        "storage integrity error sie#50:",
        r"""
        storage integrity error sie#50:
        lost or missing mountpath "/ais/nvme7n1"
        """,
        'AIStore troubleshooting, "Target Fails to Start: Lost or Mismatched Mountpath (SIE#50)": a storage target exits at startup because a mountpath recorded in its volume metadata is gone, which the page attributes to a disk failure or replacement, a filesystem remounted on the wrong device or block devices re-enumerated. The target cannot come up until an operator disables the mountpath in the VMD offline (xmeta) and copies it to the other mountpaths, then restarts it. A clear-cut case for a person: restarting as is fails again.',
        tag="sie50-lost-mountpath",
    ),
    real(
        GH + "NVIDIA/aistore/blob/583e7729eb3532d3999b13466a729181d8d16907/docs/troubleshooting.md",
        "NVIDIA/aistore",
        "storage_error",
        "storage",
        HUMAN,
        "cluster integrity error `cie#50`:",
        r"""
        cluster integrity error `cie#50`:
        Smaps have different origins: Smap v9[...] vs p[232268p8080]: Smap v13[...]
        """,
        'AIStore troubleshooting, "Cluster Integrity Errors": a node is refused when joining because its cluster map comes from a different cluster (a node or disks reused from an earlier deployment, or stale local metadata after a partial cleanup). The page says recovery means carefully removing obsolete Smap/BMD copies and usually needs manual inspection of the cluster\'s history, since removing the wrong metadata can orphan data. Needs a human, not a restart.',
        tag="cie50-smap-origin",
    ),
    # --- Training loops, collectives and the GPU -----------------------------------------------------------------------
    real(
        GH + "pytorch/FBGEMM/commit/bd470d9232493ddc5c661e89c0f5b07c01cb70b5",
        "pytorch/FBGEMM",
        "runtime_error",
        "user_code",
        USER,
        "what():  [enforce fail at gloo/transport/tcp/pair.cc:510] op.preamble.length <= op.nbytes. 19536 vs 19448",
        r"""
        W0202 13:16:26.513697 1200712 ExceptionTracer.cpp:187] Invalid trace stack for exception of type: gloo::EnforceNotMet
        terminate called after throwing an instance of 'gloo::EnforceNotMet'
          what():  [enforce fail at gloo/transport/tcp/pair.cc:510] op.preamble.length <= op.nbytes. 19536 vs 19448
        Fatal Python error: Aborted
        """,
        "A sparse-NN training job on Meta's cluster (MAST) with the CPU path of FBGEMM's table-batched embeddings aborts during apply_ddp(): DDP's _distributed_broadcast_coalesced over gloo receives a message longer than the buffer posted for it (19536 vs 19448 bytes), because the module's CPU-path tensors were parameters that DDP broadcast while they should have been ignored. The commit registers them as buffers. Ranks disagreeing on what a collective carries is a code bug that recurs on every start: no restart.",
        tag="gloo-broadcast-size",
    ),
    real(
        GH + "pytorch/FBGEMM/commit/75ac3c057e48327ceff8bebdf3573ea0422e1a70",
        "pytorch/FBGEMM",
        "import_error",
        "user_code",
        USER,
        "Original error was: /lib64/libstdc++.so.6: version `CXXABI_1.3.9' not found",
        r"""
        Original error was: /lib64/libstdc++.so.6: version `CXXABI_1.3.9' not found (required by /__w/_temp/conda_environment_10708405243/lib/python3.9/site-packages/numpy/_core/_multiarray_umath.cpython-39-x86_64-linux-gnu.so)
        
        The above exception was the direct cause of the following exception:
        
        Traceback (most recent call last):
          File "/__w/FBGEMM/FBGEMM/pytorch/FBGEMM/fbgemm_gpu/setup.py", line 21, in <module>
            import torch
          File "/__w/_temp/conda_environment_10708405243/lib/python3.9/site-packages/torch/__init__.py", line 1707, in <module>
            from torch import storage as storage  # usort: skip
          File "/__w/_temp/conda_environment_10708405243/lib/python3.9/site-packages/torch/storage.py", line 23, in <module>
            import numpy as np
          File "/__w/_temp/conda_environment_10708405243/lib/python3.9/site-packages/numpy/__init__.py", line 119, in <module>
            raise ImportError(msg) from e
        ImportError: Error importing numpy: you should not try to import numpy from
                its source directory; please exit the numpy source tree, and relaunch
                your python interpreter from there.
        """,
        "FBGEMM GPU's CI build: `import torch` in setup.py fails because numpy, installed from conda-forge, needs a libstdc++ newer than the system's (CXXABI_1.3.9 not found); numpy's ImportError text about its source directory is misleading. The commit installs numpy with pip instead of conda. An environment defect that fails every run until the environment changes: notify the user.",
        tag="numpy-cxxabi",
    ),
    real(
        GH + "pytorch/torchrec/commit/7819471ad04c55d5b40beff0be9c7cf310333f23",
        "pytorch/torchrec",
        "runtime_error",
        "framework_bug",
        USER,
        "RuntimeError: split_with_sizes expects split_sizes to sum exactly to 16",
        r"""
        File "/mnt/xarfuse/uid-179947/2baf53ce-seed-nspid4026531836_cgpid5102251-ns-4026531841/torchrec/distributed/embedding_lookup.py", line 530, in <listcomp>
            split_embs = [e.split(s) for e, s in zip(embeddings, splits)]
          File "/mnt/xarfuse/uid-179947/2baf53ce-seed-nspid4026531836_cgpid5102251-ns-4026531841/torch/_tensor.py", line 1028, in split
            return torch._VF.split_with_sizes(self, split_size, dim)
        RuntimeError: split_with_sizes expects split_sizes to sum exactly to 16 (input tensor's size at dimension 0), but got split_sizes=[4096]
        """,
        "TorchRec training with SSD-offloaded embedding tables and variable batch per feature (VBE) under the staged train pipeline fails when merging the lookups' outputs: the split sizes computed for a 16-row embedding sum to 4096. The commit's diagnosis: batch_size_per_feature_per_rank was not passed for the SSD table-batched-embedding case, so the output was not 1-D as expected; the fix passes it. A shape bug in the library that recurs at the same step: no restart.",
        tag="vbe-ssd-split",
    ),
    real(
        GH + "pytorch/torchrec/commit/dab48e4a438abdab3dc562c7a74bd94f85e50b95",
        "pytorch/torchrec",
        "nan_or_value_error",
        "framework_bug",
        USER,
        "RuntimeError: Function 'All2All_Seq_Req_WaitBackward' returned nan values in its 0th output",
        r"""
        RuntimeError: Function 'All2All_Seq_Req_WaitBackward' returned nan values in its 0th output; num_outputs = 1; num_inputs = 0; outputs[0].shape = [1, ]; outputs[i] = nan
        
        [ torch.cuda.FloatTensor{1} ]
        """,
        "TorchRec distributed training with torch.autograd.set_detect_anomaly(True) stops after a few steps: anomaly detection finds NaN in the backward of the sequence all-to-all. The commit traces it to a dummy tensor created with torch.empty (uninitialised memory, large and eventually NaN) and creates it with zeros instead. It appears non-deterministically but comes from the code, not the hardware or the fabric: fix the code, no restart.",
        tag="all2all-nan",
    ),
    real(
        GH + "pytorch/benchmark/commit/4e9d86ecbf41748bf0a1f29a21e2cd97569ef653",
        "pytorch/benchmark",
        "cuda_error",
        "user_code",
        USER,
        "RuntimeError: CUDA error: CUBLAS_STATUS_NOT_SUPPORTED when calling `cublasGemmEx(",
        r"""
        $ python run.py hf_T5_large -d cuda -t eval --accuracy
        fp64 golden ref were not generated for hf_T5_large. Setting accuracy check to cosine
        CUDA error: CUBLAS_STATUS_NOT_SUPPORTED when calling `cublasGemmEx( handle, opa, opb, m, n, k, &falpha, a, CUDA_R_16F, lda, b, CUDA_R_16F, ldb, &fbeta, c, CUDA_R_16F, ldc, CUDA_R_32F, CUBLAS_GEMM_DEFAULT_TENSOR_OP)`
        CUDA error: CUBLAS_STATUS_NOT_SUPPORTED when calling `cublasGemmEx( handle, opa, opb, m, n, k, &falpha, a, CUDA_R_16F, lda, b, CUDA_R_16F, ldb, &fbeta, c, CUDA_R_16F, ldc, CUDA_R_32F, CUBLAS_GEMM_DEFAULT_TENSOR_OP)`
        Traceback (most recent call last):
          File "/workspace/benchmark/torchbenchmark/util/env_check.py", line 476, in check_accuracy
            correct_result = run_n_iterations(
          File "/workspace/benchmark/torchbenchmark/util/env_check.py", line 375, in run_n_iterations
            _model_iter_fn(mod, inputs, contexts, optimizer, collect_outputs=False)
          File "/workspace/benchmark/torchbenchmark/util/env_check.py", line 373, in _model_iter_fn
            forward_pass(mod, inputs, contexts, collect_outputs)
          File "/workspace/benchmark/torchbenchmark/util/env_check.py", line 354, in forward_pass
            return mod(*inputs)
        ...
          File "/home/runner/miniconda3/envs/torchbench/lib/python3.10/site-packages/torch/nn/modules/linear.py", line 114, in forward
            return F.linear(input, self.weight, self.bias)
        RuntimeError: CUDA error: CUBLAS_STATUS_NOT_SUPPORTED when calling `cublasGemmEx( handle, opa, opb, m, n, k, &falpha, a, CUDA_R_16F, lda, b, CUDA_R_16F, ldb, &fbeta, c, CUDA_R_16F, ldc, CUDA_R_32F, CUBLAS_GEMM_DEFAULT_TENSOR_OP)`
        """,
        "TorchBench's accuracy check of hf_T5_large in fp16 eval on CUDA fails in the first Linear's cublasGemmEx with CUBLAS_STATUS_NOT_SUPPORTED, in CI each time (a unit test the commit calls broken). The commit does not find the root cause but fixes it by setting the model's eval batch size to 1 in its metadata. No hardware signature and a configuration change removes it: it repeats with the same config, so the user is notified. The \"...\" line (not in the original) marks 21 left-out frames through transformers' T5 modules.",
        tag="cublas-not-supported",
    ),
    real(
        GH + "pytorch/benchmark/commit/a6843e77414a22fc150a660f6f27c524169863f4",
        "pytorch/benchmark",
        "runtime_error",
        "user_code",
        USER,
        'raise RuntimeError("trying to initialize the default process group " "twice!")',
        r"""
        Traceback (most recent call last):
          File "/fsx/users/janeyx/conda/envs/torchbenchmark/lib/python3.10/runpy.py", line 196, in _run_module_as_main
            return _run_code(code, main_globals, None,
          File "/fsx/users/janeyx/conda/envs/torchbenchmark/lib/python3.10/runpy.py", line 86, in _run_code
            exec(code, run_globals)
          File "/scratch/janeyx/work/benchmark/userbenchmark/optim/__init__.py", line 406, in <module>
            run(sys.argv[1:])
          File "/scratch/janeyx/work/benchmark/userbenchmark/optim/__init__.py", line 397, in run
            results = run_benchmarks(args.optims, args.funcs, args.models, args.devices)
          File "/scratch/janeyx/work/benchmark/userbenchmark/optim/__init__.py", line 336, in run_benchmarks
            bm = run_model(mn, d, O, defaults, func_str)
          File "/scratch/janeyx/work/benchmark/userbenchmark/optim/__init__.py", line 313, in run_model
            raise e
          File "/scratch/janeyx/work/benchmark/userbenchmark/optim/__init__.py", line 288, in run_model
            params = get_model_params(modelName, device)
          File "/scratch/janeyx/work/benchmark/userbenchmark/optim/__init__.py", line 240, in get_model_params
            params = _get_model_params(Model(device=device, test='train'))
          File "/scratch/janeyx/work/benchmark/torchbenchmark/util/model.py", line 20, in __call__
            obj = type.__call__(cls, *args, **kwargs)
          File "/scratch/janeyx/work/benchmark/torchbenchmark/models/torchrec_dlrm/__init__.py", line 46, in __init__
            dist.init_process_group(backend=backend)
          File "/fsx/users/janeyx/conda/envs/torchbenchmark/lib/python3.10/site-packages/torch/distributed/distributed_c10d.py", line 131, in wrapper
            return func(*args, **kwargs)
          File "/fsx/users/janeyx/conda/envs/torchbenchmark/lib/python3.10/site-packages/torch/distributed/distributed_c10d.py", line 902, in init_process_group
            raise RuntimeError("trying to initialize the default process group " "twice!")
        """,
        "TorchBench's optimizer userbenchmark builds the torchrec_dlrm model twice in one process (once for CPU, once for CUDA) and the model's constructor calls dist.init_process_group unconditionally, so the second call raises (the paste ends at the raise statement). The commit initialises the process group only if it is not already initialised. A code error that recurs on every run: no restart.",
        tag="init-pg-twice",
    ),
    real(
        GH + "pytorch/opacus/commit/32a465bfa980777e60a763616c83429785aa2ac6",
        "pytorch/opacus",
        "type_error",
        "framework_bug",
        USER,
        "TypeError: can't convert cuda:0 device type tensor to numpy.",
        r"""
        File "opacus/utils/tensor_utils.py", line 328, in filter_dilated_rows
            tensor_np = tensor.numpy()
        TypeError: can't convert cuda:0 device type tensor to numpy. Use Tensor.cpu() to copy the tensor to host memory first.
        """,
        "Opacus differentially-private training of a model with a dilated 3-D convolution on the GPU: the per-sample gradient helper filter_dilated_rows converts the tensor to NumPy without moving it to the CPU. The commit rewrites the helper to work on the tensor directly. A library bug that fails the same way on every step: no restart.",
        tag="cuda-tensor-numpy",
    ),
    real(
        GH + "NERSC/dl-at-scale-training/blob/cae476341f13108147df57ebcc5045346adb17f1/README.md",
        "NERSC/dl-at-scale-training",
        "cuda_oom",
        "user_code",
        USER,
        "[rank2]: torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 254.00 MiB.",
        r"""
        [rank2]: return F.layer_norm(
        [rank2]: File "/usr/local/lib/python3.10/dist-packages/torch/nn/functional.py", line 2575, in layer_norm
        [rank2]: return torch.layer_norm(input, normalized_shape, weight, bias, eps, torch.backends.cudnn.enabled)
        [rank2]: torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 254.00 MiB. GPU 2 has a total capacity of 39.39 GiB of which 217.06 MiB is free. Including non-PyTorch memory, this process has 39.16 GiB memory in use. Of the allocated memory 31.28 GiB is allocated by PyTorch, and 155.23 MiB is reserved by PyTorch but unallocated. If reserved but unallocated memory is large try setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  See documentation for Memory Management  (https://pytorch.org/docs/stable/notes/cuda.html#environment-variables)
        """,
        "NERSC's deep-learning-at-scale tutorial on Perlmutter: the larger transformer (embed_dim 1024, local batch 16) run on 4 GPUs with tensor_parallel=1 crashes with CUDA OOM in layer_norm on the 40 GB A100s. The page concludes the model is too big for a 40 GB GPU (about 45 GB needed, as an 80 GB run shows) and goes on to tensor parallelism. A configuration that does not fit: it fails the same way on a rerun.",
        culprit={"nodes": [], "ranks": [2]},
        tag="perlmutter-mp-oom",
    ),
]
