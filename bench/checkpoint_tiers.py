"""Steps lost per failure: disk-only checkpoints against the in-memory tier, in one run.

    .venv/bin/python bench/checkpoint_tiers.py --mb 256 --step-s 0.25 --failures 4 \\
        --json .bench-out/checkpoint-tiers.json

Two "nodes" of one rank each (gloo on this machine) train a state of ``--mb`` MiB per rank: a
step writes every byte of it (the state after step s is all s, so a restore is checked
bit-exact) and lasts ``--step-s`` seconds. Then:

1. **Calibration.** The same processes time saves to durable of each tier, alternated save by
   save: a disk-only agent (``peer_replicas=False``) and a memory-tier agent (the copy kept in
   this node's host memory, tmpfs, and exchanged with the buddy on the other node). The interval
   each tier allows is its save time in steps, rounded up (a save must be done before the next
   one starts, ``if_busy="wait"``); ``--memory-every`` asks for a shorter memory interval.
2. **Failures.** For each regime, ``--failures`` times: the job trains from its last checkpoint,
   node B's process dies at a step drawn (seeded, the same draws for both regimes) from
   ``[--min-steps, --max-steps]`` steps after the restart, node A's process is killed as a
   launcher does, node B's host memory is dropped (the node is lost) and so is the page cache of
   the checkpoint directory (a replacement node reads a cold file system); new processes
   restore (``load_latest``, timed, checked bit-exact) and go on. Steps lost = the step the
   failure hit minus the step restored.
   - ``disk``: disk-only checkpoints every ``disk_every`` steps (the interval the disk allows);
   - ``memory``: the memory tier every ``memory_every`` steps plus disk every ``--disk-factor``
     (default 4) disk intervals.
   The calibration also takes the CPU time of every save (all threads of both ranks) per GiB.

JSON: ``{"calibration": {...}, "regimes": {"disk": {...}, "memory": {...}}, "load": [...]}``,
each regime with its failures, ``steps_lost_mean``, ``restore_s_mean`` and ``all_bit_exact``; also
``persist_gib_s.agent`` and ``memory_gib_s`` from the calibration, so that ``bench/simulate.py
--checkpoint-bench`` takes this file as it takes bench/checkpoint.py's summary.
With ``--profile`` each worker also times the parts of the memory save (host copy, local tmpfs
copy, buddy exchange, receiving copy) and writes them under ``calibration.memory_parts``.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import textwrap
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from app.demo import free_port

WORKER = textwrap.dedent(
    """
    import json, os, sys, time
    import torch
    import torch.distributed as dist
    from app.agent import CheckpointAgent, peer as peer_mod, shard_store

    cfg = json.loads(sys.argv[1])
    dist.init_process_group("gloo")
    rank = dist.get_rank()
    node = "A" if rank == 0 else "B"
    per = int(cfg["mb"] * 2**20 / 4 / 4)
    state = {"model": {f"w{i}": torch.zeros(per) for i in range(4)}, "step": 0}

    def train(step):
        for t in state["model"].values():
            t.fill_(float(step))
        state["step"] = step

    def exact(got, step):
        return got["step"] == step and all(bool((t == float(step)).all()) for t in got["model"].values())

    def say(kind, **body):
        print(kind + " " + json.dumps({"rank": rank, **body}), flush=True)

    def agent_for(regime, ckpt):
        memory = regime == "memory"
        return CheckpointAgent(ckpt, hang_timeout_s=None, handle_signals=False, snapshot="copy", keep=2,
                               peer_replicas=memory, ranks_per_node=1, memory_every=cfg["memory_every"],
                               disk_every=cfg["disk_every"], memory_dir=os.path.join(cfg["mem"], node),
                               state_template=state,
                               **({"peer_transport": cfg["transport"]} if memory else {}))

    if cfg["mode"] == "calibrate":
        parts = {}
        if cfg["profile"]:  # time the parts of a memory save by wrapping the replicator's steps
            def timed(cls, name):
                inner = getattr(cls, name)
                def wrapper(*a, **k):
                    started = time.perf_counter()
                    try:
                        return inner(*a, **k)
                    finally:
                        parts.setdefault(name, []).append(time.perf_counter() - started)
                setattr(cls, name, wrapper)
            for name in ("keep_local", "exchange", "_swap"):
                timed(peer_mod.PeerReplicator, name)
            timed(shard_store, "write_received")
        agents = {"disk": agent_for("disk", cfg["ckpt"] + "-disk"),
                  "memory": agent_for("memory", cfg["ckpt"])}
        took, cpu = {"disk": [], "memory": []}, {"disk": [], "memory": []}
        for i in range(cfg["saves"] + 1):  # the first of each is a warm-up
            for regime in ("disk", "memory"):
                train(i + 1)
                dist.barrier()
                started, cpu_started = time.perf_counter(), time.process_time()
                agents[regime].save(i + 1, state, tier="memory" if regime == "memory" else "disk").wait()
                if i:  # wall time, and CPU time of every thread of this process
                    took[regime].append(time.perf_counter() - started)
                    cpu[regime].append(time.process_time() - cpu_started)
        say("CALIBRATED", took=took, cpu=cpu, parts=parts)
        for agent in agents.values():
            agent.close()
        dist.destroy_process_group()
        sys.exit(0)

    agent = agent_for(cfg["regime"], cfg["ckpt"])
    started = time.perf_counter()
    resumed = agent.load_latest()
    restore_s = time.perf_counter() - started
    start = 0
    if resumed is not None:
        step, got = resumed
        source = getattr(agent, "last_restore_source", None) or "disk"
        say("RESTORED", step=step, s=restore_s, source=source, exact=exact(got, step))
        start = step + 1
        del got
    else:
        say("RESTORED", step=None, s=restore_s, source=None, exact=True)
    fail_at = start + cfg["fail_after"] if cfg["fail_after"] >= 0 else -1
    step = start
    while fail_at >= 0:
        began = time.perf_counter()
        train(step)
        if rank == 1 and step == fail_at:
            say("FAILED", step=step)
            os._exit(17)                  # node B dies during step fail_at: its work is lost
        if cfg["regime"] == "memory":
            tier = agent.due(step)
        else:
            tier = "disk" if step % cfg["disk_every"] == 0 else None
        if tier is not None and step > start:
            agent.save(step, state, tier=tier)
        time.sleep(max(0.0, cfg["step_s"] - (time.perf_counter() - began)))
        step += 1
    agent.close()
    dist.destroy_process_group()
    """
)


def spawn(cfg: dict[str, Any]) -> list[subprocess.Popen[str]]:
    port = str(free_port())
    root = str(Path(__file__).resolve().parent.parent)
    procs = []
    for rank in range(2):
        env = {**os.environ, "RANK": str(rank), "WORLD_SIZE": "2", "MASTER_ADDR": "127.0.0.1",
               "MASTER_PORT": port, "PYTHONPATH": root, "CRASHCART_NODE": "AB"[rank]}  # fmt: skip
        procs.append(
            subprocess.Popen(
                [sys.executable, "-c", WORKER, json.dumps(cfg)],
                env=env,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                text=True,
            )
        )
    return procs


def lines_of(proc: subprocess.Popen[str], kind: str, timeout: float = 900) -> list[dict[str, Any]]:
    stdout, stderr = proc.communicate(timeout=timeout)
    found = [json.loads(line[len(kind) + 1 :]) for line in stdout.splitlines() if line.startswith(kind + " ")]
    if not found:
        raise RuntimeError(f"worker gave no {kind} line ({proc.returncode}): {stderr[-3000:]}")
    return found


def drop_page_cache(path: Path) -> None:
    for file in path.rglob("*"):
        if file.is_file():
            fd = os.open(file, os.O_RDONLY)
            try:
                os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)
            finally:
                os.close(fd)


def calibrate(base: dict[str, Any], saves: int, profile: bool) -> dict[str, Any]:
    procs = spawn({**base, "mode": "calibrate", "saves": saves, "profile": profile})
    reports = [lines_of(p, "CALIBRATED")[0] for p in procs]
    out: dict[str, Any] = {}
    for regime in ("disk", "memory"):
        per_save = [max(r["took"][regime][i] for r in reports) for i in range(saves)]  # slowest rank
        cpu = [sum(r["cpu"][regime][i] for r in reports) for i in range(saves)]  # both ranks
        out[regime] = {"save_s": per_save, "median_s": statistics.median(per_save)}
        out[regime]["cpu_s_per_gib"] = statistics.median(cpu) / (2 * base["mb"] / 1024)
        out[regime]["gib_s"] = base["mb"] / 1024 / out[regime]["median_s"]
    if profile:
        out["memory_parts"] = {
            r["rank"]: {k: round(statistics.median(v[1:] or v), 4) for k, v in r["parts"].items()}
            for r in reports  # each part's first call was the warm-up save's
        }
    return out


def run_regime(base: dict[str, Any], regime: str, offsets: list[int]) -> dict[str, Any]:
    """One training job that fails ``len(offsets)`` times, restarting after each failure."""
    failures: list[dict[str, Any]] = []
    ckpt, mem = Path(base["ckpt"]), Path(base["mem"])
    for i, offset in enumerate([*offsets, -1]):
        procs = spawn({**base, "mode": "run", "regime": regime, "fail_after": offset})
        if offset >= 0:
            procs[1].wait(timeout=900)  # node B fails ...
            procs[0].send_signal(signal.SIGKILL)  # ... and the launcher stops node A's worker
            procs[0].wait()
        restored = lines_of(procs[0], "RESTORED")[0], lines_of(procs[1], "RESTORED")[0]
        if i > 0:
            hit = failures[-1]["failed_at"]
            step = restored[0]["step"]
            failures[-1].update(
                restored=step,
                steps_lost=hit - (step if step is not None else -1),
                restore_s=max(r["s"] for r in restored),
                source=restored[0]["source"],
                exact=all(r["exact"] and r["step"] == step for r in restored),
            )
        if offset >= 0:
            failures.append(
                {"failed_at": (restored[0]["step"] if restored[0]["step"] is not None else -1) + 1 + offset}
            )
            shutil.rmtree(mem / "B", ignore_errors=True)  # node B is lost with its host memory
            drop_page_cache(ckpt)
    lost = [f["steps_lost"] for f in failures]
    return {
        "failures": failures,
        "steps_lost_mean": statistics.mean(lost),
        "restore_s_mean": statistics.mean(f["restore_s"] for f in failures),
        "all_bit_exact": all(f["exact"] for f in failures),
        "sources": sorted({f["source"] or "none" for f in failures}),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--mb", type=float, default=256.0, help="state per rank, MiB")
    parser.add_argument("--step-s", type=float, default=0.25, help="seconds per training step")
    parser.add_argument("--failures", type=int, default=4, help="failures injected per regime")
    parser.add_argument("--saves", type=int, default=3, help="timed saves per tier in the calibration")
    parser.add_argument(
        "--min-steps", type=int, default=0, help="fewest steps from a restart to a failure (2 disk intervals)"
    )
    parser.add_argument("--max-steps", type=int, default=0, help="most steps (default: 6 disk intervals)")
    parser.add_argument(
        "--memory-every", type=int, default=0, help="memory interval (default: what it allows)"
    )
    parser.add_argument(
        "--transport", choices=("gloo", "collective"), default="gloo", help="peer replica transport"
    )
    parser.add_argument(
        "--disk-factor", type=int, default=4, help="memory regime: disk every K disk intervals"
    )
    parser.add_argument("--seed", type=int, default=12)
    parser.add_argument("--profile", action="store_true", help="time the parts of a memory save")
    parser.add_argument("--dir", type=Path, default=None, help="checkpoint directory (default: a temp dir)")
    parser.add_argument("--json", type=Path, default=None)
    args = parser.parse_args(argv)
    work = Path(tempfile.mkdtemp(prefix="crashcart-tiers-", dir=args.dir))
    shm = Path("/dev/shm")
    mem = Path(tempfile.mkdtemp(prefix="crashcart-tiers-", dir=shm if shm.is_dir() else work))
    load = [os.getloadavg()[0]]
    try:
        base = {"mb": args.mb, "step_s": args.step_s, "mem": str(mem), "ckpt": str(work / "ckpt"),
                "memory_every": 1, "disk_every": 1, "transport": args.transport}  # fmt: skip
        cal = calibrate(base, args.saves, args.profile)
        disk_every = max(1, math.ceil(cal["disk"]["median_s"] / args.step_s))
        allowed = max(1, math.ceil(cal["memory"]["median_s"] / args.step_s))
        memory_every = args.memory_every or allowed
        cal.update(disk_every=disk_every, memory_every_allowed=allowed, memory_every=memory_every)
        print(json.dumps(cal), flush=True)
        lo = args.min_steps or 2 * disk_every
        hi = max(lo, args.max_steps or 6 * disk_every)
        rng = random.Random(args.seed)
        offsets = [rng.randint(lo, hi) for _ in range(args.failures)]
        regimes: dict[str, Any] = {}
        for regime in ("disk", "memory"):
            shutil.rmtree(work / "ckpt", ignore_errors=True)
            shutil.rmtree(mem, ignore_errors=True)
            every = disk_every * (args.disk_factor if regime == "memory" else 1)
            cfg = {**base, "disk_every": every, "memory_every": memory_every}
            regimes[regime] = run_regime(cfg, regime, offsets)
            regimes[regime]["interval"] = memory_every if regime == "memory" else disk_every
            regimes[regime]["disk_every"] = every
            load.append(os.getloadavg()[0])
            print(
                regime, json.dumps({k: v for k, v in regimes[regime].items() if k != "failures"}), flush=True
            )
    finally:
        shutil.rmtree(work, ignore_errors=True)
        shutil.rmtree(mem, ignore_errors=True)
    result = {"mb_per_rank": args.mb, "step_s": args.step_s, "offsets": offsets, "calibration": cal,
              "regimes": regimes, "load": load,
              # what bench/simulate.py --checkpoint-bench reads (bandwidth to durable / to peer memory)
              "persist_gib_s": {"agent": cal["disk"]["gib_s"]}, "memory_gib_s": cal["memory"]["gib_s"],
              "steps_lost_per_failure": {k: v["steps_lost_mean"] for k, v in regimes.items()}}  # fmt: skip
    print(f"{'regime':8} {'every':>6} {'save s':>7} {'lost/failure':>13} {'restore s':>10}  bit-exact")
    for name, reg in regimes.items():
        print(
            f"{name:8} {reg['interval']:>6} {cal[name]['median_s']:>7.3f} {reg['steps_lost_mean']:>13.1f} "
            f"{reg['restore_s_mean']:>10.3f}  {reg['all_bit_exact']}"
        )
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(result, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
