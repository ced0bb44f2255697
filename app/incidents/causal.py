"""What the symptoms say about the culprit, whatever rule fired.

When the rank that failed first printed nothing we recognise, the others' knock-on lines still
point at it:

- NCCL's watchdog and flight recorder print, per rank, the last enqueued and the last completed
  work (sequence numbers) of a process group: the rank that completed the fewest is the laggard
  the others waited for. The flight-recorder analyser names missing ranks outright.
- c10d/TCPStore, Gloo, NCCL network and IB errors name the peer they lost: a node named by the
  peers of several reporting ranks is where they lost it. NCCL's own socket and IB errors
  ("Call to recv from 10.0.3.7<43211> failed", "Got completion from peer 10.0.3.7<...>") name the
  process that vanished mid-collective (the data plane); c10d's TCPStore sockets
  (``remote=[gpu01]:29500``) name the store host, which every rank loses once the master node's
  agent exits: those count only where nothing on the data plane names a peer.
- torch.distributed.monitored_barrier names on rank 0 the ranks that did not reach it in time
  ("Ranks 1, 2 failed to pass monitoredBarrier in 2000 ms"): they count as named missing ranks.
- NCCL prints each rank's bootstrap address at init ("Bootstrap : Using ib0:10.0.3.7<0>"): it
  maps a peer's address to its node.
- c10d prefixes its messages with the rank ("[PG ID 0 PG GUID 0(default_pg) Rank 62]", "[PG 0
  Rank 62]", "[Rank 62]", https://github.com/pytorch/pytorch/blob/main/torch/csrc/distributed/c10d/
  ProcessGroupNCCL.cpp logPrefix()): the rank of a line whose launcher prefix names only a host.

Everything here is bounded and fed only lines that hold one of a few literal markers.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

MAX_TRACKED_RANKS = 1 << 16
MAX_PEERS = 1024

_PROGRESS = re.compile(
    r"last enqueued (?:NCCL )?work:\s*(?P<enq>-?\d+),\s*last completed (?:NCCL )?work:\s*(?P<comp>-?\d+)"
)
_PG = re.compile(r"\[PG(?: ID)? (?P<pg>\d+)")
_RANK = re.compile(r"\[(?:PG [^\]]*?)?Rank (?P<rank>\d+)\]")
_MISSING = re.compile(r"(?i)\bmissing ranks?\b\s*[:=]?\s*[\[{(]?(?P<ranks>\d+(?:\s*,\s*\d+)*)")
# torch.distributed.monitored_barrier on rank 0 (ProcessGroupGloo): "Rank 1 failed to pass
# monitoredBarrier in 2000 ms", "Ranks 1, 2 failed to pass ..." (wait_all_ranks=True).
_BARRIER_MISSING = re.compile(r"Ranks? (?P<ranks>\d+(?:\s*,\s*\d+)*) failed to pass monitoredBarrier")
_PEER_FIELDS = ("peer", "remote", "host_peer")
_PORT = re.compile(r"(?:<\d+>|\]?:\d+)$")
_IPV4 = re.compile(r"^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$")
# c10d / Gloo / sockets naming the other end: "remote=[gpu07]:29500", "by peer [10.0.0.5]:20347";
# NCCL's socket layer: "socketProgressOpt: Call to recv from 10.0.0.5<43211> failed".
_C10D_PEER = re.compile(
    r"(?P<kind>remote=\[|Connection closed by peer \[|connect to \[|from peer |remote peer "
    r"|Call to recv from |Call to send to )(?P<peer>[\w.-]+)"
)
# c10d's own sockets (TCPStore, rendezvous): they name the store host, not a collective's peer.
_STORE_KINDS = ("remote=[", "connect to [")
# c10d's log prefix: the rank (and process group) that prints the line.
_C10D_HEAD = re.compile(r"\[(?:PG [^\]]{0,80}? )?Rank (?P<rank>\d+)\]")
# NCCL init: "Bootstrap : Using ib0:10.0.3.7<0>", "NET/IB : Using [0]mlx5_0:1/IB ; OOB ib0:10.0.3.7<0>",
# "NET/Socket : Using [0]eth0:10.0.3.7<0>".
_ADDRESS = re.compile(
    r"(?:Bootstrap ?: Using |OOB |NET/Socket : Using \[\d+\])[\w.-]+:(?P<ip>\d{1,3}(?:\.\d{1,3}){3})<"
)
MAX_ADDRESSES = 1 << 14

# c10d naming the rank that holds what this rank waits for ("retrieving ncclUniqueId from [0] via c10d").
_PEER_RANK = re.compile(r"from \[(?P<rank>\d+)\] via c10d")

MARKERS = (
    "last completed",
    "issing rank",
    "remote=[",
    "by peer [",
    "connect to [",
    "from peer ",
    "remote peer ",
    "Call to recv from ",
    "Call to send to ",
)


def header_rank(message: str) -> int | None:
    """The rank in c10d's log prefix ("[PG ID 0 PG GUID 0(default_pg) Rank 62] ..."), if any."""
    if message.find("Rank ", 0, 240) < 0:
        return None
    m = _C10D_HEAD.search(message, 0, 240)
    return int(m.group("rank")) if m else None


