"""Never silent: a line that looks like an error but matches no rule still becomes a signal.

The rule packs know the failures someone wrote down; a log from a stack nobody wrote rules for
must not end with no verdict at all. A line that *looks* like an error (a Python exception line,
an ``ERROR``/``FATAL`` log level, the ``error``/``fatal``/``failed``/``abort``/``segfault``/
``killed`` families, a non-zero exit, a Kubernetes Warning event whose reason names a failure) and
that no rule claimed becomes a signal of the built-in
rule :data:`UNRECOGNISED`: category ``other``, blame ``unknown``, ``needs_human``, ambiguous (so an
LLM, when configured, gets to read it). Its priority is below every catch-all rule: any rule that
fires anywhere in the job outranks it, unless causality says otherwise (see correlate.py).

Benign lines must stay quiet: info/debug/warning levels (``NCCL INFO``, ``[W ...]``, ``W1122``,
``UserWarning``), counts of zero ("0 errors", ``failed=0``), retries and fallbacks, traceback
frames, and library advice ("set CUDA_LAUNCH_BLOCKING=1", "this is typically caused by"), which is
never a cause.
"""

from __future__ import annotations

import re

from app.classify.envelopes import unwrap
from app.classify.rules import Rule
from app.vocabulary import Action, Blame, Category

UNRECOGNISED_ID = "engine.unrecognised_error"
UNRECOGNISED_PRIORITY = 4

UNRECOGNISED = Rule(
    id=UNRECOGNISED_ID,
    description="a line that looks like an error and matches no known signature",
    category=Category.other,
    blame=Blame.unknown,
    action=Action.needs_human,
    confidence=0.3,
    ambiguous=True,
    priority=UNRECOGNISED_PRIORITY,
    keywords=["error"],
    patterns=["error"],
)

UNRECOGNISED_ECHO_ID = "engine.unrecognised_echo"

# An unrecognised error line that reads like the echo of a peer's failure (a collective watchdog,
# a lost connection, the launcher tearing the job down): a symptom, never the first failure.
UNRECOGNISED_ECHO = Rule(
    id=UNRECOGNISED_ECHO_ID,
    description="an unrecognised error line that reads like the echo of another rank's failure",
    category=Category.other,
    blame=Blame.unknown,
    action=Action.needs_human,
    confidence=0.2,
    symptom=True,
    priority=2,
    keywords=["error"],
    patterns=["error"],
)

_ECHO = re.compile(
    # NCCL and gloo as names, not inside a path (NCCL's own /dev/shm/nccl-XXXX segments)
    r"(?i)watchdog|timed? ?out\b|timeout|ProcessGroup|c10d|(?<![/\w-])(?-i:NCCL)\b(?! WARN)|(?<![/\w-])gloo\b"
    r"|connection (?:reset|refused|closed)|\bpeer\b|broken pipe|\bsocket\b|rendezvous|TCPStore|store->"
    r"|SIGTERM|\bterminating\b|\bterminated by\b|was terminated|sending process \d+ closing"
    r"|^\s*\S+ FAILED\s*$|ChildFailedError|DistBackendError|communicator"
)


def _gate(folded: str) -> bool:
    """Cheap first test (an ``or`` chain of substring tests is the fastest form in CPython)."""
    return (
        "error" in folded
        or "fail" in folded
        or "fatal" in folded
        or "abort" in folded
        or "exit" in folded
        or "killed" in folded
        or "segmentation" in folded
        or "segfault" in folded
        or "panic" in folded
        or "exception" in folded
        or "critical" in folded
        or "core dumped" in folded
        or "interrupt" in folded
        or "expired" in folded
        or "exc." in folded
        or "illegal instruction" in folded
        or "terminate called" in folded
        or "what():" in folded
        or "badzipfile" in folded
        or "no such file" in folded
        or "permission denied" in folded
        or "command not found" in folded
        or "nccl warn" in folded
    )


