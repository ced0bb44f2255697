"""Failure classes the catalogs decide end to end (rules, then the action table): object-store
checkpoint traffic split transient/deterministic, full disks never restarted, loss-scale collapse,
host OOM kills and deaths by signal as the shell, containers and launchers report them."""

from __future__ import annotations

import pytest

from app.vocabulary import DESTRUCTIVE_ACTIONS, Action, Category
from tests.incidents.probe import HEALTHY, outcome, verdicts

CE = "botocore.exceptions.ClientError: An error occurred"


def verdict(*lines: str) -> tuple[Category, Action]:
    return outcome(*HEALTHY, *lines)


@pytest.mark.parametrize(
    "line",
    [
        CE + " (SlowDown) when calling the UploadPart operation: Please reduce your request rate.",
        CE + " (OperationAborted) when calling the PutObject "
        "operation: A conflicting conditional operation is currently in progress against this resource.",
        "boto3.exceptions.S3UploadFailedError: Failed to upload /ckpt/s.pt to b/s.pt: An error occurred "
        "(RequestLimitExceeded) when calling the PutObject operation",
        "s3transfer.exceptions.RetriesExceededError: Max Retries Exceeded",
        "google.api_core.exceptions.BadGateway: 502 POST https://storage.googleapis.com/upload/storage/v1/b/ckpt/o",
        "google.cloud.exceptions.ServiceUnavailable: 503 GET https://storage.googleapis.com/storage/v1/b/ckpt",
        "gcsfs.retry.HttpError: We encountered an internal error. Please try again., 503",
        "azure.core.exceptions.ServiceResponseTimeoutError: The read operation timed out",
        "ErrorCode:ServerBusy",
    ],
)
def test_transient_object_store_errors_restart_from_the_checkpoint(line: str) -> None:
    assert verdict(line) == (Category.storage_error, Action.restart_from_checkpoint)


@pytest.mark.parametrize(
    "line",
    [
        CE + " (NoSuchBucket) when calling the PutObject operation: The specified bucket does not exist",
        CE + " (InvalidToken) when calling the GetObject operation",
        "<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>",
        "botocore.exceptions.NoRegionError: You must specify a region.",
        "google.api_core.exceptions.Forbidden: 403 POST https://storage.googleapis.com/upload/v1/b/c: "
        "trainer@p.iam.gserviceaccount.com does not have storage.objects.create access",
        "google.auth.exceptions.DefaultCredentialsError: Your default credentials were not found.",
        "azure.core.exceptions.ClientAuthenticationError: Server failed to authenticate the request.",
        "ErrorCode:ContainerNotFound",
        "OSError: [Errno 28] No space left on device",
        "OSError: [Errno 122] Disk quota exceeded: '/ckpt/step_1200'",
    ],
)
def test_deterministic_storage_errors_are_never_restarted(line: str) -> None:
    assert verdict(line) == (Category.storage_error, Action.no_restart_notify_user)


@pytest.mark.parametrize(
    "line",
    [
        CE + " (RequestTimeTooSkewed) when calling the PutObject "
        "operation: The difference between the request time and the current time is too large.",
        "boto3.exceptions.S3UploadFailedError: Failed to upload /ckpt/s.pt to b/s.pt: connection lost",
        "RuntimeError: [enforce fail at inline_container.cc:595] . PytorchStreamWriter failed writing file "
        "data/12: file write failed",
        "RuntimeError: [enforce fail at inline_container.cc:471] . unexpected pos 61312 vs 61200",
        "torch.distributed.checkpoint.api.CheckpointException: CheckpointException ranks:dict_keys([0, 1])",
    ],
)
def test_storage_errors_without_a_known_cause_hold_for_a_person(line: str) -> None:
    category, action = verdict(line)
    assert category == Category.storage_error
    assert action not in DESTRUCTIVE_ACTIONS


def test_the_wrapped_code_decides_over_the_checkpoint_wrapper() -> None:
    assert verdict(
        "torch.distributed.checkpoint.api.CheckpointException: CheckpointException ranks:dict_keys([0])",
        CE + " (AccessDenied) when calling the PutObject operation",
    ) == (Category.storage_error, Action.no_restart_notify_user)


