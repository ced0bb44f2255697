"""A real OpenAI-compatible HTTP server on loopback that answers from a script (tests, bench).

It speaks ``POST /v1/chat/completions`` the way OpenAI, vLLM and Ollama do, counts requests, and
can play the failure modes the client must survive: an HTTP error (429 with ``Retry-After``,
5xx), a slow answer (timeouts), and servers without JSON-schema or tool-call support.
"""

from __future__ import annotations

import json
import re
import threading
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


@dataclass(slots=True)
class Scripted:
    """One answer: assistant ``content``, or an HTTP error ``status`` with ``headers``; after ``delay_s``."""

    content: str = ""
    status: int = 200
    headers: dict[str, str] = field(default_factory=dict)
    delay_s: float = 0.0
    error: str = "scripted error"


Responder = Callable[[dict[str, Any]], Scripted]


class ScriptedOpenAIServer:
    def __init__(
        self,
        script: list[Scripted] | None = None,
        *,
        default: Responder | None = None,
        supports_json_schema: bool = True,
        supports_tools: bool = True,
        supports_json_object: bool = True,
        like_new_openai_models: bool = False,
        model: str = "scripted-model",
    ) -> None:
        self.script: list[Scripted] = list(script or [])
        self.default = default
        self.supports_json_schema = supports_json_schema
        self.supports_tools = supports_tools
        self.supports_json_object = supports_json_object
        self.like_new_openai_models = like_new_openai_models
        self.model = model
        self.requests: list[dict[str, Any]] = []
        self._lock = threading.Lock()
        self._httpd: ThreadingHTTPServer | None = None
        self._thread: threading.Thread | None = None

    @property
    def calls(self) -> int:
        return len(self.requests)

    @property
    def base_url(self) -> str:
        assert self._httpd is not None, "server not started"
        host, port = self._httpd.server_address[:2]
        return f"http://{host!s}:{port}/v1"

    def push(self, *items: Scripted) -> None:
        with self._lock:
            self.script.extend(items)

    def start(self) -> ScriptedOpenAIServer:
        server = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"
            # Headers and body are two writes: without TCP_NODELAY, Nagle + delayed ACK add ~40 ms.
            disable_nagle_algorithm = True

            def log_message(self, format: str, *args: Any) -> None:
                return None

            def do_POST(self) -> None:
                length = int(self.headers.get("content-length", "0"))
                body = json.loads(self.rfile.read(length) or b"{}")
                status, headers, payload = server._answer(self.path, body)
                data = json.dumps(payload).encode()
                try:
                    self.send_response(status)
                    for name, value in {**headers, "content-type": "application/json"}.items():
                        self.send_header(name, value)
                    self.send_header("content-length", str(len(data)))
                    self.end_headers()
                    self.wfile.write(data)
                except (BrokenPipeError, ConnectionResetError):
                    pass  # the client gave up (a timeout test): nothing to tell it

        httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        httpd.daemon_threads = True
        httpd.block_on_close = False  # slow scripted answers must not hold up shutdown
        self._httpd = httpd
        self._thread = threading.Thread(target=httpd.serve_forever, name="scripted-openai", daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        if self._httpd is not None:
            self._httpd.shutdown()
            self._httpd.server_close()
            self._httpd = None
        if self._thread is not None:
            self._thread.join(timeout=5)
            self._thread = None

    def __enter__(self) -> ScriptedOpenAIServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    # --- behaviour ----------------------------------------------------------------------------
    def _answer(self, path: str, body: dict[str, Any]) -> tuple[int, dict[str, str], dict[str, Any]]:
        if not path.rstrip("/").endswith("/chat/completions"):
            return 404, {}, {"error": {"message": f"no route {path}", "type": "not_found"}}
        with self._lock:
            self.requests.append(body)
        # Like vLLM or an older Ollama: refuse an unsupported structured-output mode up front.
        response_format = body.get("response_format") or {}
        if response_format.get("type") == "json_schema" and not self.supports_json_schema:
            return 400, {}, _error("response_format json_schema is not supported by this server")
        if body.get("tools") and not self.supports_tools:
            return 400, {}, _error("tools are not supported by this server")
        if response_format.get("type") == "json_object" and not self.supports_json_object:
            return 400, {}, _error("response_format json_object is not supported by this server")
        if self.like_new_openai_models and "max_tokens" in body:
            return (
                400,
                {},
                _error(
                    "Unsupported parameter: 'max_tokens' is not supported with this model. "
                    "Use 'max_completion_tokens' instead."
                ),
            )
        if self.like_new_openai_models and body.get("temperature") not in (None, 1):
            return 400, {}, _error("Unsupported value: 'temperature' does not support 0 with this model.")
        with self._lock:
            item = self.script.pop(0) if self.script else None
        if item is None:
            item = self.default(body) if self.default else Scripted(status=500, error="script exhausted")
        if item.delay_s:
            time.sleep(item.delay_s)
        if item.status != 200:
            return item.status, item.headers, _error(item.error)
        prompt_chars = sum(len(str(m.get("content", ""))) for m in body.get("messages", []))
        message: dict[str, Any] = {"role": "assistant", "content": item.content}
        if body.get("tools"):
            name = body["tools"][0]["function"]["name"]
            message = {
                "role": "assistant",
                "content": None,
                "tool_calls": [
                    {
                        "id": f"call_{len(self.requests)}",
                        "type": "function",
                        "function": {"name": name, "arguments": item.content},
                    }
                ],
            }
        payload = {
            "id": f"chatcmpl-{len(self.requests)}",
            "object": "chat.completion",
            "created": int(time.time()),
            "model": self.model,
            "choices": [
                {
                    "index": 0,
                    "message": message,
                    "finish_reason": "tool_calls" if body.get("tools") else "stop",
                }
            ],
            "usage": {
                "prompt_tokens": prompt_chars // 4,
                "completion_tokens": len(item.content) // 4,
                "total_tokens": prompt_chars // 4 + len(item.content) // 4,
            },
        }
        return 200, item.headers, payload


def _error(message: str) -> dict[str, Any]:
    return {"error": {"message": message, "type": "invalid_request_error", "code": None}}


def user_prompt(body: dict[str, Any]) -> str:
    """The text of the request's user messages (what a scripted responder reads)."""
    return "\n".join(str(m.get("content", "")) for m in body.get("messages", []) if m.get("role") == "user")


_JOB_LINE = re.compile(r"^Job (\S+) \(scheduler", re.MULTILINE)


def label_oracle(cases: Iterable[dict[str, Any]], confidence: float = 0.8) -> Responder:
    """A responder that answers each corpus case with its label, found by the job id in the prompt.

    It measures the plumbing (prompt, transport, validation) on real labelled lines, not a model.
    """
    from app.diagnose.offline import culprit_sets

    by_id = {str(case["id"]): case for case in cases}

    def respond(body: dict[str, Any]) -> Scripted:
        match = _JOB_LINE.search(user_prompt(body))
        case = by_id.get(match.group(1)) if match else None
        if case is None:
            return Scripted(status=400, error="the oracle knows no such job")
        nodes, ranks = culprit_sets(case.get("culprit"))
        return Scripted(
            json.dumps(
                {
                    "category": case["category"],
                    "blame": case["blame"],
                    "action": case["expected_action"],
                    "culprit": {"nodes": sorted(nodes), "ranks": sorted(ranks)},
                    "root_cause_line": case.get("root_cause_line"),
                    "evidence": [],
                    "confidence": confidence,
                    "explanation": f"labelled answer of case {case['id']}",
                }
            )
        )

    return respond
