"""The guards every verdict passes before it may act, whatever produced it.

A verdict from the rules, a fresh LLM answer, a cached LLM answer reused for another job, or a
learned rule (an LLM proposal a person approved) is a decision about *this* job, checked here
against this job's own log:

- **Text addressed to a model** ("ignore previous instructions ...") in the lines a verdict rests
  on, or anywhere in the log a model-derived verdict was made for: the verdict waits for a person.
- **Culprit grounding.** A culprit is a node whose own shipped lines (or node-level alerts) carry
  the evidence in this job. Hardware blame (``cordon_and_restart``, blame ``node_hardware``) needs a
  hardware signature of the catalog (not a learned rule's) attributed to that node in this job;
  nodes without one are dropped, and a cordon left without a node waits for a person. A culprit
  of a model-derived verdict that printed none of its evidence lines is dropped (no suspicion).
- **Confidence caps**: a model-derived verdict never above :data:`LLM_MAX_CONFIDENCE`, a learned
  rule never above :data:`LEARNED_MAX_CONFIDENCE`.

"Waits for a person" is explicit, not a confidence below some configurable threshold: the action
becomes ``needs_human`` and the verdict ambiguous, which every policy holds.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Literal

from app.classify.engine import RuleEngine
from app.classify.envelopes import may_hide_keywords
from app.classify.prefixes import split_prefix
from app.classify.rules import Rule
from app.diagnose.answer import ADDRESSED_TO_MODEL, LLM_MAX_CONFIDENCE
from app.incidents.provenance import ALERT_STREAM_PREFIX, may_name_host, speaker
from app.incidents.schemas import Culprit, Verdict
from app.logline import LogLine
from app.vocabulary import Action, Blame

Origin = Literal["rule", "learned", "llm", "cache"]

# Below every policy's auto-act threshold, and the verdict is held for a person besides.
UNTRUSTED_LOG_CONFIDENCE = 0.5
LEARNED_MAX_CONFIDENCE = 0.7
LEARNED_RULE_PREFIX = "learned."
LEARNED_REFERENCE = "proposed by the LLM agent"
MAX_HARDWARE_NODES = 4096
# Words one of which every match of ADDRESSED_TO_MODEL holds: a substring test before the regex.
_MODEL_WORDS = (
    "ignore", "disregard", "forget", "override", "prompt", " now", "as an ai",
    "cordon", "drain", "restart", "reboot", "delete", "evict",
)  # fmt: skip


def is_learned(rule: Rule) -> bool:
    """A rule the LLM proposed (its id, or its reference once a person renamed it)."""
    return rule.id.startswith(LEARNED_RULE_PREFIX) or any(
        ref.startswith(LEARNED_REFERENCE) for ref in rule.references
    )


def is_catalog_hardware(rule: Rule) -> bool:
    """A hardware signature of the vendor catalog: the only kind of evidence that grounds a cordon."""
    return rule.hardware and not is_learned(rule)


def hardware_engine(rules: Iterable[Rule]) -> RuleEngine:
    return RuleEngine([r for r in rules if is_catalog_hardware(r)])


def addressed_to_model(lines: Iterable[str | None]) -> str | None:
    """The first line that talks to an AI assistant instead of describing a failure."""
    for line in lines:
        if line and ADDRESSED_TO_MODEL.search(line):
            return line
    return None


@dataclass(slots=True)
class JobEvidence:
    """What this job's own log says, with provenance: who may be blamed, and whether it talks to a model."""

    # node -> its first own line matching a catalog hardware signature (or a node-level alert).
    hardware: dict[str, str] = field(default_factory=dict)
    # line text (of the verdict's lines) -> the nodes that shipped it in this job.
    speakers: dict[str, set[str]] = field(default_factory=dict)
    # The first line addressed to a model anywhere in the log (None when there is none).
    injection: str | None = None


def scan_job_evidence(
    lines: Iterable[LogLine],
    engine: RuleEngine,
    *,
    wanted: Collection[str] = (),
    known_nodes: Collection[str] = (),
    aggregators: Collection[str] = (),
) -> JobEvidence:
    """One pass over the job's lines: hardware evidence per node, speakers of ``wanted`` lines,
    text addressed to a model. Attribution follows :mod:`app.incidents.provenance`."""
    out = JobEvidence()
    want = {w.rstrip("\r\n") for w in wanted if w}
    for line in lines:
        text = line.text.rstrip("\r\n")
        if out.injection is None:
            low = text.lower()
            if any(word in low for word in _MODEL_WORDS) and ADDRESSED_TO_MODEL.search(text):
                out.injection = text
        alert = line.stream.startswith(ALERT_STREAM_PREFIX)
        if text not in want and not alert and not engine.might_match(text) and not may_hide_keywords(text):
            continue  # the common line: no hardware keyword, not one of the verdict's lines
        prefix = split_prefix(text, known_nodes)
        node = speaker(
            prefix.node, line.node, shape=prefix.node_shape, stream=line.stream, aggregators=aggregators
        )
        if text in want and node is not None:
            out.speakers.setdefault(text, set()).add(node)
        if node is None or node in out.hardware or len(out.hardware) >= MAX_HARDWARE_NODES:
            continue
        for hit in engine.match(prefix.message, in_traceback=True):
            named = hit.fields.get("node")
            if named and not may_name_host(
                named, line.node, shape=None, stream=line.stream, aggregators=aggregators
            ):
                continue  # a fault the sender reports about another host grounds neither of them
            owner = named or node
            out.hardware.setdefault(owner, text)
            break
        else:
            if alert and line.node == node and "Xid " in text:
                out.hardware.setdefault(node, text)  # a node-level alert: DCGM's Xid on that node
    return out