@pytest.mark.parametrize(
    "lines",
    [
        ["[deepspeed] OVERFLOW! Rank 0 Skipping step. Attempted loss scale: 1, reducing to 1"] * 3,
        ["Gradient overflow.  Skipping step, loss scaler 0 reducing loss scale to 1.52587890625e-05"],
        [
            " iteration     4100/  500000 | lm loss: 2.318E+00 | loss scale: 1.0 | grad norm: 0.842 |"
            " number of skipped iterations:  10 | number of nan iterations:   0 |"
        ],
        ["Exception: Current loss scale already at minimum - cannot decrease scale anymore. Exiting run."],
    ],
)
def test_loss_scale_collapse_is_the_models_numerics(lines: list[str]) -> None:
    assert verdict(*lines) == (Category.nan_or_value_error, Action.no_restart_notify_user)


def test_a_loss_scale_still_above_its_floor_is_no_signal() -> None:
    found = verdicts(
        "[deepspeed] OVERFLOW! Rank 0 Skipping step. Attempted loss scale: 65536, reducing to 32768",
        "Gradient overflow.  Skipping step, loss scaler 0 reducing loss scale to 32768.0",
    )
    assert found == []


@pytest.mark.parametrize(
    "line",
    [
        "trainer-0 exited with code 137",
        "command terminated with exit code 137",
        "Killed",
        "ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: -9) local_rank: 0 "
        "(pid: 1322) of binary: /usr/bin/python3",
    ],
)
def test_a_lone_sigkill_is_a_host_oom_suspect_not_restarted(line: str) -> None:
    # The OOM killer is the usual sender of a bare SIGKILL, and it kills the same footprint again:
    # no restart, the owner is told (the action table's killed_without_reason row).
    assert verdict(line) == (Category.host_oom, Action.no_restart_notify_user)


@pytest.mark.parametrize(
    "line",
    [
        "Nov 21 10:01:02 gpu04 kernel: Out of memory: Killed process 4242 (python) total-vm:123456789kB",
        "slurmstepd: error: Detected 1 oom_kill event in StepId=1234.0. Some of the step tasks have been "
        "OOM Killed.",
        "srun: error: gpu01: task 3: Out Of Memory",
        "      Reason:       OOMKilled",
    ],
)
def test_an_oom_killer_line_decides_host_oom(line: str) -> None:
    assert verdict(line, "Killed") == (Category.host_oom, Action.no_restart_notify_user)


@pytest.mark.parametrize(
    "line",
    [
        "Floating point exception (core dumped)",
        "Aborted (core dumped)",
        "/var/spool/slurmd/job4242/slurm_script: line 12:  4242 Floating point exception     python train.py",
        "trainer-0 exited with code 136",
    ],
)
def test_a_native_crash_by_signal_holds_for_a_person(line: str) -> None:
    assert verdict(line) == (Category.other, Action.needs_human)


@pytest.mark.parametrize(
    "line",
    [
        "Illegal instruction (core dumped)",
        "/var/spool/slurmd/job4242/slurm_script: line 12:  4242 Illegal instruction     python train.py",
        "trainer-0 exited with code 132",
    ],
)
def test_an_illegal_instruction_is_a_build_for_another_cpu_and_recurs(line: str) -> None:
    # signal(7): SIGILL is an instruction this CPU does not have; the same binary fails the same way
    assert verdict(line) == (Category.other, Action.no_restart_notify_user)


@pytest.mark.parametrize(
    "line",
    [
        "OSError: (External) Cudnn error, CUDNN_STATUS_INTERNAL_ERROR  (at /paddle/fluid/platform/ctx.h:210)",
        "OSError: (External) Cuda error(999), unknown error.",
        "OSError: (External) CUDA error(700), an illegal memory access was encountered.",
    ],
)
def test_paddles_external_library_errors_are_cuda_errors_not_os_errors(line: str) -> None:
    # The category is the point; the action is the table's (a CUDA error with no hardware line: the user's).
    category, action = verdict(line)
    assert category == Category.cuda_error
    assert action not in (Action.cordon_and_restart, Action.restart_from_checkpoint)


