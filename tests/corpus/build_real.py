"""Write tests/corpus/real.jsonl (real failure-log excerpts) and real_multirank.jsonl (jobs built from them).

    python tests/corpus/build_real.py [--out-dir DIR]

`real.jsonl`: every case of the `real_cases_*.py` modules (short excerpts of failure logs as printed
in public issue threads, forums and vendor documents, each with its `source` and `repo`), plus a
`fold` field: `dev` or `test`, decided by the source repository (or site) alone, so a repository is
never in both folds. Write and tune rules against `dev`; report `test`.

`real_multirank.jsonl`: 64-256-rank jobs, each built from one `test`-fold excerpt that a single
rank prints (the excerpt goes on that rank, its ring neighbours see a remote error, most other
ranks print NCCL watchdog timeouts, the launcher reports the failure). The culprit is that rank.
`real_multirank_dev.jsonl`: the same jobs built from `dev`-fold excerpts (other seeds): tune the
culprit logic on these, report the test-fold ones. Deterministic: the same input gives the same bytes.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib
import json
import re
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from corpus_job import Job  # noqa: E402
from corpus_logfmt import LAYER_OF  # noqa: E402
from real_job_kit import describe, realistic_crash, scenario  # noqa: E402
from real_kit import INJECTED_REPO  # noqa: E402

FIELDS = (
    "id",
    "source",
    "repo",
    "fold",
    "log",
    "category",
    "layer",
    "blame",
    "expected_action",
    "culprit",
    "root_cause_line",
    "ambiguous",
    "notes",
)
# The first salt of crashcart-real-v1, -v2, ... whose split puts 47-53 % of the cases in dev and at
# least 10 cases of every action in each fold (v13 at 305 cases: dev 155 / test 150). Chosen from the
# labels only, never from classifier results; keep it fixed when cases are added.
FOLD_SALT = "crashcart-real-v13"
# Multi-rank jobs kept (the first ones, in case order): enough for culprit figures, bounded in size.
MAX_MULTIRANK = 60
# Failures that one rank prints on its own (the others only wait): these make multi-rank jobs.
SINGLE_RANK_CATEGORIES = {
    "cuda_error",
    "ecc_error",
    "gpu_xid",
    "nvlink_error",
    "cuda_oom",
    "host_oom",
    "dataloader_killed",
    "runtime_error",
    "assertion_error",
    "nan_or_value_error",
    "model_loading_error",
    "dataset_loading_error",
    "file_not_found",
    "os_error",
    "type_error",
    "attribute_error",
    "import_error",
    "storage_error",
    "network_error",
    "other",
}
RANK_PREFIX = re.compile(r"^(?:\[rank\d+\]:\s?|\d{1,3}: )")
RANK_WORD = re.compile(r"\[Rank \d+\]")
# NCCL's own prefix: host:pid:tid [cuda device]. An excerpt's lines of one process take the culprit's.
NCCL_PREFIX = re.compile(r"^(?P<host>[\w.-]+):(?P<pid>\d+):(?P<tid>\d+) \[(?P<dev>\d+)\]")
SIZES = (64, 96, 128, 192, 256)
STYLES = ("torchrun", "srun", "pdsh")
NODE_STYLES = ("gpu", "node", "dgx", "h100", "p4d", "ip")
# Per fold: the seeds of the jobs' simulators and the prefix of their ids (dev jobs are for tuning).
SEED_BASE = {"test": 5000, "dev": 7000}
ID_PREFIX = {"test": "realmulti", "dev": "realmultidev"}
EXIT_CODES = {"host_oom": -9, "dataloader_killed": 1, "cuda_error": -6, "gpu_xid": -6, "ecc_error": -6}


def fold_of(repo: str) -> str:
    digest = hashlib.sha256(f"{FOLD_SALT}:{repo.lower()}".encode()).digest()
    return "dev" if digest[0] % 2 == 0 else "test"


def real_modules() -> list[Any]:
    return [importlib.import_module(p.stem) for p in sorted(HERE.glob("real_cases_*.py"))]


def real_cases(batches: set[str] | None = None) -> list[dict[str, Any]]:
    """Every real case, or (``batches``: module names) only those of these modules, ids as in
    real.jsonl."""
    cases: list[dict[str, Any]] = []
    seen: dict[str, int] = {}
    for module in real_modules():
        for case in module.CASES:
            case = dict(case)
            base = case["id"]
            seen[base] = seen.get(base, 0) + 1
            if seen[base] > 1:
                case["id"] = f"{base}-{seen[base]}"
            case["fold"] = fold_of(case["repo"])
            case["layer"] = LAYER_OF[case["category"]]
            if batches is None or module.__name__ in batches:
                cases.append({key: case[key] for key in FIELDS})
    return cases


def usable_for_multirank(case: dict[str, Any], fold: str = "test") -> bool:
    if case["fold"] != fold or case["ambiguous"] or case["category"] not in SINGLE_RANK_CATEGORIES:
        return False
    if case["culprit"] is not None:  # the excerpt names its own host; keep it single-node
        return False
    if case["repo"] == INJECTED_REPO:  # a whole torchrun console (launcher included), not one rank's
        return False
    lines = case["log"].splitlines()
    processes = {(m.group("host"), m.group("pid")) for line in lines if (m := NCCL_PREFIX.match(line))}
    return (
        2 <= len(lines) <= 60
        and len({m.group(0) for line in lines if (m := RANK_PREFIX.match(line))}) <= 1
        and len(processes) <= 1  # NCCL lines of several processes: not one rank's output
    )


def as_rank(job: Job, rank: int, text: str, hosts: set[str]) -> str:
    """An excerpt's line as the rank prints it: no launcher prefix of its own, its rank in "[Rank N]",
    NCCL's host:pid:tid [device] prefix that of the rank, and the excerpt's host named as the rank's."""
    text = RANK_WORD.sub(f"[Rank {rank}]", RANK_PREFIX.sub("", text))
    m = NCCL_PREFIX.match(text)
    if m is not None:
        tid = job.pids[rank] + int(m.group("tid")) - int(m.group("pid"))
        text = f"{m.group('host')}:{job.pids[rank]}:{tid} [{job.local(rank)}]" + text[m.end() :]
    for host in hosts:
        text = re.sub(rf"(?<![\w.-]){re.escape(host)}(?![\w-])", job.host(rank), text)
    return text


