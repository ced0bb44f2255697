"""Culprit by causality on multi-rank jobs built from a corpus's single-process excerpts.

    .venv/bin/python bench/causal.py [--corpus tests/corpus/cases.jsonl] [--out .bench-out/causal.json]

Each excerpt that is one process's log (no rank prefixes of its own, not itself a timeout or a
lost connection) becomes the output of one rank X of a 64-, 128- and 256-rank job: NCCL init
lines on every rank, progress noise, the excerpt on rank X, then either NCCL watchdog timeouts on
every other rank or those plus c10d/TCPStore errors. Reported: how often the verdict names rank X
(the culprit), keeps the category the excerpt alone gets (not the timeouts'), and proposes a
destructive action the excerpt alone does not.

    .venv/bin/python bench/causal.py --jobs tests/corpus/real_multirank_dev.jsonl [--blind]

scores prebuilt multi-rank jobs instead (the `build_real.py` files: a real excerpt on one rank, the
others' echoes in realistic disorder); ``--blind`` first drops from the rule set every rule that fires
on the excerpt alone, so that the culprit's error is one no rule knows (the case the causal culprit
exists for). Reported: culprit accuracy, and how often the category is a symptom's (a timeout, a
lost peer) instead of the culprit's own.
"""

from __future__ import annotations

import argparse
import json
import random
import re
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from app.classify.engine import RuleEngine
from app.diagnose.offline import culprit_matches
from app.incidents.analyzer import JobAnalyzer
from app.incidents.schemas import Verdict
from app.logline import LogLine
from app.vocabulary import DESTRUCTIVE_ACTIONS

ECHO_CATEGORIES = {"nccl_timeout", "nccl_remote_error", "hang", "connection_error"}
TIMEOUT = (
    "[rank{r}]:[E1122 02:10:00.000000 {pid} ProcessGroupNCCL.cpp:607] [Rank {r}] Watchdog caught collective "
    "operation timeout: WorkNCCL(SeqNum=201, OpType=ALLREDUCE, NumelIn=1, NumelOut=1, Timeout(ms)=600000) "
    "ran for 600016 milliseconds before timing out."
)
STORE = (
    "[rank{r}]:torch.distributed.DistStoreError: Timed out after 901 seconds waiting for clients. "
    "{n}/{w} clients joined."
)
_OWN_PREFIX = re.compile(r"^\[rank\d+\]:|^\d+: |^\[default\d+\]:")


def job(world: int, culprit: int, excerpt: list[str], store: bool, seed: int) -> list[str]:
    rng = random.Random(seed)
    lines = [
        f"[rank{r}]:gpu{r // 8:03d}:{4000 + r}:{4000 + r} [{r % 8}] NCCL INFO comm 0x55d0 rank {r} "
        f"nRanks {world} nNodes {world // 8} localRanks 8 localRank {r % 8} - Init COMPLETE"
        for r in range(world)
    ]
    for step in range(20):
        for r in rng.sample(range(world), k=8):
            lines.append(f"[rank{r}]:step {step} loss {rng.uniform(1, 3):.4f} lr 3e-4")
    lines += [f"[rank{culprit}]:{t}" for t in excerpt]
    others = [r for r in range(world) if r != culprit]
    lines += [TIMEOUT.format(r=r, pid=4000 + r) for r in others]
    if store:
        lines += [STORE.format(r=r, n=world - 1, w=world) for r in others]
    return lines


def verdict(engine: RuleEngine, lines: list[str]) -> Verdict | None:
    analyzer = JobAnalyzer(engine)
    for i, text in enumerate(lines):
        analyzer.feed(LogLine(text, index=i))
    found = analyzer.verdicts()
    return found[0] if found else None


_EXCERPT_ID = re.compile(r"built around the real excerpt (\S+) printed by rank (\d+)")


