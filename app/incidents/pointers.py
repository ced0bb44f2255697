"""Where the symptoms point when no line says what failed: the first process to exit, the
flight recorder's missing ranks, NCCL laggards, a lost c10d peer, the hang's odd stack, a
collective mismatch."""

from __future__ import annotations

from app.incidents.stalls import StallCause, classify_stall
from app.incidents.tally import KNOCK_ON_CATEGORIES, UNSEQUENCED, JobFacts, RuleTally, earlier, order
from app.incidents.unmatched import UNRECOGNISED_ECHO_ID


def first_death(symptoms: list[RuleTally]) -> RuleTally | None:
    """The earliest symptom that is a process's own end (not a peer's echo), when it came before
    every echo (timeouts, lost peers)."""
    echoes = [t.first for t in symptoms if t.rule.category in KNOCK_ON_CATEGORIES]
    deaths = [
        t
        for t in symptoms
        if t.rule.category not in KNOCK_ON_CATEGORIES
        and t.rule.id != UNRECOGNISED_ECHO_ID
        and t.first.fields.get("section") is None
    ]
    if not echoes or not deaths:
        return None
    first_echo = min(echoes, key=order)
    death = min(deaths, key=lambda t: (*order(t.first), -t.rule.priority))
    return death if earlier(death.first, first_echo) else None


def pointed_by_symptoms(facts: JobFacts) -> tuple[list[str], list[int], str] | None:
    """Where the knock-on lines point: flight-recorder missing ranks, NCCL laggards, a lost peer."""
    causal = facts.causal
    if causal is None:
        return None
    if causal.named_missing:
        ranks = sorted(causal.named_missing)[:16]
        return (
            sorted({facts.rank_node[r] for r in ranks if r in facts.rank_node}),
            ranks,
            ("culprit: the ranks named missing (flight recorder, monitored barrier)"),
        )
    lag = causal.laggards()
    if lag is not None:
        ranks = lag[1][:16]
        return (
            sorted({facts.rank_node[r] for r in ranks if r in facts.rank_node}),
            ranks,
            (f"culprit: NCCL progress, these ranks completed work {lag[2]}, the others {lag[3]}"),
        )
    if causal.peer_ranks:
        # Every reporting rank waited on the same peer rank through c10d: that rank is gone.
        top_rank, voters = max(causal.peer_ranks.items(), key=lambda item: (len(item[1]), -item[0]))
        if len(causal.peer_ranks) == 1 or len(voters) > 1:
            node = facts.rank_node.get(top_rank)
            return (
                ([node] if node else []),
                [top_rank],
                f"culprit: the peer rank {len(voters)} rank(s) waited on via c10d",
            )
    nodes = list(facts.job_nodes) or sorted(set(facts.rank_node.values()))
    votes = causal.peer_nodes(nodes)
    if votes and (len(votes) == 1 or votes[0][1] > votes[1][1]) and votes[0][1] >= 1:
        node = votes[0][0]
        return [node], [], f"culprit: the peer {votes[0][1]} reporting rank(s) lost"
    return None


def hang_findings(facts: JobFacts) -> tuple[list[str], list[int], StallCause | None, str]:
    """Culprit and cause of a hang from the stack dumps (nodes, ranks, cause or None, note)."""
    loc = facts.hang
    if loc is not None and loc.groups:
        if loc.ambiguous or not loc.culprit_ranks:
            return [], [], None, f"stacks: {loc.explanation}"
        ranks = list(loc.culprit_ranks[:16])
        nodes = sorted({facts.rank_node[r] for r in ranks if r in facts.rank_node})
        odd = next((g for g in loc.groups[1:] if ranks[0] in g.ranks), None)
        cause = classify_stall(odd.frames, loc.groups[0].frames) if odd is not None else None
        note = f"stacks: {loc.explanation}" + (f"; {cause.reason}" if cause else "")
        return nodes, ranks, cause, note
    if facts.stall_frames:
        cause = classify_stall(facts.stall_frames)
        where = facts.stall_frames[0]
        return [], [], cause, f"faulthandler stack in {where}" + (f"; {cause.reason}" if cause else "")
    return [], [], None, "no stack dumps to localize the hang"


# Point-to-point work: pipeline stages legitimately wait in these while other ranks all-reduce.
POINT_TO_POINT = frozenset({"SEND", "RECV", "RECVANYSOURCE"})


def collective_mismatch(tally: RuleTally) -> tuple[str, str, list[int]] | None:
    """(seq, op, ranks) of the minority collective when ranks time out in different ones.

    With sequence numbers (PyTorch 2.x) two collectives at one (PG, SeqNum) are a mismatch by
    definition. Without them (older PyTorch) different collectives count only when no timeout in
    the job carries a sequence number, none is point-to-point (a pipeline stage waits in SEND/RECV
    while others all-reduce) and every collective is reported by at least two ranks (one lagging
    rank still in the previous collective is not a mismatch).
    """
    for seq, ops in tally.collectives.items():
        if seq == UNSEQUENCED:
            continue
        if len(ops) > 1:
            op, ranks = min(ops.items(), key=lambda item: (len(item[1]), item[0]))
            return seq, op, sorted(ranks)
    ops = tally.collectives.get(UNSEQUENCED, {})
    unambiguous = not (ops.keys() & POINT_TO_POINT) and all(len(r) >= 2 for r in ops.values())
    if len(tally.collectives) == 1 and len(ops) > 1 and unambiguous:
        op, ranks = min(ops.items(), key=lambda item: (len(item[1]), item[0]))
        return "(no SeqNum)", op, sorted(ranks)
    return None
