"""Hand-written script-layer cases: missing files, OS errors, Python exceptions."""

from __future__ import annotations

from typing import Any

from corpus_logfmt import TRAIN_FRAMES
from corpus_single import GH, USER, Ctx, py_fail


def script_cases() -> list[dict[str, Any]]:
    cfg_frames = [
        ("/workspace/train.py", 412, "<module>", "main()"),
        ("/workspace/train.py", 61, "main", "cfg = load_config(args.config)"),
    ]
    cases = [
        py_fail(
            "fnf-tokenized-data",
            "synthetic",
            "file_not_found",
            *USER,
            [
                "FileNotFoundError: [Errno 2] No such file or directory: "
                "'/data/tokenized/train_text_document.bin'"
            ],
            all_ranks=True,
            notes="Wrong data path on every rank.",
            steps=0,
        ),
        py_fail(
            "fnf-resume-tracker",
            "synthetic",
            "file_not_found",
            *USER,
            [
                "FileNotFoundError: [Errno 2] No such file or directory: '/checkpoints/run42/"
                "latest_checkpointed_iteration.txt'"
            ],
            rank=0,
            notes="--load points at an empty directory.",
            steps=0,
        ),
        py_fail(
            "fnf-config-yaml",
            "synthetic",
            "file_not_found",
            *USER,
            ["FileNotFoundError: [Errno 2] No such file or directory: 'configs/llama_7b.yaml'"],
            frames=cfg_frames,
            style="plain",
            steps=0,
        ),
        py_fail(
            "fnf-dataset-script",
            "synthetic",
            "file_not_found",
            *USER,
            [
                "FileNotFoundError: Couldn't find a dataset script at /workspace/my_dataset/my_dataset.py "
                "or any "
                "data file in the same directory."
            ],
            rank=0,
            steps=0,
        ),
        py_fail(
            "os-too-many-open-files",
            "synthetic",
            "os_error",
            *USER,
            ["OSError: [Errno 24] Too many open files"],
            rank=3,
            notes="ulimit -n too low for num_workers x shards.",
        ),
        py_fail(
            "os-disk-quota",
            "synthetic",
            "os_error",
            *USER,
            ["OSError: [Errno 122] Disk quota exceeded: '/home/alice/runs/run42/ckpt/iter_0004000'"],
            rank=0,
            notes="The user's home quota, not the shared checkpoint storage.",
        ),
        py_fail(
            "os-permission-denied",
            "synthetic",
            "os_error",
            *USER,
            ["PermissionError: [Errno 13] Permission denied: '/checkpoints/shared/run42'"],
            rank=0,
        ),
        py_fail(
            "os-dev-shm-full",
            "synthetic",
            "os_error",
            *USER,
            ["OSError: [Errno 28] No space left on device: '/dev/shm/torch_2871_3906251874_0'"],
            rank=6,
            notes="/dev/shm of the container is full: configuration, not the storage system.",
        ),
        py_fail(
            "os-cannot-allocate-fork",
            "synthetic",
            "os_error",
            *USER,
            ["OSError: [Errno 12] Cannot allocate memory"],
            frames=[
                ("/usr/lib/python3.11/multiprocessing/popen_fork.py", 66, "_launch", "self.pid = os.fork()")
            ],
            rank=1,
            notes="fork() of dataloader workers with overcommit off.",
        ),
        py_fail(
            "type-unexpected-kwarg",
            "synthetic",
            "type_error",
            *USER,
            ["TypeError: LlamaForCausalLM.forward() got an unexpected keyword argument 'cache_position'"],
            all_ranks=True,
            notes="transformers version mismatch with the training code.",
            steps=0,
        ),
        py_fail(
            "type-none-subscript",
            "synthetic",
            "type_error",
            *USER,
            ["TypeError: 'NoneType' object is not subscriptable"],
            rank=4,
        ),
        py_fail(
            "type-default-collate",
            "synthetic",
            "type_error",
            *USER,
            [
                "TypeError: default_collate: batch must contain tensors, numpy arrays, numbers, dicts or "
                "lists; "
                "found <class 'PIL.Image.Image'>"
            ],
            rank=0,
        ),
        py_fail(
            "type-json-tensor",
            "synthetic",
            "type_error",
            *USER,
            ["TypeError: Object of type Tensor is not JSON serializable"],
            rank=0,
            frames=[*TRAIN_FRAMES[:2], ("/workspace/ckpt/meta.py", 19, "write_meta", "json.dump(meta, f)")],
        ),
        py_fail(
            "attr-ddp-generate",
            "synthetic",
            "attribute_error",
            *USER,
            ["AttributeError: 'DistributedDataParallel' object has no attribute 'generate'"],
            all_ranks=True,
        ),
        py_fail(
            "attr-none-shape",
            "synthetic",
            "attribute_error",
            *USER,
            ["AttributeError: 'NoneType' object has no attribute 'shape'"],
            rank=7,
        ),
        py_fail(
            "attr-transformers-module",
            "synthetic",
            "attribute_error",
            *USER,
            [
                "AttributeError: module 'transformers.models.llama.modeling_llama' has no attribute "
                "'LlamaFlashAttention2'"
            ],
            style="plain",
            steps=0,
        ),
        py_fail(
            "attr-torch-compiler",
            "synthetic",
            "attribute_error",
            *USER,
            ["AttributeError: module 'torch' has no attribute 'compiler'"],
            all_ranks=True,
            style="srun",
            steps=0,
        ),
        py_fail(
            "import-no-flash-attn",
            "synthetic",
            "import_error",
            *USER,
            ["ModuleNotFoundError: No module named 'flash_attn'"],
            frames=[("/workspace/train.py", 14, "<module>", "from flash_attn import flash_attn_func")],
            all_ranks=True,
            steps=0,
        ),
        py_fail(
            "import-undefined-symbol",
            GH + "Dao-AILab/flash-attention/issues/723",
            "import_error",
            *USER,
            [
                "ImportError: "
                "/usr/local/lib/python3.10/dist-packages/flash_attn_2_cuda.cpython-310-x86_64-linux-"
                "gnu.so: undefined symbol: _ZN3c104cuda9SetDeviceEi"
            ],
            frames=[
                ("/workspace/model/attn.py", 9, "<module>", "import flash_attn_2_cuda as flash_attn_cuda")
            ],
            rank=0,
            notes="flash-attn built against a different torch.",
            steps=0,
        ),
        py_fail(
            "import-cannot-import-name",
            "synthetic",
            "import_error",
            *USER,
            [
                "ImportError: cannot import name 'is_torch_xla_available' from 'transformers.utils' "
                "(/usr/local/lib/python3.10/dist-packages/transformers/utils/__init__.py)"
            ],
            frames=[
                (
                    "/workspace/train.py",
                    21,
                    "<module>",
                    "from transformers.utils import is_torch_xla_available",
                )
            ],
            style="plain",
            steps=0,
        ),
        py_fail(
            "import-libcudart",
            "synthetic",
            "import_error",
            *USER,
            ["ImportError: libcudart.so.11.0: cannot open shared object file: No such file or directory"],
            frames=[("/workspace/train.py", 9, "<module>", "import bitsandbytes as bnb")],
            all_ranks=True,
            style="srun",
            steps=0,
        ),
        py_fail(
            "import-no-apex",
            "synthetic",
            "import_error",
            *USER,
            ["ModuleNotFoundError: No module named 'apex'"],
            frames=[
                (
                    "/workspace/megatron/fused_kernels/__init__.py",
                    5,
                    "<module>",
                    "from apex.normalization import FusedLayerNorm",
                )
            ],
            rank=0,
            steps=0,
        ),
    ]

    def syntax(cid: str, src: str, caret: str, msg: str, style: str = "torchrun") -> dict[str, Any]:
        ctx = Ctx(cid, style=style)
        p = ctx.prefix(0)
        ctx.raw(f'{p}  File "/workspace/train.py", line 212')
        ctx.raw(f"{p}    {src}")
        ctx.raw(f"{p}    {caret}")
        root = ctx.raw(f"{p}{msg}")
        if style == "torchrun":
            ctx.summary(0, 1)
        return ctx.case(
            "synthetic",
            "syntax_error",
            *USER,
            root,
            None if style == "plain" else ctx.who(0),
            notes="Fails before training starts; recurs.",
        )

    cases += [
        syntax("syntax-missing-colon", "if args.resume", "              ^", "SyntaxError: expected ':'"),
        syntax(
            "syntax-indent", "    optimizer.step()", "    ^", "IndentationError: unexpected indent", "plain"
        ),
        syntax(
            "syntax-fstring",
            'print(f"step {step loss {loss}")',
            "                  ^",
            "SyntaxError: f-string: expecting '}'",
            "plain",
        ),
    ]
    cases.append(
        py_fail(
            "yaml-scanner-error",
            "synthetic",
            "syntax_error",
            *USER,
            [
                "yaml.scanner.ScannerError: mapping values are not allowed here",
                '  in "configs/run42.yaml", line 14, column 12',
            ],
            frames=cfg_frames,
            style="plain",
            notes="A syntax error in the job's YAML config.",
            steps=0,
        )
    )
    return cases


def cases() -> list[dict[str, Any]]:
    return [*script_cases()]
