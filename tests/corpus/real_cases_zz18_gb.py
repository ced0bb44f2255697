# ruff: noqa
"""Real excerpts, batch ZZ18-GB: development-fold everyday failures of fine-tuning and inference
jobs on GPUs, as users paste them into issue threads: DataLoader workers killed, CUDA out of memory
during LoRA/QLoRA fine-tuning, tokenizers that cannot be loaded, checkpoints whose shapes do not
match the model (resumed runs, a 13B checkpoint in a 7B config, a checkpoint of another size), a
full temp volume when safetensors serialises a model, read timeouts from the Hugging Face Hub's CDN,
builds without kernels for the GPU, flash-attn extensions built against another PyTorch (undefined
symbols), cuBLAS execution failures, a dataset build that fails, a bare `Killed` while loading
checkpoint shards, and segmentation faults in inference servers. Gathered with the `search` tool
(issues corpus; the pages corpus was tried for segfaults and device-side asserts but returned only
tutorial and blog pages without a user's own log) from repositories whose `fold_of(repo)` is "dev",
new to the corpus or already in it, with source URLs not used before. Cases were taken as the
searches returned them, not picked for what crashcart can do; nobody ran crashcart on them before
they were labelled. Log lines are verbatim as printed in each thread's excerpt (trimmed to the
relevant part; markdown list, quote and code markers removed); each label comes from what the
thread concluded where the excerpt read shows a conclusion, and otherwise from the log, which the
notes say."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    # --- DataLoader workers killed ---------------------------------------------------------------
    real(
        GH + "hezhangsprinter/DCPDN/issues/12",
        "hezhangsprinter/DCPDN",
        "dataloader_killed",
        "user_code",
        USER,
        "RuntimeError: DataLoader worker (pid 19597) is killed by signal: Killed.",
        r"""
        Traceback (most recent call last):
          File "train.py", line 210, in <module>
            val_target_cpu, val_input_cpu = val_target_cpu.float().cuda(), val_input_cpu.float().cuda()
          File "/home/littlemonster/anaconda3/envs/pic/lib/python2.7/site-packages/torch/_utils.py", line 69, in _cuda
            return new_type(self.size()).copy_(self, async)
          File "/home/littlemonster/anaconda3/envs/pic/lib/python2.7/site-packages/torch/utils/data/dataloader.py", line 175, in handler
            _error_if_any_worker_fails()
        RuntimeError: DataLoader worker (pid 19597) is killed by signal: Killed.
        """,
        "Training the DCPDN dehazing network on a machine with 16 GB of RAM and an 8 GB GPU: a "
        "DataLoader worker is SIGKILLed (the host runs out of memory for the workers). Two users "
        "report the same; setting the number of workers to 0 made it work ('It worked thanks!!'). "
        "A data-loading configuration that fails again on a rerun until the workers (or their "
        "memory) are reduced.",
    ),
    real(
        GH + "alibaba/Pai-Megatron-Patch/issues/583",
        "alibaba/Pai-Megatron-Patch",
        "dataloader_killed",
        "user_code",
        USER,
        "[rank0]: RuntimeError: DataLoader worker (pid 9382) is killed by signal: Killed.",
        r"""
        Setting rerun_state_machine.current_iteration to 0...
        [before the start of training step] datetime: 2025-05-06 12:45:42
        [rank0]: Traceback (most recent call last):
        [rank0]:   File "/usr/local/lib/python3.10/dist-packages/torch/utils/data/dataloader.py", line 1130, in _try_get_data
        [rank0]:     data = self._data_queue.get(timeout=timeout)
        [rank0]:   File "/usr/lib/python3.10/queue.py", line 180, in get
        [rank0]:     self.not_empty.wait(remaining)
        [rank0]:   File "/usr/lib/python3.10/threading.py", line 324, in wait
        [rank0]:     gotit = waiter.acquire(True, timeout)
        [rank0]:   File "/usr/local/lib/python3.10/dist-packages/torch/utils/data/_utils/signal_handling.py", line 66, in handler
        [rank0]:     _error_if_any_worker_fails()
        [rank0]: RuntimeError: DataLoader worker (pid 9382) is killed by signal: Killed.

        [rank0]: The above exception was the direct cause of the following exception:

        [rank0]: Traceback (most recent call last):
        """,
        "SFT of Qwen3-30B-A3B with the Megatron-Core example of Pai-Megatron-Patch on 8 x A800: a "
        "DataLoader worker of rank 0 is SIGKILLed right before the first training step. The issue "
        "is closed, but the excerpt read shows no maintainer diagnosis; labelled from the log: a "
        "killed DataLoader worker (host memory for the workers) recurs with the same data and "
        "worker settings.",
    ),
    # --- CUDA out of memory during fine-tuning and inference -----------------------------------
    real(
        GH + "liucongg/ChatGLM-Finetuning/issues/23",
        "liucongg/ChatGLM-Finetuning",
        "cuda_oom",
        "user_code",
        USER,
        "torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 144.00 MiB",
        r"""
        torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 144.00 MiB (GPU 0; 31.75 GiB total capacity; 30.26 GiB already allocated; 68.69 MiB free; 30.33 GiB reserved in total by PyTorch) If reserved memory is >> allocated memory try setting max_split_size_mb to avoid fragmentation.  See documentation for Memory Management and PYTORCH_CUDA_ALLOC_CONF
        """,
        "finetuning_lora.py of ChatGLM-Finetuning on a 32 GB V100 (the freeze and P-tuning scripts "
        "fit): CUDA OOM. The maintainer's answer: lower the maximum sequence length. A memory "
        "configuration that fails the same way on every rerun.",
    ),
    real(
        GH + "haotian-liu/LLaVA/issues/1152",
        "haotian-liu/LLaVA",
        "cuda_oom",
        "user_code",
        USER,
        "torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 284.00 MiB",
        r"""
        torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 284.00 MiB (GPU 0; 31.75 GiB total capacity; 27.12 GiB already allocated; 99.50 MiB free; 30.44 GiB reserved in total by PyTorch) If reserved memory is >> allocated memory try setting max_split_size_mb to avoid fragmentation.  See documentation for Memory Management and PYTORCH_CUDA_ALLOC_CONF
         10%|███████████████████▌
        """,
        "LLaVA's finetune_lora.sh on 32 GB GPUs runs with one epoch but runs out of GPU memory at "
        "10 % with ten epochs. The thread is open with no answer in the excerpt read; labelled from "
        "the log: a CUDA OOM of the training configuration, which recurs on a rerun.",
    ),
    real(
        GH + "lm-sys/FastChat/issues/2701",
        "lm-sys/FastChat",
        "cuda_oom",
        "user_code",
        USER,
        "OutOfMemoryError: CUDA out of memory. Tried to allocate 1.25 GiB",
        r"""
        OutOfMemoryError: CUDA out of memory. Tried to allocate 1.25 GiB (GPU 1; 79.10 GiB total capacity; 76.13 GiB
        already allocated; 290.12 MiB free; 77.47 GiB reserved in total by PyTorch) If reserved memory is >> allocated
        memory try setting max_split_size_mb to avoid fragmentation.  See documentation for Memory Management and
        PYTORCH_CUDA_ALLOC_CONF
        """,
        "QLoRA fine-tuning of Vicuna-13B-v1.5 with FastChat on 80 GB GPUs runs out of GPU memory "
        "(the message wrapped over four lines as the console printed it). The thread is open with "
        "no conclusion in the excerpt read; labelled from the log: CUDA OOM of this configuration, "
        "which recurs until batch size, sequence length or sharding change.",
    ),
    real(
        GH + "huggingface/lora-fast/issues/1",
        "huggingface/lora-fast",
        "cuda_oom",
        "user_code",
        USER,
        "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 90.00 MiB.",
        r"""
          File "/home/name/anaconda3/envs/peft/lib/python3.12/site-packages/torch/nn/modules/module.py", line 942, in _apply
            param_applied = fn(param)
                            ^^^^^^^^^
          File "/home/name/anaconda3/envs/peft/lib/python3.12/site-packages/torch/nn/modules/module.py", line 1341, in convert
            return t.to(
                   ^^^^^
        torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 90.00 MiB. GPU 0 has a total capacity of 23.55 GiB of which 45.75 MiB is free. Including non-PyTorch memory, this process has 23.48 GiB memory in use. Of the allocated memory 22.72 GiB is allocated by PyTorch, and 257.71 MiB is reserved by PyTorch but unallocated. If reserved but unallocated memory is large try setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  See documentation for Memory Management  (https://pytorch.org/docs/stable/notes/cuda.html#environment-variables)


        args=Namespace(ckpt_id='black-forest-labs/FLUX.1-dev', seed=0, disable_fa3=True, disable_fp8=True, disable_compile=True, disable_recompile_error=True, disable_hotswap=False, quantize_t5=True, offload=True, max_rank=128, out_dir=PosixPath('no_fa3_fp8_compile'))
        Loading checkpoint shards: 100%|██████████| 3/3 [00:00<00:00, 87.39it/s]
        """,
        "A maintainer's results of the lora-fast FLUX.1-dev LoRA inference benchmark on a 24 GB "
        "RTX 4090: one configuration runs out of GPU memory while the model is moved to the GPU "
        "(`t.to(...)`), the next configuration's arguments follow. Labelled from the log: the model "
        "does not fit this GPU in that configuration, which recurs on every run.",
    ),
    # --- tokenizer and model loading ----------------------------------------------------------
    real(
        GH + "jy0205/Pyramid-Flow/issues/42",
        "jy0205/Pyramid-Flow",
        "model_loading_error",
        "user_code",
        USER,
        "OSError: Can't load tokenizer for '/home/zzz/ai/software/Pyramid-Flow/pyramid_flow_model/tokenizer'.",
        r"""
        $ python app.py
        Model directory '/home/zzz/ai/software/Pyramid-Flow/pyramid_flow_model' already exists. Skipping download.
        using half precision
        Using temporal causal attention
        We interp the position embedding of condition latents
        Traceback (most recent call last):
          File "app.py", line 47, in <module>
            model = PyramidDiTForVideoGeneration(
          File "/home/zzz/ai/software/Pyramid-Flow/pyramid_dit/pyramid_dit_for_video_gen_pipeline.py", line 99, in __init__
            self.text_encoder = SD3TextEncoderWithMask(model_path, torch_dtype=torch_dtype)
          File "/home/zzz/ai/software/Pyramid-Flow/pyramid_dit/modeling_text_encoder.py", line 19, in __init__
            self.tokenizer = CLIPTokenizer.from_pretrained(os.path.join(model_path, 'tokenizer'))
          File "/home/zzz/ai/software/miniconda3/envs/pyramid/lib/python3.8/site-packages/transformers/tokenization_utils_base.py", line 2070, in from_pretrained
            raise EnvironmentError(
        OSError: Can't load tokenizer for '/home/zzz/ai/software/Pyramid-Flow/pyramid_flow_model/tokenizer'. If you were trying to load it from 'https://huggingface.co/models', make sure you don't have a local directory with the same name. Otherwise, make sure '/home/zzz/ai/software/Pyramid-Flow/pyramid_flow_model/tokenizer' is the correct path to a directory containing all relevant files for a CLIPTokenizer
        """,
        "Pyramid-Flow's app.py skips the download because the model directory exists, then cannot "
        "load the CLIP tokenizer from its `tokenizer` subdirectory. The issue is closed; the excerpt "
        "read shows no answer. Labelled from the log: the local model directory lacks the tokenizer "
        "files (incomplete download or wrong layout), which fails identically until it is fixed.",
    ),
    real(
        GH + "mdswyz/DMD/issues/16",
        "mdswyz/DMD",
        "model_loading_error",
        "user_code",
        USER,
        "OSError: Can't load tokenizer for 'bert-base-uncased'.",
        r"""
        OSError: Can't load tokenizer for 'bert-base-uncased'. If you were trying to load it from 'https://huggingface.co/models', make sure you don't have a local directory with the same name. Otherwise, make sure 'bert-base-uncased' is the correct path to a directory containing all relevant files for a BertTokenizer tokenizer.
        """,
        "Running DMD's train.py and test.py: the BERT tokenizer cannot be loaded (a later comment "
        "asks how to solve it; no answer in the excerpt read). Labelled from the log: the tokenizer "
        "is neither reachable on the Hub from this machine nor present locally under that name, a "
        "setup problem that recurs on every run.",
    ),
    real(
        GH + "lm-sys/FastChat/issues/575",
        "lm-sys/FastChat",
        "model_loading_error",
        "user_code",
        USER,
        "RuntimeError: Error(s) in loading state_dict for LlamaForCausalLM:",
        r"""
        Traceback (most recent call last):
          File "/data/app/FastChat/fastChat/train/train.py", line 335, in <module>
            train()
          File "/data/app/FastChat/fastChat/train/train.py", line 328, in train
            trainer.train(resume_from_checkpoint=True)
          File "/data/app/install/transformers/src/transformers/trainer.py", line 1651, in train
            self._load_from_checkpoint(resume_from_checkpoint)
          File "/data/app/install/transformers/src/transformers/trainer.py", line 2159, in _load_from_checkpoint
            load_result = model.load_state_dict(state_dict, False)
          File "/usr/local/lib/python3.10/dist-packages/torch/nn/modules/module.py", line 2041, in load_state_dict
            raise RuntimeError('Error(s) in loading state_dict for {}:\n\t{}'.format(
        RuntimeError: Error(s) in loading state_dict for LlamaForCausalLM:
        	size mismatch for model.embed_tokens.weight: copying a param with shape torch.Size([32001, 4096]) from checkpoint, the shape in current model is torch.Size([32000, 4096]).
        	size mismatch for lm_head.weight: copying a param with shape torch.Size([32001, 4096]) from checkpoint, the shape in current model is torch.Size([32000, 4096]).
        ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: 1) local_rank: 0 (pid: 6660) of binary: /usr/bin/python3
        """,
        "Resuming FastChat's train.py from its own checkpoint (`resume_from_checkpoint=True`): the "
        "checkpoint's embedding and LM head have 32001 rows (a pad token added) while the freshly "
        "built model has 32000. Others report the same; no fix in the excerpt read. Labelled from "
        "the log: the checkpoint does not match the model as built, which fails identically on "
        "every resume.",
    ),
    real(
        GH + "XiPotatonium/pnr/issues/5",
        "XiPotatonium/pnr",
        "model_loading_error",
        "user_code",
        USER,
        "RuntimeError: Error(s) in loading state_dict for MultiScaleSSN:",
        r"""
        RuntimeError: Error(s) in loading state_dict for MultiScaleSSN:
                size mismatch for word2vec_ebd.weight: copying a param with shape torch.Size([12112, 100]) from checkpoint, the shape in current model is torch.Size([7, 100]).
                size mismatch for lstm.weight_ih_l0: copying a param with shape torch.Size([2048, 1249]) from checkpoint, the shape in current model is torch.Size([2048, 1224]).
                size mismatch for lstm.weight_ih_l0_reverse: copying a param with shape torch.Size([2048, 1249]) from checkpoint, the shape in current model is torch.Size([2048, 1224]).
                size mismatch for classifier.classifier.weight: copying a param with shape torch.Size([8, 1024]) from checkpoint, the shape in current model is torch.Size([5, 1024]).
                size mismatch for classifier.classifier.bias: copying a param with shape torch.Size([8]) from checkpoint, the shape in current model is torch.Size([5]).
        """,
        "Loading the released fine-tuned ACE04 model of PnR: vocabulary, LSTM input and classifier "
        "shapes differ from the model built by the user's configuration. The issue is closed; the "
        "excerpt read shows no answer. Labelled from the log: checkpoint and configuration (data "
        "vocabulary, label set) do not match, which recurs on every load.",
    ),
    real(
        GH + "Lightning-AI/litgpt/issues/157",
        "Lightning-AI/litgpt",
        "model_loading_error",
        "user_code",
        USER,
        "RuntimeError: Error(s) in loading state_dict for Parrot:",
        r"""
        File "finetune/lora.py", line 106, in main
            model.load_state_dict(checkpoint, strict=False)
          File ".local/lib/python3.10/site-packages/torch/nn/modules/module.py", line 2056, in load_state_dict
            raise RuntimeError('Error(s) in loading state_dict for {}:\n\t{}'.format(
        RuntimeError: Error(s) in loading state_dict for Parrot:

        size mismatch for lm_head.weight: copying a param with shape torch.Size([50688, 4096]) from checkpoint, the shape in current model is torch.Size([0]).

        size mismatch for transformer.wte.weight: copying a param with shape torch.Size([50688, 4096]) from checkpoint, the shape in current model is torch.Size([0]).

        size mismatch for transformer.h.0.norm_1.weight: copying a param with shape torch.Size([4096]) from checkpoint, the shape in current model is torch.Size([0]).
        """,
        "lit-gpt's finetune/lora.py (and the adapter script) with stablelm-base-alpha-3b and "
        "falcon: every parameter of the model being loaded has shape [0] while generate/base.py "
        "loads the same checkpoint fine. Labelled 'question'; the maintainer's reply is cut off in "
        "the excerpt read. Labelled from the log: the fine-tuning script builds the model in a way "
        "the checkpoint cannot be loaded into, which fails the same way on every start.",
    ),
    real(
        GH + "deepspeedai/DeepSpeed/issues/5570",
        "deepspeedai/DeepSpeed",
        "model_loading_error",
        "user_code",
        USER,
        "size mismatch for model.layers.18.post_attention_layernorm.weight",
        r"""
        [rank1]:        size mismatch for model.layers.18.post_attention_layernorm.weight: copying a param with shape torch.Size([1024]) from checkpoint, the shape in current model is torch.Size([4096]).
        [rank1]:        size mismatch for model.layers.19.self_attn.q_proj.weight: copying a param with shape torch.Size([1024, 1024]) from checkpoint, the shape in current model is torch.Size([4096, 4096]).
        [rank1]:        size mismatch for model.layers.19.self_attn.q_proj.bias: copying a param with shape torch.Size([1024]) from checkpoint, the shape in current model is torch.Size([4096]).
        [rank1]:        size mismatch for model.layers.19.self_attn.k_proj.weight: copying a param with shape torch.Size([1024, 1024]) from checkpoint, the shape in current model is torch.Size([4096, 4096]).
        [rank1]:        size mismatch for model.layers.19.self_attn.k_proj.bias: copying a param with shape torch.Size([1024]) from checkpoint, the shape in current model is torch.Size([4096]).
        [rank1]:        size mismatch for model.layers.19.self_attn.v_proj.weight: copying a param with shape torch.Size([1024, 1024]) from checkpoint, the shape in current model is torch.Size([4096, 4096]).
        """,
        "A DeepSpeed training run fails loading a state dict (the issue title: 'RuntimeError: "
        "Error(s) in loading state_dict'): every layer of the checkpoint has hidden size 1024 "
        "where the model has 4096. The issue is open with no conclusion in the excerpt read. "
        "Labelled from the log: a checkpoint of another model size is loaded into this model, "
        "which recurs on every start.",
    ),
    real(
        GH + "Lightning-AI/lit-llama/issues/156",
        "Lightning-AI/lit-llama",
        "model_loading_error",
        "user_code",
        USER,
        "RuntimeError: Error(s) in loading state_dict for LLaMA:",
        r"""
        (llama_env)[:~/llama/lit-llama]$ python generate_lora.py
        Loading model ...
        Traceback (most recent call last):
          File "/apps/home/suthomas/llama/lit-llama/generate_lora.py", line 164, in <module>
            main(prompt="Task: SENTENCE EXPRESSION",
          File "/apps/home/suthomas/llama/lit-llama/generate_lora.py", line 86, in main
            model.load_state_dict(pretrained_checkpoint, strict=False)
          File "/home/suthomas/llama/llama_env_2/lib/python3.10/site-packages/torch/nn/modules/module.py", line 2041, in load_state_dict
            raise RuntimeError('Error(s) in loading state_dict for {}:\n\t{}'.format(
        RuntimeError: Error(s) in loading state_dict for LLaMA:
                size mismatch for lm_head.weight: copying a param with shape torch.Size([32000, 5120]) from checkpoint, the shape in current model is torch.Size([32000, 4096]).
                size mismatch for transformer.wte.weight: copying a param with shape torch.Size([32000, 5120]) from checkpoint, the shape in current model is torch.Size([32000, 4096]).
                size mismatch for transformer.h.0.rms_1.scale: copying a param with shape torch.Size([5120]) from checkpoint, the shape in current model is torch.Size([4096]).
        """,
        "lit-llama's generate_lora.py after a LoRA fine-tune: the pretrained checkpoint has width "
        "5120 (a 13B model) while the model built by the script has 4096 (the 7B configuration). "
        "No answer in the excerpt read; labelled from the log: the checkpoint and the model size "
        "chosen do not match, which recurs until the right size is passed.",
    ),
    # --- disk full --------------------------------------------------------------------------
    real(
        GH + "lum3on/ComfyUI-ModelQuantizer/issues/4",
        "lum3on/ComfyUI-ModelQuantizer",
        "storage_error",
        "storage",
        USER,
        "safetensors_rust.SafetensorError: Error while serializing",
        r"""
        DEBUG: Starting GGUF Image Quantization Node...
        DEBUG: Attempting llama.cpp environment setup...
        ✅ llama.cpp environment setup successful.
        ✅ Extracted UNET state_dict from model.model
        Using derived base name for output files: 'piped_unet_model'
        ❌ Error during UNET state_dict extraction or saving: Error while serializing: IoError(Os { code: 28, kind: StorageFull, message: "No space left on device" })
        Traceback (most recent call last):
          File "/data/app/custom_nodes/ComfyUI-ModelQuantizer/gguf_quantizer_node.py", line 695, in quantize_diffusion_model
            save_file(unet_state_dict, temp_model_input_path)
          File "/data/miniconda3/pkgs/comfyui/lib/python3.12/site-packages/safetensors/torch.py", line 286, in save_file
            serialize_file(_flatten(tensors), filename, metadata=metadata)
        safetensors_rust.SafetensorError: Error while serializing: IoError(Os { code: 28, kind: StorageFull, message: "No space left on device" })
        """,
        "The model quantizer node writes the UNET's state dict to a temporary file before "
        "quantising it; on the user's cloud instance the temp directory sits on a volume without "
        "the allocated space (more than 100 GB are free elsewhere), so safetensors fails with "
        "ENOSPC. The user asks for a way to point the temp stage at another path. A full volume "
        "that fails again on a rerun until the path or the space changes.",
    ),
    # --- downloads from the Hugging Face Hub ---------------------------------------------------
    real(
        GH + "huggingface/huggingface_hub/issues/2568",
        "huggingface/huggingface_hub",
        "model_loading_error",
        "transient",
        RESTART,
        "ReadTimeout: (ReadTimeoutError(\"HTTPSConnectionPool(host='cdn-lfs-us-1.hf.co', port=443): Read timed out.",
        r"""
        ReadTimeout: (ReadTimeoutError("HTTPSConnectionPool(host='cdn-lfs-us-1.hf.co', port=443): Read timed out. (read timeout=10)"), '(Request ID: 835293f3-08b9-4ec4-bbf1-4f9d8c1eaf61)')
        """,
        "AutoTokenizer.from_pretrained for defog/sqlcoder-70b-alpha in a Databricks notebook: a "
        "read timeout from the Hub's LFS CDN, an error the user says never happened before (Llama "
        "works). The issue is closed; the excerpt read shows no diagnosis. Labelled from the log: a "
        "timeout reading from the Hub's CDN, which a retry normally gets past.",
    ),
    real(
        GH + "huggingface/huggingface_hub/issues/1718",
        "huggingface/huggingface_hub",
        "model_loading_error",
        "transient",
        RESTART,
        "requests.exceptions.ConnectionError: HTTPSConnectionPool(host='cdn-lfs.huggingface.co', port=443): Read timed out.",
        r"""
        requests.exceptions.ConnectionError: HTTPSConnectionPool(host='cdn-lfs.huggingface.co', port=443): Read timed out.
        """,
        "Downloading open_clip_pytorch_model.bin of laion/CLIP-ViT-H-14 fails every time with this "
        "error (the reporter quotes it as the issue title). The maintainer: most likely a small "
        "network outage during the download; use hf_hub_download with resume_download=True so a "
        "retry resumes. A transient download failure: restart (resuming the download).",
    ),
    # --- CUDA errors and version mismatches ----------------------------------------------------
    real(
        GH + "raja-kumar/dense-face-alignment/issues/1",
        "raja-kumar/dense-face-alignment",
        "cuda_error",
        "user_code",
        USER,
        "RuntimeError: CUDA error: no kernel image is available for execution on the device",
        r"""
        RuntimeError: CUDA error: no kernel image is available for execution on the device
        """,
        "Running the dense face alignment code; the maintainer asks for the environment and no "
        "conclusion follows. Labelled from the log: the PyTorch (or extension) build has no kernels "
        "for this GPU's architecture, a version/build mismatch that fails identically on a rerun.",
    ),
    real(
        GH + "ufal/perin/issues/17",
        "ufal/perin",
        "cuda_error",
        "user_code",
        USER,
        "RuntimeError: CUDA error: CUBLAS_STATUS_EXECUTION_FAILED when calling `cublasSgemmStridedBatched(",
        r"""
        RuntimeError: CUDA error: CUBLAS_STATUS_EXECUTION_FAILED when calling `cublasSgemmStridedBatched( handle, opa, opb, m, n, k, &alpha, a, lda, stridea, b, ldb, strideb, &beta, c, ldc, stridec, num_batches)`
        """,
        "Running PERIN's inference code fails in a batched cuBLAS GEMM. The reporter's conclusion a "
        "day later: 'apparently it was a matter of pytorch version'. A version mismatch of the "
        "environment that recurs until PyTorch is changed.",
    ),
    real(
        GH + "deepspeedai/DeepSpeed/issues/294",
        "deepspeedai/DeepSpeed",
        "cuda_error",
        "unknown",
        HUMAN,
        "[1,290]<stderr>:!!!! kernel execution error.",
        r"""
        Iteration:  31%|███▏      | 490/1559 [04:34<07:11,  2.48it/s][1,0]<stdout>:bing_bert_progress: step=3599, loss=1.77734375, lr=0.003918867386312817, sample_count=235864064, step_time=0.3878452777862549
        Iteration:  31%|███▏      | 491/1559 [04:35<07:28,  2.38it/s][1,290]<stderr>:!!!! kernel execution error.
        [1,290]<stderr>:!!!! kernel execution error.
        [1,290]<stderr>:!!!! kernel execution error.
        [1,290]<stderr>:!!!! kernel execution error.
        [1,290]<stderr>:!!!! kernel execution error.
        [1,290]<stderr>:!!!! kernel execution error.
        """,
        "BingBertSquad/BERT pre-training with DeepSpeed's transformer kernel under mpirun: after a "
        "few thousand iterations rank 290 prints DeepSpeed's cuBLAS 'kernel execution error' over "
        "and over (the thread is about CUBLAS_STATUS_EXECUTION_FAILED in cublasGemmEx). The "
        "maintainer could not explain the cuBLAS failure and listed a missing local_rank, fp16 "
        "parameters with fp32 inputs, or the hardware, suggesting another GPU to rule it out. No "
        "hardware line in the log and no conclusion: ambiguous.",
        culprit={"nodes": [], "ranks": [290]},
        ambiguous=True,
    ),
    real(
        GH + "Dao-AILab/flash-attention/issues/867",
        "Dao-AILab/flash-attention",
        "import_error",
        "user_code",
        USER,
        "flash_attn_2_cuda.cpython-310-x86_64-linux-gnu.so: undefined symbol:",
        r"""
        RuntimeError: Failed to import transformers.models.mistral.modeling_mistral because of the following error (look up to see its traceback):
        /.local/lib/python3.10/site-packages/flash_attn_2_cuda.cpython-310-x86_64-linux-gnu.so: undefined symbol: _ZN2at4_ops15sum_IntList_out4callERKNS_6TensorEN3c1016OptionalArrayRefIlEEbSt8optionalINS5_10ScalarTypeEERS2_

        Traceback (most recent call last):
          File "/home/mdabdullah-_al-asad/.local/lib/python3.10/site-packages/transformers/utils/import_utils.py", line 1390, in _get_module
            return importlib.import_module("." + module_name, self.__name__)
          File "/usr/lib/python3.10/importlib/__init__.py", line 126, in import_module
            return _bootstrap._gcd_import(name[level:], package, level)
        """,
        "Loading a Mistral model with flash-attention 2 (CUDA 12.2, torch 2.1.2): the flash-attn "
        "extension was built against another PyTorch and misses an ATen symbol, so transformers "
        "cannot import the model module. The same undefined-symbol failure is reported many times "
        "in the thread; it goes away with a flash-attn build matching the installed torch. A "
        "version mismatch of the environment that recurs on every start.",
    ),
    real(
        GH + "Dao-AILab/flash-attention/issues/723",
        "Dao-AILab/flash-attention",
        "import_error",
        "user_code",
        USER,
        "ImportError: /usr/local/lib/python3.8/dist-packages/flash_attn_2_cuda.cpython-38-x86_64-linux-gnu.so: undefined symbol:",
        r"""
        ImportError: /usr/local/lib/python3.8/dist-packages/flash_attn_2_cuda.cpython-38-x86_64-linux-gnu.so: undefined symbol: _ZN3c104cuda9SetDeviceEi
        """,
        "A user in the 'Undefined symbol' thread of flash-attention, on torch 2.1.0 + CUDA 12.1: "
        "importing flash_attn_2_cuda fails on a c10 symbol missing from the installed PyTorch. "
        "Others in the thread report other symbols with other torch versions. A binary built "
        "against another PyTorch: a version mismatch that recurs until a matching build is "
        "installed.",
    ),
    # --- dataset build ------------------------------------------------------------------------
    real(
        GH + "BeyonderXX/InstructUIE/issues/16",
        "BeyonderXX/InstructUIE",
        "dataset_loading_error",
        "user_code",
        USER,
        "DatasetGenerationError: An error occurred while generating the dataset",
        r"""
        DatasetGenerationError: An error occurred while generating the dataset
        """,
        "Training InstructUIE: the Hugging Face datasets builder fails to generate the dataset. The "
        "issue is closed with no answer in the excerpt read; labelled from the log: the dataset "
        "files do not build (format or path), which fails again on a rerun.",
    ),
    # --- host memory --------------------------------------------------------------------------
    real(
        GH + "PKU-YuanGroup/Video-LLaVA/issues/13",
        "PKU-YuanGroup/Video-LLaVA",
        "host_oom",
        "unknown",
        HUMAN,
        "Loading checkpoint shards:   0%|",
        r"""
        Loading checkpoint shards:   0%|                                                                                                                              | 0/2 [00:00<?, ?it/s]Killed
        """,
        "Video-LLaVA's inference process is killed while loading the first checkpoint shard. The "
        "maintainer's guess: killed for insufficient system memory. The log holds only the shell's "
        "'Killed', no kernel or cgroup OOM record, so by the corpus rules a bare SIGKILL is "
        "ambiguous; the notes record the maintainer's guess of host OOM.",
        ambiguous=True,
    ),
    # --- segmentation faults ------------------------------------------------------------------
    real(
        GH + "vllm-project/vllm/issues/6252",
        "vllm-project/vllm",
        "other",
        "framework_bug",
        USER,
        "Fatal Python error: Segmentation fault",
        r"""
        Fatal Python error: Segmentation fault

        Current thread 0x00007fcf597eb640 (most recent call first):
          File "/usr/local/lib/python3.10/dist-packages/flashinfer/decode.py", line 514 in begin_forward
          File "/usr/local/lib/python3.10/dist-packages/vllm/attention/backends/flashinfer.py", line 149 in begin_forward
        """,
        "Serving gemma-2 with vLLM (FlashInfer attention backend): a commenter reproduces the "
        "segfault on demand, ten concurrent ~2000-token prompts: the first request completes, then "
        "the server segfaults in FlashInfer's decode begin_forward (not with ~1000 tokens). A "
        "reproducible crash of the attention backend on this model and request pattern: it recurs "
        "on a restart with the same traffic, so the action is to notify (change backend or "
        "version), not to restart.",
    ),
    real(
        GH + "vllm-project/vllm/issues/3053",
        "vllm-project/vllm",
        "other",
        "unknown",
        HUMAN,
        "Fatal Python error: Segmentation fault",
        r"""
        *** SIGSEGV received at time=1709021359 on cpu 44 ***
        PC: @     0x7f3c5f628350  (unknown)  (unknown)
            @     0x7f3c945c8630  (unknown)  (unknown)
            @     0x55b11321eaf0  1247139872  (unknown)
            @ ... and at least 2 more frames
        [2024-02-27 16:09:19,106 E 19394 19394] logging.cc:361: *** SIGSEGV received at time=1709021359 on cpu 44 ***
        [2024-02-27 16:09:19,108 E 19394 19394] logging.cc:361: PC: @     0x7f3c5f628350  (unknown)  (unknown)
        [2024-02-27 16:09:19,108 E 19394 19394] logging.cc:361:     @     0x7f3c945c8630  (unknown)  (unknown)
        [2024-02-27 16:09:19,110 E 19394 19394] logging.cc:361:     @     0x55b11321eaf0  1247139872  (unknown)
        [2024-02-27 16:09:19,110 E 19394 19394] logging.cc:361:     @ ... and at least 2 more frames
        Fatal Python error: Segmentation fault

        Stack (most recent call first):
          File "/root/.conda/envs/py39/lib/python3.9/site-packages/torch/cuda/graphs.py", line 77 in capture_begin
          File "/root/.conda/envs/py39/lib/python3.9/site-packages/torch/cuda/graphs.py", line 192 in __enter__
          File "/root/.conda/envs/py39/lib/python3.9/site-packages/vllm/worker/model_runner.py", line 782 in capture
          File "/root/.conda/envs/py39/lib/python3.9/site-packages/vllm/worker/model_runner.py", line 725 in capture_model
        """,
        "vLLM segfaults at startup while capturing CUDA graphs (torch.cuda.graphs capture_begin). "
        "The issue was closed as stale without a diagnosis. A segfault in native code with no "
        "cause in the log: ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "vllm-project/vllm/issues/6783",
        "vllm-project/vllm",
        "other",
        "unknown",
        HUMAN,
        "(RayWorkerWrapper pid=24036) Fatal Python error: Segmentation fault",
        r"""
        (RayWorkerWrapper pid=24036)     @     0x7f1bc25d8090   36407536  (unknown)
        (RayWorkerWrapper pid=24036)     @          0xabaf7f0         80  (unknown)
        (RayWorkerWrapper pid=24036)     @          0xabaf7f0  (unknown)  (unknown)
        (RayWorkerWrapper pid=24036) [2024-07-25 10:46:00,050 E 24036 24036] logging.cc:440: *** SIGSEGV received at time=1721904360 on cpu 140 ***
        (RayWorkerWrapper pid=24036) [2024-07-25 10:46:00,050 E 24036 24036] logging.cc:440: PC: @     0x7f17f832d44a  (unknown)  addProxyOpIfNeeded()
        (RayWorkerWrapper pid=24036) [2024-07-25 10:46:00,052 E 24036 24036] logging.cc:440:     @     0x7f1bc25d8090   36407536  (unknown)
        (RayWorkerWrapper pid=24036) [2024-07-25 10:46:00,054 E 24036 24036] logging.cc:440:     @          0xabaf7f0         80  (unknown)
        (RayWorkerWrapper pid=24036) [2024-07-25 10:46:00,057 E 24036 24036] logging.cc:440:     @          0xabaf7f0  (unknown)  (unknown)
        (RayWorkerWrapper pid=24036) Fatal Python error: Segmentation fault
        (RayWorkerWrapper pid=24036)
        (RayWorkerWrapper pid=24036) Stack (most recent call first):
        (RayWorkerWrapper pid=24036)   File "/usr/local/lib/python3.10/dist-packages/vllm/distributed/device_communicators/pynccl_wrapper.py", line 257 in ncclAllReduce
        """,
        "A tensor-parallel vLLM deployment on Ray: one worker segfaults inside NCCL "
        "(addProxyOpIfNeeded) during an all-reduce issued through vLLM's pynccl wrapper. Closed as "
        "stale with no diagnosis. A segfault in the communication library with no root cause in "
        "the log: ambiguous.",
        ambiguous=True,
    ),
    real(
        GH + "lllyasviel/IC-Light/issues/18",
        "lllyasviel/IC-Light",
        "other",
        "unknown",
        HUMAN,
        "Segmentation fault (core dumped)",
        r"""
        when i start to infer, it throw the error: Segmentation fault (core dumped)
        """,
        "IC-Light inference dies with a segfault as soon as it starts; another user reports the "
        "same and asks for a solution; the issue is closed without one in the excerpt read. A bare "
        "segfault (the reporter's sentence quoting it is the whole log): ambiguous.",
        ambiguous=True,
    ),
]
