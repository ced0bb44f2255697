"""The local backend's command trust, unit by unit (``app/orchestrate/local_commands.py``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.errors import BackendError, Forbidden, InvalidInput
from app.orchestrate.base import JobTarget
from app.orchestrate.local import LocalBackend
from app.orchestrate.local_commands import TRUST_KEY, admit_spec, resolve
from app.settings import LocalCommand

TEMPLATES = {"train": LocalCommand(command=["python", "train.py"], resume_flag="--resume={checkpoint_dir}")}


@pytest.mark.parametrize("role", ["operator", "scheduler", "shipper", "viewer"])
@pytest.mark.parametrize("key", ["command", "resume_flag", "cwd", "env", "log", "sbatch_args"])
def test_only_an_admin_may_set_what_runs(role: str, key: str) -> None:
    with pytest.raises(Forbidden, match=f"spec.{key}"):
        admit_spec({key: ["x"]}, role=role, name="n", templates=TEMPLATES)
    assert admit_spec({key: ["x"]}, role="admin", name="n", templates=TEMPLATES)[key] == ["x"]


def test_a_spec_without_commands_is_stored_as_given() -> None:
    spec = {"slurm_job_id": "12", "script": "/home/u/train.sbatch"}
    assert admit_spec(spec, role="scheduler", name="n", templates={}) == spec


def test_reserved_keys_cannot_be_sent() -> None:
    with pytest.raises(InvalidInput, match="reserved"):
        admit_spec({TRUST_KEY: {"role": "admin"}}, role="admin", name="n", templates={})


def test_a_changed_field_breaks_the_admin_mark() -> None:
    stored = admit_spec({"command": ["python", "t.py"]}, role="admin", name="root", templates={})
    assert resolve("j", stored, {}).argv == ("python", "t.py")
    # A merge with someone else's registration (any command field changed) is refused.
    for change in ({"env": {"LD_PRELOAD": "/x.so"}}, {"command": ["sh", "-c", "id"]}, {"cwd": "/"}):
        with pytest.raises(BackendError, match="refusing"):
            resolve("j", {**stored, **change}, {})
    with pytest.raises(BackendError, match="refusing"):
        resolve("j", {"command": ["sh", "-c", "id"]}, {})


def test_a_template_runs_the_operators_command_and_fills_the_checkpoint_as_one_argument() -> None:
    stored = admit_spec({"template": "train"}, role="scheduler", name="n", templates=TEMPLATES)
    command = resolve("j", stored, TEMPLATES)
    assert command.resume_argv("/ck pt --evil") == ["python", "train.py", "--resume=/ck pt --evil"]
    with pytest.raises(BackendError, match="checkpoint_dir"):
        command.resume_argv("-rf")
    with pytest.raises(BackendError, match="not configured"):
        resolve("j", stored, {})  # the operator removed the template since


async def test_the_backend_starts_nothing_for_an_untrusted_spec(tmp_path: Path) -> None:
    proof = tmp_path / "pwned"
    backend = LocalBackend(tmp_path / "sup", templates=TEMPLATES)
    target = JobTarget("j", "local", ("n",), {"command": ["/bin/sh", "-c", f"touch {proof}"]})
    with pytest.raises(BackendError, match="refusing"):
        await backend.launch(target)
    with pytest.raises(BackendError):
        await backend.restart(target, marker={"generation": 0}, exclude=(), key="k")
    assert not proof.exists()