# A Python exception line: ``pkg.mod.SomethingError: message`` (or the class alone on its line), for
# any class whose name says it is one (…Error, …Exception, …Exit, …Interrupt, …) or that lives in an
# exceptions module (``google.api_core.exceptions.Forbidden``, ``torch._dynamo.exc.Unsupported``).
# Ray names the remote exception's class after its own (``ray.exceptions.RayTaskError(ValueError):``).
_EXCEPTION_CLASS = (
    r"(?:[A-Za-z_]\w*\.)*_?[A-Z]\w*"
    r"(?:Error|Exception|Failure|Fault|Exit|Interrupt|Expired|Aborted|Abort|Timeout)"
    r"(?:\([A-Za-z_][\w.]*\))?"
    r"|(?:[A-Za-z_]\w*\.)*(?:BadZipFile|KeyboardInterrupt)"
    r"|(?:[A-Za-z_]\w*\.)*_?(?:exceptions?|errors?|exc)\.[A-Z]\w*"
)
_EXCEPTION_AT_START = re.compile(rf"\s*(?:{_EXCEPTION_CLASS})(?::\s|:?\s*$)")

_ERROR_LOOKING = re.compile(
    # An exception line (see above).
    rf"^\s*(?:{_EXCEPTION_CLASS})(?::\s|:?\s*$)"
    # Log levels that mean error (python logging, glog, torch's [E ...], syslog-ish).
    r"|(?:^|[\s\[|(<])(?:ERROR|FATAL|CRITICAL|PANIC|EMERG|ALERT)(?:[\s\]:|)>,-]|$)"
    r"|^\s*\[?[EF]\d{4} \d\d:\d\d|^\s*\[E(?: |\d)"
    # Android logcat's threadtime shape: ``pid tid E Tag: message``.
    r"|^\s*(?:\d\d-\d\d \d\d:\d\d:\d\d\.\d+\s+)?\d+\s+\d+\s+[EF]\s+[^\s:][^:]{0,80}:\s"
    # The families, as words.
    r"|(?i:\b(?:error|errors|fatal|failed|failure|failures|abort|aborted|aborting|segfault|"
    r"segmentation fault|killed|core dumped|panic|panicked|exception|illegal instruction)\b"
    r"|terminate called after throwing"
    # strerror(3)'s words for the errors a job meets first (ENOENT, EACCES) and the shell's for a
    # program that is not there (POSIX: exit status 127), printed with no error word of their own.
    r"|no such file or directory|permission denied|command not found)"
    # NCCL's WARN level: NCCL_DEBUG=WARN "prints an explicit error message whenever any NCCL call
    # errors out" (https://docs.nvidia.com/deeplearning/nccl/user-guide/docs/env.html#nccl-debug).
    r"|\bNCCL WARN\b"
    # The message of the C++ exception that std::terminate reports.
    r"|^\s*what\(\):\s+\S"
    # A non-zero exit.
    r"|(?i:exit(?:ed)?(?: with)?(?: exit)? (?:code|status)[:= ]*-?[1-9]\d*"
    r"|exit_?code[:= ]*-?[1-9]\d*|returned non-zero exit status|non-zero exit)"
)

_GLOG_ERROR = re.compile(r"\s*\[?[EF]\d{4} \d\d:\d\d")

# The line's own level, when it is below error: a level word (``INFO``, ``[W ...]``, glog's
# ``W1122``, a ``UserWarning``) or, in mixed case, one that follows only the timestamp (``…, Info``).
# It counts only when it comes before the first error-looking word: ``ERROR … see INFO`` is an error.
_LOWER_LEVEL = re.compile(
    r"(?<!NCCL)(?:^|[\s\[|(<])(?:INFO|DEBUG|TRACE|NOTICE|WARN|WARNING)(?:[\s\]:|)>,-]|$)"
    r"|^\s*\[?[IWD]\d{4} \d\d:\d\d|^\s*\[[IWD](?: |\d)"
    r"|\w*Warning\b"
    r"|^[^a-zA-Z]{0,40}\b(?:Info|Debug|Notice|Warn|Warning|Verbose)\b"
    # Android logcat's threadtime shape below error: ``pid tid I Tag: message``.
    r"|^\s*(?:\d\d-\d\d \d\d:\d\d:\d\d\.\d+\s+)?\d+\s+\d+\s+[VDIW]\s+[^\s:][^:]{0,80}:\s"
)
_ERROR_LEVEL = re.compile(r"(?:^|[\s\[|(<])(?:ERROR|FATAL|CRITICAL)(?:[\s\]:|)>,-]|$)|^\s*\[?[EF]\d{4} ")

