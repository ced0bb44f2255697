# ruff: noqa
"""Real excerpts, batch ZZ11-GE: dev-fold failures of training jobs around data and checkpoints,
gathered from GitHub issue threads of repositories new to the corpus whose `fold_of(repo)` is
"dev": checkpoint saves that fail (quota, shared tensors, object-store uploads), checkpoints and
weights that will not load (pickles that are not checkpoints, truncated files), data shards that
are truncated or corrupt (tar, TFRecord, HDF5), shared and FUSE file systems that go away, and
downloads that break mid-way. Taken as the searches returned them, not picked for what crashcart can
do; nobody ran crashcart on them before they were labelled. Verbatim log lines as printed in each
thread (trimmed to the relevant part); labelled from what each thread concluded, or from the log
where it concluded nothing (the notes say which)."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    # --- data shards and files that are truncated or corrupt ----------------------------------------
    real(
        GH + "JoeLeelyf/OVO-Bench/issues/18",
        "JoeLeelyf/OVO-Bench",
        "dataset_loading_error",
        "user_code",
        USER,
        'raise ReadError("unexpected end of data")',
        r"""
        Generating train split: 107 examples [00:38,  2.76 examples/s]
        Traceback (most recent call last):
          File "/usr/local/lib/python3.11/dist-packages/datasets/builder.py", line 1568, in _prepare_split_single
            for key, record in generator:
          File "/usr/local/lib/python3.11/dist-packages/datasets/packaged_modules/webdataset/webdataset.py", line 122, in _generate_examples
            for example_idx, example in enumerate(self._get_pipeline_from_tar(tar_path, tar_iterator)):
          File "/usr/local/lib/python3.11/dist-packages/datasets/packaged_modules/webdataset/webdataset.py", line 44, in _get_pipeline_from_tar
            current_example[field_name.lower()] = f.read()
                                                  ^^^^^^^^
          File "/usr/lib/python3.11/tarfile.py", line 687, in read
            raise ReadError("unexpected end of data")
        """,
        "load_dataset on a Hub dataset stored as WebDataset tar shards reads 107 examples and then "
        "hits the end of a tar member early: one shard in the local cache is truncated. The thread "
        "concluded nothing; from the log, the same cached shard is read again on a rerun, so the "
        "data has to be re-downloaded (or the upload fixed) before a restart can succeed.",
    ),
    real(
        GH + "apcode/tensorflow_fasttext/issues/9",
        "apcode/tensorflow_fasttext",
        "dataset_loading_error",
        "user_code",
        USER,
        "DataLossError: corrupted record at 0",
        r"""
