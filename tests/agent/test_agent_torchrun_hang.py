"""End to end: a 4-rank gloo job under torchrun where rank 2 hangs. The agents' watchdogs post
their stacks to a real ``crashcart serve``, and the incident names rank 2."""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import psutil
import pytest

from tests.helpers import free_port

REPO = Path(__file__).resolve().parents[2]
TOKEN = "t-agent-e2e"
HANG_RANK = 2


def stop(proc: subprocess.Popen[bytes]) -> None:
    """Stop a process we started and every process under it (torchrun starts its workers in
    sessions of their own, so its process group is not enough)."""
    if proc.poll() is not None:
        return
    family = [proc.pid, *(child.pid for child in psutil.Process(proc.pid).children(recursive=True))]
    os.killpg(proc.pid, signal.SIGTERM)
    try:
        proc.wait(15)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait(10)
    for pid in family[1:]:
        with contextlib.suppress(psutil.NoSuchProcess):
            psutil.Process(pid).kill()


@pytest.fixture
def service(tmp_path: Path) -> Iterator[str]:
    port = free_port()
    env = {
        **os.environ,
        "CRASHCART_DATA_DIR": str(tmp_path / "data"),
        "CRASHCART_TOKENS": f"admin:{TOKEN}",
    }
    env.pop("CRASHCART_DATABASE_URL", None)
    env.pop("CRASHCART_REDIS_URL", None)
    log = open(tmp_path / "serve.log", "wb")  # noqa: SIM115 (closed below)
    proc = subprocess.Popen(
        [str(Path(sys.executable).parent / "crashcart"), "serve", "--port", str(port), "--host", "127.0.0.1"],
        env=env,
        cwd=tmp_path,
        stdout=log,
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 90
        while True:
            try:
                if httpx.get(f"{url}/healthz", timeout=2).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            if proc.poll() is not None or time.monotonic() > deadline:
                log.flush()
                pytest.fail(f"crashcart serve did not start:\n{(tmp_path / 'serve.log').read_text()[-3000:]}")
            time.sleep(0.5)
        yield url
    finally:
        stop(proc)
        log.close()


def _hang_incident(client: httpx.Client, job_id: str) -> dict[str, Any] | None:
    resp = client.get("/v1/incidents", params={"job": job_id})
    resp.raise_for_status()
    for incident in resp.json()["incidents"]:
        if incident["category"] == "hang" and incident["culprit"].get("ranks"):
            return dict(incident)
    return None


@pytest.mark.slow
def test_hung_rank_is_named_by_the_incident(service: str, tmp_path: Path) -> None:
    job_id = f"agent-e2e-{uuid.uuid4().hex[:8]}"
    client = httpx.Client(base_url=service, headers={"Authorization": f"Bearer {TOKEN}"}, timeout=10)
    body = {"job_id": job_id, "scheduler": "local", "nodes": ["node01"], "world_size": 4}
    assert client.post("/v1/jobs", json=body).status_code in (200, 201)
    env = {**os.environ, "CRASHCART_NODE": "node01", "OMP_NUM_THREADS": "1", "PYTHONPATH": str(REPO)}
    train_log = open(tmp_path / "train.log", "wb")  # noqa: SIM115 (closed below)
    job = subprocess.Popen(
        [
            sys.executable, "-m", "torch.distributed.run", "--standalone", "--nproc-per-node", "4",
            str(REPO / "examples" / "train_gpt.py"),
            "--steps", "1000", "--ckpt-dir", str(tmp_path / "ckpt"), "--save-every", "2",
            "--job", job_id, "--server", service, "--token", TOKEN,
            "--inject", "hang", "--inject-rank", str(HANG_RANK), "--inject-step", "4",
            "--hang-timeout", "6",
        ],
        env=env,
        cwd=tmp_path,
        stdout=train_log,
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )  # fmt: skip
    incident = None
    try:
        # The incident is re-localized as each rank's dump arrives: wait for it to settle on one.
        deadline = time.monotonic() + 180
        while time.monotonic() < deadline and job.poll() is None:
            incident = _hang_incident(client, job_id)
            if incident is not None and incident["culprit"]["ranks"] == [HANG_RANK]:
                break
            time.sleep(1)
    finally:
        stop(job)
        train_log.close()
        client.close()
    output = (tmp_path / "train.log").read_text(errors="replace")
    assert incident is not None, f"no hang incident naming a rank; job output:\n{output[-4000:]}"
    assert incident["culprit"]["ranks"] == [HANG_RANK], incident
    # Every rank's watchdog fired and printed its dump between the markers on stderr too.
    for rank in range(4):
        assert f"crashcart hang watchdog: rank {rank} stack dump end" in output
    # The job checkpointed before the hang: a restart would resume from a complete step.
    assert any((tmp_path / "ckpt").glob("step-*/rank-00003.json"))
