"""Storage lines end to end (the fs_errno and fs_clients catalogs, the object-store shapes, then the
action table): each reaches the action the labelling rules give its class (tests/corpus/README.md),
and no storage line that recurs or needs a person is ever restarted."""

from __future__ import annotations

import pytest

from app.vocabulary import Action, Category
from tests.incidents.probe import verdicts

STORAGE = Category.storage_error
RESTART = Action.restart_from_checkpoint
USER = Action.no_restart_notify_user
HUMAN = Action.needs_human

# A job that trained for a while before the fault, as most storage faults arrive.
PROGRESS = ["[rank0]: step 1200 loss 2.3141 lr 3.0e-04", "[rank0]: saving checkpoint to /ckpt/run7/step_1200"]


def _verdict(lines: list[str]) -> tuple[Category, Action] | None:
    found = verdicts(*PROGRESS, *lines)
    return (found[0].category, found[0].action) if found else None


TRANSIENT = [
    # NFS (nfs(5)): the server stopped answering; ESTALE as older glibc and Go spell it
    "Apr 28 11:33:21 ip-10-148-18-78 kernel: nfs: server 127.0.0.1 not responding, timed out",
    "OSError: [Errno 116] Stale NFS file handle",
    "Error: open /mnt/nfs/data/shard_0001.tar: stale NFS file handle",
    "Error: Stale file handle (os error 116)",
    "mount.nfs: Connection timed out",
    # Lustre: a lost import the client recovers, an eviction
    "Lustre: scratch-OST0004-osc-ffff8d2a3c4e1000: Connection to scratch-OST0004 (at 10.0.0.9@o2ib) was lost;"
    " in progress operations using this service will wait for recovery to complete",
    # Storage Scale, BeeGFS, CephFS
    "2026-11-21_10:00:00.123+0000: [E] Lost membership in cluster gpfs.example.com. Unmounting file systems.",
    "Nov 21 10:00:00 gpu03 kernel: beegfs: Communication error: Receive timed out from:"
    " beegfs-storage stor02 [ID: 2]",
    "Nov 21 10:00:00 gpu03 kernel: libceph: mon1 (1)10.0.0.12:6789 session lost, hunting for new mon",
    # object stores: Go clients of GCS and S3, TensorFlow's GCS filesystem, Azure's Go SDK, OSS, FUSE mounts
    "googleapi: Error 503: We encountered an internal error. Please try again., backendError",
    "operation error S3: PutObject, https response error StatusCode: 503, RequestID:"
    " 4442587FB7D0A2F9, HostID: hX1,"
    " api error SlowDown: Please reduce your request rate.",
    'ERROR "cp /ckpt/step_1200/model.pt s3://ckpt/run7/model.pt": SlowDown: Please reduce your request rate.'
    " status code: 503, request id: 4442587FB7D0A2F9, host id: hX1",
    "tensorflow.python.framework.errors_impl.UnavailableError: Error executing an HTTP request: HTTP"
    " response code 503"
    " with body 'Service Unavailable'",
    "RESPONSE 503: 503 The server is currently unable to receive requests. Please retry your"
    " request. ERROR CODE: ServerBusy",
    "oss2.exceptions.RequestError: {'status': -2, 'request-id': '', 'details': \"RequestError:"
    " ('Connection aborted.',"
    " RemoteDisconnected('Remote end closed connection without response'))\"}",
    "[WARN] read{req=4418 ino=23 fh=3 offset=0 size=131072}: mountpoint_s3::fuse: read failed with"
    " errno 5: get request"
    " failed: get object request failed: Client error: Service error: SlowDown: Please reduce your"
    " request rate.",
    "2026-11-21T10:00:00.000Z [ERR] curl.cpp:RequestPerform(2561): HTTP response code 503 was"
    " returned, slowing down",
    # googleapi's older spelling of a 5xx
    "LookUpChild: statObjectMayNotExist: StatObject:"
    " googleapi: got HTTP response code 503 with body: <html><head>",
    # PyArrow's S3FileSystem (the AWS SDK for C++), the S3 Connector for PyTorch
    "OSError: When uploading part for key 'run7/step_1200/model.pt' in bucket 'ckpt-bucket':"
    " AWS Error SLOW_DOWN during UploadPart operation: Please reduce your request rate.",
    "s3torchconnectorclient._mountpoint_s3_client.S3Exception:"
    " Service error: SlowDown: Please reduce your request rate.",
    # any HTTP client whose request to an object store's endpoint got 429/5xx
    "aiohttp.client_exceptions.ClientResponseError: 503, message='Service Unavailable',"
    " url=URL('https://storage.googleapis.com/download/storage/v1/b/ckpt/o/step_1200%2Fmodel.pt?alt=media')",
    # S3's InternalError message as the JavaScript SDK (error named by its code) and MinIO print it
    "InternalError: We encountered an internal error. Please try again.",
    "Save(<data/d07565b90b>) returned error: client.PutObject:"
    " We encountered an internal error, please try again.",
    # the Java SDK's AmazonServiceException message; botocore's read timeout as a wrapper logs it
    "2023-02-14 15:20:09.804 ERROR 1 --- [main] c.e.CheckpointUploader : Failed to upload step_1200/model.pt:"
    " Please reduce your request rate. (Service: Amazon S3; Status Code: 503; Error Code: SlowDown;"
    " Request ID: ZF4SE29Z7AT7V5GB; Proxy: null)",
    'CRITICAL:ckpt.sync:Read timeout on endpoint URL: "None": When getting run7/step_1200/model.pt from the'
    " bucket ckpt-bucket",
    # TensorStore (Orbax) with absl's UNAVAILABLE: most likely transient, retry with backoff
    'ValueError: UNAVAILABLE: Error writing "params.decoder.w/c/0" in OCDBT database at'
    " gs://ckpt-bucket/run7/1200/: HTTP response code: 503",
]


