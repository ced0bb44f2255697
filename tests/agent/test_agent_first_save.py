"""The first save of an agent created with a state template does its set-up off the caller's
thread: no host buffer allocated and no thread started on the training thread (issue #12)."""

from __future__ import annotations

import gc
import threading
import time
from pathlib import Path
from typing import Any

import pytest
import torch

from app.agent import CheckpointAgent, snapshot, worker
from app.agent.environment import RankInfo


def state_of(scale: float) -> dict[str, Any]:
    torch.manual_seed(1)
    return {
        "model": {"w": torch.randn(256, 256) * scale, "b": torch.randn(256)},
        "optim": {"step": torch.tensor(3), "lr": 0.1},
    }


@pytest.mark.parametrize("mode", ["copy", "overlap"])
def test_the_first_save_allocates_and_starts_nothing_on_the_callers_thread(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, mode: str
) -> None:
    allocated_on: list[threading.Thread] = []
    real_allocate = snapshot._allocate

    def allocate(data_len: int, pin: bool) -> torch.Tensor:
        allocated_on.append(threading.current_thread())
        return real_allocate(data_len, pin)

    monkeypatch.setattr(snapshot, "_allocate", allocate)
    model = torch.nn.Linear(4, 4)
    optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
    template = state_of(1.0)
    agent = CheckpointAgent(
        tmp_path, snapshot=mode, hang_timeout_s=None, handle_signals=False,  # type: ignore[arg-type]
        rank_info=RankInfo(0, 1, "n"), state_template=template, optimizer=optimizer,
    )  # fmt: skip
    started_by: list[tuple[threading.Thread, str]] = []
    real_start = threading.Thread.start

    def start(self: threading.Thread) -> None:
        started_by.append((threading.current_thread(), self.name))
        real_start(self)

    monkeypatch.setattr(threading.Thread, "start", start)
    caller = threading.current_thread()
    state = state_of(2.0)  # saved at once: the template's buffer may still be being prepared
    handle = agent.save(1, state)
    assert [name for by, name in started_by if by is caller] == []
    handle.wait()
    assert len(allocated_on) == 1 and allocated_on[0] is not caller
    assert agent._snapshotter.allocations == 0
    handle = agent.save(2, state_of(3.0))
    assert [name for by, name in started_by if by is caller] == []
    handle.wait()
    assert len(allocated_on) == 1  # reused by the second save
    loaded = agent.load_latest()
    agent.close()
    assert loaded is not None and loaded[0] == 2
    assert torch.equal(loaded[1]["model"]["w"], state_of(3.0)["model"]["w"])
    assert torch.equal(loaded[1]["optim"]["step"], torch.tensor(3)) and loaded[1]["optim"]["lr"] == 0.1


def test_the_worker_threads_stop_at_close_and_when_an_agent_is_dropped(tmp_path: Path) -> None:
    agent = CheckpointAgent(
        tmp_path, snapshot="overlap", hang_timeout_s=None, handle_signals=False,
        rank_info=RankInfo(0, 1, "n"), optimizer=torch.optim.SGD(torch.nn.Linear(2, 2).parameters(), lr=0.1),
    )  # fmt: skip
    threads = [agent._writer.thread, agent._copier.thread if agent._copier else None]
    assert all(t is not None and t.is_alive() for t in threads)
    agent.save(1, {"w": torch.ones(3)}).wait()
    agent.close()
    assert not any(t is not None and t.is_alive() for t in threads)

    dropped = worker.Worker("crashcart-test")
    ran = threading.Event()
    dropped.submit(ran.set)
    assert ran.wait(5)
    thread = dropped.thread
    del dropped
    gc.collect()
    thread.join(5)
    assert not thread.is_alive()  # the finalizer stopped it: the thread never held its Worker
    late = worker.Worker("crashcart-test")
    late.close()
    done = threading.Event()
    late.submit(done.set)  # after close: runs on a thread of its own, never lost
    assert done.wait(5)
    deadline = time.monotonic() + 5
    while late.thread.is_alive() and time.monotonic() < deadline:
        time.sleep(0.01)
    assert not late.thread.is_alive()
