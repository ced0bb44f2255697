"""A restarted ``crashcart run`` must not lose its first lines to the (node, rank, stream, seq)
dedupe: each run numbers its lines above every earlier run's."""

from __future__ import annotations

import sys
from typing import Any

from app.ingest.shipper import CommandShipper
from tests.helpers import Service


class RecordingClient:
    def __init__(self) -> None:
        self.lines: list[dict[str, Any]] = []
        self.exits: list[dict[str, Any]] = []

    def post_lines(self, job_id: str, lines: list[dict[str, Any]], run: str | None = None) -> None:
        self.lines.extend(lines)

    def post_exit(self, job_id: str, body: dict[str, Any]) -> None:
        self.exits.append(body)


def _run(client: RecordingClient, n: int) -> list[int]:
    before = len(client.lines)
    shipper = CommandShipper(client, "j1", "n1", 0)  # type: ignore[arg-type]
    code = shipper.run([sys.executable, "-c", f"for i in range({n}): print('step', i)"])
    assert code == 0 and not shipper.send_errors
    return [int(line["seq"]) for line in client.lines[before:]]


def test_a_restarted_run_numbers_its_lines_above_the_previous_run() -> None:
    client = RecordingClient()
    first = _run(client, 50)
    second = _run(client, 5)
    assert first == sorted(first) and len(set(first)) == 50
    assert min(second) > max(first)
    assert max(second) < 2**63


async def test_the_service_keeps_every_line_of_a_restarted_run(service: Service) -> None:
    """Both runs' lines reach the job (the old bug: a new run starting at seq 1 lost every line
    numbered at or below the old run's highest)."""
    await service.register("j1", nodes=["n1"])
    client = RecordingClient()
    for n in (30, 10):  # the run, then its restart, each shipped as it ran
        start = len(client.lines)
        _run(client, n)
        r = await service.post_lines("j1", client.lines[start:])
        assert r.status_code == 202, r.text
        expected = len(client.lines)

        async def processed(expected: int = expected) -> bool:
            return int((await service.job("j1"))["lines_processed"]) >= expected

        await service.wait_for(processed)
    assert int((await service.job("j1"))["lines_processed"]) == 40
