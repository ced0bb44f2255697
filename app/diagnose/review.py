"""Human judgement of the agent's work: feedback on a diagnosis, decisions on suggested rules.

Feedback is the loop that keeps the cache honest: a rejected LLM diagnosis stops being reused
(the next incident with that fingerprint asks the model again) and the rules learned from it are
rejected with it; a confirmed one becomes a worked example for similar incidents.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from app.errors import Conflict, InvalidInput, NotFound
from app.store.base import utcnow
from app.store.incidents import IncidentRepository, IncidentRow
from app.store.llm import LLMDiagnosisRepository, RuleSuggestionRepository, RuleSuggestionRow
from app.vocabulary import Action, Blame, Category, Source


async def record_feedback(
    session: AsyncSession,
    incident_id: int,
    *,
    correct: bool,
    by: str,
    note: str = "",
    category: Category | None = None,
    blame: Blame | None = None,
    action: Action | None = None,
) -> IncidentRow:
    """A person's judgement of a diagnosis. Rejecting an LLM diagnosis retires it from the cache
    (the next such incident asks the model again) and rejects the rules learned from it."""
    row = await IncidentRepository(session).get(incident_id)
    if row is None:
        raise NotFound(f"no incident {incident_id}")
    if correct and (category or blame or action):
        raise InvalidInput("a correct diagnosis needs no corrected category, blame or action")
    entry: dict[str, Any] = {
        "by": by,
        "at": utcnow().isoformat(),
        "correct": correct,
        "note": note,
        "diagnosis_source": row.source,
    }
    for key, value in (("category", category), ("blame", blame), ("action", action)):
        if value is not None:
            entry[key] = value.value
    row.feedback = [*(row.feedback or []), entry]
    if row.source in (Source.llm.value, Source.cache.value):
        await LLMDiagnosisRepository(session).set_judgement(row.fingerprint, rejected=not correct)
        if not correct:
            for suggestion in await RuleSuggestionRepository(session).for_fingerprint(row.fingerprint):
                if suggestion.status == "pending":
                    _decide(suggestion, "rejected", by, "its diagnosis was rejected by a person")
    await session.commit()
    return row


def _decide(row: RuleSuggestionRow, status: str, by: str, note: str | None) -> None:
    row.status = status
    row.decided_by = by
    row.decided_at = utcnow()
    row.note = note


async def decide_suggestion(
    session: AsyncSession, suggestion_id: int, *, approve: bool, by: str, note: str | None = None
) -> RuleSuggestionRow:
    row = await RuleSuggestionRepository(session).get(suggestion_id)
    if row is None:
        raise NotFound(f"no rule suggestion {suggestion_id}")
    if row.status != "pending":
        raise Conflict(f"rule suggestion {suggestion_id} is already {row.status}")
    _decide(row, "approved" if approve else "rejected", by, note)
    await session.commit()
    return row
