"""The checkpoint agent with its state on a CUDA GPU, and the NCCL backend (skipped without CUDA).

CI has no GPU: these run where one is lent (`pytest --noconftest tests/agent/test_agent_cuda.py`
runs them alone; they need torch and httpx, nothing of the service). One GPU is enough: NCCL is
exercised with a one-rank process group, which still runs real NCCL collectives.
"""

from __future__ import annotations

import datetime
import os
import subprocess
import sys
from pathlib import Path

import pytest
import torch
import torch.distributed as dist
from torch import nn

from app.agent import CheckpointAgent, shard_format
from app.agent.environment import RankInfo
from app.demo import free_port

REPO = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU")


def _trained(steps: int = 2) -> tuple[nn.Module, torch.optim.Optimizer]:
    torch.manual_seed(0)
    model = nn.Sequential(nn.Linear(512, 512), nn.GELU(), nn.Linear(512, 512)).cuda()
    optim = torch.optim.AdamW(model.parameters(), lr=1e-2)
    for _ in range(steps):
        _step(model, optim)
    return model, optim


def _step(model: nn.Module, optim: torch.optim.Optimizer) -> None:
    loss = model(torch.randn(64, 512, device="cuda")).square().mean()
    optim.zero_grad(set_to_none=True)
    loss.backward()
    optim.step()


def _host_copy(state: object) -> object:
    skeleton, tensors = shard_format.flatten(state, copy_leaves=True)
    return shard_format.unflatten(skeleton, [t.to("cpu", copy=True) for t in tensors])


def _assert_same(expected: object, got: object) -> None:
    """The same structure and leaves, every tensor equal bit for bit (wherever each lives)."""
    skeleton_a, tensors_a = shard_format.flatten(expected)
    skeleton_b, tensors_b = shard_format.flatten(got)
    assert skeleton_a == skeleton_b
    assert len(tensors_a) == len(tensors_b)
    for a, b in zip(tensors_a, tensors_b, strict=True):
        assert torch.equal(a.cpu(), b.cpu()), "tensor differs"


@pytest.mark.parametrize("mode", ["copy", "overlap", "auto"])
def test_cuda_state_is_saved_as_it_was_at_save_and_restored_onto_the_gpu(mode: str, tmp_path: Path) -> None:
    model, optim = _trained()
    agent = CheckpointAgent(
        tmp_path,
        snapshot=mode,  # type: ignore[arg-type]
        hang_timeout_s=None,
        optimizer=optim,
        handle_signals=False,
    )
    state = {"model": model.state_dict(), "optim": optim.state_dict()}
    expected = _host_copy(state)
    handle = agent.save(7, state, optimizer=optim)
    arena = agent._snapshotter.arena
    assert arena is not None and arena.is_pinned()  # page-locked: the device copies are asynchronous
    _step(model, optim)  # the next step changes the weights in place while the save runs
    handle.wait()
    agent.close()
    assert not torch.equal(model[0].weight.cpu(), expected["model"]["0.weight"])  # type: ignore[index]

    reader = CheckpointAgent(tmp_path, hang_timeout_s=None, handle_signals=False)
    resumed = reader.load_latest(map_location="cuda")
    reader.close()
    assert resumed is not None
    step, saved = resumed
    assert step == 7
    assert saved["model"]["0.weight"].is_cuda
    _assert_same(expected, saved)
    fresh, fresh_optim = _trained(0)
    fresh.load_state_dict(saved["model"])
    fresh_optim.load_state_dict(saved["optim"])
    _step(fresh, fresh_optim)  # training goes on from the restored state


def test_nccl_vote_and_gather_run_on_the_gpu(tmp_path: Path) -> None:
    """The agent's cross-rank agreement (all_reduce of a flag, all_gather_object of steps) on NCCL."""
    os.environ.update(MASTER_ADDR="127.0.0.1", MASTER_PORT=str(free_port()))
    torch.cuda.set_device(0)
    dist.init_process_group("nccl", rank=0, world_size=1, timeout=datetime.timedelta(seconds=60))
    try:
        assert dist.get_backend() == "nccl"
        assert CheckpointAgent._all_agree(True) is True
        assert CheckpointAgent._all_agree(False) is False
        assert CheckpointAgent._steps_seen_by_all([30, 20, 10]) == [30, 20, 10]
        info = RankInfo(rank=0, world_size=1, node="gpu0")
        agent = CheckpointAgent(tmp_path, hang_timeout_s=None, handle_signals=False, rank_info=info)
        model, _ = _trained(1)
        agent.save(3, {"model": model.state_dict()}).wait()
        resumed = agent.load_latest(map_location="cuda")
        agent.close()
        assert resumed is not None and resumed[0] == 3
    finally:
        dist.destroy_process_group()


def test_example_job_on_the_gpu_resumes_from_its_checkpoint_after_a_crash(tmp_path: Path) -> None:
    """examples/train_gpt.py on CUDA under torchrun: an injected crash, then the rerun resumes."""
    env = {**os.environ, "PYTHONPATH": str(REPO), "OMP_NUM_THREADS": "1"}
    cmd = [
        sys.executable, "-m", "torch.distributed.run", "--standalone", "--nproc-per-node", "1",
        str(REPO / "examples" / "train_gpt.py"), "--steps", "12", "--save-every", "4",
        "--ckpt-dir", str(tmp_path / "ckpt"), "--inject", "crash", "--inject-step", "6",
    ]  # fmt: skip
    first = subprocess.run(cmd, env=env, cwd=tmp_path, capture_output=True, text=True, timeout=300)
    assert first.returncode != 0, first.stdout + first.stderr
    assert "injected crash on rank 0 at step 6" in first.stdout + first.stderr
    second = subprocess.run(cmd, env=env, cwd=tmp_path, capture_output=True, text=True, timeout=300)
    assert second.returncode == 0, second.stdout + second.stderr
    assert "rank 0: resumed from checkpoint step 4" in second.stdout, second.stdout
    assert "step 11 loss" in second.stdout
