"""The shared vocabulary of docs/CONTRACT.md: failure categories, layers, blame and actions.

Everything that classifies (rules, the LLM agent, humans giving feedback) speaks these words and
nothing else; pydantic rejects anything outside them.
"""

from __future__ import annotations

import re
from enum import StrEnum
from typing import Annotated

from pydantic import AfterValidator

# Free text keeps tab and newline; NUL and the other controls go; lone surrogates cannot be
# stored as UTF-8.
_CONTROL_IN_TEXT = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")
_SURROGATE = re.compile(r"[\ud800-\udfff]")


def clean_text(value: str) -> str:
    """Free text (reasons, notes): NUL and other control bytes are stripped, tab and newline kept."""
    value = _CONTROL_IN_TEXT.sub("", value)
    return _SURROGATE.sub("\ufffd", value)


# Every free-text field of the wire models (ingest, diagnose, orchestrate) is this type.
FreeText = Annotated[str, AfterValidator(clean_text)]


class Layer(StrEnum):
    infrastructure = "infrastructure"
    framework = "framework"
    script = "script"
    other = "other"


class Category(StrEnum):
    # infrastructure
    nvlink_error = "nvlink_error"
    cuda_error = "cuda_error"
    node_failure = "node_failure"
    ecc_error = "ecc_error"
    network_error = "network_error"
    connection_error = "connection_error"
    storage_error = "storage_error"
    nccl_timeout = "nccl_timeout"
    nccl_remote_error = "nccl_remote_error"
    gpu_xid = "gpu_xid"
    # framework
    dataloader_killed = "dataloader_killed"
    cuda_oom = "cuda_oom"
    host_oom = "host_oom"
    runtime_error = "runtime_error"
    assertion_error = "assertion_error"
    nan_or_value_error = "nan_or_value_error"
    model_loading_error = "model_loading_error"
    dataset_loading_error = "dataset_loading_error"
    hang = "hang"
    # script
    file_not_found = "file_not_found"
    os_error = "os_error"
    type_error = "type_error"
    attribute_error = "attribute_error"
    import_error = "import_error"
    syntax_error = "syntax_error"
    other = "other"


CATEGORY_LAYER: dict[Category, Layer] = {
    **{
        c: Layer.infrastructure
        for c in (
            Category.nvlink_error,
            Category.cuda_error,
            Category.node_failure,
            Category.ecc_error,
            Category.network_error,
            Category.connection_error,
            Category.storage_error,
            Category.nccl_timeout,
            Category.nccl_remote_error,
            Category.gpu_xid,
        )
    },
    **{
        c: Layer.framework
        for c in (
            Category.dataloader_killed,
            Category.cuda_oom,
            Category.host_oom,
            Category.runtime_error,
            Category.assertion_error,
            Category.nan_or_value_error,
            Category.model_loading_error,
            Category.dataset_loading_error,
            Category.hang,
        )
    },
    **{
        c: Layer.script
        for c in (
            Category.file_not_found,
            Category.os_error,
            Category.type_error,
            Category.attribute_error,
            Category.import_error,
            Category.syntax_error,
        )
    },
    Category.other: Layer.other,
}


class Blame(StrEnum):
    node_hardware = "node_hardware"
    network_fabric = "network_fabric"
    storage = "storage"
    user_code = "user_code"
    framework_bug = "framework_bug"
    transient = "transient"
    unknown = "unknown"


class Action(StrEnum):
    cordon_and_restart = "cordon_and_restart"
    restart_from_checkpoint = "restart_from_checkpoint"
    no_restart_notify_user = "no_restart_notify_user"
    needs_human = "needs_human"


DESTRUCTIVE_ACTIONS = frozenset({Action.cordon_and_restart, Action.restart_from_checkpoint})


class Source(StrEnum):
    rule = "rule"
    llm = "llm"
    cache = "cache"
    none = "none"
