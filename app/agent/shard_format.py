"""The shard file format: one pickled skeleton plus every tensor's bytes in one flat region.

    bytes 0..8      magic ``CCKPT\\x00\\x02\\n``
    bytes 8..16     length of the header (little-endian u64)
    header          pickle of ``(skeleton, slots, data_len)``; a tensor in the skeleton is a
                    ``TensorRef`` that names its slot (dtype, shape, offset in the data region)
    data region     starts at a 4 KiB boundary; tensor i lies at ``data_start + slots[i].offset``
                    (64-byte aligned), gaps are zero

The checksum is xxh3-64 of the header region and of each 64 MiB chunk of the data region,
combined by hashing the list of digests: the chunks are hashed and written by several threads at
once (each hashes the chunk it writes, so hashing overlaps writing), the same digests serve the
disk copy, the copy in memory and the copy sent to a peer, and a reader verifies in parallel too.
A snapshot whose tensors already live in one flat host buffer with this layout (see
``snapshot.py``) is written straight from that buffer in large aligned writes, with no
serialization pass and no extra copy. Without ``xxhash`` installed, CRC-32 (zlib) is used.
"""

from __future__ import annotations

import contextlib
import copy
import os
import pickle
import struct
import threading
import zlib
from collections import OrderedDict
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any

import torch

try:
    import xxhash

    def _digest(data: memoryview) -> int:
        return int(xxhash.xxh3_64_intdigest(data))

    ALGORITHM = "xxh3_64"
except ImportError:  # pragma: no cover - the agent extra installs xxhash

    def _digest(data: memoryview) -> int:
        return zlib.crc32(data)

    ALGORITHM = "crc32"

MAGIC = b"CCKPT\x00\x02\n"
PAGE = 4096
ALIGN = 64
CHUNK = 64 * 1024 * 1024
IO_THREADS = 4


@dataclass(frozen=True, slots=True)
class TensorRef:
    index: int


@dataclass(frozen=True, slots=True)
class Slot:
    offset: int
    nbytes: int
    dtype: torch.dtype
    shape: tuple[int, ...]


def _plain_tensor(obj: Any) -> bool:
    return (
        isinstance(obj, torch.Tensor)
        and type(obj) in (torch.Tensor, torch.nn.Parameter)
        and obj.layout == torch.strided
        and not obj.is_quantized
        and obj.device.type != "meta"
    )


def flatten(state: Any, copy_leaves: bool = False) -> tuple[Any, list[torch.Tensor]]:
    """The state with each tensor replaced by a ``TensorRef``, and the tensors in walk order."""
    tensors: list[torch.Tensor] = []

    def walk(obj: Any) -> Any:
        if _plain_tensor(obj):
            tensors.append(obj.detach())
            return TensorRef(len(tensors) - 1)
        if isinstance(obj, dict):
            items = ((k, walk(v)) for k, v in obj.items())
            return OrderedDict(items) if isinstance(obj, OrderedDict) else dict(items)
        if isinstance(obj, list):
            return [walk(v) for v in obj]
        if isinstance(obj, tuple) and not hasattr(obj, "_fields"):
            return tuple(walk(v) for v in obj)
        return copy.deepcopy(obj) if copy_leaves else obj

    return walk(state), tensors


def unflatten(skeleton: Any, tensors: list[torch.Tensor]) -> Any:
    if isinstance(skeleton, TensorRef):
        return tensors[skeleton.index]
    if isinstance(skeleton, dict):
        items = ((k, unflatten(v, tensors)) for k, v in skeleton.items())
        return OrderedDict(items) if isinstance(skeleton, OrderedDict) else dict(items)
    if isinstance(skeleton, list):
        return [unflatten(v, tensors) for v in skeleton]
    if isinstance(skeleton, tuple) and not hasattr(skeleton, "_fields"):
        return tuple(unflatten(v, tensors) for v in skeleton)
    return skeleton


