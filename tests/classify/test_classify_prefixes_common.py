"""The one-match reading of a burst's two common prefix shapes (NCCL's ``host:pid:tid [lr] NCCL``,
torch's ``[rankN]: ``) gives exactly what the general loop of split_prefix gives, on every line of
both corpora, on those lines behind either prefix, and on lines made to sit at its edges."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.classify import prefixes
from app.classify.prefixes import split_prefix

CORPUS = Path(__file__).resolve().parents[1] / "corpus"

EDGES = [
    "gpu01:12:34 [0] NCCL INFO Channel 00/0 : 0[0] -> 1[1] via P2P/CUMEM/read",
    "gpu01:12:34 [0] NCCL INFO comm 0x55d0 rank 3 nRanks 32 [repeated 3x across cluster]",
    "gpu01:12:34 [0] NCCL INFO [Service thread] Connection closed by localRank 0",
    "gpu01:12:34 [0] NCCL WARN NET/IB : Got completion from peer 10.0.0.2<4512> with error 12",
    "gpu01:12:34 [0] NCCLx INFO not NCCL's own",
    "gpu01:12:34 [0]  NCCL INFO two blanks",
    "gpu01:12:34 [0] NCCL INFO x\x1b[0m",
    "gpu01:12:34 [0] NCCL INFO 100%|#####| 10/10",
    "gpu01:12:34 [0] NCCL INFO " + "x" * 20000,
    "g" * 70 + ":12:34 [0] NCCL INFO a host name that pushes ' [' past 80 characters",
    "I1234:12:34 [0] NCCL INFO a glog-looking host",
    "Jan:12:34 [0] NCCL INFO a month-looking host",
    "Jan 9:12:34 [0] NCCL INFO",
    "trainer-1  | gpu01:12:34 [0] NCCL INFO behind a compose service prefix",
    "trainer-1 | x | gpu01:12:34 [0] NCCL INFO",
    "gpu.a-1:12:34 [7] NCCL INFO dotted host",
    "[rank3]: step 10 loss 1.25 lr 3.0e-04",
    "[rank3]:step 10 without a blank",
    "[rank3]:\tstep 10 after a tab",
    "[rank3]:  two blanks",
    "[rank3]: Jan  9 10:00:00 gpu01 kernel: NVRM: Xid (PCI:0000:3b:00): 79, GPU has fallen off the bus.",
    "[rank3]: Nov 22 02:00:00 gpu02 python3[42]: boom",
    "[rank3]: gpu07: NVRM: Xid (PCI:0000:3b:00): 79",
    "[rank3]: epoch3: loss 2.0",
    "[rank3]: E0501 12:00:00.123456  1234 file.cc:12] boom",
    "[rank3]: F0501 12:00:00.123456  1234 file.cc:12] boom",
    "[rank3]: RuntimeError: [Rank 3] Watchdog caught collective operation timeout",
    "[rank3]: foo [bar] baz",
    "[rank3]: foo: bar",
    "[rank3]: gpu01:12:34 [0] NCCL INFO stacked",
    "[rank3]:[W socket.cpp:464] [c10d] The server socket has failed to bind",
    "[rank3]: [default1]: stacked roles",
    "[rank3]: (RayTrainWorker pid=1234, ip=10.0.0.1) ray",
    "[rank3]: 12: digits first",
    "[rank3]: ok [repeated 2x across cluster]",
    "[rank3]: x",
    "[rank3]: Ünïcode first",
    "[rank: 3] lightning",
    "[rank3] no colon",
    "[rank٣]: arabic-indic digit",
    "[2024-05-01T10:00:00Z] [rank3]: stamped",
    "[rank3]: \x1b[31mred\x1b[0m",
]


def _lines() -> list[str]:
    lines = list(EDGES)
    for name in ("cases.jsonl", "real.jsonl"):
        for raw in (CORPUS / name).read_text().splitlines():
            lines += json.loads(raw)["log"].splitlines()
    # Every corpus line behind either common prefix too.
    behind = [p + line for line in lines for p in ("[rank5]: ", "[rank5]:", "gpu03:2714:2790 [2] NCCL ")]
    return lines + behind


def test_the_common_shapes_read_as_the_general_loop_reads_them(monkeypatch: pytest.MonkeyPatch) -> None:
    lines = _lines()
    fast = [split_prefix(line) for line in lines]
    taken = sum(prefixes.split_common_prefix(line) is not None for line in lines)
    monkeypatch.setattr(prefixes, "split_common_prefix", lambda text: None)
    general = [split_prefix(line) for line in lines]
    for line, a, b in zip(lines, fast, general, strict=True):
        assert a == b, line
    assert taken > len(lines) // 4  # the comparison covers lines the one-match path reads


@pytest.mark.parametrize(
    "line",
    [
        "gpu01:12:34 [0] NCCL INFO Channel 00/0 : 0[0] -> 1[1] via P2P/CUMEM/read",
        "[rank3]: step 10 loss 1.25 lr 3.0e-04",
    ],
)
def test_a_burst_line_takes_the_one_match_path(line: str) -> None:
    assert prefixes.split_common_prefix(line) == split_prefix(line)
    assert prefixes.split_common_prefix(line) is not None
