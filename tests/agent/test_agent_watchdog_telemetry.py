"""The hang watchdog, heartbeats and NaN reporting, against an httpx.MockTransport peer."""

from __future__ import annotations

import io
import json
import threading
import time
from pathlib import Path
from typing import Any

import httpx
import pytest

from app.agent import CheckpointAgent
from app.agent.environment import RankInfo
from app.agent.telemetry import TelemetryClient
from app.agent.watchdog import HangWatchdog
from app.incidents.hang import BEGIN_RE, END_RE, normalise_stack


class FakeClock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


class Recorder:
    """A fake crashcart service: records every request, answers ``status``."""

    def __init__(self, status: int = 202) -> None:
        self.status = status
        self.requests: list[tuple[str, dict[str, Any], str]] = []
        self.arrived = threading.Event()

    def __call__(self, request: httpx.Request) -> httpx.Response:
        self.requests.append(
            (request.url.path, json.loads(request.content), request.headers["authorization"])
        )
        self.arrived.set()
        return httpx.Response(self.status, json={"accepted": 1, "message_id": "1"})

    def bodies(self, suffix: str) -> list[dict[str, Any]]:
        return [body for path, body, _ in self.requests if path.endswith(suffix)]


def telemetry(recorder: Recorder | httpx.MockTransport, **kw: Any) -> TelemetryClient:
    transport = recorder if isinstance(recorder, httpx.MockTransport) else httpx.MockTransport(recorder)
    return TelemetryClient("http://svc", "job-1", "tok", node="gpu01", rank=2, transport=transport, **kw)


def test_watchdog_dumps_every_thread_between_markers_once_per_stall() -> None:
    clock, out, sunk = FakeClock(), io.StringIO(), []
    dog = HangWatchdog(3, timeout_s=120, sink=sunk.append, stream=out, poll_s=3600, clock=clock)
    clock.now += 500
    assert not dog.check()  # not armed before the first step completes
    dog.progress(41)
    clock.now += 119
    assert not dog.check()
    clock.now += 2
    assert dog.check()
    assert not dog.check()  # once per stall
    lines = out.getvalue().splitlines()
    assert lines[0] == (
        "=== crashcart hang watchdog: rank 3 no progress for 121s at step 41; stack dump begin ==="
    )
    assert lines[-1] == "=== crashcart hang watchdog: rank 3 stack dump end ==="
    assert BEGIN_RE.search(lines[0]) and END_RE.search(lines[-1])
    body = "\n".join(lines)
    assert "test_watchdog_dumps_every_thread_between_markers_once_per_stall" in body  # main thread
    assert "crashcart-watchdog" not in body and "Thread 0x" in body  # every thread, by address
    assert sunk == [lines]
    dog.progress(42)  # progress re-arms it
    clock.now += 130
    assert dog.check() and dog.dumps == 2
    dog.close()


def test_watchdog_thread_fires_on_its_own() -> None:
    out: list[list[str]] = []
    dog = HangWatchdog(0, timeout_s=0.2, sink=out.append, stream=io.StringIO(), poll_s=0.05)
    dog.progress(1)
    deadline = time.monotonic() + 5
    while not out and time.monotonic() < deadline:
        time.sleep(0.02)
    dog.close()
    assert out and "stack dump begin" in out[0][0]
    # the dump of this very thread (sleeping in the test) is what localization keys on
    assert any("test_watchdog_thread_fires_on_its_own" in f for f in normalise_stack("\n".join(out[0])))


def test_agent_posts_watchdog_lines_to_the_service_logs() -> None:
    recorder = Recorder()
    agent = CheckpointAgent(
        Path("/tmp/unused-ckpt-agent-test"),
        hang_timeout_s=0.3,
        handle_signals=False,
        rank_info=RankInfo(2, 4, "gpu01"),
        telemetry=telemetry(recorder),
    )
    agent.watchdog.progress(7)  # type: ignore[union-attr]
    deadline = time.monotonic() + 10
    while not recorder.bodies("/logs") and time.monotonic() < deadline:
        time.sleep(0.05)
    agent.close()
    batches = recorder.bodies("/logs")
    assert len(batches) == 1
    lines = batches[0]["lines"]
    assert lines[0]["line"].startswith("=== crashcart hang watchdog: rank 2 no progress for")
    assert "at step 7" in lines[0]["line"]
    assert lines[-1]["line"] == "=== crashcart hang watchdog: rank 2 stack dump end ==="
    assert {(ln["node"], ln["rank"], ln["stream"]) for ln in lines} == {("gpu01", 2, "watchdog")}
    seqs = [ln["seq"] for ln in lines]
    assert seqs == list(range(seqs[0], seqs[0] + len(seqs)))
    assert recorder.requests[0][0] == "/v1/jobs/job-1/logs"
    assert recorder.requests[0][2] == "Bearer tok"


