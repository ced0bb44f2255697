"""Fleet projection: ETTR of one job spanning N nodes for D days at Acme's failure rates, with the
outages the chaos run measured, for crashcart and the baselines, with memory or disk-only
checkpoints.

    .venv/bin/python bench/simulate.py --from .bench-out/chaos.json --nodes 1024 --days 30 \\
        --json .bench-out/simulate.json --png .bench-out/ettr.png

- Failure rates per node-day, per fault kind: Acme's failure table (Hu et al., NSDI'24;
  ``--failures PATH``): each cause's failed jobs over the node-days those jobs ran before failing
  (bench/faults.py: an overstatement, since jobs that never failed are not in the table).
- Outage per kind (fault -> training again): crashcart's are the chaos run's measured
  ``recovered_s`` (faults that need the job's owner add the modelled owner delay, as the chaos
  run does); the baselines' follow bench/chaos.py's ``baseline_outage`` with the run's measured
  restart time. A kind the run did not meet uses the run's median over all faults.
- Lost work: half a checkpoint interval per failure on average: memory checkpoints every
  ``--memory-every`` steps (peer replicas, issue #12) or disk-only every ``--disk-every`` steps,
  ``--step-s`` seconds a step. With ``--checkpoint-bench FILE`` (the ``--json`` summary of
  bench/checkpoint.py) neither interval is shorter than the one the agent sustains for a state
  of ``--state-gib`` per rank: the state over the measured bandwidth of a memory checkpoint
  (``memory_gib_s``: host copy plus the buddy exchange) and of a disk one (``persist_gib_s``),
  in steps, rounded up.
- With ``--checkpoint-json FILE`` (the ``--json`` of bench/checkpoint_tiers.py) the lost work is
  measured, not assumed: each regime's steps lost per failure are resampled from the failures that
  bench injected (a node lost, its buddy alive) with memory checkpoints (``crashcart``) or
  disk-only ones (the other regimes), at the intervals it found the agent sustains, and a step
  lasts the bench's ``step_s`` unless ``--step-s`` is given. The output's
  ``checkpointing.steps_lost_source`` says which of the two the projection used.
Writes ``{"ettr": crashcart's (memory checkpoints), "regimes": {...}, "sweep": [...]}``; the PNG
plots ETTR against cluster size for every regime, with ByteRobust's 97% marked.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from rich.console import Console  # noqa: E402
from rich.table import Table  # noqa: E402

from bench import faults as fm  # noqa: E402
from bench import projection as pj  # noqa: E402
from bench.chaos import OPERATOR_DELAY_S, baseline_outage  # noqa: E402

console = Console()
SWEEP = (8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096)
BYTEROBUST_ETTR = 0.97  # ByteRobust (ByteDance), 9,600 GPUs
# Llama 3 pre-training: 419 unexpected interruptions in 54 days on 16,384 H100s (2,048 nodes of 8)
LLAMA3_PER_NODE_DAY = 419 / (54 * 2048)
RATE_SOURCE = "Llama 3 (Grattafiori et al., 2024): 419 unexpected interruptions, 54 days, 2,048 nodes"


class InputError(ValueError):
    pass


def acme_upper_bound_per_node_day(causes: list[fm.Cause], gpus_per_node: int = 8) -> dict[str, float]:
    """Failures per node-day of each kind if Acme's failed jobs were all the exposure there was:
    each cause's failed jobs over the node-days all failed jobs ran (bench/faults.py). Acme's table
    has no denominator (the jobs that never failed), so this is an upper bound, many times the
    real rate."""
    per_failure = fm.node_days_per_failure(causes, gpus_per_node)
    total_jobs = sum(c.jobs for c in causes if c.jobs > 0 and c.avg_gpus > 0)
    out: dict[str, float] = {}
    for c in causes:
        if c.jobs <= 0 or c.avg_gpus <= 0:
            continue
        out[c.kind] = out.get(c.kind, 0.0) + c.jobs / total_jobs / per_failure
    return out


def rates_per_node_day(causes: list[fm.Cause], total_per_node_day: float) -> dict[str, float]:
    """A total failure rate split by Acme's mix of the failures that stop a job mid-run
    (infrastructure and framework layers, weighed by their share of lost GPU time; the script
    layer fails at launch, minutes in, not weeks into a pretraining run)."""
    mid_run = [c for c in causes if c.layer in ("infrastructure", "framework")]
    mix = fm.kind_mix(mid_run, weight="gpu_time", preempt_share=0.0)
    return {k: total_per_node_day * w for k, w in mix.items()}


def outages_from_chaos(
    chaos: dict[str, Any], kinds: list[str], operator_s: float
) -> dict[str, dict[str, list[float]]]:
    faults = chaos.get("faults") or []
    if not faults:
        raise InputError("the chaos JSON has no faults")
    measured: dict[str, list[float]] = {}
    fallback_deadline = float(chaos.get("model", {}).get("fault_deadline_s", 240.0))
    for f in faults:
        out = float(f["recovered_s"]) if f.get("recovered_s") is not None else fallback_deadline
        if f.get("operator_stand_in_s") is not None:
            out += max(
                0.0, operator_s - (float(f["operator_stand_in_s"]) - float(f.get("detected_s") or 0.0))
            )
        measured.setdefault(f["kind"], []).append(out)
    everything = [x for xs in measured.values() for x in xs]
    median_all = statistics.median(everything)
    restart_s = float(chaos.get("median_restart_s") or 30.0)
    slurmd_timeout = float(chaos.get("model", {}).get("slurmd_timeout_s", 30.0))
    regimes: dict[str, dict[str, list[float]]] = {"crashcart": {}, "no_crashcart": {}, "blind_requeue": {}}
    for k in kinds:
        got = measured.get(k)
        if not got:
            # not met in the run: an owner kind waits for a person, others take the run's median
            got = [operator_s + restart_s] if k in fm.OWNER_KINDS else [median_all]
        regimes["crashcart"][k] = got
        for name in ("no_crashcart", "blind_requeue"):
            if k in ("preempt", "node_death") and measured.get(k):
                regimes[name][k] = got  # the scheduler's own requeue, whoever watches
            else:
                regimes[name][k] = [baseline_outage(name, k, restart_s, operator_s, slurmd_timeout)]
    return regimes


def sustained_intervals(args: argparse.Namespace, step_s: float) -> dict[str, Any]:
    """The intervals the agent sustains, from bench/checkpoint.py's summary; {} without one."""
    if not args.checkpoint_bench:
        return {}
    try:
        bench = json.loads(Path(args.checkpoint_bench).read_text())
        bench = bench.get("summary", bench)  # the full --out file or the --json summary
        disk_gib_s = float(bench["persist_gib_s"]["agent"])
        memory_gib_s = float(bench["memory_gib_s"])
        out = {
            "state_gib": args.state_gib,
            "disk_gib_s": round(disk_gib_s, 3),
            "memory_gib_s": round(memory_gib_s, 3),
            "disk_every": pj.sustained_every(args.state_gib, disk_gib_s, step_s),
            "memory_every": pj.sustained_every(args.state_gib, memory_gib_s, step_s),
            "source": str(args.checkpoint_bench),
        }
    except (OSError, ValueError, KeyError, TypeError, AttributeError) as exc:
        raise InputError(f"cannot read the checkpoint bench JSON {args.checkpoint_bench}: {exc}") from exc
    return out


