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
  loop frame (``loss.backward()``, ``optimizer.step()``), the Hugging Face Trainer's log dict, a
  collective sequence number past the first few, a work request index past the first on the failing
  queue pair (UCX ``wqe[N]``);
- a progress bar (tqdm's format, which Lightning, the HF Trainer, accelerate and diffusers scripts
  draw with) is progress only when it counts training: a loss in its postfix (``loss=2.31``,
  ``step_loss=nan``), or a description naming steps, iterations or epochs (``Epoch 3``, ``Steps``)
  with at least one done. The same bars count downloads, dataset mapping and checkpoint shards
  before training (``Downloading ...: 100%|``, ``Map: 100%|``, ``Loading checkpoint shards``), and
  a training bar drawn at ``0/N`` is a loop that has not finished a step. Rich's bars (``Epoch 1/9
  ━━━━╸━━ 200/250 ... train_loss: 0.41``: Lightning's RichProgressBar, pip, download tools) are read
  the same way, the count after the bar standing for tqdm's ``n``;
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

# Progress lines: "step 1200", "iter 83592: loss 1.54", "Epoch 3", "loss=0.42", "train_loss: nan".
# Progress bars are read apart (_bar_progress).
# A loss's value: a number, or nan/inf (a diverged loss is a step that ran).
_LOSS_NUMBER = r"(?:-?\.?\d|nan\b|inf\b)"
_LOSS_VALUE = r"['\"]?\s*[:=]\s*" + _LOSS_NUMBER
_PROGRESS = re.compile(
    r"(?i)\b(?:step|iter|iteration|epoch|global_step)\b\s*[:=#]?\s*\d+"
    r"|(?:\b|_)loss" + _LOSS_VALUE + r"|\bloss\.backward\(|\boptimizer\.step\(|\b(?:training|train)_step\b"
)
_PROGRESS_KEYS = ("tep", "ter", "poch", "loss", "train", "%|", "\u2501")
# tqdm's meter (tqdm.format_meter, the default bar_format): "{desc}: {percentage:3.0f}%|{bar}|
# {n_fmt}/{total_fmt} [{elapsed}<{remaining}, {rate_fmt}{postfix}]", and without a total
# "{desc}: {n_fmt}{unit} [{elapsed}, {rate_fmt}{postfix}]" (https://tqdm.github.io/docs/tqdm/).
_BAR = re.compile(
    r"\d{1,3}%\|[^|]*\|\s*(?P<n>\d+(?:\.\d+)?)[kMGTP]?\w*(?:/[^\s\[]*)?(?:\s*\[(?P<meter>[^\]]*)\])?"
)
_BAR_NO_TOTAL = re.compile(
    r":\s*(?P<n>\d+(?:\.\d+)?)[kMGTP]?[a-zA-Z]*\s"
    r"\[(?P<meter>\d+:\d\d(?::\d\d)?, (?:\?|[\d.]+)\w*/\w+[^\]]*)\]"
)
# Rich's progress bar (rich.progress.BarColumn, which Lightning's RichProgressBar, pip and many
# download tools draw): "{description} ━━━━━━╸━━━ {completed}/{total} ..." or "... 45% ...", no "%|"
# and no brackets; the bar is a run of heavy horizontal lines (U+2501, with U+2578/U+257A half cells)
# (https://rich.readthedocs.io/en/stable/progress.html). Lightning's postfix follows as "name: value".
_RICH_BAR = re.compile("[\u2501\u2578\u257a]{3,}")
_RICH_COUNT = re.compile(r"(?<![\d.:/])(?P<n>\d+(?:\.\d+)?)\s*/\s*\d+(?:\.\d+)?|(?<![\d.])(?P<pct>\d{1,3})%")
_RICH_POSTFIX_LOSS = re.compile(r"(?i)\w*loss\w*\s*[:=]\s*" + _LOSS_NUMBER)
# A bar counting training: its description names what it counts first ("Epoch 3", "Steps",
# "Iteration", "Training", "Train epoch 2/10", "train_iteration"; after a logger's "INFO:root:"), as
# Lightning and training scripts set it; a split or file named later ("Generating train split") is data.
_TRAINING_DESC = re.compile(
    r"(?i)(?:^|[:|\]>])\W*(?:train(?:ing)?[\s_/-]+)?"
    r"(?:epochs?|steps?|iter(?:ation)?s?|training|global[_ ]steps?)\b"
)
# A loss in the bar's postfix (Lightning's "loss=2.31", accelerate scripts' "step_loss=nan").
_POSTFIX_LOSS = re.compile(r"(?i)(?:^|[\s,])\w*loss=\s*" + _LOSS_NUMBER)
# The HF Trainer's log dict ("{'loss': 2.31, 'learning_rate': ..., 'epoch': 0.05}", at the end
# "{'train_runtime': ..., 'train_loss': ..., 'epoch': 3.0}", after an evaluation "{'eval_loss': ...}"):
# an epoch past 0 says training steps ran (Trainer.log adds the state's epoch, None until training
# starts: https://github.com/huggingface/transformers/blob/v4.51.0/src/transformers/trainer.py).
_TRAINER_EPOCH = re.compile(r"'epoch': (\d+(?:\.\d+)?)")
# Whether a line holds any of those keys, in one C-level scan (the substring tests' alternation).
_PROGRESS_KEY = re.compile("|".join(map(re.escape, _PROGRESS_KEYS)))
# ... and whether a bar holds any word a training bar needs (a loss, "Epoch", "Steps", "Iteration",
# "Training"), before its meter is parsed.
_BAR_KEY = re.compile("loss|tep|poch|ter|rain")
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
    if "\u2501" in message:
        rich = _RICH_BAR.search(message)
        if rich is not None:
            return _rich_progress(message, rich)
    if "%|" in message:
        if _BAR_KEY.search(message) is None:
            return False  # no loss, no epoch, step, iteration or training: a download's or data's bar
        return _bar_progress(message, _BAR.search(message))
    bar = _BAR_NO_TOTAL.search(message)
    if bar is not None:
        return _bar_progress(message, bar)
    if message.startswith("{'"):
        epoch = _TRAINER_EPOCH.search(message)
        if epoch is not None and float(epoch.group(1)) > 0:
            return True
    return _PROGRESS.search(message) is not None


