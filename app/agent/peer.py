"""In-memory replicas on a peer node (the Gemini / ByteRobust idea): each rank's snapshot is also
kept in host memory on its own node and sent to a *buddy* rank on the next node, which holds it
in its host memory. A replacement node then restores its ranks' state from their buddies instead
of the shared filesystem; a node lost together with its buddy falls back to disk.

- Topology: ranks are grouped by node, ``ranks_per_node`` consecutive ranks each (torchrun and
  Slurm's block distribution); rank r's buddy is ``(r + ranks_per_node) % world_size`` and r
  holds the copy of its *ward* ``(r - ranks_per_node) % world_size``.
- Host memory that outlives the worker process: both the rank's own copy and its ward's copy
  are files under ``memory_dir`` on tmpfs (``/dev/shm``), in the disk layout of
  ``shard_store`` (no fsync). When the launcher restarts every worker after a node is lost
  (torchrun, Slurm requeue on the same nodes, a warm standby taking the lost node's place), the
  survivors find their copies there. ``keep`` versions of each are kept.
- Transport (``peer_link.py``): a dedicated gloo process group (created once, collectively, by
  every rank), or with ``transport="collective"`` a group with the job's own backend (NCCL on
  CUDA), used only from the agent's background thread, so it never interleaves with training's
  own collectives. Inventories and votes always use the gloo group. Every message is checked on
  receipt against the sender's xxh3 checksum.
- Exchanges are collective: every rank must save at the same steps (as the agent already needs
  for a complete checkpoint), with ``if_busy="wait"``.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import struct
import sys
import threading
from pathlib import Path
from typing import Any

import torch
import torch.distributed as dist

from app.agent import shard_format, shard_store
from app.agent.peer_link import CollectiveLink, GlooLink
from app.agent.shard_store import ShardEntry
from app.errors import CheckpointError


def ranks_per_node_from_env(env: Any = None) -> int | None:
    env = os.environ if env is None else env
    for name in ("LOCAL_WORLD_SIZE", "SLURM_NTASKS_PER_NODE", "OMPI_COMM_WORLD_LOCAL_SIZE"):
        value = (env.get(name) or "").split("(")[0]
        if value.isdigit() and int(value) > 0:
            return int(value)
    return None


def rank_steps(directory: Path, rank: int) -> list[int]:
    """Steps under ``directory`` that hold an entry for ``rank``, newest first."""
    return [
        s
        for s in shard_store.list_steps(directory)
        if rank in shard_store.read_entries(shard_store.step_dir(directory, s))
    ]


def prune_rank(directory: Path, rank: int, keep: int, spares: int = 0) -> None:
    """Keep the newest ``keep`` copies of ``rank`` under ``directory``; drop emptied step dirs.
    Up to ``spares`` dropped files are set aside for the next copies to reuse (tmpfs pages stay
    allocated: a rewrite runs at memory speed); the entry goes first, so a spare is never read
    as a copy."""
    for step in rank_steps(directory, rank)[keep:]:
        target = shard_store.step_dir(directory, step)
        (target / shard_store.entry_name(rank)).unlink(missing_ok=True)
        shard = target / shard_store.shard_name(rank)
        if spares:
            shard_store.set_aside(shard, directory, spares)
        else:
            shard.unlink(missing_ok=True)
        with contextlib.suppress(OSError):  # other ranks of this node still have files there
            target.rmdir()


class PeerReplicator:
    """One rank's side of the buddy exchange and of the restore from peer memory."""

    def __init__(
        self,
        rank: int,
        world_size: int,
        ranks_per_node: int,
        memory_dir: Path,
        keep: int = 1,
        group: Any = None,
        transport: str = "gloo",
    ) -> None:
        if world_size <= ranks_per_node or world_size % ranks_per_node:
            raise ValueError("peer replicas need at least two nodes with the same number of ranks")
        self.rank, self.world_size, self.ranks_per_node = rank, world_size, ranks_per_node
        self.buddy = (rank + ranks_per_node) % world_size
        self.ward = (rank - ranks_per_node) % world_size
        self.local_dir = memory_dir / "local"
        self.held_dir = memory_dir / "held"
        self.local_dir.mkdir(parents=True, exist_ok=True)
        self.held_dir.mkdir(parents=True, exist_ok=True)
        self.keep = keep
        # Inventories and votes always go over gloo (CPU tensors); the bytes over the transport's.
        self.group = group if group is not None else dist.new_group(backend="gloo")
        if transport not in ("gloo", "collective"):
            raise ValueError("peer_transport must be 'gloo' or 'collective'")
        self.transport = transport
        self.link: GlooLink | CollectiveLink = (
            CollectiveLink.for_job() if transport == "collective" else GlooLink(self.group)
        )
        self.last_error: str | None = None

    def prepare(self, size: int) -> threading.Thread:
        """Allocate two spare files for this rank's own copy and two for its ward's, of ``size``
        bytes, on a background thread, so that the first memory saves after a (re)start do not
        pay for new tmpfs pages (2-4x slower than rewriting allocated ones here). Two: the first
        save's copies are pruned only after the second's exist. That is no more than the steady
        state holds at its peak (a copy and its successor, or a copy and a spare)."""

        def run() -> None:
            for directory in (self.local_dir, self.held_dir):
                for i in range(2):
                    with contextlib.suppress(OSError):
                        shard_store.prepare_spare(directory, size, f"{self.rank}-{i}")

        thread = threading.Thread(target=run, name="crashcart-prepare-memory", daemon=True)
        thread.start()
        return thread

    def buddy_of(self, rank: int) -> int:
        return (rank + self.ranks_per_node) % self.world_size

    # --- saving: keep a local copy, swap copies with the buddy -----------------------------
    def keep_local(self, step: int, ser: shard_format.Serialized) -> ShardEntry:
        entry = shard_store.write_shard(
            self.local_dir,
            step,
            self.rank,
            self.world_size,
            None,
            durable=False,
            serialized=ser,
            recycle=True,
        )
        return entry

    def prune_local(self) -> None:
        """Drop this rank's own copies beyond ``keep``: only once the newest one is also at the
        buddy (after ``exchange``). Pruned earlier, a node lost while the exchange is in flight
        would leave this rank's newest copy only here and its buddy's only at the older step:
        no step that every rank could restore from memory."""
        prune_rank(self.local_dir, self.rank, self.keep, spares=self.ranks_per_node)

    def exchange(self, entry: ShardEntry, ser: shard_format.Serialized) -> None:
        """Send this rank's copy to the buddy and store the ward's copy (verified) in memory: it
        is received straight into its tmpfs file (``ReceivingCopy``)."""
        data = ser.arena[: ser.data_len] if ser.arena is not None else _gather(ser)
        receiving: list[shard_store.ReceivingCopy] = []

        def into_file(meta: bytes, data_len: int) -> torch.Tensor | None:
            info, header = _parse_meta(meta)
            if info["entry"] is None:
                return None
            got_entry = ShardEntry.from_json(info["entry"])
            if got_entry.size != len(header) + data_len:
                return None  # received into a buffer, and then fails its checksum
            receiving.append(shard_store.ReceivingCopy(self.held_dir, got_entry, header))
            return receiving[-1].data

        try:
            ok = self._swap(entry.to_json(), ser.header, data, True, True, into_file)
        except BaseException:
            for copy in receiving:
                copy.abort()
            raise
        if ok is None:
            for copy in receiving:
                copy.abort()
            return
        got_entry, header, got = ok
        if receiving:
            del got, ok
            receiving[0].commit()
        else:
            shard_store.write_received(self.held_dir, got_entry, header, got)
        prune_rank(self.held_dir, got_entry.rank, self.keep, spares=self.ranks_per_node)

    def _swap(
        self,
        entry_json: str | None,
        header: bytes,
        data: torch.Tensor,
        send: bool,
        recv: bool,
        alloc: Any = None,
    ) -> tuple[ShardEntry, bytes, torch.Tensor] | None:
        """Send to the buddy (``send``) and receive from the ward (``recv``) at once. The sender
        may announce ``entry_json=None`` (nothing to send): the receiver then gets None.
        ``alloc(meta, data_len)``: where to receive the data (None: a new buffer)."""
        meta = b""
        if send:
            text = json.dumps({"entry": entry_json}).encode()
            meta = struct.pack("<Q", len(text)) + text
            if entry_json is not None:
                meta += header
            else:
                data = data[:0]
        got = self.link.swap(meta, data, self.buddy if send else None, self.ward if recv else None, alloc)
        if got is None:
            return None
        got_meta, got_data = got
        info, header_bytes = _parse_meta(got_meta)
        if info["entry"] is None:
            return None
        entry = ShardEntry.from_json(info["entry"])
        checksum = shard_format.verify_parts(header_bytes, got_data, got_data.numel())
        if checksum != entry.checksum:
            self.last_error = f"copy of rank {self.ward} at step {entry.step} fails its checksum"
            print(f"crashcart agent: dropped the {self.last_error}", file=sys.stderr)
            return None
        return entry, header_bytes, got_data

    # --- restoring ----------------------------------------------------------------------------
    def inventory(self) -> dict[str, list[int]]:
        return {"local": rank_steps(self.local_dir, self.rank), "held": rank_steps(self.held_dir, self.ward)}

    def memory_steps(self, inventories: list[dict[str, list[int]]]) -> list[int]:
        """Steps every rank can restore from memory: its own copy, or its buddy's held one."""
        per_rank = [
            set(inventories[r]["local"]) | set(inventories[self.buddy_of(r)]["held"])
            for r in range(self.world_size)
        ]
        return sorted(set.intersection(*per_rank), reverse=True) if per_rank else []

    def restore(self, step: int, inventories: list[dict[str, list[int]]], map_location: Any) -> Any:
        """This rank's state at ``step`` from memory; sends the ward its copy if it lacks one.

        Returns None when the copy that reached this rank does not verify (the ranks then vote
        to try an older step)."""
        i_need = step not in inventories[self.rank]["local"]
        ward_needs = step not in inventories[self.ward]["local"]
        header, data, entry_json = b"", torch.empty(0, dtype=torch.uint8), None
        if ward_needs:
            try:
                entry = shard_store.read_entries(shard_store.step_dir(self.held_dir, step))[self.ward]
                header, data = _read_raw(shard_store.step_dir(self.held_dir, step) / entry.file, entry)
                entry_json = entry.to_json()
            except (CheckpointError, KeyError, OSError, shard_format.FormatError) as exc:
                print(
                    f"crashcart agent: cannot send rank {self.ward} its copy of step {step}: {exc}",
                    file=sys.stderr,
                )
        got = self._swap(entry_json, header, data, ward_needs, i_need)
        if not i_need:
            try:
                return shard_store.read_verified(self.local_dir, step, self.rank, map_location)
            except CheckpointError as exc:
                print(f"crashcart agent: local memory copy of step {step}: {exc}", file=sys.stderr)
                return None
        if got is None:
            return None
        _, head, flat = got
        skeleton, slots, _ = shard_format.from_parts(head, flat)
        return shard_format.materialize(skeleton, slots, flat, map_location)

    def close(self, forget: bool = False) -> None:
        if forget:
            shutil.rmtree(self.local_dir, ignore_errors=True)
            shutil.rmtree(self.held_dir, ignore_errors=True)


