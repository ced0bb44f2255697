"""Offline compression of a whole log file: the use-case behind ``crashcart templates`` and the bench."""

from __future__ import annotations

import re
from array import array
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path

from app.classify.prefixes import _LONG, split_prefix
from app.compress.digest import Digest, DigestBuilder
from app.compress.miner import JobCompressor
from app.compress.tokens import CHARS_PER_TOKEN
from app.compress_settings import CompressSettings
from app.errors import InvalidInput
from app.logline import LogLine

PROGRESS_EVERY = 65536  # lines between progress callbacks (keeps the callback off the hot path)
_DIGITS_TO_ZERO = bytes.maketrans(b"123456789", b"000000000")
_DIGIT_RUN = re.compile(rb"[0-9]+")
_NO_RANK: tuple[tuple[int, int], ...] = ()


class RankByShape:
    """``split_prefix(text).rank`` for a whole log, at a dict lookup per line.

    Lines whose heads have the same digit shape (their first ``HEAD`` bytes, every ASCII digit read
    as 0: same characters, same digit-run lengths) have their prefixes in the same places, so the
    rank is the same digit run of each (or none). Lines that :func:`split_prefix` would unwrap
    (colour codes, carriage returns, progress bars, very long lines) always go to it. A shape's
    first lines go to :func:`split_prefix` too: the digit runs spelling their rank are intersected
    until one is left, and then ``verify`` more lines must agree. A shape whose rank is in no run
    of the head, or in an ambiguous one after ``max_learning`` lines, always goes to it.
    """

    HEAD = 64

    def __init__(self, verify: int = 2, max_learning: int = 8, max_shapes: int = 100_000) -> None:
        self.verify = verify
        self.max_learning = max_learning
        self.max_shapes = max_shapes
        # shape -> the candidate (start, end) spans of the rank's digits in the line's UTF-8 bytes
        # (() for lines without a rank); a learned shape has one span (or none) and no entry in
        # _learning: (lines left to learn from, negative when given up; lines agreeing so far).
        self._spans: dict[bytes, tuple[tuple[int, int], ...]] = {}
        self._learning: dict[bytes, tuple[int, int]] = {}
        self.prefix_calls = 0

    def rank(self, text: str, encoded: bytes) -> int | None:
        if len(text) > _LONG or "\x1b" in text or "\r" in text or "%|" in text:
            self.prefix_calls += 1
            return split_prefix(text).rank
        key = encoded[: self.HEAD].translate(_DIGITS_TO_ZERO)
        spans = self._spans.get(key)
        learning = self._learning.get(key)
        if spans is not None and learning is None:  # learned
            if not spans:
                return None
            start, end = spans[0]
            return int(encoded[start:end])
        self.prefix_calls += 1
        rank = split_prefix(text).rank
        if spans is None:  # a new shape
            if len(self._spans) >= self.max_shapes:
                self._spans.clear()
                self._learning.clear()
            budget, agreed = self.max_learning, 0
        else:
            assert learning is not None
            budget, agreed = learning
            if budget < 0:  # given up
                return rank
        if rank is None:
            candidates, ok = _NO_RANK, spans is None or spans == _NO_RANK
        else:
            spelled = str(rank).encode()
            found = tuple(
                m.span() for m in _DIGIT_RUN.finditer(encoded, 0, self.HEAD) if m.group() == spelled
            )
            candidates = found if spans is None else tuple(sp for sp in spans if sp in found)
            ok = bool(candidates)
        budget -= 1
        agreed = agreed + 1 if len(candidates) <= 1 else 0
        self._spans[key] = candidates
        if not ok or (budget <= 0 and agreed <= self.verify):
            self._learning[key] = (-1, 0)  # this shape always asks split_prefix
        elif agreed > self.verify:
            del self._learning[key]
        else:
            self._learning[key] = (budget, agreed)
        return rank


@dataclass(slots=True)
class CompressionResult:
    compressor: JobCompressor
    digest: Digest | None
    template_ids: array[int]  # the template id of every line, in order
    lines: int
    raw_bytes: int
    raw_tokens: int


def compress_lines(
    lines: Iterable[str],
    config: CompressSettings | None = None,
    *,
    digest_budget_tokens: int | None = None,
    with_digest: bool = True,
    on_progress: Callable[[int], None] | None = None,
) -> CompressionResult:
    """Mine every line (given without its newline); ``on_progress`` gets the bytes read so far."""
    config = config or CompressSettings()
    compressor = JobCompressor(config)
    budget = digest_budget_tokens if digest_budget_tokens is not None else config.digest_budget_tokens
    builder = DigestBuilder(budget) if with_digest else None
    ids: array[int] = array("q")
    add = compressor.add
    ranks = RankByShape()
    raw_bytes = raw_chars = 0
    for index, text in enumerate(lines):
        hit = add(text, index)
        ids.append(hit.template_id)
        raw_chars += len(text) + 1
        encoded = text.encode("utf-8", "surrogatepass")
        raw_bytes += len(encoded) + 1
        if builder is not None:
            builder.feed(LogLine(text, index=index, rank=ranks.rank(text, encoded)), hit)
        if on_progress is not None and index % PROGRESS_EVERY == 0:
            on_progress(raw_bytes)
    return CompressionResult(
        compressor=compressor,
        digest=builder.build() if builder is not None else None,
        template_ids=ids,
        lines=len(ids),
        raw_bytes=raw_bytes,
        # approx_tokens of the whole text, without building it
        raw_tokens=-(-raw_chars // CHARS_PER_TOKEN),
    )


def read_lines(path: Path) -> Iterable[str]:
    """The file's lines without line endings; undecodable bytes become U+FFFD rather than failing."""
    try:
        with path.open("r", encoding="utf-8", errors="replace", newline="") as handle:
            for line in handle:
                yield line.rstrip("\r\n")
    except OSError as exc:
        raise InvalidInput(f"cannot read {path}: {exc.strerror or exc}") from exc
