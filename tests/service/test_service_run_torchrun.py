"""`crashcart run -- torchrun ...`: each rank's lines arrive whole, with their rank, and from the
node as the scheduler names it (the old bug: "step 9 loss 4.1258step 9 loss 4.1612", every line
with no rank). Real torchrun, gloo-free CPU workers, 2-4 local ranks."""

from __future__ import annotations

import os
import re
import socket
import subprocess
import sys
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from app.ingest.shipper import RANK_PREFIX_TEMPLATE, CommandShipper, RankDemux
from app.settings import REPO_ROOT
from tests.helpers import TOKENS, LiveServer, free_port

WRITER = str(Path(__file__).with_name("rank_writer.py"))
STEP = re.compile(r"^step (\d+) loss (\d)\.(\d{5}) rank=(\d)$")


def mark(rank: int) -> bytes:
    return RANK_PREFIX_TEMPLATE.replace("${rank}", str(rank)).encode()


def test_demux_rejoins_a_rank_line_split_by_another_ranks_write() -> None:
    demux = RankDemux()
    # torchrun read rank 0's file mid-line; rank 1's whole line came in between.
    got = demux.feed(mark(0) + b"step 9 loss 4.1258" + mark(1) + b"step 9 loss 4.1612\n")
    assert got == [(1, b"step 9 loss 4.1612\n")]
    assert demux.feed(mark(0) + b"\n") == [(0, b"step 9 loss 4.1258\n")]
    assert demux.feed(b"W1123 torchrun's own warning\n") == [(None, b"W1123 torchrun's own warning\n")]
    assert demux.feed(mark(3) + b"no newline at the end") == []
    assert demux.flush() == [(3, b"no newline at the end")]


def test_a_command_without_markers_is_shipped_as_it_was() -> None:
    demux = RankDemux()
    assert demux.feed(b"plain line\n") == [(None, b"plain line\n")]
    assert demux.flush() == []


class RecordingClient:
    def __init__(self) -> None:
        self.lines: list[dict[str, Any]] = []
        self.exits: list[dict[str, Any]] = []

    def post_lines(self, job_id: str, lines: list[dict[str, Any]], run: str | None = None) -> None:
        self.lines.extend(lines)

    def post_exit(self, job_id: str, body: dict[str, Any]) -> None:
        self.exits.append(body)


def torchrun(ranks: int, *args: str) -> list[str]:
    return [
        sys.executable,
        "-m",
        "torch.distributed.run",
        "--nproc-per-node",
        str(ranks),
        "--master-port",
        str(free_port()),
        WRITER,
        *args,
    ]


@pytest.mark.parametrize("ranks", [2, 4])
def test_every_rank_line_arrives_whole_with_its_rank(ranks: int, capfd: pytest.CaptureFixture[str]) -> None:
    per_rank = 1000
    client = RecordingClient()
    shipper = CommandShipper(client, "j1", "gpu07", None)  # type: ignore[arg-type]
    assert shipper.run(torchrun(ranks, str(per_rank))) == 0
    steps: Counter[int] = Counter()
    for line in client.lines:
        assert line["node"] == "gpu07"
        m = STEP.match(line["line"])
        if m:
            assert int(m.group(2)) == int(m.group(4)) == line["rank"], line
            assert line["stream"] == "stdout"
            steps[line["rank"]] += 1
        elif line["line"].startswith("rank="):
            assert line["line"].split()[0] == f"rank={line['rank']}", line
        else:  # torchrun's own lines (its banner): no rank, and no merged rank text in them
            assert line["rank"] is None and "loss" not in line["line"], line
    assert steps == {r: per_rank for r in range(ranks)}
    assert sum(1 for x in client.lines if x["line"] == "rank=0 done") == 1
    out, _ = capfd.readouterr()
    # The console shows the ranks' lines as they wrote them: whole, with no marker left in them.
    assert "\x1e" not in out and "\x1f" not in out
    printed = [x for x in out.splitlines() if x.startswith("step ")]
    assert len(printed) == ranks * per_rank and all(STEP.match(x) for x in printed)
    # seq grows within each (node, rank, stream), as the server's dedupe needs.
    last: dict[tuple[Any, str], int] = {}
    for line in client.lines:
        key = (line["rank"], line["stream"])
        assert line["seq"] > last.get(key, 0)
        last[key] = line["seq"]


def test_the_launcher_temp_log_dir_is_removed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TMPDIR", str(tmp_path))
    import tempfile

    monkeypatch.setattr(tempfile, "tempdir", None)
    client = RecordingClient()
    assert CommandShipper(client, "j1", "n", None).run(torchrun(2, "5")) == 0  # type: ignore[arg-type]
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize(
    ("env", "node"),
    [
        ({"SLURMD_NODENAME": "gpu03", "NODE_NAME": "k8s-7"}, "gpu03"),
        ({"NODE_NAME": "k8s-7"}, "k8s-7"),
        ({}, socket.gethostname()),
    ],
)
def test_crashcart_run_under_torchrun_against_a_live_server(
    tmp_path: Path, env: dict[str, str], node: str
) -> None:
    """The whole path: a real server, `crashcart run -- torchrun` with 2 ranks, rank 1 hits Xid 79.
    The incident names the node as the scheduler names it and rank 1, never torchrun's host line."""
    server = LiveServer(tmp_path / "data")
    try:
        server.post("/v1/jobs", {"job_id": "tr1", "scheduler": "local", "nodes": [node]})
        base = {k: v for k, v in os.environ.items() if not k.startswith(("CRASHCART_", "SLURM"))}
        for var in ("NODE_NAME", "KUBERNETES_NODE_NAME", "RANK"):
            base.pop(var, None)
        child_env = {
            **base,
            **env,
            "CRASHCART_SERVER": server.url,
            "CRASHCART_TOKEN": TOKENS["shipper"],
            "PYTHONPATH": str(REPO_ROOT),
        }
        done = subprocess.run(
            [sys.executable, "-m", "app", "run", "--job", "tr1", "--", *torchrun(2, "200", "xid")],
            env=child_env,
            capture_output=True,
            text=True,
            timeout=180,
        )
        assert done.returncode == 1, done.stderr[-2000:]
        assert "\x1e" not in done.stdout + done.stderr
        assert "crashcart:" not in done.stderr  # nothing refused, nothing lost

        def incident() -> Any:
            found = server.get("/v1/incidents", params={"job": "tr1"})["incidents"]
            return found[0] if found and "Xid" in (found[0]["root_cause_line"] or "") else None

        inc = server.wait_until(incident, timeout=30)
        assert inc["culprit"]["nodes"] == [node]
        assert inc["culprit"]["ranks"] == [1]
        detail = server.get(f"/v1/incidents/{inc['id']}")
        assert "localhost" not in str(detail.get("culprit")), detail
    finally:
        server.stop()
