"""GPU memory-error reports and unexplained kills (#18), end to end through one job's analyzer.

nvidia-smi -q prints its ECC, row-remapping and page-retirement counters one per line under section
headers, so a counter means something only with the headers above it (NVIDIA's nvidia-smi manual and
GPU memory error management guide): an uncorrectable count under Volatile is an error since the driver
was loaded (DCGM_FR_VOLATILE_DBE_DETECTED: drain and reset), the Aggregate count is history, a pending
remap or retirement is applied at the next reset. Process supervisors (Celery/billiard, uWSGI,
supervisord) report a child killed by signal 9 in their own words; with no OOM record the sender is
unknown. A sticky CUDA error with nothing that shows its owner goes to a person. The lines are written
from the documented formats, not taken from the corpus."""

from __future__ import annotations

import pytest

from app.vocabulary import Action, Category
from tests.incidents.probe import HEALTHY, first, verdicts

ECC_VOLATILE = [
    "GPU 00000000:3B:00.0",
    "    Product Name                          : NVIDIA A100-SXM4-80GB",
    "    ECC Errors",
    "        Volatile",
    "            SRAM Correctable              : 0",
    "            SRAM Uncorrectable            : 0",
    "            DRAM Correctable              : 3",
    "            DRAM Uncorrectable            : {volatile}",
    "        Aggregate",
    "            SRAM Correctable              : 0",
    "            SRAM Uncorrectable            : 0",
    "            DRAM Correctable              : 3",
    "            DRAM Uncorrectable            : {aggregate}",
    "    Remapped Rows",
    "        Correctable Error                 : 0",
    "        Uncorrectable Error               : {aggregate}",
    "        Pending                           : {pending}",
    "        Remapping Failure Occurred        : No",
    "    Temperature",
    "        GPU Current Temp                  : 34 C",
]

# Drivers before the A100 count by bit class: Volatile > Double Bit > Total.
ECC_BY_BITS = [
    "    ECC Errors",
    "        Volatile",
    "            Single Bit",
    "                Device Memory             : 5",
    "                Total                     : 5",
    "            Double Bit",
    "                Device Memory             : 1",
    "                Total                     : 1",
    "        Aggregate",
    "            Double Bit",
    "                Total                     : 1",
]


def _smi(volatile: int, aggregate: int, pending: str) -> list[str]:
    return [line.format(volatile=volatile, aggregate=aggregate, pending=pending) for line in ECC_VOLATILE]


def test_volatile_uncorrectable_count_in_nvidia_smi_q_is_a_cordon() -> None:
    v = first(*HEALTHY, *_smi(2, 2, "Yes"))
    assert (v.category, v.action) == (Category.ecc_error, Action.cordon_and_restart)  # type: ignore[attr-defined]
    assert "DRAM Uncorrectable" in v.root_cause_line  # type: ignore[attr-defined]
    assert "gpu.smi_q_volatile_uncorrectable" in v.rule_ids  # type: ignore[attr-defined]


def test_the_older_double_bit_total_under_volatile_counts_too() -> None:
    v = first(*HEALTHY, *ECC_BY_BITS)
    assert (v.category, v.action) == (Category.ecc_error, Action.cordon_and_restart)  # type: ignore[attr-defined]
    assert v.root_cause_line.strip() == "Total                     : 1"  # type: ignore[attr-defined]


@pytest.mark.parametrize(("aggregate", "pending"), [(1, "No"), (0, "Yes"), (2, "Yes")])
def test_memory_error_history_alone_is_for_a_person_never_a_cordon(aggregate: int, pending: str) -> None:
    # Aggregate counts survive resets and a pending remap is applied at the next one (DCGM: the GPU
    # can still run work): context for a person, no restart and no drain.
    v = first(*HEALTHY, *_smi(0, aggregate, pending))
    assert (v.category, v.action) == (Category.ecc_error, Action.needs_human)  # type: ignore[attr-defined]
    assert "gpu.smi_q_memory_history" in v.rule_ids  # type: ignore[attr-defined]


def test_a_healthy_nvidia_smi_q_report_is_no_failure() -> None:
    # Its headings ("ECC Errors") and zero counters are a report, not error lines.
    assert verdicts(*HEALTHY, *_smi(0, 0, "No")) == []


def test_counters_outside_a_memory_section_mean_nothing() -> None:
    lines = ["    Clocks", "        Graphics                          : 1410 MHz", "        Pending   : Yes"]
    assert verdicts(*HEALTHY, *lines) == []