def _bar_progress(message: str, bar: re.Match[str] | None) -> bool:
    """A progress bar counts training when its postfix shows a loss, or its description names steps,
    iterations or epochs and one is done; what follows the bar on the line is read as any line."""
    if bar is None:
        return _PROGRESS.search(message) is not None
    if _POSTFIX_LOSS.search(bar.group("meter") or "") is not None:
        return True
    if float(bar.group("n")) > 0 and _TRAINING_DESC.search(message, 0, bar.start()) is not None:
        return True
    rest = message[bar.end() :]
    return bool(rest) and _PROGRESS.search(rest) is not None


def _rich_progress(message: str, bar: re.Match[str]) -> bool:
    """A Rich bar counts training like a tqdm one: a loss after the bar, or a description that names
    steps, iterations or epochs with at least one done (the first count after the bar, or its
    percentage). "Epoch 0/9 ━━━ 0/250" is a loop before its first step, "Downloading epoch 3
    checkpoint ━━━ 45%" a download; what names a step inside a description that counts something
    else is not read."""
    rest = message[bar.end() :]
    if _RICH_POSTFIX_LOSS.search(rest) is not None:
        return True
    count = _RICH_COUNT.search(rest)
    if count is None:
        return False
    done = float(count.group("n") if count.group("n") is not None else count.group("pct"))
    return done > 0 and _TRAINING_DESC.search(message, 0, bar.start()) is not None


def _seq_past_start(message: str) -> bool:
    for match in _SEQ.finditer(message):
        value = match.group(1) or match.group(2)
        if value is not None and int(value) >= _SEQ_MIN:
            return True
    return False
