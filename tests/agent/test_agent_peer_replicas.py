"""Buddy replicas in peer host memory, the flat shard format, and the prepared snapshot buffer."""

from __future__ import annotations

import hashlib
import json
import os
import time
from pathlib import Path
from typing import Any

import pytest
import torch

from app.agent import CheckpointAgent, shard_format, shard_store
from app.agent.environment import RankInfo
from app.agent.peer import PeerReplicator, prune_rank, rank_steps
from app.agent.snapshot import HostSnapshotter
from app.errors import CheckpointError

REPO = Path(__file__).resolve().parents[2]


def odd_state() -> dict[str, Any]:
    torch.manual_seed(3)
    return {
        "w": torch.randn(300, 7),
        "half": torch.randn(33).to(torch.bfloat16),
        "scalar": torch.tensor(5),
        "empty": torch.empty(0, 4),
        "strided": torch.arange(40.0).view(5, 8).t(),  # not contiguous
        "flags": torch.tensor([True, False, True]),
        "meta": {"lr": 0.1, "names": ["a", "b"], "pair": (1, torch.ones(2))},
    }


def assert_same(got: Any, want: Any) -> None:
    if isinstance(want, torch.Tensor):
        assert isinstance(got, torch.Tensor) and got.dtype == want.dtype and torch.equal(got, want)
    elif isinstance(want, dict):
        assert set(got) == set(want)
        for key in want:
            assert_same(got[key], want[key])
    elif isinstance(want, list | tuple):
        assert type(got) is type(want) and len(got) == len(want)
        for a, b in zip(got, want, strict=True):
            assert_same(a, b)
    else:
        assert got == want


@pytest.mark.parametrize("use_arena", [True, False])
def test_shard_round_trips_in_many_chunks_written_in_parallel(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, use_arena: bool
) -> None:
    monkeypatch.setattr(shard_format, "CHUNK", 1024)  # ~9 chunks: the thread pool really splits
    state = odd_state()
    arena = None
    if use_arena:
        snap = HostSnapshotter()
        state, ready = snap.snapshot(state)
        ready()
        arena = snap.arena
    entry = shard_store.write_shard(tmp_path, 4, 0, 1, state, arena=arena)
    assert entry.checksum.startswith(shard_format.ALGORITHM + ":") and entry.sha256 == ""
    ser = shard_format.Serialized(state, arena)
    assert (ser.arena is not None) == use_arena  # the arena path writes straight from the buffer
    assert ser.chunks() > 4
    assert shard_format.checksum_of(ser) == entry.checksum
    assert_same(shard_store.read_verified(tmp_path, 4, 0), odd_state())