def round_up(n: int, multiple: int) -> int:
    return -(-n // multiple) * multiple


def layout(tensors: list[torch.Tensor]) -> tuple[list[Slot], int]:
    """Each tensor's slot in the data region (64-byte aligned), and the region's length."""
    slots, offset = [], 0
    for tensor in tensors:
        nbytes = tensor.numel() * tensor.element_size()
        slots.append(Slot(offset, nbytes, tensor.dtype, tuple(tensor.shape)))
        offset += -(-nbytes // ALIGN) * ALIGN
    return slots, offset


def layout_key(tensors: list[torch.Tensor]) -> tuple[tuple[torch.dtype, tuple[int, ...]], ...]:
    return tuple((t.dtype, tuple(t.shape)) for t in tensors)


def as_bytes(tensor: torch.Tensor) -> memoryview:
    """The bytes of a contiguous CPU tensor, without a copy."""
    flat = tensor.reshape(-1)
    if flat.numel() == 0:
        return memoryview(b"")
    return flat.view(torch.uint8).numpy().data.cast("B")


def views_of(arena: torch.Tensor, slots: list[Slot]) -> list[torch.Tensor]:
    """The tensors of ``slots`` as views into the flat uint8 ``arena``."""
    return [arena[s.offset : s.offset + s.nbytes].view(s.dtype).view(s.shape) for s in slots]


class Serialized:
    """A state laid out for writing: header bytes plus a data region read chunk by chunk.

    ``arena``: when the tensors are views of one flat uint8 buffer laid out as ``slots`` say,
    chunks are slices of it (no copy); otherwise each chunk is gathered into a fresh buffer."""

    def __init__(self, state: Any, arena: torch.Tensor | None = None) -> None:
        skeleton, tensors = flatten(state)
        self.slots, self.data_len = layout(tensors)
        try:
            body = pickle.dumps((skeleton, self.slots, self.data_len), protocol=5)
        except Exception as exc:
            raise TypeError(f"the state cannot be serialized: {exc}") from exc
        head = MAGIC + struct.pack("<Q", len(body)) + body
        self.data_start = -(-len(head) // PAGE) * PAGE
        self.header = head + bytes(self.data_start - len(head))
        self.size = self.data_start + self.data_len
        self.arena = arena if arena is not None and self._is_arena_of(arena, tensors) else None
        self._tensors = tensors

    def _is_arena_of(self, arena: torch.Tensor, tensors: list[torch.Tensor]) -> bool:
        if arena.dtype != torch.uint8 or arena.device.type != "cpu" or arena.numel() < self.data_len:
            return False
        base = arena.data_ptr()
        return all(
            t.device.type == "cpu"
            and t.is_contiguous()
            and (s.nbytes == 0 or t.data_ptr() == base + s.offset)
            for t, s in zip(tensors, self.slots, strict=True)
        )

    def direct_ok(self) -> bool:
        """The data region can go to disk with ``O_DIRECT``: it lies in an arena that starts on a
        page boundary and spans whole pages (``snapshot.py`` allocates it so)."""
        return (
            self.arena is not None
            and CHUNK % PAGE == 0  # no page is shared by two chunks (two threads)
            and self.arena.data_ptr() % PAGE == 0
            and self.arena.numel() >= round_up(self.data_len, PAGE)
        )

    def padded_chunk(self, i: int) -> memoryview:
        """Chunk ``i`` extended to whole pages (only with ``direct_ok``)."""
        assert self.arena is not None
        start = i * CHUNK
        end = min(start + CHUNK, round_up(self.data_len, PAGE))
        return as_bytes(self.arena[start:end])

    def chunks(self) -> int:
        return -(-self.data_len // CHUNK)

    def chunk(self, i: int) -> memoryview:
        start, end = i * CHUNK, min((i + 1) * CHUNK, self.data_len)
        if self.arena is not None:
            return as_bytes(self.arena[start:end])
        out = bytearray(end - start)
        for tensor, slot in zip(self._tensors, self.slots, strict=True):
            lo, hi = max(start, slot.offset), min(end, slot.offset + slot.nbytes)
            if lo >= hi:
                continue
            source = as_bytes(tensor.cpu().contiguous())
            out[lo - start : hi - start] = source[lo - slot.offset : hi - slot.offset]
        return memoryview(out)

    def release(self) -> None:
        self._tensors = []
        self.arena = None


def combine(header_digest: int, digests: list[int], data_len: int) -> str:
    packed = struct.pack(f"<{len(digests) + 2}Q", header_digest, data_len, *digests)
    return f"{ALGORITHM}:{_digest(memoryview(packed)):016x}"


def pwrite_all(fd: int, data: memoryview, offset: int) -> None:
    while data.nbytes:
        written = os.pwrite(fd, data, offset)
        data, offset = data[written:], offset + written


def pread_into(fd: int, data: memoryview, offset: int) -> int:
    total = 0
    while data.nbytes:
        got = os.preadv(fd, [data], offset)
        if got == 0:
            break
        data, offset, total = data[got:], offset + got, total + got
    return total


_POOL: ThreadPoolExecutor | None = None
_POOL_PID = 0
_POOL_LOCK = threading.Lock()


def start_io_pool() -> ThreadPoolExecutor:
    """The process's I/O threads, all started at once by the caller (the agent does it at
    creation, on the training thread): a thread inherits its creator's niceness, and these must
    not inherit the background writer's nice 19, or a busy machine starves the disk of work.
    They spend ~0.3 s of CPU per GiB (hash + copy into the page cache); the rest is the disk."""
    global _POOL, _POOL_PID
    with _POOL_LOCK:
        if _POOL is None:
            pool = ThreadPoolExecutor(max_workers=IO_THREADS, thread_name_prefix="crashcart-io")
            barrier = threading.Barrier(IO_THREADS)
            for _ in range(IO_THREADS):  # each task holds its thread until all exist
                pool.submit(barrier.wait, 5.0)
            _POOL, _POOL_PID = pool, os.getpid()
        return _POOL


def _pool_map(fn: Callable[[int], int], count: int, threads: int) -> list[int]:
    # A forked writer has none of its parent's threads (and must take none of its locks): it
    # writes sequentially.
    forked = _POOL is not None and os.getpid() != _POOL_PID
    if count <= 1 or threads <= 1 or forked:
        return [fn(i) for i in range(count)]
    return list(start_io_pool().map(fn, range(count)))


def _start_writeback(fd: int, offset: int, length: int) -> None:
    """Hand a written range to the disk now (Linux: POSIX_FADV_DONTNEED starts writeback of its
    dirty pages without waiting, and drops them from the page cache once clean), so the disk
    works while the next chunks are copied and the final fsync has little left to do."""
    advise = getattr(os, "posix_fadvise", None)
    if advise is not None:
        with contextlib.suppress(OSError):
            advise(fd, offset, length, os.POSIX_FADV_DONTNEED)


def _pwrite_direct(direct_fd: int, fd: int, data: memoryview, offset: int) -> None:
    """Write page-aligned ``data`` through the ``O_DIRECT`` descriptor; a file system that
    refuses it (EINVAL) gets the rest through the page cache."""
    while data.nbytes:
        try:
            written = os.pwrite(direct_fd, data, offset)
        except OSError:
            pwrite_all(fd, data, offset)
            return
        if written <= 0 or written % PAGE:  # a short write leaves an unaligned rest
            pwrite_all(fd, data[written:], offset + written)
            return
        data, offset = data[written:], offset + written


def write_file(
    fd: int,
    ser: Serialized,
    threads: int = IO_THREADS,
    writeback: bool = True,
    direct_fd: int | None = None,
) -> str:
    """Write ``ser`` into the open file ``fd`` (chunks in parallel); returns the checksum.

    ``direct_fd``: a second descriptor on the same file opened with ``O_DIRECT``: when the data
    region lies in a page-aligned arena (``ser.direct_ok()``), its chunks go straight from the
    arena to the disk (no copy into the page cache, no dirty pages to flush at fsync); the last
    one is padded to a whole page with the arena's zeros and the file is cut back afterwards.
    ``writeback``: else start each chunk's writeback as soon as it is written (files bound for
    disk). Each thread hashes the chunk it writes, before writing it."""
    os.ftruncate(fd, ser.size)
    pwrite_all(fd, memoryview(ser.header), 0)
    direct = direct_fd is not None and ser.direct_ok()

    def one(i: int) -> int:
        offset = ser.data_start + i * CHUNK
        if direct:
            assert direct_fd is not None
            padded = ser.padded_chunk(i)
            digest = _digest(padded[: min(CHUNK, ser.data_len - i * CHUNK)])
            _pwrite_direct(direct_fd, fd, padded, offset)
            return digest
        data = ser.chunk(i)
        digest = _digest(data)
        pwrite_all(fd, data, offset)
        if writeback:
            _start_writeback(fd, offset, data.nbytes)
        return digest

    digests = _pool_map(one, ser.chunks(), threads)
    if direct:
        os.ftruncate(fd, ser.size)  # drop the last chunk's padding
    return combine(_digest(memoryview(ser.header)), digests, ser.data_len)


def open_direct(path: str) -> int | None:
    """An ``O_DIRECT`` write descriptor on ``path``, or None where the OS or file system has none
    (tmpfs, macOS)."""
    flag = getattr(os, "O_DIRECT", 0)
    if not flag:
        return None
    try:
        return os.open(path, os.O_WRONLY | flag)
    except OSError:
        return None


def checksum_of(ser: Serialized, threads: int = IO_THREADS) -> str:
    digests = _pool_map(lambda i: _digest(ser.chunk(i)), ser.chunks(), threads)
    return combine(_digest(memoryview(ser.header)), digests, ser.data_len)


class FormatError(ValueError):
    pass


def read_header(fd: int) -> tuple[bytes, Any, list[Slot], int, int]:
    """``(header region, skeleton, slots, data_len, data_start)`` of an open shard file."""
    fixed = bytearray(16)
    if pread_into(fd, memoryview(fixed), 0) != 16 or bytes(fixed[:8]) != MAGIC:
        raise FormatError("not a crashcart shard (bad magic)")
    (length,) = struct.unpack("<Q", fixed[8:])
    data_start = -(-(16 + length) // PAGE) * PAGE
    if length > 1 << 34:
        raise FormatError("header length is implausible")
    header = bytearray(data_start)
    if pread_into(fd, memoryview(header), 0) != data_start:
        raise FormatError("file ends inside the header")
    try:
        skeleton, slots, data_len = pickle.loads(bytes(header[16 : 16 + length]))
    except Exception as exc:
        raise FormatError(f"header does not unpickle: {exc}") from exc
    return bytes(header), skeleton, slots, int(data_len), data_start


def from_parts(header: bytes, data: torch.Tensor) -> tuple[Any, list[Slot], int]:
    """Parse a header region received in memory (a peer's copy)."""
    if header[:8] != MAGIC:
        raise FormatError("not a crashcart shard (bad magic)")
    (length,) = struct.unpack("<Q", header[8:16])
    skeleton, slots, data_len = pickle.loads(header[16 : 16 + length])
    if data.numel() < data_len:
        raise FormatError("data region is shorter than its header says")
    return skeleton, slots, int(data_len)


def verify_parts(header: bytes, data: torch.Tensor, data_len: int, threads: int = IO_THREADS) -> str:
    """The checksum of a header region plus a flat data region held in memory."""
    count = -(-data_len // CHUNK)
    digests = _pool_map(
        lambda i: _digest(as_bytes(data[i * CHUNK : min((i + 1) * CHUNK, data_len)])), count, threads
    )
    return combine(_digest(memoryview(header)), digests, data_len)


def read_file(
    fd: int, size: int | None = None, threads: int = IO_THREADS, pin: bool = False
) -> tuple[bytes, Any, list[Slot], torch.Tensor, str]:
    """Read a shard: ``(header, skeleton, slots, data, checksum)``; the data region is read into
    one flat uint8 tensor by several threads, each hashing what it read."""
    header, skeleton, slots, data_len, data_start = read_header(fd)
    if size is not None and size != data_start + data_len:
        raise FormatError(f"file has {size} bytes, its header says {data_start + data_len}")
    data = torch.empty(data_len, dtype=torch.uint8, pin_memory=pin)

    def one(i: int) -> int:
        start, end = i * CHUNK, min((i + 1) * CHUNK, data_len)
        view = as_bytes(data[start:end])
        if pread_into(fd, view, data_start + start) != end - start:
            raise FormatError("file ends inside the data region")
        return _digest(view)

    digests = _pool_map(one, -(-data_len // CHUNK), threads)
    return header, skeleton, slots, data, combine(_digest(memoryview(header)), digests, data_len)


def materialize(skeleton: Any, slots: list[Slot], data: torch.Tensor, map_location: Any) -> Any:
    tensors = views_of(data, slots)
    if isinstance(map_location, str | torch.device) and torch.device(map_location).type != "cpu":
        device = torch.device(map_location)
        tensors = [t.to(device, non_blocking=data.is_pinned()) for t in tensors]
    return unflatten(skeleton, tensors)
