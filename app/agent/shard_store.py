"""The on-disk layout of checkpoints and everything that keeps it trustworthy.

Layout under ``ckpt_dir``::

    step-000000120/
        rank-00003.pt      the rank's shard (torch.save of its host snapshot)
        rank-00003.json    the rank's manifest entry: step, world size, size, sha256 of the shard

Writes are atomic: each file is written to ``.<name>.tmp-<pid>``, fsynced, renamed, and the
directory is fsynced, so a reader sees either nothing or the whole file. The manifest entry is
renamed into place only after its shard, so an entry is a promise that the shard is complete.
A checkpoint is *complete* when every rank ``0..world_size-1`` has an entry that names the same
world size; anything else (a job killed mid-save, a rank that died) is ignored by readers and
pruned later. The checksum is computed while the bytes are written (one pass, no re-read).
"""

from __future__ import annotations

import hashlib
import io
import json
import os
import re
import shutil
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, BinaryIO

import torch

from app.errors import CheckpointError

_STEP_DIR = re.compile(r"^step-(\d+)$")
_ENTRY = re.compile(r"^rank-(\d+)\.json$")
_READ_CHUNK = 8 * 1024 * 1024


def step_dir(ckpt_dir: Path, step: int) -> Path:
    return ckpt_dir / f"step-{step:09d}"


def shard_name(rank: int) -> str:
    return f"rank-{rank:05d}.pt"


def entry_name(rank: int) -> str:
    return f"rank-{rank:05d}.json"


@dataclass(frozen=True, slots=True)
class ShardEntry:
    """One rank's manifest entry."""

    step: int
    rank: int
    world_size: int
    file: str
    size: int
    sha256: str
    written_at: float

    def to_json(self) -> str:
        return json.dumps(
            {
                "step": self.step,
                "rank": self.rank,
                "world_size": self.world_size,
                "file": self.file,
                "size": self.size,
                "sha256": self.sha256,
                "written_at": self.written_at,
            }
        )

    @classmethod
    def from_json(cls, text: str) -> ShardEntry:
        raw = json.loads(text)
        return cls(
            step=int(raw["step"]),
            rank=int(raw["rank"]),
            world_size=int(raw["world_size"]),
            file=str(raw["file"]),
            size=int(raw["size"]),
            sha256=str(raw["sha256"]),
            written_at=float(raw["written_at"]),
        )


class _HashingWriter(io.RawIOBase):
    """A write-only file that hashes and counts what passes through it."""

    def __init__(self, sink: BinaryIO) -> None:
        super().__init__()
        self._sink = sink
        self.digest = hashlib.sha256()
        self.size = 0

    def writable(self) -> bool:
        return True

    def write(self, data: Any) -> int:
        view = memoryview(data).cast("B")
        self.digest.update(view)
        self.size += view.nbytes
        self._sink.write(view)
        return view.nbytes

    def flush(self) -> None:
        self._sink.flush()


def _fsync_dir(path: Path) -> None:
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def _tmp_path(final: Path) -> Path:
    return final.with_name(f".{final.name}.tmp-{os.getpid()}")


def _write_atomically(final: Path, fill: Any) -> None:
    tmp = _tmp_path(final)
    try:
        with open(tmp, "wb") as raw:
            fill(raw)
            raw.flush()
            os.fsync(raw.fileno())
        os.replace(tmp, final)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise


