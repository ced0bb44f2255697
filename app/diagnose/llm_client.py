"""The LLM client: one abstract call ("complete this chat into JSON of this schema") and its backends.

:class:`OpenAIChatClient` talks to any OpenAI-compatible endpoint (OpenAI, vLLM, llama.cpp
server, Ollama) through the ``openai`` SDK. Structured output degrades gracefully: a JSON-schema
``response_format`` where the server supports it, else a forced tool call, else plain JSON asked
for in the prompt; the first mode the server accepts is remembered. Retries (429, 5xx, timeouts,
honouring ``Retry-After``) are ours, not the SDK's, so that they are counted and bounded; a
circuit breaker stops calling an endpoint that keeps failing. :class:`ScriptedChatClient` is the
fake beside it.
"""

from __future__ import annotations

import time
from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

import openai
from tenacity import AsyncRetrying, RetryCallState, retry_if_exception, stop_after_attempt

from app.diagnose.breaker import CircuitBreaker
from app.diagnose.metrics import LLM_COST, LLM_LATENCY, LLM_REQUESTS, LLM_TOKENS
from app.errors import LLMError, LLMUnavailable
from app.settings import LLMSettings

# A server asking us to wait longer than this is treated as down for this diagnosis.
MAX_RETRY_AFTER_S = 30.0


class OutputMode(StrEnum):
    json_schema = "json_schema"  # response_format with our schema (OpenAI, vLLM, Ollama >= 0.5)
    tool = "tool"  # a forced function call whose arguments are the answer
    json_object = "json_object"  # "JSON mode": valid JSON, schema only in the prompt
    json = "json"  # nothing asked of the server: the prompt alone asks for JSON


@dataclass(slots=True)
class ChatRequest:
    messages: list[dict[str, str]]
    schema_name: str
    schema: dict[str, Any]
    max_tokens: int


@dataclass(slots=True)
class ChatReply:
    text: str
    prompt_tokens: int
    completion_tokens: int
    model: str
    mode: str
    latency_s: float
    cost_usd: float = 0.0
    replayed: bool = False


class ChatClient(ABC):
    """Complete a chat into a JSON document; raise LLMUnavailable / LLMError on failure."""

    @abstractmethod
    async def complete(self, request: ChatRequest) -> ChatReply: ...

    async def aclose(self) -> None:
        return None


