"""Transient-infrastructure, user-code and unclear faults for the multi-rank jobs."""

from __future__ import annotations

from collections.abc import Callable

from corpus_fault_kit import CUDA_ASYNC_NOTE, Label, app_exception, crash, culprit_of, neighbours, xid_line
from corpus_job import Job
from corpus_logfmt import TRAIN_FRAMES


def ib_port_flap(job: Job, c: int, late: bool) -> Label:
    peer = neighbours(job, c)[0]

    def emit() -> str:
        root = job.nccl(
            c, "transport/net_ib.cc:123 NCCL WARN NET/IB : Got async event : port error", kind="WARN"
        )
        job.nccl(
            c,
            f"transport/net_ib.cc:1696 NCCL WARN NET/IB : Got completion from peer {job.ip(peer)}<"
            f"{job.rng.randint(30000, 60000)}> with error 12, opcode 1, len 0, vendor err 129 (Send) "
            f"localGid ::ffff:{job.ip(c)} remoteGids ::ffff:{job.ip(peer)}",
            kind="WARN",
        )
        job.out(
            c,
            "torch.distributed.DistBackendError: NCCL error in: /pytorch/torch/csrc/distributed/c10d/"
            "NCCLUtils.hpp:317, remote process exited or there was a network error, NCCL version 2.21.5",
        )
        job.out(
            c,
            "ncclRemoteError: A call failed possibly due to a network error or a remote process exiting "
            "prematurely.",
        )
        return root

    root = crash(job, c, emit, 1, late)
    return Label(
        "network_error",
        "network_fabric",
        "restart_from_checkpoint",
        root,
        culprit_of(job, c),
        notes="IB port flap on one node: 'Got async event : port error' then a retry-exceeded "
        "completion (NVIDIA/nccl#905, NVIDIA/nccl#902); transient fabric fault, restart as is.",
    )


def nfs_stale(job: Job, c: int, late: bool) -> Label:
    host = job.host(c)

    def emit() -> str:
        job.kernel(host, "nfs: server nfs-home01 not responding, still trying")
        frames = [
            *TRAIN_FRAMES[:2],
            ("/workspace/data/shards.py", 88, "__getitem__", "with open(self.paths[idx], 'rb') as f:"),
        ]
        return app_exception(
            job,
            c,
            [
                "OSError: [Errno 116] Stale file handle: "
                f"'/mnt/nfs/datasets/pile/shard_{job.rng.randint(100, 999):05d}.bin'"
            ],
            frames,
        )

    root = crash(job, c, emit, 1, late)
    return Label(
        "storage_error",
        "storage",
        "restart_from_checkpoint",
        root,
        culprit_of(job, c),
        notes="NFS stale file handle on one node's dataset read (huggingface/transformers#9732, "
        "modelscope/ms-swift#6695); storage hiccup, restart as is.",
    )


def s3_slowdown(job: Job, c: int, late: bool) -> Label:
    c = 0

    def emit() -> str:
        job.out(0, f"saving checkpoint at iteration {job.step:8d} to s3://ml-ckpt/{job.run_name}")
        frames = [
            *TRAIN_FRAMES[:2],
            ("/workspace/ckpt/s3_writer.py", 57, "upload_shard", "self.client.upload_part(**kwargs)"),
        ]
        return app_exception(
            job,
            0,
            [
                "botocore.exceptions.ClientError: An error occurred (SlowDown) when "
                "calling the UploadPart operation (reached max retries: 4): Please reduce "
                "your request rate."
            ],
            frames,
        )

    root = crash(job, c, emit, 1, late)
    return Label(
        "storage_error",
        "storage",
        "restart_from_checkpoint",
        root,
        culprit_of(job, 0),
        notes="S3 throttling while rank 0 uploads a checkpoint (ray-project/deltacat#51); transient.",
    )


