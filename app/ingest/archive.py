"""The append-only per-job archive of raw log lines.

Raw lines do not become relational rows. Each job has one JSON-lines file under
``<data_dir>/archive/``; the database remembers how many bytes of it are committed
(``JobRow.archive_bytes``). A writer first cuts the file back to that length, so the tail of an
attempt that crashed before its transaction committed is discarded and redelivery writes it
again exactly once.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

from app.logline import LogLine

_SAFE = re.compile(r"[^A-Za-z0-9._-]")


def archive_name(job_id: str) -> str:
    """A file name for any job id: readable where possible, unique always."""
    safe = _SAFE.sub("_", job_id)[:80]
    digest = hashlib.sha1(job_id.encode()).hexdigest()[:10]
    return f"{safe}-{digest}.jsonl"


@dataclass(slots=True)
class ArchivedLine:
    index: int
    node: str | None
    rank: int | None
    stream: str
    seq: int | None
    ts: float | None
    line: str

    def to_logline(self) -> LogLine:
        return LogLine(
            text=self.line,
            index=self.index,
            node=self.node,
            rank=self.rank,
            stream=self.stream,
            seq=self.seq,
            ts=self.ts,
        )


class JobArchive:
    def __init__(self, archive_dir: Path, job_id: str) -> None:
        self.path = archive_dir / archive_name(job_id)

    def append(self, lines: Sequence[LogLine], committed_bytes: int) -> int:
        """Append lines after ``committed_bytes``; return the new committed length."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        payload = "".join(
            json.dumps(
                {
                    "i": ln.index,
                    "n": ln.node,
                    "r": ln.rank,
                    "s": ln.stream,
                    "q": ln.seq,
                    "t": ln.ts,
                    "l": ln.text,
                },
                ensure_ascii=False,
                separators=(",", ":"),
            )
            + "\n"
            for ln in lines
        ).encode()
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o640)
        try:
            if os.fstat(fd).st_size != committed_bytes:
                os.ftruncate(fd, committed_bytes)
            os.lseek(fd, committed_bytes, os.SEEK_SET)
            os.write(fd, payload)
            os.fsync(fd)
        finally:
            os.close(fd)
        return committed_bytes + len(payload)

    def iter_lines(
        self, committed_bytes: int, start: int = 0, limit: int | None = None
    ) -> Iterator[ArchivedLine]:
        """Committed lines with index >= start (at most ``limit``)."""
        if not self.path.exists():
            return
        read = 0
        emitted = 0
        with self.path.open("rb") as fh:
            for raw in fh:
                read += len(raw)
                if read > committed_bytes:
                    break
                rec = json.loads(raw)
                if rec["i"] < start:
                    continue
                yield ArchivedLine(rec["i"], rec["n"], rec["r"], rec["s"], rec["q"], rec["t"], rec["l"])
                emitted += 1
                if limit is not None and emitted >= limit:
                    break