def test_an_arena_goes_to_disk_with_direct_io_padded_and_cut_back(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(shard_format, "CHUNK", 2 * shard_format.PAGE)  # several page-sized chunks
    calls: list[int] = []
    direct = shard_format._pwrite_direct

    def spy(direct_fd: int, fd: int, data: memoryview, offset: int) -> None:
        calls.append(data.nbytes)
        direct(direct_fd, fd, data, offset)

    monkeypatch.setattr(shard_format, "_pwrite_direct", spy)
    snap = HostSnapshotter()
    state, ready = snap.snapshot(odd_state())
    ready()
    assert snap.arena is not None and snap.arena.data_ptr() % shard_format.PAGE == 0
    ser = shard_format.Serialized(state, snap.arena)
    assert ser.direct_ok() and ser.data_len % shard_format.PAGE  # the last chunk needs padding
    entry = shard_store.write_shard(tmp_path, 3, 0, 1, state, arena=snap.arena)
    path = shard_store.step_dir(tmp_path, 3) / entry.file
    if shard_format.open_direct(str(path)) is not None:  # the file system takes O_DIRECT
        assert len(calls) == ser.chunks() and all(n % shard_format.PAGE == 0 for n in calls)
    assert path.stat().st_size == entry.size == ser.size  # the padding was cut off
    assert_same(shard_store.read_verified(tmp_path, 3, 0), odd_state())
    # the copy kept in host memory (not durable) never asks for O_DIRECT
    calls.clear()
    shard_store.write_shard(tmp_path / "mem", 3, 0, 1, state, arena=snap.arena, durable=False)
    assert calls == []
    assert_same(shard_store.read_verified(tmp_path / "mem", 3, 0), odd_state())


def test_one_flipped_byte_anywhere_fails_the_checksum(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(shard_format, "CHUNK", 2048)
    shard_store.write_shard(tmp_path, 1, 0, 1, odd_state())
    path = shard_store.step_dir(tmp_path, 1) / shard_store.shard_name(0)
    clean = path.read_bytes()
    for where in (20, len(clean) - 5, len(clean) // 2):
        data = bytearray(clean)
        data[where] ^= 0x10
        path.write_bytes(bytes(data))
        with pytest.raises(CheckpointError, match=r"checksum|header|magic"):
            shard_store.read_verified(tmp_path, 1, 0)
    path.write_bytes(clean)
    assert_same(shard_store.read_verified(tmp_path, 1, 0), odd_state())


def test_legacy_torch_save_shards_still_load(tmp_path: Path) -> None:
    directory = shard_store.step_dir(tmp_path, 7)
    directory.mkdir(parents=True)
    torch.save({"w": torch.ones(3)}, directory / "rank-00000.pt")
    data = (directory / "rank-00000.pt").read_bytes()
    entry = {"step": 7, "rank": 0, "world_size": 1, "file": "rank-00000.pt", "size": len(data),
             "sha256": hashlib.sha256(data).hexdigest(), "written_at": 0.0}  # fmt: skip
    (directory / "rank-00000.json").write_text(json.dumps(entry))
    agent = CheckpointAgent(
        tmp_path, hang_timeout_s=None, handle_signals=False, rank_info=RankInfo(0, 1, "n")
    )
    loaded = agent.load_latest()
    assert loaded is not None and loaded[0] == 7 and torch.equal(loaded[1]["w"], torch.ones(3))
    agent.close()


def test_template_prepares_the_buffer_off_thread_reuses_it_and_close_frees_it(tmp_path: Path) -> None:
    state = {"w": torch.randn(512, 512), "b": torch.randn(512)}
    agent = CheckpointAgent(
        tmp_path, snapshot="copy", hang_timeout_s=None, handle_signals=False,
        rank_info=RankInfo(0, 1, "n"), state_template=state,
    )  # fmt: skip
    snap = agent._snapshotter
    deadline = time.monotonic() + 10
    while snap.arena is None and time.monotonic() < deadline:
        time.sleep(0.01)
    arena = snap.arena
    assert arena is not None  # allocated by the preparing thread, before any save
    agent.save(1, state).wait()
    agent.save(2, {"w": state["w"] * 2, "b": state["b"]}).wait()
    assert snap.allocations == 0 and snap.arena is not None and snap.arena.data_ptr() == arena.data_ptr()
    agent.close()
    assert snap.arena is None
    got = shard_store.read_verified(tmp_path, 2, 0)
    assert torch.equal(got["w"], state["w"] * 2)


def test_a_layout_the_template_did_not_foresee_falls_back_to_allocating(tmp_path: Path) -> None:
    agent = CheckpointAgent(
        tmp_path, snapshot="copy", hang_timeout_s=None, handle_signals=False,
        rank_info=RankInfo(0, 1, "n"), state_template={"w": torch.zeros(4)},
    )  # fmt: skip
    agent.save(1, {"w": torch.ones(8), "optim": torch.ones(3)}).wait()
    assert agent._snapshotter.allocations == 1
    loaded = agent.load_latest()
    assert loaded is not None and torch.equal(loaded[1]["w"], torch.ones(8))
    agent.close()


def test_memory_steps_need_every_rank_covered_by_its_own_or_its_buddys_copy() -> None:
    peer = PeerReplicator.__new__(PeerReplicator)
    peer.world_size, peer.ranks_per_node = 4, 2
    inv = [
        {"local": [20, 10], "held": [20]},  # rank 0 on node A holds rank 2's copy
        {"local": [20, 10], "held": [20]},
        {"local": [], "held": []},  # node B replaced: nothing local
        {"local": [], "held": []},
    ]
    assert peer.memory_steps(inv) == [20]  # ranks 2 and 3 come from their buddies 0 and 1
    inv[0]["held"] = []  # a node lost with its buddy's copy: memory cannot cover rank 2
    assert peer.memory_steps(inv) == []


def test_held_copies_are_bounded(tmp_path: Path) -> None:
    for step in (1, 2, 3):
        shard_store.write_shard(tmp_path, step, 5, 8, {"w": torch.full((3,), float(step))}, durable=False)
        shard_store.write_shard(tmp_path, step, 6, 8, {"w": torch.zeros(3)}, durable=False)
    prune_rank(tmp_path, 5, keep=1)
    assert rank_steps(tmp_path, 5) == [3] and rank_steps(tmp_path, 6) == [3, 2, 1]


def test_pruned_memory_copies_are_reused_as_spares_and_never_read_as_copies(tmp_path: Path) -> None:
    for step in (1, 2, 3):
        shard_store.write_shard(
            tmp_path, step, 5, 8, {"w": torch.full((1000,), float(step))}, durable=False, recycle=True
        )
        prune_rank(tmp_path, 5, keep=1, spares=1)
    spares = tmp_path / shard_store.SPARE_DIR
    assert rank_steps(tmp_path, 5) == [3] and len(os.listdir(spares)) == 1
    spare_inode = (spares / os.listdir(spares)[0]).stat().st_ino
    shard_store.write_shard(tmp_path, 4, 5, 8, {"w": torch.full((10,), 4.0)}, durable=False, recycle=True)
    shard = shard_store.step_dir(tmp_path, 4) / shard_store.shard_name(5)
    assert shard.stat().st_ino == spare_inode  # the spare became step 4's file, cut to its size
    assert torch.equal(shard_store.read_verified(tmp_path, 4, 5)["w"], torch.full((10,), 4.0))
    assert shard_store.read_verified(tmp_path, 3, 5)["w"][0] == 3.0
    assert shard_store.list_steps(tmp_path) == [4, 3]  # the spare directory is no step


def test_prepared_spares_serve_the_first_copies_once_allocated(tmp_path: Path) -> None:
    peer = PeerReplicator(3, 4, 2, tmp_path, keep=1, group=object())
    peer.prepare(1 << 20).join(timeout=10)
    for directory in (peer.local_dir, peer.held_dir):
        spares = sorted((directory / shard_store.SPARE_DIR).iterdir())
        assert [s.name for s in spares] == ["prepared-3-0", "prepared-3-1"]
        assert all(s.stat().st_size == 1 << 20 for s in spares)
    # one still being allocated is never handed out
    (peer.local_dir / shard_store.SPARE_DIR / ".prep-9").write_bytes(b"x")
    inodes = {s.stat().st_ino for s in (peer.local_dir / shard_store.SPARE_DIR).glob("prepared-*")}
    for step in (5, 6):
        entry = peer.keep_local(step, shard_format.Serialized({"w": torch.ones(8)}))
        shard = shard_store.step_dir(peer.local_dir, step) / entry.file
        assert shard.stat().st_ino in inodes and shard.stat().st_size == entry.size
    assert not shard_store.take_spare(peer.local_dir, tmp_path / "none")
    assert torch.equal(shard_store.read_verified(peer.local_dir, 5, 3)["w"], torch.ones(8))


@pytest.mark.parametrize("good", [True, False])
def test_a_copy_received_into_its_mapped_file_commits_or_leaves_nothing(tmp_path: Path, good: bool) -> None:
    source = tmp_path / "src"
    entry = shard_store.write_shard(source, 7, 2, 4, odd_state(), durable=False)
    raw = (shard_store.step_dir(source, 7) / entry.file).read_bytes()
    data_start = shard_format.Serialized(odd_state()).data_start
    held = tmp_path / "held"
    copy = shard_store.ReceivingCopy(held, entry, raw[:data_start])
    copy.data.copy_(torch.frombuffer(bytearray(raw[data_start:]), dtype=torch.uint8))
    if good:
        copy.commit()
        assert_same(shard_store.read_verified(held, 7, 2), odd_state())
    else:
        copy.abort()  # (its data failed the checksum)
        assert rank_steps(held, 2) == [] and not list(shard_store.step_dir(held, 7).iterdir())


def test_own_copy_outlives_its_successor_until_the_buddy_holds_that_one(tmp_path: Path) -> None:
    # A node lost while an exchange is in flight: the survivor must still have the step its
    # buddy holds (the bench found every restore falling back to disk before this).
    peer = PeerReplicator(0, 2, 1, tmp_path, keep=1, group=object())
    for step in (1, 2):
        peer.keep_local(step, shard_format.Serialized({"w": torch.full((4,), float(step))}))
    assert peer.inventory()["local"] == [2, 1]  # step 2 is not at the buddy yet
    peer.prune_local()  # (after the exchange)
    assert peer.inventory()["local"] == [2]


def test_due_picks_memory_every_n_and_disk_every_m(tmp_path: Path) -> None:
    agent = CheckpointAgent(
        tmp_path, hang_timeout_s=None, handle_signals=False, rank_info=RankInfo(0, 1, "n"),
        memory_every=5, disk_every=20,
    )  # fmt: skip
    agent._peer = object()  # type: ignore[assignment]  # as if replicas were on
    assert [agent.due(s) for s in (5, 7, 20, 40, 45)] == ["memory", None, "disk", "disk", "memory"]
    agent._peer = None
    assert [agent.due(s) for s in (5, 20)] == [None, "disk"]
    agent.close()


# The lost node restored bit-exact from its buddy's memory (2 nodes x 2 ranks, gloo, node B
# killed): bench/checkpoint.py's peer case, run and checked once by
# tests/agent/test_agent_bench_smoke.py (each run of it costs a dozen torch processes).
