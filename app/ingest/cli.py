"""``crashcart ship`` and ``crashcart run``."""

from __future__ import annotations

import os
import signal
import socket
import sys
import threading
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console

from app.ingest.client import ApiClient
from app.ingest.shipper import CommandShipper, FileShipper, default_state_path
from app.ingest.tailer import CursorStore
from app.settings import get_settings


def _default_rank() -> int | None:
    for var in ("RANK", "SLURM_PROCID", "OMPI_COMM_WORLD_RANK"):
        if os.environ.get(var, "").isdigit():
            return int(os.environ[var])
    return None


def _client() -> ApiClient:
    settings = get_settings()
    token = settings.token.get_secret_value() if settings.token else None
    return ApiClient(settings.server, token)


def ship(
    files: Annotated[list[Path], typer.Argument(help="log files to follow", show_default=False)],
    job: Annotated[str, typer.Option(help="job id (registered with POST /v1/jobs)")],
    node: Annotated[str | None, typer.Option(help="this node's name [default: hostname]")] = None,
    rank: Annotated[int | None, typer.Option(help="the rank writing these files, if one")] = None,
    once: Annotated[bool, typer.Option("--once", help="ship what is there now, then exit")] = False,
    state_dir: Annotated[Path, typer.Option(help="where offsets are kept")] = Path.home() / ".crashcart",
) -> None:
    """Follow FILES (rotation too) and stream their lines to the server, at-least-once, resumable."""
    console = Console(stderr=True)
    for f in files:
        if not f.exists() and once:
            raise typer.BadParameter(f"no such file: {f}")
    node = node or socket.gethostname()
    state = CursorStore(default_state_path(state_dir, job, node, rank))
    shipper = FileShipper(_client(), job, node, rank, files, state)
    stop = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stop.set())
    try:
        if once:
            with console.status("shipping...") as status:
                total = 0
                while n := shipper.poll(final=True):
                    total += n
                    status.update(f"shipped {total} lines")
            console.print(f"shipped {shipper.shipped} lines of {len(files)} file(s) for job {job}")
        else:
            console.print(f"following {len(files)} file(s) for job {job}; Ctrl-C to stop")
            shipper.follow(stop)
    except KeyboardInterrupt:
        pass
    finally:
        shipper.close()


def run(
    command: Annotated[list[str], typer.Argument(help="the command, after --", show_default=False)],
    job: Annotated[str, typer.Option(help="job id (registered with POST /v1/jobs)")],
    node: Annotated[str | None, typer.Option(help="this node's name [default: hostname]")] = None,
    rank: Annotated[int | None, typer.Option(help="rank [default: $RANK or $SLURM_PROCID]")] = None,
) -> None:
    """Run COMMAND, tee its stdout/stderr, stream them to the server and report its exit."""
    shipper = CommandShipper(
        _client(), job, node or socket.gethostname(), rank if rank is not None else _default_rank()
    )
    code = shipper.run(command)
    if shipper.send_errors:
        print(
            f"crashcart: {len(shipper.send_errors)} batch(es) not delivered: {shipper.send_errors[-1]}",
            file=sys.stderr,
        )
    if shipper.dropped:
        print(f"crashcart: {shipper.dropped} line(s) dropped (server too slow)", file=sys.stderr)
    raise typer.Exit(code)


def register(app: typer.Typer) -> None:
    app.command(name="ship")(ship)
    app.command(name="run", context_settings={"allow_interspersed_args": False})(run)
