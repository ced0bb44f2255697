"""The offline ``crashcart templates`` does not load the service's settings (pydantic-settings)
unless a ``CRASHCART_COMPRESS__*`` variable asks for them, which it then honours."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PROBE = (
    "import sys, runpy\n"
    "sys.argv = ['crashcart', 'templates', sys.argv[1], '--format', 'json']\n"
    "try:\n"
    "    runpy.run_module('app', run_name='__main__')\n"
    "except SystemExit:\n"
    "    pass\n"
    "print('pydantic_settings' in sys.modules, 'app.settings' in sys.modules, file=sys.stderr)\n"
)


def _run(path: Path, **env: str) -> tuple[str, str]:
    clean = {k: v for k, v in os.environ.items() if not k.startswith("CRASHCART_")}
    done = subprocess.run(
        [sys.executable, "-c", PROBE, str(path)],
        env={**clean, "PYTHONPATH": str(ROOT), **env},
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
    )
    return done.stdout, done.stderr.strip().splitlines()[-1]


def test_templates_runs_without_the_service_settings_unless_asked(tmp_path: Path) -> None:
    log = tmp_path / "a.log"
    log.write_text("step 1 loss 2.0\nNCCL INFO Channel 00/0 : 0[0] -> 1[1] via P2P\nstep 2 loss 1.5\n")
    out, loaded = _run(log)
    assert '"templates"' in out or '"lines"' in out
    assert loaded == "False False"
    capped, loaded = _run(log, CRASHCART_COMPRESS__MAX_TEMPLATES_PER_JOB="1")
    assert loaded == "True True"
    assert out != capped  # the limit was applied
