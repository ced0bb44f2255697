"""One log line as every stage sees it, live or offline."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(slots=True)
class LogLine:
    """A line of a job's output.

    ``node`` and ``rank`` come from the shipper when it knows them; offline, or when a launcher
    merges many ranks into one stream, they are learned from the line's prefix by
    ``app.classify.prefixes``. ``index`` is the line's position in the job's archive (0-based),
    the one stable reference to a line that every stage shares.
    """

    text: str
    index: int = 0
    node: str | None = None
    rank: int | None = None
    stream: str = "stdout"
    seq: int | None = None
    ts: float | None = None
