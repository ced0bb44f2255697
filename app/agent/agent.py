"""``CheckpointAgent``: what a training script creates once and calls every step.

    agent = CheckpointAgent("/ckpt/run1", job_id="run1", server="http://crashcart:8000", token=T,
                            state_fn=lambda: {"model": model.state_dict(), "optim": opt.state_dict()})
    resumed = agent.load_latest(map_location="cpu")
    for step in range(start, steps):
        loss = train_step()
        agent.heartbeat(step, loss=loss.item())      # progress, metrics, NaN check, preemption
        if step % 100 == 0:
            agent.save(step, state_fn())             # returns once the state is snapshotted
    agent.close()

It never imports the service stack (fastapi, sqlalchemy, redis): it is a library for jobs.
"""

from __future__ import annotations

import contextlib
import os
import sys
import threading
import time
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any, Literal

import torch
import torch.distributed as dist
from torch.utils.hooks import RemovableHandle

from app.agent import shard_format, shard_store
from app.agent.environment import RankInfo, detect_rank, detect_run, distributed_ready
from app.agent.peer import PeerReplicator, ranks_per_node_from_env
from app.agent.persist import BackgroundWriter, SaveHandle, fork_supported
from app.agent.preemption import PreemptionGuard
from app.agent.shard_store import ShardEntry
from app.agent.snapshot import HostSnapshotter, has_cuda_tensor
from app.agent.telemetry import TelemetryClient, split_nonfinite
from app.agent.watchdog import DEFAULT_HANG_TIMEOUT_S, HangWatchdog
from app.agent.worker import Worker
from app.errors import CheckpointError

SnapshotMode = Literal["auto", "fork", "copy", "overlap"]
BusyPolicy = Literal["wait", "skip"]
Tier = Literal["memory", "disk"]
DEFAULT_MEMORY_EVERY = 10
DEFAULT_DISK_EVERY = 100


