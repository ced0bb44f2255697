"""Line formats of real training-job output, used by the corpus generator.

Every helper here takes its randomness from a ``random.Random`` it is handed, so the generated
corpus is byte-identical from run to run. The formats are those printed by torchrun (``[rank12]:``
prefixes), ``srun -l`` (``12: `` prefixes), NCCL (``host:pid:tid [local_rank] NCCL INFO``), the
c10 logger (``[E1121 02:07:08.408271257 ProcessGroupNCCL.cpp:616]``), syslog/kernel lines and
torchrun's ChildFailedError summary; see tests/corpus/README.md for the public threads they were
read from.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from datetime import datetime, timedelta

GPUS_PER_NODE = 8
LAYER_OF = {
    **dict.fromkeys(
        (
            "nvlink_error",
            "cuda_error",
            "node_failure",
            "ecc_error",
            "network_error",
            "connection_error",
            "storage_error",
            "nccl_timeout",
            "nccl_remote_error",
            "gpu_xid",
        ),
        "infrastructure",
    ),
    **dict.fromkeys(
        (
            "dataloader_killed",
            "cuda_oom",
            "host_oom",
            "runtime_error",
            "assertion_error",
            "nan_or_value_error",
            "model_loading_error",
            "dataset_loading_error",
            "hang",
        ),
        "framework",
    ),
    **dict.fromkeys(
        ("file_not_found", "os_error", "type_error", "attribute_error", "import_error", "syntax_error"),
        "script",
    ),
    "other": "other",
}

PCI_BUSES = ["18", "2a", "3a", "5d", "9a", "ab", "ba", "db"]


def node_names(style: str, count: int, rng: random.Random) -> list[str]:
    """Host names in the styles real clusters use (Slurm, DGX, AWS, ParallelCluster)."""
    start = rng.randint(1, 40)
    if style == "gpu":
        return [f"gpu{start + i:02d}" for i in range(count)]
    if style == "node":
        return [f"node-{start + i:03d}" for i in range(count)]
    if style == "dgx":
        return [f"dgx-a100-{start + i:02d}" for i in range(count)]
    if style == "h100":
        return [f"h100-{rng.choice(['sjc', 'ord'])}-{start + i:03d}" for i in range(count)]
    if style == "p4d":
        return [f"a100-st-p4d24xlarge-{start + i}" for i in range(count)]
    # AWS private DNS style
    third = rng.randint(0, 7)
    return [f"ip-10-0-{third}-{start * 3 + i * 7}" for i in range(count)]


@dataclass
class Clock:
    """A monotonic wall clock for one synthetic job."""

    now: datetime = field(default_factory=lambda: datetime(2026, 11, 21, 1, 2, 3, 123456))

    def tick(self, rng: random.Random, lo: float = 0.05, hi: float = 2.0) -> None:
        self.now += timedelta(seconds=rng.uniform(lo, hi))

    def jump(self, seconds: float) -> None:
        self.now += timedelta(seconds=seconds)

    def glog(self, level: str = "E") -> str:
        """c10/glog stamp: ``E1121 02:07:08.408271257``."""
        return f"{level}{self.now:%m%d %H:%M:%S}.{self.now.microsecond:06d}{self.now.microsecond % 997:03d}"

    def pyglog(self, level: str) -> str:
        """torch's Python loggers use the same layout with microseconds: ``W1121 01:02:03.123000``."""
        return f"{level}{self.now:%m%d %H:%M:%S}.{self.now.microsecond:06d}"

    def syslog(self) -> str:
        return f"{self.now:%b %d %H:%M:%S}"

    def pylog(self) -> str:
        return f"{self.now:%Y-%m-%d %H:%M:%S},{self.now.microsecond // 1000:03d}"

    def summary(self) -> str:
        return f"{self.now:%Y-%m-%d_%H:%M:%S}"

    def uptime(self) -> str:
        base = datetime(2026, 11, 14, 9, 0, 0)
        return f"[{(self.now - base).total_seconds():12.6f}]"


def rank_prefix(style: str, rank: int | None) -> str:
    """What a launcher puts in front of a process's Python-level output."""
    if rank is None or style == "plain":
        return ""
    if style == "torchrun":
        return f"[rank{rank}]: "
    return f"{rank}: "  # srun -l


def c10_prefix(style: str, rank: int | None) -> str:
    """torchrun glues the c10 logger's bracket to its own prefix without a space."""
    if rank is None or style == "plain":
        return ""
    if style == "torchrun":
        return f"[rank{rank}]:"
    return f"{rank}: "