tensorflow.python.framework.errors_impl.DataLossError: corrupted record at 0
	 [[{{node read_batch_features/read/ReaderReadUpToV2}} = ReaderReadUpToV2[_device="/job:localhost/replica:0/task:0/device:CPU:0"](read_batch_features/read/TFRecordReaderV2, read_batch_features/file_name_queue, read_batch_features/read/ReaderReadUpToV2/num_records)]]
        """,
        "Training a fastText classifier on TFRecords fails on the very first record (offset 0): the "
        "input file is not a readable TFRecord at all (wrong format or compression, or a broken "
        "preprocessing output). The thread concluded nothing; from the log, the input data must be "
        "regenerated, and a restart fails on the same record.",
    ),
    real(
        GH + "AdaCompNUS/pfnet/issues/1",
        "AdaCompNUS/pfnet",
        "dataset_loading_error",
        "user_code",
        USER,
        "DataLossError: corrupted record at 15458974733",
        r"""
        DataLossError: corrupted record at 15458974733
        """,
        "Training PF-net on the downloaded train.tfrecords stops with a corrupted record deep in the "
        "file. The maintainer: the data file looks corrupt, download it again; the reporter found "
        "the bad offset differs between downloads, i.e. the downloads were broken. A rerun on the "
        "same file fails the same way; the data must be fetched again first. (The line is the error "
        "as the reporter quoted it in a sentence.)",
    ),
    real(
        GH + "GT-RIPL/Xmodal-Ctx/issues/8",
        "GT-RIPL/Xmodal-Ctx",
        "dataset_loading_error",
        "user_code",
        USER,
        "OSError: Unable to open file (truncated file: eof = 27626007534",
        r"""
        Meshed-Memory Transformer Training
        Traceback (most recent call last):
          File "train.py", line 243, in <module>
            max_detections=50, preload=args.preload
          File "/home/lianjunliang/anaconda3/envs/Xmodal-Ctx/m2/data/field.py", line 296, in __init__
            self.obj = h5py.File(obj_file, "r")
          File "/home/lianjunliang/anaconda3/envs/xmodal-ctx/lib/python3.7/site-packages/h5py/_hl/files.py", line 507, in __init__
            fid = make_fid(name, mode, userblock_size, fapl, fcpl, swmr=swmr)
          File "/home/lianjunliang/anaconda3/envs/xmodal-ctx/lib/python3.7/site-packages/h5py/_hl/files.py", line 220, in make_fid
            fid = h5f.open(name, flags, fapl=fapl)
          File "h5py/_objects.pyx", line 54, in h5py._objects.with_phil.wrapper
          File "h5py/_objects.pyx", line 55, in h5py._objects.with_phil.wrapper
        OSError: Unable to open file (truncated file: eof = 27626007534, sblock->base_addr = 0, stored_eof = 32470737720)
        """,
        "train.py opens the object-feature HDF5 file and h5py finds it about 4.8 GB shorter than "
        "its header says: a truncated download or copy. No reply in the thread; from the log, the "
        "file must be fetched again, a restart opens the same short file. (The last line is the "
        "error as the reporter put it in the issue title; the pasted traceback ends just before it.)",
    ),
    # --- checkpoints and weights that will not load ------------------------------------------------
    real(
        GH + "jcchan23/GraphSol/issues/14",
        "jcchan23/GraphSol",
        "model_loading_error",
        "user_code",
        USER,
        "_pickle.UnpicklingError: invalid load key, '\\x0a'.",
        r"""
        Traceback (most recent call last):
          File "Test.py", line 362, in <module>
            test(test_dataframe)
          File "Test.py", line 285, in test
            model.load_state_dict(torch.load(Model_Path + model_name,map_location='cpu'))
          File "/home/oroscow/micromamba/envs/bioinfo/lib/python3.8/site-packages/torch/serialization.py", line 815, in load
            return _legacy_load(opened_file, map_location, pickle_module, **pickle_load_args)
          File "/home/oroscow/micromamba/envs/bioinfo/lib/python3.8/site-packages/torch/serialization.py", line 1033, in _legacy_load
            magic_number = pickle_module.load(f, **pickle_load_args)
        _pickle.UnpicklingError: invalid load key, '\x0a'.
        """,
        "After a successful Train.py, the test script's torch.load of the saved model file fails on "
        "the first byte (a newline): the file is not a torch checkpoint (typically a Git LFS pointer "
        "or a text file in its place). No answer in the thread; from the log, the wrong file is on "
        "disk and loading it again fails the same way.",
    ),
    real(
        GH + "victoresque/pytorch-template/issues/111",
        "victoresque/pytorch-template",
        "model_loading_error",
        "user_code",
        USER,
        "_pickle.UnpicklingError: invalid load key, '{'.",
        r"""
        _pickle.UnpicklingError: invalid load key, '{'.
        """,
        "Resuming training with --resume pointed at the run's JSON config instead of the .pth "
        "checkpoint: torch.load meets a '{'. The reporter's own fix: pass the .pth path. A command "
        "line mistake; restarting the same command fails the same way.",
    ),
    # --- checkpoint saves that fail ---------------------------------------------------------------------
    real(
        GH + "keras-team/autokeras/issues/1291",
        "keras-team/autokeras",
        "storage_error",
        "storage",
        USER,
        "ResourceExhaustedError: disk quota exceeded [Op:SaveV2]",
        r"""
        tensorflow.python.framework.errors_impl.ResourceExhaustedError: disk quota exceeded [Op:SaveV2]
        """,
        "An AutoKeras search dies in its second trial when the 1.4 GB checkpoint is written: the "
        "disk quota is used up. The maintainer: the trials' checkpoints use up the disk space (the "
        "issue was moved to Keras Tuner to keep fewer). A full quota recurs on restart until space "
        "is freed or fewer checkpoints are kept.",
    ),
    real(
        GH + "wdndev/tiny-llm-zh/issues/1",
        "wdndev/tiny-llm-zh",
        "runtime_error",
        "user_code",
        USER,
        "Some tensors share memory, this will lead to duplicate memory on disk",
        r"""
        RuntimeError:
                    Some tensors share memory, this will lead to duplicate memory on disk and potential differences when loading them again: [{'output.weight', 'tok_embeddings.weight'}].
                    A potential way to correctly save your model is to use `save_model`.
                    More information at https://huggingface.co/docs/safetensors/torch_shared_tensors

          0%|                                 | 500/1300653 [02:59<129:57:19,  2.78it/s]
        """,
        "Pre-training a small LLM with the HF Trainer dies at step 500, its first checkpoint save: "
        "safetensors refuses to serialise the tied output/embedding weights. The maintainer points "
        "to the safetensors issue and suggests upgrading transformers. A version mismatch that fails "
        "at every save until the environment (or the save call) is changed.",
    ),
    # --- object stores -----------------------------------------------------------------------------------
    real(
        GH + "aws-deepracer-community/deepracer-core/issues/81",
        "aws-deepracer-community/deepracer-core",
        "storage_error",
        "unknown",
        HUMAN,
        "An error occurred (RequestTimeTooSkewed) when calling the PutObject operation",
        r"""
        botocore.exceptions.ClientError: An error occurred (RequestTimeTooSkewed) when calling the PutObject operation: The difference between the request time and the server's time is too large.
        """,
        "Local DeepRacer training on a laptop stops after two checkpoints: the S3 (minio) PutObject "
        "of the model is refused because the client's clock is more than the allowed skew away from "
        "the server's. Nothing in the code is wrong and nothing transient either: the host clock "
        "(a Docker VM that drifted) has to be resynchronised before a restart can upload. Labelled "
        "from the log and the error's documented meaning; the thread's answer was not in what was "
        "read.",
    ),
    real(
        GH + "kylegallatin/mlops-pipeline/issues/3",
        "kylegallatin/mlops-pipeline",
        "storage_error",
        "storage",
        HUMAN,
        "An error occurred (InternalError) when calling the UploadPart operation (reached max retries: 4)",
        r"""
        File "/usr/local/lib/python3.7/site-packages/botocore/client.py", line 708, in _make_api_call
            raise error_class(parsed_response, operation_name)
        botocore.exceptions.ClientError: An error occurred (InternalError) when calling the UploadPart operation (reached max retries: 4): We encountered an internal error, please try again.: cause(open /data/.minio.sys/multipart/e6d54367be63439526ba5ac8a5ac19f7f5f5dcb42b2e50b1e9fd507a3a929b01/ec0cf316-457e-4071-a897-03e29ff08c56/fs.json: invalid argument)

        During handling of the above exception, another exception occurred:

        Traceback (most recent call last):
          File "train.py", line 36, in <module>
            mlflow.sklearn.log_model(model, "rf-regressor")
          File "/usr/local/lib/python3.7/site-packages/mlflow/sklearn/__init__.py", line 341, in log_model
            extra_pip_requirements=extra_pip_requirements,
          File "/usr/local/lib/python3.7/site-packages/mlflow/models/model.py", line 188, in log
            mlflow.tracking.fluent.log_artifacts(local_path, artifact_path)
          File "/usr/local/lib/python3.7/site-packages/mlflow/tracking/fluent.py", line 584, in log_artifacts
            MlflowClient().log_artifacts(run_id, local_dir, artifact_path)
        """,
        "The last line of train.py uploads the trained model to MLflow's artifact store (minio) and "
        "every multipart UploadPart returns InternalError after four retries; the cause minio gives "
        "is its own backend failing to open a multipart metadata file ('invalid argument'). The "
        "thread concluded nothing. An S3 InternalError is usually transient, but this one comes from "
        "the object store's disk and survived the retries: whether a rerun helps or minio's storage "
        "needs fixing first is open.",
        ambiguous=True,
    ),
    # --- shared and FUSE file systems ----------------------------------------------------------------
    real(
        GH + "Alluxio/alluxio/issues/14294",
        "Alluxio/alluxio",
        "storage_error",
        "storage",
        HUMAN,
        "close() failed: Transport endpoint is not connected",
        r"""
        2021-10-22 13:24:29.645844: E tensorflow/core/platform/default/posix_file_system.cc:56] close() failed: Transport endpoint is not connected
        2021-10-22 13:24:29.645932: E tensorflow/core/platform/default/posix_file_system.cc:56] close() failed: Transport endpoint is not connected
        2021-10-22 13:24:29.645962: E tensorflow/core/platform/default/posix_file_system.cc:56] close() failed: Transport endpoint is not connected
        2021-10-22 13:24:29.646367: E tensorflow/core/platform/default/posix_file_system.cc:56] close() failed: Transport endpoint is not connected
        2021-10-22 13:24:29.646652: E tensorflow/core/platform/default/posix_file_system.cc:56] close() failed: Transport endpoint is not connected
        2021-10-22 13:24:29.647291: E tensorflow/core/platform/default/posix_file_system.cc:56] close() failed: Transport endpoint is not connected
        2021-10-22 13:24:29.647355: E tensorflow/core/platform/default/posix_file_system.cc:56] close() failed: Transport endpoint is not connected
        """,
        "A TensorFlow job reading its data through an Alluxio FUSE pod stops making progress while "
        "every file close fails with 'Transport endpoint is not connected': the FUSE daemon behind "
        "the mount has died. The mount has to be remounted (the FUSE pod restarted) before the job "
        "can be restarted; restarting the job alone meets the same dead mount. Labelled from the log "
        "(the thread is an open bug).",
    ),
    real(
        GH + "Alluxio/alluxio/issues/10062",
        "Alluxio/alluxio",
        "storage_error",
        "storage",
        HUMAN,
        "/data/imagenet/train-00464-of-01024; Input/output error",
        r"""
