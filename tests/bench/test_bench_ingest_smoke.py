"""The ingest bench's workers scenario end to end, small: a real embedded ``crashcart serve`` per
tree drains one job's posted lines, with ``--baseline`` running a second tree in turn in the
same run (here the same checkout under another name), each line processed once in both."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.slow  # four `crashcart serve` starts
def test_workers_scenario_runs_a_baseline_tree_in_turn(tmp_path: Path) -> None:
    out = tmp_path / "report.json"
    baseline = tmp_path / "baseline"
    baseline.symlink_to(ROOT)
    args = ["--scenarios", "workers", "--modes", "embedded", "--rounds", "1", "--burst-lines", "1600"]
    args += ["--burst-batch", "100", "--baseline", str(baseline), "--out", str(out)]
    done = subprocess.run(
        [sys.executable, str(ROOT / "bench" / "ingest.py"), *args],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    rounds = json.loads(out.read_text())["workers"]["rounds"]
    assert sorted(r["tree"] for r in rounds) == ["baseline", "this"]
    assert all(r["processed_lines"] == r["lines"] == 1600 and r["incidents"] == 0 for r in rounds)
    assert "median, baseline, embedded, 1 worker(s)" in done.stdout


@pytest.mark.slow  # loads the rule packs twice
def test_inprocess_scenario_and_profile_drain_every_line(tmp_path: Path) -> None:
    out = tmp_path / "report.json"
    args = ["--scenarios", "inprocess", "--modes", "embedded", "--rounds", "1", "--burst-lines", "1600"]
    args += ["--burst-batch", "100", "--out", str(out)]
    done = subprocess.run(
        [sys.executable, str(ROOT / "bench" / "ingest.py"), *args],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    (drain,) = json.loads(out.read_text())["inprocess"]["rounds"]
    assert drain["mode"] == "embedded" and drain["lines"] == 1600 and drain["cpu_us_per_line"] > 0
    profiled = subprocess.run(
        [sys.executable, str(ROOT / "bench" / "ingest.py"), "--profile", "1600", "--burst-batch", "100"],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert profiled.returncode == 0, profiled.stdout + profiled.stderr
    assert "under cProfile: 1600 lines" in profiled.stdout and "tottime" in profiled.stdout
