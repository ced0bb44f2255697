"""A resubmission runs the batch script Slurm recorded, never one an API caller named (issue 13:
a scheduler token's spec.script would otherwise be sbatch'ed as the service's user)."""

from __future__ import annotations

import pytest

from app.errors import BackendError
from app.orchestrate.base import JobTarget
from app.orchestrate.slurm import SlurmBackend


class RecordingSlurm(SlurmBackend):
    """The real backend's logic over canned scontrol answers: records what it would run."""

    def __init__(self, recorded_command: str | None) -> None:
        super().__init__()
        self.recorded_command = recorded_command
        self.ran: list[tuple[str, ...]] = []

    async def _run(self, *argv: str, check: bool = True) -> tuple[int, str, str]:
        self.ran.append(argv)
        if argv[1:3] == ("show", "job"):
            if self.recorded_command is None:
                return 1, "", "slurm_load_jobs error: Invalid job id specified"
            return 0, f"JobId=42 JobName=train JobState=FAILED Command={self.recorded_command}", ""
        if "--parsable" in argv:
            return 0, "43\n", ""
        return 0, "", ""


def _job(script: str | None) -> JobTarget:
    spec = {"slurm_job_id": "42", **({"script": script} if script else {})}
    return JobTarget("42", "slurm", ("gpu01",), spec, None)


async def test_resubmits_the_script_slurm_ran() -> None:
    slurm = RecordingSlurm("/home/alice/train.sbatch")
    outcome = await slurm._resubmit(_job("/home/alice/train.sbatch"), "42", ("gpu01",), "key")
    submitted = [argv for argv in slurm.ran if "--parsable" in argv]
    assert submitted and submitted[0][-1] == "/home/alice/train.sbatch"
    assert outcome.spec_update == {"slurm_job_id": "43"}


async def test_a_script_named_by_the_api_that_slurm_did_not_run_is_refused() -> None:
    slurm = RecordingSlurm("/home/alice/train.sbatch")
    with pytest.raises(BackendError, match="not the one Slurm ran"):
        await slurm._resubmit(_job("/tmp/evil.sh"), "42", (), "key")
    assert not [argv for argv in slurm.ran if "--parsable" in argv or "scancel" in argv[0]]


async def test_without_slurms_record_nothing_is_resubmitted() -> None:
    slurm = RecordingSlurm(None)
    with pytest.raises(BackendError, match="no longer records"):
        await slurm._resubmit(_job("/tmp/evil.sh"), "42", (), "key")
    assert not [argv for argv in slurm.ran if "--parsable" in argv]
