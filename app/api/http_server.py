"""Running the ASGI app under uvicorn with a header read timeout (slowloris).

uvicorn closes idle keep-alive connections, but a connection that sent part of a request head
and then nothing more is held open for ever: a thousand of them hold a thousand sockets and
file descriptors. The protocol below closes a connection whose request head is not complete
``header_timeout_s`` after its first byte (or after the connection opened).
"""

from __future__ import annotations

import asyncio
from typing import Any

import uvicorn
from uvicorn.protocols.http.h11_impl import H11Protocol

try:
    from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol

    _BASE: type[Any] = HttpToolsProtocol
except ImportError:  # pragma: no cover - httptools is part of uvicorn[standard]
    _BASE = H11Protocol


def with_header_timeout(base: type[Any], header_timeout_s: float) -> type[asyncio.Protocol]:
    """A subclass of uvicorn's HTTP protocol ``base`` that enforces the header read timeout."""

    class HeaderTimeoutProtocol(base):  # type: ignore[misc]
        _head_timer: asyncio.TimerHandle | None = None

        def _waiting_for_head(self) -> bool:
            return self.cycle is None or bool(self.cycle.response_complete)

        def _arm(self) -> None:
            if self._head_timer is None:
                self._head_timer = self.loop.call_later(header_timeout_s, self._head_timed_out)

        def _disarm(self) -> None:
            if self._head_timer is not None:
                self._head_timer.cancel()
                self._head_timer = None

        def _head_timed_out(self) -> None:
            self._head_timer = None
            if self._waiting_for_head() and not self.transport.is_closing():
                self.transport.close()

        def connection_made(self, transport: asyncio.Transport) -> None:
            super().connection_made(transport)
            self._arm()

        def data_received(self, data: bytes) -> None:
            if self._waiting_for_head():
                self._arm()  # a new request starts on this connection: its head has a deadline
            before = self.cycle
            super().data_received(data)
            if self.cycle is not before:
                self._disarm()  # a complete head: the request runs

        def connection_lost(self, exc: Exception | None) -> None:
            self._disarm()
            super().connection_lost(exc)

        def on_response_complete(self) -> None:
            super().on_response_complete()
            # Idle keep-alive is uvicorn's timeout_keep_alive; the head deadline starts with data.
            self._disarm()

    HeaderTimeoutProtocol.__name__ = f"HeaderTimeout{base.__name__}"
    return HeaderTimeoutProtocol


def serve(app: Any, *, host: str, port: int, log_level: str, header_timeout_s: float) -> None:
    uvicorn.run(
        app,
        host=host,
        port=port,
        log_level=log_level,
        http=with_header_timeout(_BASE, header_timeout_s),
        timeout_keep_alive=5,
    )