@pytest.mark.parametrize("line", TRANSIENT)
def test_a_passing_storage_fault_restarts_from_the_checkpoint(line: str) -> None:
    assert _verdict([line]) == (STORAGE, RESTART)


RECURS = [
    # full or over quota, in Go's, Rust's and Lustre's spelling
    "failed to write checkpoint: write /mnt/ckpt/run7/step_1200/model.safetensors: no space left on device",
    "safetensors_rust.SafetensorError: Error while serializing: IoError(Os { code: 28, kind:"
    ' StorageFull, message: "No'
    ' space left on device" })',
    "Error: write /home/alice/runs/ckpt/optim.pt: disk quota exceeded",
    "LustreError: 11-0: scratch-OST0004-osc-ffff8d2a3c4e1000: operation ost_write to node"
    " 10.0.0.9@o2ib failed: rc = -28",
    "LustreError: 11-0: scratch-MDT0000-mdc-ffff8d2a3c4e1000: operation mds_reint to node"
    " 10.0.0.2@o2ib failed: rc = -122",
    "Error: mkdir /ckpt/run7: read-only file system",
    # the filesystem grants no locks (HDF5 locks every file it opens), NFS silly-rename, too large
    "OSError: Unable to create file (unable to lock file, errno = 37, error message = 'No locks available')",
    "    #3 H5FDsec2.c line 939 in H5FD_sec2_lock(): unable to flock file, errno = 524, error"
    " message = 'Unknown error 524'",
    "OSError: [Errno 16] Device or resource busy: '.nfs00000000000f464500000da8'",
    "OSError: [Errno 27] File too large: '/mnt/vfat/ckpt/model.pt'",
    # object stores refusing the request itself
    "googleapi: Error 403: trainer@proj.iam.gserviceaccount.com does not have storage.objects.create"
    " access., forbidden",
    "operation error S3: GetObject, https response error StatusCode: 403, RequestID: 1, HostID: 2,"
    " api error AccessDenied: Access Denied",
    "oss2.exceptions.NoSuchKey: {'status': 404, 'request-id': '5C3D9175B6FC201293AD0B1A', 'code':"
    " 'NoSuchKey'}",
    "[WARN] open{req=12 ino=2}: mountpoint_s3::fuse: open failed: inode error: inode 2 (full key"
    ' "ckpt/model.pt") is not'
    " writable",
    "requests.exceptions.HTTPError: 403 Client Error: Forbidden for url:"
    " https://ckpt-bucket.s3.us-east-1.amazonaws.com/run7/step_1200/model.pt",
    "OSError: When reading information for key 'shards/train-00001.parquet' in bucket 'data':"
    " AWS Error ACCESS_DENIED during HeadObject operation: No response body.",
    "s3torchconnectorclient._mountpoint_s3_client.S3Exception: Client error: Forbidden: Access Denied",
    # Cloud Storage's per-object mutation limit (one write a second to one name): the workload's own pace
    "Error: rpc error: code = ResourceExhausted desc ="
    " The object ckpt-bucket/run7/latest exceeded the rate limit for object mutation operations"
    " (create, update, and delete). Please reduce your request rate.",
    # Windows' disk-full error, huggingface_hub's check before a download
    "OSError: [WinError 112] There is not enough space on the disk",
    "UserWarning: Not enough free disk space to download the file."
    " The expected file size is: 5000.00 MB."
    " The target location /root/.cache/huggingface/hub only has 100.00 MB free disk space.",
    # the Java SDK's AmazonServiceException message for a refused request
    "com.amazonaws.services.s3.model.AmazonS3Exception: Access Denied (Service: Amazon S3; Status Code: 403;"
    " Error Code: AccessDenied; Request ID: 9F2C1B7A; S3 Extended Request ID: x1; Proxy: null)",
    # Orbax and TensorStore refusing the checkpoint path (absl: fix the argument or the state first)
    "ValueError: Checkpoint path should be absolute. Got ckpt/run7/1200.orbax-checkpoint-tmp",
    'ValueError: NOT_FOUND: Error opening "zarr" driver: Metadata at local file'
    ' "/ckpt/run7/1200/params.w/.zarray" does not exist',
    # Torch7's torch.save: fwrite() came back short (a full disk or quota)
    "/home/u/torch/install/bin/luajit: /home/u/torch/install/share/lua/5.1/torch/File.lua:210:"
    " write error: wrote 9367499 blocks instead of 31014000"
    " at /home/u/torch/pkg/torch/lib/TH/THDiskFile.c:356",
]


