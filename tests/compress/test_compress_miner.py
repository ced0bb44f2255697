"""JobCompressor: same grouping as raw Drain3, stable ids across restarts, bounded memory."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest
from drain3 import TemplateMiner

from app.compress.config import template_miner_config
from app.compress.miner import JobCompressor
from app.errors import InvalidInput
from app.settings import CompressSettings
from bench.synthetic_log import SyntheticJob, generate
from tests.helpers import LOGHUB_DIR

LOGHUB = LOGHUB_DIR


def _partition(ids: list[int]) -> set[frozenset[int]]:
    groups: dict[int, set[int]] = {}
    for i, tid in enumerate(ids):
        groups.setdefault(tid, set()).add(i)
    return {frozenset(g) for g in groups.values()}


def _raw_drain3_ids(lines: list[str]) -> list[int]:
    miner = TemplateMiner(config=template_miner_config())
    return [miner.add_log_message(line)["cluster_id"] for line in lines]


def test_repeat_shapes_skip_drain_and_new_templates_are_flagged() -> None:
    compressor = JobCompressor()
    first = compressor.add("[rank3]: step 10 | loss 2.5000 | on gpu02")
    again = compressor.add("[rank5]: step 11 | loss 2.4000 | on gpu07")
    other = compressor.add("NCCL INFO Channel 00/32 : 0[0] -> 1[1] via P2P/CUMEM/read")
    assert first.is_new and not again.is_new and other.is_new
    assert first.template_id == again.template_id != other.template_id
    assert first.template == "<RANK> step <NUM> | loss <NUM> | on <HOST>"
    assert compressor.drain_calls == 2  # the second line was answered from the digit-shape cache
    assert compressor.version == 2  # two templates created; repeats do not move it
    stats = {t.id: t for t in compressor.templates()}
    assert (stats[first.template_id].count, stats[first.template_id].first_index) == (2, 0)
    assert stats[first.template_id].last_index == 1


def test_synthetic_log_groups_exactly_like_raw_drain3() -> None:
    lines = list(generate(SyntheticJob(lines=6000, nodes=2)))
    compressor = JobCompressor()
    ours = [compressor.add(line).template_id for line in lines]
    assert _partition(ours) == _partition(_raw_drain3_ids(lines))
    assert compressor.drain_calls < len(lines) / 50


@pytest.mark.skipif(not LOGHUB.exists(), reason="Loghub 2k sets not present")
@pytest.mark.parametrize("name", ["HPC", "BGL", "HDFS", "OpenStack"])
def test_loghub_grouping_matches_raw_drain3(name: str) -> None:
    path = LOGHUB / name / f"{name}_2k.log_structured_corrected.csv"
    with path.open(encoding="utf-8", newline="") as handle:
        lines = [row["Content"] for row in csv.DictReader(handle)]
    compressor = JobCompressor()
    ours = [compressor.add(line).template_id for line in lines]
    assert _partition(ours) == _partition(_raw_drain3_ids(lines))


def test_template_text_follows_drain_generalisation() -> None:
    compressor = JobCompressor()
    a = compressor.add("worker alpha joined the ring")
    b = compressor.add("worker beta joined the ring")
    assert a.template_id == b.template_id
    assert b.template == "worker <*> joined the ring"
    # a repeat of the first line, now answered from the cache, reports the current template
    assert compressor.add("worker alpha joined the ring").template == "worker <*> joined the ring"


def test_restore_continues_the_same_ids_and_indexes() -> None:
    lines = list(generate(SyntheticJob(lines=3000, nodes=1)))
    whole = JobCompressor()
    expected = [whole.add(line).template_id for line in lines]

    first_half = JobCompressor()
    ids = [first_half.add(line).template_id for line in lines[:1500]]
    restored = JobCompressor.restore(first_half.snapshot())
    ids += [restored.add(line).template_id for line in lines[1500:]]
    assert ids == expected
    assert [(t.id, t.template, t.count) for t in restored.templates()] == [
        (t.id, t.template, t.count) for t in whole.templates()
    ]
    assert restored.templates()[-1].last_index == len(lines) - 1
    fresh = restored.add("a line never seen before in this job at all")
    assert fresh.is_new and fresh.template_id == max(expected) + 1


def test_corrupt_snapshot_is_an_invalid_input() -> None:
    with pytest.raises(InvalidInput):
        JobCompressor.restore(b"not a snapshot")


def test_templates_are_capped_least_recently_seen_first() -> None:
    config = CompressSettings(max_templates_per_job=20, max_shapes_per_job=50)
    compressor = JobCompressor(config)
    hot = compressor.add("heartbeat ok").template_id
    words = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india", "juliet"]
    for i in range(300):
        # distinct token counts and words: every line is its own template
        compressor.add(
            " ".join([words[i % 10], words[(i // 10) % 10]] + ["x"] * (i % 30)) + f" q{chr(97 + i % 26)}"
        )
        compressor.add("heartbeat ok")
    assert len(compressor.templates()) <= 20
    assert compressor.template(hot) is not None  # kept: seen all along
    assert compressor.shapes_cached <= 2 * 50
    again = compressor.add("alpha alpha qa")  # its template was evicted: a new id, not a dead one
    assert compressor.template(again.template_id) is not None


def test_an_evicted_template_is_never_returned_from_a_cache() -> None:
    compressor = JobCompressor(CompressSettings(max_templates_per_job=1, max_shapes_per_job=10))
    old = compressor.add("first kind of line")
    compressor.add("a completely different second one here")
    assert compressor.template(old.template_id) is None
    hit = compressor.add("first kind of line")
    assert hit.is_new and hit.template_id != old.template_id


def test_an_implicit_drain3_ini_is_ignored(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "drain3.ini").write_text("[DRAIN]\nsim_th = 0.99\ndepth = 7\n[MASKING]\nmasking = []\n")
    monkeypatch.chdir(tmp_path)
    compressor = JobCompressor()
    a = compressor.add("job 12 started on node-017")
    b = compressor.add("job 99 started on node-201")
    assert a.template_id == b.template_id and a.template == "job <NUM> started on <HOST>"


def test_non_ascii_and_empty_lines() -> None:
    compressor = JobCompressor()
    assert compressor.add("").template_id == compressor.add("").template_id
    a = compressor.add("température 41 °C sur gpu01")
    b = compressor.add("température 57 °C sur gpu02")
    assert a.template_id == b.template_id
    assert compressor.add("lone \udcff surrogate 3").template_id > 0


def test_rejects_nonsense_caps() -> None:
    with pytest.raises(InvalidInput):
        JobCompressor(CompressSettings(max_templates_per_job=0))


def test_shape_caches_are_bounded_in_characters_too() -> None:
    compressor = JobCompressor(CompressSettings(max_shapes_per_job=1000))
    long_line = "payload " + "ab1 " * 2000  # over MAX_CACHED_LINE_CHARS: never cached
    first = compressor.add(long_line)
    calls = compressor.drain_calls
    assert compressor.add(long_line).template_id == first.template_id
    assert compressor.drain_calls == calls + 1  # both caches skipped it: Drain again, same template
    for i in range(3000):
        compressor.add(f"event {'q' * (i % 700)} happened")  # many distinct, long-ish shapes
    for cache in (compressor._by_digit_shape, compressor._by_masked_shape):
        assert cache.chars == sum(len(k) for k in cache) <= 1000 * 256
