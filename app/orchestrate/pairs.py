"""Finding the bad node by pairs (or by bisection, :func:`bisect`): when every node passes its
own check but the job still failed (a link, a NIC, NVLink between GPUs of two nodes), run the
operator's pair check (an nccl-tests all-reduce between two nodes) over pairs of the job's nodes
and find the node in every failing pair.

Rounds of disjoint pairs, each round's pairs run at once (they share no node). A node that passes
with any partner is good. A node that fails with a good partner, or with two different partners,
is bad. A node neither proved good nor bad is tried next with a good node if there is one, else
with another undecided node it has not met. A search that ends with nodes undecided (two nodes
whose one pair fails: either could be at fault) reports them as failed too: the policy holds when
every node failed, and the caps bound what is drained otherwise. Checks needed: ``ceil(n/2)`` in
the first round, then about two per bad node.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field

# The operator's check over a group of nodes (two for a pair): (passed, output).
GroupCheck = Callable[[tuple[str, ...]], Awaitable[tuple[bool, str]]]
MAX_ROUNDS = 8


@dataclass
class PairSearch:
    bad: list[str] = field(default_factory=list)
    good: list[str] = field(default_factory=list)
    undecided: list[str] = field(default_factory=list)
    checks: list[tuple[tuple[str, ...], bool]] = field(default_factory=list)  # (nodes, passed) in run order
    output: list[str] = field(default_factory=list)

    @property
    def failed(self) -> tuple[str, ...]:
        return (*self.bad, *self.undecided)


def first_round(nodes: Sequence[str]) -> list[tuple[str, str]]:
    """Neighbours paired; an odd node out pairs with the first (run in the next round)."""
    return [(nodes[i], nodes[i + 1]) for i in range(0, len(nodes) - 1, 2)]


async def locate(nodes: Sequence[str], check: GroupCheck) -> PairSearch:
    """Search ``nodes`` (two at least) with ``check``; see the module docstring."""
    order = list(dict.fromkeys(nodes))
    search = PairSearch()
    good: set[str] = set()
    failed_with: dict[str, set[str]] = {n: set() for n in order}
    met: dict[str, set[str]] = {n: set() for n in order}

    def bad(n: str) -> bool:
        return len(failed_with[n]) >= 2 or bool(failed_with[n] & good)

    async def run(pairs: list[tuple[str, str]]) -> None:
        results = await asyncio.gather(*(check(p) for p in pairs))
        for (a, b), (passed, out) in zip(pairs, results, strict=True):
            search.checks.append(((a, b), passed))
            search.output.append(f"{a},{b}: {'ok' if passed else 'FAILED'} {out.strip()[-300:]}")
            met[a].add(b)
            met[b].add(a)
            if passed:
                good.update((a, b))
            else:
                failed_with[a].add(b)
                failed_with[b].add(a)

    if len(order) < 2:
        search.undecided = order
        return search
    await run(first_round(order))
    for _ in range(MAX_ROUNDS):
        open_ = [n for n in order if n not in good and not bad(n)]
        if not open_:
            break
        busy: set[str] = set()
        pairs: list[tuple[str, str]] = []
        for n in open_:
            if n in busy:
                continue
            partners = [g for g in order if g in good and g not in met[n] and g not in busy]
            partners += [u for u in open_ if u != n and u not in met[n] and u not in busy]
            if partners:
                pairs.append((n, partners[0]))
                busy.update((n, partners[0]))
        if not pairs:
            break
        await run(pairs)
    search.good = [n for n in order if n in good]
    search.bad = [n for n in order if n not in good and bad(n)]
    search.undecided = [n for n in order if n not in good and not bad(n)]
    return search


async def bisect(nodes: Sequence[str], check: GroupCheck) -> PairSearch:
    """Bisection over the node set with the same check run over a group of nodes (an all-reduce
    across all of them; ``{nodes}`` becomes "a,b,c,..."): fewer checks than pairs when one node of
    many is bad (about ``2 log2 n``), but in sequence.

    The whole set first (passing: nothing here is bad); then each half, alone while no node is
    known good, else with one good node added (a group of one is never checked alone: an
    all-reduce needs two). A failing half is split again; a single node failing with a good one is
    bad. What cannot be narrowed without a good node is searched by pairs (:func:`locate`). A
    group that fails while both its halves pass is a fault between two nodes of different
    halves, no one node's: nothing there is called bad."""
    order = list(dict.fromkeys(nodes))
    search = PairSearch()
    good: set[str] = set()
    bad: set[str] = set()
    leftover: list[str] = []

    async def run(members: tuple[str, ...]) -> bool:
        passed, out = await check(members)
        search.checks.append((members, passed))
        search.output.append(f"{','.join(members)}: {'ok' if passed else 'FAILED'} {out.strip()[-300:]}")
        if passed:
            good.update(members)
        return passed

    def anchor(outside: list[str]) -> str | None:
        return next((n for n in order if n in good and n not in outside), None)

    async def narrow(group: list[str], proven: bool) -> None:
        """``group`` failed (``proven``: checked, alone or with a good node): its bad nodes."""
        if len(group) == 1:
            node, a = group[0], anchor(group)
            if a is not None and (proven or not await run((node, a))):
                bad.add(node)
            elif a is None:
                leftover.append(node)
            return
        half = len(group) // 2
        failed: list[tuple[list[str], bool]] = []
        for part in (group[:half], group[half:]):
            a = anchor(part)
            if a is None and len(part) < 2:
                failed.append((part, False))  # never checked alone: narrowed once a node is good
                continue
            if not await run(tuple(part) if a is None else (*part, a)):
                failed.append((part, True))
        if not failed:
            return  # a fault between the halves: its nodes all passed with others
            return
        for part, checked in failed:
            await narrow(part, checked)

    if len(order) < 2 or await run(tuple(order)):
        search.good = [n for n in order if n in good]
        search.undecided = [n for n in order if n not in good]
        return search
    await narrow(order, True)
    rest = [n for n in dict.fromkeys(leftover) if n not in good and n not in bad]
    if rest:
        helpers = [n for n in order if n in good][:1]
        paired = await locate([*rest, *helpers], check)
        search.checks.extend(paired.checks)
        search.output.extend(paired.output)
        good.update(paired.good)
        bad.update(paired.bad)
    search.good = [n for n in order if n in good and n not in bad]
    search.bad = [n for n in order if n in bad]
    search.undecided = [n for n in order if n not in good and n not in bad]
    return search
