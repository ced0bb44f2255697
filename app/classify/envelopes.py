"""Undo how a line was carried: encodings and collector envelopes around what a process printed.

Before any launcher prefix, a line may arrive
- with a UTF-8 byte-order mark, ANSI colour/cursor codes (rich, loguru, colorlog, tqdm), carriage
  returns (CRLF endings, tqdm redrawing its bar in place) or a tqdm bar the next line was printed
  right after;
- inside a Docker json-file record (``{"log":"...\\n","stream":"stderr","time":"..."}``) or a JSON
  structured-log record with a ``message``/``msg`` field;
- behind a containerd/CRI-O record header (``<RFC3339Nano> stderr F ``; ``P`` marks a partial
  line continued by the next record), a ``kubectl logs --timestamps`` or GitHub Actions timestamp
  (``<RFC3339> ``), a Jenkins timestamper stamp (``[<ISO>] ``) or ``kubectl logs --prefix``'s
  ``[pod/NAME/CONTAINER] ``.

:func:`unwrap` peels them off (cheaply: each test is a C-level check of a first character or a
substring before any regex runs) and returns the text the process wrote, capped in length so
that no rule regex ever scans a megabyte-long line.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass

# Lines longer than this are matched on their head and tail only (a printed tensor, a dumped
# config, a bar redrawn thousands of times): rules look at the head, an error glued to the end of
# a long line survives in the tail.
MAX_LINE = 32 * 1024
_TAIL = 8 * 1024

# ECMA-48 CSI sequences (colours, cursor moves, erase-line) and OSC sequences (titles, links).
_ANSI = re.compile(r"\x1b(?:\[[0-?]*[ -/]*[@-~]|\][^\x07\x1b]*(?:\x07|\x1b\\)|[@-Z\\-_])")
# The same colour codes with their ESC byte lost, as a web page shows a pasted coloured log
# ("(Worker_TP5 pid=422)[0;0m ERROR ..."): an SGR's "[<n>;<n>m", not a bracketed "[5m]".
_ORPHAN_SGR = re.compile(r"\[\d{1,3}(?:;\d{1,3})*m(?!\])")
_RFC3339 = r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d{1,9})?(?:Z|[+-]\d\d:?\d\d)"
# containerd/CRI-O: "<time> <stream> <F|P> <text>"; kubectl --timestamps / GitHub Actions: "<time> ".
_CRI = re.compile(_RFC3339 + r" (stdout|stderr) ([FP]) ?")
_STAMP = re.compile(_RFC3339 + r" ")
# ... unless a syslog header follows ("<time> host kernel: ", "<time> host proc[pid]: "): that one is
# the prefixes' to read, host included.
_SYSLOG_HEAD = re.compile(r"[A-Za-z0-9][\w.-]* (?:kernel|[\w.@/-]+\[\d+\]):")
# Jenkins timestamper and similar CI stamps: "[2024-05-01T12:00:00.123Z] ".
_BRACKET_STAMP = re.compile(r"\[" + _RFC3339 + r"\] ")
# kubectl logs --prefix: "[pod/trainer-0/pytorch] ".
_KUBECTL_PREFIX = re.compile(r"\[pod/[^/\]\s]+/[^\]\s]+\] ")
# tqdm's bar ("desc: 37%|███▋      | 37/100 [00:12<00:20, 3.1it/s, loss=2.1]") with text glued on.
# docker compose logs: "<service>-<replica> | " padded to the longest service name (v1: "_1").
_COMPOSE = re.compile(r"[A-Za-z0-9][\w.-]*[-_]\d+ +\| ")
_TQDM = re.compile(r"[^|\n]{0,120}?\d{1,3}%\|[^|\n]{0,200}\|[^\[\n]{0,60}\[[^\]\n]{0,200}\]")
_JSON_TEXT_KEYS = ("log", "message", "msg")


@dataclass(slots=True)
class Envelope:
    """What the carrier said about a line: its text, stream, and whether the text continues."""

    text: str
    stream: str | None = None
    # A CRI "P" record or a Docker chunk without its newline: the line goes on in the next record.
    partial: bool = False


def unwrap(line: str) -> Envelope:
    """The text a process printed, from a line as a collector or terminal stored it."""
    text = _clean(line)
    out = Envelope(text)
    if not text:
        return out
    for _ in range(3):
        first = text[0]
        if first == "{" and text.endswith("}"):
            decoded = _json_text(text, out)
            if decoded is None:
                break
            text = _clean(decoded)
        elif first.isdigit() and len(text) > 20 and text[4] == "-" and text[10] == "T":
            m = _CRI.match(text)
            if m is not None:
                out.stream = m.group(1)
                out.partial = m.group(2) == "P"
            else:
                m = _STAMP.match(text)
                if m is None or _SYSLOG_HEAD.match(text, m.end()):
                    break
            text = text[m.end() :]
        elif first == "[" and text.startswith(("[pod/", "[2")):
            m = _BRACKET_STAMP.match(text) or _KUBECTL_PREFIX.match(text)
            if m is None:
                break
            text = text[m.end() :]
        elif first == ">" and not text.startswith(">>>"):
            # A Markdown quote (">>>" is Python's prompt, kept); nested quotes peel one per turn.
            text = text[2:] if text[1:2] == " " else text[1:]
        elif first.isalnum() and (end := compose_prefix_end(text)):
            text = text[end:]
        else:
            break
        if not text:
            break
    out.text = text
    return out


def compose_prefix_end(text: str) -> int:
    """Where a ``docker compose logs`` service prefix (``trainer-1  | ``) ends; 0 if none.

    Cheap on every other line: the first word must end in a replica number before any regex runs.
    """
    space = text.find(" ", 2, 80)
    if space < 0 or not text[space - 1].isdigit() or "| " not in text[space : space + 48]:
        return 0
    m = _COMPOSE.match(text)
    return 0 if m is None else m.end()


_BAR_METER = re.compile(r"\d{1,3}%\|")


def is_progress_bar(text: str) -> bool:
    """Whether a line is a tqdm bar (``desc: 37%|███▋      | 37/100 [...]``): another thread's
    drawing, which may land between the lines of a traceback or a stack dump without ending it."""
    return "%|" in text and _BAR_METER.search(text) is not None


def has_orphan_colour(text: str) -> bool:
    """Whether a line carries colour codes whose ESC byte a web page dropped (``[0;0m``)."""
    return "[" in text and _ORPHAN_SGR.search(text) is not None


def may_hide_keywords(text: str) -> bool:
    """Whether a raw line may spell a keyword differently from its unwrapped text (escaped in JSON,
    split by colour codes, hidden behind carriage returns): test those on :func:`unwrap`'s text."""
    return text[:1] == "{" or "\x1b" in text or "\r" in text


def _clean(text: str) -> str:
    """Byte-order mark, terminal control codes, carriage returns, a glued progress bar, length."""
    if text[:1] == "\ufeff":
        text = text[1:]
    if "\x1b" in text:
        text = _ANSI.sub("", text)
    if has_orphan_colour(text):
        text = _ORPHAN_SGR.sub("", text)
    if "\r" in text:
        text = _last_drawn(text)
    # A JSON record (Docker json-file, a structured log) is decoded first; its text is cleaned then.
    bar = text.find("%|") if text[:1] != "{" else -1
    close = text.find("]", bar) if bar >= 0 else -1
    if 0 < close < len(text) - 1:  # a bar with something printed after it
        m = _TQDM.match(text)
        # A bar whose postfix carries values (``loss=nan``) is kept: those values are evidence.
        if m is not None and "=" not in m.group() and text[m.end() :].strip():
            text = text[m.end() :]
    return bounded(text)


def bounded(text: str) -> str:
    """A line longer than MAX_LINE as the rules read it: a fixed-width record's padding dropped,
    then its head and its tail (an error glued to the end of a long line survives)."""
    if len(text) > MAX_LINE:
        text = text.rstrip()  # a fixed-width record's padding is no content
        if len(text) > MAX_LINE:
            text = text[: MAX_LINE - _TAIL] + " ... " + text[-_TAIL:]
    return text


def _last_drawn(text: str) -> str:
    """What a terminal shows of a line redrawn with carriage returns: its last non-blank drawing."""
    for part in reversed(text.split("\r")):
        if part.strip():
            return part
    return text.replace("\r", "")


def _json_text(text: str, out: Envelope) -> str | None:
    """The text of a Docker json-file record or a structured-log record; None if not one."""
    if '"' not in text[:16]:
        return None
    try:
        record = json.loads(text)
    except ValueError:
        return None
    if not isinstance(record, dict):
        return None
    for key in _JSON_TEXT_KEYS:
        value = record.get(key)
        if isinstance(value, str):
            stream = record.get("stream")
            if isinstance(stream, str):
                out.stream = stream
            if key == "log":
                # Docker cuts lines longer than 16 KiB into chunks: only the last ends in "\n".
                out.partial = not value.endswith("\n")
            return value.rstrip("\r\n")
    return None
