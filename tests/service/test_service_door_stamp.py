"""The door's stamp on a queued batch: a worker checks a batch's lines again only when the door
did not check them with today's line schema (a message that predates a bound, a replay)."""

from __future__ import annotations

from typing import Any

from app.ingest.base import MemoryQueue
from app.ingest.consumer import _check_lines
from app.ingest.schemas import LINES_CHECKED, LINES_CHECKED_KEY, LogBatchIn
from app.ingest.service import IngestService
from app.settings import IngestSettings


def _line(**over: Any) -> dict[str, Any]:
    return {"node": "gpu01", "rank": 3, "stream": "stdout", "seq": 7, "ts": None, "line": "step 1", **over}


def test_a_stamped_batch_is_taken_as_the_door_checked_it() -> None:
    lines = [_line(), _line(seq=8)]
    good, bad = _check_lines(lines, door_checked=True)
    assert bad == []
    assert [line for _, line in good] == lines
    assert all(a is b for (_, a), b in zip(good, lines, strict=True))  # not copied, not re-validated


def test_an_unstamped_or_misshapen_batch_is_checked_again() -> None:
    poison = [_line(), _line(seq=2**64), _line(node="gpu\x0001")]
    good, bad = _check_lines(poison)
    assert [i for i, _ in good] == [0] and [i for i, _, _ in bad] == [1, 2]
    # A stamped message whose lines are not the door's shape is checked line by line.
    good, bad = _check_lines([_line(), {"node": "gpu01", "seq": 2**64, "line": "x"}], door_checked=True)
    assert [i for i, _ in good] == [0] and [i for i, _, _ in bad] == [1]


async def test_the_door_stamps_what_it_queues() -> None:
    queue = MemoryQueue()
    service = IngestService(queue, IngestSettings(fast_lane=False), known_jobs={"j"})
    batch = LogBatchIn.model_validate({"lines": [_line(node="gpu01"), _line(node="gpu02", line="a\x00b")]})
    await service.accept_logs(None, "j", batch)  # type: ignore[arg-type]  # a known job: no session
    payloads = [m.payload for m in queue._pending]
    assert len(payloads) == 2 and all(p[LINES_CHECKED_KEY] == LINES_CHECKED for p in payloads)
    good, bad = _check_lines(payloads[1]["lines"], door_checked=True)
    assert bad == [] and good[0][1]["line"] == "ab"  # sanitized at the door