def test_a_local_protection_error_is_software_that_a_restart_repeats() -> None:
    line = (
        "gpu01:25146:25854 [0] ib_plugin.c:1105 NCCL WARN NET/IB : Got completion from peer 10.0.35.1<49189> "
        "with error 4, opcode 5327, len 5327, vendor err 81 (Send)"
    )
    assert verdict(line) == (Category.network_error, Action.no_restart_notify_user)


@pytest.mark.parametrize(
    "line",
    [
        "huggingface_hub.utils._errors.HfHubHTTPError: 504 Server Error: Gateway Time-out for URL  "
        "https://huggingface.co/api/models/org/model/commit/main",
        "requests.exceptions.HTTPError: 429 Client Error: Too Many Requests for url: https://objects.example.com/x",
    ],
)
def test_a_temporary_http_status_is_a_transient_connection_error(line: str) -> None:
    assert verdict(line) == (Category.connection_error, Action.restart_from_checkpoint)


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "cupy_backends.cuda.api.driver.CUDADriverError: CUDA_ERROR_OUT_OF_MEMORY: out of memory",
            Category.cuda_oom,
        ),
        (
            "JaxRuntimeError: RESOURCE_EXHAUSTED: Out of memory while trying to allocate 1024 bytes",
            Category.cuda_oom,
        ),
        (
            "numba.cuda.cudadrv.driver.CudaAPIError: [700] cuCtxSynchronize: CUDA_ERROR_ILLEGAL_ADDRESS",
            Category.cuda_error,
        ),
        ("No devices were found", Category.cuda_error),
    ],
)
def test_driver_api_and_other_frameworks_spell_the_same_cuda_faults(line: str, expected: Category) -> None:
    assert verdict(line)[0] == expected


def test_the_agent_receiving_sigterm_is_an_echo_not_a_cause() -> None:
    category, _action = verdict(
        "torch.distributed.elastic.multiprocessing.api.SignalException: Process 4242 got signal: 15",
        "RuntimeError: CUDA error: uncorrectable ECC error encountered",
    )
    assert category == Category.ecc_error


OOM_USER = (Category.host_oom, Action.no_restart_notify_user)
OTHER_USER = (Category.other, Action.no_restart_notify_user)
OTHER_RESTART = (Category.other, Action.restart_from_checkpoint)
OTHER_HUMAN = (Category.other, Action.needs_human)
DSTACK = "Run failed with error code {}. Check CLI and server logs for more details."


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        # PBS/Torque MOM kills and server mail, by the resource over the request (mom_main.c, pbs_messages.c)
        ("=>> PBS: job killed: mem 38427376kb exceeded limit 33554432kb", OOM_USER),
        ("=>> PBS: job killed: vmem 3372163072 exceeded limit 2147483648", OOM_USER),
        ("Job exceeded a memory resource limit (vmem, pvmem, etc.). Job was aborted", OOM_USER),
        ("=>> PBS: job killed: ncpus 38.28 exceeded limit 32 (sum)", OTHER_USER),
        (
            "Job 1435.gadi-pbs killed due to exceeding jobfs quota. Quota: 15.0GB, Used: 15.0GB, Host: n1",
            (Category.storage_error, Action.no_restart_notify_user),
        ),
        # a walltime is a time limit: the same request meets it again (the time_limit recurrence sign)
        ("=>> PBS: job killed: walltime 906 exceeded limit 900", OTHER_USER),
        ("TERM_RUNLIMIT: job killed after reaching LSF run time limit.", OTHER_USER),
        ("MOAB_INFO:  job exceeded wallclock limit", OTHER_USER),
        # LSF termination reasons
        ("TERM_THREADLIMIT: job killed after reaching LSF thread limit.", OTHER_USER),
        ("TERM_SWAP: job killed after reaching LSF swap usage limit.", OOM_USER),
        ("TERM_PREEMPT: job killed after preemption.", OTHER_RESTART),
        # dstack's termination reasons
        (DSTACK.format("INTERRUPTED_BY_NO_CAPACITY"), OTHER_RESTART),
        (DSTACK.format("INSTANCE_UNREACHABLE"), (Category.node_failure, Action.needs_human)),
        # slurmd refusing a task launch (slurm_errno.c): the cluster's auth for a person,
        # a CPU binding for the owner
        ("srun: error: Task launch for 13.0 failed on node adas-ml-2: Invalid job credential", OTHER_HUMAN),
        ("srun: error: Application launch failed: Job credential expired", OTHER_HUMAN),
        ("srun: error: Task launch for 9.2 failed on node r: Unable to satisfy cpu bind request", OTHER_USER),
    ],
)
def test_scheduler_kills_and_launch_refusals_by_their_documented_reason(
    line: str, expected: tuple[Category, Action]
) -> None:
    assert verdict(line) == expected


