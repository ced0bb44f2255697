"""The door of every request, as pure ASGI middleware: body size and the bytes of the URL.

* A body over the limit is answered 413 on every route, whether it announced its length
  (``Content-Length``) or streamed in chunks: the middleware answers itself and tells the
  application the client went away, so no parser downstream can turn it into a 400 or a 500.
* A gzip body (``Content-Encoding: gzip``, what the shippers send) is inflated before any route
  sees it, at most to ``max_decompressed_bytes`` (a zip bomb is a 413, a corrupt or truncated
  stream a 400, another encoding a 415).
* A path or query string holding control characters (``%00``...) is a 422 before any route
  runs: such a value could only reach the database, which refuses it (PostgreSQL: NUL).
"""

from __future__ import annotations

import asyncio
import json
import re
import zlib
from urllib.parse import parse_qsl

from starlette.types import ASGIApp, Message, Receive, Scope, Send

_CONTROL = re.compile(r"[\x00-\x1f\x7f\ud800-\udfff]")


async def send_error(send: Send, status: int, code: str, message: str) -> None:
    body = json.dumps({"error": {"code": code, "message": message}}).encode()
    await send(
        {
            "type": "http.response.start",
            "status": status,
            "headers": [
                (b"content-type", b"application/json"),
                (b"content-length", str(len(body)).encode()),
            ],
        }
    )
    await send({"type": "http.response.body", "body": body})


class RequestSizeLimit:
    def __init__(self, app: ASGIApp, max_bytes: int) -> None:
        self.app = app
        self.max_bytes = max_bytes

    async def _reject(self, send: Send) -> None:
        await send_error(send, 413, "payload_too_large", f"request body over {self.max_bytes} bytes")

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        for name, value in scope.get("headers", []):
            if name == b"content-length" and value.isdigit() and int(value) > self.max_bytes:
                await self._reject(send)
                return
        received = 0
        started = False
        rejected = False

        async def limited_receive() -> Message:
            nonlocal received, rejected
            if rejected:
                return {"type": "http.disconnect"}
            message = await receive()
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > self.max_bytes:
                    # Answer now, then let the application see a client that went away.
                    rejected = True
                    if not started:
                        await self._reject(send)
                    return {"type": "http.disconnect"}
            return message

        async def guarded_send(message: Message) -> None:
            nonlocal started
            if rejected:
                return  # the 413 is the answer; whatever the application makes of it is dropped
            if message["type"] == "http.response.start":
                started = True
            await send(message)

        try:
            await self.app(scope, limited_receive, guarded_send)
        except Exception:
            if not rejected:
                raise


class UrlGuard:
    """422 for control characters in the path or a query value (both modes behave the same)."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http":
            path: str = scope.get("path", "")
            query = scope.get("query_string", b"").decode("latin-1")
            bad = _CONTROL.search(path) is not None or any(
                _CONTROL.search(k) or _CONTROL.search(v) for k, v in parse_qsl(query, keep_blank_values=True)
            )
            if bad:
                await send_error(
                    send, 422, "invalid_input", "control characters are not allowed in the path or query"
                )
                return
        await self.app(scope, receive, send)


class _Inflated(Exception):
    pass


def inflate(data: bytes, max_bytes: int) -> bytes:
    """The gzip stream ``data`` (one member or several) inflated; ValueError if it is corrupt or
    truncated, :class:`_Inflated` when it would exceed ``max_bytes`` (never allocated past it)."""
    out = bytearray()
    while True:
        d = zlib.decompressobj(wbits=16 + zlib.MAX_WBITS)
        try:
            out += d.decompress(data, max_bytes + 1 - len(out))
        except zlib.error as exc:
            raise ValueError(f"corrupt gzip body: {exc}") from exc
        if len(out) > max_bytes or d.unconsumed_tail:
            raise _Inflated
        if not d.eof:
            raise ValueError("truncated gzip body")
        data = d.unused_data.lstrip(b"\0")
        if not data:
            return bytes(out)


class GzipRequest:
    """Inflate ``Content-Encoding: gzip`` request bodies (inside the size limit, which counts the
    compressed bytes) so routes only ever see plain JSON."""

    def __init__(self, app: ASGIApp, max_bytes: int) -> None:
        self.app = app
        self.max_bytes = max_bytes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        headers: list[tuple[bytes, bytes]] = list(scope.get("headers", []))
        encoding = b", ".join(v for k, v in headers if k == b"content-encoding").strip().lower()
        if encoding in (b"", b"identity"):
            await self.app(scope, receive, send)
            return
        if encoding not in (b"gzip", b"x-gzip"):
            await send_error(
                send,
                415,
                "unsupported_media_type",
                f"Content-Encoding {encoding.decode('latin-1')!r} is not supported: send gzip or none",
            )
            return
        chunks: list[bytes] = []
        while True:
            message = await receive()
            if message["type"] == "http.disconnect":
                return  # the client went away, or the size limit answered 413 already
            chunks.append(message.get("body", b""))
            if not message.get("more_body"):
                break
        try:
            body = await asyncio.to_thread(inflate, b"".join(chunks), self.max_bytes)  # MiBs: off the loop
        except _Inflated:
            await send_error(
                send, 413, "payload_too_large", f"gzip body inflates to over {self.max_bytes} bytes"
            )
            return
        except ValueError as exc:
            await send_error(send, 400, "bad_request", str(exc))
            return
        kept = [(k, v) for k, v in headers if k not in (b"content-encoding", b"content-length")]
        scope = {**scope, "headers": [*kept, (b"content-length", str(len(body)).encode())]}
        delivered = False

        async def inflated_receive() -> Message:
            nonlocal delivered
            if delivered:
                return await receive()
            delivered = True
            return {"type": "http.request", "body": body, "more_body": False}

        await self.app(scope, inflated_receive, send)
