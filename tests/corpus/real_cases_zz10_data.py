# ruff: noqa
"""Real excerpts, batch ZZ10-DATA: data-pipeline and checkpoint I/O failures. DataLoader workers
killed by SIGBUS on a small /dev/shm (a workstation and a Kubeflow pod), file-descriptor exhaustion
(`Too many open files`, `received 0 items of ancdata`), a dataset object that cannot be pickled into
a spawned worker; dataset files that are corrupt or cut short (Pillow's truncated image, TFRecord
`DataLossError` truncated and corrupted records, an LMDB map that is full, a `.npz` that is not a
zip, a JSON file pyarrow cannot parse); checkpoints that cannot be read (legacy `torch.load` EOF,
`invalid load key` on HTML and other non-checkpoint files, a safetensors header cut short) or
written (`PytorchStreamWriter failed writing file`, permission denied on the checkpoint file) and an
NFS stale file handle under a shared cache. Verbatim log lines as printed in public threads (each
repository maps to the dev fold and was not in the corpus before); labelled from what each thread
concluded, or from the log where it concluded nothing (the notes say which)."""

from __future__ import annotations

from real_kit import HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    # --- DataLoader workers and process resources ----------------------------------------------
    real(
        GH + "jackyjsy/CVPR21Chal-SLR/issues/5",
        "jackyjsy/CVPR21Chal-SLR",
        "dataloader_killed",
        "user_code",
        USER,
        "RuntimeError: DataLoader worker (pid 49) is killed by signal: Bus error.",
        r"""
        Using 2 GPUs
        ######################Testing Started#######################
        ERROR: Unexpected bus error encountered in worker. This might be caused by insufficient shared memory (shm).
        Traceback (most recent call last):
          File "/home/smilelab_slr/SLR_pytorch/env/lib/python3.8/site-packages/torch/utils/data/dataloader.py", line 872, in _try_get_data
            data = self._data_queue.get(timeout=timeout)
          File "/home/smilelab_slr/SLR_pytorch/env/lib/python3.8/queue.py", line 179, in get
            self.not_empty.wait(remaining)
          File "/home/smilelab_slr/SLR_pytorch/env/lib/python3.8/threading.py", line 306, in wait
            gotit = waiter.acquire(True, timeout)
          File "/home/smilelab_slr/SLR_pytorch/env/lib/python3.8/site-packages/torch/utils/data/_utils/signal_handling.py", line 66, in handler
            _error_if_any_worker_fails()
        RuntimeError: DataLoader worker (pid 49) is killed by signal: Bus error. It is possible that dataloader's workers are out of shared memory. Please try to raise your shared memory limit.

        The above exception was the direct cause of the following exception:
        """,
        "A DataLoader worker died of SIGBUS while the test script ran; PyTorch's own message names "
        "shared memory. The thread was closed without a diagnosis beyond it; the label rests on the "
        "log: /dev/shm too small for the workers' batches, which recurs until the owner raises it "
        "or lowers num_workers.",
    ),
    real(
        GH + "kubeflow/pipelines/issues/6510",
        "kubeflow/pipelines",
        "dataloader_killed",
        "user_code",
        USER,
        "ERROR: Unexpected bus error encountered in worker.",
        r"""
        ERROR: Unexpected bus error encountered in worker. This might be caused by insufficient shared memory (shm).
        """,
        "A Kubeflow pipeline's training component died with PyTorch's DataLoader SIGBUS message. The "
        "reporter fixed it by mounting a memory-backed emptyDir at /dev/shm in the pipeline (the pod's "
        "default /dev/shm is 64 MB): a configuration of the job, recurring until changed.",
    ),
    real(
        GH + "MhLiao/MaskTextSpotterV3/issues/51",
        "MhLiao/MaskTextSpotterV3",
        "os_error",
        "user_code",
        USER,
        "OSError: [Errno 24] Too many open files",
        r"""
        OSError: [Errno 24] Too many open files
        """,
        "Distributed pre-training on SynthText stops after a few iterations with EMFILE. The reporter "
        "fixed it with `ulimit -n 65535`, another user with `set_sharing_strategy('file_system')`: "
        "the DataLoader's file-descriptor sharing exceeds the process limit, a setting of the job.",
    ),
    real(
        GH + "lzccccc/SMOKE/issues/21",
        "lzccccc/SMOKE",
        "os_error",
        "user_code",
        USER,
        "RuntimeError: received 0 items of ancdata",
        r"""
          File "/home/robot1/anaconda3/envs/SMOKE/lib/python3.7/site-packages/torch/utils/data/dataloader.py", line 841, in _next_data
            idx, data = self._get_data()
          File "/home/robot1/anaconda3/envs/SMOKE/lib/python3.7/site-packages/torch/utils/data/dataloader.py", line 808, in _get_data
            success, data = self._try_get_data()
          File "/home/robot1/anaconda3/envs/SMOKE/lib/python3.7/site-packages/torch/utils/data/dataloader.py", line 761, in _try_get_data
            data = self._data_queue.get(timeout=timeout)
          File "/home/robot1/anaconda3/envs/SMOKE/lib/python3.7/multiprocessing/queues.py", line 113, in get
            return _ForkingPickler.loads(res)
          File "/home/robot1/anaconda3/envs/SMOKE/lib/python3.7/site-packages/torch/multiprocessing/reductions.py", line 294, in rebuild_storage_fd
            fd = df.detach()
          File "/home/robot1/anaconda3/envs/SMOKE/lib/python3.7/multiprocessing/resource_sharer.py", line 58, in detach
            return reduction.recv_handle(conn)
          File "/home/robot1/anaconda3/envs/SMOKE/lib/python3.7/multiprocessing/reduction.py", line 185, in recv_handle
            return recvfds(s, 1)[0]
          File "/home/robot1/anaconda3/envs/SMOKE/lib/python3.7/multiprocessing/reduction.py", line 161, in recvfds
            len(ancdata))
        RuntimeError: received 0 items of ancdata
        """,
        "The main process could not receive a worker's batch: the file_descriptor sharing strategy "
        "ran out of descriptors (pytorch/pytorch#973, the workaround being a higher `ulimit -n` or the "
        "file_system strategy). No diagnosis in the thread beyond other users hitting it; label from "
        "the log and PyTorch's documented cause: a resource limit of the job that recurs.",
    ),
    real(
        GH + "kkoutini/PaSST/issues/48",
        "kkoutini/PaSST",
        "attribute_error",
        "user_code",
        USER,
        "AttributeError: Can't pickle local object 'get_roll_func.<locals>.roll_func'",
        r"""
        Traceback (most recent call last):
          File "<string>", line 1, in <module>
          File "path\venv\lib\multiprocessing\spawn.py", line 116, in spawn_main
            exitcode = _main(fd, parent_sentinel)
          File "path\venv\lib\multiprocessing\spawn.py", line 126, in _main
            self = reduction.pickle.load(from_parent)
        EOFError: Ran out of input
        ERROR - passt_Dcase2020 - Failed after 0:00:12!

        Traceback (most recent calls WITHOUT Sacred internals):
          File "ex_dcase.py", line 436, in default_command
            return main()
          File "ex_dcase.py", line 275, in main
            trainer.fit(
          File "path\venv\lib\site-packages\pytorch_lightning\trainer\trainer.py", line 608, in fit
            call._call_and_handle_interrupt(
          File "path\venv\lib\multiprocessing\popen_spawn_win32.py", line 93, in __init__
            reduction.dump(process_obj, to_child)
          File "path\venv\lib\multiprocessing\reduction.py", line 60, in dump
            ForkingPickler(file, protocol).dump(obj)
        AttributeError: Can't pickle local object 'get_roll_func.<locals>.roll_func'
        """,
        "On Windows (spawn) with num_workers > 0 the dataset's local function cannot be pickled into "
        "the worker; the worker's `EOFError: Ran out of input` is the echo of the parent's pickling "
        "failure. No answer in the thread; from the log the cause is the reporter's dataset code, which "
        "fails the same way on every run.",
    ),
    # --- dataset files corrupt or cut short ------------------------------------------------------
    real(
        GH + "eg4000/SKU110K_CVPR19/issues/28",
        "eg4000/SKU110K_CVPR19",
        "dataset_loading_error",
        "user_code",
        USER,
        "OSError: image file is truncated (23 bytes not processed)",
        r"""
        OSError: image file is truncated (23 bytes not processed)
        768/10000 [=>............................] - ETA: 46:01:31 - loss: 2.7264 - regression_loss: 2.2707 - classification_loss: 0.4557Traceback (most recent call last):
          File "object_detector_retinanet/keras_retinanet/bin/train.py", line 440, in <module>
            main()
          File "object_detector_retinanet/keras_retinanet/bin/train.py", line 435, in main
            validation_steps=validation_generator.size()
          File "/opt/conda/lib/python3.7/site-packages/keras/legacy/interfaces.py", line 91, in wrapper
            return func(*args, **kwargs)
          File "/opt/conda/lib/python3.7/site-packages/keras/engine/training.py", line 1418, in fit_generator
            initial_epoch=initial_epoch)
          File "/opt/conda/lib/python3.7/site-packages/keras/engine/training_generator.py", line 181, in fit_generator
            generator_output = next(output_generator)
        """,
        "Training on the SKU110K images stops at iteration 768 because Pillow meets an image cut short "
        "(the same dataset's issue #23 traces it to corrupted images; the remedies are removing them or "
        "LOAD_TRUNCATED_IMAGES). The reporter pasted the error line before the traceback. A corrupt "
        "file recurs at the same sample.",
    ),
    real(
        GH + "yhenon/pytorch-retinanet/issues/93",
        "yhenon/pytorch-retinanet",
        "dataset_loading_error",
        "user_code",
        USER,
        "ValueError: Traceback (most recent call last):",
        r"""
        Epoch: 0 | Iteration: 46941 | Classification loss: 0.39337 | Regression loss: 0.51541 | Running loss: 0.83944
        Epoch: 0 | Iteration: 46942 | Classification loss: 0.26286 | Regression loss: 0.14560 | Running loss: 0.83871
        Traceback (most recent call last):
          File "train.py", line 179, in <module>
            main()
          File "train.py", line 125, in main
            for iter_num, data in enumerate(dataloader_train):
          File "/home/joselito92/Projects/thesis/retinanet/pytorch-retinanet/lib/python3.7/site-packages/torch/utils/data/dataloader.py", line 582, in __next__
            return self._process_next_batch(batch)
          File "/home/joselito92/Projects/thesis/retinanet/pytorch-retinanet/lib/python3.7/site-packages/torch/utils/data/dataloader.py", line 608, in _process_next_batch
            raise batch.exc_type(batch.exc_msg)
        ValueError: Traceback (most recent call last):
          File "/home/joselito92/Projects/thesis/retinanet/pytorch-retinanet/lib/python3.7/site-packages/imageio/plugins/pillow.py", line 518, in pil_try_read
            im.getdata()[0]
          File "/home/joselito92/Projects/thesis/retinanet/pytorch-retinanet/lib/python3.7/site-packages/PIL/Image.py", line 1308, in getdata
            self.load()
        """,
        "Old PyTorch (before 1.0) re-raised a worker's exception as `ValueError: Traceback ...` with the "
        "worker's traceback inside; the paste is cut before the last line, which the issue title gives "
        "as `Image file is truncated (4 bytes not processed)`. A truncated image in the reporter's "
        "dataset (no answer in the thread; label from the log): recurs.",
    ),
    real(
        GH + "python-pillow/Pillow/issues/5141",
        "python-pillow/Pillow",
        "dataset_loading_error",
        "user_code",
        USER,
        "UnidentifiedImageError: cannot identify image file <_io.BytesIO object at 0x7f9c489460a0>",
        r"""
        /usr/local/lib/python3.6/dist-packages/tensorflow/python/eager/execute.py in quick_execute(op_name, num_outputs, inputs, attrs, ctx, name)
             58     ctx.ensure_initialized()
             59     tensors = pywrap_tfe.TFE_Py_Execute(ctx._handle, device_name, op_name,
        ---> 60                                         inputs, attrs, num_outputs)
             61   except core._NotOkStatusException as e:
             62     if name is not None:

        UnknownError:  UnidentifiedImageError: cannot identify image file <_io.BytesIO object at 0x7f9c489460a0>
        Traceback (most recent call last):

          File "/usr/local/lib/python3.6/dist-packages/tensorflow/python/ops/script_ops.py", line 249, in __call__
            ret = func(*args)
        """,
        "Keras training on Colab: a Python op in the input pipeline cannot open one of the images "
        "(Pillow recognises no format in the bytes), and TensorFlow wraps it as UnknownError. Label from "
        "the log and Pillow's meaning of the error: a file in the dataset that is not an image Pillow "
        "reads; every epoch meets it again.",
    ),
    real(
        GH + "Bartzi/stn-ocr/issues/13",
        "Bartzi/stn-ocr",
        "dataset_loading_error",
        "user_code",
        USER,
        "tensorflow.python.framework.errors_impl.DataLossError: truncated record at 285474855",
        r"""
        Traceback (most recent call last):
          File "tfrecord_to_image.py", line 39, in <module>
            for idx, string_record in enumerate(record_iterator):
          File "/home/bob/stn-ocr-py3-env/lib/python3.4/site-packages/tensorflow/python/lib/io/tf_record.py", line 77, in tf_record_iterator
            reader.GetNext(status)
          File "/usr/lib/python3.4/contextlib.py", line 66, in __exit__
            next(self.gen)
          File "/home/bob/stn-ocr-py3-env/lib/python3.4/site-packages/tensorflow/python/framework/errors_impl.py", line 466, in raise_exception_on_not_ok_status
            pywrap_tensorflow.TF_GetCode(status))
        tensorflow.python.framework.errors_impl.DataLossError: truncated record at 285474855
        """,
        "Reading the FSNS TFRecords fails at a fixed offset; the maintainer: the download failed at "
        "some point and one of the tfrecord files is broken. A truncated data file recurs until "
        "downloaded again.",
    ),
    real(
        GH + "chenchao15/2D_projection_matching/issues/4",
        "chenchao15/2D_projection_matching",
        "dataset_loading_error",
        "user_code",
        USER,
        "tensorflow.python.framework.errors_impl.DataLossError: corrupted record at 2585605691",
        r"""
        restoring checkpoint /2D_projection_matching-main/checkpoints/lr-0.0001_dataset-02958343_pointn-1024_gtp-5000/32/model-50000
        INFO:tensorflow:Restoring parameters from /2D_projection_matching-main/checkpoints/lr-0.0001_dataset-02958343_pointn-1024_gtp-5000/32/model-50000
        File "/2D_projection_matching-main/2Dpm/main/../util/simple_dataset.py", line 38, in load_data
            for k, string_record in enumerate(record_iterator):
        File "/python3.6/site-packages/tensorflow/python/lib/io/tf_record.py", line 174, in tf_record_iterator
            reader.GetNext()
          File "/python3.6/site-packages/tensorflow/python/pywrap_tensorflow_internal.py", line 490, in GetNext
            return _pywrap_tensorflow_internal.PyRecordReader_GetNext(self)
        tensorflow.python.framework.errors_impl.DataLossError: corrupted record at 2585605691
        """,
        "After a checkpoint restore at step 50000 the TFRecord reader finds a record whose checksum "
        "fails. The reporter only linked tensorflow/tensorflow#13463 (a corrupted record written by "
        "the user's own pipeline); label from the log: a corrupt data file, which recurs.",
    ),
    real(
        GH + "antoine77340/Youtube-8M-WILLOW/issues/2",
        "antoine77340/Youtube-8M-WILLOW",
        "dataset_loading_error",
        "user_code",
        USER,
        "DataLossError'>, truncated record at 72435675",
        r"""
        INFO:tensorflow:/job:master/task:0: training step 88648| Hit@1: 0.91 PERR: 0.79 GAP: 0.84 Loss: 5.15765
        INFO:tensorflow:Error reported to Coordinator: <class 'tensorflow.python.framework.errors_impl.DataLossError'>, truncated record at 72435675
             [[Node: train_input/ReaderReadV2_1 = ReaderReadV2[_device="/job:localhost/replica:0/task:0/cpu:0"](train_input/TFRecordReaderV2_1, train_input/input_producer)]]
        INFO:tensorflow:/job:master/task:0: training step 88649| Hit@1: 0.82 PERR: 0.67 GAP: 0.81 Loss: 5.31512
        INFO:tensorflow:gatednetvladLF-256k-1024-80-0002-300iter-norelu-basic-gatedmoe/model.ckpt-88649 is not in all_model_checkpoint_paths. Manually adding it.
        """,
        "A YouTube-8M training run dies after hours when the input queue reads a TFRecord cut short "
        "(the coordinator logs the DataLossError at INFO level, then the trainer exports and stops). "
        "No diagnosis in the thread; label from the log: a truncated shard is met again on the next "
        "pass over the data.",
    ),
    real(
        GH + "ZheC/Realtime_Multi-Person_Pose_Estimation/issues/32",
        "ZheC/Realtime_Multi-Person_Pose_Estimation",
        "dataset_loading_error",
        "user_code",
        USER,
        "lmdb.MapFullError: mdb_put: MDB_MAP_FULL: Environment mapsize limit reached",
        r"""
        lmdb.MapFullError: mdb_put: MDB_MAP_FULL: Environment mapsize limit reached
        """,
        "Building the training LMDB: with map_size lowered to 1e10 the writer hits LMDB's map size "
        "limit (LMDB's documented MDB_MAP_FULL: the environment's configured size is used up, not the "
        "disk). A setting of the data-preparation script; recurs until map_size is raised.",
    ),
    real(
        GH + "NUSTM/FMNERG/issues/1",
        "NUSTM/FMNERG",
        "dataset_loading_error",
        "user_code",
        USER,
        "zipfile.BadZipFile: File is not a zip file",
        r"""
        Total examples = 1501
        Traceback (most recent call last):
          File "/root/autodl-tmp/FMNERG/data_utils.py", line 121, in turn_labels_to_quad_and_get_visual_features
            img = np.load(os.path.join(img_path_vinvl, str(img_id) + '.npz'))
          File "/root/miniconda3/lib/python3.8/site-packages/numpy/lib/npyio.py", line 420, in load
            ret = NpzFile(fid, own_fid=own_fid, allow_pickle=allow_pickle,
          File "/root/miniconda3/lib/python3.8/site-packages/numpy/lib/npyio.py", line 187, in __init__
            _zip = zipfile_factory(fid)
          File "/root/miniconda3/lib/python3.8/site-packages/numpy/lib/npyio.py", line 103, in zipfile_factory
            return zipfile.ZipFile(file, *args, **kwargs)
          File "/root/miniconda3/lib/python3.8/zipfile.py", line 1269, in __init__
            self._RealGetContents()
          File "/root/miniconda3/lib/python3.8/zipfile.py", line 1336, in _RealGetContents
            raise BadZipFile("File is not a zip file")
        zipfile.BadZipFile: File is not a zip file
        """,
        "Loading the pre-extracted VinVL features: one `.npz` is not a zip archive (cut short or "
        "not what was expected). Label from the log: a broken feature file in the data directory, "
        "which fails the same way on every run.",
    ),
    real(
        GH + "ShishirPatil/gorilla/issues/371",
        "ShishirPatil/gorilla",
        "dataset_loading_error",
        "user_code",
        USER,
        "pyarrow.lib.ArrowInvalid: JSON parse error: Column(/execution_result/[]) changed from number to string in row 13",
        r"""
          File "pyarrow/_json.pyx", line 308, in pyarrow._json.read_json
          File "pyarrow/error.pxi", line 154, in pyarrow.lib.pyarrow_internal_check_status
          File "pyarrow/error.pxi", line 91, in pyarrow.lib.check_status
        pyarrow.lib.ArrowInvalid: JSON parse error: Column(/execution_result/[]) changed from number to string in row 13
        """,
        "`load_dataset` on the Hub dataset fails because a JSON column mixes numbers and strings, which "
        "Arrow's reader refuses. The data files decide; rerunning loads the same files (label from the "
        "log and the reproduction in the issue).",
    ),
    # --- checkpoints that cannot be read ---------------------------------------------------------
    real(
        GH + "ESanchezLozano/Action-Units-Heatmaps/issues/7",
        "ESanchezLozano/Action-Units-Heatmaps",
        "model_loading_error",
        "user_code",
        USER,
        "RuntimeError: unexpected EOF, expected 2784 more bytes. The file might be corrupted.",
        r"""
        Python3.7\lib\site-packages\torch\serialization.py", line 709, in _legacy_load
            deserialized_objects[key]._set_from_file(f, offset, f_should_read_directly)
        RuntimeError: unexpected EOF, expected 2784 more bytes. The file might be corrupted.
        """,
        "torch.load's legacy reader runs out of bytes in the model file; a later comment: download the "
        "file again, the original one is bad. A truncated checkpoint recurs until replaced.",
    ),
    real(
        GH + "yunjey/pytorch-tutorial/issues/131",
        "yunjey/pytorch-tutorial",
        "model_loading_error",
        "user_code",
        USER,
        "_pickle.UnpicklingError: invalid load key, '\\x00'.",
        r"""
        Traceback (most recent call last):
        File "sample.py", line 85, in <module>
        main(args)
        File "sample.py", line 47, in main
        encoder.load_state_dict(torch.load(args.encoder_path))
        File "C:\Anaconda3\lib\site-packages\torch\serialization.py", line 358, in load
        return _load(f, map_location, pickle_module)
        File "C:\Anaconda3\lib\site-packages\torch\serialization.py", line 532, in _load
        magic_number = pickle_module.load(f)
        _pickle.UnpicklingError: invalid load key, '\x00'.
        """,
        "Loading the image-captioning encoder checkpoint: the file does not start with a pickle (a "
        "zero byte, as a partial or foreign file does). No fix in the thread; label from the log: the "
        "checkpoint file is wrong and loading it fails every time.",
    ),
    real(
        GH + "catcathh/UltraPixel/issues/23",
        "catcathh/UltraPixel",
        "model_loading_error",
        "user_code",
        USER,
        "_pickle.UnpicklingError: invalid load key, '<'.",
        r"""
        STAGE B READY
        Traceback (most recent call last):
          File "D:\UltraPixel\app.py", line 235, in <module>
            sdd = torch.load(pretrained_path, map_location='cpu')
                  ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
          File "D:\UltraPixel\py311_cu118\Lib\site-packages\torch\serialization.py", line 815, in load
            return _legacy_load(opened_file, map_location, pickle_module, **pickle_load_args)
                   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
          File "D:\UltraPixel\py311_cu118\Lib\site-packages\torch\serialization.py", line 1033, in _legacy_load
            magic_number = pickle_module.load(f, **pickle_load_args)
                           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
        _pickle.UnpicklingError: invalid load key, '<'.
        """,
        "The pretrained weights file starts with `<`: an HTML page saved in place of the checkpoint "
        "(the usual outcome of a failed or unauthenticated download link). No answer in the thread; "
        "label from the log: the file must be fetched again, rerunning fails the same way.",
    ),
    real(
        GH + "WenmuZhou/DBNet.pytorch/issues/176",
        "WenmuZhou/DBNet.pytorch",
        "model_loading_error",
        "user_code",
        USER,
        "_pickle.UnpicklingError: invalid load key, 'n'.",
        r"""
        Traceback (most recent call last):
          File "/content/DBNet.pytorch/tools/eval.py", line 78, in <module>
            eval = EVAL(args.model_path)
          File "/content/DBNet.pytorch/tools/eval.py", line 31, in __init__
            checkpoint = torch.load(model_path, map_location=torch.device('cpu'))
          File "/usr/local/lib/python3.10/site-packages/torch/serialization.py", line 815, in load
            return _legacy_load(opened_file, map_location, pickle_module, **pickle_load_args)
          File "/usr/local/lib/python3.10/site-packages/torch/serialization.py", line 1033, in _legacy_load
            magic_number = pickle_module.load(f, **pickle_load_args)
        _pickle.UnpicklingError: invalid load key, 'n'.
        """,
        "eval.sh's model path points at a file that is not a torch checkpoint (a text file begins with "
        "`n`). No answer in the thread; label from the log: the wrong or broken model file, which "
        "recurs.",
    ),
    real(
        GH + "vladmandic/sdnext/issues/551",
        "vladmandic/sdnext",
        "model_loading_error",
        "user_code",
        USER,
        "RuntimeError: unexpected EOF, expected 3786101 more bytes. The file might be corrupted.",
        r"""
        C:\vlad1111\automatic\venv\lib\site-packages\torch\serialization.py:1051 in _legacy_load                             │
        │                                                                                                                      │
        │   1050 │   │   typed_storage = deserialized_objects[key]                                                             │
        │ ❱ 1051 │   │   typed_storage._untyped_storage._set_from_file(                                                        │
        │   1052 │   │   │   f, offset, f_should_read_directly,                                                                │
        ╰──────────────────────────────────────────────────────────────────────────────────────────────────────────────────────╯
        RuntimeError: unexpected EOF, expected 3786101 more bytes. The file might be corrupted.
        gradio call: RuntimeError
        """,
        "A Rich traceback box (the end of it) over torch.load's legacy reader running out of bytes in a "
        "model file; the maintainers closed it as invalid (a user-side file, not a bug). A truncated "
        "checkpoint recurs until it is downloaded again.",
    ),
    real(
        GH + "invoke-ai/InvokeAI/issues/7760",
        "invoke-ai/InvokeAI",
        "model_loading_error",
        "user_code",
        USER,
        "(flux_text_encoder): Error while deserializing header: MetadataIncompleteBuffer",
        r"""
        [2025-03-09 08:49:00,695]::[InvokeAI]::INFO --> Executing queue item 5, session 04258e9f-4225-401b-9b27-782bdfb4d8c9
        [2025-03-09 08:49:00,752]::[InvokeAI]::ERROR --> Error while invoking session 04258e9f-4225-401b-9b27-782bdfb4d8c9, invocation 2b0bb7f9-5339-4042-9872-6e867ad1d7f7 (flux_text_encoder): Error while deserializing header: MetadataIncompleteBuffer
        [2025-03-09 08:49:00,752]::[InvokeAI]::ERROR --> Traceback (most recent call last):
          File "F:\!NeuroNet\InvokeAI\.venv\Lib\site-packages\invokeai\app\services\session_processor\session_processor_default.py", line 129, in run_node
            output = invocation.invoke_internal(context=context, services=self._services)
                     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
          File "F:\!NeuroNet\InvokeAI\.venv\Lib\site-packages\invokeai\app\invocations\baseinvocation.py", line 303, in invoke_internal
            output = self.invoke(context)
                     ^^^^^^^^^^^^^^^^^^^^
        """,
        "safetensors refuses the T5 encoder file because its header claims more bytes than the file "
        "holds (safetensors' MetadataIncompleteBuffer: a file cut short, typically an interrupted "
        "download). The thread went stale without a fix; label from the log and safetensors' error "
        "meaning: the model file must be fetched again.",
    ),
    # --- checkpoints that cannot be written, storage ---------------------------------------------
    real(
        GH + "SWivid/F5-TTS/issues/458",
        "SWivid/F5-TTS",
        "storage_error",
        "storage",
        HUMAN,
        "PytorchStreamWriter failed writing file data.pkl: file write failed",
        r"""
        Epoch 4/5:   0%|                 | 0/33 [00:01<?, ?step/s, loss=0.688, step=100]
        [rank0]: Traceback (most recent call last):
        [rank0]:   File "/opt/conda/envs/venv/lib/python3.10/site-packages/torch/serialization.py", line 652, in save
        [rank0]:     _save(obj, opened_zipfile, pickle_module, pickle_protocol, _disable_byteorder_record)
        [rank0]:   File "/opt/conda/envs/venv/lib/python3.10/site-packages/torch/serialization.py", line 866, in _save
        [rank0]:     zip_file.write_record('data.pkl', data_value, len(data_value))
        [rank0]: RuntimeError: [enforce fail at inline_container.cc:778] . PytorchStreamWriter failed writing file data.pkl: file write failed
        """,
        "torch.save's zip writer could not write the checkpoint during fine-tuning. The writer's "
        "message carries no errno (a full disk, a quota or a failing mount all print it); the thread, "
        "a question closed without a stated cause, does not say which. Ambiguous: a person checks the "
        "output volume.",
        ambiguous=True,
    ),
    real(
        GH + "thtrieu/darkflow/issues/1196",
        "thtrieu/darkflow",
        "os_error",
        "user_code",
        USER,
        "PermissionError: [Errno 13] Permission denied: './ckpt/checkpoint'",
        r"""
          File "C:\Users\fstream\darkflow\darkflow\net\help.py", line 23, in load_from_ckpt
            with open(os.path.join(self.FLAGS.backup, 'checkpoint'), 'r') as f:
        PermissionError: [Errno 13] Permission denied: './ckpt/checkpoint'
        """,
        "Resuming with `--load -1` opens the checkpoint index file and is refused; the reporter solved "
        "it by passing the checkpoint step to --load explicitly. The job's arguments decide; rerunning "
        "unchanged fails the same way.",
    ),
    real(
        GH + "nengo/nengo/issues/913",
        "nengo/nengo",
        "storage_error",
        "storage",
        RESTART,
        "OSError: [Errno 116] Stale file handle:",
        r"""
        Traceback (most recent call last):
          File "/home/jgosmann/Documents/projects/n-back/models/nback3.py", line 226, in <module>
            sim = nengo.Simulator(model)
          File "/home/jgosmann/.virtualenvs/n-back/lib/python2.7/site-packages/nengo-2.0.0_dev-py2.7.egg/nengo/simulator.py", line 113, in __init__
            self.model.decoder_cache.shrink()
          File "/home/jgosmann/.virtualenvs/n-back/lib/python2.7/site-packages/nengo-2.0.0_dev-py2.7.egg/nengo/cache.py", line 155, in shrink
            stat = safe_stat(path)
          File "/home/jgosmann/.virtualenvs/n-back/lib/python2.7/site-packages/nengo-2.0.0_dev-py2.7.egg/nengo/cache.py", line 23, in safe_stat
            return os.stat(path)
        OSError: [Errno 116] Stale file handle: '/home/jgosmann/.cache/nengo/decoders/00/19de1d82bc7f5fb5d28561bec9328558539f59.nco'
        --- SharcNET Job Epilogue ---
                      job id: 11695269
                 exit status: 1
                    cpu time: 226s / 16.0h (0 %)
                elapsed time: 1838s / 16.0h (3 %)
              virtual memory: 776.4M / 2.5G (29 %)

        Job returned with status 1.
        """,
        "Several cluster jobs sharing one decoder cache on the NFS home: a file another job removed "
        "leaves this one with ESTALE (errno 116). The reporter: a bunch of jobs crashed this way, "
        "others ran; nengo later made the cache tolerate it. A stale handle is transient (the next run "
        "stats the current files), so the job is rerun.",
    ),
]
