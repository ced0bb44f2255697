"""Learn node and rank from what launchers and libraries print in front of a line.

A merged job log carries its provenance only in prefixes: ``[rank12]:`` (torch), ``12: ``
(``srun -l``), ``[default3]:`` (torchrun's local-rank tee), ``[1,12]<stderr>:`` (Open MPI
``--tag-output``), ``[rank: 12] `` (Lightning), ``(RayTrainWorker pid=1234, ip=10.0.0.1) `` (Ray),
``host:pid:tid [local_rank]`` (NCCL), ``Mar  3 10:00:00 host kernel:`` and
``May 01 10:00:00 host python3[42]:`` (syslog, journald), ``host: `` / ``10.0.0.1: `` (pdsh), and
logger headers that say nothing about provenance (Python logging, loguru, glog, DeepSpeed's).
:func:`split_prefix` first undoes how the line was carried (:mod:`app.classify.envelopes`: colour
codes, carriage returns, container runtime and CI envelopes), then peels the prefixes off and
returns the message the rules see plus what the prefixes said. This is the one place a line is
normalised; every reader of a line's message goes through it, and the line itself stays verbatim
as evidence.
"""

from __future__ import annotations

import re
from collections.abc import Container
from dataclasses import dataclass

from app.classify.envelopes import compose_prefix_end, has_orphan_colour, unwrap

