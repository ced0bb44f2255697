"""Compression bench: crashcart's compressor vs raw Drain3, side by side in one run.

    .venv/bin/python bench/compress.py --out bench-compress.json

Timings are lines per CPU-second of the engine's own calls (``--clock wall`` for wall time).

(a) a deterministic synthetic multi-rank training log (``--lines``, default 1,000,000): lines/s of
    raw Drain3 (``TemplateMiner.add_log_message`` with the same masking instructions and config)
    and of ``JobCompressor.add``, each in its own child process so that peak RSS is its own; then
    the digest: bytes and tokens ratios, whether it kept the injected failure line.
(b) the 16 Loghub 2k sets (``--loghub``, read in place, never copied): lines/s (best of
    ``--repeats``) and grouping accuracy (also of Drain3 without any mask, to show what the masks
    bring) against ``*_structured_corrected.csv`` (the original
    ``*_structured.csv`` for Android and Windows, which have no corrected labels).

Loghub: Zhu et al., "Loghub: A Large Collection of System Log Datasets for AI-driven Log
Analytics", ISSRE 2023; corrected labels from loghub-2.0 (Jiang et al., ISSTA 2024).
"""

from __future__ import annotations

import argparse
import csv
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from collections.abc import Callable, Iterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from drain3 import TemplateMiner

from app.classify.prefixes import split_prefix
from app.compress.config import template_miner_config
from app.compress.digest import DigestBuilder
from app.compress.miner import JobCompressor
from app.compress.synthetic import FAILURE_LINE, SyntheticJob, generate
from app.logline import LogLine

CHUNK = 100_000
# Timed sections use the process's CPU time by default: on a shared machine, wall time mostly
# measures the neighbours. ``--clock wall`` switches to time.perf_counter.
CLOCK = time.process_time
LOGHUB_SETS = (
    "Android", "Apache", "BGL", "HDFS", "HPC", "Hadoop", "HealthApp", "Linux",
    "Mac", "OpenSSH", "OpenStack", "Proxifier", "Spark", "Thunderbird", "Windows", "Zookeeper",
)  # fmt: skip


def _peak_rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # Linux: KiB


def _chunks(path: Path) -> Iterator[list[str]]:
    with path.open(encoding="utf-8") as handle:
        while True:
            lines = handle.readlines(CHUNK * 160)
            if not lines:
                return
            yield [line.rstrip("\n") for line in lines]


