"""The client against the scripted server: circuit breaker, cassette record/replay, accounting."""

from __future__ import annotations

from pathlib import Path

import pytest
from prometheus_client import REGISTRY

from app.diagnose.answer import answer_json_schema
from app.diagnose.breaker import CircuitBreaker
from app.diagnose.cassette import CassetteChatClient
from app.diagnose.clients import make_chat_client
from app.diagnose.llm_client import ChatRequest, OpenAIChatClient
from app.errors import LLMError, LLMUnavailable
from app.settings import LLMSettings
from bench.scripted_llm import Scripted, ScriptedOpenAIServer
from tests.diagnose.llm_cases import answer


def request(text: str = "which node?") -> ChatRequest:
    return ChatRequest([{"role": "user", "content": text}], "diagnosis", answer_json_schema(), 200)


def settings_for(server: ScriptedOpenAIServer, **extra: object) -> LLMSettings:
    values: dict[str, object] = {
        "base_url": server.base_url,
        "model": "m",
        "timeout_s": 2.0,
        "max_retries": 0,
    }
    values.update(extra)
    return LLMSettings.model_validate(values)


def test_breaker_opens_and_half_opens() -> None:
    now = [0.0]
    breaker = CircuitBreaker(failures=2, reset_s=10, clock=lambda: now[0])
    breaker.before_call()
    breaker.record_failure()
    breaker.before_call()
    breaker.record_failure()
    assert breaker.state == "open"
    with pytest.raises(LLMUnavailable):
        breaker.before_call()
    now[0] = 11
    breaker.before_call()  # the one trial call
    with pytest.raises(LLMUnavailable):
        breaker.before_call()  # a second caller waits for the trial
    breaker.record_success()
    assert breaker.state == "closed"


async def test_open_circuit_stops_calling_the_endpoint(llm_server: ScriptedOpenAIServer) -> None:
    client = OpenAIChatClient(settings_for(llm_server, circuit_failures=2, circuit_reset_s=60))
    llm_server.push(Scripted(status=503), Scripted(status=503), Scripted(answer()))
    for _ in range(2):
        with pytest.raises(LLMError):
            await client.complete(request())
    with pytest.raises(LLMUnavailable, match="circuit open"):
        await client.complete(request())
    assert llm_server.calls == 2  # the third call never left the process
    await client.aclose()


async def test_usage_and_cost_are_accounted(llm_server: ScriptedOpenAIServer) -> None:
    client = OpenAIChatClient(settings_for(llm_server, price_input_per_mtok=2.0, price_output_per_mtok=8.0))
    before = REGISTRY.get_sample_value("crashcart_llm_tokens_total", {"direction": "prompt"}) or 0.0
    llm_server.push(Scripted(answer()))
    reply = await client.complete(request("x" * 4000))
    assert reply.prompt_tokens >= 1000 and reply.completion_tokens > 0
    assert reply.cost_usd == pytest.approx((reply.prompt_tokens * 2 + reply.completion_tokens * 8) / 1e6)
    after = REGISTRY.get_sample_value("crashcart_llm_tokens_total", {"direction": "prompt"}) or 0.0
    assert after - before == reply.prompt_tokens
    await client.aclose()


async def test_cassette_records_then_replays_without_the_endpoint(tmp_path: Path) -> None:
    cassette = tmp_path / "cassette.jsonl"
    with ScriptedOpenAIServer([Scripted(answer())]) as server:
        recording = make_chat_client(settings_for(server, cassette_mode="record", cassette_path=cassette))
        recorded = await recording.complete(request())
        await recording.aclose()
        assert server.calls == 1
    # The server is gone: replay answers from the file alone.
    replay = make_chat_client(LLMSettings(model="m", cassette_mode="replay", cassette_path=cassette))
    assert isinstance(replay, CassetteChatClient) and len(replay) == 1
    replayed = await replay.complete(request())
    assert replayed.text == recorded.text and replayed.replayed
    with pytest.raises(LLMUnavailable, match="no recorded answer"):
        await replay.complete(request("a prompt nobody recorded"))


def test_no_endpoint_means_unavailable() -> None:
    with pytest.raises(LLMUnavailable):
        OpenAIChatClient(LLMSettings())