# Nothing went wrong: a count of zero.
_ZERO = re.compile(
    r"(?i:\b(?:0|no|zero|without) (?:errors?|failures?|exceptions?)\b"
    r"|\b(?:errors?|failures?|failed|exceptions?)(?:_count)?\s*[=:]\s*0\b"
    # "3 passed, 0 failed", never a thing numbered 0 that failed ("Execution of replica 0 failed: ...")
    r"|(?<!\w )\b0 failed\b|\bexit code 0\b)"
)

# Benign shapes that mention an error word.
_BENIGN = re.compile(
    # It was handled, or it is the name of something rather than a failure.
    r"(?i:\bretry(?:ing)?\b|\bwill retry\b|\bretried\b|\bfall(?:ing)? ?back\b"
    r"|\bignor(?:ed|ing)\b|\berror[_ ]file\b|\berror rate\b|\bon[_-]error\b"
    r"|\bsucce(?:ss|eded|ssful)|\bskipp(?:ing|ed)\b|^\s*last error:\s*$"
    r"|^\s*(?:failures|root cause \(first observed failure\)):\s*$)"
    # A field of torchrun's failure summary (read as a whole by the multi-line tracker).
    r"|^\s*(?:time|host|rank|exitcode|error_file|traceback|local_rank)\s*:\s"
    # A traceback frame or header, not the exception itself. asyncio's "Task exception was never
    # retrieved" is such a header: its default exception handler prints it above the task and the
    # exception the task raised (https://docs.python.org/3/library/asyncio-dev.html#detect-never-retrieved-exceptions).
    r'|^\s*File "[^"]*", line \d+|Traceback \(most recent call last\)'
    # CPython's headers between chained tracebacks (the traceback module's "During handling of the
    # above exception, another exception occurred:" and "The above exception was the direct cause
    # of the following exception:"): the exceptions above and below them are what failed
    r"|^\s*(?:During handling of the above exception, another exception occurred"
    r"|The above exception was the direct cause of the following exception):\s*$"
    # A native backtrace's frames (c10's "frame #0: c10::Error::Error(...) + 0x96 (0x7f... in libc10.so)",
    # gdb's "#3  0x00007f... in MPID_Abort () from libmpi.so", dmlc/MXNet's "[bt] (0) libmxnet.so(...)"):
    # where the code was, never what failed; the exception above them says that.
    r"|^\s*frame #\d+: |^\s*#\d+\s+0x[0-9a-fA-F]+ in |^\s*\[bt\] \(\d+\) "
    r"|^\s*(?:Task|Future) exception was never retrieved\s*$"
    # A measured error, a metric's value ("mean ar error (without repeats): 2.856e-06", "val error =
    # 0.031"): a number with a decimal point or an exponent ends the line, as no failure report does.
    r"|(?i:\berror\b[^:=\n]{0,60}[:=]\s*[-+]?(?:\d*\.\d+(?:e[-+]?\d+)?|\d+e[-+]?\d+)%?\s*$)"
)


def _benign(text: str, error_at: int) -> bool:
    """Whether a line with an error-looking word at ``error_at`` is benign after all."""
    if _ZERO.search(text) is not None:
        return True
    level = _LOWER_LEVEL.search(text)
    if level is not None and level.start() <= error_at:
        err = _ERROR_LEVEL.search(text, 0, level.start() + 1)
        if err is None:
            return True
    if _EXCEPTION_AT_START.match(text) is not None:
        # An exception that escaped: a word such as "skipped" or "retry" in its message changes nothing.
        return False
    return _BENIGN.search(text) is not None


