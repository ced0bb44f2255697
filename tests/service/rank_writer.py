"""A tiny torchrun worker for the run-under-torchrun tests: every rank prints numbered lines
(``print`` under ``python -u``: the text and its newline are two writes), rank 1 optionally ends
with the kernel's Xid 79 line and fails."""

from __future__ import annotations

import os
import sys

rank = int(os.environ["RANK"])
lines = int(sys.argv[1])
for i in range(lines):
    print(f"step {i} loss {rank}.{i:05d} rank={rank}")
    if i % 97 == 0:
        print(f"rank={rank} warn {i}", file=sys.stderr)
if len(sys.argv) > 2 and sys.argv[2] == "xid" and rank == 1:
    print("NVRM: Xid (PCI:0000:3b:00): 79, pid=2714, GPU has fallen off the bus.", file=sys.stderr)
    sys.exit(1)
print(f"rank={rank} done")
