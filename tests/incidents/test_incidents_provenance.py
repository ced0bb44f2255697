"""Log text does not decide who is blamed: a host named inside a line speaks for it only from a
source allowed to (its own stream, a configured aggregator's syslog lines); otherwise the line is
the sender's own."""

from __future__ import annotations

from functools import cache

import pytest

from app.classify.engine import RuleEngine
from app.classify.prefixes import split_prefix
from app.incidents.analyzer import JobAnalyzer
from app.incidents.provenance import may_name_host, speaker
from app.logline import LogLine
from app.settings import REPO_ROOT
from app.vocabulary import Action

NODES = [f"ib{i:03d}" for i in range(1, 65)]
XID = "NVRM: Xid (PCI:0000:3b:00): 79, pid=4242, GPU has fallen off the bus."


@cache
def engine() -> RuleEngine:
    return RuleEngine.from_dir(REPO_ROOT / "rules")


def analyze(lines: list[LogLine], **kwargs: object) -> JobAnalyzer:
    analyzer = JobAnalyzer(engine(), job_nodes=NODES, world_size=512, **kwargs)  # type: ignore[arg-type]
    for line in lines:
        analyzer.feed(line)
    return analyzer


@pytest.mark.parametrize(
    ("named", "sender", "shape", "stream", "aggregators", "allowed"),
    [
        ("gpu07", None, "pdsh", "stdout", (), True),  # offline file: its prefixes are all there is
        ("gpu07", "gpu07", "nccl", "stdout", (), True),  # its own name
        ("gpu07", "gpu01", "pdsh", "stdout", (), False),
        ("gpu07", "gpu01", "nccl", "stdout", (), False),
        ("gpu07", "gpu01", None, "stdout", (), False),  # a host inside a message
        ("gpu07", "gpu01", "syslog", "stdout", (), False),  # kernel-shaped, but gpu01 relays nobody
        ("gpu07", "logs1", "syslog", "stdout", ("logs1",), True),  # a configured aggregator
        ("gpu07", "logs1", "pdsh", "stdout", ("logs1",), False),  # ... only for kernel-shaped lines
        ("gpu07", "gpu01", "syslog", "alert:abc", ("gpu01",), False),  # an alert speaks for its node only
    ],
)
def test_may_name_host(
    named: str,
    sender: str | None,
    shape: str | None,
    stream: str,
    aggregators: tuple[str, ...],
    allowed: bool,
) -> None:
    assert may_name_host(named, sender, shape=shape, stream=stream, aggregators=aggregators) is allowed
    expected = named if allowed else sender
    assert speaker(named, sender, shape=shape, stream=stream, aggregators=aggregators) == expected


def test_prefix_reports_the_shape_that_named_the_host() -> None:
    assert split_prefix(f"Nov 22 00:23:53 ib005 kernel: {XID}").node_shape == "syslog"
    assert split_prefix(f"ib005: {XID}", NODES).node_shape == "pdsh"
    assert split_prefix(f"ib005: [ 660233.435185] {XID}", NODES).node_shape == "syslog"
    assert split_prefix("ib005:1234:1240 [3] NCCL WARN Call to ibv_reg_mr failed").node_shape == "nccl"
    assert split_prefix("RuntimeError: boom").node_shape is None


def test_fifty_foreign_hostnames_from_one_sender_blame_only_the_sender() -> None:
    """The reproduction of issue 13: 50 lines beginning with other hostnames, shipped by ib001."""
    lines = [
        LogLine(f"ib{n:03d}: {XID}", index=i, node="ib001", stream="stdout")
        for i, n in enumerate(range(2, 52))
    ]
    verdict = analyze(lines).verdicts()[0]
    assert verdict.culprit.nodes == ["ib001"]
    assert verdict.action == Action.cordon_and_restart
    # The same with syslog-shaped lines: still ib001's own, since ib001 relays nobody's kernel log.
    syslog = [
        LogLine(f"Nov 22 00:23:53 ib{n:03d} kernel: {XID}", index=i, node="ib001")
        for i, n in enumerate(range(2, 52))
    ]
    assert analyze(syslog).verdicts()[0].culprit.nodes == ["ib001"]


def test_a_configured_aggregator_relays_kernel_lines_of_other_hosts() -> None:
    lines = [
        LogLine("step 10 loss 2.0", index=0, node="ib001"),
        LogLine(f"Nov 22 00:23:53 ib007 kernel: {XID}", index=1, node="logs1"),
    ]
    verdict = analyze(lines, log_aggregators=["logs1"]).verdicts()[0]
    assert verdict.culprit.nodes == ["ib007"] and verdict.action == Action.cordon_and_restart
    # ... but not text in another shape from the aggregator.
    pdsh = [LogLine(f"ib007: {XID}", index=0, node="logs1")]
    assert analyze(pdsh, log_aggregators=["logs1"]).verdicts()[0].culprit.nodes == ["logs1"]


def test_an_alert_speaks_for_its_own_node_only() -> None:
    line = LogLine(f"Nov 22 00:23:53 ib009 kernel: {XID}", index=0, node="ib003", stream="alert:f00")
    assert analyze([line], log_aggregators=["ib003"]).verdicts()[0].culprit.nodes == ["ib003"]


def test_a_hardware_fault_reported_about_another_host_drains_nobody_automatically() -> None:
    """srun on ib001 says ib009 failed: not ib001's fault, and ib001's text cannot prove ib009's."""
    line = LogLine("srun: error: Node failure on ib009", index=0, node="ib001", stream="stderr")
    verdict = analyze([line]).verdicts()[0]
    assert verdict.culprit.nodes == []
    assert verdict.action == Action.needs_human and verdict.ambiguous
    # From its own stream (or an offline file without senders) the same line names ib009.
    assert analyze([LogLine(line.text, index=0, node="ib009")]).verdicts()[0].culprit.nodes == ["ib009"]
    offline = analyze([LogLine(line.text, index=0)]).verdicts()[0]
    assert offline.culprit.nodes == ["ib009"] and offline.action == Action.cordon_and_restart


def test_offline_logs_keep_their_prefixes() -> None:
    lines = [LogLine(f"Nov 22 00:23:53 ib007 kernel: {XID}", index=0)]
    assert analyze(lines).verdicts()[0].culprit.nodes == ["ib007"]


def test_an_offline_hardware_line_naming_no_node_keeps_its_action_and_drains_nothing() -> None:
    """A log file with no senders and no host in the line: the verdict still says what the job
    needs (cordon_and_restart, for `crashcart diagnose` and eval); with no node, nothing is named."""
    text = "RuntimeError: CUDA error: uncorrectable ECC error encountered"
    offline = analyze([LogLine(text, index=0)]).verdicts()[0]
    assert offline.action == Action.cordon_and_restart and offline.culprit.nodes == []
    # The same line shipped live by a node is that node's own evidence.
    live = analyze([LogLine(text, index=0, node="ib004")]).verdicts()[0]
    assert live.culprit.nodes == ["ib004"] and live.action == Action.cordon_and_restart