# --- children: one engine over the synthetic file, timing only the engine's calls ---------------
def child(engine: str, path: Path, budget: int) -> dict[str, object]:
    elapsed = 0.0
    lines = 0
    out: dict[str, object] = {}
    if engine == "raw":
        miner = TemplateMiner(config=template_miner_config())
        add_raw = miner.add_log_message
        for chunk in _chunks(path):
            t0 = CLOCK()
            for text in chunk:
                add_raw(text)
            elapsed += CLOCK() - t0
            lines += len(chunk)
        out["templates"] = len(miner.drain.clusters)
    elif engine == "crashcart":
        compressor = JobCompressor()
        add = compressor.add
        for chunk in _chunks(path):
            t0 = CLOCK()
            for text in chunk:
                add(text)
            elapsed += CLOCK() - t0
            lines += len(chunk)
        out["templates"] = len(compressor.templates())
        out["drain_calls"] = compressor.drain_calls
    elif engine == "digest":  # compressor + digest, as the live pipeline runs them
        compressor = JobCompressor()
        builder = DigestBuilder(budget)
        add, feed = compressor.add, builder.feed
        raw_chars = raw_bytes = 0
        for chunk in _chunks(path):
            # Rank prefixes are parsed by the classify stage in the pipeline; not timed here.
            loglines = [
                LogLine(text, index=lines + i, rank=split_prefix(text).rank) for i, text in enumerate(chunk)
            ]
            t0 = CLOCK()
            for line in loglines:
                feed(line, add(line.text))
            elapsed += CLOCK() - t0
            lines += len(chunk)
            raw_chars += sum(len(text) + 1 for text in chunk)
            raw_bytes += sum(len(text.encode()) + 1 for text in chunk)
        t0 = CLOCK()
        digest = builder.build()
        out["build_s"] = CLOCK() - t0
        digest_bytes = len(digest.text.encode())
        raw_tokens = -(-raw_chars // 4)
        out.update(
            raw_bytes=raw_bytes,
            raw_tokens=raw_tokens,
            digest_bytes=digest_bytes,
            digest_tokens=digest.tokens,
            bytes_ratio=raw_bytes / digest_bytes,
            tokens_ratio=raw_tokens / digest.tokens,
            kept_failure_line=any(FAILURE_LINE in s.text for s in digest.salient_lines),
            salient_lines=len(digest.salient_lines),
        )
    else:
        raise SystemExit(f"unknown engine {engine}")
    out.update(
        engine=engine, lines=lines, seconds=elapsed, lines_per_s=lines / elapsed, peak_rss_mb=_peak_rss_mb()
    )
    return out


def run_child(engine: str, path: Path, budget: int) -> dict[str, object]:
    cmd = [sys.executable, __file__, "--child", engine, "--input", str(path), "--budget", str(budget)]
    cmd += ["--clock", "cpu" if CLOCK is time.process_time else "wall"]
    proc = subprocess.run(cmd, capture_output=True, text=True, check=False)
    if proc.returncode != 0:
        raise SystemExit(f"{engine} child failed:\n{proc.stderr}")
    result: dict[str, object] = json.loads(proc.stdout)
    return result


# --- Loghub -------------------------------------------------------------------------------------
def load_loghub(root: Path, name: str) -> tuple[list[str], list[str], str]:
    folder = root / name
    labels = folder / f"{name}_2k.log_structured_corrected.csv"
    if not labels.exists():
        labels = folder / f"{name}_2k.log_structured.csv"
    with labels.open(encoding="utf-8", newline="") as handle:
        rows = list(csv.DictReader(handle))
    return [r["Content"] for r in rows], [r["EventTemplate"] for r in rows], labels.name


def grouping_accuracy(truth: list[str], predicted: list[int]) -> float:
    """Zhu et al. (ICSE-SEIP 2019): a line is right when its predicted group is exactly its true group."""
    true_groups: dict[str, list[int]] = defaultdict(list)
    predicted_groups: dict[int, list[int]] = defaultdict(list)
    for i, (t, p) in enumerate(zip(truth, predicted, strict=True)):
        true_groups[t].append(i)
        predicted_groups[p].append(i)
    correct = sum(len(ids) for ids in predicted_groups.values() if true_groups[truth[ids[0]]] == ids)
    return correct / len(truth)


def _best_of(repeats: int, run: Callable[[], list[int]]) -> tuple[float, list[int]]:
    best, ids = float("inf"), []
    for _ in range(repeats):
        t0 = CLOCK()
        ids = run()
        best = min(best, CLOCK() - t0)
    return best, ids


def bench_loghub(root: Path, repeats: int) -> list[dict[str, object]]:
    rows = []
    for name in LOGHUB_SETS:
        lines, truth, label_file = load_loghub(root, name)

        def run_raw(lines: list[str] = lines) -> list[int]:
            miner = TemplateMiner(config=template_miner_config())
            return [miner.add_log_message(text)["cluster_id"] for text in lines]

        def run_crashcart(lines: list[str] = lines) -> list[int]:
            compressor = JobCompressor()
            return [compressor.add(text).template_id for text in lines]

        unmasked = TemplateMiner(config=template_miner_config(masks=()))
        unmasked_ids = [unmasked.add_log_message(text)["cluster_id"] for text in lines]
        raw_s, raw_ids = _best_of(repeats, run_raw)
        cc_s, cc_ids = _best_of(repeats, run_crashcart)
        rows.append(
            {
                "dataset": name,
                "labels": label_file,
                "lines": len(lines),
                "raw_lines_per_s": len(lines) / raw_s,
                "crashcart_lines_per_s": len(lines) / cc_s,
                "speedup": raw_s / cc_s,
                "raw_ga": grouping_accuracy(truth, raw_ids),
                "crashcart_ga": grouping_accuracy(truth, cc_ids),
                "drain3_no_masks_ga": grouping_accuracy(truth, unmasked_ids),
            }
        )
        r = rows[-1]
        print(
            f"{name:12s} {r['raw_lines_per_s']:>10,.0f} {r['crashcart_lines_per_s']:>12,.0f} "
            f"{r['speedup']:>7.1f}x {r['raw_ga']:>7.3f} {r['crashcart_ga']:>7.3f} "
            f"{r['drain3_no_masks_ga']:>9.3f}",
            flush=True,
        )
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--lines", type=int, default=1_000_000, help="synthetic log size")
    parser.add_argument(
        "--loghub", type=Path, default=Path("/work/shared/data/loghub"), help="Loghub 2k root"
    )
    parser.add_argument("--repeats", type=int, default=3, help="Loghub timing: best of N")
    parser.add_argument("--budget", type=int, default=4000, help="digest budget (tokens)")
    parser.add_argument("--out", type=Path, help="write the results as JSON here")
    parser.add_argument("--skip-synthetic", action="store_true")
    parser.add_argument("--skip-loghub", action="store_true")
    parser.add_argument("--clock", choices=["cpu", "wall"], default="cpu", help="what the timings measure")
    parser.add_argument("--child", choices=["raw", "crashcart", "digest"], help=argparse.SUPPRESS)
    parser.add_argument("--input", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    global CLOCK
    CLOCK = time.process_time if args.clock == "cpu" else time.perf_counter
    if args.child:
        print(json.dumps(child(args.child, args.input, args.budget)))
        return

    results: dict[str, object] = {
        "python": sys.version.split()[0],
        "cpu_count": os.cpu_count(),
        "clock": args.clock,
    }
    if not args.skip_synthetic:
        with tempfile.TemporaryDirectory(prefix="crashcart-bench-") as tmp:
            path = Path(tmp) / "synthetic.log"
            with path.open("w", encoding="utf-8") as handle:
                for line in generate(SyntheticJob(lines=args.lines)):
                    handle.write(line + "\n")
            print(
                f"(a) synthetic multi-rank log: {args.lines:,} lines, {path.stat().st_size / 1e6:.0f} MB",
                flush=True,
            )
            runs = {engine: run_child(engine, path, args.budget) for engine in ("crashcart", "digest", "raw")}
        raw, cc, dg = runs["raw"], runs["crashcart"], runs["digest"]
        speedup = float(raw["seconds"]) / float(cc["seconds"])  # type: ignore[arg-type]
        print(f"{'engine':34s} {'lines/s':>12s} {'peak RSS MB':>12s} {'templates':>10s}")
        print(
            f"{'raw Drain3 (same masks)':34s} {raw['lines_per_s']:>12,.0f} "
            f"{raw['peak_rss_mb']:>12.0f} {raw['templates']:>10}"
        )
        print(
            f"{'crashcart JobCompressor':34s} {cc['lines_per_s']:>12,.0f} "
            f"{cc['peak_rss_mb']:>12.0f} {cc['templates']:>10}"
        )
        print(f"{'crashcart compressor + digest':34s} {dg['lines_per_s']:>12,.0f} {dg['peak_rss_mb']:>12.0f}")
        print(
            f"speedup vs raw Drain3: {speedup:.1f}x (compressor), "
            f"{float(raw['seconds']) / float(dg['seconds']):.1f}x (compressor + digest)"
        )  # type: ignore[arg-type]
        print(
            f"digest: {dg['raw_bytes']:,} -> {dg['digest_bytes']:,} bytes ({dg['bytes_ratio']:,.0f}x), "
            f"{dg['raw_tokens']:,} -> {dg['digest_tokens']:,} tokens "
            f"({dg['tokens_ratio']:,.0f}x, tokens ~ chars/4), "
            f"failure line kept: {dg['kept_failure_line']}"
        )
        results["synthetic"] = {"lines": args.lines, "speedup": speedup, "runs": runs}
    if not args.skip_loghub:
        print(f"\n(b) Loghub 2k (best of {args.repeats})")
        print(
            f"{'dataset':12s} {'raw l/s':>10s} {'crashcart l/s':>12s} {'speedup':>8s} "
            f"{'raw GA':>7s} {'cc GA':>7s} {'nomask GA':>9s}"
        )
        rows = bench_loghub(args.loghub, args.repeats)
        mean_speedup = sum(float(r["speedup"]) for r in rows) / len(rows)  # type: ignore[arg-type]
        worst = min(float(r["crashcart_ga"]) - float(r["raw_ga"]) for r in rows)  # type: ignore[arg-type]
        print(f"mean speedup {mean_speedup:.1f}x; worst GA difference (crashcart - raw) {worst:+.3f}")
        results["loghub"] = {"rows": rows, "mean_speedup": mean_speedup, "worst_ga_delta": worst}
    if args.out:
        args.out.write_text(json.dumps(results, indent=2) + "\n")
        print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
