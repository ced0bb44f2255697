"""Queued messages are read with pydantic-core's JSON parser, exactly as ``json.loads`` reads
them, falling back to it for anything the fast parser refuses."""

from __future__ import annotations

import json

import pytest

from app.ingest.base import decode_message

CASES = [
    {"lines": [{"node": "gpu01", "rank": 3, "seq": 7, "ts": 1732400000.123456, "line": 'é ✓ \t \\ " x'}]},
    {"big": 123456789012345678901234567890, "neg": -0.0, "small": 5e-324, "nested": [[], {}, None, True]},
    {"line": "\ud800 lone surrogate", "ctl": "\x00\x1f"},
]


@pytest.mark.parametrize("payload", CASES)
def test_decode_message_matches_json_loads(payload: object) -> None:
    for raw in (json.dumps(payload, ensure_ascii=False), json.dumps(payload)):
        assert repr(decode_message(raw)) == repr(json.loads(raw))
        assert repr(decode_message(raw.encode("utf-8", "surrogatepass"))) == repr(
            json.loads(raw.encode("utf-8", "surrogatepass"))
        )


def test_decode_message_keeps_json_loads_extensions() -> None:
    raw = '{"a": NaN, "b": Infinity, "c": 1e400, "d": 1, "d": 2}'
    got, want = decode_message(raw), json.loads(raw)
    assert repr(got) == repr(want)
    with pytest.raises(ValueError):
        decode_message('{"unterminated": ')
