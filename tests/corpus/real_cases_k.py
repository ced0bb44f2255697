# ruff: noqa
"""Real excerpts, batch K: NCCL 'unhandled cuda error', NaN gradient norms, tokenizer and model
files that cannot be loaded. Verbatim log lines from the thread in `source`."""

from __future__ import annotations

from real_kit import HUMAN, RESTART, USER, real

GH = "https://github.com/"
CANT_LOAD = (
    "OSError: Can't load tokenizer for '{m}'. If you were trying to load it from 'https://huggingface.co/models', "
    "make sure you don't have a local directory with the same name. Otherwise, make sure '{m}' is the correct "
    "path to a directory containing all relevant files for a {t} tokenizer."
)


def user(source: str, repo: str, category: str, root: str, log: str, notes: str, blame: str = "user_code", tag: str = "") -> dict:
    return real(GH + source, repo, category, blame, USER, root, log, notes, tag=tag)


CASES = [
    user("PKU-YuanGroup/Open-Sora-Plan/issues/386", "PKU-YuanGroup/Open-Sora-Plan", "cuda_oom",
         "NCCL WARN Cuda failure 'out of memory'",
         r"""
         ins-7df6eojsifuykig9:3018451:3024010 [0] NCCL INFO Channel 01 : 0[1020] -> 3[1050] via SHM/direct/direct
         ins-7df6eojsifuykig9:3018453:3024011 [2] NCCL INFO Channel 01 : 2[1040] -> 1[1030] via SHM/direct/direct

         ins-7df6eojsifuykig9:3018451:3018451 [0] enqueue.cc:1085 NCCL WARN Cuda failure 'out of memory'
         """, "NCCL cannot allocate its buffers: the GPU is full (NCCL's face of a CUDA OOM). Recurs."),
    real(GH + "TheAtticusProject/cuad/issues/9", "TheAtticusProject/cuad", "cuda_error", "unknown", HUMAN,
         "what(): NCCL Error 1: unhandled cuda error",
         r"""
         what(): NCCL Error 1: unhandled cuda error
         """, "Maintainer: a low-level CUDA or hardware issue; nothing more in the log. Ambiguous.", ambiguous=True),
    user("NVIDIA/nccl-tests/issues/5", "NVIDIA/nccl-tests", "cuda_error", "NCCL failure all_reduce.cu:95 'unhandled cuda error'",
         r"""
         root@node03:~/nvidia/nccl/nccl-tests# ./build/all_reduce_perf -b 8 -e 128M -f 2 -g 8
         nThread 1 nGpus 8 minBytes 8 maxBytes 134217728 step: 2(factor) warmup iters: 5 iters: 20 validation: 1
         # NCCL Tests compiled with NCCL 1.0
         #   Rank  0 on     node03 device  0 [0x00] Tesla P100-PCIE-16GB
         #   Rank  7 on     node03 device  7 [0x00] Tesla P100-PCIE-16GB
         NCCL failure all_reduce.cu:95 'unhandled cuda error'
         """, "Settled by updating from NCCL 1.0: an outdated library. Recurs until upgraded.", blame="framework_bug"),
    real(GH + "NVIDIA/nccl/issues/1410", "NVIDIA/nccl", "cuda_error", "unknown", HUMAN, "Cuda failure 1 'invalid argument'",
         r"""
         [rank7]: torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/NCCLUtils.hpp:275, unhandled cuda error (run with NCCL_DEBUG=INFO for details), NCCL version 2.20.5
         [rank7]: ncclUnhandledCudaError: Call to CUDA function failed.
         [rank7]: Last error:
         [rank7]: Cuda failure 1 'invalid argument'
         """, "NCCL's CUDA call fails with 'invalid argument' on rank 7; the thread is open. Ambiguous.",
         ambiguous=True, tag="invarg"),
    real(GH + "linjieli222/VQA_ReGAT/issues/41", "linjieli222/VQA_ReGAT", "cuda_error", "unknown", HUMAN,
         "NCCL Error 1: unhandled cuda error",
         r"""
         terminate called after throwing an instance of 'std::runtime_error'
         what():  NCCL Error 1: unhandled cuda error
         Aborted (core dumped)
         """, "A bare NCCL 'unhandled cuda error' with no detail; unresolved. Ambiguous.", ambiguous=True),
    # --- NaN gradient norms -------------------------------------------------------------------------
    user("bigscience-workshop/Megatron-DeepSpeed/issues/396", "bigscience-workshop/Megatron-DeepSpeed",
         "nan_or_value_error", "grad norm: nan | actual seqlen:  2048 | number of skipped iterations:   0 | number of nan iterations:   0 | samples per second: 1.883",
         r"""
          iteration     5426/  250000 | consumed samples:        43408 | consumed tokens:     88899584 | elapsed time per iteration (ms): 4247.9 | learning rate: 2.999E-04 | global batch size:     8 | loss scale: 1.0 | grad norm: nan | actual seqlen:  2048 | number of skipped iterations:   0 | number of nan iterations:   0 | samples per second: 1.883 | TFLOPs: 78.36 |
          iteration     5427/  250000 | consumed samples:        43416 | consumed tokens:     88915968 | elapsed time per iteration (ms): 4225.8 | learning rate: 2.999E-04 | global batch size:     8 | loss scale: 1.0 | grad norm: nan | actual seqlen:  2048 | number of skipped iterations:   0 | number of nan iterations:   0 | samples per second: 1.893 | TFLOPs: 78.77 |
          iteration     5428/  250000 | consumed samples:        43424 | consumed tokens:     88932352 | elapsed time per iteration (ms): 4229.2 | learning rate: 2.999E-04 | global batch size:     8 | loss scale: 1.0 | grad norm: nan | actual seqlen:  2048 | number of skipped iterations:   0 | number of nan iterations:   0 | samples per second: 1.892 | TFLOPs: 78.71 |
         """, "Gradient norm NaN every iteration and no loss printed: the run has diverged. The label "
              "rests on the log; restarting from the last checkpoint replays the same data and settings."),
    user("NVIDIA-NeMo/Megatron-Bridge/issues/5306", "NVIDIA-NeMo/Megatron-Bridge", "nan_or_value_error",
         "loss scale: 1.0 | grad norm: nan |",
         r"""
         iteration 5/50 | elapsed time per iteration: 21392.5 ms |
         learning rate: 1.350000E-04 | global batch size: 4096 |
         loss scale: 1.0 | grad norm: nan |
         number of skipped iterations: 0 | number of nan iterations: 0
         """, "A regression between framework commits makes the FP8 recipe produce NaN gradients. "
              "Recurs on that code.", blame="framework_bug"),
    user("hiyouga/LlamaFactory/issues/5627", "hiyouga/LlamaFactory", "nan_or_value_error", "'grad_norm': nan",
         r"""
         {'loss': 1.4596, 'grad_norm': nan, 'learning_rate': 4.552255167404752e-06, 'epoch': 0.66}
         {'loss': 0.0, 'grad_norm': nan, 'learning_rate': 4.549912997495027e-06, 'epoch': 0.66}
         {'loss': 0.0, 'grad_norm': nan, 'learning_rate': 4.549912997495027e-06, 'epoch': 0.66}
         {'loss': 0.0, 'grad_norm': nan, 'learning_rate': 4.549912997495027e-06, 'epoch': 0.66}
         """, "Gradients go NaN and the loss collapses to 0; fixed by a DeepSpeed upgrade / overlap_comm "
              "setting. Recurs with the same stack.", blame="framework_bug"),
    user("deepspeedai/Megatron-DeepSpeed/issues/203", "deepspeedai/Megatron-DeepSpeed", "nan_or_value_error",
         "grad norm: nan",
         r"""
          iteration       10/     100 | consumed samples:           10 | consumed tokens:        40960 | elapsed time per iteration (ms): 2208.9 | learning rate: 3.000E-04 | global batch size:     1 | lm loss: 1.461212E+01 | loss scale: 1.0 | grad norm: nan | actual seqlen:  4096 | number of skipped iterations:   0 | number of nan iterations:   0
         """, "Infinite activations received between pipeline stages and a NaN gradient norm from the first "
              "iterations: a numerics/config problem with this model setup."),
    # --- tokenizers that cannot be found -------------------------------------------------------------
    user("CVI-SZU/Linly/issues/71", "CVI-SZU/Linly", "model_loading_error", "Tokenizer class LLamaTokenizer does not exist",
         r"""
         ValueError: Tokenizer class LLamaTokenizer does not exist or is not currently imported.
         """, "The model config names a tokenizer class the installed transformers lacks (casing). Recurs."),
    user("huggingface/transformers/issues/9250", "huggingface/transformers", "model_loading_error",
         "Tokenizer class M2M100Tokenizer does not exist",
         r"""
         ValueError: Tokenizer class M2M100Tokenizer does not exist or is not currently imported.
         """, "Solved by installing sentencepiece (a missing dependency). Recurs until installed.", ),
    user("AI4Bharat/Indic-BERT-v1/issues/50", "AI4Bharat/Indic-BERT-v1", "model_loading_error",
         "ValueError: Tokenizer class IndicBERTSentencePieceTokenizer does not exist",
         r"""
         ValueError                                Traceback (most recent call last)
         ----> 2 tokenizer = AutoTokenizer.from_pretrained(model_id, keep_accents=True)
               3 model = AutoModel.from_pretrained(model_id).to("cuda")
         --> 894                 raise ValueError(
             895                     f"Tokenizer class {tokenizer_class_candidate} does not exist or is not currently imported."
             896                 )

         ValueError: Tokenizer class IndicBERTSentencePieceTokenizer does not exist or is not currently imported.
         """, "The repo's tokenizer class is not available in transformers: loading fails every time."),
    user("salesforce/xgen/issues/15", "salesforce/xgen", "model_loading_error",
         "ValueError: Tokenizer class XgenTokenizer does not exist",
         r"""
         --> 689                 raise ValueError(
             690                     f"Tokenizer class {tokenizer_class_candidate} does not exist or is not currently imported."
             691                 )

         ValueError: Tokenizer class XgenTokenizer does not exist or is not currently imported.
         """, "The tokenizer is custom code in the model repo (needs trust_remote_code). Recurs."),
    user("baichuan-inc/Baichuan-13B/issues/190", "baichuan-inc/Baichuan-13B", "model_loading_error",
         "ValueError: Tokenizer class BaichuanTokenizer does not exist",
         r"""
         transformers/models/auto/tokenization_auto.py", line 733, in from_pretrained
             raise ValueError(
         ValueError: Tokenizer class BaichuanTokenizer does not exist or is not currently imported.
         """, "Fix: load with trust_remote_code=True. A config error."),
    user("OpenGVLab/InternVL/issues/116", "OpenGVLab/InternVL", "model_loading_error",
         "ValueError: Tokenizer class InternLM2Tokenizer does not exist",
         r"""
         Traceback (most recent call last):
           File "/home/sxjiang/project/InternVL/test_chat.py", line 13, in <module>
             tokenizer = AutoTokenizer.from_pretrained(path)
           File "/home/sxjiang/miniconda3/envs/internvl/lib/python3.9/site-packages/transformers/models/auto/tokenization_auto.py", line 784, in from_pretrained
             raise ValueError(
         ValueError: Tokenizer class InternLM2Tokenizer does not exist or is not currently imported.
         """, "The tokenizer is loaded without trust_remote_code while the model is. Recurs."),
    user("LAION-AI/CLAP/issues/134", "LAION-AI/CLAP", "model_loading_error", "Can't load tokenizer for 'bert-base-uncased'",
         CANT_LOAD.format(m="bert-base-uncased", t="BertTokenizer"),
         "The host cannot fetch the tokenizer; nothing concluded, the label rests on the log (a missing "
         "local copy or no Hub access recurs on restart)."),
    user("huggingface/transformers/issues/26612", "huggingface/transformers", "model_loading_error",
         "Can't load tokenizer for 'facebook/xmod-base'",
         CANT_LOAD.format(m="facebook/xmod-base", t="XLMRobertaTokenizerFast"),
         "Maintainer: this model ships no tokenizer; the model card says which to use. A code fix."),
    real(GH + "huggingface/transformers/issues/30309", "huggingface/transformers", "model_loading_error", "unknown",
         HUMAN, "Can't load tokenizer for 'togethercomputer/LLaMA-2-7B-32K'",
         CANT_LOAD.format(m="togethercomputer/LLaMA-2-7B-32K", t="LlamaTokenizer"),
         "Maintainer cannot reproduce and suspects a connection issue; token/auth was also tried. Ambiguous.",
         ambiguous=True, tag="tok"),
    real(GH + "philschmid/deep-learning-pytorch-huggingface/issues/33", "philschmid/deep-learning-pytorch-huggingface",
         "model_loading_error", "transient", RESTART, "OSError: Can’t load tokenizer for ‘meta-llama/Llama-2-7b-hf’",
         r"""
         “”“OSError: Can’t load tokenizer for ‘meta-llama/Llama-2-7b-hf’. If you were trying to load it from ‘[Models - Hugging Face](https://huggingface.co/models)’, make sure you don’t have a local directory with the same name. Otherwise, make sure ‘meta-llama/Llama-2-7b-hf’ is the correct path to a directory containing all relevant files for a LlamaTokenizer tokenizer.
         “””
         """, "Reporter: it was a network issue; it loaded afterwards. Transient."),
    user("Anything-of-anything/Anything-3D/issues/17", "Anything-of-anything/Anything-3D", "model_loading_error",
         "Can't load tokenizer for 'bert-base-uncased'",
         CANT_LOAD.format(m="bert-base-uncased", t="BertTokenizer"),
         "Answer: the Hub is not reachable from this network; download the files locally. Recurs."),
    user("pengxiao-song/LaWGPT/issues/144", "pengxiao-song/LaWGPT", "model_loading_error",
         "Can't load tokenizer for 'minlik/chinese-alpaca-plus-7b-merged'",
         CANT_LOAD.format(m="minlik/chinese-alpaca-plus-7b-merged", t="LlamaTokenizer"),
         "Solved with a proxy: the host cannot reach the Hub. Recurs without one."),
    user("lllyasviel/FramePack/issues/66", "lllyasviel/FramePack", "model_loading_error",
         "Can't load tokenizer for 'hunyuanvideo-community/HunyuanVideo'",
         CANT_LOAD.format(m="hunyuanvideo-community/HunyuanVideo", t="LlamaTokenizerFast"),
         "Resolved by changing transformers/tokenizers versions. Environment; recurs."),
    user("DoubleClass/GMM/issues/12", "DoubleClass/GMM", "model_loading_error",
         "Can't load tokenizer for 'C:\\Users\\Administrator\\.cache\\huggingface\\hub\\'",
         CANT_LOAD.format(m="C:\\Users\\Administrator\\.cache\\huggingface\\hub\\", t="BertTokenizer"),
         "Maintainer: the BERT files must be downloaded into the expected directory. A setup error."),
]