# --- the user's code: do not restart ------------------------------------------------------------------
def cuda_oom(job: Job, c: int, late: bool) -> Label:
    lr = job.local(c)

    def emit() -> str:
        return app_exception(
            job,
            c,
            [
                f"torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 3.50 GiB. GPU {lr} has a "
                "total "
                "capacity of 79.10 GiB of which 2.19 GiB is free. Including non-PyTorch memory, this "
                "process has "
                "76.89 GiB memory in use. Of the allocated memory 71.32 GiB is allocated by PyTorch, and "
                "4.07 GiB is "
                "reserved by PyTorch but unallocated. If reserved but unallocated memory is large try "
                "setting "
                "PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  See "
                "documentation for "
                "Memory Management  (https://pytorch.org/docs/stable/notes/cuda.html#environment-variables)"
            ],
        )

    root = crash(job, c, emit, 1, late)
    return Label(
        "cuda_oom",
        "user_code",
        "no_restart_notify_user",
        root,
        culprit_of(job, c),
        notes="CUDA OOM on one rank (a long-sequence batch on the last pipeline stage); message "
        "format from pytorch/pytorch#16417. Will recur with the same config.",
    )


def type_error_all(job: Job, c: int, late: bool) -> Label:
    job.out(0, f"running evaluation at iteration {job.step}")
    frames = [*TRAIN_FRAMES[:2], ("/workspace/train.py", 341, "evaluate", "total = total + metrics['acc']")]
    roots = []
    order = list(range(job.n))
    job.rng.shuffle(order)
    for r in order:
        job.clock.tick(job.rng, 0.0, 0.01)
        roots.append(
            app_exception(
                job, r, ["TypeError: unsupported operand type(s) for +: 'float' and 'NoneType'"], frames
            )
        )
    job.launcher_failure(order[0], 1, order[1:])
    return Label(
        "type_error",
        "user_code",
        "no_restart_notify_user",
        roots[0],
        None,
        notes="The same TypeError in evaluate() on every rank: a code bug, no culprit rank or node.",
    )


def host_oom(job: Job, c: int, late: bool) -> Label:
    host = job.host(c)
    kb = job.rng.randint(180_000_000, 240_000_000)
    job.kernel(
        host,
        "python3 invoked oom-killer: gfp_mask=0x140cca(GFP_HIGHUSER_MOVABLE|__GFP_COMP), order=0, "
        "oom_score_adj=0",
    )
    job.kernel(
        host,
        f"oom-kill:constraint=CONSTRAINT_NONE,nodemask=(null),cpuset=/,mems_allowed=0-1,global_oom,"
        f"task_memcg=/slurm/uid_1000/job_{job.job_id},task=python3,pid={job.pids[c]},uid=1000",
    )
    root = job.kernel(
        host,
        f"Out of memory: Killed process {job.pids[c]} (python3) total-vm:{kb + 91_000_000}kB, "
        f"anon-rss:{kb}kB, file-rss:74816kB, shmem-rss:12296kB, UID:1000 pgtables:690068kB "
        "oom_score_adj:0",
    )
    neigh = neighbours(job, c)
    for r in neigh:
        job.remote_error(r, c)
    job.clock.jump(600)
    rest = [r for r in job.pick_peers(c, 0.8) if r not in neigh]
    job.timeouts(rest)
    job.launcher_failure(c, -9, neigh + rest)
    return Label(
        "host_oom",
        "user_code",
        "no_restart_notify_user",
        root,
        culprit_of(job, c),
        notes="Host OOM killer kills one rank (exitcode -9); dmesg format from pcyin/tranX#41. The "
        "job's host memory use (pinned buffers, dataloader prefetch) will exceed RAM again.",
    )


def dataloader_killed(job: Job, c: int, late: bool) -> Label:
    wpid = job.pids[c] + 4000

    def emit() -> str:
        frames = [
            *TRAIN_FRAMES[:2],
            (
                "/usr/local/lib/python3.11/dist-packages/torch/utils/data/_utils/signal_handling.py",
                67,
                "handler",
                "_error_if_any_worker_fails()",
            ),
        ]
        return app_exception(
            job, c, [f"RuntimeError: DataLoader worker (pid {wpid}) is killed by signal: Killed. "], frames
        )

    root = crash(job, c, emit, 1, late)
    return Label(
        "dataloader_killed",
        "user_code",
        "no_restart_notify_user",
        root,
        culprit_of(job, c),
        notes="DataLoader worker SIGKILLed (pytorch/pytorch#8976): too many workers / too much "
        "prefetch for host RAM; recurs with the same num_workers.",
    )


