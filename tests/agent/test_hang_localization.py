"""app.incidents.hang: collecting watchdog dumps from log lines and naming the odd rank out."""

from __future__ import annotations

from app.incidents.hang import HangDumpCollector, localize_hang, normalise_stack
from app.logline import LogLine


def dump(inner: list[tuple[str, int, str]], *, helper_threads: int = 1, tid: str = "7f00") -> str:
    """A faulthandler-style dump: helper threads (started by threading) plus the main thread."""
    out: list[str] = []
    for i in range(helper_threads):
        out += [
            f"Thread 0x0000{tid}{i:04x} (most recent call first):",
            f'  File "/usr/lib/python3.11/threading.py", line {320 + i} in wait',
            '  File "/usr/lib/python3.11/threading.py", line 1045 in _bootstrap_inner',
            '  File "/usr/lib/python3.11/threading.py", line 1002 in _bootstrap',
            "",
        ]
    out.append(f"Current thread 0x0000{tid}ffff (most recent call first):")
    out += [
        '  File "/site/app/agent/watchdog.py", line 44 in dump_all_stacks',
        '  File "/usr/lib/python3.11/threading.py", line 1002 in _bootstrap',
        "",
        f"Thread 0x0000{tid}aaaa (most recent call first):",
    ]
    out += [f'  File "{path}", line {line} in {func}' for path, line, func in inner]
    return "\n".join(out)


WAITING = [
    ("/venv/torch/autograd/graph.py", 768, "_engine_run_backward"),
    ("/venv/torch/autograd/__init__.py", 289, "backward"),
    ("/job/train_gpt.py", 120, "train"),
    ("/job/train_gpt.py", 200, "<module>"),
]
HUNG = [
    ("/job/train_gpt.py", 88, "_injected_hang"),
    ("/job/train_gpt.py", 118, "train"),
    ("/job/train_gpt.py", 200, "<module>"),
]


def test_normalisation_drops_line_numbers_paths_and_helper_threads() -> None:
    a = dump(WAITING, helper_threads=2, tid="aaaa")
    b = dump([(p.replace("/venv", "/other/venv"), n + 3, f) for p, n, f in WAITING], helper_threads=0)
    assert normalise_stack(a) == normalise_stack(b)
    assert normalise_stack(a) == (
        "graph.py:_engine_run_backward",
        "__init__.py:backward",
        "train_gpt.py:train",
        "train_gpt.py:<module>",
    )


def test_the_odd_rank_out_is_the_culprit() -> None:
    stacks = {r: dump(WAITING, helper_threads=r % 3, tid=f"{r:04x}") for r in (0, 1, 3, 4, 5, 6, 7)}
    stacks[2] = dump(HUNG)
    result = localize_hang(stacks, world_size=8)
    assert result.culprit_ranks == (2,)
    assert result.missing_ranks == ()
    assert not result.ambiguous
    assert result.groups[0].ranks == (0, 1, 3, 4, 5, 6, 7)
    assert result.groups[1].innermost == "train_gpt.py:_injected_hang"
    assert "rank(s) 2 are in train_gpt.py:_injected_hang" in result.explanation
    assert result.to_dict()["culprit_ranks"] == [2]


def test_several_minority_groups_are_all_culprits() -> None:
    other = [("/job/data.py", 10, "next_batch"), ("/job/train_gpt.py", 118, "train")]
    stacks = {r: dump(WAITING) for r in range(6)}
    stacks[4] = dump(HUNG)
    stacks[5] = dump(other)
    assert localize_hang(stacks).culprit_ranks == (4, 5)


def test_ranks_missing_a_dump_are_named_when_the_others_agree() -> None:
    stacks = {r: dump(WAITING) for r in (0, 1, 2)}
    result = localize_hang(stacks, world_size=4)
    assert result.missing_ranks == (3,)
    assert result.culprit_ranks == (3,)
    assert "rank(s) 3 sent no stack dump" in result.explanation


def test_missing_ranks_are_not_blamed_while_most_dumps_are_still_to_come() -> None:
    early = localize_hang({3: dump(WAITING)}, world_size=4)  # the first watchdog to fire
    assert early.culprit_ranks == () and early.missing_ranks == (0, 1, 2)
    # the odd one out is named, not the ranks whose dumps are late
    partial = localize_hang({0: dump(WAITING), 1: dump(WAITING), 2: dump(HUNG)}, world_size=8)
    assert partial.culprit_ranks == (2,)


