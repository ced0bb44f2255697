"""Bounded path and query parameters shared by the routes: an id the database cannot hold is a 422."""

from __future__ import annotations

from typing import Annotated

from fastapi import Path

from app.ingest.schemas import JOB_ID_PATTERN, MAX_ID, NAME_PATTERN

IdPath = Annotated[int, Path(ge=1, le=MAX_ID, description="a 64-bit id")]
JobIdPath = Annotated[str, Path(pattern=JOB_ID_PATTERN, description="the scheduler's job id")]
NodePath = Annotated[str, Path(min_length=1, max_length=255, pattern=NAME_PATTERN, description="a node name")]
