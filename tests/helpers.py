"""Helpers for the service tests: a client wrapper and line builders."""

from __future__ import annotations

import asyncio
from typing import Any

import httpx

from app.settings import Settings

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
