"""Rule sets whose examples already passed, remembered across processes.

Loading the rules checks every example line and catalog sample against the engine (about 40% of a
two-second load). The answer depends only on the rule files and on the engine's code, so a process
that loads the same files with the same code need not ask again: a pass leaves an empty marker
named by the SHA-256 of both under the user's cache directory (``$XDG_CACHE_HOME/crashcart``,
else ``~/.cache/crashcart``). Any change to a rule file, a catalog or the engine is a new name, and
the check runs again. A failure leaves nothing behind; a cache that cannot be written only costs
the check next time.
"""

from __future__ import annotations

import hashlib
import os
import sys
from pathlib import Path

import app.vocabulary

# The code an example's verdict depends on: this package and the vocabulary it maps to.
_ENGINE_SOURCES = (Path(__file__).parent, Path(app.vocabulary.__file__))


def cache_dir() -> Path | None:
    """Where the markers live; None when the process has no home to put them in (a container run
    under a user id with no passwd entry and no HOME): then every load checks."""
    base = os.environ.get("XDG_CACHE_HOME")
    if not base:
        try:
            base = str(Path.home() / ".cache")
        except RuntimeError:
            return None
    return Path(base) / "crashcart" / "verified-rules"


def fingerprint(rules_dir: Path) -> str:
    """SHA-256 of every file under the rules directory (its path there and its bytes) and of the
    engine's sources."""
    digest = hashlib.sha256(sys.version.encode())
    rules = sorted((p.relative_to(rules_dir).as_posix(), p) for p in rules_dir.rglob("*") if p.is_file())
    code = sorted(
        (p.name, p) for root in _ENGINE_SOURCES for p in ([root] if root.is_file() else root.glob("*.py"))
    )
    for name, file in [*rules, *code]:
        digest.update(name.encode() + b"\0")
        digest.update(file.read_bytes())
        digest.update(b"\0")
    return digest.hexdigest()


def verified_marker(rules_dir: Path) -> Path | None:
    """The marker of these rule files with this engine (fingerprinted once per load); None when
    there is nowhere to keep one or the files cannot be read (then the check runs)."""
    folder = cache_dir()
    if folder is None:
        return None
    try:
        return folder / fingerprint(rules_dir)
    except OSError:
        return None


def already_verified(marker: Path | None) -> bool:
    try:
        return marker is not None and marker.is_file()
    except OSError:
        return False


def remember_verified(marker: Path | None) -> None:
    if marker is None:
        return
    try:
        marker.parent.mkdir(parents=True, exist_ok=True)
        marker.touch()
    except OSError:
        pass  # only costs the check next time
