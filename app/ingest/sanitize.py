"""Make untrusted log text safe to store: no NUL or control bytes, no ANSI escapes, bounded length."""

from __future__ import annotations

import re

# CSI/OSC and the other ESC sequences terminals understand.
_ANSI = re.compile(r"\x1b(?:\[[0-?]*[ -/]*[@-~]|\][^\x07\x1b]*(?:\x07|\x1b\\)|[@-Z\\-_])")
# C0 controls (tab kept) and DEL; PostgreSQL rejects NUL in text columns outright.
_CONTROL = re.compile(r"[\x00-\x08\x0a-\x1f\x7f]")
TRUNCATION_MARKER = " …[crashcart: truncated {n} bytes]"


def sanitize_line(text: str, max_bytes: int) -> tuple[str, bool]:
    """The line made safe, and whether it was cut at ``max_bytes``."""
    if "\x1b" in text:
        text = _ANSI.sub("", text)
    text = _CONTROL.sub("", text)
    try:
        encoded = text.encode("utf-8")
    except UnicodeEncodeError:
        # Lone surrogates (JSON allows "\ud800") cannot be stored as UTF-8: replace them.
        encoded = text.encode("utf-8", errors="replace")
        text = encoded.decode("utf-8")
    if len(encoded) <= max_bytes:
        return text, False
    kept = encoded[:max_bytes].decode("utf-8", errors="ignore")
    return kept + TRUNCATION_MARKER.format(n=len(encoded) - len(kept.encode())), True
