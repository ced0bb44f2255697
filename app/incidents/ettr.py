"""ETTR as operators mean it: productive training time over wall time. Pure functions, no I/O.

**Definition.** ``ETTR = productive / wall``. ``wall`` runs from the job's submission to its end
(the figure is frozen when the job ends; a job still running uses *now*). ``productive`` is the
time of training steps that were never redone: when a restart resumes from a checkpoint at step
``c``, the first execution of steps after ``c`` did not count, only their last one does. Start-up,
checkpoint loading, time the job sat failed or hung, and steps that were later redone are all
unproductive.

**The timeline.** A job's progress reports (heartbeats and ``step N`` log lines, with the time
the service saw them) are kept compactly as *segments*: runs of advancing steps
``[first_step, first_at, last_step, last_at, open]``. A new segment starts

- when the job's run ends (exit, restart: :func:`end_run`) and steps arrive again,
- when a step goes back further than a lagging rank's report could (an unseen restart), or
- when no progress was seen for ``max_gap_s`` (a hang: the gap is not productive).

The time inside a segment belongs to its steps ``(first_step, last_step]``, spread evenly; the
time before a segment's first report (start-up, checkpoint loading) belongs to no step. Steps of a
segment at or after the first step of any *later* segment were redone, so their time is cut.

The timeline is bounded (:data:`MAX_SEGMENTS`): past it, the oldest segment is *settled* (its
productive time is fixed, assuming no later restart rewinds that far back).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

MAX_SEGMENTS = 256
# A report up to this old (a rank whose heartbeat lags the others) is not a rewind.
LAG_TOLERANCE_S = 60.0

Timeline = dict[str, Any]  # {"segs": [[first_step, first_at, last_step, last_at, open], ...],
#                              "settled": [productive_s, from_at, to_at]}  (JSON-friendly)


@dataclass(frozen=True)
class Segment:
    first_step: int
    first_at: float
    last_step: int
    last_at: float
    open: bool = True

    def row(self) -> list[Any]:
        return [self.first_step, self.first_at, self.last_step, self.last_at, 1 if self.open else 0]

    def step_at(self, t: float) -> float:
        """The step this segment had reached at time ``t`` (linear between its ends)."""
        if t <= self.first_at or self.last_at <= self.first_at:
            return float(self.first_step if t < self.last_at else self.last_step)
        if t >= self.last_at:
            return float(self.last_step)
        frac = (t - self.first_at) / (self.last_at - self.first_at)
        return self.first_step + frac * (self.last_step - self.first_step)


@dataclass(frozen=True)
class Ratio:
    """ETTR with the figures it comes from (seconds)."""

    ettr: float | None
    productive_s: float
    wall_s: float


def _segment(r: Sequence[Any]) -> Segment:
    return Segment(int(r[0]), float(r[1]), int(r[2]), float(r[3]), bool(r[4]))


def _closed(s: Segment) -> Segment:
    return Segment(s.first_step, s.first_at, s.last_step, s.last_at, open=False)


def segments(timeline: Mapping[str, Any] | None) -> list[Segment]:
    rows: Sequence[Sequence[Any]] = (timeline or {}).get("segs", [])
    return [_segment(r) for r in rows]


def _settled(timeline: Mapping[str, Any] | None) -> tuple[float, float, float]:
    s = (timeline or {}).get("settled")
    return (float(s[0]), float(s[1]), float(s[2])) if s else (0.0, 0.0, 0.0)


def _pack_rows(rows: list[Any], settled: tuple[float, float, float]) -> Timeline:
    out: Timeline = {"segs": rows}
    if settled[0] > 0 or settled[2] > 0:
        out["settled"] = list(settled)
    return out


def record_step(
    timeline: Mapping[str, Any] | None,
    step: int,
    at: float,
    *,
    max_gap_s: float,
    lag_tolerance_s: float = LAG_TOLERANCE_S,
    max_segments: int = MAX_SEGMENTS,
) -> Timeline:
    """The timeline after a progress report of ``step`` seen at ``at`` (a new object)."""
    rows: list[list[Any]] = [list(r) for r in (timeline or {}).get("segs", [])[-1:]]
    older: list[Any] = list((timeline or {}).get("segs", [])[:-1])
    settled = _settled(timeline)
    last = _segment(rows[-1]) if rows else None
    if last is None or not last.open:
        rows.append(Segment(step, at, step, at).row())
    elif step > last.last_step:
        if at - last.last_at > max_gap_s:  # stalled, then moving again: the gap is not productive
            rows[-1] = _closed(last).row()
            rows.append(Segment(step, at, step, at).row())
        else:
            rows[-1] = Segment(last.first_step, last.first_at, step, at).row()
    elif step < last.first_step and last.first_at > at - lag_tolerance_s:
        # A young run and a rank that lags its first report: the run started lower than seen.
        rows[-1] = Segment(step, last.first_at, last.last_step, last.last_at).row()
    elif step < last.last_step and step < last.step_at(at - lag_tolerance_s):
        # Further back than a lagging rank could be: the job resumed from an earlier checkpoint.
        rows[-1] = _closed(last).row()
        rows.append(Segment(step, at, step, at).row())
    else:
        return _pack_rows(older + rows, settled)  # the same step again, or a lagging rank
    all_rows = older + rows
    if len(all_rows) > max_segments:
        segs = segments({"segs": all_rows})
        while len(segs) > max_segments:
            oldest = segs[0]
            gained = sum(b - a for a, b in _kept_intervals(segs)[0])
            total, since, until = settled
            first = since if until > 0 else oldest.first_at
            settled = (total + gained, first, oldest.last_at)
            segs.pop(0)
        all_rows = [s.row() for s in segs]
    return _pack_rows(all_rows, settled)


def end_run(timeline: Mapping[str, Any] | None) -> Timeline:
    """The job's current run ended (exit, restart): the next report starts a new segment."""
    rows: list[Any] = list((timeline or {}).get("segs", []))
    if rows and _segment(rows[-1]).open:
        rows[-1] = _closed(_segment(rows[-1])).row()
    return _pack_rows(rows, _settled(timeline))


