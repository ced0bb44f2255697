"""Save, load, integrity and fallback of CheckpointAgent (both snapshot modes)."""

from __future__ import annotations

import json
import threading
import time
from pathlib import Path
from typing import Any

import pytest
import torch

from app.agent import CheckpointAgent, shard_store
from app.agent.environment import RankInfo
from app.errors import CheckpointError

MODES = ["fork", "copy"]


def make_agent(path: Path, mode: str = "copy", rank: int = 0, world: int = 1, **kw: Any) -> CheckpointAgent:
    return CheckpointAgent(
        path,
        snapshot=mode,  # type: ignore[arg-type]
        hang_timeout_s=None,
        handle_signals=False,
        rank_info=RankInfo(rank=rank, world_size=world, node="n1"),
        **kw,
    )


def state_at(value: float) -> dict[str, Any]:
    return {"model": {"w": torch.full((64, 64), value), "b": torch.arange(8)}, "step": int(value), "lr": 0.1}


@pytest.mark.parametrize("mode", MODES)
def test_save_returns_snapshot_that_later_mutation_cannot_change(tmp_path: Path, mode: str) -> None:
    agent = make_agent(tmp_path, mode)
    state = state_at(1.0)
    handle = agent.save(5, state)
    state["model"]["w"].fill_(99.0)  # training goes on right after save() returns
    state["lr"] = 7.0
    entry = handle.wait()
    assert entry is not None and entry.step == 5 and entry.checksum.startswith("xxh3_64:")
    loaded = agent.load_latest()
    assert loaded is not None
    step, got = loaded
    assert step == 5
    assert torch.equal(got["model"]["w"], torch.full((64, 64), 1.0))
    assert torch.equal(got["model"]["b"], torch.arange(8))
    assert got["lr"] == 0.1
    agent.close()


def test_load_latest_is_none_without_checkpoints(tmp_path: Path) -> None:
    agent = make_agent(tmp_path)
    assert agent.load_latest() is None
    agent.close()


@pytest.mark.parametrize("mode", MODES)
def test_keeps_only_the_last_k_complete_checkpoints(tmp_path: Path, mode: str) -> None:
    agent = make_agent(tmp_path, mode, keep=2)
    for step in range(1, 6):
        agent.save(step, state_at(step)).wait()
    agent.wait()  # older checkpoints are pruned off the save's path, after it is durable
    assert shard_store.list_steps(tmp_path) == [5, 4]
    agent.close()


