"""Offline compression of a whole log file: the use-case behind ``crashcart templates`` and the bench."""

from __future__ import annotations

from array import array
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path

from app.classify.prefixes import split_prefix
from app.compress.digest import Digest, DigestBuilder
from app.compress.miner import JobCompressor
from app.compress.tokens import CHARS_PER_TOKEN
from app.errors import InvalidInput
from app.logline import LogLine
from app.settings import CompressSettings

PROGRESS_EVERY = 65536  # lines between progress callbacks (keeps the callback off the hot path)


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
    raw_bytes = raw_chars = 0
    for index, text in enumerate(lines):
        hit = add(text, index)
        ids.append(hit.template_id)
        raw_chars += len(text) + 1
        raw_bytes += len(text.encode("utf-8", "surrogatepass")) + 1
        if builder is not None:
            builder.feed(LogLine(text, index=index, rank=split_prefix(text).rank), hit)
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
