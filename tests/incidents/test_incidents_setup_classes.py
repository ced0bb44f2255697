"""Environment and storage-access failures as their tools document them, end to end (rules, then the
action table, through JobAnalyzer as ``crashcart eval`` reads a log): a Python package pip or conda
cannot provide, an apt package that does not exist, an extension built against another CUDA, a
container image the registry refuses or does not hold, Cloud Storage refusing the caller, a shell
command refused with EACCES: all recur (no restart, the owner is told). A registry 5xx passes (pull
again); Docker Hub's rate limit, a pod backing off its image pull with no reason in view, a node's
disk-pressure eviction and a volume that did not mount are held for a person. Lines are written in
each tool's documented format; none is a corpus case."""

from __future__ import annotations

import pytest

from app.vocabulary import DESTRUCTIVE_ACTIONS, Action, Category
from tests.incidents.probe import first, verdicts

NOTIFY = Action.no_restart_notify_user
RESTART = Action.restart_from_checkpoint
HUMAN = Action.needs_human

RECURS: list[tuple[list[str], Category]] = [
    # pip: no distribution, no resolution, a wheel that does not build
    (
        [
            "ERROR: Could not find a version that satisfies the requirement torch==2.9.0+cu131 (from "
            "versions: none)",
            "ERROR: No matching distribution found for torch==2.9.0+cu131",
        ],
        Category.other,
    ),
    (
        [
            "ERROR: Cannot install -r requirements.txt (line 3) and numpy==1.19.0 because these package "
            "versions "
            "have conflicting dependencies.",
            "ERROR: ResolutionImpossible: for help visit https://pip.pypa.io/en/latest/topics/dependency-"
            "resolution/#dealing-with-dependency-conflicts",
        ],
        Category.other,
    ),
    (
        [
            "  error: subprocess-exited-with-error",
            "  ERROR: Failed building wheel for apex",
            "ERROR: Could not build wheels for apex, which is required to install pyproject.toml-based "
            "projects",
        ],
        Category.other,
    ),
    # conda and mamba solvers
    (
        [
            "Solving environment: failed",
            "PackagesNotFoundError: The following packages are not available from current channels:",
            "  - pytorch-cuda=13.1",
        ],
        Category.other,
    ),
    (["ResolvePackageNotFound:", "  - cudatoolkit==10.1.243=h6bb024c_0"], Category.other),
    (
        [
            "LibMambaUnsatisfiableError: Encountered problems while solving:",
            "  - nothing provides cuda-version >=12.8 needed by pytorch-2.7.0",
        ],
        Category.other,
    ),
    (["error    libmamba Could not solve for environment specs"], Category.other),
    # a conda channel that refuses or does not exist as configured
    (
        [
            "UnavailableInvalidChannel: HTTP 404 NOT FOUND for channel pytroch "
            "<https://conda.anaconda.org/pytroch>"
        ],
        Category.other,
    ),
    # a conda channel never reached before any progress: the next launch meets the same network
    (
        [
            "CondaHTTPError: HTTP 000 CONNECTION FAILED for url "
            "<https://conda.anaconda.org/pytorch/linux-64/current_repodata.json>"
        ],
        Category.connection_error,
    ),
    # apt
    (["E: Unable to locate package libnccl2"], Category.other),
    # an extension built with a CUDA toolkit other than PyTorch's
    (
        [
            "RuntimeError: The detected CUDA version (12.4) mismatches the version that was used to compile "
            "PyTorch (11.8). Please make sure to use the same CUDA versions."
        ],
        Category.cuda_error,
    ),
    # images the registry does not hold or will not give this puller
    (
        [
            "  Warning  Failed     10s (x3 over 50s)  kubelet  Failed to pull image "
            '"nvcr.io/nvidia/pytorch:25.13-py3": '
            "rpc error: code = NotFound desc = failed to pull and unpack image "
            '"nvcr.io/nvidia/pytorch:25.13-py3": '
            'failed to resolve reference "nvcr.io/nvidia/pytorch:25.13-py3": '
            "nvcr.io/nvidia/pytorch:25.13-py3: not found",
            "  Warning  Failed     10s (x3 over 50s)  kubelet  Error: ErrImagePull",
            "  Normal   BackOff    2s (x4 over 49s)   kubelet  Back-off pulling image "
            '"nvcr.io/nvidia/pytorch:25.13-py3"',
            "  Warning  Failed     2s (x4 over 49s)   kubelet  Error: ImagePullBackOff",
        ],
        Category.other,
    ),
    (
        [
            '  Warning  Failed  5s  kubelet  Failed to pull image "registry.corp/ml/train:v7": rpc error: '
            "code = "
            'Unknown desc = failed to pull and unpack image "registry.corp/ml/train:v7": failed to resolve '
            "reference "
            '"registry.corp/ml/train:v7": pulling from host registry.corp failed with status code '
            "[manifests v7]: "
            "401 Unauthorized"
        ],
        Category.other,
    ),
    (
        [
            "docker: Error response from daemon: pull access denied for team/trainer, repository does not "
            "exist "
            "or may require 'docker login': denied: requested access to the resource is denied."
        ],
        Category.other,
    ),
    # Cloud Storage refusing the caller, or no object at the path
    (
        [
            "AccessDeniedException: 403 trainer@proj.iam.gserviceaccount.com does not have "
            "storage.objects.create "
            "access to the Google Cloud Storage object."
        ],
        Category.storage_error,
    ),
    (["CommandException: No URLs matched: gs://ckpt-bucket/run7/step_4000"], Category.storage_error),
    # mounts refused as configured: the NFS export, the gcsfuse bucket, s3fs without credentials
    (["mount.nfs: access denied by server while mounting 10.0.0.2:/export/datasets"], Category.storage_error),
    (
        [
            "gcsfuse: mount: mountWithArgs: failed to open connection - getConnWithRetry: get bucket: "
            "NotFound: storage: bucket doesn't exist"
        ],
        Category.storage_error,
    ),
    (["s3fs: could not determine how to establish security credentials."], Category.storage_error),
    # a container that cannot start as specified: a missing Secret, a command not in the image
    (['  Warning  Failed  12s (x3 over 40s)  kubelet  Error: secret "hf-token" not found'], Category.other),
    (["trainer-0   0/1     InvalidImageName   0          2m"], Category.other),
    (
        [
            "      Reason:       ContainerCannotRun",
            "      Message:      OCI runtime create failed: runc create failed: unable to start container "
            'process: exec: "torchrun": executable file not found in $PATH: unknown',
        ],
        Category.file_not_found,
    ),
    # a shell command refused with EACCES
    (["mkdir: cannot create directory '/lustre/proj/ckpt': Permission denied"], Category.os_error),
]


