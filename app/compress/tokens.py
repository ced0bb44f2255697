"""A cheap token count, used for the digest budget and the compression figures.

``approx_tokens`` is one character in four, rounded up: the usual rule of thumb for English text
with GPT-style BPE tokenizers (OpenAI's tokenizer guide: "one token generally corresponds to ~4
characters of text"). Logs are denser (digits and punctuation split into more tokens), so a digest
of N approximate tokens may cost somewhat more real tokens; ``LLMSettings.prompt_budget_tokens``
leaves room for that. It is counted the same way on both sides of every ratio we publish.
"""

from __future__ import annotations

CHARS_PER_TOKEN = 4


def approx_tokens(text: str) -> int:
    return (len(text) + CHARS_PER_TOKEN - 1) // CHARS_PER_TOKEN
