"""Failure classes found by error analysis on the corpus's dev fold, each checked end to end (rules,
then the action table) in shapes other than the case that revealed it: other frameworks, versions
and wordings that the vendors print. A class is a kind of miss, not a case: the examples here are
not in the corpus."""

from __future__ import annotations

import pytest

from app.incidents.schemas import Verdict
from app.vocabulary import DESTRUCTIVE_ACTIONS, Action, Category
from tests.incidents.probe import HEALTHY, first, verdicts


def first_verdict(*lines: str) -> Verdict:
    """The first verdict after healthy training lines, then these."""
    return first(*HEALTHY, *lines)


def verdict(*lines: str) -> tuple[Category, Action]:
    v = first_verdict(*lines)
    return v.category, v.action  # type: ignore[attr-defined]


# --- a job that ran into its own time limit is not restarted behind its owner -----------------------
@pytest.mark.parametrize(
    "line",
    [
        "slurmstepd: error: *** STEP 88123.0 ON gpu-a-12 CANCELLED AT 2025-03-02T11:00:04 DUE TO TIME LIMIT "
        "***",
        "   JobState=TIMEOUT Reason=TimeLimit Dependency=(null)",
    ],
)
def test_a_time_limit_is_not_restarted(line: str) -> None:
    v = first_verdict(line)
    assert v.action == Action.no_restart_notify_user  # type: ignore[attr-defined]
    assert "time_limit" in v.action_reason  # type: ignore[attr-defined]


def test_a_preemption_still_resumes() -> None:
    line = "slurmstepd: error: *** JOB 5511 ON gpu07 CANCELLED AT 2025-03-02T11:00:04 DUE TO PREEMPTION ***"
    assert verdict(line)[1] == Action.restart_from_checkpoint


# --- deaths by SIGKILL with no reason: the OOM killer's usual work, never restarted ----------------
@pytest.mark.parametrize(
    "line",
    [
        "/var/spool/slurmd/job4411/slurm_script: line 22: 118822 Killed                  python -u "
        "pretrain.py",
        "torch.distributed.elastic.multiprocessing.api:failed (exitcode: -9) local_rank: 3 (pid: 4242) of "
        "binary: /opt/conda/bin/python",
        "(raylet) A worker died or was killed while executing a task by an unexpected system error. "
        "Worker exit type: SYSTEM_ERROR Worker exit detail: Worker unexpectedly exits with a connection "
        "error code 2.",
    ],
)
def test_a_sigkill_without_reason_is_a_host_oom_suspect_not_restarted(line: str) -> None:
    assert verdict(line) == (Category.host_oom, Action.no_restart_notify_user)


def test_a_sigkill_next_to_a_hardware_signature_is_held() -> None:
    category, _action = verdict(
        "NVRM: Xid (PCI:0000:3b:00): 79, pid=1234, GPU has fallen off the bus.",
        "torch.distributed.elastic.multiprocessing.api:failed (exitcode: -9) local_rank: 0 (pid: 4242)",
    )
    assert category == Category.gpu_xid


def test_rays_memory_monitor_kill_is_host_oom() -> None:
    line = (
        "ray.exceptions.OutOfMemoryError: Task was killed due to the node running low on memory. "
        "Memory on the node (IP: 10.0.0.7, ID: 5bf8) where the task was running was 54.86GB / 57.60GB"
    )
    assert verdict(line) == (Category.host_oom, Action.no_restart_notify_user)


# --- host hardware: uncorrectable DRAM errors are ECC errors on that node ---------------------------
@pytest.mark.parametrize(
    "line",
    [
        "Mar  2 03:11:52 gpu-b-03 kernel: EDAC MC1: 2 UE memory read error on "
        "CPU_SrcID#0_MC#1_Chan#0_DIMM#1 (channel:0 slot:1)",
        "kernel: EDAC amd64 MC0: 1 UE on unknown memory (csrow:2 channel:0 page:0x0 offset:0x0 grain:64)",
    ],
)
def test_an_uncorrectable_host_dram_error_is_ecc_and_cordons(line: str) -> None:
    assert verdict(line) == (Category.ecc_error, Action.cordon_and_restart)


def test_a_corrected_host_dram_error_is_not_a_cause() -> None:
    found = verdicts("kernel: EDAC MC0: 1 CE memory read error on CPU_SrcID#0_MC#0_Chan#0_DIMM#0")
    assert all(v.category != Category.ecc_error for v in found)


@pytest.mark.parametrize(
    "line",
    ["salloc: error: Node failure on gpu-h100-017", "sbatch: error: Node failure on dgx-04"],
)
def test_slurm_node_failure_from_any_client(line: str) -> None:
    assert verdict(line) == (Category.node_failure, Action.cordon_and_restart)


