"""Real-world line wrappers: how collectors, launchers and loggers print a line a process wrote.

Each wrapper takes the lines of one job log and returns them as a tool would have printed them.
Formats, as the tools print them:

- ANSI SGR colour (ECMA-48 ``ESC [ n m``), around a whole line (colorlog) or parts of it (loguru,
  rich: the exception name, the level);
- CRLF endings, and tqdm's ``\\r``-redrawn progress bar with the next line printed right after it;
- containerd/CRI-O (the CRI logging format): ``<RFC3339Nano> <stream> <F|P> <text>``, ``P`` for a
  partial line continued on the next record
  (https://github.com/kubernetes/design-proposals-archive/blob/main/node/kubelet-cri-logging.md);
- ``kubectl logs --timestamps``: ``<RFC3339Nano> <text>``;
- Docker's json-file driver: ``{"log":"<text>\\n","stream":"stderr","time":"<RFC3339Nano>"}``
  (https://docs.docker.com/engine/logging/drivers/json-file/);
- journald's short format (``May 01 12:00:00 host python3[1234]: ``), the syslog kernel form
  (``May  1 12:00:00 host kernel: [12345.678901] ``), ``dmesg`` (``[12345.678901] ``) and
  ``dmesg -T`` (``[Wed May  1 12:00:00 2024] ``);
- ``srun -l`` (``3: ``, right-aligned for wide jobs), torchrun ``--tee``/``--log-dir`` prefixes
  (``[default3]:``), torch >= 2.2's ``[rank3]:``, Open MPI ``--tag-output`` (``[1,3]<stderr>:``),
  Lightning's ``[rank: 3] `` (rank_zero / rank_prefixed_message), Ray's actor prefix
  (``(RayTrainWorker pid=1234, ip=10.0.0.1) ``), DeepSpeed's pdsh launcher (``node01: ``,
  ``10.0.0.1: ``);
- Python logging (``2024-05-01 12:00:00,123 - root - ERROR - ``), glog
  (``E0501 12:00:00.123456  1234 file.cc:12] ``), loguru
  (``2024-05-01 12:00:00.123 | ERROR    | module:function:12 - ``);
- GitHub Actions raw logs (``2024-05-01T12:00:00.1234567Z ``) and Jenkins' timestamper
  (``[2024-05-01T12:00:00.123Z] ``);
- ``docker compose logs`` (``trainer-1  | ``), a Markdown quote (``> ``, a log pasted into an
  issue thread) and a whole excerpt indented as a code block;
- tab-indented traceback frames, a UTF-8 byte-order mark, very long lines.

Rank- and host-bearing wrappers keep the truth: a line that already says its rank (``[rank5]:``)
is wrapped with that rank; in a log where no line says one, every line is one process (``rank``,
``host``: the culprit the unwrapped log names, when it names one); in a multi-rank log the lines
that say no rank (launcher, kernel) are left as they are, since no single rank printed them.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable

RANK = 3
HOST = "node07"
HOST_IP = "10.0.0.7"
TS_NANO = "2024-05-01T12:00:{s:02d}.123456789Z"

_INNER_RANK = re.compile(r"\s*(?:\d+: )?\[rank(\d+)\]:|\s*(\d+): ")

Wrapper = Callable[[list[str], int, str], list[str]]


def _ranks(lines: list[str]) -> list[int | None]:
    out: list[int | None] = []
    for line in lines:
        m = _INNER_RANK.match(line)
        out.append(int(m.group(1) or m.group(2)) if m else None)
    return out


def _with_rank(fmt: Callable[[int], str]) -> Wrapper:
    """A rank-bearing prefix: the line's own rank, or ``rank`` for the whole of a single-process log."""

    def wrap(lines: list[str], rank_: int, host: str) -> list[str]:
        ranks = _ranks(lines)
        single = all(r is None for r in ranks)
        out = []
        for line, rank in zip(lines, ranks, strict=True):
            if rank is None and not single:
                out.append(line)
            else:
                out.append(fmt(rank_ if rank is None else rank) + line)
        return out

    return wrap


def _each(fmt: Callable[[int, str], str]) -> Wrapper:
    """The same kind of prefix on every line (``fmt`` gets the line's number and the host)."""
    return lambda lines, rank, host: [fmt(i, host) + line for i, line in enumerate(lines)]


def _plain(fn: Callable[[list[str]], list[str]]) -> Wrapper:
    return lambda lines, rank, host: fn(lines)


