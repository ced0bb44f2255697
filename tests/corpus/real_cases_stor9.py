# ruff: noqa
"""Real excerpts, batch STOR9: storage and checkpoint I/O failures. Object stores answering 5xx,
503 or a per-object rate limit, read timeouts and connections the server closed (transient); missing
or refused credentials, checkpoint paths the checkpointer rejects, quotas and full disks under a
checkpoint write, truncated weight files that torch.load cannot read, DataLoader workers out of
/dev/shm (the owner's). Verbatim log lines as printed in public threads (each repository maps to
the dev fold and was not in the corpus before); labels from what each thread concluded, or from
the log where it concluded nothing (the notes say which). Labelled before crashcart was run on
them."""

from __future__ import annotations

from real_kit import HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    # --- object stores: 5xx, throttling, timeouts, dropped connections (transient) -------------
    real(
        GH + "onnela-lab/beiwe-backend/issues/36",
        "onnela-lab/beiwe-backend",
        "storage_error",
        "storage",
        RESTART,
        "An error occurred (InternalError) when calling the PutObject operation",
        r"""
        ClientError: An error occurred (InternalError) when calling the PutObject operation (reached max retries: 4): We encountered an internal error. Please try again.
        BotoServerError: 500 Internal Server Error <?xml version="1.0" encoding="UTF-8"?> <Error><Code>InternalError</Code><Message>We encountered an internal error. Please try again.</Message><RequestId>...</RequestId><HostId>...</HostId></Error>
        """,
        "Both uploads failed in the same four minutes during which AWS reported elevated S3 error "
        "rates in us-east-1 (the thread quotes the status page: resolved, operating normally). S3's "
        "InternalError (500) is a server-side fault the SDK retries: the upload passes once S3 "
        "recovers.",
    ),
    real(
        GH + "aws/aws-sdk-js-v3/issues/6459",
        "aws/aws-sdk-js-v3",
        "storage_error",
        "storage",
        RESTART,
        "InternalError: We encountered an internal error. Please try again.",
        r"""
        InternalError: We encountered an internal error. Please try again.
        """,
        "Intermittent 500s on PutObject while copying many files to S3; the reporter: when the "
        "failed uploads are retried they usually go through without a problem. A transient S3 "
        "server error; the work resumes on a retry.",
    ),
    real(
        GH + "aws/aws-sdk-java/issues/2932",
        "aws/aws-sdk-java",
        "storage_error",
        "storage",
        RESTART,
        "We encountered an internal error. Please try again. (Service: Amazon S3; Status Code: 500",
        r"""
        2023-02-14 15:20:09.804 ERROR 1 --- [nio-8445-exec-3] c.s.a.aws.services.impl.AwsService       : BucketName = 00-sizing-main-archive-2f5ed23587d8, ArchivedFile = dr_smtpemail_2023.01.01_999/1215D4DA74E53E5981A1CD3304B046D0.json.zip. We encountered an internal error. Please try again. (Service: Amazon S3; Status Code: 500; Error Code: InternalError; Request ID: ZF4SE29Z7AT7V5GB; S3 Extended Request ID: zDX1oZrUxNzKRtvt5p2YmTe4E/TZlgxO7fDtKCUvIQpeogF35zpPa/zA7/u6h58yvVIWyOnJuk0=; Proxy: null)
        """,
        "A 500 InternalError from S3 on the first retention call after a large upload burst; the "
        "thread was closed for staleness without a diagnosis. Label from the log: S3 documents "
        "InternalError as a server fault to retry, the request is not at fault.",
    ),
    real(
        GH + "megvii-research/megfile/issues/44",
        "megvii-research/megfile",
        "storage_error",
        "storage",
        RESTART,
        "An error occurred (503) when calling the HeadObject operation (reached max retries: 4): Service Unavailable",
        r"""
        ClientError
        An error occurred (503) when calling the HeadObject operation (reached max retries: 4): Service Unavailable
        """,
        "An S3-compatible store answered 503 after botocore's own retries; the issue asks megfile to "
        "retry these too (its patched retry did not cover them). A 503 from the store is transient: "
        "the request passes once the service recovers.",
    ),
    real(
        GH + "xtream1101/s3-concat/issues/17",
        "xtream1101/s3-concat",
        "storage_error",
        "storage",
        RESTART,
        "Read timeout on endpoint URL",
        r"""
        CRITICAL:s3_concat.multipart_upload_job:Read timeout on endpoint URL: "None": When getting my/s3/prefix/my-file.json from the bucket my-s3-bucket
        ERROR:s3_concat.utils:Retry failed batch of: [5, (5, [('my/s3/prefix/my-file-01.json', 343575), ('my/s3/prefix/my-file-02.json', 531245), ... ])]
        Traceback (most recent call last):
          File "/opt/env/lib/python3.7/site-packages/urllib3/response.py", line 443, in _error_catcher
            yield
          File "/opt/env/lib/python3.7/site-packages/urllib3/response.py", line 566, in read
            data = self._fp_read(amt) if not fp_closed else b""
          File "/opt/env/lib/python3.7/site-packages/urllib3/response.py", line 532, in _fp_read
            return self._fp.read(amt) if amt is not None else self._fp.read()
          File "/usr/local/lib/python3.7/http/client.py", line 478, in read
            s = self._safe_read(self.length)
          File "/usr/local/lib/python3.7/http/client.py", line 628, in _safe_read
            chunk = self.fp.read(min(amt, MAXAMOUNT))
          File "/usr/local/lib/python3.7/socket.py", line 589, in readinto
            return self._sock.recv_into(b)
        """,
        "botocore read timeouts while streaming objects from S3 (the reporter asks which setting "
        "reduces them). The thread concluded nothing; label from the log: a read that timed out "
        "mid-stream is a transient network/service stall that botocore counts as retryable.",
    ),
    real(
        GH + "tus/tusd/issues/343",
        "tus/tusd",
        "storage_error",
        "storage",
        RESTART,
        "googleapi: Error 429: The rate of change requests to the object",
        r"""
        googleapi: Error 429: The rate of change requests to the object storage/8f3ffb04745ec523b4689ce083ee868d.info exceeds the rate limit. Please reduce the rate of create, update, and delete requests.
        """,
        "GCS refuses more than about one update per second to one object with 429; the maintainers "
        "quote Google's documentation: retry failed requests with truncated exponential backoff. "
        "The refused write passes on a retry once the rate drops.",
    ),
    real(
        GH + "Azure/azure-sdk-for-cpp/issues/814",
        "Azure/azure-sdk-for-cpp",
        "storage_error",
        "storage",
        RESTART,
        "Connection was closed by the server while trying to read a response",
        r"""
        $ ./azure-storage-sample BlobsGettingStarted
        terminate called after throwing an instance of 'Azure::Core::Http::TransportException'
          what():  Connection was closed by the server while trying to read a response
        Aborted (core dumped)
        """,
        "A 200 TB block-blob upload died after about 80 TB: libcurl reports the storage service "
        "closed the connection (the maintainer's reading). Nothing was wrong with the request; label "
        "from the log: a connection the server dropped mid-response passes on a retry of that block.",
    ),
    # --- credentials and permissions (the owner's) ------------------------------------------------
    real(
        GH + "huggingface/finepdfs/issues/3",
        "huggingface/finepdfs",
        "storage_error",
        "user_code",
        USER,
        "botocore.exceptions.NoCredentialsError: Unable to locate credentials",
        r"""
          File "/pfs/training-data/code/pdf_process/finepdfs/.venv/lib/python3.12/site-packages/botocore/auth.py", line 422, in add_auth
            raise NoCredentialsError()
        botocore.exceptions.NoCredentialsError: Unable to locate credentials
        """,
        "The reporter has no AWS account and the pipeline reads from S3: no credentials anywhere in "
        "the chain. Every run fails the same way until credentials (or another source) are "
        "configured.",
    ),
    real(
        GH + "aws/sagemaker-tensorflow-training-toolkit/issues/85",
        "aws/sagemaker-tensorflow-training-toolkit",
        "storage_error",
        "user_code",
        USER,
        "An error occurred (403) when calling the HeadObject operation: Forbidden",
        r"""
        algo-1-GGF0S_1  | 2018-10-08 05:34:26,974 INFO - botocore.credentials - Found credentials in shared credentials file: ~/.aws/credentials
        algo-1-GGF0S_1  | Downloading s3://sagemaker-ap-southeast-2-167464700695/my-sm-tensorflow-2018-10-08-05-34-16-185/source/sourcedir.tar.gz to /tmp/script.tar.gz
        algo-1-GGF0S_1  | 2018-10-08 05:34:27,433 ERROR - container_support.training - uncaught exception during training: An error occurred (403) when calling the HeadObject operation: Forbidden
        """,
        "A local-mode training container cannot read the uploaded source archive: S3 answers 403 "
        "to the credentials the container found. Label from the log: a permission refused by S3 is "
        "deterministic until the credentials or the bucket policy change.",
    ),
    # --- checkpoint paths the checkpointer refuses (configuration) ---------------------------------
    real(
        GH + "google/flax/issues/3369",
        "google/flax",
        "storage_error",
        "user_code",
        USER,
        'ValueError: Error opening "cast" driver: Error opening "zarr" driver: Error reading local file',
        r"""
        ValueError: Error opening "cast" driver: Error opening "zarr" driver: Error reading local file "../out/sl_gnn_params.orbax-checkpoint-tmp-1695746373377782/params.MLP_0.Dense_0.bias/.zarray": Invalid key: "../out/sl_gnn_params.orbax-checkpoint-tmp-1695746373377782/params.MLP_0.Dense_0.bias/.zarray" [tensorstore_spec[1]='{\"base\":{\"create\":true,\"driver\":\"zarr\",\"dtype\":\"float32\",\"kvstore\":{\"driver\":\"file\",\"path\":\"../out/sl_gnn_params.orbax-checkpoint-tmp-1695746373377782/params.MLP_0.Dense_0.bias/\"},\"metadata\":{\"chunks\":[16],\"compressor\":{\"id\":\"zstd\",\"level\":1},\"shape\":[16]},\"open\":true},\"context\":{\"cache_pool\":{},\"data_copy_concurrency\":{},\"file_io_concurrency\":{\"limit\":128},\"file_io_sync\":true},\"driver\":\"cast\",\"dtype\":\"float32\"}']
        """,
        "Saving Flax parameters with Orbax's PyTreeCheckpointer to the relative path '../out/...': "
        "TensorStore's file kvstore rejects the '..' key (Invalid key), where the deprecated flax "
        "checkpointer accepted it. A checkpoint path the checkpointer refuses: every save fails "
        "until the path is made absolute.",
    ),
    real(
        GH + "LucasAlegre/morl-baselines/pull/186",
        "LucasAlegre/morl-baselines",
        "storage_error",
        "user_code",
        USER,
        "ValueError: Checkpoint path should be absolute.",
        r"""
        ValueError: Checkpoint path should be absolute. Got weights/GPI-LS Jax iter=1.orbax-checkpoint-tmp
        """,
        "The Jax GPI-LS agents passed a relative weights directory to the Orbax checkpointer, which "
        "requires absolute paths; the fix converts it with os.path.abspath. Deterministic: every "
        "checkpoint save failed.",
    ),
    real(
        GH + "google/orbax/issues/924",
        "google/orbax",
        "model_loading_error",
        "user_code",
        USER,
        'ValueError: NOT_FOUND: Error opening "zarr" driver: Metadata at local file',
        r"""
        ValueError: NOT_FOUND: Error opening "zarr" driver: Metadata at local file "/home/black/monopi/orbax-test/a/.zarray" does not exist [tensorstore_spec='{\"context\":{\"cache_pool\":{},\"data_copy_concurrency\":{},\"file_io_concurrency\":{\"limit\":128},\"file_io_sync\":true},\"driver\":\"zarr\",\"kvstore\":{\"driver\":\"file\",\"path\":\"/home/black/monopi/orbax-test/a/\"}}'] [source locations='tensorstore/driver/kvs_backed_chunk_driver.cc:1255\ntensorstore/driver/driver.cc:109']
        """,
        "Restoring an OCDBT checkpoint that was just saved: Orbax's is_ocdbt_checkpoint looked for "
        "manifest.ocdbt at the top level instead of under ocdbt.process_0, so it opened the zarr "
        "layout and found no metadata. A checkpointer bug in that version; the restore fails the same "
        "way every time until Orbax is upgraded.",
    ),
    # --- quota and disks full under a checkpoint write -------------------------------------------
    real(
        GH + "keras-team/keras-tuner/issues/390",
        "keras-team/keras-tuner",
        "storage_error",
        "storage",
        USER,
        "ResourceExhaustedError: disk quota exceeded [Op:SaveV2]",
        r"""
        tensorflow.python.framework.errors_impl.ResourceExhaustedError: disk quota exceeded [Op:SaveV2]
        """,
        "AutoKeras writes a 1.4 GB checkpoint at the second trial and TensorFlow's SaveV2 reports "
        "the disk quota exceeded; another commenter hit the same save with 'No space left on device'. "
        "Quota recurs until space is freed or the checkpoint directory moves.",
    ),
    real(
        GH + "modelscope/facechain/issues/16",
        "modelscope/facechain",
        "storage_error",
        "storage",
        USER,
        "OSError: [Errno 122] Disk quota exceeded",
        r"""
        OSError: [Errno 122] Disk quota exceeded
        """,
        "After training on a free ModelScope notebook instance, inference fails with EDQUOT: the "
        "account had only 10 GB of storage (the maintainer); fixed by upgrading the account to "
        "50 GB. Recurs until the quota changes.",
    ),
    real(
        GH + "OpenNMT/OpenNMT/issues/463",
        "OpenNMT/OpenNMT",
        "storage_error",
        "storage",
        USER,
        "write error: wrote 9367499 blocks instead of 31014000",
        r"""
        [12/18/17 06:01:29 INFO] Saving checkpoint to '/MT-work/Corpus/en-US_lv-LV/Jonckers/Global/171208/Jonckers_Global_en_lv_checkpoint.t7'...
        /home/mtuser/torch/install/bin/luajit: /home/mtuser/torch/install/share/lua/5.1/torch/File.lua:210: write error: wrote 9367499 blocks instead of 31014000 at /home/mtuser/torch/pkg/torch/lib/TH/THDiskFile.c:356
        stack traceback:
                [C]: in function 'write'
                /home/mtuser/torch/install/share/lua/5.1/torch/File.lua:210: in function </home/mtuser/torch/install/share/lua/5.1/torch/File.lua:107>
                [C]: in function 'write'
                /home/mtuser/torch/install/share/lua/5.1/torch/File.lua:210: in function 'writeObject'
        """,
        "Torch7 wrote only part of the checkpoint (a short fwrite while saving the .t7 file). The "
        "thread's conclusion is not in the excerpt; label from the log: a short write of a large "
        "checkpoint is the volume filling up (or a quota), which the next save meets again.",
    ),
    real(
        GH + "pathak22/context-encoder/issues/11",
        "pathak22/context-encoder",
        "storage_error",
        "storage",
        USER,
        "write error: wrote 24686288 blocks instead of 32768000",
        r"""
        Epoch: [20][       3 /        3]	 Time: 29.860  DataTime: 0.002    Err_G_L2: 0.0748   Err_G: 1.6929  Err_D: 0.4178
        /home/nermin/torch/install/bin/lua: ...me/nermin/torch/install/share/lua/5.1/torch/File.lua:210: write error: wrote 24686288 blocks instead of 32768000 at /home/nermin/torch/pkg/torch/lib/TH/THDiskFile.c:353
        stack traceback:
        	[C]: in function 'write'
        	...me/nermin/torch/install/share/lua/5.1/torch/File.lua:210: in function <...me/nermin/torch/install/share/lua/5.1/torch/File.lua:107>
        	[C]: in function 'write'
        	...me/nermin/torch/install/share/lua/5.1/torch/File.lua:210: in function 'writeObject'
        """,
        "Training on a laptop, the model save after epoch 20 writes only part of the file. The "
        "thread concluded nothing visible; label from the log: a short write of the checkpoint is the "
        "disk filling up, which recurs at the next save.",
    ),
    real(
        GH + "mzbac/qlora-fine-tune/issues/1",
        "mzbac/qlora-fine-tune",
        "storage_error",
        "storage",
        USER,
        "PytorchStreamWriter failed writing file data/11: file write failed",
        r"""
        Loading PEFT: ./output/checkpoint-100/adapter_model
        Running merge_and_unload
        Traceback (most recent call last):
          File "/root/repositories/GPTQ-for-LLaMa/env1/lib/python3.10/site-packages/torch/serialization.py", line 441, in save
            _save(obj, opened_zipfile, pickle_module, pickle_protocol)
          File "/root/repositories/GPTQ-for-LLaMa/env1/lib/python3.10/site-packages/torch/serialization.py", line 668, in _save
            zip_file.write_record(name, storage.data_ptr(), num_bytes)
        RuntimeError: [enforce fail at inline_container.cc:471] . PytorchStreamWriter failed writing file data/11: file write failed
        """,
        "Writing the merged 13B model (tens of GB) fails inside torch.save. Label from the log (the "
        "thread's end is not in the excerpt): PyTorch's zip writer reports a failed write, in these "
        "threads the output volume running out of space, which the next attempt meets again.",
    ),
    # --- truncated or corrupt weight files (re-download; the owner's) ----------------------------
    real(
        GH + "visinf/lnfmm/issues/3",
        "visinf/lnfmm",
        "model_loading_error",
        "user_code",
        USER,
        "RuntimeError: unexpected EOF, expected 170260432 more bytes. The file might be corrupted.",
        r"""
        RuntimeError: unexpected EOF, expected 170260432 more bytes. The file might be corrupted.
        """,
        "The released pre-trained weights are truncated: torch.load stops short. The reporter asks "
        "the authors to re-upload the checkpoint. Loading the same file fails every time.",
    ),
    real(
        GH + "gjy3035/NWPU-Crowd-Sample-Code/issues/21",
        "gjy3035/NWPU-Crowd-Sample-Code",
        "model_loading_error",
        "user_code",
        USER,
        "RuntimeError: unexpected EOF, expected 3302200 more bytes. The file might be corrupted.",
        r"""
        Traceback (most recent call last):
          File "test.py", line 118, in <module>
            main()
          File "test.py", line 46, in main
            test(lines, model_path)
          File "test.py", line 55, in test
            net.load_state_dict(torch.load(model_path))
          File "/usr/local/lib/python3.7/dist-packages/torch/serialization.py", line 593, in load
            return _legacy_load(opened_file, map_location, pickle_module, **pickle_load_args)
          File "/usr/local/lib/python3.7/dist-packages/torch/serialization.py", line 779, in _legacy_load
            deserialized_objects[key]._set_from_file(f, offset, f_should_read_directly)
        RuntimeError: unexpected EOF, expected 3302200 more bytes. The file might be corrupted.
        """,
        "Maintainer: the state_dict file (model_path) might be corrupted. A truncated weight file: "
        "every load fails until it is downloaded again.",
    ),
    real(
        GH + "rawmarshmellows/deep-photo-aesthetics/issues/4",
        "rawmarshmellows/deep-photo-aesthetics",
        "model_loading_error",
        "user_code",
        USER,
        "RuntimeError: unexpected EOF. The file might be corrupted.",
        r"""
        ---> 10     net.load_state_dict(torch.load(f"{save_path}/{checkpoint}", map_location=lambda storage, loc: storage))
        ...

        RuntimeError: unexpected EOF. The file might be corrupted.
        """,
        "Loading the repository's checkpoint fails with a truncated file; the maintainer suggests "
        "training from scratch (or will retrain one). The file itself is bad: a rerun loads it again.",
    ),
    real(
        GH + "WZMIAOMIAO/deep-learning-for-image-processing/issues/752",
        "WZMIAOMIAO/deep-learning-for-image-processing",
        "model_loading_error",
        "user_code",
        USER,
        "RuntimeError: unexpected EOF, expected 2193276 more bytes. The file might be corrupted.",
        r"""
        Traceback (most recent call last):
          File "D:/PythonProjects/deep-learning-for-image-processing-master/pytorch_object_detection/faster_rcnn/train_res50_fpn.py", line 231, in <module>
            main(args)
          File "D:/PythonProjects/deep-learning-for-image-processing-master/pytorch_object_detection/faster_rcnn/train_res50_fpn.py", line 106, in main
            model = create_model(num_classes=args.num_classes + 1)
          File "D:/PythonProjects/deep-learning-for-image-processing-master/pytorch_object_detection/faster_rcnn/train_res50_fpn.py", line 30, in create_model
            weights_dict = torch.load("./backbone/fasterrcnn_resnet50_fpn_coco.pth", map_location='cpu')
          File "D:\MyLearnSoft\Miniconda\envs\pytorch\lib\site-packages\torch\serialization.py", line 608, in load
            return _legacy_load(opened_file, map_location, pickle_module, **pickle_load_args)
          File "D:\MyLearnSoft\Miniconda\envs\pytorch\lib\site-packages\torch\serialization.py", line 794, in _legacy_load
            deserialized_objects[key]._set_from_file(f, offset, f_should_read_directly)
        RuntimeError: unexpected EOF, expected 2193276 more bytes. The file might be corrupted.
        """,
        "Training starts by loading the pre-trained backbone weights, which stop short. The thread "
        "concluded nothing; label from the log: a truncated .pth file that fails the same way on "
        "every start until it is fetched again.",
    ),
    real(
        GH + "JizhiziLi/P3M/issues/13",
        "JizhiziLi/P3M",
        "model_loading_error",
        "user_code",
        USER,
        "RuntimeError: PytorchStreamReader failed reading zip archive: failed finding central directory",
        r"""
         super(_open_zipfile_reader, self).__init__(torch._C.PyTorchFileReader(name_or_buffer))
        RuntimeError: PytorchStreamReader failed reading zip archive: failed finding central directory,
        """,
        "torch.load finds no zip central directory: the checkpoint file is incomplete. The thread "
        "concluded nothing; label from the log: a truncated weight file that recurs until replaced.",
    ),
    real(
        GH + "gaomingqi/Track-Anything/issues/103",
        "gaomingqi/Track-Anything",
        "model_loading_error",
        "user_code",
        USER,
        "RuntimeError: PytorchStreamReader failed reading zip archive: failed finding central directory",
        r"""
        'RuntimeError: PytorchStreamReader failed reading zip archive: failed finding central directory' occurs.
        """,
        "The app's checkpoints were downloaded but one .pth is incomplete; the reporter solved it and "
        "a later comment: download them again. A truncated weight file, fixed by the owner.",
    ),
    # --- DataLoader workers out of /dev/shm (the owner's) -----------------------------------------
    real(
        GH + "pangeo-data/pangeo-docker-images/issues/258",
        "pangeo-data/pangeo-docker-images",
        "dataloader_killed",
        "user_code",
        USER,
        "ERROR: Unexpected bus error encountered in worker. This might be caused by insufficient shared memory (shm).",
        r"""
        ERROR: Unexpected bus error encountered in worker. This might be caused by insufficient shared memory (shm).
        ERROR: Unexpected bus error encountered in worker. This might be caused by insufficient shared memory (shm).
        Traceback (most recent call last):
          File "/srv/conda/envs/notebook/lib/python3.8/multiprocessing/queues.py", line 239, in _feed
            obj = _ForkingPickler.dumps(obj)
          File "/srv/conda/envs/notebook/lib/python3.8/multiprocessing/reduction.py", line 51, in dumps
            cls(buf, protocol).dump(obj)
          File "/srv/conda/envs/notebook/lib/python3.8/site-packages/torch/multiprocessing/reductions.py", line 321, in reduce_storage
            fd, size = storage._share_fd_()
        RuntimeError: unable to write to file </torch_1394_2747491098>
        """,
        "Training a PyTorch model with several DataLoader workers on the Planetary Computer hub: the "
        "container's /dev/shm is too small for the workers' shared tensors. The issue asks the hub "
        "images to raise the shared memory size. A configuration limit: recurs until /dev/shm grows "
        "or workers shrink.",
    ),
    real(
        GH + "ultralytics/yolov3/issues/283",
        "ultralytics/yolov3",
        "dataloader_killed",
        "user_code",
        USER,
        "ERROR: Unexpected bus error encountered in worker. This might be caused by insufficient shared memory (shm).",
        r"""
        ERROR: Unexpected bus error encountered in worker. This might be caused by insufficient shared memory (shm).
        """,
        "After hundreds of iterations on a RHEL 7.4 server the DataLoader workers hit a bus error in "
        "shared memory. The thread's answer is the generic checklist; label from the log: /dev/shm "
        "too small for the workers, a configuration limit the next run meets again.",
    ),
    # --- an object-store pipe that fails at random, cause unknown ---------------------------------
    real(
        GH + "webdataset/webdataset/issues/112",
        "webdataset/webdataset",
        "storage_error",
        "unknown",
        HUMAN,
        "gsutil -o GSUtil:parallel_process_count=1 -o GSUtil:parallel_thread_count=1 cat gs://dc-erik-data/210228_213525/data/v3/train/20.tar',), {'shell':",
        r"""
        Exception: ("((' gsutil -o GSUtil:parallel_process_count=1 -o GSUtil:parallel_thread_count=1 cat gs://dc-erik-data/210228_213525/data/v3/train/20.tar',), {'shell':
         True, 'bufsize': 8192}): exit 1 (read) {'nodeinfo': ('erik-dc', 7595), 'rank': -1, 'size': -1, 'worker_id': 0, 'num_workers': 4} @ <Pipe ((' gsutil -o GSUtil:para
        llel_process_count=1 -o GSUtil:parallel_thread_count=1 cat gs://dc-erik-data/210228_213525/data/v3/train/20.tar',), {'shell': True, 'bufsize': 8192})>", <webdatase
        t.gopen.Pipe object at 0x7fce1cc86e80>, {'__url__': 'pipe: gsutil -o GSUtil:parallel_process_count=1 -o GSUtil:parallel_thread_count=1 cat gs://dc-erik-data/210228
        _213525/data/v3/train/20.tar', '__worker__': '(0, 4)', '__rank__': 'None', '__nodeinfo__': "('erik-dc', 7595)"})
        """,
        "gsutil cat of a training shard exits 1 at random; the maintainer does not know why and "
        "suggests logging gsutil's stderr. The log says only that the reader process failed, not "
        "why (throttling, credentials, a network drop): ambiguous.",
        ambiguous=True,
    ),
]
