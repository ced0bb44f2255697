"""Prompts are data: Jinja templates in ``prompts/``, rendered with ``StrictUndefined``.

The vocabulary and the few-shot examples in them are generated, from ``app/vocabulary.py`` and
from the rule packs' own example lines, so a new category or rule reaches the prompt without
anyone copying it by hand. The job's log is untrusted text: it is fenced between markers derived
from its own hash (a log cannot close the fence it does not know) and the system prompt says that
nothing inside the fence is an instruction.
"""

from __future__ import annotations

import hashlib
import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import jinja2

from app.classify.rules import Rule
from app.errors import PromptError
from app.vocabulary import CATEGORY_LAYER, Action, Blame, Category

ACTION_MEANING: dict[Action, str] = {
    Action.cordon_and_restart: (
        "a specific node's hardware is bad: drain that node and restart the job from its last "
        "checkpoint without it (only with blame node_hardware and the culprit node named)"
    ),
    Action.restart_from_checkpoint: "a transient infrastructure fault: restart the job as is",
    Action.no_restart_notify_user: (
        "the same code or config will fail again: do not restart, tell the owner what to fix"
    ),
    Action.needs_human: "not sure: hold the job, show the evidence, ask a person",
}

BLAME_MEANING: dict[Blame, str] = {
    Blame.node_hardware: "a GPU, NVLink, memory or other component of one node",
    Blame.network_fabric: "InfiniBand/RoCE/EFA links or switches between nodes",
    Blame.storage: "S3, NFS, Lustre or another storage service",
    Blame.user_code: "the training script, its config or its data",
    Blame.framework_bug: "a bug in PyTorch, NCCL, a launcher or another library",
    Blame.transient: "a passing fault that a restart clears",
    Blame.unknown: "the log does not say",
}

PROMPT_FILES = (
    "diagnose_system.j2",
    "diagnose_user.j2",
    "repair.j2",
    "propose_rule_system.j2",
    "propose_rule_user.j2",
)
MAX_FEW_SHOT = 16


def estimate_tokens(text: str) -> int:
    """A conservative token count (~3 bytes a token: log lines are dense in digits and symbols)."""
    return math.ceil(len(text.encode("utf-8")) / 3)


def vocabulary() -> dict[str, Any]:
    return {
        "categories": [{"name": c.value, "layer": CATEGORY_LAYER[c].value} for c in Category],
        "blames": [{"name": b.value, "meaning": BLAME_MEANING[b]} for b in Blame],
        "actions": [{"name": a.value, "meaning": ACTION_MEANING[a]} for a in Action],
    }


@dataclass(frozen=True, slots=True)
class FewShot:
    line: str
    rule_id: str
    category: str
    layer: str
    blame: str
    action: str


def few_shot_examples(rules: Iterable[Rule], limit: int = MAX_FEW_SHOT) -> list[FewShot]:
    """One labelled example line per category, from the most specific rule that has one.

    Symptom and ambiguous rules are left out: their label is "needs a human", which is exactly
    what the model is asked to do better than.
    """
    best: dict[str, Rule] = {}
    for rule in sorted(rules, key=lambda r: (-r.priority, r.id)):
        if rule.symptom or rule.ambiguous or not rule.examples.match:
            continue
        best.setdefault(rule.category.value, rule)
    shots = [
        FewShot(
            line=rule.examples.match[0],
            rule_id=rule.id,
            category=rule.category.value,
            layer=rule.effective_layer.value,
            blame=rule.blame.value,
            action=rule.action.value,
        )
        for rule in best.values()
    ]
    return sorted(shots, key=lambda s: (s.layer, s.category))[:limit]


def fence_marker(text: str) -> str:
    return "LOG-" + hashlib.sha256(text.encode("utf-8")).hexdigest()[:12]


def fence(*texts: str) -> tuple[str, list[str]]:
    """A marker for a block holding ``texts``, and the texts made unable to contain it.

    The marker is a hash of the texts themselves: a log cannot print the line that closes a fence
    whose name depends on everything it printed.
    """
    marker = fence_marker("\n".join(texts))
    defused = marker.lower().replace("log-", "log_")
    return marker, [text.replace(marker, defused) for text in texts]


def fit_lines(lines: Sequence[str], budget_tokens: int) -> list[str]:
    """Keep as many lines as fit, from both ends (the start says what ran, the end how it died)."""
    if budget_tokens <= 0 or not lines:
        return []
    costs = [estimate_tokens(line) + 1 for line in lines]
    if sum(costs) <= budget_tokens:
        return list(lines)
    gap = "[... {n} lines omitted ...]"
    spend = estimate_tokens(gap) + 2
    head: list[int] = []
    tail: list[int] = []
    lo, hi = 0, len(lines) - 1
    # Two parts tail to one part head.
    while lo <= hi:
        take_tail = len(tail) < 2 * (len(head) + 1)
        i = hi if take_tail else lo
        if spend + costs[i] > budget_tokens:
            break
        spend += costs[i]
        if take_tail:
            tail.append(i)
            hi -= 1
        else:
            head.append(i)
            lo += 1
    omitted = len(lines) - len(head) - len(tail)
    kept = [lines[i] for i in head]
    if omitted:
        kept.append(gap.format(n=omitted))
    kept.extend(lines[i] for i in reversed(tail))
    return kept


class PromptLibrary:
    def __init__(self, directory: Path) -> None:
        if not directory.is_dir():
            raise PromptError(f"prompts directory {directory} does not exist")
        self.directory = directory
        self.env = jinja2.Environment(
            loader=jinja2.FileSystemLoader(str(directory)),
            undefined=jinja2.StrictUndefined,
            autoescape=False,
            keep_trailing_newline=False,
            trim_blocks=True,
            lstrip_blocks=True,
        )

    def render(self, name: str, **context: Any) -> str:
        try:
            return self.env.get_template(name).render(**context).strip()
        except jinja2.TemplateNotFound as exc:
            raise PromptError(f"prompt template {name} not found in {self.directory}") from exc
        except jinja2.TemplateError as exc:
            raise PromptError(f"prompt template {name}: {exc}") from exc
