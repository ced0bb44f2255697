"""Failure classes of issue #18 decided end to end by category (the action is the action table's):
socket and network-client errors are connection errors, NVLink/NVSwitch faults in every shape the
driver, the fabric manager and NCCL print are NVLink errors, host OOM kills as shells, runtimes and
schedulers report them are host OOM; c10d's retry warnings are never a cause."""

from __future__ import annotations

import pytest

from app.vocabulary import DESTRUCTIVE_ACTIONS, Action, Category
from tests.incidents.probe import HEALTHY, outcome


def verdict(*lines: str) -> tuple[Category, Action]:
    return outcome(*HEALTHY, *lines)


@pytest.mark.parametrize(
    "line",
    [
        "TimeoutError: [Errno 110] Connection timed out",
        "OSError: [Errno 113] No route to host",
        "torch.distributed.DistNetworkError: The client socket has failed to connect to [node1]:29500 "
        "(errno: 99 - Cannot assign requested address).",
        "RuntimeError: [enforce fail at ..\\torch\\csrc\\distributed\\c10d\\socket.cpp:793] . "
        "The client socket has failed to connect to [host]:29500 "
        "(system error: 10049 - The requested address is not valid in its context.).",
        "ubuntu:39964:40075 [0] misc/socket.cc:483 NCCL WARN socketStartConnect: Connect to 10.0.0.2<45763> "
        "failed : Software caused connection abort",
        "torch.distributed.DistNetworkError: Failed to recv, got 0 bytes. Connection was likely closed. "
        "Did the remote server shutdown or crash?",
        "RuntimeError: connect() timed out. Original timeout was 1800000 ms.",
        "RuntimeError: Gloo connectFullMesh failed with "
        "[../third_party/gloo/gloo/transport/tcp/pair.cc:144] no error",
        "RuntimeError: [3] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via "
        "c10d key-value store by key '0', but store->get('0') got error: Socket Timeout",
        "requests.exceptions.ConnectionError: ('Connection aborted.', "
        "RemoteDisconnected('Remote end closed connection without response'))",
        "ssl.SSLError: [SSL: UNEXPECTED_EOF_WHILE_READING] EOF occurred in violation of protocol "
        "(_ssl.c:1007)",
        "grpc._channel._InactiveRpcError: <_InactiveRpcError of RPC that terminated with: status = "
        'StatusCode.UNAVAILABLE details = "failed to connect to all addresses">',
        "torch.distributed.DistBackendError: NCCL error in: "
        "../torch/csrc/distributed/c10d/NCCLUtils.hpp:219, "
        "unhandled system error (run with NCCL_DEBUG=INFO for details), NCCL version 2.14.3",
    ],
)
def test_socket_and_client_failures_are_connection_errors(line: str) -> None:
    assert verdict(line)[0] is Category.connection_error


def test_c10d_retry_warnings_are_never_the_cause() -> None:
    warning = (
        "[W socket.cpp:697] [c10d] The client socket has failed to connect to [localhost]:29500 "
        "(errno: 99 - Cannot assign requested address)."
    )
    cause = "RuntimeError: CUDA error: an illegal memory access was encountered"
    assert verdict(warning, warning, cause)[0] is Category.cuda_error


@pytest.mark.parametrize(
    "line",
    [
        "[Jul 23 2024 07:53:55] [ERROR] [tid 841] detected NVSwitch fatal error 20034 on fid 0 "
        "on NVSwitch pci bus id 00000000:86:00.0 physical id 3 port 33",
        "node1:1234:1300 [0] transport/nvls.cc:158 NCCL WARN Cuda failure 'invalid argument'",
        "NVRM: Xid (PCI:0000:18:00): 145, pid='<unknown>', name=<unknown>, RLW_REMAP Fatal XC0 i0 Link 00 "
        "(0x00000000 0x00000000)",
        "NVRM: Xid (PCI:0000:18:00): 150, pid='<unknown>', name=<unknown>, NETIR_LINK_DOWN Link 13",
        "CUDA_ERROR_CONTAINED: Invalid access of peer GPU memory over nvlink or a hardware error",
        "nvidia-fabricmanager.service: Control process exited, code=exited, status=1/FAILURE",
    ],
)
def test_nvlink_and_nvswitch_faults_are_nvlink_errors(line: str) -> None:
    assert verdict(line)[0] is Category.nvlink_error


@pytest.mark.parametrize(
    "line",
    [
        "RuntimeError: CUDA error: system not yet initialized",
        "nv-fabricmanager[4177]: request to query NVSwitch device information from NVSwitch "
        "driver failed with error:WARNING Nothing to do [NV_WARN_NOTHING_TO_DO]",
    ],
)
def test_a_fabric_manager_that_is_not_running_is_never_cordoned(line: str) -> None:
    category, action = verdict(line)
    assert category is Category.nvlink_error
    assert action not in DESTRUCTIVE_ACTIONS


@pytest.mark.parametrize(
    "line",
    [
        "zsh: killed     python train.py",
        "Loading checkpoint shards:  50%|#####     | 1/2 [00:10<00:10, 10.02s/it]Killed",
        "RuntimeError: [enforce fail at ..\\c10\\core\\impl\\alloc_cpu.cpp:72] data. DefaultCPUAllocator: "
        "not enough memory: you tried to allocate 4194304 bytes.",
        "OSError: [WinError 1455] The paging file is too small for this operation to complete.",
        "numpy.core._exceptions._ArrayMemoryError: Unable to allocate 3.45 GiB for an array "
        "with shape (1000, 463)",
        "terminate called after throwing an instance of 'std::bad_alloc'",
        "Exited with exit code 1. TERM_MEMLIMIT: job killed after reaching LSF memory usage limit.",
        "[12345.700001] oom_reaper: reaped process 4242 (python), now anon-rss:0kB, file-rss:0kB",
    ],
)
def test_host_memory_exhaustion_in_its_other_shapes_is_host_oom(line: str) -> None:
    assert verdict(line)[0] is Category.host_oom


@pytest.mark.parametrize(
    ("line", "category"),
    [
        ("RuntimeError: CUDA driver error: unknown error", Category.cuda_error),
        (
            "F1121 02:00:00.000 syncedmem.cpp:71] Check failed: error == cudaSuccess (700 vs. 0)  "
            "an illegal memory access was encountered",
            Category.cuda_error,
        ),
        (
            "RuntimeError: The NVIDIA driver on your system is too old (found version 10010).",
            Category.cuda_error,
        ),
        ("Failed to initialize NVML: Driver/library version mismatch", Category.cuda_error),
        (
            "torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/"
            "ProcessGroupNCCL.cpp:1333, internal error - please report this issue to the NCCL developers",
            Category.other,
        ),
        ("sqlite3.OperationalError: database or disk is full", Category.storage_error),
        (
            "NVRM: Xid (PCI:0000:3b:00): 63, pid=1234, name=python, "
            "Row Remapper: New row marked for remapping",
            Category.ecc_error,
        ),
    ],
)
def test_vendor_spellings_keep_their_category(line: str, category: Category) -> None:
    assert verdict(line)[0] is category
