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

(c) the offline CLI as a user runs it (``--cli-lines``, default 300,000 synthetic lines): wall and
    CPU seconds of whole processes, start-up included, side by side: ``crashcart --help``,
    ``crashcart templates FILE`` (text and json) and raw Drain3 with drain3's example
    configuration (examples/drain3.ini: its masks, ``<:``/``:>``, max 1024 clusters, ``_``
    delimiter) reading the same file.

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
from app.logline import LogLine
from bench.synthetic_log import FAILURE_LINE, SyntheticJob, generate

CHUNK = 100_000
# drain3's examples/drain3.ini, written out (the package does not ship it): the "raw Drain3" a user
# gets by following drain3's README.
DRAIN3_EXAMPLE_MASKS = (
    (r"((?<=[^A-Za-z0-9])|^)(([0-9a-f]{2,}:){3,}([0-9a-f]{2,}))((?=[^A-Za-z0-9])|$)", "ID"),
    (r"((?<=[^A-Za-z0-9])|^)(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})((?=[^A-Za-z0-9])|$)", "IP"),
    (r"((?<=[^A-Za-z0-9])|^)([0-9a-f]{6,} ?){3,}((?=[^A-Za-z0-9])|$)", "SEQ"),
    (r"((?<=[^A-Za-z0-9])|^)([0-9A-F]{4} ?){4,}((?=[^A-Za-z0-9])|$)", "SEQ"),
    (r"((?<=[^A-Za-z0-9])|^)(0x[a-f0-9A-F]+)((?=[^A-Za-z0-9])|$)", "HEX"),
    (r"((?<=[^A-Za-z0-9])|^)([\-\+]?\d+)((?=[^A-Za-z0-9])|$)", "NUM"),
    (r"(?<=executed cmd )(\".+?\")", "CMD"),
)
# Raw Drain3 as its own process (start-up included), configured like drain3's example.
RAW_DRAIN3_SCRIPT = """
import sys
from drain3 import TemplateMiner
from drain3.masking import MaskingInstruction
from drain3.template_miner_config import TemplateMinerConfig
masks = {masks!r}
config = TemplateMinerConfig()
config.masking_instructions = [MaskingInstruction(p, m) for p, m in masks]
config.mask_prefix, config.mask_suffix = "<:", ":>"
config.drain_sim_th, config.drain_depth, config.drain_max_children = 0.4, 4, 100
config.drain_max_clusters, config.drain_extra_delimiters = 1024, ["_"]
config.profiling_enabled = False
miner = TemplateMiner(config=config)
with open(sys.argv[1], encoding="utf-8", errors="replace") as handle:
    for line in handle:
        miner.add_log_message(line.rstrip("\\n"))
print(len(miner.drain.clusters), "templates")
"""
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


def drain3_example_miner() -> TemplateMiner:
    from drain3.masking import MaskingInstruction
    from drain3.template_miner_config import TemplateMinerConfig

    config = TemplateMinerConfig()
    config.masking_instructions = [MaskingInstruction(p, m) for p, m in DRAIN3_EXAMPLE_MASKS]
    config.mask_prefix, config.mask_suffix = "<:", ":>"
    config.drain_sim_th, config.drain_depth, config.drain_max_children = 0.4, 4, 100
    config.drain_max_clusters, config.drain_extra_delimiters = 1024, ["_"]
    config.profiling_enabled = False
    return TemplateMiner(config=config)


def _timed_process(cmd: list[str], repeats: int) -> dict[str, float]:
    """Best-of-``repeats`` wall and CPU (user + sys) seconds of a whole process."""
    best_wall = best_cpu = float("inf")
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parent.parent)}
    for _ in range(repeats):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        t0 = time.perf_counter()
        subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, env=env)
        wall = time.perf_counter() - t0
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        best_wall, best_cpu = min(best_wall, wall), min(best_cpu, cpu)
    return {"wall_s": best_wall, "cpu_s": best_cpu}


