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
"""

from __future__ import annotations

from collections.abc import Container, Sequence
from dataclasses import dataclass

from app.classify.engine import RuleEngine
from app.classify.prefixes import Prefix, split_prefix
from app.incidents.unmatched import logged_at_error, looks_like_error


@dataclass(slots=True, frozen=True)
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


def predigest(engine: RuleEngine, text: str, known_nodes: Container[str] = ()) -> Predigest:
    text = text.rstrip("\r\n")  # as feed reads it
    probe = _Probe(known_nodes)
    prefix = split_prefix(text, probe)
    message = prefix.message
    return Predigest(
        prefix=prefix,
        asked_nodes=probe.asked,
        might_match=engine.might_match(message),
        error_looking=looks_like_error(message, False),
        logged_at_error=logged_at_error(text),
    )


def predigest_all(engine: RuleEngine, texts: Sequence[str]) -> list[Predigest]:
    return [predigest(engine, text) for text in texts]
