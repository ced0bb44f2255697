"""The training-side library: asynchronous verified checkpoints, heartbeats, a hang watchdog.

Imported by training jobs, so it pulls in torch and httpx but none of the service stack
(no fastapi, sqlalchemy or redis; ``tests/agent/test_agent_imports.py`` checks it).
"""

from __future__ import annotations

from app.agent.agent import CheckpointAgent
from app.agent.persist import SaveHandle

__all__ = ["CheckpointAgent", "SaveHandle"]
