"""Commands come from the operator, never from an API caller (issue 13, the critical finding).

The probe: a ``scheduler`` token registered ``{"scheduler": "local", "spec": {"command":
["/bin/sh", "-c", "id > FILE"]}}``, shipped one ``uncorrectable ECC error`` line, and the local
backend's restart ran the command. Each test here runs in both storage modes.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from app.orchestrate.backends import BackendRegistry, set_backends
from app.settings import LocalCommand, Settings
from app.store.db import Database
from app.store.jobs import JobRow
from tests.helpers import Service, lines_of

ECC = "RuntimeError: CUDA error: uncorrectable ECC error encountered"


@pytest.fixture(autouse=True)
def fresh_backends(mode_settings: Settings) -> Iterator[None]:
    """A registry built from this test's settings (the local supervisor keeps state per process)."""
    mode_settings.policy.restart_backoff_s = 0.0
    set_backends(BackendRegistry(mode_settings))
    yield
    set_backends(None)


def touch_command(path: Path, *extra: str) -> list[str]:
    """A command that proves it ran by creating ``path`` (then waits, like a training job)."""
    code = "import sys, time; open(sys.argv[1], 'a').write(' '.join(sys.argv[2:]) + '|'); time.sleep(30)"
    return [sys.executable, "-c", code, str(path), *extra]


async def _job_actions(service: Service, job_id: str) -> list[dict[str, Any]]:
    resp = await service.client.get("/v1/incidents", params={"job": job_id}, headers=service.auth("viewer"))
    assert resp.status_code == 200, resp.text
    found: list[dict[str, Any]] = []
    for inc in resp.json()["incidents"]:
        detail = await service.client.get(f"/v1/incidents/{inc['id']}", headers=service.auth("viewer"))
        found += detail.json()["actions"]
    return found


async def _restart_attempted(service: Service, job_id: str) -> dict[str, Any] | None:
    for action in await _job_actions(service, job_id):
        done = action["last_error"] or action["state"] in ("succeeded", "verified", "failed", "cancelled")
        if action["kind"] == "restart" and done:
            return action
    return None


async def _stop_local_jobs() -> None:
    from app.orchestrate.backends import get_backends

    await get_backends().close()


async def test_probe_scheduler_token_cannot_make_the_local_backend_run_a_command(
    service: Service, tmp_path: Path
) -> None:
    proof = tmp_path / "pwned"
    probe = {
        "job_id": "probe-1",
        "scheduler": "local",
        "nodes": ["s3"],
        "spec": {"command": ["/bin/sh", "-c", f"id > {proof}"], "resume_flag": "--resume"},
    }
    resp = await service.client.post("/v1/jobs", json=probe, headers=service.auth("scheduler"))
    assert resp.status_code == 403, resp.text
    assert "only an admin token may set spec.command" in resp.json()["error"]["message"]
    assert (await service.client.get("/v1/jobs/probe-1", headers=service.auth("viewer"))).status_code == 404
    # Each command field on its own is refused too, and so is a forged trust mark.
    for spec in ({"env": {"LD_PRELOAD": "/tmp/x.so"}}, {"cwd": "/"}, {"log": "/etc/passwd"}):
        bad = await service.client.post(
            "/v1/jobs", json={**probe, "spec": spec}, headers=service.auth("scheduler")
        )
        assert bad.status_code == 403, (spec, bad.text)
    forged = {**probe["spec"], "_crashcart_trust": {"role": "admin", "digest": "x"}}  # type: ignore[dict-item]
    bad = await service.client.post("/v1/jobs", json={**probe, "spec": forged}, headers=service.auth("admin"))
    assert bad.status_code == 422 and "reserved" in bad.json()["error"]["message"]

    # The rest of the probe: the job registered without a command, then the ECC line.
    await service.register("probe-1", nodes=["s3"])
    assert (await service.post_lines("probe-1", lines_of([ECC], node="s3"))).status_code == 202
    action = await service.wait_for(lambda: _restart_attempted(service, "probe-1"), timeout=15)
    assert action["state"] != "succeeded"
    assert "no command" in (action["last_error"] or "")
    assert not proof.exists()


async def test_a_stored_command_not_set_by_an_admin_is_never_run(
    service: Service, mode_settings: Settings, tmp_path: Path
) -> None:
    """Defence in depth: a row holding a command that no admin set (an older version's
    registration, a hand edit) is refused where the process would start."""
    proof = tmp_path / "pwned"
    db = Database(mode_settings.effective_database_url)
    try:
        async with db.session() as session:
            session.add(
                JobRow(
                    job_id="legacy-1",
                    scheduler="local",
                    nodes=["s3"],
                    spec={"command": ["/bin/sh", "-c", f"id > {proof}"]},
                    lines_processed=0,
                    archive_bytes=0,
                    epoch_start_line=0,
                    restarts=0,
                    downtime_s=0.0,
                )
            )
            await session.commit()
    finally:
        await db.dispose()
    assert (await service.post_lines("legacy-1", lines_of([ECC], node="s3"))).status_code == 202
    action = await service.wait_for(lambda: _restart_attempted(service, "legacy-1"), timeout=15)
    assert action["state"] != "succeeded"
    assert "refusing to run its spec.command" in (action["last_error"] or "")
    assert not proof.exists()


