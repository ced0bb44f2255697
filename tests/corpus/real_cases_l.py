# ruff: noqa
"""Real excerpts, batch L: dataset parsing errors, shape mismatches, embedding index errors and
CUDA OOM under DeepSpeed. Verbatim log lines from the thread in `source`; all recur."""

from __future__ import annotations

from real_kit import USER, real

GH = "https://github.com/"


def user(source: str, repo: str, category: str, root: str, log: str, notes: str, blame: str = "user_code", tag: str = "") -> dict:
    return real(GH + source, repo, category, blame, USER, root, log, notes, tag=tag)


CASES = [
    user("huggingface/datasets/issues/6315", "huggingface/datasets", "dataset_loading_error",
         "pyarrow.lib.ArrowInvalid: JSON parse error: Invalid value. in row 0",
         r"""
         E   pyarrow.lib.ArrowInvalid: JSON parse error: Invalid value. in row 0

         pyarrow/error.pxi:100: ArrowInvalid
         """, "A datasets bug reading CSV metadata as JSON; fixed in the library. Recurs on that version.",
         blame="framework_bug"),
    user("hiyouga/LlamaFactory/issues/412", "hiyouga/LlamaFactory", "dataset_loading_error",
         "pyarrow.lib.ArrowInvalid: JSON parse error: Column() changed from object to array in row 0",
         r"""
         Traceback (most recent call last):
           File "/data/software/anaconda3/lib/python3.9/site-packages/datasets/packaged_modules/json/json.py", line 113, in _generate_tables
             pa_table = paj.read_json(
           File "pyarrow/_json.pyx", line 258, in pyarrow._json.read_json
           File "pyarrow/error.pxi", line 100, in pyarrow.lib.check_status
         pyarrow.lib.ArrowInvalid: JSON parse error: Column() changed from object to array in row 0

         During handling of the above exception, another exception occurred:
         """, "The training data file is not in the expected JSON layout. A data fix."),
    user("CrossmodalGroup/HREM/issues/3", "CrossmodalGroup/HREM", "runtime_error", "mat1 and mat2 shapes cannot be multiplied",
         r"""
         RuntimeError: mat1 and mat2 shapes cannot be multiplied (4480x4 and 2048x1024)
         """, "Feature dimensions do not match the model's layer: a data/config mismatch. Recurs."),
    user("nv-tlabs/datasetGAN_release/issues/49", "nv-tlabs/datasetGAN_release", "runtime_error",
         "mat1 and mat2 shapes cannot be multiplied",
         r"""
         RuntimeError: mat1 and mat2 shapes cannot be multiplied (1x18 and 512x1024)
         """, "Fixed by transposing the latent in the script: a code bug."),
    user("ekosman/AnomalyDetectionCVPR2018-Pytorch/issues/230", "ekosman/AnomalyDetectionCVPR2018-Pytorch",
         "runtime_error", "mat1 and mat2 shapes cannot be multiplied",
         r"""
         RuntimeError: mat1 and mat2 shapes cannot be multiplied (1920x2048 and 4096x512)
         """, "Pre-computed features of another width than the model expects; resolved by the user's config."),
    user("VICO-UoE/MTPSL/issues/3", "VICO-UoE/MTPSL", "runtime_error", "mat1 and mat2 shapes cannot be multiplied",
         r"""
         Traceback (most recent call last):
           File "/share/castor/home/leh/projects/MTPSL/cityscapes_mtl_xtc.py", line 191, in <module>
             con_loss = mapfns(train_pred_ind, train_target_ind, feat_aug[ind_].unsqueeze(0), copy.deepcopy(w), ssl_type=opt.ssl_type)
          File "/share/castor/home/leh/projects/MTPSL/model/mapfns.py", line 36, in forward
             gamma = torch.mm(A_taskpair, self.gamma.t())
         RuntimeError: mat1 and mat2 shapes cannot be multiplied (1x2 and 6x64)
         """, "Maintainer pushed a code fix. A code bug."),
    user("Tencent-Hunyuan/Hunyuan3D-2.1/issues/156", "Tencent-Hunyuan/Hunyuan3D-2.1", "runtime_error",
         "mat1 and mat2 shapes cannot be multiplied",
         r"""
           File "/data/weijiang/miniforge3/envs/hy3d-2_1/lib/python3.10/site-packages/torch/nn/modules/module.py", line 1747, in _call_impl
             return forward_call(*args, **kwargs)
           File "/data/weijiang/miniforge3/envs/hy3d-2_1/lib/python3.10/site-packages/torch/nn/modules/linear.py", line 125, in forward
             return F.linear(input, self.weight, self.bias)
         RuntimeError: mat1 and mat2 shapes cannot be multiplied (5480x1536 and 1024x2048)
         """, "Training config and conditioning encoder widths disagree. Recurs."),
    user("abhishekkrthakur/bert-sentiment/issues/6", "abhishekkrthakur/bert-sentiment", "runtime_error",
         "IndexError: index out of range in self",
         r"""
         File "C:\Users\thanisb\AppData\Local\Continuum\anaconda3\lib\site-packages\torch\nn\functional.py", line 1724, in embedding
             return torch.embedding(weight, input, padding_idx, scale_grad_by_freq, sparse)
         IndexError: index out of range in self
         [Finished in 33.4s with exit code 1]
         """, "Token ids beyond the embedding table (tokenizer/model mismatch or too-long input). Recurs."),
    user("DEEP-PolyU/KEQA_WSDM19/issues/26", "DEEP-PolyU/KEQA_WSDM19", "runtime_error", "IndexError: index out of range in self",
         r"""
         Traceback (most recent call last):
           File "test_main.py", line 115, in <module>
             dete_result, question_list = entity_predict(dataset_iter=test_iter)
           File "C:\Code\KEQA_WSDM19-master\entity_detection.py", line 39, in forward
             x = self.embed(text)
           File "C:\Users\DW\.conda\envs\pytorch\lib\site-packages\torch\nn\functional.py", line 2210, in embedding
             return torch.embedding(weight, input, padding_idx, scale_grad_by_freq, sparse)
         IndexError: index out of range in self
         """, "Vocabulary ids beyond the embedding size: a data/vocab mismatch. Recurs."),
    user("infinitylogesh/mutate/issues/2", "infinitylogesh/mutate", "runtime_error", "IndexError: index out of range in self",
         r"""
            2232     _no_grad_embedding_renorm_(weight, input, max_norm, norm_type)
         -> 2233 return torch.embedding(weight, input, padding_idx, scale_grad_by_freq, sparse)

         IndexError: index out of range in self
         """, "Prompt longer than the model's positions / ids outside the table. Recurs."),
    # --- CUDA OOM with DeepSpeed ---------------------------------------------------------------
    user("deepspeedai/DeepSpeedExamples/issues/279", "deepspeedai/DeepSpeedExamples", "cuda_oom",
         "OutOfMemoryError: CUDA out of memory. Tried to allocate 786.00 MiB",
         r"""
         OutOfMemoryError: CUDA out of memory. Tried to allocate 786.00 MiB (GPU 0; 39.56 GiB total capacity; 38.49 GiB already allocated; 96.56 MiB free; 38.78 GiB reserved in total by PyTorch) If reserved memory is allocated memory try setting max_split_size_mb to avoid fragmentation.  See documentation for Memory Management and PYTORCH_CUDA_ALLOC_CONF
         """, "Default batch size too large for one 40 GB A100; fixed by limiting the batch. Recurs."),
    user("deepseek-ai/DeepSeek-Coder/issues/78", "deepseek-ai/DeepSeek-Coder", "cuda_oom",
         "torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 3.50 GiB (GPU 3",
         r"""
         torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 3.50 GiB (GPU 3; 79.35 GiB total capacity; 77.08 GiB already allocated; 415.19 MiB free; 77.54 GiB reserved in total by PyTorch) If reserved memory is >> allocated memory try setting max_split_size_mb to avoid fragmentation.  See documentation for Memory Management and PYTORCH_CUDA_ALLOC_CONF
         """, "Full fine-tuning of a 33B model with ZeRO-3 OOMs; solved by changing batch/length/offload. Config."),
    user("deepspeedai/DeepSpeed/issues/2899", "deepspeedai/DeepSpeed", "cuda_oom",
         "gpu-q-13: torch.cuda.OutOfMemoryError",
         r"""
         gpu-q-13: ret = input.softmax(dim, dtype=dtype)
         gpu-q-13:     ret = input.softmax(dim, dtype=dtype)
         gpu-q-13: torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 896.00 MiB (GPU 2; 79.17 GiB total capacity; 76.68 GiB already allocated; 381.31 MiB free; 77.24 GiB reserved in total by PyTorch)
         """, "ZeRO-3 fine-tuning of a 30B model OOMs on every node count: the memory plan does not fit.",
         ),
    user("deepspeedai/DeepSpeed/issues/3869", "deepspeedai/DeepSpeed", "cuda_oom",
         "torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 978.00 MiB",
         r"""
         torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 978.00 MiB (GPU 0; 4.00 GiB total capacity; 1.68 GiB already allocated; 0 bytes free; 2.72 GiB reserved in total by PyTorch) If reserved memory is >> allocated memory try setting max_split_size_mb to avoid fragmentation.  See documentation for Memory Management and PYTORCH_CUDA_ALLOC_CONF
         [2023-07-04 17:31:27,755] [INFO] [launch.py:315:sigkill_handler] Killing subprocess 953850
         [2023-07-04 17:31:27,755] [ERROR] [launch.py:321:sigkill_handler] ['/home/pc/miniconda3/envs/Transformers/bin/python3.11', '-u', 'bloom-inference-scripts/bloom-ds-zero-inference.py', '--local_rank=0', '--name', 'bigscience/mt0-xl', '--batch_size', '8', '--cpu_offload', '--benchmark'] exits with return code = 1
         """, "CPU offload was not taking effect (fixed by a DeepSpeed PR) and a 4 GB GPU OOMs. Recurs on that version.",
         tag="offload"),
    user("deepspeedai/DeepSpeed/issues/3208", "deepspeedai/DeepSpeed", "cuda_oom",
         "RuntimeError: CUDA out of memory. Tried to allocate 256.00 MiB",
         r"""
         RuntimeError: CUDA out of memory. Tried to allocate 256.00 MiB (GPU 0; 14.56 GiB total capacity; 13.30 GiB already allocated; 230.50 MiB free; 13.65 GiB reserved in total by PyTorch) If reserved memory is >> allocated memory try setting max_split_size_mb to avoid fragmentation.  See documentation for Memory Management and PYTORCH_CUDA_ALLOC_CONF
         """, "Maintainer: a 1.3B model with Adam needs ~18 GB; this GPU has 14 GB. Recurs."),
    user("huggingface/peft/issues/1703", "huggingface/peft", "cuda_oom", "torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 3.92 GiB",
         r"""
           File "/opt/conda/lib/python3.10/site-packages/torch/_tensor_str.py", line 331, in _tensor_str
             self = self.float()
         torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 3.92 GiB. GPU 1 has a total capacity of 39.39 GiB of which 2.00 MiB is free. Process 112077 has 39.38 GiB memory in use. Of the allocated memory 37.36 GiB is allocated by PyTorch, and 76.66 MiB is reserved by PyTorch but unallocated. If reserved but unallocated memory is large try setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  See documentation for Memory Management  (https://pytorch.org/docs/stable/notes/cuda.html#environment-variables)
         """, "QLoRA + ZeRO on 4x40 GB for a 70B model runs out of GPU memory. Config; recurs."),
]