@pytest.mark.parametrize(
    "lines",
    [["ExitCode:137,", "OOMKilled:false,"], ['      "ExitCode": 137,', '      "OOMKilled": false,']],
)
def test_a_container_state_that_says_it_was_not_oom_killed_is_no_oom(lines: list[str]) -> None:
    # docker inspect's State: exit 137 with OOMKilled false means no OOM kill of the container's cgroup
    found = verdicts(*HEALTHY, *lines)
    assert all(v.category != Category.host_oom for v in found)


@pytest.mark.parametrize("row", ["76980 nan", "[0282ms][nan][nan]", "1200 | 2.31 | NaN | 3e-4"])
def test_a_bare_metrics_row_turned_nan_is_divergence_when_nothing_else_explains_the_end(row: str) -> None:
    assert verdict("76960 2.735384", "76970 2.6265104", row) == (
        Category.nan_or_value_error,
        Action.no_restart_notify_user,
    )


def test_a_bare_metrics_row_with_nan_stays_a_symptom_beside_a_root_cause() -> None:
    oom = "torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB"
    assert verdict("76980 nan", oom) == (Category.cuda_oom, Action.no_restart_notify_user)


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        # GNU Wget's failed response; its "<date> <time> ERROR " header is a logger's to the splitter
        (
            "2023-12-06 14:23:35 ERROR 429: Too Many Requests.",
            (Category.connection_error, Action.restart_from_checkpoint),
        ),
        # the Hub (or its HF_ENDPOINT mirror) has no such file: the same request fails again
        (
            "requests.exceptions.HTTPError: 404 Client Error: Not Found for url: "
            "https://hf-mirror.com/org/model/resolve/main/config.json",
            (Category.model_loading_error, Action.no_restart_notify_user),
        ),
        # vLLM's KV cache cannot hold one sequence: the footprint asked for
        (
            "ValueError: The model's max seq len (32768) is larger than the maximum number of tokens that "
            "can be stored in KV cache (20000).",
            (Category.cuda_oom, Action.no_restart_notify_user),
        ),
        # transformers' lazy import of a module whose own import failed: a dependency
        (
            "RuntimeError: Failed to import transformers.models.qwen2_vl.modeling_qwen2_vl because of the "
            "following error (look up to see its traceback):",
            (Category.import_error, Action.no_restart_notify_user),
        ),
        # a number format or kernel this GPU generation does not have
        (
            "ERROR: FP8 models require a GPU with Compute Capability 8.9 or higher (e.g., RTX 4090).",
            (Category.runtime_error, Action.no_restart_notify_user),
        ),
        # glibc's assert(3) and a C++ library's check: the condition fails the same way next time
        (
            "python: /project/lib/Analysis/Allocation.cpp:40: void f(): Assertion `!(a && b)' failed.",
            (Category.assertion_error, Action.no_restart_notify_user),
        ),
        (
            "[TensorRT-LLM][ERROR] Assertion failed: mpiSize == tp * pp (/app/runtime/worldConfig.cpp:80)",
            (Category.assertion_error, Action.no_restart_notify_user),
        ),
        # TurboMind's CUDA check; reqwest's HTTP status (a Hub rate limit passes)
        (
            "  what():  [TM][ERROR] CUDA runtime error: out of memory /lmdeploy/src/allocator.h:233",
            (Category.cuda_oom, Action.no_restart_notify_user),
        ),
        (
            "Error: Download failed: request error: HTTP status client error (429 Too Many Requests) for url "
            "(https://huggingface.co/org/model/resolve/main/model.safetensors)",
            (Category.connection_error, Action.restart_from_checkpoint),
        ),
        # a kubelet disk eviction by the pod's own usage (its owner) or by a little (a person); a
        # cloud's capacity passes, an infeasible request recurs
        (
            "Message: The node was low on resource: ephemeral-storage. Container llm was using 57900024Ki, "
            "request is 0, has larger consumption of ephemeral-storage.",
            (Category.storage_error, Action.no_restart_notify_user),
        ),
        (
            "Message: The node was low on resource: ephemeral-storage. Container app was using 34260Ki, "
            "which exceeds its request of 0.",
            (Category.storage_error, Action.needs_human),
        ),
        (
            "Failed Reason: CapacityError: Unable to provision requested ML compute capacity. Please retry.",
            (Category.other, Action.restart_from_checkpoint),
        ),
        (
            "(autoscaler +2m59s) Error: No available node types can fulfill resource request {'CPU': 3.0}.",
            (Category.other, Action.no_restart_notify_user),
        ),
        # the CUDA driver failing to initialize: the node's driver state, for an admin (no cordon)
        (
            "E external/xla/xla/stream_executor/cuda/cuda_driver.cc:268] "
            "failed call to cuInit: CUDA_ERROR_UNKNOWN: unknown error",
            (Category.cuda_error, Action.needs_human),
        ),
        # the gpuErrchk idiom: cudaGetErrorString, then the source file and line
        (
            "Error: too many resources requested for launch NormalDistributionsTransform.cu 780",
            (Category.cuda_error, Action.no_restart_notify_user),
        ),
        (
            "GPUassert: out of memory /src/kernels/reduce.cu 87",
            (Category.cuda_oom, Action.no_restart_notify_user),
        ),
        # HDF5's structural checks: the bytes are not (or no longer) an HDF5 file
        (
            "OSError: Can't read data (wrong B-tree signature)",
            (Category.dataset_loading_error, Action.no_restart_notify_user),
        ),
        # a write timing out on an open connection passes like a read timeout
        (
            "requests.exceptions.ConnectionError: "
            "('Connection aborted.', timeout('The write operation timed out',))",
            (Category.connection_error, Action.restart_from_checkpoint),
        ),
        # a Llama 3.1 config read by a transformers older than 4.43
        (
            "ValueError: `rope_scaling` must be a dictionary with two fields, `type` and `factor`, "
            "got {'factor': 8.0, 'rope_type': 'llama3'}",
            (Category.model_loading_error, Action.no_restart_notify_user),
        ),
        # TensorFlow's TPU estimator: the TPU host went away under the job (preempted), resume
        (
            "INFO:tensorflow:ShutdownHook: lame workers found: "
            "HeartbeatManager(/job:worker/replica:0/task:0/device:CPU:0)",
            (Category.other, Action.restart_from_checkpoint),
        ),
        # NCCL's P2P transport refused a peer's buffer: the device pair cannot reach each other
        # (cudaErrorPeerAccessUnsupported, a property of the placement), the owner turns P2P off
        (
            "gpu01:2753:2762 [0] transport/p2p.cu:548 NCCL WARN failed to open CUDA IPC handle : 64 "
            "peer access is not supported between these two devices",
            (Category.cuda_error, Action.no_restart_notify_user),
        ),
        # XLA's PJRT client logging a compiled program's INVALID_ARGUMENT: the same inputs fail again
        (
            "E0125 15:22:55.460935 1310419 pjrt_stream_executor_client.cc:3086] Execution of replica 0 "
            "failed: INVALID_ARGUMENT: Executable expected shape u32[1,256]{1,0} for argument 291 but got "
            "incompatible shape u32[256]{0}",
            (Category.runtime_error, Action.no_restart_notify_user),
        ),
        # Ray 1.x's memory monitor is host memory, not the GPU's
        (
            "ray._private.memory_monitor.RayOutOfMemoryError: More than 95% of the memory on node n1 is "
            "used (15.08 / 15.73 GB). The top 10 memory consumers are:",
            (Category.host_oom, Action.no_restart_notify_user),
        ),
        # the node's driver cannot be used at all: a person repairs it (a node_service row)
        (
            "NVIDIA-SMI has failed because it couldn\u2018t communicate with the NVIDIA driver.",
            (Category.cuda_error, Action.needs_human),
        ),
        (
            "ComfyUI error: RuntimeError: CUDA unknown error - this may be due to an incorrectly set up "
            "environment, e.g. changing env variable CUDA_VISIBLE_DEVICES after program start.",
            (Category.cuda_error, Action.needs_human),
        ),
        # a tokenizer transformers cannot build without sentencepiece, and a shape TensorFlow's
        # broadcasting refuses, logged without its exception class: the environment, the model code
        (
            "You need to have sentencepiece installed to convert a slow tokenizer to a fast one.",
            (Category.model_loading_error, Action.no_restart_notify_user),
        ),
        (
            "2023-05-15 13:22:10.433357: E tensorflow_federated/cc/core/impl/executors/tensorflow_executor"
            ".cc:711] Failed to run computation: {{function_node f}} "
            "Incompatible shapes: [32,12] vs. [32,998,12]",
            (Category.runtime_error, Action.no_restart_notify_user),
        ),
        # OmegaConf's refusal as Hydra prints it without HYDRA_FULL_ERROR: the config, every run
        (
            "Invalid type assigned : ModelCheckpointConf is not a subclass of ModelCheckpointConf. value: {}",
            (Category.nan_or_value_error, Action.no_restart_notify_user),
        ),
        # a program's own CUDA check naming CUDA and ending in cudaGetErrorString's text: the code's
        # build for the wrong architecture, not a segfault that follows it
        (
            "CUDA kernel failed : invalid device function",
            (Category.cuda_error, Action.no_restart_notify_user),
        ),
        # vLLM's start-up memory check: the setting asks for more than the GPU has free
        (
            "ValueError: Free memory on device (3.22/4.0 GiB) on startup is less than desired GPU "
            "memory utilization (0.9, 3.6 GiB). Decrease GPU memory utilization or reduce GPU memory "
            "used by other processes.",
            (Category.cuda_oom, Action.no_restart_notify_user),
        ),
        # xformers has no attention kernel for these inputs on this GPU: refused again
        (
            "NotImplementedError: No operator found for `memory_efficient_attention_forward` with inputs:",
            (Category.runtime_error, Action.no_restart_notify_user),
        ),
        # ROCm's rocBLAS has no kernel library for this GPU's architecture
        (
            "rocBLAS error: Cannot read /opt/rocm/lib/rocblas/library/TensileLibrary.dat: "
            "No such file or directory for GPU arch : gfx1201",
            (Category.cuda_error, Action.no_restart_notify_user),
        ),
        # torch.load's weights_only refusal as a rank-prefixed excerpt keeps only its closing advice
        (
            "[rank1]: Check the documentation of torch.load to learn more about types accepted by "
            "default with weights_only https://pytorch.org/docs/stable/generated/torch.load.html.",
            (Category.model_loading_error, Action.no_restart_notify_user),
        ),
        # slurmctld too busy to answer a submission in time: the request was never judged, and the
        # same submission later goes through
        (
            "sbatch: error: Batch job submission failed: Socket timed out on send/recv operation",
            (Category.connection_error, Action.restart_from_checkpoint),
        ),
        # a dataset's archive cut short (Python's gzip/bz2/lzma readers): every epoch meets it
        (
            "EOFError: Compressed file ended before the end-of-stream marker was reached",
            (Category.dataset_loading_error, Action.no_restart_notify_user),
        ),
        # sbatch only submits: its error is the submission refused, before anything ran
        (
            "sbatch: error: Failed to validate job spec. --gpus-per-task or --tres-per-task used without "
            "either --gpus or -n/--ntasks is not allowed.",
            (Category.other, Action.no_restart_notify_user),
        ),
        # the device plugin's Xid line is read by the Xid's number: 48 is a double-bit ECC error
        (
            "I0131 10:00:00.000000       1 health.go:169] XidCriticalError: Xid=48 on "
            "Device=GPU-e3dbf294-2783-f38b-4274-5bc836df5be1; marking device as unhealthy.",
            (Category.ecc_error, Action.cordon_and_restart),
        ),
        # NVML refusing an index that does not exist: the program's call, the same every time
        (
            "pynvml.NVMLError_InvalidArgument: Invalid Argument",
            (Category.cuda_error, Action.no_restart_notify_user),
        ),
        # NVML's unknown error names no owner: held for a person, not the CUDA table row's owner
        ("pynvml.nvml.NVMLError_Unknown: Unknown Error", (Category.cuda_error, Action.needs_human)),
    ],
)
def test_service_refusals_environment_limits_platforms_and_vendor_shapes_by_their_documented_meaning(
    line: str, expected: tuple[Category, Action]
) -> None:
    assert verdict(line) == expected


