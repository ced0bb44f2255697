"""Never silent, measured: error-looking line families get a verdict; real benign lines stay quiet.

The benign side is real: every Loghub 2k line whose own level says it is below error (INFO, DEBUG,
WARN, Android's V/D/I/W, Windows' ``Info``), and BGL/Thunderbird lines the experts labelled
non-alert. The error side is the same sets' ERROR/FATAL lines and BGL/Thunderbird alerts, plus the
families a training job prints when it dies (shell signal messages, glog, C++ aborts, launchers).
"""

from __future__ import annotations

import csv
import itertools
from collections.abc import Iterator

import pytest

from app.classify.engine import RuleEngine
from app.classify.prefixes import split_prefix
from app.incidents.analyzer import JobAnalyzer
from app.incidents.unmatched import looks_like_error
from app.logline import LogLine
from app.settings import REPO_ROOT
from tests.helpers import LOGHUB_DIR

BELOW_ERROR = {"INFO", "DEBUG", "TRACE", "WARN", "WARNING", "notice", "Info", "V", "D", "I", "W"}
ERROR_LEVELS = {"ERROR", "FATAL", "SEVERE", "error", "E", "F"}
# Sets with a level column (or alert labels); syslog-only sets (Linux, Mac, OpenSSH) carry neither.
LEVELLED = [
    "Android",
    "Apache",
    "BGL",
    "HDFS",
    "Hadoop",
    "OpenStack",
    "Spark",
    "Thunderbird",
    "Windows",
    "Zookeeper",
]

needs_loghub = pytest.mark.skipif(not LOGHUB_DIR.exists(), reason="Loghub 2k sets not present")


def loghub_lines(name: str) -> Iterator[tuple[str, str]]:
    """(kind, raw line) of one set: kind is "benign", "error" or "unknown" (an unlabelled level)."""
    raw = (LOGHUB_DIR / name / f"{name}_2k.log").read_text(encoding="utf-8", errors="replace").splitlines()
    with (LOGHUB_DIR / name / f"{name}_2k.log_structured.csv").open(encoding="utf-8", errors="replace") as f:
        rows = list(csv.DictReader(f))
    for line, row in zip(raw, rows, strict=False):
        level, label = row.get("Level"), row.get("Label")
        if label is not None and label != "-":
            kind = "error"
        elif level is None:
            kind = "benign" if label == "-" else "unknown"
        elif level in BELOW_ERROR:
            kind = "benign"
        elif level in ERROR_LEVELS:
            kind = "error"
        else:
            kind = "unknown"
        yield kind, line


def flagged(line: str) -> bool:
    return looks_like_error(split_prefix(line).message)


@needs_loghub
def test_real_benign_lines_are_rarely_taken_for_errors() -> None:
    total = hits = 0
    for name in LEVELLED:
        lines = [line for kind, line in loghub_lines(name) if kind == "benign"]
        false = [line for line in lines if flagged(line)]
        assert len(false) <= 0.005 * len(lines), (name, false[:5])
        total += len(lines)
        hits += len(false)
    assert total > 15_000
    assert hits <= 0.001 * total


@needs_loghub
def test_real_error_lines_are_all_taken_for_errors() -> None:
    lines = [line for name in LEVELLED for kind, line in loghub_lines(name) if kind == "error"]
    missed = [line for line in lines if not flagged(line)]
    assert len(lines) > 800
    assert len(missed) <= 0.01 * len(lines), missed[:5]


# What a dying training job prints, in the families that matter; each must end in a verdict.
ERROR_FAMILIES = [
    "Segmentation fault (core dumped)",
    "Aborted (core dumped)",
    "Bus error (core dumped)",
    "Illegal instruction (core dumped)",
    "Floating point exception (core dumped)",
    "/var/spool/slurmd/job4242/slurm_script: line 12: 4242 Aborted (core dumped) python train.py",
    "terminate called after throwing an instance of 'std::runtime_error'",
    "  what():  shard 3 has no owner",
    "E1123 10:41:56.123456 12345 reducer.cc:91] Check failed: bucket.pending == 0",
    "F1123 10:41:56.123456 12345 reducer.cc:91] Check failed: bucket.pending == 0",
    "[E1123 10:41:56.123456 12345 reducer.cc:91] lease lost",
    "FATAL: the shard writer lost its lease",
    "panic: runtime error: invalid memory address or nil pointer dereference",
    "[2024-11-23 10:41:56] CRITICAL: storage daemon unreachable",
    "srun: error: gpu01: task 3: Exited with exit code 2",
    "slurmstepd: error: execve(): train.py: Permission denied",
    "Process exited with code 3",
    "error: command 'gcc' failed with exit status 1",
    "2024-11-23 10:41:56,123 - trainer - ERROR - could not commit step 1200",
    "2024-11-23 10:41:56 | ERROR | trainer | could not commit step 1200",
    "ERROR:root:could not commit step 1200",
    "Error: could not find the dataset",
    "my_pkg.shards.ShardLostError: lost shard 3",
    "my_pkg.shards.ShardLostException: lost shard 3",
    "my_pkg.cli.UsageExit: bad flags",
    "SystemExit: 2",
    "google.api_core.exceptions.Forbidden: 403 POST https://storage.googleapis.com/upload/storage/v1/b/ckpt/o",
    "torch._dynamo.exc.Unsupported: call_function BuiltinVariable(setattr)",
    "subprocess.TimeoutExpired: Command '['nvidia-smi']' timed out after 30 seconds",
    "zipfile.BadZipFile: File is not a zip file",
    "ValueError: shapes do not match; skipped batch 12 would be retried",
    "RuntimeError: all 3 retries failed, giving up",
]