def _ts(i: int) -> str:
    return TS_NANO.format(s=i % 60)


def _ansi_whole(lines: list[str]) -> list[str]:
    # colorlog: the level's colour around the whole record, reset at its end.
    return [f"\x1b[31m{line}\x1b[0m" if line else line for line in lines]


_EXC = re.compile(r"^(\s*(?:\[rank\d+\]:)?\s*)((?:[A-Za-z_]\w*\.)*[A-Z]\w*(?:Error|Exception))(:)")


def _ansi_parts(lines: list[str]) -> list[str]:
    # rich/loguru: a coloured, bold header and exception name; plain message text.
    out = []
    for i, line in enumerate(lines):
        line = _EXC.sub(lambda m: f"{m.group(1)}\x1b[1;31m{m.group(2)}\x1b[0m{m.group(3)}", line)
        out.append(
            f"\x1b[32m2024-05-01 12:00:{i % 60:02d}.123\x1b[0m | \x1b[1mINFO    \x1b[0m | "
            f"\x1b[36m__main__\x1b[0m:\x1b[36mmain\x1b[0m:\x1b[36m12\x1b[0m - {line}"
        )
    return out


def _crlf(lines: list[str]) -> list[str]:
    return [line + "\r" for line in lines]


def _tqdm(lines: list[str]) -> list[str]:
    # A bar redrawn in place; whatever prints next lands right after the last drawing.
    out = []
    for i, line in enumerate(lines):
        n = i % 100
        bars = "".join(
            f"\r{k:3d}%|{'█' * (k // 10)}{' ' * (10 - k // 10)}| {k}/100 [00:{k:02d}<01:40, 9.81it/s]"
            for k in (max(0, n - 1), n)
        )
        out.append(bars + line)
    return out


def _cri(lines: list[str]) -> list[str]:
    return [f"{_ts(i)} stderr F {line}" for i, line in enumerate(lines)]


def _cri_partial(lines: list[str]) -> list[str]:
    # Long lines are cut into partial records (the runtime's buffer), the last one full.
    out = []
    for i, line in enumerate(lines):
        chunks = [line[k : k + 40] for k in range(0, len(line), 40)] or [""]
        for j, chunk in enumerate(chunks):
            tag = "F" if j == len(chunks) - 1 else "P"
            out.append(f"{_ts(i)} stderr {tag} {chunk}")
    return out


def _docker_json(lines: list[str]) -> list[str]:
    return [
        json.dumps({"log": line + "\n", "stream": "stderr", "time": _ts(i)}, separators=(",", ":"))
        for i, line in enumerate(lines)
    ]


def _journald(lines: list[str], rank: int, host: str) -> list[str]:
    def one(i: int, line: str) -> str:
        stamp = f"May 01 12:00:{i % 60:02d} {host}"
        # Kernel lines come from the kernel's ring buffer, everything else from the job's process.
        if line.lstrip().startswith(("NVRM:", "nvidia-", "Out of memory", "oom-kill", "Killed process")):
            return f"{stamp} kernel: {line}"
        return f"{stamp} python3[4242]: {line}"

    return [one(i, line) for i, line in enumerate(lines)]


def _syslog_kernel(lines: list[str], rank: int, host: str) -> list[str]:
    return [
        f"May  1 12:00:{i % 60:02d} {host} kernel: [12345.{i:06d}] {line}" for i, line in enumerate(lines)
    ]


def _tabs(lines: list[str]) -> list[str]:
    # Tracebacks re-indented with tabs (the frame and source lines): one tab per indent level.
    out = []
    for line in lines:
        stripped = line.lstrip(" ")
        depth = (len(line) - len(stripped)) // 2
        out.append("\t" * depth + stripped if depth else line)
    return out


def _bom(lines: list[str]) -> list[str]:
    return ["\ufeff" + lines[0], *lines[1:]] if lines else lines


# A 1 MiB line (a printed tensor, a dumped config).
_BLOB = "tensor([" + ", ".join(f"{k * 0.001:.4f}" for k in range(120_000)) + "])"


def _long(lines: list[str]) -> list[str]:
    # The blob in the middle of the log, a 300 kB line of noise at its end, and the last line with
    # text (often the exception) padded with 40 kB of blanks (a fixed-width record).
    middle = len(lines) // 2
    out = [*lines[:middle], _BLOB, *lines[middle:]]
    for i in range(len(out) - 1, -1, -1):
        if out[i].strip():
            out[i] += " " * 40_000
            break
    return [*out, "x" * 300_000]


