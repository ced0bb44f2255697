"""Read one YAML table beside the rule packs into its pydantic model, every failure a RuleError."""

from __future__ import annotations

from pathlib import Path
from typing import TypeVar

import yaml
from pydantic import BaseModel, ValidationError

from app.errors import RuleError

M = TypeVar("M", bound=BaseModel)


def load_rule_file(path: Path, model: type[M]) -> M:
    try:
        raw = yaml.safe_load(path.read_text(encoding="utf-8"))
    except yaml.YAMLError as exc:
        raise RuleError(f"{path}: invalid YAML: {getattr(exc, 'problem', None) or 'cannot parse'}") from exc
    except OSError as exc:
        raise RuleError(f"{path}: cannot read: {exc.strerror or exc}") from exc
    try:
        return model.model_validate(raw)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"]) or "file"
        raise RuleError(f"{path}: {where}: {first['msg']}") from exc
