# ruff: noqa
"""Real excerpts, batch ZZ16-GD: development-fold failures of LOADING DATA and MODELS and of VALUES
during training, as users paste them: checkpoints whose shapes or keys do not match the model that
loads them (size mismatch after a config or vocabulary change, a resume that hands the whole training
dict to load_state_dict, renamed modules), a safetensors header cut short by an incomplete download,
model hub loads refused (trust_remote_code, a repository that turned gated, a name that is no hub
repository), a tokenizer.json too new for the installed tokenizers, HF `datasets` 4.x refusing dataset
scripts and a dataset build that fails, webdataset shards that are incomplete or whose names do not
decode, video frames and audio files that cannot be decoded inside DataLoader workers, batches whose
tensors cannot be stacked in a collate function, tensors left on the CPU, a matmul whose shapes do not
fit after a checkpoint swap, and NaN losses, anomaly-mode NaN gradients and an fp16 loss scale stuck at
its floor. Gathered from GitHub issue and pull-request threads of repositories whose `fold_of(repo)` is
"dev": thirteen cases from repositories new to the corpus (research code, an LLM inference library, an
OpenAI-compatible vision server, a tutorial) and ten from big repositories already in it (fairseq,
DeepSpeed, webdataset, LeRobot, LLaVA, Open-Sora, FramePack, text-generation-webui, StyleTTS2). About
forty look-ups were spent on many phrasings (state_dict size mismatch / missing and unexpected keys,
HeaderTooLarge / MetadataIncompleteBuffer, PytorchStreamReader, trust_remote_code, GatedRepoError,
RepositoryNotFoundError, untagged enum ModelWrapper, DatasetGenerationError, dataset scripts no longer
supported, webdataset decoding, UnidentifiedImageError, image file is truncated, LibsndfileError,
DECORDError, KeyError/IndexError in DataLoader workers and collators, stack expects each tensor to be
equal size, same-device and mat1/mat2 errors, scalar type Half/Float, anomaly-mode NaN, loss nan, loss
scale at minimum). Most hits came from repositories in the test fold or from threads already used;
several dev-fold threads (a KeyError in a multi-node collate, a NaN loss in a planning devkit, a PIL
error, a dataset build ImportError, a libsndfile error in a training loop) were skipped because the
stored copy cut the traceback before its exception line, and the stored web pages for forum hosts
returned only generic blog posts, so every case here is a GitHub thread. What came back is taken as it
came, not picked for what crashcart can do, and nobody ran crashcart on these cases before they were
labelled. Verbatim log lines as printed in each thread (trimmed to the relevant part; markdown quote
and bold markers removed; where a line had to be cut short or a single line was taken from the
issue's prose or title, the notes say so); labelled from what each thread concluded, or from the log
where it concluded nothing (the notes say which)."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    # --- checkpoints that do not fit the model -------------------------------------------------------
    real(
        GH + "bityigoss/mtl-text-recognition/issues/10",
        "bityigoss/mtl-text-recognition",
        "model_loading_error",
        "user_code",
        USER,
        "RuntimeError: Error(s) in loading state_dict for DataParallel:",
        r"""
        Traceback (most recent call last):
          File "/home/image/Code/mtl-text-recognition/infer.py", line 125, in <module>
            ocr_rec = OcrRec(opt=opt)
          File "/home/image/Code/mtl-text-recognition/infer.py", line 45, in __init__
            self.load_model()
          File "/home/image/Code/mtl-text-recognition/infer.py", line 65, in load_model
            self.model.load_state_dict(torch.load(self.opt.saved_model), False)
          File "/usr/local/lib/python3.7/site-packages/torch/nn/modules/module.py", line 830, in load_state_dict
            self.__class__.__name__, "\n\t".join(error_msgs)))
        RuntimeError: Error(s) in loading state_dict for DataParallel:
        	size mismatch for module.FeatureExtraction.ConvNet.conv0_1.weight: copying a param with shape torch.Size([32, 1, 3, 3]) from checkpoint, the shape in current model is torch.Size([48, 1, 3, 3]).
        	size mismatch for module.FeatureExtraction.ConvNet.bn0_1.weight: copying a param with shape torch.Size([32]) from checkpoint, the shape in current model is torch.Size([48]).
        	size mismatch for module.FeatureExtraction.ConvNet.bn0_1.bias: copying a param with shape torch.Size([32]) from checkpoint, the shape in current model is torch.Size([48]).
        	size mismatch for module.FeatureExtraction.ConvNet.bn0_1.running_mean: copying a param with shape torch.Size([32]) from checkpoint, the shape in current model is torch.Size([48]).
        """,
        "Running the released text-recognition model straight from the README link: the checkpoint's "
        "feature extractor has 32 channels where the model built from the current options has 48, "
        "so load_state_dict refuses it (strict=False does not forgive shape mismatches). The stored "
        "thread shows no answer (closed); labelled from the log as a model configuration that does "
        "not match the checkpoint, the same on every retry.",
    ),
    real(
        GH + "guxd/deep-code-search/issues/77",
        "guxd/deep-code-search",
        "model_loading_error",
        "user_code",
        USER,
        "RuntimeError: Error(s) in loading state_dict for JointEmbeder:",
        r"""
           Traceback (most recent call last):
          File "train.py", line 385, in <module>
            test(args)
          File "train.py", line 327, in test
            'JointEmbeder/github/models/step310000.h5', map_location=device))
          File "/home/abc/anaconda3/envs/deep_code_search/lib/python3.7/site-packages/torch/nn/modules/module.py", line 1224, in load_state_dict
            self.__class__.__name__, "\n\t".join(error_msgs)))
        RuntimeError: Error(s) in loading state_dict for JointEmbeder:
                size mismatch for name_encoder.embedding.weight: copying a param with shape torch.Size([18869, 256]) from checkpoint, the shape in current model is torch.Size([19265, 256]).
                size mismatch for api_encoder.embedding.weight: copying a param with shape torch.Size([666421, 256]) from checkpoint, the shape in current model is torch.Size([695106, 256]).
                size mismatch for tok_encoder.embedding.weight: copying a param with shape torch.Size([183369, 256]) from checkpoint, the shape in current model is torch.Size([189488, 256]).
                size mismatch for desc_encoder.embedding.weight: copying a param with shape torch.Size([40338, 256]) from checkpoint, the shape in current model is torch.Size([41353, 256]).
        """,
        "The user re-partitioned the CodeSearchNet data, trained, and then tested: the test run builds "
        "its embedding tables from the new vocabularies while the saved step-310000 checkpoint holds "
        "the sizes of other vocabularies, so every embedding is a size mismatch. No answer in the "
        "thread beyond a plea for help; labelled from the log as a data/vocabulary configuration "
        "mismatch that recurs until the vocabularies and checkpoint agree.",
    ),
    real(
        GH + "adymaharana/VLCStoryGan/issues/11",
        "adymaharana/VLCStoryGan",
        "model_loading_error",
        "user_code",
        USER,
        "RuntimeError: Error(s) in loading state_dict for StoryMarttGAN:",
        r"""
        File "/project/6057220/xianzhen/storygan/vlcgan/trainer_vlc.py", line 110, in load_network_stageI
        netG.load_state_dict(state_dict)
        File "/home/xianzhen/.local/lib/python3.8/site-packages/torch/nn/modules/module.py", line 1482, in load_state_dict
        raise RuntimeError('Error(s) in loading state_dict for {}:\n\t{}'.format(
        RuntimeError: Error(s) in loading state_dict for StoryMarttGAN:
        Missing key(s) in state_dict: "recurrent.weight_ih", "recurrent.weight_hh", "recurrent.bias_ih", "recurrent.bias_hh", "moconn.layer.0.attention.self.query.weight", "moconn.layer.0.attention.self.query.bias",
        """,
        "Resuming VLC-StoryGAN training from a saved checkpoint: the title quotes the rest of the "
        "message, `Unexpected key(s) in state_dict: 'epoch', 'netG_state_dict', "
        "'optimizer_state_dict'` - the whole training dict was handed to netG.load_state_dict "
        "instead of its netG_state_dict entry, so every parameter is missing. The Missing key(s) "
        "line is cut after a few keys here (it lists the whole model). The issue was closed without "
        "a written answer in the stored thread; labelled from the log as a resume-code bug that "
        "recurs on every restart.",
    ),
    real(
        GH + "sanghyun-son/EDSR-PyTorch/issues/26",
        "sanghyun-son/EDSR-PyTorch",
        "model_loading_error",
        "user_code",
        USER,
        "KeyError: 'unexpected key \"sub_mean.weight\" in state_dict'",
        r"""
        python main.py --model EDSR --scale 2 --save EDSR_x2 --n_resblocks 32 --n_feats 256 --res_scale 0.1 --resume 46 --load EDSR_x2
        File "user path/EDSR-PyTorch-master/code/utility.py", line 127, in load
            torch.load(self.dir + '/model/model_latest.pt'))
        File "/home/cggi/miniconda3/lib/python3.6/site-packages/torch/nn/modules/module.py", line 522, in load_state_dict
            .format(name))
        KeyError: 'unexpected key "sub_mean.weight" in state_dict'
        """,
        "Resuming an EDSR x2 training (--resume 46 --load EDSR_x2): the saved model_latest.pt holds "
        "a key (the mean-shift layer) that the model built by this code version does not register, "
        "and the old PyTorch load_state_dict raises a KeyError for it. The reporter closed the issue "
        "after an answer outside the stored thread. A checkpoint/model mismatch in the user's "
        "resume path (PyTorch of that era reported it as KeyError); the same on every restart.",
    ),
    real(
        GH + "hpcaitech/Open-Sora/issues/333",
        "hpcaitech/Open-Sora",
        "model_loading_error",
        "user_code",
        USER,
        "RuntimeError: Error(s) in loading state_dict for DiT:",
        r"""
        RuntimeError: Error(s) in loading state_dict for DiT:
                size mismatch for x_embedder.proj.weight: copying a param with shape torch.Size([1152, 4, 2, 2]) from checkpoint, the shape in current model is torch.Size([1152, 4, 1, 2, 2]).
        """,
        "DiT inference with Open-Sora 1.1 fails: the image-DiT checkpoint's 2-D patch embedding "
        "does not fit the model's 3-D (video) patch embedding. The maintainer could not reproduce "
        "it and said to use the automatic download of the DiT weights, or else convert the weight "
        "by hand as ckpt_utils does. A checkpoint that does not match the model code; user side.",
    ),
    real(
        GH + "lyogavin/airllm/issues/137",
        "lyogavin/airllm",
        "model_loading_error",
        "user_code",
        USER,
        "Error while deserializing header: MetadataIncompleteBuffer",
        r"""
        safetensors_rust.SafetensorError: Error while deserializing header: MetadataIncompleteBuffer
        """,
        "The error line is the issue title (the stored thread keeps no other log). The maintainer: "
        "a truncated/incomplete safetensors header means a corrupted or partially downloaded "
        "checkpoint, not an AirLLM bug; clear the Hugging Face cache for the model and download it "
        "again. Reloading the same file fails the same way, so no restart; the user must re-fetch "
        "the weights.",
    ),
    # --- model hub and tokenizer loading -------------------------------------------------------------
    real(
        GH + "oobabooga/textgen/issues/5730",
        "oobabooga/textgen",
        "model_loading_error",
        "user_code",
        USER,
        "requires you to execute the configuration file in that repo on your local machine",
        r"""
        Traceback (most recent call last):
        File "D:\NEW_OOBA\TANG\text-generation-webui11111111\modules\ui_model_menu.py", line 245, in load_model_wrapper
        shared.model, shared.tokenizer = load_model(selected_model, loader)
                                         ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
        File "D:\NEW_OOBA\TANG\text-generation-webui11111111\modules\models.py", line 87, in load_model
        output = load_func_map[loader](model_name)
                 ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
        File "D:\NEW_OOBA\TANG\text-generation-webui11111111\modules\models.py", line 140, in huggingface_loader
        ValueError: Loading models\TheBloke_Yi-6B-GPTQ requires you to execute the configuration file in that repo on your local machine. Make sure you have read the code there to avoid malicious use, then set the option trust_remote_code=True to remove this error
        """,
        "Loading the Yi-6B GPTQ model with the Transformers loader of text-generation-webui: the "
        "model ships custom code and the loader runs without trust_remote_code, so Transformers "
        "refuses it (the user asks why the trust-remote-code option cannot be ticked; it is a "
        "command-line flag). Blank lines between the traceback frames dropped. No fix beyond that in "
        "the stored thread; a loader option the user must set, the same on every retry.",
    ),
    real(
        GH + "matatonic/openedai-vision/issues/25",
        "matatonic/openedai-vision",
        "model_loading_error",
        "user_code",
        USER,
        "Cannot access gated repo for url",
        r"""
        Cannot access gated repo for url https://huggingface.co/openbmb/MiniCPM-V-2_6/resolve/main/processor_config.json.
        Access to model openbmb/MiniCPM-V-2_6 is restricted. You must have access to it and be authenticated to access it. Please log in.

        The above exception was the direct cause of the following exception:

        Traceback (most recent call last):
          File "/usr/local/lib/python3.11/site-packages/uvicorn/protocols/http/h11_impl.py", line 406, in run_asgi
            result = await app(  # type: ignore[func-returns-value]
                     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
          File "/usr/local/lib/python3.11/site-packages/uvicorn/middleware/proxy_headers.py", line 60, in __call__
            return await self.app(scope, receive, send)
                   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
        """,
        "The vision server had MiniCPM-V-2.6 cached and working for weeks; then the upstream "
        "repository was made gated, and the lookup of processor_config.json on the hub is refused "
        "without a token. The fix is on the user's side (accept the model's terms and pass an HF "
        "token, or run offline from the cache); a retry without that fails the same way.",
    ),
    real(
        GH + "albertsokol/bunpo-check/issues/3",
        "albertsokol/bunpo-check",
        "model_loading_error",
        "user_code",
        USER,
        "transformers.file_utils.RepositoryNotFoundError: 404 Client Error",
        r"""
        404 Client Error: Repository Not Found for url: https://huggingface.co/bunpo-check/resolve/main/config.json
        Traceback (most recent call last):
          File "/Users/loki/.conda/envs/sklearn-dev/lib/python3.9/site-packages/transformers/configuration_utils.py", line 585, in _get_config_dict
            resolved_config_file = cached_path(
          File "/Users/loki/.conda/envs/sklearn-dev/lib/python3.9/site-packages/transformers/file_utils.py", line 1846, in cached_path
            output_path = get_from_cache(
          File "/Users/loki/.conda/envs/sklearn-dev/lib/python3.9/site-packages/transformers/file_utils.py", line 2050, in get_from_cache
            _raise_for_status(r)
          File "/Users/loki/.conda/envs/sklearn-dev/lib/python3.9/site-packages/transformers/file_utils.py", line 1971, in _raise_for_status
            raise RepositoryNotFoundError(f"404 Client Error: Repository Not Found for url: {request.url}")
        transformers.file_utils.RepositoryNotFoundError: 404 Client Error: Repository Not Found for url: https://huggingface.co/bunpo-check/resolve/main/config.json

        During handling of the above exception, another exception occurred:
        """,
        "Following the README, check.py loads the model as 'bunpo-check': no local directory of "
        "that name holds a config.json, so Transformers asks the hub for a repository of that name, "
        "which does not exist (404). The stored thread has no answer; labelled from the log as a "
        "model path that names neither a local checkpoint nor a hub repository, the same on every "
        "run.",
    ),
    real(
        GH + "lllyasviel/FramePack/issues/147",
        "lllyasviel/FramePack",
        "model_loading_error",
        "user_code",
        USER,
        "data did not match any variant of untagged enum ModelWrapper at line 1251019 column 3",
        r"""
        E:\ai\framepack_cu126_torch26>python -V
        Python 3.10.11
        Traceback (most recent call last):
          File "E:\ai\framepack_cu126_torch26\webui\demo_gradio.py", line 51, in <module>
            tokenizer = LlamaTokenizerFast.from_pretrained("hunyuanvideo-community/HunyuanVideo", subfolder='tokenizer')
          File "C:\XX\AppData\Roaming\Python\Python310\site-packages\transformers\tokenization_utils_base.py", line 2029, in from_pretrained
            return cls._from_pretrained(
          File "C:\XX\AppData\Roaming\Python\Python310\site-packages\transformers\tokenization_utils_base.py", line 2261, in _from_pretrained
            tokenizer = cls(*init_inputs, **init_kwargs)
          File "C:\XX\AppData\Roaming\Python\Python310\site-packages\transformers\models\llama\tokenization_llama_fast.py", line 124, in __init__
            super().__init__(
          File "C:\XX\AppData\Roaming\Python\Python310\site-packages\transformers\tokenization_utils_fast.py", line 111, in __init__
            fast_tokenizer = TokenizerFast.from_file(fast_tokenizer_file)
        data did not match any variant of untagged enum ModelWrapper at line 1251019 column 3
        """,
        "FramePack's one-click package, started after installing extra packages: loading the "
        "HunyuanVideo tokenizer.json fails inside the tokenizers library - a tokenizer file written "
        "by a newer tokenizers than the one imported (the traceback runs through user-site "
        "packages under AppData, not the bundled environment). Labelled from the log and the well-known cause as an "
        "environment/version mismatch on the user's side; it recurs until the packages agree.",
    ),
    real(
        GH + "RosettaCommons/RFdiffusion/issues/384",
        "RosettaCommons/RFdiffusion",
        "runtime_error",
        "user_code",
        USER,
        "RuntimeError: mat1 and mat2 shapes cannot be multiplied (192721x92 and 103x64)",
        r"""
        $ run_inference.py --config-name base   inference.output_prefix=outputs/newRun1.2/  contigmap.contigs='[40-55 A1-390/0]'   inference.input_pdb=input_pdbs/input.pdb   +denoise.noise_scale_ca=0.5   diffuser.T=50  +inference.num_design=50    ppi.hotspot_res='["A24","A29","A189"]'   +inference.ckpt_override_path=models/Complex_Fold_base_ckpt.pt
          File "/home/admin/.local/lib/python3.9/site-packages/torch/nn/modules/linear.py", line 125, in forward
            return F.linear(input, self.weight, self.bias)
        RuntimeError: mat1 and mat2 shapes cannot be multiplied (192721x92 and 103x64)
        """,
        "RFdiffusion binder design with the checkpoint forced to Complex_Fold_base_ckpt.pt: that "
        "checkpoint's layer expects 103 input features while this run builds 92 (apparently the "
        "fold-conditioning inputs that checkpoint was trained with are not set up), so the linear "
        "layer cannot multiply; the user reports the same "
        "command works with other checkpoints. The maintainer's only reply asks whether it is still "
        "an issue. A checkpoint/inputs mismatch chosen on the command line, the same on every retry.",
    ),
    # --- datasets and shards ------------------------------------------------------------------------
    real(
        GH + "facebookresearch/fairseq/issues/5631",
        "facebookresearch/fairseq",
        "dataset_loading_error",
        "user_code",
        USER,
        "RuntimeError: Dataset scripts are no longer supported, but found spgispeech.py",
        r"""
        from datasets import load_dataset; spgi = load_dataset("kensho/spgispeech", "S", use_auth_token=True)
        RuntimeError: Dataset scripts are no longer supported, but found spgispeech.py
        """,
        "The documented SPGISpeech example (the two lines come from the issue's numbered steps, "
        "their list numbers and the '5. See error: ...' prefix dropped): datasets 4.x no longer runs "
        "dataset loading scripts, and kensho/spgispeech is one. The reporter resolved it by "
        "installing datasets==3.6.0. A library-version/dataset-format mismatch in the user's "
        "environment; retrying cannot help.",
    ),
    real(
        GH + "webdataset/webdataset/issues/32",
        "webdataset/webdataset",
        "dataset_loading_error",
        "user_code",
        USER,
        "ValueError: didn't find ['y.txt'] in ['__key__', 'x.pyd']",
        r"""
        path = "data/shard-{000..001}.tar"
        dataset = wds.Dataset(path).decode().shuffle(100).to_tuple("x.pyd", "y.txt").batched(32)
        batchgen = torch.utils.data.DataLoader(dataset, num_workers=1,)
            raise ValueError(f"didn't find {keys} in {list(a.keys())}")
        ValueError: didn't find ['y.txt'] in ['__key__', 'x.pyd']
        """,
        "Shards written with wds.ShardWriter and read back through a DataLoader: a sample lacks its "
        "y.txt member. The reporter found the cause - the writer was never closed, so the last shard "
        "was incomplete - and fixed it with shard_writer.close(); a later comment adds that "
        "handler=wds.ignore_and_continue skips such samples. Bad data produced by the user's own "
        "pipeline; a restart reads the same shard.",
    ),
    real(
        GH + "webdataset/webdataset/issues/330",
        "webdataset/webdataset",
        "dataset_loading_error",
        "user_code",
        USER,
        "UnicodeDecodeError: 'utf-8' codec can't decode byte 0x92 in position 2: invalid start byte",
        r"""
        File "/usr/local/lib/python3.6/dist-packages/wids/wids.py", line 515, in __getitem__
            shard, inner_idx, desc = self.get_shard(index)
          File "/usr/local/lib/python3.6/dist-packages/wids/wids.py", line 510, in get_shard
            shard = self.cache.get_shard(url)
          File "/usr/local/lib/python3.6/dist-packages/wids/wids.py", line 348, in get_shard
            itf = IndexedTarSamples(downloaded, source=url)
          File "/usr/local/lib/python3.6/dist-packages/wids/wids.py", line 205, in __init__
            self.reader = MMIndexedTar(tar_file)
          File "/usr/local/lib/python3.6/dist-packages/wids/wids_mmtar.py", line 50, in __init__
            self._build_index()
          File "/usr/local/lib/python3.6/dist-packages/wids/wids_mmtar.py", line 58, in _build_index
            name = header.name.decode("utf-8").strip("\x00")
        UnicodeDecodeError: 'utf-8' codec can't decode byte 0x92 in position 2: invalid start byte
        """,
        "wids.ShardListDataset over a local shard written with ShardWriter (webdataset 0.2.86): "
        "indexing the tar fails because a member name in the tar header is not UTF-8. The maintainer "
        "asks whether non-ASCII file names/keys are in the archive, since mmtar decodes names as "
        "UTF-8; nothing further in the stored thread. The shard as written cannot be read by this "
        "reader; labelled as a data-format problem for the user, not a transient fault.",
    ),
    real(
        GH + "haotian-liu/LLaVA/issues/1641",
        "haotian-liu/LLaVA",
        "dataset_loading_error",
        "user_code",
        USER,
        "datasets.exceptions.DatasetGenerationError: An error occurred while generating the dataset",
        r"""
          File "/home/yerong2/representation-engineering/lorra_finetune/llava.py", line 5, in <module>
            ds = load_dataset('liuhaotian/LLaVA-Instruct-150K')
                 ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
          File "/home/yerong2/local/miniconda3/envs/mllm/lib/python3.11/site-packages/datasets/load.py", line 2616, in load_dataset
            builder_instance.download_and_prepare(
          File "/home/yerong2/local/miniconda3/envs/mllm/lib/python3.11/site-packages/datasets/builder.py", line 1029, in download_and_prepare
            self._download_and_prepare(
          File "/home/yerong2/local/miniconda3/envs/mllm/lib/python3.11/site-packages/datasets/builder.py", line 1124, in _download_and_prepare
            self._prepare_split(split_generator, **prepare_split_kwargs)
          File "/home/yerong2/local/miniconda3/envs/mllm/lib/python3.11/site-packages/datasets/builder.py", line 1884, in _prepare_split
            for job_id, done, content in self._prepare_split_single(
          File "/home/yerong2/local/miniconda3/envs/mllm/lib/python3.11/site-packages/datasets/builder.py", line 2040, in _prepare_split_single
            raise DatasetGenerationError("An error occurred while generating the dataset") from e
        datasets.exceptions.DatasetGenerationError: An error occurred while generating the dataset
        """,
        "load_dataset('liuhaotian/LLaVA-Instruct-150K') in a fine-tuning script fails while the "
        "JSON files are turned into Arrow; the underlying cause (printed further up in the user's "
        "log) is not in the stored copy, and the thread shows no answer. Labelled from the log as a "
        "dataset the loader cannot build in this environment, which a rerun repeats; user-side data "
        "loading, not infrastructure.",
    ),
    # --- media that cannot be decoded, batches that cannot be stacked --------------------------------
    real(
        GH + "huggingface/lerobot/pull/4526",
        "huggingface/lerobot",
        "dataset_loading_error",
        "user_code",
        USER,
        "Could not push packet to decoder: Invalid data found when processing input",
        r"""
        RuntimeError: Caught RuntimeError in DataLoader worker process 0.
          File "src/lerobot/datasets/video_utils.py", line 389, in decode_video_frames_torchcodec
            frames_batch = decoder.get_frames_at(indices=frame_indices)
        RuntimeError: decodeAVFrame, .../SingleStreamDecoder.cpp:1397,
        Could not push packet to decoder: Invalid data found when processing input
        """,
        "A LeRobotDataset read through a multi-worker DataLoader (the failure of issue #2488): video "
        "frame decoding fails in a worker. The pull request traces it to the VideoDecoder cache - a "
        "decoder built in the parent is inherited by forked workers together with its fsspec file "
        "handle and offset, so parent and child read the same handle - and makes each worker build "
        "its own decoder; it notes #4139 had changed the training default as a workaround. A code "
        "bug in the data path, not a corrupt file or an infrastructure fault: it repeats with the "
        "same code and worker settings.",
    ),
    real(
        GH + "yl4579/StyleTTS2/issues/170",
        "yl4579/StyleTTS2",
        "dataset_loading_error",
        "user_code",
        USER,
        "soundfile.LibsndfileError: <exception str() failed>",
        r"""
        soundfile.LibsndfileError: <exception str() failed>
        """,
        "Training StyleTTS2 on LJSpeech-1.1, soundfile cannot read the audio (the single error line "
        "is quoted in the issue's prose). The maintainer calls it a soundfile matter, not the repo's; "
        "a later commenter is still stuck after days. The thread concluded nothing; labelled from "
        "the log as audio files (or a libsndfile install) the loader cannot read - a data/"
        "environment problem that a restart hits again.",
    ),
    real(
        GH + "Suanmd/TR-MISR/issues/3",
        "Suanmd/TR-MISR",
        "runtime_error",
        "user_code",
        USER,
        "RuntimeError: stack expects each tensor to be equal size, but got [24, 32, 64] at entry 0 and [24, 64, 32] at entry 1",
        r"""
        RuntimeError: Caught RuntimeError in DataLoader worker process 0.
        Original Traceback (most recent call last):
          File "C:\Users\user\anaconda3\envs\endo\lib\site-packages\torch\utils\data\_utils\worker.py", line 302, in _worker_loop
            data = fetcher.fetch(index)
          File "C:\Users\user\anaconda3\envs\endo\lib\site-packages\torch\utils\data\_utils\fetch.py", line 52, in fetch
            return self.collate_fn(data)
          File "C:\Users\user\Desktop\TR-MISR-master\src\utils.py", line 65, in __call__
            return self.collateFunction(batch)
          File "C:\Users\user\Desktop\TR-MISR-master\src\utils.py", line 118, in collateFunction
            padded_lr_batch = torch.stack(lr_batch, dim=0)
        RuntimeError: stack expects each tensor to be equal size, but got [24, 32, 64] at entry 0 and [24, 64, 32] at entry 1
        """,
        "TR-MISR training on the user's own data: the collate function stacks low-resolution stacks "
        "of 32x64 and 64x32 into one batch. The maintainer: a DataLoader issue - check the data "
        "size; non-square images need extra code in the DataLoader. The user then reports it solved. "
        "Data that does not fit the collate function; recurs until the data or code is changed.",
    ),
    real(
        GH + "patrickloeber/pytorchTutorial/issues/12",
        "patrickloeber/pytorchTutorial",
        "runtime_error",
        "user_code",
        USER,
        "RuntimeError: Expected all tensors to be on the same device, but found at least two devices, cpu and cuda:0!",
        r"""
        RuntimeError: Expected all tensors to be on the same device, but found at least two devices, cpu and cuda:0! (when checking argument for argument mat1 in method wrapper_addmm)
        """,
        "Running the tutorial's feed-forward network on a CUDA machine (the error line is quoted in "
        "bold in the issue's prose): a tensor stays on the CPU while the model is on cuda:0. The user "
        "first moved the layers to the device by hand, then wrote that the mistake was in their own "
        "code and the tutorial is fine. A user-code device mismatch that recurs on every run.",
    ),
    # --- NaN, overflow and the loss scale ------------------------------------------------------------
    real(
        GH + "christianpayer/MedicalDataAugmentationTool-VerSe/issues/31",
        "christianpayer/MedicalDataAugmentationTool-VerSe",
        "nan_or_value_error",
        "user_code",
        USER,
        "loss_net: nan",
        r"""
        02:29:53: train iter: 0 loss_net: 0.9443 loss_scale: 32768.0000 norm: 21.8862 norm_average: 1.0100 seconds: 445.463
        02:31:56: train iter: 100 loss_net: nan loss_scale: 785.4200 norm: nan norm_average: 0.8729 seconds: 122.871
        02:33:59: train iter: 200 loss_net: nan loss_scale: 1.0000 norm: nan norm_average: 0.5793 seconds: 123.053
        """,
        "VerSe 2020 vertebrae training with mixed precision: within 100 iterations the loss and the "
        "gradient norm are NaN and the dynamic loss scale has collapsed from 32768 to 1. The thread "
        "(closed) records no answer; labelled from the log as numerical divergence of the user's "
        "run (data, learning rate or fp16 settings), which a restart from the same state repeats.",
    ),
    real(
        GH + "tianweiy/CenterPoint/issues/396",
        "tianweiy/CenterPoint",
        "nan_or_value_error",
        "user_code",
        USER,
        "task : ['car'], loss: nan, hm_loss: nan",
        r"""
        2023-07-10 02:06:51,529 - INFO - task : ['bus', 'trailer'], loss: 2.2752, hm_loss: 1.5786, loc_loss: 2.7862, loc_loss_elem: ['0.2167', '0.2029', '0.4624', '0.0892', '0.1081', '0.1145', '0.9012', '1.2101', '0.5217', '0.6485'], num_positive: 20.4000
        2023-07-10 02:06:51,529 - INFO - task : ['barrier'], loss: 1.6134, hm_loss: 1.0253, loc_loss: 2.3525, loc_loss_elem: ['0.1645', '0.1437', '0.1958', '0.1344', '0.2058', '0.1068', '0.0269', '0.0427', '0.7815', '0.6062'], num_positive: 12.4000
        2023-07-10 02:06:51,529 - INFO - task : ['motorcycle', 'bicycle'], loss: 1.2025, hm_loss: 0.6419, loc_loss: 2.2425, loc_loss_elem: ['0.1503', '0.1640', '0.1258', '0.1651', '0.0968', '0.1134', '0.6563', '0.8597', '0.5131', '0.6108'], num_positive: 42.8000
        2023-07-10 02:06:51,529 - INFO - task : ['pedestrian', 'traffic_cone'], loss: 1.2541, hm_loss: 0.6807, loc_loss: 2.2936, loc_loss_elem: ['0.1378', '0.1408', '0.1899', '0.1861', '0.2169', '0.1329', '0.3152', '0.3045', '0.6090', '0.5562'], num_positive: 40.0000

        2023-07-10 02:07:07,907 - INFO - Epoch [1/20][6840/15448]	lr: 0.00011, eta: 8 days, 15:10:38, time: 3.276, data_time: 0.328, transfer_time: 0.019, forward_time: 2.667, loss_parse_time: 0.000 memory: 7964,
        2023-07-10 02:07:07,907 - INFO - task : ['car'], loss: nan, hm_loss: nan, loc_loss: nan,
        """,
        "CenterPoint nuScenes training, epoch 1 iteration 6840: per-task losses are finite at one "
        "log step and NaN for every head at the next (the last line is cut after loc_loss here; it "
        "goes on listing nan elements). The stored thread has no resolution; labelled from the log "
        "as a training divergence - user config/data - that a restart from the same point repeats.",
    ),
    real(
        GH + "leftthomas/CGD/issues/12",
        "leftthomas/CGD",
        "nan_or_value_error",
        "user_code",
        USER,
        "RuntimeError: Function 'PowBackward0' returned nan values in its 0th output",
        r"""
        RuntimeError: Function 'PowBackward0' returned nan values in its 0th output
        """,
        "The user got NaN losses training CGD and reran train.py under "
        "torch.autograd.detect_anomaly(): the backward of a pow (traced to line 27 of model.py) "
        "produces NaN (the line is quoted in the issue's prose). The "
        "maintainer closed it as a duplicate of an earlier NaN-loss issue. A numerical problem in "
        "the model/training settings; it recurs with the same code.",
    ),
    real(
        GH + "deepspeedai/DeepSpeed/issues/697",
        "deepspeedai/DeepSpeed",
        "nan_or_value_error",
        "user_code",
        USER,
        "Overflow detected. Skipping step. Attempted loss scale: 1, reducing to 1",
        r"""
        [2021-01-26 22:05:16,472] [INFO] [fused_optimizer.py:316:_update_scale] Reducing dynamic loss scale from 1 to 1
        [2021-01-26 22:05:16,473] [INFO] [timer.py:166:stop] 0/320, SamplesPerSec=28.750032872073373
        [2021-01-26 22:05:20,190] [INFO] [timer.py:166:stop] 0/330, SamplesPerSec=28.84761905966786
        [2021-01-26 22:05:23,689] [INFO] [timer.py:166:stop] 0/340, SamplesPerSec=28.985128476811887
        [2021-01-26 22:05:27,258] [INFO] [timer.py:166:stop] 0/350, SamplesPerSec=29.10193786516919
        [2021-01-26 22:05:35,108] [INFO] [fused_optimizer.py:314:_update_scale]
        Grad overflow on iteration 8
        [2021-01-26 22:05:35,108] [INFO] [fused_optimizer.py:314:_update_scale]
        Grad overflow on iteration 8
        [2021-01-26 22:05:35,108] [INFO] [fused_optimizer.py:316:_update_scale] Reducing dynamic loss scale from 1 to 1
        [2021-01-26 22:05:35,108] [INFO] [fused_optimizer.py:316:_update_scale] Reducing dynamic loss scale from 1 to 1
        [2021-01-26 22:05:35,108] [INFO] [fused_optimizer.py:314:_update_scale]
        Grad overflow on iteration 8
        [2021-01-26 22:05:35,108] [INFO] [logging.py:60:log_dist] [Rank 0] Overflow detected. Skipping step. Attempted loss scale: 1, reducing to 1
        [2021-01-26 22:05:35,108] [INFO] [fused_optimizer.py:316:_update_scale] Reducing dynamic loss scale from 1 to 1
        """,
        "The issue title: the model does not learn with fp16.enabled = true. The dynamic loss scale "
        "has already fallen to its floor of 1 and gradients still overflow, so DeepSpeed skips "
        "every step and the weights never change. The stored thread holds no fix; labelled from the "
        "log as an fp16 numerical problem of this model/config (loss-scale underflow), which needs "
        "a change of precision or model settings rather than a restart.",
    ),
]
