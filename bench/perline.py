"""The per-line text path alone, in process: the predigest (before the job's lock) and
JobAnalyzer.feed (under it) on the workers bench's one-job, 16-node lines, in 2,000-line batches.

    .venv/bin/python bench/perline.py [--lines 32000] [--rounds 3]

CPU time (time.process_time), best of the rounds, in µs a line: steadier than wall time on a
shared machine. Run it on two trees in turn to compare them.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from ingest import WIDE_NODES, wide_bodies

from app.classify.engine import RuleEngine
from app.incidents.analyzer import JobAnalyzer
from app.incidents.predigest import predigest_all
from app.logline import LogLine
from app.settings import get_settings


def one_round(engine: RuleEngine, batches: list[list[str]]) -> tuple[float, float]:
    analyzer = JobAnalyzer(engine, job_nodes=list(WIDE_NODES))
    pre_s = feed_s = 0.0
    index = 0
    for batch in batches:
        t0 = time.process_time()
        pres = predigest_all(engine, batch)
        t1 = time.process_time()
        for text, pre in zip(batch, pres, strict=True):
            analyzer.feed(LogLine(text, index, node="gpu01", rank=index % 8, stream="stdout", seq=index), pre)
            index += 1
        feed_s += time.process_time() - t1
        pre_s += t1 - t0
    return pre_s, feed_s


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--lines", type=int, default=32000)
    ap.add_argument("--rounds", type=int, default=3)
    args = ap.parse_args()
    engine = RuleEngine.from_dir(get_settings().rules_dir)
    _, texts = wide_bodies(args.lines, 4, 2000)
    batches = [texts[i : i + 2000] for i in range(0, len(texts), 2000)]
    best = min((one_round(engine, batches) for _ in range(args.rounds)), key=sum)
    n = len(texts)
    print(
        f"predigest {best[0] / n * 1e6:.1f} µs a line, feed {best[1] / n * 1e6:.1f}, "
        f"together {sum(best) / n * 1e6:.1f} ({n:,} lines, best of {args.rounds}, CPU time)"
    )


if __name__ == "__main__":
    main()
