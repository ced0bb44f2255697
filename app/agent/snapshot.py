"""Snapshot a training state into host memory so that training may go on mutating it.

Tensors are copied into host buffers that are kept and reused from one save to the next (the
allocation and first-touch page faults of a fresh 1 GB buffer cost more than the copy itself).
CUDA tensors go to pinned buffers with asynchronous copies; the returned ``ready`` callable
blocks until those copies have landed, and is called by the background writer, not by the
training loop: the copies are ordered before any later kernel on the same stream, so training
cannot overwrite a tensor before it has been read.
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

import copy
from collections import OrderedDict
from collections.abc import Callable
from typing import Any

import torch

_Path = tuple[Any, ...]
SYNC_COPY_BELOW_BYTES = 64 * 1024


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


class HostSnapshotter:
    def __init__(self) -> None:
        self._buffers: dict[_Path, torch.Tensor] = {}

    def snapshot(self, state: Any) -> tuple[Any, Callable[[], None]]:
        """A host copy of ``state`` and a callable that waits for pending device copies."""
        return self._snapshot(state, None)

    def plan(self, state: Any) -> tuple[Any, list[tuple[torch.Tensor, torch.Tensor]]]:
        """The host state whose tensor buffers are not filled yet, and the copies that fill them."""
        pending: list[tuple[torch.Tensor, torch.Tensor]] = []
        host_state, _ = self._snapshot(state, pending)
        return host_state, pending

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

    def _snapshot(
        self, state: Any, pending: list[tuple[torch.Tensor, torch.Tensor]] | None
    ) -> tuple[Any, Callable[[], None]]:
        used_cuda = [False]
        seen: set[_Path] = set()
        copied = self._copy(state, (), used_cuda, seen, pending)
        # Forget buffers of tensors that left the state, so memory follows the state's size.
        for path in [p for p in self._buffers if p not in seen]:
            del self._buffers[path]
        if not used_cuda[0]:
            return copied, _noop
        event = torch.cuda.Event()  # type: ignore[no-untyped-call]
        event.record()
        return copied, event.synchronize

    def _buffer_for(self, path: _Path, tensor: torch.Tensor) -> torch.Tensor:
        buffer = self._buffers.get(path)
        if buffer is None or buffer.shape != tensor.shape or buffer.dtype != tensor.dtype:
            pin = tensor.device.type == "cuda"
            buffer = torch.empty(tensor.shape, dtype=tensor.dtype, device="cpu", pin_memory=pin)
            self._buffers[path] = buffer
        return buffer

    def _copy(
        self,
        obj: Any,
        path: _Path,
        used_cuda: list[bool],
        seen: set[_Path],
        pending: list[tuple[torch.Tensor, torch.Tensor]] | None,
    ) -> Any:
        if isinstance(obj, torch.Tensor):
            seen.add(path)
            buffer = self._buffer_for(path, obj)
            small = obj.numel() * obj.element_size() < SYNC_COPY_BELOW_BYTES
            if pending is not None and not small:
                pending.append((buffer, obj.detach()))
                return buffer
            is_cuda = obj.device.type == "cuda"
            used_cuda[0] = used_cuda[0] or is_cuda
            buffer.copy_(obj.detach(), non_blocking=is_cuda)
            return buffer
        if isinstance(obj, dict):
            items = ((k, self._copy(v, (*path, k), used_cuda, seen, pending)) for k, v in obj.items())
            return OrderedDict(items) if isinstance(obj, OrderedDict) else dict(items)
        if isinstance(obj, list):
            return [self._copy(v, (*path, i), used_cuda, seen, pending) for i, v in enumerate(obj)]
        if isinstance(obj, tuple) and not hasattr(obj, "_fields"):
            return tuple(self._copy(v, (*path, i), used_cuda, seen, pending) for i, v in enumerate(obj))
        # Scalars, strings, RNG states as bytes, namedtuples: small; a deep copy guards against
        # the training loop mutating them while the writer runs.
        return copy.deepcopy(obj)
