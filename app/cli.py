"""The ``crashcart`` command line (docs/CONTRACT.md).

Start-up is kept small for the offline commands (``--help``, ``templates``, ``diagnose``): the area
command modules are imported only when their command runs (:class:`LazyAreas`), and nothing here
imports the server stack (FastAPI, SQLAlchemy, the LLM client) at module level.
"""

from __future__ import annotations

import importlib
import logging
import sys
from collections.abc import Awaitable, Callable
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, TypeVar

import typer
import typer.main
from typer.core import TyperCommand, TyperGroup

from app.errors import CrashcartError

if TYPE_CHECKING:
    from sqlalchemy.ext.asyncio import AsyncSession

    from app.settings import Settings

T = TypeVar("T")

# The area commands: name -> (the module whose ``register(app)`` adds it, its line in `--help`).
# tests/test_cli_startup.py checks each line against the command's own help.
AREAS: dict[str, tuple[str, str]] = {
    "ship": (
        "app.ingest.cli",
        "Follow FILES (rotation too) and stream their lines to the server, at-least-once, resumable.",
    ),
    "run": (
        "app.ingest.cli",
        "Run COMMAND, tee its stdout/stderr, stream them to the server and report its exit.",
    ),
    "templates": (
        "app.compress.cli",
        "Mine the templates of a log: counts, compression ratio; json gives the template id of every line.",
    ),
    "diagnose": ("app.classify.cli", "Diagnose log files offline: what failed, who is to blame, what to do."),
    "eval": (
        "app.classify.cli",
        "Accuracy on a labelled corpus: category, action, culprit, wrong destructive actions.",
    ),
    "rules": ("app.classify.cli", "Rule packs: validate them, or see which rules fire on a log."),
    "approve": ("app.orchestrate.cli", "Approve the actions an incident is waiting on."),
    "reject": ("app.orchestrate.cli", "Reject the actions an incident is waiting on."),
    "nodes": ("app.orchestrate.cli", "Node health: ok, suspect, cordoned."),
    "dead-letters": (
        "app.ingest.dead_letters",
        "Accepted items the workers could not process: list and replay.",
    ),
    "llm": ("app.diagnose.cli", "The LLM diagnosis agent: check the endpoint, inspect prompts."),
    "notify": ("app.notify.cli", "Slack and webhook notifications."),
}


class LazyAreas(TyperGroup):
    """A command group that imports an area's command module only when one of its commands runs
    (or its own ``--help`` is asked for); the top-level ``--help`` lists them from :data:`AREAS`."""

    def list_commands(self, ctx: Any) -> list[str]:
        return [*self.commands, *(name for name in AREAS if name not in self.commands)]

    def get_command(self, ctx: Any, cmd_name: str) -> Any:
        found = self.commands.get(cmd_name)
        if found is None and cmd_name in AREAS:
            # A stand-in for listing; resolve_command loads the real one before anything runs.
            text = AREAS[cmd_name][1]
            return TyperCommand(cmd_name, help=text, short_help=text)
        return found

    def load(self, cmd_name: str) -> Any:
        if cmd_name not in self.commands and cmd_name in AREAS:
            area = typer.Typer(rich_markup_mode=None)  # plain help, as at the top
            importlib.import_module(AREAS[cmd_name][0]).register(area)
            for name, command in typer.main.get_group(area).commands.items():
                self.commands.setdefault(name, command)
        return self.commands.get(cmd_name)

    def resolve_command(self, ctx: Any, args: list[str]) -> Any:
        if args:
            self.load(args[0])
        return super().resolve_command(ctx, args)


app = typer.Typer(
    name="crashcart",
    help="Failure diagnosis and recovery for LLM training clusters.",
    no_args_is_help=True,
    pretty_exceptions_enable=False,
    add_completion=False,
    cls=LazyAreas,
    rich_markup_mode=None,  # plain help: typer's rich help costs more start-up than the rest of --help
)
db_app = typer.Typer(help="Database schema.", no_args_is_help=True)
tokens_app = typer.Typer(help="API tokens.", no_args_is_help=True)
app.add_typer(db_app, name="db")
app.add_typer(tokens_app, name="tokens")


def fail(message: str, code: int = 2) -> typer.Exit:
    typer.echo(f"error: {message}", err=True)
    return typer.Exit(code)


