"""bench/checkpoint.py still runs and writes its JSON (at a tiny size; the 1 GB run is manual), and
its peer case restores a lost node bit-exact from its buddy's memory."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]


@pytest.mark.slow
def test_checkpoint_bench_runs_at_a_tiny_size(tmp_path: Path) -> None:
    out = tmp_path / "checkpoint.json"
    result = subprocess.run(
        [sys.executable, "bench/checkpoint.py", "--size-gb", "0.02", "--repeats", "1", "--rounds", "1",
         "--dir", str(tmp_path), "--out", str(out), "--peer-mb", "4",
         "--json", str(tmp_path / "summary.json")],
        cwd=REPO, capture_output=True, text=True, timeout=300, env={**os.environ, "PYTHONPATH": str(REPO)},
    )  # fmt: skip
    assert result.returncode == 0, result.stderr[-3000:]
    figures = json.loads(out.read_text())
    methods = [row["method"] for row in figures["stalls"]]
    assert methods == [
        "torch.save (no fsync)",
        "torch.save + fsync",
        "DCP save (fsync)",
        "DCP async_save (fsync)",
        "agent.save (copy snapshot)",
        "agent.save (fork snapshot)",
        "agent.save (overlap snapshot)",
    ]
    assert all(row["stall_s"] > 0 for row in figures["stalls"])
    assert [row["loop"] for row in figures["throughput"]] == [
        "agent background persist (copy)",
        "agent background persist (fork)",
        "agent background persist (overlap)",
    ]
    assert "torch.save stall / stall" in result.stdout
    summary = json.loads((tmp_path / "summary.json").read_text())
    assert set(summary) == {
        "persist_gib_s", "first_stall_s", "steady_stall_s", "memory_gib_s", "peer_restore_s",
        "disk_restore_s", "peer_restore_bit_exact",
    }  # fmt: skip
    assert set(summary["persist_gib_s"]) == {"agent", "dcp_async"}
    assert summary["peer_restore_bit_exact"] is True and summary["first_stall_s"] >= 0
    # The peer case (once for both: it starts a dozen torch processes): 2 nodes x 2 ranks (gloo),
    # step 10 on disk, step 20 in memory only; node B killed and its memory dropped; the
    # replacement ranks get step 20 from node A; then both nodes lost, disk restore gets step 10.
    peer = figures["peer"]
    assert peer["peer_restore_bit_exact"] and peer["disk_restore_bit_exact"]
    assert {(r["node"], r["step"], r["source"]) for r in peer["peer"]} == {
        ("A", 20, "memory"),
        ("B", 20, "memory"),
    }
    assert {(r["step"], r["source"]) for r in peer["disk"]} == {(10, "disk")}
    assert peer["memory_gib_s"] > 0 and peer["peer_restore_s"] > 0 and peer["disk_restore_s"] > 0


@pytest.mark.slow
def test_tiers_bench_injects_failures_and_restores_bit_exact_at_a_tiny_size(tmp_path: Path) -> None:
    out = tmp_path / "tiers.json"
    result = subprocess.run(
        [sys.executable, "bench/checkpoint_tiers.py", "--mb", "1", "--step-s", "0.05", "--failures", "1",
         "--saves", "1", "--min-steps", "3", "--max-steps", "3", "--disk-factor", "1",
         "--dir", str(tmp_path), "--json", str(out)],
        cwd=REPO, capture_output=True, text=True, timeout=300, env={**os.environ, "PYTHONPATH": str(REPO)},
    )  # fmt: skip
    assert result.returncode == 0, result.stderr[-3000:]
    figures = json.loads(out.read_text())
    assert figures["offsets"] == [3]
    for name in ("disk", "memory"):
        regime = figures["regimes"][name]
        (failure,) = regime["failures"]
        assert failure["failed_at"] == 3 and regime["all_bit_exact"] is True
        assert failure["steps_lost"] == 3 - (failure["restored"] if failure["restored"] is not None else -1)
    assert figures["persist_gib_s"]["agent"] > 0 and figures["memory_gib_s"] > 0
    assert "lost/failure" in result.stdout