PREFIXES = ["", "[rank3]:", "3: ", "[default3]:", "Nov 23 10:41:56 gpu01 kernel: "]


@pytest.fixture(scope="module")
def engine() -> RuleEngine:
    return RuleEngine.from_dir(REPO_ROOT / "rules")


@pytest.mark.parametrize(("line", "prefix"), list(itertools.product(ERROR_FAMILIES, PREFIXES)))
def test_error_families_always_get_a_verdict(engine: RuleEngine, line: str, prefix: str) -> None:
    analyzer = JobAnalyzer(engine)
    for i, text in enumerate(["step 1 | loss 2.31", prefix + line, "step 2 | loss 2.29"]):
        analyzer.feed(LogLine(text, index=i))
    verdicts = analyzer.verdicts()
    assert verdicts, line
    assert verdicts[0].root_cause_line == prefix + line


BENIGN_FAMILIES = [
    "gpu01:1234:1234 [0] NCCL INFO NET/IB : Got completion with error 0, retrying",
    "gpu01:1234:1234 [0] NCCL INFO comm 0x5555 rank 3 nranks 8 - Init COMPLETE; 0 errors",
    "2024-11-23 10:41:56,123 - trainer - INFO - eval: 0 errors, 12 skipped",
    "2024-11-23 10:41:56,123 - trainer - INFO - error rate on validation: 0.12",
    "[2024-11-23 10:41:56,123] [INFO] [loss_scaler.py:183:update_scale] [deepspeed] OVERFLOW! Skipping step.",
    "[W1123 10:41:56.123456 socket.cpp:464] [c10d] The server socket has failed to bind to [::]:29500",
    "/opt/conda/lib/python3.11/site-packages/torch/cuda/__init__.py:52: UserWarning: CUDA init failed",
    "WARNING: retrying failed request to s3://ckpt/step_1200 (attempt 2)",
    "For debugging consider passing CUDA_LAUNCH_BLOCKING=1",
    "Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.",
    "This is typically caused by a rank that crashed before the collective",
    "validation finished: errors=0 failures=0",
    "srun: job 4242 queued and waiting for resources",
    "2016-09-28 04:30:31, Info                  CBS    Failed to get next element",
]


@pytest.mark.parametrize(("line", "prefix"), list(itertools.product(BENIGN_FAMILIES, PREFIXES)))
def test_benign_families_stay_quiet(line: str, prefix: str) -> None:
    assert not flagged(prefix + line)


def test_an_error_level_before_a_lower_level_word_is_still_an_error() -> None:
    assert flagged("ERROR: rank 3 failed; see the INFO lines above")
    assert not flagged("INFO: rank 3 reported an ERROR earlier, recovered")


# Kubernetes events: the type column says Warning, the reason names the failure (no error word needed).
K8S_WARNING_EVENTS = [
    "  Warning  FailedScheduling  2m  default-scheduler  0/4 nodes are available: 4 Insufficient "
    "nvidia.com/gpu.",
    "  Warning  FailedCreatePodSandBox  1m  kubelet  Failed to create pod sandbox: rpc error: code = Unknown",
    "42m         Warning   FailedScheduling   pod/trainer-0   0/4 nodes are available: 4 Insufficient cpu.",
    "  Warning  SystemOOM  2m  kubelet  System OOM encountered, victim process: python, pid: 4242",
]


@pytest.mark.parametrize("line", K8S_WARNING_EVENTS)
def test_kubernetes_warning_events_get_a_verdict(engine: RuleEngine, line: str) -> None:
    analyzer = JobAnalyzer(engine)
    analyzer.feed(LogLine(line, index=0))
    verdicts = analyzer.verdicts()
    assert verdicts, line
    assert verdicts[0].root_cause_line == line


@pytest.mark.parametrize(
    "line",
    [
        "  Normal   Scheduled  2m  default-scheduler  Successfully assigned default/trainer-0 to gpu-node-3",
        "  Warning  DNSConfigForming  3m  kubelet  Nameserver limits were exceeded, some nameservers omitted",
        "Warning: NVIDIA driver not found, falling back to CPU",
    ],
)
def test_kubernetes_events_that_name_no_failure_stay_quiet(line: str) -> None:
    assert not flagged(line)