@app.callback()
def _global(
    server: Annotated[
        str | None, typer.Option(envvar="CRASHCART_SERVER", help="crashcart server URL")
    ] = None,
    token: Annotated[str | None, typer.Option(envvar="CRASHCART_TOKEN", help="API token")] = None,
) -> None:
    if not server and not token:
        return
    from pydantic import SecretStr

    settings = get_settings()
    if server:
        settings.server = server
    if token:
        settings.token = SecretStr(token)


def _logging(level: str) -> None:
    logging.basicConfig(level=level.upper(), format="%(asctime)s %(levelname)s %(name)s: %(message)s")


@app.command()
def serve(
    host: Annotated[str | None, typer.Option(help="bind address")] = None,
    port: Annotated[int | None, typer.Option(help="port")] = None,
    no_worker: Annotated[bool, typer.Option("--no-worker", help="API only; workers run elsewhere")] = False,
) -> None:
    """Run the API, the console and an in-process worker. Needs no configuration."""
    import asyncio

    from app.api.http_server import serve as serve_http
    from app.main import create_app
    from app.worker import preflight

    settings = get_settings()
    if no_worker:
        settings.require_shared_db("workers in other processes")
    asyncio.run(preflight(settings))
    _logging(settings.log_level)
    serve_http(
        create_app(settings, run_workers=not no_worker, freeze_gc=True),
        host=host or settings.host,
        port=port or settings.port,
        log_level=settings.log_level,
        header_timeout_s=settings.ingest.header_timeout_s,
    )


@app.command()
def worker() -> None:
    """Run a queue worker (scale-out with Redis Streams: start as many as you like)."""
    import asyncio

    from app.worker import run_worker

    settings = get_settings()
    _logging(settings.log_level)
    asyncio.run(run_worker(settings))


@db_app.command("upgrade")
def db_upgrade(revision: Annotated[str, typer.Argument(help="target revision")] = "head") -> None:
    """Apply database migrations."""
    from app.settings import mask_url
    from app.store.db import upgrade_sync

    settings = get_settings()
    if settings.is_memory_db:
        typer.echo(
            "nothing to upgrade: CRASHCART_DATABASE_URL is in memory (sqlite://); `crashcart serve` "
            "creates its schema when it starts, and the database is gone when it exits"
        )
        return
    settings.data_dir.mkdir(parents=True, exist_ok=True)
    url = settings.effective_database_url
    upgrade_sync(url, revision)
    typer.echo(f"database {mask_url(url)} at {revision}")


def _with_db(work: Callable[[AsyncSession], Awaitable[T]]) -> T:
    """Run ``work`` in one committed session on the configured database (migrating an embedded one)."""
    import asyncio

    from app.store.db import Database, upgrade

    settings = get_settings()
    settings.require_shared_db("this command")

    async def go() -> T:
        if settings.is_embedded_db:
            await upgrade(settings.effective_database_url)
        db = Database(settings.effective_database_url)
        try:
            async with db.session() as session:
                result = await work(session)
                await session.commit()
            return result
        finally:
            await db.dispose()

    try:
        return asyncio.run(go())
    except CrashcartError as exc:
        raise fail(exc.message) from exc


@tokens_app.command("create")
def tokens_create(
    role: Annotated[str, typer.Option(help="admin | operator | scheduler | shipper | viewer")],
    name: Annotated[str, typer.Option(help="what the token is for")] = "cli",
    expires: Annotated[
        str | None, typer.Option(help="when it stops working: 90d, 12h, 30m, an ISO date, or never")
    ] = None,
) -> None:
    """Create an API token and print it (only its hash is stored)."""
    from app.api.auth import create_token, parse_expiry

    async def work(session: AsyncSession) -> str:
        expires_at = parse_expiry(expires) if expires else None
        return await create_token(session, role, name, expires_at=expires_at, source="cli")

    typer.echo(_with_db(work))


@tokens_app.command("list")
def tokens_list(
    all_: Annotated[bool, typer.Option("--all", help="include revoked and expired tokens")] = False,
    fmt: Annotated[str, typer.Option("--format", help="text | json")] = "text",
) -> None:
    """List API tokens (never the secrets: only their hashes are stored)."""
    import json

    from app.store.tokens import ApiTokenRow, TokenRepository

    async def work(session: AsyncSession) -> list[ApiTokenRow]:
        return await TokenRepository(session).all(include_inactive=all_)

    rows = _with_db(work)

    def when(value: datetime | None) -> str:
        return value.strftime("%Y-%m-%dT%H:%M:%SZ") if value else "-"

    if fmt == "json":
        typer.echo(
            json.dumps(
                {
                    "tokens": [
                        {
                            "id": r.id,
                            "name": r.name,
                            "role": r.role,
                            "source": r.source,
                            "created_at": when(r.created_at),
                            "expires_at": None if r.expires_at is None else when(r.expires_at),
                            "active": r.active(),
                            "revoked_reason": r.revoked_reason,
                        }
                        for r in rows
                    ]
                }
            )
        )
        return
    typer.echo(f"{'id':>4}  {'role':<9} {'source':<11} {'expires':<20} {'state':<8} name")
    for r in rows:
        state = "active" if r.active() else ("revoked" if r.revoked else "expired")
        typer.echo(f"{r.id:>4}  {r.role:<9} {r.source:<11} {when(r.expires_at):<20} {state:<8} {r.name}")