@pytest.mark.parametrize("line", RECURS)
def test_a_storage_fault_that_recurs_notifies_the_owner(line: str) -> None:
    assert _verdict([line]) == (STORAGE, USER)


HOLD = [
    # a client the cluster blocklisted, a Lustre assertion, a damaged local filesystem: repaired first
    "Nov 21 10:00:00 gpu03 kernel: libceph: client4513 fsid 3f1c0a2e-0000-4000-8000-000000000001:"
    " client is blocklisted",
    "kernel:LustreError: 1474:0:(lcommon_cl.c:147:cl_file_inode_init()) LBUG",
    "Nov 21 10:00:00 gpu03 kernel: EXT4-fs (nvme0n1p1): Remounting filesystem read-only",
    "Nov 21 10:00:00 gpu03 kernel: XFS (md0): Corruption of in-memory data detected.  Shutting down"
    " filesystem",
    "OSError: [Errno 117] Structure needs cleaning: '/scratch/ckpt/step_1200'",
    # a dead FUSE mount in Go's spelling, EIO in Go's spelling
    "Error: stat /mnt/gcs/ckpt: transport endpoint is not connected",
    "Error: read /mnt/gcs/data/shard_0001.tar: input/output error",
]


@pytest.mark.parametrize("line", HOLD)
def test_a_storage_fault_a_person_must_repair_is_held(line: str) -> None:
    assert _verdict([line]) == (STORAGE, HUMAN)


def test_a_lustre_assertion_is_not_restarted_as_a_lustre_disconnect() -> None:
    """An LBUG arrives as a LustreError like a lost connection; it is the client itself that broke."""
    lost = (
        "LustreError: 167-0: scratch-OST0004-osc-ffff8d2a3c4e1000: This client was evicted by"
        " scratch-OST0004;"
        " in progress operations using this service will fail."
    )
    assert _verdict([lost]) == (STORAGE, RESTART)
    lbug = [
        "kernel:LustreError: 1474:0:(lcommon_cl.c:147:cl_file_inode_init()) ASSERTION("
        " (((inode->i_mode) & 00170000)"
        " == 0100000) ) failed:",
        "kernel:LustreError: 1474:0:(lcommon_cl.c:147:cl_file_inode_init()) LBUG",
    ]
    assert _verdict([lost, *lbug]) == (STORAGE, HUMAN)


def test_a_full_ost_in_the_job_stops_a_lustre_restart() -> None:
    """A lost connection would restart, but an OST that answered ENOSPC fills again after the restart."""
    lines = [
        "Lustre: scratch-OST0004-osc-ffff8d2a3c4e1000: Connection to scratch-OST0004 (at"
        " 10.0.0.9@o2ib) was lost;"
        " in progress operations using this service will wait for recovery to complete",
        "LustreError: 11-0: scratch-OST0004-osc-ffff8d2a3c4e1000: operation ost_write to node"
        " 10.0.0.9@o2ib failed:"
        " rc = -28",
    ]
    verdict = _verdict(lines)
    assert verdict is not None and verdict[1] != RESTART