def write_shard(ckpt_dir: Path, step: int, rank: int, world_size: int, state: Any) -> ShardEntry:
    """Persist one rank's shard and then its manifest entry; both atomically and durably."""
    target = step_dir(ckpt_dir, step)
    try:
        target.mkdir(parents=True, exist_ok=True)
        hashing: list[_HashingWriter] = []

        def fill_shard(raw: BinaryIO) -> None:
            writer = _HashingWriter(raw)
            hashing.append(writer)
            # A buffer in front keeps torch's many small writes from each paying for a syscall.
            buffered = io.BufferedWriter(writer, buffer_size=_READ_CHUNK)
            torch.save(state, buffered)
            buffered.flush()
            buffered.detach()

        _write_atomically(target / shard_name(rank), fill_shard)
        entry = ShardEntry(
            step=step,
            rank=rank,
            world_size=world_size,
            file=shard_name(rank),
            size=hashing[0].size,
            sha256=hashing[0].digest.hexdigest(),
            written_at=time.time(),
        )
        _write_atomically(target / entry_name(rank), lambda raw: raw.write(entry.to_json().encode()))
        _fsync_dir(target)
        _fsync_dir(ckpt_dir)
    except OSError as exc:
        raise CheckpointError(f"writing shard of rank {rank} at step {step} failed: {exc}") from exc
    return entry


def read_entries(directory: Path) -> dict[int, ShardEntry]:
    entries: dict[int, ShardEntry] = {}
    try:
        names = os.listdir(directory)
    except OSError:
        return entries
    for name in names:
        if not _ENTRY.match(name):
            continue
        try:
            entry = ShardEntry.from_json((directory / name).read_text())
        except (OSError, ValueError, KeyError):
            continue  # an unreadable entry is the same as a missing one
        entries[entry.rank] = entry
    return entries


def list_steps(ckpt_dir: Path) -> list[int]:
    """Every step that has a directory, newest first, complete or not."""
    try:
        names = os.listdir(ckpt_dir)
    except OSError:
        return []
    return sorted((int(m.group(1)) for n in names if (m := _STEP_DIR.match(n))), reverse=True)


def is_complete(ckpt_dir: Path, step: int, world_size: int) -> bool:
    entries = read_entries(step_dir(ckpt_dir, step))
    return all(
        rank in entries and entries[rank].world_size == world_size and entries[rank].step == step
        for rank in range(world_size)
    )


def complete_steps(ckpt_dir: Path, world_size: int) -> list[int]:
    """Steps whose every rank wrote its entry, newest first."""
    return [step for step in list_steps(ckpt_dir) if is_complete(ckpt_dir, step, world_size)]


def verify_shard(ckpt_dir: Path, step: int, rank: int) -> Path:
    """The path of a rank's shard, after checking its size and sha256 against its entry.

    The file is hashed in chunks rather than read whole, so verifying a large shard costs no
    more memory than a read buffer."""
    directory = step_dir(ckpt_dir, step)
    entry = read_entries(directory).get(rank)
    if entry is None:
        raise CheckpointError(f"step {step} has no manifest entry for rank {rank}")
    path = directory / entry.file
    digest = hashlib.sha256()
    size = 0
    try:
        with open(path, "rb") as handle:
            while chunk := handle.read(_READ_CHUNK):
                digest.update(chunk)
                size += len(chunk)
    except OSError as exc:
        raise CheckpointError(f"cannot read shard of rank {rank} at step {step}: {exc}") from exc
    if size != entry.size:
        raise CheckpointError(
            f"shard of rank {rank} at step {step} has {size} bytes, manifest says {entry.size}"
        )
    if digest.hexdigest() != entry.sha256:
        raise CheckpointError(f"shard of rank {rank} at step {step} fails its sha256 check")
    return path


def load_shard(path: Path, map_location: Any) -> Any:
    try:
        return torch.load(path, map_location=map_location, weights_only=False)
    except Exception as exc:  # torch raises many types for a bad archive
        raise CheckpointError(f"shard {path} does not deserialize: {exc}") from exc


def prune(ckpt_dir: Path, world_size: int, keep: int) -> list[int]:
    """Delete all but the newest ``keep`` complete checkpoints, and incomplete ones older than
    the oldest kept (a newer incomplete one may still be being written by a slower rank)."""
    complete = complete_steps(ckpt_dir, world_size)
    if not complete:
        return []
    kept = set(complete[:keep])
    oldest_kept = min(kept)
    removed = []
    for step in list_steps(ckpt_dir):
        if step in kept or step > oldest_kept:
            continue
        shutil.rmtree(step_dir(ckpt_dir, step), ignore_errors=True)
        removed.append(step)
    return removed