# srun -l task, then torch's [rankN]:, then torchrun's --tee [roleN]: (local rank), any of them.
_LEAD = re.compile(r"(?:\s*(\d+): )?(?:\[rank(\d+)\]:\s?)?(?:\[[a-z_]+?(\d+)\]:\s?)?")
_NCCL = re.compile(r"([A-Za-z0-9][\w.-]*):(\d+):(\d+) \[(\d+)\] ")
# journalctl -o short, short-precise (microseconds), short-iso; short-full ("Mon 2024-11-22 02:00:00 UTC").
_SYSLOG = re.compile(
    r"(?:[A-Z][a-z]{2} +\d{1,2} \d\d:\d\d:\d\d(?:\.\d+)?|\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\S*"
    r"|[A-Z][a-z]{2} \d{4}-\d\d-\d\d \d\d:\d\d:\d\d(?:\.\d+)? [A-Z][A-Za-z0-9+-]{1,5})"
    r"\s+([A-Za-z0-9][\w.-]*)\s+kernel: ?"
    r"(?:\[\s*\d+\.\d+\] ?)?"
)
# The day of the month is space-padded ("Jan  9") as printed and often single-spaced once pasted.
# dmesg --human (-H) stamps the first line of a minute "[May19 19:57]" and the rest by their delta,
# "[  +0.000127]" (util-linux dmesg(1)).
_DMESG = re.compile(
    r"\[(?:\s*\+?\d+\.\d+|[A-Z][a-z]{2} [A-Z][a-z]{2} +\d{1,2} \d\d:\d\d:\d\d \d{4}"
    r"|[A-Z][a-z]{2}\d\d \d\d:\d\d)\] ?"
)
_PDSH = re.compile(r"([A-Za-z][\w.-]*\d[\w.-]*): ")
# Talos Linux's kernel log (talosctl dmesg, after its "node: " prefix): facility, level and an RFC 3339
# stamp, "kern:     err: [2024-05-01T10:00:00.123456789Z]: " (https://www.talos.dev/latest/reference/cli/).
# nccl-tests' failure reports, "<host>: Test CUDA failure common.cu:892 '...'" (its src/common.h).
_NCCL_TESTS = ("Test CUDA failure ", "Test NCCL failure ")
_TALOS = re.compile(
    r"kern: +(?:emerg|alert|crit|err|warning|notice|info|debug): \[\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[.\d]*Z?\]: "
)
# pdsh naming hosts by address (DeepSpeed's launcher with an IP hostfile): "10.0.0.1: ".
_PDSH_IP = re.compile(r"((?:\d{1,3}\.){3}\d{1,3}): ")
# Open MPI --tag-output "[jobid,rank]<stream>:" (Open MPI 5/PRRTE: "[namespace,rank]<stream>:",
# and --output tag-detailed "[namespace,rank][host:pid]<stream>:"), Lightning "[rank: N] ".
_MPI = re.compile(r"\[[\w.@-]+,(\d+)\](?:\[([\w.-]+):(\d+)\])?(?:<std(?:out|err|diag)>)?:\s?")
_LIGHTNING = re.compile(r"\[rank: (\d+)\]\s")
# Ray's actor/task prefix: "(RayTrainWorker pid=1234, ip=10.0.0.1) ", "(pid=1234) ".
_RAY = re.compile(r"\((?:[\w.:<>-]+ )?pid=(\d+)(?:, ip=([\w.:-]+))?\)\s")
_RAY_REPEATED = re.compile(r"\s\[repeated \d+x across cluster\]$")
# journald's short format: "May 01 10:00:00 host python3[42]: " (the kernel form is _SYSLOG's). The
# identifier stays in the message (rules read "systemd-oomd[812]: Killed ..."), except a generic
# interpreter's or launcher's, which says no more than the job's own prefix would.
_JOURNAL = re.compile(
    r"[A-Z][a-z]{2} +\d{1,2} \d\d:\d\d:\d\d(?:\.\d+)?\s+([A-Za-z0-9][\w.-]*)\s+"
    r"(?:(?:python[\d.]*|torchrun|deepspeed|accelerate|bash|sh|java|ray)\[\d+\]:\s?|(?=[\w.@/-]+\[\d+\]:))"
)
# Logger headers (no provenance, only a time and a level):
#   Python logging "2024-05-01 12:00:00,123 - name - ERROR - ", loguru
#   "2024-05-01 12:00:00.123 | ERROR    | module:function:12 - ", DeepSpeed
#   "[2024-05-01 12:00:00,123] [ERROR] [file.py:12:function] ",
#   glog "E0501 12:00:00.123456  1234 file.cc:12] " (or the header alone, closing a block it printed).
_LEVELS = r"(?:DEBUG|INFO|WARNING|WARN|ERROR|CRITICAL|FATAL|SUCCESS|TRACE)"
_PY_LOGGING = re.compile(
    r"\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d(?:[,.]\d+)?"
    r"(?: - (?:[\w.<>-]+ - )?" + _LEVELS + r" - | \| " + _LEVELS + r"\s*\| \S+ - )"
)
_DS_LOGGING = re.compile(
    r"\[\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(?:[,.]\d+)?\] \[" + _LEVELS + r"\] (?:\[[^\]\s]+:\d+:\w+\] )?"
)
_GLOG = re.compile(r"[IWEF]\d{4} \d\d:\d\d:\d\d\.\d{6}\s+\d+ [^\s\]]+:\d+\](?: |$)")
# Logger headers of other shapes, stripped like the ones above when they carry no level or an
# error level (a header below error is left on the line, where its level word keeps an INFO or
# WARNING line that mentions a failure from reading as one; app/incidents/unmatched.py):
#   a bare timestamp ("%(asctime)s %(message)s", moreutils' ts, a shell's date) with an optional
#   level: "2024-05-01 12:00:00.123 ", "2024-05-01 12:00:00,123 ERROR ", "... [ERROR] ";
#   TensorFlow's C++ log ("2024-05-01 12:00:00.123456: E tensorflow/core/x.cc:12] ",
#   https://github.com/openxla/xla/blob/main/xla/tsl/platform/default/logging.cc);
#   a bracketed timestamp alone ("[2024-05-01 12:00:00] ", "[2024-05-01 12:00:00,123] ");
#   vLLM's "%(levelname)s %(asctime)s [%(filename)s:%(lineno)d]" with datefmt "%m-%d %H:%M:%S"
#   ("ERROR 05-01 12:00:00 [engine.py:12] ", older releases without the brackets' opening);
#   Python logging's basicConfig default "%(levelname)s:%(name)s:%(message)s" ("ERROR:root:",
#   https://docs.python.org/3/library/logging.html#logging.BASIC_FORMAT);
#   transformers' "[ERROR|trainer.py:12] 2024-05-01 12:00:00,123 >> " and NeMo's
#   "[NeMo E 2024-05-01 12:00:00 module:12] ".
# (upper case only: a daemon's own "error: " after its stamp, as slurmctld prints it, stays on the
# line for the rules that read it)
_UPPER_LEVEL = r"(?:DEBUG|INFO|NOTICE|WARNING|WARN|ERROR|CRITICAL|FATAL|TRACE|SUCCESS)"
_STAMP = r"\d{4}[-/]\d\d[-/]\d\d[ T]\d\d:\d\d:\d\d(?:[.,]\d+)?(?:Z|[+-]\d\d:?\d\d)?"
_HEADERS = re.compile(
    r"(?:" + _STAMP + r"(?::? (?P<l1>[IWEF]) [\w./-]+:\d+\]"
    r"|(?: \[?(?P<l2>" + _UPPER_LEVEL + r")\]?)?:?)(?: [-|] | )"
    r"|\[" + _STAMP + r"\] "
    r"|(?P<l3>DEBUG|INFO|WARNING|WARN|ERROR|CRITICAL) \d\d-\d\d \d\d:\d\d:\d\d(?:\.\d+)? \[?[\w.-]+:\d+\] "
    r"|(?P<l4>DEBUG|INFO|WARNING|ERROR|CRITICAL):[\w.<>-]*:"
    r"|\[(?P<l5>DEBUG|INFO|WARNING|ERROR|CRITICAL)\|[\w.-]+:\d+\] " + _STAMP + r" >> "
    r"|\[NeMo (?P<l6>[DIWEC]) " + _STAMP + r" [\w.-]+:\d+\] "
    r")"
)
_BELOW_ERROR = frozenset(["D", "I", "W", "N", "T", "S"])  # first letters of the levels below error
_HEADER_LETTERS = frozenset("DIWEC")  # what an alphabetic header starts with