def test_log_seq_keeps_growing_across_batches_and_restarts() -> None:
    recorder = Recorder()
    first = telemetry(recorder)
    first.log_lines(["a", "b"], stream="watchdog")
    first.close()
    second = telemetry(recorder)  # a restarted process
    second.log_lines(["c"], stream="watchdog")
    second.close()
    seqs = [ln["seq"] for body in recorder.bodies("/logs") for ln in body["lines"]]
    assert seqs == sorted(seqs) and len(set(seqs)) == 3


def test_heartbeats_are_rate_limited_but_nan_goes_out_at_once(tmp_path: Path) -> None:
    recorder = Recorder()
    agent = CheckpointAgent(
        tmp_path,
        hang_timeout_s=None,
        handle_signals=False,
        heartbeat_interval_s=3600,
        rank_info=RankInfo(2, 4, "gpu01"),
        telemetry=telemetry(recorder),
    )
    agent.heartbeat(1, loss=2.5, grad_norm=1.0, tokens_per_s=900.0, lr=3e-4)
    agent.heartbeat(2, loss=2.4)  # within the interval: not sent
    agent.heartbeat(3, loss=float("nan"), grad_norm=float("inf"), lr=3e-4)
    assert recorder.arrived.wait(5)
    agent.close()
    beats = recorder.bodies("/heartbeat")
    assert [b["step"] for b in beats] == [1, 3]
    assert beats[0]["loss"] == 2.5 and beats[0]["metrics"] == {"lr": 3e-4}
    assert beats[0]["node"] == "gpu01" and beats[0]["rank"] == 2 and beats[0]["tokens_per_s"] == 900.0
    assert beats[1]["nonfinite"] == ["loss", "grad_norm"]
    assert "loss" not in beats[1] and "grad_norm" not in beats[1]


def test_a_dead_service_never_blocks_and_the_queue_drops_oldest() -> None:
    def refuse(request: httpx.Request) -> httpx.Response:
        raise httpx.ConnectError("connection refused", request=request)

    client = telemetry(httpx.MockTransport(refuse), max_queue=4)
    started = time.perf_counter()
    for step in range(100):
        client.heartbeat({"step": step})
    elapsed = time.perf_counter() - started
    assert elapsed < 0.5
    assert client.pending() <= 4
    assert client.stats.dropped >= 95
    assert not client.flush(1.0)  # it keeps them for a retry, never blocks past the timeout
    assert "ConnectError" in (client.stats.last_error or "")
    client.close(timeout_s=0.2)


def test_a_rejected_heartbeat_is_not_retried_forever() -> None:
    recorder = Recorder(status=404)
    client = telemetry(recorder)
    client.heartbeat({"step": 1})
    assert client.flush(5)
    assert client.stats.rejected == 1 and "404" in (client.stats.last_error or "")
    client.close()


def test_watchdog_rejects_a_nonsense_timeout() -> None:
    with pytest.raises(ValueError):
        HangWatchdog(0, timeout_s=0)


@pytest.mark.parametrize(
    ("env", "run"),
    [
        ({"CRASHCART_RUN": "local.2", "SLURM_JOB_ID": "77"}, "local.2"),
        ({"SLURM_JOB_ID": "77", "SLURM_RESTART_COUNT": "3"}, "77.3"),
        ({"SLURM_JOB_ID": "77"}, "77.0"),
        ({}, None),
        ({"CRASHCART_RUN": "no spaces allowed"}, None),  # the service would refuse every heartbeat
    ],
)
def test_the_run_is_named_as_crashcart_run_names_it(env: dict[str, str], run: str | None) -> None:
    from app.agent.environment import detect_run

    assert detect_run(env) == run


def test_heartbeats_and_lines_carry_the_run_the_service_accepts() -> None:
    """A restarted job's new run is told from the stopped one's late heartbeats (runs.py)."""
    from app.ingest.schemas import HeartbeatIn, LogBatchIn

    recorder = Recorder()
    client = telemetry(recorder, run="local.2")
    client.heartbeat({"step": 11, "loss": 2.0})
    client.log_lines(["crashcart agent: hang"], stream="agent")
    assert client.flush(5)
    client.close()
    bodies = {path.rsplit("/", 1)[1]: body for path, body, _ in recorder.requests}
    assert HeartbeatIn.model_validate(bodies["heartbeat"]).run == "local.2"
    assert LogBatchIn.model_validate(bodies["logs"]).run == "local.2"
    unnamed = Recorder()
    client = telemetry(unnamed)
    client.heartbeat({"step": 1})
    assert client.flush(5)
    client.close()
    assert "run" not in unnamed.requests[0][1]
