"""Hand-written model/dataset loading cases and single-node hangs."""

from __future__ import annotations

from typing import Any

from corpus_logfmt import TRAIN_FRAMES
from corpus_single import ADAPTED, GH, HF, USER, Ctx, py_fail


def loading_cases() -> list[dict[str, Any]]:
    return [
        py_fail(
            "safetensors-header-too-large",
            GH + "nicolaus-huang/ProcessPainter/issues/5",
            "model_loading_error",
            *USER,
            ["safetensors_rust.SafetensorError: Error while deserializing header: HeaderTooLarge"],
            frames=[
                (HF, 2560, "from_pretrained", "state_dict = load_state_dict(resolved_archive_file)"),
                (HF, 429, "load_state_dict", 'with safe_open(checkpoint_file, framework="pt") as f:'),
            ],
            rank=0,
            notes="Usually a git-lfs pointer or truncated download instead of the weights.",
            steps=0,
        ),
        py_fail(
            "hf-hub-offline",
            GH + "CASIA-LMC-Lab/FiLo/issues/10",
            "model_loading_error",
            *USER,
            [
                "OSError: We couldn't connect to 'https://huggingface.co' to load this file, couldn't find "
                "it in the "
                "cached files and it looks like bert-base-uncased is not the path to a directory containing "
                "a file "
                "named config.json.",
                "Checkout your internet connection or see how to run the library in offline "
                "mode at 'https://huggingface.co/docs/transformers/installation#offline-mode'.",
            ],
            rank=0,
            notes="Compute nodes without internet and no local copy: the job config must point at "
            "local weights.",
            steps=0,
        ),
        py_fail(
            "state-dict-size-mismatch",
            "synthetic",
            "model_loading_error",
            *USER,
            [
                "RuntimeError: Error(s) in loading state_dict for LlamaForCausalLM:",
                "\tsize mismatch for model.embed_tokens.weight: copying a param with shape "
                "torch.Size([32000, 4096]) "
                "from checkpoint, the shape in current model is torch.Size([32001, 4096]).",
            ],
            rank=0,
            notes="A RuntimeError whose meaning is a model-loading mismatch (vocab resized).",
            steps=0,
        ),
        py_fail(
            "checkpoint-zip-truncated",
            "synthetic",
            "model_loading_error",
            "storage",
            "needs_human",
            [
                "RuntimeError: PytorchStreamReader failed reading zip archive: failed finding central "
                "directory"
            ],
            frames=[
                *TRAIN_FRAMES[:2],
                ("/workspace/ckpt/io.py", 31, "load", "state = torch.load(path, map_location='cpu')"),
            ],
            rank=0,
            notes="The latest checkpoint was truncated by an earlier failed save: restarting from it fails "
            "again; a human must pick an older checkpoint.",
            steps=0,
        ),
        py_fail(
            "hf-gated-repo-401",
            "synthetic",
            "model_loading_error",
            *USER,
            [
                "OSError: You are trying to access a gated repo.",
                "Make sure to have access to it at https://huggingface.co/meta-llama/Llama-2-7b-hf.",
                "401 Client Error. (Request ID: Root=1-6740b1f2-3c2a5e0f1d7b4a6c8e9f0a1b)",
            ],
            rank=0,
            notes="Missing HF token in the job's environment.",
            steps=0,
        ),
        py_fail(
            "trust-remote-code",
            "synthetic",
            "model_loading_error",
            *USER,
            [
                "ValueError: Loading /models/chatglm3-6b requires you to execute the configuration file in "
                "that "
                "repo on your local machine. Make sure you have read the code there to avoid malicious use, "
                "then "
                "set the option `trust_remote_code=True` to remove this error."
            ],
            rank=0,
            notes="A ValueError that is really a model-loading configuration error.",
            steps=0,
        ),
        py_fail(
            "datasets-generation-error",
            GH + "haotian-liu/LLaVA/issues/1641",
            "dataset_loading_error",
            *USER,
            ["datasets.exceptions.DatasetGenerationError: An error occurred while generating the dataset"],
            frames=[
                (
                    "/usr/local/lib/python3.11/site-packages/datasets/load.py",
                    2616,
                    "load_dataset",
                    "builder_instance.download_and_prepare(",
                ),
                (
                    "/usr/local/lib/python3.11/site-packages/datasets/builder.py",
                    2040,
                    "_prepare_split_single",
                    'raise DatasetGenerationError("An error occurred while generating the dataset") from e',
                ),
            ],
            rank=0,
            notes=ADAPTED,
            steps=0,
        ),
        py_fail(
            "arrow-json-parse",
            "synthetic",
            "dataset_loading_error",
            *USER,
            ["pyarrow.lib.ArrowInvalid: JSON parse error: Missing a name for object member. in row 0"],
            frames=[
                (
                    "/usr/local/lib/python3.11/site-packages/datasets/packaged_modules/json/json.py",
                    160,
                    "_generate_tables",
                    "pa_table = paj.read_json(",
                )
            ],
            rank=0,
            notes="A malformed JSONL shard in the user's dataset.",
            steps=0,
        ),
        py_fail(
            "datasets-unknown-split",
            "synthetic",
            "dataset_loading_error",
            *USER,
            ["ValueError: Unknown split \"validation\". Should be one of ['train']."],
            rank=0,
            notes="A ValueError meaning a dataset-loading config error.",
            steps=0,
        ),
        py_fail(
            "datasets-hub-unreachable",
            "synthetic",
            "dataset_loading_error",
            "unknown",
            "needs_human",
            ["ConnectionError: Couldn't reach 'allenai/c4' on the Hub (ConnectTimeout)"],
            rank=0,
            ambiguous=True,
            notes="Hub unreachable: a transient outage or nodes with no internet access; unclear.",
            steps=0,
        ),
    ]