def logger_header_end(text: str) -> int:
    """Where a logger header of the shapes above ends (0: none there, or one below error)."""
    m = _HEADERS.match(text)
    if m is None:
        return 0
    level = m.group("l1", "l2", "l3", "l4", "l5", "l6")
    found = next((x for x in level if x), "")
    if found[:1].upper() in _BELOW_ERROR:
        return 0
    return m.end()


def _alpha_header_end(text: str) -> int:
    """:func:`logger_header_end` for a letter-first header (vLLM's, basicConfig's), tested only where
    two capitals open the line."""
    if text[:1] in _HEADER_LETTERS and text[1:2].isupper():
        return logger_header_end(text)
    return 0


_WEEKDAYS = frozenset(["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"])
_MONTHS = frozenset(["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"])
# Words that look like "host12: " but start ordinary lines (epoch3: loss ...).
_NOT_HOSTS = re.compile(
    r"(?:epoch|step|iter|iteration|rank|layer|batch|loss|stage|worker|task|phase)[-_]?\d+$", re.I
)
# ... and kernel device names ("ib0: lost carrier", "nvme0n1: I/O error"): never a pdsh host unless
# the job's nodes are called that.
_DEVICES = re.compile(r"(?:ib|eth|en[opsx]|mlx\d|bond|nvme|sd[a-z]|md|nvidia|hfi|efa|veth|cuda|cpu)\w*$")
# ... and exception classes with a digit in their module path ("boto3.exceptions.RetriesExceededError: "):
# a CamelCase last segment is a Python name, not a DNS label.
_PY_NAMES = re.compile(r"(?:[\w-]+\.)*[A-Z][a-z0-9]+[A-Z]\w*$|.*(?:Error|Exception|Warning)$")


@dataclass(slots=True)
class Prefix:
    message: str
    node: str | None = None
    rank: int | None = None
    local_rank: int | None = None
    pid: str | None = None
    # How ``node`` was found: "syslog" (a syslog/kernel/journald prefix), "nccl", "pdsh" or "mpi";
    # None without a node.
    node_shape: str | None = None
    # The stream a container runtime recorded (CRI, Docker json-file), when it said.
    stream: str | None = None
    # The line goes on in the next record (a CRI "P" record, a Docker chunk without its newline).
    partial: bool = False
    # A rank a launcher put in front of the line (srun -l, Open MPI, Lightning); torch's own
    # ``[rankN]:`` wins over it (srun -l numbers tasks, which are nodes when srun starts torchrun).
    launcher_rank: int | None = None
    # A ``host: `` (pdsh) prefix whose host is not known yet: stripped, not yet trusted as a node.
    pdsh_candidate: str | None = None


