"""Helpers of the notify tests: a real HTTP server on loopback that plays Slack and a webhook
receiver (scripted answers, recorded hits), settings and row factories."""

from __future__ import annotations

import itertools
import threading
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from app.notify.config import NotifyConfig
from app.settings import Settings
from app.store.base import Base
from app.store.db import Database
from app.store.incidents import IncidentRow
from app.store.jobs import JobRow
from app.store.notify import NotificationRow

_ids = itertools.count(1)
SECRET = "s3cret-for-tests"


@dataclass
class Hit:
    at: float
    path: str
    headers: dict[str, str]
    body: bytes


@dataclass
class Answer:
    status: int = 200
    headers: dict[str, str] = field(default_factory=dict)
    body: bytes = b"ok"
    delay_s: float = 0.0


class Peer:
    """A loopback HTTP server; each POST takes the next scripted answer (200 once they run out)."""

    def __init__(self) -> None:
        self.hits: list[Hit] = []
        self.answers: list[Answer] = []
        self.received = threading.Event()
        peer = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
                peer.hits.append(Hit(time.monotonic(), self.path, dict(self.headers.items()), body))
                peer.received.set()
                answer = peer.answers.pop(0) if peer.answers else Answer()
                if answer.delay_s:
                    time.sleep(answer.delay_s)
                try:
                    self.send_response(answer.status)
                    for k, v in answer.headers.items():
                        self.send_header(k, v)
                    self.send_header("Content-Length", str(len(answer.body)))
                    self.end_headers()
                    self.wfile.write(answer.body)
                except OSError:  # the client hung up (a "crashed" runner)
                    pass

            def log_message(self, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.server.block_on_close = False
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server.server_address[1]}"

    def on(self, path: str) -> list[Hit]:
        return [h for h in self.hits if h.path == path]

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()


def make_config(settings: Settings, **overrides: Any) -> NotifyConfig:
    base = NotifyConfig.from_settings(settings)
    values = {**base.__dict__, "public_url": "https://crashcart.example", "backoff_base_s": 0.01, **overrides}
    return NotifyConfig(**values)


async def create_notify_schema(database: Database) -> None:
    # Until the lead regenerates the initial migration with the notifications table.
    async with database.engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all, tables=[NotificationRow.__table__])


MakeIncident = Callable[..., Awaitable[int]]


async def insert_incident(database: Database, job_id: str | None = None, **fields: Any) -> int:
    job_id = job_id or f"job-{next(_ids)}"
    async with database.session() as session:
        if await session.get(JobRow, job_id) is None:
            session.add(
                JobRow(
                    job_id=job_id,
                    nodes=["gpu01", "gpu02"],
                    owner="alice",
                    notify=["U0ALICE1", "ops@example.com"],
                )
            )
            await session.flush()
        values: dict[str, Any] = {
            "state": "acting",
            "category": "ecc_error",
            "layer": "infrastructure",
            "blame": "node_hardware",
            "action": "cordon_and_restart",
            "confidence": 0.93,
            "source": "rule",
            "fingerprint": "fp-ecc-1",
            "culprit_nodes": ["gpu02"],
            "culprit_ranks": [5],
            "root_cause_line": "RuntimeError: CUDA error: uncorrectable ECC error encountered",
            "evidence": [],
            "rule_ids": ["cuda.ecc_uncorrectable"],
            "explanation": "rule verdict",
            **fields,
        }
        row = IncidentRow(job_id=job_id, **values)
        session.add(row)
        await session.commit()
        return row.id
