"""Helpers for the service tests: a client wrapper and line builders."""

from __future__ import annotations

import asyncio
import os
import subprocess
import time
from pathlib import Path
from typing import Any

import httpx

from app.settings import Settings

# The Loghub 2k sets (research-use licence: read in place, never shipped); CI has shared/ beside the clone.
LOGHUB_DIR = Path(
    os.environ.get("CRASHCART_LOGHUB_DIR", Path(__file__).resolve().parents[2] / "shared" / "data" / "loghub")
)

TOKENS = {
    "admin": "t-admin",
    "operator": "t-operator",
    "scheduler": "t-scheduler",
    "shipper": "t-shipper",
    "viewer": "t-viewer",
}


class Service:
    """A running crashcart (API and in-process worker) behind an httpx client."""

    def __init__(self, client: httpx.AsyncClient, settings: Settings) -> None:
        self.client = client
        self.settings = settings

    @staticmethod
    def auth(role: str) -> dict[str, str]:
        return {"Authorization": f"Bearer {TOKENS[role]}"}

    async def register(self, job_id: str, nodes: list[str] | None = None, **extra: Any) -> dict[str, Any]:
        body = {"job_id": job_id, "scheduler": "local", "nodes": nodes or ["gpu01", "gpu02"], **extra}
        resp = await self.client.post("/v1/jobs", json=body, headers=self.auth("scheduler"))
        assert resp.status_code in (200, 201), resp.text
        return dict(resp.json())

    async def post_lines(self, job_id: str, lines: list[dict[str, Any]]) -> httpx.Response:
        return await self.client.post(
            f"/v1/jobs/{job_id}/logs", json={"lines": lines}, headers=self.auth("shipper")
        )

    async def job(self, job_id: str) -> dict[str, Any]:
        resp = await self.client.get(f"/v1/jobs/{job_id}", headers=self.auth("viewer"))
        assert resp.status_code == 200, resp.text
        return dict(resp.json())

    async def wait_for(self, predicate: Any, timeout: float = 10.0, interval: float = 0.05) -> Any:
        deadline = asyncio.get_running_loop().time() + timeout
        while True:
            value = await predicate()
            if value:
                return value
            if asyncio.get_running_loop().time() > deadline:
                raise AssertionError(f"condition not met within {timeout}s")
            await asyncio.sleep(interval)


def lines_of(
    texts: list[str], node: str = "gpu01", rank: int | None = 0, start_seq: int = 1, stream: str = "stderr"
) -> list[dict[str, Any]]:
    return [
        {"node": node, "rank": rank, "stream": stream, "seq": start_seq + i, "ts": 1.0, "line": t}
        for i, t in enumerate(texts)
    ]


def free_port() -> int:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class LiveServer:
    """``crashcart serve`` in a subprocess on a free loopback port (embedded mode)."""

    def __init__(
        self,
        data_dir: Any,
        extra_env: dict[str, str] | None = None,
        cwd: Any = None,
        serve_args: tuple[str, ...] = (),
    ) -> None:
        import os
        import subprocess
        import sys

        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.data_dir = data_dir
        env = {k: v for k, v in os.environ.items() if not k.startswith("CRASHCART_")}
        env.update(
            CRASHCART_DATA_DIR=str(data_dir),
            CRASHCART_TOKENS=",".join(f"{r}:{t}" for r, t in TOKENS.items()),
            CRASHCART_LOG_LEVEL="warning",
            **(extra_env or {}),
        )
        self.log_path = data_dir.parent / f"server-{self.port}.log"
        data_dir.mkdir(parents=True, exist_ok=True)
        with self.log_path.open("ab") as out:
            self.proc = subprocess.Popen(
                [sys.executable, "-m", "app", "serve", *serve_args, "--port", str(self.port)],
                env=env,
                stdout=out,
                stderr=subprocess.STDOUT,
                cwd=cwd,
            )
        self.http = httpx.Client(base_url=self.url, timeout=10)
        try:
            self._wait_ready()
        except BaseException:
            # Never left running: an orphan server outlives the session, and its Popen's
            # "still running" warning at exit turns the whole run red.
            self.stop()
            raise

    def _wait_ready(self, timeout: float = 60.0) -> None:
        wait_until_ready(self.proc, self.http, "/readyz", self.log_path, "server", timeout, poll_s=0.2)

    def get(self, path: str, role: str = "viewer", **kw: Any) -> Any:
        resp = self.http.get(path, headers=Service.auth(role), **kw)
        assert resp.status_code == 200, resp.text
        return resp.json()

    def post(self, path: str, body: Any, role: str = "scheduler") -> Any:
        resp = self.http.post(path, json=body, headers=Service.auth(role))
        assert resp.status_code in (200, 201, 202), resp.text
        return resp.json()

    def wait_until(self, predicate: Any, timeout: float = 30.0) -> Any:
        return wait_until(predicate, timeout)

    def stop(self) -> None:
        self.http.close()
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=20)
            except Exception:
                self.proc.kill()
                self.proc.wait()


def wait_until(predicate: Any, timeout: float = 30.0, what: str = "condition", interval: float = 0.1) -> Any:
    """``predicate()``'s first truthy value, polled every ``interval`` seconds for ``timeout``."""
    deadline = time.monotonic() + timeout
    while True:
        value = predicate()
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"{what} not reached within {timeout}s")
        time.sleep(interval)


def wait_until_ready(
    proc: subprocess.Popen[bytes],
    http: httpx.Client,
    path: str,
    log: Path,
    name: str,
    timeout: float,
    poll_s: float = 0.1,
) -> None:
    """Poll ``path`` until it answers 200; fail with the process's log if it exits or times out."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise AssertionError(f"{name} exited: {log.read_text()[-3000:]}")
        try:
            if http.get(path).status_code == 200:
                return
        except httpx.TransportError:
            pass
        time.sleep(poll_s)
    raise AssertionError(f"{name} did not become ready: {log.read_text()[-3000:]}")
