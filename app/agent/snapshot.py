"""Snapshot a training state into host memory so that training may go on mutating it.

All tensors of a snapshot are views into ONE flat host buffer (the arena), laid out exactly as
the shard file's data region (``shard_format.layout``): the writer then sends that buffer to
disk in large aligned chunks, the peer exchange sends it as one message, and nothing is
serialized twice. The arena is kept and reused from one save to the next while the state's
layout (dtypes and shapes in walk order) stays the same; it is pinned when the state has CUDA
tensors, whose copies are then asynchronous (the returned ``ready`` callable waits for them and
is called by the background writer, never by the training loop; the copies are ordered before
any later kernel on the same stream, so training cannot overwrite a tensor before it is read).

``prepare(template)`` allocates the arena and touches every page of it on a background thread
(pinning and first-touch page faults of a fresh multi-GB buffer cost more than the copy itself),
so the first save does not pay for it. A CUDA state's arena is page-locked with
``cudaHostRegister`` after its pages are touched, not allocated by ``cudaHostAlloc``, which kept
the training thread's CUDA work waiting for the whole allocation although it ran on a background
thread: on an H100 (``bench/checkpoint_pinning.py``, a fresh process each time) training lost
0.44 s to it for 1 GiB and 2.0 s for 4 GiB, against 0.06 s and 0.19 s now. A save whose layout the
prepared arena does not fit (no template, or the optimizer state appeared later) allocates on the
spot, as before.
Only one snapshot may be in use at a time (the agent keeps at most one save in flight).

``plan`` splits a snapshot in two for the agent's ``overlap`` mode: the walk of the state, the
deep copies of its small non-tensor leaves and the buffer lookups happen on the training thread
(so Python objects it mutates next cannot leak into the checkpoint), and the returned list of
``(buffer, source)`` pairs is copied later by ``copy_pending`` on another thread. Tensors under
``SYNC_COPY_BELOW_BYTES`` are copied at once: they cost next to nothing, and the small tensors
of a model are the ones a forward pass may write (BatchNorm running statistics, buffers that
DDP broadcasts at the start of forward).
"""

from __future__ import annotations

import threading
import weakref
from collections.abc import Callable
from typing import Any

import torch

from app.agent import shard_format

SYNC_COPY_BELOW_BYTES = 64 * 1024
_Key = tuple[tuple[torch.dtype, tuple[int, ...]], ...]


def _noop() -> None:
    return None


def has_cuda_tensor(state: Any) -> bool:
    if isinstance(state, torch.Tensor):
        return state.device.type == "cuda"
    if isinstance(state, dict):
        return any(has_cuda_tensor(v) for v in state.values())
    if isinstance(state, list | tuple):
        return any(has_cuda_tensor(v) for v in state)
    return False


def _cudart() -> Any:
    return torch.cuda.cudart()  # type: ignore[no-untyped-call]


def _unregister(raw: torch.Tensor) -> None:
    _cudart().cudaHostUnregister(raw.data_ptr())


class _PageLock:
    """Keeps ``raw`` page-locked (``cudaHostRegister``) for as long as this object lives; the
    arena carries it, so the memory is unregistered once the arena tensor is dropped (views of it
    that outlive the arena stay valid, as pageable memory)."""

    def __init__(self, raw: torch.Tensor) -> None:
        result = _cudart().cudaHostRegister(raw.data_ptr(), raw.numel() * raw.element_size(), 0)
        self.locked = int(result) == 0
        if self.locked:
            weakref.finalize(self, _unregister, raw)


def _allocate(data_len: int, pin: bool) -> torch.Tensor:
    """A zeroed arena that starts on a page boundary and spans whole pages, so the writer can
    send it to disk with ``O_DIRECT`` (the padding past ``data_len`` stays zero). ``pin``: then
    page-locked, so device copies into it are asynchronous (if the driver refuses, it stays
    pageable: copies are then synchronous, still correct)."""
    padded = shard_format.round_up(max(data_len, 1), shard_format.PAGE)
    raw = torch.empty(padded + shard_format.PAGE, dtype=torch.uint8)
    skip = -raw.data_ptr() % shard_format.PAGE
    arena = raw[skip : skip + padded]
    arena.zero_()  # touch every page now (and keep the gaps between tensors zero)
    if pin:
        arena._crashcart_page_lock = _PageLock(raw)  # type: ignore[attr-defined]
    return arena