def nan_loss(job: Job, c: int, late: bool) -> Label:
    for i in range(6):
        job.step += 1
        loss = "nan" if i >= 3 else f"{job.loss * (1.6**i):.6E}"
        job.out(
            0,
            f" iteration {job.step:8d}/  500000 | consumed samples: {job.step * 1024:11d} | learning rate: "
            f"3.000E-03 | global batch size:  1024 | lm loss: {loss} | loss scale: 1.0 | grad norm: "
            f"{'nan' if i >= 3 else f'{40.0 * (3**i):.3f}'} | number of skipped iterations:   0 | "
            "number of nan iterations:   0 |",
        )
    root = app_exception(
        job,
        c,
        [
            f"RuntimeError: Rank {c}, node {job.host(c)}, device {job.local(c)}, iteration "
            f"{job.step}: Unexpected result nan (message='found NaN in local grad norm in "
            "backward pass before data-parallel communication collective')"
        ],
    )
    job.clock.jump(600)
    rest = job.pick_peers(c, 0.8)
    job.timeouts(rest)
    job.launcher_failure(c, 1, rest)
    return Label(
        "nan_or_value_error",
        "user_code",
        "no_restart_notify_user",
        root,
        culprit_of(job, c),
        notes="Loss diverges to NaN right after the LR was raised to 3e-3 (Megatron's NaN check, "
        "cf. bigscience-workshop/Megatron-DeepSpeed#396); restarting replays the divergence.",
    )


def iam_with_xid31(job: Job, c: int, late: bool) -> Label:
    def emit() -> str:
        job.kernel(
            job.host(c),
            xid_line(
                job,
                c,
                31,
                "Ch 00000008, intr 00000000. MMU Fault: ENGINE GRAPHICS "
                "GPCCLIENT_T1_0 faulted @ 0x7f7a_3c000000. Fault is of type FAULT_PDE "
                "ACCESS_TYPE_VIRT_READ",
            ),
        )
        return app_exception(
            job, c, ["RuntimeError: CUDA error: an illegal memory access was encountered", *CUDA_ASYNC_NOTE]
        )

    root = crash(job, c, emit, 1, late)
    return Label(
        "cuda_error",
        "user_code",
        "no_restart_notify_user",
        root,
        culprit_of(job, c),
        notes="Illegal memory access with Xid 31 (MMU fault): NVIDIA's Xid catalog sends Xid 31 to "
        "debugging the application (a solo fault, cf. NVIDIA/NVSentinel#271); the custom kernel reads out "
        "of bounds.",
    )


def iam_bare(job: Job, c: int, late: bool) -> Label:
    def emit() -> str:
        return app_exception(
            job, c, ["RuntimeError: CUDA error: an illegal memory access was encountered", *CUDA_ASYNC_NOTE]
        )

    root = crash(job, c, emit, 1, late)
    return Label(
        "cuda_error",
        "unknown",
        "needs_human",
        root,
        culprit_of(job, c),
        ambiguous=True,
        notes="Bare illegal memory access, no Xid, no ECC: ByteRobust found this symptom was user code "
        "41 times and infrastructure 21 times; rules alone cannot tell.",
    )


def timeout_odd_silent(job: Job, c: int, late: bool) -> Label:
    job.clock.jump(600)
    others = [r for r in range(job.n) if r != c]
    job.timeouts(others)
    first = job.rng.choice(others)
    job.launcher_failure(first, -6, [r for r in others if r != first])
    root = next(line for line in job.lines if "Watchdog caught collective operation timeout" in line)
    return Label(
        "nccl_timeout",
        "unknown",
        "needs_human",
        root,
        culprit_of(job, c),
        ambiguous=True,
        notes="Every rank but one times out in the same ALLREDUCE; the odd rank printed nothing at all. "
        "It is the likely culprit but there is no root cause anywhere.",
    )


def timeout_all(job: Job, c: int, late: bool) -> Label:
    job.clock.jump(1800)
    job.timeouts(list(range(job.n)))
    first = job.rng.randrange(job.n)
    job.launcher_failure(first, -6, [r for r in range(job.n) if r != first])
    root = next(line for line in job.lines if "Watchdog caught collective operation timeout" in line)
    return Label(
        "nccl_timeout",
        "unknown",
        "needs_human",
        root,
        None,
        ambiguous=True,
        notes="All ranks time out in the same collective; no rank is odd and no root cause is logged.",
    )