@tokens_app.command("revoke")
def tokens_revoke(
    token: Annotated[str, typer.Argument(help="the token's id (from `tokens list`) or its name")],
) -> None:
    """Revoke a token (by id, or every token of a name) and end its console sessions. A running
    server stops accepting it within 30 s (at once when revoked through POST /v1/tokens/{id}/revoke)."""
    import getpass

    from app.api.auth import revoke_tokens
    from app.store.tokens import ApiTokenRow

    async def work(session: AsyncSession) -> list[ApiTokenRow]:
        return await revoke_tokens(session, token, by=f"cli:{getpass.getuser()}")

    for row in _with_db(work):
        typer.echo(f"revoked token {row.id} ({row.name}, {row.role})")


@app.command()
def config(
    fmt: Annotated[str, typer.Option("--format", help="text | json")] = "text",
) -> None:
    """Print the effective configuration: every setting, its value and where it came from
    (default, env, or the client file), with tokens, keys, webhooks and URL passwords masked."""
    import json

    from app.ingest.cli import client_file_values
    from app.settings_report import describe

    if fmt not in ("text", "json"):
        raise typer.BadParameter("text or json", param_hint="--format")
    settings = get_settings()
    path, supplied = client_file_values()
    rows = describe(settings, client_file=(path, set(supplied)))
    for row in rows:  # the client file's server and token are what client commands use
        if row["name"] == "CRASHCART_SERVER" and row["source"].startswith("file:"):
            row["value"] = supplied["CRASHCART_SERVER"]
        if row["name"] == "CRASHCART_TOKEN" and row["source"].startswith("file:"):
            row["value"] = "***"
    if fmt == "json":
        typer.echo(json.dumps({"settings": rows}, indent=2, default=str))
        return
    width = max(len(r["name"]) for r in rows)
    for r in rows:
        value = r["value"] if isinstance(r["value"], str) else json.dumps(r["value"], default=str)
        typer.echo(f"{r['name']:<{width}}  {value if value not in ('', 'null') else '-'}  ({r['source']})")


@app.command()
def demo(
    ranks: Annotated[int, typer.Option(min=2, max=8, help="training ranks (gloo, CPU)")] = 2,
    steps: Annotated[int, typer.Option(min=20, help="training steps")] = 30,
    fault: Annotated[str, typer.Option(help="injected fault: ecc (hardware) or crash (user code)")] = "ecc",
    workdir: Annotated[Path | None, typer.Option(help="keep logs and state here")] = None,
) -> None:
    """The whole loop on this machine: service, a multi-rank torch job, a fault, diagnosis, recovery."""
    from app.demo import run_demo

    if fault not in ("ecc", "crash"):
        raise typer.BadParameter("fault must be ecc or crash", param_hint="--fault")
    if not run_demo(ranks=ranks, steps=steps, fault=fault, keep=workdir):
        raise typer.Exit(1)


def get_settings() -> Settings:
    """The settings, imported on first use (pydantic-settings is not needed for `--help`)."""
    from app.settings import get_settings as current

    return current()


def main() -> None:
    try:
        code = app(standalone_mode=False)
    except typer.TyperException as exc:
        # One line instead of the boxed usage screen: "error: <what> (see '<command> --help')".
        ctx = getattr(exc, "ctx", None)
        hint = f" (see '{ctx.command_path} --help')" if ctx is not None else ""
        typer.echo(f"error: {exc.format_message()}{hint}", err=True)
        sys.exit(exc.exit_code)
    except CrashcartError as exc:
        typer.echo(f"error: {exc.message}", err=True)
        sys.exit(2)
    except (KeyboardInterrupt, typer.Abort):
        sys.exit(130)
    sys.exit(code if isinstance(code, int) else 0)
