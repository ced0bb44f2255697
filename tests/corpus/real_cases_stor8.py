# ruff: noqa
"""Real excerpts, batch STOR8: the job's environment cannot be built or fetched. pip finding no
distribution for a requirement, conda and mamba solvers finding no package or no solution, a
container image that the kubelet or Docker cannot pull (a name or tag that does not exist, a
registry refusing the credentials, Docker Hub's pull rate limit, Docker Hub answering 503). Verbatim
log lines as printed in public threads (each repository maps to the dev fold and was not in the
corpus before); labels from what each thread concluded, or from the log where it concluded
nothing (the notes say which)."""

from __future__ import annotations

from real_kit import HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    # --- pip: no distribution satisfies the requirement --------------------------------------
    real(
        GH + "perslev/U-Time/issues/18",
        "perslev/U-Time",
        "other",
        "user_code",
        USER,
        "ERROR: Could not find a version that satisfies the requirement tensorflow-gpu==2.2.0",
        r"""
        INFO: pip is looking at multiple versions of carbontracker to determine which version is compatible with other requirements. This could take a while.
        INFO: pip is looking at multiple versions of utime to determine which version is compatible with other requirements. This could take a while.
        ERROR: Could not find a version that satisfies the requirement tensorflow-gpu==2.2.0 (from mpunet) (from versions: none)
        ERROR: No matching distribution found for tensorflow-gpu==2.2.0
        """,
        "Installing U-Time on a Mac without a GPU: PyPI has no tensorflow-gpu wheel for that platform "
        "(from versions: none), so pip fails the same way on every attempt; the requirement or the "
        "platform must change. A configuration fault for the owner.",
    ),
    real(
        GH + "ZHO-ZHO-ZHO/ComfyUI-InstantID/issues/74",
        "ZHO-ZHO-ZHO/ComfyUI-InstantID",
        "other",
        "user_code",
        USER,
        "ERROR: Could not find a version that satisfies the requirement onnxruntime-gpu",
        r"""
        Collecting diffusers (from -r requirements.txt (line 5))
          Downloading diffusers-0.25.1-py3-none-any.whl.metadata (19 kB)
        ERROR: Could not find a version that satisfies the requirement onnxruntime-gpu (from versions: none)
        ERROR: No matching distribution found for onnxruntime-gpu
        """,
        "pip finds no onnxruntime-gpu distribution for the interpreter and platform at all (from "
        "versions: none). The thread concluded nothing; the label rests on the log: the index offers "
        "nothing that matches, and the next install asks the same index the same question.",
    ),
    real(
        GH + "salu133445/musegan/issues/144",
        "salu133445/musegan",
        "other",
        "user_code",
        USER,
        "ERROR: Could not find a version that satisfies the requirement tensorflow-gpu==1.10.1",
        r"""
        ERROR: Could not find a version that satisfies the requirement tensorflow-gpu==1.10.1 (from versions: 2.5.0, 2.5.1, 2.5.2, 2.5.3, 2.6.0, 2.6.1, 2.6.2, 2.6.3, 2.6.4, 2.6.5, 2.7.0rc0, 2.7.0rc1, 2.7.0, 2.7.1, 2.7.2, 2.7.3, 2.7.4, 2.8.0rc0, 2.8.0rc1, 2.8.0, 2.8.1, 2.8.2, 2.8.3, 2.8.4, 2.9.0rc0, 2.9.0rc1, 2.9.0rc2, 2.9.0, 2.9.1, 2.9.2, 2.9.3, 2.10.0rc0, 2.10.0rc1, 2.10.0rc2, 2.10.0rc3, 2.10.0, 2.10.1, 2.12.0)
        ERROR: No matching distribution found for tensorflow-gpu==1.10.1
        """,
        "requirements.txt pins tensorflow-gpu 1.10.1, which has no wheel for the reporter's Python 3.9 "
        "(pip lists only 2.5 and later). The pin or the interpreter must change; a retry asks for the "
        "same pin. Thread open, label from the log.",
    ),
    real(
        GH + "hon9kon9ize/yuesub-api/issues/5",
        "hon9kon9ize/yuesub-api",
        "other",
        "user_code",
        USER,
        "ERROR: Could not find a version that satisfies the requirement onnxruntime-gpu",
        r"""
        ERROR: Could not find a version that satisfies the requirement onnxruntime-gpu (from versions: none)
        """,
        "Reporter: probably due to an incorrect Python version (3.8.17 in the venv); closed with a "
        "commit changing the requirements. The environment as specified cannot be installed.",
    ),
    # --- conda / mamba: no package, or no solution --------------------------------------------
    real(
        GH + "cleardusk/3DDFA/issues/133",
        "cleardusk/3DDFA",
        "other",
        "user_code",
        USER,
        "PackagesNotFoundError: The following packages are not available from current channels:",
        r"""
        Solving environment: ...working... failed
          PackagesNotFoundError: The following packages are not available from current channels:
            - torch[version='>=0.4.1']
          Current channels:
            - https://repo.anaconda.com/pkgs/main/win-64
            - https://repo.anaconda.com/pkgs/main/noarch
        """,
        "conda is asked for 'torch', a name the default channels do not carry (the conda package is "
        "pytorch, from the pytorch channel). Maintainer: install the latest pytorch directly. The same "
        "spec fails the same way every time.",
    ),
    real(
        GH + "duckietown/gym-duckietown/issues/284",
        "duckietown/gym-duckietown",
        "other",
        "user_code",
        USER,
        "PackagesNotFoundError: The following packages are not available from current channels:",
        r"""
        D:\gym-duckietown>conda env create -f environment.yaml
        Channels:
         - pytorch
         - defaults
        Platform: win-64
        Collecting package metadata (repodata.json): done
        Solving environment: failed

        PackagesNotFoundError: The following packages are not available from current channels:

          - pytorch=0.3*

        Current channels:

          - https://conda.anaconda.org/pytorch/win-64
          - https://repo.anaconda.com/pkgs/main/win-64
        """,
        "environment.yaml pins pytorch 0.3, which the channels no longer offer for win-64. The thread "
        "concluded nothing; from the log, the environment file must change before any retry can work.",
    ),
    real(
        GH + "facebookresearch/deepcluster/issues/91",
        "facebookresearch/deepcluster",
        "other",
        "user_code",
        USER,
        "PackagesNotFoundError: The following packages are not available from current channels:",
        r"""
        PackagesNotFoundError: The following packages are not available from current channels:

          - pytorch==0.1.8
          - cudatoolkit=8.0
        """,
        "`conda install pytorch==0.1.8 ... cudatoolkit=8.0 -c pytorch`: neither version is in the "
        "channels. No answer in the thread; from the log, the pinned versions do not exist there and "
        "a retry fails the same way.",
    ),
    real(
        GH + "Anttwo/SuGaR/issues/55",
        "Anttwo/SuGaR",
        "other",
        "user_code",
        USER,
        "PackagesNotFoundError: The following packages are not available from current channels:",
        r"""
        conda install pytorch3d==0.7.4 -c pytorch3d
        Channels:
         - pytorch3d
         - defaults
         - conda-forge
         - nvidia
         - iopath
         - pytorch
        Platform: win-64
        Collecting package metadata (repodata.json): done
        Solving environment: failed

        PackagesNotFoundError: The following packages are not available from current channels:

          - pytorch3d==0.7.4
        """,
        "No pytorch3d 0.7.4 build for win-64 in the channels; the reporter fixed it by following "
        "another issue's install steps (a different install method). Recurs as specified.",
    ),
    real(
        GH + "geocompx/docker/issues/29",
        "geocompx/docker",
        "other",
        "user_code",
        USER,
        "error    libmamba Could not solve for environment specs",
        r"""
        Encountered problems while solving:
          - nothing provides requested quarto

        The environment can't be solved, aborting the operation
        error    libmamba Could not solve for environment specs
        critical libmamba UnsatisfiableError
        The command '/usr/local/bin/_dockerfile_shell.sh micromamba install -y -n base -f /tmp/env.yaml &&     micromamba clean --all --yes' returned a non-zero code: 1
        """,
        "The image build's micromamba install asks for quarto, which no configured channel provides; "
        "the environment file had to change. Every rebuild fails the same way.",
    ),
    real(
        GH + "liusiyan/UQnet/issues/5",
        "liusiyan/UQnet",
        "other",
        "user_code",
        USER,
        "LibMambaUnsatisfiableError: Encountered problems while solving:",
        r"""
        Channels:
         - defaults
        Platform: win-64
        Collecting package metadata (repodata.json): done
        Solving environment: failed

        LibMambaUnsatisfiableError: Encountered problems while solving:
          - nothing provides requested wurlitzer 2.1.0**
          - nothing provides requested unixodbc 2.3.9**
          - nothing provides requested secretstorage 3.3.1**
          - nothing provides requested readline 8.1**
        """,
        "environment.yml exported on Linux (wurlitzer, readline builds) applied on win-64: the solver "
        "finds no provider for the pins. The reporter reinstalled Anaconda with the same result; the "
        "environment file must change.",
    ),
    real(
        GH + "nianticlabs/acezero/issues/28",
        "nianticlabs/acezero",
        "other",
        "user_code",
        USER,
        "UnavailableInvalidChannel: HTTP 404 NOT FOUND for channel nvidia",
        r"""
        Collecting package metadata (repodata.json): failed

        UnavailableInvalidChannel: HTTP 404 NOT FOUND for channel nvidia <http://mirrors.tuna.tsinghua.edu.cn/anaconda/nvidia>

        The channel is not accessible or is invalid.

        You will need to adjust your conda configuration to proceed.
        Use `conda config --show channels` to view your configuration's current state,
        and use `conda config --show-sources` to view config file locations.
        """,
        "The .condarc points the nvidia channel at a university mirror that does not carry it; the "
        "maintainer advises not configuring the mirror, and the reporter solved it so. A "
        "configuration fault: every solve asks the same URL.",
    ),
    real(
        GH + "conda/conda/issues/9143",
        "conda/conda",
        "other",
        "user_code",
        USER,
        "UnavailableInvalidChannel: The channel is not accessible or is invalid.",
        r"""
        Collecting package metadata (current_repodata.json): failed

        UnavailableInvalidChannel: The channel is not accessible or is invalid.
          channel name: menpo/mempo
          channel url: https://anaconda.org/menpo/mempo
          error code: 404

        You will need to adjust your conda configuration to proceed.
        """,
        "`conda install -c mempo mempo` / `-c https://anaconda.org/mempo/mempo`: a misspelt channel "
        "(and a package page URL given as a channel), which anaconda.org answers with 404. The "
        "command must change; repeating it fails the same way.",
    ),
    # --- container images that cannot be pulled -----------------------------------------------
    real(
        GH + "kagent-dev/khook/pull/8",
        "kagent-dev/khook",
        "other",
        "user_code",
        USER,
        'Failed to pull image "cr.kagent.dev/kagent-dev/khook:0.0.4"',
        r"""
        Failed to pull image "cr.kagent.dev/kagent-dev/khook:0.0.4": rpc error: code = NotFound desc = failed to pull and unpack image "cr.kagent.dev/kagent-dev/khook:0.0.4"
        """,
        "The Helm chart named an image repository that does not hold that image (NotFound); fixed by "
        "correcting the image repository in the chart. A retry pulls the same missing reference.",
    ),
    real(
        GH + "rancher-archives/rke/issues/167",
        "rancher-archives/rke",
        "other",
        "user_code",
        USER,
        "rpc error: code = Unknown desc = unauthorized: authentication required",
        r"""
        Failed to pull image "xxxxxxxxxxxxxxxxxxxx/test-service:latest": rpc error: code = Unknown desc = unauthorized: authentication required
        Error syncing pod
        """,
        "Private registry refusing the pull (401) although an imagePullSecret is set; the maintainer "
        "asks to check the credentials and cannot reproduce with the right ones. Credentials are "
        "configuration: the next pull presents the same ones.",
    ),
    real(
        GH + "turbaszek/keda-example/issues/6",
        "turbaszek/keda-example",
        "other",
        "user_code",
        USER,
        "pull access denied for local/dummy, repository does not exist",
        r"""
        Events:
          Type     Reason     Age                  From               Message
          ----     ------     ----                 ----               -------
          Normal   Scheduled  2m28s                default-scheduler  Successfully assigned default/dummy-547c69d8bf-7wcwh to xxxxx.internal
          Normal   Pulling    49s (x4 over 2m27s)  kubelet            Pulling image "local/dummy"
          Warning  Failed     49s (x4 over 2m27s)  kubelet            Failed to pull image "local/dummy": rpc error: code = Unknown desc = Error response from daemon: pull access denied for local/dummy, repository does not exist or may require 'docker login': denied: requested access to the resource is denied
          Warning  Failed     49s (x4 over 2m27s)  kubelet            Error: ErrImagePull
          Warning  Failed     36s (x6 over 2m22s)  kubelet            Error: ImagePullBackOff
          Normal   BackOff    22s (x7 over 2m22s)  kubelet            Back-off pulling image "local/dummy"
        """,
        "The example's manifests reference images built locally (local/dummy) that no registry the EKS "
        "nodes reach holds; the kubelet retries with back-off and fails the same way. The images must "
        "be built and pushed, or the manifests changed.",
    ),
    real(
        GH + "kubeflow/katib/pull/148",
        "kubeflow/katib",
        "other",
        "user_code",
        USER,
        "Error response from daemon: repository katib/suggestion-hayperband not found",
        r"""
        # docker pull katib/suggestion-hayperband
        Using default tag: latest
        Error response from daemon: repository katib/suggestion-hayperband not found: does not exist or no pull access
        """,
        "A misspelt image name in the manifests (hayperband); fixed by correcting the name (a duplicate "
        "of the PR that did). The same reference fails on every pull.",
    ),
    real(
        GH + "wtysos11/blogWiki/issues/222",
        "wtysos11/blogWiki",
        "other",
        "unknown",
        HUMAN,
        "toomanyrequests: You have reached your pull rate limit.",
        r"""
          Normal   Scheduled  38s                default-scheduler  Successfully assigned default/thanos-rule-65458b86c5-qwtxl to minikube
          Warning  Failed     32s                kubelet            Failed to pull image "ubuntu:bionic": rpc error: code = Unknown desc = toomanyrequests: You have reached your pull rate limit. You may increase the limit by authenticating and upgrading: https://www.docker.com/increase-rate-limit
          Normal   Pulling    17s (x2 over 37s)  kubelet            Pulling image "ubuntu:bionic"
          Warning  Failed     13s (x2 over 32s)  kubelet            Error: ErrImagePull
          Normal   BackOff    0s (x2 over 31s)   kubelet            Back-off pulling image "ubuntu:bionic"
          Warning  Failed     0s (x2 over 31s)   kubelet            Error: ImagePullBackOff
        """,
        "Docker Hub's pull rate limit for anonymous pulls: the window resets after hours, or the "
        "cluster authenticates its pulls (the author's plan: an image pull secret). Neither an "
        "immediate restart nor the code is the answer; a person decides. Ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "kata-containers/kata-containers/issues/10109",
        "kata-containers/kata-containers",
        "other",
        "unknown",
        HUMAN,
        "429 Too Many Requests - Server message: toomanyrequests",
        r"""
        Warning  Failed     76s                 kubelet            Failed to pull image "busybox": rpc error: code = Unknown
        desc = failed to pull and unpack image "docker.io/library/busybox:latest": failed to copy: httpReadSeeker: failed open:
        unexpected status code https://registry-1.docker.io/v2/library/busybox/manifests/sha256:50aa4698fa6262977cff89181b2664b99d8a56dbca847bf62f2ef04854597cf8:
        429 Too Many Requests - Server message: toomanyrequests: You have reached your pull rate limit.
        You may increase the limit by authenticating and upgrading: https://www.docker.com/increase-rate-limit
        """,
        "CI deployment hitting Docker Hub's pull rate limit; the fix was on the project's side "
        "(pulling from elsewhere / authenticated), but a later run inside a new window also passes. "
        "Whether to wait or reconfigure is a person's call. Ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "docker/hub-feedback/issues/1548",
        "docker/hub-feedback",
        "other",
        "transient",
        RESTART,
        "received unexpected HTTP status: 503 Service Unavailable",
        r"""
        ~ $ docker run wurstmeister/zookeeper
        Unable to find image 'wurstmeister/zookeeper:latest' locally
        docker: Error response from daemon: Get https://registry-1.docker.io/v2/wurstmeister/zookeeper/manifests/latest: received unexpected HTTP status: 503 Service Unavailable.
        """,
        "Docker Hub answered 503 for a day; Docker staff: problems in their caching system, since "
        "fixed, and the reporters' builds passed again. A registry outage: run again.",
    ),
    real(
        GH + "docker-library/repo-info/issues/32",
        "docker-library/repo-info",
        "other",
        "transient",
        RESTART,
        "Download failed, retrying: received unexpected HTTP status: 503 Service Unavailable",
        r"""
        dockerd[1476]: time="2019-03-20T14:30:59.520787986+02:00" level=debug msg="pulling blob \"sha256:8dc8edf0ab44be350cd6b1018956aad594f7279daac0b78dc87e52b8b18560e0\""
        dockerd[1476]: time="2019-03-20T14:31:17.616397018+02:00" level=error msg="Download failed, retrying: received unexpected HTTP status: 503 Service Unavailable"
        """,
        "A blob download from Docker Hub failing with 503; maintainer: an issue with the Docker Hub "
        "infrastructure, nothing on the puller's side. The registry's outage passes: pull again.",
    ),
    # --- storage access ---------------------------------------------------------------------
    real(
        GH + "ssl-hep/ServiceX/pull/958",
        "ssl-hep/ServiceX",
        "storage_error",
        "storage",
        RESTART,
        "minio.error.S3Error: S3 operation failed; code: SlowDown",
        r"""
        Traceback (most recent call last):
          File "/servicex/transformer_sidecar/object_store_manager.py", line 62, in upload_file
            result = self.minio_client.fput_object(bucket_name=bucket,
          File "/usr/local/lib/python3.10/site-packages/minio/api.py", line 1051, in fput_object
            return self.put_object(
          File "/usr/local/lib/python3.10/site-packages/minio/api.py", line 424, in _url_open
            raise response_error
        minio.error.S3Error: S3 operation failed; code: SlowDown, message: None, resource: None, request_id: tx0000032ac6ddfe2121a06-0067943977-aeca260-af-object-store, host_id: aeca260-af-object-store-af-object-store
        """,
        "The Ceph object store, overwhelmed, answered SlowDown to an upload; the fix retries with "
        "exponential backoff and jitter. S3 documents SlowDown (503) as a rate to back off from, "
        "not a fault of the request: the work resumes when the upload is retried.",
    ),
    real(
        GH + "AnantharamanLab/METABOLIC/issues/157",
        "AnantharamanLab/METABOLIC",
        "os_error",
        "user_code",
        USER,
        "mkdir: cannot create directory",
        r"""
        mkdir: cannot create directory ‘/metabolic_annotation’: Permission denied
        tee: /metabolic_annotation/METABOLIC_log.log: No such file or directory
        tee: /metabolic_annotation/METABOLIC_log.log: No such file or directory
        """,
        "On a Slurm cluster the output path expanded to /metabolic_annotation (the script set "
        "mag_dir but used ${magdir}, empty), a directory the user may not create at the root. A "
        "configuration fault: the same command fails the same way.",
    ),
    real(
        GH + "FateScript/CenterNet-better/issues/45",
        "FateScript/CenterNet-better",
        "os_error",
        "user_code",
        USER,
        "PermissionError: [Errno 13] Permission denied: '/data'",
        r"""
        soft link to /data/Outputs/model_logs/playground/centernet.res18.coco.512size
        PermissionError: [Errno 13] Permission denied: '/data'
        """,
        "The training script creates its output directory under /data, which the user may not "
        "write; chmod by the reporter did not help, the thread gives no further answer. From the "
        "log: the output path must change, a restart writes to the same place.",
    ),
    # --- datasets that cannot be read as declared, downloads that arrive cut short ------------
    real(
        GH + "OpenManus/OpenManus-RL/issues/8",
        "OpenManus/OpenManus-RL",
        "dataset_loading_error",
        "user_code",
        USER,
        "TypeError: Couldn't cast array of type",
        r"""
        TypeError: Couldn't cast array of type
        struct<role: string, content: string, type: string>
        to
        {'role': Value(dtype='string', id=None), 'content': Value(dtype='string', id=None), 'loss': Value(dtype='bool', id=None)}
        """,
        "load_dataset on a Hub dataset whose JSON rows do not share their keys; the reporter's "
        "features override fails with a CastError too. The files as published cannot be cast to "
        "one schema: every load fails the same way until the data or the loading code changes.",
    ),
    real(
        GH + "baaivision/JudgeLM/issues/23",
        "baaivision/JudgeLM",
        "dataset_loading_error",
        "user_code",
        USER,
        "TypeError: Couldn't cast array of type struct<logprobs: double",
        r"""
        raise TypeError(f"Couldn't cast array of type {_short_str(array.type)} to {_short_str(pa_type)}")
        TypeError: Couldn't cast array of type struct<logprobs: double, rouge1: double, rouge2: double, rougeLsum: double, rougeL: double, bleu: double, bertscore: double, bleurt: double, bartscore: double> to double
        """,
        "load_dataset('BAAI/JudgeLM-100K'): a column is a struct in some files and a double in "
        "others. No answer in the thread; from the log the dataset's files disagree on a column's "
        "type, which no retry changes.",
    ),
    real(
        GH + "huggingface/course/issues/692",
        "huggingface/course",
        "dataset_loading_error",
        "user_code",
        USER,
        "TypeError: Couldn't cast array of type timestamp[s] to null",
        r"""
        TypeError: Couldn't cast array of type timestamp[s] to null
        """,
        "load_dataset('json') on a JSONL file whose pull_request field is null in early rows and a "
        "timestamp later; the reporter loads it after filtering those rows out. The file as is "
        "fails the same way.",
    ),
    real(
        GH + "mlfoundations/datacomp/issues/33",
        "mlfoundations/datacomp",
        "dataset_loading_error",
        "unknown",
        HUMAN,
        "OSError: Consistency check failed: file should be of size 122218957",
        r"""
        OSError: Consistency check failed: file should be of size 122218957 but has size 56690589 ((…)f11adbfc933c.parquet).
        We are sorry for the inconvenience. Please retry download and pass `force_download=True, resume_download=False` as argument.
        If the issue persists, please let us know by opening an issue on https://github.com/huggingface/huggingface_hub.
        """,
        "Downloading the metadata parquet files with snapshot_download keeps failing the size check; "
        "force_download gave another error until a huggingface_hub fix. Neither a plain retry nor the "
        "code settles it: ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "DL3DV-10K/Dataset/issues/25",
        "DL3DV-10K/Dataset",
        "dataset_loading_error",
        "unknown",
        HUMAN,
        "OSError: Consistency check failed: file should be of size 87527777",
        r"""
        OSError: Consistency check failed: file should be of size 87527777 but has size 67441149 ((…)6d2b51ab81f2bcc48fc85414d899494298eb.zip).
        We are sorry for the inconvenience. Please retry download and pass `force_download=True, resume_download=False` as argument.
        If the issue persists, please let us know by opening an issue on https://github.com/huggingface/huggingface_hub.
        """,
        "Dataset archives from the Hub arriving short again and again; the reporter restarts the "
        "download repeatedly, a maintainer suggests git clone or fetching file by file. Sometimes a "
        "retry passes, sometimes not: ambiguous.",
        ambiguous=True,
    ),
]