def hang_cases() -> list[dict[str, Any]]:
    cases: list[dict[str, Any]] = []

    def dumps(ctx: Ctx, odd: int | None, odd_frames: list[tuple[str, int, str]]) -> str:
        root = ""
        for r in range(8):
            begin = ctx.out(
                r,
                f"=== crashcart hang watchdog: rank {r} no progress for 600s at step {ctx.step + 1}; "
                "stack dump begin ===",
            )
            ctx.out(r, f"Thread 0x{0x7F12A0000000 + r * 0x1000:016x} (most recent call first):")
            if r == odd:
                root = begin
                for path, ln, fn in odd_frames:
                    ctx.out(r, f'  File "{path}", line {ln} in {fn}')
            else:
                ctx.out(
                    r,
                    '  File "/usr/local/lib/python3.11/dist-packages/torch/distributed/distributed_c10d.py", '
                    "line 3372 in all_gather_into_tensor",
                )
                ctx.out(r, '  File "/workspace/train.py", line 276 in train_step')
            ctx.out(r, '  File "/workspace/train.py", line 412 in <module>')
            ctx.out(r, f"=== crashcart hang watchdog: rank {r} stack dump end ===")
        return root

    ctx = Ctx("hang-rank0-eval-only")
    ctx.preamble()
    root = dumps(ctx, 0, [("/workspace/train.py", 352, "evaluate"), ("/workspace/train.py", 300, "train")])
    cases.append(
        ctx.case(
            "synthetic",
            "hang",
            *USER,
            root,
            ctx.who(0),
            notes="Rank 0 runs evaluate() (which itself calls a collective) while the others are "
            "already in the next all_gather: a code bug, the odd rank is the culprit.",
        )
    )

    ctx = Ctx("hang-all-ranks-same-stack")
    ctx.preamble()
    dumps(ctx, None, [])
    root = next(line for line in ctx.lines if "stack dump begin" in line)
    cases.append(
        ctx.case(
            "synthetic",
            "hang",
            "unknown",
            "needs_human",
            root,
            None,
            ambiguous=True,
            notes="Every rank waits in the same all_gather: no odd one out, no error anywhere.",
        )
    )

    ctx = Ctx("hang-faulthandler-timeout", style="plain")
    ctx.preamble()
    root = ctx.raw("Timeout (0:10:00)!")
    ctx.raw("Thread 0x00007f3c2a1ff640 (most recent call first):")
    ctx.raw('  File "/workspace/data/shards.py", line 91 in _read_shard')
    ctx.raw('  File "/workspace/data/shards.py", line 88 in __getitem__')
    ctx.raw('  File "/workspace/train.py", line 280 in train')
    cases.append(
        ctx.case(
            "synthetic",
            "hang",
            "storage",
            "restart_from_checkpoint",
            root,
            None,
            notes="faulthandler.dump_traceback_later fired: the loader blocks reading a shard from "
            "network storage. A storage stall; restart.",
        )
    )
    return cases


def cases() -> list[dict[str, Any]]:
    return [*loading_cases(), *hang_cases()]