def test_pytorch_driver_check_beats_the_assertion_that_carries_it() -> None:
    lines = ("AssertionError:", "The NVIDIA driver on your system is too old (found version 9000).")
    assert verdict(*lines) == (Category.cuda_error, Action.no_restart_notify_user)


def test_a_trainer_reporting_nan_or_inf_in_its_own_words_is_divergence_when_alone() -> None:
    line = "Skipping backward and optimizer step for nan or inf in forwarding metrics/loss!"
    assert verdict(line) == (Category.nan_or_value_error, Action.no_restart_notify_user)


def test_nccl_shared_memory_segment_failure_as_pasted_without_its_warn_prefix() -> None:
    line = "Error while creating shared memory segment /dev/shm/nccl-pZafXL (size 7340384)"
    assert verdict(line) == (Category.os_error, Action.no_restart_notify_user)


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        # JAX's start-up barrier: not every task registered in time, like a rendezvous timeout at set-up
        (
            "Stopping coordination service as cluster registration failed. This may be due to 1) some "
            "tasks crashed earlier before connecting, 2) some tasks were never scheduled.",
            (Category.connection_error, Action.restart_from_checkpoint),
        ),
        # AMReX's GPU error check names the cudaError_t number and its text
        (
            "amrex::Abort::10::CUDA error 2 in file /src/AMReX_Arena.cpp line 193: out of memory !!!",
            (Category.cuda_oom, Action.no_restart_notify_user),
        ),
        # the HPC SDK's runtime names the driver call and its CUresult
        (
            "call to cuStreamSynchronize returned error 2: Out of memory",
            (Category.cuda_oom, Action.no_restart_notify_user),
        ),
    ],
)
def test_hpc_runtimes_report_cuda_and_rendezvous_faults_in_their_own_shapes(
    line: str, expected: tuple[Category, Action]
) -> None:
    assert outcome(line) == expected  # at start-up: no training progress before the line


