"""How a rank's memory copy travels to its buddy: one swap sends a message to the buddy and
receives one from the ward at the same time. A message is ``(meta, data)``: a few bytes of
metadata and the shard's flat data region (host memory, uint8), sent as the sizes, then the
metadata, then the data.

- ``GlooLink`` (``peer_transport="gloo"``, the default): a dedicated gloo group, host bytes over
  TCP; the sends are posted at once and the receives done in order.
- ``CollectiveLink`` (``peer_transport="collective"``): a group with the job's own backend (NCCL
  on CUDA, gloo on CPU), ``batch_isend_irecv`` in 64 MiB chunks so that a send to the buddy and a
  receive from the ward always go out together (NCCL needs both sides of a ring posted in one
  group call). On NCCL the bytes are staged through two reused device buffers on a side stream,
  so the transfer rides NVLink/InfiniBand (GPUDirect) instead of the host's TCP stack; on gloo
  the host tensors are sent as they are.

Both are used only from the agent's background thread, on groups of their own, so they never
interleave with training's collectives.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import Any

import torch
import torch.distributed as dist

CHUNK = 64 * 1024 * 1024

Message = tuple[bytes, torch.Tensor]
Alloc = Callable[[bytes, int], "torch.Tensor | None"]  # (meta, data length) -> where to receive


def _receive_buffer(alloc: Alloc | None, meta: bytes, data_len: int) -> torch.Tensor:
    """Where a message's data goes: ``alloc``'s tensor (e.g. a mapped file), else a new buffer."""
    into = alloc(meta, data_len) if alloc is not None else None
    if into is None or into.numel() != data_len or into.dtype != torch.uint8:
        into = torch.empty(data_len, dtype=torch.uint8)
    return into


def _bytes_tensor(data: bytes) -> torch.Tensor:
    return torch.frombuffer(bytearray(data), dtype=torch.uint8) if data else torch.empty(0, dtype=torch.uint8)


class GlooLink:
    """Host bytes over a dedicated gloo group (TCP between hosts)."""

    def __init__(self, group: Any) -> None:
        self.group = group

    def swap(
        self, meta: bytes, data: torch.Tensor, to: int | None, frm: int | None, alloc: Alloc | None = None
    ) -> Message | None:
        works: list[Any] = []
        alive: list[torch.Tensor] = []  # the sent tensors outlive their sends
        if to is not None:
            alive = [torch.tensor([len(meta), data.numel()], dtype=torch.int64), _bytes_tensor(meta), data]
            works = [dist.isend(t, to, group=self.group) for t in alive if t.numel()]
        result = None
        if frm is not None:
            sizes = torch.zeros(2, dtype=torch.int64)
            dist.recv(sizes, frm, group=self.group)
            meta_len, data_len = (int(v) for v in sizes.tolist())
            got_meta = torch.empty(meta_len, dtype=torch.uint8)
            if meta_len:
                dist.recv(got_meta, frm, group=self.group)
            got_meta_bytes = bytes(got_meta.numpy())
            got = _receive_buffer(alloc, got_meta_bytes, data_len)
            if data_len:
                dist.recv(got, frm, group=self.group)
            result = got_meta_bytes, got
        for work in works:
            work.wait()
        return result


class CollectiveLink:
    """Chunked ``batch_isend_irecv`` over a group with the job's backend (see the module doc)."""

    def __init__(self, group: Any, device: torch.device, chunk: int) -> None:
        self.group, self.device, self.chunk = group, device, chunk
        self.staged = device.type != "cpu"
        self._stage_out: torch.Tensor | None = None
        self._stage_in: torch.Tensor | None = None
        self._stream: Any = (
            torch.cuda.Stream(device) if device.type == "cuda" else None  # type: ignore[no-untyped-call]
        )

    @classmethod
    def for_job(cls, chunk: int | None = None) -> CollectiveLink:
        """A link on a new group with the default group's backend; every rank must call it."""
        backend = "nccl" if "nccl" in str(dist.get_backend()).lower() else "gloo"
        device = (
            torch.device("cuda", torch.cuda.current_device()) if backend == "nccl" else torch.device("cpu")
        )
        group = dist.new_group(backend=backend)
        if backend == "nccl":  # set the communicator up now, with every rank, not at a first
            # restore where only the ranks that send or receive would call into it
            dist.barrier(group=group, device_ids=[device.index])
        return cls(group, device, chunk or CHUNK)

    def _batch(
        self, out: torch.Tensor | None, to: int | None, into: torch.Tensor | None, frm: int | None
    ) -> None:
        ops = []
        if out is not None and to is not None:
            ops.append(dist.P2POp(dist.isend, out, to, group=self.group))
        if into is not None and frm is not None:
            ops.append(dist.P2POp(dist.irecv, into, frm, group=self.group))
        if ops:
            for work in dist.batch_isend_irecv(ops):
                work.wait()

    def _stage(self, host: torch.Tensor | None, which: str) -> torch.Tensor | None:
        """``host`` as the link's device sees it: itself on CPU, else a reused device buffer
        (filled from ``host`` for sends)."""
        if host is None or not self.staged:
            return host
        buffer = self._stage_out if which == "out" else self._stage_in
        if buffer is None or buffer.numel() < host.numel():
            buffer = torch.empty(max(self.chunk, host.numel()), dtype=torch.uint8, device=self.device)
            if which == "out":
                self._stage_out = buffer
            else:
                self._stage_in = buffer
        view = buffer[: host.numel()]
        if which == "out":
            view.copy_(host)
        return view

    def swap(
        self, meta: bytes, data: torch.Tensor, to: int | None, frm: int | None, alloc: Alloc | None = None
    ) -> Message | None:
        on_side_stream = (
            torch.cuda.stream(self._stream) if self._stream is not None else contextlib.nullcontext()
        )
        with on_side_stream:
            return self._swap(meta, data, to, frm, alloc)

    def _swap(
        self, meta: bytes, data: torch.Tensor, to: int | None, frm: int | None, alloc: Alloc | None
    ) -> Message | None:
        dev = self.device
        sizes_out = (
            torch.tensor([len(meta), data.numel()], dtype=torch.int64, device=dev) if to is not None else None
        )
        sizes_in = torch.zeros(2, dtype=torch.int64, device=dev) if frm is not None else None
        self._batch(sizes_out, to, sizes_in, frm)
        meta_len, data_len = (int(v) for v in sizes_in.tolist()) if sizes_in is not None else (0, 0)
        meta_out = _bytes_tensor(meta).to(dev) if to is not None and meta else None
        meta_in = (
            torch.empty(meta_len, dtype=torch.uint8, device=dev) if frm is not None and meta_len else None
        )
        self._batch(meta_out, to, meta_in, frm)
        got_meta = bytes(meta_in.cpu().numpy()) if meta_in is not None else b""
        got = _receive_buffer(alloc, got_meta, data_len) if frm is not None else None
        sent_len = data.numel() if to is not None else 0
        for start in range(0, max(sent_len, data_len), self.chunk):
            out = data[start : start + self.chunk] if start < sent_len else None
            into = got[start : start + self.chunk] if got is not None and start < data_len else None
            staged_in = self._stage(into, "in")
            self._batch(self._stage(out, "out"), to, staged_in, frm)
            if into is not None and staged_in is not into:
                assert staged_in is not None
                into.copy_(staged_in)
        if frm is None:
            return None
        assert got is not None
        return got_meta, got
