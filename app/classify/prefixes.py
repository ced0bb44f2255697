"""Learn node and rank from what launchers and libraries print in front of a line.

A merged job log carries its provenance only in prefixes: ``[rank12]:`` (torch), ``12: ``
(``srun -l``), ``[default3]:`` (torchrun's local-rank tee), ``host:pid:tid [local_rank]`` (NCCL),
``Mar  3 10:00:00 host kernel:`` (syslog) and ``host: `` (pdsh). :func:`split_prefix` peels them
off and returns the message the rules see plus what the prefixes said.
"""

from __future__ import annotations

import re
from collections.abc import Container
from dataclasses import dataclass

# srun -l task, then torch's [rankN]:, then torchrun's --tee [roleN]: (local rank), any of them.
_LEAD = re.compile(r"(?:\s*(\d+): )?(?:\[rank(\d+)\]:\s?)?(?:\[[a-z_]+?(\d+)\]:\s?)?")
_NCCL = re.compile(r"([A-Za-z0-9][\w.-]*):(\d+):(\d+) \[(\d+)\] ")
_SYSLOG = re.compile(
    r"(?:[A-Z][a-z]{2} [ \d]\d \d\d:\d\d:\d\d|\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\S*)"
    r"\s+([A-Za-z0-9][\w.-]*)\s+kernel:\s*"
    r"(?:\[\s*\d+\.\d+\]\s*)?"
)
_DMESG = re.compile(r"\[(?:\s*\d+\.\d+|[A-Z][a-z]{2} [A-Z][a-z]{2} [ \d]\d \d\d:\d\d:\d\d \d{4})\]\s*")
_PDSH = re.compile(r"([A-Za-z][\w.-]*\d[\w.-]*): ")
# Words that look like "host12: " but start ordinary lines (epoch3: loss ...).
_NOT_HOSTS = re.compile(
    r"(?:epoch|step|iter|iteration|rank|layer|batch|loss|stage|worker|task|phase)[-_]?\d+$", re.I
)


@dataclass(slots=True)
class Prefix:
    message: str
    node: str | None = None
    rank: int | None = None
    local_rank: int | None = None
    pid: str | None = None


def pdsh_host(text: str) -> str | None:
    """The host of a ``host: message`` (pdsh/clush) prefix, if the line has one; None otherwise."""
    if not text or not text[0].isalpha():
        return None
    m = _PDSH.match(text)
    if m is None or _NOT_HOSTS.match(m.group(1)):
        return None
    return m.group(1)


def split_prefix(text: str, known_nodes: Container[str] = ()) -> Prefix:
    """Strip launcher/library prefixes (up to a few stacked ones) and report what they say.

    ``known_nodes`` lets a bare ``host: `` (pdsh) prefix count only for hosts already known, since
    ``epoch3: loss ...`` looks the same.
    """
    out = Prefix(message=text)
    msg = _launcher_prefixes(text, out)
    for _ in range(3):
        if not msg:
            break
        first = msg[0]
        m: re.Match[str] | None = None
        if first == "[":
            m = _DMESG.match(msg)
        elif first.isdigit():
            m = _SYSLOG.match(msg)
            if m:
                out.node = out.node or m.group(1)
        elif first.isalpha():
            if msg.find(" kernel:", 0, 80) >= 0:
                m = _SYSLOG.match(msg)
                if m:
                    out.node = out.node or m.group(1)
            if m is None and msg.find(" [", 0, 80) >= 0:
                m = _NCCL.match(msg)
                if m:
                    out.node = out.node or m.group(1)
                    out.pid = m.group(2)
                    out.local_rank = int(m.group(4))
            if m is None and known_nodes:
                m = _PDSH.match(msg)
                if m and m.group(1) in known_nodes:
                    out.node = out.node or m.group(1)
                    # pdsh wraps whatever the process printed, torch prefixes included.
                    msg = _launcher_prefixes(msg[m.end() :], out)
                    continue
                m = None
        if m is None or m.end() == 0:
            break
        msg = msg[m.end() :]
    out.message = msg
    return out


def _launcher_prefixes(text: str, out: Prefix) -> str:
    """``12: `` (srun -l), ``[rank12]:`` and ``[default3]:`` in one regex call; the rest of the line."""
    first = text[:1]
    if not first or not (first == "[" or first.isdigit() or first == " "):
        return text
    m = _LEAD.match(text)
    if m is None or m.end() == 0:
        return text
    srun, rank, local_rank = m.groups()
    if rank is not None:
        out.rank = int(rank)
    elif srun is not None and out.rank is None:
        out.rank = int(srun)
    if local_rank is not None:
        out.local_rank = int(local_rank)
    return text[m.end() :]