@dataclass
class ScriptedChatClient(ChatClient):
    """The fake: answers from a script, in order; an exception in the script is raised."""

    script: list[str | Exception]
    calls: list[ChatRequest] = field(default_factory=list)

    async def complete(self, request: ChatRequest) -> ChatReply:
        self.calls.append(request)
        if not self.script:
            raise LLMUnavailable("scripted client has no answer left")
        item = self.script.pop(0)
        if isinstance(item, Exception):
            raise item
        prompt = sum(len(m["content"]) for m in request.messages) // 4
        return ChatReply(item, prompt, len(item) // 4, "scripted", OutputMode.json_schema.value, 0.0)


def estimate_cost(settings: LLMSettings, prompt_tokens: int, completion_tokens: int) -> float:
    return (
        prompt_tokens * settings.price_input_per_mtok + completion_tokens * settings.price_output_per_mtok
    ) / 1e6


def _retryable(exc: BaseException) -> bool:
    if isinstance(exc, openai.APIConnectionError):  # includes APITimeoutError
        return True
    return isinstance(exc, openai.APIStatusError) and (exc.status_code == 429 or exc.status_code >= 500)


def _retry_after(exc: BaseException | None) -> float | None:
    if not isinstance(exc, openai.APIStatusError):
        return None
    headers = exc.response.headers
    for name, scale in (("retry-after-ms", 0.001), ("retry-after", 1.0)):
        value = headers.get(name)
        if value is None:
            continue
        try:
            return max(0.0, float(value) * scale)
        except ValueError:
            return None  # an HTTP date: fall back to our own backoff
    return None


def _wait(state: RetryCallState) -> float:
    outcome = state.outcome
    exc = outcome.exception() if outcome is not None else None
    hinted = _retry_after(exc)
    if hinted is not None:
        return min(hinted, MAX_RETRY_AFTER_S)
    return float(min(0.5 * 2 ** (state.attempt_number - 1), 8.0))


def _unsupported_mode(exc: openai.APIStatusError) -> bool:
    """A 400/422 that names response_format or tools: the server lacks that structured-output mode."""
    if exc.status_code not in (400, 404, 422, 501):
        return False
    text = f"{exc.message} {exc.body}".lower()
    return any(
        word in text for word in ("response_format", "json_schema", "tool", "function", "not supported")
    )


class OpenAIChatClient(ChatClient):
    def __init__(
        self,
        settings: LLMSettings,
        *,
        breaker: CircuitBreaker | None = None,
        modes: Sequence[OutputMode] = tuple(OutputMode),
    ) -> None:
        if not settings.enabled:
            raise LLMUnavailable(
                "no LLM endpoint configured (CRASHCART_LLM_BASE_URL and CRASHCART_LLM_MODEL)"
            )
        self.settings = settings
        self.model = settings.model or ""
        self.breaker = breaker or CircuitBreaker(settings.circuit_failures, settings.circuit_reset_s)
        self._modes = list(modes)
        self._token_parameter = "max_tokens"  # what vLLM, llama.cpp and Ollama understand
        self._temperature: float | None = 0.0  # deterministic answers, where the model allows it
        key = settings.api_key.get_secret_value() if settings.api_key else "unused"
        # max_retries=0: our own retry loop below counts, bounds and honours Retry-After.
        self._client = openai.AsyncOpenAI(
            base_url=settings.base_url, api_key=key, timeout=settings.timeout_s, max_retries=0
        )

    @property
    def mode(self) -> OutputMode:
        return self._modes[0]

    async def aclose(self) -> None:
        await self._client.close()

    async def complete(self, request: ChatRequest) -> ChatReply:
        self.breaker.before_call()
        try:
            reply = await self._complete_with_retries(request)
        except LLMError:
            self.breaker.record_failure()
            raise
        self.breaker.record_success()
        return reply

    async def _complete_with_retries(self, request: ChatRequest) -> ChatReply:
        retrying = AsyncRetrying(
            retry=retry_if_exception(_retryable),
            stop=stop_after_attempt(self.settings.max_retries + 1),
            wait=_wait,
            reraise=True,
            before_sleep=lambda state: LLM_REQUESTS.labels("retry").inc(),
        )
        try:
            async for attempt in retrying:
                with attempt:
                    return await self._complete_once_any_mode(request)
        except openai.APITimeoutError as exc:
            LLM_REQUESTS.labels("timeout").inc()
            raise LLMUnavailable(f"LLM request timed out after {self.settings.timeout_s:g}s") from exc
        except openai.RateLimitError as exc:
            LLM_REQUESTS.labels("rate_limited").inc()
            raise LLMUnavailable("LLM endpoint still rate-limiting after retries (429)") from exc
        except openai.APIConnectionError as exc:
            LLM_REQUESTS.labels("error").inc()
            raise LLMUnavailable(f"LLM endpoint unreachable: {exc}") from exc
        except openai.APIStatusError as exc:
            LLM_REQUESTS.labels("error").inc()
            raise LLMError(f"LLM endpoint answered HTTP {exc.status_code}: {str(exc.message)[:200]}") from exc
        except openai.OpenAIError as exc:
            LLM_REQUESTS.labels("error").inc()
            raise LLMError(f"LLM call failed: {exc}") from exc
        raise LLMError("LLM retry loop ended without an answer")  # unreachable: reraise=True

    async def _complete_once_any_mode(self, request: ChatRequest) -> ChatReply:
        while True:
            mode = self._modes[0]
            try:
                return await self._complete_once(request, mode)
            except openai.APIStatusError as exc:
                # What the server refused is remembered for the life of the client.
                if self._adapt_parameters(exc):
                    continue
                if len(self._modes) > 1 and _unsupported_mode(exc):
                    self._modes.pop(0)
                    continue
                raise

    def _adapt_parameters(self, exc: openai.APIStatusError) -> bool:
        """Newer OpenAI models want ``max_completion_tokens`` and refuse ``temperature=0``."""
        if exc.status_code != 400:
            return False
        text = f"{exc.message} {exc.body}"
        if "max_tokens" in text and "max_completion_tokens" in text and self._token_parameter == "max_tokens":
            self._token_parameter = "max_completion_tokens"
            return True
        if "temperature" in text and self._temperature is not None:
            self._temperature = None
            return True
        return False

    async def _complete_once(self, request: ChatRequest, mode: OutputMode) -> ChatReply:
        kwargs: dict[str, Any] = {
            "model": self.model,
            "messages": request.messages,
            self._token_parameter: request.max_tokens,
        }
        if self._temperature is not None:
            kwargs["temperature"] = self._temperature
        if mode == OutputMode.json_schema:
            kwargs["response_format"] = {
                "type": "json_schema",
                "json_schema": {"name": request.schema_name, "schema": request.schema, "strict": True},
            }
        elif mode == OutputMode.tool:
            kwargs["tools"] = [
                {
                    "type": "function",
                    "function": {
                        "name": request.schema_name,
                        "description": "Record the structured answer.",
                        "parameters": request.schema,
                    },
                }
            ]
            kwargs["tool_choice"] = {"type": "function", "function": {"name": request.schema_name}}
        elif mode == OutputMode.json_object:
            kwargs["response_format"] = {"type": "json_object"}
        started = time.perf_counter()
        response = await self._client.chat.completions.create(**kwargs)
        latency = time.perf_counter() - started
        text = ""
        if response.choices:
            message = response.choices[0].message
            text = message.content or ""
            for call in message.tool_calls or []:
                function = getattr(call, "function", None)
                if function is not None and function.arguments:
                    text = function.arguments
                    break
        usage = response.usage
        prompt_tokens = (
            usage.prompt_tokens if usage else sum(len(m["content"]) for m in request.messages) // 4
        )
        completion_tokens = usage.completion_tokens if usage else len(text) // 4
        cost = estimate_cost(self.settings, prompt_tokens, completion_tokens)
        LLM_REQUESTS.labels("ok").inc()
        LLM_LATENCY.observe(latency)
        LLM_TOKENS.labels("prompt").inc(prompt_tokens)
        LLM_TOKENS.labels("completion").inc(completion_tokens)
        LLM_COST.inc(cost)
        return ChatReply(
            text, prompt_tokens, completion_tokens, response.model or self.model, mode.value, latency, cost
        )