def test_nvidia_smi_inforom_corruption_is_a_gpu_fault() -> None:
    category, action = verdict("WARNING: infoROM is corrupted at gpu 00000000:B7:00.0")
    assert category == Category.gpu_xid
    assert action == Action.cordon_and_restart


# --- full disks and short writes recur --------------------------------------------------------------
@pytest.mark.parametrize(
    "lines",
    [
        [
            "OSError: Not enough disk space. Needed: 42.07 GiB (download: 12.50 GiB, generated: 29.57 GiB, "
            "post-processed: Unknown size)"
        ],
        [
            "RuntimeError: [enforce fail at inline_container.cc:595] . unexpected pos 1472 vs 1360",
        ],
        ["RuntimeError: PytorchStreamWriter failed writing file data/57: file write failed"],
    ],
)
def test_a_full_disk_or_short_checkpoint_write_is_not_restarted(lines: list[str]) -> None:
    category, action = verdict(*lines)
    assert category == Category.storage_error
    assert action == Action.no_restart_notify_user


# --- a corrupt checkpoint is loaded again by a restart ----------------------------------------------
@pytest.mark.parametrize(
    "line",
    [
        "RuntimeError: PytorchStreamReader failed reading zip archive: failed finding central directory",
        "RuntimeError: PytorchStreamReader failed reading file data/0: invalid header or archive is "
        "corrupted",
    ],
)
def test_a_corrupt_checkpoint_is_not_restarted(line: str) -> None:
    category, action = verdict(line)
    assert category == Category.model_loading_error
    assert action == Action.no_restart_notify_user


# --- model loading in transformers' and XLA's own words ---------------------------------------------
@pytest.mark.parametrize(
    "line",
    [
        "ValueError: Tokenizer class QWenTokenizer does not exist or is not currently imported.",
        "ValueError: The checkpoint you are trying to load has model type `gemma3` but Transformers does not "
        "recognize this architecture. This could be because of an issue with the checkpoint, or because your "
        "version of Transformers is out of date.",
    ],
)
def test_transformers_unknown_model_or_tokenizer_class_is_model_loading(line: str) -> None:
    assert verdict(line) == (Category.model_loading_error, Action.no_restart_notify_user)


def test_a_hub_weight_download_timeout_is_model_loading_and_restarts() -> None:
    line = (
        "requests.exceptions.ReadTimeout: (ReadTimeoutError(\"HTTPSConnectionPool(host='cdn-lfs-us-1.hf.co', "
        "port=443): Read timed out. (read timeout=10)\"), '(Request ID: 3f1c)')"
    )
    assert verdict(line) == (Category.model_loading_error, Action.restart_from_checkpoint)


@pytest.mark.parametrize(
    "line",
    [
        "jaxlib.xla_extension.XlaRuntimeError: RESOURCE_EXHAUSTED: XLA:TPU compile permanent error. Ran out "
        "of "
        "memory in memory space hbm. Used 30.21G of 15.48G hbm. Exceeded hbm capacity by 14.73G.",
        "RuntimeError: Bad StatusOr access: RESOURCE_EXHAUSTED: XLA:TPU compile permanent error. Ran out of "
        "memory in memory space vmem. While allocating on stack for %fusion.3",
    ],
)
def test_xla_accelerator_memory_exhaustion_is_device_oom(line: str) -> None:
    assert verdict(line) == (Category.cuda_oom, Action.no_restart_notify_user)


# --- object-store credentials missing: configuration, recurs ----------------------------------------
@pytest.mark.parametrize(
    "line",
    [
        "2025-01-07 10:56:44,228 ERROR - trainer.checkpoint - upload failed: Unable to locate credentials",
        'ERROR "cp ckpt/step_500.pt s3://runs/ckpt/": NoCredentialProviders: no valid providers in chain. '
        "Deprecated.",
    ],
)
def test_missing_object_store_credentials_are_not_restarted(line: str) -> None:
    assert verdict(line) == (Category.storage_error, Action.no_restart_notify_user)


# --- network setup failures (memory registration) recur; software completion statuses recur -------
@pytest.mark.parametrize(
    "line",
    [
        "gpu-03:48121:48390 [2] misc/ibvwrap.cc:182 NCCL WARN Call to ibv_reg_mr_iova2 failed with error "
        "Cannot allocate memory",
        "[1700000000.123] [gpu-03:4812:0]          ib_md.c:325  UCX  ERROR ibv_reg_mr(address=0x7f0, "
        "length=65536, access=0xf) failed: Cannot allocate memory",
        "[98211.004] infiniband efa_0: Failed to register mr [-12]",
    ],
)
def test_a_memory_registration_failure_is_not_restarted(line: str) -> None:
    category, action = verdict(line)
    assert category == Category.network_error
    assert action == Action.no_restart_notify_user


