"""CPython's error messages without their exception class (rules/catalogs/python_messages.yaml):
the message alone gets its class's verdict, the class on the line keeps the script rule's, and a
root cause of the node or the fabric still outranks it."""

from __future__ import annotations

import pytest

from app.classify.prefixes import split_prefix
from app.vocabulary import Action, Category
from tests.incidents.probe import ENGINE, first

# (message as str(exc) prints it, the class that raises it, the category of that class)
MESSAGES = [
    (
        "'TrainArgument' object has no attribute 'f_divergence_type'",
        "AttributeError",
        Category.attribute_error,
    ),
    ("DPOTrainer.__init__() got an unexpected keyword argument 'gamma'", "TypeError", Category.type_error),
    ("name 'tokenizer' is not defined", "NameError", Category.runtime_error),
    ("'NoneType' object is not subscriptable", "TypeError", Category.type_error),
    ("No module named 'flash_attn'", "ModuleNotFoundError", Category.import_error),
    ("list index out of range", "IndexError", Category.runtime_error),
    ("too many values to unpack (expected 2)", "ValueError", Category.nan_or_value_error),
    (
        "maximum recursion depth exceeded while calling a Python object",
        "RecursionError",
        Category.runtime_error,
    ),
]


@pytest.mark.parametrize(
    ("message", "cls", "category"), MESSAGES, ids=[m[1] + "-" + m[0][:24] for m in MESSAGES]
)
def test_message_alone_gets_its_class_verdict(message: str, cls: str, category: Category) -> None:
    for line in (message, f"[rank3]: {message}", f"2024-05-01 12:00:01,123 - trainer - ERROR - {message}"):
        verdict = first(line)
        assert (verdict.category, verdict.action) == (category, Action.no_restart_notify_user), line
        assert verdict.rule_ids[0].startswith("pymsg."), verdict.rule_ids


@pytest.mark.parametrize(
    ("message", "cls", "category"), MESSAGES, ids=[m[1] + "-" + m[0][:24] for m in MESSAGES]
)
def test_class_on_the_line_keeps_the_script_rule(message: str, cls: str, category: Category) -> None:
    verdict = first(f"{cls}: {message}")
    assert verdict.category == category
    assert verdict.rule_ids[0].startswith("script."), verdict.rule_ids


def test_catalog_ranks_below_class_rules_and_root_causes() -> None:
    mine = [r for r in ENGINE.rules if r.id.startswith("pymsg.")]
    assert len(mine) >= 40
    script = [r for r in ENGINE.rules if r.id.startswith("script.") and r.priority > 20]
    assert max(r.priority for r in mine) < min(r.priority for r in script)
    assert all(r.blame.value == "user_code" and r.action == Action.no_restart_notify_user for r in mine)


def test_hardware_root_cause_outranks_a_message() -> None:
    xid = (
        "Nov 22 02:00:00 ic05 kernel: [1843.308145] NVRM: Xid (PCI:0000:3b:00): 79, pid=4242, "
        "name=python3, GPU has fallen off the bus."
    )
    verdict = first(xid, "[rank3]: 'NoneType' object has no attribute 'shape'")
    assert (verdict.category, verdict.action) == (Category.gpu_xid, Action.cordon_and_restart)


@pytest.mark.parametrize(
    "line",
    [
        "docs: raises AttributeError when the object has no attribute",
        "    raise AttributeError(f\"'{type(self).__name__}' object has no attribute '{name}'\")",
        "train.py:41: SyntaxWarning: 'tuple' object is not callable; perhaps you missed a comma?",
        "WARNING: apex is not installed: No module named 'apex'",
        "xformers not available (No module named 'xformers'), falling back to sdpa",
        "the list index out of range check was removed",
    ],
)
def test_prose_source_and_warnings_do_not_match(line: str) -> None:
    hits = ENGINE.match(split_prefix(line).message, in_traceback=True)
    assert not [h.rule.id for h in hits if h.rule.id.startswith("pymsg.")], line
