"""The operational layer around a GPU job, end to end (rules/catalogs/container_gpu.yaml, mpi.yaml and
the scheduler rows of slurm_k8s.yaml): a node whose driver or container runtime cannot hand out GPUs
goes to a person, never to the job's owner and never to a cordon; an image or request that cannot
run as written goes to its owner; an MPI launcher's report of how the job ended stays an echo of the
failed rank's own error."""

from __future__ import annotations

from app.classify.prefixes import split_prefix
from app.vocabulary import DESTRUCTIVE_ACTIONS, Action, Blame, Category
from tests.incidents.probe import ENGINE, first, outcome


def test_a_host_without_the_driver_library_is_the_nodes_not_the_jobs_import() -> None:
    # glibc's "cannot open shared object file" alone is the job's environment; inside the toolkit's
    # hook it is the host's driver.
    line = (
        "docker: Error response from daemon: failed to create shim task: OCI runtime create failed: "
        "runc create failed: unable to start container process: error during container init: error running "
        "hook #0: error running hook: exit status 1, stdout: , stderr: Auto-detected mode as 'legacy' "
        "nvidia-container-cli: initialization error: load library failed: libnvidia-ml.so.1: cannot open "
        "shared object file: no such file or directory: unknown."
    )
    assert outcome(line) == (Category.cuda_error, Action.needs_human)
    assert outcome(
        "OSError: libnvidia-ml.so.1: cannot open shared object file: No such file or directory"
    ) == (
        Category.import_error,
        Action.no_restart_notify_user,
    )


def test_nvml_losing_the_gpus_inside_a_container_goes_to_a_person() -> None:
    v = first("Failed to initialize NVML: Unknown Error")
    assert (v.category, v.action) == (Category.cuda_error, Action.needs_human)


def test_an_image_needing_a_newer_driver_is_its_owners() -> None:
    line = (
        "nvidia-container-cli: requirement error: unsatisfied condition: cuda>=12.4, please update your "
        "driver to a newer version, or use an earlier cuda container: unknown."
    )
    assert outcome(line) == (Category.cuda_error, Action.no_restart_notify_user)


def test_docker_without_the_nvidia_runtime_is_the_nodes() -> None:
    for line in (
        'docker: Error response from daemon: could not select device driver "" with capabilities: [[gpu]].',
        "docker: Error response from daemon: unknown or invalid runtime name: nvidia.",
    ):
        v = first(line)
        assert v.action == Action.needs_human
        assert v.blame != Blame.user_code


def test_a_device_plugin_that_lost_its_gpus_is_not_a_cordon() -> None:
    v = first(
        "  Warning  UnexpectedAdmissionError  30s  kubelet  Allocate failed due to requested number of "
        "devices "
        "unavailable for nvidia.com/gpu. Requested: 4, Available: 0, which is unexpected"
    )
    assert v.action == Action.needs_human
    assert v.action not in DESTRUCTIVE_ACTIONS


def test_an_mpi_class_for_a_bad_argument_is_the_programs() -> None:
    for line in (
        "[gpu01:12345] *** MPI_ERR_TRUNCATE: message truncated",
        "Fatal error in PMPI_Recv: Message truncated, error stack:",
    ):
        assert outcome(line) == (Category.runtime_error, Action.no_restart_notify_user)


def test_mpi_other_error_has_no_owner() -> None:
    v = first(
        "Abort(1091471) on node 3 (rank 3 in comm 0): Fatal error in PMPI_Init: Other MPI error, error stack:"
    )
    assert v.action == Action.needs_human


def test_a_failed_peer_and_the_abort_stay_echoes_of_the_root_cause() -> None:
    v = first(
        "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB. GPU 0 has a total capacity "
        "of 79.10 GiB of which 1.02 GiB is free.",
        "[gpu02:4243] *** MPI_ERR_PROC_FAILED: Process Failure",
        "MPI_ABORT was invoked on rank 0 in communicator MPI_COMM_WORLD",
        "ORTE has lost communication with a remote daemon.",
    )
    assert (v.category, v.action) == (Category.cuda_oom, Action.no_restart_notify_user)


def test_a_lost_daemon_alone_is_for_a_person() -> None:
    v = first("ORTE has lost communication with a remote daemon.")
    assert v.action == Action.needs_human
    assert v.action not in DESTRUCTIVE_ACTIONS


def test_a_pending_job_that_can_never_run_is_its_owners() -> None:
    line = "            4242       gpu    train    alice PD       0:00      2 (PartitionTimeLimit)"
    assert first(line).action == Action.no_restart_notify_user
    # waiting on other jobs' usage is not a failure of the request
    assert not ENGINE.match(split_prefix("   JobState=PENDING Reason=QOSGrpGRES Dependency=(null)").message)