@dataclass(slots=True)
class CausalFacts:
    """What knock-on lines said: per-rank collective progress, named missing ranks, lost peers."""

    # (pg, rank) -> (last enqueued, last completed)
    progress: dict[tuple[str, int], tuple[int, int]] = field(default_factory=dict)
    named_missing: set[int] = field(default_factory=set)
    # peer as written -> reporting ranks (or -1 when the line had no rank)
    peers: dict[str, set[int]] = field(default_factory=dict)
    # peer rank named by c10d -> reporting ranks
    peer_ranks: dict[int, set[int]] = field(default_factory=dict)
    # peers named by NCCL's data plane (sockets, IB), not by c10d's store sockets
    data_peers: set[str] = field(default_factory=set)
    # an address NCCL bootstrapped on -> the node that printed it
    address_node: dict[str, str] = field(default_factory=dict)

    def learn_address(self, message: str, node: str | None) -> None:
        """Map the address of NCCL's bootstrap/OOB interface to the node that printed it."""
        if node is None or len(self.address_node) >= MAX_ADDRESSES:
            return
        m = _ADDRESS.search(message)
        if m:
            self.address_node.setdefault(m.group("ip"), node)

    def feed(self, message: str, rank: int | None, fields: Mapping[str, str] | None = None) -> None:
        if "last completed" in message:
            m = _PROGRESS.search(message)
            if m:
                named = _RANK.search(message)
                who = int(named.group("rank")) if named else rank
                pg = _PG.search(message)
                if who is not None and len(self.progress) < MAX_TRACKED_RANKS:
                    key = (pg.group("pg") if pg else "0", who)
                    self.progress[key] = (int(m.group("enq")), int(m.group("comp")))
        for needle, pattern in (
            ("issing rank", _MISSING),
            ("failed to pass monitoredBarrier", _BARRIER_MISSING),
        ):
            if needle in message and (m := pattern.search(message)):
                for part in m.group("ranks").split(","):
                    if len(self.named_missing) < MAX_TRACKED_RANKS:
                        self.named_missing.add(int(part))
        if " via c10d" in message:
            named_rank = _PEER_RANK.search(message)
            if named_rank and (len(self.peer_ranks) < MAX_PEERS):
                voters = self.peer_ranks.setdefault(int(named_rank.group("rank")), set())
                if len(voters) < MAX_TRACKED_RANKS:
                    voters.add(rank if rank is not None else -1)
        peer: str | None = None
        store = False
        if any(k in message for k in MARKERS[2:]):
            found = _C10D_PEER.search(message)
            if found:
                peer, store = found.group("peer"), found.group("kind") in _STORE_KINDS
        if fields:
            peer = next((fields[k] for k in _PEER_FIELDS if fields.get(k)), None) or peer
        if peer and (peer in self.peers or len(self.peers) < MAX_PEERS):
            reporters = self.peers.setdefault(peer, set())
            if len(reporters) < MAX_TRACKED_RANKS:
                reporters.add(rank if rank is not None else -1)
            if not store:
                self.data_peers.add(peer)

    def laggards(self) -> tuple[str, list[int], int, int] | None:
        """(pg, ranks, their last completed, the others' last completed) when some ranks lag behind.

        Only a minority counts: when most ranks report the lower number, the "leaders" are the
        odd ones and nothing is concluded.
        """
        by_pg: dict[str, dict[int, int]] = {}
        for (pg, rank), (_enq, comp) in self.progress.items():
            by_pg.setdefault(pg, {})[rank] = comp
        for pg, ranks in sorted(by_pg.items()):
            values = set(ranks.values())
            if len(values) < 2:
                continue
            low = min(values)
            behind = sorted(r for r, c in ranks.items() if c == low)
            if len(behind) * 2 < len(ranks):
                ahead = min(c for c in values if c != low)
                return pg, behind, low, ahead
        return None

    def peer_nodes(self, nodes: Iterable[str], data_only: bool = False) -> list[tuple[str, int]]:
        """Job nodes named as the lost peer, with how many distinct ranks named each (most first).

        ``data_only``: only peers NCCL's data plane named (c10d's store sockets left out)."""
        known = list(nodes)
        votes: dict[str, set[int]] = {}
        for peer, reporters in self.peers.items():
            if data_only and peer not in self.data_peers:
                continue
            node = ground_peer(peer, known, self.address_node)
            if node is not None:
                votes.setdefault(node, set()).update(reporters)
        return sorted(((n, len(r)) for n, r in votes.items()), key=lambda item: (-item[1], item[0]))


def ground_peer(peer: str, nodes: Iterable[str], addresses: Mapping[str, str] | None = None) -> str | None:
    """The job node a peer string names (``gpu05.cluster<54321>`` -> ``gpu05``; ``10.0.3.7`` ->
    ``ip-10-0-3-7``, or the node NCCL bootstrapped on that address), or None when it names none."""
    text = _PORT.sub("", peer.strip().rstrip(")")).strip("[]<>()")
    if not text:
        return None
    if addresses and text in addresses:
        return addresses[text]
    short = text.split(".", 1)[0]
    ip = _IPV4.match(text)
    aws = "ip-" + "-".join(ip.groups()) if ip else None
    for node in nodes:
        if node in (text, short, aws) or (node.split(".", 1)[0] == short and not ip):
            return node
    return None
