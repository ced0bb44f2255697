# ruff: noqa
"""Real excerpts, batch ZZ14-GD: development-fold failures of ML training, fine-tuning and inference
jobs at run time that are not hardware faults: checkpoints that cannot be loaded (Git LFS pointers
in place of weights, truncated safetensors, state_dict key mismatches between code and checkpoint),
dataset preparation and loading errors, tokenizer loading errors, NaN losses, disk and database
limits hit while writing, and TPU runtimes that will not come up. Gathered from GitHub issue threads
of repositories new to the corpus whose `fold_of(repo)` is "dev", through many phrasings of these
errors (English and Chinese); most searches returned repositories already in the corpus or in the
test fold, and what remained is taken as it came, not picked for what crashcart can do. Nobody ran
crashcart on these cases before they were labelled. Verbatim log lines as printed in each thread
(trimmed to the relevant part; markdown quote markers removed); labelled from what each thread
concluded, or from the log where it concluded nothing (the notes say which)."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    # --- Checkpoints and weights that cannot be loaded ----------------------------------------------
    real(
        GH + "Rose-STL-Lab/LIMO/issues/3",
        "Rose-STL-Lab/LIMO",
        "model_loading_error",
        "user_code",
        USER,
        "_pickle.UnpicklingError: invalid load key, 'v'.",
        r"""
        python generate_molecules.py
        Traceback (most recent call last):
          File "/home/pharmapp/DD-2022/LIMO/generate_molecules.py", line 15, in <module>
            vae.load_state_dict(torch.load('vae.pt'))
          File "/home/pharmapp/anaconda3/envs/env0/lib/python3.10/site-packages/torch/serialization.py", line 713, in load
            return _legacy_load(opened_file, map_location, pickle_module, **pickle_load_args)
          File "/home/pharmapp/anaconda3/envs/env0/lib/python3.10/site-packages/torch/serialization.py", line 920, in _legacy_load
            magic_number = pickle_module.load(f, **pickle_load_args)
        _pickle.UnpicklingError: invalid load key, 'v'.
        """,
        "Molecule generation with the LIMO VAE fails at once: torch.load reads 'v' as the first byte of "
        "vae.pt. The maintainer's answer: the pretrained file is stored with Git LFS and was not "
        "downloaded, so the script reads the LFS pointer text; install git-lfs and clone again (or "
        "`git lfs pull`). The same file is read on every rerun, so the user must fetch the weights.",
    ),
    real(
        GH + "rahul-goel/isrf_code/issues/3",
        "rahul-goel/isrf_code",
        "model_loading_error",
        "user_code",
        USER,
        "_pickle.UnpicklingError: A load persistent id instruction was encountered,",
        r"""
        Traceback (most recent call last):
          File "/home/isrf_code/ckpts/load_ckpt.py", line 3, in <module>
            data = torch.load(file)
          File "/home/anaconda3/envs/isrf/lib/python3.9/site-packages/torch/serialization.py", line 795, in load
            return _legacy_load(opened_file, map_location, pickle_module, **pickle_load_args)
          File "/home/anaconda3/envs/isrf/lib/python3.9/site-packages/torch/serialization.py", line 1002, in _legacy_load
            magic_number = pickle_module.load(f, **pickle_load_args)
        _pickle.UnpicklingError: A load persistent id instruction was encountered,
        but no persistent_load function was specified.
        """,
        "Loading a released ISRF checkpoint fails in torch.load with a persistent-id unpickling error. "
        "The maintainer explains the checkpoints are saved with a `.tar` extension (DVGO's convention) "
        "and are meant to be passed to torch.load whole; the user had unpacked the archive and was "
        "loading the inner data.pkl. A usage error that repeats until the loading code is changed.",
    ),
    real(
        GH + "hou-yz/MVDet/issues/7",
        "hou-yz/MVDet",
        "model_loading_error",
        "user_code",
        USER,
        'Missing key(s) in state_dict: "map_classifier.0.weight"',
        r"""
        Missing key(s) in state_dict: "map_classifier.0.weight", "map_classifier.0.bias", "map_classifier.2.weight", "map_classifier.2.bias", "map_classifier.4.weight".

        Unexpected key(s) in state_dict: "world_classifier.0.weight", "world_classifier.0.bias", "world_classifier.2.weight", "world_classifier.2.bias", "world_classifier.4.weight".
        """,
        "Loading an MVDet checkpoint into the model fails: the checkpoint has `world_classifier.*` keys "
        "where the model expects `map_classifier.*`. The maintainer confirmed a module was renamed at "
        "some stage, so code and checkpoint disagree, and took the reporter's fix. Deterministic: the "
        "names must be mapped (or the matching code used) before the load can succeed.",
    ),
    real(
        GH + "david-svitov/HAHA/issues/16",
        "david-svitov/HAHA",
        "model_loading_error",
        "user_code",
        USER,
        "RuntimeError: Error(s) in loading state_dict for TextureAndGaussianTrainer:",
        r"""
            raise RuntimeError('Error(s) in loading state_dict for {}:\n\t{}'.format(
        RuntimeError: Error(s) in loading state_dict for TextureAndGaussianTrainer:
                Unexpected key(s) in state_dict: "lpips.net.scaling_layer.shift", "lpips.net.scaling_layer.scale".
        """,
        "Loading a HAHA avatar checkpoint fails on two unexpected LPIPS buffers. Later commenters found "
        "it is the installed torchmetrics version (the buffers are registered differently); pinning "
        "torchmetrics==0.11.4 made it load. An environment mismatch on the user's side that fails the "
        "same way on every run until the package version is changed.",
    ),
    real(
        GH + "Lightning-Universe/paper-AAVAE/issues/2",
        "Lightning-Universe/paper-AAVAE",
        "model_loading_error",
        "user_code",
        USER,
        "RuntimeError: Error(s) in loading state_dict for VAE:",
        r"""
        RuntimeError: Error(s) in loading state_dict for VAE:
        Unexpected key(s) in state_dict: "online_finetuner.weight", "online_finetuner.bias"
        """,
        "Resuming training of the AAVAE model from the released checkpoint with pytorch-lightning 1.4.1 "
        "fails on two unexpected keys (an online fine-tuner head saved with the checkpoint), even with "
        "strict=False as the user says. The thread concluded nothing; the label rests on the log: a "
        "checkpoint/model mismatch that a restart would hit again, so the user must adapt the loading.",
    ),
    real(
        GH + "TencentARC/InstantMesh/issues/186",
        "TencentARC/InstantMesh",
        "model_loading_error",
        "user_code",
        USER,
        "KeyError: 'pytorch-lightning_version'",
        r"""
        Traceback (most recent call last):
          File "/model/2023/XXX/InstantMesh-main/train.py", line 186, in <module>
            model = model.__class__.load_from_checkpoint(opt.resume, **config.model.params)
          File "/home/admin/anaconda3/envs/mesh/lib/python3.10/site-packages/pytorch_lightning/core/module.py", line 1552, in load_from_checkpoint
            loaded = _load_from_checkpoint(
          File "/home/admin/anaconda3/envs/mesh/lib/python3.10/site-packages/pytorch_lightning/core/saving.py", line 64, in _load_from_checkpoint
            checkpoint = _pl_migrate_checkpoint(
          File "/home/admin/anaconda3/envs/mesh/lib/python3.10/site-packages/pytorch_lightning/utilities/migration/utils.py", line 142, in _pl_migrate_checkpoint
            old_version = _get_version(checkpoint)
          File "/home/admin/anaconda3/envs/mesh/lib/python3.10/site-packages/pytorch_lightning/utilities/migration/utils.py", line 165, in _get_version
            return checkpoint["pytorch-lightning_version"]
        KeyError: 'pytorch-lightning_version'
        """,
        "Fine-tuning InstantMesh by resuming from the released instant_mesh_base.ckpt with "
        "--resume_weights_only: Lightning's load_from_checkpoint looks for its version key and the "
        "file has none (it is not a Lightning training checkpoint). The thread concluded nothing (the "
        "user notes the pinned Lightning version is installed); the label rests on the log: the "
        "checkpoint and the loader do not match, and a restart loads the same file again.",
    ),
    real(
        GH + "Gourieff/ComfyUI-ReActor/issues/93",
        "Gourieff/ComfyUI-ReActor",
        "model_loading_error",
        "user_code",
        USER,
        "!!! Exception during processing !!! Error while deserializing header: MetadataIncompleteBuffer",
        r"""
        got prompt
        [ReActor] 16:44:51 - STATUS - Checking for any unsafe content
        !!! Exception during processing !!! Error while deserializing header: MetadataIncompleteBuffer
        Traceback (most recent call last):
          File "I:\AI\ComfyUI\execution.py", line 327, in execute
            output_data, output_ui, has_subgraph = get_output_data(obj, input_data_all, execution_block_cb=execution_block_cb, pre_execute_cb=pre_execute_cb)
                                                   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
          File "I:\AI\ComfyUI\execution.py", line 202, in get_output_data
            return_values = _map_node_over_list(obj, input_data_all, obj.FUNCTION, allow_interrupt=True, execution_block_cb=execution_block_cb, pre_execute_cb=pre_execute_cb)
                            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
          File "I:\AI\ComfyUI\execution.py", line 174, in _map_node_over_list
            process_inputs(input_dict, i)
          File "I:\AI\ComfyUI\execution.py", line 163, in process_inputs
            results.append(getattr(obj, func)(**inputs))
                           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^
          File "I:\AI\ComfyUI\custom_nodes\ComfyUI-ReActor\nodes.py", line 469, in execute
        """,
        "A ReActor face-swap inference run in ComfyUI fails at the node's first step, the NSFW check, "
        "with a safetensors header error: the detector model file on disk is truncated. The thread "
        "went stale without an answer; in sibling threads (#8, #57) the maintainer has users download "
        "the nsfw_detector model files again by hand. An incomplete download: every run reads the same "
        "bad file until the user replaces it.",
    ),
    # --- Data pipelines and datasets ---------------------------------------------------------------
    real(
        GH + "clovaai/deep-text-recognition-benchmark/issues/189",
        "clovaai/deep-text-recognition-benchmark",
        "os_error",
        "user_code",
        USER,
        "lmdb.Error: result/:",
        r"""
        Traceback (most recent call last):
          File "create_lmdb_dataset.py", line 88, in <module>
            fire.Fire(createDataset)
          File "C:\Users\jhkim\Anaconda3\envs\Python\lib\site-packages\fire\core.py", line 138, in Fire
            component_trace = _Fire(component, args, parsed_flag_args, context, name)
          File "C:\Users\jhkim\Anaconda3\envs\Python\lib\site-packages\fire\core.py", line 468, in _Fire
            target=component.__name__)
          File "C:\Users\jhkim\Anaconda3\envs\Python\lib\site-packages\fire\core.py", line 672, in _CallAndUpdateTrace
            component = fn(*varargs, **kwargs)
          File "create_lmdb_dataset.py", line 39, in createDataset
            env = lmdb.open(outputPath, map_size=1099511627776)
        lmdb.Error: result/: ��ũ ������ �����մϴ�.
        """,
        "Building the LMDB training set for the text-recognition benchmark fails at lmdb.open: the "
        "script asks for a 1 TB memory map and Windows refuses (the garbled system message is the "
        "disk-space error). A later commenter's fix, confirmed by others: pass a smaller map_size. A "
        "configuration that exceeds what the machine offers, not a transient fault.",
    ),
    real(
        GH + "zju3dv/NeuralRecon/issues/91",
        "zju3dv/NeuralRecon",
        "os_error",
        "user_code",
        USER,
        "RuntimeError: Too many open files. Communication with the workers is no longer possible.",
        r"""
        Traceback (most recent call last):
          File "main.py", line 311, in <module>
            train()
          File "main.py", line 211, in train
            for batch_idx, sample in enumerate(TrainImgLoader):
          File "/usr/local/lib/python3.8/site-packages/torch/utils/data/dataloader.py", line 521, in __next__
            data = self._next_data()
          File "/usr/local/lib/python3.8/site-packages/torch/utils/data/dataloader.py", line 1186, in _next_data
            idx, data = self._get_data()
          File "/usr/local/lib/python3.8/site-packages/torch/utils/data/dataloader.py", line 1152, in _get_data
            success, data = self._try_get_data()
          File "/usr/local/lib/python3.8/site-packages/torch/utils/data/dataloader.py", line 1017, in _try_get_data
            raise RuntimeError(
        RuntimeError: Too many open files. Communication with the workers is no longer possible. Please increase the limit using `ulimit -n` in the shell or change the sharing strategy by calling `torch.multiprocessing.set_sharing_strategy('file_system')` at the beginning of your code
        """,
        "NeuralRecon training on five ScanNet scenes stops in the DataLoader: the main process ran out "
        "of file descriptors for tensors shared by the workers. The thread concluded nothing; the "
        "label rests on the log, which names the fix itself (raise `ulimit -n` or switch the sharing "
        "strategy). A per-process limit of the job's setup that the same run will hit again.",
    ),
    real(
        GH + "Project-MONAI/MONAI/issues/701",
        "Project-MONAI/MONAI",
        "os_error",
        "user_code",
        USER,
        "RuntimeError: received 0 items of ancdata",
        r"""
        reduction.py", line 161, in recvfds
            len(ancdata))
        RuntimeError: received 0 items of ancdata
        TypeError: 'NoneType' object is not iterable
        """,
        "A MONAI 3D segmentation training under PyTorch Lightning dies after some epochs with the "
        "multiprocessing error PyTorch raises when a DataLoader worker's file descriptor is dropped "
        "for lack of descriptors. The reporter got past it with "
        "`torch.multiprocessing.set_sharing_strategy('file_system')` (and a higher RLIMIT_NOFILE), as "
        "in the PyTorch thread on this error. The job's descriptor limit, fixed in its setup.",
    ),
    real(
        GH + "chsasank/ATIS.keras/issues/3",
        "chsasank/ATIS.keras",
        "dataset_loading_error",
        "user_code",
        USER,
        "EOFError: Ran out of input",
        r"""
        Using TensorFlow backend.
        Traceback (most recent call last):
          File "main.py", line 19, in <module>
            train_set, valid_set, dicts = data.load.atisfull()
          File "/home/c1/gitcloned/ATIS.keras/data/load.py", line 51, in atisfull
            train_set, test_set, dicts = pickle.load(f)
        EOFError: Ran out of input
        """,
        "Training the ATIS slot-filling model stops while loading the dataset pickle. The reporter found "
        "the cause himself: atis.pkl was empty because its download had failed, and downloading it by "
        "hand fixed the run. A bad input file on the user's side; rerunning reads the same empty file.",
    ),
    real(
        GH + "endernewton/tf-faster-rcnn/issues/171",
        "endernewton/tf-faster-rcnn",
        "dataset_loading_error",
        "user_code",
        USER,
        "EOFError: Ran out of input",
        r"""
        Writing mine VOC results file
        VOC07 metric? Yes
        Traceback (most recent call last):
          File "/media/tf/MyFiles/codes/tf-faster-rcnn/tools/../lib/datasets/voc_eval.py", line 126, in voc_eval
            recs = pickle.load(f)
        EOFError: Ran out of input

        During handling of the above exception, another exception occurred:

        Traceback (most recent call last):
          File "./tools/test_net.py", line 120, in <module>
            test_net(sess, net, imdb, filename, max_per_image=args.max_per_image)
          File "/media/tf/MyFiles/codes/tf-faster-rcnn/tools/../lib/model/test.py", line 193, in test_net
            imdb.evaluate_detections(all_boxes, output_dir)
          File "/media/tf/MyFiles/codes/tf-faster-rcnn/tools/../lib/datasets/pascal_voc.py", line 287, in evaluate_detections
            self._do_python_eval(output_dir)
          File "/media/tf/MyFiles/codes/tf-faster-rcnn/tools/../lib/datasets/pascal_voc.py", line 250, in _do_python_eval
            use_07_metric=use_07_metric)
          File "/media/tf/MyFiles/codes/tf-faster-rcnn/tools/../lib/datasets/voc_eval.py", line 128, in voc_eval
            recs = pickle.load(f, encoding='bytes')
        EOFError: Ran out of input
        """,
        "The evaluation step of train_faster_rcnn.sh fails after training, when voc_eval reads its "
        "cached VOC annotations and finds the pickle empty. This thread as stored shows no fix; in the "
        "sibling threads (#261, PR #83) the empty annots.pkl is what an earlier failed dump leaves "
        "behind, and the remedy is to delete it so it is rebuilt. The same empty file is read on every "
        "rerun until the user removes it.",
    ),
    # --- Python exceptions in training code ----------------------------------------------------------
    real(
        GH + "royorel/Lifespan_Age_Transformation_Synthesis/issues/6",
        "royorel/Lifespan_Age_Transformation_Synthesis",
        "runtime_error",
        "user_code",
        USER,
        "RuntimeError: invalid argument 0: Sizes of tensors must match except in dimension 1. Got 4 and 5 in dimension 2",
        r"""
        Original Traceback (most recent call last):
          File "/home/myname/anaconda3/envs/py37_v2/lib/python3.7/site-packages/torch/nn/parallel/parallel_apply.py", line 60, in _worker
            output = module(*input, **kwargs)
          File "/home/myname/anaconda3/envs/py37_v2/lib/python3.7/site-packages/torch/nn/modules/module.py", line 541, in __call__
            result = self.forward(*input, **kwargs)
          File "/home/myname/Lifespan_Age_Transformation_Synthesis/models/networks.py", line 799, in forward
            gan_out = self.gan_head(self.minibatch_stdev(features))
          File "/home/myname/Lifespan_Age_Transformation_Synthesis/models/networks.py", line 794, in minibatch_stdev
            out = torch.cat((input, mean_std), 1)
        RuntimeError: invalid argument 0: Sizes of tensors must match except in dimension 1. Got 4 and 5 in dimension 2 at /opt/conda/conda-bld/pytorch_1573049306803/work/aten/src/THC/generic/THCTensorMath.cu:71
        """,
        "Training the lifespan age-transformation GAN crashes in the discriminator's minibatch-stddev "
        "concat with a shape mismatch. The reporter had trained at an image size other than 256x256 by "
        "accident; the maintainer then made minibatch_stdev accept any size. A shape error from the "
        "run's configuration against the code: it repeats on every retry.",
    ),
    real(
        GH + "SeanNaren/deepspeech.pytorch/issues/677",
        "SeanNaren/deepspeech.pytorch",
        "runtime_error",
        "framework_bug",
        USER,
        "Invalid type assigned : ModelCheckpointConf is not a subclass of ModelCheckpointConf.",
        r"""
        Error merging checkpoint=file
        Invalid type assigned : ModelCheckpointConf is not a subclass of ModelCheckpointConf. value: {'_target_': 'pytorch_lightning.callbacks.ModelCheckpoint', 'filepath': None, 'monitor': None, 'verbose': False, 'save_last': None, 'save_top_k': 1, 'save_weights_only': False, 'mode': 'min', 'dirpath': None, 'filename': None, 'auto_insert_metric_name': True, 'every_n_train_steps': None, 'train_time_interval': None, 'every_n_epochs': None, 'save_on_train_epoch_end': None}
                full_key: 
                reference_type=Optional[DeepSpeechConfig]
                object_type=DeepSpeechConfig

        Set the environment variable HYDRA_FULL_ERROR=1 for a complete stack trace.
        """,
        "`python train.py +configs=an4` fails before training while Hydra composes the config: the "
        "checkpoint callback's structured config no longer fits the installed PyTorch Lightning. The "
        'maintainer: "seems like things have broken", and opened a parent issue to refresh the '
        "library. Code and dependencies disagree, so every launch fails the same way; no restart.",
    ),
    # --- TPU runtime -------------------------------------------------------------------------------
    real(
        GH + "KoboldAI/KoboldAI-Client/issues/235",
        "KoboldAI/KoboldAI-Client",
        "connection_error",
        "framework_bug",
        USER,
        "Failed to open the gRPC driver: 4: Deadline Exceeded:",
        r"""
        Initializing Mesh Transformer JAX, please wait...
        Connecting to your Colab instance's TPU
        Elapsed Time: 0:00:01  [                  █                                    ]
        2023-02-15 17:41:46.158200: E external/org_tensorflow/tensorflow/compiler/xla/python/tpu_driver/grpc_tpu_driver.cc:1070] Failed to open the gRPC driver: 4: Deadline Exceeded: 
        WARNING:absl:No GPU/TPU found, falling back to CPU. (Set TF_CPP_MIN_LOG_LEVEL=0 and rerun for more info.)
        Traceback (most recent call last):
          File "aiserver.py", line 10214, in <module>
            load_model(initial_load=True)
          File "aiserver.py", line 2806, in load_model
            tpu_mtj_backend.load_model(vars.custmodpth, hf_checkpoint=vars.model not in ("TPUMeshTransformerGPTJ", "TPUMeshTransformerGPTNeoX") and vars.use_colab_tpu, **vars.modelconfig)
          File "/content/KoboldAI-Client/tpu_mtj_backend.py", line 1194, in load_model
            devices = np.array(jax.devices()[:cores_per_replica]).reshape(mesh_shape)
          File "/usr/local/lib/python3.8/dist-packages/jax/_src/lib/xla_bridge.py", line 314, in devices
            return get_backend(backend).devices()
        """,
        "KoboldAI's Mesh Transformer JAX inference on a Colab TPU cannot reach the TPU: the gRPC TPU "
        "driver times out, JAX finds no TPU and jax.devices() fails. Not a passing network blip: from "
        "10 February 2023 Colab no longer initialised the 0.1 tpu_driver this stack pins (KoboldAI's "
        "developer reported it to Colab; the GPT-J thread the same), so every run fails until the code "
        "moves to a newer driver. Restarting does not help; the owner must change the software.",
    ),
    # --- Tokenizers --------------------------------------------------------------------------------
    real(
        GH + "EvilBT/ComfyUI_SLK_joy_caption_two/issues/8",
        "EvilBT/ComfyUI_SLK_joy_caption_two",
        "model_loading_error",
        "user_code",
        USER,
        "You need to have sentencepiece installed to convert a slow tokenizer to a fast one.",
        r"""
        Couldn't instantiate the backend tokenizer from one of:
        (1) a `tokenizers` library serialization file,
        (2) a slow tokenizer instance to convert or
        (3) an equivalent slow tokenizer class to instantiate and convert.
        You need to have sentencepiece installed to convert a slow tokenizer to a fast one.
        """,
        "The Joy Caption node cannot load its language model's tokenizer: transformers can only build "
        "the fast tokenizer by converting the slow one, which needs sentencepiece. The reporter fixed "
        "it with `pip install -U transformers[sentencepiece]`. A missing dependency in the user's "
        "environment; every rerun fails at the same load.",
    ),
    real(
        GH + "marduk191/ComfyUI-Fluxpromptenhancer/issues/6",
        "marduk191/ComfyUI-Fluxpromptenhancer",
        "model_loading_error",
        "user_code",
        USER,
        "!!! Exception during processing !!! data did not match any variant of untagged enum PyPreTokenizerTypeWrapper at line 951 column 3",
        r"""
        !!! Exception during processing !!! data did not match any variant of untagged enum PyPreTokenizerTypeWrapper at line 951 column 3
        Traceback (most recent call last):
          File "G:\cmofy\ComfyUI-aki-v1.4\execution.py", line 289, in execute
            obj = class_def()
          File "G:\cmofy\ComfyUI-aki-v1.4\custom_nodes\ComfyUI-Fluxpromptenhancer\nodes\flux-prompt-enhance-node.py", line 8, in __init__
            self.tokenizer = AutoTokenizer.from_pretrained(self.model_checkpoint)
          File "G:\cmofy\ComfyUI-aki-v1.4\python\lib\site-packages\transformers\models\auto\tokenization_auto.py", line 825, in from_pretrained
            return tokenizer_class.from_pretrained(pretrained_model_name_or_path, *inputs, **kwargs)
          File "G:\cmofy\ComfyUI-aki-v1.4\python\lib\site-packages\transformers\tokenization_utils_base.py", line 2048, in from_pretrained
            return cls._from_pretrained(
          File "G:\cmofy\ComfyUI-aki-v1.4\python\lib\site-packages\transformers\tokenization_utils_base.py", line 2287, in _from_pretrained
            tokenizer = cls(*init_inputs, **init_kwargs)
          File "G:\cmofy\ComfyUI-aki-v1.4\python\lib\site-packages\transformers\models\t5\tokenization_t5_fast.py", line 146, in __init__
            super().__init__(
        """,
        "The Flux prompt-enhancer node cannot build its T5 fast tokenizer: the installed `tokenizers` "
        "library does not understand the pre-tokenizer in the model's tokenizer.json. The maintainer "
        'could not reproduce it on an updated install ("must be your configuration", #8); the known '
        "fix for this error is upgrading tokenizers/transformers. A version mismatch in the user's "
        "environment, the same on every run.",
    ),
    # --- NaN losses --------------------------------------------------------------------------------
    real(
        GH + "kr-colab/ReLERNN/issues/26",
        "kr-colab/ReLERNN",
        "nan_or_value_error",
        "unknown",
        USER,
        "loss: nan - val_loss: nan",
        r"""
         Epoch 308/1000
         99/100 [============================>.] - ETA: 2s - loss: 0.2445Epoch 1/1000
        100/100 [==============================] - 328s 3s/step - loss: 0.2445 - val_loss: 0.2342
        Epoch 309/1000
         99/100 [============================>.] - ETA: 3s - loss: nanEpoch 1/1000
        100/100 [==============================] - 332s 3s/step - loss: nan - val_loss: nan
        Epoch 310/1000
         99/100 [============================>.] - ETA: 2s - loss: nanEpoch 1/1000
        100/100 [==============================] - 325s 3s/step - loss: nan - val_loss: nan
        """,
        "A ReLERNN recombination-rate network (Keras) trains for 308 epochs, then training and "
        "validation loss turn NaN and stay NaN until early stopping ends the run. The maintainers had "
        "seen it before and do not know the cause; the weights of the best epoch before the NaN remain "
        "usable. Divergence is not an infrastructure fault: nothing to restart, the owner must look at "
        "the run (the cause is unknown, hence the blame).",
    ),
    real(
        GH + "WeijingShi/Point-GNN/issues/30",
        "WeijingShi/Point-GNN",
        "nan_or_value_error",
        "user_code",
        USER,
        "cls:nan, loc:nan, reg:nan, loss: nan",
        r"""
        cls:nan, loc:nan, reg:nan, loss: nan
        Class_0: recall=0.957521, prec=0.969269, mAP=0.000000, loc=0.000000
                 x=0.0000 y=0.0000 z=0.0000 l=0.0000 h=0.0000 w=0.0000 y=0.0000
        Class_1: recall=0.145631, prec=0.034169, mAP=0.000000, loc=1.847784
                 x=1.7500 y=2.4132 z=2.5065 l=0.2367 h=0.1836 w=0.1582 y=5.6863
        Class_2: recall=0.003945, prec=0.019802, mAP=0.000000, loc=3.094378
                 x=0.8403 y=2.0149 z=12.8085 l=0.0637 h=0.0760 w=0.2339 y=5.6234
        Class_3: recall=0.002632, prec=0.004808, mAP=0.000000, loc=0.000000
                 x=0.0000 y=0.0000 z=0.0000 l=0.0000 h=0.0000 w=0.0000 y=0.0000
        """,
        "Point-GNN training on KITTI reports NaN for every loss term. The reporter had cut batch size "
        "and GPU count to 1; the maintainer answers (here and in #12) that NaN is common when the "
        "learning rate is too large for such a noisy batch, and lowering it made the cls and loc "
        "losses normal. Divergence from the run's hyperparameters: the owner must change them.",
    ),
    real(
        GH + "PaddlePaddle/Paddle3D/issues/61",
        "PaddlePaddle/Paddle3D",
        "nan_or_value_error",
        "user_code",
        USER,
        "[TRAIN] epoch=1/20, iter=10/1540, loss=nan",
        r"""
        I0829 11:48:51.603751 21417 nccl_context.cc:83] init nccl context nranks: 4 local rank: 0 gpu id: 0 ring id: 0
        2022-08-29 11:48:59,906 -  WARNING - No custom op voxelize found, try JIT build
        Compiling user custom op, it will cost a few seconds.....
        2022-08-29 11:49:10,431 -     INFO - voxelize builded success!
        2022-08-29 11:49:24,364 -     INFO - [TRAIN] epoch=1/20, iter=10/1540, loss=nan, lr=0.000100 | ETA 00:17:18
        2022-08-29 11:49:30,670 -     INFO - [TRAIN] epoch=1/20, iter=20/1540, loss=nan, lr=0.000102 | ETA 00:16:22
        2022-08-29 11:49:37,130 -     INFO - [TRAIN] epoch=1/20, iter=30/1540, loss=nan, lr=0.000105 | ETA 00:16:05
        2022-08-29 11:49:43,530 -     INFO - [TRAIN] epoch=1/20, iter=40/1540, loss=nan, lr=0.000108 | ETA 00:16:47
        2022-08-29 11:49:49,571 -     INFO - [TRAIN] epoch=1/20, iter=50/1540, loss=nan, lr=0.000113 | ETA 00:14:50
        2022-08-29 11:50:14,494 -     INFO - [TRAIN] epoch=2/20, iter=80/1540, loss=nan, lr=0.000135 | ETA 00:32:34
        """,
        "CenterPoint on the nuScenes mini split with Paddle3D on four GPUs logs loss=nan from the very "
        "first reported iteration and keeps training. The thread as stored shows no conclusion; the "
        "label rests on the log: NaN from step 10 on every rank points at the data or the configuration "
        "of this run, which a restart would reproduce, not at the machines.",
    ),
    real(
        GH + "google-parfait/tensorflow-federated/issues/3920",
        "google-parfait/tensorflow-federated",
        "runtime_error",
        "user_code",
        USER,
        "Incompatible shapes: [32,12] vs. [32,998,12]",
        r"""
        2023-05-15 13:22:10.433357: E tensorflow_federated/cc/core/impl/executors/tensorflow_executor.cc:711] Failed to run computation: {{function_node __forward_forward_pass_5516}} {{function_node __forward_forward_pass_5516}} Incompatible shapes: [32,12] vs. [32,998,12]
                 [[{{node dist_euclidean/sub}}]]
                 [[StatefulPartitionedCall]]
                 [[StatefulPartitionedCall/ReduceDataset]]
        2023-05-15 13:22:10.568222: E tensorflow_federated/cc/core/impl/executors/tensorflow_executor.cc:711] Failed to run computation: {{function_node __forward_forward_pass_5516}} {{function_node __forward_forward_pass_5516}} Incompatible shapes: [32,12] vs. [32,998,12]
                 [[{{node sub}}]]
                 [[StatefulPartitionedCall]]
                 [[StatefulPartitionedCall/ReduceDataset]]
        Traceback (most recent call last):
          File "/home/johnny/Desktop/giannis/MarineTraffic/Projects/MobiSpaces/tensorflow_federated/tff.py", line 202, in <module>
            main()
          File "/home/johnny/Desktop/giannis/MarineTraffic/Projects/MobiSpaces/tensorflow_federated/tff.py", line 185, in main
            result = training_process.next(train_state, federated_train_data)
        """,
        "A federated-learning training round in TensorFlow Federated fails inside the clients' forward "
        "pass: the user's distance layer (`dist_euclidean/sub`) subtracts tensors of shapes [32,12] "
        "and [32,998,12]. The thread as stored shows no resolution; the label rests on the log: a shape "
        "error in the model code the job runs, repeated on every round and every retry.",
    ),
    # --- XLA runtime -------------------------------------------------------------------------------
    real(
        GH + "zml/zml/issues/170",
        "zml/zml",
        "runtime_error",
        "framework_bug",
        USER,
        "Execution of replica 0 failed: INVALID_ARGUMENT: Executable expected shape u32[1,256]{1,0} for argument 291",
        r"""
        info(llama): ✅ Compiled model in 13.215s
        info(llama): Creating KvCache
        info(llama): Loading tokenizer from ../zml++huggingface+Meta-Llama-3.1-8B-Instruct/tokenizer.json
        info(llama): Loaded tokenizer from ../zml++huggingface+Meta-Llama-3.1-8B-Instruct/tokenizer.json [508.921ms]
        info(llama): ✅ Prompt: Once upon a time,
        E0125 15:22:55.460935 1310419 pjrt_stream_executor_client.cc:3086] Execution of replica 0 failed: INVALID_ARGUMENT: Executable expected shape u32[1,256]{1,0} for argument 291 but got incompatible shape u32[256]{0}
        E0125 15:22:55.460982 1310437 pjrt_stream_executor_client.cc:3086] Execution of replica 0 failed: INVALID_ARGUMENT: Executable expected shape u32[1,256]{1,0} for argument 291 but got incompatible shape u32[256]{0}
        E0125 15:22:55.461025 1310434 pjrt_stream_executor_client.cc:3086] Execution of replica 0 failed: INVALID_ARGUMENT: Executable expected shape u32[1,256]{1,0} for argument 291 but got incompatible shape u32[256]{0}
        E0125 15:22:55.461047 1310422 pjrt_stream_executor_client.cc:3086] Execution of replica 0 failed: INVALID_ARGUMENT: Executable expected shape u32[1,256]{1,0} for argument 291 but got incompatible shape u32[256]{0}
        """,
        "Llama 3.1 8B inference with zml's example compiles (PJRT/XLA) and loads the tokenizer, then "
        "every replica's execution fails: the compiled executable expects argument 291 as u32[1,256] "
        "and is handed u32[256]. The thread is open with no fix stored; the label rests on the log: a "
        "rank mismatch between the program zml compiled and the buffers it feeds, deterministic, so "
        "no restart; the example or library must change.",
    ),
]
