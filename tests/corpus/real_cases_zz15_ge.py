# ruff: noqa
"""Real excerpts, batch ZZ15-GE: development-fold data and storage failures around GPU jobs: DataLoader
workers dying on /dev/shm or running out of file descriptors, a full local /tmp, I/O errors reading a
dataset from cluster storage, LMDB databases that will not open or commit, permission and resource errors
writing TensorBoard event files, corrupted, truncated or empty checkpoint and model files (pickle data
truncated, unexpected EOF, no central directory, invalid header, ran out of input), a parquet dataset that
git left unreadable, a truncated dataset archive, and a distributed job whose socket dropped. Gathered from
GitHub issue threads of repositories new to the corpus whose `fold_of(repo)` is "dev" (research code for
vision, speech, 3D, cryo-EM and NLP models, a model-zoo library, TensorBoard itself). Many phrasings were
searched (bus error / shm, stale file handle, transport endpoint not connected, ENOSPC and EDQUOT on
checkpoint saves, PytorchStreamWriter and PytorchStreamReader failures, safetensors header errors, orbax,
S3/GCS/blob uploads, h5py, LMDB, webdataset, parquet, TFRecord, too many open files, FUSE mounts); most
hits were threads already in the corpus or repositories in the test fold, and the forum hosts allowed for
this batch returned no usable question pages through the search tools, so every case here is a GitHub
thread. What the searches returned in new dev-fold repositories is taken as it came, not picked for what
crashcart can do, and nobody ran crashcart on these cases before they were labelled. Verbatim log lines as
printed in each thread (trimmed to the relevant part; markdown quote markers and stray backticks removed);
labelled from what each thread concluded, or from the log where it concluded nothing (the notes say
which)."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    # --- DataLoader workers: shared memory and file descriptors -----------------------------------
    real(
        GH + "hongsukchoi/TCMR_RELEASE/issues/24",
        "hongsukchoi/TCMR_RELEASE",
        "dataloader_killed",
        "user_code",
        USER,
        "ERROR: Unexpected bus error encountered in worker. This might be caused by insufficient shared memory (shm).",
        r"""
        Running TCMR on each person tracklet...
          0%|                                                     | 0/5 [00:00<?, ?it/s]ERROR: Unexpected bus error encountered in worker. This might be caused by insufficient shared memory (shm).
          0%|                                                     | 0/5 [00:02<?, ?it/s]
        Traceback (most recent call last):
          File "/usr/local/lib/python3.6/dist-packages/torch/utils/data/dataloader.py", line 779, in _try_get_data
            data = self._data_queue.get(timeout=timeout)
          File "/usr/lib/python3.6/multiprocessing/queues.py", line 104, in get
            if not self._poll(timeout):
          File "/usr/lib/python3.6/multiprocessing/connection.py", line 257, in poll
            return self._poll(timeout)
          File "/usr/lib/python3.6/multiprocessing/connection.py", line 414, in _poll
            r = wait([self], timeout)
          File "/usr/lib/python3.6/multiprocessing/connection.py", line 911, in wait
            ready = selector.select(timeout)
          File "/usr/lib/python3.6/selectors.py", line 376, in select
            fd_event_list = self._poll.poll(timeout)
          File "/usr/local/lib/python3.6/dist-packages/torch/utils/data/_utils/signal_handling.py", line 66, in handler
            _error_if_any_worker_fails()
        """,
        "The TCMR video demo (a GPU model run over person tracklets through a DataLoader) dies at the first "
        "batch: a worker takes a bus error and the message blames insufficient shared memory; the excerpt "
        "ends where the DataLoader raises the worker's death (the thread's RuntimeError line is cut in the "
        "copy read). Nobody answered; the label rests on the log: a worker out of /dev/shm (a container "
        "with the default 64 MB, or too many workers) fails the same way until shm or num_workers change.",
    ),
    real(
        GH + "martenlienen/finite-element-networks/issues/2",
        "martenlienen/finite-element-networks",
        "os_error",
        "user_code",
        USER,
        "OSError: [Errno 24] Too many open files",
        r"""
        Traceback (most recent call last):
          File "/home/liluo/anaconda3/lib/python3.9/multiprocessing/queues.py", line 244, in _feed
          File "/home/liluo/anaconda3/lib/python3.9/multiprocessing/reduction.py", line 51, in dumps
          File "/home/liluo/anaconda3/lib/python3.9/site-packages/torch/multiprocessing/reductions.py", line 359, in reduce_storage
          File "/home/liluo/anaconda3/lib/python3.9/multiprocessing/reduction.py", line 198, in DupFd
          File "/home/liluo/anaconda3/lib/python3.9/multiprocessing/resource_sharer.py", line 48, in __init__
        OSError: [Errno 24] Too many open files
        """,
        "Training finite-element networks on the cylinder-flow dataset (100 .pt files per split, four "
        "DataLoader workers): the workers' queue feeder fails to share a tensor by file descriptor. The "
        "maintainer confirms the many files are the issue and points to raising the open-files limit. A "
        "process limit that recurs on every run until ulimit or the sharing strategy changes.",
    ),
    real(
        GH + "CVMI-Lab/PLA/issues/20",
        "CVMI-Lab/PLA",
        "os_error",
        "user_code",
        USER,
        "OSError: [Errno 24] Too many open files",
        r"""
        2023-08-29 16:39:54,976   INFO  Epoch [1/128][920/2402] LR: 0.004, ETA: 4 days, 2:55:56, Data: 0.05 (0.04), Iter: 0.87 (1.16), Accuracy: 0.77, loss_seg=0.80, binary_loss=0.28, caption_view=0.13, caption_entity=0.11, loss=1.32, n_captions=13.0(13.1)
        Traceback (most recent call last):
          File "/home/usrs/wangjuan/anaconda3/envs/PLA/lib/python3.7/multiprocessing/queues.py", line 236, in _feed
          File "/home/usrs/wangjuan/anaconda3/envs/PLA/lib/python3.7/multiprocessing/reduction.py", line 51, in dumps
          File "/home/usrs/wangjuan/anaconda3/envs/PLA/lib/python3.7/site-packages/torch/multiprocessing/reductions.py", line 322, in reduce_storage
          File "/home/usrs/wangjuan/anaconda3/envs/PLA/lib/python3.7/multiprocessing/reduction.py", line 194, in DupFd
          File "/home/usrs/wangjuan/anaconda3/envs/PLA/lib/python3.7/multiprocessing/resource_sharer.py", line 48, in __init__
        OSError: [Errno 24] Too many open files
        """,
        "Open-vocabulary 3D segmentation training on ScanNet stops 920 iterations into the first epoch when "
        "a DataLoader worker cannot pass a tensor by file descriptor. The maintainer has hit the same "
        "limit and says the released code already raises the open-files limit, asking whether the "
        "reporter changed it. The per-process descriptor limit is configuration: it recurs until raised.",
    ),
    # --- Local scratch and event files --------------------------------------------------------------
    real(
        GH + "warpem/miss-alignment/issues/87",
        "warpem/miss-alignment",
        "storage_error",
        "storage",
        USER,
        "OSError: [Errno 28] No space left on device",
        r"""
        OSError: [Errno 28] No space left on device
        Process SpawnProcess-9:
        Traceback (most recent call last):
          File "/camp/apps/misc/stp/sbstp/.conda/envs/miss-alignment/lib/python3.11/multiprocessing/process.py", line 314, in _bootstrap
            self.run()
          File "/camp/apps/misc/stp/sbstp/.conda/envs/miss-alignment/lib/python3.11/multiprocessing/process.py", line 108, in run
            self._target(*self._args, **self._kwargs)
          File "/camp/apps/misc/stp/sbstp/.conda/envs/miss-alignment/lib/python3.11/site-packages/miss_alignment/data/_reconstruction_worker.py", line 220, in reconstruction_worker
            pickle.dump(triplet_fp16, tmp_file)
          File "/camp/apps/misc/stp/sbstp/.conda/envs/miss-alignment/lib/python3.11/tempfile.py", line 500, in func_wrapper
            return func(*args, **kwargs)
        """,
        "Cryo-ET tilt-series alignment training on a cluster dies after a few hours: the reconstruction "
        "workers fill the node's ~900 GB NVMe /tmp with pickled training triplets. Maintainers point to "
        "writing fewer subtomograms (--pool-size) or pointing TMPDIR elsewhere. A full local scratch "
        "volume under the job's own settings, not a GPU or shared-memory fault: it recurs until changed.",
    ),
    real(
        GH + "dhwajraj/NER-RNN/issues/1",
        "dhwajraj/NER-RNN",
        "storage_error",
        "storage",
        USER,
        "E tensorflow/core/util/events_writer.cc:62] Could not open events file:",
        r"""
        ---------------------------------
        Run id: IOM5G7
        Log directory: /tmp/tflearn_logs/
        ---------------------------------
        Training samples: 14987
        Validation samples: 3467
        --
        E tensorflow/core/util/events_writer.cc:62] Could not open events file: /tmp/tflearn_logs/IOM5G7/events.out.tfevents.1478962669.rzai00: Resource exhausted: /tmp/tflearn_logs/IOM5G7/events.out.tfevents.1478962669.rzai00h: 000 | loss: nan -- iter: 00200/14987
        E tensorflow/core/util/events_writer.cc:95] Write failed because file could not be opened.
        E tensorflow/core/util/events_writer.cc:62] Could not open events file: /tmp/tflearn_logs/IOM5G7/events.out.tfevents.1478962670.rzai00: Resource exhausted: /tmp/tflearn_logs/IOM5G7/events.out.tfevents.1478962670.rzai00h: 000 | loss: nan -- iter: 00400/14987
        E tensorflow/core/util/events_writer.cc:95] Write failed because file could not be opened.
        """,
        "A TFLearn NER model's training keeps printing that TensorFlow cannot open its event files under "
        "/tmp/tflearn_logs: 'Resource exhausted' on file creation (the progress line is interleaved, "
        "showing loss: nan as well). Nobody answered; the label rests on the log: TensorFlow reports a "
        "full or over-quota /tmp (or an exhausted descriptor limit) this way, which recurs until space is "
        "freed or the log directory moves.",
    ),
    real(
        GH + "tensorflow/tensorboard/issues/5483",
        "tensorflow/tensorboard",
        "storage_error",
        "unknown",
        HUMAN,
        "OP_REQUIRES failed at summary_kernels.cc:106 : Permission denied:",
        r"""
        2021-11-28 19:11:18.779759: W tensorflow/core/framework/op_kernel.cc:1767] OP_REQUIRES failed at summary_kernels.cc:106 : Permission denied: ../plots/new_dataset_test/arm_pos_middle/20211128_09_56_BiGRU2l6_t750/logs/train/events.out.tfevents.1638089801.zwinge.2544663.2071.v2; Permission denied
        Failed to flush 2 events to ../plots/new_dataset_test/arm_pos_middle/20211128_09_56_BiGRU2l6_t750/logs/train/events.out.tfevents.1638089801.zwinge.2544663.2071.v2
        Could not flush events file.
        Traceback (most recent call last):
        File "main.py", line 312, in
        main()
        File "main.py", line 241, in main
        validation_data=val_data, callbacks=keras_callbacks)
        File "/media/compute/homes/mhenning/MA/time-series-on-joints-emg/venv/lib/python3.6/site-packages/tensorflow/python/keras/engine/training.py", line 108, in _method_wrapper
        return method(self, *args, **kwargs)
        File "/media/compute/homes/mhenning/MA/time-series-on-joints-emg/venv/lib/python3.6/site-packages/tensorflow/python/keras/engine/training.py", line 1137, in fit
        callbacks.on_epoch_end(epoch, epoch_logs)
        File "/media/compute/homes/mhenning/MA/time-series-on-joints-emg/venv/lib/python3.6/site-packages/tensorflow/python/keras/callbacks.py", line 412, in on_epoch_end
        callback.on_epoch_end(epoch, logs)
        """,
        "A batch of GRU trainings on a GTX 1080, logging to TensorBoard under a home directory on a "
        "compute cluster (/media/compute/homes), fails at random: the summary writer gets 'Permission "
        "denied' on an event file it created, a different network each time, and some batches run clean. "
        "The thread stayed open with no diagnosis; the label rests on the log: an intermittent permission "
        "failure on a shared filesystem could be credentials expiring, the storage, or a race, so a human "
        "has to look.",
        ambiguous=True,
    ),
    # --- Reading datasets from storage --------------------------------------------------------------
    real(
        GH + "marrlab/DomainLab/issues/603",
        "marrlab/DomainLab",
        "storage_error",
        "storage",
        HUMAN,
        "[Errno 5] Input/output error: 'data/pacs/PACS/photo/elephant/064_0032.jpg'",
        r"""
        OSError in file /home/aih/xudong.sun/pacs_jigen_fbopt_autoki/domainlab/exp_protocol/benchmark.smk, li    ne 151:¬
        224 [Errno 5] Input/output error: 'data/pacs/PACS/photo/elephant/064_0032.jpg'¬
        225   File "/home/aih/xudong.sun/pacs_jigen_fbopt_autoki/domainlab/exp_protocol/benchmark.smk", line 151,     in __rule_run_experiment¬
        226   File "/home/aih/xudong.sun/pacs_jigen_fbopt_autoki/domainlab/exp_protocol/run_experiment.py", line     153, in run_experiment¬
        227   File "/home/aih/xudong.sun/pacs_jigen_fbopt_autoki/domainlab/compos/exp/exp_main.py", line 67, in e    xecute¬
        228   File "/home/aih/xudong.sun/pacs_jigen_fbopt_autoki/domainlab/algos/trainers/train_fbopt_b.py", line     91, in before_tr¬
        229   File "/home/aih/xudong.sun/pacs_jigen_fbopt_autoki/domainlab/algos/trainers/train_fbopt_b.py", line     54, in eval_r_loss¬
        230   File "/home/aih/xudong.sun/anaconda3/envs/domainlab_py39/lib/python3.9/site-packages/torch/utils/da    ta/dataloader.py", line 628, in __next__¬
        231   File "/home/aih/xudong.sun/anaconda3/envs/domainlab_py39/lib/python3.9/site-packages/torch/utils/da    ta/dataloader.py", line 671, in _next_data¬
        232   File "/home/aih/xudong.sun/anaconda3/envs/domainlab_py39/lib/python3.9/site-packages/torch/utils/da    ta/_utils/fetch.py", line 58, in fetch¬
        """,
        "One experiment of a Slurm/snakemake benchmark on PACS (the dataset symlinked onto the cluster's "
        "storage) fails when the DataLoader reads an image: EIO from the filesystem. The maintainers "
        "closed the question without a diagnosis; the label rests on the log: an I/O error on a single "
        "dataset file may be a passing storage fault or a bad file on the volume, and nothing here tells "
        "which, so a human checks the file and the mount.",
        ambiguous=True,
    ),
    real(
        GH + "rosinality/vq-vae-2-pytorch/issues/46",
        "rosinality/vq-vae-2-pytorch",
        "storage_error",
        "storage",
        USER,
        "lmdb.Error: small256: Input/output error",
        r"""
        Traceback (most recent call last):
          File "/people/kimd999/script/python/cryoEM/vq-vae-2-pytorch/extract_code.py", line 66, in <module>
            env = lmdb.open(args.name, map_size=map_size)
        lmdb.Error: small256: Input/output error
        """,
        "After training the VQ-VAE, the code-extraction step (the trained model run over the dataset on the "
        "GPU, writing codes to an LMDB) cannot even open its output database on the cluster filesystem. "
        "The maintainer's diagnosis: check free disk space, otherwise lower the (very large) map_size. "
        "Either way the same settings fail again on the same volume: the user changes them.",
    ),
    real(
        GH + "xyliugo/ODMT/issues/2",
        "xyliugo/ODMT",
        "dataset_loading_error",
        "unknown",
        HUMAN,
        "lmdb.InvalidParameterError: mdb_txn_commit: Invalid argument",
        r"""
        61817it [01:59, 516.98it/s]
        Traceback (most recent call last):
          File "1_lmdb_build.py", line 63, in <module>
            txn.commit()
        lmdb.InvalidParameterError: mdb_txn_commit: Invalid argument
        """,
        "Building the LMDB image database for the ODMT recommender's training fails at the final commit "
        "after 61,817 records. The maintainer suspects damaged images and suggests testing the database "
        "with the read script, which fails as well; the thread ends there. The label rests on the log: "
        "EINVAL from the commit may be the data, the map size or the filesystem holding the database, so "
        "a human must find which before the data pipeline is rerun.",
        ambiguous=True,
    ),
    real(
        GH + "NVlabs/Tool-N1/issues/4",
        "NVlabs/Tool-N1",
        "dataset_loading_error",
        "user_code",
        USER,
        "ArrowInvalid: Could not open Parquet input source '<Buffer>': Parquet magic bytes not found in footer.",
        r"""
        ArrowInvalid: Could not open Parquet input source '<Buffer>': Parquet magic bytes not found in footer. Either the file is corrupted or this is not a parquet file.
        """,
        "Running the Tool-N1 RL training script (qwen_rl.sh) stops while reading the training parquet files, "
        "which pandas cannot read either. The reporter found the cause: the files checked out through git "
        "were not the real data (a git problem), and downloading data.zip directly worked. Unreadable input "
        "files fail the same way on every restart until the data is fetched again.",
    ),
    real(
        GH + "facebookresearch/DomainBed/issues/119",
        "facebookresearch/DomainBed",
        "dataset_loading_error",
        "user_code",
        USER,
        "EOFError: Compressed file ended before the end-of-stream marker was reached",
        r"""
        EOFError: Compressed file ended before the end-of-stream marker was reached
        """,
        "Preparing a DomainBed dataset for training fails reading a downloaded archive: the compressed file "
        "ends early. The maintainer replies that they do not own the original dataset sources, which may be "
        "corrupted. A truncated input archive: the job fails the same way on every restart until the data is "
        "fetched again, which is the user's to do.",
    ),
    real(
        GH + "k2-fsa/snowfall/issues/186",
        "k2-fsa/snowfall",
        "dataset_loading_error",
        "user_code",
        USER,
        "PytorchStreamReader failed reading file data/57885792: invalid header or archive is corrupted",
        r"""
         World size: 1 Rank: 0
        Traceback (most recent call last):
          File "./mmi_bigram_train.py", line 502, in <module>
            main()
          File "./mmi_bigram_train.py", line 280, in main
            lexicon = Lexicon(lang_dir)
          File "/tmp/lingvo/snowfall/build/lib/snowfall/lexicon.py", line 21, in __init__
            L_inv = k2.Fsa.from_dict(torch.load(self.lang_dir / 'Linv.pt'))
          File "/usr/local/lib/python3.8/dist-packages/torch/serialization.py", line 592, in load
            return _load(opened_zipfile, map_location, pickle_module, **pickle_load_args)
          File "/usr/local/lib/python3.8/dist-packages/torch/serialization.py", line 851, in _load
            result = unpickler.load()
          File "/usr/local/lib/python3.8/dist-packages/torch/serialization.py", line 843, in persistent_load
            load_tensor(data_type, size, key, _maybe_decode_ascii(location))
          File "/usr/local/lib/python3.8/dist-packages/torch/serialization.py", line 831, in load_tensor
            storage = zip_file.get_storage_from_record(name, size, dtype).storage()
        RuntimeError: [enforce fail at inline_container.cc:145] . PytorchStreamReader failed reading file data/57885792: invalid header or archive is corrupted
        """,
        "The snowfall MMI bigram ASR training stops before the first step: the prepared lexicon FST "
        "(data/lang/Linv.pt, written by the data-preparation stage) cannot be read, its zip archive is "
        "corrupted. Nobody answered; the label rests on the log: a corrupted prepared-data file fails the "
        "same way on every restart until the preparation stage writes it again.",
    ),
    # --- Corrupted, truncated or empty model and checkpoint files ----------------------------------
    real(
        GH + "NTT123/vietTTS/issues/28",
        "NTT123/vietTTS",
        "model_loading_error",
        "unknown",
        HUMAN,
        "EOFError: Ran out of input",
        r"""
        Resuming from latest checkpoint at /content/drive/MyDrive/vietTTS_Model/acoustic_latest_ckpt.pickle
        Traceback (most recent call last):
          File "/usr/lib/python3.7/runpy.py", line 193, in _run_module_as_main
            "__main__", mod_spec)
          File "/usr/lib/python3.7/runpy.py", line 85, in _run_code
            exec(code, run_globals)
          File "/content/vietTTS/vietTTS/nat/acoustic_trainer.py", line 183, in <module>
            train()
          File "/content/vietTTS/vietTTS/nat/acoustic_trainer.py", line 114, in train
            dic = pickle.load(f)
        EOFError: Ran out of input
        """,
        "Resuming the vietTTS acoustic model training on Colab from its latest checkpoint (kept on a "
        "mounted Google Drive) fails at once: the pickle is empty. Nobody answered; the label rests on the "
        "log: the job's own latest checkpoint was left truncated, and a restart would load the same file "
        "again, so a person must restore an earlier checkpoint before training resumes.",
    ),
    real(
        GH + "nhshin-mcl/MWR/issues/6",
        "nhshin-mcl/MWR",
        "model_loading_error",
        "unknown",
        HUMAN,
        "EOFError: Ran out of input",
        r"""
        Namespace(backbone='Global_Regressor', ckpt_dir='ckpt', data_path='datalist', dataset='utk', experiment_setting='train', experiment_title='global/utk/train', fold=0, gpu=0, im_path='/mnt/test3/age', regression='global', tau=0.2)
        Global Regression
        Age range partition:  [[21, 28], [24, 33], [29, 40], [34, 49], [41, 60]]
        cuda:0
        Get Global_Regressor
        ckpt/global/UTK/train/fold0/utk_train.pth
        Traceback (most recent call last):
          File "code/op.py", line 62, in <module>
            global_regression(args, train_data, test_data, sampling=sampling, sample_rate=sample_rate)
          File "/home/test3/Documents/test/ai/ag/ag-v3/code/Prediction.py", line 22, in global_regression
            checkpoint = torch.load(initial_model, map_location=device)
          File "/home/test3/.local/lib/python3.6/site-packages/torch/serialization.py", line 593, in load
            return _legacy_load(opened_file, map_location, pickle_module, **pickle_load_args)
          File "/home/test3/.local/lib/python3.6/site-packages/torch/serialization.py", line 763, in _legacy_load
            magic_number = pickle_module.load(f, **pickle_load_args)
        EOFError: Ran out of input
        """,
        "Running the MWR age-estimation pipeline on UTK (on cuda:0) stops when it loads the global "
        "regressor's checkpoint ckpt/global/UTK/train/fold0/utk_train.pth: the file is empty. The thread "
        "has no answer; the label rests on the log: an empty checkpoint in the job's checkpoint directory "
        "is loaded again by any restart, so a person has to replace it (retrain or re-fetch) first.",
    ),
    real(
        GH + "bowenc0221/panoptic-deeplab/issues/19",
        "bowenc0221/panoptic-deeplab",
        "model_loading_error",
        "user_code",
        USER,
        "RuntimeError: unexpected EOF, expected 735892 more bytes. The file might be corrupted.",
        r"""
          File "/home/ruxiaobao/Project/miniconda2/envs/venv_panoptic_deeplab/lib/python3.6/site-packages/torch/serialization.py", line 780, in _legacy_load
            deserialized_objects[key]._set_from_file(f, offset, f_should_read_directly)
        RuntimeError: unexpected EOF, expected 735892 more bytes. The file might be corrupted.
        """,
        "Loading the published Panoptic-DeepLab R101 checkpoint with torch.load fails: the file ends "
        "735,892 bytes early. The maintainer found the uploaded checkpoints were corrupted and uploaded new "
        "ones; downloading again fixed it. A truncated input file fails the same way until replaced: the "
        "user re-fetches it, a restart alone does nothing.",
    ),
    real(
        GH + "quanlin-wu/dmae/issues/9",
        "quanlin-wu/dmae",
        "model_loading_error",
        "user_code",
        USER,
        "RuntimeError: PytorchStreamReader failed reading zip archive: failed finding central directory",
        r"""
        ---------------------------------------------------------------------------
        RuntimeError                              Traceback (most recent call last)
        [<ipython-input-5-7297eba501cf>](https://localhost:8080/#) in <cell line: 0>()
              2
              3 chkpt_dir = '/content/dmae_large_sigma_0.25_mask_0.75_1600e.pth'
        ----> 4 model_dmae = prepare_model(chkpt_dir, 'dmae_vit_large_patch16')
              5 print('Model loaded.')

        2 frames
        [/usr/local/lib/python3.11/dist-packages/torch/serialization.py](https://localhost:8080/#) in __init__(self, name_or_buffer)
            761 class _open_zipfile_reader(_opener):
            762     def __init__(self, name_or_buffer) -> None:
        --> 763         super().__init__(torch._C.PyTorchFileReader(name_or_buffer))
            764
            765

        RuntimeError: PytorchStreamReader failed reading zip archive: failed finding central directory
        """,
        "Loading the released DMAE ViT-Large checkpoint in Colab fails: the zip archive has no central "
        "directory. The maintainer's answer: the checkpoint was not downloaded completely. An incomplete "
        "download fails identically on every attempt until fetched again: the user's fix.",
    ),
    real(
        GH + "nolanaatama/sd-1click-colab/issues/5",
        "nolanaatama/sd-1click-colab",
        "model_loading_error",
        "user_code",
        USER,
        "_pickle.UnpicklingError: pickle data was truncated",
        r"""
         File "/usr/local/lib/python3.8/dist-packages/torch/serialization.py", line 795, in load
            return _legacy_load(opened_file, map_location, pickle_module, **pickle_load_args)
          File "/usr/local/lib/python3.8/dist-packages/torch/serialization.py", line 1002, in _legacy_load
            magic_number = pickle_module.load(f, **pickle_load_args)
        _pickle.UnpicklingError: pickle data was truncated
        """,
        "A one-click Stable Diffusion Colab fails loading its model with a truncated pickle. The maintainer "
        "updated the setup files (the model downloads) and the reporter confirmed it then worked. A "
        "truncated model file from the setup step: it fails the same way until the download is fixed.",
    ),
    real(
        GH + "yannvgn/laserembeddings/issues/22",
        "yannvgn/laserembeddings",
        "model_loading_error",
        "user_code",
        USER,
        "UnpicklingError: pickle data was truncated",
        r"""
        /opt/conda/lib/python3.6/site-packages/torch/serialization.py in _legacy_load(f, map_location, pickle_module, **pickle_load_args)
            700     unpickler = pickle_module.Unpickler(f, **pickle_load_args)
            701     unpickler.persistent_load = persistent_load
        --> 702     result = unpickler.load()
            703
            704     deserialized_storage_keys = pickle_module.load(f, **pickle_load_args)

        UnpicklingError: pickle data was truncated
        """,
        "Loading the LASER encoder through laserembeddings in a notebook fails inside torch.load with a "
        "truncated pickle. The maintainer asked for more context and the thread ended; the label rests on "
        "the log: the downloaded model file is incomplete, which fails the same way until it is fetched "
        "again.",
    ),
    real(
        GH + "mlfoundations/task_vectors/issues/11",
        "mlfoundations/task_vectors",
        "model_loading_error",
        "user_code",
        USER,
        "RuntimeError: Invalid magic number; corrupt file?",
        r"""
        RuntimeError: Invalid magic number; corrupt file?
        """,
        "Loading the released fine-tuned ViT-B-16 Cars checkpoint with torch.load fails with an invalid "
        "magic number. The answer that resolved it: the file is not what torch.load expects, and loading it "
        "with pickle.load(...).state_dict() works. A load that fails identically every time until the code "
        "loading the file changes.",
    ),
    # --- A distributed job's socket dropped ---------------------------------------------------------
    real(
        GH + "facebookresearch/moco/issues/25",
        "facebookresearch/moco",
        "network_error",
        "network_fabric",
        RESTART,
        "Transport endpoint is not connected",
        r"""
        terminate called after throwing an instance of 'std::system_error'
          what():  Transport endpoint is not connected
        Traceback (most recent call last):
          File "<string>", line 1, in <module>
          File "/usr/lib/python3.6/multiprocessing/spawn.py", line 105, in spawn_main
            exitcode = _main(fd)
          File "/usr/lib/python3.6/multiprocessing/spawn.py", line 115, in _main
            self = reduction.pickle.load(from_parent)
        _pickle.UnpicklingError: pickle data was truncated
        Traceback (most recent call last):
          File "<string>", line 1, in <module>
          File "/usr/lib/python3.6/multiprocessing/spawn.py", line 105, in spawn_main
            exitcode = _main(fd)
          File "/usr/lib/python3.6/multiprocessing/spawn.py", line 115, in _main
            self = reduction.pickle.load(from_parent)
        EOFError: Ran out of input
        """,
        "MoCo distributed training dies every 50 to 100 epochs: a process aborts on a socket that is no "
        "longer connected and the spawned children see truncated pickles from their parent. The maintainer: "
        "'Transport endpoint is not connected' means the network is probably unreliable, not the project. "
        "The reporter never found a cause and worked around it by checkpointing every epoch and resuming. "
        "An intermittent connection loss: restart from the last checkpoint.",
    ),
]