def test_an_even_split_is_ambiguous() -> None:
    result = localize_hang({0: dump(WAITING), 1: dump(HUNG)}, world_size=2)
    assert result.ambiguous and result.culprit_ranks == ()
    assert "no majority" in result.explanation


def test_everyone_in_the_same_place_names_nobody() -> None:
    result = localize_hang({r: dump(WAITING) for r in range(4)}, world_size=4)
    assert result.culprit_ranks == () and not result.ambiguous
    assert "no odd one out" in result.explanation


def _watchdog_lines(rank: int, inner: list[tuple[str, int, str]], step: int = 41) -> list[str]:
    return [
        f"=== crashcart hang watchdog: rank {rank} no progress for 121s at step {step}; stack dump begin ===",
        *dump(inner).splitlines(),
        f"=== crashcart hang watchdog: rank {rank} stack dump end ===",
    ]


def test_collector_gathers_interleaved_dumps_per_rank_and_localizes() -> None:
    collector = HangDumpCollector()
    per_rank = {r: _watchdog_lines(r, HUNG if r == 2 else WAITING) for r in range(4)}
    index = 0
    # Interleave the four ranks line by line, with ordinary output in between.
    for i in range(max(len(v) for v in per_rank.values())):
        for rank, lines in per_rank.items():
            if i < len(lines):
                collector.feed(LogLine(lines[i], index, node=f"n{rank // 2}", rank=rank, stream="watchdog"))
                collector.feed(LogLine(f"step {i} loss 3.2", index + 1, node=f"n{rank // 2}", rank=rank))
                index += 2
    assert sorted(collector.stacks()) == [0, 1, 2, 3]
    assert collector.dumps[2].step == 41 and collector.dumps[2].node == "n1"
    assert "stack dump" not in collector.stacks()[0]
    result = collector.localize(world_size=4)
    assert result is not None and result.culprit_ranks == (2,)


def test_collector_reads_a_launcher_merged_stream_with_rank_prefixes() -> None:
    collector = HangDumpCollector()
    for rank in (0, 1, 2):
        for text in _watchdog_lines(rank, HUNG if rank == 1 else WAITING):
            collector.feed(LogLine(f"[rank{rank}]:{text}", node="n0", stream="stderr"))
    result = collector.localize(world_size=3)
    assert result is not None and result.culprit_ranks == (1,)


def test_collector_ignores_unfinished_dumps_and_plain_logs() -> None:
    collector = HangDumpCollector()
    collector.feed(LogLine("Traceback (most recent call last):", rank=0))
    for text in _watchdog_lines(0, WAITING)[:-1]:  # the end marker never came
        collector.feed(LogLine(text, rank=0, stream="watchdog"))
    assert collector.stacks() == {} and collector.localize() is None


BROADCAST_ROOT = [
    ("/venv/torch/nn/parallel/distributed.py", 2100, "_distributed_broadcast_coalesced"),
    ("/venv/torch/nn/parallel/distributed.py", 1500, "_sync_buffers"),
    ("/venv/torch/nn/parallel/distributed.py", 1600, "forward"),
    ("/job/train_gpt.py", 118, "train"),
    ("/job/train_gpt.py", 200, "<module>"),
]


def test_an_odd_rank_blocked_in_a_collective_is_a_victim_not_the_culprit() -> None:
    # Seen in a real 4-rank gloo run: rank 0, root of DDP's buffer broadcast, waits for rank 2.
    stacks = {0: dump(BROADCAST_ROOT), 1: dump(WAITING), 2: dump(HUNG), 3: dump(WAITING)}
    result = localize_hang(stacks, world_size=4)
    assert result.culprit_ranks == (2,)
    assert "rank(s) 0 are in distributed.py:_distributed_broadcast_coalesced (blocked in a collective)" in (
        result.explanation
    )


def test_a_tie_is_broken_by_the_rank_outside_any_collective() -> None:
    result = localize_hang({0: dump(BROADCAST_ROOT), 1: dump(HUNG)}, world_size=2)
    assert result.culprit_ranks == (1,) and not result.ambiguous


def test_odd_ranks_all_in_collectives_are_still_named() -> None:
    stacks = {r: dump(WAITING) for r in range(4)}
    stacks[3] = dump(BROADCAST_ROOT)
    assert localize_hang(stacks).culprit_ranks == (3,)