@pytest.mark.parametrize(
    "line",
    [
        "[2025-03-02 11:40:07,114: ERROR/MainProcess] Process 'ForkPoolWorker-4' pid:311 exited with "
        "'signal 9 (SIGKILL)'",
        "billiard.exceptions.WorkerLostError: Worker exited prematurely: signal 9 (SIGKILL) Job: 7.",
        "Mon Mar  3 09:12:44 2025 - DAMN ! worker 3 (pid: 2214) died, killed by signal 9 :( "
        "trying respawn ...",
        "2025-03-03 09:13:02,551 INFO exited: trainer (terminated by SIGKILL; not expected)",
    ],
)
def test_a_supervisor_reporting_a_sigkill_is_a_host_oom_suspect_not_restarted(line: str) -> None:
    # The killed_without_reason row: the OOM killer is the usual sender, no restart, low confidence.
    v = first(*HEALTHY, line)
    assert (v.category, v.action) == (Category.host_oom, Action.no_restart_notify_user)  # type: ignore[attr-defined]
    assert v.action_rule == "killed_without_reason"  # type: ignore[attr-defined]
    assert v.confidence < 0.5  # type: ignore[attr-defined]


def test_a_supervisor_sigkill_with_the_kernels_oom_record_is_the_owners() -> None:
    v = first(
        *HEALTHY,
        "[2025-03-02 11:40:07,114: ERROR/MainProcess] Process 'ForkPoolWorker-4' pid:311 exited with "
        "'signal 9 (SIGKILL)'",
        "[Sun Mar  2 11:40:07 2025] Out of memory: Killed process 311 (python) total-vm:26184840kB, "
        "anon-rss:15370088kB, file-rss:0kB, shmem-rss:0kB, UID:0 pgtables:38964kB oom_score_adj:0",
    )
    assert (v.category, v.action) == (Category.host_oom, Action.no_restart_notify_user)  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    "line",
    [
        "RuntimeError: CUDA error: an illegal memory access was encountered",
        "RuntimeError: CUDA error: unspecified launch failure",
        "RuntimeError: NCCL error: unhandled cuda error (run with NCCL_DEBUG=INFO for details)",
    ],
)
def test_a_sticky_cuda_error_with_no_owner_in_the_log_is_not_restarted(line: str) -> None:
    # The owner_unknown_cuda_error row: no restart, no cordon, low confidence (a person may look).
    v = first(*HEALTHY, line)
    assert (v.category, v.action) == (Category.cuda_error, Action.no_restart_notify_user)  # type: ignore[attr-defined]
    assert v.action_rule == "owner_unknown_cuda_error"  # type: ignore[attr-defined]
    assert v.confidence < 0.5  # type: ignore[attr-defined]


def test_a_device_side_assert_stays_the_owners() -> None:
    v = first(
        *HEALTHY,
        "/pytorch/aten/src/ATen/native/cuda/IndexKernel.cu:92: operator(): block: [0,0,0], thread: [0,0,0] "
        'Assertion `-sizes[i] <= index && index < sizes[i] && "index out of bounds"` failed.',
        "RuntimeError: CUDA error: device-side assert triggered",
    )
    assert v.action == Action.no_restart_notify_user  # type: ignore[attr-defined]


def test_non_zero_nvlink_error_counters_point_at_the_nvlink_for_a_person() -> None:
    # nvidia-smi nvlink -e: counters accumulate and recoveries are NVLink repairing itself (DCGM:
    # monitor, the link still runs work). Context, never a cordon; zero counters are no failure.
    lines = ["GPU 0: NVIDIA H100 80GB HBM3 (UUID: GPU-1234)", "\t Link 0: Replay Errors: 0"]
    assert verdicts(*HEALTHY, *lines, "\t Link 0: CRC Errors: 0") == []
    v = first(*HEALTHY, *lines, "\t Link 0: CRC Errors: 912")
    assert (v.category, v.action) == (Category.nvlink_error, Action.needs_human)  # type: ignore[attr-defined]


def test_dcgm_exporter_volatile_dbe_sample_cordons_its_hostname() -> None:
    v = first(
        *HEALTHY,
        'DCGM_FI_DEV_ECC_DBE_VOL_TOTAL{gpu="3",UUID="GPU-1234",device="nvidia3",'
        'modelName="NVIDIA H100 80GB HBM3",Hostname="gpu07"} 2',
    )
    assert (v.category, v.action) == (Category.ecc_error, Action.cordon_and_restart)  # type: ignore[attr-defined]
    assert v.culprit.nodes == ["gpu07"]  # type: ignore[attr-defined]


def test_dcgm_exporter_zero_or_correctable_samples_are_no_failure() -> None:
    assert (
        verdicts(
            *HEALTHY,
            'DCGM_FI_DEV_ECC_DBE_VOL_TOTAL{gpu="3",UUID="GPU-1234",Hostname="gpu07"} 0',
            'DCGM_FI_DEV_ECC_SBE_VOL_TOTAL{gpu="3",UUID="GPU-1234",Hostname="gpu07"} 12',
        )
        == []
    )