def multirank_case(case: dict[str, Any], index: int, fold: str = "test") -> dict[str, Any]:
    n = SIZES[index % len(SIZES)]
    style = STYLES[index % len(STYLES)]
    job = Job(
        seed=SEED_BASE[fold] + index, n_ranks=n, node_style=NODE_STYLES[index % len(NODE_STYLES)], style=style
    )
    culprit = job.rng.randrange(n)
    job.startup()
    job.noise(n * 3 + 500)
    hosts = {m.group("host") for line in case["log"].splitlines() if (m := NCCL_PREFIX.match(line))}
    excerpt = [as_rank(job, culprit, line, hosts) for line in case["log"].splitlines()]
    want = as_rank(job, culprit, case["root_cause_line"], hosts)

    sc = scenario(index, SEED_BASE[fold] * 7 + index)
    root = realistic_crash(job, culprit, excerpt, want, EXIT_CODES.get(case["category"], 1), sc)
    return {
        "id": f"{ID_PREFIX[fold]}-{index:02d}-{n}r-{style}-{case['id'][len('real-') :]}",
        "source": case["source"],
        "repo": case["repo"],
        "fold": fold,
        "log": "\n".join(job.lines) + "\n",
        "category": case["category"],
        "layer": case["layer"],
        "blame": case["blame"],
        "expected_action": case["expected_action"],
        "culprit": {"nodes": [job.host(culprit)], "ranks": [culprit]},
        "root_cause_line": root,
        "ambiguous": False,
        "notes": f"{n}-rank job ({style} prefixes, {len(job.lines)} lines) built around the real excerpt "
        f"{case['id']} printed by rank {culprit}; its ring neighbours see a remote error, most other ranks "
        f"print NCCL watchdog timeouts ({describe(sc)}). Label of the excerpt: {case['notes']}",
    }


def multirank_cases(cases: list[dict[str, Any]], fold: str = "test") -> list[dict[str, Any]]:
    usable = [c for c in cases if usable_for_multirank(c, fold)][:MAX_MULTIRANK]
    return [multirank_case(c, i, fold) for i, c in enumerate(usable)]


def dump(cases: list[dict[str, Any]]) -> str:
    return "".join(json.dumps(c, ensure_ascii=False) + "\n" for c in cases)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out-dir", type=Path, default=HERE)
    parser.add_argument(
        "--batch",
        nargs="+",
        metavar="MODULE",
        help="write only these modules' cases (e.g. real_cases_conn9) to --out: a batch gathered after "
        "the rules it is scored with (crashcart eval --corpus FILE on an older tree: fresh accuracy)",
    )
    parser.add_argument("--out", type=Path, help="with --batch: the JSONL file to write")
    args = parser.parse_args()
    if args.batch:
        if args.out is None:
            parser.error("--batch needs --out")
        unknown = set(args.batch) - {m.__name__ for m in real_modules()}
        if unknown:
            parser.error(f"no such case module: {', '.join(sorted(unknown))}")
        batch = real_cases(set(args.batch))
        args.out.write_text(dump(batch), encoding="utf-8")
        print(f"{args.out}: {len(batch)} cases")
        return
    cases = real_cases()
    multi = multirank_cases(cases)
    multi_dev = multirank_cases(cases, "dev")
    (args.out_dir / "real.jsonl").write_text(dump(cases), encoding="utf-8")
    (args.out_dir / "real_multirank.jsonl").write_text(dump(multi), encoding="utf-8")
    (args.out_dir / "real_multirank_dev.jsonl").write_text(dump(multi_dev), encoding="utf-8")
    folds = {f: sum(c["fold"] == f for c in cases) for f in ("dev", "test")}
    repos = len({c["repo"] for c in cases})
    print(
        f"real.jsonl: {len(cases)} cases from {repos} sources {folds}; "
        f"real_multirank.jsonl: {len(multi)} jobs; real_multirank_dev.jsonl: {len(multi_dev)} jobs"
    )


if __name__ == "__main__":
    main()