@pytest.mark.parametrize(("lines", "category"), RECURS)
def test_environment_and_access_failures_recur(lines: list[str], category: Category) -> None:
    v = first(*lines)
    assert (v.category, v.action) == (category, NOTIFY)  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    "line",
    [
        "Error response from daemon: received unexpected HTTP status: 503 Service Unavailable",
        "CondaHTTPError: HTTP 503 SERVICE UNAVAILABLE for url "
        "<https://conda.anaconda.org/conda-forge/linux-64/repodata.json>",
        'dockerd[2211]: time="2025-03-20T14:31:17.6+02:00" level=error msg="Download failed, retrying: '
        "received "
        'unexpected HTTP status: 502 Bad Gateway"',
        'Failed to pull image "busybox": failed to resolve reference "docker.io/library/busybox:latest": '
        "failed to "
        "fetch anonymous token: unexpected status: 503 Service Unavailable",
    ],
)
def test_registry_or_channel_server_error_pulls_again(line: str) -> None:
    v = first(line)
    assert (v.category, v.action) == (Category.other, RESTART)  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    ("lines", "category"),
    [
        (
            [
                '  Warning  Failed  32s  kubelet  Failed to pull image "ubuntu:22.04": rpc error: code = '
                "Unknown "
                "desc = toomanyrequests: You have reached your pull rate limit. You may increase the limit "
                "by "
                "authenticating and upgrading: https://www.docker.com/increase-rate-limit",
                "  Warning  Failed  13s  kubelet  Error: ErrImagePull",
            ],
            Category.other,
        ),
        # the back-off alone: an echo whose reason is not in view
        (["trainer-0   0/1     ImagePullBackOff   0          5m"], Category.other),
        # node-pressure eviction: the evicted pod is not shown to be what filled the disk
        (
            [
                "Status:         Failed",
                "Reason:         Evicted",
                "Message:        The node was low on resource: ephemeral-storage. Container trainer was "
                "using "
                "1200Ki, which exceeds its request of 0.",
            ],
            Category.storage_error,
        ),
        (
            [
                "  Warning  FailedMount  3m (x6 over 14m)  kubelet  MountVolume.SetUp failed for volume "
                '"datasets" '
                ": mount failed: exit status 32"
            ],
            Category.storage_error,
        ),
    ],
)
def test_undecided_setup_and_storage_faults_go_to_a_person(lines: list[str], category: Category) -> None:
    v = first(*lines)
    assert (v.category, v.action) == (category, HUMAN)  # type: ignore[attr-defined]
    assert v.action not in DESTRUCTIVE_ACTIONS  # type: ignore[attr-defined]