def measured_tiers(args: argparse.Namespace) -> dict[str, Any]:
    """Intervals and steps lost per failure measured by bench/checkpoint_tiers.py; {} without."""
    if not args.checkpoint_json:
        return {}
    try:
        tiers = json.loads(Path(args.checkpoint_json).read_text())
        out: dict[str, Any] = {"source": str(args.checkpoint_json), "step_s": float(tiers["step_s"])}
        out["mb_per_rank"] = float(tiers["mb_per_rank"])
        for regime in ("memory", "disk"):
            reg = tiers["regimes"][regime]
            lost = tuple(float(f["steps_lost"]) for f in reg["failures"])
            if not lost or any(x < 0 for x in lost):
                raise ValueError(f"no failures measured for {regime}")
            out[regime] = {
                "every": int(reg["interval"]),
                "disk_every": int(reg["disk_every"]),
                "steps_lost": list(lost),
                "steps_lost_mean": round(sum(lost) / len(lost), 3),
                "restore_s_mean": round(float(reg["restore_s_mean"]), 3),
                "all_bit_exact": bool(reg["all_bit_exact"]),
            }
    except (OSError, ValueError, KeyError, TypeError, AttributeError) as exc:
        raise InputError(f"cannot read the checkpoint tiers JSON {args.checkpoint_json}: {exc}") from exc
    return out


