"""The on-disk layout of checkpoints and everything that keeps it trustworthy.

Layout under ``ckpt_dir``::

    step-000000120/
        rank-00003.ckpt    the rank's shard (``shard_format``: header + flat tensor data)
        rank-00003.json    the rank's manifest entry: step, world size, size, checksum of the shard

Writes are atomic: each file is written to ``.<name>.tmp-<pid>``, fsynced, renamed, and the
directory is fsynced, so a reader sees either nothing or the whole file. The manifest entry is
renamed into place only after its shard, so an entry is a promise that the shard is complete.
A checkpoint is *complete* when every rank ``0..world_size-1`` has an entry that names the same
world size; anything else (a job killed mid-save, a rank that died) is ignored by readers and
pruned later. The checksum (xxh3 per 64 MiB chunk) is computed by the threads that write the
chunks (one pass, no re-read). Shards of older versions (``rank-00003.pt``, a ``torch.save``
with a sha256 in the entry) are still read and verified.
"""

from __future__ import annotations

import hashlib
import json
import mmap
import os
import re
import shutil
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import torch

from app.agent import shard_format
from app.errors import CheckpointError

_STEP_DIR = re.compile(r"^step-(\d+)$")
_ENTRY = re.compile(r"^rank-(\d+)\.json$")
_READ_CHUNK = 8 * 1024 * 1024


def step_dir(ckpt_dir: Path, step: int) -> Path:
    return ckpt_dir / f"step-{step:09d}"


