"""Follow log files like ``tail -F``: complete lines only, rotation and truncation handled.

The position of each file (inode, byte offset, next seq) is saved in a state file after every
batch the server acknowledged, so a restarted shipper resumes exactly there: nothing lost, and
anything re-sent carries the same seq, which the server ignores.
"""

from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import IO


@dataclass
class FileCursor:
    inode: int = 0
    offset: int = 0
    seq: int = 0


class FileTailer:
    def __init__(self, path: Path, cursor: FileCursor) -> None:
        self.path = path
        self.cursor = cursor
        self._fh: IO[bytes] | None = None
        self._draining = False  # reading the rotated-away file before the new one

    def _find_rotated(self) -> Path | None:
        """The file we were reading, renamed by a rotation while the shipper was not running."""
        try:
            siblings = list(self.path.parent.glob(self.path.name + "*"))
        except OSError:
            return None
        for candidate in siblings:
            try:
                if candidate != self.path and os.stat(candidate).st_ino == self.cursor.inode:
                    return candidate
            except OSError:
                continue
        return None

    def _open(self) -> bool:
        if self.cursor.inode and not self._draining:
            rotated = self._find_rotated() if self._rotated() else None
            if rotated is not None:
                fh_old = rotated.open("rb")
                fh_old.seek(self.cursor.offset)
                self._fh = fh_old
                self._draining = True
                return True
        try:
            fh = self.path.open("rb")
        except FileNotFoundError:
            return False
        self._draining = False
        inode = os.fstat(fh.fileno()).st_ino
        if inode != self.cursor.inode:
            # A new file (first start, or rotated while we were away): read it from the start.
            self.cursor = FileCursor(inode=inode, offset=0, seq=self.cursor.seq)
        elif os.fstat(fh.fileno()).st_size < self.cursor.offset:
            self.cursor.offset = 0  # truncated in place
        fh.seek(self.cursor.offset)
        self._fh = fh
        return True

    def _rotated(self) -> bool:
        try:
            return os.stat(self.path).st_ino != self.cursor.inode
        except FileNotFoundError:
            return False

    def read(self, max_lines: int, *, final: bool = False) -> list[tuple[str, FileCursor]]:
        """Up to ``max_lines`` complete lines, each with the cursor just after it.

        With ``final`` a last line without a newline is returned too (the writer has exited).
        """
        if self._fh is None and not self._open():
            return []
        out: list[tuple[str, FileCursor]] = []
        while len(out) < max_lines:
            fh = self._fh
            if fh is None:
                break
            pos = fh.tell()
            raw = fh.readline()
            if not raw:
                if self._draining or self._rotated():
                    # The old file is drained: continue with the new one from its start.
                    fh.close()
                    self._fh = None
                    self._draining = False
                    self.cursor = FileCursor(inode=-1, offset=0, seq=self.cursor.seq)
                    if not self._open():
                        break
                    continue
                if os.fstat(fh.fileno()).st_size < pos:
                    fh.seek(0)
                    self.cursor.offset = 0
                    continue
                break
            if not raw.endswith(b"\n") and not final:
                fh.seek(pos)  # wait for the rest of the line
                break
            self.cursor = FileCursor(self.cursor.inode, pos + len(raw), self.cursor.seq + 1)
            text = raw.rstrip(b"\r\n").decode("utf-8", errors="replace")
            out.append((text, FileCursor(**asdict(self.cursor))))
        return out

    def close(self) -> None:
        if self._fh is not None:
            self._fh.close()
            self._fh = None


class CursorStore:
    """The shipper's state file: {absolute path: cursor}, replaced atomically."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def load(self) -> dict[str, FileCursor]:
        try:
            raw = json.loads(self.path.read_text())
        except FileNotFoundError:
            return {}
        return {k: FileCursor(**v) for k, v in raw.items()}

    def save(self, cursors: dict[str, FileCursor]) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        tmp = self.path.with_suffix(".tmp")
        with tmp.open("w") as fh:
            json.dump({k: asdict(v) for k, v in cursors.items()}, fh)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, self.path)