def test_pruning_runs_off_the_saves_path(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Deleting an old shard can take a second (a file system mounted with discard): a save is
    durable, and the next one written, while the prune still runs."""
    release = threading.Event()
    real_prune = shard_store.prune

    def slow_prune(ckpt_dir: Path, world_size: int, keep: int) -> list[int]:
        assert release.wait(30)
        return real_prune(ckpt_dir, world_size, keep)

    monkeypatch.setattr(shard_store, "prune", slow_prune)
    agent = make_agent(tmp_path, "copy", keep=1)
    for step in range(1, 4):
        agent.save(step, state_at(step)).wait(timeout=20)  # never waits for the blocked prune
    assert shard_store.list_steps(tmp_path) == [3, 2, 1]
    release.set()
    agent.wait()
    assert shard_store.list_steps(tmp_path) == [3]
    agent.close()


def test_corrupted_shard_is_detected_and_skipped(tmp_path: Path) -> None:
    agent = make_agent(tmp_path, keep=3)
    agent.save(1, state_at(1.0)).wait()
    agent.save(2, state_at(2.0)).wait()
    shard = shard_store.step_dir(tmp_path, 2) / shard_store.shard_name(0)
    data = bytearray(shard.read_bytes())
    data[len(data) // 2] ^= 0xFF  # one flipped bit in the middle of the tensor data
    shard.write_bytes(bytes(data))
    with pytest.raises(CheckpointError, match="checksum"):
        shard_store.verify_shard(tmp_path, 2, 0)
    loaded = agent.load_latest()
    assert loaded is not None
    assert loaded[0] == 1
    assert torch.equal(loaded[1]["model"]["w"], torch.full((64, 64), 1.0))
    agent.close()


def test_truncated_shard_is_skipped(tmp_path: Path) -> None:
    agent = make_agent(tmp_path)
    agent.save(1, state_at(1.0)).wait()
    agent.save(2, state_at(2.0)).wait()
    shard = shard_store.step_dir(tmp_path, 2) / shard_store.shard_name(0)
    shard.write_bytes(shard.read_bytes()[:100])
    loaded = agent.load_latest()
    assert loaded is not None and loaded[0] == 1
    agent.close()


def test_checkpoint_counts_only_when_every_rank_wrote_its_shard(tmp_path: Path) -> None:
    rank0 = make_agent(tmp_path, rank=0, world=2)
    rank1 = make_agent(tmp_path, rank=1, world=2)
    for agent in (rank0, rank1):
        agent.save(10, state_at(10.0)).wait()
    rank0.save(20, state_at(20.0)).wait()  # rank 1 died before writing step 20
    assert shard_store.complete_steps(tmp_path, 2) == [10]
    for agent in (rank0, rank1):
        loaded = agent.load_latest()
        assert loaded is not None and loaded[0] == 10
        agent.close()


def test_manifest_entry_records_size_and_checksum(tmp_path: Path) -> None:
    agent = make_agent(tmp_path)
    entry = agent.save(3, state_at(3.0)).wait()
    assert entry is not None
    directory = shard_store.step_dir(tmp_path, 3)
    raw = json.loads((directory / shard_store.entry_name(0)).read_text())
    assert raw["size"] == (directory / raw["file"]).stat().st_size
    assert raw["world_size"] == 1 and raw["step"] == 3
    assert not [p for p in directory.iterdir() if ".tmp-" in p.name]
    agent.close()


class Unpicklable:
    """Copies fine (the snapshot succeeds) but cannot be serialised (the write fails)."""

    def __deepcopy__(self, memo: dict[int, Any]) -> Unpicklable:
        return self

    def __reduce__(self) -> Any:
        raise TypeError("this object refuses to be pickled")


@pytest.mark.parametrize("mode", MODES)
def test_failed_background_write_is_raised_on_the_next_call(tmp_path: Path, mode: str) -> None:
    agent = make_agent(tmp_path, mode)
    handle = agent.save(1, {"bad": Unpicklable()})
    handle._done.wait(30)  # let it fail without consuming the error through wait()
    with pytest.raises(CheckpointError, match="refuses to be pickled"):
        agent.heartbeat(2)
    agent.heartbeat(3)  # raised once, not forever
    assert agent.load_latest() is None  # nothing half-written counts
    agent.close()


class FailsSlowly:
    """Still being written when the next save comes, then fails."""

    def __deepcopy__(self, memo: dict[int, Any]) -> FailsSlowly:
        return self

    def __reduce__(self) -> Any:
        time.sleep(0.3)
        raise TypeError("failed while the next save waited")


@pytest.mark.parametrize("mode", MODES)
def test_a_save_that_waited_for_a_failing_one_raises_its_failure(tmp_path: Path, mode: str) -> None:
    agent = make_agent(tmp_path, mode, if_busy="wait")
    agent.save(1, {"bad": FailsSlowly()})
    with pytest.raises(CheckpointError, match="failed while the next save waited"):
        agent.save(2, state_at(2.0))
    agent.save(3, state_at(3.0)).wait()
    assert shard_store.complete_steps(tmp_path, 1) == [3]
    agent.close()


def test_close_raises_a_failure_nobody_saw(tmp_path: Path) -> None:
    agent = make_agent(tmp_path)
    agent.save(1, {"bad": FailsSlowly()})
    with pytest.raises(CheckpointError, match="failed while the next save waited"):
        agent.close()


def test_failure_seen_through_wait_is_not_raised_twice(tmp_path: Path) -> None:
    agent = make_agent(tmp_path)
    with pytest.raises(CheckpointError):
        agent.save(1, {"bad": Unpicklable()}).wait()
    agent.save(2, state_at(2.0)).wait()
    agent.close()


def test_one_save_in_flight_skip_policy(tmp_path: Path) -> None:
    agent = make_agent(tmp_path, if_busy="skip")
    big = {"w": torch.zeros(4_000_000)}  # 16 MB: still writing when the next save comes
    first = agent.save(1, big)
    second = agent.save(2, big)
    assert second.skipped and second.wait() is None
    assert first.wait() is not None
    assert shard_store.complete_steps(tmp_path, 1) == [1]
    agent.close()


def test_one_save_in_flight_wait_policy(tmp_path: Path) -> None:
    agent = make_agent(tmp_path, if_busy="wait")
    big = {"w": torch.zeros(4_000_000)}
    first = agent.save(1, big)
    second = agent.save(2, big)
    assert first.done()  # the second save waited for the first
    assert not second.skipped
    second.wait()
    assert shard_store.complete_steps(tmp_path, 1) == [2, 1]
    agent.close()


def test_state_that_cannot_be_snapshotted_fails_at_once(tmp_path: Path) -> None:
    class NoCopy:
        def __deepcopy__(self, memo: dict[int, Any]) -> Any:
            raise RuntimeError("no copies")

    agent = make_agent(tmp_path, "copy")
    with pytest.raises(CheckpointError, match="no copies"):
        agent.save(1, {"x": NoCopy()})
    agent.save(2, state_at(2.0)).wait()
    agent.close()


def test_fork_mode_refuses_what_it_cannot_do(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("app.agent.agent.fork_supported", lambda: False)
    agent = make_agent(tmp_path, "fork")
    with pytest.raises(CheckpointError, match="fork"):
        agent.save(1, state_at(1.0))
    agent.close()
