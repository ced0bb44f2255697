"""Record/replay of real model answers, so an evaluation against a real model can run in CI.

``record`` forwards each request to the real endpoint and appends the answer to a JSON-lines
cassette; ``replay`` answers from the cassette only and never opens a connection. Requests are
keyed by the model and the exact messages, so a changed prompt template is a miss (reported as
the LLM being unavailable: the incident goes to a human, never to a made-up answer).
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from app.diagnose.llm_client import ChatClient, ChatReply, ChatRequest
from app.errors import LLMUnavailable


def request_key(model: str, request: ChatRequest) -> str:
    payload = json.dumps(
        {"model": model, "schema": request.schema_name, "messages": request.messages},
        sort_keys=True,
        ensure_ascii=False,
        separators=(",", ":"),
    )
    return hashlib.sha256(payload.encode()).hexdigest()


class CassetteChatClient(ChatClient):
    def __init__(self, inner: ChatClient | None, path: Path, *, model: str) -> None:
        self.inner = inner
        self.path = path
        self.model = model
        self._answers: dict[str, dict[str, Any]] = {}
        if path.exists():
            for raw in path.read_text(encoding="utf-8").splitlines():
                if raw.strip():
                    entry = json.loads(raw)
                    self._answers[entry["key"]] = entry["reply"]

    def __len__(self) -> int:
        return len(self._answers)

    async def complete(self, request: ChatRequest) -> ChatReply:
        key = request_key(self.model, request)
        if self.inner is None:
            answer = self._answers.get(key)
            if answer is None:
                raise LLMUnavailable(f"no recorded answer for this prompt in cassette {self.path}")
            return ChatReply(
                text=answer["text"],
                prompt_tokens=answer["prompt_tokens"],
                completion_tokens=answer["completion_tokens"],
                model=answer["model"],
                mode=answer["mode"],
                latency_s=0.0,
                cost_usd=0.0,
                replayed=True,
            )
        reply = await self.inner.complete(request)
        recorded: dict[str, Any] = {
            "text": reply.text,
            "prompt_tokens": reply.prompt_tokens,
            "completion_tokens": reply.completion_tokens,
            "model": reply.model,
            "mode": reply.mode,
            "latency_s": round(reply.latency_s, 4),
        }
        entry = {"key": key, "schema": request.schema_name, "reply": recorded}
        self._answers[key] = recorded
        self.path.parent.mkdir(parents=True, exist_ok=True)
        with self.path.open("a", encoding="utf-8") as fh:
            fh.write(json.dumps(entry, ensure_ascii=False) + "\n")
        return reply

    async def aclose(self) -> None:
        if self.inner is not None:
            await self.inner.aclose()