10	images/sec: 189.4 +/- 14.3 (jitter = 20.6)	10.731
10	images/sec: 195.6 +/- 13.2 (jitter = 20.9)	9.219
10	images/sec: 195.6 +/- 13.2 (jitter = 20.8)	13.262
10	images/sec: 189.5 +/- 14.3 (jitter = 20.4)	10.236
I1008 09:37:22.397283 139885269550848 coordinator.py:224] Error reported to Coordinator: <class 'tensorflow.python.framework.errors_impl.UnknownError'>, /data/imagenet/train-00464-of-01024; Input/output error
	 [[{{node MultiDeviceIteratorGetNextFromShard}}]]
	 [[{{node RemoteCall}}]]
	 [[node input_processing/IteratorGetNext (defined at /perseus-demo/tensorflow-demo/benchmarks/scripts/tf_cnn_benchmarks/benchmark_cnn.py:2697) ]]
	 [[{{node cluster_56_1/merge_oidx_273}}]]
        """,
        "Distributed TensorFlow training (4 workers) reads ImageNet shards through Alluxio FUSE "
        "backed by OSS with a cold cache, and one worker fails with an I/O error on a shard. The "
        "Alluxio logs in the thread show the worker failing to read the block from OSS (premature "
        "end of the HTTP body on a cold read). A rerun may find the block cached or hit the same "
        "bug; the thread leaves open whether this is transient or needs the storage layer fixed.",
        ambiguous=True,
    ),
    real(
        GH + "ayumiymk/aster.pytorch/issues/63",
        "ayumiymk/aster.pytorch",
        "storage_error",
        "storage",
        USER,
        "lmdb.Error: /xxx/xxx/recognition/CVPR2016/: Stale file handle",
        r"""
        lmdb.Error: /xxx/xxx/recognition/CVPR2016/: Stale file handle
        """,
        "The training script opens the LMDB datasets on a remote shared file system and lmdb fails "
        "with a stale file handle. The reporter's resolution: the shared file system does not suit "
        "LMDB, and moving the .mdb files to a local path fixed it. Not a passing NFS hiccup here: it "
        "recurs until the data is placed elsewhere, so no blind restart.",
    ),
    # --- downloads that break -------------------------------------------------------------------------
    real(
        GH + "cleinc/bts/issues/71",
        "cleinc/bts",
        "connection_error",
        "transient",
        RESTART,
        "http.client.IncompleteRead: IncompleteRead(32761 bytes read, 7 more expected)",
        r"""
        Traceback (most recent call last):
          File "/home/jaram/Desktop/hy/bts/venv/lib/python3.6/site-packages/urllib3/response.py", line 437, in _error_catcher
            yield
          File "/home/jaram/Desktop/hy/bts/venv/lib/python3.6/site-packages/urllib3/response.py", line 767, in read_chunked
            chunk = self._handle_chunk(amt)
          File "/home/jaram/Desktop/hy/bts/venv/lib/python3.6/site-packages/urllib3/response.py", line 711, in _handle_chunk
            value = self._fp._safe_read(amt)
          File "/usr/lib/python3.6/http/client.py", line 624, in _safe_read
            raise IncompleteRead(b''.join(s), amt)
        http.client.IncompleteRead: IncompleteRead(32761 bytes read, 7 more expected)
        """,
        "Preparing the NYU training data, the Google Drive download of sync.zip breaks off: the "
        "chunked response ends early (ChunkedEncodingError). The thread concluded nothing; from the "
        "log, a broken HTTP transfer that a retry of the download step can get past.",
    ),
    # --- more checkpoints and weights that will not load ------------------------------------------------
    real(
        GH + "mseitzer/pytorch-fid/issues/87",
        "mseitzer/pytorch-fid",
        "model_loading_error",
        "user_code",
        USER,
        "RuntimeError: unexpected EOF, expected 877244 more bytes. The file might be corrupted.",
        r"""
        RuntimeError: unexpected EOF, expected 877244 more bytes. The file might be corrupted.
        """,
        "Computing FID (the Inception weights are fetched on first use) fails loading the weights "
        "file: it is shorter than its header says. The answer in the thread: the weight download "
        "was interrupted; delete the cached file and download it again. Loading the same cached "
        "file again fails identically.",
    ),
    real(
        GH + "neptune-ai/open-solution-mapping-challenge/issues/192",
        "neptune-ai/open-solution-mapping-challenge",
        "model_loading_error",
        "user_code",
        USER,
        "RuntimeError: Error(s) in loading state_dict for DataParallel:",
        r"""
