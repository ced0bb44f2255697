"""The helper every real-excerpt module uses: one call per case, checked when the corpus is built.

A real case is a short excerpt of a failure log as printed in a public thread or vendor document
(`source`), labelled from what the thread concluded (or, where it concluded nothing, from the log,
and the case's notes say so). `root` is a fragment of the root-cause line: the first log line that
contains it becomes `root_cause_line`, so that field is always a verbatim line of the log.
"""

from __future__ import annotations

import re
import textwrap
from typing import Any

from corpus_logfmt import LAYER_OF


def real(
    source: str,
    repo: str,
    category: str,
    blame: str,
    action: str,
    root: str,
    log: str,
    notes: str,
    culprit: dict[str, list[Any]] | None = None,
    ambiguous: bool = False,
    tag: str = "",
) -> dict[str, Any]:
    text = textwrap.dedent(log).strip("\n")
    lines = [line.rstrip() for line in text.splitlines()]
    hits = [line for line in lines if root in line]
    if not hits:
        raise SystemExit(f"{source}: no log line contains the root fragment {root!r}")
    if category not in LAYER_OF:
        raise SystemExit(f"{source}: unknown category {category}")
    number = (
        re.search(r"/questions/(\d+)", source)  # Stack Exchange sites: /questions/<id>/<slug>
        or re.search(r"/(\d+)(?:#.*)?$", source)
        or re.search(r"/t/[^/]+/(\d+)", source)
    )
    slug = re.sub(r"[^a-z0-9]+", "-", repo.lower()).strip("-")
    ident = f"real-{slug}-{number.group(1) if number else 'doc'}" + (f"-{tag}" if tag else "")
    return {
        "id": ident,
        "source": source,
        "repo": repo,
        "log": "\n".join(lines) + "\n",
        "category": category,
        "blame": blame,
        "expected_action": action,
        "culprit": culprit,
        "root_cause_line": hits[0],
        "ambiguous": ambiguous,
        "notes": notes,
    }


# Short names for the labels used over and over.
CORDON = "cordon_and_restart"
RESTART = "restart_from_checkpoint"
USER = "no_restart_notify_user"
HUMAN = "needs_human"

# Faults injected on a GPU machine by examples/gpu_faults.py (scripts/gpu-fault-logs.sh): real logs
# as printed, from one pseudo-repository (its fold is decided like any other repository's).
INJECTED_REPO = "crashcart/gpu-fault-injection"
INJECTED_SOURCE = "injected:examples/gpu_faults.py --fault "


def injected(
    fault: str,
    category: str,
    blame: str,
    action: str,
    root: str,
    log: str,
    notes: str,
    ambiguous: bool = False,
) -> dict[str, Any]:
    case = real(
        INJECTED_SOURCE + fault, INJECTED_REPO, category, blame, action, root, log, notes, ambiguous=ambiguous
    )
    case["id"] = "real-gpu-fault-" + fault.replace("_", "-")
    return case
