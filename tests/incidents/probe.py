"""A few lines fed through one job's analyzer, for the failure-class tests (the first verdict)."""

from __future__ import annotations

from typing import Any

from app.classify.engine import RuleEngine
from app.incidents.analyzer import JobAnalyzer
from app.incidents.schemas import Verdict
from app.logline import LogLine
from app.settings import REPO_ROOT
from app.vocabulary import Action, Category

ENGINE = RuleEngine.from_dir(REPO_ROOT / "rules")
# Training progressed before the failure (app/incidents/phase.py: a step and a loss line).
RUNNING = ["iteration 1200/50000 | lm loss 2.3451 | lr 1e-4", "saving checkpoint step_1200"]
HEALTHY = ["step 1199 | loss 2.31 | lr 3e-4", "saving checkpoint step_1200"]
# Communicator set-up, no progress (NCCL's bootstrap and init lines).
SETUP = [
    "gpu01:1234:1234 [0] NCCL INFO Bootstrap : Using eth0:10.0.0.1<0>",
    "gpu01:1234:1300 [0] NCCL INFO ncclCommInitRank comm 0x5555 rank 0 nranks 16 cudaDev 0 - Init START",
]


def verdicts(
    *lines: str, engine: RuleEngine = ENGINE, node: str | None = None, **analyzer: Any
) -> list[Verdict]:
    """The job's verdicts after these lines, fed in order through one analyzer (``analyzer``: its
    keyword arguments, e.g. ``world_size``; ``node``: the sender every line came from)."""
    job = JobAnalyzer(engine, **analyzer)
    for i, text in enumerate(lines):
        job.feed(LogLine(text, index=i, node=node))
    return job.verdicts()


def first(*lines: str, engine: RuleEngine = ENGINE, node: str | None = None, **analyzer: Any) -> Verdict:
    """The job's first verdict after these lines (the test fails if there is none)."""
    found = verdicts(*lines, engine=engine, node=node, **analyzer)
    assert found, lines
    return found[0]


def outcome(*lines: str) -> tuple[Category, Action]:
    v = first(*lines)
    return v.category, v.action