def checkpointing(args: argparse.Namespace) -> tuple[pj.Checkpointing, pj.Checkpointing, dict[str, Any]]:
    """Memory and disk-only checkpointing for the projection, and how they were chosen."""
    tiers = measured_tiers(args)
    if tiers:
        step_s = args.step_s if args.step_s is not None else tiers["step_s"]
        mem, disk_only = tiers["memory"], tiers["disk"]
        memory = pj.Checkpointing(step_s, mem["every"], mem["disk_every"], tuple(mem["steps_lost"]))
        disk = pj.Checkpointing(step_s, None, disk_only["every"], tuple(disk_only["steps_lost"]))
        info = {
            "step_s": step_s,
            "memory_every": mem["every"],
            "disk_every": disk_only["every"],
            "steps_lost_source": f"measured by bench/checkpoint_tiers.py ({tiers['source']})",
            "measured": tiers,
        }
        return memory, disk, info
    step_s = args.step_s if args.step_s is not None else 1.0
    sustained = sustained_intervals(args, step_s)
    memory_every = max(args.memory_every, sustained.get("memory_every", 1))
    disk_every = max(args.disk_every, sustained.get("disk_every", 1))
    info = {
        "step_s": step_s,
        "memory_every": memory_every,
        "disk_every": disk_every,
        "steps_lost_source": "assumed: half the checkpoint interval per failure",
        "requested": {"memory_every": args.memory_every, "disk_every": args.disk_every},
        "sustained": sustained,
    }
    memory = pj.Checkpointing(step_s, memory_every, disk_every)
    return memory, pj.Checkpointing(step_s, None, disk_every), info


def project(args: argparse.Namespace) -> dict[str, Any]:
    try:
        chaos = json.loads(Path(args.from_).read_text())
    except (OSError, ValueError) as exc:
        raise InputError(f"cannot read the chaos JSON {args.from_}: {exc}") from exc
    causes = fm.load_causes(Path(args.failures))
    rates = rates_per_node_day(causes, args.rate_per_node_day)
    upper = acme_upper_bound_per_node_day(causes)
    outages = outages_from_chaos(chaos, list(rates), args.operator_delay_s)
    memory, disk, ck_info = checkpointing(args)
    regimes = {
        "crashcart": pj.Regime("crashcart", outages["crashcart"], memory),
        "crashcart_disk_only": pj.Regime("crashcart_disk_only", outages["crashcart"], disk),
        "no_crashcart": pj.Regime("no_crashcart", outages["no_crashcart"], disk),
        "blind_requeue": pj.Regime("blind_requeue", outages["blind_requeue"], disk),
    }
    out_regimes: dict[str, Any] = {}
    for name, reg in regimes.items():
        tr = pj.trace_ettr(reg, rates, args.nodes, args.days, args.seed)
        out_regimes[name] = {
            "ettr": round(tr.ettr, 4),
            "ettr_expected": round(pj.expected_ettr(reg, rates, args.nodes), 4),
            "failures": tr.failures,
            "steps_lost_per_failure": round(tr.steps_lost / tr.failures, 1) if tr.failures else 0.0,
            "lost_hours": round(tr.lost_s / 3600.0, 1),
        }
    sweep = [
        {"nodes": n, **{name: round(pj.expected_ettr(reg, rates, n), 4) for name, reg in regimes.items()}}
        for n in sorted({*SWEEP, args.nodes})
    ]
    return {
        "ettr": out_regimes["crashcart"]["ettr"],
        "nodes": args.nodes,
        "days": args.days,
        "seed": args.seed,
        "failures_per_node_day": round(sum(rates.values()), 6),
        "rates_per_node_day": {k: round(v, 6) for k, v in rates.items()},
        "acme_upper_bound_per_node_day": round(sum(upper.values()), 6),
        "checkpointing": {
            **ck_info,
            "mean_steps_lost": {
                "memory": round(memory.mean_steps_lost("any"), 3),
                "disk_only": round(disk.mean_steps_lost("any"), 3),
            },
        },
        "operator_delay_s": args.operator_delay_s,
        "regimes": out_regimes,
        "baselines": {k: {"ettr": v["ettr"]} for k, v in out_regimes.items() if k != "crashcart"},
        "sweep": sweep,
        "sources": {
            "mix": "Acme, Hu et al., NSDI'24 (infrastructure + framework causes, by lost GPU time)",
            "rate": RATE_SOURCE,
            "outages": f"chaos run {chaos.get('run', {}).get('command', '')}".strip(),
            "target": "ByteRobust 97% ETTR",
        },
    }