def test_a_verbs_software_status_by_name_recurs() -> None:
    line = (
        "libfabric:12345:1700000000::ofi_rxm:cq:rxm_cq_read_write_error():819<warn> fi_cq_readerr: err: "
        "5, prov_err: local protection error (4)"
    )
    v = first_verdict(line)
    assert v.action == Action.no_restart_notify_user  # type: ignore[attr-defined]


_RETRY_EXCEEDED = (
    "libfabric:1:1700000000::ofi_rxm:cq:rxm_cq_read_write_error():819<warn> fi_cq_readerr: err: 5, "
    "prov_err: transport retry counter exceeded (12)"
)


def _verdict_alone(*lines: str) -> tuple[Category, Action]:
    v = first(*lines)
    return v.category, v.action


def test_a_transport_retry_with_no_phase_evidence_is_not_restarted_automatically() -> None:
    # retry exceeded is the link's, but with no bad link named and nothing saying traffic had
    # flowed (a wrong address or a peer that never answered looks the same) a restart may fail again
    assert _verdict_alone(_RETRY_EXCEEDED)[1] not in DESTRUCTIVE_ACTIONS


def test_a_transport_retry_after_training_progressed_is_a_passing_link_fault() -> None:
    # ibv_poll_cq: after traffic flowed, retry exceeded means the remote side went away (a link
    # flap, a dead peer): the labelling rules restart it (app/incidents/phase.py)
    assert verdict(_RETRY_EXCEEDED) == (Category.network_error, Action.restart_from_checkpoint)


def test_a_transport_retry_while_setting_up_will_fail_again() -> None:
    setup = "NCCL INFO ncclCommInitRank comm 0x5555 rank 0 nranks 16 cudaDev 0 busId 18000 - Init START"
    assert _verdict_alone(setup, _RETRY_EXCEEDED)[1] == Action.no_restart_notify_user


# --- a store wait that times out is a missing peer, not a transient network fault ------------------
@pytest.mark.parametrize(
    "line",
    [
        "[rank5]: torch.distributed.DistStoreError: wait timeout after 600000ms, keys: "
        "/default_pg/0//cuda//0",
        "RuntimeError: Socket Timeout",
    ],
)
def test_a_store_wait_timeout_is_a_symptom_held(line: str) -> None:
    category, action = verdict(line)
    assert category == Category.connection_error
    assert action == Action.needs_human


def test_a_store_connect_timeout_is_held_without_a_passing_sign() -> None:
    # A connect timeout is also what a wrong MASTER_ADDR, a firewall or a dead master looks like:
    # the action table restarts a connection fault only beside a documented passing one.
    line = (
        "torch.distributed.DistNetworkError: The client socket has timed out after 900s while trying to "
        "connect to (10.1.2.3, 29500)."
    )
    assert verdict(line) == (Category.connection_error, Action.needs_human)


# --- ranks waiting in different collectives: the code, without sequence numbers too -----------------
def test_ranks_in_different_collectives_without_seqnum_are_a_code_bug() -> None:
    ops = [(0, "ALLGATHER"), (1, "ALLGATHER"), (2, "ALLREDUCE"), (3, "ALLREDUCE"), (4, "ALLREDUCE")]
    lines = [
        f"[E ProcessGroupNCCL.cpp:475] [Rank {r}] Watchdog caught collective operation timeout: "
        f"WorkNCCL(OpType={op}, Timeout(ms)=600000) ran for 600{r:03d} milliseconds before timing out."
        for r, op in ops
    ]
    v = first_verdict(*lines)
    assert (v.category, v.action) == (Category.nccl_timeout, Action.no_restart_notify_user)  # type: ignore[attr-defined]
    assert v.culprit.ranks == [0, 1]  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    "ops",
    [
        # a pipeline stage waiting in SEND while the others all-reduce
        [(0, "ALLREDUCE"), (1, "ALLREDUCE"), (2, "SEND"), (3, "SEND")],
        # one rank still in the previous collective
        [(0, "ALLREDUCE"), (1, "ALLREDUCE"), (2, "ALLREDUCE"), (3, "BROADCAST")],
    ],
)
def test_unsequenced_timeouts_that_need_not_be_a_mismatch_stay_held(ops: list[tuple[int, str]]) -> None:
    lines = [
        f"[E ProcessGroupNCCL.cpp:475] [Rank {r}] Watchdog caught collective operation timeout: "
        f"WorkNCCL(OpType={op}, Timeout(ms)=600000) ran for 600100 milliseconds before timing out."
        for r, op in ops
    ]
    assert verdict(*lines)[1] == Action.needs_human