# Advice printed by a library: useful context, never the cause.
ADVICE = re.compile(
    r"(?i)^\s*(?:[\[(]?[A-Za-z0-9_.:\- ]{0,40}[\])]\s*)?(?:[A-Z]+:\s*)?(?:"
    r"(?:for debugging,? )?consider (?:passing|setting|using|running|increasing|reducing)\b"
    r"|compile with\b|cuda kernel errors might be asynchronously reported"
    r"|(?:this|it) is (?:typically|usually|often|likely|probably|most likely) (?:caused|due)\b"
    r"|(?:this|it) (?:may|might|could) (?:be|indicate)\b"
    r"|(?:please |you (?:may|might|can|should) )"
    r"(?:check|set|try|refer|see|consider|report|file|use|increase|want)\b"
    r"|hint\b|tip\b|note\b|to (?:fix|avoid|prevent|debug|resolve) (?:this|the)\b"
    r"|see (?:https?://|the (?:docs|documentation))|if (?:reserved|this|you)\b"
    r"|set (?:the )?(?:environment variable |env )?[A-Z_]{4,}=|run with [A-Z_]{4,}="
    r")"
)


def is_advice(message: str) -> bool:
    """Whether a line is advice ("set CUDA_LAUNCH_BLOCKING=1 ...", "this is typically caused by")."""
    return ADVICE.search(message) is not None


def is_echo(message: str) -> bool:
    """Whether an unrecognised error line reads like the echo of another rank's failure."""
    return _ECHO.search(message[:2000]) is not None


def may_look_like_error(message: str) -> bool:
    """The first test of :func:`looks_like_error` outside a traceback: False means it is False.

    It reads whether a character is a digit, never which: a message with its ASCII digits replaced
    by ``0`` gets the same answer (app/incidents/predigest.py caches it per such skeleton)."""
    text = message[:2000]
    return (
        _gate(text.lower())
        or (message[:1] in ("E", "F", "[", " ") and _GLOG_ERROR.match(message) is not None)
        or message[:3] in ("[E ", "[F ")  # c10's own "[E socket.cpp:1019] " level
        or " E " in text[:48]
        or " F " in text[:48]
        or "Warning " in text[:64]  # a Kubernetes event's type column (see _K8S_WARNING_EVENT)
    )


# A Kubernetes event of type Warning whose reason names a failure, as ``kubectl describe`` lists it
# (``Warning  FailedMount  2m  kubelet  MountVolume.SetUp failed ...``) or ``kubectl get events``
# does (``42m  Warning  FailedScheduling  pod/trainer-0  0/4 nodes are available ...``). The event
# type is a column, not the line's log level: Kubernetes documents Warning events as the ones that
# report a problem (https://kubernetes.io/docs/reference/kubernetes-api/cluster-resources/event-v1/),
# and a reason such as FailedScheduling carries no error word of its own.
_K8S_WARNING_EVENT = re.compile(
    r"^\s*(?:(?:\d+[smhd])+\s+|<unknown>\s+)?Warning\s+"
    r"(?:Failed\w*|\w+Failed|\w*Error\w*|BackOff|Evicted|Unhealthy|OOMKilling|SystemOOM|NodeNotReady"
    r"|EvictionThresholdMet|FreeDiskSpaceFailed|ContainerGCFailed|ImageGCFailed|Rebooted)\s"
)


def looks_like_error(message: str, exception_line: bool = False) -> bool:
    """Whether a prefix-stripped line looks like an error that deserves a verdict.

    ``exception_line``: the multi-line tracker says this is a traceback's final exception line.
    """
    text = message[:2000]
    if exception_line:
        return not is_advice(text) and not _benign(text, 0)
    if not may_look_like_error(message):
        return False
    if _K8S_WARNING_EVENT.match(text) is not None:
        # "Warning" is the event's type column here, not a level below error.
        return not is_advice(text)
    found = _ERROR_LOOKING.search(text)
    if found is None or _benign(text, found.start()):
        return False
    return not is_advice(text)


