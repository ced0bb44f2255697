"""Where in a job's life its failure happened: setting up, or running after training progressed.

The same connection error means different things by phase. ibv_poll_cq(3) spells it out for the
transport retry counter (``IBV_WC_RETRY_EXC_ERR``, NCCL's ``error 12``): when it happens on the
first message the connection attributes are wrong or the peer never answered (configuration, the
same on the next launch); after traffic flowed it means the remote side went away (a link flap, a
dead peer: transient). NCCL's troubleshooting guide says the same of completion errors right after
launch, and a refused or unreachable connect while a communicator or the c10d store is being set
up fails again with the same addresses, interfaces and firewall.

:class:`PhaseTracker` watches every line for two kinds of marker, cheaply (a few substring tests per
line until each marker has been seen once):

- progress: a training step, iteration or epoch counter, a loss value, a training
  loop frame (``loss.backward()``, ``optimizer.step()``), a collective sequence number past the
  first few, a work request index past the first on the failing queue pair (UCX ``wqe[N]``);
- setup: communicator, rendezvous or store set-up (``init_process_group``, ``ncclCommInitRank``,
  NCCL's bootstrap, torchelastic's rendezvous, ``TCPStore``, ``MPI_Init``, Gloo's full mesh), and
  the errors only set-up prints (the c10d store's client failing to connect or its server to
  bind, the store-based barrier, NCCL's socket connect of a new connection).

:meth:`PhaseTracker.phase` gives ``running`` when progress was seen before the cause line,
``setup`` when it was not and a set-up marker is in the job (the cause's own line included), else
``unknown`` (an excerpt with neither: no phase evidence either way).
"""

from __future__ import annotations

import re
from typing import Literal

Phase = Literal["setup", "running", "unknown"]

# Progress lines: "step 1200", "iter 83592: loss 1.54", "Epoch 3", "loss=0.42". A bare progress bar is
# not one: downloads, dataset preprocessing and checkpoint loading draw the same bars before training.
_PROGRESS = re.compile(
    r"(?i)\b(?:step|iter|iteration|epoch|global_step)\b\s*[:=#]?\s*\d+"
    r"|\bloss\b['\"]?\s*[:=]\s*-?\d"
    r"|\bloss\.backward\(|\boptimizer\.step\(|\b(?:training|train)_step\b"
)
_PROGRESS_KEYS = ("tep", "ter", "poch", "loss", "train")
# Whether a line holds any of those keys, in one C-level scan (the substring tests' alternation).
_PROGRESS_KEY = re.compile("|".join(map(re.escape, _PROGRESS_KEYS)))
# A collective past the first few (c10d's WorkNCCL(SeqNum=N)) or a UCX work request past the first.
_SEQ = re.compile(r"\bSeqNum=(\d+)|\bwqe\[(\d+)\]")
_SEQ_MIN = 10
_SETUP = (
    "init_process_group",
    "ncclCommInitRank",
    "bootstrap.cc",
    "Bootstrap",
    "rendezvous",
    "Rendezvous",
    "TCPStore",
    "MPI_Init",
    "connectFullMesh",
    "Init START",
    # Lines that only set-up prints: the c10d store's client connecting or its server binding
    # (TCPStore connects once, when the process group is made), the store-based init barrier,
    # NCCL opening its bootstrap and transport sockets (the first message on a connection).
    "client socket has failed to connect",
    "server socket has failed to",
    "store_based_barrier",
    "Stop_waiting response",
    "socketStartConnect",
)
# Any set-up marker, in one scan instead of a test per marker.
_SETUP_ANY = re.compile("|".join(map(re.escape, _SETUP)))


class PhaseTracker:
    """First line index of a progress marker and of a set-up marker in one job's log."""

    __slots__ = ("progress_at", "setup_at", "traffic")

    def __init__(self) -> None:
        self.progress_at: int | None = None
        self.setup_at: int | None = None
        # A late collective or work request named anywhere: such lines describe the failed work
        # itself, printed after the failure, and still say that traffic flowed before it.
        self.traffic = False

    def feed(self, message: str, index: int) -> None:
        if not self.traffic and ("SeqNum=" in message or "wqe[" in message) and _seq_past_start(message):
            self.traffic = True
        if self.progress_at is None and _progress(message):
            self.progress_at = index
        if self.setup_at is None and _SETUP_ANY.search(message) is not None:
            self.setup_at = index

    def phase(self, cause_index: int, cause_line: str = "") -> Phase:
        if self.traffic or (self.progress_at is not None and self.progress_at < cause_index):
            return "running"
        if self.setup_at is not None or _SETUP_ANY.search(cause_line) is not None:
            return "setup"
        return "unknown"


def _progress(message: str) -> bool:
    if _PROGRESS_KEY.search(message) is None:
        return False
    return _PROGRESS.search(message) is not None


def _seq_past_start(message: str) -> bool:
    for match in _SEQ.finditer(message):
        value = match.group(1) or match.group(2)
        if value is not None and int(value) >= _SEQ_MIN:
            return True
    return False
