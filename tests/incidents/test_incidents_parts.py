"""``upsert_incident`` and ``note_registration`` on their own: which verdict opens a new part,
which one updates the open incident, which one changes nothing (SQLite, schema from the ORM)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from app.classify.schemas import Signal
from app.incidents.schemas import Culprit, Verdict
from app.incidents.service import note_registration, upsert_incident
from app.store import models
from app.store.db import Database
from app.store.incidents import IncidentRepository, IncidentRow
from app.store.jobs import JobRow
from app.vocabulary import Action, Blame, Category, Layer, Source

ECC = "RuntimeError: CUDA error: uncorrectable ECC error encountered"
NODES = ["s1", "s2", "s3", "s4", "s5"]


@pytest.fixture
async def db(tmp_path: Path) -> AsyncIterator[Database]:
    database = Database(f"sqlite+aiosqlite:///{tmp_path / 'parts.db'}")
    async with database.engine.begin() as conn:
        await conn.run_sync(models.Base.metadata.create_all)
    yield database
    await database.dispose()


def ecc_verdict(*nodes: str, **changes: Any) -> Verdict:
    values: dict[str, Any] = {
        "category": Category.ecc_error,
        "layer": Layer.infrastructure,
        "blame": Blame.node_hardware,
        "action": Action.cordon_and_restart,
        "culprit": Culprit(nodes=list(nodes), ranks=[2]),
        "root_cause_line": ECC,
        "evidence": [ECC],
        "confidence": 0.93,
        "source": Source.rule,
        "rule_ids": ["cuda.ecc_uncorrectable"],
        "fingerprint": "fp-ecc",
        "explanation": "ECC",
        **changes,
    }
    return Verdict(**values)


def ambiguous_verdict(*nodes: str) -> Verdict:
    return ecc_verdict(
        *nodes,
        category=Category.nccl_timeout,
        action=Action.needs_human,
        ambiguous=True,
        confidence=0.4,
        fingerprint="fp-nccl",
    )


def signal(at: str, **changes: Any) -> Signal:
    node = str(changes.pop("node", at))
    values: dict[str, Any] = {
        "rule_id": "cuda.ecc_uncorrectable",
        "category": Category.ecc_error,
        "layer": Layer.infrastructure,
        "blame": Blame.node_hardware,
        "action": Action.cordon_and_restart,
        "confidence": 0.93,
        "symptom": False,
        "line": f"[{node}] {ECC}",
        "line_index": 10,
        "node": node,
        "rank": NODES.index(node) if node in NODES else None,
        **changes,
    }
    return Signal(**values)


async def make_job(db: Database, job_id: str = "job", **fields: Any) -> None:
    async with db.session() as s:
        s.add(JobRow(job_id=job_id, nodes=NODES, **fields))
        await s.commit()


async def upsert(db: Database, verdict: Verdict, job_id: str = "job", **kw: Any) -> tuple[int, bool]:
    async with db.session() as s:
        job = await s.get(JobRow, job_id)
        assert job is not None
        result = await upsert_incident(s, job, verdict, **kw)
        await s.commit()
        return result


async def rows(db: Database, job_id: str = "job") -> list[IncidentRow]:
    async with db.session() as s:
        return await IncidentRepository(s).for_job(job_id)


async def set_state(db: Database, incident_id: int, state: str) -> None:
    async with db.session() as s:
        row = await s.get(IncidentRow, incident_id)
        assert row is not None
        row.state = state
        await s.commit()


async def test_a_hardware_line_from_a_new_node_opens_a_part_even_if_the_verdict_names_only_the_first(
    db: Database,
) -> None:
    await make_job(db)
    first, created = await upsert(db, ecc_verdict("s3"))
    assert created
    await set_state(db, first, "acting")
    # The run's verdict still blames s3 alone (the first failure); s5's own ECC line is new.
    second, created = await upsert(db, ecc_verdict("s3"), new_signals=[signal("s5")])
    assert created and second != first
    part = (await rows(db))[1]
    assert (part.part, part.culprit_nodes, part.culprit_ranks) == (1, ["s5"], [4])
    assert part.root_cause_line == f"[s5] {ECC}" and part.action == "cordon_and_restart"
    assert part.diagnosis is not None and part.diagnosis["after_incident"] == first
    assert "explain" in part.diagnosis  # the verdict explains itself beside the link to the first part


@pytest.mark.parametrize(
    "line",
    [
        {"symptom": True, "category": Category.nccl_timeout, "action": Action.needs_human},
        {"ambiguous": True},
        {"action": Action.restart_from_checkpoint, "category": Category.network_error},
        {"node": "outsider9"},  # a host named by a log line, not a node of the job
        {"node": "s3"},  # the first incident's node again
    ],
)
async def test_echoes_repeats_soft_signals_and_strangers_open_no_part(
    db: Database, line: dict[str, Any]
) -> None:
    await make_job(db)
    first, _ = await upsert(db, ecc_verdict("s3"))
    await set_state(db, first, "acting")
    sig = signal("s5", **line)
    assert await upsert(db, ecc_verdict("s3"), new_signals=[sig]) == (first, False)
    assert len(await rows(db)) == 1


async def test_an_incident_still_collecting_takes_in_new_nodes_a_committed_one_does_not(db: Database) -> None:
    await make_job(db)
    first, _ = await upsert(db, ambiguous_verdict("s2"))
    # Nobody could act on an ambiguous incident yet: the clear ECC verdict replaces it, new nodes too.
    assert await upsert(db, ecc_verdict("s3", "s5")) == (first, True)
    (row,) = await rows(db)
    assert (row.category, row.culprit_nodes, row.part) == ("ecc_error", ["s3", "s5"], 0)
    # Now it is committed (sure enough to plan): same nodes still update it while it is open ...
    assert await upsert(db, ecc_verdict("s3", "s5", confidence=0.97)) == (first, True)
    # ... a node it does not name becomes the next part, the first keeps its culprit.
    second, created = await upsert(db, ecc_verdict("s3", "s5", "s1"))
    assert created
    first_row, part = await rows(db)
    assert first_row.culprit_nodes == ["s3", "s5"] and (part.part, part.culprit_nodes) == (1, ["s1"])
    # An ambiguous verdict elsewhere while both are handled is their echo: nothing.
    assert await upsert(db, ambiguous_verdict("s4")) == (second, False)


@pytest.mark.parametrize("closed", ["needs_human", "resolved", "rejected", "notified"])
async def test_a_closed_incident_is_not_reopened_in_its_run(db: Database, closed: str) -> None:
    await make_job(db)
    first, _ = await upsert(db, ecc_verdict("s3"))
    await set_state(db, first, closed)
    assert await upsert(db, ecc_verdict("s3"), new_signals=[signal("s3")]) == (first, False)
    assert len(await rows(db)) == 1


async def test_registration_starts_a_new_epoch_unless_the_run_has_shown_nothing(db: Database) -> None:
    await make_job(db, state="running", lines_processed=0, epoch_start_line=0)
    async with db.session() as s:
        job = await s.get(JobRow, "job")
        assert job is not None
        # A prolog on every node of one allocation: the same, untouched run.
        assert await note_registration(s, job) is False and job.epoch == 0
        job.lines_processed = job.next_line = 40  # 40 lines seen (indexes 0..39 handed out)
        assert await note_registration(s, job) is True
        assert (job.epoch, job.epoch_start_line, job.epoch_started_at is not None) == (1, 40, True)
        assert await note_registration(s, job) is False  # again, nothing seen since
        job.state = "failed"
        assert await note_registration(s, job) is True and job.epoch == 2
        await s.commit()
    # In the new run, the old run's incidents no longer count: the same failure is new.
    first, _ = await upsert(db, ecc_verdict("s3"))
    async with db.session() as s:
        job = await s.get(JobRow, "job")
        assert job is not None
        assert await note_registration(s, job) is True  # an incident in the run: not untouched
        await s.commit()
    second, created = await upsert(db, ecc_verdict("s3"))
    assert created and second != first
    assert [(r.epoch, r.part) for r in await rows(db)] == [(2, 0), (3, 0)]
