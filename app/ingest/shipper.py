"""The shippers: ``crashcart ship`` (follow files) and ``crashcart run`` (run a command, tee it)."""

from __future__ import annotations

import hashlib
import queue
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import IO, Any

from app.errors import InvalidInput
from app.ingest.client import ApiClient
from app.ingest.tailer import CursorStore, FileCursor, FileTailer

BATCH_LINES = 1000
FLUSH_INTERVAL_S = 0.5


def stream_name(path: Path) -> str:
    return path.name[:32] or "file"


def default_state_path(state_dir: Path, job_id: str, node: str, rank: int | None) -> Path:
    key = hashlib.sha1(f"{job_id}\0{node}\0{rank}".encode()).hexdigest()[:16]
    return state_dir / f"ship-{key}.json"


class FileShipper:
    def __init__(
        self,
        client: ApiClient,
        job_id: str,
        node: str,
        rank: int | None,
        paths: Sequence[Path],
        state: CursorStore,
    ) -> None:
        self.client = client
        self.job_id = job_id
        self.node = node
        self.rank = rank
        self.state = state
        streams = [stream_name(p) for p in paths]
        if len(set(streams)) != len(streams):
            raise InvalidInput("two files share a name; ship them with separate commands (--rank or --node)")
        saved = state.load()
        self.tailers = {
            str(p.resolve()): FileTailer(p, saved.get(str(p.resolve()), FileCursor())) for p in paths
        }
        self.streams = {str(p.resolve()): stream_name(p) for p in paths}
        self.shipped = 0

    def _cursors(self) -> dict[str, FileCursor]:
        return {k: t.cursor for k, t in self.tailers.items()}

    def poll(self, *, final: bool = False) -> int:
        """Ship what is new in every file; returns the number of lines sent."""
        sent = 0
        for key, tailer in self.tailers.items():
            while True:
                saved = FileCursor(tailer.cursor.inode, tailer.cursor.offset, tailer.cursor.seq)
                lines = tailer.read(BATCH_LINES, final=final)
                if not lines:
                    break
                body = [
                    {
                        "node": self.node,
                        "rank": self.rank,
                        "stream": self.streams[key],
                        "seq": cur.seq,
                        "ts": time.time(),
                        "line": text,
                    }
                    for text, cur in lines
                ]
                try:
                    self.client.post_lines(self.job_id, body)
                except BaseException:
                    tailer.cursor = saved  # not acknowledged: the next poll sends these again
                    tailer.close()
                    raise
                self.state.save(self._cursors())
                sent += len(lines)
                if len(lines) < BATCH_LINES:
                    break
        self.shipped += sent
        return sent

    def follow(self, stop: threading.Event, on_progress: Callable[[int], None] | None = None) -> None:
        while not stop.is_set():
            n = self.poll()
            if on_progress and n:
                on_progress(n)
            if not n:
                stop.wait(FLUSH_INTERVAL_S)
        self.poll(final=True)

    def close(self) -> None:
        for t in self.tailers.values():
            t.close()


class CommandShipper:
    """Runs a command, tees its output to ours, and ships every line as it comes."""

    def __init__(self, client: ApiClient, job_id: str, node: str, rank: int | None) -> None:
        self.client = client
        self.job_id = job_id
        self.node = node
        self.rank = rank
        self._lines: queue.Queue[tuple[str, str] | None] = queue.Queue(maxsize=100_000)
        self._seq = {"stdout": 0, "stderr": 0}
        self.dropped = 0
        self.send_errors: list[str] = []

    def _pump(self, src: IO[bytes], dst: Any, stream: str) -> None:
        for raw in iter(src.readline, b""):
            dst.buffer.write(raw)
            dst.flush()
            try:
                self._lines.put_nowait((stream, raw.rstrip(b"\r\n").decode("utf-8", errors="replace")))
            except queue.Full:
                self.dropped += 1  # never block the job on a slow server
        src.close()

    def _sender(self, done: threading.Event) -> None:
        pending: list[dict[str, Any]] = []
        last = time.monotonic()
        while True:
            try:
                item = self._lines.get(timeout=FLUSH_INTERVAL_S)
            except queue.Empty:
                item = None
                if done.is_set() and self._lines.empty():
                    break
            if item is not None:
                stream, text = item
                self._seq[stream] += 1
                pending.append(
                    {
                        "node": self.node,
                        "rank": self.rank,
                        "stream": stream,
                        "seq": self._seq[stream],
                        "ts": time.time(),
                        "line": text,
                    }
                )
            if pending and (len(pending) >= BATCH_LINES or time.monotonic() - last >= FLUSH_INTERVAL_S):
                self._flush(pending)
                pending = []
                last = time.monotonic()
        if pending:
            self._flush(pending)

    def _flush(self, pending: list[dict[str, Any]]) -> None:
        try:
            self.client.post_lines(self.job_id, pending)
        except Exception as exc:  # the job goes on; we say what was lost at the end
            self.send_errors.append(str(exc))

    def run(self, argv: Sequence[str]) -> int:
        try:
            proc = subprocess.Popen(list(argv), stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        except OSError as exc:
            raise InvalidInput(f"cannot run {argv[0]!r}: {exc.strerror}") from exc
        forward = lambda signum, _frame: proc.send_signal(signum)  # noqa: E731
        previous = {s: signal.signal(s, forward) for s in (signal.SIGTERM, signal.SIGINT, signal.SIGUSR1)}
        done = threading.Event()
        assert proc.stdout is not None and proc.stderr is not None
        pumps = [
            threading.Thread(target=self._pump, args=(proc.stdout, sys.stdout, "stdout"), daemon=True),
            threading.Thread(target=self._pump, args=(proc.stderr, sys.stderr, "stderr"), daemon=True),
        ]
        sender = threading.Thread(target=self._sender, args=(done,), daemon=True)
        for t in [*pumps, sender]:
            t.start()
        code = proc.wait()
        for t in pumps:
            t.join()
        done.set()
        sender.join()
        for s, h in previous.items():
            signal.signal(s, h)
        exit_body: dict[str, Any] = {"node": self.node, "rank": self.rank, "exit_code": code}
        if code < 0:
            exit_body = {**exit_body, "exit_code": 128 - code, "signal": -code}
        try:
            self.client.post_exit(self.job_id, exit_body)
        except Exception as exc:
            self.send_errors.append(f"exit report: {exc}")
        return exit_body["exit_code"] if code < 0 else code
