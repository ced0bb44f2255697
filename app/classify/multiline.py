"""Multi-line state per (node, rank, stream): Python tracebacks, c10 ``what():`` blocks, torchrun's
failure summary, the memory-error sections of ``nvidia-smi -q``.

Rules match single lines; this module tells them what a line means in its block: that it is the
final exception of a traceback (with the user's innermost frame), the ``what():`` of a C++
exception thrown by libtorch, or that a torchrun summary entry (host, rank, exit code) just closed.
The latter is turned into a synthetic message ``torchrun failure: ...`` that rules can match; so is a
counter of ``nvidia-smi -q`` whose meaning is in the section above it (``DRAM Uncorrectable : 2`` under
``ECC Errors > Volatile``, ``Pending : Yes`` under ``Remapped Rows``): ``nvidia-smi ECC: ...``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from app.classify.envelopes import is_progress_bar

_EXCEPTION = re.compile(r"(\s*)((?:[A-Za-z_]\w*\.)*[A-Z]\w*)(?::\s|:$|$)")
_FRAME = re.compile(r'\s*File "([^"]+)", line (\d+), in (\S+)')
# A frame as pasted without the traceback's header: the whole ``File "...", line N, in f`` line, or
# one cut before its path ends (``python3.8/site-packages/torch/autograd/__init__.py", line 130, in
# backward``: a selection that started mid-line).
_HEADLESS_FRAME = re.compile(r'\s*(?:File ")?([^"\s][^"]*\.pyx?)", line (\d+), in (\S+)')
# Rich's traceback (rich.traceback, as Typer, Hydra's and many CLIs install it): a box opened by
# "╭──── Traceback (most recent call last) ────╮", each frame a "│ /path/file.py:88 in main │" line
# over numbered code lines ("│   87 │   except ...", "│ ❱ 88 │   raise ..."), closed by "╰───╯", the
# exception printed under the box (https://rich.readthedocs.io/en/stable/traceback.html). Everything
# inside the box is code or locals, never evidence.
_RICH_FRAME = re.compile(r"\s*\u2502\s+(\S+?):(\d+) in (\S+)")
_BOX_LINE = ("\u2502", "\u256d", "\u2570")  # │ ╭ ╰
# What ends a traceback pasted without its header: a class named as Python's built-in exceptions
# are (https://docs.python.org/3/library/exceptions.html#exception-hierarchy), the only evidence
# there that the block is a traceback and the line its exception.
_EXCEPTION_NAME = re.compile(
    r"(?:Error|Exception|Exit|Interrupt|Timeout|Warning|Iteration|Failure)$|(?:^|\.)exc(?:eptions)?\.\w+$"
)
_CPP_THROW = re.compile(r"terminate called after throwing an instance of '([^']+)'")
_ENTRY_START = re.compile(r"\s*\[(\d+)\]:\s*$")
_ENTRY_FIELD = re.compile(r"\s+(time|host|rank|exitcode|error_file|traceback)\s*:\s?(.*)$")
_RANK_VALUE = re.compile(r"(\d+)(?: \(local_rank: (\d+)\))?")
_EXIT_VALUE = re.compile(r"(-?\d+)")
_SIGNALS = {
    "-9": "SIGKILL",
    "-6": "SIGABRT",
    "-11": "SIGSEGV",
    "-7": "SIGBUS",
    "-15": "SIGTERM",
    "-2": "SIGINT",
}
_LIBRARY_PATH = ("site-packages", "dist-packages", "/lib/python", "<frozen", "<string>")
# nvidia-smi -q's memory-error sections and the headers inside them (NVIDIA's nvidia-smi manual).
_SMI_SECTION = re.compile(r"(\s*)(ECC Errors|Remapped Rows|Retired Pages)\s*$")
_SMI_FIELD = re.compile(r"\s*([A-Za-z][\w .()/-]*?)\s*:\s*(\S.*?)\s*$")
_SMI_HEADER = re.compile(r"\s*(Volatile|Aggregate|Single Bit|Double Bit)\s*$")
# A table of training metrics printed as aligned columns under a header line (Ultralytics' "Epoch
# GPU_mem box_loss cls_loss dfl_loss Instances Size", a loop's own "step train_loss val_loss"): the
# header names the columns, each row gives one value per column. A loss column whose value is nan or
# inf is the same divergence as "loss=nan", told by position: a synthetic "metrics table: loss = nan
# (column box_loss)" says so to the rules.
_TABLE_GAP = re.compile(r"\S(?: {2,}|\t)\S")
_COLUMN_NAME = re.compile(r"[A-Za-z][\w()/%+-]*$")
_NONFINITE = frozenset(("nan", "inf", "-inf", "+inf", "infinity", "-infinity"))
# What a statement that reads a loaded checkpoint looks like (the code under the traceback's last
# frame, or that frame's file or function): an index into a checkpoint or state dict, a
# load_state_dict call, checkpoint-loading code.
_CHECKPOINT_CODE = re.compile(
    r"(?i)\b\w*(?:ckpt|checkpoint|state_?dict|snapshot)\w*\s*\[|\bload_state_dict\s*\("
)
# transformers' configuration_auto.py raises KeyError(model_type) when the installed version does
# not know the checkpoint's model type (the older form of "does not recognize this architecture").
_CHECKPOINT_FRAME = re.compile(
    r"(?i)checkpoint|ckpt|\bin (?:resume|restore|load_(?:state|model|weights|pretrained))"
    r"|/transformers/models/auto/configuration_auto\.py\b"
)


@dataclass(slots=True)
class Synthetic:
    """A message built from several lines; ``line``/``index`` point at its last verbatim line."""

    message: str
    line: str
    index: int
    fields: dict[str, str]


@dataclass(slots=True)
class LineContext:
    exception_line: bool = False
    # A traceback's echo of source code (the line under a frame): what the code says, not what
    # happened, so no rule should read it as evidence.
    source_line: bool = False
    # A line of a status report read field by field (nvidia-smi -q's memory-error sections): its
    # words ("ECC Errors", "Uncorrectable Error : 0") are a heading or a counter, not an error; what
    # it says wrong comes as a synthetic message.
    report_line: bool = False
    # The line is a Python traceback's header ("Traceback (most recent call last):").
    traceback_header: bool = False
    fields: dict[str, str] = field(default_factory=dict)
    synthetic: list[Synthetic] = field(default_factory=list)


@dataclass(slots=True)
class _Entry:
    section: str
    values: dict[str, str] = field(default_factory=dict)
    last_line: str = ""
    last_index: int = 0


def _smi_message(state: _StreamState, name: str, value: str) -> str | None:
    """The synthetic message for one counter of an nvidia-smi -q memory-error section, or None when
    it says nothing wrong (a zero, ``No``, ``N/A``)."""
    if state.smi_section == "ECC Errors":
        uncorrectable = "Uncorrectable" in name or (state.smi_bits == "double bit" and name == "Total")
        if uncorrectable and value.isdigit() and int(value) > 0 and state.smi_scale is not None:
            return f"nvidia-smi ECC: {state.smi_scale} uncorrectable errors={int(value)} ({name})"
        return None
    pending = name == "Pending" or name.startswith("Pending Page")
    if not pending or value != "Yes":
        return None
    if state.smi_section == "Remapped Rows":
        return "nvidia-smi ECC: row remapping pending (Remapped Rows, Pending: Yes)"
    return f"nvidia-smi ECC: page retirement pending (Retired Pages, {name}: Yes)"


@dataclass(slots=True)
class _StreamState:
    traceback_indent: int | None = None
    user_frame: str | None = None
    last_frame: str | None = None
    cpp_exception: str | None = None
    summary_section: str | None = None
    entry: _Entry | None = None
    after_frame: bool = False
    frame_indent: int | None = None  # the indent of the traceback's ``File "..."`` lines
    # A traceback opened by a frame line (its header not pasted): its exception line must be named
    # like an exception, and only the line under a frame (and its ^^^ marker) is source code.
    headless: bool = False
    source_lines_left: int = 0
    # The source code line under the traceback's latest frame (what the failing statement read).
    last_source: str | None = None
    # A frame of the traceback is torch.load's own (torch/serialization.py): a file is being loaded.
    in_torch_load: bool = False
    # nvidia-smi -q: the memory-error section open on this stream, its header's indent, and the
    # timescale (Volatile/Aggregate) and bit class (Single/Double Bit, older drivers) above a counter.
    smi_section: str | None = None
    smi_indent: int = 0
    smi_scale: str | None = None
    smi_bits: str | None = None
    # The metrics table open on this stream: its width in columns and its loss columns (index, name).
    loss_table: tuple[int, tuple[tuple[int, str], ...]] | None = None

    @property
    def idle(self) -> bool:
        return (
            self.traceback_indent is None
            and self.cpp_exception is None
            and self.summary_section is None
            and self.entry is None
            and self.smi_section is None
        )


# Shared by every line that opens or continues no block; callers only read it.
_NOTHING = LineContext()


def _starts_block(message: str) -> bool:
    return (
        "Traceback (most recent call last)" in message
        or '", line ' in message
        or ("\u2502" in message and " in " in message)
        or "terminate called after throwing" in message
        or "Root Cause (first observed failure)" in message
        or "Failures:" in message
        or "ECC Errors" in message
        or "Remapped Rows" in message
        or "Retired Pages" in message
    )


class MultilineTracker:
    """Feeds on prefix-stripped messages of one job, keyed by where they came from."""

    def __init__(self, max_streams: int = 65536) -> None:
        self._states: dict[tuple[str | None, int | None, str], _StreamState] = {}
        self._max_streams = max_streams

    def observe(
        self, key: tuple[str | None, int | None, str], message: str, raw: str, index: int
    ) -> LineContext:
        state = self._states.get(key)
        if (state is None or state.idle) and not _starts_block(message):
            # Fast path for almost every line: no block is open on this stream and none starts.
            if "oss" in message and ("  " in message or "\t" in message):
                header = _loss_table_header(message)
                if header is not None:
                    if state is None:
                        state = self._new_state(key)
                    state.loss_table = header
                    return _NOTHING
            if state is not None and state.loss_table is not None and _may_be_nonfinite(message):
                return _loss_table_row(state.loss_table, message, raw, index)
            return _NOTHING
        if state is None:
            state = self._new_state(key)
        ctx = LineContext()
        self._summary(state, message, raw, index, ctx)
        self._traceback(state, message, ctx)
        if ctx.fields.get("reading") == "checkpoint":
            # A KeyError raised by a statement that reads a loaded checkpoint: the checkpoint lacks an
            # entry the code expects (saved by another version of the code or another optimizer).
            ctx.synthetic.append(Synthetic(f"checkpoint key missing: {message.strip()}", raw, index, {}))
        elif ctx.fields.get("reading") == "torch.load":
            # pickle's "Ran out of input" inside torch.load: the file it was given is empty (a save
            # that never wrote, a download cut at zero bytes), and every load of it fails the same way.
            text = f"torch.load read an empty file: {message.strip()}"
            ctx.synthetic.append(Synthetic(text, raw, index, {}))
        self._smi(state, message, raw, index, ctx)
        return ctx

    def _new_state(self, key: tuple[str | None, int | None, str]) -> _StreamState:
        if len(self._states) >= self._max_streams:
            self._states.pop(next(iter(self._states)))
        state = self._states[key] = _StreamState()
        return state

    # --- nvidia-smi -q: ECC Errors, Remapped Rows, Retired Pages -------------------------------
    def _smi(self, state: _StreamState, message: str, raw: str, index: int, ctx: LineContext) -> None:
        section = _SMI_SECTION.match(message)
        if section:
            state.smi_section, state.smi_indent = section.group(2), len(section.group(1))
            state.smi_scale = state.smi_bits = None
            ctx.report_line = True
            return
        if state.smi_section is None:
            return
        if not message.strip() or len(message) - len(message.lstrip()) <= state.smi_indent:
            state.smi_section = None  # the next section of the report (or the end of the excerpt)
            return
        ctx.report_line = True
        header = _SMI_HEADER.match(message)
        if header:
            name = header.group(1)
            if name in ("Volatile", "Aggregate"):
                state.smi_scale, state.smi_bits = name.lower(), None
            else:
                state.smi_bits = name.lower()
            return
        field = _SMI_FIELD.match(message)
        if field is None:
            return
        name, value = field.group(1), field.group(2)
        text = _smi_message(state, name, value)
        if text is not None:
            ctx.synthetic.append(Synthetic(text, raw, index, {"counter": name, "value": value}))

    # --- Python tracebacks and libtorch's C++ exceptions --------------------------------------
    def _traceback(self, state: _StreamState, message: str, ctx: LineContext) -> None:
        start = message.find("Traceback (most recent call last)")
        if start >= 0:
            self._open_traceback(state, message, headless=False)
            # (the header as the line itself, not after a logger's own words on the same line)
            ctx.traceback_header = start == len(message) - len(message.lstrip())
            return
        if state.cpp_exception is not None and "what():" in message:
            ctx.exception_line = True
            ctx.fields["exception"] = state.cpp_exception
            state.cpp_exception = None
            return
        if "terminate called after throwing" in message:
            m = _CPP_THROW.search(message)
            if m:
                state.cpp_exception = m.group(1)
            return
        indent = state.traceback_indent
        if indent is None:
            headless = _HEADLESS_FRAME.match(message) if '", line ' in message else None
            if headless is None and "\u2502" in message:
                headless = _RICH_FRAME.match(message)  # a Rich traceback pasted from inside its box
            if headless is None:
                return
            # The last frames of a traceback pasted without its header (or cut from a longer one).
            indent = self._open_traceback(state, message, headless=True)
        if is_progress_bar(message):
            # A bar redrawn by another thread between the traceback's lines: neither a frame, its
            # code, nor the exception ("Epoch 3: 45%|..." has the "Name: message" shape).
            return
        if message.lstrip().startswith(_BOX_LINE):
            rich = _RICH_FRAME.match(message)
            if rich:
                self._frame(state, rich.group(1), rich.group(2), rich.group(3))
            ctx.source_line = True  # Rich's box: a frame, its code or locals, a border
            return
        frame = _FRAME.match(message) or (_HEADLESS_FRAME.match(message) if state.headless else None)
        if frame:
            state.after_frame = True
            state.source_lines_left = 1  # the code line (its ^^^ marker below is read apart)
            if state.frame_indent is None:
                state.frame_indent = len(message) - len(message.lstrip())
            self._frame(state, frame.group(1), frame.group(2), frame.group(3))
            return
        m = _EXCEPTION.match(message)
        if state.headless and m is not None and _EXCEPTION_NAME.search(m.group(2)) is None:
            m = None
        # The exception line is no deeper than the header, or (a traceback pasted with its own indent)
        # shallower than the frames, or (a logger that indents the whole traceback under its header)
        # level with the frames and named as an exception is: CPython prints a frame's code deeper
        # than its frame, so nothing else sits at the frames' indent.
        if m and (
            len(m.group(1)) <= indent
            or (state.frame_indent is not None and len(m.group(1)) < state.frame_indent)
            or (
                len(m.group(1)) == state.frame_indent
                and not state.headless
                and _EXCEPTION_NAME.search(m.group(2)) is not None
            )
        ):
            state.after_frame = False
            ctx.exception_line = True
            ctx.fields["exception"] = m.group(2)
            frame_text = state.user_frame or state.last_frame
            if frame_text:
                ctx.fields["user_frame"] = frame_text
            exception_class = m.group(2).rpartition(".")[2]
            if exception_class == "KeyError" and _reads_checkpoint(state):
                ctx.fields["reading"] = "checkpoint"
            elif exception_class == "EOFError" and "Ran out of input" in message and state.in_torch_load:
                # pickle's EOFError on an empty stream, raised inside torch.load
                ctx.fields["reading"] = "torch.load"
            state.traceback_indent = None
            return
        deeper = len(message) - len(message.lstrip()) > indent
        if state.headless:
            if state.after_frame and deeper and (state.source_lines_left > 0 or _is_marker(message)):
                if state.source_lines_left > 0 and not _is_marker(message):
                    state.last_source = message.strip()
                state.source_lines_left = 0
                ctx.source_line = True  # the code (or its ^^^ marker) under the last frame
            elif not deeper:
                state.traceback_indent = None  # no exception followed the frames: not a traceback
            return
        if state.after_frame and deeper:
            if state.source_lines_left > 0 and not _is_marker(message):
                state.last_source = message.strip()
                state.source_lines_left = 0
            ctx.source_line = True  # the code (or its ^^^ marker) under the last frame

    @staticmethod
    def _open_traceback(state: _StreamState, message: str, headless: bool) -> int:
        """A traceback opens on ``message`` (its header, or a frame when the header was not pasted);
        its indent."""
        indent = state.traceback_indent = len(message) - len(message.lstrip())
        state.user_frame = state.last_frame = state.last_source = None
        state.frame_indent = None
        state.in_torch_load = False
        state.headless = headless
        return indent

    @staticmethod
    def _frame(state: _StreamState, path: str, line: str, function: str) -> None:
        where = f"{path}:{line} in {function}"
        state.last_frame = where
        if path.replace("\\", "/").endswith("torch/serialization.py"):
            state.in_torch_load = True
        if not any(lib in path for lib in _LIBRARY_PATH):
            state.user_frame = where

    # --- torchrun's ChildFailedError summary -------------------------------------------------
    def _summary(self, state: _StreamState, message: str, raw: str, index: int, ctx: LineContext) -> None:
        stripped = message.strip()
        if stripped.startswith("Root Cause (first observed failure)"):
            self._close_entry(state, ctx)
            state.summary_section = "root"
            return
        if stripped.startswith("Failures:"):
            self._close_entry(state, ctx)
            state.summary_section = "other"
            return
        if state.summary_section is None:
            return
        if stripped.startswith(("====", "----")):
            self._close_entry(state, ctx)
            if stripped.startswith("===="):
                state.summary_section = None if state.summary_section == "root" else state.summary_section
            return
        start = _ENTRY_START.match(message)
        if start:
            self._close_entry(state, ctx)
            state.entry = _Entry(section=state.summary_section)
            return
        if state.entry is None:
            return
        m = _ENTRY_FIELD.match(message)
        if m:
            name, value = m.group(1), m.group(2).strip()
            state.entry.values.setdefault(name, value)
            if name in ("exitcode", "rank", "host") or not state.entry.last_line:
                state.entry.last_line, state.entry.last_index = raw, index
            if name == "traceback":
                # The last field of an entry: close it now, a log may end right here.
                self._close_entry(state, ctx)

    def _close_entry(self, state: _StreamState, ctx: LineContext) -> None:
        entry, state.entry = state.entry, None
        if entry is None or not entry.values:
            return
        values = entry.values
        fields: dict[str, str] = {"section": entry.section}
        if "host" in values:
            fields["node"] = values["host"]
        rank = _RANK_VALUE.match(values.get("rank", ""))
        if rank:
            fields["rank"] = rank.group(1)
        code = _EXIT_VALUE.match(values.get("exitcode", ""))
        exitcode = code.group(1) if code else "?"
        signame = _SIGNALS.get(exitcode, "none")
        traceback = values.get("traceback", "")
        if signame == "none" and "Signal " in traceback:
            sig = re.search(r"\((SIG[A-Z]+)\)", traceback)
            signame = sig.group(1) if sig else signame
        message = (
            f"torchrun failure: section={entry.section} host={fields.get('node', '?')} "
            f"rank={fields.get('rank', '?')} exitcode={exitcode} signal={signame}"
        )
        ctx.synthetic.append(Synthetic(message, entry.last_line, entry.last_index, fields))


# --- tables of training metrics --------------------------------------------------------------------
def _loss_table_header(message: str) -> tuple[int, tuple[tuple[int, str], ...]] | None:
    """The width and loss columns of a metrics table's header line, or None when the line is not one:
    at least three column names in aligned columns (runs of spaces or tabs), one of them a loss, and
    nothing but names (no values, ``:``, ``=``, ``,``). A number first is a pasted line number, which
    the rows carry too."""
    if ":" in message or "=" in message or "," in message or _TABLE_GAP.search(message) is None:
        return None
    tokens = message.split()
    start = 1 if tokens and tokens[0].isdigit() else 0
    if len(tokens) - start < 3:
        return None
    losses = []
    for i in range(start, len(tokens)):
        name = tokens[i]
        if _COLUMN_NAME.match(name) is None:
            return None
        if "loss" in name.lower():
            losses.append((i, name))
    return (len(tokens), tuple(losses)) if losses else None


def _is_marker(message: str) -> bool:
    """Python 3.11+'s position marker under a frame's code (``    ^^^^^^``, ``~~~^~~``)."""
    stripped = message.strip()
    return bool(stripped) and not stripped.strip("^~")


def _may_be_nonfinite(message: str) -> bool:
    return "nan" in message or "inf" in message or "NaN" in message or "Inf" in message


def _loss_table_row(
    table: tuple[int, tuple[tuple[int, str], ...]], message: str, raw: str, index: int
) -> LineContext:
    """A row of the open metrics table: a synthetic message for its first loss column holding nan or
    inf. A row has at least the header's width and a number (or nan/inf) in every loss column."""
    width, losses = table
    tokens = message.split()
    if len(tokens) < width:
        return _NOTHING
    bad: tuple[str, str] | None = None
    for i, name in losses:
        value = tokens[i].strip("[](),").lower()
        if value in _NONFINITE:
            bad = bad or (name, value)
            continue
        try:
            float(value)
        except ValueError:
            return _NOTHING  # not a row of this table
    if bad is None:
        return _NOTHING
    ctx = LineContext()
    text = f"metrics table: loss = {bad[1]} (column {bad[0]})"
    ctx.synthetic.append(Synthetic(text, raw, index, {"column": bad[0], "value": bad[1]}))
    return ctx


def _reads_checkpoint(state: _StreamState) -> bool:
    """Whether the traceback's failing statement reads a loaded checkpoint (its code, or the last
    frame's file or function)."""
    source = getattr(state, "last_source", None)  # (a stream state pickled before the field existed)
    return (source is not None and _CHECKPOINT_CODE.search(source) is not None) or (
        state.last_frame is not None and _CHECKPOINT_FRAME.search(state.last_frame) is not None
    )
