"""Rule packs: what is loaded, and which rules fire on a posted log."""

from __future__ import annotations

import asyncio
from typing import Annotated, Any

from fastapi import APIRouter, Depends
from pydantic import BaseModel, ConfigDict, Field

from app.api.auth import Principal
from app.api.deps import AuthFirstRoute, StateDep, require_role
from app.classify.engine import RuleEngine
from app.incidents.analyzer import JobAnalyzer
from app.incidents.schemas import Verdict
from app.logline import LogLine

router = APIRouter(prefix="/v1/rules", tags=["rules"], route_class=AuthFirstRoute)
Viewer = Annotated[Principal, Depends(require_role("viewer"))]
MAX_TEST_LOG_BYTES = 4 * 1024 * 1024


class RuleOut(BaseModel):
    id: str
    description: str
    category: str
    blame: str
    action: str
    confidence: float
    symptom: bool
    hardware: bool
    ambiguous: bool
    references: list[str]


class RuleList(BaseModel):
    count: int
    rules: list[RuleOut]


class RuleTestIn(BaseModel):
    model_config = ConfigDict(extra="forbid")
    log: str = Field(max_length=MAX_TEST_LOG_BYTES, description="log text, one line per line")
    nodes: list[str] = Field(default_factory=list, description="the job's nodes, if known")


class RuleHitOut(BaseModel):
    line: int  # 1-based
    rule_id: str
    category: str
    symptom: bool
    node: str | None
    rank: int | None
    fields: dict[str, str]
    text: str


class RuleTestOut(BaseModel):
    lines: int
    hits: list[RuleHitOut]
    incidents: list[dict[str, Any]]


@router.get("", response_model=RuleList)
async def list_rules(state: StateDep, _: Viewer) -> RuleList:
    rules = [
        RuleOut(
            id=r.id,
            description=r.description,
            category=r.category.value,
            blame=r.blame.value,
            action=r.action.value,
            confidence=r.confidence,
            symptom=r.symptom,
            hardware=r.hardware,
            ambiguous=r.ambiguous,
            references=[str(u) for u in r.references],
        )
        for r in state.engine.rules
    ]
    return RuleList(count=len(rules), rules=rules)


def _test(engine: RuleEngine, body: RuleTestIn) -> tuple[int, list[RuleHitOut], list[Verdict]]:
    analyzer = JobAnalyzer(engine, job_nodes=body.nodes or None)
    count = 0
    for count, text in enumerate(body.log.splitlines(), start=1):
        analyzer.feed(LogLine(text=text, index=count - 1))
    hits = [
        RuleHitOut(
            line=s.line_index + 1,
            rule_id=s.rule_id,
            category=s.category.value,
            symptom=s.symptom,
            node=s.node,
            rank=s.rank,
            fields=dict(s.fields),
            text=s.line,
        )
        for s in analyzer.signals
    ]
    return count, hits, analyzer.verdicts()


@router.post("/test", response_model=RuleTestOut)
async def test_rules(body: RuleTestIn, state: StateDep, _: Viewer) -> RuleTestOut:
    # Matching is CPU work: keep it off the event loop that serves everyone else.
    lines, hits, verdicts = await asyncio.to_thread(_test, state.engine, body)
    return RuleTestOut(lines=lines, hits=hits, incidents=[v.model_dump(mode="json") for v in verdicts])
