"""Snapshot mode "overlap": the copy runs beside the next forward/backward, optimizer.step waits."""

from __future__ import annotations

import copy
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import torch
from torch import nn

from app.agent import CheckpointAgent
from app.agent.environment import RankInfo
from app.agent.snapshot import HostSnapshotter
from app.errors import CheckpointError

Pending = list[tuple[torch.Tensor, torch.Tensor]]


def make_agent(path: Path, **kw: Any) -> CheckpointAgent:
    return CheckpointAgent(
        path,
        snapshot="overlap",
        hang_timeout_s=None,
        handle_signals=False,
        rank_info=RankInfo(rank=0, world_size=1, node="n1"),
        **kw,
    )


def model_and_optimizer() -> tuple[nn.Module, torch.optim.Optimizer]:
    """Weights large enough to be copied in the background; BatchNorm statistics, written by
    every forward, small enough to be copied inside save()."""
    torch.manual_seed(0)
    model = nn.Sequential(nn.Linear(256, 256), nn.BatchNorm1d(256), nn.Linear(256, 4))
    return model, torch.optim.SGD(model.parameters(), lr=0.5, momentum=0.9)


def train_step(model: nn.Module, optim: torch.optim.Optimizer) -> None:
    optim.zero_grad()
    model(torch.randn(16, 256)).square().mean().backward()
    optim.step()


def training_state(model: nn.Module, optim: torch.optim.Optimizer) -> dict[str, Any]:
    return {"model": model.state_dict(), "optim": optim.state_dict(), "meta": {"lr": 0.5}}


def slow_copy(monkeypatch: pytest.MonkeyPatch, before: Callable[[], None]) -> None:
    """The background copy runs ``before`` first: a copy that is still going when step() comes."""
    original = HostSnapshotter.copy_pending

    def delayed(pending: Pending) -> Callable[[], None]:
        before()
        return original(pending)

    monkeypatch.setattr(HostSnapshotter, "copy_pending", staticmethod(delayed))


def assert_same(got: Any, want: Any) -> None:
    if isinstance(want, torch.Tensor):
        assert isinstance(got, torch.Tensor) and torch.equal(got, want)
    elif isinstance(want, dict):
        assert set(got) == set(want)
        for key in want:
            assert_same(got[key], want[key])
    elif isinstance(want, list | tuple):
        assert len(got) == len(want)
        for g, w in zip(got, want, strict=True):
            assert_same(g, w)
    else:
        assert got == want


def test_snapshot_holds_step_n_although_the_optimizer_stepped_right_after_save(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    model, optim = model_and_optimizer()
    agent = make_agent(tmp_path, optimizer=optim)
    for _ in range(2):  # momentum buffers exist: the optimizer state is mutated in place too
        train_step(model, optim)
    state = training_state(model, optim)
    expected = copy.deepcopy(state)
    # Far longer than a forward/backward even on a loaded machine: step() must find it unfinished.
    slow_copy(monkeypatch, lambda: time.sleep(2.0))
    handle = agent.save(7, state)
    assert handle.stall_s < 0.25  # returned before the copy was done
    state["meta"]["lr"] = 0.01  # a Python leaf changed right after save: not in the snapshot
    train_step(model, optim)  # forward/backward overlap the copy, step() waits for it
    train_step(model, optim)
    assert not torch.equal(model.state_dict()["0.weight"], expected["model"]["0.weight"])
    assert not torch.equal(model.state_dict()["1.running_mean"], expected["model"]["1.running_mean"])
    handle.wait()
    assert handle.copy_wait_s > 0.05
    loaded = agent.load_latest()
    assert loaded is not None
    step, got = loaded
    assert step == 7
    assert_same(got, expected)
    agent.close()


def test_optimizer_step_waits_for_the_copy(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    model, optim = model_and_optimizer()
    agent = make_agent(tmp_path)
    gate = threading.Event()
    slow_copy(monkeypatch, lambda: gate.wait(10))
    handle = agent.save(1, training_state(model, optim), optimizer=optim)  # optimizer given to save
    stepped = threading.Event()

    def step() -> None:
        train_step(model, optim)
        stepped.set()

    worker = threading.Thread(target=step)
    worker.start()
    assert not stepped.wait(0.3)  # blocked in the pre-hook while the copy cannot finish
    gate.set()
    assert stepped.wait(10)
    worker.join()
    handle.wait()
    assert handle.copy_wait_s >= 0.2
    assert handle.stall_s >= handle.copy_wait_s
    agent.close()
    assert not optim._optimizer_step_pre_hooks  # close() removed the agent's hook


def test_failure_in_the_copy_thread_is_raised_on_the_next_call(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    model, optim = model_and_optimizer()
    agent = make_agent(tmp_path, optimizer=optim)

    def broken(pending: Pending) -> Callable[[], None]:
        raise RuntimeError("copy exploded")

    monkeypatch.setattr(HostSnapshotter, "copy_pending", staticmethod(broken))
    handle = agent.save(3, training_state(model, optim))
    train_step(model, optim)  # the pre-hook waits for the copy but does not raise its failure
    with pytest.raises(CheckpointError, match="copy exploded"):
        agent.heartbeat(4)
    assert handle.done() and handle.error is not None
    monkeypatch.undo()
    assert agent.load_latest() is None  # nothing was written for the failed snapshot
    agent.save(5, training_state(model, optim)).wait()  # the agent still works afterwards
    agent.close()


def test_without_an_optimizer_the_copy_is_synchronous(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    agent = make_agent(tmp_path)
    slow_copy(monkeypatch, lambda: pytest.fail("overlap mode without an optimizer must not defer"))
    state = {"w": torch.full((8, 8), 1.0)}
    handle = agent.save(2, state)
    state["w"].fill_(5.0)  # mutated at once: today's "copy" behaviour already took the snapshot
    handle.wait()
    loaded = agent.load_latest()
    assert loaded is not None
    assert torch.equal(loaded[1]["w"], torch.full((8, 8), 1.0))
    agent.close()


def test_next_save_waits_for_the_previous_copy(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    model, optim = model_and_optimizer()
    agent = make_agent(tmp_path, optimizer=optim, keep=2)
    slow_copy(monkeypatch, lambda: time.sleep(0.2))
    first = agent.save(1, training_state(model, optim))
    second = agent.save(2, training_state(model, optim))  # no step() in between
    assert first.done() and first.copy_wait_s > 0.1
    second.wait()
    loaded = agent.load_latest()
    assert loaded is not None and loaded[0] == 2
    agent.close()