def test_container_exceeding_its_own_ephemeral_limit_still_recurs() -> None:
    v = first('  Message:  Container trainer exceeded its local ephemeral storage limit "10Gi".')
    assert (v.category, v.action) == (Category.storage_error, NOTIFY)  # type: ignore[attr-defined]


def test_successful_pulls_installs_and_mounts_stay_quiet() -> None:
    found = verdicts(
        '  Normal  Pulled  34m  kubelet  Successfully pulled image "nvcr.io/nvidia/pytorch:24.01-py3" '
        "in 2m56s",
        '  Normal  SuccessfulMountVolume  4m  kubelet  MountVolume.SetUp succeeded for volume "shared"',
        "Requirement already satisfied: numpy==1.24.3 in /usr/local/lib/python3.11/dist-packages (1.24.3)",
        "Successfully installed flash-attn-2.7.4",
        "Solving environment: done",
    )
    assert found == []


@pytest.mark.parametrize(
    "line",
    [
        # an object store named only by its URL scheme, on a line no rule knows (and a bare exception)
        "ERROR: checkpoint upload to s3://ckpt-bucket/run7/step_4000 failed after 5 attempts",
        "Error: failed to sync checkpoint to az://ckpts/run7: context deadline exceeded",
        # a mount helper's failure
        "mount.nfs: mounting nfs01:/export failed, reason given by server: No such file or directory",
        "mount error(112): Host is down",
    ],
)
def test_unrecognised_storage_lines_are_storage_errors_for_a_person(line: str) -> None:
    v = first(line)
    assert (v.category, v.action) == (Category.storage_error, HUMAN)  # type: ignore[attr-defined]


def test_a_bare_exception_without_class_words_stays_a_runtime_error() -> None:
    v = first("MyPipelineError: something odd happened in stage 3")
    # An exception of the program's own code path recurs (the uncaught_exception sign): the owner
    # is told; the verdict stays ambiguous, so the LLM agent reads it when one is configured.
    assert (v.category, v.action) == (Category.runtime_error, NOTIFY)  # type: ignore[attr-defined]
    assert v.ambiguous  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    ("lines", "category", "action"),
    [
        # the datasets library cannot cast the files to one schema: recurs
        (
            [
                "TypeError: Couldn't cast array of type",
                "struct<role: string, content: string>",
                "to",
                "{'role': Value(dtype='string', id=None), 'loss': Value(dtype='bool', id=None)}",
            ],
            Category.dataset_loading_error,
            NOTIFY,
        ),
        (["datasets.table.CastError: Couldn't cast"], Category.dataset_loading_error, NOTIFY),
        # huggingface_hub refusing a gated repo, from_pretrained given a directory without weights
        (["huggingface_hub.errors.GatedRepoError: 403 Client Error."], Category.model_loading_error, NOTIFY),
        (
            [
                "OSError: Error no file named pytorch_model.bin, model.safetensors, tf_model.h5, "
                "model.ckpt.index or flax_model.msgpack found in directory /ckpt/run7."
            ],
            Category.model_loading_error,
            NOTIFY,
        ),
        # a download that arrived cut short: a weight file, a data file; a person decides
        (
            [
                "OSError: Consistency check failed: file should be of size 4976698672 but has size "
                "2310393856 ((…)of-00002.safetensors). We are sorry for the inconvenience. Please retry "
                "with `force_download=True`."
            ],
            Category.model_loading_error,
            HUMAN,
        ),
        (
            [
                "OSError: Consistency check failed: file should be of size 122218957 but has size "
                "56690589 ((…)f11adbfc933c.parquet)."
            ],
            Category.dataset_loading_error,
            HUMAN,
        ),
    ],
)
def test_hub_model_and_dataset_classes(lines: list[str], category: Category, action: Action) -> None:
    v = first(*lines)
    assert (v.category, v.action) == (category, action)  # type: ignore[attr-defined]
