# ruff: noqa
"""Real excerpts, batch ZZ12-GC: development-fold everyday failures of GPU training and inference
jobs outside the collective layer (CUDA and host out-of-memory, data loading and DataLoader workers,
checkpoint storage and disk quotas, Hugging Face Hub downloads, CUDA/driver/torch/extension version
mismatches, inference servers crashing on GPUs, compile and mixed-precision errors, Python
exceptions in training scripts), gathered from GitHub issue threads of repositories new to the
corpus whose `fold_of(repo)` is "dev", found with the `search` tool (issues corpus). Taken as the
searches returned them, not picked for what crashcart can do; nobody ran crashcart on them before
they were labelled. Verbatim log lines as printed in each thread (trimmed to the relevant part);
labelled from what each thread concluded, or from the log where it concluded nothing (the notes
say which)."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    # --- CUDA out of memory ----------------------------------------------------------------------
    real(
        GH + "OpenMOSE/RWKV5-LM-LoRA/issues/2",
        "OpenMOSE/RWKV5-LM-LoRA",
        "cuda_oom",
        "user_code",
        USER,
        "RuntimeError: RuntimeError: CUDA out of memory. Tried to allocate 112.00 MiB",
        r"""
            torch.autograd.backward(self, gradient, retain_graph, create_graph, inputs=inputs)
          File "/opt/conda/lib/python3.8/site-packages/torch/autograd/__init__.py", line 173, in backward
            Variable._execution_engine.run_backward(  # Calls into the C++ engine to run the backward pass
        RuntimeError: RuntimeError: CUDA out of memory. Tried to allocate 112.00 MiB (GPU 1; 79.15 GiB total capacity; 77.24 GiB already allocated; 73.69 MiB free; 77.82 GiB reserved in total by PyTorch) If reserved memory is >> allocated memory try setting max_split_size_mb to avoid fragmentation.  See documentation for Memory Management and PYTORCH_CUDA_ALLOC_CONF

        At:
          /opt/conda/lib/python3.8/site-packages/torch/nn/functional.py(1243): dropout
          /opt/conda/lib/python3.8/site-packages/torch/nn/modules/dropout.py(58): forward
          /opt/conda/lib/python3.8/site-packages/torch/nn/modules/module.py(1130): _call_impl
          /RWKV5-LM-LoRA/RWKV-v5/src/model.py(130): forward
          /opt/conda/lib/python3.8/site-packages/torch/nn/modules/module.py(1130): _call_impl
          /RWKV5-LM-LoRA/RWKV-v5/src/model.py(268): forward
        """,
        "LoRA fine-tuning of a 7B RWKV-5 with ctx_len 4096 under DeepSpeed stage 2 on two A100-80GB "
        "runs out of GPU memory in the backward pass right at step 0 (after an environment change). "
        "The thread was closed without a stated fix; the label rests on the log: a CUDA OOM from the "
        "job's own sizing that recurs on restart.",
    ),
    real(
        GH + "pengHTYX/PSHuman/issues/9",
        "pengHTYX/PSHuman",
        "cuda_oom",
        "user_code",
        USER,
        "torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 3.94 GiB.",
        r"""
        torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 3.94 GiB. GPU 0 has a total capacty of 23.64 GiB of which 3.88 GiB is free. Including non-PyTorch memory, this process has 19.76 GiB memory in use. Of the allocated memory 14.49 GiB is allocated by PyTorch, and 4.08 GiB is reserved by PyTorch but unallocated. If reserved but unallocated memory is large try setting max_split_size_mb to avoid fragmentation.  See documentation for Memory Management and PYTORCH_CUDA_ALLOC_CONF
        """,
        "The inference program of PSHuman on a 24 GB GPU asks for 3.94 GiB more than is free; a "
        "second user reports the same on a smaller GPU. No maintainer answer; the label rests on the "
        "log: the model does not fit the GPU as configured, so a restart fails the same way.",
    ),
    real(
        GH + "TianheWu/CoSeR/issues/10",
        "TianheWu/CoSeR",
        "cuda_oom",
        "user_code",
        USER,
        "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 80.00 GiB.",
        r"""
        torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 80.00 GiB. GPU 0 has a total capacity of 39.50 GiB of which 25.24 GiB is free. Including non-PyTorch memory, this process has 14.25 GiB memory in use. Of the allocated memory 12.87 GiB is allocated by PyTorch, and 912.01 MiB is reserved by PyTorch but unallocated. If reserved but unallocated memory is large try setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  See documentation for Memory Management  (https://pytorch.org/docs/stable/notes/cuda.html#environment-variables)
        """,
        "Inference of CoSeR on one A100-40GB tries to allocate a single 80 GiB tensor (twice the "
        "card). No answer in the thread; the label rests on the log: an allocation the job's inputs "
        "and settings make impossible on this GPU, recurring on every restart.",
    ),
    real(
        GH + "apache/beam/issues/22811",
        "apache/beam",
        "cuda_oom",
        "framework_bug",
        USER,
        "CUDA out of memory. Tried to allocate 16.00 MiB",
        r"""
        CUDA out of memory. Tried to allocate 16.00 MiB (GPU 0; 39.59 GiB total capacity; 666.60 MiB already allocated; 13.19 MiB free; 682.00 MiB reserved in total by PyTorch) If reserved memory is >> allocated memory try setting max_split_size_mb to avoid fragmentation.  See documentation for Memory Management and PYTORCH_CUDA_ALLOC_CONF.
        """,
        "Beam's PyTorch RunInference ran out of GPU memory; the reporter (a Beam developer) traced it "
        "to inference running without a torch.no_grad() context and fixed it in the framework. A "
        "framework defect that recurs until the code changes; no restart helps.",
    ),
    real(
        GH + "phamquiluan/ResidualMaskingNetwork/issues/15",
        "phamquiluan/ResidualMaskingNetwork",
        "cuda_oom",
        "user_code",
        USER,
        "RuntimeError: CUDA out of memory. Tried to allocate 36.00 MiB",
        r"""
        RuntimeError: CUDA out of memory. Tried to allocate 36.00 MiB (GPU 0; 10.76 GiB total capacity; 996.23 MiB already allocated; 8.81 MiB free; 1010.00 MiB reserved in total by PyTorch)
        """,
        "python ssd_infer.py fails with a CUDA OOM although the process itself holds only ~1 GiB of a "
        "10.76 GiB card. The maintainer's answer: other programs are consuming the GPU's memory. "
        "Something else on the user's GPU; the job must be run where the memory is free (notify the "
        "user, no blind restart).",
    ),
    # --- downloads ---------------------------------------------------------------------------------
    real(
        GH + "shubham-goel/4D-Humans/issues/76",
        "shubham-goel/4D-Humans",
        "connection_error",
        "transient",
        RESTART,
        "ERROR 429: Too Many Requests.",
        r"""
        HTTP request sent, awaiting response... 429 Too Many Requests
        2023-12-06 14:23:35 ERROR 429: Too Many Requests.
        """,
        "Downloading the 4D-Humans training data fails with HTTP 429. The maintainer: the server "
        "limits how many times the data can be fetched in a time frame; the link works again later. "
        "Rate limiting, transient: retry later.",
    ),
    # --- Hub access / environment ------------------------------------------------------------------
    real(
        GH + "kyegomez/NeoSapiens/issues/3",
        "kyegomez/NeoSapiens",
        "model_loading_error",
        "user_code",
        USER,
        "huggingface_hub.utils._errors.GatedRepoError: 401 Client Error.",
        r"""
          File "/home/gian/.local/lib/python3.10/site-packages/huggingface_hub/file_download.py", line 1261, in hf_hub_download
            metadata = get_hf_file_metadata(
          File "/home/gian/.local/lib/python3.10/site-packages/huggingface_hub/utils/_validators.py", line 118, in _inner_fn
            return fn(*args, **kwargs)
          File "/home/gian/.local/lib/python3.10/site-packages/huggingface_hub/file_download.py", line 1667, in get_hf_file_metadata
            r = _request_wrapper(
          File "/home/gian/.local/lib/python3.10/site-packages/huggingface_hub/file_download.py", line 385, in _request_wrapper
            response = _request_wrapper(
          File "/home/gian/.local/lib/python3.10/site-packages/huggingface_hub/file_download.py", line 409, in _request_wrapper
            hf_raise_for_status(response)
          File "/home/gian/.local/lib/python3.10/site-packages/huggingface_hub/utils/_errors.py", line 321, in hf_raise_for_status
            raise GatedRepoError(message, response) from e
        huggingface_hub.utils._errors.GatedRepoError: 401 Client Error. (Request ID: Root=1-661471eb-38c6ceb05c22031f04f730f7;54f54e0f-18d7-4cbf-a882-a291b1abd4b4)

        Cannot access gated repo for url https://huggingface.co/meta-llama/Llama-2-7b/resolve/main/config.json.
        Repo model meta-llama/Llama-2-7b is gated. You must be authenticated to access it.
        """,
        "The agent framework loads meta-llama/Llama-2-7b from the Hub without credentials and gets "
        "401 for a gated repository. The thread went stale without an answer; the label rests on the "
        "log: the model cannot be fetched until the user authenticates and is granted access.",
    ),
    real(
        GH + "triton-lang/triton/issues/4034",
        "triton-lang/triton",
        "import_error",
        "user_code",
        USER,
        "RuntimeError: Cannot find a working triton installation.",
        r"""
        RuntimeError: Cannot find a working triton installation. More information on installing Triton can be found at https://github.com/openai/triton

        Set TORCH_LOGS="+dynamo" and TORCHDYNAMO_VERBOSE=1 for more information

        You can suppress this exception and fall back to eager by setting:
            import torch._dynamo
            torch._dynamo.config.suppress_errors = True
        """,
        "torch.compile's inductor backend finds no usable Triton in the environment. No answer in the "
        "thread; the label rests on the log: a missing or broken package in the user's environment "
        "(an import problem wrapped in a RuntimeError) that recurs until the environment is fixed.",
    ),
    real(
        GH + "FoundationVision/Infinity/issues/31",
        "FoundationVision/Infinity",
        "import_error",
        "user_code",
        USER,
        "ImportError: cannot import name 'triton_key' from 'triton.compiler.compiler'",
        r"""
         File "/opt/conda/lib/python3.10/site-packages/torch/_dynamo/symbolic_convert.py", line 895, in step
            self.dispatch_table[inst.opcode](self, inst)
          File "/opt/conda/lib/python3.10/site-packages/torch/_dynamo/symbolic_convert.py", line 2987, in RETURN_VALUE
            self._return(inst)
          File "/opt/conda/lib/python3.10/site-packages/torch/_dynamo/symbolic_convert.py", line 2972, in _return
            self.output.compile_subgraph(
          File "/opt/conda/lib/python3.10/site-packages/torch/_dynamo/output_graph.py", line 1117, in compile_subgraph
            self.compile_and_call_fx_graph(tx, list(reversed(stack_values)), root)
          File "/opt/conda/lib/python3.10/site-packages/torch/_dynamo/output_graph.py", line 1369, in compile_and_call_fx_graph
            compiled_fn = self.call_user_compiler(gm)
          File "/opt/conda/lib/python3.10/site-packages/torch/_dynamo/output_graph.py", line 1416, in call_user_compiler
            return self._call_user_compiler(gm)
          File "/opt/conda/lib/python3.10/site-packages/torch/_dynamo/output_graph.py", line 1465, in _call_user_compiler
            raise BackendCompilerFailed(self.compiler_fn, e) from e
        torch._dynamo.exc.BackendCompilerFailed: backend='inductor' raised:
        ImportError: cannot import name 'triton_key' from 'triton.compiler.compiler' (/opt/conda/lib/python3.10/site-packages/triton/compiler/compiler.py)
        """,
        "Running Infinity with torch.compile fails in inductor because the installed Triton does not "
        "export triton_key, i.e. a Triton release that does not match the installed PyTorch. No answer "
        "in the thread; the label rests on the log: a torch/triton version mismatch in the user's "
        "environment, recurring on every run.",
    ),
    # --- glibc / libstdc++ of prebuilt binaries ----------------------------------------------------
    real(
        GH + "pyg-team/pyg-lib/issues/548",
        "pyg-team/pyg-lib",
        "import_error",
        "user_code",
        USER,
        "OSError: /lib/x86_64-linux-gnu/libc.so.6: version `GLIBC_2.33' not found",
        r"""
        >>> import pyg_lib
        Traceback (most recent call last):
          File "<stdin>", line 1, in <module>
          File "/home/ee615/anaconda3/envs/qcnet/lib/python3.10/site-packages/pyg_lib/__init__.py", line 34, in <module>
            load_library('libpyg')
          File "/home/ee615/anaconda3/envs/qcnet/lib/python3.10/site-packages/pyg_lib/__init__.py", line 31, in load_library
            torch.ops.load_library(spec.origin)
          File "/home/ee615/anaconda3/envs/qcnet/lib/python3.10/site-packages/torch/_ops.py", line 1478, in load_library
            ctypes.CDLL(path)
          File "/home/ee615/anaconda3/envs/qcnet/lib/python3.10/ctypes/__init__.py", line 374, in __init__
            self._handle = _dlopen(self._name, mode)
        OSError: /lib/x86_64-linux-gnu/libc.so.6: version `GLIBC_2.33' not found (required by /home/ee615/anaconda3/envs/qcnet/lib/python3.10/site-packages/libpyg.so)
        """,
        "The pyg-lib 0.5.0+pt28cu128 wheel was built against a newer glibc than the reporter's Ubuntu "
        "20.04 (glibc 2.31) provides; the issue was closed. A binary/OS mismatch in the user's "
        "environment: the import fails the same way until a compatible wheel or OS is used.",
    ),
    real(
        GH + "FFTAI/Wiki-GRx-Gym/issues/6",
        "FFTAI/Wiki-GRx-Gym",
        "import_error",
        "user_code",
        USER,
        "ImportError: …/libstdc++.so.6: version `GLIBCXX_3.4.32' not found",
        r"""
        ImportError: …/libstdc++.so.6: version `GLIBCXX_3.4.32' not found (required by …/gymtorch.so)
        """,
        "Training (python train.py --task=N1 --headless) builds the gymtorch C++ extension, which then "
        "fails to import because the dynamic loader picks up the conda environment's older "
        "libstdc++.so.6. The reporter's own write-up (closed) names the root cause: the conda-packaged "
        "GCC runtime (libstdcxx-ng) in the environment is too old for the freshly compiled extension. "
        "An environment problem that recurs until the runtime is updated.",
    ),
    real(
        GH + "SkyworkAI/SkyReels-V2/issues/105",
        "SkyworkAI/SkyReels-V2",
        "import_error",
        "user_code",
        USER,
        "ImportError: /lib64/libc.so.6: version `GLIBC_2.32' not found",
        r"""
        ImportError: /lib64/libc.so.6: version `GLIBC_2.32' not found (required by /scratch/xiangrui/conda_envs/sol_envs/skyreels/lib/python3.10/site-packages/flash_attn_2_cuda.cpython-310-x86_64-linux-gnu.so)
        """,
        "The flash_attn 2.8.2 wheel installed on a cluster node needs glibc 2.32, newer than the "
        "node's. No answer in the thread; the label rests on the log: a prebuilt extension that does "
        "not match the host's C library, failing on every start until rebuilt or replaced.",
    ),
    # --- GPU/toolkit mismatch, checkpoint files ----------------------------------------------------
    real(
        GH + "justchenhao/STANet/issues/57",
        "justchenhao/STANet",
        "cuda_error",
        "user_code",
        USER,
        "RuntimeError: CUDA error: no kernel image is available for execution on the device",
        r"""
        RuntimeError: CUDA error: no kernel image is available for execution on the device
        """,
        "demo.py and train.py both fail on a GeForce GT 730 (2 GB): the installed PyTorch carries no "
        "kernels for that old compute capability. No maintainer answer; the label rests on the log "
        "and the reported GPU: a build/GPU mismatch that fails the same way on every run.",
    ),
    real(
        GH + "my89/imSitu/issues/8",
        "my89/imSitu",
        "model_loading_error",
        "user_code",
        USER,
        "_pickle.UnpicklingError: invalid load key, ' '.",
        r"""
        command = predict
        Traceback (most recent call last):
          File "baseline_crf.py", line 668, in <module>
            encoder = torch.load(args.encoding_file)
          File "/usr/local/lib/python3.7/dist-packages/torch/serialization.py", line 529, in load
            return _legacy_load(opened_file, map_location, pickle_module, **pickle_load_args)
          File "/usr/local/lib/python3.7/dist-packages/torch/serialization.py", line 692, in _legacy_load
            magic_number = pickle_module.load(f, **pickle_load_args)
        _pickle.UnpicklingError: invalid load key, ' '.
        """,
        "torch.load of the released encoder file fails on its first byte, under two Python/PyTorch "
        "combinations: the file on disk is not the pickled checkpoint. No answer in the thread; the "
        "label rests on the log: a bad or wrong model file that fails on every load until replaced.",
    ),
    # --- extension builds --------------------------------------------------------------------------
    real(
        GH + "OpenBMB/CPM-Live/issues/244",
        "OpenBMB/CPM-Live",
        "other",
        "user_code",
        USER,
        "OSError: CUDA_HOME environment variable is not set. Please set it to your CUDA install root.",
        r"""
        Collecting bmtrain==0.1.8.post1
          Using cached bmtrain-0.1.8.post1.tar.gz (48 kB)
          Preparing metadata (setup.py) ... error
          error: subprocess-exited-with-error

          × python setup.py egg_info did not run successfully.
          │ exit code: 1
          ╰─> [12 lines of output]
              Traceback (most recent call last):
                File "<string>", line 2, in <module>
                File "<pip-setuptools-caller>", line 34, in <module>
                File "/tmp/pip-install-c0_v5dr2/bmtrain_c0a1c88cbb974a93b109264909d72dd8/setup.py", line 52, in <module>
                  CUDAExtension('bmtrain.nccl._C', [
                File "/home/bmxm/anaconda3/envs/apm-ant-plus/lib/python3.8/site-packages/torch/utils/cpp_extension.py", line 932, in CUDAExtension
                  library_dirs += library_paths(cuda=True)
                File "/home/bmxm/anaconda3/envs/apm-ant-plus/lib/python3.8/site-packages/torch/utils/cpp_extension.py", line 1040, in library_paths
                  if (not os.path.exists(_join_cuda_home(lib_dir)) and
                File "/home/bmxm/anaconda3/envs/apm-ant-plus/lib/python3.8/site-packages/torch/utils/cpp_extension.py", line 2058, in _join_cuda_home
                  raise EnvironmentError('CUDA_HOME environment variable is not set. '
              OSError: CUDA_HOME environment variable is not set. Please set it to your CUDA install root.
              [end of output]
        """,
        "Installing bmtrain (CPM-Live's training dependency) builds its CUDA extension and finds no "
        "CUDA toolkit: CUDA_HOME is unset. No answer in the thread; the label rests on the log: the "
        "environment lacks a configured CUDA toolkit, a setup problem that recurs until fixed.",
    ),
    real(
        GH + "cfzd/Ultra-Fast-Lane-Detection-v2/issues/183",
        "cfzd/Ultra-Fast-Lane-Detection-v2",
        "other",
        "user_code",
        USER,
        "OSError: CUDA_HOME environment variable is not set. Please set it to your CUDA install root.",
        r"""
        (lane-det) yxs@yxs-System-Product-Name:~/object/lane/my_interp$
        sh build.sh
        Traceback (most recent call last):
          File "setup.py", line 7, in <module>
            CUDAExtension('my_interp', [
          File "/home/yxs/anaconda3/envs/lane-det/lib/python3.8/site-packages/torch/utils/cpp_extension.py", line 1077, in CUDAExtension
            library_dirs += library_paths(cuda=True)
          File "/home/yxs/anaconda3/envs/lane-det/lib/python3.8/site-packages/torch/utils/cpp_extension.py", line 1204, in library_paths
            if (not os.path.exists(_join_cuda_home(lib_dir)) and
          File "/home/yxs/anaconda3/envs/lane-det/lib/python3.8/site-packages/torch/utils/cpp_extension.py", line 2419, in _join_cuda_home
            raise OSError('CUDA_HOME environment variable is not set. '
        OSError: CUDA_HOME environment variable is not set. Please set it to your CUDA install root.
        """,
        "Building the my_interp CUDA extension needed for training fails because CUDA_HOME is unset in "
        "the conda environment. No solution in the thread (a second user asks how it was solved); the "
        "label rests on the log: a toolkit setup problem of the user's environment.",
    ),
    # --- checkpoint / state_dict -------------------------------------------------------------------
    real(
        GH + "MPI-Lab/TPD/issues/2",
        "MPI-Lab/TPD",
        "model_loading_error",
        "framework_bug",
        USER,
        "RuntimeError: Error(s) in loading state_dict for LatentDiffusion:",
        r"""
        RuntimeError: Error(s) in loading state_dict for LatentDiffusion:
        	size mismatch for model.diffusion_model.input_blocks.0.0.weight: copying a param with shape torch.Size([320, 27, 3, 3]) from checkpoint, the shape in current model is torch.Size([320, 18, 3, 3]).
        	size mismatch for model.diffusion_model.out.2.weight: copying a param with shape torch.Size([6, 320, 3, 3]) from checkpoint, the shape in current model is torch.Size([5, 320, 3, 3]).
        	size mismatch for model.diffusion_model.out.2.bias: copying a param with shape torch.Size([6]) from checkpoint, the shape in current model is torch.Size([5]).
        """,
        "inference.sh with the released config cannot load the released checkpoint: the shapes differ. "
        "The maintainer: something was wrong with the uploaded checkpoint; a new one was uploaded and "
        "the reporter confirmed it works. A defect in the published artifacts, fixed by replacing the "
        "file, not by a restart.",
    ),
    real(
        GH + "aau-cns/poet/issues/30",
        "aau-cns/poet",
        "model_loading_error",
        "user_code",
        USER,
        "RuntimeError: Error(s) in loading state_dict for PoET:",
        r"""
        Traceback (most recent call last):
          File "../opt/project/main.py", line 392, in <module>
            inference(args)
          File "/opt/project/inference_tools/inference_engine.py", line 37, in inference
            model.load_state_dict(checkpoint['model'], strict=False)
          File "/opt/conda/lib/python3.8/site-packages/torch/nn/modules/module.py", line 1490, in load_state_dict
            raise RuntimeError('Error(s) in loading state_dict for {}:\n\t{}'.format(
        RuntimeError: Error(s) in loading state_dict for PoET:
        	size mismatch for transformer.encoder.layers.0.self_attn.sampling_offsets.weight: copying a param with shape torch.Size([512, 256]) from checkpoint, the shape in current model is torch.Size([256, 256]).
        	size mismatch for transformer.encoder.layers.0.self_attn.sampling_offsets.bias: copying a param with shape torch.Size([512]) from checkpoint, the shape in current model is torch.Size([256]).
        	size mismatch for transformer.encoder.layers.0.self_attn.attention_weights.weight: copying a param with shape torch.Size([256, 256]) from checkpoint, the shape in current model is torch.Size([128, 256]).
        	size mismatch for transformer.encoder.layers.0.self_attn.attention_weights.bias: copying a param with shape torch.Size([256]) from checkpoint, the shape in current model is torch.Size([128]).
        """,
        "Running PoET inference with a trained checkpoint: the model built from the command-line "
        "arguments has half the attention sampling points of the checkpoint. No resolution in the "
        "excerpt; the label rests on the log: the inference configuration does not match the "
        "checkpoint, which recurs until the arguments are fixed.",
    ),
    # --- GPU generation / dtype / driver -----------------------------------------------------------
    real(
        GH + "substratusai/vllm-docker/issues/37",
        "substratusai/vllm-docker",
        "nan_or_value_error",
        "user_code",
        USER,
        "ValueError: Bfloat16 is only supported on GPUs with compute capability of at least 8.0.",
        r"""
        ValueError: Bfloat16 is only supported on GPUs with compute capability of at least 8.0. Your Tesla T4 GPU has compute capability 7.5. You can use float16 instead by explicitly setting the`dtype` flag in CLI, for example: --dtype=half.
        """,
        "The vLLM container serving a bf16 model on a Tesla T4 refuses to start: the card has no "
        "bfloat16 support. The error names the fix (--dtype=half); the reporter asks how to pass it "
        "through the image. A serving configuration that fails identically on every restart.",
    ),
    real(
        GH + "canopyai/Orpheus-TTS/issues/44",
        "canopyai/Orpheus-TTS",
        "nan_or_value_error",
        "user_code",
        USER,
        "ValueError: Bfloat16 is only supported on GPUs with compute capability of at least 8.0.",
        r"""
        ValueError: Bfloat16 is only supported on GPUs with compute capability of at least 8.0. Your Tesla P40 GPU has compute capability 6.1. You can use float16 instead by explicitly setting the `dtype` flag in CLI, for example: --dtype=half.
        """,
        "Orpheus TTS inference (vLLM underneath) on a Tesla P40 stops on bfloat16. The reporter fixed "
        "it by constructing the model with dtype=torch.float16. A dtype/GPU configuration error of the "
        "user's run, not a transient fault.",
    ),
    real(
        GH + "komikndr/raylight/issues/68",
        "komikndr/raylight",
        "runtime_error",
        "user_code",
        USER,
        "RuntimeError: FlashAttention only supports Ampere GPUs or newer.",
        r"""
        RuntimeError: FlashAttention only supports Ampere GPUs or newer.
        """,
        "A two-GPU raylight (ComfyUI tensor-parallel) workflow on 2x Quadro RTX 5000 (Turing) selects "
        "the FlashAttention kernel, which refuses pre-Ampere cards. The issue was closed; the label "
        "rests on the log and the reported hardware: the attention backend must be changed, a "
        "restart fails the same way.",
    ),
    real(
        GH + "hangyu94/Ada-CM/issues/10",
        "hangyu94/Ada-CM",
        "runtime_error",
        "user_code",
        USER,
        "Expected all tensors to be on the same device, but found at least two devices, cuda:0 and cpu",
        r"""
        RuntimeError: Expected all tensors to be on the same device, but found at least two devices, cuda:0 and cpu!
        """,
        "Training Ada-CM stops in main (mask_ori at line 366, called from the train loop at line 147) "
        "with a CPU tensor mixed into a CUDA computation; two other users report the same. No fix in "
        "the thread; the label rests on the log: a device-placement bug in the training code that "
        "recurs on every run.",
    ),
    real(
        GH + "VinAIResearch/Blur2Blur/issues/7",
        "VinAIResearch/Blur2Blur",
        "runtime_error",
        "user_code",
        USER,
        "RuntimeError: Expected all tensors to be on the same device, but found at least two devices, cuda:0 and cuda:1!",
        r"""
        RuntimeError: Expected all tensors to be on the same device, but found at least two devices, cuda:0 and cuda:1!
        """,
        "Training Blur2Blur with batch_size 4 on two GPUs fails in the discriminator (pred_fake = "
        "self.netD(fake_B)): tensors of one step live on different devices. No answer in the thread; "
        "the label rests on the log: a multi-GPU placement bug in the code, deterministic.",
    ),
    real(
        GH + "wuhuikai/FastFCN/issues/37",
        "wuhuikai/FastFCN",
        "cuda_error",
        "user_code",
        USER,
        "The NVIDIA driver on your system is too old (found version 9000).",
        r'''
        Traceback (most recent call last):
          File "train.py", line 182, in <module>    trainer.validation(epoch)  File "train.py", line 149, in validation    correct, labeled, inter, union = eval_batch(self.model, image, target)
          File "train.py", line 134, in eval_batch    target = target.cuda()  File "/home/weizhaoxiang/anaconda3/envs/pytorch1.0/lib/python3.6/site-packages/torch/cuda/__init__.py", line 178, in _lazy_init    _check_driver()
          File "/home/weizhaoxiang/anaconda3/envs/pytorch1.0/lib/python3.6/site-packages/torch/cuda/__init__.py", line 108, in _check_driver
            of the CUDA driver.""".format(str(torch._C._cuda_getDriverVersion())))
        AssertionError:
        The NVIDIA driver on your system is too old (found version 9000).
        Please update your GPU driver by downloading and installing a new
        version from the URL: http://www.nvidia.com/Download/index.aspx
        Alternatively, go to: https://pytorch.org to install
        a PyTorch version that has been compiled with your version
        of the CUDA driver.
        ''',
        "FastFCN training reaches validation and fails on the first .cuda(): the installed PyTorch "
        "was built for a newer CUDA than the host driver (CUDA 9.0 level) supports. The maintainer "
        "quoted the message back (update the driver or install a matching PyTorch build). A "
        "driver/toolkit mismatch of the user's machine, recurring until fixed.",
    ),
    real(
        GH + "rikdz/GraphWriter/issues/6",
        "rikdz/GraphWriter",
        "cuda_error",
        "user_code",
        USER,
        "The NVIDIA driver on your system is too old (found version 6050).",
        r"""
        The NVIDIA driver on your system is too old (found version 6050).
        Please update your GPU driver by downloading and installing a new
        version from the URL: http://www.nvidia.com/Download/index.aspx
        Alternatively, go to: https://pytorch.org to install
        a PyTorch version that has been compiled with your version
        of the CUDA driver.
        """,
        "GraphWriter's training on a host whose driver supports only CUDA 6.5 aborts in PyTorch's "
        "driver check. The issue was closed; the label rests on the log: the machine's driver is older "
        "than the PyTorch build needs, so it fails identically until driver or build change.",
    ),
    # --- local model files / CUDA runtime libraries ------------------------------------------------
    real(
        GH + "xhluca/dl-translate/issues/56",
        "xhluca/dl-translate",
        "model_loading_error",
        "user_code",
        USER,
        "OSError: Can't load tokenizer for 'cached_model_m2m100'.",
        r"""
        Traceback (most recent call last):
          File "<stdin>", line 1, in <module>
          File "/usr/local/lib/python3.10/dist-packages/dl_translate/_translation_model.py", line 126, in __init__
            self._tokenizer = TokenizerFast.from_pretrained(
          File "/usr/local/lib/python3.10/dist-packages/transformers/tokenization_utils_base.py", line 1788, in from_pretrained
            raise EnvironmentError(
        OSError: Can't load tokenizer for 'cached_model_m2m100'. If you were trying to load it from 'https://huggingface.co/models', make sure you don't have a local directory with the same name. Otherwise, make sure 'cached_model_m2m100' is the correct path to a directory containing all relevant files for a M2M100Tokenizer tokenizer.
        """,
        "Offline use of a locally cached m2m100 model fails to load the tokenizer. The maintainer found "
        "the README's os.rename step left a link rather than the files; copying the directory "
        "(shutil.copytree) fixed it and the reporter confirmed. A local model directory that is "
        "incomplete: fails the same way until the files are put in place.",
    ),
    real(
        GH + "iSEE-Laboratory/LLMDet/issues/32",
        "iSEE-Laboratory/LLMDet",
        "import_error",
        "user_code",
        USER,
        "ImportError: libcudart.so.10.1: cannot open shared object file: No such file or directory",
        r"""
        bash dist_test.sh configs/grounding_dino_swin_t.py tiny.pth 8
        ImportError: libcudart.so.10.1: cannot open shared object file: No such file or directory
        """,
        "The 8-GPU evaluation launch fails at import on a CUDA 12.1 machine because a compiled "
        "dependency wants the CUDA 10.1 runtime. The maintainer pointed at a wrongly installed "
        "mmcv/mmengine; the reporter confirmed a wrong mmcv version was the cause and reinstalling "
        "fixed it. An environment problem that recurs until the package is rebuilt.",
    ),
    real(
        GH + "CannyLab/tsne-cuda/issues/126",
        "CannyLab/tsne-cuda",
        "import_error",
        "user_code",
        USER,
        "ImportError: libcudart.so.11.0: cannot open shared object file: No such file or directory",
        r"""
        ImportError: libcudart.so.11.0: cannot open shared object file: No such file or directory
        """,
        "Importing tsnecuda fails to load the CUDA 11.0 runtime. The maintainer: an incorrectly linked "
        "CUDA library or no CUDA on the system; install it or fix LD_LIBRARY_PATH. An environment "
        "problem of the user's machine.",
    ),
    real(
        GH + "ayyyq/TARA/issues/6",
        "ayyyq/TARA",
        "model_loading_error",
        "user_code",
        USER,
        "OSError: Can't load tokenizer for 'bert-base-uncased'.",
        r"""
        OSError: Can't load tokenizer for 'bert-base-uncased'. If you were trying to load it from 'https://huggingface.co/models', make sure you don't have a local directory with the same name. Otherwise, make sure 'bert-base-uncased' is the correct path to a directory containing all relevant files for a BertTokenizer tokenizer.
        """,
        "The reporter downloaded bert-base-uncased and pointed load_model_dir at it, but the code still "
        "resolves the bare name 'bert-base-uncased' and finds no tokenizer files. The issue was closed "
        "without a stated fix; the label rests on the log and the report: a model path configuration "
        "problem that fails on every start.",
    ),
    # --- shared memory ------------------------------------------------------------------------------
    real(
        GH + "idiap/ESLAM/issues/20",
        "idiap/ESLAM",
        "os_error",
        "user_code",
        USER,
        "RuntimeError: unable to write to file </torch_31911_952036340_6686>: No space left on device (28)",
        r"""
        RuntimeError: unable to write to file </torch_31911_952036340_6686>: No space left on device (28)
        """,
        "ESLAM's torch.multiprocessing workers cannot create shared-memory files (the line is the error "
        "as the reporter quoted it; the rest of the log was a screenshot). The reporter later found "
        "they were inside Docker with the default /dev/shm and fixed it with --shm-size=32g. ENOSPC "
        "on /dev/shm: a container configuration to change, not a transient fault.",
    ),
    # --- fp8 / data pipeline --------------------------------------------------------------------------
    real(
        GH + "NVIDIA/TransformerEngine/issues/1159",
        "NVIDIA/TransformerEngine",
        "assertion_error",
        "user_code",
        USER,
        "AssertionError: Device compute capability 8.9 or higher required for FP8 execution.",
        r"""
           with te.fp8_autocast(enabled=True, fp8_recipe=fp8_recipe):
         assert fp8_available, reason_for_no_fp8
        AssertionError: Device compute capability 8.9 or higher required for FP8 execution.
        """,
        "A te.Linear forward under fp8_autocast on an RTX 3090 (compute capability 8.6). The maintainer: "
        "Ampere has no FP8 support; FP8 needs Ada or Hopper. A precision setting the hardware cannot "
        "run, failing the same way on every restart.",
    ),
    real(
        GH + "NVIDIA/TransformerEngine/issues/1422",
        "NVIDIA/TransformerEngine",
        "assertion_error",
        "user_code",
        USER,
        "AssertionError: FP8 execution requires 2D input matrices with height divisible by 8 and width divisible by 16",
        r"""
        AssertionError: FP8 execution requires 2D input matrices with height divisible by 8 and width divisible by 16, but got tensor with dims=[896, 712]
        """,
        "An FP8 layer receives a 896x712 input. The maintainer: the divisibility requirement comes from "
        "FP8 tensor cores; pad the dimensions or run such small layers outside fp8_autocast. A model "
        "shape/precision configuration error of the user's code.",
    ),
    real(
        GH + "1038lab/ComfyUI-QwenVL/issues/28",
        "1038lab/ComfyUI-QwenVL",
        "runtime_error",
        "user_code",
        USER,
        "ERROR: FP8 models require a GPU with Compute Capability 8.9 or higher",
        r"""
        ERROR: FP8 models require a GPU with Compute Capability 8.9 or higher (e.g., RTX 4090). Your GPU's capability is 8.6. Please select a non-FP8 model.
        """,
        "Loading an FP8 Qwen-VL checkpoint on an RTX 30-series card. The maintainer: expected, FP8 needs "
        "compute capability >= 8.9; use a non-FP8 variant. A model choice the GPU cannot run.",
    ),
    real(
        GH + "ruotianluo/ImageCaptioning.pytorch/issues/73",
        "ruotianluo/ImageCaptioning.pytorch",
        "runtime_error",
        "user_code",
        USER,
        "KeyError: 'Traceback (most recent call last):",
        r"""
        `File "/lib/python2.7/site-packages/torch/utils/data/dataloader.py", line 357, in _process_next_batch
            raise batch.exc_type(batch.exc_msg)
        KeyError: 'Traceback (most recent call last):\n  File "/lib/python2.7/site-packages/torch/utils/data/dataloader.py", line 106, in _worker_loop\n    samples = collate_fn([dataset[i] for i in batch_indices])\n  File "/ImageCaptioning_pytorch_py27/dataloader.py", line 201, in __getitem__\n    return self.get_data(ix)\n  File "/ImageCaptioning_pytorch_py27/dataloader.py", line 41, in get_data\n    index = str(self.info[\'images\'][ix][\'id\'])\nKeyError: \'id\'\n'
        Terminating BlobFetcher`
        """,
        "Training the captioning model on a new dataset: the DataLoader worker's __getitem__ looks up "
        "info['images'][ix]['id'] and the user's preprocessed data json has no 'id' field. Closed "
        "without a stated fix; the label rests on the log: the user's dataset files lack a key the "
        "loader needs, a deterministic failure.",
    ),
    # --- serving capacity / Hub files -------------------------------------------------------------------
    real(
        GH + "QwenLM/Qwen3/issues/295",
        "QwenLM/Qwen3",
        "cuda_oom",
        "user_code",
        USER,
        "ValueError: The model's max seq len (32768) is larger than the maximum number of tokens that can be stored in KV cache (7344).",
        r"""
        python -m vllm.entrypoints.openai.api_server --served-model-name Qwen1.5-7B-Chat --model  /models--Qwen--Qwen1.5-7B-Chat

         raise ValueError(
        ValueError: The model's max seq len (32768) is larger than the maximum number of tokens that can be stored in KV cache (7344). Try increasing `gpu_memory_utilization` or decreasing `max_model_len` when initializing the engine.
        """,
        "The vLLM OpenAI server for Qwen1.5-7B-Chat refuses to start: the GPU memory left for the KV "
        "cache holds 7344 tokens, less than the model's 32768-token context. The maintainer: raise "
        "gpu_memory_utilization or pass a smaller --max_model_len. GPU memory too small for the "
        "configured context, failing identically on every restart.",
    ),
    real(
        GH + "hmchuong/MaGGIe/issues/5",
        "hmchuong/MaGGIe",
        "model_loading_error",
        "user_code",
        USER,
        "huggingface_hub.utils._errors.EntryNotFoundError: 404 Client Error.",
        r"""
        huggingface_hub.utils._errors.EntryNotFoundError: 404 Client Error. (Request ID: Root=1-66b2f90a-5eec8e485c06b72d4108ba77;4cd4e6b7-8bd8-4568-b8a8-9efba1a4ad89)

        Entry Not Found for url: https://huggingface.co/chuonghm/maggie-image-him50k-cvpr24/resolve/main/pytorch_model.bin.
        """,
        "demo.py asks the Hub for pytorch_model.bin, which the model repository does not contain. The "
        "issue was closed without a recorded answer; the label rests on the log: a missing file in the "
        "published model (or a loader asking for the wrong name), a 404 that no retry fixes.",
    ),
    real(
        GH + "SAIS-FUXI/IPO/issues/3",
        "SAIS-FUXI/IPO",
        "model_loading_error",
        "user_code",
        USER,
        "requests.exceptions.HTTPError: 404 Client Error: Not Found for url: https://hf-mirror.com/Fudan-FUXI/IPOC-2B-v1.0/resolve/main/model_index.json",
        r"""
        Traceback (most recent call last):
          File "/iflytek/gangchen12/anaconda3/envs/txt2vid/lib/python3.10/site-packages/huggingface_hub/utils/_http.py", line 406, in hf_raise_for_status
            response.raise_for_status()
          File "/iflytek/gangchen12/anaconda3/envs/txt2vid/lib/python3.10/site-packages/requests/models.py", line 1024, in raise_for_status
            raise HTTPError(http_error_msg, response=self)
        requests.exceptions.HTTPError: 404 Client Error: Not Found for url: https://hf-mirror.com/Fudan-FUXI/IPOC-2B-v1.0/resolve/main/model_index.json

        The above exception was the direct cause of the following exception:

        Traceback (most recent call last):
          File "/iflytek/zkzou2/code/0txt2vid/IPO-main/scripts/inference_ipo2b.py", line 91, in <module>
            generate_video(
          File "/iflytek/zkzou2/code/0txt2vid/IPO-main/scripts/inference_ipo2b.py", line 35, in generate_video
            pipe = CogVideoXPipeline.from_pretrained(model_path, torch_dtype=dtype)
          File "/iflytek/gangchen12/anaconda3/envs/txt2vid/lib/python3.10/site-packages/huggingface_hub/utils/_validators.py", line 114, in _inner_fn
            return fn(*args, **kwargs)
          File "/iflytek/gangchen12/anaconda3/envs/txt2vid/lib/python3.10/site-packages/diffusers/pipelines/pipeline_utils.py", line 773, in from_pretrained
            cached_folder = cls.down
        """,
        "The video-generation inference script loads a CogVideoX pipeline from a Hub repository (via "
        "the hf-mirror endpoint) that has no model_index.json. No answer in the thread; the label rests "
        "on the log: the requested pipeline files do not exist there, a 404 that recurs on every run.",
    ),
    # --- bare kill ----------------------------------------------------------------------------------------
    real(
        GH + "2012013382/Cat_or_dog-kaggle-vgg19-tensorflow/issues/1",
        "2012013382/Cat_or_dog-kaggle-vgg19-tensorflow",
        "host_oom",
        "unknown",
        HUMAN,
        "Killed",
        r"""
        data process step1 batch_size 16
        Load the 0 image of 25000.
        Load the 1000 image of 25000.
        Load the 2000 image of 25000.
        Load the 20000 image of 25000.
        Load the 21000 image of 25000.
        Load the 22000 image of 25000.
        Load the 23000 image of 25000.
        Load the 24000 image of 25000.
        Killed
        """,
        "The VGG19 training script's data-processing step loads all 25000 images into memory and the "
        "process is killed near the end; halving the batch size did not help. The maintainer only "
        "suggested watching memory with top. The reporter's guess (host memory) is plausible, but the "
        "log holds a bare 'Killed' with no kernel or scheduler OOM record, so a human has to confirm "
        "what sent the SIGKILL (intermediate image lines trimmed).",
        ambiguous=True,
    ),
]