def plot(res: dict[str, Any], path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    labels = {
        "crashcart": "crashcart, memory checkpoints",
        "crashcart_disk_only": "crashcart, disk-only checkpoints",
        "no_crashcart": "no crashcart (operator resubmits)",
        "blind_requeue": "blind requeue",
    }
    xs = [row["nodes"] for row in res["sweep"]]
    fig, ax = plt.subplots(figsize=(7, 4.2))
    for key, label in labels.items():
        ax.plot(xs, [row[key] for row in res["sweep"]], marker="o", ms=3, label=label)
    ax.axhline(BYTEROBUST_ETTR, color="grey", ls="--", lw=1)
    ax.text(xs[0], BYTEROBUST_ETTR - 0.025, "ByteRobust 97%", color="grey", fontsize=8)
    ax.set_xscale("log", base=2)
    ax.set_xticks(xs, [str(x) for x in xs], fontsize=7)
    ax.set_xlabel("nodes in the job (8 GPUs each)")
    ax.set_ylabel("ETTR")
    low = min(min(row[k] for k in labels) for row in res["sweep"])
    ax.set_ylim(max(0.0, low - 0.05), 1.005)
    ax.set_title(
        f"Projected ETTR: Acme's fault mix, {res['failures_per_node_day']:.4f} failures/node-day", fontsize=10
    )
    ax.legend(fontsize=8, loc="lower left")
    ax.grid(alpha=0.3)
    fig.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, dpi=120)
    plt.close(fig)


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--from", dest="from_", required=True, help="the JSON of bench/chaos.py")
    p.add_argument("--nodes", type=int, default=1024)
    p.add_argument("--days", type=float, default=30.0)
    p.add_argument("--json", help="write the results here")
    p.add_argument("--png", help="plot ETTR vs cluster size here")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--failures", default=str(REPO.parent / "shared" / "data" / "acme" / "failures.csv"))
    p.add_argument(
        "--rate-per-node-day",
        type=float,
        default=LLAMA3_PER_NODE_DAY,
        help="job-stopping failures per node-day",
    )
    p.add_argument("--operator-delay-s", type=float, default=OPERATOR_DELAY_S)
    p.add_argument(
        "--step-s",
        type=float,
        default=None,
        help="seconds per training step at scale (default 1, or the tiers bench's with --checkpoint-json)",
    )
    p.add_argument("--memory-every", type=int, default=10, help="steps between memory checkpoints")
    p.add_argument("--disk-every", type=int, default=1800, help="steps between disk checkpoints")
    p.add_argument(
        "--checkpoint-bench",
        help="bench/checkpoint.py --json output: no interval shorter than the agent sustains",
    )
    p.add_argument(
        "--checkpoint-json",
        help="bench/checkpoint_tiers.py --json output: intervals and steps lost per failure as measured",
    )
    p.add_argument("--state-gib", type=float, default=6.0, help="checkpointed state per rank, GiB")
    args = p.parse_args(argv)
    if args.checkpoint_json and args.checkpoint_bench:
        p.error("--checkpoint-json already holds the sustained intervals: give it or --checkpoint-bench")
    if (
        args.rate_per_node_day <= 0
        or args.nodes < 1
        or args.days <= 0
        or (args.step_s is not None and args.step_s <= 0)
        or args.memory_every < 1
        or args.disk_every < 1
        or args.state_gib <= 0
    ):
        p.error(
            "--rate-per-node-day, --nodes, --days, --step-s, --memory-every, --disk-every and --state-gib"
            " must be positive"
        )
    return args


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    try:
        res = project(args)
    except (InputError, fm.MixError) as exc:
        console.print(f"[red]error:[/] {exc}")
        return 2
    t = Table(
        title=f"{args.nodes} nodes x {args.days:g} days, {res['failures_per_node_day']:.4f} failures/node-day"
    )
    for col in ("regime", "ETTR (trace)", "ETTR (expected)", "failures", "steps lost/failure", "hours lost"):
        t.add_column(col)
    for name, r in res["regimes"].items():
        t.add_row(
            name,
            f"{r['ettr']:.4f}",
            f"{r['ettr_expected']:.4f}",
            str(r["failures"]),
            str(r["steps_lost_per_failure"]),
            str(r["lost_hours"]),
        )
    console.print(t)
    ck = res["checkpointing"]
    console.print(
        f"steps lost per failure: {ck['steps_lost_source']}; memory {ck['mean_steps_lost']['memory']:g}"
        f" (every {ck['memory_every']} steps), disk-only {ck['mean_steps_lost']['disk_only']:g}"
        f" (every {ck['disk_every']} steps), {ck['step_s']:g} s a step"
    )
    if args.json:
        Path(args.json).parent.mkdir(parents=True, exist_ok=True)
        Path(args.json).write_text(json.dumps(res, indent=2))
        console.print(f"wrote {args.json}")
    if args.png:
        plot(res, Path(args.png))
        console.print(f"wrote {args.png}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
