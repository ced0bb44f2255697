"""Which command the local backend may run for a job: the operator's, or an admin's, never a caller's.

A job's ``spec`` reaches the server from a ``scheduler`` token (a prolog) and is untrusted. The
local backend runs a process on the crashcart host, so what it runs must come from one of:

- a **template** the operator configured (``CRASHCART_LOCAL__COMMANDS``), named by the job's spec
  as ``{"template": "<name>"}``: any job-registering token may pick one;
- a spec carrying ``command`` (and ``resume_flag``, ``cwd``, ``env``, ``log``) that was submitted
  with an **admin** token. The route records that fact under :data:`TRUST_KEY` with a digest of
  exactly those fields; a caller can never send that key, and a later change of any of them by
  anyone else breaks the digest.

:func:`admit_spec` is the check at the door (``POST /v1/jobs``); :func:`resolve` is the check
again where the process is started, so a row that got into the database some other way (an
older version, a merge of specs) still runs nothing it should not.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from typing import Any

from app.errors import BackendError, Forbidden, InvalidInput
from app.settings import LocalCommand

# Spec fields that decide what runs on the crashcart host (local) or what is submitted on the
# cluster under crashcart's account (sbatch_args): only an admin may set them directly.
EXEC_KEYS = ("command", "resume_flag", "cwd", "env", "log")
ADMIN_ONLY_KEYS = (*EXEC_KEYS, "sbatch_args")
TEMPLATE_KEY = "template"
TRUST_KEY = "_crashcart_trust"
RESERVED_PREFIX = "_crashcart"


@dataclass(frozen=True)
class Command:
    """What the local backend will run: argv, resume flag, working directory, env, log file."""

    argv: tuple[str, ...]
    resume_flag: str | None = None
    cwd: str | None = None
    env: dict[str, str] = field(default_factory=dict)
    log: str | None = None
    source: str = ""  # "template <name>" or "admin <token name>", for messages

    def resume_argv(self, checkpoint_dir: str | None) -> list[str]:
        """The command with its resume flag. The flag is split first and ``{checkpoint_dir}``
        filled into each word, so a checkpoint path (from the registration) stays one argument
        and can never add options of its own."""
        argv = list(self.argv)
        if self.resume_flag:
            words = self.resume_flag.split()
            if any("{checkpoint_dir}" in w for w in words) and (
                not checkpoint_dir or checkpoint_dir.startswith("-") or "\x00" in checkpoint_dir
            ):
                raise BackendError(
                    f"cannot fill {{checkpoint_dir}} in the resume flag with {checkpoint_dir!r}"
                )
            argv += [w.replace("{checkpoint_dir}", checkpoint_dir or "") for w in words]
        return argv


def exec_digest(spec: dict[str, Any]) -> str:
    fields = {k: spec.get(k) for k in EXEC_KEYS}
    return hashlib.sha256(json.dumps(fields, sort_keys=True, default=str).encode()).hexdigest()


def admit_spec(
    spec: dict[str, Any], *, role: str, name: str, templates: dict[str, LocalCommand]
) -> dict[str, Any]:
    """The spec to store for a job registered by ``name`` (``role``), or Forbidden/InvalidInput.

    The result sets every command field explicitly (None when absent), so the stored spec's
    command is exactly what this registration said, never a merge with an older one.
    """
    reserved = sorted(k for k in spec if k.startswith(RESERVED_PREFIX))
    if reserved:
        raise InvalidInput(f"spec keys starting with {RESERVED_PREFIX!r} are reserved: {', '.join(reserved)}")
    given = [k for k in ADMIN_ONLY_KEYS if spec.get(k) is not None]
    template = spec.get(TEMPLATE_KEY)
    if template is not None and (not isinstance(template, str) or template not in templates):
        known = ", ".join(sorted(templates)) or "none are configured"
        raise InvalidInput(
            f"spec.template {template!r} is not a command template of this server ({known}); "
            "the operator sets them in CRASHCART_LOCAL__COMMANDS"
        )
    if template is not None and any(k in EXEC_KEYS for k in given):
        raise InvalidInput("spec: give either a template or a command, not both")
    if given and role != "admin":
        raise Forbidden(
            f"only an admin token may set spec.{given[0]}: it decides what crashcart runs. Use "
            'spec {"template": "<name>"} with a command the operator configured '
            "(CRASHCART_LOCAL__COMMANDS), or register the job with an admin token"
        )
    if not given and template is None:
        return dict(spec)  # nothing about commands: the stored command (if any) is kept as is
    admitted = {**spec, **{k: spec.get(k) for k in EXEC_KEYS}, TEMPLATE_KEY: template, TRUST_KEY: None}
    if any(k in EXEC_KEYS for k in given):
        admitted[TRUST_KEY] = {"by": name, "role": role, "digest": exec_digest(admitted)}
    return admitted


def _strings(value: Any, what: str) -> list[str]:
    if not isinstance(value, list) or not value or not all(isinstance(a, str | int | float) for a in value):
        raise BackendError(f"spec.{what} must be a non-empty list of strings")
    return [str(a) for a in value]


def resolve(job_id: str, spec: dict[str, Any], templates: dict[str, LocalCommand]) -> Command:
    """The command the local backend may run for this job, or BackendError saying why none."""
    template = spec.get(TEMPLATE_KEY)
    if template is not None:
        chosen = templates.get(str(template))
        if chosen is None:
            raise BackendError(
                f"job {job_id}: command template {template!r} is not configured on this server"
            )
        return Command(
            tuple(chosen.command),
            chosen.resume_flag,
            chosen.cwd,
            dict(chosen.env),
            chosen.log,
            source=f"template {template}",
        )
    if spec.get("command") is None:
        raise BackendError(f"job {job_id}: spec has no command to run")
    trust = spec.get(TRUST_KEY)
    if not (
        isinstance(trust, dict) and trust.get("role") == "admin" and trust.get("digest") == exec_digest(spec)
    ):
        raise BackendError(
            f"job {job_id}: refusing to run its spec.command: it was not set by an admin token nor "
            "taken from a command template of this server"
        )
    env = spec.get("env") or {}
    if not isinstance(env, dict):
        raise BackendError("spec.env must be an object")
    return Command(
        tuple(_strings(spec["command"], "command")),
        None if spec.get("resume_flag") is None else str(spec["resume_flag"]),
        None if spec.get("cwd") is None else str(spec["cwd"]),
        {str(k): str(v) for k, v in env.items()},
        None if spec.get("log") is None else str(spec["log"]),
        source=f"admin {trust.get('by')}",
    )