def _traceback(frame: str, code: str, exception: str) -> tuple[str, ...]:
    return (
        "Traceback (most recent call last):",
        f'  File "{frame}", line 132, in main',
        f"    {code}",
        exception,
    )


@pytest.mark.parametrize(
    ("frame", "code"),
    [
        ("train.py", "optimizer.load_state_dict(checkpoint['optimizer'])"),
        ("train.py", "iteration = state_dict['total_iters']"),
        ("/workspace/megatron/checkpointing.py", "iteration = sd['iteration']"),
        # transformers too old for the checkpoint's model_type (CONFIG_MAPPING[...] raises KeyError)
        (
            "/usr/lib/python3.9/site-packages/transformers/models/auto/configuration_auto.py",
            "raise KeyError(key)",
        ),
    ],
)
def test_a_key_error_reading_a_loaded_checkpoint_is_a_model_loading_error(frame: str, code: str) -> None:
    lines = _traceback(frame, code, "KeyError: 'optimizer'")
    assert verdict(*lines) == (Category.model_loading_error, Action.no_restart_notify_user)


def test_a_key_error_elsewhere_stays_a_runtime_error() -> None:
    lines = _traceback(
        "train.py", "mask_weight = batch['dense_wh_mask'].sum() + 1e-4", "KeyError: 'dense_wh_mask'"
    )
    assert verdict(*lines) == (Category.runtime_error, Action.no_restart_notify_user)


def test_native_backtrace_frames_are_never_the_cause() -> None:
    lines = (
        "[rank0]:[E816 01:09:38 ProcessGroupNCCL.cpp:1515] Watchdog caught collective operation timeout",
        "frame #0: c10::Error::Error(c10::SourceLocation, std::string) + 0x96 (0x7808 in libc10.so)",
    )
    assert outcome(*lines)[0] == Category.nccl_timeout
