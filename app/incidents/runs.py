"""Which run of a job a line, heartbeat or exit comes from (docs/slurm.md, "Restarts").

A job that is requeued or resubmitted runs again under the same crashcart job; for a few seconds
the ranks of the old run that survived the failure still print and exit. The scheduler names
each run (Slurm: ``<job id>.<restart count>``; ``crashcart run`` and the prolog send it), and
the job remembers its current run and the runs that ended. What a run that ended sends is
archived but is never progress, never verifies a restart and never reports the job's exit.
Data that names no run is taken as the current run's, as before.
"""

from __future__ import annotations

from app.store.jobs import JobRow

RUNS_KEPT = 32


def _mark_ended(job: JobRow, run: str) -> None:
    ended = [r for r in (job.runs_ended or []) if r != run]
    job.runs_ended = [*ended, run][-RUNS_KEPT:]


def end_run(job: JobRow) -> None:
    """The current run is over (its restart succeeded, or the job registered a new run)."""
    if job.run_id:
        _mark_ended(job, job.run_id)
    job.run_id = None


def end_replaced_run(job: JobRow, replaced: str | None) -> None:
    """A restart that began while ``replaced`` was the current run has been recorded: that run is
    over. The run the restart started may have reported before this (its first heartbeat adopted
    it as current while the backend was still returning): then it stays the current run, or
    everything it sends, its exit included, would be taken for the old run's."""
    if job.run_id is not None and job.run_id != replaced:
        if replaced:
            _mark_ended(job, replaced)
        return
    end_run(job)


def begin_run(job: JobRow, run: str | None) -> None:
    """A registration names the run that starts now."""
    if not run or run == job.run_id:
        return
    end_run(job)
    job.runs_ended = [r for r in (job.runs_ended or []) if r != run]
    job.run_id = run


def progress_counts(job: JobRow) -> bool:
    """Whether the job's last progress may verify a restart: not when it came from a run that has
    ended since (a line the old run printed, processed while the restart was being recorded)."""
    return not job.progress_run or job.progress_run not in (job.runs_ended or [])


def survivors_only(job: JobRow, failure_epoch: int) -> bool:
    """True when the job's progress since a failure came from the very run that failed (its
    surviving ranks kept printing steps), not from a run that started since: that is no sign the
    job came back on its own. Unknown runs (no run names): False, progress is taken at its word."""
    return bool(job.progress_run) and (job.epoch or 0) == failure_epoch and job.progress_run == job.run_id


def is_stale(job: JobRow, run: str | None, *, adopt: bool = True) -> bool:
    """True for data of a run that ended. A run never heard of before is adopted as the current
    one when the job has none (a job whose prolog does not register it); ``adopt=False`` only
    answers (the caller adopts later, holding the job row's lock)."""
    if not run:
        return False
    if run in (job.runs_ended or []):
        return True
    if job.run_id is None and adopt:
        job.run_id = run
    return False
