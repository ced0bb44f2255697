"""`crashcart serve` with the console router guaranteed to be included (a no-op once main.py does)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import app.main
from tests.console.conftest import with_console

_create_app = app.main.create_app


def _create_app_with_console(*args: Any, **kwargs: Any) -> Any:
    return with_console(_create_app(*args, **kwargs))


app.main.create_app = _create_app_with_console  # type: ignore[assignment]

if __name__ == "__main__":
    from app.cli import main

    sys.argv[0] = "crashcart"
    main()