def split_prefix(text: str, known_nodes: Container[str] = ()) -> Prefix:
    """Undo the line's envelope, strip launcher/library prefixes (up to a few stacked ones) and
    report what they say.

    ``known_nodes`` lets a bare ``host: `` (pdsh) prefix count only for hosts already known, since
    ``epoch3: loss ...`` looks the same.
    """
    first = text[:1]
    carried = _carried(text)
    if not carried and _may_be_common(first):
        common = _common_shape(text, first)
        if common is not None:
            return common
    out = Prefix(message=text)
    msg = text
    if (
        carried
        or (first in _ENVELOPE_FIRST and _maybe_wrapped(text))
        or (first.isalpha() and compose_prefix_end(text) > 0)
    ):
        envelope = unwrap(text)
        msg, out.stream, out.partial = envelope.text, envelope.stream, envelope.partial
        if out.partial:
            # Half a line: its prefixes are read once the rest arrives (JobAnalyzer joins them).
            out.message = msg
            return out
    if msg[:1] in _LAUNCHER_FIRST:
        msg = _launcher_prefixes(msg, out)
    kernel = False  # a kernel line (syslog "kernel:", dmesg): "ib0: ..." names a device there
    for _ in range(4):
        if not msg:
            break
        first = msg[0]
        m: re.Match[str] | None = None
        if first == "[":
            m = _DMESG.match(msg)
            if m is not None:
                kernel = True
                if out.node_shape == "pdsh":
                    # pdsh relaying a kernel line (``host: [ 12.3] NVRM: ...``): kernel-shaped.
                    out.node_shape = "syslog"
            else:
                m = _DS_LOGGING.match(msg)
                if m is None:
                    end = logger_header_end(msg)
                    if end:
                        msg = msg[end:]
                        continue
        elif first == "k" and msg.startswith("kern: "):
            m = _TALOS.match(msg)
            if m is not None:
                kernel = True
                if out.node_shape == "pdsh":
                    out.node_shape = "syslog"
        elif first.isdigit():
            m = _SYSLOG.match(msg)
            if m:
                _found_node(out, m.group(1), "syslog")
                kernel = True
            else:
                m = _PY_LOGGING.match(msg)
                if m is None:
                    end = logger_header_end(msg)
                    if end:
                        msg = msg[end:]
                        continue
                if m is None and msg.find(": ", 6, 17) >= 0:
                    m = _PDSH_IP.match(msg)
                    if m:
                        _found_node(out, m.group(1), "pdsh")
                        msg = _launcher_prefixes(msg[m.end() :], out)
                        continue
        elif first in " \t":
            # An indented kernel line (a pasted excerpt, a quoted dmesg): the stamp is still its head.
            stripped = msg.lstrip(" \t")
            if stripped[:1] == "[" and _DMESG.match(stripped):
                msg = stripped
                continue
        elif first.isalpha():
            if msg[3:4] == " " and (msg[:3] in _MONTHS or msg[:3] in _WEEKDAYS):
                m = _SYSLOG.match(msg)
                kernel = kernel or m is not None
                m = m or _JOURNAL.match(msg)
                if m:
                    _found_node(out, m.group(1), "syslog")
                    msg = _launcher_prefixes(msg[m.end() :], out)
                    continue
            end = _alpha_header_end(msg) if m is None else 0
            if end:
                msg = msg[end:]
                continue
            if m is None and first in "IWEF" and msg[1:2].isdigit():
                m = _GLOG.match(msg)
            if m is None and msg.find(" [", 0, 80) >= 0:
                m = _NCCL.match(msg)
                if m:
                    _found_node(out, m.group(1), "nccl")
                    out.pid = m.group(2)
                    out.local_rank = int(m.group(4))
            colon = msg.find(": ", 2, 64) if m is None else -1
            if colon > 0 and msg.find(" ", 0, colon) < 0:  # one word before ": "
                m = _PDSH.match(msg)
                if m and (
                    m.group(1) in known_nodes
                    or (
                        not kernel
                        and not _NOT_HOSTS.match(m.group(1))
                        and not _DEVICES.match(m.group(1))
                        and not _PY_NAMES.match(m.group(1))
                    )
                ):
                    # A host's name counts only once known (``epoch3: loss`` looks the same); the
                    # rules read what follows it either way. A kernel line's stamp right after it
                    # (``gpu07: [ 12.3] NVRM: ...``, pdsh or Talos relaying a node's kernel log) is
                    # no ordinary line's start: that host is the node.
                    # nccl-tests prints its own host the same way ("gpu07: Test CUDA failure ...").
                    rest = msg[m.end() :]
                    if m.group(1) in known_nodes or (
                        not kernel
                        and (
                            _DMESG.match(rest) is not None
                            or _TALOS.match(rest) is not None
                            or rest.startswith(_NCCL_TESTS)
                        )
                    ):
                        _found_node(out, m.group(1), "pdsh")
                    elif out.node is None:
                        out.pdsh_candidate = m.group(1)
                    # pdsh wraps whatever the process printed, torch prefixes included.
                    msg = _launcher_prefixes(msg[m.end() :], out)
                    continue
                m = None
        if m is None or m.end() == 0:
            break
        msg = msg[m.end() :]
        if msg[:1] in _LAUNCHER_FIRST:
            msg = _launcher_prefixes(msg, out)
    if msg.endswith("across cluster]"):
        msg = _RAY_REPEATED.sub("", msg)
    if out.rank is None:
        out.rank = out.launcher_rank
    out.message = msg
    return out


