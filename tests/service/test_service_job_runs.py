"""Runs of a job (app/incidents/runs.py) and resubmitted Slurm ids, through the API, both modes.

What an old run still sends after a restart (a surviving rank's steps, its exit) is not the new
run's progress nor the job's exit; a resubmitted Slurm job id is the same crashcart job.
"""

from __future__ import annotations

from typing import Any

from tests.helpers import Service, lines_of


async def wait_processed(service: Service, job_id: str, n: int) -> dict[str, Any]:
    return dict(
        await service.wait_for(
            lambda: _when(service, job_id, lambda j: j["lines_processed"] >= n),
        )
    )


async def _when(service: Service, job_id: str, pred: Any) -> dict[str, Any] | None:
    job = await service.job(job_id)
    return job if pred(job) else None


async def post(service: Service, job_id: str, lines: list[dict[str, Any]], run: str | None) -> None:
    body: dict[str, Any] = {"lines": lines}
    if run:
        body["run"] = run
    resp = await service.client.post(f"/v1/jobs/{job_id}/logs", json=body, headers=service.auth("shipper"))
    assert resp.status_code == 202, resp.text


async def exit_(service: Service, job_id: str, code: int, run: str | None) -> None:
    body: dict[str, Any] = {"node": "gpu01", "exit_code": code, "run": run}
    resp = await service.client.post(f"/v1/jobs/{job_id}/exit", json=body, headers=service.auth("shipper"))
    assert resp.status_code == 202, resp.text


async def test_steps_of_a_run_that_ended_are_not_progress(service: Service) -> None:
    await service.register("runs-1", run="7.0")
    await post(service, "runs-1", lines_of(["step 10 loss 1.0"], stream="stdout"), "7.0")
    job = await wait_processed(service, "runs-1", 1)
    assert job["last_step"] == 10
    await service.register("runs-1", run="7.1")  # the prolog of the requeued run
    # The surviving rank of run 7.0 still prints a step: neither processed nor progress.
    await post(service, "runs-1", lines_of(["step 11 loss 1.0"], start_seq=2, stream="stdout"), "7.0")
    await post(service, "runs-1", lines_of(["step 0 loss 2.0"], node="gpu02", stream="stdout"), "7.1")
    job = await wait_processed(service, "runs-1", 2)
    assert job["last_step"] == 0 and job["lines_processed"] == 2


async def test_a_run_never_registered_is_adopted_and_the_old_one_ends_with_the_epoch(
    service: Service,
) -> None:
    await service.register("runs-2")  # no prolog run: crashcart run's batches name it
    await post(service, "runs-2", lines_of(["step 5 loss 1.0"], stream="stdout"), "9.0")
    await wait_processed(service, "runs-2", 1)
    await service.register("runs-2", run="9.1")
    await post(service, "runs-2", lines_of(["step 6 loss 1.0"], start_seq=2, stream="stdout"), "9.0")
    await post(service, "runs-2", lines_of(["step 1 loss 1.0"], node="gpu03", stream="stdout"), "9.1")
    job = await wait_processed(service, "runs-2", 2)
    assert job["last_step"] == 1


async def test_the_exit_of_a_run_that_ended_is_not_the_jobs_exit(service: Service) -> None:
    await service.register("runs-3", run="5.0")
    await service.register("runs-3", run="5.1")
    await exit_(service, "runs-3", 143, "5.0")  # the old run killed by the requeue
    await exit_(service, "runs-3", 0, "5.1")
    job = await service.wait_for(lambda: _when(service, "runs-3", lambda j: j["state"] != "running"))
    assert job["state"] == "succeeded" and job["exit_code"] == 0 and job["incidents"] == []


async def test_a_resubmitted_slurm_job_id_is_the_same_job(service: Service) -> None:
    service.settings.backends = ["slurm"]
    await service.register("500", scheduler="slurm", spec={"slurm_job_id": "500"}, run="500.0")
    await post(service, "500", lines_of(["step 3 loss 1.0"], stream="stdout"), "500.0")
    await wait_processed(service, "500", 1)
    # What the orchestrator's resubmission records, then the new job's prolog registers itself.
    await service.register("500", scheduler="slurm", spec={"slurm_job_id": "501"})
    resp = await service.client.post(
        "/v1/jobs",
        json={
            "job_id": "501",
            "scheduler": "slurm",
            "nodes": ["gpu04"],
            "spec": {"slurm_job_id": "501"},
            "run": "501.0",
        },
        headers=service.auth("scheduler"),
    )
    assert resp.status_code == 200 and resp.json()["job_id"] == "500", resp.text
    # Its tasks ship under the new Slurm id; the lines, the exit and the reads are job 500's.
    await post(service, "501", lines_of(["step 0 loss 2.0"], node="gpu04", stream="stdout"), "501.0")
    await post(
        service, "501", lines_of(["step 4 loss 1.0"], start_seq=2, stream="stdout"), "500.0"
    )  # old run
    job = await wait_processed(service, "501", 2)
    assert job["job_id"] == "500" and job["nodes"] == ["gpu04"] and job["last_step"] == 0
    await exit_(service, "501", 0, "501.0")
    job = await service.wait_for(lambda: _when(service, "500", lambda j: j["state"] == "succeeded"))
    assert job["exit_code"] == 0
    unknown = await service.client.get("/v1/jobs/502", headers=service.auth("viewer"))
    assert unknown.status_code == 404


async def test_a_shipper_token_may_report_an_exit_but_not_register(service: Service) -> None:
    await service.register("runs-4")
    await exit_(service, "runs-4", 3, None)
    resp = await service.client.post("/v1/jobs", json={"job_id": "runs-5"}, headers=service.auth("shipper"))
    assert resp.status_code == 403
