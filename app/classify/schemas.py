"""What the rule engine emits: signals, one per rule hit."""

from __future__ import annotations

from dataclasses import dataclass, field

from app.vocabulary import Action, Blame, Category, Layer


@dataclass(slots=True)
class Signal:
    """A rule that fired on a line (or a multi-line block ending at that line).

    ``symptom`` is True for signatures that are usually the echo of a fault elsewhere (an NCCL
    watchdog timeout, a remote-peer error, the launcher killing the surviving ranks).
    ``fields`` holds the rule's named extractions (node, gpu, pci, xid, rank, exception, ...).
    """

    rule_id: str
    category: Category
    layer: Layer
    blame: Blame
    action: Action
    confidence: float
    symptom: bool
    line: str
    line_index: int
    node: str | None = None
    rank: int | None = None
    ts: float | None = None
    ambiguous: bool = False
    fields: dict[str, str] = field(default_factory=dict)
