"""The ``crashcart`` command line (CONTRACT.md)."""

from __future__ import annotations

import asyncio
import logging
import sys
from pathlib import Path
from typing import Annotated

import typer
from pydantic import SecretStr

from app.errors import CrashcartError
from app.settings import get_settings

app = typer.Typer(
    name="crashcart",
    help="Failure diagnosis and recovery for LLM training clusters.",
    no_args_is_help=True,
    pretty_exceptions_enable=False,
    add_completion=False,
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
    import uvicorn

    from app.main import create_app

    settings = get_settings()
    _logging(settings.log_level)
    uvicorn.run(
        create_app(settings, run_workers=not no_worker),
        host=host or settings.host,
        port=port or settings.port,
        log_level=settings.log_level,
    )


@app.command()
def worker() -> None:
    """Run a queue worker (scale-out with Redis Streams: start as many as you like)."""
    from app.worker import run_worker

    settings = get_settings()
    _logging(settings.log_level)
    asyncio.run(run_worker(settings))


@db_app.command("upgrade")
def db_upgrade(revision: Annotated[str, typer.Argument(help="target revision")] = "head") -> None:
    """Apply database migrations."""
    from app.store.db import upgrade_sync

    settings = get_settings()
    settings.data_dir.mkdir(parents=True, exist_ok=True)
    upgrade_sync(settings.effective_database_url, revision)
    typer.echo(f"database at {revision}")


@tokens_app.command("create")
def tokens_create(
    role: Annotated[str, typer.Option(help="admin | operator | scheduler | shipper | viewer")],
    name: Annotated[str, typer.Option(help="what the token is for")] = "cli",
) -> None:
    """Create an API token and print it (only its hash is stored)."""
    from app.api.auth import create_token
    from app.store.db import Database, upgrade

    settings = get_settings()

    async def go() -> str:
        if settings.is_embedded_db:
            await upgrade(settings.effective_database_url)
        db = Database(settings.effective_database_url)
        try:
            async with db.session() as session:
                token = await create_token(session, role, name)
                await session.commit()
            return token
        finally:
            await db.dispose()

    typer.echo(asyncio.run(go()))


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


def _register_areas() -> None:
    from app.classify import cli as classify_cli
    from app.compress import cli as compress_cli
    from app.diagnose import cli as diagnose_cli
    from app.ingest import cli as ingest_cli
    from app.notify import cli as notify_cli
    from app.orchestrate import cli as orchestrate_cli

    for module in (ingest_cli, compress_cli, classify_cli, orchestrate_cli, diagnose_cli, notify_cli):
        module.register(app)


_register_areas()


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
