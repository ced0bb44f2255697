"""A small HTTP client for the shippers: retries with backoff, clear errors for caller mistakes."""

from __future__ import annotations

import gzip
import json
from typing import Any

import httpx
from tenacity import (
    RetryCallState,
    Retrying,
    retry_if_exception,
    stop_after_delay,
    wait_exponential_jitter,
)

from app.errors import InvalidInput, Unauthorized, UpstreamError


class _Retryable(Exception):
    def __init__(self, message: str, retry_after: float | None = None) -> None:
        super().__init__(message)
        self.retry_after = retry_after


def _wait(state: RetryCallState) -> float:
    exc = state.outcome.exception() if state.outcome else None
    base = wait_exponential_jitter(multiplier=0.2, max=10)(state)
    if isinstance(exc, _Retryable) and exc.retry_after is not None:
        return max(base, exc.retry_after)
    return base


class ApiClient:
    """Posts to the crashcart API (gzip bodies); retries connection errors, 429 and 5xx, waiting
    at least what ``Retry-After`` asks, until ``give_up_after_s``."""

    def __init__(
        self,
        server: str,
        token: str | None,
        *,
        give_up_after_s: float = 300.0,
        timeout_s: float = 30.0,
        transport: httpx.BaseTransport | None = None,
        compress: bool = True,
    ) -> None:
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        self.http = httpx.Client(
            base_url=server.rstrip("/"), headers=headers, timeout=timeout_s, transport=transport
        )
        self.give_up_after_s = give_up_after_s
        # Log batches shrink ~10x; level 1 costs little CPU inside the training job's node.
        self.compress = compress

    def close(self) -> None:
        self.http.close()

    def _once(self, method: str, path: str, body: Any) -> Any:
        try:
            if body is not None and self.compress:
                data = gzip.compress(json.dumps(body, ensure_ascii=False).encode(), compresslevel=1)
                headers = {"Content-Type": "application/json", "Content-Encoding": "gzip"}
                resp = self.http.request(method, path, content=data, headers=headers)
            else:
                resp = self.http.request(method, path, json=body)
        except httpx.TransportError as exc:
            raise _Retryable(f"cannot reach {self.http.base_url}: {exc}") from exc
        if resp.status_code == 429 or resp.status_code >= 500:
            retry_after = resp.headers.get("retry-after")
            raise _Retryable(
                f"server answered {resp.status_code}",
                float(retry_after) if retry_after and retry_after.isdigit() else None,
            )
        if resp.status_code in (401, 403):
            raise Unauthorized(f"server refused the token ({resp.status_code}): {_message(resp)}")
        if resp.status_code >= 400:
            raise InvalidInput(f"server rejected {method} {path} ({resp.status_code}): {_message(resp)}")
        return resp.json() if resp.content else None

    def request(self, method: str, path: str, body: Any = None) -> Any:
        retrying = Retrying(
            retry=retry_if_exception(lambda e: isinstance(e, _Retryable)),
            wait=_wait,
            stop=stop_after_delay(self.give_up_after_s),
            reraise=True,
        )
        try:
            return retrying(self._once, method, path, body)
        except _Retryable as exc:
            raise UpstreamError(f"gave up after {self.give_up_after_s:.0f}s: {exc}") from exc

    def post_lines(self, job_id: str, lines: list[dict[str, Any]], run: str | None = None) -> None:
        body: dict[str, Any] = {"lines": lines}
        if run:
            body["run"] = run
        self.request("POST", f"/v1/jobs/{job_id}/logs", body)

    def post_exit(self, job_id: str, body: dict[str, Any]) -> None:
        self.request("POST", f"/v1/jobs/{job_id}/exit", body)


def _message(resp: httpx.Response) -> str:
    try:
        return str(resp.json()["error"]["message"])
    except (ValueError, KeyError, TypeError):
        return resp.text[:200]
