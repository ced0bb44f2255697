"""A stable fingerprint of an incident: its category plus the template of its root-cause line.

Numbers, hex, PCI ids, addresses, hosts, ranks and paths vary between jobs; masking them makes the
same failure on another node or another day produce the same fingerprint (notifications are
deduplicated and LLM answers cached on it).
"""

from __future__ import annotations

import hashlib
import re

from app.classify.prefixes import split_prefix

_MASKS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"\b[0-9a-fA-F]{4,8}:[0-9a-fA-F]{2}:[0-9a-fA-F]{2}(?:\.[0-9a-fA-F])?\b"), "<PCI>"),
    (re.compile(r"\b\d{1,3}(?:\.\d{1,3}){3}(?::\d+|<\d+>)?"), "<IP>"),
    (re.compile(r"\b0x[0-9a-fA-F]+\b"), "<HEX>"),
    (re.compile(r"\b\d{4}-\d\d-\d\d[T ]\d\d:\d\d:\d\d(?:[.,]\d+)?(?:Z|[+-]\d\d:?\d\d)?"), "<TS>"),
    (re.compile(r"(?:/[\w.@+-]+)+/?"), "<PATH>"),
    (re.compile(r"\b[A-Za-z][A-Za-z_-]*\d+[\w-]*(?:\.[\w-]+)+\b"), "<HOST>"),
    (re.compile(r"\b[a-z]+-?\d+(?:-\d+)*\b"), "<HOST>"),
    (re.compile(r"\b[0-9a-f]{8,}\b"), "<HEX>"),
    (re.compile(r"\d+(?:\.\d+)?"), "<N>"),
    (re.compile(r"'[^']*'|\"[^\"]*\""), "<STR>"),
    (re.compile(r"\s+"), " "),
)


def template_of(line: str) -> str:
    """The line with its prefixes stripped and every variable part masked."""
    text = split_prefix(line).message.strip()
    for pattern, mask in _MASKS:
        text = pattern.sub(mask, text)
    return text


def fingerprint(category: str, root_cause_line: str | None) -> str:
    template = template_of(root_cause_line) if root_cause_line else ""
    return hashlib.sha256(f"{category}|{template}".encode()).hexdigest()[:20]