def python_traceback(prefix: str, frames: list[tuple[str, int, str, str]], final: list[str]) -> list[str]:
    """A CPython traceback: frames are (file, line, function, source) tuples."""
    out = [f"{prefix}Traceback (most recent call last):"]
    for path, lineno, func, src in frames:
        out.append(f'{prefix}  File "{path}", line {lineno}, in {func}')
        out.append(f"{prefix}    {src}")
    out.extend(f"{prefix}{line}" for line in final)
    return out


TRAIN_FRAMES = [
    ("/workspace/train.py", 412, "<module>", "main()"),
    ("/workspace/train.py", 398, "main", "train(model, optimizer, loader, args)"),
    ("/workspace/train.py", 287, "train", "loss = train_step(model, batch, optimizer)"),
]


def torchrun_summary(
    clock: Clock,
    script: str,
    root: dict[str, object],
    others: list[dict[str, object]],
) -> list[str]:
    """torchrun's ChildFailedError block; each failure has host, rank, local_rank, exitcode, pid, tb."""
    out = [
        "Traceback (most recent call last):",
        '  File "/usr/local/bin/torchrun", line 8, in <module>',
        "    sys.exit(main())",
        '  File "/usr/local/lib/python3.11/dist-packages/torch/distributed/elastic/multiprocessing/errors/'
        '__init__.py", line 355, in wrapper',
        "    return f(*args, **kwargs)",
        '  File "/usr/local/lib/python3.11/dist-packages/torch/distributed/launcher/api.py", line 269, '
        "in launch_agent",
        "    raise ChildFailedError(",
        "torch.distributed.elastic.multiprocessing.errors.ChildFailedError:",
        "============================================================",
        f"{script} FAILED",
        "------------------------------------------------------------",
        "Failures:",
    ]
    if not others:
        out.append("  <NO_OTHER_FAILURES>")
    for i, fail in enumerate(others, start=1):
        out.extend(_summary_entry(clock, i, fail))
    out.append("------------------------------------------------------------")
    out.append("Root Cause (first observed failure):")
    out.extend(_summary_entry(clock, 0, root))
    out.append("============================================================")
    return out


def _summary_entry(clock: Clock, index: int, fail: dict[str, object]) -> list[str]:
    code = int(str(fail["exitcode"]))
    if code < 0:
        signame = {-6: "SIGABRT", -9: "SIGKILL", -11: "SIGSEGV", -15: "SIGTERM"}[code]
        tb = f"Signal {-code} ({signame}) received by PID {fail['pid']}"
        err_file = "<N/A>"
    else:
        tb = "To enable traceback see: https://pytorch.org/docs/stable/elastic/errors.html"
        err_file = str(fail.get("error_file", "<N/A>"))
    return [
        f"[{index}]:",
        f"  time      : {clock.summary()}",
        f"  host      : {fail['host']}",
        f"  rank      : {fail['rank']} (local_rank: {fail['local_rank']})",
        f"  exitcode  : {code} (pid: {fail['pid']})",
        f"  error_file: {err_file}",
        f"  traceback : {tb}",
    ]


BENIGN_WARNINGS = [
    "UserWarning: TypedStorage is deprecated. It will be removed in the future and UntypedStorage will be "
    "the only storage class.",
    "FutureWarning: `torch.cuda.amp.autocast(args...)` is deprecated. Please use "
    "`torch.amp.autocast('cuda', args...)` instead.",
    "UserWarning: Using a target size (torch.Size([8, 1])) that is different to the input size.",
    "WARNING: tokenizer has no pad token; using eos_token as pad_token",
    "UserWarning: Detected call of `lr_scheduler.step()` before `optimizer.step()`.",
]

# printed at start-up when localhost resolves to IPv6 first; harmless, the connection is retried
STARTUP_SOCKET_WARNING = (
    "[W socket.cpp:697] [c10d] The client socket has failed to connect to [localhost]:29500 "
    "(errno: 99 - Cannot assign requested address)."
)

BENIGN_KERNEL = [
    "IPv6: ADDRCONF(NETDEV_CHANGE): ib0: link becomes ready",
    "nvidia-peermem nv_get_p2p_free_callback:127 ERROR detected invalid context, skipping further processing",
    "systemd-journald[812]: Data hash table of /var/log/journal/system.journal has a fill level at 75.0, "
    "suggesting rotation.",
    "EXT4-fs (nvme0n1p1): mounted filesystem with ordered data mode. Quota mode: none.",
    'audit: type=1400 audit(1763686923.412:88): apparmor="STATUS" operation="profile_replace"',
]
