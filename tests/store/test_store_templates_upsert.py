"""A batch's template counts in one INSERT ... ON CONFLICT DO UPDATE (SQLite and PostgreSQL):
new rows as given, existing rows take the latest text, add the count and move the last index,
other jobs' rows untouched; more templates than one statement's chunk."""

from __future__ import annotations

import asyncio
from pathlib import Path

from app.ingest.schemas import JobIn
from app.ingest.service import register_job
from app.store.db import Database, upgrade_sync
from app.store.incidents import TemplateRepository


async def _exercise(url: str) -> None:
    db = Database(url)
    try:
        async with db.session() as session:
            for job_id in ("a", "b"):
                await register_job(session, JobIn(job_id=job_id, nodes=["gpu01"]))
        async with db.session() as session:
            repo = TemplateRepository(session)
            await repo.add_counts("a", {1: ("step <*>", 3, 0, 5), 2: ("NCCL INFO <*>", 1, 2, 2)})
            await repo.add_counts("b", {1: ("other", 7, 0, 9)})
            await session.commit()
        async with db.session() as session:
            repo = TemplateRepository(session)
            # id 1 again (its text generalised), a new id 3, and 400 more: several chunks.
            many = {10 + k: (f"t{k}", k + 1, 100 + k, 200 + k) for k in range(400)}
            await repo.add_counts("a", {1: ("step <*> loss <*>", 2, 6, 8), 3: ("x", 1, 7, 7), **many})
            # Another partition's miner: its own id 1, the same text as partition -1's id 2.
            await repo.add_counts("a", {1: ("NCCL INFO <*>", 4, 1, 9)}, part=3)
            await session.commit()
        async with db.session() as session:
            rows = await TemplateRepository(session).for_job("a")
            got = {
                tid: (r.template, r.count, r.first_index, r.last_index)
                for (part, tid), r in rows.items()
                if part == -1
            }
            assert (rows[(3, 1)].template, rows[(3, 1)].count) == ("NCCL INFO <*>", 4)
            other = await TemplateRepository(session).for_job("b")
            top = await TemplateRepository(session).top("a", limit=1000)
        assert got[1] == ("step <*> loss <*>", 5, 0, 8)
        assert got[2] == ("NCCL INFO <*>", 1, 2, 2)
        assert got[3] == ("x", 1, 7, 7)
        assert all(got[10 + k] == (f"t{k}", k + 1, 100 + k, 200 + k) for k in range(400))
        assert len(got) == 403
        assert {t: (r.template, r.count, r.last_index) for t, r in other.items()} == {
            (-1, 1): ("other", 7, 9)
        }
        # The console's list: one template per text over the partitions (counts added, first and
        # last line over both), commonest first.
        assert [(r.template, r.count) for r in top[:2]] == [("t399", 400), ("t398", 399)]
        merged = {r.template: (r.count, r.first_index, r.last_index) for r in top}
        assert merged["NCCL INFO <*>"] == (5, 1, 9)
        assert len(top) == 403
    finally:
        await db.dispose()


def test_template_counts_upsert_sqlite(tmp_path: Path) -> None:
    url = f"sqlite+aiosqlite:///{tmp_path / 'db.sqlite'}"
    upgrade_sync(url)
    asyncio.run(_exercise(url))


def test_template_counts_upsert_postgres(pg_database: str) -> None:
    upgrade_sync(pg_database)
    asyncio.run(_exercise(pg_database))
