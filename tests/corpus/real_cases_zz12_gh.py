# ruff: noqa
"""Real excerpts, batch ZZ12-GH: development-fold failures of (1) training-data and checkpoint I/O
(petastorm readers, TFRecord/HDF5/npy data on network and FUSE mounts, TensorFlow/Keras savers and
restores, orbax/tensorstore, S3/GCS clients and summary writers uploading to object stores, TFDS
downloads) and (2) non-PyTorch training stacks on GPUs (TensorFlow/Keras incl. MultiWorkerMirrored
and multi-GPU Keras, MXNet/Gluon, JAX, DGL, Caffe, Torch7), plus a few PyTorch NCCL failures that
the same searches returned. Gathered from GitHub issue threads of repositories new to the corpus
whose `fold_of(repo)` is "dev", found with the "issues" search on concrete error strings and taken
as the searches returned them (filtered only for fold, for repositories already in the corpus and
for threads whose stored text holds the log), not picked for what crashcart can do; nobody ran
crashcart on them before they were labelled. Verbatim log lines as printed in each thread (trimmed
to the relevant part; where a thread's body is a screenshot, the log line is its title, and the
notes say so); labelled from what each thread concluded, or from the log where it concluded
nothing (the notes say which)."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    # --- data readers --------------------------------------------------------------------------------
    real(
        GH + "uber/petastorm/issues/312",
        "uber/petastorm",
        "assertion_error",
        "framework_bug",
        USER,
        "AssertionError",
        r"""
        lib/python3.6/site-packages/petastorm/arrow_reader_worker.py", line 50, in read_next
            assert len(column.data.chunks) == 1
        AssertionError
        """,
        "make_batch_reader reading a petastorm dataset from S3 fails in the arrow reader worker. The "
        "maintainer explained the assertion encodes an assumption (one row group read gives one Arrow "
        "chunk) that does not hold; petastorm PR #347 ('Proper handle the case when pyarrow returns a "
        "multichunked table') removed it. A library bug that fails the same way on every restart until "
        "petastorm is upgraded.",
    ),
    real(
        GH + "uber/petastorm/issues/801",
        "uber/petastorm",
        "attribute_error",
        "user_code",
        USER,
        "AttributeError: 'int' object has no attribute 'fields'",
        r"""
        in Reader.__init__(self, pyarrow_filesystem, dataset_path, schema_fields, seed, shuffle_rows, shuffle_row_groups, shuffle_row_drop_partitions, predicate, rowgroup_selector, reader_pool, num_epochs, cur_shard, shard_count, cache, worker_class, transform_spec, is_batched_reader, filters, shard_seed)
            449     fields = schema_fields if isinstance(schema_fields, collections.abc.Iterable) else None
            451 storage_schema = stored_schema.create_schema_view(fields) if fields else stored_schema
        --> 452 if len(storage_schema.fields) == 0:
            453     raise RuntimeError(f"No fields matching the criteria '{fields}' were found in the dataset {dataset_path}.")
            454 if transform_spec:

        AttributeError: 'int' object has no attribute 'fields'
        """,
        "make_reader on a dataset written with the hello-world example fails while reading the stored "
        "schema. The reporter found their own mistake: the Unischema was not passed to "
        "materialize_dataset(), so the dataset carries no petastorm schema. User error in how the "
        "dataset was written; it recurs until the dataset is regenerated.",
    ),
    # --- GPU memory (non-PyTorch stacks) ---------------------------------------------------------------
    real(
        GH + "keras-team/keras/issues/13376",
        "keras-team/keras",
        "cuda_oom",
        "user_code",
        USER,
        "OP_REQUIRES failed at fused_batch_norm_op.cc:573 : Resource exhausted: OOM when allocating tensor",
        r"""
        MaxAllocSize:           4949278720

        2019-09-30 08:59:59.987663: W tensorflow/core/common_runtime/bfc_allocator.cc:292] ***************_*****************************************************_______________________________
        2019-09-30 08:59:59.988498: W tensorflow/core/framework/op_kernel.cc:1431] OP_REQUIRES failed at fused_batch_norm_op.cc:573 : Resource exhausted: OOM when allocating tensor with shape[295,64,256,256] and type float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc
        2019-09-30 08:59:59.988585: W tensorflow/core/common_runtime/base_collective_executor.cc:214] BaseCollectiveExecutor::StartAbort Resource exhausted: OOM when allocating tensor with shape[295,64,256,256] and type float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc
        	 [[{{node batch_normalization_v2/cond/then/_0/FusedBatchNorm}}]]
        Hint: If you want to see a list of allocated tensors when OOM happens, add report_tensor_allocations_upon_oom to RunOptions for current allocation info.

        	 [[GroupCrossDeviceControlEdges_0/training/Adam/Adam/Const/_343]]
        Hint: If you want to see a list of allocated tensors when OOM happens, add report_tensor_allocations_upon_oom to RunOptions for current allocation info.
        """,
        "Keras fit_generator on a 5 GB GPU runs out of memory in a FusedBatchNorm of a batch with 295 "
        "images of 256x256x64 activations. The reporter traced it by printing the batches their "
        "generator yields: the error appears after several batches, when a batch larger than intended "
        "comes out. A batch that does not fit the GPU: it recurs with the same generator and data.",
    ),
    real(
        GH + "tensorflow/tensor2tensor/issues/782",
        "tensorflow/tensor2tensor",
        "cuda_oom",
        "user_code",
        USER,
        "2018-05-10 09:14:16.535628: W tensorflow/core/framework/op_kernel.cc:1192] Resource exhausted: OOM when allocating tensor with shape[123008,500]",
        r"""
        2018-05-10 09:14:16.535586: W tensorflow/core/common_runtime/bfc_allocator.cc:277] ****************************************************************************************************
        2018-05-10 09:14:16.535628: W tensorflow/core/framework/op_kernel.cc:1192] Resource exhausted: OOM when allocating tensor with shape[123008,500]
        2018-05-10 09:14:16.536752: W tensorflow/core/common_runtime/bfc_allocator.cc:217] Allocator (GPU_0_bfc) ran out of memory trying to allocate 84.60MiB. The caller indicates that this is not a failure, but may mean that there could be performance gains if more memory is available.
        2018-05-10 09:14:16.536782: W tensorflow/stream_executor/cuda/cuda_dnn.cc:3355]
        Traceback (most recent call last):
          File "tryhard.py", line 194, in <module>
            Combination = model.fit(X_train, y_train, batch_size = 10, epochs=epoch1, verbose = 1, validation_data = (X_test, y_test))
          File "/usr/local/lib/python2.7/dist-packages/keras/models.py", line 963, in fit
            validation_steps=validation_steps)
          File "/usr/local/lib/python2.7/dist-packages/keras/engine/training.py", line 1705, in fit
            validation_steps=validation_steps)
        """,
        "A Keras model (Adam, a 123008x500 dense weight) trained with model.fit on one GPU runs out of "
        "GPU memory allocating the optimizer's slot for that weight. The visible thread does not "
        "conclude; the label rests on the log: the model and batch do not fit the GPU, which recurs "
        "on restart.",
    ),
    real(
        GH + "zackchase/mxnet-the-straight-dope/issues/361",
        "zackchase/mxnet-the-straight-dope",
        "cuda_oom",
        "user_code",
        USER,
        "src/storage/./pooled_storage_manager.h:111: cudaMalloc failed: out of memory",
        r"""
        running with 1 GPUs
        Running on [gpu(0)]
        Batch size is 12
        initalizing parameters
        initalizing trainer
        [17:36:51] src/operator/././cudnn_algoreg-inl.h:112: Running performance tests to find the best convolution algorithm, this can take a while... (setting env variable MXNET_CUDNN_AUTOTUNE_DEFAULT to 0 to disable)
        [17:36:58] /opt/mxnet/dmlc-core/include/dmlc/./logging.h:308: [17:36:58] src/storage/./pooled_storage_manager.h:111: cudaMalloc failed: out of memory

        Stack trace returned 10 entries:
        [bt] (0) /usr/local/lib/libmxnet.so(_ZN4dmlc15LogMessageFatalD1Ev+0x3c) [0x7fd3561641fc]
        [bt] (1) /usr/local/lib/libmxnet.so(_ZN5mxnet7storage23GPUPooledStorageManager5AllocEm+0x163) [0x7fd357174b93]
        [bt] (2) /usr/local/lib/libmxnet.so(_ZN5mxnet11StorageImpl5AllocEmNS_7ContextE+0x69) [0x7fd357178069]
        [bt] (3) /usr/local/lib/libmxnet.so(+0x173d16f) [0x7fd3571e916f]
        [bt] (4) /usr/local/lib/libmxnet.so(_ZN5mxnet4exec13GraphExecutor19InitDataEntryMemoryEPSt6vectorINS_7NDArrayESaIS3_EE+0x2a54) [0x7fd3571f1c24]
        """,
        "The book's Gluon AlexNet chapter on CIFAR-10 (images upscaled to 224) fails on one GPU while "
        "the executor allocates its buffers, even at batch size 12. The thread does not conclude; the "
        "label rests on the log: GPU memory exhausted at allocation, a configuration that recurs.",
    ),
    # --- checkpoint I/O -------------------------------------------------------------------------------
    real(
        GH + "theamrzaki/text_summurization_abstractive_methods/issues/2",
        "theamrzaki/text_summurization_abstractive_methods",
        "storage_error",
        "storage",
        HUMAN,
        "UnknownError: drive/Colab Notebooks/saved_model/model.ckpt-313.data-00000-of-00001.tempstate17496649906120132702; Input/output error",
        r"""
        /usr/local/lib/python3.6/dist-packages/tensorflow/python/client/session.py in _call_tf_sessionrun(self, options, feed_dict, fetch_list, target_list, run_metadata)
           1406         self._session, options, feed_dict, fetch_list, target_list,
        -> 1407         run_metadata)
           1408 

        UnknownError: drive/Colab Notebooks/saved_model/model.ckpt-313.data-00000-of-00001.tempstate17496649906120132702; Input/output error
        	 [[{{node save_2/SaveV2}}]]
        	 [[{{node save_2/SaveV2}}]]
        """,
        "A TF1 seq2seq summariser trained in Colab fails in the Saver writing checkpoint step 313 "
        "to the Google Drive FUSE mount: EIO on the temporary data shard. The maintainer's reply is "
        "cut off in what is stored; the label rests on the log: the Drive mount refuses writes, which "
        "the Colab tracker attributes to Drive quota/mount trouble that may need remounting or waiting "
        "before a rerun can save; a blind restart writes to the same mount. Whether the mount recovers "
        "by itself or must be remounted is not shown: ambiguous.",
        ambiguous=True,
    ),
    # --- object stores, HDF5 ---------------------------------------------------------------------------
    real(
        GH + "google/tensorstore/issues/243",
        "google/tensorstore",
        "connection_error",
        "unknown",
        HUMAN,
        'ValueError: ABORTED: Error opening "n5" driver:',
        r"""
        File "D:\anaconda3\envs\simu\lib\site-packages\microsim\cosem\_tstore.py", line 77, in read_tensorstore
            data = ts.open(spec).result()
        ValueError: ABORTED: Error opening "n5" driver: Error reading "jrc_hela-3/jrc_hela-3.n5/labels/er-mem_pred/s4/attributes.json": All 8 retry attempts failed: CURL error Timeout was reached: Failed to connect to janelia-cosem-datasets.s3.us-east-1.amazonaws.com port 443 after 21054 ms: Could not connect to server [source locations='tensorstore/internal/curl/curl_transport.cc:474\ntensorstore/kvstore/s3/s3_key_value_store.cc:483\ntensorstore/internal/cache/kvs_backed_cache.h:220
        """,
        "Opening a public n5 volume on S3 (anonymous credentials, 8 request retries) through tensorstore "
        "fails: every retry times out connecting to the bucket's endpoint on port 443 (the line is cut "
        "where the stored thread cuts it). The stored thread shows no diagnosis. From the log alone it "
        "is open whether the endpoint was briefly unreachable (a rerun works) or the client's network "
        "cannot reach S3 at all (proxy/firewall, recurs): ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "tomgoldstein/loss-landscape/issues/4",
        "tomgoldstein/loss-landscape",
        "os_error",
        "user_code",
        USER,
        "IOError: Unable to open file (unable to lock file, errno = 11, error message = 'Resource temporarily unavailable')",
        r"""
        Traceback (most recent call last):
          File "plot_surface.py", line 291, in <module>
            crunch(surf_file, net, w, s, d, trainloader, 'train_loss', 'train_acc', comm, rank, args)
          File "plot_surface.py", line 82, in crunch
            f = h5py.File(surf_file, 'r+' if rank == 0 else 'r')
          File "/home/ubuntu/.local/lib/python2.7/site-packages/h5py/_hl/files.py", line 312, in __init__
            fid = make_fid(name, mode, userblock_size, fapl, swmr=swmr)
          File "/home/ubuntu/.local/lib/python2.7/site-packages/h5py/_hl/files.py", line 144, in make_fid
            fid = h5f.open(name, h5f.ACC_RDWR, fapl=fapl)
          File "h5py/_objects.pyx", line 54, in h5py._objects.with_phil.wrapper
          File "h5py/_objects.pyx", line 55, in h5py._objects.with_phil.wrapper
          File "h5py/h5f.pyx", line 78, in h5py.h5f.open
        IOError: Unable to open file (unable to lock file, errno = 11, error message = 'Resource temporarily unavailable')
        """,
        "mpirun -n 4 of the loss-surface script on a 4-GPU box: rank 0 opens the HDF5 surface file "
        "read-write while the other ranks open it read-only, and HDF5 1.10's file locking refuses. The "
        "maintainer: the code works with HDF5 1.8.16 but fails with 1.10 (file locking); a later PR "
        "(#28) changed how the ranks open the file. The script's concurrent access pattern with this "
        "HDF5 version: it fails the same way on every rerun.",
    ),
    # --- cuBLAS / cuDNN (TensorFlow) ------------------------------------------------------------------
    real(
        GH + "deepmodeling/dpgen/issues/753",
        "deepmodeling/dpgen",
        "cuda_error",
        "unknown",
        HUMAN,
        "(0) Internal: Blas GEMM launch failed",
        r"""
        tensorflow.python.framework.errors_impl.InternalError: 2 root error(s) found.
          (0) Internal: Blas GEMM launch failed : a.shape=(64, 50), b.shape=(50, 180), m=64, n=180, k=50
                 [[node TQ-layer1/Wx_plus_b/MatMul (defined at D:\Anaconda\envs\RL\lib\site-packages\tensorflow_core\python\framework\ops.py:1748) ]]
          (1) Internal: Blas GEMM launch failed : a.shape=(64, 50), b.shape=(50, 180), m=64, n=180, k=50
                 [[node TQ-layer1/Wx_plus_b/MatMul (defined at D:\Anaconda\envs\RL\lib\site-packages\tensorflow_core\python\framework\ops.py:1748) ]]
                 [[TQ-layer4/Wx_plus_b/activation/_11]]
        """,
        "A TensorFlow 1.x reinforcement-learning model on a Windows GPU fails its first small matmul "
        "with cuBLAS 'Blas GEMM launch failed'. The maintainers only noted it was filed in the wrong "
        "project. A bare cuBLAS launch failure with no further signature (commonly another process "
        "holding the GPU's memory, or a CUDA/cuDNN mismatch): ambiguous from the log.",
        ambiguous=True,
    ),
    # --- GNN stacks on GPUs (DGL) --------------------------------------------------------------------------
    real(
        GH + "materialyzeai/matgl/issues/118",
        "materialyzeai/matgl",
        "cuda_error",
        "user_code",
        USER,
        "DGLError: [09:37:23] /opt/dgl/src/runtime/c_runtime_api.cc:82: Check failed: allow_missing: Device API cuda is not enabled.",
        r"""
        DGLError: [09:37:23] /opt/dgl/src/runtime/c_runtime_api.cc:82: Check failed: allow_missing: Device API cuda is not enabled. Please install the cuda version of dgl.
        ---------------------------------------------------------------------------
        OSError                                   Traceback (most recent call last)
        Cell In[1], line 13
             11 import pytorch_lightning as pl
             12 import torch
        ---> 13 from dgl.data.utils import split_dataset
        ......

        OSError: libcudart.so.10.2: cannot open shared object file: No such file or directory
        """,
        "GPU training of a matgl (DGL-based) potential: with the default dgl wheel the run fails because "
        "that DGL build has no CUDA device API; with the cu102 dgl wheel the import fails on a missing "
        "libcudart 10.2. The maintainer: GPU training is supported, the error means a bad library build "
        "in the user's environment that must be fixed first. An environment error; it recurs.",
    ),
    real(
        GH + "THUDM/GraphMAE/issues/9",
        "THUDM/GraphMAE",
        "cuda_error",
        "user_code",
        USER,
        "dgl._ffi.base.DGLError: [21:48:49] /opt/dgl/src/runtime/c_runtime_api.cc:88: Check failed: allow_missing:",
        r"""
        dgl._ffi.base.DGLError: [21:48:49] /opt/dgl/src/runtime/c_runtime_api.cc:88: Check failed: allow_missing: Device API gpu is not enabled. Please install the cuda version of dgl.
        """,
        "Running GraphMAE's GPU training scripts (CUDA 11.1, PyTorch 1.9) fails as soon as the graph is "
        "moved to the GPU; the log line is the issue's title. The maintainer: the installed DGL is the "
        "CPU build, install the CUDA build matching the environment; the reporter confirmed. An "
        "environment error that recurs until the package is replaced.",
    ),
    # --- checkpoint volume full; data reads from a FUSE mount ------------------------------------------------
    real(
        GH + "AaronJny/lotto/issues/2",
        "AaronJny/lotto",
        "storage_error",
        "storage",
        USER,
        "OP_REQUIRES failed at save_restore_v2_ops.cc:134 : Resource exhausted:",
        r"""
         W tensorflow/core/framework/op_kernel.cc:1753] OP_REQUIRES failed at save_restore_v2_ops.cc:134 : Resource exhausted: checkpoints/model_checkpoint_35_temp_1b4ee8a5d4f64fbdaeb08d6891472655/part-00000-of-00001.data-00000-of-00001.tempstate4953384194912554988; No space left on device
        Traceback (most recent call last):
          File "/Users/xiangyutao/opt/anaconda3/lib/python3.7/site-packages/tensorflow/python/ops/gen_io_ops.py", line 1702, in save_v2
            tld.op_callbacks, prefix, tensor_names, shape_and_slices, tensors)
        tensorflow.python.eager.core._FallbackException: This function does not handle the case of the path where all inputs are not already EagerTensors.

        During handling of the above exception, another exception occurred:

        Traceback (most recent call last):
          File "train_and_show.py", line 64, in <module>
            model.save_weights('{}/model_checkpoint_{}'.format(settings.CHECKPOINTS_PATH, epoch))
          File "/Users/xiangyutao/opt/anaconda3/lib/python3.7/site-packages/tensorflow/python/keras/engine/network.py", line 1167, in save_weights
            self._trackable_saver.save(filepath, session=session)
          File "/Users/xiangyutao/opt/anaconda3/lib/python3.7/site-packages/tensorflow/python/training/tracking/util.py", line 1187, in save
            file_prefix=file_prefix_tensor, object_graph_tensor=object_graph_tensor)
        """,
        "A Keras model trained epoch by epoch saves its weights after every epoch (model_checkpoint_N, "
        "never pruned); at epoch 35 the SaveV2 op fails with ENOSPC on the checkpoint directory. The "
        "thread has no maintainer answer; the label rests on the log: a full checkpoint volume, which "
        "recurs until space is freed or fewer checkpoints are kept.",
    ),
    real(
        GH + "dansuh17/segan-pytorch/issues/19",
        "dansuh17/segan-pytorch",
        "storage_error",
        "unknown",
        HUMAN,
        "OSError: [Errno 5] Input/output error",
        r"""
        Traceback (most recent call last):
          File "model.py", line 399, in <module>
            for i, sample_batch_pairs in enumerate(random_data_loader):
          File "/usr/local/lib/python3.6/dist-packages/torch/utils/data/dataloader.py", line 623, in __next__
            return self._process_next_batch(batch)
          File "/usr/local/lib/python3.6/dist-packages/torch/utils/data/dataloader.py", line 658, in _process_next_batch
            raise batch.exc_type(batch.exc_msg)
        OSError: Traceback (most recent call last):
          File "/usr/local/lib/python3.6/dist-packages/torch/utils/data/dataloader.py", line 138, in _worker_loop
            samples = collate_fn([dataset[i] for i in batch_indices])
          File "/usr/local/lib/python3.6/dist-packages/torch/utils/data/dataloader.py", line 138, in <listcomp>
            samples = collate_fn([dataset[i] for i in batch_indices])
          File "/content/drive/SEGAN/data_generator.py", line 56, in __getitem__
            pair = np.load(self.filepaths[idx])
          File "/usr/local/lib/python3.6/dist-packages/numpy/lib/npyio.py", line 404, in load
            magic = fid.read(N)
        OSError: [Errno 5] Input/output error
        """,
        "SEGAN training in Colab reads its preprocessed .npy pairs from the Google Drive FUSE mount "
        "(/content/drive) in DataLoader workers; one read fails with EIO. The maintainer only asked "
        "whether the preprocessed files exist and were saved properly; the thread does not conclude. "
        "An EIO from a network/FUSE mount with no cause shown (a flaky mount, a quota, or a bad file): "
        "ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "tkuanlun350/3DUnet-Tensorflow-Brats18/issues/25",
        "tkuanlun350/3DUnet-Tensorflow-Brats18",
        "cuda_oom",
        "user_code",
        USER,
        "failed to allocate 128.00M (134217728 bytes) from device: CUDA_ERROR_OUT_OF_MEMORY",
        r"""
        2019-04-29 11:34:02.983765: E tensorflow/stream_executor/cuda/cuda_driver.cc:936] failed to allocate 128.00M (134217728 bytes) from device: CUDA_ERROR_OUT_OF_MEMORY
        2019-04-29 11:34:02.984872: E tensorflow/stream_executor/cuda/cuda_driver.cc:936] failed to allocate 115.20M (120796160 bytes) from device: CUDA_ERROR_OUT_OF_MEMORY
        2019-04-29 11:34:02.985950: E tensorflow/stream_executor/cuda/cuda_driver.cc:936] failed to allocate 103.68M (108716544 bytes) from device: CUDA_ERROR_OUT_OF_MEMORY
        2019-04-29 11:34:02.987029: E tensorflow/stream_executor/cuda/cuda_driver.cc:936] failed to allocate 93.31M (97844992 bytes) from device: CUDA_ERROR_OUT_OF_MEMORY
        2019-04-29 11:34:02.988006: E tensorflow/stream_executor/cuda/cuda_driver.cc:936] failed to allocate 83.98M (88060672 bytes) from device: CUDA_ERROR_OUT_OF_MEMORY
        2019-04-29 11:34:02.988884: E tensorflow/stream_executor/cuda/cuda_driver.cc:936] failed to allocate 75.58M (79254784 bytes) from device: CUDA_ERROR_OUT_OF_MEMORY
        """,
        "Training the TensorFlow 3D U-Net (tensorpack) on a Tesla P100 with a small patch and batch "
        "size 1 fails with a cascade of shrinking device allocations refused by the driver. Only a "
        "question about CUDA/cuDNN/TF versions follows; no conclusion. The label rests on the log: the "
        "GPU's memory is exhausted (by this model's 3D activations or by another process holding the "
        "card), which recurs on a plain restart.",
    ),
    real(
        GH + "KrishnaswamyLab/MAGAN/issues/2",
        "KrishnaswamyLab/MAGAN",
        "cuda_oom",
        "user_code",
        USER,
        "failed to allocate 11.17G (11995578368 bytes) from device: CUDA_ERROR_OUT_OF_MEMORY",
        r"""
        totalMemory: 11.17GiB freeMemory: 11.10GiB
        2019-04-16 22:05:57.029810: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1435] Adding visible gpu devices: 0
        2019-04-16 22:05:57.964097: I tensorflow/core/common_runtime/gpu/gpu_device.cc:923] Device interconnect StreamExecutor with strength 1 edge matrix:
        2019-04-16 22:05:57.964139: I tensorflow/core/common_runtime/gpu/gpu_device.cc:929]      0 
        2019-04-16 22:05:57.964146: I tensorflow/core/common_runtime/gpu/gpu_device.cc:942] 0:   N 
        2019-04-16 22:05:57.966077: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1053] Created TensorFlow device (/job:localhost/replica:0/task:0/device:GPU:0 with 11439 MB memory) -> physical GPU (device: 0, name: Tesla K80, pci bus id: 0000:00:1e.0, compute capability: 3.7)
        2019-04-16 22:05:57.997653: E tensorflow/stream_executor/cuda/cuda_driver.cc:936] failed to allocate 11.17G (11995578368 bytes) from device: CUDA_ERROR_OUT_OF_MEMORY
        """,
        "MAGAN's TensorFlow train.py on a K80: right after creating the GPU device, the session asks "
        "the driver for the card's whole 11.17 GiB and is refused (more than is free). No answer in the "
        "thread; the label rests on the log: a GPU memory request that cannot be met with this "
        "session configuration (full-card preallocation), the same on every restart.",
    ),
    # --- summary/event writers uploading to GCS --------------------------------------------------------------
    real(
        GH + "lanpa/tensorboardX/issues/606",
        "lanpa/tensorboardX",
        "connection_error",
        "transient",
        RESTART,
        "http.client.RemoteDisconnected: Remote end closed connection without response",
        r"""
        Exception in thread Thread-65:
        Traceback (most recent call last):
          File "/usr/local/lib/python3.7/dist-packages/urllib3/connectionpool.py", line 677, in urlopen
            chunked=chunked,
          File "/usr/local/lib/python3.7/dist-packages/urllib3/connectionpool.py", line 426, in _make_request
            six.raise_from(e, None)
          File "<string>", line 3, in raise_from
          File "/usr/local/lib/python3.7/dist-packages/urllib3/connectionpool.py", line 421, in _make_request
            httplib_response = conn.getresponse()
          File "/usr/lib/python3.7/http/client.py", line 1344, in getresponse
            response.begin()
          File "/usr/lib/python3.7/http/client.py", line 306, in begin
            version, status, reason = self._read_status()
          File "/usr/lib/python3.7/http/client.py", line 275, in _read_status
            raise RemoteDisconnected("Remote end closed connection without"
        http.client.RemoteDisconnected: Remote end closed connection without response
        During handling of the above exception, another exception occurred:
        Traceback (most recent call last):
        """,
        "A training job logging with tensorboardX straight to a gs:// logdir: the event logger thread's "
        "flush/upload to GCS hits a dropped connection, the thread dies, its queue fills and training "
        "hangs. The reporter and a later merged PR (#686, 'retrying the upload to GCS in case of "
        "connection issues') treat it as a transient connection fault the writer should have retried. "
        "Restarting from the last checkpoint resumes the run.",
    ),
    real(
        GH + "Unity-Technologies/datasetinsights/issues/109",
        "Unity-Technologies/datasetinsights",
        "connection_error",
        "transient",
        RESTART,
        "requests.exceptions.ConnectionError: ('Connection aborted.', BrokenPipeError(32, 'Broken pipe'))",
        r"""
        requests.exceptions.ConnectionError: ('Connection aborted.', BrokenPipeError(32, 'Broken pipe'))
        Exception in thread Thread-65:
        Traceback (most recent call last):
          File "/usr/local/lib/python3.7/dist-packages/urllib3/connectionpool.py", line 677, in urlopen
            chunked=chunked,
          File "/usr/local/lib/python3.7/dist-packages/urllib3/connectionpool.py", line 426, in _make_request
            six.raise_from(e, None)
          File "<string>", line 3, in raise_from
          File "/usr/local/lib/python3.7/dist-packages/urllib3/connectionpool.py", line 421, in _make_request
            httplib_response = conn.getresponse()
          File "/usr/lib/python3.7/http/client.py", line 1344, in getresponse
            response.begin()
          File "/usr/lib/python3.7/http/client.py", line 306, in begin
            version, status, reason = self._read_status()
          File "/usr/lib/python3.7/http/client.py", line 275, in _read_status
            raise RemoteDisconnected("Remote end closed connection without"
        http.client.RemoteDisconnected: Remote end closed connection without response
        During handling of the above exception, another exception occurred:
        Traceback (most recent call last):
          File "/usr/local/lib/python3.7/dist-packages/requests/adapters.py", line 449, in send
            timeout=timeout
          File "/usr/local/lib/python3.7/dist-packages/urllib3/connectionpool.py", line 727, in urlopen
        """,
        "A Kubeflow training job (10k synthetic images, 25 epochs) stops midway: the tensorboardX "
        "SummaryWriter threads uploading events to GCS die on a broken pipe / remote disconnect. The "
        "team's follow-up PR enlarged the writer's queue and flush interval and could not reproduce "
        "afterwards, without establishing a root cause. What the log shows is a dropped connection to "
        "the object store: transient, resume from the last checkpoint.",
    ),
    real(
        GH + "aimagelab/meshed-memory-transformer/issues/64",
        "aimagelab/meshed-memory-transformer",
        "dataset_loading_error",
        "user_code",
        USER,
        "OSError: Unable to open file (truncated file: eof = 74570219520, sblock->base_addr = 0, stored_eof = 74924166416)",
        r"""
        CUDA_VISIBLE_DEVICES=0,1 python train.py --exp_name m2_transformer --batch_size 8 --m 40 --head 8 --warmup 10000 --features_path dataset/feature/coco_all_align.hdf5 --annotation_folder dataset/annotations
        OSError: Unable to open file (truncated file: eof = 74570219520, sblock->base_addr = 0, stored_eof = 74924166416)
        """,
        "Training the Meshed-Memory Transformer on a 74 GB HDF5 file of COCO detection features fails "
        "as h5py opens it: the file on disk is shorter than its superblock says (the error line is the "
        "issue's title; the body shows the command and a screenshot). A later commenter hit the same "
        "and concluded the download was corrupted at its end; re-downloading (and checking the MD5) "
        "fixed it. The input data file is truncated: every rerun fails until it is replaced.",
    ),
    # --- JAX / Caffe on GPUs -----------------------------------------------------------------------------------
    real(
        GH + "j-towns/vdvae-jax/issues/2",
        "j-towns/vdvae-jax",
        "runtime_error",
        "unknown",
        HUMAN,
        "RuntimeError: Internal: external/org_tensorflow/tensorflow/compiler/xla/service/gpu/nccl_all_reduce_thunk.cc:162: NCCL operation ncclAllReduce",
        r"""
        RuntimeError: Internal: external/org_tensorflow/tensorflow/compiler/xla/service/gpu/nccl_all_reduce_thunk.cc:162: NCCL operation ncclAllReduce(send_buffer, recv_buffer, buffer.element_count, datatype, reduce_op, comm, *cu_stream) failed: invalid usage: while running replica 0 and partition 0 of a replicated computation (other replicas may have failed as well).
        """,
        "Multi-GPU (pmap) training of the JAX VDVAE stops partway through with XLA's NCCL all-reduce "
        "failing 'invalid usage' on replica 0 (and possibly others). The thread was closed without a "
        "diagnosis in what is stored. An NCCL failure mid-run with no root cause printed (it could be "
        "a mismatched collective, a jaxlib/NCCL bug or a lost peer): ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "twhui/LiteFlowNet/issues/63",
        "twhui/LiteFlowNet",
        "cuda_error",
        "user_code",
        USER,
        "data_augmentation_layer.cu:551] Check failed: error == cudaSuccess (8 vs. 0)  invalid device function",
        r"""
        data_augmentation_layer.cu:551] Check failed: error == cudaSuccess (8 vs. 0)  invalid device function
        *** Check failure stack trace: ***
            @     0x7f74eda1d5cd  google::LogMessage::Fail()
            @     0x7f74eda1f433  google::LogMessage::SendToLog()
            @     0x7f74eda1d15b  google::LogMessage::Flush()
            @     0x7f74eda1fe1e  google::LogMessageFatal::~LogMessageFatal()
            @     0x7f74ee331fbf  caffe::DataAugmentationLayer<>::Forward_gpu()
            @     0x7f74ee28e052  caffe::Net<>::ForwardFromTo()
            @     0x7f74ee28e177  caffe::Net<>::Forward()
            @     0x7f74ee0e0792  caffe::Solver<>::Test()
            @     0x7f74ee0e11ae  caffe::Solver<>::TestAll()
            @     0x7f74ee0e12d2  caffe::Solver<>::Step()
            @     0x7f74ee0e1e59  caffe::Solver<>::Solve()
            @           0x40b497  train()
            @           0x4075a8  main
            @     0x7f74ec4d1830  __libc_start_main
            @           0x407d19  _start
            @              (nil)  (unknown)
        """,
        "LiteFlowNet's Caffe training (train.py -gpu 0) aborts in its custom CUDA data-augmentation "
        "layer: the kernel has no code for the GPU. The reporter built with CUDA 8.0; another user "
        "pointed out their RTX 2070 needs CUDA 10 (the binary lacks the card's architecture). A build "
        "that does not target the GPU: it fails identically until rebuilt.",
    ),
    # --- checkpoint / weight files that cannot be restored -----------------------------------------------------
    real(
        GH + "nwojke/cosine_metric_learning/issues/36",
        "nwojke/cosine_metric_learning",
        "model_loading_error",
        "user_code",
        USER,
        "DataLossError (see above for traceback): Unable to open table file",
        r"""
        DataLossError (see above for traceback): Unable to open table file /home/sdu/cosine_metric_learning/output/mars/cosine-softmax/checkpoint: Data loss: not an sstable (bad magic number): perhaps your file is in a different file format and you need to use a different restore operator?
        	 [[node save/RestoreV2 (defined at /home/cosine_metric_learning/train_app.py:518)  = RestoreV2[dtypes=[DT_FLOAT, DT_FLOAT, DT_FLOAT, DT_FLOAT, DT_FLOAT, ..., DT_FLOAT, DT_FLOAT, DT_FLOAT, DT_FLOAT, DT_FLOAT], _device="/job:localhost/replica:0/task:0/device:CPU:0"](_arg_save/Const_0_0, save/RestoreV2/tensor_names, save/RestoreV2/shape_and_slices)]]
        """,
        "Freezing a model trained with the repo's TensorFlow trainer (train_mars.py --mode=freeze "
        "--restore_path=...): the Saver is pointed at the 'checkpoint' index text file rather than a "
        "checkpoint prefix, so RestoreV2 finds no sstable. The maintainer: an invalid restore path "
        "(see #33). A wrong argument: it fails the same way every time.",
    ),
    real(
        GH + "fchollet/deep-learning-models/issues/64",
        "fchollet/deep-learning-models",
        "model_loading_error",
        "user_code",
        USER,
        "IOError: Unable to open file (Unable to find a valid file signature)",
        r"""
           model.load_weights(weights_path)
          File "/usr/local/lib/python2.7/dist-packages/keras/engine/topology.py", line 2532, in load_weights
            f = h5py.File(filepath, mode='r')
          File "/usr/local/lib/python2.7/dist-packages/h5py/_hl/files.py", line 260, in __init__
            fid = make_fid(name, mode, userblock_size, fapl, swmr=swmr)
          File "/usr/local/lib/python2.7/dist-packages/h5py/_hl/files.py", line 89, in make_fid
            fid = h5f.open(name, flags, fapl=fapl)
          File "h5py/_objects.pyx", line 54, in h5py._objects.with_phil.wrapper (/tmp/pip-build-eziK5R/h5py/h5py/_objects.c:2574)
          File "h5py/_objects.pyx", line 55, in h5py._objects.with_phil.wrapper (/tmp/pip-build-eziK5R/h5py/h5py/_objects.c:2533)
          File "h5py/h5f.pyx", line 76, in h5py.h5f.open (/tmp/pip-build-eziK5R/h5py/h5py/h5f.c:1811)
        IOError: Unable to open file (Unable to find a valid file signature)
        """,
        "Loading the repository's pretrained Keras weights: h5py finds no HDF5 signature in the weights "
        "file (typically an HTML page or partial download saved under the .h5 name). No answer in the "
        "thread; the label rests on the log: the weights file on disk is not HDF5, and every retry "
        "loads the same bad file until it is fetched again.",
    ),
    real(
        GH + "nicknochnack/RealTimeObjectDetection/issues/24",
        "nicknochnack/RealTimeObjectDetection",
        "file_not_found",
        "user_code",
        USER,
        "tensorflow.python.framework.errors_impl.NotFoundError: Unsuccessful TensorSliceReader constructor: Failed to find any matching files for",
        r"""
        raise errors_impl.NotFoundError(None, None, error_message)
        tensorflow.python.framework.errors_impl.NotFoundError: Unsuccessful TensorSliceReader constructor: Failed to find any matching files for Tensorflow/workspace/pre-trained-models/faster_rcnn_resnet101_v1_640x640_coco17_tpu-8.tar/faster_rcnn_resnet101_v1_640x640_coco17_tpu-8/faster_rcnn_resnet101_v1_640x640_coco17_tpu-8/checkpoint/ckpt-0
        """,
        "Starting TF2 Object Detection API training from a pretrained Faster R-CNN: the fine-tune "
        "checkpoint path in the pipeline config (it runs through the .tar name and a doubled "
        "directory) matches no files. No maintainer answer; the label rests on the log: the configured "
        "checkpoint path does not exist, which recurs until the config or the extracted files are fixed.",
    ),
    real(
        GH + "huawei-noah/Pretrained-Language-Model/issues/17",
        "huawei-noah/Pretrained-Language-Model",
        "file_not_found",
        "user_code",
        USER,
        "INFO:tensorflow:Error recorded from training_loop: Unsuccessful TensorSliceReader constructor:",
        r"""
        INFO:tensorflow:Error recorded from training_loop: Unsuccessful TensorSliceReader constructor: Failed to find any matching files for ../nezha/model.ckpt
        """,
        "Fine-tuning NEZHA (TensorFlow, TPUEstimator-style training loop) on the People's Daily NER "
        "task: the init checkpoint ../nezha/model.ckpt matches no files; the log line is the issue's "
        "title and body. The label rests on the log: the pretrained checkpoint is missing at the "
        "configured path (not downloaded or a wrong relative path); it recurs on every run.",
    ),
    # --- GPU hardware (Torch7/Lua) -------------------------------------------------------------------------------
    real(
        GH + "jcjohnson/neural-style/issues/312",
        "jcjohnson/neural-style",
        "ecc_error",
        "node_hardware",
        CORDON,
        "uncorrectable ECC error encountered",
        r"""
        uncorrectable ECC error encountered
        """,
        "neural-style (Torch7/cutorch) optimisation on a Tesla K40c dies with CUDA's 'uncorrectable "
        "ECC error encountered' after ~600 iterations, again after every reboot (the log line is the "
        "title; the body's output is a screenshot). The maintainer suggested disabling ECC, which the "
        "card refused; the crash kept coming back. Uncorrectable ECC errors recurring on the same GPU "
        "are a hardware signature: take the GPU/node out and run elsewhere.",
    ),
    # --- dataset downloads and orbax restore paths --------------------------------------------------------------
    real(
        GH + "google-research/pegasus/issues/245",
        "google-research/pegasus",
        "dataset_loading_error",
        "transient",
        RESTART,
        "ERROR:tensorflow:Error recorded from training_loop: Artifact https://drive.google.com/uc?id=1b3rmCSIoh6VhD4HKWjI4HOW-cSwcwbeC&export=download",
        r"""
        Extraction completed...: 0 file [00:00, ? file/s]███████████████| 2/2 [00:00<00:00,  1.46 url/s]
        Dl Size...: 0 MiB [00:00, ? MiB/s]
        Dl Completed...: 100%|██████████████████████████████████████████| 2/2 [00:00<00:00,  2.86 url/s]
        ERROR:tensorflow:Error recorded from training_loop: Artifact https://drive.google.com/uc?id=1b3rmCSIoh6VhD4HKWjI4HOW-cSwcwbeC&export=download, downloaded to /home/devilunraveled/tensorflow_datasets/downloads/ucid_1b3rmCSIoh6VhD4H-cSwcwbeC_export_downloadwN6uevfZyH8l3632IfcSb3CNfcrG01PHVkiDCEoAAHY.tmp.b1856425a2844ecb95292d15954caef3/uc, has wrong checksum. This might indicate:
         * The website may be down (e.g. returned a 503 status code). Please check the url.
         * For Google Drive URLs, try again later as Drive sometimes rejects downloads when too many people access the same URL. See https://github.com/tensorflow/datasets/issues/1482
         * The original datasets files may have been updated. In this case the TFDS dataset builder should be updated to use the new files and checksums. Sorry about that. Please open an issue or send us a PR with a fix.
         * If you're adding a new dataset, don't forget to register the checksums as explained in: https://www.tensorflow.org/datasets/add_dataset#2_run_download_and_prepare_locally
        """,
        "PEGASUS fine-tuning (TensorFlow estimator training loop) builds its TFDS dataset first; the "
        "Google Drive source returns a small page instead of the archive, so the checksum check fails "
        "inside training_loop. The stored thread has no answer; TFDS's own message and its tracker "
        "(tensorflow/datasets#1482) say Drive rejects downloads when too many people fetch the same "
        "file and to try again later. A transient refusal by the remote source: rerun later.",
    ),
    real(
        GH + "apax-hub/apax/issues/465",
        "apax-hub/apax",
        "model_loading_error",
        "framework_bug",
        USER,
        "ValueError: Checkpoint path should be absolute. Got",
        r"""
        ValueError: Checkpoint path should be absolute. Got 
        nodes/InitalModel/Apax/apax_model/best/3193/default
        """,
        "apax (JAX/Flax interatomic potentials) restores its best checkpoint through an orbax "
        "CheckpointManager built from a relative model path; recent orbax rejects relative paths. The "
        "reporter fixed it by resolving the path to an absolute one in apax/train/checkpoints.py (and "
        "noted the same at a second call site). A code bug in the library: it fails the same way on "
        "every restart until patched.",
    ),
    # --- TensorFlow/Keras: memory, distribution strategy, checkpoint paths ---------------------------------------
    real(
        GH + "rtavenar/keras_shapelets/issues/2",
        "rtavenar/keras_shapelets",
        "cuda_oom",
        "user_code",
        USER,
        "ResourceExhaustedError: OOM when allocating tensor with shape[100,27,1,249]",
        r"""
        ResourceExhaustedError: OOM when allocating tensor with shape[100,27,1,249] and type float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc
        	 [[{{node false_conv_0/convolution/Conv2D}} = Conv2D[T=DT_FLOAT, data_format="NCHW", dilations=[1, 1, 1, 1], padding="VALID", strides=[1, 1, 1, 1], use_cudnn_on_gpu=true, _device="/job:localhost/replica:0/task:0/device:GPU:0"](false_conv_0/convolution/Conv2D-0-TransposeNHWCToNCHW-LayoutOptimizer, false_conv_0/convolution/ExpandDims_1)]]
        Hint: If you want to see a list of allocated tensors when OOM happens, add report_tensor_allocations_upon_oom to RunOptions for current allocation info.

        [[{{node loss/add/_75}} = _Recv[client_terminated=false, recv_device="/job:localhost/replica:0/task:0/device:CPU:0", send_device="/job:localhost/replica:0/task:0/device:GPU:0", send_device_incarnation=1, tensor_name="edge_607_loss/add", tensor_type=DT_FLOAT, _device="/job:localhost/replica:0/task:0/device:CPU:0"]()]]
        Hint: If you want to see a list of allocated tensors when OOM happens, add report_tensor_allocations_upon_oom to RunOptions for current allocation info.
        """,
        "Training a Keras shapelet model on GPU runs out of device memory in the first convolution "
        "(batch of 100 series). The reporter's own title puts it down to the data being too big; no "
        "answer follows. The label rests on the log: the batch/model does not fit the GPU, which "
        "recurs until the batch size or input is reduced.",
    ),
    real(
        GH + "keras-team/keras/issues/9643",
        "keras-team/keras",
        "cuda_oom",
        "user_code",
        USER,
        "ResourceExhaustedError: OOM when allocating tensor with shape[128,128,109,109]",
        r"""
        C:\ProgramData\Anaconda3\envs\tensorflow\lib\site-packages\tensorflow\python\client\session.py in _do_call(self, fn, *args)
           1372         except KeyError:
           1373           pass
        -> 1374       raise type(e)(node_def, op, message)
           1375 
           1376   def _extend_graph(self):

        ResourceExhaustedError: OOM when allocating tensor with shape[128,128,109,109] and type float on /job:localhost/replica:0/task:0/device:GPU:1 by allocator GPU_1_bfc
        	 [[Node: replica_1/xception/block2_sepconv1_bn/FusedBatchNorm = FusedBatchNorm[T=DT_FLOAT, data_format="NHWC", epsilon=0.001, is_training=true, _device="/job:localhost/replica:0/task:0/device:GPU:1"](replica_1/xception/block2_sepconv1/separable_conv2d, block2_sepconv1_bn/gamma/read/_533, block2_sepconv1_bn/beta/read/_535, replica_1/xception/block13_sepconv1_bn/Const, replica_1/xception/block13_sepconv1_bn/Const)]]
        """,
        "The Keras multi-GPU example (Xception replicated with multi_gpu_model) run as published: the "
        "second replica runs out of memory in a batch-norm over a 128-image slice. The stored thread "
        "shows no resolution; the label rests on the log: the per-GPU batch does not fit the card, "
        "which recurs with the same script.",
    ),
    real(
        GH + "alibaba/EasyRec/issues/22",
        "alibaba/EasyRec",
        "runtime_error",
        "user_code",
        USER,
        "RuntimeError: Collective ops must be configured at program startup",
        r"""
        RuntimeError: Collective ops must be configured at program startup
        """,
        "Multi-worker TensorFlow training with EasyRec under MultiWorkerMirroredStrategy fails when the "
        "strategy is created; the log line is the issue's title. The maintainer: TF ops must be created "
        "after the strategy instance, so create MultiWorkerMirroredStrategy at the beginning of the "
        "program. Initialisation order in the training code: it fails the same way on every start.",
    ),
    real(
        GH + "carpedm20/variational-text-tensorflow/issues/1",
        "carpedm20/variational-text-tensorflow",
        "os_error",
        "user_code",
        USER,
        "tensorflow.python.framework.errors.UnimplementedError: File system scheme checkpoint/ptb_h_dim not implemented",
        r"""
        envy@ub1404:/media/envy/data1t/os_prj/github/variational-text-tensorflow$ python main.py --dataset ptb
        I tensorflow/stream_executor/dso_loader.cc:105] successfully opened CUDA library libcublas.so locally
        I tensorflow/stream_executor/dso_loader.cc:105] successfully opened CUDA library libcudnn.so locally
        I tensorflow/stream_executor/dso_loader.cc:105] successfully opened CUDA library libcufft.so locally
        I tensorflow/stream_executor/dso_loader.cc:105] successfully opened CUDA library libcuda.so.1 locally
        I tensorflow/stream_executor/dso_loader.cc:105] successfully opened CUDA library libcurand.so locally
        I tensorflow/core/common_runtime/gpu/gpu_init.cc:102] Found device 0 with properties: 
        name: GeForce GTX 950M
        major: 5 minor: 0
        tensorflow.python.framework.errors.UnimplementedError: File system scheme checkpoint/ptb_h_dim not implemented
        """,
        "Training the TF NVDM text model on PTB with a GPU: saving/restoring fails because TensorFlow "
        "parses the script's checkpoint directory name (checkpoint/ptb_h_dim...) as a URL scheme and "
        "knows no such file system. The error line is the issue's title, the start-up lines are from "
        "its body; the stored thread gives no diagnosis. The label rests on the log: the checkpoint "
        "path the script builds is not a valid path for TF's file layer, which recurs on every run.",
    ),
    # --- PyTorch NCCL failures returned by the searches ----------------------------------------------------------
    real(
        GH + "CVL-UESTC/PFT-SR/issues/13",
        "CVL-UESTC/PFT-SR",
        "nccl_timeout",
        "unknown",
        HUMAN,
        "[rank6]:[E904 23:21:18.043790828 ProcessGroupNCCL.cpp:1834] [PG ID 0 PG GUID 0(default_pg) Rank 6] Timeout at NCCL work: 70005",
        r"""
        [rank6]:[E904 23:21:18.043790828 ProcessGroupNCCL.cpp:1834] [PG ID 0 PG GUID 0(default_pg) Rank 6] Timeout at NCCL work: 70005, last enqueued NCCL work: 70005, last completed NCCL work: 70004.
        [rank6]:[E904 23:21:18.043826674 ProcessGroupNCCL.cpp:630] [Rank 6] Some NCCL operations have failed or timed out. Due to the asynchronous nature of CUDA kernels, subsequent GPU operations might run on corrupted/incomplete data.
        [rank6]:[E904 23:21:18.043842791 ProcessGroupNCCL.cpp:636] [Rank 6] To avoid data inconsistency, we are taking the entire process down.
        [rank7]:[E904 23:21:18.044480191 ProcessGroupNCCL.cpp:1834] [PG ID 0 PG GUID 0(default_pg) Rank 7] Timeout at NCCL work: 70005, last enqueued NCCL work: 70005, last completed NCCL work: 70004.
        [rank7]:[E904 23:21:18.044512099 ProcessGroupNCCL.cpp:630] [Rank 7] Some NCCL operations have failed or timed out. Due to the asynchronous nature of CUDA kernels, subsequent GPU operations might run on corrupted/incomplete data.
        [rank7]:[E904 23:21:18.044526710 ProcessGroupNCCL.cpp:636] [Rank 7] To avoid data inconsistency, we are taking the entire process down.
        """,
        "8-GPU DDP training of the PFT super-resolution model on the x3 data: after ~70,000 collectives "
        "ranks 6 and 7 (and others) hit the NCCL watchdog timeout on the same work item. No rank shows "
        "its own error and the thread has no answer. NCCL timeouts with no root cause anywhere: "
        "ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "bcmi/GPSDiffusion-Object-Shadow-Generation-SDXL/issues/23",
        "bcmi/GPSDiffusion-Object-Shadow-Generation-SDXL",
        "nccl_timeout",
        "unknown",
        HUMAN,
        "[rank3]:[E722 21:51:23.405420970 ProcessGroupNCCL.cpp:1709] [PG 0 (default_pg) Rank 3] Timeout at NCCL work: 570939",
        r"""
        frame #1: c10d::ProcessGroupNCCL::WorkNCCL::checkTimeout(std::optional<std::chrono::duration<long, std::ratio<1l, 1000l> > >) + 0x1d2 (0x7f25a1f708d2 in /opt/nas/p/conda/envs/GPSDiffusion_zap/lib/python3.8/site-packages/torch/lib/libtorch_cuda.so)
        frame #2: c10d::ProcessGroupNCCL::watchdogHandler() + 0x233 (0x7f25a1f77313 in /opt/nas/p/conda/envs/GPSDiffusion_zap/lib/python3.8/site-packages/torch/lib/libtorch_cuda.so)
        frame #3: c10d::ProcessGroupNCCL::ncclCommWatchdog() + 0x10c (0x7f25a1f796fc in /opt/nas/p/conda/envs/GPSDiffusion_zap/lib/python3.8/site-packages/torch/lib/libtorch_cuda.so)
        frame #4: <unknown function> + 0xdbbf4 (0x7f25ef6c7bf4 in /opt/nas/p/conda/envs/GPSDiffusion_zap/bin/../lib/libstdc++.so.6)
        frame #5: <unknown function> + 0x94ac3 (0x7f25f109dac3 in /usr/lib/x86_64-linux-gnu/libc.so.6)
        frame #6: <unknown function> + 0x126a40 (0x7f25f112fa40 in /usr/lib/x86_64-linux-gnu/libc.so.6)

        [rank3]:[E722 21:51:23.405420970 ProcessGroupNCCL.cpp:1709] [PG 0 (default_pg) Rank 3] Timeout at NCCL work: 570939, last enqueued NCCL work: 571107, last completed NCCL work: 570938.
        [rank3]:[E722 21:51:23.405504479 ProcessGroupNCCL.cpp:621] [Rank 3] Some NCCL operations have failed or timed out. Due to the asynchronous nature of CUDA kernels, subsequent GPU operations might run on corrupted/incomplete data.
        """,
        "Single-node multi-GPU training of the SDXL shadow-generation model dies on the NCCL watchdog "
        "after ~570,000 collectives (the issue title: 'error in single-machine multi-GPU training'). "
        "No rank prints a cause and the thread has no answer. A watchdog timeout with no root cause: "
        "ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "ruizhecao96/CMGAN/issues/40",
        "ruizhecao96/CMGAN",
        "runtime_error",
        "user_code",
        USER,
        "dist._verify_model_across_ranks(self.process_group, parameters) RuntimeError: NCCL error",
        r"""
        File "/anaconda3/envs/cmg/lib/python3.9/site-packages/torch/nn/parallel/distributed.py", line 578, in __init__ dist._verify_model_across_ranks(self.process_group, parameters) RuntimeError: NCCL error
        """,
        "CMGAN's train.py (DDP) fails wrapping the model in DistributedDataParallel with an NCCL error; "
        "the log line is the issue's title. Two commenters: set the CUDA device to the local rank "
        "before initialising the process group (otherwise every rank lands on GPU 0), and NCCL does "
        "not run on Windows. A launch/setup error in the training script: it recurs until fixed.",
    ),
    real(
        GH + "bubbliiiing/yolov7-pytorch/issues/63",
        "bubbliiiing/yolov7-pytorch",
        "cuda_error",
        "user_code",
        USER,
        "what():  NCCL Error 1: unhandled cuda error",
        r"""
        terminate called after throwing an instance of 'std::runtime_error'
          what():  NCCL Error 1: unhandled cuda error
        已放弃 (核心已转储)
        """,
        "Running the repo's train.py (multi-GPU) aborts with NCCL 'unhandled cuda error' and a core "
        "dump. The maintainer's one-line answer: the environment is not set up properly. An "
        "environment problem on the user's machine that recurs until fixed.",
    ),
    real(
        GH + "tarun005/FLAVR/issues/58",
        "tarun005/FLAVR",
        "cuda_error",
        "unknown",
        HUMAN,
        "what():   NCCL Error 1: unhandled cuda error",
        r"""
        (flavr_env)  root@22727250d64b :/dataset/FLAVR# python main.py --batch_size 32 --test_batch_size 32 --dataset vimeo90K_septuplet --loss 1*L1 --max_epoch 200 --lr 0.0002 --data_root /dataset/vimeo_triplet --n_outputs 1
        CUDA version: 10.1
        CuDNN version: 7603
        Is CUDA available: True
        Namespace(batch_size=32,  beta1=0.9, beta2=0.99, checkpoint_dir='.', cuda=True, data_root='/dataset/vimeo_triplet', dataset='vimeo90K_septuplet', exp_name='exp', joinType='concat', load_from=None, log_iter=60, loss='1*L1', lr=0.0002, max_epoch=200, model='unet_18', n_outputs=1, nbr_frame=4, nbr_width=1, num_gpu=1, num_workers=16, pretrained=None, random_seed=12345, resume=False, resume_exp=None, start_epoch=0, test_batch_size=32, upmode='transpose', use_tensorboard=False, val_freq=1)
        Building model: unet_18
        Preparing loss function:
        1.000 * L1
        terminate called after throwing an instance of 'std::runtime_error'
        what():   NCCL Error 1: unhandled cuda error
        Aborted (core dumped)
        """,
        "FLAVR training inside an Ubuntu 18.04 container with a CUDA 10.1 PyTorch build on a host with "
        "two RTX 4090s (per the prose, not the log) aborts in NCCL with 'unhandled cuda error' right "
        "after the model is built. No answer in the thread. A CUDA 10.1 build cannot target the 4090 "
        "and is the likely cause, but from the log alone this is a bare NCCL/CUDA failure with no "
        "signature: ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "jakesnell/prototypical-networks/issues/24",
        "jakesnell/prototypical-networks",
        "dataset_loading_error",
        "unknown",
        HUMAN,
        "OSError: Caught OSError in DataLoader worker process 0.",
        r"""
        OSError                                   Traceback (most recent call last)
        /content/drive/My Drive/prototypical-network-pytorch-master/train.py in <module>()
             66         ta = Averager()
             67 
        ---> 68         for i, batch in enumerate(train_loader, 1):
             69             data, _ = [_.cuda() for _ in batch]
             70             p = args.shot * args.train_way

        3 frames
        /usr/local/lib/python3.7/dist-packages/torch/_utils.py in reraise(self)
            427             # have message field
            428             raise self.exc_type(message=msg)
        --> 429         raise self.exc_type(msg)
            430 
            431 

        OSError: Caught OSError in DataLoader worker process 0.
        Original Traceback (most recent call last):
          File "/usr/local/lib/python3.7/dist-packages/torch/utils/data/_utils/worker.py", line 202, in _worker_loop
            data = fetcher.fetch(index)
          File "/usr/local/lib/python3.7/dist-packages/torch/utils/data/_utils/fetch.py", line 44, in fetch
            data = [self.dataset[idx] for idx in possibly_batched_index]
          File "/usr/local/lib/python3.7/dist-packages/torch/utils/data/_utils/fetch.py", line 44, in <listcomp>
            data = [self.dataset[idx] for idx in possibly_batched_index]
          File "/content/drive/My Drive/prototypical-network-pytorch-master/mini_imagenet.py", line 48, in __getitem__
        """,
        "Prototypical-network training in Colab reads mini-ImageNet images from the Google Drive mount "
        "in DataLoader workers; a worker fails with an OSError while loading an image (the stored "
        "excerpt ends before the worker's own error message). No answer in the thread. Whether the "
        "Drive mount failed the read or an image file is bad/missing is not shown: ambiguous.",
        ambiguous=True,
    ),
]
