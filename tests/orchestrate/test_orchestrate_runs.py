"""A restart is verified by the new run only (app/incidents/runs.py), fake backend.

The race of issue 16: a step line of the old run, read by a worker before the restart was
recorded and committed after it, used to stamp progress after the restart and verify it."""

from __future__ import annotations

from typing import Any

from app.incidents.runs import is_stale
from app.ingest.schemas import JobIn
from app.ingest.service import register_job
from app.orchestrate import service
from app.orchestrate.backends import BackendRegistry, set_backends
from app.orchestrate.base import FakeBackend, JobTarget, RestartOutcome
from app.orchestrate.machine import verify_restarts
from app.orchestrate.runner import OrchestratorRunner
from app.store.base import utcnow
from app.store.db import Database
from app.store.jobs import JobRepository
from app.store.orchestrate import ActionRepository
from tests.orchestrate.conftest import MakeIncident, MakeJob


async def test_progress_of_the_old_run_after_the_restart_does_not_verify_it(
    db: Database, fake: FakeBackend, make_job: MakeJob, make_incident: MakeIncident
) -> None:
    job_id = await make_job(run_id="8.0")
    inc = await make_incident(job_id)
    await service.on_incident(db, inc)
    await OrchestratorRunner(db).tick()
    async with db.session() as s:
        job = await JobRepository(s).get(job_id)
        assert job is not None and job.run_id is None and job.runs_ended == ["8.0"]
        # The old run's step, processed after the restart was recorded.
        job.last_step, job.last_progress_at, job.progress_run = 500, utcnow(), "8.0"
        await s.commit()
    assert await verify_restarts(db) == 0
    async with db.session() as s:
        job = await JobRepository(s).get(job_id)
        assert job is not None
        job.last_step, job.last_progress_at, job.progress_run = 0, utcnow(), "8.1"  # the new run
        await s.commit()
    assert await verify_restarts(db) == 1
    async with db.session() as s:
        rows = await ActionRepository(s).for_incident(inc)
    assert [(a.kind, a.state) for a in rows] == [("cordon", "succeeded"), ("restart", "verified")]


async def test_progress_without_run_names_verifies_as_before(
    db: Database, fake: FakeBackend, make_job: MakeJob, make_incident: MakeIncident
) -> None:
    job_id = await make_job()
    inc = await make_incident(job_id)
    await service.on_incident(db, inc)
    await OrchestratorRunner(db).tick()
    async with db.session() as s:
        job = await JobRepository(s).get(job_id)
        assert job is not None
        job.last_step, job.last_progress_at = 3, utcnow()
        await s.commit()
    assert await verify_restarts(db) == 1


async def test_steps_of_the_surviving_ranks_of_the_failed_run_do_not_skip_the_restart(
    db: Database, fake: FakeBackend, make_job: MakeJob, make_incident: MakeIncident
) -> None:
    """The restart is skipped when the job came back on its own; the other ranks of the run that
    failed printing steps after an ECC error on one node is not that."""
    job_id = await make_job(run_id="9.0")
    inc = await make_incident(job_id)
    async with db.session() as s:
        job = await JobRepository(s).get(job_id)
        assert job is not None
        job.last_step, job.last_progress_at, job.progress_run = 40, utcnow(), "9.0"
        await s.commit()
    await service.on_incident(db, inc)
    await OrchestratorRunner(db).tick()
    async with db.session() as s:
        rows = await ActionRepository(s).for_incident(inc)
    assert [(a.kind, a.state) for a in rows] == [("cordon", "succeeded"), ("restart", "succeeded")]


class _RegistersBeforeReturning(FakeBackend):
    """A scheduler whose restarted run registers (``crashcart run``, a prolog) while the restart
    call has not returned yet: under load the new run's first message can beat the restart's
    commit."""

    def __init__(self, db: Database, job_id: str, run: str) -> None:
        super().__init__()
        self.db, self.job_id, self.run = db, job_id, run

    async def restart(
        self, job: JobTarget, *, marker: dict[str, Any], exclude: tuple[str, ...], key: str
    ) -> RestartOutcome:
        outcome = await super().restart(job, marker=marker, exclude=exclude, key=key)
        async with self.db.session() as s:
            await register_job(s, JobIn(job_id=self.job_id, scheduler="local", run=self.run))
        return outcome


async def test_a_new_run_that_registered_before_the_restart_was_recorded_stays_current(
    db: Database, make_job: MakeJob, make_incident: MakeIncident
) -> None:
    """The Slurm prolog of the restarted run registering it (POST /v1/jobs with its run) while the
    restart call has not returned yet: recording the restart used to end that new run, so its steps
    and its exit were taken for the old run's and the job never finished."""
    job_id = await make_job(run_id="local.1")
    backend = _RegistersBeforeReturning(db, job_id, "local.2")
    set_backends(BackendRegistry(overrides={"local": backend}))
    try:
        inc = await make_incident(job_id)
        await service.on_incident(db, inc)
        await OrchestratorRunner(db).tick()
    finally:
        set_backends(None)
    async with db.session() as s:
        rows = await ActionRepository(s).for_incident(inc)
        job = await JobRepository(s).get(job_id)
    assert [(a.kind, a.state) for a in rows] == [("cordon", "succeeded"), ("restart", "succeeded")]
    assert job is not None and job.run_id == "local.2" and job.runs_ended == ["local.1"]
    assert not is_stale(job, "local.2", adopt=False) and is_stale(job, "local.1", adopt=False)
