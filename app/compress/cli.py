"""``crashcart templates FILE``: offline compression of a log file.

The miner, the settings and rich are imported when the command runs, not when it is registered
(``crashcart templates --help`` stays as quick as ``crashcart --help``).
"""

from __future__ import annotations

import json
import os
import sys
from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING

import typer

from app.errors import CrashcartError

if TYPE_CHECKING:
    from app.compress.service import CompressionResult
    from app.compress_settings import CompressSettings


class OutputFormat(StrEnum):
    text = "text"
    json = "json"


def register(app: typer.Typer) -> None:
    app.command("templates")(templates)


def templates(
    file: Path = typer.Argument(..., exists=True, dir_okay=False, readable=True, help="A log file."),
    output_format: OutputFormat = typer.Option(OutputFormat.text, "--format", help="text or json."),
    top: int = typer.Option(30, "--top", min=0, help="Templates to list in text output (most frequent)."),
    show_digest: bool = typer.Option(
        False, "--digest", help="Also build the LLM digest: print it and its compression ratio."
    ),
    budget: int | None = typer.Option(
        None, "--budget", min=100, help="Digest budget in tokens (implies --digest)."
    ),
) -> None:
    """Mine the templates of a log: counts, compression ratio; json gives the template id of every line.

    The digest (what the LLM would read, and the ratio raw -> digest) is built only with --digest or
    --budget: the templates alone are several times faster on a large log."""
    from rich.console import Console
    from rich.progress import BarColumn, DownloadColumn, Progress, TimeRemainingColumn, TransferSpeedColumn

    from app.compress.service import compress_lines, read_lines

    limits = _limits()
    size = file.stat().st_size
    err = Console(stderr=True)
    try:
        with Progress(
            "[progress.description]{task.description}",
            BarColumn(),
            DownloadColumn(),
            TransferSpeedColumn(),
            TimeRemainingColumn(),
            console=err,
            transient=True,
            disable=not err.is_terminal or size < 8 * 1024 * 1024,
        ) as progress:
            task = progress.add_task(f"compressing {file.name}", total=size)
            result = compress_lines(
                read_lines(file),
                limits,
                digest_budget_tokens=budget,
                with_digest=show_digest or budget is not None,
                on_progress=lambda done: progress.update(task, completed=done),
            )
    except CrashcartError as exc:
        err.print(f"error: {exc.message}", markup=False, highlight=False)
        raise typer.Exit(2) from exc
    if output_format is OutputFormat.json:
        json.dump(_as_json(result), sys.stdout, separators=(",", ":"))
        sys.stdout.write("\n")
    else:
        _print_text(result, top, show_digest)


def _limits() -> CompressSettings:
    """The miner's limits: the service's settings only when a ``CRASHCART_COMPRESS__*`` variable
    sets one (there is no settings file), else the defaults without importing pydantic-settings."""
    if any(key.upper().startswith("CRASHCART_COMPRESS__") for key in os.environ):
        from app.settings import get_settings

        return get_settings().compress
    from app.compress_settings import CompressSettings

    return CompressSettings()


def _as_json(result: CompressionResult) -> dict[str, object]:
    digest = result.digest
    return {
        "lines": result.lines,
        "raw_bytes": result.raw_bytes,
        "raw_tokens": result.raw_tokens,
        "digest_tokens": digest.tokens if digest else None,
        "template_ids": result.template_ids.tolist(),
        "templates": [
            {
                "id": t.id,
                "template": t.template,
                "count": t.count,
                "first_index": t.first_index,
                "last_index": t.last_index,
            }
            for t in result.compressor.templates()
        ],
    }


def _print_text(result: CompressionResult, top: int, show_digest: bool) -> None:
    from rich.console import Console
    from rich.table import Table
    from rich.text import Text

    out = Console(highlight=False)
    stats = sorted(result.compressor.templates(), key=lambda t: (-t.count, t.id))
    table = Table(title=f"{len(stats)} templates in {result.lines} lines", title_justify="left")
    for name, justify in (("id", "right"), ("count", "right"), ("first", "right"), ("last", "right")):
        table.add_column(name, justify=justify)  # type: ignore[arg-type]
    table.add_column("template", overflow="fold")
    for t in stats[:top]:
        table.add_row(str(t.id), str(t.count), str(t.first_index), str(t.last_index), Text(t.template))
    out.print(table)
    if len(stats) > top:
        out.print(f"... {len(stats) - top} more (--top N to list more)")
    digest = result.digest
    if digest is not None:
        digest_bytes = len(digest.text.encode())
        out.print(
            f"raw {result.raw_bytes} bytes / {result.raw_tokens} tokens -> digest {digest_bytes} bytes / "
            f"{digest.tokens} tokens: {result.raw_bytes / max(digest_bytes, 1):.1f}x bytes, "
            f"{result.raw_tokens / max(digest.tokens, 1):.1f}x tokens (tokens ~ chars/4)"
        )
        if show_digest:
            out.print(digest.text, markup=False)