class HostSnapshotter:
    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._arena: torch.Tensor | None = None
        self._key: _Key | None = None
        self._slots: list[shard_format.Slot] = []
        self._views: list[torch.Tensor] = []  # the slots' tensors as views of the arena, made once
        self._preparing: threading.Thread | None = None
        self.allocations = 0  # arenas allocated on the caller's thread (first-save stalls)

    @property
    def arena(self) -> torch.Tensor | None:
        return self._arena

    def prepare(self, template: Any) -> threading.Thread:
        """Allocate (and pin, for CUDA) the arena for states laid out like ``template`` on a
        background thread; a save waits for it only if it needs the arena before it is ready."""
        _, tensors = shard_format.flatten(template)
        key = shard_format.layout_key(tensors)
        slots, data_len = shard_format.layout(tensors)
        pin = any(t.device.type == "cuda" for t in tensors) and torch.cuda.is_available()

        def run() -> None:
            arena = _allocate(data_len, pin)
            views = shard_format.views_of(arena, slots)
            with self._lock:
                self._arena, self._key, self._slots, self._views = arena, key, slots, views

        thread = threading.Thread(target=run, name="crashcart-prepare", daemon=True)
        self._preparing = thread
        thread.start()
        return thread

    def close(self) -> None:
        """Free the arena (the agent calls this at close, once nothing is in flight)."""
        if self._preparing is not None:
            self._preparing.join()
        with self._lock:
            self._arena, self._key, self._slots, self._views = None, None, [], []

    def _buffers_for(self, tensors: list[torch.Tensor]) -> list[torch.Tensor]:
        """Views of the arena, one per tensor, for a state whose tensors are ``tensors``."""
        key = shard_format.layout_key(tensors)
        preparing = self._preparing
        if preparing is not None:
            preparing.join()  # the safe fallback: never race the preparing thread
            self._preparing = None
        with self._lock:
            if self._arena is not None and self._key == key:
                return self._views
        slots, data_len = shard_format.layout(tensors)
        pin = any(t.device.type == "cuda" for t in tensors)
        with self._lock:
            self._arena, self._views = None, []  # drop the old one first: memory stays at one arena
            self._arena, self._key, self._slots = _allocate(data_len, pin), key, slots
            self._views = shard_format.views_of(self._arena, slots)
            self.allocations += 1
            return self._views

    def snapshot(self, state: Any) -> tuple[Any, Callable[[], None]]:
        """A host copy of ``state`` and a callable that waits for pending device copies."""
        host_state, pending = self._plan(state, defer=False)
        return host_state, self.copy_pending(pending) if pending else _noop

    def plan(self, state: Any) -> tuple[Any, list[tuple[torch.Tensor, torch.Tensor]]]:
        """The host state whose tensor buffers are not filled yet, and the copies that fill them."""
        return self._plan(state, defer=True)

    def _plan(self, state: Any, defer: bool) -> tuple[Any, list[tuple[torch.Tensor, torch.Tensor]]]:
        skeleton, tensors = shard_format.flatten(state, copy_leaves=True)
        buffers = self._buffers_for(tensors)
        pending: list[tuple[torch.Tensor, torch.Tensor]] = []
        for buffer, source in zip(buffers, tensors, strict=True):
            small = source.numel() * source.element_size() < SYNC_COPY_BELOW_BYTES
            if source.device.type == "cuda" or (defer and not small):
                pending.append((buffer, source))
            else:
                buffer.copy_(source)
        return shard_format.unflatten(skeleton, buffers), pending

    @staticmethod
    def copy_pending(pending: list[tuple[torch.Tensor, torch.Tensor]]) -> Callable[[], None]:
        """Fill the buffers of ``plan``; returns the callable that waits for device copies."""
        used_cuda = False
        for buffer, source in pending:
            is_cuda = source.device.type == "cuda"
            used_cuda = used_cuda or is_cuda
            buffer.copy_(source, non_blocking=is_cuda)
        if not used_cuda:
            return _noop
        event = torch.cuda.Event()  # type: ignore[no-untyped-call]
        event.record()
        return event.synchronize