# A logger's own ERROR/CRITICAL/FATAL level (Python logging, loguru, DeepSpeed), read on the raw line:
# the prefix splitter strips these headers so that wrapping never moves a verdict, but a line its
# program logged at error level is an error even when its words are bland.
_LOGGED_AT_ERROR = re.compile(
    r" - (?:ERROR|CRITICAL|FATAL) - | \| (?:ERROR|CRITICAL)\s*\| |\] \[(?:ERROR|CRITICAL|FATAL)\] "
    # the other headers app/classify/prefixes.py strips (logger_header_end): after a timestamp,
    # TensorFlow's "...: E file.cc:12] ", vLLM's "ERROR 05-01 12:00:00 ", basicConfig's "ERROR:name:",
    # transformers' "[ERROR|file.py:12] ", NeMo's "[NeMo E "
    r"|\d\d:\d\d(?:[.,]\d+)?(?:Z|[+-]\d\d:?\d\d)?\]?:? \[?(?:ERROR|CRITICAL|FATAL)\]?:? "
    r"|\d\d:\d\d\.\d+: [EF] [\w./-]+:\d+\] "
    r"|(?:^|[\s:\]])(?:ERROR|CRITICAL) \d\d-\d\d \d\d:|(?:^|[\s:\]])(?:ERROR|CRITICAL):[\w.<>-]*:"
    r"|\[(?:ERROR|CRITICAL)\||\[NeMo [EC] "
)


def logged_at_error(raw: str) -> bool:
    """True when the raw line carries a logger header at error level or above."""
    head = raw[:300]
    # Each of the pattern's forms holds one of these words: most lines need no regex.
    if (
        "ERROR" not in head
        and "CRITICAL" not in head
        and "FATAL" not in head
        and ": E " not in head
        and ": F " not in head
        and "[NeMo E" not in head
    ):
        return False
    if _LOGGED_AT_ERROR.search(head) is not None:
        return True
    # The same header inside a carrier's envelope (colour codes, a container runtime's JSON record,
    # a CRI or kubectl prefix): read what the program printed, as the prefix splitter does.
    text = unwrap(raw).text
    return text != raw and _LOGGED_AT_ERROR.search(text[:300]) is not None


# --- a post-mortem's last resort -----------------------------------------------------------------
# A log that ended in a failure yet holds no line that looks like an error: the failure is often
# told in words without an error word of their own ("libnccl.so not found in library path", "ZeRO3
# is incompatible with LoRA", "DeepSpeed backend not set", "Corrupted image for 655"), or only at a
# level below error (c10d's "[W socket.cpp:697] ... failed to connect"). Read only where the caller
# knows the log ended in a failure (a post-mortem diagnosis): a running job prints such words and
# goes on.
_FAILURE_WORDS = re.compile(
    r"(?i)\b(?:not found|cannot|can ?not|can't|could not|couldn't|unable to|incompatible|invalid"
    r"|corrupt(?:ed|ion)?|not set|missing|denied|refused|exceeded|out of memory|timed out"
    r"|not supported|unsupported|mismatch(?:ed)?|unexpected(?:ly)?|no space|unreachable|forbidden"
    r"|unauthori[sz]ed|insufficient|not (?:allowed|available|initiali[sz]ed|reachable|responding|enough))\b"
)
_FAILURE_GATE = (
    "not ",
    "cannot",
    "can't",
    "could",
    "unable",
    "incompatible",
    "invalid",
    "corrupt",
    "missing",
    "denied",
    "refused",
    "exceeded",
    "out of memory",
    "timed out",
    "unsupported",
    "mismatch",
    "unexpected",
    "no space",
    "unreachable",
    "forbidden",
    "unauthori",
    "insufficient",
)