RuntimeError: Error(s) in loading state_dict for DataParallel:
        Missing key(s) in state_dict: "module.encoder.conv1.weight", "module.encoder.bn1.weight", "module.encoder.bn1.bias", "module
.encoder.bn1.running_mean", "module.encoder.bn1.running_var", "module.encoder.layer1.0.conv1.weight", "module.encoder.layer1.0.bn1.w
eight", "module.encoder.layer1.0.bn1.bias", "module.encoder.layer1.0.bn1.running_mean", "module.encoder.layer1.0.bn1.running_var", "
        """,
        "Resuming training from best.torch fails: the DataParallel-wrapped model expects 'module.'-"
        "prefixed keys the saved state dict does not have. The reporter shows it happens even when "
        "resuming immediately without changing anything, i.e. the save and resume paths of the "
        "code disagree. No maintainer diagnosis in what was read; from the log, a save/load "
        "mismatch in the training code that every resume will hit.",
    ),
    real(
        GH + "spyflying/CMPC-Refseg/issues/7",
        "spyflying/CMPC-Refseg",
        "model_loading_error",
        "user_code",
        USER,
        "NotFoundError: Key _CHECKPOINTABLE_OBJECT_GRAPH not found in checkpoint",
        r"""
        Traceback (most recent call last):
          File "/home/XXXXXX/Programs/anaconda3/envs/cmpc-env/lib/python3.6/site-packages/tensorflow_core/python/training/saver.py", line 1300, in restore
            names_to_keys = object_graph_key_mapping(save_path)
          File "/home/XXXXXX/Programs/anaconda3/envs/cmpc-env/lib/python3.6/site-packages/tensorflow_core/python/training/saver.py", line 1618, in object_graph_key_mapping
            object_graph_string = reader.get_tensor(trackable.OBJECT_GRAPH_PROTO_KEY)
          File "/home/XXXXXX/Programs/anaconda3/envs/cmpc-env/lib/python3.6/site-packages/tensorflow_core/python/pywrap_tensorflow_internal.py", line 915, in get_tensor
            return CheckpointReader_GetTensor(self, compat.as_bytes(tensor_str))
        tensorflow.python.framework.errors_impl.NotFoundError: Key _CHECKPOINTABLE_OBJECT_GRAPH not found in checkpoint

        During handling of the above exception, another exception occurred:

        Traceback (most recent call last):
          File "trainval_model.py", line 354, in <module>
            pre_emb=args.emb)
          File "trainval_model.py", line 178, in test
            snapshot_restorer.restore(sess, weights)
          File "/home/XXXXXX/Programs/anaconda3/envs/cmpc-env/lib/python3.6/site-packages/tensorflow_core/python/training/saver.py", line 1306, in restore
            err, "a Variable name or other graph key that is missing")
        """,
        "Restoring the trained snapshot for evaluation fails in tf.train.Saver: the checkpoint does "
        "not hold the variables the graph asks for (the follow-up error, cut off in the paste, is "
        "TF's 'a Variable name or other graph key that is missing'). The thread concluded nothing; "
        "from the log, the wrong checkpoint (or one from another graph) is passed, which recurs.",
    ),
    real(
        GH + "google-research/bert/issues/709",
        "google-research/bert",
        "model_loading_error",
        "user_code",
        USER,
        "Unimplemented: File system scheme '[local]' not implemented",
        r"""