def _parse_meta(meta: bytes) -> tuple[dict[str, Any], bytes]:
    """A message's metadata: an 8-byte length, that much JSON, then the shard's header."""
    (length,) = struct.unpack_from("<Q", meta)
    return json.loads(meta[8 : 8 + length]), meta[8 + length :]


def _gather(ser: shard_format.Serialized) -> torch.Tensor:
    out = torch.empty(ser.data_len, dtype=torch.uint8)
    view = shard_format.as_bytes(out) if ser.data_len else memoryview(b"")
    for i in range(ser.chunks()):
        chunk = ser.chunk(i)
        view[i * shard_format.CHUNK : i * shard_format.CHUNK + chunk.nbytes] = chunk
    return out


def _read_raw(path: Path, entry: ShardEntry) -> tuple[bytes, torch.Tensor]:
    """A held copy's header and data region, the data mapped from tmpfs (no copy, no hash pass:
    the receiver checks it against the checksum of ``entry``, which was checked on receipt)."""
    fd = os.open(path, os.O_RDONLY)
    try:
        size = os.fstat(fd).st_size
        header, _, _, data_len, data_start = shard_format.read_header(fd)
    finally:
        os.close(fd)
    if size != entry.size or size != data_start + data_len:
        raise CheckpointError(f"held copy of rank {entry.rank} at step {entry.step} has the wrong size")
    mapped = torch.from_file(str(path), shared=False, size=size, dtype=torch.uint8)
    return header, mapped[data_start:]
