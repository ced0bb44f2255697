"""The shippers: ``crashcart ship`` (follow files) and ``crashcart run`` (run a command, tee it)."""

from __future__ import annotations

import hashlib
import os
import queue
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import IO, Any

from app.errors import InvalidInput, Unauthorized
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


# Under torchrun every rank writes to the same pipe, and ``python -u`` (which torchrun uses) writes
# a line's text and its newline in two calls: two ranks' lines merge into one. So ``crashcart run``
# asks torchrun (through its ``PET_*`` environment defaults, which reach a torchrun anywhere inside
# the command) to tee each rank's output through a per-rank file, prefixing every write with a
# marker carrying the rank's global rank; :class:`RankDemux` splits the stream back into each
# rank's whole lines and drops the markers. Explicit torchrun arguments still win.
RANK_MARK = re.compile(rb"\x1ecc(\d{1,7})\x1f")
RANK_PREFIX_TEMPLATE = "\x1ecc${rank}\x1f"


def launcher_env(log_dir: Path) -> dict[str, str]:
    """The environment additions that make a torchrun inside the command keep ranks apart."""
    return {
        "PET_TEE": "3",
        "PET_LOG_DIR": str(log_dir),
        "TORCHELASTIC_LOG_LINE_PREFIX_TEMPLATE": RANK_PREFIX_TEMPLATE,
    }


class RankDemux:
    """Splits one stream of a launcher's output into whole lines, each with its rank.

    A chunk after a rank marker belongs to that rank; text with no marker is the launcher's own
    (rank None). A rank's chunk without a newline (torchrun read the rank's file mid-line) is
    held until that rank's next chunk completes it, whatever other ranks wrote in between.
    """

    def __init__(self) -> None:
        self._partial: dict[int | None, bytes] = {}

    def feed(self, data: bytes) -> list[tuple[int | None, bytes]]:
        """Whole lines (with their newline) completed by ``data``, in the order they ended."""
        out: list[tuple[int | None, bytes]] = []
        marks = list(RANK_MARK.finditer(data))
        segments: list[tuple[int | None, bytes]] = []
        if not marks:
            segments.append((None, data))
        else:
            if marks[0].start() > 0:
                segments.append((None, data[: marks[0].start()]))
            for i, m in enumerate(marks):
                end = marks[i + 1].start() if i + 1 < len(marks) else len(data)
                segments.append((int(m.group(1)), data[m.end() : end]))
        for rank, chunk in segments:
            held = self._partial.pop(rank, b"") + chunk
            if held.endswith(b"\n"):
                out.append((rank, held))
            elif held:
                self._partial[rank] = held
        return out

    def flush(self) -> list[tuple[int | None, bytes]]:
        """What is left unfinished at the end of the stream (a last line without a newline)."""
        out = [(rank, text) for rank, text in self._partial.items() if text]
        self._partial.clear()
        return out


def run_seq_base() -> int:
    """Where a ``crashcart run``'s line numbers start: microseconds since the epoch (about 2^51,
    far below the 2^63 bound; a run would need a million lines a second to reach the next)."""
    return time.time_ns() // 1000