def bench_cli(lines: int, repeats: int) -> dict[str, object]:
    with tempfile.TemporaryDirectory(prefix="crashcart-bench-") as tmp:
        path = Path(tmp) / "train.log"
        with path.open("w", encoding="utf-8") as handle:
            for line in generate(SyntheticJob(lines=lines)):
                handle.write(line + "\n")
        cc = [sys.executable, "-m", "app"]
        runs = {
            "crashcart --help": _timed_process([*cc, "--help"], repeats),
            "crashcart templates --help": _timed_process([*cc, "templates", "--help"], repeats),
            "crashcart templates": _timed_process([*cc, "templates", str(path)], repeats),
            "crashcart templates --format json": _timed_process(
                [*cc, "templates", str(path), "--format", "json"], repeats
            ),
            "raw Drain3 (drain3's example config)": _timed_process(
                [sys.executable, "-c", RAW_DRAIN3_SCRIPT.format(masks=DRAIN3_EXAMPLE_MASKS), str(path)],
                1,
            ),
        }
    raw = runs["raw Drain3 (drain3's example config)"]
    print(f"{'process':40s} {'wall s':>8s} {'CPU s':>8s} {'x raw (wall)':>13s} {'x raw (CPU)':>12s}")
    for name, r in runs.items():
        print(
            f"{name:40s} {r['wall_s']:>8.2f} {r['cpu_s']:>8.2f} "
            f"{raw['wall_s'] / r['wall_s']:>13.1f} {raw['cpu_s'] / r['cpu_s']:>12.1f}"
        )
    return {"lines": lines, "runs": runs}


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
        example = drain3_example_miner()
        example_ids = [example.add_log_message(text)["cluster_id"] for text in lines]
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
                "drain3_example_ga": grouping_accuracy(truth, example_ids),
            }
        )
        r = rows[-1]
        print(
            f"{name:12s} {r['raw_lines_per_s']:>10,.0f} {r['crashcart_lines_per_s']:>12,.0f} "
            f"{r['speedup']:>7.1f}x {r['raw_ga']:>7.3f} {r['crashcart_ga']:>7.3f} "
            f"{r['drain3_no_masks_ga']:>9.3f} {r['drain3_example_ga']:>10.3f}",
            flush=True,
        )
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--lines", type=int, default=1_000_000, help="synthetic log size")
    parser.add_argument(
        "--loghub",
        type=Path,
        default=Path(os.environ.get("CRASHCART_LOGHUB_DIR", "../shared/data/loghub")),
        help="Loghub 2k root (default: $CRASHCART_LOGHUB_DIR or ../shared/data/loghub)",
    )
    parser.add_argument("--repeats", type=int, default=3, help="Loghub timing: best of N")
    parser.add_argument("--budget", type=int, default=4000, help="digest budget (tokens)")
    parser.add_argument("--out", type=Path, help="write the results as JSON here")
    parser.add_argument("--skip-synthetic", action="store_true")
    parser.add_argument("--skip-loghub", action="store_true")
    parser.add_argument("--skip-cli", action="store_true")
    parser.add_argument("--cli-lines", type=int, default=300_000, help="log size for the CLI timing")
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
            f"{'raw GA':>7s} {'cc GA':>7s} {'nomask GA':>9s} {'example GA':>10s}"
        )
        rows = bench_loghub(args.loghub, args.repeats)
        mean_speedup = sum(float(r["speedup"]) for r in rows) / len(rows)  # type: ignore[arg-type]
        worst = min(float(r["crashcart_ga"]) - float(r["raw_ga"]) for r in rows)  # type: ignore[arg-type]
        worst_example = min(
            float(r["crashcart_ga"]) - float(r["drain3_example_ga"])  # type: ignore[arg-type]
            for r in rows
        )
        print(
            f"mean speedup {mean_speedup:.1f}x; worst GA difference (crashcart - raw) {worst:+.3f}, "
            f"(crashcart - drain3's example config) {worst_example:+.3f}"
        )
        results["loghub"] = {
            "rows": rows,
            "mean_speedup": mean_speedup,
            "worst_ga_delta": worst,
            "worst_ga_delta_vs_drain3_example": worst_example,
        }
    if not args.skip_cli:
        print(f"\n(c) offline CLI, whole processes, {args.cli_lines:,} lines (best of {args.repeats})")
        results["cli"] = bench_cli(args.cli_lines, args.repeats)
    if args.out:
        args.out.write_text(json.dumps(results, indent=2) + "\n")
        print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
