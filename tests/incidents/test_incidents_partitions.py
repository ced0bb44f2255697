"""One job's lines analysed per queue partition give the verdict one analyzer gives.

The live pipeline partitions a job's lines by ``(job, node)``: each partition's analyzer sees its
nodes' lines only, and the job's verdict is decided over all of them merged
(``JobAnalyzer.merged``, app/incidents/service.py). Every case of the synthetic corpus and the
dev fold of the real corpora (single excerpts and multi-rank jobs) is fed both ways, each line
sent by the node its prefix names (a rank's lines by the host that rank printed from), the
partitions' analyzers handed through the hand-off pickle as workers hand them: the same verdict.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.classify.engine import RuleEngine
from app.classify.prefixes import split_prefix
from app.incidents.analyzer import JobAnalyzer
from app.incidents.handoff import dump, load
from app.ingest.base import partition_of
from app.logline import LogLine
from app.settings import get_settings

CORPUS = Path(__file__).resolve().parents[1] / "corpus"


@pytest.fixture(scope="module")
def engine() -> RuleEngine:
    return RuleEngine.from_dir(get_settings().rules_dir)


def _cases() -> list[tuple[str, list[str]]]:
    cases = []
    for name in ("cases.jsonl", "real.jsonl", "real_multirank_dev.jsonl"):
        for raw in (CORPUS / name).read_text().splitlines():
            case = json.loads(raw)
            if case.get("fold") != "test":  # tuned on and compared on the dev fold only
                cases.append((case["id"], case["log"].splitlines()))
    return cases


def _senders(texts: list[str]) -> list[str]:
    """The node that would have shipped each line: the host its prefix names, else the host its
    rank printed from elsewhere, else one node per 8 ranks; lines with neither, the launcher's."""
    prefixes = [split_prefix(t) for t in texts]
    host_of: dict[int, str] = {}
    for p in prefixes:
        if p.node and p.rank is not None:
            host_of.setdefault(p.rank, p.node)
    out = []
    for p in prefixes:
        if p.node:
            out.append(p.node)
        elif p.rank is not None:
            out.append(host_of.get(p.rank) or f"n{p.rank // 8}")
        else:
            out.append("launcher")
    return out


def _verdicts(
    engine: RuleEngine, case_id: str, texts: list[str], partitions: int
) -> tuple[object, object, int]:
    senders = _senders(texts)
    lines = [LogLine(t, i, senders[i], None, "stdout", i) for i, t in enumerate(texts)]
    nodes = sorted({str(line.node) for line in lines})
    one = JobAnalyzer(engine, job_nodes=nodes)
    for line in lines:
        one.feed(line)
    parts: dict[int, JobAnalyzer] = {}
    for line in lines:
        part = partition_of(case_id, partitions, line.node)
        analyzer = parts.get(part) or parts.setdefault(part, JobAnalyzer(engine, job_nodes=nodes))
        analyzer.feed(LogLine(line.text, line.index, line.node, line.rank, line.stream, line.seq))
    # Each partition's analyzer as another worker reads it back from its row.
    handed = [load(dump(a, {}), engine, a.actions)[0] for _, a in sorted(parts.items())]
    split = handed[0].verdicts() if len(handed) == 1 else JobAnalyzer.merged(handed).verdicts()
    return [v.model_dump() for v in one.verdicts()], [v.model_dump() for v in split], len(parts)


@pytest.mark.slow  # ~900 cases twice
@pytest.mark.parametrize("partitions", [3, 16])
def test_partitioned_analysis_gives_the_verdict_of_one_analyzer(engine: RuleEngine, partitions: int) -> None:
    cases = _cases()
    assert len(cases) > 800
    split = 0
    for case_id, texts in cases:
        one, merged, used = _verdicts(engine, case_id, texts, partitions)
        assert merged == one, case_id
        split += used > 1
    assert split > 150, split  # the comparison covers jobs whose lines really were split


def test_the_merged_analyzer_names_the_node_of_a_failure_seen_on_one_partition(engine: RuleEngine) -> None:
    nodes = [f"gpu{i:02d}" for i in range(4)]
    parts = [JobAnalyzer(engine, job_nodes=nodes) for _ in nodes]
    index = 0
    for step in range(20):
        for k, node in enumerate(nodes):
            parts[k].feed(LogLine(f"[rank{k}]: step {step} loss 2.5", index, node, k, "stdout", step))
            index += 1
    parts[2].feed(
        LogLine(
            "NVRM: Xid (PCI:0000:3b:00): 79, pid=2714, GPU has fallen off the bus.",
            index,
            "gpu02",
            2,
            "stderr",
            1,
        )
    )
    for k, node in enumerate(nodes):  # then every rank's knock-on timeout
        parts[k].feed(
            LogLine(
                f"[rank{k}]:[E ProcessGroupNCCL.cpp:616] [Rank {k}] Watchdog caught collective "
                "operation timeout",
                index + 1 + k,
                node,
                k,
                "stderr",
                100,
            )
        )
    verdict = JobAnalyzer.merged(parts).verdicts()[0]
    assert verdict.culprit.nodes == ["gpu02"]
    assert "Xid" in (verdict.root_cause_line or "")
    # The partitions themselves are left as they were (a merged analyzer is for one verdict).
    assert [len(p.signals) for p in parts] == [1, 1, 2, 1]