class CheckpointAgent:
    """Asynchronous, verified checkpoints plus heartbeats and a hang watchdog for one rank.

    - ``save(step, state)`` returns once ``state`` is snapshotted and persists it in the
      background; at most one save is in flight (``if_busy``: wait for it, or skip the new one).
      A background failure is raised as ``CheckpointError`` by the next call of the agent.
    - ``load_latest()`` returns the newest checkpoint that is complete on every rank and whose
      shard verifies, falling back to older ones; under torch.distributed all ranks agree.
    - ``heartbeat(step, loss=..., **metrics)`` marks progress for the watchdog and queues a
      heartbeat (at most one per ``heartbeat_interval_s``, at once when a value is NaN/inf).
    - ``snapshot="overlap"`` with an ``optimizer`` (given here or to ``save``): ``save`` returns
      at once and a thread copies the tensors into the host snapshot while the next step's
      forward and backward run (they read the state, never write it). A pre-hook on
      ``optimizer.step`` waits for the copy, as do the next ``save``, ``wait`` and ``close``, so
      the snapshot holds exactly the values of the step passed to ``save``. The state must not
      be mutated in place other than by that optimizer until its next ``step``. Without an
      optimizer, or for a state with CUDA tensors, the mode copies like ``"copy"``.
    - ``state_template``: a state laid out like the ones to be saved (same tensors' dtypes and
      shapes); the host snapshot buffer is allocated and touched on a background thread at
      once, so the first ``save`` stalls no longer than the later ones. ``prepare(state)`` does
      the same later (after the first optimizer step, when its state exists).
    - ``peer_replicas=True`` under torch.distributed with two nodes or more (``ranks_per_node``,
      or ``LOCAL_WORLD_SIZE``/``SLURM_NTASKS_PER_NODE``): every save is also kept in this
      node's host memory (``memory_dir``, tmpfs) and sent to a buddy rank on the next node
      (see ``peer.py``). ``save(step, state)`` then writes to disk only when ``step`` is a
      multiple of ``disk_every`` (or ``tier="disk"``); ``due(step)`` says which tier a step
      calls for (memory every ``memory_every`` steps). ``load_latest`` takes the newest step
      every rank can restore from its own memory, its buddy's memory or disk.
      ``peer_transport="collective"`` sends the copies over a group with the job's own backend
      (NCCL on CUDA, staged through device buffers) instead of a gloo group (``peer_link.py``).
    - SIGTERM/SIGUSR1: at the next ``heartbeat`` (a step boundary) the agent saves
      ``state_fn()``, waits for it, and exits with status 0. A loop stuck where it never calls
      ``heartbeat`` (a hung collective) exits ``preempt_grace_s`` after the signal, once the save
      in flight is done, with status 128 + signal.
    """

    def __init__(
        self,
        ckpt_dir: str | Path,
        job_id: str | None = None,
        server: str | None = None,
        token: str | None = None,
        keep: int = 3,
        *,
        state_fn: Callable[[], Mapping[str, Any]] | None = None,
        if_busy: BusyPolicy = "wait",
        snapshot: SnapshotMode = "auto",
        hang_timeout_s: float | None = DEFAULT_HANG_TIMEOUT_S,
        heartbeat_interval_s: float = 1.0,
        handle_signals: bool = True,
        preempt_grace_s: float = 20.0,
        rank_info: RankInfo | None = None,
        telemetry: TelemetryClient | None = None,
        optimizer: torch.optim.Optimizer | None = None,
        state_template: Mapping[str, Any] | None = None,
        peer_replicas: bool = False,
        memory_every: int = DEFAULT_MEMORY_EVERY,
        disk_every: int = DEFAULT_DISK_EVERY,
        memory_dir: str | Path | None = None,
        memory_keep: int = 1,
        ranks_per_node: int | None = None,
        peer_transport: Literal["gloo", "collective"] = "gloo",
    ) -> None:
        if keep < 1 or memory_keep < 1:
            raise ValueError("keep and memory_keep must be at least 1")
        if memory_every < 1 or disk_every < 1:
            raise ValueError("memory_every and disk_every must be at least 1")
        self.ckpt_dir = Path(ckpt_dir)
        self.ckpt_dir.mkdir(parents=True, exist_ok=True)
        self.info = rank_info or detect_rank()
        self.keep = keep
        self.state_fn = state_fn
        self.if_busy = if_busy
        self.snapshot_mode = snapshot
        self.heartbeat_interval_s = heartbeat_interval_s
        shard_format.start_io_pool()  # here, so the I/O threads do not inherit the writer's nice
        self._snapshotter = HostSnapshotter()
        if state_template is not None:
            self._snapshotter.prepare(state_template)
        self.memory_every, self.disk_every = memory_every, disk_every
        self._peer: PeerReplicator | None = None
        if peer_replicas:
            self._peer = self._make_peer(memory_dir, memory_keep, ranks_per_node, job_id, peer_transport)
            if if_busy != "wait":
                raise ValueError("peer replicas exchange collectively: if_busy must be 'wait'")
            if self._peer is not None and state_template is not None:
                with contextlib.suppress(TypeError):  # unserializable: the save will say so
                    self._peer.prepare(shard_format.Serialized(state_template).size)
        self.optimizer = optimizer
        self._copy_done = threading.Event()  # the overlapped copy in flight has finished
        self._copy_done.set()
        self._copying: SaveHandle | None = None
        # The overlapped copies run on a thread started now, not one per save (worker.py).
        self._copier = Worker("crashcart-snapshot") if snapshot == "overlap" else None
        self._step_hooks: dict[int, RemovableHandle] = {}
        if snapshot == "overlap" and optimizer is not None:
            self._hook(optimizer)
        # Rank 0 prunes old checkpoints on a thread of their own (deleting a large file can take
        # a second, on a file system mounted with discard): when each write starts (by then the
        # previous step is usually complete on every rank) and once it is durable.
        self._writer = BackgroundWriter(
            self.ckpt_dir,
            self.info.rank,
            self.info.world_size,
            self._on_saved,
            before_write=self._prune_now if self.info.rank == 0 else None,  # in a forked child
            thread_job=self._persist,
        )
        self._inflight: SaveHandle | None = None
        self._failed: SaveHandle | None = None
        self._lock = threading.Lock()
        self._pruner: threading.Thread | None = None
        self._last_heartbeat = float("-inf")
        self.closed = False
        self.telemetry = telemetry
        if self.telemetry is None and server and job_id:
            self.telemetry = TelemetryClient(
                server, job_id, token, node=self.info.node, rank=self.info.rank, run=detect_run()
            )
        self.watchdog = (
            HangWatchdog(self.info.rank, hang_timeout_s, sink=self._report_hang) if hang_timeout_s else None
        )
        self._preemption = PreemptionGuard(self.info.rank, preempt_grace_s, self._exit_after_grace)
        if handle_signals:
            self._preemption.install()

    # --- checkpoints ----------------------------------------------------------------------
    def _make_peer(
        self,
        memory_dir: str | Path | None,
        keep: int,
        ranks_per_node: int | None,
        job_id: str | None,
        transport: str,
    ) -> PeerReplicator | None:
        per_node = ranks_per_node or ranks_per_node_from_env()
        if not distributed_ready() or per_node is None or self.info.world_size <= per_node:
            print(
                "crashcart agent: peer replicas off (needs torch.distributed and 2+ nodes)", file=sys.stderr
            )
            return None
        if memory_dir is None:
            key = job_id or str(abs(hash(str(self.ckpt_dir.resolve()))))
            memory_dir = Path("/dev/shm") / f"crashcart-{key}" / self.info.node
        return PeerReplicator(
            self.info.rank, self.info.world_size, per_node, Path(memory_dir), keep, transport=transport
        )

    @property
    def peer(self) -> PeerReplicator | None:
        return self._peer

    def prepare(self, template: Mapping[str, Any]) -> None:
        """Allocate the host snapshot buffer for states like ``template`` off this thread."""
        self._snapshotter.prepare(template)

    def due(self, step: int) -> Tier | None:
        """Which checkpoint ``step`` calls for: ``"disk"`` every ``disk_every`` steps; with peer
        replicas, ``"memory"`` every ``memory_every`` steps; else None."""
        if step % self.disk_every == 0:
            return "disk"
        if self._peer is not None and step % self.memory_every == 0:
            return "memory"
        return None

    def save(
        self,
        step: int,
        state: Mapping[str, Any],
        optimizer: torch.optim.Optimizer | None = None,
        tier: Tier | None = None,
    ) -> SaveHandle:
        """Snapshot ``state`` and persist it in the background; returns the handle at once.

        ``optimizer`` (mode ``"overlap"``): the optimizer whose ``step`` must wait for the copy.
        ``tier``: ``"memory"`` (host memory here and on the buddy only, with peer replicas) or
        ``"disk"`` (also); by default disk without peer replicas, else ``due(step)`` or memory."""
        started = time.perf_counter()
        self._wait_for_copy()
        self._raise_pending_failure()
        previous = self._inflight
        if previous is not None and not previous.done():
            if self.if_busy == "skip":
                return SaveHandle(step, skipped=True)
            previous.settle()
            self._raise_pending_failure()  # the failure of the save we waited for, if any
        handle = SaveHandle(step)
        handle.tier = (
            "disk" if self._peer is None else (tier or ("disk" if step % self.disk_every == 0 else "memory"))
        )
        optimizer = optimizer or self.optimizer
        # On CUDA the copy path's device-to-host copies are already asynchronous (and a copy
        # thread would enqueue them on its own current stream, not training's): no overlap.
        if self.snapshot_mode == "overlap" and optimizer is not None and not has_cuda_tensor(state):
            self._hook(optimizer)
            self._start_overlapped_copy(handle, state)
        elif self._use_fork(state):
            self._writer.start_fork(handle, state)
        else:
            try:
                host_state, ready = self._snapshotter.snapshot(state)
            except Exception as exc:  # a leaf that cannot be copied: nothing was started
                raise CheckpointError(f"cannot snapshot the state of step {step}: {exc}") from exc
            self._writer.start_thread(handle, host_state, ready)
        self._inflight = handle
        handle.stall_s = time.perf_counter() - started
        self._mark_progress(step)
        return handle

    def _start_overlapped_copy(self, handle: SaveHandle, state: Mapping[str, Any]) -> None:
        """Walk the state here (so Python leaves are copied before training changes them), copy
        the tensors' bytes on a thread (``copy_`` releases the GIL), then persist as ``copy``."""
        try:
            host_state, pending = self._snapshotter.plan(state)
        except Exception as exc:
            raise CheckpointError(f"cannot snapshot the state of step {handle.step}: {exc}") from exc
        done = threading.Event()
        self._copy_done, self._copying = done, handle

        def copy() -> None:
            try:
                ready = HostSnapshotter.copy_pending(pending)
            except Exception as exc:
                self._writer.fail(
                    handle, CheckpointError(f"cannot snapshot the state of step {handle.step}: {exc}")
                )
                return
            finally:
                pending.clear()  # the buffers are filled: drop the references to the live tensors
                done.set()  # after fail(): whoever waited sees the failure on its next call
            self._writer.start_thread(handle, host_state, ready)

        if self._copier is None:  # the mode was changed after creation
            self._copier = Worker("crashcart-snapshot")
        self._copier.submit(copy)

    def _hook(self, optimizer: torch.optim.Optimizer) -> None:
        if id(optimizer) not in self._step_hooks:
            self._step_hooks[id(optimizer)] = optimizer.register_step_pre_hook(self._before_optimizer_step)

    def _before_optimizer_step(self, optimizer: Any, args: Any, kwargs: Any) -> None:
        self._wait_for_copy()

    def _wait_for_copy(self) -> None:
        """Block until the overlapped copy in flight (if any) has read the whole state."""
        done = self._copy_done
        if done.is_set():
            return
        started = time.perf_counter()
        done.wait()
        waited = time.perf_counter() - started
        handle = self._copying
        if handle is not None:
            handle.copy_wait_s += waited
            handle.stall_s += waited

    def _persist(self, handle: SaveHandle, state: Any) -> ShardEntry:
        """The background job of a copy/overlap save: serialize once (straight from the arena),
        keep and exchange the memory copy, then write to disk when the tier says so."""
        arena = self._snapshotter.arena
        if self._peer is None:
            if self.info.rank == 0:
                self._prune_later()  # by now the previous step is usually complete everywhere
            return shard_store.write_shard(
                self.ckpt_dir, handle.step, self.info.rank, self.info.world_size, state, arena=arena
            )
        try:
            ser = shard_format.Serialized(state, arena)
        except TypeError as exc:
            raise CheckpointError(f"save of step {handle.step} failed: {exc}") from exc
        try:
            entry = self._peer.keep_local(handle.step, ser)
            self._peer.exchange(entry, ser)
            self._peer.prune_local()  # the buddy holds the new copy: the old one may go
            if handle.tier == "disk":
                if self.info.rank == 0:
                    self._prune_later()
                entry = shard_store.write_shard(
                    self.ckpt_dir, handle.step, self.info.rank, self.info.world_size, None, serialized=ser
                )
            return entry
        finally:
            ser.release()

    def _use_fork(self, state: Mapping[str, Any]) -> bool:
        if self.snapshot_mode in ("copy", "overlap") or self._peer is not None:
            return False
        possible = fork_supported() and not has_cuda_tensor(state)
        if self.snapshot_mode == "fork" and not possible:
            raise CheckpointError("snapshot='fork' needs Linux and a state in host memory")
        return possible

    def _on_saved(self, handle: SaveHandle) -> None:
        if handle.error is not None:
            with self._lock:
                self._failed = self._failed or handle
            return
        if self.info.rank == 0:
            self._prune_later()

    def _prune(self) -> None:
        self._join_pruner()
        with contextlib.suppress(OSError):
            shard_store.prune(self.ckpt_dir, self.info.world_size, self.keep)

    def _prune_later(self) -> None:
        """Prune on a thread of its own once a save is durable: deleting a GB-sized shard takes
        the file system most of a second, which the save's handle (and so the next save) should
        not wait for. The next write's prune, ``wait`` and ``close`` join it first."""
        with self._lock:
            previous = self._pruner

            def run() -> None:
                if previous is not None:
                    previous.join()  # one at a time, each reading the manifests when it starts
                self._prune_now()

            self._pruner = threading.Thread(target=run, name="crashcart-prune", daemon=True)
            self._pruner.start()

    def _prune_now(self) -> None:
        with contextlib.suppress(OSError):
            shard_store.prune(self.ckpt_dir, self.info.world_size, self.keep)

    def _join_pruner(self) -> None:
        pruner = self._pruner
        if pruner is not None and pruner is not threading.current_thread():
            pruner.join()

    def _prune_when_complete(self, timeout_s: float = 3.0) -> None:
        """At close, rank 0 gives slower ranks a moment to finish the last step, then prunes.
        Best effort: the first save of the next run prunes again."""
        last = self._inflight
        if last is None or last.error is not None or last.skipped or last.tier == "memory":
            return  # a memory-only save leaves nothing on disk to wait for
        deadline = time.monotonic() + timeout_s
        while time.monotonic() < deadline:
            if shard_store.is_complete(self.ckpt_dir, last.step, self.info.world_size):
                break
            time.sleep(0.05)
        self._prune()

    def _raise_pending_failure(self) -> None:
        with self._lock:
            failed, self._failed = self._failed, None
        if failed is not None and failed.error is not None and not failed.reported:
            failed.reported = True
            raise failed.error

    def wait(self) -> None:
        """Block until the save in flight (if any) is durable; raise its failure."""
        self._wait_for_copy()
        if self._inflight is not None:
            self._inflight.settle()
        self._join_pruner()
        self._raise_pending_failure()

    def load_latest(self, map_location: Any = "cpu") -> tuple[int, Any] | None:
        """The newest checkpoint that is complete and verifies, as ``(step, state)``, or None.

        A corrupt or unreadable shard makes the agent fall back to the previous complete step.
        Under torch.distributed every rank ends on the same step: the ranks vote on each
        candidate (all-reduce of "my shard verifies") from the newest down.
        """
        self._raise_pending_failure()
        if self._peer is not None:
            return self._load_latest_with_peers(map_location)
        candidates = shard_store.complete_steps(self.ckpt_dir, self.info.world_size)
        together = distributed_ready() and self.info.world_size > 1
        if together:
            candidates = self._steps_seen_by_all(candidates)
        for step in candidates:
            state, ok, why = None, False, ""
            try:  # one read that verifies as it goes
                state, ok = shard_store.read_verified(self.ckpt_dir, step, self.info.rank, map_location), True
            except CheckpointError as exc:
                why = str(exc)
            if together and not self._all_agree(ok):
                why = why or "another rank's shard failed to verify"
                ok = False
            if not ok:
                print(f"crashcart agent: skipping checkpoint step {step}: {why}", file=sys.stderr)
                continue
            self._mark_progress(step)
            return step, state
        return None

    def _load_latest_with_peers(self, map_location: Any) -> tuple[int, Any] | None:
        """Newest step every rank can restore from memory (its own or its buddy's) or disk."""
        peer = self._peer
        assert peer is not None
        mine = {**peer.inventory(), "disk": shard_store.complete_steps(self.ckpt_dir, self.info.world_size)}
        gathered: list[Any] = [None] * self.info.world_size
        dist.all_gather_object(gathered, mine, group=peer.group)
        memory = set(peer.memory_steps(gathered))
        disk = set.intersection(*(set(g["disk"]) for g in gathered))
        self.last_restore_source: str | None = None
        for step in sorted(memory | disk, reverse=True):
            state, source = None, "memory" if step in memory else "disk"
            try:
                if step in memory:
                    state = peer.restore(step, gathered, map_location)
                else:
                    state = shard_store.read_verified(self.ckpt_dir, step, self.info.rank, map_location)
            except CheckpointError as exc:
                print(f"crashcart agent: skipping checkpoint step {step}: {exc}", file=sys.stderr)
            flag = torch.tensor([0 if state is None else 1], dtype=torch.int32)
            dist.all_reduce(flag, op=dist.ReduceOp.MIN, group=peer.group)
            if flag.item():
                self.last_restore_source = source
                self._mark_progress(step)
                return step, state
            if step in memory and step in disk:  # memory failed somewhere: this step from disk
                memory.discard(step)
                try:
                    state = shard_store.read_verified(self.ckpt_dir, step, self.info.rank, map_location)
                except CheckpointError:
                    state = None
                flag = torch.tensor([0 if state is None else 1], dtype=torch.int32)
                dist.all_reduce(flag, op=dist.ReduceOp.MIN, group=peer.group)
                if flag.item():
                    self.last_restore_source = "disk"
                    self._mark_progress(step)
                    return step, state
        return None

    @staticmethod
    def _steps_seen_by_all(steps: list[int]) -> list[int]:
        gathered: list[Any] = [None] * dist.get_world_size()
        dist.all_gather_object(gathered, steps)
        common = set(steps).intersection(*(set(s) for s in gathered))
        return sorted(common, reverse=True)

    @staticmethod
    def _all_agree(ok: bool) -> bool:
        flag = torch.tensor([1 if ok else 0], dtype=torch.int32)
        if dist.get_backend() == "nccl":
            flag = flag.cuda()
        dist.all_reduce(flag, op=dist.ReduceOp.MIN)
        return bool(flag.item())

    # --- heartbeats, watchdog, preemption ----------------------------------------------------
    def heartbeat(self, step: int, loss: float | None = None, **metrics: float | None) -> None:
        """Record progress at ``step`` and queue a heartbeat; never waits on the network."""
        self._raise_pending_failure()
        self._mark_progress(step)
        if self._preemption.requested:
            self._save_and_exit(step)
        if self.telemetry is None:
            return
        named = {"loss": loss, "grad_norm": metrics.pop("grad_norm", None)}
        named["tokens_per_s"] = metrics.pop("tokens_per_s", None)
        finite_named, bad_named = split_nonfinite(named)
        finite_metrics, bad_metrics = split_nonfinite(metrics)
        nonfinite = bad_named + bad_metrics
        now = time.monotonic()
        if not nonfinite and now - self._last_heartbeat < self.heartbeat_interval_s:
            return
        self._last_heartbeat = now
        body: dict[str, Any] = {"step": step, "ts": time.time(), **finite_named}
        if finite_metrics:
            body["metrics"] = finite_metrics
        if nonfinite:
            body["nonfinite"] = nonfinite
        self.telemetry.heartbeat(body, urgent=bool(nonfinite))

    def _mark_progress(self, step: int) -> None:
        if self.watchdog is not None:
            self.watchdog.progress(step)

    def _report_hang(self, lines: list[str]) -> None:
        if self.telemetry is not None:
            self.telemetry.log_lines(lines, stream="watchdog")

    @property
    def preempted(self) -> bool:
        """True once SIGTERM/SIGUSR1 arrived: loops without ``state_fn`` save and stop themselves."""
        return self._preemption.requested

    def _save_and_exit(self, step: int) -> None:
        self._preemption.handled.set()
        if self.state_fn is not None:
            self.save(step, self.state_fn()).wait()
        self.close()
        raise SystemExit(0)

    def _exit_after_grace(self, signum: int) -> None:
        """Runs on the preemption thread when the main thread is stuck: keep what is in flight."""
        inflight = self._inflight
        if inflight is not None:
            inflight.settle(timeout=60)
        if self.telemetry is not None:
            self.telemetry.close(timeout_s=2.0)
        os._exit(128 + signum)

    def close(self) -> None:
        """Wait for the save in flight, flush telemetry, stop the threads; raise a save failure."""
        if self.closed:
            return
        self.closed = True
        try:
            self.wait()
            if self.info.rank == 0:
                self._prune_when_complete()
        finally:
            if self.watchdog is not None:
                self.watchdog.close()
            if self.telemetry is not None:
                self.telemetry.close()
            self._preemption.uninstall()
            for hook in self._step_hooks.values():
                hook.remove()
            self._step_hooks.clear()
            # Join the worker threads only when nothing is left in flight (close() may run
            # after wait() was interrupted): else they stop by themselves once their job ends.
            inflight = self._inflight
            idle = (inflight is None or inflight.done()) and self._copy_done.is_set()
            if self._copier is not None:
                self._copier.close(timeout=None if idle else 0.0)
            self._writer.close(timeout=None if idle else 0.0)
            self._snapshotter.close()  # nothing is in flight any more: free the host buffer

    def __enter__(self) -> CheckpointAgent:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
