"""`crashcart demo`: the whole loop on this machine, as a user runs it."""

from __future__ import annotations

import asyncio
import re
import subprocess
import sys
from datetime import UTC, datetime, timedelta
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
    # The ETTR the demo printed is the job's figure for good: it does not climb after the end.
    m = re.search(r"ETTR (\d\.\d{3})", out)
    assert m is not None, out
    printed = float(m.group(1))
    assert 0.0 < printed < 1.0
    assert asyncio.run(_ettr_later(tmp_path / "demo" / "data" / "crashcart.db")) == pytest.approx(
        printed, abs=0.0005
    )


async def _ettr_later(db_path: Path) -> float | None:
    from sqlalchemy import select

    from app.incidents.service import ettr
    from app.store.db import Database
    from app.store.jobs import JobRow

    db = Database(f"sqlite+aiosqlite:///{db_path}")
    try:
        async with db.session() as session:
            job = (await session.execute(select(JobRow))).scalar_one()
    finally:
        await db.dispose()
    assert job.state == "succeeded" and job.ended_at is not None
    return ettr(job, datetime.now(UTC) + timedelta(hours=1))
