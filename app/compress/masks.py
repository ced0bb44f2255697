"""Masking instructions, as data: what varies in GPU-cluster logs and what it is replaced with.

Order matters: each pattern runs on the output of the previous one, so the specific shapes
(timestamps, PCI ids, IPs) come before the catch-all numbers.

One invariant makes the compressor's fast path exact (see ``miner.py``): **no pattern may tell one
digit from another**. Patterns use ``\\d``, ``[0-9a-f]``-style classes that contain every digit,
or no digit at all; never a literal digit (``0x``) nor a partial range (``[1-9]``). Then replacing
every digit of a line by ``0`` changes neither where the masks match nor, when every digit ends up
inside a mask, the masked text, so the digit-normalised line is a sound cache key for its template.
``tests/compress/test_compress_masking.py`` checks the invariant on every pattern.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class MaskSpec:
    """One masking instruction.

    ``spaced`` appends a space to the replacement, for prefixes glued to the message
    (``[rank3]:Traceback`` must not become one token). ``needles``: every match contains one of
    these strings, so a line without any cannot match and the regex is skipped (a prefilter; it
    never changes the result). ``examples`` are (input, masked output) pairs the tests check.
    """

    name: str
    pattern: str
    mask_with: str
    spaced: bool = False
    examples: tuple[tuple[str, str], ...] = ()
    needles: tuple[str, ...] = ()


_HEX = "[0-9a-fA-F]"
_MONTH = "(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)"

MASKS: tuple[MaskSpec, ...] = (
    # --- launcher prefixes: torch's "[rank12]:", torchrun's "[default3]:", srun -l's "12: " -----------
    MaskSpec(
        "rank_prefix",
        r"^\[(?:rank|default)\d+\]:\s?",
        "RANK",
        spaced=True,
        examples=(
            ("[rank12]:Traceback (most recent call last):", "<RANK> Traceback (most recent call last):"),
        ),
        needles=("[",),
    ),
    MaskSpec(
        "srun_prefix",
        r"^\s*\d+: ",
        "RANK",
        spaced=True,
        examples=(("12: step 3", "<RANK> step <NUM>"),),
        needles=(": ",),
    ),
    # --- timestamps ---------------------------------------------------------------------------------
    MaskSpec(
        "iso_timestamp",
        r"\d{4}-\d\d-\d\d[T ]\d\d:\d\d:\d\d(?:[.,]\d+)?(?:Z|[+-]\d\d:?\d\d)?",
        "TS",
        examples=(
            ("at 2026-01-05T12:00:03.123Z done", "at <TS> done"),
            ("[2026-01-05 12:00:03,123]", "[<TS>]"),
        ),
        needles=(":",),
    ),
    MaskSpec(
        "syslog_timestamp",
        _MONTH + r"\s+\d\d?\s+\d\d:\d\d:\d\d",
        "TS",
        examples=(("Mar  3 10:00:00 gpu02 kernel:", "<TS> <HOST> kernel:"),),
        needles=(":",),
    ),
    MaskSpec(
        "date",
        r"\b\d{4}[/.-]\d\d[/.-]\d\d\b",
        "TS",
        examples=(("on 2026/01/05", "on <TS>"),),
        needles=("/", ".", "-"),
    ),
    MaskSpec(
        "clock",
        r"\b\d\d?:\d\d:\d\d(?:[.,]\d+)?\b",
        "TS",
        examples=(("12:00:03.5 x", "<TS> x"),),
        needles=(":",),
    ),
    # --- identifiers --------------------------------------------------------------------------------
    MaskSpec(
        "uuid",
        rf"\b{_HEX}{{8}}-{_HEX}{{4}}-{_HEX}{{4}}-{_HEX}{{4}}-{_HEX}{{12}}\b",
        "UUID",
        examples=(("req 123e4567-e89b-12d3-a456-426614174000", "req <UUID>"),),
        needles=("-",),
    ),
    MaskSpec(
        "pci_bus_id",
        rf"\b{_HEX}{{4,8}}:{_HEX}{{2}}:{_HEX}{{2}}(?:\.{_HEX})?\b|\b{_HEX}{{2}}:{_HEX}{{2}}\.{_HEX}\b",
        "PCI",
        examples=(
            ("NVRM: Xid (PCI:0000:b3:00): 79, pid=1", "NVRM: Xid (PCI:<PCI>): <NUM>, pid=<NUM>"),
            ("GPU 00000000:B3:00.0 fell off", "GPU <PCI> fell off"),
        ),
        needles=(":",),
    ),
    MaskSpec(
        "ipv4",
        r"(?<![\d.])\d{1,3}(?:\.\d{1,3}){3}(?::\d+)?(?![\d.])",
        "IP",
        examples=(("connect to 10.1.2.3:29500 failed", "connect to <IP> failed"),),
        needles=(".",),
    ),
    MaskSpec(
        "hex", rf"\b\d[xX]{_HEX}+\b", "HEX", examples=(("addr 0x7f3a00c0", "addr <HEX>"),), needles=("x", "X")
    ),
    MaskSpec(
        "hex_id",
        rf"\b(?={_HEX}*[a-fA-F])(?={_HEX}*\d){_HEX}{{8,}}\b",
        "HEX",
        examples=(("commit 9fceb02d0ae5", "commit <HEX>"),),
    ),
    # Hostnames with numbers: gpu02, node-017, dgx-a100-03, compute-0-12 (the digits are what varies).
    MaskSpec(
        "hostname",
        r"\b(?:gpu|node|host|compute|dgx|worker|cn|nid|ip|hgx|login|master|slave)(?:-[a-z]\w*)*[-_]?\d+(?:-\d+)*\b",
        "HOST",
        examples=(("on gpu02 and node-017", "on <HOST> and <HOST>"),),
    ),
    # --- numbers ------------------------------------------------------------------------------------
    MaskSpec(
        "number",
        r"(?<![A-Za-z0-9])[-+]?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?(?![A-Za-z0-9])",
        "NUM",
        examples=(("loss 2.3456 lr 1.0e-04 step 12", "loss <NUM> lr <NUM> step <NUM>"),),
    ),
    # Digits glued to a word: checkpoint paths (global_step1200, iter_0001200), rank12, fp16, sm_90.
    MaskSpec(
        "digits_in_word",
        r"\d+",
        "NUM",
        examples=(
            ("saved /ckpt/global_step1200/mp_rank_00.pt", "saved /ckpt/global_step<NUM>/mp_rank_<NUM>.pt"),
        ),
    ),
)
