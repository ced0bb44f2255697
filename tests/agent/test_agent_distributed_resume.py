"""Under torch.distributed (gloo, 2 real processes) every rank resumes from the same step, even
when only one rank's newest shard is corrupt."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import torch

from app.agent import CheckpointAgent, shard_store
from app.agent.environment import RankInfo
from tests.helpers import free_port

REPO = Path(__file__).resolve().parents[2]

RESUME_JOB = textwrap.dedent(
    """
    import sys
    import torch.distributed as dist
    from app.agent import CheckpointAgent

    dist.init_process_group("gloo")
    agent = CheckpointAgent(sys.argv[1], hang_timeout_s=None, handle_signals=False)
    loaded = agent.load_latest()
    step, state = loaded if loaded else (None, None)
    print("LOADED", dist.get_rank(), step, float(state["w"][0]) if state else None)
    agent.close()
    dist.destroy_process_group()
    """
)


def test_ranks_vote_and_all_fall_back_when_one_shard_is_corrupt(tmp_path: Path) -> None:
    for rank in (0, 1):
        agent = CheckpointAgent(
            tmp_path, hang_timeout_s=None, handle_signals=False, rank_info=RankInfo(rank, 2, "n")
        )
        for step in (1, 2):
            agent.save(step, {"w": torch.full((4,), float(step))}).wait()
        agent.close()
    shard = shard_store.step_dir(tmp_path, 2) / shard_store.shard_name(1)
    data = bytearray(shard.read_bytes())
    data[-200] ^= 0x01
    shard.write_bytes(bytes(data))

    port = str(free_port())
    procs = []
    for rank in (0, 1):
        env = {
            **os.environ,
            "PYTHONPATH": str(REPO),
            "MASTER_ADDR": "127.0.0.1",
            "MASTER_PORT": port,
            "RANK": str(rank),
            "WORLD_SIZE": "2",
        }
        procs.append(
            subprocess.Popen(
                [sys.executable, "-c", RESUME_JOB, str(tmp_path)],
                env=env,
                cwd=REPO,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                text=True,
            )
        )
    outputs = []
    try:
        for proc in procs:
            out, err = proc.communicate(timeout=120)
            assert proc.returncode == 0, err
            outputs.append((out, err))
    finally:
        for proc in procs:
            if proc.poll() is None:
                proc.kill()
                proc.communicate()
    assert "LOADED 0 1 1.0" in outputs[0][0]
    assert "LOADED 1 1 1.0" in outputs[1][0]
    assert "skipping checkpoint step 2" in outputs[1][1]  # rank 1 saw the bad checksum
    assert "another rank's shard failed to verify" in outputs[0][1]  # rank 0 was outvoted