# The two shapes a burst is made of, read in one regex match each: NCCL's ``host:pid:tid [lr] NCCL
# ...`` and torch's ``[rankN]: `` before a plain message. :func:`split_common_prefix` returns what the
# general loop of :func:`split_prefix` returns for them, having tested the conditions under which
# that loop provably takes the same steps (each test below names the step it stands for);
# tests/classify/test_classify_prefixes_common.py checks both against the general loop on the corpora.
_NCCL_COMMON = re.compile(r"([A-Za-z][\w.-]*):(\d+):(\d+) \[(\d+)\] NCCL ")
_RANK_COMMON = re.compile(r"\[rank(\d+)\]:\s?")


def split_common_prefix(text: str) -> Prefix | None:
    """The prefix of an NCCL or ``[rankN]:`` line in one match; None for any other line (and for
    those shapes wherever the general loop might read more: an envelope, stacked prefixes)."""
    first = text[:1]
    if not _may_be_common(first) or _carried(text):
        return None
    return _common_shape(text, first)


def _may_be_common(first: str) -> bool:
    """Whether a line starting with ``first`` may have one of the two common shapes."""
    return first == "[" or "A" <= first <= "Z" or "a" <= first <= "z"


def _carried(text: str) -> bool:
    """Whether :func:`~app.classify.envelopes.unwrap` may have something to peel off whatever the
    first character: control codes (whole, or with their ESC byte lost), carriage returns, a tqdm
    bar, length (split_prefix's first test, and no common shape)."""
    return "\x1b" in text or "\r" in text or "%|" in text or len(text) > _LONG or has_orphan_colour(text)


def _common_shape(text: str, first: str) -> Prefix | None:
    """split_common_prefix's match, for a line that is not :func:`_carried`."""
    if first == "[":
        # "[r...": not an envelope's "[20..."/"[po..." (_maybe_wrapped), not Lightning's "[rank: ";
        # _LEAD reads "[rankN]:" and one blank, then stops at a letter (no "[role3]:" follows).
        m = _RANK_COMMON.match(text)
        if m is None:
            return None
        msg = text[m.end() :]
        if not msg[:1].isalpha() or not _plain(msg):
            return None
        return Prefix(message=msg, rank=int(m.group(1)))
    # An ASCII letter first: an envelope only if a compose service prefix ends the first word.
    if compose_prefix_end(text) > 0 or (first in "IWEF" and text[1:2].isdigit()):
        return None  # (a glog header is tried before NCCL's)
    if text[3:4] == " " and text[:3] in _MONTHS:
        return None  # (a syslog or journald stamp is tried before NCCL's)
    m = _NCCL_COMMON.match(text)
    # The general loop tries _NCCL only when " [" is in the first 80 characters; _NCCL's match is
    # unique (no part of it can end earlier), so it is this one's without the trailing "NCCL ".
    if m is None or text.find(" [", 0, 80) < 0:
        return None
    msg = text[m.end() - 5 :]
    # "NCCL ...": no further prefix ("NCCL" ends in a blank: neither _NCCL nor _PDSH reads it).
    if msg.endswith("across cluster]"):
        return None
    return Prefix(message=msg, node=m.group(1), node_shape="nccl", pid=m.group(2), local_rank=int(m.group(4)))


