"""Write tests/corpus/cases.jsonl: the labelled failure corpus (docs/CONTRACT.md's JSONL format).

    python tests/corpus/build_corpus.py [--out PATH]

Deterministic: every random choice comes from a seeded ``random.Random``, so the output is
byte-identical on every run. Hand-written cases live in corpus_single.py, the synthetic multi-rank
jobs in corpus_multirank.py; labelling rules are in tests/corpus/README.md.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import corpus_multirank
import corpus_single
from corpus_logfmt import LAYER_OF

FIELDS = (
    "id",
    "source",
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


def finish(case: dict[str, Any]) -> dict[str, Any]:
    """Add the layer, check the case is self-consistent, and order its fields."""
    case["layer"] = LAYER_OF[case["category"]]
    lines = case["log"].splitlines()
    if case["root_cause_line"] not in lines:
        raise SystemExit(
            f"{case['id']}: root_cause_line is not a line of its log: {case['root_cause_line']!r}"
        )
    culprit = case["culprit"]
    if culprit is not None and not culprit["nodes"] and not culprit["ranks"]:
        case["culprit"] = culprit = None  # an empty culprit says nothing: write it as null
    if culprit is not None:
        for node in culprit["nodes"]:
            if node not in case["log"]:
                raise SystemExit(f"{case['id']}: culprit node {node} does not appear in the log")
    return {key: case[key] for key in FIELDS}


def all_cases() -> list[dict[str, Any]]:
    cases = [finish(c) for c in [*corpus_single.cases(), *corpus_multirank.cases()]]
    ids = [c["id"] for c in cases]
    dupes = {i for i in ids if ids.count(i) > 1}
    if dupes:
        raise SystemExit(f"duplicate ids: {sorted(dupes)}")
    return cases


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path(__file__).resolve().parent / "cases.jsonl")
    args = parser.parse_args()
    cases = all_cases()
    with args.out.open("w", encoding="utf-8", newline="\n") as fh:
        for case in cases:
            fh.write(json.dumps(case, ensure_ascii=False, sort_keys=False) + "\n")
    print(f"wrote {len(cases)} cases to {args.out}")


if __name__ == "__main__":
    main()