def hang(kind: str) -> Callable[..., Label]:
    stuck_frames = {
        "user": [("/workspace/train.py", 318, "save_checkpoint"), ("/workspace/train.py", 301, "train")],
        "nfs": [
            ("/workspace/data/shards.py", 91, "_read_shard"),
            ("/workspace/data/shards.py", 88, "__getitem__"),
            ("/usr/local/lib/python3.11/dist-packages/torch/utils/data/_utils/fetch.py", 52, "fetch"),
        ],
        "cuda": [
            ("/usr/local/lib/python3.11/dist-packages/torch/cuda/__init__.py", 954, "synchronize"),
            ("/workspace/train.py", 290, "train"),
        ],
    }[kind]

    def fault(job: Job, c: int, late: bool) -> Label:
        job.clock.jump(300)
        root = ""
        order = list(range(job.n))
        job.rng.shuffle(order)
        for r in order:
            p = job.prefix(r)
            begin = (
                f"{p}=== crashcart hang watchdog: rank {r} no progress for 300s at step {job.step + 1}; "
                "stack dump begin ==="
            )
            job.lines.append(begin)
            job.lines.append(f"{p}Thread 0x{0x7F3A00000000 + r * 0x1000:016x} (most recent call first):")
            if r == c:
                root = begin
                for path, ln, fn in stuck_frames:
                    job.lines.append(f'{p}  File "{path}", line {ln} in {fn}')
            else:
                job.lines.append(
                    f'{p}  File "/usr/local/lib/python3.11/dist-packages/torch/distributed/'
                    'distributed_c10d.py", line 2501 in all_reduce'
                )
                job.lines.append(f'{p}  File "/workspace/train.py", line 276 in train_step')
            job.lines.append(f'{p}  File "/workspace/train.py", line 412 in <module>')
            job.lines.append(f"{p}=== crashcart hang watchdog: rank {r} stack dump end ===")
        if kind == "user":
            return Label(
                "hang",
                "user_code",
                "no_restart_notify_user",
                root,
                culprit_of(job, c),
                notes="Hang: every rank waits in all_reduce except one stuck in save_checkpoint (a "
                "collective inside a rank-only branch); the odd stack is the culprit. Code bug.",
            )
        if kind == "nfs":
            return Label(
                "hang",
                "storage",
                "restart_from_checkpoint",
                root,
                culprit_of(job, c),
                notes="Hang: one rank blocked reading a dataset shard from NFS, the rest in all_reduce; "
                "storage stall, restart as is.",
            )
        return Label(
            "hang",
            "unknown",
            "needs_human",
            root,
            culprit_of(job, c),
            ambiguous=True,
            notes="Hang: one rank blocked in torch.cuda.synchronize with no Xid or CUDA error logged; "
            "a wedged GPU or a kernel spinning forever in user code - unclear.",
        )

    return fault


def value_error_with_xid63(job: Job, c: int, late: bool) -> Label:
    bystander = (c + 8 * 3) % job.n
    job.kernel(
        job.host(bystander),
        xid_line(job, bystander, 63, "Row Remapper: New row marked for remapping, reset gpu to activate."),
    )
    job.clock.jump(30)

    def emit() -> str:
        frames = [*TRAIN_FRAMES[:2], ("/workspace/data/packing.py", 142, "pack", "raise ValueError(msg)")]
        return app_exception(
            job,
            c,
            ["ValueError: sequence of length 131072 exceeds max_seq_len=32768 in sample 'arxiv-0093417'"],
            frames,
        )

    root = crash(job, c, emit, 1, late)
    return Label(
        "nan_or_value_error",
        "user_code",
        "no_restart_notify_user",
        root,
        culprit_of(job, c),
        notes="Distractor: a benign Xid 63 (row remapping pending, line format from stas00/ml-engineering "
        "debug notes) on an unrelated node half a minute earlier. The failure is a data ValueError "
        "on another rank; do not cordon the Xid 63 node for this job.",
    )