def _kept_intervals(segs: Sequence[Segment]) -> list[list[tuple[float, float]]]:
    """Per segment, the time interval (zero or one) of its steps that were not redone later."""
    out: list[list[tuple[float, float]]] = [[] for _ in segs]
    cut: float = float("inf")  # the lowest first step of any later segment
    for k in range(len(segs) - 1, -1, -1):
        s = segs[k]
        kept_last = min(float(s.last_step), cut - 1)
        if s.last_step > s.first_step and kept_last > s.first_step:
            frac = (kept_last - s.first_step) / (s.last_step - s.first_step)
            out[k].append((s.first_at, s.first_at + frac * (s.last_at - s.first_at)))
        cut = min(cut, float(s.first_step))
    return out


def productive_intervals(timeline: Mapping[str, Any] | None) -> list[tuple[float, float]]:
    """The times at which the job did training that counts, oldest first (settled part excluded)."""
    return [iv for ivs in _kept_intervals(segments(timeline)) for iv in ivs]


def _overlap(a: float, b: float, lo: float, hi: float) -> float:
    return max(0.0, min(b, hi) - max(a, lo))


def productive_between(timeline: Mapping[str, Any] | None, lo: float, hi: float) -> float:
    """Productive seconds that fall inside ``[lo, hi]``."""
    total = sum(_overlap(a, b, lo, hi) for a, b in productive_intervals(timeline))
    settled_s, since, until = _settled(timeline)
    if settled_s > 0:  # spread evenly over the span it came from
        span = until - since
        total += settled_s if span <= 0 else settled_s * _overlap(since, until, lo, hi) / span
    return total


def ratio(
    timeline: Mapping[str, Any] | None, submitted_at: float, ended_at: float | None, now: float
) -> Ratio:
    """ETTR of one job: productive time over wall time from submission to its end (or ``now``)."""
    end = ended_at if ended_at is not None else now
    wall = end - submitted_at
    if wall <= 0:
        return Ratio(None, 0.0, 0.0)
    productive = productive_between(timeline, submitted_at, end)
    return Ratio(min(1.0, productive / wall), productive, wall)


def ettr(
    timeline: Mapping[str, Any] | None, submitted_at: float, ended_at: float | None, now: float
) -> float | None:
    """ETTR of one job, or None when no time has passed."""
    return ratio(timeline, submitted_at, ended_at, now).ettr


@dataclass(frozen=True)
class JobSpan:
    """What the fleet figure needs of a job."""

    timeline: Mapping[str, Any] | None
    submitted_at: float
    ended_at: float | None


@dataclass(frozen=True)
class FleetRatio:
    ettr: float | None
    productive_s: float
    wall_s: float
    jobs: int


def fleet(jobs: Iterable[JobSpan], window_start: float, window_end: float) -> FleetRatio:
    """Fleet ETTR over a window: the jobs' productive seconds inside it over their wall seconds
    inside it (each job's wall time clipped to the window)."""
    productive = wall = 0.0
    n = 0
    for job in jobs:
        end = job.ended_at if job.ended_at is not None else window_end
        lo, hi = max(job.submitted_at, window_start), min(end, window_end)
        if hi <= lo:
            continue
        n += 1
        wall += hi - lo
        productive += productive_between(job.timeline, lo, hi)
    return FleetRatio(min(1.0, productive / wall) if wall > 0 else None, productive, wall, n)