WRAPPERS: dict[str, Wrapper] = {
    "ansi-whole": _plain(_ansi_whole),
    "ansi-parts": _plain(_ansi_parts),
    "crlf": _plain(_crlf),
    "tqdm-cr": _plain(_tqdm),
    "cri": _plain(_cri),
    "cri-partial": _plain(_cri_partial),
    "kubectl-ts": _each(lambda i, h: _ts(i) + " "),
    "docker-json": _plain(_docker_json),
    "journald": _journald,
    "syslog-kernel": _syslog_kernel,
    "dmesg": _each(lambda i, h: f"[{12345 + i}.{i:06d}] "),
    "dmesg-T": _each(lambda i, h: f"[Wed May  1 12:00:{i % 60:02d} 2024] "),
    "srun-l": _with_rank(lambda r: f"{r}: "),
    "srun-l-wide": _with_rank(lambda r: f"{r:3d}: "),
    "torchrun-default": _with_rank(lambda r: f"[default{r % 8}]:"),
    "torch-rank": _with_rank(lambda r: f"[rank{r}]:"),
    "ray": _with_rank(lambda r: f"(RayTrainWorker pid={4000 + r}, ip={HOST_IP}) "),
    "pdsh-host": _each(lambda i, h: f"{h}: "),
    "pdsh-ip": _each(lambda i, h: f"{HOST_IP}: "),
    "python-logging": _each(lambda i, h: f"2024-05-01 12:00:{i % 60:02d},123 - root - INFO - "),
    "glog": _each(lambda i, h: f"I0501 12:00:{i % 60:02d}.123456  1234 train.cc:12] "),
    "loguru": _each(lambda i, h: f"2024-05-01 12:00:{i % 60:02d}.123 | INFO     | __main__:main:12 - "),
    "deepspeed-logging": _each(
        lambda i, h: f"[2024-05-01 12:00:{i % 60:02d},123] [INFO] [engine.py:12:step] "
    ),
    "lightning-rank": _with_rank(lambda r: f"[rank: {r}] "),
    "mpi-tag-output": _with_rank(lambda r: f"[1,{r}]<stderr>:"),
    "github-actions": _each(lambda i, h: f"2024-05-01T12:00:{i % 60:02d}.1234567Z "),
    "jenkins": _each(lambda i, h: f"[2024-05-01T12:00:{i % 60:02d}.123Z] "),
    "kubectl-prefix": _each(lambda i, h: "[pod/trainer-worker-0/pytorch] "),
    "compose": _each(lambda i, h: "trainer-1  | "),
    "markdown-quote": _each(lambda i, h: "> "),
    "tab-frames": _plain(_tabs),
    "bom": _plain(_bom),
    "long-lines": _plain(_long),
}

# Wrappers that name a rank or a host the job's own lines may not: they may add that rank/host to
# the culprit of a log that named none, never change one it named.
RANK_WRAPPERS = frozenset({"srun-l", "srun-l-wide", "torch-rank", "lightning-rank", "mpi-tag-output"})
HOST_WRAPPERS = frozenset({"journald", "syslog-kernel", "pdsh-host", "pdsh-ip"})


def wrap(name: str, lines: list[str], rank: int = RANK, host: str = HOST) -> list[str]:
    return WRAPPERS[name](lines, rank, host)


def consistent(name: str, base: tuple | None, got: tuple | None, rank: int, host: str) -> bool:  # type: ignore[type-arg]
    """Whether a wrapped log's verdict (category, action, nodes, ranks) is the unwrapped one's.

    A wrapper that names a rank or a host may add it to a culprit, never blame anyone else.
    """
    if base is None or got is None:
        return base == got
    if base[:2] != got[:2]:
        return False
    ranks, nodes = set(base[3]), set(base[2])
    if name in RANK_WRAPPERS:
        ranks.add(rank)
    if name in HOST_WRAPPERS:
        nodes |= {host, HOST_IP}
    if name in RANK_WRAPPERS or name in HOST_WRAPPERS:
        # One host wrapped around every line of a multi-rank log puts every rank on the culprit
        # node: a culprit node's ranks may join a culprit that named none.
        added_ok = name in HOST_WRAPPERS and not base[3]
        return (added_ok or set(got[3]) <= ranks) and set(got[2]) <= nodes
    return got[2:] == base[2:]
