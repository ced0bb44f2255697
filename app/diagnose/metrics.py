"""Prometheus metrics of the LLM agent, registered once at import on the default registry."""

from __future__ import annotations

from prometheus_client import Counter, Gauge, Histogram

LLM_REQUESTS = Counter(
    "crashcart_llm_requests_total",
    "HTTP requests to the LLM endpoint, by outcome (ok, retry, error, timeout, rate_limited, circuit_open).",
    ["outcome"],
)
LLM_TOKENS = Counter("crashcart_llm_tokens_total", "Tokens sent to and received from the LLM.", ["direction"])
LLM_COST = Counter("crashcart_llm_cost_usd_total", "Estimated LLM spend in USD (from the configured prices).")
LLM_LATENCY = Histogram(
    "crashcart_llm_request_seconds",
    "Latency of one successful LLM request.",
    buckets=(0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 20, 40, 80),
)
LLM_CIRCUIT_OPEN = Gauge("crashcart_llm_circuit_open", "1 while the LLM circuit breaker is open.")
DIAGNOSES = Counter(
    "crashcart_llm_diagnoses_total",
    "Ambiguous incidents handled by the agent, by result (accepted, repaired, cache_hit, needs_human).",
    ["result"],
)
RULE_SUGGESTIONS = Counter(
    "crashcart_llm_rule_suggestions_total",
    "Rules proposed by the LLM, by result of the checks (stored, rejected).",
    ["result"],
)
