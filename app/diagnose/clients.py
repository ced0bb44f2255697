"""Which chat client the service uses: the configured endpoint, wrapped by a cassette on demand.

Apart from ``llm_client`` and ``cassette`` so that neither has to import the other's module to
build one (the cassette wraps a client; the client knows nothing of cassettes).
"""

from __future__ import annotations

import hashlib

from app.diagnose.cassette import CassetteChatClient
from app.diagnose.llm_client import ChatClient, OpenAIChatClient
from app.errors import LLMUnavailable
from app.settings import LLMSettings

_shared: dict[tuple[str, str], ChatClient] = {}


def make_chat_client(settings: LLMSettings) -> ChatClient:
    """The configured client: the endpoint, wrapped by a cassette when record/replay is on."""
    if settings.cassette_mode == "replay":
        if settings.cassette_path is None:
            raise LLMUnavailable("cassette replay needs CRASHCART_LLM__CASSETTE_PATH")
        return CassetteChatClient(None, settings.cassette_path, model=settings.model or "")
    inner = OpenAIChatClient(settings)
    if settings.cassette_mode == "record":
        if settings.cassette_path is None:
            raise LLMUnavailable("cassette record needs CRASHCART_LLM__CASSETTE_PATH")
        return CassetteChatClient(inner, settings.cassette_path, model=settings.model or "")
    return inner


def shared_chat_client(settings: LLMSettings) -> ChatClient:
    """One client per endpoint per process, so the circuit breaker and the mode memory are shared."""
    secret = settings.api_key.get_secret_value() if settings.api_key else ""
    key = (settings.model_dump_json(), hashlib.sha256(secret.encode()).hexdigest())
    client = _shared.get(key)
    if client is None:
        client = _shared[key] = make_chat_client(settings)
    return client
