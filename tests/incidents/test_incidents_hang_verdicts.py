"""Hangs: the stack dumps name the odd rank out, and its stack says who must act."""

from __future__ import annotations

import pytest

from app.classify.engine import RuleEngine
from app.incidents.analyzer import JobAnalyzer
from app.incidents.schemas import Verdict
from app.incidents.stalls import classify_stall
from app.logline import LogLine
from app.settings import REPO_ROOT
from app.vocabulary import Action, Blame, Category

ALL_REDUCE = [
    ("/usr/lib/python3/site-packages/torch/distributed/distributed_c10d.py", "all_reduce"),
    ("/work/train.py", "train_step"),
    ("/work/train.py", "<module>"),
]


@pytest.fixture(scope="module")
def engine() -> RuleEngine:
    return RuleEngine.from_dir(REPO_ROOT / "rules")


def _dump(rank: int, frames: list[tuple[str, str]]) -> list[str]:
    lines = [
        f"[rank{rank}]:=== crashcart hang watchdog: rank {rank} no progress for 600s at step 812; "
        "stack dump begin ===",
        f"[rank{rank}]:Thread 0x00007f3c2a1ff640 (most recent call first):",
        f'[rank{rank}]:  File "/usr/lib/python3.11/threading.py", line 324 in wait',
        f'[rank{rank}]:  File "/usr/lib/python3.11/threading.py", line 1002 in _bootstrap',
        f"[rank{rank}]:",
        f"[rank{rank}]:Current thread 0x00007f3c3b2ee740 (most recent call first):",
    ]
    lines += [
        f'[rank{rank}]:  File "{path}", line {10 + i} in {func}' for i, (path, func) in enumerate(frames)
    ]
    lines.append(f"[rank{rank}]:=== crashcart hang watchdog: rank {rank} stack dump end ===")
    return lines


def _job(engine: RuleEngine, odd: int | None, odd_frames: list[tuple[str, str]], world: int = 8) -> Verdict:
    lines = [f"[rank{r}]:step 811 loss 2.1" for r in range(world)]
    for r in range(world):
        lines += _dump(r, odd_frames if r == odd else ALL_REDUCE)
    analyzer = JobAnalyzer(engine, world_size=world)
    for i, text in enumerate(lines):
        analyzer.feed(LogLine(text, index=i))
    [verdict] = analyzer.verdicts()
    assert verdict.category == Category.hang
    return verdict


def test_odd_rank_reading_data_is_a_storage_stall(engine: RuleEngine) -> None:
    v = _job(engine, 5, [("/work/data/shards.py", "_read_shard"), ("/work/train.py", "<module>")])
    assert (v.action, v.blame, v.culprit.ranks) == (Action.restart_from_checkpoint, Blame.storage, [5])
    assert not v.ambiguous


def test_odd_rank_in_user_code_is_a_code_path_divergence(engine: RuleEngine) -> None:
    v = _job(engine, 0, [("/work/train.py", "evaluate"), ("/work/train.py", "<module>")])
    assert (v.action, v.blame, v.culprit.ranks) == (Action.no_restart_notify_user, Blame.user_code, [0])


def test_odd_rank_waiting_on_the_gpu_needs_a_human(engine: RuleEngine) -> None:
    v = _job(engine, 3, [("/usr/lib/python3/site-packages/torch/cuda/__init__.py", "synchronize")])
    assert (v.action, v.culprit.ranks, v.ambiguous) == (Action.needs_human, [3], True)


def test_every_rank_in_the_same_place_needs_a_human(engine: RuleEngine) -> None:
    v = _job(engine, None, ALL_REDUCE)
    assert (v.action, v.culprit.ranks, v.ambiguous) == (Action.needs_human, [], True)