def score_jobs(engine: RuleEngine, jobs_path: Path, blind: bool) -> dict[str, Any]:
    """Culprit and category of prebuilt multi-rank jobs, optionally with the excerpt's rules dropped."""
    real = {}
    for text in (jobs_path.parent / "real.jsonl").read_text(encoding="utf-8").splitlines():
        if text.strip():
            case = json.loads(text)
            real[case["id"]] = case
    rows: list[dict[str, Any]] = []
    for text in jobs_path.read_text(encoding="utf-8").splitlines():
        if not text.strip():
            continue
        case = json.loads(text)
        m = _EXCERPT_ID.search(case["notes"])
        if m is None:
            continue
        used = engine
        dropped: set[str] = set()
        if blind:
            alone = JobAnalyzer(engine)
            for i, line in enumerate(real[m.group(1)]["log"].splitlines()):
                alone.feed(LogLine(line, index=i))
            dropped = {s.rule_id for s in alone.signals} & set(engine.by_id)
            used = RuleEngine([r for r in engine.rules if r.id not in dropped])
        got = verdict(used, case["log"].splitlines())
        rank = int(m.group(2))
        rows.append(
            {
                "id": case["id"],
                "dropped": sorted(dropped),
                "culprit_ok": got is not None
                and culprit_matches(case["culprit"], {"culprit": got.culprit.model_dump()})
                and (not got.culprit.ranks or got.culprit.ranks == [rank]),
                "culprit": got.culprit.model_dump() if got is not None else None,
                "category": got.category.value if got is not None else None,
                "echo_category": got is not None and got.category.value in ECHO_CATEGORIES,
                "category_ok": got is not None and got.category.value == case["category"],
            }
        )
    total = len(rows)
    return {
        "summary": {
            "jobs": total,
            "blind": blind,
            "culprit_accuracy": round(sum(r["culprit_ok"] for r in rows) / total, 4) if total else None,
            "echo_category": sum(r["echo_category"] for r in rows),
            "category_accuracy": round(sum(r["category_ok"] for r in rows) / total, 4) if total else None,
            "culprit_misses": [r["id"] for r in rows if not r["culprit_ok"]],
        },
        "jobs": rows,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", default="tests/corpus/cases.jsonl")
    parser.add_argument("--jobs", type=Path, default=None, help="prebuilt multi-rank jobs (build_real.py)")
    parser.add_argument("--blind", action="store_true", help="drop the rules that know the excerpt")
    parser.add_argument("--rules", default="rules")
    parser.add_argument("--out", default=None)
    args = parser.parse_args()
    engine = RuleEngine.from_dir(args.rules)
    if args.jobs is not None:
        result = score_jobs(engine, args.jobs, args.blind)
        print(json.dumps(result["summary"], indent=2))
        if args.out:
            Path(args.out).parent.mkdir(parents=True, exist_ok=True)
            Path(args.out).write_text(json.dumps(result, indent=2), encoding="utf-8")
        return
    rows: list[dict[str, Any]] = []
    for number, text in enumerate(Path(args.corpus).read_text(encoding="utf-8").splitlines()):
        if not text.strip():
            continue
        case = json.loads(text)
        log = case["log"] if isinstance(case["log"], list) else str(case["log"]).splitlines()
        if case.get("category") in ECHO_CATEGORIES or any(_OWN_PREFIX.match(t) for t in log):
            continue
        alone = verdict(engine, log)
        if alone is None:
            continue
        for world in (64, 128, 256):
            culprit = (number * 37 + world) % world
            for store in (False, True):
                got = verdict(engine, job(world, culprit, log, store, seed=number))
                rows.append(
                    {
                        "id": case["id"],
                        "ranks": world,
                        "store_errors": store,
                        "culprit_ok": got is not None and got.culprit.ranks == [culprit],
                        "category_kept": got is not None and got.category == alone.category,
                        "new_destructive": got is not None
                        and got.action in DESTRUCTIVE_ACTIONS
                        and got.action != alone.action,
                    }
                )
    total = len(rows)
    summary = {
        "jobs": total,
        "excerpts": len({r["id"] for r in rows}),
        "culprit_accuracy": round(sum(r["culprit_ok"] for r in rows) / total, 4) if total else None,
        "category_kept": round(sum(r["category_kept"] for r in rows) / total, 4) if total else None,
        "new_destructive_actions": sum(r["new_destructive"] for r in rows),
        "culprit_misses": sorted({r["id"] for r in rows if not r["culprit_ok"]}),
    }
    print(json.dumps(summary, indent=2))
    if args.out:
        Path(args.out).parent.mkdir(parents=True, exist_ok=True)
        Path(args.out).write_text(json.dumps({"summary": summary, "jobs": rows}, indent=2), encoding="utf-8")


if __name__ == "__main__":
    main()
