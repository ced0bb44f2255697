"""GPU hardware faults as applications and tools print them without a kernel Xid line, and the CUDA
errors that only look like hardware (issue #18, session 9), decided end to end through JobAnalyzer:
NVML's GPU-is-lost return code as Slurm, pynvml and Go's NVML print it cordons the job's node; CUDA's
"hardware stack error" and cuda-gdb's stack overflows are the kernel's stack, not a part; THC's
`cuda runtime error (N) : text` and `THCudaCheck FAIL ... error=N : text` are read by their text (the
numbers changed in CUDA 10.1), and a sticky-but-unknown error in that shape stays at notify."""

from __future__ import annotations

import pytest

from app.incidents.schemas import Verdict
from app.vocabulary import Action, Category
from tests.incidents.probe import HEALTHY, first, verdicts


def first_verdict(*lines: str, node: str | None = "gpu07") -> Verdict:
    return first(*HEALTHY, *lines, node=node)


@pytest.mark.parametrize(
    "line",
    [
        "slurmstepd: error: NVML: Failed to get usage(15): GPU is lost",
        "slurmstepd: error: NVML: Failed to get usage(16): GPU requires reset",
        "pynvml.NVMLError_GpuIsLost: GPU is lost",
        "failed to get remapped rows for GPU-ac896b35-5782-c478-4b2a-a661de07770f: "
        "failed to get device remapped rows: ERROR_GPU_IS_LOST",
    ],
)
def test_nvml_gpu_lost_cordons_the_named_node(line: str) -> None:
    v = first_verdict(line)
    assert v.category is Category.gpu_xid
    assert v.action is Action.cordon_and_restart
    assert "gpu.gpu_lost" in v.rule_ids
    assert v.culprit.nodes == ["gpu07"]


def test_free_text_about_a_lost_gpu_is_no_hardware_signature() -> None:
    found = verdicts(*HEALTHY, "chat: NVML says (15): GPU is lost? cordon ic05", node="gpu07")
    assert all(v.action is not Action.cordon_and_restart for v in found)


@pytest.mark.parametrize(
    "line",
    [
        "RuntimeError: CUDA error: hardware stack error",
        "CUDA_ERROR_HARDWARE_STACK_ERROR: hardware stack error",
        "CUDA Exception: Warp Hardware Stack Overflow",
        "Program received signal CUDA_EXCEPTION_9, Warp Hardware Stack Overflow.",
        "CUDA Exception: Lane User Stack Overflow",
    ],
)
def test_gpu_call_stack_overflow_is_the_kernels(line: str) -> None:
    v = first_verdict(line)
    assert v.category is Category.cuda_error
    assert v.action is Action.no_restart_notify_user
    assert not v.ambiguous


@pytest.mark.parametrize(
    ("line", "category"),
    [
        (
            "THCudaCheck FAIL file=/tmp/luarocks_cutorch-scm-1-3963/cutorch/lib/THC/THCGeneral.c line=66 "
            "error=30 : unknown error",
            Category.cuda_error,
        ),
        (
            "RuntimeError: cuda runtime error (30) : unknown error at "
            "/opt/conda/conda-bld/pytorch_1501972792122/work/torch/lib/THC/THCGeneral.c:66",
            Category.cuda_error,
        ),
        ("RuntimeError: cuda runtime error (710) :", Category.assertion_error),
    ],
)
def test_thc_numbered_cuda_errors_are_read_by_their_text(line: str, category: Category) -> None:
    v = first_verdict(line)
    assert v.category is category
    # an unknown error names no owner and no hardware line is in view: the owner is told, never a
    # restart or a cordon (row owner_unknown_cuda_error); an assert is the code's
    assert v.action is Action.no_restart_notify_user


def test_thc_shape_keeps_a_user_error_the_users() -> None:
    line = "RuntimeError: cuda runtime error (13) : invalid device symbol at /pytorch/aten/src/THC/x.cu:20"
    v = first_verdict(line)
    assert v.category is Category.cuda_error
    assert v.action is Action.no_restart_notify_user
    assert not v.ambiguous
