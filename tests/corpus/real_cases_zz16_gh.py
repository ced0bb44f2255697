# ruff: noqa
"""Real excerpts, batch ZZ16-GH: development-fold ENVIRONMENT and CONFIGURATION failures of GPU
training (and a few inference) jobs, as users paste them. Compiled extensions that do not import
against the installed PyTorch (`undefined symbol` from flash-attn, apex, mmcv, a DeepSpeed CPU-Adam op
never built, Horovod built against another torch); a system libstdc++/glibc older than the wheels
need (`GLIBCXX_3.4.29/3.4.32 not found`, `GLIBC_2.29 not found` on a Slurm cluster); CUDA runtime
libraries the loader cannot find (`libcudart.so.11.0`, `libcudart.so.8.0` in a container); the
local CUDA toolkit disagreeing with the one PyTorch was built with when custom ops are compiled; JIT
builds that fail at run time (DeepSpeed's fused_adam through ninja under ZeRO-3, Triton's
cuda_utils.c without Python.h); transformers / accelerate / peft versions that do not fit together;
Hydra / OmegaConf configurations that do not compose (keys missing from a struct, a removed API
read as a key, a command-line override that is refused, a config group missing from the checkout)
and a YAML loader fed a file it cannot parse; a launch without the environment variables torch
distributed expects; container images that do not run (`exec format error` of an x86 image on a
Jetson, a command not found in the image, a training script missing from the image of a Kubeflow
PyTorchJob).

Gathered with the `search` tool (issues corpus, and a few tries of the pages corpus that returned no
usable forum thread) from GitHub issue threads whose repository's `fold_of(repo)` is "dev": mostly
repositories new to the corpus (research code, LLM fine-tuning and serving tools, detection and
3-D code, a TPU LLM port, container demos), plus a few big ones already in it (DeepSpeed, fairseq,
Horovod, flash-attention, peft, mmcv, unsloth, Kubeflow Katib, Llama). Phrasings searched:
flash_attn_2_cuda undefined symbol, GLIBCXX / GLIBC not found, libcudart / libnccl cannot open
shared object, "The detected CUDA version mismatches", fused_adam / ninja build errors, ds_opt_adam,
bitsandbytes CUDA setup, apex fused_layer_norm_cuda, mmcv _ext, triton gcc compile failures,
accelerate / peft import errors, omegaconf ConfigAttributeError, hydra MissingConfigException and
override errors, yaml ScannerError, SLURM_* KeyErrors, RANK not set, exec format error, executable
not found in $PATH. Many hits were in test-fold repositories or threads already in the corpus and
were left out; threads whose only failure text was a screenshot or a truncated line were skipped.
What remained was taken as it came, not picked for what crashcart can do. Nobody ran crashcart on
these cases before they were labelled. Verbatim log lines as printed in each thread (trimmed to the
relevant part; markdown quote and emphasis markers removed); labelled from what each thread
concluded, or from the log where it concluded nothing (the notes say which).

Category conventions used here (as in batch ZZ10-ENV): a library the loader cannot load or link at
import, or an op that was never built and so is missing, is `import_error`; an extension or JIT
*build* that fails (nvcc/ninja, a CUDA-version check before compiling, gcc without headers) is
`other`; a Hydra override the command line cannot apply is `other`, as an argparse refusal is; an
OmegaConf ConfigAttributeError is `attribute_error`, a ConfigKeyError is `runtime_error` (as a
KeyError); a config group file that is not there is `file_not_found`; a YAML file that does not
parse is `syntax_error`; `exec format error` from the container runtime is `os_error`. All of these
repeat on every retry until the environment, image or configuration is changed, so they are
`no_restart_notify_user` with `user_code` blame."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    # --- compiled extensions that do not resolve against the installed PyTorch ---------------------
    real(
        GH + "Dao-AILab/flash-attention/issues/1832",
        "Dao-AILab/flash-attention",
        "import_error",
        "user_code",
        USER,
        "undefined symbol: _ZN3c105ErrorC2ENS_14SourceLocation",
        r"""
        python 3.12.7+gc
        cuda 12.8
        torch 2.6.0
        flash-attn 2.6.3

        import flash_attn_2_cuda as flash_attn_cuda
        ImportError: /opt/lib/python3.12/site-packages/flash_attn_2_cuda.cpython-312-x86_64-linux-gnu.so: undefined symbol: _ZN3c105ErrorC2ENS_14SourceLocationENSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE
        """,
        "flash-attn's compiled module was built against another PyTorch / C++ ABI than the torch "
        "2.6.0 installed, so a c10 symbol does not resolve when it is imported. Several users "
        "report the same with other versions; those who solved it installed a prebuilt wheel that "
        "matches their torch, CUDA and cxx11 ABI (one via the flash-attn wheel finder, one by going "
        "back to 2.7.3). An environment mismatch that repeats on every launch until the package is "
        "reinstalled.",
    ),
    real(
        GH + "ostris/ai-toolkit/issues/242",
        "ostris/ai-toolkit",
        "import_error",
        "user_code",
        USER,
        "fused_layer_norm_cuda.cpython-310-x86_64-linux-gnu.so: undefined symbol",
        r"""
        ImportError: /opt/conda/lib/python3.10/site-packages/fused_layer_norm_cuda.cpython-310-x86_64-linux-gnu.so: undefined symbol: _ZN2at4_ops19empty_memory_format4callEN3c108ArrayRefINS2_6SymIntEEENS2_8optionalINS2_10ScalarTypeEEENS6_INS2_6LayoutEEENS6_INS2_6DeviceEEENS6_IbEENS6_INS2_12MemoryFormatEEE
        """,
        "An apex build left in the image (its fused_layer_norm_cuda extension) does not match the "
        "PyTorch 2.x the LoRA training toolkit runs with, and importing it fails on an ATen "
        "symbol. The reporter closed the issue after uninstalling apex (PyTorch 2 provides what "
        "it was used for). A stale compiled package in the environment; user side.",
    ),
    real(
        GH + "facebookresearch/fairseq/issues/3176",
        "facebookresearch/fairseq",
        "import_error",
        "user_code",
        USER,
        "undefined symbol: THPVariableClass",
        r"""
            fused_layer_norm_cuda = importlib.import_module("fused_layer_norm_cuda")
          File "/opt/conda/lib/python3.7/importlib/__init__.py", line 127, in import_module
            return _bootstrap._gcd_import(name[level:], package, level)
          File "<frozen importlib._bootstrap>", line 1006, in _gcd_import
          File "<frozen importlib._bootstrap>", line 983, in _find_and_load
          File "<frozen importlib._bootstrap>", line 967, in _find_and_load_unlocked
          File "<frozen importlib._bootstrap>", line 670, in _load_unlocked
          File "<frozen importlib._bootstrap>", line 583, in module_from_spec
          File "<frozen importlib._bootstrap_external>", line 1043, in create_module
          File "<frozen importlib._bootstrap>", line 219, in _call_with_frames_removed
        ImportError: /opt/conda/lib/python3.7/site-packages/fused_layer_norm_cuda.cpython-37m-x86_64-linux-gnu.so: undefined symbol: THPVariableClass
        execute status:1
        failed
        """,
        "fairseq's generate script on a V100 with apex installed (PyTorch 1.6, CUDA 10.1): fairseq "
        "picks apex's FusedLayerNorm and the apex extension does not link against the installed "
        "torch. The thread records no answer; labelled from the log as an apex build that does not "
        "match the PyTorch in the environment (rebuild apex or remove it), which repeats on every "
        "run.",
    ),
    real(
        GH + "open-mmlab/mmcv/issues/802",
        "open-mmlab/mmcv",
        "import_error",
        "user_code",
        USER,
        "undefined symbol: _ZN3c104impl23ExcludeDispatchKeyGuard",
        r"""
        mmdet/apis/inference.py", line 6, in <module>
            from mmcv.ops import RoIPool
          File "/usr/local/lib/python3.6/dist-packages/mmcv/ops/__init__.py", line 1, in <module>
            from .bbox import bbox_overlaps
          File "/usr/local/lib/python3.6/dist-packages/mmcv/ops/bbox.py", line 3, in <module>
            ext_module = ext_loader.load_ext('_ext', ['bbox_overlaps'])
          File "/usr/local/lib/python3.6/dist-packages/mmcv/utils/ext_loader.py", line 11, in load_ext
            ext = importlib.import_module('mmcv.' + name)
          File "/usr/lib/python3.6/importlib/__init__.py", line 126, in import_module
            return _bootstrap._gcd_import(name[level:], package, level)
        ImportError: /usr/local/lib/python3.6/dist-packages/mmcv/_ext.cpython-36m-x86_64-linux-gnu.so: undefined symbol: _ZN3c104impl23ExcludeDispatchKeyGuardC1ENS_11DispatchKeyE
        """,
        "mmcv-full's compiled ops (_ext) were built for another PyTorch than the one installed, so "
        "importing mmcv.ops from mmdetection fails on a c10 symbol. The maintainer points to "
        "open-mmlab/mmdetection#3871 and the issue carries the FAQ label; labelled as mmcv "
        "compiled for another torch/CUDA (install the matching build or rebuild it). An "
        "environment mismatch; user side.",
    ),
    real(
        GH + "horovod/horovod/issues/3476",
        "horovod/horovod",
        "import_error",
        "user_code",
        USER,
        "ImportError: libtorch.so: cannot open shared object file",
        r"""
        Traceback (most recent call last):
          File "train.py", line 23, in <module>
            import horovod.torch as hvd
          File "/home/qcraft/miniconda3/envs/lanegcn/lib/python3.7/site-packages/horovod/torch/__init__.py", line 44, in <module>
            from horovod.torch.mpi_ops import allreduce, allreduce_async, allreduce_, allreduce_async_
          File "/home/qcraft/miniconda3/envs/lanegcn/lib/python3.7/site-packages/horovod/torch/mpi_ops.py", line 31, in <module>
            from horovod.torch import mpi_lib_v2 as mpi_lib
        ImportError: libtorch.so: cannot open shared object file: No such file or directory
        """,
        "LaneGCN training (torch 1.9.0, CUDA 11.3) stops at `import horovod.torch`: Horovod's torch "
        "extension links against a libtorch.so that is not where it was when Horovod was built "
        "(Horovod compiled against another torch install, or torch reinstalled afterwards). The "
        "thread records no fix; labelled from the log as an environment mismatch: reinstall "
        "Horovod against the torch in use. Repeats on every launch.",
    ),
    real(
        GH + "deepspeedai/DeepSpeed/issues/1846",
        "deepspeedai/DeepSpeed",
        "import_error",
        "user_code",
        USER,
        "AttributeError: 'DeepSpeedCPUAdam' object has no attribute 'ds_opt_adam'",
        r"""
        Traceback (most recent call last):
        File "/home/max/anaconda3/envs/gptneo_finetuned/lib/python3.8/site-packages/deepspeed/ops/adam/cpu_adam.py", line 97, in del
        self.ds_opt_adam.destroy_adam(self.opt_id)
        AttributeError: 'DeepSpeedCPUAdam' object has no attribute 'ds_opt_adam'
        """,
        "Fine-tuning GPT-Neo with DeepSpeed's CPU-offloaded Adam: the user built DeepSpeed with "
        "DS_BUILD_CPU_ADAM=1 and concludes the cpu_adam op was not built, so the optimizer object "
        "has no ds_opt_adam and its destructor fails. A related thread "
        "(ymcui/Chinese-LLaMA-Alpaca#368) fixed the same message by installing python3-dev and "
        "rebuilding DeepSpeed with DS_BUILD_CPU_ADAM=1. A missing compiled op, labelled "
        "import_error as other cases of this message in the corpus; it repeats until the op builds.",
    ),
    # --- system libraries older than the wheels need -----------------------------------------------
    real(
        GH + "rusty1s/pytorch_sparse/issues/377",
        "rusty1s/pytorch_sparse",
        "import_error",
        "user_code",
        USER,
        "version `GLIBC_2.29' not found",
        r"""
        $ python -c "import torch; print(torch.__version__)"
        2.3.1
        $ python -c "import torch; print(torch.version.cuda)"
        11.8
        (EAsF) [cc7738@haicn1701 cc7738-TAGBench]$ python -c "import torch; print(torch.cuda.is_available())"
        True
        module load devel/cuda/11.8
        pip install pyg_lib torch_scatter torch_sparse torch_cluster torch_spline_conv -f https://data.pyg.org/whl/torch-2.3.1+cu118.html
        pip install torch_geometric
        /anaconda3/envs/EAsF/lib/python3.10/site-packages/torch_geometric/typing.py:54: UserWarning: An issue occurred while importing 'pyg-lib'. Disabling its usage. Stacktrace: /lib64/libm.so.6: version `GLIBC_2.29' not found (required by /anaconda3/envs/EAsF/lib/python3.10/site-packages/libpyg.so)
          warnings.warn(f"An issue occurred while importing 'pyg-lib'. "
        /anaconda3/envs/EAsF/lib/python3.10/site-packages/torch_geometric/typing.py:110: UserWarning: An issue occurred while importing 'torch-sparse'. Disabling its usage. Stacktrace: /lib64/libm.so.6: version `GLIBC_2.29' not found (required by /hkfs/home/haicore/aifb/cc7738/anaconda3/envs/EAsF/lib/python3.10/site-packages/libpyg.so)
          warnings.warn(f"An issue occurred while importing 'torch-sparse'. "
        """,
        "On a Slurm cluster's GPU node (the user says it happens in the Slurm system), the prebuilt "
        "pyg-lib / torch-sparse wheels need a newer glibc than the node's /lib64/libm.so.6, so "
        "PyG disables them at import. The thread (closed as stale) concluded nothing; labelled "
        "from the log: the wheels do not fit the cluster's OS, and it repeats on every run until "
        "they are built from source or run in a newer container.",
    ),
    real(
        GH + "sophgo/LLM-TPU/issues/166",
        "sophgo/LLM-TPU",
        "import_error",
        "user_code",
        USER,
        "version `GLIBCXX_3.4.32' not found",
        r"""
        [root@openeuler-riscv64 python_demo]# python3 pipeline.py -m ../qwen2.5-3b-instruct-gptq-int4_w4bf16_seq2048_bm1684x_1dev_20250620_134431.bmodel -c ../config
        Traceback (most recent call last):
          File "/mnt/zhr/big_test/LLM-TPU/models/Qwen2_5/python_demo/pipeline.py", line 5, in <module>
            from transformers import AutoTokenizer, GenerationConfig
          File "/usr/local/lib/python3.11/site-packages/transformers/__init__.py", line 26, in <module>
            from . import dependency_versions_check
          File "/usr/local/lib/python3.11/site-packages/transformers/dependency_versions_check.py", line 16, in <module>
            from .utils.versions import require_version, require_version_core
          File "/usr/local/lib/python3.11/site-packages/transformers/utils/__init__.py", line 27, in <module>
            from .chat_template_utils import DocstringParsingException, TypeHintParsingException, get_json_schema
          File "/usr/local/lib/python3.11/site-packages/transformers/utils/chat_template_utils.py", line 39, in <module>
            from torch import Tensor
          File "/usr/local/lib64/python3.11/site-packages/torch/__init__.py", line 290, in <module>
            from torch._C import *  # noqa: F403
            ^^^^^^^^^^^^^^^^^^^^^^
        ImportError: /lib/libstdc++.so.6: version `GLIBCXX_3.4.32' not found (required by /usr/local/lib64/python3.11/site-packages/torch/lib/libtorch_python.so)
        """,
        "Qwen2.5 inference on a Sophgo BM1684X host running openEuler on RISC-V: the torch 2.4 "
        "package installed there was built with a newer GCC than the system libstdc++ provides, "
        "so `import torch` (through transformers) fails. The user asks for a torch build against "
        "GLIBCXX_3.4.30 or build instructions; no answer recorded. Labelled from the log: an "
        "environment/package mismatch that repeats until torch or libstdc++ is replaced.",
    ),
    real(
        GH + "NVlabs/BundleSDF/issues/185",
        "NVlabs/BundleSDF",
        "import_error",
        "user_code",
        USER,
        "version `GLIBCXX_3.4.29' not found",
        r"""
        When running "python run_ho3d.py":

        ImportError: /usr/lib/x86_64-linux-gnu/libstdc++.so.6: version `GLIBCXX_3.4.29' not found (required by /opt/conda/envs/py38/lib/python3.8/site-packages/scipy/spatial/_ckdtree.cpython-38-x86_64-linux-gnu.so)
        """,
        "BundleSDF's HO3D run in its Docker image: the scipy installed in the conda env needs a "
        "newer libstdc++ than the image's system one, which the loader picks up. The answers: "
        "inside the container add the ubuntu-toolchain-r PPA and upgrade libstdc++6 (after "
        "installing gcc/g++ 10). A container image problem; repeats until the image is fixed.",
    ),
    # --- CUDA runtime libraries the loader cannot find ---------------------------------------------
    real(
        GH + "tdrussell/diffusion-pipe/issues/77",
        "tdrussell/diffusion-pipe",
        "import_error",
        "user_code",
        USER,
        "libcudart.so.11.0: cannot open shared object file",
        r"""
        RuntimeError: Failed to import transformers.models.bloom.modeling_bloom because of the following error (look up to see its traceback):
        libcudart.so.11.0: cannot open shared object file: No such file or directory
        """,
        "Starting diffusion-pipe training, a module imported while transformers loads a model "
        "class needs libcudart.so.11.0, which the environment does not provide. The "
        "maintainer cannot reproduce with a fresh conda env from the README and suggests adding "
        "the conda cuda-cudart (and cuda-toolkit) packages matching the PyTorch CUDA version; the "
        "user says it still fails on this machine but works on another station. An environment "
        "problem on the user's machine that repeats on every launch.",
    ),
    real(
        GH + "aws-samples/ecs-deep-learning-workshop/issues/11",
        "aws-samples/ecs-deep-learning-workshop",
        "import_error",
        "user_code",
        USER,
        "OSError: libcudart.so.8.0: cannot open shared object file",
        r"""
        root@82a0db5cc7c4:~/ecs-deep-learning-workshop/mxnet/example/image-classification# python3 train_mnist.py --lr-factor 1
        Traceback (most recent call last):
          File "train_mnist.py", line 25, in <module>
            from common import find_mxnet, fit
          File "/root/ecs-deep-learning-workshop/mxnet/example/image-classification/common/find_mxnet.py", line 20, in <module>
            import mxnet as mx
          File "/usr/local/lib/python3.5/dist-packages/mxnet/__init__.py", line 24, in <module>
            from .context import Context, current_context, cpu, gpu, cpu_pinned
          File "/usr/local/lib/python3.5/dist-packages/mxnet/context.py", line 24, in <module>
            from .base import classproperty, with_metaclass, _MXClassPropertyMetaClass
          File "/usr/local/lib/python3.5/dist-packages/mxnet/base.py", line 213, in <module>
            _LIB = _load_lib()
          File "/usr/local/lib/python3.5/dist-packages/mxnet/base.py", line 204, in _load_lib
            lib = ctypes.CDLL(lib_path[0], ctypes.RTLD_LOCAL)
          File "/usr/lib/python3.5/ctypes/__init__.py", line 347, in __init__
            self._handle = _dlopen(self._name, mode)
        OSError: libcudart.so.8.0: cannot open shared object file: No such file or directory
        """,
        "The workshop's MXNet MNIST training inside its ECS container: the GPU MXNet build looks "
        "for the CUDA 8.0 runtime, which the container does not provide. The thread has no answer; "
        "labelled from the log as a container image / CUDA runtime mismatch that repeats on every "
        "start until the image (or the MXNet build) is changed.",
    ),
    # --- the CUDA toolkit and PyTorch disagree when custom ops are built ---------------------------
    real(
        GH + "kodenii/Responsible-Visual-Editing/issues/4",
        "kodenii/Responsible-Visual-Editing",
        "other",
        "user_code",
        USER,
        "The detected CUDA version (12.4) mismatches the version that was used to compile",
        r"""
         raise RuntimeError(CUDA_MISMATCH_MESSAGE.format(cuda_str_version, torch.version.cuda))
        RuntimeError:
        The detected CUDA version (12.4) mismatches the version that was used to compile
        PyTorch (11.8). Please make sure to use the same CUDA versions.
        """,
        "Building the project's custom CUDA ops (`cd ops && sh make.sh`): torch's extension builder "
        "finds a CUDA 12.4 toolkit while PyTorch was built with 11.8 and refuses to compile. The "
        "maintainers' answer: install a PyTorch matching the local CUDA, or a CUDA matching the "
        "PyTorch. An extension build that fails on an environment mismatch; user side.",
    ),
    real(
        GH + "deepspeedai/DeepSpeed/issues/6892",
        "deepspeedai/DeepSpeed",
        "other",
        "user_code",
        USER,
        "[rank1]: subprocess.CalledProcessError: Command '['ninja', '-v']' returned non-zero exit status 1.",
        r"""
        Building extension module fused_adam...
        Allowing ninja to set a default number of workers... (overridable by setting the environment variable MAX_JOBS=N)
        [rank1]: Traceback (most recent call last):
        [rank1]:   File "[..]/svgen2/lib/python3.11/site-packages/torch/utils/cpp_extension.py", line 2105, in _run_ninja_build
        [rank1]:     subprocess.run(
        [rank1]:   File "[..]/.pyenv/versions/3.11.9/lib/python3.11/subprocess.py", line 571, in run
        [rank1]:     raise CalledProcessError(retcode, process.args,
        [rank1]: subprocess.CalledProcessError: Command '['ninja', '-v']' returned non-zero exit status 1.

        [rank1]: The above exception was the direct cause of the following exception:

        [rank1]: Traceback (most recent call last):
        [rank1]:   File "[..]/svgen/Parser/trainer.py", line 163, in <module>
        [rank1]:     trainer.train()
        [rank1]:     ^^^^^^^^^^^^^^^
        [rank1]:   File "[..]/svgen2/lib/python3.11/site-packages/transformers/trainer.py", line 2164, in train
        [rank1]:     return inner_training_loop(
        [rank1]:            ^^^^^^^^^^^^^^^^^^^^
        [rank1]:   File "[..]/svgen2/lib/python3.11/site-packages/transformers/trainer.py", line 2325, in _inner_training_loop
        [rank1]:     model, self.optimizer, self.lr_scheduler = self.accelerator.prepare(
        """,
        "A Hugging Face Trainer run with DeepSpeed ZeRO-3: when the optimizer is prepared, "
        "DeepSpeed JIT-compiles its fused_adam op and the ninja build fails (the excerpt shows "
        "rank 1; the same build runs on every rank). The thread's conclusion is not in the stored "
        "excerpt; labelled from the log as a build environment problem (compiler / CUDA toolkit "
        "/ headers that do not fit the torch build) that repeats on every launch until fixed or "
        "the op is prebuilt. No single rank or node is at fault.",
    ),
    real(
        GH + "unslothai/unsloth/issues/542",
        "unslothai/unsloth",
        "other",
        "user_code",
        USER,
        "fatal error: Python.h: No such file or directory",
        r"""
        File /usr/lib/python3.12/subprocess.py:413, in check_call(*popenargs, **kwargs)
            411     if cmd is None:
            412         cmd = popenargs[0]
        --> 413     raise CalledProcessError(retcode, cmd)
            414 return 0

        CalledProcessError: Command '['/usr/bin/gcc', '/tmp/tmphyxmvyh2/cuda_utils.c', '-O3', '-shared', '-fPIC', '-Wno-psabi', '-o', '/tmp/tmphyxmvyh2/cuda_utils.cpython-312-x86_64-linux-gnu.so', '-lcuda', '-L/home/user/project/.venv/lib/python3.12/site-packages/triton/backends/nvidia/lib', '-L/lib/x86_64-linux-gnu', '-I/home/user/project/.venv/lib/python3.12/site-packages/triton/backends/nvidia/include', '-I/tmp/tmphyxmvyh2', '-I/usr/include/python3.12']' returned non-zero exit status 1.

        /tmp/tmphyxmvyh2/cuda_utils.c:5:10: fatal error: Python.h: No such file or directory
            5 | #include <Python.h>
              |          ^~~~~~~~~~
        compilation terminated.
        """,
        "A comment in the unsloth thread on compilation failures during trainer.train(): Triton "
        "compiles its cuda_utils helper with gcc at the first kernel launch and the Python 3.12 "
        "development headers are not installed. The commenter solved it with "
        "`apt-get install python3.12-dev`. A missing build dependency in the environment; repeats "
        "until installed.",
    ),
    # --- Python packages whose versions do not fit together ----------------------------------------
    real(
        GH + "neuml/txtinstruct/issues/6",
        "neuml/txtinstruct",
        "import_error",
        "user_code",
        USER,
        "ImportError: Using the `Trainer` with `PyTorch` requires `accelerate>=0.20.1`",
        r"""
        ImportError                               Traceback (most recent call last)
        [<ipython-input-2-7a0d2bbf6fe7>](https://localhost:8080/#) in <cell line: 10>()
              8 # Train model
              9 generator = StatementGenerator()
        ---> 10 model, tokenizer = generator(
             11     "google/flan-t5-small",
             12     dataset,

        7 frames
        [/usr/local/lib/python3.10/dist-packages/transformers/training_args.py](https://localhost:8080/#) in _setup_devices(self)
           1799         if not is_sagemaker_mp_enabled():
           1800             if not is_accelerate_available(min_version="0.20.1"):
        -> 1801                 raise ImportError(
           1802                     "Using the `Trainer` with `PyTorch` requires `accelerate>=0.20.1`: Please run `pip install transformers[torch]` or `pip install accelerate -U`"
           1803                 )

        ImportError: Using the `Trainer` with `PyTorch` requires `accelerate>=0.20.1`: Please run `pip install transformers[torch]` or `pip install accelerate -U`
        """,
        "Training a statement generator with txtinstruct on Colab: the transformers version "
        "installed requires accelerate >= 0.20.1 for the Trainer and the runtime has none (or an "
        "older one). The maintainer's reply is cut off in the stored copy; the message itself "
        "names the fix (install/upgrade accelerate, then restart the runtime). A package version "
        "conflict; user side.",
    ),
    real(
        GH + "huggingface/peft/issues/860",
        "huggingface/peft",
        "import_error",
        "user_code",
        USER,
        "ImportError: cannot import name 'is_npu_available' from 'accelerate.utils'",
        r"""
        ImportError: cannot import name 'is_npu_available' from 'accelerate.utils'
        (/opt/conda/lib/python3.10/site-packages/accelerate/utils/__init__.py)
        """,
        "A Kaggle notebook that worked until a day before: `from peft import PeftModel, "
        "PeftConfig` now fails because the freshly installed peft 0.5.0 needs a newer accelerate "
        "than the one the image already had. The maintainer's answer, confirmed by the reporter: "
        "`pip install -U accelerate peft transformers`. A version conflict between packages.",
    ),
    # --- Hydra / OmegaConf / YAML configuration ----------------------------------------------------
    real(
        GH + "qq456cvb/Point-Transformers/issues/22",
        "qq456cvb/Point-Transformers",
        "attribute_error",
        "user_code",
        USER,
        "omegaconf.errors.ConfigAttributeError: Missing key pretty",
        r"""
        D:\Anaconda\lib\site-packages\hydra\core\utils.py:143: UserWarning: register_resolver() is deprecated.
        See https://github.com/omry/omegaconf/issues/426 for migration instructions.

          OmegaConf.register_resolver(name, f)
        Traceback (most recent call last):
          File "train_cls.py", line 52, in main
            print(args.pretty())
        omegaconf.errors.ConfigAttributeError: Missing key pretty
            full_key: pretty
            object_type=dict

        Set the environment variable HYDRA_FULL_ERROR=1 for a complete stack trace.
        """,
        "The classification trainer calls `cfg.pretty()`, which OmegaConf 2.x (pulled in by the "
        "current Hydra) removed; with struct mode off the call is read as a missing config key. "
        "A commenter removed the line; the maintainer later fixed master with "
        "`OmegaConf.to_yaml(args)`. Code written for an older library version; repeats on every "
        "run until the code or the pinned versions change.",
    ),
    real(
        GH + "overwindows/PALM/issues/2",
        "overwindows/PALM",
        "attribute_error",
        "user_code",
        USER,
        "omegaconf.errors.ConfigAttributeError: Key 'min_lr' is not in struct",
        r"""
        omegaconf.errors.ConfigAttributeError: Key 'min_lr' is not in struct
                full_key: optimization.min_lr
                reference_type=Any
                object_type=dict
        """,
        "Training PALM (built on fairseq) with fairseq 1.0.0 and hydra-core 1.0.6: the code reads "
        "optimization.min_lr, which the installed fairseq's structured config no longer has. The "
        "maintainer only asks how to reproduce; labelled from the log as a configuration / "
        "library version mismatch that repeats on every launch.",
    ),
    real(
        GH + "SeanNaren/deepspeech.pytorch/issues/670",
        "SeanNaren/deepspeech.pytorch",
        "runtime_error",
        "user_code",
        USER,
        "Key 'period' not in 'ModelCheckpointConf'",
        r"""
        Key 'period' not in 'ModelCheckpointConf'
            full_key: checkpoint.period
            object_type=ModelCheckpointConf

         python train.py +configs=an4
        /home/cj/venvs/deepspeech/lib/python3.6/site-packages/hydra/_internal/defaults_list.py:251: UserWarning: In 'config': Defaults list is missing `_self_`. See https://hydra.cc/docs/upgrades/1.0_to_1.1/default_composition_order for more information
          warnings.warn(msg, UserWarning)
        Traceback (most recent call last):
          File "/home/cj/venvs/deepspeech/lib/python3.6/site-packages/hydra/_internal/config_loader_impl.py", line 145, in load_configuration
            from_shell=from_shell,
          File "/home/cj/venvs/deepspeech/lib/python3.6/site-packages/hydra/_internal/config_loader_impl.py", line 250, in _load_configuration_impl
            defaults=defaults_list.defaults, repo=caching_repo
          File "/home/cj/venvs/deepspeech/lib/python3.6/site-packages/hydra/_internal/config_loader_impl.py", line 519, in _compose_config_from_defaults_list
            cfg.merge_with(loaded.config)
        """,
        "`python train.py +configs=an4` on the latest master: composing the an4 config sets "
        "checkpoint.period, which the ModelCheckpointConf structured schema (tied to the "
        "installed PyTorch Lightning) does not define, so Hydra fails before training starts "
        "(the Hydra 1.1 `_self_` warning shows the versions moved on too). The thread went stale "
        "without an answer; labelled from the log as a config / library version mismatch "
        "(a ConfigKeyError, hence runtime_error) that repeats on every launch.",
    ),
    real(
        GH + "taokz/BiomedGPT/issues/75",
        "taokz/BiomedGPT",
        "other",
        "user_code",
        USER,
        "hydra.errors.ConfigCompositionException: Could not override 'common.no_progress_bar'.",
        r"""
        hydra.errors.ConfigCompositionException: Could not override 'common.no_progress_bar'.
        To append to your config use +common.no_progress_bar=False
        """,
        "Launching BiomedGPT's fairseq-based training with a command-line override of "
        "common.no_progress_bar that is not in the composed config, so Hydra refuses it before "
        "anything runs. No answer recorded; labelled from the log as a command line that does not "
        "fit the config (as an argparse refusal is `other`), which repeats until the override or "
        "the installed fairseq/config is fixed.",
    ),
    real(
        GH + "ASK-Berkeley/graph-free-transformer/issues/2",
        "ASK-Berkeley/graph-free-transformer",
        "file_not_found",
        "user_code",
        USER,
        "hydra.errors.MissingConfigException: In 'omol_scaling_experiments/model_scaling': Could not load 'data/omol_4M'.",
        r"""
        hydra.errors.MissingConfigException: In 'omol_scaling_experiments/model_scaling': Could not load 'data/omol_4M'.
        """,
        "Training with omol_scaling_experiments=model_scaling: that experiment's defaults list "
        "loads data/omol_4M, whose YAML is missing from the repository's configs/data directory. "
        "The maintainer had left data/ in .gitignore and added the file and its bins file. A "
        "missing configuration file; the same checkout fails the same way every time.",
    ),
    real(
        GH + "ChenhongyiYang/QueryDet-PyTorch/issues/46",
        "ChenhongyiYang/QueryDet-PyTorch",
        "syntax_error",
        "user_code",
        USER,
        "mapping values are not allowed here",
        r"""
        Exception has occurred: ScannerError
        mapping values are not allowed here
          in "/home/xxx/project/QueryDet-PyTorch-main/models/config.py", line 5, column 29
          File "/home/xxx/project/QueryDet-PyTorch-main/train_tools/coco_train.py", line 135, in setup
            cfg.merge_from_file(args.config_file)
          File "/home/xxx/project/QueryDet-PyTorch-main/train_tools/coco_train.py", line 143, in start_train
            cfg = setup(args)
          File "/home/xxx/project/QueryDet-PyTorch-main/train_coco.py", line 21, in <module>
            args=(args,),
        """,
        "COCO training: the config file handed to merge_from_file is parsed as YAML and the "
        "parser stops at line 5 of models/config.py, a Python file, so the config path points at "
        "the wrong kind of file. The maintainer later reorganised the repository's config files. "
        "A configuration that cannot be parsed; repeats on every launch.",
    ),
    # --- environment variables the launcher was supposed to set ------------------------------------
    real(
        GH + "meta-llama/llama/issues/391",
        "meta-llama/llama",
        "runtime_error",
        "user_code",
        USER,
        "environment variable RANK expected, but not set",
        r"""
        ValueError: Error initializing torch.distributed using env:// rendezvous: environment variable RANK expected, but not set
        """,
        "example_chat_completion.py calls init_process_group('nccl') with env:// rendezvous and was "
        "started with plain python, so RANK (then WORLD_SIZE, MASTER_ADDR ...) is not in the "
        "environment. Replies: start it with torchrun (or torch.distributed.launch), which sets "
        "them; setting them by hand on Windows led the reporter to a c10d connect loop instead. A "
        "launch mistake that repeats until the job is started by a launcher.",
    ),
    # --- container images that do not run --------------------------------------------------------
    real(
        GH + "t0mer/deepstack-trainer/issues/3",
        "t0mer/deepstack-trainer",
        "os_error",
        "user_code",
        USER,
        "exec user process caused: exec format error",
        r"""
        jason@jetson01:~/deepstack_trainer$ sudo docker-compose up
        Creating network "deepstack_trainer_default" with the default driver
        Creating deepstack_trainer ... done
        Attaching to deepstack_trainer
        deepstack_trainer    | standard_init_linux.go:219: exec user process caused: exec format error
        """,
        "The trainer's container on a Jetson (ARM64) keeps restarting: the :latest image is x86 "
        "only, so the kernel cannot execute its entrypoint. The maintainer: pull the :arm tag; the "
        "reporter confirms it works. A wrong-architecture image; every restart fails the same way.",
    ),
    real(
        GH + "mapbox/robosat/issues/192",
        "mapbox/robosat",
        "other",
        "user_code",
        USER,
        'exec: \\"train\\": executable file not found in $PATH',
        r"""
        deekongone# docker run --runtime=nvidia -it --rm -v $PWD:/data --ipc=host mapbox/robosat:latest-gpu train --mode
        l /data/model.toml --dataset /data/dataset.toml --workers 4
        docker: Error response from daemon: OCI runtime create failed: container_linux.go:348: starting
        container process caused "exec: \"train\": executable file not found in $PATH": unknown.
        """,
        "Starting RoboSat's GPU image for training: the container runtime cannot find `train` in "
        "the image, i.e. the local mapbox/robosat:latest-gpu image lacks the entrypoint the "
        "command relies on. The maintainer cannot reproduce with the published image (`train "
        "--help` works); the reporter's reply begins 'yes, now i' and is cut off in the stored copy, "
        "so the likely cause is a stale or different local image. A container image problem on the "
        "user's side; retrying with the same image fails the same way.",
    ),
    real(
        GH + "kubeflow/katib/issues/347",
        "kubeflow/katib",
        "file_not_found",
        "user_code",
        USER,
        "python: can't open file '/var/mnist.py': [Errno 2] No such file or directory",
        r"""
        python: can't open file '/var/mnist.py': [Errno 2] No such file or directory
        """,
        "Katib's PyTorchJob example: inside the training container the command points at "
        "/var/mnist.py, which the example image gcr.io/kubeflow-ci/pytorch-dist-mnist-test:1.0 "
        "does not contain. The reporter suspects the image and it works with an image built from "
        "the pytorch-operator instructions; assigned to a maintainer. A container image that does "
        "not match the job spec; every pod restart fails the same way.",
    ),
]
