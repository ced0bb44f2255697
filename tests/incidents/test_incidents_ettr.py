"""ETTR (app/incidents/ettr.py) on hand-computed timelines.

Times are seconds after submission (t = 0). Each test builds the timeline the way the service
does: one ``record_step`` per progress report, ``end_run`` when the job leaves ``running``.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import pytest

from app.incidents import ettr as calc

GAP = 600.0  # the stall threshold (settings.incidents.stall_after_s)


def run(timeline: Any, reports: Iterable[tuple[int, float]], *, end: bool = False) -> Any:
    for step, at in reports:
        timeline = calc.record_step(timeline, step, at, max_gap_s=GAP)
    return calc.end_run(timeline) if end else timeline


def every_10s(first_step: int, last_step: int, first_at: float) -> list[tuple[int, float]]:
    return [(s, first_at + 10.0 * (s - first_step)) for s in range(first_step, last_step + 1)]


def worked_example() -> Any:
    """docs/ettr.md's example: 20 s start-up, steps 1..12 every 10 s (step 12 at t=130), a crash;
    the restarted run resumes from the checkpoint at step 10, reports step 11 at t=200 and trains
    to step 30 (t=390); the job ends at t=400."""
    tl = run({}, every_10s(1, 12, 20.0), end=True)
    return run(tl, every_10s(11, 30, 200.0), end=True)


def test_restart_rewinds_to_checkpoint_and_redone_steps_do_not_count() -> None:
    tl = worked_example()
    # Run 1 kept steps 2..10 (9 x 10 s; 11 and 12 were redone), run 2 kept steps 12..30 (19 x 10 s).
    assert calc.productive_intervals(tl) == [(20.0, 110.0), (200.0, 390.0)]
    r = calc.ratio(tl, 0.0, 400.0, now=400.0)
    assert r.productive_s == pytest.approx(280.0)
    assert r.wall_s == pytest.approx(400.0)
    assert r.ettr == pytest.approx(0.70)


def test_the_figure_is_frozen_when_the_job_ends() -> None:
    tl = worked_example()
    at_end = calc.ettr(tl, 0.0, 400.0, now=400.0)
    assert calc.ettr(tl, 0.0, 400.0, now=460.0) == at_end
    assert calc.ettr(tl, 0.0, 400.0, now=86_400.0) == at_end == pytest.approx(0.70)


def test_a_running_job_uses_now_and_a_stalled_one_goes_down() -> None:
    tl = run({}, every_10s(1, 12, 20.0))  # still running, last report t=130
    assert calc.ettr(tl, 0.0, None, now=130.0) == pytest.approx(110.0 / 130.0)
    # No progress since t=130: wall time goes on, productive time does not.
    assert calc.ettr(tl, 0.0, None, now=200.0) == pytest.approx(110.0 / 200.0)


def test_downtime_before_the_restart_and_during_start_up_is_not_productive() -> None:
    # Crash at step 12 (t=130), 500 s before the restarted run reports again; resume from step 12.
    tl = run({}, every_10s(1, 12, 20.0), end=True)
    tl = run(tl, every_10s(13, 20, 630.0), end=True)  # nothing redone: a checkpoint at step 12
    assert calc.productive_intervals(tl) == [(20.0, 130.0), (630.0, 700.0)]
    assert calc.ettr(tl, 0.0, 700.0, now=700.0) == pytest.approx(180.0 / 700.0)


def test_a_gap_longer_than_the_stall_threshold_is_not_productive() -> None:
    # One run, no restart: steps 1..5 (t=0..40), a 1,000 s hang, then steps 6..10 resume.
    tl = run({}, every_10s(1, 5, 0.0))
    tl = run(tl, every_10s(6, 10, 1040.0))
    assert calc.productive_intervals(tl) == [(0.0, 40.0), (1040.0, 1080.0)]


def test_lagging_ranks_are_not_restarts() -> None:
    # Rank 1's reports trail rank 0's by two steps: interleaved, still one run of 10 s steps.
    reports: list[tuple[int, float]] = []
    for s in range(3, 31):
        reports += [(s, 10.0 * s), (s - 2, 10.0 * s + 1.0)]
    tl = run({}, reports)
    assert len(calc.segments(tl)) == 1
    assert calc.productive_intervals(tl) == [(30.0, 300.0)]


def test_a_restart_the_service_did_not_see_is_found_by_the_step_going_back() -> None:
    # torchrun restarts inside the allocation: step 50 at t=500, then step 41 at t=600 (resumed
    # from 40). Steps 41..50 of the first execution were redone.
    tl = run({}, every_10s(1, 50, 10.0))
    tl = run(tl, every_10s(41, 60, 600.0))
    assert calc.productive_intervals(tl) == [(10.0, 400.0), (600.0, 790.0)]


def test_a_rewind_past_an_earlier_restart_cuts_both_earlier_runs() -> None:
    tl = run({}, every_10s(1, 20, 0.0), end=True)  # steps 1..20, t=0..190
    tl = run(tl, every_10s(16, 30, 300.0), end=True)  # resumed from 15, t=300..440
    tl = run(tl, every_10s(11, 40, 600.0), end=True)  # checkpoint 15 was bad: resumed from 10
    # Run 1 keeps steps 2..10 (90 s), run 2 keeps nothing (its steps 17..30 were all redone).
    assert calc.productive_intervals(tl) == [(0.0, 90.0), (600.0, 890.0)]
    assert calc.ettr(tl, 0.0, 900.0, now=900.0) == pytest.approx(380.0 / 900.0)


def test_no_wall_time_and_untracked_jobs_have_no_figure() -> None:
    assert calc.ettr({}, 100.0, None, now=100.0) is None
    assert calc.ettr({}, 0.0, None, now=50.0) == 0.0  # submitted, never trained


def test_the_timeline_is_bounded_and_settles_its_oldest_segments() -> None:
    tl: Any = {}
    unbounded: Any = {}
    t = 0.0
    for _ in range(300):  # 300 restarts of 10 steps each, resuming 2 steps back
        base = int(t // 100) * 8
        for s in range(base + 1, base + 11):
            tl = calc.record_step(tl, s, t, max_gap_s=GAP, max_segments=32)
            unbounded = calc.record_step(unbounded, s, t, max_gap_s=GAP, max_segments=10_000)
            t += 10.0
        tl, unbounded = calc.end_run(tl), calc.end_run(unbounded)
    assert len(calc.segments(tl)) == 32
    assert len(calc.segments(unbounded)) == 300
    bounded_r = calc.ratio(tl, 0.0, t, now=t)
    exact_r = calc.ratio(unbounded, 0.0, t, now=t)
    # Each run keeps 7 of its 9 timed steps (70 s per 100 s), the last one all 9.
    assert exact_r.ettr == pytest.approx((299 * 70 + 90) / 30_000)
    assert bounded_r.productive_s == pytest.approx(exact_r.productive_s)


def test_fleet_ettr_clips_every_job_to_the_window() -> None:
    a = calc.JobSpan(worked_example(), 0.0, 400.0)  # productive 20..110 and 200..390
    b = calc.JobSpan(run({}, every_10s(1, 31, 300.0)), 300.0, None)  # productive from 300 on
    # Window [100, 600]: a is there 100..400 (300 s wall, 10 + 190 = 200 s productive);
    # b 300..600 (300 s wall, 300..600 = 300 s productive).
    f = calc.fleet([a, b], 100.0, 600.0)
    assert f.jobs == 2
    assert f.wall_s == pytest.approx(600.0)
    assert f.productive_s == pytest.approx(500.0)
    assert f.ettr == pytest.approx(500.0 / 600.0)
    # A window after a ended: only b.
    late = calc.fleet([a, b], 500.0, 600.0)
    assert late.jobs == 1 and late.ettr == pytest.approx(1.0)
    assert calc.fleet([], 0.0, 10.0).ettr is None