Unsuccessful TensorSliceReader constructor: Failed to get matching files on /tmp/tfhub_modules/5a395eafef2a37bd9fc55d7f6ae676d2a134a838/variables/variables: Unimplemented: File system scheme '[local]' not implemented (file: '/tmp/tfhub_modules/5a395eafef2a37bd9fc55d7f6ae676d2a134a838/variables/variables')
	 [[{{node checkpoint_initializer_98}}]]
        """,
        "Fine-tuning BERT from TF Hub on a Colab TPU crashes initialising from the hub module's "
        "checkpoint: the module was cached under the VM's local /tmp, which the TPU workers cannot "
        "read (only GCS paths work there). No fix in what was read; from the log, a configuration "
        "error (the hub cache must live in a GCS bucket) rather than a transient fault, although "
        "the reporter sees it only sometimes.",
    ),
    # --- hubs that are not reached ----------------------------------------------------------------------
    real(
        GH + "xyz9911/FLAME/issues/2",
        "xyz9911/FLAME",
        "model_loading_error",
        "user_code",
        USER,
        "OSError: We couldn't connect to 'https://huggingface.co' to load this file",
        r"""
        OSError: We couldn't connect to 'https://huggingface.co' to load this file, couldn't find it in the cached files and it looks like xyz9911/FLAME-init is not the path to a directory containing a file named config.json.
        Checkout your internet connection or see how to run the library in offline mode at 'https://huggingface.co/docs/transformers/installation#offline-mode'.
        """,
        "The fine-tuning script cannot fetch the initial checkpoint from the Hub although the "
        "reporter can reach huggingface.co. The maintainer's fix: the training code set an "
        "environment variable (offline mode) that it now unsets. It reads like a network failure "
        "but is the script's configuration; a restart fails the same way until the code changes.",
    ),
    real(
        GH + "tencent-ailab/IP-Adapter/issues/209",
        "tencent-ailab/IP-Adapter",
        "connection_error",
        "user_code",
        USER,
        "OSError: We couldn't connect to 'https://huggingface.co' to load this model",
        r"""
        OSError: We couldn't connect to 'https://huggingface.co' to load this model, couldn't find it in the cached files and it looks like runwayml/stable-diffusion-v1-5/ is not the path to a directory containing a scheduler_config.json file.
        Checkout your internet connection or see how to run the library in offline mode at 'https://huggingface.co/docs/diffusers/installation#offline-mode'.
        """,
        "The IP-Adapter training script cannot load the base Stable Diffusion model from the Hub on "
        "the reporter's machine. The maintainer's advice: download the model to a local path first "
        "and point the script at it. The machine does not reach the Hub at all (not a passing "
        "outage), so a restart needs the model staged locally first.",
    ),
    # --- data items the loader cannot decode ---------------------------------------------------------
    real(
        GH + "meijieru/crnn.pytorch/issues/151",
        "meijieru/crnn.pytorch",
        "dataset_loading_error",
        "user_code",
        USER,
        "Corrupted image for 655",
        r"""
        Corrupted image for 655
        Corrupted image for 657
        Corrupted image for 659
        Corrupted image for 661
        Corrupted image for 663
        Corrupted image for 665
        Corrupted image for 667
        Corrupted image for 669
        Corrupted image for 671
        Corrupted image for 673
        Corrupted image for 675
        Corrupted image for 677
        Corrupted image for 679
        Corrupted image for 681
        Corrupted image for 683
        Corrupted image for 685
        Process Process-1:
        Traceback (most recent call last):
          File "/home/rice/PycharmProjects/crnn.pytorch-master/crnn_main.py", line 199, in <module>
            cost = trainBatch(crnn, criterion, optimizer)
          File "/home/rice/PycharmProjects/crnn.pytorch-master/crnn_main.py", line 173, in trainBatch
            data = train_iter.next()
          File "/home/rice/.local/lib/python3.6/site-packages/torch/utils/data/dataloader.py", line 275, in __next__
            idx, batch = self._get_batch()
          File "/home/rice/.local/lib/python3.6/site-packages/torch/utils/data/dataloader.py", line 254, in _get_batch
            return self.data_queue.get()
          File "/home/rice/anaconda3/envs/tensorflow1/lib/python3.6/queue.py", line 164, in get
            self.not_empty.wait()
          File "/home/rice/anaconda3/envs/tensorflow1/lib/python3.6/threading.py", line 295, in wait
            waiter.acquire()
        """,
        "CRNN training reads its LMDB dataset and every sample decodes as a corrupted image, after "
        "which the DataLoader worker exits and the main process is left waiting on the queue. The "
        "thread's answer was not in what was read; from the log, the LMDB was built wrongly (or is "
        "the wrong file), which a restart does not change.",
    ),
    real(
        GH + "novioleo/FOTS/issues/23",
        "novioleo/FOTS",
        "dataset_loading_error",
        "user_code",
        USER,
        "RuntimeError: DataLoader worker (pid(s) 17556) exited unexpectedly",
        r"""
        RuntimeError: DataLoader worker (pid(s) 17556) exited unexpectedly
        """,
        "Training FOTS on ICDAR17 RCTW stops with a DataLoader worker exiting. The maintainer: find "
        "the item that raises, it is caused by a broken image or similar bad sample; the reporter "
        "found it. A data problem that a restart meets again at the same sample.",
    ),
    # --- file locking on shared storage -------------------------------------------------------------
    real(
        GH + "MycroftAI/mycroft-precise/issues/86",
        "MycroftAI/mycroft-precise",
        "storage_error",
        "user_code",
        USER,
        "OSError: Unable to create file (unable to lock file, errno = 37, error message = 'No locks available')",
        r"""
        OSError: Unable to create file (unable to lock file, errno = 37, error message = 'No locks available')
        """,
        "Training a new wake-word model fails every time when h5py creates the model file: the file "
        "system refuses the lock (ENOLCK, typical of NFS without a lock daemon). The maintainer asks "
        "whether a shared file system is used; no resolution in the thread. It recurs until the "
        "output is written elsewhere or HDF5 file locking is turned off.",
    ),
    # --- resumes that the loader refuses ------------------------------------------------------------
    real(
        GH + "nanoporetech/remora/issues/226",
        "nanoporetech/remora",
        "model_loading_error",
        "user_code",
        USER,
        "UnpicklingError: Weights only load failed.",
        r"""
        UnpicklingError: Weights only load failed. This file can still be loaded, to do so you have two options, do those steps only if you trust the source of the checkpoint.
        (1) In PyTorch 2.6, we changed the default value of the weights_only argument in torch.load from False to True. Re-running torch.load with weights_only set to False will likely succeed, but it can result in arbitrary code execution. Do it only if you got the file from a trusted source.
        (2) Alternatively, to load with weights_only=True please check the recommended steps in the following error message.
        WeightsUnpickler error: Unsupported global: GLOBAL numpy.core.multiarray._reconstruct was not an allowed global by default. Please use torch.serialization.add_safe_globals([numpy.core.multiarray._reconstruct]) or the torch.serialization.safe_globals([numpy.core.multiarray._reconstruct]) context manager to allowlist this global if you trust this class/function.
        """,
        "Resuming 'remora model train' from a checkpoint of the previous run fails under torch 2.9: "
        "torch.load now defaults to weights_only=True and the checkpoint holds a numpy object. The "
        "reporter's fix is weights_only=False in the loader. A code/version incompatibility: every "
        "resume fails the same way until the code changes.",
    ),
    real(
        GH + "allenai/open-instruct/issues/673",
        "allenai/open-instruct",
        "model_loading_error",
        "user_code",
        USER,
        "Check the documentation of torch.load to learn more about types accepted by default with weights_only",
        r"""
        [rank1]: Check the documentation of torch.load to learn more about types accepted by default with weights_only https://pytorch.org/docs/stable/generated/torch.load.html.
        [rank4]: Traceback (most recent call last):
        [rank4]:   File "/home/hhaoch/workspace/open-instruct/open_instruct/finetune.py", line 941, in <module>
        [rank4]:     main(args, tc)
        [rank4]:   File "/home/hhaoch/workspace/open-instruct/open_instruct/finetune.py", line 732, in main
        [rank4]:     accelerator.load_state(last_checkpoint_path)
        """,
        "Resuming multi-GPU SFT from the last checkpoint: every rank fails in accelerator.load_state "
        "with torch.load's weights_only refusal (the tail of the message is what the excerpt keeps). "
        "No fix in the thread; from the log, the PyTorch 2.6 default change against a checkpoint "
        "with non-tensor state, which recurs on every resume until the load call or versions change.",
    ),
    # --- object stores refusing access, downloads timing out -------------------------------------------
    real(
        GH + "aws-samples/amazon-sagemaker-local-mode/issues/9",
        "aws-samples/amazon-sagemaker-local-mode",
        "storage_error",
        "user_code",
        USER,
        "An error occurred (403) when calling the HeadObject operation: Forbidden",
        r"""
        xtwk0cmckh-algo-1-p7p3n | 2021-04-19 23:07:03,322 s3transfer.tasks DEBUG    Exception raised.
        xtwk0cmckh-algo-1-p7p3n | Traceback (most recent call last):
        xtwk0cmckh-algo-1-p7p3n |   File "/usr/local/lib/python3.7/site-packages/s3transfer/tasks.py", line 255, in _main
        xtwk0cmckh-algo-1-p7p3n |     self._submit(transfer_future=transfer_future, **kwargs)
        xtwk0cmckh-algo-1-p7p3n |   File "/usr/local/lib/python3.7/site-packages/s3transfer/download.py", line 343, in _submit
        xtwk0cmckh-algo-1-p7p3n |     **transfer_future.meta.call_args.extra_args
        xtwk0cmckh-algo-1-p7p3n |   File "/usr/local/lib/python3.7/site-packages/botocore/client.py", line 357, in _api_call
        xtwk0cmckh-algo-1-p7p3n |     return self._make_api_call(operation_name, kwargs)
        xtwk0cmckh-algo-1-p7p3n |   File "/usr/local/lib/python3.7/site-packages/botocore/client.py", line 676, in _make_api_call
        xtwk0cmckh-algo-1-p7p3n |     raise error_class(parsed_response, operation_name)
        xtwk0cmckh-algo-1-p7p3n | botocore.exceptions.ClientError: An error occurred (403) when calling the HeadObject operation: Forbidden
        xtwk0cmckh-algo-1-p7p3n | 2021-04-19 23:07:03,323 s3transfer.utils DEBUG    Releasing acquire 0/None
        xtwk0cmckh-algo-1-p7p3n | 2021-04-19 23:07:03,324 sagemaker-training-toolkit ERROR    Reporting training FAILURE
        """,
        "A SageMaker local-mode training container fails while downloading its inputs from S3: "
        "HeadObject returns 403 Forbidden and the toolkit reports training FAILURE. The thread's "
        "resolution was not in what was read; from the log, the credentials the container uses are "
        "not allowed to read the object (a permissions/configuration problem), which a restart "
        "meets again.",
    ),
    real(
        GH + "cvdfoundation/open-images-dataset/issues/16",
        "cvdfoundation/open-images-dataset",
        "connection_error",
        "transient",
        RESTART,
        "fatal error:(The read operation timed out)",
        r"""
        fatal error:(The read operation timed out)
        """,
        "Downloading the Open Images training set with 'aws s3 sync' stops after ~140k-450k images "
        "with a read timeout. Others in the thread saw the same; one found it recovered the next "
        "morning and wrapped the sync in a retry loop. A transient transfer failure: rerunning the "
        "(resumable) sync continues.",
    ),
]
