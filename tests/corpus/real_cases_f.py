# ruff: noqa
"""Real excerpts, batch F: model and dataset loading, import/attribute/key/syntax errors in user
code. Verbatim log lines from the thread in `source`; all recur with the same code or config."""

from __future__ import annotations

from real_kit import USER, real

GH = "https://github.com/"


def user(source: str, repo: str, category: str, root: str, log: str, notes: str, blame: str = "user_code", tag: str = "") -> dict:
    return real(GH + source, repo, category, blame, USER, root, log, notes, tag=tag)


CASES = [
    # --- remote code not trusted: model loading ---------------------------------------------------
    user("xorbitsai/inference/issues/3000", "xorbitsai/inference", "model_loading_error", "requires you to execute",
         r"""
         ValueError: [address=0.0.0.0:51929, pid=36115] Loading /Users/guxing/.xinference/cache/bge-reranker-v2-minicpm-layerwise requires you to execute the configuration file in that repo on your local machine. Make sure you have read the code there to avoid malicious use, then set the option `trust_remote_code=True` to remove this error.
         """, "A model with custom code loaded without trust_remote_code: a config fix, recurs."),
    user("OpenGVLab/InternVL/issues/1244", "OpenGVLab/InternVL", "model_loading_error", "contains custom code which must be executed",
         r"""
           File "/home/yyy25/miniconda3/envs/azr/lib/python3.10/site-packages/transformers/models/auto/configuration_auto.py", line 1156, in from_pretrained
             trust_remote_code = resolve_trust_remote_code(
           File "/home/yyy25/miniconda3/envs/azr/lib/python3.10/site-packages/transformers/dynamic_module_utils.py", line 731, in resolve_trust_remote_code
             raise ValueError(
         ValueError: The repository `/data1/yyy25/datasets/InternVL3-1B` contains custom code which must be executed to correctly load the model. You can inspect the repository content at https://hf.co//data1/yyy25/datasets/InternVL3-1B.
         Please pass the argument `trust_remote_code=True` to allow custom code to be run.
         """, "The training framework did not pass trust_remote_code for a custom-code model. Recurs."),
    user("hiyouga/LlamaFactory/issues/6647", "hiyouga/LlamaFactory", "model_loading_error", "requires you to execute the configuration file",
         r"""
         ValueError: Loading /home/MiniCPM-o-2_6 requires you to execute the configuration file in that repo on your local machine. Make sure you have read the code there to avoid malicious use, then set the option `trust_remote_code=True` to remove this error.
         """, "Maintainer: pass `trust_remote_code: true`. A config fix."),
    user("EleutherAI/lm-evaluation-harness/issues/1168", "EleutherAI/lm-evaluation-harness", "model_loading_error",
         "requires you to execute",
         r"""
         ValueError: Loading core42/jais-13b requires you to execute the configuration file in that repo on your local machine. Make sure you have read the code there to avoid malicious use, then set the option `trust_remote_code=True` to remove this error.
         """, "Custom-code model without trust_remote_code. Recurs until the flag is set."),
    user("2U1/Phi3-Vision-Finetune/issues/23", "2U1/Phi3-Vision-Finetune", "model_loading_error",
         "ValueError: Loading this model requires you to execute custom code",
         r"""
         Do you wish to run the custom code? [y/N] Traceback (most recent call last):
           File "/home/.venv/lib/python3.10/site-packages/transformers/dynamic_module_utils.py", line 612, in resolve_trust_remote_code
             answer = input(
           File "/home/.venv/lib/python3.10/site-packages/transformers/dynamic_module_utils.py", line 593, in _raise_timeout_error
             raise ValueError(
         ValueError: Loading this model requires you to execute custom code contained in the model repository on your local machine. Please set the option `trust_remote_code=True` to permit loading of this model.

         During handling of the above exception, another exception occurred:
         """, "Loading a fine-tuned custom-code model non-interactively without trust_remote_code. Recurs."),
    # --- imports --------------------------------------------------------------------------------
    user("huggingface/transformers/issues/18269", "huggingface/transformers", "import_error", "ImportError: cannot import name 'TrainingArguments'",
         r"""
         Traceback (most recent call last):
           File "dv2xxl.py", line 30, in <module>
             from transformers import TrainingArguments,Trainer
         ImportError: cannot import name 'TrainingArguments' from 'transformers' (/lustre06/project/6005433/takfa/UW/ue/lib/python3.7/site-packages/transformers/__init__.py)
         """, "An old or broken transformers install in the job's environment. Recurs."),
    user("chz816/tas/issues/3", "chz816/tas", "import_error", "ImportError: cannot import name 'Trainer'",
         r"""
         Traceback (most recent call last):
           File "taas_finetune_trainer.py", line 26, in <module>
             from taas_seq2seq_trainer import Seq2SeqTrainer
           File "/home/cht/cht/TopicAbstractiveSummary/taas_seq2seq_trainer.py", line 29, in <module>
             from transformers import PreTrainedModel, Trainer, logging
         ImportError: cannot import name 'Trainer' from 'transformers' (unknown location)
         """, "Package versions do not match the code (reporter asks for the requirements). Recurs."),
    user("XiaoxinHe/TAPE/issues/17", "XiaoxinHe/TAPE", "import_error", "ImportError: cannot import name 'LRScheduler'",
         r"""
           File "/root/anaconda3/envs/TAPE/lib/python3.8/site-packages/transformers/training_args.py", line 75, in <module>
             from .trainer_pt_utils import AcceleratorConfig
           File "/root/anaconda3/envs/TAPE/lib/python3.8/site-packages/transformers/trainer_pt_utils.py", line 37, in <module>
             from torch.optim.lr_scheduler import LRScheduler
         ImportError: cannot import name 'LRScheduler' from 'torch.optim.lr_scheduler' (/root/anaconda3/envs/TAPE/lib/python3.8/site-packages/torch/optim/lr_scheduler.py)
         """, "transformers newer than the installed torch supports. Environment; recurs."),
    # --- dataset generation -------------------------------------------------------------------------
    user("SCIR-HI/Huatuo-Llama-Med-Chinese/issues/71", "SCIR-HI/Huatuo-Llama-Med-Chinese", "dataset_loading_error",
         "datasets.builder.DatasetGenerationError",
         r"""
         raise DatasetGenerationError("An error occurred while generating the dataset") from e
         datasets.builder.DatasetGenerationError: An error occurred while generating the dataset
         """, "Maintainer: check the dataset's format (appears past ~20k records). A data problem; recurs."),
    user("michael-wzhu/ChatMed/issues/8", "michael-wzhu/ChatMed", "dataset_loading_error", "datasets.builder.DatasetGenerationError",
         r"""
         raise DatasetGenerationError("An error occurred while generating the dataset") from e
         datasets.builder.DatasetGenerationError: An error occurred while generating the dataset
         """, "Dataset build fails at start of training with datasets 2.14.4; label rests on the log."),
    user("Babelscape/rebel/issues/70", "Babelscape/rebel", "dataset_loading_error", "DatasetGenerationError",
         r"""
         DatasetGenerationError: An error occurred while generating the dataset
         """, "Reporter: the dataset had not been downloaded properly; fixed by fetching it again."),
    # --- attributes -------------------------------------------------------------------------------
    user("krasserm/super-resolution/issues/31", "krasserm/super-resolution", "attribute_error", "AttributeError: 'NoneType' object has no attribute 'take'",
         r"""
         Traceback (most recent call last):
           File "train_EDSR.py", line 39, in <module>
             valid_ds.take(10),
         AttributeError: 'NoneType' object has no attribute 'take'
         """, "The validation dataset object is None (data not prepared): recurs."),
    user("uni-medical/SAM-Med3D/issues/6", "uni-medical/SAM-Med3D", "attribute_error", "AttributeError: 'Namespace' object has no attribute 'rank'",
         r"""
         AttributeError: 'Namespace' object has no attribute 'rank'
         """, "Single-GPU run through a path that expects distributed args; solved by the reporter's config."),
    user("patil-suraj/exploring-T5/issues/6", "patil-suraj/exploring-T5", "attribute_error", "AttributeError: 'Trainer' object has no attribute 'proc_rank'",
         r"""
         AttributeError: 'Trainer' object has no attribute 'proc_rank'
         in is_logger:
          return self.trainer.proc_rank <= 0
         """, "Code written for an older Lightning API. Recurs."),
    user("ohhhyeahhh/SiamGAT/issues/30", "ohhhyeahhh/SiamGAT", "attribute_error", "AttributeError: 'NoneType' object has no attribute 'shape'",
         r"""
         AttributeError: 'NoneType' object has no attribute 'shape'
         """, "An image failed to load during training (bad path or file): a data problem that recurs."),
    # --- KeyErrors --------------------------------------------------------------------------------
    user("ifzhang/FairMOT/issues/242", "ifzhang/FairMOT", "runtime_error", "KeyError: 'dense_wh_mask'",
         r"""
         KeyError: Caught KeyError in replica 0 on device 0.
         Original Traceback (most recent call last):
           File "/home/ubuntu/anaconda3/envs/FairMOT/lib/python3.7/site-packages/torch/nn/parallel/parallel_apply.py", line 60, in _worker
             output = module(*input, **kwargs)
           File "/home/ubuntu/FairMOT/src/lib/trains/mot.py", line 49, in forward
             mask_weight = batch['dense_wh_mask'].sum() + 1e-4
         KeyError: 'dense_wh_mask'
         """, "Maintainer updated the code (the key is not produced any more). A code bug."),
    user("guoyww/AnimateDiff/issues/306", "guoyww/AnimateDiff", "runtime_error", "KeyError: 'RANK'",
         r"""
         Traceback (most recent call last):
           File "/data/AnimateDiff-main/train.py", line 495, in <module>
             main(name=name, launcher=args.launcher, use_wandb=args.wandb, **config)
           File "/data/AnimateDiff-main/train.py", line 130, in main
             local_rank      = init_dist(launcher=launcher)
           File "/data/AnimateDiff-main/train.py", line 48, in init_dist
             rank = int(os.environ['RANK'])
           File "/usr/lib/python3.8/os.py", line 675, in __getitem__
             raise KeyError(key) from None
         KeyError: 'RANK'
         """, "Script started without a distributed launcher (RANK unset): a launch config error."),
    user("Nerogar/OneTrainer/issues/1651", "Nerogar/OneTrainer", "runtime_error", "KeyError: 'text_encoder_1_hidden_state'",
         r"""
         Traceback (most recent call last):
             File "D:\OneTrainer\modules\ui\TrainUIController.py", line 254, in __training_thread_function_impl
               trainer.train()
             File "D:\OneTrainer\modules\trainer\GenericTrainer.py", line 751, in train
               model_output_data = self.model_setup.predict(self.model, batch, self.config, train_progress)
             File "D:\OneTrainer\modules\modelSetup\BaseStableDiffusionXLSetup.py", line 204, in predict
               text_encoder_1_output=batch[
           KeyError: 'text_encoder_1_hidden_state'
           Creating Backup workspace/run\backup\2026-07-26_19-20-14-backup-130-9-4
           Saving models/test.safetensors
         """, "A trainer bug (closed as a bug) hit after a few epochs; recurs with the same data and config.",
         blame="framework_bug"),
    user("open-mmlab/mmpose/issues/922", "open-mmlab/mmpose", "runtime_error", "KeyError: '/0000115_img.png'",
         r"""
         File "/home/yukti/mmpose/mmcv/mmcv/runner/hooks/evaluation.py", line 505, in _do_evaluate
         key_score = self.evaluate(runner, results)
         File "/home/yukti/mmpose/mmpose/mmpose/core/evaluation/eval_hooks.py", line 139, in evaluate
         **self.eval_kwargs)
         File "/home/yukti/mmpose/mmpose/mmpose/datasets/datasets/top_down/topdown_coco_dataset.py", line 274, in evaluate
         image_id = self.name2id[image_paths[i][len(self.img_prefix):]]
         KeyError: '/0000115_img.png'
         """, "Evaluation at the end of an epoch cannot map image paths of the custom dataset (prefix mismatch): config."),
    # --- syntax errors (wrong interpreter or typo) ------------------------------------------------
    user("LiyuanLucasLiu/ArabicNER/issues/3", "LiyuanLucasLiu/ArabicNER", "syntax_error", "SyntaxError: invalid syntax",
         r"""
         python2 train_ner.py --train-file train.json
         Traceback (most recent call last):
           File "train_ner.py", line 1, in <module>
             from torch_scope import wrapper
           File "/home/zakaria/anaconda3/lib/python2.7/site-packages/torch_scope/wrapper.py", line 325
             path: str,
                 ^
         SyntaxError: invalid syntax
         """, "Python 3 code run with Python 2 (maintainer: use 3.6/3.7)."),
    user("descriptinc/melgan-neurips/issues/5", "descriptinc/melgan-neurips", "syntax_error", "SyntaxError: invalid syntax",
         r"""
         Traceback (most recent call last):
           File "scripts/train.py", line 6, in <module>
             import mel2wav
           File "/home/sakhors/MelGan/melgan-neurips-master/mel2wav/interface.py", line 43
             torch.load(root / f"models/{model_name}.pt", map_location=device)
                                                       ^
         SyntaxError: invalid syntax
         """, "f-strings under an old Python: needs Python 3.6+. Recurs."),
    user("zphang/bert_on_stilts/issues/5", "zphang/bert_on_stilts", "syntax_error", "SyntaxError: invalid syntax",
         r"""
           File "glue/train.py", line 224
             args.output_dir, f"all_state___epoch{epoch:04d}___batch{step:06d}.p"
                                                                                ^
         SyntaxError: invalid syntax
         """, "f-string under Python < 3.6. Recurs until the interpreter changes."),
    user("thuml/VideoDG/issues/1", "thuml/VideoDG", "syntax_error", "SyntaxError: invalid syntax",
         r"""
           File "main_val.py", line 48
             target = target.cuda(async=True)
                                      ^
         SyntaxError: invalid syntax
         """, "`async` became a keyword in Python 3.7; fixed by editing the call. A code fix."),
    user("milesial/Pytorch-UNet/issues/178", "milesial/Pytorch-UNet", "syntax_error", "SyntaxError: invalid syntax",
         r"""
         File "train.py", line 40
             writer = SummaryWriter(comment=f'LR_{lr}_BS_{batch_size}_SCALE_{img_scale}')
                                                                                                                                  ^
         SyntaxError: invalid syntax
         """, "Python 3.5 with f-strings; maintainer: use 3.6+."),
    user("horovod/horovod/issues/745", "horovod/horovod", "syntax_error", "SyntaxError: invalid syntax",
         r"""
         ubuntu@ip-172-31-23-109:~/horovod/examples$ mpirun -np 8 -H localhost:8 python3 pytorch_imagenet_resnet50.py
           File "pytorch_imagenet_resnet50.py", line 143
             backward_passes_per_step=args.batches_per_allreduce)
                                    ^
         SyntaxError: invalid syntax
           File "pytorch_imagenet_resnet50.py", line 143
             backward_passes_per_step=args.batches_per_allreduce)
                                    ^
         SyntaxError: invalid syntax
         """, "Every rank fails to parse the example script (a stale copy vs the installed horovod). Recurs."),
    user("IrisRainbowNeko/pixiv_AI_crawler/issues/14", "IrisRainbowNeko/pixiv_AI_crawler", "syntax_error", "SyntaxError: invalid syntax",
         r"""
         PS O:\ai\pixiv_AI_crawler-main> python .\train.bat
           File "O:\ai\pixiv_AI_crawler-main\train.bat", line 1
             python -m torch.distributed.launch --nproc_per_node=1 \
                       ^
         SyntaxError: invalid syntax
         """, "A shell script handed to the Python interpreter: a usage error."),
]
