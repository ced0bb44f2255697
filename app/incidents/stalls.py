"""What a hung rank was doing, from its stack: a storage stall, a code path that diverged, or unknown.

Hang localization (``app.incidents.hang``) names the odd rank(s) out; this module reads the odd
stack's innermost frames and says who must act:

- blocked reading data (``read``, ``readinto``, ``_read_shard``, ``stat``, ``open``...): the
  storage stalled; restart as is.
- in user code or in another collective than the majority: the ranks took different code paths
  (rank 0 evaluating or saving while the others are already in the next all-reduce); it recurs.
- waiting on the GPU (``synchronize``, ``item``) or on a queue/lock/socket: could be anything.

It also keeps the stacks Python's ``faulthandler.dump_traceback_later`` prints after
``Timeout (0:10:00)!`` when a job does not use the crashcart agent.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from app.classify.envelopes import is_progress_bar
from app.incidents.hang import normalise_stack
from app.vocabulary import Action, Blame

_COLLECTIVES = frozenset(
    {
        "all_reduce", "all_gather", "all_gather_into_tensor", "all_gather_object", "broadcast",
        "broadcast_object_list", "barrier", "monitored_barrier", "reduce_scatter", "reduce_scatter_tensor",
        "all_to_all", "all_to_all_single", "gather", "scatter", "reduce", "send", "recv", "isend", "irecv",
    }
)  # fmt: skip
_STORAGE = re.compile(
    r"read|^open$|^stat$|^lstat$|^listdir$|^scandir$|^fstat$|^copyfile|^exists$|_fetch_file"
)
_WAITING = frozenset(
    {
        "synchronize", "item", "cpu", "wait", "wait_stream", "acquire", "get", "poll", "select", "recv_into",
        "sleep", "join", "_wait_for_tstate_lock", "accept", "connect",
    }
)  # fmt: skip
_FAULTHANDLER_LINE = re.compile(r'\s*(?:File "|Thread 0x|Current thread 0x|Stack \(most recent call first\))')
MAX_DUMP_LINES = 400


@dataclass(frozen=True, slots=True)
class StallCause:
    blame: Blame
    action: Action
    reason: str


def _function(frame: str) -> str:
    return frame.rsplit(":", 1)[-1]


def classify_stall(odd: tuple[str, ...], majority: tuple[str, ...] = ()) -> StallCause | None:
    """Blame and action for a hung rank whose normalised stack (innermost first) is ``odd``."""
    if not odd:
        return None
    innermost = _function(odd[0])
    if _STORAGE.search(innermost):
        return StallCause(
            Blame.storage,
            Action.restart_from_checkpoint,
            f"blocked reading data in {odd[0]}: a storage stall",
        )
    if innermost in _WAITING or not majority:
        return None
    majority_op = _function(majority[0]) if majority else None
    if innermost in _COLLECTIVES and innermost != majority_op:
        return StallCause(
            Blame.user_code,
            Action.no_restart_notify_user,
            f"in {innermost} while the others are in {majority_op}: the ranks took different code paths",
        )
    if innermost not in _COLLECTIVES and majority_op in _COLLECTIVES:
        return StallCause(
            Blame.user_code,
            Action.no_restart_notify_user,
            f"still in {odd[0]} while the others wait in {majority_op}: the ranks took different code paths",
        )
    return None


class FaulthandlerDumps:
    """Stacks printed after ``Timeout (H:MM:SS)!`` by faulthandler, per stream."""

    def __init__(self) -> None:
        self._open: dict[tuple[str | None, int | None, str], list[str]] = {}
        self.dumps: dict[tuple[str | None, int | None, str], tuple[str, ...]] = {}
        # Streams whose dump met a blank line: it ends there, unless a bar's redraw follows (a log
        # read line by line splits tqdm's "\r" from the newline before it, leaving a blank).
        self._blank: set[tuple[str | None, int | None, str]] = set()

    @property
    def active(self) -> bool:
        return bool(self._open)

    def start(self, key: tuple[str | None, int | None, str]) -> None:
        self._open[key] = []
        self._blank.discard(key)

    def feed(self, key: tuple[str | None, int | None, str], message: str) -> None:
        lines = self._open.get(key)
        if lines is None:
            return
        if is_progress_bar(message):
            self._blank.discard(key)
            return  # a bar redrawn by another thread between the dump's lines
        if key in self._blank:
            self._blank.discard(key)
            del self._open[key]
            return
        if _FAULTHANDLER_LINE.match(message) and len(lines) < MAX_DUMP_LINES:
            lines.append(message)
            self.dumps[key] = normalise_stack("\n".join(lines))
        elif message.strip():
            del self._open[key]
        elif lines:
            self._blank.add(key)

    def first(self) -> tuple[tuple[str | None, int | None, str], tuple[str, ...]] | None:
        for key, frames in self.dumps.items():
            if frames:
                return key, frames
        return None
