"""`crashcart run` as the per-task wrapper under srun: what it reads from Slurm's environment,
what it says when the server refused its batches, how little the job waits on a dead server."""

from __future__ import annotations

import sys
import time
from typing import Any

import httpx
import pytest

from app.ingest import cli
from app.ingest.client import ApiClient
from app.ingest.shipper import CommandShipper

SLURM_VARS = ("SLURMD_NODENAME", "SLURM_PROCID", "RANK", "SLURM_JOB_ID", "SLURM_RESTART_COUNT")


@pytest.fixture
def clean_env(monkeypatch: pytest.MonkeyPatch) -> pytest.MonkeyPatch:
    for var in (*SLURM_VARS, "CRASHCART_JOB_ID", "CRASHCART_RUN", "CRASHCART_NODE_NAME", "NODE_NAME"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.delenv("KUBERNETES_NODE_NAME", raising=False)
    monkeypatch.delenv("OMPI_COMM_WORLD_RANK", raising=False)
    return monkeypatch


def test_node_rank_job_and_run_come_from_slurm_under_srun(clean_env: pytest.MonkeyPatch) -> None:
    clean_env.setenv("SLURMD_NODENAME", "gpu03")
    clean_env.setenv("NODE_NAME", "k8s-node")
    clean_env.setenv("SLURM_PROCID", "5")
    clean_env.setenv("RANK", "0")  # a launcher's variable exported to every task: not the task's
    clean_env.setenv("SLURM_JOB_ID", "812")
    clean_env.setenv("SLURM_RESTART_COUNT", "2")
    assert (cli._default_node(), cli._default_rank(), cli._default_job(), cli._default_run()) == (
        "gpu03",
        5,
        "812",
        "812.2",
    )
    clean_env.setenv("CRASHCART_JOB_ID", "train-7")
    clean_env.setenv("CRASHCART_RUN", "r-9")
    assert (cli._default_job(), cli._default_run()) == ("train-7", "r-9")


def test_outside_slurm_the_kubernetes_node_then_the_host_name(clean_env: pytest.MonkeyPatch) -> None:
    import socket

    assert cli._default_node() == socket.gethostname() and cli._default_run() is None
    clean_env.setenv("NODE_NAME", "k8s-node")
    clean_env.setenv("RANK", "3")
    assert cli._default_node() == "k8s-node" and cli._default_rank() == 3
    assert cli._default_job() is None


def _client(handler: Any, give_up_after_s: float = 0.3) -> ApiClient:
    return ApiClient(
        "http://crashcart.test",
        "tok",
        give_up_after_s=give_up_after_s,
        transport=httpx.MockTransport(handler),
    )


PRINT_3 = [sys.executable, "-c", "print('step 1'); print('step 2'); print('step 3')"]


def test_refused_batches_are_said_loudly(capfd: pytest.CaptureFixture[str]) -> None:
    def refuse(request: httpx.Request) -> httpx.Response:
        return httpx.Response(404, json={"error": {"code": "not_found", "message": "unknown job 'x'"}})

    shipper = CommandShipper(_client(refuse), "x", "gpu01", 0, run="1.0")
    assert shipper.run(PRINT_3) == 0
    summary = "\n".join(shipper.summary())
    assert "REFUSED" in summary and "3 line(s)" in summary and "exit report" in summary
    assert "NOT diagnosed" in summary and "unknown job 'x'" in summary
    assert "WARNING: the server REFUSED" in capfd.readouterr().err  # said at once, too


def test_a_dead_server_costs_the_task_at_most_the_drain_time() -> None:
    def down(request: httpx.Request) -> httpx.Response:
        raise httpx.ConnectError("connection refused")

    shipper = CommandShipper(_client(down, give_up_after_s=30.0), "x", "gpu01", 0, drain_s=1.0)
    t0 = time.monotonic()
    assert shipper.run([sys.executable, "-c", "import sys; print('a'); sys.exit(4)"]) == 4
    assert time.monotonic() - t0 < 3.0
    summary = "\n".join(shipper.summary())
    assert "not delivered" in summary and "exit not reported" in summary and "REFUSED" not in summary


def test_a_later_run_is_never_taken_for_a_resend_of_an_earlier_one() -> None:
    sent: list[dict[str, Any]] = []

    def ok(request: httpx.Request) -> httpx.Response:
        import gzip
        import json

        assert request.headers["content-encoding"] == "gzip"  # the shippers compress their batches
        body = json.loads(gzip.decompress(request.content))
        sent.append(body)
        return httpx.Response(202, json={"accepted": 1, "message_id": "m"})

    for run in ("4.0", "4.1"):  # the same node, rank and stream: a requeue onto the same node
        assert CommandShipper(_client(ok), "x", "gpu01", 0, run=run).run(PRINT_3) == 0
    batches = [b for b in sent if "lines" in b]
    first, second = batches[0], batches[-1]
    assert first["run"] == "4.0" and second["run"] == "4.1"
    assert min(li["seq"] for li in second["lines"]) > max(li["seq"] for li in first["lines"])
    exits = [b for b in sent if "exit_code" in b]
    assert [e["run"] for e in exits] == ["4.0", "4.1"]


def test_server_and_token_from_the_sites_client_file(clean_env: pytest.MonkeyPatch, tmp_path: Any) -> None:
    from app.settings import Settings, override_settings

    path = tmp_path / "client.env"
    path.write_text("# site file\nCRASHCART_SERVER=http://crashcart.site:8080\nCRASHCART_TOKEN='tok-ship'\n")
    clean_env.setenv("CRASHCART_CLIENT_ENV", str(path))
    clean_env.delenv("CRASHCART_SERVER", raising=False)
    clean_env.delenv("CRASHCART_TOKEN", raising=False)
    override_settings(Settings(data_dir=tmp_path))
    try:
        assert cli._client_config() == ("http://crashcart.site:8080", "tok-ship")
        clean_env.setenv("CRASHCART_SERVER", "http://other:1")  # the environment wins
        override_settings(Settings(data_dir=tmp_path, server="http://other:1"))
        assert cli._client_config() == ("http://other:1", "tok-ship")
    finally:
        override_settings(None)