def test_faulthandler_timeout_in_a_read(engine: RuleEngine) -> None:
    lines = [
        "{'loss': 2.87, 'epoch': 0.53}",
        "Timeout (0:10:00)!",
        "Thread 0x00007f3c2a1ff640 (most recent call first):",
        '  File "/workspace/data/shards.py", line 91 in _read_shard',
        '  File "/workspace/train.py", line 280 in train',
    ]
    analyzer = JobAnalyzer(engine)
    for i, text in enumerate(lines):
        analyzer.feed(LogLine(text, index=i))
    [v] = analyzer.verdicts()
    assert (v.category, v.action, v.blame) == (Category.hang, Action.restart_from_checkpoint, Blame.storage)
    assert v.root_cause_line == "Timeout (0:10:00)!"


def test_a_crash_outranks_a_hang_report(engine: RuleEngine) -> None:
    lines = [*_dump(2, ALL_REDUCE), "[rank5]: RuntimeError: CUDA error: uncorrectable ECC error encountered"]
    analyzer = JobAnalyzer(engine)
    for i, text in enumerate(lines):
        analyzer.feed(LogLine(text, index=i))
    [v] = analyzer.verdicts()
    assert v.category == Category.ecc_error


@pytest.mark.parametrize(
    ("odd", "majority", "expected"),
    [
        (("io.py:readinto",), ("distributed_c10d.py:all_reduce",), Blame.storage),
        (("distributed_c10d.py:broadcast",), ("distributed_c10d.py:all_reduce",), Blame.user_code),
        (("distributed_c10d.py:all_reduce",), ("distributed_c10d.py:all_reduce",), None),
        (("queues.py:get",), ("distributed_c10d.py:all_reduce",), None),
        (("train.py:step",), (), None),
    ],
)
def test_classify_stall(odd: tuple[str, ...], majority: tuple[str, ...], expected: Blame | None) -> None:
    cause = classify_stall(odd, majority)
    assert (cause.blame if cause else None) == expected


def test_a_completed_dump_refreshes_the_verdict_without_a_new_signal(engine: RuleEngine) -> None:
    lines = _dump(0, ALL_REDUCE) + _dump(1, ALL_REDUCE) + _dump(2, [("/w/shards.py", "_read_shard")])
    analyzer = JobAnalyzer(engine, world_size=3)
    for i, text in enumerate(lines[:-1]):
        analyzer.feed(LogLine(text, index=i))
    before = analyzer.verdicts()[0]
    assert before.action == Action.needs_human
    assert analyzer.feed(LogLine(lines[-1], index=len(lines))) == []  # the end marker is no signal...
    assert analyzer.changed  # ...but the verdict must be computed again
    after = analyzer.verdicts()[0]
    assert (after.action, after.culprit.ranks) == (Action.restart_from_checkpoint, [2])


def test_a_bar_redrawn_inside_a_faulthandler_dump_does_not_end_it(engine: RuleEngine) -> None:
    # tqdm writes "\r" and its bar; read line by line, the newline before it leaves a blank line.
    lines = [
        "{'loss': 2.87, 'epoch': 0.53}",
        "Timeout (0:10:00)!",
        "Thread 0x00007f3c2a1ff640 (most recent call first):",
        "",
        "Epoch 0:  53%|█████▎    | 530/1000 [10:02<08:54,  1.14s/it, loss=2.87]",
        '  File "/workspace/data/shards.py", line 91 in _read_shard',
        "",
        " 53%|█████▎    | 531/1000 [10:03<08:53,  1.14s/it]",
        '  File "/workspace/train.py", line 280 in train',
    ]
    analyzer = JobAnalyzer(engine)
    for i, text in enumerate(lines):
        analyzer.feed(LogLine(text, index=i))
    [v] = analyzer.verdicts()
    assert (v.category, v.action, v.blame) == (Category.hang, Action.restart_from_checkpoint, Blame.storage)
    # a blank line that no bar follows still ends the dump (the stack before it is read)
    lines[4] = "epoch finished"
    analyzer = JobAnalyzer(engine)
    for i, text in enumerate(lines):
        analyzer.feed(LogLine(text, index=i))
    [v] = analyzer.verdicts()
    assert v.blame != Blame.storage