# Tiers of a last-resort line: its words tell a failure at the line's own level, or below error level.
OWN_LEVEL = 1
BELOW_ERROR = 2
# (3 and 4: the same two as echoes of a peer's failure.) Last of all, a traceback's source line that
# raises an exception (`raise ReadError("unexpected end of data")`): a log cut before the exception
# line (a paste, a lost tail) still says what was raised.
RAISED = 5
# Below even that, a traceback's header when the log ends with no exception line and no raising
# statement after it (cut inside the frames): an exception was on its way, nothing says which.
TRACEBACK_CUT = 6
# A native backtrace's frame in the abort path (gdb's "#21 0x... in MPID_Abort () from ..."): benign
# as a line (the error above it says what failed), the same last resort when nothing above it does.
ABORT_FRAME = re.compile(
    r"^\s*#\d+\s+(?:0x[0-9a-fA-F]+ in )?(?:__GI_)?(?:abort|__assert_fail\w*|MPID_Abort|MPIR_Assert_fail"
    r"|PMPI_Abort|MPI_Abort) \("
)
# `raise <dotted exception class>(<arguments>)`: the class, then what its call's text holds (the
# class alone when it is raised without a call).
_RAISE_CALL = re.compile(
    r"^\s*raise\s+((?:[A-Za-z_]\w*\.)*[A-Z]\w*(?:Error|Exception|Exit|Failure|Interrupt|Warning))"
    r"(?:\s*\((.*?)\)?)?\s*$"
)


# Any other raise of a value (a helper that builds the exception, `raise _env_error("MASTER_ADDR")`,
# or a caught one raised again, `raise exc`): what was raised is not in the text, only that it was.
_RAISE_ANY = re.compile(r"^\s*raise\s+(?!from\b)[A-Za-z_]")
# An assert statement raises AssertionError (with its message when it gives a string literal).
_ASSERT = re.compile(r"""^\s*assert\s+\S.*?(?:,\s*f?(["'])(?P<message>.*)\1)?\s*$""")


def raises_exception(message: str) -> bool:
    """Whether a traceback's source line raises an exception (a named class, any value, or an
    assert statement's AssertionError)."""
    return _RAISE_ANY.match(message) is not None or _ASSERT.match(message) is not None


def raised_message(statement: str) -> str | None:
    """The exception line a raising statement would have printed, as far as its text says:
    ``raise ReadError("unexpected end of data")`` -> ``ReadError: unexpected end of data`` (one
    string literal's quotes dropped, other arguments kept as written); ``assert x, "msg"`` ->
    ``AssertionError: msg``; None when the statement does not name what it raises."""
    m = _RAISE_CALL.match(statement)
    if m is None:
        asserted = _ASSERT.match(statement)
        if asserted is None:
            return None
        return f"AssertionError: {asserted['message']}" if asserted["message"] else "AssertionError"
    name, args = m.group(1), (m.group(2) or "").strip().rstrip(",").strip()
    for opener in ('"', "'", 'f"', "f'"):
        quote = opener[-1]
        if args.startswith(opener) and args.endswith(quote) and len(args) > len(opener):
            args = args[len(opener) : -1]
            break
    return f"{name}: {args}" if args else name


def failure_tier(message: str) -> int:
    """For a line no rule claimed and that does not look like an error: :data:`OWN_LEVEL` when its
    words tell a failure, :data:`BELOW_ERROR` when they do (or an error word does) on a line logged
    below error level, 0 when neither (advice, a count of zero, a retry or a fallback included)."""
    text = message[:2000]
    folded = text.lower()
    if not _gate(folded) and not any(word in folded for word in _FAILURE_GATE):
        return 0
    found = _FAILURE_WORDS.search(text) or _ERROR_LOOKING.search(text)
    if found is None or is_advice(text) or _ZERO.search(text) is not None or _BENIGN.search(text) is not None:
        return 0
    level = _LOWER_LEVEL.search(text)
    if (
        level is not None
        and level.start() <= found.start()
        and _ERROR_LEVEL.search(text, 0, level.start() + 1) is None
    ):
        return BELOW_ERROR
    return OWN_LEVEL
