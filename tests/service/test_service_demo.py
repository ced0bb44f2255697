"""`crashcart demo`: the whole loop on this machine, as a user runs it."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest


@pytest.mark.slow
def test_demo_diagnoses_recovers_and_finishes(tmp_path: Path) -> None:
    res = subprocess.run(
        [sys.executable, "-m", "app", "demo", "--steps", "24", "--workdir", str(tmp_path / "demo")],
        capture_output=True,
        text=True,
        timeout=300,
        env={"COLUMNS": "200", "PATH": "/usr/bin:/bin"},
    )
    out = res.stdout
    assert res.returncode == 0, out + res.stderr
    assert "incident #1: ecc_error" in out and "cordon_and_restart" in out
    assert "root cause: [rank1]: RuntimeError: CUDA error: uncorrectable ECC error encountered" in out
    assert "action cordon demo-node: succeeded" in out
    assert "action restart: verified" in out
    assert "job finished at step 23 after 1 restart(s)" in out
    assert "resumed from checkpoint step 10" in (tmp_path / "demo" / "job.log").read_text()
