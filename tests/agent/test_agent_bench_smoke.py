"""bench/checkpoint.py still runs and writes its JSON (at a tiny size; the 1 GB run is manual)."""

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
         "--dir", str(tmp_path), "--out", str(out)],
        cwd=REPO, capture_output=True, text=True, timeout=300, env={**os.environ, "PYTHONPATH": str(REPO)},
    )  # fmt: skip
    assert result.returncode == 0, result.stderr[-3000:]
    figures = json.loads(out.read_text())
    methods = [row["method"] for row in figures["stalls"]]
    assert methods == [
        "torch.save (no fsync)",
        "torch.save + fsync",
        "DCP save (no fsync)",
        "DCP async_save (no fsync)",
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
