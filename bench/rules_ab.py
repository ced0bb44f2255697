"""Two rule trees side by side in one process: prefilter, ``RuleEngine.match`` and ``JobAnalyzer.feed``.

On a loaded machine separate ``bench/rules.py`` runs move by +-50% between identical runs; here both
trees see the same generated lines (bench/rules.py's generator), alternating which goes first each
round, and the best round of each is reported.

    .venv/bin/python bench/rules_ab.py BASE_RULES_DIR NEW_RULES_DIR [--lines 50000] [--rounds 9]
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable
from pathlib import Path

from app.classify.engine import RuleEngine
from app.classify.prefixes import split_prefix
from app.incidents.analyzer import JobAnalyzer
from app.logline import LogLine
from bench.rules import generate


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("base", type=Path)
    parser.add_argument("new", type=Path)
    parser.add_argument("--lines", type=int, default=50_000)
    parser.add_argument("--feed-lines", type=int, default=20_000)
    parser.add_argument("--rounds", type=int, default=9)
    args = parser.parse_args()

    engines = {"base": RuleEngine.from_dir(args.base), "new": RuleEngine.from_dir(args.new)}
    lines = generate(args.lines)
    messages = [split_prefix(line).message for line in lines]
    feed_lines = lines[: args.feed_lines]

    def prefilter(engine: RuleEngine) -> None:
        for m in messages:
            engine.might_match(m)

    def matching(engine: RuleEngine) -> None:
        for m in messages:
            engine.match(m)

    def feed(engine: RuleEngine) -> None:
        job = JobAnalyzer(engine)
        for i, text in enumerate(feed_lines):
            job.feed(LogLine(text, index=i))

    figures: dict[str, tuple[Callable[[RuleEngine], None], int]] = {
        "prefilter": (prefilter, len(messages)),
        "match": (matching, len(messages)),
        "feed": (feed, len(feed_lines)),
    }
    best: dict[tuple[str, str], float] = {}
    for r in range(args.rounds):
        order = ["base", "new"] if r % 2 == 0 else ["new", "base"]
        for name in order:
            for figure, (fn, _) in figures.items():
                start = time.perf_counter()
                fn(engines[name])
                elapsed = time.perf_counter() - start
                key = (name, figure)
                best[key] = min(best.get(key, elapsed), elapsed)
    for name, engine in engines.items():
        keywords = len({k for rule in engine.rules for k in rule.keywords})
        print(f"{name}: {len(engine.rules)} rules, {keywords} keywords")
    for figure, (_, n) in figures.items():
        base, new = n / best[("base", figure)], n / best[("new", figure)]
        print(f"{figure:10} {base:10,.0f} -> {new:10,.0f} lines/s ({(new / base - 1) * 100:+.0f}%)")


if __name__ == "__main__":
    main()
