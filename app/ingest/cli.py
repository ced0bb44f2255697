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
    # Under srun each task has its SLURM_PROCID; RANK is set by launchers (torchrun) for children.
    for var in ("SLURM_PROCID", "RANK", "OMPI_COMM_WORLD_RANK"):
        if os.environ.get(var, "").isdigit():
            return int(os.environ[var])
    return None


def _default_node() -> str:
    """This task's node as the scheduler names it: Slurm's node name (with several slurmd on one
    host it is not the host name), the Kubernetes node (downward API), else the host name."""
    for var in ("SLURMD_NODENAME", "CRASHCART_NODE_NAME", "KUBERNETES_NODE_NAME", "NODE_NAME"):
        if os.environ.get(var):
            return os.environ[var]
    return socket.gethostname()


def _default_job() -> str | None:
    # CRASHCART_JOB_ID names the job where the scheduler's id is not crashcart's.
    return os.environ.get("CRASHCART_JOB_ID") or os.environ.get("SLURM_JOB_ID") or None


def _default_run() -> str | None:
    """The scheduler's name of this run: a requeued Slurm job keeps its id, its restart count
    grows; a resubmitted one gets a new id (app/incidents/runs.py)."""
    if os.environ.get("CRASHCART_RUN"):
        return os.environ["CRASHCART_RUN"]
    if os.environ.get("SLURM_JOB_ID"):
        return f"{os.environ['SLURM_JOB_ID']}.{os.environ.get('SLURM_RESTART_COUNT') or 0}"
    return None


CLIENT_ENV_FILE = "/etc/crashcart/client.env"


def _client_config() -> tuple[str, str | None]:
    """Server URL and token of the client commands: CRASHCART_SERVER / CRASHCART_TOKEN from the
    environment, else from the site's client file (``$CRASHCART_CLIENT_ENV``, default
    /etc/crashcart/client.env: KEY=VALUE lines an admin puts on every node, with the URL and a
    *shipper* token, readable by the users whose jobs ship; docs/slurm.md), else the defaults."""
    settings = get_settings()
    server, token = settings.server, settings.token.get_secret_value() if settings.token else None
    path = Path(os.environ.get("CRASHCART_CLIENT_ENV") or CLIENT_ENV_FILE)
    if "CRASHCART_SERVER" in os.environ and "CRASHCART_TOKEN" in os.environ:
        return server, token
    try:
        text = path.read_text()
    except OSError:
        return server, token
    values = {}
    for line in text.splitlines():
        key, sep, value = line.strip().partition("=")
        if sep and key in ("CRASHCART_SERVER", "CRASHCART_TOKEN"):
            values[key] = value.strip().strip("\"'")
    if "CRASHCART_SERVER" not in os.environ and values.get("CRASHCART_SERVER"):
        server = values["CRASHCART_SERVER"]
    if "CRASHCART_TOKEN" not in os.environ and values.get("CRASHCART_TOKEN"):
        token = values["CRASHCART_TOKEN"]
    return server, token


def client_file_values() -> tuple[Path, dict[str, str]]:
    """The client file's path and the CRASHCART_SERVER / CRASHCART_TOKEN it supplies (those not
    set in the environment, which wins)."""
    path = Path(os.environ.get("CRASHCART_CLIENT_ENV") or CLIENT_ENV_FILE)
    try:
        text = path.read_text()
    except OSError:
        return path, {}
    values = {}
    for line in text.splitlines():
        key, sep, value = line.strip().partition("=")
        if sep and key in ("CRASHCART_SERVER", "CRASHCART_TOKEN") and key not in os.environ and value.strip():
            values[key] = value.strip().strip("\"'")
    return path, values


def _client() -> ApiClient:
    return ApiClient(*_client_config())


def ship(
    files: Annotated[list[Path], typer.Argument(help="log files to follow", show_default=False)],
    job: Annotated[str, typer.Option(help="job id (registered with POST /v1/jobs)")],
    node: Annotated[
        str | None, typer.Option(help="this node's name [default: $SLURMD_NODENAME, $NODE_NAME, hostname]")
    ] = None,
    rank: Annotated[int | None, typer.Option(help="the rank writing these files, if one")] = None,
    once: Annotated[bool, typer.Option("--once", help="ship what is there now, then exit")] = False,
    state_dir: Annotated[Path, typer.Option(help="where offsets are kept")] = Path.home() / ".crashcart",
) -> None:
    """Follow FILES (rotation too) and stream their lines to the server, at-least-once, resumable."""
    console = Console(stderr=True)
    for f in files:
        if not f.exists() and once:
            raise typer.BadParameter(f"no such file: {f}")
    node = node or _default_node()
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
    job: Annotated[
        str | None, typer.Option(help="job id [default: $CRASHCART_JOB_ID, $SLURM_JOB_ID]")
    ] = None,
    node: Annotated[
        str | None, typer.Option(help="this node's name [default: $SLURMD_NODENAME, $NODE_NAME, hostname]")
    ] = None,
    rank: Annotated[
        int | None, typer.Option(help="rank [default: $SLURM_PROCID, $RANK, $OMPI_COMM_WORLD_RANK]")
    ] = None,
    run_id: Annotated[
        str | None,
        typer.Option(
            "--run", help="this run's name [default: $CRASHCART_RUN, $SLURM_JOB_ID.$SLURM_RESTART_COUNT]"
        ),
    ] = None,
    drain_s: Annotated[
        float, typer.Option(help="seconds the rest may take to be delivered once COMMAND exited")
    ] = 10.0,
) -> None:
    """Run COMMAND, tee its stdout/stderr, stream them to the server and report its exit.

    Meant as the per-task wrapper under srun (`srun crashcart run -- python train.py`): it reads
    the job, node, rank and run from Slurm's environment, needs only a shipper token, and never
    makes the task wait on the server.
    """
    job = job or _default_job()
    if not job:
        raise typer.BadParameter("no --job, and neither $CRASHCART_JOB_ID nor $SLURM_JOB_ID is set")
    server, token = _client_config()
    # Short timeouts: a batch that cannot be delivered in time is counted, never waited for.
    client = ApiClient(server, token, give_up_after_s=min(30.0, max(drain_s, 1.0)), timeout_s=5.0)
    shipper = CommandShipper(
        client,
        job,
        node or _default_node(),
        rank if rank is not None else _default_rank(),
        run=run_id or _default_run(),
        drain_s=drain_s,
    )
    code = shipper.run(command)
    for line in shipper.summary():
        print(line, file=sys.stderr)
    raise typer.Exit(code)


def register(app: typer.Typer) -> None:
    app.command(name="ship")(ship)
    app.command(name="run", context_settings={"allow_interspersed_args": False})(run)
