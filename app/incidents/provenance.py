"""Who speaks for a line: the node that shipped it, unless a trusted source relays another host's log.

A shipped line carries its sender (the ``node`` of the batch). Its text may name other hosts: a
syslog prefix (``Mar  3 10:00:00 gpu07 kernel: ...``), a pdsh prefix (``gpu07: ...``), an NCCL
prefix, or a message about another host (``srun: error: Node failure on gpu07``). Text is written by
whoever controls the sender's stream, so a host name inside a line names the node only when:

- the line has no sender (an offline log file: its prefixes are all the provenance there is), or
- the name is the sender itself, or
- the line is syslog/kernel-shaped and its sender is a configured log aggregator (a central
  rsyslog host relaying the kernel logs of others: ``ingest.log_aggregators``).

A node-level alert from Alertmanager arrives with its node as the sender (``alert:*`` streams):
the alert's node label speaks for it, never a host named in its text. Everything else is the
sender's own line: fifty lines that begin with fifty other hostnames blame the one node that
shipped them, never the fifty.
"""

from __future__ import annotations

from collections.abc import Container

ALERT_STREAM_PREFIX = "alert:"
SYSLOG_SHAPE = "syslog"


def may_name_host(
    named: str,
    sender: str | None,
    *,
    shape: str | None,
    stream: str = "",
    aggregators: Container[str] = (),
) -> bool:
    """Whether a line shipped by ``sender`` may say that it is about (or from) host ``named``.

    ``shape`` is how the name appeared: ``"syslog"`` for a syslog/kernel prefix; anything else
    (pdsh or NCCL prefixes, a host inside a message) is text the sender's processes wrote.
    """
    if sender is None or named == sender:
        return True
    if stream.startswith(ALERT_STREAM_PREFIX):
        return False
    return shape == SYSLOG_SHAPE and sender in aggregators


def speaker(
    named: str | None,
    sender: str | None,
    *,
    shape: str | None,
    stream: str = "",
    aggregators: Container[str] = (),
) -> str | None:
    """The node a line is attributed to: the named host when it may speak for it, else the sender."""
    if named is None:
        return sender
    allowed = may_name_host(named, sender, shape=shape, stream=stream, aggregators=aggregators)
    return named if allowed else sender