def _plain(msg: str) -> bool:
    """Whether the general loop stops at once on ``msg`` (a letter first): no syslog or glog
    stamp, no NCCL prefix, no one-word ``host: ``, no Ray repeat marker."""
    if msg[3:4] == " " and msg[:3] in _MONTHS:
        return False
    if msg[:1] in "IWEF" and msg[1:2].isdigit():
        return False
    if _alpha_header_end(msg):
        return False
    if msg.find(" [", 0, 80) >= 0:
        return False
    colon = msg.find(": ", 2, 64)
    if colon > 0 and msg.find(" ", 0, colon) < 0:
        return False
    return not msg.endswith("across cluster]")


_LONG = 16 * 1024
# First characters of an envelope: JSON, a BOM, a bracketed stamp, an RFC 3339 stamp, a Markdown
# quote (a letter may start a Compose service prefix).
_ENVELOPE_FIRST = frozenset("{\ufeff[0123456789>")
# What a launcher prefix starts with (srun's task may be right-aligned).
_LAUNCHER_FIRST = frozenset("[( 0123456789")


def _maybe_wrapped(text: str) -> bool:
    """Whether a line's first characters are an envelope's :func:`~app.classify.envelopes.unwrap`
    undoes: a BOM or JSON, an RFC 3339 stamp, a bracketed CI stamp or kubectl pod prefix (control
    codes, a tqdm bar and length are tested by the caller)."""
    first = text[:1]
    return (
        first == "{"
        or first == "\ufeff"
        or (first == ">" and text[:3] != ">>>")
        or (first.isalnum() and compose_prefix_end(text) > 0)
        or (first == "[" and text[1:3] in ("20", "po"))
        or (first.isdigit() and text[10:11] == "T")
    )


def _found_node(out: Prefix, node: str, shape: str) -> None:
    """The outermost prefix that names a host wins (pdsh wrapping a kernel line names the pdsh host)."""
    if out.node is None:
        out.node, out.node_shape = node, shape


def _launcher_prefixes(text: str, out: Prefix) -> str:
    """``12: `` (srun -l), ``[rank12]:``, ``[default3]:``, ``[1,12]<stderr>:``, ``[rank: 12] `` and
    Ray's ``(... pid=N, ip=A) ``, stacked in any order; the rest of the line."""
    for _ in range(4):
        first = text[:1]
        m: re.Match[str] | None = None
        if first == "[":
            second = text[1:2]
            if second == "r" and text.startswith("[rank: "):
                m = _LIGHTNING.match(text)
                if m is not None:
                    _launcher_rank(out, m.group(1))
            elif second.isdigit() or (second != "r" and text.find("@", 1, 64) > 0):
                m = _MPI.match(text)
                if m is not None:
                    _launcher_rank(out, m.group(1))
                    if m.group(2):
                        _found_node(out, m.group(2), "mpi")
                        out.pid = m.group(3)
        elif first == "(":
            m = _RAY.match(text)
            if m is not None:
                # Its ip= names no node: kernel lines and NCCL name the same host by its hostname,
                # and one machine under two names would split the culprit.
                out.pid = m.group(1)
        elif not first or not (first.isdigit() or first == " "):
            return text
        if m is None:
            m = _LEAD.match(text)
            if m is None or m.end() == 0:
                return text
            srun, rank, local_rank = m.groups()
            if rank is not None:
                out.rank = int(rank)
            elif srun is not None:
                _launcher_rank(out, srun)
            if local_rank is not None:
                out.local_rank = int(local_rank)
        text = text[m.end() :]
    return text


def _launcher_rank(out: Prefix, value: str) -> None:
    """The outermost launcher's number wins (srun -l around Open MPI would be a node's task)."""
    if out.launcher_rank is None:
        out.launcher_rank = int(value)
