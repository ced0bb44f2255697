"""Python exception classes (rules/catalogs/py_builtins.yaml, ml_libraries.yaml, net_clients.yaml):
each class gets the verdict its documented meaning implies, both as the last line of a traceback
and as a bare line, and the echo classes leave the decision to the cause printed beside them."""

from __future__ import annotations

import pytest

from app.classify.prefixes import split_prefix
from app.vocabulary import Action, Blame, Category
from tests.incidents.probe import ENGINE, HEALTHY, first

TRACEBACK = ["Traceback (most recent call last):", '  File "train.py", line 88, in <module>', "    main()"]
NOTIFY = Action.no_restart_notify_user
HUMAN = Action.needs_human

CASES: list[tuple[str, Category, Action]] = [
    # the job's own code path: the same inputs raise it again
    ("OverflowError: Python int too large to convert to C long", Category.runtime_error, NOTIFY),
    (
        "UnicodeEncodeError: 'ascii' codec can't encode character '\\xe9' in position 3: ordinal not in "
        "range(128)",
        Category.runtime_error,
        NOTIFY,
    ),
    ("StopIteration", Category.runtime_error, NOTIFY),
    ("RuntimeError: generator raised StopIteration", Category.runtime_error, NOTIFY),
    ("EOFError: EOF when reading a line", Category.runtime_error, NOTIFY),
    (
        "_pickle.PicklingError: Can't pickle <function <lambda> at 0x7f3>: attribute lookup <lambda> on "
        "__main__ failed",
        Category.runtime_error,
        NOTIFY,
    ),
    # OS-level, by errno
    ("FileExistsError: [Errno 17] File exists: '/ckpt/run7'", Category.os_error, NOTIFY),
    ("ChildProcessError: [Errno 10] No child processes", Category.os_error, NOTIFY),
    ("RuntimeError: can't start new thread", Category.os_error, NOTIFY),
    ("InterruptedError: [Errno 4] Interrupted system call", Category.other, HUMAN),
    ("ProcessLookupError: [Errno 3] No such process", Category.other, HUMAN),
    # process ends are echoes; argparse's usage error is the launch command
    ("KeyboardInterrupt", Category.other, HUMAN),
    ("SystemExit: 1", Category.other, HUMAN),
    ("train.py: error: unrecognized arguments: --local-rank=0", Category.other, NOTIFY),
    (
        "concurrent.futures.process.BrokenProcessPool: A child process terminated abruptly, the process pool "
        "is not usable anymore",
        Category.other,
        HUMAN,
    ),
    ("concurrent.futures._base.TimeoutError", Category.runtime_error, HUMAN),
    ("TimeoutError: timed out", Category.connection_error, HUMAN),
    # library refusals that recur
    (
        "huggingface_hub.utils._errors.RepositoryNotFoundError: 404 Client Error. (Request ID: Root=1-65a)",
        Category.model_loading_error,
        NOTIFY,
    ),
    (
        "huggingface_hub.errors.LocalEntryNotFoundError: Cannot find the requested files in the disk cache "
        "and outgoing traffic has been disabled. To enable hf.co look-ups and downloads online, set "
        "'local_files_only' to False.",
        Category.model_loading_error,
        NOTIFY,
    ),
    (
        "huggingface_hub.errors.HFValidationError: Repo id must be in the form 'repo_name' or "
        "'namespace/repo_name': '/data/m'.",
        Category.model_loading_error,
        NOTIFY,
    ),
    (
        "Exception: data did not match any variant of untagged enum ModelWrapper at line 1251003 column 3",
        Category.model_loading_error,
        NOTIFY,
    ),
    (
        "RuntimeError: Dataset scripts are no longer supported, but found glue.py",
        Category.dataset_loading_error,
        NOTIFY,
    ),
    (
        "requests.exceptions.MissingSchema: Invalid URL 'None/api/runs': No scheme supplied.",
        Category.nan_or_value_error,
        NOTIFY,
    ),
    (
        "wandb.errors.AuthenticationError: API key must be 40 characters long, yours was 8",
        Category.connection_error,
        NOTIFY,
    ),
    (
        "mlflow.exceptions.RestException: RESOURCE_DOES_NOT_EXIST: Could not find experiment with ID 7",
        Category.runtime_error,
        NOTIFY,
    ),
    # documented as passing: HTTP 503 in httpx's words, MLflow's name for it
    (
        "httpx.HTTPStatusError: Server error '503 Service Unavailable' for url 'https://objects.example.com/ckpt'",
        Category.connection_error,
        Action.restart_from_checkpoint,
    ),
    (
        "mlflow.exceptions.RestException: TEMPORARILY_UNAVAILABLE: The service is temporarily unavailable",
        Category.connection_error,
        Action.restart_from_checkpoint,
    ),
]


@pytest.mark.parametrize(("line", "category", "action"), CASES, ids=[c[0][:48] for c in CASES])
@pytest.mark.parametrize("in_traceback", [True, False], ids=["traceback", "bare"])
def test_exception_class_gets_its_documented_verdict(
    line: str, category: Category, action: Action, in_traceback: bool
) -> None:
    lines = [*HEALTHY, *(TRACEBACK if in_traceback else []), line]
    verdict = first(*lines)
    assert (verdict.category, verdict.action) == (category, action), verdict.rule_ids
    if action == NOTIFY:
        # the job's own refusal, not an owner the rules could not tell
        assert verdict.blame == Blame.user_code, verdict.rule_ids


def test_a_workers_empty_pickle_is_the_parents_echo() -> None:
    """A spawned worker's `EOFError: Ran out of input` beside its parent's pickling error: the parent's
    error decides; alone, the empty pickle is the fault."""
    worker = [*TRACEBACK, "    self = reduction.pickle.load(from_parent)", "EOFError: Ran out of input"]
    parent = [*TRACEBACK, "AttributeError: Can't pickle local object 'get_roll_func.<locals>.roll_func'"]
    verdict = first(*worker, *parent)
    assert (verdict.category, verdict.action) == (Category.attribute_error, NOTIFY)
    alone = first(*worker)
    assert alone.action == NOTIFY and alone.rule_ids[0] == "pyexc.eoferror_empty_pickle"


def test_an_echo_class_leaves_the_cause_beside_it_to_decide() -> None:
    verdict = first(*TRACEBACK, "ValueError: labels must be in [0, 10)", "KeyboardInterrupt")
    assert (verdict.category, verdict.action) == (Category.nan_or_value_error, NOTIFY)


def test_prose_naming_a_class_is_not_that_class() -> None:
    for prose in (
        "INFO: caught StopIteration, starting the next epoch",
        "Received KeyboardInterrupt, saving checkpoint before exit",
        "docs: huggingface_hub raises RepositoryNotFoundError when the repo is private",
    ):
        hits = [h.rule.id for h in ENGINE.match(split_prefix(prose).message)]
        assert not [r for r in hits if r.startswith(("pyexc.", "mllib."))], (prose, hits)