def test_a_storage_stall_in_a_kernel_hung_task_dump_restarts() -> None:
    """The labelling rules: a storage stall seen in a hang dump restarts (the task waited on the NFS"
    " server)."""
    dump = [
        "Nov 21 10:00:00 gpu03 kernel: INFO: task python:48211 blocked for more than 120 seconds.",
        'Nov 21 10:00:00 gpu03 kernel: "echo 0 > /proc/sys/kernel/hung_task_timeout_secs" disables'
        " this message.",
        "Nov 21 10:00:00 gpu03 kernel: Call Trace:",
        "Nov 21 10:00:00 gpu03 kernel:  __schedule+0x2e3/0x740",
        "Nov 21 10:00:00 gpu03 kernel:  schedule+0x33/0xa0",
        "Nov 21 10:00:00 gpu03 kernel:  rpc_wait_bit_killable+0x1e/0xa0 [sunrpc]",
        "Nov 21 10:00:00 gpu03 kernel:  __wait_on_bit+0x6c/0x80",
        "Nov 21 10:00:00 gpu03 kernel:  nfs_getattr+0x118/0x2c0 [nfs]",
    ]
    assert _verdict(dump) == (STORAGE, RESTART)


@pytest.mark.parametrize(
    "line",
    [
        "2026-11-21_10:00:00.123+0000: [I] Node 10.1.0.7 (gpu07) joined the cluster",
        "Nov 21 10:00:00 gpu03 kernel: libceph: mon0 (1)10.0.0.11:6789 session established",
        "Nov 21 10:00:00 gpu03 kernel: nfs: server nfs01 OK",
        "Nov 21 10:00:00 gpu03 kernel: EXT4-fs (nvme0n1p1): mounted filesystem with ordered data"
        " mode. Opts: (null)",
        "[INFO] mountpoint_s3::cli: successfully mounted ckpt-bucket at /mnt/s3",
    ],
)
def test_a_healthy_filesystem_line_is_no_fault(line: str) -> None:
    assert _verdict([line]) is None


def test_torch_save_into_a_missing_directory_is_a_missing_path() -> None:
    assert _verdict(["RuntimeError: Parent directory /ckpt/run7/step_1200 does not exist."]) == (
        Category.file_not_found,
        USER,
    )


def test_a_clients_own_retry_notice_is_not_the_failure() -> None:
    """gcsfuse logs each retry of a rate-limited request at INFO; only the error it gives up with counts."""
    line = (
        'time="08/12/2024 12:37:17.753653" severity=INFO message="Retrying for the error: rpc error: code ='
        " ResourceExhausted desc = The object b/10M/10M_write.0.0 exceeded the rate limit for object mutation"
        ' operations (create, update, and delete). Please reduce your request rate."'
    )
    verdict = _verdict([line])
    assert verdict is None or verdict[1] != RESTART


def test_a_truncated_legacy_torch_checkpoint_is_the_owners_to_replace() -> None:
    """torch.load's legacy reader hits the end of the file before a tensor's bytes: the same file fails
    again until someone downloads or picks a good one (torch/csrc/serialization.cpp)."""
    for line in (
        "RuntimeError: unexpected EOF, expected 3302200 more bytes. The file might be corrupted.",
        "RuntimeError: unexpected EOF. The file might be corrupted.",
    ):
        assert _verdict([line]) == (Category.model_loading_error, USER)


def test_an_azure_cpp_connection_the_server_closed_restarts_and_a_failed_connect_is_held() -> None:
    """The Azure SDK for C++ throws TransportException for every transport failure; the message on the
    what() line says whether the server closed the connection (passes) or something else failed."""
    closed = [
        "terminate called after throwing an instance of 'Azure::Core::Http::TransportException'",
        "  what():  Connection was closed by the server while trying to read a response",
        "Aborted (core dumped)",
    ]
    assert _verdict(closed) == (STORAGE, RESTART)
    inline = [
        "DB::Exception: Azure::Core::Http::TransportException: Connection closed before getting full"
        " response or response is less than expected"
    ]
    assert _verdict(inline) == (STORAGE, RESTART)
    refused = [
        "DB::Exception: Azure::Core::Http::TransportException: Fail to get a new connection for:"
        " https://acct.blob.core.windows.net. Couldn't connect to server"
    ]
    verdict = _verdict(refused)
    assert verdict is not None and verdict[1] != RESTART


def test_a_truncated_hdf5_data_file_goes_to_its_owner_not_restarted() -> None:
    """A restart reads the same truncated file: its owner writes or downloads it again."""
    line = "OSError: Unable to open file (truncated file: eof = 1048, sblock->base_addr = 0, stored_eof = 9)"
    assert _verdict([line]) == (Category.dataset_loading_error, Action.no_restart_notify_user)
