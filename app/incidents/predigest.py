"""What the analyzer computes of a line from its text alone, computed before the job's lock.

A job's batches are processed one at a time under the job row's lock (app/incidents/handoff.py),
but most of :meth:`JobAnalyzer.feed`'s cost depends on the line's text only: the prefix split,
the rules' keyword prefilter and the "looks like an error" tests. A worker computes those for its
batch before it takes the lock, so two workers on one job's partitions overlap there, and feed
only reads them. Each value is what feed would compute itself:

- the prefix, unless splitting it asked whether a host was a known node (a bare ``host: ``
  prefix, which depends on what the job learned so far): then feed splits it again;
- the prefilter and the error tests of the line's message, used only when feed reads the very
  same prefix (not after joining partial records) and, for the error test, when the multi-line
  tracker does not call the line a traceback's final exception line (a test of its own).

Cheap per line: a burst is a few line shapes with different numbers in them (NCCL's channel and
ring lines of every rank, step lines), so the text tests that do not depend on which digit a line
holds are computed once per *skeleton*, the message with its ASCII digits replaced by ``0``
(:func:`~app.classify.engine.digit_skeleton`): the rule engine's prefilter remembers its
keywords without a digit per skeleton (RuleEngine.might_match), and here the error test's first
step (:func:`~app.incidents.unmatched.may_look_like_error`); a line that may look like an error
gets the full test. The common prefixes are read in one match (app/classify/prefixes.py).
"""

from __future__ import annotations

from collections.abc import Container, Sequence
from dataclasses import dataclass

from app.classify.engine import RuleEngine, digit_skeleton, remember_skeleton
from app.classify.prefixes import Prefix, split_common_prefix, split_prefix
from app.incidents.unmatched import logged_at_error, looks_like_error, may_look_like_error


@dataclass(slots=True)
class Predigest:
    prefix: Prefix
    asked_nodes: bool  # the split consulted the known nodes: feed splits again with its own
    might_match: bool  # the rules' keyword prefilter passes the message
    error_looking: bool  # looks_like_error(message) outside a traceback
    logged_at_error: bool  # logged_at_error(text)


class _Probe:
    """A container that remembers whether it was asked."""

    __slots__ = ("asked", "nodes")

    def __init__(self, nodes: Container[str]) -> None:
        self.nodes = nodes
        self.asked = False

    def __contains__(self, item: object) -> bool:
        self.asked = True
        return item in self.nodes


# skeleton -> the message may look like an error (may_look_like_error reads no digit's value).
_ERROR_MEMO: dict[bytes, bool] = {}


def _facts(engine: RuleEngine, message: str) -> tuple[bool, bool]:
    """(the rules' prefilter passes, looks_like_error outside a traceback) for ``message``."""
    skeleton = digit_skeleton(message)
    may_err = _ERROR_MEMO.get(skeleton)
    if may_err is None:
        may_err = may_look_like_error(skeleton.decode("utf-8", "surrogatepass"))
        remember_skeleton(_ERROR_MEMO, skeleton, may_err)
    return engine.might_match(message, skeleton), may_err and looks_like_error(message, False)


def predigest(engine: RuleEngine, text: str, known_nodes: Container[str] = ()) -> Predigest:
    text = text.rstrip("\r\n")  # as feed reads it
    prefix = split_common_prefix(text)  # (what split_prefix returns, without asking any node)
    asked = False
    if prefix is None:
        probe = _Probe(known_nodes)
        prefix = split_prefix(text, probe)
        asked = probe.asked
    might, error_looking = _facts(engine, prefix.message)
    return Predigest(
        prefix=prefix,
        asked_nodes=asked,
        might_match=might,
        error_looking=error_looking,
        logged_at_error=logged_at_error(text),
    )


def predigest_all(engine: RuleEngine, texts: Sequence[str]) -> list[Predigest]:
    return [predigest(engine, text) for text in texts]