class CommandShipper:
    """Runs a command, tees its output to ours, and ships every line as it comes.

    The job never waits on the server: lines go through a bounded queue (full: dropped and
    counted), and once the command has exited the rest is given ``drain_s`` to be delivered.
    ``seq`` starts from the wall clock in microseconds, so a later run of the same task (a
    requeue on the same node and rank) is never taken for a re-send of the earlier one.
    """

    def __init__(
        self,
        client: ApiClient,
        job_id: str,
        node: str,
        rank: int | None,
        *,
        run: str | None = None,
        drain_s: float = 10.0,
    ) -> None:
        self.client = client
        self.job_id = job_id
        self.node = node
        self.rank = rank
        self.run_id = run
        self.drain_s = drain_s
        self._lines: queue.Queue[tuple[str, int | None, str]] = queue.Queue(maxsize=100_000)
        base = run_seq_base()
        self._seq = {"stdout": base, "stderr": base}
        self.dropped = 0
        self.batches = 0
        self.lines_sent = 0
        # Refused: the server answered no (unknown job, wrong token): those lines are lost for
        # good. Undelivered: the server could not be reached in time.
        self.refused: list[str] = []
        self.refused_lines = 0
        self.send_errors: list[str] = []
        self.undelivered_lines = 0
        self.exit_reported = False

    def _pump(self, src: IO[bytes], dst: Any, stream: str) -> None:
        demux = RankDemux()
        for raw in iter(src.readline, b""):
            self._emit(demux.feed(raw), dst, stream)
        self._emit(demux.flush(), dst, stream)
        src.close()

    def _emit(self, lines: list[tuple[int | None, bytes]], dst: Any, stream: str) -> None:
        for rank, raw in lines:
            dst.buffer.write(raw)
            dst.flush()
            text = raw.rstrip(b"\r\n").decode("utf-8", errors="replace")
            try:
                self._lines.put_nowait((stream, self.rank if rank is None else rank, text))
            except queue.Full:
                self.dropped += 1  # never block the job on a slow server

    def _sender(self, done: threading.Event) -> None:
        pending: list[dict[str, Any]] = []
        last = time.monotonic()
        while True:
            try:
                item: tuple[str, int | None, str] | None = self._lines.get(timeout=FLUSH_INTERVAL_S)
            except queue.Empty:
                item = None
                if done.is_set() and self._lines.empty():
                    break
            if item is not None:
                stream, rank, text = item
                self._seq[stream] += 1
                pending.append(
                    {
                        "node": self.node,
                        "rank": rank,
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
        self.batches += 1
        try:
            self.client.post_lines(self.job_id, pending, self.run_id)
        except (InvalidInput, Unauthorized) as exc:
            if not self.refused:  # say it at once, not only at the end
                print(
                    f"crashcart: WARNING: the server REFUSED log lines of job {self.job_id}: {exc}",
                    file=sys.stderr,
                    flush=True,
                )
            self.refused.append(str(exc))
            self.refused_lines += len(pending)
        except Exception as exc:  # the job goes on; we say what was lost at the end
            self.send_errors.append(str(exc))
            self.undelivered_lines += len(pending)
        else:
            self.lines_sent += len(pending)

    def run(self, argv: Sequence[str]) -> int:
        log_dir = Path(tempfile.mkdtemp(prefix="crashcart-ranks-"))
        try:
            return self._run(argv, {**os.environ, **launcher_env(log_dir)})
        finally:
            shutil.rmtree(log_dir, ignore_errors=True)

    def _run(self, argv: Sequence[str], env: dict[str, str]) -> int:
        try:
            proc = subprocess.Popen(list(argv), stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
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
        sender.join(self.drain_s)
        if sender.is_alive():
            left = self._lines.qsize()
            self.send_errors.append(f"gave up delivering after {self.drain_s:.0f} s ({left} line(s) queued)")
            self.undelivered_lines += left
        for s, h in previous.items():
            signal.signal(s, h)
        exit_body: dict[str, Any] = {"node": self.node, "rank": self.rank, "exit_code": code}
        if code < 0:
            exit_body = {**exit_body, "exit_code": 128 - code, "signal": -code}
        if self.run_id:
            exit_body["run"] = self.run_id
        if not sender.is_alive():
            try:
                self.client.post_exit(self.job_id, exit_body)
                self.exit_reported = True
            except (InvalidInput, Unauthorized) as exc:
                self.refused.append(f"exit report: {exc}")
            except Exception as exc:
                self.send_errors.append(f"exit report: {exc}")
        return int(exit_body["exit_code"])

    def summary(self) -> list[str]:
        """What the user must know at the end (stderr); empty when everything arrived."""
        out: list[str] = []
        if self.refused:
            out.append(
                f"crashcart: WARNING: the server REFUSED {len(self.refused)} request(s) for job "
                f"{self.job_id} ({self.refused_lines} line(s) of {self.batches} batch(es)"
                f"{', and the exit report' if any(r.startswith('exit report') for r in self.refused) else ''}"
                f"): {self.refused[-1]}. Those lines were NOT diagnosed: check --job and the token."
            )
        if self.send_errors:
            out.append(
                f"crashcart: {len(self.send_errors)} send(s) failed, {self.undelivered_lines} line(s) "
                f"not delivered{'' if self.exit_reported else ', exit not reported'}: {self.send_errors[-1]}"
            )
        if self.dropped:
            out.append(f"crashcart: {self.dropped} line(s) dropped (server too slow)")
        return out