async def test_a_scheduler_token_cannot_pick_an_unconfigured_backend(service: Service) -> None:
    for scheduler in ("slurm", "kubernetes"):
        resp = await service.client.post(
            "/v1/jobs",
            json={"job_id": f"pick-{scheduler}", "scheduler": scheduler, "nodes": ["n1"]},
            headers=service.auth("scheduler"),
        )
        assert resp.status_code == 422, resp.text
        assert "not a backend of this server (configured: local" in resp.json()["error"]["message"]
    # Leaving it out means the server's backend.
    resp = await service.client.post(
        "/v1/jobs", json={"job_id": "pick-default", "nodes": ["n1"]}, headers=service.auth("scheduler")
    )
    assert resp.status_code == 201 and resp.json()["scheduler"] == "local"


async def test_a_second_configured_backend_may_be_named(service: Service) -> None:
    service.settings.backend = "slurm"
    service.settings.backends = ["kubernetes"]
    try:
        refused = await service.client.post(
            "/v1/jobs", json={"job_id": "k-0", "scheduler": "local"}, headers=service.auth("admin")
        )
        assert refused.status_code == 422, refused.text
        ok = await service.client.post(
            "/v1/jobs", json={"job_id": "k-1", "scheduler": "kubernetes"}, headers=service.auth("scheduler")
        )
        assert ok.status_code == 201 and ok.json()["scheduler"] == "kubernetes"
        default = await service.client.post(
            "/v1/jobs", json={"job_id": "k-2"}, headers=service.auth("scheduler")
        )
        assert default.status_code == 201 and default.json()["scheduler"] == "slurm"
    finally:
        service.settings.backend = "local"
        service.settings.backends = []


async def test_an_admin_registered_command_is_restarted_with_its_resume_flag(
    service: Service, tmp_path: Path
) -> None:
    marks = tmp_path / "ran"
    ckpt = tmp_path / "ckpt dir"  # a space: the path must stay one argument
    body = {
        "job_id": "admin-1",
        "scheduler": "local",
        "nodes": ["s3"],
        "checkpoint_dir": str(ckpt),
        "spec": {"command": touch_command(marks), "resume_flag": "--resume {checkpoint_dir}"},
    }
    resp = await service.client.post("/v1/jobs", json=body, headers=service.auth("admin"))
    assert resp.status_code == 201, resp.text
    try:
        assert (await service.post_lines("admin-1", lines_of([ECC], node="s3"))).status_code == 202

        async def ran() -> bool:
            return marks.exists() and "|" in marks.read_text()

        await service.wait_for(ran, timeout=15)
        assert marks.read_text() == f"--resume {ckpt}|"
        action = await service.wait_for(lambda: _restart_attempted(service, "admin-1"), timeout=5)
        assert action["state"] in ("executing", "succeeded", "verified")
    finally:
        await _stop_local_jobs()


async def test_a_scheduler_token_may_pick_an_operator_template(
    service: Service, mode_settings: Settings, tmp_path: Path
) -> None:
    marks = tmp_path / "template-ran"
    mode_settings.local.commands = {
        "train": LocalCommand(command=touch_command(marks, "from-template"), resume_flag="--resume")
    }
    set_backends(BackendRegistry(mode_settings))
    unknown = await service.client.post(
        "/v1/jobs",
        json={"job_id": "tpl-0", "scheduler": "local", "spec": {"template": "nope"}},
        headers=service.auth("scheduler"),
    )
    assert unknown.status_code == 422 and "not a command template" in unknown.json()["error"]["message"]
    both = await service.client.post(
        "/v1/jobs",
        json={"job_id": "tpl-0", "spec": {"template": "train", "command": ["x"]}},
        headers=service.auth("admin"),
    )
    assert both.status_code == 422, both.text
    await service.register("tpl-1", nodes=["s3"], spec={"template": "train"})
    try:
        assert (await service.post_lines("tpl-1", lines_of([ECC], node="s3"))).status_code == 202

        async def ran() -> bool:
            return marks.exists() and "|" in marks.read_text()

        await service.wait_for(ran, timeout=15)
        assert marks.read_text() == "from-template --resume|"
    finally:
        await _stop_local_jobs()


async def test_a_scheduler_re_registration_cannot_change_an_admin_command(
    service: Service, tmp_path: Path
) -> None:
    """The prolog registers the job again after a requeue: it keeps the admin's command, and a
    command of its own is refused (it may not swap the admin's argv for another)."""
    marks = tmp_path / "ran"
    body = {
        "job_id": "mix-1",
        "scheduler": "local",
        "nodes": ["s3"],
        "spec": {"command": touch_command(marks)},
    }
    assert (
        await service.client.post("/v1/jobs", json=body, headers=service.auth("admin"))
    ).status_code == 201
    swapped = {**body, "spec": {"command": ["/bin/sh", "-c", "id"]}}
    resp = await service.client.post("/v1/jobs", json=swapped, headers=service.auth("scheduler"))
    assert resp.status_code == 403
    again = await service.client.post(
        "/v1/jobs",
        json={"job_id": "mix-1", "scheduler": "local", "nodes": ["s4"]},
        headers=service.auth("scheduler"),
    )
    assert again.status_code == 200, again.text
    try:
        assert (await service.post_lines("mix-1", lines_of([ECC], node="s4"))).status_code == 202

        async def ran() -> bool:
            return marks.exists() and "|" in marks.read_text()

        await service.wait_for(ran, timeout=15)
    finally:
        await _stop_local_jobs()
