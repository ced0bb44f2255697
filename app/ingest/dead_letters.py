"""``crashcart dead-letters list|replay``: what the workers parked, and putting it back.

Talks to the queue the service is configured with (the embedded database, or Redis), so it works
beside a running service in both modes; a replayed item is processed as if it were new (its
lines bypass the stream cursors' duplicate check: they were never processed).
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Awaitable, Callable
from typing import Annotated, TypeVar

import typer
from sqlalchemy.exc import SQLAlchemyError

from app.errors import UpstreamError
from app.ingest.base import DeadLetter, IngestQueue
from app.settings import get_settings

dead_app = typer.Typer(
    help="Accepted items the workers could not process: list and replay.", no_args_is_help=True
)
T = TypeVar("T")


def _with_queue(work: Callable[[IngestQueue], Awaitable[T]]) -> T:
    from app.store.db import Database, upgrade
    from app.worker import make_queue

    settings = get_settings()
    if not settings.redis_url:
        settings.require_shared_db("`crashcart dead-letters`")

    async def go() -> T:
        if settings.is_embedded_db and not (settings.data_dir / "crashcart.db").exists():
            # Only for a fresh data dir: a running service's database is migrated already, and
            # a migration would take SQLite's write lock from under it.
            settings.data_dir.mkdir(parents=True, exist_ok=True)
            await upgrade(settings.effective_database_url)
        db = Database(settings.effective_database_url)
        queue = make_queue(settings, db)
        try:
            return await work(queue)
        finally:
            await queue.close()
            await db.dispose()

    try:
        return asyncio.run(go())
    except SQLAlchemyError as exc:
        raise UpstreamError(f"database unavailable or busy ({type(exc).__name__}); retry: {exc}") from exc


def _line(d: DeadLetter) -> str:
    s = d.summary()
    when = (s["parked_at"] or "")[:19]
    return f"{s['id']:<20} {when:<19}  {s['job_id']:<24} {s['kind']:<9} {s['items']:>5}  {s['reason']}"


@dead_app.command("list")
def list_cmd(
    limit: Annotated[int, typer.Option(min=1, max=100_000, help="how many, oldest first")] = 100,
    as_json: Annotated[
        bool, typer.Option("--json", help="one JSON object per line, payload included")
    ] = False,
) -> None:
    """Parked items, oldest first, with why each was parked."""

    async def go(queue: IngestQueue) -> tuple[int, list[DeadLetter]]:
        return await queue.dead_count(), await queue.dead_letters(limit)

    total, letters = _with_queue(go)
    if as_json:
        for d in letters:
            typer.echo(json.dumps({**d.summary(), "payload": d.payload}, ensure_ascii=False))
        return
    if not letters:
        typer.echo("no dead letters")
        return
    typer.echo(f"{'ID':<20} {'PARKED':<19}  {'JOB':<24} {'KIND':<9} {'ITEMS':>5}  REASON")
    for d in letters:
        typer.echo(_line(d))
    if total > len(letters):
        typer.echo(f"... {total - len(letters)} more (--limit)")


@dead_app.command("replay")
def replay_cmd(
    ids: Annotated[
        list[str] | None, typer.Argument(help="ids from 'dead-letters list'", show_default=False)
    ] = None,
    all_: Annotated[bool, typer.Option("--all", help="replay every parked item")] = False,
) -> None:
    """Put parked items back on the queue (after fixing what made them fail)."""
    if not ids and not all_:
        raise typer.BadParameter("name the ids to replay, or --all")
    if ids and all_:
        raise typer.BadParameter("ids or --all, not both")

    async def go(queue: IngestQueue) -> int:
        return await queue.replay(None if all_ else list(ids or []))

    n = _with_queue(go)
    typer.echo(f"replayed {n} item(s)")
    if ids and n < len(ids):
        raise typer.Exit(1)


def register(app: typer.Typer) -> None:
    app.add_typer(dead_app, name="dead-letters")