def shard_name(rank: int) -> str:
    return f"rank-{rank:05d}.ckpt"


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
    sha256: str  # legacy torch.save shards only; "" for the current format
    written_at: float
    checksum: str = ""  # "<algorithm>:<hex>" of the current format (``shard_format``)

    def to_json(self) -> str:
        return json.dumps(
            {
                "step": self.step,
                "rank": self.rank,
                "world_size": self.world_size,
                "file": self.file,
                "size": self.size,
                "sha256": self.sha256,
                "checksum": self.checksum,
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
            sha256=str(raw.get("sha256", "")),
            written_at=float(raw["written_at"]),
            checksum=str(raw.get("checksum", "")),
        )


def _fsync_dir(path: Path) -> None:
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def _tmp_path(final: Path) -> Path:
    return final.with_name(f".{final.name}.tmp-{os.getpid()}")


SPARE_DIR = ".spare"


def take_spare(directory: Path, into: Path) -> bool:
    """Move a spare file of ``directory`` (an old copy a prune set aside) to ``into``; False if
    there is none. On tmpfs a file's pages stay allocated: rewriting it runs at memory speed,
    where a new file pays a page allocation and zeroing per 4 KiB (2-4x slower here)."""
    spares = directory / SPARE_DIR
    try:
        names = sorted(os.listdir(spares))
    except OSError:
        return False
    for name in names:
        if name.startswith("."):  # still being prepared (``prepare_spare``)
            continue
        try:
            os.replace(spares / name, into)
            return True
        except OSError:
            continue
    return False


def set_aside(file: Path, directory: Path, keep: int = 2) -> None:
    """Keep ``file`` (no longer referenced by an entry) as a spare of ``directory`` for reuse;
    at most ``keep`` spares, the rest removed."""
    spares = directory / SPARE_DIR
    try:
        spares.mkdir(exist_ok=True)
        if len(os.listdir(spares)) >= keep:
            raise OSError("enough spares")
        os.replace(file, spares / f"{time.monotonic_ns()}-{os.getpid()}")
    except OSError:
        file.unlink(missing_ok=True)


def prepare_spare(directory: Path, size: int, tag: str) -> None:
    """Allocate a spare file of ``size`` bytes for ``directory`` (``posix_fallocate``: on tmpfs,
    the pages), so that even the first copy written there runs at memory speed. It becomes
    visible to ``take_spare`` only once allocated."""
    spares = directory / SPARE_DIR
    spares.mkdir(parents=True, exist_ok=True)
    tmp, final = spares / f".prep-{tag}", spares / f"prepared-{tag}"
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    try:
        allocate = getattr(os, "posix_fallocate", None)
        if allocate is not None and size > 0:
            allocate(fd, 0, size)
        else:
            os.ftruncate(fd, size)
    except OSError:
        os.close(fd)
        tmp.unlink(missing_ok=True)
        return
    os.close(fd)
    os.replace(tmp, final)


@contextmanager
def _atomic_fd(final: Path, mode: int, recycle: Path | None = None) -> Iterator[int]:
    """A descriptor on a temporary file that becomes ``final`` when the block ends, or is removed
    when it raises (a kill leaves only a ``.tmp-`` file behind). ``recycle``: a directory whose
    spare files (``take_spare``) may be reused as the temporary file; the caller then sets its
    size (``write_file`` does)."""
    tmp = _tmp_path(final)
    reused = recycle is not None and take_spare(recycle, tmp)
    fd = os.open(tmp, os.O_WRONLY | (0 if reused else os.O_CREAT | os.O_TRUNC), mode)
    try:
        yield fd
    except BaseException:
        os.close(fd)
        tmp.unlink(missing_ok=True)
        raise
    os.close(fd)
    os.replace(tmp, final)


def _write_atomically(final: Path, fill: Any, durable: bool = True) -> None:
    tmp = _tmp_path(final)
    try:
        with open(tmp, "wb") as raw:
            fill(raw)
            raw.flush()
            if durable:
                os.fsync(raw.fileno())
        os.replace(tmp, final)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise


def write_shard(
    ckpt_dir: Path,
    step: int,
    rank: int,
    world_size: int,
    state: Any,
    *,
    arena: torch.Tensor | None = None,
    durable: bool = True,
    serialized: shard_format.Serialized | None = None,
    recycle: bool = False,
) -> ShardEntry:
    """Persist one rank's shard and then its manifest entry, both atomically; ``durable``:
    fsync files and directories (off for the copy kept in host memory, on tmpfs); ``recycle``:
    reuse a spare file of ``ckpt_dir`` (``set_aside``) as the shard's file."""
    target = step_dir(ckpt_dir, step)
    try:
        target.mkdir(parents=True, exist_ok=True)
        size, checksum = _write_serialized(
            target / shard_name(rank), serialized or state, arena, durable, ckpt_dir if recycle else None
        )
        entry = ShardEntry(
            step=step,
            rank=rank,
            world_size=world_size,
            file=shard_name(rank),
            size=size,
            sha256="",
            written_at=time.time(),
            checksum=checksum,
        )
        _write_atomically(target / entry_name(rank), lambda raw: raw.write(entry.to_json().encode()), durable)
        if durable:
            _fsync_dir(target)
            _fsync_dir(ckpt_dir)
    except (OSError, TypeError) as exc:
        raise CheckpointError(f"writing shard of rank {rank} at step {step} failed: {exc}") from exc
    return entry


def write_received(
    ckpt_dir: Path, entry: ShardEntry, header: bytes, data: torch.Tensor, durable: bool = False
) -> None:
    """Store a shard received from a peer (header region + flat data region) under ``ckpt_dir``."""
    target = step_dir(ckpt_dir, entry.step)
    target.mkdir(parents=True, exist_ok=True)
    final = target / entry.file
    with _atomic_fd(final, 0o600) as fd:
        os.ftruncate(fd, entry.size)
        shard_format.pwrite_all(fd, memoryview(header), 0)
        if data.numel():
            shard_format.pwrite_all(fd, shard_format.as_bytes(data), len(header))
        if durable:
            os.fsync(fd)
    _write_atomically(
        target / entry_name(entry.rank), lambda raw: raw.write(entry.to_json().encode()), durable
    )


class ReceivingCopy:
    """A copy from a peer being received straight into its file: a temporary file (a recycled
    spare where there is one) with the header written and the data region mapped (``data``),
    so the transport writes the bytes where they will stay, with no buffer and no second copy.
    ``commit`` renames it into place and writes its entry; ``abort`` removes it."""

    def __init__(self, ckpt_dir: Path, entry: ShardEntry, header: bytes) -> None:
        self.entry = entry
        target = step_dir(ckpt_dir, entry.step)
        target.mkdir(parents=True, exist_ok=True)
        self.final = target / entry.file
        self.tmp = _tmp_path(self.final)
        reused = take_spare(ckpt_dir, self.tmp)
        fd = os.open(self.tmp, os.O_RDWR | (0 if reused else os.O_CREAT | os.O_TRUNC), 0o600)
        try:
            os.ftruncate(fd, entry.size)
            shard_format.pwrite_all(fd, memoryview(header), 0)
            flags = mmap.MAP_SHARED | getattr(mmap, "MAP_POPULATE", 0)  # map the pages in one go
            mapped = mmap.mmap(fd, entry.size, flags=flags, prot=mmap.PROT_READ | mmap.PROT_WRITE)
        except BaseException:
            os.close(fd)
            self.tmp.unlink(missing_ok=True)
            raise
        os.close(fd)  # the mapping keeps the file open
        self.data = torch.frombuffer(mapped, dtype=torch.uint8)[len(header) :]

    def commit(self) -> None:
        self.data = torch.empty(0, dtype=torch.uint8)  # drop the mapping (unmapped once unused)
        os.replace(self.tmp, self.final)
        _write_atomically(
            self.final.with_name(entry_name(self.entry.rank)),
            lambda raw: raw.write(self.entry.to_json().encode()),
            durable=False,
        )

    def abort(self) -> None:
        self.data = torch.empty(0, dtype=torch.uint8)
        self.tmp.unlink(missing_ok=True)


def _write_serialized(
    final: Path, what: Any, arena: torch.Tensor | None, durable: bool, recycle: Path | None = None
) -> tuple[int, str]:
    """Write the shard file (the temporary file exists while the state is serialized, so a kill
    at any point leaves only a ``.tmp-`` file behind); returns its size and checksum."""
    with _atomic_fd(final, 0o644, recycle) as fd:
        ser = what if isinstance(what, shard_format.Serialized) else shard_format.Serialized(what, arena)
        direct_fd = shard_format.open_direct(str(_tmp_path(final))) if durable and ser.direct_ok() else None
        try:
            checksum = shard_format.write_file(fd, ser, writeback=durable, direct_fd=direct_fd)
        finally:
            if direct_fd is not None:
                os.close(direct_fd)
        if durable:
            os.fsync(fd)
    return ser.size, checksum


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
    """The path of a rank's shard, after checking its size and checksum against its entry."""
    read_verified(ckpt_dir, step, rank)
    entry = read_entries(step_dir(ckpt_dir, step))[rank]
    return step_dir(ckpt_dir, step) / entry.file


def read_verified(ckpt_dir: Path, step: int, rank: int, map_location: Any = "cpu") -> Any:
    """A rank's state at ``step``, read once and checked against its manifest entry.

    Raises ``CheckpointError`` for a missing entry, a short or corrupt shard."""
    directory = step_dir(ckpt_dir, step)
    entry = read_entries(directory).get(rank)
    if entry is None:
        raise CheckpointError(f"step {step} has no manifest entry for rank {rank}")
    path = directory / entry.file
    if not entry.checksum:
        _verify_legacy(path, entry)
        return load_shard(path, map_location)
    try:
        fd = os.open(path, os.O_RDONLY)
    except OSError as exc:
        raise CheckpointError(f"cannot read shard of rank {rank} at step {step}: {exc}") from exc
    try:
        size = os.fstat(fd).st_size
        if size != entry.size:
            raise CheckpointError(
                f"shard of rank {rank} at step {step} has {size} bytes, manifest says {entry.size}"
            )
        pin = _wants_cuda(map_location)
        _, skeleton, slots, data, checksum = shard_format.read_file(fd, size, pin=pin)
    except (OSError, shard_format.FormatError) as exc:
        raise CheckpointError(f"cannot read shard of rank {rank} at step {step}: {exc}") from exc
    finally:
        os.close(fd)
    if checksum != entry.checksum:
        raise CheckpointError(
            f"shard of rank {rank} at step {step} fails its checksum ({checksum.split(':')[0]})"
        )
    return shard_format.materialize(skeleton, slots, data, map_location)


def _wants_cuda(map_location: Any) -> bool:
    if not isinstance(map_location, str | torch.device):
        return False
    return torch.device(map_location).type == "cuda" and torch.cuda.is_available()


def _verify_legacy(path: Path, entry: ShardEntry) -> None:
    digest = hashlib.sha256()
    size = 0
    try:
        with open(path, "rb") as handle:
            while chunk := handle.read(_READ_CHUNK):
                digest.update(chunk)
                size += len(chunk)
    except OSError as exc:
        raise CheckpointError(f"cannot read shard of rank {entry.rank} at step {entry.step}: {exc}") from exc
    if size != entry.size:
        raise CheckpointError(
            f"shard of rank {entry.rank} at step {entry.step} has {size} bytes, manifest says {entry.size}"
        )
    if digest.hexdigest() != entry.sha256:
        raise CheckpointError(f"shard of rank {entry.rank} at step {entry.step} fails its sha256 check")


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