@dataclass(slots=True)
class Guarded:
    verdict: Verdict
    held: bool = False
    reasons: list[str] = field(default_factory=list)  # why it waits for a person
    notes: list[str] = field(default_factory=list)  # what was changed without holding it


def guard_verdict(
    verdict: Verdict, evidence: JobEvidence, *, origin: Origin, nameless_ok: bool = False
) -> Guarded:
    """The verdict as it may act on this job: capped, its culprit grounded, or held for a person."""
    reasons: list[str] = []
    notes: list[str] = []
    model_made = origin in ("llm", "cache")
    cap = {
        "rule": 1.0,
        "learned": LEARNED_MAX_CONFIDENCE,
        "llm": LLM_MAX_CONFIDENCE,
        "cache": LLM_MAX_CONFIDENCE,
    }
    confidence = min(verdict.confidence, cap[origin])

    own_lines = [verdict.root_cause_line, *verdict.evidence]
    # A model read the whole log; a rule decided on its root-cause line alone (the other evidence
    # lines are echoes: one chatty rank must not keep a real Xid from being handled).
    talking = (
        addressed_to_model(own_lines) or evidence.injection
        if model_made
        else addressed_to_model([verdict.root_cause_line])
    )
    if talking is not None:
        reasons.append(f"the log contains text addressed to an AI assistant ({talking[:120]!r})")

    nodes = list(dict.fromkeys(verdict.culprit.nodes))
    # A drain needs hardware evidence; so does a model's (or learned rule's) hardware blame that would
    # only make the node suspect: a second suspicion drains it. A catalog rule's soft signal on the
    # node that printed it is evidence enough for suspicion.
    hardware_blame = verdict.action == Action.cordon_and_restart or (
        verdict.blame == Blame.node_hardware and origin != "rule"
    )
    if hardware_blame and nodes:
        ungrounded = [n for n in nodes if n not in evidence.hardware]
        if ungrounded:
            nodes = [n for n in nodes if n in evidence.hardware]
            notes.append(
                "no hardware evidence of their own in this job on "
                + ", ".join(ungrounded[:8])
                + "; not blamed"
            )
    elif model_made and nodes:
        printed = set().union(*(evidence.speakers.get(line or "", set()) for line in own_lines))
        ungrounded = [n for n in nodes if n not in printed]
        if ungrounded:
            nodes = [n for n in nodes if n in printed]
            notes.append("culprit nodes that printed none of the evidence: " + ", ".join(ungrounded[:8]))
    if verdict.action == Action.cordon_and_restart and not nodes:
        if verdict.culprit.nodes or not nameless_ok:
            reasons.append("no culprit node carries its own hardware evidence in this job: nothing to drain")
        else:
            # A rule's hardware signature in a log with no senders at all (an offline file) still
            # says what the job needs; with no node to drain, the policy holds it anyway.
            notes.append("no node named: nothing can be drained without a person")

    if not reasons:
        if not notes and confidence == verdict.confidence:
            return Guarded(verdict)
        update: dict[str, object] = {
            "confidence": confidence,
            "culprit": Culprit(nodes=nodes, ranks=list(verdict.culprit.ranks)),
        }
        if notes:
            update["explanation"] = _note(verdict.explanation, "; ".join(notes))
        return Guarded(verdict.model_copy(update=update), notes=notes)

    proposed = verdict.action.value
    if verdict.culprit.nodes:
        proposed += " on " + ", ".join(verdict.culprit.nodes[:8])
    why = "; ".join([*reasons, *notes])
    held = verdict.model_copy(
        update={
            "action": Action.needs_human,
            "confidence": min(confidence, UNTRUSTED_LOG_CONFIDENCE),
            "culprit": Culprit(nodes=nodes, ranks=list(verdict.culprit.ranks)),
            "ambiguous": True,
            "explanation": _note(verdict.explanation, f"held for a person (proposed {proposed}): {why}"),
            # The action table chose ``proposed``; the guards overrule it and say why.
            "action_reason": f"held for a person by the guards (proposed {proposed}): {why}"[:1000],
            "decision_basis": [*verdict.decision_basis, f"guards: {why}"[:500]],
        }
    )
    return Guarded(held, held=True, reasons=reasons, notes=notes)


def guard_rule_verdict(
    verdict: Verdict,
    rules: Mapping[str, Rule],
    hardware_nodes: Collection[str],
    *,
    senders_known: bool = True,
) -> Guarded:
    """The rule stage's verdict through the same guards (``hardware_nodes``: nodes with a catalog
    hardware signal of their own). A learned rule is capped and grounded like a model's answer.
    ``senders_known=False`` (an offline log: no line has a sender) lets a catalog rule's cordon
    verdict stand without a node, as the job's need; nothing can be drained from it."""
    top = rules.get(verdict.rule_ids[0]) if verdict.rule_ids else None
    origin: Origin = "learned" if top is not None and is_learned(top) else "rule"
    evidence = JobEvidence(hardware={n: "" for n in hardware_nodes})
    if (
        origin == "rule"
        and verdict.action != Action.cordon_and_restart
        and addressed_to_model([verdict.root_cause_line]) is None
    ):
        return Guarded(verdict)  # nothing to ground, and its root cause does not talk to a model
    return guard_verdict(verdict, evidence, origin=origin, nameless_ok=origin == "rule" and not senders_known)


def _note(explanation: str, note: str) -> str:
    text = f"{explanation.rstrip()} [guard: {note}]" if explanation else f"[guard: {note}]"
    return text[:4000]
